"""Property tests (hypothesis): bad input everywhere never crashes the pure parts.

Covered: ``parse_rubric`` against an independent reference implementation; the dataset loaders
over arbitrary JSONL and CSV bytes (only ``DatasetError`` or well-formed records, bad lines
reported at their own line); the answer-similarity score formula (range, rounding and
monotonicity); the text extraction of outputs and the ``<output>`` fence.

How many examples each property tries, derandomized, comes from the hypothesis profile in
``tests/conftest.py`` (``fast`` for ``make test-fast``, ``full`` otherwise).
"""

from __future__ import annotations

import csv
import io
import json
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from localjudge.datasets import FIELDS, load_csv, load_jsonl
from localjudge.errors import DatasetError, InputError
from localjudge.scorers.messages import fence, input_text, output_text
from localjudge.scorers.rubric import parse_rubric
from localjudge.scorers.similarity import MATCH_TYPES, score_analysis
from localjudge.types import Criterion

# Characters that never end a line for str.splitlines (so a generated "line" stays one line).
line_chars = st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"))
markers = st.sampled_from(["-", "*", "•", "1.", "2)", "10.", "007)", "٣."])  # ٣: Arabic-Indic 3


# ---------------------------------------------------------------- parse_rubric


def _strip_marker(line: str) -> str:
    """Reference: drop leading whitespace and at most one list marker, written without regexes."""
    body = line.lstrip()
    if body[:1] in ("-", "*", "•"):
        return body[1:]
    n = 0
    while n < len(body) and body[n].isdecimal():
        n += 1
    if n and body[n : n + 1] in (".", ")"):
        return body[n + 1 :]
    return line


def reference_parse(rubric: str | list[Any]) -> list[Criterion]:
    """An independent reading of SPEC §2's parsing rules."""
    if isinstance(rubric, str):
        texts = [_strip_marker(line).strip() for line in rubric.splitlines()]
        return [Criterion(description=t) for t in texts if t]
    if not isinstance(rubric, list):
        raise InputError("not a rubric")
    out = []
    for item in rubric:
        if isinstance(item, str):
            if item.strip():
                out.append(Criterion(description=item.strip()))
        elif isinstance(item, dict):
            if "description" not in item:
                raise InputError("no description")
            text = str(item["description"]).strip()
            if text:
                ident = item.get("id")
                out.append(
                    Criterion(
                        description=text,
                        required=item.get("required", True),
                        id=None if ident is None else str(ident),
                    )
                )
        else:
            raise InputError("not a criterion")
    return out


rubric_text = st.lists(
    st.one_of(
        st.text(line_chars, max_size=30),
        st.builds(
            lambda m, s, t: f"{s}{m}{t}",
            markers,
            st.sampled_from(["", " ", "\t", "  "]),
            st.text(line_chars, max_size=30),
        ),
    ),
    max_size=8,
).map(lambda lines: "\n".join(lines)) | st.text(max_size=200)

criterion_dicts = st.fixed_dictionaries(
    {"description": st.text(max_size=30)},
    optional={
        "required": st.booleans(),
        "id": st.one_of(st.none(), st.text(max_size=5), st.integers()),
    },
)
list_items = st.one_of(
    st.text(max_size=30),
    criterion_dicts,
    st.dictionaries(st.sampled_from(["required", "id", "text"]), st.booleans(), max_size=2),
    st.integers(),
    st.none(),
    st.floats(allow_nan=False),
    st.lists(st.text(max_size=5), max_size=2),
)


@given(rubric_text)
def test_parse_rubric_string_matches_reference(text: str) -> None:
    got = parse_rubric(text)
    assert got == reference_parse(text)
    for c in got:
        assert c.description == c.description.strip() and c.description
        assert c.required is True and c.id is None
        assert "\n" not in c.description


@given(markers, markers, st.text(line_chars, min_size=1, max_size=30))
def test_parse_rubric_removes_at_most_one_marker(first: str, second: str, body: str) -> None:
    assume(body.strip())
    got = parse_rubric(f"{first} {second} {body}")
    assert [c.description for c in got] == [f"{second} {body}".strip()]


