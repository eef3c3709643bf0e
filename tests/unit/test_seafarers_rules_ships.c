/* test_seafarers_rules_ships.c — scenario tests of docs/rules/seafarers.md S§1, S§3, S§4 and S§5:
 * ships cost 1 lumber + 1 wool, go only on sea or coast edges, 15 a player; a ship grows from an
 * own building or an own ship, never from a road's end nor past an opponent's building, and
 * roads never grow from a ship's end; in the set-up a ship may replace the road; Road Building
 * gives any two of roads and ships; moving a ship: the open end of an open route only, not a
 * ship built this turn, once a turn, to a place judged without the ship, never to its own edge,
 * not in a special building or paired part, never onto or away from the pirate's sides.
 *
 * On the test map of sea_scenario.h. Each test asserts exact sets of legal actions (checked
 * against the oracle too) and the state after applying them.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bitset.h"
#include "catan/io.h"
#include "sea_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

#define V(q, r, corner)      sea_vertex(sc, (q), (r), CTN_CORNER_##corner)
#define E(q, r, dir)         sea_edge(sc, (q), (r), CTN_DIR_##dir)
#define SIDE(q1, r1, q2, r2) sea_side(sc, (q1), (r1), (q2), (r2))

/* The standard set-up of sea_scenario.h, then p0's turn 1 after a roll paying nobody. */
static sea_scenario *p0_to_build(const char *options) {
    sea_scenario *sc = sea_new(2, options);
    sea_setup_standard(sc);
    sea_turn_of(sc, 0, 12);
    return sc;
}

/* ---- S§1, S§4: building ships ---- */

static void test_ship_costs_lumber_and_wool(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_city(sc, 0, m.forest_hills); /* ships grow from cities as from settlements */
    sea_derive(sc);
    sea_set_hand(sc, 0, 1, 0, 1, 0, 0);
    int bank_l = sc->s.bank[L], bank_w = sc->s.bank[W];
    /* from p0's coastal settlement and city, on their sea-facing sides only */
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                     m.e_gold_sea);
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
    assert_true(sea_has_ship(sc, 0, m.e_gold_sea));
    assert_false(sea_has_road(sc, 0, m.e_gold_sea));
    SEA_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    assert_int_equal(sc->s.bank[L], bank_l + 1);
    assert_int_equal(sc->s.bank[W], bank_w + 1);
    /* a road's cost, or either card alone, buys no ship */
    static const int HANDS[][CTN_RESOURCE_COUNT] = {
        {1, 1, 0, 0, 0}, {1, 0, 0, 0, 0}, {0, 0, 1, 0, 0}, {0, 1, 1, 1, 1}, {1, 1, 0, 1, 1}};
    for (size_t i = 0; i < sizeof HANDS / sizeof HANDS[0]; i++) {
        const int *h = HANDS[i];
        sea_set_hand(sc, 0, h[0], h[1], h[2], h[3], h[4]);
        SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_SHIP);
        SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_hills_sea);
    }
    sea_free(sc);
}

static void test_ship_only_on_sea_or_coast_edges(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    /* a settlement of p0 all of whose sides are inland adds roads but no ships */
    sea_put_settlement(sc, 0, m.mid_inland);
    sea_derive(sc);
    sea_set_hand(sc, 0, 3, 2, 3, 0, 0);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                     m.e_gold_sea);
    for (int k = 0; k < 3; k++) {
        int e = sc->t->vertex_edge[m.mid_inland][k];
        assert_true(sea_is_legal(sc, 0, "build_road e%d", e));
        SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", e);
    }
    /* a coast edge takes a road or a ship, an edge between two sea hexes only a ship */
    assert_true(sea_is_legal(sc, 0, "build_road e%d", m.e_hills_sea));
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", m.e_sea_sea);
    assert_true(sea_is_legal(sc, 0, "build_ship e%d", m.e_sea_sea));
    /* one piece per edge */
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_hills_sea);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", m.e_hills_sea);
    sea_free(sc);
}

