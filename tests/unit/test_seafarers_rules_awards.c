/* test_seafarers_rules_awards.c — scenario tests of docs/rules/seafarers.md S§8 and S§9: the
 * longest trade route counts roads and ships together when they meet at the player's own
 * settlement or city, not where they meet without one; an opponent's settlement cuts it; it needs
 * 5; ties keep the card with its holder (or return it under tie_returns_card), as Longest Road.
 * The island bonus pays for the first settlement in each new land area (or only the first new
 * area with island_bonus_once), never for a home area, and stays when the settlement becomes a
 * city.
 *
 * The longest route the state keeps (route_trail: one of them, not unique) goes to JSON and reads
 * back as written, or is refused when it is no route of that length.
 *
 * On the test map of sea_scenario.h. The pieces a rule is about are built with actions, so the
 * rule set's own bookkeeping is what is checked.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "catan/bitset.h"
#include "catan/io.h"
#include "sea_scenario.h"

#define V(q, r, corner) sea_vertex(sc, (q), (r), CTN_CORNER_##corner)
#define E(q, r, dir)    sea_edge(sc, (q), (r), CTN_DIR_##dir)

/* Ships along the vertex path, edited in; then the derived fields. */
static void ships(sea_scenario *sc, int p, const int *path, int n) {
    sea_put_ships(sc, p, path, n);
    sea_derive(sc);
}

/* In p's turn, builds the ship between vertices a and b, paying for it. */
static void build_ship(sea_scenario *sc, int p, int a, int b) {
    sea_give_cost(sc, p, CL_COST_SHIP);
    SEA_PLAY(sc, p, "build_ship e%d", sea_edge_between(sc, a, b));
}

static void build_road(sea_scenario *sc, int p, int a, int b) {
    sea_give_cost(sc, p, CL_COST_ROAD);
    SEA_PLAY(sc, p, "build_road e%d", sea_edge_between(sc, a, b));
}

static void build_settlement(sea_scenario *sc, int p, int v) {
    sea_give_cost(sc, p, CL_COST_SETTLEMENT);
    SEA_PLAY(sc, p, "build_settlement v%d", v);
}

/* ---- S§8: the longest trade route ---- */

static void test_route_joins_only_at_own_building(void **state) {
    (void)state;
    sea_scenario *sc = sea_new(2, "");
    sea_places m = sea_find_places(sc);
    int forest_n = V(0, 0, N), forest_se = V(0, 0, SE);
    /* p0: (0,0) NE with a road to (0,0) N; (1,1) SE with a ship to (1,1) NE */
    sea_place first[2] = {{m.forest_hills, sea_edge_between(sc, m.forest_hills, forest_n), 0},
                          {V(0, 1, SW), E(0, 1, W), 0}};
    sea_place second[2] = {{m.gold_se, m.e_gold_e, 1}, {V(-1, 2, SE), E(-1, 2, E), 0}};
    sea_setup(sc, first, second);
    sea_turn_of(sc, 0, 12);
    /* roads on to hills_gold, a ship from gold_ne to hills_gold: they meet there, no building */
    build_road(sc, 0, m.forest_hills, forest_se);
    build_road(sc, 0, forest_se, m.inland);
    build_road(sc, 0, m.inland, m.hills_gold);
    build_ship(sc, 0, m.gold_ne, m.hills_gold);
    assert_int_equal(sea_route(sc, 0), 4); /* four roads; the two ships apart */
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 4);
    assert_int_equal(sc->s.longest_road_owner, CL_NOBODY);
    int vp = sea_public_vp(sc, 0);
    /* p0's settlement where they meet joins them: 4 roads + 2 ships */
    build_settlement(sc, 0, m.hills_gold);
    assert_int_equal(sea_route(sc, 0), 6);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 6);
    assert_int_equal(sc->s.longest_road_owner, 0);
    assert_int_equal(sea_public_vp(sc, 0), vp + 1 + 2);
    sea_free(sc);
}

/* p0 with a set-up ship from hills_gold and three more ships to isle_a's west tip: a route of
 * 4, no road at hills_gold; path[0..7) is that route and its continuation along isle_a. */
