"""``localjudge score``: flags → the runner (``localjudge.runner``) → an exit code.

Exit codes (SPEC §5): 0 every gate passed; 1 a quality gate failed (``--min-score`` on the mean,
``--min-pass-rate`` on passed / scored, or a gate was set and nothing was scored); 2 bad usage,
data or configuration (one line naming the file, line and problem), including a dataset with
more malformed lines than ``--max-bad-lines`` (default 0; every line is still scored, the bad
ones recorded as error rows); 3 more judge errors than ``--max-judge-errors`` allows (default:
no limit). When several fail, bad data (2) wins over judge errors (3), which win over quality
gates (1): a partial dataset, or a mean over partly unscored items, is not a verdict.

The judge is made and checked by ``_load_judge``; tests replace it to run the command on a
FakeJudge.
"""

from __future__ import annotations

import re
import sys
import warnings
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from localjudge.catalog import default_model
from localjudge.cli import EXIT_GATE, EXIT_JUDGE, EXIT_OK, EXIT_USAGE
from localjudge.cli.plan import (
    Plan,
    ScorerPlan,
    cache_setting,
    labels_of,
    make_plan,
    records_for,
)
from localjudge.distributed import RayOptions, ScorerRecipe
from localjudge.errors import LocalJudgeWarning
from localjudge.evals import ItemResult
from localjudge.gates import GateKind, Gates, ScorerGates, deciding_failure
from localjudge.judges.base import Judge
from localjudge.runner import Runner, RunOutcome
from localjudge.scorers.pipeline import Scorer
from localjudge.scorers.registry import (
    scorer_names,
)

EXIT_CODES: dict[GateKind | None, int] = {
    None: EXIT_OK,
    "bad_data": EXIT_USAGE,
    "judge_errors": EXIT_JUDGE,
    "quality": EXIT_GATE,
}
"""The exit code for a run outcome's deciding failure (``RunOutcome.failure``)."""


class _ScorerChoice(click.Choice):
    """``--scorer``'s choices, read from the scorer registry whenever click asks for them."""

    def __init__(self) -> None:
        super().__init__(())

    @property  # type: ignore[override]
    def choices(self) -> tuple[str, ...]:
        return scorer_names()

    @choices.setter
    def choices(self, value: Iterable[str]) -> None:
        """Ignored: the registry is the only list of scorers."""


def _load_judge(model: str | None, cache: bool | str, batch: bool = False) -> Judge:
    """The judge, its file checked cheaply up front so an unusable model is one clear error.

    The weights load on the first cache miss: a fully cached rerun never loads them. An
    architecture llama.cpp does not support is only found then (still one error, exit 2).
    ``batch`` decodes on the multi-sequence path (``LlamaJudge(batch=True)``).
    """
    from localjudge.judges import load_judge

    return load_judge(model, cache=cache, **_batch_options(batch)).check()


def _batch_options(batch: bool) -> dict[str, Any]:
    return {"batch": True} if batch else {}


@contextmanager
def _progress(label: str) -> Iterator[tuple[Callable[[ItemResult], object], Callable[[str], None]]]:
    """A progress bar on a terminal, and a warning printer that does not tear it."""
    from tqdm import tqdm

    bar = tqdm(
        desc=f"scoring ({label})", unit="item", file=sys.stderr, disable=not sys.stderr.isatty()
    )

    def warn(message: str) -> None:
        line = f"localjudge: warning: {message}"
        if bar.disable:
            click.echo(line, err=True)
        else:
            bar.write(line, file=sys.stderr)

    try:
        yield (lambda _res: bar.update(1)), warn
    finally:
        bar.close()


