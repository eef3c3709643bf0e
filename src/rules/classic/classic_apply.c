/* classic_apply.c — applying a legal action to a Classic state: the turn structure (§3, §4, §9),
 * production (§5), building (§6), trade (§7), development cards (§8) and the end (§10).
 *
 * apply trusts its input: callers from outside the engine validate with ctn_game_apply_checked.
 * Derived sets (road candidates, distance-rule vertices, road lengths) are kept up to date here
 * incrementally; classic_check.c recomputes them from scratch to prove it.
 */
#include "classic_internal.h"

static void pay(cl_state *s, int p, const uint8_t *cost) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        s->hand[p][r] = (uint8_t)(s->hand[p][r] - cost[r]);
        s->bank[r] = (uint8_t)(s->bank[r] + cost[r]);
    }
}

static void take_from_bank(cl_state *s, int p, int r, int amount) {
    s->hand[p][r] = (uint8_t)(s->hand[p][r] + amount);
    s->bank[r] = (uint8_t)(s->bank[r] - amount);
}

/* After the robber (or a pirate) moved: the theft from victim y - 1, or with y 0 back to where
 * the turn resumes (§5.4, S§6). */
static void rob_or_resume(cl_state *s, int y) {
    if (y)
        s->robber_victim = (uint8_t)(y - 1), s->phase = CL_PHASE_STEAL;
    else
        s->phase = s->resume_phase;
}

/* The dispatcher below runs for every action. The longer cases live out of line so that the
 * frequent short ones (roll, end of turn, discard, robber) pay for no saved registers. */
#define CL_OUT_OF_LINE __attribute__((noinline))

/* ---- pieces (§6) ---- */

/* Edges at v where p's road network may grow: free road edges (all edges on an all-land board). */
static void add_road_candidates_at(const cl_data *d, cl_state *s, int p, int v) {
    cl_set more = CL_SEA ? cl_set_and(&d->vertex_edges[v], &d->road_edges) : d->vertex_edges[v];
    cl_set_andnot(&more, &s->occupied_edges);
    cl_set_or(&s->road_candidates[p], &more);
}

/* An edge taken by a road or a ship: nobody's road (nor, in Seafarers, ship) may go there any
 * more. */
static void occupy_edge(cl_state *s, int e) {
    cl_set_add(&s->occupied_edges, (unsigned)e);
    for (int q = 0; q < s->num_players; q++) {
        cl_set_del(&s->road_candidates[q], (unsigned)e);
#if CL_CLASS != CL_CLASS_S
        cl_del_candidate(s, q, (unsigned)e);
#endif
    }
}

/* Longest Road, or in Seafarers the longest trade route (S§8), after p's pieces changed. */
static void update_route(const cl_data *d, cl_state *s, int p, int length) {
    s->road_length[p] = (uint8_t)length;
    if (length >= 5) cl_update_longest_road(d, s); /* below 5 nothing can change (§6.1) */
}

static void place_road(const cl_data *d, cl_state *s, int p, int e) {
    int length = CL_SEA && d->seafarers ? cl_route_place_piece(d, s, p, e, 0) /* with ships */
                                        : cl_trail_with_new_road(d, s, p, e);
    cl_set_add(&s->roads[p], (unsigned)e);
    occupy_edge(s, e);
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k];
        cl_set_add(&s->road_vertices[p], (unsigned)v);
        int owner = cl_vertex_player(s, v);
        if (owner >= 0 && owner != p) continue; /* the network does not pass an opponent (§6) */
        add_road_candidates_at(d, s, p, v);
    }
    update_route(d, s, p, length);
}

#if CL_CLASS != CL_CLASS_S
/* ---- ships (S§4, S§5) ---- */

/* Where a ship move returns: the main phase, in World phase 3 (W§8). */
static uint8_t ship_move_resume(const cl_state *s) {
    return s->context == CL_CTX_SPECIAL_BUILD ? CL_PHASE_SPECIAL_BUILD : CL_PHASE_MAIN;
}

/* The pirate (S§6) and World's second robber and pirate (W§6): moved to hex h; on a 7 in World
 * nobody is robbed, otherwise victim y - 1 when y is not 0. */
