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

import json
import sys
import warnings
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from localjudge.cli import EXIT_GATE, EXIT_JUDGE, EXIT_OK, EXIT_USAGE
from localjudge.datasets import parse_mapping
from localjudge.errors import ConfigError, LocalJudgeWarning
from localjudge.evals import ItemResult
from localjudge.gates import GateKind, Gates
from localjudge.judges.base import Judge
from localjudge.runner import Runner, RunOutcome, load_records
from localjudge.scorers.registry import (
    CLI_OPTIONS,
    BuildOptions,
    ScorerSpec,
    get_scorer,
    scorer_names,
)

EXIT_CODES: dict[GateKind | None, int] = {
    None: EXIT_OK,
    "bad_data": EXIT_USAGE,
    "judge_errors": EXIT_JUDGE,
    "quality": EXIT_GATE,
}
"""The exit code for a run outcome's deciding failure (``RunOutcome.failure``)."""


def _read_criteria(text: str | None) -> str | list[Any] | None:
    """``--criteria TEXT`` or ``--criteria @FILE`` (a JSON list in the file is used as a list)."""
    if text is None or not text.startswith("@"):
        return text
    path = Path(text[1:])
    try:
        body = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read --criteria file: {exc.strerror}") from exc
    if path.suffix.lower() == ".json":
        try:
            value = json.loads(body)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{exc.lineno}: invalid JSON criteria: {exc.msg}") from exc
        if not isinstance(value, (list, str)):
            raise ConfigError(f"{path}: criteria must be a JSON list or string")
        return value
    return body


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


def _load_judge(model: str | None, cache: bool | str) -> Judge:
    """The judge, its file checked cheaply up front so an unusable model is one clear error.

    The weights load on the first cache miss: a fully cached rerun never loads them. An
    architecture llama.cpp does not support is only found then (still one error, exit 2).
    """
    from localjudge.judges import load_judge

    return load_judge(model, cache=cache).check()


def _check_usage(spec: ScorerSpec, flags: dict[str, Any]) -> None:
    """Reject contradictory flags and scorer options the chosen scorer does not take."""
    if flags["resume"] and flags["out"] is None:
        raise click.UsageError("--resume needs --out: the results file to continue")
    if flags["no_cache"] and flags["cache_dir"] is not None:
        raise click.UsageError("--no-cache and --cache-dir contradict each other; use one")
    if flags["scale"] is not None and flags["scale"] <= 0:
        raise click.UsageError("--scale must be positive")
    for option, flag in CLI_OPTIONS.items():
        if flags[option] is not None and option not in spec.accepts:
            takers = [n for n in scorer_names() if option in get_scorer(n).accepts]
            raise click.UsageError(f"{flag} applies to --scorer {' or '.join(takers)} only")


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


@click.command()
@click.argument("data", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--scorer", "scorer_name", type=_ScorerChoice(), required=True, help="Which scorer to run."
)
@click.option("--criteria", help="Rubric for every row (TEXT or @FILE); overrides per-row rubrics.")
@click.option("--model", help="Judge: a .gguf path or a catalog alias (default: see models list).")
@click.option("--embedder", help="Embedder for --scorer similarity (folder or alias).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="Results JSONL.")
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="JUnit XML file.")
@click.option("--html", type=click.Path(dir_okay=False, path_type=Path), help="HTML report.")
@click.option("--min-score", type=float, help="Gate: fail (exit 1) if the mean is below X.")
@click.option(
    "--min-pass-rate",
    type=click.FloatRange(0, 1),
    help="Gate: fail (exit 1) if passed/scored is below Y (0..1).",
)
@click.option(
    "--max-judge-errors",
    type=click.IntRange(min=0),
    help="Budget: exit 3 if more items than this are unscored by judge errors (default: no limit).",
)
@click.option(
    "--max-bad-lines",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Budget: exit 2 if more dataset lines than this are malformed (all lines are scored).",
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
@click.option("--concurrency", type=click.IntRange(min=1), default=1, show_default=True)
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
def score(data: Path, scorer_name: str, **flags: Any) -> None:
    """Score DATA (JSONL or CSV) with a registered scorer (rubric, similarity, ...).

    Writes one results row per item as it goes (--out), then JUnit (--junit) and HTML (--html)
    reports, prints a summary and exits 0 (gates passed), 1 (a quality gate failed), 2 (bad
    usage, data or configuration, or more malformed lines than --max-bad-lines) or 3 (judge
    errors above --max-judge-errors).

    With --labels FIELD the summary and the HTML report add the judge's agreement with the
    labels, its reliability and the bias-corrected pass rate. A threshold fitted for the judge
    (a profile from localjudge calibrate, else the catalog's) is used unless --no-calibration.
    """
    spec = get_scorer(scorer_name)
    _check_usage(spec, flags)
    mapping = parse_mapping(flags["maps"])
    criteria = _read_criteria(flags["criteria"])
    # Read the first record before loading any model: a bad file fails fast and leaves an
    # existing results file untouched.
    keep = (flags["labels"],) if flags["labels"] else ()
    records = load_records(data, mapping=mapping, required=spec.required, keep=keep)
    cache: bool | str = str(flags["cache_dir"]) if flags["cache_dir"] else not flags["no_cache"]
    judge = _load_judge(flags["model"], cache)
    build = BuildOptions(
        judge,
        criteria=criteria,
        embedder=flags["embedder"],
        scale=flags["scale"],
        calibration=not flags["no_calibration"],
    )
    scorer = spec.build(build)
    gates = Gates(
        min_score=flags["min_score"],
        min_pass_rate=flags["min_pass_rate"],
        max_judge_errors=flags["max_judge_errors"],
        max_bad_lines=flags["max_bad_lines"],
    )
    with _progress(scorer.id) as (progress, warn), warnings_to(warn):
        runner = Runner(
            scorer,
            out=flags["out"],
            junit=flags["junit"],
            html=flags["html"],
            resume=flags["resume"],
            gates=gates,
            concurrency=flags["concurrency"],
            progress=progress,
            on_warning=warn,
            meta={"model": judge.info.name, **build.meta},
            labels=flags["labels"],
        )
        outcome = runner.score_items(records, source=str(data))
    click.echo(f"localjudge score {data} --scorer {scorer_name} (model {judge.info.name})")
    click.echo(_summary_table(outcome, scorer.id))
    if flags["labels"]:
        _report_agreement(outcome, flags["labels"])
    _report_gates(outcome)
    sys.exit(EXIT_CODES[outcome.failure])
