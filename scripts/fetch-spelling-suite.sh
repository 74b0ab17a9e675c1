#!/usr/bin/env bash
# Fetches codespell's list of common misspellings (`codespell_lib/data/dictionary.txt`, lines
# `typo->correction` or `typo->one, other,`) that ships inside the source distribution of codespell
# on PyPI, checks the archive's SHA-256, and extracts that one file into a git-ignored folder.
# lmbench eval reads it as a blind check of single-word correction; it is never committed.
#
#   scripts/fetch-spelling-suite.sh        # into <repo>/.spelling-suite (idempotent)
#   LMCORE_SPELLING_SUITE=/some/dir scripts/fetch-spelling-suite.sh
#
# Result: <dir>/dictionary.txt (about 65,000 entries), plus <dir>/STAMP naming the version and
# checksum. A second run with a matching stamp exits at once. Needs: python3 with pip, tar.
#
# License: codespell is GPL-2.0; its dictionary files are derivative works of English Wikipedia,
# CC BY-SA 3.0 (see the README in the archive). LMCore only reads the file at evaluation time.
set -euo pipefail

readonly VERSION="2.4.3"
readonly SHA256="cbe085e331227b37bb86ef8bddd08dc768c704ee9a07ca869852c093fa2793e2"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/fetch-sdist-part.sh
source "$ROOT/scripts/lib/fetch-sdist-part.sh"
fetch_sdist_part fetch-spelling-suite codespell "$VERSION" "$SHA256" codespell_lib/data/dictionary.txt "${LMCORE_SPELLING_SUITE:-$ROOT/.spelling-suite}"
