"""How one ``localjudge score`` run is planned: its flags merged over the project config.

``make_plan`` decides the datasets, the scorers with their settings (criteria, embedder, scale,
options, labels, gates, which datasets each runs on) and raises usage errors before any model
loads; ``Plan.value`` and ``Plan.path`` give each remaining setting, flag first, then the
config's, then the default. ``localjudge calibrate`` reads the same config through
``read_config`` and ``cache_setting``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from localjudge.config import ProjectConfig, find_config, load_config
from localjudge.datasets import parse_mapping
from localjudge.errors import ConfigError
from localjudge.runner import common_required, load_records
from localjudge.scorers.pipeline import Scorer
from localjudge.scorers.registry import CLI_OPTIONS, ScorerSpec, get_scorer, scorer_names

__all__ = [
    "Plan",
    "ScorerPlan",
    "cache_setting",
    "gate_values",
    "labels_of",
    "make_plan",
    "read_config",
    "read_criteria",
    "records_for",
]


def read_criteria(text: str | None) -> str | list[Any] | None:
    """``--criteria TEXT`` or ``--criteria @FILE`` (a JSON list in the file is used as a list)."""
    if text is None or not text.startswith("@"):
        return text
    path = Path(text[1:])
    try:
        body = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read --criteria file: {exc.strerror}") from exc
    if path.suffix.lower() == ".json":
        try:
            value = json.loads(body)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{exc.lineno}: invalid JSON criteria: {exc.msg}") from exc
        if not isinstance(value, (list, str)):
            raise ConfigError(f"{path}: criteria must be a JSON list or string")
        return value
    return body


def gate_values(
    values: tuple[str, ...], flag: str, low: float | None, high: float | None
) -> tuple[float | None, dict[str, float]]:
    """``--min-score X`` (every scorer) and ``--min-score NAME=X`` (one scorer)."""
    every: float | None = None
    own: dict[str, float] = {}
    for text in values:
        name, sep, number = text.rpartition("=")
        try:
            value = float(number)
        except ValueError:
            raise click.BadParameter(f"{text!r}: expected X or SCORER=X", param_hint=flag) from None
        if (low is not None and value < low) or (high is not None and value > high):
            raise click.BadParameter(f"{text!r}: must be within {low}..{high}", param_hint=flag)
        if sep:
            own[name.strip()] = value
        else:
            every = value
    return every, own


@dataclass
class ScorerPlan:
    """One scorer of the run, as flags and the project config set it."""

    spec: ScorerSpec
    criteria: str | list[Any] | None = None
    embedder: str | None = None
    scale: float | None = None
    options: dict[str, Any] = field(default_factory=dict)
    labels: str | None = None
    min_score: float | None = None
    min_pass_rate: float | None = None
    datasets: list[str] | None = None  # from the config: the datasets it runs on (None: all)

    def applies(self, dataset: Path) -> bool:
        """Whether this scorer runs on ``dataset``."""
        return self.datasets is None or str(dataset) in self.datasets


@dataclass
class Plan:
    """What one ``localjudge score`` invocation runs: flags over the project config."""

    datasets: list[Path]
    scorers: list[ScorerPlan]
    flags: dict[str, Any]
    config: ProjectConfig | None

    def value(self, key: str, default: Any = None) -> Any:
        """A setting: the flag when given, else the config's, else ``default``."""
        if self.flags.get(key) is not None:
            return self.flags[key]
        got = getattr(self.config, key, None) if self.config is not None else None
        return default if got is None else got

    def path(self, key: str, dataset: Path) -> Path | None:
        """An output path for ``dataset`` (``{data}`` in the config's names its stem)."""
        if self.flags.get(key) is not None:
            return Path(self.flags[key])
        raw = getattr(self.config, key, None) if self.config is not None else None
        if raw is None or self.config is None:
            return None
        return Path(str(self.config.resolve(raw.replace("{data}", dataset.stem))))


def read_config(flags: dict[str, Any]) -> ProjectConfig | None:
    if flags["no_config"] and flags["config"] is not None:
        raise click.UsageError("--config and --no-config contradict each other; use one")
    if flags["no_config"]:
        return None
    path = flags["config"] or find_config()
    return None if path is None else load_config(Path(path))


