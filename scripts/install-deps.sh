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
    libcivetweb-dev   # HTTP + WebSocket server of `catan serve` (apps/server)
    libpq-dev         # PostgreSQL backend of the game store (src/store/store_pg.c)
    libsodium-dev     # hashing and constant-time comparison of seat tokens (apps/server)
    postgresql        # a throwaway PostgreSQL server for the store's tests (initdb, pg_ctl)
    libncurses-dev    # terminal UI
    python3           # helper scripts and the Python package (python/)
    python3-pytest    # the Python package's tests (python/tests, ctest python_pytest)
    python3-venv      # `pip install ./python` into a venv in those tests (PEP 668)
    python3-numpy     # the Python package's batched environments (issue 17)
    python3-torch     # the PyTorch training example (python/examples/train_torch.py)
    libopenblas0-pthread # a fast BLAS for it (the reference BLAS is 25 times slower)
    pkg-config
    tmux              # drives the terminal UI in tests
    chromium          # headless browser of the web client's end-to-end tests (tests/e2e)
)

missing=()
for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)
    [[ "$status" == ii* ]] || missing+=("$pkg")
done
# Node.js and npm run the web client's end-to-end tests (tests/e2e: playwright-core from npm).
# A machine that already has a Node.js with its own npm (e.g. NodeSource's) keeps it: Debian's
# npm package would replace that Node.js.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    missing+=(nodejs npm)
fi
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
