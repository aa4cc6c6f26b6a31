"""The rubric scorer: a checklist judged per criterion, the rubric compiled into the grammar.

Semantics follow Mastra's rubric scorer (SPEC §2): binary score (1 × scale when every gating
criterion is satisfied, else 0), dynamic rubrics from the run's context, and a reason built
without the judge. Beyond it: the verdict grammar has exactly one slot per criterion, in rubric
order, whose criterion text is fed rather than generated, so the judge can neither skip, add,
reorder nor truncate verdicts; ``required`` comes from the rubric; and each verdict carries
P(chosen value) as its confidence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from localjudge.errors import ConfigError, InputError
from localjudge.judges.base import Judge
from localjudge.judges.grammar import Choice, Const, Grammar, Node, Obj, Str, Tup
from localjudge.scorers.messages import input_text, output_text
from localjudge.scorers.pipeline import RunContext, Scorer, create_scorer
from localjudge.scorers.prompts import rubric as prompts
from localjudge.types import Criterion, ScorerRun

NO_RUBRIC_REASON = "No rubric was provided, so the rubric check passed by default."
_MARKER = re.compile(r"^\s*(?:[-*•]|\d+[.)])")


class RubricOptions(BaseModel):
    """Options of the rubric scorer.

    Attributes:
        scale: multiplies the binary score.
        mode: ``one_call`` judges every criterion in one generation; ``per_criterion`` judges
            each in its own generation over the shared prompt (its KV cache is reused).
        reasoning_chars: bound on each criterion's reasoning, so output is never truncated.
        overall_assessment: also ask the judge for a short overall assessment (one more
            bounded string; off by default to save tokens on CPU).
        hardened_prompt: delimit and escape the output and warn the judge about injected
            instructions (default). False gives the plain prompt, kept for measuring.
    """

    model_config = ConfigDict(extra="forbid")

    scale: float = 1.0
    mode: Literal["one_call", "per_criterion"] = "one_call"
    reasoning_chars: int = Field(default=240, ge=16, le=2000)
    overall_assessment: bool = False
    hardened_prompt: bool = True


class CriterionVerdict(BaseModel):
    """The judge's verdict on one criterion."""

    criterion: str
    required: bool
    satisfied: bool
    reasoning: str
    confidence: float | None = None
    id: str | None = None


class RubricAnalysis(BaseModel):
    """``analyze_step_result`` of the rubric scorer."""

    criteria: list[CriterionVerdict]
    overall_assessment: str | None = None
    min_confidence: float | None = None


# ---------------------------------------------------------------- pure parts


def parse_rubric(rubric: str | list[Any]) -> list[Criterion]:
    """Parse a rubric string or list into criteria.

    A string is split on newlines; from each line exactly one leading list marker (``-``,
    ``*``, ``•``, or digits followed by ``.`` or ``)``) is removed, the line is stripped, blank
    lines are dropped, and every criterion is required. A list holds strings, ``Criterion``
    objects or mappings ``{"description", "required" = True, "id"}``.

    Raises:
        InputError: a list item that is not a criterion.
    """
    if isinstance(rubric, str):
        out = []
        for line in rubric.splitlines():
            text = _MARKER.sub("", line, count=1).strip()
            if text:
                out.append(Criterion(description=text))
        return out
    if not isinstance(rubric, list):
        raise InputError(f"a rubric must be a string or a list, not {type(rubric).__name__}")
    criteria = []
    for i, item in enumerate(rubric):
        if isinstance(item, Criterion):
            criteria.append(item.model_copy(update={"description": item.description.strip()}))
        elif isinstance(item, str):
            if item.strip():
                criteria.append(Criterion(description=item.strip()))
        elif isinstance(item, Mapping):
            desc = item.get("description")
            if not isinstance(desc, str):
                raise InputError(f"rubric item {i + 1} needs a text 'description': {item!r}")
            criteria.append(
                Criterion(
                    description=desc.strip(),
                    required=_flag(item.get("required", True), i),
                    id=None if item.get("id") is None else str(item["id"]),
                )
            )
        else:
            raise InputError(f"rubric item {i + 1} is not a criterion: {item!r}")
    return [c for c in criteria if c.description]


