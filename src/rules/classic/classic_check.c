/* classic_check.c — derived fields from scratch, and the invariant check run after every action
 * in debug builds: cards and pieces conserved, board consistent, derived sets and road lengths
 * equal to their from-scratch values, special cards held by the right players.
 */
#include <stdarg.h>
#include <stdio.h>

#include "classic_internal.h"

/* Edges where p's road network may grow: free road edges at his buildings, and at the ends of
 * his roads that no opponent's building closes (§6). */
void cl_recompute_road_candidates(const cl_data *d, cl_state *s, int p) {
    cl_set reach = s->road_vertices[p], cand = {{0}};
    for (int q = 0; q < s->num_players; q++) {
        if (q == p) continue;
        cl_set_andnot(&reach, &s->settlements[q]);
        cl_set_andnot(&reach, &s->cities[q]);
    }
    cl_set_or(&reach, &s->settlements[p]);
    cl_set_or(&reach, &s->cities[p]);
    CL_FOR_EACH(v, &reach) cl_set_or(&cand, &d->vertex_edges[v]);
    cl_set_andnot(&cand, &s->occupied_edges);
    s->road_candidates[p] = CL_SEA ? cl_set_and(&cand, &d->road_edges) : cand; /* S§2 */
}

/* p's longest road, or in Seafarers trade route with one such route into route_trail. */
static int fresh_route(const cl_data *d, cl_state *s, int p) {
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) return cl_route_recompute(d, s, p);
#endif
    return cl_longest_trail(d, s, p);
}

#if CL_CLASS != CL_CLASS_S
/* The land areas where each player has a building, and the island bonus they pay (S§9): every
 * area but the home ones pays once (or only the first, with island_bonus_once). Buildings never
 * leave the board, so both follow from the pieces and the home areas. In World the pool of
 * tokens may run out (W§9): there the points are primary, not derived. */
static void derive_areas(const cl_data *d, cl_state *s) {
    for (int p = 0; p < CL_MAX_PLAYERS; p++) {
        s->areas[p] = 0;
        if (!d->world) s->area_vp[p] = 0;
        if (p >= s->num_players || !d->seafarers) continue;
        cl_set mine = s->settlements[p];
        cl_set_or(&mine, &s->cities[p]);
        CL_FOR_EACH(v, &mine)
        if (d->vertex_area[v]) s->areas[p] |= 1u << ((d->vertex_area[v] - 1) & 31);
        int fresh = __builtin_popcount(s->areas[p] & ~s->home_areas[p]);
        if (d->island_bonus_once && fresh > 1) fresh = 1;
        if (!d->world) s->area_vp[p] = (uint8_t)(fresh * d->island_bonus);
    }
}
#endif

void cl_derive(const cl_data *d, cl_state *s) {
    const ctn_topology *t = &d->topo;
    memset(s->vertex_owner, 0, sizeof s->vertex_owner);
    memset(&s->occupied_edges, 0, sizeof s->occupied_edges);
    s->settle_free = d->land_vertices; /* every vertex on an all-land board */
    for (int p = 0; p < s->num_players; p++) {
        CL_FOR_EACH(v, &s->settlements[p]) s->vertex_owner[v] = (uint8_t)(p + 1);
        CL_FOR_EACH(v, &s->cities[p]) s->vertex_owner[v] = (uint8_t)(p + 1 + 0x10);
        cl_set_or(&s->occupied_edges, &s->roads[p]);
#if CL_CLASS != CL_CLASS_S
        cl_set_or(&s->occupied_edges, &s->ships[p]);
#endif
    }
    memset(s->number_hexes, 0, sizeof s->number_hexes);
    for (int h = 0; h < s->num_hexes; h++)
        if (s->number[h] <= 12) cl_hexes_add(s->number_hexes[s->number[h]], (unsigned)h);
    memset(s->hex_owners, 0, sizeof s->hex_owners);
    memset(s->hex_yield, 0, sizeof s->hex_yield);
    for (int h = 0; h < t->num_hexes; h++)
        for (int c = 0; c < 6; c++) {
            int v = t->hex_vertex[h][c], owner = cl_vertex_player(s, v);
            if (owner < 0) continue;
            s->hex_owners[h] |= (cl_pmask)(1u << owner);
            s->hex_yield[h][owner] =
                (uint8_t)(s->hex_yield[h][owner] + (cl_vertex_is_city(s, v) ? 2 : 1));
        }
    for (int v = 0; v < t->num_vertices; v++)
        if (s->vertex_owner[v]) {
            cl_set_del(&s->settle_free, (unsigned)v);
            cl_set_andnot(&s->settle_free, &d->vertex_neighbours[v]);
        }
#if CL_CLASS != CL_CLASS_S
    memset(&s->route_trail, 0, sizeof s->route_trail);
#endif
    for (int p = 0; p < CL_MAX_PLAYERS; p++) {
        memset(&s->road_vertices[p], 0, sizeof(cl_set));
        memset(&s->road_candidates[p], 0, sizeof(cl_set));
        s->road_length[p] = 0;
        s->harbours[p] = 0;
        s->building_vp[p] = 0;
        if (p >= s->num_players) continue;
        s->building_vp[p] =
            (uint8_t)(cl_set_count(&s->settlements[p]) + 2 * cl_set_count(&s->cities[p]));
        CL_FOR_EACH(e, &s->roads[p]) cl_set_or(&s->road_vertices[p], &d->edge_vertices[e]);
        cl_recompute_road_candidates(d, s, p);
        s->road_length[p] = (uint8_t)fresh_route(d, s, p);
        for (int i = 0; i < t->num_harbours; i++)
            for (int k = 0; k < 2; k++)
                if (cl_vertex_player(s, t->harbour_vertex[i][k]) == p)
                    s->harbours[p] |= (uint8_t)(1u << s->harbour_type[i]);
    }
#if CL_CLASS != CL_CLASS_S
    derive_areas(d, s);
    for (int p = 0; p < CL_MAX_PLAYERS; p++) {
        memset(&s->ship_candidates[p], 0, sizeof(cl_set));
        s->candidate_words[p] = 0;
        if (p < s->num_players) cl_sea_recompute_ship_candidates(d, s, p);
        s->ship_words[p] = cl_set_words_used(&s->ships[p]);
    }
    cl_sea_recompute_open(d, s);
#endif
}

