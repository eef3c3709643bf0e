/* test_classic_rules_end.c — scenario tests of docs/rules/classic.md §10 (end of the game): the
 * player on turn wins the moment he has vp_to_win points (default 10), hidden victory-point cards
 * included — by building a settlement, a city, the road that brings Longest Road, the knight that
 * brings Largest Army (before the roll too) or by buying a victory-point card; a player who reaches
 * the goal in another player's turn (Longest Road handed to him by a cut) does not win then but at
 * the start of his own turn; after the end nothing is legal; turn_limit ends an undecided game.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

static void assert_won(cs_scenario *sc, int winner) {
    assert_int_equal(sc->s.phase, CL_PHASE_GAME_OVER);
    assert_true(ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s));
    assert_int_equal(sc->s.winner, winner);
    assert_int_equal(cs_actors(sc), 0);
    int32_t ret[CL_MAX_PLAYERS] = {0};
    ctn_classic_rules.returns(sc->g, (const ctn_state *)&sc->s, ret);
    for (int p = 0; p < sc->n; p++) assert_int_equal(ret[p], p == winner);
    /* nothing is legal any more */
    for (int p = 0; p < sc->n; p++) {
        CS_REFUSE(sc, p, CTN_E_ILLEGAL, "end_turn");
        assert_int_equal(cs_count_legal(sc, p, -1), 0);
    }
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "roll 8");
}

static void assert_playing(cs_scenario *sc) {
    assert_true(sc->s.phase != CL_PHASE_GAME_OVER);
    assert_false(ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s));
    assert_int_equal(sc->s.winner, CL_NOBODY);
}

/* §10: a city then a settlement bring seat 0 from 2 to 4 points with vp_to_win 4: the game ends on
 * the action that reaches the goal, not before. */
static void test_win_by_building(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "vp_to_win=4");
    cs_setup_standard(sc);
    cs_roll(sc, 9);
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N), v13 = cs_vertex(sc, 0, -1, CTN_CORNER_NE);
    int v9 = cs_vertex(sc, 1, -1, CTN_CORNER_N);
    cs_set_hand(sc, 0, 2, 2, 1, 3, 3);
    CS_PLAY(sc, 0, "build_city v%d", v8);
    assert_int_equal(cs_vp(sc, 0), 3);
    assert_playing(sc);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v13, v9));
    assert_playing(sc);
    CS_PLAY(sc, 0, "build_settlement v%d", v9);
    assert_int_equal(cs_vp(sc, 0), 4);
    assert_won(sc, 0);
    cs_free(sc);
}

/* Seat 0 with two cities (set directly) and `cards` hidden victory-point cards. */
static cs_scenario *two_cities(int cards) {
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    cs_put_city(sc, 0, cs_vertex(sc, 0, -1, CTN_CORNER_N));
    cs_put_city(sc, 0, cs_vertex(sc, -1, 0, CTN_CORNER_N));
    cs_derive(sc);
    cs_give_dev(sc, 0, CL_DEV_VICTORY_POINT, cards);
    CS_CHECK(sc);
    return sc;
}

/* §10: hidden victory-point cards count: 4 public + 5 hidden = 9, a settlement makes 10. */
static void test_win_counts_hidden_points(void **state) {
    (void)state;
    cs_scenario *sc = two_cities(5);
    assert_int_equal(cs_public_vp(sc, 0), 4);
    assert_int_equal(cs_vp(sc, 0), 9);
    cs_roll(sc, 9);
    int v13 = cs_vertex(sc, 0, -1, CTN_CORNER_NE), v9 = cs_vertex(sc, 1, -1, CTN_CORNER_N);
    cs_set_hand(sc, 0, 2, 2, 1, 1, 0);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v13, v9));
    assert_playing(sc);
    CS_PLAY(sc, 0, "build_settlement v%d", v9);
    assert_int_equal(cs_public_vp(sc, 0), 5);
    assert_won(sc, 0);
    cs_free(sc);
}

/* §8/§10: buying the tenth point wins at once; another card does not. */
static void test_win_by_buying_victory_point(void **state) {
    (void)state;
    cs_scenario *sc = two_cities(4);
    cs_put_settlement(sc, 0, cs_vertex(sc, 1, -1, CTN_CORNER_N));
    cs_put_road(sc, 0,
                cs_edge_between(sc, cs_vertex(sc, 0, -1, CTN_CORNER_NE),
                                cs_vertex(sc, 1, -1, CTN_CORNER_N)));
    cs_derive(sc);
    assert_int_equal(cs_vp(sc, 0), 9);
    cs_roll(sc, 9);
    cs_set_hand(sc, 0, 0, 0, 2, 2, 2);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw knight");
    assert_playing(sc);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw victory_point");
    assert_int_equal(cs_vp(sc, 0), 10);
    assert_won(sc, 0);
    cs_free(sc);
}

/* §6.1/§10: the fifth road brings Longest Road and the win (vp_to_win 4). */
static void test_win_by_longest_road(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "vp_to_win=4");
    cs_setup_standard(sc);
    /* seat 0's roads: (0,-1) N-NE and (-1,0) N to its NW; the ring of (0,-1) joins them */
    int path[6] = {cs_vertex(sc, 0, -1, CTN_CORNER_N),  cs_vertex(sc, 0, -1, CTN_CORNER_NE),
                   cs_vertex(sc, 0, -1, CTN_CORNER_SE), cs_vertex(sc, 0, -1, CTN_CORNER_S),
                   cs_vertex(sc, 0, -1, CTN_CORNER_SW), cs_vertex(sc, -1, 0, CTN_CORNER_NW)};
    assert_int_equal(path[4], cs_vertex(sc, -1, 0, CTN_CORNER_N));
    cs_lay(sc, 0, path, 0, 3);
    assert_int_equal(sc->s.road_length[0], 3);
    assert_playing(sc);
    cs_lay(sc, 0, path, 3, 4);
    assert_int_equal(sc->s.road_length[0], 5);
    assert_int_equal(sc->s.longest_road_owner, 0);
    assert_won(sc, 0);
    cs_free(sc);
}

