/* tui_strbuf.c — appending formatted text to a fixed-size buffer (tui_strbuf.h). */
#include "tui_strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void tui_append(char *buf, size_t cap, const char *fmt, ...) {
    size_t n = strlen(buf);
    if (n + 1 >= cap) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, cap - n, fmt, ap);
    va_end(ap);
}
