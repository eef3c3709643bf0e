/* test_struggle_rules_end.c — scenario tests of docs/rules/struggle.md §10 (the end): the player
 * on turn wins the moment he has the points needed (10, option vp_to_win) after one of his
 * builds, and at the start of his turn; nobody wins outside his own turn; option
 * win_check=turn_start checks at the start of the turn only (points lost before then do not
 * win); option turn_limit ends the game undecided. Returns: 1 for the winner, 0 for the others.
 * (Where the engine waits for a build's consequences before the win, see B3 in
 * test_struggle_rules_bugs.c.)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* p at 9 points: 8 settlements and 3 roads (4 players: 15 settlement cards, 9 roads). */
static void nine_points(ss_scenario *sc, int p) {
    for (int i = 0; i < 7; i++) ss_put_settlement(sc, p);
    ss_set_roads(sc, p, 3);
    SS_CHECK(sc);
    assert_int_equal(ss_vp(sc, p), 9);
}

static void assert_returns(const ss_scenario *sc, int winner) {
    int32_t r[CTN_MAX_PLAYERS];
    ctn_struggle_rules.returns(sc->g, (const ctn_state *)&sc->s, r);
    for (int p = 0; p < sc->n; p++) assert_int_equal(r[p], p == winner);
}

/* 10 points after a road: the game is over at once. */
static void test_win_at_once(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "");
    nine_points(sc, 0);
    ss_set_hand(sc, 0, 2, 2, 0, 0, 0);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_road");
    assert_int_equal(sc->s.phase, ST_PHASE_PAY); /* not yet: the road is not built */
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick");
    assert_int_equal(ss_vp(sc, 0), 10);
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 0);
    assert_int_equal(ss_actors(sc), 0u);
    assert_true(ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s));
    assert_returns(sc, 0);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_build");
    ss_free(sc);
}

/* More than 10 counts too: a castle (4 instead of the city's 2) from 9 makes 11. */
static void test_win_over_ten(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "");
    for (int i = 0; i < 5; i++) ss_put_settlement(sc, 0);
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_set_roads(sc, 0, 4); /* 5 settlements + 2 (city) + 2 = 9 */
    assert_int_equal(ss_vp(sc, 0), 9);
    ss_set_hand(sc, 0, 0, 0, 3, 0, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_expansion castle");
    SS_PLAY(sc, 0, "pay 3 wool 1 ore");
    assert_int_equal(ss_vp(sc, 0), 11);
    assert_int_equal(sc->s.winner, 0);
    ss_free(sc);
}

/* Option vp_to_win. */
static void test_vp_to_win(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "vp_to_win=3");
    ss_put_settlement(sc, 0);
    ss_set_hand(sc, 0, 0, 0, 0, 2, 3);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_city");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    assert_int_equal(ss_vp(sc, 0), 3);
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack"); /* nobody over 7: back to build */
    assert_int_equal(sc->s.winner, 0);
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    ss_free(sc);
}

/* At the start of his turn: p1 with 10 points (here set while p0 is on turn) wins as his turn
 * begins; p0, on turn, did not win by p1's points. */
static void test_win_at_turn_start(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "");
    nine_points(sc, 1);
    ss_put_settlement(sc, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "end_build");
    assert_int_equal(sc->s.phase, ST_PHASE_DRAW);
    ss_chance_until_player(sc);
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 1);
    assert_int_equal(sc->s.current, 1);
    assert_returns(sc, 1);
    ss_free(sc);
}

/* Option win_check=turn_start: no win after the build; at the start of his next turn he wins. */
static void test_turn_start_option(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "win_check=turn_start");
    nine_points(sc, 0);
    ss_set_hand(sc, 0, 1, 1, 0, 0, 0);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_road");
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick");
    assert_int_equal(ss_vp(sc, 0), 10);
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    for (int i = 0; i < 4; i++) ss_next_turn(sc);
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 0);
    assert_int_equal(sc->s.turn, 5);
    ss_free(sc);
}

/* win_check=turn_start: points lost before the turn begins do not win. */
static void test_turn_start_points_lost(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "win_check=turn_start");
    /* 7 roads: p0 6, p1 1, p2 0; p0 also 7 settlements: 3 + 7 = 10 points */
    ss_set_roads(sc, 2, 0);
    ss_set_roads(sc, 0, 6);
    for (int i = 0; i < 6; i++) ss_put_settlement(sc, 0);
    assert_int_equal(ss_vp(sc, 0), 10);
    assert_int_equal(sc->s.road_supply, 0);
    ss_next_turn(sc);
    ss_next_turn(sc);
    /* p2's turn: the first road going from him in seat order is p0's top road */
    assert_int_equal(sc->s.current, 2);
    ss_set_hand(sc, 2, 1, 1, 0, 0, 0);
    SS_PLAY(sc, 2, "end_trade");
    SS_PLAY(sc, 2, "build_road");
    SS_PLAY(sc, 2, "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.roads[0], 5);
    assert_int_equal(ss_vp(sc, 0), 9);
    ss_next_turn(sc);
    assert_int_equal(sc->s.current, 0);
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE); /* no win with 9 */
    ss_free(sc);
}

/* Nobody wins outside his own turn: p0 has 10 points during p1's turn and the game goes on
 * through p1's build; p0 wins as his own turn begins. */
static void test_only_player_on_turn(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "");
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "end_build");
    ss_chance_until_player(sc);
    assert_int_equal(sc->s.current, 1);
    nine_points(sc, 0);
    ss_put_settlement(sc, 0); /* p0 has 10, but p1 is on turn */
    ss_set_hand(sc, 1, 1, 1, 0, 0, 0);
    SS_PLAY(sc, 1, "end_trade");
    SS_PLAY(sc, 1, "build_road");
    SS_PLAY(sc, 1, "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_int_equal(sc->s.winner, ST_NOBODY);
    ss_next_turn(sc);
    ss_next_turn(sc);
    assert_int_equal(sc->s.current, 3);
    ss_next_turn(sc);
    assert_int_equal(sc->s.winner, 0);
    assert_returns(sc, 0);
    ss_free(sc);
}

/* Option turn_limit: the game ends undecided when the limit's turn ends. */
static void test_turn_limit(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "turn_limit=4");
    for (int i = 0; i < 3; i++) ss_next_turn(sc);
    assert_int_equal(sc->s.turn, 4);
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE);
    ss_next_turn(sc);
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, ST_NOBODY);
    assert_int_equal(sc->s.turn, 4);
    assert_returns(sc, -1);
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_win_at_once),         cmocka_unit_test(test_win_over_ten),
        cmocka_unit_test(test_vp_to_win),           cmocka_unit_test(test_win_at_turn_start),
        cmocka_unit_test(test_turn_start_option),   cmocka_unit_test(test_turn_start_points_lost),
        cmocka_unit_test(test_only_player_on_turn), cmocka_unit_test(test_turn_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
