"""Beyond parity in the similarity scorer: alternatives, expected score, reasoning modes, facts."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest

from localjudge.judges.base import PREFIX_BREAK
from localjudge.judges.grammar import Const, Obj, Tup
from localjudge.scorers.prompts.similarity import pair_facts, pair_prompt
from localjudge.scorers.similarity import (
    create_answer_similarity_scorer,
    score_analysis,
)
from localjudge.scorers.similarity.steps import ground_truth_alternatives
from localjudge.testing import FakeEmbedder, FakeJudge, FakeReply, FakeRequest

RELS = ("semantic", "partial", "contradiction", "unrelated")


def judge_by_output(dists: dict[str, dict[str, float]], explanations: bool = False) -> FakeJudge:
    """A judge giving each pair the most probable relation of ``dists[output text]``."""

    def handler(req: FakeRequest) -> Any:
        assert isinstance(req.grammar.root, Obj)
        tup = req.grammar.root.fields[0][1]
        assert isinstance(tup, Tup)
        pairs, dist_by_path = [], {}
        outputs = re.findall(r"<output>\n(.*?)\n</output>", req.messages[-1]["content"], re.S)
        for k, slot in enumerate(tup.items):
            assert isinstance(slot, Obj)
            fed = {name: node.value for name, node in slot.fields if isinstance(node, Const)}
            names = [name for name, _ in slot.fields]
            if req.grammar.name == "similarity-explain":
                pairs.append({**fed, "explanation": f"why {fed['output']}"})
                continue
            dist = dists[outputs[k]]
            value = {**fed, "relation": max(dist, key=lambda r: dist[r])}
            if "explanation" in names:
                value["explanation"] = "because"
            pairs.append({n: value[n] for n in names})
            dist_by_path[f"$.pairs[{k}].relation"] = dist
        return FakeReply({"pairs": pairs}, distributions=dist_by_path)

    return FakeJudge(handler=handler)


def certain(relation: str) -> dict[str, float]:
    return {r: float(r == relation) for r in RELS}


def with_and_without(option: str, item: dict[str, Any], dist: dict[str, float]) -> dict[bool, Any]:
    """The item scored with a boolean option on and off, the judge giving its one pair ``dist``."""
    return {
        on: create_answer_similarity_scorer(
            model=judge_by_output({item["output"]: dist}),
            embedder=FakeEmbedder(),
            options={option: on},
        ).run(item)
        for on in (True, False)
    }


def test_an_output_identical_to_the_ground_truth_scores_1_whatever_normalising_leaves() -> None:
    judge, emb = FakeJudge([]), FakeEmbedder()
    scorer = create_answer_similarity_scorer(model=judge, embedder=emb)
    for text in ("a", "The", "?", "Paris"):
        res = scorer.run({"output": text, "ground_truth": text})
        assert res.score == 1.0, text
    assert judge.calls == 0 and emb.calls == 0


def test_ground_truth_alternatives_from_a_list_or_a_named_separator() -> None:
    assert ground_truth_alternatives(["1871", " ", "in 1871"]) == ["1871", "in 1871"]
    assert ground_truth_alternatives("a / b") == ["a / b"]
    assert ground_truth_alternatives("a / b / c", " / ") == ["a", "b", "c"]
    assert ground_truth_alternatives({"x": 1}) == ['{"x":1}']
    assert ground_truth_alternatives(["NFL owners", "the NFL owners", "NFL"]) == [
        "NFL owners",
        "NFL",
    ]
    assert ground_truth_alternatives("") is None and ground_truth_alternatives([]) is None


def test_the_item_scores_as_its_best_alternative_and_says_which() -> None:
    judge = judge_by_output({"It opened in 1871.": certain("contradiction")})
    scorer = create_answer_similarity_scorer(model=judge, embedder=FakeEmbedder())
    res = scorer.run({"output": "It opened in 1871.", "ground_truth": ["1869", "1871"]})
    # "1871" is contained word for word but not identical: the judge decides both pairs,
    # in one call; the scripted judge calls every pair a contradiction.
    assert judge.calls == 1
    a = res.analyze_step_result
    assert [x["ground_truth"] for x in a["alternatives"]] == ["1869", "1871"]
    # "1869" scores 0; "1871" keeps the surface's share of a stated answer's credit:
    # (0.1·−0.15 + 0.9·0.8) / 1.2 − 0.1 of the contradiction = 0.49, and it is the one named.
    assert [x["score"] for x in a["alternatives"]] == [0.0, 0.49]
    assert res.score == 0.49 and a["matched_alternative"] == "1871"

    # A string is one answer unless the user names a separator.
    sep = create_answer_similarity_scorer(
        model=FakeJudge([]), embedder=FakeEmbedder(), options={"answer_separator": " / "}
    )
    res = sep.run({"output": "1871", "ground_truth": "1869 / 1871"})
    assert res.score == 1.0 and res.analyze_step_result["matched_alternative"] == "1871"


def test_many_alternatives_compare_the_most_promising_few_in_one_bounded_call() -> None:
    out = "The album was released by the singer Lady Gaga in 2011."
    aliases = [f"Alias number {i}" for i in range(20)] + ["Lady Gaga"]
    judge = judge_by_output({out: certain("semantic")})
    scorer = create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"max_alternatives": 3, "max_pairs": 6}
    )
    res = scorer.run({"input": "Who released it?", "output": out, "ground_truth": aliases})
    a = res.analyze_step_result
    assert judge.calls == 1
    root = judge.requests[0].grammar.root
    assert isinstance(root, Obj)
    slots = root.fields[0][1]
    assert isinstance(slots, Tup) and len(slots.items) <= 6  # max_pairs bounds the call
    compared = [x["ground_truth"] for x in a["alternatives"] if x["score"] is not None]
    # the alternative stated word for word is compared first, and matches
    assert "Lady Gaga" in compared and len(compared) <= 3
    assert a["matched_alternative"] == "Lady Gaga"
    # max_pairs bounds the call even below max_alternatives
    tight = create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"max_alternatives": 4, "max_pairs": 2}
    ).run({"input": "Who released it?", "output": out, "ground_truth": aliases})
    root = judge.requests[-1].grammar.root
    assert isinstance(root, Obj)
    slots = root.fields[0][1]
    assert isinstance(slots, Tup) and len(slots.items) <= 2
    assert tight.analyze_step_result["matched_alternative"] == "Lady Gaga"


def test_expected_score_equals_parity_when_the_judge_is_certain() -> None:
    out, gt = "Tokyo is large. It has trains.", "Tokyo is big. It has many trains."
    for rel in RELS:
        for mode in ("expected", "parity"):
            judge = judge_by_output(
                {"Tokyo is large.": certain(rel), "It has trains.": certain("partial")}
            )
            scorer = create_answer_similarity_scorer(
                model=judge,
                embedder=FakeEmbedder(),
                options={"score_mode": mode, "cosine_weight": 0},
            )
            res = scorer.run({"output": out, "ground_truth": gt})
            if mode == "expected":
                expected_score = res.score
            else:
                assert res.score == expected_score, rel


def test_expected_score_follows_the_judges_probabilities() -> None:
    gt = "The meeting is on Monday."
    scores = []
    for p in (0.9, 0.6, 0.3):
        dist = {"semantic": p, "partial": 0.0, "contradiction": 1 - p, "unrelated": 0.0}
        scorer = create_answer_similarity_scorer(
            model=judge_by_output({"The meeting is on Tuesday.": dist}),
            embedder=FakeEmbedder(),
            options={"cosine_weight": 0},
        )
        res = scorer.run({"output": "The meeting is on Tuesday.", "ground_truth": gt})
        scores.append(res.score)
        a = res.analyze_step_result
        # By hand: the semantic outcome's support 0.8 / 1.2 with probability p (the
        # contradicted outcome's support, −0.15 / 1.2, clamps to 0), minus (1 − p)
        # contradictions expected.
        assert res.score == pytest.approx(max(0.0, p * 0.8 / 1.2 - (1 - p)), abs=0.006)
        # linear: credit p·0.8 − (1−p)·0.15 over 1.2, minus (1−p) contradictions, clamped once
        raw = (p * 0.8 - (1 - p) * 0.15) / 1.2 - (1 - p)
        linear = score_analysis(a, {"score_mode": "linear", "cosine_weight": 0})
        assert linear == pytest.approx(max(0.0, raw), abs=0.006)
        assert score_analysis(a, {"score_mode": "parity"}) in (0.0, 0.67)
    assert scores[0] > scores[1] > scores[2] or scores[1] == scores[2] == 0.0


def test_failures_mode_explains_only_pairs_that_do_not_match() -> None:
    judge = judge_by_output(
        {"Tokyo is large.": certain("semantic"), "It has no trains.": certain("contradiction")}
    )
    scorer = create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"reasoning": "failures"}
    )
    res = scorer.run(
        {
            "output": "Tokyo is large. It has no trains.",
            "ground_truth": "Tokyo is big. It has trains.",
        }
    )
    names = [r.grammar.name for r in judge.requests]
    assert names == ["similarity-pairs", "similarity-explain"]
    explain = judge.requests[1].grammar.root
    assert isinstance(explain, Obj)
    tup = explain.fields[0][1]
    assert isinstance(tup, Tup) and len(tup.items) == 1
    c = res.analyze_step_result["contradictions"][0]
    assert c["explanation"] == "why It has no trains."
    m = res.analyze_step_result["matches"][0]
    assert m["match_type"] == "semantic" and "no explanation was generated" in m["explanation"]


def test_each_pair_in_its_own_call_after_a_shared_question_segment() -> None:
    dists = {"Tokyo is large.": certain("semantic"), "It has no trains.": certain("contradiction")}
    item = {
        "input": "Tell me about Tokyo.",
        "output": "Tokyo is large. It has no trains.",
        "ground_truth": "Tokyo is big. It has trains.",
    }
    results = {}
    for calls in ("joint", "each"):
        judge = judge_by_output(dists)
        scorer = create_answer_similarity_scorer(
            model=judge,
            embedder=FakeEmbedder(),
            options={"pair_calls": calls, "reasoning": "failures"},
        )
        results[calls] = (scorer.run(item), judge.requests)
    joint, each = results["joint"][0], results["each"][0]
    assert each.score == joint.score
    assert [m["match_type"] for m in each.analyze_step_result["matches"]] == [
        m["match_type"] for m in joint.analyze_step_result["matches"]
    ]
    assert each.analyze_step_result["contradictions"][0]["explanation"] == "why It has no trains."
    requests = results["each"][1]
    asked = [r for r in requests if r.grammar.name == "similarity-pairs"]
    explained = [r for r in requests if r.grammar.name == "similarity-explain"]
    assert len(asked) == 2 and len(explained) == 1  # only the contradiction is explained
    heads = set()
    for r in asked:
        root = r.grammar.root
        assert isinstance(root, Obj)
        tup = root.fields[0][1]
        assert isinstance(tup, Tup) and len(tup.items) == 1
        content = r.messages[-1]["content"]
        assert content.count("<output>") == 1
        heads.add(content.split(PREFIX_BREAK)[0])
    # Both prompts open with the same segment: the question, then a break.
    assert len(heads) == 1 and "Tell me about Tokyo." in heads.pop()


def test_a_negation_on_one_side_only_is_never_unrelated() -> None:
    dist = {"semantic": 0.05, "partial": 0.05, "contradiction": 0.25, "unrelated": 0.65}
    item = {"output": "There is no man eating a pizza.", "ground_truth": "A man is eating a pizza."}
    results = with_and_without("negation_contradicts", item, dist)
    pair = results[True].analyze_step_result["pairs"][0]
    assert pair["relation"] == "contradiction"
    assert pair["probabilities"]["contradiction"] == pytest.approx(0.9)
    assert pair["probabilities"]["unrelated"] == 0.0
    assert pair["probabilities"]["semantic"] == 0.05  # the judge's support is kept
    assert results[True].analyze_step_result["contradictions"]
    assert results[False].analyze_step_result["pairs"][0]["relation"] == "unrelated"
    assert results[True].score == 0.0 < results[False].score
    assert "contradicted" in results[True].reason
    # a negation on both sides (or neither) leaves the judge's verdict alone
    both = create_answer_similarity_scorer(
        model=judge_by_output({"No man is eating a pizza.": dist}), embedder=FakeEmbedder()
    ).run({"output": "No man is eating a pizza.", "ground_truth": "Nobody is eating a pizza."})
    assert both.analyze_step_result["pairs"][0]["relation"] == "unrelated"


def test_one_pair_is_asked_the_same_way_whatever_pair_calls() -> None:
    item = {"input": "Where?", "output": "It is in Lima.", "ground_truth": "It is in Peru."}
    prompts_by_mode = []
    for calls in ("joint", "each"):
        judge = judge_by_output({"It is in Lima.": certain("partial")})
        scorer = create_answer_similarity_scorer(
            model=judge, embedder=FakeEmbedder(), options={"pair_calls": calls}
        )
        scorer.run(item)
        prompts_by_mode.append([r.messages[-1]["content"] for r in judge.requests])
    assert prompts_by_mode[0] == prompts_by_mode[1]


def test_facts_point_out_negations_numbers_and_containment() -> None:
    assert any("negation" in f for f in pair_facts("A man is eating", "There is no man eating"))
    assert any("Numbers differ" in f for f in pair_facts("It costs 5 euros", "It costs 7 euros"))
    assert any("word for word" in f for f in pair_facts("Paris", "The answer is Paris."))
    assert pair_facts("A man is eating", "A man eats") == []
    assert pair_facts("Tokyo is the capital.", "Kyoto is the capital.") == [
        "Names differ: reference Tokyo; output Kyoto."
    ]
    assert pair_facts("Paris lies in France.", "Paris is in France.") == []
    # a capital that only starts a sentence is no name when the other side has the word
    assert pair_facts("Several ferrets are climbing", "Ferrets are climbing down") == []
    prompt = pair_prompt([("A man is eating", "There is no man eating")])
    assert "Only the output contains a negation" in prompt
    assert prompt.rstrip().endswith("semantic, partial, contradiction or unrelated?")


def test_a_negation_inside_a_quoted_title_denies_nothing() -> None:
    from localjudge.scorers.units import negation_count

    # titles: every word of four letters or more capitalised, in any quotation marks
    assert negation_count('The song "You\'ll Never Walk Alone" was sung by Gerry Marsden.') == 0
    assert negation_count("The band played \u2018Nothing Else Matters\u2019 twice.") == 0
    assert negation_count("They sang 'Ain't No Sunshine' at the end.") == 0
    # quoted speech and quoted signs still deny; so does a negation outside the quotes
    assert negation_count('"It\'s not over," she said.') == 1
    assert negation_count('A pool with a sign that says "no running".') == 1
    assert negation_count('He did not watch "Gone with the Wind".') == 1
    # so a pair stating who sang a title with "Never" in it has no one-sided negation
    facts = pair_facts(
        "Gerry Marsden", 'The song "You\'ll Never Walk Alone" was sung by Gerry Marsden.'
    )
    assert not any("negation" in f for f in facts)
    assert any("word for word" in f for f in facts)


def test_spelling_that_varies_with_keyboard_or_encoding_keeps_the_key() -> None:
    from localjudge.scorers.units import normalise_unit

    # accents on Latin letters, an apostrophe inside a word, a no-break space read as Latin-1
    assert normalise_unit("Diego Velázquez") == normalise_unit("Diego Velazquez")
    assert normalise_unit("Bull’s-eye") == normalise_unit("Bulls eye")
    assert normalise_unit("200 to 500Â mg") == normalise_unit("200 to 500 mg")
    # other scripts keep their marks: a Devanagari vowel sign is part of the word
    assert normalise_unit("कि") != normalise_unit("क")
    assert len(normalise_unit("कि क").split()) == 2
    # different letters stay different
    assert normalise_unit("Tokyo") != normalise_unit("Kyoto")
    assert normalise_unit("resume") == normalise_unit("résumé")
    assert normalise_unit("snake_case") == "snake_case"


def test_an_answer_is_stated_without_its_bracketed_note() -> None:
    from localjudge.scorers.units import answer_core, states_answer

    assert answer_core("Bullseye (disambiguation)") == "Bullseye"
    assert answer_core("Mo (Marjorie) Mowlam") == "Mo Mowlam"
    assert answer_core("(untitled)") == "(untitled)"  # nothing outside the brackets
    show = "The characters are from the children's television show The Muppet Show."
    assert states_answer(show, "The Muppet Show (Muppets Tonight)")
    assert states_answer(show, "The Muppet Show")
    assert not states_answer(show, "Sesame Street (TV series)")
    # the note alone is no answer
    assert not states_answer("A sitcom that began in 1974.", "Happy Days (1974)")
    # the judge is told, and the pair counts as a stated short answer
    facts = pair_facts("The Muppet Show (Muppets Tonight)", show)
    assert "The reference, apart from its bracketed note, occurs word for word in the output." in (
        facts
    )
    assert pair_facts("The Muppet Show", show) == [
        "The reference occurs word for word in the output."
    ]


def test_a_rounded_number_is_the_same_number() -> None:
    from localjudge.scorers.units import numbers, numbers_agree_rounded, rounds_to, swapped_name

    assert numbers("About 299,792 km, or 3.14 times 1969") == ["299,792", "3.14", "1969"]
    for coarse, fine in [("300,000", "299,792"), ("3.14", "3.14159"), ("2,000", "1,995")]:
        assert rounds_to(coarse, fine) and not rounds_to(fine, coarse)
    # not rounding: a plain integer, a day of the month, a year, a gap over 5%, a step too fine
    for coarse, fine in [("5", "5.4"), ("20", "23"), ("1930", "1932"), ("300", "320"),
                         ("0.3", "0.33"), ("300,000", "350,000")]:  # fmt: skip
        assert not rounds_to(coarse, fine), (coarse, fine)
    ref, out = "Light travels at about 299,792 km per second.", "About 300,000 km per second."
    assert numbers_agree_rounded(ref, out)
    assert pair_facts(ref, out) == [
        "Numbers agree when rounded: reference 299,792; output 300,000."
    ]
    assert not numbers_agree_rounded("It costs 5 euros", "It costs 7 euros")
    # every differing number must pair up: one rounded number does not excuse another
    assert not numbers_agree_rounded("300,000 km in 1 second", "299,792 km in 2 seconds")
    assert not swapped_name(
        "The speed is 299,792 km per second in a vacuum.",
        "The speed is 300,000 km per second in a vacuum.",
    )
    assert swapped_name("The speed is 299,792 km per hour.", "The speed is 150,000 km per hour.")


def test_relations_and_worked_pairs_sit_in_the_shared_system_text() -> None:
    import localjudge as lj
    from localjudge.judges.base import PREFIX_BREAK
    from localjudge.scorers.prompts.similarity import INSTRUCTIONS

    # the definitions and the hand-written worked pairs are in the system text, not per item
    assert "- unrelated: it says nothing about it" in INSTRUCTIONS
    assert INSTRUCTIONS.count("Example pair:") >= 4 and "Relation: contradiction" in INSTRUCTIONS
    assert "- unrelated:" not in pair_prompt([("a b", "c d")])
    # the system text ends a prompt segment, so the engine evaluates it once per judge
    scorer = lj.create_answer_similarity_scorer(model=FakeJudge([]), embedder=FakeEmbedder())
    system = scorer.messages("item text")[0]
    assert system["role"] == "system" and system["content"] == INSTRUCTIONS + PREFIX_BREAK


def test_other_sentences_of_a_long_answer_are_not_judged_against_a_short_answer() -> None:
    from localjudge.scorers.similarity import SimilarityOptions, plan_pairs

    cos = np.array([[0.6, 0.5, 0.45]])
    plan = plan_pairs(["1871"], ["It opened in 1871.", "It cost a lot.", "It is big."], cos,
                      SimilarityOptions())  # fmt: skip
    assert [(c.gt, c.out, c.primary) for c in plan.judge] == [(0, 0, True)]
    statement = plan_pairs(["The museum opened in 1871"], ["It opened in 1871.", "It is big."],
                           np.array([[0.9, 0.5]]), SimilarityOptions())  # fmt: skip
    assert [(c.out, c.primary) for c in statement.judge] == [(0, True), (1, False)]


def test_the_cosine_blend_never_buys_back_a_contradiction() -> None:
    base = {
        "matches": [{"ground_truth_unit": "A man is eating", "match_type": "missing"}],
        "contradictions": [{"output_unit": "No man is eating", "ground_truth_unit": "x"}],
        "extra_in_output": [],
        "pairs": [
            {"ground_truth_unit": "A man is eating", "output_unit": "No man is eating",
             "gt": 0, "out": 0, "cosine": 0.95, "decided_by": "judge",
             "relation": "contradiction", "confidence": 1.0,
             "probabilities": {"semantic": 0.0, "partial": 0.0, "contradiction": 1.0,
                               "unrelated": 0.0}},
        ],
    }  # fmt: skip
    for w in (0.0, 0.5, 1.0):
        assert score_analysis(base, {"cosine_weight": w}) == 0.0
    unsure = dict(base, pairs=[dict(base["pairs"][0], probabilities={
        "semantic": 0.5, "partial": 0.0, "contradiction": 0.0, "unrelated": 0.5})])  # fmt: skip
    # With no contradiction mass the cosine lifts the score: 0.95 of the support credit.
    assert score_analysis(unsure, {"cosine_weight": 1.0}) > score_analysis(
        unsure, {"cosine_weight": 0.0}
    )


def test_a_stated_short_answer_discounts_the_judges_contradiction_mass() -> None:
    def analysis(output: str) -> dict[str, Any]:
        probs = {"semantic": 0.2, "partial": 0.3, "contradiction": 0.3, "unrelated": 0.2}
        pair = {"ground_truth_unit": "Paris", "output_unit": output, "gt": 0, "out": 0,
                "cosine": 0.4, "decided_by": "judge", "relation": "partial",
                "confidence": 0.3, "probabilities": probs}  # fmt: skip
        return {
            "matches": [{"ground_truth_unit": "Paris", "match_type": "partial"}],
            "contradictions": [],
            "extra_in_output": [],
            "pairs": [pair],
        }

    linear = {"score_mode": "linear"}
    stated = score_analysis(analysis("The capital of France is Paris, on the Seine."), linear)
    negated = score_analysis(analysis("The capital of France is not Paris, it is Lyon."), linear)
    judge_alone = score_analysis(
        analysis("The capital of France is Paris, on the Seine."), {**linear, "cosine_weight": 0}
    )
    # stated: credit 0.1·0.205 + 0.9·0.8 = 0.7405 (the surface's share holds whatever the
    # judge says); / 1.2, − (1 − 0.9)·0.3 contradiction mass, − 0.05 × P(unrelated) 0.2 for
    # the output unit as an extra
    assert stated == 0.58
    # "not Paris" is not stated: support is its cosine and the whole 0.3 counts (clamped)
    assert negated == 0.0
    assert judge_alone < stated


def test_a_stated_short_answer_keeps_its_surface_support_when_the_judge_leans_contradiction() -> (
    None
):
    """A small judge spreads contradiction mass over long answers that state the short answer
    word for word; the words being there is the surface's evidence in every outcome."""

    def analysis(output: str, contradiction: float) -> dict[str, Any]:
        rest = (1.0 - contradiction) / 2
        probs = {
            "semantic": 0.0,
            "partial": rest,
            "contradiction": contradiction,
            "unrelated": rest,
        }
        pair = {"ground_truth_unit": "Lisbon", "output_unit": output, "gt": 0, "out": 0,
                "cosine": 0.3, "decided_by": "judge", "relation": "contradiction",
                "confidence": contradiction, "probabilities": probs}  # fmt: skip
        return {
            "matches": [{"ground_truth_unit": "Lisbon", "match_type": "missing"}],
            "contradictions": [],
            "extra_in_output": [],
            "pairs": [pair],
        }

    said = "The Tagus reaches the sea at Lisbon, after a thousand kilometres."
    leaning = score_analysis(analysis(said, 0.6))
    calm = score_analysis(analysis(said, 0.0))
    # The judge's lean moves only its own share (0.1) of the credit and of the contradiction.
    assert leaning is not None and calm is not None
    assert leaning >= 0.45 and calm - leaning <= 0.1
    # A negation on one side only is not a stated answer: the contradiction stays whole.
    denied = "The Tagus does not reach the sea at Lisbon."
    assert score_analysis(analysis(denied, 0.6)) == 0.0


