#!/usr/bin/env bash
# test_sim_tournament.sh — `catan sim` as a tournament runner: the --json report has its fields,
# rotated seats add up per seat and per bot, the result hash does not depend on the thread count,
# and a bad seat spec is a usage error (exit 2) with a clear message. Uses random bots only, so it
# stays fast in Debug builds. Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() { # check NAME JSON_FILE PYTHON_ASSERTIONS...
  local name=$1 file=$2
  shift 2
  if ! python3 - "$file" "$@" <<'EOF'; then
import json, sys
d = json.load(open(sys.argv[1]))
for expr in sys.argv[2:]:
    if not eval(expr, {"d": d, "abs": abs, "sum": sum, "all": all, "len": len}):
        print("  failed:", expr)
        sys.exit(1)
EOF
    echo "FAIL: $name"
    fail=1
  fi
}

# 1. Fields of the JSON report (two seats of one bot, four games).
"$catan" sim --seats random,random,random --games 9 --seed 3 --threads 1 --json >"$tmp/a.json"
check "json fields" "$tmp/a.json" \
  'all(k in d for k in ["game", "players", "games", "seed", "threads", "seats", "wins",
                        "wins_by_bot", "bots", "per_seat", "undecided", "avg_turns",
                        "avg_actions", "avg_decisions", "games_per_sec", "actions_per_sec",
                        "ns_per_action", "seconds", "hash", "rotate"])' \
  'd["games"] == 9 and d["seed"] == 3 and d["threads"] == 1 and d["players"] == 3' \
  'd["seats"] == ["random"] * 3 and d["rotate"] is True' \
  'all(k in d["bots"]["random"] for k in ["games", "wins", "win_rate", "ci_low", "ci_high",
                                          "elo", "avg_points", "p_value", "fair_share"])' \
  'd["bots"]["random"]["games"] == 27' \
  'd["bots"]["random"]["ci_low"] <= d["bots"]["random"]["win_rate"] <= d["bots"]["random"]["ci_high"]' \
  'd["avg_turns"] > 0 and d["avg_actions"] >= d["avg_decisions"] > 0 and len(d["hash"]) == 16'

# 2. Rotation: per-seat wins add up to the decided games, and per bot name too.
"$catan" sim --seats random,random --games 30 --seed 11 --json >"$tmp/b.json"
check "rotation, one bot" "$tmp/b.json" \
  'sum(d["wins"]) == d["games"] - d["undecided"]' \
  'list(d["wins_by_bot"]) == ["random"] and d["wins_by_bot"]["random"] == sum(d["wins"])' \
  'd["bots"]["random"]["games"] == 2 * d["games"]' \
  'abs(d["bots"]["random"]["elo"] - 1500) < 1e-9'
# Two distinct names: bots are named by their spec as written, so "random:" (the random bot with
# an empty parameter list) is a second bot. With rotation each line-up entry plays every seat
# equally often (30 games, 3 seats), so each entry has exactly 30 seat-games.
"$catan" sim --seats random,random:,random --games 30 --seed 12 --threads 2 --json >"$tmp/c.json"
check "rotation, two names" "$tmp/c.json" \
  'set(d["wins_by_bot"]) == {"random", "random:"}' \
  'sum(d["wins_by_bot"].values()) == sum(d["wins"]) == d["games"] - d["undecided"]' \
  'd["bots"]["random"]["games"] == 60 and d["bots"]["random:"]["games"] == 30' \
  'abs(sum(b["elo"] for b in d["bots"].values()) / 2 - 1500) < 1e-6'
# Without rotation seat p always holds the p-th bot of the line-up.
"$catan" sim --seats random,random --games 10 --seed 12 --no-rotate --json >"$tmp/d.json"
check "no rotation" "$tmp/d.json" 'd["rotate"] is False and sum(d["wins"]) == d["games"] - d["undecided"]'

# 3. The same seed gives the same hash and counts on 1 and 2 threads.
for t in 1 2; do
  "$catan" sim --seats random,random,random,random --games 24 --seed 9 --threads $t --json \
    >"$tmp/t$t.json"
done
python3 - "$tmp/t1.json" "$tmp/t2.json" <<'EOF' || { echo "FAIL: 1 and 2 threads differ"; fail=1; }
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:])
keys = ["hash", "wins", "wins_by_bot", "bots", "per_seat", "avg_turns", "avg_actions"]
bad = [k for k in keys if a[k] != b[k]]
if bad or a["threads"] != 1 or b["threads"] != 2:
    print("  differ:", bad)
    sys.exit(1)
EOF

# 4. A bad seat spec is a usage error that names the spec.
expect_usage_error() { # expect_usage_error PATTERN ARGS...
  local pattern=$1 rc=0
  shift
  "$catan" sim --games 2 "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
  if [ $rc -ne 2 ] || ! grep -q -- "$pattern" "$tmp/err" || [ -s "$tmp/out" ]; then
    echo "FAIL: catan sim $* exited $rc, stderr: $(cat "$tmp/err")"
    fail=1
  fi
}
expect_usage_error "bad seat spec 'nosuchbot'" --seats random,nosuchbot
expect_usage_error "unknown bot 'nosuchbot'" --seats random,nosuchbot
expect_usage_error "--seats takes" --seats random,,random
expect_usage_error "--players 3 but 2 seats" --seats random,random --players 3
expect_usage_error "--threads takes" --threads 0

# 5. --help describes the options it accepts.
help=$("$catan" sim --help)
for opt in --seats --games --seed --threads --no-rotate --json --max-actions --offers; do
  if ! grep -q -- "$opt" <<<"$help"; then
    echo "FAIL: catan sim --help does not mention $opt"
    fail=1
  fi
done

[ $fail -eq 0 ] && echo "sim tournament: all checks passed"
exit $fail
