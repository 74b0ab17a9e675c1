#!/usr/bin/env bash
# Fetches the official JSON Schema Test Suite (draft 2020-12) that ships inside the source
# distribution of jsonschema on PyPI, checks the archive's SHA-256, and extracts the suite's
# draft2020-12 tests into a git-ignored folder.
#
#   scripts/fetch-json-schema-suite.sh        # into <repo>/.json-schema-suite (idempotent)
#   LMCORE_JSON_SCHEMA_SUITE=/some/dir scripts/fetch-json-schema-suite.sh
#
# Result: <dir>/draft2020-12/*.json and <dir>/draft2020-12/optional/format/*.json (and the rest
# of the suite's draft2020-12 folder), plus <dir>/STAMP naming the version and checksum.
# A second run with a matching stamp exits at once. Needs: python3 with pip, tar.
set -euo pipefail

readonly VERSION="4.23.0"
readonly SHA256="d71497fef26351a33265337fa77ffeb82423f3ea21283cd9467bb03999266bc4"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/fetch-sdist-part.sh
source "$ROOT/scripts/lib/fetch-sdist-part.sh"
fetch_sdist_part fetch-json-schema-suite jsonschema "$VERSION" "$SHA256" json/tests/draft2020-12 "${LMCORE_JSON_SCHEMA_SUITE:-$ROOT/.json-schema-suite}"
