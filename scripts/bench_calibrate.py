"""Benchmark recalibration: ``localjudge calibrate`` cold vs on a dataset already in the cache.

The verdict cache keeps each verdict's probabilities, so refitting a threshold (or re-scoring
with a new profile) on a dataset scored before makes no judge call and loads no weights. This
runs the real command line, each step a fresh process as a user would run it, on rubric items
cycled from ``examples/rubric.jsonl`` with their expected verdicts as labels (nothing from the
dev data):

1. ``calibrate`` with an empty verdict cache (every verdict judged; the profile is saved);
2. ``calibrate`` again on the same data (every verdict from the cache);
3. ``score --labels`` with the new profile, from the cache.

    .venv/bin/python scripts/bench_calibrate.py [--model qwen2.5-coder-0.5b] [--n 28]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_evals import make_items  # noqa: E402

# The installed command itself, beside this interpreter (as a user runs it).
CLI = [str(Path(sys.executable).parent / "localjudge")]


def _step(args: list[str], env: dict[str, str]) -> dict[str, Any]:
    start = time.perf_counter()
    proc = subprocess.run(
        [*CLI, *args], capture_output=True, text=True, env=env, cwd=ROOT, check=False
    )
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"localjudge {' '.join(args)} failed: {proc.stderr.strip()}")
    found = re.search(r"\((\d+) wholly from the verdict cache\)", proc.stdout)
    return {
        "seconds": seconds,
        "cache_hits": int(found.group(1)) if found else None,
        "stdout": proc.stdout,
    }


def run(model: str = "qwen2.5-coder-0.5b", n: int = 28) -> dict[str, Any]:
    """Time the three steps with ``model`` on ``n`` items.

    Returns:
        ``{"model", "n", "cold", "recalibrate", "rescore", "ratio", "load_avg", "markdown"}``:
        each step's wall ``seconds`` (process start included) and ``cache_hits``; ``ratio`` is
        cold seconds over recalibration seconds.
    """
    items = make_items(n)
    with tempfile.TemporaryDirectory(prefix="localjudge-bench-cal-") as tmp:
        data = Path(tmp) / "data.jsonl"
        data.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
        env = {
            **os.environ,
            "LOCALJUDGE_CALIBRATION_DIR": str(Path(tmp) / "profiles"),
            "OMP_WAIT_POLICY": os.environ.get("OMP_WAIT_POLICY", "PASSIVE"),
        }
        common = [
            "--scorer",
            "rubric",
            "--labels",
            "expected",
            "--model",
            model,
            "--cache-dir",
            str(Path(tmp) / "cache"),
        ]
        load = os.getloadavg()[0]
        cold = _step(["calibrate", str(data), *common, "--force"], env)
        again = _step(["calibrate", str(data), *common, "--force"], env)
        rescore = _step(["score", str(data), *common], env)
    result = {
        "model": model,
        "n": n,
        "cold": {k: v for k, v in cold.items() if k != "stdout"},
        "recalibrate": {k: v for k, v in again.items() if k != "stdout"},
        "rescore": {k: v for k, v in rescore.items() if k != "stdout"},
        "ratio": cold["seconds"] / again["seconds"],
        "load_avg": load,
        "transcript": again["stdout"],
    }
    result["markdown"] = markdown(result)
    return result


def markdown(r: dict[str, Any]) -> str:
    return "\n".join(
        [
            f"Recalibration from the verdict cache ({r['model']}, {r['n']} rubric items from "
            f"the examples, each step a fresh `localjudge` process; load average "
            f"{r['load_avg']:.2f} at the start)",
            "",
            "| step | seconds | items wholly from the cache |",
            "|---|---|---|",
            f"| `calibrate`, empty cache | {r['cold']['seconds']:.1f} | "
            f"{r['cold']['cache_hits']} |",
            f"| `calibrate` again (cache only) | {r['recalibrate']['seconds']:.1f} | "
            f"{r['recalibrate']['cache_hits']} |",
            f"| `score --labels` with the new profile | {r['rescore']['seconds']:.1f} | — |",
            "",
            f"Cold over cached recalibration: **{r['ratio']:.1f}×**.",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-0.5b")
    ap.add_argument("--n", type=int, default=28)
    args = ap.parse_args(argv)
    result = run(args.model, args.n)
    print(result["markdown"])
    print(result["transcript"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
