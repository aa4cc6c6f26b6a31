"""The real sentence-transformers embedder: offline, normalised, batched, meaningful."""

from __future__ import annotations

import os

import numpy as np
import pytest

from localjudge import load_embedder
from localjudge.embeddings.base import Embedder
from localjudge.embeddings.sentence import SentenceEmbedder
from localjudge.errors import ModelLoadError, ModelNotFoundError

pytestmark = pytest.mark.model


def test_loader_forces_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE"):
        monkeypatch.delenv(var, raising=False)
    e = load_embedder()
    assert os.environ["HF_HUB_OFFLINE"] == "1"
    assert os.environ["TRANSFORMERS_OFFLINE"] == "1"
    assert e.name == "minilm-l6"
    assert e.embed(["works offline"]).shape == (1, 384)


def test_vectors_are_normalised_and_batched(embedder: SentenceEmbedder) -> None:
    assert isinstance(embedder, Embedder)
    texts = [f"sentence number {i} about topic {i % 7}" for i in range(150)]
    small = SentenceEmbedder(embedder.path, batch_size=8)
    small._model = embedder._model  # same weights, smaller batches
    a = embedder.embed(texts)
    b = small.embed(texts)
    assert a.shape == (150, 384) and a.dtype == np.float32
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)
    assert np.allclose(a, b, atol=1e-5)  # batching does not change vectors
    single = embedder.embed([texts[42]])
    assert np.allclose(single[0], a[42], atol=1e-5)
    assert embedder.embed([]).shape == (0, 384)


def test_similar_sentences_are_closer(embedder: SentenceEmbedder) -> None:
    v = embedder.embed(
        [
            "Paris is the capital of France.",
            "The capital city of France is Paris.",
            "Bananas are rich in potassium.",
            "The French capital is Paris.",
            "My laptop battery died this morning.",
        ]
    )
    sims = v @ v.T
    assert sims[0, 1] > 0.8
    assert sims[0, 3] > 0.7
    for unrelated in (2, 4):
        assert sims[0, 1] > sims[0, unrelated] + 0.4
        assert sims[0, unrelated] < 0.3


def test_deterministic(embedder: SentenceEmbedder) -> None:
    texts = ["Tokyo is the capital of Japan", "Kyoto is the capital of Japan"]
    a, b = embedder.embed(texts), embedder.embed(texts)
    assert np.array_equal(a, b)
    assert float(a[0] @ a[1]) < 0.999  # close, but not the same sentence


def test_bad_folder_and_unknown_alias(tmp_path: os.PathLike[str]) -> None:
    with pytest.raises(ModelLoadError, match="not a sentence-transformers model folder"):
        SentenceEmbedder(tmp_path)
    with pytest.raises(ModelNotFoundError):
        load_embedder("no-such-embedder")
