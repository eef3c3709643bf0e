#!/usr/bin/env python3
"""mark_api.py — adds CTN_API (include/catan/export.h) to the public declarations of headers in
include/catan/ that lack it: top-level ctn_ functions and extern tables, not static inline ones.
Used once per new header (tests/lib/test_libcatan.sh names what is unmarked); check the diff
and run clang-format on the changed lines afterwards.

usage: tools/mark_api.py include/catan/NAME.h...
"""
import re
import sys

DECL = re.compile(r"[a-z].*\bctn_[a-z0-9_]+ *[(\[;]")
SKIP = re.compile(r"(static|typedef|CTN_API|extern CTN_API|enum|union|struct [a-z_]+ \{)")


def mark(path: str) -> int:
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    count = 0
    for i, line in enumerate(lines):
        if DECL.match(line) and not SKIP.match(line):
            if line.startswith("extern "):
                lines[i] = "extern CTN_API " + line[len("extern "):]
            else:
                lines[i] = "CTN_API " + line
            count += 1
    text = "\n".join(lines)
    if count and '#include "catan/export.h"' not in text:
        guard = re.search(r"#define CATAN_\w+_H\n", text)
        text = text[:guard.end()] + '\n#include "catan/export.h"\n' + text[guard.end():]
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return count


if __name__ == "__main__":
    for header in sys.argv[1:]:
        print(f"{header}: {mark(header)} declarations marked")
