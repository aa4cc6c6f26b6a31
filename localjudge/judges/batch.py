"""Batched decoding: shared prompt prefixes evaluated once, many verdicts stepped in one batch.

Each request arrives as prompt segments (split at ``PREFIX_BREAK``). Every leading run of whole
segments a request shares with others (or with an earlier call) is a *prefix node*, evaluated
once in a sequence of its own and held; a request's own sequence is a copy of its deepest node
(llama.cpp's sequence copy: cells are shared, not duplicated) plus its remaining segments. The
requests' grammar walks then advance together: every ``Eval`` they are waiting on goes into the
same ``llama_decode``, and each walk reads its decisions from its own sequence's logits.

With flash attention and small padded calls (``seqctx``) a sequence's logits are normally the
same bit for bit whatever shares its batch; a probe at start-up checks that on this build and
model, and every verdict carries the answer (``Generation.batch_invariant``). Where it fails,
batches change llama.cpp's float rounding a little, so a verdict equals its lone decode only
to within rounding; the walks also count greedy decisions close enough for rounding to flip
(``Generation.near_ties``). When the KV cache fills up mid-batch, the unfinished
requests are handed back (``None``) for the caller to decode one at a time.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

import numpy as np

from localjudge.errors import JudgeError
from localjudge.judges.base import Generation
from localjudge.judges.engine import Decoding, Eval, Steps, Vocab
from localjudge.judges.grammar import Node
from localjudge.judges.seqctx import KVCacheFull, SeqContext

__all__ = ["BATCH_ENGINE_VERSION", "BatchDecoder", "Combiner", "Job"]

BATCH_ENGINE_VERSION = "batch-2"
"""The batched path's engine version (the sampler's ``engine``, so part of cache keys): its
verdicts come from another llama.cpp context than the one-at-a-time path's."""

_PROBE = (
    "A judge reads the task, the response and one criterion, then writes a short piece of "
    "evidence and decides whether the criterion holds for the response it was given."
)


@dataclass(frozen=True)
class Job:
    """One verdict to decode in a batch.

    Attributes:
        segments: the prompt's token segments (none empty).
        root: the grammar to walk.
        n_ctx: the context window one prompt and its verdict must fit.
        budget: completion tokens allowed.
        reserve: KV cells to set aside for the verdict (an upper estimate).
    """

    segments: list[list[int]]
    root: Node
    n_ctx: int
    budget: int
    reserve: int

    @property
    def n_prompt(self) -> int:
        """Prompt tokens."""
        return sum(len(s) for s in self.segments)

    def prefixes(self) -> list[tuple[int, ...]]:
        """The job's leading runs of whole segments, shortest first (its own prompt last)."""
        out: list[tuple[int, ...]] = []
        acc: tuple[int, ...] = ()
        for seg in self.segments:
            acc = acc + tuple(seg)
            out.append(acc)
        return out


@dataclass
class _Node:
    """A held prompt prefix: its sequence, its tokens, the logits after them."""

    seq: int
    tokens: tuple[int, ...]
    logits: np.ndarray
    parent: _Node | None
    used: int = 0
    children: list[_Node] = field(default_factory=list)

    @property
    def cells(self) -> int:
        """KV cells this node adds to its parent's."""
        return len(self.tokens) - (len(self.parent.tokens) if self.parent else 0)


