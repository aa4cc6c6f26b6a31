"""The answer-similarity scorer: its factory, and the names of the package's modules re-exported.

Pipeline: preprocess (split output and ground truth into units) → analyze (match ground-truth
units to output units) → score (``score_analysis``, pure) → reason (``similarity_reason``, pure).

Two analysis modes:

``prepass`` (default)
    All units are embedded once and paired by cosine (``prepass``). Units identical after
    normalisation are exact and units with no plausible partner are missing or extra, without
    the LLM; every other pair goes to the judge in ONE call, with one fixed slot per pair whose
    relation is an enum (semantic / partial / contradiction / unrelated). A high cosine never
    decides agreement: "Kyoto is the capital of Japan" vs "Tokyo is the capital of Japan" has
    cosine 0.84.

``llm``
    Mastra's shape: the judge extracts units from both texts, then one analysis call returns a
    match per ground-truth unit (one fixed slot each), contradictions and extra output units.

Modules: ``options`` (options and analysis types), ``formula`` (score and reason),
``prepass`` (splitter choice and pair routing), ``grammars`` (verdict grammars), ``verdicts``
(the judge call on pairs and the explanations by reasoning mode), ``steps`` (the pipeline
steps); the prompts live in ``localjudge.scorers.prompts.similarity``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from localjudge.scorers.pipeline import Scorer, create_scorer
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.similarity import steps
from localjudge.scorers.similarity.formula import (
    format_number,
    round_half_up,
    score_analysis,
    similarity_reason,
)
from localjudge.scorers.similarity.grammars import (
    EXPLANATION_CHARS,
    UNIT_CHARS,
    analysis_grammar,
    extraction_grammar,
    pair_grammar,
)
from localjudge.scorers.similarity.options import (
    MATCH_TYPES,
    RELATIONS,
    MatchType,
    Relation,
    SimilarityAnalysis,
    SimilarityContradiction,
    SimilarityMatch,
    SimilarityOptions,
    coerce_options,
)
from localjudge.scorers.similarity.prepass import (
    Candidate,
    Plan,
    choose_splitter,
    exact_pairs,
    plan_pairs,
    resolve_plan,
)
from localjudge.scorers.similarity.steps import ground_truth_text

if TYPE_CHECKING:
    from localjudge.embeddings.base import Embedder
    from localjudge.judges.base import Judge

SCORER_ID = "answer-similarity"
# The score is graded, not binary: without a calibration for the judge, an item "passes"
# (pass rates, JUnit, gates) when it earns at least half the scale.
PASS_THRESHOLD = 0.5


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
    scorer = create_scorer(
        SCORER_ID,
        name="Answer Similarity",
        description="How closely the output matches the ground-truth answer, unit by unit.",
        judge=model,
        instructions=prompts.INSTRUCTIONS,
        template_version=prompts.TEMPLATE_VERSION,
        scale=opts.scale,
        pass_threshold=PASS_THRESHOLD if opts.pass_threshold is None else opts.pass_threshold,
        calibration_key=(
            opts.calibration_key() if opts.pass_threshold is None and opts.calibration else None
        ),
    )
    # The steps take the options as keywords, so each keeps the (run, results[, ctx]) shape
    # the pipeline calls.
    return (
        scorer.preprocess(partial(steps.preprocess, options=opts))
        .analyze(partial(steps.analyze, options=opts, embedder=steps.LazyEmbedder(embedder)))
        .generate_score(partial(steps.generate_score, options=opts))
        .generate_reason(partial(steps.generate_reason, options=opts))
    )


__all__ = [
    "EXPLANATION_CHARS",
    "MATCH_TYPES",
    "PASS_THRESHOLD",
    "RELATIONS",
    "SCORER_ID",
    "UNIT_CHARS",
    "Candidate",
    "MatchType",
    "Plan",
    "Relation",
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
    "format_number",
    "ground_truth_text",
    "pair_grammar",
    "plan_pairs",
    "resolve_plan",
    "round_half_up",
    "score_analysis",
    "similarity_reason",
]
