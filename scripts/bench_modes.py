"""Benchmark of the reasoning modes: seconds and tokens per item for each mode, against the floor.

The same items are scored cold (verdict cache off) with each ``reasoning`` mode: the similarity
scorer on SICK pairs (one short sentence each) and EVOUNA answers (chatbot paragraphs), the
rubric scorer on REALSumm items (an article's summary, ~10 criteria), so the modes compare as
ratios taken on one machine in one run. Items come from the dev sets (read in place) past the
first 40 used for tuning. The modes are timed in turns, in a rotated order each round, and
each row gives the median round. Before each timing, one item is scored untimed (the system
text, evaluated once per judge, is not charged to the timed items).

The floor of an item is what llama.cpp itself needs to evaluate the item's own text once (the
task, the output, and the criteria or the ground truth) at the raw prompt rate measured in the
same run (``bench_engine.raw_rates``, 512 tokens); ``judge / floor`` is the item's time over it.
A REALSumm item's own text (about 1,300 tokens) is longer, and llama.cpp reads a longer text
at a lower rate (each token attends to more before it), so the table also gives the floor
timed: llama.cpp evaluating each item's own text once, from an empty context, in the same run
(``judge / timed``). Usage::

    .venv/bin/python scripts/bench.py --sections modes --models qwen2.5-coder-0.5b --limit 10
"""

from __future__ import annotations

import os
import time
from typing import Any

from bench_engine import raw_rates
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


def _own_text(run: dict[str, Any]) -> str:
    """The item's own text: what any judge must read once (task, output, criteria or truth)."""
    rubric = run.get("request_context", {}).get("rubric", [])
    parts = [str(run.get("input", "")), str(run["output"]), str(run.get("ground_truth", ""))]
    return "\n".join(parts + [str(c) for c in rubric])


def _timed_floor(judge: Any, tokens: list[list[int]], repeats: int = 2) -> float:
    """Seconds llama.cpp takes to evaluate each item's own tokens once from an empty context
    (the median of ``repeats`` rounds), averaged over the items."""
    import statistics

    llm = judge._llm
    per_item = []
    for toks in tokens:
        rounds = []
        for _ in range(repeats):
            llm.reset()
            start = time.perf_counter()
            llm.eval(toks)
            rounds.append(time.perf_counter() - start)
        per_item.append(statistics.median(rounds))
    llm.reset()
    # The judge's default path keeps its last prompt's prefix in this context's KV cache and
    # reuses it when the next prompt starts the same; what was evaluated here replaced it.
    judge.forget_prefixes()
    return sum(per_item) / max(1, len(per_item))


def _items(limit: int, offset: int = OFFSET) -> dict[str, tuple[str, list[dict[str, Any]]]]:
    """Each benchmark set: its scorer and its items."""
    sick = [
        {"output": r["output"], "ground_truth": r["ground_truth"]}
        for r in load("sim_sick_test_nli", limit, offset)
    ]
    evouna = [
        {"input": r["input"], "output": r["output"], "ground_truth": r["ground_truth"]}
        for r in load("sim_evouna_nq_tq", limit, offset)
    ]
    realsumm = [
        {
            "input": r["input"],
            "output": r["output"],
            "request_context": {"rubric": [c["description"] for c in r["criteria"]]},
        }
        for r in load("rubric_realsumm_scu", limit, offset)
    ]
    return {
        "SICK": ("similarity", sick),
        "EVOUNA": ("similarity", evouna),
        "REALSumm": ("rubric", realsumm),
    }


