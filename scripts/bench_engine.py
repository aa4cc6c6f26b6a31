"""Engine benchmark: llama.cpp's raw speed on this machine vs the judge engine's cost per verdict.

For each model it measures, in one run:

* the raw prompt-processing rate (tokens/s evaluating a ~300-token prompt from scratch through
  the raw ``Llama`` object: ``llm.reset(); llm.eval(tokens)``) and the raw generation rate
  (greedy single-token ``llm.eval([t])`` steps, argmax of the logits, no grammar) — the physical
  limit here;
* the judge engine on a rubric-like verdict (reasoning ≤ 300 chars, a bool, an enum) over a set
  of prompts: wall seconds, prompt / fed / sampled tokens, and the ideal time those tokens
  would take at the raw rates, ``prompt/pp + sampled/gen + fed/pp``;
* the same verdicts replayed from a warm verdict cache.

Figures are medians over repeats. Run through ``scripts/bench.py --sections engine``.
"""

from __future__ import annotations

import os

# llama.cpp here is built with OpenMP; spinning waits collapse on a shared CPU. Must precede
# the first llama_cpp import. Passive waiting changes speed only, and it applies to both the
# raw rates and the engine, so their ratio stays fair.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

PROMPTS = [
    ("What is the capital of France?", "Paris is the capital of France."),
    ("What is 17 * 3?", "17 * 3 = 41."),
    ("Name a primary colour.", "Green is a primary colour of light."),
    ("Who wrote Hamlet?", "Hamlet was written by Charles Dickens in 1850."),
    ("Explain recursion briefly.", "Recursion is when a function calls itself on a smaller input."),
    ("Is the Earth flat?", "No. The Earth is an oblate spheroid, as satellite images show."),
    ("Translate 'thank you' to Spanish.", "Gracias."),
    ("What does HTTP 404 mean?", "It means the server could not find the requested resource."),
    ("Give a prime number above 10.", "15 is a prime number."),
    ("How many legs does a spider have?", "Spiders have eight legs."),
    ("What is the boiling point of water at sea level?", "100 degrees Celsius."),
    ("Summarise: the meeting moved to Tuesday.", "The meeting is now on Tuesday."),
]
CRITERIA = "- The answer is factually correct\n- The answer is concise"
FILLER = (
    "The quick brown fox jumps over the lazy dog while the committee reviews the quarterly "
    "figures, and the engineers measure how fast a small language model reads its prompt. "
)


class Verdict(BaseModel):
    """A rubric-like verdict: bounded reasoning first, then the decisions."""

    reasoning: str = Field(max_length=300)
    satisfied: bool
    severity: Literal["none", "minor", "major"]


def _messages(question: str, answer: str) -> list[dict[str, str]]:
    return [
        {
            "role": "system",
            "content": "You are a strict grader. Judge the answer against the criteria and "
            "reply with the verdict JSON only.",
        },
        {
            "role": "user",
            "content": f"Criteria:\n{CRITERIA}\n\nQuestion: {question}\nAnswer: {answer}\n\n"
            "Give your reasoning, whether every criterion is satisfied, and the severity of "
            "any problem.",
        },
    ]


def _median(xs: list[float]) -> float:
    return float(statistics.median(xs)) if xs else float("nan")


