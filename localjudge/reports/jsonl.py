"""Results JSONL: one row per ScoreRecord, written durably as it goes and read back for resume.

A row has exactly the keys ``id``, ``scorer``, ``score``, ``passed``, ``reason``, ``details``,
``trace`` and ``error``. ``details`` carries the rest of the record: ``error_kind`` (``input`` |
``judge`` | ``target``), ``confidence``, ``scale``, ``line`` (dataset line), ``run_id`` and the
step results. Each row is flushed and fsynced before the next item is scored, so a crash loses
at most the row being written, and a torn last line is dropped when the file is read back.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import TracebackType
from typing import Any

from localjudge.errors import ConfigError
from localjudge.reports._files import write_atomic
from localjudge.types import ScoreRecord

ROW_KEYS = ("id", "scorer", "score", "passed", "reason", "details", "trace", "error")
"""The keys of a results row, in file order (SPEC §5)."""

# Record fields kept inside a row's ``details``, beside the step results.
_DETAIL_FIELDS = ("error_kind", "confidence", "scale", "line", "run_id", "label")


def record_row(record: ScoreRecord) -> dict[str, Any]:
    """The results-file row of a record."""
    # An unlabelled record's row carries no label key (most runs have no labels).
    details = {
        key: getattr(record, key)
        for key in _DETAIL_FIELDS
        if key != "label" or record.label is not None
    }
    details.update(record.details)
    return {
        "id": record.id,
        "scorer": record.scorer,
        "score": record.score,
        "passed": record.passed,
        "reason": record.reason,
        "details": details,
        "trace": record.trace.model_dump(mode="json") if record.trace else None,
        "error": record.error,
    }


def row_record(row: Mapping[str, Any]) -> ScoreRecord:
    """The record a results-file row holds (rows written by earlier versions included).

    Raises:
        ValueError: the row does not hold a valid record (a pydantic ``ValidationError``).
    """
    details = dict(row.get("details") or {})
    popped = {key: details.pop(key, None) for key in _DETAIL_FIELDS}
    fields = {key: value for key, value in popped.items() if value is not None}
    return ScoreRecord(
        id=str(row["id"]),
        scorer=str(row["scorer"]),
        score=row.get("score"),
        passed=row.get("passed"),
        reason=row.get("reason"),
        error=row.get("error"),
        details=details,
        trace=row.get("trace"),
        **fields,
    )


class ResultsWriter:
    """Appends rows to a results file, flushing and fsyncing each one.

    A row is written whole or not at all: when a write fails (a full disk), the file is cut
    back to the end of the last whole row and a ``ConfigError`` says why, so the rows already
    scored stay readable and ``--resume`` can continue from them.

    Args:
        path: the results file (its folder is created).
        append: keep existing rows (``--resume``) instead of starting the file afresh.
    """

    def __init__(self, path: str | os.PathLike[str], *, append: bool = False) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Unbuffered: nothing is left in a buffer to fail again (or land torn) at close.
            # Held open for the whole run (closed by close() / the context manager).
            self._f = open(self.path, "ab" if append else "wb", buffering=0)  # noqa: SIM115
            self._size = os.fstat(self._f.fileno()).st_size
        except OSError as exc:
            raise ConfigError(f"{self.path}: cannot write results: {exc.strerror}") from exc
        self.rows_written = 0

    def write(self, record: ScoreRecord) -> None:
        """Write one record's row durably, or not at all.

        Raises:
            ConfigError: the row could not be written (e.g. no space left on the device).
        """
        data = memoryview(_line(record).encode())
        try:
            while data:
                n = self._f.write(data)
                data = data[n or 0 :]
            os.fsync(self._f.fileno())
        except OSError as exc:
            # Drop the torn row; if even that fails, the reader drops a torn last line anyway.
            with contextlib.suppress(OSError):
                os.ftruncate(self._f.fileno(), self._size)
            raise ConfigError(
                f"{self.path}: cannot write results: {exc.strerror}; "
                f"{self.rows_written} row(s) written this run are kept"
            ) from exc
        self._size = os.fstat(self._f.fileno()).st_size
        self.rows_written += 1

    def close(self) -> None:
        """Close the file."""
        self._f.close()

    def __enter__(self) -> ResultsWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def read_results(path: str | os.PathLike[str]) -> tuple[list[ScoreRecord], int]:
    """Read a results file back, skipping lines that are not complete rows.

    Returns:
        ``(records, skipped)``: the complete rows' records in file order and how many lines
        were dropped (a torn last line after a crash, or foreign text). A missing file is
        ``([], 0)``.

    Raises:
        ConfigError: the file exists but cannot be read.
    """
    p = Path(path)
    records: list[ScoreRecord] = []
    skipped = 0
    try:
        with open(p, encoding="utf-8", errors="replace") as f:
            for line in f:
                if not line.strip():
                    continue
                if not line.endswith("\n"):
                    skipped += 1  # torn write: the process died mid-row
                    continue
                record = _parse(line)
                if record is None:
                    skipped += 1
                else:
                    records.append(record)
    except FileNotFoundError:
        return [], 0
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read results: {exc.strerror}") from exc
    return records, skipped


def _parse(line: str) -> ScoreRecord | None:
    """A line's record, or None when it is not a complete results row."""
    try:
        row = json.loads(line)
    except json.JSONDecodeError:
        return None
    if not (isinstance(row, dict) and "id" in row and "scorer" in row):
        return None
    try:
        return row_record(row)
    except (TypeError, ValueError):  # pydantic's ValidationError is a ValueError
        return None


def _line(record: ScoreRecord) -> str:
    return json.dumps(record_row(record), ensure_ascii=False, default=str) + "\n"


def rewrite_results(path: str | os.PathLike[str], records: Iterable[ScoreRecord]) -> None:
    """Replace a results file with ``records`` atomically (drops a torn tail before appending)."""
    write_atomic(path, "".join(_line(r) for r in records))


__all__ = [
    "ROW_KEYS",
    "ResultsWriter",
    "read_results",
    "record_row",
    "rewrite_results",
    "row_record",
]
