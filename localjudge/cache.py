"""The on-disk verdict cache: one SQLite file, keyed by everything that affects a verdict.

The key hashes the model's sha256, the engine and prompt-template versions, the grammar, the
sampler settings, the token cap and the full rendered prompt; a hit replays the stored
generation without touching the model. SQLite's locking (WAL mode, a busy timeout) keeps
concurrent runs from corrupting the file.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from localjudge.errors import ConfigError

# How long opening the cache waits on another process's lock (SQLite's busy timeout, seconds).
_OPEN_TIMEOUT_S = 60.0


class VerdictCache:
    """A persistent map from verdict keys to generations.

    Args:
        path: a directory (the file ``verdicts.sqlite`` is made in it) or a ``.sqlite`` file.
    """

    def __init__(self, path: str | Path) -> None:
        p = Path(path)
        if p.suffix != ".sqlite":
            p = p / "verdicts.sqlite"
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ConfigError(f"{p.parent}: cannot create the cache directory: {exc}") from exc
        self.path = p
        self._local = threading.local()
        self.hits = 0
        self.misses = 0
        with self._conn() as conn:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS verdicts "
                "(key TEXT PRIMARY KEY, value TEXT NOT NULL, created REAL NOT NULL)"
            )

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            try:
                conn = self._open()
            except sqlite3.Error as exc:
                raise ConfigError(f"{self.path}: cannot open the verdict cache: {exc}") from exc
            self._local.conn = conn
        return conn

    def _open(self) -> sqlite3.Connection:
        # Switching a new file to WAL takes a lock that SQLite's busy timeout does not wait for:
        # a process that opens the file while another switches it gets "database is locked" at
        # once, so the switch is tried again for as long as the busy timeout would wait.
        deadline = time.monotonic() + _OPEN_TIMEOUT_S
        while True:
            conn = sqlite3.connect(self.path, timeout=_OPEN_TIMEOUT_S)
            try:
                conn.execute("PRAGMA journal_mode=WAL")
                return conn
            except sqlite3.OperationalError as exc:
                conn.close()
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
            time.sleep(0.05)

    @staticmethod
    def key(**parts: Any) -> str:
        """A stable key for the given verdict inputs."""
        blob = json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    def get(self, key: str) -> dict[str, Any] | None:
        """The stored generation for ``key``, or None."""
        row = self._conn().execute("SELECT value FROM verdicts WHERE key = ?", (key,)).fetchone()
        if row is None:
            self.misses += 1
            return None
        self.hits += 1
        value: dict[str, Any] = json.loads(row[0])
        return value

    def put(self, key: str, value: dict[str, Any]) -> None:
        """Store a generation (last write wins; writes are atomic)."""
        conn = self._conn()
        with conn:
            conn.execute(
                "INSERT OR REPLACE INTO verdicts (key, value, created) VALUES (?, ?, ?)",
                (key, json.dumps(value, ensure_ascii=False), time.time()),
            )

    def __len__(self) -> int:
        return int(self._conn().execute("SELECT COUNT(*) FROM verdicts").fetchone()[0])

    def clear(self) -> None:
        """Delete every stored verdict."""
        conn = self._conn()
        with conn:
            conn.execute("DELETE FROM verdicts")


def default_cache() -> VerdictCache:
    """The cache under the user's cache directory (``LOCALJUDGE_CACHE_DIR`` overrides)."""
    from localjudge.catalog import cache_dir

    return VerdictCache(cache_dir())
