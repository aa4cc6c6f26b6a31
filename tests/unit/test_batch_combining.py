"""LlamaJudge(batch=True): requests from concurrent callers are decoded as one batch.

The llama.cpp side is replaced by a recorder (``_decode_batch``): these tests are about who
waits for whom and who gets which results, not about decoding.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from localjudge.errors import ModelError
from localjudge.judges.base import Generation
from localjudge.judges.llama import LlamaJudge
from localjudge.judges.structured import DecodeRequest


def _judge(tmp_path: Path) -> LlamaJudge:
    path = tmp_path / "m.gguf"
    path.write_bytes(b"GGUF" + bytes(60))  # enough for the constructor's cheap check
    return LlamaJudge(path, batch=True, sha256="0" * 64)


class Ok(BaseModel):
    ok: bool


def _req(text: str) -> DecodeRequest:
    return DecodeRequest.of([{"role": "user", "content": text}], Ok)


class Recorder:
    """Stands in for the batched decode: remembers each batch and answers in order."""

    def __init__(self, delay: float = 0.2, fail_on: str | None = None) -> None:
        self.batches: list[list[str]] = []
        self.delay = delay
        self.fail_on = fail_on
        self.started = threading.Event()  # set when the first batch begins
        # The first batch holds until this is true (the other callers have queued up), so the
        # tests do not depend on how fast a busy machine starts threads.
        self.hold_until: Callable[[], bool] | None = None

    def __call__(self, requests: Any) -> list[Any]:
        texts = [r.messages[-1]["content"] for r in requests]
        self.batches.append(texts)
        if not self.started.is_set():
            self.started.set()
            deadline = time.monotonic() + 10
            while self.hold_until and not self.hold_until() and time.monotonic() < deadline:
                time.sleep(0.01)
        time.sleep(self.delay)
        if self.fail_on is not None and self.fail_on in texts:
            raise ModelError("llama_decode failed with status -1")
        return [Generation(value=t, text=t) for t in texts]


def _run_callers(judge: LlamaJudge, n: int) -> tuple[dict[int, Any], list[BaseException]]:
    results: dict[int, Any] = {}
    errors: list[BaseException] = []

    def call(k: int) -> None:
        try:
            results[k] = judge.decode_many([_req(f"item {k} a"), _req(f"item {k} b")])
        except BaseException as exc:  # surfaced by the test
            errors.append(exc)

    recorder = judge._decode_batch
    assert isinstance(recorder, Recorder)
    recorder.hold_until = lambda: len(judge._combiner._waiting) == n - 1
    first = threading.Thread(target=call, args=(0,))
    first.start()
    # the first caller is decoding; the others arrive while it does
    assert recorder.started.wait(10)
    rest = [threading.Thread(target=call, args=(k,)) for k in range(1, n)]
    for t in rest:
        t.start()
    for t in [first, *rest]:
        t.join()
    return results, errors


def test_callers_waiting_on_a_batch_share_the_next_one(tmp_path: Path) -> None:
    judge = _judge(tmp_path)
    rec = Recorder()
    judge._decode_batch = rec  # type: ignore[method-assign]
    results, errors = _run_callers(judge, 4)
    assert errors == []
    # each caller gets its own two results, in its own order
    for k, got in results.items():
        assert [g.value for g in got] == [f"item {k} a", f"item {k} b"]
    # the first caller alone, then the three that waited, together
    assert [len(b) for b in rec.batches] == [2, 6]
    assert judge.rounds == 2 and judge.merged_rounds == 1


def test_a_failed_batch_raises_in_every_caller_it_held(tmp_path: Path) -> None:
    judge = _judge(tmp_path)
    judge._decode_batch = Recorder(fail_on="item 2 a")  # type: ignore[method-assign]
    results, errors = _run_callers(judge, 4)
    assert sorted(results) == [0]  # the first batch was fine
    assert len(errors) == 3 and all(isinstance(e, ModelError) for e in errors)
    # the next caller starts afresh
    judge._decode_batch = Recorder(delay=0)  # type: ignore[method-assign]
    assert [g.value for g in judge.decode_many([_req("again")])] == ["again"]


def test_without_batch_requests_go_one_by_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    judge = _judge(tmp_path)
    judge.batch = False
    seen: list[str] = []

    def decode(request: DecodeRequest) -> Generation:
        seen.append(request.messages[-1]["content"])
        return Generation(value=True, text="true")

    monkeypatch.setattr(judge, "decode", decode)
    assert len(judge.decode_many([_req("x"), _req("y")])) == 2
    assert seen == ["x", "y"] and judge.rounds == 0
