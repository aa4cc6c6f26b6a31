"""Reports: results JSONL rows, JUnit XML counts and validity, the self-contained HTML page."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from localjudge.reports import (
    ROW_KEYS,
    ResultsWriter,
    html_report,
    junit_xml,
    read_results,
    result_row,
    summarize_rows,
    write_atomic,
    write_html,
    write_junit,
)
from localjudge.reports.html import criterion_stats, low_confidence_verdicts
from localjudge.types import ScorerResult, Trace

EVIL = "<script>alert('x')</script>"


def rubric_analysis(flags: list[bool], conf: list[float]) -> dict[str, Any]:
    return {
        "criteria": [
            {
                "criterion": f"Criterion {i} & <b>bold</b>",
                "required": i == 0,
                "satisfied": s,
                "reasoning": f"because {EVIL}",
                "confidence": c,
            }
            for i, (s, c) in enumerate(zip(flags, conf))
        ],
        "overall_assessment": None,
    }


def make_rows() -> list[dict[str, Any]]:
    trace = Trace(model="m", judge_calls=2, cached_calls=2, cached=True, seconds=0.25)
    ok = ScorerResult(
        scorer="rubric",
        score=1.0,
        reason=f"all good {EVIL}",
        confidence=0.9,
        analyze_step_result=rubric_analysis([True, False], [0.9, 0.55]),
        trace=trace,
    )
    low = ScorerResult(
        scorer="rubric",
        score=0.0,
        reason="missed one\x01",
        confidence=0.51,
        analyze_step_result=rubric_analysis([False, True], [0.51, 0.97]),
        trace=Trace(model="m", judge_calls=1, seconds=1.5),
    )
    judge_err = ScorerResult(
        scorer="rubric", score=None, error="ContextOverflowError: too long", trace=Trace()
    )
    input_err = ScorerResult(scorer="rubric", score=None, error="DatasetError: f.jsonl:4: bad")
    return [
        result_row("a", ok, passed=True, line=1),
        result_row(f"b{EVIL}", low, passed=False, line=2),
        result_row("c", judge_err, passed=None, error_kind="judge", line=3),
        result_row("line-4", input_err, passed=None, error_kind="input", line=4),
    ]


def test_rows_have_exactly_the_spec_keys() -> None:
    for row in make_rows():
        assert tuple(row) == ROW_KEYS
        json.dumps(row)  # plain JSON all the way down
    row = make_rows()[0]
    assert row["details"]["analyze_step_result"]["criteria"][1]["confidence"] == 0.55
    assert row["trace"]["cached"] is True


def test_summary_from_rows() -> None:
    s = summarize_rows(make_rows())
    per = s["per_scorer"]["rubric"]
    assert s["total_items"] == 4
    assert (per["scored"], per["unscored"], per["judge_errors"], per["input_errors"]) == (
        2,
        2,
        1,
        1,
    )
    assert per["mean"] == 0.5 and per["pass_rate"] == 0.5
    assert per["cache_hits"] == 1


def test_junit_counts_and_validity(tmp_path: Path) -> None:
    path = write_junit(tmp_path / "sub" / "junit.xml", make_rows(), name="suite")
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("4", "1", "2")
    assert root.get("skipped") == "0" and float(root.get("time") or "x") == pytest.approx(1.75)
    suites = root.findall("testsuite")
    assert len(suites) == 1
    suite = suites[0]
    for attr in ("name", "tests", "failures", "errors", "skipped", "time", "timestamp"):
        assert suite.get(attr) is not None
    cases = suite.findall("testcase")
    assert [c.get("name") for c in cases] == ["a", f"b{EVIL}", "c", "line-4"]
    assert cases[0].find("failure") is None and cases[0].find("error") is None
    failure = cases[1].find("failure")
    assert failure is not None and "below the pass mark" in (failure.get("message") or "")
    assert "\x01" not in (failure.text or "")  # illegal XML characters are replaced
    err = cases[2].find("error")
    assert err is not None and err.get("type") == "judge_error"
    assert "ContextOverflowError" in (err.text or "")
    err4 = cases[3].find("error")
    assert err4 is not None and err4.get("type") == "input_error"
    assert not list(tmp_path.glob("sub/.*.tmp"))  # the temp file was renamed away


def test_junit_one_suite_per_scorer() -> None:
    rows = make_rows()
    rows[0] = dict(rows[0], scorer="answer-similarity")
    root = ET.fromstring(junit_xml(rows))
    assert sorted(s.get("name") or "" for s in root.findall("testsuite")) == [
        "localjudge.answer-similarity",
        "localjudge.rubric",
    ]
    assert sum(int(s.get("tests") or 0) for s in root) == int(root.get("tests") or 0)


class Structure(HTMLParser):
    """Collects section ids, tags and script/link/img elements."""

    def __init__(self) -> None:
        super().__init__()
        self.sections: list[str] = []
        self.tags: list[str] = []
        self.external: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        a = dict(attrs)
        if tag == "section":
            self.sections.append(a.get("id") or "")
        if tag in ("script", "link", "img", "iframe") or any(k.startswith("on") for k in a):
            self.external.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_html_has_the_sections_and_escapes_user_text(tmp_path: Path) -> None:
    path = write_html(tmp_path / "r.html", make_rows(), title=f"t {EVIL}", meta={"data": EVIL})
    page = path.read_text(encoding="utf-8")
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert "<b>bold</b>" not in page
    parser = Structure()
    parser.feed(page)
    assert parser.sections == ["summary", "histogram", "criteria", "low-confidence", "items"]
    assert parser.external == []
    assert "svg" in parser.tags and "rect" in parser.tags
    text = "".join(parser.text)
    assert EVIL in text  # shown to the reader as text
    assert "Criterion 0 & <b>bold</b>" in text
    assert "ContextOverflowError: too long" in text
    assert "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_html_criterion_stats_and_low_confidence() -> None:
    rows = make_rows()
    stats = criterion_stats(rows)
    assert [(s["criterion"][:11], s["judged"], s["satisfied"]) for s in stats] == [
        ("Criterion 0", 2, 1),
        ("Criterion 1", 2, 1),
    ]
    assert stats[0]["required"] is True and stats[1]["required"] is False
    low = low_confidence_verdicts(rows, limit=2)
    assert [v["confidence"] for v in low] == [0.51, 0.55]
    sim_row = {
        "id": "s",
        "scorer": "answer-similarity",
        "score": 0.5,
        "details": {
            "analyze_step_result": {
                "matches": [
                    {"ground_truth_unit": "Tokyo", "match_type": "partial", "confidence": 0.3}
                ]
            }
        },
    }
    assert low_confidence_verdicts([*rows, sim_row], limit=1)[0]["verdict"] == "partial"
    page = html_report([sim_row])
    assert "No rubric criteria were judged" in page


def test_results_writer_and_torn_tail(tmp_path: Path) -> None:
    path = tmp_path / "out" / "results.jsonl"
    rows = make_rows()
    with ResultsWriter(path) as w:
        for r in rows[:3]:
            w.write(r)
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"id": "torn", "scorer": "rub')  # a crash mid-row
    back, skipped = read_results(path)
    assert [r["id"] for r in back] == [r["id"] for r in rows[:3]]
    assert skipped == 1
    with ResultsWriter(path, append=False) as w:
        w.write(rows[3])
    assert read_results(path) == ([json.loads(json.dumps(rows[3]))], 0)
    assert read_results(tmp_path / "missing.jsonl") == ([], 0)


def test_write_atomic_replaces_whole_file(tmp_path: Path) -> None:
    p = tmp_path / "f.txt"
    p.write_text("old")
    write_atomic(p, "new")
    assert p.read_text() == "new"
    assert os.listdir(tmp_path) == ["f.txt"]
