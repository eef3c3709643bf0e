#!/usr/bin/env bash
# test_golden_replays.sh — every replay in tests/golden/replays/ (complete games, see
# tests/golden/make_golden.py) and every perft position's replay must replay to its recorded final
# hash with `catan replay`. Arguments: CATAN_BINARY SOURCE_DIR.
set -euo pipefail
catan=$1
src=$2
fail=0
count=0
for f in "$src"/tests/golden/replays/*.json; do
  want=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['final_hash'])" "$f")
  if out=$("$catan" replay "$f" 2>&1) && [ "$out" = "ok $want" ]; then
    count=$((count + 1))
  else
    echo "FAIL: $f: expected 'ok $want', got '$out'"
    fail=1
  fi
done
# A replay with one action changed must be refused with a precise error, not crash.
tmp=$(mktemp)
python3 - "$src/tests/golden/replays/four_beginner.json" "$tmp" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["actions"][40]["action"] = "build_city v999"
json.dump(r, open(sys.argv[2], "w"))
PY
if out=$("$catan" replay "$tmp" 2>&1); then
  echo "FAIL: a corrupted replay was accepted: $out"
  fail=1
elif ! grep -q "action 40" <<<"$out"; then
  echo "FAIL: the error does not name action 40: $out"
  fail=1
fi
rm -f "$tmp"
[ "$count" -ge 5 ] || { echo "FAIL: only $count golden replays found"; fail=1; }
[ $fail -eq 0 ] && echo "golden replays: $count replay to their recorded hashes"
exit $fail
