"""Labels in a run: units, agreement figures, reliability, the corrected pass rate (no model)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

import localjudge as lj
from localjudge.labels import item_label, label_agreement, label_units, reliability
from localjudge.reports.jsonl import read_results
from localjudge.testing import FakeJudge, FakeReply
from localjudge.types import ScoreRecord


def rec(i: Any, passed: bool | None, label: Any = None, **kw: Any) -> ScoreRecord:
    score = None if passed is None else float(passed)
    return ScoreRecord(id=str(i), scorer="s", score=score, passed=passed, label=label, **kw)


def test_item_labels_give_accuracy_kappa_confusion_and_a_corrected_pass_rate() -> None:
    labels, verdicts = "TTTTTFFFFF", "TTTTFTFFFF"
    pairs = enumerate(zip(labels, verdicts))
    records = [rec(i, v == "T", lab == "T", confidence=0.9) for i, (lab, v) in pairs]
    records += [rec(f"u{i}", True, confidence=0.8) for i in range(10)]  # scored, unlabelled
    cut_off = "JudgeOutputError: cut off"
    records.append(ScoreRecord(id="x", scorer="s", error=cut_off, error_kind="judge"))
    st = label_agreement(records)["s"]
    assert (st["items"], st["unlabelled_items"], st["unscored_items"]) == (10, 10, 1)
    fig = st["levels"]["item"]
    assert (fig["labelled"], fig["unlabelled"]) == (10, 10)
    assert fig["confusion"] == {"tp": 4, "fp": 1, "fn": 1, "tn": 4}
    assert fig["accuracy"] == pytest.approx(0.8) and fig["balanced_accuracy"] == pytest.approx(0.8)
    assert fig["kappa"] == pytest.approx(0.6)
    assert (fig["sensitivity"], fig["specificity"]) == (pytest.approx(0.8), pytest.approx(0.8))
    # 15 of the 20 scored items pass; corrected: (0.75 + 0.8 - 1) / (0.8 + 0.8 - 1)
    assert fig["pass_rate"] == pytest.approx(0.75)
    assert fig["labelled_pass_rate"] == pytest.approx(0.5)
    assert fig["corrected_pass_rate"] == pytest.approx(0.55 / 0.6)
    low, high = fig["corrected_interval"]
    assert low < fig["corrected_pass_rate"] <= high <= 1.0
    # every labelled verdict stated 0.9 and 8 of 10 agree
    assert fig["reliability"] == [
        {"low": 0.9, "high": 1.0, "n": 10, "confidence": pytest.approx(0.9), "agreement": 0.8}
    ]
    assert fig["ece"] == pytest.approx(0.1)


def test_a_judge_no_better_than_chance_has_no_corrected_pass_rate() -> None:
    records = [rec(i, True, i % 2 == 0) for i in range(8)]  # says pass to everything
    fig = label_agreement(records)["s"]["levels"]["item"]
    assert fig["balanced_accuracy"] == 0.5
    assert fig["corrected_pass_rate"] is None and fig["corrected_interval"] is None


def test_text_labels_from_csv_and_graded_labels() -> None:
    assert label_units(rec(1, True, "yes"))[0].label is True
    assert label_units(rec(1, True, "False"))[0].label is False
    graded = [
        ScoreRecord(id=str(i), scorer="s", score=s, passed=s >= 0.5, label=g)
        for i, (s, g) in enumerate([(0.1, 0.0), (0.4, 0.2), (0.6, 0.9), (0.9, 0.7)])
    ]
    fig = label_agreement(graded)["s"]["levels"]["item"]
    assert fig["labelled"] == 4 and fig["accuracy"] == 1.0
    assert fig["spearman"] == pytest.approx(0.8)  # ranked on the graded labels, not 0/1


def test_an_unreadable_label_is_reported_with_its_item_and_counted_unlabelled() -> None:
    records = [rec(1, True, True), rec(2, False, False), rec("odd", True, "maybe")]
    st = label_agreement(records)["s"]
    assert st["label_errors"] == [
        {
            "id": "odd",
            "problem": "a label must be true/false, a number in [0, 1], or per-criterion; "
            "not 'maybe'",
        }
    ]
    assert st["items"] == 2 and st["unlabelled_items"] == 1
    assert st["levels"]["item"]["pass_rate"] == pytest.approx(2 / 3)


def _criteria(*verdicts: tuple[str, bool, float, str]) -> dict[str, Any]:
    return {
        "analyze_step_result": {
            "criteria": [
                {"criterion": c, "satisfied": met, "confidence": conf, "decided_by": by}
                for c, met, conf, by in verdicts
            ]
        }
    }


def test_per_criterion_labels_as_a_list_or_a_mapping() -> None:
    details = _criteria(("Greets", True, 0.8, "judge"), ("Under 50 words", False, 1.0, "check"))
    as_list = rec(1, False, [True, True], details=details)
    as_map = rec(1, False, {"Greets": False}, details=details)
    units = label_units(as_list)
    assert [(u.level, u.predicted, u.label) for u in units] == [
        ("criterion", True, True),
        ("criterion", False, True),
    ]
    assert units[0].score == pytest.approx(0.8) and units[1].score == 0.0  # P(met)
    assert [u.label for u in label_units(as_map)] == [False, None]
    with pytest.raises(ValueError, match="2 criteria"):
        label_units(rec(1, False, [True], details=details))
    with pytest.raises(ValueError, match="not in the rubric"):
        label_units(rec(1, False, {"Waves": True}, details=details))
    # an unlabelled item counts in the criterion-level pass rate as unlabelled criteria
    fig = label_agreement([as_list, rec(2, True, None, details=details)])["s"]["levels"]
    assert list(fig) == ["criterion"]
    assert (fig["criterion"]["labelled"], fig["criterion"]["unlabelled"]) == (2, 2)


def test_item_label_reads_a_field_or_the_rubrics_own_criteria() -> None:
    item = {"rubric": [{"description": "Greets", "ok": True}, {"description": "Short"}]}
    assert item_label(item, "ok") == [True, None]
    assert item_label({"ok": False, "rubric": item["rubric"]}, "ok") is False
    assert item_label({"rubric": "- Greets"}, "ok") is None
    assert item_label({"x": 3}, lambda it: it["x"] > 2) is True


def test_reliability_bins_and_expected_calibration_error() -> None:
    bins, ece = reliability([0.55, 0.65, 0.95, 0.95], [True, False, True, True])
    got = [(b["low"], b["n"], b["agreement"]) for b in bins]
    assert got == [(0.5, 1, 1.0), (0.6, 1, 0.0), (0.9, 2, 1.0)]
    assert ece == pytest.approx((0.45 + 0.65 + 2 * 0.05) / 4)
    assert math.isnan(reliability([], [])[1])


def _verdict(p: float) -> FakeReply:
    return FakeReply(
        {"id": "c1", "criterion": "Greets the reader", "satisfied": p >= 0.5},
        distributions={"$.satisfied": {True: p, False: 1 - p}},
    )


def test_run_evals_and_the_runner_carry_labels_into_records_summary_and_results(
    tmp_path: Path,
) -> None:
    judge = FakeJudge([_verdict(0.9), _verdict(0.2), _verdict(0.7)])
    scorer = lj.create_rubric_scorer(judge, ["Greets the reader"])
    data = [
        {"id": "a", "output": "Hello there!", "human": True},
        {"id": "b", "output": "Go away.", "human": False},
        {"id": "c", "output": "Hi.", "rubric": [{"description": "x"}]},  # no label
    ]
    report = lj.run_evals(data, scorer, labels="human")
    assert [r.records["rubric"].label for r in report["results"]] == [True, False, None]
    fig = report["summary"]["agreement"]["rubric"]["levels"]["item"]
    assert fig["labelled"] == 2 and fig["accuracy"] == 1.0 and fig["unlabelled"] == 1

    judge = FakeJudge([_verdict(0.9), _verdict(0.2)])
    out = tmp_path / "r.jsonl"
    outcome = lj.Runner(lj.create_rubric_scorer(judge), out=out, labels="label").score_items(
        [
            {
                "id": "a",
                "output": "Hello!",
                "rubric": [{"description": "Greets the reader", "label": True}],
            },
            {
                "id": "b",
                "output": "No.",
                "rubric": [{"description": "Greets the reader", "label": True}],
            },
        ]
    )
    level = outcome.summary["agreement"]["rubric"]["levels"]["criterion"]
    assert level["confusion"] == {"tp": 1, "fp": 0, "fn": 1, "tn": 0}
    back, _ = read_results(out)
    assert [r.label for r in back] == [[True], [True]]


def test_labels_must_be_a_field_name_or_a_function() -> None:
    with pytest.raises(lj.LocalJudgeError, match="labels must be"):
        lj.run_evals([{"output": "x"}], lj.create_rubric_scorer(FakeJudge([]), ["A"]), labels=3)  # type: ignore[arg-type]
