"""localjudge: offline LLM-as-judge scoring with local GGUF models.

Public names are imported lazily so that ``import localjudge`` stays cheap: llama.cpp, torch
and sentence-transformers load only when a judge or embedder is first used.
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
    "create_rubric_scorer": "localjudge.scorers.rubric",
    "create_answer_similarity_scorer": "localjudge.scorers.similarity",
    "run_evals": "localjudge.evals",
    "run_until_complete": "localjudge.loop",
    "ScorerRun": "localjudge.types",
    "ScorerResult": "localjudge.types",
    "Trace": "localjudge.types",
    "Criterion": "localjudge.types",
    "VerdictCache": "localjudge.cache",
    "LocalJudgeError": "localjudge.errors",
}

__all__ = sorted(_EXPORTS) + ["__version__"]

if TYPE_CHECKING:
    from localjudge.cache import VerdictCache
    from localjudge.embeddings.sentence import load_embedder
    from localjudge.errors import LocalJudgeError
    from localjudge.evals import run_evals
    from localjudge.judges import load_judge
    from localjudge.loop import run_until_complete
    from localjudge.scorers.pipeline import PromptStep, Scorer, create_scorer
    from localjudge.scorers.rubric import create_rubric_scorer
    from localjudge.scorers.similarity import create_answer_similarity_scorer
    from localjudge.types import Criterion, ScorerResult, ScorerRun, Trace


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'localjudge' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
