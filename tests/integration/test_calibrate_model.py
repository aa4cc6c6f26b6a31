"""``localjudge calibrate`` and ``score --labels`` with the real default judges.

The bundled rubric examples carry each criterion's expected verdict, which serve as labels.
The first calibration judges every criterion; the second, on the same data, must come wholly
from the verdict cache without constructing llama.cpp at all, and a later ``score`` must use
the saved profile and say so in every trace.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from localjudge.calibration import profile_path
from localjudge.catalog import default_model
from localjudge.cli import cli

pytestmark = pytest.mark.model

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "rubric.jsonl"


def test_calibrate_then_recalibrate_from_the_cache_then_score_with_the_profile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOCALJUDGE_CALIBRATION_DIR", str(tmp_path / "profiles"))
    cache = tmp_path / "cache"
    args = ["--scorer", "rubric", "--labels", "expected", "--cache-dir", str(cache), "--force"]
    first = CliRunner().invoke(cli, ["calibrate", str(EXAMPLES), *args], catch_exceptions=False)
    assert first.exit_code == 0, first.output
    assert "(0 wholly from the verdict cache)" in first.output
    # The rubric's default judge has a catalog threshold, which is what "before" decides at.
    assert re.search(r"before \((?:catalog|default), all labelled\)\s+0\.\d{3}", first.output)
    profile = profile_path(default_model("judge", "rubric"), "rubric")  # the rubric's default
    fitted = json.loads(profile.read_text())
    assert fitted["fitted_on"].startswith("rubric.jsonl (14 items")
    assert fitted["n"] >= 30  # every criterion labelled in the examples

    import llama_cpp

    attempts: list[Any] = []
    monkeypatch.setattr(llama_cpp, "Llama", lambda *a, **k: attempts.append(k))
    again = CliRunner().invoke(cli, ["calibrate", str(EXAMPLES), *args], catch_exceptions=False)
    assert again.exit_code == 0, again.output
    assert attempts == []  # no judge call, no weights
    assert f"profile in use: {profile}" in again.output
    hits = re.search(r"\((\d+) wholly from the verdict cache\)", again.output)
    assert hits is not None and int(hits.group(1)) >= 10  # every item that asked the judge

    out = tmp_path / "results.jsonl"
    scored = CliRunner().invoke(
        cli,
        [
            "score",
            str(EXAMPLES),
            "--scorer",
            "rubric",
            "--labels",
            "expected",
            "--cache-dir",
            str(cache),
            "--out",
            str(out),
        ],
        catch_exceptions=False,
    )
    assert scored.exit_code == 0, scored.output
    assert attempts == []
    assert "agreement with labels (rubric, per criterion)" in scored.output
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    judged = [r for r in rows if r["trace"]["judge_calls"]]
    assert judged and all(r["trace"]["calibration"] == f"profile:{profile}" for r in judged)


def test_a_config_driven_run_of_both_scorers_with_labels_and_reports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No flags: a project config names both example files, each scorer on its own, labels,
    per-scorer gates and reports; the real judge and embedder score them."""
    rubric, similarity = ROOT / "examples" / "rubric.jsonl", ROOT / "examples" / "similarity.jsonl"
    (tmp_path / "localjudge.toml").write_text(
        f'data = ["{rubric}", "{similarity}"]\n'
        'out = "out/{data}.results.jsonl"\nhtml = "out/{data}.html"\n'
        'labels = "expected"\nmax_judge_errors = 0\n'
        f'[scorers.rubric]\ndata = "{rubric}"\nmin_pass_rate = 0.5\n'
        f'[scorers.similarity]\ndata = "{similarity}"\nmin_pass_rate = 0.3\n'
    )
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(cli, ["score"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert "agreement with labels (rubric, per criterion)" in r.output
    assert "agreement with labels (answer-similarity, per item): 10 labelled" in r.output
    assert "(answer-similarity): passed" in r.output and "(rubric): passed" in r.output
    for name, scorer in (("rubric", "rubric"), ("similarity", "answer-similarity")):
        rows = [json.loads(x) for x in (tmp_path / "out" / f"{name}.results.jsonl").open()]
        assert {row["scorer"] for row in rows} == {scorer}
        assert all(row["details"].get("label") is not None for row in rows)
        page = (tmp_path / "out" / f"{name}.html").read_text()
        assert 'id="agreement"' in page and "reliability diagram" in page
