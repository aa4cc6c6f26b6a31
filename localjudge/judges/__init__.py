"""Judges: local models that return grammar-constrained JSON verdicts.

``Judge`` is what scorers call; ``StructuredJudge`` is the layer every backend derives from
(cache, validation, the re-ask, ``generate_many`` for batches), so a backend only implements
``decode(DecodeRequest)`` (and ``decode_many`` if it can batch).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from localjudge.judges.base import ChoiceProb, Generation, Judge, JudgeInfo, Message, TokenLogprob
from localjudge.judges.grammar import Grammar, compile_schema
from localjudge.judges.structured import DecodeRequest, StructuredJudge

if TYPE_CHECKING:
    from localjudge.cache import VerdictCache
    from localjudge.judges.llama import LlamaJudge


def load_judge(
    model: str | os.PathLike[str] | None = None,
    *,
    scorer: str | None = None,
    cache: bool | str | os.PathLike[str] | VerdictCache = True,
    verify: bool = False,
    **options: Any,
) -> LlamaJudge:
    """Load a GGUF judge (lazily: the weights load on first use).

    Args:
        model: a ``.gguf`` path or a catalog alias; None → ``LOCALJUDGE_MODEL``, then the
            configured default, then the packaged default for ``scorer``
            (qwen2.5-coder-1.5b for ``rubric``, qwen2.5-coder-0.5b otherwise).
        scorer: the scorer the judge is for, when ``model`` is None (its packaged default).
        cache: True → the user's verdict cache; False → none; a path or ``VerdictCache``.
        verify: check the file's sha256 against the catalog before use.
        **options: ``n_ctx``, ``n_gpu_layers``, ``seed``, ``temperature``, ``n_threads``,
            ``prefix_reuse``, ``batch``, ``n_seq_max``, ``batch_n_ctx``, ``chat_template`` (see
            ``LlamaJudge``).

    Raises:
        ModelNotFoundError: the model is not on disk (the message says how to install it).
        ModelLoadError: the file is not a usable GGUF.
        ChecksumError: ``verify`` and the sha256 differs from the catalog.
    """
    from localjudge.cache import VerdictCache, default_cache
    from localjudge.catalog import resolve, verify_entry
    from localjudge.judges.llama import LlamaJudge

    name, path, entry = resolve(model, "judge", scorer)
    sha = None
    if entry is not None and verify:
        path, sha = verify_entry(entry)
    elif entry is not None and entry.sha256 and not entry.user and entry.size == _size(path):
        # The catalog's hash keys the verdict cache without reading the file; a file that is
        # not what the catalog says is caught by verify (a wrong size is hashed instead).
        sha = entry.sha256
    vc: VerdictCache | None
    if cache is True:
        vc = default_cache()
    elif cache is False or cache is None:
        vc = None
    elif isinstance(cache, VerdictCache):
        vc = cache
    else:
        vc = VerdictCache(Path(cache))
    return LlamaJudge(path, name=name, cache=vc, sha256=sha, **options)


def _size(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except OSError:
        return None


def resolve_judge(model: Judge | str | os.PathLike[str] | None, scorer: str | None = None) -> Judge:
    """Accept a judge object, a ``.gguf`` path or a catalog alias (None: the default judge
    for ``scorer``)."""
    if model is not None and not isinstance(model, (str, os.PathLike)):
        if not isinstance(model, Judge):
            from localjudge.errors import ConfigError

            raise ConfigError(f"model= must be a judge, a .gguf path or an alias, not {model!r}")
        return model
    return load_judge(model, scorer=scorer)


__all__ = [
    "ChoiceProb",
    "DecodeRequest",
    "Generation",
    "Grammar",
    "Judge",
    "JudgeInfo",
    "Message",
    "StructuredJudge",
    "TokenLogprob",
    "compile_schema",
    "load_judge",
    "resolve_judge",
]
