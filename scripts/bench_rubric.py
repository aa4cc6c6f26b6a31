"""Rubric benchmark: agreement with the dev labels, and seconds per criterion by mode.

Reads ``rubric_ifeval_checklist.dev.jsonl`` and ``rubric_realsumm_scu.dev.jsonl`` in place
(``LOCALJUDGE_DEV_DATA``, default ``../shared/data/dev``). Items are taken with an even stride
so a subset spans the file (REALSumm has only three articles). Unscored items are counted, not
guessed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from localjudge.agreement import roc_auc  # noqa: E402

FILES = {
    "ifeval": "rubric_ifeval_checklist.dev.jsonl",
    "realsumm": "rubric_realsumm_scu.dev.jsonl",
}


def dev_dir() -> Path:
    """Where the labelled dev data lives."""
    return Path(os.environ.get("LOCALJUDGE_DEV_DATA", REPO.parent / "shared" / "data" / "dev"))


def load_items(name: str, limit: int) -> list[dict[str, Any]]:
    """``limit`` items spread evenly over the file."""
    rows = [json.loads(line) for line in (dev_dir() / FILES[name]).read_text().splitlines() if line]
    if limit >= len(rows):
        return rows
    step = len(rows) / limit
    return [rows[int(i * step)] for i in range(limit)]


def agreement(pred: list[bool], gold: list[bool]) -> dict[str, float]:
    """Accuracy, balanced accuracy and Cohen's kappa of boolean predictions."""
    n = len(gold)
    if n == 0:
        return {
            "n": 0,
            "accuracy": float("nan"),
            "balanced_accuracy": float("nan"),
            "kappa": float("nan"),
        }
    tp = sum(p and g for p, g in zip(pred, gold))
    tn = sum((not p) and (not g) for p, g in zip(pred, gold))
    pos = sum(gold)
    neg = n - pos
    acc = (tp + tn) / n
    tpr = tp / pos if pos else float("nan")
    tnr = tn / neg if neg else float("nan")
    bal = statistics.mean(x for x in (tpr, tnr) if x == x)
    p_yes = sum(pred) / n
    p_gold = pos / n
    expected = p_yes * p_gold + (1 - p_yes) * (1 - p_gold)
    kappa = (acc - expected) / (1 - expected) if expected < 1 else float("nan")
    return {
        "n": n,
        "accuracy": acc,
        "balanced_accuracy": bal,
        "kappa": kappa,
        "tpr": tpr,
        "tnr": tnr,
        "predicted_true": p_yes,
        "gold_true": p_gold,
    }


def score_items(judge: Any, items: list[dict[str, Any]], mode: str) -> dict[str, Any]:
    """Run the rubric scorer over items; collect per-criterion predictions and costs."""
    import localjudge as lj

    pred: list[bool] = []
    gold: list[bool] = []
    conf: list[float] = []
    seconds = 0.0
    n_criteria = 0
    judged = 0
    tokens = 0
    unscored = 0
    for item in items:
        criteria = [{"description": c["description"]} for c in item["criteria"]]
        scorer = lj.create_rubric_scorer(judge, criteria=criteria, options={"mode": mode})
        start = time.perf_counter()
        res = scorer.run({"input": item["input"], "output": item["output"]})
        seconds += time.perf_counter() - start
        n_criteria += len(criteria)
        if res.trace:
            tokens += res.trace.prompt_tokens + res.trace.completion_tokens
        if res.score is None:
            unscored += 1
            continue
        for verdict, c in zip(res.analyze_step_result["criteria"], item["criteria"]):
            judged += verdict.get("decided_by", "judge") == "judge"
            pred.append(bool(verdict["satisfied"]))
            gold.append(bool(c["label"]))
            conf.append(float(verdict["confidence"] or 0))
    p_true = [c if p else 1 - c for p, c in zip(pred, conf)]
    out = agreement(pred, gold)
    out["auc_p_true"] = roc_auc(p_true, gold)
    out.update(
        items=len(items),
        criteria=n_criteria,
        judged_criteria=judged,
        unscored_items=unscored,
        seconds_per_criterion=seconds / max(n_criteria, 1),
        seconds_per_judged_criterion=seconds / judged if judged else float("nan"),
        tokens_per_criterion=tokens / max(n_criteria, 1),
        mean_confidence=statistics.mean(conf) if conf else float("nan"),
    )
    return out