def _summary_table(outcome: RunOutcome, scorer_id: str) -> str:
    st = outcome.summary["per_scorer"][scorer_id]
    mean = "—" if st["mean"] is None else f"{st['mean']:.3f}"
    rate = "—" if st["pass_rate"] is None else f"{100 * st['pass_rate']:.1f}%"
    ips = outcome.items_per_second
    lines = [
        ("items", f"{outcome.summary['total_items']}"),
        ("  this run", f"{outcome.new_items} (resumed {outcome.resumed})"),
        ("  malformed lines", f"{len(outcome.bad_lines)}"),
        ("scored", f"{st['scored']}"),
        ("mean score", mean),
        ("pass rate", f"{rate} ({st['passed']}/{st['scored']})"),
        ("unscored", f"{st['unscored']}"),
        ("  judge errors", f"{st['judge_errors']}"),
        ("  input errors", f"{st['input_errors']}"),
        ("cache hits", f"{st['cache_hits']}"),
        ("items/s", "—" if ips is None else f"{ips:.2f}"),
    ]
    width = max(len(k) for k, _ in lines)
    return "\n".join(f"  {k:<{width}}  {v}" for k, v in lines)


def _report_agreement(outcome: RunOutcome, field: str) -> None:
    """The judge's agreement with the labels, or why there is none."""
    from localjudge.labels import agreement_lines

    lines = agreement_lines(outcome.summary.get("agreement") or {})
    if not lines:
        lines = [f"  no scored item carried a label in {field!r}: no agreement to report"]
    for line in lines:
        click.echo(line)


@contextmanager
def warnings_to(warn: Callable[[str], None]) -> Iterator[None]:
    """Route localjudge's warnings (``LocalJudgeWarning``) to ``warn`` while the block runs."""
    with warnings.catch_warnings():
        warnings.simplefilter("always", LocalJudgeWarning)
        shown = warnings.showwarning

        def show(message: Any, category: type[Warning], *args: Any, **kwargs: Any) -> None:
            if issubclass(category, LocalJudgeWarning):
                warn(str(message))
            else:
                shown(message, category, *args, **kwargs)

        warnings.showwarning = show
        yield


def _report_gates(outcome: RunOutcome) -> None:
    """Print each gate's result; failures on stderr, as the exit code's reason."""
    prefix = {
        "bad_data": "localjudge: error: ",
        "judge_errors": "localjudge: ",
        "quality": "localjudge: quality gate failed: ",
    }
    for check in outcome.checks:
        if check.passed:
            click.echo(f"  gate {check.message}: passed")
        else:
            click.echo(prefix[check.kind] + check.message, err=True)


_RAY_ADDRESS = re.compile(r"auto|local|[\w.-]+:\d+|[a-z]+://\S+")


def _check_ray(flags: dict[str, Any]) -> None:
    """Reject --ray-actors or --ray-gpus without --ray, and a DATA path taken for an address."""
    address = flags["ray_address"]
    if address is None:
        for flag in ("ray_actors", "ray_gpus"):
            if flags[flag] is not None:
                raise click.UsageError(f"--{flag.replace('_', '-')} needs --ray")
    elif not _RAY_ADDRESS.fullmatch(address):
        raise click.UsageError(
            f"--ray {address!r} is not a Ray address (auto, HOST:PORT or ray://HOST:PORT); "
            "put DATA before a bare --ray"
        )


def _for_workers(value: str | None) -> str | None:
    """A path that exists here, made absolute: Ray's workers do not run in this directory."""
    if value and Path(value).exists():
        return str(Path(value).resolve())
    return value


def _ray_options(flags: dict[str, Any], recipes: list[ScorerRecipe]) -> RayOptions | None:
    """--ray [ADDRESS], --ray-actors and --ray-gpus as the runner's Ray options (None: no Ray)."""
    address = flags["ray_address"]
    if address is None:
        return None
    return RayOptions(
        recipes,
        address=None if address == "local" else address,
        actors=flags["ray_actors"] or 2,
        num_gpus=flags["ray_gpus"] or 0.0,
    )


