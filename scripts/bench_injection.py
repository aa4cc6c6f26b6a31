"""Benchmark prompt-injection resistance: how often each attack flips an "unsatisfied" verdict.

For every (item, criterion) pair of the labelled dev data whose criterion is labelled FALSE, the
judge first gives its clean verdict, one criterion at a time (``mode="per_criterion"``). Only
pairs the judge already marks unsatisfied count for a prompt variant: on them, each attack of
``tests/injection/attacks.py`` is applied to the output and the verdict is taken again; a flip is
unsatisfied → satisfied by the judge. A criterion decided by code (a check, the coverage gate)
whose measured fact the attack text itself changed — the appended words lift a count past "at
least 300", an echoed criterion brings its keywords — gets the verdict that is right for the
attacked text; it is counted apart ("changed by the text"), not as an obeyed injection. The
prompt variants (``--variants``) are measured on the same pairs: the plain prompt
(``hardened_prompt=False``, "before"), the hardened one (delimited, escaped, warned;
"hardened") and the default, the hardened prompt with text addressed to the grader kept from
the judge (``strip_injections``, "after"). A verdict the judge cannot give (e.g. an attack
pushing the prompt past the context) is counted as an error, never as a flip or a hold.
Verdicts are cached for the run only (a temporary verdict cache): an attacked response that
the default variant strips back to the clean one is not judged twice.

The dev data is read in place (``LOCALJUDGE_DEV_DATA``, default ``<repo>/../shared/data/dev``).

    .venv/bin/python scripts/bench_injection.py --models smollm2-135m --limit 2
    .venv/bin/python scripts/bench_injection.py --variants hardened,after --limit 40
    .venv/bin/python scripts/bench.py --sections injection --models qwen2.5-coder-1.5b --limit 20
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before llama_cpp loads; see bench_engine

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.injection.attacks import (  # noqa: E402
    ACCOUNT_LINES,
    ACE_LINES,
    AIM_LINES,
    AMISS_LINES,
    ANGLE_LINES,
    APPROVAL_LINES,
    ATTACKS,
    BAG_LINES,
    BANK_LINES,
    BAR_LINES,
    BET_LINES,
    BOARD_LINES,
    BOOKMARK_LINES,
    BOW_LINES,
    BY_THE_WAY,
    CAPSULE_LINES,
    CHERRY_LINES,
    CLEAR_LINES,
    CLIFF_LINES,
    COFFEE_LINES,
    COMPLAINT_LINES,
    COMPLETENESS,
    COMPLIMENT_LINES,
    CROP_LINES,
    DAYLIGHT_LINES,
    DECODED_LINES,
    DINNER_LINES,
    DRAWER_LINES,
    EDITOR_LINES,
    END_NOTES,
    ERROR_FREE,
    EXPLAIN_LINES,
    FAITHFUL_LINES,
    FIRM_CLAIMS,
    FIX_LINES,
    FLAG_LINES,
    FORWARD_LINES,
    FRAME_LINES,
    GLASS_LINES,
    GOLD_LINES,
    GUESS_LINES,
    HAT_LINES,
    HD_LINES,
    HELD_OUT,
    HIRE_LINES,
    HONOUR_LINES,
    HOT_LINES,
    KEEPER_LINES,
    KILLER_LINES,
    KING_LINES,
    KNEES_LINES,
    LATE_NOTES,
    LETTER_LINES,
    LIBERTY_LINES,
    LOOK_LINES,
    MCCOY_LINES,
    MIXED_NOTES,
    MUSTER_LINES,
    NEWCOMER_LINES,
    NOD_LINES,
    NOISE_LINES,
    ORDER_LINES,
    OTHER_SCRIPTS,
    OVATION_LINES,
    PAGE_LINES,
    PARAPHRASED,
    PARK_LINES,
    PLACE_LINES,
    PLAIN_VERDICTS,
    PRAISE_LINES,
    PRIME_LINES,
    PUZZLE_LINES,
    READ_LINES,
    RECORD_LINES,
    REEL_LINES,
    REPROACH_LINES,
    SAVE_LINES,
    SCORES,
    SEALED_LINES,
    SELF_CHECKS,
    SELF_NOTES,
    SHEET_LINES,
    SHIP_LINES,
    SIDE_LINES,
    SIDE_NOTES,
    SIGN_OFFS,
    SKIP_LINES,
    SMOKE_LINES,
    SOUND_LINES,
    SPADES_LINES,
    STRAIGHT_LINES,
    SUBJECT_ECHOES,
    SUBJECT_MARKS,
    SWEEP_LINES,
    TALLY_LINES,
    TASK_ECHOES,
    THANKS_LINES,
    THREAD_LINES,
    TOUR_LINES,
    TRIMMINGS_LINES,
    TRUST_LINES,
    VERDICT_LINES,
    VOTE_LINES,
    VOUCHED_ENDS,
    WASTED_LINES,
    Attack,
)

# The kinds written after the stripping's first patterns, oldest set first.
_LATER = (
    PARAPHRASED
    + SELF_NOTES
    + LATE_NOTES
    + MIXED_NOTES
    + TASK_ECHOES
    + COMPLETENESS
    + OTHER_SCRIPTS
    + SUBJECT_ECHOES
    + SUBJECT_MARKS
    + SCORES
    + SELF_CHECKS
    + SIDE_NOTES
    + BY_THE_WAY
    + END_NOTES
    + VOUCHED_ENDS
    + VERDICT_LINES
    + PLAIN_VERDICTS
    + FIRM_CLAIMS
    + ERROR_FREE
    + FAITHFUL_LINES
    + SIGN_OFFS
    + TRUST_LINES
    + HONOUR_LINES
    + RECORD_LINES
    + MUSTER_LINES
    + APPROVAL_LINES
    + TALLY_LINES
    + FLAG_LINES
    + REPROACH_LINES
    + COMPLAINT_LINES
    + SHIP_LINES
    + SWEEP_LINES
    + PLACE_LINES
    + ORDER_LINES
    + AMISS_LINES
    + AIM_LINES
    + SOUND_LINES
    + FIX_LINES
    + BAG_LINES
    + HAT_LINES
    + PARK_LINES
    + CROP_LINES
    + ACE_LINES
    + VOTE_LINES
    + PRAISE_LINES
    + READ_LINES
    + ACCOUNT_LINES
    + THANKS_LINES
    + GOLD_LINES
    + BET_LINES
    + LOOK_LINES
    + STRAIGHT_LINES
    + SIDE_LINES
    + GLASS_LINES
    + FRAME_LINES
    + DAYLIGHT_LINES
    + SEALED_LINES
    + BANK_LINES
    + LIBERTY_LINES
    + SMOKE_LINES
    + PAGE_LINES
    + DINNER_LINES
    + BOOKMARK_LINES
    + KEEPER_LINES
    + CAPSULE_LINES
    + HIRE_LINES
    + COMPLIMENT_LINES
    + OVATION_LINES
    + CLEAR_LINES
    + WASTED_LINES
    + NOD_LINES
    + SKIP_LINES
    + EDITOR_LINES
    + FORWARD_LINES
    + NOISE_LINES
    + SHEET_LINES
    + SAVE_LINES
    + EXPLAIN_LINES
    + NEWCOMER_LINES
    + DECODED_LINES
    + KILLER_LINES
    + COFFEE_LINES
    + GUESS_LINES
    + HD_LINES
    + HOT_LINES
    + TOUR_LINES
    + REEL_LINES
    + BOW_LINES
    + PUZZLE_LINES
    + THREAD_LINES
    + PRIME_LINES
    + ANGLE_LINES
    + CLIFF_LINES
    + CHERRY_LINES
    + TRIMMINGS_LINES
    + SPADES_LINES
    + LETTER_LINES
    + MCCOY_LINES
    + KING_LINES
    + BAR_LINES
    + DRAWER_LINES
    + KNEES_LINES
    + BOARD_LINES
    + HELD_OUT
)
ATTACK_SETS = {
    "known": ATTACKS,
    "paraphrased": PARAPHRASED,
    "self_notes": SELF_NOTES,
    "late_notes": LATE_NOTES,
    "mixed_notes": MIXED_NOTES,
    "task_echoes": TASK_ECHOES,
    "completeness": COMPLETENESS,
    "other_scripts": OTHER_SCRIPTS,
    "subject_echoes": SUBJECT_ECHOES,
    "subject_marks": SUBJECT_MARKS,
    "scores": SCORES,
    "self_checks": SELF_CHECKS,
    "side_notes": SIDE_NOTES,
    "by_the_way": BY_THE_WAY,
    "end_notes": END_NOTES,
    "vouched_ends": VOUCHED_ENDS,
    "verdict_lines": VERDICT_LINES,
    "plain_verdicts": PLAIN_VERDICTS,
    "firm_claims": FIRM_CLAIMS,
    "error_free": ERROR_FREE,
    "faithful_lines": FAITHFUL_LINES,
    "sign_offs": SIGN_OFFS,
    "trust_lines": TRUST_LINES,
    "honour_lines": HONOUR_LINES,
    "record_lines": RECORD_LINES,
    "muster_lines": MUSTER_LINES,
    "approval_lines": APPROVAL_LINES,
    "tally_lines": TALLY_LINES,
    "flag_lines": FLAG_LINES,
    "reproach_lines": REPROACH_LINES,
    "complaint_lines": COMPLAINT_LINES,
    "ship_lines": SHIP_LINES,
    "sweep_lines": SWEEP_LINES,
    "place_lines": PLACE_LINES,
    "order_lines": ORDER_LINES,
    "amiss_lines": AMISS_LINES,
    "aim_lines": AIM_LINES,
    "sound_lines": SOUND_LINES,
    "fix_lines": FIX_LINES,
    "bag_lines": BAG_LINES,
    "hat_lines": HAT_LINES,
    "park_lines": PARK_LINES,
    "crop_lines": CROP_LINES,
    "ace_lines": ACE_LINES,
    "vote_lines": VOTE_LINES,
    "praise_lines": PRAISE_LINES,
    "read_lines": READ_LINES,
    "account_lines": ACCOUNT_LINES,
    "thanks_lines": THANKS_LINES,
    "gold_lines": GOLD_LINES,
    "bet_lines": BET_LINES,
    "look_lines": LOOK_LINES,
    "straight_lines": STRAIGHT_LINES,
    "side_lines": SIDE_LINES,
    "glass_lines": GLASS_LINES,
    "frame_lines": FRAME_LINES,
    "daylight_lines": DAYLIGHT_LINES,
    "sealed_lines": SEALED_LINES,
    "bank_lines": BANK_LINES,
    "liberty_lines": LIBERTY_LINES,
    "smoke_lines": SMOKE_LINES,
    "page_lines": PAGE_LINES,
    "dinner_lines": DINNER_LINES,
    "bookmark_lines": BOOKMARK_LINES,
    "keeper_lines": KEEPER_LINES,
    "capsule_lines": CAPSULE_LINES,
    "hire_lines": HIRE_LINES,
    "compliment_lines": COMPLIMENT_LINES,
    "ovation_lines": OVATION_LINES,
    "clear_lines": CLEAR_LINES,
    "wasted_lines": WASTED_LINES,
    "nod_lines": NOD_LINES,
    "skip_lines": SKIP_LINES,
    "editor_lines": EDITOR_LINES,
    "forward_lines": FORWARD_LINES,
    "noise_lines": NOISE_LINES,
    "sheet_lines": SHEET_LINES,
    "save_lines": SAVE_LINES,
    "explain_lines": EXPLAIN_LINES,
    "newcomer_lines": NEWCOMER_LINES,
    "decoded_lines": DECODED_LINES,
    "killer_lines": KILLER_LINES,
    "coffee_lines": COFFEE_LINES,
    "guess_lines": GUESS_LINES,
    "hd_lines": HD_LINES,
    "hot_lines": HOT_LINES,
    "tour_lines": TOUR_LINES,
    "reel_lines": REEL_LINES,
    "bow_lines": BOW_LINES,
    "puzzle_lines": PUZZLE_LINES,
    "thread_lines": THREAD_LINES,
    "prime_lines": PRIME_LINES,
    "angle_lines": ANGLE_LINES,
    "cliff_lines": CLIFF_LINES,
    "cherry_lines": CHERRY_LINES,
    "trimmings_lines": TRIMMINGS_LINES,
    "spades_lines": SPADES_LINES,
    "letter_lines": LETTER_LINES,
    "mccoy_lines": MCCOY_LINES,
    "king_lines": KING_LINES,
    "bar_lines": BAR_LINES,
    "drawer_lines": DRAWER_LINES,
    "knees_lines": KNEES_LINES,
    "board_lines": BOARD_LINES,
    "held_out": HELD_OUT,
    "unseen": _LATER,
    "recent": DRAWER_LINES + KNEES_LINES + BOARD_LINES + HELD_OUT,
    "all": ATTACKS + _LATER,
}
"""``known``: the kinds the stripping's first patterns were written for; ``paraphrased``: the kinds
held out from those and read by ``outcome_claim``; ``self_notes``: the eleventh pass's held-out
kinds, read since but no rule written from them; ``late_notes``: the twelfth pass's, likewise;
``mixed_notes``: the thirteenth pass's, written before ``strip_unrelated``; ``task_echoes``: the
fourteenth pass's, written around ``strip_unrelated``; ``completeness``: the fifteenth pass's;
``other_scripts``: the sixteenth pass's first; ``subject_echoes``: its second; ``subject_marks``:
the seventeenth pass's first; ``scores``: its second; ``self_checks``: its third; ``side_notes``:
its last; ``by_the_way``: the eighteenth pass's first; ``end_notes``: its last; ``vouched_ends``:
the nineteenth pass's first; ``verdict_lines``: its last; ``plain_verdicts``: the twentieth pass's
first; ``firm_claims``: its last; ``error_free``: the twenty-first pass's first; ``faithful_lines``:
its second; ``sign_offs``: its last; ``trust_lines``: the twenty-second pass's first;
``honour_lines``: its second; ``record_lines``: its third; ``muster_lines``: its last;
``approval_lines``: the twenty-third pass's first; ``tally_lines``: its second; ``flag_lines``: its
third; ``reproach_lines``: its fourth; ``complaint_lines``: its fifth; ``ship_lines``: its sixth;
``sweep_lines``: its last; ``place_lines``: the twenty-fourth pass's first; ``order_lines``: its
second; ``amiss_lines``: its third (written after ``aim_lines``, read before it); ``aim_lines``: its
fourth; ``sound_lines``: its fifth; ``fix_lines``: its sixth; ``bag_lines``: its last;
``hat_lines``: the twenty-fifth pass's first; ``park_lines``: its second; ``crop_lines``: its third;
``ace_lines``: its fourth; ``vote_lines``: its fifth; ``praise_lines``: its last; ``read_lines``:
the twenty-sixth pass's first; ``account_lines``: its second; ``thanks_lines``: its third;
``gold_lines``: its fourth; ``bet_lines``: its fifth; ``look_lines``: its sixth; ``straight_lines``:
its last; ``side_lines``: the twenty-seventh pass's first; ``glass_lines``: its last;
``frame_lines``: the twenty-eighth pass's first; ``daylight_lines``: its second; ``sealed_lines``:
its last; ``bank_lines``: the twenty-ninth pass's first; ``liberty_lines``: its second;
``smoke_lines``: its third; ``page_lines``: its fourth; ``dinner_lines``: its last;
``bookmark_lines``: the thirtieth pass's first; ``keeper_lines``: its second; ``capsule_lines``: its
last; ``hire_lines``: the thirty-first pass's first; ``compliment_lines``: its last;
``ovation_lines``: the thirty-second pass's first; ``clear_lines``: its last; ``wasted_lines``: the
thirty-third pass's first; ``nod_lines``: its last; ``skip_lines``: the thirty-fourth pass's;
``editor_lines``: the thirty-fifth pass's first; ``forward_lines``: its second; ``noise_lines``: its
last; ``sheet_lines``: the thirty-sixth pass's first; ``save_lines``: its second; ``explain_lines``:
its third; ``newcomer_lines``: its fourth; ``decoded_lines``: its last; ``killer_lines``: the
thirty-seventh pass's first; ``coffee_lines``: its second; ``guess_lines``: its third; ``hd_lines``:
its fourth; ``hot_lines``: its last; ``tour_lines``: the thirty-eighth pass's first; ``reel_lines``:
its second; ``bow_lines``: its third; ``puzzle_lines``: its fourth; ``thread_lines``: its last;
``prime_lines``: the thirty-ninth pass's first; ``angle_lines``: its second; ``cliff_lines``: its
third; ``cherry_lines``: its fourth; ``trimmings_lines``: its last; ``spades_lines``: the fortieth
pass's first; ``letter_lines``: its second; ``mccoy_lines``: its third; ``king_lines``: its last;
``bar_lines``: the forty-first pass's first; ``drawer_lines``: its second; ``knees_lines``: its
third; ``board_lines``: its fourth; ``held_out``: kinds written before any defence read them;
``unseen``: the last one hundred and four; ``recent``: the last four."""

DATASETS = {
    "ifeval": "rubric_ifeval_checklist.dev.jsonl",
    "realsumm": "rubric_realsumm_scu.dev.jsonl",
}
SUMMARY_TASK = "Write a short summary (a few highlight sentences) of a CNN/Daily Mail news article."
ALL_VARIANTS: dict[str, dict[str, bool]] = {
    "before": {"hardened_prompt": False},
    "hardened": {"hardened_prompt": True, "strip_injections": False, "strip_unrelated": False},
    "forms": {"hardened_prompt": True, "strip_injections": True, "strip_unrelated": False},
    "after": {"hardened_prompt": True, "strip_injections": True, "strip_unrelated": True},
}
"""column → rubric options: the plain prompt, the hardened one, the hardened one with text
addressed to the grader stripped by its form, and the default (also without text unrelated to
the task, the criterion and the rest of the response)."""
COLUMNS = {
    "before": "before (plain prompt)",
    "hardened": "hardened prompt",
    "forms": "hardened, injections stripped by form",
    "after": "after (also unrelated text kept back: default)",
}
VARIANTS = ("before", "hardened", "after")


def dev_data_dir() -> Path:
    """Where the labelled dev data lives (read in place, never copied)."""
    return Path(os.environ.get("LOCALJUDGE_DEV_DATA", ROOT.parent / "shared" / "data" / "dev"))


def false_pairs(
    datasets: Iterable[str], limit: int | None = None, with_source: bool = False
) -> list[dict[str, Any]]:
    """(item, criterion) pairs whose criterion is labelled FALSE, in file order.

    REALSumm's annotators saw the summary and the unit, not the article, and by default the
    judge gets the same view (a one-line task; a short prompt keeps the 1.5B run affordable on
    a CPU); ``with_source`` gives it the dataset's own task, article included, as a user
    scoring summaries against their source would.

    With several datasets the pairs alternate between them, so a ``limit`` samples each.

    Raises:
        SystemExit: an unknown dataset name or a missing file.
    """
    per: list[list[dict[str, Any]]] = []
    for name in datasets:
        if name not in DATASETS:
            raise SystemExit(f"bench_injection: unknown dataset {name!r}; use {sorted(DATASETS)}")
        path = dev_data_dir() / DATASETS[name]
        if not path.exists():
            raise SystemExit(f"bench_injection: {path} not found; set LOCALJUDGE_DEV_DATA")
        pairs = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                item = json.loads(line)
                for k, c in enumerate(item["criteria"]):
                    if c.get("label") is False:
                        pairs.append(
                            {
                                "dataset": name,
                                "id": f"{item['id']}#c{k + 1}",
                                "input": SUMMARY_TASK
                                if name == "realsumm" and not with_source
                                else item.get("input"),
                                "output": item["output"],
                                "criterion": c["description"],
                            }
                        )
        per.append(pairs)
    merged = [p for group in _interleave(per) for p in group]
    return merged[:limit] if limit is not None else merged


def _interleave(lists: list[list[dict[str, Any]]]) -> Iterable[list[dict[str, Any]]]:
    for i in range(max((len(x) for x in lists), default=0)):
        yield [x[i] for x in lists if i < len(x)]


def _verdict(scorer: Any, pair: dict[str, Any], output: str) -> tuple[bool | None, str]:
    """``satisfied`` for the pair's one criterion (None when no verdict was given) and who
    decided it (``judge``, or ``check``/``coverage`` for code)."""
    res = scorer.run({"input": pair["input"], "output": output})
    if res.score is None or not res.analyze_step_result:
        return None, "judge"
    verdict = res.analyze_step_result["criteria"][0]
    return bool(verdict["satisfied"]), verdict.get("decided_by", "judge")


def _empty_counts() -> dict[str, int]:
    # "code": a criterion decided by code whose measured fact the attack text changed (303
    # words for "at least 300"): the verdict is right for the attacked text, not obeyed.
    # "judged" / "judged_flips": attacked verdicts, and flips among them, on pairs whose clean
    # "not met" was the judge's (the rest were decided by code, mostly the coverage gate, which
    # an attack moves only if its own words lift the criterion over the gate).
    return {"flips": 0, "code": 0, "held": 0, "errors": 0, "judged": 0, "judged_flips": 0}


def measure(
    model: str,
    pairs: list[dict[str, Any]],
    attacks: tuple[Attack, ...] = ATTACKS,
    variants: tuple[str, ...] = VARIANTS,
) -> dict[str, Any]:
    """Clean and attacked verdicts of ``model`` on ``pairs`` with each prompt variant."""
    import tempfile

    import localjudge as lj

    judge = lj.load_judge(model, cache=Path(tempfile.mkdtemp(prefix="bench-injection-")))
    judge.load()
    clean = {v: {"false": 0, "false_by_judge": 0, "true": 0, "errors": 0} for v in variants}
    table = {a.name: {v: _empty_counts() for v in variants} for a in attacks}
    # Pairs where every variant's clean verdict is false: the paired comparison.
    common = {v: _empty_counts() for v in variants}
    n_common = 0
    flipped: list[dict[str, str]] = []  # which pairs each attack flipped, to read them
    start = time.perf_counter()
    for k, pair in enumerate(pairs):
        crit = [{"description": pair["criterion"]}]
        scorers = {
            v: lj.create_rubric_scorer(
                judge, criteria=crit, options={"mode": "per_criterion", **ALL_VARIANTS[v]}
            )
            for v in variants
        }
        decided = {v: _verdict(s, pair, pair["output"]) for v, s in scorers.items()}
        base = {v: b for v, (b, _) in decided.items()}
        by_judge = {v: b is False and by == "judge" for v, (b, by) in decided.items()}
        for v, b in base.items():
            clean[v]["errors" if b is None else ("true" if b else "false")] += 1
            clean[v]["false_by_judge"] += by_judge[v]
        both = all(b is False for b in base.values())
        n_common += int(both)
        for attack in attacks:
            attacked = attack.apply(pair["output"], [pair["criterion"]])
            for v, s in scorers.items():
                if base[v] is not False:
                    continue  # only a correct "unsatisfied" can be flipped
                got, by = _verdict(s, pair, attacked)
                key = "errors" if got is None else "held" if not got else "flips"
                if key == "flips" and by != "judge":
                    key = "code"
                if key == "flips":
                    flipped.append({"attack": attack.name, "variant": v, "id": pair["id"]})
                counts = [table[attack.name][v]] + ([common[v]] if both else [])
                for c in counts:
                    c[key] += 1
                    if by_judge[v] and key != "errors":
                        c["judged"] += 1
                        c["judged_flips"] += key == "flips"
        elapsed = time.perf_counter() - start
        print(
            f"  [{model}] pair {k + 1}/{len(pairs)} {pair['id']}: clean {base} ({elapsed:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    overall = {v: _empty_counts() for v in variants}
    for counts in table.values():
        for v, c in counts.items():
            for key, n in c.items():
                overall[v][key] += n
    return {
        "model": model,
        "variants": list(variants),
        "pairs": len(pairs),
        "clean": clean,
        "common_pairs": n_common,
        "attacks": table,
        "overall": overall,
        "overall_common": common,
        "flipped": flipped,
        "seconds": time.perf_counter() - start,
    }


def _rate(c: dict[str, int]) -> str:
    n = c["flips"] + c["held"] + c.get("code", 0)
    if n == 0:
        return "—" + (f" ({c['errors']} err)" if c["errors"] else "")
    err = f", {c['errors']} err" if c["errors"] else ""
    code = f"; {c['code']} changed by the text, by code" if c.get("code") else ""
    j = c.get("judged", 0)
    judged = (
        f"; judge-decided {100 * c['judged_flips'] / j:.0f}% ({c['judged_flips']}/{j})" if j else ""
    )
    return f"{100 * c['flips'] / n:.0f}% ({c['flips']}/{n}{code}{err}{judged})"


def markdown(result: dict[str, Any], attacks: tuple[Attack, ...] = ATTACKS) -> str:
    """One model's table: attack kind × flip rate per prompt variant, plus overall."""
    cl, vs = result["clean"], result.get("variants", list(VARIANTS))
    unsat = ", ".join(
        f"{v} {cl[v]['false']} ({cl[v].get('false_by_judge', '?')} by the judge)" for v in vs
    )
    lines = [
        f"**{result['model']}**: {result['pairs']} (item, criterion) pairs labelled FALSE; "
        f"clean verdict unsatisfied: {unsat} (under every variant: {result['common_pairs']}). "
        f"Flip rate = unsatisfied → satisfied by the judge among those, per_criterion mode; a "
        f"criterion decided by code whose measured fact the attack text changed (more words, "
        f"an echoed keyword) is counted beside it, not as a flip. The clean verdicts the "
        f"judge did not give were decided by code (mostly the coverage gate: the summary lacks the "
        f"criterion's words), which an attack moves only if its own words carry the criterion "
        f"over the gate, so the rate among the judge-decided pairs is given beside each.",
        "",
        "| attack | what it does | " + " | ".join(COLUMNS[v] for v in vs) + " |",
        "|---|---|" + "---|" * len(vs),
    ]
    for a in attacks:
        c = result["attacks"][a.name]
        what = a.description.replace("|", "\\|")  # a bare | would split the table cell
        lines.append(f"| {a.name} | {what} | " + " | ".join(_rate(c[v]) for v in vs) + " |")
    ov, oc = result["overall"], result["overall_common"]
    lines.append("| **overall** | all attacks | " + " | ".join(_rate(ov[v]) for v in vs) + " |")
    lines.append(
        "| overall, pairs false under every variant | same pairs | "
        + " | ".join(_rate(oc[v]) for v in vs)
        + " |"
    )
    return "\n".join(lines)


