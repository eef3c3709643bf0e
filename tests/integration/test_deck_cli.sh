#!/usr/bin/env bash
# test_deck_cli.sh — `catan deck` (docs/rules/rivals_decks.md): `check` passes the decks shipped in
# decks/ (exit 0, one "valid" line each with the counts), fails a bad file (exit 1) with each
# error on its own line naming the file, the line, the card and the rule, fails when any one of
# several files is bad or missing, and refuses bad usage (exit 2); `pool` lists the pool with its
# limits, marks, eras and whether each era is built, and takes --eras.
# Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$1
src=$2
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad() { echo "FAIL: $*"; fail=1; }

# 1. The shipped decks are valid.
decks=("$src"/decks/*.deck)
[[ ${#decks[@]} -ge 3 ]] || bad "fewer than 3 decks in decks/"
if "$catan" deck check "${decks[@]}" >"$tmp/ok.txt" 2>&1; then
  [[ $(grep -c ': valid: 35 cards, 3 starting and 32 in the stacks' "$tmp/ok.txt") -eq ${#decks[@]} ]] ||
    bad "not one valid line per deck: $(cat "$tmp/ok.txt")"
else
  bad "the shipped decks are refused: $(cat "$tmp/ok.txt")"
fi

# 2. A bad deck: every error on its own line, with file, line, card and rule.
cat >"$tmp/bad.deck" <<'DECK'
# breaks the tournament rules
eras: base
start:
1 Gold Ship
1 Marketplace
1 Merchant Caravan
stacks:
2 Brigands
2 Merchant Caravan
1 Yule
1 Bishop
DECK
status=0
"$catan" deck check "$tmp/bad.deck" >"$tmp/bad.txt" 2>&1 || status=$?
[[ $status -eq 1 ]] || bad "a bad deck: exit $status, expected 1"
want=(
  "$tmp/bad.deck: (deck): deck-size: "
  "$tmp/bad.deck:8: Brigands: attack-card: "
  "$tmp/bad.deck:6: Merchant Caravan: copy-limit: "
  "$tmp/bad.deck:10: Yule: deck-card: "
  "$tmp/bad.deck:11: Bishop: era-declared: "
  "$tmp/bad.deck: invalid: 5 errors"
)
for w in "${want[@]}"; do
  grep -qF -- "$w" "$tmp/bad.txt" || bad "no line '$w' in: $(cat "$tmp/bad.txt")"
done
[[ $(wc -l <"$tmp/bad.txt") -eq 6 ]] || bad "expected 6 lines: $(cat "$tmp/bad.txt")"

# 3. A file that does not parse: its line errors, nothing validated.
printf 'eras: base\nstart:\n1 Chapel\n2x Abbey\nstart:\n' >"$tmp/syntax.deck"
status=0
"$catan" deck check "$tmp/syntax.deck" >"$tmp/syntax.txt" 2>&1 || status=$?
[[ $status -eq 1 ]] || bad "a malformed deck: exit $status"
for w in ":3: (line): ambiguous-card: " ":4: (line): count: " ":5: (line): section: "; do
  grep -qF -- "$w" "$tmp/syntax.txt" || bad "no '$w' in: $(cat "$tmp/syntax.txt")"
done
grep -q 'deck-size' "$tmp/syntax.txt" && bad "a malformed deck was validated"

# 4. Several files: exit 0 only when all are valid; a missing file fails.
status=0
"$catan" deck check "${decks[0]}" "$tmp/bad.deck" >/dev/null 2>&1 || status=$?
[[ $status -eq 1 ]] || bad "a good and a bad file: exit $status"
status=0
"$catan" deck check "${decks[0]}" "$tmp/missing.deck" >/dev/null 2>"$tmp/missing.txt" || status=$?
[[ $status -eq 1 ]] || bad "a missing file: exit $status"
grep -q 'missing.deck' "$tmp/missing.txt" || bad "a missing file is not named"
for args in "deck" "deck check" "deck frobnicate" "deck pool --eras atlantis"; do
  status=0
  # shellcheck disable=SC2086
  "$catan" $args >/dev/null 2>&1 || status=$?
  [[ $status -eq 2 ]] || bad "'catan $args': exit $status, expected 2"
done
"$catan" --help >"$tmp/help.txt"
grep -q '^  deck ' "$tmp/help.txt" || bad "catan --help does not list deck"

# 5. The pool: limits, marks, eras, built; --eras changes the limits.
"$catan" deck pool >"$tmp/pool.txt"
check_row() { # check_row FILE NAME PATTERN: the row of card NAME matches PATTERN
  grep -E "^$2 " "$1" | grep -qE "$3" || bad "pool row '$2' does not match '$3': $(grep -E "^$2 " "$1")"
}
check_row "$tmp/pool.txt" "Storehouse" "basic +yes +3 "
check_row "$tmp/pool.txt" "Brigands" "gold +yes +1  attack"
check_row "$tmp/pool.txt" "Austin" "basic +yes +1  named"
check_row "$tmp/pool.txt" "Relocation" "yes +2 .*barbarians 1"
check_row "$tmp/pool.txt" "Bishop" "intrigue +yes +0  attack"
check_row "$tmp/pool.txt" "Mendicants" "merchant_princes +yes +0  attack"
check_row "$tmp/pool.txt" "Barbara, Sage of the Fields" "sages +yes +0  named" # the Era of Sages built (R§15)
check_row "$tmp/pool.txt" "Theater" "prosperity +yes +0 " # the Era of Prosperity built (R§16)
check_row "$tmp/pool.txt" "Cartographer" "explorers +no +0 " # an era not built
grep -q '^Yule ' "$tmp/pool.txt" && bad "events are listed without --all"
grep -q '103 copies in all' "$tmp/pool.txt" || bad "the base box's total: $(tail -1 "$tmp/pool.txt")"
"$catan" deck pool --eras darkness >"$tmp/dark.txt"
check_row "$tmp/dark.txt" "Relocation" "yes +3 "
check_row "$tmp/dark.txt" "Bishop" "intrigue +yes +1  attack"
check_row "$tmp/dark.txt" "Trading Station" "merchant_princes +yes +1 "
check_row "$tmp/dark.txt" "Siward the Scout" "barbarians +yes +1  named" # the Era of Barbarians built (R§14)
"$catan" deck pool --all >"$tmp/all.txt" # (a file: grep -q leaves a pipe early)
grep -qE '^Yule .* event' "$tmp/all.txt" || bad "--all does not list events"

[[ $fail -eq 0 ]] && echo "ok: catan deck"
exit $fail
