"""The rubric scorer's judge side: verdict grammars by reasoning mode and the analyze step.

A criterion that states a constraint code can verify (a word count, no commas, valid JSON...)
is decided by ``checks`` with its evidence and never reaches the judge (``checks`` option);
so is a criterion asking for a piece of information most of whose words the response lacks
(``coverage_gate``: not met).
Each other criterion is decided from the probability of ``true`` at its decision point. Where the
judge's explanation goes is the ``reasoning`` option: ``before`` the decision (written first,
decided after it), ``after`` it, only for the criteria found unmet (``failures``: a second,
short call over the same prompt prefix), or ``none``. A verdict without a generated
explanation gets a factual line instead, so the reason keeps its format.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Literal

from localjudge.calibration import find_calibration
from localjudge.judges.base import Generation
from localjudge.judges.grammar import Choice, Const, Grammar, Node, Obj, Str, Tup, with_reasoning
from localjudge.scorers.checks import check_criterion
from localjudge.scorers.facts import content_coverage, mask_echoes
from localjudge.scorers.injection import Injection, quoted, strip_injections
from localjudge.scorers.messages import input_text, output_text
from localjudge.scorers.pipeline import RunContext
from localjudge.scorers.prompts import rubric as prompts
from localjudge.scorers.unrelated import without_unrelated
from localjudge.types import Criterion, ScorerRun

if TYPE_CHECKING:
    from localjudge.scorers.rubric import RubricOptions

# Who decided a criterion: the judge, a check by code, or the coverage gate.
Decider = Literal["judge", "check", "coverage"]


def _slot(i: int, c: Criterion, reasoning_chars: int, reasoning: str = "before") -> Obj:
    tail = with_reasoning(
        ("satisfied", Choice((True, False))),
        ("reasoning", Str(max_chars=reasoning_chars, min_chars=1, sentences=1)),
        reasoning,
    )
    return Obj((("id", Const(f"c{i + 1}")), ("criterion", Const(c.description)), *tail))


def rubric_grammar(
    criteria: list[Criterion],
    reasoning_chars: int = 240,
    overall_assessment: bool = False,
    reasoning: str = "before",
) -> Grammar:
    """The one-call verdict grammar: exactly one slot per criterion, in rubric order.

    Args:
        criteria: the rubric.
        reasoning_chars: bound on each explanation.
        overall_assessment: add a bounded overall assessment after the slots.
        reasoning: where each slot's explanation goes (``before``, ``after``, or none for
            ``failures`` and ``none``).
    """
    slots = tuple(_slot(i, c, reasoning_chars, reasoning) for i, c in enumerate(criteria))
    fields: list[tuple[str, Node]] = [("criteria", Tup(slots))]
    if overall_assessment:
        fields.append(("overall_assessment", Str(max_chars=reasoning_chars, min_chars=1)))
    return Grammar(root=Obj(tuple(fields)), name="rubric")


def criterion_grammar(
    i: int, criterion: Criterion, reasoning_chars: int = 240, reasoning: str = "before"
) -> Grammar:
    """The per-criterion verdict grammar (one slot, its criterion text fed)."""
    return Grammar(root=_slot(i, criterion, reasoning_chars, reasoning), name="rubric-criterion")


def explain_grammar(unmet: list[tuple[int, Criterion]], reasoning_chars: int = 240) -> Grammar:
    """Explanations of criteria already found unmet (``reasoning="failures"``)."""
    slots = tuple(
        Obj(
            (
                ("id", Const(f"c{i + 1}")),
                ("criterion", Const(c.description)),
                ("satisfied", Const(False)),
                ("reasoning", Str(max_chars=reasoning_chars, min_chars=1, sentences=1)),
            )
        )
        for i, c in unmet
    )
    return Grammar(root=Obj((("criteria", Tup(slots)),)), name="rubric-explain")


def p_true(gen: Generation, path: str) -> float | None:
    """P(``true``) at a decision point, from the engine's renormalised alternatives."""
    for c in gen.choices:
        if c.path != path:
            continue
        if c.alternatives:
            return c.alternatives.get(json.dumps(True), 0.0)
        return c.probability if c.value is True else 1.0 - c.probability
    return None