def speed(judge: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """Seconds per criterion the judge decides, one-call vs per-criterion, with and without
    prefix reuse.

    Only criteria the judge decides cost judge time: IFEval's are decided by code and many of
    REALSumm's by the coverage gate, so the items are REALSumm's and the time is divided by the
    criteria the judge decided (the same in every setting). The first setting runs once
    beforehand, untimed, so no setting pays for paging the weights in; the prefixes the judge
    kept from earlier runs would make reuse look cheaper than it is within one item, so they are
    dropped before every setting.
    """
    out: dict[str, Any] = {}
    judged = 0
    score_items(judge, items, "one_call")  # warm-up, untimed
    for mode in ("one_call", "per_criterion"):
        for reuse in (True, False):
            judge.forget_prefixes()
            judge.prefix_reuse = reuse
            res = score_items(judge, items, mode)
            out[f"{mode}/{'reuse' if reuse else 'no-reuse'}"] = res["seconds_per_judged_criterion"]
            judged = res["judged_criteria"]
    judge.prefix_reuse = True
    out["judged criteria"] = judged
    return out


def _f(x: float) -> str:
    return "n/a" if x != x else f"{x:.3f}"


def run(
    models: list[str],
    limit: int = 30,
    realsumm_limit: int = 9,
    modes: tuple[str, ...] = ("per_criterion",),
    speed_items: int = 3,
    threads: int | None = None,
) -> dict[str, Any]:
    """Agreement per model, dataset and mode; speed per mode and prefix reuse.

    ``speed_items=0`` skips the speed part; ``limit=0`` skips the quality part.
    """
    import localjudge as lj

    results: dict[str, Any] = {"quality": [], "speed": []}
    for model in models:
        judge = lj.load_judge(model, cache=False, n_threads=threads).load()
        for name, n in (("ifeval", limit), ("realsumm", realsumm_limit)):
            if n <= 0:
                continue
            items = load_items(name, n)
            for mode in modes:
                row = score_items(judge, items, mode)
                row.update(model=model, dataset=name, mode=mode)
                results["quality"].append(row)
                print(json.dumps(row), flush=True)
        if speed_items > 0:
            sp = speed(judge, load_items("realsumm", speed_items))
            results["speed"].append({"model": model, **sp})
            print(json.dumps(results["speed"][-1]), flush=True)
        judge.close()
    lines = [
        "| model | data | mode | items | criteria | unscored | accuracy | balanced acc | κ "
        "| AUC of P(true) | predicted true | labelled true | s/criterion |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results["quality"]:
        lines.append(
            f"| {r['model']} | {r['dataset']} | {r['mode']} | {r['items']} | {r['n']} "
            f"| {r['unscored_items']} | {_f(r['accuracy'])} | {_f(r['balanced_accuracy'])} "
            f"| {_f(r['kappa'])} | {_f(r['auc_p_true'])} | {_f(r.get('predicted_true', 0))} "
            f"| {_f(r.get('gold_true', 0))} | {_f(r['seconds_per_criterion'])} |"
        )
    if results["speed"]:
        head = [k for k in results["speed"][0] if k != "model"]
        lines += [
            "",
            "Seconds per criterion the judge decides (REALSumm items; how many in the last"
            " column):",
            "",
            "| model | " + " | ".join(head) + " |",
        ]
        lines.append("|---" * (len(head) + 1) + "|")
    for s in results["speed"]:
        lines.append(
            f"| {s['model']} | "
            + " | ".join(
                str(v) if isinstance(v, int) else _f(v) for k, v in s.items() if k != "model"
            )
            + " |"
        )
    results["markdown"] = "\n".join(lines)
    return results


def main() -> None:
    """Command line: python scripts/bench_rubric.py --models a,b --limit N."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--models", default="qwen2.5-coder-0.5b,qwen2.5-coder-1.5b")
    ap.add_argument("--limit", type=int, default=30)
    ap.add_argument("--realsumm-limit", type=int, default=9)
    ap.add_argument("--modes", default="per_criterion")
    ap.add_argument("--speed-items", type=int, default=3)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--json", help="also write the results here")
    args = ap.parse_args()
    res = run(
        args.models.split(","),
        args.limit,
        args.realsumm_limit,
        tuple(args.modes.split(",")),
        args.speed_items,
        args.threads,
    )
    print(res["markdown"])
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2))


if __name__ == "__main__":
    main()
