"""The HTML report: one self-contained file (inline CSS and SVG, no scripts, no external assets).

Sections: summary, score histogram, per-criterion pass rates (rubric results), the
lowest-confidence verdicts, and every item's score and reason. All user and model text is
escaped: outputs under judgement routinely contain markup, and a report must never run it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from html import escape
from pathlib import Path
from typing import Any

from localjudge.reports._files import write_atomic
from localjudge.reports.summary import summarize_rows

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


def _status(row: Mapping[str, Any]) -> str:
    if row.get("score") is None:
        kind = (row.get("details") or {}).get("error_kind") or "judge"
        return f'<span class="error">{_e(kind)} error</span>'
    if row.get("passed") is False:
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


def _histogram_section(rows: list[Mapping[str, Any]]) -> str:
    out = ['<section id="histogram"><h2>Score histogram</h2>']
    by_scorer: dict[str, list[Mapping[str, Any]]] = {}
    for r in rows:
        by_scorer.setdefault(str(r.get("scorer")), []).append(r)
    for sid, srows in by_scorer.items():
        scores = [float(r["score"]) for r in srows if r.get("score") is not None]
        scale = max(float((r.get("details") or {}).get("scale") or 1.0) for r in srows)
        out.append(f"<h3>{_e(sid)} ({len(scores)} scored)</h3>{histogram_svg(scores, scale)}")
    out.append("</section>")
    return "".join(out)


def criterion_stats(rows: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Per-criterion counts from rubric rows' ``analyze_step_result["criteria"]``.

    Criteria are keyed by their text and kind, in first-seen order.
    """
    stats: dict[tuple[str, bool], dict[str, Any]] = {}
    for row in rows:
        analysis = (row.get("details") or {}).get("analyze_step_result")
        if not isinstance(analysis, Mapping):
            continue
        for c in analysis.get("criteria") or []:
            if not isinstance(c, Mapping):
                continue
            key = (str(c.get("criterion")), bool(c.get("required", True)))
            st = stats.setdefault(
                key, {"criterion": key[0], "required": key[1], "judged": 0, "satisfied": 0}
            )
            st["judged"] += 1
            st["satisfied"] += int(bool(c.get("satisfied")))
    out = list(stats.values())
    for st in out:
        st["pass_rate"] = st["satisfied"] / st["judged"] if st["judged"] else None
    return out


def _criteria_section(rows: list[Mapping[str, Any]]) -> str:
    stats = criterion_stats(rows)
    if not stats:
        body = "<p class='muted'>No rubric criteria were judged in this run.</p>"
    else:
        trs = "".join(
            f"<tr><td>{_e(s['criterion'])}</td><td>{'required' if s['required'] else 'optional'}"
            f"</td><td class='num'>{s['judged']}</td><td class='num'>{s['satisfied']}</td>"
            f"<td class='num'>{_pct(s['pass_rate'])} "
            f"<span class='bar' style='width:{100 * (s['pass_rate'] or 0):.0f}px'></span></td>"
            "</tr>"
            for s in stats
        )
        body = (
            "<table><tr><th>criterion</th><th>kind</th><th>judged</th><th>satisfied</th>"
            f"<th>pass rate</th></tr>{trs}</table>"
        )
    return f'<section id="criteria"><h2>Per-criterion pass rates</h2>{body}</section>'


def low_confidence_verdicts(
    rows: Iterable[Mapping[str, Any]], limit: int = 15
) -> list[dict[str, Any]]:
    """The individual verdicts (rubric criteria, similarity matches) with the lowest confidence."""
    found: list[dict[str, Any]] = []
    for row in rows:
        analysis = (row.get("details") or {}).get("analyze_step_result")
        if not isinstance(analysis, Mapping):
            continue
        for c in analysis.get("criteria") or []:
            if isinstance(c, Mapping) and isinstance(c.get("confidence"), (int, float)):
                found.append(
                    {
                        "id": row.get("id"),
                        "scorer": row.get("scorer"),
                        "what": c.get("criterion"),
                        "verdict": "satisfied" if c.get("satisfied") else "not satisfied",
                        "confidence": float(c["confidence"]),
                        "why": c.get("reasoning"),
                    }
                )
        for m in analysis.get("matches") or []:
            if isinstance(m, Mapping) and isinstance(m.get("confidence"), (int, float)):
                found.append(
                    {
                        "id": row.get("id"),
                        "scorer": row.get("scorer"),
                        "what": m.get("ground_truth_unit"),
                        "verdict": m.get("match_type"),
                        "confidence": float(m["confidence"]),
                        "why": m.get("explanation"),
                    }
                )
    found.sort(key=lambda v: v["confidence"])
    return found[:limit]


def _confidence_section(rows: list[Mapping[str, Any]]) -> str:
    low = low_confidence_verdicts(rows)
    if not low:
        body = "<p class='muted'>No verdict carried a confidence.</p>"
    else:
        trs = "".join(
            f"<tr><td>{_e(v['id'])}</td><td>{_e(v['scorer'])}</td><td>{_e(v['what'])}</td>"
            f"<td>{_e(v['verdict'])}</td><td class='num'>{v['confidence']:.3f}</td>"
            f"<td><pre>{_e(v['why'])}</pre></td></tr>"
            for v in low
        )
        body = (
            "<table><tr><th>id</th><th>scorer</th><th>criterion / unit</th><th>verdict</th>"
            f"<th>confidence</th><th>reasoning</th></tr>{trs}</table>"
        )
    return f'<section id="low-confidence"><h2>Lowest-confidence verdicts</h2>{body}</section>'


def _items_section(rows: list[Mapping[str, Any]]) -> str:
    trs = []
    for r in rows:
        details = r.get("details") or {}
        conf = details.get("confidence")
        text = r.get("reason") if r.get("score") is not None else r.get("error")
        trs.append(
            f"<tr><td>{_e(r.get('id'))}</td><td>{_e(r.get('scorer'))}</td>"
            f"<td class='num'>{_num(r.get('score'))}</td><td>{_status(r)}</td>"
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
    rows: Iterable[Mapping[str, Any]],
    *,
    title: str = "localjudge report",
    meta: Mapping[str, Any] | None = None,
) -> str:
    """Render results rows as one self-contained HTML page."""
    rows = list(rows)
    summary = summarize_rows(rows)
    info = {"generated": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")}
    info.update(meta or {})
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>"
        f"<h1>{_e(title)}</h1>"
        + _summary_section(summary, info)
        + _histogram_section(rows)
        + _criteria_section(rows)
        + _confidence_section(rows)
        + _items_section(rows)
        + "</body></html>\n"
    )


def write_html(
    path: str | os.PathLike[str],
    rows: Iterable[Mapping[str, Any]],
    *,
    title: str = "localjudge report",
    meta: Mapping[str, Any] | None = None,
) -> Path:
    """Write the HTML report atomically."""
    return write_atomic(path, html_report(rows, title=title, meta=meta))


__all__ = [
    "criterion_stats",
    "histogram_svg",
    "html_report",
    "low_confidence_verdicts",
    "write_html",
]
