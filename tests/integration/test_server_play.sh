#!/usr/bin/env bash
# test_server_play.sh — `catan serve` over real HTTP and WebSocket on a loopback port: the lobby
# (create, list, join, errors), a full game between two scripted clients and two bots watched by
# a spectator, and the attacks that must change nothing: another seat's action, a spectator's
# action, malformed and unknown requests, a huge message, a message flood, a sudden disconnect
# (then reconnection with the token); a seat resigned to a bot mid-game. At the end: the replay downloads and `catan replay`
# verifies it, past states are served, and the server stops cleanly on SIGTERM.
#
# usage: test_server_play.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import json, random, socket, subprocess, sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, Closed, play, check, expect_error, failures

t0 = time.time()
srv = Server(catan, work + "/games.sqlite", log=work + "/server.log")

# ---- the lobby ----
st, j, _ = srv.http("POST", "/api/games", raw="{not json")
check(st == 400 and j["error"]["code"] == "parse_error", "bad create body: %s %s" % (st, j))
st, j, _ = srv.http("POST", "/api/games", {"game": "classic", "players": 4,
                                          "seats": ["human", "grandmaster", "human", "human"]})
check(st == 400 and j["error"]["code"] == "bad_argument" and "grandmaster" in j["error"]["message"],
      "unknown bot: %s" % j)
st, j, _ = srv.http("POST", "/api/games", {"game": "classic", "players": 2,
                                          "seats": ["mcts:ms=600000", "human"]})
check(st == 400 and "ms=10000" in j["error"]["message"], "bot budgets are bounded: %s" % j)
for spec, bound in (("mcts:iters=2000000", "iters=1000000"), ("mcts:c=50,depth=5000", "depth=1000")):
    st, j, _ = srv.http("POST", "/api/games", {"game": "classic", "players": 2,
                                              "seats": [spec, "human"]})
    check(st == 400 and bound in j["error"]["message"] and "seats[0]" in j["error"]["message"],
          "%s is refused: %s" % (spec, j))
st, j, _ = srv.http("POST", "/api/games", {"game": "classic", "players": 9})
check(st == 400, "9 players refused: %s" % j)
st, j, _ = srv.http("POST", "/api/games", raw="{" + " " * 70000 + "}")
check(st == 413 and j["error"]["code"] == "too_large", "huge body: %s" % st)
st, j, _ = srv.http("GET", "/api/games/0123456789abcdef")
check(st == 404 and j["error"]["code"] == "no_such_game", "unknown game: %s" % j)

g = srv.create(game="classic", players=4, seed=11, options={"vp_to_win": 6},
               seats=["human", "human", "heuristic", "random"])
st, j, _ = srv.http("GET", "/api/games?status=waiting")
check(any(x["id"] == g for x in j["games"]), "the new game is listed as waiting")
check("seed" not in json.dumps(j), "the lobby never shows the seed")
st, j, _ = srv.http("POST", "/api/games/%s/join" % g, {"seat": 2})
check(st == 409 and j["error"]["code"] == "seat_taken", "a bot's seat cannot be taken: %s" % j)
seat_a, tok_a = srv.join(g, name="Ann")
check(seat_a == 0, "the first free seat is 0")
bob = "B\"o\\b\n\u00e9\u2713\x01"  # quotes, backslash, control characters, non-ASCII
seat_b, tok_b = srv.join(g, seat=1, name=bob)
st, j, _ = srv.http("POST", "/api/games/%s/join" % g, {})
check(st == 409 and j["error"]["code"] == "seat_taken", "no free seat left: %s" % j)
st, j, _ = srv.http("GET", "/api/games/%s" % g)
check(j["game"]["status"] == "playing", "all seats taken: playing")
st, j, _ = srv.http("GET", "/api/games/%s/replay" % g)
check(st == 409 and j["error"]["code"] == "not_finished", "no replay while playing: %s" % st)

# ---- connections ----
a, b, spec = srv.ws(g, tok_a), srv.ws(g, tok_b), srv.ws(g)
ua, ub, us = a.update(), b.update(), spec.update()
check(ua["seat"] == 0 and ub["seat"] == 1 and us["seat"] is None, "seats of the connections")
check(us["seats"][1]["name"] == bob, "a name with quotes and control characters round-trips")
check(ua["legal"] and not ub["legal"] and not us["legal"], "only seat 0 may act first")
for bad, code in ((srv.ws(g, "f" * 32), "bad_token"), (srv.ws(g, tok_a + "0"), "bad_token"),
                  (srv.ws("0" * 16), "no_such_game")):
    r = bad.recv()
    check(r.get("error", {}).get("code") == code, "refused connection: %s" % r)
    try:
        bad.recv()
        check(False, "a refused connection is closed")
    except Closed:
        pass

def actions_now():
    return a.request({"cmd": "state"})["actions"]

n0 = actions_now()
expect_error(b, {"cmd": "apply", "action": ua["legal"][0]["text"]}, "not_your_seat", "seat 1 acts for 0")
expect_error(spec, {"cmd": "apply", "action": ua["legal"][0]["text"]}, "not_your_seat", "spectator acts")
expect_error(a, "{bad json", "parse_error", "malformed JSON")
expect_error(a, "[1,2]", "bad_argument", "not an object")
expect_error(a, {"cmd": "fly"}, "unknown_command", "unknown command")
expect_error(a, {"cmd": "apply", "action": "build_palace v1"}, "parse_error", "bad action text")
expect_error(a, {"cmd": "apply", "action": "build_city v3"}, "illegal_action", "illegal action")
expect_error(a, {"cmd": "apply", "action": "roll", "player": 1}, "bad_argument", "player field")
expect_error(a, {"cmd": "apply"}, "bad_argument", "no action")
check(actions_now() == n0, "refused requests changed nothing")

