#!/usr/bin/env bash
# test_engine_protocol.sh — drives `catan engine` over a pipe like an outside program would:
# one request line in, one response line out, flushed at once. Checks every command, the error
# codes, the limits (over-long lines, deep nesting), blank and CRLF lines, a whole game played
# through the protocol from the state JSON's geometry, and save -> load -> same hash.
#
# usage: test_engine_protocol.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
py=/usr/bin/python3
[[ -x $py ]] || py=python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$py" - "$catan" "$work" "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)" <<'PYTHON'
import json, os, random, subprocess, sys

catan, work, here = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, here)
from engine_pipe import Engine as Pipe, check, failures

def Engine(*args):
    return Pipe(catan, *args)

# --- before a game ---
e = Engine()
r = e.ok({"cmd": "help"})
cmds = {c["cmd"] for c in r["commands"]}
check({"new", "legal", "apply", "step", "state", "undo", "save", "load", "hash", "games", "help"} <= cmds,
      "help lists every command")
g = e.ok({"cmd": "games"})["games"]
check(g[0]["name"] == "classic" and any(o["name"] == "turn_mode" for o in g[0]["options"]), "games")
for cmd in ["legal", "apply", "step", "state", "undo", "hash", "save"]:
    e.err({"cmd": cmd}, "no_game")

# --- malformed requests and limits ---
e.err("not json", "parse_error")
e.err("[1,2]", "bad_argument", "JSON object")
e.err({"cmd": "dance"}, "unknown_command", "unknown command")
e.err({"nocmd": 1}, "bad_argument", "cmd")
e.err('{"cmd":"help","cmd":"help"}', "parse_error", "duplicate")
e.err('{"cmd":"help","id":' + "[" * 100 + "]" * 100 + "}", "too_large", "nested")
e.err('{"cmd":"help","pad":"' + "x" * (1 << 20) + '"}', "too_large")
check(e.raw('{"cmd":"help","id":5}')["id"] == 5, "id echoed")
# blank lines get no response; CRLF endings are fine
e.p.stdin.write("\n   \n")
r = e.raw('{"cmd":"hash","id":"after-blank"}\r')
check(r.get("id") == "after-blank" and r["error"]["code"] == "no_game", "blank lines skipped, CRLF ok")

# --- new, options ---
e.err({"cmd": "new", "game": "classic", "players": 4, "options": {"warp": True}}, "bad_option", "warp")
e.err({"cmd": "new", "game": "classic", "players": 4, "options": {"turn_mode": "solo"}}, "bad_option", "turn_mode")
e.err({"cmd": "new", "game": "classic", "players": 1}, "bad_argument", "players")
e.err({"cmd": "new", "game": "monopoly", "players": 4}, "unknown_game")
r = e.ok({"cmd": "new", "game": "classic", "players": 4, "seed": 1, "board": "beginner",
          "options": {"tie_returns_card": True}})
check(r["options"]["tie_returns_card"] is True and r["actors"] == [0], "new reply")
start_hash = r["hash"]

# --- geometry: choose placements from the state JSON alone ---
st = e.ok({"cmd": "state"})["state"]
check(len(st["hexes"]) == 19 and len(st["vertices"]) == 54 and len(st["edges"]) == 72, "geometry sizes")
check(all({"id", "q", "r", "terrain", "number", "robber"} <= h.keys() for h in st["hexes"]), "hex fields")
check(all({"id", "x", "y", "hexes", "building", "harbour"} <= v.keys() for v in st["vertices"]), "vertex fields")
check(all({"id", "vertices", "hexes", "road"} <= x.keys() for x in st["edges"]), "edge fields")
check(len(st["harbours"]) == 9 and all(len(h["vertices"]) == 2 for h in st["harbours"]), "harbours")
desert = [h for h in st["hexes"] if h["terrain"] == "desert"][0]
check(desert["robber"] and desert["number"] is None and desert["q"] == 0 and desert["r"] == 0, "robber on desert")

# --- errors leave the game untouched ---
h0 = e.hash()
e.err({"cmd": "apply", "action": "build_settlement v12", "player": 2}, "not_your_turn")
e.err({"cmd": "apply", "action": "build_city v12"}, "illegal_action")
e.err({"cmd": "apply", "action": "build_palace v12"}, "parse_error")
e.err({"cmd": "apply", "action": {"x": 1}}, "bad_argument")
e.err({"cmd": "apply", "action": "roll 7", "player": "chance"}, "not_your_turn")
e.err({"cmd": "step"}, "not_your_turn")
e.err({"cmd": "undo"}, "nothing_to_undo")
e.err({"cmd": "state", "view": 11}, "bad_argument", "view")
check(e.hash() == h0, "failed requests change nothing")

