#!/usr/bin/env bash
# test_determinism.sh — the same seeds give the same results in every build: gcc and clang,
# Debug and Release, with and without sanitizers. Each build compares its results with the values
# recorded in tests/golden/, so all builds agree with each other. Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$1
src=$2
fail=0

hash_of() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }

# Simulations in several configurations: every game's final state is hashed into the result.
while read -r want args; do
  [ -z "$want" ] && continue
  # shellcheck disable=SC2086
  got=$("$catan" sim $args --json | hash_of hash)
  if [ "$got" != "$want" ]; then
    echo "FAIL: catan sim $args gives $got, recorded $want"
    fail=1
  fi
done < "$src/tests/golden/sim_hashes.txt"

# The benchmark signature: random games and perft counts.
want=$(cat "$src/tests/golden/bench_quick_signature.txt")
got=$("$catan" bench --quick --json | hash_of signature)
if [ "$got" != "$want" ]; then
  echo "FAIL: catan bench --quick signature $got, recorded $want"
  fail=1
fi

# Thread count does not change results.
one=$("$catan" sim --games 40 --seed 5 --threads 1 --json | hash_of hash)
two=$("$catan" sim --games 40 --seed 5 --threads 2 --json | hash_of hash)
if [ "$one" != "$two" ]; then
  echo "FAIL: 1 thread gives $one, 2 threads $two"
  fail=1
fi

[ $fail -eq 0 ] && echo "determinism: all results match the recorded values"
exit $fail
