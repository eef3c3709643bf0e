#!/usr/bin/env bash
# test_sim_shard.sh — campaigns in parts: `catan sim --shard I/N` plays disjoint parts of a run and
# `catan sim --merge` combines their --json reports into the report of one unsharded run (every
# figure and the result hash; only speed, threads and seconds differ), in any order of the files,
# for Classic with mixed bots and for The Struggle for Catan; the shards' games cover the run
# exactly once. Bad input fails with exit 2 and a precise message: a missing or repeated shard,
# a shard of another run, a file that is not JSON or not a report, a bad --shard value.
# Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

same_report() { # same_report NAME WHOLE MERGED: equal but for speed and the shard bookkeeping
  if ! python3 - "$2" "$3" <<'EOF'; then
import json, sys
whole, merged = (json.load(open(f)) for f in sys.argv[1:3])
timing = {"seconds", "games_per_sec", "actions_per_sec", "ns_per_action", "threads", "merged_from"}
diff = sorted(k for k in set(whole) | set(merged) if k not in timing and whole.get(k) != merged.get(k))
if diff:
    print("  differs:", diff, [(whole.get(k), merged.get(k)) for k in diff][:3])
    sys.exit(1)
if merged.get("merged_from") is None or whole["shard"] != {"index": 1, "count": 1, "first": 0, "end": whole["games"]}:
    print("  merged_from or shard wrong:", merged.get("merged_from"), whole["shard"])
    sys.exit(1)
EOF
    echo "FAIL: $1"
    fail=1
  fi
}

# 1. Classic, three bots (Elo over pairwise results), 31 games in 4 uneven shards.
run=(--seats random,heuristic,random,mcts:iters=20 --games 31 --seed 9 --max-actions 5000)
"$catan" sim "${run[@]}" --threads 2 --json >"$tmp/whole.json"
for i in 1 2 3 4; do
  "$catan" sim "${run[@]}" --threads 1 --shard "$i/4" --json >"$tmp/part$i.json"
done
python3 - "$tmp"/part{1,2,3,4}.json <<'EOF' || { echo "FAIL: shard ranges"; fail=1; }
import json, sys
parts = [json.load(open(f)) for f in sys.argv[1:]]
ranges = [(p["shard"]["first"], p["shard"]["end"]) for p in parts]
assert ranges == [(0, 8), (8, 16), (16, 24), (24, 31)], ranges
assert [p["games"] for p in parts] == [8, 8, 8, 7]
assert all(p["run"] == parts[0]["run"] for p in parts) and parts[0]["run"]["games"] == 31
EOF
"$catan" sim --merge "$tmp"/part{3,1,4,2}.json --json >"$tmp/merged.json"
same_report "classic: 4 shards merged = one run" "$tmp/whole.json" "$tmp/merged.json"
"$catan" sim --merge "$tmp"/part{1,2,3,4}.json >"$tmp/merged.txt"
grep -q "merged from 4 shards" "$tmp/merged.txt" &&
  grep -q "result hash $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["hash"])' "$tmp/whole.json")" "$tmp/merged.txt" ||
  { echo "FAIL: the merged table: $(head -3 "$tmp/merged.txt")"; fail=1; }

# 2. The Struggle for Catan, two shards, an option given.
run=(--game struggle --players 3 --games 12 --seed 2 --option vp_to_win=10)
"$catan" sim "${run[@]}" --json >"$tmp/s_whole.json" 2>"$tmp/s_err" || {
  echo "FAIL: struggle run: $(cat "$tmp/s_err")"; fail=1; }
"$catan" sim "${run[@]}" --shard 1/2 --json >"$tmp/s1.json"
"$catan" sim "${run[@]}" --shard 2/2 --json >"$tmp/s2.json"
"$catan" sim --merge "$tmp/s2.json" "$tmp/s1.json" --json >"$tmp/s_merged.json"
same_report "struggle: 2 shards merged = one run" "$tmp/s_whole.json" "$tmp/s_merged.json"

# 3. Bad input.
expect_error() { # expect_error PATTERN ARGS...
  local pattern=$1 rc=0
  shift
  "$catan" sim "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
  if [ $rc -ne 2 ] || ! grep -qF -- "$pattern" "$tmp/err" || [ -s "$tmp/out" ]; then
    echo "FAIL: catan sim $* exited $rc, stderr: $(cat "$tmp/err")"
    fail=1
  fi
}
expect_error "shard 4 of 4 is missing" --merge "$tmp"/part{1,2,3}.json
expect_error "shard 2 given twice" --merge "$tmp"/part{1,2,2,3,4}.json
expect_error '("game" differs)' --merge "$tmp"/part{1,2,3}.json "$tmp/s2.json"
printf '{"run":' >"$tmp/cut.json"
expect_error "cut.json: not JSON" --merge "$tmp/cut.json"
echo '{"games": 3}' >"$tmp/other.json"
expect_error "other.json: not a \`catan sim --json\` report" --merge "$tmp/other.json"
expect_error "no-such.json" --merge "$tmp/no-such.json"
expect_error "not an option of --merge" --merge "$tmp/part1.json" --seed 3
expect_error "--shard takes I/N" --shard 0/3
expect_error "--shard takes I/N" --shard 4/3
expect_error "--shard takes I/N" --shard 1/3x
expect_error "more parts than the 2 games" --games 2 --shard 1/3

[ $fail -eq 0 ] && echo "sim shards: all checks passed"
exit $fail
