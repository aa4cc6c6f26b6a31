"""The Embedder protocol: texts in, L2-normalised vectors out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    import numpy as np


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length vectors; cosine similarity is then a dot product."""

    @property
    def name(self) -> str:
        """A stable identifier of the embedding model (for traces and cache keys)."""
        ...

    def embed(self, texts: list[str]) -> np.ndarray:
        """Embed ``texts`` in batches: an array of shape (len(texts), dim), rows of norm 1."""
        ...
