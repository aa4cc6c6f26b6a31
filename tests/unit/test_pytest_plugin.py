"""The pytest plugin with FakeJudge and FakeEmbedder: helpers, reporting, options, cache, xdist.

The helpers' logic is tested directly (a judge passed in); what pytest does with them —
errors against failures, JUnit properties, options and ini values, the shared verdict cache —
runs in a nested pytest session (``pytester``) whose conftest overrides the plugin's
``localjudge_judge`` fixture with a FakeJudge that logs every call it decodes to a file (the
log is how runs in other processes, xdist workers among them, are counted).
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
import tomllib

from localjudge.errors import ConfigError
from localjudge.judges.grammar import Obj
from localjudge.pytest_plugin import UnscoredError, assert_rubric, assert_similar
from localjudge.testing import FakeEmbedder, FakeJudge

pytest_plugins = ["pytester"]

REPO_ROOT = Path(__file__).resolve().parents[2]

# ------------------------------------------------------------------ the scripted judge

# A criterion is met when its keyword is in the prompt (the output is; the criterion's own
# words are not keywords); a pair whose output says "Kyoto" is a contradiction; an output
# saying "overflow" is a judge error.
JUDGE_SOURCE = '''
import os
from pathlib import Path
from typing import Any

from localjudge.errors import ContextOverflowError
from localjudge.judges.grammar import Arr, Choice, Const, Nullable, Num, Obj, Str, Tup
from localjudge.testing import FakeJudge, FakeRequest

KEYWORDS = {"Names the capital": "Paris", "Cites a source": "atlas", "Is polite": "please"}


def fill(node: Any, decide: Any) -> Any:
    """A value of the grammar node: constants fed, choices decided, strings short."""
    if isinstance(node, Const):
        return node.value
    if isinstance(node, Obj):
        fed = {k: n.value for k, n in node.fields if isinstance(n, Const)}
        return {
            k: decide(k, fed) if isinstance(n, Choice) else fill(n, decide)
            for k, n in node.fields
        }
    if isinstance(node, Tup):
        return [fill(n, decide) for n in node.items]
    if isinstance(node, Str):
        return "because"
    if isinstance(node, Nullable):
        return None
    if isinstance(node, Arr):
        return []
    if isinstance(node, Num):
        return 0
    raise TypeError(node)


def handler(request: FakeRequest) -> Any:
    text = request.messages[-1]["content"]
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with CALLS.open("a", encoding="utf-8") as log:
        log.write(f"{worker} {request.grammar.name}\\n")
    if "overflow" in text:
        return ContextOverflowError(5000, 5008, 4096)

    def decide(key: str, fed: dict[str, Any]) -> Any:
        if key == "satisfied":
            return KEYWORDS.get(fed.get("criterion", ""), "\\0") in text
        if key == "relation":
            return "contradiction" if "Kyoto" in text else "semantic"
        raise KeyError(key)

    return fill(request.grammar.root, decide)
'''

# The plugin's fixtures overridden as a user's conftest.py would; the judge keeps the
# plugin's verdict cache (the localjudge_cache fixture), so caching is the plugin's own.
JUDGE_FIXTURE = """
import pytest

CALLS = Path(__file__).parent / "calls.log"


@pytest.fixture(scope="session")
def localjudge_judge(localjudge_cache):
    return FakeJudge(handler=handler, cache=localjudge_cache)
"""

EMBEDDER_FIXTURE = """
from localjudge.testing import FakeEmbedder


@pytest.fixture(scope="session")
def localjudge_embedder():
    return FakeEmbedder()
"""

CONFTEST = JUDGE_SOURCE + JUDGE_FIXTURE + EMBEDDER_FIXTURE

CRITERIA = ["Names the capital", "Cites a source"]
RUBRIC = "- Names the capital\n- Cites a source"  # the same criteria as a string
Q = "What is the capital of France?"

ANSWERS = f"""
import pytest

from localjudge.pytest_plugin import UnscoredError, assert_rubric, assert_similar

RUBRIC = {RUBRIC!r}
Q = {Q!r}


def test_met():
    assert assert_rubric("Paris. Source: atlas.", RUBRIC, input=Q).score == 1


def test_unmet():
    assert_rubric("Paris.", RUBRIC, input=Q)


def test_similar():
    assert_similar("The capital of France is Paris.", "Paris is the capital of France.", input=Q)


def test_contradicted():
    assert_similar("Kyoto is the capital of Japan.", "Tokyo is the capital of Japan.")