static sea_scenario *route_position(const char *options, int *path) {
    sea_scenario *sc = sea_new(2, options);
    sea_places m = sea_find_places(sc);
    sea_place first[2] = {{m.hills_gold, m.e_gold_sea, 1}, {V(0, 1, SW), E(0, 1, W), 0}};
    sea_place second[2] = {{V(0, 0, N), E(0, 0, NW), 0}, {V(-1, 2, SE), E(-1, 2, E), 0}};
    sea_setup(sc, first, second);
    /* hills_gold, gold_ne, (2,1) N and NE, isle_a's west tip (4,0) SW, (4,0) NW, (3,0) N */
    path[0] = m.hills_gold, path[1] = m.gold_ne, path[2] = m.open_sea, path[3] = V(2, 1, NE);
    path[4] = V(4, 0, SW), path[5] = V(4, 0, NW), path[6] = V(3, 0, N);
    ships(sc, 0, path + 1, 4); /* gold_ne .. (4,0) SW: the route is 4 */
    assert_int_equal(sea_route(sc, 0), 4);
    return sc;
}

static void test_route_needs_five_and_is_cut_by_opponent(void **state) {
    (void)state;
    int path[7];
    sea_scenario *sc = route_position("", path);
    /* p1 sails from his isle_a settlement at (4,1) SW towards isle_a's west tip */
    int p1_home = V(4, 1, SW), p1_mid = V(4, 1, NW);
    sea_put_settlement(sc, 1, p1_home);
    int p1_path[3] = {p1_home, p1_mid, path[4]};
    ships(sc, 1, p1_path, 3);
    sea_turn_of(sc, 0, 12);
    assert_int_equal(sc->s.longest_road_owner, CL_NOBODY);
    build_ship(sc, 0, path[4], path[5]);
    assert_int_equal(sea_route(sc, 0), 5);
    assert_int_equal(sc->s.longest_road_owner, 0); /* 5 is enough */
    build_ship(sc, 0, path[5], path[6]);
    assert_int_equal(sea_route(sc, 0), 6);
    int vp = sea_public_vp(sc, 0);
    /* p1 settles on the tip, in the middle of p0's route: 4 before it, 2 after */
    sea_turn_of(sc, 1, 12);
    build_settlement(sc, 1, path[4]);
    assert_int_equal(sea_route(sc, 0), 4);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 4);
    assert_int_equal(sc->s.longest_road_owner, CL_NOBODY);
    assert_int_equal(sea_public_vp(sc, 0), vp - 2);
    sea_free(sc);
}

static void test_route_ties(void **state) {
    (void)state;
    for (int returns = 0; returns < 2; returns++) {
        int path[7];
        sea_scenario *sc = route_position(returns ? "tie_returns_card=true" : "", path);
        /* p1: his road at (-1,2) SE and three ships along the south rim: a route of 4 */
        int rim[5] = {V(-1, 2, SE), V(0, 2, S), V(0, 2, SE), V(1, 2, S), V(1, 2, SE)};
        ships(sc, 1, rim, 4);
        assert_int_equal(sea_route(sc, 1), 4);
        sea_turn_of(sc, 0, 12);
        build_ship(sc, 0, path[4], path[5]);
        assert_int_equal(sc->s.longest_road_owner, 0);
        /* p1 ties at 5: the holder keeps the card (official), or it is set aside */
        sea_turn_of(sc, 1, 12);
        build_ship(sc, 1, rim[3], rim[4]);
        assert_int_equal(sea_route(sc, 1), 5);
        assert_int_equal(sc->s.longest_road_owner, returns ? CL_NOBODY : 0);
        /* p1 at 6 takes it */
        build_ship(sc, 1, rim[4], V(2, 2, S));
        assert_int_equal(sea_route(sc, 1), 6);
        assert_int_equal(sc->s.longest_road_owner, 1);
        sea_free(sc);
    }
}

/* Two players set up, p0's first settlement on hills_gold with its ship toward the sea
 * (`to_sea`, else its road toward the hills), and p0's ring of six ships around the sea hex (2,1),
 * not yet derived: ring[0..6], its corners from NW round to NW again. */