def test_a_longer_unit_stated_word_for_word_counts_as_stated_too() -> None:
    """A four-word name or a whole statement the output has word for word is no weaker
    evidence than a one-word answer: no word count decides, the words and negations do."""

    def analysis(gt: str, output: str) -> dict[str, Any]:
        probs = {"semantic": 0.1, "partial": 0.2, "contradiction": 0.6, "unrelated": 0.1}
        pair = {"ground_truth_unit": gt, "output_unit": output, "gt": 0, "out": 0,
                "cosine": 0.6, "decided_by": "judge", "relation": "contradiction",
                "confidence": 0.6, "probabilities": probs}  # fmt: skip
        return {
            "matches": [{"ground_truth_unit": gt, "match_type": "missing"}],
            "contradictions": [],
            "extra_in_output": [],
            "pairs": [pair],
        }

    named = score_analysis(
        analysis("Ada and the Harbour Band", "Sung by Ada and the Harbour Band.")
    )
    whole = score_analysis(
        analysis("The ferry leaves at seven", "The ferry leaves at seven from the north pier.")
    )
    denied = score_analysis(
        analysis("The ferry leaves at seven", "The ferry never leaves at seven on Sundays.")
    )
    assert named is not None and named >= 0.45
    assert whole is not None and whole >= 0.45
    assert denied == 0.0


