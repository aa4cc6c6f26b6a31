"""Batch benchmark: seconds per criterion of a per-criterion rubric, batched vs one at a time.

One judge, one run: the same item's criteria judged one by one (``generate``) and as one batch
(``generate_many``), each from a cold state (no prefix held), then llama.cpp's raw prompt rate
(the ``Llama`` object, 512-token chunks) and the batch context's (32-token calls) for
comparison. The load average is printed beside every figure: the machine may be shared.

    python scripts/bench_batch.py models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf --threads 2
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


def _requests(hardened: bool = True) -> list[Any]:
    from localjudge.judges.structured import DecodeRequest
    from localjudge.scorers.prompts import rubric as prompts
    from localjudge.scorers.rubric import criterion_grammar
    from localjudge.types import Criterion

    out = []
    for i, text in enumerate(CRITERIA):
        c = Criterion(description=text)
        msgs = [
            {"role": "system", "content": prompts.INSTRUCTIONS},
            {"role": "user", "content": prompts.criterion_prompt(TASK, OUTPUT, c, hardened)},
        ]
        out.append(DecodeRequest.of(msgs, criterion_grammar(i, c)))
    return out


def _raw_rates(judge: Any, n: int = 300) -> tuple[float, float]:
    from localjudge.judges.engine import Eval

    llm = judge._llm
    text = "The quick brown fox jumps over the lazy dog near the river bank. " * 40
    tokens = list(llm.tokenize(text.encode(), add_bos=False))[:n]
    llm.reset()
    t0 = time.perf_counter()
    llm.eval(tokens)
    raw = n / (time.perf_counter() - t0)
    llm.reset()
    batcher = judge._batcher
    batcher.reset()
    t0 = time.perf_counter()
    batcher.ctx.evaluate([(batcher.work_seqs[0], Eval(tokens, 0))])
    ours = n / (time.perf_counter() - t0)
    batcher.reset()
    return raw, ours


def main() -> None:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("model", help="a .gguf path")
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()

    from localjudge.judges.llama import LlamaJudge

    judge = LlamaJudge(args.model, n_threads=args.threads).load()
    reqs = _requests()
    judge.generate(reqs[0].messages, reqs[0].grammar)  # warm up (loads, builds the context)
    assert judge._batcher is not None
    n = len(reqs)

    judge._batcher.reset()
    t0 = time.perf_counter()
    alone = [judge.generate(r.messages, r.grammar) for r in reqs]
    seq_s = time.perf_counter() - t0
    print(f"sequential: {seq_s / n:.2f} s/criterion ({seq_s:.1f} s for {n}) [{_load()}]")

    judge._batcher.reset()
    t0 = time.perf_counter()
    many = judge.generate_many(reqs)
    batch_s = time.perf_counter() - t0
    print(f"batched:    {batch_s / n:.2f} s/criterion ({batch_s:.1f} s for {n}) [{_load()}]")
    same = sum(a.text == b.text for a, b in zip(alone, many))
    diff = max(
        abs(x.probability - y.probability)
        for a, b in zip(alone, many)
        for x, y in zip(a.choices, b.choices)
    )
    print(f"same verdict text: {same}/{n}; max probability difference {diff:.3g}")
    tokens = sum(g.prompt_tokens for g in alone), sum(g.completion_tokens for g in alone)
    print(f"prompt tokens {tokens[0]}, completion tokens {tokens[1]} (sum over criteria)")

    raw, ours = _raw_rates(judge)
    print(f"raw prompt rate, Llama.eval (512-token chunks): {raw:.0f} tok/s [{_load()}]")
    print(f"prompt rate, batch context (32-token calls):   {ours:.0f} tok/s [{_load()}]")
    judge.close()


if __name__ == "__main__":
    main()
