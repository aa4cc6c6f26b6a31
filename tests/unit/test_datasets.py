"""Dataset loaders: JSONL and CSV streaming, mapping, per-line errors with file:line."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pytest

from localjudge.datasets import (
    detect_format,
    load_csv,
    load_dataset,
    load_jsonl,
    parse_mapping,
)
from localjudge.errors import ConfigError, DatasetError


def write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def jsonl(rows: list[Any]) -> str:
    return "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows)


def test_jsonl_items_default_ids_and_blank_lines(tmp_path: Path) -> None:
    p = write(
        tmp_path,
        "d.jsonl",
        jsonl([{"id": 7, "input": "q", "output": "a", "extra": 1}, "", {"output": "b"}]),
    )
    records = list(load_dataset(p))
    assert records == [
        (1, {"id": "7", "input": "q", "output": "a"}),
        (3, {"id": "line-3", "output": "b"}),
    ]


def test_jsonl_bad_lines_are_reported_and_the_stream_goes_on(tmp_path: Path) -> None:
    p = write(
        tmp_path,
        "d.jsonl",
        jsonl(
            [
                {"output": "a"},
                '{"output": "trunc',
                "[1, 2]",
                {"input": "no output"},
                {"id": "x", "output": "c"},
                {"id": "x", "output": "dup"},
                {"output": "d", "request_context": "not an object"},
                {"output": "e"},
            ]
        ),
    )
    records = list(load_jsonl(p))
    assert [line for line, _ in records] == [1, 2, 3, 4, 5, 6, 7, 8]
    errors = {line: r for line, r in records if isinstance(r, DatasetError)}
    assert set(errors) == {2, 3, 4, 6, 7}
    assert str(errors[2]).startswith(f"{p}:2: invalid JSON")
    assert "expected a JSON object" in str(errors[3])
    assert "missing required field 'output'" in str(errors[4])
    assert errors[4].line == 4 and errors[4].path == str(p)
    assert "duplicate id 'x' (first on line 5)" in str(errors[6])
    assert "request_context" in str(errors[7])
    assert records[-1] == (8, {"id": "line-8", "output": "e"})


def test_jsonl_non_utf8_line(tmp_path: Path) -> None:
    p = tmp_path / "d.jsonl"
    p.write_bytes(b'{"output": "a"}\n{"output": "\xff"}\n')
    records = list(load_jsonl(p))
    assert isinstance(records[1][1], DatasetError)
    assert f"{p}:2: not UTF-8" in str(records[1][1])


def test_required_fields_and_mapping(tmp_path: Path) -> None:
    p = write(
        tmp_path,
        "d.jsonl",
        jsonl([{"q": "Q", "answer": "A", "gold": "G"}, {"q": "Q", "answer": "A"}]),
    )
    mapping = parse_mapping(["q=input", "answer=output", " gold = ground_truth "])
    records = list(load_dataset(p, mapping=mapping, required=("output", "ground_truth")))
    assert records[0] == (1, {"id": "line-1", "input": "Q", "output": "A", "ground_truth": "G"})
    assert "missing required field 'ground_truth'" in str(records[1][1])


def test_parse_mapping_rejects_bad_pairs() -> None:
    with pytest.raises(ConfigError, match="COLUMN=FIELD"):
        parse_mapping(["question"])
    with pytest.raises(ConfigError, match="unknown field 'answer'"):
        parse_mapping(["question=answer"])


def test_csv_cells_json_and_line_numbers(tmp_path: Path) -> None:
    text = (
        "id,input,output,rubric,request_context,notes\n"
        'a,"Q1","Hello","- Greets\n- Offers help","{""user"": ""u1""}",x\n'
        'b,Q2,"[not json","[""Mentions tracking""]",,y\n'
        "\n"
        "c,Q3,,- r,,z\n"
    )
    p = write(tmp_path, "d.csv", text)
    records = list(load_csv(p))
    assert records[0] == (
        2,
        {
            "id": "a",
            "input": "Q1",
            "output": "Hello",
            "rubric": "- Greets\n- Offers help",
            "request_context": {"user": "u1"},
        },
    )
    # Record "a" spans lines 2–3, so "b" starts on line 4; prose starting with "[" stays text.
    assert records[1] == (
        4,
        {
            "id": "b",
            "input": "Q2",
            "output": "[not json",
            "rubric": ["Mentions tracking"],
            "request_context": None,
        },
    )
    line, err = records[2]
    assert line == 6 and isinstance(err, DatasetError)
    assert str(err) == f"{p}:6: missing required field 'output'"


def test_csv_bad_records(tmp_path: Path) -> None:
    text = "id,output,request_context\na,x,{oops\nb,y\nc,z,\n"
    p = write(tmp_path, "d.csv", text)
    records = list(load_dataset(p))
    assert "column 'request_context': invalid JSON" in str(records[0][1])
    assert str(records[1][1]) == f"{p}:3: expected 3 cells, found 2"
    assert records[2] == (4, {"id": "c", "output": "z", "request_context": None})


def test_csv_missing_required_column_names_file_and_line(tmp_path: Path) -> None:
    p = write(tmp_path, "d.csv", "id,input,answer\na,q,x\n")
    records = load_dataset(p)
    with pytest.raises(DatasetError) as info:
        next(records)
    assert str(info.value).startswith(f"{p}:1: missing required column 'output'")
    assert "--map" in str(info.value)
    # The same file is fine once the column is mapped.
    assert next(load_dataset(p, mapping={"answer": "output"}))[1] == {
        "id": "a",
        "input": "q",
        "output": "x",
    }


def test_csv_similarity_needs_ground_truth_column(tmp_path: Path) -> None:
    p = write(tmp_path, "d.csv", "input,output\nq,a\n")
    with pytest.raises(DatasetError, match="'ground_truth'"):
        list(load_dataset(p, required=("output", "ground_truth")))


def test_tsv_and_empty_csv(tmp_path: Path) -> None:
    p = write(tmp_path, "d.tsv", "output\tground_truth\na\tb\n")
    assert list(load_dataset(p)) == [(2, {"id": "line-2", "output": "a", "ground_truth": "b"})]
    empty = write(tmp_path, "e.csv", "")
    with pytest.raises(DatasetError, match="empty CSV"):
        list(load_dataset(empty))


def test_loaders_stream_and_fail_lazily(tmp_path: Path) -> None:
    missing = tmp_path / "nope.jsonl"
    records = load_dataset(missing)
    assert inspect.isgenerator(records)
    with pytest.raises(DatasetError) as info:
        next(records)
    assert str(missing) in str(info.value) and "cannot read" in str(info.value)


def test_detect_format(tmp_path: Path) -> None:
    assert detect_format(tmp_path / "a.JSONL") == "jsonl"
    assert detect_format(tmp_path / "a.csv") == "csv"
    sniffed = write(tmp_path, "data.txt", '  {"output": "a"}\n')
    assert detect_format(sniffed) == "jsonl"
    other = write(tmp_path, "data.txt2", "hello")
    with pytest.raises(DatasetError, match="unknown dataset format"):
        detect_format(other)


def test_kept_fields_travel_as_they_are_in_jsonl_and_csv(tmp_path: Path) -> None:
    jsonl = tmp_path / "d.jsonl"
    jsonl.write_text(json.dumps({"id": "a", "output": "x", "human": [True, False], "other": 1}))
    (item,) = [it for _, it in load_dataset(jsonl, keep=["human"])]
    assert item == {"id": "a", "output": "x", "human": [True, False]}  # "other" is not kept
    csv_file = tmp_path / "d.csv"
    csv_file.write_text('id,output,human\na,x,"[true, false]"\nb,y,yes\nc,z,\n')
    items = [it for _, it in load_dataset(csv_file, keep=["human"])]
    assert [it.get("human") for it in items] == [[True, False], "yes", None]
