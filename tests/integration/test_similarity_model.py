"""Integration tests of the answer-similarity scorer with the real default judge and embedder."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import localjudge
from localjudge.scorers.similarity import RELATIONS, create_answer_similarity_scorer

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def embedder() -> Any:
    return localjudge.load_embedder().load()


@pytest.fixture(scope="module")
def judge() -> Iterator[Any]:
    j = localjudge.load_judge(cache=False)
    yield j
    j.close()


def test_identical_answers_score_one_without_the_judge(judge: Any, embedder: Any) -> None:
    scorer = create_answer_similarity_scorer(model=judge, embedder=embedder)
    before = judge.calls
    res = scorer.run(
        {
            "input": "What is the capital of France?",
            "output": "The capital of France is Paris.",
            "ground_truth": "the capital of France is Paris",
        }
    )
    assert judge.calls == before
    assert res.score == 1.0 and res.error is None
    assert res.trace is not None and res.trace.judge_calls == 0


def test_paraphrase_reaches_the_judge_with_a_valid_verdict(judge: Any, embedder: Any) -> None:
    scorer = create_answer_similarity_scorer(model=judge, embedder=embedder)
    before = judge.calls
    res = scorer.run(
        {
            "input": "What is the capital of France?",
            "output": "France's capital city is Paris.",
            "ground_truth": "The capital of France is Paris.",
        }
    )
    assert judge.calls == before + 1
    assert res.error is None and res.score is not None and 0.0 <= res.score <= 1.0
    judged = [p for p in res.analyze_step_result["pairs"] if p["decided_by"] == "judge"]
    assert judged, "the paraphrase pair must reach the judge"
    for pair in judged:
        assert pair["relation"] in RELATIONS
        assert 0.0 < pair["confidence"] <= 1.0
    assert res.trace is not None and res.trace.judge_calls == 1
    assert res.trace.prompt_tokens > 0 and res.trace.completion_tokens > 0
    assert res.trace.embedder
    assert res.analyze_prompt is not None and "<output>" in res.analyze_prompt
    assert res.reason is not None and res.reason.startswith("The score is ")


@pytest.fixture(scope="module")
def reference_judge() -> Iterator[Any]:
    j = localjudge.load_judge("qwen2.5-coder-1.5b", cache=False)
    yield j
    j.close()


@pytest.mark.reference
def test_kyoto_is_not_tokyo(reference_judge: Any, embedder: Any) -> None:
    # The judge's own verdict: the swapped-name rule (on by default) would decide this pair.
    scorer = create_answer_similarity_scorer(
        model=reference_judge, embedder=embedder, options={"swap_contradicts": False}
    )
    res = scorer.run(
        {
            "input": "What is the capital of Japan?",
            "output": "Kyoto is the capital of Japan.",
            "ground_truth": "Tokyo is the capital of Japan.",
        }
    )
    assert res.error is None
    (pair,) = res.analyze_step_result["pairs"]
    assert pair["decided_by"] == "judge"  # a cosine of ~0.84 never decides agreement
    assert pair["relation"] == "contradiction"
    assert len(res.analyze_step_result["contradictions"]) == 1
    assert res.score == 0.0