static sea_scenario *ring_scenario(int to_sea, int ring[7]) {
    sea_scenario *sc = sea_new(2, "");
    sea_places m = sea_find_places(sc);
    sea_place first[2] = {{m.hills_gold, to_sea ? m.e_gold_sea : m.e_hills_gold, to_sea},
                          {V(0, 1, SW), E(0, 1, W), 0}};
    sea_place second[2] = {{V(0, 0, N), E(0, 0, NW), 0}, {V(-1, 2, SE), E(-1, 2, E), 0}};
    sea_setup(sc, first, second);
    const int corners[7] = {V(2, 1, NW), V(2, 1, N),  V(2, 1, NE), V(2, 1, SE),
                            V(2, 1, S),  V(2, 1, SW), V(2, 1, NW)};
    memcpy(ring, corners, sizeof corners);
    sea_put_ships(sc, 0, ring, 7);
    return sc;
}

/* A ship moved from an open end (S§5) takes at most one off the route, and none when another
 * longest route does without it: p0's ring of ships around the sea hex (2,1), joined to
 * hills_gold by his set-up ship, with a ship on from the ring's NE corner. */
static void test_route_after_ship_moves(void **state) {
    (void)state;
    int ring[7];
    sea_scenario *sc = ring_scenario(1, ring);
    sea_places m = sea_find_places(sc);
    assert_int_equal(m.gold_ne, V(2, 1, NW));
    sea_put_ship(sc, 0, sea_side(sc, 3, 0, 3, 1)); /* on from NE */
    sea_derive(sc);
    /* 8 pieces, four ends (hills_gold, NW, NE, the tail's tip): one piece stays unused */
    assert_int_equal(sea_route(sc, 0), 7);
    /* the tail moves on from SE: the set-up ship and the ring still make 7 */
    sea_turn_of(sc, 0, 12);
    SEA_MOVE(sc, 0, sea_side(sc, 3, 0, 3, 1), sea_side(sc, 3, 1, 2, 2));
    assert_int_equal(sea_route(sc, 0), 7);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 7);
    sea_free(sc);
    /* a line of four ships from hills_gold: its tip moves to the other side of hills_gold, 3
     * without it and 4 again joined at his settlement */
    int path[7];
    sc = route_position("", path);
    sea_turn_of(sc, 0, 12);
    m = sea_find_places(sc);
    SEA_MOVE(sc, 0, sea_edge_between(sc, path[3], path[4]), m.e_hills_sea);
    assert_int_equal(sea_route(sc, 0), 4);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 4);
    sea_free(sc);
}

/* A ring is the one component where a route may begin and end at a vertex that two pieces meet:
 * a new piece there lengthens the route by one, though the route cannot (adds_no_length's
 * exception). p0: a ring of six ships around the sea hex (2,1), apart from his roads; his route
 * is the ring. A piece off the ring from its NE corner makes 7, built or moved there. */
static sea_scenario *ring_position(int *out) {
    int ring[7];
    sea_scenario *sc = ring_scenario(0, ring);
    sea_derive(sc);
    assert_int_equal(sea_route(sc, 0), 6);
    *out = sea_edge_between(sc, V(2, 1, NE), V(4, 0, SW)); /* off the ring, at its NE corner */
    sea_turn_of(sc, 0, 12);
    return sc;
}

static void test_route_ring_takes_a_new_piece(void **state) {
    (void)state;
    int off;
    sea_scenario *sc = ring_position(&off);
    sea_give_cost(sc, 0, CL_COST_SHIP);
    SEA_PLAY(sc, 0, "build_ship e%d", off);
    assert_int_equal(sea_route(sc, 0), 7);
    sea_free(sc);
    /* a lone ship of his at hills_ne, off the route, moves there */
    sc = ring_position(&off);
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_sea_out);
    sea_derive(sc);
    assert_int_equal(sea_route(sc, 0), 6);
    SEA_MOVE(sc, 0, m.e_sea_out, off);
    assert_int_equal(sea_route(sc, 0), 7);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 7);
    sea_free(sc);
}

