/* classic_heuristic_eval.c — evaluation for the Classic heuristic bot: dice pips, production per
 * resource, the value of a settlement spot (diversity, scarcity on this board, harbours), and the
 * goals the bot works towards (best city, best spot, roads towards a spot or Longest Road).
 *
 * Values are doubles computed with + - * / only (no libm), so a decision is the same on every
 * platform for the same view.
 */
#include "classic_heuristic.h"

/* Base value of a pip per resource: wool is the least needed, lumber and brick start the game,
 * grain and ore make cities and development cards. */
static const double BASE_WEIGHT[CTN_RESOURCE_COUNT] = {1.0, 1.0, 0.8, 1.0, 0.95};

double ch_pips(int number) {
    if (number < 2 || number > 12 || number == 7) return 0.0;
    return (double)(6 - (number > 7 ? number - 7 : 7 - number));
}

static double clamp(double x, double lo, double hi) {
    return x < lo ? lo : x > hi ? hi : x;
}

/* Resource weights: the base weight, raised for resources this board produces little of. */
static void init_weights(ch_ctx *c) {
    double board[CTN_RESOURCE_COUNT] = {0}, total = 0;
    for (int h = 0; h < c->s->num_hexes; h++)
        if (c->hex_res[h] >= 0) board[c->hex_res[h]] += c->hex_pips[h], total += c->hex_pips[h];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        double ratio = board[r] > 0 ? total / CTN_RESOURCE_COUNT / board[r] : 1.5;
        c->weight[r] = BASE_WEIGHT[r] * (0.5 + 0.5 * clamp(ratio, 0.7, 1.5));
    }
}

static void init_production(ch_ctx *c) {
    const cl_state *s = c->s;
    for (int h = 0; h < s->num_hexes; h++) {
        int r = c->hex_res[h];
        if (r < 0 || h == s->robber) continue;
        for (int p = 0; p < c->np; p++) c->prod[p][r] += c->hex_pips[h] * s->hex_yield[h][p];
    }
}

void ch_ctx_init(ch_ctx *c, ch_bot *bot, const ctn_game *g, const ctn_state *view, int me,
                 const ctn_action *legal, int n) {
    memset(c, 0, sizeof *c);
    c->g = g;
    c->d = cl_data_of(g);
    c->t = &c->d->topo;
    c->s = (const cl_state *)view;
    c->bot = bot;
    c->me = me;
    c->np = g->num_players;
    c->win = c->d->vp_to_win;
    c->legal = legal;
    c->n = n;
    const cl_state *s = c->s;
    for (int h = 0; h < s->num_hexes; h++) {
        c->hex_res[h] = ctn_terrain_resource(s->terrain[h]);
        c->hex_pips[h] = ch_pips(s->number[h]);
    }
    init_weights(c);
    init_production(c);
    for (int p = 0; p < c->np; p++)
        c->vp[p] = p == me ? cl_total_vp(s, p) : cl_public_vp(s, p);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) /* every card is in the bank or in a hand */
        c->others_hold[r] = c->d->bank_start - s->bank[r] - s->hand[me][r];
    c->city_vertex = c->settle_vertex = c->long_road_edge = c->road_edge = -1;
}

int ch_is_legal(const ch_ctx *c, ctn_action a) {
    for (int i = 0; i < c->n; i++)
        if (c->legal[i] == a) return 1;
    return 0;
}

void ch_vertex_prod(const ch_ctx *c, int v, double out[CTN_RESOURCE_COUNT]) {
    memset(out, 0, CTN_RESOURCE_COUNT * sizeof out[0]);
    for (int k = 0; k < 3; k++) {
        int h = c->t->vertex_hex[v][k];
        if (h == CTN_NONE || h >= c->s->num_hexes || c->hex_res[h] < 0) continue;
        out[c->hex_res[h]] += c->hex_pips[h];
    }
}

/* Concave in each resource: the first pips of a resource are worth more than the tenth. */
double ch_prod_value(const ch_ctx *c, const double prod[CTN_RESOURCE_COUNT]) {
    double v = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        double x = prod[r];
        v += c->weight[r] * (0.6 * x + 3.0 * x / (x + 4.0));
    }
    return v;
}

