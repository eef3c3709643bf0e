#!/usr/bin/env bash
# server_common.sh — sourced by the test_server_*.sh scripts: checks that the `catan` under test
# has the server (else exit 77, which ctest counts as skipped) and picks the Python 3 that runs
# the scripted clients (tests/integration/catan_client.py). Sets $py.

# require_server CATAN: skip the test unless CATAN was built with `catan serve`.
require_server() {
    if ! "$1" --help | grep -q '^  serve'; then
        echo "SKIP: this catan was built without the server (civetweb, SQLite)"
        exit 77
    fi
}

py=/usr/bin/python3
[[ -x $py ]] || py=python3