@given(st.lists(list_items, max_size=6))
def test_parse_rubric_list_never_crashes_and_matches_reference(items: list[Any]) -> None:
    try:
        expected: list[Criterion] | None = reference_parse(items)
    except InputError:
        expected = None
    if expected is None:
        with pytest.raises(InputError):
            parse_rubric(items)
        return
    got = parse_rubric(items)
    assert got == expected
    assert all(c.description and c.description == c.description.strip() for c in got)


@given(st.one_of(st.none(), st.integers(), st.dictionaries(st.text(), st.text()), st.binary()))
def test_parse_rubric_other_types_are_input_errors(value: Any) -> None:
    with pytest.raises(InputError):
        parse_rubric(value)


# ---------------------------------------------------------------- dataset loaders


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    # Module-scoped by hand: hypothesis runs many examples per test function, and pytest's
    # function-scoped tmp_path would be shared across them anyway.
    with tempfile.TemporaryDirectory(prefix="localjudge-props-") as d:
        yield Path(d)


def _records(loader: Any, path: Path) -> list[tuple[int, Any]] | DatasetError:
    try:
        return list(loader(path))
    except DatasetError as exc:  # a file-level problem: the only exception allowed
        return exc


def _check_records(records: list[tuple[int, Any]], path: Path) -> None:
    lines = [line for line, _ in records]
    assert lines == sorted(lines) and len(set(lines)) == len(lines)
    ids: set[str] = set()
    for line, rec in records:
        if isinstance(rec, DatasetError):
            assert rec.line == line and rec.path == str(path)
            assert str(rec).startswith(f"{path}:{line}: ")
            continue
        assert isinstance(rec, dict)
        assert set(rec) <= set(FIELDS)
        assert isinstance(rec["id"], str) and rec["id"]
        assert rec["id"] not in ids
        ids.add(rec["id"])
        assert rec.get("output") is not None
        for ctx in ("request_context", "additional_context"):
            assert rec.get(ctx) is None or isinstance(rec[ctx], dict)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
json_objects = st.dictionaries(
    st.sampled_from([*FIELDS, "extra", "Output"]), json_values, max_size=5
)
jsonl_lines = st.one_of(
    json_objects.map(lambda o: json.dumps(o).encode()),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.binary(max_size=40).map(lambda b: b.replace(b"\n", b"")),
    st.just(b""),
    st.just(b"   "),
)


@given(st.one_of(st.binary(max_size=300), st.lists(jsonl_lines, max_size=8).map(b"\n".join)))
def test_jsonl_loader_over_arbitrary_bytes(scratch: Path, data: bytes) -> None:
    path = scratch / "data.jsonl"
    path.write_bytes(data)
    got = _records(load_jsonl, path)
    assert not isinstance(got, DatasetError), got  # a readable JSONL file never fails whole
    _check_records(got, path)
    # Every non-blank physical line yields exactly one record.
    physical = data.removeprefix(b"\xef\xbb\xbf").split(b"\n")  # a BOM opens line 1
    nonblank = [i + 1 for i, ln in enumerate(physical) if ln.decode("utf-8", "replace").strip()]
    assert [line for line, _ in got] == nonblank


good_object = st.builds(
    lambda out, inp: {"input": inp, "output": out},
    st.text(min_size=1, max_size=20),
    st.one_of(st.none(), st.text(max_size=20)),
)


@given(st.lists(st.tuples(good_object, st.booleans()), min_size=1, max_size=10))
def test_jsonl_non_utf8_lines_are_reported_at_their_line(
    scratch: Path, rows: list[tuple[dict[str, Any], bool]]
) -> None:
    path = scratch / "mixed.jsonl"
    lines = []
    for k, (obj, bad) in enumerate(rows):
        raw = json.dumps({"id": f"r{k}", **obj}).encode()
        lines.append(raw[:-1] + b' "x": "\xff\xfe"}' if bad else raw)
    path.write_bytes(b"\n".join(lines) + b"\n")
    got = list(load_jsonl(path))
    assert [line for line, _ in got] == list(range(1, len(rows) + 1))
    for (line, rec), (obj, bad) in zip(got, rows):
        if bad:
            assert isinstance(rec, DatasetError) and "not UTF-8" in str(rec)
            assert str(rec).startswith(f"{path}:{line}: ")
        else:
            assert isinstance(rec, dict) and rec["output"] == obj["output"]


