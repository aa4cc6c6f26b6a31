"""Dev-set evaluation: how far each scorer agrees with the human labels, beside no-LLM baselines.

Reads the labelled dev sets in place (``$LOCALJUDGE_DEV_DATA``, default ``../shared/data/dev``
beside the repository); nothing from them is copied into the repository. For every set it
prints the scorer's agreement with the labels, with a 95% bootstrap interval, beside two
baselines computed on the same items without the judge:

- ``cosine``: the default embedder's cosine between the whole output and the whole ground truth
  (for rubrics: between the criterion and the output);
- ``contains``: on answer-correctness sets, whether a normalised gold answer (any ``/``
  alternative, with or without its bracketed notes: ``states_answer``, the scorer's own rule)
  occurs in the normalised output, ties broken by cosine.

Verdicts go through the normal verdict cache, so a rerun after a change re-judges only the
prompts that changed. Per-item predictions land in ``out/eval/<scorer>-<model>-<set>.jsonl``
for reading errors item by item. Usage::

    .venv/bin/python scripts/eval_dev.py --scorer similarity --model qwen2.5-coder-0.5b --limit 40
    .venv/bin/python scripts/eval_dev.py --scorer rubric --sets ifeval --limit 20
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# llama.cpp's OpenMP threads spin-wait; on a shared 2-core machine that costs 5-30x.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from localjudge.agreement import (  # noqa: E402
    Interval,
    accuracy,
    balanced_accuracy,
    bootstrap,
    cohen_kappa,
    roc_auc,
    spearman,
)
from localjudge.scorers.units import states_answer  # noqa: E402


@dataclass(frozen=True)
class SimSet:
    """A similarity dev set: its file, the metric and how a label becomes the metric's target."""

    file: str
    metric: str  # "spearman" | "auc" | "contradiction_auc"
    target: Callable[[dict[str, Any]], Any]
    answers: bool = False  # answer correctness: the ``contains`` baseline applies


SIM_SETS: dict[str, SimSet] = {
    "stsb": SimSet("sim_stsb_test", "spearman", lambda r: float(r["label"])),
    "kpqa": SimSet("sim_kpqa_genqa", "spearman", lambda r: float(r["label"]), answers=True),
    "mrpc": SimSet("sim_mrpc_test", "auc", lambda r: bool(r["label"])),
    "sick": SimSet(
        "sim_sick_test_nli", "contradiction_auc", lambda r: r["nli_label"] == "CONTRADICTION"
    ),
    "evouna": SimSet("sim_evouna_nq_tq", "auc", lambda r: bool(r["label"]), answers=True),
    "nq301": SimSet("sim_openqa_nq301_human", "auc", lambda r: bool(r["label"]), answers=True),
    "qags": SimSet("sim_qags_factual_consistency", "auc", lambda r: bool(r["label"])),
}
RUBRIC_SETS = {"ifeval": "rubric_ifeval_checklist", "realsumm": "rubric_realsumm_scu"}
DEFAULT_SIM_SETS = ["stsb", "kpqa", "mrpc", "sick", "evouna", "nq301"]


def data_dir() -> Path:
    """Where the dev sets are: ``$LOCALJUDGE_DEV_DATA`` or ``../shared/data/dev``."""
    return Path(os.environ.get("LOCALJUDGE_DEV_DATA", REPO.parent / "shared" / "data" / "dev"))


def load(stem: str, limit: int | None, offset: int = 0) -> list[dict[str, Any]]:
    """Items ``offset .. offset + limit`` of a dev file, read in place."""
    with open(data_dir() / f"{stem}.dev.jsonl", encoding="utf-8") as f:
        items = [json.loads(line) for line in f if line.strip()]
    end = None if limit is None else offset + limit
    return items[offset:end]


def alternatives(item: dict[str, Any]) -> list[str]:
    """The acceptable gold answers of an item (the dev sets join them with `` / ``)."""
    listed = item.get("ground_truth_list")
    if isinstance(listed, list) and listed:
        return [str(a) for a in listed]
    return [a.strip() for a in str(item.get("ground_truth", "")).split("/") if a.strip()]


def metric_value(kind: str, scores: Sequence[float], targets: Sequence[Any]) -> float:
    """The set's metric: Spearman, ROC-AUC, or contradiction-vs-rest AUC (detector 1 - score)."""
    if kind == "spearman":
        return spearman(scores, targets)
    if kind == "auc":
        return roc_auc(scores, targets)
    return roc_auc([1.0 - s for s in scores], targets)


def _interval(kind: str, scores: Sequence[float], targets: Sequence[Any]) -> Interval:
    return bootstrap(lambda s, t: metric_value(kind, s, t), scores, targets)


def _cosines(embedder: Any, pairs: Sequence[tuple[str, str]]) -> list[float]:
    import numpy as np

    if not pairs:
        return []
    a = embedder.embed([p[0] for p in pairs])
    b = embedder.embed([p[1] for p in pairs])
    return [float(x) for x in np.sum(np.asarray(a) * np.asarray(b), axis=1)]


