/* tui_strbuf.h — appending formatted text to a fixed-size buffer, cut at its end: how both
 * terminal clients build their descriptions of actions and places. */
#ifndef CATAN_TUI_STRBUF_H
#define CATAN_TUI_STRBUF_H

#include <stddef.h>

/* Appends printf-style text after what buf (of cap bytes) holds; never writes past its end. */
void tui_append(char *buf, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
