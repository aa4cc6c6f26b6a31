"""A model's vocabulary as the engine sees it: byte pieces, decoding masks and logits access."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from llama_cpp import Llama

__all__ = ["Vocab", "last_logits", "log_softmax"]


def last_logits(llm: Llama) -> np.ndarray:
    """A copy of the logits after the last token ``llm`` evaluated."""
    ptr = llm._ctx.get_logits_ith(-1)
    return np.ctypeslib.as_array(ptr, shape=(llm.n_vocab(),)).copy()


def log_softmax(logits: np.ndarray) -> np.ndarray:
    """Log-probabilities from logits (stable: the maximum is subtracted first)."""
    m = float(np.max(logits))
    z = logits - m
    return z - math.log(float(np.exp(z).sum()))


class Vocab:
    """Per-token byte pieces and the masks the engine decodes under, computed once per model.

    Args:
        llm: the loaded model whose vocabulary to classify (kept for tokenizing fed text).
    """

    def __init__(self, llm: Llama) -> None:
        import llama_cpp

        self._llm = llm
        n = llm.n_vocab()
        self.n_vocab = n
        self.pieces: list[bytes] = []
        self.str_ok = np.zeros(n, dtype=bool)
        self.str_close = np.zeros(n, dtype=bool)
        self.int_ok = np.zeros(n, dtype=bool)
        self.num_ok = np.zeros(n, dtype=bool)
        self.num_end = np.zeros(n, dtype=bool)
        vocab = llm._model.vocab
        for t in range(n):
            b = bytes(llm.detokenize([t], special=False))
            control = llama_cpp.llama_vocab_is_control(vocab, t) or llama_cpp.llama_vocab_is_eog(
                vocab, t
            )
            self.pieces.append(b)
            if not b or control:
                continue
            if b[:1] == b'"':
                self.str_close[t] = True
            elif b'"' not in b and b"\\" not in b and min(b) >= 0x20 and 0x7F not in b:
                self.str_ok[t] = True
            if all(c in b"-0123456789" for c in b):
                self.int_ok[t] = True
            if all(c in b"-0123456789.eE+" for c in b):
                self.num_ok[t] = True
            if b[:1] in (b",", b"}", b"]", b" ", b"\n"):
                self.num_end[t] = True

    def tokenize(self, text: str) -> list[int]:
        """Tokens of fed text (no BOS, no special tokens: scaffolding is plain text)."""
        return list(self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))
