/* rivals_abilities_gold.c — the abilities of the Era of Gold (docs/rules/rivals.md R§7.2), one small
 * function per card, named by the card table; the Gold event (Gift for the Prince); and the card
 * requirements ("requires" column, RV_RQ_*). Action cards list their RV_A_PLAY actions on
 * RV_H_LIST (the requirement is checked by the caller) and act on RV_H_PLAY. */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F

static int opponent(const rv_ctx *c) { return 1 - c->player; }

/* Pirate Ship: when built, the opponent removes one of his trade ships (to the discard pile);
 * on Plentiful Harvest the owner also takes 1 gold. */
int rv_ab_pirate_ship(rv_ctx *c) {
    if (c->hook == RV_H_BUILT && rv_count_type(c->d, c->s, opponent(c), RV_T_TRADE_SHIP) > 0) c->s->lose_ship = 1;
    if (c->hook == RV_H_HARVEST) rv_push_gain(c->s, c->player, 1 << RV_GOLD);
    return 0;
}

/* Moneylender: the trade advantage holder takes 2 resources on the trade face instead of 1. */
int rv_ab_moneylender(rv_ctx *c) { return c->hook == RV_H_TRADE_TAKES; }

/* Harbor: 1 victory point while the owner has at least 3 trade ships. */
int rv_ab_harbor(rv_ctx *c) {
    return c->hook == RV_H_VP && rv_count_type(c->d, c->s, c->player, RV_T_TRADE_SHIP) >= 3;
}

/* Trading Base: each Marketplace and Harbor of the owner gives 1 commerce point more. */
int rv_ab_trading_base(rv_ctx *c) {
    if (c->hook != RV_H_COMMERCE) return 0;
    return rv_count_ability(c->d, c->s, c->player, rv_ab_marketplace) + rv_count_ability(c->d, c->s, c->player, rv_ab_harbor);
}

/* Salt Silo: each trade ship of the owner gives 1 commerce point more. */
int rv_ab_salt_silo(rv_ctx *c) {
    return c->hook == RV_H_COMMERCE ? rv_count_type(c->d, c->s, c->player, RV_T_TRADE_SHIP) : 0;
}

/* Mint: once per own turn, 1 gold for 1 resource of another type (with room, ruling R-9). */
int rv_ab_mint(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if ((s->turn_flags & RV_TF_MINT) || s->phase != RV_PH_ACTION || rv_total(s, c->player, RV_GOLD) < 1) return 0;
        int n = 0;
        for (int r = 0; r < RV_GOLD; r++)
            if (rv_room(s, c->player, r) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, r, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 1};
    s->turn_flags |= RV_TF_MINT;
    rv_set_payment(s, c->player, need, 0, 0, RV_AP_GAIN_TYPE, RV_ACT_B(c->action) | c->player << 4);
    return 0;
}

/* Staple House (requires a Merchant Guild): when built, the owner takes 2 resources of choice. */
int rv_ab_staple_house(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) {
        rv_push_gain(c->s, c->player, ALL_RESOURCES);
        rv_push_gain(c->s, c->player, ALL_RESOURCES);
    }
    return 0;
}

/* One RV_A_PLAY without arguments when the opponent holds a resource (a card with no effect may
 * not be played, R§5.3). */
static int list_plain(rv_ctx *c) {
    if (c->s->phase != RV_PH_ACTION || rv_total_all(c->s, opponent(c)) == 0) return 0;
    c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
    return 1;
}

/* Trade Master (requires a Merchant Guild): take 2 resources of choice from the opponent. */
int rv_ab_trade_master(rv_ctx *c) {
    if (c->hook == RV_H_LIST) return list_plain(c);
    if (c->hook == RV_H_PLAY) rv_start_takes(c->s, c->player, 2, 0);
    return 0;
}

/* Merchant (requires 3 commerce points or a city): take up to 2 resources of choice from the
 * opponent, then give him 1 of one's own of choice (ruling R-16). */
int rv_ab_merchant(rv_ctx *c) {
    if (c->hook == RV_H_LIST) return list_plain(c);
    if (c->hook == RV_H_PLAY) rv_start_takes(c->s, c->player, 2, RV_TK_OPTIONAL | RV_TK_GIVE_BACK);
    return 0;
}

/* Reiner the Herald: before the roll; the event die shows Celebration and the player takes 1
 * resource more from it (ruling R-15). */
int rv_ab_reiner(rv_ctx *c) {
    if (c->hook == RV_H_LIST) {
        if (c->s->phase != RV_PH_PRE_ROLL || (c->s->turn_flags & RV_TF_REINER)) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) c->s->turn_flags |= RV_TF_REINER;
    return 0;
}

/* Brigands (requires the strength advantage): the player names one of his regions; the opponent
 * gives as many resources of its type as it still has room for (as many as he holds). */
int rv_ab_brigands(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        int n = 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, p, pos);
            if (r != RV_NONE && s->stock[r] < 3 && rv_total(s, opponent(c), ctn_rivals_regions[r].resource) > 0)
                c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int pos = RV_ACT_B(c->action), r = rv_region_at(s, p, pos), res = ctn_rivals_regions[r].resource;
    int n = 3 - s->stock[r], have = rv_total(s, opponent(c), res);
    if (have < n) n = have;
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[res] = (uint8_t)n;
    rv_set_payment(s, opponent(c), need, 0, 0, RV_AP_FILL, pos);
    s->after_n = (uint8_t)n;
    return 0;
}

