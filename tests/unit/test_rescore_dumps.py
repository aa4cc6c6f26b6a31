"""scripts/rescore_dumps.py: eval dumps re-scored under other options, with no judge."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from localjudge.scorers.similarity.formula import score_analysis

SCRIPTS = Path(__file__).parents[2] / "scripts"


def _script() -> ModuleType:
    sys.path.insert(0, str(SCRIPTS))
    spec = importlib.util.spec_from_file_location("rescore_dumps", SCRIPTS / "rescore_dumps.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _analysis(cosine: float, **probs: float) -> dict[str, Any]:
    relation = max(probs, key=lambda k: probs[k])
    return {
        "matches": [{"ground_truth_unit": "g", "output_unit": "o", "match_type": "semantic"}],
        "contradictions": [],
        "extra_in_output": [],
        "mode": "prepass",
        "pairs": [
            {
                "ground_truth_unit": "g",
                "output_unit": "o",
                "gt": 0,
                "out": 0,
                "cosine": cosine,
                "decided_by": "judge",
                "relation": relation,
                "probabilities": probs,
            }
        ],
    }


def _dump(path: Path, items: list[tuple[Any, bool, dict[str, Any]]]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for k, (target, contains, analysis) in enumerate(items):
            record = {
                "id": f"x{k}",
                "target": target,
                "score": score_analysis(analysis),
                "cosine": analysis["pairs"][0]["cosine"],
                "contains": contains,
                "analysis": analysis,
            }
            f.write(json.dumps(record) + "\n")


ITEMS = [
    # (target, gold answer contained, analysis)
    (True, False, _analysis(0.9, semantic=0.1, partial=0.05, contradiction=0.8, unrelated=0.05)),
    (False, True, _analysis(0.8, semantic=0.7, partial=0.1, contradiction=0.1, unrelated=0.1)),
    (False, False, _analysis(0.4, semantic=0.1, partial=0.05, contradiction=0.05, unrelated=0.8)),
    (True, True, _analysis(0.95, semantic=0.5, partial=0.1, contradiction=0.3, unrelated=0.1)),
]


def test_defaults_reproduce_the_dumped_scores_and_options_move_them(tmp_path: Path) -> None:
    script = _script()
    _dump(tmp_path / "similarity-j-sick.jsonl", ITEMS)
    _dump(tmp_path / "similarity-j-evouna.jsonl", ITEMS)
    linear = {"score_mode": "linear"}
    variants = [{}, linear, {**linear, "contradiction_penalty": 0.0}]
    table = script.rows("j", ["sick", "evouna"], variants, tmp_path)
    by_label = {row[0]: row[1:] for row in table}
    assert by_label["defaults"] == by_label["as dumped"]
    # Contradiction detection on SICK: the judge's contradiction mass is what separates the
    # contradicted pair with a high cosine; without the penalty the ranking follows the cosine.
    assert by_label['{"score_mode": "linear"}'][0] == "1.000"
    assert by_label['{"score_mode": "linear", "contradiction_penalty": 0.0}'][0] != "1.000"
    assert by_label["cosine (no LLM)"][0] == "0.000"  # the cosine finds them most similar
    # The containment heuristics apply to answer sets only.
    assert by_label["contains, ties by cosine (no LLM)"] == ["—", "0.750"]


def test_unscored_items_are_left_out(tmp_path: Path) -> None:
    script = _script()
    path = tmp_path / "similarity-j-mrpc.jsonl"
    _dump(path, ITEMS)
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps({"id": "bad", "target": True, "score": None, "analysis": None}) + "\n")
    assert len(script.load_dump("j", "mrpc", tmp_path)) == len(ITEMS)


def test_options_applied_before_the_dump_are_refused() -> None:
    script = _script()
    assert script.check_variant({"contradiction_penalty": 0.5}) == {"contradiction_penalty": 0.5}
    with pytest.raises(SystemExit, match="negation_contradicts"):
        script.check_variant({"negation_contradicts": False, "cosine_weight": 1.0})
