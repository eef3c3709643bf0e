/* rivals_tourney.c — the tournament's own rules in play (R§6.4, docs/rules/rivals.md R-88 to
 * the preparation round (no dice; each in turn builds one starting card or centre card, or
 * passes for good; then the second player, then the first replenish, and the second begins) and
 * named units unique across both principalities. Own stacks and discard piles are the stack and
 * pile helpers' (rivals_internal.h), the win at 15 the flow's. */
#include "rivals_internal.h"

enum { PREP_MOVED = 4 }; /* prep_done bit 2: the current player just built; the other is next */

/* R§6.4, R-93: a player is done with the preparation round once he passed or has no starting card
 * left in his hand. */
static int prep_over(const rv_state *s, int p) {
    return (s->prep_done >> p & 1) || (s->hand[p][0] | s->hand[p][1]) == 0;
}

/* Whether p has a trade ship (a Pirate Ship built now would strike it: R§6.4 forbids). */
static int has_trade_ship(const rv_state *s, int p) {
    RV_FOR_CARDS(s, p, x, c)
        if (rv_card_of(s, c)->type == RV_T_TRADE_SHIP) return 1;
    return 0;
}

/* R§6.4, R-92: of the action phase's list, the builds of a starting card or a centre card (no
 * trade, no action card, no Scout with the settlement, nothing given up), a Pirate Ship only while
 * the opponent has no trade ship; and the pass (END_ACTIONS). */
static int prepare_keeps(const rv_state *s, int p, ctn_action a) {
    switch (RV_ACT_TYPE(a)) {
    case RV_A_ROAD:
    case RV_A_CITY:
    case RV_A_END_ACTIONS: return 1;
    case RV_A_SETTLEMENT: return RV_ACT_B(a) == RV_NONE;
    case RV_A_BUILD: return rv_card_of(s, RV_ACT_A(a))->ability != rv_ab_pirate_ship || !has_trade_ship(s, 1 - p);
    default: return 0;
    }
}

int rv_tourney_prepare_filter(const rv_data *d, const rv_state *s, int p, ctn_action *out, int n) {
    (void)d;
    int kept = 0;
    for (int i = 0; i < n; i++)
        if (prepare_keeps(s, p, out[i])) out[kept++] = out[i];
    return kept;
}

/* R§6.4: after the round both replenish "normally", the second player (blue, R-94) first: each
 * draws to his hand limit and then has the exchange of a turn's end (a search paid with the
 * resources left over, Parish Hall and Odin's Fountain applying). */
static int prep_fill(const rv_data *d, rv_state *s) {
    int p = s->stage == RV_STG_PREP_FILL0 ? 1 : 0;
    s->current = (uint8_t)p;
    if (s->exchanged == 0 && rv_replenish_due(d, s, p)) { /* not once the exchange began */
        s->phase = RV_PH_REPLENISH;
        s->actor = (uint8_t)p;
        return 0;
    }
    if (!rv_exchange_step(d, s, p)) return 0;
    s->exchanged = 0; /* the next player's exchange, or the first turn's */
    s->turn_flags &= (uint8_t)~RV_TF_FOUNTAIN;
    if (s->stage == RV_STG_PREP_FILL0) {
        s->stage = RV_STG_PREP_FILL1;
        return 1;
    }
    s->current = 1; /* the second player takes the first turn */
    s->prep_done = 0;
    s->stage = RV_STG_PRE_ROLL;
    return 1;
}

int rv_tourney_stage(const rv_data *d, rv_state *s) {
    if (s->stage != RV_STG_PREPARE) return prep_fill(d, s);
    int cur = s->current;
    if (s->prep_done & PREP_MOVED) { /* one build each in turn, while both are in the round */
        s->prep_done &= (uint8_t)~PREP_MOVED;
        if (!prep_over(s, 1 - cur)) cur ^= 1;
    }
    if (prep_over(s, cur)) cur ^= 1;
    if (prep_over(s, cur)) {
        s->stage = RV_STG_PREP_FILL0;
        return 1;
    }
    s->current = (uint8_t)cur;
    s->phase = RV_PH_PREPARE;
    s->actor = (uint8_t)cur;
    return 0;
}

void rv_tourney_moved(rv_state *s, int p, ctn_action a) {
    if (RV_ACT_TYPE(a) == RV_A_END_ACTIONS) s->prep_done |= (uint8_t)(1u << p);
    else s->prep_done |= PREP_MOVED;
}

/* R§6.4, R-95: a named unit exists once across both principalities (free again once removed). */
int rv_tourney_name_free(const rv_data *d, const rv_state *s, int card) {
    const rv_card *k = rv_card_of(s, card);
    if (!(k->flags & RV_F_NAMED) || k->type > RV_T_UNIT) return 1;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_owns_kind(d, s, p, s->kind[card])) return 0;
    return 1;
}
