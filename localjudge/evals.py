"""Dataset runs: every scorer on every item (run_evals), with per-item errors and a summary.

Semantics follow Mastra's ``runEvals``: items carry ``input`` and optional ``ground_truth`` and
``request_context``; a ``target`` turns each input into the output under judgement (else items
carry ``output``); every scorer runs on every item; the report maps each scorer's id to its mean
score. Beyond Mastra: an item that fails (bad input, a judge that cannot give a verdict, a target
that raises) is recorded on that item and the run goes on; unscored items are left out of the
means — never counted as 0 — and counted apart in the summary; ``data`` is streamed, so a
generator is read only as far as the run has got. Each result is also kept as a ``ScoreRecord``
(``ItemResult.records``), the one type the file runner, the summary and the reports read.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from localjudge.datasets import default_id
from localjudge.errors import ConfigError, DatasetError, InputError
from localjudge.reports.summary import EvalSummary
from localjudge.scorers.pipeline import Scorer
from localjudge.types import ErrorKind, ScoreRecord, ScorerResult

if TYPE_CHECKING:
    from localjudge.labels import Labels

_ITEM_KEYS = ("input", "output", "ground_truth", "request_context", "additional_context", "run_id")


@dataclass
class ItemResult:
    """What happened to one item: its output and each scorer's result and record.

    Attributes:
        index: 0-based position of the item in ``data``.
        id: the item's ``id`` (as text), else ``line-<n>`` for a dataset error, else the index.
        item: the item as given (a ``DatasetError`` for a malformed dataset line).
        line: the dataset line the item came from (None when it did not come from a file).
        output: the output that was scored (the target's, or the item's own).
        scorer_results: scorer id → result; every scorer has one, unscored ones included.
        records: scorer id → the ``ScoreRecord`` reports and results files are made from.
        seconds: wall time spent on the item (target and scorers).
    """

    index: int
    id: str
    item: Any
    line: int | None = None
    output: Any = None
    scorer_results: dict[str, ScorerResult] = field(default_factory=dict)
    records: dict[str, ScoreRecord] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def error_kinds(self) -> dict[str, ErrorKind]:
        """Scorer id → why it is unscored (``input``, ``judge`` or ``target``), unscored only."""
        return {sid: r.error_kind for sid, r in self.records.items() if r.error_kind is not None}

    @property
    def passed(self) -> dict[str, bool | None]:
        """Scorer id → whether the score reaches the scorer's pass mark (None: unscored)."""
        return {sid: r.passed for sid, r in self.records.items()}

    def keep(
        self, scorer: Scorer, result: ScorerResult, scale: float, kind: ErrorKind | None = None
    ) -> None:
        """Record one scorer's result on this item (an unscored one without a kind: judge)."""
        if result.score is None and kind is None:
            kind = "judge"
        self.scorer_results[scorer.id] = result
        self.records[scorer.id] = ScoreRecord.from_result(
            self.id,
            scorer.id,
            result,
            passed=None if kind else scorer.passed(result, scale),
            error_kind=kind,
            scale=scale,
            line=self.line,
        )


@dataclass(frozen=True)
class WorkItem:
    """One item to score, as the runner hands it to ``iter_work``.

    Attributes:
        index: the item's position in the data (its id when it has no other).
        item: the item (a mapping, or a ``DatasetError`` for a malformed line).
        line: the dataset line it came from.
        scorers: ids of the scorers to run on it (None: all; a resumed run skips done ones).
    """

    index: int
    item: Any
    line: int | None = None
    scorers: frozenset[str] | None = None


def scorer_scale(scorer: Scorer) -> float:
    """The scale a scorer's scores are on (its ``scale`` or ``options.scale``; default 1)."""
    for source in (scorer, getattr(scorer, "options", None)):
        value = getattr(source, "scale", None)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return 1.0


def item_id(item: Any, index: int) -> str:
    """The id results are keyed by: the item's ``id``, ``line-<n>`` for a bad line, or the index."""
    if isinstance(item, DatasetError) and item.line is not None:
        return default_id(item.line)
    if isinstance(item, Mapping) and item.get("id") not in (None, ""):
        return str(item["id"])
    return str(index)


def _call_target(target: Any, value: Any) -> Any:
    """Run the target on one input; an object's ``.generate`` wins over calling it."""
    fn = getattr(target, "generate", None)
    if not callable(fn):
        fn = target
    out = fn(value)
    # Agent-like replies (an object with .text) are judged on their text, as Mastra does.
    if not isinstance(out, (str, list, dict)) and isinstance(getattr(out, "text", None), str):
        return out.text
    return out


def _scorer_run(item: Mapping[str, Any], output: Any) -> dict[str, Any]:
    """The scorer-run dict for an item: known keys only, a per-row rubric in the context."""
    run = {k: item[k] for k in _ITEM_KEYS if k in item and item[k] is not None}
    if output is not None:
        run["output"] = output
    rubric = item.get("rubric")
    if rubric is not None:
        ctx = run.get("request_context")
        if ctx is None:
            run["request_context"] = {"rubric": rubric}
        elif isinstance(ctx, Mapping):
            # An explicit request_context rubric wins over the row's rubric column.
            run["request_context"] = {"rubric": rubric, **ctx}
        else:
            raise InputError(
                f"request_context must be a mapping to carry a rubric, not {type(ctx).__name__}"
            )
    return run


