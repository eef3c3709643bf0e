/* test_world_rules_windows.c — scenario tests of docs/rules/world.md W§7: in his window an
 * active player may play one development card (not before the roll, and only he: nobody else,
 * and not in phase 3), offer a trade to the two seats on each side of him (only they are asked,
 * only they may answer; with 12 players two seats are asked by neither active player), and end
 * his window; building, buying, maritime trade and ship moves wait for phase 3.
 *
 * On the test board of world_scenario.h after the standard set-up: in round 1 seat 0 is green
 * and seat n/2 red.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "world_scenario.h"

static world_scenario *standard(int players) {
    world_scenario *sc = world_new(players, "");
    world_setup_standard(sc);
    return sc;
}

/* Seat 0 gets a settlement on (0,-1) N and two ships from there to the island (0,-3)/(1,-3),
 * a hand for everything and two cards; seat 1 a knight. */
static void equip_green(world_scenario *sc) {
    int coast = world_vertex(sc, 0, -1, CTN_CORNER_N);
    int path[3] = {coast, world_vertex(sc, 0, -2, CTN_CORNER_NE),
                   world_vertex(sc, 0, -2, CTN_CORNER_N)};
    world_put_settlement(sc, 0, coast);
    world_put_ships(sc, 0, path, 3);
    world_derive(sc);
    world_set_hand(sc, 0, 5, 5, 5, 5, 5);
    world_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    world_give_dev(sc, 0, CL_DEV_YEAR_OF_PLENTY, 1);
    world_give_dev(sc, 1, CL_DEV_KNIGHT, 1);
}

/* Asserts how many of p's legal actions of each building, buying, trading and moving type
 * there are: none (window) or some of each (phase 3). */
static void assert_builds(const world_scenario *sc, int p, int some) {
    static const int TYPES[] = {CL_A_BUILD_ROAD, CL_A_BUILD_SETTLEMENT, CL_A_BUILD_CITY,
                                CL_A_BUILD_SHIP, CL_A_BUY_DEV,          CL_A_TRADE_BANK,
                                CL_A_MOVE_SHIP};
    for (size_t i = 0; i < sizeof TYPES / sizeof *TYPES; i++) {
        int n = world_count_legal(sc, p, TYPES[i]);
        if (some ? n == 0 : n != 0)
            fail_msg("p%d has %d legal actions of type %d (phase %s)", p, n, TYPES[i],
                     ctn_classic_phase_name(sc->s.phase));
    }
}

static void test_window_cards_only(void **state) {
    (void)state;
    world_scenario *sc = standard(8);
    equip_green(sc);
    world_roll(sc, 12); /* pays pasture12: seat 4 */
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    assert_builds(sc, 0, 0);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", world_spot(sc, 0));
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank lumber -> ore");
    assert_true(world_is_legal(sc, 0, "play_knight"));
    /* nobody else plays a card in green's window */
    WORLD_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "play_knight");
    /* one card: after the year of plenty, not the knight */
    WORLD_PLAY(sc, 0, "play_year_of_plenty wool grain");
    WORLD_ASSERT_HAND(sc, 0, 5, 5, 6, 6, 5);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    assert_builds(sc, 0, 0);
    /* red's window: green may not play his knight there */
    world_end_part(sc);
    assert_int_equal(sc->s.actor, 4);
    WORLD_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "play_knight");
    WORLD_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "play_knight");
    /* phase 3: green builds, buys, trades and moves his ship, but plays no card */
    world_end_part(sc);
    assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
    assert_int_equal(sc->s.actor, 0);
    assert_builds(sc, 0, 1);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    world_free(sc);
}

/* ---- trade offers ---- */

/* Gives every seat a brick and p a lumber, then p offers his lumber for a brick. */
static void offer_lumber(world_scenario *sc, int p) {
    for (int q = 0; q < sc->n; q++) world_set_hand(sc, q, 0, 1, 0, 0, 0);
    world_set_hand(sc, p, 1, 0, 0, 0, 0);
    WORLD_PLAY(sc, p, "offer 1 lumber -> 1 brick");
    assert_int_equal(sc->s.phase, CL_PHASE_TRADE_ANSWER);
}

/* Every seat asked declines; p withdraws his offer. */
static void decline_all(world_scenario *sc, int p) {
    for (int q = 0; q < sc->n; q++)
        if (sc->s.offer_answer[q] == CL_ANSWER_PENDING) WORLD_PLAY(sc, q, "decline");
    assert_int_equal(sc->s.phase, CL_PHASE_TRADE_CONFIRM);
    WORLD_PLAY(sc, p, "cancel");
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
}

static void test_offer_to_two_seats_each_side(void **state) {
    (void)state;
    world_scenario *sc = standard(8);
    world_roll(sc, 12);
    offer_lumber(sc, 0);
    unsigned near = 1u << 1 | 1u << 2 | 1u << 6 | 1u << 7;
    assert_int_equal(world_asked(sc), near);
    assert_int_equal(ctn_game_actors(sc->g, (const ctn_state *)&sc->s), near);
    WORLD_REFUSE(sc, 3, CTN_E_NOT_YOUR_TURN, "accept");
    WORLD_REFUSE(sc, 4, CTN_E_NOT_YOUR_TURN, "accept"); /* red is not asked either */
    WORLD_REFUSE(sc, 5, CTN_E_NOT_YOUR_TURN, "accept");
    WORLD_PLAY(sc, 1, "accept");
    WORLD_PLAY(sc, 2, "decline");
    WORLD_PLAY(sc, 6, "decline");
    WORLD_PLAY(sc, 7, "accept");
    assert_int_equal(sc->s.phase, CL_PHASE_TRADE_CONFIRM);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "confirm p2");
    WORLD_PLAY(sc, 0, "confirm p7");
    WORLD_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 0);
    WORLD_ASSERT_HAND(sc, 7, 1, 0, 0, 0, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    /* red's window: his neighbours, not green */
    world_end_part(sc);
    offer_lumber(sc, 4);
    assert_int_equal(world_asked(sc), 1u << 2 | 1u << 3 | 1u << 5 | 1u << 6);
    WORLD_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "accept");
    WORLD_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "accept");
    decline_all(sc, 4);
    /* no offers in phase 3 */
    world_end_part(sc);
    assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 1 brick -> 1 lumber");
    world_free(sc);
}

static void test_twelve_players_two_seats_unasked(void **state) {
    (void)state;
    world_scenario *sc = standard(12);
    /* round 1: green 0, red 6 */
    world_roll(sc, 12);
    offer_lumber(sc, 0);
    assert_int_equal(world_asked(sc), 1u << 1 | 1u << 2 | 1u << 10 | 1u << 11);
    decline_all(sc, 0);
    world_end_part(sc);
    assert_int_equal(sc->s.actor, 6);
    offer_lumber(sc, 6);
    assert_int_equal(world_asked(sc), 1u << 4 | 1u << 5 | 1u << 7 | 1u << 8);
    WORLD_REFUSE(sc, 3, CTN_E_NOT_YOUR_TURN, "accept"); /* seats 3 and 9: nobody asks them */
    WORLD_REFUSE(sc, 9, CTN_E_NOT_YOUR_TURN, "accept");
    world_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_window_cards_only),
        cmocka_unit_test(test_offer_to_two_seats_each_side),
        cmocka_unit_test(test_twelve_players_two_seats_unasked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
