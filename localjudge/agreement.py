"""Agreement between a judge and human labels: rank and classification metrics, bootstrap intervals.

Pure numpy, no scipy: these figures are what a team reads before trusting a judge on its data,
so they are computed the same way in ``make eval``, the benchmarks and run summaries. Every
metric returns ``nan`` where it is undefined (one class only, constant scores, too few items)
instead of a number that looks meaningful.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = [
    "Confusion",
    "Interval",
    "VerdictCheck",
    "accuracy",
    "balanced_accuracy",
    "bootstrap",
    "check_verdicts",
    "cohen_kappa",
    "confusion",
    "rank",
    "roc_auc",
    "spearman",
]


def rank(values: Sequence[float] | np.ndarray) -> np.ndarray:
    """1-based ranks with ties given their average rank (as in the rank-sum test)."""
    x = np.asarray(values, dtype=float)
    order = np.argsort(x, kind="mergesort")
    ranks = np.empty(len(x), dtype=float)
    sorted_x = x[order]
    i = 0
    while i < len(x):
        j = i
        while j + 1 < len(x) and sorted_x[j + 1] == sorted_x[i]:
            j += 1
        ranks[order[i : j + 1]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def roc_auc(scores: Sequence[float], positives: Sequence[bool]) -> float:
    """ROC-AUC: P(a random positive scores above a random negative), ties counted half."""
    pos = np.asarray(positives, dtype=bool)
    n_pos, n_neg = int(pos.sum()), int((~pos).sum())
    if n_pos == 0 or n_neg == 0:
        return math.nan
    r = rank(scores)
    return float((r[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's rank correlation (Pearson's r of the average ranks)."""
    if len(x) != len(y):
        raise ValueError("spearman needs two sequences of the same length")
    if len(x) < 3:
        return math.nan
    rx, ry = rank(x), rank(y)
    rx, ry = rx - rx.mean(), ry - ry.mean()
    denom = math.sqrt(float((rx * rx).sum() * (ry * ry).sum()))
    return float((rx * ry).sum() / denom) if denom > 0 else math.nan


@dataclass(frozen=True)
class Confusion:
    """Counts of a binary decision against binary labels (positive = True)."""

    tp: int
    fp: int
    fn: int
    tn: int

    @property
    def n(self) -> int:
        """Number of decisions."""
        return self.tp + self.fp + self.fn + self.tn

    @property
    def sensitivity(self) -> float:
        """True-positive rate (nan without positives)."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else math.nan

    @property
    def specificity(self) -> float:
        """True-negative rate (nan without negatives)."""
        return self.tn / (self.tn + self.fp) if self.tn + self.fp else math.nan


def confusion(predicted: Sequence[bool], labels: Sequence[bool]) -> Confusion:
    """The confusion counts of ``predicted`` against ``labels``."""
    p = np.asarray(predicted, dtype=bool)
    t = np.asarray(labels, dtype=bool)
    return Confusion(
        tp=int((p & t).sum()),
        fp=int((p & ~t).sum()),
        fn=int((~p & t).sum()),
        tn=int((~p & ~t).sum()),
    )


def accuracy(predicted: Sequence[bool], labels: Sequence[bool]) -> float:
    """Share of decisions equal to the label."""
    c = confusion(predicted, labels)
    return (c.tp + c.tn) / c.n if c.n else math.nan


def balanced_accuracy(predicted: Sequence[bool], labels: Sequence[bool]) -> float:
    """Mean of sensitivity and specificity: 0.5 for a judge that always says the same thing."""
    c = confusion(predicted, labels)
    if c.tp + c.fn == 0 or c.tn + c.fp == 0:
        return math.nan
    return (c.sensitivity + c.specificity) / 2


def cohen_kappa(predicted: Sequence[bool], labels: Sequence[bool]) -> float:
    """Cohen's κ: agreement beyond what the two marginal rates give by chance."""
    c = confusion(predicted, labels)
    if not c.n:
        return math.nan
    observed = (c.tp + c.tn) / c.n
    p_yes = ((c.tp + c.fp) / c.n) * ((c.tp + c.fn) / c.n)
    p_no = ((c.fn + c.tn) / c.n) * ((c.fp + c.tn) / c.n)
    chance = p_yes + p_no
    return (observed - chance) / (1 - chance) if chance < 1 else math.nan


