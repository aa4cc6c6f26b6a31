"""Summaries of results rows: per-scorer means, pass rates and error counts for reports."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from localjudge.evals import EvalSummary


def row_cached(row: Mapping[str, Any]) -> bool:
    """Whether a row's verdicts all came from the cache (rows without judge calls do not count)."""
    trace = row.get("trace") or {}
    return bool(trace.get("judge_calls") and trace.get("cached"))


def summarize_rows(rows: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The run summary (as ``run_evals`` reports it) computed from results rows.

    ``total_items`` counts distinct item ids; ``seconds`` is the sum of the rows' trace times.
    """
    summary = EvalSummary([])
    ids: set[str] = set()
    seconds = 0.0
    for row in rows:
        ids.add(str(row.get("id")))
        details = row.get("details") or {}
        summary.add_one(
            str(row.get("scorer")),
            score=row.get("score"),
            passed=row.get("passed"),
            error_kind=details.get("error_kind"),
            cached=row_cached(row),
        )
        seconds += float((row.get("trace") or {}).get("seconds") or 0.0)
    report = summary.report()
    report["total_items"] = len(ids)
    report["seconds"] = seconds
    report["items_per_second"] = len(ids) / seconds if seconds > 0 else None
    return report


__all__ = ["row_cached", "summarize_rows"]