/* The state's JSON with player 0's "route" replaced by `edges` (n of them; n < 0: no route). */
static char *with_route(const sea_scenario *sc, const int *edges, int n) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    json_t *o = json_loads(text, 0, NULL);
    ctn_io_free(text);
    json_t *p0 = json_array_get(json_object_get(o, "players"), 0);
    assert_non_null(json_object_get(p0, "route"));
    if (n < 0) {
        json_object_del(p0, "route");
    } else {
        json_t *route = json_array();
        for (int i = 0; i < n; i++) json_array_append_new(route, json_integer(edges[i]));
        json_object_set_new(p0, "route", route);
    }
    char *out = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    return out;
}

/* Reads `text` into *back; returns the status, with the error message in msg. */
static ctn_status read_back(const sea_scenario *sc, char *text, ctn_classic_state_m *back,
                            char *msg, size_t cap) {
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)back, &err);
    snprintf(msg, cap, "%s", err.message);
    free(text);
    return st;
}

static int kept_in(const ctn_classic_state_m *s, const int *edges, int n) {
    int count = 0;
    for (int i = 0; i < n; i++) count += ctn_bit_test(s->route_trail.w, (unsigned)edges[i]);
    return count;
}

static void test_route_kept_in_json(void **state) {
    (void)state;
    int ring[7];
    sea_scenario *sc = ring_scenario(1, ring);
    sea_places m = sea_find_places(sc);
    int tail = sea_side(sc, 3, 0, 3, 1);
    sea_put_ship(sc, 0, tail);
    sea_derive(sc);
    assert_int_equal(sea_route(sc, 0), 7);
    /* two routes of 7: the set-up ship and the ring, or the tail and the ring */
    int by_setup[7], by_tail[7];
    for (int i = 0; i < 6; i++)
        by_setup[i] = by_tail[i] = sea_edge_between(sc, ring[i], ring[i + 1]);
    by_setup[6] = m.e_gold_sea, by_tail[6] = tail;
    ctn_classic_state_m *back = malloc(sizeof *back);
    char msg[CTN_ERROR_MESSAGE_MAX];
    /* as written: byte for byte */
    memset(back, 0xAB, sizeof *back);
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)back, &err),
                     CTN_OK);
    ctn_io_free(text);
    assert_memory_equal(back, &sc->s, sizeof *back);
    /* either route of 7 is taken as written */
    assert_int_equal(read_back(sc, with_route(sc, by_setup, 7), back, msg, sizeof msg), CTN_OK);
    assert_int_equal(kept_in(back, by_setup, 7), 7);
    assert_int_equal(read_back(sc, with_route(sc, by_tail, 7), back, msg, sizeof msg), CTN_OK);
    assert_int_equal(kept_in(back, by_tail, 7), 7);
    /* without one the loader finds one */
    assert_int_equal(read_back(sc, with_route(sc, NULL, -1), back, msg, sizeof msg), CTN_OK);
    assert_int_equal(back->road_length[0], 7);
    assert_int_equal(kept_in(back, by_setup, 7) == 7 || kept_in(back, by_tail, 7) == 7, 1);
    /* too short, or with a piece that is not his */
    assert_int_equal(read_back(sc, with_route(sc, by_tail, 6), back, msg, sizeof msg), CTN_E_STATE);
    assert_non_null(strstr(msg, "players[0].route"));
    by_tail[0] = E(0, 1, W); /* the second player's set-up road */
    assert_int_equal(read_back(sc, with_route(sc, by_tail, 7), back, msg, sizeof msg), CTN_E_STATE);
    assert_non_null(strstr(msg, "players[0].route"));
    free(back);
    sea_free(sc);
}

/* Two tails meet at p0's settlement on hills_gold, and his set-up ship from there leads to his
 * ring of six ships around the sea hex (2,1) (`ring_scenario`): `roads` roads west over the home
 * hexes (his two set-up roads among them, up to 8) and `ships` ships east along the top of the
 * map (up to 8). The tails' ends are leaves; hills_gold and the ring's corner gold_ne are where
 * three pieces meet. tail[0] and tail[1] get each tail's vertices from hills_gold on. */