/* A harbour on v: a 3:1 is worth a little; a 2:1 in proportion to the resource produced. */
static double harbour_value(const ch_ctx *c, int p, int v, const double prod[CTN_RESOURCE_COUNT]) {
    int slot = c->d->vertex_harbour[v];
    if (!slot) return 0;
    int type = c->s->harbour_type[slot - 1];
    if (c->s->harbours[p] & (1u << type)) return 0;
    if (type == CTN_HARBOUR_GENERIC) return 0.8;
    return 0.3 * prod[type - CTN_HARBOUR_LUMBER];
}

double ch_spot_value(const ch_ctx *c, int p, int v) {
    double pv[CTN_RESOURCE_COUNT], after[CTN_RESOURCE_COUNT];
    ch_vertex_prod(c, v, pv);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) after[r] = c->prod[p][r] + pv[r];
    return ch_prod_value(c, after) - ch_prod_value(c, c->prod[p]) + harbour_value(c, p, v, after);
}

int ch_vertex_has_opponent(const ch_ctx *c, int v) {
    int owner = cl_vertex_player(c->s, v);
    return owner >= 0 && owner != c->me;
}

/* ---- goals ---- */

static void plan_city(ch_ctx *c) {
    if (cl_cities_left(c->s, c->me) <= 0) return;
    double best = -1;
    CL_FOR_EACH(v, &c->s->settlements[c->me]) {
        double pv[CTN_RESOURCE_COUNT], after[CTN_RESOURCE_COUNT];
        ch_vertex_prod(c, (int)v, pv);
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) after[r] = c->prod[c->me][r] + pv[r];
        double value = ch_prod_value(c, after);
        if (value > best) best = value, c->city_vertex = (int)v;
    }
    c->goal_ok[CH_CITY] = c->city_vertex >= 0;
}

static void plan_settlement(ch_ctx *c) {
    if (cl_settlements_left(c->s, c->me) <= 0) return;
    cl_set spots = cl_set_and(&c->s->settle_free, &c->s->road_vertices[c->me]);
    double best = -1;
    CL_FOR_EACH(v, &spots) {
        double value = ch_spot_value(c, c->me, (int)v);
        if (value > best) best = value, c->settle_vertex = (int)v;
    }
    c->goal_ok[CH_SETTLEMENT] = c->settle_vertex >= 0;
}

static int longest_other_road(const ch_ctx *c) {
    int best = 0;
    for (int p = 0; p < c->np; p++)
        if (p != c->me && c->s->road_length[p] > best) best = c->s->road_length[p];
    return best;
}

/* The road that lengthens the bot's trail most (ties: the lowest edge), and that length. */
static int best_trail_road(const ch_ctx *c, int *length) {
    int best = -1;
    *length = c->s->road_length[c->me];
    CL_FOR_EACH(e, &c->s->road_candidates[c->me]) {
        int len = cl_trail_with_new_road(c->d, c->s, c->me, (int)e);
        if (len > *length) *length = len, best = (int)e;
    }
    return best;
}

/* A road that takes Longest Road, or keeps it from a player one road behind. */
static void plan_long_road(ch_ctx *c, int trail_edge, int trail_len) {
    int mine = c->s->road_length[c->me], other = longest_other_road(c);
    if (trail_edge < 0) return;
    int takes = c->s->longest_road_owner != c->me && trail_len >= 5 && trail_len > other;
    int keeps = c->s->longest_road_owner == c->me && other >= mine - 1;
    if (takes || keeps) c->long_road_edge = trail_edge;
    c->goal_ok[CH_LONG_ROAD] = c->long_road_edge >= 0;
}

/* Breadth-first search over free edges from the bot's network, CH_ROAD_DEPTH roads deep: the
 * first road towards the best free spot (nearer spots count more). */
