#!/usr/bin/env bash
# test_server_resume.sh — `catan serve` keeps every game through a crash: two clients play part
# of a game and a game of bots runs on its own; the server is killed with SIGKILL mid-game and
# started again on the same SQLite file. Every game must be exactly where it was (the same views,
# the same action count, the same tokens), then both games go on to their end and their replays
# verify with `catan replay`. A third start lists the finished games.
#
# usage: test_server_resume.sh <path to catan> <source dir> [db]
#   db: a postgresql:// URL to run the same test against PostgreSQL (default: an SQLite file)
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir> [db]}
src=${2:?usage: $0 <catan binary> <source dir> [db]}
source "$src/tests/integration/server_common.sh"
server_test
db=${3:-$work/games.sqlite}

run_client "$db" <<'PYTHON'
import json, random, subprocess, sys, time
catan, src, work, db = sys.argv[1:5]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, play, check, failures

def verify_replay(srv, g, name):
    st, rep, _ = srv.http("GET", "/api/games/%s/replay" % g)
    check(st == 200, "%s: replay downloads (%s)" % (name, st))
    path = "%s/%s.json" % (work, name)
    open(path, "w").write(json.dumps(rep))
    out = subprocess.run([catan, "replay", path], capture_output=True, text=True)
    check(out.returncode == 0 and out.stdout.split() == ["ok", rep.get("final_hash")],
          "%s: catan replay verifies it: %s %s" % (name, out.stdout, out.stderr))
    return rep

def stable(u):  # what must survive a restart (connection flags aside)
    return {k: u[k] for k in ("actions", "actors", "legal", "state", "summary", "status")}

t0 = time.time()
srv = Server(catan, db, "--rate", "5000", log=work + "/server.log")
g = srv.create(game="classic", players=2, seed=3, options={"vp_to_win": 5, "turn_limit": 80})
seat_a, tok_a = srv.join(g, name="A")
seat_b, tok_b = srv.join(g, name="B")
s2 = srv.create(game="struggle", players=2, seed=9, seats=["human", "random"],
                options={"turn_limit": 40})
_, tok_s = srv.join(s2)

# two clients play part of the game
a, b = srv.ws(g, tok_a), srv.ws(g, tok_b)
rng = random.Random(1)
pa, pb = Player(a, rng), Player(b, rng)
def far_enough():
    u = a.last_update
    return u and u["actions"] >= 60 and not pa.waiting and not pb.waiting
check(play([pa, pb], far_enough, 60), "60 actions played")
time.sleep(0.3)  # let the last updates arrive
before = {"a": stable(a.request({"cmd": "state"})), "b": stable(b.request({"cmd": "state"}))}
s = srv.ws(s2, tok_s)
ps = Player(s, rng)
check(play([ps], lambda: s.last_update and s.last_update["actions"] >= 15 and not ps.waiting, 30),
      "struggle: 15 actions played")
time.sleep(0.2)
before["s"] = stable(s.request({"cmd": "state"}))
# a game of bots, killed while it runs
bots = srv.create(game="classic", players=3, seed=4, seats=["mcts:ms=20", "random", "random"],
                  options={"turn_limit": 100})
deadline = time.time() + 30
while time.time() < deadline:
    _, j, _ = srv.http("GET", "/api/games/%s" % bots)
    if j["game"]["actions"] >= 20:
        break
    time.sleep(0.05)
bots_before = j["game"]["actions"]
check(j["game"]["status"] == "playing", "the bots' game is still running when killed (%s)" % j["game"]["status"])

srv.kill()  # SIGKILL, mid-game
srv = Server(catan, db, "--rate", "5000", log=work + "/server.log")
check("3 games" in srv.banner, "all three games loaded: %s" % srv.banner.strip())
a, b, s = srv.ws(g, tok_a), srv.ws(g, tok_b), srv.ws(s2, tok_s)
after = {"a": stable(a.request({"cmd": "state"})), "b": stable(b.request({"cmd": "state"})),
         "s": stable(s.request({"cmd": "state"}))}
for k in before:
    check(before[k] == after[k], "%s: the same after the restart (%d vs %d actions)" %
          (k, before[k]["actions"], after[k]["actions"]))
_, j, _ = srv.http("GET", "/api/games/%s" % bots)
check(j["game"]["actions"] >= bots_before, "the bots' game lost nothing (%d >= %d)" %
      (j["game"]["actions"], bots_before))

# both games go on to the end
pa, pb, ps = Player(a, rng), Player(b, rng), Player(s, rng)
over = lambda w: w.last_update and w.last_update["status"] == "finished"
check(play([pa, pb], lambda: over(a), 120), "the clients' game ends after the restart")
check(play([ps], lambda: over(s), 120), "the struggle game ends after the restart")
check(srv.wait_status(bots, "finished", 120)["status"] == "finished", "the bots' game ends after the restart")
verify_replay(srv, g, "clients")
verify_replay(srv, s2, "struggle")
verify_replay(srv, bots, "bots")
check(srv.stop() == 0, "clean stop")

srv = Server(catan, db, "--rate", "5000", log=work + "/server.log")
_, j, _ = srv.http("GET", "/api/games?status=finished")
check(len(j["games"]) == 3, "a third start lists the three finished games")
srv.stop()
print("test_server_resume (%s): %.1f s" % (db.split(":")[0] if "://" in db else "sqlite",
                                            time.time() - t0))
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("ok")
PYTHON