/* Gudrun (requires a Pirate Ship and an opponent with gold): the opponent gives up to 2 gold per
 * Pirate Ship of the player (all he has when less). */
int rv_ab_gudrun(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int n = 2 * rv_count_ability(c->d, s, c->player, rv_ab_pirate_ship), have = rv_total(s, opponent(c), RV_GOLD);
    if (have < n) n = have;
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[RV_GOLD] = (uint8_t)n;
    rv_set_payment(s, opponent(c), need, 0, 0, RV_AP_GAIN_TYPE, RV_GOLD | c->player << 4);
    s->after_n = (uint8_t)n;
    return 0;
}

/* Gold Cache (requires a hero with strength; ruling R-22): laid at one of the player's gold
 * fields that no card lies by (`play c<id> p<n>`; a sage, a Residence, ...), whose gold is then neither counted nor lost at a Brigand Attack. */
int rv_ab_gold_cache(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || s->cache_at[p]) return 0;
        int n = 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, p, pos);
            if (r != RV_NONE && ctn_rivals_regions[r].resource == RV_GOLD && !rv_region_taken(s, p, r)) /* one card by a region */
                c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->cache_at[p] = (uint8_t)(rv_region_at(s, p, RV_ACT_B(c->action)) + 1);
    if (rv_tourney(c->d)) s->cache_card[p] = (uint8_t)(c->card + 1); /* one Gold Cache a deck */
    return 0;
}

/* Gift for the Prince: each player, the active one first, takes 1 gold per unit of his with at
 * least 1 strength point. */
int rv_ev_gift_for_the_prince(rv_ctx *c) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (c->s->current + i) % RV_PLAYERS, n = rv_strong_units(c->d, c->s, p);
        for (int j = 0; j < n; j++) rv_push_gain(c->s, p, 1 << RV_GOLD);
    }
    return 0;
}

int rv_strong_units(const rv_data *d, const rv_state *s, int p) {
    (void)d; /* the card kinds are the state's */
    int n = 0;
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
        int card = s->pr[p].site[x / RV_SITES][x % RV_SITES];
        if (card == RV_NONE) continue;
        const rv_card *k = rv_card_of(s, card);
        n += k->type >= RV_T_HERO && k->type <= RV_T_UNIT && k->strength >= 1;
    }
    return n;
}

int rv_requirement_met(const rv_data *d, const rv_state *s, int p, int req) {
    switch (req) {
    case RV_RQ_NONE: return 1;
    case RV_RQ_HERO_STRENGTH:
        RV_FOR_CARDS(s, p, x, card)
            if (rv_card_of(s, card)->type == RV_T_HERO && rv_card_of(s, card)->strength >= 1) return 1;
        return 0;
    case RV_RQ_MERCHANT_GUILD: return d->k_merchant_guild >= 0 && rv_owns_kind(d, s, p, d->k_merchant_guild);
    case RV_RQ_STRENGTH_ADV: return rv_holds_advantage(d, s, p, 0);
    case RV_RQ_PIRATE_GOLD:
        return rv_count_ability(d, s, p, rv_ab_pirate_ship) > 0 && rv_total(s, 1 - p, RV_GOLD) > 0;
    case RV_RQ_HEDGE_TAVERN: return d->k_hedge_tavern >= 0 && rv_owns_kind(d, s, p, d->k_hedge_tavern);
    case RV_RQ_COMMERCE3_OR_CITY:
        if (rv_points(d, s, p, 2) >= 3) return 1;
        for (int t = 0; t < RV_TOWN_COLS; t++)
            if (s->pr[p].town[t] == 2) return 1;
        return 0;
    case RV_RQ_UNIVERSITY:
    case RV_RQ_PARISH_HALL:
    case RV_RQ_ABBEY_OR_LIBRARY:
    case RV_RQ_PROGRESS2:
    case RV_RQ_TOWN_HALL_OR_BEHIND:
    case RV_RQ_LIBRARY_OR_BEHIND:
    case RV_RQ_BATH_HOUSE: return rv_requirement_progress(d, s, p, req);
    case RV_RQ_CHURCH_OR_SEE:
    case RV_RQ_FOUNTAIN_OR_TEMPLE:
    case RV_RQ_CHURCH_AND_TEMPLE:
    case RV_RQ_ODINS_TEMPLE:
    case RV_RQ_CHURCH:
    case RV_RQ_CHURCH_ABBEY_CHAPEL:
    case RV_RQ_CITY:
    case RV_RQ_NO_ABBEY: return rv_requirement_intrigue(d, s, p, req);
    case RV_RQ_TWO_SHIPS:
    case RV_RQ_CRAFT_GUILD:
    case RV_RQ_MORE_SHIPS:
    case RV_RQ_HARBOR_OR_SHIPS:
    case RV_RQ_HARBOR:
    case RV_RQ_METROPOLIS: return rv_requirement_merchants(d, s, p, req);
    case RV_RQ_CASTLE:
    case RV_RQ_CASTLE_TWO_HEROES:
    case RV_RQ_ALLIANCE: return rv_requirement_barbarians(d, s, p, req);
    case RV_RQ_NO_PRINCELY:
    case RV_RQ_PRINCELY:
    case RV_RQ_AQUEDUCT: return rv_requirement_prosperity(d, s, p, req);
    case RV_RQ_FEWER_CITIES_OR_VP:
    case RV_RQ_TWO_SAGES:
    case RV_RQ_BOTH_SAGES: return rv_requirement_sages(d, s, p, req);
    default: return 0;
    }
}