CL_OUT_OF_LINE static void move_bandit(const cl_data *d, cl_state *s, int type, int h, int y) {
    static const uint8_t BANDIT[CL_A_TYPE_COUNT] = {[CL_A_MOVE_PIRATE] = CL_BANDIT_PIRATE,
                                                    [CL_A_MOVE_ROBBER2] = CL_BANDIT_ROBBER2,
                                                    [CL_A_MOVE_PIRATE2] = CL_BANDIT_PIRATE2};
    if (type == CL_A_MOVE_PIRATE)
        s->pirate = (cl_hexid)h;
    else if (type == CL_A_MOVE_ROBBER2)
        s->robber2 = (cl_hexid)h;
    else
        s->pirate2 = (cl_hexid)h;
    if (s->seven_step)
        cl_world_bandit_moved(d, s, BANDIT[type]);
    else
        rob_or_resume(s, y);
}

static void place_ship(const cl_data *d, cl_state *s, int p, int e) {
    int length = cl_route_place_piece(d, s, p, e, 1);
    cl_add_ship(s, p, (unsigned)e);
    cl_set_add(&s->ships_new, (unsigned)e);
    occupy_edge(s, e);
    for (int k = 0; k < 2; k++) { /* his shipping reaches its ends, unless an opponent's */
        int v = d->topo.edge_vertex[e][k], owner = cl_vertex_player(s, v);
        if (owner < 0 || owner == p) cl_sea_reach_vertex(d, s, p, v);
    }
    cl_sea_open_after_arriving(d, s, p, e); /* his ships there, the new one too */
    update_route(d, s, p, length);
}

/* A moved ship frees its edge, where a road may go again for each player whose network reaches
 * one of its ends (S§5). */
static void free_edge(const cl_data *d, cl_state *s, int e) {
    cl_set_del(&s->occupied_edges, (unsigned)e);
    if (!cl_set_test(&d->road_edges, (unsigned)e)) return;
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k], owner = cl_vertex_player(s, v);
        if (owner >= 0) { /* a building: only its owner's network passes v (§6) */
            cl_set_add(&s->road_candidates[owner], (unsigned)e);
            continue;
        }
        for (int q = 0; q < s->num_players; q++) /* each whose network reaches v, no branch */
            s->road_candidates[q].w[e >> 6] |=
                (uint64_t)cl_set_test(&s->road_vertices[q], (unsigned)v) << (e & 63);
    }
}

CL_OUT_OF_LINE static void move_ship(const cl_data *d, cl_state *s, int p, int from, int to) {
    int length = cl_route_after_ship_move(d, s, p, from, to);
    cl_sea_drop_places_taken(d, s, p, from); /* his shipping no longer reaches its lone end */
    cl_del_ship(s, p, (unsigned)from);
    cl_set_del(&s->ships_open, (unsigned)from);
    cl_sea_open_after_leaving(d, s, p, from); /* his ships left alone at its ends are open */
    free_edge(d, s, from);
    cl_sea_free_edge(d, s, from, p);
    cl_add_ship(s, p, (unsigned)to);
    occupy_edge(s, to);
    cl_sea_open_after_arriving(d, s, p, to);
    /* his shipping reaches the new place's ends, unless an opponent's building stands there */
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[to][k], owner = cl_vertex_player(s, v);
        if (owner < 0 || owner == p) cl_sea_reach_vertex(d, s, p, v);
    }
    s->ship_moved = 1;
    s->road_length[p] = (uint8_t)length;
    cl_update_longest_road(d, s); /* a route may shrink below 5 as well as grow */
}
#endif

/* An opponent whose network ran through v is cut there: his candidates and length change. */
/* p's pieces (roads, and ships in Seafarers) at board vertex v, through its three edges. */
static int pieces_at(const cl_data *d, const cl_state *s, int p, int v) {
    int n = 0;
    for (int k = 0; k < 3; k++) {
        unsigned e = d->vertex_adj_edge[v][k];
        if (e == CL_ID_NONE) continue;
        n += cl_set_test(&s->roads[p], e);
#if CL_CLASS != CL_CLASS_S
        n += cl_set_test(&s->ships[p], e); /* a trade route is cut the same way (S§8) */
#endif
    }
    return n;
}

/* p's longest road or trade route from scratch; in Seafarers with one such route kept in
 * route_trail. */
static int route_from_scratch(const cl_data *d, cl_state *s, int p) {
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) return cl_route_recompute(d, s, p);
#endif
    return cl_longest_trail(d, s, p);
}