def test_an_output_the_reference_states_word_for_word_has_half_support() -> None:
    def analysis(gt: str, output: str, cosine: float) -> dict[str, Any]:
        probs = {"semantic": 0.2, "partial": 0.3, "contradiction": 0.3, "unrelated": 0.2}
        pair = {"ground_truth_unit": gt, "output_unit": output, "gt": 0, "out": 0,
                "cosine": cosine, "decided_by": "judge", "relation": "partial",
                "confidence": 0.3, "probabilities": probs}  # fmt: skip
        return {
            "matches": [{"ground_truth_unit": gt, "match_type": "partial"}],
            "contradictions": [],
            "extra_in_output": [],
            "pairs": [pair],
        }

    free = {"score_mode": "linear", "contradiction_penalty": 0}
    gt = "Yes, they felt much better afterwards."
    # support 0.5 instead of the cosine 0.2: 0.1·0.205 + 0.9·(0.7·(0.5·0.8 − 0.5·0.15) −
    # 0.3·0.15) = 0.185; / 1.2, − 0.05 × P(unrelated) 0.2 for the output unit as an extra
    assert score_analysis(analysis(gt, "yes", 0.2), free) == 0.14
    # an output the reference does not state keeps its cosine's support: 0.005 / 1.2 − 0.01
    assert score_analysis(analysis(gt, "maybe", 0.2), free) == 0.0
    # no lift for a negation only one side has, nor over a higher cosine
    denied = "He is not a doctor."
    assert score_analysis(analysis(denied, "a doctor", 0.2), free) == 0.0
    assert score_analysis(analysis(gt, "yes", 0.8), free) > 0.14


