/* test_classic_rules_fivesix.c — scenario tests of docs/rules/classic.md §9 (five and six
 * players): the special building phase (every other player in seat order from the next seat;
 * build and buy only — no trade, no card play, no roll; a card bought there is playable from the
 * buyer's own next turn; nobody wins in it, the goal reached there wins at the start of one's own
 * turn) and the paired option (the third seat after the roller takes a part: bank trade but no
 * offers, build, buy, one card not bought in that part, no roll, no win in it; then the next seat
 * rolls). Games on the random 30-hex board; the set-up takes the lowest free vertex and edge.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

/* The first legal action of p of a given type (its text in buf), or 0 when there is none. */
static int first_legal(cs_scenario *sc, int p, int type, char *buf, size_t cap) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, list);
    for (int i = 0; i < n; i++)
        if (CL_ACT_TYPE(list[i]) == type) {
            ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, list[i], buf, cap);
            return 1;
        }
    return 0;
}

static cs_scenario *big_game(int players, const char *options) {
    cs_scenario *sc = cs_new(players, options);
    char text[CTN_ACTION_TEXT_MAX];
    while (sc->s.phase == CL_PHASE_SETUP_SETTLEMENT || sc->s.phase == CL_PHASE_SETUP_ROAD) {
        int p = sc->s.actor;
        assert_true(first_legal(
            sc, p, sc->s.phase == CL_PHASE_SETUP_ROAD ? CL_A_BUILD_ROAD : CL_A_BUILD_SETTLEMENT,
            text, sizeof text));
        CS_PLAY(sc, p, "%s", text);
    }
    assert_int_equal(sc->s.current, 0);
    return sc;
}

/* A roll that produces (not a 7) with which the tests move on. */
enum { ROLL = 6 };

/* §9.1: after each turn the other players in seat order, from the next seat, then the next turn. */
static void test_special_build_order(void **state) {
    (void)state;
    for (int n = 5; n <= 6; n++) {
        cs_scenario *sc = big_game(n, "");
        for (int turn = 0; turn < n + 1; turn++) {
            int cur = turn % n;
            assert_int_equal(sc->s.current, cur);
            assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
            assert_int_equal(sc->s.turn, (uint32_t)turn + 1);
            cs_roll(sc, ROLL);
            CS_PLAY(sc, cur, "end_turn");
            for (int k = 1; k < n; k++) {
                int p = (cur + k) % n;
                assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD);
                assert_int_equal(sc->s.context, CL_CTX_SPECIAL_BUILD);
                assert_int_equal(sc->s.current, cur);
                assert_int_equal(cs_actors(sc), 1u << p);
                CS_REFUSE(sc, cur, CTN_E_NOT_YOUR_TURN, "end_turn");
                CS_PLAY(sc, p, "end_turn");
            }
        }
        cs_free(sc);
    }
}

/* §9.1: in the special building phase only building and buying. */
static void test_special_build_only_build_and_buy(void **state) {
    (void)state;
    cs_scenario *sc = big_game(5, "");
    char text[CTN_ACTION_TEXT_MAX];
    cs_give_dev(sc, 1, CL_DEV_KNIGHT, 1);
    cs_give_dev(sc, 1, CL_DEV_YEAR_OF_PLENTY, 1);
    cs_roll(sc, ROLL);
    CS_PLAY(sc, 0, "end_turn");
    assert_int_equal(cs_actors(sc), 1u << 1);
    cs_set_hand(sc, 1, 6, 6, 6, 6, 6);
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "roll");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank lumber -> ore");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "offer 1 lumber -> 1 ore");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "play_knight");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "play_year_of_plenty ore ore");
    assert_int_equal(cs_count_legal(sc, 1, CL_A_TRADE_BANK) + cs_count_legal(sc, 1, CL_A_OFFER) +
                         cs_count_legal(sc, 1, CL_A_PLAY_KNIGHT) +
                         cs_count_legal(sc, 1, CL_A_PLAY_YEAR_OF_PLENTY),
                     0);
    assert_true(first_legal(sc, 1, CL_A_BUILD_ROAD, text, sizeof text));
    CS_PLAY(sc, 1, "%s", text);
    CS_ASSERT_HAND(sc, 1, 5, 5, 6, 6, 6);
    assert_true(first_legal(sc, 1, CL_A_BUILD_CITY, text, sizeof text));
    CS_PLAY(sc, 1, "%s", text);
    CS_ASSERT_HAND(sc, 1, 5, 5, 6, 4, 3);
    CS_PLAY(sc, 1, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw monopoly");
    CS_ASSERT_HAND(sc, 1, 5, 5, 5, 3, 2);
    assert_int_equal(sc->s.phase, CL_PHASE_SPECIAL_BUILD); /* back in his phase */
    assert_int_equal(cs_actors(sc), 1u << 1);
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "play_monopoly ore");
    CS_PLAY(sc, 1, "end_turn");
    assert_int_equal(cs_actors(sc), 1u << 2);
    cs_free(sc);
}

