#!/usr/bin/env bash
# test_engine_position_go.sh — the engine protocol's `position` and `go` commands over a pipe:
# position takes a full state of every rule set (same hash, same state back, play goes on as
# from the original), refuses views, other games and broken states with the game untouched
# (mutated states as a small fuzz), restarts undo and refuses save; go answers a legal action of
# the seat to act with MCTS root statistics, repeats by seed, sees only the seat's view (hidden
# hands swapped between opponents give the same answer), and every error path leaves the game as
# it was.
#
# usage: test_engine_position_go.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
py=/usr/bin/python3
[[ -x $py ]] || py=python3

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

"$py" - "$catan" "$here" <<'PYTHON'
import copy, random, sys

catan = sys.argv[1]
sys.path.insert(0, sys.argv[2])
from engine_pipe import Engine as Pipe, check, failures

def Engine():
    return Pipe(catan)

def advance(e, rnd, steps, stop=None):
    """Plays up to `steps` random actions (chance sampled); stops early at the end or when
    stop(legal response) holds. Returns the last legal response."""
    legal = e.ok({"cmd": "legal"})
    for _ in range(steps):
        if legal["terminal"] or (stop and stop(legal)):
            break
        if legal["actors"][0]["player"] == "chance":
            e.ok({"cmd": "step"})
        else:
            a = rnd.choice(legal["actions"])
            e.ok({"cmd": "apply", "player": a["player"], "action": a["action"]})
        legal = e.ok({"cmd": "legal"})
    return legal

GAMES = [("classic", 4, {}), ("seafarers", 4, {}), ("world", 8, {}), ("struggle", 3, {}),
         ("rivals", 2, {})]

# --- position: every rule set round-trips, and play goes on as from the original ---
for name, players, spec in GAMES:
    e, f = Engine(), Engine()
    new = {"cmd": "new", "game": name, "players": players, "seed": 11, **spec}
    e.ok(new)
    f.ok(new)
    advance(e, random.Random(3), 120)
    full = e.ok({"cmd": "state"})
    r = f.ok({"cmd": "position", "state": full["state"]})
    check(r["hash"] == full["hash"], "%s: position gives the state's hash" % name)
    desc = e.ok({"cmd": "hash"})
    check(f.ok({"cmd": "state"})["state"] == full["state"], "%s: the state reads back the same" % name)
    legal = e.ok({"cmd": "legal"})
    check(f.ok({"cmd": "legal"}) == legal, "%s: the same legal actions after position" % name)
    if not legal["terminal"]:
        a = legal["actions"][-1]
        step = "step" if a["player"] == "chance" else "apply"
        req = {"cmd": step} if step == "step" else {"cmd": "apply", "player": a["player"], "action": a["action"]}
        check(e.ok(req)["hash"] == f.ok(req)["hash"], "%s: the same next state after position" % name)
    # a view of the state, a state of another game or player count: refused, nothing changed
    view = e.ok({"cmd": "state", "view": 1})["state"]
    f.err({"cmd": "position", "state": view}, "bad_state", "a view is not a full state")
    other = "struggle" if name != "struggle" else "classic"
    f.err({"cmd": "position", "state": dict(full["state"], game=other)}, "bad_state",
          "a %s state, but the game is %s" % (other, name))
    f.err({"cmd": "position", "state": dict(full["state"], num_players=players + 1)}, "bad_state",
          "num_players %d, but the game has %d" % (players + 1, players))
    e.close()
    f.close()

# --- position: request errors, and a small fuzz of mutated states ---
e = Engine()
cmds = {c["cmd"] for c in e.ok({"cmd": "help"})["commands"]}
check({"position", "go"} <= cmds, "help lists position and go")
e.err({"cmd": "position", "state": {}}, "no_game")
e.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 5})
rnd = random.Random(8)
advance(e, rnd, 200)
good = e.ok({"cmd": "state"})["state"]
e.err({"cmd": "position"}, "bad_argument", "missing field state")
e.err({"cmd": "position", "state": "x"}, "bad_argument", "state: expected a full state JSON object")
e.err({"cmd": "position", "state": [good]}, "bad_argument", "state: expected")
e.err({"cmd": "position", "state": good, "board": "beginner"}, "bad_argument", "board")
broken = copy.deepcopy(good)
del broken["bank"]
e.err({"cmd": "position", "state": broken}, "bad_state", "bank")
broken = copy.deepcopy(good)
broken["bank"]["ore"] += 1  # one card too many: cards are not conserved
e.err({"cmd": "position", "state": broken}, "bad_state")
broken = copy.deepcopy(good)
broken["surprise"] = 1
e.err({"cmd": "position", "state": broken}, "bad_state", "surprise")

