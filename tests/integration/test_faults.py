"""Broken and hostile model files: each fails with a clear LocalJudgeError, never a crash."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from localjudge import load_judge
from localjudge.cli import cli
from localjudge.errors import ChecksumError, ModelLoadError, TemplateError
from localjudge.judges.llama import LlamaJudge

pytestmark = pytest.mark.model


def _load_in_subprocess(path: Path) -> subprocess.CompletedProcess[str]:
    """Load a model in a child process, so a native crash fails the test instead of pytest."""
    code = (
        "import sys\n"
        "from localjudge.errors import LocalJudgeError\n"
        "from localjudge.judges.llama import LlamaJudge\n"
        "try:\n"
        "    LlamaJudge(sys.argv[1]).load()\n"
        "except LocalJudgeError as exc:\n"
        "    print(type(exc).__name__ + ': ' + str(exc))\n"
        "    sys.exit(7)\n"
        "print('loaded')\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=300
    )


def test_bad_magic(tmp_path: Path, default_model_path: Path) -> None:
    bad = tmp_path / "bad.gguf"
    with open(default_model_path, "rb") as f:
        bad.write_bytes(b"GGML" + f.read(1 << 16)[4:])
    with pytest.raises(ModelLoadError, match="not a GGUF model file") as info:
        LlamaJudge(bad)
    assert str(bad) in str(info.value)


def test_empty_and_missing_files(tmp_path: Path) -> None:
    empty = tmp_path / "empty.gguf"
    empty.write_bytes(b"")
    with pytest.raises(ModelLoadError, match="not a GGUF model file"):
        LlamaJudge(empty)
    with pytest.raises(ModelLoadError, match="does not exist"):
        LlamaJudge(tmp_path / "missing.gguf")
    with pytest.raises(ModelLoadError, match="cannot read"):
        LlamaJudge(tmp_path)  # a directory


def test_truncated_gguf(tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType) -> None:
    cut = tmp_path / "truncated.gguf"
    gguf_tools.truncate_copy(default_model_path, cut, 1 / 3)
    proc = _load_in_subprocess(cut)
    assert proc.returncode == 7, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert proc.stdout.startswith("ModelLoadError: ")
    assert "truncated, corrupt" in proc.stdout and "localjudge models verify" in proc.stdout
    with pytest.raises(ModelLoadError, match="could not load this model"):
        LlamaJudge(cut).load()


def test_truncated_inside_header(tmp_path: Path, default_model_path: Path) -> None:
    cut = tmp_path / "header.gguf"
    with open(default_model_path, "rb") as f:
        cut.write_bytes(f.read(4096))  # ends inside the tokenizer metadata
    proc = _load_in_subprocess(cut)
    assert proc.returncode == 7, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert proc.stdout.startswith("ModelLoadError: ")


def test_unknown_architecture(
    tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType
) -> None:
    odd = tmp_path / "odd-arch.gguf"
    gguf_tools.write_gguf(default_model_path, odd, {"general.architecture": "notanarch"})
    header = gguf_tools.read_header(odd)
    assert header.get("general.architecture") == "notanarch"
    assert header.data_offset % header.alignment == 0
    proc = _load_in_subprocess(odd)
    assert proc.returncode == 7, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert proc.stdout.startswith("ModelLoadError: ")
    assert "architecture" in proc.stdout


def test_rewritten_header_still_loads(
    tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType, judge: LlamaJudge
) -> None:
    """Control for the crafted files above: the rewriter itself keeps a model usable."""
    renamed = tmp_path / "renamed.gguf"
    gguf_tools.write_gguf(
        default_model_path, renamed, {"general.name": "a longer name that shifts every offset"}
    )
    j = LlamaJudge(renamed, n_threads=judge.n_threads).load()
    try:
        msgs = [{"role": "user", "content": "hello"}]
        assert j.tokenize_prompt(msgs) == judge.tokenize_prompt(msgs)
        assert j._llm.metadata["general.name"] == "a longer name that shifts every offset"
    finally:
        j.close()


@pytest.mark.parametrize(
    "template",
    [
        "{{ cycler.__init__.__globals__.os.popen('touch MARKER').read() }}",
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        "{% if messages %}{{ joiner.__init__.__globals__['os'].system('touch MARKER') }}"
        "{% endif %}",
        "{{ ''.__class__ }}{% for m in messages %}{{ m['content'] }}{% endfor %}",
    ],
)
def test_chat_template_that_executes_code_is_refused(
    tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType, template: str
) -> None:
    marker = tmp_path / "pwned"
    evil = tmp_path / "evil.gguf"
    gguf_tools.write_gguf(
        default_model_path,
        evil,
        {"tokenizer.chat_template": template.replace("MARKER", str(marker))},
    )
    j = LlamaJudge(evil)
    with pytest.raises(TemplateError, match="sandbox forbids"):
        j.load()
    assert j._llm is None  # refused at load, before any prompt is rendered
    assert not marker.exists()  # the command never ran
    with pytest.raises(TemplateError):
        j.tokenize_prompt([{"role": "user", "content": "hi"}])
    assert not marker.exists()


def test_chat_template_override_replaces_a_hostile_one(
    tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType
) -> None:
    evil = tmp_path / "evil.gguf"
    gguf_tools.write_gguf(
        default_model_path, evil, {"tokenizer.chat_template": "{{ ''.__class__ }}"}
    )
    safe = (
        "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
        "{% endfor %}"
    )
    j = LlamaJudge(evil, chat_template=safe).load()
    try:
        assert (
            j.render_prompt([{"role": "user", "content": "hi"}])
            == "<|im_start|>user\nhi<|im_end|>\n"
        )
    finally:
        j.close()


def test_sha256_mismatch_on_a_tampered_registered_copy(
    tmp_path: Path, default_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOCALJUDGE_MODELS_DIR", str(tmp_path / "models"))
    copy = tmp_path / "copy.gguf"
    shutil.copyfile(default_model_path, copy)
    runner = CliRunner()
    res = runner.invoke(cli, ["models", "add", str(copy), "--name", "mine"])
    assert res.exit_code == 0, res.output
    res = runner.invoke(cli, ["models", "verify", "mine"])
    assert res.exit_code == 0 and res.output.startswith("ok")
    # flip one byte deep in the tensor data, keeping size (and so the memo key) unchanged
    with open(copy, "r+b") as f:
        f.seek(copy.stat().st_size // 2)
        b = f.read(1)
        f.seek(-1, 1)
        f.write(bytes([b[0] ^ 0xFF]))
    res = runner.invoke(cli, ["models", "verify", "mine"])
    assert res.exit_code == 2
    assert "FAIL mine" in res.output and "does not match the catalog" in res.output
    with pytest.raises(ChecksumError):
        load_judge("mine", cache=False, verify=True)


def test_check_reads_the_header_only(
    tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType
) -> None:
    """``check()`` finds what a header can show, loading no weights; the rest waits for load."""
    cut = tmp_path / "truncated.gguf"
    gguf_tools.truncate_copy(default_model_path, cut, 1 / 3)
    with pytest.raises(ModelLoadError, match="truncated or corrupt") as info:
        LlamaJudge(cut).check()
    assert "localjudge models verify" in str(info.value)
    head = tmp_path / "header.gguf"
    with open(default_model_path, "rb") as f:
        head.write_bytes(f.read(4096))
    with pytest.raises(ModelLoadError, match="GGUF header is truncated"):
        LlamaJudge(head).check()
    evil = tmp_path / "evil.gguf"
    gguf_tools.write_gguf(
        default_model_path, evil, {"tokenizer.chat_template": "{{ ''.__class__ }}"}
    )
    j = LlamaJudge(evil)
    with pytest.raises(TemplateError, match="sandbox forbids"):
        j.check()
    assert j._llm is None
    odd = tmp_path / "odd-arch.gguf"
    gguf_tools.write_gguf(default_model_path, odd, {"general.architecture": "notanarch"})
    j = LlamaJudge(odd).check()  # only llama.cpp knows which architectures it supports
    assert j._llm is None
    with pytest.raises(ModelLoadError, match="could not load this model"):
        j.load()


def _score_cli(tmp_path: Path, model: Path, out: Path) -> subprocess.CompletedProcess[str]:
    """``localjudge score`` in a child process (a native crash must fail the test, not pytest)."""
    data = tmp_path / "d.jsonl"
    data.write_text('{"id": "a", "output": "Hello!", "rubric": "- Greets"}\n', encoding="utf-8")
    args = ["score", str(data), "--scorer", "rubric", "--model", str(model), "--out", str(out)]
    args += ["--cache-dir", str(tmp_path / "cache")]
    code = "import sys\nfrom localjudge.cli import main\nsys.argv[0] = 'localjudge'\nmain()\n"
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=300
    )


def test_cli_reports_an_unusable_model_in_one_line_with_exit_2(
    tmp_path: Path, default_model_path: Path, gguf_tools: ModuleType
) -> None:
    out = tmp_path / "r.jsonl"
    out.write_text("earlier results\n")
    cut = tmp_path / "truncated.gguf"
    gguf_tools.truncate_copy(default_model_path, cut, 1 / 3)
    proc = _score_cli(tmp_path, cut, out)
    assert proc.returncode == 2, (proc.stdout, proc.stderr[-2000:])
    assert proc.stderr.startswith(f"localjudge: error: {cut}: the model file is truncated")
    assert out.read_text() == "earlier results\n"  # found up front, before any writing
    # An unknown architecture is found when the weights load, at the first cache miss.
    odd = tmp_path / "odd-arch.gguf"
    gguf_tools.write_gguf(default_model_path, odd, {"general.architecture": "notanarch"})
    proc = _score_cli(tmp_path, odd, out)
    assert proc.returncode == 2, (proc.stdout, proc.stderr[-2000:])
    lines = proc.stderr.splitlines()
    assert lines[-1].startswith(f"localjudge: error: {odd}: llama.cpp could not load this model")
    assert "architecture" in lines[-1] and "Traceback" not in proc.stderr
