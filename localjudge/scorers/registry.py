"""The scorer registry: the one list the CLI, the public API and the HTML report read scorers from.

A ``ScorerSpec`` says what the CLI calls a scorer (``--scorer NAME``), which data fields every
record needs, which of the CLI's scorer options it takes and how to build it from them, the
public factory ``localjudge`` exports for it, and the tables the HTML report shows for its
records. Adding a scorer is its module plus one ``register_scorer`` call::

    register_scorer(ScorerSpec(
        name="politeness",
        build=lambda o: make_politeness_scorer(o.judge),
        tables=(verdict_table(politeness_verdicts, subject="sentence"),),
    ))

This module imports nothing heavy: builders import their scorer modules when called, so
``import localjudge`` and ``localjudge --help`` stay cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from localjudge.errors import ConfigError

if TYPE_CHECKING:
    from localjudge.judges.base import Judge
    from localjudge.scorers.pipeline import Scorer
    from localjudge.types import ScoreRecord

CLI_OPTIONS = {"criteria": "--criteria", "embedder": "--embedder"}
"""Scorer-specific CLI options (``ScorerSpec.accepts``) and their flags; ``--scale`` is common."""


@dataclass
class BuildOptions:
    """What the CLI hands a scorer's builder.

    Attributes:
        judge: the loaded judge.
        criteria: ``--criteria`` (text, or a list read from a JSON file).
        embedder: ``--embedder`` (a folder or an alias).
        scale: ``--scale``.
        calibration: False for ``--no-calibration``: decide at the scorer's defaults, not at
            a threshold fitted for the judge (``localjudge.calibration``).
        extra: the scorer's own options (from a project config's ``options``).
        meta: filled in by the builder with what it loaded (e.g. ``{"embedder": name}``), for
            the report's header.
    """

    judge: Judge
    criteria: str | list[Any] | None = None
    embedder: str | None = None
    scale: float | None = None
    calibration: bool = True
    extra: dict[str, Any] = field(default_factory=dict)
    meta: dict[str, str] = field(default_factory=dict)

    @property
    def options(self) -> dict[str, Any]:
        """The scorer's options: ``extra``, with the common ones (``scale`` when given,
        ``calibration`` when off) over them."""
        common: dict[str, Any] = dict(self.extra)
        if self.scale is not None:
            common["scale"] = self.scale
        if not self.calibration:
            common["calibration"] = False
        return common


@dataclass(frozen=True)
class Verdict:
    """One verdict inside a result (a rubric criterion, a similarity pair) and its confidence."""

    subject: str
    verdict: str
    confidence: float
    why: str | None = None


@dataclass(frozen=True)
class Rate:
    """A table cell holding a fraction, shown as a percentage with a bar."""

    value: float | None


@dataclass(frozen=True)
class Table:
    """A report table: column headers and rows of plain cells (the renderer escapes them)."""

    headers: tuple[str, ...]
    rows: list[tuple[Any, ...]]


@dataclass(frozen=True)
class ReportTable:
    """A table the HTML report shows for one scorer's records.

    Attributes:
        key: a short id (the section id is ``<scorer id>-<key>``).
        title: the section heading.
        build: the table for the scorer's records (no rows: ``empty`` is shown).
        empty: the text shown when there is nothing to tabulate.
    """

    key: str
    title: str
    build: Callable[[Sequence[ScoreRecord]], Table]
    empty: str = "Nothing to show."


def lowest_confidence(
    records: Iterable[ScoreRecord],
    verdicts: Callable[[ScoreRecord], Iterable[Verdict]],
    limit: int = 15,
) -> list[tuple[ScoreRecord, Verdict]]:
    """The ``limit`` verdicts with the lowest confidence, with the record each sits in."""
    found = [(rec, v) for rec in records for v in verdicts(rec)]
    found.sort(key=lambda pair: pair[1].confidence)
    return found[:limit]


def verdict_table(
    verdicts: Callable[[ScoreRecord], Iterable[Verdict]],
    *,
    subject: str,
    title: str = "Lowest-confidence verdicts",
    limit: int = 15,
) -> ReportTable:
    """A report table of the lowest-confidence verdicts ``verdicts`` finds in each record.

    Args:
        verdicts: a record's individual verdicts (those without a confidence left out).
        subject: the heading of the column naming what each verdict is about.
        title: the section heading.
        limit: how many verdicts to show.
    """

    def build(records: Sequence[ScoreRecord]) -> Table:
        rows = [
            (rec.id, v.subject, v.verdict, v.confidence, v.why)
            for rec, v in lowest_confidence(records, verdicts, limit)
        ]
        return Table(("id", subject, "verdict", "confidence", "reasoning"), rows)

    return ReportTable("low-confidence", title, build, "No verdict carried a confidence.")


@dataclass(frozen=True)
class ScorerSpec:
    """One registered scorer.

    Attributes:
        name: the CLI's ``--scorer`` value.
        build: makes the scorer from the CLI's options.
        scorer_id: the id the scorer's records carry (default: ``name``).
        description: one line for ``--help``.
        required: data fields every record must carry (a record without one is a bad line).
        accepts: scorer-specific CLI options it takes (keys of ``CLI_OPTIONS``).
        factory: ``"module:function"`` of the public factory, exported as
            ``localjudge.<function>``.
        tables: what the HTML report shows for its records.
    """

    name: str
    build: Callable[[BuildOptions], Scorer]
    scorer_id: str | None = None
    description: str = ""
    required: tuple[str, ...] = ("output",)
    accepts: frozenset[str] = frozenset()
    factory: str | None = None
    tables: tuple[ReportTable, ...] = ()

    @property
    def id(self) -> str:
        """The scorer id its records carry."""
        return self.scorer_id or self.name


_SPECS: dict[str, ScorerSpec] = {}


def register_scorer(spec: ScorerSpec) -> ScorerSpec:
    """Add a scorer to the registry (the CLI, the API and reports see it from then on).

    Raises:
        ConfigError: the name or scorer id is taken, or ``accepts`` names an unknown option.
    """
    unknown = sorted(spec.accepts - CLI_OPTIONS.keys())
    if unknown:
        raise ConfigError(f"scorer {spec.name!r}: unknown CLI option(s) {', '.join(unknown)}")
    for other in _SPECS.values():
        if spec.name == other.name or spec.id == other.id:
            raise ConfigError(f"a scorer named {other.name!r} (id {other.id!r}) is registered")
    _SPECS[spec.name] = spec
    return spec


def unregister_scorer(name: str) -> None:
    """Remove a scorer from the registry (a no-op when it is not there)."""
    _SPECS.pop(name, None)


def scorer_names() -> tuple[str, ...]:
    """Registered scorer names, in registration order."""
    return tuple(_SPECS)


def get_scorer(name: str) -> ScorerSpec:
    """The spec registered under ``name``.

    Raises:
        ConfigError: no such scorer (the message lists the registered ones).
    """
    try:
        return _SPECS[name]
    except KeyError:
        raise ConfigError(
            f"unknown scorer {name!r}; registered: {', '.join(_SPECS) or 'none'}"
        ) from None


def spec_for_id(scorer_id: str) -> ScorerSpec | None:
    """The spec whose scorers' records carry ``scorer_id`` (None for unregistered scorers)."""
    return next((s for s in _SPECS.values() if s.id == scorer_id), None)


