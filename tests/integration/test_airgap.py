"""Air-gap proof: ``localjudge score`` runs end to end in a network namespace with no network.

Each scorer (rubric, then answer similarity with its embedder) scores a few example items with
the default models inside ``unshare -n``: a fresh network namespace whose only interface is a
loopback that is down, so no connection of any kind can leave the process. The child's
environment has every Hugging Face / transformers offline switch removed, so the run proves that
localjudge forces offline mode itself rather than relying on the caller's environment.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.model, pytest.mark.slow]

REPO_ROOT = Path(__file__).resolve().parents[2]
LOCALJUDGE = Path(sys.executable).parent / "localjudge"
# Variables that would make a library offline on the caller's behalf: removed from the child.
_OFFLINE_PREFIXES = ("HF_", "TRANSFORMERS_", "SENTENCE_TRANSFORMERS_", "HUGGINGFACE_")
_PROXY_VARS = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")

NO_NETWORK_PROBE = """
import socket
for host in ("1.1.1.1", "huggingface.co"):
    try:
        socket.create_connection((host, 443), timeout=3).close()
    except OSError as exc:
        print("blocked", host, type(exc).__name__)
    else:
        print("CONNECTED", host)
"""


def _child_env() -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.upper().startswith(_OFFLINE_PREFIXES) and k.lower() not in _PROXY_VARS
    }
    env.pop("LOCALJUDGE_CACHE_DIR", None)  # the run gets its own --cache-dir
    return env


def _unshare_net(*cmd: str, timeout: int = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["unshare", "-n", "--", *cmd],
        capture_output=True,
        text=True,
        env=_child_env(),
        timeout=timeout,
        cwd=REPO_ROOT,
    )


@pytest.fixture(scope="module")
def airgap() -> None:
    """Skip (with the reason) where a network namespace cannot be made; prove it has no network."""
    if shutil.which("unshare") is None:
        pytest.skip("unshare(1) is not installed")
    probe = _unshare_net(sys.executable, "-c", NO_NETWORK_PROBE, timeout=60)
    if probe.returncode != 0:
        err = probe.stderr.strip().splitlines()[-1:] or ["?"]
        if "permission" in err[0].lower() or "not permitted" in err[0].lower():
            pytest.skip(f"cannot create a network namespace here: {err[0]}")
        pytest.fail(f"unshare -n failed: {probe.stderr}")
    lines = probe.stdout.split("\n")
    assert sum(line.startswith("blocked") for line in lines) == 2, probe.stdout


def _first_items(name: str, n: int) -> list[dict[str, object]]:
    lines = (REPO_ROOT / "examples" / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()][:n]


@pytest.mark.usefixtures("airgap")
@pytest.mark.parametrize(
    ("scorer", "examples", "n"),
    [("rubric", "rubric.jsonl", 3), ("similarity", "similarity.jsonl", 3)],
)
def test_score_runs_with_no_network(tmp_path: Path, scorer: str, examples: str, n: int) -> None:
    items = _first_items(examples, n)
    data = tmp_path / "data.jsonl"
    data.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
    out, html = tmp_path / "out" / "results.jsonl", tmp_path / "out" / "report.html"
    cache = tmp_path / "cache"
    proc = _unshare_net(
        str(LOCALJUDGE), "score", str(data), "--scorer", scorer,
        "--out", str(out), "--html", str(html), "--cache-dir", str(cache),
        "--max-judge-errors", "0",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in rows] == [i["id"] for i in items]
    for r in rows:
        assert r["error"] is None and r["score"] is not None, r
        assert r["trace"]["model"], r["trace"]
    assert sum(r["trace"]["judge_calls"] for r in rows) > 0  # the judge really ran, offline
    if scorer == "similarity":
        assert all(r["trace"]["embedder"] for r in rows)
    assert html.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")
    assert any(cache.rglob("*")), "verdicts were cached under --cache-dir"
