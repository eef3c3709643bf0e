/* tui_app.c — the terminal client's entry point: allocates the application state, sets up curses
 * (ncursesw: cbreak, no echo, keypad, colours, a short Escape delay), runs the main loop (advance
 * the bots, draw, wait for a key with a timeout so that signals and resizes are noticed) and
 * restores the terminal on every way out. SIGINT and SIGTERM end the game cleanly. */
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/rivals.h"
#include "tui_internal.h"

static volatile sig_atomic_t stop_signal = 0;

static void on_signal(int sig) {
    stop_signal = sig;
}

int tui_stop_requested(void) {
    return stop_signal != 0;
}

static void install_signals(struct sigaction *old_int, struct sigaction *old_term) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, old_int);
    sigaction(SIGTERM, &sa, old_term);
}

static void app_free(tui_app *app) {
    if (!app) return;
    free(app->state);
    free(app->view);
    free(app->before);
    free(app->scratch);
    free(app->list);
    free(app->cv);
    free(app->cv_before);
    free(app->entries);
    free(app->shown);
    free(app);
}

static tui_app *app_new(const tui_options *o) {
    tui_app *app = calloc(1, sizeof *app);
    if (!app) return NULL;
    size_t size = o->game->rules->state_size;
    app->game = o->game;
    app->bots = o->bots;
    app->seat = o->seat;
    app->watch = o->watch && o->bots[o->seat];
    app->seed = o->seed;
    app->bot_spec = o->bot_spec ? o->bot_spec : "bots";
    app->classic = ctn_classic_is(o->game);
    app->sea = app->classic && ctn_classic_seafarers(o->game);
    app->world = app->classic && ctn_classic_world(o->game);
    app->rivals = o->game->rules == &ctn_rivals_rules;
    app->state = calloc(1, size);
    app->view = calloc(1, size);
    app->before = calloc(1, size);
    app->scratch = calloc(1, size);
    app->list = calloc(CTN_MAX_ACTIONS, sizeof *app->list);
    app->entries = calloc(CTN_MAX_ACTIONS, sizeof *app->entries);
    app->shown = calloc(CTN_MAX_ACTIONS, sizeof *app->shown);
    app->cv = calloc(1, sizeof *app->cv);
    app->cv_before = calloc(1, sizeof *app->cv_before);
    if (!app->state || !app->view || !app->before || !app->scratch || !app->list || !app->entries ||
        !app->shown || !app->cv || !app->cv_before) {
        app_free(app);
        return NULL;
    }
    for (int p = 0; p < o->game->num_players; p++)
        app->notify |= o->bots[p] && ctn_bot_wants_notify(o->bots[p]);
    if (app->classic) tui_seven_read(o->board, ctn_classic_topology(o->game), &app->seven);
    ctn_game_init_state(o->game, app->state, o->seed);
    app->stale = 1;
    tui_log_add(&app->log, -2, "-- %s, %d players, seed %llu: you %s p%d --", o->game->rules->name,
                o->game->num_players, (unsigned long long)o->seed, app->watch ? "watch" : "are",
                o->seat);
    return app;
}

static SCREEN *curses_start(void) {
    setlocale(LC_ALL, "");
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (!screen) return NULL;
    set_term(screen);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    tui_colors_init();
    timeout(200);
    return screen;
}

static void main_loop(tui_app *app) {
    tui_layout_compute(app, LINES, COLS);
    tui_message(app, 0,
                "welcome: pick an action with j/k or the arrows and press Enter; ? for help");
    while (!app->quit && !stop_signal) {
        tui_driver_advance(app);
        if (app->quit || stop_signal) break;
        tui_layout_draw(app);
        timeout(app->watch && !tui_driver_is_over(app) ? 0 : 200); /* watching: play on */
        int key = getch();
        if (key == ERR) continue;
        if (key == KEY_RESIZE) tui_layout_compute(app, LINES, COLS);
        tui_keys_handle(app, key);
    }
}

int tui_play(const tui_options *opts) {
    tui_app *app = app_new(opts);
    if (!app) {
        fprintf(stderr, "catan play: out of memory\n");
        return -1;
    }
    struct sigaction old_int, old_term;
    install_signals(&old_int, &old_term);
    SCREEN *screen = curses_start();
    if (!screen) {
        fprintf(stderr, "catan play: cannot set up the terminal (TERM=%s)\n",
                getenv("TERM") ? getenv("TERM") : "");
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
        app_free(app);
        return -1;
    }
    main_loop(app);
    endwin();
    delscreen(screen);
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    if (tui_driver_is_over(app))
        printf("catan play: game over after %u turns\n",
               app->game->rules->turns(app->game, app->state));
    else
        printf("catan play: left the game (seed %llu)\n", (unsigned long long)app->seed);
    app_free(app);
    return stop_signal ? 128 + stop_signal : 0;
}
