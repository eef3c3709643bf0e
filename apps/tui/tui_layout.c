/* tui_layout.c — the screen's regions and drawing the whole screen: a status bar on top (two
 * lines in World: the round's part, then the active players, the bandits, the discovery tokens
 * and the 7-island), the board (or the Struggle table) on the left with the event log below it,
 * the players panel, the hand and the legal actions on the right, a message line and a help line
 * at the bottom. Recomputed on every resize; a terminal smaller than TUI_MIN_COLS x TUI_MIN_ROWS
 * gets a notice instead. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "tui_internal.h"

enum { MIN_LOG_ROWS = 5, MIN_RIGHT_COLS = 44 };

void tui_layout_compute(tui_app *app, int rows, int cols) {
    tui_layout *l = &app->lay;
    memset(l, 0, sizeof *l);
    l->rows = rows;
    l->cols = cols;
    l->too_small = rows < TUI_MIN_ROWS || cols < TUI_MIN_COLS;
    if (l->too_small) return;
    int main_rows, main_cols;
    if (app->classic)
        tui_board_size(app, &main_rows, &main_cols);
    else if (app->rivals)
        tui_rivals_table_size(app, &main_rows, &main_cols);
    else
        tui_table_size(app, &main_rows, &main_cols);
    int top = app->world ? 2 : 1; /* the status bar's lines */
    int body = rows - top - 2;    /* and the message and help lines */
    int left = main_cols;
    if (left > cols - MIN_RIGHT_COLS - 1) left = cols - MIN_RIGHT_COLS - 1;
    if (left < cols / 2) left = cols / 2;
    int right_x = left + 1, right_w = cols - right_x;
    int ph = tui_players_height(app);
    if (ph > body / 2) ph = body / 2;
    l->status = (tui_rect){0, 0, top, cols};
    l->players = (tui_rect){top, right_x, ph, right_w};
    int actions_h = body - ph - 1;
    if (main_rows + MIN_LOG_ROWS <= body) { /* the log under the board */
        l->main = (tui_rect){top, 0, main_rows, left};
        l->log = (tui_rect){top + main_rows, 0, body - main_rows, left};
    } else { /* a short terminal: the board takes the whole left side, the log goes right */
        int log_h = actions_h / 3 < MIN_LOG_ROWS ? actions_h / 3 : MIN_LOG_ROWS;
        if (log_h < 2) log_h = 0;
        actions_h -= log_h;
        l->main = (tui_rect){top, 0, body, left};
        l->log = (tui_rect){top + ph + 1 + actions_h, right_x, log_h, right_w};
    }
    l->actions = (tui_rect){top + ph + 1, right_x, actions_h, right_w};
    l->message = (tui_rect){rows - 2, 0, 1, cols};
    l->help = (tui_rect){rows - 1, 0, 1, cols};
}

void tui_message(tui_app *app, int error, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->message, sizeof app->message, fmt, ap);
    va_end(ap);
    app->message_error = error;
}

static void phase_text(const tui_app *app, char *buf, size_t cap) {
    if (app->classic) {
        const tui_cview *v = app->cv;
        char part[64];
        if (app->world)
            tui_world_part(v, part, sizeof part);
        else
            snprintf(part, sizeof part, "%s", ctn_classic_phase_name(v->phase));
        if (v->last_roll)
            snprintf(buf, cap, "%s, last roll %d", part, v->last_roll);
        else
            snprintf(buf, cap, "%s", part);
    } else if (app->rivals) {
        snprintf(buf, cap, "%s",
                 ctn_rivals_phase_name(((const ctn_rivals_state *)app->view)->phase));
    } else {
        const ctn_struggle_state *v = (const ctn_struggle_state *)app->view;
        snprintf(buf, cap, "%s", ctn_struggle_phase_name(v->phase));
    }
}

/* World's second status line: the active players, the bandits, the discovery tokens left and
 * the 7-island's corners. */