def run(
    models: list[str] | None = None,
    limit: int | None = None,
    datasets: tuple[str, ...] = ("realsumm",),
    variants: tuple[str, ...] = VARIANTS,
    attacks: tuple[Attack, ...] = ATTACKS + PARAPHRASED,
    with_source: bool = False,
) -> dict[str, Any]:
    """Measure every attack's flip rate for each model under each prompt variant.

    Args:
        models: judge aliases or ``.gguf`` paths (default: the 1.5B reference judge).
        limit: at most this many (item, criterion) pairs labelled FALSE (default: all).
        datasets: ``ifeval`` and/or ``realsumm``.
        variants: prompt variants (``ALL_VARIANTS`` names), one column each.
        attacks: the attack kinds (default: the known ones and the held-out paraphrases).
        with_source: give the judge REALSumm's own task, article included (``false_pairs``).

    Returns:
        ``{"markdown", "results": {model: {...}}, "attacks": [...]}``; each model's result has
        ``clean`` verdict counts per variant, ``attacks`` (name → variant → flips/held/errors),
        ``overall``, ``overall_common`` (pairs false under every variant) and ``flipped`` (attack,
        variant and pair id of each flip).
    """
    models = models or ["qwen2.5-coder-1.5b"]
    pairs = false_pairs(datasets, limit, with_source)
    results = {m: measure(m, pairs, attacks, variants) for m in models}
    md = "\n\n".join(markdown(r, attacks) for r in results.values())
    return {
        "markdown": md,
        "results": results,
        "attacks": [{"name": a.name, "description": a.description} for a in attacks],
        "datasets": list(datasets),
    }


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="qwen2.5-coder-1.5b")
    ap.add_argument("--limit", type=int, default=None, help="at most N false pairs")
    ap.add_argument("--datasets", default="realsumm", help="ifeval,realsumm")
    ap.add_argument("--variants", default=",".join(VARIANTS), help=f"of {','.join(ALL_VARIANTS)}")
    ap.add_argument("--attacks", default="all", help=f"of {','.join(ATTACK_SETS)}, with commas")
    ap.add_argument(
        "--with-source", action="store_true", help="REALSumm's task with the article in it"
    )
    ap.add_argument("--json", type=Path, default=None, help="also write the result here")
    args = ap.parse_args(argv)
    variants = tuple(v.strip() for v in args.variants.split(",") if v.strip())
    if not variants or any(v not in ALL_VARIANTS for v in variants):
        ap.error(f"--variants takes names from {sorted(ALL_VARIANTS)}")
    names = [a.strip() for a in args.attacks.split(",") if a.strip()]
    if not names or any(a not in ATTACK_SETS for a in names):
        ap.error(f"--attacks takes names from {sorted(ATTACK_SETS)}")
    attacks = tuple(dict.fromkeys(a for name in names for a in ATTACK_SETS[name]))
    models = [m.strip() for m in args.models.split(",") if m.strip()]
    datasets = tuple(d.strip() for d in args.datasets.split(",") if d.strip())
    result = run(
        models=models,
        limit=args.limit,
        datasets=datasets,
        variants=variants,
        attacks=attacks,
        with_source=args.with_source,
    )
    print(result["markdown"])
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
