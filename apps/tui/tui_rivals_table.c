/* tui_rivals_table.c — Rivals for Catan's table in text: the opponent's principality on top, the
 * centre (stack sizes, the region stack, the centre cards, the dice, the advantages) in the
 * middle, the person's principality below it and his hand at the bottom. A principality is a row
 * of cells, one per region column and town column (R§3): a region shows its resource, number and
 * stock ("6 [**.]"), a road column "=road=", a town "sett t5" or "CITY t5", and the expansion
 * cards above and below a town (the outer ones of a city at the edges) their name and points;
 * the title line names the Era of Intrigue's cards that lie outside the sites. Cells shrink to
 * fit the window (then with short forms). */
#include <stdio.h>
#include <string.h>

#include "tui_internal.h"
#include "tui_rivals.h"

enum {
    PR_ROWS = 10,  /* title, outer top (2), top (2), middle, bottom (2), outer bottom (2) */
    HAND_ROWS = 8, /* heading and up to 7 cards (more are cut) */
    CENTRE_ROWS = 3,
    CELL_MAX = 10,
    CELL_MIN = 5,
    NARROW = 8, /* narrower cells get the short forms */
    TABLE_COLS = 130
};

void tui_rivals_table_size(const tui_app *app, int *rows, int *cols) {
    (void)app;
    *rows = 2 * PR_ROWS + CENTRE_ROWS + HAND_ROWS;
    *cols = TABLE_COLS;
}

typedef struct grid {
    const tui_rect *r;
    int first, cells, width; /* first cell index (region column c = cell 2c), count, width */
} grid;

/* The card shown on site k of p's town t: his own, or the opponent's Trading Station laid there
 * outside the sites; RV_NONE for a free site. */
static int site_shown(const ctn_rivals_state *s, int p, int t, int k) {
    int station = s->station[p][0] && s->station[p][1] - 1 == t * RV_SITES + k;
    return s->pr[p].site[t][k] == RV_NONE && station ? s->station[p][0] - 1 : s->pr[p].site[t][k];
}

/* Two lines for a card on a site: its name, then its points. */
static void card_cell(tui_app *app, const grid *gr, int y, int cell, int card) {
    int x = (cell - gr->first) * gr->width;
    if (card == RV_NONE) {
        tui_text(gr->r, y, x, A_DIM, "  -");
        return;
    }
    const ctn_rivals_card *c = tui_rivals_card(app->game, (const ctn_rivals_state *)app->view, card);
    char pts[24];
    tui_rivals_short_points(c, pts, sizeof pts);
    tui_textf(gr->r, y, x, A_BOLD, "%.*s", gr->width - 1, c ? c->name : "?");
    tui_textf(gr->r, y + 1, x, A_NORMAL, "%.*s", gr->width - 1, pts);
}

static attr_t resource_attr(int res) {
    static const int PAIRS[RV_NUM_RESOURCES] = {TUI_PAIR_FOREST,    TUI_PAIR_HILLS,
                                                TUI_PAIR_PASTURE,   TUI_PAIR_FIELDS,
                                                TUI_PAIR_MOUNTAINS, TUI_PAIR_GOLD};
    return res >= 0 && res < RV_NUM_RESOURCES ? tui_pair(PAIRS[res]) | A_BOLD : A_NORMAL;
}

/* Two lines for a region: "grain", then "6 [**.]" (narrow cells: "6**."). */
static void region_cell(const ctn_rivals_state *s, const grid *gr, int y, int cell, int region) {
    if (region == RV_NONE) return;
    int x = (cell - gr->first) * gr->width, res = ctn_rivals_regions[region].resource;
    char stock[4] = "...", line[32];
    for (int i = 0; i < s->stock[region] && i < 3; i++) stock[i] = '*';
    snprintf(line, sizeof line, gr->width >= NARROW ? "%d [%s]" : "%d%s",
             ctn_rivals_regions[region].number, stock);
    tui_textf(gr->r, y, x, resource_attr(res), "%.*s", gr->width - 1,
              ctn_rivals_resource_name(res));
    tui_textf(gr->r, y + 1, x, A_NORMAL, "%.*s", gr->width - 1, line);
}

