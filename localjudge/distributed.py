"""Scale-out on Ray: work items sharded across actors that each build the run's scorers once.

An optional extra (``pip install 'localjudge[ray]'``); ray is imported only when a run starts::

    recipe = ScorerRecipe("rubric", model="qwen2.5-coder-1.5b", criteria="- Cites a source")
    for res in iter_work_ray(work, recipe, actors=4, num_gpus=1):
        ...                                          # ItemResults in item order
    lj.Runner(scorer, out="results.jsonl", ray=RayOptions(recipe, actors=4)).score_file(path)

Scorers hold a loaded judge, so they are not shipped to the workers: a ``ScorerRecipe`` says
how to build them (what ``localjudge score`` builds from its flags), and each actor builds them
once. Items go out in batches of consecutive items, a bounded number at a time, and come back in
item order. A batch that was on an actor that died (its process or node killed) is scored again
on a live actor — a replacement is started for each one lost — and only one result per batch is
ever kept, so every item is yielded exactly once. A batch whose actor dies ``1 + retries`` times
ends the run with ``WorkerLostError`` rather than dropping its items.
"""

from __future__ import annotations

import itertools
import logging
import math
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from localjudge.errors import ConfigError, DatasetError, LocalJudgeError
from localjudge.evals import (
    ItemResult,
    WorkItem,
    _labelled,
    check_scorers,
    item_id,
    iter_work,
)
from localjudge.scorers.registry import BuildOptions, get_scorer

if TYPE_CHECKING:
    from localjudge.judges.base import Judge
    from localjudge.labels import Labels
    from localjudge.scorers.pipeline import Scorer

_log = logging.getLogger("localjudge")

_INSTALL = "pip install 'localjudge[ray]'"


class WorkerLostError(LocalJudgeError):
    """Ray actors kept dying: a batch's actor died ``1 + retries`` times, or one died starting.

    Results yielded before it stand (a runner's results file keeps them; ``resume`` goes on from
    there).

    Attributes:
        items: the ids of the batch that could not be scored (empty: an actor died starting).
    """

    def __init__(self, message: str, items: Sequence[str] = ()) -> None:
        self.items = list(items)
        super().__init__(message)


@dataclass(frozen=True)
class ScorerRecipe:
    """How a Ray actor builds one scorer: the registry scorer and options ``localjudge score``
    builds from its flags, picklable so it can travel to the workers.

    Attributes:
        scorer: the registry name (``--scorer``).
        model: the judge, as ``load_judge`` takes it: a catalog alias, or a ``.gguf`` path that
            exists on every worker node (None: the worker's default judge).
        criteria: ``--criteria`` (text, or a list).
        embedder: ``--embedder``.
        scale: ``--scale``.
        calibration: False for ``--no-calibration``.
        cache: the verdict cache each actor uses: True the node's user cache, False none, or
            a directory.
        options: the scorer's own options (``BuildOptions.extra``).
        judge_options: more ``load_judge`` options (``n_ctx``, ``n_threads``, ``n_gpu_layers``
            …). ``iter_work_ray`` sets ``n_threads`` to the CPUs each actor holds unless given.
        factory: instead of the registry, a function of this recipe returning the scorer(s).
            Ray pickles it to the workers: it must be importable there (a function of an
            installed module), or be pickled by value (``ray.cloudpickle.
            register_pickle_by_value(module)``; functions defined in ``__main__`` already are).
    """

    scorer: str
    model: str | None = None
    criteria: str | list[Any] | None = None
    embedder: str | None = None
    scale: float | None = None
    calibration: bool = True
    cache: bool | str = True
    options: Mapping[str, Any] = field(default_factory=dict)
    judge_options: Mapping[str, Any] = field(default_factory=dict)
    factory: Callable[[ScorerRecipe], Scorer | Sequence[Scorer]] | None = None

    def build_options(self, judge: Judge) -> BuildOptions:
        """The registry builder's options for this recipe and a loaded judge."""
        return BuildOptions(
            judge,
            criteria=self.criteria,
            embedder=self.embedder,
            scale=self.scale,
            calibration=self.calibration,
            extra=dict(self.options),
        )

    def load_judge(self) -> Judge:
        """The recipe's judge, its file checked as ``localjudge score`` checks it (the weights
        load on the first cache miss).

        Raises:
            ModelNotFoundError: the model is not on this node.
            ModelLoadError: the file is not a usable GGUF.
        """
        from localjudge.judges import load_judge

        return load_judge(self.judge_model, cache=self.cache, **self.judge_options).check()

    def build(self, judge: Judge | None = None) -> list[Scorer]:
        """The recipe's scorer(s): ``factory(self)``, else the registry scorer on ``judge``.

        Args:
            judge: a judge loaded from this recipe's judge settings (None: load one).

        Raises:
            ConfigError: an unknown scorer, or a factory that returns no scorer.
        """
        if self.factory is not None:
            return check_scorers(self.factory(self))
        spec = get_scorer(self.scorer)
        return [spec.build(self.build_options(judge or self.load_judge()))]

    @property
    def judge_key(self) -> str:
        """What decides the judge: recipes with equal keys share one loaded judge."""
        return repr((self.judge_model, self.cache, sorted(self.judge_options.items())))

    @property
    def judge_model(self) -> str:
        """The recipe's model, or the default judge for its scorer (``catalog.default_model``,
        resolved where the judge loads: on a Ray actor, that node's settings)."""
        from localjudge.catalog import default_model

        return self.model or default_model("judge", self.scorer)


