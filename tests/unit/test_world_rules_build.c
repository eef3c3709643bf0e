/* test_world_rules_build.c — scenario tests of docs/rules/world.md W§8 (phase 3: every seat from
 * green on builds, buys, trades with the bank and moves one ship; a card bought there is played
 * in a later window; the earlier seat takes a contested spot), W§6's pirate block (no settlement,
 * set-up included, and no city on a corner of either pirate's hex, no ship on its sides; the
 * option pirate_blocks_buildings=false lifts the corner block only) and W§9 (a settlement in an
 * area new to its owner takes a discovery token worth island_bonus points while the pool lasts;
 * set-up settlements and cities take none; tokens are kept).
 *
 * On the test board of world_scenario.h, 8 players after the standard set-up.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "world_scenario.h"

#include "catan/bitset.h"
#include "catan/io.h"

#define V(q, r, corner) world_vertex(sc, (q), (r), CTN_CORNER_##corner)

static world_scenario *standard(const char *options) {
    world_scenario *sc = world_new(8, options);
    world_setup_standard(sc);
    return sc;
}

/* Plays round 1 to phase 3 (rolling 12) and ends parts until p's. */
static void to_part_of(world_scenario *sc, int p) {
    if (sc->s.phase == CL_PHASE_PRE_ROLL) world_roll(sc, 12);
    if (sc->s.phase == CL_PHASE_MAIN) world_to_phase3(sc);
    while (sc->s.actor != p) world_end_part(sc);
}

/* ---- W§8: phase 3 ---- */

static void test_phase3_everyone_from_green(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    world_pre_roll_of(sc, 1, 12); /* round 2: green 1, red 5 */
    world_roll(sc, 12);
    world_to_phase3(sc);
    for (int i = 0; i < 8; i++) {
        int p = (1 + i) % 8;
        assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
        assert_int_equal(sc->s.actor, p);
        world_set_hand(sc, p, 4, 1, 1, 2, 3);
        if (p == 1) world_give_dev(sc, p, CL_DEV_YEAR_OF_PLENTY, 1); /* old, not playable here */
        assert_true(world_count_legal(sc, p, CL_A_BUILD_ROAD) > 0);
        WORLD_ASSERT_LEGAL(sc, p, CL_A_BUILD_CITY, world_spot(sc, p), world_spot(sc, 8 + p));
        assert_true(world_count_legal(sc, p, CL_A_TRADE_BANK) > 0);
        assert_int_equal(world_count_legal(sc, p, CL_A_PLAY_YEAR_OF_PLENTY), 0);
        WORLD_REFUSE(sc, (p + 1) % 8, CTN_E_NOT_YOUR_TURN, "buy_dev");
        WORLD_PLAY(sc, p, "trade_bank lumber -> brick");
        WORLD_PLAY(sc, p, "buy_dev");
        WORLD_PLAY(sc, CTN_CHANCE, "draw knight");
        assert_int_equal(sc->s.dev_hand[p][CL_DEV_KNIGHT], 1);
        assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
        assert_int_equal(world_count_legal(sc, p, CL_A_PLAY_KNIGHT), 0);
        world_end_part(sc);
    }
    /* round 3: green 2 plays the knight he bought in phase 3 of round 2 (his only card), red 6
     * too */
    assert_int_equal(sc->s.turn, 3);
    world_roll(sc, 12);
    assert_true(world_is_legal(sc, 2, "play_knight"));
    world_end_part(sc);
    assert_int_equal(sc->s.actor, 6);
    assert_true(world_is_legal(sc, 6, "play_knight"));
    world_free(sc);
}

/* Seat p's extra settlement on a main-island coast corner with two ships out to sea from it. */
static void ships_out(world_scenario *sc, int p, int v, int a, int b) {
    int path[3] = {v, a, b};
    world_put_settlement(sc, p, v);
    world_put_ships(sc, p, path, 3);
    world_derive(sc);
}

