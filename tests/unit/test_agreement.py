"""Agreement metrics against hand-computed values and their undefined cases."""

from __future__ import annotations

import math

import pytest

from localjudge.agreement import (
    accuracy,
    balanced_accuracy,
    bootstrap,
    cohen_kappa,
    confusion,
    rank,
    roc_auc,
    spearman,
)


def test_rank_averages_ties() -> None:
    assert rank([10, 20, 20, 5]).tolist() == [2.0, 3.5, 3.5, 1.0]


def test_roc_auc_counts_ties_half() -> None:
    # positives 0.9, 0.5; negatives 0.5, 0.1 → pairs: (0.9>0.5) (0.9>0.1) (0.5=0.5) (0.5>0.1)
    assert roc_auc([0.9, 0.5, 0.5, 0.1], [True, True, False, False]) == pytest.approx(3.5 / 4)
    assert roc_auc([0.1, 0.9], [True, False]) == 0.0
    assert math.isnan(roc_auc([0.1, 0.2], [True, True]))


def test_spearman_is_rank_correlation() -> None:
    assert spearman([1, 2, 3, 4], [10, 20, 30, 400]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    # x ranks 1,2,3 ; y ranks 1,3,2 → r = 0.5
    assert spearman([1, 2, 3], [1, 3, 2]) == pytest.approx(0.5)
    assert math.isnan(spearman([1, 1, 1], [1, 2, 3]))


def test_classification_metrics() -> None:
    pred = [True, True, True, False, False, True]
    lab = [True, True, False, False, True, True]
    c = confusion(pred, lab)
    assert (c.tp, c.fp, c.fn, c.tn) == (3, 1, 1, 1)
    assert accuracy(pred, lab) == pytest.approx(4 / 6)
    assert balanced_accuracy(pred, lab) == pytest.approx((3 / 4 + 1 / 2) / 2)
    # observed 4/6; chance = (4/6)(4/6) + (2/6)(2/6) = 20/36 → κ = (24/36 - 20/36) / (16/36)
    assert cohen_kappa(pred, lab) == pytest.approx(0.25)


def test_a_judge_that_always_agrees_with_itself_has_no_kappa() -> None:
    assert balanced_accuracy([True, True], [True, False]) == 0.5
    assert cohen_kappa([True, True], [True, False]) == 0.0
    assert math.isnan(balanced_accuracy([True, True], [True, True]))


def test_bootstrap_brackets_the_value_and_is_reproducible() -> None:
    scores = [0.1 * i for i in range(20)]
    labels = [i % 3 != 0 for i in range(20)]
    a = bootstrap(roc_auc, scores, labels, resamples=200)
    b = bootstrap(roc_auc, scores, labels, resamples=200)
    assert a == b
    assert a.low <= a.value <= a.high
    assert a.high - a.low > 0


def test_check_verdicts_counts_items_and_criteria() -> None:
    from localjudge.agreement import check_verdicts

    def rubric_row(rid: str, passed: bool | None, sat: list[bool], req: list[bool]) -> dict:
        return {
            "id": rid,
            "passed": passed,
            "details": {
                "preprocess_step_result": {
                    "criteria": [{"description": f"c{i}", "required": r} for i, r in enumerate(req)]
                },
                "analyze_step_result": {
                    "criteria": [{"criterion": f"c{i}", "satisfied": s} for i, s in enumerate(sat)]
                },
            },
        }

    rows = [
        {"id": "a", "passed": True},
        {"id": "b", "passed": True},
        rubric_row("r", True, [True, False], [True, False]),  # optional unmet: still a pass
        {"id": "u", "passed": None},
        {"id": "unlabelled", "passed": False},
    ]
    expected = {"a": True, "b": False, "r": [True, True], "u": True}
    res = check_verdicts(rows, expected)
    # a: 1 right; b: wrong; r: item right, c0 right, c1 wrong; u: unscored, wrong
    assert (res.right, res.total) == (3, 6)
    assert res.unscored == ("u",)
    assert ("b", "item", False) in res.wrong and ("r", "c1", True) in res.wrong
    assert res.rate == 0.5