/* Finishes a robber move with the first legal target and, if there is a victim, a theft. */
static void finish_robber(cs_scenario *sc) {
    char text[CTN_ACTION_TEXT_MAX];
    assert_true(first_legal(sc, sc->s.actor, CL_A_MOVE_ROBBER, text, sizeof text));
    CS_PLAY(sc, sc->s.actor, "%s", text);
    if (sc->s.phase == CL_PHASE_STEAL) {
        ctn_action a = ctn_game_sample_own_chance(sc->g, (const ctn_state *)&sc->s);
        ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, a, text, sizeof text);
        CS_PLAY(sc, CTN_CHANCE, "%s", text);
    }
}

/* §9.1: a card bought in the special building phase is playable from the buyer's own next turn,
 * even when that turn follows at once. */
static void test_special_build_card_playable_next_turn(void **state) {
    (void)state;
    cs_scenario *sc = big_game(5, "");
    cs_roll(sc, ROLL);
    CS_PLAY(sc, 0, "end_turn");
    cs_set_hand(sc, 1, 0, 0, 1, 1, 1);
    CS_PLAY(sc, 1, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw knight");
    cs_set_hand(sc, 3, 0, 0, 1, 1, 1);
    CS_PLAY(sc, 1, "end_turn");
    CS_PLAY(sc, 2, "end_turn");
    CS_PLAY(sc, 3, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw year_of_plenty");
    CS_PLAY(sc, 3, "end_turn");
    CS_PLAY(sc, 4, "end_turn");
    assert_int_equal(sc->s.current, 1);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    CS_PLAY(sc, 1, "play_knight");
    assert_int_equal(sc->s.knights[1], 1);
    finish_robber(sc);
    /* seat 3's card waits through other turns (and his special building phases) */
    while (sc->s.current != 3) {
        if (sc->s.phase == CL_PHASE_SPECIAL_BUILD && sc->s.actor == 3)
            CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "play_year_of_plenty ore ore");
        if (sc->s.phase == CL_PHASE_PRE_ROLL) cs_roll(sc, ROLL);
        CS_PLAY(sc, sc->s.actor, "end_turn");
    }
    uint8_t ore = sc->s.hand[3][O];
    CS_PLAY(sc, 3, "play_year_of_plenty ore ore");
    assert_int_equal(sc->s.hand[3][O], ore + 2);
    cs_free(sc);
}

/* §9.1/§10: nobody wins in a special building phase; the goal reached there wins at the start of
 * the player's own turn — at once for the next seat, later for another. */
static void test_no_win_in_special_build(void **state) {
    (void)state;
    for (int who = 1; who <= 3; who += 2) {
        cs_scenario *sc = big_game(5, "vp_to_win=3");
        cs_roll(sc, ROLL);
        CS_PLAY(sc, 0, "end_turn");
        for (int p = 1; p < who; p++) CS_PLAY(sc, p, "end_turn");
        cs_set_hand(sc, who, 0, 0, 1, 1, 1);
        CS_PLAY(sc, who, "buy_dev");
        CS_PLAY(sc, CTN_CHANCE, "draw victory_point");
        assert_int_equal(cs_vp(sc, who), 3);
        assert_false(ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s));
        assert_int_equal(sc->s.winner, CL_NOBODY);
        assert_int_equal(cs_actors(sc), 1u << who);
        /* the game goes on through the other phases and turns */
        while (sc->s.phase != CL_PHASE_GAME_OVER) {
            if (sc->s.phase == CL_PHASE_PRE_ROLL) {
                assert_true(sc->s.current != who);
                cs_roll(sc, ROLL);
            }
            assert_true(sc->s.turn < 10);
            CS_PLAY(sc, sc->s.actor, "end_turn");
        }
        assert_int_equal(sc->s.winner, who);
        assert_int_equal(sc->s.current, who);
        assert_int_equal(sc->s.turn, (uint32_t)who + 1); /* at the very start of his turn */
        assert_int_equal(sc->s.rolled, 0);
        int32_t ret[CL_MAX_PLAYERS] = {0};
        ctn_classic_rules.returns(sc->g, (const ctn_state *)&sc->s, ret);
        for (int p = 0; p < 5; p++) assert_int_equal(ret[p], p == who);
        CS_REFUSE(sc, who, CTN_E_ILLEGAL, "roll");
        cs_free(sc);
    }
}

/* §9.2: the paired part of the third seat after the roller, then the next seat's turn. */
static void test_paired_order(void **state) {
    (void)state;
    for (int n = 5; n <= 6; n++) {
        cs_scenario *sc = big_game(n, "turn_mode=paired");
        for (int turn = 0; turn < n + 1; turn++) {
            int cur = turn % n, second = (cur + 3) % n;
            assert_int_equal(sc->s.current, cur);
            assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
            cs_roll(sc, ROLL);
            CS_PLAY(sc, cur, "end_turn");
            assert_int_equal(sc->s.phase, CL_PHASE_PAIRED);
            assert_int_equal(sc->s.context, CL_CTX_PAIRED);
            assert_int_equal(cs_actors(sc), 1u << second);
            CS_PLAY(sc, second, "end_turn");
        }
        cs_free(sc);
    }
}

