"""Batched decoding benchmark: one rubric item's criteria on the default path and batched.

In one run, for each reasoning mode asked (``none``, the default, and ``before``): the same
item's 10 criteria judged by the default one-at-a-time path (``LlamaJudge()``), by the batched
path one by one (``LlamaJudge(batch=True).generate``) and by the batched path as one batch
(``generate_many``), each from a cold state, with no verdict cache. It prints seconds per
criterion, tokens evaluated, and the largest probability difference between the batched
path's lone and batched verdicts (0: bit for bit the same). The load average is printed beside
every figure: run it alone.

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


def main() -> None:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("model", help="a .gguf path")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--modes", default="none,before", help="reasoning modes to measure")
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
    print(f"end [{_load()}]")


if __name__ == "__main__":
    main()