class BatchDecoder:
    """Decodes jobs together on a ``SeqContext``, holding prompt prefixes across calls.

    Args:
        ctx: the multi-sequence context.
        vocab: the model's vocabulary masks.
        n_hold: sequences set aside for held prefixes (the rest decode verdicts); 0 holds
            none, so every prompt is evaluated whole.
        keep_prefixes: keep prefixes held between calls (else each call starts cold).
        temperature: sampling temperature (0: greedy).
        seed: sampling seed.
    """

    def __init__(
        self,
        ctx: SeqContext,
        vocab: Vocab,
        *,
        n_hold: int,
        keep_prefixes: bool,
        temperature: float,
        seed: int,
    ) -> None:
        self.ctx = ctx
        self.vocab = vocab
        self.hold_seqs = list(range(n_hold))
        self.work_seqs = list(range(n_hold, ctx.n_seq_max))
        self.keep_prefixes = keep_prefixes
        self.temperature = temperature
        self.seed = seed
        self.nodes: dict[tuple[int, ...], _Node] = {}
        self._clock = 0
        probe = vocab.tokenize(_PROBE)
        self.invariant = ctx.probe_invariance(probe) if ctx.n_seq_max >= 3 else True

    def run(self, jobs: list[Job]) -> list[Generation | JudgeError | None]:
        """Decode ``jobs``; None marks one the KV cache had no room for (decode it alone)."""
        out: list[Generation | JudgeError | None] = [None] * len(jobs)
        try:
            for wave in self._waves(jobs):
                for k, res in zip(wave, self._run_wave([jobs[k] for k in wave])):
                    out[k] = res
        except KVCacheFull:
            self.reset()  # which cells survived is unknown: start the next call from nothing
        finally:
            if not self.keep_prefixes:
                self.reset()
        return out

    def reset(self) -> None:
        """Forget every held prefix and sequence."""
        self.ctx.clear()
        self.nodes = {}

    # -- planning
    def _waves(self, jobs: list[Job]) -> list[list[int]]:
        """Split jobs into waves that fit the working sequences and (by estimate) the KV cache."""
        waves: list[list[int]] = []
        room = 0
        for k, job in enumerate(jobs):
            need = job.n_prompt + job.reserve
            if not waves or len(waves[-1]) >= len(self.work_seqs) or need > room:
                waves.append([])
                room = self.ctx.n_ctx - self.held_cells() - need
            else:
                room -= job.reserve + len(job.segments[-1])
            waves[-1].append(k)
        return waves

    def _run_wave(self, jobs: list[Job]) -> list[Generation | JudgeError]:
        starts = self._hold_prefixes(jobs)
        seqs = self.work_seqs[: len(jobs)]
        try:
            logits = self._eval_prompts(jobs, starts, seqs)
            return self._step([self._walk(job, lg) for job, lg in zip(jobs, logits)], seqs)
        finally:
            for seq in seqs:
                self.ctx.drop(seq)

    # -- prompts
    def _hold_prefixes(self, jobs: list[Job]) -> list[_Node | None]:
        """Make sure the wave's prompt prefixes are held; return each job's deepest one.

        Every leading run of whole segments short of a job's full prompt is held, even one
        only this job has: the next call (the next criterion, the next item under the same
        instructions) continues from it. That is how a judge evaluates its fixed instructions
        once when the prompt marks them off with ``PREFIX_BREAK``.
        """
        self._clock += 1
        by_depth: dict[int, list[tuple[int, ...]]] = {}
        for job in jobs:
            for d, prefix in enumerate(job.prefixes()[:-1]):
                if prefix in self.nodes:
                    self.nodes[prefix].used = self._clock  # in use: not to be evicted now
                elif prefix not in by_depth.get(d, []):
                    by_depth.setdefault(d, []).append(prefix)
        for d in sorted(by_depth):
            self._create(by_depth[d])
        starts: list[_Node | None] = []
        for job in jobs:
            held = [self.nodes[p] for p in job.prefixes() if p in self.nodes]
            starts.append(held[-1] if held else None)
        return starts

    def held_cells(self) -> int:
        """KV cells the held prefixes take."""
        return sum(n.cells for n in self.nodes.values())

    def _create(self, prefixes: list[tuple[int, ...]]) -> None:
        """Evaluate new prefix nodes (all at one depth) together, each in a held sequence."""
        items: list[tuple[int, Eval]] = []
        made: list[tuple[tuple[int, ...], int, _Node | None]] = []
        for prefix in prefixes:
            parent = self._deepest(prefix)
            seq = self._free_hold_seq({s for s, _ in items})
            if seq is None:
                break  # no sequence to hold it in: its jobs evaluate it themselves
            if parent is not None:
                self.ctx.copy(parent.seq, seq)
            start = len(parent.tokens) if parent else 0
            items.append((seq, Eval(list(prefix[start:]), start)))
            made.append((prefix, seq, parent))
        if not items:
            return
        for (prefix, seq, parent), logits in zip(made, self.ctx.evaluate(items)):
            node = _Node(seq, prefix, logits, parent, used=self._clock)
            self.nodes[prefix] = node
            if parent is not None:
                parent.children.append(node)

    def _deepest(self, prefix: tuple[int, ...]) -> _Node | None:
        best: _Node | None = None
        for tokens, node in self.nodes.items():
            if (
                len(tokens) < len(prefix)
                and prefix[: len(tokens)] == tokens
                and (best is None or len(tokens) > len(best.tokens))
            ):
                best = node
        return best

    def _free_hold_seq(self, pending: set[int]) -> int | None:
        taken = {n.seq for n in self.nodes.values()} | pending
        free = [s for s in self.hold_seqs if s not in taken]
        if free:
            return free[0]
        idle = [n for n in self.nodes.values() if n.used < self._clock and not n.children]
        if not idle:
            return None
        victim = min(idle, key=lambda n: n.used)
        self.ctx.drop(victim.seq)
        del self.nodes[victim.tokens]
        if victim.parent is not None:
            victim.parent.children.remove(victim)
        return victim.seq

    def _eval_prompts(
        self, jobs: list[Job], starts: list[_Node | None], seqs: list[int]
    ) -> list[np.ndarray]:
        """Copy each job's prefix into its sequence and evaluate the rest, segment by segment."""
        logits: list[np.ndarray] = []
        rest: list[list[list[int]]] = []
        for job, start, seq in zip(jobs, starts, seqs):
            if start is not None:
                self.ctx.copy(start.seq, seq)
            done = len(start.tokens) if start else 0
            cuts = [len(p) for p in job.prefixes()]
            rest.append([job.segments[i] for i, c in enumerate(cuts) if c > done])
            logits.append(start.logits if start is not None else np.empty(0))
        pos = [len(s.tokens) if s else 0 for s in starts]
        rounds = max(len(r) for r in rest)
        for r in range(rounds):
            live = [k for k in range(len(jobs)) if r < len(rest[k])]
            items = [(seqs[k], Eval(rest[k][r], pos[k])) for k in live]
            for k, lg in zip(live, self.ctx.evaluate(items)):
                logits[k] = lg
                pos[k] += len(rest[k][r])
        return logits

    # -- verdicts
    def _walk(self, job: Job, logits: np.ndarray) -> Steps:
        run = Decoding(
            self.vocab,
            logits,
            n_ctx=job.n_ctx,
            n_prompt=job.n_prompt,
            budget=job.budget,
            temperature=self.temperature,
            seed=self.seed,
        )
        return run.steps(job.root)

    def _step(self, walks: list[Steps], seqs: list[int]) -> list[Generation | JudgeError]:
        """Advance every walk together, one ``llama_decode`` round per step."""
        out: list[Generation | JudgeError | None] = [None] * len(walks)
        waiting: dict[int, Eval] = {}
        for k, walk in enumerate(walks):
            _advance(k, walk, None, waiting, out)
        while waiting:
            ks = sorted(waiting)
            results = self.ctx.evaluate([(seqs[k], waiting[k]) for k in ks])
            for k, logits in zip(ks, results):
                _advance(k, walks[k], logits, waiting, out)
        for gen in out:
            if isinstance(gen, Generation):
                gen.batched = len(walks) > 1
                gen.batch_invariant = self.invariant
        return out  # type: ignore[return-value]