/* The middle line of a town: "sett t5" or "CITY t5" (narrow cells: "S t5", "C t5"). */
static void town_cell(const grid *gr, int y, int cell, int p, int t, int city) {
    char line[32];
    if (gr->width >= NARROW)
        snprintf(line, sizeof line, "%s t%d", city ? "CITY" : "sett", t);
    else
        snprintf(line, sizeof line, "%c t%d", city ? 'C' : 'S', t);
    tui_textf(gr->r, y, (cell - gr->first) * gr->width, tui_player_attr(p) | (city ? A_REVERSE : 0),
              "%.*s", gr->width - 1, line);
}

static void principality(tui_app *app, const grid *gr, int y, int p) {
    const ctn_rivals_state *s = (const ctn_rivals_state *)app->view;
    const rv_principality *pr = &s->pr[p];
    for (int cell = gr->first; cell < gr->first + gr->cells; cell++) {
        if (cell % 2 == 0) {
            int x = (cell - gr->first) * gr->width;
            int c = cell / 2;
            region_cell(s, gr, y + 3, cell, pr->region[c][0]);
            region_cell(s, gr, y + 6, cell, pr->region[c][1]);
            if (pr->roads >> c & 1)
                tui_textf(gr->r, y + 5, x, tui_player_attr(p), "%.*s", gr->width - 1, "=road=");
            continue;
        }
        int t = cell / 2;
        if (!pr->town[t]) continue;
        int city = pr->town[t] == 2;
        town_cell(gr, y + 5, cell, p, t, city);
        card_cell(app, gr, y + 3, cell, site_shown(s, p, t, 1));
        card_cell(app, gr, y + 6, cell, site_shown(s, p, t, 2));
        if (city) {
            card_cell(app, gr, y + 1, cell, site_shown(s, p, t, 0));
            card_cell(app, gr, y + 8, cell, site_shown(s, p, t, 3));
        }
    }
}

/* The name of card c (card id + 1 as the state keeps it), or "?". */
static const char *laid_name(tui_app *app, int c1) {
    const ctn_rivals_card *k = tui_rivals_card(app->game, (const ctn_rivals_state *)app->view, c1 - 1);
    return k ? k->name : "?";
}

/* The region position of p's region id r, or -1. */
static int region_pos(const ctn_rivals_state *s, int p, int r) {
    for (int pos = 0; pos < 2 * RV_REGION_COLS; pos++)
        if (s->pr[p].region[pos / 2][pos % 2] == r) return pos;
    return -1;
}

/* The Era of Intrigue's cards outside the sites: "; Odin's Temple under
 * Bran; Red Light Tavern on road c6; Abbey Brewery by p12"; the cards turned to a level:
 * "; Cloth Merchant's Residence level 2 by p13", a sage's level its owls; the Era of
 * Prosperity's stars: "; 2 stars"; the Era of Explorers' "; 1 explorer ship, 0 of 9 sea
 * cards discovered". */
