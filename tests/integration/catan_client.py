"""catan_client.py — a small test client for `catan serve` in the Python 3 standard library:
starts the real server binary on a loopback port, speaks HTTP (http.client) and WebSocket
(RFC 6455 framing over a plain socket, written here: masked client frames, ping answered with
pong, close frames). Used by tests/integration/test_server_*.sh and bench/load_server.py.
"""
import atexit
import base64
import http.client
import json
import os
import random
import socket
import struct
import subprocess
import sys
import tempfile
import time


failures = []  # what the checks of a test script found wrong, in order


def check(cond, what):
    """Records and prints a failed check; the script reports `failures` at its end."""
    if not cond:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


def expect_error(ws, req, code, what, words=None):
    """Sends a request (a dict, or raw text) and checks it is refused with this error code (and,
    when given, that the message holds these words)."""
    r = ws.request(req) if isinstance(req, dict) else None
    if r is None:
        ws.send(req)
        while True:
            r = ws.recv()
            if r.get("event") != "update":
                break
    check(r.get("ok") is False and r.get("error", {}).get("code") == code,
          "%s: expected %s, got %s" % (what, code, str(r)[:200]))
    if words:
        check(words in r.get("error", {}).get("message", ""),
              "%s: the message says '%s': %s" % (what, words, str(r)[:200]))


