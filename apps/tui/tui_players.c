/* tui_players.c — the players panel: for every player his points (the person's own with his
 * hidden victory-point cards), cards in hand, development cards, knights, road length (the trade
 * route in Seafarers, with the ships on the board) and the Longest Road / Largest Army, marked
 * '>' on turn (in World 'G' and 'R', the green and red active players); then the person's hand,
 * his development cards, gold picks he owes and the bank. */
#include <stdio.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "tui_internal.h"

int tui_players_height(const tui_app *app) {
    return 1 + app->game->num_players + (app->classic ? 3 : 2);
}

static int sum(const uint8_t *v, int n) {
    int t = 0;
    for (int i = 0; i < n; i++) t += v[i];
    return t;
}

/* "p0 red you"; seats 10 and 11 with their board mark: "p10(a) red2". */
static void player_name(const tui_app *app, int p, char *buf, size_t cap) {
    char mark[8] = "";
    if (p >= 10) snprintf(mark, sizeof mark, "(%c)", tui_seat_glyph(p));
    snprintf(buf, cap, "p%d%s %s%s", p, mark, tui_player_colour_name(p),
             p == app->seat ? " you" : "");
}

/* The mark before a player's name: '>' on turn; World's active players 'G' (green) and 'R'. */
static char turn_mark(const tui_app *app, int p) {
    const tui_cview *v = app->cv;
    if (app->world && p == v->red) return 'R';
    if (p == v->current) return app->world ? 'G' : '>';
    return ' ';
}

static void classic_row(tui_app *app, const tui_rect *r, int row, int p) {
    const tui_cview *v = app->cv;
    int you = p == app->seat;
    int vp = you ? ctn_classic_total_vp(app->game, app->view, p)
                 : ctn_classic_public_vp(app->game, app->view, p);
    int cards = sum(v->hand[p], CTN_RESOURCE_COUNT) + v->hidden_hand[p];
    int devs = sum(v->dev_hand[p], CL_DEV_COUNT) + v->hidden_dev[p];
    char name[32], ships[16] = "";
    player_name(app, p, name, sizeof name);
    if (app->sea) snprintf(ships, sizeof ships, " %3d", v->ships[p]);
    tui_textf(r, row, 0, tui_player_attr(p), "%c%-15.15s %3d %5d %4d %3d %4d%s  %s%s",
              turn_mark(app, p), name, vp, cards, devs, v->knights[p], v->road_length[p], ships,
              v->longest_road_owner == p ? "LongestRoad " : "",
              v->largest_army_owner == p ? "LargestArmy" : "");
}

static void classic_hand(tui_app *app, const tui_rect *r, int row) {
    const tui_cview *v = app->cv;
    int p = app->seat, col = 0;
    char buf[96];
    tui_text(r, row, 0, A_BOLD, "Hand:");
    col = 6;
    for (int res = 0; res < CTN_RESOURCE_COUNT; res++) {
        snprintf(buf, sizeof buf, "%s %d", ctn_resource_name(res), v->hand[p][res]);
        tui_text(r, row, col, v->hand[p][res] ? A_BOLD : A_DIM, buf);
        col += (int)strlen(buf) + 2;
    }
    size_t n = 0;
    buf[0] = 0;
    for (int c = 0; c < CL_DEV_COUNT && n < sizeof buf; c++)
        if (v->dev_hand[p][c])
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%d %s%s", n ? ", " : "",
                                  v->dev_hand[p][c], ctn_dev_card_name(c),
                                  v->dev_new[p][c] ? " (new)" : "");
    tui_textf(r, row + 1, 0, A_NORMAL, "Cards: %s", n ? buf : "none");
    if (v->gold_owed[p])
        tui_textf(r, row + 1, r->w / 2, tui_pair(TUI_PAIR_GOLD) | A_BOLD, "gold picks owed: %d",
                  v->gold_owed[p]);
    tui_textf(r, row + 2, 0, A_DIM, "Bank: %d lumber %d brick %d wool %d grain %d ore; %d dev",
              v->bank[0], v->bank[1], v->bank[2], v->bank[3], v->bank[4], v->hidden_deck);
}

