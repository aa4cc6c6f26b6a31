"""A scripted verdict shared by the run tests: "good" outputs are ok, "overflow" ones fail."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from localjudge.errors import ContextOverflowError
from localjudge.testing import FakeRequest


class Verdict(BaseModel):
    ok: bool


def okness_handler(request: FakeRequest) -> Any:
    """good → ok, overflow → a judge error, anything else → not ok."""
    text = request.messages[-1]["content"]
    if "overflow" in text:
        return ContextOverflowError(5000, 5008, 4096)
    return {"ok": "good" in text}
