"""The HTML report: one self-contained file (inline CSS and SVG, no scripts, no external assets).

Sections: summary; agreement with labels when the records carry them (the figures, the
confusion matrix, the judge's scores by label, a reliability diagram and, for rubrics, the
agreement per criterion); score histogram; then each scorer's tables from the scorer registry
(for the rubric: per-criterion pass rates and the lowest-confidence criterion verdicts; for
similarity: the lowest-confidence pair verdicts), and every item's score and reason. All user
and model text is escaped: outputs under judgement routinely contain markup, and a report must
never run it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from localjudge.reports._files import write_atomic
from localjudge.reports.plots import agreement_bars_svg, reliability_svg, score_by_label_svg
from localjudge.reports.summary import summarize
from localjudge.scorers.registry import Rate, ReportTable, Table, spec_for_id
from localjudge.types import ScoreRecord

if TYPE_CHECKING:
    from localjudge.labels import LabelledUnit

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
section{overflow-x:auto}.plots{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
.plots figure{margin:0}.plots figcaption{font-size:12px;color:#555;max-width:460px}
@media (max-width:640px){body{margin:.75rem}td,th{padding:.2rem .3rem}}
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


def _figure_rows(fig: Mapping[str, Any], level: str) -> str:
    from localjudge.labels import figure_rows

    rows = [
        ("labelled", str(fig["labelled"])),
        ("unlabelled (scored, left out)", str(fig["unlabelled"])),
    ]
    rows += [(k, v) for k, v in figure_rows(fig, level) if k != "confusion"]  # a table below
    return "".join(f"<tr><th>{_e(k)}</th><td class='num'>{_e(v)}</td></tr>" for k, v in rows)


def _confusion_table(cm: Mapping[str, int] | None, yes: str, no: str) -> str:
    if not cm:
        return ""
    rows = "".join(
        f"<tr><th>judge: {who}</th><td class='num'>{cm[a]}</td><td class='num'>{cm[b]}</td></tr>"
        for who, a, b in ((yes, "tp", "fp"), (no, "fn", "tn"))
    )
    return f"<table><tr><th></th><th>people: {yes}</th><th>people: {no}</th></tr>{rows}</table>"


def _per_criterion(units: list[LabelledUnit], limit: int = 20) -> str:
    """Agreement per criterion text (the most-labelled ``limit``, lowest agreement first) and
    per decider (judge, check, coverage)."""
    by_text: dict[str, list[bool]] = {}
    by_decider: dict[str, list[bool]] = {}
    for u in units:
        if u.label is None:
            continue
        agreed = u.predicted == u.label
        by_text.setdefault(u.subject or "", []).append(agreed)
        by_decider.setdefault(u.decided_by or "judge", []).append(agreed)
    if not by_text:
        return ""
    top = sorted(by_text.items(), key=lambda kv: -len(kv[1]))[:limit]
    rows = sorted(((t, sum(a) / len(a), len(a)) for t, a in top), key=lambda r: (r[1], -r[2]))
    shown = "" if len(by_text) <= limit else f" (the {limit} most-labelled of {len(by_text)})"
    deciders = "".join(
        f"<tr><td>{_e(d)}</td><td class='num'>{len(a)}</td>"
        f"<td class='num'>{_pct(sum(a) / len(a))}</td></tr>"
        for d, a in sorted(by_decider.items())
    )
    return (
        f"<h3>Agreement per criterion{_e(shown)}</h3>{agreement_bars_svg(rows)}"
        "<h3>Agreement by who decided</h3><table><tr><th>decided by</th><th>labelled</th>"
        f"<th>agreed</th></tr>{deciders}</table>"
    )


def _agreement_section(records: list[ScoreRecord], agreement: Mapping[str, Any]) -> str:
    """Per scorer and level: figures, confusion matrix, plots; unreadable labels listed."""
    from localjudge.labels import collect_units

    run = collect_units(records)
    out = ['<section id="agreement"><h2>Agreement with labels</h2>']
    for sid, st in agreement.items():
        for level, fig in st["levels"].items():
            units = run.units[sid][level]
            known = [u for u in units if u.label is not None and u.score is not None]
            criteria = level == "criterion"
            what = "P(met)" if criteria else "score"
            yes, no = ("met", "not met") if criteria else ("pass", "fail")
            labelled = len({u.item for u in units if u.label is not None})
            per = "criterion" if criteria else "item"
            count = f"{labelled} item{'' if labelled == 1 else 's'}"
            reliability = (
                reliability_svg(fig["reliability"], fig["ece"])
                + "<figcaption>Stated confidence against how often people agreed; the "
                "dashed diagonal is a calibrated judge.</figcaption>"
                if fig["reliability"]
                else "<p class='muted'>No verdict stated a confidence: no reliability diagram.</p>"
            )
            out.append(
                f"<h3>{_e(sid)}, per {per}</h3>"
                f"<p class='muted'>{count} labelled per {per};"
                f" {st['unlabelled_items']} unlabelled and {st['unscored_items']} unscored items "
                "are left out of these figures (unlabelled ones count in the judged rate the "
                "correction starts from).</p>"
                f"<table>{_figure_rows(fig, level)}</table>"
                f"{_confusion_table(fig['confusion'], yes, no)}"
                "<div class='plots'><figure>"
                + score_by_label_svg(
                    [float(u.score or 0) for u in known if u.label],
                    [float(u.score or 0) for u in known if not u.label],
                    what=what,
                    words=(yes, no),
                )
                + f"<figcaption>The judge's {_e(what)} for what people labelled {yes} and "
                f"{no}.</figcaption></figure><figure>{reliability}</figure></div>"
            )
            if level == "criterion":
                out.append(_per_criterion(units))
        if st["label_errors"]:
            items = "".join(
                f"<li>{_e(e['id'])}: {_e(e['problem'])}</li>" for e in st["label_errors"][:20]
            )
            out.append(
                f"<p>{len(st['label_errors'])} label(s) could not be read ({_e(sid)}); their "
                f"items count as unlabelled:</p><ul>{items}</ul>"
            )
    out.append("</section>")
    return "".join(out)


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
    summary = summarize(records)
    agreement = summary.get("agreement")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>"
        f"<h1>{_e(title)}</h1>"
        + _summary_section(summary, info)
        + (_agreement_section(records, agreement) if agreement else "")
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
