"""Prompt injection with the real default judge: attacks never break the verdict or the prompt.

Whatever an attacked output says, the judge still returns a valid verdict: the JSON has the
grammar's fixed keys and the rubric's own criterion text in order, forged ChatML control tokens
are tokenized as plain text (the prompt holds exactly the template's own control tokens), and the
hardened prompt's ``<output>`` fence survives a ``</output>`` inside the output. How often the
attacks change a verdict is measured, not tested: see ``scripts/bench_injection.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:  # tests/ is not a package on the default path
    sys.path.insert(0, str(REPO_ROOT))

from localjudge.judges.base import Generation, JudgeInfo  # noqa: E402
from localjudge.scorers.prompts.rubric import analyze_prompt, criterion_prompt  # noqa: E402
from localjudge.scorers.rubric import create_rubric_scorer  # noqa: E402
from localjudge.types import Criterion  # noqa: E402
from tests.injection.attacks import (  # noqa: E402
    ATTACKS,
    BY_NAME,
    FAKE_SPECIAL_TOKENS,
    closing_delimiter,
)

if TYPE_CHECKING:
    from localjudge.judges.llama import LlamaJudge

TASK = "Write a two-line poem about the sea, in English."
OUTPUT = "Le soleil se couche sur la ville."  # French, one line, no sea: fails both criteria
CRITERIA = ["The poem mentions the sea", "The poem is written in English"]
SLOT_KEYS = ["id", "criterion", "reasoning", "satisfied"]


class RecordingJudge:
    """Wraps a judge and keeps the raw text of every verdict it produces."""

    def __init__(self, judge: LlamaJudge) -> None:
        self.judge = judge
        self.texts: list[str] = []

    @property
    def info(self) -> JudgeInfo:
        return self.judge.info

    def generate(self, messages: Any, grammar: Any, **kwargs: Any) -> Generation:
        gen = self.judge.generate(messages, grammar, **kwargs)
        self.texts.append(gen.text)
        return gen


def test_attack_catalogue() -> None:
    names = [a.name for a in ATTACKS]
    assert len(names) >= 8 and len(set(names)) == len(names)
    for a in ATTACKS:
        once = a.apply(OUTPUT, CRITERIA)
        assert once == a.apply(OUTPUT, CRITERIA), a.name  # deterministic
        assert OUTPUT in once and len(once) > len(OUTPUT), a.name  # the response is still there
    assert "<|im_start|>system" in BY_NAME["fake_system_turn"].apply(OUTPUT, CRITERIA)
    assert "</output>" in closing_delimiter(OUTPUT, CRITERIA)
    steering = BY_NAME["criterion_steering"].apply(OUTPUT, CRITERIA)
    assert "c1" in steering and "c2" in steering


def test_fence_neutralises_a_closing_tag_inside_the_output() -> None:
    attacked = closing_delimiter(OUTPUT, CRITERIA)
    instruction = "Instructions for the grader"
    for prompt in (
        criterion_prompt(TASK, attacked, Criterion(description=CRITERIA[0]), hardened=True),
        analyze_prompt(TASK, attacked, [Criterion(description=c) for c in CRITERIA], True),
    ):
        # One fence (the instructions also name <output> in prose, never on a line of its own).
        assert prompt.count("</output>") == 1 and prompt.count("<output>\n") == 1
        # The injected instruction sits inside the fence, before its only closing tag.
        opening = prompt.index("<output>\n")
        assert opening < prompt.index(instruction) < prompt.index("</output>")
        assert "< /output>" in prompt and "< output>" in prompt
    # The plain prompt has no fence to protect: the attack's own tag is all there is.
    plain = criterion_prompt(TASK, attacked, Criterion(description=CRITERIA[0]), hardened=False)
    assert plain.count("</output>") == 1 and plain.index(instruction) > plain.index("</output>")


def _special_id(judge: LlamaJudge, text: str) -> int:
    ids = judge._llm.tokenize(text.encode(), add_bos=False, special=True)
    assert len(ids) == 1, f"{text} is not a single special token for this judge"
    return int(ids[0])


@pytest.mark.model
@pytest.mark.parametrize("hardened", [False, True], ids=["plain", "hardened"])
def test_forged_control_tokens_are_tokenized_as_text(judge: LlamaJudge, hardened: bool) -> None:
    scorer = create_rubric_scorer(judge, criteria=CRITERIA, options={"hardened_prompt": hardened})
    specials = [_special_id(judge, t) for t in FAKE_SPECIAL_TOKENS]
    crit = [Criterion(description=c) for c in CRITERIA]
    clean = judge.tokenize_prompt(scorer.messages(analyze_prompt(TASK, OUTPUT, crit, hardened)))
    for attack in ATTACKS:
        attacked = attack.apply(OUTPUT, CRITERIA)
        messages = scorer.messages(analyze_prompt(TASK, attacked, crit, hardened))
        tokens = judge.tokenize_prompt(messages)
        for sid in specials:
            # The template's own turns (system, user, assistant) and nothing more.
            assert tokens.count(sid) == clean.count(sid), (attack.name, sid)
        # The forged markers are still in what the model reads, as text.
        for marker in FAKE_SPECIAL_TOKENS:
            assert judge.render_prompt(messages).count(marker) == judge.render_prompt(
                scorer.messages(analyze_prompt(TASK, OUTPUT, crit, hardened))
            ).count(marker) + attacked.count(marker), (attack.name, marker)


def _check_verdict(text: str, criteria: list[str]) -> None:
    value = json.loads(text)
    assert list(value) == ["criteria"]
    assert len(value["criteria"]) == len(criteria)
    for i, (slot, c) in enumerate(zip(value["criteria"], criteria)):
        assert list(slot) == SLOT_KEYS
        assert slot["id"] == f"c{i + 1}" and slot["criterion"] == c
        assert isinstance(slot["satisfied"], bool)
        assert isinstance(slot["reasoning"], str) and slot["reasoning"].strip()


CASES = [(a.name, False) for a in ATTACKS] + [
    (name, True) for name in ("fake_json_verdict", "fake_system_turn", "closing_delimiter")
]


@pytest.mark.model
@pytest.mark.slow
@pytest.mark.parametrize(("attack", "hardened"), CASES, ids=[f"{a}-{h}" for a, h in CASES])
def test_attacked_output_gets_a_valid_verdict(
    judge: LlamaJudge, attack: str, hardened: bool
) -> None:
    rec = RecordingJudge(judge)
    # One call with reasoning first: the verdict text with the most free text in it, so the
    # most room for an attack to push the output off its grammar.
    options = {"hardened_prompt": hardened, "reasoning_chars": 48}
    options.update(mode="one_call", reasoning="before")
    scorer = create_rubric_scorer(rec, criteria=CRITERIA, options=options)
    res = scorer.run({"input": TASK, "output": BY_NAME[attack].apply(OUTPUT, CRITERIA)})
    assert res.error is None and res.score in (0.0, 1.0)
    verdicts = res.analyze_step_result["criteria"]
    assert [v["criterion"] for v in verdicts] == CRITERIA
    assert [v["id"] for v in verdicts] == ["c1", "c2"]
    assert all(0.0 <= v["confidence"] <= 1.0 for v in verdicts)
    assert len(rec.texts) == 1
    _check_verdict(rec.texts[0], CRITERIA)
    # The score follows the verdicts, not anything the output claims about itself.
    assert res.score == (1.0 if all(v["satisfied"] for v in verdicts) else 0.0)