def test_contradiction_mass_under_the_floor_counts_as_none() -> None:
    def analysis(pc: float) -> dict[str, Any]:
        probs = {"semantic": 1 - pc, "partial": 0.0, "contradiction": pc, "unrelated": 0.0}
        pair = {"ground_truth_unit": "A dog runs", "output_unit": "A dog is running",
                "gt": 0, "out": 0, "cosine": 0.9, "decided_by": "judge",
                "relation": "semantic", "confidence": 1 - pc, "probabilities": probs}  # fmt: skip
        return {
            "matches": [{"ground_truth_unit": "A dog runs", "match_type": "semantic"}],
            "contradictions": [],
            "extra_in_output": [],
            "pairs": [pair],
        }

    # The linear expectation, whose arithmetic is easy to follow by hand.
    floor = {"contradiction_floor": 0.3, "cosine_weight": 0, "score_mode": "linear"}
    # 0.2 of contradiction mass: a penalty without the floor, none with it
    no_penalty = {"contradiction_penalty": 0, "cosine_weight": 0, "score_mode": "linear"}
    assert score_analysis(analysis(0.2), floor) == score_analysis(analysis(0.2), no_penalty)
    assert score_analysis(analysis(0.2), {**floor, "contradiction_floor": 0}) < score_analysis(
        analysis(0.2), no_penalty
    )
    # In the default expectation, mass under the floor is a semantic match's: full credit.
    assert score_analysis(analysis(0.2), {"contradiction_floor": 0.3, "cosine_weight": 0}) == 0.67
    # above the floor the rest is stretched: 0.65 counts as (0.65 - 0.3) / 0.7 = 0.5
    mild = {**floor, "contradiction_penalty": 0.2}
    # credit (0.35·0.8 − 0.65·0.15) / 1.2 = 0.152, less 0.2 × 0.5
    assert score_analysis(analysis(0.65), mild) == 0.05
    assert score_analysis(analysis(0.65), {**mild, "contradiction_floor": 0}) == 0.02
    # a certain contradiction is unchanged by the floor
    assert score_analysis(analysis(1.0), floor) == score_analysis(
        analysis(1.0), {"cosine_weight": 0, "score_mode": "linear"}
    )