static void cut_networks_at(const cl_data *d, cl_state *s, int p, int v) {
    int changed = 0;
    for (int q = 0; q < s->num_players; q++) {
        if (q == p) continue;
        int on_roads = cl_set_test(&s->road_vertices[q], (unsigned)v);
        if (CL_CLASS == CL_CLASS_S && !on_roads) continue; /* nothing of q's meets v */
        if (on_roads) cl_recompute_road_candidates(d, s, q);
#if CL_CLASS != CL_CLASS_S
        cl_set ships_at = cl_set_and(&s->ships[q], &d->vertex_edges[v]);
        if (cl_set_any(&ships_at)) /* his shipping no longer reaches v */
            cl_sea_recompute_ship_candidates(d, s, q);
#endif
        if (pieces_at(d, s, q, v) >= 2) {
            s->road_length[q] = (uint8_t)route_from_scratch(d, s, q);
            changed = 1;
        }
    }
    if (changed) cl_update_longest_road(d, s);
}

#if CL_CLASS != CL_CLASS_S
/* True when p has both a road and a ship at v. */
static int joins_road_and_ship(const cl_data *d, const cl_state *s, int p, int v) {
    cl_set roads = cl_set_and(&s->roads[p], &d->vertex_edges[v]);
    cl_set ships = cl_set_and(&s->ships[p], &d->vertex_edges[v]);
    return cl_set_any(&roads) && cl_set_any(&ships);
}
#endif

static void place_settlement(const cl_data *d, cl_state *s, int p, int v, int setup) {
    cl_set_add(&s->settlements[p], (unsigned)v);
    s->building_vp[p]++;
    s->vertex_owner[v] = (uint8_t)(p + 1);
    for (int k = 0; k < 3; k++) {
        int h = d->topo.vertex_hex[v][k];
        if (h == CTN_NONE) continue;
        s->hex_owners[h] |= (cl_pmask)(1u << p);
        s->hex_yield[h][p]++;
    }
    cl_set_del(&s->settle_free, (unsigned)v);
    cl_set_andnot(&s->settle_free, &d->vertex_neighbours[v]);
    add_road_candidates_at(d, s, p, v);
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) {
        cl_sea_reach_vertex(d, s, p, v); /* ships may start from his building (S§4) */
        cl_sea_refresh_open_at(d, s, p, v);     /* his ships here no longer end at v (S§5) */
        cl_sea_settle_area(d, s, p, v, setup);  /* S§9 */
    }
#else
    (void)setup;
#endif
    if (d->vertex_harbour[v])
        s->harbours[p] |= (uint8_t)(1u << s->harbour_type[d->vertex_harbour[v] - 1]);
    cut_networks_at(d, s, p, v);
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers && joins_road_and_ship(d, s, p, v)) /* his route may now pass v (S§8) */
        update_route(d, s, p, cl_route_recompute(d, s, p));
#endif
}

CL_OUT_OF_LINE static void place_city(const cl_data *d, cl_state *s, int p, int v) {
    for (int k = 0; k < 3; k++)
        if (d->topo.vertex_hex[v][k] != CTN_NONE) s->hex_yield[d->topo.vertex_hex[v][k]][p]++;
    cl_set_del(&s->settlements[p], (unsigned)v);
    cl_set_add(&s->cities[p], (unsigned)v);
    s->building_vp[p]++; /* a city is worth one more than the settlement it replaces */
    s->vertex_owner[v] |= 0x10;
}

/* ---- production (§5.1, §5.2) ---- */

/* Production when some resource is short (§5.2): each claimant's share is counted first, then
 * the bank pays it in full, gives all that is left to a lone claimant, or (short, several
 * claimants or the strict option) pays nobody that resource. */
void cl_pay_claims(const cl_data *d, cl_state *s, uint8_t owed[][CTN_RESOURCE_COUNT]) {
    int demand[CTN_RESOURCE_COUNT] = {0};
    unsigned claimants[CTN_RESOURCE_COUNT] = {0};
    for (int p = 0; p < s->num_players; p++)
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            demand[r] += owed[p][r];
            claimants[r] |= (unsigned)(owed[p][r] != 0) << p;
        }
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (!demand[r]) continue;
        if (demand[r] <= s->bank[r]) {
            for (int p = 0; p < s->num_players; p++) take_from_bank(s, p, r, owed[p][r]);
        } else if (!d->strict_shortage && __builtin_popcount(claimants[r]) == 1) {
            take_from_bank(s, __builtin_ctz(claimants[r]), r, s->bank[r]); /* the lone claimant */
        }
    }
}

