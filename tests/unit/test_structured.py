"""The structured-judge layer: cache, validation, the one re-ask and timing, over a fake decode."""

from __future__ import annotations

from pathlib import Path

import pytest
from reasoned import Verdict

from localjudge.cache import VerdictCache
from localjudge.errors import JudgeOutputError
from localjudge.judges.base import Generation, Judge, JudgeInfo, Message
from localjudge.judges.grammar import compile_schema
from localjudge.judges.structured import DecodeRequest, StructuredJudge
from localjudge.testing import FakeJudge

MSGS = [{"role": "user", "content": "judge this"}]
GOOD = {"reasoning": "fine", "satisfied": True}
BAD = {"reasoning": "", "satisfied": True}  # fits the grammar, fails the validator


def test_reask_feeds_back_the_rejected_verdict_and_recovers() -> None:
    fj = FakeJudge([BAD, GOOD], reask=True)
    gen = fj.generate(MSGS, Verdict)
    assert gen.parsed == Verdict(**GOOD) and gen.attempts == 2
    assert fj.calls == 1 and len(fj.requests) == 2  # one verdict, two decodes
    retry = fj.requests[1].messages
    assert retry[: len(MSGS)] == MSGS
    assert retry[-2] == {"role": "assistant", "content": '{"reasoning": "", "satisfied": true}'}
    assert retry[-1]["role"] == "user" and "empty reasoning" in retry[-1]["content"]


def test_invalid_after_the_reask_keeps_the_last_raw_text() -> None:
    second = {"reasoning": "", "satisfied": False}
    with pytest.raises(JudgeOutputError, match=r"after 2 attempts: .*empty reasoning") as info:
        FakeJudge([BAD, second], reask=True).generate(MSGS, Verdict)
    assert info.value.attempts == 2
    assert info.value.raw == '{"reasoning": "", "satisfied": false}'


def test_a_cut_off_during_the_reask_counts_as_the_second_attempt() -> None:
    cut = JudgeOutputError("verdict cut off at max_tokens=5", raw='{"reas')
    with pytest.raises(JudgeOutputError, match="cut off") as info:
        FakeJudge([BAD, cut], reask=True).generate(MSGS, Verdict)
    assert info.value.attempts == 2 and info.value.raw == '{"reas'


def test_without_reask_the_first_invalid_verdict_is_the_error() -> None:
    with pytest.raises(JudgeOutputError, match=r"after 1 attempt: .*empty reasoning") as info:
        FakeJudge([BAD, GOOD]).generate(MSGS, Verdict)
    assert info.value.attempts == 1


def test_cache_replays_and_revalidates_without_decoding(tmp_path: Path) -> None:
    cache = VerdictCache(tmp_path)
    fj = FakeJudge([GOOD, GOOD], cache=cache)
    cold = fj.generate(MSGS, Verdict, template_version="t1")
    assert cold.cached is False and cold.seconds > 0
    warm = fj.generate(MSGS, Verdict, template_version="t1")
    assert warm.cached is True and fj.calls == 1
    assert (warm.text, warm.choices, warm.attempts) == (cold.text, cold.choices, cold.attempts)
    assert warm.parsed == Verdict(**GOOD)
    fj.generate(MSGS, Verdict, template_version="t2")  # anything that keys the verdict misses
    assert fj.calls == 2 and len(cache) == 2


def test_cache_key_is_made_of_the_verdict_inputs(tmp_path: Path) -> None:
    cache = VerdictCache(tmp_path)
    fj = FakeJudge([GOOD], cache=cache)
    fj.generate(MSGS, Verdict, max_tokens=50, template_version="t1")
    key = VerdictCache.key(
        model_sha256=fj.info.sha256,
        template_version="t1",
        grammar=compile_schema(Verdict).gbnf,
        sampler=fj.info.sampler,
        prompt=fj.render_prompt(MSGS),
        max_tokens=50,
    )
    assert cache.get(key) is not None


class _EchoBackend(StructuredJudge):
    """A backend written against the protocol alone: it only decodes."""

    def __init__(self, value: dict[str, object]) -> None:
        super().__init__()
        self.value = value

    @property
    def info(self) -> JudgeInfo:
        return JudgeInfo(name="echo", backend="echo")

    def render_prompt(self, messages: list[Message]) -> str:
        return "\n".join(m["content"] for m in messages)

    def decode(self, request: DecodeRequest) -> Generation:
        return Generation(text=str(self.value), value=self.value)


def test_a_backend_that_only_decodes_is_a_full_judge() -> None:
    judge = _EchoBackend(GOOD)
    assert isinstance(judge, Judge)
    gen = judge.generate(MSGS, Verdict)
    assert gen.parsed == Verdict(**GOOD) and gen.attempts == 1 and judge.calls == 1
    with pytest.raises(JudgeOutputError, match="after 2 attempts"):
        _EchoBackend(BAD).generate(MSGS, Verdict)  # the real default: one re-ask