def test_pairs_that_overflow_the_context_are_judged_in_parts() -> None:
    from localjudge.errors import ContextOverflowError
    from localjudge.scorers.similarity.options import SimilarityOptions
    from localjudge.scorers.similarity.verdicts import judge_pairs

    inner = judge_by_output({f"out {i}": certain("semantic") for i in range(5)})
    sizes: list[int] = []

    def handler(req: FakeRequest) -> Any:
        n = req.messages[-1]["content"].count("Pair ")
        sizes.append(n)
        if n > 2:  # a "context" that holds two pairs
            return ContextOverflowError(1000 * n, 1000 * n + 10, 2048)
        assert inner._handler is not None
        return inner._handler(req)

    from localjudge.scorers.pipeline import RunContext
    from localjudge.types import Trace

    scorer = create_answer_similarity_scorer(
        model=FakeJudge(handler=handler), embedder=FakeEmbedder()
    )

    ctx = RunContext(scorer=scorer, run=None, trace=Trace(), prompts={})  # type: ignore[arg-type]
    pairs = [(f"ref {i}", f"out {i}") for i in range(5)]
    verdicts = judge_pairs(pairs, "", ctx, SimilarityOptions())
    assert [v[0] for v in verdicts] == ["semantic"] * 5
    assert sizes == [5, 2, 3, 1, 2]  # 5 → 2 + 3, 3 → 1 + 2
    # with "failures", each part's unmatched pairs are explained over that part alone, so the
    # explanation prompts fit wherever the verdict prompts did
    inner = judge_by_output({f"out {i}": certain("contradiction") for i in range(5)})
    sizes.clear()
    explained = judge_pairs(pairs, "", ctx, SimilarityOptions(reasoning="failures"))
    assert [v[1] for v in explained] == [f"why out {i}" for i in range(5)]
    # asked and explained per part: 5 overflows; 2 asked, 2 explained; 3 overflows; 1, 1; 2, 2
    assert sizes == [5, 2, 2, 3, 1, 1, 2, 2]
    # a single pair that does not fit is still the judge error it is
    overflow = ContextOverflowError(5000, 5010, 2048)
    scorer._judge = FakeJudge([overflow])
    with pytest.raises(ContextOverflowError):
        judge_pairs([("ref 0", "out 0")], "", ctx, SimilarityOptions())


