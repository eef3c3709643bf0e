/* rivals_points.c — points recomputed from the principality (R§5): victory points with the
 * strength and trade advantages, the strength, skill, commerce and progress points, trade rates. */
#include "rivals_internal.h"

void rv_tally_of(const rv_data *d, const rv_state *s, int p, rv_tally *t) {
    memset(t, 0, sizeof *t);
    for (int town = 0; town < RV_TOWN_COLS; town++) t->vp += s->pr[p].town[town]; /* settlement 1, city 2 (R§4) */
    uint32_t tavern = rv_tavern_towns(s, p); /* its towns' units: 1 strength at most */
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *k = rv_card_of(s, c);
        t->vp += k->vp;
        int unit = k->type >= RV_T_HERO && k->type <= RV_T_UNIT;
        t->points[0] += (tavern >> (x / RV_SITES) & 1) && unit && k->strength > 1 ? 1 : k->strength;
        t->points[1] += k->skill;
        t->points[2] += k->commerce;
        t->points[3] += k->progress;
    }
    for (int k = 0; k < 2; k++) /* a Temple or Church under Bran or Judith: its points */
        if (s->laid[p][k]) t->vp += rv_card_of(s, rv_under(s, p, k))->vp;
    for (int k = 0; k < 2; k++) /* the Abbey Brewery's side, Reiner the Miller */
        if (s->fields[p][k]) {
            const rv_card *card = rv_card_of(s, rv_field_card(s, p, k));
            t->points[0] += card->strength + (k ? 0 : rv_brewery_points(s->brewery_side[p], 0));
            t->points[1] += card->skill;
            t->points[2] += card->commerce + (k ? 0 : rv_brewery_points(s->brewery_side[p], 2));
            t->points[3] += card->progress;
        }
    for (int k = 0; k < 2; k++) /* Trading Posts on his roads: their commerce */
        if (s->post[p][k]) t->points[2] += rv_card_of(s, rv_post_card(s, p, k))->commerce;
    for (int k = 0; k < RV_ROT_SLOTS; k++) /* cards turned to a level: printed points per level */
        if (s->rot[p][k]) {
            const rv_card *card = rv_card_of(s, rv_rot_card(s, p, k));
            int level = s->rot_level[p][k];
            t->vp += card->vp * level;
            t->points[0] += card->strength * level;
            t->points[1] += card->skill * level;
            t->points[2] += card->commerce * level;
            t->points[3] += card->progress * level;
        }
    t->points[2] += rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_COMMERCE); /* Trading Base, Salt Silo */
    if (rv_camp_on(s, p) && t->points[2] > 0) t->points[2]--; /* a Brigand Camp on his road */
}

int rv_points(const rv_data *d, const rv_state *s, int p, int which) {
    rv_tally t;
    rv_tally_of(d, s, p, &t);
    return t.points[which];
}

/* Cards in p's principality of a type (or any, type < 0) and an ability (or any, fn NULL). */
static int count_cards(const rv_data *d, const rv_state *s, int p, int type, rv_ability_fn fn) {
    (void)d; /* the card kinds are the state's */
    int n = 0;
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *card = rv_card_of(s, c);
        n += (type < 0 || card->type == type) && (!fn || card->ability == fn);
    }
    for (int k = 0; k < 4; k++) { /* under Bran and Judith; by the fields */
        int under = k < 2 ? rv_under(s, p, k) : rv_field_card(s, p, k - 2);
        if (under < 0) continue;
        const rv_card *card = rv_card_of(s, under);
        n += (type < 0 || card->type == type) && (!fn || card->ability == fn);
    }
    for (int k = 0; k < RV_ROT_SLOTS + 2; k++) { /* turned to a level, Trading Posts */
        int on = k < RV_ROT_SLOTS ? rv_rot_card(s, p, k) : rv_post_card(s, p, k - RV_ROT_SLOTS);
        if (on < 0) continue;
        const rv_card *card = rv_card_of(s, on);
        n += (type < 0 || card->type == type) && (!fn || card->ability == fn);
    }
    return n;
}

