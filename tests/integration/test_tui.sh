#!/usr/bin/env bash
# test_tui.sh — the ncurses client of `catan play`, driven through tmux: a detached session of a
# fixed size runs a seeded game, keys go in with `tmux send-keys`, and the screen is read back
# with `tmux capture-pane -p` and checked: the board is drawn (terrain labels, number tokens,
# robber, harbours); an unknown key and an illegal shortcut get a message and change nothing
# else; the set-up settlement and road placed from the keyboard appear where '@' marked them;
# a roll happens; resizing (even below the minimum size) does not crash; a Struggle game draws
# its table; quitting (q, y) exits with status 0. Seafarers on New Shores: sea, gold, the pirate
# and harbours are drawn, a set-up road and a set-up ship placed from the keyboard appear with
# their own glyphs, and a game watched to its turn limit (--watch) shows as many ship glyphs as
# the players panel counts ships. A 12-player game of the large size class on a board wider and
# taller than the window: the seats' marks, scrolling (H J K L) changes the visible part and
# stops at the board's edges, z brings the selected action's place back into view, the help
# lists the keys. Every wait polls the screen with a timeout (the tmux helpers: tui_common.sh;
# World: test_tui_world.sh).
# The last full screen is saved as test_tui_capture.txt next to the binary.
# Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out_dir=$(dirname "$catan")
artifact="$out_dir/test_tui_capture.txt"

BOARD_COLS=58 # the board's part of the 120-column screen
# shellcheck source=tests/integration/tui_common.sh
. "$(dirname "${BASH_SOURCE[0]}")/tui_common.sh"

# Builds the road the '@' marks (Enter) and checks that a road glyph is drawn there.
place_selected_road() {
    local row col
    read -r row col <<<"$(marker)" || true
    [ -n "${row:-}" ] || fail "no '@' marks the selected road"
    "${T[@]}" send-keys -t tui Enter
    wait_for 'you p0 build_road e'
    case "$(cell "$row" "$col")" in
      /|\\|\|) ;;
      *) fail "no road glyph at row $row column $col" ;;
    esac
}
# Everything but the message and help lines (the last two).
body() { screen | head -n 38; }

# --- Classic, 3 players, seeded ---
start --seed 7 --players 3 --bots random
wait_for 'build_settlement v'
board=$(screen | cut -c1-$BOARD_COLS)
grep -qE '(forest|hills|pasture|fields|mountns|desert)' <<<"$board" || fail "no terrain label on the board"
tokens=$(grep -oE ' (1[0-2]|[2-9]) ' <<<"$board" | wc -l)
[ "$tokens" -ge 15 ] || fail "only $tokens number tokens on the board"
grep -q 'ROB' <<<"$board" || fail "no robber on the board"
grep -qE '3:1' <<<"$board" || fail "no harbour on the board"
screen | grep -qE 'p0 red you +0 ' || fail "the players panel does not show p0"

# an unknown key: a message, nothing else changes
before=$(body)
"${T[@]}" send-keys -t tui x
wait_for "unknown key 'x'"
[ "$(body)" = "$before" ] || fail "the unknown key 'x' changed the screen"

# typing filters the list ("1" "6" keeps v16, hexes with a 6, ...); Esc shows everything again
"${T[@]}" send-keys -t tui 1 6
wait_for 'Your actions: [0-9]+ of [0-9]+ match /16'
screen | grep -qE '> +1 build_settlement v16 ' || fail "the filter /16 does not select v16 first"
"${T[@]}" send-keys -t tui Escape
wait_for 'Your actions \([0-9]+\)'

# the first set-up settlement, where '@' marks the selected spot
"${T[@]}" send-keys -t tui j j
wait_for '> +3 build_settlement v'
read -r row col <<<"$(marker)" || true
[ -n "${row:-}" ] || fail "no '@' marks the selected settlement spot"
"${T[@]}" send-keys -t tui Enter
wait_for 'you p0 build_settlement v'
wait_for 'setup_road'
[ "$(cell "$row" "$col")" = 0 ] || fail "no settlement '0' at row $row column $col"
screen | grep -qE 'p0 red you +1 ' || fail "p0 does not have 1 point after the settlement"

# its road
place_selected_road

# the second settlement and road (after the bots' placements), then roll
wait_for 'setup_settlement \| your move'
"${T[@]}" send-keys -t tui Enter
wait_for 'setup_road \| your move'
"${T[@]}" send-keys -t tui Enter
wait_for 'pre_roll \| your move'
"${T[@]}" send-keys -t tui r
wait_for '~ roll ([2-9]|1[0-2])'
wait_for 'last roll ([2-9]|1[0-2])'

