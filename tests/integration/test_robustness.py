"""Bad input and faults with the real default judge: nothing crashes a run, nothing is lost.

Outputs that are empty, huge, bytes or odd chat shapes; criteria lists that are empty,
duplicated or 300 long; non-UTF-8 dataset lines; a read-only or full output directory; and one
judge shared by concurrent workers. Each case is either scored or recorded on its item with a
clear error, and the run goes on.

What is defined for a 300-criterion rubric: ``one_call`` puts every criterion in one prompt, which
then exceeds the default judge's 4096-token context, so the item is *unscored* with a
``ContextOverflowError`` (never a 0); ``per_criterion`` judges each criterion with its own small
prompt, so every criterion gets a verdict, in order.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from click.testing import CliRunner

from localjudge import create_rubric_scorer, run_evals
from localjudge.cli import cli
from localjudge.datasets import load_jsonl
from localjudge.errors import DatasetError
from localjudge.scorers.prompts.rubric import criterion_prompt
from localjudge.scorers.rubric import NO_RUBRIC_REASON
from localjudge.testing import FakeJudge, FakeRequest
from localjudge.types import Criterion

if TYPE_CHECKING:
    from localjudge.judges.llama import LlamaJudge

LOCALJUDGE = Path(sys.executable).parent / "localjudge"
HUGE_OUTPUT = "word " * 6000  # far beyond the default judge's 4096-token context
FAST = {"reasoning_chars": 32}  # short reasoning keeps CPU runs quick; the grammar is the same


def _rows(path: Path) -> list[dict[str, Any]]:
    text = path.read_text(encoding="utf-8")
    assert text == "" or text.endswith("\n"), "a torn last row"
    return [json.loads(line) for line in text.splitlines()]


def _write_jsonl(path: Path, rows: list[dict[str, Any] | bytes]) -> Path:
    path.write_bytes(
        b"".join((r if isinstance(r, bytes) else json.dumps(r).encode()) + b"\n" for r in rows)
    )
    return path


# ---------------------------------------------------------------- odd outputs and criteria


@pytest.mark.model
@pytest.mark.slow
def test_odd_outputs_and_criteria_never_crash_run_evals(judge: LlamaJudge) -> None:
    good = "Paris is the capital of France."
    items: list[dict[str, Any]] = [
        {"id": "empty", "output": ""},
        {"id": "blank", "output": "   \n\t"},
        {"id": "bytes", "output": good.encode()},
        {"id": "mapping", "output": {"text": good}},
        {"id": "number", "output": 42},
        {"id": "surrogate", "output": "Paris\ud800 is the capital."},  # cannot be encoded
        {"id": "no-output", "input": "What is the capital of France?"},
        {"id": "huge", "output": HUGE_OUTPUT},
        {"id": "no-assistant", "output": [{"role": "user", "content": "Hi"}]},
        {"id": "strings", "output": ["just", "strings"]},
        {"id": "none-content", "output": [{"role": "assistant", "content": None}]},
        {
            "id": "parts",
            "output": [
                {"role": "user", "content": "Capital of France?"},
                {"role": "assistant", "content": [{"type": "text", "text": good}]},
            ],
        },
        {
            # A tool-call turn (no text) after the answer: the answer is what gets judged.
            "id": "tool-turn-last",
            "output": [
                {"role": "assistant", "content": "PARIS-ANSWER: " + good},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "t1"}]},
            ],
        },
        {"id": "empty-rubric", "output": good, "rubric": []},
        {"id": "blank-rubric", "output": good, "rubric": "  \n - \n"},
        {"id": "last-good", "output": good},
    ]
    for item in items:
        item.setdefault("input", "What is the capital of France?")
        item.setdefault("rubric", ["Names Paris as the capital"])
    scorer = create_rubric_scorer(judge, options=FAST)
    seen: list[str] = []
    report = run_evals(items, [scorer], on_item_complete=lambda item, **_: seen.append(item["id"]))
    results = {r.id: r for r in report["results"]}
    assert seen == [i["id"] for i in items]  # every item reported, in order

    def res(item_id: str) -> Any:
        return results[item_id].scorer_results["rubric"]

    input_errors = {
        "empty": "empty",
        "blank": "empty",
        "bytes": "bytes",
        "mapping": "text or a list of chat messages",
        "number": "text or a list of chat messages",
        "surrogate": "not valid Unicode",
        "no-output": "output",
        "no-assistant": "without an assistant message",
        "strings": "without an assistant message",
        "none-content": "without an assistant message",
    }
    for item_id, words in input_errors.items():
        r = res(item_id)
        assert r.score is None and words in (r.error or ""), (item_id, r.error)
        assert results[item_id].error_kinds["rubric"] == "input"
    huge = res("huge")
    assert huge.score is None and huge.error.startswith("ContextOverflowError: ")
    assert re.search(r"prompt of \d+ tokens .* context window of 4096 tokens", huge.error)
    assert results["huge"].error_kinds["rubric"] == "judge"
    for item_id in ("parts", "tool-turn-last", "last-good"):
        assert res(item_id).score in (0.0, 1.0), (item_id, res(item_id).error)
    assert "PARIS-ANSWER" in res("tool-turn-last").analyze_prompt
    for item_id in ("empty-rubric", "blank-rubric"):
        r = res(item_id)
        assert r.score == 1.0 and r.reason == NO_RUBRIC_REASON
        assert r.trace is not None and r.trace.judge_calls == 0  # passed without the judge
    s = report["summary"]
    assert s["total_items"] == len(items)
    assert s["input_errors"] == len(input_errors) and s["judge_errors"] == 1
    assert s["scored"] == 5


@pytest.mark.model
@pytest.mark.parametrize("mode", ["one_call", "per_criterion"])
def test_duplicated_criteria_are_each_judged_in_order(judge: LlamaJudge, mode: str) -> None:
    criteria = ["Names Paris", "Names Paris", "Is one sentence", "Names Paris"]
    scorer = create_rubric_scorer(judge, criteria=criteria, options={"mode": mode, **FAST})
    res = scorer.run({"input": "Capital of France?", "output": "Paris is the capital."})
    assert res.error is None and res.score in (0.0, 1.0)
    verdicts = res.analyze_step_result["criteria"]
    assert [v["criterion"] for v in verdicts] == criteria
    assert [v["id"] for v in verdicts] == ["c1", "c2", "c3", "c4"]
    listed = [ln for ln in res.reason.splitlines() if re.fullmatch(r". \[required\] .*", ln)]
    assert [ln[len("✅ [required] ") :] for ln in listed] == criteria
    assert res.trace.judge_calls == (1 if mode == "one_call" else 4)


CRITERIA_300 = [
    f"The response lists inventory item number {i} together with its quantity and location"
    for i in range(1, 301)
]


@pytest.mark.model
def test_300_criteria_in_one_call_is_unscored_with_a_clear_overflow(judge: LlamaJudge) -> None:
    items = [
        {"id": "long-rubric", "output": "Item 1: 3 boxes, shelf A.", "rubric": CRITERIA_300},
        {"id": "after", "output": "", "rubric": ["anything"]},  # the run goes on after it
    ]
    scorer = create_rubric_scorer(judge, options={**FAST, "mode": "one_call"})
    report = run_evals(items, [scorer])
    first = report["results"][0].scorer_results["rubric"]
    assert first.score is None
    assert first.error.startswith("ContextOverflowError: ")
    assert "load the judge with a larger n_ctx" in first.error
    assert report["summary"]["judge_errors"] == 1
    assert report["results"][1].error_kinds["rubric"] == "input"


@pytest.mark.model
def test_300_criteria_per_criterion_prompts_each_fit_the_context(judge: LlamaJudge) -> None:
    scorer = create_rubric_scorer(judge, criteria=CRITERIA_300, options={"mode": "per_criterion"})
    output = "Item 1: 3 boxes, shelf A."
    sizes = [
        judge.count_tokens(scorer.messages(criterion_prompt("List the items.", output, c)))
        for c in (Criterion(description=CRITERIA_300[0]), Criterion(description=CRITERIA_300[-1]))
    ]
    # Each prompt is small and the same size whatever the rubric's length.
    assert max(sizes) < judge.n_ctx // 8 and abs(sizes[0] - sizes[1]) <= 2


def test_300_criteria_per_criterion_gives_every_verdict_in_order() -> None:
    # 300 real generations take minutes on a small CPU; the per-criterion mechanics are the
    # same for a fake judge, and the prompt sizes are checked with the real one above.
    def handler(req: FakeRequest) -> dict[str, Any]:
        n = len(fake.requests)
        found = re.search(r"Criterion: (.*)$", req.prompt, re.MULTILINE)
        assert found is not None
        return {"id": f"c{n}", "criterion": found.group(1), "reasoning": "ok", "satisfied": n != 7}

    fake = FakeJudge(handler=handler)
    scorer = create_rubric_scorer(
        fake, criteria=CRITERIA_300, options={"mode": "per_criterion", "reasoning": "before"}
    )
    res = scorer.run({"input": "List the items.", "output": "Item 1: 3 boxes."})
    verdicts = res.analyze_step_result["criteria"]
    assert [v["criterion"] for v in verdicts] == CRITERIA_300
    assert [v["id"] for v in verdicts] == [f"c{i}" for i in range(1, 301)]
    assert fake.calls == 300 and res.score == 0.0  # c7 failed
    assert "address the 1 unmet required criterion" in res.reason


# ---------------------------------------------------------------- datasets with bad lines


def test_non_utf8_jsonl_lines_are_input_errors_with_file_and_line(tmp_path: Path) -> None:
    data = _write_jsonl(
        tmp_path / "d.jsonl",
        [
            {"id": "a", "output": "fine"},
            b'{"id": "b", "output": "caf\xe9"}',  # latin-1, not UTF-8
            b"\xff\xfe{}",
            {"id": "d", "output": "fine too"},
        ],
    )
    seen: list[Any] = []
    scorer = create_rubric_scorer(FakeJudge(outputs=[]))  # no rubric: nothing reaches a judge
    report = run_evals(
        (rec for _, rec in load_jsonl(data)),
        [scorer],
        on_item_complete=lambda item, **_: seen.append(item),
    )
    assert [r.id for r in report["results"]] == ["a", "line-2", "line-3", "d"]
    for r in report["results"][1:3]:
        err = r.scorer_results["rubric"].error
        assert f"{data}:{r.index + 1}: not UTF-8 text" in err
    assert isinstance(seen[1], DatasetError)
    assert report["summary"]["scored"] == 2 and report["summary"]["input_errors"] == 2


@pytest.mark.model
@pytest.mark.slow
def test_cli_reports_a_non_utf8_line_and_goes_on(tmp_path: Path) -> None:
    data = _write_jsonl(
        tmp_path / "d.jsonl",
        [
            {"id": "a", "input": "Say hi.", "output": "Hi!", "rubric": ["Greets the reader"]},
            b'{"id": "b", "output": "caf\xe9"}',
            {"id": "c", "input": "Say hi.", "output": "Hello.", "rubric": []},
        ],
    )
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(
        cli,
        ["score", str(data), "--scorer", "rubric", "--out", str(out), "--no-cache"],
        catch_exceptions=False,
    )
    # Every line is scored, then the bad line fails the run as bad data (SPEC §5, exit 2).
    assert r.exit_code == 2, r.output
    assert f"{data}:2: not UTF-8 text" in r.output
    rows = _rows(out)
    assert [row["id"] for row in rows] == ["a", "line-2", "c"]
    assert rows[1]["score"] is None and rows[1]["details"]["error_kind"] == "input"
    assert rows[0]["score"] is not None and rows[2]["score"] == 1.0


# ---------------------------------------------------------------- output directory faults


def _can_unshare_mount() -> str | None:
    """None when this process may create a mount namespace and mount tmpfs in it."""
    if shutil.which("unshare") is None:
        return "unshare(1) is not installed"
    probe = subprocess.run(
        ["unshare", "-m", "--", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"],
        capture_output=True,
        text=True,
    )
    if probe.returncode != 0:
        return f"cannot mount tmpfs in a mount namespace: {probe.stderr.strip()}"
    return None


def _no_judge_items(n: int) -> list[dict[str, Any]]:
    """Items with an empty rubric: scored (1, passed by default) without a judge call."""
    return [
        {"id": f"item-{i:04d}", "input": "Say hi.", "output": f"Hi number {i}!", "rubric": []}
        for i in range(n)
    ]


def _score_in_namespace(
    args: list[str], tmp: Path, *, read_only: bool = False, free_kib: int | None = None
) -> subprocess.CompletedProcess[str]:
    """Run ``localjudge score`` with a tmpfs on ``tmp/mnt`` in a private mount namespace.

    The tmpfs is read-only, or has only ``free_kib`` KiB free. What the run left on it is copied
    to ``tmp/left`` (the mount vanishes with the namespace).
    """
    mnt, left = tmp / "mnt", tmp / "left"
    mnt.mkdir()
    left.mkdir()
    cmd = " ".join(shlex.quote(a) for a in [str(LOCALJUDGE), "score", *args])
    if read_only:
        setup = f"mount -t tmpfs -o ro,size=1m tmpfs {mnt}"
    else:
        assert free_kib is not None
        setup = (
            f"mount -t tmpfs -o size={free_kib + 128}k tmpfs {mnt} && "
            f"dd if=/dev/zero of={mnt}/.fill bs=1024 count=128 2>/dev/null"
        )
    script = (
        f"{setup} || exit 99\n{cmd}\nrc=$?\nrm -f {mnt}/.fill\ncp -a {mnt}/. {left}/\nexit $rc\n"
    )
    return subprocess.run(
        ["unshare", "-m", "--", "sh", "-c", script], capture_output=True, text=True, timeout=600
    )


@pytest.mark.model
def test_read_only_output_directory_is_exit_2_with_a_clear_message(tmp_path: Path) -> None:
    data = _write_jsonl(tmp_path / "d.jsonl", _no_judge_items(3))
    reason = _can_unshare_mount()
    if reason is None:
        proc = _score_in_namespace(
            [str(data), "--scorer", "rubric", "--out", str(tmp_path / "mnt" / "r.jsonl")],
            tmp_path,
            read_only=True,
        )
        left = list((tmp_path / "left").iterdir())
    elif os.geteuid() != 0:  # without root a read-only mode bit is enough
        ro = tmp_path / "mnt"
        ro.mkdir()
        ro.chmod(0o555)
        proc = subprocess.run(
            [
                str(LOCALJUDGE),
                "score",
                str(data),
                "--scorer",
                "rubric",
                "--out",
                str(ro / "r.jsonl"),
            ],
            capture_output=True,
            text=True,
        )
        left = list(ro.iterdir())
    else:
        pytest.skip(reason)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr
    assert "r.jsonl: cannot write results:" in lines[0]
    assert re.search(r"Read-only file system|Permission denied", lines[0])
    assert left == []  # nothing half-written


@pytest.mark.model
@pytest.mark.parametrize("report", ["--html", "--junit"])
def test_read_only_report_directory_is_exit_2_and_results_are_kept(
    tmp_path: Path, report: str
) -> None:
    reason = _can_unshare_mount()
    if reason is not None:
        pytest.skip(reason)
    data = _write_jsonl(tmp_path / "d.jsonl", _no_judge_items(3))
    out = tmp_path / "r.jsonl"
    proc = _score_in_namespace(
        [str(data), "--scorer", "rubric", "--out", str(out), report, str(tmp_path / "mnt" / "x")],
        tmp_path,
        read_only=True,
    )
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    assert re.search(r"/x: cannot write.*Read-only file system", proc.stderr)
    assert len(_rows(out)) == 3  # the results already written are kept whole


@pytest.mark.model
@pytest.mark.slow
def test_full_disk_is_exit_2_and_leaves_only_whole_rows(tmp_path: Path) -> None:
    reason = _can_unshare_mount()
    if reason is not None:
        pytest.skip(reason)
    # Rows take several hundred bytes: the first ones fit in the 64 KiB free, the rest do not.
    data = _write_jsonl(tmp_path / "d.jsonl", _no_judge_items(600))
    proc = _score_in_namespace(
        [str(data), "--scorer", "rubric", "--out", str(tmp_path / "mnt" / "r.jsonl")],
        tmp_path,
        free_kib=64,
    )
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    assert re.search(r"r\.jsonl: cannot write results: No space left on device", proc.stderr)
    rows = _rows(tmp_path / "left" / "r.jsonl")  # every line whole (no torn last row)
    assert 10 < len(rows) < 600
    assert [row["id"] for row in rows] == [f"item-{i:04d}" for i in range(len(rows))]


# ---------------------------------------------------------------- concurrency


@pytest.mark.model
@pytest.mark.slow
def test_concurrent_workers_sharing_one_judge_give_the_same_verdicts(judge: LlamaJudge) -> None:
    # Short items with one or two criteria: enough work in flight for 4 workers to interleave
    # on the shared judge, cheap enough for a small CPU.
    items = [
        {"id": "paris", "output": "Paris is the capital of France.", "rubric": ["Names Paris"]},
        {"id": "rome", "output": "The capital is Rome.", "rubric": ["Names Paris", "Is short"]},
        {"id": "sum", "output": "2 + 2 = 4", "rubric": ["Gives the number 4"]},
        {"id": "hello", "output": "Hello there, friend!", "rubric": ["Greets the reader"]},
        {"id": "colour", "output": "Blue.", "rubric": ["Names a colour", "Uses one word"]},
        {"id": "empty", "output": "", "rubric": ["Says something"]},  # an input error in between
    ]
    scorer = create_rubric_scorer(judge, options=FAST)

    def verdicts(concurrency: int) -> list[tuple[Any, ...]]:
        report = run_evals(items, [scorer], concurrency=concurrency)
        out = []
        for r in report["results"]:
            res = r.scorer_results["rubric"]
            if r.id == "empty":
                assert res.score is None and "empty" in res.error
                continue
            assert res.error is None, res.error
            crit = [
                (v["criterion"], v["satisfied"], v["reasoning"], round(v["confidence"], 6))
                for v in res.analyze_step_result["criteria"]
            ]
            out.append((r.id, res.score, tuple(crit)))
        return out

    serial = verdicts(1)
    parallel = verdicts(4)
    assert [x[0] for x in parallel] == [i["id"] for i in items if i["id"] != "empty"]
    assert parallel == serial
