# tui_common.sh — what the terminal client's tests share (sourced by test_tui*.sh, not a test):
# a private tmux server whose detached session of a fixed size runs `catan play`, keys sent with
# `tmux send-keys`, the screen read back with `tmux capture-pane -p`, and helpers that poll the
# screen with a timeout. The sourcing script sets `catan` (the binary's absolute path) and
# `artifact` (where the last screen is saved on failure) first.
#   TOP   rows of the status bar (1; World has 2), for board_cols and board_area
#   W, H  the session's size for start (120 x 40 unless set)

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
TOP=${TOP:-1}

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

# start ARGS...: a new session of W x H (120x40 unless set) running `catan play ARGS`; its status
# goes to rc.
# A tmux server that dies while starting on a very busy host ("server exited unexpectedly") is
# started again, up to three times.
start() {
  rm -f "$tmp/rc"
  local try
  for try in 1 2 3; do
    "${T[@]}" new-session -d -x "${W:-120}" -y "${H:-40}" -s tui \
      "'$catan' play $*; echo \$? > '$tmp/rc'; sleep 30" && return 0
    "${T[@]}" kill-server >/dev/null 2>&1 || true
    sleep 0.5
  done
  fail "tmux could not start a session"
}

# quit_ok: q, then a resize of the window (which must not cancel the question), y, then the
# process must end with status 0.
quit_ok() {
  "${T[@]}" send-keys -t tui q
  wait_for 'Really quit\? \(y/n\)'
  "${T[@]}" resize-window -t tui -x $((${W:-120} + 2)) -y "${H:-40}"
  sleep 0.3
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

# The board's columns: left of the separator (the "│" of the first row below the status bar).
board_cols() { screen | awk -v top="$TOP" 'NR == top + 1 { print index($0, "│") - 1 }'; }
# The board area: the rows above the message line and the event log, left of the separator.
# (awk reads to the end: an early exit would fail the pipeline under pipefail.)
board_area() {
  screen | awk -F'│' -v top="$TOP" -v last=$((${H:-40} - 2)) \
    'NR > top && NR <= last && !done { if ($1 ~ /^Events/) done = 1; else print $1 }'
}
