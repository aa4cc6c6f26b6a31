"""Fit a judge's decision thresholds on the dev sets and (with --write) ship them in the catalog.

Reads the per-item predictions ``make eval`` leaves in ``out/eval/`` (run it first, with the
same judge and the default options) and fits, with ``localjudge.calibration.fit_threshold``:

- similarity: the pass threshold on the score, pooled over the binary sets (MRPC paraphrase,
  EVOUNA and NQ301 answer correctness);
- rubric: the P(true) a criterion needs, pooled over IFEval and REALSumm criteria, folds
  grouped by item.

It prints the fitted thresholds with balanced accuracy at 0.5, at the fit (optimistic) and
cross-validated (each fold decided at a threshold fitted without it). A fit is kept only when,
held out, it beats 0.5 by ``--min-gain`` and reaches ``--min-cv`` balanced accuracy: a judge
whose scores carry almost no signal gets no threshold. ``--write`` stores the kept ones
in ``localjudge/catalog.json`` under the judge's entry, keyed by the current prompt-template
version and options, with their provenance::

    .venv/bin/python scripts/eval_dev.py --scorer all --model qwen2.5-coder-0.5b --limit 40
    .venv/bin/python scripts/fit_calibration.py --model qwen2.5-coder-0.5b --write
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from localjudge.calibration import ThresholdFit, fit_entry, fit_threshold  # noqa: E402

SIM_SETS = ("mrpc", "evouna", "nq301")
RUBRIC_SETS = ("ifeval", "realsumm")


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _sets(
    eval_dir: Path, stem: str, names: tuple[str, ...], key: str
) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """(set name, rows with a ``key`` value) for each set whose predictions are present."""
    for name in names:
        path = eval_dir / f"{stem}-{name}.jsonl"
        if path.exists():
            yield name, [r for r in _rows(path) if r[key] is not None]


def similarity_data(model: str, eval_dir: Path) -> tuple[list[float], list[bool], list[str]]:
    """Scores and labels of the binary similarity sets found in ``eval_dir``."""
    scores, labels, used = [], [], []
    for name, rows in _sets(eval_dir, f"similarity-{model}", SIM_SETS, "score"):
        scores += [float(r["score"]) for r in rows]
        labels += [bool(r["target"]) for r in rows]
        used.append(f"{name} ({len(rows)} items)")
    return scores, labels, used


def rubric_data(model: str, eval_dir: Path) -> tuple[list[float], list[bool], list[str], list[str]]:
    """P(true), labels and item ids of the rubric sets' criteria found in ``eval_dir``.

    A criterion decided by code (a check, or the coverage gate) keeps its verdict whatever the
    threshold: it enters the fit as 1.0 (met) or 0.0 (not met), so it counts in the balanced
    accuracy without moving the threshold chosen for the judge's P(true).
    """
    scores, labels, groups, used = [], [], [], []
    for name, rows in _sets(eval_dir, f"rubric-{model}", RUBRIC_SETS, "p_true"):
        scores += [
            float(r["p_true"])
            if r.get("decided_by", "judge") == "judge"
            else float(bool(r["satisfied"]))
            for r in rows
        ]
        labels += [bool(r["label"]) for r in rows]
        groups += [f"{name}:{r['id']}" for r in rows]
        used.append(f"{name} ({len({r['id'] for r in rows})} items, {len(rows)} criteria)")
    return scores, labels, groups, used


def _entry(scorer: str, version: str, key: str, fit: ThresholdFit, used: list[str]) -> dict:
    return fit_entry(scorer, version, key, fit, "dev sets: " + ", ".join(used))


def main(argv: list[str] | None = None) -> int:
    from localjudge.scorers.prompts import rubric as rubric_prompts
    from localjudge.scorers.prompts import similarity as similarity_prompts
    from localjudge.scorers.rubric import RubricOptions
    from localjudge.scorers.similarity import SCORER_ID, SimilarityOptions

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", required=True, help="catalog alias of the judge")
    ap.add_argument("--eval-dir", type=Path, default=REPO / "out" / "eval")
    ap.add_argument("--write", action="store_true", help="store the fits in the catalog")
    ap.add_argument(
        "--rubric-options", default="{}", help="the rubric options make eval ran with (JSON)"
    )
    ap.add_argument(
        "--min-gain",
        type=float,
        default=0.02,
        help="store a fit only if its cross-validated balanced accuracy beats 0.5's by this",
    )
    ap.add_argument(
        "--min-cv",
        type=float,
        default=0.6,
        help="store a fit only if its cross-validated balanced accuracy reaches this: below, "
        "the judge's scores carry too little signal for any threshold to be trusted",
    )
    args = ap.parse_args(argv)

    fits = []
    s, y, used = similarity_data(args.model, args.eval_dir)
    if used:
        fit = fit_threshold(s, y)
        key = SimilarityOptions().calibration_key() or ""
        fits.append(_entry(SCORER_ID, similarity_prompts.TEMPLATE_VERSION, key, fit, used))
    s, y, g, used = rubric_data(args.model, args.eval_dir)
    if used:
        fit = fit_threshold(s, y, groups=g)
        key = RubricOptions(**json.loads(args.rubric_options)).calibration_key()
        fits.append(_entry("rubric", rubric_prompts.TEMPLATE_VERSION, key, fit, used))
    if not fits:
        print(f"no eval predictions for {args.model} in {args.eval_dir}; run make eval first")
        return 2
    useful = []
    for f in fits:
        cv, at_half = f["balanced_accuracy_cv"], f["balanced_accuracy_at_0.5"]
        gain = None if cv is None or at_half is None else cv - at_half
        keep = gain is not None and gain >= args.min_gain and cv >= args.min_cv
        if keep:
            useful.append(f)
        print(
            f"{f['scorer']:18} threshold {f['threshold']:.3f}  balanced accuracy: at 0.5 "
            f"{f['balanced_accuracy_at_0.5']}, fitted {f['balanced_accuracy_fitted']}, "
            f"cross-validated {f['balanced_accuracy_cv']}  ({f['fitted_on']})"
            + ("" if keep else "  -- not kept: held out, too little gain or signal")
        )
    fits = useful
    if args.write and fits:
        path = REPO / "localjudge" / "catalog.json"
        catalog = json.loads(path.read_text(encoding="utf-8"))
        entry = next(m for m in catalog["models"] if m["alias"] == args.model)
        kept = [
            c
            for c in entry.get("calibration", [])
            if not any(
                (c["scorer"], c["template_version"], c["key"])
                == (f["scorer"], f["template_version"], f["key"])
                for f in fits
            )
        ]
        entry["calibration"] = kept + fits
        path.write_text(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {len(fits)} calibration(s) for {args.model} to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
