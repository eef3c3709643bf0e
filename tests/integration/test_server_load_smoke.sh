#!/usr/bin/env bash
# test_server_load_smoke.sh — keeps the server's load test (bench/load_server.py) working: small
# runs (10 Classic games x 4 WebSocket clients from the C client bench/load/ws_load and from the
# Python one; 2 World games x 12 clients, one of them with whole updates; short 2-player games
# replaced as they end, with finished games leaving the server's memory at once), a few seconds
# each, with a loose latency bound, since this may be a Debug or sanitizer build. The real
# measurements (200 Classic games; 50 World games, 600 clients; the 30-minute soak) are not ctest
# tests: `cmake --build <release build> --target load_server` or `load_server_world`
# (docs/server.md).
#
# usage: test_server_load_smoke.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
require_server "$catan"
load() { "$py" "$src/bench/load_server.py" "$catan" "$@"; }
load --games 10 --seconds 3 --p99-ms 1000
load --games 10 --seconds 3 --p99-ms 1000 --client python
load --game world --games 2 --seconds 3 --p99-ms 2000
load --game world --games 1 --seconds 3 --p99-ms 2000 --board full
if [[ -x "$(dirname "$catan")/ws_load" ]]; then
    out=$(load --games 4 --seats 2 --seconds 6 --think-ms 1 --replace --keep-finished 0 \
          --p99-ms 2000 --json | tail -n 2 | head -n 1)
    "$py" - "$out" <<'PYTHON'
import json, sys
fig = json.loads(sys.argv[1])
problems = []
if fig["client"] != "c":
    problems.append("the C client was not used (%s)" % fig["client"])
if fig["games_replaced"] < 1:
    problems.append("no game ended and was replaced in 6 s of 2-player games")
# with 1 ms think times a seat's action may lose a race (the state moved on while it was sent,
# as on a 7 when several seats discard at once): refusals of that kind only, and rare
races = {"illegal_action", "not_your_seat", "not_your_turn"}
other = {k: v for k, v in fig["errors"].items() if k not in races}
if other:
    problems.append("refused actions other than lost races: %s" % other)
if sum(fig["errors"].values()) * 100 > fig["actions"]:
    problems.append("more than 1%% of the actions refused: %s" % fig["errors"])
if fig["actions"] < 100:
    problems.append("only %d actions answered" % fig["actions"])
print("replacing games: %d actions, %d games replaced" % (fig["actions"], fig["games_replaced"]))
if problems:
    print("FAIL: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
PYTHON
else
    echo "no ws_load beside $catan: the C client's runs are skipped"
fi
