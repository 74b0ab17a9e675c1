#!/usr/bin/env bash
# Builds llama.cpp's shared libraries (CPU backend) and the tools LMCore uses as benchmark
# anchors, from the source distribution of llama-cpp-python on PyPI, into a project-local prefix.
#
#   scripts/install-llama.sh            # install into <repo>/.llama (idempotent)
#   LMCORE_LLAMA_PREFIX=/opt/llama scripts/install-llama.sh
#
# Result:
#   .llama/include/      llama.h and the ggml headers it includes
#   .llama/lib/          libllama.so, libggml*.so (run path $ORIGIN: relocatable)
#   .llama/bin/          llama-simple, llama-bench, llama-completion, llama-server (run path
#                        $ORIGIN/../lib); LMServer's tests run llama-server
#   .llama/src/          the extracted llama.cpp source (gguf-py and models/ggml-vocab-*.gguf are
#                        used by scripts/make-test-model.py)
#   Sources/CLlama/llama-include/   a git-ignored copy of the headers, so the CLlama target
#                        compiles its bridge against them (see Package.swift)
#
# A second run with the prefix present and a stamp that matches the version, checksum and build
# options exits in a second. Needs: python3 + pip, a C/C++ compiler, make. cmake is installed
# into the prefix from PyPI when it is missing (or from Debian's packages if that fails).
# Runs unattended (no prompts), so it works in CI.
set -euo pipefail

readonly VERSION="0.3.36"
readonly SHA256="832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e"
readonly SDIST="llama_cpp_python-${VERSION}.tar.gz"
# Change this string whenever the build options below change, so the stamp forces a rebuild.
readonly BUILD_OPTIONS="shared;cpu;release;native;no-openssl;targets=llama,simple,bench,completion,server;no-prebuilt-ui;rpath=origin;layout=2;unity=llama-common"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX="${LMCORE_LLAMA_PREFIX:-$ROOT/.llama}"
JOBS="${LMCORE_BUILD_JOBS:-2}"
HEADER_COPY="$ROOT/Sources/CLlama/llama-include"
STAMP_FILE="$PREFIX/STAMP"
STAMP="llama-cpp-python==${VERSION} sha256=${SHA256} options=${BUILD_OPTIONS}"
# The executables installed into $PREFIX/bin.
readonly TOOLS=(llama-simple llama-bench llama-completion llama-server)

export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 DEBIAN_FRONTEND=noninteractive

log() { printf '[install-llama] %s\n' "$*" >&2; }
die() { printf '[install-llama] error: %s\n' "$*" >&2; exit 1; }

START_SECONDS=$SECONDS

