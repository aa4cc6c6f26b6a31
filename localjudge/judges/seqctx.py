"""A multi-sequence llama.cpp context on a loaded judge's weights, driven through llama_batch."""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from localjudge.errors import ModelError
from localjudge.judges.engine import Eval

if TYPE_CHECKING:
    from llama_cpp import Llama

__all__ = ["MAX_ROWS", "PAD_TO", "KVCacheFull", "SeqContext"]

MAX_ROWS = 32
"""Tokens per ``llama_decode`` call. Measured on this project's judges (llama.cpp CPU, flash
attention; ``scripts/bench_batch.py``): calls of 8 to 32 rows give a sequence the same logits
bit for bit whatever shares the call; calls of 64 rows switch to kernels whose rounding depends
on what shares them (a decode step's probabilities moved by up to 0.011), and so do calls of 4
rows or fewer (0.013). Every call is therefore padded (with tokens of a sequence of its own,
dropped at once) to a whole number of ``PAD_TO`` rows, never more than ``MAX_ROWS`` + ``PAD_TO``
in all: a lone decode step is an 8-row call like a batched one, so a verdict decoded alone and
one decoded beside others are the same bit for bit (measured on a 10-criterion item: with
padding to 4 rows their probabilities differed by up to 0.018; with 8, by 0)."""

PAD_TO = 8


class KVCacheFull(Exception):
    """llama.cpp found no room in the KV cache for a batch (the batch driver falls back)."""


