"""Run gates: what a scoring run must meet, each gate's check, and which failure decides.

A run fails on ``bad_data`` (more malformed dataset lines than ``max_bad_lines``: a partial
dataset is no verdict), then ``judge_errors`` (more than ``max_judge_errors``: a mean over
partly unscored items is no verdict), then ``quality`` (``min_score`` / ``min_pass_rate`` per
scorer), in that order of precedence. The CLI maps them to exit codes 2, 3 and 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from localjudge.errors import DatasetError

GateKind = Literal["bad_data", "judge_errors", "quality"]

PRECEDENCE: tuple[GateKind, ...] = ("bad_data", "judge_errors", "quality")
"""Which failed gate decides a run's outcome when several fail, first wins."""


@dataclass(frozen=True)
class ScorerGates:
    """One scorer's own quality gates (unset: the run's ``Gates`` apply)."""

    min_score: float | None = None
    min_pass_rate: float | None = None


@dataclass(frozen=True)
class Gates:
    """What a run must meet.

    Attributes:
        min_score: each scorer's mean score must reach this.
        min_pass_rate: each scorer's passed / scored must reach this (0..1).
        max_judge_errors: at most this many records unscored by the judge (None: no limit).
        max_bad_lines: at most this many malformed dataset lines.
        per_scorer: scorer id → its own ``min_score`` / ``min_pass_rate``, which replace the
            run's for that scorer.
    """

    min_score: float | None = None
    min_pass_rate: float | None = None
    max_judge_errors: int | None = None
    max_bad_lines: int = 0
    per_scorer: Mapping[str, ScorerGates] = field(default_factory=dict)

    def for_scorer(self, scorer_id: str) -> ScorerGates:
        """The quality gates that apply to one scorer."""
        own = self.per_scorer.get(scorer_id, ScorerGates())
        return ScorerGates(
            self.min_score if own.min_score is None else own.min_score,
            self.min_pass_rate if own.min_pass_rate is None else own.min_pass_rate,
        )


@dataclass(frozen=True)
class GateCheck:
    """One gate evaluated on a run.

    Attributes:
        kind: ``bad_data``, ``judge_errors`` or ``quality``.
        passed: whether the run met it.
        message: one line saying what was measured against what (file and line for bad data).
    """

    kind: GateKind
    passed: bool
    message: str


def check_gates(
    summary: Mapping[str, Any],
    scorer_ids: Iterable[str],
    gates: Gates,
    bad_lines: Sequence[DatasetError] = (),
) -> list[GateCheck]:
    """Evaluate ``gates`` on a run's summary and malformed lines (unset gates are skipped)."""
    checks: list[GateCheck] = []
    if bad_lines:
        n, limit = len(bad_lines), gates.max_bad_lines
        verb = "within" if n <= limit else "more than"
        message = f"{bad_lines[0]}; {n} malformed line(s) in all, {verb} --max-bad-lines {limit}"
        checks.append(GateCheck("bad_data", n <= limit, message))
    if gates.max_judge_errors is not None:
        n, limit = int(summary["judge_errors"]), gates.max_judge_errors
        verb = "within" if n <= limit else "exceed"
        message = f"{n} judge error(s) {verb} --max-judge-errors {limit}"
        checks.append(GateCheck("judge_errors", n <= limit, message))
    for sid in scorer_ids:
        st = summary["per_scorer"].get(sid, {})
        mine = gates.for_scorer(sid)
        for flag, threshold, value in (
            ("--min-score", mine.min_score, st.get("mean")),
            ("--min-pass-rate", mine.min_pass_rate, st.get("pass_rate")),
        ):
            if threshold is None:
                continue
            got = "nothing was scored" if value is None else f"got {value:.3f}"
            # A value of exactly the threshold passes, whatever float rounding did to it.
            ok = value is not None and value >= threshold - 1e-12
            checks.append(GateCheck("quality", ok, f"{flag} {threshold:g}: {got} ({sid})"))
    return checks


def deciding_failure(checks: Iterable[GateCheck]) -> GateKind | None:
    """The kind of the failed check that decides a run (see ``PRECEDENCE``); None: all met."""
    kinds = {c.kind for c in checks if not c.passed}
    return next((k for k in PRECEDENCE if k in kinds), None)


__all__ = [
    "PRECEDENCE",
    "GateCheck",
    "GateKind",
    "Gates",
    "ScorerGates",
    "check_gates",
    "deciding_failure",
]
