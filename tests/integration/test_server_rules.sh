#!/usr/bin/env bash
# test_server_rules.sh — GET /api/rules of `catan serve` (docs/server.md): every rule set with the
# option table the engine protocol's `games` command publishes (the same JSON), the bots each rule
# set can seat (agreeing with what creating a game accepts), and the shipped maps with their
# families, player ranges and typed options; other methods are refused. Then a game made from
# what it lists (a Seafarers map and a table option) is created as listed, and a resigned
# Seafarers seat goes to a bot that can play Seafarers.
#
# usage: test_server_rules.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import json, subprocess, sys
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, check, failures

engine = subprocess.run([catan, "engine"], input='{"cmd":"games"}\n', capture_output=True,
                        text=True, check=True)
games = json.loads(engine.stdout.splitlines()[0])["games"]

srv = Server(catan, work + "/games.sqlite", log=work + "/server.log")
st, j, headers = srv.http("GET", "/api/rules")
check(st == 200 and j.get("ok") is True, "GET /api/rules: %s %s" % (st, str(j)[:200]))
check(headers.get("Content-Type") == "application/json", "JSON content type: %s" % headers)
check(j["games"] == games, "the rule sets are those of the engine's `games` command")
names = [g["name"] for g in j["games"]]
check({"classic", "struggle", "seafarers"} <= set(names), "classic, struggle, seafarers: %s" % names)
sea = next(g for g in j["games"] if g["name"] == "seafarers")
opts = {o["name"]: o for o in sea["options"]}
check(opts["island_bonus"]["type"] == "int" and "min" in opts["island_bonus"]
      and "max" in opts["island_bonus"], "int options carry min and max: %s" % opts["island_bonus"])
check(opts["turn_mode"]["type"] == "enum" and "paired" in opts["turn_mode"]["values"],
      "enum options carry their values: %s" % opts["turn_mode"])
check(opts["island_bonus_once"]["type"] == "bool" and opts["island_bonus_once"]["default"] is False,
      "bool options: %s" % opts["island_bonus_once"])
check(all(o["help"] for o in sea["options"]), "every option has its help text")

maps = {m["name"]: m for m in j["maps"]}
check(set(maps) == {"new_world", "new_shores_3", "new_shores_4", "new_shores_6",
                    "four_islands_3", "four_islands_4", "four_islands_6", "world"},
      "the shipped maps: %s" % sorted(maps))
check(maps["world"]["family"] == "world" and maps["world"]["game"] == "world"
      and maps["world"]["min_players"] == 8 and maps["world"]["max_players"] == 12,
      "world is for 8-12 players: %s" % maps["world"])
ns4 = maps["new_shores_4"]
check(ns4["family"] == "new_shores" and ns4["game"] == "seafarers"
      and ns4["min_players"] == 4 and ns4["max_players"] == 4, "new_shores_4: %s" % ns4)
check(ns4["options"] == {"vp_to_win": 14, "island_bonus": 2}, "typed map options: %s" % ns4)
check(maps["four_islands_6"]["min_players"] == 5 and maps["four_islands_6"]["max_players"] == 6,
      "four_islands_6 is for 5-6 players: %s" % maps["four_islands_6"])
nw = maps["new_world"]
check(nw["family"] == "new_world" and nw.get("generated") is True and nw["min_players"] == 3
      and nw["max_players"] == 6, "new_world is generated, 3-6 players: %s" % nw)

bots = j["bots"]
check(set(bots) == set(names), "bots listed for every rule set: %s" % bots)
check({"random", "heuristic", "mcts"} <= set(bots["classic"]), "Classic bots: %s" % bots["classic"])
check({"random", "mcts"} <= set(bots["seafarers"]), "Seafarers bots: %s" % bots["seafarers"])
# The listing agrees with the server: each listed bot may take a seat, an unlisted one may not.
for name in ("random", "heuristic", "mcts"):
    st, jj, _ = srv.http("POST", "/api/games", {"game": "seafarers", "players": 3,
                                               "board": "new_shores", "seats": ["human", name, name]})
    check((st == 201) == (name in bots["seafarers"]),
          "a %s bot in Seafarers: listed %s, created %s (%s)" % (name, name in bots["seafarers"], st, jj))

for method in ("POST", "DELETE"):
    st, j, _ = srv.http(method, "/api/rules", {})
    check(st == 405 and j["error"]["code"] == "bad_argument", "%s /api/rules: %s %s" % (method, st, j))
st, j, _ = srv.http("GET", "/api/rules/seafarers")
check(st == 404 and j["error"]["code"] == "not_found", "no sub-resource: %s %s" % (st, j))

# A game as a client would make it from the listing: a family name and one option of the table.
st, j, _ = srv.http("POST", "/api/games", {"game": "seafarers", "players": 4, "board": "new_shores",
                                          "seats": ["random"] * 4,
                                          "options": {"island_bonus_once": True}})
check(st == 201, "a Seafarers game on new_shores: %s %s" % (st, j))
if st == 201:
    o = j["game"]["options"]
    check(o["vp_to_win"] == 14 and o["island_bonus"] == 2 and o["island_bonus_once"] is True,
          "the map's options as listed, the table option as given: %s" % o)
st, j, _ = srv.http("POST", "/api/games", {"game": "seafarers", "players": 4, "board": "new_shores",
                                          "options": {"island_bonus": 99}})
check(st == 400 and j["error"]["code"] == "bad_option" and "island_bonus" in j["error"]["message"],
      "an option out of its listed range is refused: %s %s" % (st, j))

# Resigning a Seafarers seat hands it to a bot that can play Seafarers (it has no heuristic bot).
g = srv.create(game="seafarers", players=3, board="new_shores", seed=5,
               seats=["human", "random", "random"])
seat, tok = srv.join(g, name="Ann")
ws = srv.ws(g, tok)
ws.update()
r = ws.request({"cmd": "resign"})
check(r.get("ok") is True, "a Seafarers seat resigns: %s" % r)
st, j, _ = srv.http("GET", "/api/games/%s" % g)
s0 = j["game"]["seats"][0]
check(s0["kind"] == "bot" and s0.get("resigned") and s0["bot"].split(":")[0] in bots["seafarers"],
      "the seat is played by a Seafarers bot: %s" % s0)
ws.close()

check(srv.stop() == 0, "clean stop")
if failures:
    sys.exit("%d failures" % len(failures))
print("test_server_rules: ok")
PYTHON
