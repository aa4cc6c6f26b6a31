"""Labels in a run: how far to trust the judge on the user's own data.

An item may carry the people's verdict on it (``run_evals(labels=...)``, ``localjudge score
--labels FIELD``). A label is one of:

- a bool for the item: does it pass? (any scorer; CSV's ``true``/``false``/``yes``/``no``/``1``/
  ``0`` count too);
- for the rubric, a bool per criterion: a list in rubric order, or a mapping criterion text →
  bool (criteria left out are unlabelled). A rubric whose criteria are mappings may carry each
  criterion's label under the label field's own name (``{"description": ..., "label": true}``);
- a float in [0, 1] (graded similarity): a positive when it is 0.5 or more, and ranked as is.

Each labelled record becomes *units*: the item itself, or each of its criteria. Per scorer and
level (``item`` or ``criterion``) ``label_agreement`` reports accuracy, balanced accuracy,
Cohen's κ, ROC-AUC and Spearman of the judge's score (a criterion's P(true)), the confusion
matrix, a reliability table (stated confidence against observed agreement, with the expected
calibration error), and the **bias-corrected pass rate**: the pass rate over every scored unit,
labelled or not, corrected by the judge's sensitivity and specificity measured on the labelled
ones (Rogan–Gladen: ``(p + specificity − 1) / (sensitivity + specificity − 1)``, clipped to
[0, 1]) with a bootstrap interval. Unscored items and unlabelled units are left out of the
agreement figures and counted; a label that cannot be read is reported with the item's id and
the item still counts as scored.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from localjudge.agreement import (
    accuracy,
    balanced_accuracy,
    bootstrap,
    cohen_kappa,
    confusion,
    roc_auc,
    spearman,
)
from localjudge.types import ScoreRecord

__all__ = [
    "LabelledRun",
    "LabelledUnit",
    "Labels",
    "agreement_lines",
    "collect_units",
    "figure_rows",
    "item_label",
    "label_agreement",
    "label_units",
    "reliability",
]

Labels = str | Callable[[Any], Any] | Mapping[str, str | Callable[[Any], Any] | None] | None
"""Where an item's label is: the name of its field, a function of the item, or a mapping
scorer id → either (each scorer's labels from its own field); None: no labels."""

_TRUE = ("true", "yes", "1", "pass", "passed")
_FALSE = ("false", "no", "0", "fail", "failed")


def item_label(item: Any, labels: str | Callable[[Any], Any]) -> Any:
    """The label an item carries (None: unlabelled), as given; read by ``label_units``.

    With a field name: the item's field, else (a rubric of mappings) the list of each
    criterion's value under that name, when at least one criterion has one.
    """
    if callable(labels):
        return labels(item)
    if not isinstance(item, Mapping):
        return None
    if item.get(labels) is not None:
        return item[labels]
    rubric = item.get("rubric")
    if isinstance(rubric, list) and any(isinstance(c, Mapping) and labels in c for c in rubric):
        return [c.get(labels) if isinstance(c, Mapping) else None for c in rubric]
    return None


@dataclass(frozen=True)
class LabelledUnit:
    """One verdict the judge and people both gave: an item, or one of its rubric criteria.

    Attributes:
        item: the item's id.
        level: ``item`` or ``criterion``.
        predicted: the judge's verdict (passed, or the criterion met).
        label: the people's verdict (None: this unit is unlabelled).
        score: the judge's score for ranking (a fraction of the scale, or P(true)).
        confidence: the confidence stated with the verdict (None: none stated).
        graded: the label as a number when it was given as one (similarity), else None.
        subject: the criterion's text (criterion units).
        decided_by: who decided a criterion (``judge``, ``check``, ``coverage``).
    """

    item: str
    level: str
    predicted: bool
    label: bool | None
    score: float | None
    confidence: float | None = None
    graded: float | None = None
    subject: str | None = None
    decided_by: str | None = None


def _as_bool(value: Any) -> bool | None:
    """A bool label, or None when ``value`` is not one."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE + _FALSE:
        return value.strip().lower() in _TRUE
    return None


def _as_graded(value: Any) -> float | None:
    """A graded label in [0, 1] (numbers and numeric text), or None."""
    if isinstance(value, bool):
        return None
    try:
        x = float(value)
    except (TypeError, ValueError):
        return None
    return x if 0.0 <= x <= 1.0 else None


def _criterion_units(
    rec: ScoreRecord, verdicts: list[Mapping[str, Any]], label: Any
) -> list[LabelledUnit]:
    texts = [str(v.get("criterion")) for v in verdicts]
    if isinstance(label, list):
        if len(label) != len(verdicts):
            raise ValueError(
                f"{len(label)} criterion labels for a rubric of {len(verdicts)} criteria"
            )
        given: list[Any] = list(label)
    else:
        unknown = [k for k in label if str(k) not in texts]
        if unknown:
            raise ValueError(f"labels for criteria not in the rubric: {unknown[0]!r}")
        given = [label.get(t) for t in texts]
    units = []
    for i, (v, raw) in enumerate(zip(verdicts, given)):
        value = None if raw is None else _as_bool(raw)
        if raw is not None and value is None:
            raise ValueError(f"criterion {i + 1}'s label must be true or false, not {raw!r}")
        met = bool(v.get("satisfied"))
        conf = v.get("confidence")
        conf = float(conf) if isinstance(conf, (int, float)) else None
        units.append(
            LabelledUnit(
                item=rec.id,
                level="criterion",
                predicted=met,
                label=value,
                # The verdict's confidence is P(the verdict), so P(met) follows from it.
                score=None if conf is None else (conf if met else 1.0 - conf),
                confidence=conf,
                subject=texts[i],
                decided_by=str(v.get("decided_by") or "judge"),
            )
        )
    return units


def label_units(rec: ScoreRecord, level: str | None = None) -> list[LabelledUnit]:
    """The units a scored record yields: its criteria for per-criterion labels, else itself.

    Args:
        rec: the record (an unscored one yields no units).
        level: for an unlabelled record, the level to yield unlabelled units at (``criterion``
            when the run's other items are labelled per criterion); default ``item``.

    Raises:
        ValueError: the record's label cannot be read (the message says why).
    """
    if rec.score is None or rec.passed is None:
        return []
    label = rec.label
    verdicts = [c for c in (rec.analysis or {}).get("criteria") or [] if isinstance(c, Mapping)]
    if label is None and level == "criterion" and verdicts:
        label = [None] * len(verdicts)
    if isinstance(label, (list, Mapping)):
        if not verdicts:
            raise ValueError("per-criterion labels, but the result has no criterion verdicts")
        return _criterion_units(rec, verdicts, label)
    value, graded = _as_bool(label), None
    if label is not None and value is None:
        graded = _as_graded(label)
        if graded is None:
            raise ValueError(
                f"a label must be true/false, a number in [0, 1], or per-criterion; not {label!r}"
            )
        value = graded >= 0.5
    scale = rec.scale or 1.0
    return [
        LabelledUnit(
            item=rec.id,
            level="item",
            predicted=bool(rec.passed),
            label=value,
            score=rec.score / scale,
            confidence=rec.confidence,
            graded=graded,
        )
    ]


def reliability(
    confidences: Sequence[float], agreed: Sequence[bool], bins: int = 10
) -> tuple[list[dict[str, Any]], float]:
    """Stated confidence against observed agreement, in equal-width bins over [0, 1].

    Returns:
        The non-empty bins (``low``, ``high``, ``n``, ``confidence``: the mean stated,
        ``agreement``: the share agreeing with people) and the expected calibration error
        (the bins' |agreement − confidence|, weighted by their share of verdicts; nan with none).
    """
    c = np.clip(np.asarray(confidences, dtype=float), 0.0, 1.0)
    a = np.asarray(agreed, dtype=bool)
    index = np.minimum((c * bins).astype(int), bins - 1)
    out, ece = [], 0.0
    for b in range(bins):
        mask = index == b
        n = int(mask.sum())
        if not n:
            continue
        conf, agree = float(c[mask].mean()), float(a[mask].mean())
        out.append(
            {
                "low": b / bins,
                "high": (b + 1) / bins,
                "n": n,
                "confidence": conf,
                "agreement": agree,
            }
        )
        ece += n / len(c) * abs(agree - conf)
    return out, (ece if len(c) else math.nan)


def _corrected(predicted: Sequence[object], labels: Sequence[object]) -> float:
    """Rogan–Gladen: the observed pass rate over all units, corrected by the sensitivity and
    specificity on the labelled ones (nan when the judge is no better than chance)."""
    p = np.asarray(predicted, dtype=bool)
    known = np.array([x is not None for x in labels])
    if not known.any() or not len(p):
        return math.nan
    y = np.array([bool(x) for x in np.asarray(labels, dtype=object)[known]])
    pk = p[known]
    if y.all() or not y.any():
        return math.nan
    sens = float(pk[y].mean())
    spec = float((~pk[~y]).mean())
    denom = sens + spec - 1.0
    if denom <= 1e-9:
        return math.nan
    return float(min(max((float(p.mean()) + spec - 1.0) / denom, 0.0), 1.0))


def _finite(x: float) -> float | None:
    return None if math.isnan(x) else float(x)


def _figures(units: list[LabelledUnit], resamples: int, seed: int) -> dict[str, Any]:
    """The agreement figures of one scorer's units at one level."""
    known = [u for u in units if u.label is not None]
    pred = [u.predicted for u in known]
    lab = [bool(u.label) for u in known]
    scored = [u for u in known if u.score is not None]
    scores = [float(u.score or 0.0) for u in scored]
    # Graded labels are ranked as given; bool labels as 0/1.
    all_graded = all(u.graded is not None for u in scored)
    rank_target = [
        float(u.graded if all_graded and u.graded is not None else bool(u.label)) for u in scored
    ]
    stated = [u for u in known if u.confidence is not None]
    bins, ece = reliability(
        [float(u.confidence) for u in stated if u.confidence is not None],
        [u.predicted == u.label for u in stated],
    )
    cm = confusion(pred, lab) if known else None
    corrected = bootstrap(
        _corrected,
        [u.predicted for u in units],
        [u.label for u in units],
        resamples=resamples,
        seed=seed,
    )
    sens = cm.tp / (cm.tp + cm.fn) if cm and cm.tp + cm.fn else math.nan
    spec = cm.tn / (cm.tn + cm.fp) if cm and cm.tn + cm.fp else math.nan
    return {
        "labelled": len(known),
        "unlabelled": len(units) - len(known),
        "accuracy": _finite(accuracy(pred, lab)) if known else None,
        "balanced_accuracy": _finite(balanced_accuracy(pred, lab)) if known else None,
        "kappa": _finite(cohen_kappa(pred, lab)) if known else None,
        "roc_auc": _finite(roc_auc(scores, [bool(u.label) for u in scored])) if scored else None,
        "spearman": _finite(spearman(scores, rank_target)) if len(scored) >= 3 else None,
        "confusion": None if cm is None else {"tp": cm.tp, "fp": cm.fp, "fn": cm.fn, "tn": cm.tn},
        "sensitivity": _finite(sens),
        "specificity": _finite(spec),
        "reliability": bins,
        "ece": _finite(ece) if stated else None,
        "pass_rate": float(np.mean([u.predicted for u in units])) if units else None,
        "labelled_pass_rate": float(np.mean(lab)) if known else None,
        "corrected_pass_rate": _finite(corrected.value),
        "corrected_interval": None
        if math.isnan(corrected.low)
        else [float(corrected.low), float(corrected.high)],
    }


@dataclass
class LabelledRun:
    """A run's records as units, per scorer (``collect_units``).

    Attributes:
        units: scorer id → level (``item``, ``criterion``) → its units, labelled or not.
        counts: scorer id → ``items`` (labelled), ``unlabelled_items``, ``unscored_items``,
            ``label_errors`` (``[{"id", "problem"}]``: labels that could not be read).
    """

    units: dict[str, dict[str, list[LabelledUnit]]]
    counts: dict[str, dict[str, Any]]


def collect_units(records: Iterable[ScoreRecord]) -> LabelledRun:
    """Every scored record as units, at the level its scorer's labels were given at."""
    counts: dict[str, dict[str, Any]] = {}
    labelled: dict[str, list[LabelledUnit]] = {}
    unlabelled: dict[str, list[ScoreRecord]] = {}
    for rec in records:
        st = counts.setdefault(
            rec.scorer,
            {"items": 0, "unlabelled_items": 0, "unscored_items": 0, "label_errors": []},
        )
        if rec.score is None:
            st["unscored_items"] += 1
            continue
        try:
            found = label_units(rec)
        except ValueError as exc:
            st["label_errors"].append({"id": rec.id, "problem": str(exc)})
            found = []
        if any(u.label is not None for u in found):
            st["items"] += 1
            labelled.setdefault(rec.scorer, []).extend(found)
        else:
            st["unlabelled_items"] += 1
            unlabelled.setdefault(rec.scorer, []).append(rec)
    units: dict[str, dict[str, list[LabelledUnit]]] = {}
    for sid in counts:
        mine = labelled.get(sid, [])
        levels = [lv for lv in ("item", "criterion") if any(u.level == lv for u in mine)]
        # Unlabelled items still count in the pass rate the labels correct, at the level the
        # labelled ones were given at.
        for rec in unlabelled.get(sid, []):
            mine += label_units(
                rec.model_copy(update={"label": None}), levels[-1] if levels else None
            )
        units[sid] = {lv: [u for u in mine if u.level == lv] for lv in levels}
    return LabelledRun(units, counts)


def label_agreement(
    records: Iterable[ScoreRecord], *, resamples: int = 1000, seed: int = 0
) -> dict[str, Any]:
    """How the judge's verdicts agree with the labels the records carry.

    Returns:
        ``{scorer id: {"items": labelled items, "unlabelled_items": scored items without a
        label, "unscored_items": ..., "label_errors": [{"id", "problem"}, ...], "levels":
        {"item" | "criterion": figures}}}``; the figures are those of the module docstring
        (``labelled``, ``unlabelled``, ``accuracy``, ``balanced_accuracy``, ``kappa``,
        ``roc_auc``, ``spearman``, ``confusion``, ``sensitivity``, ``specificity``,
        ``reliability``, ``ece``, ``pass_rate``, ``labelled_pass_rate``,
        ``corrected_pass_rate``, ``corrected_interval``); undefined figures are None. Scorers
        with no label at all are left out.
    """
    run = collect_units(records)
    out = {}
    for sid, st in run.counts.items():
        levels = {lv: _figures(us, resamples, seed) for lv, us in run.units[sid].items()}
        if levels or st["label_errors"]:
            out[sid] = {**st, "levels": levels}
    return out


def _f(x: float | None, digits: int = 3) -> str:
    return "—" if x is None else f"{x:.{digits}f}"


def _p(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def figure_rows(fig: Mapping[str, Any], level: str) -> list[tuple[str, str]]:
    """One level's figures as (name, value) text pairs, for the CLI and the HTML report."""
    rate = "met rate" if level == "criterion" else "pass rate"
    interval = fig["corrected_interval"]
    corrected = _p(fig["corrected_pass_rate"]) + (
        "" if interval is None else f" [{_p(interval[0])}, {_p(interval[1])}]"
    )
    cm = fig["confusion"] or {}
    return [
        ("accuracy", _f(fig["accuracy"])),
        ("balanced accuracy", _f(fig["balanced_accuracy"])),
        ("Cohen's κ", _f(fig["kappa"])),
        ("ROC-AUC of the score", _f(fig["roc_auc"])),
        ("Spearman of the score", _f(fig["spearman"])),
        ("sensitivity / specificity", f"{_f(fig['sensitivity'])} / {_f(fig['specificity'])}"),
        (
            "confusion",
            f"TP {cm.get('tp', 0)}  FP {cm.get('fp', 0)}  FN {cm.get('fn', 0)}  "
            f"TN {cm.get('tn', 0)} (positive: {'met' if level == 'criterion' else 'pass'})",
        ),
        ("expected calibration error", _f(fig["ece"])),
        (f"{rate}, judged", _p(fig["pass_rate"])),
        (f"{rate}, in the labels", _p(fig["labelled_pass_rate"])),
        (f"{rate}, bias-corrected (95% interval)", corrected),
    ]


def agreement_lines(agreement: Mapping[str, Any]) -> list[str]:
    """``label_agreement``'s figures as text lines, per scorer and level (for the CLI)."""
    lines = []
    for sid, st in agreement.items():
        for level, fig in st["levels"].items():
            per = "per criterion" if level == "criterion" else "per item"
            lines.append(
                f"agreement with labels ({sid}, {per}): {fig['labelled']} labelled, "
                f"{fig['unlabelled']} unlabelled; {st['unlabelled_items']} unlabelled and "
                f"{st['unscored_items']} unscored items left out"
            )
            rows = figure_rows(fig, level)
            width = max(len(k) for k, _ in rows)
            lines += [f"  {k:<{width}}  {v}" for k, v in rows]
        if st["label_errors"]:
            first = st["label_errors"][0]
            lines.append(
                f"  {len(st['label_errors'])} label(s) unreadable ({sid}), counted unlabelled; "
                f"first: item {first['id']}: {first['problem']}"
            )
    return lines
