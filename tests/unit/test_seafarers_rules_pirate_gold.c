/* test_seafarers_rules_pirate_gold.c — scenario tests of docs/rules/seafarers.md S§6 and S§7 (with
 * S§3 and the rulings of S§10): a 7 or a knight moves the robber (land only) or the pirate (sea
 * only), not both; the pirate robs an owner of a ship on a side of its hex, not an owner of a
 * settlement there; it blocks building ships on its sides (in the set-up too) but not roads. Gold:
 * a settlement picks 1, a city 2 cards of its owner's choice, after normal production and in
 * resource order; a short bank cuts the picks player by player from the player on turn; the robber
 * on the gold hex blocks it; a second set-up settlement next to gold picks one before its road or
 * ship.
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

#include "sea_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

#define H(q, r) sea_hex(sc, (q), (r))

/* The hexes of the test map other than the robber's start (the desert) and the pirate's (3,2). */
#define ROBBER_TARGETS(sc) H(0, 0), H(1, 0), H(4, 0), H(6, 0), H(0, 1), H(1, 1), H(4, 1), H(-1, 2)
#define PIRATE_TARGETS(sc)                                                                         \
    H(2, 0), H(3, 0), H(5, 0), H(2, 1), H(3, 1), H(5, 1), H(6, 1), H(1, 2), H(2, 2), H(4, 2),      \
        H(5, 2)

/* The standard set-up; p0 is to roll in turn 1, both hands empty. */
static sea_scenario *standard(const char *options) {
    sea_scenario *sc = sea_new(2, options);
    sea_setup_standard(sc);
    return sc;
}

/* ---- S§6: the pirate ---- */

static void test_seven_moves_robber_or_pirate(void **state) {
    (void)state;
    for (int pirate = 0; pirate < 2; pirate++) {
        sea_scenario *sc = standard("");
        int desert = H(0, 2), pirate_start = H(3, 2);
        sea_roll(sc, 7); /* nobody holds cards: no discards */
        assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
        SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_ROBBER, ROBBER_TARGETS(sc));
        SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_PIRATE, PIRATE_TARGETS(sc));
        SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d", H(1, 1)); /* land */
        SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d", H(2, 1)); /* sea */
        SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d", pirate_start);
        if (pirate) {
            SEA_PLAY(sc, 0, "move_pirate h%d", H(2, 1));
            assert_int_equal(sc->s.pirate, H(2, 1));
            assert_int_equal(sc->s.robber, desert);
        } else {
            SEA_PLAY(sc, 0, "move_robber h%d", H(1, 1));
            assert_int_equal(sc->s.robber, H(1, 1));
            assert_int_equal(sc->s.pirate, pirate_start);
        }
        /* one of the two: the turn goes on without the other move */
        assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
        assert_int_equal(sea_count_legal(sc, 0, CL_A_MOVE_ROBBER), 0);
        assert_int_equal(sea_count_legal(sc, 0, CL_A_MOVE_PIRATE), 0);
        sea_free(sc);
    }
}

/* A map without the pirate's start (New Shores for 5-6, docs/rules/seafarers-maps.md ruling 8):
 * it waits beside the board, blocks nothing, and a 7 brings it to any sea hex. */
static void test_pirate_beside_the_board_comes_in_at_a_seven(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    sc->s.pirate = (__typeof__(sc->s.pirate))~0u; /* all bits: no hex (classic_layout.h) */
    SEA_CHECK(sc);
    sea_roll(sc, 7);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_PIRATE, PIRATE_TARGETS(sc), H(3, 2));
    SEA_PLAY(sc, 0, "move_pirate h%d", H(3, 2));
    assert_int_equal(sc->s.pirate, H(3, 2));
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    sea_free(sc);
}

static void test_knight_moves_pirate(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    int desert = H(0, 2);
    sea_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    SEA_PLAY(sc, 0, "play_knight");
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_ROBBER, ROBBER_TARGETS(sc));
    SEA_ASSERT_LEGAL(sc, 0, CL_A_MOVE_PIRATE, PIRATE_TARGETS(sc));
    SEA_PLAY(sc, 0, "move_pirate h%d", H(5, 1));
    assert_int_equal(sc->s.pirate, H(5, 1));
    assert_int_equal(sc->s.robber, desert);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL); /* back to before the roll */
    assert_int_equal(sc->s.knights[0], 1);
    sea_free(sc);
}