def _run_one(
    plan: Plan,
    dataset: Path,
    records: Iterator[Any],
    judge_name: str,
    built: list[tuple[ScorerPlan, Scorer]],
    meta: dict[str, str],
    ray: RayOptions | None = None,
) -> RunOutcome:
    """Score one dataset with every scorer of the plan and print its summary."""
    labels = labels_of(built)
    scorers = [s for _, s in built]
    gates = Gates(
        min_score=plan.flags["min_score"]
        if plan.flags["min_score"] is not None
        else plan.value("min_score"),
        min_pass_rate=plan.flags["min_pass_rate"]
        if plan.flags["min_pass_rate"] is not None
        else plan.value("min_pass_rate"),
        max_judge_errors=plan.value("max_judge_errors"),
        max_bad_lines=plan.value("max_bad_lines", 0),
        per_scorer={s.id: ScorerGates(sc.min_score, sc.min_pass_rate) for sc, s in built},
    )
    ids = [s.id for s in scorers]
    with _progress(", ".join(ids)) as (progress, warn), warnings_to(warn):
        runner = Runner(
            scorers,
            out=plan.path("out", dataset),
            junit=plan.path("junit", dataset),
            html=plan.path("html", dataset),
            resume=plan.flags["resume"],
            gates=gates,
            concurrency=plan.value("concurrency", 1),
            progress=progress,
            on_warning=warn,
            meta={"model": judge_name, **meta},
            labels=labels,
            ray=ray,
        )
        outcome = runner.score_items(records, source=str(dataset))
    names = " ".join(f"--scorer {sc.spec.name}" for sc, _ in built)
    click.echo(f"localjudge score {dataset} {names} (model {judge_name})")
    for sid in ids:
        if len(ids) > 1:
            click.echo(f" {sid}")
        click.echo(_summary_table(outcome, sid))
    if labels is not None:
        _report_agreement(outcome, labels if isinstance(labels, str) else "the labels fields")
    _report_gates(outcome)
    return outcome


