"""The answer-similarity scorer: Mastra-parity options, score and reason; the embedding pre-pass.

Pipeline: preprocess (split output and ground truth into units) → analyze (match ground-truth
units to output units) → score (``score_analysis``, pure) → reason (``similarity_reason``, pure).

Two analysis modes:

``prepass`` (default)
    All units are embedded once; ground-truth and output units are paired by cosine similarity
    with the Hungarian method (``linear_sum_assignment``), which maximises total similarity so
    one strong pair cannot steal the partner another unit needs, as greedy pairing can; with at
    most ``max_units`` units a side it costs microseconds. Only two things are decided without
    the LLM: units identical after normalisation (exact, confidence 1.0) and units with no
    partner at or above ``match_floor`` (missing / extra). Every other pair goes to the judge in
    ONE call, with one fixed slot per pair whose relation is an enum
    (semantic / partial / contradiction / unrelated). A high cosine never decides agreement:
    "Kyoto is the capital of Japan" vs "Tokyo is the capital of Japan" has cosine 0.84.

``llm``
    Mastra's shape: the judge extracts units from both texts, then one analysis call returns a
    match per ground-truth unit (one fixed slot each), contradictions and extra output units.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from localjudge.errors import ConfigError, GroundTruthRequiredError
from localjudge.judges.grammar import Arr, Choice, Const, Grammar, Node, Nullable, Obj, Str, Tup
from localjudge.scorers.messages import input_text, output_text
from localjudge.scorers.pipeline import RunContext, Scorer, create_scorer
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.units import (
    DEFAULT_MAX_UNITS,
    contains_unit,
    normalise_unit,
    split_units,
    word_count,
)
from localjudge.types import ScorerRun

if TYPE_CHECKING:
    import numpy as np

    from localjudge.embeddings.base import Embedder
    from localjudge.judges.base import Judge

SCORER_ID = "answer-similarity"
MatchType = Literal["exact", "semantic", "partial", "missing"]
Relation = Literal["semantic", "partial", "contradiction", "unrelated"]
MATCH_TYPES: tuple[str, ...] = ("exact", "semantic", "partial", "missing")
RELATIONS: tuple[str, ...] = ("semantic", "partial", "contradiction", "unrelated")
EXPLANATION_CHARS = 200
UNIT_CHARS = 300
_NO_GROUND_TRUTH = "no ground truth was provided for comparison"


# ---------------------------------------------------------------- options and analysis types


class SimilarityOptions(BaseModel):
    """Options of the answer-similarity scorer (Mastra's, in snake_case, plus the pre-pass's).

    Attributes:
        require_ground_truth: raise when a run has no ground truth (else score 0).
        semantic_threshold: credit for a semantic match (half of it for a partial one).
        exact_match_bonus: extra credit for an exact match.
        missing_penalty: subtracted per missing ground-truth unit.
        contradiction_penalty: subtracted per contradiction (after normalisation).
        extra_info_penalty: subtracted per extra output unit, at most 0.2 in all.
        scale: the score's maximum.
        mode: ``prepass`` (embeddings route, the judge decides close pairs) or ``llm``
            (Mastra's two judge calls).
        splitter: ``sentences`` (deterministic), ``llm`` (the judge extracts units) or
            ``auto`` (see ``choose_splitter``).
        match_floor: cosine below which a unit has no plausible partner (decided missing or
            extra without the judge). Chosen on the dev sets with all-MiniLM-L6-v2: unrelated
            sentence pairs sit around 0.0–0.3, paraphrases and contradictions above 0.6.
        short_unit_words: a ground-truth unit of at most this many words always gets its best
            partner judged, whatever the cosine: a one-word answer ("5", "Paris") has a low
            cosine with a full-sentence answer that states it.
        exact_after_normalise: treat units equal after normalisation (case, punctuation,
            articles, spacing) as exact matches without the judge.
        max_units: most units per text (the splitter merges neighbours beyond it).
        max_pairs: most pairs sent to the judge in one call; the least similar extra pairs
            beyond it are left undecided (extra).
        llm_split_chars: with ``splitter="auto"``, a text whose deterministic split leaves a
            unit longer than this goes to the judge for extraction.
    """

    model_config = ConfigDict(extra="forbid")

    require_ground_truth: bool = True
    semantic_threshold: float = Field(default=0.8, ge=0)
    exact_match_bonus: float = Field(default=0.2, ge=0)
    missing_penalty: float = Field(default=0.15, ge=0)
    contradiction_penalty: float = Field(default=1.0, ge=0)
    extra_info_penalty: float = Field(default=0.05, ge=0)
    scale: float = Field(default=1, gt=0)
    mode: Literal["prepass", "llm"] = "prepass"
    splitter: Literal["auto", "sentences", "llm"] = "auto"
    match_floor: float = Field(default=0.35, ge=-1, le=1)
    short_unit_words: int = Field(default=3, ge=0)
    exact_after_normalise: bool = True
    max_units: int = Field(default=DEFAULT_MAX_UNITS, ge=1, le=64)
    max_pairs: int = Field(default=16, ge=1, le=64)
    llm_split_chars: int = Field(default=400, ge=50)


class SimilarityMatch(BaseModel):
    """How one ground-truth unit is covered by the output."""

    model_config = ConfigDict(extra="ignore")

    ground_truth_unit: str
    output_unit: str | None = None
    match_type: MatchType
    explanation: str = ""
    confidence: float | None = None


class SimilarityContradiction(BaseModel):
    """An output unit that contradicts a ground-truth unit."""

    model_config = ConfigDict(extra="ignore")

    output_unit: str
    ground_truth_unit: str
    explanation: str = ""
    confidence: float | None = None


class SimilarityAnalysis(BaseModel):
    """The analyze step's result (extra keys, such as the pre-pass's ``pairs``, are kept)."""

    model_config = ConfigDict(extra="allow")

    matches: list[SimilarityMatch] = Field(default_factory=list)
    contradictions: list[SimilarityContradiction] = Field(default_factory=list)
    extra_in_output: list[str] = Field(default_factory=list)


PASS_THRESHOLD = 0.5


def coerce_options(options: SimilarityOptions | Mapping[str, Any] | None) -> SimilarityOptions:
    """Options as a model, defaults filled in.

    Raises:
        ConfigError: an unknown option or a value of the wrong type or range.
    """
    if options is None:
        return SimilarityOptions()
    if isinstance(options, SimilarityOptions):
        return options
    try:
        return SimilarityOptions.model_validate(dict(options))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "options"
        known = ", ".join(SimilarityOptions.model_fields)
        raise ConfigError(
            f"answer-similarity option {where!r}: {err['msg']} (known options: {known})"
        ) from exc


def _coerce_analysis(analysis: SimilarityAnalysis | Mapping[str, Any] | None) -> SimilarityAnalysis:
    if analysis is None:
        return SimilarityAnalysis()
    if isinstance(analysis, SimilarityAnalysis):
        return analysis
    if isinstance(analysis, BaseModel):
        return SimilarityAnalysis.model_validate(analysis.model_dump())
    return SimilarityAnalysis.model_validate(dict(analysis))


# ---------------------------------------------------------------- score and reason (pure)


def round_half_up(x: float, places: int = 2) -> float:
    """Round with halves away from zero (0.625 → 0.63), like Mastra's ``Math.round(x*100)/100``.

    ``round(x, 10)`` first drops float artefacts (0.575 is stored as 0.57499999…).
    """
    q = Decimal(1).scaleb(-places)
    return float(Decimal(repr(round(x, 10))).quantize(q, rounding=ROUND_HALF_UP))


def score_analysis(
    analysis: SimilarityAnalysis | Mapping[str, Any] | None,
    options: SimilarityOptions | Mapping[str, Any] | None = None,
) -> float:
    """Mastra's answer-similarity score of an analysis, rounded to 2 decimals (halves up).

    Args:
        analysis: an ``analyze_step_result`` (model or dict) with ``matches``,
            ``contradictions`` and ``extra_in_output``.
        options: ``SimilarityOptions`` or a dict of them (defaults filled in).

    Returns:
        A score between 0 and ``scale``.
    """
    opts = coerce_options(options)
    a = _coerce_analysis(analysis)
    n = len(a.matches)
    if n == 0:
        return 0.0
    credit = {
        "exact": 1.0 + opts.exact_match_bonus,
        "semantic": opts.semantic_threshold,
        "partial": opts.semantic_threshold * 0.5,
        "missing": -opts.missing_penalty,
    }
    s = sum(credit[m.match_type] for m in a.matches)
    s /= n * (1.0 + opts.exact_match_bonus)
    s -= len(a.contradictions) * opts.contradiction_penalty
    s -= min(len(a.extra_in_output) * opts.extra_info_penalty, 0.2)
    s = max(0.0, min(1.0, s))
    return round_half_up(s * opts.scale)


def format_number(x: float) -> str:
    """A score as people write it: ``1``, ``0.84``, ``10`` (never ``1.0``)."""
    if math.isfinite(x) and float(x).is_integer():
        return str(int(x))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def _q(units: Sequence[str], limit: int = 3) -> str:
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
    """
    opts = coerce_options(options)
    head = f"The score is {format_number(score)}/{format_number(opts.scale)} because"
    if ground_truth_missing:
        return f"{head} {_NO_GROUND_TRUTH}."
    a = _coerce_analysis(analysis)
    n = len(a.matches)
    if n == 0:
        return f"{head} the ground truth has no units to compare the output with."
    by_type: dict[str, list[str]] = {t: [] for t in MATCH_TYPES}
    for m in a.matches:
        by_type[m.match_type].append(m.ground_truth_unit)
    k = n - len(by_type["missing"])
    unit = "unit" if n == 1 else "units"
    if k:
        bits = []
        if by_type["exact"]:
            bits.append(f"{len(by_type['exact'])} exactly ({_q(by_type['exact'])})")
        if by_type["semantic"]:
            bits.append(f"{len(by_type['semantic'])} in meaning ({_q(by_type['semantic'])})")
        if by_type["partial"]:
            bits.append(f"{len(by_type['partial'])} partly ({_q(by_type['partial'])})")
        parts = [f"{k} of {n} ground-truth {unit} matched: " + ", ".join(bits)]
    else:
        parts = [f"none of the {n} ground-truth {unit} matched"]
    # A contradicted unit is named once, with what contradicts it, not also as missing.
    contradicted = {c.ground_truth_unit for c in a.contradictions}
    missing = [g for g in by_type["missing"] if g not in contradicted]
    if missing:
        parts.append(f"missing: {_q(missing)}")
    if a.contradictions:
        shown = "; ".join(
            f'"{c.ground_truth_unit}" by "{c.output_unit}"' for c in a.contradictions[:3]
        )
        parts.append(f"contradicted: {shown}")
    if a.extra_in_output:
        e = len(a.extra_in_output)
        parts.append(f"{e} extra output unit{'s' if e != 1 else ''} ({_q(a.extra_in_output, 2)})")
    return f"{head} " + "; ".join(parts) + "."


