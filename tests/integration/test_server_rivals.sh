#!/usr/bin/env bash
# test_server_rivals.sh — Rivals for Catan on `catan serve` (docs/server.md): the rules listing
# offers rivals with its modes, its bots and its card table (every card a view names by key is
# in it); an unknown mode is refused with the engine's message; a room with a
# person and the heuristic bot: the person's first update is his view (the opponent's hand and
# every stack only as counts), a move over the WebSocket is applied and answered, an illegal move
# and a malformed one are refused with clear errors and change nothing; the bot's draws reach
# the person masked ("card c?"), his own named. After he resigns the bots play to the end, and
# the full states of the finished game show that no update he was sent named a card of the
# opponent's hand or of a stack.
#
# usage: test_server_rivals.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, check, expect_error, failures

srv = Server(catan, work + "/games.sqlite", log=work + "/server.log")
st, rules, _ = srv.http("GET", "/api/rules")
rivals = next((g for g in rules["games"] if g["name"] == "rivals"), None)
check(rivals is not None and rivals["min_players"] == 2 and rivals["max_players"] == 2, "rivals listed: %s" % rivals)
mode = next(o for o in rivals["options"] if o["name"] == "mode")
check(mode["type"] == "enum" and {"intro", "duel"} <= set(mode["values"]), "the mode option: %s" % mode)
check({"random", "heuristic", "mcts"} <= set(rules["bots"]["rivals"]), "rivals bots: %s" % rules["bots"]["rivals"])
table = {c["key"]: c for c in rules["cards"]["rivals"]}
mill = table.get("grain_mill", {})
check(mill.get("name") == "Grain Mill" and mill.get("type") == "building" and mill.get("booster") is True
      and mill.get("resource") == "grain" and sum(mill.get("cost", {}).values()) == 2, "the card table: %s" % mill)

st, j, _ = srv.http("POST", "/api/games", {"game": "rivals", "players": 2, "seats": ["human", "heuristic"],
                                          "options": {"mode": "bogus"}})
check(st == 400 and "not 'bogus'" in j["error"]["message"], "mode=bogus refused with its reason: %s %s" % (st, j))

g = srv.create(game="rivals", players=2, seats=["human", "heuristic"], seed=3, options={"mode": "intro"})
seat, tok = srv.join(g, name="Ann")
check(seat == 0, "the person holds seat 0")
ws = srv.ws(g, tok)
u = ws.update()
s = u["state"]
check(s["game"] == "rivals" and s["phase"] == "start_stack", "a rivals view: %s" % str(s)[:200])
check(all(k in table for k in s["kinds"]), "every card of the game is in the card table")
check(s["players"][1]["hand"] in (None, []) and all(x["cards"] is None for x in s["stacks"]),
      "the opponent's hand and the stacks are counts only")
legal = [a["text"] for a in u["legal"]]
check(legal == ["start_stack s%d" % k for k in range(4)], "the first choice: %s" % legal)

sent = []   # every view the person was sent, with the actions applied at that moment
def keep(msg):
    if msg.get("state"):
        sent.append((msg["actions"], msg["state"]))
keep(u)
expect_error(ws, {"cmd": "apply", "action": "roll"}, "illegal_action", "a roll before the start stack")
expect_error(ws, {"cmd": "apply", "action": "start_stack s9"}, "parse_error", "a stack that does not exist",
             "not a rivals action")
n0 = ws.request({"cmd": "state"})["actions"]
check(n0 == u["actions"], "refused moves changed nothing")
r = ws.request({"cmd": "apply", "action": "start_stack s1"})
check(r.get("ok") is True and r["applied"]["text"] == "start_stack s1", "a move over the socket: %s" % r)

seen, deadline = [], time.time() + 20
while time.time() < deadline:
    m = ws.update()
    keep(m)
    seen += [a for a in m["applied"]]
    if [a["text"] for a in m["legal"]] == ["roll"]:
        break
texts = [a["text"] for a in seen]
mine = [t for t in texts if t.startswith("card c") and t != "card c?"]
check(len(mine) == 3 and all(t.split()[2] in table for t in mine), "the person's draws are named: %s" % texts)
check(texts.count("card c?") == 3, "the bot's three draws are masked: %s" % texts)
check(sent[-1][1]["players"][1]["hand_count"] == 3 and sent[-1][1]["players"][1]["hand"] is None,
      "the opponent's hand: a count of 3")

# The bots finish the game; its full states say which cards the person was not to see.
r = ws.request({"cmd": "resign"})
check(r.get("ok") is True, "resign: %s" % r)
summary = srv.wait_status(g, "finished", 60)
check(summary["status"] == "finished" and summary["winner"] in (0, 1), "the bots finish the game: %s" % summary)
leaks = 0
for at, view in sent:
    st, full, _ = srv.http("GET", "/api/games/%s/state?at=%d" % (g, at))
    secret = set(full["state"]["players"][1]["hand"])
    for stack in full["state"]["stacks"]:
        secret |= set(stack["cards"])
    shown = set(view["discard"])
    for p in view["players"]:
        shown |= {x["card"] for x in p["sites"]} | set(p["hand"] or [])
    for stack in view["stacks"]:
        shown |= set(stack["cards"] or [])
    leaks += len(secret & shown)
check(len(sent) >= 2 and leaks == 0, "%d views sent, %d hidden cards named in them" % (len(sent), leaks))
ws.close()
check(srv.stop() == 0, "clean stop")
if failures:
    sys.exit("%d failures" % len(failures))
print("test_server_rivals: ok")
PYTHON