static void laid_text(tui_app *app, int p, char *buf, size_t cap) {
    const ctn_rivals_state *s = (const ctn_rivals_state *)app->view;
    static const char *const HEROES[2] = {"Bran", "Judith"};
    buf[0] = '\0';
    if (ctn_rivals_num_stacks(app->game) == 5 && ctn_rivals_stack_set(app->game, 3) == RV_SET_PROSPERITY)
        tui_append(buf, cap, "; %d star%s", s->stars[p], s->stars[p] == 1 ? "" : "s"); /* his Public Feeling */
    if (s->ships[p]) { /* the Era of Explorers: his standing explorer ships, his sea cards discovered */
        int found = 0;
        for (int i = 0; i < RV_SEA_CARDS; i++) found += s->sea[p][i] != RV_SEA_HIDDEN;
        tui_append(buf, cap, "; %d explorer ship%s, %d of 9 sea cards discovered", s->ships[p], s->ships[p] == 1 ? "" : "s", found);
    }
    for (int k = 0; k < 2; k++)
        if (s->laid[p][k]) tui_append(buf, cap, "; %s under %s", laid_name(app, s->laid[p][k]), HEROES[k]);
    if (s->tavern[p][0]) tui_append(buf, cap, "; %s on road c%d", laid_name(app, s->tavern[p][0]), s->tavern[p][1] - 1);
    for (int k = 0; k < 2; k++)
        if (s->fields[p][k])
            tui_append(buf, cap, "; %s by p%d", laid_name(app, s->fields[p][k]), region_pos(s, p, s->fields_at[p][k] - 1));
    if (s->camp[p][0]) tui_append(buf, cap, "; %s on road c%d", laid_name(app, s->camp[p][0]), s->camp[p][1] - 1);
    if (s->hold[p][0]) tui_append(buf, cap, "; %s on road c%d", laid_name(app, s->hold[p][0]), s->hold[p][1] - 1); /* */
    if (s->station[p][0]) /* the opponent's, on a city site of p's */
        tui_append(buf, cap, "; the opponent's %s on x%d", laid_name(app, s->station[p][0]), s->station[p][1] - 1);
    for (int k = 0; k < 2; k++) /* the Era of Merchant Princes' Trading Posts on his roads */
        if (s->post[p][k]) tui_append(buf, cap, "; %s on road c%d", laid_name(app, s->post[p][k]), s->post_at[p][k] - 1);
    for (int k = 0; k < RV_ROT_SLOTS; k++) /* Residences, sages, the Manifesto, with their levels */
        if (s->rot[p][k] && s->rot_at[p][k])
            tui_append(buf, cap, "; %s level %d by p%d", laid_name(app, s->rot[p][k]), s->rot_level[p][k],
                       region_pos(s, p, s->rot_at[p][k] - 1));
        else if (s->rot[p][k]) /* by no region: the Manifesto */
            tui_append(buf, cap, "; %s level %d", laid_name(app, s->rot[p][k]), s->rot_level[p][k]);
}

static void principality_title(tui_app *app, const tui_rect *r, int y, int p) {
    const ctn_rivals_state *s = (const ctn_rivals_state *)app->view;
    const ctn_game *g = app->game;
    int hand = s->hidden_hand[p] + __builtin_popcountll(s->hand[p][0]) +
               __builtin_popcountll(s->hand[p][1]);
    char laid[160];
    laid_text(app, p, laid, sizeof laid);
    tui_textf(r, y, 0, tui_player_attr(p) | A_UNDERLINE,
              "%cp%d %s%s: %d VP  strength %d  skill %d  commerce %d  progress %d  hand %d%s",
              p == s->current ? '>' : ' ', p, tui_player_colour_name(p),
              p == app->seat ? " (you)" : "", ctn_rivals_vp(g, s, p), ctn_rivals_strength(g, s, p),
              ctn_rivals_skill(g, s, p), ctn_rivals_commerce(g, s, p), ctn_rivals_progress(g, s, p),
              hand, laid);
}

