"""The batch API: generate_many through the structured layer, RunContext.ask_many, the rubric."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from reasoned import Verdict

from localjudge.cache import VerdictCache
from localjudge.errors import ContextOverflowError, JudgeError, JudgeOutputError
from localjudge.judges.base import Generation, JudgeInfo, Message
from localjudge.judges.structured import DecodeRequest, StructuredJudge
from localjudge.scorers.pipeline import create_scorer
from localjudge.scorers.rubric import create_rubric_scorer
from localjudge.testing import FakeJudge


def _req(text: str, version: str = "t1") -> DecodeRequest:
    return DecodeRequest.of([{"role": "user", "content": text}], Verdict, template_version=version)


def _prompt(request: DecodeRequest) -> str:
    """The judged text: the first user message (a re-ask appends more messages after it)."""
    return next(m["content"] for m in request.messages if m["role"] == "user")


class _Batcher(StructuredJudge):
    """A backend that batches: the verdict is read from the prompt ("yes …" / "bad …" / "long …").

    ``batches`` records the prompts of each ``decode_many``; ``singles`` those of each lone
    ``decode`` (the re-ask path).
    """

    def __init__(self, cache: VerdictCache | None = None) -> None:
        super().__init__(cache=cache)
        self.batches: list[list[str]] = []
        self.singles: list[str] = []

    @property
    def info(self) -> JudgeInfo:
        return JudgeInfo(name="batcher", sha256="0" * 64, backend="test")

    def render_prompt(self, messages: list[Message]) -> str:
        return "\n".join(m["content"] for m in messages)

    def _verdict(self, request: DecodeRequest, retry: bool) -> Generation:
        prompt = _prompt(request)
        if prompt.startswith("long"):
            raise ContextOverflowError(5000, 5008, 4096)
        reasoning = "" if prompt.startswith("bad") and not retry else "because"
        value = {"reasoning": reasoning, "satisfied": prompt.startswith("yes")}
        return Generation(text=str(value), value=value, batched=not retry)

    def decode(self, request: DecodeRequest) -> Generation:
        self.singles.append(_prompt(request))
        return self._verdict(request, retry=any(m["role"] == "assistant" for m in request.messages))

    def decode_many(self, requests: Sequence[DecodeRequest]) -> list[Generation | JudgeError]:
        self.batches.append([_prompt(r) for r in requests])
        out: list[Generation | JudgeError] = []
        for r in requests:
            try:
                out.append(self._verdict(r, retry=False))
            except JudgeError as exc:
                out.append(exc)
        return out


def test_generate_many_keeps_order_and_decodes_in_one_batch() -> None:
    judge = _Batcher()
    gens = judge.generate_many([_req("yes a"), _req("no b"), _req("yes c")])
    assert [g.parsed.satisfied for g in gens] == [True, False, True]  # type: ignore[union-attr]
    assert judge.batches == [["yes a", "no b", "yes c"]] and judge.singles == []
    assert judge.calls == 3 and all(g.batched and g.attempts == 1 for g in gens)
    assert judge.generate_many([]) == [] and len(judge.batches) == 1


def test_cache_hits_are_served_and_only_misses_go_to_the_backend(tmp_path: Path) -> None:
    judge = _Batcher(cache=VerdictCache(tmp_path))
    judge.generate_many([_req("yes a"), _req("no b")])
    gens = judge.generate_many([_req("no b"), _req("yes new"), _req("yes a"), _req("yes a", "t2")])
    assert judge.batches[1] == ["yes new", "yes a"]  # the t2 request keys a different verdict
    assert [g.cached for g in gens] == [True, False, True, False]
    assert gens[0].parsed == Verdict(reasoning="because", satisfied=False)
    assert judge.calls == 4
    assert judge.generate_many([_req("yes new")])[0].cached and len(judge.batches) == 2


def test_a_verdict_failing_validation_is_reasked_alone() -> None:
    judge = _Batcher()
    gens = judge.generate_many([_req("yes a"), _req("bad b")])
    assert [g.attempts for g in gens] == [1, 2]
    assert gens[1].parsed == Verdict(reasoning="because", satisfied=False)
    assert judge.singles == ["bad b"]  # only the rejected one, with its feedback
    assert gens[0].seconds >= 0 and gens[1].seconds >= gens[0].seconds


def test_failures_in_place_or_raised_once_the_others_are_done(tmp_path: Path) -> None:
    judge = _Batcher(cache=VerdictCache(tmp_path))
    out = judge.generate_many([_req("long x"), _req("yes a")], return_exceptions=True)
    assert isinstance(out[0], ContextOverflowError) and isinstance(out[1], Generation)
    with pytest.raises(ContextOverflowError):
        judge.generate_many([_req("yes b"), _req("long x")])
    calls = judge.calls
    assert judge.generate_many([_req("yes b")])[0].cached  # cached before the raise
    assert judge.calls == calls


def test_the_default_decode_many_loops_over_decode() -> None:
    fj = FakeJudge([{"reasoning": "x", "satisfied": True}, {"reasoning": "", "satisfied": True}])
    out = fj.generate_many([_req("a"), _req("b")], return_exceptions=True)
    assert isinstance(out[0], Generation) and out[0].batched is False
    assert isinstance(out[1], JudgeOutputError) and out[1].attempts == 1
    assert [r.prompt for r in fj.requests] == ["a", "b"]


class _ProtocolOnly:
    """A judge with only the protocol's ``generate`` (no batch API)."""

    def __init__(self) -> None:
        self.inner = FakeJudge(handler=lambda r: {"reasoning": "r", "satisfied": True})

    @property
    def info(self) -> JudgeInfo:
        return self.inner.info

    def generate(self, messages, grammar, *, max_tokens=None, template_version=""):  # type: ignore[no-untyped-def]
        return self.inner.generate(
            messages, grammar, max_tokens=max_tokens, template_version=template_version
        )


