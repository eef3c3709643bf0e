#!/usr/bin/env bash
# fuzz.sh — runs every libFuzzer target (tests/fuzz/fuzz_*.c) of the ASan build for a while, as
# many at once as there are cores, and prints per target its executions, speed, coverage and
# any crash with the command that reproduces it.
#
# usage: scripts/fuzz.sh [minutes per target] [target...]   (default: 1 minute, every target)
#
# Builds build/asan first (scripts/build.sh asan). Each target starts from its corpus in
# tests/fuzz/corpus/<target>/ and writes what it finds to build/asan/fuzz-runs/<target>/corpus
# (never into the source tree); crash files go to build/asan/fuzz-runs/<target>/. To add the new
# inputs to the repository's corpus, minimised:
#   build/asan/tests/fuzz/<target> -merge=1 tests/fuzz/corpus/<target> build/asan/fuzz-runs/<target>/corpus
# Exits 1 when a target crashed.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
minutes=${1:-1}
[[ "$minutes" =~ ^[0-9]+$ && "$minutes" -gt 0 ]] || { sed -n '5p' "$0" >&2; exit 2; }
shift || true

CATAN_QUIET=1 bash "$root/scripts/build.sh" asan >/dev/null
bin="$root/build/asan/tests/fuzz"
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    for f in "$root"/tests/fuzz/fuzz_*.c; do targets+=("$(basename "$f" .c)"); done
fi
for t in "${targets[@]}"; do
    [[ -x "$bin/$t" ]] || { echo "fuzz.sh: no target $t in $bin" >&2; exit 2; }
done

runs="$root/build/asan/fuzz-runs"
jobs=$(nproc)
echo "fuzz.sh: ${#targets[@]} targets, $minutes min each, $jobs at a time; output in $runs"

run_one() { # run_one TARGET: one fuzzing session, its log in $runs/TARGET/log
    local t=$1 dir="$runs/$1"
    mkdir -p "$dir/corpus"
    local seeds=()
    [[ -d "$root/tests/fuzz/corpus/$t" ]] && seeds=("$root/tests/fuzz/corpus/$t")
    "$bin/$t" -max_total_time=$((minutes * 60)) -print_final_stats=1 -artifact_prefix="$dir/" \
        "$dir/corpus" "${seeds[@]}" >"$dir/log" 2>&1 || true
}

for t in "${targets[@]}"; do
    while [[ $(jobs -rp | wc -l) -ge $jobs ]]; do wait -n; done
    run_one "$t" &
done
wait

final_stat() { # final_stat NAME LOG: libFuzzer's closing figure stat::NAME
    sed -n "s/^stat::$1: *//p" "$2" | tail -n 1
}

crashed=0
printf '%-26s %12s %10s %8s %8s  %s\n' target executions "per sec" cov features result
for t in "${targets[@]}"; do
    log="$runs/$t/log"
    last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
    cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
    ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
    result=ok
    # libFuzzer also writes slow-unit-* files (an input over 10 s, such as the first one of a
    # target that builds its positions on a busy machine): those are not failures.
    crash=$(sed -n 's/.*Test unit written to \(.*\/\(crash\|leak\|timeout\|oom\)-.*\)$/\1/p' "$log" |
            head -n 1)
    if [[ -n "$crash" ]]; then
        result="CRASH: reproduce with $bin/$t $crash"
        crashed=1
    elif ! grep -q 'stat::number_of_executed_units' "$log"; then
        result="FAILED: see $log"
        crashed=1
    fi
    printf '%-26s %12s %10s %8s %8s  %s\n' "$t" "$(final_stat number_of_executed_units "$log")" \
        "$(final_stat average_exec_per_sec "$log")" "${cov:-?}" "${ft:-?}" "$result"
done
exit $crashed