def _factual_line(satisfied: bool, p: float | None) -> str:
    sure = "" if p is None else f" (P(met) = {p:.2f})"
    return f"Judged {'met' if satisfied else 'not met'}{sure}; no explanation was generated."


def analyze(
    run: ScorerRun, results: dict[str, Any], ctx: RunContext, *, options: RubricOptions
) -> dict[str, Any] | None:
    """Decide every criterion, by code where it can (``_decided_by_code``), else by the
    judge; one verdict per criterion, in rubric order.

    Returns:
        ``{"criteria": [...], "overall_assessment", "min_confidence"}`` (a ``RubricAnalysis``
        dump), or None when there is no rubric.
    """
    from localjudge.scorers.rubric import CriterionVerdict, RubricAnalysis

    found = [Criterion(**c) for c in results["preprocess_step_result"]["criteria"]]
    if not found:
        return None
    task, output = input_text(run.input), output_text(run.output)
    # The judge sees the response without text addressed to the grader and with copies of
    # the rubric's own criteria masked (the same text for every criterion, so the prompt
    # prefix stays shared). Checks decided by code read the response as written (an appended
    # note is part of its word count); the coverage gate reads what the judge would read for
    # that criterion: without the text addressed to the grader and the stretches
    # ``strip_unrelated`` keeps back, whose words are no part of what the response says (the
    # "2)" of a recap "1) X 2) Y — both included." is no number the criterion asks for).
    texts = [c.description for c in found]
    shown, injections = output, list[Injection]()
    if options.hardened_prompt and options.strip_injections:
        shown, injections = strip_injections(output, texts)
    gated = [shown] * len(found)
    if options.coverage_gate is not None and options.hardened_prompt and options.strip_unrelated:
        gated = [without_unrelated(shown, task, [t])[0] for t in texts]
    by_code = [_decided_by_code(c, output, g, options) for c, g in zip(found, gated)]
    judged = [(i, c) for i, (c, k) in enumerate(zip(found, by_code)) if k is None]
    slots: list[dict[str, Any]] = []
    probs: list[float | None] = []
    overall = None
    if options.hardened_prompt:
        shown = mask_echoes(shown, texts)
    # Each judged criterion is decided without the response's stretches that share no word
    # with the task, the rest of the response or that criterion (``strip_unrelated``); for
    # most responses that is none, and the criteria keep one shared prompt prefix.
    views, unrelated = [shown] * len(judged), list[str]()
    if judged and options.hardened_prompt and options.strip_unrelated:
        if options.mode == "one_call":  # one view for every criterion: shared by none of them
            cut = [without_unrelated(shown, task, [c.description for _, c in judged])]
        else:
            cut = [without_unrelated(shown, task, [c.description]) for _, c in judged]
        views = [view for view, _ in cut]
        unrelated = list(dict.fromkeys(text for _, held in cut for text in held))
    if judged and options.mode == "one_call":
        slots, probs, overall = _one_call(task, views[0], [c for _, c in judged], ctx, options)
    elif judged:
        slots, probs, overall = _per_criterion(task, views, judged, ctx, options)
    threshold, source = decision_threshold(ctx, options)
    decided = iter(zip(slots, probs))
    verdicts = []
    conf: float | None
    by: Decider
    for i, (c, code) in enumerate(zip(found, by_code)):
        if code is not None:
            satisfied, conf, reasoning, by = code
        else:
            slot, p = next(decided)
            satisfied = bool(slot["satisfied"]) if p is None else p >= threshold
            conf = None if p is None else (p if satisfied else 1.0 - p)
            reasoning = (slot.get("reasoning") or "").strip() or _factual_line(satisfied, p)
            by = "judge"
        verdicts.append(
            CriterionVerdict(
                criterion=c.description,
                required=c.required,
                satisfied=satisfied,
                reasoning=reasoning,
                confidence=conf,
                id=c.id or f"c{i + 1}",
                decided_by=by,
            )
        )
    if options.reasoning == "failures":
        _explain_unmet(task, shown, found, verdicts, ctx, options)
    known = [v.confidence for v in verdicts if v.confidence is not None]
    return RubricAnalysis(
        criteria=verdicts,
        overall_assessment=overall.strip() if isinstance(overall, str) else None,
        min_confidence=min(known) if known else None,
        decision_threshold=threshold,
        threshold_source=source,
        injections=[i.summary() for i in injections],
        unrelated=[quoted(text) for text in unrelated],
    ).model_dump()


