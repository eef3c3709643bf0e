#!/usr/bin/env bash
# build.sh — configures and builds one named build preset into build/<preset>.
#
# usage: scripts/build.sh <preset> [extra cmake -D options...]
#
#   release        gcc,   Release (-O2)
#   debug          clang, Debug: invariant checks after every action (CATAN_CHECK_INVARIANTS)
#   asan           clang, Debug + AddressSanitizer + UndefinedBehaviorSanitizer (CATAN_SANITIZE),
#                  and the libFuzzer targets of tests/fuzz as smoke tests (CATAN_FUZZ)
#   tsan           clang, -O1 + ThreadSanitizer (CATAN_TSAN): only `catan` and the server's
#                  concurrency test (tests/integration/test_server_threads.sh)
#   release-clang  clang, Release
#   debug-gcc      gcc,   Debug
#
# Extra arguments go to cmake's configure step (e.g. -DCATAN_WERROR=ON); each run states every
# project option afresh (CATAN_WERROR is OFF unless given), so nothing sticks from an earlier run.
# A build directory made with another compiler or generator is wiped and made anew.
# With CATAN_QUIET=1 the output goes to build/<preset>.log and is shown only on failure.
# Does not install packages: scripts/install-deps.sh does that.
set -euo pipefail

usage() { # usage [exit status]: the header above, to stdout for --help, to stderr on misuse
    if [[ "${1:-2}" == 0 ]]; then sed -n '4,18p' "$0" | sed 's/^# \{0,1\}//'
    else sed -n '4,18p' "$0" | sed 's/^# \{0,1\}//' >&2; fi
    exit "${1:-2}"
}
[[ $# -ge 1 ]] || usage
preset=$1
shift

plain=(-DCATAN_SANITIZE=OFF -DCATAN_FUZZ=OFF -DCATAN_TSAN=OFF)
sanitized=(-DCATAN_SANITIZE=ON -DCATAN_FUZZ=ON -DCATAN_TSAN=OFF)
targets=()
case "$preset" in
    release)       cc=gcc;   args=(-DCMAKE_BUILD_TYPE=Release "${plain[@]}") ;;
    debug)         cc=clang; args=(-DCMAKE_BUILD_TYPE=Debug "${plain[@]}") ;;
    asan)          cc=clang; args=(-DCMAKE_BUILD_TYPE=Debug "${sanitized[@]}") ;;
    tsan)          cc=clang; args=(-DCMAKE_BUILD_TYPE=Debug -DCATAN_SANITIZE=OFF -DCATAN_FUZZ=OFF
                                   -DCATAN_TSAN=ON -DCATAN_CHECK_INVARIANTS=OFF)
                   targets=(--target catan) ;;
    release-clang) cc=clang; args=(-DCMAKE_BUILD_TYPE=Release "${plain[@]}") ;;
    debug-gcc)     cc=gcc;   args=(-DCMAKE_BUILD_TYPE=Debug "${plain[@]}") ;;
    -h|--help)     usage 0 ;;
    *) echo "build.sh: unknown preset '$preset'" >&2; usage ;;
esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir="$root/build/$preset"
cc_path=$(command -v "$cc") || { echo "build.sh: $cc not found (run scripts/install-deps.sh)" >&2; exit 1; }
cc_path=$(readlink -f "$cc_path")

# A cache made with another compiler or generator cannot be switched in place: start that build afresh.
if [[ -f "$dir/CMakeCache.txt" ]]; then
    cached=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$dir/CMakeCache.txt")
    generator=$(sed -n 's/^CMAKE_GENERATOR:[A-Z]*=//p' "$dir/CMakeCache.txt")
    if [[ -n "$cached" && "$(readlink -f "$cached")" != "$cc_path" ]] || [[ "$generator" != Ninja ]]; then
        rm -rf "$dir"
    fi
fi

run() {
    # Options not given are reset to their defaults, so a build never depends on earlier runs'
    # arguments left in the cache; the caller's -D options come last and win.
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_C_COMPILER="$cc_path" -DCATAN_WERROR=OFF \
        -UCATAN_CHECK_INVARIANTS "${args[@]}" "$@" &&
        cmake --build "$dir" "${targets[@]}"
}

if [[ "${CATAN_QUIET:-0}" == 1 ]]; then
    mkdir -p "$root/build"
    log="$root/build/$preset.log"
    if ! run "$@" >"$log" 2>&1; then
        tail -n 60 "$log" >&2
        echo "build.sh: building '$preset' failed; full log in $log" >&2
        exit 1
    fi
else
    echo "== build $preset ($cc${*:+ $*}) into build/$preset"
    run "$@"
fi
