"""Reports over score records: results JSONL rows, JUnit XML, the HTML page, the summary."""

from __future__ import annotations

import json
import os
import re
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
    record_row,
    rewrite_results,
    row_record,
    summarize,
    write_atomic,
    write_html,
    write_junit,
)
from localjudge.scorers.registry import (
    Verdict,
    criterion_stats,
    get_scorer,
    lowest_confidence,
    verdict_table,
)
from localjudge.types import ScoreRecord, ScorerResult, Trace

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


def make_records() -> list[ScoreRecord]:
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
        ScoreRecord.from_result("a", "rubric", ok, passed=True, line=1),
        ScoreRecord.from_result(f"b{EVIL}", "rubric", low, passed=False, line=2),
        ScoreRecord.from_result("c", "rubric", judge_err, passed=None, error_kind="judge", line=3),
        ScoreRecord.from_result(
            "line-4", "rubric", input_err, passed=None, error_kind="input", line=4
        ),
    ]


def test_rows_have_exactly_the_spec_keys_and_read_back_as_records() -> None:
    for rec in make_records():
        row = record_row(rec)
        assert tuple(row) == ROW_KEYS
        assert row_record(json.loads(json.dumps(row))) == rec  # plain JSON, and back
    row = record_row(make_records()[0])
    assert row["details"]["analyze_step_result"]["criteria"][1]["confidence"] == 0.55
    assert row["details"]["line"] == 1 and row["details"]["scale"] == 1.0
    assert row["trace"]["cached"] is True


def test_rows_from_earlier_versions_still_read() -> None:
    # A row as 0.1 wrote it: no scale, an int id, details keys in another order.
    old = {
        "id": 7,
        "scorer": "rubric",
        "score": None,
        "passed": None,
        "reason": None,
        "details": {"line": 3, "error_kind": "judge", "analyze_step_result": None},
        "trace": {"model": "m", "judge_calls": 1},
        "error": "JudgeOutputError: cut off",
    }
    rec = row_record(old)
    assert (rec.id, rec.error_kind, rec.line, rec.scale) == ("7", "judge", 3, 1.0)
    assert rec.trace is not None and rec.trace.judge_calls == 1


def test_summary_from_records() -> None:
    s = summarize(make_records())
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
    path = write_junit(tmp_path / "sub" / "junit.xml", make_records(), name="suite")
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
    records = make_records()
    records[0] = records[0].model_copy(update={"scorer": "answer-similarity"})
    root = ET.fromstring(junit_xml(records))
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
    path = write_html(tmp_path / "r.html", make_records(), title=f"t {EVIL}", meta={"data": EVIL})
    page = path.read_text(encoding="utf-8")
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert "<b>bold</b>" not in page
    parser = Structure()
    parser.feed(page)
    assert parser.sections == [
        "summary",
        "histogram",
        "rubric-criteria",
        "rubric-low-confidence",
        "items",
    ]
    assert parser.external == []
    assert "svg" in parser.tags and "rect" in parser.tags
    text = "".join(parser.text)
    assert EVIL in text  # shown to the reader as text
    assert "Criterion 0 & <b>bold</b>" in text
    assert "ContextOverflowError: too long" in text
    assert "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_html_with_labels_adds_agreement_figures_and_well_formed_svg_plots(
    tmp_path: Path,
) -> None:
    records = [
        r.model_copy(update={"label": [True, False]}) if r.score is not None else r
        for r in make_records()
    ]
    records.append(records[0].model_copy(update={"id": "odd", "label": "maybe"}))
    page = write_html(tmp_path / "r.html", records).read_text(encoding="utf-8")
    parser = Structure()
    parser.feed(page)
    assert parser.sections[:2] == ["summary", "agreement"]
    assert parser.external == []
    text = "".join(parser.text)
    for caption in ("rubric, per criterion", "balanced accuracy", "bias-corrected",
                    "people: met", "stated confidence", "Agreement per criterion",
                    "Agreement by who decided"):  # fmt: skip
        assert caption in text, caption
    assert "odd: a label must be true/false" in text  # the unreadable label, named by item
    assert "<b>bold</b>" not in page and "<script>" not in page
    plots = re.findall(r"<svg.*?</svg>", page, flags=re.S)
    assert len(plots) == 4  # scores by label, reliability, per-criterion bars, score histogram
    for svg in plots:
        ET.fromstring(svg)  # each plot parses as XML on its own


def sim_record(confidence: float) -> ScoreRecord:
    match = {"ground_truth_unit": "Tokyo", "match_type": "partial", "confidence": confidence}
    result = ScorerResult(score=0.5, analyze_step_result={"matches": [match]})
    return ScoreRecord.from_result("s", "answer-similarity", result, passed=True)


def test_criterion_stats_and_verdict_tables_come_from_the_registry() -> None:
    records = make_records()
    stats = criterion_stats(records)
    assert [(s["criterion"][:11], s["judged"], s["satisfied"]) for s in stats] == [
        ("Criterion 0", 2, 1),
        ("Criterion 1", 2, 1),
    ]
    assert stats[0]["required"] is True and stats[1]["required"] is False
    rubric_low = get_scorer("rubric").tables[1].build(records)
    assert [row[3] for row in rubric_low.rows] == [0.51, 0.55, 0.9, 0.97]
    assert rubric_low.rows[0][2] == "not satisfied"
    sim = get_scorer("similarity")
    assert sim.id == "answer-similarity"
    table = sim.tables[0].build([sim_record(0.3), *records])  # rubric records hold no matches
    assert table.rows == [("s", "Tokyo", "partial", 0.3, None)]
    page = html_report([sim_record(0.3)])
    assert 'id="answer-similarity-low-confidence"' in page and "rubric-criteria" not in page


def confidences(rec: ScoreRecord) -> list[Verdict]:
    matches = (rec.analysis or {}).get("matches") or []
    return [Verdict(m["ground_truth_unit"], m["match_type"], m["confidence"]) for m in matches]


def test_lowest_confidence_sorts_any_scorers_verdicts() -> None:
    records = [sim_record(c) for c in (0.8, 0.2, 0.5)]
    low = lowest_confidence(records, confidences, limit=2)
    assert [v.confidence for _, v in low] == [0.2, 0.5]
    table = verdict_table(confidences, subject="unit", limit=1).build(records)
    assert table.headers[1] == "unit" and [row[3] for row in table.rows] == [0.2]


def test_results_writer_and_torn_tail(tmp_path: Path) -> None:
    path = tmp_path / "out" / "results.jsonl"
    records = make_records()
    with ResultsWriter(path) as w:
        for r in records[:3]:
            w.write(r)
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"id": "torn", "scorer": "rub')  # a crash mid-row
    back, skipped = read_results(path)
    assert back == records[:3]
    assert skipped == 1
    rewrite_results(path, back)
    assert read_results(path) == (records[:3], 0)
    with ResultsWriter(path, append=False) as w:
        w.write(records[3])
    assert read_results(path) == ([records[3]], 0)
    assert read_results(tmp_path / "missing.jsonl") == ([], 0)


def test_write_atomic_replaces_whole_file(tmp_path: Path) -> None:
    p = tmp_path / "f.txt"
    p.write_text("old")
    write_atomic(p, "new")
    assert p.read_text() == "new"
    assert os.listdir(tmp_path) == ["f.txt"]
