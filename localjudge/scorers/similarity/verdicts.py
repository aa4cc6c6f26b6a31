"""The judge's verdicts on unit pairs: one call deciding every pair, or one call per pair asked
together (``pair_calls``), explanations per mode."""

from __future__ import annotations

import json

from localjudge.errors import ContextOverflowError
from localjudge.judges.base import Generation
from localjudge.scorers.pipeline import RunContext
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.similarity.grammars import explain_grammar, pair_grammar
from localjudge.scorers.similarity.options import SimilarityOptions
from localjudge.scorers.similarity.prepass import Verdict
from localjudge.scorers.units import negation_count, swapped_name


def judge_pairs(
    pairs: list[tuple[str, str]], question: str, ctx: RunContext, options: SimilarityOptions
) -> list[Verdict]:
    """The judge's relation for each pair, with its probabilities, explained per ``reasoning``.

    Args:
        pairs: (ground-truth unit, output unit) pairs.
        question: the item's input.
        ctx: the run's context, for the judge calls.
        options: ``reasoning``, ``answer_framing`` and ``pair_calls``.

    Returns:
        One verdict per pair: relation, explanation, confidence and P(each relation).

    Raises:
        ContextOverflowError: a single pair does not fit the judge's context. More pairs than
            fit are split into calls that do (halves, recursively): a long answer with many
            candidate pairs is judged in parts rather than left unscored.
    """
    if options.pair_calls == "each" and len(pairs) > 1:
        return _judge_each(pairs, question, ctx, options)
    return _judge_joint(pairs, question, ctx, options)


def _judge_joint(
    pairs: list[tuple[str, str]], question: str, ctx: RunContext, options: SimilarityOptions
) -> list[Verdict]:
    """Every pair in one prompt, one slot each, split in halves when the prompt overflows; the
    unmatched pairs of each call explained over that call's prefix (``failures``)."""
    try:
        gen = ctx.ask(
            prompts.pair_prompt(pairs, question, options.reasoning, options.answer_framing),
            pair_grammar(pairs, options.reasoning),
        )
    except ContextOverflowError:
        if len(pairs) < 2:
            raise
        half = len(pairs) // 2
        return _judge_joint(pairs[:half], question, ctx, options) + _judge_joint(
            pairs[half:], question, ctx, options
        )
    verdicts = _with_rules(pairs, _verdicts(gen), options)
    if options.reasoning == "failures":
        verdicts = _explain_failures(pairs, verdicts, question, ctx, options.answer_framing)
    return verdicts


def _with_rules(
    pairs: list[tuple[str, str]], verdicts: list[Verdict], options: SimilarityOptions
) -> list[Verdict]:
    """The judge's verdicts after the rules code applies: a swapped name, a one-sided
    negation."""
    return _with_swap_rule(pairs, _with_negation_rule(pairs, verdicts, options), options)


def _with_swap_rule(
    pairs: list[tuple[str, str]], verdicts: list[Verdict], options: SimilarityOptions
) -> list[Verdict]:
    """``swap_contradicts``: a pair that says the same words around a different name or number
    (``units.swapped_name``: "Kyoto is the capital of Japan" against "Tokyo is the capital of
    Japan") is a contradiction, whatever the judge says. Near-copies read as agreement to
    small judges: the 0.5B judge gave such pairs P(contradiction) 0.07-0.11 with the "Names
    differ" line in front of it."""
    if not options.swap_contradicts:
        return verdicts
    out = list(verdicts)
    for k, ((gt, o), (relation, explanation, _, probs)) in enumerate(zip(pairs, verdicts)):
        if not swapped_name(gt, o):
            continue
        moved = None if probs is None else {r: 0.0 for r in probs} | {"contradiction": 1.0}
        if relation != "contradiction":
            explanation = _SWAP_NOTE + explanation
        out[k] = ("contradiction", explanation, 1.0, moved)
    return out


_SWAP_NOTE = "The two say the same words around a different name or number. "


def _with_negation_rule(
    pairs: list[tuple[str, str]], verdicts: list[Verdict], options: SimilarityOptions
) -> list[Verdict]:
    """``negation_contradicts``: a judged pair where only one side has a negation is never
    unrelated. The pre-pass sent it to the judge because the two speak of the same thing, and
    one of them denies something: the judge's probability of "unrelated" counts as
    "contradiction", and the relation is the most probable one after the move. Small judges
    call "A man is eating" against "There is no man eating" unrelated (measured in
    ``bench/eval.md``); their semantic and partial probabilities are kept as they are."""
    if not options.negation_contradicts:
        return verdicts
    out = list(verdicts)
    for k, ((gt, o), (relation, explanation, conf, probs)) in enumerate(zip(pairs, verdicts)):
        if negation_count(gt) == negation_count(o):
            continue
        if probs is None:
            if relation == "unrelated":
                out[k] = ("contradiction", _NEGATION_NOTE + explanation, conf, None)
            continue
        moved = dict(probs)
        moved["contradiction"] = moved.get("contradiction", 0.0) + moved.get("unrelated", 0.0)
        moved["unrelated"] = 0.0
        best = max(moved, key=lambda r: moved[r])
        if best != relation:
            explanation = _NEGATION_NOTE + explanation
        out[k] = (best, explanation, moved[best], moved)
    return out


_NEGATION_NOTE = (
    "Only one side contains a negation, so the judge's probability of unrelated counts as "
    "contradiction. "
)


def _verdicts(gen: Generation) -> list[Verdict]:
    """Each slot's relation with its probabilities, and its explanation or a factual line."""
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
    return verdicts


def _judge_each(
    pairs: list[tuple[str, str]], question: str, ctx: RunContext, options: SimilarityOptions
) -> list[Verdict]:
    """``pair_calls="each"``: one prompt per pair after the shared question segment, all asked
    at once (parallel sequences on a batching judge); unmatched pairs explained the same way."""
    framing, reasoning = options.answer_framing, options.reasoning
    gens = ctx.ask_many(
        [
            (
                prompts.pair_prompt([p], question, reasoning, framing, question_segment=True),
                pair_grammar([p], reasoning),
            )
            for p in pairs
        ]
    )
    verdicts = _with_rules(pairs, [_verdicts(gen)[0] for gen in gens], options)
    todo = _unmatched(verdicts)
    if reasoning != "failures" or not todo:
        return verdicts
    explained = ctx.ask_many(
        [
            (
                prompts.explain_prompt([pairs[k]], question, framing, question_segment=True),
                explain_grammar([pairs[k]], [verdicts[k][0]]),
            )
            for k in todo
        ]
    )
    return _explained(verdicts, todo, [g.value["pairs"][0]["explanation"] for g in explained])


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
    todo = _unmatched(verdicts)
    if not todo:
        return verdicts
    gen = ctx.ask(
        prompts.explain_prompt(pairs, question, answer_framing),
        explain_grammar([pairs[k] for k in todo], [verdicts[k][0] for k in todo]),
    )
    return _explained(verdicts, todo, [slot["explanation"] for slot in gen.value["pairs"]])


def _unmatched(verdicts: list[Verdict]) -> list[int]:
    """The verdicts ``failures`` explains: every relation but a semantic match."""
    return [k for k, v in enumerate(verdicts) if v[0] != "semantic"]


def _explained(verdicts: list[Verdict], todo: list[int], explanations: list[str]) -> list[Verdict]:
    """The verdicts with the judge's explanations put in for those at ``todo``."""
    out = list(verdicts)
    for k, text in zip(todo, explanations):
        relation, _, conf, probs = out[k]
        out[k] = (relation, text.strip(), conf, probs)
    return out


__all__ = ["judge_pairs"]
