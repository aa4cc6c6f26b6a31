"""The verdict cache: stable keys, round trips, and concurrent writers that never corrupt it."""

from __future__ import annotations

import multiprocessing
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from localjudge.cache import VerdictCache, default_cache
from localjudge.errors import ConfigError

PARTS: dict[str, Any] = {
    "model_sha256": "ab" * 32,
    "template_version": "rubric-1",
    "grammar": "root ::= r0\n",
    "sampler": {"temperature": 0.0, "seed": 0},
    "prompt": "<|im_start|>user\nhé<|im_end|>",
    "max_tokens": None,
}


def test_key_is_stable_and_order_independent() -> None:
    k = VerdictCache.key(**PARTS)
    assert len(k) == 64 and int(k, 16) >= 0
    assert VerdictCache.key(**dict(reversed(list(PARTS.items())))) == k
    sampler_reordered = {**PARTS, "sampler": {"seed": 0, "temperature": 0.0}}
    assert VerdictCache.key(**sampler_reordered) == k
    # stable across processes (no hash randomisation involved)
    code = (
        "from localjudge.cache import VerdictCache; import json, sys; "
        "print(VerdictCache.key(**json.loads(sys.argv[1])))"
    )
    import json

    out = subprocess.run(
        [sys.executable, "-c", code, json.dumps(PARTS)], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == k


@pytest.mark.parametrize(
    "change",
    [
        {"model_sha256": "cd" * 32},
        {"template_version": "rubric-2"},
        {"grammar": "root ::= r1\n"},
        {"sampler": {"temperature": 0.5, "seed": 0}},
        {"sampler": {"temperature": 0.0, "seed": 1}},
        {"prompt": "<|im_start|>user\nhe<|im_end|>"},
        {"max_tokens": 64},
    ],
)
def test_every_part_changes_the_key(change: dict[str, Any]) -> None:
    assert VerdictCache.key(**{**PARTS, **change}) != VerdictCache.key(**PARTS)


def test_put_get_roundtrip_and_counts(tmp_path: Path) -> None:
    cache = VerdictCache(tmp_path)
    assert cache.path == tmp_path / "verdicts.sqlite"
    key = VerdictCache.key(**PARTS)
    assert cache.get(key) is None
    value = {"text": '{"a": "é"}', "value": {"a": "é"}, "choices": [], "seconds": 0.5}
    cache.put(key, value)
    assert cache.get(key) == value
    assert (cache.hits, cache.misses) == (1, 1)
    assert len(cache) == 1
    cache.put(key, {**value, "seconds": 1.0})  # last write wins, no duplicate row
    assert len(cache) == 1 and cache.get(key)["seconds"] == 1.0  # type: ignore[index]
    # persisted: a second instance on the same file sees it
    assert VerdictCache(tmp_path / "verdicts.sqlite").get(key) is not None
    cache.clear()
    assert len(cache) == 0


def test_default_cache_uses_env_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(tmp_path / "c"))
    assert default_cache().path == tmp_path / "c" / "verdicts.sqlite"


def test_unusable_cache_dir_is_a_config_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ConfigError, match="cache"):
        VerdictCache(blocker / "sub")


def _writer(path: str, worker: int, n: int) -> None:
    cache = VerdictCache(path)
    for i in range(n):
        key = VerdictCache.key(worker=worker, i=i)
        cache.put(key, {"worker": worker, "i": i, "pad": "x" * 500})
        # read-your-writes and reads of others' rows interleaved with writing
        assert cache.get(key) == {"worker": worker, "i": i, "pad": "x" * 500}
        cache.get(VerdictCache.key(worker=(worker + 1) % 4, i=i))


def _check_complete(path: Path, workers: int, n: int) -> None:
    cache = VerdictCache(path)
    assert len(cache) == workers * n
    for w in range(workers):
        for i in range(n):
            assert cache.get(VerdictCache.key(worker=w, i=i)) == {
                "worker": w,
                "i": i,
                "pad": "x" * 500,
            }
    conn = sqlite3.connect(path / "verdicts.sqlite")
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_concurrent_processes_do_not_corrupt(tmp_path: Path) -> None:
    workers, n = 4, 40
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(tmp_path), w, n)) for w in range(workers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
    assert [p.exitcode for p in procs] == [0] * workers
    _check_complete(tmp_path, workers, n)


def test_concurrent_threads_share_one_instance(tmp_path: Path) -> None:
    workers, n = 4, 40
    cache = VerdictCache(tmp_path)
    errors: list[BaseException] = []

    def run(worker: int) -> None:
        try:
            for i in range(n):
                key = VerdictCache.key(worker=worker, i=i)
                cache.put(key, {"worker": worker, "i": i, "pad": "x" * 500})
                assert cache.get(key) is not None
        except BaseException as exc:  # surfaced below; a thread cannot fail the test itself
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(w,)) for w in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    _check_complete(tmp_path, workers, n)


class _LockedOnce:
    """A connection whose first switch to WAL finds the file locked, as when another process is
    switching it at the same moment."""

    failed = False

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        if sql.startswith("PRAGMA journal_mode") and not _LockedOnce.failed:
            _LockedOnce.failed = True
            raise sqlite3.OperationalError("database is locked")
        return self._conn.execute(sql, *args)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> sqlite3.Connection:
        return self._conn.__enter__()

    def __exit__(self, *exc: object) -> None:
        self._conn.__exit__(*exc)


def test_a_cache_locked_while_another_process_switches_it_to_wal_is_opened_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = sqlite3.connect
    monkeypatch.setattr(_LockedOnce, "failed", False)
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: _LockedOnce(real(*a, **k)))
    cache = VerdictCache(tmp_path)
    cache.put("k", {"text": "yes"})
    assert _LockedOnce.failed and cache.get("k") == {"text": "yes"}
