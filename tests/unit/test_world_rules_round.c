/* test_world_rules_round.c — scenario tests of docs/rules/world.md W§4 (set-up in pairs of
 * opposite seats, reversed in the second round; start resources from the second settlement; a
 * ship instead of a road), W§5 (green and red seats round by round with even and odd player
 * counts; nothing but the roll before the roll; production with two robbers; gold picks from
 * green on) and W§10 (no winner before the end of a round; the most points win, hidden victory
 * points included; a tie goes to the first from green; turn_limit counts rounds).
 *
 * On the test board of world_scenario.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "world_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

/* ---- W§4: set-up ---- */

/* Plays the set-up as world_setup_standard does but keeps the hands, writing the seat of each
 * settlement in order to `order` and asserting that no other seat may place meanwhile. */
static void setup_recording(world_scenario *sc, int *order) {
    while (sc->s.context == CL_CTX_SETUP) {
        int p = sc->s.actor, other = (p + 1) % sc->n, k = sc->s.setup_step;
        int v = world_spot(sc, k < sc->n ? p : sc->n + p);
        WORLD_REFUSE(sc, other, CTN_E_NOT_YOUR_TURN, "build_settlement v%d", v);
        order[k] = p;
        world_place(sc, v, 0);
    }
}

static void assert_setup_order(int n, const int *expected) {
    world_scenario *sc = world_new(n, "");
    int order[2 * CL_L_PLAYERS];
    setup_recording(sc, order);
    for (int i = 0; i < 2 * n; i++)
        if (order[i] != expected[i])
            fail_msg("%d players: placement %d by seat %d, expected seat %d", n, i, order[i],
                     expected[i]);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL); /* round 1: seat 0 green */
    assert_int_equal(sc->s.turn, 1);
    assert_int_equal(sc->s.current, 0);
    assert_int_equal(sc->s.red, n / 2);
    world_free(sc);
}

static void test_setup_order_in_pairs(void **state) {
    (void)state;
    static const int EIGHT[] = {0, 4, 1, 5, 2, 6, 3, 7, 7, 3, 6, 2, 5, 1, 4, 0};
    static const int NINE[] = {0, 4, 1, 5, 2, 6, 3, 7, 8, 8, 7, 3, 6, 2, 5, 1, 4, 0};
    static const int TWELVE[] = {0,  6, 1,  7, 2, 8, 3, 9, 4, 10, 5, 11,
                                 11, 5, 10, 4, 9, 3, 8, 2, 7, 1,  6, 0};
    assert_setup_order(8, EIGHT);
    assert_setup_order(9, NINE);
    assert_setup_order(12, TWELVE);
}

static void test_setup_resources_from_second_settlement(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "");
    int order[2 * CL_L_PLAYERS];
    /* the first eight settlements pay nothing, though seat 0's touches hills5 and fields10 */
    for (int k = 0; k < 8; k++) world_place(sc, world_spot(sc, sc->s.actor), 0);
    for (int p = 0; p < 8; p++) WORLD_ASSERT_HAND(sc, p, 0, 0, 0, 0, 0);
    setup_recording(sc, order);
    /* each second settlement pays one card a resource hex it touches (spots 8-15) */
    WORLD_ASSERT_HAND(sc, 0, 3, 0, 0, 0, 0); /* forest3, forest11, forest6 */
    WORLD_ASSERT_HAND(sc, 1, 2, 0, 0, 1, 0); /* forest11, fields4, forest5 */
    WORLD_ASSERT_HAND(sc, 2, 0, 0, 0, 1, 2); /* fields4, mountains3, mountains8 */
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 0, 0, 1); /* mountains3 and two sea hexes */
    WORLD_ASSERT_HAND(sc, 4, 1, 0, 2, 0, 0); /* pasture11, forest6, pasture12 */
    WORLD_ASSERT_HAND(sc, 5, 2, 0, 1, 0, 0); /* forest6, forest5, pasture9 */
    WORLD_ASSERT_HAND(sc, 6, 1, 0, 0, 0, 2); /* forest5, mountains8, mountains10 */
    WORLD_ASSERT_HAND(sc, 7, 0, 0, 0, 0, 1); /* mountains8 and two sea hexes */
    assert_int_equal(world_bank_total(sc), 5 * 48 - 20);
    world_free(sc);
}

