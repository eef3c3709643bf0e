/* tui_draw.c — clipped text output into screen rectangles, and the colours of players, terrains
 * and highlights. Every write is cut at its rectangle's edges, so a small terminal never makes
 * curses write outside the screen. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tui_internal.h"

enum { NUM_SEAT_COLOURS = 6 };

static const short SEAT_FG[NUM_SEAT_COLOURS] = {COLOR_RED,    COLOR_BLUE,  COLOR_WHITE,
                                                COLOR_YELLOW, COLOR_GREEN, COLOR_MAGENTA};
/* Seats 6-11 (large games) take the same colours as a background: "red2" is dark on red. */
static const char *const SEAT_NAMES[2 * NUM_SEAT_COLOURS] = {
    "red",  "blue",  "white",  "orange",  "green",  "brown",
    "red2", "blue2", "white2", "orange2", "green2", "brown2"};

void tui_colors_init(void) {
    if (!has_colors()) return;
    start_color();
    short bg = COLOR_BLACK;
    if (use_default_colors() == OK) bg = -1;
    for (short p = 0; p < NUM_SEAT_COLOURS; p++) {
        init_pair((short)(TUI_PAIR_PLAYER + p), SEAT_FG[p], bg);
        init_pair((short)(TUI_PAIR_PLAYER_ALT + p), COLOR_BLACK, SEAT_FG[p]);
    }
    init_pair(TUI_PAIR_FOREST, COLOR_GREEN, bg);
    init_pair(TUI_PAIR_HILLS, COLOR_RED, bg);
    init_pair(TUI_PAIR_PASTURE, COLOR_GREEN, bg);
    init_pair(TUI_PAIR_FIELDS, COLOR_YELLOW, bg);
    init_pair(TUI_PAIR_MOUNTAINS, COLOR_CYAN, bg);
    init_pair(TUI_PAIR_DESERT, COLOR_YELLOW, bg);
    init_pair(TUI_PAIR_HOT, COLOR_RED, bg);
    init_pair(TUI_PAIR_HARBOUR, COLOR_CYAN, bg);
    init_pair(TUI_PAIR_HIGHLIGHT, COLOR_BLACK, COLOR_YELLOW);
    init_pair(TUI_PAIR_ERROR, COLOR_RED, bg);
    init_pair(TUI_PAIR_OK, COLOR_GREEN, bg);
    init_pair(TUI_PAIR_TITLE, COLOR_BLACK, COLOR_CYAN);
    init_pair(TUI_PAIR_SEA, COLOR_BLUE, bg);
    init_pair(TUI_PAIR_GOLD, COLOR_YELLOW, bg);
}

attr_t tui_pair(int pair) {
    return has_colors() ? (attr_t)COLOR_PAIR(pair) : A_NORMAL;
}

attr_t tui_player_attr(int seat) {
    if (seat < 0) return A_NORMAL;
    int colour = seat % NUM_SEAT_COLOURS, alt = seat / NUM_SEAT_COLOURS % 2;
    if (!has_colors()) return alt ? A_BOLD | A_UNDERLINE : A_BOLD;
    return tui_pair((alt ? TUI_PAIR_PLAYER_ALT : TUI_PAIR_PLAYER) + colour) | A_BOLD;
}

const char *tui_player_colour_name(int seat) {
    return seat >= 0 ? SEAT_NAMES[seat % (2 * NUM_SEAT_COLOURS)] : "";
}

attr_t tui_terrain_attr(int terrain) {
    switch (terrain) {
    case CTN_FOREST:
        return tui_pair(TUI_PAIR_FOREST);
    case CTN_HILLS:
        return tui_pair(TUI_PAIR_HILLS) | A_BOLD;
    case CTN_PASTURE:
        return tui_pair(TUI_PAIR_PASTURE) | A_BOLD;
    case CTN_FIELDS:
        return tui_pair(TUI_PAIR_FIELDS) | A_BOLD;
    case CTN_MOUNTAINS:
        return tui_pair(TUI_PAIR_MOUNTAINS);
    case CTN_DESERT:
        return tui_pair(TUI_PAIR_DESERT) | A_DIM;
    case CTN_SEA:
        return tui_pair(TUI_PAIR_SEA);
    case CTN_GOLD:
        return tui_pair(TUI_PAIR_GOLD) | A_BOLD | A_UNDERLINE;
    default:
        return A_NORMAL;
    }
}

void tui_text(const tui_rect *r, int y, int x, attr_t attr, const char *text) {
    if (y < 0 || y >= r->h) return;
    int len = (int)strlen(text), skip = 0;
    if (x < 0) skip = -x, x = 0;
    if (skip >= len || x >= r->w) return;
    int n = len - skip;
    if (n > r->w - x) n = r->w - x;
    attr_t old_attr;
    short old_pair;
    attr_get(&old_attr, &old_pair, NULL);
    attrset(attr);
    mvaddnstr(r->y + y, r->x + x, text + skip, n);
    attr_set(old_attr, old_pair, NULL);
}

void tui_textf(const tui_rect *r, int y, int x, attr_t attr, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    tui_text(r, y, x, attr, buf);
}

void tui_char(const tui_rect *r, int y, int x, attr_t attr, char c) {
    char s[2] = {c, 0};
    tui_text(r, y, x, attr, s);
}

void tui_fill(const tui_rect *r, int y, attr_t attr) {
    char line[512];
    int n = r->w < (int)sizeof line - 1 ? r->w : (int)sizeof line - 1;
    if (n < 0) n = 0;
    memset(line, ' ', (size_t)n);
    line[n] = 0;
    tui_text(r, y, 0, attr, line);
}

void tui_title(const tui_rect *r, const char *title) {
    tui_fill(r, 0, A_BOLD | A_UNDERLINE);
    tui_text(r, 0, 0, A_BOLD | A_UNDERLINE, title);
}
