"""Beyond parity in the rubric scorer: reasoning modes, decision threshold, computed facts."""

from __future__ import annotations

from localjudge.scorers.facts import response_facts
from localjudge.scorers.rubric import create_rubric_scorer
from localjudge.testing import FakeJudge, FakeReply

RUN = {"input": "Reply in lowercase, without commas.", "output": "hello there. all good!"}
CRITERIA = "- Is in lowercase\n- Contains no commas\n- Mentions the weather"


def decided(*flags: bool, p: list[float] | None = None) -> FakeReply:
    """A decision-first verdict: one slot per criterion, no reasoning field."""
    slots = [
        {"id": f"c{i + 1}", "criterion": c, "satisfied": s}
        for i, (c, s) in enumerate(zip(["Is in lowercase", "Contains no commas",
                                        "Mentions the weather"], flags))
    ]  # fmt: skip
    dists = {}
    for i, s in enumerate(flags):
        pt = p[i] if p else (0.9 if s else 0.1)
        dists[f"$.criteria[{i}].satisfied"] = {True: pt, False: 1 - pt}
    return FakeReply({"criteria": slots}, distributions=dists)


def test_none_mode_decides_without_reasoning_and_says_so() -> None:
    judge = FakeJudge([decided(True, True, False)])
    res = create_rubric_scorer(judge, CRITERIA, {"reasoning": "none", "mode": "one_call"}).run(RUN)
    slot = judge.requests[0].grammar.root.fields[0][1].items[0]  # type: ignore[union-attr]
    assert [k for k, _ in slot.fields] == ["id", "criterion", "satisfied"]
    assert res.score == 0.0
    assert "no explanation was generated" in (res.reason or "")
    assert judge.calls == 1


def test_failures_mode_explains_only_unmet_criteria() -> None:
    slot = {"id": "c3", "criterion": "Mentions the weather", "satisfied": False}
    explain = {"criteria": [{**slot, "reasoning": "It never names the weather."}]}
    judge = FakeJudge([decided(True, True, False), explain])
    res = create_rubric_scorer(judge, CRITERIA, {"reasoning": "failures", "mode": "one_call"}).run(
        RUN
    )
    assert [r.grammar.name for r in judge.requests] == ["rubric", "rubric-explain"]
    verdicts = res.analyze_step_result["criteria"]
    assert verdicts[2]["reasoning"] == "It never names the weather."
    assert "no explanation was generated" in verdicts[0]["reasoning"]


def test_a_fitted_threshold_decides_from_p_true() -> None:
    reply = decided(False, True, True, p=[0.4, 0.9, 0.35])
    lenient = create_rubric_scorer(
        FakeJudge([reply]), CRITERIA, {"reasoning": "none", "mode": "one_call", "threshold": 0.3}
    )
    got = lenient.run(RUN).analyze_step_result["criteria"]
    assert [v["satisfied"] for v in got] == [True, True, True]
    assert abs(got[0]["confidence"] - 0.4) < 1e-9
    strict = create_rubric_scorer(
        FakeJudge([reply]), CRITERIA, {"reasoning": "none", "mode": "one_call"}
    )
    assert [v["satisfied"] for v in strict.run(RUN).analyze_step_result["criteria"]] == [
        False, True, False,
    ]  # fmt: skip


def test_facts_are_computed_and_shown_without_quoting_the_response() -> None:
    facts = response_facts("hello there. all good!\n\n- one\n- two")
    assert "Words: 6" in facts and "Commas: 0" in facts
    assert "Paragraphs (separated by blank lines): 2" in facts
    assert "Letter case: all lowercase" in facts
    assert "Bullet or numbered list items: 2" in facts
    assert "Valid JSON: yes" in response_facts('{"a": [1, 2]}')
    judge = FakeJudge([decided(True, True, False), decided(True, True, False)])
    create_rubric_scorer(
        judge, CRITERIA, {"reasoning": "none", "facts": True, "mode": "one_call"}
    ).run(RUN)
    prompt = judge.requests[0].messages[-1]["content"]
    assert "computed exactly by code" in prompt and "Commas: 0" in prompt
    create_rubric_scorer(judge, CRITERIA, {"reasoning": "none", "mode": "one_call"}).run(RUN)
    assert "computed exactly by code" not in judge.requests[1].messages[-1]["content"]
    assert prompt.count("hello there") == 1  # only inside the fence
