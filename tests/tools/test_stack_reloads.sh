#!/usr/bin/env bash
# test_stack_reloads.sh — bench/stack_reloads.py, which lists loads from the stack wider than a
# store just made there: a function that copies a 6-byte cost into a zeroed word (the pattern it
# was written for) is reported, one that reads the bytes in two aligned parts is not; without
# arguments it prints its usage and fails.
#
# usage: test_stack_reloads.sh <source tree>
set -euo pipefail
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cat >"$tmp/probe.c" <<'C'
#include <stdint.h>
#include <string.h>
/* the 6 bytes are copied into a zeroed word on the stack (a 4-byte and a 2-byte store), then
 * the word is read back whole: the pattern the scan looks for */
__attribute__((noinline)) uint64_t widened(const uint8_t *cost, uint64_t held) {
    uint64_t c = 0;
    memcpy(&c, cost, 6);
    volatile uint64_t *slot = &c; /* read back from memory, as an SSE load of &c would be */
    return *slot - held;
}
/* the same bytes joined in registers */
__attribute__((noinline)) uint64_t in_parts(const uint8_t *cost, uint64_t held) {
    uint32_t low;
    uint16_t high;
    memcpy(&low, cost, sizeof low);
    memcpy(&high, cost + 4, sizeof high);
    return (low | (uint64_t)high << 32) - held;
}
int main(void) {
    static const uint8_t cost[8] = {1, 2, 3, 4, 5, 6};
    return (int)(widened(cost, 1) != in_parts(cost, 1));
}
C
${CC:-cc} -O2 -o "$tmp/probe" "$tmp/probe.c" || fail "the probe did not compile"
python3 "$src/bench/stack_reloads.py" "$tmp/probe" >"$tmp/out" 2>&1 || fail "the scan failed: $(cat "$tmp/out")"
grep -Eq '^widened [0-9]+ \[' "$tmp/out" || fail "the widened reload was not found: $(cat "$tmp/out")"
if grep -q '^in_parts ' "$tmp/out"; then fail "a clean function was reported: $(cat "$tmp/out")"; fi
if python3 "$src/bench/stack_reloads.py" >"$tmp/usage" 2>&1; then fail "no arguments should fail"; fi
grep -q 'usage' "$tmp/usage" || grep -q 'BINARY' "$tmp/usage" || fail "no usage: $(cat "$tmp/usage")"
echo "ok: stack_reloads.py"
