#!/usr/bin/env bash
# test_tui_world.sh — World Catan in both terminal clients of `catan play`, played by a scripted
# person against random bots for a full round, phase 3 included.
#
# The curses client, driven through tmux (tui_common.sh), 12 players on the default world map
# (no --board): the two status lines (round, whose part, the active players by their dice, the
# four bandits' hexes, the discovery tokens), the 12 seats' marks and G/R for the active players,
# the 7-island drawn with "7" and its corners' letters and described in the action list; the
# person's set-up settlement on a 7-island corner; a 7 (seed 5's first roll) where the person,
# green, moves the second robber and the list offers move_robber2 and move_pirate2 with their
# places; the bank pick; his window; phase 3; the bots' round 2 up to his phase-3 part; B
# centres the board on each of the four bandits, which are drawn there (ROB RB2 PIR PI2); the
# help explains World.
# The line mode (--plain), 8 players, answers "1" to every question: the board list marks the
# bandits and the 7-island, the status line and log show rounds, windows, the 7's steps and
# phase 3. The player count without --players (8) and a count World does not allow (7).
# The last full screen is saved as test_tui_world_capture.txt next to the binary.
# Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out_dir=$(dirname "$catan")
artifact="$out_dir/test_tui_world_capture.txt"
TOP=2 # World's status bar has two lines
# shellcheck source=tests/integration/tui_common.sh
. "$(dirname "${BASH_SOURCE[0]}")/tui_common.sh"

keys() { "${T[@]}" send-keys -t tui "$@"; }
status1() { screen | sed -n 1p; }
status2() { screen | sed -n 2p; }
# The players panel's row of seat $1 (what follows the separator).
player_row() { screen | awk -F'│' -v p="p$1" '{ split($2, f, " "); sub(/^[GR>]/, "", f[1]);
  if (f[1] == p || f[1] ~ "^" p "\\(") print $2 }'; }
# centre_bandit NAME: B until the board is centred on bandit NAME; it must then be in view. Each
# press is waited for: B moves on to the next bandit, so the line names another one (on a busy
# host the screen may still show the last press's line when the next check reads it).
centred() { screen | grep -oE "board centred on [A-Z0-9]+ at h[0-9]+" | tail -n 1 || true; }
centre_bandit() {
  local i before deadline
  for i in 1 2 3 4 5; do
    before=$(centred)
    keys B
    deadline=$((SECONDS + 8))
    while [ "$(centred)" = "$before" ] && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
    grep -qE "board centred on $1 at" <<<"$(centred)" && break
  done
  grep -qE "board centred on $1 at" <<<"$(centred)" || fail "B never centred on $1"
  [ "$(board_area | grep -o "$1" | wc -l)" = 1 ] || fail "$1 is not drawn once where B centred"
}

# --- the curses client: 12 players on the default map ---
W=120 H=40
start --game world --players 12 --bots random --seed 5
wait_for 'set-up: p0 places \| your move'
status1 | grep -qE '^ Catan: world \| round 0 \| set-up: p0 places \| your move \| you p0 vs 11 random' ||
  fail "the first status line is not World's"
status2 | grep -qE 'active: green die p0 \| bandits ROB h[0-9]+ RB2 h[0-9]+ PIR h[0-9]+ PI2 h[0-9]+ \| discovery tokens 28' ||
  fail "the second status line does not show the active player, the four bandits and the tokens"
[ "$(screen | grep -cE '│[ GR>]p[0-9]+')" = 12 ] || fail "the players panel does not list 12 players"
player_row 0 | grep -qE '^Gp0 red you' || fail "p0 is not marked G, the green active player"
player_row 10 | grep -qE 'p10\(a\) green2' || fail "p10 is not listed with its mark a"
player_row 11 | grep -qE 'p11\(b\) brown2' || fail "p11 is not listed with its mark b"
BOARD_COLS=$(board_cols)

# the first settlement on a 7-island corner: the list says what the corner pays on a 7
keys / s e v e n
wait_for 'Your actions: 6 of [0-9]+ match /seven'
screen | grep -qE '> +1 build_settlement v[0-9]+ +on a 7 (lumber|brick|wool|grain|ore|gold);' ||
  fail "a 7-island corner does not say what it pays on a 7"
keys Enter
wait_for 'you played: build_settlement v'
wait_for 'set-up: p0 places \| your move'
board=$(board_area)
grep -q '7island' <<<"$board" || fail "the 7-island is not in view by the new settlement"
grep -qE '\.[LBWGO$0]  7  [LBWGO$0]\.' <<<"$board" || fail "the 7-island does not show 7 and corner letters"
grep -qE '[/@] [LBWGO$] [\\@]' <<<"$board" || fail "the 7-island's north corner has no letter"
keys Enter # its road or ship
wait_for 'you played: build_(road|ship) e'

# the bots' settlements in pairs, then the person's second ones (the last of the set-up)
wait_for 'p11\(b\) brown2 +2 ' 30
wait_for 'set-up: p0 places \| your move'
keys Enter
wait_for 'you played: build_settlement v'
wait_for 'set-up: p0 places \| your move'
keys Enter

# round 1: p0 holds the green die, p6 (opposite) the red one
wait_for 'round 1 \| green p0 rolls \| your move'
status2 | grep -qE 'active: green die p0, red die p6 \|' || fail "the status does not show both active players"
player_row 6 | grep -qE '^Rp6 red2' || fail "p6 is not marked R, the red active player"
wait_for '-- round 1: green p0 \(you\), red p6 --'

