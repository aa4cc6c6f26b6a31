"""run_until_complete: the self-correction loop, with scripted agents and a fake judge."""

from __future__ import annotations

from typing import Any

import pytest

from localjudge import create_rubric_scorer as _create_rubric_scorer
from localjudge import create_scorer, run_until_complete
from localjudge.errors import ConfigError
from localjudge.testing import FakeJudge


def create_rubric_scorer(*args: Any, options: dict | None = None, **kwargs: Any) -> Any:
    """The rubric scorer in one call with explanations first: the verdicts scripted here
    carry a reasoning per criterion (the default, ``reasoning="none"``, has none)."""
    return _create_rubric_scorer(
        *args, options={"reasoning": "before", "mode": "one_call", **(options or {})}, **kwargs
    )


def rubric_judge() -> FakeJudge:
    """A fake judge that says 'Cites a source' is met only when the output mentions a source."""

    def handler(req):  # type: ignore[no-untyped-def]
        prompt = req.messages[-1]["content"]
        output = prompt.split("<output>")[1].split("</output>")[0]
        cited = "source:" in output.lower()
        return {
            "criteria": [
                {
                    "id": "c1",
                    "criterion": "Names the capital",
                    "reasoning": "Names Paris.",
                    "satisfied": "paris" in output.lower(),
                },
                {
                    "id": "c2",
                    "criterion": "Cites a source",
                    "reasoning": "Cites a source." if cited else "No source is cited.",
                    "satisfied": cited,
                },
            ]
        }

    return FakeJudge(handler=handler)


def test_agent_that_fixes_its_answer_passes_on_iteration_two() -> None:
    seen: list[list[dict]] = []

    def agent(messages):  # type: ignore[no-untyped-def]
        seen.append(list(messages))
        if len(seen) == 1:
            return "Paris."
        assert "#### Completion Check Results" in messages[-1]["content"]
        return "Paris. Source: CIA World Factbook."

    scorer = create_rubric_scorer(rubric_judge(), criteria="- Names the capital\n- Cites a source")
    result = run_until_complete(agent, "What is the capital of France?", [scorer], max_steps=5)
    assert result.passed
    assert result.steps == 2
    assert result.output == "Paris. Source: CIA World Factbook."
    first = result.iterations[0]
    assert not first.passed and first.results[0].score == 0
    assert first.feedback is not None
    assert "❌ NOT COMPLETE" in first.feedback
    assert "**Rubric** (id: rubric)" in first.feedback
    assert "score: 0" in first.feedback
    assert "No source is cited." in first.feedback
    assert [m["role"] for m in seen[1]] == ["user", "assistant", "user"]


def test_stops_at_max_steps_when_never_passing() -> None:
    calls = []
    scorer = create_rubric_scorer(rubric_judge(), criteria="- Names the capital\n- Cites a source")
    result = run_until_complete(
        lambda m: calls.append(1) or "Berlin.", "Capital?", [scorer], max_steps=3
    )
    assert not result.passed
    assert result.steps == 3 and len(calls) == 3


def constant(score: float, sid: str):  # type: ignore[no-untyped-def]
    return create_scorer(id=sid).generate_score(lambda run, results: score)


def test_strategy_any_and_all() -> None:
    good, bad = constant(1.0, "good"), constant(0.5, "bad")
    assert run_until_complete(lambda m: "x", "t", [good, bad], strategy="any").steps == 1
    result = run_until_complete(lambda m: "x", "t", [good, bad], strategy="all", max_steps=2)
    assert not result.passed and result.steps == 2


def test_only_exactly_one_passes() -> None:
    almost = constant(0.99, "almost")
    assert not run_until_complete(lambda m: "x", "t", [almost], max_steps=1).passed


def test_unscored_never_passes() -> None:
    from localjudge.errors import JudgeOutputError

    scorer = create_rubric_scorer(FakeJudge([JudgeOutputError("bad", raw="{")]), criteria="a")
    result = run_until_complete(lambda m: "x", "t", [scorer], max_steps=1)
    assert not result.passed
    assert "unscored" in (result.iterations[0].feedback or "")


@pytest.mark.parametrize("kwargs", [{"scorers": []}, {"strategy": "most"}, {"max_steps": 0}])
def test_bad_arguments(kwargs: dict) -> None:
    args = {"agent": lambda m: "x", "task": "t", "scorers": [constant(1, "s")], **kwargs}
    with pytest.raises(ConfigError):
        run_until_complete(**args)
