"""A pure-Python GGUF header reader: the metadata a cache key and a file check need, no weights.

A GGUF file is ``"GGUF" | u32 version | u64 n_tensors | u64 n_kv | n_kv × (key, u32 type,
value) | n_tensors × tensor info | padding | tensor data`` (little-endian). Scalars and strings
are kept; arrays (the tokenizer's tens of thousands of tokens and merges) are skipped on the
first pass and only their position is remembered, so single elements — the texts of the BOS
and EOS tokens — are read on demand. Nothing past the tensor infos is read.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from localjudge.errors import ModelLoadError

MAGIC = b"GGUF"
VERSIONS = (2, 3)  # llama.cpp refuses v1 (32-bit lengths); v2 and v3 share one layout
_STRING, _ARRAY = 8, 9
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?"}
_SCALARS.update({10: "<Q", 11: "<q", 12: "<d"})
_U32, _U64 = struct.Struct("<I"), struct.Struct("<Q")
_CHUNK = 1 << 20
_STRIDE = 1024
_MAX_STRING = 1 << 24  # no header string is near this; a longer one is a corrupt length
# llama.cpp token types whose piece (special=True) is the token's text verbatim:
# UNKNOWN, CONTROL, USER_DEFINED.
_VERBATIM_TYPES = (2, 3, 4)
_NORMAL = 1


class _Truncated(Exception):
    """The header ends before a field it declares."""


@dataclass(frozen=True)
class _ArrayRef:
    elem_type: int
    count: int
    offset: int  # file offset of the first element
    marks: tuple[int, ...] = ()  # string arrays: offset of every _STRIDE-th element


@dataclass
class GGUFHeader:
    """A parsed GGUF header.

    Attributes:
        path: the file.
        version: the GGUF version (2 or 3).
        n_tensors: tensors the file declares.
        values: scalar and string metadata by key.
        arrays: where each array value lies (read elements with ``array_items``).
        size: the file's size in bytes.
        data_offset: where the tensor data section starts.
        last_tensor_offset: the largest tensor offset within the data section (-1: none).
    """

    path: Path
    version: int
    n_tensors: int
    values: dict[str, Any] = field(default_factory=dict)
    arrays: dict[str, _ArrayRef] = field(default_factory=dict)
    size: int = 0
    data_offset: int = 0
    last_tensor_offset: int = -1

    def get(self, key: str) -> Any:
        """The scalar or string stored under ``key``, or None."""
        return self.values.get(key)

    def array_items(self, key: str, indices: set[int]) -> dict[int, Any]:
        """Elements of the array ``key`` at ``indices`` (indices out of range are left out).

        Raises:
            ModelLoadError: the array's bytes are cut off or hold an unknown type.
        """
        ref = self.arrays.get(key)
        if ref is None or not indices:
            return {}
        wanted = {i for i in indices if 0 <= i < ref.count}
        out: dict[int, Any] = {}
        with _open(self.path) as f:
            r = _Reader(f, self.size, ref.offset)
            try:
                if ref.elem_type in _SCALARS:
                    fmt = struct.Struct(_SCALARS[ref.elem_type])
                    for i in sorted(wanted):
                        r.seek(ref.offset + i * fmt.size)
                        out[i] = r.unpack(fmt)
                    return out
                for i in sorted(wanted):
                    start = i - i % _STRIDE if ref.marks else 0
                    r.seek(ref.marks[i // _STRIDE] if ref.marks else ref.offset)
                    for _ in range(i - start):
                        _skip_value(r, ref.elem_type)
                    out[i] = _read_value(r, ref.elem_type)
            except _Truncated:
                raise _corrupt(self.path, f"array {key!r} is cut off") from None
        return out

    def token_text(self, token_id: int) -> str | None:
        """The text llama.cpp renders for a token with special tokens shown, or None.

        None when only llama.cpp can tell (byte tokens, or text it would re-decode): the
        caller then asks the loaded model.
        """
        ttype = self.array_items("tokenizer.ggml.token_type", {token_id}).get(token_id)
        text = self.array_items("tokenizer.ggml.tokens", {token_id}).get(token_id)
        if not isinstance(text, str):
            return None
        if ttype in _VERBATIM_TYPES:
            return text
        # A normal token is decoded (byte-level BPE, SentencePiece's "▁"), which leaves
        # printable ASCII other than the space unchanged in every vocabulary llama.cpp has
        # except RWKV's.
        plain = all("!" <= c <= "~" for c in text)
        known = self.get("tokenizer.ggml.model") in ("gpt2", "llama", "bert", "t5")
        return text if ttype == _NORMAL and plain and known else None


class _Reader:
    """Little-endian reads through a large buffer: a header holds many tiny fields."""

    def __init__(self, f: BinaryIO, size: int, offset: int = 0) -> None:
        self._f, self._size = f, size
        self._buf, self._pos, self._base = b"", 0, offset
        f.seek(offset)

    def tell(self) -> int:
        return self._base + self._pos

    def seek(self, offset: int) -> None:
        if self._base <= offset <= self._base + len(self._buf):
            self._pos = offset - self._base
        else:
            self._f.seek(offset)
            self._buf, self._pos, self._base = b"", 0, offset

    def take(self, n: int) -> bytes:
        if self.tell() + n > self._size:
            raise _Truncated
        if self._pos + n > len(self._buf):
            rest = self._buf[self._pos :]
            self._base += self._pos
            self._buf = rest + self._f.read(max(n - len(rest), _CHUNK))
            self._pos = 0
        data = self._buf[self._pos : self._pos + n]
        self._pos += n
        return data

    def window(self) -> tuple[bytes, int, int]:
        """(buffer, position in it, file offset of its start), with a chunk or the rest buffered."""
        if len(self._buf) - self._pos < _CHUNK // 2:
            self._buf = self._buf[self._pos :] + self._f.read(_CHUNK)
            self._base += self._pos
            self._pos = 0
        return self._buf, self._pos, self._base

    def unpack(self, fmt: struct.Struct) -> Any:
        return fmt.unpack(self.take(fmt.size))[0]

    def skip(self, n: int) -> None:
        if self.tell() + n > self._size:
            raise _Truncated
        self.seek(self.tell() + n)


def _read_value(r: _Reader, vtype: int) -> Any:
    if vtype == _STRING:
        n = r.unpack(_U64)
        if n > _MAX_STRING:
            raise ValueError(f"a string of {n} bytes")
        return r.take(n).decode("utf-8", errors="replace")
    if vtype in _SCALARS:
        return r.unpack(struct.Struct(_SCALARS[vtype]))
    raise ValueError(f"unknown value type {vtype}")


def _skip_value(r: _Reader, vtype: int) -> None:
    if vtype == _STRING:
        r.skip(r.unpack(_U64))
    elif vtype in _SCALARS:
        r.skip(struct.calcsize(_SCALARS[vtype]))
    else:
        raise ValueError(f"unknown value type {vtype}")


def _skip_array(r: _Reader, elem: int, count: int) -> tuple[int, ...]:
    """Skip an array's elements; for strings, return the offset of every ``_STRIDE``-th."""
    if elem in _SCALARS:
        r.skip(count * struct.calcsize(_SCALARS[elem]))
        return ()
    if elem != _STRING:
        raise ValueError(f"arrays of type {elem} are not supported")
    marks: list[int] = []
    unpack_from = _U64.unpack_from
    i = 0
    while i < count:
        # The tight loop walks the buffer directly: a vocabulary is 10^5 strings and more.
        buf, pos, base = r.window()
        end = len(buf)
        while i < count and pos + 8 <= end:
            n = unpack_from(buf, pos)[0]
            if pos + 8 + n > end:
                break
            if not i % _STRIDE:
                marks.append(base + pos)
            pos += 8 + n
            i += 1
        r.seek(base + pos)
        if i < count:  # a string across the buffer's end (or past the file's): the slow path
            if not i % _STRIDE:
                marks.append(r.tell())
            r.skip(r.unpack(_U64))
            i += 1
    return tuple(marks)