def public_factories() -> dict[str, str]:
    """Public factory name → its module, for ``localjudge``'s lazy exports."""
    pairs = (s.factory.partition(":") for s in _SPECS.values() if s.factory)
    return {attr: module for module, _, attr in pairs}


# ---------------------------------------------------------------- built-in scorers


def _rubric_verdicts(rec: ScoreRecord) -> Iterable[Verdict]:
    for c in (rec.analysis or {}).get("criteria") or []:
        if isinstance(c, Mapping) and isinstance(c.get("confidence"), (int, float)):
            satisfied = "satisfied" if c.get("satisfied") else "not satisfied"
            yield Verdict(
                str(c.get("criterion")), satisfied, float(c["confidence"]), c.get("reasoning")
            )


def criterion_stats(records: Iterable[ScoreRecord]) -> list[dict[str, Any]]:
    """Per-criterion counts over rubric records, keyed by text and kind, in first-seen order.

    Each entry has ``criterion``, ``required``, ``judged``, ``satisfied`` and ``pass_rate``.
    """
    stats: dict[tuple[str, bool], dict[str, Any]] = {}
    for rec in records:
        for c in (rec.analysis or {}).get("criteria") or []:
            if not isinstance(c, Mapping):
                continue
            key = (str(c.get("criterion")), bool(c.get("required", True)))
            st = stats.setdefault(
                key, {"criterion": key[0], "required": key[1], "judged": 0, "satisfied": 0}
            )
            st["judged"] += 1
            st["satisfied"] += int(bool(c.get("satisfied")))
    for st in stats.values():
        st["pass_rate"] = st["satisfied"] / st["judged"]
    return list(stats.values())