static void test_fifteen_ships_a_player(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    /* 14 ships on edges between two sea hexes (or sea and the outside) away from p0's coast */
    int placed = 0;
    for (int e = 0; e < sc->t->num_edges && placed < 14; e++) {
        int land = 0, near = 0;
        for (int k = 0; k < 2; k++) {
            int h = sc->t->edge_hex[e][k], v = sc->t->edge_vertex[e][k];
            land |= h != CTN_NONE && sc->s.terrain[h] != CTN_SEA;
            near |= v == m.hills_ne || v == m.gold_ne || v == m.gold_se;
        }
        if (land || near) continue;
        sea_put_ship(sc, 0, e);
        placed++;
    }
    sea_derive(sc);
    assert_int_equal(sea_ship_count(sc, 0), 14);
    sea_set_hand(sc, 0, 2, 0, 2, 0, 0);
    assert_true(sea_count_legal(sc, 0, CL_A_BUILD_SHIP) > 1);
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
    assert_int_equal(sea_ship_count(sc, 0), 15);
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_SHIP);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_hills_sea);
    /* Road Building then offers roads only */
    sea_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
    SEA_PLAY(sc, 0, "play_road_building");
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_SHIP);
    assert_true(sea_count_legal(sc, 0, CL_A_BUILD_ROAD) > 0);
    sea_free(sc);
}

static void test_ship_grows_from_own_building_or_ship_only(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_set_hand(sc, 0, 6, 3, 4, 2, 1);
    /* a road along the coast to hills_ne, where p0 has no building */
    SEA_PLAY(sc, 0, "build_road e%d", m.e_hills_sea);
    /* no ship continues the road's end at hills_ne: only ships from the two settlements */
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_gold_sea);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_sea_out);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_hills_ne);
    /* a ship from the settlement; the next ships grow from its end */
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_sea_sea, m.e_gold_e);
    /* no road continues the ship's end at gold_ne: roads grow from the road ends and buildings */
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_forest_out, m.e_hills_nw, m.e_hills_ne,
                     m.e_inland_a, m.e_inland_b, m.e_inland_c);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", m.e_gold_e);
    /* a settlement at the end of the shipping route: roads and ships both grow from it */
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_e);
    SEA_PLAY(sc, 0, "build_settlement v%d", m.gold_se);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_forest_out, m.e_hills_nw, m.e_hills_ne,
                     m.e_inland_a, m.e_inland_b, m.e_inland_c, m.e_gold_sse);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_sea_sea,
                     m.e_gold_sse, m.e_sea_sw);
    sea_free(sc);
}

static void test_ship_route_stops_at_opponent_settlement(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_gold_sea);
    sea_put_ship(sc, 0, m.e_gold_e);
    sea_put_settlement(sc, 1, m.gold_se); /* p1 at the end of p0's route */
    sea_derive(sc);
    sea_set_hand(sc, 0, 1, 0, 1, 0, 0);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                     m.e_sea_sea);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_gold_sse);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_sea_sw);
    sea_free(sc);
}

/* ---- S§3: a ship instead of the set-up road ---- */

static void test_setup_ship_instead_of_road(void **state) {
    (void)state;
    sea_scenario *sc = sea_new(2, "");
    sea_places m = sea_find_places(sc);
    /* p0 on the coast (two land hexes, one sea): three roads or the two coast ships */
    SEA_PLAY(sc, 0, "build_settlement v%d", m.hills_gold);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_hills_sea, m.e_gold_sea, m.e_hills_gold);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_hills_sea, m.e_gold_sea);
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
    assert_true(sea_has_ship(sc, 0, m.e_gold_sea));
    assert_int_equal(sea_ship_count(sc, 0), 1);
    assert_int_equal(sc->s.phase, CL_PHASE_SETUP_SETTLEMENT);
    assert_int_equal(sc->s.actor, 1);
    /* p1 inland (three land hexes): roads only */
    int inland = V(0, 0, SE);
    SEA_PLAY(sc, 1, "build_settlement v%d", inland);
    SEA_ASSERT_NONE_LEGAL(sc, 1, CL_A_BUILD_SHIP);
    assert_int_equal(sea_count_legal(sc, 1, CL_A_BUILD_ROAD), 3);
    SEA_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_ship e%d", m.e_inland_b);
    SEA_PLAY(sc, 1, "build_road e%d", m.e_inland_b);
    /* p1 at a corner with one land hex and the outside: two coast edges, one inland */
    int pasture_se = V(-1, 2, SE), e_pasture_desert = SIDE(-1, 2, 0, 2);
    int e_pasture_out = E(-1, 2, SE), e_desert_out = E(0, 2, SW);
    SEA_PLAY(sc, 1, "build_settlement v%d", pasture_se);
    SEA_ASSERT_LEGAL(sc, 1, CL_A_BUILD_ROAD, e_pasture_desert, e_pasture_out, e_desert_out);
    SEA_ASSERT_LEGAL(sc, 1, CL_A_BUILD_SHIP, e_pasture_out, e_desert_out);
    SEA_PLAY(sc, 1, "build_ship e%d", e_desert_out);
    /* p0's second settlement on the northern rim, with a road */
    int hills_n = V(1, 0, N);
    SEA_PLAY(sc, 0, "build_settlement v%d", hills_n);
    SEA_PLAY(sc, 0, "build_road e%d", m.e_hills_nw);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    /* turn 1: the set-up ship was not built in this turn and is at an open end (S§5) */
    sea_turn_of(sc, 0, 12);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_gold_sea);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_SHIP, m.e_gold_sea, m.e_hills_sea, m.e_hills_ne);
    sea_free(sc);
}

