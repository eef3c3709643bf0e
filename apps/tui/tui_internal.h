/* tui_internal.h — what the files of the terminal client share: the application state (the game
 * being played, the person's view and legal actions, the filter and cursor, the event log, the
 * screen layout) and the functions of each concept, one file each:
 *   tui_app.c      set-up and teardown of curses, the main loop, signals
 *   tui_driver.c   playing the game: bots, chance, the person's actions, event log lines
 *   tui_keys.c     what each key does
 *   tui_layout.c   the screen's regions, the status bar, message and help lines, resizing
 *   tui_draw.c     clipped text output and colours
 *   tui_cview.c    a Classic state of any size class read into one struct (tui_cview.h)
 *   tui_geom.c     where hexes, corners, edges and an action's place are on the text board
 *   tui_board.c    the Classic board in text (land and sea, pieces, robber, pirate, harbours)
 *   tui_scroll.c   which part of a board larger than its window is shown; the scrolling keys
 *   tui_table.c    the Struggle table (market, each player's cards, direction card)
 *   tui_rivals_*.c Rivals for Catan: the two-principality table, action descriptions and the
 *                  cards in words (tui_rivals.h)
 *   tui_players.c  the players panel and the person's hand
 *   tui_actions.c  the legal action list: descriptions, filter, cursor, drawing
 *   tui_log.c      the event log
 *   tui_help.c     the help screen
 *   tui_world.c    World Catan in words: 7-island corners, the round's part, bandits (tui_world.h)
 */
#ifndef CATAN_TUI_INTERNAL_H
#define CATAN_TUI_INTERNAL_H

#include <curses.h>
#include <stddef.h>
#include <stdint.h>

#include "catan/board.h"
#include "tui.h"
#include "tui_cview.h"
#include "tui_world.h"

enum {
    TUI_LOG_LINES = 512,
    TUI_LOG_WIDTH = 128,
    TUI_FILTER_MAX = 80,
    TUI_MSG_MAX = 200,
    TUI_WHERE_MAX = 96,
    TUI_MIN_COLS = 60,
    TUI_MIN_ROWS = 18
};

/* The board's extent in board coordinates (tui_geom.c): first row and column, rows, columns. */
typedef struct tui_box {
    int min_row, min_col, rows, cols;
} tui_box;

/* Where an action acts on the board: a corner, an edge or a hex (its centre). */
enum { TUI_PLACE_NONE = 0, TUI_PLACE_VERTEX, TUI_PLACE_EDGE, TUI_PLACE_HEX };
typedef struct tui_place {
    int kind, row, col;
} tui_place;

/* The board view's scrolling (tui_scroll.c): the board coordinates at the view's centre, and
 * whether the view follows the selected (or last) action's place or stays where the person
 * scrolled it. */
typedef struct tui_scroll {
    int row, col, set;
    int follow;
    int next_bandit; /* where B looks first: 0 robber, 1 second robber, 2 pirate, 3 second */
} tui_scroll;

/* A rectangle of the screen: top row, left column, height, width. */
typedef struct tui_rect {
    int y, x, h, w;
} tui_rect;

/* One line of the event log; who is a seat (for its colour) or -1. */
typedef struct tui_log_line {
    char text[TUI_LOG_WIDTH];
    int who;
} tui_log_line;

typedef struct tui_log {
    tui_log_line lines[TUI_LOG_LINES];
    int head, count; /* ring buffer: the oldest line is at (head - count) mod size */
} tui_log;

/* One legal action of the person, with its text and where it acts ("forest 8, hills 5"). */
typedef struct tui_entry {
    ctn_action action;
    char text[CTN_ACTION_TEXT_MAX];
    char where[TUI_WHERE_MAX];
} tui_entry;

/* The regions of the screen, recomputed on every resize. */
typedef struct tui_layout {
    int rows, cols, too_small;
    tui_rect status, main, log, players, actions, message, help;
} tui_layout;

typedef struct tui_app {
    const ctn_game *game;
    ctn_bot **bots;
    int seat, classic, sea, notify; /* sea: a Seafarers game (World too) */
    int world;                      /* a World game: two status lines */
    int rivals;                     /* a Rivals game: the principalities' table */
    int watch;                      /* a bot plays the seat too (tui_options.watch) */
    uint64_t seed;
    const char *bot_spec;

    ctn_state *state;  /* the full state (the driver's) */
    ctn_state *view;   /* the person's view of it */
    ctn_state *before; /* the state before the action being applied */
    ctn_state *scratch;
    ctn_action *list;       /* CTN_MAX_ACTIONS, scratch for bots */
    tui_cview *cv;          /* Classic: the person's view, read (refreshed with it) */
    tui_cview *cv_before;   /* Classic: the state before the action being applied, read */
    tui_seven seven;        /* World: the 7-islands' corners (none in other games) */
    ctn_action last_action; /* the last action with a place on the board (has_last) */
    int has_last;
    tui_scroll scroll;

    tui_entry *entries; /* the person's legal actions, CTN_MAX_ACTIONS */
    int num_entries;
    int *shown; /* indices of entries passing the filter */
    int num_shown, cursor, top;
    char filter[TUI_FILTER_MAX];
    int filtering; /* typing goes to the filter */

    char message[TUI_MSG_MAX];
    int message_error;
    int confirm_quit, help, quit, stale; /* stale: the view and list must be rebuilt */
    double last_draw;

    tui_log log;
    tui_layout lay;
} tui_app;

