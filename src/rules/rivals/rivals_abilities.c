/* rivals_abilities.c — the abilities of the Basic Set's cards (R§7), one small function per card,
 * named by the card table. Each answers the hooks it knows (rivals_internal.h) and 0 to the others.
 * Placed cards answer passive hooks; action cards act on RV_H_PLAY with ctx->action. */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F

/* Toll Bridge: on Plentiful Harvest the owner also takes 2 gold (R§7). */
int rv_ab_toll_bridge(rv_ctx *c) {
    if (c->hook != RV_H_HARVEST) return 0;
    rv_push_gain(c->s, c->player, 1 << RV_GOLD);
    rv_push_gain(c->s, c->player, 1 << RV_GOLD);
    return 0;
}

/* Storehouse: its side's two regions are neither counted nor robbed at a Brigand Attack (R§5.4,
 * ruling R-1); on Year of Plenty each of them gains 1 (R§7). */
int rv_ab_storehouse(rv_ctx *c) {
    return c->hook == RV_H_PROTECTS || c->hook == RV_H_PLENTY;
}

/* Abbey: a progress point (data); on Year of Plenty its regions gain 1 (R§7). */
int rv_ab_abbey(rv_ctx *c) { return c->hook == RV_H_PLENTY; }

/* Marketplace: when the production number is on more of the opponent's regions than on the
 * owner's, the owner takes 1 resource of a type those regions of the opponent hold (R§7). */
int rv_ab_marketplace(rv_ctx *c) {
    if (c->hook != RV_H_PRODUCTION) return 0;
    const rv_state *s = c->s;
    int mine = 0, theirs = 0, types = 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int col = s->pr[p].left; col <= s->pr[p].right; col++)
            for (int b = 0; b < 2; b++) {
                int r = s->pr[p].region[col][b];
                if (r == RV_NONE || ctn_rivals_regions[r].number != s->production) continue;
                if (p == c->player) mine++;
                else theirs++, types |= 1 << ctn_rivals_regions[r].resource;
            }
    if (theirs > mine) rv_push_gain(c->s, c->player, types);
    if (theirs > mine && rv_camp_on(c->s, c->player)) rv_camp_toll(c->s, c->player); /* a Brigand Camp */
    return 0;
}

/* Parish Hall: searching a stack at the exchange costs 1 resource less (R§7). */
int rv_ab_parish_hall(rv_ctx *c) { return c->hook == RV_H_SEARCH_COST; }

/* Large Trade Ship: 2 resources from its two neighbouring regions for 1 of choice (R§7). */
int rv_ab_large_trade_ship(rv_ctx *c) {
    if (c->hook != RV_H_PLAY) return 0;
    int site = rv_card_site(c->s, c->player, c->card);
    uint8_t none[RV_NUM_RESOURCES] = {0};
    rv_set_payment(c->s, c->player, none, 2, rv_site_regions(site / RV_SITES, site % RV_SITES), RV_AP_GAIN_ANY, 1);
    return 0;
}

/* Brigitta: before the roll the player sets the production number (R§7). */
int rv_ab_brigitta(rv_ctx *c) {
    if (c->hook != RV_H_PLAY) return 0;
    c->s->brigitta = (uint8_t)RV_ACT_B(c->action);
    return 0;
}

/* Relocation: two own regions, or two own expansion cards, change places; stocks stay on their
 * cards (R§7). */
int rv_ab_relocation(rv_ctx *c) {
    if (c->hook != RV_H_PLAY) return 0;
    rv_principality *pr = &c->s->pr[c->player];
    int a = RV_ACT_B(c->action), b = RV_ACT_C(c->action);
    uint8_t *x, *y;
    if (RV_ACT_TYPE(c->action) == RV_A_SWAP_REGIONS) {
        x = &pr->region[a >> 1][a & 1];
        y = &pr->region[b >> 1][b & 1];
    } else {
        x = &pr->site[a / RV_SITES][a % RV_SITES];
        y = &pr->site[b / RV_SITES][b % RV_SITES];
    }
    uint8_t t = *x;
    *x = *y;
    *y = t;
    ctn_rivals_derive(c->s);
    return 0;
}

/* Scout: with a settlement the builder picks its two regions from the region stack (R§7). */
int rv_ab_scout(rv_ctx *c) {
    if (c->hook == RV_H_PLAY) c->s->after_pay = RV_AP_SCOUT;
    return 0;
}

/* Merchant Caravan: pay exactly 2 resources of one's own, take any 2 (R§7). */
int rv_ab_merchant_caravan(rv_ctx *c) {
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t none[RV_NUM_RESOURCES] = {0};
    rv_set_payment(c->s, c->player, none, 2, 0x3FFFFFFu, RV_AP_GAIN_ANY, 2);
    return 0;
}

/* Goldsmith: pay 3 gold, take any 2 resources (R§7). */
int rv_ab_goldsmith(rv_ctx *c) {
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 3};
    rv_set_payment(c->s, c->player, need, 0, 0, RV_AP_GAIN_ANY, 2);
    return 0;
}