static void test_pirate_robs_ship_owners_only(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    sea_places m = sea_find_places(sc);
    int target = H(2, 1);
    /* p1's settlement on a corner of (2,1), no ship there: nobody to rob */
    sea_put_settlement(sc, 1, m.gold_se);
    sea_put_ship(sc, 0, m.e_sea_sea); /* p0's own ship on a side of (2,1) */
    sea_derive(sc);
    sea_set_hand(sc, 1, 0, 0, 2, 0, 0);
    sea_set_hand(sc, 0, 0, 0, 0, 0, 1);
    sea_roll(sc, 7);
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_PIRATE, target, 0);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d p1", target);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d p0", target);
    /* the robber on the gold next to the same settlement robs p1 */
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_ROBBER, H(1, 1), 2);
    /* p1 with a ship on a side of (2,1) is the only victim */
    sea_put_ship(sc, 1, sea_edge(sc, 2, 1, CTN_DIR_E));
    sea_derive(sc);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_PIRATE, target, 2);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d", target);
    /* a hex where nobody sails robs nobody */
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_PIRATE, H(5, 2), 0);
    SEA_PLAY(sc, 0, "move_pirate h%d p1", target);
    assert_int_equal(sc->s.phase, CL_PHASE_STEAL);
    SEA_PLAY(sc, CTN_CHANCE, "steal wool");
    SEA_ASSERT_HAND(sc, 0, 0, 0, 1, 0, 1);
    SEA_ASSERT_HAND(sc, 1, 0, 0, 1, 0, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    sea_free(sc);
    /* a ship owner without cards cannot be robbed */
    sc = standard("");
    sea_put_ship(sc, 1, sea_edge(sc, 2, 1, CTN_DIR_E));
    sea_derive(sc);
    sea_roll(sc, 7);
    SEA_ASSERT_TARGETS(sc, 0, CL_A_MOVE_PIRATE, target, 0);
    sea_free(sc);
}

static void test_pirate_blocks_ships_not_roads(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    sea_places m = sea_find_places(sc);
    sea_roll(sc, 7);
    SEA_PLAY(sc, 0, "move_pirate h%d", H(2, 0)); /* next to p0's settlement hills_gold */
    sea_set_hand(sc, 0, 2, 2, 2, 0, 0);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_hills_sea);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_gold_sea);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_forest_out, m.e_hills_nw, m.e_hills_sea,
                     m.e_gold_sea, m.e_inland_a, m.e_inland_b, m.e_inland_c);
    SEA_PLAY(sc, 0, "build_road e%d", m.e_hills_sea);
    /* away from (2,0) the sides are free again */
    sc->s.pirate = (uint8_t)H(5, 2);
    SEA_CHECK(sc);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_forest_out, m.e_hills_nw, m.e_gold_sea);
    sea_free(sc);
    /* in the set-up too: no ship on the pirate's sides, the road as usual */
    sc = sea_new(2, "");
    sc->s.pirate = (uint8_t)H(2, 0);
    SEA_CHECK(sc);
    SEA_PLAY(sc, 0, "build_settlement v%d", m.hills_gold);
    SEA_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_SHIP);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_hills_sea, m.e_gold_sea, m.e_hills_gold);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_ship e%d", m.e_gold_sea);
    sea_free(sc);
}

/* ---- S§7: gold ---- */

static void test_gold_settlement_picks_one_after_production(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    /* the bank keeps 2 wool: p1's two settlements on the pasture 3 take them first */
    sea_give(sc, 1, W, sc->s.bank[W] - 2);
    int p1_wool = sc->s.hand[1][W];
    sea_roll(sc, 3);
    assert_int_equal(sc->s.hand[1][W], p1_wool + 2);
    assert_int_equal(sc->s.bank[W], 0);
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(sc->s.gold_owed[0], 1);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, L, B, G, O); /* no wool left */
    assert_int_equal(sea_count_legal(sc, 1, -1), 0);
    SEA_REFUSE(sc, 0, CTN_E_ILLEGAL, "pick_gold wool");
    int bank_ore = sc->s.bank[O];
    SEA_PLAY(sc, 0, "pick_gold ore");
    SEA_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 1);
    assert_int_equal(sc->s.bank[O], bank_ore - 1);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    sea_free(sc);
    /* a bank of only the 2 wool that production takes: nothing is left to pick */
    sc = standard("");
    sea_drain_bank(sc, 1, 0, 0, 2, 0, 0);
    p1_wool = sc->s.hand[1][W];
    sea_roll(sc, 3);
    assert_int_equal(sc->s.hand[1][W], p1_wool + 2);
    assert_int_equal(sea_bank_total(sc), 0);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.gold_owed[0], 0);
    SEA_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    sea_free(sc);
}

static void test_gold_city_picks_two_of_choice(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    sea_places m = sea_find_places(sc);
    sea_put_city(sc, 0, m.hills_gold);
    sea_derive(sc);
    sea_roll(sc, 3);
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    assert_int_equal(sc->s.gold_owed[0], 2);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, L, B, W, G, O);
    SEA_PLAY(sc, 0, "pick_gold brick");
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, B, W, G, O); /* resource order: one sequence a set */
    SEA_PLAY(sc, 0, "pick_gold ore");
    SEA_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 1);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.gold_owed[0], 0);
    sea_free(sc);
}

/* p0's settlement (1 pick) and p1's city (2 picks) on the gold; `on_turn` rolls the 3 with a
 * bank of 2 wool (p1's production) and 2 ore (for 3 picks). */
