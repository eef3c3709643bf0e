/* rivals_abilities_progress.c — the abilities of the Era of Progress (docs/rules/rivals.md R§7.4),
 * one small function per card, named by the card table; the Plague event (R§7.5); where a card
 * is built (the Town Hall on the Parish Hall) and the Building Crane's discount. Action cards list
 * their RV_A_PLAY actions on RV_H_LIST (the caller checks the requirement) and act on RV_H_PLAY.
 * Cards with points only (University, Parliament, Chief Cannoneer) have no function. */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F

/* Town Hall (laid on the Parish Hall, ruling R-40): searching at the exchange costs nothing. */
int rv_ab_town_hall(rv_ctx *c) { return c->hook == RV_H_SEARCH_COST ? 2 : 0; }

/* Library: when built, its owner chooses a card from a draw stack of his choice (ruling R-41). */
int rv_ab_library(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) c->s->library = RV_LIB_LIBRARY;
    return 0;
}

/* Pharmacy: at a Plague its owner takes 1 resource of choice, lost or not (ruling R-42). */
int rv_ab_pharmacy(rv_ctx *c) { return c->hook == RV_H_PLAGUE; }

/* Bath House: the four regions around its city are spared by the Plague. */
int rv_ab_bath_house(rv_ctx *c) { return c->hook == RV_H_PLAGUE_SAFE; }

/* Building Crane (requires a University): see rv_crane_applies; no hook of its own. */
int rv_ab_building_crane(rv_ctx *c) {
    (void)c;
    return 0;
}

/* One RV_A_PLAY without arguments in the action phase when p has room for a resource. */
static int list_take(rv_ctx *c, int res) {
    if (c->s->phase != RV_PH_ACTION || rv_room(c->s, c->player, res) == 0) return 0;
    c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
    return 1;
}

/* Three-Field System / Mineral Mining: up to 2 grain / ore, as room allows (ruling R-43). */
static int take_two(rv_ctx *c, int res) {
    if (c->hook == RV_H_LIST) return list_take(c, res);
    if (c->hook == RV_H_PLAY) {
        rv_push_gain(c->s, c->player, 1 << res);
        rv_push_gain(c->s, c->player, 1 << res);
    }
    return 0;
}
int rv_ab_three_field_system(rv_ctx *c) { return take_two(c, RV_GRAIN); }
int rv_ab_mineral_mining(rv_ctx *c) { return take_two(c, RV_ORE); }

/* Benjamin: the player's regions showing this turn's production number produce once more,
 * boosters included (ruling R-44); playable once that production has happened. */
int rv_ab_benjamin(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || !s->production) return 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, c->player, pos);
            if (r != RV_NONE && ctn_rivals_regions[r].number == s->production && s->stock[r] < 3) {
                c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
                return 1;
            }
        }
        return 0;
    }
    if (c->hook == RV_H_PLAY) rv_produce(c->d, s, c->player);
    return 0;
}

/* Guido and Gustav: the player takes a card of his choice from the (open) discard pile, but not
 * Guido or Gustav (ruling R-48: the two would fetch each other for ever); in the tournament Guido
 * from the opponent's pile, Gustav from the player's own (R§7.4), `pile` naming whose. */
static int from_discard(rv_ctx *c, int pile) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        int n = 0;
        for (int w = 0; w < 2; w++)
            for (uint64_t m = s->discard[w]; m; m &= m - 1) {
                int x = w * 64 + __builtin_ctzll(m);
                rv_ability_fn fn = rv_card_of(c->s, x)->ability;
                if (!rv_in_pile(c->d, s, pile, x)) continue;
                if (fn != rv_ab_guido && fn != rv_ab_gustav) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, x, 0);
            }
        return n;
    }
    if (c->hook == RV_H_PLAY) {
        int x = RV_ACT_B(c->action);
        rv_discard_del(s, x);
        rv_hand_add(s, c->player, x);
    }
    return 0;
}
int rv_ab_guido(rv_ctx *c) { return from_discard(c, 1 - c->player); }
int rv_ab_gustav(rv_ctx *c) { return from_discard(c, c->player); }

/* Doctor (requires a Bath House): each of the four regions around the city of one Bath House of
 * the player's choice (`play c<id> x<site>`) gains 1 (ruling R-45). */
int rv_ab_doctor(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        int n = 0;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
            int card = s->pr[p].site[x / RV_SITES][x % RV_SITES];
            if (card == RV_NONE || rv_card_of(c->s, card)->ability != rv_ab_bath_house) continue;
            uint32_t m = rv_town_regions(x / RV_SITES);
            int room = 0;
            for (int pos = 0; pos < RV_REGION_POS; pos++)
                if ((m >> pos & 1) && rv_region_at(s, p, pos) != RV_NONE) room |= s->stock[rv_region_at(s, p, pos)] < 3;
            if (room) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, x, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    uint32_t m = rv_town_regions(RV_ACT_B(c->action) / RV_SITES);
    for (int pos = 0; pos < RV_REGION_POS; pos++)
        if ((m >> pos & 1) && rv_region_at(s, p, pos) != RV_NONE) rv_gain_region(s, rv_region_at(s, p, pos), 1);
    return 0;
}

