#!/usr/bin/env bash
# test_server_postgres.sh — the PostgreSQL game store, against a real PostgreSQL server started
# for this test only (initdb + pg_ctl from Debian's postgresql package, in a temporary directory,
# listening on 127.0.0.1 and a free port; stopped and deleted at the end):
#   0. the store's own test (tests/store/test_store.c, built beside catan) against that server;
#   1. test_server_resume.sh with --db postgresql://... (kill -9 mid-game, restart, games go on);
#   2. two server processes on one store: the second lists what the first stored, and when both
#      hold the same game, an action the first already stored is refused by the second (io_error)
#      and changes nothing there; a game the first stores later is listed in the second's lobby
#      and found by the second on use;
#   3. the PostgreSQL server stopped mid-game (pg_ctl stop -m fast): the action in hand is answered
#      io_error and not acknowledged, the game is as it was and other requests are served; once
#      PostgreSQL is started again the store reconnects, the action succeeds, and a restarted
#      `catan serve` resumes the game with exactly the acknowledged actions.
# Skipped (exit 0, with a message) only when the PostgreSQL server binaries are absent or this
# catan was built without libpq.
#
# usage: test_server_postgres.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
catan=$(cd "$(dirname "$catan")" && pwd)/$(basename "$catan")
source "$src/tests/integration/server_common.sh"
require_server "$catan"
if "$catan" serve --port 0 --db postgresql://nowhere 2>&1 | grep -q "without PostgreSQL"; then
    echo "SKIP: this catan was built without PostgreSQL (libpq-dev)"
    exit 77
fi
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z $pgbin || ! -x $pgbin/initdb || ! -x $pgbin/pg_ctl ]]; then
    echo "SKIP: no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql"
    exit 77
fi

work=$(mktemp -d)
chmod 755 "$work"
# PostgreSQL refuses to run as root: as root, run it as the postgres (or nobody) user.
as_pg=()
if [[ $(id -u) -eq 0 ]]; then
    pguser=postgres
    id "$pguser" >/dev/null 2>&1 || pguser=nobody
    as_pg=(runuser -u "$pguser" --)
    mkdir "$work/pg"
    chown "$pguser" "$work/pg"
else
    mkdir "$work/pg"