# an illegal shortcut: rolling twice
before=$(body)
"${T[@]}" send-keys -t tui r
wait_for 'you cannot roll now'
[ "$(body)" = "$before" ] || fail "the illegal 'r' changed the screen"
screen >"$artifact"

# resizing: smaller, too small, back
"${T[@]}" resize-window -t tui -x 80 -y 24
wait_for '^ Catan: classic'
[ "$(screen | sed 's/│/|/g; s/─/-/g' | awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }')" -le 80 ] ||
  fail "lines wider than 80 columns after resizing"
"${T[@]}" resize-window -t tui -x 40 -y 10
wait_for 'Terminal too small'
"${T[@]}" resize-window -t tui -x 120 -y 40
wait_for 'Your actions'
[ ! -s "$tmp/rc" ] || fail "catan play ended while resizing (status $(cat "$tmp/rc"))"
quit_ok

# --- Struggle: the table, a shortcut ---
start --game struggle --seed 3 --players 3 --bots random
wait_for 'Market:'
wait_for 'Direction card:'
wait_for 'end_trade'
"${T[@]}" send-keys -t tui e
wait_for 'you p0 end_trade'
quit_ok

# The sum of the ships column ("shp", the last number before the awards) of the players panel.
ships_listed() {
  screen | awk -F'│' '$2 ~ /^[ >]p[0-9]+/ { t = $2; gsub(/LongestRoad|LargestArmy/, "", t);
    n = split(t, f, " "); s += f[n] } END { print s + 0 }'
}

# --- Seafarers on New Shores, 4 players: the board, a set-up road and ship from the keyboard ---
W=160 H=60
start --game seafarers --board new_shores --players 4 --bots random --seed 3
wait_for 'build_settlement v'
BOARD_COLS=$(board_cols)
[ "$BOARD_COLS" -gt 40 ] || fail "no separator between the board and the panels"
board=$(board_area)
[ "$(grep -o 'sea' <<<"$board" | wc -l)" -ge 20 ] || fail "the sea hexes are not labelled"
grep -q 'gold' <<<"$board" || fail "no gold field on the board"
[ "$(grep -o 'PIR' <<<"$board" | wc -l)" = 1 ] || fail "the pirate is not on the board once"
grep -q 'ROB' <<<"$board" || fail "no robber on the board"
grep -q '2:1' <<<"$board" || fail "no harbour on the board"
if grep -q '~' <<<"$board"; then fail "a ship on the board before any was built"; fi
screen | grep -qE 'player +VP +cards +dev +kn +road +shp' || fail "no ships column in the players panel"

"${T[@]}" send-keys -t tui Enter
wait_for 'you p0 build_settlement v'
wait_for 'setup_road \| your move'
"${T[@]}" send-keys -t tui o
wait_for 'Your actions: [0-9]+ of [0-9]+ match /road'
place_selected_road

# the second settlement by the sea ("/sea" filters by the description), then a ship
wait_for 'setup_settlement \| your move'
"${T[@]}" send-keys -t tui / s e a Enter
wait_for 'setup_road \| your move'
"${T[@]}" send-keys -t tui w
wait_for 'Your actions: [0-9]+ of [0-9]+ match /ship'
screen | grep -qE '> +1 build_ship e[0-9]+ +(sea|open sea)' || fail "the ship's place is not described"
read -r row col <<<"$(marker)" || true
[ -n "${row:-}" ] || fail "no '@' marks the selected ship"
"${T[@]}" send-keys -t tui Enter
wait_for 'you p0 build_ship e'
[ "$(cell "$row" "$col")" = '~' ] || fail "no ship '~' at row $row column $col"
[ "$(board_area | tr -cd '~' | wc -c)" = "$(ships_listed)" ] ||
  fail "the ships drawn ($(board_area | tr -cd '~' | wc -c)) are not the ships counted ($(ships_listed))"
quit_ok

# --- Seafarers watched to a turn limit: bots play every seat, the client draws p0's view ---
start --game seafarers --board new_shores --players 4 --bots random --seed 5 --watch \
  --option turn_limit=40