/* ---- the check ---- */

typedef struct {
    char *msg;
    size_t cap;
    int failed;
} report;

static int fail(report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(report *r, const char *fmt, ...) {
    if (!r->failed && r->cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->msg, r->cap, fmt, ap);
        va_end(ap);
    }
    r->failed = 1;
    return 1;
}

static void check_cards(const cl_data *d, const cl_state *s, report *r) {
    for (int res = 0; res < CTN_RESOURCE_COUNT; res++) {
        int total = s->bank[res];
        for (int p = 0; p < s->num_players; p++) total += s->hand[p][res];
        if (total != d->bank_start)
            fail(r, "resource %s: %d cards in play, not %d", ctn_resource_name(res), total,
                 d->bank_start);
    }
    for (int c = 0; c < CL_DEV_COUNT; c++) {
        int total = s->dev_deck[c] + s->dev_used[c];
        for (int i = 0; i < s->dev_bottom_len; i++) total += s->dev_bottom[i] == c;
        for (int p = 0; p < s->num_players; p++) {
            total += s->dev_hand[p][c];
            if (s->dev_new[p][c] > s->dev_hand[p][c])
                fail(r, "player %d: more new %s cards than held", p, ctn_dev_card_name(c));
        }
        if (total != d->dev_start[c])
            fail(r, "development card %s: %d accounted for, not %d", ctn_dev_card_name(c), total,
                 d->dev_start[c]);
    }
    int knights = 0;
    for (int p = 0; p < s->num_players; p++) knights += s->knights[p];
    if (knights != s->dev_used[CL_DEV_KNIGHT])
        fail(r, "knights played %d, knight cards used %d", knights, s->dev_used[CL_DEV_KNIGHT]);
}

#if CL_CLASS != CL_CLASS_S
/* A ship picked up to move (S§5): the actor's own, movable in his turn, and only in that phase. */
static void check_ship_moving(const cl_data *d, const cl_state *s, report *r) {
    if (s->phase != CL_PHASE_MOVE_SHIP) {
        if (s->ship_moving) fail(r, "a ship is picked up outside the ship move phase");
        return;
    }
    int e = s->ship_moving, p = s->actor;
    if (e >= d->topo.num_edges || !cl_set_test(&s->ships[p], (unsigned)e))
        fail(r, "the ship picked up at e%d is not player %d's", e, p);
    else if ((d->world ? s->context != CL_CTX_SPECIAL_BUILD
                       : s->context != CL_CTX_TURN || p != s->current) ||
             s->ship_moved || cl_set_test(&s->ships_new, (unsigned)e))
        fail(r, "player %d may not move a ship now", p);
}

