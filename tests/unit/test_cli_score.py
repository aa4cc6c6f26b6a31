"""``localjudge score`` on a FakeJudge: exit codes 0/1/2/3, bad lines, resume, CSV (no model)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from localjudge.catalog import default_model
from localjudge.cli import cli
from localjudge.cli import score as score_cli
from localjudge.errors import ContextOverflowError
from localjudge.judges.grammar import Choice, Const, Node, Obj, Str, Tup
from localjudge.testing import FakeJudge, FakeRequest

# The judge a rubric run loads when no model is named (qwen2.5-coder-1.5b unless configured).
RUBRIC_JUDGE = default_model("judge", "rubric")
ITEMS = [
    {"id": "greet", "output": "good: hello", "rubric": "- Greets the reader"},
    {"id": "colour", "output": "bad: nothing", "rubric": ["Names a colour"]},
    {"id": "sum", "output": "good: 4", "rubric": ["Gives the number 4", "Is short"]},
]


def fill(node: Node, verdict: bool) -> Any:
    """A value admitted by a rubric grammar node, every boolean set to ``verdict``."""
    if isinstance(node, Const):
        return node.value
    if isinstance(node, Choice):
        return verdict
    if isinstance(node, Str):
        return "Because."
    if isinstance(node, Tup):
        return [fill(n, verdict) for n in node.items]
    assert isinstance(node, Obj), node
    return {key: fill(n, verdict) for key, n in node.fields}


def rubric_handler(request: FakeRequest) -> Any:
    """Outputs starting "good" meet every criterion; "overflow" is a judge error."""
    prompt = request.prompt
    if "overflow" in prompt:
        return ContextOverflowError(5000, 5008, 4096)
    return fill(request.grammar.root, "good:" in prompt)


@pytest.fixture
def judge(monkeypatch: pytest.MonkeyPatch) -> FakeJudge:
    """The FakeJudge every ``localjudge score`` in the test runs on (the model loader swapped)."""
    fake = FakeJudge(handler=rubric_handler)
    loads: list[tuple[str | None, bool | str]] = []

    def load(model: str | None, cache: bool | str, batch: bool = False) -> FakeJudge:
        loads.append((model, cache))
        fake.batch = batch  # type: ignore[attr-defined]
        return fake

    monkeypatch.setattr(score_cli, "_load_judge", load)
    fake.loads = loads  # type: ignore[attr-defined]
    return fake


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return path


def read_rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def score(*args: str | Path) -> Result:
    return CliRunner().invoke(cli, ["score", *map(str, args)], catch_exceptions=False)


def test_exit_0_writes_results_and_reports(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS)
    out, html = tmp_path / "r.jsonl", tmp_path / "r.html"
    r = score(data, "--scorer", "rubric", "--out", out, "--html", html, "--min-pass-rate", "0.5")
    assert r.exit_code == 0, r.output
    rows = read_rows(out)
    assert [(row["id"], row["score"], row["details"]["line"]) for row in rows] == [
        ("greet", 1.0, 1),
        ("colour", 0.0, 2),
        ("sum", 1.0, 3),
    ]
    assert "66.7% (2/3)" in r.stdout
    assert "gate --min-pass-rate 0.5: got 0.667 (rubric): passed" in r.stdout
    assert 'id="rubric-criteria"' in html.read_text() and "Names a colour" in html.read_text()
    assert judge.loads == [(RUBRIC_JUDGE, True)]  # type: ignore[attr-defined]


def test_batch_reaches_the_judge_and_the_ray_recipe(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [{"id": "a", "output": "good: yes"}])
    assert score(data, "--scorer", "rubric", "--criteria", "Is good", "--no-cache").exit_code == 0
    assert judge.batch is False  # type: ignore[attr-defined]
    args = ("--scorer", "rubric", "--criteria", "Is good", "--no-cache", "--batch")
    assert score(data, *args).exit_code == 0
    assert judge.batch is True  # type: ignore[attr-defined]
    assert score_cli._batch_options(True) == {"batch": True}
    assert score_cli._batch_options(False) == {}


def test_exit_1_when_a_quality_gate_fails(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS)
    r = score(data, "--scorer", "rubric", "--min-score", "0.9", "--no-cache")
    assert r.exit_code == 1, r.output
    assert "localjudge: quality gate failed: --min-score 0.9: got 0.667 (rubric)" in r.stderr
    assert judge.loads == [(RUBRIC_JUDGE, False)]  # type: ignore[attr-defined]


def test_exit_3_when_judge_errors_exceed_the_budget(tmp_path: Path, judge: FakeJudge) -> None:
    huge = {"id": "huge", "output": "overflow", "rubric": ["Is short"]}
    data = write_jsonl(tmp_path / "d.jsonl", [ITEMS[0], huge])
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--out", out, "--max-judge-errors", "0",
              "--min-score", "0.9")  # fmt: skip
    assert r.exit_code == 3, r.output  # judge errors win over the failed quality gate
    assert "1 judge error(s) exceed --max-judge-errors 0" in r.stderr
    row = read_rows(out)[1]
    assert row["score"] is None and row["details"]["error_kind"] == "judge"
    assert score(data, "--scorer", "rubric", "--max-judge-errors", "1").exit_code == 0


def test_malformed_lines_exit_2_after_the_rest_is_scored(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [ITEMS[0], '{"id": "broken", ', {"id": "nout"}])
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--out", out, "--max-judge-errors", "0")
    assert r.exit_code == 2, r.output
    assert f"localjudge: warning: {data}:2: invalid JSON" in r.stderr
    assert f"{data}:3: missing required field 'output'" in r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"localjudge: error: {data}:2: invalid JSON")
    assert last.endswith("2 malformed line(s) in all, more than --max-bad-lines 0")
    rows = read_rows(out)
    assert [row["id"] for row in rows] == ["greet", "line-2", "line-3"]
    assert [row["details"]["error_kind"] for row in rows] == [None, "input", "input"]
    assert "malformed lines  2" in r.stdout
    ok = score(data, "--scorer", "rubric", "--max-bad-lines", "2")
    assert ok.exit_code == 0, ok.output


def test_bad_data_wins_over_judge_errors_and_quality(tmp_path: Path, judge: FakeJudge) -> None:
    huge = {"id": "huge", "output": "overflow", "rubric": ["Is short"]}
    data = write_jsonl(tmp_path / "d.jsonl", [ITEMS[1], huge, "[1]"])
    r = score(data, "--scorer", "rubric", "--max-judge-errors", "0", "--min-score", "1")
    assert r.exit_code == 2, r.output
    assert "quality gate failed" in r.stderr and "exceed --max-judge-errors" in r.stderr


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"output": \n[1]\n', ":1: no usable records: all 2 are malformed; first: invalid"),
        ("", ": no records to score (the file is empty)"),
    ],
)
def test_exit_2_when_nothing_is_usable(
    tmp_path: Path, judge: FakeJudge, content: str, message: str
) -> None:
    data = tmp_path / "d.jsonl"
    data.write_text(content)
    r = score(data, "--scorer", "rubric")
    assert r.exit_code == 2, r.output
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"localjudge: error: {data}") and message in last


def test_a_bad_file_loads_no_model_and_keeps_the_results(tmp_path: Path, judge: FakeJudge) -> None:
    data = tmp_path / "d.csv"
    data.write_text("id,input,answer\na,q,x\n")
    out = tmp_path / "r.jsonl"
    out.write_text("keep me\n")
    r = score(data, "--scorer", "rubric", "--out", out)
    assert r.exit_code == 2 and "missing required column 'output'" in r.stderr
    sim = tmp_path / "s.csv"
    sim.write_text("input,output\nq,a\n")
    r = score(sim, "--scorer", "similarity")
    assert r.exit_code == 2 and f"{sim}:1: missing required column 'ground_truth'" in r.stderr
    assert out.read_text() == "keep me\n" and judge.loads == []  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "args",
    [
        ["--scorer", "nope"],
        ["--scorer", "rubric", "--resume"],
        ["--scorer", "rubric", "--no-cache", "--cache-dir", "x"],
        ["--scorer", "rubric", "--map", "x"],
        ["--scorer", "rubric", "--scale", "0"],
        ["--scorer", "rubric", "--embedder", "e"],
        ["--scorer", "similarity", "--criteria", "- a"],
        ["--scorer", "rubric", "--max-bad-lines", "-1"],
    ],
)
def test_bad_usage_is_exit_2(tmp_path: Path, judge: FakeJudge, args: list[str]) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS[:1])
    r = score(data, *args)
    assert r.exit_code == 2, r.output
    assert judge.loads == []  # type: ignore[attr-defined]


def test_resume_after_an_interrupted_run(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS)
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--out", out)
    assert r.exit_code == 0, r.output
    lines = out.read_text().splitlines(keepends=True)
    out.write_text(lines[0] + lines[1][:40])  # killed while writing the second row
    calls = judge.calls
    r = score(data, "--scorer", "rubric", "--out", out, "--resume", "--junit", tmp_path / "j.xml")
    assert r.exit_code == 0, r.output
    assert [row["id"] for row in read_rows(out)] == ["greet", "colour", "sum"]
    assert "(resumed 1)" in r.stdout and "dropped 1 incomplete line(s)" in r.stderr
    assert judge.calls - calls == 3  # colour and sum re-judged: one call per criterion
    assert 'tests="3"' in (tmp_path / "j.xml").read_text()


def test_csv_with_mapped_columns(tmp_path: Path, judge: FakeJudge) -> None:
    data = tmp_path / "d.csv"
    data.write_text('key,answer,rubric\ng,good: hi,"[""Greets""]"\n')
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--out", out, "--map", "key=id", "--map", "answer=output")
    assert r.exit_code == 0, r.output
    (row,) = read_rows(out)
    assert (row["id"], row["score"], row["details"]["line"]) == ("g", 1.0, 2)


def test_criteria_file_and_scale(tmp_path: Path, judge: FakeJudge) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [{"id": "x", "output": "good: yes"}])
    crit = tmp_path / "c.json"
    crit.write_text('["Says yes", {"description": "Is polite", "required": false}]')
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--criteria", f"@{crit}", "--scale", "10", "--out", out)
    assert r.exit_code == 0, r.output
    (row,) = read_rows(out)
    assert (row["score"], row["details"]["scale"]) == (10.0, 10.0)
    assert "Is polite" in judge.requests[-1].prompt


def test_the_cli_and_runner_import_no_model_library() -> None:
    code = (
        "import sys, localjudge.cli.score, localjudge.runner, localjudge.reports\n"
        "heavy = [m for m in ('llama_cpp', 'torch', 'sentence_transformers') if m in sys.modules]\n"
        "assert not heavy, heavy\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


# ---------------------------------------------------------------- several scorers, a config

PARIS = "good: Paris is the capital."
BOTH = [
    {"id": "ok", "output": PARIS, "ground_truth": PARIS, "rubric": ["Names the capital"],
     "human": True},
    {"id": "bad", "output": "bad: no idea", "ground_truth": "bad: no idea",
     "rubric": ["Names the capital"], "human": False},
]  # fmt: skip


@pytest.fixture
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    """The similarity scorer's embedder: a toy one (outputs equal their ground truth here, so
    every pair is exact and the judge is never asked)."""
    from localjudge.embeddings import sentence
    from localjudge.testing import FakeEmbedder

    class Loaded(FakeEmbedder):
        name = "fake-embedder"

        def load(self) -> Loaded:
            return self

    monkeypatch.setattr(sentence, "load_embedder", lambda name=None: Loaded())


def test_several_scorers_in_one_pass_with_gates_per_scorer(
    tmp_path: Path, judge: FakeJudge, fake_embedder: None
) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", BOTH)
    out = tmp_path / "r.jsonl"
    html = tmp_path / "r.html"
    r = score(data, "--scorer", "rubric", "--scorer", "similarity", "--out", out, "--html", html,
              "--min-pass-rate", "rubric=1", "--min-pass-rate", "0.5")  # fmt: skip
    assert "fake-embedder" in html.read_text()  # the report names what the builders loaded
    assert r.exit_code == 1, r.output
    sim = "answer-similarity"
    assert [(row["id"], row["scorer"]) for row in read_rows(out)] == [
        ("ok", "rubric"), ("ok", sim), ("bad", "rubric"), ("bad", sim),
    ]  # fmt: skip
    assert "--scorer rubric --scorer similarity" in r.stdout
    assert "gate --min-pass-rate 0.5: got 1.000 (answer-similarity): passed" in r.stdout
    assert "quality gate failed: --min-pass-rate 1: got 0.500 (rubric)" in r.stderr
    # With no model named each scorer loads its own default judge.
    assert judge.loads == [(RUBRIC_JUDGE, True), (default_model("judge", "similarity"), True)]  # type: ignore[attr-defined]
    judge.loads.clear()  # type: ignore[attr-defined]
    score(data, "--scorer", "rubric", "--scorer", "similarity", "--model", "m.gguf")
    assert judge.loads == [("m.gguf", True)]  # type: ignore[attr-defined]  # one judge for both
    r = score(data, "--scorer", "rubric", "--min-pass-rate", "nope=1")
    assert r.exit_code == 2 and "not a scorer of this run" in r.output


def write_config(folder: Path, body: str, name: str = "pyproject.toml") -> Path:
    path = folder / name
    path.write_text(body)
    return path


def test_a_project_config_runs_with_no_flags_and_flags_override_it(
    tmp_path: Path, judge: FakeJudge, fake_embedder: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_jsonl(tmp_path / "one.jsonl", BOTH)
    write_jsonl(tmp_path / "two.jsonl", BOTH[:1])
    write_config(tmp_path, """
