/* test_classic_rules_trade.c — scenario tests of docs/rules/classic.md §7 (trade): maritime trade
 * at 4:1, 3:1 with a building on a 3:1 harbour, 2:1 only for the harbour's own resource, always at
 * the player's best rate, one card per action, only if the bank holds the card, and a harbour only
 * through one's own settlement or city on it (§6); domestic offers (both sides non-empty, no
 * resource on both sides, at most 4 cards a side, only cards held), simultaneous answers
 * (accepting needs the cards asked for), confirmation only with an acceptor, cancelling, the exact
 * exchange; only the player on turn trades, after his roll.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

/* Two players: seat 0 on the 3:1 harbour of (0,-2) NW (its N corner) and on the wool harbour of
 * (1,1) SE (its SE corner); seat 1 inland at (-1,0) N and (1,0) N, no harbour. */
static cs_scenario *harbour_game(void) {
    cs_scenario *sc = cs_new(2, "");
    int generic = cs_vertex(sc, 0, -2, CTN_CORNER_N), wool = cs_vertex(sc, 1, 1, CTN_CORNER_SE);
    /* the harbours are where §2.2 puts them */
    int found = 0;
    for (int i = 0; i < sc->t->num_harbours; i++) {
        int a = sc->t->harbour_vertex[i][0], b = sc->t->harbour_vertex[i][1];
        if (a == generic || b == generic)
            found |= sc->s.harbour_type[i] == CTN_HARBOUR_GENERIC ? 1 : 4;
        if (a == wool || b == wool) found |= sc->s.harbour_type[i] == CTN_HARBOUR_WOOL ? 2 : 4;
    }
    assert_int_equal(found, 3);
    cs_place first[2] = {{generic, cs_edge(sc, 0, -2, CTN_DIR_NE)},
                         {cs_vertex(sc, -1, 0, CTN_CORNER_N), cs_edge(sc, -1, 0, CTN_DIR_NE)}};
    cs_place second[2] = {{wool, cs_edge(sc, 1, 1, CTN_DIR_E)},
                          {cs_vertex(sc, 1, 0, CTN_CORNER_N), cs_edge(sc, 1, 0, CTN_DIR_NE)}};
    cs_setup(sc, first, second);
    return sc;
}

/* §7.1: 4:1 without a harbour, exact cards, one card per action, only other resources. */
static void test_maritime_four_to_one(void **state) {
    (void)state;
    cs_scenario *sc = harbour_game();
    cs_set_hand(sc, 1, 0, 0, 9, 0, 0);
    cs_roll(sc, 12); /* fields 12: seat 1's (-1,0) N gets a grain */
    CS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "trade_bank 4 wool -> ore"); /* seat 0's turn */
    CS_PLAY(sc, 0, "end_turn");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank 4 wool -> ore"); /* before the roll */
    cs_roll(sc, 12);
    CS_ASSERT_HAND(sc, 1, 0, 0, 9, 2, 0);
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank 3 wool -> ore"); /* his rate is 4 */
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank 2 grain -> ore");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank wool -> wool");
    CS_PLAY(sc, 1, "trade_bank 4 wool -> ore");
    CS_ASSERT_HAND(sc, 1, 0, 0, 5, 2, 1);
    CS_PLAY(sc, 1, "trade_bank wool -> brick"); /* the rate may be omitted */
    CS_ASSERT_HAND(sc, 1, 0, 1, 1, 2, 1);
    CS_ASSERT_BANK(sc, bank[L], bank[B] - 1, bank[W] + 8, bank[G], bank[O] - 1);
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank wool -> ore"); /* one wool left */
    assert_int_equal(cs_count_legal(sc, 1, CL_A_TRADE_BANK), 0);
    cs_free(sc);
}

/* §7.1: 3:1 on a 3:1 harbour, 2:1 for the wool of a wool harbour only. */
static void test_maritime_harbour_rates(void **state) {
    (void)state;
    cs_scenario *sc = harbour_game();
    cs_roll(sc, 12);
    cs_set_hand(sc, 0, 0, 0, 4, 5, 2);
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank 4 grain -> ore"); /* the generic harbour: 3 */
    CS_PLAY(sc, 0, "trade_bank 3 grain -> ore");
    CS_ASSERT_HAND(sc, 0, 0, 0, 4, 2, 3);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank grain -> ore");     /* 2 grain: no 2:1 for grain */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank 3 wool -> lumber"); /* wool goes at 2 */
    CS_PLAY(sc, 0, "trade_bank 2 wool -> lumber");
    CS_PLAY(sc, 0, "trade_bank wool -> brick");
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 2, 3);
    CS_PLAY(sc, 0, "trade_bank ore -> grain"); /* ore at 3:1 */
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 3, 0);
    CS_ASSERT_BANK(sc, bank[L] - 1, bank[B] - 1, bank[W] + 4, bank[G] + 3 - 1, bank[O] - 1 + 3);
    /* the offered rates: giving grain at 3, lumber at 3 (not enough), nothing else */
    assert_int_equal(cs_count_legal(sc, 0, CL_A_TRADE_BANK), 4);
    cs_free(sc);
}

