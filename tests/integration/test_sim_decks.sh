#!/usr/bin/env bash
# test_sim_decks.sh — Rivals tournament decks on the command line (docs/rules/rivals.md §11.5):
# `--option deckN=` takes a shipped deck's name as well as a file (the same games), refuses a
# name that is neither with a clear error; `catan sim` between two decks is a match between the
# decks: each travels with its line-up entry, so the decks take turns at red (the second game is
# the first's line-up rotated, i.e. the decks swapped), and the report gives each deck's wins and
# the verdict with its 95% interval, in the table and in JSON, also when shards are merged.
#
# usage: test_sim_decks.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
fail=0
check() { # check <description> <command...>: the command must succeed
    local what=$1
    shift
    if ! "$@"; then
        echo "FAIL: $what" >&2
        fail=1
    fi
}
hash_of() { "$catan" sim --game rivals --option mode=tournament --seats heuristic,heuristic --seed 4 "$@" | sed -n 's/.*result hash //p'; }

# a shipped deck by name plays the same games as its file
by_name=$(hash_of --option deck0=trade --option deck1=progress --games 6)
by_file=$(hash_of --option deck0="$src/decks/trade.deck" --option deck1="$src/decks/progress.deck" --games 6)
check "deck names play as their files ($by_name, $by_file)" test -n "$by_name" -a "$by_name" = "$by_file"
err=$("$catan" sim --game rivals --option mode=tournament --option deck1=nonesuch --games 1 2>&1 >/dev/null && echo ok) || true
shipped=$(cd "$src/decks" && ls -- *.deck | sed 's/\.deck$//' | paste -sd, | sed 's/,/, /g') # the files of decks/, by name
check "an unknown deck is refused, naming the shipped decks ($shipped): $err" grep -qF "'nonesuch' is neither a shipped deck ($shipped) nor a readable deck file" <<<"$err"

# game 1 of a rotated run is game 1 with the decks swapped and the seats kept (the bots are alike)
rotated=$(hash_of --option deck0=trade --option deck1=progress --games 2 --shard 2/2)
swapped=$(hash_of --no-rotate --option deck0=progress --option deck1=trade --games 2 --shard 2/2)
kept=$(hash_of --no-rotate --option deck0=trade --option deck1=progress --games 2 --shard 2/2)
check "the decks travel with the line-up ($rotated = $swapped)" test "$rotated" = "$swapped"
check "and swapping them matters ($rotated != $kept)" test "$rotated" != "$kept"

# the report: each deck's games as red, wins adding up, the verdict with its interval
out=$("$catan" sim --game rivals --option mode=tournament --option deck0=trade --option deck1=progress \
    --seats heuristic,heuristic --games 12 --seed 2)
check "the table names both decks" grep -q "deck0 trade" <<<"$out"
check "the table gives the verdict" grep -Eq "decks: trade beat progress in [0-9.]+% of [0-9]+ decided games \[[0-9. ]+, [0-9. ]+\]" <<<"$out"
json=$("$catan" sim --game rivals --option mode=tournament --option deck0=trade --option deck1=progress \
    --seats heuristic,heuristic --games 12 --seed 2 --json)
check "JSON: red games alternate, wins add up" python3 -c '
import json, sys
r = json.loads(sys.argv[1])
d = r["decks"]
e = d["entries"]
assert [x["deck"] for x in e] == ["trade", "progress"], e
assert e[0]["red_games"] == 6 and e[1]["red_games"] == 6, e
assert e[0]["wins"] + e[1]["wins"] == d["decided"] == r["games"] - r["undecided"], d
assert d["ci_low"] <= d["deck0_share"] <= d["ci_high"], d
' "$json"
fixed=$("$catan" sim --game rivals --option mode=tournament --option deck0=trade --seats heuristic,heuristic \
    --games 4 --seed 2 --no-rotate --json)
check "JSON: --no-rotate keeps deck0 red; the default deck named" python3 -c '
import json, sys
e = json.loads(sys.argv[1])["decks"]["entries"]
assert e[0]["red_games"] == 4 and e[1]["red_games"] == 0 and e[1]["deck"] == "heroes (default)", e
' "$fixed"
# shards of a deck match merge into the whole run's deck rows
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in 1 2; do
    "$catan" sim --game rivals --option mode=tournament --option deck0=trade --option deck1=progress \
        --seats heuristic,heuristic --games 12 --seed 2 --json --shard $i/2 > "$work/part$i.json"
done
merged=$("$catan" sim --merge "$work/part1.json" "$work/part2.json" --json)
check "merged shards give the run's deck report" python3 -c '
import json, sys
whole, merged = json.loads(sys.argv[1]), json.loads(sys.argv[2])
assert merged["decks"] == whole["decks"], (merged["decks"], whole["decks"])
assert merged["hash"] == whole["hash"]
' "$json" "$merged"
check "the merged table names the decks" grep -q "decks: trade beat progress" <<<"$("$catan" sim --merge "$work/part1.json" "$work/part2.json")"

plain=$("$catan" sim --game rivals --option mode=tournament --seats heuristic,heuristic --games 2 --seed 2)
check "no decks, no deck report" test -z "$(grep 'decks:' <<<"$plain")"
exit $fail
