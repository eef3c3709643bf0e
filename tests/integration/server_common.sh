#!/usr/bin/env bash
# server_common.sh — sourced by the test_server_*.sh scripts: checks that the `catan` under test
# has the server (else exit 77, which ctest counts as skipped) and picks the Python 3 that runs
# the scripted clients (tests/integration/catan_client.py). Sets $py. server_test and run_client
# are the start and the client run that the server tests share.

# require_server CATAN: skip the test unless CATAN was built with `catan serve`.
require_server() {
    if ! "$1" --help | grep -q '^  serve'; then
        echo "SKIP: this catan was built without the server (civetweb, SQLite)"
        exit 77
    fi
}

py=/usr/bin/python3
[[ -x $py ]] || py=python3

# server_test: the start of a server test, once $catan and $src are set: skips the test without
# the server and makes the work folder $work, removed on exit.
server_test() {
    require_server "$catan"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
}

# run_client [ARG...] <<'PYTHON': runs the test's Python client script (its standard input) with
# the arguments catan src work ARG...; when it fails, shows the end of the server's logs
# ($work/server*.log) and exits 1.
run_client() {
    "$py" - "$catan" "$src" "$work" "$@" ||
        { echo '--- server log:' >&2; tail -c 20000 "$work"/server*.log >&2 || true; exit 1; }
}
