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
from functools import partial
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from localjudge.errors import ConfigError, InputError
from localjudge.judges.base import Judge
from localjudge.scorers import rubric_analysis
from localjudge.scorers.pipeline import Scorer, create_scorer
from localjudge.scorers.prompts import rubric as prompts
from localjudge.scorers.rubric_analysis import criterion_grammar, rubric_grammar
from localjudge.types import Criterion, ScorerRun

NO_RUBRIC_REASON = "No rubric was provided, so the rubric check passed by default."
_MARKER = re.compile(r"^\s*(?:[-*•]|\d+[.)])")


class RubricOptions(BaseModel):
    """Options of the rubric scorer.

    Attributes:
        scale: multiplies the binary score.
        mode: ``per_criterion`` (default) decides each criterion in its own generation over
            the shared prompt (its KV cache is reused), so no verdict is conditioned on the
            ones before it; ``one_call`` judges every criterion in one generation (measured:
            a small judge's earlier verdicts pull the later ones along, bench/eval.md).
        reasoning_chars: bound on each criterion's reasoning, so output is never truncated.
        overall_assessment: also ask the judge for a short overall assessment (one more
            bounded string; off by default to save tokens on CPU).
        hardened_prompt: delimit and escape the output and warn the judge about injected
            instructions (default). False gives the plain prompt, kept for measuring.
        strip_injections: with the hardened prompt, keep text in the response that addresses
            the grader (forged turns and verdicts, "ignore the rubric", notes to the grader,
            hidden comments, encoded instructions, the response grading itself;
            ``localjudge.scorers.injection``) from the judge, and name it in the analysis
            (``injections``) and the reason. On by default: it fires on none of the 1,629
            dev-set and example texts (bench/eval.md).
        strip_unrelated: with the hardened prompt, decide each criterion the judge decides
            without the response's short paragraphs and sentences that share no content word
            with the task, the rest of the response or that criterion
            (``localjudge.scorers.unrelated``): a line grading the response in words no
            pattern knows is kept from the judge by what it lacks. Named in the analysis
            (``unrelated``) and the reason. On by default (bench/eval.md).
        reasoning: where each criterion's explanation goes: ``before`` the decision (the
            judge writes it first), ``after`` it, only for unmet criteria (``failures``), or
            ``none`` (see ``rubric_analysis``).
        threshold: a criterion is met when the judge's P(true) reaches this. None (the
            default): the threshold the catalog ships fitted on public labelled data for this
            judge (by model sha256), prompt version and options (``calibration_key``), else
            0.5 (the more probable answer). The analysis records which was used.
        calibration: use a fitted threshold when ``threshold`` is None: the user's profile for
            this judge (``localjudge calibrate``), else the catalog's. False decides at 0.5
            (the CLI's ``--no-calibration``).
        facts: show the judge facts about the response computed by code (word, sentence and
            paragraph counts, commas, case, list and section markers, JSON validity); off by
            default (measured: no gain with the 0.5B judge).
        checks: decide by code, with the measured evidence as the reasoning, each criterion
            whose whole text states a constraint code can verify (word or sentence counts,
            commas, letter case, keywords, fixed phrases, bullets, highlights, paragraphs,
            JSON; ``localjudge.scorers.checks``). On by default; False sends every criterion
            to the judge.
        coverage_gate: a criterion that asks for a piece of information ("The summary
            contains this information: ...", "States that ...") is not met, without asking
            the judge, when less than this share of the information's content words occurs in
            the response (words that only repeat the criterion itself do not count); measured:
            small judges say "met" to nearly every such criterion (bench/eval.md). None sends
            these criteria to the judge.
    """

    model_config = ConfigDict(extra="forbid")

    scale: float = 1.0
    mode: Literal["one_call", "per_criterion"] = "per_criterion"
    reasoning_chars: int = Field(default=240, ge=16, le=2000)
    overall_assessment: bool = False
    hardened_prompt: bool = True
    strip_injections: bool = True
    strip_unrelated: bool = True
    reasoning: Literal["before", "after", "failures", "none"] = "none"
    threshold: float | None = Field(default=None, gt=0, lt=1)
    calibration: bool = True
    # Off by default: on IFEval with the 0.5B judge the facts did not move agreement
    # (bench/eval.md); they stay available for judges that can use them.
    facts: bool = False
    checks: bool = True
    coverage_gate: float | None = Field(default=0.5, ge=0, le=1)

    def calibration_key(self) -> str:
        """What a fitted threshold must have been fitted for besides judge and prompt: the
        options that change what P(true) means."""
        # Checks and the coverage gate change which criteria reach the judge, so a threshold
        # fitted with them on does not carry over to a run with them off, and back.
        return (
            f"reasoning={self.reasoning},mode={self.mode},facts={self.facts},"
            f"checks={self.checks},gate={self.coverage_gate}"
        )


class CriterionVerdict(BaseModel):
    """The judge's verdict on one criterion."""

    criterion: str
    required: bool
    satisfied: bool
    reasoning: str
    confidence: float | None = None
    id: str | None = None
    # "judge"; "check" for a criterion verified by code (confidence 1); "coverage" for one
    # asking for information most of whose words the response lacks (not met, no judge call).
    decided_by: Literal["judge", "check", "coverage"] = "judge"


class RubricAnalysis(BaseModel):
    """``analyze_step_result`` of the rubric scorer."""

    criteria: list[CriterionVerdict]
    overall_assessment: str | None = None
    min_confidence: float | None = None
    # P(true) a criterion needed to count as met, and where it came from ("option": the
    # scorer's ``threshold``; "profile": the user's fit, ``localjudge calibrate``;
    # "calibration": the catalog's fit for this judge; "default": 0.5).
    decision_threshold: float | None = None
    threshold_source: str | None = None
    # Stretches of the response addressed to the grader, kept from the judge
    # (``strip_injections``), each as "kind: \"text...\"".
    injections: list[str] = Field(default_factory=list)
    # Short stretches sharing no content word with the task, the rest of the response or a
    # criterion, kept from the judge for that criterion (``strip_unrelated``), each quoted.
    unrelated: list[str] = Field(default_factory=list)


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
    if a.injections:
        shown = "; ".join(a.injections[:3]) + (" ..." if len(a.injections) > 3 else "")
        lines += ["", f"Text addressed to the grader was not shown to the judge: {shown}"]
    if a.unrelated:
        shown = "; ".join(a.unrelated[:3]) + (" ..." if len(a.unrelated) > 3 else "")
        lines += [
            "",
            "Text sharing no word with the task, the criteria or the rest of the response was "
            f"not shown to the judge: {shown}",
        ]
    if unmet:
        noun = "criterion" if len(unmet) == 1 else "criteria"
        lines += ["", f"To finish, address the {len(unmet)} unmet required {noun} above."]
    return "\n".join(lines)


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
        scorer.preprocess(preprocess)
        .analyze(partial(rubric_analysis.analyze, options=opts))
        .generate_score(score)
        .generate_reason(reason)
    )


__all__ = [
    "NO_RUBRIC_REASON",
    "CriterionVerdict",
    "RubricAnalysis",
    "RubricOptions",
    "create_rubric_scorer",
    "criterion_grammar",
    "parse_rubric",
    "resolve_rubric",
    "rubric_grammar",
    "rubric_reason",
    "rubric_score",
]
