"""The answer-similarity scorer's pipeline steps; only preprocess and analyze touch a model."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from localjudge.errors import GroundTruthRequiredError
from localjudge.scorers.messages import input_text, output_text
from localjudge.scorers.pipeline import RunContext
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.similarity.formula import score_analysis, similarity_reason
from localjudge.scorers.similarity.grammars import (
    analysis_grammar,
    extraction_grammar,
    pair_grammar,
)
from localjudge.scorers.similarity.options import SimilarityOptions
from localjudge.scorers.similarity.prepass import (
    Plan,
    Verdict,
    choose_splitter,
    cosine_matrix,
    exact_pairs,
    plan_pairs,
    resolve_plan,
)
from localjudge.scorers.units import split_units
from localjudge.types import ScorerRun

if TYPE_CHECKING:
    from localjudge.embeddings.base import Embedder

EmbedderGetter = Callable[[], "Embedder"]


class LazyEmbedder:
    """The pre-pass's embedder, loaded on first use when given as an alias, a path or None.

    Args:
        embedder: an embedder object, an alias or folder path, or None for the default.
    """

    def __init__(self, embedder: Embedder | str | None) -> None:
        self._alias: str | None = None
        self._embedder: Embedder | None = None
        if embedder is None or isinstance(embedder, str):
            self._alias = embedder
        else:
            self._embedder = embedder

    def __call__(self) -> Embedder:
        """The embedder, loading it the first time (an item scored without it loads nothing)."""
        if self._embedder is None:
            from localjudge.embeddings.sentence import load_embedder

            self._embedder = load_embedder(self._alias)
        return self._embedder


def ground_truth_text(value: Any) -> str | None:
    """The ground truth as text: None when missing (None, "", or another falsy value).

    Whitespace counts as present; a non-string is serialised as compact JSON.

    Args:
        value: the run's ``ground_truth``.

    Returns:
        The text, or None when there is no ground truth.
    """
    if not value:
        return None
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"))


def preprocess(
    run: ScorerRun, results: dict[str, Any], ctx: RunContext, *, options: SimilarityOptions
) -> dict[str, Any]:
    """Split the output and the ground truth into units (the judge extracts them if routed so).

    Args:
        run: the item.
        results: the step results so far (unused: this is the first step).
        ctx: the run's context, for an extraction call.
        options: the scorer's options.

    Returns:
        ``output_units``, ``ground_truth_units``, ``ground_truth_missing``, ``splitter`` (the
        splitter each text got) and ``question``.

    Raises:
        GroundTruthRequiredError: no ground truth while ``require_ground_truth`` is set.
    """
    gt = ground_truth_text(run.ground_truth)
    if gt is None and options.require_ground_truth:
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
    how = {k: choose_splitter(t, options) for k, t in texts.items()}
    units = {k: split_units(t, options.max_units) for k, t in texts.items()}
    ask = {k: texts[k] for k in texts if how[k] == "llm" and texts[k].strip()}
    if ask:
        for k, got in _extract_units(ask, ctx, options).items():
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


def _extract_units(
    texts: dict[str, str], ctx: RunContext, options: SimilarityOptions
) -> dict[str, list[str]]:
    """The judge's units of each text, whitespace-collapsed, deduplicated, wordless ones dropped."""
    gen = ctx.ask(prompts.extract_prompt(texts), extraction_grammar(texts, options.max_units))
    extracted: dict[str, list[str]] = {}
    for k in texts:
        got = [" ".join(u.split()) for u in gen.value.get(f"{k}_units", [])]
        extracted[k] = [u for u in dict.fromkeys(got) if any(ch.isalnum() for ch in u)]
    return extracted


