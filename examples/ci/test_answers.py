"""Example CI tests with localjudge's pytest plugin: assertions on an assistant's answers.

In your project each answer comes from the system under test (call it where the constants
stand here). The plugin loads the judge once, the first time a test asserts; verdicts are
cached (``LOCALJUDGE_CACHE_DIR``), so a rerun on unchanged answers makes no judge call.
"""

from __future__ import annotations

import pytest

from localjudge.pytest_plugin import assert_rubric, assert_similar

DAMAGED_PARCEL = "My blender arrived with a cracked jug. What can you do?"
DAMAGED_PARCEL_REPLY = (
    "I'm sorry your blender arrived with a cracked jug. I have issued a full refund of $39.90 "
    "to your card, and you can keep the blender; the refund shows within 3-5 business days."
)
REFUND_RUBRIC = [
    "Apologises for the damaged item",
    "Says that a refund has been issued",
    "The response contains fewer than 60 words.",  # decided by code, not by the judge
    {"description": "Offers a discount on the next order", "required": False},
]

OPENING_HOURS = "When is your support desk open?"
OPENING_HOURS_POLICY = "The support desk is open Monday to Friday, from 9am to 5pm."


def test_refund_reply_meets_the_support_rubric() -> None:
    assert_rubric(DAMAGED_PARCEL_REPLY, REFUND_RUBRIC, input=DAMAGED_PARCEL)


def test_opening_hours_answer_agrees_with_the_policy() -> None:
    answer = "Our support desk is open from 9am to 5pm, Monday to Friday."
    assert_similar(answer, OPENING_HOURS_POLICY, input=OPENING_HOURS)


def test_a_rambling_reply_fails_the_length_limit() -> None:
    rambling = " ".join([DAMAGED_PARCEL_REPLY] * 3)
    with pytest.raises(AssertionError, match="The response contains fewer than 60 words"):
        assert_rubric(rambling, REFUND_RUBRIC, input=DAMAGED_PARCEL)
