"""``localjudge calibrate`` and calibration profiles, on a FakeJudge (no model).

The fake judge states P(met) = the number after "p=" in the output; people's label is "met"
when that number is at least 0.8, so a judge deciding at 0.5 says "met" too often and a
threshold fitted on the labels agrees with them.
"""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import localjudge as lj
from localjudge import profiles
from localjudge.calibration import find_calibration, profile_path, save_profile
from localjudge.cli import cli
from localjudge.cli import score as score_cli
from localjudge.errors import LocalJudgeWarning
from localjudge.scorers.prompts import rubric as rubric_prompts
from localjudge.scorers.rubric import RubricOptions
from localjudge.testing import FakeJudge, FakeReply, FakeRequest

CRITERION = "Answers the question that was asked"
P_VALUES = [0.55, 0.6, 0.65, 0.7, 0.75, 0.82, 0.85, 0.9, 0.95, 0.97] * 3


def reply(request: FakeRequest) -> FakeReply:
    found = re.search(r"p=([0-9.]+)", request.prompt)
    p = float(found.group(1)) if found else 0.5
    return FakeReply(
        {"id": "c1", "criterion": CRITERION, "satisfied": p >= 0.5},
        distributions={"$.satisfied": {True: p, False: 1 - p}},
    )


@pytest.fixture
def judge(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakeJudge:
    monkeypatch.setenv("LOCALJUDGE_CALIBRATION_DIR", str(tmp_path / "profiles"))
    fake = FakeJudge(handler=reply, name="fake-judge.gguf")
    monkeypatch.setattr(score_cli, "_load_judge", lambda model, cache, batch=False: fake)
    profiles._warned.clear()
    return fake


def dataset(path: Path, labelled: bool = True) -> Path:
    rows = []
    for i, p in enumerate(P_VALUES):
        criterion: dict[str, Any] = {"description": CRITERION}
        if labelled:
            criterion["ok"] = p >= 0.8
        rows.append({"id": f"q{i}", "output": f"An answer (p={p}).", "rubric": [criterion]})
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(cli, list(map(str, args)), catch_exceptions=False)


def test_calibrate_fits_prints_before_and_after_and_saves_a_profile(
    tmp_path: Path, judge: FakeJudge
) -> None:
    data = dataset(tmp_path / "d.jsonl")
    r = run("calibrate", data, "--scorer", "rubric", "--labels", "ok", "--no-cache")
    assert r.exit_code == 0, r.output
    before = next(line for line in r.output.splitlines() if "before (default" in line)
    after = next(line for line in r.output.splitlines() if "after (held-out folds, 5)" in line)
    assert before.split()[-4:] == ["0.500", "0.500", "0.500", "0.000"]  # all "met" at 0.5
    assert after.split()[-3:] == ["1.000", "1.000", "1.000"]
    path = profile_path("fake-judge.gguf", "rubric")
    assert f"saved {path}" in r.output
    profile = json.loads(path.read_text())
    assert profile["model_sha256"] == judge.info.sha256
    assert profile["template_version"] == rubric_prompts.TEMPLATE_VERSION
    assert profile["key"] == RubricOptions().calibration_key()
    assert 0.75 < profile["threshold"] < 0.82
    assert profile["balanced_accuracy_cv"] == 1.0 and profile["n"] == 30

    # later runs pick it up: the trace names it, and --no-calibration turns it off
    out = tmp_path / "r.jsonl"
    r = run("score", data, "--scorer", "rubric", "--labels", "ok", "--no-cache", "--out", out)
    assert r.exit_code == 0, r.output
    assert "agreement with labels (rubric, per criterion): 30 labelled" in r.output
    assert re.search(r"balanced accuracy\s+1\.000", r.output)
    assert re.search(r"bias-corrected \(95% interval\)\s+50\.0%", r.output)  # 15 of 30 met
    row = json.loads(out.read_text().splitlines()[0])
    assert row["trace"]["calibration"] == f"profile:{path}"
    assert row["details"]["analyze_step_result"]["threshold_source"] == "profile"
    r = run("score", data, "--scorer", "rubric", "--labels", "ok", "--no-cache", "--out", out,
            "--no-calibration")  # fmt: skip
    row = json.loads(out.read_text().splitlines()[0])
    assert row["trace"]["calibration"] is None
    assert row["details"]["analyze_step_result"]["threshold_source"] == "default"
    assert re.search(r"balanced accuracy\s+0\.500", r.output)
    assert re.search(r"bias-corrected \(95% interval\)\s+—", r.output)  # no better than chance


def test_recalibrating_a_cached_dataset_makes_no_judge_call(
    tmp_path: Path, judge: FakeJudge
) -> None:
    data, cache = dataset(tmp_path / "d.jsonl"), tmp_path / "cache"
    judge.cache = lj.VerdictCache(cache)
    r = run("calibrate", data, "--scorer", "rubric", "--labels", "ok", "--cache-dir", cache)
    assert r.exit_code == 0, r.output
    calls = judge.calls
    r = run("calibrate", data, "--scorer", "rubric", "--labels", "ok", "--cache-dir", cache)
    assert r.exit_code == 0, r.output
    assert judge.calls == calls
    assert "(30 wholly from the verdict cache)" in r.output
    # the second fit is measured against the threshold without the first one's profile
    assert "before (default, all labelled)" in r.output
    assert f"profile in use: {profile_path('fake-judge.gguf', 'rubric')}" in r.output


def test_a_profile_for_another_model_file_or_prompt_is_ignored_with_a_warning(
    tmp_path: Path, judge: FakeJudge
) -> None:
    key = RubricOptions().calibration_key()
    entry = {"scorer": "rubric", "template_version": rubric_prompts.TEMPLATE_VERSION,
             "key": key, "threshold": 0.8}  # fmt: skip
    path = save_profile(entry, model="fake-judge.gguf", model_sha256="0" * 64)
    with pytest.warns(LocalJudgeWarning, match="fitted for model sha256"):
        found = find_calibration(
            "fake-judge.gguf", judge.info.sha256, "rubric", rubric_prompts.TEMPLATE_VERSION, key
        )
    assert found is None
    save_profile(entry, model="fake-judge.gguf", model_sha256=judge.info.sha256 or "")
    found = find_calibration(
        "fake-judge.gguf", judge.info.sha256, "rubric", rubric_prompts.TEMPLATE_VERSION, key
    )
    assert found is not None and (found.threshold, found.path) == (0.8, str(path))
    with pytest.warns(LocalJudgeWarning, match="prompt template"):
        assert find_calibration("fake-judge.gguf", judge.info.sha256, "rubric", "old", key) is None
    # the same model file loaded under another name finds its profile by sha256
    found = find_calibration(
        "/models/renamed.gguf", judge.info.sha256, "rubric", rubric_prompts.TEMPLATE_VERSION, key
    )
    assert found is not None and found.path == str(path)
    # the CLI prints the warning as a warning line and goes on at the default threshold
    path.write_text(path.read_text().replace(judge.info.sha256 or "", "f" * 64))
    data = dataset(tmp_path / "d.jsonl")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing may escape as a Python warning
        r = CliRunner().invoke(cli, ["score", str(data), "--scorer", "rubric", "--no-cache"])
    assert r.exit_code == 0, r.output
    assert "localjudge: warning:" in r.output and "calibration profile ignored" in r.output


def test_calibrate_refuses_rubric_labels_per_item_and_one_class(
    tmp_path: Path, judge: FakeJudge
) -> None:
    rows = [{"id": str(i), "output": f"p={p}", "rubric": [CRITERION], "ok": p > 0.8}
            for i, p in enumerate(P_VALUES)]  # fmt: skip
    per_item = tmp_path / "items.jsonl"
    per_item.write_text("".join(json.dumps(r) + "\n" for r in rows))
    r = run("calibrate", per_item, "--scorer", "rubric", "--labels", "ok", "--no-cache")
    assert r.exit_code == 2 and "give a label per criterion" in r.output
    one_class = tmp_path / "one.jsonl"
    one_class.write_text("".join(json.dumps({**r, "ok": [True]}) + "\n" for r in rows))
    r = run("calibrate", one_class, "--scorer", "rubric", "--labels", "ok", "--no-cache")
    assert r.exit_code == 2 and "both kinds" in r.output


def test_a_fit_that_does_not_help_held_out_is_not_saved_without_force(
    tmp_path: Path, judge: FakeJudge
) -> None:
    # labels that the judge's probabilities do not predict
    rows = [
        {"id": str(i), "output": f"p={p}", "rubric": [{"description": CRITERION, "ok": i % 2 == 0}]}
        for i, p in enumerate(P_VALUES)
    ]
    data = tmp_path / "noise.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    r = run("calibrate", data, "--scorer", "rubric", "--labels", "ok", "--no-cache")
    assert r.exit_code == 1, r.output
    assert "no profile saved" in r.output
    assert not profile_path("fake-judge.gguf", "rubric").exists()
    r = run("calibrate", data, "--scorer", "rubric", "--labels", "ok", "--no-cache", "--force")
    assert r.exit_code == 0 and profile_path("fake-judge.gguf", "rubric").exists()


def test_calibrate_fits_for_the_options_the_project_config_gives_the_scorer(
    tmp_path: Path, judge: FakeJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    dataset(tmp_path / "d.jsonl")
    (tmp_path / "localjudge.toml").write_text(
        'data = "d.jsonl"\nout = "r.jsonl"\nlabels = "ok"\ncache = false\n'
        "[scorers.rubric]\noptions = { coverage_gate = 0.3 }\n"
    )
    monkeypatch.chdir(tmp_path)
    r = run("calibrate", "d.jsonl", "--scorer", "rubric", "--labels", "ok")
    assert r.exit_code == 0, r.output
    profile = json.loads(profile_path("fake-judge.gguf", "rubric").read_text())
    assert profile["key"] == RubricOptions(coverage_gate=0.3).calibration_key()
    r = run("score")  # the config's run: same options, so the profile applies
    assert r.exit_code == 0, r.output
    row = json.loads((tmp_path / "r.jsonl").read_text().splitlines()[0])
    assert row["details"]["analyze_step_result"]["threshold_source"] == "profile"
