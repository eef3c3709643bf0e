#!/usr/bin/env python3
"""load_server.py — the server's load test: one `catan serve` process holding many simultaneous
games (default 200 Classic games of 4 seats), each seat played by its own WebSocket client on
loopback (800 connections), every client acting on its turn after a short think time. Measures how
long the server takes to answer each action (request sent -> its answer received) and reports the
percentiles, the action rate, the bytes of the updates and the server's CPU and memory. Bounded in
time: setup, then --seconds of play, then a clean stop; everything is killed if it overruns.

    bench/load_server.py build/release/catan [--games 200] [--seconds 60] [--think-ms 600]
    bench/load_server.py build/release/catan --game world     # 50 World games x 12 seats: 600 clients
    bench/load_server.py build/release/catan --soak           # 30 minutes: memory, errors, p99 a minute

--game world plays World Catan on its 225-hex map (default 50 games of 12 seats). Clients connect
as the browser does, with board=once (docs/server.md: updates after the first leave out the board,
which never changes); --board full sends every update whole (a view of the whole map to each seat).

--client c (the default when build's ws_load sits beside the catan binary) plays every seat from
one C process (bench/load/ws_load.c, epoll): thousands of actions a second on a fraction of a core,
so the server sets the pace; --client python plays them from this process, as before (about
1,000-1,500 actions a second at most).

--soak runs 30 minutes (or --seconds) and samples, every --soak-interval seconds (60), the
server's resident memory from /proc/PID/status, the games it holds in memory (/api/stats), the
actions answered and refused and the p50/p99 of the interval; it ends with a verdict on the
samples after a warm-up (--soak-warmup, a third of the run): memory flat, no error, the same p99
(see Soak). With the C client a soak (or --replace) starts a new game in place of each one that
ends, so the load stays the same and finished games pile up in the store, not in the server's
memory (catan serve --keep-finished).

Exit status 0 when the 99th percentile is under --p99-ms (default 50) (and, soaking, the verdict
is good), else 1.
Python 3 standard library only (the set-up and the Python WebSocket client are
tests/integration/catan_client.py).
"""
import argparse
import heapq
import json
import os
import random
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests",
                                "integration"))
from catan_client import Server, Closed  # noqa: E402


def head_of(payload):
    """The small fields of an update (everything before "summary"), parsed without the view."""
    i = payload.find(b',"summary":')
    return json.loads(payload[:i] + b"}") if i > 0 else json.loads(payload)


class Seat:
    def __init__(self, ws, rng):
        self.ws, self.rng = ws, rng
        self.legal, self.actions = [], -1
        self.sent_at = None          # time the apply in flight was sent
        self.due = None              # when to act next
        self.acted_at = None
        self.updates, self.update_bytes, self.update_max = 0, 0, 0   # since counting began
        self.counting = False

    def on_frame(self, op, payload, now, lat, errors):
        if op == 9:
            self.ws.send_frame(10, payload)
            return
        if op == 8:
            raise Closed("server closed a connection")
        if op != 1:
            return
        if payload.startswith(b'{"event":"update"'):
            if self.counting:
                self.updates += 1
                self.update_bytes += len(payload)
                self.update_max = max(self.update_max, len(payload))
            u = head_of(payload)
            self.legal, self.actions = u["legal"], u["actions"]
            return
        msg = json.loads(payload)
        if self.sent_at is not None and msg.get("cmd") == "apply":
            lat.append(now - self.sent_at)
            self.sent_at = None
            if not msg["ok"]:
                errors[msg["error"]["code"]] = errors.get(msg["error"]["code"], 0) + 1
                self.acted_at = None

    def wants_to_act(self):
        return self.legal and self.sent_at is None and self.actions != self.acted_at