def build_scorers(recipes: ScorerRecipe | Sequence[ScorerRecipe]) -> list[Scorer]:
    """Every recipe's scorers, recipes with the same judge settings sharing one judge.

    Raises:
        ConfigError: an unknown scorer, or two scorers with the same id.
    """
    judges: dict[str, Judge] = {}
    built: list[Scorer] = []
    for recipe in _recipes(recipes):
        if recipe.factory is not None:
            built.extend(recipe.build())
            continue
        if recipe.judge_key not in judges:
            judges[recipe.judge_key] = recipe.load_judge()
        built.extend(recipe.build(judges[recipe.judge_key]))
    return check_scorers(built)


def _recipes(recipes: ScorerRecipe | Sequence[ScorerRecipe]) -> list[ScorerRecipe]:
    found = [recipes] if isinstance(recipes, ScorerRecipe) else list(recipes)
    if not found or not all(isinstance(r, ScorerRecipe) for r in found):
        raise ConfigError("a Ray run needs one ScorerRecipe or a list of them")
    return found


@dataclass
class RayOptions:
    """How ``Runner`` scores on Ray instead of in its own process (``iter_work_ray``).

    Attributes:
        recipe: how each actor builds the runner's scorers (same scorers, same ids).
        address: None starts a local Ray instance; ``"auto"`` or ``"ray://host:port"``
            connects to a running cluster.
        actors: Ray actors, each with its own judge.
        num_gpus: GPUs each actor holds.
        num_cpus: CPUs each actor holds (None: a share of this machine's cores on a local
            instance, else 1).
        batch: consecutive items sent to an actor at a time.
        retries: times a batch is scored again after its actor died.
    """

    recipe: ScorerRecipe | Sequence[ScorerRecipe]
    address: str | None = None
    actors: int = 2
    num_gpus: float = 0
    num_cpus: float | None = None
    batch: int = 8
    retries: int = 2

    def iter_work(
        self,
        work: Iterable[WorkItem],
        scorers: Sequence[Scorer],
        *,
        concurrency: int = 1,
        labels: Labels = None,
    ) -> Iterator[ItemResult]:
        """``iter_work``'s results for ``scorers``, scored by Ray actors built from the recipe.

        Raises:
            ConfigError: what ``iter_work`` rejects, bad Ray options, or ray not installed.
        """
        # The serial path's own checks (lazy: nothing is scored here).
        iter_work((), scorers, concurrency=concurrency, labels=labels)
        return iter_work_ray(
            work,
            self.recipe,
            address=self.address,
            actors=self.actors,
            num_gpus=self.num_gpus,
            num_cpus=self.num_cpus,
            batch=self.batch,
            retries=self.retries,
            concurrency=concurrency,
            labels=labels,
            scorer_ids=[s.id for s in scorers],
        )


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise ConfigError(f"scoring on Ray needs the ray extra: {_INSTALL}") from exc
    return ray