/* The resource a hex's terrain yields, or -1 (sea, desert, gold, the 7-island), read from a table
 * here rather than through the core's checked call: a state's terrains are always valid. */
static inline int hex_resource(const cl_state *s, int h) {
    static const int8_t RESOURCE[CTN_TERRAIN_COUNT] = {
        [CTN_SEA] = -1,     [CTN_FOREST] = CTN_LUMBER,   [CTN_HILLS] = CTN_BRICK,
        [CTN_PASTURE] = CTN_WOOL, [CTN_FIELDS] = CTN_GRAIN, [CTN_MOUNTAINS] = CTN_ORE,
        [CTN_DESERT] = -1,  [CTN_GOLD] = -1,             [CTN_SEVEN_ISLAND] = -1};
    return RESOURCE[s->terrain[h]];
}

CL_OUT_OF_LINE static void produce_short(const cl_data *d, cl_state *s, const cl_hexword *hexes) {
    uint8_t owed[CL_MAX_PLAYERS][CTN_RESOURCE_COUNT] = {{0}};
    CL_FOR_EACH_HEX(h, hexes) {
        int r = hex_resource(s, (int)h);
        if (r < 0) continue;
        for (int p = 0; p < s->num_players; p++)
            owed[p][r] = (uint8_t)(owed[p][r] + s->hex_yield[h][p]);
    }
    cl_pay_claims(d, s, owed);
}

/* The hexes showing the roll (not the robber's) pay their owners (§5.1). Usually the bank has
 * enough of everything (§5.2): then each hex pays out directly. Loops run over every seat of the
 * class rather than the owners' bits, so their branches are predicted; a seat without a building
 * gets 0. In the larger classes (up to 6 and 12 seats) they run over the game's seats. The hexes
 * that pay are gathered in the first pass, which the payment walks again. Returns 1 when a
 * numbered hex that yields no resource (gold, S§7) shows the roll, unrobbed. */
static int produce(const cl_data *d, cl_state *s, int roll) {
    cl_hexword hexes[CL_HEX_WORDS];
    for (int w = 0; w < CL_HEX_WORDS; w++) hexes[w] = s->number_hexes[roll][w];
    /* one word (the standard class): index 0, known when compiling, spares the indexed store */
    if (CL_CLASS == CL_CLASS_S || s->robber != CL_HEX_NONE) /* a map's robber may be aside */
        hexes[CL_HEX_WORDS == 1 ? 0 : s->robber / CL_HEXWORD_BITS] &=
            ~((cl_hexword)1 << (s->robber % CL_HEXWORD_BITS));
#if CL_CLASS != CL_CLASS_S
    if (s->robber2 != CL_HEX_NONE) /* World's second robber (W§6) */
        hexes[s->robber2 / CL_HEXWORD_BITS] &= ~((cl_hexword)1 << (s->robber2 % CL_HEXWORD_BITS));
    const int seats = s->num_players;
#else
    const int seats = CL_MAX_PLAYERS;
#endif
    int demand[CTN_RESOURCE_COUNT] = {0}, num_paying = 0, other = 0;
    struct {
        int hex, resource;
    } paying[CL_MAX_HEXES];
    CL_FOR_EACH_HEX(h, hexes) {
        int r = hex_resource(s, (int)h);
        other |= r < 0;
        if (r < 0) continue; /* gold: picks (S§7), not cards */
        paying[num_paying].hex = (int)h, paying[num_paying++].resource = r;
        for (int p = 0; p < seats; p++) demand[r] += s->hex_yield[h][p]; /* 0 if absent */
    }
    int short_of = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) short_of |= demand[r] > s->bank[r];
    if (short_of) {
        produce_short(d, s, hexes);
        return other;
    }
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) s->bank[r] = (uint8_t)(s->bank[r] - demand[r]);
    for (int i = 0; i < num_paying; i++) {
        const uint8_t *yield = s->hex_yield[paying[i].hex];
        int r = paying[i].resource;
        for (int p = 0; p < seats; p++) /* every seat: an empty one gets 0 */
            s->hand[p][r] = (uint8_t)(s->hand[p][r] + yield[p]);
    }
    return other;
}

