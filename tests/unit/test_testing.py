"""FakeJudge and FakeEmbedder: scripted verdicts held to the grammar, deterministic vectors."""

from __future__ import annotations

import threading
from typing import Literal

import numpy as np
import pytest
from pydantic import BaseModel, Field, field_validator

from localjudge.errors import ContextOverflowError, JudgeOutputError, LocalJudgeError
from localjudge.judges.base import Judge
from localjudge.judges.grammar import compile_schema
from localjudge.testing import (
    FakeEmbedder,
    FakeJudge,
    FakeJudgeExhaustedError,
    FakeReply,
    FakeRequest,
)


class V(BaseModel):
    reasoning: str = Field(max_length=50)
    satisfied: bool
    grade: Literal["A", "B"]
    note: str | None = None


MSGS = [{"role": "system", "content": "be fair"}, {"role": "user", "content": "judge this answer"}]
GOOD = {"reasoning": "ok", "satisfied": True, "grade": "B", "note": None}


def test_fake_judge_is_a_judge() -> None:
    assert isinstance(FakeJudge([GOOD]), Judge)


def test_scripted_outputs_in_every_form() -> None:
    fj = FakeJudge(
        [
            GOOD,
            '{"reasoning": "s", "satisfied": false, "grade": "A", "note": "n"}',
            V(reasoning="m", satisfied=True, grade="A"),
            FakeReply(GOOD, confidence={"$.satisfied": 0.6}),
        ],
        default_confidence=0.8,
    )
    g1 = fj.generate(MSGS, V)
    assert g1.value == GOOD and g1.parsed == V(**GOOD)
    assert g1.text == '{"reasoning": "ok", "satisfied": true, "grade": "B", "note": null}'
    assert [(c.path, c.value, c.probability) for c in g1.choices] == [
        ("$.satisfied", True, 0.8),
        ("$.grade", "B", 0.8),
        ("$.note?", False, 0.8),
    ]
    assert g1.prompt_tokens == 5  # whitespace words in the messages
    g2 = fj.generate(MSGS, V)
    assert g2.parsed.satisfied is False and g2.parsed.note == "n"
    assert g2.confidence("$.note?") == 0.8
    g3 = fj.generate(MSGS, compile_schema(V))
    assert g3.parsed == V(reasoning="m", satisfied=True, grade="A")
    g4 = fj.generate(MSGS, V)
    assert g4.confidence("$.satisfied") == 0.6 and g4.confidence("$.grade") == 0.8
    assert fj.calls == 4


def test_requests_are_recorded() -> None:
    fj = FakeJudge([GOOD])
    fj.generate(MSGS, V, template_version="t-1")
    (req,) = fj.requests
    assert isinstance(req, FakeRequest)
    assert req.messages == MSGS and req.messages is not MSGS
    assert req.template_version == "t-1"
    assert req.prompt == "be fair\njudge this answer"
    assert req.grammar.model is V


def test_exhaustion_raises_a_clear_error() -> None:
    fj = FakeJudge([GOOD])
    fj.generate(MSGS, V)
    with pytest.raises(FakeJudgeExhaustedError, match="ran out of scripted outputs after 1 calls"):
        fj.generate(MSGS, V)
    assert issubclass(FakeJudgeExhaustedError, AssertionError)  # a test bug, not a judge error
    assert not issubclass(FakeJudgeExhaustedError, LocalJudgeError)


def test_needs_outputs_or_handler() -> None:
    with pytest.raises(ValueError, match="scripted outputs or a handler"):
        FakeJudge()


def test_handler_sees_each_request() -> None:
    def handler(req: FakeRequest) -> dict[str, object]:
        return {**GOOD, "satisfied": "yes" in req.prompt}

    fj = FakeJudge(handler=handler)
    assert fj.generate([{"role": "user", "content": "yes"}], V).parsed.satisfied is True
    assert fj.generate([{"role": "user", "content": "no"}], V).parsed.satisfied is False
    assert fj.calls == 2


def test_scripted_exceptions_are_raised() -> None:
    overflow = ContextOverflowError(900, 1000, 512)
    fj = FakeJudge([overflow, GOOD])
    with pytest.raises(ContextOverflowError) as info:
        fj.generate(MSGS, V)
    assert info.value is overflow
    assert fj.generate(MSGS, V).value == GOOD  # the script goes on after the exception


@pytest.mark.parametrize(
    ("script", "match"),
    [
        ({**GOOD, "grade": "C"}, r"\$\.grade"),
        ({**GOOD, "reasoning": "x" * 51}, r"\$\.reasoning"),
        ({"reasoning": "ok", "satisfied": True, "grade": "A"}, "exactly the keys"),
        ({**GOOD, "satisfied": "true"}, r"\$\.satisfied"),
        ("not json", "not JSON"),
    ],
)
def test_outputs_the_grammar_forbids_are_judge_output_errors(script: object, match: str) -> None:
    with pytest.raises(JudgeOutputError, match=match) as info:
        FakeJudge([script]).generate(MSGS, V)
    assert info.value.raw  # the raw text is kept


def test_pydantic_validation_runs_after_the_grammar() -> None:
    class Strict(BaseModel):
        reasoning: str = Field(max_length=50)

        @field_validator("reasoning")
        @classmethod
        def no_empty(cls, v: str) -> str:
            if not v:
                raise ValueError("empty reasoning")
            return v

    with pytest.raises(JudgeOutputError, match="empty reasoning") as info:
        FakeJudge([{"reasoning": ""}]).generate(MSGS, Strict)
    assert info.value.raw == '{"reasoning": ""}'


def test_fake_judge_thread_safe_pops_each_output_once() -> None:
    outputs = [{**GOOD, "reasoning": str(i)} for i in range(40)]
    fj = FakeJudge(outputs)
    seen: list[str] = []
    lock = threading.Lock()

    def run() -> None:
        for _ in range(10):
            r = fj.generate(MSGS, V).value["reasoning"]
            with lock:
                seen.append(r)

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(seen, key=int) == [str(i) for i in range(40)]


def test_info_identifies_the_fake() -> None:
    fj = FakeJudge([GOOD], name="my-fake")
    assert fj.info.name == "my-fake" and fj.info.backend == "fake"
    assert fj.info.sha256 is not None and len(fj.info.sha256) == 64
    assert FakeJudge([GOOD], name="other").info.sha256 != fj.info.sha256


# ---------------------------------------------------------------- FakeEmbedder


def test_fake_embedder_is_deterministic_and_normalised() -> None:
    e = FakeEmbedder(dim=64)
    texts = ["Paris is the capital of France", "the capital of France is Paris", "bananas", ""]
    a = e.embed(texts)
    b = FakeEmbedder(dim=64).embed(texts)
    assert a.shape == (4, 64) and a.dtype == np.float32
    assert np.array_equal(a, b)
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-6)
    sims = a @ a.T
    assert sims[0, 1] == pytest.approx(1.0, abs=1e-6)  # same words
    assert sims[0, 2] < 0.5
    assert e.calls == 1 and e.name == "fake-embedder-64"


def test_fake_embedder_fixed_vectors() -> None:
    e = FakeEmbedder(dim=3, vectors={"x": [3.0, 4.0, 0.0]})
    v = e.embed(["x"])
    assert np.allclose(v[0], [0.6, 0.8, 0.0])