# --- play a whole game with random legal actions (offers sometimes), forcing some dice ---
rnd = random.Random(5)
applied = 0
for i in range(30000):
    legal = e.ok({"cmd": "legal", "offers": rnd.random() < 0.05})
    if legal["terminal"]:
        break
    acts = legal["actions"]
    check(len(acts) > 0, "legal actions exist while not terminal")
    chance = [a for a in acts if a["player"] == "chance"]
    if chance and rnd.random() < 0.5:
        r = e.ok({"cmd": "step"})
    elif chance and chance[0]["text"].startswith("roll") and rnd.random() < 0.5:
        r = e.ok({"cmd": "apply", "action": "roll %d" % rnd.choice([6, 7, 8])})
    else:
        a = rnd.choice(acts)
        r = e.ok({"cmd": "apply", "player": a["player"], "action": a["text"]})
        check(r["applied"]["text"] == a["text"], "applied text matches")
    applied += 1
check(r["terminal"] and r["summary"]["winner"] is not None, "the game ended with a winner")
e.err({"cmd": "apply", "action": "end_turn"}, "illegal_action", "over")
final_hash = e.hash()

# views after a game: no hidden hands or rng
for view in [0, 3, "public"]:
    s = e.ok({"cmd": "state", "view": view})["state"]
    check("rng" not in s and "cards" not in s["deck"], "view %s hides rng and deck" % view)
    for p in s["players"]:
        check(("hand" in p) == (p["seat"] == view), "view %s hand of %d" % (view, p["seat"]))

# --- save, files, replay verification ---
saved = e.ok({"cmd": "save"})["replay"]
check(saved["final_hash"] == final_hash and len(saved["actions"]) == applied, "save")
path = os.path.join(work, "game.json")
e.ok({"cmd": "save", "path": path})
out = subprocess.run([catan, "replay", path], capture_output=True, text=True)
check(out.returncode == 0 and out.stdout.strip() == "ok " + final_hash, "catan replay: %r" % out.stdout)
out = subprocess.run([catan, "replay", "--print", path], capture_output=True, text=True)
lines = out.stdout.strip().split("\n")
check(out.returncode == 0 and len(lines) == applied + 2 and lines[1].startswith("0 p0 build_settlement"),
      "catan replay --print")
bad = dict(saved, final_hash="0123456789abcdef")
bad_path = os.path.join(work, "bad.json")
with open(bad_path, "w") as f:
    json.dump(bad, f)
out = subprocess.run([catan, "replay", bad_path], capture_output=True, text=True)
check(out.returncode == 1 and "replay_mismatch" in out.stderr, "bad hash: %r" % out.stderr)
cut = dict(saved, actions=saved["actions"][:40])
cut["actions"][20] = {"player": cut["actions"][20]["player"], "action": "build_city v0"}
with open(bad_path, "w") as f:
    json.dump(cut, f)
out = subprocess.run([catan, "replay", bad_path], capture_output=True, text=True)
check(out.returncode == 1 and "action 20 " in out.stderr, "illegal action named: %r" % out.stderr)
with open(bad_path, "w") as f:
    f.write(json.dumps(saved)[:500])
out = subprocess.run([catan, "replay", bad_path], capture_output=True, text=True)
check(out.returncode == 1 and "parse_error" in out.stderr, "truncated file: %r" % out.stderr)
out = subprocess.run([catan, "replay"], capture_output=True, text=True)
check(out.returncode == 2, "replay without a file is a usage error")

# --- load: from the object and from the file, into a fresh engine; undo walks back ---
e.close()
e = Engine()
r = e.ok({"cmd": "load", "replay": saved})
check(r["hash"] == final_hash and r["actions"] == applied, "load object")
r = e.ok({"cmd": "load", "path": path})
check(r["hash"] == final_hash, "load path")
for _ in range(applied):
    e.ok({"cmd": "undo"})
check(e.hash() == start_hash, "undo back to the start")
e.err({"cmd": "undo"}, "nothing_to_undo")
e.err({"cmd": "load", "path": bad_path}, "parse_error")
check(e.hash() == start_hash, "failed load keeps the game")
e.close()

# --no-files refuses paths
e = Engine("--no-files")
e.err({"cmd": "load", "path": path}, "bad_argument", "files")
e.close()

# --- many requests in one write: one response line each, in order ---
reqs = [json.dumps({"cmd": "help", "id": i}) for i in range(50)]
out = subprocess.run([catan, "engine"], input="\n".join(reqs) + "\n", capture_output=True, text=True)
ids = [json.loads(l)["id"] for l in out.stdout.strip().split("\n")]
check(out.returncode == 0 and ids == list(range(50)), "batched requests")

if failures:
    print("%d check(s) failed" % len(failures), file=sys.stderr)
    sys.exit(1)
print("engine protocol: all checks passed (%d actions played)" % applied)
PYTHON
