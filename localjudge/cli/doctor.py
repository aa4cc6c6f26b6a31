"""``localjudge doctor``: what is installed, what the hardware offers, which models verify."""

from __future__ import annotations

import importlib.metadata
import platform

import click

from localjudge import __version__, catalog
from localjudge.errors import LocalJudgeError


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


@click.command()
@click.option("--no-verify", is_flag=True, help="Skip hashing model files.")
def doctor(no_verify: bool) -> None:
    """Report versions, GPU offload support, models found and verified, and the cache."""
    click.echo(f"localjudge            {__version__}")
    click.echo(f"python                {platform.python_version()} ({platform.machine()})")
    for dist in ("llama-cpp-python", "torch", "sentence-transformers", "numpy", "pydantic"):
        click.echo(f"{dist:<21} {_version(dist)}")
    try:
        from localjudge.judges.llama import gpu_offload_supported

        gpu = "yes (all layers offloaded by default)" if gpu_offload_supported() else "no (CPU)"
    except ImportError:
        gpu = "unknown (llama-cpp-python missing)"
    click.echo(f"llama.cpp GPU offload {gpu}")
    try:
        import torch

        cuda = "yes" if torch.cuda.is_available() else "no"
    except ImportError:
        cuda = "unknown"
    click.echo(f"torch CUDA            {cuda}")
    click.echo(f"models directory      {catalog.models_dir()}")
    click.echo(f"cache directory       {catalog.cache_dir()}")
    click.echo("models:")
    problems = 0
    for e in catalog.load_catalog().values():
        path = catalog.entry_path(e)
        if path is None or not path.exists():
            click.echo(f"  -    {e.alias:<20} not installed ({catalog.install_hint(e)})")
            continue
        if no_verify or not e.sha256:
            click.echo(f"  ok   {e.alias:<20} {path}")
            continue
        try:
            catalog.verify_entry(e)
            click.echo(f"  ok   {e.alias:<20} {path} (sha256 verified)")
        except LocalJudgeError as exc:
            problems += 1
            click.echo(f"  FAIL {e.alias:<20} {exc}")
    # The one default judge, then any scorer whose default judge is its own, then the embedder.
    defaults: list[tuple[str, catalog.Kind, str | None]] = [("judge", "judge", None)]
    for name in sorted(catalog.SCORER_JUDGES):
        if catalog.default_model("judge", name) != catalog.default_model("judge"):
            defaults.append((f"{name} judge", "judge", name))
    defaults.append(("embedder", "embedder", None))
    for label, kind, scorer in defaults:
        try:
            name, path, _ = catalog.resolve(None, kind, scorer)
            click.echo(f"default {label:<13} {name} ({path})")
        except LocalJudgeError as exc:
            problems += 1
            click.echo(f"default {label:<13} MISSING: {exc}")
    if problems:
        raise SystemExit(2)
