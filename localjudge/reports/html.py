"""The HTML report: one self-contained file (inline CSS and SVG, no scripts, no external assets).

Sections: summary, score histogram, then each scorer's tables from the scorer registry (for the
rubric: per-criterion pass rates and the lowest-confidence criterion verdicts; for similarity:
the lowest-confidence pair verdicts), and every item's score and reason. All user and model text
is escaped: outputs under judgement routinely contain markup, and a report must never run it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from html import escape
from pathlib import Path
from typing import Any

from localjudge.reports._files import write_atomic
from localjudge.reports.summary import summarize
from localjudge.scorers.registry import Rate, ReportTable, Table, spec_for_id
from localjudge.types import ScoreRecord

_CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem;color:#1d1d1f}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.5rem 0}
th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f5f5f7}td.num{text-align:right;font-variant-numeric:tabular-nums}
pre{white-space:pre-wrap;margin:0;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}
.pass{color:#0a7d32;font-weight:600}.fail{color:#b3261e;font-weight:600}
.error{color:#8a5a00;font-weight:600}.muted{color:#777}
.bar{display:inline-block;height:.7rem;background:#4a7bd0;vertical-align:middle}
"""


def _e(value: Any) -> str:
    return escape("" if value is None else str(value), quote=True)


def _num(x: float | None, digits: int = 3) -> str:
    if x is None:
        return "—"
    return f"{x:.{digits}g}" if abs(x) < 1000 else f"{x:.0f}"


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def _status(rec: ScoreRecord) -> str:
    if rec.score is None:
        return f'<span class="error">{_e(rec.error_kind or "judge")} error</span>'
    if rec.passed is False:
        return '<span class="fail">fail</span>'
    return '<span class="pass">pass</span>'


def _summary_section(summary: Mapping[str, Any], meta: Mapping[str, Any]) -> str:
    head = "".join(
        f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in meta.items() if v is not None
    )
    rows = []
    for sid, st in summary["per_scorer"].items():
        rows.append(
            "<tr>"
            f"<td>{_e(sid)}</td><td class='num'>{st['items']}</td>"
            f"<td class='num'>{st['scored']}</td><td class='num'>{_num(st['mean'])}</td>"
            f"<td class='num'>{_pct(st['pass_rate'])}</td><td class='num'>{st['unscored']}</td>"
            f"<td class='num'>{st['judge_errors']}</td><td class='num'>{st['input_errors']}</td>"
            f"<td class='num'>{st['cache_hits']}</td>"
            "</tr>"
        )
    return (
        '<section id="summary"><h2>Summary</h2>'
        f"<table>{head}<tr><th>items</th><td>{summary['total_items']}</td></tr></table>"
        "<table><tr><th>scorer</th><th>items</th><th>scored</th><th>mean</th><th>pass rate</th>"
        "<th>unscored</th><th>judge errors</th><th>input errors</th><th>cache hits</th></tr>"
        + "".join(rows)
        + "</table></section>"
    )


def histogram_svg(scores: list[float], scale: float = 1.0, bins: int = 10) -> str:
    """An inline SVG bar chart of scores over ``[0, scale]`` in ``bins`` equal bins."""
    counts = [0] * bins
    for s in scores:
        i = int((s / scale) * bins) if scale else 0
        counts[min(max(i, 0), bins - 1)] += 1
    width, height, pad = 420, 160, 24
    bar_w = (width - 2 * pad) / bins
    top = max(counts) or 1
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height + 2 * pad}" '
        f'viewBox="0 0 {width} {height + 2 * pad}" role="img" aria-label="score histogram">'
    ]
    for i, c in enumerate(counts):
        h = height * c / top
        x = pad + i * bar_w
        y = pad + height - h
        lo, hi = scale * i / bins, scale * (i + 1) / bins
        parts.append(
            f'<rect x="{x + 1:.1f}" y="{y:.1f}" width="{bar_w - 2:.1f}" height="{h:.1f}" '
            f'fill="#4a7bd0"><title>{_num(lo)}–{_num(hi)}: {c}</title></rect>'
        )
        if c:
            parts.append(
                f'<text x="{x + bar_w / 2:.1f}" y="{y - 3:.1f}" font-size="10" '
                f'text-anchor="middle">{c}</text>'
            )
    base = pad + height
    parts.append(
        f'<line x1="{pad}" y1="{base}" x2="{width - pad}" y2="{base}" stroke="#888"/>'
        f'<text x="{pad}" y="{base + 14}" font-size="10">0</text>'
        f'<text x="{width - pad}" y="{base + 14}" font-size="10" text-anchor="end">'
        f"{_e(_num(scale))}</text></svg>"
    )
    return "".join(parts)