static void short_bank(int on_turn) {
    sea_scenario *sc = standard("");
    sea_places m = sea_find_places(sc);
    sea_put_settlement(sc, 1, m.gold_se);
    sea_put_city(sc, 1, m.gold_se);
    sea_derive(sc);
    sea_pre_roll_of(sc, on_turn, 12);
    sea_drain_bank(sc, 1 - on_turn, 0, 0, 2, 0, 2);
    int ore0 = sc->s.hand[0][O], ore1 = sc->s.hand[1][O];
    sea_roll(sc, 3);
    /* the player on turn picks first, his picks cut to the bank when he starts */
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    assert_int_equal(sc->s.actor, on_turn);
    SEA_ASSERT_LEGAL(sc, on_turn, CL_A_PICK_GOLD, O);
    SEA_PLAY(sc, on_turn, "pick_gold ore");
    if (on_turn == 1) {
        SEA_PLAY(sc, 1, "pick_gold ore"); /* both of his picks; p0's is cut to nothing */
    } else {
        assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
        assert_int_equal(sc->s.actor, 1);
        assert_int_equal(sc->s.gold_owed[1], 1); /* cut from 2 to the 1 card left */
        SEA_PLAY(sc, 1, "pick_gold ore");
    }
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, on_turn);
    assert_int_equal(sc->s.hand[0][O], ore0 + (on_turn == 0 ? 1 : 0));
    assert_int_equal(sc->s.hand[1][O], ore1 + (on_turn == 1 ? 2 : 1));
    assert_int_equal(sea_bank_total(sc), 0);
    assert_int_equal(sc->s.gold_owed[0] + sc->s.gold_owed[1], 0);
    sea_free(sc);
}

static void test_gold_short_bank_from_player_on_turn(void **state) {
    (void)state;
    short_bank(0);
    short_bank(1);
}

static void test_robber_on_gold_blocks_it(void **state) {
    (void)state;
    sea_scenario *sc = standard("");
    sc->s.robber = (uint8_t)H(1, 1);
    SEA_CHECK(sc);
    sea_roll(sc, 3);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN); /* no picks */
    assert_int_equal(sc->s.gold_owed[0], 0);
    SEA_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    SEA_ASSERT_HAND(sc, 1, 0, 0, 2, 0, 0); /* the pasture 3 still pays */
    sea_free(sc);
}

static void test_setup_gold_pick_before_road(void **state) {
    (void)state;
    sea_scenario *sc = sea_new(2, "");
    sea_places m = sea_find_places(sc);
    /* the first settlement next to gold: no pick */
    SEA_PLAY(sc, 0, "build_settlement v%d", m.hills_gold);
    assert_int_equal(sc->s.phase, CL_PHASE_SETUP_ROAD);
    SEA_PLAY(sc, 0, "build_road e%d", m.e_hills_gold);
    SEA_PLAY(sc, 1, "build_settlement v%d", sea_vertex(sc, 0, 1, CTN_CORNER_SW));
    SEA_PLAY(sc, 1, "build_road e%d", sea_edge(sc, 0, 1, CTN_DIR_W));
    SEA_PLAY(sc, 1, "build_settlement v%d", sea_vertex(sc, -1, 2, CTN_CORNER_SE));
    SEA_PLAY(sc, 1, "build_road e%d", sea_edge(sc, -1, 2, CTN_DIR_E));
    /* the second next to gold (and two sea hexes): one pick, before the road or ship */
    SEA_PLAY(sc, 0, "build_settlement v%d", m.gold_se);
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(sc->s.context, CL_CTX_SETUP);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, L, B, W, G, O);
    assert_int_equal(sea_count_legal(sc, 0, CL_A_BUILD_ROAD), 0);
    assert_int_equal(sea_count_legal(sc, 0, CL_A_BUILD_SHIP), 0);
    SEA_PLAY(sc, 0, "pick_gold grain");
    SEA_ASSERT_HAND(sc, 0, 0, 0, 0, 1, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_SETUP_ROAD);
    assert_int_equal(sc->s.actor, 0);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, m.e_gold_e, m.e_gold_sse);
    SEA_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, m.e_gold_e, m.e_gold_sse, m.e_sea_sw);
    SEA_PLAY(sc, 0, "build_ship e%d", m.e_sea_sw);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.current, 0);
    sea_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seven_moves_robber_or_pirate),
        cmocka_unit_test(test_pirate_beside_the_board_comes_in_at_a_seven),
        cmocka_unit_test(test_knight_moves_pirate),
        cmocka_unit_test(test_pirate_robs_ship_owners_only),
        cmocka_unit_test(test_pirate_blocks_ships_not_roads),
        cmocka_unit_test(test_gold_settlement_picks_one_after_production),
        cmocka_unit_test(test_gold_city_picks_two_of_choice),
        cmocka_unit_test(test_gold_short_bank_from_player_on_turn),
        cmocka_unit_test(test_robber_on_gold_blocks_it),
        cmocka_unit_test(test_setup_gold_pick_before_road),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
