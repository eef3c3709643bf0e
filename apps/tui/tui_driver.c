/* tui_driver.c — plays the game behind the screen: bots move through the bot table, chance is
 * sampled from the state's own generator, the person's actions are checked before they are
 * applied, and every action is written to the event log as the person's seat may see it
 * (masked: a stolen card or a drawn development card of another player stays hidden), with a
 * line where a turn starts (in World a round, with its active players, and phase 3). */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "catan/classic.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "tui_internal.h"

double tui_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int tui_driver_is_over(const tui_app *app) {
    return ctn_game_is_terminal(app->game, app->state);
}

int tui_driver_actor(const tui_app *app) {
    if (tui_driver_is_over(app)) return -1;
    return ctn_actors_pick(ctn_game_actors(app->game, app->state));
}

void tui_driver_hand(const tui_app *app, const ctn_state *s, int seat,
                     uint8_t out[CTN_RESOURCE_COUNT]) {
    if (app->classic)
        tui_cview_hand(app->game, s, seat, out);
    else if (app->rivals) /* no resource cards: the log names the cards drawn */
        memset(out, 0, CTN_RESOURCE_COUNT);
    else
        memcpy(out, ((const ctn_struggle_state *)s)->hand[seat], CTN_RESOURCE_COUNT);
}

/* "+1 ore -2 wool" for what the person's hand gained or lost. */
static void log_hand_change(tui_app *app, const uint8_t old[CTN_RESOURCE_COUNT]) {
    uint8_t now[CTN_RESOURCE_COUNT];
    char buf[TUI_LOG_WIDTH];
    size_t n = 0;
    tui_driver_hand(app, app->state, app->seat, now);
    buf[0] = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT && n < sizeof buf; r++)
        if (now[r] != old[r])
            n += (size_t)snprintf(buf + n, sizeof buf - n, " %+d %s", (int)now[r] - (int)old[r],
                                  ctn_resource_name(r));
    if (n) tui_log_add(&app->log, app->seat, "    your hand:%s", buf);
}

static void log_action(tui_app *app, int player, ctn_action action) {
    const ctn_game *g = app->game;
    char text[CTN_ACTION_TEXT_MAX], where[TUI_WHERE_MAX];
    ctn_action seen = g->rules->mask_action(g, app->before, player, action, app->seat);
    ctn_action_to_text(g, app->before, seen, text, sizeof text);
    tui_actions_where(app, app->before, app->cv_before, seen, where, sizeof where);
    const char *sep = where[0] ? "  (" : "", *end = where[0] ? ")" : "";
    if (player == CTN_CHANCE)
        tui_log_add(&app->log, -1, "  ~ %s%s%s%s", text, sep, where, end);
    else
        tui_log_add(&app->log, player, "%s%d %s%s%s%s", player == app->seat ? "you p" : "p", player,
                    text, sep, where, end);
}

/* " (you)" after the person's seat. */
static const char *you(const tui_app *app, int p) {
    return p == app->seat ? " (you)" : "";
}

/* World: a new round with its active players (W§5), or the start of phase 3 (W§8). */
static void log_world_part(tui_app *app, uint32_t old_turn, int old_context) {
    const ctn_game *g = app->game;
    uint32_t turn = g->rules->turns(g, app->state);
    tui_cview_turn now = tui_cview_turn_of(g, app->state);
    if (turn != old_turn)
        tui_log_add(&app->log, -2, "-- round %u: green p%d%s, red p%d%s --", turn, now.current,
                    you(app, now.current), now.red, you(app, now.red));
    else if (now.context == CL_CTX_SPECIAL_BUILD && old_context != CL_CTX_SPECIAL_BUILD)
        tui_log_add(&app->log, -2, "-- phase 3, from green p%d%s --", now.current,
                    you(app, now.current));
}

static void log_turn(tui_app *app, uint32_t old_turn, int old_context) {
    const ctn_game *g = app->game;
    uint32_t turn = g->rules->turns(g, app->state);
    if (tui_driver_is_over(app)) return;
    if (app->world) {
        log_world_part(app, old_turn, old_context);
        return;
    }
    if (turn == old_turn) return;
    int current = app->classic  ? tui_cview_current(g, app->state)
                  : app->rivals ? ((const ctn_rivals_state *)app->state)->current
                                : ((const ctn_struggle_state *)app->state)->current;
    tui_log_add(&app->log, -2, "-- turn %u: p%d%s --", turn, current, you(app, current));
}

