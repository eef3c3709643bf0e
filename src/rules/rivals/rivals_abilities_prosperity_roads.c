/* rivals_abilities_prosperity_roads.c — the Era of Prosperity's road complements (docs/rules/rivals.md
 * R-251..R-254): the Mercenaries, the Small Market Town and the Traveling Theater. Each is laid from
 * the hand on a road of its owner's with no road complement and lies there in its own slot,
 * rcomp[p][k] (card + 1) and rcomp_at[p][k] (the road's column + 1), k the card's RV_RC_* slot;
 * outside every site, as the Trading Post. Here too: their points, their uses in the
 * legal list, the Mercenaries' keep at a Brigand Attack and the slots' invariants. */
#include <stdio.h>
#include "rivals_internal.h"

/* The ability of each slot's card. */
static rv_ability_fn slot_ability(int k) {
    return k == RV_RC_MERCENARIES ? rv_ab_mercenaries : k == RV_RC_MARKET ? rv_ab_small_market_town : rv_ab_traveling_theater;
}

/* The slot of a road complement's ability, -1 for any other. */
static int slot_of(rv_ability_fn fn) {
    for (int k = 0; k < RV_RC_SLOTS; k++)
        if (slot_ability(k) == fn) return k;
    return -1;
}

int rv_comp_on(const rv_state *s, int p, int col, int skip) {
    for (int k = 0; k < RV_RC_SLOTS; k++)
        if (k != skip && s->rcomp[p][k] && s->rcomp_at[p][k] == col + 1) return 1;
    return 0;
}

int rv_comp_points(const rv_state *s, int p, int which) {
    int n = 0;
    for (int k = 0; k < RV_RC_SLOTS; k++) {
        if (!s->rcomp[p][k]) continue;
        const rv_card *card = rv_card_of(s, s->rcomp[p][k] - 1);
        n += which == 0 ? card->strength : which == 1 ? card->skill : which == 2 ? card->commerce : card->progress;
    }
    return n;
}

/* laid from the hand, in the action phase, paid, on a free road of his (`play c<id> road<col>`). */
static int list_lay(rv_ctx *c, int k) {
    const rv_state *s = c->s;
    if (s->phase != RV_PH_ACTION || s->rcomp[c->player][k] || !rv_affordable(s, c->player, rv_card_of(s, c->card)->cost)) return 0;
    return rv_list_free_roads(c, c->player);
}

static void lay(rv_ctx *c, int k) {
    rv_state *s = c->s;
    int p = c->player;
    rv_set_payment(s, p, rv_card_of(s, c->card)->cost, 0, 0, RV_AP_NONE, 0);
    s->rcomp[p][k] = (uint8_t)(c->card + 1);
    s->rcomp_at[p][k] = (uint8_t)(RV_ACT_B(c->action) + 1);
}

/* Whether the card of the context lies in its slot (else it is in the hand). */
static int laid(const rv_ctx *c, int k) { return c->s->rcomp[c->player][k] == c->card + 1; }

/* Mercenaries (a unit, 1 ore 1 gold; 1 strength): at a Brigand Attack its owner keeps 1 gold and 1
 * wool, or pays 1 star and keeps everything (R-252: rv_mercenaries_attack). */
int rv_ab_mercenaries(rv_ctx *c) {
    if (c->hook == RV_H_LIST) return laid(c, RV_RC_MERCENARIES) ? 0 : list_lay(c, RV_RC_MERCENARIES);
    if (c->hook == RV_H_PLAY && !laid(c, RV_RC_MERCENARIES)) lay(c, RV_RC_MERCENARIES);
    return 0;
}

int rv_mercenaries_attack(const rv_data *d, rv_state *s, int p, uint32_t safe) {
    if (!(d->eras >> RV_SET_PROSPERITY & 1) || !s->rcomp[p][RV_RC_MERCENARIES]) return 0;
    int kept[RV_NUM_RESOURCES] = {0}, lost = 0;
    uint8_t after[RV_REGION_POS] = {0};
    for (int pos = 0; pos < RV_REGION_POS; pos++) { /* the first region of each resource keeps 1 */
        int r = rv_region_at(s, p, pos);
        if (r == RV_NONE) continue;
        int res = ctn_rivals_regions[r].resource;
        after[pos] = s->stock[r];
        if ((safe >> pos & 1) || (res != RV_GOLD && res != RV_WOOL) || !s->stock[r]) continue;
        after[pos] = kept[res] ? 0 : 1;
        kept[res] = 1;
        lost += s->stock[r] - after[pos];
    }
    if (lost && s->stars[p]) { /* a star keeps everything */
        rv_pay_stars(s, p, 1);
        return 1;
    }
    for (int pos = 0; pos < RV_REGION_POS; pos++)
        if (rv_region_at(s, p, pos) != RV_NONE) rv_set_stock(s, rv_region_at(s, p, pos), after[pos]);
    return 1;
}