/* Region positions of p spared by the Plague: those around the city of a Bath House. */
static uint32_t plague_safe(const rv_data *d, rv_state *s, int p) {
    uint32_t safe = 0;
    for (uint64_t sites = rv_hook_sites(d, s, p, RV_H_PLAGUE_SAFE); sites; sites &= sites - 1) {
        int x = __builtin_ctzll(sites);
        if (rv_hook_card(d, s, p, rv_site_card(s, p, x), RV_H_PLAGUE_SAFE)) safe |= rv_town_regions(x / RV_SITES);
    }
    return safe;
}

/* Plague: every region beside a city loses 1 resource (once, even beside two cities), except
 * around a Bath House's city; then each Pharmacy gives its owner 1 of choice, the active player
 * first. */
int rv_ev_plague(rv_ctx *c) {
    rv_state *s = c->s;
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        uint32_t hit = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++)
            if (s->pr[p].town[t] == 2) hit |= rv_town_regions(t);
        hit &= ~plague_safe(c->d, s, p);
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = (hit >> pos & 1) ? rv_region_at(s, p, pos) : RV_NONE;
            if (r != RV_NONE && s->stock[r]) rv_set_stock(s, r, s->stock[r] - 1);
        }
    }
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS, n = rv_hook_all(c->d, s, p, RV_H_PLAGUE);
        for (int j = 0; j < n; j++) rv_push_gain(s, p, ALL_RESOURCES);
    }
    return 0;
}

int rv_build_on_card(const rv_card *k) {
    return k->ability == rv_ab_town_hall || k->ability == rv_ab_bran || k->ability == rv_ab_judith;
}

int rv_build_site(const rv_data *d, const rv_state *s, int p, int card, int t, int bottom) {
    rv_ability_fn fn = rv_card_of(s, card)->ability, on = fn == rv_ab_bran ? rv_ab_odins_temple : fn == rv_ab_judith ? rv_ab_church : NULL;
    if (!rv_build_on_card(rv_card_of(s, card))) return rv_free_site(s, p, t, bottom);
    if (s->pr[p].town[t] != 2) return -1; /* a city expansion: the Parish Hall must lie in a city */
    for (int k = 0; k < RV_SITES; k++) { /* the Town Hall on a Parish Hall; Bran, Judith */
        int c = s->pr[p].site[t][k];
        if (c == RV_NONE || rv_site_bottom(k) != bottom) continue;
        if (on ? rv_card_of(s, c)->ability == on : s->kind[c] == d->k_parish_hall) return k;
    }
    return -1;
}

int rv_crane_card(const rv_card *k) {
    int sum = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return k->place == RV_P_CITY && sum > 4;
}

int rv_crane_applies(const rv_data *d, const rv_state *s, int p, int card) {
    return ((d->eras >> RV_SET_PROGRESS & 1) && rv_crane_card(rv_card_of(s, card)) && /* the Crane is the era's */
            rv_count_ability(d, s, p, rv_ab_building_crane) > 0) ||
           rv_hut_applies(d, s, p, card); /* the Era of Prosperity's Builder's Hut */
}

static int behind(const rv_data *d, const rv_state *s, int p) { return rv_vp(d, s, p) < rv_vp(d, s, 1 - p); }

int rv_requirement_progress(const rv_data *d, const rv_state *s, int p, int req) {
    switch (req) {
    case RV_RQ_UNIVERSITY: return rv_owns_kind(d, s, p, d->k_university);
    case RV_RQ_PARISH_HALL: return rv_owns_kind(d, s, p, d->k_parish_hall);
    case RV_RQ_ABBEY_OR_LIBRARY: return rv_owns_kind(d, s, p, d->k_abbey) || rv_count_ability(d, s, p, rv_ab_library) > 0;
    case RV_RQ_PROGRESS2: return rv_points(d, s, p, 3) >= 2;
    case RV_RQ_TOWN_HALL_OR_BEHIND: return rv_count_ability(d, s, p, rv_ab_town_hall) > 0 || behind(d, s, p);
    case RV_RQ_LIBRARY_OR_BEHIND: return rv_count_ability(d, s, p, rv_ab_library) > 0 || behind(d, s, p);
    case RV_RQ_BATH_HOUSE: return rv_count_ability(d, s, p, rv_ab_bath_house) > 0;
    default: return 0;
    }
}