/* §7.1/§6: an opponent's building or one's own road on a harbour gives nothing; one's own new
 * settlement there does, from that moment. */
static void test_harbour_needs_own_building(void **state) {
    (void)state;
    cs_scenario *sc = harbour_game();
    int v25 = cs_vertex(sc, 1, 0, CTN_CORNER_NE);
    int v20 = cs_vertex(sc, 2, 0, CTN_CORNER_N), v15 = cs_vertex(sc, 2, -1, CTN_CORNER_NE);
    int ore_harbour = -1;
    for (int i = 0; i < sc->t->num_harbours; i++)
        if (sc->s.harbour_type[i] == CTN_HARBOUR_ORE) ore_harbour = i;
    assert_true(sc->t->harbour_vertex[ore_harbour][0] == v15 ||
                sc->t->harbour_vertex[ore_harbour][1] == v15);
    cs_roll(sc, 12);
    CS_PLAY(sc, 0, "end_turn");
    cs_roll(sc, 12);
    /* seat 1 has no harbour: 4:1 (seat 0's harbours are not his) */
    cs_set_hand(sc, 1, 3, 3, 1, 1, 3);
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank 3 ore -> wool");
    CS_PLAY(sc, 1, "build_road e%d",
            cs_edge_between(sc, v25, v20)); /* the set-up road reached v25 */
    CS_PLAY(sc, 1, "build_road e%d", cs_edge_between(sc, v20, v15)); /* a road onto the harbour */
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank 2 ore -> wool");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_bank 3 ore -> wool");
    CS_PLAY(sc, 1, "build_settlement v%d", v15);
    CS_PLAY(sc, 1, "trade_bank 2 ore -> wool"); /* at once */
    CS_ASSERT_HAND(sc, 1, 0, 0, 1, 0, 1);
    cs_free(sc);
}

/* §7.1: the bank must hold the card taken. */
static void test_maritime_bank_must_hold_card(void **state) {
    (void)state;
    cs_scenario *sc = harbour_game();
    cs_roll(sc, 12);
    cs_set_hand(sc, 0, 0, 0, 0, 6, 0);
    cs_give(sc, 1, O, sc->s.bank[O]); /* every ore is in seat 1's hand */
    CS_CHECK(sc);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank 3 grain -> ore");
    assert_int_equal(cs_count_legal(sc, 0, CL_A_TRADE_BANK), 3); /* lumber, brick, wool */
    CS_PLAY(sc, 0, "trade_bank 3 grain -> wool");
    CS_ASSERT_HAND(sc, 0, 0, 0, 1, 3, 0);
    cs_free(sc);
}

/* ---- domestic trade (§7.2), on the standard four-player position ---- */

static cs_scenario *domestic_game(void) {
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    /* hands: p0 {1 1 0 1 0}, p1 {0 1 0 1 1}, p2 {1 0 1 0 1}, p3 {2 0 0 1 0} */
    return sc;
}

/* §7.2: what may be offered. */
static void test_offer_validity(void **state) {
    (void)state;
    cs_scenario *sc = domestic_game();
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 1 lumber -> 1 ore"); /* before the roll */
    cs_roll(sc, 9);
    CS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "offer 1 ore -> 1 lumber"); /* only the player on turn */
    cs_set_hand(sc, 0, 3, 2, 0, 1, 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 1 lumber -> 1 lumber"); /* like for like */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL,
              "offer 1 lumber 1 brick -> 1 brick");             /* a resource on both sides */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 1 ore -> 1 wool");   /* not held */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 2 grain -> 1 wool"); /* holds only one */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 3 lumber 2 brick -> 1 ore"); /* 5 cards on a side */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "offer 1 lumber -> 3 ore 2 wool");  /* 5 wanted */
    CS_REFUSE(sc, 0, CTN_E_PARSE, "offer 1 lumber ->");                 /* a gift */
    CS_REFUSE(sc, 0, CTN_E_PARSE, "offer -> 1 ore");                    /* begging */
    CS_REFUSE(sc, 0, CTN_E_PARSE, "offer 5 lumber -> 1 ore");
    CS_REFUSE(sc, 0, CTN_E_PARSE, "offer 1 lumber -> 1 gold");
    CS_REFUSE(sc, 0, CTN_E_PARSE, "offer 1 lumber 1 ore");
    CS_PLAY(sc, 0, "offer 3 lumber 1 grain -> 2 ore 2 wool"); /* 4 and 4 is fine */
    assert_int_equal(sc->s.phase, CL_PHASE_TRADE_ANSWER);
    assert_int_equal(sc->s.offer_give[L], 3);
    assert_int_equal(sc->s.offer_give[G], 1);
    assert_int_equal(sc->s.offer_want[O], 2);
    assert_int_equal(sc->s.offer_want[W], 2);
    cs_free(sc);
}

