/* tui_log.c — the event log: a ring of the last lines (what the bots and chance did, the person's
 * own moves, turn separators), drawn newest at the bottom. */
#include <stdarg.h>
#include <stdio.h>

#include "tui_internal.h"

void tui_log_add(tui_log *log, int who, const char *fmt, ...) {
    tui_log_line *line = &log->lines[log->head];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line->text, sizeof line->text, fmt, ap);
    va_end(ap);
    line->who = who;
    log->head = (log->head + 1) % TUI_LOG_LINES;
    if (log->count < TUI_LOG_LINES) log->count++;
}

void tui_log_draw(const tui_log *log, const tui_rect *r) {
    if (r->h < 2 || r->w < 4) return;
    tui_title(r, "Events");
    int visible = r->h - 1, n = log->count < visible ? log->count : visible;
    for (int i = 0; i < n; i++) {
        int idx = (log->head - n + i + 2 * TUI_LOG_LINES) % TUI_LOG_LINES;
        const tui_log_line *line = &log->lines[idx];
        attr_t attr = line->who >= 0 ? tui_player_attr(line->who) : A_NORMAL;
        if (line->who == -2) attr = A_DIM;
        tui_text(r, 1 + i, 0, attr, line->text);
    }
}
