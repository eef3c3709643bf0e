#!/usr/bin/env bash
# test_eval_fit.sh — tools/eval_fit, which fits the Classic and the Rivals evaluations' weights: for
# each, on a few hundred self-play games it fits every stage better than guessing on its training
# positions, prints a weight table that compiles in place of the rule set's weight file
# (src/rules/classic/classic_eval_weights.c, src/rules/rivals/rivals_eval_weights.c), gives the
# same table for the same seed; and it refuses unknown options, games and option values with its
# usage (or a message) and a nonzero exit status.
#
# usage: test_eval_fit.sh <eval_fit binary> <source tree>
set -euo pipefail
fit=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# check_game <name> <header> <table prefix> <feature prefix> <eval_fit arguments...>
check_game() {
    local name=$1 header=$2 table=$3 feat=$4
    shift 4
    "$fit" "$@" --games 300 --seed 3 >"$tmp/a.c" 2>"$tmp/a.err" || fail "$name: eval_fit exited $?"
    "$fit" "$@" --games 300 --seed 3 >"$tmp/b.c" 2>/dev/null
    cmp -s "$tmp/a.c" "$tmp/b.c" || fail "$name: the same seed gave two different tables"

    # every stage: a training log-loss below guessing's
    local stages line train guess rows
    stages=$(grep -c '^stage [0-9]: ' "$tmp/a.err" || true)
    [[ $stages == 4 ]] || fail "$name: expected 4 stage lines, got $stages: $(cat "$tmp/a.err")"
    while read -r line; do
        train=$(sed -E 's/.*train ([0-9.]+), compiled.*/\1/' <<<"$line")
        guess=$(sed -E 's/.*guess ([0-9.]+)\).*/\1/' <<<"$line")
        awk -v t="$train" -v g="$guess" 'BEGIN { exit !(t < g) }' ||
            fail "$name: training log-loss $train not below guessing's $guess: $line"
    done < <(grep '^stage ' "$tmp/a.err")

    # the table compiles where the weights live, with one row per feature
    grep -q "^const double ${table}\[${feat}_COUNT\]\[[A-Z_]*_STAGES\] = {\$" "$tmp/a.c" ||
        fail "$name: no weight table in the output"
    grep -q '\[?\]' "$tmp/a.c" && fail "$name: a row without a feature name"
    rows=$(grep -c "^    \[${feat}_" "$tmp/a.c")
    { echo "#include \"$header\""; cat "$tmp/a.c"
      echo "_Static_assert($rows == ${feat}_COUNT, \"one row per feature\");"; } >"$tmp/check.c"
    ${CC:-cc} -std=c17 -fsyntax-only -Werror -I "$src/include" -I "$src/src" "$tmp/check.c" \
        2>"$tmp/cc.err" || fail "$name: the table does not compile: $(cat "$tmp/cc.err")"
}

check_game classic rules/classic/classic_internal.h cl_eval_weights CL_FEAT
check_game rivals rules/rivals/rivals_internal.h rv_eval_weights RV_FEAT --game rivals --option mode=duel

# bad options
set +e
"$fit" --bogus >/dev/null 2>"$tmp/u.err"; rc=$?
set -e
[[ $rc == 2 ]] || fail "--bogus: exit status $rc, expected 2"
grep -q '^usage: eval_fit' "$tmp/u.err" || fail "--bogus: no usage line"
set +e
"$fit" --game chess >/dev/null 2>"$tmp/g.err"; rc=$?
"$fit" --game rivals --option mode=nosuch --games 1 >/dev/null 2>"$tmp/o.err"; rc2=$?
set -e
[[ $rc == 2 ]] || fail "--game chess: exit status $rc, expected 2"
grep -q '^usage: eval_fit' "$tmp/g.err" || fail "--game chess: no usage line"
[[ $rc2 != 0 ]] || fail "--option mode=nosuch: accepted"
grep -q 'nosuch' "$tmp/o.err" || fail "--option mode=nosuch: no message naming it: $(cat "$tmp/o.err")"
echo "eval_fit: Classic and Rivals, 4 stages fitted, tables compile, deterministic, bad options refused"
