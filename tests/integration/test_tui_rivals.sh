#!/usr/bin/env bash
# test_tui_rivals.sh — Rivals for Catan in both terminal clients of `catan play`.
#
# The curses client, driven through tmux (tui_common.sh), against the heuristic bot: the table
# shows both principalities (the opponent's on top, the person's below) with their regions'
# resources, numbers and stocks, roads and settlements, the stacks' sizes and the dice; the
# action list describes where each action goes (a stack's size); the person's starting hand is
# listed card by card while the bot's draws show only as "c?" in the log; a roll shows the dice;
# the help explains the table's signs (and not a hex board's). A game watched to its end
# (--watch): the winner has at least 7 points in the panel, the table shows cities and built
# cards. A tournament game shows each player's own stacks and discard pile and the person's
# deck's starting hand. The line mode (--plain) lists the principalities and the hand.
# An unknown mode is refused with the engine's message.
# The last full screen is saved as test_tui_rivals_capture.txt next to the binary.
# Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out_dir=$(dirname "$catan")
artifact="$out_dir/test_tui_rivals_capture.txt"
# shellcheck source=tests/integration/tui_common.sh
. "$(dirname "${BASH_SOURCE[0]}")/tui_common.sh"

# The table: the left part of the screen, above the event log.
table() { screen | awk -F'│' 'NR > 1 && NR < 39 && !done { if ($1 ~ /^Events/) done = 1; else print $1 }'; }
count() { grep -cE -- "$1" || true; }

# --- a game against the heuristic bot, the person choosing ---
start --game rivals --option mode=intro --seed 3 --bots heuristic
wait_for 'start_stack s0 +stack 0: 9 car'
t=$(table)
grep -qE '^ p1 blue: 2 VP' <<<"$t" || fail "the opponent's principality is not on top"
grep -qE '^>p0 red \(you\): 2 VP' <<<"$t" || fail "the person's principality is not shown"
[ "$(grep -oE '[1-6] \[[*.]{3}\]' <<<"$t" | wc -l)" = 12 ] || fail "not 12 regions with number and stock"
[ "$(grep -oE 'gold' <<<"$t" | wc -l)" = 2 ] || fail "not one gold field in each principality"
[ "$(grep -oE '[1-6] \[\.\.\.\]' <<<"$t" | wc -l)" = 2 ] || fail "the gold fields do not start empty"
[ "$(grep -oE 'sett t[56]' <<<"$t" | wc -l)" = 4 ] || fail "not two settlements in each principality"
[ "$(grep -oE '=road=' <<<"$t" | wc -l)" = 2 ] || fail "not one road in each principality"
grep -qE 'Stacks: s0 9  s1 9  s2 9  s3 9 +regions 12' <<<"$t" || fail "the stacks' sizes are not shown"
grep -qE 'Dice: not rolled' <<<"$t" || fail "the dice line is missing"
"${T[@]}" send-keys -t tui Enter
wait_for 'you played: start_stack s0'
wait_for '> +1 roll'
t=$(table)
[ "$(count '^  c[0-9]+ ' <<<"$t")" = 3 ] || fail "the starting hand does not list 3 cards"
grep -qE 'hand 3$|hand 3 ' <<<"$(screen | sed -n 2p)" || fail "the opponent's hand size is not 3"
[ "$(screen | count '~ card c\?')" -ge 3 ] || fail "the bot's draws are not hidden in the log"
screen | grep -qE '~ card c[0-9]+ [a-z_]+ +\(' || fail "the person's own draws are not named in the log"
"${T[@]}" send-keys -t tui r
wait_for 'Dice: [1-6] (brigands|trade|celebration|harvest|event)'
# the help explains the table
"${T[@]}" send-keys -t tui '?'
wait_for "'6 \[\*\*\.\]' = number 6, 2 of 3"
screen | grep -q 'The board:' && fail "the help explains a hex board in Rivals"
"${T[@]}" send-keys -t tui Escape
wait_for 'Your actions'
quit_ok

# --- watched to the end: a bot plays the person's seat too ---
start --game rivals --seed 5 --watch
wait_for 'game over: (you win|you lost|nobody won)' 60
screen | grep -qE '^ Catan: rivals \| turn [0-9]+ \| game_over' || fail "the status bar does not show the game's end"
screen | grep -qE '│>?p[01] (red|blue)( you)? +([7-9]|1[0-9]) ' || fail "nobody has 7 points in the players panel"
screen | grep -q '(7 points win)' || fail "the introductory game does not show its 7-point goal"
t=$(table)
[ "$(grep -oE '(CITY|sett|C|S) t[0-9]+' <<<"$t" | wc -l)" -gt 4 ] || fail "no town built during the game"
[ "$(grep -oE '[1-6]( \[[*.]{3}\]|[*.]{3})' <<<"$t" | wc -l)" -gt 12 ] || fail "no region added during the game"
grep -qE '[0-9][VSKCP]' <<<"$t" || fail "no card with points on the table"
screen >"$artifact"
quit_ok

# --- a theme game (Era of Gold, 12 points) watched to its end: five stacks, the goal shown ---
start --game rivals --option mode=gold --seed 3 --watch
wait_for 'game over: (you win|you lost|nobody won)' 90
screen | grep -q '(12 points win)' || fail "the Gold game does not show its 12-point goal"
grep -qE 'Stacks: s0 [0-9]+  s1 [0-9]+  s2 [0-9]+  s3 [0-9]+  s4 [0-9]+ ' <<<"$(table)" ||
  fail "the Gold game's five stacks are not shown"
screen | grep -qE '│>?p[01] (red|blue)( you)? +1[2-9] ' || fail "nobody has 12 points in the Gold game"
quit_ok

# --- the tournament: each player's own stacks and discard pile, his deck's starting hand ---
start --game rivals --option mode=tournament --option deck1="$2/decks/trade.deck" --seed 3 --bots heuristic
wait_for 'Stacks p0 s0-s3: 8 8 8 8  p1 s4-s7: 8 8 8 8  discard 0/0'
wait_for 'Phase: prepare +\(15 points win\)'
t=$(table)
for card in 'Drill Ground' 'Austin' 'Harald'; do # decks/heroes.deck's start, the default
  grep -qE "^  c[0-9]+ +$card " <<<"$t" || fail "the tournament hand lacks $card"
done
quit_ok

# --- the line mode ---
plain=$(printf '1\n%.0s' $(seq 1 12) | "$catan" play --game rivals --plain --seed 3 2>&1 || true)
grep -qE 'p0 \(you\) 2 VP' <<<"$plain" || fail "plain: no status line for p0"
grep -qE 'regions: p10 lumber 2 \(1\)' <<<"$plain" || fail "plain: the regions are not listed"
grep -qE 'your hand: c[0-9]+ ' <<<"$plain" || fail "plain: the hand is not listed"
grep -qE 'start_stack s0 +\(stack 0: 9 cards\)' <<<"$plain" || fail "plain: the actions are not described"

# --- an unknown mode is refused with the engine's message ---
if msg=$("$catan" play --game rivals --option mode=bogus --plain </dev/null 2>&1); then
  fail "mode=bogus was accepted"
fi
grep -q "takes one of intro, gold, turmoil, progress, duel" <<<"$msg" || fail "mode=bogus refused without the engine's message: $msg"
echo "test_tui_rivals: OK"
