#!/usr/bin/env bash
# test_server_store_faults.sh — `catan serve` when its SQLite store fails under it, with faults
# injected by the store's test VFS (CATAN_TEST_STORE_FAULTS names a control file; see
# docs/server.md) and a real lock held by another process:
#   1. two clients play a real game; with the store locked by another process, then the disk
#      full, then failing (I/O error), the acting seat's action is answered io_error with a precise message, no
#      client is told of it (no acknowledgement, no update), and both seats' state and the
#      replay are exactly as before; creating a game, joining and resigning fail the same way and
#      change nothing; another game is served meanwhile; a game of bots stalls and goes on by
#      itself once the store is back; the refused action then succeeds and the game goes on; the
#      disk filling between a roll and its dice (the roll acknowledged, the dice played by the
#      server once the store is back);
#   2. a restart resumes the game with exactly the acknowledged actions, and its replay verifies;
#   3. the server refuses to start, with a clear message and the file untouched, on a truncated
#      store, one whose header or a page is overwritten, a store that opens read-only, a
#      directory, and (not as root) a read-only file or folder.
#
# usage: test_server_store_faults.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test
export CATAN_TEST_STORE_FAULTS=$work/fault

run_client <<'PYTHON'
import hashlib, json, os, random, select, shutil, sqlite3, subprocess, sys, threading, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Player, play, check, failures

db = work + "/games.sqlite"
fault_file = os.environ["CATAN_TEST_STORE_FAULTS"]

def fault(word):
    with open(fault_file, "w") as f:
        f.write(word + "\n")

def stable(u):  # what a refused action must leave as it was (connections aside)
    s = {k: u[k] for k in ("actions", "actors", "legal", "state", "summary", "status")}
    s["seats"] = [{k: v for k, v in seat.items() if k != "connected"} for seat in u["seats"]]
    return s

def quiet(ws, seconds):
    """The messages that arrive on ws within `seconds` (none expected)."""
    got, end = [], time.time() + seconds
    while time.time() < end:
        if not ws.buffered() and not select.select([ws.sock], [], [], max(0, end - time.time()))[0]:
            break
        m = ws.recv(one_frame=True)
        if m is not None:
            got.append(m)
    return got

def at_rest(a, b, pa, pb):
    return not pa.waiting and not pb.waiting and a.last_update and b.last_update and \
        a.last_update["actions"] == b.last_update["actions"]

def stored(g):
    """The game's actions as the store holds them (read on a connection of this test)."""
    c = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    rows = c.execute("SELECT idx, player, text FROM actions WHERE game_id = ? ORDER BY idx",
                     (g,)).fetchall()
    c.close()
    return rows

fault("none")
srv = Server(catan, db, "--rate", "5000", "--bots", "2", log=work + "/server.log")
check("test hook" in srv.errors(), "the server says the fault hook is on")
g = srv.create(game="classic", players=2, seed=5, options={"vp_to_win": 6, "turn_limit": 120})
_, tok_a = srv.join(g, name="A")
_, tok_b = srv.join(g, name="B")
other = srv.create(game="struggle", players=2, seed=9, seats=["human", "random"])
_, tok_o = srv.join(other)
free = srv.create(game="classic", players=2, seed=6)  # seats left free, for joining
a, b = srv.ws(g, tok_a), srv.ws(g, tok_b)
rng = random.Random(3)
pa, pb = Player(a, rng), Player(b, rng)
check(play([pa, pb], lambda: at_rest(a, b, pa, pb) and a.last_update["actions"] >= 30, 60),
      "30 actions played")
time.sleep(0.3)
o = srv.ws(other, tok_o)

def snapshot():
    return stable(a.request({"cmd": "state"})), stable(b.request({"cmd": "state"}))

def until_legal(seconds=20):
    """Waits until a person is to act (the dice the server rolls for the game are stored first)."""
    end = time.time() + seconds
    while time.time() < end:
        now = snapshot()
        if now[0]["legal"] or now[1]["legal"]:
            return True
        time.sleep(0.1)
    return False

def refused(label, words):
    """The acting seat's first legal action is answered io_error (with words) and changes nothing."""
    before, rows_before = snapshot(), stored(g)
    check(len(rows_before) == before[0]["actions"], "%s: the store holds every action (%d, %d)" %
          (label, len(rows_before), before[0]["actions"]))
    ws = a if before[0]["legal"] else b
    text = (before[0]["legal"] or before[1]["legal"])[0]["text"]
    t0 = time.time()
    r = ws.request({"cmd": "apply", "action": text})
    msg = r.get("error", {}).get("message", "")
    check(r.get("ok") is False and r["error"]["code"] == "io_error",
          "%s: the action is answered io_error: %s" % (label, str(r)[:300]))
    check("not applied" in msg and words in msg, "%s: the message says why: %s" % (label, msg))
    check("applied" not in r, "%s: no acknowledgement" % label)
    heard = quiet(a, 0.5) + quiet(b, 0.3)
    check(not [m for m in heard if m.get("event") == "update"],
          "%s: no client is told of it: %s" % (label, str(heard)[:300]))
    check(snapshot() == before, "%s: both seats' state is as before" % label)
    check(stored(g) == rows_before, "%s: nothing more is stored" % label)
    # another game is served meanwhile
    s = o.request({"cmd": "state"})
    check(s.get("ok") is True, "%s: the other game is served: %s" % (label, str(s)[:200]))
    return ws, text, time.time() - t0