def test_jsonl_lone_surrogate_escapes_are_reported_at_their_line(scratch: Path) -> None:
    path = scratch / "surrogate.jsonl"
    path.write_text(
        '{"id": "a", "output": "ok"}\n'
        '{"id": "b", "output": "bad \\ud800 text"}\n'
        '{"id": "c", "output": "ok", "request_context": {"k\\udfff": 1}}\n'
        '{"id": "d", "output": "pair \\ud83d\\ude00 is fine"}\n',
        encoding="utf-8",
    )
    got = list(load_jsonl(path))
    assert [isinstance(rec, DatasetError) for _, rec in got] == [False, True, True, False]
    assert str(got[1][1]).startswith(f"{path}:2: ") and "surrogate" in str(got[1][1])
    assert got[3][1]["output"] == "pair \U0001f600 is fine"


csv_cells = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n"), max_size=15
)


csv_bodies = st.one_of(
    st.binary(max_size=300),
    st.lists(st.lists(csv_cells, max_size=5).map(",".join), max_size=6).map(
        lambda rows: "\n".join(rows).encode()
    ),
)


@given(csv_bodies, st.booleans())
def test_csv_loader_over_arbitrary_bytes(scratch: Path, data: bytes, header: bool) -> None:
    path = scratch / "data.csv"
    path.write_bytes(b"id,input,output\n" + data if header else data)
    got = _records(load_csv, path)
    if isinstance(got, DatasetError):
        assert got.path == str(path)
        return
    _check_records(got, path)


@given(st.lists(st.tuples(csv_cells, csv_cells, st.booleans()), min_size=1, max_size=10))
def test_csv_bad_bytes_are_reported_at_their_line_and_the_rest_is_read(
    scratch: Path, rows: list[tuple[str, str, bool]]
) -> None:
    path = scratch / "mixed.csv"
    body = b"id,input,output\r\n"
    for k, (inp, out, bad) in enumerate(rows):
        buf = io.StringIO()
        csv.writer(buf).writerow([f"r{k}", inp, "o" + out])
        line = buf.getvalue().encode()
        body += line[:-2] + b"\xff\r\n" if bad else line
    path.write_bytes(body)
    got = list(load_csv(path))
    assert [line for line, _ in got] == [k + 2 for k in range(len(rows))]
    for (line, rec), (_, out, bad) in zip(got, rows):
        if bad:
            assert isinstance(rec, DatasetError) and str(rec).startswith(f"{path}:{line}: ")
        else:
            assert isinstance(rec, dict) and rec["output"] == "o" + out


# ---------------------------------------------------------------- similarity score formula

options_st = st.fixed_dictionaries(
    {},
    optional={
        "semantic_threshold": st.floats(0, 1),
        "exact_match_bonus": st.floats(0, 1),
        "missing_penalty": st.floats(0, 2),
        "contradiction_penalty": st.floats(0, 2),
        "extra_info_penalty": st.floats(0, 1),
        "scale": st.sampled_from([1, 1.0, 2, 5, 10, 100, 0.5]),
    },
)
types_st = st.lists(st.sampled_from(MATCH_TYPES), max_size=12)


def _analysis(types: list[str], contradictions: int = 0, extras: int = 0) -> dict[str, Any]:
    return {
        "matches": [
            {"ground_truth_unit": f"g{i}", "output_unit": None, "match_type": t}
            for i, t in enumerate(types)
        ],
        "contradictions": [
            {"output_unit": f"o{i}", "ground_truth_unit": f"g{i}"} for i in range(contradictions)
        ],
        "extra_in_output": [f"x{i}" for i in range(extras)],
    }


def _reference_score(types: list[str], c: int, e: int, opts: dict[str, Any]) -> float:
    th = opts.get("semantic_threshold", 0.8)
    bonus = opts.get("exact_match_bonus", 0.2)
    credit = {
        "exact": 1 + bonus,
        "semantic": th,
        "partial": th / 2,
        "missing": -opts.get("missing_penalty", 0.15),
    }
    if not types:
        return 0.0
    s = sum(credit[t] for t in types) / (len(types) * (1 + bonus))
    s -= c * opts.get("contradiction_penalty", 1.0)
    s -= min(e * opts.get("extra_info_penalty", 0.05), 0.2)
    return min(1.0, max(0.0, s)) * opts.get("scale", 1)


