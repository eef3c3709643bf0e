#!/usr/bin/env bash
# test_server_tournament_decks.sh — a Rivals tournament with the players' own decks on the server
# (docs/server.md): GET /api/rivals/decks lists the shipped decks (the files of decks/); a game
# created with invalid decks is refused with the check's errors and nothing is created; a game
# with a deck file's text for the person's seat and a shipped deck's name for the bot's deals the
# person his deck's starting cards and keeps the opponent's deck out of the views; the server is
# killed and started again on the same store and the game is exactly where it was; a game of two
# bots with the trade and progress decks plays to its end and its replay (with the decks) verifies
# with `catan replay`.
#
# usage: test_server_tournament_decks.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import json, random, subprocess, sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, play, check, failures

srv = Server(catan, work + "/games.sqlite", "--rate", "5000", log=work + "/server.log")
trade = open(src + "/decks/trade.deck").read()

st, j, _ = srv.http("GET", "/api/rivals/decks")
names = [d["name"] for d in j.get("decks", [])]
import os
shipped = sorted(f[:-5] for f in os.listdir(src + "/decks") if f.endswith(".deck"))  # the files of decks/
check(st == 200 and names == shipped and "heroes" in names, "the shipped decks: %s %s, files %s" % (st, names, shipped))
check([d["text"] for d in j["decks"] if d["name"] == "trade"] == [trade], "a shipped deck's text is its file")

TOURNEY = {"game": "rivals", "players": 2, "options": {"mode": "tournament"}}
def games():
    return len(srv.http("GET", "/api/games")[1]["games"])
n0 = games()
bad = trade.replace("1 Trade Master", "2 Trade Master").replace("1 Merchant\n", "")
for decks, words in (([bad, "heroes"], ["decks[0] (seat 0)", "attack-card", "Trade Master"]),
                     (["heroes", "atlantis"], ["decks[1] (seat 1)", "atlantis"]),
                     (["heroes"], ["2 decks"])):
    st, j, _ = srv.http("POST", "/api/games", dict(TOURNEY, seats=["human", "random"], decks=decks))
    msg = j.get("error", {}).get("message", "")
    check(st == 400 and all(w in msg for w in words), "invalid decks refused: %s %s" % (st, msg))
st, j, _ = srv.http("POST", "/api/games", {"game": "rivals", "players": 2, "seats": ["human", "random"],
                                          "options": {"mode": "intro"}, "decks": ["trade", "trade"]})
check(st == 400 and "tournament" in j["error"]["message"], "decks outside the tournament: %s" % j)
check(games() == n0, "no game was created")

# the person's deck as a file's text, the bot's by name
g = srv.create(seats=["human", "heuristic"], seed=5, decks=[trade, "progress"], **TOURNEY)
seat, tok = srv.join(g, name="Ann")
ws = srv.ws(g, tok)
u = ws.update()
s = u["state"]
hand = sorted(s["kinds"][c] for c in s["players"][0]["hand"])
check(hand == ["gold_ship", "marketplace", "merchant_caravan"], "the person's starting cards are his deck's: %s" % hand)
check(all(k is None for k in s["kinds"][35:]), "the opponent's deck is hidden from the person")
check("decks" not in json.dumps(srv.http("GET", "/api/games/%s" % g)[1]), "the game's summary does not show the decks")
rng = random.Random(2)
p = Player(ws, rng)
check(play([p], lambda: ws.last_update and ws.last_update["actions"] >= 40 and not p.waiting, 60), "40 actions played")
time.sleep(0.3)
def stable(x):
    return {k: x[k] for k in ("actions", "actors", "legal", "state", "summary", "status")}
before = stable(ws.request({"cmd": "state"}))
srv.kill()
srv = Server(catan, work + "/games.sqlite", "--rate", "5000", log=work + "/server.log")
ws = srv.ws(g, tok)
after = stable(ws.request({"cmd": "state"}))
check(before == after, "the deck game is the same after the restart (%d vs %d actions)" % (before["actions"], after["actions"]))

# two bots with the trade and progress decks, to the end, and the replay verifies
b = srv.create(seats=["random", "random"], seed=9, decks=["trade", "progress"], **dict(TOURNEY, options={"mode": "tournament", "turn_limit": 60}))
end = srv.wait_status(b, "finished", 120)
check(end["status"] == "finished", "the bots' game finished: %s" % end["status"])
st, rep, _ = srv.http("GET", "/api/games/%s/replay" % b)
check(st == 200 and rep.get("decks", [{}])[0].get("cards", [])[:3] == ["gold_ship", "marketplace", "merchant_caravan"],
      "the replay records the decks: %s" % str(rep.get("decks"))[:120])
path = work + "/bots.json"
open(path, "w").write(json.dumps(rep))
out = subprocess.run([catan, "replay", path], capture_output=True, text=True)
check(out.returncode == 0 and out.stdout.split() == ["ok", rep.get("final_hash")],
      "catan replay verifies the deck game: %s %s" % (out.stdout, out.stderr))
ws.close()
check(srv.stop() == 0, "the server stops cleanly")
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("server tournament decks: ok")
PYTHON
