"""The sentence-transformers embedder, loaded from a local folder and never from a hub."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from localjudge.errors import ConfigError, ModelLoadError

if TYPE_CHECKING:
    import numpy as np

_OFFLINE_VARS = {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "HF_HUB_DISABLE_TELEMETRY": "1",
}


def force_offline() -> None:
    """Make every Hugging Face library refuse the network for the rest of the process."""
    for key, value in _OFFLINE_VARS.items():
        os.environ[key] = value


class SentenceEmbedder:
    """A sentence-transformers model in a local folder; vectors are L2-normalised.

    Args:
        path: the model folder (with ``modules.json``).
        name: display name for traces.
        batch_size: texts per forward pass.
        device: torch device (default: CPU, or CUDA when available).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        name: str | None = None,
        batch_size: int = 64,
        device: str | None = None,
    ) -> None:
        self.path = Path(path)
        if not (self.path / "modules.json").exists() and not (self.path / "config.json").exists():
            raise ModelLoadError(
                f"{self.path}: not a sentence-transformers model folder (no modules.json)"
            )
        self._name = name or self.path.name
        self.batch_size = batch_size
        self.device = device
        self._model: Any = None
        self._lock = threading.Lock()
        self.texts_embedded = 0

    @property
    def name(self) -> str:
        """Identifier reported in traces."""
        return self._name

    def load(self) -> SentenceEmbedder:
        """Load the model now (otherwise on first use)."""
        with self._lock:
            if self._model is None:
                force_offline()
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:  # pragma: no cover - install problem
                    raise ConfigError(
                        "sentence-transformers is not installed; run: "
                        "pip install sentence-transformers"
                    ) from exc
                try:  # the weight-loading bar is noise in a CLI run's output
                    from transformers.utils import logging as hf_logging

                    hf_logging.disable_progress_bar()
                    hf_logging.set_verbosity_error()
                except ImportError:  # pragma: no cover
                    pass
                try:
                    self._model = SentenceTransformer(
                        str(self.path), device=self.device, local_files_only=True
                    )
                except (OSError, ValueError, RuntimeError) as exc:
                    raise ModelLoadError(f"{self.path}: cannot load embedder: {exc}") from exc
        return self

    def embed(self, texts: list[str]) -> np.ndarray:
        """Embed texts in batches; rows have unit norm."""
        import numpy as np

        self.load()
        if not texts:
            # sentence-transformers 6 renamed the method; the old name warns and will go away
            dim = getattr(self._model, "get_embedding_dimension", None)
            if dim is None:
                dim = self._model.get_sentence_embedding_dimension
            return np.zeros((0, dim()), dtype=np.float32)
        with self._lock:
            vectors = self._model.encode(
                list(texts),
                batch_size=self.batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        self.texts_embedded += len(texts)
        return np.asarray(vectors, dtype=np.float32)


def load_embedder(model: str | os.PathLike[str] | None = None, **options: Any) -> SentenceEmbedder:
    """Load a sentence-transformers embedder from disk.

    Args:
        model: a folder path or a catalog alias; None → ``LOCALJUDGE_EMBEDDER``, then the
            configured default, then the packaged default (minilm-l6).
        **options: ``batch_size``, ``device``.

    Raises:
        ModelNotFoundError: not installed (the message says how to install it).
    """
    from localjudge.catalog import resolve

    force_offline()
    name, path, _ = resolve(model, "embedder")
    return SentenceEmbedder(path, name=name, **options)