/* tui_driver.c */
/* Plays bots and chance until the person must act or the game ends; redraws now and then. */
void tui_driver_advance(tui_app *app);
/* Rebuilds the person's view and legal list when stale. */
void tui_driver_refresh(tui_app *app);
/* Applies the person's action if legal; otherwise sets an error message and changes nothing.
 * Returns 1 if it was applied. */
int tui_driver_play(tui_app *app, ctn_action action);
int tui_driver_is_over(const tui_app *app);
/* The seat that must act now (CTN_CHANCE, -1 when over). */
int tui_driver_actor(const tui_app *app);
/* The person's cards by resource in a state or view. */
void tui_driver_hand(const tui_app *app, const ctn_state *s, int seat,
                     uint8_t out[CTN_RESOURCE_COUNT]);
double tui_now(void);
/* tui_app.c: 1 once SIGINT or SIGTERM arrived. */
int tui_stop_requested(void);

/* tui_keys.c */
void tui_keys_handle(tui_app *app, int key);

/* tui_layout.c */
void tui_layout_compute(tui_app *app, int rows, int cols);
void tui_layout_draw(tui_app *app); /* draws the whole screen */
void tui_message(tui_app *app, int error, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* tui_draw.c */
enum {
    TUI_PAIR_PLAYER = 1, /* 1..6: the players' colours */
    TUI_PAIR_FOREST = 8,
    TUI_PAIR_HILLS,
    TUI_PAIR_PASTURE,
    TUI_PAIR_FIELDS,
    TUI_PAIR_MOUNTAINS,
    TUI_PAIR_DESERT,
    TUI_PAIR_HOT, /* 6 and 8 */
    TUI_PAIR_HARBOUR,
    TUI_PAIR_HIGHLIGHT,
    TUI_PAIR_ERROR,
    TUI_PAIR_OK,
    TUI_PAIR_TITLE,
    TUI_PAIR_SEA,
    TUI_PAIR_GOLD,
    TUI_PAIR_PLAYER_ALT /* ..+5: the colours of seats 6-11 (large games) */
};
void tui_colors_init(void);
attr_t tui_player_attr(int seat);
attr_t tui_terrain_attr(int terrain);
attr_t tui_pair(int pair);
const char *tui_player_colour_name(int seat);
/* Writes text at (y, x) relative to r, cut at r's edges. */
void tui_text(const tui_rect *r, int y, int x, attr_t attr, const char *text);
void tui_textf(const tui_rect *r, int y, int x, attr_t attr, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void tui_char(const tui_rect *r, int y, int x, attr_t attr, char c);
void tui_fill(const tui_rect *r, int y, attr_t attr); /* blanks a whole row of r */
void tui_title(const tui_rect *r, const char *title); /* a heading on r's first row */

/* tui_geom.c */
tui_box tui_geom_box(const ctn_topology *t);
void tui_geom_vertex(const ctn_topology *t, int v, int *row, int *col);
void tui_geom_hex(const ctn_topology *t, int h, int *row, int *col);
char tui_geom_edge(const ctn_topology *t, int e, int *row, int *col); /* returns / \ or | */
tui_place tui_geom_place(const ctn_topology *t, ctn_action a);

/* tui_board.c */
/* Rows and columns the board needs (with its harbours). */
void tui_board_size(const tui_app *app, int *rows, int *cols);
void tui_board_draw(tui_app *app, const tui_rect *r);
/* The board mark of a seat: 0-9, then a, b (seats 10 and 11). */
char tui_seat_glyph(int seat);

/* tui_scroll.c */
/* The offsets to add to board coordinates to draw the board in r (scrolled, clamped). */
void tui_scroll_offsets(tui_app *app, const tui_rect *r, const tui_box *b, int *dy, int *dx);
/* Handles a scrolling key (H J K L, shift-arrows, z, Z, B); returns 0 for other keys. */
int tui_scroll_key(tui_app *app, int key);

/* tui_table.c */
void tui_table_size(const tui_app *app, int *rows, int *cols);
void tui_table_draw(tui_app *app, const tui_rect *r);

/* tui_rivals_table.c */
void tui_rivals_table_size(const tui_app *app, int *rows, int *cols);
void tui_rivals_table_draw(tui_app *app, const tui_rect *r);

/* tui_players.c */
int tui_players_height(const tui_app *app);
void tui_players_draw(tui_app *app, const tui_rect *r);

/* tui_actions.c */
void tui_actions_build(tui_app *app, const ctn_action *legal, int n);
void tui_actions_filter(tui_app *app); /* recomputes shown after a change of filter */
void tui_actions_move(tui_app *app, int delta);
const tui_entry *tui_actions_selected(const tui_app *app);
void tui_actions_draw(tui_app *app, const tui_rect *r);
/* "forest 8, hills 5"-style description of where an action acts: a Classic action's place from
 * cv (the state read), a Struggle build's cost from s. */
void tui_actions_where(const tui_app *app, const ctn_state *s, const tui_cview *cv, ctn_action a,
                       char *buf, size_t cap);

/* tui_log.c */
void tui_log_add(tui_log *log, int who, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void tui_log_draw(const tui_log *log, const tui_rect *r);

/* tui_help.c */
void tui_help_draw(const tui_app *app);
const char *tui_help_line(const tui_app *app);

#endif