int rv_count_type(const rv_data *d, const rv_state *s, int p, int type) { return count_cards(d, s, p, type, NULL); }
int rv_count_ability(const rv_data *d, const rv_state *s, int p, rv_ability_fn fn) { return count_cards(d, s, p, -1, fn); }

int rv_advantage_holder(int a, int b) {
    if (a >= 3 && a > b) return 0;
    if (b >= 3 && b > a) return 1;
    return RV_NONE;
}
int rv_strength_holder(const rv_data *d, const rv_state *s) {
    return rv_advantage_holder(rv_points(d, s, 0, 0), rv_points(d, s, 1, 0));
}
int rv_trade_holder(const rv_data *d, const rv_state *s) {
    return rv_advantage_holder(rv_points(d, s, 0, 2), rv_points(d, s, 1, 2));
}

int rv_vp(const rv_data *d, const rv_state *s, int p) {
    rv_tally t[RV_PLAYERS];
    for (int q = 0; q < RV_PLAYERS; q++) rv_tally_of(d, s, q, &t[q]);
    int n = t[p].vp;
    n += rv_advantage_holder(t[0].points[0], t[1].points[0]) == p; /* the strength advantage */
    n += rv_advantage_holder(t[0].points[2], t[1].points[2]) == p; /* the trade advantage */
    n += rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_VP); /* Harbor */
    return n;
}

int rv_vp_bound(const rv_data *d, const rv_state *s, int p) {
    int n = 2; /* both advantages */
    for (int town = 0; town < RV_TOWN_COLS; town++) n += s->pr[p].town[town];
    RV_FOR_CARDS(s, p, x, c) n += rv_card_of(s, c)->vp;
    for (int k = 0; k < 2; k++)
        if (s->laid[p][k]) n += rv_card_of(s, rv_under(s, p, k))->vp;
    for (int k = 0; k < RV_ROT_SLOTS; k++) /* turned to a level */
        if (s->rot[p][k]) n += rv_card_of(s, rv_rot_card(s, p, k))->vp * s->rot_level[p][k];
    return n + rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_VP);
}

/* R§4: 3 of a kind for 1; a trade ship of the resource makes it 2 (R§7), Hergild 1 this turn. */
int rv_trade_rate(const rv_data *d, const rv_state *s, int p, int res) {
    if ((s->turn_flags & RV_TF_HERGILD) && (rv_ship_resources(d, s, p) >> res & 1)) return 1; /* */
    if (rv_lighthouse_resources(d, s, p) >> res & 1) return 1; /* */
    if (res == RV_WOOL && rv_sacrificial_wool(d, s, p)) return 2;
    return rv_ship_resources(d, s, p) >> res & 1 ? 2 : 3;
}

uint32_t rv_ship_resources(const rv_data *d, const rv_state *s, int p) {
    (void)d; /* the card kinds are the state's */
    uint32_t m = 0;
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *card = rv_card_of(s, c);
        if (card->type == RV_T_TRADE_SHIP && card->resource < RV_NUM_RESOURCES) m |= 1u << card->resource;
    }
    return m;
}

/* R§5 step 4: searching a stack costs 2 resources, less with a Parish Hall. */
int rv_search_cost(const rv_data *d, const rv_state *s, int p) {
    int cost = 2 - rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_SEARCH_COST);
    return cost < 0 ? 0 : cost;
}

int ctn_rivals_vp(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_vp(rv_data_of(g), s, p); }
int ctn_rivals_strength(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 0); }
int ctn_rivals_skill(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 1); }
int ctn_rivals_commerce(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 2); }
int ctn_rivals_progress(const ctn_game *g, const ctn_rivals_state *s, int p) { return rv_points(rv_data_of(g), s, p, 3); }
int ctn_rivals_strength_holder(const ctn_game *g, const ctn_rivals_state *s) { return rv_strength_holder(rv_data_of(g), s); }
int ctn_rivals_trade_holder(const ctn_game *g, const ctn_rivals_state *s) { return rv_trade_holder(rv_data_of(g), s); }