def check_gguf_file(path: str | os.PathLike[str]) -> None:
    """Cheap checks before llama.cpp sees a file, so errors name the real problem.

    Raises:
        ModelLoadError: missing, unreadable, empty or not a GGUF file.
    """
    with _open(Path(path)) as f:
        magic = f.read(4)
    if magic != MAGIC:
        raise _not_gguf(path, magic)


def _not_gguf(path: str | os.PathLike[str], magic: bytes) -> ModelLoadError:
    return ModelLoadError(
        f"{path}: not a GGUF model file (bad magic {magic!r}); re-download or re-install it"
    )


def _open(path: Path) -> BinaryIO:
    try:
        return open(path, "rb")  # closed by the caller's with
    except OSError as exc:
        raise ModelLoadError(f"{path}: cannot read model file: {exc.strerror}") from exc


def _corrupt(path: Path, detail: str) -> ModelLoadError:
    return ModelLoadError(
        f"{path}: the GGUF header is truncated or corrupt ({detail}); re-download or "
        f"re-install the model, or check it with: localjudge models verify"
    )


def read_header(path: str | os.PathLike[str]) -> GGUFHeader:
    """Parse a GGUF file's metadata and tensor infos, reading no tensor data.

    Raises:
        ModelLoadError: unreadable, not GGUF, an unsupported version, or a cut-off or
            malformed header.
    """
    p = Path(path)
    with _open(p) as f:
        size = os.fstat(f.fileno()).st_size
        r = _Reader(f, size)
        try:
            magic = r.take(min(4, size))
            if magic != MAGIC:
                raise _not_gguf(p, magic)
            header = GGUFHeader(p, r.unpack(_U32), 0, size=size)
            if header.version not in VERSIONS:
                raise ModelLoadError(
                    f"{p}: GGUF version {header.version} is not supported (expected 2 or 3)"
                )
            header.n_tensors, n_kv = r.unpack(_U64), r.unpack(_U64)
            for _ in range(n_kv):
                _read_kv(r, header)
            _read_tensor_infos(r, header)
        except _Truncated:
            raise _corrupt(p, f"it ends after {size} bytes") from None
        except (ValueError, struct.error) as exc:
            raise _corrupt(p, str(exc)) from None
    return header