def _flag(value: Any, i: int) -> bool:
    """A ``required`` value: booleans, or the strings true/false (CSV and YAML rubrics)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no"):
        return value.strip().lower() in ("true", "yes")
    raise InputError(f"rubric item {i + 1}: 'required' must be true or false, not {value!r}")


def _lookup(source: Any) -> Any:
    if isinstance(source, Mapping):
        return source.get("rubric")
    getter = getattr(source, "get", None)
    if callable(getter):
        try:
            return getter("rubric")
        except Exception:  # a foreign .get that fails means "no rubric here"
            return None
    return None


def resolve_rubric(run: ScorerRun, criteria: str | list[Any] | None) -> list[Criterion]:
    """The criteria for a run: the factory's, else the first string or list found in
    ``request_context``, ``additional_context`` then ``input`` under ``"rubric"``. An empty one
    found first stops the search."""
    if criteria is not None:
        return parse_rubric(criteria)
    for source in (run.request_context, run.additional_context, run.input):
        value = _lookup(source)
        if isinstance(value, (str, list)):
            return parse_rubric(value)
    return []


def _as_analysis(analysis: RubricAnalysis | Mapping[str, Any]) -> RubricAnalysis:
    if isinstance(analysis, RubricAnalysis):
        return analysis
    return RubricAnalysis.model_validate(dict(analysis))


def _gating(a: RubricAnalysis) -> list[CriterionVerdict]:
    required = [c for c in a.criteria if c.required]
    return required or list(a.criteria)


def rubric_score(analysis: RubricAnalysis | Mapping[str, Any], scale: float = 1) -> float:
    """``1 × scale`` when every gating criterion is satisfied, else 0.

    Gating criteria are the required ones; when none is required, all of them gate.
    """
    a = _as_analysis(analysis)
    return float(scale) if all(c.satisfied for c in _gating(a)) else 0.0


def rubric_reason(analysis: RubricAnalysis | Mapping[str, Any], score: float) -> str:
    """The rubric reason, built without the judge (format in SPEC §2).

    ``score`` is accepted for parity; completeness is read from the analysis itself, so the
    header and the closing line always agree with the verdicts listed.
    """
    a = _as_analysis(analysis)
    unmet = [c for c in _gating(a) if not c.satisfied]
    lines = [
        "✅ Rubric satisfied: every required criterion is met."
        if not unmet
        else "❌ Rubric not yet satisfied.",
        "",
    ]
    for c in a.criteria:
        mark = "✅" if c.satisfied else "❌"
        kind = "required" if c.required else "optional"
        lines.append(f"{mark} [{kind}] {c.criterion}")
        lines.append(f"   → {c.reasoning}")
    if a.overall_assessment:
        lines += ["", a.overall_assessment]
    if unmet:
        noun = "criterion" if len(unmet) == 1 else "criteria"
        lines += ["", f"To finish, address the {len(unmet)} unmet required {noun} above."]
    return "\n".join(lines)


# ---------------------------------------------------------------- grammar


def _slot(i: int, c: Criterion, reasoning_chars: int) -> Obj:
    return Obj(
        (
            ("id", Const(f"c{i + 1}")),
            ("criterion", Const(c.description)),
            ("reasoning", Str(max_chars=reasoning_chars, min_chars=1, sentences=1)),
            ("satisfied", Choice((True, False))),
        )
    )


def rubric_grammar(
    criteria: list[Criterion], reasoning_chars: int = 240, overall_assessment: bool = False
) -> Grammar:
    """The one-call verdict grammar: exactly one slot per criterion, in rubric order."""
    fields: list[tuple[str, Node]] = [
        ("criteria", Tup(tuple(_slot(i, c, reasoning_chars) for i, c in enumerate(criteria))))
    ]
    if overall_assessment:
        fields.append(("overall_assessment", Str(max_chars=reasoning_chars, min_chars=1)))
    return Grammar(root=Obj(tuple(fields)), name="rubric")


def criterion_grammar(i: int, criterion: Criterion, reasoning_chars: int = 240) -> Grammar:
    """The per-criterion verdict grammar (one slot, its criterion text fed)."""
    return Grammar(root=_slot(i, criterion, reasoning_chars), name="rubric-criterion")


# ---------------------------------------------------------------- the scorer


def create_rubric_scorer(
    model: Judge | str | None = None,
    criteria: str | list[Any] | None = None,
    options: RubricOptions | Mapping[str, Any] | None = None,
) -> Scorer:
    """Create the rubric scorer.

    Args:
        model: a judge, a ``.gguf`` path or a catalog alias (None: the default judge).
        criteria: the rubric (string or list); None reads it per run from the context.
        options: ``RubricOptions`` or a dict of them.
    """
    try:
        opts = (
            options
            if isinstance(options, RubricOptions)
            else RubricOptions.model_validate(dict(options or {}))
        )
    except ValidationError as exc:
        raise ConfigError(f"invalid rubric options: {exc.errors()[0]['msg']}") from exc
    if criteria is not None:
        parse_rubric(criteria)  # fail at construction on a malformed rubric
    scorer = create_scorer(
        id="rubric",
        name="Rubric",
        description="Checks the output against a checklist of required and optional criteria.",
        judge=model,
        instructions=prompts.INSTRUCTIONS if opts.hardened_prompt else prompts.PLAIN_INSTRUCTIONS,
        template_version=prompts.TEMPLATE_VERSION,
        scale=opts.scale,
    )
    scorer.options = opts  # type: ignore[attr-defined]

    def preprocess(run: ScorerRun, results: dict[str, Any]) -> dict[str, Any]:
        found = resolve_rubric(run, criteria)
        return {"criteria": [c.model_dump() for c in found]}

    def analyze(run: ScorerRun, results: dict[str, Any], ctx: RunContext) -> dict[str, Any] | None:
        found = [Criterion(**c) for c in results["preprocess_step_result"]["criteria"]]
        if not found:
            return None
        output = output_text(run.output)
        task = input_text(run.input)
        if opts.mode == "one_call":
            grammar = rubric_grammar(found, opts.reasoning_chars, opts.overall_assessment)
            prompt = prompts.analyze_prompt(task, output, found, opts.hardened_prompt)
            gen = ctx.ask(prompt, grammar)
            slots = gen.value["criteria"]
            confs = [gen.confidence(f"$.criteria[{i}].satisfied") for i in range(len(found))]
            overall = gen.value.get("overall_assessment")
        else:
            # All criteria of the item in one batch: the judge evaluates their shared prompt
            # prefix once and decodes the verdicts side by side.
            gens = ctx.ask_many(
                [
                    (
                        prompts.criterion_prompt(task, output, c, opts.hardened_prompt),
                        criterion_grammar(i, c, opts.reasoning_chars),
                    )
                    for i, c in enumerate(found)
                ]
            )
            slots = [gen.value for gen in gens]
            confs = [gen.confidence("$.satisfied") for gen in gens]
            overall = None
        verdicts = [
            CriterionVerdict(
                criterion=c.description,
                required=c.required,
                satisfied=bool(slot["satisfied"]),
                reasoning=slot["reasoning"].strip(),
                confidence=conf,
                id=c.id or f"c{i + 1}",
            )
            for i, (c, slot, conf) in enumerate(zip(found, slots, confs))
        ]
        known = [v.confidence for v in verdicts if v.confidence is not None]
        analysis = RubricAnalysis(
            criteria=verdicts,
            overall_assessment=overall.strip() if isinstance(overall, str) else None,
            min_confidence=min(known) if known else None,
        )
        return analysis.model_dump()

    def score(run: ScorerRun, results: dict[str, Any]) -> float:
        analysis = results.get("analyze_step_result")
        if analysis is None:
            return float(opts.scale)
        return rubric_score(analysis, opts.scale)

    def reason(run: ScorerRun, results: dict[str, Any]) -> str:
        analysis = results.get("analyze_step_result")
        if analysis is None:
            return NO_RUBRIC_REASON
        return rubric_reason(analysis, results["score"])

    return (
        scorer.preprocess(preprocess).analyze(analyze).generate_score(score).generate_reason(reason)
    )