static void test_phase3_one_ship_move_each(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    ships_out(sc, 0, V(0, -1, N), V(0, -2, NE), V(0, -2, N));
    ships_out(sc, 1, V(1, -1, N), V(1, -2, NE), V(1, -2, N));
    int end0 = world_edge_between(sc, V(0, -2, NE), V(0, -2, N));
    int end1 = world_edge_between(sc, V(1, -2, NE), V(1, -2, N));
    world_roll(sc, 12);
    assert_int_equal(world_count_legal(sc, 0, CL_A_MOVE_SHIP), 0); /* not in the window */
    world_to_phase3(sc);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_MOVE_SHIP, end0);
    WORLD_PLAY(sc, 0, "move_ship e%d", end0);
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_SHIP);
    int places[CTN_MAX_ACTIONS];
    assert_true(world_legal_args(sc, 0, CL_A_PLACE_SHIP, places, CTN_MAX_ACTIONS) > 0);
    WORLD_PLAY(sc, 0, "place_ship e%d", places[0]);
    assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
    assert_int_equal(sc->s.actor, 0);
    WORLD_ASSERT_NONE_LEGAL(sc, 0, CL_A_MOVE_SHIP); /* one move in his part */
    world_end_part(sc);
    WORLD_ASSERT_LEGAL(sc, 1, CL_A_MOVE_SHIP, end1); /* the next seat has his own */
    WORLD_PLAY(sc, 1, "move_ship e%d", end1);
    WORLD_PLAY(sc, 1, "cancel"); /* put back: no move made */
    WORLD_ASSERT_LEGAL(sc, 1, CL_A_MOVE_SHIP, end1);
    world_free(sc);
}

/* W§8 ruling: a ship placed with Road Building in a window is new for the whole round (S§5 "not
 * one built this turn"): not movable in its owner's part of phase 3; movable from the next round. */
static void test_window_ship_new_for_the_round(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    ships_out(sc, 0, V(0, -1, N), V(0, -2, NE), V(0, -2, N));
    world_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
    world_roll(sc, 12);
    WORLD_PLAY(sc, 0, "play_road_building");
    int ships[CTN_MAX_ACTIONS];
    assert_true(world_legal_args(sc, 0, CL_A_BUILD_SHIP, ships, CTN_MAX_ACTIONS) > 0);
    int e = ships[0];
    WORLD_PLAY(sc, 0, "build_ship e%d", e);
    int more[CTN_MAX_ACTIONS];
    if (world_legal_args(sc, 0, CL_A_BUILD_SHIP, more, CTN_MAX_ACTIONS) > 0)
        WORLD_PLAY(sc, 0, "build_ship e%d", more[0]);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    world_to_phase3(sc);
    assert_int_equal(sc->s.actor, 0);
    assert_true(ctn_bit_test(sc->s.ships_new.w, (unsigned)e)); /* still new after the window */
    assert_false(world_is_legal(sc, 0, "move_ship e%d", e));
    world_assert_oracle_at(__FILE__, __LINE__, sc);
    world_finish_round(sc, 12);
    for (unsigned w = 0; w < CL_L_SET_WORDS; w++) assert_int_equal(sc->s.ships_new.w[w], 0);
    world_free(sc);
}

/* Seats 1 and 2 each have a road to the free corner (0,-1) N; round `round` is played to phase 3
 * and both try to settle there in their turn. Returns the seat that got it. */
