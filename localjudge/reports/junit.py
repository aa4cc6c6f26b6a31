"""JUnit XML for CI: one testcase per item and scorer; low scores fail, unscored items error.

The layout is the one Jenkins, GitLab, GitHub Actions reporters and pytest all read:
``<testsuites>`` holding one ``<testsuite>`` per scorer, each with ``tests``, ``failures``,
``errors``, ``skipped`` and ``time``. A score below the scorer's pass mark is a ``<failure>``;
an unscored item (judge, input or target error) is an ``<error>``, so CI shows the two apart.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from localjudge.reports._files import write_atomic

# Characters XML 1.0 forbids even when escaped; model output and user data can carry them.
_ILLEGAL_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _clean(text: Any) -> str:
    return _ILLEGAL_XML.sub("\ufffd", "" if text is None else str(text))


def _fmt(x: float | None) -> str:
    if x is None:
        return "none"
    return f"{x:g}"


def junit_xml(rows: Iterable[Mapping[str, Any]], *, name: str = "localjudge") -> str:
    """Render results rows as a JUnit XML document (text, with an XML declaration)."""
    by_scorer: dict[str, list[Mapping[str, Any]]] = {}
    for row in rows:
        by_scorer.setdefault(str(row.get("scorer")), []).append(row)
    root = ET.Element("testsuites", name=_clean(name))
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    total_time = 0.0
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    for scorer, srows in by_scorer.items():
        suite = ET.SubElement(root, "testsuite", name=_clean(f"{name}.{scorer}"))
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        suite_time = 0.0
        for row in srows:
            details = row.get("details") or {}
            seconds = float((row.get("trace") or {}).get("seconds") or 0.0)
            suite_time += seconds
            case = ET.SubElement(
                suite,
                "testcase",
                classname=_clean(f"{name}.{scorer}"),
                name=_clean(row.get("id")),
                time=f"{seconds:.3f}",
            )
            counts["tests"] += 1
            score = row.get("score")
            scale = details.get("scale") or 1
            if score is None:
                counts["errors"] += 1
                kind = details.get("error_kind") or "judge"
                err = ET.SubElement(
                    case,
                    "error",
                    message=_clean(f"unscored ({kind} error): {row.get('error') or ''}")[:500],
                    type=_clean(f"{kind}_error"),
                )
                err.text = _clean(row.get("error"))
            elif row.get("passed") is False:
                counts["failures"] += 1
                fail = ET.SubElement(
                    case,
                    "failure",
                    message=_clean(f"score {_fmt(score)}/{_fmt(scale)} is below the pass mark"),
                    type="score_below_pass",
                )
                fail.text = _clean(row.get("reason"))
            else:
                out = ET.SubElement(case, "system-out")
                out.text = _clean(f"score {_fmt(score)}/{_fmt(scale)}\n{row.get('reason') or ''}")
        for key, value in counts.items():
            suite.set(key, str(value))
            totals[key] += value
        suite.set("time", f"{suite_time:.3f}")
        suite.set("timestamp", stamp)
        total_time += suite_time
    for key, value in totals.items():
        root.set(key, str(value))
    root.set("time", f"{total_time:.3f}")
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def write_junit(
    path: str | os.PathLike[str], rows: Iterable[Mapping[str, Any]], *, name: str = "localjudge"
) -> Path:
    """Write the JUnit XML report atomically."""
    return write_atomic(path, junit_xml(rows, name=name))


__all__ = ["junit_xml", "write_junit"]
