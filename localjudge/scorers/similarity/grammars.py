"""The answer-similarity verdict grammars: unit extraction, pair relations, llm-mode analysis."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field

from localjudge.judges.grammar import (
    Arr,
    Choice,
    Const,
    Grammar,
    Node,
    Nullable,
    Obj,
    Str,
    Tup,
    with_reasoning,
)
from localjudge.scorers.prompts import similarity as prompts
from localjudge.scorers.similarity.options import MATCH_TYPES, RELATIONS, MatchType, Relation

EXPLANATION_CHARS = 200
UNIT_CHARS = 300


class _ExtractedUnits(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_units: list[str] = Field(default_factory=list)
    ground_truth_units: list[str] = Field(default_factory=list)


def extraction_grammar(texts: Mapping[str, str], max_units: int) -> Grammar:
    """One bounded list of unit strings per text to extract (keys ``output``, ``ground_truth``).

    Bounds come from the text itself: a unit is no longer than the text (nor ``UNIT_CHARS``)
    and there are no more units than words (nor ``max_units``), so a small judge that rambles
    cannot produce thousands of tokens for a one-word answer.

    Args:
        texts: the texts to split, by key (``output``, ``ground_truth``).
        max_units: most units per text.

    Returns:
        A grammar with one ``<key>_units`` field per text.
    """
    fields: list[tuple[str, Node]] = []
    for key, text in texts.items():
        chars = max(1, min(UNIT_CHARS, len(text.strip())))
        items = max(1, min(max_units, len(text.split())))
        fields.append((f"{key}_units", Arr(Str(max_chars=chars, min_chars=1), 1, items)))
    return Grammar(root=Obj(tuple(fields)), model=_ExtractedUnits, name="similarity-extract")


class _PairVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pair: int | None = None
    reference: str | None = None
    output: str | None = None
    differing_words: str | None = None
    explanation: str | None = Field(default=None, max_length=EXPLANATION_CHARS)
    relation: Relation


class _PairVerdicts(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pairs: list[_PairVerdict]


def pair_grammar(pairs: Sequence[tuple[str, str]], reasoning: str = "none") -> Grammar:
    """One fixed slot per (ground truth, output) pair: texts and differing words fed, then the
    relation, with an explanation before it, after it, or none.

    The relation is an enum whose probability becomes the verdict's confidence. With
    ``reasoning="before"`` the judge writes its explanation first and decides after it; with
    ``after``, ``none`` and ``failures`` each slot is the pair's number and its relation, decided
    right after the prompt's listing of the pair, its differing words and its facts (the
    explanation, if any, follows the decision or comes from ``explain_grammar``).

    Args:
        pairs: (ground-truth unit, output unit) pairs, in the order the prompt lists them.
        reasoning: ``before``, ``after``, ``failures`` or ``none``.

    Returns:
        A grammar whose ``pairs`` tuple has one slot per pair.
    """
    tail = with_reasoning(
        ("relation", Choice(RELATIONS)),
        ("explanation", Str(max_chars=EXPLANATION_CHARS, min_chars=1)),
        reasoning,
    )
    if reasoning == "before":
        # The texts and their differing words are fed again right before the explanation, so
        # the judge reasons about them; measured with decisions first, re-feeding them biases a
        # 0.5B judge towards "contradiction" (it reads any differing word as a conflict).
        slots = tuple(
            Obj(
                (
                    ("reference", Const(gt)),
                    ("output", Const(out)),
                    ("differing_words", Const(prompts.difference_text(gt, out))),
                    *tail,
                )
            )
            for gt, out in pairs
        )
    else:
        slots = tuple(Obj((("pair", Const(k)), *tail)) for k in range(1, len(pairs) + 1))
    return Grammar(root=Obj((("pairs", Tup(slots)),)), model=_PairVerdicts, name="similarity-pairs")


class _Explained(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reference: str
    output: str
    relation: Relation
    explanation: str = Field(max_length=EXPLANATION_CHARS)


class _Explanations(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pairs: list[_Explained]


def explain_grammar(pairs: Sequence[tuple[str, str]], relations: Sequence[str]) -> Grammar:
    """Explanations of relations already decided: texts and relation fed, one sentence each.

    Args:
        pairs: the (ground-truth unit, output unit) pairs to explain.
        relations: the relation decided for each pair.

    Returns:
        A grammar whose ``pairs`` tuple has one slot per pair.
    """
    slots = tuple(
        Obj(
            (
                ("reference", Const(gt)),
                ("output", Const(out)),
                ("relation", Const(rel)),
                ("explanation", Str(max_chars=EXPLANATION_CHARS, min_chars=1, sentences=1)),
            )
        )
        for (gt, out), rel in zip(pairs, relations)
    )
    return Grammar(
        root=Obj((("pairs", Tup(slots)),)), model=_Explanations, name="similarity-explain"
    )


class _LlmMatch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ground_truth_unit: str
    output_unit: str | None
    explanation: str = Field(max_length=EXPLANATION_CHARS)
    match_type: MatchType


class _LlmContradiction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_unit: str
    ground_truth_unit: str
    explanation: str = Field(max_length=EXPLANATION_CHARS)


class _LlmAnalysis(BaseModel):
    model_config = ConfigDict(extra="forbid")

    matches: list[_LlmMatch]
    contradictions: list[_LlmContradiction]
    extra_in_output: list[str]


def analysis_grammar(ground_truth_units: Sequence[str], output_units: Sequence[str]) -> Grammar:
    """Mastra's analysis as a finite grammar: one match slot per ground-truth unit (fed).

    Output units are enums over the output's own units, so the judge can point at a unit but
    never invent one; contradictions are bounded by the number of ground-truth units (at most
    8), extras by the number of output units.

    Args:
        ground_truth_units: the reference's units (one match slot each, in order).
        output_units: the output's units (the only values an output-unit field may take).

    Returns:
        A grammar for ``matches``, ``contradictions`` and ``extra_in_output``.
    """
    outs = tuple(dict.fromkeys(output_units))
    gts = tuple(dict.fromkeys(ground_truth_units))
    explanation = Str(max_chars=EXPLANATION_CHARS, min_chars=1)
    matches = Tup(
        tuple(
            Obj(
                (
                    ("ground_truth_unit", Const(g)),
                    ("output_unit", Nullable(Choice(outs))),
                    ("explanation", explanation),
                    ("match_type", Choice(MATCH_TYPES)),
                )
            )
            for g in ground_truth_units
        )
    )
    contradiction = Obj(
        (
            ("output_unit", Choice(outs)),
            ("ground_truth_unit", Choice(gts)),
            ("explanation", explanation),
        )
    )
    root: Node = Obj(
        (
            ("matches", matches),
            ("contradictions", Arr(contradiction, 0, min(len(gts), 8))),
            ("extra_in_output", Arr(Choice(outs), 0, len(outs))),
        )
    )
    return Grammar(root=root, model=_LlmAnalysis, name="similarity-analysis")