static void test_setup_ship_instead_of_road(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "");
    int v = world_vertex(sc, 1, 1, CTN_CORNER_SE); /* mountains3 and two sea hexes */
    int coast_e = world_side(sc, 1, 1, 2, 1), coast_se = world_side(sc, 1, 1, 1, 2);
    int open_sea = world_side(sc, 2, 1, 1, 2);
    WORLD_PLAY(sc, 0, "build_settlement v%d", v);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_BUILD_ROAD, coast_e, coast_se);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SHIP, coast_e, coast_se, open_sea);
    WORLD_PLAY(sc, 0, "build_ship e%d", open_sea);
    assert_true(world_has_ship(sc, 0, open_sea));
    assert_int_equal(sc->s.roads[0].w[0] | sc->s.roads[0].w[1], 0);
    assert_int_equal(sc->s.phase, CL_PHASE_SETUP_SETTLEMENT);
    assert_int_equal(sc->s.actor, 4); /* the seat opposite */
    world_free(sc);
}

/* ---- W§5: the round ---- */

/* Plays one round rolling `sum`, asserting who acts in each part: green's window, red's, then
 * phase 3 for every seat from green on. */
static void walk_round(world_scenario *sc, int green, int red) {
    uint32_t round = sc->s.turn;
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.current, green);
    assert_int_equal(sc->s.red, red);
    assert_int_equal(sc->s.actor, green);
    world_roll(sc, 5);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, green);
    world_end_part(sc);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, red);
    world_end_part(sc);
    for (int i = 0; i < sc->n; i++) {
        assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
        assert_int_equal(sc->s.actor, (green + i) % sc->n);
        assert_int_equal(sc->s.turn, round);
        world_end_part(sc);
    }
    assert_int_equal(sc->s.turn, round + 1);
}

static void test_green_and_red_pass_on_eight(void **state) {
    (void)state;
    static const int GREEN[] = {0, 1, 2, 3, 4, 5, 6, 7, 0, 1};
    static const int RED[] = {4, 5, 6, 7, 0, 1, 2, 3, 4, 5};
    world_scenario *sc = world_new(8, "");
    world_setup_standard(sc);
    for (int t = 0; t < 10; t++) {
        assert_int_equal(sc->s.turn, t + 1);
        walk_round(sc, GREEN[t], RED[t]);
    }
    world_free(sc);
}

static void test_green_and_red_pass_on_nine(void **state) {
    (void)state;
    static const int GREEN[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1};
    static const int RED[] = {4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5};
    world_scenario *sc = world_new(9, "");
    world_setup_standard(sc);
    for (int t = 0; t < 11; t++) walk_round(sc, GREEN[t], RED[t]);
    world_free(sc);
}

static void test_only_roll_before_roll(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "");
    world_setup_standard(sc);
    world_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    world_give_dev(sc, 0, CL_DEV_YEAR_OF_PLENTY, 1);
    world_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
    world_give_dev(sc, 4, CL_DEV_KNIGHT, 1);
    world_set_hand(sc, 0, 1, 1, 1, 1, 1);
    assert_int_equal(world_count_legal(sc, 0, -1), 1);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_ROLL, 0);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_year_of_plenty lumber brick");
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_road_building");
    WORLD_REFUSE(sc, 4, CTN_E_NOT_YOUR_TURN, "play_knight"); /* red waits for the roll too */
    world_roll(sc, 5);
    assert_true(world_is_legal(sc, 0, "play_knight"));
    assert_true(world_is_legal(sc, 0, "play_year_of_plenty lumber brick"));
    world_free(sc);
}

/* Production of an 8 with the robbers on the given hexes: seat 3 touches fields8 (-2,0), seats 2,
 * 6 and 7 mountains8 (0,2). */
static void roll_eight_with_robbers(int robber_q, int robber_r, int robber2_q, int robber2_r,
                                    int grain, int ore, int short_grain) {
    world_scenario *sc = world_new(8, "");
    world_setup_standard(sc);
    sc->s.robber = (uint16_t)world_hex(sc, robber_q, robber_r);
    sc->s.robber2 = (uint16_t)world_hex(sc, robber2_q, robber2_r);
    if (short_grain) world_drain_bank(sc, 5, 48, 48, 48, 0, 48); /* the bank has no grain */
    world_derive(sc);
    world_roll(sc, 8);
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 0, grain, 0);
    WORLD_ASSERT_HAND(sc, 2, 0, 0, 0, 0, ore);
    WORLD_ASSERT_HAND(sc, 6, 0, 0, 0, 0, ore);
    WORLD_ASSERT_HAND(sc, 7, 0, 0, 0, 0, ore);
    WORLD_ASSERT_HAND(sc, 5, 0, 0, 0, short_grain ? 48 : 0, 0); /* touches no 8 */
    for (int p = 0; p < 8; p++)
        if (p == 0 || p == 1 || p == 4) assert_int_equal(world_hand_total(sc, p), 0);
    world_free(sc);
}

