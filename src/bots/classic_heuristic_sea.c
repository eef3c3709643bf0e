/* classic_heuristic_sea.c — the Seafarers decisions of the Classic heuristic bot that have no
 * Classic counterpart: which resources to pick for gold, and when to move a ship. (Building
 * ships is planned with roads in classic_heuristic_eval.c; the pirate is weighed against the
 * robber in classic_heuristic.c.) In the standard size class there is no Seafarers state and
 * these decide nothing.
 */
#include "classic_heuristic.h"

/* Gold (S§7): all picks owed are chosen at once, each the card the bot wants most (the keep
 * value of one more of it) among what the bank has left, and the first of them in resource
 * order is picked, as the rules require. */
ctn_action ch_pick_gold(ch_ctx *c) {
#if CL_SEA
    ch_plan(c);
    const cl_state *s = c->s;
    uint8_t hand[CTN_RESOURCE_COUNT], bank[CTN_RESOURCE_COUNT];
    memcpy(hand, s->hand[c->me], sizeof hand);
    memcpy(bank, s->bank, sizeof bank);
    int first = CTN_RESOURCE_COUNT;
    for (int k = 0; k < s->gold_owed[c->me]; k++) {
        int pick = -1;
        double high = -1e9;
        for (int r = s->gold_floor[c->me]; r < CTN_RESOURCE_COUNT; r++) {
            if (!bank[r]) continue;
            double v = ch_card_keep_value(c, hand, r, hand[r]);
            if (v > high) high = v, pick = r;
        }
        if (pick < 0) break;
        hand[pick]++, bank[pick]--;
        if (pick < first) first = pick;
    }
    ctn_action a = CL_ACT(CL_A_PICK_GOLD, first, 0);
    if (ch_is_legal(c, a)) return a;
#endif
    return c->legal[0];
}

#if CL_SEA
/* The best free settlement spot that moving p's ship on e brings within reach: the edge to move
 * it to (-1: none), and the spot's value in *value. */
static int best_ship_place(ch_ctx *c, int e, double *value) {
    const cl_state *s = c->s;
    cl_set places = cl_sea_ship_places(c->d, s, c->me, e);
    int best = -1;
    *value = 0;
    CL_FOR_EACH(to, &places) {
        for (int k = 0; k < 2; k++) {
            int v = c->t->edge_vertex[to][k];
            if (!cl_set_test(&s->settle_free, (unsigned)v) ||
                !cl_set_test(&c->d->land_vertices, (unsigned)v))
                continue;
            double spot = ch_spot_value(c, c->me, v);
            if (spot > *value) *value = spot, best = (int)to;
        }
    }
    return best;
}
#endif

/* A ship move (S§5) that brings a free settlement spot within reach when none is: picking up
 * the ship whose best new place has the best spot. CL_A_NONE when there is none or a spot is
 * reachable. */
ctn_action ch_ship_move(ch_ctx *c) {
    ctn_action best = CL_A_NONE;
#if CL_SEA
    const cl_state *s = c->s;
    if (!c->seafarers || c->settle_vertex >= 0 || cl_settlements_left(s, c->me) <= 0) return best;
    double best_value = 0;
    for (int i = 0; i < c->n; i++) {
        ctn_action a = c->legal[i];
        if (CL_ACT_TYPE(a) != CL_A_MOVE_SHIP) continue;
        double value;
        if (best_ship_place(c, CL_ACT_ARG0(a), &value) >= 0 && value > best_value)
            best_value = value, best = a;
    }
#else
    (void)c;
#endif
    return best;
}

/* The picked-up ship goes where ch_ship_move found its best spot; back when there is none. */
ctn_action ch_place_ship(ch_ctx *c) {
    ctn_action a = CL_ACT(CL_A_CANCEL, 0, 0);
#if CL_SEA
    double value;
    int to = best_ship_place(c, c->s->ship_moving, &value);
    if (to >= 0 && ch_is_legal(c, CL_ACT(CL_A_PLACE_SHIP, to, 0))) a = CL_ACT(CL_A_PLACE_SHIP, to, 0);
#endif
    return ch_is_legal(c, a) ? a : c->legal[0];
}
