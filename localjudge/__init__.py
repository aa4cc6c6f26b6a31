"""localjudge: offline LLM-as-judge scoring with local GGUF models.

Public names are imported lazily so that ``import localjudge`` stays cheap: llama.cpp, torch
and sentence-transformers load only when a judge or embedder is first used. The scorer
factories (``create_rubric_scorer``, ``create_answer_similarity_scorer`` and any registered
later) come from the scorer registry, ``localjudge.scorers.registry``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS = {
    "load_judge": "localjudge.judges",
    "load_embedder": "localjudge.embeddings.sentence",
    "create_scorer": "localjudge.scorers.pipeline",
    "PromptStep": "localjudge.scorers.pipeline",
    "Scorer": "localjudge.scorers.pipeline",
    "register_scorer": "localjudge.scorers.registry",
    "ScorerSpec": "localjudge.scorers.registry",
    "run_evals": "localjudge.evals",
    "Runner": "localjudge.runner",
    "Gates": "localjudge.gates",
    "RunOutcome": "localjudge.runner",
    "score_file": "localjudge.runner",
    "run_until_complete": "localjudge.loop",
    "ScorerRun": "localjudge.types",
    "ScorerResult": "localjudge.types",
    "ScoreRecord": "localjudge.types",
    "Trace": "localjudge.types",
    "Criterion": "localjudge.types",
    "VerdictCache": "localjudge.cache",
    "LocalJudgeError": "localjudge.errors",
    "RayOptions": "localjudge.distributed",
    "ScorerRecipe": "localjudge.distributed",
    "iter_work_ray": "localjudge.distributed",
}

if TYPE_CHECKING:
    # For type checkers only; at run time the registry says which scorer factories exist.
    from localjudge.cache import VerdictCache
    from localjudge.distributed import RayOptions, ScorerRecipe, iter_work_ray
    from localjudge.embeddings.sentence import load_embedder
    from localjudge.errors import LocalJudgeError
    from localjudge.evals import run_evals
    from localjudge.gates import Gates
    from localjudge.judges import load_judge
    from localjudge.loop import run_until_complete
    from localjudge.runner import Runner, RunOutcome, score_file
    from localjudge.scorers.pipeline import PromptStep, Scorer, create_scorer
    from localjudge.scorers.registry import ScorerSpec, register_scorer
    from localjudge.scorers.rubric import create_rubric_scorer
    from localjudge.scorers.similarity import create_answer_similarity_scorer
    from localjudge.types import Criterion, ScoreRecord, ScorerResult, ScorerRun, Trace


def _exports() -> dict[str, str]:
    """Public name → module: the fixed names and the registered scorers' factories."""
    from localjudge.scorers.registry import public_factories

    return {**_EXPORTS, **public_factories()}


def __getattr__(name: str) -> Any:
    # __all__ is computed on demand too: listing the scorer factories means asking the
    # registry, which imports pydantic, and a plain ``import localjudge`` should not.
    if name == "__all__":
        return sorted(_exports()) + ["__version__"]
    module = _EXPORTS.get(name)
    if module is None and not name.startswith("__"):  # dunder probes need not ask the registry
        module = _exports().get(name)
    if module is None:
        raise AttributeError(f"module 'localjudge' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_exports()))
