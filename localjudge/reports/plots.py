"""Inline SVG plots for the HTML report: no scripts, no external assets, text escaped.

Each function returns one ``<svg>`` element that scales down to the page width (``viewBox``
with a fixed aspect ratio), so the report reads on a phone as on a desktop.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape
from typing import Any

PASS, FAIL, INK, GRID = "#2e8540", "#c0392b", "#4a7bd0", "#d8d8dc"


def _open(width: int, height: int, label: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="{escape(label)}" '
        'style="max-width:100%;height:auto">'
    )


def _line(x1: float, y1: float, x2: float, y2: float, stroke: str = GRID, extra: str = "") -> str:
    return (
        f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{stroke}"{extra}/>'
    )


def _text(
    x: float, y: float, text: str, anchor: str = "start", size: int = 11, **attrs: str
) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{extra}>'
        f"{escape(text)}</text>"
    )


def score_by_label_svg(
    positive: Sequence[float],
    negative: Sequence[float],
    bins: int = 10,
    what: str = "score",
    words: tuple[str, str] = ("pass", "fail"),
) -> str:
    """The judge's scores (fractions of the scale, or P(met)) of units people labelled pass
    and fail, as side-by-side bars per bin over [0, 1]: a judge that separates them puts the
    green bars right and the red bars left."""
    counts = {True: [0] * bins, False: [0] * bins}
    for key, values in ((True, positive), (False, negative)):
        for v in values:
            counts[key][min(max(int(v * bins), 0), bins - 1)] += 1
    width, height, left, top, bottom = 460, 230, 36, 28, 40
    plot_w, plot_h = width - left - 12, height - top - bottom
    most = max(max(counts[True]), max(counts[False]), 1)
    step = max(1, math.ceil(most / 4))  # whole-number ticks
    peak = step * math.ceil(most / step)
    bw = plot_w / bins
    parts = [_open(width, height, f"{what} by label")]
    for tick in range(0, peak + 1, step):
        y = top + plot_h * (1 - tick / peak)
        parts.append(_line(left, y, left + plot_w, y))
        parts.append(_text(left - 4, y + 4, str(tick), "end", 10))
    for i in range(bins):
        for j, (key, colour) in enumerate(((False, FAIL), (True, PASS))):
            c = counts[key][i]
            h = plot_h * c / peak
            x = left + i * bw + 2 + j * (bw - 4) / 2
            y = top + plot_h - h
            tip = f"{i / bins:.1f}–{(i + 1) / bins:.1f}: {c} labelled {words[0 if key else 1]}"
            parts.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{(bw - 4) / 2:.1f}" height="{h:.1f}" '
                f'fill="{colour}"><title>{escape(tip)}</title></rect>'
            )
    base = top + plot_h
    parts.append(_line(left, base, left + plot_w, base, "#888"))
    for k in range(0, bins + 1, 2):
        parts.append(_text(left + k * bw, base + 14, f"{k / bins:.1f}", "middle", 10))
    parts.append(_text(left + plot_w / 2, height - 8, f"judge's {what}", "middle"))
    parts.append(f'<rect x="{left + 4}" y="8" width="10" height="10" fill="{PASS}"/>')
    parts.append(_text(left + 18, 17, f"people: {words[0]} ({len(positive)})"))
    parts.append(f'<rect x="{left + 150}" y="8" width="10" height="10" fill="{FAIL}"/>')
    parts.append(_text(left + 164, 17, f"people: {words[1]} ({len(negative)})"))
    parts.append("</svg>")
    return "".join(parts)


def reliability_svg(bins: Sequence[dict[str, Any]], ece: float | None) -> str:
    """A reliability diagram: per confidence bin, the share of verdicts people agreed with
    against the confidence the judge stated; a calibrated judge sits on the diagonal."""
    size, left, top, bottom = 300, 40, 24, 40
    plot = size - left - 12
    height = top + plot + bottom
    parts = [_open(size, height, "reliability diagram")]

    def px(x: float) -> float:
        return left + plot * x

    def py(y: float) -> float:
        return top + plot * (1 - y)

    for k in range(6):
        v = k / 5
        parts.append(_line(px(0), py(v), px(1), py(v)))
        parts.append(_text(left - 4, py(v) + 4, f"{v:.1f}", "end", 10))
        parts.append(_text(px(v), py(0) + 14, f"{v:.1f}", "middle", 10))
    parts.append(_line(px(0), py(0), px(1), py(1), "#888", ' stroke-dasharray="4 3"'))
    total = sum(int(b["n"]) for b in bins) or 1
    for b in bins:
        lo, hi = float(b["low"]), float(b["high"])
        agree = float(b["agreement"])
        parts.append(
            f'<rect x="{px(lo) + 1:.1f}" y="{py(agree):.1f}" width="{px(hi) - px(lo) - 2:.1f}" '
            f'height="{py(0) - py(agree):.1f}" fill="{INK}" fill-opacity="'
            f'{0.35 + 0.65 * int(b["n"]) / total:.2f}"><title>'
            + escape(f"stated {b['confidence']:.2f}, agreed {agree:.2f} ({b['n']} verdicts)")
            + "</title></rect>"
        )
        cx = px(float(b["confidence"]))
        parts.append(f'<circle cx="{cx:.1f}" cy="{py(agree):.1f}" r="3" fill="#1d1d1f"/>')
    parts.append(_text(left + plot / 2, height - 8, "stated confidence", "middle"))
    parts.append(
        _text(
            12,
            top + plot / 2,
            "agreed with people",
            "middle",
            transform=f"rotate(-90 12 {top + plot / 2:.0f})",
        )
    )
    if ece is not None:
        parts.append(_text(left + 6, top + 12, f"ECE {ece:.3f}", size=11))
    parts.append("</svg>")
    return "".join(parts)


def agreement_bars_svg(rows: Sequence[tuple[str, float, int]]) -> str:
    """Horizontal bars: per criterion (its text, the share of its verdicts people agreed
    with, how many), lowest agreement first."""
    width, row_h, label_w = 640, 22, 330
    height = row_h * len(rows) + 30
    parts = [_open(width, height, "agreement per criterion")]
    bar_w = width - label_w - 70
    for k in range(5):
        x = label_w + bar_w * k / 4
        parts.append(_line(x, 4, x, height - 22))
        parts.append(_text(x, height - 8, f"{k * 25}%", "middle", 10))
    for i, (text, share, n) in enumerate(rows):
        y = 6 + i * row_h
        short = text if len(text) <= 52 else text[:51] + "…"
        parts.append(_text(label_w - 6, y + 13, short, "end", 11))
        colour = PASS if share >= 0.8 else INK if share >= 0.6 else FAIL
        parts.append(
            f'<rect x="{label_w}" y="{y + 2}" width="{bar_w * share:.1f}" height="{row_h - 8}" '
            f'fill="{colour}"><title>{escape(f"{text}: {share:.0%} of {n}")}</title></rect>'
        )
        parts.append(_text(label_w + bar_w * share + 4, y + 13, f"{share:.0%} of {n}", size=10))
    parts.append("</svg>")
    return "".join(parts)


__all__ = ["agreement_bars_svg", "reliability_svg", "score_by_label_svg"]
