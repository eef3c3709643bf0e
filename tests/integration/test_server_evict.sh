#!/usr/bin/env bash
# test_server_evict.sh — finished games leave the server's memory and come back when asked for
# (apps/server/evict.c). With --keep-finished 0 a finished game that nobody holds is freed at the
# next sweep (a new game or a game loaded from the store starts one, at most once a second); a
# game watched by a WebSocket, or still being played, stays. A game that left is loaded again from
# the store on the next request: the same summary, the same replay, the same past states, a
# spectator's final update; the lobby lists it once. After a restart only unfinished games are in
# memory and the banner counts every stored game. With the default keep time nothing leaves.
#
# usage: test_server_evict.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

if "$catan" serve --keep-finished -1 >"$work/bad.out" 2>&1; then
    echo "FAIL: --keep-finished -1 accepted"; exit 1
fi
grep -q -- "--keep-finished takes a number" "$work/bad.out" ||
    { echo "FAIL: no clear message for --keep-finished -1:"; cat "$work/bad.out"; exit 1; }

run_client <<'PYTHON'
import sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, check, failures

db = work + "/games.sqlite"
srv = Server(catan, db, "--keep-finished", "0", log=work + "/server.log")

def in_memory(s=None):
    _, j, _ = (s or srv).http("GET", "/api/stats")
    return j["games_in_memory"]

def sweep(s=None):
    """A new game with a human seat (it waits, so it stays): starts a sweep a second on."""
    time.sleep(1.1)
    return (s or srv).create(game="classic", players=3, seed=5)

def snapshot(g, s=None):
    s = s or srv
    _, summary, _ = s.http("GET", "/api/games/%s" % g)
    _, replay, _ = s.http("GET", "/api/games/%s/replay" % g)
    n = summary["game"]["actions"]
    _, mid, _ = s.http("GET", "/api/games/%s/state?at=%d" % (g, n // 2))
    return summary["game"], replay, mid

done = srv.create(game="classic", players=4, seed=11, seats=["random"] * 4)
check(srv.wait_status(done, "finished", 120)["status"] == "finished", "the bots' game ends")
before = snapshot(done)
check(in_memory() == 1, "one game in memory (%d)" % in_memory())

# watched: stays
watch = srv.ws(done)  # a spectator
watch.update()
waiting = sweep()
check(in_memory() == 2, "a watched finished game stays in memory (%d)" % in_memory())
watch.close()
time.sleep(0.3)  # the server sees the close

# nobody holds it: it leaves at the next sweep; the waiting game stays
sweep()
check(in_memory() == 2, "the finished game left, the two waiting ones stay (%d)" % in_memory())
sweep()
check(in_memory() == 3, "a waiting game never leaves (%d)" % in_memory())

# asked for again: loaded from the store, exactly as it was
after = snapshot(done)
check(after[0] == before[0], "the same summary after leaving memory")
check(after[1] == before[1], "the same replay after leaving memory")
check(after[2] == before[2], "the same past state after leaving memory")
check(in_memory() == 4, "it is in memory again (%d)" % in_memory())
spectator = srv.ws(done)
u = spectator.update()
check(u["status"] == "finished" and u["actions"] == before[0]["actions"],
      "a spectator gets the final position (%s, %s)" % (u["status"], u["actions"]))
spectator.close()
_, lobby, _ = srv.http("GET", "/api/games?status=finished")
ids = [x["id"] for x in lobby["games"]]
check(ids.count(done) == 1, "the lobby lists the finished game once: %s" % ids)

# it leaves again once let go; the lobby still lists it, from the store
time.sleep(0.3)
sweep()
check(in_memory() == 4, "the finished game left again (%d)" % in_memory())
_, lobby, _ = srv.http("GET", "/api/games?status=finished")
listed = [x for x in lobby["games"] if x["id"] == done]
check(len(listed) == 1 and listed[0] == before[0], "the lobby lists it from the store as it was")
_, all_games, _ = srv.http("GET", "/api/games")
check(len(all_games["games"]) == 5, "the lobby lists all five games (%d)" % len(all_games["games"]))
check(srv.stop() == 0, "clean stop")

# a restart: only the unfinished games are loaded, every stored game counted
srv = Server(catan, db, "--keep-finished", "0", log=work + "/server2.log")
check("5 games" in srv.banner, "the banner counts the five stored games: %s" % srv.banner.strip())
check(in_memory() == 4, "the four waiting games are loaded, the finished one not (%d)" % in_memory())
check(snapshot(done) == before, "the finished game is served from the store after a restart")
check(srv.stop() == 0, "clean stop")

# the default keep time: a finished game stays
srv = Server(catan, db, log=work + "/server3.log")
check(snapshot(done) == before, "loaded on first use")
count = in_memory()
sweep()
check(in_memory() == count + 1, "with the default keep time the finished game stays (%d)" % in_memory())
_, stats, _ = srv.http("GET", "/api/stats")
check(stats["keep_finished_s"] == 300, "the default keep time is 300 s (%s)" % stats["keep_finished_s"])
check(srv.stop() == 0, "clean stop")
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("ok")
PYTHON
