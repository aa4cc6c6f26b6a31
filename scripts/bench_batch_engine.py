"""Batched decoding benchmark: one rubric item's criteria on the default path and batched.

In one run, for each reasoning mode asked (``none``, the default, and ``before``): the same
item's 10 criteria judged by the default one-at-a-time path (``LlamaJudge()``), by the batched
path one by one (``LlamaJudge(batch=True).generate``) and by the batched path as one batch
(``generate_many``), each from a cold state, with no verdict cache. It prints seconds per
criterion, tokens evaluated, and the largest probability difference between the batched
path's lone and batched verdicts (0: bit for bit the same). Then, per mode, the items/s of
``run_evals`` over 8 hand-written items at concurrency 1 and 4 on both paths (on the batched
path, concurrent items' criteria share batches). Then the similarity scorer over hand-written
multi-sentence answers: its candidate pairs asked in one prompt (``pair_calls="joint"``, the
default) or one prompt per pair (``each``), on both paths, with seconds per item, tokens
evaluated and the largest probability difference between the paths' ``each`` verdicts; and
items/s at concurrency 1 and 4 with ``each`` on the batched path. The load average is printed
beside every figure: run it alone.

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


# Written for this benchmark: a reference answer and an answer to judge against it, a few
# sentences each, so that the pre-pass sends several pairs per item to the judge.
SIM_ITEMS = [
    (
        "Describe the Eiffel Tower.",
        "The Eiffel Tower is in Paris. It was completed in 1889. It is made of wrought iron. "
        "It is about 330 metres tall.",
        "The Eiffel Tower stands in Paris, France. It was finished in 1889 for a world fair. "
        "The tower is built from iron. It is roughly 300 metres high.",
    ),
    (
        "How do plants make food?",
        "Plants make food by photosynthesis. They use sunlight, water and carbon dioxide. "
        "Oxygen is released as a by-product.",
        "Plants feed themselves through photosynthesis. Light, water and CO2 are turned into "
        "sugar. They do not release any gas.",
    ),
    (
        "When does the library open?",
        "The library opens at nine on weekdays. On Saturdays it opens at ten. It is closed on "
        "Sundays.",
        "On weekdays the library opens at 9 am. Saturday opening is at 11. Sundays it is shut.",
    ),
    (
        "What is the Danube?",
        "The Danube is a river in Europe. It flows into the Black Sea. It passes through "
        "Vienna and Budapest.",
        "The Danube is a European river. It ends in the North Sea. Vienna and Budapest lie on "
        "its banks. It is the second longest river in Europe.",
    ),
    (
        "Tell me about the Moon.",
        "The Moon orbits the Earth. It has no atmosphere to speak of. Its gravity causes the "
        "tides.",
        "Earth's Moon goes around our planet. Tides are caused by its pull. It has a thick "
        "atmosphere.",
    ),
    (
        "Who wrote Hamlet and when?",
        "Hamlet was written by William Shakespeare. It dates from around 1600. It is a tragedy.",
        "William Shakespeare wrote Hamlet. He wrote it about 1601. It is a comedy set in Denmark.",
    ),
]


def similarity(model: str, threads: int) -> None:
    """Seconds per similarity item, joint vs per-pair prompts, default vs batched path."""
    from localjudge import create_answer_similarity_scorer, run_evals
    from localjudge.embeddings.sentence import load_embedder
    from localjudge.judges.llama import LlamaJudge

    embedder = load_embedder(None)
    items = [{"input": q, "ground_truth": gt, "output": out} for q, gt, out in SIM_ITEMS]
    embedder.embed([t for it in items for t in (it["ground_truth"], it["output"])])  # warm
    print(f"similarity, {len(items)} items [{_load()}]")
    probs: dict[tuple[bool, str], list[Any]] = {}
    for batch, calls in ((False, "joint"), (False, "each"), (True, "joint"), (True, "each")):
        judge = LlamaJudge(model, n_threads=threads, batch=batch).load()
        scorer = create_answer_similarity_scorer(
            judge, options={"pair_calls": calls}, embedder=embedder
        )
        scorer.run({"output": "A cat sat.", "ground_truth": "A dog sat."})  # builds the context
        t0 = time.perf_counter()
        results = [scorer.run(it) for it in items]
        seconds = time.perf_counter() - t0
        pairs = sum(r.analyze_step_result.get("judge_pairs", 0) for r in results)
        probs[(batch, calls)] = [
            p.get("probabilities") or {}
            for r in results
            for p in r.analyze_step_result.get("pairs", [])
            if p.get("decided_by") == "judge"
        ]
        print(
            f"  {'batched' if batch else 'default'} path, pair_calls={calls}: "
            f"{seconds / len(items):5.2f} s/item ({pairs} pairs judged), scores "
            f"{[r.score for r in results]} [{_load()}]"
        )
        judge.close()
    a, b = probs[(False, "each")], probs[(True, "each")]
    diff = max((abs(x[k] - y.get(k, 0.0)) for x, y in zip(a, b) for k in x), default=0.0)
    print(f"  pair_calls=each, default vs batched path: max |dp| {diff:.3g}")
    for concurrency in (1, 4):
        judge = LlamaJudge(model, n_threads=threads, batch=True).load()
        scorer = create_answer_similarity_scorer(
            judge, options={"pair_calls": "each"}, embedder=embedder
        )
        t0 = time.perf_counter()
        run_evals(items, scorer, concurrency=concurrency)
        seconds = time.perf_counter() - t0
        print(
            f"  batched path, pair_calls=each, concurrency {concurrency}: "
            f"{len(items) / seconds:.3f} items/s, {judge.merged_rounds} merged batches of "
            f"{judge.rounds} [{_load()}]"
        )
        judge.close()


def main() -> None:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("model", help="a .gguf path")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--modes", default="none,before", help="reasoning modes to measure")
    ap.add_argument("--no-concurrency", action="store_true", help="skip items/s by concurrency")
    ap.add_argument("--sections", default="rubric,similarity", help="rubric and/or similarity")
    args = ap.parse_args()

    from localjudge.judges.llama import LlamaJudge

    print(f"start [{_load()}]")
    sections = args.sections.split(",")
    for mode in args.modes.split(",") if "rubric" in sections else []:
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
    if not args.no_concurrency and "rubric" in sections:
        for mode in args.modes.split(","):
            print(f"run_evals, {len(ORDERS)} items x 3 criteria, reasoning={mode}:")
            by_concurrency(args.model, args.threads, mode)
    if "similarity" in sections:
        similarity(args.model, args.threads)
    print(f"end [{_load()}]")


if __name__ == "__main__":
    main()
