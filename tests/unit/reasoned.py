"""A verdict model with a validator, shared by the structured-layer and batch API tests."""

from __future__ import annotations

from pydantic import BaseModel, field_validator


class Verdict(BaseModel):
    """A reasoned yes/no verdict whose reasoning must not be empty (the re-ask tests break it)."""

    reasoning: str
    satisfied: bool

    @field_validator("reasoning")
    @classmethod
    def not_empty(cls, v: str) -> str:
        if not v:
            raise ValueError("empty reasoning")
        return v