def make_plan(data: Path | None, names: tuple[str, ...], flags: dict[str, Any]) -> Plan:
    """Merge the flags over the project config; usage errors are raised here."""
    config = read_config(flags)
    if data is not None:
        datasets = [data]
    elif config is not None and config.datasets():
        datasets = [Path(d) for d in config.datasets()]
    else:
        raise click.UsageError("give DATA (or a project config naming data)")
    from_config = dict(config.scorers) if config is not None else {}
    chosen = list(dict.fromkeys(names)) or list(from_config)
    if not chosen:
        raise click.UsageError("give --scorer (or a project config naming scorers)")
    every_score, own_score = gate_values(flags["min_score"], "--min-score", None, None)
    every_rate, own_rate = gate_values(flags["min_pass_rate"], "--min-pass-rate", 0.0, 1.0)
    scorers = []
    for name in chosen:
        spec = get_scorer(name)
        cfg = from_config.get(name)
        sc = ScorerPlan(spec)
        if cfg is not None and config is not None and data is None and cfg.data is not None:
            sc.datasets = config.datasets(name)
        if cfg is not None:
            sc.criteria, sc.embedder, sc.scale = cfg.criteria, cfg.embedder, cfg.scale
            sc.options, sc.labels = dict(cfg.options), cfg.labels
            sc.min_score, sc.min_pass_rate = cfg.min_score, cfg.min_pass_rate
        for option in CLI_OPTIONS:
            if flags[option] is not None and option in spec.accepts:
                setattr(
                    sc,
                    option,
                    read_criteria(flags[option]) if option == "criteria" else flags[option],
                )
        sc.scale = flags["scale"] if flags["scale"] is not None else sc.scale
        sc.labels = flags["labels"] or sc.labels or (config.labels if config else None)
        # A gate flag beats the config's gate for the scorer: SCORER=X for that scorer, a
        # plain X for every scorer.
        for own, every, attr in (
            (own_score, every_score, "min_score"),
            (own_rate, every_rate, "min_pass_rate"),
        ):
            flagged = own.get(name, own.get(spec.id, every))
            if flagged is not None:
                setattr(sc, attr, flagged)
        scorers.append(sc)
    known = {k for sc in scorers for k in (sc.spec.name, sc.spec.id)}
    unknown = sorted((set(own_score) | set(own_rate)) - known)
    if unknown:
        raise click.UsageError(f"gate for {unknown[0]!r}, which is not a scorer of this run")
    for option, flag in CLI_OPTIONS.items():
        if flags[option] is not None and not any(option in sc.spec.accepts for sc in scorers):
            takers = [n for n in scorer_names() if option in get_scorer(n).accepts]
            raise click.UsageError(f"{flag} applies to --scorer {' or '.join(takers)} only")
    plan = Plan(datasets, scorers, flags, config)
    flags["min_score"], flags["min_pass_rate"] = every_score, every_rate
    if flags["resume"] and plan.value("out") is None:
        raise click.UsageError("--resume needs --out: the results file to continue")
    if flags["no_cache"] and flags["cache_dir"] is not None:
        raise click.UsageError("--no-cache and --cache-dir contradict each other; use one")
    if flags["scale"] is not None and flags["scale"] <= 0:
        raise click.UsageError("--scale must be positive")
    if len(datasets) > 1 and flags["out"] is not None:
        raise click.UsageError("--out names one file; the config names several datasets")
    return plan


def cache_setting(flags: dict[str, Any], config: ProjectConfig | None) -> bool | str:
    """The verdict cache (a folder, or on/off): ``--cache-dir`` / ``--no-cache``, else the
    config's ``cache`` / ``cache_dir``, else the user cache directory."""
    if flags["cache_dir"] is not None:
        return str(flags["cache_dir"])
    if flags["no_cache"] or (config is not None and not config.cache):
        return False
    if config is not None and config.cache_dir is not None:
        return str(config.resolve(config.cache_dir))
    return True


def labels_of(scorers: list[tuple[ScorerPlan, Scorer]]) -> str | dict[str, str | None] | None:
    """Where each scorer's labels are: one field for all, or a field per scorer id."""
    fields = {s.id: sc.labels for sc, s in scorers}
    distinct = set(fields.values())
    if distinct == {None}:
        return None
    if len(distinct) == 1:
        return next(iter(distinct))
    return fields


def records_for(plan: Plan, dataset: Path) -> Iterator[Any]:
    """A dataset's records, its first read now: a bad file fails before any model loads and
    leaves an existing results file untouched.

    A record must carry the fields every scorer on the dataset needs; a field only some need
    (the similarity scorer's ``ground_truth``) is checked by those scorers, item by item.
    """
    mapping = {**(plan.config.map if plan.config else {}), **parse_mapping(plan.flags["maps"])}
    scorers = [sc for sc in plan.scorers if sc.applies(dataset)]
    keep = tuple(dict.fromkeys(sc.labels for sc in scorers if sc.labels))
    required = common_required(sc.spec.required for sc in scorers)
    return load_records(dataset, mapping=mapping, required=required, keep=keep)