def run(models: list[str], limit: int = 10, repeats: int = 2) -> dict[str, Any]:
    """Score ``limit`` items per set with every reasoning mode, for each model.

    The modes are timed in turns, ``repeats`` rounds per set, each round in a rotated order
    (none, failures, after, before; then failures, after, before, none; ...), and each row
    gives the median round: on a shared machine a slow minute then lands on one round of one
    mode, not on a whole mode.
    """
    import statistics

    import localjudge as lj

    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    sets = _items(limit)
    # One item before the timed ones, scored untimed per set and mode: the judge evaluates the
    # scorer's system text once and then reuses it, so a short run would otherwise charge
    # that one-off cost to its first item.
    warm = _items(1, OFFSET - 1)
    embedder = lj.load_embedder().load()
    rows = []
    for model in models:
        judge = lj.load_judge(model, cache=False).load()
        rates = raw_rates(judge, repeats=3, prompt_tokens=512)
        llm = judge._llm
        for name, (kind, items) in sets.items():
            own_tokens = [llm.tokenize(_own_text(r).encode(), add_bos=False) for r in items]
            own = [len(t) for t in own_tokens]
            floor = sum(own) / max(1, len(own)) / rates["pp_tok_s"]
            timed_floor = _timed_floor(judge, own_tokens)
            scorers = {}
            for mode in MODES:
                opts = {"reasoning": mode}
                scorers[mode] = (
                    lj.create_answer_similarity_scorer(model=judge, embedder=embedder, options=opts)
                    if kind == "similarity"
                    else lj.create_rubric_scorer(model=judge, options=opts)
                )
            timed: dict[str, list[dict[str, float]]] = {mode: [] for mode in MODES}
            loads: dict[str, list[float]] = {mode: [] for mode in MODES}
            for k in range(max(1, repeats)):
                for mode in MODES[k % len(MODES) :] + MODES[: k % len(MODES)]:
                    _time(scorers[mode], warm[name][1])
                    timed[mode].append(_time(scorers[mode], items))
                    loads[mode].append(os.getloadavg()[0])
            for mode in MODES:
                seconds = [t["s_per_item"] for t in timed[mode]]
                rows.append(
                    {
                        "model": model,
                        "set": name,
                        "scorer": kind,
                        "mode": mode,
                        "own_tokens": sum(own) / max(1, len(own)),
                        "floor_s": floor,
                        "timed_floor_s": timed_floor,
                        "pp_tok_s": rates["pp_tok_s"],
                        "load": max(loads[mode]),
                        "rounds_s": seconds,
                        **timed[mode][0],
                        "s_per_item": statistics.median(seconds),
                    }
                )
        judge.close()
    lines = [
        "| model | set | reasoning | s/item | floor s/item | judge / floor | timed floor s/item "
        "| judge / timed | prompt tok/item | completion tok/item | s vs before | rounds s/item "
        "| load |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        base = next(
            x for x in rows if (x["model"], x["set"], x["mode"]) == (r["model"], r["set"], "before")
        )
        lines.append(
            f"| {r['model']} | {r['set']} | {r['mode']} | {r['s_per_item']:.2f} "
            f"| {r['floor_s']:.2f} | {r['s_per_item'] / r['floor_s']:.2f} "
            f"| {r['timed_floor_s']:.2f} | {r['s_per_item'] / r['timed_floor_s']:.2f} "
            f"| {r['prompt_tokens']:.0f} | {r['completion_tokens']:.0f} "
            f"| {r['s_per_item'] / base['s_per_item']:.2f} "
            f"| {', '.join(f'{x:.2f}' for x in r['rounds_s'])} | {r['load']:.2f} |"
        )
    rate = {r["model"]: r["pp_tok_s"] for r in rows}
    pp = ", ".join(f"{m} {rate[m]:.0f}" for m in models)
    lines.append("")
    lines.append(
        f"Floor: the item's own text (task, output, criteria or ground truth; {pp} tok/s raw "
        "prompt rate, 512 tokens, measured in this run). Timed floor: llama.cpp evaluating "
        "each item's own text once from an empty context, in this run (median of 2). "
        "s/item: the median of the rounds, "
        "the modes timed in turns in a rotated order each round. Load: the highest 1-minute "
        "load average after a round."
    )
    return {"rows": rows, "limit": limit, "markdown": "\n".join(lines)}