static void test_production_two_robbers_both_block(void **state) {
    (void)state;
    roll_eight_with_robbers(-1, -1, 1, -3, 1, 1, 0); /* neither on an 8 */
    roll_eight_with_robbers(-1, -1, 0, 2, 1, 0, 0);  /* robber 2 on mountains8 */
    roll_eight_with_robbers(0, 2, 1, -3, 1, 0, 0);   /* robber 1 on mountains8 */
    roll_eight_with_robbers(-2, 0, 0, 2, 0, 0, 0);   /* one on each */
    roll_eight_with_robbers(0, 2, -2, 0, 0, 0, 0);   /* the other way round */
    /* a short bank (no grain) takes the slow way: robber 2 still blocks the ore */
    roll_eight_with_robbers(-1, -1, 0, 2, 0, 0, 1);
    roll_eight_with_robbers(-1, -1, 1, -3, 0, 1, 1);
}

static void test_robber2_blocks_gold(void **state) {
    (void)state;
    for (int blocked = 0; blocked < 2; blocked++) {
        world_scenario *sc = world_new(8, "");
        world_setup_standard(sc);
        world_put_settlement(sc, 1, world_vertex(sc, 2, 2, CTN_CORNER_NE)); /* gold10 */
        if (blocked) sc->s.robber2 = (uint16_t)world_hex(sc, 2, 2);
        world_derive(sc);
        world_roll(sc, 10);
        if (blocked) {
            assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
            assert_int_equal(sc->s.gold_owed[1], 0);
        } else {
            assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
            assert_int_equal(sc->s.actor, 1);
            assert_int_equal(sc->s.gold_owed[1], 1);
        }
        world_free(sc);
    }
}

/* W§5: gold picks one player at a time from green clockwise. */
static void test_gold_picks_from_green(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "");
    world_setup_standard(sc);
    world_put_settlement(sc, 1, world_vertex(sc, 2, 2, CTN_CORNER_N));
    world_put_settlement(sc, 7, world_vertex(sc, 2, 2, CTN_CORNER_S));
    world_derive(sc);
    static const int GREEN[] = {0, 5, 7, 1};
    static const int FIRST[] = {1, 7, 7, 1};
    for (int i = 0; i < 4; i++) {
        world_pre_roll_of(sc, GREEN[i], 5);
        world_roll(sc, 10);
        assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
        int first = FIRST[i], second = first == 1 ? 7 : 1;
        assert_int_equal(sc->s.actor, first);
        WORLD_REFUSE(sc, second, CTN_E_NOT_YOUR_TURN, "pick_gold ore");
        WORLD_PLAY(sc, first, "pick_gold ore");
        assert_int_equal(sc->s.actor, second);
        WORLD_PLAY(sc, second, "pick_gold ore");
        assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
        assert_int_equal(sc->s.actor, GREEN[i]);
    }
    world_free(sc);
}

/* ---- W§10: winning ---- */

/* Seat p has played `knights` knights (taken from the deck). */
static void set_knights_played(world_scenario *sc, int p, int knights) {
    sc->s.dev_deck[CL_DEV_KNIGHT] = (uint8_t)(sc->s.dev_deck[CL_DEV_KNIGHT] - knights);
    sc->s.dev_used[CL_DEV_KNIGHT] = (uint8_t)(sc->s.dev_used[CL_DEV_KNIGHT] + knights);
    sc->s.knights[p] = (uint8_t)(sc->s.knights[p] + knights);
}

