"""Benchmark of the reasoning modes: seconds and tokens per item for each mode, in one run.

The same items are scored cold (verdict cache off) with each ``reasoning`` mode, the similarity
scorer on SICK-size pairs and the rubric scorer on IFEval-size items, so the modes compare as
ratios taken on one machine in one run. Items come from the dev sets (read in place) past the
first 40 used for tuning. Usage::

    .venv/bin/python scripts/bench.py --sections modes --models qwen2.5-coder-0.5b --limit 10
"""

from __future__ import annotations

import os
import time
from typing import Any

from eval_dev import load

MODES = ("none", "failures", "after", "before")
OFFSET = 50


def _time(scorer: Any, runs: list[dict[str, Any]]) -> dict[str, float]:
    start = time.perf_counter()
    prompt = completion = 0
    for run in runs:
        res = scorer.run(run)
        if res.trace is not None:
            prompt += res.trace.prompt_tokens
            completion += res.trace.completion_tokens
    n = max(1, len(runs))
    return {
        "s_per_item": (time.perf_counter() - start) / n,
        "prompt_tokens": prompt / n,
        "completion_tokens": completion / n,
    }


def run(models: list[str], limit: int = 10) -> dict[str, Any]:
    """Score ``limit`` items per scorer with every reasoning mode, for each model."""
    import localjudge as lj

    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    pairs = [
        {"output": r["output"], "ground_truth": r["ground_truth"]}
        for r in load("sim_sick_test_nli", limit, OFFSET)
    ]
    rubric = [
        {
            "input": r["input"],
            "output": r["output"],
            "request_context": {"rubric": [c["description"] for c in r["criteria"]]},
        }
        for r in load("rubric_ifeval_checklist", limit, OFFSET)
    ]
    embedder = lj.load_embedder().load()
    rows = []
    for model in models:
        judge = lj.load_judge(model, cache=False).load()
        for mode in MODES:
            opts = {"reasoning": mode}
            sim = lj.create_answer_similarity_scorer(model=judge, embedder=embedder, options=opts)
            rub = lj.create_rubric_scorer(model=judge, options=opts)
            rows.append({"model": model, "scorer": "similarity", "mode": mode, **_time(sim, pairs)})
            rows.append({"model": model, "scorer": "rubric", "mode": mode, **_time(rub, rubric)})
        judge.close()
    lines = [
        "| model | scorer | reasoning | s/item | prompt tok/item | completion tok/item "
        "| s vs before |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        base = next(
            x
            for x in rows
            if (x["model"], x["scorer"], x["mode"]) == (r["model"], r["scorer"], "before")
        )
        lines.append(
            f"| {r['model']} | {r['scorer']} | {r['mode']} | {r['s_per_item']:.2f} "
            f"| {r['prompt_tokens']:.0f} | {r['completion_tokens']:.0f} "
            f"| {r['s_per_item'] / base['s_per_item']:.2f} |"
        )
    return {"rows": rows, "limit": limit, "markdown": "\n".join(lines)}