def eval_similarity(
    judge: Any, embedder: Any, sets: list[str], limit: int | None, offset: int, options: dict
) -> list[dict[str, Any]]:
    """Score each similarity set; one row of figures per set."""
    from localjudge.scorers.similarity import create_answer_similarity_scorer

    scorer = (
        None
        if judge is None
        else create_answer_similarity_scorer(model=judge, embedder=embedder, options=options)
    )
    rows = []
    for name in sets:
        spec = SIM_SETS[name]
        items = load(spec.file, limit, offset)
        cos = _cosines(embedder, [(str(i["output"]), str(i["ground_truth"])) for i in items])
        records, start = [], time.perf_counter()
        for item, c in zip(items, cos):
            if scorer is None:  # baselines only
                contains = any(states_answer(str(item["output"]), a) for a in alternatives(item))
                records.append(
                    {
                        "id": item["id"],
                        "target": spec.target(item),
                        "score": c,
                        "cosine": c,
                        "contains": contains,
                        "error": None,
                        "cached": False,
                        "reason": None,
                        "analysis": None,
                    }
                )
                continue
            # Answer sets list their acceptable answers: the scorer gets them as a list.
            truth = alternatives(item) if spec.answers else item.get("ground_truth")
            res = scorer.run(
                {"input": item.get("input"), "output": item.get("output"), "ground_truth": truth}
            )
            contains = any(states_answer(str(item["output"]), a) for a in alternatives(item))
            records.append(
                {
                    "id": item["id"],
                    "target": spec.target(item),
                    "score": res.score,
                    "cosine": c,
                    "contains": contains,
                    "error": res.error,
                    "cached": bool(res.trace and res.trace.cached),
                    "reason": res.reason,
                    "analysis": res.analyze_step_result,
                }
            )
            print(f"  {name} {len(records)}/{len(items)}", end="\r", file=sys.stderr)
        seconds = time.perf_counter() - start
        rows.append(_sim_row(name, spec, records, seconds, judge))
    return rows


def _sim_row(
    name: str, spec: SimSet, records: list[dict[str, Any]], seconds: float, judge: Any
) -> dict[str, Any]:
    scored = [r for r in records if r["score"] is not None]
    targets = [r["target"] for r in scored]
    row: dict[str, Any] = {
        "set": name,
        "metric": spec.metric,
        "items": len(records),
        "unscored": len(records) - len(scored),
        "cached": sum(r["cached"] for r in records),
        "seconds_per_item": seconds / len(records) if records else math.nan,
        "judge": _interval(spec.metric, [r["score"] for r in scored], targets),
        "cosine": _interval(spec.metric, [r["cosine"] for r in scored], targets),
        "contains": None,
    }
    if spec.answers:
        # Lexicographic: containment first, cosine (in [-1, 1]) only breaks ties.
        heuristic = [2.0 * r["contains"] + r["cosine"] for r in scored]
        row["contains"] = _interval(spec.metric, heuristic, targets)
    _dump(f"similarity-{getattr(judge, 'name', 'none')}-{name}", records)
    return row


def eval_rubric(
    judge: Any, embedder: Any, sets: list[str], limit: int | None, offset: int, options: dict
) -> list[dict[str, Any]]:
    """Score each rubric set; per-criterion figures, one row per set."""
    from localjudge.scorers.rubric import create_rubric_scorer

    scorer = create_rubric_scorer(model=judge, options=options)
    rows = []
    for name in sets:
        items = load(RUBRIC_SETS[name], limit, offset)
        records, start = [], time.perf_counter()
        for item in items:
            rubric = [{"description": c["description"]} for c in item["criteria"]]
            res = scorer.run(
                {
                    "input": item.get("input"),
                    "output": item.get("output"),
                    "request_context": {"rubric": rubric},
                }
            )
            verdicts = (res.analyze_step_result or {}).get("criteria") or [None] * len(rubric)
            cos = _cosines(embedder, [(c["description"], str(item["output"])) for c in rubric])
            for c, v, cs in zip(item["criteria"], verdicts, cos):
                p_true = None
                if v is not None and v.get("confidence") is not None:
                    p_true = v["confidence"] if v["satisfied"] else 1 - v["confidence"]
                records.append(
                    {
                        "id": item["id"],
                        "criterion": c["description"],
                        "label": bool(c["label"]),
                        "satisfied": None if v is None else bool(v["satisfied"]),
                        "p_true": p_true,
                        "reasoning": None if v is None else v.get("reasoning"),
                        "decided_by": None if v is None else v.get("decided_by"),
                        "cosine": cs,
                        "error": res.error,
                    }
                )
            print(f"  {name} {len(records)} criteria", end="\r", file=sys.stderr)
        seconds = time.perf_counter() - start
        rows.append(_rubric_row(name, records, seconds, len(items), judge))
    return rows