# a 7 (seed 5's first roll): green moves one of four bandits
keys r
wait_for '~ roll 7'
wait_for '7: green p0 moves a bandit, last roll 7 \| your move'
for kind in robber robber2 pirate pirate2; do
  screen | grep -qE "Your actions \([0-9]+\)" || fail "the full list is not shown"
  keys / m o v e _ $(sed 's/./& /g' <<<"$kind")
  wait_for "Your actions: [0-9]+ of [0-9]+ match /move_$kind"
  case $kind in
    pirate*) want="(sea|open sea)" ;;
    *) want="(forest|hills|pasture|fields|mountains|desert|gold|seven_island)" ;;
  esac
  screen | grep -qE "> +1 move_$kind h[0-9]+ +$want" || fail "move_$kind is not offered with its place"
  keys Escape
  wait_for 'Your actions \([0-9]+\)'
done
keys / m o v e _ r o b b e r 2
wait_for 'match /move_robber2'
target=$(screen | grep -oE '> +1 move_robber2 h[0-9]+' | grep -oE 'h[0-9]+$')
[ -n "$(marker)" ] || fail "no '@' marks where the second robber would go"
keys Enter
wait_for "you played: move_robber2 $target"
wait_for '7: bank picks \(p0\)'
status2 | grep -qE "RB2 $target " || fail "the status does not show the second robber at $target"
wait_for '> +1 pick_gold [a-z]+ +bank pick'
keys Enter
wait_for 'you played: pick_gold'

# green's window, red's, then phase 3 from green
wait_for "green p0's window, last roll 7 \| your move"
keys e
wait_for "phase 3: p0's part, last roll 7 \| your move"
wait_for 'p6 end_turn'
wait_for '-- phase 3, from green p0 \(you\) --'
keys e

# round 2: the bots' windows and phase-3 parts up to the person's, the last
wait_for "round 2 \| phase 3: p0's part, last roll ([2-9]|1[0-2]) \| your move" 60
status2 | grep -qE 'active: green die p1, red die p7 \|' || fail "round 2's active players are not p1 and p7"
player_row 1 | grep -qE '^Gp1 ' || fail "p1 is not marked G in round 2"
player_row 7 | grep -qE '^Rp7 ' || fail "p7 is not marked R in round 2"
player_row 0 | grep -qE '^ p0 red you' || fail "p0 is still marked active in round 2"
status2 | grep -qE "RB2 $target " || fail "the second robber left $target"

# every bandit drawn where B centres the board
for bandit in ROB RB2 PIR PI2; do centre_bandit "$bandit"; done

# the help explains World
keys '?'
wait_for 'RB2 is the second'
wait_for 'B +centre the board on the next bandit'
keys Escape
wait_for 'Your actions'
screen >"$artifact"
quit_ok

# --- the line mode: 8 players, "1" to every question ---
answers=$(printf '1\n%.0s' $(seq 1 40))
out=$("$catan" play --game world --players 8 --plain --bots random --seed 5 <<<"$answers") ||
  fail "catan play --plain exited with status $?"
check() { grep -qE -- "$1" <<<"$out" || { echo "FAIL: the line mode never printed /$1/"; exit 1; }; }
check '^board \(R = robber, P = pirate; R2, P2 the second ones'
check ' h[0-9]+ +desert +-- R '
check ' h[0-9]+ +[a-z]+ +-- ?R2 '
check ' h[0-9]+ +sea +-- P '
check ' h[0-9]+ +sea +--P2 '
check ' h[0-9]+ +seven_island +7 '
check '^7-island corners \(each pays on a 7\): h[0-9]+: N [a-z]+, NE [a-z]+, SE [a-z]+, S [a-z]+, SW [a-z]+, NW [a-z]+$'
check 'round 0: set-up: p0 places \| active green die p0 \| bandits ROB h[0-9]+ RB2 h[0-9]+ PIR h[0-9]+ PI2 h[0-9]+ \| discovery tokens 28'
check '^-- round 1: green p0 \(you\), red p4 --'
check '^  p4  R '
check 'round 1: green p0 rolls \| active green die p0, red die p4'
check '^  \. roll 7'
check 'round 1: 7: green p0 moves a bandit'
check 'move_robber2 h[0-9]+ +\([a-z]'
check 'move_pirate2 h[0-9]+ +\(sea'
check 'round 1: 7: bank picks \(p0\)'
check "round 1: green p0's window"
check '^-- phase 3: everyone builds in turn from green p0 --'
check "round 1: phase 3: p0's part"
check '^-- round 2: green p1, red p5 --'

# the player count: 8 without --players; 7 is refused
out=$(printf 'quit\n' | "$catan" play --game world --plain --bots random --seed 1)
grep -q 'Catan (world): you are p0 of 8 ' <<<"$out" || { echo "FAIL: World without --players is not 8 players"; exit 1; }
if err=$("$catan" play --game world --players 7 --plain --bots random </dev/null 2>&1); then
  echo "FAIL: World with 7 players was not refused"; exit 1
fi
grep -q '8 to 12 players' <<<"$err" || { echo "FAIL: the refusal of 7 players does not say why: $err"; exit 1; }

echo "test_tui_world: ok (capture in $artifact)"
