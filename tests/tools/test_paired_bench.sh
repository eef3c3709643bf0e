#!/usr/bin/env bash
# test_paired_bench.sh — bench/paired/run.sh, which times two revisions of the engine side by side:
# a short run of the working tree against itself builds both libraries, finds them playing the same
# games and prints the figures and the ratio (also for World, on its default map); the same run with
# a revision that does not exist fails; without its arguments it prints its usage and exits with
# status 2.
#
# usage: test_paired_bench.sh <source tree>
set -euo pipefail
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export PAIRED_OPT=-O1 # the script is under test, not the optimiser: a cheap compile
fail() { echo "FAIL: $*" >&2; exit 1; }

bash "$src/bench/paired/run.sh" . . struggle 2 4 5 >"$tmp/out" 2>&1 || fail "run.sh exited $?: $(cat "$tmp/out")"
grep -Eq '^A: fastest [0-9]+, median [0-9]+ games/s \| B: fastest [0-9]+, median [0-9]+ games/s$' "$tmp/out" ||
    fail "no speed figures: $(cat "$tmp/out")"
grep -Eq '^speed A/B over 4 rounds of 5 games: median [0-9.]+ \(quartiles [0-9.]+-[0-9.]+\)$' "$tmp/out" ||
    fail "no ratio: $(cat "$tmp/out")"

# World: its game needs its default map, which the libraries embed as the build does
bash "$src/bench/paired/run.sh" . . world 8 2 1 >"$tmp/world" 2>&1 || fail "World: run.sh exited $?: $(cat "$tmp/world")"
grep -Eq '^speed A/B over 2 rounds of 1 games: median [0-9.]+' "$tmp/world" || fail "World: no ratio: $(cat "$tmp/world")"

if bash "$src/bench/paired/run.sh" no-such-revision . struggle 2 2 5 >"$tmp/bad" 2>&1; then
    fail "a revision that does not exist was accepted"
fi

status=0
bash "$src/bench/paired/run.sh" >"$tmp/usage" 2>&1 || status=$?
[[ $status == 2 ]] || fail "without arguments: exit status $status, expected 2"
grep -q '^usage: bench/paired/run.sh REV_A REV_B' "$tmp/usage" || fail "no usage: $(cat "$tmp/usage")"
echo "paired bench: ok"