def _unscored(scorer: Scorer, exc: BaseException) -> ScorerResult:
    return ScorerResult(scorer=scorer.id, score=None, error=f"{type(exc).__name__}: {exc}")


def _score_item(
    work: WorkItem, scorers: list[Scorer], target: Any, scales: dict[str, float]
) -> ItemResult:
    """Run the target and every scorer on one item; item-level failures are recorded."""
    start = time.perf_counter()
    item = work.item
    line = item.line if isinstance(item, DatasetError) else work.line
    res = ItemResult(index=work.index, id=item_id(item, work.index), item=item, line=line)
    todo = [s for s in scorers if work.scorers is None or s.id in work.scorers]

    def fail_all(kind: ErrorKind, exc: BaseException) -> ItemResult:
        for s in todo:
            res.keep(s, _unscored(s, exc), scales[s.id], kind)
        res.seconds = time.perf_counter() - start
        return res

    if isinstance(item, InputError):
        return fail_all("input", item)
    if not isinstance(item, Mapping):
        return fail_all(
            "input", InputError(f"an item must be a mapping, not {type(item).__name__}")
        )
    output = item.get("output")
    if target is not None:
        try:
            output = _call_target(target, item.get("input"))
        except Exception as exc:  # the target is user code: one failure costs one item, not the run
            return fail_all("target", exc)
    res.output = output
    try:
        run = _scorer_run(item, output)
    except InputError as exc:
        return fail_all("input", exc)
    for s in todo:
        try:
            res.keep(s, s.run(run), scales[s.id])
        except (InputError, UnicodeEncodeError) as exc:
            if isinstance(exc, UnicodeEncodeError):  # e.g. a lone surrogate in the text
                exc = InputError(f"text is not valid Unicode ({exc.reason}); clean it first")
            res.keep(s, _unscored(s, exc), scales[s.id], "input")
    res.seconds = time.perf_counter() - start
    return res


def check_scorers(scorers: Scorer | Iterable[Scorer]) -> list[Scorer]:
    """One scorer or several as a list, checked.

    Raises:
        ConfigError: none, something that is not a scorer, or two sharing an id.
    """
    if isinstance(scorers, Scorer):
        scorers = [scorers]
    found = list(scorers or [])
    if not found:
        raise ConfigError("a run needs at least one scorer (scorers=[...])")
    ids: set[str] = set()
    for s in found:
        if not hasattr(s, "run") or not hasattr(s, "id"):
            raise ConfigError(f"not a scorer: {s!r}; build one with create_scorer or a factory")
        if s.id in ids:
            raise ConfigError(f"two scorers share the id {s.id!r}; results are keyed by it")
        ids.add(s.id)
    return found


def iter_evals(
    data: Iterable[Any],
    scorers: Scorer | Iterable[Scorer],
    target: Any = None,
    concurrency: int = 1,
    labels: Labels = None,
) -> Iterator[ItemResult]:
    """Score items one by one, yielding an ``ItemResult`` per item in item order.

    The streaming core of ``run_evals``: ``data`` is read lazily (at most ``2 × concurrency``
    items ahead of the last one yielded). Items may be ``InputError`` instances (e.g. a loader's
    ``DatasetError`` for a malformed line); they come back as unscored input errors.

    Raises:
        ConfigError: no scorers, duplicate scorer ids, or ``concurrency`` < 1.
    """
    work = (WorkItem(index, item) for index, item in enumerate(data))
    return iter_work(work, scorers, target=target, concurrency=concurrency, labels=labels)


def iter_work(
    work: Iterable[WorkItem],
    scorers: Scorer | Iterable[Scorer],
    target: Any = None,
    concurrency: int = 1,
    labels: Labels = None,
) -> Iterator[ItemResult]:
    """``iter_evals`` over prepared work items (lines and per-item scorer subsets kept).

    Checks its arguments at once and returns a lazy iterator. With ``labels`` (a field name,
    or a function of the item), each record carries the item's label (``localjudge.labels``).

    Raises:
        ConfigError: no scorers, duplicate scorer ids, a bad ``target`` or ``concurrency`` < 1.
    """
    checked = check_scorers(scorers)
    if not isinstance(concurrency, int) or concurrency < 1:
        raise ConfigError(f"concurrency must be a positive integer, not {concurrency!r}")
    if target is not None and not (callable(getattr(target, "generate", None)) or callable(target)):
        raise ConfigError("target must be a callable or an object with .generate(input)")
    if labels is not None and not _labels_ok(labels):
        raise ConfigError(
            "labels must be a field name, a function of the item, or a mapping scorer id → one"
        )
    scales = {s.id: scorer_scale(s) for s in checked}
    scored = _iter_scored(work, checked, target, concurrency, scales)
    return scored if labels is None else _labelled(scored, labels)