@pytest.mark.parametrize("make", [_Batcher, _ProtocolOnly])
def test_ask_many_records_every_call_in_the_trace(make: type) -> None:
    judge = make()

    def analyze(run, results, ctx):  # type: ignore[no-untyped-def]
        gens = ctx.ask_many([("yes one", Verdict), ("no two", Verdict)])
        return [g.value["satisfied"] for g in gens]

    scorer = create_scorer("t", judge=judge, template_version="v9")
    scorer.analyze(analyze).generate_score(lambda run, results: 1.0)
    res = scorer.run({"output": "x"})
    assert res.analyze_step_result == ([True, False] if make is _Batcher else [True, True])
    assert res.trace is not None and res.trace.judge_calls == 2
    assert res.trace.template_version == "v9"
    assert res.trace.batched_calls == (2 if make is _Batcher else 0)
    assert res.analyze_prompt == "yes one"


def test_ask_many_failure_leaves_the_item_unscored_with_the_good_calls_traced() -> None:
    judge = _Batcher()

    def analyze(run, results, ctx):  # type: ignore[no-untyped-def]
        return ctx.ask_many([("yes one", Verdict), ("long two", Verdict)])

    scorer = create_scorer("t", judge=judge).analyze(analyze)
    res = scorer.generate_score(lambda run, results: 1.0).run({"output": "x"})
    assert res.score is None and res.error is not None and "ContextOverflow" in res.error
    assert res.trace is not None and res.trace.judge_calls == 1


def test_rubric_per_criterion_mode_sends_the_item_as_one_batch() -> None:
    class Rubricish(_Batcher):
        def _verdict(self, request: DecodeRequest, retry: bool) -> Generation:
            fields = dict(request.grammar.root.fields)  # type: ignore[union-attr]
            crit = fields["criterion"].value
            value = {
                "id": fields["id"].value,
                "criterion": crit,
                "reasoning": "ok",
                "satisfied": crit != "b",
            }
            return Generation(
                text=str(value),
                value=value,
                batched=True,
                near_ties=int(crit == "c"),
                batch_invariant=crit != "a",
            )

    judge = Rubricish()
    scorer = create_rubric_scorer(
        judge, criteria="- a\n- b\n- c", options={"mode": "per_criterion"}
    )
    res = scorer.run({"input": "q", "output": "answer"})
    assert len(judge.batches) == 1 and len(judge.batches[0]) == 3
    assert [c["satisfied"] for c in res.analyze_step_result["criteria"]] == [True, False, True]
    assert res.score == 0
    assert res.trace is not None and res.trace.batched_calls == 3 and res.trace.near_ties == 1
    assert res.trace.batch_sensitive_calls == 1
