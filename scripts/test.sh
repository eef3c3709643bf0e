#!/usr/bin/env bash
# test.sh — THE test command (README.md): installs dependencies, builds the three CI builds and
# runs every test in each.
#
#   build/release  gcc,   Release, -DCATAN_WERROR=ON
#   build/debug    clang, Debug (invariant checks on), -DCATAN_WERROR=ON
#   build/asan     clang, Debug at -O1 + ASan + UBSan, with the libFuzzer smoke tests
#   build/tsan     clang, -O1 + ThreadSanitizer: `catan` and the server's concurrency test only
#
# Then `ctest --output-on-failure -j2` in each build directory. build/release also runs the
# browser client's end-to-end tests (tests/e2e/run.sh; screenshots in build/release/e2e-artifacts). A failing build or test does not
# stop the other builds' tests; the script exits non-zero if anything failed and ends with a
# one-line count of passed and failed tests over all builds.
#
# usage: scripts/test.sh [preset...]     (default: release debug asan tsan; see scripts/build.sh)
# CATAN_SKIP_DEPS=1 skips scripts/install-deps.sh.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
start=$SECONDS

if [[ "${CATAN_SKIP_DEPS:-0}" != 1 ]]; then
    echo "== install dependencies (scripts/install-deps.sh)"
    bash scripts/install-deps.sh
fi

presets=("$@")
[[ ${#presets[@]} -gt 0 ]] || presets=(release debug asan tsan)

failed=()
built=()
for preset in "${presets[@]}"; do
    case "$preset" in
        release|debug) extra=(-DCATAN_WERROR=ON) ;;
        *) extra=() ;;
    esac
    t0=$SECONDS
    if bash scripts/build.sh "$preset" "${extra[@]}"; then
        built+=("$preset")
        echo "== built $preset in $((SECONDS - t0)) s"
    else
        failed+=("build $preset")
    fi
done

# ---- HOOK: cross-build determinism -------------------------------------------------------------
# Every build directory of this run, as absolute paths separated by spaces, so that one test (run
# by ctest in any of them) can find the `catan` binaries of the others and compare their hashes:
#   for d in $CATAN_BUILD_DIRS; do "$d/catan" ...; done
# Set only when test.sh runs the tests; a test should skip itself when it is unset.
CATAN_BUILD_DIRS=""
for preset in "${built[@]}"; do CATAN_BUILD_DIRS+="${CATAN_BUILD_DIRS:+ }$root/build/$preset"; done
export CATAN_BUILD_DIRS
# ------------------------------------------------------------------------------------------------

passed_total=0
failed_total=0
for preset in "${built[@]}"; do
    echo "== test $preset (ctest in build/$preset)"
    log="$root/build/$preset/ctest.log"
    t0=$SECONDS
    set +e
    ctest --test-dir "build/$preset" --output-on-failure --no-tests=error -j2 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}
    set -e
    # ctest's summary: "100% tests passed, 0 tests failed out of 12"
    summary=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
    if [[ -n "$summary" ]]; then
        nfail=$(sed -E 's/.* ([0-9]+) tests? failed out of.*/\1/' <<<"$summary")
        ntotal=$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$summary")
        passed_total=$((passed_total + ntotal - nfail))
        failed_total=$((failed_total + nfail))
    fi
    echo "== tested $preset in $((SECONDS - t0)) s"
    [[ $rc -eq 0 ]] || failed+=("tests of $preset")
done

echo "== test.sh finished in $((SECONDS - start)) s"
if [[ ${#failed[@]} -gt 0 ]]; then
    printf '== FAILED: %s\n' "${failed[@]}"
fi
echo "tests: $passed_total passed, $failed_total failed"
[[ ${#failed[@]} -eq 0 ]]