/* §6.2/§10: the third knight, played before the roll, brings Largest Army and the win at once,
 * before the robber moves (vp_to_win 4). */
static void test_win_by_knight_before_roll(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "vp_to_win=4");
    cs_setup_standard(sc);
    cs_give_dev(sc, 0, CL_DEV_KNIGHT, 3);
    int empty[2] = {cs_hex(sc, 2, -2),
                    cs_hex(sc, 0, -2)}; /* forest 9; mountains 10 (seat 0 only) */
    for (int k = 0; k < 3; k++) {
        if (k) { /* round the table to seat 0's next turn */
            cs_turn_of(sc, 3, 9);
            CS_PLAY(sc, 3, "end_turn");
        }
        assert_int_equal(sc->s.current, 0);
        assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
        CS_PLAY(sc, 0, "play_knight");
        if (k == 2) break;
        assert_playing(sc);
        CS_PLAY(sc, 0, "move_robber h%d", empty[k % 2]);
    }
    assert_int_equal(sc->s.knights[0], 3);
    assert_int_equal(sc->s.largest_army_owner, 0);
    assert_int_equal(sc->s.robber, empty[1]);
    assert_won(sc, 0);
    cs_free(sc);
}

/* §10: Longest Road handed over by a cut in seat 2's turn brings seat 1 to the goal (5); the game
 * goes on until seat 1's own turn starts. Roads along the beginner board's north zigzags of rows
 * 0 (seat 0), -1 (seat 1) and 1 (seat 2), as in test_classic_rules_awards.c. */
static void test_goal_in_other_turn_wins_at_own_turn(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(3, "vp_to_win=5");
    int r0[11], rm[9], r1[9];
    cs_north_zigzag(sc, 0, -2, 2, r0);
    cs_north_zigzag(sc, -1, -1, 2, rm);
    cs_north_zigzag(sc, 1, -2, 1, r1);
    cs_place first[3] = {{r0[1], cs_edge_between(sc, r0[1], r0[2])},
                         {rm[1], cs_edge_between(sc, rm[1], rm[2])},
                         {r1[1], cs_edge_between(sc, r1[1], r1[2])}};
    cs_place second[3] = {{r0[9], cs_edge_between(sc, r0[8], r0[9])},
                          {rm[6], cs_edge_between(sc, rm[5], rm[6])},
                          {r1[6], cs_edge_between(sc, r1[5], r1[6])}};
    cs_setup(sc, first, second);
    cs_lay(sc, 0, r0, 1, 6); /* seat 0: 5 roads, the card */
    cs_lay(sc, 1, rm, 0, 6); /* seat 1: 6 roads, the card (4 points: not the goal) */
    assert_int_equal(sc->s.longest_road_owner, 1);
    cs_lay(sc, 0, r0, 6, 9); /* seat 0: 8 roads, the card back */
    assert_int_equal(sc->s.longest_road_owner, 0);
    cs_give_dev(sc, 1, CL_DEV_VICTORY_POINT, 1); /* seat 1: 3 points */
    CS_CHECK(sc);
    /* seat 1's turn passes; in seat 2's turn a settlement on r0[4] cuts seat 0's road to 5 */
    cs_lay(sc, 2, r1, 1, 3);
    int up[2] = {r1[3], r0[4]};
    cs_lay(sc, 2, up, 0, 1);
    cs_settle(sc, 2, r0[4]);
    assert_int_equal(sc->s.longest_road_owner, 1);
    assert_int_equal(cs_vp(sc, 1), 5);
    assert_int_equal(sc->s.current, 2);
    assert_playing(sc);
    uint32_t turn = sc->s.turn;
    CS_PLAY(sc, 2, "end_turn");
    assert_playing(sc); /* seat 0's turn */
    cs_roll(sc, 2);
    assert_playing(sc);
    CS_PLAY(sc, 0, "end_turn");
    assert_int_equal(sc->s.current, 1);
    assert_int_equal(sc->s.turn, turn + 2);
    assert_int_equal(sc->s.rolled, 0);
    assert_won(sc, 1);
    cs_free(sc);
}

/* §10 option turn_limit: the game ends undecided when the last allowed turn ends. */
static void test_turn_limit(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "turn_limit=3");
    cs_setup_standard(sc);
    for (int t = 1; t <= 3; t++) {
        assert_playing(sc);
        assert_int_equal(sc->s.turn, (uint32_t)t);
        assert_int_equal(sc->s.current, (t - 1) % 2);
        cs_roll(sc, 9);
        CS_PLAY(sc, sc->s.current, "end_turn");
    }
    assert_won(sc, CL_NOBODY);
    assert_int_equal(sc->s.turn, 3); /* turn 4 never starts */
    cs_free(sc);

    /* without the option the game goes on */
    sc = cs_new(2, "");
    cs_setup_standard(sc);
    for (int t = 1; t <= 12; t++) cs_next_turn(sc, 9);
    assert_playing(sc);
    assert_int_equal(sc->s.turn, 13);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_win_by_building),
        cmocka_unit_test(test_win_counts_hidden_points),
        cmocka_unit_test(test_win_by_buying_victory_point),
        cmocka_unit_test(test_win_by_longest_road),
        cmocka_unit_test(test_win_by_knight_before_roll),
        cmocka_unit_test(test_goal_in_other_turn_wins_at_own_turn),
        cmocka_unit_test(test_turn_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