/* ---- S§4: Road Building ---- */

static void test_road_building_roads_and_ships(void **state) {
    (void)state;
    for (int variant = 0; variant < 3; variant++) { /* ship+ship, road+ship, ship+road */
        sea_scenario *sc = p0_to_build("");
        sea_places m = sea_find_places(sc);
        sea_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
        SEA_PLAY(sc, 0, "play_road_building");
        assert_int_equal(sc->s.phase, CL_PHASE_ROAD_BUILDING);
        SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                         m.e_gold_sea);
        SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                         m.e_gold_sea, m.e_inland_a, m.e_inland_b, m.e_inland_c);
        if (variant == 1) {
            SEA_PLAY(sc, 0, "build_road e%d", m.e_hills_sea);
        } else {
            SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
        }
        assert_int_equal(sc->s.phase, CL_PHASE_ROAD_BUILDING);
        if (variant == 0) {
            SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                             m.e_sea_sea, m.e_gold_e);
            SEA_PLAY(sc, 0, "build_ship e%d", m.e_sea_sea);
        } else if (variant == 1) {
            SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
        } else {
            SEA_PLAY(sc, 0, "build_road e%d", m.e_hills_sea);
        }
        assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
        assert_int_equal(sea_ship_count(sc, 0), variant == 0 ? 2 : 1);
        SEA_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0); /* free */
        sea_free(sc);
    }
}

/* ---- S§5: moving ships ---- */

static void test_move_only_the_open_end(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_gold_sea); /* hills_gold - gold_ne */
    sea_put_ship(sc, 0, m.e_sea_sea);  /* gold_ne - open_sea: the open end */
    sea_derive(sc);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_sea_sea);
    /* to where p0 could build a ship without it: not beyond it, not its own edge */
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_SHIP, m.e_sea_sea, m.e_forest_out, m.e_hills_nw,
                       m.e_hills_sea, m.e_gold_e);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_ship e%d", m.e_gold_sea); /* not at the open end */
    SEA_REFUSE_PLACE(sc, 0, m.e_sea_sea, m.e_sea_beyond);
    SEA_REFUSE_PLACE(sc, 0, m.e_sea_sea, m.e_sea_sea);
    /* picked up and put back: no move was made, so one is still allowed */
    SEA_PLAY(sc, 0, "move_ship e%d", m.e_sea_sea);
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_SHIP);
    assert_int_equal(sea_count_legal(sc, 0, -1), 5); /* the four places and cancel */
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    SEA_PLAY(sc, 0, "cancel");
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_true(sea_has_ship(sc, 0, m.e_sea_sea));
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_sea_sea);
    int hand = sea_hand_total(sc, 0);
    SEA_MOVE(sc, 0, m.e_sea_sea, m.e_gold_e);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_true(sea_has_ship(sc, 0, m.e_gold_e));
    assert_false(sea_has_ship(sc, 0, m.e_sea_sea));
    assert_int_equal(sea_ship_count(sc, 0), 2);
    assert_int_equal(sea_hand_total(sc, 0), hand); /* free */
    /* once a turn */
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_MOVE_SHIP);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_ship e%d", m.e_gold_e);
    /* the next turn again, the moved ship now at the open end */
    sea_turn_of(sc, 1, 12);
    SEA_ASSERT_NONE_LEGAL(sc, 1, CL_A_MOVE_SHIP); /* p1 has no ships */
    sea_turn_of(sc, 0, 12);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_gold_e);
    sea_free(sc);
}

static void test_move_closed_route_or_opponent_end(void **state) {
    (void)state;
    /* a route between two of p0's settlements is closed: nothing moves */
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_gold_sea);
    sea_put_ship(sc, 0, m.e_gold_e);
    sea_put_settlement(sc, 0, m.gold_se);
    sea_derive(sc);
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_MOVE_SHIP);
    sea_free(sc);
    /* the same route ending at p1's settlement is open there (S§10 ruling 4) */
    sc = p0_to_build("");
    m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_gold_sea);
    sea_put_ship(sc, 0, m.e_gold_e);
    sea_put_settlement(sc, 1, m.gold_se);
    sea_derive(sc);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_gold_e);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_SHIP, m.e_gold_e, m.e_forest_out, m.e_hills_nw,
                       m.e_hills_sea, m.e_sea_sea);
    sea_free(sc);
}