def _by_scorer(records: Iterable[ScoreRecord]) -> dict[str, list[ScoreRecord]]:
    groups: dict[str, list[ScoreRecord]] = {}
    for rec in records:
        groups.setdefault(rec.scorer, []).append(rec)
    return groups


def _histogram_section(groups: Mapping[str, list[ScoreRecord]]) -> str:
    out = ['<section id="histogram"><h2>Score histogram</h2>']
    for sid, recs in groups.items():
        scores = [rec.score for rec in recs if rec.score is not None]
        scale = max(rec.scale for rec in recs)
        out.append(f"<h3>{_e(sid)} ({len(scores)} scored)</h3>{histogram_svg(scores, scale)}")
    out.append("</section>")
    return "".join(out)


def _cell(value: Any) -> str:
    if isinstance(value, Rate):
        width = 100 * (value.value or 0)
        return (
            f"<td class='num'>{_pct(value.value)} "
            f"<span class='bar' style='width:{width:.0f}px'></span></td>"
        )
    if isinstance(value, float):
        return f"<td class='num'>{value:.3f}</td>"
    if isinstance(value, int):
        return f"<td class='num'>{value}</td>"
    return f"<td>{_e(value)}</td>"


def _table_section(sid: str, table: ReportTable, recs: list[ScoreRecord]) -> str:
    built: Table = table.build(recs)
    if not built.rows:
        body = f"<p class='muted'>{_e(table.empty)}</p>"
    else:
        head = "".join(f"<th>{_e(h)}</th>" for h in built.headers)
        trs = "".join("<tr>" + "".join(_cell(c) for c in row) + "</tr>" for row in built.rows)
        body = f"<table><tr>{head}</tr>{trs}</table>"
    return (
        f'<section id="{_e(sid)}-{_e(table.key)}"><h2>{_e(table.title)} ({_e(sid)})</h2>'
        f"{body}</section>"
    )


def _scorer_sections(groups: Mapping[str, list[ScoreRecord]]) -> str:
    """Each registered scorer's report tables over its records."""
    parts = []
    for sid, recs in groups.items():
        spec = spec_for_id(sid)
        for table in spec.tables if spec else ():
            parts.append(_table_section(sid, table, recs))
    return "".join(parts)


def _items_section(records: list[ScoreRecord]) -> str:
    trs = []
    for rec in records:
        conf = rec.confidence
        text = rec.reason if rec.score is not None else rec.error
        trs.append(
            f"<tr><td>{_e(rec.id)}</td><td>{_e(rec.scorer)}</td>"
            f"<td class='num'>{_num(rec.score)}</td><td>{_status(rec)}</td>"
            f"<td class='num'>{'—' if conf is None else f'{conf:.3f}'}</td>"
            f"<td><pre>{_e(text)}</pre></td></tr>"
        )
    return (
        '<section id="items"><h2>Items</h2><table><tr><th>id</th><th>scorer</th><th>score</th>'
        "<th>status</th><th>confidence</th><th>reason / error</th></tr>"
        + "".join(trs)
        + "</table></section>"
    )


def html_report(
    records: Iterable[ScoreRecord],
    *,
    title: str = "localjudge report",
    meta: Mapping[str, Any] | None = None,
) -> str:
    """Render score records as one self-contained HTML page."""
    records = list(records)
    groups = _by_scorer(records)
    info = {"generated": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")}
    info.update(meta or {})
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>"
        f"<h1>{_e(title)}</h1>"
        + _summary_section(summarize(records), info)
        + _histogram_section(groups)
        + _scorer_sections(groups)
        + _items_section(records)
        + "</body></html>\n"
    )


def write_html(
    path: str | os.PathLike[str],
    records: Iterable[ScoreRecord],
    *,
    title: str = "localjudge report",
    meta: Mapping[str, Any] | None = None,
) -> Path:
    """Write the HTML report atomically."""
    return write_atomic(path, html_report(records, title=title, meta=meta))


__all__ = ["histogram_svg", "html_report", "write_html"]
