"""The decoding engine: walks a localjudge grammar over a llama.cpp KV cache, token by token.

Decoding is driven from Python rather than through a GBNF sampler: fixed JSON scaffolding
(keys, braces, the rubric's own criterion text) is *fed* in one batch, free strings are decoded
greedily under a mask that admits only tokens legal inside a JSON string, and every
enum/boolean is decided by comparing the exact probabilities of the allowed values' token
sequences. That gives three things at once: output that is valid by construction,
P(chosen value) for every decision, and no tokens wasted on scaffolding.

The walk is a generator: each time it needs tokens evaluated it yields an ``Eval`` (tokens and
the position they start at, everything from there on being dropped first) and receives the
logits after them. ``Decoding.run`` drives it with one evaluate function; the batch driver
(``judges.batch``) steps many walks together, one sequence each, in shared llama.cpp batches.
The engine knows nothing of prompts, caches, sequences or validation.
"""

from __future__ import annotations

import json
import math
import re
from collections import defaultdict
from collections.abc import Callable, Generator
from dataclasses import dataclass

import numpy as np

from localjudge.errors import ConfigError, ContextOverflowError, JudgeOutputError
from localjudge.judges.base import ChoiceProb, Generation, TokenLogprob
from localjudge.judges.grammar import (
    Arr,
    Choice,
    Const,
    Node,
    Nullable,
    Num,
    Obj,
    Str,
    Tup,
    dumps,
    start_texts,
)
from localjudge.judges.vocab import Vocab, last_logits, log_softmax

ENGINE_VERSION = "3"
"""Bumped whenever a change could alter a verdict of the one-at-a-time path; it is part of the
sampler, so of cache keys (the batched path has ``batch.BATCH_ENGINE_VERSION``)."""

NEAR_TIE = 1e-3
"""A greedy decision closer than this (logit gap between the two best tokens, or probability gap
between the two best values) may go either way under the float rounding of a different batch."""

__all__ = ["ENGINE_VERSION", "NEAR_TIE", "Decoding", "Eval", "Steps", "Vocab", "last_logits"]


@dataclass(frozen=True)
class Eval:
    """Evaluate ``tokens`` at positions ``pos``… of the walk's sequence, after dropping ``pos``….

    Attributes:
        tokens: the tokens to evaluate, in order.
        pos: the position of ``tokens[0]``; the KV cache keeps only positions below it.
    """

    tokens: list[int]
    pos: int


Steps = Generator[Eval, np.ndarray, Generation]
"""A walk in progress: yields evaluations, is sent the logits after each, returns the verdict."""

_Sub = Generator[Eval, np.ndarray, None]


