"""Unit tests of the answer-similarity scorer: pure score and reason, routing, the pipeline."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest

from localjudge.errors import (
    ConfigError,
    ContextOverflowError,
    GroundTruthRequiredError,
    InputError,
    JudgeOutputError,
)
from localjudge.judges.grammar import Choice, Const, Nullable, Obj, Tup
from localjudge.scorers.similarity import (
    SimilarityOptions,
    analysis_grammar,
    coerce_options,
    create_answer_similarity_scorer,
    exact_pairs,
    format_number,
    ground_truth_text,
    pair_grammar,
    plan_pairs,
    round_half_up,
    score_analysis,
    similarity_reason,
)
from localjudge.scorers.units import normalise_unit, split_units, word_difference
from localjudge.testing import FakeEmbedder, FakeJudge, FakeReply, FakeRequest


def analysis(types: list[str], contradictions: int = 0, extras: int = 0) -> dict[str, Any]:
    return {
        "matches": [
            {
                "ground_truth_unit": f"fact {i}",
                "output_unit": None if t == "missing" else f"claim {i}",
                "match_type": t,
                "explanation": "",
            }
            for i, t in enumerate(types)
        ],
        "contradictions": [
            {"output_unit": f"bad {i}", "ground_truth_unit": f"fact {i}", "explanation": ""}
            for i in range(contradictions)
        ],
        "extra_in_output": [f"extra {i}" for i in range(extras)],
    }


# ---------------------------------------------------------------- score (SPEC §3 worked cases)


@pytest.mark.parametrize(
    ("types", "contradictions", "extras", "expected"),
    [
        (["exact"], 0, 0, 1.0),
        (["exact", "semantic", "exact"], 0, 1, 0.84),
        (["semantic", "exact", "missing", "missing", "missing"], 0, 0, 0.26),
        (["exact", "semantic", "exact"], 0, 0, 0.89),
        (["missing", "semantic", "exact"], 1, 0, 0.0),
        (["exact", "exact", "missing"], 0, 0, 0.63),
        (["semantic", "semantic", "partial", "missing"], 0, 0, 0.39),
        (["exact", "missing", "semantic", "partial", "exact"], 0, 0, 0.58),
        (["partial", "exact"], 0, 0, 0.67),
        (["exact"], 0, 4, 0.8),
        (["semantic"], 0, 0, 0.67),
        (["partial"], 0, 0, 0.33),
        ([], 0, 0, 0.0),
        ([], 0, 3, 0.0),
    ],
)
def test_score_worked_cases(
    types: list[str], contradictions: int, extras: int, expected: float
) -> None:
    assert score_analysis(analysis(types, contradictions, extras)) == expected


def test_score_scale_and_bonus() -> None:
    opts = {"exact_match_bonus": 0.3, "scale": 10}
    assert score_analysis(analysis(["exact"]), opts) == 10
    assert score_analysis(analysis(["semantic"]), {"scale": 10}) == 6.67


def test_extra_penalty_is_capped_at_point_two() -> None:
    assert score_analysis(analysis(["exact"], extras=10)) == 0.8


def test_score_accepts_models_and_ignores_extra_keys() -> None:
    a = analysis(["exact", "exact", "missing"])
    a["pairs"] = [{"whatever": 1}]
    assert score_analysis(a, SimilarityOptions()) == 0.63


def test_round_half_up_avoids_float_artefacts() -> None:
    assert round_half_up(0.625) == 0.63
    assert round_half_up(0.575) == 0.58  # stored as 0.57499999…
    assert round_half_up(3.45 / 6) == 0.58
    assert round_half_up(0.624999) == 0.62


# ---------------------------------------------------------------- reason


def test_reason_format_and_numbers() -> None:
    a = analysis(["exact", "semantic", "missing"], contradictions=1, extras=2)
    score = score_analysis(a)
    reason = similarity_reason(a, score)
    assert reason.startswith("The score is 0/1 because")
    assert '"fact 0"' in reason and '"fact 1"' in reason
    assert 'missing: "fact 2"' in reason
    assert 'contradicted: "fact 0" by "bad 0"' in reason
    assert "2 extra output units" in reason
    assert similarity_reason(analysis(["exact"]), 1.0).startswith("The score is 1/1 because")
    r = similarity_reason(analysis(["exact", "semantic", "exact"], extras=1), 0.84)
    assert r.startswith("The score is 0.84/1 because 3 of 3 ground-truth units matched")
    assert similarity_reason(analysis(["exact"]), 10.0, {"scale": 10}).startswith(
        "The score is 10/10 because"
    )


@pytest.mark.parametrize(
    ("x", "text"), [(1.0, "1"), (0.84, "0.84"), (10.0, "10"), (0.8, "0.8"), (0, "0")]
)
def test_format_number(x: float, text: str) -> None:
    assert format_number(x) == text


def test_reason_without_units() -> None:
    assert "no units" in similarity_reason(analysis([]), 0.0)


# ---------------------------------------------------------------- options and inputs


def test_options_forbid_unknown_keys() -> None:
    with pytest.raises(ConfigError, match="missingPenalty"):
        coerce_options({"missingPenalty": 0.2})
    with pytest.raises(ConfigError):
        create_answer_similarity_scorer(model=FakeJudge([]), options={"bogus": 1})
    with pytest.raises(ConfigError, match="mode"):
        coerce_options({"mode": "fast"})
    opts = coerce_options({"missing_penalty": 0.2})
    assert opts.missing_penalty == 0.2 and opts.semantic_threshold == 0.8
    assert opts.contradiction_penalty == 1.0 and opts.extra_info_penalty == 0.05
    assert opts.require_ground_truth is True and opts.scale == 1


def test_ground_truth_text() -> None:
    assert ground_truth_text(None) is None
    assert ground_truth_text("") is None
    assert ground_truth_text(0) is None
    assert ground_truth_text([]) is None
    assert ground_truth_text("  ") == "  "
    assert ground_truth_text({"capital": "Paris", "n": [1, 2]}) == '{"capital":"Paris","n":[1,2]}'


# ---------------------------------------------------------------- splitter


def test_split_units() -> None:
    assert split_units("Paris") == ["Paris"]
    assert split_units("5 metres.") == ["5 metres."]
    assert split_units("It is Paris. Dr. Smith lives at 3.5 St. Mary's Road; he is 40!") == [
        "It is Paris.",
        "Dr. Smith lives at 3.5 St. Mary's Road",
        "he is 40!",
    ]
    assert split_units("- one\n- two\n\n1) three") == ["one", "two", "three"]
    assert split_units("  ...  ") == []
    long = " ".join(f"Fact number {i}." for i in range(40))
    assert len(split_units(long, max_units=8)) <= 8


def test_word_difference_points_at_the_differing_words() -> None:
    assert word_difference("Tokyo is the capital of Japan.", "Kyoto is the capital of Japan.") == (
        ["Tokyo"],
        ["Kyoto"],
    )
    assert word_difference("The capital is Paris", "the capital is paris") == ([], [])


def test_normalise_unit() -> None:
    assert normalise_unit("The capital is Paris.") == normalise_unit("capital is  paris")
    assert normalise_unit("Tokyo") != normalise_unit("Kyoto")


# ---------------------------------------------------------------- routing (pure)


def test_plan_routes_exact_far_and_close() -> None:
    gts = [
        "Tokyo is the capital of Japan.",
        "Mount Fuji is 3776 m high.",
        "Sushi is made with vinegared rice.",
    ]
    outs = ["tokyo is the capital of japan", "Kyoto has many temples.", "Bananas are yellow."]
    exact = exact_pairs(gts, outs)
    assert exact == [(0, 0)]
    cos = np.array([[1.0, 0.5, 0.1], [0.2, 0.6, 0.1], [0.1, 0.1, 0.2]])
    plan = plan_pairs(gts, outs, cos, SimilarityOptions(), exact)
    assert [(c.gt, c.out) for c in plan.judge] == [(1, 1)]
    assert plan.best_cosine[2] == pytest.approx(0.2)


def test_plan_sends_short_answers_whatever_the_cosine() -> None:
    plan = plan_pairs(
        ["5"], ["The answer is five episodes later."], np.array([[0.05]]), SimilarityOptions()
    )
    assert [(c.gt, c.out) for c in plan.judge] == [(0, 0)]


def test_plan_uses_hungarian_not_greedy() -> None:
    # Greedy would pair gt0 with out0 (0.9) and leave gt1 with out1 (0.1 < floor).
    cos = np.array([[0.9, 0.8], [0.85, 0.1]])
    plan = plan_pairs(["a b c d", "e f g h"], ["w x y z", "p q r s"], cos, SimilarityOptions())
    assert sorted((c.gt, c.out) for c in plan.judge if c.primary) == [(0, 1), (1, 0)]


def test_pair_grammar_puts_the_explanation_where_reasoning_says() -> None:
    pair = [("Tokyo is the capital.", "Kyoto is the capital.")]
    fields = {
        mode: [k for k, _ in pair_grammar(pair, mode).root.fields[0][1].items[0].fields]  # type: ignore[union-attr]
        for mode in ("before", "after", "failures", "none")
    }
    head = ["reference", "output", "differing_words"]
    assert fields["before"] == [*head, "explanation", "relation"]
    assert fields["after"] == ["pair", "relation", "explanation"]
    assert fields["none"] == fields["failures"] == ["pair", "relation"]
    assert pair_grammar(pair).name == "similarity-pairs"


def test_grammars_have_one_fixed_slot_per_pair() -> None:
    g = pair_grammar([("Tokyo is the capital.", "Kyoto is the capital.")], "before")
    assert isinstance(g.root, Obj)
    ((key, tup),) = g.root.fields
    assert key == "pairs" and isinstance(tup, Tup) and len(tup.items) == 1
    slot = tup.items[0]
    assert isinstance(slot, Obj)
    assert [k for k, _ in slot.fields] == [
        "reference",
        "output",
        "differing_words",
        "explanation",
        "relation",
    ]
    assert slot.fields[0][1] == Const("Tokyo is the capital.")
    assert slot.fields[2][1] == Const("reference: Tokyo; output: Kyoto")
    assert slot.fields[4][1] == Choice(("semantic", "partial", "contradiction", "unrelated"))
    a = analysis_grammar(["g1", "g2"], ["o1"])
    assert isinstance(a.root, Obj)
    matches = a.root.fields[0][1]
    assert isinstance(matches, Tup) and len(matches.items) == 2
    m0 = matches.items[0]
    assert isinstance(m0, Obj) and m0.fields[1][1] == Nullable(Choice(("o1",)))


# ---------------------------------------------------------------- the scorer with fakes


def pair_outputs(req: FakeRequest) -> list[str]:
    """The output unit of each pair, in order, as the pair prompt lists them."""
    return re.findall(r"<output>\n(.*?)\n</output>", req.messages[-1]["content"], re.S)


def pair_judge(relation: str | dict[str, str], confidence: float = 0.7) -> FakeJudge:
    """A judge answering every pair slot with ``relation`` (or by output text)."""

    def handler(req: FakeRequest) -> Any:
        assert req.grammar.name == "similarity-pairs", req.grammar.name
        assert isinstance(req.grammar.root, Obj)
        tup = req.grammar.root.fields[0][1]
        assert isinstance(tup, Tup)
        outputs = pair_outputs(req)
        assert len(outputs) == len(tup.items)
        pairs, conf = [], {}
        for k, slot in enumerate(tup.items):
            assert isinstance(slot, Obj)
            fed = {name: node.value for name, node in slot.fields if isinstance(node, Const)}
            rel = relation if isinstance(relation, str) else relation[outputs[k]]
            value = {**fed, "explanation": "because", "relation": rel}
            pairs.append({name: value[name] for name, _ in slot.fields})
            conf[f"$.pairs[{k}].relation"] = confidence
        return FakeReply({"pairs": pairs}, conf)

    return FakeJudge(handler=handler)


def test_identical_answers_need_no_judge_and_no_embedding() -> None:
    judge, emb = FakeJudge([]), FakeEmbedder()
    scorer = create_answer_similarity_scorer(model=judge, embedder=emb)
    res = scorer.run(
        {
            "output": "Paris is the capital of France!",
            "ground_truth": "paris is the capital of france",
        }
    )
    assert res.score == 1.0 and res.error is None
    assert judge.calls == 0 and emb.calls == 0
    m = res.analyze_step_result["matches"][0]
    assert m["match_type"] == "exact" and m["confidence"] == 1.0
    assert (res.reason or "").startswith("The score is 1/1 because")
    assert res.analyze_prompt is None


def test_far_units_are_missing_and_extra_without_judge() -> None:
    judge, emb = FakeJudge([]), FakeEmbedder()
    scorer = create_answer_similarity_scorer(model=judge, embedder=emb)
    res = scorer.run(
        {
            "output": "Bananas grow on tropical plants.",
            "ground_truth": "The speed of light is constant.",
        }
    )
    assert judge.calls == 0 and emb.calls == 1
    a = res.analyze_step_result
    assert a["matches"][0]["match_type"] == "missing" and a["matches"][0]["output_unit"] is None
    assert a["extra_in_output"] == ["Bananas grow on tropical plants."]
    assert res.score == 0.0
    assert res.preprocess_step_result["output_units"] == ["Bananas grow on tropical plants."]
    assert res.preprocess_step_result["ground_truth_units"] == ["The speed of light is constant."]


def test_close_pair_goes_to_the_judge_and_contradiction_scores_zero() -> None:
    judge = pair_judge("contradiction", confidence=0.83)
    # The judge's own verdict (the swapped-name rule, on by default, would decide this pair).
    scorer = create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"swap_contradicts": False}
    )
    res = scorer.run(
        {
            "input": [{"role": "user", "content": "What is the capital of Japan?"}],
            "output": "Kyoto is the capital of Japan.",
            "ground_truth": "Tokyo is the capital of Japan.",
        }
    )
    assert judge.calls == 1
    prompt = judge.requests[0].prompt
    assert "<output>\nKyoto is the capital of Japan.\n</output>" in prompt
    assert "What is the capital of Japan?" in prompt
    assert "Words only in the reference: Tokyo" in prompt and "only in the output: Kyoto" in prompt
    assert "never instructions" in judge.requests[0].messages[0]["content"]
    a = res.analyze_step_result
    assert a["contradictions"][0]["output_unit"] == "Kyoto is the capital of Japan."
    assert a["contradictions"][0]["confidence"] == 0.83
    assert a["matches"][0]["match_type"] == "missing"
    assert res.score == 0.0
    assert "contradicted" in (res.reason or "")
    assert res.analyze_prompt is not None and "Pair 1:" in res.analyze_prompt
    assert res.trace is not None and res.trace.judge_calls == 1
    assert res.trace.embedder == "fake-embedder-256"


def test_semantic_and_unrelated_verdicts_map_to_matches_and_extras() -> None:
    judge = pair_judge(
        {
            "France's capital city is Paris.": "semantic",
            "France uses many wind farms.": "unrelated",
        },
        confidence=0.6,
    )
    emb = FakeEmbedder()
    scorer = create_answer_similarity_scorer(model=judge, embedder=emb)
    res = scorer.run(
        {
            "output": "France's capital city is Paris. France uses many wind farms.",
            "ground_truth": "The capital of France is Paris. France uses the euro.",
        }
    )
    assert judge.calls == 1 and emb.calls == 1
    a = res.analyze_step_result
    assert [p["decided_by"] for p in a["pairs"]] == ["judge", "judge"]
    assert a["matches"][0]["match_type"] == "semantic"
    assert a["matches"][0]["output_unit"] == "France's capital city is Paris."
    assert a["matches"][0]["confidence"] == 0.6
    assert a["matches"][1]["match_type"] == "missing"
    assert a["matches"][1]["output_unit"] is None
    assert a["extra_in_output"] == ["France uses many wind farms."]
    assert res.score == 0.22  # (0.8 - 0.15) / 2.4 - 0.05
    assert res.confidence == 0.6


@pytest.mark.parametrize(
    "error", [ContextOverflowError(5000, 5100, 4096), JudgeOutputError("cut off", raw="{")]
)
def test_judge_error_leaves_the_item_unscored(error: Exception) -> None:
    scorer = create_answer_similarity_scorer(model=FakeJudge([error]), embedder=FakeEmbedder())
    res = scorer.run(
        {
            "output": "Kyoto is the capital of Japan.",
            "ground_truth": "Tokyo is the capital of Japan.",
        }
    )
    assert res.score is None and res.reason is None
    assert res.error is not None and type(error).__name__ in res.error


def test_missing_ground_truth_required_raises() -> None:
    scorer = create_answer_similarity_scorer(model=FakeJudge([]), embedder=FakeEmbedder())
    missing: tuple[Any, ...] = (None, "", 0, [], {})
    for gt in missing:
        with pytest.raises(GroundTruthRequiredError, match="requires ground truth to be provided"):
            scorer.run({"output": "Paris.", "ground_truth": gt})


def test_missing_ground_truth_not_required_scores_zero() -> None:
    judge = FakeJudge([])
    scorer = create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"require_ground_truth": False}
    )
    res = scorer.run({"output": "Paris.", "ground_truth": None})
    assert res.score == 0.0 and judge.calls == 0
    assert res.reason is not None and "no ground truth" in res.reason
    assert res.reason.startswith("The score is 0/1 because")


def test_non_string_ground_truth_is_compact_json() -> None:
    scorer = create_answer_similarity_scorer(model=FakeJudge([]), embedder=FakeEmbedder())
    res = scorer.run({"output": '{"a":1}', "ground_truth": {"a": 1}})
    assert res.preprocess_step_result["ground_truth_units"] == ['{"a":1}']
    assert res.score == 1.0


def test_chat_message_output_uses_last_assistant_message() -> None:
    scorer = create_answer_similarity_scorer(model=FakeJudge([]), embedder=FakeEmbedder())
    output = [
        {"role": "assistant", "content": "Let me think."},
        {"role": "user", "content": "Well?"},
        {"role": "assistant", "content": [{"type": "text", "text": "Paris."}]},
    ]
    res = scorer.run({"output": output, "ground_truth": "paris"})
    assert res.score == 1.0


@pytest.mark.parametrize("output", ["", "   ", [{"role": "user", "content": "hi"}], 42])
def test_empty_or_non_text_output_is_an_input_error(output: Any) -> None:
    scorer = create_answer_similarity_scorer(model=FakeJudge([]), embedder=FakeEmbedder())
    with pytest.raises(InputError):
        scorer.run({"output": output, "ground_truth": "Paris"})


def test_whitespace_ground_truth_counts_as_present_and_scores_zero() -> None:
    scorer = create_answer_similarity_scorer(model=FakeJudge([]), embedder=FakeEmbedder())
    res = scorer.run({"output": "Paris.", "ground_truth": "   "})
    assert res.score == 0.0 and res.error is None


def test_scale_applies_to_the_scorer() -> None:
    scorer = create_answer_similarity_scorer(
        model=FakeJudge([]), embedder=FakeEmbedder(), options={"scale": 10}
    )
    res = scorer.run({"output": "Paris.", "ground_truth": "Paris"})
    assert res.score == 10.0 and (res.reason or "").startswith("The score is 10/10 because")


# ---------------------------------------------------------------- llm mode and extraction


def test_llm_mode_makes_mastras_two_calls() -> None:
    def handler(req: FakeRequest) -> Any:
        if req.grammar.name == "similarity-extract":
            return {
                "output_units": ["Kyoto is the capital", "Japan is in Asia"],
                "ground_truth_units": ["Tokyo is the capital"],
            }
        assert req.grammar.name == "similarity-analysis"
        return FakeReply(
            {
                "matches": [
                    {
                        "ground_truth_unit": "Tokyo is the capital",
                        "output_unit": None,
                        "explanation": "Different city",
                        "match_type": "missing",
                    }
                ],
                "contradictions": [
                    {
                        "output_unit": "Kyoto is the capital",
                        "ground_truth_unit": "Tokyo is the capital",
                        "explanation": "Kyoto is not Tokyo",
                    }
                ],
                "extra_in_output": ["Japan is in Asia"],
            },
            {"$.matches[0].match_type": 0.75},
        )

    judge = FakeJudge(handler=handler)
    scorer = create_answer_similarity_scorer(model=judge, options={"mode": "llm"})
    res = scorer.run(
        {
            "output": "Kyoto is the capital. Japan is in Asia.",
            "ground_truth": "Tokyo is the capital.",
        }
    )
    assert judge.calls == 2
    assert res.preprocess_step_result["splitter"] == {"output": "llm", "ground_truth": "llm"}
    assert res.preprocess_prompt is not None and "<reference>" in res.preprocess_prompt
    assert res.analyze_step_result["matches"][0]["confidence"] == 0.75
    assert res.score == 0.0
    assert "contradicted" in (res.reason or "")


def test_auto_splitter_keeps_short_texts_deterministic() -> None:
    judge, emb = FakeJudge([]), FakeEmbedder()
    scorer = create_answer_similarity_scorer(model=judge, embedder=emb)
    res = scorer.run({"output": "It is Paris. Really.", "ground_truth": "It is Paris."})
    assert res.preprocess_step_result["splitter"] == {
        "output": "sentences",
        "ground_truth": "sentences",
    }
    assert judge.calls == 0
