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
#include <string.h>

#include <cmocka.h>

#include "catan/bitset.h"
#include "sea_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

#define V(q, r, corner)      sea_vertex(sc, (q), (r), CTN_CORNER_##corner)
#define E(q, r, dir)         sea_edge(sc, (q), (r), CTN_DIR_##dir)
#define SIDE(q1, r1, q2, r2) sea_side(sc, (q1), (r1), (q2), (r2))

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

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_ship_instead_of_road),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