# a flood: 150 requests at once from one connection
f = srv.ws(g)
f.update()
for i in range(150):
    f.send({"cmd": "apply", "action": "roll", "id": i})
codes = []
while len(codes) < 150:
    r = f.recv()
    if r.get("event") != "update":
        codes.append(r.get("error", {}).get("code"))
check(codes.count("rate_limited") >= 20, "a flood is rate limited (%d)" % codes.count("rate_limited"))
check(set(codes) <= {"rate_limited", "not_your_seat"}, "flood answers: %s" % set(codes))
time.sleep(1.1)
check(f.request({"cmd": "legal"})["ok"], "the flooding connection works after a pause")
f.close()

# a huge message closes that connection only
h = srv.ws(g, tok_b)
h.update()
h.send("[" + "1," * 40000 + "1]")
r = h.recv()
while r.get("event") == "update":  # a broadcast (e.g. the flooder leaving) may come first
    r = h.recv()
check(r.get("error", {}).get("code") == "too_large", "huge message: %s" % str(r)[:200])
try:
    while True:
        h.recv()
except Closed:
    pass
check(actions_now() == n0, "flood and huge message changed nothing")

# a sudden disconnect (no close frame), then the token restores the seat
b.close(clean=False)
deadline = time.time() + 10
while time.time() < deadline:
    u = spec.update()
    if not u["seats"][1]["connected"]:
        break
check(not u["seats"][1]["connected"], "the others see seat 1 disconnected")
check(actions_now() == n0, "a disconnect changed nothing")
b = srv.ws(g, tok_b)
ub = b.update()
check(ub["seat"] == 1 and ub["seats"][1]["connected"], "reconnected with the token")

# ---- the game, to its end ----
leaks = []
def watch(p, u):
    if u["status"] == "playing":
        for pl in u["state"]["players"]:
            if pl["seat"] != u["seat"] and "hand" in pl:
                leaks.append((u["seat"], pl["seat"]))
rng = random.Random(5)
pa, pb = Player(a, rng, watch), Player(b, rng, watch)
ps = Player(spec, rng, watch)
done = lambda: spec.last_update and spec.last_update["status"] == "finished"
part = lambda: done() or (b.last_update["actions"] >= 30 and not pb.waiting)
check(play([pa, pb, ps], part, seconds=120), "30 actions played")
if not done():  # seat 1 resigns: a bot plays it from now on, its token only watches
    r = b.request({"cmd": "resign"})
    check(r["ok"], "resign: %s" % r)
    u = b.update()
    check(u["seats"][1]["kind"] == "bot" and u["seats"][1].get("resigned"), "seat 1 is a bot now")
    r = b.request({"cmd": "apply", "action": "roll"})
    check(r["error"]["code"] == "not_your_seat", "a resigned token may not act: %s" % r)
    check(b.request({"cmd": "resign"})["error"]["code"] == "not_your_seat", "resign twice")
check(play([pa, ps], done, seconds=240), "the game ends (at %s actions)" %
      (spec.last_update or {}).get("actions"))
check(not leaks, "no view shows another seat's hand: %s" % leaks[:3])
check(set(pa.errors + pb.errors) <= {"not_your_seat", "illegal_action", "rate_limited"},
      "players' errors: %s" % set(pa.errors + pb.errors))
u = spec.last_update
check(u["winner"] is not None and u["terminal"], "finished with a winner: %s" % u.get("winner"))
print("game of %d actions, winner %s, %.1f s" % (u["actions"], u["winner"], time.time() - t0))

# ---- after the end: replay and past states ----
st, rep, hdr = srv.http("GET", "/api/games/%s/replay" % g)
check(st == 200 and rep["format"] == "catan-replay" and len(rep["actions"]) == u["actions"],
      "the replay downloads")
check("attachment" in hdr.get("Content-Disposition", ""), "the replay is a download")
open(work + "/replay.json", "w").write(json.dumps(rep))
out = subprocess.run([catan, "replay", work + "/replay.json"], capture_output=True, text=True)
check(out.returncode == 0 and out.stdout.split() == ["ok", rep["final_hash"]],
      "catan replay verifies it: %s %s" % (out.stdout, out.stderr))
st, j, _ = srv.http("GET", "/api/games/%s/state?at=0" % g)
check(st == 200 and j["state"]["actions"] == 0 and j["last"] is None, "state at 0")
st, j, _ = srv.http("GET", "/api/games/%s/state?at=%d" % (g, u["actions"]))
check(st == 200 and j["state"]["winner"] == u["winner"], "state at the end")
check(j["last"] == {"player": rep["actions"][-1]["player"], "text": rep["actions"][-1]["action"]},
      "the last action: %s" % j["last"])
st, j, _ = srv.http("GET", "/api/games/%s/state?at=%d" % (g, u["actions"] + 1))
check(st == 400 and j["error"]["code"] == "bad_argument", "state past the end")
st, j, _ = srv.http("GET", "/api/games?status=finished")
check([x["id"] for x in j["games"]] == [g], "the finished game is listed")
expect_error(a, {"cmd": "apply", "action": "roll"}, "illegal_action", "acting after the end")
for w in (a, b, spec):
    w.close()
check(srv.stop() == 0, "SIGTERM stops the server cleanly")
print("test_server_play: %.1f s" % (time.time() - t0))
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("ok")
PYTHON