wait_for 'game over: (nobody won|you win|you lost)' 120
screen | grep -qE '^ Catan: seafarers \| turn [0-9]+ \| game_over' || fail "the status bar does not show the game's end"
board=$(board_area)
drawn=$(tr -cd '~' <<<"$board" | wc -c)
[ "$drawn" -ge 1 ] || fail "no ship on the board after 40 turns"
[ "$drawn" = "$(ships_listed)" ] || fail "$drawn ships drawn, $(ships_listed) counted"
[ "$(grep -o 'PIR' <<<"$board" | wc -l)" = 1 ] || fail "the pirate is not on the board once"
screen >"$tmp/sea_capture.txt"
quit_ok

# --- 12 players, the large size class, a board larger than the window ---
W=120 H=40
awk -v w=12 -v h=8 'BEGIN {
  split("forest hills pasture fields mountains", T, " "); split("2 3 4 5 6 8 9 10 11 12", N, " ")
  printf "{\"hexes\":["
  for (r = 0; r < h; r++) for (q = 0; q < w; q++) {
    i = r * w + q
    printf "%s{\"q\":%d,\"r\":%d,\"terrain\":", i ? "," : "", q - w / 2, r - h / 2
    if (i == 0) printf "\"desert\"}"; else printf "\"%s\",\"number\":%s}", T[i % 5 + 1], N[i % 10 + 1]
  }
  printf "],\"harbours\":[{\"q\":%d,\"r\":%d,\"edge\":\"NW\",\"type\":\"3:1\"}]}\n", 1 - w / 2, -h / 2
}' >"$tmp/board12.json"
start --players 12 --board "$tmp/board12.json" --option size_class=large --bots random --seed 3
wait_for 'build_settlement v'
BOARD_COLS=$(board_cols)
screen | grep -qE 'p10\(a\) green2' || fail "p10 is not listed with its mark a"
screen | grep -qE 'p11\(b\) brown2' || fail "p11 is not listed with its mark b"
[ "$(screen | grep -cE '^.*│[ >]p[0-9]+')" = 12 ] || fail "the players panel does not list 12 players"
read -r row0 col0 <<<"$(marker)" || true
[ -n "${row0:-}" ] || fail "no '@' marks the first settlement spot"

# scrolling right changes the board, left brings it back, and the left edge stops it
start_view=$(board_area)
"${T[@]}" send-keys -t tui L
deadline=$((SECONDS + 5))
while [ "$(board_area)" = "$start_view" ] && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
[ "$(board_area)" != "$start_view" ] || fail "L did not scroll the board"
"${T[@]}" send-keys -t tui H
deadline=$((SECONDS + 5))
while [ "$(board_area)" != "$start_view" ] && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
[ "$(board_area)" = "$start_view" ] || fail "H did not scroll the board back"
"${T[@]}" send-keys -t tui H
wait_for 'the board ends here'
[ "$(board_area)" = "$start_view" ] || fail "H scrolled past the board's left edge"
"${T[@]}" send-keys -t tui J
deadline=$((SECONDS + 5))
while [ "$(board_area)" = "$start_view" ] && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
[ "$(board_area)" != "$start_view" ] || fail "J did not scroll the board down"

# far to the right the selected spot is out of view; z brings it back
for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do "${T[@]}" send-keys -t tui L; done
wait_for 'the board ends here'
[ -z "$(marker)" ] || fail "the '@' is still in view at the board's right edge"
"${T[@]}" send-keys -t tui z
wait_for "board centred on the selected action's place"
[ -n "$(marker)" ] || fail "z did not bring the selected spot into view"

# the help lists the scrolling keys
"${T[@]}" send-keys -t tui '?'
wait_for 'H J K L +scroll a board larger than the window'
wait_for "Z +centre the board on the last action's place"
"${T[@]}" send-keys -t tui Escape
wait_for 'Your actions'

# the set-up from the keyboard; the bots' eleven settlements follow
"${T[@]}" send-keys -t tui Enter
wait_for 'setup_road \| your move'
"${T[@]}" send-keys -t tui Enter
wait_for 'setup_settlement \| your move' 20
screen | grep -qE '│ p11\(b\) brown2 +2 ' || fail "p11 does not have 2 points after the bots' set-up"
board=$(board_area)
grep -qE ' a ' <<<"$board" || fail "no settlement of p10 (a) in view"
grep -qE ' b ' <<<"$board" || fail "no settlement of p11 (b) in view"
"${T[@]}" resize-window -t tui -x 60 -y 18
wait_for '^ Catan: classic'
"${T[@]}" resize-window -t tui -x 120 -y 40
wait_for 'Your actions'
[ ! -s "$tmp/rc" ] || fail "catan play ended while resizing (status $(cat "$tmp/rc"))"
quit_ok

echo "test_tui: ok (capture in $artifact)"
