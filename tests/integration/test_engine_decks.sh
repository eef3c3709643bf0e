#!/usr/bin/env bash
# test_engine_decks.sh — the Rivals tournament's decks through `catan engine` (docs/protocol.md
# "new"): decks as file text and shipped names, refusals naming the seat, line, card and rule with
# the game untouched; a game with two non-default decks (trade, progress) saved to a replay that
# `catan replay` plays to the same final hash; a position of it read back through `position`.
#
# usage: test_engine_decks.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
py=/usr/bin/python3
[[ -x $py ]] || py=python3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$py" - "$catan" "$here" "$src" "$work" <<'PYTHON'
import random, subprocess, sys

catan, here, src, work = sys.argv[1:5]
sys.path.insert(0, here)
from engine_pipe import Engine, check, failures

trade = open(src + "/decks/trade.deck").read()
new = {"cmd": "new", "game": "rivals", "players": 2, "seed": 21,
       "options": {"mode": "tournament"}, "decks": [trade, "progress"]}
e = Engine(catan)
r = e.ok(new)
check(r["decks"][0]["cards"][:3] == ["gold_ship", "marketplace", "merchant_caravan"],
      "the response writes seat 0's deck, starting cards first")
check(len(r["decks"][1]["cards"]) == 35 and len(r["decks"][1]["events"]) == 4, "seat 1's deck written")
default = Engine(catan)
d = default.ok({**new, "decks": None})
check("decks" not in d and d["hash"] != r["hash"], "no decks: the default game, another hash")

# refusals: the seat, line, card and rule, and the game as it was
bad = trade.replace("2 Goldsmith", "4 Goldsmith").replace("2 Mint\n", "")
e.err({**new, "decks": ["heroes", bad]}, "bad_option", "decks[1] (seat 1): line 30: copy-limit: 4 copies of Goldsmith")
e.err({**new, "decks": ["heroes", "nonesuch"]}, "bad_option", "'nonesuch' is neither a shipped deck")
e.err({**new, "decks": ["heroes"]}, "bad_option", "a list of 2 decks")
e.err({**new, "options": {"mode": "intro"}}, "bad_option", "mode \"tournament\"")
e.err({**new, "decks": [{"cards": ["austin"] * 35}, None]}, "bad_option", "decks[0] (seat 0): named-unit")
check(e.hash() == r["hash"], "the game is the one made first")

# play on, save, and replay with `catan replay`
rnd = random.Random(4)
positions = []
legal = e.ok({"cmd": "legal"})
for step in range(400):
    if legal["terminal"]:
        break
    if step % 100 == 50:
        positions.append(e.ok({"cmd": "state"}))
    if legal["actors"][0]["player"] == "chance":
        e.ok({"cmd": "step"})
    else:
        a = rnd.choice(legal["actions"])
        e.ok({"cmd": "apply", "player": a["player"], "action": a["action"]})
    legal = e.ok({"cmd": "legal"})
final = e.hash()
e.ok({"cmd": "save", "path": work + "/decks.json"})
out = subprocess.run([catan, "replay", work + "/decks.json"], capture_output=True, text=True)
check(out.returncode == 0 and final in out.stdout, "catan replay: %s %s" % (out.stdout, out.stderr))
# a position of the game read back into a session made with the same decks
f = Engine(catan)
f.ok(new)
for pos in positions:
    p = f.ok({"cmd": "position", "state": pos["state"]})
    check(p["hash"] == pos["hash"], "a position of the deck game reads back to its hash")
    check(f.ok({"cmd": "state"})["state"] == pos["state"], "and the same state")
check(len(positions) >= 2, "positions taken")
for x in (e, f, default):
    x.close()
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("engine decks: ok")
PYTHON
