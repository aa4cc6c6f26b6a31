"""Benchmark scoring on Ray: the same rubric items with 1 actor and with 2, on a local instance.

The items are ``bench_evals.make_items(n)`` (cycled from ``examples/rubric.jsonl``, each a
distinct prompt). Each pass gets a fresh verdict cache, so every item reaches the judge, and
the machine's cores are split between the actors (each judge's ``n_threads`` = its CPUs). The
wall time of a pass includes the actors' start-up and judge loading, as a user sees it; the
rate after the first result leaves most of that out. Ray itself starts once, before the
passes, and is timed apart.

    .venv/bin/python scripts/bench_ray.py [--model qwen2.5-coder-0.5b] [--n 24]
    .venv/bin/python scripts/bench.py --sections ray --models qwen2.5-coder-0.5b --limit 24
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path
from typing import Any

# Before anything can import llama_cpp (the actors inherit it): see scripts/bench_engine.py.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

# scripts/ is on the path whether this runs as a script or under scripts/bench.py.
from bench_evals import make_items

ACTORS = (1, 2)


def _timed_pass(
    model: str, actors: int, cores: int, items: list[dict[str, Any]], cache_dir: Path
) -> dict[str, Any]:
    from localjudge.distributed import ScorerRecipe, iter_work_ray
    from localjudge.evals import WorkItem

    cpus = max(1, cores // actors)
    recipe = ScorerRecipe("rubric", model=model, cache=str(cache_dir))
    batch = max(1, min(8, len(items) // (4 * actors)))
    work = (WorkItem(i, item) for i, item in enumerate(items))
    scores: list[float | None] = []
    judge_errors = 0
    first: float | None = None
    start = time.perf_counter()
    for res in iter_work_ray(work, recipe, actors=actors, num_cpus=cpus, batch=batch):
        if first is None:
            first = time.perf_counter() - start
        rec = res.records["rubric"]
        scores.append(rec.score)
        judge_errors += rec.error_kind == "judge"
    seconds = time.perf_counter() - start
    first = seconds if first is None else first
    rest = len(items) - batch
    scored = [s for s in scores if s is not None]
    return {
        "actors": actors,
        "cpus_per_actor": cpus,
        "batch": batch,
        "seconds": seconds,
        "first_result_seconds": first,
        "items_per_second": len(items) / seconds,
        "items_per_second_after_first": rest / (seconds - first) if seconds > first else None,
        "judge_errors": judge_errors,
        "mean": sum(scored) / len(scored) if scored else None,
        "scores": scores,
        "load_average": os.getloadavg(),
    }


def run(model: str = "qwen2.5-coder-0.5b", n: int = 24) -> dict[str, Any]:
    """Score ``n`` rubric items on a local Ray instance with 1 actor, then with 2.

    Returns:
        ``{"model", "n", "cores", "ray_start_seconds", "passes": [...], "ratio",
        "same_verdicts", "markdown"}``: a pass per actor count with ``seconds`` (wall),
        ``first_result_seconds``, ``items_per_second``, ``items_per_second_after_first``,
        ``judge_errors``, ``mean`` and ``load_average`` (1, 5, 15 min, after the pass), and
        ``load_average_before`` the passes; ``ratio`` is 2-actor items/s over 1-actor items/s.
    """
    from localjudge.distributed import ray_session

    items = make_items(n)
    cores = os.cpu_count() or 1
    load_before = os.getloadavg()
    start = time.perf_counter()
    with ray_session(num_cpus=max(cores, max(ACTORS))):
        ray_start = time.perf_counter() - start
        passes = []
        for actors in ACTORS:
            with tempfile.TemporaryDirectory(prefix="localjudge-bench-ray-") as tmp:
                passes.append(_timed_pass(model, actors, cores, items, Path(tmp) / "cache"))
    result: dict[str, Any] = {
        "model": model,
        "n": n,
        "cores": cores,
        "ray_start_seconds": ray_start,
        "load_average_before": load_before,
        "passes": passes,
        "ratio": passes[-1]["items_per_second"] / passes[0]["items_per_second"],
        "same_verdicts": passes[0]["scores"] == passes[-1]["scores"],
    }
    result["markdown"] = markdown(result)
    return result


def markdown(result: dict[str, Any]) -> str:
    """A markdown table of a ``run`` result."""

    def num(value: float | None, digits: int = 2) -> str:
        return "—" if value is None else f"{value:.{digits}f}"

    rows = [
        "| actors | CPUs each | batch | items | wall s | first result s | items/s "
        "| items/s after first | judge errors | mean | load avg (1/5/15 min) |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for p in result["passes"]:
        load = "/".join(f"{x:.2f}" for x in p["load_average"])
        rows.append(
            f"| {p['actors']} | {p['cpus_per_actor']} | {p['batch']} | {result['n']} "
            f"| {num(p['seconds'])} | {num(p['first_result_seconds'])} "
            f"| {num(p['items_per_second'])} | {num(p['items_per_second_after_first'])} "
            f"| {p['judge_errors']} | {num(p['mean'], 3)} | {load} |"
        )
    same = "the same" if result["same_verdicts"] else "different"
    before = "/".join(f"{x:.2f}" for x in result["load_average_before"])
    rows.append(
        f"\nmodel `{result['model']}` on {result['cores']} cores, a fresh verdict cache per "
        f"pass; Ray started in {result['ray_start_seconds']:.1f} s (not in the passes' wall "
        f"time, which includes the actors' start-up and judge loading). 2 actors / 1 actor "
        f"items/s: {result['ratio']:.2f}×; the passes gave {same} scores. Load average "
        f"before the passes: {before}."
    )
    return "\n".join(rows)


def main() -> None:
    """Command-line entry point: print the markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-coder-0.5b")
    parser.add_argument("--n", type=int, default=24)
    args = parser.parse_args()
    print(markdown(run(model=args.model, n=args.n)))


if __name__ == "__main__":
    main()