static int contested_spot(int round) {
    world_scenario *sc = standard("");
    int spot = V(0, -1, N);
    world_put_road(sc, 1, world_edge(sc, 0, -1, CTN_DIR_NW));
    world_put_road(sc, 2, world_edge(sc, 0, -1, CTN_DIR_NE));
    world_derive(sc);
    world_pre_roll_of(sc, round - 1, 12);
    world_roll(sc, 12);
    world_to_phase3(sc);
    int winner = -1;
    for (int i = 0; i < 8; i++) {
        int p = sc->s.actor;
        if (p == 1 || p == 2) {
            world_give_cost(sc, p, CL_COST_SETTLEMENT);
            if (winner < 0) {
                WORLD_PLAY(sc, p, "build_settlement v%d", spot);
                winner = p;
            } else {
                WORLD_REFUSE(sc, p, CTN_E_ILLEGAL, "build_settlement v%d", spot);
            }
        }
        world_end_part(sc);
    }
    assert_true(world_has_settlement(sc, winner, spot));
    world_free(sc);
    return winner;
}

static void test_phase3_earlier_seat_takes_the_spot(void **state) {
    (void)state;
    assert_int_equal(contested_spot(1), 1); /* from green 0: 1 before 2 */
    assert_int_equal(contested_spot(3), 2); /* from green 2: 2 first */
    assert_int_equal(contested_spot(4), 1); /* from green 3: ... 7, 0, 1, then 2 */
}

/* ---- W§6: the pirates' corners and sides ---- */

static void test_pirate_blocks_setup_corners(void **state) {
    (void)state;
    for (int lifted = 0; lifted < 2; lifted++) {
        world_scenario *sc = world_new(8, lifted ? "pirate_blocks_buildings=false" : "");
        /* the second pirate's (-3,0) corners on the main island */
        const int corners[3] = {V(-3, 0, NE), V(-3, 0, SE), V(-3, 0, S)};
        for (int i = 0; i < 3; i++)
            assert_int_equal(world_is_legal(sc, 0, "build_settlement v%d", corners[i]), lifted);
        assert_true(world_is_legal(sc, 0, "build_settlement v%d", world_spot(sc, 3)));
        world_free(sc);
    }
}

static void test_pirate_blocks_settlements(void **state) {
    (void)state;
    /* seat 6 sails from (1,0) SE round (2,1) to the corners of forest9 (3,0), whose SE corner
     * touches the first pirate's (4,0) */
    for (int lifted = 0; lifted < 2; lifted++) {
        world_scenario *sc = standard(lifted ? "pirate_blocks_buildings=false" : "");
        int path[5] = {world_spot(sc, 6), V(1, 1, NE), V(2, 1, N), V(2, 1, NE), V(3, 0, SE)};
        world_put_ships(sc, 6, path, 5);
        world_derive(sc);
        to_part_of(sc, 6);
        world_give_cost(sc, 6, CL_COST_SETTLEMENT);
        if (lifted)
            WORLD_ASSERT_LEGAL(sc, 6, CL_A_BUILD_SETTLEMENT, V(2, 1, N), V(2, 1, NE), V(3, 0, SE));
        else
            WORLD_ASSERT_LEGAL(sc, 6, CL_A_BUILD_SETTLEMENT, V(2, 1, N), V(2, 1, NE));
        world_free(sc);
    }
}

