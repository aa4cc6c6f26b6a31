"""Benchmark llama.cpp's CPU thread settings on a quiet and on a busy machine, in one run.

llama.cpp's OpenMP worker threads spin while they wait for work; on a machine whose cores are
shared (a CI runner, a laptop running tests) a spinning thread competes with the other jobs,
and a run with every core can be many times slower than one with fewer. This section measures,
for each setting (threads × OpenMP wait policy), the prompt rate (one 256-token batch) and the
decode rate (greedy tokens one at a time) of a judge, first on the otherwise idle machine, then
with busy-loop processes holding all but one core. Each setting runs in a fresh subprocess:
the wait policy is read when the OpenMP runtime starts. Usage::

    .venv/bin/python scripts/bench.py --sections threads --models qwen2.5-coder-0.5b
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

_PROBE = r"""
import json, sys, time
sys.path.insert(0, sys.argv[3])
import localjudge as lj
judge = lj.load_judge(sys.argv[1], cache=False, n_threads=int(sys.argv[2])).load()
llm = judge._llm
text = ("The committee met on Tuesday to review the budget, the schedule and the risks. " * 40)
toks = llm.tokenize(text.encode(), add_bos=False)[:256]
llm.n_tokens = 0
llm.eval(toks[:8])  # warm-up
best_prompt = best_decode = 0.0
for _ in range(2):
    llm.n_tokens = 0
    t = time.perf_counter(); llm.eval(toks); dt = time.perf_counter() - t
    best_prompt = max(best_prompt, len(toks) / dt)
    t = time.perf_counter()
    for tok in toks[:24]:
        llm.eval([tok])
    best_decode = max(best_decode, 24 / (time.perf_counter() - t))
print(json.dumps({"prompt_tok_s": best_prompt, "decode_tok_s": best_decode}))
"""


def _burn(stop: Any) -> None:
    x = 0
    while not stop.is_set():
        x = (x * 1103515245 + 12345) % 2147483648


def _probe(model: str, threads: int, policy: str) -> dict[str, float]:
    env = dict(os.environ, OMP_WAIT_POLICY=policy)
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, model, str(threads), str(ROOT)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def run(model: str = "qwen2.5-coder-0.5b") -> dict[str, Any]:
    """Prompt and decode rates per (load, threads, wait policy)."""
    cores = os.cpu_count() or 1
    settings = [(t, p) for t in sorted({1, cores}) for p in ("PASSIVE", "ACTIVE")]
    rows = []
    for load in ("quiet", "busy"):
        stop = mp.Event()
        burners = []
        if load == "busy":
            burners = [mp.Process(target=_burn, args=(stop,)) for _ in range(max(1, cores - 1))]
            for b in burners:
                b.start()
            time.sleep(1.0)
        try:
            for threads, policy in settings:
                r = _probe(model, threads, policy)
                rows.append({"load": load, "threads": threads, "policy": policy, **r,
                             "loadavg": os.getloadavg()[0]})  # fmt: skip
        finally:
            stop.set()
            for b in burners:
                b.join()
    lines = [
        f"Judge `{model}`, {cores} cores; busy = {max(1, cores - 1)} busy-loop process(es) "
        "beside the judge. Best of 2 per setting.",
        "",
        "| machine | threads | OMP_WAIT_POLICY | prompt tok/s | decode tok/s | load avg |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['load']} | {r['threads']} | {r['policy']} | {r['prompt_tok_s']:.0f} | "
            f"{r['decode_tok_s']:.1f} | {r['loadavg']:.1f} |"
        )
    return {"rows": rows, "markdown": "\n".join(lines)}


if __name__ == "__main__":
    print(run(sys.argv[1] if len(sys.argv) > 1 else "qwen2.5-coder-0.5b")["markdown"])