static void test_no_winner_before_end_of_round(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "vp_to_win=4");
    world_setup_standard(sc);
    set_knights_played(sc, 0, 2);
    world_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    world_derive(sc);
    world_roll(sc, 5);
    /* green's third knight: Largest Army, 4 points, enough; in Classic he would win now */
    WORLD_PLAY(sc, 0, "play_knight");
    WORLD_PLAY(sc, 0, "move_robber h%d", world_hex(sc, 3, 0)); /* nobody there */
    assert_int_equal(sc->s.largest_army_owner, 0);
    assert_int_equal(world_vp(sc, 0), 4);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.winner, CL_NOBODY);
    world_to_phase3(sc);
    world_end_part(sc); /* seat 0 */
    /* seat 1 builds his way to 4 points: the round goes on */
    world_give_cost(sc, 1, CL_COST_CITY);
    WORLD_PLAY(sc, 1, "build_city v%d", world_spot(sc, 1));
    world_give_dev(sc, 1, CL_DEV_VICTORY_POINT, 1);
    assert_int_equal(world_vp(sc, 1), 4);
    world_end_part(sc);
    assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
    assert_int_equal(sc->s.actor, 2);
    /* seat 5: a city and two hidden victory points, 5 points of which 3 are public */
    world_end_part(sc);
    world_end_part(sc);
    world_end_part(sc);
    assert_int_equal(sc->s.actor, 5);
    world_give_cost(sc, 5, CL_COST_CITY);
    WORLD_PLAY(sc, 5, "build_city v%d", world_spot(sc, 5));
    world_give_dev(sc, 5, CL_DEV_VICTORY_POINT, 2);
    assert_int_equal(ctn_classic_public_vp(sc->g, (const ctn_state *)&sc->s, 5), 3);
    assert_int_equal(world_vp(sc, 5), 5);
    world_end_part(sc);
    world_end_part(sc);
    assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
    assert_int_equal(sc->s.actor, 7);
    world_end_part(sc); /* the round ends: the claim */
    assert_int_equal(sc->s.phase, CL_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 5);
    assert_true(ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s));
    world_free(sc);
}

/* Seats 2 and 6 tie with 3 points (one of them a hidden card) in the round where `green` is
 * green; returns the winner. */
static int tie_winner(int green) {
    world_scenario *sc = world_new(8, "vp_to_win=3");
    world_setup_standard(sc);
    world_pre_roll_of(sc, green, 5); /* everybody has 2 points: nobody claims */
    assert_int_equal(sc->s.turn, (uint32_t)green + 1);
    world_give_dev(sc, 2, CL_DEV_VICTORY_POINT, 1);
    world_give_dev(sc, 6, CL_DEV_VICTORY_POINT, 1);
    world_finish_round(sc, 5);
    assert_int_equal(sc->s.phase, CL_PHASE_GAME_OVER);
    int winner = sc->s.winner;
    world_free(sc);
    return winner;
}

static void test_tie_goes_to_first_from_green(void **state) {
    (void)state;
    assert_int_equal(tie_winner(0), 2);
    assert_int_equal(tie_winner(4), 6);
    assert_int_equal(tie_winner(3), 6);
    assert_int_equal(tie_winner(7), 2);
    assert_int_equal(tie_winner(2), 2); /* green himself comes first */
    assert_int_equal(tie_winner(6), 6);
}

/* W§11: turn_limit counts rounds; the claim of the last round still comes first. */
static void test_turn_limit_counts_rounds(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "turn_limit=2");
    world_setup_standard(sc);
    world_finish_round(sc, 5);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL); /* 8 turns of play, but one round */
    assert_int_equal(sc->s.turn, 2);
    world_finish_round(sc, 5);
    assert_int_equal(sc->s.phase, CL_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, CL_NOBODY);
    world_free(sc);
    sc = world_new(8, "turn_limit=2 vp_to_win=3");
    world_setup_standard(sc);
    world_finish_round(sc, 5);
    world_give_dev(sc, 3, CL_DEV_VICTORY_POINT, 1);
    world_finish_round(sc, 5);
    assert_int_equal(sc->s.phase, CL_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 3);
    world_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_order_in_pairs),
        cmocka_unit_test(test_setup_resources_from_second_settlement),
        cmocka_unit_test(test_setup_ship_instead_of_road),
        cmocka_unit_test(test_green_and_red_pass_on_eight),
        cmocka_unit_test(test_green_and_red_pass_on_nine),
        cmocka_unit_test(test_only_roll_before_roll),
        cmocka_unit_test(test_production_two_robbers_both_block),
        cmocka_unit_test(test_robber2_blocks_gold),
        cmocka_unit_test(test_gold_picks_from_green),
        cmocka_unit_test(test_no_winner_before_end_of_round),
        cmocka_unit_test(test_tie_goes_to_first_from_green),
        cmocka_unit_test(test_turn_limit_counts_rounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
