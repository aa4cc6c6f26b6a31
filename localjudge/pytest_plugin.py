"""The pytest plugin: judge, embedder and verdict-cache fixtures; assert_rubric and assert_similar.

Registered as the ``localjudge`` ``pytest11`` entry point, so it is active wherever localjudge
is installed. Registering it costs nothing: this module imports no model library, the fixtures
are session-scoped and built only when a test (or a helper called in one) first asks for them,
and the judge's weights load only on a verdict-cache miss, so a rerun of unchanged tests never
loads them.

How the pieces reach each other:

- An autouse fixture makes the running test's ``request`` the helpers' context; a helper asks
  it for the ``localjudge_judge`` (``localjudge_rubric_judge`` for ``assert_rubric``; and
  ``localjudge_embedder``) fixture, so the judge is
  loaded only by the first test that asserts, once per process (per xdist worker), and a
  ``conftest.py`` that overrides the fixture (a ``FakeJudge`` in tests of the tests, a judge
  loaded with other options) is what the helpers use.
- Every verdict is appended to the test's ``user_properties`` (what ``record_property``
  does), so pytest's own ``--junitxml`` carries score, pass, confidence and reason.
- A test that ends in an error a helper raised other than its ``AssertionError`` — above all
  ``UnscoredError``, the judge could not produce a verdict — is reported as an *error*
  (``E``), not a failure: localjudge could not decide, which says nothing about the output.
- xdist workers open the same SQLite verdict cache (WAL mode, a busy timeout), so what one
  worker judged is a cache hit for every other worker and for the next run.
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from localjudge.errors import ConfigError, JudgeError, LocalJudgeError

if TYPE_CHECKING:
    import pluggy

    from localjudge.cache import VerdictCache
    from localjudge.embeddings.base import Embedder
    from localjudge.judges.base import Judge
    from localjudge.scorers.pipeline import Scorer
    from localjudge.scorers.rubric import RubricOptions
    from localjudge.scorers.similarity import SimilarityOptions
    from localjudge.types import ScorerResult


class UnscoredError(JudgeError):
    """The judge could not produce a verdict, so the item is unscored: neither a pass nor a
    failure of the output (context overflow, output cut off, invalid after one retry).

    It is not an ``AssertionError``: ``pytest.raises(AssertionError)`` does not swallow it, and
    pytest reports the test as an error.

    Attributes:
        result: the unscored result (``score`` None, ``error`` says why).
    """

    def __init__(self, message: str, result: ScorerResult) -> None:
        super().__init__(message)
        self.result = result


# ---------------------------------------------------------------- options and settings


@dataclass(frozen=True)
class Settings:
    """What the command line and the ini file say; environment variables are read when a
    fixture is built (``--localjudge-*`` → ``LOCALJUDGE_*`` → ini → localjudge's defaults).

    Attributes:
        model_option: ``--localjudge-model``.
        model_ini: ``localjudge_model`` (a path made absolute from the ini file's folder).
        embedder_option: ``--localjudge-embedder``.
        embedder_ini: ``localjudge_embedder``.
        cache_dir_option: ``--localjudge-cache-dir``.
        cache_dir_ini: ``localjudge_cache_dir`` (absolute from the ini file's folder).
        cache: False with ``--localjudge-no-cache`` or ``localjudge_cache = false``.
    """

    model_option: str | None = None
    model_ini: str | None = None
    embedder_option: str | None = None
    embedder_ini: str | None = None
    cache_dir_option: Path | None = None
    cache_dir_ini: Path | None = None
    cache: bool = True

    def model(self) -> str | None:
        """The judge to load (None: localjudge's configured, then packaged default)."""
        return self.model_option or os.environ.get("LOCALJUDGE_MODEL") or self.model_ini

    def embedder(self) -> str | None:
        """The embedder to load (None: localjudge's configured, then packaged default)."""
        return self.embedder_option or os.environ.get("LOCALJUDGE_EMBEDDER") or self.embedder_ini

    def cache_dir(self) -> Path | None:
        """The verdict cache's folder (None: the user's cache directory)."""
        env = os.environ.get("LOCALJUDGE_CACHE_DIR")
        return self.cache_dir_option or (Path(env) if env else None) or self.cache_dir_ini


_SETTINGS = pytest.StashKey[Settings]()
_HELPER_ERROR = pytest.StashKey[BaseException]()
_LABELS = pytest.StashKey[dict[str, int]]()
_ERROR_ATTR = "localjudge_error"  # set on a report whose test ended in a helper's error


def pytest_addoption(parser: pytest.Parser) -> None:
    """The ``--localjudge-*`` options and their ini equivalents."""
    group = parser.getgroup("localjudge", "localjudge (assert_rubric, assert_similar)")
    group.addoption(
        "--localjudge-model",
        metavar="MODEL",
        help="Judge for the localjudge helpers: a .gguf path or a catalog alias "
        "(default: LOCALJUDGE_MODEL, ini localjudge_model, then localjudge's default).",
    )
    group.addoption(
        "--localjudge-embedder",
        metavar="EMBEDDER",
        help="Embedder for assert_similar: a folder or a catalog alias "
        "(default: LOCALJUDGE_EMBEDDER, ini localjudge_embedder, then localjudge's default).",
    )
    group.addoption(
        "--localjudge-cache-dir",
        metavar="DIR",
        help="Verdict cache folder, shared by xdist workers and reruns "
        "(default: LOCALJUDGE_CACHE_DIR, ini localjudge_cache_dir, then the user cache).",
    )
    group.addoption(
        "--localjudge-no-cache",
        action="store_true",
        default=False,
        help="Neither read nor write the verdict cache: every verdict is judged afresh.",
    )
    parser.addini("localjudge_model", "Judge for the localjudge helpers (path or alias).")
    parser.addini("localjudge_embedder", "Embedder for assert_similar (folder or alias).")
    parser.addini("localjudge_cache_dir", "Verdict cache folder (relative to the ini file).")
    parser.addini(
        "localjudge_cache", "Read and write the verdict cache.", type="bool", default=True
    )


def pytest_configure(config: pytest.Config) -> None:
    """Read the options once; contradictory ones are a usage error before any test runs."""
    config.stash[_SETTINGS] = _read_settings(config)


def _read_settings(config: pytest.Config) -> Settings:
    no_cache = bool(config.getoption("localjudge_no_cache"))
    cache_dir = config.getoption("localjudge_cache_dir")
    if no_cache and cache_dir:
        raise pytest.UsageError(
            "--localjudge-no-cache and --localjudge-cache-dir contradict each other; use one"
        )
    here = config.invocation_params.dir
    ini_dir = config.inipath.parent if config.inipath else config.rootpath
    ini_cache_dir = _ini(config, "localjudge_cache_dir")
    return Settings(
        model_option=_anchor_model(config.getoption("localjudge_model"), here),
        model_ini=_anchor_model(_ini(config, "localjudge_model"), ini_dir),
        embedder_option=_anchor_model(config.getoption("localjudge_embedder"), here),
        embedder_ini=_anchor_model(_ini(config, "localjudge_embedder"), ini_dir),
        cache_dir_option=here / Path(cache_dir).expanduser() if cache_dir else None,
        cache_dir_ini=ini_dir / Path(ini_cache_dir).expanduser() if ini_cache_dir else None,
        cache=not no_cache and (bool(cache_dir) or bool(config.getini("localjudge_cache"))),
    )


def _ini(config: pytest.Config, name: str) -> str | None:
    value = str(config.getini(name) or "").strip()
    return value or None


def _anchor_model(value: str | None, base: Path) -> str | None:
    """A model given as a relative path, made absolute from ``base``; aliases unchanged.

    A value is a path by the catalog's own rule (``localjudge.catalog.resolve``): it contains
    a path separator or ends in ``.gguf``.
    """
    if not value:
        return None
    if os.sep in value or value.endswith(".gguf"):
        path = Path(value).expanduser()
        return str(path if path.is_absolute() else base / path)
    return value


def settings(config: pytest.Config) -> Settings:
    """The plugin's settings for a pytest run (read when pytest was configured)."""
    return config.stash[_SETTINGS]


# ---------------------------------------------------------------- fixtures


@pytest.fixture(scope="session")
def localjudge_cache(pytestconfig: pytest.Config) -> VerdictCache | None:
    """The verdict cache the judge reads and writes (None with ``--localjudge-no-cache``).

    One SQLite file, opened by every xdist worker: a verdict judged anywhere is a hit
    everywhere after, and a rerun of unchanged tests makes no judge call.
    """
    s = settings(pytestconfig)
    if not s.cache:
        return None
    from localjudge.cache import VerdictCache, default_cache

    folder = s.cache_dir()
    return VerdictCache(folder) if folder is not None else default_cache()


@pytest.fixture(scope="session")
def localjudge_judge(
    pytestconfig: pytest.Config, localjudge_cache: VerdictCache | None
) -> Iterator[Judge]:
    """The judge the helpers use, made once per process the first time a test needs it.

    Its GGUF header is checked up front; the weights load on the first cache miss. Override
    this fixture in a ``conftest.py`` to use another judge, e.g. with load options::

        @pytest.fixture(scope="session")
        def localjudge_judge(localjudge_cache):
            cache = False if localjudge_cache is None else localjudge_cache
            return localjudge.load_judge("qwen2.5-coder-1.5b", cache=cache, n_gpu_layers=-1)
    """
    from localjudge.judges import load_judge

    judge = load_judge(settings(pytestconfig).model(), cache=_cache(localjudge_cache)).check()
    _PLUGIN_JUDGES.append(judge)
    yield judge
    judge.close()


def _cache(localjudge_cache: VerdictCache | None) -> VerdictCache | bool:
    """``load_judge``'s ``cache``: the session's verdict cache, or none."""
    return False if localjudge_cache is None else localjudge_cache


# Judges the plugin's own ``localjudge_judge`` made: ``localjudge_rubric_judge`` follows any
# other (a conftest's override) instead of loading the rubric scorer's default.
_PLUGIN_JUDGES: list[Judge] = []


@pytest.fixture(scope="session")
def localjudge_rubric_judge(
    pytestconfig: pytest.Config, localjudge_judge: Judge, localjudge_cache: VerdictCache | None
) -> Iterator[Judge]:
    """The judge ``assert_rubric`` uses: ``localjudge_judge``, except that with no model named
    (option, ini, ``LOCALJUDGE_MODEL``, ``localjudge models default``) and the plugin's own
    ``localjudge_judge`` fixture, it is the rubric scorer's default judge
    (qwen2.5-coder-1.5b; ``catalog.SCORER_JUDGES``). A ``conftest.py`` whose
    ``localjudge_judge`` returns a judge of its own overrides this one too (one that only wraps
    the plugin's fixture and returns its judge does not); override this one for the rubric
    alone.
    """
    from localjudge.catalog import default_model
    from localjudge.judges import load_judge

    own = default_model("judge", "rubric")
    if (
        settings(pytestconfig).model() is not None
        or not any(localjudge_judge is j for j in _PLUGIN_JUDGES)
        or own == default_model("judge")
    ):
        yield localjudge_judge
        return
    judge = load_judge(own, cache=_cache(localjudge_cache)).check()
    yield judge
    judge.close()


@pytest.fixture(scope="session")
def localjudge_embedder(pytestconfig: pytest.Config) -> Embedder:
    """The embedder ``assert_similar`` pairs units with (its weights load on first use)."""
    from localjudge.embeddings.sentence import load_embedder

    return load_embedder(settings(pytestconfig).embedder())


@dataclass(frozen=True)
class _Test:
    """The running test: where the helpers get fixtures and record verdicts."""

    request: pytest.FixtureRequest
    item: pytest.Item


# The test running now in this process (tests run one at a time per process; xdist workers
# are processes). A module global rather than a context variable, so a helper called from a
# thread the test started still finds it; saved and restored, so a pytest run nested inside a
# test (pytester) leaves the outer test's context as it found it.
_current: _Test | None = None


@pytest.fixture(autouse=True)
def _localjudge_context(request: pytest.FixtureRequest) -> Iterator[None]:
    """Make the running test the helpers' context (its fixtures and user_properties)."""
    global _current
    previous = _current
    item = request.node
    _current = _Test(request, item) if isinstance(item, pytest.Item) else None
    try:
        yield
    finally:
        _current = previous


# ---------------------------------------------------------------- reporting


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pluggy.Result[pytest.TestReport], None]:
    """Mark a test whose call ended in an error a helper raised (not its AssertionError)."""
    outcome = yield
    report = outcome.get_result()
    raised = item.stash.get(_HELPER_ERROR, None)
    if call.when == "call" and call.excinfo is not None and call.excinfo.value is raised:
        # A plain attribute travels with the report from xdist workers to the controller.
        setattr(report, _ERROR_ATTR, type(raised).__name__)


def pytest_report_teststatus(
    report: pytest.TestReport, config: pytest.Config
) -> tuple[str, str, str] | None:
    """Report a test localjudge could not decide as an error (E), not a failure (F)."""
    if report.when == "call" and report.failed and getattr(report, _ERROR_ATTR, None):
        return "error", "E", "ERROR"
    return None


# ---------------------------------------------------------------- the helpers


def assert_rubric(
    output: Any,
    rubric: str | list[Any],
    *,
    input: Any = None,
    options: RubricOptions | Mapping[str, Any] | None = None,
    min_met: float = 1.0,
    judge: Judge | None = None,
    label: str | None = None,
) -> ScorerResult:
    """Assert that ``output`` meets ``rubric``, judged by the session's judge.

    The rubric passes as the rubric scorer scores it: when every required criterion is met (all
    of them gate when none is required; optional ones are judged and reported, never gate).

    Args:
        output: the text (or chat messages) under test.
        rubric: criteria, a string (one per line) or a list of strings and
            ``{"description", "required", "id"}`` mappings.
        input: the task the output answers (shown to the judge).
        options: rubric scorer options (``RubricOptions`` or a dict), e.g.
            ``{"threshold": 0.7}`` for the P(true) a criterion needs to count as met.
        min_met: the share of gating criteria that must be met (1: all of them).
        judge: a judge to use instead of the ``localjudge_rubric_judge`` fixture (which is
            ``localjudge_judge`` unless no model is named: then the rubric's default judge).
        label: names the verdict's recorded properties (default ``rubric``).

    Returns:
        The scorer's result, for further checks.

    Raises:
        AssertionError: the rubric is not met; the message is the scorer's reason.
        UnscoredError: the judge could not produce a verdict.
        ConfigError: an empty rubric, bad options, or no judge (outside a test, pass ``judge``).
        InputError: the output cannot be judged (empty, not text).
    """
    __tracebackhide__ = True  # a failure points at the test's call, not at this module
    from localjudge.scorers.rubric import create_rubric_scorer, parse_rubric

    with _helper():
        criteria = parse_rubric(rubric)
        if not criteria:
            raise ConfigError(
                "assert_rubric needs at least one criterion: an empty rubric passes by default "
                "and would assert nothing"
            )
        if isinstance(min_met, bool) or not 0 < min_met <= 1:
            raise ConfigError(f"min_met must be a share of the criteria in (0, 1], not {min_met}")
        scorer = create_rubric_scorer(
            model=_given(judge, "localjudge_rubric_judge"), criteria=criteria, options=options
        )
        result = scorer.run({"input": input, "output": output})
        met, gating, required = _rubric_counts(result)
        passed = None if result.score is None else met >= min_met * gating - 1e-9
        _record(label or scorer.id, result, passed)
        _raise_unscored(scorer, result)
        if not passed:
            needs = "all" if min_met >= 1 else f"at least {100 * min_met:g}%"
            raise AssertionError(
                _message(
                    f"rubric not met: {met} of {gating} {required}criteria met (needs {needs})",
                    scorer,
                    result,
                )
            )
        return result


def assert_similar(
    output: Any,
    ground_truth: Any,
    *,
    input: Any = None,
    min_score: float | None = None,
    options: SimilarityOptions | Mapping[str, Any] | None = None,
    judge: Judge | None = None,
    embedder: Embedder | None = None,
    label: str | None = None,
) -> ScorerResult:
    """Assert that ``output`` agrees with ``ground_truth``, by the answer-similarity scorer.

    Args:
        output: the text (or chat messages) under test.
        ground_truth: the reference answer; a list of strings is a list of acceptable answers.
        input: the question (shown to the judge).
        min_score: the score the output needs, on the scorer's scale (0..1 unless
            ``options`` sets ``scale``). None (the default): the scorer's own pass mark, as
            ``localjudge score`` counts passes — the judge's calibrated threshold (your
            calibration profile, else the catalog's), else half the scale
            (``options={"pass_threshold": x}`` sets it).
        options: similarity scorer options (``SimilarityOptions`` or a dict).
        judge: a judge to use instead of the ``localjudge_judge`` fixture.
        embedder: an embedder to use instead of the ``localjudge_embedder`` fixture.
        label: names the verdict's recorded properties (default ``answer-similarity``).

    Returns:
        The scorer's result, for further checks.

    Raises:
        AssertionError: the score is below the mark; the message is the scorer's reason.
        UnscoredError: the judge could not produce a verdict.
        ConfigError: bad options, or no judge (outside a test, pass ``judge`` and ``embedder``).
        InputError: the output or ground truth cannot be judged.
    """
    __tracebackhide__ = True
    from localjudge.scorers.similarity import create_answer_similarity_scorer

    with _helper():
        if min_score is not None and (
            isinstance(min_score, bool) or not isinstance(min_score, (int, float))
        ):
            raise ConfigError(f"min_score must be a number, not {min_score!r}")
        scorer = create_answer_similarity_scorer(
            model=_given(judge, "localjudge_judge"),
            options=options,
            embedder=_given(embedder, "localjudge_embedder"),
        )
        result = scorer.run({"input": input, "output": output, "ground_truth": ground_truth})
        if min_score is None:
            threshold, source = scorer.decision_threshold()
            mark, whose = threshold * scorer.scale, _MARKS.get(source, f"the {source} pass mark")
            passed = scorer.passed(result)
        else:
            mark, whose = float(min_score), "min_score"
            passed = None if result.score is None else result.score >= mark - 1e-9
        _record(label or scorer.id, result, passed)
        _raise_unscored(scorer, result)
        if not passed:
            from localjudge.scorers.similarity import format_number

            raise AssertionError(
                _message(
                    f"answer not similar enough: below {format_number(mark)} ({whose})",
                    scorer,
                    result,
                )
            )
        return result


_MARKS = {  # where Scorer.decision_threshold says the pass mark came from
    "calibration": "the judge's calibrated pass mark",
    "profile": "the pass mark of your calibration profile",
    "default": "the default pass mark, half the scale",
    "scorer": "the pass_threshold option",
}


@contextmanager
def _helper() -> Iterator[None]:
    """Remember an error a helper raises other than its AssertionError, so the test's report
    can tell "localjudge could not decide" from "the output failed"."""
    __tracebackhide__ = True
    try:
        yield
    except LocalJudgeError as exc:
        if _current is not None:
            _current.item.stash[_HELPER_ERROR] = exc
        raise


def _fixture(name: str) -> Any:
    if _current is None:
        what = "judge" if name.endswith("_judge") else name.removeprefix("localjudge_")
        raise ConfigError(
            f"no {what} here: call the localjudge helpers inside a "
            f"pytest test (the plugin provides the {name} fixture), or pass one explicitly"
        )
    return _current.request.getfixturevalue(name)


def _given(value: Any, fixture: str) -> Any:
    return _fixture(fixture) if value is None else value


def _rubric_counts(result: ScorerResult) -> tuple[int, int, str]:
    """(gating criteria met, gating criteria, "required " or ""): the gating criteria are the
    required ones, or all of them when none is (``rubric_score``'s rule)."""
    analysis = result.analyze_step_result or {}
    criteria = list(analysis.get("criteria", []))
    required = [c for c in criteria if c["required"]]
    gating = required or criteria
    return sum(1 for c in gating if c["satisfied"]), len(gating), "required " if required else ""


def _record(label: str, result: ScorerResult, passed: bool | None) -> None:
    """Append the verdict to the running test's user_properties (what record_property does)."""
    if _current is None:
        return
    node = _current.item
    seen = node.stash.setdefault(_LABELS, {})
    seen[label] = seen.get(label, 0) + 1
    if seen[label] > 1:  # a second verdict under one label in the same test
        label = f"{label}#{seen[label]}"
    trace = result.trace
    values: dict[str, Any] = {
        "score": result.score,
        "passed": passed,
        "confidence": result.confidence,
        "reason": result.reason,
        "cached": bool(trace and trace.judge_calls and trace.cached),
        "model": trace.model if trace else None,
        "error": result.error,
    }
    for key, value in values.items():
        if value is not None:
            node.user_properties.append((f"localjudge.{label}.{key}", value))


def _raise_unscored(scorer: Scorer, result: ScorerResult) -> None:
    __tracebackhide__ = True
    if result.score is None:
        raise UnscoredError(
            f"{scorer.id}: the judge could not produce a verdict, so the item is unscored "
            f"(neither a pass nor a failure): {result.error}",
            result,
        )


def _message(headline: str, scorer: Scorer, result: ScorerResult) -> str:
    from localjudge.scorers.similarity import format_number

    assert result.score is not None
    facts = [f"score {format_number(result.score)}/{format_number(scorer.scale)}"]
    if result.confidence is not None:
        facts.append(f"lowest confidence {result.confidence:.2f}")
    return f"{headline}; {', '.join(facts)}\n\n{result.reason or ''}".rstrip()


__all__ = [
    "Settings",
    "UnscoredError",
    "assert_rubric",
    "assert_similar",
    "localjudge_cache",
    "localjudge_embedder",
    "localjudge_judge",
    "localjudge_rubric_judge",
    "settings",
]
