/* rivals_events_prosperity.c — the Era of Prosperity's Insurrection (docs/rules/rivals.md R-248)
 * and the Public Feeling's uses: its star against the Insurrection and the Riots, its 2
 * stars for a resource. At the Insurrection each player asked in turn, the
 * active one first (RV_STG_INSURRECTION, phase RV_PH_INSURRECTION), puts a building of his costing
 * 2 resources or more under a draw stack, or pays 1 star not to be affected. The era's Taxation is
 * rivals_abilities_prosperity.c's. */
#include "rivals_internal.h"

/* A building (not an extraordinary site or unit) on p's site x whose printed cost is 2 resources
 * or more. */
int rv_insurrection_building(const rv_state *s, int p, int x) {
    int card = rv_site_card(s, p, x), sum = 0;
    if (card == RV_NONE) return 0;
    const rv_card *k = rv_card_of(s, card);
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return k->type == RV_T_BUILDING && sum >= 2;
}

static int has_building(const rv_state *s, int p) {
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
        if (rv_insurrection_building(s, p, x)) return 1;
    return 0;
}

/* Insurrection (an event; requires such a building): every player with one is asked for it; the
 * card then goes back under the event stack's top 4 cards, as the Barbarian Attack. */
int rv_ev_insurrection(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook != RV_H_RESOLVE) return 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (has_building(s, p)) s->insurgents |= (uint8_t)(1u << p);
    if (s->insurgents) s->stage = RV_STG_INSURRECTION;
    rv_put_back_under_four(s, c->card);
    return 0;
}

/* The stage: the next player asked, the active one first; 1 when none is left (the action phase
 * follows). */
int rv_insurrection_stage(rv_state *s) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        if (!(s->insurgents >> p & 1)) continue;
        s->phase = RV_PH_INSURRECTION;
        s->actor = (uint8_t)p;
        return 0;
    }
    s->stage = RV_STG_ACTION;
    return 1;
}

/* His answer: the building of site x under a draw stack of his choice (the bury phase follows),
 * or 1 star paid (RV_A_DECLINE, the Public Feeling, R-249). */
void rv_insurrection_answer(const rv_data *d, rv_state *s, int p, ctn_action a) {
    s->insurgents &= (uint8_t)~(1u << p);
    if (RV_ACT_TYPE(a) == RV_A_DECLINE) rv_pay_stars(s, p, 1);
    else rv_lose_site(d, s, p, RV_ACT_A(a));
}

/* The Public Feeling's star spares p the Riots: in a game with the era's cards, with a star. */
int rv_feeling_spares(const rv_data *d, const rv_state *s, int p) {
    return (d->eras >> RV_SET_PROSPERITY & 1) && s->stars[p] >= 1;
}

/* The Public Feeling's second use: once a turn, in his action phase, 2 stars for 1
 * resource of his choice, `feeling <resource>`: a trade whose given and got resource are one
 * (RV_A_TRADE a = b, which no trade with the bank is). */
int rv_feeling_actions(const rv_data *d, const rv_state *s, int p, ctn_action *out) {
    int n = 0;
    if (!(d->eras >> RV_SET_PROSPERITY & 1) || s->stars[p] < 2 || (s->prosperity_uses & RV_PU_FEELING)) return 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (rv_room(s, p, r) > 0) out[n++] = RV_ACT(RV_A_TRADE, r, r, 0);
    return n;
}

void rv_feeling_use(rv_state *s, int p, int resource) {
    s->prosperity_uses |= RV_PU_FEELING;
    rv_pay_stars(s, p, 2);
    rv_push_gain(s, p, 1u << resource);
}