static void test_move_judged_without_the_ship(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_gold_sea); /* one ship from p0's settlement */
    sea_derive(sc);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_gold_sea);
    /* not the edges at its own far end (reached only through it), not its own edge */
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_SHIP, m.e_gold_sea, m.e_forest_out, m.e_hills_nw,
                       m.e_hills_sea);
    SEA_REFUSE_PLACE(sc, 0, m.e_gold_sea, m.e_sea_sea);
    SEA_REFUSE_PLACE(sc, 0, m.e_gold_sea, m.e_gold_e);
    sea_free(sc);
}

static void test_move_not_a_ship_built_this_turn(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_set_hand(sc, 0, 2, 0, 2, 0, 0);
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_gold_sea);
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_MOVE_SHIP);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_ship e%d", m.e_gold_sea);
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_sea_sea);
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_MOVE_SHIP);
    sea_turn_of(sc, 1, 12);
    sea_turn_of(sc, 0, 12);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_sea_sea);
    sea_free(sc);
}

static void test_move_blocked_by_pirate(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_hills_nw);    /* forest_hills - (1,0) N: open at the north */
    sea_put_settlement(sc, 0, m.gold_se); /* a third settlement ... */
    sea_put_ship(sc, 0, m.e_gold_e);      /* ... with a ship open at gold_ne */
    sea_derive(sc);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_hills_nw, m.e_gold_e);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_SHIP, m.e_hills_nw, m.e_forest_out, m.e_hills_sea,
                       m.e_gold_sea, m.e_sea_sea, m.e_gold_sse, m.e_sea_sw);
    /* the pirate on (2,1), whose sides include e_gold_e, e_sea_sea and e_sea_sw */
    sc->s.pirate = (uint8_t)sea_hex(sc, 2, 1);
    SEA_CHECK(sc);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, m.e_hills_nw);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_SHIP, m.e_hills_nw, m.e_forest_out, m.e_hills_sea,
                       m.e_gold_sea, m.e_gold_sse);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_ship e%d", m.e_gold_e); /* on the pirate's side */
    SEA_REFUSE_PLACE(sc, 0, m.e_hills_nw, m.e_sea_sea);
    SEA_REFUSE_PLACE(sc, 0, m.e_hills_nw, m.e_sea_sw);
    SEA_MOVE(sc, 0, m.e_hills_nw, m.e_gold_sse);
    sea_free(sc);
}

/* A 5-player game on the test map with set-up anywhere; p gets a ship, not new, on a free ship
 * edge at one of his settlements, whose far end is open. Returns that edge. */
static int give_open_ship(sea_scenario *sc, int p) {
    for (int e = 0; e < sc->t->num_edges; e++) {
        int sea = 0, mine = 0, free_edge = 1;
        for (int k = 0; k < 2; k++) {
            int h = sc->t->edge_hex[e][k], v = sc->t->edge_vertex[e][k];
            sea |= h == CTN_NONE || sc->s.terrain[h] == CTN_SEA;
            free_edge &= h != sc->s.pirate; /* not a side of the pirate's hex */
            mine += ctn_bit_test(sc->s.settlements[p].w, (unsigned)v);
        }
        for (int q = 0; q < sc->n; q++)
            free_edge &= !sea_has_road(sc, q, e) && !sea_has_ship(sc, q, e);
        if (!sea || mine != 1 || !free_edge) continue;
        int other = -1;
        for (int k = 0; k < 2; k++)
            if (!ctn_bit_test(sc->s.settlements[p].w, sc->t->edge_vertex[e][k]))
                other = sc->t->edge_vertex[e][k];
        int owned = 0;
        for (int q = 0; q < sc->n; q++)
            owned |= ctn_bit_test(sc->s.settlements[q].w, (unsigned)other);
        if (owned) continue;
        sea_put_ship(sc, p, e);
        sea_derive(sc);
        return e;
    }
    fail_msg("p%d has no settlement on the coast", p);
    return -1;
}