/* ---- turn structure (§3, §4, §9, §10) ---- */

static void start_turn(const cl_data *d, cl_state *s, int p) {
    if (d->turn_limit && s->turn >= (uint32_t)d->turn_limit) { /* §10: the last turn has ended */
        s->phase = CL_PHASE_GAME_OVER;
        return;
    }
    s->current = s->actor = (uint8_t)p;
    s->context = CL_CTX_TURN;
    s->phase = CL_PHASE_PRE_ROLL;
    s->rolled = 0;
    s->dev_played = 0;
    s->turn++;
#if CL_CLASS != CL_CLASS_S
    s->ship_moved = 0;
    if (d->world) s->red = (uint8_t)((p + s->num_players / 2) % s->num_players); /* W§5 */
#endif
}

/* §3, W§4: the next seat of the set-up order. */
static void next_setup_step(const cl_data *d, cl_state *s) {
    s->setup_step++;
    if (s->setup_step < 2 * s->num_players) {
        s->actor = d->setup_seat[s->setup_step];
        s->phase = CL_PHASE_SETUP_SETTLEMENT;
    }
}

static void end_turn(const cl_data *d, cl_state *s) {
    int n = s->num_players;
    memset(s->dev_new[s->actor], 0, CL_DEV_COUNT);
    s->dev_played = 0;
#if CL_CLASS != CL_CLASS_S
    if (d->world) { /* W§7, W§8: windows, then phase 3; new ships stay new for the round */
        if (!cl_world_end_part(d, s)) return;
        memset(&s->ships_new, 0, sizeof s->ships_new);
        start_turn(d, s, (s->current + 1) % n);
        return;
    }
    memset(&s->ships_new, 0, sizeof s->ships_new); /* S§5: built in the turn part just ended */
#endif
    if (s->context == CL_CTX_TURN && n >= 5) {
        s->context = d->paired ? CL_CTX_PAIRED : CL_CTX_SPECIAL_BUILD;
        s->phase = d->paired ? CL_PHASE_PAIRED : CL_PHASE_SPECIAL_BUILD;
        s->actor = (uint8_t)((s->current + (d->paired ? 3 : 1)) % n);
        return;
    }
    if (s->context == CL_CTX_SPECIAL_BUILD) {
        s->actor = (uint8_t)((s->actor + 1) % n);
        if (s->actor != s->current) return;
    }
    start_turn(d, s, (s->current + 1) % n);
}

static void roll_dice(const cl_data *d, cl_state *s, int sum) {
    s->rolled = 1;
    s->last_roll = (uint8_t)sum;
    if (sum != 7) {
        int gold = produce(d, s, sum);
        s->phase = CL_PHASE_MAIN;
#if CL_CLASS != CL_CLASS_S
        if (gold && d->seafarers) cl_sea_produce_gold(d, s, sum); /* S§7 */
#else
        (void)gold;
#endif
        return;
    }
    int any = 0;
    for (int p = 0; p < s->num_players; p++) {
        int total = cl_hand_total(s, p);
        s->discard_owed[p] = (uint8_t)(total > d->discard_limit ? total / 2 : 0);
        any |= s->discard_owed[p];
    }
    s->resume_phase = CL_PHASE_MAIN;
    s->phase = any ? CL_PHASE_DISCARD : CL_PHASE_MOVE_ROBBER;
#if CL_CLASS != CL_CLASS_S
    if (!any && d->world) cl_world_after_discards(d, s); /* W§6 */
#endif
}

/* ---- development cards (§8) ---- */

static void use_card(const cl_data *d, cl_state *s, int p, int card) {
    s->dev_hand[p][card]--;
    s->dev_played |= (cl_pmask)(1u << p);
    if (d->progress_return && card != CL_DEV_KNIGHT && s->dev_bottom_len < sizeof s->dev_bottom)
        s->dev_bottom[s->dev_bottom_len++] = (uint8_t)card; /* §12: back under the deck */
    else
        s->dev_used[card]++;
}

static void draw_card(cl_state *s, int card) {
    int p = s->actor;
    if (s->dev_deck[card])
        s->dev_deck[card]--;
    else {
        memmove(s->dev_bottom, s->dev_bottom + 1, --s->dev_bottom_len);
        s->dev_bottom[s->dev_bottom_len] = 0; /* keep the state canonical: no stale bytes */
    }
    s->dev_hand[p][card]++;
    if (s->context != CL_CTX_SPECIAL_BUILD) s->dev_new[p][card]++; /* §9.1: playable next turn */
    s->phase = s->resume_phase;
}

