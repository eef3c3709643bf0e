/* rivals_events.c — the event cards of the introductory game (R§7), one function each, named
 * by the card table; called with RV_H_RESOLVE when the card is revealed. Events needing choices
 * set the stage that asks for them (rivals_flow.c). In the Era of Turmoil the victim of Fraternal
 * Feuds or Feud is first offered Sebastian (rivals_abilities_turmoil.c). */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F

/* Yule: the event stack is rebuilt (Yule fourth from the bottom) and the next card is revealed. */
int rv_ev_yule(rv_ctx *c) {
    rv_events_rebuild(c->d, c->s, &c->s->rng);
    c->s->stage = RV_STG_EVENT_DRAW;
    return 0;
}

/* Year of Plenty: every region gains 1 per Storehouse and per Abbey next to it (room allowing). */
int rv_ev_year_of_plenty(rv_ctx *c) {
    rv_state *s = c->s;
    for (int p = 0; p < RV_PLAYERS; p++) {
        uint8_t add[RV_REGION_POS] = {0};
        for (uint64_t sites = rv_hook_sites(c->d, s, p, RV_H_PLENTY); sites; sites &= sites - 1) {
            int x = __builtin_ctzll(sites), v = rv_hook_card(c->d, s, p, rv_site_card(s, p, x), RV_H_PLENTY);
            if (!v) continue;
            uint32_t m = rv_site_regions(x / RV_SITES, x % RV_SITES);
            for (int pos = 0; pos < RV_REGION_POS; pos++)
                if (m >> pos & 1) add[pos] = (uint8_t)(add[pos] + v);
        }
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, p, pos);
            if (add[pos] && r != RV_NONE) rv_gain_region(s, r, add[pos]);
        }
    }
    return 0;
}

/* Invention: each player takes 1 resource of choice per own building with a progress point, at
 * most 2; the active player first. */
int rv_ev_invention(rv_ctx *c) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (c->s->current + i) % RV_PLAYERS, n = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++)
            for (int k = 0; k < RV_SITES; k++) {
                int card = c->s->pr[p].site[t][k];
                if (card != RV_NONE && rv_card_of(c->s, card)->type == RV_T_BUILDING &&
                    rv_card_of(c->s, card)->progress)
                    n++;
            }
        for (int j = 0; j < n && j < 2; j++) rv_push_gain(c->s, p, ALL_RESOURCES);
    }
    return 0;
}

/* Fraternal Feuds: the strength-advantage holder picks 2 cards of the opponent's hand, which go
 * under draw stacks of the opponent's choice (ruling R-4). */
int rv_ev_fraternal_feuds(rv_ctx *c) {
    int h = rv_strength_holder(c->d, c->s);
    if (h == RV_NONE || (rv_hand_count(c->s, 1 - h) > 0 && rv_courage_spares(c->d, c->s, 1 - h))) return 0; /* */
    c->s->ev_holder = (uint8_t)h;
    c->s->ff_left = 2;
    c->s->stage = RV_STG_FF;
    if (rv_hand_count(c->s, 1 - h) > 0) c->s->react = (uint8_t)rv_react_mask(c->d, c->s, 1 << (1 - h)); /* Sebastian */
    return 0;
}

/* Feud: the strength-advantage holder names 3 buildings of the opponent (all when he has 3 or
 * fewer); the opponent removes one of them under a draw stack of his choice. */
int rv_ev_feud(rv_ctx *c) {
    int h = rv_strength_holder(c->d, c->s);
    if (h == RV_NONE || (rv_count_type(c->d, c->s, 1 - h, RV_T_BUILDING) > 0 && rv_courage_spares(c->d, c->s, 1 - h))) return 0; /* */
    c->s->ev_holder = (uint8_t)h;
    c->s->named_n = 0;
    c->s->ff_left = 1;
    c->s->stage = RV_STG_FEUD;
    if (rv_count_type(c->d, c->s, 1 - h, RV_T_BUILDING) > 0) c->s->react = (uint8_t)rv_react_mask(c->d, c->s, 1 << (1 - h));
    return 0;
}

/* Traveling Merchant: each player, the active one first, may buy up to 2 resources of choice for
 * 1 gold each. */
int rv_ev_traveling_merchant(rv_ctx *c) {
    c->s->buys_left = 2;
    c->s->stage = RV_STG_MERCHANT0;
    return 0;
}

/* Trade Ships Race: the player with more trade ships takes 1 resource of choice; on a tie each
 * player with at least one takes 1. */
int rv_ev_trade_ships_race(rv_ctx *c) {
    int n[RV_PLAYERS];
    for (int p = 0; p < RV_PLAYERS; p++) n[p] = rv_count_type(c->d, c->s, p, RV_T_TRADE_SHIP);
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (c->s->current + i) % RV_PLAYERS;
        if (n[p] > 0 && n[p] >= n[1 - p]) rv_push_gain(c->s, p, ALL_RESOURCES);
    }
    return 0;
}