static void centre(tui_app *app, const tui_rect *r, int y) {
    const ctn_rivals_state *s = (const ctn_rivals_state *)app->view;
    const ctn_game *g = app->game;
    char line[200] = "";
    int n = ctn_rivals_num_stacks(g); /* 4, 5 in a theme game, 8 in the tournament */
    int pile = __builtin_popcountll(s->discard[0]) + __builtin_popcountll(s->discard[1]);
    if (ctn_rivals_stack_owner(g, 0) != RV_NONE) { /* the tournament: own stacks and piles */
        for (int k = 0; k < n; k++) {
            int owner = ctn_rivals_stack_owner(g, k), first = k, last = k;
            if (k > 0 && owner == ctn_rivals_stack_owner(g, k - 1)) continue;
            while (last + 1 < n && ctn_rivals_stack_owner(g, last + 1) == owner) last++;
            tui_append(line, sizeof line, "p%d s%d-s%d:", owner, first, last);
            for (int j = first; j <= last; j++) tui_append(line, sizeof line, " %d", s->stacks[j].n);
            tui_append(line, sizeof line, "  ");
        }
        int pile1 = __builtin_popcountll(s->discard1[0]) + __builtin_popcountll(s->discard1[1]);
        tui_textf(r, y, 0, A_NORMAL, "Stacks %sdiscard %d/%d", line, pile - pile1, pile1);
    } else {
        for (int k = 0; k < n; k++) tui_append(line, sizeof line, "s%d %d  ", k, s->stacks[k].n);
        tui_textf(r, y, 0, A_NORMAL, "Stacks: %s regions %d  discard %d", line,
                  __builtin_popcount(s->region_stack), pile);
    }
    tui_textf(r, y + 1, 0, A_NORMAL, "Centre: %d roads, %d settlements, %d cities", s->roads_left,
              s->settlements_left, s->cities_left);
    int sh = ctn_rivals_strength_holder(g, s), th = ctn_rivals_trade_holder(g, s);
    char strength[8] = "-", trade[8] = "-";
    if (sh != RV_NONE) snprintf(strength, sizeof strength, "p%d", sh);
    if (th != RV_NONE) snprintf(trade, sizeof trade, "p%d", th);
    if (s->production)
        tui_textf(r, y + 2, 0, A_BOLD, "Dice: %d %s   Strength advantage %s, trade advantage %s",
                  s->production, ctn_rivals_face_name(s->event_face), strength, trade);
    else
        tui_textf(r, y + 2, 0, A_BOLD,
                  "Dice: not rolled   Strength advantage %s, trade advantage %s", strength, trade);
}

/* The person's hand, a card a line with its facts. */
static void hand(tui_app *app, const tui_rect *r, int y) {
    const ctn_rivals_state *s = (const ctn_rivals_state *)app->view;
    int p = app->seat, row = y + 1;
    tui_textf(r, y, 0, A_BOLD, "Your hand (limit %d):", 3 + ctn_rivals_progress(app->game, s, p));
    for (int c = 0; c < RV_MAX_DRAW_CARDS && row < r->h; c++) {
        if (!(s->hand[p][c >> 6] >> (c & 63) & 1)) continue;
        const ctn_rivals_card *k = tui_rivals_card(app->game, s, c);
        char facts[96];
        if (!k) continue;
        tui_rivals_facts(k, facts, sizeof facts);
        tui_textf(r, row++, 2, A_NORMAL, "c%-3d %-18s  %s", c, k->name, facts);
    }
    if (row == y + 1) tui_text(r, row, 2, A_DIM, "no cards");
}

/* The cells of player p's principality, as wide as the window allows. */
static grid grid_of(const ctn_rivals_state *s, const tui_rect *r, int p) {
    grid gr = {r, 2 * s->pr[p].left, 2 * (s->pr[p].right - s->pr[p].left) + 1, CELL_MAX};
    if (gr.cells * gr.width > r->w) gr.width = r->w / gr.cells;
    if (gr.width < CELL_MIN) gr.width = CELL_MIN;
    return gr;
}

void tui_rivals_table_draw(tui_app *app, const tui_rect *r) {
    const ctn_rivals_state *s = (const ctn_rivals_state *)app->view;
    int me = app->seat, other = 1 - app->seat;
    grid top = grid_of(s, r, other), bottom = grid_of(s, r, me);
    principality_title(app, r, 0, other);
    principality(app, &top, 0, other);
    centre(app, r, PR_ROWS);
    principality_title(app, r, PR_ROWS + CENTRE_ROWS, me);
    principality(app, &bottom, PR_ROWS + CENTRE_ROWS, me);
    hand(app, r, 2 * PR_ROWS + CENTRE_ROWS);
}