static sea_scenario *two_tails(int roads, int ships, int tail[2][9]) {
    int ring[7];
    sea_scenario *sc = ring_scenario(0, ring);
    sea_places m = sea_find_places(sc);
    const int west[9] = {m.hills_gold, m.inland,    V(0, 0, SE),      V(0, 0, S), V(0, 0, SW),
                         V(0, 0, NW),  V(0, 0, N), m.forest_hills, V(1, 0, N)};
    const int east[9] = {m.hills_gold, m.hills_ne,  V(2, 0, N),  V(2, 0, NE), V(3, 0, N),
                         V(3, 0, NE),  V(4, 0, N),  V(4, 0, NE), V(5, 0, N)};
    memcpy(tail[0], west, sizeof west);
    memcpy(tail[1], east, sizeof east);
    sea_put_roads(sc, 0, west, roads + 1);
    sea_put_ships(sc, 0, east, ships + 1);
    sea_put_ship(sc, 0, m.e_gold_sea);
    sea_derive(sc);
    return sc;
}

/* The search for a route sets aside pairs of tails that meet where a third piece leads on: the
 * route along both tails is the longest here (8 + 8 against 8 + 1 + 6), the one case where
 * such a pair is a longest route of a graph with a ring. */
static void test_route_along_two_tails(void **state) {
    (void)state;
    int tail[2][9];
    sea_scenario *sc = two_tails(8, 8, tail);
    assert_int_equal(sea_route(sc, 0), 16);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 16);
    sea_free(sc);
}

/* A new piece at the end of a tail off the kept route: the search from that end keeps its tail
 * (whose partner tail it would otherwise set aside). Two tails of 6: routes of 13 along either
 * tail, the set-up ship and the ring; p0's kept route is the other one, and the new piece makes
 * 14 from its end. Both tails, as which one a search would set aside depends on their order. */
static void test_route_from_a_tail_end(void **state) {
    (void)state;
    for (int by_ship = 0; by_ship < 2; by_ship++) {
        int tail[2][9], route[13], n = 0;
        sea_scenario *sc = two_tails(6, 6, tail);
        sea_places m = sea_find_places(sc);
        assert_int_equal(sea_route(sc, 0), 13);
        const int *kept = tail[!by_ship]; /* the other tail, the set-up ship and the ring */
        for (int i = 0; i < 6; i++) route[n++] = sea_edge_between(sc, kept[i], kept[i + 1]);
        route[n++] = m.e_gold_sea;
        const int ring[7] = {V(2, 1, NW), V(2, 1, N), V(2, 1, NE), V(2, 1, SE),
                             V(2, 1, S),  V(2, 1, SW), V(2, 1, NW)};
        for (int i = 0; i < 6; i++) route[n++] = sea_edge_between(sc, ring[i], ring[i + 1]);
        ctn_classic_state_m *back = malloc(sizeof *back);
        char msg[CTN_ERROR_MESSAGE_MAX];
        assert_int_equal(read_back(sc, with_route(sc, route, n), back, msg, sizeof msg), CTN_OK);
        sc->s = *back;
        free(back);
        assert_int_equal(kept_in(&sc->s, route, n), 13);
        sea_turn_of(sc, 0, 12);
        if (by_ship)
            build_ship(sc, 0, tail[1][6], tail[1][7]);
        else
            build_road(sc, 0, tail[0][6], tail[0][7]);
        assert_int_equal(sea_route(sc, 0), 14);
        assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 14);
        sea_free(sc);
    }
}

/* A new piece that meets one piece of p0's, at the leaf of a chain, is seen on the board when the
 * chain is its whole component (a path): the route through it is the piece and the path. The
 * walk along the chain stops at a vertex three pieces meet (a graph is needed), reads roads and
 * ships apart where they meet without his building, and ends at an opponent's building. */