/* A bandit's hex (W§6): none, or one of its kind and not where the other of its kind stands. */
static void check_bandit(const cl_data *d, const cl_state *s, int h, int other, int land,
                         const char *what, report *r) {
    if (h == CL_HEX_NONE) return;
    if (h >= s->num_hexes || d->hex_land[h] != land)
        fail(r, "%s at h%d, not a %s hex", what, h, land ? "land" : "sea");
    else if (h == other)
        fail(r, "%s shares h%d with the other of its kind", what, h);
}

/* World's round and its 7 (W§5, W§6), the second bandits and the discovery tokens (W§9); in
 * the other games their fields keep fixed values. */
static void check_world(const cl_data *d, const cl_state *s, report *r) {
    int n = s->num_players;
    if (!d->world) {
        if (s->robber2 != CL_HEX_NONE || s->pirate2 != CL_HEX_NONE || s->red != CL_NOBODY ||
            s->seven_step || s->bandits_moved || s->tokens_left != d->discovery_tokens)
            fail(r, "World fields set outside a World game");
        return;
    }
    check_bandit(d, s, s->robber2, s->robber, 1, "second robber", r);
    check_bandit(d, s, s->pirate2, s->pirate, 0, "second pirate", r);
    if (s->context == CL_CTX_SETUP ? s->red != CL_NOBODY : s->red != (s->current + n / 2) % n)
        fail(r, "red active player %d with green %d", s->red, s->current);
    if (s->context != CL_CTX_SETUP && (s->turn < 1 || s->current != (s->turn - 1) % (unsigned)n))
        fail(r, "green %d in round %u: the dice pass one seat on a round (W§5)", s->current,
             s->turn);
    int step_phase = s->seven_step == 0   ? 1
                     : s->seven_step <= 2 ? s->phase == CL_PHASE_MOVE_ROBBER
                     : s->seven_step == 3 ? s->phase == CL_PHASE_GOLD
                                          : 0;
    if (!step_phase) fail(r, "a 7's step %d in phase %d", s->seven_step, s->phase);
    if (s->bandits_moved >> 4 || (s->bandits_moved && s->seven_step < 2) ||
        __builtin_popcount(s->bandits_moved) > 2)
        fail(r, "bandits moved 0x%x at a 7's step %d", s->bandits_moved, s->seven_step);
    if (s->seven_step && s->actor != (s->seven_step == 2 ? s->red : s->current) &&
        s->seven_step != 3)
        fail(r, "a 7's step %d played by player %d", s->seven_step, s->actor);
    int points = 0;
    for (int p = 0; p < n; p++) {
        int fresh = __builtin_popcount(s->areas[p] & ~s->home_areas[p]);
        if (s->area_vp[p] > fresh * d->island_bonus ||
            (d->island_bonus && s->area_vp[p] % d->island_bonus))
            fail(r, "player %d: %d discovery points for %d new areas", p, s->area_vp[p], fresh);
        points += s->area_vp[p];
    }
    if (s->tokens_left > d->discovery_tokens ||
        points != (d->discovery_tokens - s->tokens_left) * d->island_bonus)
        fail(r, "discovery tokens: %d left of %d, %d points given", s->tokens_left,
             d->discovery_tokens, points);
}

/* Ships (S§1, S§4), the pirate (S§6) and gold picks (S§7); `taken` holds every road. */
static void check_ships(const cl_data *d, const cl_state *s, const cl_set *taken, report *r) {
    cl_set seen = *taken;
    for (int p = 0; p < s->num_players; p++) {
        if (!d->seafarers && cl_set_any(&s->ships[p])) fail(r, "player %d has ships", p);
        if (cl_sea_ships_left(s, p) < 0) fail(r, "player %d has more than 15 ships", p);
        cl_set shared = cl_set_and(&seen, &s->ships[p]), off = s->ships[p];
        if (cl_set_any(&shared)) fail(r, "player %d: a ship on an edge already taken", p);
        cl_set_andnot(&off, &d->ship_edges);
        if (cl_set_any(&off)) fail(r, "player %d: a ship on an edge without sea", p);
        cl_set_or(&seen, &s->ships[p]);
        if (s->gold_owed[p] && s->phase != CL_PHASE_GOLD)
            fail(r, "player %d owes gold picks outside the gold phase", p);
        if (s->gold_floor[p] && !s->gold_owed[p]) fail(r, "player %d: gold order left over", p);
        if (s->home_areas[p] & ~s->areas[p])
            fail(r, "player %d: a home area without his building", p);
    }
    cl_set stray = s->ships_new;
    cl_set_andnot(&stray, &seen);
    if (cl_set_any(&stray)) fail(r, "a new ship where no ship is");
    if (s->pirate != CL_HEX_NONE && (s->pirate >= s->num_hexes || d->hex_land[s->pirate]))
        fail(r, "pirate at h%d, not a sea hex", s->pirate);
    if (s->phase == CL_PHASE_GOLD && !s->gold_owed[s->actor])
        fail(r, "gold phase, but player %d owes no pick", s->actor);
    check_ship_moving(d, s, r);
    check_world(d, s, r);
}
#endif