CL_OUT_OF_LINE static void play_card(const cl_data *d, cl_state *s, int p, ctn_action a) {
    int type = CL_ACT_TYPE(a), x = CL_ACT_ARG0(a), y = CL_ACT_ARG1(a);
    switch (type) {
    case CL_A_PLAY_KNIGHT:
        use_card(d, s, p, CL_DEV_KNIGHT);
        s->knights[p]++;
        cl_update_largest_army(d, s, p);
        s->resume_phase = s->phase;
        s->phase = CL_PHASE_MOVE_ROBBER;
        break;
    case CL_A_PLAY_ROAD_BUILDING:
        use_card(d, s, p, CL_DEV_ROAD_BUILDING);
        s->free_roads = 2;
        s->resume_phase = s->phase;
        s->phase = CL_PHASE_ROAD_BUILDING;
        break;
    case CL_A_PLAY_YEAR_OF_PLENTY:
        use_card(d, s, p, CL_DEV_YEAR_OF_PLENTY);
        take_from_bank(s, p, x, 1);
        take_from_bank(s, p, y, 1);
        break;
    case CL_A_PLAY_MONOPOLY:
        use_card(d, s, p, CL_DEV_MONOPOLY);
        for (int q = 0; q < s->num_players && q < CL_MAX_PLAYERS; q++)
            if (q != p) {
                s->hand[p][x] = (uint8_t)(s->hand[p][x] + s->hand[q][x]);
                s->hand[q][x] = 0;
            }
        break;
    default:
        break;
    }
}

/* ---- domestic trade (§7.2) ---- */

/* §7.2: everybody else is asked; in World the two seats on each side (W§7). */
CL_OUT_OF_LINE static void make_offer(const cl_data *d, cl_state *s, int p, ctn_action a) {
    ctn_classic_offer_counts(a, s->offer_give, s->offer_want);
    for (int q = 0; q < CL_MAX_PLAYERS; q++) {
        int asked = q < s->num_players && q != p;
#if CL_CLASS != CL_CLASS_S
        if (d->world) asked = q < s->num_players && cl_world_may_trade(s, p, q);
#else
        (void)d;
#endif
        s->offer_answer[q] = asked ? CL_ANSWER_PENDING : CL_ANSWER_NOT_ASKED;
    }
    s->phase = CL_PHASE_TRADE_ANSWER;
}

CL_OUT_OF_LINE static void answer_offer(const ctn_game *g, cl_state *s, int p, int accept) {
    s->offer_answer[p] = accept ? CL_ANSWER_ACCEPT : CL_ANSWER_DECLINE;
    for (int q = 0; q < g->num_players; q++)
        if (s->offer_answer[q] == CL_ANSWER_PENDING) return;
    s->phase = CL_PHASE_TRADE_CONFIRM;
}

CL_OUT_OF_LINE static void close_offer(cl_state *s, int partner) {
    int p = s->actor;
    if (partner >= 0)
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            s->hand[p][r] = (uint8_t)(s->hand[p][r] - s->offer_give[r] + s->offer_want[r]);
            s->hand[partner][r] =
                (uint8_t)(s->hand[partner][r] + s->offer_give[r] - s->offer_want[r]);
        }
    memset(s->offer_give, 0, sizeof s->offer_give);
    memset(s->offer_want, 0, sizeof s->offer_want);
    memset(s->offer_answer, CL_ANSWER_NOT_ASKED, sizeof s->offer_answer);
    s->phase = CL_PHASE_MAIN;
}

/* ---- the dispatcher ---- */

/* Road Building (§8, S§4): one of the free pieces placed; the card ends with the second, or when
 * no piece can be placed any more. */
static void free_piece_placed(const cl_data *d, cl_state *s, int p) {
    s->free_roads--;
    if (!s->free_roads || !cl_free_piece_possible(d, s, p))
        s->phase = s->resume_phase, s->free_roads = 0;
}

/* The set-up road or ship placed (§3, S§3): the next player's settlement, or the first turn. */
static void setup_piece_placed(const cl_data *d, cl_state *s) {
    next_setup_step(d, s);
    if (s->setup_step < 2 * s->num_players) return;
#if CL_CLASS != CL_CLASS_S
    memset(&s->ships_new, 0, sizeof s->ships_new); /* S§5: set-up ships were not built in turn 1 */
#endif
    start_turn(d, s, 0); /* §3: seat 0 begins */
}

