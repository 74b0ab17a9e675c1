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
readonly SDIST="jsonschema-${VERSION}.tar.gz"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET="${LMCORE_JSON_SCHEMA_SUITE:-$ROOT/.json-schema-suite}"
STAMP="jsonschema==${VERSION} sha256=${SHA256}"

export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1

log() { printf '[fetch-json-schema-suite] %s\n' "$*" >&2; }
die() { printf '[fetch-json-schema-suite] error: %s\n' "$*" >&2; exit 1; }

if [[ -f "$TARGET/STAMP" && "$(cat "$TARGET/STAMP")" == "$STAMP" && -d "$TARGET/draft2020-12" ]]; then
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

log "downloading ${SDIST} from PyPI"
python3 -m pip download --quiet --no-deps --no-binary :all: --dest "$work" "jsonschema==${VERSION}" \
    || die "pip could not download jsonschema==${VERSION}; check the network or PIP_INDEX_URL"
[[ -f "$work/$SDIST" ]] || die "pip did not produce $SDIST"

actual="$(sha256sum "$work/$SDIST" | cut -d' ' -f1)"
[[ "$actual" == "$SHA256" ]] || die "checksum mismatch for $SDIST: expected $SHA256, found $actual"

tar -xzf "$work/$SDIST" -C "$work" "jsonschema-${VERSION}/json/tests/draft2020-12" \
    || die "the archive has no json/tests/draft2020-12 folder"

rm -rf "$TARGET.partial"
mkdir -p "$TARGET.partial"
cp -R "$work/jsonschema-${VERSION}/json/tests/draft2020-12" "$TARGET.partial/"
printf '%s\n' "$STAMP" > "$TARGET.partial/STAMP"
rm -rf "$TARGET"
mv "$TARGET.partial" "$TARGET"
log "extracted the draft 2020-12 suite into $TARGET"
