"""``localjudge score``: score a JSONL/CSV dataset, write results and reports, gate CI on them.

Exit codes (SPEC §5): 0 every gate passed; 1 a quality gate failed (``--min-score`` on the mean,
``--min-pass-rate`` on passed / scored, or a gate was set and nothing was scored); 2 bad usage,
data or configuration (one line naming the file, line and problem; a dataset whose records are
all malformed counts, a few bad lines are reported and recorded as error rows); 3 more judge
errors than ``--max-judge-errors`` allows (default: no limit, so a judge error alone never fails
a run; CI should pass ``--max-judge-errors 0`` or a small budget). Judge errors win over quality
gates: a mean over partly unscored items is not a verdict on quality.
"""

from __future__ import annotations

import itertools
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click

from localjudge.cli import EXIT_GATE, EXIT_JUDGE
from localjudge.datasets import default_id, load_dataset, parse_mapping
from localjudge.errors import ConfigError, DatasetError
from localjudge.evals import iter_evals, scorer_scale
from localjudge.reports.jsonl import ResultsWriter, read_results, result_row, rewrite_results
from localjudge.reports.summary import summarize_rows


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


def _warn(message: str, bar: Any = None) -> None:
    if bar is not None:
        bar.write(message, file=sys.stderr)
    else:
        click.echo(message, err=True)


