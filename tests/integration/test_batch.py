"""Batched decoding (``batch=True``) with the real default judge: the same verdicts alone,
batched, in any order, with and without prefix reuse, and within one item's criteria."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from localjudge.judges.base import PREFIX_BREAK, Generation
from localjudge.judges.llama import LlamaJudge
from localjudge.judges.structured import DecodeRequest
from localjudge.scorers.prompts import rubric as prompts
from localjudge.scorers.rubric import criterion_grammar
from localjudge.types import Criterion

pytestmark = pytest.mark.model

TOL = 1e-3
CRITERIA = ["Mentions Paris", "Is one sentence", "Is polite", "Cites a source"]
ITEMS = [
    ("What is the capital of France?", "Paris, according to every atlas."),
    ("What is 2 + 2?", "It is 5."),
]


@pytest.fixture(scope="module")
def bjudge(default_model_path: Path) -> Iterator[LlamaJudge]:
    j = LlamaJudge(default_model_path, batch=True, n_threads=2)
    yield j
    j.close()


def _requests() -> list[DecodeRequest]:
    out = []
    for task, output in ITEMS:
        for i, text in enumerate(CRITERIA):
            c = Criterion(description=text)
            # a break after the instructions too: the judge-wide prefix is held once
            msgs = [
                {"role": "system", "content": prompts.INSTRUCTIONS + PREFIX_BREAK},
                {"role": "user", "content": prompts.criterion_prompt(task, output, c)},
            ]
            out.append(DecodeRequest.of(msgs, criterion_grammar(i, c, 120)))
    return out


def _max_diff(a: list[Generation], b: list[Generation]) -> float:
    assert [g.text for g in a] == [g.text for g in b]
    worst = 0.0
    for x, y in zip(a, b):
        assert [(c.path, c.value) for c in x.choices] == [(c.path, c.value) for c in y.choices]
        for cx, cy in zip(x.choices, y.choices):
            worst = max(worst, abs(cx.probability - cy.probability))
    return worst


def test_verdicts_do_not_depend_on_the_batch(bjudge: LlamaJudge, default_model_path: Path) -> None:
    judge = bjudge
    reqs = _requests()
    alone = [judge.generate(r.messages, r.grammar) for r in reqs]
    assert not any(g.batched for g in alone)
    batched = judge.generate_many(reqs)
    assert all(g.batched for g in batched)
    # the start-up probe found this build and model batch-invariant, and says so
    assert all(g.batch_invariant is True for g in alone + batched)
    backwards = judge.generate_many(reqs[::-1])[::-1]
    mixed = judge.generate_many([reqs[k] for k in (5, 0, 7, 2)])
    cold = LlamaJudge(default_model_path, batch=True, prefix_reuse=False, n_threads=judge.n_threads)
    try:
        no_reuse = cold.generate_many(reqs)
        assert cold._batcher is not None and cold._batcher.nodes == {}  # nothing held after
    finally:
        cold.close()
    diffs = [
        _max_diff(alone, batched),
        _max_diff(alone, backwards),
        _max_diff([alone[k] for k in (5, 0, 7, 2)], mixed),
        _max_diff(alone, no_reuse),
    ]
    print(f"max probability difference: {max(diffs):.3g}")  # reported by -s
    assert max(diffs) <= TOL
    near = sum(g.near_ties for g in alone + batched)
    print(f"near ties: {near}")


def test_shared_prefixes_are_evaluated_once(default_model_path: Path) -> None:
    j = LlamaJudge(default_model_path, batch=True, n_threads=2)
    try:
        reqs = _requests()
        first = reqs[: len(CRITERIA)]  # one item, every criterion
        j.generate_many(first)
        assert j._batcher is not None
        ctx = j._batcher.ctx
        segs = [j.tokenize_segments(r.messages) for r in first]
        instructions, item = len(segs[0][0]), len(segs[0][1])
        assert all(len(s[0]) == instructions and len(s[1]) == item for s in segs)
        # the held prefixes: the instructions, and the item below them
        assert sorted(len(t) for t in j._batcher.nodes) == [instructions, instructions + item]
        before = ctx.evaluated
        nxt = reqs[len(CRITERIA) :]  # the next item, under the same instructions
        gens = j.generate_many(nxt)
        item_segs = [j.tokenize_segments(r.messages) for r in nxt]
        assert item_segs[0][0] == segs[0][0]
        # evaluated: the new item's text once, each criterion's own text, each verdict's
        # tokens (rubric choices are one token each, so no trie branch is evaluated) and
        # never the instructions again
        expected = len(item_segs[0][1]) + sum(len(s[2]) for s in item_segs)
        expected += sum(g.completion_tokens for g in gens)
        assert ctx.evaluated - before == expected
        # forgotten, the prefixes are evaluated again, instructions included; verdicts stay
        j.forget_prefixes()
        assert j._batcher.nodes == {}
        before = ctx.evaluated
        again = j.generate_many(nxt)
        assert ctx.evaluated - before == expected + instructions
        assert [g.text for g in again] == [g.text for g in gens]
    finally:
        j.close()


def test_more_requests_than_sequences_run_in_waves(default_model_path: Path) -> None:
    j = LlamaJudge(default_model_path, batch=True, n_threads=2, n_seq_max=3)  # 1 holds, 2 decode
    try:
        reqs = _requests()[:5]
        many = j.generate_many(reqs)
        alone = [j.generate(r.messages, r.grammar) for r in reqs]
        assert _max_diff(alone, many) <= TOL
    finally:
        j.close()


CONCURRENT_ITEMS = [
    {
        "input": f"Write one line telling a customer when order {n} ships.",
        "output": text,
        "rubric": ["States a shipping date", "Is polite", "Mentions the order number"],
    }
    for n, text in enumerate(
        [
            "Thank you! Order 0 ships on Monday.",
            "It ships whenever.",
            "Order 2 is delayed; sorry for the wait.",
            "We will dispatch order 3 on 4 June. Thanks for your patience!",
            "Your parcel has left.",
            "Order 5 ships tomorrow, kind regards.",
        ]
    )
]


def _verdicts(report: dict) -> list[list[tuple[bool, float | None]]]:
    out = []
    for item in report["results"]:
        criteria = item.records["rubric"].details["analyze_step_result"]["criteria"]
        out.append([(c["satisfied"], c["confidence"]) for c in criteria])
    return out


def test_concurrent_items_fill_one_batch(default_model_path: Path) -> None:
    from localjudge import create_rubric_scorer, run_evals

    serial = LlamaJudge(default_model_path, batch=True, n_threads=2)
    together = LlamaJudge(default_model_path, batch=True, n_threads=2)
    try:
        one = run_evals(CONCURRENT_ITEMS, create_rubric_scorer(serial), concurrency=1)
        four = run_evals(CONCURRENT_ITEMS, create_rubric_scorer(together), concurrency=4)
        assert serial.merged_rounds == 0
        # items waiting while a batch decoded went into the next batch together
        assert together.merged_rounds >= 1
        assert together.rounds < len(CONCURRENT_ITEMS)
        assert _verdicts(four) == _verdicts(one)  # bit for bit, whatever shared the batch
        assert four["scores"] == one["scores"]
    finally:
        serial.close()
        together.close()
