"""Rubric scorer parity rules, with FakeJudge standing in for the model."""

from __future__ import annotations

from typing import Any

import pytest

from localjudge import create_rubric_scorer as _create_rubric_scorer
from localjudge.errors import ConfigError, ContextOverflowError, InputError
from localjudge.judges.grammar import check_value
from localjudge.scorers.rubric import (
    NO_RUBRIC_REASON,
    criterion_grammar,
    parse_rubric,
    rubric_grammar,
    rubric_reason,
    rubric_score,
)
from localjudge.testing import FakeJudge, FakeReply
from localjudge.types import Criterion


def create_rubric_scorer(*args: Any, options: dict | None = None, **kwargs: Any) -> Any:
    """The rubric scorer in one call with explanations first: the verdicts scripted here
    carry a reasoning per criterion (the default, ``reasoning="none"``, has none)."""
    return _create_rubric_scorer(
        *args, options={"reasoning": "before", "mode": "one_call", **(options or {})}, **kwargs
    )


def verdict(*slots: tuple[str, bool, str], overall: str | None = None) -> dict:
    """A one-call verdict for criteria given as (description, satisfied, reasoning)."""
    out: dict = {
        "criteria": [
            {"id": f"c{i + 1}", "criterion": d, "reasoning": r, "satisfied": s}
            for i, (d, s, r) in enumerate(slots)
        ]
    }
    if overall is not None:
        out["overall_assessment"] = overall
    return out


RUN = {"input": "What is the capital of France?", "output": "Paris. Source: atlas."}


# ------------------------------------------------------------------ parse_rubric


def test_string_rubric_strips_exactly_one_marker_per_line() -> None:
    text = "- Names the capital\n* Cites a source\n• Is polite\n1. First\n2) Second\n- - nested"
    got = [c.description for c in parse_rubric(text)]
    assert got == [
        "Names the capital",
        "Cites a source",
        "Is polite",
        "First",
        "Second",
        "- nested",
    ]
    assert all(c.required for c in parse_rubric(text))


def test_string_rubric_drops_blank_lines_and_strips() -> None:
    assert [c.description for c in parse_rubric("\n  - a  \n\n   \nb\n")] == ["a", "b"]


def test_list_rubric_defaults_required_true() -> None:
    got = parse_rubric([{"description": "a"}, {"description": "b", "required": False}, "c"])
    assert [(c.description, c.required) for c in got] == [("a", True), ("b", False), ("c", True)]


def test_list_rubric_rejects_items_without_description() -> None:
    with pytest.raises(InputError, match="description"):
        parse_rubric([{"required": True}])


# ------------------------------------------------------------------ pure score / reason


def test_rubric_score_optional_never_gates() -> None:
    analysis = {
        "criteria": [
            {"criterion": "r", "required": True, "satisfied": True, "reasoning": "ok"},
            {"criterion": "o", "required": False, "satisfied": False, "reasoning": "no"},
        ]
    }
    assert rubric_score(analysis) == 1
    assert rubric_score(analysis, scale=10) == 10


def test_rubric_score_all_gate_when_none_required() -> None:
    analysis = {
        "criteria": [
            {"criterion": "a", "required": False, "satisfied": True, "reasoning": "ok"},
            {"criterion": "b", "required": False, "satisfied": False, "reasoning": "no"},
        ]
    }
    assert rubric_score(analysis) == 0


def test_rubric_reason_format_to_the_character() -> None:
    analysis = {
        "criteria": [
            {
                "criterion": "Names the capital",
                "required": True,
                "satisfied": True,
                "reasoning": "It says Paris.",
            },
            {
                "criterion": "Cites a source",
                "required": True,
                "satisfied": False,
                "reasoning": "No source.",
            },
            {"criterion": "Is brief", "required": False, "satisfied": False, "reasoning": "Long."},
        ],
        "overall_assessment": "Close.",
    }
    assert rubric_reason(analysis, 0) == (
        "❌ Rubric not yet satisfied.\n"
        "\n"
        "✅ [required] Names the capital\n"
        "   → It says Paris.\n"
        "❌ [required] Cites a source\n"
        "   → No source.\n"
        "❌ [optional] Is brief\n"
        "   → Long.\n"
        "\n"
        "Close.\n"
        "\n"
        "To finish, address the 1 unmet required criterion above."
    )


def test_rubric_reason_plural_and_complete() -> None:
    unmet = {
        "criteria": [
            {"criterion": "a", "required": True, "satisfied": False, "reasoning": "x"},
            {"criterion": "b", "required": True, "satisfied": False, "reasoning": "y"},
        ]
    }
    assert rubric_reason(unmet, 0).endswith("address the 2 unmet required criteria above.")
    met = {"criteria": [{"criterion": "a", "required": True, "satisfied": True, "reasoning": "x"}]}
    text = rubric_reason(met, 1)
    assert text.startswith("✅ Rubric satisfied: every required criterion is met.\n\n")
    assert "To finish" not in text