def _decided_by_code(
    c: Criterion, output: str, content: str, options: RubricOptions
) -> tuple[bool, float, str, Decider] | None:
    """``(satisfied, confidence, reasoning, decided_by)`` for a criterion code can decide: a
    checkable constraint of ``output`` as written (``checks``), or a piece of information
    most of whose words ``content`` (the response as the judge would read it for ``c``)
    lacks (``coverage_gate``); None sends the criterion to the judge."""
    if options.checks:
        check = check_criterion(c.description, output)
        if check is not None:
            return check.satisfied, 1.0, f"Checked by code: {check.evidence}", "check"
    if options.coverage_gate is not None:
        cover = content_coverage(c.description, content)
        if cover is not None and cover.share < options.coverage_gate:
            return False, 1.0 - cover.share, f"Not met: only {cover.describe()}.", "coverage"
    return None


def decision_threshold(ctx: RunContext, options: RubricOptions) -> tuple[float, str]:
    """The P(true) a criterion needs, and its source: the option, the user's profile, the
    catalog's calibration (``localjudge.calibration``) or the 0.5 default. A fitted one is
    named in the trace (``Trace.calibration``)."""
    if options.threshold is not None:
        return options.threshold, "option"
    if not options.calibration:
        return 0.5, "default"
    info = ctx.scorer.judge.info
    fit = find_calibration(
        info.name, info.sha256, "rubric", prompts.TEMPLATE_VERSION, options.calibration_key()
    )
    if fit is None:
        return 0.5, "default"
    ctx.trace.calibration = fit.label
    return fit.threshold, "profile" if fit.source == "profile" else "calibration"


Slots = tuple[list[dict[str, Any]], list[float | None], Any]


def _one_call(
    task: str, output: str, found: list[Criterion], ctx: RunContext, options: RubricOptions
) -> Slots:
    grammar = rubric_grammar(
        found, options.reasoning_chars, options.overall_assessment, options.reasoning
    )
    prompt = prompts.analyze_prompt(
        task, output, found, options.hardened_prompt, options.reasoning, options.facts
    )
    gen = ctx.ask(prompt, grammar)
    probs = [p_true(gen, f"$.criteria[{i}].satisfied") for i in range(len(found))]
    return list(gen.value["criteria"]), probs, gen.value.get("overall_assessment")


def _per_criterion(
    task: str,
    views: list[str],
    judged: list[tuple[int, Criterion]],
    ctx: RunContext,
    options: RubricOptions,
) -> Slots:
    """One generation per criterion; ``judged`` pairs each with its place in the rubric, and
    ``views`` with the response the judge sees for it.

    The criteria go to the judge as one batch (``ask_many``): a batching judge evaluates their
    shared prompt prefix once and decides them side by side; any other judge takes them one by
    one, with the same verdicts.
    """
    gens = ctx.ask_many(
        [
            (
                prompts.criterion_prompt(
                    task, view, c, options.hardened_prompt, options.reasoning, options.facts
                ),
                criterion_grammar(i, c, options.reasoning_chars, options.reasoning),
            )
            for (i, c), view in zip(judged, views)
        ]
    )
    return [gen.value for gen in gens], [p_true(gen, "$.satisfied") for gen in gens], None


def _explain_unmet(
    task: str,
    output: str,
    found: list[Criterion],
    verdicts: list[Any],
    ctx: RunContext,
    options: RubricOptions,
) -> None:
    """Ask, in one more call over the item's prompt prefix, why each unmet criterion is unmet."""
    unmet = [
        (i, c)
        for i, (c, v) in enumerate(zip(found, verdicts))
        if not v.satisfied and v.decided_by == "judge"
    ]
    if not unmet:
        return
    gen = ctx.ask(
        prompts.explain_prompt(
            task, output, [c for _, c in unmet], options.hardened_prompt, options.facts
        ),
        explain_grammar(unmet, options.reasoning_chars),
    )
    for (i, _), slot in zip(unmet, gen.value["criteria"]):
        verdicts[i].reasoning = slot["reasoning"].strip()


__all__ = ["analyze", "criterion_grammar", "explain_grammar", "p_true", "rubric_grammar"]
