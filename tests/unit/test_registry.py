"""The scorer registry: one registration puts a scorer in the CLI, the API and the HTML report."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pydantic import BaseModel, Field

import localjudge as lj
from localjudge.cli import cli
from localjudge.cli import score as score_cli
from localjudge.errors import ConfigError
from localjudge.scorers.pipeline import RunContext, Scorer
from localjudge.scorers.registry import (
    BuildOptions,
    ScorerSpec,
    Verdict,
    get_scorer,
    register_scorer,
    scorer_names,
    unregister_scorer,
    verdict_table,
)
from localjudge.testing import FakeJudge, FakeReply, FakeRequest
from localjudge.types import ScoreRecord, ScorerRun


class Politeness(BaseModel):
    reasoning: str = Field(max_length=80)
    polite: bool


def create_politeness_scorer(judge: Any) -> Scorer:
    """A small custom scorer: one judge call, its verdict's confidence kept for the report."""

    def analyze(run: ScorerRun, results: dict[str, Any], ctx: RunContext) -> dict[str, Any]:
        gen = ctx.ask(f"Is this polite?\n<output>{run.output}</output>", Politeness)
        return {**gen.value, "confidence": gen.confidence("$.polite")}

    return (
        lj.create_scorer(id="politeness", judge=judge)
        .analyze(analyze)
        .generate_score(lambda run, r: float(r["analyze_step_result"]["polite"]))
        .generate_reason(lambda run, r: r["analyze_step_result"]["reasoning"])
    )


def politeness_verdicts(rec: ScoreRecord) -> Iterable[Verdict]:
    a = rec.analysis
    if a and a.get("confidence") is not None:
        yield Verdict("tone", "polite" if a["polite"] else "rude", a["confidence"], a["reasoning"])


def polite_judge(request: FakeRequest) -> Any:
    polite = "please" in request.prompt
    value = {"reasoning": "Says please." if polite else "Curt.", "polite": polite}
    return FakeReply(value, {"$.polite": 0.6 if polite else 0.95})


@pytest.fixture
def politeness() -> Iterator[ScorerSpec]:
    spec = register_scorer(
        ScorerSpec(
            name="politeness",
            build=lambda o: create_politeness_scorer(o.judge),
            factory=f"{__name__}:create_politeness_scorer",
            tables=(verdict_table(politeness_verdicts, subject="aspect"),),
        )
    )
    yield spec
    unregister_scorer("politeness")
    vars(lj).pop("create_politeness_scorer", None)  # localjudge caches names it resolved


def test_a_registered_scorer_reaches_the_cli_results_and_report(
    tmp_path: Path, politeness: ScorerSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    judge = FakeJudge(handler=polite_judge)
    monkeypatch.setattr(score_cli, "_load_judge", lambda model, cache, batch=False: judge)
    help_text = CliRunner().invoke(cli, ["score", "--help"]).output
    assert "politeness" in help_text and "rubric" in help_text
    data = tmp_path / "d.jsonl"
    data.write_text('{"id": "p", "output": "Sit, please."}\n{"id": "r", "output": "Sit."}\n')
    out, html = tmp_path / "r.jsonl", tmp_path / "r.html"
    args = ["score", str(data), "--scorer", "politeness", "--out", str(out), "--html", str(html)]
    r = CliRunner().invoke(cli, args, catch_exceptions=False)
    assert r.exit_code == 0, r.output
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(row["id"], row["scorer"], row["score"]) for row in rows] == [
        ("p", "politeness", 1.0),
        ("r", "politeness", 0.0),
    ]
    page = html.read_text()
    assert '<section id="politeness-low-confidence">' in page
    table = page.split('id="politeness-low-confidence"')[1].split("</section>")[0]
    assert "<th>aspect</th>" in table
    assert table.index("0.600") < table.index("0.950")  # lowest confidence first
    assert "Says please." in table
    # Options the scorer does not take are refused by name.
    bad = CliRunner().invoke(cli, [*args, "--criteria", "- x"])
    assert bad.exit_code == 2 and "--criteria applies to --scorer rubric only" in bad.output


def test_the_public_api_lists_registered_factories(politeness: ScorerSpec) -> None:
    assert lj.create_politeness_scorer is create_politeness_scorer
    assert "create_politeness_scorer" in lj.__all__
    assert {"create_rubric_scorer", "create_answer_similarity_scorer"} <= set(lj.__all__)
    assert lj.create_rubric_scorer.__module__ == "localjudge.scorers.rubric"


def test_the_built_in_scorers_and_what_they_need() -> None:
    assert scorer_names()[:2] == ("rubric", "similarity")
    assert get_scorer("rubric").accepts == {"criteria"}
    assert get_scorer("similarity").required == ("output", "ground_truth")
    scorer = get_scorer("rubric").build(BuildOptions(FakeJudge(outputs=[]), scale=5))
    assert (scorer.id, scorer.scale) == ("rubric", 5)


def test_registration_errors(politeness: ScorerSpec) -> None:
    with pytest.raises(ConfigError, match=r"'politeness'.*is registered"):
        register_scorer(ScorerSpec(name="politeness", build=politeness.build))
    with pytest.raises(ConfigError, match="id 'answer-similarity'"):
        register_scorer(ScorerSpec(name="sim2", scorer_id="answer-similarity", build=print))
    with pytest.raises(ConfigError, match="unknown CLI option"):
        register_scorer(ScorerSpec(name="x", build=print, accepts=frozenset({"model"})))
    with pytest.raises(ConfigError, match="registered: rubric, similarity, politeness"):
        get_scorer("nope")
    assert "x" not in scorer_names()