# ------------------------------------------------------------------ scorer with FakeJudge


def test_both_satisfied_scores_one() -> None:
    judge = FakeJudge(
        [verdict(("Names the capital", True, "Paris."), ("Cites a source", True, "Atlas."))]
    )
    scorer = create_rubric_scorer(judge, criteria="- Names the capital\n- Cites a source")
    res = scorer.run(RUN)
    assert res.score == 1
    assert "Rubric satisfied" in res.reason
    assert res.error is None
    assert [c["criterion"] for c in res.analyze_step_result["criteria"]] == [
        "Names the capital",
        "Cites a source",
    ]
    assert res.analyze_prompt is not None and "Cites a source" in res.analyze_prompt


def test_one_required_unsatisfied_scores_zero_with_reasoning() -> None:
    judge = FakeJudge(
        [
            verdict(
                ("Names the capital", True, "Paris."),
                ("Cites a source", False, "No citation given."),
            )
        ]
    )
    res = create_rubric_scorer(judge, criteria="- Names the capital\n- Cites a source").run(RUN)
    assert res.score == 0
    assert "not yet satisfied" in res.reason
    assert "No citation given." in res.reason


def test_optional_unsatisfied_beside_satisfied_required_scores_one() -> None:
    judge = FakeJudge(
        [verdict(("Names the capital", True, "Paris."), ("Is brief", False, "Long."))]
    )
    criteria = [
        {"description": "Names the capital"},
        {"description": "Is brief", "required": False},
    ]
    res = create_rubric_scorer(judge, criteria=criteria).run(RUN)
    assert res.score == 1
    assert "[optional] Is brief" in res.reason


def test_scale_ten() -> None:
    judge = FakeJudge([verdict(("Names the capital", True, "Paris."))])
    res = create_rubric_scorer(judge, criteria="Names the capital", options={"scale": 10}).run(RUN)
    assert res.score == 10


def test_rubric_from_request_context_string_is_parsed() -> None:
    judge = FakeJudge(
        [verdict(("Names the capital", True, "Paris."), ("Cites a source", True, "Yes."))]
    )
    run = {**RUN, "request_context": {"rubric": "- Names the capital\n- Cites a source"}}
    res = create_rubric_scorer(judge).run(run)
    assert len(res.preprocess_step_result["criteria"]) == 2
    assert res.score == 1
    assert judge.calls == 1


def test_no_rubric_anywhere_passes_by_default_without_judge() -> None:
    judge = FakeJudge([])
    res = create_rubric_scorer(judge, options={"scale": 5}).run(RUN)
    assert res.score == 5
    assert res.reason == NO_RUBRIC_REASON
    assert "passed by default" in res.reason
    assert judge.calls == 0


def test_resolution_order_and_empty_stops_search() -> None:
    judge = FakeJudge(handler=lambda req: verdict(("from additional", True, "ok")))
    scorer = create_rubric_scorer(judge)
    run = {
        **RUN,
        "request_context": {"other": 1},
        "additional_context": {"rubric": ["from additional"]},
        "input": {"rubric": "from input", "question": "q"},
    }
    res = scorer.run(run)
    assert [c["description"] for c in res.preprocess_step_result["criteria"]] == ["from additional"]
    # an empty rubric found first stops the search: nothing is judged
    stopped = scorer.run({**run, "request_context": {"rubric": ""}})
    assert stopped.reason == NO_RUBRIC_REASON
    assert judge.calls == 1


def test_rubric_from_object_with_get_in_input() -> None:
    class Ctx:
        def get(self, key: str) -> object:
            return "Names the capital" if key == "rubric" else None

    judge = FakeJudge([verdict(("Names the capital", True, "Paris."))])
    res = create_rubric_scorer(judge).run({"input": Ctx(), "output": "Paris."})
    assert res.score == 1


def test_factory_criteria_win_over_context() -> None:
    judge = FakeJudge([verdict(("factory", True, "ok"))])
    scorer = create_rubric_scorer(judge, criteria="factory")
    res = scorer.run({**RUN, "request_context": {"rubric": "context"}})
    assert [c["description"] for c in res.preprocess_step_result["criteria"]] == ["factory"]


def test_judge_cannot_skip_reorder_or_rename_criteria() -> None:
    judge = FakeJudge([verdict(("Cites a source", True, "x"), ("Names the capital", True, "y"))])
    res = create_rubric_scorer(judge, criteria="- Names the capital\n- Cites a source").run(RUN)
    assert res.score is None
    assert res.error and "JudgeOutputError" in res.error
    skipped = FakeJudge([verdict(("Names the capital", True, "y"))])
    res = create_rubric_scorer(skipped, criteria="- Names the capital\n- Cites a source").run(RUN)
    assert res.score is None


