#!/usr/bin/env bash
# test_libcatan.sh — the shared library libcatan: its exported symbols are exactly the CTN_API
# declarations of include/catan/ (nothing internal leaks, nothing declared is missing), and a tiny
# C program found through `cmake --install` and pkg-config links against it and plays a game.
#
# usage: test_libcatan.sh <libcatan.so> <build dir> <source dir>
# CATAN_TEST_CFLAGS: extra flags for compiling the program (the sanitizer build passes its own).
set -euo pipefail
lib=$1 build=$2 src=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/catan-libtest.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# 1. Exported (defined, dynamic) symbols against the names declared with CTN_API.
# (The linker's __start_/__stop_ bounds of instrumentation sections, in the fuzzing-instrumented
# ASan build, are not the library's symbols.)
nm -D --defined-only "$lib" | awk '{print $3}' | grep -vE '^__(start|stop)___sancov_' |
    sort -u >"$tmp/exported"
grep -h 'CTN_API' "$src"/include/catan/*.h | grep -v '#define CTN_API' |
    grep -oE 'ctn_[a-z0-9_]+ *[(\[;]' | grep -oE 'ctn_[a-z0-9_]+' | sort -u >"$tmp/declared"
[[ $(wc -l <"$tmp/declared") -gt 100 ]] || fail "found only $(wc -l <"$tmp/declared") CTN_API declarations"
if ! diff -u "$tmp/declared" "$tmp/exported" >"$tmp/diff"; then
    cat "$tmp/diff" >&2
    fail "exported symbols (+) differ from the CTN_API declarations (-)"
fi
echo "ok: $(wc -l <"$tmp/exported") exported symbols, all declared with CTN_API"

# 1b. Every public function and table (a top-level ctn_ declaration of include/catan/, store.h
# aside: not in the library) carries CTN_API, so a header added without it is caught.
unmarked=$(grep -nE '^[a-z].*\bctn_[a-z0-9_]+ *(\(|\[|;)' "$src"/include/catan/*.h |
    grep -vE ':(static|typedef|CTN_API|extern CTN_API|struct [a-z_]+ \{|enum|union)' |
    grep -v '/store.h:' || true)
[[ -z "$unmarked" ]] || fail "public declarations without CTN_API (add it, see export.h):
$unmarked"

# 2. Install into a scratch prefix and build a program with pkg-config's flags.
cmake --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log" >&2; fail "cmake --install"; }
[[ ! -e "$tmp/prefix/include/catan/store.h" ]] || fail "store.h (not in libcatan) was installed"
pcdir=$(dirname "$(find "$tmp/prefix" -name catan.pc | head -n 1)")
[[ -f "$pcdir/catan.pc" ]] || fail "catan.pc not installed"
export PKG_CONFIG_PATH=$pcdir
[[ $(pkg-config --modversion catan) =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "pkg-config --modversion"
cat >"$tmp/hello.c" <<'C'
/* hello.c — plays a Classic game with the first legal action everywhere, through libcatan. */
#include <catan/ffi.h>
#include <catan/io.h>
#include <catan/version.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    ctn_error err;
    ctn_game *game;
    uint64_t seed;
    if (ctn_ffi_game_new("{\"game\":\"classic\",\"players\":3,\"seed\":7}", &game, &seed, &err)) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    ctn_state *s = malloc(ctn_ffi_state_size(game));
    ctn_game_init_state(game, s, seed);
    static ctn_action list[CTN_MAX_ACTIONS];
    int steps = 0;
    for (; steps < 200 && !ctn_game_is_terminal(game, s); steps++) {
        int p = ctn_actors_pick(ctn_game_actors(game, s));
        ctn_action a = p == CTN_CHANCE ? ctn_game_sample_own_chance(game, s)
                                       : list[ctn_game_legal(game, s, p, 0, list) * 0];
        if (ctn_game_apply_checked(game, s, p, a, &err)) return 1;
    }
    printf("%s %s %d\n", ctn_version(), ctn_ffi_game_name(game), steps);
    free(s);
    ctn_game_free(game);
    return 0;
}
C
# shellcheck disable=SC2046,SC2086
"${CC:-cc}" ${CATAN_TEST_CFLAGS:-} -o "$tmp/hello" "$tmp/hello.c" $(pkg-config --cflags --libs catan) ||
    fail "the program does not compile and link with pkg-config's flags"
out=$(LD_LIBRARY_PATH=$(pkg-config --variable=libdir catan) "$tmp/hello") || fail "the program failed"
[[ "$out" == "$(pkg-config --modversion catan) classic 200" ]] || fail "unexpected output: $out"
echo "ok: a program built with pkg-config runs against the installed library: $out"