def _advance(
    k: int,
    walk: Steps,
    logits: np.ndarray | None,
    waiting: dict[int, Eval],
    out: list[Generation | JudgeError | None],
) -> None:
    """Send ``logits`` to walk ``k``; note the Eval it waits on next, or its outcome."""
    waiting.pop(k, None)
    try:
        waiting[k] = next(walk) if logits is None else walk.send(logits)
    except StopIteration as done:
        out[k] = done.value
    except JudgeError as exc:
        out[k] = exc


R = TypeVar("R")
T = TypeVar("T")


@dataclass
class _Ticket(Generic[R, T]):
    """One caller's requests waiting for a batch, and what came back for them."""

    requests: list[R]
    results: list[T] | None = None
    error: BaseException | None = None


class Combiner(Generic[R, T]):
    """Requests from concurrent callers, run as one batch by whoever holds the lock next.

    Callers on other threads (``run_evals(concurrency=N)``) that arrive while a batch is being
    decoded wait on ``lock``; the first of them to take it runs every waiting caller's
    requests as one batch (``run``, one result per request, in order) and hands each caller
    its own results. A batch that raises raises in every caller it held.

    Args:
        run: decodes a list of requests (called with ``lock`` held).
        lock: the lock that serialises decoding (reentrant, shared with the judge).
    """

    def __init__(self, run: Callable[[list[R]], list[T]], lock: threading.RLock) -> None:
        self._run = run
        self._lock = lock
        self._waiting: list[_Ticket[R, T]] = []
        self._waiting_lock = threading.Lock()
        self.rounds = 0  # batches run
        self.merged_rounds = 0  # of those, batches holding several callers' requests

    def submit(self, requests: list[R]) -> list[T]:
        """Run ``requests`` in the next batch; their results, in order."""
        ticket: _Ticket[R, T] = _Ticket(requests)
        with self._waiting_lock:
            self._waiting.append(ticket)
        with self._lock:
            if ticket.results is None and ticket.error is None:
                with self._waiting_lock:
                    group, self._waiting = self._waiting, []
                try:
                    results = self._run([r for t in group for r in t.requests])
                except BaseException as exc:
                    for t in group:
                        t.error = exc
                    raise
                self.rounds += 1
                self.merged_rounds += int(len(group) > 1)
                start = 0
                for t in group:
                    t.results = results[start : start + len(t.requests)]
                    start += len(t.requests)
        if ticket.error is not None:
            raise ticket.error
        assert ticket.results is not None
        return ticket.results