/* Remembers a Classic action that acts somewhere on the board (for the board view's Z). */
static void note_place(tui_app *app, ctn_action action) {
    if (!app->classic) return;
    if (tui_geom_place(ctn_classic_topology(app->game), action).kind == TUI_PLACE_NONE) return;
    app->last_action = action;
    app->has_last = 1;
}

/* Applies an action already known to be legal, tells the bots, logs it. */
static void apply_logged(tui_app *app, int player, ctn_action action) {
    const ctn_game *g = app->game;
    uint8_t hand[CTN_RESOURCE_COUNT];
    uint32_t turn = g->rules->turns(g, app->state);
    tui_driver_hand(app, app->state, app->seat, hand);
    memcpy(app->before, app->state, g->rules->state_size);
    /* the full state, read only for public facts: the board, places, card counts, the bank */
    if (app->classic) tui_cview_fill(g, app->before, app->cv_before);
    ctn_game_apply(g, app->state, player, action);
    if (app->notify)
        for (int p = 0; p < g->num_players; p++)
            if (app->bots[p]) ctn_bot_notify(app->bots[p], g, app->before, p, player, action);
    log_action(app, player, action);
    note_place(app, action);
    log_hand_change(app, hand);
    log_turn(app, turn, app->classic ? app->cv_before->context : 0);
    app->stale = 1;
    if (tui_driver_is_over(app)) {
        int32_t ret[CTN_MAX_PLAYERS] = {0};
        g->rules->returns(g, app->state, ret);
        int winner = -1;
        for (int p = 0; p < g->num_players; p++)
            if (ret[p] > 0) winner = p;
        if (winner < 0)
            tui_log_add(&app->log, -1, "game over: nobody won");
        else
            tui_log_add(&app->log, winner, "game over: p%d wins%s", winner,
                        winner == app->seat ? " -- congratulations!" : "");
        tui_message(app, winner != app->seat, "game over: %s; press q to quit",
                    winner == app->seat ? "you win!"
                    : winner < 0        ? "nobody won"
                                        : "you lost");
    }
}

/* The action of a bot's (or chance's) turn; returns 0 when there is none. */
static int bot_action(tui_app *app, int p, ctn_action *a) {
    const ctn_game *g = app->game;
    if (p == CTN_CHANCE) {
        *a = ctn_game_sample_own_chance(g, app->state);
        return 1;
    }
    return app->bots[p] && ctn_bot_choose(app->bots[p], g, app->state, p, CTN_LEGAL_NO_OFFERS,
                                          app->scratch, app->list, a) >= 0;
}

void tui_driver_advance(tui_app *app) {
    int steps = 0, redrawn = 0;
    for (;;) {
        int p = tui_driver_actor(app);
        if (p < 0 || (p == app->seat && !app->watch) || app->quit || tui_stop_requested()) break;
        ctn_action a;
        if (!bot_action(app, p, &a)) break; /* nothing legal: cannot happen before the end */
        apply_logged(app, p, a);
        /* keep the screen alive while slow bots think */
        if (++steps % 64 == 0 || tui_now() - app->last_draw > 0.25) {
            tui_driver_refresh(app);
            tui_layout_draw(app);
            redrawn = 1;
            if (app->watch) break; /* the main loop reads keys between the bursts */
        }
    }
    /* keys typed while slow bots thought were meant for an earlier screen */
    if (redrawn && !app->watch) flushinp();
    tui_driver_refresh(app);
}

void tui_driver_refresh(tui_app *app) {
    if (!app->stale) return;
    const ctn_game *g = app->game;
    ctn_game_observe(g, app->state, app->seat, app->view);
    if (app->classic) tui_cview_fill(g, app->view, app->cv);
    int n = 0;
    if (!app->watch && !tui_driver_is_over(app) &&
        (ctn_game_actors(g, app->state) & (1u << app->seat)))
        n = ctn_game_legal(g, app->view, app->seat, CTN_LEGAL_NO_OFFERS, app->list);
    tui_actions_build(app, app->list, n);
    app->stale = 0;
}

int tui_driver_play(tui_app *app, ctn_action action) {
    if (app->watch) {
        tui_message(app, 1, "you are watching: a bot plays your seat");
        return 0;
    }
    if (tui_driver_actor(app) != app->seat) {
        tui_message(app, 1, "it is not your turn to act");
        return 0;
    }
    if (!ctn_game_is_legal(app->game, app->state, app->seat, action)) {
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(app->game, app->view, action, text, sizeof text);
        tui_message(app, 1, "'%s' is not legal now", text);
        return 0;
    }
    apply_logged(app, app->seat, action);
    app->message[0] = 0;
    return 1;
}
