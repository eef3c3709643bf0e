#!/usr/bin/env bash
# test_server_world.sh — World Catan on `catan serve` (docs/rules/world.md, docs/server.md): the
# rules listing (World's player range, its options discovery_tokens and pirate_blocks_buildings,
# its bots), seat limits (8-12), a game with no board on the 225-hex world map, options checked
# against the table, the lobby's brief listing without boards; then a 12-seat game of two scripted
# people and ten bots with a spectator: every update is a whole view (the board written once for
# all viewers and spliced into each update, apps/server/room.c) equal to the `state` answer,
# hiding the other hands, well over 64 KiB; the spectator asks for board=once: the board in its
# first update only, the pieces on it rebuilt from the players' lists equal to the whole view.
# Played through two rounds (phase 3 included) and stopped where the people are to act.
#
# usage: test_server_world.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import json, random, selectors, sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, check, failures

srv = Server(catan, work + "/games.sqlite", log=work + "/server.log")

# ---- the listing ----
st, rules, _ = srv.http("GET", "/api/rules")
world = next((g for g in rules["games"] if g["name"] == "world"), None)
check(world is not None and world["min_players"] == 8 and world["max_players"] == 12
      and world["title"].startswith("World Catan"), "World is listed for 8-12 players: %s"
      % (world and {k: world[k] for k in ("title", "min_players", "max_players")}))
opts = {o["name"]: o for o in world["options"]}
check(opts["discovery_tokens"]["type"] == "int" and opts["discovery_tokens"]["default"] == 28,
      "discovery_tokens: %s" % opts.get("discovery_tokens"))
check(opts["pirate_blocks_buildings"]["type"] == "bool"
      and opts["pirate_blocks_buildings"]["default"] is True,
      "pirate_blocks_buildings: %s" % opts.get("pirate_blocks_buildings"))
check({"random", "heuristic"} <= set(rules["bots"]["world"]), "World bots: %s" % rules["bots"]["world"])

# ---- seats and the map ----
for n in (7, 13):
    st, j, _ = srv.http("POST", "/api/games", {"game": "world", "players": n})
    check(st == 400 and j["error"]["code"] == "bad_argument", "%d players refused: %s %s" % (n, st, j))
st, j, _ = srv.http("POST", "/api/games", {"game": "world", "players": 8})
check(st == 201 and len(j["game"]["board"]["hexes"]) == 225, "no board: the 225-hex world map")
top = opts["discovery_tokens"]["max"]
st, j, _ = srv.http("POST", "/api/games", {"game": "world", "players": 8,
                                          "options": {"discovery_tokens": top + 1}})
check(st == 400 and j["error"]["code"] == "bad_option", "discovery_tokens over its max: %s" % j)
seats = ["human", "human"] + ["random"] * 10
g = srv.create(game="world", players=12, seed=3, seats=seats,
               options={"discovery_tokens": 5, "pirate_blocks_buildings": False})
st, j, _ = srv.http("GET", "/api/games/" + g)
check(j["game"]["options"]["discovery_tokens"] == 5
      and j["game"]["options"]["pirate_blocks_buildings"] is False, "the options as given")
st, full, _ = srv.http("GET", "/api/games")
st, brief, _ = srv.http("GET", "/api/games?brief=1")
check(all("board" in x for x in full["games"]) and not any("board" in x for x in brief["games"])
      and [x["id"] for x in brief["games"]] == [x["id"] for x in full["games"]],
      "brief=1 lists the same games without their boards")
check(len(json.dumps(brief)) * 10 < len(json.dumps(full)), "the brief listing is small: %d vs %d bytes"
      % (len(json.dumps(brief)), len(json.dumps(full))))
bad = srv.ws(g, board="sometimes")
r = bad.recv()
check(r.get("ok") is False and r["error"]["code"] == "bad_argument", "board=sometimes refused: %s" % r)

def pieces(state):
    """The board's pieces as the players' lists and the bandits' hex ids say (board=once)."""
    built = {}
    for p in state["players"]:
        built.update({v: {"owner": p["seat"], "type": "settlement"} for v in p["settlements"]})
        built.update({v: {"owner": p["seat"], "type": "city"} for v in p["cities"]})
    roads = {e: p["seat"] for p in state["players"] for e in p["roads"]}
    ships = {e: p["seat"] for p in state["players"] for e in p["ships"]}
    return built, roads, ships

def rebuilt(board, state):
    """The whole view from a kept board and a view sent without it."""
    built, roads, ships = pieces(state)
    out = dict(state)
    out["hexes"] = [dict(h, **{k: state[k] == h["id"] for k in ("robber", "robber2", "pirate", "pirate2")})
                    for h in board["hexes"]]
    out["vertices"] = [dict(v, building=built.get(v["id"])) for v in board["vertices"]]
    out["edges"] = [dict(e, road=roads.get(e["id"]), ship=ships.get(e["id"])) for e in board["edges"]]
    out["harbours"] = board["harbours"]
    return out

