#!/usr/bin/env bash
# test_server_tokens.sh — seat tokens are kept only as hashes (docs/server.md "Seat tokens"): the
# store holds each token's BLAKE2b-256 hash and never the token, so a copied database gives
# nobody a seat; a token of another seat or game, or with one digit changed, is refused; and a
# store written by an older server, with the tokens themselves, is upgraded on start without
# losing a game: its players keep their seats and the tokens leave the file.
#
# usage: test_server_tokens.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import hashlib, json, sqlite3, sys
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, Closed, check, failures

db = work + "/games.sqlite"

def dump():  # every text the store holds, as one string
    con = sqlite3.connect(db)
    rows = [r for t in ("games", "actions") for r in con.execute("SELECT * FROM %s" % t)]
    con.close()
    return json.dumps(rows)

def meta_of(g):
    con = sqlite3.connect(db)
    (meta,) = con.execute("SELECT meta FROM games WHERE id = ?", (g,)).fetchone()
    con.close()
    return json.loads(meta)

def blake(token):
    return hashlib.blake2b(token.encode(), digest_size=32).hexdigest()

def refused(srv, g, token):
    ws = srv.ws(g, token)
    r = ws.recv()
    try:
        ws.recv()
        return False  # still open
    except Closed:
        return r.get("error", {}).get("code") == "bad_token"

srv = Server(catan, db, log=work + "/server.log")
g = srv.create(game="classic", players=3, seed=5, seats=["human", "human", "random"])
h = srv.create(game="struggle", players=2, seed=6, seats=["human", "random"])
seat_a, tok_a = srv.join(g, name="A")
seat_b, tok_b = srv.join(g, name="B")
_, tok_h = srv.join(h, name="C")
text = dump()
for tok in (tok_a, tok_b, tok_h):
    check(tok not in text, "the store does not hold the token %s" % tok)
    check(blake(tok) in text, "the store holds the token's BLAKE2b-256 hash")
seats = meta_of(g)["seats"]
check([s.get("token_hash") for s in seats] == [blake(tok_a), blake(tok_b), ""],
      "each seat's metadata has its hash, a bot seat none: %s" % seats)
check(all("token" not in s for s in seats), "no seat's metadata has a token field")

# The hash itself, as someone with a copy of the database has it, is no token.
check(refused(srv, g, blake(tok_a)[:32]), "the first 32 digits of the hash are refused")
check(refused(srv, g, tok_h), "a token of another game is refused")
flipped = tok_a[:-1] + ("0" if tok_a[-1] != "0" else "1")
check(refused(srv, g, flipped), "a token with its last digit changed is refused")
check(refused(srv, g, tok_a.upper()), "a token in upper case is refused")
ua, ub = srv.ws(g, tok_a).update(), srv.ws(g, tok_b).update()
check((ua["seat"], ub["seat"]) == (seat_a, seat_b), "the tokens hold their seats")
srv.stop()

# A store as an older server wrote it: the tokens themselves, no hashes.
con = sqlite3.connect(db)
for gid, toks in ((g, [tok_a, tok_b, ""]), (h, [tok_h, ""])):
    (meta,) = con.execute("SELECT meta FROM games WHERE id = ?", (gid,)).fetchone()
    m = json.loads(meta)
    for s, t in zip(m["seats"], toks):
        del s["token_hash"]
        s["token"] = t
    con.execute("UPDATE games SET meta = ? WHERE id = ?", (json.dumps(m), gid))
con.commit()
con.close()
check(tok_a in dump(), "the old-format store holds the tokens")

srv = Server(catan, db, log=work + "/server.log")
check("2 games" in srv.banner, "both games loaded: %s" % srv.banner.strip())
text = dump()
for tok in (tok_a, tok_b, tok_h):
    check(tok not in text, "after the upgrade the store does not hold the token %s" % tok)
check([s.get("token_hash") for s in meta_of(g)["seats"]] == [blake(tok_a), blake(tok_b), ""],
      "after the upgrade each seat's metadata has its hash")
ua, uh = srv.ws(g, tok_a).update(), srv.ws(h, tok_h).update()
check(ua["seat"] == seat_a and uh["seat"] == 0, "the players keep their seats after the upgrade")
check(refused(srv, g, tok_h), "after the upgrade a token of another game is still refused")
srv.stop()

# A malformed stored token is a clear error for that game, not a crash or a silent seat.
con = sqlite3.connect(db)
m = meta_of(g)
m["seats"][0]["token_hash"] = "zz"
con.execute("UPDATE games SET meta = ? WHERE id = ?", (json.dumps(m), g))
con.commit()
con.close()
srv = Server(catan, db, log=work + "/server.log")
log = open(work + "/server.log").read()
check("stored seats are malformed" in log, "a malformed stored hash is reported")
srv.stop()
sys.exit(1 if failures else 0)
PYTHON
echo "server tokens: ok"
