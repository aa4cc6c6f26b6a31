"""The Mastra-parity score of a similarity analysis and its plain-text reason (pure functions)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from localjudge.scorers.similarity.options import (
    MATCH_TYPES,
    SimilarityAnalysis,
    SimilarityOptions,
    coerce_analysis,
    coerce_options,
)
from localjudge.scorers.units import (
    answer_core,
    contains_unit,
    negation_count,
    states_answer,
)

_NO_GROUND_TRUTH = "no ground truth was provided for comparison"


def round_half_up(x: float, places: int = 2) -> float:
    """Round with halves away from zero (0.625 → 0.63), like Mastra's ``Math.round(x*100)/100``.

    ``round(x, 10)`` first drops float artefacts (0.575 is stored as 0.57499999…).

    Args:
        x: the number to round.
        places: decimal places to keep.

    Returns:
        ``x`` rounded to ``places`` decimals.
    """
    q = Decimal(1).scaleb(-places)
    return float(Decimal(repr(round(x, 10))).quantize(q, rounding=ROUND_HALF_UP))


def score_analysis(
    analysis: SimilarityAnalysis | Mapping[str, Any] | None,
    options: SimilarityOptions | Mapping[str, Any] | None = None,
) -> float:
    """The answer-similarity score of an analysis, rounded to 2 decimals (halves up).

    With ``score_mode="parity"``, or for an analysis without the judge's probabilities (Mastra's
    ``llm`` mode, a hand-written analysis), this is Mastra's formula over the match types. With
    ``score_mode="expected"`` (the default) and a pre-pass analysis whose judged pairs carry
    ``probabilities``, it is the formula in expectation under those probabilities
    (``expected_score``); with ``linear``, the clamped expectation of the unclamped formula
    (``expected_raw``). Both give the parity number when the judge is certain.

    Args:
        analysis: an ``analyze_step_result`` (model or dict) with ``matches``,
            ``contradictions`` and ``extra_in_output`` (and the pre-pass's ``pairs``).
        options: ``SimilarityOptions`` or a dict of them (defaults filled in).

    Returns:
        A score between 0 and ``scale``.
    """
    opts = coerce_options(options)
    a = coerce_analysis(analysis)
    n = len(a.matches)
    if n == 0:
        return 0.0
    if opts.score_mode == "expected":
        expected = expected_score(a, opts)
        if expected is not None:
            return round_half_up(expected * opts.scale)
    raw = expected_raw(a, opts) if opts.score_mode == "linear" else None
    if raw is None:
        raw = _parity_raw(a, opts)
    return round_half_up(_clamp(raw) * opts.scale)


def _clamp(raw: float) -> float:
    return max(0.0, min(1.0, raw))


def _parity_raw(a: SimilarityAnalysis, opts: SimilarityOptions) -> float:
    """Mastra's formula before clamping and scaling."""
    credit = {
        "exact": 1.0 + opts.exact_match_bonus,
        "semantic": opts.semantic_threshold,
        "partial": opts.semantic_threshold * 0.5,
        "missing": -opts.missing_penalty,
    }
    s = sum(credit[m.match_type] for m in a.matches)
    s /= len(a.matches) * (1.0 + opts.exact_match_bonus)
    s -= len(a.contradictions) * opts.contradiction_penalty
    return s - min(len(a.extra_in_output) * opts.extra_info_penalty, 0.2)


def _stated_answer(pair: Mapping[str, Any]) -> bool:
    """A ground-truth unit the output unit states word for word (its bracketed notes aside:
    ``states_answer``), with no negation on one side only ("not Paris" does not state "Paris").

    Of any length: a four-word name ("Rufus and Chaka Khan") or a whole statement ("A man is
    slicing a potato" in "A man is slicing a potato into pieces") stated word for word is no
    weaker evidence than a one-word answer; the words and the negation guard decide, not a
    count (measured on the dev sets in ``bench/eval.md``).
    """
    g, o = str(pair.get("ground_truth_unit", "")), str(pair.get("output_unit", ""))
    return states_answer(o, g) and negation_count(answer_core(g)) == negation_count(o)


# The surface support of an output unit that the ground-truth unit states word for word: it
# says part of the reference and nothing else ("yes" against "yes, they learned a lot").
PART_SUPPORT = 0.5


def _states_part(pair: Mapping[str, Any]) -> bool:
    """The ground-truth unit contains the output unit word for word, with no negation on one
    side only."""
    g, o = str(pair.get("ground_truth_unit", "")), str(pair.get("output_unit", ""))
    return contains_unit(g, o) and negation_count(g) == negation_count(o)


def _lexical_support(pair: Mapping[str, Any]) -> float:
    """How much the surface says the output unit supports the ground-truth unit, in [0, 1].

    The cosine, except where the words say more: a ground-truth unit the output states word for
    word gets 1 (a one-word answer has a low cosine with a sentence that states it, and
    containment is the stronger surface evidence there); an output unit the ground-truth unit
    states word for word gets at least ``PART_SUPPORT`` (a bare "yes" has a low cosine with
    "yes, they felt much better"). The judge still weighs in, and contradictions stay its alone.
    """
    if _stated_answer(pair):
        return 1.0
    cosine = max(0.0, min(1.0, float(pair["cosine"])))
    return max(cosine, PART_SUPPORT) if _states_part(pair) else cosine


JudgedPair = tuple[int, int, Mapping[str, Any], Mapping[str, float]]


def _routed(
    pairs: Sequence[Mapping[str, Any]], n: int, opts: SimilarityOptions
) -> tuple[list[float], list[JudgedPair]] | None:
    """Each ground-truth unit's credit from pairs decided without the judge (exact: 1 + bonus,
    else the missing penalty), and the judged pairs as (gt, out, pair, probabilities); None
    when a pair's index is out of range or a judged pair has no probabilities."""
    credit = [-opts.missing_penalty] * n
    judged: list[JudgedPair] = []
    for pair in pairs:
        i, j = pair.get("gt"), pair.get("out")
        if i is None or j is None or not 0 <= i < n:
            return None
        if pair.get("decided_by") != "judge":
            credit[i] = max(credit[i], 1.0 + opts.exact_match_bonus)
            continue
        probs = pair.get("probabilities")
        if not probs:
            return None
        judged.append((i, j, pair, probs))
    return credit, judged


def _surface_credit(c: float, opts: SimilarityOptions) -> float:
    """A unit's credit when the surface support ``c`` alone decides: ``c`` of a semantic match,
    the rest missing."""
    return c * opts.semantic_threshold - (1 - c) * opts.missing_penalty


def _above_floor(p: float, floor: float) -> float:
    """A contradiction probability with the mass up to ``floor`` counted as none."""
    return max(0.0, p - floor) / (1.0 - floor) if floor else p


def expected_raw(a: SimilarityAnalysis, opts: SimilarityOptions) -> float | None:
    """The formula's expectation under the judge's relation probabilities (before clamping).

    Each ground-truth unit earns the best expected credit among its pairs (exact: 1 + bonus;
    judged: P(semantic)·threshold + P(partial)·threshold/2 − P(neither)·missing_penalty), or
    the missing penalty with none; contradictions count P(contradiction) summed over judged
    pairs; an output unit is extra with the probability that all its judged pairs are
    unrelated (1 when it was never judged and matched nothing). With probabilities of 0 and 1
    (and ``cosine_weight`` 0) this is exactly the parity formula. None when a judged pair has
    no probabilities.

    ``cosine_weight`` w blends each judged pair's credit with one where the surface support c
    (the cosine, or 1 for a unit stated word for word: ``_lexical_support``) splits the
    mass the judge leaves outside "contradiction" (pc): (1 − w)·judge credit +
    w·((1 − pc)·(c·threshold − (1 − c)·missing_penalty) − pc·missing_penalty). Contradictions
    stay the judge's alone — a high cosine never hides one — except for a ground-truth unit the
    output states word for word with no negation on one side only: its contradiction mass
    counts (1 − w)·pc, and its surface credit w·threshold holds whatever the judge says, so
    only the judge's own share (1 − w) of the credit follows its verdict. Long answers draw
    contradiction mass from small judges that the stated answer refutes ("… is couscous."
    called a contradiction of "Couscous"; measured on the answer sets in ``bench/eval.md``).

    pc is the judge's P(contradiction) above ``contradiction_floor``, stretched back to
    [0, 1]; the mass the floor removes goes to the support split like any other.
    """
    pairs = getattr(a, "pairs", None)
    if not pairs:
        return None
    thr, missing = opts.semantic_threshold, opts.missing_penalty
    routed = _routed(pairs, len(a.matches), opts)
    if routed is None:
        return None
    credit, judged_pairs = routed
    contradictions = 0.0
    p_extra: dict[int, float] = {}
    for i, j, pair, probs in judged_pairs:
        ps, pp = probs.get("semantic", 0.0), probs.get("partial", 0.0)
        pc = _above_floor(probs.get("contradiction", 0.0), opts.contradiction_floor)
        judged = ps * thr + pp * thr / 2 - (1 - ps - pp) * missing
        w = opts.cosine_weight
        if w and pair.get("cosine") is not None:
            # The cosine splits only the mass the judge does not give to "contradiction": a
            # high cosine (a negated sentence has one) never buys back a contradiction.
            c = _lexical_support(pair)
            if _stated_answer(pair):
                # A unit stated word for word is surface evidence against a
                # contradiction far stronger than a cosine: the surface's share of the credit
                # holds whatever the judge says, and only its share of the contradiction counts.
                by_cosine = _surface_credit(c, opts)
                pc *= 1 - w
            else:
                by_cosine = (1 - pc) * _surface_credit(c, opts) - pc * missing
            judged = (1 - w) * judged + w * by_cosine
        credit[i] = max(credit[i], judged)
        contradictions += pc
        p_extra[j] = p_extra.get(j, 1.0) * probs.get("unrelated", 0.0)
    # Output units the parity analysis calls extra because every judged pair of theirs was
    # unrelated are counted by probability above; the rest of its extras were never judged.
    judged_unrelated = sum(
        all(p["relation"] == "unrelated" for p in pairs if p.get("out") == j) for j in p_extra
    )
    extras = len(a.extra_in_output) - judged_unrelated + sum(p_extra.values())
    s = sum(credit) / (len(credit) * (1.0 + opts.exact_match_bonus))
    s -= contradictions * opts.contradiction_penalty
    return s - min(extras * opts.extra_info_penalty, 0.2)


# Past this many relation outcomes (4 per judged pair: 4,096 is six pairs) the expectation
# over outcomes gives way to the linear expectation, clamped (``expected_raw``).
MAX_OUTCOMES = 4096


def expected_score(a: SimilarityAnalysis, opts: SimilarityOptions) -> float | None:
    """The formula's score in expectation under the judge's relation probabilities: the
    support each outcome earns, clamped as Mastra clamps, less the expected contradictions.

    Every combination of the judged pairs' relations is an outcome, with the product of their
    probabilities. Per outcome, a ground-truth unit takes its best credit (exact, or a judged
    pair's credit blended with its surface support by ``cosine_weight``, as ``expected_raw``
    describes), an output unit is extra when every judged pair of its is unrelated, and the
    support (credits over units, less the extra penalty) is clamped to [0, 1]. The expected
    number of contradictions times ``contradiction_penalty`` is then taken off, and the result
    clamped. With the judge certain this is the parity score.

    Why clamp the support per outcome: the unclamped expectation (``score_mode="linear"``)
    lets a pair's missing-unit and extra-unit penalties in its unlikely outcomes pull a likely
    match under 0, so close paraphrases tied at 0 with unrelated pairs (32 of 100 STS-B items).
    Why not the contradictions: a small judge's contradiction mass is its signal for a wrong
    answer, and charging it in full keeps contradicted pairs under every supported one
    (measured on the dev sets in ``bench/eval.md``).

    ``below_floor_credit``: a ground-truth unit with no routed pair (its best cosine under
    ``match_floor``) earns what a judged pair called unrelated earns at that cosine, so scores
    keep the surface's order below the floor instead of dropping to the missing penalty.

    Returns:
        The expected score in [0, 1], before ``scale``; None when a judged pair has no
        probabilities (or an index is out of range). Beyond ``MAX_OUTCOMES`` outcomes, the
        clamped ``expected_raw``.
    """
    pairs = getattr(a, "pairs", None)
    if pairs is None:
        return None
    n = len(a.matches)
    thr, missing, w = opts.semantic_threshold, opts.missing_penalty, opts.cosine_weight
    routed = _routed(pairs, n, opts)
    if routed is None:
        return None
    base, judged_pairs = routed
    if w and opts.below_floor_credit:
        # A unit no output unit came close to (best cosine under ``match_floor``, no pair
        # routed) is scored as a judged pair the judge calls unrelated would be at that
        # cosine, so the score does not jump at the floor: graded data keeps its order there.
        paired = {p.get("gt") for p in pairs}
        for i, m in enumerate(a.matches):
            c = getattr(m, "cosine", None)
            if i not in paired and m.match_type == "missing" and c is not None:
                base[i] = (1 - w) * -missing + w * _surface_credit(_clamp(float(c)), opts)
    judged = [
        (i, j, _outcomes(pair, probs, opts, thr, missing, w)) for i, j, pair, probs in judged_pairs
    ]
    if 4 ** len(judged) > MAX_OUTCOMES:
        raw = expected_raw(a, opts)
        return None if raw is None else _clamp(raw)
    judged_out = {j for _, j, _ in judged}
    # Output units the analysis lists as extra that no judged pair touches stay extra.
    fixed_extra = len(a.extra_in_output) - sum(
        all(p["relation"] == "unrelated" for p in pairs if p.get("out") == j) for j in judged_out
    )
    support = charged = 0.0
    for combo in itertools.product(*(outcomes for _, _, outcomes in judged)):
        p = 1.0
        credit = list(base)
        contradictions = 0.0
        related: set[int] = set()
        for (i, j, _), (prob, c, contra, is_related) in zip(judged, combo):
            p *= prob
            credit[i] = max(credit[i], c)
            contradictions += contra
            if is_related:
                related.add(j)
        if p == 0.0:
            continue
        extras = fixed_extra + len(judged_out - related)
        s = sum(credit) / (n * (1.0 + opts.exact_match_bonus))
        support += p * _clamp(s - min(extras * opts.extra_info_penalty, 0.2))
        charged += p * contradictions
    return _clamp(support - charged * opts.contradiction_penalty)


def _outcomes(
    pair: Mapping[str, Any],
    probs: Mapping[str, float],
    opts: SimilarityOptions,
    thr: float,
    missing: float,
    w: float,
) -> list[tuple[float, float, float, bool]]:
    """A judged pair's relations as outcomes: (probability, credit, contradictions counted,
    whether the output unit is related). ``contradiction_floor`` moves its share of the
    contradiction mass to the other relations in proportion."""
    pc_raw = probs.get("contradiction", 0.0)
    pc = _above_floor(pc_raw, opts.contradiction_floor)
    rest = 1.0 - pc_raw
    scale_rest = (1.0 - pc) / rest if rest > 0 else 0.0
    surface = None
    if w and pair.get("cosine") is not None:
        surface = _surface_credit(_lexical_support(pair), opts)
    stated = surface is not None and _stated_answer(pair)
    judge_credit = {"semantic": thr, "partial": thr / 2, "contradiction": -missing}
    out = []
    for rel in ("semantic", "partial", "contradiction", "unrelated"):
        prob = pc if rel == "contradiction" else probs.get(rel, 0.0) * scale_rest
        if prob <= 0.0:
            continue
        credit = judge_credit.get(rel, -missing)
        contra = 1.0 if rel == "contradiction" else 0.0
        if surface is not None:
            # The surface's share of a contradiction is the missing penalty, except for a
            # stated answer: its words are there, whatever the judge calls the pair.
            by_surface = -missing if rel == "contradiction" and not stated else surface
            credit = (1 - w) * credit + w * by_surface
            if stated:
                contra *= 1 - w
        out.append((prob, credit, contra, rel != "unrelated"))
    return out or [(1.0, -missing, 0.0, False)]


def format_number(x: float) -> str:
    """A score as people write it: ``1``, ``0.84``, ``10`` (never ``1.0``).

    Args:
        x: the number.

    Returns:
        ``x`` without a trailing ``.0`` and with at most 2 decimals.
    """
    if math.isfinite(x) and float(x).is_integer():
        return str(int(x))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def _quote_units(units: Sequence[str], limit: int = 3) -> str:
    """The first ``limit`` units quoted and clipped, so one long unit cannot swamp a reason."""

    def clip(u: str) -> str:
        u = " ".join(u.split())
        return u if len(u) <= 80 else u[:77] + "..."

    shown = "; ".join(f'"{clip(u)}"' for u in units[:limit])
    more = len(units) - limit
    return shown + (f" and {more} more" if more > 0 else "")


def similarity_reason(
    analysis: SimilarityAnalysis | Mapping[str, Any] | None,
    score: float,
    options: SimilarityOptions | Mapping[str, Any] | None = None,
    *,
    ground_truth_missing: bool = False,
) -> str:
    """Explain a score in one paragraph, without the judge.

    Starts ``The score is <score>/<scale> because`` and names what matched (exactly, in meaning,
    partly), what is missing, what is contradicted and how many output units were extra.

    Args:
        analysis: the ``analyze_step_result`` (model or dict) the score came from.
        score: the score to explain.
        options: ``SimilarityOptions`` or a dict of them (for ``scale``).
        ground_truth_missing: the run had no ground truth (the reason says so).

    Returns:
        The reason.
    """
    opts = coerce_options(options)
    head = f"The score is {format_number(score)}/{format_number(opts.scale)} because"
    if ground_truth_missing:
        return f"{head} {_NO_GROUND_TRUTH}."
    a = coerce_analysis(analysis)
    if not a.matches:
        return f"{head} the ground truth has no units to compare the output with."
    parts = [_matched_part(a)]
    # A contradicted unit is named once, with what contradicts it, not also as missing.
    contradicted = {c.ground_truth_unit for c in a.contradictions}
    missing = [
        m.ground_truth_unit
        for m in a.matches
        if m.match_type == "missing" and m.ground_truth_unit not in contradicted
    ]
    if missing:
        parts.append(f"missing: {_quote_units(missing)}")
    if a.contradictions:
        shown = "; ".join(
            f'"{c.ground_truth_unit}" by "{c.output_unit}"' for c in a.contradictions[:3]
        )
        parts.append(f"contradicted: {shown}")
    if a.extra_in_output:
        e = len(a.extra_in_output)
        extra = _quote_units(a.extra_in_output, 2)
        parts.append(f"{e} extra output unit{'s' if e != 1 else ''} ({extra})")
    return f"{head} " + "; ".join(parts) + "."


def _matched_part(a: SimilarityAnalysis) -> str:
    """The reason's first clause: how many ground-truth units matched, and how."""
    by_type: dict[str, list[str]] = {t: [] for t in MATCH_TYPES}
    for m in a.matches:
        by_type[m.match_type].append(m.ground_truth_unit)
    n = len(a.matches)
    k = n - len(by_type["missing"])
    unit = "unit" if n == 1 else "units"
    if not k:
        return f"none of the {n} ground-truth {unit} matched"
    how = {"exact": "exactly", "semantic": "in meaning", "partial": "partly"}
    bits = [
        f"{len(by_type[t])} {word} ({_quote_units(by_type[t])})"
        for t, word in how.items()
        if by_type[t]
    ]
    return f"{k} of {n} ground-truth {unit} matched: " + ", ".join(bits)
