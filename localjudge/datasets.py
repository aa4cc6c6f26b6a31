"""Dataset files for scoring runs: streaming JSONL and CSV loaders with per-line errors.

A loader yields ``(line, item)`` pairs one record at a time, where ``item`` is either a dict
with the fields below or a ``DatasetError`` for a malformed record (not raised, so one bad line
never stops a run). Problems with the whole file — it cannot be read, its format is unknown, a
CSV header lacks a required column — are raised as ``DatasetError`` naming the file.

Fields: ``id``, ``input``, ``output``, ``ground_truth``, ``rubric``, ``request_context``,
``additional_context``, ``run_id``. Other names map onto them with ``mapping`` (the CLI's
``--map col=field``); columns that map to nothing are ignored, except those named in ``keep``
(the label field of ``--labels``), which are carried as they are (a CSV cell holding a JSON
list or object is parsed). A record without an ``id`` gets
``line-<n>``, so results stay addressable for ``--resume``.
"""

from __future__ import annotations

import csv
import json
import os
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from localjudge.errors import ConfigError, DatasetError

FIELDS = (
    "id",
    "input",
    "output",
    "ground_truth",
    "rubric",
    "request_context",
    "additional_context",
    "run_id",
)
"""The item fields a dataset record may carry."""

# Cells that hold structured values in CSV: parsed as JSON when they look like JSON.
_JSON_CELLS = ("input", "output", "ground_truth", "rubric", "request_context", "additional_context")

Record = tuple[int, "dict[str, Any] | DatasetError"]