CL_OUT_OF_LINE static void build_road(const cl_data *d, cl_state *s, int p, int e) {
    if (s->phase == CL_PHASE_SETUP_ROAD) {
        place_road(d, s, p, e);
        setup_piece_placed(d, s);
        return;
    }
    if (s->phase == CL_PHASE_ROAD_BUILDING) {
        place_road(d, s, p, e);
        free_piece_placed(d, s, p);
        return;
    }
    pay(s, p, ctn_classic_costs[CL_COST_ROAD]);
    place_road(d, s, p, e);
}

#if CL_CLASS != CL_CLASS_S
CL_OUT_OF_LINE static void build_ship(const cl_data *d, cl_state *s, int p, int e) {
    if (s->phase == CL_PHASE_SETUP_ROAD) {
        place_ship(d, s, p, e);
        setup_piece_placed(d, s);
    } else if (s->phase == CL_PHASE_ROAD_BUILDING) {
        place_ship(d, s, p, e);
        free_piece_placed(d, s, p);
    } else {
        pay(s, p, ctn_classic_costs[CL_COST_SHIP]);
        place_ship(d, s, p, e);
    }
}

/* A gold hex next to the second set-up settlement gives one pick, before the road or ship (S§3,
 * S§10 ruling 2). */
static void setup_gold(const cl_data *d, cl_state *s, int p, int v) {
    for (int k = 0; k < 3; k++) {
        int h = d->topo.vertex_hex[v][k];
        if (h != CTN_NONE && s->terrain[h] == CTN_GOLD) s->gold_owed[p]++;
    }
    if (!s->gold_owed[p]) return;
    s->resume_phase = CL_PHASE_SETUP_ROAD;
    cl_sea_next_gold(d, s);
}
#endif

CL_OUT_OF_LINE static void build_settlement(const cl_data *d, cl_state *s, int p, int v) {
    if (s->phase != CL_PHASE_SETUP_SETTLEMENT) {
        pay(s, p, ctn_classic_costs[CL_COST_SETTLEMENT]);
        place_settlement(d, s, p, v, 0);
        return;
    }
    place_settlement(d, s, p, v, 1);
    s->setup_vertex = (uint16_t)v;
    s->phase = CL_PHASE_SETUP_ROAD;
    if (s->setup_step < s->num_players) return;
    for (int k = 0; k < 3; k++) { /* §3: resources for the second settlement */
        int h = d->topo.vertex_hex[v][k];
        if (h == CTN_NONE) continue;
        int r = ctn_terrain_resource(s->terrain[h]);
        if (r >= 0 && s->bank[r]) take_from_bank(s, p, r, 1);
    }
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) setup_gold(d, s, p, v);
#endif
}

