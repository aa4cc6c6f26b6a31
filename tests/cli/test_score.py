"""``localjudge score`` end to end with the real default judge and a temp verdict cache.

One test per path that only a real model exercises: JSONL in with results, JUnit and HTML out;
a cached rerun that never loads the weights; malformed lines; an unusable --model; a run killed
with SIGKILL and resumed; similarity with the real embedder. Exit codes, gates, usage errors
and CSV are covered on a FakeJudge in ``tests/unit/test_cli_score.py``. The few items here
share one module-wide verdict cache, so each is judged cold once and later runs replay it; that
keeps the module fast on a small CPU.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from localjudge.catalog import default_model
from localjudge.cli import cli

pytestmark = pytest.mark.model

ITEMS = [
    {
        "id": "greet",
        "input": "Say hello.",
        "output": "Hello there!",
        "rubric": "- Greets the reader",
    },
    {"id": "colour", "input": "Name a colour.", "output": "Blue.", "rubric": ["Names a colour"]},
    {"id": "sum", "input": "What is 2 + 2?", "output": "4", "rubric": ["Gives the number 4"]},
]
EXTRA = {"id": "capital", "input": "Capital of Italy?", "output": "Rome.", "rubric": ["Names Rome"]}


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("verdict-cache")


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text(
        "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows),
        encoding="utf-8",
    )
    return path


def read_rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def score(*args: str | Path) -> Result:
    return CliRunner().invoke(cli, ["score", *map(str, args)], catch_exceptions=False)


class Sections(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.sections: list[str] = []
        self.scripts = 0
        self.svgs = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "section":
            self.sections.append(dict(attrs).get("id") or "")
        self.scripts += tag == "script"
        self.svgs += tag == "svg"


def test_jsonl_in_results_junit_html_out(tmp_path: Path, cache_dir: Path) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS)
    out, junit, html = (
        tmp_path / "o" / "r.jsonl",
        tmp_path / "o" / "j.xml",
        tmp_path / "o" / "r.html",
    )
    r = score(
        data, "--scorer", "rubric", "--out", out, "--junit", junit, "--html", html,
        "--cache-dir", cache_dir, "--min-pass-rate", "0",
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    rows = read_rows(out)
    assert [row["id"] for row in rows] == ["greet", "colour", "sum"]
    for row in rows:
        assert list(row) == [
            "id",
            "scorer",
            "score",
            "passed",
            "reason",
            "details",
            "trace",
            "error",
        ]
        assert row["scorer"] == "rubric"
        assert row["score"] in (0.0, 1.0) and row["error"] is None
        assert row["passed"] is (row["score"] == 1.0)
        # No --model: the rubric scorer's own default judge.
        assert row["trace"]["model"] == default_model("judge", "rubric")
        assert row["trace"]["judge_calls"] >= 1
        crit = row["details"]["analyze_step_result"]["criteria"]
        assert crit and 0.0 <= crit[0]["confidence"] <= 1.0
    assert "mean score" in r.stdout and "pass rate" in r.stdout and "items/s" in r.stdout

    root = ET.parse(junit).getroot()
    assert root.tag == "testsuites" and root.get("tests") == "3" and root.get("errors") == "0"
    failed = sum(1 for row in rows if row["passed"] is False)
    assert root.get("failures") == str(failed)
    assert [c.get("name") for c in root.iter("testcase")] == ["greet", "colour", "sum"]

    page = html.read_text(encoding="utf-8")
    parser = Sections()
    parser.feed(page)
    assert parser.sections == [
        "summary",
        "histogram",
        "rubric-criteria",
        "rubric-low-confidence",
        "items",
    ]
    assert parser.scripts == 0 and parser.svgs >= 1
    assert "Greets the reader" in page


def test_second_run_is_all_cache_hits(
    tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS[:2])
    first = score(
        data, "--scorer", "rubric", "--out", tmp_path / "1.jsonl", "--cache-dir", cache_dir
    )
    assert first.exit_code == 0, first.output
    import llama_cpp

    loads: list[Any] = []
    monkeypatch.setattr(llama_cpp, "Llama", lambda *a, **k: loads.append(k))
    second = score(
        data, "--scorer", "rubric", "--out", tmp_path / "2.jsonl", "--cache-dir", cache_dir
    )
    assert second.exit_code == 0, second.output
    rows = read_rows(tmp_path / "2.jsonl")
    assert all(row["trace"]["cached"] and row["trace"]["cached_calls"] >= 1 for row in rows)
    assert [r["score"] for r in rows] == [r["score"] for r in read_rows(tmp_path / "1.jsonl")]
    line = next(x for x in second.stdout.splitlines() if "cache hits" in x)
    assert line.split()[-1] == "2"
    assert loads == []  # every verdict was cached, so the weights never loaded


def test_malformed_lines_are_recorded_and_exit_2(tmp_path: Path, cache_dir: Path) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [ITEMS[0], '{"id": "broken", ', {"id": "nout"}])
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--out", out, "--cache-dir", cache_dir)
    assert r.exit_code == 2, r.output  # the rest was scored, but a partial dataset is no verdict
    assert f"{data}:2: invalid JSON" in r.stderr
    assert f"{data}:3: missing required field 'output'" in r.stderr
    rows = read_rows(out)
    assert [row["id"] for row in rows] == ["greet", "line-2", "line-3"]
    assert [row["details"]["error_kind"] for row in rows] == [None, "input", "input"]
    assert rows[0]["score"] is not None
    assert "malformed lines  2" in r.stdout
    ok = score(data, "--scorer", "rubric", "--cache-dir", cache_dir, "--max-bad-lines", "2")
    assert ok.exit_code == 0, ok.output


def test_exit_2_for_an_unreadable_model(tmp_path: Path) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS[:1])
    garbage = tmp_path / "garbage.gguf"
    garbage.write_bytes(b"this is not a model" * 10)
    r = score(data, "--scorer", "rubric", "--model", garbage, "--no-cache")
    assert r.exit_code == 2
    assert r.stderr.startswith(f"localjudge: error: {garbage}: not a GGUF model file")
    missing = tmp_path / "nope.gguf"
    r = score(data, "--scorer", "rubric", "--model", missing, "--no-cache")
    assert r.exit_code == 2 and str(missing) in r.stderr


def test_killed_run_resumes_scoring_each_item_once(tmp_path: Path, cache_dir: Path) -> None:
    # The killed run reads its data from a pipe that holds only the first item and never
    # reaches end-of-file, so once that item's row is written the run can only wait for the
    # next line: the kill lands there whatever the machine's load (killing "soon after the
    # first row" raced the judge). The data is read lazily, one record ahead at most.
    data = tmp_path / "d.jsonl"
    os.mkfifo(data)
    out = tmp_path / "r.jsonl"
    log = tmp_path / "killed-run.stderr"
    # This interpreter, not the console script, so the code under test (PYTHONPATH) is run.
    cmd = [sys.executable, "-c", "from localjudge.cli import main; main()", "score", str(data),
           "--scorer", "rubric", "--out", str(out), "--cache-dir", str(cache_dir)]  # fmt: skip
    pipe = os.open(data, os.O_RDWR)  # read-write: opening waits for no reader; no EOF ever
    try:
        os.write(pipe, (json.dumps(ITEMS[0]) + "\n").encode())
        with open(log, "wb") as err:
            proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        deadline = time.monotonic() + 600
        first_row = False
        while proc.poll() is None and time.monotonic() < deadline and not first_row:
            first_row = out.exists() and out.read_text(encoding="utf-8").count("\n") >= 1
            time.sleep(0.05)
        proc.kill()  # nothing if it already ended; the assertions below say so
        proc.wait(timeout=60)
    finally:
        os.close(pipe)
    assert proc.returncode == -signal.SIGKILL, f"the run ended by itself: {log.read_text()}"
    assert first_row, f"no row within 600 s: {log.read_text()}"
    # The resumed run reads the whole data, from the same path; EXTRA is judged nowhere else,
    # so it is judged cold there.
    data.unlink()
    write_jsonl(data, [ITEMS[0], EXTRA, ITEMS[1]])
    with open(out, "a", encoding="utf-8") as f:
        f.write('{"id": "capital", "scorer": "rubric", "sco')  # a torn row, as a crash leaves
    done_before = [json.loads(x)["id"] for x in out.read_text().splitlines()[:-1]]
    assert done_before == ["greet"]

    r = score(data, "--scorer", "rubric", "--out", out, "--cache-dir", cache_dir, "--resume",
              "--junit", tmp_path / "j.xml")  # fmt: skip
    assert r.exit_code == 0, r.output
    ids = [row["id"] for row in read_rows(out)]
    assert ids == ["greet", "capital", "colour"]  # each item exactly once, in order
    assert "(resumed 1)" in r.stdout
    assert "dropped 1 incomplete line" in r.stderr
    assert ET.parse(tmp_path / "j.xml").getroot().get("tests") == "3"
    # Resuming a finished run judges nothing and changes nothing.
    before = out.read_text()
    r = score(data, "--scorer", "rubric", "--out", out, "--cache-dir", cache_dir, "--resume")
    assert r.exit_code == 0 and out.read_text() == before
    assert "(resumed 3)" in r.stdout


def test_similarity_end_to_end(tmp_path: Path, cache_dir: Path) -> None:
    pytest.importorskip("localjudge.scorers.similarity")
    data = write_jsonl(
        tmp_path / "s.jsonl",
        [
            {
                "id": "fr",
                "input": "Capital of France?",
                "output": "Paris.",
                "ground_truth": "Paris.",
            },
            {"id": "nogt", "input": "q", "output": "a", "ground_truth": ""},
        ],
    )
    out, html = tmp_path / "s.results.jsonl", tmp_path / "s.html"
    r = score(
        data, "--scorer", "similarity", "--out", out, "--html", html, "--cache-dir", cache_dir
    )
    assert r.exit_code == 0, r.output
    rows = {row["id"]: row for row in read_rows(out)}
    assert rows["fr"]["score"] == 1.0 and rows["fr"]["passed"] is True
    # An empty ground truth is one item's input error, recorded and counted, not a crash.
    assert rows["nogt"]["score"] is None
    assert rows["nogt"]["details"]["error_kind"] == "input"
    assert "requires ground truth" in rows["nogt"]["error"]
    assert 'id="answer-similarity-low-confidence"' in html.read_text()
