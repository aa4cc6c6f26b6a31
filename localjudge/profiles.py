"""Calibration profiles: the thresholds a user fitted with ``localjudge calibrate``, on disk.

One JSON file per judge and scorer in ``calibration_dir()`` (beside the user's model catalog),
holding the model file's sha256, the prompt-template version and the scorer's options it was
fitted for, the threshold, and its provenance and figures. ``find_profile`` answers for a run;
``localjudge.calibration.find_calibration`` puts profiles before the catalog's fits.
"""

from __future__ import annotations

import json
import os
import re
import warnings
from functools import lru_cache
from pathlib import Path
from typing import Any

from localjudge.errors import ConfigError, LocalJudgeWarning

__all__ = ["calibration_dir", "find_profile", "profile_path", "save_profile"]


def calibration_dir() -> Path:
    """Where ``localjudge calibrate`` keeps profiles: ``LOCALJUDGE_CALIBRATION_DIR``, else
    ``calibration/`` in the models folder (``localjudge.catalog.models_dir``)."""
    env = os.environ.get("LOCALJUDGE_CALIBRATION_DIR")
    if env:
        return Path(env)
    from localjudge.catalog import models_dir

    return models_dir() / "calibration"


def profile_path(model: str, scorer: str) -> Path:
    """The profile file of a judge (by its file or alias name) and scorer."""
    stem = re.sub(r"[^A-Za-z0-9._-]+", "_", Path(model).name.removesuffix(".gguf"))
    return calibration_dir() / f"{stem}.{re.sub(r'[^A-Za-z0-9._-]+', '_', scorer)}.json"


def save_profile(entry: dict[str, Any], *, model: str, model_sha256: str) -> Path:
    """Write a fit (``fit_entry``) as the profile of ``model``'s judge and its scorer.

    Raises:
        ConfigError: the profile cannot be written.
    """
    from localjudge.reports._files import write_atomic

    profile = {"model": model, "model_sha256": model_sha256, **entry}
    path = profile_path(model, str(entry["scorer"]))
    try:
        return write_atomic(path, json.dumps(profile, indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot write the calibration profile: {exc}") from exc


_warned: set[tuple[str, str]] = set()


def _warn_once(path: Path, why: str) -> None:
    if (str(path), why) in _warned:
        return
    _warned.add((str(path), why))
    warnings.warn(
        f"{path}: calibration profile ignored: {why}; refit it with localjudge calibrate",
        LocalJudgeWarning,
        stacklevel=3,
    )


@lru_cache(maxsize=64)
def _read_profile(path: str, mtime_ns: int) -> dict[str, Any] | str:
    """A profile's contents, or why it cannot be used (cached per file version)."""
    try:
        value = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return f"unreadable ({exc})"
    if not isinstance(value, dict) or not isinstance(value.get("threshold"), (int, float)):
        return "not a calibration profile (no threshold)"
    return value


def _profile_by_sha(
    sha256: str, scorer: str, template_version: str, key: str
) -> tuple[float, str] | None:
    """A profile fitted for this very model file, whatever name it was saved under."""
    suffix = f".{re.sub(r'[^A-Za-z0-9._-]+', '_', scorer)}.json"
    try:
        paths = sorted(p for p in calibration_dir().iterdir() if p.name.endswith(suffix))
    except OSError:
        return None
    for path in paths:
        value = _read_profile(str(path), path.stat().st_mtime_ns)
        if isinstance(value, dict) and (
            value.get("model_sha256"),
            value.get("template_version"),
            value.get("key"),
        ) == (sha256, template_version, key):
            return float(value["threshold"]), str(path)
    return None


def find_profile(
    model: str, sha256: str, scorer: str, template_version: str, key: str
) -> tuple[float, str] | None:
    """``(threshold, path)`` of the user's profile for this judge, scorer, prompt version and
    options: the judge's own profile file (one fitted for another model file, prompt or
    options is ignored with a warning), else any profile fitted for this very model file."""
    path = profile_path(model, scorer)
    if not path.is_file():
        # The same model file under another name (an alias, a path): found by its sha256.
        return _profile_by_sha(sha256, scorer, template_version, key)
    value = _read_profile(str(path), path.stat().st_mtime_ns)
    if isinstance(value, str):
        _warn_once(path, value)
        return None
    mismatch = [
        f"it was fitted for {what} {value.get(field)!r}, this run has {have!r}"
        for what, field, have in (
            ("model sha256", "model_sha256", sha256),
            ("prompt template", "template_version", template_version),
            ("options", "key", key),
        )
        if value.get(field) != have
    ]
    if mismatch:
        _warn_once(path, "; ".join(mismatch))
        return None
    return float(value["threshold"]), str(path)