class SeqContext:
    """A second llama.cpp context on ``llm``'s model, with ``n_seq_max`` sequences.

    The high-level ``Llama`` object keeps its own context (and its own KV bookkeeping, which
    drops positions across *all* sequences on every ``eval``), so decoding runs here, on the
    same weights, never touching it. The KV cache is unified: a sequence copy only tags
    cells with another sequence id, so a shared prompt prefix takes its cells once however many
    sequences continue from it.

    Args:
        llm: the loaded model (its context parameters are copied: threads, batch size, KV
            types; flash attention is switched on).
        n_ctx: KV cells shared by all sequences.
        n_seq_max: sequences (ids ``0`` to ``n_seq_max - 1``).
    """

    def __init__(self, llm: Llama, *, n_ctx: int, n_seq_max: int) -> None:
        import llama_cpp
        from llama_cpp import _internals

        params = llama_cpp.llama_context_params.from_buffer_copy(llm.context_params)
        params.n_ctx = n_ctx
        params.n_seq_max = n_seq_max + 1  # the last one holds the padding token, never kept
        params.kv_unified = True
        # With flash attention (and small calls, see MAX_ROWS) a sequence's logits do not depend
        # on where its cells sit in the unified cache or on what shares its batch; without it,
        # llama.cpp's CPU attention reduces over every cell and the placement alone moved the
        # default judge's logits by up to 0.47 (measured). That invariance is what makes a
        # verdict the same alone, batched, in any order, with or without prefix reuse.
        params.flash_attn_type = llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED
        self._lib: Any = llama_cpp
        try:
            self._ctx = _internals.LlamaContext(model=llm._model, params=params, verbose=False)
        except ValueError as exc:
            raise ModelError(
                f"llama.cpp could not create a {n_seq_max}-sequence context of {n_ctx} cells "
                f"({exc}); lower n_seq_max or batch_n_ctx, or pass n_seq_max=1 to decode one "
                f"verdict at a time"
            ) from exc
        self.n_ctx = int(llama_cpp.llama_n_ctx(self._ctx.ctx))
        self.n_seq_max = n_seq_max
        self._pad_seq = n_seq_max
        self.n_batch = min(int(params.n_batch), MAX_ROWS)
        self._batch_rows = self.n_batch + PAD_TO
        self.n_vocab = llm.n_vocab()
        self._mem = llama_cpp.llama_get_memory(self._ctx.ctx)
        self._batch = llama_cpp.llama_batch_init(self._batch_rows, 0, 1)
        self.evaluated = 0  # tokens evaluated so far (prompt and completion), for measurements

    def close(self) -> None:
        """Free the batch and the context (before the model they were made from)."""
        if self._batch is not None:
            self._lib.llama_batch_free(self._batch)
            self._batch = None
        self._ctx.close()

    def probe_invariance(self, tokens: list[int]) -> bool:
        """Whether a sequence's logits here are the same bit for bit alone and in a batch.

        Evaluates ``tokens`` (a prompt, then three one-token steps) in one sequence alone, then
        again beside up to eight other sequences of other lengths; the cache is cleared after. Some
        llama.cpp builds and weight types round differently by batch; a False here is what
        lets a trace say its batched verdicts may differ slightly from lone ones.
        """
        n = len(tokens) - 3
        steps = [Eval([t], n + k) for k, t in enumerate(tokens[n:])]
        self.clear()
        alone = [self.evaluate([(0, Eval(tokens[:n], 0))])[0]]
        alone += [self.evaluate([(0, ev)])[0] for ev in steps]
        self.clear()
        others = range(1, min(self.n_seq_max, 9))
        cuts = {s: n - 2 * s for s in others}  # other sequences of other lengths
        side = [(s, Eval(tokens[s : s + cuts[s]], 0)) for s in others]
        batched = [self.evaluate([*side, (0, Eval(tokens[:n], 0))])[-1]]
        for k, ev in enumerate(steps):
            more = [(s, Eval([tokens[k]], cuts[s] + k)) for s in others]
            batched.append(self.evaluate([*more, (0, ev)])[-1])
        self.clear()
        return all(np.array_equal(a, b) for a, b in zip(alone, batched))

    # -- sequences
    def copy(self, src: int, dst: int) -> None:
        """Make sequence ``dst`` continue from everything ``src`` holds (no cell is copied)."""
        self._lib.llama_memory_seq_cp(self._mem, src, dst, -1, -1)

    def drop(self, seq: int) -> None:
        """Forget sequence ``seq`` (cells no other sequence holds become free)."""
        self._lib.llama_memory_seq_rm(self._mem, seq, -1, -1)

    def clear(self) -> None:
        """Forget every sequence."""
        self._lib.llama_memory_clear(self._mem, True)

    # -- evaluation
    def evaluate(self, items: Sequence[tuple[int, Eval]]) -> list[np.ndarray]:
        """Evaluate each ``(sequence, Eval)``; return the logits after each one's last token.

        Items are packed into as few ``llama_decode`` calls of at most ``n_batch`` tokens as
        fit, an item split only where it alone is longer (see ``MAX_ROWS`` for why neither the
        packing nor the split changes any result).

        Raises:
            KVCacheFull: no room left in the KV cache (the state of every sequence is unknown).
            ModelError: llama.cpp failed to decode.
        """
        for seq, ev in items:
            self._lib.llama_memory_seq_rm(self._mem, seq, ev.pos, -1)
        out: list[np.ndarray | None] = [None] * len(items)
        call: list[tuple[int, int, int, list[int], bool]] = []  # (item, seq, pos, tokens, last)
        used = 0
        for k, (seq, ev) in enumerate(items):
            for start in range(0, len(ev.tokens), self.n_batch):
                piece = ev.tokens[start : start + self.n_batch]
                if used + len(piece) > self.n_batch:
                    self._decode(call, out)
                    call, used = [], 0
                last = start + self.n_batch >= len(ev.tokens)
                call.append((k, seq, ev.pos + start, piece, last))
                used += len(piece)
        if call:
            self._decode(call, out)
        assert all(x is not None for x in out)
        return out  # type: ignore[return-value]

    def _decode(
        self, call: list[tuple[int, int, int, list[int], bool]], out: list[np.ndarray | None]
    ) -> None:
        b = self._batch
        n = 0
        wanted: list[tuple[int, int]] = []  # (item, batch index whose logits it needs)
        for k, seq, pos, tokens, last in call:
            for j, t in enumerate(tokens):
                b.token[n] = t
                b.pos[n] = pos + j
                b.n_seq_id[n] = 1
                b.seq_id[n][0] = seq
                b.logits[n] = last and j == len(tokens) - 1
                n += 1
            if last:
                wanted.append((k, n - 1))
        self.evaluated += n
        # see MAX_ROWS: pad to whole groups of PAD_TO rows (never one query row alone)
        for j in range(-n % PAD_TO):
            b.token[n], b.pos[n], b.n_seq_id[n], b.logits[n] = b.token[0], j, 1, 0
            b.seq_id[n][0] = self._pad_seq
            n += 1
        b.n_tokens = n
        try:
            rc = self._lib.llama_decode(self._ctx.ctx, b)
        finally:
            self._lib.llama_memory_seq_rm(self._mem, self._pad_seq, -1, -1)
        if rc == 1:
            raise KVCacheFull()
        if rc != 0:
            raise ModelError(f"llama_decode failed with status {rc}")
        for k, i in wanted:
            ptr = self._lib.llama_get_logits_ith(self._ctx.ctx, i)
            out[k] = np.ctypeslib.as_array(
                ctypes.cast(ptr, ctypes.POINTER(ctypes.c_float)), shape=(self.n_vocab,)
            ).copy()
