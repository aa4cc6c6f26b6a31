"""``localjudge calibrate``: fit a judge's decision threshold on the user's labels, save a profile.

The data is scored as ``localjudge score`` would (the verdict cache on, so a dataset scored
before costs no judge call: the cache keeps each verdict's probabilities), then
``localjudge.calibration.fit_run`` fits the threshold with cross-validation and the command
prints agreement before (at the threshold the run has without the user's profile: the
catalog's, else the default) and after (the held-out folds). The
fit is saved as a profile beside the model catalog (``localjudge.profiles.calibration_dir``)
keyed by the model's sha256, the prompt-template version and the scorer's options; later runs
of that judge and scorer use it (``--no-calibration`` turns it off). A fit that agrees with
people less than the current threshold on held-out data is not saved unless ``--force``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click

from localjudge.catalog import default_model
from localjudge.cli import EXIT_GATE, EXIT_OK
from localjudge.cli import score as score_cli
from localjudge.cli.plan import cache_setting, read_config, read_criteria
from localjudge.cli.score import _progress, _ScorerChoice, warnings_to
from localjudge.datasets import parse_mapping
from localjudge.runner import Runner, load_records
from localjudge.scorers.registry import BuildOptions, get_scorer


def _fmt(x: float) -> str:
    return "—" if x != x else f"{x:.3f}"  # nan → —


@click.command()
@click.argument("data", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--scorer", "scorer_name", type=_ScorerChoice(), required=True)
@click.option(
    "--labels",
    metavar="FIELD",
    required=True,
    help="Field with people's labels (per item; per criterion for the rubric).",
)
@click.option("--model", help="Judge: a .gguf path or a catalog alias (default: see models list).")
@click.option("--criteria", help="Rubric for every row (TEXT or @FILE); overrides per-row rubrics.")
@click.option("--embedder", help="Embedder for --scorer similarity (folder or alias).")
@click.option("--map", "maps", multiple=True, metavar="COL=FIELD", help="Map a column to a field.")
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Verdict cache directory (default: the user cache directory).",
)
@click.option("--no-cache", is_flag=True, help="Do not read or write the verdict cache.")
@click.option("--folds", type=click.IntRange(min=2), default=5, show_default=True)
@click.option("--dry-run", is_flag=True, help="Fit and print, but save no profile.")
@click.option("--force", is_flag=True, help="Save the fit even if held out it agrees less.")
@click.option("--concurrency", type=click.IntRange(min=1), default=1, show_default=True)
@click.option(
    "--config",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    help="Project config (default: the nearest localjudge.toml or [tool.localjudge]).",
)
@click.option("--no-config", is_flag=True, help="Ignore any project config.")
def calibrate(data: Path, scorer_name: str, **flags: Any) -> None:
    """Fit the judge's decision threshold for a scorer on DATA's labels and save a profile.

    Prints agreement with the labels before (at the catalog's threshold, else the default;
    a profile you fitted earlier is replaced, not compared with) and after (each
    cross-validation fold decided at a threshold fitted without it), then saves the profile
    that later runs of this judge and scorer pick up. Exits 1 when the fit is not saved
    because it does not agree better held out (--force saves it anyway).

    The project config's model, column map, cache and this scorer's criteria, embedder and
    options apply as in localjudge score (flags win), so the profile is fitted for the
    options the config's runs use.
    """
    from localjudge.calibration import fit_run, save_profile

    if flags["no_cache"] and flags["cache_dir"] is not None:
        raise click.UsageError("--no-cache and --cache-dir contradict each other; use one")
    spec = get_scorer(scorer_name)
    if flags["criteria"] is not None and "criteria" not in spec.accepts:
        raise click.UsageError("--criteria applies to --scorer rubric only")
    if flags["embedder"] is not None and "embedder" not in spec.accepts:
        raise click.UsageError("--embedder applies to --scorer similarity only")
    config = read_config(flags)
    own = config.scorers.get(scorer_name) if config is not None else None
    if config is not None:
        click.echo(f"localjudge: config {config.path}")
    records = load_records(
        data,
        mapping={**(config.map if config else {}), **parse_mapping(flags["maps"])},
        required=spec.required,
        keep=(flags["labels"],),
    )
    judge = score_cli._load_judge(
        flags["model"] or (config.model if config else None) or default_model("judge", spec.name),
        cache_setting(flags, config),
    )
    criteria = read_criteria(flags["criteria"]) if flags["criteria"] is not None else None
    build = BuildOptions(
        judge,
        criteria=criteria if criteria is not None else (own.criteria if own else None),
        embedder=flags["embedder"] or (own.embedder if own else None),
        scale=own.scale if own else None,
        extra=dict(own.options) if own else {},
    )
    scorer = spec.build(build)
    start = time.perf_counter()
    with _progress(scorer.id) as (progress, warn), warnings_to(warn):
        outcome = Runner(
            scorer,
            concurrency=flags["concurrency"],
            progress=progress,
            on_warning=warn,
            labels=flags["labels"],
        ).score_items(records, source=str(data))
        result = fit_run(
            outcome.records,
            scorer,
            fitted_on=f"{data.name} ({outcome.summary['total_items']} "
            f"items, labels {flags['labels']!r})",
            folds=flags["folds"],
        )
    seconds = time.perf_counter() - start
    st = outcome.summary["per_scorer"][scorer.id]
    unit = "criteria" if result.level == "criterion" else "items"
    click.echo(f"localjudge calibrate {data} --scorer {scorer_name} (model {judge.info.name})")
    labelled = f"{result.items} labelled items"
    if unit == "criteria":
        labelled += f", {result.fit.n} labelled criteria"
    click.echo(
        f"  scored {st['scored']} items in {seconds:.1f} s ({st['cache_hits']} wholly from the "
        f"verdict cache); {labelled}"
    )
    if result.replaces is not None:
        click.echo(
            f"  profile in use: {result.replaces.path} (threshold "
            f"{result.replaces.threshold:.3f}); the fit is measured against the threshold "
            "without it"
        )
    fit, before, after = result.fit, result.before, result.after
    before_name = "catalog" if result.before_source == "calibration" else "default"
    click.echo(f"  {'':<34} {'threshold':>9} {'bal. acc.':>9} {'accuracy':>9} {'kappa':>7}")
    click.echo(
        f"  {'before (' + before_name + ', all labelled)':<34} "
        f"{result.before_threshold:>9.3f} {_fmt(before.balanced_accuracy):>9} "
        f"{_fmt(before.accuracy):>9} {_fmt(before.kappa):>7}"
    )
    after_label = f"after (held-out folds, {flags['folds']})"
    click.echo(
        f"  {after_label:<34} {fit.threshold:>9.3f} "
        f"{_fmt(after.balanced_accuracy):>9} {_fmt(after.accuracy):>9} {_fmt(after.kappa):>7}"
    )
    click.echo(f"  (fitted on all labelled {unit}, in sample: {_fmt(fit.balanced_accuracy)})")
    if flags["dry_run"]:
        click.echo("  dry run: no profile saved")
        sys.exit(EXIT_OK)
    if not result.improves and not flags["force"]:
        click.echo(
            "localjudge: held out, the fit agrees with the labels less than the "
            f"{before_name} threshold; "
            "no profile saved (--force saves it anyway)",
            err=True,
        )
        sys.exit(EXIT_GATE)
    if not judge.info.sha256:
        raise click.UsageError("the judge has no sha256 to key a profile on")
    path = save_profile(result.entry, model=judge.info.name, model_sha256=judge.info.sha256)
    click.echo(f"  saved {path}")
    click.echo(
        f"  later runs of {judge.info.name} with --scorer {scorer_name} and these options use "
        "it (--no-calibration turns it off)"
    )
    sys.exit(EXIT_OK)
