/* rivals_points.c — points recomputed from the principality (R§5): victory points with the
 * strength and trade advantages, the strength, skill, commerce and progress points, trade rates. */
#include "rivals_internal.h"

/* The strength a unit in a town with a Tavern counts beyond 1 and loses. */
static int tavern_excess(const rv_card *k) {
    return k->type >= RV_T_HERO && k->type <= RV_T_UNIT && k->strength > 1 ? k->strength - 1 : 0;
}

/* A card's strength, skill, commerce or progress points (which 0..3); a unit in a town with a
 * Tavern counts 1 strength at most. */
static int card_points(const rv_card *k, int which, int in_tavern_town) {
    int n = rv_printed_points(k, which);
    return which == 0 && in_tavern_town ? n - tavern_excess(k) : n;
}

/* The strength p's units in the towns beside his Red Light Tavern lose. */
static int tavern_loss(const rv_state *s, int p) {
    int n = 0;
    for (uint32_t m = rv_tavern_towns(s, p); m; m &= m - 1)
        for (int site = 0, town = __builtin_ctz(m); site < RV_SITES; site++) {
            int c = s->pr[p].site[town][site];
            if (c != RV_NONE) n += tavern_excess(rv_card_of(s, c));
        }
    return n;
}

/* The points of a card by the fields: the Abbey Brewery's with its side's (k 0), Reiner the
 * Miller's (k 1). */
static int field_points(const rv_state *s, int p, int k, int which) {
    int n = card_points(rv_card_of(s, rv_field_card(s, p, k)), which, 0);
    return n + (k == 0 && (which == 0 || which == 2) ? rv_brewery_points(s->brewery_side[p], which) : 0);
}

/* Commerce beyond the cards' own: Trading Posts on his roads, the Trading Base and the
 * Salt Silo (the hook), less one for a Brigand Camp on his road. */
static int commerce_of(const rv_data *d, const rv_state *s, int p, int printed_commerce) {
    int n = printed_commerce;
    for (int k = 0; k < 2; k++)
        if (s->post[p][k]) n += rv_card_of(s, rv_post_card(s, p, k))->commerce;
    n += rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_COMMERCE);
    return rv_camp_on(s, p) && n > 0 ? n - 1 : n;
}

/* One kind of points alone (rv_tally_of's, without its walk over the sites: their points are the
 * derived site_points). */
static int points_one(const rv_data *d, const rv_state *s, int p, int which) {
    int n = s->site_points[p][which] - (which == 0 ? tavern_loss(s, p) : 0);
    for (int k = 0; k < 2; k++)
        if (s->fields[p][k]) n += field_points(s, p, k, which);
    for (int k = 0; k < d->rot_slots; k++) /* turned to a level: printed points per level */
        if (s->rot[p][k]) n += card_points(rv_card_of(s, rv_rot_card(s, p, k)), which, 0) * s->rot_level[p][k];
    n += rv_comp_points(s, p, which); /* the road complements */
    return which == 2 ? commerce_of(d, s, p, n) : n;
}

void rv_tally_of(const rv_data *d, const rv_state *s, int p, rv_tally *t) {
    memset(t, 0, sizeof *t);
    for (int town = 0; town < RV_TOWN_COLS; town++) t->vp += s->pr[p].town[town]; /* settlement 1, city 2 (R§4) */
    uint32_t tavern = rv_tavern_towns(s, p); /* its towns' units: 1 strength at most */
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *k = rv_card_of(s, c);
        t->vp += k->vp;
        for (int w = 0; w < 4; w++) t->points[w] += card_points(k, w, tavern >> (x / RV_SITES) & 1);
    }
    for (int k = 0; k < 2; k++) /* a Temple or Church under Bran or Judith: its points */
        if (s->laid[p][k]) t->vp += rv_card_of(s, rv_under(s, p, k))->vp;
    for (int k = 0; k < 2; k++)
        if (s->fields[p][k])
            for (int w = 0; w < 4; w++) t->points[w] += field_points(s, p, k, w);
    for (int k = 0; k < d->rot_slots; k++) /* cards turned to a level: printed points per level */
        if (s->rot[p][k]) {
            const rv_card *card = rv_card_of(s, rv_rot_card(s, p, k));
            int level = s->rot_level[p][k];
            t->vp += card->vp * level;
            for (int w = 0; w < 4; w++) t->points[w] += card_points(card, w, 0) * level;
        }
    for (int w = 0; w < 4; w++) t->points[w] += rv_comp_points(s, p, w); /* the road complements */
    t->points[2] = commerce_of(d, s, p, t->points[2]);
}

/* One kind of points: one walk, without the other kinds' work (rv_check compares it with the tally). */
int rv_points(const rv_data *d, const rv_state *s, int p, int which) { return points_one(d, s, p, which); }

