# Shared by scripts/fetch-*-suite.sh (source it, don't run it): downloads one source distribution
# from PyPI with pip, checks its SHA-256, and installs one file or folder from it into a target
# folder, atomically (a .partial folder renamed into place), with a STAMP naming version and checksum.
#
#   fetch_sdist_part TAG NAME VERSION SHA256 MEMBER TARGET
#
# TAG prefixes messages; MEMBER is the path inside the archive below its top folder (for example
# `codespell_lib/data/dictionary.txt`), installed as TARGET/<its last component>. Returns at once when
# TARGET/STAMP matches and the installed part is there. Needs: python3 with pip, tar, sha256sum.

fetch_sdist_part() {
    local tag="$1" name="$2" version="$3" sha256="$4" member="$5" target="$6"
    local sdist="${name}-${version}.tar.gz"
    local stamp="${name}==${version} sha256=${sha256}"
    local installed="$target/$(basename "$member")"
    log() { printf '[%s] %s\n' "$tag" "$*" >&2; }
    die() { printf '[%s] error: %s\n' "$tag" "$*" >&2; exit 1; }

    if [[ -f "$target/STAMP" && "$(cat "$target/STAMP")" == "$stamp" && -e "$installed" ]]; then
        return 0
    fi

    export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
    local work
    work="$(mktemp -d)"
    # shellcheck disable=SC2064  # the folder is known now; remove it whatever happens later
    trap "rm -rf '$work'" EXIT

    log "downloading ${sdist} from PyPI"
    python3 -m pip download --quiet --no-deps --no-binary :all: --dest "$work" "${name}==${version}" \
        || die "pip could not download ${name}==${version}; check the network or PIP_INDEX_URL"
    [[ -f "$work/$sdist" ]] || die "pip did not produce $sdist"

    local actual
    actual="$(sha256sum "$work/$sdist" | cut -d' ' -f1)"
    [[ "$actual" == "$sha256" ]] || die "checksum mismatch for $sdist: expected $sha256, found $actual"

    tar -xzf "$work/$sdist" -C "$work" "${name}-${version}/${member}" || die "the archive has no ${member}"

    rm -rf "$target.partial"
    mkdir -p "$target.partial"
    cp -R "$work/${name}-${version}/${member}" "$target.partial/"
    printf '%s\n' "$stamp" > "$target.partial/STAMP"
    rm -rf "$target"
    mv "$target.partial" "$target"
    log "extracted ${member} into $target"
}
