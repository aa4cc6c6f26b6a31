"""The run summary: per-scorer means, pass rates and error counts over score records."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from localjudge.types import ScoreRecord

_COUNTS = (
    "items",
    "scored",
    "unscored",
    "passed",
    "judge_errors",
    "input_errors",
    "target_errors",
    "cache_hits",
)
_ERROR_COUNT = {"judge": "judge_errors", "target": "target_errors", "input": "input_errors"}


class EvalSummary:
    """Accumulates score records item by item; ``run_evals``, the runner and reports share it.

    Args:
        scorer_ids: scorers to report even if no record of theirs arrives.
    """

    def __init__(self, scorer_ids: Iterable[str] = ()) -> None:
        self.total_items = 0
        self.trace_seconds = 0.0
        self._stats: dict[str, dict[str, int]] = {}
        self._sums: dict[str, float] = {}
        for sid in scorer_ids:
            self._stats_for(sid)

    def _stats_for(self, scorer_id: str) -> dict[str, int]:
        if scorer_id not in self._stats:
            self._stats[scorer_id] = dict.fromkeys(_COUNTS, 0)
            self._sums[scorer_id] = 0.0
        return self._stats[scorer_id]

    def add(self, records: Iterable[ScoreRecord]) -> None:
        """Fold in one item's records (one per scorer)."""
        self.total_items += 1
        for rec in records:
            st = self._stats_for(rec.scorer)
            st["items"] += 1
            if rec.score is None:
                st["unscored"] += 1
                # A record without a kind is an input error: nothing says a judge was asked.
                st[_ERROR_COUNT.get(rec.error_kind or "input", "input_errors")] += 1
            else:
                st["scored"] += 1
                st["passed"] += int(bool(rec.passed))
                self._sums[rec.scorer] += rec.score
            st["cache_hits"] += int(rec.cached)
            self.trace_seconds += rec.seconds

    def scores(self) -> dict[str, float | None]:
        """Scorer id → mean score over scored items (None when none was scored)."""
        return {sid: self._mean(sid) for sid in self._stats}

    def _mean(self, scorer_id: str) -> float | None:
        scored = self._stats[scorer_id]["scored"]
        return self._sums[scorer_id] / scored if scored else None

    def report(self, seconds: float | None = None) -> dict[str, Any]:
        """The summary dict (its keys are documented on ``run_evals``).

        Args:
            seconds: the run's wall time; None takes the sum of the records' trace times (a
                report read back from a results file has no wall time).
        """
        secs = self.trace_seconds if seconds is None else seconds
        per: dict[str, dict[str, Any]] = {}
        for sid, st in self._stats.items():
            per[sid] = {
                **st,
                "mean": self._mean(sid),
                "pass_rate": st["passed"] / st["scored"] if st["scored"] else None,
            }
        totals = {
            key: sum(st[key] for st in self._stats.values())
            for key in ("scored", "unscored", "judge_errors", "input_errors", "target_errors")
        }
        return {
            "total_items": self.total_items,
            **totals,
            "cache_hits": sum(st["cache_hits"] for st in self._stats.values()),
            "seconds": secs,
            "items_per_second": self.total_items / secs if secs > 0 else None,
            "per_scorer": per,
        }


def summarize(records: Iterable[ScoreRecord], seconds: float | None = None) -> dict[str, Any]:
    """The summary of finished records (grouped into items by id, in first-seen order).

    When any record carries a label, the summary also has ``agreement``: the judge measured
    against the labels (``localjudge.labels.label_agreement``).
    """
    records = list(records)
    by_item: dict[str, list[ScoreRecord]] = {}
    for rec in records:
        by_item.setdefault(rec.id, []).append(rec)
    summary = EvalSummary()
    for item_records in by_item.values():
        summary.add(item_records)
    report = summary.report(seconds)
    if any(rec.label is not None for rec in records):
        from localjudge.labels import label_agreement

        report["agreement"] = label_agreement(records)
    return report


__all__ = ["EvalSummary", "summarize"]