@contextmanager
def ray_session(address: str | None = None, *, num_cpus: int | None = None) -> Iterator[bool]:
    """This process connected to Ray while the block runs.

    Reuses an existing connection (``ray.is_initialized()``) and leaves it open; otherwise
    connects quietly (warnings only, no worker output, no dashboard) and disconnects after.
    ``address`` None starts a local instance (unless ``RAY_ADDRESS`` names a cluster) with
    ``num_cpus`` CPUs (default: this machine's).

    Yields:
        True when this block made the connection (a local instance then ends with it).

    Raises:
        ConfigError: ray is not installed, or the cluster cannot be reached.
    """
    ray = _import_ray()
    if ray.is_initialized():
        yield False
        return
    kwargs: dict[str, Any] = {"logging_level": logging.WARNING, "log_to_driver": False}
    if _starts_local(address):
        kwargs.update(num_cpus=num_cpus or os.cpu_count() or 1, include_dashboard=False)
    try:
        ray.init(address, **kwargs)
    except (ConnectionError, TimeoutError, ValueError, RuntimeError) as exc:
        where = f"the Ray cluster at {address!r}" if address else "a local Ray instance"
        raise ConfigError(
            f"cannot connect to {where}: {exc}; start one with `ray start --head`, or leave "
            "the address out for a local instance"
        ) from exc
    try:
        yield True
    finally:
        ray.shutdown()


def _starts_local(address: str | None) -> bool:
    """Whether ``ray.init(address)`` starts a local instance (Ray reads ``RAY_ADDRESS``)."""
    return address is None and not os.environ.get("RAY_ADDRESS")


def iter_work_ray(
    work: Iterable[WorkItem],
    recipe: ScorerRecipe | Sequence[ScorerRecipe],
    *,
    address: str | None = None,
    actors: int = 2,
    num_gpus: float = 0,
    num_cpus: float | None = None,
    batch: int = 8,
    retries: int = 2,
    concurrency: int = 1,
    labels: Labels = None,
    scorer_ids: Iterable[str] | None = None,
) -> Iterator[ItemResult]:
    """``iter_work`` on Ray actors: the same ``ItemResult``s, in item order, exactly once each.

    Checks its arguments at once and returns a lazy iterator; Ray starts (and the actors load
    their judges) when the first work item is read, so no work starts nothing. Batches of
    ``batch`` consecutive items go to the actor with the fewest in flight, at most
    ``2 × actors`` batches ahead of the last one yielded. When an actor dies, its unfinished
    batches go to the live actors and a replacement starts.

    Args:
        work: the items to score (``Runner`` makes them; ``DatasetError`` items stay input
            errors).
        recipe: how each actor builds the scorers (several: scorers sharing one judge).
        address: None starts a local Ray instance (reusing this process's connection, if
            any); ``"auto"`` or ``"ray://host:port"`` connects to a running cluster.
        actors: Ray actors, each building the scorers once.
        num_gpus: GPUs each actor holds (the judge offloads to them when llama.cpp can).
        num_cpus: CPUs each actor holds; None: an even share of this machine's cores on a
            local instance, else 1. The judge's ``n_threads`` follows it unless the recipe
            sets one.
        batch: items per batch.
        retries: times a batch is sent again after the actor scoring it died.
        concurrency: items each actor scores at once (``iter_work``'s ``concurrency``).
        labels: as ``iter_work``: a field name, a function of the item, or a mapping scorer
            id → one; attached here, as the serial path attaches them.
        scorer_ids: the ids the run expects; the actors' scorers must carry exactly these.

    Raises:
        ConfigError: ray is not installed, bad options, an unknown scorer, the cluster cannot
            be reached or cannot hold the actors, or actors building other scorers than
            ``scorer_ids``.
        WorkerLostError: a batch's actor died ``1 + retries`` times, or one died starting.
    """
    recipes = _recipes(recipe)
    for name, value, low in (("actors", actors, 1), ("batch", batch, 1), ("retries", retries, 0)):
        if not isinstance(value, int) or isinstance(value, bool) or value < low:
            raise ConfigError(f"{name} must be an integer of at least {low}, not {value!r}")
    if not isinstance(concurrency, int) or concurrency < 1:
        raise ConfigError(f"concurrency must be a positive integer, not {concurrency!r}")
    if num_gpus < 0 or (num_cpus is not None and num_cpus <= 0):
        raise ConfigError("num_gpus must be at least 0 and num_cpus positive")
    if labels is not None and not (isinstance(labels, (str, Mapping)) or callable(labels)):
        raise ConfigError("labels must be a field name, a function of the item, or a mapping")
    for r in recipes:
        if r.factory is None:
            get_scorer(r.scorer)  # an unknown name fails here, not in every worker
    _import_ray()
    plan = _Plan(
        recipes,
        address,
        actors,
        float(num_gpus),
        num_cpus,
        batch,
        retries,
        concurrency,
        None if scorer_ids is None else sorted(scorer_ids),
    )
    scored = _run(iter(work), plan)
    return scored if labels is None else _labelled(scored, labels)