static void test_pirate_blocks_cities_and_ships(void **state) {
    (void)state;
    for (int lifted = 0; lifted < 2; lifted++) {
        world_scenario *sc = standard(lifted ? "pirate_blocks_buildings=false" : "");
        int corner = V(-3, 0, SE), coast = world_spot(sc, 11); /* (1,1) SE: seat 3's */
        world_put_settlement(sc, 5, corner); /* seat 5 at the second pirate's corner */
        world_derive(sc);
        world_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
        world_roll(sc, 12);
        /* green's knight sends the second pirate from (-3,0) to (2,1), at seat 3's coast */
        WORLD_PLAY(sc, 0, "play_knight");
        WORLD_PLAY(sc, 0, "move_pirate2 h%d", world_hex(sc, 2, 1));
        to_part_of(sc, 3);
        world_give_cost(sc, 3, CL_COST_CITY);
        world_give_cost(sc, 3, CL_COST_SHIP);
        if (lifted)
            WORLD_ASSERT_LEGAL(sc, 3, CL_A_BUILD_CITY, world_spot(sc, 3), coast);
        else
            WORLD_ASSERT_LEGAL(sc, 3, CL_A_BUILD_CITY, world_spot(sc, 3));
        /* ships: only the side away from (2,1), either way */
        WORLD_ASSERT_LEGAL(sc, 3, CL_A_BUILD_SHIP, world_side(sc, 1, 1, 1, 2));
        world_end_part(sc);
        world_end_part(sc);
        /* seat 5's corner is free again */
        world_give_cost(sc, 5, CL_COST_CITY);
        WORLD_ASSERT_LEGAL(sc, 5, CL_A_BUILD_CITY, world_spot(sc, 5), world_spot(sc, 13), corner);
        world_free(sc);
    }
    /* and while the second pirate stays, seat 5 may not make his settlement a city */
    world_scenario *sc = standard("");
    world_put_settlement(sc, 5, V(-3, 0, SE));
    world_derive(sc);
    to_part_of(sc, 5);
    world_give_cost(sc, 5, CL_COST_CITY);
    WORLD_ASSERT_LEGAL(sc, 5, CL_A_BUILD_CITY, world_spot(sc, 5), world_spot(sc, 13));
    WORLD_REFUSE(sc, 5, CTN_E_ILLEGAL, "build_city v%d", V(-3, 0, SE));
    world_free(sc);
}

/* ---- W§9: discovery tokens ---- */

/* Seat 1 (extra settlement on (0,-1) N, ships to (0,-2) N) may settle (0,-2) N on the island
 * hills2/hills3; seat 6 (ships from (1,0) SE round (2,1)) may settle (2,1) N on forest9's island
 * (isle_3). Both are new areas to them. Plays round 1 to seat 1's part of phase 3. */
static void explorers(world_scenario *sc) {
    ships_out(sc, 1, V(0, -1, N), V(0, -2, NE), V(0, -2, N));
    int path[3] = {world_spot(sc, 6), V(1, 1, NE), V(2, 1, N)};
    world_put_ships(sc, 6, path, 3);
    world_derive(sc);
    to_part_of(sc, 1);
}

static void test_discovery_tokens_new_areas(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    assert_int_equal(sc->s.tokens_left, 28); /* set-up took none */
    for (int p = 0; p < 8; p++) assert_int_equal(sc->s.area_vp[p], 0);
    explorers(sc);
    int vp1 = world_vp(sc, 1), vp6 = world_vp(sc, 6);
    world_give_cost(sc, 1, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 1, "build_settlement v%d", V(0, -2, N));
    assert_int_equal(sc->s.tokens_left, 27);
    assert_int_equal(sc->s.area_vp[1], 1);
    assert_int_equal(world_vp(sc, 1), vp1 + 2);
    /* a city there takes none */
    world_give_cost(sc, 1, CL_COST_CITY);
    WORLD_PLAY(sc, 1, "build_city v%d", V(0, -2, N));
    assert_int_equal(sc->s.tokens_left, 27);
    assert_int_equal(sc->s.area_vp[1], 1);
    /* a second settlement in the same area takes none */
    world_put_road(sc, 1, world_edge_between(sc, V(0, -2, N), V(0, -3, NE)));
    world_put_road(sc, 1, world_edge_between(sc, V(0, -3, NE), V(0, -3, N)));
    world_derive(sc);
    world_give_cost(sc, 1, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 1, "build_settlement v%d", V(0, -3, N));
    assert_int_equal(sc->s.tokens_left, 27);
    assert_int_equal(sc->s.area_vp[1], 1);
    while (sc->s.actor != 6) world_end_part(sc);
    world_give_cost(sc, 6, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 6, "build_settlement v%d", V(2, 1, N));
    assert_int_equal(sc->s.tokens_left, 26);
    assert_int_equal(sc->s.area_vp[6], 1);
    assert_int_equal(world_vp(sc, 6), vp6 + 2);
    /* the tokens stay through the state's JSON */
    char *json = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &json, &err), CTN_OK);
    ctn_classic_state_l *back = calloc(1, sizeof *back);
    assert_non_null(back);
    ctn_status st = ctn_state_from_json(sc->g, json, strlen(json), (ctn_state *)back, &err);
    if (st != CTN_OK) fail_msg("state from JSON: %s", err.message);
    assert_int_equal(back->tokens_left, 26);
    assert_int_equal(back->area_vp[1], 1);
    assert_int_equal(back->area_vp[6], 1);
    assert_true(ctn_state_hash(sc->g, (const ctn_state *)back) ==
                ctn_state_hash(sc->g, (const ctn_state *)&sc->s));
    free(back);
    ctn_io_free(json);
    world_free(sc);
}

