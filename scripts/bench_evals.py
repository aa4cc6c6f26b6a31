"""Benchmark run_evals throughput: items/s with a cold verdict cache vs a warm one.

The dataset is built from ``examples/rubric.jsonl`` by repetition, each copy with its own id
and a varied output so every item is a distinct prompt (nothing comes from the dev data).

    .venv/bin/python scripts/bench_evals.py [--model smollm2-135m] [--n 50]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "rubric.jsonl"

# Suffixes that change the text under judgement without changing what it says.
_VARIANTS = ("", " Hope this helps.", " Let me know if anything is unclear.", " Thanks!")


def make_items(n: int) -> list[dict[str, Any]]:
    """``n`` rubric items cycled from the examples, each with a unique id and output."""
    base = [json.loads(x) for x in EXAMPLES.read_text(encoding="utf-8").splitlines() if x.strip()]
    base = [b for b in base if b.get("rubric")]  # items without a rubric never reach the judge
    items = []
    for i in range(n):
        src = dict(base[i % len(base)])
        round_ = i // len(base)
        variant = _VARIANTS[round_ % len(_VARIANTS)]
        src["id"] = f"{src['id']}-{i}"
        src["output"] = f"{src['output']}{variant}" + (f" (#{round_})" if round_ >= 4 else "")
        items.append(src)
    return items


def _timed_run(model: str, cache_dir: Path, items: list[dict[str, Any]]) -> dict[str, Any]:
    import localjudge as lj

    judge = lj.load_judge(model, cache=cache_dir)
    judge.load()  # weights load outside the timed part: we measure scoring, not start-up
    scorer = lj.create_rubric_scorer(judge)
    start = time.perf_counter()
    report = lj.run_evals(data=items, scorers=[scorer], keep_results=False)
    seconds = time.perf_counter() - start
    s = report["summary"]
    return {
        "seconds": seconds,
        "items_per_second": len(items) / seconds,
        "cache_hits": s["cache_hits"],
        "judge_errors": s["judge_errors"],
        "mean": report["scores"].get(scorer.id),
    }


def run(model: str = "smollm2-135m", n: int = 50) -> dict[str, Any]:
    """Score ``n`` items twice with ``model``: cold (fresh temp cache) then cached.

    Returns:
        ``{"model", "n", "cold": {...}, "cached": {...}, "speedup"}`` where each run has
        ``seconds``, ``items_per_second``, ``cache_hits``, ``judge_errors`` and ``mean``, and
        ``speedup`` is cached items/s over cold items/s.
    """
    items = make_items(n)
    with tempfile.TemporaryDirectory(prefix="localjudge-bench-") as tmp:
        cache_dir = Path(tmp) / "cache"
        cold = _timed_run(model, cache_dir, items)
        cached = _timed_run(model, cache_dir, items)
    result = {
        "model": model,
        "n": n,
        "cold": cold,
        "cached": cached,
        "speedup": cached["items_per_second"] / cold["items_per_second"],
    }
    result["markdown"] = markdown(result)
    return result


def markdown(result: dict[str, Any]) -> str:
    """A markdown table of a ``run`` result."""
    rows = [
        "| run | items | seconds | items/s | cache hits | judge errors | mean |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name in ("cold", "cached"):
        r = result[name]
        mean = "—" if r["mean"] is None else f"{r['mean']:.3f}"
        rows.append(
            f"| {name} | {result['n']} | {r['seconds']:.2f} | {r['items_per_second']:.2f} | "
            f"{r['cache_hits']} | {r['judge_errors']} | {mean} |"
        )
    rows.append(f"\nmodel `{result['model']}`; cached / cold speed-up: {result['speedup']:.1f}×")
    return "\n".join(rows)


def main() -> None:
    """Command-line entry point: print the markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2-135m")
    parser.add_argument("--n", type=int, default=50)
    args = parser.parse_args()
    print(markdown(run(model=args.model, n=args.n)))


if __name__ == "__main__":
    main()