static int road_to_spot(const ch_ctx *c) {
    const cl_state *s = c->s;
    int nv = c->t->num_vertices, queue[CL_MAX_VERTICES], head = 0, tail = 0;
    int dist[CL_MAX_VERTICES], first[CL_MAX_VERTICES];
    for (int v = 0; v < nv; v++) {
        dist[v] = -1;
        int own =
            cl_set_test(&s->road_vertices[c->me], (unsigned)v) || cl_vertex_player(s, v) == c->me;
        if (own && !ch_vertex_has_opponent(c, v)) dist[v] = 0, first[v] = -1, queue[tail++] = v;
    }
    int depth = cl_roads_left(s, c->me) < CH_ROAD_DEPTH ? cl_roads_left(s, c->me) : CH_ROAD_DEPTH;
    while (head < tail) {
        int x = queue[head++];
        if (dist[x] >= depth) continue;
        for (int k = 0; k < 3; k++) {
            int e = c->d->vertex_adj_edge[x][k], y = c->d->vertex_adj_vertex[x][k];
            if (e == CL_ID_NONE || dist[y] >= 0 || cl_set_test(&s->occupied_edges, (unsigned)e)) continue;
            dist[y] = dist[x] + 1, first[y] = dist[x] == 0 ? e : first[x];
            if (!ch_vertex_has_opponent(c, y)) queue[tail++] = y;
        }
    }
    static const double NEAR[CH_ROAD_DEPTH + 1] = {0, 1.0, 0.85, 0.7};
    double best = 0;
    int edge = -1;
    for (int v = 0; v < nv; v++) {
        if (dist[v] < 1 || !cl_set_test(&s->settle_free, (unsigned)v)) continue;
        double value = ch_spot_value(c, c->me, v) * NEAR[dist[v]];
        if (value > best) best = value, edge = first[v];
    }
    return edge;
}

static void plan_roads(ch_ctx *c) {
    if (cl_roads_left(c->s, c->me) <= 0) return;
    int trail_len, trail_edge = best_trail_road(c, &trail_len);
    plan_long_road(c, trail_edge, trail_len);
    if (cl_settlements_left(c->s, c->me) > 0) c->road_edge = road_to_spot(c);
    c->road_for_spot = c->road_edge >= 0;
    /* no spot within reach: a road still pays when Longest Road is two roads away */
    int other = longest_other_road(c), need = other + 1 > 5 ? other + 1 : 5;
    if (c->road_edge < 0 && c->s->longest_road_owner != c->me && trail_edge >= 0 &&
        c->s->road_length[c->me] + 2 >= need)
        c->road_edge = trail_edge;
    c->goal_ok[CH_ROAD] = c->road_edge >= 0 && c->settle_vertex < 0; /* a spot in reach first */
}

void ch_plan(ch_ctx *c) {
    plan_city(c);
    plan_settlement(c);
    plan_roads(c);
    c->goal_ok[CH_DEV] = cl_dev_total(c->s) > 0;
}

const uint8_t *ch_goal_cost(ch_goal goal) {
    switch (goal) {
    case CH_CITY:
        return ctn_classic_costs[CL_COST_CITY];
    case CH_SETTLEMENT:
        return ctn_classic_costs[CL_COST_SETTLEMENT];
    case CH_DEV:
        return ctn_classic_costs[CL_COST_DEV];
    default:
        return ctn_classic_costs[CL_COST_ROAD];
    }
}

ctn_action ch_goal_action(const ch_ctx *c, ch_goal goal) {
    switch (goal) {
    case CH_CITY:
        return CL_ACT(CL_A_BUILD_CITY, c->city_vertex, 0);
    case CH_SETTLEMENT:
        return CL_ACT(CL_A_BUILD_SETTLEMENT, c->settle_vertex, 0);
    case CH_LONG_ROAD:
        return CL_ACT(CL_A_BUILD_ROAD, c->long_road_edge, 0);
    case CH_ROAD:
        return CL_ACT(CL_A_BUILD_ROAD, c->road_edge, 0);
    default:
        return CL_ACT(CL_A_BUY_DEV, 0, 0);
    }
}

