"""The structured-judge layer every backend shares: cache, validation, one re-ask, timing.

A backend subclasses ``StructuredJudge`` and only turns (messages, grammar, token cap) into a
``Generation``; everything a verdict needs beyond decoding happens here, once, for all of them:

    cache lookup → backend decode → pydantic validation → one re-ask with feedback
    → cache put → attempts and seconds on the Generation

``generate_many`` does the same for several requests at once: hits are served from the cache
and only the misses go to the backend's ``decode_many`` together (one by one unless the backend
batches); each is then validated, and re-asked alone, as ``generate`` would.
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, overload

from pydantic import BaseModel, ValidationError

from localjudge.errors import JudgeError, JudgeOutputError
from localjudge.judges.base import Generation, JudgeInfo, Message, as_grammar
from localjudge.judges.grammar import Grammar

if TYPE_CHECKING:
    from localjudge.cache import VerdictCache

__all__ = ["DecodeRequest", "StructuredJudge"]

_RETRY_NOTE = (
    "Your previous verdict did not pass validation: {error}. Produce the verdict again, "
    "following the required format exactly."
)


@dataclass(frozen=True)
class DecodeRequest:
    """One attempt at a verdict, as a backend receives it.

    Attributes:
        messages: the chat to answer (on a re-ask, with the rejected verdict and feedback).
        grammar: what the verdict must look like.
        max_tokens: completion tokens allowed; None → what the context window leaves.
        template_version: the caller's prompt-template version. It already keys the cache, so
            a backend need not use it; the fake judge records it.
    """

    messages: list[Message]
    grammar: Grammar
    max_tokens: int | None = None
    template_version: str = ""

    @classmethod
    def of(
        cls,
        messages: list[Message],
        grammar: Grammar | type[BaseModel],
        *,
        max_tokens: int | None = None,
        template_version: str = "",
    ) -> DecodeRequest:
        """A request from the arguments ``generate`` takes (a pydantic model is compiled)."""
        return cls(list(messages), as_grammar(grammar), max_tokens, template_version)


class StructuredJudge(ABC):
    """A ``Judge`` built on a backend's decode: the base class every backend derives from.

    A backend provides three things:

    - ``info``: its identity; ``info.sha256`` and ``info.sampler`` key the verdict cache, so the
      sampler must name everything besides the model and prompt that can change a verdict.
    - ``render_prompt(messages)``: the exact text the model sees; it keys the cache.
    - ``decode(request)``: one attempt at a verdict admitted by ``request.grammar``; the
      Generation's ``parsed``, ``cached``, ``attempts`` and ``seconds`` are left to this layer.

    Args:
        cache: a ``VerdictCache`` to read and write verdicts, or None.
        max_attempts: decodes tried before invalid output is an error (2: one re-ask).

    Attributes:
        calls: verdicts the backend was asked for (cache hits excluded; a re-ask is part of
            the verdict it retries).
    """

    def __init__(self, *, cache: VerdictCache | None = None, max_attempts: int = 2) -> None:
        self.cache = cache
        self.max_attempts = max_attempts
        self.calls = 0
        self._calls_lock = threading.Lock()

    # ------------------------------------------------------------ what a backend provides
    @property
    @abstractmethod
    def info(self) -> JudgeInfo:
        """Identity of the model and sampler, for traces and cache keys."""

    @abstractmethod
    def render_prompt(self, messages: list[Message]) -> str:
        """The exact prompt text the model sees for ``messages``."""

    @abstractmethod
    def decode(self, request: DecodeRequest) -> Generation:
        """Decode one verdict admitted by ``request.grammar`` (no cache, validation or retry).

        Raises:
            ContextOverflowError: the prompt does not fit the context window.
            JudgeOutputError: output cut off by ``request.max_tokens``.
        """

    def decode_many(self, requests: Sequence[DecodeRequest]) -> list[Generation | JudgeError]:
        """Decode several verdicts; failures (``JudgeError``) are returned in their place.

        The default decodes them one by one; a backend that can batch overrides it.
        """
        out: list[Generation | JudgeError] = []
        for request in requests:
            try:
                out.append(self.decode(request))
            except JudgeError as exc:
                out.append(exc)
        return out

    # ------------------------------------------------------------ what every backend gets
    def generate(
        self,
        messages: list[Message],
        grammar: Grammar | type[BaseModel],
        *,
        max_tokens: int | None = None,
        template_version: str = "",
    ) -> Generation:
        """Replay the cached verdict, or decode one and validate it, re-asking once on failure.

        Raises:
            ContextOverflowError: the prompt does not fit the context window.
            JudgeOutputError: output cut off by ``max_tokens`` or invalid after the re-ask.
        """
        request = DecodeRequest.of(
            messages, grammar, max_tokens=max_tokens, template_version=template_version
        )
        key, hit = self._lookup(request)
        if hit is not None:
            return hit
        with self._calls_lock:
            self.calls += 1
        start = time.perf_counter()
        gen = self._decode_validated(request)
        gen.seconds = time.perf_counter() - start
        self._store(key, gen)
        return gen

    @overload
    def generate_many(
        self, requests: Sequence[DecodeRequest], *, return_exceptions: Literal[False] = False
    ) -> list[Generation]: ...

    @overload
    def generate_many(
        self, requests: Sequence[DecodeRequest], *, return_exceptions: Literal[True]
    ) -> list[Generation | JudgeError]: ...

    def generate_many(
        self, requests: Sequence[DecodeRequest], *, return_exceptions: bool = False
    ) -> list[Generation] | list[Generation | JudgeError]:
        """``generate`` for several requests, the cache misses decoded together.

        Each verdict is the one ``generate`` would give for its request (to within batching's
        float rounding; see ``Generation.batched``). A verdict decoded in a batch reports an
        equal share of the batch's time as its ``seconds``.

        Args:
            requests: what to judge (``DecodeRequest.of`` builds one from ``generate``'s
                arguments).
            return_exceptions: put each failure (``JudgeError``) in its request's place instead
                of raising the first one once all are done.

        Raises:
            ContextOverflowError: (without ``return_exceptions``) a prompt does not fit.
            JudgeOutputError: (without ``return_exceptions``) a verdict was cut off or stayed
                invalid after the re-ask.
        """
        out: list[Generation | JudgeError | None] = []
        keys: list[str | None] = []
        for request in requests:
            key, hit = self._lookup(request)
            out.append(hit)
            keys.append(key)
        misses = [i for i, gen in enumerate(out) if gen is None]
        if misses:
            with self._calls_lock:
                self.calls += len(misses)
            start = time.perf_counter()
            decoded = self.decode_many([requests[i] for i in misses])
            share = (time.perf_counter() - start) / len(misses)
            for i, first in zip(misses, decoded):
                out[i] = self._finish(requests[i], keys[i], first, share)
        done = [x for x in out if x is not None]
        if not return_exceptions:
            for x in done:
                if isinstance(x, JudgeError):
                    raise x
        return done  # type: ignore[return-value]

    def _finish(
        self,
        request: DecodeRequest,
        key: str | None,
        first: Generation | JudgeError,
        share: float,
    ) -> Generation | JudgeError:
        """Validate (and re-ask) one verdict from a batch, then cache it."""
        start = time.perf_counter()
        try:
            if isinstance(first, JudgeError):
                if isinstance(first, JudgeOutputError):
                    first.attempts = 1
                return first
            gen = self._decode_validated(request, first)
        except JudgeError as exc:
            return exc
        gen.seconds = share + time.perf_counter() - start
        self._store(key, gen)
        return gen

    def _lookup(self, request: DecodeRequest) -> tuple[str | None, Generation | None]:
        """The request's cache key and its cached verdict (None, None without a cache)."""
        if self.cache is None:
            return None, None
        key = self._cache_key(self.cache, request)
        hit = self.cache.get(key)
        if hit is None:
            return key, None
        gen = Generation.model_validate(hit)
        gen.cached = True
        gen.parsed = _parse(request.grammar, gen.value)
        return key, gen

    def _store(self, key: str | None, gen: Generation) -> None:
        if self.cache is not None and key is not None:
            self.cache.put(key, gen.model_dump(mode="json", exclude={"parsed"}))

    def _cache_key(self, cache: VerdictCache, request: DecodeRequest) -> str:
        info = self.info
        return cache.key(
            model_sha256=info.sha256,
            template_version=request.template_version,
            grammar=request.grammar.gbnf,
            sampler=info.sampler,
            prompt=self.render_prompt(request.messages),
            max_tokens=request.max_tokens,
        )

    def _decode_validated(
        self, request: DecodeRequest, first: Generation | None = None
    ) -> Generation:
        """Decode (or take ``first``, already decoded) and validate, re-asking on failure."""
        attempts = 0
        while True:
            attempts += 1
            try:
                gen = first if first is not None and attempts == 1 else self.decode(request)
            except JudgeOutputError as exc:
                exc.attempts = attempts  # a cut-off during the re-ask is the second attempt
                raise
            try:
                gen.parsed = _parse(request.grammar, gen.value)
            except ValidationError as exc:
                error = exc.errors()[0]["msg"]
                if attempts >= self.max_attempts:
                    raise JudgeOutputError(
                        f"verdict failed validation after {attempts} "
                        f"attempt{'s' if attempts > 1 else ''}: {error}",
                        raw=gen.text,
                        attempts=attempts,
                    ) from exc
                # The grammar already held the shape; what failed is a validator the grammar
                # cannot express, so the model is shown its own verdict and the reason.
                feedback: list[Message] = [
                    {"role": "assistant", "content": gen.text},
                    {"role": "user", "content": _RETRY_NOTE.format(error=error)},
                ]
                request = replace(request, messages=request.messages + feedback)
                continue
            gen.attempts = attempts
            return gen


def _parse(grammar: Grammar, value: Any) -> BaseModel | None:
    """``value`` validated against the grammar's pydantic model (None without a model)."""
    return grammar.model.model_validate(value) if grammar.model else None
