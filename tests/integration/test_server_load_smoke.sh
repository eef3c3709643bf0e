#!/usr/bin/env bash
# test_server_load_smoke.sh — keeps the server's load test (bench/load_server.py) working: a small
# run (10 games x 4 WebSocket clients, 3 seconds) with a loose latency bound, since this may be a
# Debug or sanitizer build. The real measurement is bench/load_server.py with 200 games on a
# Release build (docs/server.md).
#
# usage: test_server_load_smoke.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
require_server "$catan"
"$py" "$src/bench/load_server.py" "$catan" --games 10 --seconds 3 --p99-ms 1000
