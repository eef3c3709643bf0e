#!/usr/bin/env bash
# test_server_seat_decks.sh — a Rivals tournament whose players choose their own secret decks when
# they sit down (docs/server.md, "decks":["own",..] and POST /api/games/{id}/deck): the game waits
# until every deck is given; a bad deck gets the deck check's errors and the player stays seated
# without one; no answer, listing or view shows a given deck to anyone else; a server killed and
# started again while the game waits keeps the seats and the deck given so far; then the game is
# dealt with both decks. Refused: "own" for a bot, a deck for another's seat, with a bad token,
# after the start, for a seat whose deck the creator gave, for a game without decks, malformed
# JSON.
#
# usage: test_server_seat_decks.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import json, sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, check, failures

srv = Server(catan, work + "/games.sqlite", "--rate", "5000", log=work + "/server.log")
trade = open(src + "/decks/trade.deck").read()
TOURNEY = {"game": "rivals", "players": 2, "options": {"mode": "tournament"}}

def summary(g):
    return srv.http("GET", "/api/games/%s" % g)[1]["game"]

def give(g, body, raw=None):
    st, j, _ = srv.http("POST", "/api/games/%s/deck" % g, body, raw=raw)
    return st, j, j.get("error", {}).get("code"), j.get("error", {}).get("message", "")

# "own" is for a person's seat, in a tournament
st, j, _ = srv.http("POST", "/api/games", dict(TOURNEY, seats=["human", "heuristic"], decks=["heroes", "own"]))
check(st == 400 and "bot" in j["error"]["message"], "own deck for a bot refused: %s %s" % (st, j))
st, j, _ = srv.http("POST", "/api/games", {"game": "rivals", "players": 2, "options": {"mode": "intro"},
                                          "decks": ["own", "own"]})
check(st == 400 and "tournament" in j["error"]["message"], "own decks outside the tournament: %s" % j)

g = srv.create(seats=["human", "human"], seed=5, decks=["own", "own"], **TOURNEY)
s = summary(g)
check(s["status"] == "waiting" and s.get("decks_awaited") == 2, "a new game waits for 2 decks: %s" % s)
check([(x.get("deck"), x.get("deck_given")) for x in s["seats"]] == [("own", False)] * 2, "seats: %s" % s["seats"])
_, ann = srv.join(g, seat=0, name="Ann")
_, bob = srv.join(g, seat=1, name="Bob")
check(summary(g)["status"] == "waiting", "every seat taken, the game still waits for the decks")

# refusals, each leaving the game as it was
st, j, code, msg = give(g, None, raw=b'{"token":')
check(st == 400 and code == "parse_error" and "invalid JSON" in msg, "malformed JSON: %s %s" % (st, j))
st, j, code, msg = give(g, [ann, "trade"])
check(st == 400 and code == "bad_argument", "not an object: %s %s" % (st, j))
st, j, code, msg = give(g, {"token": ann, "deck": "trade", "colour": "red"})
check(st == 400 and code == "bad_argument" and "colour" in msg, "an unknown field: %s %s" % (st, j))
st, j, code, msg = give(g, {"deck": "trade"})
check(st == 400 and code == "bad_argument", "no token: %s %s" % (st, j))
st, j, code, msg = give(g, {"token": "0" * 32, "deck": "trade"})
check(st == 403 and code == "bad_token", "a token of no seat: %s %s" % (st, j))
st, j, code, msg = give(g, {"token": ann, "seat": 1, "deck": "trade"})
check(st == 403 and code == "not_your_seat" and "seat 1 is not yours" in msg, "another's seat: %s %s" % (st, j))
bad = trade.replace("1 Trade Master", "2 Trade Master").replace("1 Merchant\n", "")
st, j, code, msg = give(g, {"token": ann, "deck": bad})
check(st == 400 and code == "bad_deck" and "attack-card" in msg and "Trade Master" in msg, "a bad deck: %s %s" % (st, msg))
check(j.get("check", {}).get("valid") is False and any(e["rule"] == "attack-card" for e in j["check"]["errors"]),
      "a bad deck's check: %s" % str(j.get("check"))[:300])
st, j, code, msg = give(g, {"token": ann, "deck": "atlantis"})
check(st == 400 and code == "bad_deck" and "atlantis" in msg, "an unknown deck name: %s %s" % (st, msg))
st, j, code, msg = give(g, {"token": ann, "deck": 7})
check(st == 400 and code == "bad_deck", "a number for a deck: %s %s" % (st, msg))
s = summary(g)
check(s["status"] == "waiting" and s["seats"][0]["taken"] and not s["seats"][0]["deck_given"],
      "after the refusals Ann is seated without a deck: %s" % s["seats"][0])

# Ann's deck given: nobody else learns anything of it
spectator = srv.ws(g)
bob_ws = srv.ws(g, bob)
def views():
    return [json.dumps(w.request({"cmd": "state"})["state"], sort_keys=True) for w in (spectator, bob_ws)]
