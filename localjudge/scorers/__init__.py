"""Scorers: the create_scorer pipeline and the built-in rubric and answer-similarity scorers."""

from localjudge.scorers.pipeline import PromptStep, RunContext, Scorer, create_scorer

__all__ = ["PromptStep", "RunContext", "Scorer", "create_scorer"]