def mutate(state, rnd):
    """A copy with one random change deep inside: a value replaced, a key dropped or added."""
    s = copy.deepcopy(state)
    node = s
    for _ in range(rnd.randint(1, 4)):
        keys = list(node.keys()) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        k = rnd.choice(keys)
        if not isinstance(node[k], (dict, list)) or rnd.random() < 0.3:
            break
        node = node[k]
    keys = list(node.keys()) if isinstance(node, dict) else list(range(len(node)))
    if not keys:
        return s
    k = rnd.choice(keys)
    choice = rnd.random()
    if choice < 0.2 and isinstance(node, dict):
        del node[k]
    else:
        node[k] = rnd.choice([None, -1, 0, 1, 7, 255, 1 << 40, "x", "lumber", True, [], {}, 3.5])
    return s

accepted = 0
for i in range(300):
    h = e.hash()
    r = e.req({"cmd": "position", "state": mutate(good, rnd)})
    if r.get("ok"):
        accepted += 1  # a harmless change (e.g. a value set to what it was): must read back
        back = e.ok({"cmd": "state"})
        check(e.req({"cmd": "position", "state": back["state"]})["hash"] == back["hash"],
              "an accepted state round-trips")
        e.ok({"cmd": "position", "state": good})
    else:
        check(r["error"]["code"] in ("bad_state", "parse_error", "bad_argument"),
              "mutated state: %s" % r["error"])
        check(e.hash() == h, "a refused state changed the game")
check(accepted < 300, "mutated states are refused")

# --- position restarts the history: undo, save; new clears it ---
e.ok({"cmd": "position", "state": good})
e.err({"cmd": "undo"}, "nothing_to_undo", "position")
e.err({"cmd": "save"}, "bad_argument", "position")
legal = e.ok({"cmd": "legal"})
a = legal["actions"][0]
req = {"cmd": "step"} if a["player"] == "chance" else {"cmd": "apply", "player": a["player"], "action": a["action"]}
e.ok(req)
check(e.ok({"cmd": "undo"})["hash"] == e.hash() and e.ok({"cmd": "state"})["state"] == good,
      "undo goes back to the position")
e.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 5})
e.ok({"cmd": "save"})
e.close()

# --- go: errors, each leaving the game as it was ---
e = Engine()
e.err({"cmd": "go", "bot": "random"}, "no_game")
start = e.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 2, "board": "beginner"})
e.err({"cmd": "go"}, "bad_argument", "missing field bot")
e.err({"cmd": "go", "bot": 7}, "bad_argument", "bot: expected a string")
e.err({"cmd": "go", "bot": "nosuch"}, "bad_argument", "unknown bot 'nosuch' (known: random, heuristic, mcts)")
e.err({"cmd": "go", "bot": ""}, "bad_argument", "bad bot name")
e.err({"cmd": "go", "bot": "mcts:iters=0"}, "bad_argument", "iters")
e.err({"cmd": "go", "bot": "mcts:warp=1"}, "bad_argument", "warp")
e.err({"cmd": "go", "bot": "random", "seed": -1}, "bad_argument", "seed")
e.err({"cmd": "go", "bot": "random", "seed": "12a"}, "bad_argument", "seed")
e.err({"cmd": "go", "bot": "random", "player": 2}, "not_your_turn", "player 2 is not to act")
e.err({"cmd": "go", "bot": "random", "player": 9}, "bad_argument", "player")
e.err({"cmd": "go", "bot": "random", "player": "chance"}, "bad_argument", "player")
e.err({"cmd": "go", "bot": "random", "depth": 3}, "bad_argument", "depth")
for i in range(200):  # fuzz: garbage specs and seeds are refused or answered, never a crash
    spec = "".join(rnd.choice("mctsrandomheuristic:=,0123456789x-") for _ in range(rnd.randint(0, 24)))
    if "iters=" in spec or "ms=" in spec:
        continue  # a huge budget would be slow, not wrong
    h = e.hash()
    r = e.req({"cmd": "go", "bot": spec, "seed": rnd.choice([0, 1, "7", None])})
    check(r.get("ok") or r["error"]["code"] == "bad_argument", "go fuzz: %s" % r)
    check(e.hash() == h, "go changed the game")

# chance to act, several actors, the end
rnd = random.Random(4)
legal = advance(e, rnd, 3000, lambda l: l["actors"][0]["player"] == "chance")
check(legal["actors"][0]["player"] == "chance", "reached a chance node")
e.err({"cmd": "go", "bot": "random"}, "not_your_turn", "chance is to act")
legal = advance(e, rnd, 5000, lambda l: len(l["actors"]) > 1)
if len(legal["actors"]) > 1:  # discarding on a 7: several seats act at once
    e.err({"cmd": "go", "bot": "random"}, "bad_argument", "several players")
    seat = legal["actors"][1]["player"]
    r = e.ok({"cmd": "go", "bot": "heuristic", "player": seat})
    check(r["player"] == seat and any(a["action"] == r["action"]["action"] for a in legal["actions"]
                                       if a["player"] == seat), "go for one of several actors")