fi
port=$("$py" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
cleanup() {
    "${as_pg[@]}" "$pgbin/pg_ctl" -D "$work/pg/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

"${as_pg[@]}" "$pgbin/initdb" -D "$work/pg/data" -A trust -U catan -E UTF8 --no-sync \
    >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log"; exit 1; }
pg_start() {
    "${as_pg[@]}" "$pgbin/pg_ctl" -D "$work/pg/data" -l "$work/pg/server.log" -w -t 30 \
        -o "-p $port -k $work/pg -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null \
        || { cat "$work/pg/server.log"; return 1; }
}
pg_start
url="postgresql://catan@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

store_test=$(dirname "$catan")/tests/test_store
if [[ -x $store_test ]]; then  # in a database of its own: its rows are not games
    "$pgbin/createdb" -h 127.0.0.1 -p "$port" -U catan storetest
    CMOCKA_MESSAGE_OUTPUT=stdout "$store_test" "postgresql://catan@127.0.0.1:$port/storetest" |
        tail -n 1
fi
bash "$src/tests/integration/test_server_resume.sh" "$catan" "$src" "$url"

run_client "$url" <<'PYTHON'
import random, sys, time
catan, src, work, url = sys.argv[1:5]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, play, check, failures

one = Server(catan, url, "--rate", "5000", log=work + "/server1.log")
g = one.create(game="classic", players=2, seed=21)
_, tok_a = one.join(g)
_, tok_b = one.join(g)
a, b = one.ws(g, tok_a), one.ws(g, tok_b)
rng = random.Random(2)
pa, pb = Player(a, rng), Player(b, rng)
check(play([pa, pb], lambda: a.last_update and a.last_update["actions"] >= 20 and
           not pa.waiting and not pb.waiting, 30), "20 actions on the first server")
time.sleep(0.2)
sa, sb = a.request({"cmd": "state"}), b.request({"cmd": "state"})
n = sa["actions"]
check(sb["actions"] == n and bool(sa["legal"]) != bool(sb["legal"]), "one seat to act, at rest")

two = Server(catan, url, log=work + "/server2.log")
_, j, _ = two.http("GET", "/api/games/%s" % g)
check(j.get("ok") and j["game"]["actions"] == n, "the second server sees the stored game (%s)" % j)

# the first server goes on; the second's copy is now behind and may not fork the game
w, first, tok = (a, sa, tok_a) if sa["legal"] else (b, sb, tok_b)
r = w.request({"cmd": "apply", "action": first["legal"][0]["text"]})
check(r["ok"], "the first server plays on: %s" % r)
stale = two.ws(g, tok)
u = stale.update()
check(u["actions"] == n, "the second server's copy is where it was loaded")
if u["legal"]:
    r = stale.request({"cmd": "apply", "action": u["legal"][0]["text"]})
    check(not r["ok"] and r["error"]["code"] == "io_error", "a forking action is refused: %s" % r)
    check(stale.request({"cmd": "state"})["actions"] == n, "the refused action changed nothing")
else:
    check(False, "the stale copy should show the same seat to act")
# a game the first server stores after the second started is found by the second on first use
g2 = one.create(game="struggle", players=2, seats=["human", "random"])
_, j, _ = two.http("GET", "/api/games")
ids = [x["id"] for x in j.get("games", [])]
check(g in ids and g2 in ids, "the second server's lobby lists what the first stored: %s" % ids)
_, j, _ = two.http("GET", "/api/games?status=finished")
check(j.get("ok") and g2 not in [x["id"] for x in j["games"]], "the lobby's filter applies to them")
_, j, _ = two.http("GET", "/api/games/%s" % g2)
check(j.get("ok") and j["game"]["id"] == g2, "the second server loads a newer game: %s" % j)
st, j, _ = two.http("GET", "/api/games/%s" % ("f" * 16))
check(st == 404, "an unknown game is still unknown")
for s in (one, two):
    check(s.stop() == 0, "clean stop")
if failures:
    sys.exit(1)
print("test_server_postgres: two servers ok")
PYTHON

# 3. PostgreSQL stopped mid-game and started again: the Python client runs these two scripts
pg_stop() { "${as_pg[@]}" "$pgbin/pg_ctl" -D "$work/pg/data" -m fast -w stop >/dev/null; }
declare -f pg_start pg_stop >"$work/pg_ctl.sh"
declare -p as_pg pgbin work port >>"$work/pg_ctl.sh"
run_client "$url" "$work/pg_ctl.sh" <<'PYTHON'
import random, select, subprocess, sys, time
catan, src, work, url, pg_ctl = sys.argv[1:6]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, play, check, failures

def pg(what):
    subprocess.run(["bash", "-c", "source %s && %s" % (pg_ctl, what)], check=True)

def stable(u):  # what a refused action must leave as it was (connections aside)
    s = {k: u[k] for k in ("actions", "actors", "legal", "state", "summary", "status")}
    s["seats"] = [{k: v for k, v in seat.items() if k != "connected"} for seat in u["seats"]]
    return s

def updates(ws, seconds):
    got, end = [], time.time() + seconds
    while ws.buffered() or select.select([ws.sock], [], [], max(0, end - time.time()))[0]:
        m = ws.recv(one_frame=True)
        if m is not None and m.get("event") == "update":
            got.append(m)
        if time.time() > end:
            break
    return got

srv = Server(catan, url, "--rate", "5000", log=work + "/server3.log")
g = srv.create(game="classic", players=2, seed=31)
_, tok_a = srv.join(g)
_, tok_b = srv.join(g)
a, b = srv.ws(g, tok_a), srv.ws(g, tok_b)
rng = random.Random(5)
pa, pb = Player(a, rng), Player(b, rng)
rest = lambda n: a.last_update and a.last_update["actions"] >= n and not pa.waiting and \
    not pb.waiting and b.last_update and b.last_update["actions"] == a.last_update["actions"]
check(play([pa, pb], lambda: rest(20), 30), "20 actions played")
time.sleep(0.3)
before = stable(a.request({"cmd": "state"})), stable(b.request({"cmd": "state"}))
ws = a if before[0]["legal"] else b
text = (before[0]["legal"] or before[1]["legal"])[0]["text"]

pg("pg_stop")
r = ws.request({"cmd": "apply", "action": text})
check(r.get("ok") is False and r["error"]["code"] == "io_error" and
      "not applied" in r["error"]["message"], "PostgreSQL stopped: io_error: %s" % str(r)[:300])
check(not updates(a, 0.5) and not updates(b, 0.2), "PostgreSQL stopped: no client is told of it")
after = stable(a.request({"cmd": "state"})), stable(b.request({"cmd": "state"}))
check(after == before, "PostgreSQL stopped: the game is as it was")
st, j, _ = srv.http("GET", "/api/games/%s" % g)
check(st == 200 and j["game"]["actions"] == before[0]["actions"],
      "PostgreSQL stopped: other requests are served (%s)" % st)
st, j, _ = srv.http("POST", "/api/games", {"game": "classic", "players": 2})
check(st == 500 and j.get("error", {}).get("code") == "io_error",
      "PostgreSQL stopped: creating a game is io_error: %s" % j)

pg("pg_start")
r = ws.request({"cmd": "apply", "action": text})
check(r.get("ok") is True, "PostgreSQL back: the action succeeds: %s" % str(r)[:300])
pa.acted_at = pb.acted_at = None
check(play([pa, pb], lambda: rest(before[0]["actions"] + 10), 30), "PostgreSQL back: the game goes on")
time.sleep(0.3)
acknowledged = stable(a.request({"cmd": "state"})), stable(b.request({"cmd": "state"}))
check(srv.stop() == 0, "clean stop")
srv = Server(catan, url, "--rate", "5000", log=work + "/server3.log")
a, b = srv.ws(g, tok_a), srv.ws(g, tok_b)
resumed = stable(a.request({"cmd": "state"})), stable(b.request({"cmd": "state"}))
check(resumed == acknowledged, "a restart resumes exactly the acknowledged actions (%d, %d): %s" %
      (acknowledged[0]["actions"], resumed[0]["actions"],
       [(k, str(acknowledged[i][k])[:300], str(resumed[i][k])[:300]) for i in (0, 1)
        for k in acknowledged[i] if acknowledged[i][k] != resumed[i][k]]))
check(srv.stop() == 0, "clean stop")
if failures:
    sys.exit(1)
print("test_server_postgres: ok")
PYTHON