def raw_rates(judge: Any, repeats: int, prompt_tokens: int = 300, gen_tokens: int = 64) -> dict:
    """llama.cpp's raw prompt-processing and generation rates through the ``Llama`` object."""
    import numpy as np

    from localjudge.judges.engine import last_logits

    llm = judge._llm
    text = FILLER * (prompt_tokens // 20 + 2)
    tokens = list(llm.tokenize(text.encode(), add_bos=False, special=False))[:prompt_tokens]
    pp, gen = [], []
    for _ in range(repeats):
        llm.reset()
        t0 = time.perf_counter()
        llm.eval(tokens)
        pp.append(len(tokens) / (time.perf_counter() - t0))
        t0 = time.perf_counter()
        for _ in range(gen_tokens):
            nxt = int(np.argmax(last_logits(llm)))
            llm.eval([nxt])
        gen.append(gen_tokens / (time.perf_counter() - t0))
    llm.reset()  # the judge decodes on a context of its own (judges.seqctx): nothing to forget
    return {
        "prompt_tokens": len(tokens),
        "gen_tokens": gen_tokens,
        "pp_tok_s": _median(pp),
        "gen_tok_s": _median(gen),
        "pp_samples": pp,
        "gen_samples": gen,
    }


def engine_costs(judge: Any, prompts: list[tuple[str, str]], repeats: int, rates: dict) -> dict:
    """Per-verdict wall time and token counts of the judge engine, against the ideal time."""
    per_prompt: list[dict[str, Any]] = []
    times: dict[int, list[float]] = {i: [] for i in range(len(prompts))}
    gens: dict[int, Any] = {}
    for _ in range(repeats):
        # consecutive prompts differ, so every verdict evaluates its prompt from scratch
        for i, (q, a) in enumerate(prompts):
            t0 = time.perf_counter()
            gen = judge.generate(_messages(q, a), Verdict)
            times[i].append(time.perf_counter() - t0)
            if i in gens and gens[i].text != gen.text:
                raise RuntimeError(f"non-deterministic verdict for prompt {i}")
            gens[i] = gen
    for i, gen in gens.items():
        fed = gen.completion_tokens - gen.sampled_tokens
        ideal = (
            gen.prompt_tokens / rates["pp_tok_s"]
            + gen.sampled_tokens / rates["gen_tok_s"]
            + fed / rates["pp_tok_s"]
        )
        wall = _median(times[i])
        per_prompt.append(
            {
                "seconds": wall,
                "samples": times[i],
                "prompt_tokens": gen.prompt_tokens,
                "fed_tokens": fed,
                "sampled_tokens": gen.sampled_tokens,
                "ideal_seconds": ideal,
                "ratio": wall / ideal,
                "text": gen.text,
            }
        )
    return {"per_prompt": per_prompt}


def cached_costs(model: str, prompts: list[tuple[str, str]], repeats: int, **opts: Any) -> dict:
    """Seconds per verdict when every verdict is already in the on-disk cache."""
    from localjudge import load_judge

    with tempfile.TemporaryDirectory() as tmp:
        judge = load_judge(model, cache=Path(tmp), **opts)
        try:
            for q, a in prompts:
                judge.generate(_messages(q, a), Verdict)
            samples = []
            for _ in range(repeats):
                for q, a in prompts:
                    t0 = time.perf_counter()
                    gen = judge.generate(_messages(q, a), Verdict)
                    samples.append(time.perf_counter() - t0)
                    assert gen.cached
        finally:
            judge.close()
    return {"seconds": _median(samples), "samples": samples}


def bench_model(model: str, limit: int | None, repeats: int) -> dict:
    """Every engine figure for one model."""
    from localjudge import load_judge

    prompts = PROMPTS[: limit or 10]
    judge = load_judge(model, cache=False)
    t0 = time.perf_counter()
    judge.load()
    load_s = time.perf_counter() - t0
    try:
        judge.generate(_messages(*prompts[0]), Verdict)  # warm-up: first decode allocates
        rates = raw_rates(judge, repeats)
        costs = engine_costs(judge, prompts, repeats, rates)
        n_threads = judge.n_threads
    finally:
        judge.close()
    cached = cached_costs(model, prompts, repeats)
    pp = costs["per_prompt"]
    cold = _median([p["seconds"] for p in pp])
    total_wall = sum(p["seconds"] for p in pp)
    total_ideal = sum(p["ideal_seconds"] for p in pp)
    return {
        "model": model,
        "n_threads": n_threads,
        "load_seconds": load_s,
        "prompts": len(prompts),
        "repeats": repeats,
        **{k: rates[k] for k in ("pp_tok_s", "gen_tok_s", "prompt_tokens", "gen_tokens")},
        "raw": rates,
        "verdict_seconds": cold,
        "prompt_tokens_median": _median([p["prompt_tokens"] for p in pp]),
        "fed_tokens_median": _median([p["fed_tokens"] for p in pp]),
        "sampled_tokens_median": _median([p["sampled_tokens"] for p in pp]),
        "ideal_seconds_median": _median([p["ideal_seconds"] for p in pp]),
        "ratio_median": _median([p["ratio"] for p in pp]),
        "ratio_total": total_wall / total_ideal,
        "cached_seconds": cached["seconds"],
        "cached_over_cold": cached["seconds"] / cold,
        "per_prompt": pp,
        "cached": cached,
    }


def markdown(rows: list[dict]) -> str:
    """The engine table."""
    head = (
        "| model | threads | pp tok/s | gen tok/s | verdict s | prompt tok | fed tok | "
        "sampled tok | ideal s | judge/ideal (median) | judge/ideal (total) | cached s | "
        "cached/cold |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    )
    lines = [
        f"| {r['model']} | {r['n_threads']} | {r['pp_tok_s']:.0f} | {r['gen_tok_s']:.1f} | "
        f"{r['verdict_seconds']:.2f} | {r['prompt_tokens_median']:.0f} | "
        f"{r['fed_tokens_median']:.0f} | {r['sampled_tokens_median']:.0f} | "
        f"{r['ideal_seconds_median']:.2f} | {r['ratio_median']:.2f} | {r['ratio_total']:.2f} | "
        f"{r['cached_seconds'] * 1000:.1f} ms | {r['cached_over_cold']:.4f} |"
        for r in rows
    ]
    note = (
        "\n\nMedians over prompts of per-prompt medians over repeats. ideal = prompt/pp + "
        "sampled/gen + fed/pp at the raw llama.cpp rates measured in the same run "
        f"(OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '')})."
    )
    return head + "\n".join(lines) + note


def run(models: list[str], limit: int | None = None, repeats: int = 3) -> dict:
    """Benchmark the engine for each model; returns ``{"markdown", "models": {...}}``."""
    rows = []
    for model in models:
        print(f"[engine] {model} ...", flush=True)
        rows.append(bench_model(model, limit, repeats))
    return {"markdown": markdown(rows), "models": {r["model"]: r for r in rows}}
