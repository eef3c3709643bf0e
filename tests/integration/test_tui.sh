#!/usr/bin/env bash
# test_tui.sh — the ncurses client of `catan play`, driven through tmux: a detached session of a
# fixed size runs a seeded game, keys go in with `tmux send-keys`, and the screen is read back
# with `tmux capture-pane -p` and checked: the board is drawn (terrain labels, number tokens,
# robber, harbours); an unknown key and an illegal shortcut get a message and change nothing
# else; the set-up settlement and road placed from the keyboard appear where '@' marked them;
# a roll happens; resizing (even below the minimum size) does not crash; a Struggle game draws
# its table; quitting (q, y) exits with status 0. Every wait polls the screen with a timeout.
# The last full screen is saved as test_tui_capture.txt next to the binary.
# Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out_dir=$(dirname "$catan")
artifact="$out_dir/test_tui_capture.txt"

if ! command -v tmux >/dev/null 2>&1; then
  echo "FAIL: tmux is not installed (scripts/install-deps.sh installs it)"
  exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/catan-tui.XXXXXX")
T=(tmux -S "$tmp/tmux.sock" -f /dev/null)
cleanup() {
  "${T[@]}" kill-server >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
export TERM=${TERM:-xterm}
[ "$TERM" = dumb ] && export TERM=xterm
BOARD_COLS=58 # the board's part of the 120-column screen

screen() { "${T[@]}" capture-pane -p -t tui 2>/dev/null || true; }

fail() {
  echo "FAIL: $*"
  screen | tee "$artifact"
  exit 1
}

# wait_for REGEX [SECONDS]: polls the screen until it shows REGEX (extended grep).
wait_for() {
  local deadline=$((SECONDS + ${2:-8}))
  while [ $SECONDS -lt $deadline ]; do
    screen | grep -qE -- "$1" && return 0
    sleep 0.05
  done
  fail "the screen never showed /$1/"
}

# start NAME ARGS...: a new session of 120x40 running `catan play ARGS`; its status goes to rc.
start() {
  rm -f "$tmp/rc"
  "${T[@]}" new-session -d -x 120 -y 40 -s tui \
    "'$catan' play $*; echo \$? > '$tmp/rc'; sleep 30"
}

# quit_ok: q, y, then the process must end with status 0.
quit_ok() {
  "${T[@]}" send-keys -t tui q
  wait_for 'Really quit\? \(y/n\)'
  "${T[@]}" send-keys -t tui y
  local deadline=$((SECONDS + 5))
  while [ ! -s "$tmp/rc" ] && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
  [ -s "$tmp/rc" ] || fail "catan play did not exit after q, y"
  [ "$(cat "$tmp/rc")" = 0 ] || fail "catan play exited with status $(cat "$tmp/rc")"
  "${T[@]}" kill-session -t tui >/dev/null 2>&1 || true
}

# The "row col" of the first '@' (the selected action's place) on the board, or nothing.
marker() { screen | awk -v w=$BOARD_COLS '{ i = index(substr($0, 1, w), "@"); if (i) { print NR, i; exit } }'; }
cell() { screen | awk -v r="$1" -v c="$2" 'NR == r { print substr($0, c, 1) }'; }
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
read -r row col <<<"$(marker)" || true
[ -n "${row:-}" ] || fail "no '@' marks the selected road"
"${T[@]}" send-keys -t tui Enter
wait_for 'you p0 build_road e'
case "$(cell "$row" "$col")" in
  /|\\|\|) ;;
  *) fail "no road at row $row column $col" ;;
esac

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

echo "test_tui: ok (capture in $artifact)"