static void test_route_from_a_path_end(void **state) {
    (void)state;
    /* three pieces meet at the ring's NE corner: a new piece at the tail's tip, off the kept
     * route (the set-up ship and the ring), makes 8 with the tail and the whole ring */
    for (int moved = 0; moved < 2; moved++) {
        int ring[7], route[7];
        sea_scenario *sc = ring_scenario(1, ring);
        sea_places m = sea_find_places(sc);
        int tip = V(4, 0, SW), tail = sea_edge_between(sc, V(2, 1, NE), tip);
        int next = sea_edge_between(sc, tip, V(4, 0, NW));
        sea_put_ship(sc, 0, tail);
        if (moved) sea_put_ship(sc, 0, m.e_sea_out); /* a lone ship */
        sea_derive(sc);
        assert_int_equal(sea_route(sc, 0), 7);
        for (int i = 0; i < 6; i++) route[i] = sea_edge_between(sc, ring[i], ring[i + 1]);
        route[6] = m.e_gold_sea;
        ctn_classic_state_m *back = malloc(sizeof *back);
        char msg[CTN_ERROR_MESSAGE_MAX];
        assert_int_equal(read_back(sc, with_route(sc, route, 7), back, msg, sizeof msg), CTN_OK);
        sc->s = *back;
        free(back);
        sea_turn_of(sc, 0, 12);
        if (moved)
            SEA_MOVE(sc, 0, m.e_sea_out, next);
        else
            build_ship(sc, 0, tip, V(4, 0, NW));
        assert_int_equal(sea_route(sc, 0), 8);
        assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 8);
        sea_free(sc);
    }
    /* roads on isle_a from the tip of p0's line of ships (his route of 4): a road and a ship
     * meet there without his building, so a new road makes a path of 3 roads, not 7 pieces */
    int path[7];
    sea_scenario *sc = route_position("", path);
    const int roads[3] = {V(4, 0, SW), V(4, 0, NW), V(4, 0, N)};
    sea_put_roads(sc, 0, roads, 3);
    sea_derive(sc);
    sea_turn_of(sc, 0, 12);
    build_road(sc, 0, V(4, 0, N), V(4, 0, NE));
    assert_int_equal(sea_route(sc, 0), 4);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 4);
    sea_free(sc);
    /* p1's settlement in p0's line of ships (the four to isle_a's tip, two beyond it) ends the
     * four: a new road at hills_gold, off his route of five roads, makes 5, not 7 */
    sc = route_position("", path);
    int more[3] = {path[4], path[5], path[6]};
    const int west[5] = {V(0, 0, SE), V(0, 0, S), V(0, 0, SW), V(0, 0, NW), V(0, 0, N)};
    ships(sc, 0, more, 3);
    sea_put_roads(sc, 0, west, 4); /* with his set-up road on to (0,0) N */
    sea_put_roads(sc, 0, (const int[]){west[4], sea_find_places(sc).forest_hills}, 2);
    sea_put_settlement(sc, 1, path[4]);
    sea_derive(sc);
    assert_int_equal(sea_route(sc, 0), 5);
    sea_turn_of(sc, 0, 12);
    build_road(sc, 0, path[0], sea_find_places(sc).hills_ne);
    assert_int_equal(sea_route(sc, 0), 5);
    assert_int_equal(ctn_classic_longest_road(sc->g, (const ctn_state *)&sc->s, 0), 5);
    sea_free(sc);
}

/* ---- S§9: island bonus ---- */

/* p0 (standard set-up, both settlements home) with ships to gold_se (home), to isle_a's west
 * tip and on to its north-east corner, and to isle_b; then he settles home, isle_a twice, isle_b
 * and makes the isle_a settlement a city. Returns his public points after each step. */
