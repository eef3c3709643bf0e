/* tui_keys.c — what each key does: moving in the action list, playing the selected action, the
 * text filter, shortcuts (r roll, e end, b buy, s/c/o/w/t/p filters), scrolling the board
 * (tui_scroll.c: H J K L, shift-arrows, z, Z, B), help, quitting, redrawing.
 * A key that means nothing now gets a message and changes nothing. */
#include <stdio.h>
#include <string.h>

#include "tui_internal.h"

enum { KEY_ESCAPE = 27, KEY_CTRL_L = 12, KEY_CTRL_U = 21, KEY_DEL = 127, KEY_CTRL_H = 8 };

static void set_filter(tui_app *app, const char *text) {
    snprintf(app->filter, sizeof app->filter, "%s", text);
    tui_actions_filter(app);
}

static void play_entry(tui_app *app, const tui_entry *e) {
    char text[CTN_ACTION_TEXT_MAX];
    snprintf(text, sizeof text, "%s", e->text);
    if (tui_driver_play(app, e->action)) {
        app->filtering = 0;
        set_filter(app, "");
        tui_message(app, 0, "you played: %s", text);
    }
}

static void play_selected(tui_app *app) {
    const tui_entry *e = tui_actions_selected(app);
    if (tui_driver_is_over(app))
        tui_message(app, 1, "the game is over: press q to quit");
    else if (!e)
        tui_message(app, 1,
                    app->num_entries ? "no action matches the filter"
                                     : "nothing to play: it is not your turn");
    else
        play_entry(app, e);
}

/* Enter while filtering: the typed text as an action if it parses, else the selection. */
static void play_typed(tui_app *app) {
    ctn_action a;
    ctn_error err = {0};
    if (app->filter[0] &&
        ctn_action_from_text(app->game, app->view, app->seat, app->filter, &a, &err) == CTN_OK) {
        tui_entry e = {a, "", ""};
        ctn_action_to_text(app->game, app->view, a, e.text, sizeof e.text);
        play_entry(app, &e);
        return;
    }
    if (app->num_shown == 0 && app->filter[0]) {
        tui_message(app, 1, "'%s': %s", app->filter, err.message[0] ? err.message : "no match");
        return;
    }
    play_selected(app);
}

/* Plays the one action whose text starts with prefix (r, e, b). */
static void shortcut_play(tui_app *app, const char *prefix, const char *what) {
    size_t len = strlen(prefix);
    for (int i = 0; i < app->num_entries; i++)
        if (!strncmp(app->entries[i].text, prefix, len)) {
            play_entry(app, &app->entries[i]);
            return;
        }
    tui_message(app, 1, "you cannot %s now", what);
}

static void shortcut_filter(tui_app *app, const char *text) {
    set_filter(app, text);
    if (app->num_shown == 0) {
        tui_message(app, 1, "no '%s' action is legal now", text);
        set_filter(app, "");
    } else
        tui_message(app, 0, "showing '%s' actions (Esc shows all)", text);
}

static int movement(tui_app *app, int key) {
    int page = app->lay.actions.h > 2 ? app->lay.actions.h - 2 : 1;
    switch (key) {
    case KEY_UP:
        tui_actions_move(app, -1);
        return 1;
    case KEY_DOWN:
        tui_actions_move(app, 1);
        return 1;
    case KEY_PPAGE:
        tui_actions_move(app, -page);
        return 1;
    case KEY_NPAGE:
        tui_actions_move(app, page);
        return 1;
    case KEY_HOME:
        tui_actions_move(app, -app->num_shown);
        return 1;
    case KEY_END:
        tui_actions_move(app, app->num_shown);
        return 1;
    case KEY_RESIZE:
        return 1; /* the main loop re-lays the screen */
    case KEY_CTRL_L:
        clearok(curscr, TRUE);
        return 1;
    default:
        return 0;
    }
}

static void filter_key(tui_app *app, int key) {
    size_t len = strlen(app->filter);
    if (key == '\n' || key == '\r' || key == KEY_ENTER)
        play_typed(app);
    else if (key == KEY_ESCAPE) {
        app->filtering = 0;
        set_filter(app, "");
    } else if (key == KEY_BACKSPACE || key == KEY_DEL || key == KEY_CTRL_H) {
        if (len) app->filter[len - 1] = 0;
        tui_actions_filter(app);
    } else if (key == KEY_CTRL_U)
        set_filter(app, "");
    else if (key >= 32 && key < 127 && len + 1 < sizeof app->filter) {
        app->filter[len] = (char)key;
        app->filter[len + 1] = 0;
        tui_actions_filter(app);
    } else if (!movement(app, key) && !tui_scroll_key(app, key))
        tui_message(app, 1, "that key does nothing while filtering (Esc leaves the filter)");
}

static void unknown_key(tui_app *app, int key) {
    if (key >= 32 && key < 127)
        tui_message(app, 1, "unknown key '%c': press ? for help, / to filter the actions", key);
    else {
        const char *name = keyname(key);
        tui_message(app, 1, "unknown key %s: press ? for help", name ? name : "?");
    }
}

static void normal_key(tui_app *app, int key) {
    switch (key) {
    case 'j':
        tui_actions_move(app, 1);
        return;
    case 'k':
        tui_actions_move(app, -1);
        return;
    case 'g':
        tui_actions_move(app, -app->num_shown);
        return;
    case 'G':
        tui_actions_move(app, app->num_shown);
        return;
    case '\n':
    case '\r':
    case KEY_ENTER:
        play_selected(app);
        return;
    case '/':
        app->filtering = 1;
        app->message[0] = 0;
        return;
    case KEY_ESCAPE:
        set_filter(app, "");
        app->message[0] = 0;
        return;
    case '?':
    case 'h':
    case KEY_F(1):
        app->help = 1;
        return;
    case 'q':
        app->confirm_quit = 1;
        return;
    case 'r':
        shortcut_play(app, "roll", "roll");
        return;
    case 'e':
        shortcut_play(app, "end_", "end the turn");
        return;
    case 'b':
        shortcut_play(app, "buy_dev", "buy a development card");
        return;
    case 's':
        shortcut_filter(app, "settlement");
        return;
    case 'c':
        shortcut_filter(app, "city");
        return;
    case 'o':
        shortcut_filter(app, "road");
        return;
    case 'w':
        shortcut_filter(app, "ship");
        return;
    case 't':
        shortcut_filter(app, "trade");
        return;
    case 'p':
        shortcut_filter(app, "play");
        return;
    default:
        if (key >= '0' && key <= '9') { /* a number starts the filter: "12" finds v12, h12, e12 */
            app->filtering = 1;
            app->message[0] = 0;
            filter_key(app, key);
        } else if (!movement(app, key) && !tui_scroll_key(app, key))
            unknown_key(app, key);
    }
}

void tui_keys_handle(tui_app *app, int key) {
    if (app->confirm_quit && key != KEY_RESIZE) { /* a resized window keeps the question */
        app->confirm_quit = 0;
        if (key == 'y' || key == 'Y')
            app->quit = 1;
        else
            tui_message(app, 0, "quit cancelled");
        return;
    }
    if (app->help) {
        if (key != KEY_RESIZE) app->help = 0;
        return;
    }
    if (app->lay.too_small) {
        if (key == 'q') app->confirm_quit = 1;
        return;
    }
    if (app->filtering)
        filter_key(app, key);
    else
        normal_key(app, key);
}
