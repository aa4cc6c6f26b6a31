"""The GGUF header reader on small files written byte by byte: values, tokens, damage."""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any

import pytest

from localjudge.errors import ModelLoadError
from localjudge.judges.gguf import (
    check_gguf_file,
    check_header,
    read_header,
    special_token_text,
)
from localjudge.judges.llama import LlamaJudge

U32, I32, F32, BOOL, STR, ARR, U64 = 4, 5, 6, 7, 8, 9, 10
NORMAL, CONTROL, BYTE = 1, 3, 6
CHATML = (
    "{% for m in messages %}{{ '<|im_start|>' + m['role'] + '\n' + m['content'] + eos_token"
    " + '\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}"
    "{% endif %}"
)


def _str(text: str) -> bytes:
    data = text.encode("utf-8")
    return struct.pack("<Q", len(data)) + data


def _value(vtype: int, value: Any) -> bytes:
    if vtype == STR:
        return _str(value)
    if vtype == ARR:
        elem, items = value
        return struct.pack("<IQ", elem, len(items)) + b"".join(_value(elem, v) for v in items)
    fmt = {U32: "<I", I32: "<i", F32: "<f", BOOL: "<?", U64: "<Q"}[vtype]
    return struct.pack(fmt, value)


def gguf(
    kvs: list[tuple[str, int, Any]],
    *,
    tensors: int = 1,
    data: int = 64,
    version: int = 3,
) -> bytes:
    """A GGUF file: the metadata, ``tensors`` 1-D f32 tensors of 4 values, ``data`` bytes."""
    out = b"GGUF" + struct.pack("<IQQ", version, tensors, len(kvs))
    for key, vtype, value in kvs:
        out += _str(key) + struct.pack("<I", vtype) + _value(vtype, value)
    for i in range(tensors):
        out += _str(f"t{i}") + struct.pack("<IQIQ", 1, 4, 0, 16 * i)
    out += b"\0" * (-len(out) % 32)
    return out + b"\1" * data


def vocab(n: int = 3000, bos: int = 1, eos: int = 2000) -> list[tuple[str, int, Any]]:
    """Metadata of a model whose vocabulary crosses several of the reader's index strides."""
    tokens = [f"tok{i}" for i in range(n)]
    types = [NORMAL] * n
    tokens[bos], tokens[eos], types[bos], types[eos] = "<s>", "<|im_end|>", CONTROL, CONTROL
    return [
        ("general.architecture", STR, "llama"),
        ("general.alignment", U32, 32),
        ("tokenizer.ggml.model", STR, "gpt2"),
        ("tokenizer.ggml.tokens", ARR, (STR, tokens)),
        ("tokenizer.ggml.token_type", ARR, (I32, types)),
        ("tokenizer.ggml.scores", ARR, (F32, [0.5] * n)),
        ("tokenizer.ggml.bos_token_id", U32, bos),
        ("tokenizer.ggml.eos_token_id", U32, eos),
        ("tokenizer.ggml.add_bos_token", BOOL, False),
        ("tokenizer.chat_template", STR, CHATML),
    ]


@pytest.fixture
def model(tmp_path: Path) -> Path:
    path = tmp_path / "m.gguf"
    path.write_bytes(gguf(vocab(), tensors=3))
    return path


def test_values_arrays_and_tensor_layout(model: Path) -> None:
    h = read_header(model)
    assert (h.version, h.n_tensors, h.size) == (3, 3, model.stat().st_size)
    assert h.get("general.architecture") == "llama" and h.get("tokenizer.chat_template") == CHATML
    assert h.get("tokenizer.ggml.add_bos_token") is False and h.get("nope") is None
    assert "tokenizer.ggml.tokens" not in h.values  # arrays are located, not kept
    assert h.arrays["tokenizer.ggml.tokens"].count == 3000
    assert h.data_offset % 32 == 0 and h.last_tensor_offset == 32
    assert h.array_items("tokenizer.ggml.scores", {0, 2999}) == {0: 0.5, 2999: 0.5}
    check_header(h)


@pytest.mark.parametrize("i", [0, 1, 1023, 1024, 1025, 2047, 2048, 2999])
def test_any_token_is_found_across_index_strides(model: Path, i: int) -> None:
    h = read_header(model)
    expected = {1: "<s>", 2000: "<|im_end|>"}.get(i, f"tok{i}")
    assert h.array_items("tokenizer.ggml.tokens", {i, 5000, -1}) == {i: expected}


def test_bos_and_eos_texts(model: Path) -> None:
    h = read_header(model)
    assert special_token_text(h, "bos") == "<s>"
    assert special_token_text(h, "eos") == "<|im_end|>"


