#!/usr/bin/env bash
# test_server_threads.sh — the server under concurrent load, for the ThreadSanitizer build
# (scripts/build.sh tsan) and every other: several games at once, bots thinking in the worker
# pool (a game of bots only among them), two sockets acting for each human seat at once,
# spectators, a player joining mid-run, a seat resigned to a bot, sockets dropped without a close
# frame and reconnected, and short games of bots created all along, which end, leave memory
# (--keep-finished 0) and are loaded again for their summary and replay. Every game must move on, the only refusals are the races two sockets of
# one seat may lose, and the server must stop cleanly with nothing from a sanitizer in its log
# (TSan reports a data race there and exits non-zero).
#
# usage: test_server_threads.sh <path to catan> <source dir> [seconds]
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir> [seconds]}
src=${2:?usage: $0 <catan binary> <source dir> [seconds]}
seconds=${3:-8}
source "$src/tests/integration/server_common.sh"
server_test
export TSAN_OPTIONS="${TSAN_OPTIONS:-second_deadlock_stack=1}"

run_client "$seconds" <<'PYTHON'
import random, selectors, sys, time
catan, src, work, seconds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, Closed, check, failures

rng = random.Random(7)
srv = Server(catan, work + "/games.sqlite", "--rate", "5000", "--keep-finished", "0",
             log=work + "/server.log")
mixed = ["human", "human", "random", "heuristic"]
games = [srv.create(game="classic", players=4, seed=10 + i, seats=mixed) for i in range(3)]
games.append(srv.create(game="struggle", players=3, seed=20, seats=["human", "mcts:iters=30", "random"]))
bots_only = srv.create(game="classic", players=4, seed=30,
                       seats=["mcts:iters=30", "random", "heuristic", "random"])
late = srv.create(game="classic", players=3, seed=40, seats=["human", "random", "random"])

sel = selectors.DefaultSelector()
players = []  # (game, seat token, Player); two per human seat, both acting
def connect(g, token):
    p = Player(srv.ws(g, token), rng)
    sel.register(p.ws.sock, selectors.EVENT_READ, p)
    players.append((g, token, p))
    return p
def drop(p, clean):
    sel.unregister(p.ws.sock)
    p.ws.close(clean=clean)
    players[:] = [x for x in players if x[2] is not p]

for g in games:
    for _ in range(2 if g != games[3] else 1):
        _, token = srv.join(g)
        connect(g, token)
        connect(g, token)
    connect(g, None)  # a spectator
watcher = connect(bots_only, None)

def actions(g):
    _, j, _ = srv.http("GET", "/api/games/%s" % g)
    return j["game"]["actions"]
def finished(g):
    _, j, _ = srv.http("GET", "/api/games/%s" % g)
    return j["game"]["status"] == "finished"
start_counts = {g: actions(g) for g in games + [bots_only]}

events = [(seconds * 0.25, "join"), (seconds * 0.4, "resign"), (seconds * 0.5, "drop"),
          (seconds * 0.65, "reconnect")]
dropped = []
churn, next_churn = [], 0.0  # short bots' games: they end, leave memory and are loaded again
def churn_step(now):
    churn.append(srv.create(game="struggle", players=2, seed=50 + len(churn),
                            seats=["random", "random"], options={"turn_limit": 6}))
    old = churn[rng.randrange(len(churn))]
    _, j, _ = srv.http("GET", "/api/games/%s" % old)  # perhaps from the store
    if j["game"]["status"] == "finished":
        st, _, _ = srv.http("GET", "/api/games/%s/replay" % old)
        check(st == 200, "the replay of churn game %s (%s)" % (old, st))
t0 = time.time()
while time.time() - t0 < seconds:
    now = time.time() - t0
    if now >= next_churn:
        churn_step(now)
        next_churn = now + 0.25
    while events and events[0][0] <= now:
        _, what = events.pop(0)
        if what == "join":  # a player arrives while the others play
            _, token = srv.join(late)
            connect(late, token)
        elif what == "resign":  # a seat of a game still under way goes to a bot
            seated = [x for x in players if x[1] and x[0] in games[:3] and not finished(x[0])]
            if seated:
                r = seated[0][2].ws.request({"cmd": "resign"})
                check(r.get("ok"), "resign answered: %s" % r)
        elif what == "drop":  # both sockets of a seat of game 1 vanish without a close frame
            for g, token, p in [x for x in players if x[0] == games[1] and x[1]][:2]:
                dropped.append((g, token))
                drop(p, clean=False)
        elif what == "reconnect":
            for g, token in dropped:
                connect(g, token)
    for g, token, p in list(players):
        try:
            while p.ws.buffered():
                p.handle(p.ws.recv(one_frame=True))
            if token:
                p.act()
        except Closed:
            drop(p, clean=False)
    for key, _ in sel.select(timeout=0.05):
        p = key.data
        try:
            p.handle(p.ws.recv(one_frame=True))
        except Closed:
            drop(p, clean=False)

held = srv.http("GET", "/api/stats")[1]["games_in_memory"]  # before the checks load any back
for g in games + [bots_only]:
    check(actions(g) > start_counts[g] or (finished(g) and actions(g) > 0),
          "game %s moved on (%d -> %d actions)" % (g, start_counts[g], actions(g)))
check(actions(late) > 0, "the game joined mid-run was played")
total = len(games) + 2 + len(churn)
check(held < total, "finished games left memory (%d of %d held)" % (held, total))
ended = [g for g in churn if finished(g)]
check(len(ended) >= len(churn) // 2, "the short games end (%d of %d)" % (len(ended), len(churn)))
# two sockets acting for one seat race; the loser is told its choice is no longer legal
allowed = {"illegal_action", "not_your_turn", "not_your_seat", "parse_error"}
unexpected = [e for _, _, p in players for e in p.errors if e not in allowed]
check(not unexpected, "only refusals of lost races: %s" % unexpected[:5])
for _, _, p in list(players):
    p.ws.close(clean=rng.random() < 0.5)
rc = srv.stop()
log = open(work + "/server.log").read()
check(rc == 0, "the server stopped cleanly (exit %s)" % rc)
check("Sanitizer" not in log, "no sanitizer report in the server log")
sys.exit(1 if failures else 0)
PYTHON
echo "server threads: ok"
