"""The localjudge exception tree: every error a user can act on derives from LocalJudgeError.

    LocalJudgeError
    ├── ConfigError                 bad usage, options or configuration
    │   ├── ModelNotFoundError      no model file where resolution looked; says how to get one
    │   └── GrammarError            a schema feature the grammar compiler cannot express
    ├── ModelError                  a model file that cannot be used
    │   ├── ModelLoadError          unreadable, truncated, corrupt or unsupported GGUF
    │   ├── ChecksumError           sha256 differs from the catalog
    │   └── TemplateError           a chat template that is unsafe or fails to render
    ├── InputError                  one bad item: empty output, bad chat messages …
    │   ├── GroundTruthRequiredError
    │   └── DatasetError            a bad file or line in a dataset (carries file and line)
    ├── WorkerLostError             Ray actors kept dying on a batch (localjudge.distributed)
    └── JudgeError                  the judge could not produce a verdict (never a score)
        ├── ContextOverflowError    the prompt does not fit the context window
        └── JudgeOutputError        output cut off or invalid after one retry (carries the raw text)

    LocalJudgeWarning (a UserWarning)   something was ignored that the user should know of
                                        (a calibration profile fitted for another model …)

The CLI turns these into one line and an exit code; anything else is a bug.
"""

from __future__ import annotations


class LocalJudgeError(Exception):
    """Base of every error localjudge raises on purpose."""


class ConfigError(LocalJudgeError):
    """Bad usage, options or configuration."""


class ModelNotFoundError(ConfigError):
    """A model could not be found locally. The message names the command that fixes it."""


class GrammarError(ConfigError):
    """A schema uses a feature the grammar compiler cannot express; nothing is loosened."""


class ModelError(LocalJudgeError):
    """A model file exists but cannot be used."""


class ModelLoadError(ModelError):
    """A GGUF file is unreadable, truncated, corrupt or of an unsupported architecture."""


class ChecksumError(ModelError):
    """A model file's sha256 differs from the one the catalog records."""


class TemplateError(ModelError):
    """A chat template failed to render or tried something a sandbox forbids."""


class InputError(LocalJudgeError):
    """One item's input cannot be scored as given."""


class GroundTruthRequiredError(InputError):
    """A scorer that requires ground truth got none."""


class DatasetError(InputError):
    """A dataset file or one of its lines is malformed.

    Attributes:
        path: the file.
        line: 1-based line (or CSV record) number, or None for the whole file.
    """

    def __init__(self, message: str, path: str | None = None, line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = path or "<data>"
        if line is not None:
            where = f"{where}:{line}"
        super().__init__(f"{where}: {message}")
        self.problem = message


class JudgeError(LocalJudgeError):
    """The judge could not produce a verdict. Scorers turn this into an unscored result."""


class ContextOverflowError(JudgeError):
    """The prompt (plus the room the verdict needs) is larger than the context window."""

    def __init__(self, prompt_tokens: int, needed_tokens: int, n_ctx: int) -> None:
        self.prompt_tokens = prompt_tokens
        self.needed_tokens = needed_tokens
        self.n_ctx = n_ctx
        super().__init__(
            f"prompt of {prompt_tokens} tokens plus up to {needed_tokens - prompt_tokens} verdict "
            f"tokens does not fit the context window of {n_ctx} tokens; shorten the input or "
            f"load the judge with a larger n_ctx"
        )


class JudgeOutputError(JudgeError):
    """The judge's output was cut off or did not validate, even after one retry.

    Attributes:
        raw: the raw text the judge produced (last attempt).
        attempts: how many generations were tried.
    """

    def __init__(self, message: str, raw: str = "", attempts: int = 1) -> None:
        self.raw = raw
        self.attempts = attempts
        super().__init__(message)


class LocalJudgeWarning(UserWarning):
    """Something was ignored that the user should know of; the CLI prints these as warnings."""