/* Cards in p's principality of a type (or any, type < 0) and an ability (or any, fn NULL). */
static int count_cards(const rv_data *d, const rv_state *s, int p, int type, rv_ability_fn fn) {
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
    for (int k = 0; k < d->rot_slots + 2; k++) { /* turned to a level, Trading Posts */
        int on = k < d->rot_slots ? rv_rot_card(s, p, k) : rv_post_card(s, p, k - d->rot_slots);
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

/* The points of the cards under Bran and Judith and of those turned to a level. */
static inline int laid_vp(const rv_data *d, const rv_state *s, int p) {
    int n = 0;
    for (int k = 0; k < 2; k++)
        if (s->laid[p][k]) n += rv_card_of(s, rv_under(s, p, k))->vp;
    for (int k = 0; k < d->rot_slots; k++)
        if (s->rot[p][k]) n += rv_card_of(s, rv_rot_card(s, p, k))->vp * s->rot_level[p][k];
    return n;
}

/* p's points without the advantages: his settlements and cities and the printed points of his cards
 * (site_vp, derived), those laid under others and turned to a level, and the Harbor's (the hook,
 * asked only when he has a card that answers it). Inline: the win check asks it after every step. */
static inline int vp_own(const rv_data *d, const rv_state *s, int p) {
    int n = s->site_vp[p] + laid_vp(d, s, p);
    return n + rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_VP);
}
int rv_vp_own(const rv_data *d, const rv_state *s, int p) { return vp_own(d, s, p); }

uint32_t rv_card_hooks(const rv_state *s, int card) {
    return card == RV_NONE ? 0 : rv_ability_hooks(rv_card_of(s, card)->ability) & ((1u << RV_H_COUNT) - 1);
}

void rv_count_sites(const rv_state *s, int p, rv_site_sums *t) {
    memset(t, 0, sizeof *t);
    for (int town = 0; town < RV_TOWN_COLS; town++) t->vp += s->pr[p].town[town];
    memset(t->kinds, RV_NONE, sizeof t->kinds);
    RV_FOR_CARDS(s, p, x, c) {
        t->kinds[x] = s->kind[c];
        if (rv_card_of(s, c)->flags & RV_F_BOOSTER) t->boosters |= 1ull << x;
        t->vp += rv_card_vp(s, c);
        for (int w = 0; w < 4; w++) t->points[w] = (uint8_t)(t->points[w] + rv_card_points(s, c, w));
        if (rv_card_ship(s, c) >= 0) t->ships[rv_card_ship(s, c)]++;
        for (uint32_t h = rv_card_hooks(s, c); h; h &= h - 1) t->hooks[__builtin_ctz(h)]++;
    }
}

void rv_store_site_sums(rv_state *s, int p, const rv_site_sums *t) {
    s->site_vp[p] = (uint8_t)t->vp;
    memcpy(s->site_points[p], t->points, sizeof t->points);
    memcpy(s->site_ships[p], t->ships, sizeof t->ships);
    memcpy(s->hook_cards[p], t->hooks, sizeof t->hooks);
    memcpy(s->site_kind[p], t->kinds, sizeof t->kinds);
    s->booster_sites[p] = t->boosters;
}

int rv_holds_advantage(const rv_data *d, const rv_state *s, int p, int which) {
    int mine = rv_points(d, s, p, which);
    return mine >= 3 && mine > rv_points(d, s, 1 - p, which);
}

int rv_vp(const rv_data *d, const rv_state *s, int p) {
    return rv_vp_own(d, s, p) + rv_holds_advantage(d, s, p, 0) + rv_holds_advantage(d, s, p, 2);
}

/* Whether the advantages bring p's own points n to goal (n is goal - 1 or goal - 2). Not inlined:
 * the win check's usual answer (far from the goal) then needs few registers. */
static __attribute__((noinline)) int advantages_reach(const rv_data *d, const rv_state *s, int p, int n, int goal) {
    n += rv_holds_advantage(d, s, p, 0);
    if (n >= goal || n + 1 < goal) return n >= goal;
    return n + rv_holds_advantage(d, s, p, 2) >= goal;
}

/* His own points first; the advantages (strength and commerce from the derived site_points) only
 * when they decide. */
int rv_vp_reaches(const rv_data *d, const rv_state *s, int p, int goal) {
    int n = vp_own(d, s, p);
    if (n >= goal || n + 2 < goal) return n >= goal;
    return advantages_reach(d, s, p, n, goal);
}

/* R§4: 3 of a kind for 1; a trade ship of the resource makes it 2 (R§7), Hergild 1 this turn. */
int rv_trade_rate(const rv_data *d, const rv_state *s, int p, int res) {
    if ((s->turn_flags & RV_TF_HERGILD) && (rv_ship_resources(d, s, p) >> res & 1)) return 1; /* */
    if (rv_lighthouse_resources(d, s, p) >> res & 1) return 1; /* */
    if (res == RV_WOOL && rv_sacrificial_wool(d, s, p)) return 2;
    return rv_ship_resources(d, s, p) >> res & 1 ? 2 : 3;
}

/* The resources of p's trade ships (the derived site_ships). */
uint32_t rv_ship_resources(const rv_data *d, const rv_state *s, int p) {
    (void)d;
    return rv_bytes_at_least(rv_resource_word(s->site_ships[p]), 1);
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
