"""The ``localjudge`` command line: one module per command group."""

from __future__ import annotations

import sys
from typing import Any

import click

from localjudge import __version__
from localjudge.errors import LocalJudgeError

# Exit codes (see SPEC §5): 0 gates passed, 1 a quality gate failed, 2 bad usage, data or
# configuration, 3 judge errors above the budget.
EXIT_OK, EXIT_GATE, EXIT_USAGE, EXIT_JUDGE = 0, 1, 2, 3


class LocalJudgeGroup(click.Group):
    """Turns LocalJudgeError into one line on stderr and exit code 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except LocalJudgeError as exc:
            click.echo(f"localjudge: error: {exc}", err=True)
            sys.exit(EXIT_USAGE)


@click.group(cls=LocalJudgeGroup)
@click.version_option(__version__, prog_name="localjudge")
def cli() -> None:
    """Score LLM and agent outputs offline with local GGUF judges."""


def _register() -> None:
    from localjudge.cli import doctor, models

    cli.add_command(models.models)
    cli.add_command(doctor.doctor)
    try:
        from localjudge.cli import score
    except ImportError:  # pragma: no cover - during development only
        return
    cli.add_command(score.score)
    from localjudge.cli import calibrate

    cli.add_command(calibrate.calibrate)


_register()


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="localjudge")
