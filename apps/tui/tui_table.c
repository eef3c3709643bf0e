/* tui_table.c — the Struggle for Catan's table in text: the market, the deck and the discard
 * pile, the direction card, and each player's cards on the table (roads and knights in their
 * A/B stacks, settlements, cities, expansions) with his hand size and points. */
#include <stdio.h>
#include <string.h>

#include "catan/struggle.h"
#include "tui_internal.h"

enum { TABLE_COLS = 56, ROWS_PER_PLAYER = 4 };

void tui_table_size(const tui_app *app, int *rows, int *cols) {
    *rows = 7 + ROWS_PER_PLAYER * app->game->num_players;
    *cols = TABLE_COLS;
}

static int total(const uint8_t *cards) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += cards[r];
    return n;
}

static void draw_market(const tui_rect *r, int row, const ctn_struggle_state *s) {
    tui_text(r, row, 0, A_BOLD, "Market:");
    int col = 9;
    for (int res = 0; res < CTN_RESOURCE_COUNT; res++)
        for (int k = 0; k < s->market[res]; k++) {
            char card[12];
            snprintf(card, sizeof card, "[%s]", ctn_resource_name(res));
            tui_text(r, row, col, A_BOLD, card);
            col += (int)strlen(card) + 1;
        }
    if (col == 9) tui_text(r, row, col, A_DIM, "(empty)");
}

static void draw_piles(const tui_rect *r, int row, const ctn_struggle_state *s) {
    int deck = s->viewer == ST_NOBODY ? total(s->deck) : s->hidden_deck;
    tui_textf(r, row, 0, A_NORMAL, "Deck: %d cards   Discard pile: %d cards", deck,
              total(s->discard));
    const char *dir =
        s->direction ? "coloured side up (against seat order)" : "white arrows up (in seat order)";
    if (s->num_players < 3) dir = "not used with 2 players";
    tui_textf(r, row + 1, 0, A_NORMAL, "Direction card: %s", dir);
    tui_textf(r, row + 2, 0, A_DIM, "Supply: %d roads, %d settlements, %d knights", s->road_supply,
              s->settlement_supply, s->knight_supply);
}

/* "A B A" for a stack of n alternating cards. */
static void stack_text(int n, char *buf, size_t cap) {
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len + 3 < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%c", i ? " " : "", i % 2 ? 'B' : 'A');
    if (!n) snprintf(buf, cap, "-");
}

static void draw_player(tui_app *app, const tui_rect *r, int row, int p) {
    const ctn_game *g = app->game;
    const ctn_struggle_state *s = (const ctn_struggle_state *)app->view;
    attr_t attr = tui_player_attr(p);
    int cards = total(s->hand[p]) + s->hidden_hand[p];
    tui_textf(r, row, 0, attr, "%cp%d%s  %d VP  %d cards in hand", p == s->current ? '>' : ' ', p,
              p == app->seat ? " (you)" : "", ctn_struggle_vp(g, s, p), cards);
    char roads[40], knights[40];
    stack_text(s->roads[p], roads, sizeof roads);
    stack_text(s->knights[p], knights, sizeof knights);
    tui_textf(r, row + 1, 3, A_NORMAL, "roads %s   knights %s", roads, knights);
    char exps[160] = "";
    size_t n = 0;
    for (int e = 0; e < ST_EXP_COUNT && n < sizeof exps; e++)
        if (s->expansions[p] >> e & 1)
            n += (size_t)snprintf(exps + n, sizeof exps - n, "%s%s", n ? ", " : "",
                                  ctn_struggle_expansion_name(e));
    tui_textf(r, row + 2, 3, A_NORMAL, "settlements %d   cities %d   expansions: %s",
              s->settlements[p], s->cities[p], n ? exps : "-");
}

void tui_table_draw(tui_app *app, const tui_rect *r) {
    const ctn_struggle_state *s = (const ctn_struggle_state *)app->view;
    tui_title(r, "The table");
    draw_market(r, 2, s);
    draw_piles(r, 3, s);
    for (int p = 0; p < app->game->num_players; p++)
        draw_player(app, r, 7 + ROWS_PER_PLAYER * p, p);
}
