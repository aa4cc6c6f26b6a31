"""Does a sequence's verdict depend on what shares its llama.cpp batch? A measurement.

Multi-sequence batching (several criteria or items in one ``llama_decode`` call) is only
acceptable here if a verdict stays the same whatever it is batched with (issue: "reproducible
whatever the batch"). This script measures it on the installed llama.cpp build and a judge:

* **prompt**: one target prompt evaluated alone, in calls of at most R rows, against the same
  prompt evaluated with the pieces of seven other prompts packed into the same calls;
* **step**: one decode step of the target alone (one row) against the same step beside the
  seven others' steps in one call;

for several call sizes R and with flash attention on and off, and reports the largest
difference of the next-token logits and probabilities, and the prompt rate at each R (the
target alone, tokens per second). It uses a second llama.cpp context with 8 sequences over one
unified KV cache, as a batched engine would.

    .venv/bin/python scripts/bench.py --sections batch --models qwen2.5-coder-0.5b
    .venv/bin/python scripts/bench_batch.py models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf

Run it alone on the machine: the prompt rates are timings.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # must precede the first llama_cpp import

import argparse
import ctypes
import time
from typing import Any

import numpy as np

TEXT = (
    "The refund policy allows returns within thirty days of delivery when the item is unused "
    "and in its original packaging. Customers who received a damaged parcel may ask for a "
    "replacement instead, and the shop pays the return postage in that case. "
)
N_SEQ = 8


class Context:
    """A multi-sequence context on a loaded model (flash attention on or off)."""

    def __init__(self, llm: Any, flash: bool, n_ctx: int = 4096) -> None:
        import llama_cpp
        from llama_cpp import _internals

        self.lib = llama_cpp
        params = llama_cpp.llama_context_params.from_buffer_copy(llm.context_params)
        params.n_ctx = n_ctx
        params.n_seq_max = N_SEQ
        params.kv_unified = True
        params.flash_attn_type = (
            llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED
            if flash
            else llama_cpp.LLAMA_FLASH_ATTN_TYPE_DISABLED
        )
        self.ctx = _internals.LlamaContext(model=llm._model, params=params, verbose=False)
        self.mem = llama_cpp.llama_get_memory(self.ctx.ctx)
        self.n_vocab = llm.n_vocab()
        self.batch = llama_cpp.llama_batch_init(512, 0, 1)

    def close(self) -> None:
        self.lib.llama_batch_free(self.batch)
        self.ctx.close()

    def clear(self) -> None:
        self.lib.llama_memory_clear(self.mem, True)

    def decode(self, rows: list[tuple[int, int, int, bool]]) -> dict[int, np.ndarray]:
        """One llama_decode of ``(seq, pos, token, want_logits)`` rows; logits by sequence."""
        b = self.batch
        for n, (seq, pos, tok, want) in enumerate(rows):
            b.token[n], b.pos[n], b.n_seq_id[n], b.logits[n] = tok, pos, 1, want
            b.seq_id[n][0] = seq
        b.n_tokens = len(rows)
        if self.lib.llama_decode(self.ctx.ctx, b) != 0:
            raise RuntimeError("llama_decode failed")
        out = {}
        for n, (seq, _, _, want) in enumerate(rows):
            if want:
                ptr = self.lib.llama_get_logits_ith(self.ctx.ctx, n)
                out[seq] = np.ctypeslib.as_array(
                    ctypes.cast(ptr, ctypes.POINTER(ctypes.c_float)), shape=(self.n_vocab,)
                ).copy()
        return out

    def prompts(self, seqs: dict[int, list[int]], rows: int) -> dict[int, np.ndarray]:
        """Evaluate each sequence's prompt in pieces of ``rows`` tokens, pieces of different
        sequences packed into the same calls; the logits after each last token."""
        queue = []
        for seq, toks in seqs.items():
            for start in range(0, len(toks), rows):
                piece = toks[start : start + rows]
                last = start + rows >= len(toks)
                queue.append(
                    [(seq, start + j, t, last and j == len(piece) - 1) for j, t in enumerate(piece)]
                )
        out: dict[int, np.ndarray] = {}
        call: list[tuple[int, int, int, bool]] = []
        for piece in queue:
            if call and len(call) + len(piece) > rows:
                out.update(self.decode(call))
                call = []
            call += piece
        if call:
            out.update(self.decode(call))
        return out


def _probs(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max())
    return e / e.sum()


def _diff(a: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    return float(np.abs(a - b).max()), float(np.abs(_probs(a) - _probs(b)).max())


def measure(llm: Any, flash: bool, rows: int, tokens: list[int]) -> dict[str, Any]:
    """Alone-vs-mixed differences and the prompt rate for one call size."""
    ctx = Context(llm, flash)
    try:
        target = tokens[:150]
        others = {s: tokens[3 * s : 3 * s + 40 + 13 * s] for s in range(1, N_SEQ)}
        ctx.clear()
        start = time.perf_counter()
        alone = ctx.prompts({0: target}, rows)[0]
        rate = len(target) / (time.perf_counter() - start)
        step_alone = ctx.decode([(0, len(target), tokens[200], True)])[0]
        ctx.clear()
        mixed = ctx.prompts({**others, 0: target}, rows)[0]
        steps = [(s, len(t), tokens[200 + s], True) for s, t in others.items()]
        step_mixed = ctx.decode([*steps, (0, len(target), tokens[200], True)])[0]
    finally:
        ctx.close()
    dl, dp = _diff(alone, mixed)
    sl, sp = _diff(step_alone, step_mixed)
    return {"rows": rows, "flash": flash, "prompt": (dl, dp), "step": (sl, sp), "rate": rate}


def table(model_path: str, threads: int = 2, rows: tuple[int, ...] = (4, 8, 16, 32, 64)) -> str:
    """The measurement as a markdown table (flash attention on, then off)."""
    from llama_cpp import Llama

    llm = Llama(
        model_path=model_path,
        n_ctx=512,
        n_threads=threads,
        n_threads_batch=threads,
        verbose=False,
    )
    try:
        tokens = list(llm.tokenize((TEXT * 6).encode(), add_bos=False))
        one, five, _ = os.getloadavg()
        out = [
            f"Judge `{os.path.basename(model_path)}`, {threads} threads, {N_SEQ} sequences on one "
            f"unified KV cache; load {one:.2f}/{five:.2f} at the start.",
            "",
            "| call rows | flash attention | prompt: max Δlogit | prompt: max Δp | "
            "step: max Δlogit | step: max Δp | prompt tok/s alone |",
            "|---|---|---|---|---|---|---|",
        ]
        for flash in (True, False):
            for r in rows:
                m = measure(llm, flash, r, tokens)
                out.append(
                    f"| {r} | {'on' if flash else 'off'} | {m['prompt'][0]:.3g} | "
                    f"{m['prompt'][1]:.3g} | {m['step'][0]:.3g} | {m['step'][1]:.3g} | "
                    f"{m['rate']:.0f} |"
                )
        one, five, _ = os.getloadavg()
        out += [
            "",
            f"Load {one:.2f}/{five:.2f} at the end. Δ = the target sequence alone against the "
            "same sequence sharing its calls with seven others (prompt: pieces of their prompts "
            "packed into the same calls; step: one decode step beside theirs). 0 means bit for "
            "bit the same.",
        ]
        return "\n".join(out)
    finally:
        llm.close()


def run(model: str = "qwen2.5-coder-0.5b") -> dict[str, Any]:
    """The bench section: the table for the first model named."""
    from localjudge.catalog import resolve

    _, path, _ = resolve(model, "judge")
    return {"markdown": table(str(path)), "meta": {"model": model}}


def main() -> None:
    """Print the table."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("model", help="a .gguf path")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rows", default="4,8,16,32,64", help="call sizes to try")
    args = ap.parse_args()
    print(table(args.model, args.threads, tuple(int(r) for r in args.rows.split(","))))


if __name__ == "__main__":
    main()