static void island_steps(const char *options, int vp[6]) {
    sea_scenario *sc = sea_new(2, options);
    sea_setup_standard(sc);
    sea_places m = sea_find_places(sc);
    sea_put_city(sc, 0, m.forest_hills); /* frees a settlement piece: 5 settle below */
    int to_gold[2] = {m.gold_ne, m.gold_se};
    int to_a[5] = {m.hills_gold, m.gold_ne, m.open_sea, V(2, 1, NE), V(4, 0, SW)};
    int a_tip = V(4, 0, SW), a_ne = V(4, 0, NE), b_nw = V(6, 0, NW);
    int along_a[4] = {a_tip, V(4, 0, NW), V(4, 0, N), a_ne};
    int to_b[3] = {a_ne, V(5, 0, N), b_nw};
    sea_put_ships(sc, 0, to_gold, 2);
    sea_put_ships(sc, 0, to_a, 5);
    sea_put_ships(sc, 0, along_a, 4);
    sea_put_ships(sc, 0, to_b, 3);
    sea_derive(sc);
    sea_turn_of(sc, 0, 12);
    vp[0] = sea_public_vp(sc, 0);
    /* a city, a settlement and the trade route (a road and 9 ships from hills_gold); both home
     * areas are the set-up's, so nothing for areas yet */
    assert_int_equal(vp[0], 2 + 1 + 2);
    assert_int_equal(sc->s.area_vp[0], 0);
    /* after each step the invariant check recomputes the bonus from the pieces and home areas */
    build_settlement(sc, 0, m.gold_se); /* home area: no bonus */
    vp[1] = sea_public_vp(sc, 0);
    SEA_CHECK(sc);
    build_settlement(sc, 0, a_tip); /* isle_a: new */
    vp[2] = sea_public_vp(sc, 0);
    SEA_CHECK(sc);
    build_settlement(sc, 0, a_ne); /* isle_a again */
    vp[3] = sea_public_vp(sc, 0);
    SEA_CHECK(sc);
    build_settlement(sc, 0, b_nw); /* isle_b: new */
    vp[4] = sea_public_vp(sc, 0);
    SEA_CHECK(sc);
    sea_give_cost(sc, 0, CL_COST_CITY);
    SEA_PLAY(sc, 0, "build_city v%d", a_tip);
    vp[5] = sea_public_vp(sc, 0);
    SEA_CHECK(sc);
    assert_int_equal(sea_vp(sc, 0), vp[5]); /* the bonus is public */
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    sea_free(sc);
}

/* Asserts the points each step of island_steps added. */
static void assert_steps(const int vp[6], int home, int isle_a, int isle_a_again, int isle_b,
                         int city) {
    const int want[5] = {home, isle_a, isle_a_again, isle_b, city};
    for (int i = 0; i < 5; i++)
        if (vp[i + 1] - vp[i] != want[i])
            fail_msg("step %d added %d points, expected %d", i + 1, vp[i + 1] - vp[i], want[i]);
}

static void test_island_bonus_each_new_area(void **state) {
    (void)state;
    int vp[6];
    island_steps("island_bonus=2 vp_to_win=20", vp);
    /* home +1; isle_a +1 +2; isle_a again +1; isle_b +1 +2; the city +1 with the bonus kept */
    assert_steps(vp, 1, 3, 1, 3, 1);
}

static void test_island_bonus_once(void **state) {
    (void)state;
    int vp[6];
    island_steps("island_bonus=2 island_bonus_once=true vp_to_win=20", vp);
    assert_steps(vp, 1, 3, 1, 1, 1); /* only the first new area pays */
}

static void test_island_bonus_off(void **state) {
    (void)state;
    int vp[6];
    island_steps("vp_to_win=20", vp);
    assert_steps(vp, 1, 1, 1, 1, 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_route_joins_only_at_own_building),
        cmocka_unit_test(test_route_needs_five_and_is_cut_by_opponent),
        cmocka_unit_test(test_route_ties),
        cmocka_unit_test(test_route_after_ship_moves),
        cmocka_unit_test(test_route_ring_takes_a_new_piece),
        cmocka_unit_test(test_route_kept_in_json),
        cmocka_unit_test(test_route_along_two_tails),
        cmocka_unit_test(test_route_from_a_tail_end),
        cmocka_unit_test(test_route_from_a_path_end),
        cmocka_unit_test(test_island_bonus_each_new_area),
        cmocka_unit_test(test_island_bonus_once),
        cmocka_unit_test(test_island_bonus_off),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
