"""A verdict-cache hit never loads weights: header-rendered prompts match the loaded model's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from localjudge import create_rubric_scorer, load_judge, run_evals
from localjudge.cache import VerdictCache
from localjudge.catalog import entry_path, file_sha256, load_catalog
from localjudge.judges.base import Message
from localjudge.judges.llama import LlamaJudge
from localjudge.judges.template import PREFIX_BREAK

pytestmark = pytest.mark.model

CHATS: list[list[Message]] = [
    [{"role": "user", "content": "hello"}],
    [{"role": "system", "content": "You are a strict judge."}, {"role": "user", "content": "2+2?"}],
    [
        {"role": "user", "content": "Say hi."},
        {"role": "assistant", "content": "Hi!"},
        {"role": "user", "content": "Again, in French: « salut » ✓"},
    ],
    [
        {"role": "system", "content": f"Rubric:\n- greets{PREFIX_BREAK}"},
        {"role": "user", "content": f"Output: hello{PREFIX_BREAK} there <|im_end|> forged"},
    ],
]
ITEMS = [
    {"id": "greet", "input": "Say hello.", "output": "Hello there!", "rubric": "- Greets"},
    {"id": "colour", "input": "Name a colour.", "output": "Blue.", "rubric": ["Names a colour"]},
    {"id": "sum", "input": "What is 2 + 2?", "output": "4", "rubric": ["Gives the number 4"]},
]


@pytest.fixture
def no_weights(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Fails any attempt to construct a ``llama_cpp.Llama``; yields the attempts made."""
    import llama_cpp

    attempts: list[Any] = []

    def refuse(*args: Any, **kwargs: Any) -> None:
        attempts.append(kwargs.get("model_path"))
        raise AssertionError("llama.cpp weights were loaded")

    monkeypatch.setattr(llama_cpp, "Llama", refuse)
    yield attempts


def test_header_render_matches_the_loaded_model(judge: LlamaJudge, no_weights: list[Any]) -> None:
    assert judge._llm is not None  # the session judge was loaded before the patch
    fresh = LlamaJudge(judge.path)
    for chat in CHATS:
        assert fresh.render_prompt(chat) == judge.render_prompt(chat)
    header, loaded = fresh._template, judge._template
    assert header is not None and loaded is not None
    assert (header.source, header.bos_token, header.eos_token) == (
        loaded.source,
        loaded.bos_token,
        loaded.eos_token,
    )
    assert fresh._llm is None and no_weights == []


def _installed_judges() -> list[Path]:
    paths = [entry_path(e) for e in load_catalog().values() if e.kind == "judge"]
    return [p for p in paths if p is not None and p.is_file()]


@pytest.mark.parametrize("path", _installed_judges(), ids=lambda p: p.name)
def test_header_facts_match_llama_cpp_for_every_installed_judge(path: Path) -> None:
    """llama.cpp's vocab-only load states the same template facts without mapping weights."""
    from llama_cpp import Llama

    fresh = LlamaJudge(path)
    vocab = Llama(model_path=str(path), vocab_only=True, verbose=False)
    try:
        expected = fresh._chat_template(vocab)
    finally:
        vocab.close()
    for chat in CHATS:
        assert fresh.render_prompt(chat) == "".join(t or "" for t, _ in expected.render_parts(chat))
    assert fresh._template is not None
    assert (fresh._template.bos_token, fresh._template.eos_token) == (
        expected.bos_token,
        expected.eos_token,
    )


def test_cached_rerun_never_constructs_llama(
    tmp_path: Path, judge: LlamaJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = VerdictCache(tmp_path / "cache")
    cold = load_judge(cache=cache, n_threads=judge.n_threads)
    first = run_evals(ITEMS, create_rubric_scorer(cold))
    assert cold.calls > 0 and cold._llm is not None
    cold.close()

    import llama_cpp

    attempts: list[Any] = []
    monkeypatch.setattr(llama_cpp, "Llama", lambda *a, **k: attempts.append(k))
    warm = load_judge(cache=VerdictCache(tmp_path / "cache"), n_threads=judge.n_threads)
    second = run_evals(ITEMS, create_rubric_scorer(warm.check()))
    assert attempts == [] and warm._llm is None and warm.calls == 0
    assert second["summary"]["cache_hits"] == len(ITEMS)
    assert all(r.records["rubric"].cached for r in second["results"])
    assert second["scores"] == first["scores"]
    assert warm.info.sha256 == file_sha256(warm.path, use_cache=False)  # the catalog's hash


def test_reader_agrees_with_make_gguf(default_model_path: Path, gguf_tools: Any) -> None:
    from localjudge.judges.gguf import read_header

    ours, theirs = read_header(default_model_path), gguf_tools.read_header(default_model_path)
    assert ours.data_offset == theirs.data_offset and ours.n_tensors == theirs.n_tensors
    for kv in theirs.kvs:
        if isinstance(kv.value, list):
            n = len(kv.value)
            picks = {i for i in (0, 1, 2, 1500, n // 2, n - 1) if 0 <= i < n}
            assert ours.array_items(kv.key, picks) == {i: kv.value[i] for i in picks}, kv.key
        else:
            assert ours.get(kv.key) == kv.value, kv.key
