"""The answer-similarity scorer's options, its analysis types and their coercion from dicts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from localjudge.errors import ConfigError
from localjudge.scorers.units import DEFAULT_MAX_UNITS

MatchType = Literal["exact", "semantic", "partial", "missing"]
Relation = Literal["semantic", "partial", "contradiction", "unrelated"]
MATCH_TYPES: tuple[str, ...] = ("exact", "semantic", "partial", "missing")
MAX_ALTERNATIVES = 4
RELATIONS: tuple[str, ...] = ("semantic", "partial", "contradiction", "unrelated")


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
        reasoning: where the judge's explanation of a pair goes. ``before``: written before
            the relation, which is decided after it. ``after``: the relation is decided first,
            from its probability, then explained. ``failures``: decided first; only pairs that
            are not semantic matches get an explanation (a second, short call over the same
            prompt prefix). ``none``: decided, never explained (the reason is built from the
            relations alone).
        score_mode: ``expected`` (default): the Mastra formula in expectation under the
            judge's probability for each pair's relation: the support (credits, missing and
            extra penalties) averaged over the relations' outcomes, each clamped to [0, 1],
            less the expected contradictions times ``contradiction_penalty``
            (``formula.expected_score``). It equals the parity score when the judge is
            certain and ranks items by how sure it is. ``linear``: the expectation of the
            unclamped formula, clamped once (the default until the seventh pass; it tied a
            third of graded items at 0). ``parity``: the formula over the most probable
            relations, as Mastra scores.
        cosine_weight: with ``score_mode`` ``expected`` or ``linear``, how much of each
            judged pair's support credit comes from the surface (its embedding cosine, or
            word-for-word containment of the ground-truth unit) rather than the judge (0: the
            judge alone; default 0.9); contradictions come from the judge, except that a unit
            the output states word for word keeps its surface share of the credit and counts
            only the judge's share of a contradiction. See ``formula.expected_raw``.
        contradiction_floor: with ``score_mode="expected"``, contradiction probability up to
            this much counts as none, and the rest is stretched back to [0, 1]
            (``(p - floor) / (1 - floor)``): a small judge spreads a little contradiction
            mass over ordinary paraphrases, which would otherwise cost every such pair a
            slice of ``contradiction_penalty``. A certain verdict (0 or 1) is unchanged.
        below_floor_credit: with ``score_mode="expected"``, a ground-truth unit no output
            unit comes near (best cosine under ``match_floor``, so no pair is judged) earns
            what a judged pair the judge calls unrelated earns at that cosine, not the flat
            missing penalty: the score does not jump at the floor, and graded data keeps its
            order below it. On by default (measured in ``bench/eval.md``).
        swap_contradicts: a judged pair that says the same words around a different name or
            number ("Kyoto is the capital of Japan" against "Tokyo is the capital of Japan";
            ``units.swapped_name``) is a contradiction whatever the judge says (see
            ``verdicts._with_swap_rule``). On by default.
        negation_contradicts: a judged pair in which only one side contains a negation (no,
            not, never, nobody...) is never unrelated: the judge's probability of "unrelated"
            moves to "contradiction" and the relation is re-read from the result (see
            ``verdicts._with_negation_rule``). On by default: measured on the dev sets with
            the 0.5B judge, it changes only SICK's scores (``bench/eval.md``).
        pair_calls: how the pairs the pre-pass sends to the judge are asked. ``joint`` (the
            default): all of an item's pairs in one prompt, one slot each, decided in order.
            ``each``: every pair in a prompt of its own after the shared question segment, all
            of them asked together (``ask_many``): a batching judge (``batch=True``) decodes
            them as parallel sequences over the question's KV cells, and no pair's verdict
            is conditioned on the pairs listed before it. An item with one pair is asked the
            same way in both.
        answer_framing: when the item has a question, frame a short ground-truth unit (a few
            words) as the answer the output must give rather than a statement to restate.
        max_alternatives: with several acceptable answers, the judge compares at most this
            many that have pairs to judge: those the output states word for word first, then
            by their best cosine; the rest are not compared (``None`` in ``alternatives``).
        answer_separator: split a string ground truth on this separator into alternative
            acceptable answers (e.g. ``" / "``); the item scores as its best alternative. A
            ground truth given as a list of strings is always a list of alternatives.
        pass_threshold: an item passes when its score reaches this fraction of the scale.
            None (the default): the threshold the catalog ships fitted on public labelled
            data for this judge (by model sha256), prompt version and options — the user's
            profile (``localjudge calibrate``), else the catalog's — else 0.5.
        calibration: use such a fitted pass threshold when ``pass_threshold`` is None; False
            passes at 0.5 (the CLI's ``--no-calibration``).
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
    reasoning: Literal["before", "after", "failures", "none"] = "none"
    score_mode: Literal["expected", "linear", "parity"] = "expected"
    # Fitted on the dev sets with qwen2.5-coder-0.5b (bench/eval.md): among 0, 0.5, 0.75,
    # 0.9 and 1, 0.9 is best or within 0.005 of best on STS-B, MRPC, EVOUNA and NQ301 and
    # costs SICK contradiction detection the same as 0.75; the 0.5B judge's own semantic vs
    # partial calls add little, its contradiction probability is what it contributes.
    cosine_weight: float = Field(default=0.9, ge=0, le=1)
    # Measured with the 0.5B judge and off by default (bench/eval.md): 0.3 lifts KPQA over
    # the cosine but takes MRPC under it and SICK's contradiction AUC under 0.85.
    contradiction_floor: float = Field(default=0.0, ge=0, lt=1)
    negation_contradicts: bool = True
    below_floor_credit: bool = True
    swap_contradicts: bool = True
    pair_calls: Literal["joint", "each"] = "joint"
    answer_framing: bool = False
    answer_separator: str | None = Field(default=None, min_length=1)
    max_alternatives: int = Field(default=MAX_ALTERNATIVES, ge=1, le=64)
    pass_threshold: float | None = Field(default=None, ge=0, le=1)
    calibration: bool = True

    def calibration_key(self) -> str:
        """What a fitted pass threshold must have been fitted for: ``default-options``, or
        the scoring options that differ from the defaults (``name=value,...``). The scale,
        the ground-truth requirement and the separator do not count: they do not move a
        score relative to its scale."""
        fixed = {"scale", "require_ground_truth", "answer_separator", "pass_threshold"}
        fixed.add("calibration")
        default = SimilarityOptions()
        changed = [
            f"{k}={getattr(self, k)}"
            for k in type(self).model_fields
            if k not in fixed and getattr(self, k) != getattr(default, k)
        ]
        return ",".join(changed) or "default-options"


class SimilarityMatch(BaseModel):
    """How one ground-truth unit is covered by the output."""

    model_config = ConfigDict(extra="ignore")

    ground_truth_unit: str
    output_unit: str | None = None
    match_type: MatchType
    explanation: str = ""
    confidence: float | None = None
    cosine: float | None = None


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


def coerce_options(options: SimilarityOptions | Mapping[str, Any] | None) -> SimilarityOptions:
    """Options as a model, defaults filled in.

    Args:
        options: ``SimilarityOptions``, a dict of them, or None for the defaults.

    Returns:
        The options as a ``SimilarityOptions``.

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


def coerce_analysis(analysis: SimilarityAnalysis | Mapping[str, Any] | None) -> SimilarityAnalysis:
    """An ``analyze_step_result`` as a ``SimilarityAnalysis``.

    Args:
        analysis: a ``SimilarityAnalysis``, another pydantic model of the same shape, a dict,
            or None (no matches).

    Returns:
        The analysis as a ``SimilarityAnalysis``.
    """
    if analysis is None:
        return SimilarityAnalysis()
    if isinstance(analysis, SimilarityAnalysis):
        return analysis
    if isinstance(analysis, BaseModel):
        return SimilarityAnalysis.model_validate(analysis.model_dump())
    return SimilarityAnalysis.model_validate(dict(analysis))