@click.command()
@click.argument("data", type=click.Path(dir_okay=False, path_type=Path), required=False)
@click.option(
    "--scorer",
    "scorer_names_",
    type=_ScorerChoice(),
    multiple=True,
    help="A scorer to run (repeat for several in one pass; default: the config's).",
)
@click.option("--criteria", help="Rubric for every row (TEXT or @FILE); overrides per-row rubrics.")
@click.option("--model", help="Judge: a .gguf path or a catalog alias (default: see models list).")
@click.option("--embedder", help="Embedder for --scorer similarity (folder or alias).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="Results JSONL.")
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="JUnit XML file.")
@click.option("--html", type=click.Path(dir_okay=False, path_type=Path), help="HTML report.")
@click.option(
    "--min-score",
    multiple=True,
    metavar="[SCORER=]X",
    help="Gate: fail (exit 1) if a scorer's mean is below X (SCORER=X: that scorer only).",
)
@click.option(
    "--min-pass-rate",
    multiple=True,
    metavar="[SCORER=]Y",
    help="Gate: fail (exit 1) if passed/scored is below Y, 0..1 (SCORER=Y: that scorer only).",
)
@click.option(
    "--max-judge-errors",
    type=click.IntRange(min=0),
    help="Budget: exit 3 if more items than this are unscored by judge errors (default: no limit).",
)
@click.option(
    "--max-bad-lines",
    type=click.IntRange(min=0),
    help="Budget: exit 2 if more dataset lines than this are malformed (default 0; all lines "
    "are scored).",
)
@click.option("--resume", is_flag=True, help="Continue from --out, skipping done items.")
@click.option("--no-cache", is_flag=True, help="Do not read or write the verdict cache.")
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Verdict cache directory (default: the user cache directory).",
)
@click.option("--map", "maps", multiple=True, metavar="COL=FIELD", help="Map a column to a field.")
@click.option("--scale", type=float, help="Score scale (default 1).")
@click.option("--concurrency", type=click.IntRange(min=1), help="Items scored at once (default 1).")
@click.option(
    "--batch",
    is_flag=True,
    help="Decode a rubric item's criteria side by side in llama.cpp batches (same verdicts "
    "alone or batched; cached apart from the default path's).",
)
@click.option(
    "--labels",
    metavar="FIELD",
    help="Measure the judge against people's labels in FIELD (per item, or per rubric criterion).",
)
@click.option(
    "--no-calibration",
    is_flag=True,
    help="Decide at the scorer's default threshold, not at one fitted for the judge.",
)
@click.option(
    "--config",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    help="Project config (default: the nearest localjudge.toml or [tool.localjudge]).",
)
@click.option("--no-config", is_flag=True, help="Ignore any project config.")
@click.option(
    "--ray",
    "ray_address",
    is_flag=False,
    flag_value="local",
    metavar="[ADDRESS]",
    help="Score on Ray actors: a bare --ray starts a local instance; or auto, HOST:PORT, "
    "ray://HOST:PORT (needs pip install 'localjudge[ray]').",
)
@click.option(
    "--ray-actors",
    type=click.IntRange(min=1),
    help="Ray actors, each loading the judge once (default 2).",
)
@click.option("--ray-gpus", type=click.FloatRange(min=0), help="GPUs per Ray actor (default 0).")
def score(data: Path | None, scorer_names_: tuple[str, ...], **flags: Any) -> None:
    """Score DATA (JSONL or CSV) with one or more registered scorers (rubric, similarity, ...).

    Writes one results row per item and scorer as it goes (--out), then JUnit (--junit) and
    HTML (--html) reports, prints a summary and exits 0 (gates passed), 1 (a quality gate
    failed), 2 (bad usage, data or configuration, or more malformed lines than
    --max-bad-lines) or 3 (judge errors above --max-judge-errors).

    Without flags it runs the project config (localjudge.toml, or [tool.localjudge] in
    pyproject.toml: data, scorers, model, options, gates); flags override it. With --labels
    FIELD the summary and the HTML report add the judge's agreement with the labels, its
    reliability and the bias-corrected pass rate. A threshold fitted for the judge (a profile
    from localjudge calibrate, else the catalog's) is used unless --no-calibration.
    """
    _check_ray(flags)  # first: a bare --ray before DATA takes DATA for its address
    plan = make_plan(data, scorer_names_, flags)
    if plan.config is not None and plan.config.path is not None:
        click.echo(f"localjudge: config {plan.config.path}")
    records = [records_for(plan, d) for d in plan.datasets]
    cache = cache_setting(plan.flags, plan.config)
    calibration = not flags["no_calibration"] and (plan.config is None or plan.config.calibration)
    meta: dict[str, str] = {}
    built: list[tuple[ScorerPlan, Scorer, ScorerRecipe, Judge]] = []
    # With no model named, each scorer gets its own default judge (catalog.default_model);
    # scorers that resolve to the same model share one loaded judge.
    judges: dict[str, Judge] = {}
    for sc in plan.scorers:
        model = plan.value("model") or default_model("judge", sc.spec.name)
        if model not in judges:
            judges[model] = _load_judge(model, cache, batch=flags["batch"])
        judge = judges[model]
        embedder = sc.embedder or (
            plan.flags["embedder"] if "embedder" in sc.spec.accepts else None
        )
        # One recipe: Ray's actors build from it, and so does this process.
        recipe = ScorerRecipe(
            sc.spec.name,
            model=_for_workers(model),
            criteria=sc.criteria,
            embedder=_for_workers(embedder),
            scale=sc.scale,
            calibration=calibration,
            cache=str(Path(cache).resolve()) if isinstance(cache, str) else cache,
            options=dict(sc.options),
            judge_options=_batch_options(flags["batch"]),
        )
        build = recipe.build_options(judge)
        built.append((sc, sc.spec.build(build), recipe, judge))
        meta.update(build.meta)  # what the builder loaded (the embedder), for the report
    outcomes = []
    for dataset, recs in zip(plan.datasets, records):
        mine = [b for b in built if b[0].applies(dataset)]
        ray = _ray_options(flags, [recipe for _, _, recipe, _ in mine])
        scorers = [(sc, s) for sc, s, _, _ in mine]
        names = ", ".join(sorted({j.info.name for *_, j in mine}))
        outcomes.append(_run_one(plan, dataset, recs, names, scorers, meta, ray))
    checks = [c for o in outcomes for c in o.checks]
    sys.exit(EXIT_CODES[deciding_failure(checks)])
