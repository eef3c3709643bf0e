#!/usr/bin/env bash
# run.sh — the browser client's end-to-end tests: starts the real `catan serve` on a free loopback
# port with a fresh SQLite database, runs the playwright-core flows (run.mjs) in Debian's chromium,
# saves their screenshots, and stops the server.
#
# usage: tests/e2e/run.sh CATAN_BINARY [ARTIFACT_DIR]      (default ARTIFACT_DIR: ./e2e-artifacts)
# Exits 77 (ctest: skipped) when node, chromium or `catan serve` is missing.
# E2E_ONLY=classic (or struggle, join, seafarers, world, rivals, rivals-duel, rivals-tournament,
# rivals-own-decks, deck; or a comma-separated list) runs those flows.
set -euo pipefail

catan=$(realpath "$1")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
artifacts=$(realpath -m "${2:-e2e-artifacts}")
chromium=${CHROMIUM:-/usr/bin/chromium}

for tool in node npm; do
    command -v "$tool" >/dev/null || { echo "run.sh: $tool not found (scripts/install-deps.sh installs it); skipped"; exit 77; }
done
[[ -x "$chromium" ]] || { echo "run.sh: $chromium not found (scripts/install-deps.sh installs it); skipped"; exit 77; }
"$catan" serve --help >/dev/null 2>&1 || { echo "run.sh: $catan has no 'serve' (built without civetweb?); skipped"; exit 77; }

# playwright-core, pinned by package-lock.json, into tests/e2e/node_modules (not committed).
if [[ ! -f "$here/node_modules/playwright-core/package.json" ]]; then
    (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/catan-e2e.XXXXXX")
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

rm -rf "$artifacts"
mkdir -p "$artifacts"
"$catan" serve --port 0 --host 127.0.0.1 --db "$work/e2e.sqlite" --web "$root/web" --bots 1 >"$work/serve.log" 2>&1 &
server_pid=$!
url=""
for _ in $(seq 1 100); do
    url=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/serve.log" | head -n 1 || true)
    [[ -n "$url" ]] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
done
if [[ -z "$url" ]]; then
    echo "run.sh: the server did not start:"; cat "$work/serve.log"; exit 1
fi
echo "run.sh: server at $url, screenshots in $artifacts"

set +e
CHROMIUM="$chromium" node "$here/run.mjs" "$url" "$artifacts"
rc=$?
set -e
cp "$work/serve.log" "$artifacts/serve.log"
exit $rc
