#!/usr/bin/env bash
# The whole test suite, as CI runs it: builds with zero warnings allowed, then runs every test.
# Usage: scripts/test.sh [extra swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
    echo "test.sh: the build printed warnings; LMCore builds with zero warnings." >&2
    exit 1
fi
swift test --skip-build "$@"
