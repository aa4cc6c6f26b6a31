"""JUnit XML for CI: one testcase per score record; low scores fail, unscored items error.

The layout is the one Jenkins, GitLab, GitHub Actions reporters and pytest all read:
``<testsuites>`` holding one ``<testsuite>`` per scorer, each with ``tests``, ``failures``,
``errors``, ``skipped`` and ``time``. A score below the scorer's pass mark is a ``<failure>``;
an unscored item (judge, input or target error) is an ``<error>``, so CI shows the two apart.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from localjudge.reports._files import write_atomic
from localjudge.types import ScoreRecord

# Characters XML 1.0 forbids even when escaped; model output and user data can carry them.
_ILLEGAL_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _clean(text: Any) -> str:
    return _ILLEGAL_XML.sub("\ufffd", "" if text is None else str(text))


def _fmt(x: float | None) -> str:
    if x is None:
        return "none"
    return f"{x:g}"


def _testcase(suite: ET.Element, classname: str, rec: ScoreRecord) -> str:
    """Add one record's testcase to ``suite``; returns its outcome (passed, failures, errors)."""
    case = ET.SubElement(
        suite, "testcase", classname=classname, name=_clean(rec.id), time=f"{rec.seconds:.3f}"
    )
    if rec.score is None:
        kind = rec.error_kind or "judge"
        err = ET.SubElement(
            case,
            "error",
            message=_clean(f"unscored ({kind} error): {rec.error or ''}")[:500],
            type=_clean(f"{kind}_error"),
        )
        err.text = _clean(rec.error)
        return "errors"
    if rec.passed is False:
        fail = ET.SubElement(
            case,
            "failure",
            message=_clean(f"score {_fmt(rec.score)}/{_fmt(rec.scale)} is below the pass mark"),
            type="score_below_pass",
        )
        fail.text = _clean(rec.reason)
        return "failures"
    out = ET.SubElement(case, "system-out")
    out.text = _clean(f"score {_fmt(rec.score)}/{_fmt(rec.scale)}\n{rec.reason or ''}")
    return "passed"


def junit_xml(records: Iterable[ScoreRecord], *, name: str = "localjudge") -> str:
    """Render score records as a JUnit XML document (text, with an XML declaration)."""
    by_scorer: dict[str, list[ScoreRecord]] = {}
    for rec in records:
        by_scorer.setdefault(rec.scorer, []).append(rec)
    root = ET.Element("testsuites", name=_clean(name))
    totals = dict.fromkeys(("tests", "failures", "errors", "skipped"), 0)
    total_time = 0.0
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    for scorer, recs in by_scorer.items():
        classname = _clean(f"{name}.{scorer}")
        suite = ET.SubElement(root, "testsuite", name=classname)
        counts = dict.fromkeys(("tests", "failures", "errors", "skipped"), 0)
        for rec in recs:
            counts["tests"] += 1
            outcome = _testcase(suite, classname, rec)
            if outcome in counts:
                counts[outcome] += 1
        suite_time = sum(rec.seconds for rec in recs)
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
    path: str | os.PathLike[str], records: Iterable[ScoreRecord], *, name: str = "localjudge"
) -> Path:
    """Write the JUnit XML report atomically."""
    return write_atomic(path, junit_xml(records, name=name))


__all__ = ["junit_xml", "write_junit"]
