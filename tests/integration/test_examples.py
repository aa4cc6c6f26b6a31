"""The bundled examples with the real default judge: its verdicts match the expected ones.

Every example in ``examples/`` carries ``expected`` (a pass/fail, or one met/not-met per rubric
criterion), written by hand to cover paraphrase, contradiction, partial, missing and extra
content, and rubric criteria met, unmet and optional. ``make run`` prints the same agreement.

The aim is 90% of verdicts as expected. The default judge (qwen2.5-coder-0.5b) does not reach
it; what it reaches, measured (greedy decoding, so the same on every run), is held here as a
floor so a change that loses agreement fails: similarity 8 of 10 items (with its calibrated
pass threshold, since the seventh pass's expected score and swapped-name rule), rubric 36 of
53 verdicts (items and criteria; the 10 of the two format examples are right because code
decides their checkable criteria, the other 43 stay at 26). The similarity floor is one item
lower, 7 of 10: "moon-landing-extra" scores 0.25 against the threshold 0.255, and llama.cpp's
CPU kernels differ by instruction set, so greedy verdicts near a threshold move with the
machine (an earlier pass saw one example cross it between two machines). The figures and
what the 1.5B judge reaches are in bench/eval.md.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import pytest

import localjudge as lj
from localjudge.scorers.rubric import parse_rubric

if TYPE_CHECKING:
    from localjudge.embeddings.sentence import SentenceEmbedder
    from localjudge.judges.llama import LlamaJudge

pytestmark = pytest.mark.model

ROOT = Path(__file__).resolve().parents[2]
# The aim is 0.9 of verdicts as expected; FLOOR is what the default judge reaches today.
FLOOR = {"similarity": 0.7, "rubric": 0.66}


def _check_examples() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "localjudge_check_examples", ROOT / "scripts" / "check_examples.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["similarity", "rubric"])
def test_default_judge_agrees_with_the_expected_verdicts(
    name: str, judge: LlamaJudge, embedder: SentenceEmbedder, tmp_path: Path
) -> None:
    data = ROOT / "examples" / f"{name}.jsonl"
    if name == "similarity":
        scorer = lj.create_answer_similarity_scorer(model=judge, embedder=embedder)
    else:
        scorer = lj.create_rubric_scorer(model=judge)
    out = tmp_path / "results.jsonl"
    lj.score_file(data, scorer, out=out)
    res = _check_examples().check(data, out)
    wrong = "\n".join(f"{rid}: {what} (expected {want})" for rid, what, want in res.wrong)
    assert not res.unscored
    assert res.total == sum(
        1 + (len(e) if isinstance(e, list) else 0)
        for e in _check_examples().expected_verdicts(data).values()
    )
    assert res.rate >= FLOOR[name], f"{res.right}/{res.total} as expected; wrong:\n{wrong}"


def test_every_example_has_an_expected_verdict() -> None:
    for name in ("similarity", "rubric"):
        for line in (ROOT / "examples" / f"{name}.jsonl").read_text().splitlines():
            row = json.loads(line)
            want = row["expected"]
            if isinstance(want, list):
                assert len(want) == len(parse_rubric(row["rubric"])), row["id"]
            else:
                assert isinstance(want, bool), row["id"]
