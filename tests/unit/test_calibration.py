"""Fitted decision thresholds: the fit, its cross-validation, and the catalog lookup."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

import localjudge as lj
from localjudge import calibration, catalog
from localjudge.calibration import calibrated_threshold, fit_threshold
from localjudge.scorers.prompts import rubric as rubric_prompts
from localjudge.scorers.rubric import RubricOptions
from localjudge.testing import FakeJudge, FakeReply


def test_fit_finds_the_separating_threshold_and_reports_held_out_agreement() -> None:
    scores = [0.91, 0.93, 0.95, 0.97, 0.98, 0.99] * 4
    labels = [False, False, False, True, True, True] * 4
    fit = fit_threshold(scores, labels)
    assert 0.95 < fit.threshold <= 0.97
    assert fit.balanced_accuracy == 1.0 and fit.cv_balanced_accuracy == 1.0
    assert fit.default_balanced_accuracy == 0.5  # everything is "true" at 0.5
    assert fit.n == 24


def test_fit_cross_validates_by_group_and_refuses_one_class() -> None:
    # scores carry no signal: the in-sample fit looks better than chance, held out it is not
    scores = [0.1 * (i % 10) for i in range(40)]
    labels = [i % 3 == 0 for i in range(40)]
    fit = fit_threshold(scores, labels, groups=[i // 4 for i in range(40)])
    assert fit.balanced_accuracy >= fit.cv_balanced_accuracy
    assert not math.isnan(fit.cv_balanced_accuracy)
    with pytest.raises(ValueError, match="both positive and negative"):
        fit_threshold([0.2, 0.3], [True, True])


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """A copy of the shipped catalog, edited by the test, used in place of the real one."""
    data = json.loads(catalog.CATALOG_FILE.read_text(encoding="utf-8"))
    path = tmp_path / "catalog.json"

    def save() -> None:
        path.write_text(json.dumps({"version": data["version"], "models": data["models"]}))
        calibration._calibrations.cache_clear()

    monkeypatch.setattr(catalog, "CATALOG_FILE", path)
    monkeypatch.setenv("LOCALJUDGE_MODELS_DIR", str(tmp_path / "models"))
    data["save"] = save
    save()
    yield data
    calibration._calibrations.cache_clear()


def _add_fake_judge(data: dict[str, Any], judge: FakeJudge, fits: list[dict[str, Any]]) -> None:
    models = data["models"]
    models.append({"alias": "fake", "kind": "judge", "file": "fake.gguf",
                   "sha256": judge.info.sha256, "calibration": fits})  # fmt: skip
    data["save"]()


def test_lookup_matches_judge_scorer_prompt_version_and_key(shipped: dict[str, Any]) -> None:
    judge = FakeJudge([])
    fit = {"scorer": "rubric", "template_version": "v1", "key": "k", "threshold": 0.9}
    _add_fake_judge(shipped, judge, [fit])
    sha = judge.info.sha256
    assert calibrated_threshold(sha, "rubric", "v1", "k") == 0.9
    assert calibrated_threshold(sha, "rubric", "v2", "k") is None  # another prompt version
    assert calibrated_threshold(sha, "rubric", "v1", "other") is None
    assert calibrated_threshold(sha, "answer-similarity", "v1", "k") is None
    assert calibrated_threshold("0" * 64, "rubric", "v1", "k") is None
    assert calibrated_threshold(None, "rubric", "v1", "k") is None


def _verdict(p_true: float) -> FakeReply:
    return FakeReply(
        {"criteria": [{"id": "c1", "criterion": "Greets the reader", "satisfied": p_true >= 0.5}]},
        distributions={"$.criteria[0].satisfied": {True: p_true, False: 1 - p_true}},
    )


def test_rubric_decides_at_the_judges_calibrated_threshold(shipped: dict[str, Any]) -> None:
    judge = FakeJudge(handler=lambda req: _verdict(0.9))
    opts = RubricOptions(reasoning="none", mode="one_call")
    fit = {"scorer": "rubric", "template_version": rubric_prompts.TEMPLATE_VERSION,
           "key": opts.calibration_key(), "threshold": 0.95}  # fmt: skip
    _add_fake_judge(shipped, judge, [fit])
    item = {"output": "Hello!", "request_context": {"rubric": ["Greets the reader"]}}
    calibrated = lj.create_rubric_scorer(
        model=judge, options={"reasoning": "none", "mode": "one_call"}
    ).run(item)
    a = calibrated.analyze_step_result
    assert a["criteria"][0]["satisfied"] is False  # P(true) 0.9 is under the fitted 0.95
    assert (a["decision_threshold"], a["threshold_source"]) == (0.95, "calibration")
    # an explicit threshold wins; a judge with no fit in the catalog decides at 0.5
    explicit = lj.create_rubric_scorer(
        model=judge, options={"reasoning": "none", "mode": "one_call", "threshold": 0.8}
    )
    assert explicit.run(item).analyze_step_result["threshold_source"] == "option"
    uncalibrated = FakeJudge(handler=lambda req: _verdict(0.9), name="another")
    a = lj.create_rubric_scorer(
        model=uncalibrated, options={"reasoning": "none", "mode": "one_call"}
    ).run(item)
    assert a.analyze_step_result["threshold_source"] == "default"
    assert a.analyze_step_result["criteria"][0]["satisfied"] is True


def test_similarity_passes_at_the_judges_calibrated_threshold(shipped: dict[str, Any]) -> None:
    from localjudge.scorers.prompts import similarity as sim_prompts
    from localjudge.scorers.similarity import SimilarityOptions
    from localjudge.testing import FakeEmbedder

    judge = FakeJudge([])
    fit = {"scorer": "answer-similarity", "template_version": sim_prompts.TEMPLATE_VERSION,
           "key": SimilarityOptions().calibration_key(), "threshold": 0.2}  # fmt: skip
    _add_fake_judge(shipped, judge, [fit])
    scorer = lj.create_answer_similarity_scorer(model=judge, embedder=FakeEmbedder())
    assert scorer.decision_threshold() == (0.2, "calibration")
    result = scorer.run({"output": "Paris.", "ground_truth": "Paris."})
    assert scorer.passed(result.model_copy(update={"score": 0.25})) is True
    assert scorer.passed(result.model_copy(update={"score": 0.15})) is False
    # an explicit pass threshold, or options the fit was not made for, leave the catalog out
    fixed = lj.create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"pass_threshold": 0.6}
    )
    assert fixed.decision_threshold() == (0.6, "scorer")
    changed = lj.create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"missing_penalty": 0.3}
    )
    # (other options have their own key: a profile fitted with them would apply)
    assert changed.calibration_key == "missing_penalty=0.3"
    assert changed.decision_threshold() == (0.5, "default")
    off = lj.create_answer_similarity_scorer(
        model=judge, embedder=FakeEmbedder(), options={"calibration": False}
    )
    assert off.decision_threshold() == (0.5, "scorer")


def test_a_threshold_fitted_with_checks_and_gate_does_not_apply_without_them() -> None:
    on, off = RubricOptions(), RubricOptions(checks=False, coverage_gate=None)
    assert on.calibration_key() != off.calibration_key()
    assert on.calibration_key().endswith("checks=True,gate=0.5")


def test_the_fitting_script_keeps_code_decisions_fixed(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "fit_calibration", Path(__file__).parents[2] / "scripts" / "fit_calibration.py"
    )
    assert spec and spec.loader
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    rows = [
        {"id": "a", "label": True, "satisfied": True, "p_true": 0.97, "decided_by": "judge"},
        {"id": "a", "label": False, "satisfied": False, "p_true": 0.3, "decided_by": "coverage"},
        {"id": "b", "label": True, "satisfied": True, "p_true": 1.0, "decided_by": "check"},
        {"id": "b", "label": False, "satisfied": True, "p_true": 0.9},  # older dumps: the judge
    ]
    path = tmp_path / "rubric-some-judge-realsumm.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    scores, labels, groups, _ = script.rubric_data("some-judge", tmp_path)
    assert scores == [0.97, 0.0, 1.0, 0.9]
    assert labels == [True, False, True, False]
    assert groups == ["realsumm:a", "realsumm:a", "realsumm:b", "realsumm:b"]
