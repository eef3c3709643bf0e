"""engine_pipe.py — a test client for `catan engine` (docs/protocol.md) over a pipe, in the
Python 3 standard library: one request line in, one response line out. `err` also checks that a
refused request left the game exactly as it was (the full state before and after). Used by
tests/integration/test_engine_protocol.sh and test_engine_position_go.sh; `check` and `failures`
are catan_client.py's.
"""
import json
import subprocess

from catan_client import check, failures  # noqa: F401 (failures: the scripts report it)


class Engine:
    """One `catan engine` process."""

    def __init__(self, binary, *args):
        self.p = subprocess.Popen([binary, "engine", *args], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def raw(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = self.p.stdout.readline()
        assert out.endswith("\n"), "no response line for %r" % line[:80]
        return json.loads(out)

    def req(self, obj):
        return self.raw(json.dumps(obj))

    def ok(self, obj):
        r = self.req(obj)
        check(r.get("ok") is True,
              "expected ok for %s, got %s" % (json.dumps(obj)[:120], str(r)[:300]))
        return r

    def snapshot(self):
        """The full state as text, or the error code before a game exists."""
        r = self.req({"cmd": "state"})
        return json.dumps(r.get("state"), sort_keys=True) if r.get("ok") else r["error"]["code"]

    def err(self, obj, code, fragment=""):
        """An error with this code and message fragment, and the game exactly as it was."""
        before = self.snapshot()
        r = self.raw(obj) if isinstance(obj, str) else self.req(obj)
        e = r.get("error", {})
        check(r.get("ok") is False and e.get("code") == code and fragment in e.get("message", ""),
              "expected %s '%s' for %s, got %s" % (code, fragment, str(obj)[:120], str(r)[:300]))
        check(self.snapshot() == before, "a failed %s changed the game" % str(obj)[:60])
        return r

    def hash(self):
        return self.ok({"cmd": "hash"})["hash"]

    def close(self):
        self.p.stdin.close()
        check(self.p.wait(timeout=60) == 0, "engine exit status")
