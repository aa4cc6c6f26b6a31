"""Re-score the similarity dumps of ``make eval`` under other scoring options, with no judge call.

``scripts/eval_dev.py`` writes each item's analysis (the judge's relation probabilities per
pair, the pre-pass's decisions) to ``out/eval/similarity-<judge>-<set>.jsonl``. Options that
only change how an analysis becomes a score (``cosine_weight``, ``contradiction_penalty``,
``score_mode``, the other penalties) can be measured from those dumps in seconds. Options that
change what the judge is asked (prompts, framing, the pre-pass routing) cannot: re-run the eval.

Prints one markdown row per option set, one column per dev set (Spearman or ROC-AUC, as
``make eval``), beside the cosine and, on answer sets, the "gold answer contained, ties broken
by cosine" heuristic and the same containment with ties broken by the judge's score::

    .venv/bin/python scripts/rescore_dumps.py --judge qwen2.5-coder-0.5b \\
        '{}' '{"contradiction_penalty": 0.5}' '{"cosine_weight": 1.0}'
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from eval_dev import DEFAULT_SIM_SETS, SIM_SETS, metric_value  # noqa: E402

from localjudge.scorers.similarity.formula import score_analysis  # noqa: E402

EVAL_DIR = ROOT / "out" / "eval"
# Options applied before an analysis is dumped (to the judge's prompts or verdicts): a dump
# cannot show their effect, only a new eval run can.
NOT_RESCORABLE = frozenset(
    {"negation_contradicts", "pair_calls", "answer_framing", "reasoning", "mode", "splitter",
     "match_floor", "short_unit_words", "exact_after_normalise", "max_units", "max_pairs",
     "llm_split_chars", "answer_separator", "swap_contradicts"}
)  # fmt: skip


def check_variant(variant: dict[str, Any]) -> dict[str, Any]:
    """The variant, or SystemExit naming the options a dump cannot re-score."""
    bad = sorted(NOT_RESCORABLE & set(variant))
    if bad:
        raise SystemExit(
            f"rescore_dumps: {', '.join(bad)} change(s) what the judge is asked or what its "
            "verdicts become before the dump is written; re-run scripts/eval_dev.py with "
            "--options instead"
        )
    return variant


def load_dump(judge: str, name: str, eval_dir: Path = EVAL_DIR) -> list[dict[str, Any]]:
    """The scored records of one set's dump (unscored items left out)."""
    path = eval_dir / f"similarity-{judge}-{name}.jsonl"
    with open(path, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    return [r for r in records if r["score"] is not None]


def rows(
    judge: str, sets: list[str], variants: list[dict[str, Any]], eval_dir: Path = EVAL_DIR
) -> list[list[str]]:
    """The table's rows: baselines, then each option set."""
    data = {name: load_dump(judge, name, eval_dir) for name in sets}

    def figure(name: str, scores: list[float]) -> str:
        targets = [r["target"] for r in data[name]]
        return f"{metric_value(SIM_SETS[name].metric, scores, targets):.3f}"

    def answers_only(name: str, fn: Any) -> str:
        return figure(name, [fn(r) for r in data[name]]) if SIM_SETS[name].answers else "—"

    out = [
        ["cosine (no LLM)"] + [figure(n, [r["cosine"] for r in data[n]]) for n in sets],
        ["contains, ties by cosine (no LLM)"]
        + [answers_only(n, lambda r: 2.0 * r["contains"] + r["cosine"]) for n in sets],
        ["contains, ties by the judge's score"]
        + [answers_only(n, lambda r: 2.0 * r["contains"] + r["score"]) for n in sets],
        ["as dumped"] + [figure(n, [r["score"] for r in data[n]]) for n in sets],
    ]
    for options in variants:
        label = json.dumps(options, separators=(", ", ": ")) if options else "defaults"
        cells = []
        for n in sets:
            scores = [
                score_analysis(r["analysis"], options) if r["analysis"] else r["score"]
                for r in data[n]
            ]
            cells.append(figure(n, scores))
        out.append([label] + cells)
    return out


def main() -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="*", help="scorer options as JSON, one set per argument")
    ap.add_argument("--judge", default="qwen2.5-coder-0.5b", help="the dumps' judge name")
    ap.add_argument("--sets", default=",".join(DEFAULT_SIM_SETS))
    ap.add_argument("--eval-dir", type=Path, default=EVAL_DIR, help="where the dumps are")
    args = ap.parse_args()
    sets = [s.strip() for s in args.sets.split(",") if s.strip()]
    variants = [check_variant(json.loads(v)) for v in args.variants] or [{}]
    n = {s: len(load_dump(args.judge, s, args.eval_dir)) for s in sets}
    print(f"judge {args.judge}; items per set: " + ", ".join(f"{s} {k}" for s, k in n.items()))
    print("| scoring | " + " | ".join(sets) + " |")
    print("|---|" + "---|" * len(sets))
    for row in rows(args.judge, sets, variants, args.eval_dir):
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
