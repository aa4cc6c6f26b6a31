"""The answer-similarity scorer's pipeline steps; only preprocess and analyze touch a model."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from localjudge.errors import GroundTruthRequiredError
from localjudge.scorers.messages import input_text, output_text
from localjudge.scorers.pipeline import RunContext
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.similarity.formula import score_analysis, similarity_reason
from localjudge.scorers.similarity.grammars import (
    analysis_grammar,
    extraction_grammar,
)
from localjudge.scorers.similarity.options import SimilarityOptions
from localjudge.scorers.similarity.prepass import (
    Plan,
    choose_splitter,
    cosine_matrix,
    exact_pairs,
    plan_pairs,
    resolve_plan,
)
from localjudge.scorers.similarity.verdicts import judge_pairs
from localjudge.scorers.units import normalise_unit, split_units, states_answer
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


def ground_truth_alternatives(value: Any, separator: str | None = None) -> list[str] | None:
    """The acceptable answers a ground truth names: None when it is missing.

    A list of strings is a list of alternatives; a string is one answer, or several when
    ``separator`` is given and occurs in it; any other value is one answer serialised as
    compact JSON (Mastra's behaviour).

    Args:
        value: the run's ``ground_truth``.
        separator: splits a string into alternatives (``answer_separator``).

    Returns:
        The alternatives (at least one), or None when there is no ground truth.
    """
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, str) for v in value):
        return _distinct([v for v in value if v.strip()]) or None
    text = ground_truth_text(value)
    if text is None:
        return None
    if separator and separator in text:
        parts = [p.strip() for p in text.split(separator) if p.strip()]
        return _distinct(parts) or [text]
    return [text]


def _distinct(answers: list[str]) -> list[str]:
    """Alternatives without repeats that differ only in case, punctuation or articles."""
    seen: dict[str, str] = {}
    for a in answers:
        seen.setdefault(normalise_unit(a) or a.casefold(), a)
    return list(seen.values())


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
    alternatives = ground_truth_alternatives(run.ground_truth, options.answer_separator)
    if alternatives is None and options.require_ground_truth:
        raise GroundTruthRequiredError(
            "Answer Similarity Scorer requires ground truth to be provided; add a "
            "'ground_truth' to the item or set require_ground_truth=False"
        )
    out = output_text(run.output)
    question = input_text(run.input)
    if alternatives is None:
        return {
            "output_units": [],
            "ground_truth_units": [],
            "ground_truth_missing": True,
            "splitter": {},
            "question": question,
        }
    gt = alternatives[0]
    texts = {"output": out, "ground_truth": gt}
    how = {k: choose_splitter(t, options) for k, t in texts.items()}
    units = {k: _units(t, options) for k, t in texts.items()}
    ask = {k: texts[k] for k in texts if how[k] == "llm" and texts[k].strip()}
    if ask:
        for k, got in _extract_units(ask, ctx, options).items():
            if got:
                units[k] = got
            else:  # nothing usable extracted: keep the deterministic units, say so
                how[k] = "sentences"
    result: dict[str, Any] = {
        "output_units": units["output"],
        "ground_truth_units": units["ground_truth"],
        "ground_truth_missing": False,
        "splitter": how,
        "question": question,
    }
    if len(alternatives) > 1:
        # Alternatives are answers, short by nature: split deterministically.
        result["alternatives"] = alternatives
        result["alternative_units"] = [units["ground_truth"]] + [
            _units(a, options) for a in alternatives[1:]
        ]
    return result


def _units(text: str, options: SimilarityOptions) -> list[str]:
    """The deterministic units of a text; a text with no word in it ("?") is one unit itself,
    so that an output identical to it still matches exactly."""
    found = split_units(text, options.max_units)
    return found if found or not text.strip() else [text.strip()]


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
    outs: list[str] = pre["output_units"]
    if pre["ground_truth_missing"] or not pre["ground_truth_units"]:
        # Nothing to compare: score 0 (n == 0); the output's units are listed as extra.
        extra = [] if pre["ground_truth_missing"] else list(outs)
        return {"matches": [], "contradictions": [], "extra_in_output": extra}
    candidates: list[list[str]] = pre.get("alternative_units") or [pre["ground_truth_units"]]
    if not outs:
        return resolve_plan(candidates[0], outs, Plan([], [], {}), [], options)
    found: Sequence[dict[str, Any] | None]
    if options.mode == "llm":
        found = [analyze_llm(gts, outs, pre["question"], ctx) for gts in candidates]
    else:
        found = analyze_prepass(candidates, outs, pre["question"], ctx, options, embedder)
    return _best_alternative(found, pre.get("alternatives"), options)


def _best_alternative(
    found: Sequence[dict[str, Any] | None],
    alternatives: list[str] | None,
    options: SimilarityOptions,
) -> dict[str, Any]:
    """The analysis of the best-scoring alternative, saying which one matched (first on ties)."""
    scores = [None if a is None else score_analysis(a, options) for a in found]
    best = max(range(len(found)), key=lambda k: (scores[k] is not None, scores[k] or 0.0, -k))
    chosen = found[best]
    assert chosen is not None  # at least one alternative is always analysed
    if not alternatives:
        return chosen
    result = dict(chosen)
    result["matched_alternative"] = alternatives[best]
    result["alternatives"] = [
        {"ground_truth": text, "score": score} for text, score in zip(alternatives, scores)
    ]
    return result


def analyze_prepass(
    candidates: list[list[str]],
    outs: list[str],
    question: str,
    ctx: RunContext,
    options: SimilarityOptions,
    embedder: EmbedderGetter,
) -> list[dict[str, Any] | None]:
    """Route unit pairs by embeddings and ask the judge, in one call, about the close ones.

    Args:
        candidates: the units of each acceptable ground truth (one list when there is one).
        outs: the output's units.
        question: the item's input, shown to the judge.
        ctx: the run's context, for the judge call and the trace.
        options: the pre-pass's options.
        embedder: returns the embedder (not called when every output unit is exact).

    Returns:
        For each candidate, ``resolve_plan``'s analysis plus ``mode`` and ``judge_pairs``. The
        pairs of every candidate go to the judge in one call; a candidate the output matches
        exactly, unit for unit, ends the search without any judge call (the others are None:
        not compared).
    """
    exacts = [exact_pairs(gts, outs) if options.exact_after_normalise else [] for gts in candidates]
    for k, (gts, exact) in enumerate(zip(candidates, exacts)):
        if len(exact) == len(gts) == len(outs):
            plan = plan_pairs(gts, outs, None, options, exact)
            done = _analysis(resolve_plan(gts, outs, plan, [], options), 0)
            return [done if i == k else None for i in range(len(candidates))]
    emb = None
    plans = []
    for gts, exact in zip(candidates, exacts):
        cos = None
        if len(outs) > len(exact):  # one embed call, only when some output unit is undecided
            emb = emb or embedder()
            ctx.trace.embedder = emb.name
            cos = cosine_matrix(emb, gts, outs)
        plans.append(plan_pairs(gts, outs, cos, options, exact))
    dropped = _share_pairs(candidates, outs, plans, options) if len(plans) > 1 else set()
    pairs = [(gts[c.gt], outs[c.out]) for gts, plan in zip(candidates, plans) for c in plan.judge]
    verdicts = judge_pairs(pairs, question, ctx, options) if pairs else []
    found: list[dict[str, Any] | None] = []
    start = 0
    for k, (gts, plan) in enumerate(zip(candidates, plans)):
        mine = verdicts[start : start + len(plan.judge)]
        start += len(plan.judge)
        if k in dropped:
            found.append(None)  # not compared: its pairs lost their place in the call
            continue
        found.append(_analysis(resolve_plan(gts, outs, plan, mine, options), len(plan.judge)))
    return found


def _share_pairs(
    candidates: list[list[str]], outs: list[str], plans: list[Plan], options: SimilarityOptions
) -> set[int]:
    """Fit the alternatives' judged pairs into one call of at most ``max_pairs`` pairs.

    At most ``max_alternatives`` alternatives with pairs to judge (and never more than
    ``max_pairs``) are compared: those the
    output states word for word first, then by their best cosine (a trivia answer can list
    dozens of aliases, and a call with a pair for each costs seconds per item and blurs a small
    judge's verdicts). Each compared alternative keeps its most similar pairs, an equal share
    of the call (at least one). Returns the alternatives left out, which are not compared; an
    alternative with nothing to judge in the first place still is (it scores as missing).
    """

    def promise(k: int) -> tuple[bool, float, int]:
        stated = any(states_answer(outs[c.out], candidates[k][c.gt]) for c in plans[k].judge)
        best = max((c.cosine or 0.0 for c in plans[k].judge), default=0.0)
        return (not stated, -best, k)

    judged = sorted((k for k, plan in enumerate(plans) if plan.judge), key=promise)
    # never more alternatives than pairs: each compared one keeps at least one pair
    dropped = set(judged[min(options.max_alternatives, options.max_pairs) :])
    share = max(1, options.max_pairs // max(1, len(judged) - len(dropped)))
    for k, plan in enumerate(plans):
        keep = [] if k in dropped else sorted(plan.judge, key=lambda c: -(c.cosine or 0.0))
        plan.judge = sorted(keep[:share], key=lambda c: (c.gt, c.out))
    return dropped


def _analysis(result: dict[str, Any], judged: int) -> dict[str, Any]:
    result["mode"] = "prepass"
    result["judge_pairs"] = judged
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