# -- a lock held by another process: answered after the bounded busy timeout, not a hang; the
#    other game is served while the write waits
locker = subprocess.Popen([sys.executable, "-c",
    "import sqlite3, sys, time\n"
    "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); sys.stdin.read()\n", db],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
check(locker.stdout.readline().strip() == "locked", "another process holds the lock")
served = {}
def other_state():
    time.sleep(1)
    t = time.time()
    o2 = srv.ws(other, tok_o)
    served["ok"] = o2.request({"cmd": "state"}).get("ok")
    served["s"] = time.time() - t
    o2.close()
th = threading.Thread(target=other_state)
th.start()
ws, text, took = refused("locked", "locked")
th.join()
check(took < 15, "the locked write is answered within the busy timeout (%.1f s)" % took)
check(served.get("ok") and served["s"] < 2, "the other game is served during the wait: %s" % served)
locker.stdin.close()
locker.wait(timeout=10)

# -- a full disk: the action, creating, joining and resigning are refused and change nothing
bots = srv.create(game="classic", players=2, seed=7, seats=["mcts:ms=20", "random"],
                  options={"turn_limit": 400})
time.sleep(0.5)
fault("full")
refused("disk full", "full")
st, j2, _ = srv.http("POST", "/api/games", {"game": "classic", "players": 2})
check(st == 500 and j2.get("error", {}).get("code") == "io_error" and
      "not created" in j2["error"]["message"], "creating a game: io_error: %s" % j2)
st, j2, _ = srv.http("POST", "/api/games/%s/join" % free, {"name": "C"})
check(st == 500 and j2.get("error", {}).get("code") == "io_error" and
      "still free" in j2["error"]["message"], "joining: io_error: %s" % j2)
_, j2, _ = srv.http("GET", "/api/games/%s" % free)
check(not any(s.get("taken") for s in j2["game"]["seats"]), "the seat is still free: %s" % j2)
before = snapshot()
r = b.request({"cmd": "resign"})
check(r.get("ok") is False and r["error"]["code"] == "io_error" and
      "still yours" in r["error"]["message"], "resigning: io_error: %s" % r)
check(snapshot() == before, "resigning changed nothing")
_, j, _ = srv.http("GET", "/api/games/%s" % bots)
n_bots = j["game"]["actions"]
time.sleep(1.5)
_, j, _ = srv.http("GET", "/api/games/%s" % bots)
check(j["game"]["actions"] == n_bots and j["game"]["status"] == "playing",
      "the bots' game waits for the store (%d, then %d)" % (n_bots, j["game"]["actions"]))

# -- a failing disk
fault("ioerr")
refused("I/O error", "I/O error")

fault("none")

# -- the store is back: the same action succeeds, the bots go on, the game goes on
r = ws.request({"cmd": "apply", "action": text})
check(r.get("ok") is True, "the refused action succeeds once the store is back: %s" % str(r)[:300])
deadline = time.time() + 20
while time.time() < deadline:
    _, j, _ = srv.http("GET", "/api/games/%s" % bots)
    if j["game"]["actions"] > n_bots + 5:
        break
    time.sleep(0.2)
check(j["game"]["actions"] > n_bots + 5, "the bots' game goes on by itself (%d, then %d)" %
      (n_bots, j["game"]["actions"]))
# -- the disk fills between a player's roll and the dice: the roll is acknowledged (stored), the
#    dice wait; a player's action meanwhile is io_error saying so; once the store is back the
#    dice are played by the server itself
def hold_at_roll(p):  # the player acts, except that it does not roll
    p.act = lambda: None if any(x["text"] == "roll" for x in p.ws.last_update["legal"]) \
        else Player.act(p)
pa.acted_at = pb.acted_at = None
hold_at_roll(pa), hold_at_roll(pb)
rolls = lambda: [w for w in (a, b) if any(x["text"] == "roll" for x in w.last_update["legal"])]
for attempt in range(10):  # at rest on the updates in hand, then on those still on their way too
    play([pa, pb], lambda: at_rest(a, b, pa, pb) and rolls(), 60)
    for s_ in (a, b):
        quiet(s_, 0.5)
    if at_rest(a, b, pa, pb) and rolls():
        break
check(bool(rolls()), "a seat is to roll")
del pa.act, pb.act
w = rolls()[0]
n = w.request({"cmd": "state"})["actions"]
fault("full 1")
r = w.request({"cmd": "apply", "action": "roll"})
check(r.get("ok") is True, "the roll is stored and acknowledged: %s" % str(r)[:200])
check(len(stored(g)) == n + 1 and stored(g)[-1][2] == "roll", "the store has the roll, no dice")
time.sleep(0.3)
s = w.request({"cmd": "state"})
check(s["actions"] == n + 1 and "chance" in json.dumps(s["actors"]),
      "the game waits for the dice: %s" % str(s["actors"]))
r = w.request({"cmd": "apply", "action": "end"})
check(r.get("ok") is False and r["error"]["code"] == "io_error" and "chance" in
      r["error"]["message"], "an action while the dice wait: io_error: %s" % str(r)[:300])
time.sleep(1.5)
check(len(stored(g)) == n + 1, "still no dice while the disk is full")
fault("none")
deadline, u = time.time() + 10, None
while time.time() < deadline and not (u and u["actions"] >= n + 2):
    for m in quiet(w, 0.5):
        if m.get("event") == "update":
            u = m
check(u and u["actions"] >= n + 2 and len(stored(g)) >= n + 2,
      "the dice are played once the store is back (%s)" % (u and u["actions"]))
pa.acted_at = pb.acted_at = None
check(play([pa, pb], lambda: at_rest(a, b, pa, pb) and a.last_update["actions"] >= 50, 60),
      "the game goes on to 50 actions")
time.sleep(0.3)
check(until_legal(), "a person is to act before the disk fills again (no roll under way)")

# -- a full disk again mid-game, then a restart: exactly the acknowledged actions
fault("full")
refused("disk full again", "full")
acknowledged, rows = snapshot(), stored(g)
check(srv.stop() == 0, "clean stop")
fault("none")
srv = Server(catan, db, "--rate", "5000", log=work + "/server.log")
a, b = srv.ws(g, tok_a), srv.ws(g, tok_b)
check(snapshot() == acknowledged, "the restarted server resumes the acknowledged actions (%d)" %
      acknowledged[0]["actions"])
check(stored(g) == rows, "the store holds the same actions after the restart")
pa, pb = Player(a, rng), Player(b, rng)
over = lambda: a.last_update and a.last_update["status"] == "finished"
check(play([pa, pb], over, 120), "the game goes on to its end after the restart")
st, rep, _ = srv.http("GET", "/api/games/%s/replay" % g)
check(st == 200 and [x["action"] for x in rep.get("actions", [])][:len(rows)] ==
      [r[2] for r in rows], "the replay starts with the acknowledged actions")
path = work + "/replay.json"
with open(path, "w") as f:
    json.dump(rep, f)
out = subprocess.run([catan, "replay", path], capture_output=True, text=True)
check(out.returncode == 0, "catan replay verifies it: %s %s" % (out.stdout, out.stderr))
check(srv.stop() == 0, "clean stop")

# -- refusals to start, the file untouched
def sha(p):
    return hashlib.sha256(open(p, "rb").read()).hexdigest()

def refuses(path, words, label):
    before = sha(path) if os.path.isfile(path) else None
    out = subprocess.run([catan, "serve", "--port", "0", "--db", path], capture_output=True,
                         text=True, timeout=60)
    check(out.returncode != 0, "%s: the server refuses to start (exit %d)" % (label, out.returncode))
    check(path in out.stderr and words in out.stderr,
          "%s: it says '%s' and the path: %s" % (label, words, out.stderr.strip()))
    if before:
        check(sha(path) == before, "%s: the file is untouched" % label)

data = open(db, "rb").read()
check(len(data) > 20000, "the store has several pages (%d bytes)" % len(data))
bad = work + "/bad.sqlite"
open(bad, "wb").write(data[:3000])
refuses(bad, "truncated", "head -c 3000")
rnd = random.Random(11)
open(bad, "wb").write(bytes(rnd.getrandbits(8) for _ in range(100)) + data[100:])
refuses(bad, "not an SQLite database", "the header overwritten")
page = 4096
victim = len(data) // page // 2
mangled = bytearray(data)
mangled[victim * page:(victim + 1) * page] = bytes(rnd.getrandbits(8) for _ in range(page))
open(bad, "wb").write(bytes(mangled))
refuses(bad, "quick_check", "a page overwritten")
refuses(work, "not a regular file", "a directory")
fault("readonly")
refuses(db, "read-only", "a store that opens read-only")
fault("none")
if os.geteuid() != 0:  # root reads and writes whatever the permissions say
    os.chmod(db, 0o444)
    refuses(db, "not readable and writable", "a read-only file")
    os.chmod(db, 0o644)
    ro = work + "/ro"
    os.mkdir(ro)
    shutil.copy(db, ro + "/games.sqlite")
    os.chmod(ro, 0o555)
    refuses(ro + "/games.sqlite", "not writable", "a read-only folder")
    os.chmod(ro, 0o755)
srv = Server(catan, db, log=work + "/server.log")  # the good store still starts
check("4 games" in srv.banner, "the store still holds the four games: %s" % srv.banner.strip())
srv.stop()
if failures:
    print("%d failure(s)" % len(failures), file=sys.stderr)
    sys.exit(1)
print("test_server_store_faults: ok")
PYTHON