# What ``errors="surrogateescape"`` turns an undecodable byte into.
_ESCAPED_BYTE = re.compile("[\udc80-\udcff]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def default_id(line: int) -> str:
    """The id given to a record without one (and to a malformed line)."""
    return f"line-{line}"


def parse_mapping(pairs: Iterable[str]) -> dict[str, str]:
    """Parse ``col=field`` pairs (the CLI's ``--map``) into a column → field mapping.

    Raises:
        ConfigError: a pair without ``=`` or a field localjudge does not know.
    """
    mapping: dict[str, str] = {}
    for pair in pairs:
        col, sep, field = pair.partition("=")
        col, field = col.strip(), field.strip()
        if not sep or not col or not field:
            raise ConfigError(f"--map {pair!r}: expected COLUMN=FIELD, e.g. --map question=input")
        if field not in FIELDS:
            raise ConfigError(
                f"--map {pair!r}: unknown field {field!r}; fields are {', '.join(FIELDS)}"
            )
        mapping[col] = field
    return mapping


def detect_format(path: str | os.PathLike[str]) -> str:
    """``"jsonl"`` or ``"csv"`` (or ``"tsv"``) from the file name, else from its first byte.

    Raises:
        DatasetError: the file cannot be read or its format cannot be told.
    """
    p = Path(path)
    suffix = p.suffix.lower()
    if suffix in (".jsonl", ".ndjson", ".json"):
        return "jsonl"
    if suffix in (".csv", ".tsv"):
        return suffix[1:]
    try:
        with open(p, "rb") as f:
            head = f.read(4096).lstrip()
    except OSError as exc:
        raise DatasetError(f"cannot read dataset: {exc.strerror}", str(p)) from exc
    if head.startswith(b"{"):
        return "jsonl"
    raise DatasetError("unknown dataset format; use a .jsonl or .csv file", str(p))


def load_dataset(
    path: str | os.PathLike[str],
    *,
    mapping: Mapping[str, str] | None = None,
    required: Iterable[str] = ("output",),
    fmt: str | None = None,
    keep: Iterable[str] = (),
) -> Iterator[Record]:
    """Stream a JSONL or CSV dataset as ``(line, item | DatasetError)`` pairs.

    Args:
        path: the file.
        mapping: source column → field renames (applied before validation).
        required: fields every record must carry (a record without one is a per-line error;
            a CSV header without one is a file error).
        fmt: ``"jsonl"``, ``"csv"`` or ``"tsv"``; None detects it.
        keep: other fields to carry into each item as they are (e.g. a label field).

    Raises:
        DatasetError: the file as a whole is unusable (unreadable, unknown format, a CSV header
            missing a required column). Raised when the iterator is first advanced.
    """
    fmt = fmt or detect_format(path)
    if fmt == "jsonl":
        return load_jsonl(path, mapping=mapping, required=required, keep=keep)
    if fmt in ("csv", "tsv"):
        return load_csv(
            path,
            mapping=mapping,
            required=required,
            delimiter="\t" if fmt == "tsv" else ",",
            keep=keep,
        )
    raise ConfigError(f"unknown dataset format {fmt!r}; use jsonl or csv")


def load_jsonl(
    path: str | os.PathLike[str],
    *,
    mapping: Mapping[str, str] | None = None,
    required: Iterable[str] = ("output",),
    keep: Iterable[str] = (),
) -> Iterator[Record]:
    """Stream a JSONL dataset: one JSON object per line; blank lines are skipped."""
    name = os.fspath(path)
    required = tuple(required)
    kept = frozenset(keep)
    seen: dict[str, int] = {}
    with _open(name, "rb") as f:
        for line_no, raw in enumerate(f, start=1):
            try:
                text = raw.decode("utf-8-sig" if line_no == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                yield line_no, DatasetError(f"not UTF-8 text ({exc.reason})", name, line_no)
                continue
            if not text.strip():
                continue
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as exc:
                yield line_no, DatasetError(f"invalid JSON: {exc.msg}", name, line_no)
                continue
            if not isinstance(obj, dict):
                kind = type(obj).__name__
                yield line_no, DatasetError(f"expected a JSON object, got {kind}", name, line_no)
                continue
            yield line_no, _finish(obj, mapping, required, seen, name, line_no, kept)


def load_csv(
    path: str | os.PathLike[str],
    *,
    mapping: Mapping[str, str] | None = None,
    required: Iterable[str] = ("output",),
    delimiter: str = ",",
    keep: Iterable[str] = (),
) -> Iterator[Record]:
    """Stream a CSV dataset with a header row; JSON-looking cells are parsed as JSON.

    Line numbers are physical lines in the file (the header is line 1), so a multi-line quoted
    cell still reports the line its record starts on.
    """
    name = os.fspath(path)
    required = tuple(required)
    mapping = dict(mapping or {})
    kept = frozenset(keep)
    seen: dict[str, int] = {}
    # Cells can be long (whole documents); the default 128 KiB field limit is too small.
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
    # Undecodable bytes are carried as surrogates and reported on their own record: a strict
    # decoder fails on a whole read-ahead chunk, blaming the wrong line and ending the file there.
    with _open(name, "r", encoding="utf-8-sig", errors="surrogateescape", newline="") as f:
        reader = csv.reader(f, delimiter=delimiter)
        columns, fields = _csv_header(reader, name, mapping, required)
        prev_end = reader.line_num
        while True:
            start = prev_end + 1
            try:
                cells = next(reader)
            except StopIteration:
                return
            except (csv.Error, UnicodeDecodeError) as exc:
                prev_end = reader.line_num
                yield start, DatasetError(f"malformed CSV record: {exc}", name, start)
                continue
            prev_end = reader.line_num
            if not any(c.strip() for c in cells):
                continue
            yield start, _csv_record(cells, columns, fields, required, seen, name, start, kept)


def _csv_header(
    reader: Iterator[list[str]], name: str, mapping: Mapping[str, str], required: tuple[str, ...]
) -> tuple[list[str], list[str]]:
    """The CSV header's columns and the field each maps to.

    Raises:
        DatasetError: no header, a header that is not UTF-8, or a required column missing.
    """
    try:
        header = next(reader, None)
    except (csv.Error, UnicodeDecodeError) as exc:
        raise DatasetError(f"cannot read the CSV header: {exc}", name, 1) from exc
    if header is None:
        raise DatasetError("empty CSV file (no header row)", name, 1)
    if any(_not_utf8(h) for h in header):
        raise DatasetError("the CSV header is not UTF-8 text", name, 1)
    columns = [h.strip() for h in header]
    fields = [mapping.get(c, c) for c in columns]
    missing = [r for r in required if r not in fields]
    if missing:
        raise DatasetError(
            f"missing required column {', '.join(repr(m) for m in missing)} "
            f"(columns: {', '.join(columns)}); rename it or use --map COLUMN=FIELD",
            name,
            1,
        )
    return columns, fields


def _csv_record(
    cells: list[str],
    columns: list[str],
    fields: list[str],
    required: tuple[str, ...],
    seen: dict[str, int],
    name: str,
    line: int,
    kept: frozenset[str] = frozenset(),
) -> dict[str, Any] | DatasetError:
    """One CSV record's item, or the DatasetError that says what is wrong with it."""
    if any(_not_utf8(c) for c in cells):
        return DatasetError("not UTF-8 text", name, line)
    if len(cells) != len(columns):
        return DatasetError(f"expected {len(columns)} cells, found {len(cells)}", name, line)
    obj: dict[str, Any] = {}
    for col, field, cell in zip(columns, fields, cells):
        if col in kept:
            obj[col] = _kept_cell(cell)
        if field not in FIELDS:
            continue
        value, err = _cell(field, cell)
        if err:
            return DatasetError(f"column {col!r}: {err}", name, line)
        obj[field] = value
    # Mapping was applied to the header already; pass none so it is not applied twice.
    return _finish(obj, None, required, seen, name, line, kept)


def _kept_cell(cell: str) -> Any:
    """A kept CSV cell: None when empty, a JSON list or object when it holds one, else text."""
    stripped = cell.strip()
    if not stripped:
        return None
    if stripped[:1] in ("{", "["):
        try:
            return json.loads(stripped)
        except json.JSONDecodeError:
            return cell
    return stripped


def _open(name: str, mode: str, **kwargs: Any) -> IO[Any]:
    """Open a dataset file, turning OS errors into a DatasetError that names it."""
    try:
        return open(name, mode, **kwargs)
    except OSError as exc:
        raise DatasetError(f"cannot read dataset: {exc.strerror}", name) from exc


def _not_utf8(text: str) -> bool:
    """Whether text read with ``surrogateescape`` held bytes that are not UTF-8."""
    return _ESCAPED_BYTE.search(text) is not None


def _has_lone_surrogate(value: Any) -> bool:
    """Whether a string anywhere in a parsed JSON value holds a UTF-16 surrogate."""
    if isinstance(value, str):
        return _SURROGATE.search(value) is not None
    if isinstance(value, dict):
        return any(_has_lone_surrogate(k) or _has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(v) for v in value)
    return False


def _cell(field: str, cell: str) -> tuple[Any, str | None]:
    """A CSV cell's value: JSON when it looks like an object or list, else the text."""
    if field in ("id", "run_id"):
        return (cell.strip() or None), None
    if cell == "":
        return None, None
    stripped = cell.strip()
    if field in _JSON_CELLS and stripped[:1] in ("{", "["):
        try:
            return json.loads(stripped), None
        except json.JSONDecodeError as exc:
            if field in ("request_context", "additional_context"):
                return None, f"invalid JSON ({exc.msg})"
            return cell, None  # prose that happens to start with a bracket
    if field in ("request_context", "additional_context"):
        return None, "expected a JSON object"
    return cell, None


def _finish(
    obj: dict[str, Any],
    mapping: Mapping[str, str] | None,
    required: tuple[str, ...],
    seen: dict[str, int],
    name: str,
    line: int,
    kept: frozenset[str] = frozenset(),
) -> dict[str, Any] | DatasetError:
    """Apply the mapping, check required fields and ids, and fill in a default id."""
    item: dict[str, Any] = {}
    for key, value in obj.items():
        field = mapping.get(key, key) if mapping else key
        if field in FIELDS:
            item[field] = value
        if key in kept and key not in FIELDS:
            item[key] = value
    if _has_lone_surrogate(item):
        # JSON may escape one ("\\ud800"); such text cannot be encoded to reach a model or a file.
        return DatasetError("text holds a lone surrogate escape; not valid Unicode", name, line)
    missing = [r for r in required if item.get(r) is None]
    if missing:
        return DatasetError(
            f"missing required field {', '.join(repr(m) for m in missing)}", name, line
        )
    for ctx in ("request_context", "additional_context"):
        if item.get(ctx) is not None and not isinstance(item[ctx], dict):
            return DatasetError(
                f"{ctx!r} must be a JSON object, not {type(item[ctx]).__name__}", name, line
            )
    raw_id = item.get("id")
    if raw_id is None or raw_id == "":
        item["id"] = default_id(line)
    elif isinstance(raw_id, (dict, list, bool)):
        return DatasetError(f"'id' must be a string or number, not {raw_id!r}", name, line)
    else:
        item["id"] = str(raw_id)
    first = seen.get(item["id"])
    if first is not None:
        # Results and --resume are keyed by id, so a repeat would be skipped or double-counted.
        return DatasetError(f"duplicate id {item['id']!r} (first on line {first})", name, line)
    seen[item["id"]] = line
    return item


__all__ = [
    "FIELDS",
    "Record",
    "default_id",
    "detect_format",
    "load_csv",
    "load_dataset",
    "load_jsonl",
    "parse_mapping",
]