before = views()
st, j, code, msg = give(g, {"token": ann, "deck": trade})
check(st == 200 and j.get("deck_given") is True and j["game"]["status"] == "waiting", "Ann's deck taken: %s %s" % (st, j))
check(j["game"]["seats"][0]["deck_given"] and not j["game"]["seats"][1]["deck_given"], "seat 0's deck given: %s" % j["game"]["seats"])
check(views() == before, "the views of Bob and a spectator are the same after Ann's deck")
listing = json.dumps(srv.http("GET", "/api/games")[1]) + json.dumps(srv.http("GET", "/api/games/%s" % g)[1])
check(all(w not in listing for w in ("merchant_caravan", "Merchant Caravan", "gold_ship", "\"cards\"")),
      "no listing shows Ann's deck")

# a restart while the game waits keeps the seats and Ann's deck
spectator.close(), bob_ws.close()
srv.kill()
srv = Server(catan, work + "/games.sqlite", "--rate", "5000", log=work + "/server.log")
s = summary(g)
check(s["status"] == "waiting" and s.get("decks_awaited") == 1 and s["seats"][0]["deck_given"]
      and s["seats"][0]["name"] == "Ann" and s["seats"][1]["taken"], "after the restart: %s" % s)
st, j, code, msg = give(g, {"token": bob, "deck": "progress"})
check(st == 200 and j["game"]["status"] == "playing" and "decks_awaited" not in j["game"], "Bob's deck starts the game: %s %s" % (st, j))
ws = srv.ws(g, ann)
u = ws.request({"cmd": "state"})
hand = sorted(u["state"]["kinds"][c] for c in u["state"]["players"][0]["hand"])
check(hand == ["gold_ship", "marketplace", "merchant_caravan"], "Ann's starting cards are her deck's: %s" % hand)
bob_ws = srv.ws(g, bob)
sb = bob_ws.request({"cmd": "state"})["state"]
check(sb["players"][0].get("hand") is None and sb["players"][0]["hand_count"] == 3, "Bob does not see Ann's hand")
check(all(k is None for k in sb["kinds"][:35]), "Bob sees none of Ann's cards: %s" % sb["kinds"][:35])

# a second deck after the start, a deck the creator gave, a game without decks
st, j, code, msg = give(g, {"token": ann, "deck": "heroes"})
check(st == 409 and code == "game_started", "a deck after the start: %s %s" % (st, j))
h = srv.create(seats=["human", "human"], decks=["own", "heroes"], **TOURNEY)
_, t1 = srv.join(h, seat=1)
st, j, code, msg = give(h, {"token": t1, "deck": "trade"})
check(st == 409 and code == "deck_given", "a deck for a seat whose deck was given: %s %s" % (st, j))
# the last deck given before the last seat is taken: the join starts the game
h2 = srv.create(seats=["human", "human"], decks=["own", "heroes"], **TOURNEY)
_, t5 = srv.join(h2, seat=0)
st, j, code, msg = give(h2, {"token": t5, "deck": "trade"})
check(st == 200 and j["game"]["status"] == "waiting" and "decks_awaited" not in j["game"], "every deck in, a seat free: %s" % j.get("game"))
srv.join(h2, seat=1)
check(summary(h2)["status"] == "playing", "the last seat taken starts the game")
w5 = srv.ws(h2, t5)
s5 = w5.request({"cmd": "state"})["state"]
check(sorted(s5["kinds"][c] for c in s5["players"][0]["hand"]) == ["gold_ship", "marketplace", "merchant_caravan"],
      "the join-started game deals the given deck")
w5.close()
i = srv.create(game="rivals", players=2, seats=["human", "random"], options={"mode": "intro"})
_, t2 = srv.join(i)
st, j, code, msg = give(i, {"token": t2, "deck": "trade"})
check(st == 409 and code == "no_decks", "a deck for a game without decks: %s %s" % (st, j))
c = srv.create(game="classic", players=2, seats=["human", "random"])
_, t3 = srv.join(c)
st, j, code, msg = give(c, {"token": t3, "deck": "trade"})
check(st == 409 and code == "no_decks", "a deck for a Classic game: %s %s" % (st, j))

# against a bot: the game starts with the person's deck and the bot plays
b = srv.create(seats=["human", "heuristic"], seed=3, decks=["own", "progress"], **TOURNEY)
_, t4 = srv.join(b, name="Cid")
check(summary(b)["status"] == "waiting", "seated, the game waits for the person's deck")
st, j, code, msg = give(b, {"token": t4, "deck": "heroes"})
check(st == 200 and j["game"]["status"] == "playing", "the person's deck starts the bot's game: %s" % j)
ws.close(), bob_ws.close()
check(srv.stop() == 0, "the server stops cleanly")
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("server seat decks: ok")
PYTHON
