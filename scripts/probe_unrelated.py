"""Clean REALSumm criteria whose view ``strip_unrelated`` changes: the judge's verdicts with the
rule and without it, against the labels.

Only criteria the judge decides (not a check, not the coverage gate) and whose response the rule
shortens for that criterion are scored, twice. By default the judge gets the injection bench's
one-line task (``scripts/bench_injection.py``); ``--with-source`` gives it the dataset's own
task with the article, as ``make eval`` does. The dev data is read in place
(``LOCALJUDGE_DEV_DATA``, default ``<repo>/../shared/data/dev``).

    .venv/bin/python scripts/probe_unrelated.py --model qwen2.5-coder-1.5b
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before llama_cpp loads; see bench_engine

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_injection import SUMMARY_TASK, dev_data_dir  # noqa: E402

from localjudge.agreement import roc_auc  # noqa: E402


def probe(model: str, with_source: bool, limit: int | None) -> list[dict[str, Any]]:
    """One row per changed criterion: its label and ``(satisfied, P(met))`` with and without."""
    import localjudge as lj
    from localjudge.scorers.rubric import RubricOptions
    from localjudge.scorers.rubric_analysis import _decided_by_code
    from localjudge.scorers.unrelated import without_unrelated
    from localjudge.types import Criterion

    path = dev_data_dir() / "rubric_realsumm_scu.dev.jsonl"
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    judge = lj.load_judge(model)
    judge.load()
    defaults = RubricOptions()
    rows: list[dict[str, Any]] = []
    start = time.perf_counter()
    for item in items[:limit]:
        task = item["input"] if with_source else SUMMARY_TASK
        for k, c in enumerate(item["criteria"]):
            text = c["description"]
            output = item["output"]
            if _decided_by_code(Criterion(description=text), output, output, defaults):
                continue
            if not without_unrelated(output, task, [text])[1]:
                continue
            row: dict[str, Any] = {"id": f"{item['id']}#c{k + 1}", "label": c["label"]}
            for name, on in (("on", True), ("off", False)):
                scorer = lj.create_rubric_scorer(
                    judge, criteria=[text], options={"strip_unrelated": on}
                )
                (v,) = scorer.run({"input": task, "output": item["output"]}).analyze_step_result[
                    "criteria"
                ]
                p = v["confidence"] if v["satisfied"] else 1.0 - v["confidence"]
                row[name] = (v["satisfied"], p)
            rows.append(row)
            print(f"  {len(rows)} {row['id']}: {row} ({time.perf_counter() - start:.0f} s)")
    return rows


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-1.5b")
    ap.add_argument("--with-source", action="store_true", help="the task with the article")
    ap.add_argument("--limit", type=int, default=None, help="the first N items")
    args = ap.parse_args(argv)
    rows = probe(args.model, args.with_source, args.limit)
    if not rows:
        print("the rule changes the view of no judge-decided criterion")
        return 0
    labels = [bool(r["label"]) for r in rows]
    changed = [r for r in rows if r["on"][0] != r["off"][0]]
    print(f"{len(rows)} criteria whose view changes ({sum(labels)} labelled met)")
    for name in ("on", "off"):
        right = sum(r[name][0] == r["label"] for r in rows)
        auc = roc_auc([r[name][1] for r in rows], labels)
        print(f"  rule {name}: {right} right, AUC of P(met) {auc:.3f}")
    to_label = sum(r["on"][0] == r["label"] for r in changed)
    print(f"  verdicts changed: {len(changed)}, {to_label} of them to the label")
    return 0


if __name__ == "__main__":
    sys.exit(main())
