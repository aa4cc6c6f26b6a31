"""The file runner with FakeJudge scorers: resume, bad lines, gates and precedence, reports."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from okness import Verdict
from okness import okness_handler as _handler

import localjudge as lj
from localjudge.errors import ConfigError, DatasetError
from localjudge.evals import ItemResult
from localjudge.reports import ROW_KEYS
from localjudge.runner import GateCheck, Gates, Runner, RunOutcome, check_gates, score_file
from localjudge.scorers.pipeline import Scorer, create_scorer
from localjudge.testing import FakeEmbedder, FakeJudge
from localjudge.types import ScoreRecord, ScorerRun


def okness(judge: FakeJudge, id: str = "okness") -> Scorer:
    def analyze(run: ScorerRun, results: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return ctx.ask(f"Acceptable? <output>{run.output}</output>", Verdict).value

    return (
        create_scorer(id=id, judge=judge)
        .analyze(analyze)
        .generate_score(lambda run, r: 1.0 if r["analyze_step_result"]["ok"] else 0.0)
        .generate_reason(lambda run, r: f"ok={r['analyze_step_result']['ok']}")
    )


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return path


def file_rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


GOOD = [{"id": "a", "output": "good"}, {"id": "b", "output": "bad"}, {"id": "c", "output": "good"}]


@pytest.fixture
def judge() -> FakeJudge:
    return FakeJudge(handler=_handler)


def test_score_file_writes_results_and_reports(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", GOOD)
    out, junit, html = tmp_path / "r.jsonl", tmp_path / "j.xml", tmp_path / "r.html"
    seen: list[ItemResult] = []
    outcome = lj.score_file(
        data, okness(judge), out=out, junit=junit, html=html, progress=seen.append
    )
    assert isinstance(outcome, RunOutcome) and outcome.failure is None
    assert [r.id for r in outcome.records] == ["a", "b", "c"] == [r.id for r in seen]
    assert all(isinstance(r, ScoreRecord) for r in outcome.records)
    assert [r.line for r in outcome.records] == [1, 2, 3]
    rows = file_rows(out)
    assert all(tuple(row) == ROW_KEYS for row in rows)
    assert [(row["id"], row["score"], row["passed"]) for row in rows] == [
        ("a", 1.0, True),
        ("b", 0.0, False),
        ("c", 1.0, True),
    ]
    assert outcome.summary["per_scorer"]["okness"]["mean"] == pytest.approx(2 / 3)
    assert (outcome.new_items, outcome.resumed, outcome.bad_lines) == (3, 0, [])
    assert ET.parse(junit).getroot().get("failures") == "1"
    assert "<title>localjudge: d.jsonl (okness)</title>" in html.read_text()


def test_malformed_lines_are_scored_in_full_and_fail_as_bad_data(
    tmp_path: Path, judge: FakeJudge
) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [GOOD[0], '{"id": "torn', {"id": "x"}, GOOD[2]])
    warnings: list[str] = []
    outcome = score_file(data, okness(judge), on_warning=warnings.append)
    assert [r.id for r in outcome.records] == ["a", "line-2", "line-3", "c"]
    bad = [r for r in outcome.records if r.error_kind == "input"]
    assert [(r.line, r.score) for r in bad] == [(2, None), (3, None)]
    assert warnings[0].startswith(f"{data}:2: invalid JSON")
    assert warnings[1].startswith(f"{data}:3: missing required field 'output'")
    assert outcome.failure == "bad_data"
    (check,) = outcome.failed
    assert check.message.startswith(f"{data}:2: invalid JSON")
    assert "2 malformed line(s) in all, more than --max-bad-lines 0" in check.message
    assert judge.calls == 2  # bad lines never reach the judge
    within = score_file(data, okness(judge), gates=Gates(max_bad_lines=2), on_warning=print)
    assert within.failure is None and within.checks[0].passed


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"id": 1, "output": \n[1]\n', "all 2 are malformed; first: invalid JSON"),
        ("", "no records to score (the file is empty)"),
    ],
)
def test_a_file_with_nothing_usable_raises(
    tmp_path: Path, judge: FakeJudge, content: str, message: str
) -> None:
    data = tmp_path / "d.jsonl"
    data.write_text(content)
    with pytest.raises(DatasetError, match=re.escape(message)):
        score_file(data, okness(judge), on_warning=lambda _: None)


def test_gate_precedence_bad_data_then_judge_errors_then_quality(
    tmp_path: Path, judge: FakeJudge
) -> None:
    rows = [{"id": "a", "output": "bad"}, {"id": "b", "output": "overflow"}, "not json"]
    data = write_jsonl(tmp_path / "d.jsonl", rows)

    def failure(**gates: Any) -> str | None:
        return score_file(data, okness(judge), gates=Gates(**gates), on_warning=len).failure

    assert failure(min_score=0.5, max_judge_errors=0) == "bad_data"
    assert failure(min_score=0.5, max_judge_errors=0, max_bad_lines=1) == "judge_errors"
    assert failure(min_score=0.5, max_judge_errors=1, max_bad_lines=1) == "quality"
    assert failure(min_score=0.0, max_judge_errors=1, max_bad_lines=1) is None


def test_check_gates_messages_and_nothing_scored() -> None:
    summary = {
        "judge_errors": 2,
        "per_scorer": {"s": {"mean": None, "pass_rate": None}, "t": {"mean": 0.5}},
    }
    checks = check_gates(summary, ["s", "t"], Gates(min_score=0.5, max_judge_errors=2))
    assert checks == [
        GateCheck("judge_errors", True, "2 judge error(s) within --max-judge-errors 2"),
        GateCheck("quality", False, "--min-score 0.5: nothing was scored (s)"),
        GateCheck("quality", True, "--min-score 0.5: got 0.500 (t)"),
    ]
    assert check_gates(summary, ["s"], Gates()) == []  # no gate set, nothing checked


def test_resume_after_an_interrupted_run_scores_each_item_once(
    tmp_path: Path, judge: FakeJudge
) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", GOOD)
    out = tmp_path / "r.jsonl"

    def crash_after_first(res: ItemResult) -> None:
        raise KeyboardInterrupt  # the user's Ctrl-C (or a kill) after one row landed

    with pytest.raises(KeyboardInterrupt):
        score_file(data, okness(judge), out=out, progress=crash_after_first)
    with open(out, "a", encoding="utf-8") as f:
        f.write('{"id": "b", "scorer": "okness", "sco')  # a torn row, as a crash leaves
    warnings: list[str] = []
    calls = judge.calls
    outcome = score_file(data, okness(judge), out=out, resume=True, on_warning=warnings.append)
    assert [row["id"] for row in file_rows(out)] == ["a", "b", "c"]
    assert (outcome.resumed, outcome.new_items, outcome.dropped_lines) == (1, 2, 1)
    assert judge.calls - calls == 2
    assert "dropped 1 incomplete line(s)" in warnings[0]
    assert outcome.summary["total_items"] == 3
    before = out.read_text()
    again = score_file(data, okness(judge), out=out, resume=True)
    assert out.read_text() == before and (again.resumed, again.new_items) == (3, 0)
    assert [r.id for r in again.records] == ["a", "b", "c"]


def test_resume_skips_done_item_scorer_pairs_only(tmp_path: Path) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", GOOD[:2])
    out = tmp_path / "r.jsonl"
    first = FakeJudge(handler=_handler)
    score_file(data, okness(first, "one"), out=out)
    second = FakeJudge(handler=_handler)
    outcome = score_file(data, [okness(second, "one"), okness(second, "two")], out=out, resume=True)
    assert second.calls == 2  # only scorer "two" ran, on both items
    assert [(r.id, r.scorer) for r in outcome.records] == [
        ("a", "one"),
        ("b", "one"),
        ("a", "two"),
        ("b", "two"),
    ]
    assert outcome.resumed == 0 and outcome.new_items == 2


def test_score_items_takes_plain_items(tmp_path: Path, judge: FakeJudge) -> None:
    out = tmp_path / "r.jsonl"
    runner = Runner(okness(judge), out=out, gates=Gates(min_pass_rate=0.5))
    outcome = runner.score_items([{"output": "good"}, {"output": "bad"}])
    assert [(r.id, r.line) for r in outcome.records] == [("0", None), ("1", None)]
    assert outcome.failure is None and outcome.summary["per_scorer"]["okness"]["pass_rate"] == 0.5
    with pytest.raises(ConfigError, match="resume needs out"):
        Runner(okness(judge), resume=True).score_items([{"output": "good"}])


def test_csv_with_a_mapping(tmp_path: Path, judge: FakeJudge) -> None:
    data = tmp_path / "d.csv"
    data.write_text('id,answer\na,"good\nstill a"\nb,bad\n')
    outcome = score_file(data, okness(judge), mapping={"answer": "output"})
    assert [(r.id, r.line, r.score) for r in outcome.records] == [("a", 2, 1.0), ("b", 4, 0.0)]


def test_similarity_needs_ground_truth_from_the_registry(tmp_path: Path) -> None:
    rows = [
        {"id": "same", "output": "Paris is the capital.", "ground_truth": "Paris is the capital."},
        {"id": "nogt", "output": "Paris."},
    ]
    data = write_jsonl(tmp_path / "s.jsonl", rows)
    # Identical units are exact matches decided without the judge, so it needs no script.
    sim = lj.create_answer_similarity_scorer(model=FakeJudge(outputs=[]), embedder=FakeEmbedder())
    outcome = score_file(data, sim, gates=Gates(max_bad_lines=1), on_warning=len)
    by_id = {r.id: r for r in outcome.records}
    assert by_id["same"].score == 1.0 and by_id["same"].scorer == "answer-similarity"
    assert "missing required field 'ground_truth'" in (by_id["line-2"].error or "")
    assert outcome.failure is None


def test_common_required_is_what_every_scorer_needs() -> None:
    from localjudge.runner import common_required

    assert common_required([("output",), ("output", "ground_truth")]) == ["output"]
    assert common_required([("output", "ground_truth")]) == ["output", "ground_truth"]
    assert common_required([]) == []
