/* classic_evaluate.c — a static evaluation of a Classic position for search cut-offs, fitted to
 * who won heuristic self-play games (tools/eval_fit.c).
 *
 * Each player's position is described by a few features (cl_feature: points, hidden ones
 * included, since searches evaluate sampled full states; production pips per resource; harbours;
 * cards and what they pay for; development cards; roads, free spots his roads reach or nearly
 * reach; the special cards; his place in the turn order). His value is their weighted sum, with
 * one set of weights per stage of the game (by the leader's points), in thousandths: a
 * conditional logit model, so exp(value / 1000) is proportional to his chance of winning. The
 * weights are the table of classic_eval_weights.c.
 */
#include "classic_internal.h"

static const int PIPS[13] = {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};

/* The stage of the game by the leader's points (all points, hidden ones included). */
static const uint8_t STAGE_OF_POINTS[] = {0, 0, 0, 0, 0, 0, 1, 1, 2, 3};

int cl_eval_stage(const cl_state *s) {
    int top = 0;
    for (int p = 0; p < s->num_players; p++)
        if (cl_total_vp(s, p) > top) top = cl_total_vp(s, p);
    int last = (int)sizeof STAGE_OF_POINTS - 1;
    return STAGE_OF_POINTS[top < last ? top : last];
}

static double at_most(int x, int cap) {
    return (double)(x < cap ? x : cap);
}

/* Pips per resource of the hexes around p's buildings (cities count twice, the robber's hex
 * none). */
static void production(const cl_state *s, int p, double prod[CTN_RESOURCE_COUNT]) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) prod[r] = 0;
    for (int h = 0; h < s->num_hexes; h++) {
        int r = ctn_terrain_resource(s->terrain[h]);
        if (h == s->robber || r < 0) continue;
        prod[r] += PIPS[s->number[h]] * s->hex_yield[h][p];
    }
}

static void production_features(const cl_state *s, int p, double *f) {
    double prod[CTN_RESOURCE_COUNT];
    production(s, p, prod);
    int kinds = 0;
    double harbour = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        f[CL_FEAT_PROD + r] = prod[r];
        kinds += prod[r] > 0;
        if (s->harbours[p] & (1u << (CTN_HARBOUR_LUMBER + r))) harbour += prod[r];
    }
    f[CL_FEAT_KINDS] = kinds;
    f[CL_FEAT_HARBOUR_PROD] = harbour;
    f[CL_FEAT_HARBOUR_GENERIC] = (s->harbours[p] >> CTN_HARBOUR_GENERIC) & 1u;
}

static void card_features(const cl_state *s, int p, double *f) {
    int cards = cl_hand_count(s, p), progress = 0;
    for (int c = CL_DEV_ROAD_BUILDING; c < CL_DEV_COUNT; c++) progress += s->dev_hand[p][c];
    f[CL_FEAT_CARDS] = at_most(cards, 7);
    f[CL_FEAT_CARDS_OVER] = cards > 7 ? cards - 7 : 0;
    f[CL_FEAT_KNIGHTS_HELD] = s->dev_hand[p][CL_DEV_KNIGHT];
    f[CL_FEAT_PROGRESS_HELD] = progress;
    f[CL_FEAT_KNIGHTS_PLAYED] = at_most(s->knights[p], 6);
}

/* Free spots one road beyond p's roads (not those his roads reach already). */
static int spots_near(const cl_data *d, const cl_state *s, int p, const cl_set *reached) {
    cl_set near = {{0}};
    CL_FOR_EACH(u, &s->road_vertices[p]) cl_set_or(&near, &d->vertex_neighbours[u]);
    near = cl_set_and(&near, &s->settle_free);
    cl_set_andnot(&near, reached);
    return (int)cl_set_count(&near);
}

static int cards_towards(const uint8_t *hand, const uint8_t *cost) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += hand[r] < cost[r] ? hand[r] : cost[r];
    return n;
}

/* Roads, free spots, what the hand pays for now, the special cards. */
static void building_features(const ctn_game *g, const cl_state *s, int p, double *f) {
    cl_set spots = cl_set_and(&s->road_vertices[p], &s->settle_free);
    f[CL_FEAT_ROAD] = at_most(s->road_length[p], 10);
    f[CL_FEAT_SPOTS] = at_most((int)cl_set_count(&spots), 3);
    f[CL_FEAT_SPOTS_NEAR] = at_most(spots_near(cl_data_of(g), s, p, &spots), 3);
    f[CL_FEAT_SETTLEMENTS] = cl_set_count(&s->settlements[p]);
    f[CL_FEAT_CITY_READY] = cl_set_any(&s->settlements[p]) &&
                            cl_can_afford(s, p, ctn_classic_costs[CL_COST_CITY]);
    f[CL_FEAT_SETTLE_READY] = cl_set_any(&spots) && cl_settlements_left(s, p) > 0 &&
                              cl_can_afford(s, p, ctn_classic_costs[CL_COST_SETTLEMENT]);
    f[CL_FEAT_CITY_CARDS] = cards_towards(s->hand[p], ctn_classic_costs[CL_COST_CITY]);
    f[CL_FEAT_SETTLE_CARDS] = cards_towards(s->hand[p], ctn_classic_costs[CL_COST_SETTLEMENT]);
    f[CL_FEAT_LONGEST_ROAD] = s->longest_road_owner == p;
    f[CL_FEAT_LARGEST_ARMY] = s->largest_army_owner == p;
}

void cl_eval_features(const ctn_game *g, const cl_state *s, int p, double f[CL_FEAT_COUNT]) {
    f[CL_FEAT_POINTS] = cl_total_vp(s, p);
    production_features(s, p, f);
    card_features(s, p, f);
    building_features(g, s, p, f);
    /* the turn order: the next three players after the current one (with 5 or 6 players the
     * last ones count as the current player) */
    int n = s->num_players, seat = (p - s->current + n) % n;
    for (int k = 1; k <= CL_FEAT_SEAT_3 - CL_FEAT_SEAT_1 + 1; k++)
        f[CL_FEAT_SEAT_1 + k - 1] = seat == k;
}

void cl_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values) {
    const cl_state *s = (const cl_state *)state;
    int stage = cl_eval_stage(s);
    for (int p = 0; p < s->num_players; p++) {
        double f[CL_FEAT_COUNT], v = 0;
        cl_eval_features(g, s, p, f);
        for (int i = 0; i < CL_FEAT_COUNT; i++) v += cl_eval_weights[i][stage] * f[i];
        values[p] = (int32_t)(1000.0 * v);
    }
}