def _one_pair(probs: dict[str, float], cosine: float = 0.6) -> dict[str, Any]:
    pair = {"ground_truth_unit": "The train leaves at noon.", "output_unit": "It departs at 12.",
            "gt": 0, "out": 0, "cosine": cosine, "decided_by": "judge",
            "relation": max(probs, key=lambda r: probs[r]), "confidence": max(probs.values()),
            "probabilities": probs}  # fmt: skip
    return {
        "matches": [{"ground_truth_unit": "The train leaves at noon.", "match_type": "semantic"}],
        "contradictions": [],
        "extra_in_output": [],
        "pairs": [pair],
    }


def test_the_expected_score_clamps_each_outcome_and_charges_contradictions_in_full() -> None:
    judge_only = {"cosine_weight": 0}
    # 60% semantic, 40% unrelated: the semantic outcome earns 0.8 / 1.2, the unrelated one
    # clamps to 0 (−0.15 / 1.2 less the extra output unit's 0.05); expected 0.6 × 0.667.
    graded = _one_pair({"semantic": 0.6, "partial": 0.0, "contradiction": 0.0, "unrelated": 0.4})
    assert score_analysis(graded, judge_only) == 0.4
    # The linear expectation lets the unlikely outcome's penalties in: (0.48 − 0.06) / 1.2 −
    # 0.4 × 0.05 = 0.33.
    assert score_analysis(graded, {**judge_only, "score_mode": "linear"}) == 0.33
    # Contradiction mass is charged in full against the support: 0.7 × 0.667 − 0.3 = 0.17.
    mixed = _one_pair({"semantic": 0.7, "partial": 0.0, "contradiction": 0.3, "unrelated": 0.0})
    assert score_analysis(mixed, judge_only) == 0.17
    # Certain verdicts give the parity score: 0.8 / 1.2, 0.4 / 1.2, and 0 for a contradiction
    # or an unrelated unit (missing, plus one extra output unit).
    parity = {"semantic": 0.67, "partial": 0.33, "contradiction": 0.0, "unrelated": 0.0}
    assert {rel: score_analysis(_one_pair(certain(rel)), judge_only) for rel in RELS} == parity


