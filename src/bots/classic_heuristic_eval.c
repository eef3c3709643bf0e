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

/* A gold field's pips count for every resource in equal parts, a little more than a plain
 * field's in all (the owner picks what he needs). */
#define GOLD_SHARE (1.3 / CTN_RESOURCE_COUNT)

/* Adds hex h's pips, `times` over, to a production vector. */
static void add_hex_prod(const ch_ctx *c, int h, double times, double out[CTN_RESOURCE_COUNT]) {
    if (c->hex_res[h] >= 0) {
        out[c->hex_res[h]] += c->hex_pips[h] * times;
    } else if (c->hex_gold[h]) {
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) out[r] += c->hex_pips[h] * times * GOLD_SHARE;
    }
}

static void init_production(ch_ctx *c) {
    const cl_state *s = c->s;
    for (int h = 0; h < s->num_hexes; h++) {
        if (h == s->robber) continue;
        for (int p = 0; p < c->np; p++)
            if (s->hex_yield[h][p]) add_hex_prod(c, h, s->hex_yield[h][p], c->prod[p]);
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
    c->seafarers = CL_SEA && c->d->seafarers;
    for (int h = 0; h < s->num_hexes; h++) {
        c->hex_res[h] = ctn_terrain_resource(s->terrain[h]);
        c->hex_gold[h] = s->terrain[h] == CTN_GOLD;
        c->hex_pips[h] = ch_pips(s->number[h]);
    }
    init_weights(c);
    init_production(c);
    for (int p = 0; p < c->np; p++) c->vp[p] = p == me ? cl_total_vp(s, p) : cl_public_vp(s, p);
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
        if (h == CTN_NONE || h >= c->s->num_hexes) continue;
        add_hex_prod(c, h, 1.0, out);
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

/* Seafarers: the island bonus (World: the discovery token) a settlement on v would bring p (S§9,
 * W§9). A point is worth about a city's production in this scale at the start, twice that when p
 * reaches the winning score: late points decide the game, production no longer does. (Against
 * the flat value, 4,800 rotated World games: 9.4% wins in one seat of twelve; 7.3 tokens taken a
 * game instead of 5.2; docs/benchmarks.md.) */
static double area_value(const ch_ctx *c, int p, int v) {
#if CL_SEA
    const cl_state *s = c->s;
    int a = c->d->vertex_area[v] - 1;
    if (!c->d->island_bonus || a < 0 || (s->areas[p] & (1u << (a & 31)))) return 0;
    if (c->d->island_bonus_once && (s->areas[p] & ~s->home_areas[p])) return 0;
    if (s->phase == CL_PHASE_SETUP_SETTLEMENT) return 0; /* set-up settlements make home areas */
    if (c->d->world && !s->tokens_left) return 0; /* W§9: the pool is empty */
    return 2.5 * c->d->island_bonus * (1.0 + (double)c->vp[p] / c->win);
#else
    (void)c, (void)p, (void)v;
    return 0;
#endif
}

double ch_spot_value(const ch_ctx *c, int p, int v) {
    double pv[CTN_RESOURCE_COUNT], after[CTN_RESOURCE_COUNT];
    ch_vertex_prod(c, v, pv);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) after[r] = c->prod[p][r] + pv[r];
    return ch_prod_value(c, after) - ch_prod_value(c, c->prod[p]) + harbour_value(c, p, v, after) +
           area_value(c, p, v);
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

/* Vertices the bot's roads, and in Seafarers its ships, touch. */
static cl_set network_vertices(const ch_ctx *c) {
    cl_set at = c->s->road_vertices[c->me];
#if CL_SEA
    if (c->seafarers) {
        cl_set ships = cl_sea_ship_vertices(c->d, c->s, c->me);
        cl_set_or(&at, &ships);
    }
#endif
    return at;
}

static void plan_settlement(ch_ctx *c) {
    if (cl_settlements_left(c->s, c->me) <= 0) return;
    cl_set reach = network_vertices(c);
    cl_set spots = cl_set_and(&c->s->settle_free, &reach);
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

/* The trail (Seafarers: trade route) once the bot adds a road, or a ship if `ship`, on e. */
static int trail_with(const ch_ctx *c, int e, int ship) {
    if (c->seafarers) return cl_route_with_new_piece(c->d, c->s, c->me, e, ship);
    return cl_trail_with_new_road(c->d, c->s, c->me, e);
}

/* The road (or ship: *ship set) that lengthens the bot's trail most (ties: the lowest edge, roads
 * first), and that length. */
static int best_trail_road(const ch_ctx *c, int *length, int *ship) {
    int best = -1;
    *length = c->s->road_length[c->me], *ship = 0;
    if (cl_roads_left(c->s, c->me) > 0) {
        CL_FOR_EACH(e, &c->s->road_candidates[c->me]) {
            int len = trail_with(c, (int)e, 0);
            if (len > *length) *length = len, best = (int)e;
        }
    }
#if CL_SEA
    if (c->seafarers && cl_sea_ships_left(c->s, c->me) > 0) {
        cl_set spots = cl_sea_ship_spots(c->d, c->s, c->me);
        CL_FOR_EACH(e, &spots) {
            int len = trail_with(c, (int)e, 1);
            if (len > *length) *length = len, best = (int)e, *ship = 1;
        }
    }
#endif
    return best;
}

/* A road that takes Longest Road, or keeps it from a player one road behind. */
static void plan_long_road(ch_ctx *c, int trail_edge, int trail_len, int trail_ship) {
    int mine = c->s->road_length[c->me], other = longest_other_road(c);
    if (trail_edge < 0) return;
    int takes = c->s->longest_road_owner != c->me && trail_len >= 5 && trail_len > other;
    int keeps = c->s->longest_road_owner == c->me && other >= mine - 1;
    if (takes || keeps) c->long_road_edge = trail_edge, c->long_road_ship = trail_ship;
    c->goal_ok[CH_LONG_ROAD] = c->long_road_edge >= 0;
}

/* May a road (ship = 0) or a ship (1) go on the free edge e? Roads on land edges, ships on sea
 * and coast edges not beside the pirate (S§2, S§6); without Seafarers every edge is a road
 * edge. */
static int edge_takes(const ch_ctx *c, int e, int ship) {
    if (!ship) return !CL_SEA || cl_set_test(&c->d->road_edges, (unsigned)e);
#if CL_SEA
    return c->seafarers && cl_set_test(&c->d->ship_edges, (unsigned)e) &&
           !cl_sea_pirate_side(c->d, c->s, e);
#else
    return 0;
#endif
}

/* The search state of road_to_spot: a vertex reached by roads (mode 0) or by ships (1). */
#define RS(v, mode) (2 * (v) + (mode))

/* Seeds the search with the bot's network: road ends continue by road, ship ends by ship, its
 * buildings by either (S§4: roads and ships meet only there). */
static int seed_network(const ch_ctx *c, int *dist, int *first, int *queue) {
    const cl_state *s = c->s;
    cl_set ships = {{0}};
#if CL_SEA
    if (c->seafarers) ships = cl_sea_ship_vertices(c->d, s, c->me);
#endif
    int tail = 0;
    for (int v = 0; v < c->t->num_vertices; v++) {
        if (ch_vertex_has_opponent(c, v)) continue;
        int building = cl_vertex_player(s, v) == c->me;
        int by_road = building || cl_set_test(&s->road_vertices[c->me], (unsigned)v);
        int by_ship = c->seafarers && (building || cl_set_test(&ships, (unsigned)v));
        if (by_road) dist[RS(v, 0)] = 0, first[RS(v, 0)] = -1, queue[tail++] = RS(v, 0);
        if (by_ship) dist[RS(v, 1)] = 0, first[RS(v, 1)] = -1, queue[tail++] = RS(v, 1);
    }
    return tail;
}

/* Breadth-first search over free edges from the bot's network, a few roads (or ships) deep: the
 * first piece towards the best free spot (nearer spots count more). Sets c->road_ship when
 * that piece is a ship. */
static int road_to_spot(ch_ctx *c) {
    const cl_state *s = c->s;
    int ns = 2 * c->t->num_vertices, queue[2 * CL_MAX_VERTICES], head = 0, tail;
    int dist[2 * CL_MAX_VERTICES], first[2 * CL_MAX_VERTICES];
    for (int x = 0; x < ns; x++) dist[x] = -1;
    tail = seed_network(c, dist, first, queue);
    int depth[2] = {cl_roads_left(s, c->me), 0};
#if CL_SEA
    if (c->seafarers) depth[1] = cl_sea_ships_left(s, c->me);
#endif
    if (depth[0] > CH_ROAD_DEPTH) depth[0] = CH_ROAD_DEPTH;
    if (depth[1] > CH_SHIP_DEPTH) depth[1] = CH_SHIP_DEPTH;
    while (head < tail) {
        int x = queue[head++], v = x / 2, mode = x % 2;
        if (dist[x] >= depth[mode]) continue;
        for (int k = 0; k < 3; k++) {
            int e = c->d->vertex_adj_edge[v][k];
            if (e == CL_ID_NONE || cl_set_test(&s->occupied_edges, (unsigned)e) ||
                !edge_takes(c, e, mode))
                continue;
            int y = RS(c->d->vertex_adj_vertex[v][k], mode);
            if (dist[y] >= 0) continue;
            dist[y] = dist[x] + 1;
            first[y] = dist[x] == 0 ? 2 * e + mode : first[x];
            if (!ch_vertex_has_opponent(c, y / 2)) queue[tail++] = y;
        }
    }
    static const double NEAR[CH_SHIP_DEPTH + 1] = {0, 1.0, 0.85, 0.7, 0.6, 0.5, 0.42};
    double best = 0;
    int pick = -1;
    for (int y = 0; y < ns; y++) {
        if (dist[y] < 1 || !cl_set_test(&s->settle_free, (unsigned)(y / 2))) continue;
        double value = ch_spot_value(c, c->me, y / 2) * NEAR[dist[y]];
        if (value > best) best = value, pick = first[y];
    }
    if (pick < 0) return -1;
    c->road_ship = pick % 2;
    return pick / 2;
}

static void plan_roads(ch_ctx *c) {
    int ships = 0;
#if CL_SEA
    if (c->seafarers) ships = cl_sea_ships_left(c->s, c->me);
#endif
    if (cl_roads_left(c->s, c->me) <= 0 && ships <= 0) return;
    int trail_len, trail_ship, trail_edge = best_trail_road(c, &trail_len, &trail_ship);
    plan_long_road(c, trail_edge, trail_len, trail_ship);
    if (cl_settlements_left(c->s, c->me) > 0) c->road_edge = road_to_spot(c);
    c->road_for_spot = c->road_edge >= 0;
    /* no spot within reach: a road still pays when Longest Road is two roads away */
    int other = longest_other_road(c), need = other + 1 > 5 ? other + 1 : 5;
    if (c->road_edge < 0 && c->s->longest_road_owner != c->me && trail_edge >= 0 &&
        c->s->road_length[c->me] + 2 >= need)
        c->road_edge = trail_edge, c->road_ship = trail_ship;
    c->goal_ok[CH_ROAD] = c->road_edge >= 0 && c->settle_vertex < 0; /* a spot in reach first */
}

void ch_plan(ch_ctx *c) {
    plan_city(c);
    plan_settlement(c);
    plan_roads(c);
    c->goal_ok[CH_DEV] = cl_dev_total(c->s) > 0;
}

const uint8_t *ch_goal_cost(const ch_ctx *c, ch_goal goal) {
    switch (goal) {
    case CH_CITY:
        return ctn_classic_costs[CL_COST_CITY];
    case CH_SETTLEMENT:
        return ctn_classic_costs[CL_COST_SETTLEMENT];
    case CH_DEV:
        return ctn_classic_costs[CL_COST_DEV];
    case CH_LONG_ROAD:
        return ctn_classic_costs[c->long_road_ship ? CL_COST_SHIP : CL_COST_ROAD];
    default:
        return ctn_classic_costs[c->road_ship ? CL_COST_SHIP : CL_COST_ROAD];
    }
}

ctn_action ch_edge_action(int e, int ship) {
    return CL_ACT(ship ? CL_A_BUILD_SHIP : CL_A_BUILD_ROAD, e, 0);
}

ctn_action ch_goal_action(const ch_ctx *c, ch_goal goal) {
    switch (goal) {
    case CH_CITY:
        return CL_ACT(CL_A_BUILD_CITY, c->city_vertex, 0);
    case CH_SETTLEMENT:
        return CL_ACT(CL_A_BUILD_SETTLEMENT, c->settle_vertex, 0);
    case CH_LONG_ROAD:
        return ch_edge_action(c->long_road_edge, c->long_road_ship);
    case CH_ROAD:
        return ch_edge_action(c->road_edge, c->road_ship);
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
        const uint8_t *cost = ch_goal_cost(c, (ch_goal)goal);
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
        double d = ch_missing(hand, ch_goal_cost(c, (ch_goal)goal)) + GOAL_BIAS[goal];
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
        double u = GOAL_VALUE[goal] / (1.0 + ch_missing(hand, ch_goal_cost(c, (ch_goal)goal)));
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
    if (primary >= 0 && i < ch_goal_cost(c, (ch_goal)primary)[r]) v += 4;
    for (int goal = 0; goal < CH_GOALS; goal++)
        if (c->goal_ok[goal] && i < ch_goal_cost(c, (ch_goal)goal)[r]) v += 1;
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
    if (c->long_road_edge >= 0) return ch_edge_action(c->long_road_edge, c->long_road_ship);
    if (c->road_edge >= 0) return ch_edge_action(c->road_edge, c->road_ship);
    int len, ship, e = best_trail_road(c, &len, &ship);
    if (e >= 0) return ch_edge_action(e, ship);
    return CL_A_NONE;
}
