#!/usr/bin/env bash
# test_server_delta.sh — delta updates on `catan serve` (updates=delta, docs/server.md): in every
# rule set (Classic, Seafarers, World, Struggle, Rivals) scripted seats and a spectator connected
# with updates=delta play a game; after every action each client's view, made by applying the
# updates it was sent, equals the view a fresh `state` answer gives it (every key, the board
# aside, whose pieces are in the players' lists; the legal actions and the rest of the update
# too), so no seat is sent more than its own view. Later updates are deltas, smaller than whole
# ones; a reconnecting client gets the whole view (with its board) again first; a bad value of
# updates= is refused. The seats then resign, the bots finish the game, and the views that the
# deltas make equal the finished game's whole state.
#
# usage: test_server_delta.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import json, random, sys, time
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, WebSocket, Closed, check, failures

BOARD = WebSocket.BOARD_KEYS


def ok(cond, what):
    check(cond, what)
    return cond
srv = Server(catan, work + "/games.sqlite", "--rate", "100000", log=work + "/server.log")  # a state request after every action


class Counting(WebSocket):
    """A WebSocket that counts its delta and whole updates and their bytes."""
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.deltas = self.wholes = self.delta_bytes = self.whole_bytes = 0
        self.first = None  # the first update's text

    def recv_frame(self):
        op, payload = super().recv_frame()
        if op == 1 and payload.startswith(b'{"event":"update"'):
            self.first = self.first or payload
            if b'"delta":true' in payload:
                self.deltas, self.delta_bytes = self.deltas + 1, self.delta_bytes + len(payload)
            else:
                self.wholes, self.whole_bytes = self.wholes + 1, self.whole_bytes + len(payload)
        return op, payload


def connect(game, token=None):
    q = "game=%s" % game + ("&token=%s" % token if token else "") + "&updates=delta"
    return Counting(srv.port, "/ws?" + q)


def same_view(ws, what):
    """The client's view (from its updates) against a fresh state answer."""
    ans = ws.request({"cmd": "state"})
    want, have = ans["state"], ws.view
    if not ok(have is not None and set(have) == set(want), "%s: the keys of the view" % what):
        return False
    wrong = [k for k in want if k not in BOARD and have[k] != want[k]]
    u = ws.last_update
    wrong += [k for k in ("legal", "actors", "actions", "status", "summary", "seats", "winner")
              if u[k] != ans[k]]
    return ok(not wrong, "%s: the view from the updates differs from the state in %s" % (what, wrong))


def play(name, players, steps, finish=True, options=None):
    spec = {"game": name, "players": players, "seats": ["human"] * players}
    if options:
        spec["options"] = options
    g = srv.create(**spec)
    seats = []
    for p in range(players):
        _, tok = srv.join(g, seat=p, name="p%d" % p)
        seats.append((p, tok, connect(g, tok)))
    spectator = connect(g)
    socks = [ws for _, _, ws in seats] + [spectator]
    for ws in socks:
        ws.request({"cmd": "state"})  # its first update read on the way
        check(b'"delta"' not in ws.first and ws.wholes == 1, "%s: a connection's first update is whole" % name)
    rng = random.Random(7)
    done = 0
    for step in range(steps):
        actor = next(((p, ws) for p, _, ws in seats if ws.last_update["legal"]), None)
        if actor is None:
            break
        p, ws = actor
        ans = ws.request({"cmd": "apply", "action": rng.choice(ws.last_update["legal"])["text"]})
        if not ok(ans["ok"], "%s: a legal action applied: %s" % (name, ans)):
            return
        for i, other in enumerate(socks):
            if not same_view(other, "%s step %d %s" % (name, step, "spectator" if other is spectator else "seat %d" % i)):
                return
        done += 1
        if step == steps // 2:  # a reconnection gets the whole view again, board and all
            p0, tok0, ws0 = seats[0]
            ws0.close()
            ws0 = connect(g, tok0)
            seats[0] = (p0, tok0, ws0)
            socks[0] = ws0
            ws0.request({"cmd": "state"})
            first = json.loads(ws0.first)
            check(b'"delta"' not in ws0.first and ws0.wholes == 1,
                  "%s: a reconnecting client's first update is whole" % name)
            if "hexes" in ws0.view or name in ("classic", "seafarers", "world"):
                check(all(k in first["state"] for k in BOARD), "%s: the board again on reconnecting" % name)
    deltas = sum(ws.deltas for ws in socks)
    check(done >= min(steps, 20) and deltas >= done, "%s: %d actions played, %d delta updates" % (name, done, deltas))
    db = sum(ws.delta_bytes for ws in socks) / max(deltas, 1)
    wb = sum(ws.whole_bytes for ws in socks) / max(sum(ws.wholes for ws in socks), 1)
    check(db < wb, "%s: delta updates (%.0f bytes) smaller than whole ones (%.0f)" % (name, db, wb))
    print("%s: %d actions, %d delta updates of %.0f bytes on average, whole ones %.0f" % (name, done, deltas, db, wb))
    if not finish:
        for ws in socks:
            ws.close()
        return
    # the seats resign, the bots play to the end: the last views equal the finished game's
    for p, _, ws in seats:
        ws.request({"cmd": "resign"})
    final = srv.wait_status(g, "finished", 240)
    if not ok(final["status"] == "finished", "%s: the bots finished the game" % name):
        return
    for i, ws in enumerate(socks):
        deadline = time.time() + 30
        while ws.last_update["status"] != "finished" and time.time() < deadline:
            ws.update()
        same_view(ws, "%s finished, connection %d" % (name, i))
    for ws in socks:
        ws.close()


play("classic", 4, 160)
play("seafarers", 3, 120, finish=False)  # its resigned seats go to the search bot: slow
play("world", 8, 40, finish=False)
play("struggle", 2, 160)
play("rivals", 2, 160)

# updates= takes delta or whole only
g = srv.create(game="classic", players=2, seats=["human", "heuristic"])
ws = WebSocket(srv.port, "/ws?game=%s&updates=diff" % g)
msg = ws.recv()
check(msg.get("ok") is False and msg["error"]["code"] == "bad_argument" and "updates" in msg["error"]["message"],
      "updates=diff refused: %s" % msg)
ws = WebSocket(srv.port, "/ws?game=%s&updates=whole" % g)
check(ws.update()["state"] is not None, "updates=whole accepted")
ws.close()

check(srv.stop() == 0, "the server stops cleanly")
sys.exit(1 if failures else 0)
PYTHON
echo "delta updates: ok"
