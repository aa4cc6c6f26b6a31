"""The pytest plugin with the real default judge, in a nested pytest session; the CI recipe end
to end (examples/ci/run-local.sh)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from localjudge.catalog import default_model

pytestmark = pytest.mark.model
pytest_plugins = ["pytester"]

REPO_ROOT = Path(__file__).resolve().parents[2]

# The plugin's own rubric judge fixture (assert_rubric's: the rubric scorer's default judge),
# extended as a user's conftest may: when the session ends it writes how many verdicts the
# judge decoded and whether its weights were ever loaded.
CONFTEST = """
import json
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def localjudge_rubric_judge(localjudge_rubric_judge):
    judge = localjudge_rubric_judge
    yield judge
    Path(__file__).with_name("judge.json").write_text(
        json.dumps({"calls": judge.calls, "loaded": judge._llm is not None, "name": judge.name})
    )
"""

ANSWERS = """
from localjudge.pytest_plugin import assert_rubric

QUESTION = "What is the capital of France?"
CAPITAL = "Names Paris as the capital of France"


def test_met():
    result = assert_rubric("The capital of France is Paris.", [CAPITAL], input=QUESTION)
    assert result.analyze_step_result["criteria"][0]["decided_by"] == "judge"


def test_unmet():
    answer = "The capital of France is Paris, a city on the Seine known for its museums."
    assert_rubric(answer, [CAPITAL, "The response contains fewer than 5 words."], input=QUESTION)
"""


def judge_report(pytester: pytest.Pytester) -> dict[str, object]:
    report = json.loads((pytester.path / "judge.json").read_text())
    assert isinstance(report, dict)
    return report


def properties(path: Path) -> dict[str, dict[str, str]]:
    root = ET.parse(path).getroot()
    return {
        case.get("name", ""): {p.get("name", ""): p.get("value", "") for p in case.iter("property")}
        for case in root.iter("testcase")
    }


def test_assertions_with_the_default_judge_and_a_cached_rerun(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_answers=ANSWERS)
    cache = pytester.path / "verdicts"

    cold = pytester.runpytest("--localjudge-cache-dir", str(cache), "--junitxml=cold.xml")
    cold.assert_outcomes(passed=1, failed=1)
    cold.stdout.fnmatch_lines(
        [
            "E *AssertionError: rubric not met: * of 2 required criteria met (needs all); "
            "score 0/1*",
            "E *❌ Rubric not yet satisfied.",
            "E *❌ ?required? The response contains fewer than 5 words.",
            "E *→ Checked by code: the response has 15 words (asked: fewer than 5).",
            "E *To finish, address the * unmet required criteri* above.",
        ],
        consecutive=False,
    )
    first = judge_report(pytester)
    assert first["loaded"] is True and isinstance(first["calls"], int) and first["calls"] == 2
    assert first["name"] == default_model("judge", "rubric")
    assert (cache / "verdicts.sqlite").exists()

    warm = pytester.runpytest("--localjudge-cache-dir", str(cache), "--junitxml=warm.xml")
    warm.assert_outcomes(passed=1, failed=1)
    warm_report = judge_report(pytester)
    assert warm_report["calls"] == 0 and warm_report["loaded"] is False  # no call, no weights
    cold_props = properties(pytester.path / "cold.xml")
    warm_props = properties(pytester.path / "warm.xml")
    for test in ("test_met", "test_unmet"):
        assert warm_props[test]["localjudge.rubric.cached"] == "True"
        for field in ("score", "passed", "confidence", "reason"):
            key = f"localjudge.rubric.{field}"
            assert warm_props[test][key] == cold_props[test][key]


@pytest.mark.slow
def test_run_local_runs_the_ci_recipe_and_a_rerun_is_served_from_the_cache(
    tmp_path: Path,
) -> None:
    reports, cache = tmp_path / "reports", tmp_path / "cache"
    env = {
        **os.environ,
        "VENV": sys.prefix,  # this venv: the install step finds everything in place
        "REPORTS": str(reports),
        "LOCALJUDGE_CACHE_DIR": str(cache),
    }
    script = str(REPO_ROOT / "examples" / "ci" / "run-local.sh")
    for run in ("cold", "warm"):
        done = subprocess.run(
            ["bash", script], env=env, capture_output=True, text=True, timeout=3600, check=False
        )
        assert done.returncode == 0, f"{run} run:\n{done.stdout[-6000:]}\n{done.stderr[-6000:]}"
        suite = ET.parse(reports / "pytest.junit.xml").getroot().find("testsuite")
        assert suite is not None
        assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "0", "0")
        for name in ("rubric", "similarity"):
            assert (reports / f"{name}.html").is_file() and (
                reports / f"{name}.junit.xml"
            ).is_file()
    # The warm run judged nothing: every row that asked the judge was answered by the cache.
    for name in ("rubric", "similarity"):
        rows = [json.loads(line) for line in (reports / f"{name}.results.jsonl").open()]
        judged = [r for r in rows if r["trace"] and r["trace"]["judge_calls"]]
        assert judged and all(r["trace"]["cached"] for r in judged), name
