"""The Judge protocol every backend implements, and the Generation it returns."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from localjudge.judges.grammar import Grammar, compile_schema
from localjudge.judges.template import PREFIX_BREAK

__all__ = [
    "PREFIX_BREAK",
    "ChoiceProb",
    "Generation",
    "Judge",
    "JudgeInfo",
    "Message",
    "TokenLogprob",
]

Message = dict[str, str]
"""A chat message: ``{"role": "system" | "user" | "assistant", "content": str}``."""


class ChoiceProb(BaseModel):
    """The judge's probability for one enum/boolean decision under the grammar.

    ``probability`` is P(value) renormalised over the values the grammar allowed at that point,
    from the model's log-probabilities; ``alternatives`` maps each allowed value (as JSON text)
    to its probability.
    """

    path: str
    value: Any
    probability: float
    alternatives: dict[str, float] = Field(default_factory=dict)


class TokenLogprob(BaseModel):
    """One generated token and its log-probability under the model (before the grammar mask)."""

    token: str
    logprob: float


class Generation(BaseModel):
    """What a judge returns for one grammar-constrained request.

    ``batched`` is True when the verdict was decoded alongside others in shared llama.cpp
    batches. ``batch_invariant`` says whether the backend checked that a sequence's logits do
    not depend on its batch (True: the verdict is the one a lone decode gives, bit for bit;
    False: batching changes float rounding, so the verdict may differ slightly; None: not
    known). ``near_ties`` counts greedy decisions so close (see ``engine.NEAR_TIE``) that such
    rounding could flip them.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    text: str
    value: Any = None
    parsed: Any = None
    choices: list[ChoiceProb] = Field(default_factory=list)
    tokens: list[TokenLogprob] = Field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    sampled_tokens: int = 0
    seconds: float = 0.0
    cached: bool = False
    attempts: int = 1
    batched: bool = False
    batch_invariant: bool | None = None
    near_ties: int = 0

    def confidence(self, path: str) -> float | None:
        """P(chosen value) for the decision at ``path`` (e.g. ``$.criteria[0].satisfied``)."""
        for c in self.choices:
            if c.path == path:
                return c.probability
        return None


class JudgeInfo(BaseModel):
    """What identifies a judge for traces and cache keys."""

    name: str
    path: str | None = None
    sha256: str | None = None
    backend: str = "llama.cpp"
    backend_version: str | None = None
    sampler: dict[str, Any] = Field(default_factory=dict)
    n_ctx: int | None = None
    n_gpu_layers: int | None = None


@runtime_checkable
class Judge(Protocol):
    """A local model that answers chat prompts with JSON admitted by a grammar."""

    @property
    def info(self) -> JudgeInfo:
        """Identity of the model and sampler, for traces and cache keys."""
        ...

    def generate(
        self,
        messages: list[Message],
        grammar: Grammar | type[BaseModel],
        *,
        max_tokens: int | None = None,
        template_version: str = "",
    ) -> Generation:
        """Produce one verdict admitted by ``grammar`` and validated against its model.

        Raises:
            ContextOverflowError: the prompt does not fit the context window.
            JudgeOutputError: output cut off by ``max_tokens`` or invalid after one retry.
        """
        ...


def as_grammar(grammar: Grammar | type[BaseModel]) -> Grammar:
    """Accept a compiled grammar or a pydantic model class."""
    if isinstance(grammar, Grammar):
        return grammar
    return compile_schema(grammar)