static void struggle_row(tui_app *app, const tui_rect *r, int row, int p) {
    const ctn_struggle_state *v = (const ctn_struggle_state *)app->view;
    int cards = sum(v->hand[p], CTN_RESOURCE_COUNT) + v->hidden_hand[p];
    char name[32];
    player_name(app, p, name, sizeof name);
    tui_textf(r, row, 0, tui_player_attr(p), "%c%-12s %3d %5d %5d %7d", p == v->current ? '>' : ' ',
              name, ctn_struggle_vp(app->game, v, p), cards, v->roads[p], v->knights[p]);
}

static void struggle_hand(tui_app *app, const tui_rect *r, int row) {
    const ctn_struggle_state *v = (const ctn_struggle_state *)app->view;
    int col = 6;
    char buf[48];
    tui_text(r, row, 0, A_BOLD, "Hand:");
    for (int res = 0; res < CTN_RESOURCE_COUNT; res++) {
        snprintf(buf, sizeof buf, "%s %d", ctn_resource_name(res), v->hand[app->seat][res]);
        tui_text(r, row, col, v->hand[app->seat][res] ? A_BOLD : A_DIM, buf);
        col += (int)strlen(buf) + 2;
    }
    tui_textf(r, row + 1, 0, A_DIM, "Phase: %s   trades left %d", ctn_struggle_phase_name(v->phase),
              v->trades_left);
}

/* Rivals: points, the four point sums, the hand's size and the advantages. */
static void rivals_row(tui_app *app, const tui_rect *r, int row, int p) {
    const ctn_rivals_state *v = (const ctn_rivals_state *)app->view;
    const ctn_game *g = app->game;
    int cards = v->hidden_hand[p] + __builtin_popcountll(v->hand[p][0]) +
                __builtin_popcountll(v->hand[p][1]);
    char name[32];
    player_name(app, p, name, sizeof name);
    tui_textf(r, row, 0, tui_player_attr(p), "%c%-12s %3d %4d %4d %4d %4d %5d %s%s",
              p == v->current ? '>' : ' ', name, ctn_rivals_vp(g, v, p),
              ctn_rivals_strength(g, v, p), ctn_rivals_skill(g, v, p), ctn_rivals_commerce(g, v, p),
              ctn_rivals_progress(g, v, p), cards,
              ctn_rivals_strength_holder(g, v) == p ? "Strength " : "",
              ctn_rivals_trade_holder(g, v) == p ? "Trade" : "");
}

static void rivals_turn(tui_app *app, const tui_rect *r, int row) {
    const ctn_rivals_state *v = (const ctn_rivals_state *)app->view;
    tui_textf(r, row, 0, A_DIM, "Phase: %s   (%d points win)", ctn_rivals_phase_name(v->phase),
              ctn_rivals_vp_to_win(app->game));
}

void tui_players_draw(tui_app *app, const tui_rect *r) {
    int n = app->game->num_players;
    char title[96];
    if (app->classic)
        snprintf(title, sizeof title, " %-15s %3s %5s %4s %3s %4s%s  %s", "player", "VP", "cards",
                 "dev", "kn", "road", app->sea ? " shp" : "", "awards");
    else if (app->rivals)
        snprintf(title, sizeof title, " %-12s %3s %4s %4s %4s %4s %5s %s", "player", "VP", "str",
                 "skl", "com", "prg", "hand", "advantage");
    else
        snprintf(title, sizeof title, " %-12s %3s %5s %5s %7s", "player", "VP", "cards", "roads",
                 "knights");
    tui_title(r, title);
    for (int p = 0; p < n; p++) {
        if (app->classic)
            classic_row(app, r, 1 + p, p);
        else if (app->rivals)
            rivals_row(app, r, 1 + p, p);
        else
            struggle_row(app, r, 1 + p, p);
    }
    if (app->classic)
        classic_hand(app, r, 1 + n);
    else if (app->rivals)
        rivals_turn(app, r, 1 + n);
    else
        struggle_hand(app, r, 1 + n);
}
