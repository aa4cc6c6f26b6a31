"""Results JSONL: one row per item and scorer, written as it goes and read back for --resume.

A row has exactly the keys ``id``, ``scorer``, ``score``, ``passed``, ``reason``, ``details``,
``trace`` and ``error``. ``details`` carries the rest: ``error_kind`` (``input`` | ``judge`` |
``target``), ``confidence``, ``scale``, ``line`` (dataset line), ``run_id`` and the step results.
Each row is flushed and fsynced before the next item is scored, so a crash loses at most the
row being written, and a torn last line is dropped when the file is read back.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from types import TracebackType
from typing import Any

from pydantic import BaseModel

from localjudge.errors import ConfigError
from localjudge.types import ScorerResult

ROW_KEYS = ("id", "scorer", "score", "passed", "reason", "details", "trace", "error")


def _plain(value: Any) -> Any:
    """Pydantic models (and containers of them) as plain JSON values."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def result_row(
    item_id: str,
    result: ScorerResult,
    *,
    passed: bool | None,
    error_kind: str | None = None,
    scale: float = 1.0,
    line: int | None = None,
) -> dict[str, Any]:
    """The results-file row for one (item, scorer) outcome."""
    details: dict[str, Any] = {
        "error_kind": error_kind,
        "confidence": result.confidence,
        "scale": scale,
        "line": line,
        "run_id": result.run_id,
        "preprocess_step_result": _plain(result.preprocess_step_result),
        "analyze_step_result": _plain(result.analyze_step_result),
    }
    return {
        "id": item_id,
        "scorer": result.scorer,
        "score": result.score,
        "passed": passed,
        "reason": result.reason,
        "details": details,
        "trace": result.trace.model_dump(mode="json") if result.trace else None,
        "error": result.error,
    }


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

    def write(self, row: dict[str, Any]) -> None:
        """Write one row durably, or not at all.

        Raises:
            ConfigError: the row could not be written (e.g. no space left on the device).
        """
        data = memoryview((json.dumps(row, ensure_ascii=False, default=str) + "\n").encode())
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


def read_results(path: str | os.PathLike[str]) -> tuple[list[dict[str, Any]], int]:
    """Read a results file back, skipping lines that are not complete rows.

    Returns:
        ``(rows, skipped)``: the complete rows in file order and how many lines were dropped
        (a torn last line after a crash, or foreign text).

    Raises:
        ConfigError: the file exists but cannot be read.
    """
    p = Path(path)
    rows: list[dict[str, Any]] = []
    skipped = 0
    try:
        with open(p, encoding="utf-8", errors="replace") as f:
            for line in f:
                if not line.strip():
                    continue
                if not line.endswith("\n"):
                    skipped += 1  # torn write: the process died mid-row
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    skipped += 1
                    continue
                if isinstance(row, dict) and "id" in row and "scorer" in row:
                    rows.append(row)
                else:
                    skipped += 1
    except FileNotFoundError:
        return [], 0
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read results: {exc.strerror}") from exc
    return rows, skipped


def rewrite_results(path: str | os.PathLike[str], rows: list[dict[str, Any]]) -> None:
    """Replace a results file with ``rows`` atomically (drops a torn tail before appending)."""
    from localjudge.reports._files import write_atomic

    write_atomic(path, "".join(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in rows))


__all__ = ["ROW_KEYS", "ResultsWriter", "read_results", "result_row", "rewrite_results"]