static void draw_world_status(const tui_app *app, const tui_rect *r, attr_t attr) {
    char actives[48], bandits[64], seven[160];
    tui_world_actives(app->cv, actives, sizeof actives);
    tui_world_bandits(app->cv, bandits, sizeof bandits);
    tui_seven_text(&app->seven, seven, sizeof seven);
    tui_fill(r, 1, attr);
    tui_textf(r, 1, 1, attr, "active: %s | bandits %s | discovery tokens %d%s%s", actives, bandits,
              app->cv->tokens_left, seven[0] ? " | 7-island " : "", seven);
}

static void draw_status(tui_app *app) {
    const tui_rect *r = &app->lay.status;
    const ctn_game *g = app->game;
    attr_t attr = tui_pair(TUI_PAIR_TITLE) | A_BOLD;
    char phase[96], who[48];
    phase_text(app, phase, sizeof phase);
    int actor = tui_driver_actor(app);
    if (actor < 0)
        snprintf(who, sizeof who, "game over");
    else if (actor == app->seat)
        snprintf(who, sizeof who, "your move");
    else
        snprintf(who, sizeof who, "p%d to move", actor);
    tui_fill(r, 0, attr);
    if (app->world) { /* no seat colour here: "red" and "green" name the active players */
        tui_textf(r, 0, 1, attr, "Catan: %s | round %u | %s | %s | you p%d vs %d %s | seed %llu",
                  g->rules->name, g->rules->turns(g, app->state), phase, who, app->seat,
                  g->num_players - 1, app->bot_spec, (unsigned long long)app->seed);
        draw_world_status(app, r, attr);
        return;
    }
    tui_textf(r, 0, 1, attr, "Catan: %s | turn %u | %s | %s | you p%d (%s) vs %d %s | seed %llu",
              g->rules->name, g->rules->turns(g, app->state), phase, who, app->seat,
              tui_player_colour_name(app->seat), g->num_players - 1, app->bot_spec,
              (unsigned long long)app->seed);
}

static void draw_bottom(tui_app *app) {
    if (app->confirm_quit)
        tui_text(&app->lay.message, 0, 1, A_BOLD, "Really quit? (y/n)");
    else if (app->message[0])
        tui_text(&app->lay.message, 0, 1,
                 app->message_error ? tui_pair(TUI_PAIR_ERROR) | A_BOLD : tui_pair(TUI_PAIR_OK),
                 app->message);
    tui_text(&app->lay.help, 0, 1, A_DIM, tui_help_line(app));
}

static void draw_separator(const tui_app *app) {
    int x = app->lay.players.x - 1;
    for (int y = app->lay.players.y; y < app->lay.rows - 2; y++) mvaddch(y, x, ACS_VLINE);
    int y = app->lay.actions.y - 1;
    tui_rect line = {y, app->lay.players.x, 1, app->lay.players.w};
    for (int i = 0; i < line.w; i++) mvaddch(y, line.x + i, ACS_HLINE);
}

void tui_layout_draw(tui_app *app) {
    erase();
    const tui_layout *l = &app->lay;
    if (l->too_small) {
        tui_rect all = {0, 0, l->rows, l->cols};
        tui_textf(&all, 0, 0, A_BOLD, "Terminal too small: %dx%d", l->cols, l->rows);
        tui_textf(&all, 1, 0, A_NORMAL, "Catan needs %dx%d.", TUI_MIN_COLS, TUI_MIN_ROWS);
        tui_text(&all, 2, 0, A_NORMAL, "Enlarge it, or q y to quit.");
    } else if (app->help) {
        tui_help_draw(app);
    } else {
        draw_status(app);
        if (app->classic)
            tui_board_draw(app, &l->main);
        else if (app->rivals)
            tui_rivals_table_draw(app, &l->main);
        else
            tui_table_draw(app, &l->main);
        tui_log_draw(&app->log, &l->log);
        draw_separator(app);
        tui_players_draw(app, &l->players);
        tui_actions_draw(app, &l->actions);
        draw_bottom(app);
    }
    refresh();
    app->last_draw = tui_now();
}