@dataclass(frozen=True)
class _Plan:
    """``iter_work_ray``'s checked options."""

    recipes: list[ScorerRecipe]
    address: str | None
    actors: int
    num_gpus: float
    num_cpus: float | None
    batch: int
    retries: int
    concurrency: int
    scorer_ids: list[str] | None


def _run(work: Iterator[WorkItem], plan: _Plan) -> Iterator[ItemResult]:
    first = next(work, None)
    if first is None:
        return
    local = _starts_local(plan.address)
    cores = os.cpu_count() or 1
    cpus = plan.num_cpus
    room = max(cores, math.ceil(plan.actors * (plan.num_cpus or 1)))
    with ray_session(plan.address, num_cpus=room) as opened:
        if cpus is None:
            cpus = max(1, cores // plan.actors) if local and opened else 1
        pool = _Pool(plan, _with_threads(plan.recipes, cpus), cpus, strict=local and opened)
        try:
            pool.start()
            yield from _ordered(itertools.chain([first], work), pool, plan)
        finally:
            pool.close()


def _with_threads(recipes: list[ScorerRecipe], cpus: float) -> list[ScorerRecipe]:
    """Registry recipes whose judge uses the CPUs its actor holds (llama.cpp: all cores)."""
    threads = max(1, int(cpus))
    return [
        r
        if r.factory is not None or "n_threads" in r.judge_options
        else replace(r, judge_options={**r.judge_options, "n_threads": threads})
        for r in recipes
    ]


@dataclass
class _Batch:
    """Consecutive work items, numbered in item order; ``deaths``: actors lost running it."""

    seq: int
    work: list[WorkItem]
    deaths: int = 0

    def ids(self) -> list[str]:
        """The batch's item ids."""
        return [item_id(w.item, w.index) for w in self.work]


@dataclass(frozen=True)
class _BadLine:
    """A ``DatasetError`` item in transit: unpickling an exception calls its constructor with its
    message, which for a ``DatasetError`` would put the file and line in front a second time."""

    problem: str
    path: str | None
    line: int | None


def _to_wire(w: WorkItem) -> WorkItem:
    if isinstance(w.item, DatasetError):
        return replace(w, item=_BadLine(w.item.problem, w.item.path, w.item.line))
    return w


def _from_wire(w: WorkItem) -> WorkItem:
    if isinstance(w.item, _BadLine):
        return replace(w, item=DatasetError(w.item.problem, w.item.path, w.item.line))
    return w


class _ScorerActor:
    """Runs in a Ray worker: builds the recipes' scorers once, then scores batches with them."""

    def __init__(self, recipes: list[ScorerRecipe]) -> None:
        self._recipes = recipes
        self._scorers: list[Scorer] | None = None

    def _built(self) -> list[Scorer]:
        if self._scorers is None:
            self._scorers = build_scorers(self._recipes)
        return self._scorers

    def setup(self) -> list[str]:
        """Build the scorers; their ids."""
        return [s.id for s in self._built()]

    def score(self, batch: list[WorkItem], concurrency: int) -> list[ItemResult]:
        """``iter_work`` over the batch; items are left out (the caller has them)."""
        work = [_from_wire(w) for w in batch]
        results = list(iter_work(work, self._built(), concurrency=concurrency))
        for res in results:
            res.item = None
        return results


def _brief(exc: BaseException, limit: int = 200) -> str:
    """Ray's multi-line, coloured error text cut to the sentences of its last line that fit."""
    lines = [ln.strip() for ln in re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).splitlines()]
    last = next((ln for ln in reversed(lines) if ln), type(exc).__name__)
    kept = ""
    for sentence in re.split(r"(?<=\.) ", last):
        if len(kept) + len(sentence) + 1 > limit:
            break
        kept = f"{kept} {sentence}" if kept else sentence
    return kept or last[: limit - 3] + "..."


