"""Craft GGUF variants for fault tests: rewrite header metadata, keep tensors intact, stay aligned.

A GGUF file is ``magic "GGUF" | u32 version | u64 n_tensors | u64 n_kv | n_kv × (key, u32 type,
value) | n_tensors × tensor info | padding to general.alignment | tensor data``. Tensor infos
hold offsets relative to the start of the data section, so the metadata can be rewritten freely
as long as the data section starts on an aligned offset again.

Usage::

    python scripts/make_gguf.py IN.gguf OUT.gguf --set general.architecture=fooarch
    python scripts/make_gguf.py IN.gguf OUT.gguf --truncate 0.33
    python scripts/make_gguf.py IN.gguf --show
"""

from __future__ import annotations

import argparse
import shutil
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

MAGIC = b"GGUF"
# GGUF value types.
UINT8, INT8, UINT16, INT16, UINT32, INT32, FLOAT32, BOOL, STRING, ARRAY, UINT64, INT64, FLOAT64 = (
    range(13)
)
_SCALARS: dict[int, str] = {
    UINT8: "<B",
    INT8: "<b",
    UINT16: "<H",
    INT16: "<h",
    UINT32: "<I",
    INT32: "<i",
    FLOAT32: "<f",
    BOOL: "<?",
    UINT64: "<Q",
    INT64: "<q",
    FLOAT64: "<d",
}


@dataclass
class KV:
    """One metadata entry: its GGUF type, and for arrays the element type."""

    key: str
    vtype: int
    value: Any
    elem_type: int | None = None


@dataclass
class Header:
    """The parsed header of a GGUF file and where its sections lie."""

    version: int
    n_tensors: int
    kvs: list[KV]
    tensor_info: bytes  # raw tensor-info records, kept verbatim
    data_offset: int  # where tensor data starts in the original file

    def get(self, key: str) -> Any:
        """The value stored under ``key``, or None."""
        for kv in self.kvs:
            if kv.key == key:
                return kv.value
        return None

    @property
    def alignment(self) -> int:
        """The data alignment (``general.alignment``, 32 when absent)."""
        value = self.get("general.alignment")
        return int(value) if value else 32


def _read(f: BinaryIO, fmt: str) -> Any:
    size = struct.calcsize(fmt)
    data = f.read(size)
    if len(data) != size:
        raise ValueError("unexpected end of GGUF header")
    return struct.unpack(fmt, data)[0]


def _read_str(f: BinaryIO) -> str:
    n = _read(f, "<Q")
    return f.read(n).decode("utf-8", errors="surrogateescape")


def _read_value(f: BinaryIO, vtype: int) -> tuple[Any, int | None]:
    if vtype == STRING:
        return _read_str(f), None
    if vtype == ARRAY:
        elem = _read(f, "<I")
        count = _read(f, "<Q")
        return [_read_value(f, elem)[0] for _ in range(count)], elem
    return _read(f, _SCALARS[vtype]), None


def _write_str(out: bytearray, text: str) -> None:
    data = text.encode("utf-8", errors="surrogateescape")
    out += struct.pack("<Q", len(data)) + data


def _write_value(out: bytearray, vtype: int, value: Any, elem: int | None) -> None:
    if vtype == STRING:
        _write_str(out, value)
    elif vtype == ARRAY:
        assert elem is not None
        out += struct.pack("<IQ", elem, len(value))
        for v in value:
            _write_value(out, elem, v, None)
    else:
        out += struct.pack(_SCALARS[vtype], value)


def read_header(path: str | Path) -> Header:
    """Parse a GGUF file's header (metadata and tensor infos); tensor data is not read."""
    with open(path, "rb") as f:
        if f.read(4) != MAGIC:
            raise ValueError(f"{path}: not a GGUF file")
        version = _read(f, "<I")
        n_tensors = _read(f, "<Q")
        n_kv = _read(f, "<Q")
        kvs = []
        for _ in range(n_kv):
            key = _read_str(f)
            vtype = _read(f, "<I")
            value, elem = _read_value(f, vtype)
            kvs.append(KV(key, vtype, value, elem))
        start = f.tell()
        for _ in range(n_tensors):
            _read_str(f)
            n_dims = _read(f, "<I")
            f.seek(8 * n_dims + 4 + 8, 1)  # dims, ggml type, offset
        end = f.tell()
        f.seek(start)
        tensor_info = f.read(end - start)
    header = Header(version, n_tensors, kvs, tensor_info, 0)
    align = header.alignment
    header.data_offset = (end + align - 1) // align * align
    return header


def write_gguf(src: str | Path, dst: str | Path, changes: dict[str, Any]) -> Header:
    """Copy ``src`` to ``dst`` with metadata values replaced (or added, as strings).

    The tensor infos and data are copied byte for byte; padding keeps the data section on
    ``general.alignment``.
    """
    header = read_header(src)
    pending = dict(changes)
    for kv in header.kvs:
        if kv.key in pending:
            kv.value = pending.pop(kv.key)
    for key, value in pending.items():
        header.kvs.append(KV(key, STRING, str(value)))
    out = bytearray(MAGIC)
    out += struct.pack("<IQQ", header.version, header.n_tensors, len(header.kvs))
    for kv in header.kvs:
        _write_str(out, kv.key)
        out += struct.pack("<I", kv.vtype)
        _write_value(out, kv.vtype, kv.value, kv.elem_type)
    out += header.tensor_info
    align = header.alignment
    out += b"\x00" * ((-len(out)) % align)
    with open(src, "rb") as f, open(dst, "wb") as g:
        g.write(out)
        f.seek(header.data_offset)
        shutil.copyfileobj(f, g, 1 << 20)
    return header


def truncate_copy(src: str | Path, dst: str | Path, fraction: float) -> int:
    """Copy the first ``fraction`` of ``src`` to ``dst``; returns the bytes written."""
    size = int(Path(src).stat().st_size * fraction)
    with open(src, "rb") as f, open(dst, "wb") as g:
        g.write(f.read(size))
    return size


def main() -> None:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src")
    ap.add_argument("dst", nargs="?")
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--truncate", type=float, help="keep this fraction of the file")
    ap.add_argument("--show", action="store_true", help="print the scalar/string metadata")
    args = ap.parse_args()
    if args.show:
        for kv in read_header(args.src).kvs:
            shown = kv.value if kv.vtype != ARRAY else f"[{len(kv.value)} items]"
            print(f"{kv.key} = {str(shown)[:120]!s}")
        return
    if not args.dst:
        ap.error("dst is required")
    if args.truncate:
        truncate_copy(args.src, args.dst, args.truncate)
    else:
        write_gguf(args.src, args.dst, dict(s.split("=", 1) for s in args.set))


if __name__ == "__main__":
    main()