else:
    check(False, "no position with several actors reached")
advance(e, rnd, 30000)
check(e.ok({"cmd": "legal"})["terminal"], "the game ended")
e.err({"cmd": "go", "bot": "mcts:iters=10"}, "illegal_action", "the game is over")
e.close()

# --- go: a legal answer, root statistics, determinism, the position unchanged ---
e = Engine()
e.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 2, "board": "beginner"})
rnd = random.Random(6)
legal = advance(e, rnd, 400, lambda l: l["actors"][0]["player"] == 0 and len(l["actions"]) > 3
                and e.ok({"cmd": "state"})["state"]["phase"] == "main")
h = e.hash()
req = {"cmd": "go", "bot": "mcts:iters=400,offers=0", "seed": 9}  # offers=1: the guide may offer
r = e.ok(req)
mine = {a["action"]: a["text"] for a in legal["actions"]}
check(r["player"] == 0 and r["bot"] == "mcts:iters=400,offers=0" and r["seed"] == 9, "go echoes its request")
check(r["action"]["action"] in mine, "go answers a legal action")
an = r["analysis"]
check(an is not None and an["visits"] == 400 and sum(x["visits"] for x in an["root"]) == 400,
      "the root's visits add up to the iterations")
check([x["visits"] for x in an["root"]] == sorted((x["visits"] for x in an["root"]), reverse=True),
      "root actions most visited first")
check(all(x["action"] in mine and x["text"] == mine[x["action"]] and 0 <= x["value"] <= 1
          for x in an["root"]), "root actions are the seat's legal actions, values in 0..1")
picked = [x for x in an["root"] if x["action"] == r["action"]["action"]]
check(picked and picked[0]["visits"] == an["root"][0]["visits"], "the chosen action is the most visited")
check(e.ok(req) == r, "go repeats exactly with the same seed")
check(any(e.ok(dict(req, seed=s))["analysis"] != an for s in (1, 2, 3)), "the seed matters")
check(e.hash() == h, "go does not change the game")
for spec in ("random", "heuristic"):
    g = e.ok({"cmd": "go", "bot": spec, "seed": 3})
    check(g["analysis"] is None and (g["action"]["action"] in mine or
                                     g["action"]["text"].startswith("offer ")),
          "%s: a legal action (or its own trade offer), no analysis" % spec)
check(e.ok({"cmd": "go", "bot": "random", "seed": 3}) == e.ok({"cmd": "go", "bot": "random", "seed": 3}),
      "random repeats by seed")
e.close()

# --- go sees only the seat's view: swap hidden cards between two opponents ---
def swappable(state, seat):
    """Two opponents a, b and resources x, y with a holding x and b holding y (x != y)."""
    ps = state["players"]
    for a in range(len(ps)):
        for b in range(len(ps)):
            if seat in (a, b) or a == b:
                continue
            for x, nx in ps[a]["hand"].items():
                for y, ny in ps[b]["hand"].items():
                    if x != y and nx > 0 and ny > 0:
                        return a, b, x, y
    return None

e, f = Engine(), Engine()
e.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 21})
f.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 21})
rnd = random.Random(2)
found = None
for _ in range(40):
    legal = advance(e, rnd, 50, lambda l: l["actors"][0]["player"] not in ("chance",)
                    and len(l["actors"]) == 1 and len(l["actions"]) > 2)
    if legal["terminal"]:
        break
    st = e.ok({"cmd": "state"})["state"]
    seat = legal["actors"][0]["player"]
    if seat != "chance" and st["phase"] == "main" and swappable(st, seat):
        found = (st, seat, swappable(st, seat))
        break
    advance(e, rnd, 7)
check(found is not None, "a position with hidden cards to swap")
if found:
    st, seat, (a, b, x, y) = found
    other = copy.deepcopy(st)
    other["players"][a]["hand"][x] -= 1
    other["players"][a]["hand"][y] += 1
    other["players"][b]["hand"][y] -= 1
    other["players"][b]["hand"][x] += 1
    f.ok({"cmd": "position", "state": other})
    check(f.hash() != e.hash(), "the swapped state differs")
    check(f.ok({"cmd": "state", "view": seat})["state"] == e.ok({"cmd": "state", "view": seat})["state"],
          "the seat's views are the same")
    for spec in ("mcts:iters=300,offers=0", "mcts:iters=300", "heuristic",
                 "mcts:iters=200,rollout=heuristic"):
        go = {"cmd": "go", "bot": spec, "seed": 5}
        mine, theirs = e.ok(go), f.ok(go)
        check(mine == theirs, "%s answers the same when only hidden cards differ" % spec)
        if spec.endswith("offers=0"):
            check(mine["analysis"]["visits"] == 300, "the search ran on the view")
e.close()
f.close()

if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("engine position/go: ok")
PYTHON