def _unwrap(exc: BaseException) -> BaseException:
    """A scorer's own LocalJudgeError out of Ray's task-error wrapper (one line for the CLI)."""
    cause = getattr(exc, "cause", None)
    return cause if isinstance(cause, LocalJudgeError) else exc


@dataclass
class _Slot:
    """One live actor and its batches in flight, in submission order (it runs them so)."""

    number: int
    handle: Any
    inflight: list[tuple[Any, _Batch]] = field(default_factory=list)


class _Pool:
    """The actors, the batches each has in flight, and their replacement when one dies."""

    def __init__(self, plan: _Plan, recipes: list[ScorerRecipe], cpus: float, strict: bool) -> None:
        self.ray = _import_ray()
        self.plan = plan
        self.cpus = cpus
        self.strict = strict
        remote = self.ray.remote(_ScorerActor)
        self._cls = remote.options(
            num_cpus=cpus, num_gpus=plan.num_gpus, max_restarts=0, max_task_retries=0
        )
        self._recipes = self.ray.put(recipes)
        self.slots: list[_Slot] = []
        self.pending: dict[Any, _Slot] = {}
        self._made = 0
        ex = self.ray.exceptions
        # An actor's death, or its results lost with its node: the batch is scored again.
        self.lost: tuple[type[BaseException], ...] = (ex.RayActorError, ex.ObjectLostError)

    def _spawn(self) -> _Slot:
        slot = _Slot(self._made, self._cls.remote(self._recipes))
        self._made += 1
        self.slots.append(slot)
        return slot

    def start(self) -> None:
        """Start the actors and wait for each to build its scorers."""
        self._check_resources()
        # Every actor builds at once; each setup is then waited for in turn.
        setups = [self._spawn().handle.setup.remote() for _ in range(self.plan.actors)]
        ids: list[str] | None = None
        for ref in setups:
            try:
                ids = sorted(self.ray.get(ref))
            except self.lost as exc:
                hint = ""
                if any(r.factory is not None for r in self.plan.recipes):
                    hint = "; a recipe's factory must be importable on the workers"
                raise WorkerLostError(
                    f"a Ray scorer actor died while building its scorers: {_brief(exc)}{hint}"
                ) from exc
            except self.ray.exceptions.RayTaskError as exc:
                raise _unwrap(exc) from exc
        expected = self.plan.scorer_ids
        if expected is not None and ids != expected:
            raise ConfigError(
                f"the Ray recipe builds scorers {', '.join(ids or [])} but the run scores "
                f"{', '.join(expected)}; make the recipe from the same scorer options"
            )

    def _check_resources(self) -> None:
        """Fail (a local instance) or warn (a cluster may grow) when the actors cannot fit."""
        have = self.ray.cluster_resources()
        need = {"CPU": self.cpus * self.plan.actors, "GPU": self.plan.num_gpus * self.plan.actors}
        short = [
            f"{n:g} {kind}s (there are {have.get(kind, 0):g})"
            for kind, n in need.items()
            if n > have.get(kind, 0)
        ]
        if not short:
            return
        message = f"{self.plan.actors} Ray actors need {' and '.join(short)}"
        if self.strict:
            raise ConfigError(f"{message} on this machine; use fewer actors or GPUs per actor")
        _log.warning("%s; they wait until the cluster has room", message)

    def submit(self, batch: _Batch) -> None:
        """Send a batch to the live actor with the fewest batches in flight."""
        slot = min(self.slots, key=lambda s: (len(s.inflight), s.number))
        ref = slot.handle.score.remote([_to_wire(w) for w in batch.work], self.plan.concurrency)
        slot.inflight.append((ref, batch))
        self.pending[ref] = slot

    def wait(self) -> tuple[list[tuple[_Batch, list[ItemResult]]], list[_Batch]]:
        """Wait for a batch to finish: ``(finished, to score again)``.

        Raises:
            WorkerLostError: a batch's actor died once more than ``retries`` allows.
        """
        (ref,), _ = self.ray.wait(list(self.pending), num_returns=1)
        slot = self.pending.pop(ref)
        entry = next(e for e in slot.inflight if e[0] == ref)
        try:
            results = self.ray.get(ref)
        except self.lost as exc:
            return self._died(slot, exc)
        except self.ray.exceptions.RayTaskError as exc:
            raise _unwrap(exc) from exc
        slot.inflight.remove(entry)
        return [(entry[1], results)], []

    def _died(
        self, slot: _Slot, exc: BaseException
    ) -> tuple[list[tuple[_Batch, list[ItemResult]]], list[_Batch]]:
        """Keep what the dead actor finished; the rest is scored again, on a replacement."""
        finished: list[tuple[_Batch, list[ItemResult]]] = []
        again: list[_Batch] = []
        for ref, batch in slot.inflight:
            self.pending.pop(ref, None)
            ready, _ = self.ray.wait([ref], timeout=0)
            try:
                if ready:
                    finished.append((batch, self.ray.get(ref)))
                    continue
            except self.lost:
                pass
            except self.ray.exceptions.RayTaskError as error:
                raise _unwrap(error) from error
            again.append(batch)
        self.slots.remove(slot)
        self._kill(slot)
        if again:
            # An actor runs its batches in order: the first unfinished one was running.
            running = again[0]
            running.deaths += 1
            if running.deaths > self.plan.retries:
                ids = running.ids()
                raise WorkerLostError(
                    f"Ray actors died {running.deaths} times scoring items {ids[0]!r} to "
                    f"{ids[-1]!r} (last: {_brief(exc)}); the items may crash the judge, or the "
                    "cluster is losing nodes; results so far are kept (resume continues)",
                    ids,
                ) from exc
        _log.warning(
            "a Ray scorer actor died (%s); %d batch(es) go to the other actors and a new one",
            _brief(exc),
            len(again),
        )
        self._spawn()
        return finished, again

    def _kill(self, slot: _Slot) -> None:
        try:
            self.ray.kill(slot.handle)
        except Exception:  # already gone: nothing to stop
            _log.debug("actor %d was already gone", slot.number)

    def close(self) -> None:
        """Stop every actor; batches still in flight are dropped."""
        for slot in self.slots:
            self._kill(slot)
        self.slots.clear()
        self.pending.clear()