static void test_discovery_tokens_home_area_and_cities_take_none(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    /* seat 2 settles the main island again: his home area */
    world_put_road(sc, 2, world_edge(sc, 0, -1, CTN_DIR_NE));
    /* seat 6 holds a settlement on forest9's island that took no token (placed directly) */
    world_put_settlement(sc, 6, V(2, 1, N));
    world_derive(sc);
    to_part_of(sc, 2);
    world_give_cost(sc, 2, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 2, "build_settlement v%d", V(0, -1, N));
    assert_int_equal(sc->s.tokens_left, 28);
    assert_int_equal(sc->s.area_vp[2], 0);
    while (sc->s.actor != 6) world_end_part(sc);
    world_give_cost(sc, 6, CL_COST_CITY);
    WORLD_PLAY(sc, 6, "build_city v%d", V(2, 1, N));
    assert_int_equal(sc->s.tokens_left, 28);
    assert_int_equal(sc->s.area_vp[6], 0);
    world_free(sc);
}

static void test_discovery_pool_runs_out(void **state) {
    (void)state;
    world_scenario *sc = standard("discovery_tokens=1");
    assert_int_equal(sc->s.tokens_left, 1);
    explorers(sc);
    int vp6 = world_vp(sc, 6);
    world_give_cost(sc, 1, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 1, "build_settlement v%d", V(0, -2, N));
    assert_int_equal(sc->s.tokens_left, 0);
    assert_int_equal(sc->s.area_vp[1], 1);
    while (sc->s.actor != 6) world_end_part(sc);
    world_give_cost(sc, 6, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 6, "build_settlement v%d", V(2, 1, N));
    assert_int_equal(sc->s.tokens_left, 0);
    assert_int_equal(sc->s.area_vp[6], 0);
    assert_int_equal(world_vp(sc, 6), vp6 + 1); /* the settlement only */
    world_free(sc);
}

static void test_discovery_token_worth_island_bonus(void **state) {
    (void)state;
    world_scenario *sc = standard("island_bonus=2");
    explorers(sc);
    int vp1 = world_vp(sc, 1);
    world_give_cost(sc, 1, CL_COST_SETTLEMENT);
    WORLD_PLAY(sc, 1, "build_settlement v%d", V(0, -2, N));
    assert_int_equal(sc->s.tokens_left, 27);
    assert_int_equal(world_vp(sc, 1), vp1 + 3);
    world_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_phase3_everyone_from_green),
        cmocka_unit_test(test_phase3_one_ship_move_each),
        cmocka_unit_test(test_window_ship_new_for_the_round),
        cmocka_unit_test(test_phase3_earlier_seat_takes_the_spot),
        cmocka_unit_test(test_pirate_blocks_setup_corners),
        cmocka_unit_test(test_pirate_blocks_settlements),
        cmocka_unit_test(test_pirate_blocks_cities_and_ships),
        cmocka_unit_test(test_discovery_tokens_new_areas),
        cmocka_unit_test(test_discovery_tokens_home_area_and_cities_take_none),
        cmocka_unit_test(test_discovery_pool_runs_out),
        cmocka_unit_test(test_discovery_token_worth_island_bonus),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
