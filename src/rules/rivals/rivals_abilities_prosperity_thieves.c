/* rivals_abilities_prosperity_thieves.c — the Era of Prosperity's Thieves' Hideout (docs/rules/rivals.md
 * a foreign card laid by a free region of the opponent's, moved once a turn for 1
 * wool with 1 resource of the new region taken, and driven off when the opponent has 5 strength or
 * pays 3 stars. The state: hideout[victim] (card + 1, region id + 1). */
#include <stdio.h>
#include "rivals_internal.h"

/* The Hideout's move costs 1 wool. */
static const uint8_t WOOL[RV_NUM_RESOURCES] = {[RV_WOOL] = 1};

int rv_hideout_owner(const rv_state *s, int card) {
    for (int v = 0; v < RV_PLAYERS; v++)
        if (s->hideout[v][0] == card + 1) return 1 - v;
    return -1;
}

/* a free region of the victim's is one no card lies by (the Gold Cache, a card by his fields,
 * one turned to a level, the Hideout itself: rv_region_taken). */
static int free_region(const rv_state *s, int victim, int r) { return r != RV_NONE && !rv_region_taken(s, victim, r); }

/* The Hideout goes to its owner's discard pile. */
static void drive_off(const rv_data *d, rv_state *s, int victim) {
    rv_discard_add(d, s, 1 - victim, s->hideout[victim][0] - 1);
    s->hideout[victim][0] = s->hideout[victim][1] = 0;
}

void rv_hideout_watch(const rv_data *d, rv_state *s) {
    if (!(s->hideout[0][0] | s->hideout[1][0])) return;
    for (int v = 0; v < RV_PLAYERS; v++)
        if (s->hideout[v][0] && rv_points(d, s, v, 0) >= RV_HIDEOUT_STRENGTH) drive_off(d, s, v);
}

static int list_hideout(rv_ctx *c, int owner) {
    const rv_state *s = c->s;
    int p = c->player, victim = 1 - owner, n = 0;
    if (s->phase != RV_PH_ACTION) return 0;
    if (owner < 0) { /* in his hand: laid by a free region of the opponent's, paid */
        if (s->hideout[1 - p][0] || rv_points(c->d, s, 1 - p, 0) >= RV_HIDEOUT_STRENGTH || !rv_affordable(s, p, rv_card_of(s, c->card)->cost))
            return 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++)
            if (free_region(s, 1 - p, rv_region_at(s, 1 - p, pos))) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
        return n;
    }
    if (p == victim) { /* his opponent's by his region: 3 stars drive it off */
        if (s->stars[p] < RV_HIDEOUT_STARS) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, RV_HIDEOUT_OFF, 0);
        return 1;
    }
    if ((s->prosperity_uses & RV_PU_HIDEOUT) || !rv_affordable(s, p, WOOL)) return 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(s, victim, pos);
        if (free_region(s, victim, r) && s->stock[r] > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + pos, 0);
    }
    return n;
}

/* Thieves' Hideout (an extraordinary site, 1 wool): laid from the hand by a free region of the
 * opponent's while he has fewer than 5 strength (`play c<id> p<pos>`, his position); once a turn
 * its owner pays 1 wool and moves it to another free region of the opponent's holding a resource,
 * taking 1 of it (`play c<id> move p<pos>`: it goes to his gains, as room allows); the opponent
 * pays 3 stars to drive it off (`play c<id> stars`), and it goes when he has 5 strength
 * (rv_hideout_watch), to its owner's discard pile. */
int rv_ab_thieves_hideout(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, owner = rv_hideout_owner(s, c->card), b = RV_ACT_B(c->action);
    if (c->hook == RV_H_LIST) return list_hideout(c, owner);
    if (c->hook != RV_H_PLAY) return 0;
    if (owner < 0) {
        rv_lay_foreign(c, s->hideout[1 - p], rv_region_at(s, 1 - p, b) + 1);
        return 0;
    }
    if (b == RV_HIDEOUT_OFF) {
        rv_pay_stars(s, p, RV_HIDEOUT_STARS);
        drive_off(c->d, s, p);
        return 0;
    }
    int r = rv_region_at(s, 1 - p, b - RV_FIELD_USE);
    s->prosperity_uses |= RV_PU_HIDEOUT;
    s->hideout[1 - p][1] = (uint8_t)(r + 1);
    rv_set_stock(s, r, s->stock[r] - 1);
    rv_set_payment(s, p, WOOL, 0, 0, RV_AP_GAIN_TYPE, ctn_rivals_regions[r].resource | p << 4);
    return 0;
}

int rv_hideout_actions(rv_ctx *c) {
    int n = 0;
    ctn_action *out = c->out;
    for (int v = 0; v < RV_PLAYERS; v++)
        if (c->s->hideout[v][0]) {
            c->card = c->s->hideout[v][0] - 1;
            c->out = out + n;
            n += rv_ab_thieves_hideout(c);
        }
    c->out = out;
    return n;
}

int rv_check_hideouts(const rv_data *d, const rv_state *s, uint8_t *card_seen, char *msg, size_t cap) {
    for (int v = 0; v < RV_PLAYERS; v++) {
        if (!s->hideout[v][0]) {
            if (s->hideout[v][1]) return snprintf(msg, cap, "player %d: a region without a Thieves' Hideout", v), 1;
            continue;
        }
        int c = s->hideout[v][0] - 1, r = s->hideout[v][1] - 1;
        if (!(d->eras >> RV_SET_PROSPERITY & 1) || c >= d->num_draw || r < 0 || r >= RV_NUM_REGIONS || rv_region_pos(s, v, r) < 0 ||
            rv_card_of(s, c)->ability != rv_ab_thieves_hideout || rv_cards_by_region(s, v, r) > 1) /* one card a region */
            return snprintf(msg, cap, "player %d: Thieves' Hideout %d by region %d", v, c, r), 1;
        if (rv_points(d, s, v, 0) >= RV_HIDEOUT_STRENGTH) return snprintf(msg, cap, "player %d: a Thieves' Hideout by 5 strength", v), 1;
        if (card_seen[c]++) return snprintf(msg, cap, "the Thieves' Hideout is in two places"), 1;
    }
    return 0;
}