/* §9.2: in his part player 2 trades with the bank (not with players), builds, buys and plays one
 * card not bought in that part; he does not roll. */
static void test_paired_part_actions(void **state) {
    (void)state;
    cs_scenario *sc = big_game(6, "turn_mode=paired");
    char text[CTN_ACTION_TEXT_MAX];
    cs_give_dev(sc, 3, CL_DEV_KNIGHT, 1);
    cs_give_dev(sc, 3, CL_DEV_MONOPOLY, 1);
    cs_roll(sc, ROLL);
    CS_PLAY(sc, 0, "end_turn");
    assert_int_equal(cs_actors(sc), 1u << 3);
    /* his rate for lumber (the set-up may have put him on a harbour) */
    int rate = (sc->s.harbours[3] >> CTN_HARBOUR_LUMBER & 1) ? 2 : (sc->s.harbours[3] & 1) ? 3 : 4;
    cs_set_hand(sc, 3, rate + 1, 1, 1, 1, 1);
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "roll");
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "offer 1 lumber -> 1 ore");
    assert_int_equal(cs_count_legal(sc, 3, CL_A_OFFER), 0);
    CS_PLAY(sc, 3, "trade_bank %d lumber -> ore", rate);
    CS_ASSERT_HAND(sc, 3, 1, 1, 1, 1, 2);
    assert_true(first_legal(sc, 3, CL_A_BUILD_ROAD, text, sizeof text));
    CS_PLAY(sc, 3, "%s", text);
    CS_PLAY(sc, 3, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw year_of_plenty");
    assert_int_equal(sc->s.phase, CL_PHASE_PAIRED);
    CS_ASSERT_HAND(sc, 3, 0, 0, 0, 0, 1);
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "play_year_of_plenty ore ore"); /* bought in this part */
    /* one old card: a knight, whose theft goes to him */
    CS_PLAY(sc, 3, "play_knight");
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(cs_actors(sc), 1u << 3);
    int target = -1, victim = -1;
    for (int h = 0; h < sc->s.num_hexes && target < 0; h++) {
        if (h == sc->s.robber) continue;
        for (int p = 0; p < 6; p++)
            if (p != 3 && (sc->s.hex_owners[h] >> p & 1) && cs_hand_total(sc, p) > 0)
                target = h, victim = p;
    }
    assert_true(target >= 0);
    cs_set_hand(sc, victim, 0, 0, 0, 1, 0);
    CS_PLAY(sc, 3, "move_robber h%d p%d", target, victim);
    CS_PLAY(sc, CTN_CHANCE, "steal grain");
    CS_ASSERT_HAND(sc, 3, 0, 0, 0, 1, 1);
    CS_ASSERT_HAND(sc, victim, 0, 0, 0, 0, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_PAIRED);
    assert_int_equal(sc->s.knights[3], 1);
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "play_monopoly wool"); /* one card in the part */
    CS_PLAY(sc, 3, "end_turn");
    assert_int_equal(sc->s.current, 1);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    /* his own turn later: cards again, including the one bought in the part */
    while (sc->s.current != 3) cs_next_turn(sc, ROLL);
    CS_PLAY(sc, 3, "play_year_of_plenty ore ore");
    cs_free(sc);
}

/* §9.2 ruling: no win in the paired part; he wins at the start of his own turn. */
static void test_no_win_in_paired_part(void **state) {
    (void)state;
    cs_scenario *sc = big_game(6, "turn_mode=paired vp_to_win=3");
    cs_roll(sc, ROLL);
    CS_PLAY(sc, 0, "end_turn");
    cs_set_hand(sc, 3, 0, 0, 1, 1, 1);
    CS_PLAY(sc, 3, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw victory_point");
    assert_int_equal(cs_vp(sc, 3), 3);
    assert_int_equal(sc->s.phase, CL_PHASE_PAIRED);
    assert_false(ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s));
    CS_PLAY(sc, 3, "end_turn");
    while (sc->s.phase != CL_PHASE_GAME_OVER) {
        if (sc->s.phase == CL_PHASE_PRE_ROLL) {
            assert_true(sc->s.current != 3);
            cs_roll(sc, ROLL);
        }
        assert_true(sc->s.turn < 10);
        CS_PLAY(sc, sc->s.actor, "end_turn");
    }
    assert_int_equal(sc->s.winner, 3);
    assert_int_equal(sc->s.current, 3);
    assert_int_equal(sc->s.turn, 4);
    assert_int_equal(sc->s.rolled, 0);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_special_build_order),
        cmocka_unit_test(test_special_build_only_build_and_buy),
        cmocka_unit_test(test_special_build_card_playable_next_turn),
        cmocka_unit_test(test_no_win_in_special_build),
        cmocka_unit_test(test_paired_order),
        cmocka_unit_test(test_paired_part_actions),
        cmocka_unit_test(test_no_win_in_paired_part),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
