/* tui_scroll.c — which part of a board larger than its window is shown. The view keeps a centre
 * in board coordinates. While it follows (the default, and again after moving in the action
 * list or pressing z), it moves only when the selected action's place (or, with nothing
 * selected, the last action's place) leaves the window, and then centres on it. H J K L and the
 * shift-arrows scroll by one hex and stop following; z centres on the selected action's place,
 * Z on the last action's, B on the next bandit (robber, pirate; World's second ones) in turn.
 * A board that fits is centred and does not scroll. */
#include <stdio.h>

#include "catan/classic.h"
#include "tui_internal.h"

enum { STEP_ROWS = 4, STEP_COLS = 8, MARGIN_ROWS = 2, MARGIN_COLS = 4 };

/* The centre moved so that the window shows no more than the board's margin past its edges. */
static int clamp_centre(int size, int min, int extent, int centre) {
    if (extent <= size) return min + extent / 2;
    int top = centre - size / 2;
    if (top < min) top = min;
    if (top > min + extent - size) top = min + extent - size;
    return top + size / 2;
}

/* The offset of board coordinates on one axis. */
static int axis_offset(int size, int min, int extent, int centre) {
    if (extent <= size) return (size - extent) / 2 - min;
    return size / 2 - centre;
}

/* Is board coordinate x (with a margin) inside the window on this axis? */
static int in_view(int size, int min, int extent, int centre, int x, int margin) {
    int at = x + axis_offset(size, min, extent, centre);
    if (margin * 2 >= size) margin = 0;
    return at >= margin && at < size - margin;
}

static int focus_of(const tui_app *app, ctn_action a, int has, tui_place *p) {
    if (!has) return 0;
    *p = tui_geom_place(ctn_classic_topology(app->game), a);
    return p->kind != TUI_PLACE_NONE;
}

static int selected_place(const tui_app *app, tui_place *p) {
    const tui_entry *e = tui_actions_selected(app);
    return focus_of(app, e ? e->action : 0, e != NULL, p);
}

static int last_place(const tui_app *app, tui_place *p) {
    return focus_of(app, app->last_action, app->has_last, p);
}

void tui_scroll_offsets(tui_app *app, const tui_rect *r, const tui_box *b, int *dy, int *dx) {
    tui_scroll *s = &app->scroll;
    if (!s->set) {
        s->row = b->min_row + b->rows / 2;
        s->col = b->min_col + b->cols / 2;
        s->set = s->follow = 1;
    }
    tui_place p;
    if (s->follow && (selected_place(app, &p) || last_place(app, &p))) {
        if (!in_view(r->h, b->min_row, b->rows, s->row, p.row, MARGIN_ROWS)) s->row = p.row;
        if (!in_view(r->w, b->min_col, b->cols, s->col, p.col, MARGIN_COLS)) s->col = p.col;
    }
    s->row = clamp_centre(r->h, b->min_row, b->rows, s->row);
    s->col = clamp_centre(r->w, b->min_col, b->cols, s->col);
    *dy = axis_offset(r->h, b->min_row, b->rows, s->row);
    *dx = axis_offset(r->w, b->min_col, b->cols, s->col);
}

/* Scrolls by (rows, cols); tells when the board fits or the view is at its edge. */
static void scroll_by(tui_app *app, int rows, int cols) {
    tui_box b = tui_geom_box(ctn_classic_topology(app->game));
    const tui_rect *r = &app->lay.main;
    tui_scroll *s = &app->scroll;
    if (b.rows <= r->h && b.cols <= r->w) {
        tui_message(app, 0, "the whole board is shown: nothing to scroll");
        return;
    }
    int row = clamp_centre(r->h, b.min_row, b.rows, s->row + rows);
    int col = clamp_centre(r->w, b.min_col, b.cols, s->col + cols);
    s->follow = 0;
    if (row == s->row && col == s->col) {
        tui_message(app, 0, "the board ends here");
        return;
    }
    s->row = row;
    s->col = col;
    app->message[0] = 0;
}

static void centre_on(tui_app *app, int last) {
    tui_place p;
    int ok = last ? last_place(app, &p) : selected_place(app, &p) || last_place(app, &p);
    if (!ok) {
        tui_message(app, 1,
                    last ? "no action has had a place on the board yet"
                         : "the selected action has no place on the board");
        return;
    }
    app->scroll.row = p.row;
    app->scroll.col = p.col;
    app->scroll.set = 1;
    app->scroll.follow = !last;
    tui_message(app, 0, "board centred on the %s action's place", last ? "last" : "selected");
}

/* B: centres on the next bandit on the board, in the order of NAMES, round and round. */
static void centre_on_bandit(tui_app *app) {
    static const char *const NAMES[4] = {"ROB", "RB2", "PIR", "PI2"};
    const tui_cview *v = app->cv;
    const int at[4] = {v->robber, v->robber2, v->pirate, v->pirate2};
    for (int k = 0; k < 4; k++) {
        int b = (app->scroll.next_bandit + k) % 4;
        if (at[b] == TUI_CV_NOBODY) continue;
        tui_geom_hex(ctn_classic_topology(app->game), at[b], &app->scroll.row, &app->scroll.col);
        app->scroll.set = 1;
        app->scroll.follow = 0;
        app->scroll.next_bandit = (b + 1) % 4;
        tui_message(app, 0, "board centred on %s at h%d (B: the next bandit)", NAMES[b], at[b]);
        return;
    }
    tui_message(app, 1, "no bandit is on the board");
}

int tui_scroll_key(tui_app *app, int key) {
    if (!app->classic) return 0;
    switch (key) {
    case 'H':
    case KEY_SLEFT:
        scroll_by(app, 0, -STEP_COLS);
        return 1;
    case 'L':
    case KEY_SRIGHT:
        scroll_by(app, 0, STEP_COLS);
        return 1;
    case 'K':
    case KEY_SR: /* shift-up */
        scroll_by(app, -STEP_ROWS, 0);
        return 1;
    case 'J':
    case KEY_SF: /* shift-down */
        scroll_by(app, STEP_ROWS, 0);
        return 1;
    case 'z':
        centre_on(app, 0);
        return 1;
    case 'Z':
        centre_on(app, 1);
        return 1;
    case 'B':
        centre_on_bandit(app);
        return 1;
    default:
        return 0;
    }
}