@dataclass(frozen=True)
class Interval:
    """A point estimate with a percentile bootstrap interval."""

    value: float
    low: float
    high: float

    def __str__(self) -> str:
        if math.isnan(self.value):
            return "—"
        return f"{self.value:.3f} [{self.low:.2f}, {self.high:.2f}]"


def bootstrap(
    metric: Callable[..., float],
    *columns: Sequence[object],
    resamples: int = 1000,
    level: float = 0.95,
    seed: int = 0,
) -> Interval:
    """``metric(*columns)`` with a percentile bootstrap interval over items.

    Items are resampled with replacement, the same indices for every column; resamples where
    the metric is undefined (e.g. one class drawn) are left out of the interval.
    """
    arrays = [np.asarray(c, dtype=object) for c in columns]
    n = len(arrays[0]) if arrays else 0
    value = metric(*columns)
    if n < 2:
        return Interval(value, math.nan, math.nan)
    rng = np.random.default_rng(seed)
    draws = []
    for _ in range(resamples):
        idx = rng.integers(0, n, n)
        v = metric(*(a[idx].tolist() for a in arrays))
        if not math.isnan(v):
            draws.append(v)
    if not draws:
        return Interval(value, math.nan, math.nan)
    tail = (1 - level) / 2 * 100
    low, high = np.percentile(draws, [tail, 100 - tail])
    return Interval(value, float(low), float(high))


@dataclass(frozen=True)
class VerdictCheck:
    """How a run's verdicts compare with expected ones (``check_verdicts``).

    Attributes:
        right: verdicts that match their expectation.
        total: verdicts compared (items, plus criteria for rubric rows).
        wrong: ``(id, what, expected)`` for each miss: ``what`` is ``"item"`` or a criterion.
        unscored: ids of labelled rows without a score (never counted right).
    """

    right: int
    total: int
    wrong: tuple[tuple[str, str, bool], ...]
    unscored: tuple[str, ...]

    @property
    def rate(self) -> float:
        """right / total (nan when nothing was compared)."""
        return self.right / self.total if self.total else math.nan


def _step_criteria(row: dict[str, object], step: str) -> list[Any]:
    """``details[step]["criteria"]`` of a results row, or [] when it has none."""
    details = row.get("details")
    result = details.get(step) if isinstance(details, dict) else None
    criteria = result.get("criteria") if isinstance(result, dict) else None
    return list(criteria) if isinstance(criteria, list) else []


def _criteria_verdicts(row: dict[str, object]) -> list[tuple[str, bool]]:
    return [
        (str(c.get("criterion")), bool(c.get("satisfied")))
        for c in _step_criteria(row, "analyze_step_result")
    ]


def check_verdicts(rows: Sequence[dict[str, object]], expected: dict[str, object]) -> VerdictCheck:
    """Compare results rows with expected verdicts, by item id.

    ``expected[id]`` is a bool (the item passes) or, for a rubric row, a list of bools, one per
    criterion in rubric order: each criterion's verdict is compared, and the item's expected
    pass is that every *required* criterion is met. Rows without an expectation are ignored; an
    expected row that is unscored counts as wrong for the item and each of its criteria.

    Args:
        rows: results rows as written to a results file (``id``, ``passed``, ``details``).
        expected: the expected verdicts by id.

    Returns:
        The tally (``VerdictCheck``).
    """
    right = total = 0
    wrong: list[tuple[str, str, bool]] = []
    unscored: list[str] = []
    for row in rows:
        rid = str(row.get("id"))
        if rid not in expected:
            continue
        want = expected[rid]
        per_criterion = list(want) if isinstance(want, list) else []
        verdicts = _criteria_verdicts(row)
        if per_criterion:
            required = [
                c.get("required", True) if isinstance(c, dict) else True
                for c in _step_criteria(row, "preprocess_step_result")
            ] or [True] * len(per_criterion)
            item_want = all(w for w, req in zip(per_criterion, required) if req)
        else:
            item_want = bool(want)
        if row.get("passed") is None:
            unscored.append(rid)
        checks: list[tuple[str, bool, object]] = [("item", item_want, row.get("passed"))]
        for k, w in enumerate(per_criterion):
            found = verdicts[k] if k < len(verdicts) else None
            name = found[0] if found else f"criterion {k + 1}"
            checks.append((name, bool(w), found[1] if found else None))
        for what, w, outcome in checks:
            total += 1
            if outcome is not None and bool(outcome) == w:
                right += 1
            else:
                wrong.append((rid, what, w))
    return VerdictCheck(right, total, tuple(wrong), tuple(unscored))
