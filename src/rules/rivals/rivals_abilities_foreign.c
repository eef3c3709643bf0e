/* rivals_abilities_foreign.c — the Era of Merchant Princes' foreign cards (docs/rules/rivals.md
 * R§13): cards a player lays in the opponent's principality and keeps as his own, held in slots
 * outside the opponent's sites (the Brigand Camp on a road, the Trading Station on a city site),
 * and the Tactical Retreat that takes one back. */
#include "rivals_internal.h"

void rv_camp_toll(rv_state *s, int p) { rv_push_gain(s, 1 - p, 1 << RV_GOLD); }

void rv_lay_foreign(rv_ctx *c, uint8_t *slot, int where) {
    rv_set_payment(c->s, c->player, rv_card_of(c->s, c->card)->cost, 0, 0, RV_AP_NONE, 0);
    slot[0] = (uint8_t)(c->card + 1);
    slot[1] = (uint8_t)where;
}

/* Brigand Camp (1 wool 1 gold): laid from the hand in the action phase on a road of the
 * opponent's with no road complement (`play c<id> road<column>`, paid), one a principality; his
 * commerce points are 1 fewer (not below 0), and when his Marketplace gives him a resource the
 * Camp's owner takes 1 gold, as room allows (rv_camp_toll) (ruling R-139). */
int rv_ab_brigand_camp(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, victim = 1 - p;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || s->camp[victim][0] || !rv_affordable(s, p, rv_card_of(s, c->card)->cost)) return 0;
        return rv_list_free_roads(c, victim);
    }
    if (c->hook == RV_H_PLAY) rv_lay_foreign(c, s->camp[victim], RV_ACT_B(c->action) + 1);
    return 0;
}

/* Laying the Trading Station: `play c<id> x<site>` for each site of an opponent's city that a
 * card built there would take (the inner one first, R§3), the Station being out of the sites. */
static int list_station_sites(rv_ctx *c, int victim) {
    int n = 0;
    for (int t = 0; t < RV_TOWN_COLS; t++)
        for (int b = 0; c->s->pr[victim].town[t] == 2 && b < 2; b++) {
            int k = rv_free_site(c->s, victim, t, b);
            if (k >= 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, 1 + t * RV_SITES + k, 0);
        }
    return n;
}

/* Trading Station (1 brick 1 wool; requires a Commercial Harbor, checked when laid): laid from
 * the hand in the action phase on a free site of an opponent's city (`play c<id> x<site>`, paid),
 * one a principality, where it stays his. Once a turn its owner buys 1 resource of the
 * opponent's for 1 gold (`play c<id>`): the gold goes to the opponent as room allows, then the
 * owner names the resource the opponent gives him (the Trade Master's take). */
int rv_ab_trading_station(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, victim = 1 - p, laid = s->station[victim][0] == c->card + 1;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (!laid) {
            if (s->station[victim][0] || !rv_affordable(s, p, rv_card_of(s, c->card)->cost)) return 0;
            return list_station_sites(c, victim);
        }
        if (s->station_used || rv_total(s, p, RV_GOLD) < 1 || rv_total_all(s, victim) == 0) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    if (!laid) {
        rv_lay_foreign(c, s->station[victim], RV_ACT_B(c->action)); /* b: the site + 1 */
        return 0;
    }
    uint8_t gold[RV_NUM_RESOURCES] = {0};
    gold[RV_GOLD] = 1;
    s->station_used = 1;
    rv_set_payment(s, p, gold, 0, 0, RV_AP_GAIN_TYPE, RV_GOLD | victim << 4);
    rv_start_takes(s, p, 1, 0);
    return 0;
}

int rv_foreign_cards(const rv_state *s, int p, int *out) {
    int victim = 1 - p, n = 0;
    if (s->camp[victim][0]) out[n++] = s->camp[victim][0] - 1;
    if (s->station[victim][0]) out[n++] = s->station[victim][0] - 1;
    if (s->tavern[victim][0]) out[n++] = s->tavern[victim][0] - 1; /* a Red Light Tavern */
    if (s->hold[victim][0]) out[n++] = s->hold[victim][0] - 1;     /* a Barbarian Stronghold */
    if (s->hideout[victim][0]) out[n++] = s->hideout[victim][0] - 1; /* a Thieves' Hideout */
    return n;
}

/* Takes p's foreign card back off the opponent's principality to p's discard pile. */
static void take_back(const rv_data *d, rv_state *s, int p, int card) {
    uint8_t(*slot)[2] = s->camp[1 - p][0] == card + 1      ? &s->camp[1 - p]
                        : s->station[1 - p][0] == card + 1 ? &s->station[1 - p]
                        : s->hold[1 - p][0] == card + 1    ? &s->hold[1 - p]
                        : s->hideout[1 - p][0] == card + 1 ? &s->hideout[1 - p]
                                                           : &s->tavern[1 - p];
    (*slot)[0] = (*slot)[1] = 0;
    rv_discard_add(d, s, p, card);
}

/* Tactical Retreat (an attack): the player takes one of his foreign cards back off the
 * opponent's principality to his discard pile (`play c<id> c<foreign>`: his Brigand Camp, his
 * Trading Station, and in a tournament mixing eras his Red Light Tavern or Barbarian Stronghold),
 * then takes 1 resource of choice and names 1 the opponent gives him (rulings ). */
int rv_ab_tactical_retreat(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, foreign[5], n = rv_foreign_cards(s, p, foreign);
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        for (int i = 0; i < n; i++) c->out[i] = RV_ACT(RV_A_PLAY, c->card, foreign[i], 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    take_back(c->d, s, p, RV_ACT_B(c->action));
    rv_push_gain(s, p, 0x3F);
    rv_start_takes(s, p, 1, 0);
    return 0;
}