# ---------------------------------------------------------------- inputs


def ground_truth_text(value: Any) -> str | None:
    """The ground truth as text: None when missing (None, "", or another falsy value).

    Whitespace counts as present; a non-string is serialised as compact JSON.
    """
    if not value:
        return None
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"))


def choose_splitter(text: str, options: SimilarityOptions) -> Literal["sentences", "llm"]:
    """Which splitter a text gets under ``splitter="auto"``.

    In ``llm`` mode: the judge (Mastra's extraction call). In ``prepass`` mode: the
    deterministic splitter, unless it leaves a unit longer than ``llm_split_chars`` (a run-on
    text without sentence punctuation). Why, measured on the seven ``sim_*`` dev sets: 1,390 of
    their 1,400 outputs and ground truths split into units under 400 characters (1.0–1.3 units
    on average; short answers stay one unit); the other 10 are 3 long ``evouna`` outputs and 7
    ``qags`` news articles. The deterministic split keeps the answer's own words and costs
    nothing, whereas the 135M–1.5B judges paraphrase, drop or invent units when they extract,
    and each extraction is a judge call.
    """
    if options.splitter != "auto":
        return options.splitter
    if options.mode == "llm":
        return "llm"
    units = split_units(text, options.max_units)
    return "llm" if any(len(u) > options.llm_split_chars for u in units) else "sentences"


