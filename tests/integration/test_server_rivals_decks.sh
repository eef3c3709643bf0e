#!/usr/bin/env bash
# test_server_rivals_decks.sh — the Rivals tournament decks over HTTP (docs/server.md):
# GET /api/rivals/pool lists the pool as `catan deck pool --all` does (the same cards, limits and
# eras), with the limits of the eras asked and an unknown era refused; POST /api/rivals/decks/check
# gives the shipped decks as valid with their counts and cards, a deck breaking the rules with
# every error (line, card, rule) that `catan deck check` prints, a malformed file with its parse
# errors and no deck; and refuses a wrong method, a body that is not text, not UTF-8 or too large.
#
# usage: test_server_rivals_decks.sh <path to catan> <source dir>
set -euo pipefail
catan=${1:?usage: $0 <catan binary> <source dir>}
src=${2:?usage: $0 <catan binary> <source dir>}
source "$src/tests/integration/server_common.sh"
server_test

run_client <<'PYTHON'
import glob, os, subprocess, sys
catan, src, work = sys.argv[1:4]
sys.path.insert(0, src + "/tests/integration")
from catan_client import Server, check, failures

def cli(*args):
    return subprocess.run([catan, "deck", *args], capture_output=True, text=True)

def check_deck(text, content_type="text/plain; charset=utf-8"):
    return srv.http("POST", "/api/rivals/decks/check", raw=text.encode() if isinstance(text, str)
                    else text, content_type=content_type)

srv = Server(catan, work + "/games.sqlite", log=work + "/server.log")

# The pool: the cards and limits `catan deck pool --all` lists, for the base box and for darkness.
for eras, arg in ((None, []), ("darkness", ["--eras", "darkness"])):
    st, j, headers = srv.http("GET", "/api/rivals/pool" + ("?eras=" + eras if eras else ""))
    check(st == 200 and j.get("ok") is True, "GET pool %s: %s %s" % (eras, st, str(j)[:200]))
    check(headers.get("Content-Type") == "application/json", "JSON content type")
    rows = [l for l in cli("pool", "--all", *arg).stdout.splitlines() if not l.startswith("#")]
    # Each card as the CLI prints its columns: name, key, era, built, limit.
    got = ["%-40s %-20s %-17s %-5s %5d" % (c["name"], c["key"] or "-", c["era"],
                                           "yes" if c["built"] else "no", c["limit"]) for c in j["cards"]]
    differ = [g for g, l in zip(got, rows) if not l.startswith(g)]
    check(len(got) == len(rows) > 100 and not differ, "the pool (%s) is the CLI's: %d vs %d cards, "
          "differing %s" % (eras, len(got), len(rows), differ[:3]))
    check(j["deck"] == {"cards": 35, "start": 3, "stacks": 4, "stack_size": 8}, "deck shape %s" % j["deck"])
    want = ["basic", "gold", "turmoil", "progress"] + (["intrigue", "merchant_princes", "barbarians"]
                                                        if eras else [])
    check(j["eras"] == want, "the eras asked: %s" % j["eras"])
    check(len(j["era_table"]) == 10 and j["era_table"][0] == {"name": "basic", "box": "base", "built": True},
          "the era table: %s" % j["era_table"][:2])
cards = {c["name"]: c for c in j["cards"]}
check(cards["Brigands"]["attack"] and not cards["Brigands"]["named"], "Brigands is an attack card")
check(cards["Austin"]["named"] and cards["Austin"]["limit"] == 1, "Austin is a named unit")
check(cards["Yule"]["use"] == "event" and cards["Yule"]["limit"] == 0, "Yule is an event: %s" % cards["Yule"])
st, j, _ = srv.http("GET", "/api/rivals/pool?eras=base,atlantis")
check(st == 400 and j["error"]["code"] == "bad_argument" and "atlantis" in j["error"]["message"],
      "an unknown era is refused: %s %s" % (st, j))
for query, words in (("%ff%fe", "unknown era"), ("x" * 300, "at most 255"), ("gold%00darkness", "NUL")):
    st, j, _ = srv.http("GET", "/api/rivals/pool?eras=" + query)
    check(st == 400 and words in j["error"]["message"], "eras=%s: %s %s" % (query[:20], st, j))

# The shipped decks are valid, with their counts and cards.
for path in sorted(glob.glob(src + "/decks/*.deck")):
    st, j = check_deck(open(path).read())[:2]
    check(st == 200 and j["valid"] and j["parsed"] and (j["cards"], j["start"], j["stacks"]) == (35, 3, 32)
          and j["errors"] == [], "%s is valid: %s %s" % (path, st, str(j)[:300]))
    check(sum(e["count"] for e in j["deck"]["start"]) == 3
          and sum(e["count"] for e in j["deck"]["stacks"]) == 32, "%s: the cards read" % path)