static void test_no_move_in_special_building_or_paired_part(void **state) {
    (void)state;
    static ctn_board_desc board;
    sea_test_board(&board);
    board.areas[0].setup = 0; /* set-up anywhere: room for 10 settlements */
    for (int paired = 0; paired < 2; paired++) {
        sea_scenario *sc = sea_new_board(5, &board, paired ? "turn_mode=paired" : "");
        sea_setup_auto(sc);
        int builder = paired ? 3 : 1; /* who builds after p0's turn */
        int e = give_open_ship(sc, builder);
        sea_turn_of(sc, 0, 12);
        SEA_PLAY(sc, 0, "end_turn");
        assert_int_equal(sc->s.phase, paired ? CL_PHASE_PAIRED : CL_PHASE_SPECIAL_BUILD);
        assert_int_equal(sc->s.actor, builder);
        sea_set_hand(sc, builder, 1, 0, 1, 0, 0);
        assert_true(sea_count_legal(sc, builder, CL_A_BUILD_SHIP) > 0); /* building is allowed */
        SEA_ASSERT_NONE_LEGAL(sc, builder, CL_A_MOVE_SHIP);
        SEA_REFUSE(sc, builder, CTN_E_ILLEGAL, "move_ship e%d", e);
        /* in his own turn the same ship moves */
        sea_turn_of(sc, builder, 12);
        assert_true(sea_count_legal(sc, builder, CL_A_MOVE_SHIP) > 0);
        sea_free(sc);
    }
}

/* The state JSON of a picked-up ship (docs/protocol.md): `ship_moving` is written in the
 * move_ship phase and read back; a value outside that phase, or none inside it, is refused. */
static char *replace_once(const char *text, const char *from, const char *to) {
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t head = (size_t)(at - text), size = strlen(text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(size);
    snprintf(out, size, "%.*s%s%s", (int)head, text, to, at + strlen(from));
    return out;
}

static void expect_json_refused(sea_scenario *sc, const char *text, const char *words) {
    static ctn_classic_state_m back;
    ctn_error err;
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err),
                     CTN_E_STATE);
    if (!strstr(err.message, words)) fail_msg("'%s' does not say '%s'", err.message, words);
}

static void test_move_phase_in_state_json(void **state) {
    (void)state;
    sea_scenario *sc = p0_to_build("");
    sea_places m = sea_find_places(sc);
    sea_put_ship(sc, 0, m.e_gold_sea);
    sea_derive(sc);
    char *main_text = NULL, *up_text = NULL, *field = NULL, *again = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &main_text, &err), CTN_OK);
    assert_non_null(strstr(main_text, "\"ship_moving\":null"));
    SEA_PLAY(sc, 0, "move_ship e%d", m.e_gold_sea);
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &up_text, &err), CTN_OK);
    char want[64];
    snprintf(want, sizeof want, "\"ship_moving\":%d", m.e_gold_sea);
    assert_non_null(strstr(up_text, want));
    static ctn_classic_state_m back;
    assert_int_equal(ctn_state_from_json(sc->g, up_text, strlen(up_text), (ctn_state *)&back, &err),
                     CTN_OK);
    assert_int_equal(back.phase, CL_PHASE_MOVE_SHIP);
    assert_int_equal(back.ship_moving, m.e_gold_sea);
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&back, &again, &err), CTN_OK);
    assert_string_equal(again, up_text);
    /* a picked-up ship outside the phase, and the phase without one */
    field = replace_once(main_text, "\"ship_moving\":null", want);
    expect_json_refused(sc, field, "ship_moving");
    free(field);
    field = replace_once(up_text, want, "\"ship_moving\":null");
    expect_json_refused(sc, field, "ship_moving");
    free(field);
    /* a ship that is not the actor's (the invariant check names it) */
    snprintf(want + strlen("\"ship_moving\":"), sizeof want - strlen("\"ship_moving\":"), "%d",
             m.e_sea_sea);
    char now[64];
    snprintf(now, sizeof now, "\"ship_moving\":%d", m.e_gold_sea);
    field = replace_once(up_text, now, want);
    expect_json_refused(sc, field, "picked up");
    free(field);
    ctn_io_free(main_text);
    ctn_io_free(up_text);
    ctn_io_free(again);
    sea_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ship_costs_lumber_and_wool),
        cmocka_unit_test(test_ship_only_on_sea_or_coast_edges),
        cmocka_unit_test(test_fifteen_ships_a_player),
        cmocka_unit_test(test_ship_grows_from_own_building_or_ship_only),
        cmocka_unit_test(test_ship_route_stops_at_opponent_settlement),
        cmocka_unit_test(test_setup_ship_instead_of_road),
        cmocka_unit_test(test_road_building_roads_and_ships),
        cmocka_unit_test(test_move_only_the_open_end),
        cmocka_unit_test(test_move_closed_route_or_opponent_end),
        cmocka_unit_test(test_move_judged_without_the_ship),
        cmocka_unit_test(test_move_not_a_ship_built_this_turn),
        cmocka_unit_test(test_move_blocked_by_pirate),
        cmocka_unit_test(test_no_move_in_special_building_or_paired_part),
        cmocka_unit_test(test_move_phase_in_state_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