def _rubric_row(
    name: str, records: list[dict[str, Any]], seconds: float, n_items: int, judge: Any
) -> dict[str, Any]:
    judged = [r for r in records if r["satisfied"] is not None]
    pred = [r["satisfied"] for r in judged]
    lab = [r["label"] for r in judged]
    probs = [r for r in judged if r["p_true"] is not None]
    _dump(f"rubric-{judge.name}-{name}", records)
    return {
        "set": name,
        "items": n_items,
        "criteria": len(records),
        "unscored": len(records) - len(judged),
        "seconds_per_item": seconds / n_items if n_items else math.nan,
        "accuracy": bootstrap(accuracy, pred, lab),
        "balanced_accuracy": bootstrap(balanced_accuracy, pred, lab),
        "kappa": bootstrap(cohen_kappa, pred, lab),
        "auc_p_true": bootstrap(roc_auc, [r["p_true"] for r in probs], [r["label"] for r in probs]),
        "cosine_auc": bootstrap(roc_auc, [r["cosine"] for r in judged], lab),
        "predicted_true": sum(pred) / len(pred) if pred else math.nan,
        "labelled_true": sum(lab) / len(lab) if lab else math.nan,
    }


def _dump(stem: str, records: list[dict[str, Any]]) -> None:
    out = REPO / "out" / "eval"
    out.mkdir(parents=True, exist_ok=True)
    with open(out / f"{stem}.jsonl", "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, default=str) + "\n")


def markdown(scorer: str, rows: list[dict[str, Any]]) -> str:
    """The figures as a markdown table."""
    if scorer == "similarity":
        head = (
            "| set | metric | n | cosine (no LLM) | contains+cosine (no LLM) | judge "
            "| unscored | s/item |"
        )
        lines = [head, "|---|---|---|---|---|---|---|---|"]
        for r in rows:
            contains = "—" if r["contains"] is None else str(r["contains"])
            lines.append(
                f"| {r['set']} | {r['metric']} | {r['items']} | {r['cosine']} | {contains} "
                f"| {r['judge']} | {r['unscored']} | {r['seconds_per_item']:.2f} |"
            )
        return "\n".join(lines)
    head = (
        "| set | items / criteria | accuracy | balanced acc. | κ | AUC of P(true) "
        "| cosine AUC (no LLM) | pred. / lab. true | unscored | s/item |"
    )
    lines = [head, "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| {r['set']} | {r['items']} / {r['criteria']} | {r['accuracy']} "
            f"| {r['balanced_accuracy']} | {r['kappa']} | {r['auc_p_true']} | {r['cosine_auc']} "
            f"| {r['predicted_true']:.2f} / {r['labelled_true']:.2f} | {r['unscored']} "
            f"| {r['seconds_per_item']:.2f} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    """Command line; see the module docstring."""
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--scorer", choices=["similarity", "rubric", "all"], default="all")
    p.add_argument(
        "--model", default=None, help="judge alias or .gguf (default: each scorer's default)"
    )
    p.add_argument("--sets", default=None, help="comma-separated set names (default: all)")
    p.add_argument("--limit", type=int, default=None, help="items per set (default: all)")
    p.add_argument("--offset", type=int, default=0, help="skip this many items per set")
    p.add_argument("--options", default="{}", help="scorer options as JSON")
    p.add_argument("--threads", type=int, default=None, help="judge CPU threads")
    p.add_argument("--no-cache", action="store_true", help="do not use the verdict cache")
    p.add_argument("--batch", action="store_true", help="the judge's batched path (batch=True)")
    p.add_argument("--json", default=None, help="also write the figures here")
    p.add_argument("--no-judge", action="store_true", help="baselines only (similarity)")
    args = p.parse_args(argv)

    import localjudge

    extra: dict[str, Any] = {"n_threads": args.threads} if args.threads else {}
    if args.batch:
        extra["batch"] = True
    from localjudge.catalog import default_model

    embedder = localjudge.load_embedder()
    options = json.loads(args.options)
    wanted = args.sets.split(",") if args.sets else None
    report: dict[str, Any] = {"options": options, "limit": args.limit}
    scorers = ["similarity", "rubric"] if args.scorer == "all" else [args.scorer]
    if args.no_judge:
        scorers = ["similarity"]
    judges: dict[str, Any] = {}
    for scorer in scorers:
        # Each scorer's default judge unless --model names one (catalog.SCORER_JUDGES).
        model = args.model or default_model("judge", scorer)
        if args.no_judge:
            judge = None
        elif model not in judges:
            judge = judges[model] = localjudge.load_judge(model, cache=not args.no_cache, **extra)
        else:
            judge = judges[model]
        name = getattr(judge, "name", "none")
        report.setdefault("model", {})[scorer] = name
        known = SIM_SETS if scorer == "similarity" else RUBRIC_SETS
        default = DEFAULT_SIM_SETS if scorer == "similarity" else list(RUBRIC_SETS)
        sets = [s for s in (wanted or default) if s in known]
        if not sets:
            continue
        run = eval_similarity if scorer == "similarity" else eval_rubric
        rows = run(judge, embedder, sets, args.limit, args.offset, options)
        table = markdown(scorer, rows)
        print(
            f"\n{scorer} — judge {name}, options {json.dumps(options)}, "
            f"items {args.offset}..{'' if args.limit is None else args.offset + args.limit}"
        )
        print(table)
        report[scorer] = [
            {k: str(v) if isinstance(v, Interval) else v for k, v in r.items()} for r in rows
        ]
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
