"""Shared pydantic types: what scorers take (ScorerRun), return (ScorerResult), record (Trace)."""

from __future__ import annotations

from typing import Any

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
    """How a result was produced: enough to reproduce it and to key its cache entry."""

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
