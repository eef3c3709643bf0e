/* test_rivals_rules_events.c — Rivals for Catan, the event cards of the introductory game
 * (docs/rules/rivals.md R§5.5, R§7): Yule and the stack's order, Year of Plenty, Invention,
 * Fraternal Feuds, Feud, Traveling Merchant and Trade Ships Race, each with and without what
 * makes it act. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE, AU = RV_GOLD };

/* Rolls the event face with production number 3 (red brick 3, blue lumber 3). */
static void roll_event(rs_scenario *sc) {
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
}

static void reveal(rs_scenario *sc, const char *key) {
    roll_event(sc);
    RS_PLAY(sc, CTN_CHANCE, "event e%d %s", rs_event_id(sc, key), key);
}

/* R§5.5: Yule comes when 3 cards are left below it; the stack is rebuilt and the next
 * event revealed at once */
static void test_yule(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    assert_int_equal(__builtin_popcount(sc->s.ev_pool), 8);
    /* five events are revealed before Yule */
    for (int i = 0; i < 5; i++) sc->s.ev_pool &= (uint16_t)(sc->s.ev_pool - 1);
    roll_event(sc); /* Yule: no chance needed, then a new event */
    assert_int_equal(__builtin_popcount(sc->s.ev_pool), 8);
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_CHANCE];
    assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 8);
    rs_free(sc);
    sc = rs_new(5); /* with 4 left, a real draw among 4 */
    for (int i = 0; i < 4; i++) sc->s.ev_pool &= (uint16_t)(sc->s.ev_pool - 1);
    roll_event(sc);
    assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 4);
    rs_free(sc);
}

/* R§7: Year of Plenty: +1 per adjacent Storehouse and Abbey */
static void test_year_of_plenty(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "storehouse", 0), 6, 2); /* wool 4, ore 5 */
    rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 2);      /* brick 3, wool 4 */
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    reveal(sc, "year_of_plenty");
    assert_int_equal(rs_get(sc, 0, W, 4), 2);
    assert_int_equal(rs_get(sc, 0, O, 5), 1);
    assert_int_equal(rs_get(sc, 0, B, 3), 1 + 1); /* production 3, then the Abbey */
    assert_int_equal(rs_get(sc, 0, L, 2), 0);
    assert_int_equal(rs_total(sc, 1, -1), 1); /* blue: production only */
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§7: Invention: 1 resource per building with a progress point (at most 2) */
static void test_invention(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 1, rs_card(sc, "abbey", 0), 5, 1);
    reveal(sc, "invention");
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_int_equal(sc->s.actor, 1); /* red has none */
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
    assert_int_equal(rs_get(sc, 1, O, 6), 2);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§7, ruling R-4: Fraternal Feuds: the strength holder picks 2 cards of the opponent's hand,
 * which the opponent puts under stacks */
static void test_fraternal_feuds(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    reveal(sc, "fraternal_feuds");
    assert_int_equal(sc->s.phase, RV_PH_FF_PICK);
    int c = -1;
    for (int k = 0; k < 64; k++)
        if (rv_in_hand(&sc->s, 1, k)) c = k;
    ctn_rivals_state view;
    ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&view);
    assert_true(rv_in_hand(&view, 1, c)); /* the picker sees the hand */
    RS_PLAY(sc, 0, "ff_pick c%d", c);
    assert_int_equal(sc->s.phase, RV_PH_BURY);
    assert_int_equal(sc->s.actor, 1);
    int n2 = sc->s.stacks[2].n;
    RS_PLAY(sc, 1, "bury s2");
    assert_int_equal(sc->s.stacks[2].card[n2], c);
    assert_int_equal(sc->s.phase, RV_PH_FF_PICK);
    for (int k = 0; k < 64; k++)
        if (rv_in_hand(&sc->s, 1, k)) c = k;
    RS_PLAY(sc, 0, "ff_pick c%d", c);
    RS_PLAY(sc, 1, "bury s3");
    assert_int_equal(rv_hand_count(&sc->s, 1), 1);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
    sc = rs_new(5); /* nobody has the advantage */
    reveal(sc, "fraternal_feuds");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rv_hand_count(&sc->s, 1), 3);
    rs_free(sc);
}

