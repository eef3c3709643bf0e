#!/usr/bin/env bash
# test_engine_struggle.sh — plays The Struggle for Catan through `catan engine` like an outside
# program: a Python client that reads only the protocol's JSON (its own view of the state and the
# legal list) decides what to build from the hand it sees (costs and the 3-for-1 substitution of
# docs/rules/struggle.md §2 computed client-side and checked against the engine's list), plays a
# whole 4-player game and a 2-player one, checks the views and card counts along the way, saves
# the replay to a file and has `catan replay` verify it (and refuse a tampered copy).
#
# usage: test_engine_struggle.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
py=/usr/bin/python3
[[ -x $py ]] || py=python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$py" - "$catan" "$work" <<'PYTHON'
import json, os, random, subprocess, sys

catan, work = sys.argv[1], sys.argv[2]
failures = []
RES = ["lumber", "brick", "wool", "grain", "ore"]
COST = {"road": {"lumber": 1, "brick": 1}, "settlement": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1},
        "city": {"grain": 2, "ore": 3}, "expansion": {"wool": 3, "ore": 1},
        "knight": {"wool": 1, "grain": 1, "ore": 1}}

def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)

class Engine:
    def __init__(self):
        self.p = subprocess.Popen([catan, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
    def req(self, obj):
        self.p.stdin.write(json.dumps(obj) + "\n")
        self.p.stdin.flush()
        return json.loads(self.p.stdout.readline())
    def ok(self, obj):
        r = self.req(obj)
        if r.get("ok") is not True:
            raise SystemExit("request %s failed: %s" % (json.dumps(obj)[:200], r))
        return r
    def close(self):
        self.p.stdin.close()
        check(self.p.wait(timeout=30) == 0, "engine exit status")

def affordable(hand, cost):
    """§2: the cards missing are at most the triples the cards beyond the cost can form."""
    missing = sum(max(0, cost.get(r, 0) - hand[r]) for r in RES)
    triples = sum(max(0, hand[r] - cost.get(r, 0)) // 3 for r in RES)
    return missing <= triples

def direct_payment(hand, cost):
    if all(hand[r] >= cost.get(r, 0) for r in RES):
        return "pay" + "".join(" %d %s" % (cost[r], r) for r in RES if cost.get(r, 0))
    return None

def view(e, seat):
    return e.ok({"cmd": "state", "view": seat})["state"]

def check_view(v, seat, total):
    players = v["players"]
    check("rng" not in v and "cards" not in v["deck"], "view %s: no rng, no deck cards" % seat)
    for p in players:
        shown = p["seat"] == seat or (v["phase"] == "library_take" and v["actor"] == seat
                                      and v["victim"] == p["seat"])
        check(("hand" in p) == shown, "view %s: hand of %d" % (seat, p["seat"]))
        if "hand" in p:
            check(sum(p["hand"].values()) == p["hand_count"], "hand_count agrees")
        check(p["roads"]["a_sides"] == (p["roads"]["cards"] + 1) // 2, "road A-sides")
        check(p["knights"]["points"] == p["knights"]["cards"] // 2, "knight points")
    cards = (v["deck"]["count"] + sum(v["discard"].values()) + sum(v["market"].values())
             + sum(p["hand_count"] for p in players))
    check(cards == total, "every resource card accounted for in the view (%d)" % cards)

def choose(e, seat, v, legal, rnd):
    """The client's decision from its view; every text it makes must be in the legal list."""
    texts = [a["text"] for a in legal]
    me = v["players"][seat]
    hand = me["hand"]
    phase = v["phase"]
    if phase == "trade":
        # a market trade for a card we lack, giving one we hold most of
        if v["trades_left"] > 0 and not v["deck_only"] and rnd.random() < 0.5:
            want = [r for r in RES if v["market"][r] and not hand[r]]
            give = sorted(RES, key=lambda r: -hand[r])[0]
            if want and hand[give] and give != want[0]:
                t = "trade_market %s -> %s" % (want[0], give)
                check(t in texts, "market trade %s offered" % t)
                return t
        if v["trades_left"] > 0 and v["deck_only"] and rnd.random() < 0.3:
            give = sorted(RES, key=lambda r: -hand[r])[0]
            if hand[give]:
                return "trade_deck " + give
        return "end_trade"
    if phase == "build":
        built = set(v["built"])
        for kind in ["city", "settlement", "expansion", "knight", "road"]:
            if kind in built or not affordable(hand, COST[kind]):
                continue
            if kind == "expansion":
                mine = set(me["expansions"])
                names = [x for x, n in v["supply"]["expansions"].items() if n and x not in mine]
                if not me["cities"] or not names:
                    continue
                t = "build_expansion " + names[0]
            else:
                if kind == "city" and not me["settlements"]:
                    continue
                if kind == "settlement" and not v["supply"]["settlements"]:
                    continue
                t = "build_" + kind
            if kind in ("road", "knight") and not v["supply"][kind + "s"]:
                if t not in texts:   # nobody may have one to take (§4.2)
                    continue
            check(t in texts, "%s offered to a player who can afford it (%s)" % (t, hand))
            return t
        for t in texts:
            if t.startswith("build_"):
                check(False, "engine offers %s the client thinks unaffordable" % t)
        return "end_build"
    if phase == "pay":
        cost = COST[v["paying"]["build"]]
        t = direct_payment(hand, cost)
        if t:
            check(t in texts, "direct payment %s offered" % t)
            return t
        return rnd.choice(texts)   # a substitution
    if phase == "direction":
        return rnd.choice(["flip_direction", "keep_direction"])
    if phase == "market_day":
        takes = [t for t in texts if t.startswith("market_take")]
        return takes[0] if takes else "market_pass"
    return rnd.choice(texts)       # give, library take, discards

def play(players, seed, options):
    e = Engine()
    r = e.ok({"cmd": "new", "game": "struggle", "players": players, "seed": seed, "options": options})
    check(r["summary"]["vp"] == [1] * players and r["summary"]["turn"] == 1, "new game: 1 point each")
    total = 134 if players >= 5 else 67
    rnd = random.Random(seed)
    steps = 0
    while not r["terminal"] and steps < 20000:
        legal = e.ok({"cmd": "legal"})
        actors = legal["actors"]
        if actors[0]["player"] == "chance":
            r = e.ok({"cmd": "step"})
        else:
            seat = actors[0]["player"]
            v = view(e, seat)
            if steps % 5 == 0:
                check_view(v, seat, total)
            mine = [a for a in legal["actions"] if a["player"] == seat]
            text = choose(e, seat, v, mine, rnd)
            r = e.ok({"cmd": "apply", "player": seat, "action": text})
            check(r["applied"]["text"] == text, "applied %s" % text)
        steps += 1
    check(r["terminal"], "the game ended (%d steps)" % steps)
    final = e.ok({"cmd": "hash"})["hash"]
    full = e.ok({"cmd": "state"})["state"]
    winner = full["winner"]
    if winner is not None:
        check(full["players"][winner]["vp"] >= options.get("vp_to_win", 10), "the winner has the points")
    pub = view(e, "public")
    check(all("hand" not in p for p in pub["players"]), "public view shows no hand")
    path = os.path.join(work, "struggle_%d.json" % players)
    saved = e.ok({"cmd": "save", "path": path})["replay"]
    check(saved["game"] == "struggle" and saved["final_hash"] == final, "save")
    e.close()
    out = subprocess.run([catan, "replay", path], capture_output=True, text=True)
    check(out.returncode == 0 and out.stdout.strip() == "ok " + final, "catan replay: %r %r" % (out.stdout, out.stderr))
    out = subprocess.run([catan, "replay", "--print", path], capture_output=True, text=True)
    lines = out.stdout.strip().split("\n")
    check(out.returncode == 0 and len(lines) == len(saved["actions"]) + 2, "catan replay --print")
    # a tampered replay: the first chance draw changed to a card the deck cannot give
    bad = dict(saved)
    bad["actions"] = [dict(a) for a in saved["actions"]]
    idx = next(i for i, a in enumerate(bad["actions"]) if a["action"].startswith("draw_cards"))
    bad["actions"][idx]["action"] = "draw_cards 6 ore 6 wool"
    bad_path = os.path.join(work, "bad.json")
    with open(bad_path, "w") as f:
        json.dump(bad, f)
    out = subprocess.run([catan, "replay", bad_path], capture_output=True, text=True)
    check(out.returncode == 1 and ("action %d " % idx) in out.stderr, "tampered replay refused: %r" % out.stderr)
    # load it back in a fresh engine: same hash
    e = Engine()
    r = e.ok({"cmd": "load", "path": path})
    check(r["hash"] == final and r["terminal"], "load")
    e.close()
    return steps, winner

s4 = play(4, 21, {})
s2 = play(2, 22, {"vp_to_win": 8})
if failures:
    print("%d check(s) failed" % len(failures), file=sys.stderr)
    sys.exit(1)
print("engine struggle: all checks passed (4 players: %d steps, winner %s; 2 players: %d steps, winner %s)"
      % (s4[0], s4[1], s2[0], s2[1]))
PYTHON