def _criterion_table(records: Sequence[ScoreRecord]) -> Table:
    rows = [
        (
            s["criterion"],
            "required" if s["required"] else "optional",
            s["judged"],
            s["satisfied"],
            Rate(s["pass_rate"]),
        )
        for s in criterion_stats(records)
    ]
    return Table(("criterion", "kind", "judged", "satisfied", "pass rate"), rows)


def _pair_verdicts(rec: ScoreRecord) -> Iterable[Verdict]:
    for m in (rec.analysis or {}).get("matches") or []:
        if isinstance(m, Mapping) and isinstance(m.get("confidence"), (int, float)):
            subject = str(m.get("ground_truth_unit"))
            yield Verdict(
                subject, str(m.get("match_type")), float(m["confidence"]), m.get("explanation")
            )


def _build_rubric(o: BuildOptions) -> Scorer:
    from localjudge.scorers.rubric import create_rubric_scorer

    return create_rubric_scorer(o.judge, criteria=o.criteria, options=o.options)


def _build_similarity(o: BuildOptions) -> Scorer:
    from localjudge.embeddings.sentence import load_embedder
    from localjudge.scorers.similarity import create_answer_similarity_scorer

    emb = load_embedder(o.embedder)
    # Load now so an unusable embedder is one clear error, not an error on every item.
    emb.load()
    o.meta["embedder"] = emb.name
    return create_answer_similarity_scorer(model=o.judge, options=o.options, embedder=emb)


register_scorer(
    ScorerSpec(
        name="rubric",
        build=_build_rubric,
        description="checks each output against required and optional criteria",
        accepts=frozenset({"criteria"}),
        factory="localjudge.scorers.rubric:create_rubric_scorer",
        tables=(
            ReportTable(
                "criteria",
                "Per-criterion pass rates",
                _criterion_table,
                "No rubric criteria were judged in this run.",
            ),
            verdict_table(_rubric_verdicts, subject="criterion"),
        ),
    )
)
register_scorer(
    ScorerSpec(
        name="similarity",
        scorer_id="answer-similarity",
        build=_build_similarity,
        description="compares each output with its ground truth unit by unit",
        required=("output", "ground_truth"),
        accepts=frozenset({"embedder"}),
        factory="localjudge.scorers.similarity:create_answer_similarity_scorer",
        tables=(verdict_table(_pair_verdicts, subject="ground-truth unit"),),
    )
)


__all__ = [
    "CLI_OPTIONS",
    "BuildOptions",
    "Rate",
    "ReportTable",
    "ScorerSpec",
    "Table",
    "Verdict",
    "criterion_stats",
    "get_scorer",
    "lowest_confidence",
    "public_factories",
    "register_scorer",
    "scorer_names",
    "spec_for_id",
    "unregister_scorer",
    "verdict_table",
]