def _read_kv(r: _Reader, header: GGUFHeader) -> None:
    key = _read_value(r, _STRING)
    vtype = r.unpack(_U32)
    if vtype == _ARRAY:
        elem, count = r.unpack(_U32), r.unpack(_U64)
        offset = r.tell()
        header.arrays[key] = _ArrayRef(elem, count, offset, _skip_array(r, elem, count))
    else:
        header.values[key] = _read_value(r, vtype)


def _read_tensor_infos(r: _Reader, header: GGUFHeader) -> None:
    for _ in range(header.n_tensors):
        _skip_value(r, _STRING)  # name
        r.skip(8 * r.unpack(_U32) + 4)  # dims, ggml type
        header.last_tensor_offset = max(header.last_tensor_offset, r.unpack(_U64))
    align = header.get("general.alignment")
    align = align if isinstance(align, int) and align > 0 else 32
    header.data_offset = (r.tell() + align - 1) // align * align


def check_header(header: GGUFHeader) -> None:
    """What a header alone can tell about a model's usability: an architecture, whole data.

    Whether llama.cpp supports the architecture is only known when it loads the file.

    Raises:
        ModelLoadError: no ``general.architecture``, or tensor data that would start past the
            end of the file.
    """
    if not isinstance(header.get("general.architecture"), str):
        raise ModelLoadError(
            f"{header.path}: the GGUF names no architecture (general.architecture); "
            f"it is not a usable model file"
        )
    if header.data_offset + header.last_tensor_offset >= header.size:
        raise ModelLoadError(
            f"{header.path}: the model file is truncated or corrupt (its tensor data runs past "
            f"the end of the file, {header.size} bytes); re-download or re-install it, or check "
            f"it with: localjudge models verify"
        )


def special_token_text(header: GGUFHeader, which: str) -> str | None:
    """The text of the ``"bos"`` or ``"eos"`` token as the loaded model renders it.

    None when only llama.cpp can tell (no id in the header, so llama.cpp picks a default by
    vocabulary; an id out of range; a token whose text llama.cpp would decode).
    """
    token_id = header.get(f"tokenizer.ggml.{which}_token_id")
    n_tokens = header.arrays.get("tokenizer.ggml.tokens")
    if not isinstance(token_id, int) or n_tokens is None or not 0 <= token_id < n_tokens.count:
        return None
    return header.token_text(token_id)