/* §7.2: simultaneous answers, accepting only with the cards, confirming with an acceptor, the
 * exact exchange; nobody else trades meanwhile. */
static void test_offer_answer_confirm(void **state) {
    (void)state;
    cs_scenario *sc = domestic_game();
    cs_roll(sc, 9); /* pays seat 3 a grain: p3 {2 0 0 2 0} */
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_PLAY(sc, 0, "offer 1 lumber 1 brick -> 1 ore");
    assert_int_equal(cs_actors(sc), (1u << 1) | (1u << 2) | (1u << 3));
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "accept"); /* not his own offer */
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "cancel"); /* answers first */
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "end_turn");
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "accept");                  /* seat 3 holds no ore */
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "offer 1 lumber -> 1 ore"); /* no counter-offers */
    CS_REFUSE(sc, 3, CTN_E_ILLEGAL, "trade_bank 4 lumber -> ore");
    CS_PLAY(sc, 3, "decline");
    assert_int_equal(cs_actors(sc), (1u << 1) | (1u << 2));
    CS_REFUSE(sc, 3, CTN_E_NOT_YOUR_TURN, "decline"); /* answered already */
    CS_PLAY(sc, 2, "accept");
    CS_REFUSE(sc, 2, CTN_E_NOT_YOUR_TURN, "decline");
    CS_PLAY(sc, 1, "decline");
    assert_int_equal(sc->s.phase, CL_PHASE_TRADE_CONFIRM);
    assert_int_equal(cs_actors(sc), 1u << 0);
    assert_int_equal(cs_count_legal(sc, 0, -1), 2); /* confirm p2, cancel */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "confirm p1");  /* declined */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "confirm p3");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_PLAY(sc, 0, "confirm p2");
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 1, 1);
    CS_ASSERT_HAND(sc, 2, 2, 1, 1, 0, 0);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 1, 1);
    CS_ASSERT_HAND(sc, 3, 2, 0, 0, 2, 0);
    assert_memory_equal(bank, sc->s.bank, sizeof bank);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    for (int p = 0; p < 4; p++) assert_int_equal(sc->s.offer_answer[p], CL_ANSWER_NOT_ASKED);
    /* another offer in the same turn; everybody declines: only cancel remains */
    CS_PLAY(sc, 0, "offer 1 ore -> 1 brick");
    CS_PLAY(sc, 1, "decline");
    CS_PLAY(sc, 2, "decline");
    CS_PLAY(sc, 3, "decline");
    assert_int_equal(cs_count_legal(sc, 0, -1), 1);
    CS_PLAY(sc, 0, "cancel");
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 1, 1);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    cs_free(sc);
}

/* §7.2: cancelling after acceptances moves nothing; several acceptors, one chosen. */
static void test_offer_cancel_and_choice(void **state) {
    (void)state;
    cs_scenario *sc = domestic_game();
    cs_roll(sc, 9);
    const ctn_classic_state base = sc->s;
    CS_PLAY(sc, 0, "offer 1 grain -> 1 ore");
    CS_PLAY(sc, 1, "accept");
    CS_PLAY(sc, 2, "accept");
    CS_PLAY(sc, 3, "decline");
    assert_int_equal(cs_count_legal(sc, 0, CL_A_CONFIRM), 2);
    CS_PLAY(sc, 0, "cancel");
    for (int p = 0; p < 4; p++)
        assert_memory_equal(sc->s.hand[p], base.hand[p], CTN_RESOURCE_COUNT);
    CS_PLAY(sc, 0, "offer 1 grain -> 1 ore");
    CS_PLAY(sc, 2, "accept");
    CS_PLAY(sc, 1, "accept");
    CS_PLAY(sc, 3, "decline");
    CS_PLAY(sc, 0, "confirm p1");
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 0, 1);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 2, 0);
    CS_ASSERT_HAND(sc, 2, 1, 0, 1, 0, 1); /* accepted, not chosen: unchanged */
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_maritime_four_to_one),
        cmocka_unit_test(test_maritime_harbour_rates),
        cmocka_unit_test(test_harbour_needs_own_building),
        cmocka_unit_test(test_maritime_bank_must_hold_card),
        cmocka_unit_test(test_offer_validity),
        cmocka_unit_test(test_offer_answer_confirm),
        cmocka_unit_test(test_offer_cancel_and_choice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
