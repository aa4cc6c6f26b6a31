"""The project config: what ``localjudge score`` runs when CI calls it with no flags.

It lives in ``localjudge.toml``, or under ``[tool.localjudge]`` in ``pyproject.toml``, found
in the working directory or the nearest folder above it (``localjudge.toml`` first in each).
Paths in it are relative to the file's folder. Flags given on the command line override it::

    [tool.localjudge]
    data = "evals/answers.jsonl"       # or a list; outputs then name "{data}"
    model = "qwen2.5-coder-0.5b"
    out = "out/{data}.results.jsonl"
    html = "out/{data}.html"
    junit = "out/{data}.junit.xml"
    max_judge_errors = 0
    labels = "expected"

    [tool.localjudge.scorers.rubric]
    min_pass_rate = 0.8
    options = { reasoning = "failures" }

    [tool.localjudge.scorers.similarity]
    data = "evals/answers.jsonl"       # this scorer on this dataset only (default: all)
    min_score = 0.5
    labels = "correct"                 # a scorer may read its labels from its own field

A key localjudge does not know, or a value of the wrong kind, is one ``ConfigError`` naming
the file and the key.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from localjudge.errors import ConfigError

__all__ = ["CONFIG_FILES", "ProjectConfig", "ScorerConfig", "find_config", "load_config"]

CONFIG_FILES = ("localjudge.toml", "pyproject.toml")
"""The files a project config is looked for in, in order, in each folder."""


class ScorerConfig(BaseModel):
    """One scorer of the run and its gates (``[tool.localjudge.scorers.<name>]``).

    Attributes:
        criteria: the rubric for every row (text, or a list of criteria); rubric only.
        embedder: the embedder (folder or alias); similarity only.
        scale: the score scale.
        options: the scorer's own options (``RubricOptions``, ``SimilarityOptions``).
        labels: the field holding this scorer's labels (default: the run's ``labels``).
        data: the config's datasets this scorer runs on (default: all of them).
        min_score: gate on the scorer's mean score.
        min_pass_rate: gate on the scorer's passed / scored (0..1).
    """

    model_config = ConfigDict(extra="forbid")

    criteria: str | list[Any] | None = None
    embedder: str | None = None
    scale: float | None = Field(default=None, gt=0)
    options: dict[str, Any] = Field(default_factory=dict)
    labels: str | None = None
    data: str | list[str] | None = None
    min_score: float | None = None
    min_pass_rate: float | None = Field(default=None, ge=0, le=1)


class ProjectConfig(BaseModel):
    """``[tool.localjudge]``: the run's data, judge, outputs, gates and scorers.

    Attributes:
        data: the dataset, or several (each scored in turn).
        scorers: scorer name (``rubric``, ``similarity`` …) → its settings, in run order.
        model: the judge.
        out, junit, html: output files; with several datasets each must contain ``{data}``
            (replaced by the dataset's file name without its suffix).
        labels: the field holding people's labels.
        map: source column → item field.
        concurrency: items scored at once.
        max_judge_errors, max_bad_lines: budgets (exit 3 and 2).
        min_score, min_pass_rate: gates for every scorer without its own.
        cache: read and write the verdict cache.
        cache_dir: the verdict cache folder.
        calibration: use thresholds fitted for the judge.
        path: the file the config was read from (set by ``load_config``).
    """

    model_config = ConfigDict(extra="forbid")

    data: str | list[str] | None = None
    scorers: dict[str, ScorerConfig] = Field(default_factory=dict)
    model: str | None = None
    out: str | None = None
    junit: str | None = None
    html: str | None = None
    labels: str | None = None
    map: dict[str, str] = Field(default_factory=dict)
    concurrency: int | None = Field(default=None, ge=1)
    max_judge_errors: int | None = Field(default=None, ge=0)
    max_bad_lines: int | None = Field(default=None, ge=0)
    min_score: float | None = None
    min_pass_rate: float | None = Field(default=None, ge=0, le=1)
    cache: bool = True
    cache_dir: str | None = None
    calibration: bool = True
    path: Path | None = Field(default=None, exclude=True)

    def resolve(self, value: str | None) -> str | None:
        """A path from the config, relative to the config file's folder."""
        if value is None or self.path is None:
            return value
        p = Path(value).expanduser()
        return str(p if p.is_absolute() else self.path.parent / p)

    def datasets(self, scorer: str | None = None) -> list[str]:
        """The datasets (those ``scorer`` runs on, when named), resolved against the config's
        folder."""
        data = self.data
        if scorer is not None and self.scorers[scorer].data is not None:
            data = self.scorers[scorer].data
        names = [data] if isinstance(data, str) else list(data or [])
        return [str(self.resolve(n)) for n in names]


def _read_toml(path: Path) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the config: {exc.strerror}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from exc


def _section(path: Path, data: dict[str, Any]) -> dict[str, Any] | None:
    """The localjudge table of a config file (None: a pyproject.toml without one)."""
    if path.name == "pyproject.toml":
        section = data.get("tool", {}).get("localjudge")
        if section is None:
            return None
        if not isinstance(section, dict):
            raise ConfigError(f"{path}: [tool.localjudge] must be a table")
        return section
    return data


def find_config(start: Path | None = None) -> Path | None:
    """The nearest ``localjudge.toml``, or ``pyproject.toml`` with ``[tool.localjudge]``, in
    ``start`` (default: the working directory) or a folder above it; None: none."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        for name in CONFIG_FILES:
            path = folder / name
            if path.is_file() and _section(path, _read_toml(path)) is not None:
                return path
    return None


def _where(path: Path, loc: tuple[Any, ...]) -> str:
    """A key's dotted name as the file spells it (``tool.localjudge.scorers.rubric.min_score``)."""
    prefix = "tool.localjudge." if path.name == "pyproject.toml" else ""
    return prefix + ".".join(str(k) for k in loc)


def load_config(path: Path) -> ProjectConfig:
    """Read and check a project config file.

    Raises:
        ConfigError: unreadable or invalid TOML, an unknown key, or a value of the wrong kind
            (the message names the file and the key).
    """
    section = _section(path, _read_toml(path))
    if section is None:
        raise ConfigError(f"{path}: no [tool.localjudge] table")
    try:
        config = ProjectConfig.model_validate(section)
    except ValidationError as exc:
        err = exc.errors()[0]
        problem = "unknown key" if err["type"] == "extra_forbidden" else err["msg"]
        raise ConfigError(f"{path}: {_where(path, tuple(err['loc']))}: {problem}") from exc
    config.path = path.resolve()
    from localjudge.scorers.registry import scorer_names

    for name in config.scorers:
        if name not in scorer_names():
            raise ConfigError(
                f"{path}: {_where(path, ('scorers', name))}: unknown scorer "
                f"{name!r}; scorers are {', '.join(scorer_names())}"
            )
    every = config.datasets()
    for name, own in config.scorers.items():
        extra = [d for d in config.datasets(name) if d not in every]
        if own.data is not None and extra:
            raise ConfigError(
                f"{path}: {_where(path, ('scorers', name, 'data'))}: {extra[0]} is not one of "
                "the config's data"
            )
    idle = [
        d
        for d in every
        if config.scorers and not any(d in config.datasets(n) for n in config.scorers)
    ]
    if idle:
        raise ConfigError(f"{path}: {_where(path, ('data',))}: no scorer runs on {idle[0]}")
    if len(every) > 1:
        for key in ("out", "junit", "html"):
            value = getattr(config, key)
            if value is not None and "{data}" not in value:
                raise ConfigError(
                    f"{path}: {_where(path, (key,))}: several datasets write one file each; "
                    'name it with "{data}" (e.g. "out/{data}.results.jsonl")'
                )
    return config
