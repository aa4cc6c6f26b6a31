"""run_until_complete: let an agent retry with scorer feedback until its answer passes.

The Python counterpart of Mastra's task-completion check: after each answer every scorer runs;
a scorer passes only at a score of exactly 1 (× its scale); when the task is not complete, a
feedback message listing each scorer's verdict is appended and the agent runs again, up to
``max_steps`` times.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from localjudge.errors import ConfigError
from localjudge.judges.base import Message
from localjudge.scorers.pipeline import Scorer
from localjudge.types import ScorerResult

Agent = Callable[[list[Message]], str]


class Iteration(BaseModel):
    """One agent answer and the scorers' verdicts on it."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    step: int
    output: str
    passed: bool
    results: list[ScorerResult]
    feedback: str | None = None


class LoopResult(BaseModel):
    """What ``run_until_complete`` returns."""

    output: str
    passed: bool
    steps: int
    iterations: list[Iteration] = Field(default_factory=list)
    messages: list[Message] = Field(default_factory=list)


def _scorer_passed(scorer: Scorer, result: ScorerResult) -> bool:
    return result.score is not None and abs(result.score - scorer.scale) < 1e-9


def completion_feedback(
    scorers: Sequence[Scorer], results: Sequence[ScorerResult], passed: bool, strategy: str
) -> str:
    """The feedback message the agent sees after a check."""
    lines = [
        "#### Completion Check Results",
        "",
        f"Overall: {'✅ COMPLETE' if passed else '❌ NOT COMPLETE'} (strategy: {strategy})",
    ]
    for scorer, result in zip(scorers, results):
        ok = _scorer_passed(scorer, result)
        score = "unscored" if result.score is None else f"{result.score:g}"
        lines += [
            "",
            f"{'✅' if ok else '❌'} **{scorer.name}** (id: {scorer.id}) — score: {score}",
        ]
        if result.error:
            lines.append(f"Error: {result.error}")
        if result.reason:
            lines.append(f"Reason: {result.reason}")
    if not passed:
        lines += ["", "Revise your answer to address the unmet checks above."]
    return "\n".join(lines)


def _call_agent(agent: Any, messages: list[Message]) -> str:
    fn = agent if callable(agent) else getattr(agent, "generate", None)
    if fn is None:
        raise ConfigError("agent must be a callable taking the message list and returning text")
    out = fn(list(messages))
    if isinstance(out, Mapping) and isinstance(out.get("text"), str):
        out = out["text"]
    if not isinstance(out, str):
        raise ConfigError(f"agent returned {type(out).__name__}, expected text")
    return out


def _check_loop_args(scorers: Sequence[Scorer], strategy: str, max_steps: int) -> None:
    if not scorers:
        raise ConfigError("run_until_complete needs at least one scorer")
    if strategy not in ("all", "any"):
        raise ConfigError(f"strategy must be 'all' or 'any', not {strategy!r}")
    if max_steps < 1:
        raise ConfigError("max_steps must be at least 1")


def run_until_complete(
    agent: Agent | Any,
    task: str | list[Message],
    scorers: Sequence[Scorer],
    strategy: Literal["all", "any"] = "all",
    max_steps: int = 10,
    *,
    ground_truth: Any = None,
    request_context: Any = None,
    on_iteration: Callable[[Iteration], None] | None = None,
) -> LoopResult:
    """Run ``agent`` on ``task`` until the scorers pass, feeding their verdicts back.

    Args:
        agent: a callable taking the message list (``[{"role", "content"}, …]``) and returning
            the answer text (or an object with such a ``generate`` method).
        task: the task text, or the opening messages.
        scorers: scorers to check each answer with.
        strategy: ``all`` scorers must pass, or ``any`` one.
        max_steps: most agent calls.
        ground_truth: passed to every scorer run.
        request_context: passed to every scorer run (e.g. ``{"rubric": …}``).
        on_iteration: called after each check.

    Returns:
        The final output, whether it passed, and every iteration's results.
    """
    _check_loop_args(scorers, strategy, max_steps)
    messages: list[Message] = (
        [{"role": "user", "content": task}] if isinstance(task, str) else list(task)
    )
    task_input: Any = task
    iterations: list[Iteration] = []
    output = ""
    passed = False
    for step in range(1, max_steps + 1):
        output = _call_agent(agent, messages)
        messages.append({"role": "assistant", "content": output})
        run = {
            "input": task_input,
            "output": output,
            "ground_truth": ground_truth,
            "request_context": request_context,
        }
        results = [s.run(run) for s in scorers]
        verdicts = [_scorer_passed(s, r) for s, r in zip(scorers, results)]
        passed = all(verdicts) if strategy == "all" else any(verdicts)
        feedback = None if passed else completion_feedback(scorers, results, passed, strategy)
        iteration = Iteration(
            step=step, output=output, passed=passed, results=results, feedback=feedback
        )
        iterations.append(iteration)
        if on_iteration is not None:
            on_iteration(iteration)
        if passed:
            break
        if step < max_steps and feedback is not None:
            messages.append({"role": "user", "content": feedback})
    return LoopResult(
        output=output,
        passed=passed,
        steps=len(iterations),
        iterations=iterations,
        messages=messages,
    )
