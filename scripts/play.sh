#!/usr/bin/env bash
# play.sh — the set-up command that builds the engine and starts a game in the terminal.
#
# Installs dependencies (scripts/install-deps.sh), builds the release build quietly into
# build/release (scripts/build.sh release) and runs `build/release/catan play` with the arguments
# given here: scripts/play.sh --help lists them.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/install-deps.sh"
echo "building build/release (log in build/release.log) ..." >&2
CATAN_QUIET=1 bash "$root/scripts/build.sh" release  # warnings do not stop a player: no -Werror here
exec "$root/build/release/catan" play "$@"
