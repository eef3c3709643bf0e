#!/usr/bin/env bash
# test_eval_fit.sh — tools/eval_fit, which fits the Classic evaluation's weights: on a few hundred
# self-play games it fits every stage better than guessing on its training positions, prints a
# weight table that compiles in place of src/rules/classic/classic_eval_weights.c's, gives the same
# table for the same seed, and refuses unknown options with its usage and exit status 2.
#
# usage: test_eval_fit.sh <eval_fit binary> <source tree>
set -euo pipefail
fit=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$fit" --games 300 --seed 3 >"$tmp/a.c" 2>"$tmp/a.err" || fail "eval_fit exited $?"
"$fit" --games 300 --seed 3 >"$tmp/b.c" 2>/dev/null
cmp -s "$tmp/a.c" "$tmp/b.c" || fail "the same seed gave two different tables"

# every stage: a training log-loss below guessing's
stages=$(grep -c '^stage [0-9]: ' "$tmp/a.err" || true)
[[ $stages == 4 ]] || fail "expected 4 stage lines, got $stages: $(cat "$tmp/a.err")"
while read -r line; do
    train=$(sed -E 's/.*train ([0-9.]+), compiled.*/\1/' <<<"$line")
    guess=$(sed -E 's/.*guess ([0-9.]+)\).*/\1/' <<<"$line")
    awk -v t="$train" -v g="$guess" 'BEGIN { exit !(t < g) }' ||
        fail "training log-loss $train not below guessing's $guess: $line"
done < <(grep '^stage ' "$tmp/a.err")

# the table compiles where the weights live, with one row per feature
grep -q '^const double cl_eval_weights\[CL_FEAT_COUNT\]\[CL_EVAL_STAGES\] = {$' "$tmp/a.c" ||
    fail "no weight table in the output"
grep -q '\[?\]' "$tmp/a.c" && fail "a row without a feature name"
rows=$(grep -c '^    \[CL_FEAT_' "$tmp/a.c")
{ echo '#include "rules/classic/classic_internal.h"'; cat "$tmp/a.c"
  echo "_Static_assert($rows == CL_FEAT_COUNT, \"one row per feature\");"; } >"$tmp/check.c"
${CC:-cc} -std=c17 -fsyntax-only -Werror -I "$src/include" -I "$src/src" "$tmp/check.c" \
    2>"$tmp/cc.err" || fail "the table does not compile: $(cat "$tmp/cc.err")"

# bad options
set +e
"$fit" --bogus >/dev/null 2>"$tmp/u.err"; rc=$?
set -e
[[ $rc == 2 ]] || fail "--bogus: exit status $rc, expected 2"
grep -q '^usage: eval_fit' "$tmp/u.err" || fail "--bogus: no usage line"
echo "eval_fit: 4 stages fitted, table compiles, deterministic, bad options refused"