counts = st.integers(0, 4)


@given(types_st, counts, st.integers(0, 10), options_st)
def test_score_in_range_rounded_and_matches_formula(
    types: list[str], c: int, e: int, opts: dict[str, Any]
) -> None:
    s = score_analysis(_analysis(types, c, e), opts)
    scale = opts.get("scale", 1)
    assert 0 <= s <= scale
    assert abs(s * 100 - round(s * 100)) < 1e-6  # two decimals
    assert abs(s - _reference_score(types, c, e, opts)) <= 0.005 + 1e-9


@given(types_st, counts, st.integers(0, 10), options_st)
def test_more_problems_never_raise_the_score(
    types: list[str], c: int, e: int, opts: dict[str, Any]
) -> None:
    s = score_analysis(_analysis(types, c, e), opts)
    assert score_analysis(_analysis(types, c + 1, e), opts) <= s
    assert score_analysis(_analysis(types, c, e + 1), opts) <= s
    assert score_analysis(_analysis([*types, "missing"], c, e), opts) <= s


@given(types_st, st.data(), counts, st.integers(0, 10), options_st)
def test_better_match_types_never_lower_the_score(
    types: list[str], data: st.DataObject, c: int, e: int, opts: dict[str, Any]
) -> None:
    assume(types)
    i = data.draw(st.integers(0, len(types) - 1))
    rank = MATCH_TYPES[::-1]  # missing < partial < semantic < exact
    better = data.draw(st.sampled_from(rank[rank.index(types[i]) :]))
    upgraded = [*types[:i], better, *types[i + 1 :]]
    assert score_analysis(_analysis(upgraded, c, e), opts) >= score_analysis(
        _analysis(types, c, e), opts
    )
    # The order of the matches never matters.
    shuffled = data.draw(st.permutations(types))
    assert score_analysis(_analysis(shuffled, c, e), opts) == score_analysis(
        _analysis(types, c, e), opts
    )


@given(st.integers(1, 12), options_st)
def test_all_exact_stays_full_when_another_exact_is_added(n: int, opts: dict[str, Any]) -> None:
    scale = opts.get("scale", 1)
    assert score_analysis(_analysis(["exact"] * n), opts) == scale
    assert score_analysis(_analysis(["exact"] * (n + 1)), opts) == scale


def test_no_matches_scores_zero_whatever_else() -> None:
    assert score_analysis(None) == 0
    assert score_analysis(_analysis([], 0, 3)) == 0
    assert score_analysis(_analysis([], 2, 0), {"scale": 10}) == 0


# ---------------------------------------------------------------- output text and fencing

chat_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10) | st.binary(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(["role", "content", "text", "type"]), inner, max_size=3)
        | st.fixed_dictionaries(
            {"role": st.sampled_from(["assistant", "user", "system", "tool"]), "content": inner}
        )
    ),
    max_leaves=10,
)


@given(chat_values)
def test_output_text_is_text_or_an_input_error(value: Any) -> None:
    try:
        text = output_text(value)
    except InputError:
        return
    assert isinstance(text, str) and text.strip()


@given(chat_values)
def test_input_text_always_gives_text(value: Any) -> None:
    assert isinstance(input_text(value), str)


fence_text = st.text(max_size=80) | st.lists(
    st.sampled_from(["</output>", "<output>", "</", "output>", "<", "x", " "]), max_size=10
).map("".join)


def _unspace(text: str) -> str:
    # fence() breaks every spelling of the tag (any case, inner spaces) with one space after "<"
    return re.sub(r"< (\s*/?\s*output\s*>)", r"<\1", text, flags=re.IGNORECASE)


@given(fence_text)
def test_fence_leaves_exactly_one_open_and_one_close_tag(text: str) -> None:
    fenced = fence(text, "output")
    assert fenced.startswith("<output>\n") and fenced.endswith("\n</output>")
    assert fenced.count("</output>") == 1 and fenced.count("<output>") == 1
    # Only the tags changed: closing the inserted gaps gives the text back.
    inner = fenced[len("<output>\n") : -len("\n</output>")]
    assert _unspace(inner) == text