/* R§7: Feud: the holder names 3 buildings, the opponent removes one under a stack; losing the
 * Abbey makes him return a card over the new limit */
static void test_feud(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "abbey", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "storehouse", 0), 5, 2);
    rs_to_site(sc, 1, rs_card(sc, "toll_bridge", 0), 6, 1);
    rs_to_site(sc, 1, rs_card(sc, "marketplace", 0), 6, 2);
    rs_to_hand(sc, 1, rs_card(sc, "goldsmith", 0)); /* 4 cards: the Abbey's limit */
    reveal(sc, "feud");
    assert_int_equal(sc->s.phase, RV_PH_FEUD_NAME);
    assert_false(rs_is_legal(sc, 0, "feud_name x%d", 6 * 4 + 2)); /* would leave too few */
    RS_PLAY(sc, 0, "feud_name x%d", 5 * 4 + 1);
    assert_false(rs_is_legal(sc, 0, "feud_name x%d", 5 * 4 + 1));
    RS_PLAY(sc, 0, "feud_name x%d", 5 * 4 + 2);
    RS_PLAY(sc, 0, "feud_name x%d", 6 * 4 + 1);
    assert_int_equal(sc->s.phase, RV_PH_FEUD_CHOOSE);
    assert_int_equal(sc->s.actor, 1);
    assert_false(rs_is_legal(sc, 1, "feud_choose x%d", 6 * 4 + 2)); /* not named */
    RS_PLAY(sc, 1, "feud_choose x%d", 5 * 4 + 1); /* the Abbey */
    RS_PLAY(sc, 1, "bury s0");
    assert_int_equal(sc->s.phase, RV_PH_REPLENISH); /* 4 cards, limit 3 */
    assert_int_equal(sc->s.actor, 1);
    int c = -1;
    for (int k = 0; k < 64; k++)
        if (rv_in_hand(&sc->s, 1, k)) c = k;
    RS_PLAY(sc, 1, "return c%d s1", c);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.current, 0);
    rs_free(sc);
    sc = rs_new(5); /* units are not buildings: a hero is safe, one building is named alone */
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "austin", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "storehouse", 0), 6, 1);
    reveal(sc, "feud");
    assert_int_equal(sc->s.phase, RV_PH_BURY);
    assert_int_equal(sc->s.pr[1].site[6][1], RV_NONE);
    assert_int_not_equal(sc->s.pr[1].site[5][1], RV_NONE);
    rs_free(sc);
}

/* R§7: Traveling Merchant: up to 2 resources for 1 gold each, the active player first */
static void test_traveling_merchant(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_set(sc, 0, AU, 1, 3);
    rs_set(sc, 1, AU, 4, 1);
    reveal(sc, "traveling_merchant");
    assert_int_equal(sc->s.phase, RV_PH_MERCHANT);
    assert_int_equal(sc->s.actor, 0);
    RS_PLAY(sc, 0, "buy");
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    RS_PLAY(sc, 0, "buy");
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    assert_int_equal(rs_get(sc, 0, O, 5), 3);
    assert_int_equal(sc->s.actor, 1); /* two buys at most */
    assert_int_equal(sc->s.phase, RV_PH_MERCHANT);
    RS_PLAY(sc, 1, "stop");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 1, AU, 4), 1);
    rs_free(sc);
}

/* R§7: Trade Ships Race: more trade ships take 1; on a tie each with one */
static void test_trade_ships_race(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 1, rs_card(sc, "ore_ship", 0), 5, 1);
    reveal(sc, "trade_ships_race");
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_int_equal(sc->s.actor, 1);
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
    sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "grain_ship", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "ore_ship", 0), 5, 1);
    reveal(sc, "trade_ships_race");
    assert_int_equal(sc->s.actor, 0);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    assert_int_equal(sc->s.actor, 1);
    rs_free(sc);
    sc = rs_new(5);
    reveal(sc, "trade_ships_race");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_yule),           cmocka_unit_test(test_year_of_plenty),
        cmocka_unit_test(test_invention),      cmocka_unit_test(test_fraternal_feuds),
        cmocka_unit_test(test_feud),           cmocka_unit_test(test_traveling_merchant),
        cmocka_unit_test(test_trade_ships_race),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
