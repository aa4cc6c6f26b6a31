"""Benchmark orchestrator: runs the bench_<section>.py modules and merges results by section.

Usage::

    python scripts/bench.py [--sections engine,rubric,similarity,evals,injection]
                            [--models smollm2-135m,qwen2.5-coder-0.5b] [--limit N] [--repeats R]

Each section module in ``scripts/`` exposes ``run(...)`` returning a dict with at least a
``"markdown"`` key; the orchestrator passes it whichever of ``models``, ``model``, ``limit``,
``n`` and ``repeats`` its signature names. Results are merged into ``bench/results.json`` by
section (so sections can be run separately) and ``bench/results.md`` is rewritten from it.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path
from typing import Any

# Before anything can import llama_cpp: see scripts/bench_engine.py.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

SCRIPTS = Path(__file__).resolve().parent
ROOT = SCRIPTS.parent
SECTIONS = [
    "engine",
    "threads",
    "batch",
    "rubric",
    "similarity",
    "modes",
    "evals",
    "stream",
    "injection",
    "calibrate",
    "ray",
]
DEFAULT_MODELS = ["smollm2-135m"]


def _call(fn: Any, available: dict[str, Any]) -> Any:
    """Call ``fn`` with the arguments its signature asks for (by name)."""
    params = inspect.signature(fn).parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return fn(**{k: v for k, v in available.items() if v is not None})
    kwargs = {k: v for k, v in available.items() if k in params and v is not None}
    return fn(**kwargs)


def run_section(name: str, models: list[str], limit: int | None, repeats: int | None) -> dict:
    """Import ``scripts/bench_<name>.py`` and run it."""
    module = importlib.import_module(f"bench_{name}")
    available = {
        "models": models,
        "model": models[0],
        "limit": limit,
        "n": limit,
        "repeats": repeats,
    }
    t0 = time.perf_counter()
    result = _call(module.run, available)
    if not isinstance(result, dict) or "markdown" not in result:
        raise TypeError(f"bench_{name}.run() must return a dict with a 'markdown' key")
    result.setdefault("meta", {})
    result["meta"].update(
        {
            "seconds": time.perf_counter() - t0,
            "models": models,
            "limit": limit,
            "when": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
    )
    return result


def render(results: dict[str, Any]) -> str:
    """bench/results.md from every section in results.json, in the canonical order."""
    order = [s for s in SECTIONS if s in results] + sorted(set(results) - set(SECTIONS) - {"_"})
    out = ["# localjudge benchmarks", ""]
    env = results.get("_", {})
    if env:
        out += [f"Machine: {env.get('machine', '?')}; {env.get('cpus', '?')} CPUs.", ""]
    for name in order:
        meta = results[name].get("meta", {})
        out += [
            f"## {name}",
            "",
            f"_models: {', '.join(meta.get('models', []))}; limit: {meta.get('limit')}; "
            f"run {meta.get('when', '?')} in {meta.get('seconds', 0):.0f} s_",
            "",
            results[name]["markdown"],
            "",
        ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sections", default=None, help="comma-separated (default: all present)")
    ap.add_argument("--models", default=",".join(DEFAULT_MODELS))
    ap.add_argument("--limit", type=int, default=None, help="items/prompts per section")
    ap.add_argument("--repeats", type=int, default=None, help="repeats for medians")
    ap.add_argument("--out", type=Path, default=ROOT / "bench")
    args = ap.parse_args(argv)

    sys.path.insert(0, str(SCRIPTS))
    sys.path.insert(0, str(ROOT))
    present = [s for s in SECTIONS if (SCRIPTS / f"bench_{s}.py").exists()]
    if args.sections:
        wanted = [s.strip() for s in args.sections.split(",") if s.strip()]
        missing = [s for s in wanted if not (SCRIPTS / f"bench_{s}.py").exists()]
        if missing:
            print(f"bench: no such section(s): {', '.join(missing)}", file=sys.stderr)
            return 2
    else:
        wanted = present
    models = [m.strip() for m in args.models.split(",") if m.strip()]

    args.out.mkdir(parents=True, exist_ok=True)
    results_file = args.out / "results.json"
    results: dict[str, Any] = {}
    if results_file.exists():
        results = json.loads(results_file.read_text())
    results["_"] = {"machine": platform.platform(), "cpus": os.cpu_count()}
    failed = []
    for name in wanted:
        print(f"== {name}", flush=True)
        try:
            results[name] = run_section(name, models, args.limit, args.repeats)
        except Exception:  # one broken section must not lose the others' results
            traceback.print_exc()
            failed.append(name)
            continue
        print(results[name]["markdown"], flush=True)
        results_file.write_text(json.dumps(results, indent=2, default=str) + "\n")
        (args.out / "results.md").write_text(render(results))
    results_file.write_text(json.dumps(results, indent=2, default=str) + "\n")
    (args.out / "results.md").write_text(render(results))
    if failed:
        print(f"bench: section(s) failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
