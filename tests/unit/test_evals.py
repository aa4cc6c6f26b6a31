"""run_evals semantics with FakeJudge-backed custom scorers (no model)."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from okness import Verdict
from okness import okness_handler as _handler

from localjudge import run_evals
from localjudge.errors import ConfigError, DatasetError
from localjudge.evals import ItemResult, iter_evals
from localjudge.scorers.pipeline import PromptStep, Scorer, create_scorer
from localjudge.testing import FakeJudge
from localjudge.types import ScorerRun


def make_scorer(judge: FakeJudge, id: str = "okness", jitter: bool = False) -> Scorer:
    def prompt(run: ScorerRun, results: dict[str, Any]) -> str:
        if jitter:  # finish out of order under a thread pool
            time.sleep(random.uniform(0, 0.02))
        return f"Is this answer acceptable? <output>{run.output}</output>"

    return (
        create_scorer(id=id, judge=judge)
        .analyze(PromptStep(description="judge", output_schema=Verdict, create_prompt=prompt))
        .generate_score(lambda run, r: 1.0 if r["analyze_step_result"]["ok"] else 0.0)
        .generate_reason(lambda run, r: f"ok={r['analyze_step_result']['ok']}")
    )


@pytest.fixture
def judge() -> FakeJudge:
    return FakeJudge(handler=_handler)


def test_means_leave_out_unscored_items(judge: FakeJudge) -> None:
    data = [
        {"id": "a", "input": "q", "output": "good"},
        {"id": "b", "input": "q", "output": "bad"},
        {"id": "c", "input": "q", "output": "overflow"},
    ]
    report = run_evals(data=data, scorers=[make_scorer(judge)])
    # 0.5 over the two scored items; counting the judge error as 0 would give 0.333.
    assert report["scores"] == {"okness": pytest.approx(0.5)}
    s = report["summary"]
    assert s["total_items"] == 3
    assert (s["scored"], s["unscored"], s["judge_errors"], s["input_errors"]) == (2, 1, 1, 0)
    per = s["per_scorer"]["okness"]
    assert per["pass_rate"] == pytest.approx(0.5)
    assert per["passed"] == 1
    c = report["results"][2]
    assert isinstance(c, ItemResult)
    assert c.id == "c"
    assert c.scorer_results["okness"].score is None
    assert "ContextOverflowError" in (c.scorer_results["okness"].error or "")
    assert c.error_kinds == {"okness": "judge"}
    assert c.passed == {"okness": None}


def test_errors_are_recorded_and_the_run_goes_on(judge: FakeJudge) -> None:
    data: list[Any] = [
        {"id": "no-output", "input": "q"},
        DatasetError("invalid JSON", "data.jsonl", 2),
        "not a mapping",
        {"id": "ok", "input": "q", "output": "good"},
    ]
    report = run_evals(data=data, scorers=make_scorer(judge))
    s = report["summary"]
    assert s["total_items"] == 4
    assert (s["input_errors"], s["judge_errors"], s["scored"]) == (3, 0, 1)
    assert report["scores"]["okness"] == 1.0
    ids = [r.id for r in report["results"]]
    assert ids == ["no-output", "line-2", "2", "ok"]
    assert "data.jsonl:2: invalid JSON" in (
        report["results"][1].scorer_results["okness"].error or ""
    )
    assert judge.calls == 1  # bad items never reach the judge


def test_no_scored_item_gives_a_none_mean(judge: FakeJudge) -> None:
    report = run_evals(data=[{"output": "overflow"}], scorers=[make_scorer(judge)])
    assert report["scores"] == {"okness": None}
    assert report["summary"]["per_scorer"]["okness"]["pass_rate"] is None


def test_empty_data_and_missing_scorers_are_config_errors(judge: FakeJudge) -> None:
    with pytest.raises(ConfigError, match="no data"):
        run_evals(data=[], scorers=[make_scorer(judge)])
    with pytest.raises(ConfigError, match="no data"):
        run_evals(data=iter(()), scorers=[make_scorer(judge)])
    with pytest.raises(ConfigError, match="at least one scorer"):
        run_evals(data=[{"output": "good"}], scorers=[])
    with pytest.raises(ConfigError, match="share the id"):
        run_evals(data=[{"output": "good"}], scorers=[make_scorer(judge), make_scorer(judge)])
    with pytest.raises(ConfigError, match="concurrency"):
        run_evals(data=[{"output": "good"}], scorers=[make_scorer(judge)], concurrency=0)


def test_target_callable_produces_the_output(judge: FakeJudge) -> None:
    seen: list[Any] = []

    def agent(question: str) -> str:
        seen.append(question)
        return "a good answer" if "easy" in question else "a bad answer"

    data = [{"input": "easy one", "output": "ignored"}, {"input": "hard one"}]
    report = run_evals(data=data, scorers=[make_scorer(judge)], target=agent)
    assert seen == ["easy one", "hard one"]
    assert [r.output for r in report["results"]] == ["a good answer", "a bad answer"]
    assert report["scores"]["okness"] == 0.5
    assert "a good answer" in judge.requests[0].prompt


def test_target_object_with_generate_and_text_reply(judge: FakeJudge) -> None:
    class Reply:
        def __init__(self, text: str) -> None:
            self.text = text

    class Agent:
        def generate(self, prompt: str) -> Reply:
            return Reply(f"good: {prompt}")

    report = run_evals(data=[{"input": "hi"}], scorers=[make_scorer(judge)], target=Agent())
    assert report["results"][0].output == "good: hi"
    assert report["scores"]["okness"] == 1.0


def test_a_failing_target_costs_one_item(judge: FakeJudge) -> None:
    def agent(question: str) -> str:
        if question == "boom":
            raise RuntimeError("agent crashed")
        return "good"

    data = [{"input": "boom"}, {"input": "fine"}]
    report = run_evals(data=data, scorers=[make_scorer(judge)], target=agent)
    assert report["summary"]["target_errors"] == 1
    assert report["summary"]["unscored"] == 1
    assert report["results"][0].error_kinds == {"okness": "target"}
    assert "agent crashed" in (report["results"][0].scorer_results["okness"].error or "")
    assert report["scores"]["okness"] == 1.0
    with pytest.raises(ConfigError, match="target"):
        run_evals(data=[{"input": "x"}], scorers=[make_scorer(judge)], target=42)


def test_on_item_complete_gets_item_output_and_results_in_order(judge: FakeJudge) -> None:
    calls: list[dict[str, Any]] = []

    def on_item_complete(*, item: Any, output: Any, scorer_results: dict[str, Any]) -> None:
        calls.append({"item": item, "output": output, "results": scorer_results})

    data = [{"id": str(i), "output": "good" if i % 2 else "bad"} for i in range(5)]
    run_evals(data=data, scorers=[make_scorer(judge)], on_item_complete=on_item_complete)
    assert [c["item"]["id"] for c in calls] == ["0", "1", "2", "3", "4"]
    assert [c["output"] for c in calls] == [d["output"] for d in data]
    assert [c["results"]["okness"].score for c in calls] == [0.0, 1.0, 0.0, 1.0, 0.0]


def test_every_scorer_runs_on_every_item() -> None:
    j1, j2 = FakeJudge(handler=_handler), FakeJudge(handler=lambda r: {"ok": True})
    data = [{"output": "good"}, {"output": "bad"}]
    report = run_evals(data=data, scorers=[make_scorer(j1, "first"), make_scorer(j2, "second")])
    assert report["scores"] == {"first": 0.5, "second": 1.0}
    assert (j1.calls, j2.calls) == (2, 2)
    assert all(set(r.scorer_results) == {"first", "second"} for r in report["results"])


def test_row_rubric_goes_into_request_context() -> None:
    seen: list[Any] = []

    def score(run: ScorerRun, results: dict[str, Any]) -> float:
        seen.append(run.request_context)
        return 1.0

    scorer = create_scorer(id="ctx").generate_score(score)
    data = [
        {"output": "x", "rubric": ["a", "b"]},
        {"output": "x", "rubric": "- a", "request_context": {"user": "u1"}},
        {"output": "x", "rubric": "- row", "request_context": {"rubric": "- explicit"}},
        {"output": "x"},
    ]
    run_evals(data=data, scorers=[scorer])
    assert seen == [
        {"rubric": ["a", "b"]},
        {"rubric": "- a", "user": "u1"},
        {"rubric": "- explicit"},
        None,
    ]


def test_concurrency_gives_the_same_results_in_item_order() -> None:
    data = [{"id": f"i{n}", "output": ("good" if n % 3 else "bad") + f" {n}"} for n in range(20)]
    data[7]["output"] = "overflow"
    serial = run_evals(data=data, scorers=[make_scorer(FakeJudge(handler=_handler))])
    order: list[str] = []
    parallel = run_evals(
        data=data,
        scorers=[make_scorer(FakeJudge(handler=_handler), jitter=True)],
        concurrency=4,
        on_item_complete=lambda item, output, scorer_results: order.append(item["id"]),
    )
    assert order == [d["id"] for d in data]
    assert [r.id for r in parallel["results"]] == [d["id"] for d in data]

    def view(report: dict[str, Any]) -> list[tuple[Any, ...]]:
        return [
            (r.id, r.scorer_results["okness"].score, r.scorer_results["okness"].reason)
            for r in report["results"]
        ]

    assert view(parallel) == view(serial)
    assert parallel["scores"] == serial["scores"]
    for key in ("total_items", "scored", "unscored", "judge_errors"):
        assert parallel["summary"][key] == serial["summary"][key]


@pytest.mark.parametrize("concurrency", [1, 3])
def test_data_is_streamed_not_materialised(judge: FakeJudge, concurrency: int) -> None:
    pulled = 0

    def gen() -> Any:
        nonlocal pulled
        for n in range(30):
            pulled += 1
            yield {"id": str(n), "output": "good"}

    ahead: list[int] = []
    for res in iter_evals(gen(), [make_scorer(judge)], concurrency=concurrency):
        ahead.append(pulled - (res.index + 1))
    assert len(ahead) == 30
    # At most a 2 × concurrency window is read ahead of the item being delivered.
    assert max(ahead) <= 2 * concurrency


def test_keep_results_false_keeps_nothing(judge: FakeJudge) -> None:
    report = run_evals(data=[{"output": "good"}], scorers=[make_scorer(judge)], keep_results=False)
    assert report["results"] == []
    assert report["summary"]["total_items"] == 1


class CachedFakeJudge(FakeJudge):
    """Reports every verdict as served from the verdict cache."""

    def generate(self, *args: Any, **kwargs: Any) -> Any:
        gen = super().generate(*args, **kwargs)
        gen.cached = True
        return gen


def test_summary_counts_cache_hits_and_time(judge: FakeJudge) -> None:
    report = run_evals(data=[{"output": "good"}], scorers=[make_scorer(judge)])
    s = report["summary"]
    assert s["cache_hits"] == 0
    assert s["seconds"] >= 0 and s["items_per_second"] is not None
    cached = CachedFakeJudge(handler=_handler)
    data = [{"output": "good"}, {"output": "overflow"}, {"output": "bad"}]
    s = run_evals(data=data, scorers=[make_scorer(cached)])["summary"]
    assert s["cache_hits"] == 2  # the judge error is not a hit
