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

import numpy as np

__all__ = [
    "Confusion",
    "Interval",
    "accuracy",
    "balanced_accuracy",
    "bootstrap",
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
