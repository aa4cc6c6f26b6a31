"""The decoding walk's llama.cpp calls, on a character-level fake vocabulary: how many calls a
verdict costs and what goes into each (the probabilities are the engine's, unchanged)."""

from __future__ import annotations

import math

import numpy as np

from localjudge.judges.engine import Decoding, Eval
from localjudge.judges.grammar import Choice, Const, Obj


class CharVocab:
    """One token per character (its code point), enough for walks without free text."""

    def tokenize(self, text: str) -> list[int]:
        return [ord(c) for c in text]


def _walk(root: Obj, carry: list[int], prefer: dict[str, float]) -> tuple[list[Eval], object]:
    calls: list[Eval] = []

    def evaluate(ev: Eval) -> np.ndarray:
        calls.append(ev)
        logits = np.zeros(256)
        for ch, value in prefer.items():
            logits[ord(ch)] = value
        return logits

    run = Decoding(
        CharVocab(),  # type: ignore[arg-type]
        None,
        carry=carry,
        n_ctx=1000,
        n_prompt=10,
        budget=100,
        temperature=0.0,
        seed=0,
    )
    return calls, run.run(root, evaluate)


def test_prompt_tail_scaffolding_and_shared_first_tokens_are_one_call() -> None:
    # '"semantic"' and '"sad"' share '"s': the walk branches on the third character only.
    root = Obj((("id", Const(1)), ("relation", Choice(("semantic", "sad")))))
    calls, gen = _walk(root, carry=[1, 2, 3], prefer={"e": 2.0})
    (call,) = calls  # 'e' against 'a' is decided from that one call's logits
    lead = '{"id": 1, "relation": '
    assert call.pos == 7  # the carried tail starts where the evaluated prompt ends
    assert call.tokens == [1, 2, 3] + [ord(c) for c in lead] + [ord('"'), ord("s")]
    assert gen.value == {"id": 1, "relation": "semantic"}  # type: ignore[attr-defined]
    (choice,) = gen.choices  # type: ignore[attr-defined]
    assert math.isclose(choice.probability, math.e**2 / (math.e**2 + 1))
    # the scaffolding counts as completion, the prompt tail and the shared tokens do not
    assert gen.completion_tokens == len(lead)  # type: ignore[attr-defined]


def test_a_second_decision_rewinds_past_the_first_ones_branch() -> None:
    root = Obj((("a", Choice((True, False))), ("b", Choice(("xy", "xz")))))
    calls, gen = _walk(root, carry=[9], prefer={"t": 1.0, "y": 1.0})
    assert len(calls) == 2
    first, second = calls
    assert first.tokens == [9] + [ord(c) for c in '{"a": '] and first.pos == 9
    # the chosen "true" and the next key are fed from where the first call ended, with the
    # second decision's shared '"x'
    assert second.pos == 10 + len('{"a": ')
    assert second.tokens == [ord(c) for c in 'true, "b": '] + [ord('"'), ord("x")]
    assert gen.value == {"a": True, "b": "xy"}  # type: ignore[attr-defined]
