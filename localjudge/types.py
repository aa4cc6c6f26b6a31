"""Shared pydantic types: ScorerRun in, ScorerResult and Trace out, a ScoreRecord per run row."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from localjudge.judges.base import Generation, JudgeInfo


class Criterion(BaseModel):
    """One rubric criterion. ``required`` criteria gate the rubric score."""

    model_config = ConfigDict(extra="forbid")

    description: str
    required: bool = True
    id: str | None = None


class ScorerRun(BaseModel):
    """One thing to score: the task input, the output under judgement and its context."""

    model_config = ConfigDict(extra="forbid")

    input: Any = None
    output: Any
    ground_truth: Any = None
    request_context: Any = None
    additional_context: Any = None
    run_id: str | None = None


class Trace(BaseModel):
    """How a result was produced: enough to reproduce it and to key its cache entry.

    ``batched_calls`` counts verdicts decoded in shared llama.cpp batches, and
    ``batch_sensitive_calls`` those of them on a backend whose probe found that batching
    changes float rounding (they may differ slightly from lone decodes); ``near_ties`` counts
    greedy decisions so close that such rounding could flip them. With 0 sensitive calls the
    result does not depend on how its calls were batched.
    """

    model: str | None = None
    model_sha256: str | None = None
    embedder: str | None = None
    template_version: str | None = None
    sampler: dict[str, Any] = Field(default_factory=dict)
    llama_cpp_version: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    judge_calls: int = 0
    cached_calls: int = 0
    cached: bool = False
    seconds: float = 0.0
    # The fitted decision threshold the verdicts used: "catalog", "profile:<path>" (the
    # user's, from ``localjudge calibrate``), or None (a default or explicit threshold).
    calibration: str | None = None
    batched_calls: int = 0
    batch_sensitive_calls: int = 0
    near_ties: int = 0

    def record(self, info: JudgeInfo, gen: Generation, template_version: str) -> None:
        """Fold one judge generation into this trace."""
        self.model = info.name
        self.model_sha256 = info.sha256
        self.sampler = dict(info.sampler)
        self.llama_cpp_version = info.backend_version
        self.template_version = template_version
        self.prompt_tokens += gen.prompt_tokens
        self.completion_tokens += gen.completion_tokens
        self.judge_calls += 1
        self.cached_calls += int(gen.cached)
        self.cached = self.cached_calls == self.judge_calls
        self.batched_calls += int(gen.batched)
        self.batch_sensitive_calls += int(gen.batched and gen.batch_invariant is False)
        self.near_ties += gen.near_ties


class ScorerResult(BaseModel):
    """A scorer's answer for one run. ``score`` is None when the item is unscored (``error``)."""

    model_config = ConfigDict(extra="allow")

    run_id: str | None = None
    scorer: str | None = None
    score: float | None = None
    reason: str | None = None
    confidence: float | None = None
    error: str | None = None
    preprocess_step_result: Any = None
    analyze_step_result: Any = None
    preprocess_prompt: str | None = None
    analyze_prompt: str | None = None
    generate_score_prompt: str | None = None
    generate_reason_prompt: str | None = None
    trace: Trace | None = None

    @property
    def scored(self) -> bool:
        """True when the result carries a numeric score."""
        return self.score is not None


ErrorKind = Literal["input", "judge", "target"]
"""Why a result is unscored: the item as given (input), the judge (judge), the target (target)."""


def plain(value: Any) -> Any:
    """Pydantic models (and containers of them) as plain JSON values."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


class ScoreRecord(BaseModel):
    """One item × scorer outcome of a run: built once, then written and read by every report.

    Attributes:
        id: the item's id (``line-<n>`` for a malformed dataset line).
        scorer: the scorer's id.
        score: the score, or None when unscored (``error`` says why).
        passed: whether the score reaches the scorer's pass mark (None when unscored).
        reason: the scorer's explanation.
        error: why the item is unscored (``"ExceptionName: message"``).
        error_kind: ``"input"``, ``"judge"`` or ``"target"``, for unscored records only.
        scale: the scale the score is on (the scorer's ``scale``).
        line: the dataset line (or CSV record) the item came from, when it came from a file.
        confidence: the lowest confidence among the result's verdicts.
        run_id: the scorer run's id.
        details: the step results as plain JSON (``preprocess_step_result``,
            ``analyze_step_result``).
        trace: how the result was produced.
        label: the people's verdict on the item, as the data gave it (``labels=``; None:
            unlabelled), which ``localjudge.labels`` measures the judge against.
    """

    model_config = ConfigDict(extra="forbid")

    id: str
    scorer: str
    score: float | None = None
    passed: bool | None = None
    reason: str | None = None
    error: str | None = None
    error_kind: ErrorKind | None = None
    scale: float = 1.0
    line: int | None = None
    confidence: float | None = None
    run_id: str | None = None
    details: dict[str, Any] = Field(default_factory=dict)
    trace: Trace | None = None
    label: Any = None

    @classmethod
    def from_result(
        cls,
        item_id: str,
        scorer_id: str,
        result: ScorerResult,
        *,
        passed: bool | None,
        error_kind: ErrorKind | None = None,
        scale: float = 1.0,
        line: int | None = None,
    ) -> ScoreRecord:
        """The record of one scorer's result on one item."""
        return cls(
            id=item_id,
            scorer=scorer_id,
            score=result.score,
            passed=passed,
            reason=result.reason,
            error=result.error,
            error_kind=error_kind,
            scale=scale,
            line=line,
            confidence=result.confidence,
            run_id=result.run_id,
            details={
                "preprocess_step_result": plain(result.preprocess_step_result),
                "analyze_step_result": plain(result.analyze_step_result),
            },
            trace=result.trace.model_copy() if result.trace else None,
        )

    @property
    def analysis(self) -> Mapping[str, Any] | None:
        """The analyze step's result when it is a mapping (where scorers keep their verdicts)."""
        value = self.details.get("analyze_step_result")
        return value if isinstance(value, Mapping) else None

    @property
    def cached(self) -> bool:
        """Whether every judge call came from the verdict cache (False without judge calls)."""
        return bool(self.trace and self.trace.judge_calls and self.trace.cached)

    @property
    def seconds(self) -> float:
        """Seconds the scorer spent on the item (0 when there is no trace)."""
        return self.trace.seconds if self.trace else 0.0