# Copies the public headers next to the CLlama target (cheap; done on every run so a fresh
# checkout that shares a prefix still compiles against llama.h).
# SwiftPM does not notice that a header found by __has_include appeared, so when the copy
# changes, the bridge's sources are touched to make the next build recompile them.
copy_headers() {
    mkdir -p "$HEADER_COPY"
    local changed=0 header
    for header in "$PREFIX"/include/*.h; do
        if ! cmp -s "$header" "$HEADER_COPY/$(basename "$header")"; then
            cp -f "$header" "$HEADER_COPY/"
            changed=1
        fi
    done
    if [[ $changed == 1 ]]; then
        touch "$ROOT"/Sources/CLlama/*.c
        log "copied llama.cpp's headers into $HEADER_COPY (rebuild to compile the bridge against them)"
    fi
}

all_tools_installed() {
    local tool
    for tool in "${TOOLS[@]}"; do
        [[ -x "$PREFIX/bin/$tool" ]] || return 1
    done
}

installed() {
    [[ -f "$STAMP_FILE" ]] && [[ "$(cat "$STAMP_FILE")" == "$STAMP" ]] \
        && [[ -f "$PREFIX/include/llama.h" ]] \
        && compgen -G "$PREFIX/lib/libllama.*" >/dev/null \
        && all_tools_installed \
        && [[ -d "$PREFIX/src/gguf-py" ]]
}

if installed; then
    copy_headers
    log "llama.cpp from llama-cpp-python ${VERSION} is already installed in $PREFIX"
    exit 0
fi

command -v python3 >/dev/null || die "python3 is required (to fetch the source distribution with pip)"
python3 -m pip --version >/dev/null 2>&1 || die "pip is required: install python3-pip"
command -v c++ >/dev/null || command -v g++ >/dev/null || command -v clang++ >/dev/null \
    || die "a C++ compiler is required: apt-get install build-essential (or xcode-select --install)"

mkdir -p "$PREFIX/downloads" "$PREFIX/tools"

# --- cmake -----------------------------------------------------------------------------------
ensure_cmake() {
    if command -v cmake >/dev/null; then return; fi
    local pip_cmake="$PREFIX/tools/cmake"
    if [[ ! -x "$pip_cmake/cmake/data/bin/cmake" ]]; then
        log "cmake not found: installing it from PyPI into $pip_cmake"
        python3 -m pip install --quiet --only-binary :all: --target "$pip_cmake" cmake \
            || rm -rf "$pip_cmake"
    fi
    if [[ -x "$pip_cmake/cmake/data/bin/cmake" ]]; then
        export PATH="$pip_cmake/cmake/data/bin:$PATH"
        return
    fi
    if command -v apt-get >/dev/null && [[ "$(id -u)" == "0" ]]; then
        log "installing cmake from Debian's packages"
        apt-get update -qq && apt-get install -y -qq cmake >/dev/null
    fi
    command -v cmake >/dev/null || die "could not install cmake: install it (pip install cmake, apt-get install cmake or brew install cmake) and run again"
}
ensure_cmake
log "using $(cmake --version | head -n 1)"

# --- source distribution ---------------------------------------------------------------------
sha256_of() {
    if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1
    else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

ARCHIVE="$PREFIX/downloads/$SDIST"
if [[ ! -f "$ARCHIVE" ]] || [[ "$(sha256_of "$ARCHIVE")" != "$SHA256" ]]; then
    rm -f "$ARCHIVE"
    log "downloading the source distribution of llama-cpp-python ${VERSION} from PyPI"
    # Source only for llama-cpp-python itself; pip may use wheels for its build backend, which
    # it needs to read the package's metadata. cmake is on PATH by now, so the backend does not
    # ask for cmake as a build dependency.
    python3 -m pip download --quiet --no-deps --no-binary llama-cpp-python \
        --dest "$PREFIX/downloads" "llama-cpp-python==${VERSION}"
fi
ACTUAL="$(sha256_of "$ARCHIVE")"
[[ "$ACTUAL" == "$SHA256" ]] || die "checksum mismatch for $ARCHIVE: expected $SHA256, got $ACTUAL"
log "verified sha256 $SHA256"

SRC="$PREFIX/src"
if [[ ! -f "$SRC/.sha256" ]] || [[ "$(cat "$SRC/.sha256")" != "$SHA256" ]]; then
    log "extracting vendor/llama.cpp into $SRC"
    rm -rf "$SRC" "$PREFIX/extract"
    mkdir -p "$PREFIX/extract"
    tar -xzf "$ARCHIVE" -C "$PREFIX/extract" "llama_cpp_python-${VERSION}/vendor/llama.cpp"
    mv "$PREFIX/extract/llama_cpp_python-${VERSION}/vendor/llama.cpp" "$SRC"
    rm -rf "$PREFIX/extract"
    echo "$SHA256" >"$SRC/.sha256"
fi

# --- build -----------------------------------------------------------------------------------
BUILD="$PREFIX/build"
# A unity build for the tools' llama-common library, whose 50 files all include the same large
# JSON header: compiled in batches of 16, it takes some 100 s of CPU instead of 260 s (libllama
# already batches its model files itself; ggml's CPU backend does not combine). The hook runs at
# the end of the top-level CMakeLists, once the target exists.
UNITY_HOOK="$PREFIX/unity-build.cmake"
cat >"$UNITY_HOOK" <<'CMAKE'
if(NOT LMCORE_UNITY_HOOKED)
  set(LMCORE_UNITY_HOOKED ON)
  function(lmcore_unity_build)
    set_target_properties(llama-common PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
    # json.cpp redeclares what the other files declare.
    set_source_files_properties(common/json.cpp TARGET_DIRECTORY llama-common
                                PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  endfunction()
  cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL lmcore_unity_build)
endif()
CMAKE
# cmake_language(DEFER) needs CMake 3.19; an older cmake builds file by file.
UNITY_OPTION="-DCMAKE_PROJECT_INCLUDE=$UNITY_HOOK"
CMAKE_VERSION="$(cmake --version | head -n 1 | sed 's/[^0-9.]*\([0-9.]*\).*/\1/')"
if [[ "$(printf '%s\n3.19\n' "$CMAKE_VERSION" | sort -V | head -n 1)" != "3.19" ]]; then
    log "cmake $CMAKE_VERSION is older than 3.19: building without unity batches (slower)"
    UNITY_OPTION=""
fi
# A build directory configured for another source directory (a prefix copied or moved) can't be
# reused: cmake refuses it, so start that build afresh.
if [[ -f "$BUILD/CMakeCache.txt" ]] \
    && ! grep -qxF "CMAKE_HOME_DIRECTORY:INTERNAL=$SRC" "$BUILD/CMakeCache.txt"; then
    log "the build directory was configured for another source directory: building afresh"
    rm -rf "$BUILD"
fi
log "configuring (shared libraries, CPU backend, Release)"
cmake -S "$SRC" -B "$BUILD" -Wno-dev \
    -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_SHARED_LIBS=ON \
    -DGGML_NATIVE=ON \
    -DGGML_BACKEND_DL=OFF \
    -DLLAMA_OPENSSL=OFF \
    -DLLAMA_BUILD_TESTS=OFF \
    -DLLAMA_BUILD_SERVER=ON \
    -DLLAMA_BUILD_APP=OFF \
    -DLLAMA_BUILD_UI=OFF \
    -DLLAMA_USE_PREBUILT_UI=OFF \
    -DLLAMA_BUILD_TOOLS=ON \
    -DLLAMA_BUILD_EXAMPLES=ON \
    -DCMAKE_SKIP_BUILD_RPATH=OFF \
    -DCMAKE_BUILD_WITH_INSTALL_RPATH=ON \
    '-DCMAKE_INSTALL_RPATH=$ORIGIN;$ORIGIN/../lib' \
    ${UNITY_OPTION:+"$UNITY_OPTION"} \
    >"$PREFIX/configure.log" 2>&1 || die "cmake configure failed: see $PREFIX/configure.log"

log "building llama, ${TOOLS[*]} with $JOBS jobs"
cmake --build "$BUILD" --config Release -j "$JOBS" \
    --target llama "${TOOLS[@]}" \
    >"$PREFIX/build.log" 2>&1 || die "build failed: see $PREFIX/build.log"

# --- install into the prefix -----------------------------------------------------------------
rm -rf "$PREFIX/include" "$PREFIX/lib" "$PREFIX/bin"
mkdir -p "$PREFIX/include" "$PREFIX/lib" "$PREFIX/bin"
cp "$SRC/include/llama.h" "$SRC"/ggml/include/ggml.h "$SRC"/ggml/include/ggml-cpu.h \
    "$SRC"/ggml/include/ggml-backend.h "$SRC"/ggml/include/ggml-alloc.h \
    "$SRC"/ggml/include/ggml-opt.h "$SRC"/ggml/include/gguf.h "$PREFIX/include/"
# Libraries keep their version symlinks (libllama.so -> libllama.so.0 -> ...); the tools' own
# libraries (libllama-common, libllama-bench-impl, ...) come along.
find "$BUILD" \( -name 'libllama*.so*' -o -name 'libggml*.so*' -o -name 'libllama*.dylib' \
    -o -name 'libggml*.dylib' -o -name 'libmtmd*.so*' \) -not -path '*/CMakeFiles/*' -exec cp -a {} "$PREFIX/lib/" \;
for tool in "${TOOLS[@]}"; do
    cp "$BUILD/bin/$tool" "$PREFIX/bin/"
done

compgen -G "$PREFIX/lib/libllama.*" >/dev/null || die "no libllama was built: see $PREFIX/build.log"
if command -v ldd >/dev/null; then
    for tool in "${TOOLS[@]}"; do
        if ldd "$PREFIX/bin/$tool" | grep -q 'not found'; then
            die "$tool does not find its libraries: $(ldd "$PREFIX/bin/$tool" | grep 'not found' | tr -s ' \t\n' ' ')"
        fi
    done
fi

echo "$STAMP" >"$STAMP_FILE"
copy_headers
log "installed llama.cpp (llama-cpp-python ${VERSION}) into $PREFIX in $((SECONDS - START_SECONDS)) s"
