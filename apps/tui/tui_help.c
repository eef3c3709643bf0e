/* tui_help.c — the help screen ('?') and the one-line key summary at the bottom. */
#include <string.h>

#include "tui_internal.h"

static const char *const HELP[] = {
    "Catan in the terminal: keys",
    "",
    "  Up/Down, j/k      move in the list of legal actions (PgUp/PgDn, Home/End, g/G)",
    "  Enter             play the selected action",
    "  /                 filter the list by text (several words: all must match);",
    "                    Enter plays the selection, or the typed text if it is an action",
    "                    (e.g. 'offer 1 wool -> 1 ore'); Esc clears the filter",
    "  0-9               start the filter with a number: 12 finds v12, e12, h12, hills 12",
    "  r                 roll the dice",
    "  e                 end the turn (or the current phase)",
    "  b                 buy a development card",
    "  s  c  o  w        show where a settlement, city, road or ship can go (w: ships)",
    "  t  p              show trades, development cards to play",
    "  H J K L           scroll a board larger than the window (or Shift-arrows)",
    "  z                 centre the board on the selected action's place",
    "  Z                 centre the board on the last action's place",
    "  B                 centre the board on the next bandit (robber, pirate)",
    "  Esc               clear the filter",
    "  Ctrl-L            redraw the screen",
    "  ?                 this help",
    "  q                 quit (asks first)",
};

/* The board games' legend. */
static const char *const BOARD_HELP[] = {
    "",
    "The board: '.' free corner, a digit = that player's settlement (a, b: p10, p11),",
    "[digit] = a city, coloured / \\ | edges = roads, coloured ~ = ships; blue edges take",
    "ships only. '@' marks where the selected action acts ('*' where a ship leaves).",
    "Numbers 6 and 8 are red; ROB is the robber, PIR the pirate; h12 names a hex; sea is",
    "blue, gold underlined; 3:1 and 2:1 mark harbours. Moving in the list makes the board",
    "follow the selection again.",
};

/* Rivals for Catan's legend instead of the board's (docs/rules/rivals.md). */
static const char *const RIVALS_HELP[] = {
    "",
    "Rivals: the opponent's principality on top, yours below, the stacks and dice between.",
    "A region shows its resource, its number and its stock: '6 [**.]' = number 6, 2 of 3.",
    "'=road=' a road, 'sett t5' / 'CITY t5' a town (t5 as in the actions, 'S t5' / 'C t5'",
    "when narrow); the cards above and below a town are its expansions, with their points:",
    "V victory, S strength, K skill, C commerce, P progress ('x2 grain': a booster).",
    "The actions name cards c7, region positions p12, towns t5, sites x21, stacks s0.",
};

/* World games add this (docs/rules/world.md). */
static const char *const WORLD_HELP[] = {
    "",
    "World: two players are active each round, G (green: rolls) and R (red) in the players",
    "panel. Each has a window (one card, trades with his neighbours); then in phase 3",
    "everyone in turn from green builds, buys and trades with the bank. RB2 is the second",
    "robber, PI2 the second pirate. On a 7 green, then red, moves one bandit; then both pick",
    "a card from the bank. The 7-island shows 7; the letters by its corners (L B W G O:",
    "lumber .. ore, $ gold) are what a building there gets on every 7. The second status",
    "line shows the active players, the bandits' hexes, the discovery tokens and the 7-island.",
};

static const char *const END[] = {"", "Press any key to return."};

/* The help's lines for this game (the board's legend, or Rivals'; World's too) into lines;
 * returns how many. */
static int help_lines(const tui_app *app, const char **lines) {
    int n = 0;
    for (size_t i = 0; i < sizeof HELP / sizeof HELP[0]; i++) lines[n++] = HELP[i];
    for (size_t i = 0; app->rivals && i < sizeof RIVALS_HELP / sizeof RIVALS_HELP[0]; i++)
        lines[n++] = RIVALS_HELP[i];
    for (size_t i = 0; !app->rivals && i < sizeof BOARD_HELP / sizeof BOARD_HELP[0]; i++)
        lines[n++] = BOARD_HELP[i];
    for (size_t i = 0; app->world && i < sizeof WORLD_HELP / sizeof WORLD_HELP[0]; i++)
        lines[n++] = WORLD_HELP[i];
    for (size_t i = 0; i < sizeof END / sizeof END[0]; i++) lines[n++] = END[i];
    return n;
}

void tui_help_draw(const tui_app *app) {
    const char *lines[sizeof HELP / sizeof HELP[0] + sizeof RIVALS_HELP / sizeof RIVALS_HELP[0] +
                      sizeof BOARD_HELP / sizeof BOARD_HELP[0] +
                      sizeof WORLD_HELP / sizeof WORLD_HELP[0] + sizeof END / sizeof END[0]];
    int n = help_lines(app, lines), w = 0;
    for (int i = 0; i < n; i++) {
        int len = (int)strlen(lines[i]);
        if (len > w) w = len;
    }
    int shown = n < app->lay.rows - 2 ? n : app->lay.rows - 2; /* a short window: the top part */
    if (shown < 1) shown = 1;
    tui_rect r = {(app->lay.rows - shown - 2) / 2, (app->lay.cols - w - 4) / 2, shown + 2, w + 4};
    if (r.y < 0) r.y = 0;
    if (r.x < 0) r.x = 0;
    if (r.h > app->lay.rows) r.h = app->lay.rows;
    if (r.w > app->lay.cols) r.w = app->lay.cols;
    for (int y = 0; y < r.h; y++) tui_fill(&r, y, A_REVERSE);
    for (int i = 0; i < shown; i++)
        tui_text(&r, 1 + i, 2, A_REVERSE | (i == 0 ? A_BOLD : 0), lines[i]);
    if (shown < n)
        tui_text(&r, shown, 2, A_REVERSE | A_BOLD,
                 "... (a taller window shows the rest)  Press any key to return.");
}

const char *tui_help_line(const tui_app *app) {
    if (app->confirm_quit) return "y quit   any other key: keep playing";
    if (app->filtering)
        return "type to filter   Enter play   Up/Down move   Backspace delete   Esc clear";
    if (tui_driver_is_over(app)) return "game over   q quit   ? help";
    if (app->lay.cols < 100) return "j/k move  Enter play  / filter  r roll  e end  ? help  q quit";
    if (app->rivals)
        return "j/k move  Enter play  / filter  r roll  e end  s/c/o build  t trade  ? help  q "
               "quit";
    if (app->classic && app->lay.cols >= 124)
        return "j/k move  Enter play  / filter  r roll  e end  b buy  s/c/o/w build  t trade  "
               "HJKL scroll  z centre  ? help  q quit";
    return "j/k move  Enter play  / filter  r roll  e end  b buy  s/c/o build  t trade  p cards  ? "
           "help  q quit";
}
