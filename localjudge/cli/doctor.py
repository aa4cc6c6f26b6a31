"""``localjudge doctor``: what is installed, what the hardware offers, which models verify."""

from __future__ import annotations

import importlib.metadata
import platform
import signal
import subprocess
import sys
from pathlib import Path

import click

from localjudge import __version__, catalog
from localjudge.errors import LocalJudgeError


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


# A verdict from the judge as the scorers load it, bypassing the verdict cache: a llama.cpp
# build that cannot run on this machine crashes the process that tries, so it runs in a child.
_TRIAL = """
import sys
from pydantic import BaseModel
from localjudge.judges.llama import LlamaJudge
from localjudge.judges.structured import DecodeRequest

class Answer(BaseModel):
    correct: bool

question = [{"role": "user", "content": "Is 2 + 2 = 4? Answer in JSON."}]
LlamaJudge(sys.argv[1], n_ctx=256).decode(DecodeRequest.of(question, Answer, max_tokens=16))
"""


def trial_decode(path: Path, timeout: float = 300.0) -> str | None:
    """Decode a verdict with the judge at ``path`` in a child process.

    Returns:
        None when it worked, else what went wrong, with the likely fix for a crash.
    """
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _TRIAL, str(path)],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return f"no answer within {timeout:.0f} s"
    if proc.returncode == 0:
        return None
    if proc.returncode < 0:
        name = signal.Signals(-proc.returncode).name
        return (
            f"llama.cpp crashed ({name}) evaluating a prompt: this build cannot run on this CPU. "
            f"A build with ggml's AMX kernels does this in some virtual machines; rebuild without "
            f"them (README, Set-up in detail)"
        )
    lines = proc.stderr.strip().splitlines()
    return lines[-1] if lines else f"exit status {proc.returncode}"


@click.command()
@click.option("--no-verify", is_flag=True, help="Skip hashing model files and the trial decode.")
def doctor(no_verify: bool) -> None:
    """Report versions, GPU offload support, models found and verified, and the cache; decode a
    verdict with the default judge in a child process (a build that crashes is named)."""
    click.echo(f"localjudge            {__version__}")
    click.echo(f"python                {platform.python_version()} ({platform.machine()})")
    for dist in ("llama-cpp-python", "torch", "sentence-transformers", "numpy", "pydantic"):
        click.echo(f"{dist:<21} {_version(dist)}")
    try:
        from localjudge.judges.llama import cpu_features, gpu_offload_supported

        gpu = "yes (all layers offloaded by default)" if gpu_offload_supported() else "no (CPU)"
        cpu = cpu_features()
    except ImportError:
        gpu = cpu = "unknown (llama-cpp-python missing)"
    click.echo(f"llama.cpp GPU offload {gpu}")
    click.echo(f"llama.cpp CPU         {cpu}")
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
    trial: Path | None = None
    for label, kind, scorer in defaults:
        try:
            name, path, _ = catalog.resolve(None, kind, scorer)
            click.echo(f"default {label:<13} {name} ({path})")
            trial = trial or (path if kind == "judge" else None)
        except LocalJudgeError as exc:
            problems += 1
            click.echo(f"default {label:<13} MISSING: {exc}")
    if trial is not None and not no_verify:
        failed = trial_decode(trial)
        if failed:
            problems += 1
        click.echo(f"llama.cpp decode      {'FAIL: ' + failed if failed else 'ok'} ({trial.name})")
    if problems:
        raise SystemExit(2)