static void check_pieces(const cl_data *d, const cl_state *s, report *r) {
    cl_set seen_v = {{0}}, seen_e = {{0}};
    for (int p = 0; p < s->num_players; p++) {
        if (cl_settlements_left(s, p) < 0 || cl_cities_left(s, p) < 0 || cl_roads_left(s, p) < 0)
            fail(r, "player %d has more pieces on the board than he owns", p);
        cl_set mine = s->settlements[p];
        cl_set_or(&mine, &s->cities[p]);
        if (cl_set_count(&mine) != cl_set_count(&s->settlements[p]) + cl_set_count(&s->cities[p]))
            fail(r, "player %d has a settlement and a city on one vertex", p);
        cl_set shared_v = cl_set_and(&seen_v, &mine), shared_e = cl_set_and(&seen_e, &s->roads[p]);
        if (cl_set_any(&shared_v)) fail(r, "two players' buildings share a vertex");
        if (cl_set_any(&shared_e)) fail(r, "two players' roads share an edge");
        cl_set_or(&seen_v, &mine);
        cl_set_or(&seen_e, &s->roads[p]);
    }
    CL_FOR_EACH(v, &seen_v) {
        cl_set near = cl_set_and(&seen_v, &d->vertex_neighbours[v]);
        if (cl_set_any(&near)) fail(r, "buildings on neighbouring vertices at v%u", v);
    }
    if (s->robber >= s->num_hexes && (CL_CLASS == CL_CLASS_S || s->robber != CL_HEX_NONE))
        fail(r, "robber off the board");
    else if (s->robber < s->num_hexes && !d->hex_land[s->robber])
        fail(r, "robber on the sea at h%d", s->robber);
#if CL_CLASS != CL_CLASS_S
    check_ships(d, s, &seen_e, r);
#endif
}

#if CL_CLASS != CL_CLASS_S
/* route_trail is not unique (any longest route will do), so it is tested rather than compared:
 * only pieces, and for each player a route of his length (none outside Seafarers). */
static void check_route_trail(const cl_data *d, const cl_state *s, report *r) {
    cl_set stray = s->route_trail;
    for (int p = 0; p < s->num_players; p++) {
        cl_set_andnot(&stray, &s->roads[p]);
        cl_set_andnot(&stray, &s->ships[p]);
        if (d->seafarers && !cl_route_trail_ok(d, s, p))
            fail(r, "player %d: the kept route is not one of length %d", p, s->road_length[p]);
    }
    if (cl_set_any(&stray) || (!d->seafarers && cl_set_any(&s->route_trail)))
        fail(r, "kept route on edges that are no route's");
}
#endif

