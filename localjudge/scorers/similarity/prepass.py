"""The embedding pre-pass: which splitter a text gets, and routing unit pairs (pure, no judge).

Ground-truth and output units are paired by cosine similarity with the Hungarian method
(``linear_sum_assignment``), which maximises total similarity so one strong pair cannot steal
the partner another unit needs, as greedy pairing can; with at most ``max_units`` units a side
it costs microseconds. Only two things are decided without the judge: units identical after
normalisation (exact, confidence 1.0) and units with no partner at or above ``match_floor``
(missing / extra). Every other pair goes to the judge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from localjudge.scorers.similarity.formula import format_number
from localjudge.scorers.similarity.options import SimilarityOptions
from localjudge.scorers.units import (
    answer_words,
    contains_unit,
    normalise_unit,
    split_units,
    states_answer,
    word_count,
)

if TYPE_CHECKING:
    import numpy as np

    from localjudge.embeddings.base import Embedder

# A verdict on one judged pair: (relation, explanation, confidence, P(each relation) or None).
Verdict = tuple[str, str, float | None, dict[str, float] | None]


def choose_splitter(text: str, options: SimilarityOptions) -> Literal["sentences", "llm"]:
    """Which splitter a text gets under ``splitter="auto"``.

    In ``llm`` mode: the judge (Mastra's extraction call). In ``prepass`` mode: the
    deterministic splitter, unless it leaves a unit longer than ``llm_split_chars`` (a run-on
    text without sentence punctuation). Why, measured on the seven ``sim_*`` dev sets: 1,390 of
    their 1,400 outputs and ground truths split into units under 400 characters (1.0–1.3 units
    on average; short answers stay one unit); the other 10 are 3 long ``evouna`` outputs and 7
    ``qags`` news articles. The deterministic split keeps the answer's own words and costs
    nothing, whereas the 135M–1.5B judges paraphrase, drop or invent units when they extract,
    and each extraction is a judge call.

    Args:
        text: the output or ground truth to split.
        options: ``splitter``, ``mode``, ``max_units`` and ``llm_split_chars``.

    Returns:
        ``sentences`` or ``llm``.
    """
    if options.splitter != "auto":
        return options.splitter
    if options.mode == "llm":
        return "llm"
    units = split_units(text, options.max_units)
    return "llm" if any(len(u) > options.llm_split_chars for u in units) else "sentences"


@dataclass
class Candidate:
    """A (ground-truth unit, output unit) pair and how the pre-pass routes it.

    Attributes:
        gt: index of the ground-truth unit.
        out: index of the output unit.
        cosine: the pair's cosine similarity (None when not embedded).
        route: ``exact`` (decided without the judge) or ``judge``.
        primary: the Hungarian pairing chose it (else an output unit left over, judged
            against its most similar ground-truth unit).
    """

    gt: int
    out: int
    cosine: float | None
    route: Literal["exact", "judge"]
    primary: bool = True


@dataclass
class Plan:
    """The pre-pass's routing of one item: exact pairs, pairs for the judge, and the rest.

    Attributes:
        exact: pairs identical after normalisation.
        judge: pairs for the judge, ordered by ground-truth then output unit.
        best_cosine: for each ground-truth unit left after the exact pairs, its highest cosine
            with any output unit left (for the explanation of a missing unit).
    """

    exact: list[Candidate]
    judge: list[Candidate]
    best_cosine: dict[int, float]


def exact_pairs(
    ground_truth_units: Sequence[str], output_units: Sequence[str]
) -> list[tuple[int, int]]:
    """Pairs of units identical after ``normalise_unit``, each unit used at most once.

    Args:
        ground_truth_units: the reference's units.
        output_units: the output's units.

    Returns:
        (ground-truth index, output index) pairs, in ground-truth order.
    """
    free: dict[str, list[int]] = {}
    for j, u in enumerate(output_units):
        free.setdefault(_exact_key(u), []).append(j)
    out: list[tuple[int, int]] = []
    for i, g in enumerate(ground_truth_units):
        key = _exact_key(g)
        if key and free.get(key):
            out.append((i, free[key].pop(0)))
    return out


def _exact_key(unit: str) -> str:
    """``normalise_unit``, or the case-folded text when normalising leaves nothing of it.

    Without the fallback an answer made only of an article or punctuation ("a", "?") has no
    key, so ``"a"`` against ``"a"`` went to the judge (which called it a contradiction).
    """
    return normalise_unit(unit) or " ".join(unit.casefold().split())


def plan_pairs(
    ground_truth_units: Sequence[str],
    output_units: Sequence[str],
    cosine: np.ndarray | None,
    options: SimilarityOptions,
    exact: Sequence[tuple[int, int]] = (),
) -> Plan:
    """Route unit pairs: exact ones, ones for the judge; everything else is missing or extra.

    Args:
        ground_truth_units: the reference's units.
        output_units: the output's units.
        cosine: similarity matrix of shape (len(ground_truth_units), len(output_units)) over
            ALL units (None when no pair is left after the exact ones).
        options: ``match_floor``, ``short_unit_words``, ``max_pairs``.
        exact: pairs already decided exact.

    Returns:
        The plan; at most ``max_pairs`` pairs go to the judge, the most similar first.

    A ground-truth unit is paired 1:1 with an output unit by the Hungarian method on the
    cosine; the pair is judged when the cosine reaches ``match_floor``, when one unit contains
    the other word for word, or when the ground-truth unit is short. An output unit left over
    is judged against its most similar ground-truth unit when that reaches the floor (it may
    restate or contradict it), else it is extra.
    """
    plan = Plan(exact=[Candidate(i, j, 1.0, "exact") for i, j in exact], judge=[], best_cosine={})
    used_gt = {i for i, _ in exact}
    used_out = {j for _, j in exact}
    gt_left = [i for i in range(len(ground_truth_units)) if i not in used_gt]
    out_left = [j for j in range(len(output_units)) if j not in used_out]
    if cosine is None or not out_left:
        return plan
    for i in gt_left:
        plan.best_cosine[i] = float(max(cosine[i, j] for j in out_left))
    primary = _assigned_pairs(ground_truth_units, output_units, cosine, gt_left, out_left, options)
    taken = {c.out for c in primary}
    unpaired = [j for j in out_left if j not in taken]
    secondary = _leftover_pairs(ground_truth_units, cosine, unpaired, options)
    primary.sort(key=lambda c: -(c.cosine or 0.0))
    secondary.sort(key=lambda c: -(c.cosine or 0.0))
    plan.judge = (primary + secondary)[: options.max_pairs]
    plan.judge.sort(key=lambda c: (c.gt, c.out))
    return plan


def _assigned_pairs(
    ground_truth_units: Sequence[str],
    output_units: Sequence[str],
    cosine: np.ndarray,
    gt_left: list[int],
    out_left: list[int],
    options: SimilarityOptions,
) -> list[Candidate]:
    """The Hungarian pairing of the units left, keeping the pairs plausible enough to judge."""
    from scipy.optimize import linear_sum_assignment

    # A short answer pairs first with an output unit that states it word for word: the
    # highest-cosine sentence of a long answer is often another one.
    affinity = cosine[gt_left][:, out_left].copy()
    for r, i in enumerate(gt_left):
        if answer_words(ground_truth_units[i]) <= options.short_unit_words:
            for c, j in enumerate(out_left):
                if states_answer(output_units[j], ground_truth_units[i]):
                    affinity[r, c] = max(affinity[r, c], 1.0)
    rows, cols = linear_sum_assignment(-affinity) if gt_left else ((), ())
    primary: list[Candidate] = []
    for r, c in zip(rows, cols):
        i, j = gt_left[r], out_left[c]
        cos = float(cosine[i, j])
        g, o = ground_truth_units[i], output_units[j]
        plausible = (
            cos >= options.match_floor
            or answer_words(g) <= options.short_unit_words
            or states_answer(o, g)
            or contains_unit(g, o)
        )
        if plausible:
            primary.append(Candidate(i, j, cos, "judge"))
    return primary


def _leftover_pairs(
    ground_truth_units: Sequence[str],
    cosine: np.ndarray,
    unpaired_out: list[int],
    options: SimilarityOptions,
) -> list[Candidate]:
    """Each unpaired output unit with its most similar ground-truth statement, when close.

    Short ground-truth units (answers of a few words) are left out: a long, correct answer
    says more than its one-word reference in its other sentences, and asking the judge whether
    each of them "restates" the answer made it call them contradictions. Those sentences are
    extra information, which is what the formula's extra penalty is for.
    """
    statements = [
        k for k, g in enumerate(ground_truth_units) if word_count(g) > options.short_unit_words
    ]
    secondary: list[Candidate] = []
    if not statements:
        return secondary
    for j in unpaired_out:
        # Compare with every ground-truth statement, exact-matched ones included: an output
        # that restates a fact and then contradicts it must still reach the judge.
        i = max(statements, key=lambda k: float(cosine[k, j]))
        cos = float(cosine[i, j])
        if cos >= options.match_floor:
            secondary.append(Candidate(i, j, cos, "judge", primary=False))
    return secondary


def cosine_matrix(
    embedder: Embedder, ground_truth_units: Sequence[str], output_units: Sequence[str]
) -> np.ndarray:
    """Cosine similarities of every ground-truth unit with every output unit, in one embed call.

    Args:
        embedder: returns unit-length vectors, so a dot product is the cosine.
        ground_truth_units: the reference's units (rows).
        output_units: the output's units (columns).

    Returns:
        A matrix of shape (len(ground_truth_units), len(output_units)).
    """
    vectors = embedder.embed(list(ground_truth_units) + list(output_units))
    g, o = vectors[: len(ground_truth_units)], vectors[len(ground_truth_units) :]
    return g @ o.T


# Which supporting verdict a ground-truth unit keeps when several pairs support it.
_RANK = {"exact": 0, "semantic": 1, "partial": 2}


@dataclass
class _Tally:
    """What ``resolve_plan`` has gathered from the exact pairs and the verdicts so far."""

    best: dict[int, dict[str, Any]] = field(default_factory=dict)
    why_missing: dict[int, dict[str, Any]] = field(default_factory=dict)
    used_out: set[int] = field(default_factory=set)
    contradictions: list[dict[str, Any]] = field(default_factory=list)
    pairs: list[dict[str, Any]] = field(default_factory=list)

    def offer(self, i: int, entry: dict[str, Any]) -> None:
        """Keep ``entry`` as ground-truth unit ``i``'s match if it beats the current one."""
        cur = self.best.get(i)
        key = (_RANK[entry["match_type"]], -(entry["confidence"] or 0.0))
        if cur is None or key < (_RANK[cur["match_type"]], -(cur["confidence"] or 0.0)):
            self.best[i] = entry


def resolve_plan(
    ground_truth_units: Sequence[str],
    output_units: Sequence[str],
    plan: Plan,
    verdicts: Sequence[Verdict],
    options: SimilarityOptions,
) -> dict[str, Any]:
    """Turn routed pairs and the judge's verdicts into Mastra's analysis.

    Args:
        ground_truth_units: the reference's units.
        output_units: the output's units.
        plan: from ``plan_pairs``.
        verdicts: (relation, explanation, confidence) for each of ``plan.judge``, in order.
        options: for ``match_floor`` in explanations.

    Returns:
        ``matches``, ``contradictions``, ``extra_in_output`` and ``pairs`` (every routed pair
        and what decided it).

    A ground-truth unit takes its best supporting verdict (exact > semantic > partial); with
    none it is missing. ``unrelated`` makes the ground-truth unit missing and the output unit
    extra; a contradicted ground-truth unit is missing and the pair is listed as a
    contradiction. Output units that support nothing and contradict nothing are extra.
    """
    tally = _Tally()
    for c in plan.exact:
        _take_exact(tally, c, ground_truth_units[c.gt], output_units[c.out])
    for c, verdict in zip(plan.judge, verdicts):
        _take_verdict(tally, c, ground_truth_units[c.gt], output_units[c.out], verdict)
    matches = [
        tally.best[i] if i in tally.best else _missing_match(i, g, tally, plan, options)
        for i, g in enumerate(ground_truth_units)
    ]
    extra = [o for j, o in enumerate(output_units) if j not in tally.used_out]
    return {
        "matches": matches,
        "contradictions": tally.contradictions,
        "extra_in_output": extra,
        "pairs": tally.pairs,
    }


def _take_exact(tally: _Tally, c: Candidate, g: str, o: str) -> None:
    """Record a pair identical after normalisation: an exact match, certain."""
    tally.used_out.add(c.out)
    tally.offer(
        c.gt,
        {
            "ground_truth_unit": g,
            "output_unit": o,
            "match_type": "exact",
            "explanation": "Identical after normalising case, punctuation and articles.",
            "confidence": 1.0,
        },
    )
    tally.pairs.append(_pair_record(c, g, o, "normalised-equal", "exact", 1.0))


def _take_verdict(tally: _Tally, c: Candidate, g: str, o: str, verdict: Verdict) -> None:
    """Record the judge's verdict on a pair: a match offered, a contradiction, or neither."""
    relation, explanation, conf, probabilities = verdict
    record = _pair_record(c, g, o, "judge", relation, conf)
    if probabilities:
        record["probabilities"] = probabilities
    tally.pairs.append(record)
    if relation in ("semantic", "partial"):
        tally.used_out.add(c.out)
        tally.offer(
            c.gt,
            {
                "ground_truth_unit": g,
                "output_unit": o,
                "match_type": relation,
                "explanation": explanation,
                "confidence": conf,
            },
        )
    elif relation == "contradiction":
        tally.used_out.add(c.out)
        tally.contradictions.append(
            {
                "output_unit": o,
                "ground_truth_unit": g,
                "explanation": explanation,
                "confidence": conf,
            }
        )
        if c.primary:
            tally.why_missing[c.gt] = {
                "explanation": f"Contradicted: {explanation}",
                "confidence": conf,
            }
    elif c.primary:
        tally.why_missing[c.gt] = {"explanation": f"Unrelated: {explanation}", "confidence": conf}


def _missing_match(
    i: int, g: str, tally: _Tally, plan: Plan, options: SimilarityOptions
) -> dict[str, Any]:
    """Ground-truth unit ``i`` as missing, with the verdict that left it so, or its cosine."""
    why = tally.why_missing.get(i)
    cos = plan.best_cosine.get(i)
    if why is None:
        floor = format_number(options.match_floor)
        text = "No output unit is close to it " + (
            f"(best cosine {cos:.2f} < match_floor {floor})." if cos is not None else "."
        )
        why = {"explanation": text, "confidence": None}
    found = {"ground_truth_unit": g, "output_unit": None, "match_type": "missing", **why}
    if cos is not None:
        # its closest output unit's cosine: the expected score's surface credit below the floor
        found["cosine"] = round(cos, 4)
    return found


def _pair_record(
    c: Candidate, g: str, o: str, decided_by: str, relation: str, conf: float | None
) -> dict[str, Any]:
    """One entry of the analysis's ``pairs``: a routed pair, where it sits, what decided it."""
    return {
        "ground_truth_unit": g,
        "output_unit": o,
        "gt": c.gt,
        "out": c.out,
        "primary": c.primary,
        "cosine": None if c.cosine is None else round(c.cosine, 4),
        "decided_by": decided_by,
        "relation": relation,
        "confidence": conf,
    }