# A deck breaking the rules: the errors the CLI prints, each with line, card and rule.
bad = """# a deck that breaks six rules
eras: base
start:
1 Austin
1 Harald
stacks:
2 Austin
3 Toll Bridge
2 Brigands
1 Yule
"""
open(work + "/bad.deck", "w").write(bad)
out = cli("check", work + "/bad.deck").stdout.splitlines()
st, j = check_deck(bad)[:2]
check(st == 200 and not j["valid"] and j["parsed"] and j["cards"] == 10, "a bad deck: %s %s" % (st, j))
def line_of(e):
    subject = e["card"] or ("(line)" if e["line"] else "(deck)")
    where = "%s:%d" % (work + "/bad.deck", e["line"]) if e["line"] else work + "/bad.deck"
    return "%s: %s: %s: %s" % (where, subject, e["rule"], e["message"])
check([line_of(e) for e in j["errors"]] == out[:-1], "the CLI's errors:\n%s\n%s" % (
    "\n".join(line_of(e) for e in j["errors"]), "\n".join(out)))
rules = {e["rule"] for e in j["errors"]}
check(rules == {"deck-size", "start-cards", "named-unit", "copy-limit", "attack-card", "deck-card"},
      "the rules broken: %s" % rules)

# A deck one card short: valid as a file, the deck-size rule broken.
short = open(src + "/decks/heroes.deck").read().replace("1 Scout\n", "")
st, j = check_deck(short)[:2]
check(st == 200 and not j["valid"] and j["cards"] == 34
      and [e["rule"] for e in j["errors"]] == ["deck-size"], "34 cards: %s" % j)

# A malformed file: every parse error with its line, no deck half-read.
st, j = check_deck("eras: base\nstart:\n0 Austin\n1 Nobody Known\nwhat is this\n1 Chapel\n")[:2]
check(st == 200 and not j["valid"] and not j["parsed"] and j["deck"] is None and j["cards"] == 0,
      "a malformed deck: %s" % j)
check([(e["line"], e["rule"]) for e in j["errors"]] == [(3, "count"), (4, "unknown-card"),
      (5, "syntax"), (6, "ambiguous-card")], "the parse errors by line: %s" % j["errors"])
st, j = check_deck("")[:2]
check(st == 200 and not j["valid"] and any(e["rule"] == "eras" for e in j["errors"]), "empty: %s" % j)
st, j = check_deck(b"eras: base\nstart:\n1 Aus\x00tin\n")[:2]
check(st == 200 and not j["parsed"] and j["errors"][0]["rule"] == "line-length", "a NUL byte: %s" % j)
st, j = check_deck("eras: base\n1 Weaver\u2019s Shop " + "x" * 300 + "\n")[:2]
check(st == 200 and not j["parsed"], "a long line with UTF-8: %s" % str(j)[:300])

# Refusals: method, content type, bytes that are not UTF-8, a body over 64 KB.
for method, path in (("GET", "/api/rivals/decks/check"), ("POST", "/api/rivals/pool"),
                     ("DELETE", "/api/rivals/pool")):
    st, j, _ = srv.http(method, path, raw=b"")
    check(st == 405 and j["error"]["code"] == "bad_argument", "%s %s: %s %s" % (method, path, st, j))
st, j, _ = srv.http("GET", "/api/rivals/nothing")
check(st == 404 and j["error"]["code"] == "not_found", "no such resource: %s %s" % (st, j))
st, j = check_deck('{"deck": "eras: base"}', content_type="application/json")[:2]
check(st == 415 and "text/plain" in j["error"]["message"], "a JSON body: %s %s" % (st, j))
st, j = check_deck(b"eras: base\n\xff\xfe\n")[:2]
check(st == 400 and "UTF-8" in j["error"]["message"], "not UTF-8: %s %s" % (st, j))
st, j = check_deck("eras: base\n" + "# padding\n" * 7000)[:2]
check(st == 413 and j["error"]["code"] == "too_large", "too large: %s %s" % (st, j))
st, j = check_deck("eras: base\n", content_type=None)[:2]
check(st == 200 and not j["valid"], "no content type is text: %s %s" % (st, j))

# The server is still up and answers.
st, j, _ = srv.http("GET", "/api/rivals/pool")
check(st == 200, "the server survived: %s" % st)
check(srv.stop() == 0, "clean stop")
if failures:
    sys.exit("%d failures" % len(failures))
PYTHON
