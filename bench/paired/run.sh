#!/usr/bin/env bash
# run.sh — compares the random-play speed of two revisions of the engine on a noisy machine: each
# revision's engine is compiled (as the release build compiles it: -O3, link-time optimization,
# POPCNT) into a shared library with entry.c, and driver.c times both in one process on the same
# chunks of games, alternating. Quote the median ratio; a ratio's quartiles show its spread. A rule
# set with a default map (World) plays on it, as `catan sim` does without --board; the libraries
# embed the shipped maps as the build does (cmake/embed_files.cmake) and link libjansson.
#
# usage: bench/paired/run.sh REV_A REV_B [RULES [PLAYERS [ROUNDS [CHUNK]]]]
#   REV_A, REV_B: git revisions, or "." for the working tree
#   defaults: struggle 4 300 500   (about a minute for the card game)
# PAIRED_OPT replaces the optimisation flags (default "-O3 -flto=auto"); the smoke test uses a
# cheap -O1 so that it checks the script, not the compiler's speed on a loaded machine.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
[[ $# -ge 2 ]] || { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build() { # build REV OUT.so
    local tree="$work/tree-$(basename "$2" .so)"
    mkdir -p "$tree"
    if [[ $1 == . ]]; then
        cp -r "$root/src" "$root/include" "$root/decks" "$root/cmake" "$tree/"
        mkdir -p "$tree/data" && cp -r "$root/data/maps" "$tree/data/"
    else
        git -C "$root" archive "$1" src include data/maps decks cmake | tar -x -C "$tree"
    fi
    # the shipped maps and decks compiled in, as the build embeds them (World's map among them)
    local dir ext name
    while read -r dir ext name; do
        cmake -DDIR="$tree/$dir" -DEXT="$ext" -DOUT="$tree/${name}s_data.c" -DHEADER="io/${name}_table.h" \
              -DTYPE="io_${name}_file" -DTABLE="io_${name}_files" -P "$tree/cmake/embed_files.cmake" >/dev/null
    done <<< $'data/maps json map\ndecks deck deck'
    # shellcheck disable=SC2086 # PAIRED_OPT is a list of flags
    gcc -std=c17 ${PAIRED_OPT:--O3 -flto=auto} -fPIC -shared -fvisibility=hidden -mpopcnt -DNDEBUG \
        -DCATAN_VERSION=\"paired\" \
        -I"$tree/include" -I"$tree/src" "$tree"/src/core/*.c "$tree"/src/rules/*.c \
        "$tree"/src/rules/*/*.c "$tree"/src/bots/*.c "$tree"/src/io/*.c "$tree"/*_data.c "$here/entry.c" \
        -o "$2" -ljansson -lm
}

build "$1" "$work/a.so" &
build_a=$!
build "$2" "$work/b.so" || { wait "$build_a" || true; exit 1; }
wait "$build_a"
gcc -std=c17 -O2 -D_POSIX_C_SOURCE=200809L "$here/driver.c" -o "$work/driver" -ldl
echo "A = $1, B = $2"
"$work/driver" "$work/a.so" "$work/b.so" "${3:-struggle}" "${4:-4}" "${5:-300}" "${6:-500}"