def analyze(
    run: ScorerRun,
    results: dict[str, Any],
    ctx: RunContext,
    *,
    options: SimilarityOptions,
    embedder: EmbedderGetter,
) -> dict[str, Any]:
    """Match ground-truth units to output units, by the pre-pass or by Mastra's one judge call.

    Args:
        run: the item (unused: the units come from preprocess).
        results: the step results so far (``preprocess_step_result``).
        ctx: the run's context, for judge calls and the trace.
        options: the scorer's options (``mode`` picks the analysis).
        embedder: returns the pre-pass's embedder (called only when something needs embedding).

    Returns:
        The ``analyze_step_result``: ``matches``, ``contradictions``, ``extra_in_output``, and
        what the mode adds (``mode``; the pre-pass's ``pairs`` and ``judge_pairs``).
    """
    pre = results["preprocess_step_result"]
    gts: list[str] = pre["ground_truth_units"]
    outs: list[str] = pre["output_units"]
    if pre["ground_truth_missing"] or not gts:
        # Nothing to compare: score 0 (n == 0); the output's units are listed as extra.
        extra = [] if pre["ground_truth_missing"] else list(outs)
        return {"matches": [], "contradictions": [], "extra_in_output": extra}
    if not outs:
        return resolve_plan(gts, outs, Plan([], [], {}), [], options)
    if options.mode == "llm":
        return analyze_llm(gts, outs, pre["question"], ctx)
    return analyze_prepass(gts, outs, pre["question"], ctx, options, embedder)


def analyze_prepass(
    gts: list[str],
    outs: list[str],
    question: str,
    ctx: RunContext,
    options: SimilarityOptions,
    embedder: EmbedderGetter,
) -> dict[str, Any]:
    """Route unit pairs by embeddings and ask the judge, in one call, about the close ones.

    Args:
        gts: the ground truth's units.
        outs: the output's units.
        question: the item's input, shown to the judge.
        ctx: the run's context, for the judge call and the trace.
        options: the pre-pass's options.
        embedder: returns the embedder (not called when every output unit is exact).

    Returns:
        ``resolve_plan``'s analysis plus ``mode`` and ``judge_pairs``.
    """
    exact = exact_pairs(gts, outs) if options.exact_after_normalise else []
    cos = None
    if len(outs) > len(exact):  # one embed call, only when some output unit is undecided
        emb = embedder()
        ctx.trace.embedder = emb.name
        cos = cosine_matrix(emb, gts, outs)
    plan = plan_pairs(gts, outs, cos, options, exact)
    verdicts: list[Verdict] = []
    if plan.judge:
        pairs = [(gts[c.gt], outs[c.out]) for c in plan.judge]
        gen = ctx.ask(prompts.pair_prompt(pairs, question), pair_grammar(pairs))
        for k, slot in enumerate(gen.value["pairs"]):
            conf = gen.confidence(f"$.pairs[{k}].relation")
            verdicts.append((slot["relation"], slot["explanation"], conf))
    result = resolve_plan(gts, outs, plan, verdicts, options)
    result["mode"] = "prepass"
    result["judge_pairs"] = len(plan.judge)
    return result


def analyze_llm(gts: list[str], outs: list[str], question: str, ctx: RunContext) -> dict[str, Any]:
    """Mastra's analysis in one judge call: a match per ground-truth unit, contradictions, extras.

    Args:
        gts: the ground truth's units.
        outs: the output's units.
        question: the item's input, shown to the judge.
        ctx: the run's context, for the judge call.

    Returns:
        ``matches`` (with the judge's confidence in each match type), ``contradictions``,
        ``extra_in_output`` and ``mode``.
    """
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


def generate_score(run: ScorerRun, results: dict[str, Any], *, options: SimilarityOptions) -> float:
    """The score of the analysis (``score_analysis``); 0 when there was no ground truth.

    Args:
        run: the item (unused).
        results: the step results so far.
        options: the scorer's options.

    Returns:
        The score, between 0 and ``scale``.
    """
    if results["preprocess_step_result"]["ground_truth_missing"]:
        return 0.0
    return score_analysis(results["analyze_step_result"], options)


def generate_reason(run: ScorerRun, results: dict[str, Any], *, options: SimilarityOptions) -> str:
    """The reason for the score (``similarity_reason``), without the judge.

    Args:
        run: the item (unused).
        results: the step results so far, ``score`` included.
        options: the scorer's options.

    Returns:
        The reason.
    """
    return similarity_reason(
        results["analyze_step_result"],
        results["score"],
        options,
        ground_truth_missing=results["preprocess_step_result"]["ground_truth_missing"],
    )
