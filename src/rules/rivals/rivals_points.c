/* rivals_points.c — points recomputed from the principality (R§5): victory points with the
 * strength and trade advantages, the strength, skill, commerce and progress points, trade rates. */
#include "rivals_internal.h"

int rv_points(const rv_data *d, const rv_state *s, int p, int which) {
    int n = 0;
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *k2 = rv_card_of(d, c);
        n += which == 0 ? k2->strength : which == 1 ? k2->skill : which == 2 ? k2->commerce : k2->progress;
    }
    if (which == 2) n += rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_COMMERCE); /* Trading Base, Salt Silo */
    return n;
}

/* Cards in p's principality of a type (or any, type < 0) and an ability (or any, fn NULL). */
static int count_cards(const rv_data *d, const rv_state *s, int p, int type, rv_ability_fn fn) {
    int n = 0;
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *card = rv_card_of(d, c);
        n += (type < 0 || card->type == type) && (!fn || card->ability == fn);
    }
    return n;
}

int rv_count_type(const rv_data *d, const rv_state *s, int p, int type) { return count_cards(d, s, p, type, NULL); }
int rv_count_ability(const rv_data *d, const rv_state *s, int p, rv_ability_fn fn) { return count_cards(d, s, p, -1, fn); }

/* R§5: an advantage needs at least 3 points and strictly more than the opponent. */
static int holder(int a, int b) {
    if (a >= 3 && a > b) return 0;
    if (b >= 3 && b > a) return 1;
    return RV_NONE;
}
int rv_strength_holder(const rv_data *d, const rv_state *s) {
    return holder(rv_points(d, s, 0, 0), rv_points(d, s, 1, 0));
}
int rv_trade_holder(const rv_data *d, const rv_state *s) {
    return holder(rv_points(d, s, 0, 2), rv_points(d, s, 1, 2));
}

int rv_vp(const rv_data *d, const rv_state *s, int p) {
    int n = 0;
    for (int t = 0; t < RV_TOWN_COLS; t++) n += s->pr[p].town[t]; /* settlement 1, city 2 (R§4) */
    RV_FOR_CARDS(s, p, x, c) n += rv_card_of(d, c)->vp;
    n += rv_strength_holder(d, s) == p;
    n += rv_trade_holder(d, s) == p;
    n += rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_VP); /* Harbor */
    return n;
}

/* R§4: 3 of a kind for 1; a trade ship of the resource makes it 2 (R§7). */
int rv_trade_rate(const rv_data *d, const rv_state *s, int p, int res) {
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *card = rv_card_of(d, c);
        if (card->type == RV_T_TRADE_SHIP && card->resource == res) return 2;
    }
    return 3;
}

/* R§5 step 4: searching a stack costs 2 resources, less with a Parish Hall. */
int rv_search_cost(const rv_data *d, const rv_state *s, int p) {
    int cost = 2 - rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_SEARCH_COST);
    return cost < 0 ? 0 : cost;
}

int rv_hook_card(const rv_data *d, rv_state *s, int p, int card, rv_hook hook) {
    rv_ctx ctx = {d, s, p, card, (int)hook, 0, NULL};
    rv_ability_fn fn = rv_card_of(d, card)->ability;
    return fn ? fn(&ctx) : 0;
}

int rv_hook_all(const rv_data *d, rv_state *s, int p, rv_hook hook) {
    rv_ctx ctx = {d, s, p, 0, (int)hook, 0, NULL};
    int sum = 0;
    RV_FOR_CARDS(s, p, x, c) {
        if (!rv_card_of(d, c)->ability) continue;
        ctx.card = c;
        sum += rv_card_of(d, c)->ability(&ctx);
    }
    return sum;
}

int ctn_rivals_vp(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_vp(rv_data_of(g), s, p); }
int ctn_rivals_strength(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 0); }
int ctn_rivals_skill(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 1); }
int ctn_rivals_commerce(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 2); }
int ctn_rivals_progress(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 3); }
int ctn_rivals_strength_holder(const ctn_game *g, const ctn_rivals_state *s) { return rv_strength_holder(rv_data_of(g), s); }
int ctn_rivals_trade_holder(const ctn_game *g, const ctn_rivals_state *s) { return rv_trade_holder(rv_data_of(g), s); }