def _labels_ok(labels: Any) -> bool:
    def one(x: Any) -> bool:
        return isinstance(x, str) or callable(x)

    if isinstance(labels, Mapping):
        return all(isinstance(k, str) and (v is None or one(v)) for k, v in labels.items())
    return one(labels)


def _labelled(results: Iterator[ItemResult], labels: Labels) -> Iterator[ItemResult]:
    """Each result with its item's label on its records (per scorer for a mapping)."""
    from localjudge.labels import item_label

    for res in results:
        for sid, rec in list(res.records.items()):
            how = labels.get(sid) if isinstance(labels, Mapping) else labels
            label = None if how is None else item_label(res.item, how)
            if label is not None:
                res.records[sid] = rec.model_copy(update={"label": label})
        yield res


def _iter_scored(
    work: Iterable[WorkItem],
    scorers: list[Scorer],
    target: Any,
    concurrency: int,
    scales: dict[str, float],
) -> Iterator[ItemResult]:
    if concurrency == 1:
        for w in work:
            yield _score_item(w, scorers, target, scales)
        return
    # A bounded window of in-flight items keeps a generator from being read far ahead while
    # results still come back in item order, so reports are deterministic.
    window = 2 * concurrency
    with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="localjudge-eval") as pool:
        pending: deque[Future[ItemResult]] = deque()
        try:
            for w in work:
                pending.append(pool.submit(_score_item, w, scorers, target, scales))
                if len(pending) >= window:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()
        finally:
            for f in pending:
                f.cancel()


def run_evals(
    data: Iterable[Any],
    scorers: Scorer | Iterable[Scorer],
    target: Any = None,
    on_item_complete: Callable[..., Any] | None = None,
    concurrency: int = 1,
    *,
    keep_results: bool = True,
    labels: Labels = None,
) -> dict[str, Any]:
    """Run every scorer on every item and aggregate the scores.

    Args:
        data: any iterable of items (streamed; a generator is not materialised). An item is a
            mapping with ``input`` and optionally ``output``, ``ground_truth``,
            ``request_context``, ``additional_context``, ``rubric`` (put into
            ``request_context["rubric"]`` unless that is set), ``id`` and ``run_id``.
        scorers: one scorer or several (ids must differ).
        target: produces the output from each item's ``input``: a callable, or an object with
            ``.generate(input)``; a reply with a ``.text`` attribute is judged on its text.
            Without a target, items carry ``output``.
        on_item_complete: called after each item, in item order, with keyword arguments
            ``item`` (as given), ``output`` (what was scored) and ``scorer_results`` (scorer
            id → ``ScorerResult``; unscored ones have ``score=None`` and ``error``).
        concurrency: items scored at once on a thread pool (calls on one judge still take
            turns); results and callbacks stay in item order.
        keep_results: keep every ``ItemResult`` in ``report["results"]`` (turn off for very
            large streams).
        labels: people's verdicts to measure the judge against: the name of the item field
            holding each item's label, a function of the item returning it, or a mapping
            scorer id → either (None: no label). A label is a bool per item, a list of bools
            in rubric order or a mapping criterion text → bool (rubric), or a float in [0, 1]
            (similarity); a rubric whose criteria are mappings may carry each criterion's
            label under the same field name.
            The summary then has ``agreement`` (``localjudge.labels.label_agreement``).

    Returns:
        ``{"scores": {scorer_id: mean}, "summary": {...}, "results": [ItemResult, ...]}``.
        Means are over scored items only (None when a scorer scored nothing). The summary has
        ``total_items``, ``scored``, ``unscored``, ``judge_errors``, ``input_errors``,
        ``target_errors``, ``cache_hits`` (results served wholly from the verdict cache),
        ``seconds``, ``items_per_second`` and ``per_scorer`` (per scorer: ``mean``,
        ``pass_rate`` = passed / scored, and the same counts).

    Raises:
        ConfigError: no scorers, duplicate scorer ids, a bad ``concurrency`` or ``target``, or
            empty ``data``.
    """
    start = time.perf_counter()
    checked = check_scorers(scorers)
    summary = EvalSummary(s.id for s in checked)
    results: list[ItemResult] = []
    labelled: list[ScoreRecord] = []
    for res in iter_evals(data, checked, target=target, concurrency=concurrency, labels=labels):
        summary.add(res.records.values())
        if labels is not None:
            labelled.extend(res.records.values())
        if keep_results:
            results.append(res)
        if on_item_complete is not None:
            on_item_complete(item=res.item, output=res.output, scorer_results=res.scorer_results)
    if summary.total_items == 0:
        raise ConfigError("run_evals got no data: pass at least one item")
    report = summary.report(seconds=time.perf_counter() - start)
    if labels is not None:
        from localjudge.labels import label_agreement

        report["agreement"] = label_agreement(labelled)
    return {"scores": summary.scores(), "summary": report, "results": results}


__all__ = [
    "ItemResult",
    "WorkItem",
    "check_scorers",
    "item_id",
    "iter_evals",
    "iter_work",
    "run_evals",
    "scorer_scale",
]