class Server:
    """The real `catan serve` on 127.0.0.1 and a free port (--port 0, read from its first line)."""

    def __init__(self, catan, db, *extra, log=None):
        self.args = [catan, "serve", "--port", "0", "--db", db, *extra]
        self.log = log or tempfile.mkstemp(prefix="catan-serve-", suffix=".log")[1]
        with open(self.log, "a") as err:
            self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=err, text=True)
        line = self.proc.stdout.readline()
        if "listening on" not in line:
            self.proc.wait(timeout=10)
            raise RuntimeError("server did not start: %r %r" % (line, self.errors()))
        self.port = int(line.split("http://127.0.0.1:")[1].split()[0])
        self.banner = line
        atexit.register(self._reap)  # a failing test must not leave its server running

    def _reap(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def errors(self):
        """What the server wrote on stderr so far."""
        with open(self.log) as f:
            return f.read()

    def kill(self):
        """kill -9: no chance to clean up."""
        self.proc.kill()
        self.proc.wait(timeout=10)

    def stop(self):
        """SIGTERM: a clean stop; returns the exit status."""
        self.proc.terminate()
        return self.proc.wait(timeout=20)

    def http(self, method, path, body=None, raw=None, content_type="application/json"):
        """Returns (status, parsed JSON or raw bytes, headers). content_type None sends none."""
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        data = raw if raw is not None else (json.dumps(body) if body is not None else None)
        headers = {"Content-Type": content_type} if content_type else {}
        c.request(method, path, body=data, headers=headers)
        r = c.getresponse()
        payload = r.read()
        headers = dict(r.getheaders())
        c.close()
        try:
            return r.status, json.loads(payload), headers
        except ValueError:
            return r.status, payload, headers

    def create(self, **spec):
        st, j, _ = self.http("POST", "/api/games", spec)
        assert st == 201 and j["ok"], (st, j)
        return j["game"]["id"]

    def join(self, game, **body):
        st, j, _ = self.http("POST", "/api/games/%s/join" % game, body)
        assert st == 200 and j["ok"], (st, j)
        return j["seat"], j["token"]

    def wait_status(self, game, status="finished", seconds=60):
        """Polls the game's summary until it has this status (or the time is up); returns it."""
        deadline = time.time() + seconds
        while True:
            _, j, _ = self.http("GET", "/api/games/%s" % game)
            if j["game"]["status"] == status or time.time() > deadline:
                return j["game"]
            time.sleep(0.2)

    def ws(self, game, token=None, board=None, updates=None):
        """A table's WebSocket; board="once": updates after the first leave the board out;
        updates="delta": they carry only the view's keys that changed (WebSocket.view puts the
        whole view together)."""
        q = "game=%s" % game + ("&token=%s" % token if token else "")
        q += "&board=%s" % board if board else ""
        q += "&updates=%s" % updates if updates else ""
        return WebSocket(self.port, "/ws?" + q)


class Closed(Exception):
    pass


class WebSocket:
    def __init__(self, port, path, timeout=30):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        req = ("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
               "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
               % (path, port, key))
        self.sock.sendall(req.encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Closed("closed during the handshake")
            self.buf += chunk
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise Closed("handshake refused: %r" % head[:200])
        self.closed = False
        self.next_id = 1
        self.last_update = None
        self.view = None  # the view as the updates so far make it (keep_view)

    BOARD_KEYS = ("hexes", "vertices", "edges", "harbours")

    def keep_view(self, msg):
        """Applies an update to self.view: a delta update ("delta": true) replaces the keys it
        carries; another update replaces the view, keeping the board of an earlier one when it
        comes without (board=once, updates=delta). The board's pieces are those of the update
        that brought it (the players' lists hold them since)."""
        state = msg.get("state")
        if state is None:
            return
        if msg.get("delta") and self.view is not None:
            self.view.update(state)
            return
        old = self.view or {}
        self.view = dict(state)
        if "hexes" not in state:
            for k in self.BOARD_KEYS:
                if k in old:
                    self.view[k] = old[k]

    # ---- framing ----
    def send_frame(self, opcode, payload, fin=True):
        if isinstance(payload, str):
            payload = payload.encode()
        n = len(payload)
        head = bytes([(0x80 if fin else 0) | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack("!Q", n)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload)) if n < 4096 else \
            _mask_fast(payload, mask)
        self.sock.sendall(head + mask + masked)

    def send(self, obj):
        self.send_frame(1, obj if isinstance(obj, (str, bytes)) else json.dumps(obj))

    def _read(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                self.closed = True
                raise Closed("connection closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def recv_frame(self):
        b0, b1 = self._read(2)
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack("!H", self._read(2))[0]
        elif n == 127:
            n = struct.unpack("!Q", self._read(8))[0]
        return b0 & 0x0F, self._read(n)

    def recv(self, one_frame=False):
        """The next text message as JSON; answers pings; raises Closed on a close frame.
        With one_frame, reads a single frame and returns None if it was not a message."""
        while True:
            op, payload = self.recv_frame()
            if op == 9:
                self.send_frame(10, payload)
                if one_frame:
                    return None
            elif op == 8:
                self.closed = True
                raise Closed("close frame %r" % payload[:2])
            elif op == 1:
                msg = json.loads(payload)
                if msg.get("event") == "update":
                    self.last_update = msg
                    self.keep_view(msg)
                return msg
            elif one_frame:
                return None

    def request(self, obj):
        """Sends a request with an id and returns its answer (updates met on the way are kept)."""
        obj = dict(obj)
        obj["id"] = self.next_id
        self.next_id += 1
        self.send(obj)
        while True:
            msg = self.recv()
            if msg.get("id") == obj["id"]:
                return msg

    def update(self):
        """The next update message."""
        while True:
            msg = self.recv()
            if msg.get("event") == "update":
                return msg

    def buffered(self):
        """Whether a whole frame is already read from the socket."""
        if len(self.buf) < 2:
            return False
        n, head = self.buf[1] & 0x7F, 2
        if n == 126:
            if len(self.buf) < 4:
                return False
            n, head = struct.unpack("!H", self.buf[2:4])[0], 4
        elif n == 127:
            if len(self.buf) < 10:
                return False
            n, head = struct.unpack("!Q", self.buf[2:10])[0], 10
        return len(self.buf) >= head + n

    def close(self, clean=True):
        try:
            if clean:
                self.send_frame(8, b"\x03\xe8")
            self.sock.close()
        except OSError:
            pass
        self.closed = True


def _mask_fast(payload, mask):
    n = len(payload)
    m = int.from_bytes((mask * (n // 4 + 1))[:n], "big")
    return (int.from_bytes(payload, "big") ^ m).to_bytes(n, "big")


class Player:
    """A scripted client: plays its seat with random legal actions, one request at a time."""

    def __init__(self, ws, rng, on_update=None):
        self.ws, self.rng, self.on_update = ws, rng, on_update
        self.waiting = None      # id of the request in flight
        self.acted_at = None     # the action count of the update last acted on
        self.errors = []

    def act(self):
        u = self.ws.last_update
        if self.waiting or not u or not u["legal"] or u["actions"] == self.acted_at:
            return
        self.acted_at = u["actions"]
        self.waiting = self.ws.next_id
        self.ws.next_id += 1
        text = self.rng.choice([a["text"] for a in u["legal"]])
        self.ws.send({"cmd": "apply", "action": text, "id": self.waiting})

    def handle(self, msg):
        if msg is None:
            return
        if msg.get("event") == "update":
            if self.on_update:
                self.on_update(self, msg)
        elif msg.get("id") == self.waiting:
            self.waiting = None
            if not msg["ok"]:  # a stale choice: the state moved on; try again from the latest
                self.errors.append(msg["error"]["code"])
                self.acted_at = None


def play(players, done, seconds=120):
    """Runs the players until done() or the time is up; returns whether done() held."""
    import selectors
    sel = selectors.DefaultSelector()
    for p in players:
        sel.register(p.ws.sock, selectors.EVENT_READ, p)
    end = time.time() + seconds
    try:
        while time.time() < end:
            for p in players:
                while p.ws.buffered():  # frames read along with earlier ones
                    p.handle(p.ws.recv(one_frame=True))
                p.act()
            if done():
                return True
            for key, _ in sel.select(timeout=0.5):
                key.data.handle(key.data.ws.recv(one_frame=True))
        return bool(done())
    finally:
        sel.close()
