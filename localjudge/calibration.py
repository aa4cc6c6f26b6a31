"""Decision thresholds fitted on labelled data, and the judge calibrations the catalog ships.

A small judge's probabilities are not calibrated: the 0.5B reference judge puts P(true) above
0.5 for most rubric criteria, met or not, and a similarity score of 0.5 means something
different for each judge. Deciding at a threshold fitted on labelled data, per judge and
scorer, turns its ranking into verdicts people agree with. ``fit_threshold`` is the one
fitting code path: ``scripts/fit_calibration.py`` uses it on the dev sets for the catalog's
judges; a user-facing ``calibrate`` command uses it on the user's own labels.

A calibration is looked up by the judge's model sha256 (never by its alias, which a user may
point at another file), the scorer's prompt-template version and the options it was fitted
with: a fit for another prompt says nothing about this one, so it is ignored. Two places hold
fits, looked up in this order:

- **profiles** the user fitted with ``localjudge calibrate`` on their own labels
  (``localjudge.profiles``: one JSON file per judge and scorer beside the model catalog). A
  profile for this judge's file name that was fitted for another model file (sha256), prompt
  version or options is ignored with a ``LocalJudgeWarning`` that says how to refit;
- the **catalog**'s fits, made on public labelled data (``scripts/fit_calibration.py``), with
  their provenance and figures beside them.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from localjudge.agreement import balanced_accuracy
from localjudge.errors import ConfigError
from localjudge.profiles import calibration_dir, find_profile, profile_path, save_profile

__all__ = [
    "Agreement",
    "Calibration",
    "RunFit",
    "ThresholdFit",
    "calibrated_threshold",
    "calibration_dir",
    "calibration_target",
    "find_calibration",
    "fit_entry",
    "fit_run",
    "fit_threshold",
    "profile_path",
    "save_profile",
]


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
        cv_predicted: per item, its held-out verdict (decided at the threshold fitted on the
            other folds), or None where no fold could decide it; for further held-out figures.
    """

    threshold: float
    balanced_accuracy: float
    cv_balanced_accuracy: float
    default_balanced_accuracy: float
    n: int
    cv_predicted: tuple[bool | None, ...] = ()


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
        cv_predicted=tuple(
            bool(p) if h else None for p, h in zip(predicted.tolist(), held_out.tolist())
        ),
    )


def fit_entry(
    scorer: str, template_version: str, key: str, fit: ThresholdFit, fitted_on: str
) -> dict[str, Any]:
    """A fit as the catalog and profiles store it: what it applies to, the threshold, and its
    provenance and figures (balanced accuracy at 0.5, at the fit, cross-validated)."""

    def r(x: float) -> float | None:
        return None if math.isnan(x) else round(x, 4)

    return {
        "scorer": scorer,
        "template_version": template_version,
        "key": key,
        "threshold": round(fit.threshold, 4),
        "fitted_on": fitted_on,
        "n": fit.n,
        "balanced_accuracy_at_0.5": r(fit.default_balanced_accuracy),
        "balanced_accuracy_fitted": r(fit.balanced_accuracy),
        "balanced_accuracy_cv": r(fit.cv_balanced_accuracy),
        "date": datetime.date.today().isoformat(),
    }