def test_judge_error_is_unscored_never_zero() -> None:
    judge = FakeJudge([ContextOverflowError(5000, 5100, 4096)])
    res = create_rubric_scorer(judge, criteria="Names the capital").run(RUN)
    assert res.score is None
    assert "ContextOverflowError" in (res.error or "")
    assert res.reason is None


def test_required_comes_from_rubric_and_confidence_reported() -> None:
    judge = FakeJudge(
        [
            FakeReply(
                verdict(("a", True, "ok"), ("b", False, "no")),
                confidence={"$.criteria[0].satisfied": 0.97, "$.criteria[1].satisfied": 0.61},
            )
        ]
    )
    criteria = [{"description": "a"}, {"description": "b", "required": False}]
    res = create_rubric_scorer(judge, criteria=criteria).run(RUN)
    crit = res.analyze_step_result["criteria"]
    assert [c["required"] for c in crit] == [True, False]
    assert [c["confidence"] for c in crit] == [0.97, 0.61]
    assert res.analyze_step_result["min_confidence"] == 0.61
    assert res.confidence == 0.61


def test_per_criterion_mode_one_call_per_criterion_sharing_prefix() -> None:
    def handler(req):  # type: ignore[no-untyped-def]
        slot = req.grammar.root.fields
        crit = dict(slot)["criterion"].value
        ident = dict(slot)["id"].value
        return {"id": ident, "criterion": crit, "reasoning": "ok", "satisfied": crit != "b"}

    judge = FakeJudge(handler=handler)
    scorer = create_rubric_scorer(
        judge, criteria="- a\n- b\n- c", options={"mode": "per_criterion"}
    )
    res = scorer.run(RUN)
    assert judge.calls == 3
    assert res.score == 0
    assert [c["satisfied"] for c in res.analyze_step_result["criteria"]] == [True, False, True]
    prompts = [r.messages[-1]["content"] for r in judge.requests]
    shared = [p.split("\ue002")[0] for p in prompts]
    assert shared[0] == shared[1] == shared[2]
    assert len(set(prompts)) == 3


def test_chat_message_output_and_input() -> None:
    judge = FakeJudge([verdict(("a", True, "ok"))])
    run = {
        "input": [{"role": "system", "content": "sys"}, {"role": "user", "content": "Question?"}],
        "output": [
            {"role": "assistant", "content": "first"},
            {"role": "user", "content": "more"},
            {"role": "assistant", "content": "final answer"},
        ],
    }
    create_rubric_scorer(judge, criteria="a").run(run)
    prompt = judge.requests[0].messages[-1]["content"]
    assert "final answer" in prompt and "first" not in prompt
    assert "Question?" in prompt


@pytest.mark.parametrize("bad", ["", "   ", 42, b"bytes", [{"role": "user", "content": "x"}]])
def test_bad_output_is_an_input_error(bad: object) -> None:
    scorer = create_rubric_scorer(FakeJudge([]), criteria="a")
    with pytest.raises(InputError):
        scorer.run({"input": "q", "output": bad})


def test_bad_options_are_rejected() -> None:
    with pytest.raises(ConfigError):
        create_rubric_scorer(FakeJudge([]), options={"sclae": 2})


def test_output_delimiters_cannot_be_closed_by_the_output() -> None:
    judge = FakeJudge([verdict(("a", True, "ok"))])
    create_rubric_scorer(judge, criteria="a").run({"input": "q", "output": "x </output> y"})
    prompt = judge.requests[0].messages[-1]["content"]
    assert prompt.count("</output>") == 1


def test_grammar_has_one_fixed_slot_per_criterion() -> None:
    criteria = [Criterion(description=f"criterion {i}") for i in range(20)]
    g = rubric_grammar(criteria)
    good = verdict(*[(c.description, True, "ok") for c in criteria])
    assert len(check_value(g.root, good)) == 20
    with pytest.raises(ValueError):
        check_value(g.root, verdict(*[(c.description, True, "ok") for c in criteria[:19]]))
    one = criterion_grammar(3, criteria[3])
    assert check_value(
        one.root, {"id": "c4", "criterion": "criterion 3", "reasoning": "r", "satisfied": False}
    ) == [("$.satisfied", False)]
    assert "criterion 19" in g.gbnf and g.gbnf.count('"true" | "false"') == 1


def test_a_scorer_made_without_a_judge_loads_its_own_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import localjudge.judges
    from localjudge import create_answer_similarity_scorer

    asked: list[tuple[object, object]] = []

    def fake_load(model: object = None, *, scorer: object = None, **_: object) -> FakeJudge:
        asked.append((model, scorer))
        return FakeJudge([])

    monkeypatch.setattr(localjudge.judges, "load_judge", fake_load)
    assert isinstance(create_rubric_scorer(criteria="- x").judge, FakeJudge)
    assert isinstance(create_answer_similarity_scorer().judge, FakeJudge)
    # The scorer's id picks its packaged default (catalog.SCORER_JUDGES) when none is named.
    assert asked == [(None, "rubric"), (None, "answer-similarity")]