def _ordered(work: Iterator[WorkItem], pool: _Pool, plan: _Plan) -> Iterator[ItemResult]:
    """Results in item order, with at most ``2 × actors`` batches formed and not yet yielded.

    Every batch formed and not yet yielded is either finished (``done``) or in flight on one
    actor, never both and never twice, so each item is yielded once.
    """
    window = 2 * plan.actors
    chunks = iter(lambda: list(itertools.islice(work, plan.batch)), [])
    numbered = (_Batch(seq, chunk) for seq, chunk in enumerate(chunks))
    done: dict[int, tuple[_Batch, list[ItemResult]]] = {}
    formed = head = 0
    exhausted = False
    while True:
        while not exhausted and formed - head < window:
            batch = next(numbered, None)
            if batch is None:
                exhausted = True
            else:
                pool.submit(batch)
                formed += 1
        if head in done:
            batch, results = done.pop(head)
            head += 1
            if [r.index for r in results] != [w.index for w in batch.work]:
                raise RuntimeError(f"batch {batch.seq} came back with other items")
            for w, res in zip(batch.work, results):
                res.item = w.item  # the driver's own object: a bad line keeps its file and line
                yield res
            continue
        if exhausted and head == formed:
            return
        finished, again = pool.wait()
        for b, results in finished:
            done[b.seq] = (b, results)
        for b in again:
            pool.submit(b)


__all__ = [
    "RayOptions",
    "ScorerRecipe",
    "WorkerLostError",
    "build_scorers",
    "iter_work_ray",
    "ray_session",
]