def _summary_table(summary: dict[str, Any], scorer_id: str, extra: dict[str, Any]) -> str:
    st = summary["per_scorer"].get(scorer_id) or {
        "scored": 0,
        "passed": 0,
        "mean": None,
        "pass_rate": None,
        "unscored": 0,
        "judge_errors": 0,
        "input_errors": 0,
        "target_errors": 0,
        "cache_hits": 0,
    }
    mean = "—" if st["mean"] is None else f"{st['mean']:.3f}"
    rate = "—" if st["pass_rate"] is None else f"{100 * st['pass_rate']:.1f}%"
    ips = extra.get("items_per_second")
    lines = [
        ("items", f"{summary['total_items']}"),
        ("  this run", f"{extra['new_items']} (resumed {extra['resumed']})"),
        ("  malformed lines", f"{extra['malformed']}"),
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


@click.command()
@click.argument("data", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--scorer",
    "scorer_name",
    type=click.Choice(["rubric", "similarity"]),
    required=True,
    help="Which scorer to run.",
)
@click.option("--criteria", help="Rubric for every row (TEXT or @FILE); overrides per-row rubrics.")
@click.option("--model", help="Judge: a .gguf path or a catalog alias (default: smollm2-135m).")
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
def score(
    data: Path,
    scorer_name: str,
    criteria: str | None,
    model: str | None,
    embedder: str | None,
    out: Path | None,
    junit: Path | None,
    html: Path | None,
    min_score: float | None,
    min_pass_rate: float | None,
    max_judge_errors: int | None,
    resume: bool,
    no_cache: bool,
    cache_dir: Path | None,
    maps: tuple[str, ...],
    scale: float | None,
    concurrency: int,
) -> None:
    """Score DATA (JSONL or CSV) with the rubric or answer-similarity scorer.

    Writes one results row per item as it goes (--out), then JUnit (--junit) and HTML (--html)
    reports, prints a summary and exits 0 (gates passed), 1 (a quality gate failed), 2 (bad
    usage, data or configuration) or 3 (judge errors above --max-judge-errors).
    """
    if resume and out is None:
        raise click.UsageError("--resume needs --out: the results file to continue")
    if no_cache and cache_dir is not None:
        raise click.UsageError("--no-cache and --cache-dir contradict each other; use one")
    if criteria is not None and scorer_name != "rubric":
        raise click.UsageError("--criteria applies to --scorer rubric only")
    if embedder is not None and scorer_name != "similarity":
        raise click.UsageError("--embedder applies to --scorer similarity only")
    if scale is not None and scale <= 0:
        raise click.UsageError("--scale must be positive")
    mapping = parse_mapping(maps)
    rubric_criteria = _read_criteria(criteria)
    required = ("output", "ground_truth") if scorer_name == "similarity" else ("output",)

    # Read the first record before loading any model: a bad file fails fast and leaves an
    # existing results file untouched.
    records = load_dataset(data, mapping=mapping, required=required)
    first = next(records, None)
    if first is None:
        raise DatasetError("no records to score (the file is empty)", str(data))
    records = itertools.chain([first], records)

    from localjudge.judges import load_judge

    cache: bool | str = False if no_cache else (str(cache_dir) if cache_dir else True)
    judge = load_judge(model, cache=cache)
    options: dict[str, Any] = {} if scale is None else {"scale": scale}
    emb = None
    if scorer_name == "rubric":
        from localjudge.scorers.rubric import create_rubric_scorer

        scorer = create_rubric_scorer(judge, criteria=rubric_criteria, options=options)
    else:
        from localjudge.embeddings.sentence import load_embedder
        from localjudge.scorers.similarity import create_answer_similarity_scorer

        emb = load_embedder(embedder)
        scorer = create_answer_similarity_scorer(model=judge, options=options, embedder=emb)
    # Load weights now so an unusable model is one clear error, not an error on every item.
    judge.load()
    if emb is not None:
        emb.load()
    sid = scorer.id
    scale_used = scorer_scale(scorer)

    prior: list[dict[str, Any]] = []
    done: set[str] = set()
    if resume and out is not None:
        existing, torn = read_results(out)
        if torn:
            _warn(f"localjudge: {out}: dropped {torn} incomplete line(s) from the interrupted run")
            rewrite_results(out, existing)
        prior = [r for r in existing if r.get("scorer") == sid]
        done = {str(r["id"]) for r in prior}

    counts = {"good": 0, "bad": 0, "resumed": 0}
    first_bad: list[DatasetError] = []
    line_of: dict[str, int] = {}

    from tqdm import tqdm

    bar = tqdm(
        desc=f"scoring ({sid})", unit="item", file=sys.stderr, disable=not sys.stderr.isatty()
    )
    bar_or_none = None if bar.disable else bar

    def pending() -> Iterator[Any]:
        for line, rec in records:
            if isinstance(rec, DatasetError):
                counts["bad"] += 1
                if not first_bad:
                    first_bad.append(rec)
                rid = default_id(line)
            else:
                counts["good"] += 1
                rid = rec["id"]
            if rid in done:
                counts["resumed"] += 1
                continue
            if isinstance(rec, DatasetError):
                _warn(f"localjudge: warning: {rec} (recorded as an error row)", bar_or_none)
            line_of[rid] = line
            yield rec

    new_rows: list[dict[str, Any]] = []
    start = time.perf_counter()
    writer = ResultsWriter(out, append=resume) if out is not None else None
    try:
        for res in iter_evals(pending(), [scorer], concurrency=concurrency):
            line = line_of.pop(res.id, None)
            for rid_scorer, result in res.scorer_results.items():
                row = result_row(
                    res.id,
                    result,
                    passed=res.passed.get(rid_scorer),
                    error_kind=res.error_kinds.get(rid_scorer),
                    scale=scale_used,
                    line=line,
                )
                if writer is not None:
                    writer.write(row)
                new_rows.append(row)
            bar.update(1)
    finally:
        bar.close()
        if writer is not None:
            writer.close()
    elapsed = time.perf_counter() - start

    if counts["good"] == 0:
        if first_bad:
            err = first_bad[0]
            raise DatasetError(
                f"no usable records: all {counts['bad']} are malformed; first: {err.problem}",
                err.path,
                err.line,
            )
        raise DatasetError("no records to score", str(data))  # pragma: no cover - caught above

    rows = prior + new_rows
    summary = summarize_rows(rows)
    meta = {
        "data": str(data),
        "scorer": sid,
        "model": judge.name,
        "embedder": getattr(emb, "name", None),
    }
    if junit is not None:
        from localjudge.reports.junit import write_junit

        write_junit(junit, rows, name=f"localjudge.{Path(data).stem}")
    if html is not None:
        from localjudge.reports.html import write_html

        write_html(html, rows, title=f"localjudge: {Path(data).name} ({sid})", meta=meta)

    new_items = len({r["id"] for r in new_rows})
    extra = {
        "new_items": new_items,
        "resumed": counts["resumed"],
        "malformed": counts["bad"],
        "items_per_second": new_items / elapsed if new_items and elapsed > 0 else None,
    }
    click.echo(f"localjudge score {data} --scorer {scorer_name} (model {judge.name})")
    click.echo(_summary_table(summary, sid, extra))

    st = summary["per_scorer"].get(sid, {})
    judge_errors = int(st.get("judge_errors", 0))
    if max_judge_errors is not None and judge_errors > max_judge_errors:
        click.echo(
            f"localjudge: {judge_errors} judge error(s) exceed --max-judge-errors "
            f"{max_judge_errors}",
            err=True,
        )
        sys.exit(EXIT_JUDGE)
    failed: list[str] = []
    gates = {
        "--min-score": (min_score, st.get("mean")),
        "--min-pass-rate": (min_pass_rate, st.get("pass_rate")),
    }
    for flag, (threshold, value) in gates.items():
        if threshold is None:
            continue
        if value is None:
            failed.append(f"{flag} {threshold:g}: nothing was scored")
        elif value < threshold - 1e-12:
            failed.append(f"{flag} {threshold:g}: got {value:.3f}")
        else:
            click.echo(f"  gate {flag} {threshold:g}: passed ({value:.3f})")
    if failed:
        for f in failed:
            click.echo(f"localjudge: quality gate failed: {f}", err=True)
        sys.exit(EXIT_GATE)
