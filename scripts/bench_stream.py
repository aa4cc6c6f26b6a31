"""Benchmark streaming and concurrency: flat memory over a 10,000-item JSONL; 1 vs 4 workers.

Memory: a generated JSONL file is streamed through ``load_jsonl`` → ``run_evals``
(``keep_results=False``) with a cheap custom scorer (no model), at n/10 and n items. Peak memory
is measured two ways: the peak of Python allocations during the run (``tracemalloc``, in this
process), and the peak RSS of a fresh child process that does only that run
(``getrusage(RUSAGE_SELF).ru_maxrss``). Flat means the n-item peak is about the n/10-item peak.
A control run with ``keep_results=True`` shows the measure does grow when results are kept.

Concurrency: ``run_evals`` on rubric items (cycled from ``examples/rubric.jsonl``) with the real
default judge, concurrency 1 then 4 sharing that one judge (no verdict cache); reports items/s,
the ratio, and whether the verdicts are identical.

    .venv/bin/python scripts/bench_stream.py [--n 10000] [--judge-items 20]
    .venv/bin/python scripts/bench.py --sections stream
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before llama_cpp loads; see bench_engine

SCRIPTS = Path(__file__).resolve().parent
ROOT = SCRIPTS.parent
for _p in (str(ROOT), str(SCRIPTS)):
    if _p not in sys.path:
        sys.path.insert(0, _p)

MIB = 1024 * 1024


def write_dataset(path: Path, n: int) -> Path:
    """Write ``n`` generated items to ``path`` one line at a time (never all in memory)."""

    def items() -> Iterator[str]:
        for i in range(n):
            item = {
                "id": f"item-{i:06d}",
                "input": f"Question {i}: summarise the report in one paragraph.",
                "output": f"Answer {i}: " + "the report covers quarterly results. " * (3 + i % 5),
            }
            yield json.dumps(item) + "\n"

    with open(path, "w", encoding="utf-8") as f:
        f.writelines(items())
    return path


def cheap_scorer() -> Any:
    """A custom scorer with no model: preprocess counts words, the score is a length ratio."""
    import localjudge as lj

    def words(run: Any, results: dict[str, Any]) -> dict[str, int]:
        return {"words": len(str(run.output).split())}

    def score(run: Any, results: dict[str, Any]) -> float:
        return min(1.0, results["preprocess_step_result"]["words"] / 40)

    return (
        lj.create_scorer(id="length", name="Length", description="Words, relative to 40.")
        .preprocess(words)
        .generate_score(score)
        .generate_reason(lambda run, results: f"{results['score']:.2f} of the target length")
    )


def stream_once(path: Path, keep_results: bool = False) -> dict[str, Any]:
    """Stream ``path`` through ``run_evals`` with the cheap scorer; returns counts and timing."""
    import localjudge as lj
    from localjudge.datasets import load_jsonl

    start = time.perf_counter()
    report = lj.run_evals(
        (rec for _, rec in load_jsonl(path)), [cheap_scorer()], keep_results=keep_results
    )
    seconds = time.perf_counter() - start
    s = report["summary"]
    return {"items": s["total_items"], "scored": s["scored"], "seconds": seconds}


def warm_up(tmp: Path) -> None:
    """One small streamed run first, so lazy imports and first-call costs are not measured."""
    stream_once(write_dataset(tmp / "warm-up.jsonl", 50))


def traced_peak(path: Path, keep_results: bool = False) -> dict[str, Any]:
    """Peak Python allocation (bytes) while streaming ``path``, measured with tracemalloc."""
    warm_up(path.parent)
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base = tracemalloc.get_traced_memory()[0]
        out = stream_once(path, keep_results)
        out["peak_bytes"] = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
    return out


def child_rss(path: Path) -> dict[str, Any]:
    """Peak RSS of a fresh process that imports localjudge and streams ``path`` once."""
    proc = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child-rss", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _child_rss_main(path: Path) -> None:
    warm_up(path.parent)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    out = stream_once(path)
    out["peak_rss_bytes"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    out["rss_before_bytes"] = before
    print(json.dumps(out))


def memory(n: int) -> dict[str, Any]:
    """Peak memory streaming n/10 vs n items (tracemalloc and child RSS), plus a control."""
    small_n = max(1, n // 10)
    out: dict[str, Any] = {"sizes": [small_n, n]}
    with tempfile.TemporaryDirectory(prefix="localjudge-stream-") as tmp:
        paths = {k: write_dataset(Path(tmp) / f"d{k}.jsonl", k) for k in (small_n, n)}
        for k, p in paths.items():
            out[str(k)] = {
                "file_bytes": p.stat().st_size,
                "streamed": traced_peak(p),
                "child": child_rss(p),
                "kept": traced_peak(p, keep_results=True),
            }
    small, big = out[str(small_n)], out[str(n)]
    out["traced_ratio"] = big["streamed"]["peak_bytes"] / max(1, small["streamed"]["peak_bytes"])
    out["rss_ratio"] = big["child"]["peak_rss_bytes"] / max(1, small["child"]["peak_rss_bytes"])
    out["kept_ratio"] = big["kept"]["peak_bytes"] / max(1, small["kept"]["peak_bytes"])
    extra = max(1, n - small_n)
    for key, run_kind in (("bytes_per_item", "streamed"), ("kept_bytes_per_item", "kept")):
        out[key] = (big[run_kind]["peak_bytes"] - small[run_kind]["peak_bytes"]) / extra
    return out


def _verdicts(report: dict[str, Any]) -> list[tuple[Any, ...]]:
    rows = []
    for r in report["results"]:
        res = r.scorer_results["rubric"]
        crit = (res.analyze_step_result or {}).get("criteria", [])
        rows.append(
            (r.id, res.score, res.error, tuple((v["satisfied"], v["reasoning"]) for v in crit))
        )
    return rows


def concurrency(model: str, n_items: int, workers: int = 4) -> dict[str, Any]:
    """Items/s with 1 worker vs ``workers`` sharing one real judge; verdicts compared."""
    from bench_evals import make_items

    import localjudge as lj

    items = make_items(n_items)
    judge = lj.load_judge(model, cache=False)
    judge.load()  # weights load outside the timed part
    scorer = lj.create_rubric_scorer(judge)
    runs: dict[int, dict[str, Any]] = {}
    verdicts = {}
    for c in (1, workers):
        start = time.perf_counter()
        report = lj.run_evals(items, [scorer], concurrency=c)
        seconds = time.perf_counter() - start
        verdicts[c] = _verdicts(report)
        runs[c] = {
            "seconds": seconds,
            "items_per_second": len(items) / seconds,
            "judge_errors": report["summary"]["judge_errors"],
        }
    return {
        "model": model,
        "items": len(items),
        "workers": workers,
        "runs": {str(k): v for k, v in runs.items()},
        "ratio": runs[workers]["items_per_second"] / runs[1]["items_per_second"],
        "identical_verdicts": verdicts[1] == verdicts[workers],
    }


def _mib(b: float) -> str:
    return f"{b / MIB:.1f} MiB"


def markdown(mem: dict[str, Any], conc: dict[str, Any] | None) -> str:
    """The two tables."""
    small_n, n = mem["sizes"]
    s, b = mem[str(small_n)], mem[str(n)]
    lines = [
        f"Streaming a generated JSONL through `load_jsonl` → `run_evals(keep_results=False)` "
        f"with a model-free custom scorer ({_mib(b['file_bytes'])} file at {n:,} items).",
        "",
        f"| measure | {small_n:,} items | {n:,} items | ratio |",
        "|---|---|---|---|",
        f"| peak Python allocations during the run (tracemalloc) | "
        f"{_mib(s['streamed']['peak_bytes'])} | {_mib(b['streamed']['peak_bytes'])} | "
        f"{mem['traced_ratio']:.2f} |",
        f"| peak RSS of a fresh process doing only that run | "
        f"{_mib(s['child']['peak_rss_bytes'])} | {_mib(b['child']['peak_rss_bytes'])} | "
        f"{mem['rss_ratio']:.2f} |",
        f"| control: same run with `keep_results=True` (tracemalloc) | "
        f"{_mib(s['kept']['peak_bytes'])} | {_mib(b['kept']['peak_bytes'])} | "
        f"{mem['kept_ratio']:.2f} |",
        f"| throughput, streamed (items/s) | "
        f"{s['child']['items'] / s['child']['seconds']:,.0f} | "
        f"{b['child']['items'] / b['child']['seconds']:,.0f} | |",
        "",
        f"Streamed growth: {mem['bytes_per_item']:.0f} bytes per extra item (kept results: "
        f"{mem['kept_bytes_per_item']:.0f}). What remains per item is the loader's duplicate-id "
        f"index (`load_jsonl` remembers every id and its line, so a repeated id is caught); "
        f"everything else is released as the stream moves on.",
    ]
    if conc is not None:
        r1, rn = conc["runs"]["1"], conc["runs"][str(conc["workers"])]
        lines += [
            "",
            f"Concurrency with one shared real judge ({conc['model']}, {conc['items']} rubric "
            f"items, no verdict cache):",
            "",
            "| concurrency | seconds | items/s | judge errors |",
            "|---|---|---|---|",
            f"| 1 | {r1['seconds']:.1f} | {r1['items_per_second']:.3f} | {r1['judge_errors']} |",
            f"| {conc['workers']} | {rn['seconds']:.1f} | {rn['items_per_second']:.3f} | "
            f"{rn['judge_errors']} |",
            "",
            f"Throughput ratio {conc['workers']} vs 1: **{conc['ratio']:.2f}**; verdicts "
            f"identical: **{'yes' if conc['identical_verdicts'] else 'NO'}**. Calls on one "
            f"judge take turns (one llama.cpp context), so more workers overlap only the Python "
            f"around them.",
        ]
    return "\n".join(lines)


def run(n: int = 10000, judge_items: int = 20, model: str = "smollm2-135m") -> dict[str, Any]:
    """Memory at n/10 vs n streamed items, and concurrency 1 vs 4 with the real judge.

    Args:
        n: items in the large stream (the small one has n/10).
        judge_items: rubric items for the concurrency comparison (0 skips it).
        model: the judge for the concurrency comparison.

    Returns:
        ``{"markdown", "memory": {...}, "concurrency": {...} | None}`` with ``traced_ratio``
        and ``rss_ratio`` (n-item peak over n/10-item peak) and the concurrency ``ratio``.
    """
    mem = memory(n)
    conc = concurrency(model, judge_items) if judge_items > 0 else None
    return {"markdown": markdown(mem, conc), "memory": mem, "concurrency": conc}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--judge-items", type=int, default=20)
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--child-rss", type=Path, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child_rss is not None:
        _child_rss_main(args.child_rss)
        return 0
    print(run(n=args.n, judge_items=args.judge_items, model=args.model)["markdown"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