@pytest.mark.parametrize(
    ("text", "ttype", "expected"),
    [
        ("</s>", NORMAL, "</s>"),  # printable ASCII: decoding leaves it as it is
        ("Ġend", NORMAL, None),  # byte-level BPE would decode "Ġ" to a space
        ("<0x0A>", BYTE, None),  # a byte token: llama.cpp renders the byte
    ],
)
def test_token_text_only_where_llama_cpp_renders_it_verbatim(
    tmp_path: Path, text: str, ttype: int, expected: str | None
) -> None:
    kvs = vocab(n=10, eos=5)
    kvs[3] = ("tokenizer.ggml.tokens", ARR, (STR, [*(f"t{i}" for i in range(5)), text, "x"]))
    kvs[4] = ("tokenizer.ggml.token_type", ARR, (I32, [NORMAL] * 5 + [ttype, NORMAL]))
    path = tmp_path / "m.gguf"
    path.write_bytes(gguf(kvs))
    assert special_token_text(read_header(path), "eos") == expected


def test_missing_or_out_of_range_ids_leave_it_to_llama_cpp(tmp_path: Path) -> None:
    path = tmp_path / "m.gguf"
    path.write_bytes(gguf([kv for kv in vocab(n=10, eos=5) if "bos_token_id" not in kv[0]]))
    assert special_token_text(read_header(path), "bos") is None
    kvs = [
        (k, U32, 99) if k == "tokenizer.ggml.eos_token_id" else (k, t, v)
        for k, t, v in vocab(10, 1, 5)
    ]
    path.write_bytes(gguf(kvs))  # id 99 of 10 tokens
    assert special_token_text(read_header(path), "eos") is None


def test_judge_renders_from_the_header_without_llama_cpp(model: Path) -> None:
    j = LlamaJudge(model)
    msgs = [{"role": "system", "content": "s"}, {"role": "user", "content": "hi"}]
    assert j.check() is j
    assert j.render_prompt(msgs) == (
        "<|im_start|>system\ns<|im_end|>\n<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    )
    assert j._llm is None


def test_a_file_without_chat_template_or_architecture_fails_check(tmp_path: Path) -> None:
    bare = tmp_path / "bare.gguf"
    bare.write_bytes(gguf([kv for kv in vocab(10, 1, 5) if kv[0] != "tokenizer.chat_template"]))
    with pytest.raises(ModelLoadError, match="carries no chat template"):
        LlamaJudge(bare).check()
    assert LlamaJudge(bare, chat_template=CHATML).check()._llm is None
    anon = tmp_path / "anon.gguf"
    anon.write_bytes(gguf([kv for kv in vocab(10, 1, 5) if kv[0] != "general.architecture"]))
    with pytest.raises(ModelLoadError, match="names no architecture"):
        LlamaJudge(anon).check()


def test_tensor_data_past_the_end_is_truncation(tmp_path: Path) -> None:
    path = tmp_path / "m.gguf"
    path.write_bytes(gguf(vocab(10, 1, 5), tensors=3, data=40))  # the third starts at 32
    check_header(read_header(path))
    path.write_bytes(gguf(vocab(10, 1, 5), tensors=3, data=32))
    with pytest.raises(ModelLoadError, match=r"truncated or corrupt.*localjudge models verify"):
        check_header(read_header(path))


def test_every_cut_before_the_data_is_a_model_load_error(tmp_path: Path) -> None:
    whole = gguf(vocab(n=40, eos=30))
    path = tmp_path / "m.gguf"
    path.write_bytes(whole)
    data_offset = read_header(path).data_offset
    for n in range(data_offset + 1):  # a cut in the padding is found by check_header
        path.write_bytes(whole[:n])
        with pytest.raises(ModelLoadError):
            check_header(read_header(path))


@pytest.mark.parametrize(
    ("data", "match"),
    [
        (b"", "not a GGUF model file"),
        (b"GGML" + bytes(60), "not a GGUF model file"),
        (b"GGUF" + struct.pack("<IQQ", 1, 0, 0), "GGUF version 1 is not supported"),
        (b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _str("k") + struct.pack("<I", 77), "type 77"),
        (b"GGUF" + struct.pack("<IQQ", 3, 0, 1 << 62), "truncated or corrupt"),
        (b"GGUF" + struct.pack("<IQQQ", 3, 0, 1, 1 << 40) + bytes(64), "a string of"),
    ],
)
def test_damaged_headers(tmp_path: Path, data: bytes, match: str) -> None:
    path = tmp_path / "bad.gguf"
    path.write_bytes(data)
    with pytest.raises(ModelLoadError, match=match):
        read_header(path)


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match="cannot read"):
        read_header(tmp_path)
    with pytest.raises(ModelLoadError, match="cannot read"):
        check_gguf_file(tmp_path / "missing.gguf")


def test_facts_only_llama_cpp_knows_load_the_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "m.gguf"
    path.write_bytes(gguf([kv for kv in vocab(10, 1, 5) if "bos_token_id" not in kv[0]]))
    loads: list[LlamaJudge] = []

    def load(self: LlamaJudge) -> LlamaJudge:
        loads.append(self)
        raise ModelLoadError("would load")

    monkeypatch.setattr(LlamaJudge, "load", load)
    j = LlamaJudge(path)
    assert j.check() is j and loads == []  # the template is still checked, with blank tokens
    with pytest.raises(ModelLoadError, match="would load"):
        j.render_prompt([{"role": "user", "content": "hi"}])
    assert loads == [j]
