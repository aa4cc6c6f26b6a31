"""Sentence embedders used by the similarity scorer's pre-pass."""

from localjudge.embeddings.base import Embedder

__all__ = ["Embedder"]
