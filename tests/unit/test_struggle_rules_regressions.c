/* test_struggle_rules_regressions.c — scenarios from engine bugs found by the rule tests, kept so
 * that they stay fixed, and the ruling on when a build wins.
 *
 *   B1 §2/§8  payments that swap held cards (3 wool for a brick and 3 brick for a wool) were
 *             missing when no resource had 3 cards beyond the cost (fixed in struggle_pay.c).
 *   B2 §12    the merchant guild's theft printed as `draw_from p1 ore`; it is `steal ore`, and
 *             `steal ore` parses (fixed in struggle_text.c).
 *   B3 §10    ruling: a build that reaches the goal wins once it is complete — after its city
 *             event (discards, a market day) or its direction-card decision — not in between.
 *   B4 §12    the unknown-action message was cut by a 256-byte error buffer (now 512).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* B1. §2: "any required card may be replaced by 3 identical cards of another resource, as often
 * as wanted"; §8: "the engine lists each distinct set that pays the cost by these rules once".
 * With lumber 2, brick 3, wool 3, grain 2, ore 1 a settlement (lumber, brick, wool, grain) can be
 * paid directly, or with the brick replaced by 3 wool and the wool by 3 brick: 1 lumber, 3 brick,
 * 3 wool, 1 grain. The engine lists only the first. (It lists such swaps when another resource
 * has 3 spare cards, e.g. lumber 1, brick 1, ore 3 for a road gives `pay 1 brick 3 ore` although
 * the lumber is held, so the rule is not "substitute only missing cards".) */
static void test_B1_swap_payment_missing(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_hand(sc, 0, 2, 3, 3, 2, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_settlement");
    assert_true(ss_legal_has(sc, 0, "pay 1 lumber 1 brick 1 wool 1 grain"));
    assert_true(ss_legal_has(sc, 0, "pay 1 lumber 3 brick 3 wool 1 grain")); /* B1 */
    assert_int_equal(ss_count_legal(sc, 0, ST_A_PAY), 2);
    SS_PLAY(sc, 0, "pay 1 lumber 3 brick 3 wool 1 grain");
    SS_ASSERT_HAND(sc, 0, 1, 0, 0, 1, 1);
    ss_free(sc);
}

/* B1 for a knight: with wool 3, grain 3, ore 1 the wool may be replaced by 3 grain and the grain
 * by 3 wool: 3 wool, 3 grain, 1 ore, besides the cost itself. */
static void test_B1_knight_swap(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_hand(sc, 0, 0, 0, 3, 3, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_knight");
    assert_true(ss_legal_has(sc, 0, "pay 1 wool 1 grain 1 ore"));
    assert_true(ss_legal_has(sc, 0, "pay 3 wool 3 grain 1 ore")); /* B1 */
    ss_free(sc);
}

/* B2. §12: "merchant guild | `guild p2`, then chance `steal ore` (others see `steal ?`)". */
static void test_B2_guild_steal_text(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_GUILD);
    ss_put_settlement(sc, 1);
    ss_put_settlement(sc, 1);
    ss_put_settlement(sc, 1);
    ss_put_settlement(sc, 1); /* p1: 5 points, at least p0's 4 */
    ss_set_hand(sc, 1, 0, 0, 0, 0, 2);
    SS_PLAY(sc, 0, "guild p1");
    ctn_action a;
    assert_int_equal(ss_parse(sc, CTN_CHANCE, "draw_from p1 ore", &a), CTN_OK);
    assert_string_equal(ss_text(sc, a), "steal ore"); 
    ctn_action masked =
        ctn_struggle_rules.mask_action(sc->g, (const ctn_state *)&sc->s, CTN_CHANCE, a, 2);
    assert_string_equal(ss_text(sc, masked), "steal ?");
    SS_PLAY(sc, CTN_CHANCE, "steal ore");
    SS_ASSERT_HAND(sc, 1, 0, 0, 0, 0, 1);
    ss_free(sc);
}

/* B3. §10: "The player on turn wins the moment he has 10 or more points, checked after each of his
 * actions". p0 has 9 points and pays for a city (+1): he has 10 after his `pay`; the game should
 * be over then, before the city's event (which here would make p1 discard). */
static void test_B3_win_at_once_after_city(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    for (int i = 0; i < 7; i++) ss_put_settlement(sc, 0); /* 8 settlements: 8 points */
    ss_set_roads(sc, 0, 3);                               /* + 1 */
    assert_int_equal(ss_vp(sc, 0), 9);
    ss_set_hand(sc, 0, 0, 0, 0, 2, 3);
    ss_set_hand(sc, 1, 2, 2, 2, 2, 2);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_city");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    assert_int_equal(ss_vp(sc, 0), 10);
    assert_int_equal(sc->s.phase, ST_PHASE_EVENT); /* the city's event comes first */
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.phase, ST_PHASE_DISCARD); /* player 1 holds 10 cards */
    for (int i = 0; i < 5; i++) SS_PLAY(sc, 1, i < 2 ? "discard lumber" : i < 4 ? "discard brick" : "discard wool");
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER); /* complete: now he wins */
    assert_int_equal(sc->s.winner, 0);
    ss_free(sc);
}

/* B3 with a settlement and 3 players: the direction decision completes the build, then he wins. */
static void test_B3_win_at_once_after_settlement(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    for (int i = 0; i < 6; i++) ss_put_settlement(sc, 0); /* 7 points */
    ss_set_roads(sc, 0, 3);                               /* + 1 */
    ss_set_knights(sc, 0, 2);                             /* + 1 */
    assert_int_equal(ss_vp(sc, 0), 9);
    ss_set_hand(sc, 0, 1, 1, 1, 1, 0);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_settlement");
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick 1 wool 1 grain");
    assert_int_equal(ss_vp(sc, 0), 10);
    assert_int_equal(sc->s.phase, ST_PHASE_DIRECTION);
    SS_PLAY(sc, 0, "keep_direction");
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 0);
    ss_free(sc);
}

/* B4. The parse error for an unknown action lists the actions; it must arrive whole. */
static void test_B4_unknown_action_message_whole(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ctn_action a;
    assert_int_equal(ss_parse(sc, 0, "dance", &a), CTN_E_PARSE);
    assert_non_null(strstr(sc->err.message, "chance: draw, draw_cards, draw_from, steal, event)"));
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_B1_swap_payment_missing),
        cmocka_unit_test(test_B1_knight_swap),
        cmocka_unit_test(test_B2_guild_steal_text),
        cmocka_unit_test(test_B3_win_at_once_after_city),
        cmocka_unit_test(test_B3_win_at_once_after_settlement),
        cmocka_unit_test(test_B4_unknown_action_message_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