@dataclass(frozen=True)
class Calibration:
    """A fitted threshold that applies to a run, and where it came from.

    Attributes:
        threshold: the fitted threshold.
        source: ``"profile"`` (the user's, fitted with ``localjudge calibrate``) or
            ``"catalog"`` (shipped, fitted on public labelled data).
        path: the profile file (profiles only).
    """

    threshold: float
    source: str
    path: str | None = None

    @property
    def label(self) -> str:
        """How traces name it: ``catalog`` or ``profile:<path>``."""
        return f"profile:{self.path}" if self.source == "profile" else self.source


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
        scorer: the scorer id (``rubric``, ``answer-similarity``).
        template_version: the scorer's prompt-template version; a fit for another is ignored.
        key: what the threshold applies to within the scorer (e.g. the reasoning mode).
    """
    if not sha256:
        return None
    for s, version, k, threshold in _calibrations(sha256):
        if s == scorer and version == template_version and k == key:
            return threshold
    return None


def find_calibration(
    model: str | None, sha256: str | None, scorer: str, template_version: str, key: str = ""
) -> Calibration | None:
    """The fit that applies to a judge, scorer, prompt version and options: the user's
    profile for this judge (``localjudge calibrate``), else the catalog's; None without one.

    Args:
        model: the judge's name (``JudgeInfo.name``), which names its profile file.
        sha256: the judge's model file sha256 (None: an unidentified judge, no calibration).
        scorer: the scorer id.
        template_version: the scorer's prompt-template version.
        key: the options the fit must have been made with (the scorer's calibration key).
    """
    if not sha256:
        return None
    if model:
        found = find_profile(model, sha256, scorer, template_version, key)
        if found is not None:
            return Calibration(found[0], "profile", found[1])
    threshold = calibrated_threshold(sha256, scorer, template_version, key)
    return None if threshold is None else Calibration(threshold, "catalog")


# ---------------------------------------------------------------- fitting on a labelled run


@dataclass(frozen=True)
class Agreement:
    """Verdicts against labels: what ``localjudge calibrate`` prints before and after."""

    balanced_accuracy: float
    accuracy: float
    kappa: float
    n: int


@dataclass(frozen=True)
class RunFit:
    """A threshold fitted on a labelled run (``fit_run``) and what it changes.

    Attributes:
        entry: the fit as a profile stores it (``fit_entry``): scorer, prompt version, key.
        fit: the fit itself, with its cross-validation.
        level: what was labelled: ``criterion`` (rubric) or ``item``.
        items: labelled items the fit used.
        before: agreement at ``before_threshold``, on every labelled unit (a fixed threshold
            has nothing to hold out).
        after: agreement of the held-out verdicts, each fold decided at a threshold fitted
            on the other folds (what the fit can be expected to do on new data).
        before_threshold: the threshold the run would use without the user's profile.
        before_source: where it came from (``calibration`` for the catalog's, ``default``).
        replaces: the user's profile in use for this judge and scorer, which saving the fit
            replaces (None: none).
    """

    entry: dict[str, Any]
    fit: ThresholdFit
    level: str
    items: int
    before: Agreement
    after: Agreement
    before_threshold: float
    before_source: str
    replaces: Calibration | None = None

    @property
    def improves(self) -> bool:
        """Whether the held-out verdicts agree with people at least as well as before."""
        return self.after.balanced_accuracy >= self.before.balanced_accuracy - 1e-12


def _agreement(predicted: Sequence[bool], labels: Sequence[bool]) -> Agreement:
    from localjudge.agreement import accuracy, cohen_kappa

    return Agreement(
        balanced_accuracy(predicted, labels),
        accuracy(predicted, labels),
        cohen_kappa(predicted, labels),
        len(labels),
    )


def calibration_target(scorer: Any) -> tuple[str, str, str, float, str, Calibration | None]:
    """What a fit for ``scorer`` applies to and what it is measured against: ``(scorer id,
    prompt version, key, the threshold without a profile, its source, the profile in use)``.

    A new fit is compared with the threshold the run would have without the user's profile
    (the catalog's, else the default): a profile fitted on the same data would look better
    on it than it is.

    Raises:
        ConfigError: the scorer has no threshold a fit could set.
    """
    from localjudge.scorers.rubric import RubricOptions

    options = getattr(scorer, "options", None)
    if scorer.id == "rubric" and isinstance(options, RubricOptions):
        from localjudge.scorers.prompts import rubric as prompts

        if options.threshold is not None:
            raise ConfigError("the rubric's threshold option is set: a fit would not be used")
        sid, version, key, default = (
            "rubric",
            prompts.TEMPLATE_VERSION,
            options.calibration_key(),
            0.5,
        )
    elif scorer.calibration_key is None:
        raise ConfigError(
            f"scorer {scorer.id!r} has no fitted threshold to calibrate (a fixed pass "
            "threshold, or calibration turned off)"
        )
    else:
        sid, version, key = scorer.id, scorer.template_version, scorer.calibration_key
        default = scorer.pass_threshold
    info = scorer.judge.info
    current = find_calibration(info.name, info.sha256, sid, version, key)
    profile = current if current is not None and current.source == "profile" else None
    shipped = calibrated_threshold(info.sha256, sid, version, key)
    if shipped is None:
        return sid, version, key, default, "default", profile
    return sid, version, key, shipped, "calibration", profile


def fit_run(
    records: Sequence[Any], scorer: Any, *, fitted_on: str, folds: int = 5, seed: int = 0
) -> RunFit:
    """Fit ``scorer``'s decision threshold on a labelled run's records.

    The rubric is fitted per criterion on the judge's P(true) (criteria decided by code keep
    their verdicts, entering as 1 or 0), and needs a label per criterion (items labelled as a
    whole are left out of the fit); other scorers are fitted per item on the score as a
    fraction of the scale. Folds never split an item.

    Raises:
        ConfigError: no usable labels, labels of one class only, or a scorer without a
            threshold to fit.
    """
    from localjudge.labels import label_units

    sid, version, key, before_t, before_source, profile = calibration_target(scorer)
    level = "criterion" if sid == "rubric" else "item"
    scores: list[float] = []
    labels: list[bool] = []
    groups: list[str] = []
    other_level = 0
    for rec in records:
        if rec.scorer != sid:
            continue
        try:
            units = label_units(rec)
        except ValueError:
            continue  # the run's summary reports unreadable labels
        for u in units:
            if u.label is None or u.score is None:
                continue
            if u.level != level:
                other_level += 1  # a rubric item labelled as a whole says nothing per criterion
                continue
            judged = u.decided_by in (None, "judge")
            scores.append(u.score if judged else float(u.predicted))
            labels.append(bool(u.label))
            groups.append(u.item)
    if not labels and other_level:
        raise ConfigError(
            "the rubric is calibrated per criterion; give a label per criterion (a list in "
            "rubric order, or a mapping by criterion text), not one per item"
        )
    if len(set(labels)) < 2:
        kind = "criteria" if level == "criterion" else "items"
        raise ConfigError(
            f"calibrating needs labelled {kind} of both kinds (met and not met); "
            f"found {len(labels)} labelled, {sum(labels)} positive"
        )
    fit = fit_threshold(scores, labels, folds=folds, seed=seed, groups=groups)
    held = [(p, y) for p, y in zip(fit.cv_predicted, labels) if p is not None]
    before = _agreement([s >= before_t for s in scores], labels)
    after = _agreement([p for p, _ in held], [y for _, y in held])
    entry = fit_entry(sid, version, key, fit, fitted_on)
    return RunFit(
        entry, fit, level, len(set(groups)), before, after, before_t, before_source, profile
    )