def test_the_expected_score_takes_each_units_best_pair_per_outcome() -> None:
    # Two output units judged against one ground-truth unit: per outcome the unit keeps the
    # better credit, so two 50% chances of a semantic match make a 75% chance of one.
    half = {"semantic": 0.5, "partial": 0.0, "contradiction": 0.0, "unrelated": 0.5}
    a = _one_pair(half)
    second = dict(a["pairs"][0], out=1, output_unit="Departure is 12:00.")
    a["pairs"].append(second)
    # 0.25: both unrelated (support 0, two extras); otherwise one match and 0 or 1 extra
    both = 0.8 / 1.2
    one_extra = both - 0.05
    expected = 0.25 * both + 0.5 * one_extra
    assert score_analysis(a, {"cosine_weight": 0}) == pytest.approx(expected, abs=0.006)


def test_a_unit_under_the_match_floor_keeps_its_cosine_order() -> None:
    def far(cosine: float) -> dict[str, Any]:
        return {
            "matches": [
                {"ground_truth_unit": "A cat sleeps.", "match_type": "missing", "cosine": cosine}
            ],
            "contradictions": [],
            "extra_in_output": [],
            "pairs": [],
        }

    on = [score_analysis(far(c)) for c in (0.34, 0.3, 0.2)]
    # 0.9 × (0.34 × 0.8 − 0.66 × 0.15) − 0.1 × 0.15 = 0.1407; / 1.2 − no extra = 0.12
    assert on == [0.12, 0.09, 0.02]
    off = {"below_floor_credit": False}
    assert {score_analysis(far(c), off) for c in (0.34, 0.3, 0.2)} == {0.0}
    # A unit whose pair was judged is scored by the verdict, not by the floor credit.
    judged = _one_pair(certain("contradiction"), cosine=0.9)
    judged["matches"][0]["cosine"] = 0.9
    assert score_analysis(judged) == 0.0