static void apply_action(const ctn_game *g, const cl_data *d, cl_state *s, int p, ctn_action a) {
    int x = CL_ACT_ARG0(a), y = CL_ACT_ARG1(a);
    switch (CL_ACT_TYPE(a)) {
    case CL_A_ROLL:
        s->phase = CL_PHASE_ROLL;
        break;
    case CL_A_DICE:
        roll_dice(d, s, x);
        break;
    case CL_A_BUILD_ROAD:
        build_road(d, s, p, x);
        break;
    case CL_A_BUILD_SETTLEMENT:
        build_settlement(d, s, p, x);
        break;
    case CL_A_BUILD_CITY:
        pay(s, p, ctn_classic_costs[CL_COST_CITY]);
        place_city(d, s, p, x);
        break;
    case CL_A_BUY_DEV:
        pay(s, p, ctn_classic_costs[CL_COST_DEV]);
        s->resume_phase = s->phase;
        s->phase = CL_PHASE_DEV_DRAW;
        break;
    case CL_A_DRAW_DEV:
        draw_card(s, x);
        break;
    case CL_A_PLAY_KNIGHT:
    case CL_A_PLAY_ROAD_BUILDING:
    case CL_A_PLAY_YEAR_OF_PLENTY:
    case CL_A_PLAY_MONOPOLY:
        play_card(d, s, p, a);
        break;
    case CL_A_MOVE_ROBBER:
        s->robber = (cl_hexid)x;
#if CL_CLASS != CL_CLASS_S
        if (s->seven_step) { /* W§6: a 7's bandit, robbing nobody */
            cl_world_bandit_moved(d, s, CL_BANDIT_ROBBER);
            break;
        }
#endif
        rob_or_resume(s, y);
        break;
    case CL_A_STEAL:
        s->hand[s->robber_victim][x]--;
        s->hand[s->actor][x]++;
        s->robber_victim = CL_NOBODY;
        s->phase = s->resume_phase;
        break;
    case CL_A_DISCARD: {
        s->hand[p][x]--;
        s->bank[x]++;
        s->discard_floor[p] = (uint8_t)x;
        if (--s->discard_owed[p]) break;
        s->discard_floor[p] = 0;
        int left = 0;
        for (int q = 0; q < s->num_players; q++) left |= s->discard_owed[q];
        if (!left) s->phase = CL_PHASE_MOVE_ROBBER;
#if CL_CLASS != CL_CLASS_S
        if (!left && d->world) cl_world_after_discards(d, s); /* W§6 */
#endif
        break;
    }
    case CL_A_TRADE_BANK: {
        uint8_t cost[CTN_RESOURCE_COUNT] = {0};
        cost[x] = (uint8_t)cl_trade_rate(s, p, x);
        pay(s, p, cost);
        take_from_bank(s, p, y, 1);
        break;
    }
    case CL_A_OFFER:
        make_offer(d, s, p, a);
        break;
    case CL_A_ACCEPT:
        answer_offer(g, s, p, 1);
        break;
    case CL_A_DECLINE:
        answer_offer(g, s, p, 0);
        break;
    case CL_A_CONFIRM:
        close_offer(s, x);
        break;
    case CL_A_CANCEL:
#if CL_CLASS != CL_CLASS_S
        if (s->phase == CL_PHASE_MOVE_SHIP) { /* S§5: the ship goes back; no move was made */
            s->phase = ship_move_resume(s), s->ship_moving = 0;
            break;
        }
#endif
        close_offer(s, -1);
        break;
    case CL_A_END_TURN:
        end_turn(d, s);
        break;
#if CL_CLASS != CL_CLASS_S
    case CL_A_BUILD_SHIP:
        build_ship(d, s, p, x);
        break;
    case CL_A_MOVE_SHIP: /* S§5: picked up; CL_A_PLACE_SHIP puts it down */
        s->phase = CL_PHASE_MOVE_SHIP, s->ship_moving = (uint16_t)x;
        break;
    case CL_A_PLACE_SHIP:
        move_ship(d, s, p, s->ship_moving, x);
        s->phase = ship_move_resume(s), s->ship_moving = 0;
        break;
    case CL_A_MOVE_PIRATE: /* S§6: like the robber, on the sea */
    case CL_A_MOVE_ROBBER2: /* W§6: World's other bandits */
    case CL_A_MOVE_PIRATE2:
        move_bandit(d, s, CL_ACT_TYPE(a), x, y);
        break;
    case CL_A_PICK_GOLD:
        cl_sea_pick_gold(d, s, p, x);
        break;
#endif
    default:
        break;
    }
}

void cl_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a) {
    const cl_data *d = cl_data_of(g);
    cl_state *s = (cl_state *)state;
    if (player == CTN_CHANCE) ctn_rng_next(&s->rng); /* one step per chance event */
    uint32_t turn = s->turn;
    apply_action(g, d, s, player, a);
    s->actions++;
    /* §10: the player on turn wins the moment he has enough points in his own turn. Only these
     * actions (and the start of a turn) can raise his points. */
    int type = CL_ACT_TYPE(a);
    int may_score = type == CL_A_BUILD_ROAD || type == CL_A_BUILD_SETTLEMENT ||
                    type == CL_A_BUILD_SHIP || type == CL_A_PLACE_SHIP || type == CL_A_BUILD_CITY ||
                    type == CL_A_DRAW_DEV || type == CL_A_PLAY_KNIGHT || s->turn != turn;
    if (may_score && s->phase != CL_PHASE_GAME_OVER && s->context == CL_CTX_TURN &&
        !d->world /* W§10: at the end of a round */ && cl_total_vp(s, s->current) >= d->vp_to_win) {
        s->phase = CL_PHASE_GAME_OVER;
        s->winner = s->current;
    }
}