/* The positions of p's regions holding 3 of a resource other than res. */
static uint32_t full_regions(const rv_state *s, int p, int res) {
    uint32_t m = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(s, p, pos);
        if (r != RV_NONE && s->stock[r] == 3 && ctn_rivals_regions[r].resource != res) m |= 1u << pos;
    }
    return m;
}

/* Small Market Town (a building, 1 grain; 1 commerce): once a turn, 1 resource of a region of his
 * holding 3 for 1 of another kind of his choice (`play c<id> <resource got>`; the region paid
 * from is the payment's choice). */
int rv_ab_small_market_town(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (!laid(c, RV_RC_MARKET)) return list_lay(c, RV_RC_MARKET);
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_MARKET)) return 0;
        for (int get = 0; get < RV_NUM_RESOURCES; get++)
            if (rv_room(s, p, get) > 0 && full_regions(s, p, get)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + get, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    if (!laid(c, RV_RC_MARKET)) {
        lay(c, RV_RC_MARKET);
        return 0;
    }
    static const uint8_t NONE[RV_NUM_RESOURCES] = {0};
    int get = RV_ACT_B(c->action) - RV_FIELD_USE;
    s->prosperity_uses |= RV_PU_MARKET;
    rv_set_payment(s, p, NONE, 1, full_regions(s, p, get), RV_AP_GAIN_TYPE, get | p << 4);
    return 0;
}

/* Traveling Theater (a building, 1 grain 1 gold): laid, 1 star; once a turn, not in the turn it was
 * laid, moved to another free road of his and 1 resource of a region beside that road paid for 1
 * star (`play c<id> p<pos>`, pos the region's position; with room for the star). */
int rv_ab_traveling_theater(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (!laid(c, RV_RC_THEATER)) return list_lay(c, RV_RC_THEATER);
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_THEATER) || s->stars[p] >= RV_MAX_STARS) return 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int col = pos >> 1, r = rv_region_at(s, p, pos);
            if ((s->pr[p].roads >> col & 1) && !rv_road_taken(s, p, col) && r != RV_NONE && s->stock[r] > 0)
                c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_RC_MOVE + pos, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->prosperity_uses |= RV_PU_THEATER;
    rv_gain_stars(s, p, 1);
    if (!laid(c, RV_RC_THEATER)) {
        lay(c, RV_RC_THEATER);
        return 0;
    }
    static const uint8_t NONE[RV_NUM_RESOURCES] = {0};
    int pos = RV_ACT_B(c->action) - RV_RC_MOVE;
    s->rcomp_at[p][RV_RC_THEATER] = (uint8_t)((pos >> 1) + 1);
    rv_set_payment(s, p, NONE, 1, 1u << pos, RV_AP_NONE, 0);
    return 0;
}

int rv_comp_actions(rv_ctx *c) {
    int n = 0;
    ctn_action *out = c->out;
    for (int k = 0; k < RV_RC_SLOTS; k++)
        if (c->s->rcomp[c->player][k]) {
            c->card = c->s->rcomp[c->player][k] - 1;
            c->out = out + n;
            n += rv_card_of(c->s, c->card)->ability(c);
        }
    c->out = out;
    return n;
}

int rv_comp_laid(const rv_state *s, int p, uint8_t *cards) {
    int n = 0;
    for (int k = 0; k < RV_RC_SLOTS; k++)
        if (s->rcomp[p][k]) cards[n++] = s->rcomp[p][k];
    if (s->hideout[p][0]) cards[n++] = s->hideout[p][0];
    return n;
}

int rv_check_comps(const rv_data *d, const rv_state *s, uint8_t *card_seen, char *msg, size_t cap) {
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < RV_RC_SLOTS; k++) {
            if (!s->rcomp[p][k]) {
                if (s->rcomp_at[p][k]) return snprintf(msg, cap, "player %d: a road column without a road complement %d", p, k), 1;
                continue;
            }
            int c = s->rcomp[p][k] - 1, col = s->rcomp_at[p][k] - 1;
            if (!(d->eras >> RV_SET_PROSPERITY & 1) || c >= d->num_draw || col < 0 || col >= RV_REGION_COLS ||
                !(s->pr[p].roads >> col & 1) || slot_of(rv_card_of(s, c)->ability) != k ||
                rv_road_taken_but(s, p, col, k)) /* alone on its road */
                return snprintf(msg, cap, "player %d: road complement %d on road %d", p, c, col), 1;
            if (card_seen[c]++) return snprintf(msg, cap, "road complement %d is in two places", c), 1;
        }
    return 0;
}
