#!/usr/bin/env bash
# test_server_load_smoke.sh — keeps the server's load test (bench/load_server.py) working: small
# runs (10 Classic games x 4 WebSocket clients; 2 World games x 12 clients, one of them with
# whole updates), 3 seconds each, with a loose latency bound, since this may be a Debug or
# sanitizer build. The real measurements (200 Classic games; 50 World games, 600 clients) are not
# ctest tests: `cmake --build <release build> --target load_server` or `load_server_world`
# (docs/server.md).
#
# usage: test_server_load_smoke.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
require_server "$catan"
"$py" "$src/bench/load_server.py" "$catan" --games 10 --seconds 3 --p99-ms 1000
"$py" "$src/bench/load_server.py" "$catan" --game world --games 2 --seconds 3 --p99-ms 2000
"$py" "$src/bench/load_server.py" "$catan" --game world --games 1 --seconds 3 --p99-ms 2000 --board full