"""


def calls(pytester: pytest.Pytester) -> list[str]:
    """The judge calls logged so far by every run in ``pytester``'s folder."""
    log = pytester.path / "calls.log"
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def error_lines(result: pytest.RunResult) -> list[str]:
    """The ``E`` lines of a nested session's output, without their prefix and indentation."""
    return [line[1:].strip() for line in result.outlines if line.startswith("E ")]


def contains_block(lines: list[str], block: list[str]) -> bool:
    """Whether ``block`` occurs in ``lines`` as consecutive lines."""
    return any(lines[i : i + len(block)] == block for i in range(len(lines)))


def junit_properties(path: Path) -> dict[str, dict[str, str]]:
    """Test name → its JUnit properties."""
    root = ET.parse(path).getroot()
    return {
        case.get("name", ""): {p.get("name", ""): p.get("value", "") for p in case.iter("property")}
        for case in root.iter("testcase")
    }


@pytest.fixture
def suite(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A nested test session with the FakeJudge conftest; the user cache inside its folder."""
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(pytester.path / "user-cache"))
    monkeypatch.delenv("LOCALJUDGE_MODEL", raising=False)
    monkeypatch.delenv("LOCALJUDGE_EMBEDDER", raising=False)
    pytester.makeconftest(CONFTEST)
    return pytester


# ------------------------------------------------------------------ the helpers, directly


def fake_judge() -> FakeJudge:
    """The scripted judge of the nested sessions, in this process."""
    namespace: dict[str, Any] = {}
    exec(JUDGE_SOURCE, namespace)
    namespace["CALLS"] = Path("/dev/null")
    return FakeJudge(handler=namespace["handler"])


def test_rubric_met_returns_the_result() -> None:
    judge = fake_judge()
    result = assert_rubric("Paris. Source: atlas.", RUBRIC, input=Q, judge=judge)
    assert result.score == 1 and result.confidence == pytest.approx(0.9)
    assert len(judge.requests) == 2  # one verdict per criterion


def test_rubric_failure_message_is_the_reason_with_the_counts() -> None:
    rubric = [*CRITERIA, {"description": "Is polite", "required": False}]
    with pytest.raises(AssertionError) as info:
        assert_rubric("Paris.", rubric, input=Q, judge=fake_judge())
    assert str(info.value) == (
        "rubric not met: 1 of 2 required criteria met (needs all); score 0/1, "
        "lowest confidence 0.90\n\n"
        "❌ Rubric not yet satisfied.\n\n"
        "✅ [required] Names the capital\n"
        "   → Judged met (P(met) = 0.90); no explanation was generated.\n"
        "❌ [required] Cites a source\n"
        "   → Judged not met (P(met) = 0.10); no explanation was generated.\n"
        "❌ [optional] Is polite\n"
        "   → Judged not met (P(met) = 0.10); no explanation was generated.\n\n"
        "To finish, address the 1 unmet required criterion above."
    )


def test_optional_criteria_never_gate() -> None:
    rubric = [*CRITERIA, {"description": "Is polite", "required": False}]
    result = assert_rubric("Paris. Source: atlas.", rubric, judge=fake_judge())
    verdicts = result.analyze_step_result["criteria"]
    assert [v["satisfied"] for v in verdicts] == [True, True, False]


def test_min_met_passes_on_a_share_of_the_gating_criteria() -> None:
    rubric = "- Names the capital\n- Cites a source\n- Is polite"
    result = assert_rubric("Paris, please.", rubric, min_met=0.6, judge=fake_judge())
    assert result.score == 0  # the scorer's own verdict is unchanged
    with pytest.raises(
        AssertionError, match=r"2 of 3 required criteria met \(needs at least 70%\)"
    ):
        assert_rubric("Paris, please.", rubric, min_met=0.7, judge=fake_judge())


def test_without_required_criteria_all_of_them_gate() -> None:
    rubric = [{"description": d, "required": False} for d in CRITERIA]
    with pytest.raises(AssertionError, match=r"^rubric not met: 1 of 2 criteria met"):
        assert_rubric("Paris.", rubric, judge=fake_judge())


@pytest.mark.parametrize("min_met", [0, 1.5, True])
def test_min_met_outside_zero_to_one_is_a_config_error(min_met: float) -> None:
    with pytest.raises(ConfigError, match="min_met"):
        assert_rubric("Paris.", RUBRIC, min_met=min_met, judge=fake_judge())


@pytest.mark.parametrize("rubric", ["", "\n  \n", []])
def test_an_empty_rubric_asserts_nothing_so_it_is_refused(rubric: Any) -> None:
    judge = fake_judge()
    with pytest.raises(ConfigError, match="at least one criterion"):
        assert_rubric("Paris.", rubric, judge=judge)
    assert judge.requests == []


def test_options_reach_the_rubric_scorer() -> None:
    judge = fake_judge()
    result = assert_rubric(
        "Paris. Source: atlas.", RUBRIC, options={"scale": 10, "reasoning": "before"}, judge=judge
    )
    assert result.score == 10
    for request in judge.requests:  # reasoning="before": the explanation precedes the verdict
        assert isinstance(request.grammar.root, Obj)
        keys = [key for key, _ in request.grammar.root.fields]
        assert keys == ["id", "criterion", "reasoning", "satisfied"]
    with pytest.raises(ConfigError, match="invalid rubric options"):
        assert_rubric("Paris.", RUBRIC, options={"sclae": 2}, judge=judge)


def test_unscored_is_its_own_error_never_an_assertion() -> None:
    with pytest.raises(UnscoredError) as info:
        assert_rubric("overflow", RUBRIC, judge=fake_judge())
    assert not isinstance(info.value, AssertionError)
    assert info.value.result.score is None
    assert "ContextOverflowError" in (info.value.result.error or "")
    assert "unscored (neither a pass nor a failure)" in str(info.value)


def test_similar_passes_at_the_scorers_pass_mark() -> None:
    result = assert_similar(
        "The capital of France is Paris.",
        "Paris is the capital of France.",
        judge=fake_judge(),
        embedder=FakeEmbedder(),
    )
    assert result.score == pytest.approx(0.67)


def test_similar_failure_names_the_mark_and_the_reason() -> None:
    with pytest.raises(AssertionError) as info:
        assert_similar(
            "Kyoto is the capital of Japan.",
            "Tokyo is the capital of Japan.",
            judge=fake_judge(),
            embedder=FakeEmbedder(),
        )
    assert str(info.value) == (
        "answer not similar enough: below 0.5 (the default pass mark, half the scale); "
        "score 0/1, lowest confidence 1.00\n\n"
        "The score is 0/1 because none of the 1 ground-truth unit matched; contradicted: "
        '"Tokyo is the capital of Japan." by "Kyoto is the capital of Japan.".'
    )


def test_similar_min_score_and_options() -> None:
    same = ("The capital of France is Paris.", "Paris is the capital of France.")
    with pytest.raises(
        AssertionError, match=r"^answer not similar enough: below 0.7 \(min_score\)"
    ):
        assert_similar(*same, min_score=0.7, judge=fake_judge(), embedder=FakeEmbedder())
    with pytest.raises(AssertionError, match=r"below 0.7 \(the pass_threshold option\)"):
        assert_similar(
            *same, options={"pass_threshold": 0.7}, judge=fake_judge(), embedder=FakeEmbedder()
        )
    scaled = assert_similar(
        *same, options={"scale": 10}, min_score=6, judge=fake_judge(), embedder=FakeEmbedder()
    )
    assert scaled.score == pytest.approx(6.67)
    with pytest.raises(ConfigError, match="min_score"):
        assert_similar(*same, min_score="high", judge=fake_judge(), embedder=FakeEmbedder())  # type: ignore[arg-type]


def test_verdicts_go_to_the_running_tests_user_properties(request: pytest.FixtureRequest) -> None:
    judge = fake_judge()
    assert_rubric("Paris. Source: atlas.", RUBRIC, judge=judge)
    assert_rubric("Paris. Source: atlas.", RUBRIC, judge=judge)
    assert_rubric("Paris. Source: atlas.", RUBRIC, judge=judge, label="capital")
    assert isinstance(request.node, pytest.Item)
    props = dict(request.node.user_properties)
    assert props["localjudge.rubric.score"] == 1.0 and props["localjudge.rubric.passed"] is True
    assert props["localjudge.rubric.confidence"] == pytest.approx(0.9)
    assert str(props["localjudge.rubric.reason"]).startswith("✅ Rubric satisfied")
    assert props["localjudge.rubric.model"] == "fake-judge"
    assert props["localjudge.rubric.cached"] is False
    assert "localjudge.rubric#2.score" in props and "localjudge.capital.score" in props
    assert not any(name.endswith(".error") for name in props)


def test_outside_a_test_the_helpers_need_a_judge() -> None:
    script = textwrap.dedent(
        """
        from localjudge.errors import ConfigError
        from localjudge.pytest_plugin import assert_rubric
        from localjudge.testing import FakeJudge

        try:
            assert_rubric("Paris.", "- Names the capital")
        except ConfigError as exc:
            print("refused:", exc)
        verdict = {"id": "c1", "criterion": "Names the capital", "satisfied": True}
        result = assert_rubric("Paris.", "- Names the capital", judge=FakeJudge([verdict]))
        print("score:", result.score)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert "refused: no judge here: call the localjudge helpers inside a pytest test" in done.stdout
    assert "score: 1.0" in done.stdout


# ------------------------------------------------------------------ registration, laziness


def test_the_plugin_is_a_pytest11_entry_point() -> None:
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]
    assert project["entry-points"]["pytest11"] == {"localjudge": "localjudge.pytest_plugin"}
    assert any(dep.startswith("pytest-xdist") for dep in project["optional-dependencies"]["dev"])


