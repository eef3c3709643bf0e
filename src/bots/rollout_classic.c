/* rollout_classic.c — the Classic rollout policy (see rollout_policy.h): cities and settlements
 * on the spots with the most dots first, roads only towards a free spot while the roads reach
 * none, bank trades only when they pay for a city or a settlement, the robber where it blocks
 * rivals' dots and none of the mover's, discards of the most plentiful resource. Compiled once
 * per size class of the state (classic_bots_m.c, classic_bots_l.c).
 */
#include <string.h>

#include "classic_heuristic.h"

static const int PIPS[13] = {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};

/* Dots on the numbers around vertex v (the robber's hex left out). */
static int vertex_pips(const cl_data *d, const cl_state *s, int v) {
    int total = 0;
    for (int k = 0; k < 3; k++) {
        int h = d->topo.vertex_hex[v][k];
        if (h != CTN_NONE && h < s->num_hexes && h != s->robber) total += PIPS[s->number[h]];
    }
    return total;
}

/* The robber: where it blocks rivals' dots most and none of the mover's, robbing someone. */
static int robber_weight(const cl_state *s, int p, ctn_action a) {
    int h = CL_ACT_ARG0(a), w = 200 + (CL_ACT_ARG1(a) ? 10 : 0);
    for (int q = 0; q < s->num_players; q++)
        w += (q == p ? -8 : 2) * PIPS[s->number[h]] * s->hex_yield[h][q];
    return w;
}

static int spot_reached(const cl_state *s, int p) {
    cl_set spots = cl_set_and(&s->road_vertices[p], &s->settle_free);
    return cl_set_any(&spots);
}

/* A road: towards a free spot (most when it reaches one) while the mover's roads reach none;
 * otherwise below ending the turn (the lumber and brick are for the settlement). */
static int road_weight(const cl_data *d, const cl_state *s, int p, int e) {
    if (spot_reached(s, p) && s->phase != CL_PHASE_ROAD_BUILDING) return 40;
    int best = 40;
    for (int k = 0; k < 2; k++) {
        int u = d->topo.edge_vertex[e][k];
        if (cl_set_test(&s->settle_free, (unsigned)u) && 500 + vertex_pips(d, s, u) > best)
            best = 500 + vertex_pips(d, s, u);
        for (int j = 0; j < d->topo.vertex_degree[u]; j++)
            if (cl_set_test(&s->settle_free, d->topo.vertex_vertex[u][j]) && best < 150) best = 150;
    }
    return best;
}

static int affords(const uint8_t *hand, const uint8_t *cost) {
    return cl_counts_at_least(hand, cost) == (1u << CTN_RESOURCE_COUNT) - 1u;
}

/* A bank trade: wanted when it pays for a city, or a settlement on a spot the roads reach. */
static int bank_weight(const cl_state *s, int p, ctn_action a) {
    int give = CL_ACT_ARG0(a), take = CL_ACT_ARG1(a);
    uint8_t hand[CTN_RESOURCE_COUNT];
    memcpy(hand, s->hand[p], sizeof hand);
    hand[give] = (uint8_t)(hand[give] - cl_trade_rate(s, p, give));
    hand[take]++;
    if (cl_set_any(&s->settlements[p]) && cl_cities_left(s, p) > 0 &&
        affords(hand, ctn_classic_costs[CL_COST_CITY]))
        return 950;
    if (spot_reached(s, p) && cl_settlements_left(s, p) > 0 &&
        affords(hand, ctn_classic_costs[CL_COST_SETTLEMENT]))
        return 850;
    return 20;
}

/* Classic: cities and settlements first, then development cards and knights; roads towards a spot
 * and bank trades that pay for a build, else ending the turn over wandering. */
int cl_rollout_weight(const ctn_game *g, const ctn_state *state, int p, ctn_action a) {
    const cl_state *s = (const cl_state *)state;
    switch (CL_ACT_TYPE(a)) {
    case CL_A_BUILD_CITY:
        return 1000 + vertex_pips(cl_data_of(g), s, CL_ACT_ARG0(a));
    case CL_A_BUILD_SETTLEMENT:
        return 900 + vertex_pips(cl_data_of(g), s, CL_ACT_ARG0(a));
    case CL_A_MOVE_ROBBER:
    case CL_A_MOVE_ROBBER2: /* World's second robber (W§6) */
        return robber_weight(s, p, a);
    case CL_A_DISCARD: /* the most plentiful resource */
        return 50 + s->hand[p][CL_ACT_ARG0(a)];
    case CL_A_BUY_DEV:
        return 300;
    case CL_A_PLAY_KNIGHT:
    case CL_A_PLAY_MONOPOLY:
    case CL_A_PLAY_YEAR_OF_PLENTY:
    case CL_A_PLAY_ROAD_BUILDING:
        return 200;
    case CL_A_BUILD_ROAD:
        return road_weight(cl_data_of(g), s, p, CL_ACT_ARG0(a));
    case CL_A_TRADE_BANK:
        return bank_weight(s, p, a);
    case CL_A_END_TURN:
        return 100;
    default:
        return 50;
    }
}
