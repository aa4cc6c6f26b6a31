"""Decision thresholds fitted on labelled data, and the judge calibrations the catalog ships.

A small judge's probabilities are not calibrated: the 0.5B reference judge puts P(true) above
0.5 for most rubric criteria, met or not, and a similarity score of 0.5 means something
different for each judge. Deciding at a threshold fitted on labelled data, per judge and
scorer, turns its ranking into verdicts people agree with. ``fit_threshold`` is the one
fitting code path: ``scripts/fit_calibration.py`` uses it on the dev sets for the catalog's
judges; a user-facing ``calibrate`` command uses it on the user's own labels.

A calibration is looked up by the judge's model sha256 (never by its alias, which a user may
point at another file) and the scorer's prompt-template version: a fit for another prompt
says nothing about this one, so it is ignored.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from localjudge.agreement import balanced_accuracy

__all__ = ["ThresholdFit", "calibrated_threshold", "fit_threshold"]


@dataclass(frozen=True)
class ThresholdFit:
    """A decision threshold fitted on labelled scores.

    Attributes:
        threshold: decide positive when the score reaches this.
        balanced_accuracy: on the data it was fitted on (optimistic).
        cv_balanced_accuracy: on held-out folds, each decided at a threshold fitted without
            it (what to expect on new data); nan with too few items.
        default_balanced_accuracy: at the default threshold, on the same data.
        n: labelled items.
    """

    threshold: float
    balanced_accuracy: float
    cv_balanced_accuracy: float
    default_balanced_accuracy: float
    n: int


def _best_threshold(scores: np.ndarray, labels: np.ndarray) -> float:
    """The threshold with the highest balanced accuracy (ties: the one nearest the middle)."""
    values = np.unique(scores)
    candidates = np.concatenate(([values[0] - 1e-9], (values[:-1] + values[1:]) / 2))
    best, best_t = -1.0, float(candidates[0])
    middle = float(np.median(values))
    for t in candidates:
        ba = balanced_accuracy(list(scores >= t), list(labels))
        if math.isnan(ba):
            continue
        if ba > best + 1e-12 or (
            abs(ba - best) <= 1e-12 and abs(t - middle) < abs(best_t - middle)
        ):
            best, best_t = ba, float(t)
    return best_t


def fit_threshold(
    scores: Sequence[float],
    labels: Sequence[bool],
    *,
    default: float = 0.5,
    folds: int = 5,
    seed: int = 0,
    groups: Sequence[Any] | None = None,
) -> ThresholdFit:
    """Fit the threshold that maximises balanced accuracy, with a cross-validated estimate.

    Args:
        scores: the judge's scores (a similarity score, a criterion's P(true)).
        labels: the people's verdicts.
        default: the threshold used without a fit (reported for comparison).
        folds: cross-validation folds (items shuffled with ``seed``).
        seed: shuffling seed, so the estimate is reproducible.
        groups: optional group per score (e.g. the item a criterion belongs to): folds never
            split a group, so criteria of one item are never on both sides.

    Raises:
        ValueError: fewer than two items, lengths differ, or one class only.
    """
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=bool)
    if len(s) != len(y) or len(s) < 2:
        raise ValueError("fit_threshold needs two or more scores with one label each")
    if y.all() or not y.any():
        raise ValueError("fit_threshold needs both positive and negative labels")
    threshold = _best_threshold(s, y)
    keys = list(range(len(s))) if groups is None else list(groups)
    distinct = list(dict.fromkeys(keys))
    rng = np.random.default_rng(seed)
    order = [distinct[i] for i in rng.permutation(len(distinct))]
    fold_of = {g: k % folds for k, g in enumerate(order)}
    held_out = np.zeros(len(s), dtype=bool)
    predicted = np.zeros(len(s), dtype=bool)
    for k in range(folds):
        test = np.array([fold_of[g] == k for g in keys])
        train = ~test
        if not test.any() or y[train].all() or not y[train].any():
            continue
        t = _best_threshold(s[train], y[train])
        predicted[test] = s[test] >= t
        held_out[test] = True
    cv = (
        balanced_accuracy(list(predicted[held_out]), list(y[held_out]))
        if held_out.sum() >= 2
        else math.nan
    )
    return ThresholdFit(
        threshold=threshold,
        balanced_accuracy=balanced_accuracy(list(s >= threshold), list(y)),
        cv_balanced_accuracy=cv,
        default_balanced_accuracy=balanced_accuracy(list(s >= default), list(y)),
        n=len(s),
    )


@lru_cache(maxsize=64)
def _calibrations(sha256: str) -> tuple[tuple[str, str, str, float], ...]:
    from localjudge.catalog import load_catalog

    out = []
    for entry in load_catalog().values():
        if entry.sha256 != sha256:
            continue
        for fit in entry.calibration:
            out.append((str(fit["scorer"]), str(fit.get("template_version", "")),
                        str(fit.get("key", "")), float(fit["threshold"])))  # fmt: skip
    return tuple(out)


def calibrated_threshold(
    sha256: str | None, scorer: str, template_version: str, key: str = ""
) -> float | None:
    """The catalog's fitted threshold for this judge, scorer and prompt version, if any.

    Args:
        sha256: the judge's model file sha256 (None: an unidentified judge, no calibration).
        scorer: ``rubric`` or ``similarity``.
        template_version: the scorer's prompt-template version; a fit for another is ignored.
        key: what the threshold applies to within the scorer (e.g. the reasoning mode).
    """
    if not sha256:
        return None
    for s, version, k, threshold in _calibrations(sha256):
        if s == scorer and version == template_version and k == key:
            return threshold
    return None