int ch_missing(const uint8_t *hand, const uint8_t *cost) {
    int m = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (hand[r] < cost[r]) m += cost[r] - hand[r];
    return m;
}

int ch_dev_spoils(const ch_ctx *c, const uint8_t *hand) {
    const uint8_t *dev = ctn_classic_costs[CL_COST_DEV];
    uint8_t after[CTN_RESOURCE_COUNT];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        after[r] = (uint8_t)(hand[r] > dev[r] ? hand[r] - dev[r] : 0);
    for (int goal = CH_CITY; goal <= CH_SETTLEMENT; goal++) {
        int wanted = c->goal_ok[goal] || (goal == CH_SETTLEMENT && c->road_for_spot);
        const uint8_t *cost = ch_goal_cost((ch_goal)goal);
        int before = ch_missing(hand, cost);
        if (wanted && before <= 1 && ch_missing(after, cost) > before) return 1;
    }
    return 0;
}

/* By ch_goal: city, settlement, Longest Road, development card, road. */
static const double GOAL_BIAS[CH_GOALS] = {0, 0, 0, 1.0, 0.5};

/* The goal nearest to completion (priority order breaks ties), or -1. */
static int primary_goal(const ch_ctx *c, const uint8_t *hand, double *distance) {
    int best = -1;
    *distance = 10;
    for (int goal = 0; goal < CH_GOALS; goal++) {
        if (!c->goal_ok[goal]) continue;
        double d = ch_missing(hand, ch_goal_cost((ch_goal)goal)) + GOAL_BIAS[goal];
        if (d < *distance) *distance = d, best = goal;
    }
    return best;
}

/* What each goal is worth when complete, for the hand utility. */
static const double GOAL_VALUE[CH_GOALS] = {3.0, 3.0, 2.5, 1.2, 1.5};

/* The nearest goal counts fully, the second a quarter: a card the nearest goal needs is not spare
 * because a lesser goal would use it. Each missing card halves, thirds, ... a goal's worth. */
double ch_hand_utility(const ch_ctx *c, const uint8_t *hand) {
    double best = 0, second = 0;
    int total = 0;
    for (int goal = 0; goal < CH_GOALS; goal++) {
        if (!c->goal_ok[goal]) continue;
        double u = GOAL_VALUE[goal] / (1.0 + ch_missing(hand, ch_goal_cost((ch_goal)goal)));
        if (u > best)
            second = best, best = u;
        else if (u > second)
            second = u;
    }
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) total += hand[r];
    return best + 0.25 * second +
           0.05 * (total < c->d->discard_limit ? total : c->d->discard_limit);
}

double ch_card_keep_value(const ch_ctx *c, const uint8_t *hand, int r, int i) {
    double d, v = 0;
    int primary = primary_goal(c, hand, &d);
    if (primary >= 0 && i < ch_goal_cost((ch_goal)primary)[r]) v += 4;
    for (int goal = 0; goal < CH_GOALS; goal++)
        if (c->goal_ok[goal] && i < ch_goal_cost((ch_goal)goal)[r]) v += 1;
    v += 1.0 / (1.0 + c->prod[c->me][r] / 3.0); /* what the bot hardly produces is dear */
    return v - 0.2 * i;
}

double ch_estimated_vp(const ch_ctx *c, int p) {
    if (p == c->me) return c->vp[p];
    return c->vp[p] + (c->s->hidden_dev[p] > 0 ? 1 : 0);
}

int ch_close_to_winning(const ch_ctx *c, int p) {
    return ch_estimated_vp(c, p) >= c->win - 2;
}

ctn_action ch_best_road(const ch_ctx *c) {
    if (c->long_road_edge >= 0) return CL_ACT(CL_A_BUILD_ROAD, c->long_road_edge, 0);
    if (c->road_edge >= 0) return CL_ACT(CL_A_BUILD_ROAD, c->road_edge, 0);
    int len, e = best_trail_road(c, &len);
    if (e >= 0) return CL_ACT(CL_A_BUILD_ROAD, e, 0);
    return CL_A_NONE;
}
