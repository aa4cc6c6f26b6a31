"""Scoring on Ray actors with FakeJudge scorers: order, exactly-once under actor deaths, runner.

One local Ray instance (2 CPUs) serves the module. The scorers are the registry's rubric scorer
on a FakeJudge, built in each actor by ``fake_rubric``; this module is not importable in Ray's
workers (``tests/unit`` is not on their path), so Ray pickles its functions by value.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from localjudge import distributed
from localjudge.distributed import (
    RayOptions,
    ScorerRecipe,
    WorkerLostError,
    build_scorers,
    iter_work_ray,
    ray_session,
)
from localjudge.errors import ConfigError, ContextOverflowError, DatasetError
from localjudge.evals import ItemResult, WorkItem, iter_work
from localjudge.judges.grammar import Choice, Const, Node, Obj, Str, Tup
from localjudge.runner import Runner
from localjudge.scorers.pipeline import Scorer, create_scorer
from localjudge.scorers.registry import (
    ScorerSpec,
    get_scorer,
    register_scorer,
    unregister_scorer,
)
from localjudge.testing import FakeJudge, FakeRequest

pytestmark = pytest.mark.slow

CRITERIA = "- Answers the question\n- Is polite"


# ---------------------------------------------------------------- the scorers each actor builds


def _fill(node: Node, met: bool) -> Any:
    """A verdict fitting the grammar: every decision ``met``."""
    if isinstance(node, Const):
        return node.value
    if isinstance(node, Choice):
        return met if set(node.options) == {True, False} else node.options[0]
    if isinstance(node, Str):
        return "Checked."
    if isinstance(node, Obj):
        return {k: _fill(n, met) for k, n in node.fields}
    if isinstance(node, Tup):
        return [_fill(n, met) for n in node.items]
    raise TypeError(f"no verdict for {node!r}")


def fake_rubric(
    recipe: ScorerRecipe, log: str | None = None, sleep: float = 0.0, crash_once: str = ""
) -> list[Scorer]:
    """The recipe's registry scorer on a FakeJudge: "good" outputs meet every criterion.

    An output with "overflow" is a judge error; "poison" kills the process that judges it, and
    "crash" does so once (the first time, while ``crash_once``, a marker file, does not exist).
    Each judge call appends ``pid<TAB>output`` to ``log``.
    """

    def handler(request: FakeRequest) -> Any:
        found = re.search(r"<output>\n?(.*?)\n?</output>", request.prompt, re.S)
        output = found.group(1) if found else ""
        if log is not None:
            with open(log, "a", encoding="utf-8") as f:
                f.write(f"{os.getpid()}\t{output}\n")
        if "poison" in output:
            os._exit(1)
        if "crash" in output and crash_once and not os.path.exists(crash_once):
            Path(crash_once).touch()
            # A crash half a second into the call: the reply for the batch this actor finished
            # just before is on its way. (One in the same instant can take that unsent reply
            # with it; the batch is then scored again, rightly, but not as the test counts.)
            time.sleep(0.5)
            os._exit(1)
        time.sleep(sleep)
        if "overflow" in output:
            return ContextOverflowError(5000, 5008, 4096)
        return _fill(request.grammar.root, "good" in output)

    judge = FakeJudge(handler=handler)
    return [get_scorer(recipe.scorer).build(recipe.build_options(judge))]


def recipe(**factory: Any) -> ScorerRecipe:
    return ScorerRecipe(
        "rubric", criteria=CRITERIA, factory=functools.partial(fake_rubric, **factory)
    )


def items(n: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"q{i}",
            "input": f"Question {i}?",
            "output": f"a {'good' if i % 3 else 'poor'} answer #{i}",
            "label": i % 3 != 0,
        }
        for i in range(n)
    ]


def work_of(rows: list[Any]) -> list[WorkItem]:
    return [WorkItem(i, row, line=i + 1) for i, row in enumerate(rows)]


def facts(results: list[ItemResult]) -> list[tuple[Any, ...]]:
    """What a result says, without timings."""
    return [
        (r.index, r.id, r.line, r.output, sid, rec.score, rec.passed, rec.reason, rec.error)
        + (rec.error_kind, rec.line, rec.label, rec.details)
        for r in results
        for sid, rec in r.records.items()
    ]


def calls(log: Path) -> list[tuple[int, str]]:
    """The judge calls logged: (pid, output) in the order they were made."""
    if not log.exists():
        return []
    rows = [line.split("\t", 1) for line in log.read_text(encoding="utf-8").splitlines()]
    return [(int(pid), output) for pid, output in rows]


@pytest.fixture(scope="module")
def ray_local() -> Iterator[Any]:
    ray = pytest.importorskip("ray")
    module = sys.modules[__name__]
    ray.cloudpickle.register_pickle_by_value(module)
    try:
        with ray_session(num_cpus=2) as opened:
            assert opened
            yield ray
    finally:
        ray.cloudpickle.unregister_pickle_by_value(module)
    assert not ray.is_initialized()


# ---------------------------------------------------------------- order, identity, labels


def test_results_are_the_serial_results_in_item_order(ray_local: Any) -> None:
    rows: list[Any] = items(11)
    rows[4] = DatasetError("invalid JSON", "d.jsonl", 5)
    rows[6] = {"id": "q6", "input": "Question?", "output": "a good answer, overflow"}
    work = work_of(rows)
    r = recipe()
    serial = list(iter_work(work, fake_rubric(r)))
    got = list(iter_work_ray(work, r, actors=2, batch=2))
    assert [x.index for x in got] == list(range(11))
    assert facts(got) == facts(serial)
    assert all(g.item is w.item for g, w in zip(got, work))
    bad = got[4].records["rubric"]
    assert (bad.id, bad.line, bad.error_kind) == ("line-5", 5, "input")
    assert bad.error == "DatasetError: d.jsonl:5: invalid JSON"
    assert got[6].records["rubric"].error_kind == "judge"
    assert [x.records["rubric"].passed for x in got[:4]] == [False, True, True, False]
    # This process's connection was reused, and is left open.
    assert ray_local.is_initialized()


def test_labels_are_attached_as_the_serial_path_attaches_them(ray_local: Any) -> None:
    work = work_of(items(5))
    r = recipe()
    serial = list(iter_work(work, fake_rubric(r), labels="label"))
    got = list(iter_work_ray(work, r, actors=2, batch=2, labels="label"))
    assert [x.records["rubric"].label for x in got] == [False, True, True, False, True]
    assert facts(got) == facts(serial)


def test_no_work_connects_to_no_ray(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("ray")

    def no_session(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("Ray was started for no work")

    monkeypatch.setattr(distributed, "ray_session", no_session)
    assert list(iter_work_ray([], recipe(), actors=2)) == []


@pytest.mark.parametrize(
    ("strict", "gpus", "refused"),
    [(True, 1.0, True), (True, 0.0, False), (False, 1.0, False)],
)
def test_actors_that_cannot_fit_are_refused_on_a_local_instance_only(
    strict: bool, gpus: float, refused: bool, caplog: pytest.LogCaptureFixture
) -> None:
    pool = SimpleNamespace(
        ray=SimpleNamespace(cluster_resources=lambda: {"CPU": 2.0}),
        cpus=1.0,
        plan=SimpleNamespace(actors=2, num_gpus=gpus),
        strict=strict,
    )
    if refused:
        with pytest.raises(ConfigError, match=r"2 Ray actors need 2 GPUs \(there are 0\)"):
            distributed._Pool._check_resources(pool)  # type: ignore[arg-type]
        return
    with caplog.at_level(logging.WARNING, logger="localjudge"):
        distributed._Pool._check_resources(pool)  # type: ignore[arg-type]
    assert bool(caplog.messages) == (gpus > 0)  # a cluster may grow: a warning, not an error


# ---------------------------------------------------------------- actors that die


def test_an_actor_killed_mid_run_loses_no_item_and_doubles_none(
    ray_local: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    log = tmp_path / "calls.log"
    rows = items(12)
    got: list[str] = []
    killed = None
    with caplog.at_level(logging.WARNING, logger="localjudge"):
        for res in iter_work_ray(work_of(rows), recipe(log=str(log), sleep=0.1), batch=2):
            got.append(res.id)
            if killed is None:
                # The actor that scored the first batch is now on its second one.
                killed = next(pid for pid, out in calls(log) if out == rows[0]["output"])
                os.kill(killed, signal.SIGKILL)
    assert got == [r["id"] for r in rows]
    assert any("a Ray scorer actor died" in m for m in caplog.messages)
    pids = {pid for pid, _ in calls(log)}
    assert killed in pids and len(pids) == 3  # two actors, then the replacement


def test_a_batch_cut_off_half_way_is_redone_but_yielded_once(
    ray_local: Any, tmp_path: Path
) -> None:
    log, marker = tmp_path / "calls.log", tmp_path / "crashed"
    rows = items(8)
    rows[5]["output"] = "a good answer that makes the judge crash"
    got = list(iter_work_ray(work_of(rows), recipe(log=str(log), crash_once=str(marker)), batch=2))
    assert marker.exists()
    assert [r.id for r in got] == [r["id"] for r in rows]
    assert [r.records["rubric"].passed for r in got] == [i % 3 != 0 for i in range(8)]
    # Item 4 shares the crashed batch: judged on the actor that died, and again on another.
    judged = Counter(out for _, out in calls(log))
    assert judged[rows[4]["output"]] == 4 and judged[rows[0]["output"]] == 2
    assert len({pid for pid, out in calls(log) if out == rows[4]["output"]}) == 2


def test_actors_dying_on_every_try_end_the_run_with_a_clear_error(
    ray_local: Any, tmp_path: Path
) -> None:
    rows = items(6)
    rows[3]["output"] = "poison"
    got: list[str] = []
    with pytest.raises(WorkerLostError, match=r"died 2 times scoring items 'q2' to 'q3'") as info:
        for res in iter_work_ray(work_of(rows), recipe(), batch=2, retries=1):
            got.append(res.id)
    assert info.value.items == ["q2", "q3"]
    assert got == ["q0", "q1"]  # what was scored before stands; nothing after the lost batch


def test_a_factory_the_workers_cannot_import_is_one_clear_error(
    ray_local: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "driver_only.py").write_text("def scorers(recipe):\n    raise AssertionError\n")
    monkeypatch.syspath_prepend(str(tmp_path))  # importable here, not in Ray's workers
    import driver_only  # type: ignore[import-not-found]

    r = ScorerRecipe("rubric", factory=driver_only.scorers)
    with pytest.raises(WorkerLostError, match=r"No module named 'driver_only'.*importable on the"):
        list(iter_work_ray(work_of(items(2)), r, actors=1))
    monkeypatch.delitem(sys.modules, "driver_only")


# ---------------------------------------------------------------- the runner


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_runner_on_ray_writes_each_record_once_in_order_and_resumes(
    ray_local: Any, tmp_path: Path
) -> None:
    rows = items(9)
    data = write_jsonl(tmp_path / "d.jsonl", rows)
    out, log = tmp_path / "results.jsonl", tmp_path / "calls.log"
    r = recipe(log=str(log))
    ray = RayOptions(r, actors=2, batch=2)
    first = Runner(fake_rubric(r), out=out, ray=ray).score_file(data)
    ids = [row["id"] for row in rows]
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [w["id"] for w in written] == ids == [rec.id for rec in first.records]
    assert [w["passed"] for w in written] == [i % 3 != 0 for i in range(9)]
    serial = Runner(fake_rubric(r), out=tmp_path / "serial.jsonl").score_file(data)
    timeless = {"trace", "run_id"}  # timings, and an id drawn per scorer run
    assert [rec.model_dump(exclude=timeless) for rec in first.records] == [
        rec.model_dump(exclude=timeless) for rec in serial.records
    ]

    # An interrupted run: four rows written, the fifth torn.
    lines = out.read_text().splitlines(keepends=True)
    out.write_text("".join(lines[:4]) + lines[4][:20])
    log.unlink()
    again = Runner(fake_rubric(r), out=out, resume=True, ray=ray, on_warning=lambda _: None)
    outcome = again.score_file(data)
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [w["id"] for w in written] == ids
    assert (outcome.resumed, outcome.new_items, outcome.dropped_lines) == (4, 5, 1)
    judged = {output for _, output in calls(log)}
    assert judged == {row["output"] for row in rows[4:]}


def test_actors_building_other_scorers_than_the_run_are_refused(ray_local: Any) -> None:
    r = recipe()
    other = create_scorer(id="other", judge=FakeJudge(["unused"])).generate_score(lambda *_: 1.0)
    with pytest.raises(ConfigError, match="builds scorers rubric but the run scores other"):
        list(RayOptions(r, actors=1).iter_work(work_of(items(2)), [other]))


# ---------------------------------------------------------------- without Ray


def test_without_ray_installed_the_error_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now raises ImportError
    r = recipe()
    with pytest.raises(ConfigError, match=re.escape("pip install 'localjudge[ray]'")):
        iter_work_ray(work_of(items(1)), r)
    out = tmp_path / "results.jsonl"
    out.write_text("earlier results\n")
    runner = Runner(fake_rubric(r), out=out, ray=RayOptions(r))
    with pytest.raises(ConfigError, match="needs the ray extra"):
        runner.score_items(items(2))
    assert out.read_text() == "earlier results\n"  # checked before the file was opened


def test_importing_localjudge_does_not_import_ray() -> None:
    code = (
        "import sys, localjudge, localjudge.runner, localjudge.distributed\n"
        "assert 'ray' not in sys.modules, 'ray imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"actors": 0}, "actors must be an integer of at least 1"),
        ({"batch": 0}, "batch must be an integer of at least 1"),
        ({"retries": -1}, "retries must be an integer of at least 0"),
        ({"num_gpus": -1}, "num_gpus must be at least 0"),
        ({"labels": 3}, "labels must be a field name"),
    ],
)
def test_bad_options_are_refused_at_once(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        iter_work_ray([], recipe(), **options)


def test_an_unknown_scorer_is_refused_before_ray_starts() -> None:
    with pytest.raises(ConfigError, match="unknown scorer 'nope'"):
        iter_work_ray([], ScorerRecipe("nope"))


def test_a_recipe_builds_what_localjudge_score_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    loaded: list[tuple[Any, dict[str, Any]]] = []

    class Checked(FakeJudge):
        def check(self) -> Checked:
            return self

    def load_judge(model: Any, **options: Any) -> Checked:
        loaded.append((model, options))
        return Checked(handler=lambda req: _fill(req.grammar.root, "good" in req.prompt))

    monkeypatch.setattr("localjudge.judges.load_judge", load_judge)
    spec = ScorerSpec(
        name="length-test",
        build=lambda o: create_scorer(id="length-test", judge=o.judge).generate_score(
            lambda run, r: float(len(str(run.output)) > o.options.get("min", 0))
        ),
    )
    register_scorer(spec)
    try:
        judge_settings: dict[str, Any] = {"model": "m.gguf", "cache": False}
        rubric = ScorerRecipe(
            "rubric", criteria="- Answers the question", scale=10.0, **judge_settings
        )
        length = ScorerRecipe("length-test", options={"min": 3}, **judge_settings)
        built = build_scorers([rubric, length])
    finally:
        unregister_scorer("length-test")
    assert loaded == [("m.gguf", {"cache": False})]  # one judge for both scorers
    assert [s.id for s in built] == ["rubric", "length-test"]
    res = built[0].run({"input": "Q?", "output": "a good answer"})
    assert res.score == 10.0 and "Answers the question" in (res.reason or "")
    assert built[1].run({"output": "ab"}).score == 0.0