def test_importing_the_plugin_loads_no_heavy_library() -> None:
    script = (
        "import sys, localjudge.pytest_plugin\n"
        "heavy = ('numpy', 'pydantic', 'llama_cpp', 'torch', 'sentence_transformers')\n"
        "print(sorted(m for m in heavy if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]"


def test_active_without_being_asked_and_a_session_without_helpers_loads_nothing(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        """
        def test_plain(pytestconfig):
            assert pytestconfig.pluginmanager.has_plugin("localjudge")
            assert 1 + 1 == 2
        """
    )
    # A model that does not exist and a cache folder: neither is touched unless a test asserts.
    result = pytester.runpytest(
        "--localjudge-model", "missing.gguf", "--localjudge-cache-dir", "verdicts"
    )
    result.assert_outcomes(passed=1)
    assert not (pytester.path / "verdicts").exists()


# ------------------------------------------------------------------ reporting


def test_failures_show_the_reason_and_passes_pass(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_answers=ANSWERS)
    result = suite.runpytest("-v")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(
        [
            "*test_met PASSED*",
            "*test_unmet FAILED*",
            "*test_similar PASSED*",
            "*test_contradicted FAILED*",
        ]
    )
    shown = error_lines(result)
    rubric_message = [
        "AssertionError: rubric not met: 1 of 2 required criteria met (needs all); "
        "score 0/1, lowest confidence 0.90",
        "",
        "❌ Rubric not yet satisfied.",
        "",
        "✅ [required] Names the capital",
        "→ Judged met (P(met) = 0.90); no explanation was generated.",
        "❌ [required] Cites a source",
        "→ Judged not met (P(met) = 0.10); no explanation was generated.",
        "",
        "To finish, address the 1 unmet required criterion above.",
    ]
    assert contains_block(shown, rubric_message), shown
    assert contains_block(
        shown,
        [
            "AssertionError: answer not similar enough: below 0.5 (the default pass mark, half "
            "the scale); score 0/1, lowest confidence 1.00",
            "",
            "The score is 0/1 because none of the 1 ground-truth unit matched; contradicted: "
            '"Tokyo is the capital of Japan." by "Kyoto is the capital of Japan.".',
        ],
    ), shown
    # The traceback ends at the test's own call: the helpers' frames are hidden.
    assert "localjudge/pytest_plugin.py" not in result.stdout.str()
    result.stdout.fnmatch_lines(['>       assert_rubric("Paris.", RUBRIC, input=Q)'])


UNSCORED = """
import pytest

from localjudge.pytest_plugin import UnscoredError, assert_rubric

RUBRIC = "- Names the capital"


def test_overflow():
    assert_rubric("overflow", RUBRIC)


def test_unscored_is_no_assertion():
    with pytest.raises(AssertionError):
        assert_rubric("overflow", RUBRIC)


def test_unscored_can_be_expected():
    with pytest.raises(UnscoredError):
        assert_rubric("overflow", RUBRIC)


def test_a_later_failure_is_a_failure():
    try:
        assert_rubric("overflow", RUBRIC)
    except UnscoredError:
        pass
    assert 1 == 2


def test_bad_options_are_an_error_too():
    assert_rubric("Paris.", RUBRIC, options={"sclae": 2})


@pytest.mark.xfail(reason="judge errors expected here")
def test_xfail_still_applies():
    assert_rubric("overflow", RUBRIC)
"""


def test_unscored_is_reported_as_an_error_not_a_failure(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_unscored=UNSCORED)
    result = suite.runpytest("-ra", "-vv", "--junitxml=junit.xml")  # -vv: untruncated summary
    result.assert_outcomes(passed=1, failed=1, errors=3, xfailed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*ERROR at call of test_overflow*"])
    result.stdout.fnmatch_lines(
        [
            "ERROR test_unscored.py::test_overflow - localjudge.pytest_plugin.UnscoredError: "
            "rubric: the judge could not produce a verdict, so the item is unscored*",
            "ERROR test_unscored.py::test_unscored_is_no_assertion - *UnscoredError*",
            "ERROR test_unscored.py::test_bad_options_are_an_error_too - "
            "localjudge.errors.ConfigError: invalid rubric options*",
            "FAILED test_unscored.py::test_a_later_failure_is_a_failure - assert 1 == 2",
        ],
        consecutive=False,
    )
    # pytest's JUnit writer files a call's exception as a <failure>: the message names the error.
    cases = {
        c.get("name"): c for c in ET.parse(suite.path / "junit.xml").getroot().iter("testcase")
    }
    failure = cases["test_overflow"].find("failure")
    assert failure is not None
    assert failure.get("message", "").startswith("localjudge.pytest_plugin.UnscoredError: rubric:")
    props = junit_properties(suite.path / "junit.xml")
    assert "ContextOverflowError" in props["test_overflow"]["localjudge.rubric.error"]
    assert "localjudge.rubric.score" not in props["test_overflow"]
    assert "localjudge.rubric.passed" not in props["test_overflow"]


def test_verdicts_are_in_pytests_junit_xml(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_answers=ANSWERS)
    suite.runpytest("--junitxml=junit.xml").assert_outcomes(passed=2, failed=2)
    props = junit_properties(suite.path / "junit.xml")
    met, unmet = props["test_met"], props["test_unmet"]
    assert (met["localjudge.rubric.score"], met["localjudge.rubric.passed"]) == ("1.0", "True")
    assert (unmet["localjudge.rubric.score"], unmet["localjudge.rubric.passed"]) == ("0.0", "False")
    assert met["localjudge.rubric.confidence"] == "0.9"
    assert met["localjudge.rubric.reason"].startswith("✅ Rubric satisfied")
    assert "❌ [required] Cites a source" in unmet["localjudge.rubric.reason"]
    assert met["localjudge.rubric.model"] == "fake-judge"
    assert props["test_similar"]["localjudge.answer-similarity.score"] == "0.67"
    assert props["test_contradicted"]["localjudge.answer-similarity.passed"] == "False"


# ------------------------------------------------------------------ the verdict cache


def test_an_unchanged_rerun_makes_no_judge_call(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_answers=ANSWERS)
    suite.runpytest("--junitxml=cold.xml").assert_outcomes(passed=2, failed=2)
    cold = calls(suite)
    assert len(cold) == 6  # two criteria twice, one pair call per similarity test
    assert (suite.path / "user-cache" / "verdicts.sqlite").exists()  # on by default

    suite.runpytest("--junitxml=warm.xml").assert_outcomes(passed=2, failed=2)
    assert calls(suite) == cold
    warm = junit_properties(suite.path / "warm.xml")
    assert warm["test_met"]["localjudge.rubric.cached"] == "True"
    assert warm["test_contradicted"]["localjudge.answer-similarity.cached"] == "True"
    for name, props in junit_properties(suite.path / "cold.xml").items():
        assert {k: v for k, v in props.items() if not k.endswith(".cached")} == {
            k: v for k, v in warm[name].items() if not k.endswith(".cached")
        }

    # A changed output is judged again; nothing else is.
    suite.makepyfile(test_answers=ANSWERS.replace('"Paris."', '"Paris, please."'))
    suite.runpytest().assert_outcomes(passed=2, failed=2)
    assert len(calls(suite)) == len(cold) + 2


def test_no_cache_judges_every_time(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_answers=ANSWERS)
    suite.runpytest("--localjudge-no-cache").assert_outcomes(passed=2, failed=2)
    suite.runpytest("--localjudge-no-cache").assert_outcomes(passed=2, failed=2)
    assert len(calls(suite)) == 12
    assert not (suite.path / "user-cache").exists()


def test_xdist_workers_share_the_cache(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_answers=ANSWERS, test_unscored=UNSCORED)
    quiet = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest")
    cold = suite.runpytest_subprocess("-n", "2", "-rfE", *quiet)
    # The controller reports a worker's unscored tests as errors too.
    cold.assert_outcomes(passed=3, failed=3, errors=3, xfailed=1)
    cold.stdout.fnmatch_lines(["ERROR test_unscored.py::test_overflow - *"])
    logged = calls(suite)
    assert {line.split()[0] for line in logged} == {"gw0", "gw1"}, logged
    assert len(logged) == 6 + 5  # test_answers' verdicts; five overflowing judge calls

    # Both workers wrote into the one SQLite file: every verdict is a hit for another process;
    # only the judge errors, which are never cached, are asked again.
    suite.runpytest(*quiet).assert_outcomes(passed=3, failed=3, errors=3, xfailed=1)
    assert len(calls(suite)) == len(logged) + 5


# ------------------------------------------------------------------ options and ini values


def test_ini_cache_dir_is_relative_to_the_ini_file(
    suite: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LOCALJUDGE_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(suite.path / "xdg"))
    suite.makeini("[pytest]\nlocaljudge_cache_dir = verdicts\n")
    suite.makepyfile(test_answers=ANSWERS)
    sub = suite.mkdir("sub")
    monkeypatch.chdir(sub)
    suite.runpytest(str(suite.path)).assert_outcomes(passed=2, failed=2)
    assert (suite.path / "verdicts" / "verdicts.sqlite").exists()
    assert not (sub / "verdicts").exists() and not (suite.path / "xdg").exists()


def test_command_line_beats_environment_beats_ini(
    suite: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    suite.makeini("[pytest]\nlocaljudge_cache_dir = from-ini\n")
    suite.makepyfile(test_answers=ANSWERS)
    suite.runpytest("--localjudge-cache-dir", "from-option")
    suite.runpytest()  # LOCALJUDGE_CACHE_DIR (the suite's user-cache)
    assert (suite.path / "from-option" / "verdicts.sqlite").exists()
    assert (suite.path / "user-cache" / "verdicts.sqlite").exists()
    assert not (suite.path / "from-ini").exists()
    monkeypatch.delenv("LOCALJUDGE_CACHE_DIR")
    suite.runpytest()
    assert (suite.path / "from-ini" / "verdicts.sqlite").exists()
    assert len(calls(suite)) == 3 * 6  # three caches, each cold


def test_ini_can_turn_the_cache_off(suite: pytest.Pytester) -> None:
    suite.makeini("[pytest]\nlocaljudge_cache = false\n")
    suite.makepyfile(test_answers=ANSWERS)
    suite.runpytest().assert_outcomes(passed=2, failed=2)
    assert not (suite.path / "user-cache").exists()
    suite.runpytest("--localjudge-cache-dir", "on-again").assert_outcomes(passed=2, failed=2)
    assert (suite.path / "on-again" / "verdicts.sqlite").exists()


def test_no_cache_with_a_cache_dir_is_a_usage_error(suite: pytest.Pytester) -> None:
    suite.makepyfile(test_answers=ANSWERS)
    result = suite.runpytest("--localjudge-no-cache", "--localjudge-cache-dir", "c")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--localjudge-no-cache and --localjudge-cache-dir contradict*"])
    assert calls(suite) == []


MODEL_ERROR = """
from localjudge.pytest_plugin import assert_rubric


def test_asserts():
    assert_rubric("Paris.", "- Names the capital")
"""


def model_error(result: pytest.RunResult) -> str:
    """The ModelNotFoundError line the nested session printed."""
    result.assert_outcomes(errors=1)
    lines = [line for line in result.outlines if "ModelNotFoundError" in line and "E " in line]
    assert lines, result.stdout.str()
    return lines[0]


def test_model_option_and_ini_reach_load_judge(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LOCALJUDGE_MODEL", raising=False)
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(pytester.path / "user-cache"))
    pytester.makeini("[pytest]\nlocaljudge_model = judges/from-ini.gguf\n")
    pytester.makepyfile(test_model=MODEL_ERROR)
    sub = pytester.mkdir("sub")
    monkeypatch.chdir(sub)
    # The plugin's own judge fixture: the path does not exist, so nothing is loaded and the
    # test is an error (localjudge could not decide), naming the file it looked for.
    here = pytester.runpytest(str(pytester.path))
    assert f"model file {pytester.path / 'judges' / 'from-ini.gguf'} does not exist" in (
        model_error(here)
    )
    option = pytester.runpytest(str(pytester.path), "--localjudge-model", "opt.gguf")
    assert f"model file {sub / 'opt.gguf'} does not exist" in model_error(option)
    monkeypatch.setenv("LOCALJUDGE_MODEL", str(pytester.path / "env.gguf"))
    env = pytester.runpytest(str(pytester.path))
    assert f"model file {pytester.path / 'env.gguf'} does not exist" in model_error(env)


RUBRIC_DEFAULT_CONFTEST = """
import localjudge.judges
from localjudge.testing import FakeJudge

loaded = []


class Checked(FakeJudge):
    def check(self):
        return self

    def close(self):
        pass


def fake_load(model=None, **options):
    loaded.append(model)
    return Checked([], name=str(model))


localjudge.judges.load_judge = fake_load
"""


def test_the_rubric_helper_uses_the_rubric_default_unless_a_judge_is_named(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    import localjudge.judges
    from localjudge.catalog import default_model

    # The inner runs share this process, and their conftest replaces load_judge: restore it
    # afterwards, or a later test's real judge fixture gets the fake.
    monkeypatch.setattr(localjudge.judges, "load_judge", localjudge.judges.load_judge)
    monkeypatch.delenv("LOCALJUDGE_MODEL", raising=False)
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(pytester.path / "user-cache"))
    pytester.makeconftest(RUBRIC_DEFAULT_CONFTEST)
    rubric = default_model("judge", "rubric")
    pytester.makepyfile(
        test_default=f"""
        import conftest

        def test_judges(localjudge_judge, localjudge_rubric_judge, pytestconfig):
            named = pytestconfig.getoption("localjudge_model")
            if named:
                assert localjudge_rubric_judge is localjudge_judge
                assert conftest.loaded[0].endswith(named) and len(conftest.loaded) == 1
            else:
                assert localjudge_rubric_judge.info.name == {rubric!r}
                assert conftest.loaded == [None, {rubric!r}]
        """
    )
    pytester.runpytest().assert_outcomes(passed=1)
    pytester.runpytest("--localjudge-model", "m.gguf").assert_outcomes(passed=1)
    # A conftest that overrides localjudge_judge overrides the rubric helper's judge too.
    pytester.makeconftest(
        RUBRIC_DEFAULT_CONFTEST
        + """
import pytest


@pytest.fixture(scope="session")
def localjudge_judge():
    return FakeJudge([], name="mine")
"""
    )
    pytester.makepyfile(
        test_default="""
        def test_judges(localjudge_rubric_judge):
            assert localjudge_rubric_judge.info.name == "mine"
        """
    )
    pytester.runpytest().assert_outcomes(passed=1)


def test_embedder_option_reaches_load_embedder(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(pytester.path / "user-cache"))
    monkeypatch.delenv("LOCALJUDGE_EMBEDDER", raising=False)
    pytester.makeconftest(JUDGE_SOURCE + JUDGE_FIXTURE)  # the plugin's own embedder fixture
    pytester.makepyfile(
        """
        from localjudge.pytest_plugin import assert_similar

        def test_similar():
            assert_similar("Paris is the capital.", "The capital is Paris.")
        """
    )
    result = pytester.runpytest("--localjudge-embedder", "embedders/missing")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        [f"E *ModelNotFoundError: model file {pytester.path / 'embedders/missing'} does not exist*"]
    )


def test_aliases_are_kept_as_given(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nlocaljudge_model = qwen2.5-coder-1.5b\n")
    pytester.makepyfile(
        """
        import json
        from localjudge.pytest_plugin import settings

        def test_settings(pytestconfig):
            s = settings(pytestconfig)
            print("SETTINGS", json.dumps({"ini": s.model_ini, "opt": s.embedder_option}))
        """
    )
    result = pytester.runpytest("-s", "--localjudge-embedder", "minilm-l6")
    result.assert_outcomes(passed=1)
    line = next(x for x in result.outlines if "SETTINGS" in x)
    assert json.loads(line.split("SETTINGS", 1)[1].rstrip(".")) == {
        "ini": "qwen2.5-coder-1.5b",
        "opt": "minilm-l6",
    }


# ------------------------------------------------------------------ the CI recipe

CI = REPO_ROOT / "examples" / "ci"
WORKSPACE = "${{ github.workspace }}"


def workflow() -> dict[Any, Any]:
    """examples/ci/localjudge.yml, parsed."""
    import yaml  # PyYAML is a dependency of sentence-transformers' transformers

    data = yaml.safe_load((CI / "localjudge.yml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def shell_commands(text: str) -> list[str]:
    """Shell lines as commands: continuations joined, blank lines and comments dropped."""
    out: list[str] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.endswith("\\"):
            pending += line[:-1].strip() + " "
            continue
        out.append(pending + line)
        pending = ""
    assert not pending, f"a continuation line ends the text: {pending!r}"
    return out


def workflow_steps() -> list[tuple[str, list[str]]]:
    """(name, commands) of each of the workflow's ``run`` steps, in order."""
    (job,) = workflow()["jobs"].values()
    return [(s["name"], shell_commands(s["run"])) for s in job["steps"] if "run" in s]


def script_steps() -> list[tuple[str, list[str]]]:
    """(name, commands) of each ``# step: NAME`` section of run-local.sh, in order."""
    text = (CI / "run-local.sh").read_text(encoding="utf-8")
    parts = re.split(r"^# step: (.+)$", text, flags=re.MULTILINE)
    return [(name.strip(), shell_commands(body)) for name, body in zip(parts[1::2], parts[2::2])]


def script_environment() -> dict[str, str]:
    """The ``export NAME="${NAME:-DEFAULT}"`` defaults run-local.sh sets."""
    text = (CI / "run-local.sh").read_text(encoding="utf-8")
    found = re.findall(r'^export (\w+)="\$\{(\w+):-(.*)\}"$', text, flags=re.MULTILINE)
    assert all(name == same for name, same, _ in found)
    return {name: default for name, _, default in found}


def test_the_ci_workflow_is_well_formed() -> None:
    flow = workflow()
    triggers = flow[True]  # YAML 1.1 reads the key ``on`` as True
    assert flow["name"] and set(triggers) == {"push", "pull_request"}
    assert flow["defaults"]["run"]["shell"] == "bash"
    (job,) = flow["jobs"].values()
    assert job["runs-on"] == "ubuntu-latest" and job["timeout-minutes"] > 0
    steps = job["steps"]
    for step in steps:
        assert ("uses" in step) != ("run" in step), step
        if "uses" in step:
            assert re.fullmatch(r"actions/[\w-]+@v\d+", step["uses"]), step["uses"]
    uses = [s.get("uses", "").split("@")[0] for s in steps]
    names = [s.get("name", s.get("uses")) for s in steps]

    python = steps[uses.index("actions/setup-python")]["with"]
    assert python["cache"] == "pip"  # installs once: pip's cache keeps the built wheels
    caches = {
        s["with"]["path"]: s["with"]
        for s in steps
        if s.get("uses", "").startswith("actions/cache@")
    }
    assert set(caches) == {"${{ env.LOCALJUDGE_MODELS_DIR }}", "${{ env.LOCALJUDGE_CACHE_DIR }}"}
    verdicts = caches["${{ env.LOCALJUDGE_CACHE_DIR }}"]
    assert verdicts["key"].startswith(verdicts["restore-keys"])  # each run restores the newest
    restored = max(i for i, u in enumerate(uses) if u == "actions/cache")
    assert restored < names.index("Install") < names.index("Plugin tests")

    upload = steps[uses.index("actions/upload-artifact")]
    assert upload is steps[-1] and upload["if"] == "always()"
    assert upload["with"]["path"] == "${{ env.REPORTS }}"


def test_run_local_runs_the_workflows_steps_with_the_same_commands() -> None:
    steps = workflow_steps()
    assert [name for name, _ in steps] == [
        "Install",
        "Install the judges",
        "Show the set-up",
        "Plugin tests",
        "Score the rubric examples",
        "Score the similarity examples",
    ]
    assert script_steps() == steps


def test_run_local_sets_the_workflows_environment() -> None:
    env = {k: str(v).replace(WORKSPACE, "$PWD") for k, v in workflow()["env"].items()}
    assert script_environment() == env
    assert {"LOCALJUDGE_MODELS_DIR", "LOCALJUDGE_CACHE_DIR", "REPORTS"} <= set(env)


def test_run_local_is_an_executable_bash_script() -> None:
    script = CI / "run-local.sh"
    assert script.stat().st_mode & 0o111
    assert script.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash\n")
    subprocess.run(["bash", "-n", str(script)], check=True, timeout=60)


def test_the_ci_commands_are_ones_localjudge_and_the_examples_accept() -> None:
    from localjudge.catalog import DEFAULT_JUDGE, SCORER_JUDGES
    from localjudge.cli.score import score

    env = {k: str(v) for k, v in workflow()["env"].items()}
    commands = [c for _, cs in workflow_steps() for c in cs]
    scored = []
    installed = []
    for command in commands:
        args = shlex.split(re.sub(r"\$(\w+)", lambda m: env.get(m[1], m[0]), command))
        if args[:2] == ["localjudge", "score"]:
            score.make_context("score", args[2:])  # click parses every flag and value
            assert "--min-pass-rate" in args
            assert args[args.index("--max-judge-errors") + 1] == "0"
            assert (REPO_ROOT / args[2]).is_file()
            assert all(
                args[args.index(f) + 1].startswith(env["REPORTS"]) for f in ("--junit", "--html")
            )
            scored.append(args[2])
        elif args[:3] == ["localjudge", "models", "install"]:
            installed.append(args[3])
        elif args[:3] == ["python", "-m", "pytest"]:
            target = REPO_ROOT / args[3]
            sources = "".join(p.read_text(encoding="utf-8") for p in target.glob("test_*.py"))
            assert "assert_rubric(" in sources and "assert_similar(" in sources
            assert any(a.startswith(f"--junitxml={env['REPORTS']}/") for a in args)
    assert sorted(scored) == sorted(
        f"examples/{p.name}" for p in (REPO_ROOT / "examples").glob("*.jsonl")
    )
    # The judges the helpers and the CLI load by default, for every scorer.
    assert sorted(installed) == sorted({DEFAULT_JUDGE, *SCORER_JUDGES.values()})
