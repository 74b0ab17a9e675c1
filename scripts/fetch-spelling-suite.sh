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
readonly SDIST="codespell-${VERSION}.tar.gz"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET="${LMCORE_SPELLING_SUITE:-$ROOT/.spelling-suite}"
STAMP="codespell==${VERSION} sha256=${SHA256}"

export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1

log() { printf '[fetch-spelling-suite] %s\n' "$*" >&2; }
die() { printf '[fetch-spelling-suite] error: %s\n' "$*" >&2; exit 1; }

if [[ -f "$TARGET/STAMP" && "$(cat "$TARGET/STAMP")" == "$STAMP" && -f "$TARGET/dictionary.txt" ]]; then
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

log "downloading ${SDIST} from PyPI"
python3 -m pip download --quiet --no-deps --no-binary :all: --dest "$work" "codespell==${VERSION}" \
    || die "pip could not download codespell==${VERSION}; check the network or PIP_INDEX_URL"
[[ -f "$work/$SDIST" ]] || die "pip did not produce $SDIST"

actual="$(sha256sum "$work/$SDIST" | cut -d' ' -f1)"
[[ "$actual" == "$SHA256" ]] || die "checksum mismatch for $SDIST: expected $SHA256, found $actual"

tar -xzf "$work/$SDIST" -C "$work" "codespell-${VERSION}/codespell_lib/data/dictionary.txt" \
    || die "the archive has no codespell_lib/data/dictionary.txt"

rm -rf "$TARGET.partial"
mkdir -p "$TARGET.partial"
cp "$work/codespell-${VERSION}/codespell_lib/data/dictionary.txt" "$TARGET.partial/"
printf '%s\n' "$STAMP" > "$TARGET.partial/STAMP"
rm -rf "$TARGET"
mv "$TARGET.partial" "$TARGET"
log "extracted codespell's dictionary.txt into $TARGET"
