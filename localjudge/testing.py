"""Test doubles shipped in the box: FakeJudge (scripted verdicts) and FakeEmbedder (toy vectors).

They let users test their own scorers and pipelines without a model. FakeJudge holds its
scripted outputs to the same grammar and pydantic model the real engine obeys, so a test that
passes with the fake does not rely on output the real judge could never produce.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from pydantic import BaseModel, ValidationError

from localjudge.errors import JudgeOutputError, LocalJudgeError
from localjudge.judges.base import ChoiceProb, Generation, JudgeInfo, Message, as_grammar
from localjudge.judges.grammar import Grammar, check_value, dumps


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
    """A scripted verdict with explicit confidences (JSON path → probability)."""

    value: Any
    confidence: dict[str, float] = field(default_factory=dict)


Script = Any  # dict | str | BaseModel | FakeReply | Exception


class FakeJudge:
    """A judge that replays scripted verdicts, or asks a handler for each.

    Args:
        outputs: verdicts in order; each a dict, a JSON string, a pydantic model, a
            ``FakeReply``, or an exception instance to raise (e.g. ``ContextOverflowError``).
        handler: instead of ``outputs``, a callable taking the ``FakeRequest`` and returning
            one of the above.
        default_confidence: the probability reported for every choice not given explicitly.
        name: the model name reported in traces.

    Every request is appended to ``requests``. Running out of outputs raises
    ``FakeJudgeExhaustedError``.
    """

    def __init__(
        self,
        outputs: Iterable[Script] | None = None,
        *,
        handler: Callable[[FakeRequest], Script] | None = None,
        default_confidence: float = 0.9,
        name: str = "fake-judge",
    ) -> None:
        if outputs is None and handler is None:
            raise ValueError("FakeJudge needs scripted outputs or a handler")
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

    @property
    def calls(self) -> int:
        """How many requests were made."""
        return len(self.requests)

    def generate(
        self,
        messages: list[Message],
        grammar: Grammar | type[BaseModel],
        *,
        max_tokens: int | None = None,
        template_version: str = "",
    ) -> Generation:
        """Return the next scripted verdict, checked against ``grammar``."""
        g = as_grammar(grammar)
        request = FakeRequest(list(messages), g, template_version)
        with self._lock:
            self.requests.append(request)
            if self._handler is not None:
                script = self._handler(request)
            elif self._outputs:
                script = self._outputs.pop(0)
            else:
                raise FakeJudgeExhaustedError(
                    f"FakeJudge ran out of scripted outputs after {len(self.requests) - 1} calls"
                )
        if isinstance(script, BaseException):
            raise script
        confidence: dict[str, float] = {}
        if isinstance(script, FakeReply):
            confidence = script.confidence
            script = script.value
        if isinstance(script, BaseModel):
            value = script.model_dump(mode="json")
        elif isinstance(script, str):
            try:
                value = json.loads(script)
            except json.JSONDecodeError as exc:
                raise JudgeOutputError(f"output is not JSON: {exc}", raw=script) from exc
        else:
            value = script
        text = dumps(value)
        try:
            decisions = check_value(g.root, value)
        except ValueError as exc:
            raise JudgeOutputError(f"output does not fit the grammar: {exc}", raw=text) from exc
        parsed = None
        if g.model is not None:
            try:
                parsed = g.model.model_validate(value)
            except ValidationError as exc:
                raise JudgeOutputError(f"output failed validation: {exc}", raw=text) from exc
        choices = [
            ChoiceProb(
                path=path, value=v, probability=confidence.get(path, self.default_confidence)
            )
            for path, v in decisions
        ]
        prompt_tokens = sum(len(m["content"].split()) for m in messages)
        return Generation(
            text=text,
            value=value,
            parsed=parsed,
            choices=choices,
            prompt_tokens=prompt_tokens,
            completion_tokens=len(text.split()),
            sampled_tokens=len(text.split()),
        )


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