static void check_derived(const cl_data *d, const cl_state *s, report *r) {
    cl_state fresh;
    memcpy(&fresh, s, sizeof fresh);
    cl_derive(d, &fresh);
    if (memcmp(fresh.vertex_owner, s->vertex_owner, sizeof s->vertex_owner))
        fail(r, "vertex owners out of date");
    if (memcmp(fresh.hex_owners, s->hex_owners, sizeof s->hex_owners))
        fail(r, "hex owners out of date");
    if (memcmp(fresh.hex_yield, s->hex_yield, sizeof s->hex_yield))
        fail(r, "hex yields out of date");
    if (memcmp(fresh.number_hexes, s->number_hexes, sizeof s->number_hexes))
        fail(r, "number index out of date");
    if (memcmp(&fresh.occupied_edges, &s->occupied_edges, sizeof(cl_set)))
        fail(r, "occupied edges out of date");
    if (memcmp(&fresh.settle_free, &s->settle_free, sizeof(cl_set)))
        fail(r, "distance-rule vertices out of date");
#if CL_CLASS != CL_CLASS_S
    if (memcmp(&fresh.ships_open, &s->ships_open, sizeof(cl_set)))
        fail(r, "ships at an open end out of date");
    check_route_trail(d, s, r);
#endif
    for (int p = 0; p < CL_MAX_PLAYERS; p++) { /* the seats a game does not have: 0, as derived */
        if (memcmp(&fresh.road_candidates[p], &s->road_candidates[p], sizeof(cl_set)))
            fail(r, "player %d: road candidates out of date", p);
        if (memcmp(&fresh.road_vertices[p], &s->road_vertices[p], sizeof(cl_set)))
            fail(r, "player %d: road vertices out of date", p);
        if (fresh.road_length[p] != s->road_length[p])
            fail(r, "player %d: road length %d, recomputed %d", p, s->road_length[p],
                 fresh.road_length[p]);
        if (fresh.harbours[p] != s->harbours[p]) fail(r, "player %d: harbours out of date", p);
        if (fresh.building_vp[p] != s->building_vp[p])
            fail(r, "player %d: building points %d, recomputed %d", p, s->building_vp[p],
                 fresh.building_vp[p]);
#if CL_CLASS != CL_CLASS_S
        if (fresh.areas[p] != s->areas[p]) fail(r, "player %d: areas out of date", p);
        if (memcmp(&fresh.ship_candidates[p], &s->ship_candidates[p], sizeof(cl_set)))
            fail(r, "player %d: ship candidates out of date", p);
        if (fresh.ship_words[p] != s->ship_words[p] ||
            fresh.candidate_words[p] != s->candidate_words[p])
            fail(r, "player %d: words of ships or ship candidates out of date", p);
        if (fresh.area_vp[p] != s->area_vp[p])
            fail(r, "player %d: island bonus %d, recomputed %d", p, s->area_vp[p],
                 fresh.area_vp[p]);
#endif
    }
}

static int count_max(const uint8_t *v, int n, int *best) {
    int count = 0;
    *best = -1;
    for (int p = 0; p < n; p++) {
        if (v[p] > *best)
            *best = v[p], count = 1;
        else if (v[p] == *best)
            count++;
    }
    return count;
}

/* Who may hold a special card given the values (road lengths or knights) and the threshold. */
static void check_award(const cl_data *d, const uint8_t *v, int n, int holder, int min,
                        const char *what, report *r) {
    int best, count = count_max(v, n, &best);
    int unique = best >= min && count == 1;
    if (holder == CL_NOBODY) {
        if (unique) fail(r, "%s: nobody holds it though one player leads with %d", what, best);
    } else if (v[holder] < min || v[holder] != best) {
        fail(r, "%s: player %d holds it with %d, the best is %d", what, holder, v[holder], best);
    } else if (d->tie_returns_card && !unique) {
        fail(r, "%s: held during a tie under tie_returns_card", what);
    }
}

static void check_turn(const ctn_game *g, const cl_state *s, report *r) {
    int n = g->num_players;
    if (s->phase >= CL_PHASE_COUNT) fail(r, "bad phase %d", s->phase);
    if (s->actor >= n || s->current >= n)
        fail(r, "actor %d / current %d out of range", s->actor, s->current);
    for (int p = 0; p < n; p++)
        if (s->discard_owed[p] &&
            (s->phase != CL_PHASE_DISCARD || s->discard_owed[p] > cl_hand_total(s, p)))
            fail(r, "player %d owes a discard outside the discard phase or more than he holds", p);
    for (int p = 0; p < n; p++)
        if (s->discard_floor[p] && !s->discard_owed[p])
            fail(r, "player %d: discard order left over", p);
    if (s->phase == CL_PHASE_GAME_OVER && s->winner != CL_NOBODY &&
        cl_total_vp(s, s->winner) < cl_data_of(g)->vp_to_win)
        fail(r, "winner %d has too few points", s->winner);
    if (s->phase == CL_PHASE_STEAL &&
        (s->robber_victim >= n || !cl_hand_total(s, s->robber_victim)))
        fail(r, "robbing a player with no cards");
}

int cl_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap) {
    const cl_data *d = cl_data_of(g);
    const cl_state *s = (const cl_state *)state;
    report r = {msg, cap, 0};
    if (cap) msg[0] = 0;
    if (s->viewer != CL_NOBODY) return 0; /* views hide cards: nothing to conserve */
    for (int p = 0; p < CL_MAX_PLAYERS; p++) /* a view's count, which a full state's hash leaves out */
        if (s->hidden_dev_new[p]) fail(&r, "player %d: hidden new development cards in a full state", p);
    check_cards(d, s, &r);
    check_pieces(d, s, &r);
    check_derived(d, s, &r);
    check_award(d, s->road_length, s->num_players, s->longest_road_owner, 5, "longest road", &r);
    check_award(d, s->knights, s->num_players, s->largest_army_owner, 3, "largest army", &r);
    check_turn(g, s, &r);
    return r.failed;
}