def test_a_swapped_name_in_the_same_sentence_is_a_contradiction() -> None:
    from localjudge.scorers.units import swapped_name

    assert swapped_name("Lima is the capital of Peru.", "Cusco is the capital of Peru.")
    assert swapped_name("The bridge opened in 1932.", "The bridge opened in 1936.")
    assert swapped_name(
        "The Danube flows into the Black Sea.", "The Rhine flows into the Black Sea."
    )
    # not a swap: paraphrase, a bare answer, part of a shared name, other words changed
    assert not swapped_name("Paris is the capital of France.", "The capital of France is Paris.")
    assert not swapped_name("1932", "1936")
    assert not swapped_name("Ada Lovelace wrote notes.", "Countess Lovelace wrote notes.")
    assert not swapped_name("Lima is the capital of Peru.", "Cusco is a big city in Peru.")
    dist = {"semantic": 0.8, "partial": 0.1, "contradiction": 0.05, "unrelated": 0.05}
    item = {
        "output": "Cusco is the capital of Peru.",
        "ground_truth": "Lima is the capital of Peru.",
    }
    results = with_and_without("swap_contradicts", item, dist)
    pair = results[True].analyze_step_result["pairs"][0]
    assert pair["relation"] == "contradiction" and pair["probabilities"]["contradiction"] == 1.0
    assert results[True].score == 0.0 < results[False].score
    assert (
        "different name or number"
        in results[True].analyze_step_result["contradictions"][0]["explanation"]
    )
