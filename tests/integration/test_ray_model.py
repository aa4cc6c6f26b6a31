"""``localjudge score --ray`` with the real default judge: two actors on a local Ray instance
give the same results, in the same order, as the serial run.

Each run has its own empty verdict cache, so the actors really judge. (Killed actors, retries
and resume across a Ray run are tested on scripted judges in tests/unit/test_distributed.py.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from localjudge.cli import cli

pytestmark = [pytest.mark.model, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]


def test_two_ray_actors_score_as_the_serial_run_does(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="the ray extra: pip install 'localjudge[ray]'")
    rows = [json.loads(x) for x in (ROOT / "examples" / "rubric.jsonl").read_text().splitlines()]
    data = tmp_path / "d.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows[:6]))
    results = {}
    for run, extra in (("serial", []), ("ray", ["--ray", "--ray-actors", "2"])):
        out = tmp_path / f"{run}.jsonl"
        r = CliRunner().invoke(
            cli,
            [
                "score",
                str(data),
                "--scorer",
                "rubric",
                "--out",
                str(out),
                "--cache-dir",
                str(tmp_path / f"cache-{run}"),
                *extra,
            ],
            catch_exceptions=False,
        )
        assert r.exit_code == 0, r.output
        results[run] = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in results["ray"]] == [r["id"] for r in rows[:6]]
    for serial, ray in zip(results["serial"], results["ray"]):
        assert (ray["id"], ray["score"], ray["passed"]) == (
            serial["id"],
            serial["score"],
            serial["passed"],
        )
        assert not ray["trace"]["cached"] or not ray["trace"]["judge_calls"]