def proc_stat(pid):
    """(user+system CPU seconds, resident MiB) of a process, from /proc."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    with open("/proc/%d/status" % pid) as f:
        rss = next(int(l.split()[1]) for l in f if l.startswith("VmRSS:")) / 1024
    return cpu, rss


class Soak:
    """The soak mode's samples: every interval the server's resident memory (VmRSS in
    /proc/PID/status), the games it holds, the actions answered and refused, and the latency
    percentiles of the interval; then a verdict on the samples after the warm-up: memory flat
    (the mean of their second half no more than --soak-growth above the mean of their first
    half), no error, and the second half's p99 no worse than the first's (within a factor of 1.5,
    or 5 ms)."""

    def __init__(self, srv, interval, growth, warmup):
        self.srv, self.pid, self.interval, self.growth = srv, srv.proc.pid, interval, growth
        self.warmup = warmup
        self.samples = []
        self.lat, self.refused, self.start = [], 0, time.time()
        self.next = self.start + interval

    def rss_mib(self):
        with open("/proc/%d/status" % self.pid) as f:
            return next(int(l.split()[1]) for l in f if l.startswith("VmRSS:")) / 1024

    def sample(self, now, errors_total):
        """An interval of the Python client: its latencies and the refusals since the last."""
        lat = sorted(self.lat)
        pct = lambda q: round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2) if lat else None
        self.add(round(now - self.start), len(lat), errors_total - self.refused, pct(0.5),
                 pct(0.99))
        self.lat, self.refused, self.next = [], errors_total, self.next + self.interval

    def add(self, t_s, actions, refused, p50_ms, p99_ms):
        """One interval's row, with the server's memory read now."""
        _, stats, _ = self.srv.http("GET", "/api/stats")
        row = {"t_s": t_s, "rss_mib": round(self.rss_mib(), 1), "actions": actions,
               "refused": refused, "p50_ms": p50_ms, "p99_ms": p99_ms,
               "games_in_memory": stats.get("games_in_memory"),
               "heap_mib": round(stats["heap_in_use_bytes"] / 2**20, 1)
               if "heap_in_use_bytes" in stats else None}
        self.samples.append(row)
        print("soak t=%(t_s)5ds rss %(rss_mib)7.1f MiB  heap %(heap_mib)6s MiB  "
              "games in memory %(games_in_memory)5s  "
              "actions %(actions)6d  refused %(refused)d  p50 %(p50_ms)s ms  p99 %(p99_ms)s ms"
              % row, flush=True)

    def verdict(self, server_exit):
        """Memory and p99 compared between the two halves of the samples after the warm-up
        (--soak-warmup, a third of the run by default): a server whose finished games leave
        memory after --keep-finished seconds fills up while the first games end, then stays."""
        after = [r for r in self.samples if r["t_s"] > self.warmup]
        rows = after if len(after) >= 2 else self.samples
        half = max(1, len(rows) // 2)
        first, last = rows[:half], rows[-half:]
        mean = lambda xs: sum(xs) / len(xs) if xs else float("nan")
        rss0, rss1 = mean([r["rss_mib"] for r in first]), mean([r["rss_mib"] for r in last])
        p0 = mean([r["p99_ms"] for r in first if r["p99_ms"] is not None])
        p1 = mean([r["p99_ms"] for r in last if r["p99_ms"] is not None])
        refused = sum(r["refused"] for r in self.samples)
        span = (rows[-1]["t_s"] - rows[0]["t_s"]) / 60 if len(rows) > 1 else 0
        per_min = (rows[-1]["rss_mib"] - rows[0]["rss_mib"]) / span if span else 0.0
        flat = rss1 <= rss0 * (1 + self.growth)
        steady = p1 <= max(p0 * 1.5, p0 + 5)
        clean = refused == 0 and server_exit == 0
        print("soak verdict (after %.0f s of warm-up): memory %.1f -> %.1f MiB (%s; %+.2f MiB a "
              "minute), p99 %.1f -> %.1f ms (%s), refused %d, server exit %s (%s)"
              % (self.warmup, rss0, rss1, "flat" if flat else "GROWING", per_min, p0, p1,
                 "same" if steady else "WORSE", refused, server_exit,
                 "clean" if clean else "ERRORS"))
        return {"warmup_s": self.warmup, "rss_first_mib": round(rss0, 1),
                "rss_last_mib": round(rss1, 1), "flat": flat, "rss_mib_per_min": round(per_min, 2),
                "p99_first_ms": round(p0, 2), "p99_last_ms": round(p1, 2), "steady": steady,
                "clean": clean, "ok": flat and steady and clean, "samples": self.samples}


def ws_path(game, token, args):
    return "/ws?game=%s&token=%s&board=%s&updates=%s" % (game, token, args.board, args.updates)


def ws_load_path(catan):
    return os.path.join(os.path.dirname(os.path.abspath(catan)), "ws_load")


def percentiles_ms(lat):
    """p50, p90, p99 and max of sorted latencies (seconds), in ms; None without any."""
    pct = lambda q: round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2) if lat else None
    return {"p50_ms": pct(0.50), "p90_ms": pct(0.90), "p99_ms": pct(0.99),
            "max_ms": round(lat[-1] * 1000, 2) if lat else None}


def play_python(args, srv, joined, t0, tmp):
    """Every seat a WebSocket of this process; the figures of the run as a dict."""
    rng = random.Random(args.seed)
    seats = [Seat(srv.ws(g, tok, board=args.board, updates=args.updates),
                  random.Random(rng.random())) for g, tok in joined]
    setup = time.time() - t0
    sel = selectors.DefaultSelector()
    for s in seats:
        s.ws.sock.setblocking(True)
        sel.register(s.ws.sock, selectors.EVENT_READ, s)
    lat, errors, timers = [], {}, []
    soak = Soak(srv, args.soak_interval, args.soak_growth, args.soak_warmup) if args.soak else None
    cpu0, _ = proc_stat(srv.proc.pid)
    client_cpu0 = sum(os.times()[:2])
    start = time.time()
    end = start + args.seconds
    soak_seen = 0  # latencies already handed to the soak sampler
    def schedule(s, now):
        if s.wants_to_act() and s.due is None:
            s.due = now + rng.expovariate(1000.0 / args.think_ms)
            heapq.heappush(timers, (s.due, id(s), s))

    for s in seats:  # frames read along with the handshake
        while s.ws.buffered():
            s.on_frame(*s.ws.recv_frame(), time.time(), lat, errors)
        schedule(s, start)
        s.counting = True
    while time.time() < end:
        now = time.time()
        if soak and now >= soak.next:
            soak.lat.extend(lat[soak_seen:])
            soak_seen = len(lat)
            soak.sample(now, sum(errors.values()))
        while timers and timers[0][0] <= now:
            _, _, s = heapq.heappop(timers)
            s.due = None
            if s.wants_to_act():
                s.acted_at = s.actions
                text = s.rng.choice(s.legal)["text"]
                s.sent_at = time.time()
                s.ws.send({"cmd": "apply", "action": text})
        wait = min(timers[0][0] - time.time(), 0.05) if timers else 0.05
        for key, _ in sel.select(timeout=max(wait, 0)):
            s = key.data
            s.on_frame(*s.ws.recv_frame(), time.time(), lat, errors)
            while s.ws.buffered():
                s.on_frame(*s.ws.recv_frame(), time.time(), lat, errors)
            schedule(s, time.time())
    elapsed = time.time() - start
    cpu1, rss = proc_stat(srv.proc.pid)
    client_cpu = sum(os.times()[:2]) - client_cpu0
    for s in seats:
        s.ws.close()
    lat.sort()
    return dict(percentiles_ms(lat), elapsed=elapsed, setup=setup, actions=len(lat),
                updates=sum(s.updates for s in seats),
                update_bytes=sum(s.update_bytes for s in seats),
                update_max=max((s.update_max for s in seats), default=0), errors=errors,
                server_cpu0=cpu0, server_cpu1=cpu1, server_rss=rss, client_cpu=client_cpu,
                soak=soak, replaced=0)


def play_c(args, srv, joined, t0, tmp):
    """Every seat a WebSocket of one ws_load process (bench/load/ws_load.c), which prints a line
    when all are connected, waits for a line to start, prints interval samples (for the soak) and
    its figures at the end."""
    seats_file = os.path.join(tmp, "seats.txt")
    with open(seats_file, "w") as f:
        for g, tok in joined:
            f.write(ws_path(g, tok, args) + "\n")
    interval = args.soak_interval if args.soak else args.seconds + 60
    cmd = [ws_load_path(args.catan), "--port", str(srv.port), "--seats", seats_file,
           "--seconds", str(args.seconds), "--think-ms", str(args.think_ms),
           "--seed", str(args.seed), "--interval", str(interval)]
    cmd += ["--replace"] if args.replace else []
    game_of = [g for g, _ in joined]  # seat index -> game, seats added included
    replaced = set()
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        ready = proc.stdout.readline()
        if '"ready"' not in ready:
            raise RuntimeError("ws_load did not connect its seats (exit %s)" % proc.wait())
        setup = time.time() - t0
        soak = Soak(srv, args.soak_interval, args.soak_growth, args.soak_warmup) if args.soak else None
        cpu0, _ = proc_stat(srv.proc.pid)
        start = time.time()
        proc.stdin.write("go\n")
        proc.stdin.flush()
        final = None
        for line in proc.stdout:
            msg = json.loads(line)
            if "sample" in msg and soak:
                r = msg["sample"]
                soak.add(r["t_s"], r["actions"], r["refused"], r["p50_ms"], r["p99_ms"])
            if "finished" in msg and game_of[msg["finished"]] not in replaced:
                replaced.add(game_of[msg["finished"]])  # a new game in its place
                g = srv.create(game=args.game, players=args.seats,
                               seed=args.seed * 100000 + len(game_of) // args.seats)
                for p in range(args.seats):
                    tok = srv.join(g, seat=p, name="load%d" % p)[1]
                    game_of.append(g)
                    proc.stdin.write(ws_path(g, tok, args) + "\n")
                proc.stdin.flush()
            final = msg.get("final", final)
        cpu1, rss = proc_stat(srv.proc.pid)
        if proc.wait() != 0 or final is None:
            raise RuntimeError("ws_load failed (exit %s)" % proc.returncode)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return dict(elapsed=final["seconds"], setup=setup, actions=final["actions"],
                p50_ms=final["p50_ms"], p90_ms=final["p90_ms"], p99_ms=final["p99_ms"],
                max_ms=final["max_ms"], updates=final["updates"],
                update_bytes=final["update_bytes"], update_max=final["update_max"],
                errors=final["errors"], server_cpu0=cpu0, server_cpu1=cpu1, server_rss=rss,
                client_cpu=final["cpu_s"], soak=soak, replaced=len(replaced))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("catan")
    ap.add_argument("--game", default="classic", help="rule set (classic, seafarers, world)")
    ap.add_argument("--games", type=int, help="games (default 200; 50 for world)")
    ap.add_argument("--seats", type=int, help="seats a game (default 4; 12 for world)")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--think-ms", type=float, default=600, help="mean think time of a client")
    ap.add_argument("--p99-ms", type=float, default=50)
    ap.add_argument("--board", choices=("once", "full"), default="once",
                    help="once: the board in the first update only (as the browser); full: in every one")
    ap.add_argument("--updates", choices=("delta", "whole"), default="delta",
                    help="delta: updates after the first carry only the view's keys that changed "
                         "(as the browser); whole: every update has the whole view")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--db", help="store (default: a new SQLite file in a temporary directory)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--soak", action="store_true",
                    help="soak mode: 30 minutes (unless --seconds) sampling the server's memory, "
                         "errors and latency every --soak-interval seconds, then a verdict")
    ap.add_argument("--soak-interval", type=float, default=60, help="seconds between samples")
    ap.add_argument("--soak-warmup", type=float,
                    help="seconds of the soak left out of the verdict (default: a third of it)")
    ap.add_argument("--soak-growth", type=float, default=0.10,
                    help="memory growth allowed from the first to the last third (fraction)")
    ap.add_argument("--replace", action="store_true",
                    help="start a new game in place of each one that ends, so the load stays the "
                         "same (C client only; on in --soak)")
    ap.add_argument("--keep-finished", type=int,
                    help="the server's --keep-finished (seconds a finished game stays in memory)")
    ap.add_argument("--client", choices=("c", "python"),
                    help="c: every seat from one C process (ws_load beside the catan binary; the "
                         "default when it is there); python: from this process")
    args = ap.parse_args()
    if args.client is None:
        args.client = "c" if os.access(ws_load_path(args.catan), os.X_OK) else "python"
    if args.soak and "--seconds" not in sys.argv:
        args.seconds = 1800
    args.replace = (args.replace or args.soak) and args.client == "c"
    if args.soak_warmup is None:
        args.soak_warmup = args.seconds / 3
    world = args.game == "world"
    args.games = args.games or (50 if world else 200)
    args.seats = args.seats or (12 if world else 4)
    def overrun(signum, frame):
        raise TimeoutError("the load test overran its time bound")
    signal.signal(signal.SIGALRM, overrun)
    signal.alarm(int(args.seconds) + 180)  # a hard bound: the run (and the server) ends
    tmp = tempfile.mkdtemp(prefix="catan-load-")
    db = args.db or os.path.join(tmp, "load.sqlite")
    conns = args.games * args.seats
    # each client may send as fast as its think time lets it: the server's per-connection limit
    # (default 50 a second) would refuse a fast client's actions, which is not what is measured
    extra = ["--rate", str(max(50, int(3000 / args.think_ms)))]
    extra += ["--keep-finished", str(args.keep_finished)] if args.keep_finished is not None else []
    srv = Server(args.catan, db, "--threads", str(conns + 64), *extra,
                 log=os.path.join(tmp, "server.log"))
    t0 = time.time()
    try:
        joined = []  # (game, token) of every seat
        for i in range(args.games):
            g = srv.create(game=args.game, players=args.seats, seed=args.seed * 100000 + i)
            for p in range(args.seats):
                joined.append((g, srv.join(g, seat=p, name="load%d" % p)[1]))
        play = play_c if args.client == "c" else play_python
        m = play(args, srv, joined, t0, tmp)
        rc = srv.stop()
    except BaseException:
        srv.kill()
        print(srv.errors()[-2000:], file=sys.stderr)
        raise
    shutil.rmtree(tmp, ignore_errors=True)
    elapsed, n = m["elapsed"], m["actions"]
    cpu = m["server_cpu1"] - m["server_cpu0"]
    fig = {"game": args.game, "client": args.client, "board": args.board,
           "update_form": args.updates, "games": args.games, "connections": conns,
           "seconds": round(elapsed, 1), "setup_s": round(m["setup"], 1), "actions": n,
           "actions_per_s": round(n / elapsed, 1),
           "p50_ms": m["p50_ms"], "p90_ms": m["p90_ms"], "p99_ms": m["p99_ms"],
           "max_ms": m["max_ms"], "updates": m["updates"],
           "update_kb_mean": round(m["update_bytes"] / max(m["updates"], 1) / 1024, 1),
           "update_kb_max": round(m["update_max"] / 1024, 1),
           "update_mb_per_s": round(m["update_bytes"] / elapsed / 2**20, 1),
           "errors": m["errors"], "server_cpu_percent": round(100 * cpu / elapsed, 1),
           "server_cpu_ms_per_action": round(1000 * cpu / max(n, 1), 3),
           "actions_per_core_s": round(n / cpu) if cpu > 0 else None,
           "server_rss_mib": round(m["server_rss"], 1), "server_exit": rc,
           "client_cpu_percent": round(100 * m["client_cpu"] / elapsed, 1),
           "games_replaced": m["replaced"]}
    soak = m["soak"]
    if soak:
        fig["soak"] = soak.verdict(rc)
    if args.json:
        print(json.dumps(fig))
    else:
        print("%(games)d %(game)s games, %(connections)d WebSocket clients (board=%(board)s, "
              "updates=%(update_form)s), "
              "%(seconds)s s of play (setup %(setup_s)s s)" % fig)
        print("actions answered: %(actions)d (%(actions_per_s)s/s); latency p50 %(p50_ms)s ms, "
              "p90 %(p90_ms)s ms, p99 %(p99_ms)s ms, max %(max_ms)s ms" % fig)
        print("updates pushed: %(updates)d, %(update_kb_mean)s KiB each on average (max "
              "%(update_kb_max)s KiB), %(update_mb_per_s)s MiB/s" % fig)
        print("server: %(server_cpu_percent)s%% CPU, %(server_rss_mib)s MiB resident, exit "
              "%(server_exit)s; refused actions: %(errors)s; load client: "
              "%(client_cpu_percent)s%% CPU" % fig)
        print("server CPU per answered action: %(server_cpu_ms_per_action)s ms "
              "(%(actions_per_core_s)s actions a second per core)" % fig)
        if args.replace:
            print("games ended and replaced by new ones: %(games_replaced)d" % fig)
    ok = n > 0 and fig["p99_ms"] < args.p99_ms and rc == 0
    if soak:
        ok = ok and fig["soak"]["ok"]
    print("p99 %s %.0f ms: %s" % ("<" if ok else ">=", args.p99_ms, "ok" if ok else "FAIL"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
