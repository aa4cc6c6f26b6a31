"""Test doubles shipped in the box: FakeJudge (scripted verdicts) and FakeEmbedder (toy vectors).

They let users test their own scorers and pipelines without a model. FakeJudge holds its
scripted outputs to the same grammar and pydantic model the real engine obeys (through the same
structured layer), so a test that passes with the fake does not rely on output the real judge
could never produce.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
from pydantic import BaseModel

from localjudge.errors import JudgeOutputError, LocalJudgeError
from localjudge.judges.base import ChoiceProb, Generation, JudgeInfo, Message
from localjudge.judges.grammar import Grammar, check_value, dumps
from localjudge.judges.structured import DecodeRequest, StructuredJudge

if TYPE_CHECKING:
    from localjudge.cache import VerdictCache


class FakeJudgeExhaustedError(AssertionError):
    """A FakeJudge was asked for more verdicts than it was scripted with (a test bug)."""


@dataclass
class FakeRequest:
    """One request a FakeJudge received."""

    messages: list[Message]
    grammar: Grammar
    template_version: str = ""

    @property
    def prompt(self) -> str:
        """All message contents joined, for assertions on what the judge was shown."""
        return "\n".join(m["content"] for m in self.messages)


@dataclass
class FakeReply:
    """A scripted verdict with explicit confidences (JSON path → probability).

    ``distributions`` optionally gives, per JSON path, the probability of every allowed value
    (value → probability), as the real engine reports in ``ChoiceProb.alternatives``; the
    chosen value's confidence is then read from it unless ``confidence`` names the path.
    """

    value: Any
    confidence: dict[str, float] = field(default_factory=dict)
    distributions: dict[str, dict[Any, float]] = field(default_factory=dict)


Script = Any  # dict | str | BaseModel | FakeReply | Exception


class FakeJudge(StructuredJudge):
    """A judge that replays scripted verdicts, or asks a handler for each.

    It runs through the same structured layer as the real judge, so the verdict cache and
    pydantic validation behave as they do there; only decoding is scripted.

    Args:
        outputs: verdicts in order; each a dict, a JSON string, a pydantic model, a
            ``FakeReply``, or an exception instance to raise (e.g. ``ContextOverflowError``).
        handler: instead of ``outputs``, a callable taking the ``FakeRequest`` and returning
            one of the above.
        default_confidence: the probability reported for every choice not given explicitly.
        name: the model name reported in traces.
        cache: a ``VerdictCache`` to read and write verdicts, or None.
        reask: re-ask once with feedback when a verdict fails validation, as the real judge
            does (the re-ask takes the next scripted output). Off by default, so one scripted
            invalid verdict is the ``JudgeOutputError`` a test means.

    Every request is appended to ``requests`` (a re-ask is a request of its own). Running out
    of outputs raises ``FakeJudgeExhaustedError``.
    """

    def __init__(
        self,
        outputs: Iterable[Script] | None = None,
        *,
        handler: Callable[[FakeRequest], Script] | None = None,
        default_confidence: float = 0.9,
        name: str = "fake-judge",
        cache: VerdictCache | None = None,
        reask: bool = False,
    ) -> None:
        if outputs is None and handler is None:
            raise ValueError("FakeJudge needs scripted outputs or a handler")
        super().__init__(cache=cache, max_attempts=2 if reask else 1)
        self._outputs = list(outputs) if outputs is not None else []
        self._handler = handler
        self.default_confidence = default_confidence
        self.requests: list[FakeRequest] = []
        self._lock = threading.Lock()
        self._info = JudgeInfo(
            name=name, sha256=hashlib.sha256(name.encode()).hexdigest(), backend="fake"
        )

    @property
    def info(self) -> JudgeInfo:
        """Identity reported in traces."""
        return self._info

    def render_prompt(self, messages: list[Message]) -> str:
        """The messages as canonical JSON: what keys the fake's cache entries."""
        return json.dumps(messages, ensure_ascii=False, sort_keys=True)

    def decode(self, request: DecodeRequest) -> Generation:
        """Return the next scripted verdict, checked against ``request.grammar``.

        Raises:
            JudgeOutputError: the script is not JSON or does not fit the grammar.
            FakeJudgeExhaustedError: no scripted output is left.
        """
        grammar = request.grammar
        script = self._next(FakeRequest(list(request.messages), grammar, request.template_version))
        if isinstance(script, BaseException):
            raise script
        confidence: dict[str, float] = {}
        distributions: dict[str, dict[Any, float]] = {}
        if isinstance(script, FakeReply):
            confidence, distributions = script.confidence, script.distributions
            script = script.value
        value = _script_value(script)
        text = dumps(value)
        try:
            decisions = check_value(grammar.root, value)
        except ValueError as exc:
            raise JudgeOutputError(f"output does not fit the grammar: {exc}", raw=text) from exc
        choices = [
            _choice(path, v, confidence, distributions, self.default_confidence)
            for path, v in decisions
        ]
        return Generation(
            text=text,
            value=value,
            choices=choices,
            prompt_tokens=sum(len(m["content"].split()) for m in request.messages),
            completion_tokens=len(text.split()),
            sampled_tokens=len(text.split()),
        )

    def _next(self, request: FakeRequest) -> Script:
        with self._lock:
            self.requests.append(request)
            if self._handler is not None:
                return self._handler(request)
            if self._outputs:
                return self._outputs.pop(0)
            raise FakeJudgeExhaustedError(
                f"FakeJudge ran out of scripted outputs after {len(self.requests) - 1} calls"
            )


def _script_value(script: Script) -> Any:
    """The JSON value a scripted output stands for."""
    if isinstance(script, BaseModel):
        return script.model_dump(mode="json")
    if isinstance(script, str):
        try:
            return json.loads(script)
        except json.JSONDecodeError as exc:
            raise JudgeOutputError(f"output is not JSON: {exc}", raw=script) from exc
    return script


def _choice(
    path: str,
    value: Any,
    confidence: dict[str, float],
    distributions: dict[str, dict[Any, float]],
    default: float,
) -> ChoiceProb:
    dist = distributions.get(path, {})
    alternatives = {dumps(v): p for v, p in dist.items()}
    probability = confidence.get(path, dist.get(value, default))
    return ChoiceProb(path=path, value=value, probability=probability, alternatives=alternatives)


class FakeEmbedder:
    """Deterministic bag-of-words vectors: texts sharing words have a higher cosine.

    Args:
        dim: vector size.
        vectors: optional fixed vectors for given texts (exact text → vector).
    """

    def __init__(self, dim: int = 256, vectors: dict[str, list[float]] | None = None) -> None:
        self.dim = dim
        self._fixed = {k: np.asarray(v, dtype=np.float32) for k, v in (vectors or {}).items()}
        self.calls = 0

    @property
    def name(self) -> str:
        """Identifier reported in traces."""
        return f"fake-embedder-{self.dim}"

    def embed(self, texts: list[str]) -> np.ndarray:
        """Embed texts as hashed, L2-normalised word counts."""
        self.calls += 1
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            if text in self._fixed:
                out[i] = self._fixed[text]
            else:
                for word in re.findall(r"\w+", text.lower()):
                    h = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest())
                    out[i, h % self.dim] += 1.0
            norm = float(np.linalg.norm(out[i]))
            if norm == 0.0:
                out[i, 0] = 1.0
                norm = 1.0
            out[i] /= norm
        return out


__all__ = [
    "FakeEmbedder",
    "FakeJudge",
    "FakeJudgeExhaustedError",
    "FakeReply",
    "FakeRequest",
    "LocalJudgeError",
]
