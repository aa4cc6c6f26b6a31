"""Atomic file writes for report files: a temp file in the same folder, then a rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from localjudge.errors import ConfigError


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` to ``path`` so readers see the old file or the new one, never half.

    Returns:
        The path written.

    Raises:
        ConfigError: the file cannot be written (a read-only folder, a full disk).
    """
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    except OSError as exc:
        raise ConfigError(f"{p}: cannot write: {exc.strerror}") from exc
    try:
        # mkstemp creates 0600; reports are meant to be shared like any other output file.
        os.chmod(tmp, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):  # e.g. a full disk: one clear error, the old file intact
            raise ConfigError(f"{p}: cannot write: {exc.strerror}") from exc
        raise
    return p
