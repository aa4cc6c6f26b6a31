"""No network: importing, loading the judge and embedder, judging and embedding open no socket."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = [pytest.mark.model, pytest.mark.slow]

# Runs in a fresh interpreter so that nothing imported earlier in the test session can hide a
# connection made at import time. The audit wraps every way Python opens a connection.
AUDIT = textwrap.dedent(
    """
    import json, socket, sys
    attempts = []

    def refuse(kind):
        def blocked(*args, **kwargs):
            attempts.append(f"{kind} {args[1:] if kind.startswith('socket.') else args}")
            raise OSError(f"network disabled by test: {kind}")
        return blocked

    socket.socket.connect = refuse("socket.connect")
    socket.socket.connect_ex = refuse("socket.connect_ex")
    socket.socket.sendto = refuse("socket.sendto")
    socket.create_connection = refuse("create_connection")
    real_getaddrinfo = socket.getaddrinfo
    socket.getaddrinfo = refuse("getaddrinfo")

    steps = []
    import localjudge as lj
    steps.append("import")
    from pydantic import BaseModel, Field

    class Verdict(BaseModel):
        reasoning: str = Field(max_length=40)
        satisfied: bool

    judge = lj.load_judge(cache=False)
    gen = judge.generate([{"role": "user", "content": "Is the sky blue?"}], Verdict)
    steps.append("verdict")
    emb = lj.load_embedder()
    vec = emb.embed(["the sky is blue"])
    steps.append("embedding")
    print("RESULT " + json.dumps({
        "attempts": attempts,
        "steps": steps,
        "satisfied": gen.parsed.satisfied,
        "dim": int(vec.shape[1]),
        "hf_offline": __import__("os").environ.get("HF_HUB_OFFLINE"),
    }))
    """
)


def test_no_socket_is_opened() -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE")
    }
    proc = subprocess.run(
        [sys.executable, "-c", AUDIT], capture_output=True, text=True, env=env, timeout=600
    )
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")]
    assert proc.returncode == 0 and lines, (proc.stdout[-2000:], proc.stderr[-4000:])
    result = json.loads(lines[-1][len("RESULT ") :])
    assert result["steps"] == ["import", "verdict", "embedding"]
    assert result["attempts"] == []
    assert result["dim"] == 384
    assert result["hf_offline"] == "1"  # the loader forced the hub offline