class Decoding:
    """One verdict being decoded: walks the grammar, feeding and choosing tokens.

    Args:
        vocab: the model's vocabulary masks (and tokenizer).
        logits: the logits after the prompt's last token.
        n_ctx: the context window; evaluating past it raises ``ContextOverflowError``.
        n_prompt: prompt tokens (the first position the walk evaluates at).
        budget: completion tokens allowed before the verdict counts as cut off.
        temperature: 0 decodes greedily; above 0 samples.
        seed: seeds sampling (unused when greedy).
        carry: the prompt's last tokens, not yet evaluated (``logits`` is then None): they go
            into the walk's first evaluation with the scaffolding before the first decision,
            one llama.cpp call where there were two or three (a small call costs a good part
            of a large one on a CPU).
    """

    def __init__(
        self,
        vocab: Vocab,
        logits: np.ndarray | None,
        *,
        n_ctx: int,
        n_prompt: int,
        budget: int,
        temperature: float,
        seed: int,
        carry: list[int] | None = None,
    ) -> None:
        self.vocab = vocab
        self.logits = logits
        self.carry = list(carry or [])
        self.n_ctx = n_ctx
        self.n_prompt = n_prompt
        self.pos = n_prompt
        self.budget = budget
        self.temperature = temperature
        self.rng = np.random.default_rng(seed)
        self.pending = ""
        self.text = ""
        self.partial = ""  # the free string or number being decoded, for JudgeOutputError.raw
        self.choices: list[ChoiceProb] = []
        self.token_logprobs: list[TokenLogprob] = []
        self.completion_tokens = 0
        self.sampled = 0
        self.near_ties = 0

    def run(self, root: Node, evaluate: Callable[[Eval], np.ndarray]) -> Generation:
        """Decode the JSON ``root`` admits, evaluating tokens with ``evaluate``.

        Raises:
            ContextOverflowError: the verdict does not fit the context window.
            JudgeOutputError: the verdict was cut off by the token budget.
        """
        steps = self.steps(root)
        try:
            request = next(steps)
            while True:
                request = steps.send(evaluate(request))
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]

    def steps(self, root: Node) -> Steps:
        """The walk over ``root`` as a generator (see ``Eval``); returns the Generation."""
        yield from self.emit(root, "$")
        self.text += self.pending  # the last piece of scaffolding is never evaluated
        self.pending = ""
        try:
            value = json.loads(self.text)
        except json.JSONDecodeError as exc:  # pragma: no cover - the walk builds valid JSON
            raise JudgeOutputError(f"decoder produced invalid JSON: {exc}", raw=self.text) from exc
        return Generation(
            text=self.text,
            value=value,
            choices=self.choices,
            tokens=self.token_logprobs,
            prompt_tokens=self.n_prompt,
            completion_tokens=self.completion_tokens,
            sampled_tokens=self.sampled,
            near_ties=self.near_ties,
        )

    # -- KV primitives
    def _eval(self, tokens: list[int], count: int | None = None) -> _Sub:
        """Evaluate ``tokens`` after the prompt's carried tail, if any is left; ``count`` of
        them (default: all) are completion tokens."""
        if self.pos + len(tokens) > self.n_ctx:
            raise ContextOverflowError(self.n_prompt, self.pos + len(tokens), self.n_ctx)
        carry, self.carry = self.carry, []
        self.logits = yield Eval(carry + tokens, self.pos - len(carry))
        self.pos += len(tokens)
        self.completion_tokens += len(tokens) if count is None else count
        if self.completion_tokens > self.budget:
            raise JudgeOutputError(
                f"verdict cut off at max_tokens={self.budget}",
                raw=self.text + self.pending + self.partial,
            )

    def _current(self) -> np.ndarray:
        """The logits after the last token evaluated (every read follows a ``flush``, which
        evaluates the carried prompt tail if nothing else)."""
        assert self.logits is not None
        return self.logits

    def flush(self, then: list[int] | None = None) -> _Sub:
        """Feed pending scaffolding text (and the prompt's carried tail) in one batch.

        Args:
            then: tokens to evaluate in the same batch after the scaffolding, not counted as
                completion (a decision's shared first tokens, which ``choose`` rewinds).
        """
        extra = then or []
        if not self.pending and not self.carry and not extra:
            return
        fed = self.vocab.tokenize(self.pending) if self.pending else []
        yield from self._eval(fed + extra, count=len(fed))
        self.text += self.pending
        self.pending = ""

    # -- the grammar walk
    def emit(self, node: Node, path: str) -> _Sub:
        """Produce ``node``'s JSON at JSON path ``path``, deciding what the grammar leaves open."""
        if isinstance(node, Const):
            self.pending += dumps(node.value)
        elif isinstance(node, Choice):
            yield from self._emit_choice(node, path)
        elif isinstance(node, Str):
            self.pending += '"'
            yield from self.flush()
            body = yield from self.string(node)
            self.text += body
            self.pending += '"'
        elif isinstance(node, Num):
            yield from self.flush()
            digits = yield from self.number(node)
            self.text += digits
        elif isinstance(node, Nullable):
            yield from self._emit_nullable(node, path)
        elif isinstance(node, Tup):
            self.pending += "["
            for i, item in enumerate(node.items):
                if i:
                    self.pending += ", "
                yield from self.emit(item, f"{path}[{i}]")
            self.pending += "]"
        elif isinstance(node, Arr):
            yield from self._emit_array(node, path)
        elif isinstance(node, Obj):
            self.pending += "{"
            for i, (key, sub) in enumerate(node.fields):
                if i:
                    self.pending += ", "
                self.pending += dumps(key) + ": "
                yield from self.emit(sub, f"{path}.{key}")
            self.pending += "}"
        else:  # pragma: no cover
            raise ConfigError(f"unknown grammar node {node!r}")

    def _emit_choice(self, node: Choice, path: str) -> _Sub:
        texts = [dumps(o) for o in node.options]
        idx, probs = yield from self.choose(texts)
        self.choices.append(
            ChoiceProb(
                path=path,
                value=node.options[idx],
                probability=probs[idx],
                alternatives=dict(zip(texts, probs)),
            )
        )
        self.pending += texts[idx]

    def _emit_nullable(self, node: Nullable, path: str) -> _Sub:
        idx, probs = yield from self.choose(["null"] + start_texts(node.inner))
        present = idx > 0
        p_present = float(sum(probs[1:]))
        self.choices.append(
            ChoiceProb(
                path=path + "?",
                value=present,
                probability=p_present if present else probs[0],
                alternatives={"null": probs[0], "value": p_present},
            )
        )
        if present:
            yield from self.emit(node.inner, path)
        else:
            self.pending += "null"

    def _emit_array(self, node: Arr, path: str) -> _Sub:
        self.pending += "["
        for i in range(node.max_items):
            if i >= node.min_items:
                go_on = [", "] if i else start_texts(node.item)
                idx, _ = yield from self.choose(["]", *go_on])
                if idx == 0:
                    break
            if i:
                self.pending += ", "
            yield from self.emit(node.item, f"{path}[{i}]")
        self.pending += "]"

    # -- decisions
    def choose(self, texts: list[str]) -> Generator[Eval, np.ndarray, tuple[int, list[float]]]:
        """Pick one of several continuations; returns (index, probabilities under the grammar).

        The probability of each option is that of its whole token sequence, renormalised over
        the options at every branching token (a trie walk over the KV cache, rewound after).
        """
        seqs = [self.vocab.tokenize(t) for t in texts]
        # Tokens every option starts with (the opening quote of a JSON string) have
        # probability 1 under the grammar: they go into the scaffolding's batch, and the walk
        # branches after them.
        common = _common_prefix(seqs)
        yield from self.flush(then=common)
        base_pos = self.pos - len(common)  # where the options start
        base_logits = self._current()
        probs_by_idx = yield from self._branch(
            list(range(len(seqs))), seqs, len(common), base_logits
        )
        self.pos = base_pos  # the next Eval drops the branch tokens from the KV cache
        # With shared tokens these logits are those after them, not at base_pos; nothing reads
        # them: the chosen value is fed next (options share tokens only when all are strings).
        self.logits = base_logits
        probs = [probs_by_idx.get(i, 0.0) for i in range(len(texts))]
        total = sum(probs) or 1.0
        probs = [p / total for p in probs]
        if self.temperature > 0:
            idx = int(self.rng.choice(len(probs), p=np.asarray(probs)))
        else:
            idx = int(np.argmax(probs))
            ranked = sorted(probs, reverse=True)
            if len(ranked) > 1 and ranked[0] - ranked[1] < NEAR_TIE:
                self.near_ties += 1
        return idx, probs

    def _branch(
        self, members: list[int], seqs: list[list[int]], depth: int, logits: np.ndarray
    ) -> Generator[Eval, np.ndarray, dict[int, float]]:
        ended = [i for i in members if len(seqs[i]) == depth]
        groups: dict[int, list[int]] = defaultdict(list)
        for i in members:
            if len(seqs[i]) > depth:
                groups[seqs[i][depth]].append(i)
        if not groups:
            return {i: 1.0 / len(ended) for i in ended}
        logp = log_softmax(logits)
        weights = {t: math.exp(float(logp[t])) for t in groups}
        if ended:
            weights[-1] = max(1.0 - sum(weights.values()), 1e-12)
        if len(weights) == 1:
            weights = {k: 1.0 for k in weights}
        total = sum(weights.values())
        out: dict[int, float] = {}
        for t, w in weights.items():
            w /= total
            if t == -1:
                for i in ended:
                    out[i] = w / len(ended)
                continue
            group = groups[t]
            if len(group) == 1:
                out[group[0]] = w
                continue
            pos = self.pos
            yield from self._eval([t], count=0)
            sub = yield from self._branch(group, seqs, depth + 1, self._current())
            self.pos = pos
            for i, p in sub.items():
                out[i] = w * p
        return out

    def _pick(self, allowed: np.ndarray) -> int:
        masked = np.where(allowed, self._current(), -np.inf)
        if self.temperature > 0:
            z = masked / self.temperature
            z = np.exp(z - np.max(z))
            return int(self.rng.choice(len(z), p=z / z.sum()))
        best = int(np.argmax(masked))
        top2 = np.partition(masked, -2)[-2:]
        if np.isfinite(top2[0]) and float(top2[1] - top2[0]) < NEAR_TIE:
            self.near_ties += 1
        return best

    def _take(self, t: int) -> _Sub:
        logp = log_softmax(self._current())
        piece = self.vocab.pieces[t]
        self.token_logprobs.append(
            TokenLogprob(token=piece.decode("utf-8", errors="replace"), logprob=float(logp[t]))
        )
        self.sampled += 1
        yield from self._eval([t])

    def string(self, node: Str) -> Generator[Eval, np.ndarray, str]:
        """Decode a JSON string body (the opening quote is already fed)."""
        out = b""
        none = np.zeros_like(self.vocab.str_close)
        while len(out.decode("utf-8", errors="ignore")) < node.max_chars:
            chars = len(out.decode("utf-8", errors="ignore"))
            allowed = self.vocab.str_ok | (
                self.vocab.str_close if chars >= node.min_chars else none
            )
            t = self._pick(allowed)
            if self.vocab.str_close[t]:
                break
            out += self.vocab.pieces[t]
            self.partial = out.decode("utf-8", errors="ignore")
            yield from self._take(t)
            if node.sentences and _sentences_done(out) >= node.sentences:
                break
        self.partial = ""
        return out.decode("utf-8", errors="ignore")[: node.max_chars]

    def number(self, node: Num) -> Generator[Eval, np.ndarray, str]:
        """Decode a JSON number."""
        ok = self.vocab.int_ok if node.integer else self.vocab.num_ok
        out = ""
        while len(out) < node.max_chars:
            if _valid_number(out, node.integer):
                t = self._pick(ok | self.vocab.num_end)
                if self.vocab.num_end[t]:
                    break
            else:
                t = self._pick(ok)
            piece = self.vocab.pieces[t].decode("utf-8", errors="ignore")
            if not _valid_number_prefix(out + piece, node.integer):
                break
            out += piece
            self.partial = out
            yield from self._take(t)
        self.partial = ""
        if not _valid_number(out, node.integer):
            out = "0" if not out or out == "-" else out.rstrip(".eE+-") or "0"
        return out


def _common_prefix(seqs: list[list[int]]) -> list[int]:
    """The tokens all of ``seqs`` start with, short of the shortest one's end (an option that
    ends there is a branch of its own)."""
    if len(seqs) < 2:
        return []
    n = 0
    while n < min(len(s) for s in seqs) - 1 and all(s[n] == seqs[0][n] for s in seqs):
        n += 1
    return seqs[0][:n]


_SENTENCE_END = re.compile(rb"[A-Za-z)\]'%][.!?](?=\s|$)")


def _sentences_done(text: bytes) -> int:
    """Complete sentences in ``text``: a terminator after a word, not inside a number."""
    return len(_SENTENCE_END.findall(text))


def _valid_number(text: str, integer: bool) -> bool:
    try:
        value = json.loads(text) if text else None
    except json.JSONDecodeError:
        return False
    if integer:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _valid_number_prefix(text: str, integer: bool) -> bool:
    chars = "-0123456789" if integer else "-0123456789.eE+"
    return all(c in chars for c in text) and "-" not in text[1:].replace("e-", "").replace("E-", "")
