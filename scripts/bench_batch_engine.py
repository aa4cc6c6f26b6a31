"""Batched decoding benchmark: one rubric item's criteria on the default path and batched.

In one run, for each reasoning mode asked (``none``, the default, and ``before``): the same
item's 10 criteria judged by the default one-at-a-time path (``LlamaJudge()``), by the batched
path one by one (``LlamaJudge(batch=True).generate``) and by the batched path as one batch
(``generate_many``), each from a cold state, with no verdict cache. It prints seconds per
criterion, tokens evaluated, and the largest probability difference between the batched
path's lone and batched verdicts (0: bit for bit the same). Then, per mode, the items/s of
``run_evals`` over 8 hand-written items at concurrency 1 and 4 on both paths (on the batched
path, concurrent items' criteria share batches). The load average is printed beside every
figure: run it alone.

    .venv/bin/python scripts/bench_batch_engine.py models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # must precede the first llama_cpp import

import argparse
import time
from typing import Any

CRITERIA = [
    "The answer names the capital of Australia",
    "The answer says the capital is Canberra",
    "The answer is at most three sentences long",
    "The answer gives a reason or a source",
    "The answer mentions Sydney",
    "The answer is polite",
    "The answer contains no factual error",
    "The answer is written in English",
    "The answer does not use bullet points",
    "The answer mentions when the capital was chosen",
]
TASK = "What is the capital of Australia, and why is it not Sydney?"
OUTPUT = (
    "The capital of Australia is Canberra. It was chosen in 1908 as a compromise between "
    "Sydney and Melbourne, the two largest cities, which both wanted to be the capital."
)


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}"


def _requests(reasoning: str) -> list[Any]:
    from localjudge.judges.base import PREFIX_BREAK
    from localjudge.judges.structured import DecodeRequest
    from localjudge.scorers.prompts import rubric as prompts
    from localjudge.scorers.rubric_analysis import criterion_grammar
    from localjudge.types import Criterion

    out = []
    for i, text in enumerate(CRITERIA):
        c = Criterion(description=text)
        msgs = [
            {"role": "system", "content": prompts.INSTRUCTIONS + PREFIX_BREAK},
            {
                "role": "user",
                "content": prompts.criterion_prompt(TASK, OUTPUT, c, True, reasoning),
            },
        ]
        out.append(DecodeRequest.of(msgs, criterion_grammar(i, c, 240, reasoning)))
    return out


def _max_diff(a: list[Any], b: list[Any]) -> float:
    return max(
        abs(x.probability - y.probability)
        for ga, gb in zip(a, b)
        for x, y in zip(ga.choices, gb.choices)
    )


ORDERS = [
    "Thank you! Order 0 ships on Monday.",
    "It ships whenever.",
    "Order 2 is delayed; sorry for the wait.",
    "We will dispatch order 3 on 4 June. Thanks for your patience!",
    "Your parcel has left.",
    "Order 5 ships tomorrow, kind regards.",
    "Order 6? No idea.",
    "Dear customer, order 7 leaves our warehouse on Friday 12 May. Best wishes.",
]


def by_concurrency(model: str, threads: int, mode: str) -> None:
    """Items/s of ``run_evals`` at concurrency 1 and 4, default path and batched path."""
    from localjudge import create_rubric_scorer, run_evals
    from localjudge.judges.llama import LlamaJudge

    items = [
        {
            "input": f"Write one line telling a customer when order {n} ships.",
            "output": text,
            "rubric": ["States a shipping date", "Is polite", "Mentions the order number"],
        }
        for n, text in enumerate(ORDERS)
    ]
    scores = {}
    for batch in (False, True):
        for concurrency in (1, 4):
            judge = LlamaJudge(model, n_threads=threads, batch=batch).load()
            scorer = create_rubric_scorer(judge, options={"reasoning": mode})
            t0 = time.perf_counter()
            report = run_evals(items, scorer, concurrency=concurrency)
            seconds = time.perf_counter() - t0
            scores[(batch, concurrency)] = report["scores"]
            merged = f", {judge.merged_rounds} merged batches of {judge.rounds}" if batch else ""
            print(
                f"  {'batched' if batch else 'default'} path, concurrency {concurrency}: "
                f"{len(items) / seconds:.3f} items/s ({seconds:.1f} s){merged} [{_load()}]"
            )
            judge.close()
    same = scores[(True, 1)] == scores[(True, 4)]
    print(f"  batched path: concurrency 4 scores equal concurrency 1's: {same}")


def main() -> None:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("model", help="a .gguf path")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--modes", default="none,before", help="reasoning modes to measure")
    ap.add_argument("--no-concurrency", action="store_true", help="skip items/s by concurrency")
    args = ap.parse_args()

    from localjudge.judges.llama import LlamaJudge

    print(f"start [{_load()}]")
    for mode in args.modes.split(","):
        reqs = _requests(mode)
        n = len(reqs)
        rows = []
        for label, batch, together in (
            ("default path, one by one", False, False),
            ("batched path, one by one", True, False),
            ("batched path, one batch", True, True),
        ):
            judge = LlamaJudge(args.model, n_threads=args.threads, batch=batch).load()
            warm = _requests("none")[0]
            judge.generate(warm.messages, warm.grammar)  # builds the context; not timed
            if judge._batcher is not None:
                judge._batcher.reset()
            judge._prompt_state = []
            t0 = time.perf_counter()
            if together:
                gens = judge.generate_many(reqs)
            else:
                gens = [judge.generate(r.messages, r.grammar) for r in reqs]
            seconds = time.perf_counter() - t0
            evaluated = judge._batcher.ctx.evaluated if judge._batcher is not None else None
            rows.append((label, seconds, gens, evaluated))
            judge.close()
        print(f"reasoning={mode}: {n} criteria [{_load()}]")
        for label, seconds, gens, _ in rows:
            completion = sum(g.completion_tokens for g in gens)
            print(
                f"  {label:26s} {seconds / n:5.2f} s/criterion ({seconds:5.1f} s), "
                f"{completion} completion tokens"
            )
        lone, together = rows[1][2], rows[2][2]
        same = sum(a.text == b.text for a, b in zip(lone, together))
        print(
            f"  batched path, lone vs batch: same text {same}/{n}, max |dp| "
            f"{_max_diff(lone, together):.3g}; one batch / default path: "
            f"{rows[0][1] / rows[2][1]:.2f}x faster"
        )
    if not args.no_concurrency:
        for mode in args.modes.split(","):
            print(f"run_evals, {len(ORDERS)} items x 3 criteria, reasoning={mode}:")
            by_concurrency(args.model, args.threads, mode)
    print(f"end [{_load()}]")


if __name__ == "__main__":
    main()
