"""Benchmark of the answer-similarity scorer on the dev sets: rank agreement, AUC, speed, tokens.

Reads ``$LOCALJUDGE_DEV_DATA`` (default ``../shared/data/dev`` next to the repository) in place;
nothing is copied. Usage::

    .venv/bin/python scripts/bench_similarity.py --models smollm2-135m --limit 20
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from localjudge.agreement import roc_auc, spearman  # noqa: E402

# file stem → (metric, how an item's label becomes the metric's target)
DATASETS: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {
    "sim_stsb_test": ("spearman", lambda r: float(r["label"])),
    "sim_kpqa_genqa": ("spearman", lambda r: float(r["label"])),
    "sim_evouna_nq_tq": ("auc", lambda r: bool(r["label"])),
    "sim_openqa_nq301_human": ("auc", lambda r: bool(r["label"])),
    # Contradiction detection: positives are CONTRADICTION, the detector is 1 - score.
    "sim_sick_test_nli": ("contradiction_auc", lambda r: r["nli_label"] == "CONTRADICTION"),
}


def data_dir() -> Path:
    """Where the dev sets are: ``$LOCALJUDGE_DEV_DATA`` or ``../shared/data/dev``."""
    return Path(os.environ.get("LOCALJUDGE_DEV_DATA", REPO.parent / "shared" / "data" / "dev"))


def load_items(stem: str, limit: int) -> list[dict[str, Any]]:
    """The first ``limit`` items of a dev file."""
    path = data_dir() / f"{stem}.dev.jsonl"
    items: list[dict[str, Any]] = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                items.append(json.loads(line))
            if len(items) >= limit:
                break
    return items


def _metric(kind: str, scores: list[float], targets: list[Any]) -> float:
    if kind == "spearman":
        return spearman(scores, targets)
    if kind == "auc":
        return roc_auc(scores, targets)
    return roc_auc([1.0 - s for s in scores], targets)


def run(
    models: list[str],
    limit: int = 20,
    modes: Iterable[str] = ("prepass", "llm"),
    datasets: Iterable[str] | None = None,
    progress: bool = False,
    threads: int | None = None,
) -> dict[str, Any]:
    """Score the first ``limit`` items of each dev set with each model and mode.

    Returns:
        ``{"data": dir, "limit": n, "rows": [...]}``; each row has ``model``, ``mode``,
        ``metrics`` (dataset → value), ``items`` (scored + unscored + input errors),
        ``scored``, ``unscored``, ``input_errors``, ``seconds_per_item``,
        ``tokens_per_item`` (prompt + completion, from each result's trace) and
        ``judge_calls_per_item``. ``progress`` prints a line per dataset to stderr; ``threads``
        sets the judge's CPU threads (1 is 5-10x faster than 2 on a 2-core machine other jobs
        share: llama.cpp's threads spin-wait on each other).
    """
    import localjudge
    from localjudge.errors import InputError
    from localjudge.scorers.similarity import create_answer_similarity_scorer

    stems = list(datasets or DATASETS)
    data = {stem: load_items(stem, limit) for stem in stems}
    embedder = localjudge.load_embedder().load()
    rows: list[dict[str, Any]] = []
    for model in models:
        extra: dict[str, Any] = {"n_threads": threads} if threads else {}
        judge = localjudge.load_judge(model, cache=False, **extra).load()
        for mode in modes:
            scorer = create_answer_similarity_scorer(
                model=judge, embedder=embedder, options={"mode": mode}
            )
            row: dict[str, Any] = {"model": model, "mode": mode, "metrics": {}}
            n = scored = unscored = input_errors = calls = tokens = 0
            seconds = 0.0
            for stem in stems:
                kind, target = DATASETS[stem]
                scores: list[float] = []
                targets: list[Any] = []
                for item in data[stem]:
                    n += 1
                    start = time.perf_counter()
                    try:
                        res = scorer.run(
                            {
                                "input": item.get("input"),
                                "output": item.get("output"),
                                "ground_truth": item.get("ground_truth"),
                            }
                        )
                    except InputError:
                        input_errors += 1
                        continue
                    finally:
                        seconds += time.perf_counter() - start
                    if res.trace is not None:
                        tokens += res.trace.prompt_tokens + res.trace.completion_tokens
                        calls += res.trace.judge_calls
                    if res.score is None:
                        unscored += 1
                        continue
                    scored += 1
                    scores.append(res.score)
                    targets.append(target(item))
                row["metrics"][stem] = _metric(kind, scores, targets)
                if progress:  # stderr, so the table on stdout stays clean
                    print(f"{model}/{mode} {stem}: {len(scores)} scored", file=sys.stderr)
            row.update(
                items=n,
                scored=scored,
                unscored=unscored,
                input_errors=input_errors,
                seconds_per_item=seconds / n if n else math.nan,
                tokens_per_item=tokens / n if n else math.nan,
                judge_calls_per_item=calls / n if n else math.nan,
            )
            rows.append(row)
        judge.close()
    report = {"data": str(data_dir()), "limit": limit, "datasets": stems, "rows": rows}
    report["markdown"] = markdown(report)
    return report


def markdown(report: dict[str, Any]) -> str:
    """The report as a markdown table."""
    stems = report["datasets"]
    short = {
        "sim_stsb_test": "stsb ρ",
        "sim_kpqa_genqa": "kpqa ρ",
        "sim_evouna_nq_tq": "evouna AUC",
        "sim_openqa_nq301_human": "nq301 AUC",
        "sim_sick_test_nli": "sick contra AUC",
    }
    head = ["model", "mode", *(short.get(s, s) for s in stems)]
    head += ["s/item", "tok/item", "calls/item", "scored", "unscored", "input err"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in report["rows"]:
        cells = [r["model"], r["mode"]]
        cells += [f"{r['metrics'][s]:.3f}" for s in stems]
        cells += [
            f"{r['seconds_per_item']:.2f}",
            f"{r['tokens_per_item']:.0f}",
            f"{r['judge_calls_per_item']:.2f}",
            str(r["scored"]),
            str(r["unscored"]),
            str(r["input_errors"]),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    """Command line: ``--models a,b --limit N --modes prepass,llm [--json out.json]``."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--models", default="smollm2-135m", help="comma-separated judge aliases")
    p.add_argument("--limit", type=int, default=20, help="items per dev file")
    p.add_argument("--modes", default="prepass,llm", help="comma-separated: prepass,llm")
    p.add_argument("--json", default=None, help="also write the full report here")
    p.add_argument("--threads", type=int, default=None, help="judge CPU threads (default: all)")
    args = p.parse_args(argv)
    report = run(
        [m for m in args.models.split(",") if m],
        args.limit,
        tuple(m for m in args.modes.split(",") if m),
        progress=True,
        threads=args.threads,
    )
    print(f"data: {report['data']}  ({args.limit} items per file at most)")
    print(markdown(report))
    used = {r["model"] + "/" + r["mode"]: r["items"] for r in report["rows"]}
    print("items used per model/mode: " + ", ".join(f"{k}={v}" for k, v in used.items()))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