# ---------------------------------------------------------------- grammars


class _ExtractedUnits(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_units: list[str] = Field(default_factory=list)
    ground_truth_units: list[str] = Field(default_factory=list)


def extraction_grammar(texts: Mapping[str, str], max_units: int) -> Grammar:
    """One bounded list of unit strings per text to extract (keys ``output``, ``ground_truth``).

    Bounds come from the text itself: a unit is no longer than the text (nor ``UNIT_CHARS``)
    and there are no more units than words (nor ``max_units``), so a small judge that rambles
    cannot produce thousands of tokens for a one-word answer.
    """
    fields: list[tuple[str, Node]] = []
    for key, text in texts.items():
        chars = max(1, min(UNIT_CHARS, len(text.strip())))
        items = max(1, min(max_units, len(text.split())))
        fields.append((f"{key}_units", Arr(Str(max_chars=chars, min_chars=1), 1, items)))
    return Grammar(root=Obj(tuple(fields)), model=_ExtractedUnits, name="similarity-extract")


class _PairVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reference: str
    output: str
    differing_words: str
    explanation: str = Field(max_length=EXPLANATION_CHARS)
    relation: Relation


class _PairVerdicts(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pairs: list[_PairVerdict]


def pair_grammar(pairs: Sequence[tuple[str, str]]) -> Grammar:
    """One fixed slot per (ground truth, output) pair: texts and differing words fed, then
    the explanation and the relation.

    The explanation comes before the relation so the judge reasons before it decides; the
    relation is an enum whose probability becomes the verdict's confidence. The differing
    words (``prompts.difference_text``) sit right before the explanation so a small judge
    attends to them.
    """
    slots = tuple(
        Obj(
            (
                ("reference", Const(gt)),
                ("output", Const(out)),
                ("differing_words", Const(prompts.difference_text(gt, out))),
                ("explanation", Str(max_chars=EXPLANATION_CHARS, min_chars=1)),
                ("relation", Choice(RELATIONS)),
            )
        )
        for gt, out in pairs
    )
    return Grammar(root=Obj((("pairs", Tup(slots)),)), model=_PairVerdicts, name="similarity-pairs")


class _LlmMatch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ground_truth_unit: str
    output_unit: str | None
    explanation: str = Field(max_length=EXPLANATION_CHARS)
    match_type: MatchType


class _LlmContradiction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_unit: str
    ground_truth_unit: str
    explanation: str = Field(max_length=EXPLANATION_CHARS)


class _LlmAnalysis(BaseModel):
    model_config = ConfigDict(extra="forbid")

    matches: list[_LlmMatch]
    contradictions: list[_LlmContradiction]
    extra_in_output: list[str]


def analysis_grammar(ground_truth_units: Sequence[str], output_units: Sequence[str]) -> Grammar:
    """Mastra's analysis as a finite grammar: one match slot per ground-truth unit (fed).

    Output units are enums over the output's own units, so the judge can point at a unit but
    never invent one; contradictions are bounded by the number of ground-truth units (at most
    8), extras by the number of output units.
    """
    outs = tuple(dict.fromkeys(output_units))
    gts = tuple(dict.fromkeys(ground_truth_units))
    explanation = Str(max_chars=EXPLANATION_CHARS, min_chars=1)
    matches = Tup(
        tuple(
            Obj(
                (
                    ("ground_truth_unit", Const(g)),
                    ("output_unit", Nullable(Choice(outs))),
                    ("explanation", explanation),
                    ("match_type", Choice(MATCH_TYPES)),
                )
            )
            for g in ground_truth_units
        )
    )
    contradiction = Obj(
        (
            ("output_unit", Choice(outs)),
            ("ground_truth_unit", Choice(gts)),
            ("explanation", explanation),
        )
    )
    root: Node = Obj(
        (
            ("matches", matches),
            ("contradictions", Arr(contradiction, 0, min(len(gts), 8))),
            ("extra_in_output", Arr(Choice(outs), 0, len(outs))),
        )
    )
    return Grammar(root=root, model=_LlmAnalysis, name="similarity-analysis")


# ---------------------------------------------------------------- the pre-pass (pure routing)


@dataclass
class Candidate:
    """A (ground-truth unit, output unit) pair and how the pre-pass routes it."""

    gt: int
    out: int
    cosine: float | None
    route: Literal["exact", "judge"]
    primary: bool = True


@dataclass
class Plan:
    """The pre-pass's routing of one item: exact pairs, pairs for the judge, and the rest."""

    exact: list[Candidate]
    judge: list[Candidate]
    best_cosine: dict[int, float]


def exact_pairs(
    ground_truth_units: Sequence[str], output_units: Sequence[str]
) -> list[tuple[int, int]]:
    """Pairs of units identical after ``normalise_unit``, each unit used at most once."""
    free: dict[str, list[int]] = {}
    for j, u in enumerate(output_units):
        free.setdefault(normalise_unit(u), []).append(j)
    out: list[tuple[int, int]] = []
    for i, g in enumerate(ground_truth_units):
        key = normalise_unit(g)
        if key and free.get(key):
            out.append((i, free[key].pop(0)))
    return out


def plan_pairs(
    ground_truth_units: Sequence[str],
    output_units: Sequence[str],
    cosine: np.ndarray | None,
    options: SimilarityOptions,
    exact: Sequence[tuple[int, int]] = (),
) -> Plan:
    """Route unit pairs: exact ones, ones for the judge; everything else is missing or extra.

    Args:
        ground_truth_units: the reference's units.
        output_units: the output's units.
        cosine: similarity matrix of shape (len(ground_truth_units), len(output_units)) over
            ALL units (None when no pair is left after the exact ones).
        options: ``match_floor``, ``short_unit_words``, ``max_pairs``.
        exact: pairs already decided exact.

    A ground-truth unit is paired 1:1 with an output unit by the Hungarian method on the
    cosine; the pair is judged when the cosine reaches ``match_floor``, when one unit contains
    the other word for word, or when the ground-truth unit is short. An output unit left over
    is judged against its most similar ground-truth unit when that reaches the floor (it may
    restate or contradict it), else it is extra.
    """
    from scipy.optimize import linear_sum_assignment

    plan = Plan(exact=[Candidate(i, j, 1.0, "exact") for i, j in exact], judge=[], best_cosine={})
    used_gt = {i for i, _ in exact}
    used_out = {j for _, j in exact}
    gt_left = [i for i in range(len(ground_truth_units)) if i not in used_gt]
    out_left = [j for j in range(len(output_units)) if j not in used_out]
    if cosine is None or not out_left:
        return plan
    for i in gt_left:
        plan.best_cosine[i] = float(max(cosine[i, j] for j in out_left))
    rows, cols = linear_sum_assignment(-cosine[gt_left][:, out_left]) if gt_left else ((), ())
    primary: list[Candidate] = []
    for r, c in zip(rows, cols):
        i, j = gt_left[r], out_left[c]
        cos = float(cosine[i, j])
        g, o = ground_truth_units[i], output_units[j]
        plausible = (
            cos >= options.match_floor
            or word_count(g) <= options.short_unit_words
            or contains_unit(o, g)
            or contains_unit(g, o)
        )
        if plausible:
            primary.append(Candidate(i, j, cos, "judge"))
    taken = {c.out for c in primary}
    secondary: list[Candidate] = []
    for j in out_left:
        if j in taken:
            continue
        # Compare with every ground-truth unit, exact-matched ones included: an output that
        # restates a fact and then contradicts it must still reach the judge.
        i = max(range(len(ground_truth_units)), key=lambda k: float(cosine[k, j]))
        cos = float(cosine[i, j])
        if cos >= options.match_floor:
            secondary.append(Candidate(i, j, cos, "judge", primary=False))
    primary.sort(key=lambda c: -(c.cosine or 0.0))
    secondary.sort(key=lambda c: -(c.cosine or 0.0))
    plan.judge = (primary + secondary)[: options.max_pairs]
    plan.judge.sort(key=lambda c: (c.gt, c.out))
    return plan


def _cosine_matrix(
    embedder: Embedder, ground_truth_units: Sequence[str], output_units: Sequence[str]
) -> np.ndarray:
    vectors = embedder.embed(list(ground_truth_units) + list(output_units))
    g, o = vectors[: len(ground_truth_units)], vectors[len(ground_truth_units) :]
    return g @ o.T


def resolve_plan(
    ground_truth_units: Sequence[str],
    output_units: Sequence[str],
    plan: Plan,
    verdicts: Sequence[tuple[str, str, float | None]],
    options: SimilarityOptions,
) -> dict[str, Any]:
    """Turn routed pairs and the judge's verdicts into Mastra's analysis.

    Args:
        ground_truth_units: the reference's units.
        output_units: the output's units.
        plan: from ``plan_pairs``.
        verdicts: (relation, explanation, confidence) for each of ``plan.judge``, in order.
        options: for ``match_floor`` in explanations.

    A ground-truth unit takes its best supporting verdict (exact > semantic > partial); with
    none it is missing. ``unrelated`` makes the ground-truth unit missing and the output unit
    extra; a contradicted ground-truth unit is missing and the pair is listed as a
    contradiction. Output units that support nothing and contradict nothing are extra.
    """
    rank = {"exact": 0, "semantic": 1, "partial": 2}
    best: dict[int, dict[str, Any]] = {}
    other: dict[int, dict[str, Any]] = {}
    used_out: set[int] = set()
    contradictions: list[dict[str, Any]] = []
    pairs: list[dict[str, Any]] = []

    def offer(i: int, entry: dict[str, Any]) -> None:
        cur = best.get(i)
        key = (rank[entry["match_type"]], -(entry["confidence"] or 0.0))
        if cur is None or key < (rank[cur["match_type"]], -(cur["confidence"] or 0.0)):
            best[i] = entry

    for c in plan.exact:
        g, o = ground_truth_units[c.gt], output_units[c.out]
        used_out.add(c.out)
        offer(
            c.gt,
            {
                "ground_truth_unit": g,
                "output_unit": o,
                "match_type": "exact",
                "explanation": "Identical after normalising case, punctuation and articles.",
                "confidence": 1.0,
            },
        )
        pairs.append(_pair_record(g, o, c.cosine, "normalised-equal", "exact", 1.0))
    for c, (relation, explanation, conf) in zip(plan.judge, verdicts):
        g, o = ground_truth_units[c.gt], output_units[c.out]
        pairs.append(_pair_record(g, o, c.cosine, "judge", relation, conf))
        if relation in ("semantic", "partial"):
            used_out.add(c.out)
            offer(
                c.gt,
                {
                    "ground_truth_unit": g,
                    "output_unit": o,
                    "match_type": relation,
                    "explanation": explanation,
                    "confidence": conf,
                },
            )
        elif relation == "contradiction":
            used_out.add(c.out)
            contradictions.append(
                {
                    "output_unit": o,
                    "ground_truth_unit": g,
                    "explanation": explanation,
                    "confidence": conf,
                }
            )
            if c.primary:
                other[c.gt] = {"explanation": f"Contradicted: {explanation}", "confidence": conf}
        elif c.primary:
            other[c.gt] = {"explanation": f"Unrelated: {explanation}", "confidence": conf}
    matches: list[dict[str, Any]] = []
    for i, g in enumerate(ground_truth_units):
        if i in best:
            matches.append(best[i])
            continue
        why = other.get(i)
        if why is None:
            cos = plan.best_cosine.get(i)
            floor = format_number(options.match_floor)
            text = "No output unit is close to it " + (
                f"(best cosine {cos:.2f} < match_floor {floor})." if cos is not None else "."
            )
            why = {"explanation": text, "confidence": None}
        matches.append(
            {"ground_truth_unit": g, "output_unit": None, "match_type": "missing", **why}
        )
    extra = [o for j, o in enumerate(output_units) if j not in used_out]
    return {
        "matches": matches,
        "contradictions": contradictions,
        "extra_in_output": extra,
        "pairs": pairs,
    }


def _pair_record(
    g: str, o: str, cos: float | None, decided_by: str, relation: str, conf: float | None
) -> dict[str, Any]:
    return {
        "ground_truth_unit": g,
        "output_unit": o,
        "cosine": None if cos is None else round(cos, 4),
        "decided_by": decided_by,
        "relation": relation,
        "confidence": conf,
    }


# ---------------------------------------------------------------- the scorer


def create_answer_similarity_scorer(
    model: Judge | str | None = None,
    options: SimilarityOptions | Mapping[str, Any] | None = None,
    embedder: Embedder | str | None = None,
) -> Scorer:
    """Create the answer-similarity scorer (id ``answer-similarity``).

    Args:
        model: a judge object, a ``.gguf`` path or a catalog alias; None → the default judge,
            loaded only when a step first needs it.
        options: ``SimilarityOptions`` or a dict of them (unknown keys are an error).
        embedder: an embedder object or an alias/path for the pre-pass; None → the default
            embedder, loaded only when first needed (``mode="prepass"``).

    Returns:
        A scorer; ``scorer.run({"output": ..., "ground_truth": ..., "input": ...})``.

    Raises:
        ConfigError: bad options.
    """
    opts = coerce_options(options)
    state: dict[str, Any] = {"embedder": embedder}

    def get_embedder() -> Embedder:
        emb = state["embedder"]
        if emb is None or isinstance(emb, str):
            from localjudge.embeddings.sentence import load_embedder

            emb = state["embedder"] = load_embedder(emb)
        return emb  # type: ignore[no-any-return]

    def preprocess(run: ScorerRun, results: dict[str, Any], ctx: RunContext) -> dict[str, Any]:
        gt = ground_truth_text(run.ground_truth)
        if gt is None and opts.require_ground_truth:
            raise GroundTruthRequiredError(
                "Answer Similarity Scorer requires ground truth to be provided; add a "
                "'ground_truth' to the item or set require_ground_truth=False"
            )
        out = output_text(run.output)
        question = input_text(run.input)
        if gt is None:
            return {
                "output_units": [],
                "ground_truth_units": [],
                "ground_truth_missing": True,
                "splitter": {},
                "question": question,
            }
        texts = {"output": out, "ground_truth": gt}
        how = {k: choose_splitter(t, opts) for k, t in texts.items()}
        units = {k: split_units(t, opts.max_units) for k, t in texts.items()}
        ask = [k for k in texts if how[k] == "llm" and texts[k].strip()]
        if ask:
            gen = ctx.ask(
                prompts.extract_prompt({k: texts[k] for k in ask}),
                extraction_grammar({k: texts[k] for k in ask}, opts.max_units),
            )
            for k in ask:
                got = [" ".join(u.split()) for u in gen.value.get(f"{k}_units", [])]
                got = [u for u in dict.fromkeys(got) if any(ch.isalnum() for ch in u)]
                if got:
                    units[k] = got
                else:  # nothing usable extracted: keep the deterministic units, say so
                    how[k] = "sentences"
        return {
            "output_units": units["output"],
            "ground_truth_units": units["ground_truth"],
            "ground_truth_missing": False,
            "splitter": how,
            "question": question,
        }

    def analyze(run: ScorerRun, results: dict[str, Any], ctx: RunContext) -> dict[str, Any]:
        pre = results["preprocess_step_result"]
        gts: list[str] = pre["ground_truth_units"]
        outs: list[str] = pre["output_units"]
        if pre["ground_truth_missing"] or not gts:
            # Nothing to compare: score 0 (n == 0); the output's units are listed as extra.
            extra = [] if pre["ground_truth_missing"] else list(outs)
            return {"matches": [], "contradictions": [], "extra_in_output": extra}
        if not outs:
            return resolve_plan(gts, outs, Plan([], [], {}), [], opts)
        if opts.mode == "llm":
            return _analyze_llm(gts, outs, pre["question"], ctx)
        return _analyze_prepass(gts, outs, pre["question"], ctx)

    def _analyze_prepass(
        gts: list[str], outs: list[str], question: str, ctx: RunContext
    ) -> dict[str, Any]:
        exact = exact_pairs(gts, outs) if opts.exact_after_normalise else []
        cos = None
        if len(outs) > len(exact):  # one embed call, only when some output unit is undecided
            emb = get_embedder()
            ctx.trace.embedder = emb.name
            cos = _cosine_matrix(emb, gts, outs)
        plan = plan_pairs(gts, outs, cos, opts, exact)
        verdicts: list[tuple[str, str, float | None]] = []
        if plan.judge:
            pairs = [(gts[c.gt], outs[c.out]) for c in plan.judge]
            gen = ctx.ask(prompts.pair_prompt(pairs, question), pair_grammar(pairs))
            for k, slot in enumerate(gen.value["pairs"]):
                conf = gen.confidence(f"$.pairs[{k}].relation")
                verdicts.append((slot["relation"], slot["explanation"], conf))
        result = resolve_plan(gts, outs, plan, verdicts, opts)
        result["mode"] = "prepass"
        result["judge_pairs"] = len(plan.judge)
        return result

    def _analyze_llm(
        gts: list[str], outs: list[str], question: str, ctx: RunContext
    ) -> dict[str, Any]:
        gen = ctx.ask(prompts.analyze_prompt(gts, outs, question), analysis_grammar(gts, outs))
        value = gen.value
        matches = []
        for i, m in enumerate(value["matches"]):
            missing = m["match_type"] == "missing"
            matches.append(
                {
                    "ground_truth_unit": m["ground_truth_unit"],
                    "output_unit": None if missing else m["output_unit"],
                    "match_type": m["match_type"],
                    "explanation": m["explanation"],
                    "confidence": gen.confidence(f"$.matches[{i}].match_type"),
                }
            )
        return {
            "matches": matches,
            "contradictions": [dict(c) for c in value["contradictions"]],
            "extra_in_output": list(value["extra_in_output"]),
            "mode": "llm",
        }

    def generate_score(run: ScorerRun, results: dict[str, Any]) -> float:
        if results["preprocess_step_result"]["ground_truth_missing"]:
            return 0.0
        return score_analysis(results["analyze_step_result"], opts)

    def generate_reason(run: ScorerRun, results: dict[str, Any]) -> str:
        return similarity_reason(
            results["analyze_step_result"],
            results["score"],
            opts,
            ground_truth_missing=results["preprocess_step_result"]["ground_truth_missing"],
        )

    scorer = create_scorer(
        SCORER_ID,
        name="Answer Similarity",
        description="How closely the output matches the ground-truth answer, unit by unit.",
        judge=model,
        instructions=prompts.INSTRUCTIONS,
        template_version=prompts.TEMPLATE_VERSION,
        scale=opts.scale,
        # The score is graded, not binary: an item "passes" (pass rates, JUnit, gates) when it
        # earns at least half the scale, i.e. more of the answer matches than is missing.
        pass_threshold=PASS_THRESHOLD,
    )
    return (
        scorer.preprocess(preprocess)
        .analyze(analyze)
        .generate_score(generate_score)
        .generate_reason(generate_reason)
    )


__all__ = [
    "SCORER_ID",
    "SimilarityAnalysis",
    "SimilarityContradiction",
    "SimilarityMatch",
    "SimilarityOptions",
    "analysis_grammar",
    "choose_splitter",
    "coerce_options",
    "create_answer_similarity_scorer",
    "exact_pairs",
    "extraction_grammar",
    "ground_truth_text",
    "pair_grammar",
    "plan_pairs",
    "resolve_plan",
    "round_half_up",
    "score_analysis",
    "similarity_reason",
]
