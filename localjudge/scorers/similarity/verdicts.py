"""The judge's verdicts on unit pairs: one call deciding every pair, explanations per mode."""

from __future__ import annotations

import json

from localjudge.errors import ContextOverflowError
from localjudge.scorers.pipeline import RunContext
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.similarity.grammars import explain_grammar, pair_grammar
from localjudge.scorers.similarity.options import SimilarityOptions
from localjudge.scorers.similarity.prepass import Verdict


def judge_pairs(
    pairs: list[tuple[str, str]], question: str, ctx: RunContext, options: SimilarityOptions
) -> list[Verdict]:
    """The judge's relation for each pair, with its probabilities, explained per ``reasoning``.

    Args:
        pairs: (ground-truth unit, output unit) pairs.
        question: the item's input.
        ctx: the run's context, for the judge calls.
        options: ``reasoning``.

    Returns:
        One verdict per pair: relation, explanation, confidence and P(each relation).

    Raises:
        ContextOverflowError: a single pair does not fit the judge's context. More pairs than
            fit are split into calls that do (halves, recursively): a long answer with many
            candidate pairs is judged in parts rather than left unscored.
    """
    try:
        gen = ctx.ask(
            prompts.pair_prompt(pairs, question, options.reasoning, options.answer_framing),
            pair_grammar(pairs, options.reasoning),
        )
    except ContextOverflowError:
        if len(pairs) < 2:
            raise
        half = len(pairs) // 2
        return judge_pairs(pairs[:half], question, ctx, options) + judge_pairs(
            pairs[half:], question, ctx, options
        )
    verdicts: list[Verdict] = []
    for k, slot in enumerate(gen.value["pairs"]):
        path = f"$.pairs[{k}].relation"
        choice = next((c for c in gen.choices if c.path == path), None)
        probs = (
            {json.loads(v): p for v, p in choice.alternatives.items()}
            if choice is not None and choice.alternatives
            else None
        )
        conf = None if choice is None else choice.probability
        explanation = slot.get("explanation") or _factual_line(slot["relation"], conf)
        verdicts.append((slot["relation"], explanation, conf, probs))
    if options.reasoning == "failures":
        verdicts = _explain_failures(pairs, verdicts, question, ctx, options.answer_framing)
    return verdicts


def _factual_line(relation: str, confidence: float | None) -> str:
    """The explanation of a verdict the judge did not explain: what it decided, how surely."""
    sure = "" if confidence is None else f" (P = {confidence:.2f})"
    return f"Judged {relation}{sure}; no explanation was generated."


def _explain_failures(
    pairs: list[tuple[str, str]],
    verdicts: list[Verdict],
    question: str,
    ctx: RunContext,
    answer_framing: bool,
) -> list[Verdict]:
    """Explain, in one more call over the same prompt prefix, the pairs that did not match."""
    todo = [k for k, v in enumerate(verdicts) if v[0] != "semantic"]
    if not todo:
        return verdicts
    gen = ctx.ask(
        prompts.explain_prompt(pairs, question, answer_framing),
        explain_grammar([pairs[k] for k in todo], [verdicts[k][0] for k in todo]),
    )
    out = list(verdicts)
    for k, slot in zip(todo, gen.value["pairs"]):
        relation, _, conf, probs = out[k]
        out[k] = (relation, slot["explanation"].strip(), conf, probs)
    return out


__all__ = ["judge_pairs"]