[project]
name = "answers"

[tool.localjudge]
data = ["one.jsonl", "two.jsonl"]
out = "out/{data}.results.jsonl"
html = "out/{data}.html"
max_judge_errors = 0
labels = "human"

[tool.localjudge.scorers.rubric]
min_pass_rate = 0.9
options = { reasoning = "failures" }

[tool.localjudge.scorers.similarity]
min_score = 0.5
""")  # fmt: skip
    sub = tmp_path / "sub"
    sub.mkdir()
    monkeypatch.chdir(sub)  # found in a folder above
    r = CliRunner().invoke(cli, ["score"], catch_exceptions=False)
    assert r.exit_code == 1, r.output  # one.jsonl's rubric pass rate is 0.5
    assert f"config {tmp_path / 'pyproject.toml'}" in r.stdout
    assert "quality gate failed: --min-pass-rate 0.9: got 0.500 (rubric)" in r.stderr
    assert "gate --min-pass-rate 0.9: got 1.000 (rubric): passed" in r.stdout  # two.jsonl
    assert "gate --max-judge-errors 0" not in r.stderr
    one = read_rows(tmp_path / "out" / "one.results.jsonl")
    assert len(one) == 4 and (tmp_path / "out" / "two.html").is_file()
    assert one[0]["details"]["label"] is True  # labels from the config
    assert "agreement with labels (rubric, per item): 2 labelled" in r.stdout
    # the config's scorer options reach the scorer: unmet criteria are explained
    bad = next(row for row in one if row["id"] == "bad" and row["scorer"] == "rubric")
    assert bad["details"]["analyze_step_result"]["criteria"][0]["satisfied"] is False
    # a flag beats the config: DATA, --scorer, and the gate
    r = CliRunner().invoke(
        cli,
        [
            "score",
            str(tmp_path / "one.jsonl"),
            "--scorer",
            "rubric",
            "--out",
            str(tmp_path / "x.jsonl"),
            "--min-pass-rate",
            "0.5",
        ],
        catch_exceptions=False,
    )
    assert r.exit_code == 0, r.output
    assert {row["scorer"] for row in read_rows(tmp_path / "x.jsonl")} == {"rubric"}
    assert CliRunner().invoke(cli, ["score", "--no-config"]).exit_code == 2


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("[tool.localjudge]\nmodle = 'x'\n", "pyproject.toml: tool.localjudge.modle: unknown key"),
        ("[tool.localjudge.scorers.rubric]\nmin_pass_rate = 2\n",
         "pyproject.toml: tool.localjudge.scorers.rubric.min_pass_rate: Input should be less "
         "than or equal to 1"),
        ("[tool.localjudge.scorers.rubrik]\n",
         "tool.localjudge.scorers.rubrik: unknown scorer 'rubrik'"),
        ("[tool.localjudge]\ndata = ['a.jsonl', 'b.jsonl']\nout = 'r.jsonl'\n",
         'tool.localjudge.out: several datasets write one file each; name it with "{data}"'),
        ("[tool.localjudge\n", "pyproject.toml: invalid TOML"),
    ],
)  # fmt: skip
def test_a_bad_config_is_one_error_naming_the_file_and_key(
    tmp_path: Path, judge: FakeJudge, monkeypatch: pytest.MonkeyPatch, body: str, message: str
) -> None:
    write_config(tmp_path, body)
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(cli, ["score", "--scorer", "rubric", "d.jsonl"])
    assert r.exit_code == 2, r.output
    assert message in r.output
    assert judge.loads == []  # type: ignore[attr-defined]


def test_localjudge_toml_wins_over_pyproject_in_the_same_folder(
    tmp_path: Path, judge: FakeJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_jsonl(tmp_path / "d.jsonl", ITEMS)
    write_config(tmp_path, "[tool.localjudge]\ndata = 'missing.jsonl'\n")
    write_config(tmp_path, "data = 'd.jsonl'\n[scorers.rubric]\n", "localjudge.toml")
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(cli, ["score"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert f"config {tmp_path / 'localjudge.toml'}" in r.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ray-actors", "2"], "--ray-actors needs --ray"),
        (["--ray-gpus", "1"], "--ray-gpus needs --ray"),
        (["--ray", "not an address"], "is not a Ray address"),
    ],
)
def test_ray_flags_are_checked_before_anything_loads(
    tmp_path: Path, judge: FakeJudge, args: list[str], message: str
) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", ITEMS[:1])
    r = score(data, "--scorer", "rubric", *args)
    assert r.exit_code == 2 and message in r.output, r.output
    assert judge.loads == []  # type: ignore[attr-defined]


def test_a_field_only_one_scorer_needs_costs_only_that_scorer(
    tmp_path: Path, judge: FakeJudge, fake_embedder: None
) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [BOTH[0], {**BOTH[1], "ground_truth": None}])
    out = tmp_path / "r.jsonl"
    r = score(data, "--scorer", "rubric", "--scorer", "similarity", "--out", out)
    assert r.exit_code == 0, r.output
    rows = {(row["id"], row["scorer"]): row for row in read_rows(out)}
    assert rows[("bad", "rubric")]["score"] == 0.0  # scored
    assert rows[("bad", "answer-similarity")]["details"]["error_kind"] == "input"
    assert "malformed lines  0" in r.stdout


def test_config_scorers_run_on_their_own_datasets(
    tmp_path: Path, judge: FakeJudge, fake_embedder: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_jsonl(tmp_path / "rubric.jsonl", ITEMS)
    write_jsonl(tmp_path / "answers.jsonl", [{"id": "a", "output": "x y", "ground_truth": "x y"}])
    write_config(tmp_path, """
[tool.localjudge]
data = ["rubric.jsonl", "answers.jsonl"]
out = "out/{data}.jsonl"

[tool.localjudge.scorers.rubric]
data = "rubric.jsonl"

[tool.localjudge.scorers.similarity]
data = ["answers.jsonl"]
""")  # fmt: skip
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(cli, ["score"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert {row["scorer"] for row in read_rows(tmp_path / "out" / "rubric.jsonl")} == {"rubric"}
    assert [row["scorer"] for row in read_rows(tmp_path / "out" / "answers.jsonl")] == [
        "answer-similarity"
    ]
    write_config(
        tmp_path,
        '[tool.localjudge]\ndata = "a.jsonl"\n[tool.localjudge.scorers.rubric]\ndata = "b.jsonl"\n',
    )
    r = CliRunner().invoke(cli, ["score"])
    assert r.exit_code == 2 and "scorers.rubric.data: " in r.output and "is not one of" in r.output