def same_view(ws, what):
    """The last update's state equals the `state` answer's (nothing moves meanwhile). The last
    update is taken after the answer: updates still in the socket when the question was sent
    arrive before it (a loaded machine may not have read them yet)."""
    a = ws.request({"cmd": "state"})
    u = ws.last_update
    check(a["ok"] and a["state"] == u["state"] and a["legal"] == u["legal"],
          "%s: the update's view is the state answer's" % what)
    return u["state"]

# ---- waiting: the views, before anything moves ----
_, t0 = srv.join(g, seat=0, name="Ann")
ann = srv.ws(g, t0)
ann.update()
state = same_view(ann, "seat 0 while waiting")
check(len(state["hexes"]) == 225 and state["tokens_left"] == 5 and state["red"] is None
      and state["robber2"] is not None and state["pirate2"] is not None,
      "a World view: 225 hexes, the pool, the second bandits")
seven = [h for h in state["hexes"] if h["terrain"] == "seven_island"]
check(len(seven) >= 1 and all(len(h["corners"]) == 6 for h in seven), "the 7-island's corners")

# ---- playing: two people (random legal moves), ten bots and a spectator ----
_, t1 = srv.join(g, seat=1, name="Bob")
bob, spy = srv.ws(g, t1), srv.ws(g, board="once")
stop = False
seen = {"updates": 0, "big": 0, "phases": set(), "turn": 0, "bad": [], "brief": 0}
kept = {}

def on_update(player, msg):
    s = msg["state"]
    if player.ws is spy:   # board=once: the board in the first update only
        if "hexes" in s:
            if kept:
                seen["bad"].append("a second board for board=once")
            kept.update({k: s[k] for k in ("hexes", "vertices", "edges", "harbours")})
            return
        seen["brief"] += 1
        if len(json.dumps(msg)) > 32 * 1024 or not kept:
            seen["bad"].append("a board=once update of %d bytes" % len(json.dumps(msg)))
        msg = dict(msg, state=rebuilt(kept, s))
        s = msg["state"]
    seen["updates"] += 1
    seen["big"] += len(json.dumps(msg)) > 64 * 1024
    seen["phases"].add(s["phase"])
    seen["turn"] = max(seen["turn"], s["turn"])
    if len(s["hexes"]) != 225 or len(s["vertices"]) != len(state["vertices"]):
        seen["bad"].append("board")
    hands = [p["seat"] for p in s["players"] if "hand" in p]
    if hands != ([msg["seat"]] if msg["seat"] is not None else []):
        seen["bad"].append("hands %s for seat %s" % (hands, msg["seat"]))

class Paused(Player):
    def act(self):
        if not stop:
            super().act()

rng = random.Random(5)
people = [Paused(ann, rng, on_update), Paused(bob, rng, on_update), Paused(spy, rng, on_update)]
sel = selectors.DefaultSelector()
for p in people:
    sel.register(p.ws.sock, selectors.EVENT_READ, p)
end = time.time() + 120
quiet = None
while time.time() < end:
    for p in people:
        while p.ws.buffered():
            p.handle(p.ws.recv(one_frame=True))
        p.act()
    u = spy.last_update
    if u and u["state"]["turn"] >= 3:
        stop = True   # round 3: the people stop; the game waits for one of them
    waiting = u and set(u["actors"]) <= {0, 1} and u["actors"]
    if stop and waiting and all(p.waiting is None for p in people):
        if quiet is None:
            quiet = time.time()
        elif time.time() - quiet > 0.5:
            break
    else:
        quiet = None
    for key, _ in sel.select(timeout=0.1):
        key.data.handle(key.data.ws.recv(one_frame=True))
check(stop and quiet is not None, "two rounds played, then the game waits for a person (turn %s)"
      % seen["turn"])
check(not seen["bad"], "every update a whole view hiding the others' hands: %s" % seen["bad"][:5])
check({"special_build", "main", "pre_roll"} <= seen["phases"], "windows and phase 3 seen: %s"
      % sorted(seen["phases"]))
check(seen["big"] > 30, "updates over 64 KiB arrive whole (%d)" % seen["big"])
for ws, what in ((ann, "seat 0"), (bob, "seat 1")):
    same_view(ws, what + " mid-game")
answer = spy.request({"cmd": "state"})
check(seen["brief"] > 50 and "hexes" not in spy.last_update["state"], "board=once updates come without the board (%d)" % seen["brief"])
check(rebuilt(kept, spy.last_update["state"]) == answer["state"], "the spectator's board=once view, rebuilt, is the whole view")
print("world: %d updates, turn %d, phases %s" % (seen["updates"], seen["turn"], sorted(seen["phases"])))
for ws in (ann, bob, spy):
    ws.close()
check(srv.stop() == 0, "clean stop")
if failures:
    sys.exit(1)
print("test_server_world: ok")
PYTHON
