#!/usr/bin/env bash
# install-deps.sh — installs every Debian package the project needs to build, test and play.
#
# Meant for Debian 12 (bookworm). Non-interactive and idempotent: it asks dpkg what is missing and
# only then runs apt-get (as root, or through sudo when not root and sudo exists). Prints nothing
# when everything is already installed; on failure it prints apt-get's log and exits non-zero.
# Add a package here, in PACKAGES, when the project starts to need it.
set -euo pipefail

PACKAGES=(
    build-essential   # gcc, make, libc headers
    cmake             # the build (CMakeLists.txt), ctest runs the tests
    ninja-build       # the generator scripts/build.sh uses
    clang             # second compiler: debug and sanitizer builds
    libclang-rt-14-dev # clang's sanitizer and libFuzzer runtimes
    libjansson-dev    # JSON (src/io)
    libcmocka-dev     # unit tests (tests/unit)
    libsqlite3-dev    # storage (src/store)
    libncurses-dev    # terminal UI
    python3           # helper scripts and Python bindings
    pkg-config
    tmux              # drives the terminal UI in tests
)

missing=()
for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)
    [[ "$status" == ii* ]] || missing+=("$pkg")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps.sh: no apt-get here (not Debian?); install these yourself: ${missing[*]}" >&2
    exit 1
fi

SUDO=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
    else
        echo "install-deps.sh: not root and no sudo; as root run: apt-get install ${missing[*]}" >&2
        exit 1
    fi
fi

log=$(mktemp "${TMPDIR:-/tmp}/catan-install-deps.XXXXXX")
trap 'rm -f "$log"' EXIT
export DEBIAN_FRONTEND=noninteractive
echo "install-deps.sh: installing ${missing[*]}" >&2
if ! { "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
       "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
           --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "install-deps.sh: apt-get failed" >&2
    exit 1
fi
