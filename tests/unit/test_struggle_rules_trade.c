/* test_struggle_rules_trade.c — scenario tests of docs/rules/struggle.md §4.1 (the trade phase):
 * no A-side road allows one trade with the draw pile only, a A-side roads allow a trades; the exact
 * card movements of draw-pile, market and player trades (the card drawn from the deck and from a
 * hand is chance, weighted by the cards there); a market trade may not give back the resource
 * taken; a player trade gives one card back, possibly the one drawn; the library (§6) once per
 * turn in a player trade, picking from the victim's open hand, which only the actor sees; only the
 * player on turn trades, and end_trade ends the phase.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* Three players, seat 0 to trade; known hands, market and deck. */
static ss_scenario *game(const char *options) {
    ss_scenario *sc = ss_new(3, options);
    ss_set_market(sc, 1, 1, 1, 1, 1);
    ss_set_hand(sc, 0, 1, 0, 2, 0, 0);
    ss_set_hand(sc, 1, 0, 1, 0, 0, 2);
    ss_set_hand(sc, 2, 0, 0, 0, 3, 0);
    ss_set_deck(sc, 4, 4, 4, 4, 4);
    SS_CHECK(sc);
    return sc;
}

/* Starts seat p's turn with n roads (the trades allowed are fixed when the turn begins). */
static void turn_with_roads(ss_scenario *sc, int p, int n) {
    ss_set_roads(sc, p, n);
    ss_turn_of(sc, p);
    ss_set_market(sc, 1, 1, 1, 1, 1);
    ss_set_hand(sc, p, 2, 2, 2, 2, 2);
    SS_CHECK(sc);
}

/* a = 0: one trade, with the draw pile only. */
static void test_no_a_side_road(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    turn_with_roads(sc, 1, 0);
    assert_int_equal(sc->s.trades_left, 1);
    assert_int_equal(sc->s.deck_only, 1);
    /* offered: end_trade and one deck trade per resource held, nothing else */
    assert_int_equal(ss_count_legal(sc, 1, -1), 1 + 5);
    assert_int_equal(ss_count_legal(sc, 1, ST_A_TRADE_DECK), 5);
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_market ore -> wool");
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_player p2");
    SS_PLAY(sc, 1, "trade_deck wool");
    SS_PLAY(sc, CTN_CHANCE, "draw ore");
    assert_int_equal(sc->s.trades_left, 0);
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_deck wool"); /* only one */
    assert_int_equal(ss_count_legal(sc, 1, -1), 1);
    SS_PLAY(sc, 1, "end_trade");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    ss_free(sc);
}

/* a A-side roads (⌈n/2⌉ of n): a trades, of any kind. */
static void test_trades_per_a_side_road(void **state) {
    (void)state;
    static const int roads[] = {1, 2, 3, 4, 5};
    static const int trades[] = {1, 1, 2, 2, 3};
    for (int i = 0; i < 5; i++) {
        ss_scenario *sc = game("");
        turn_with_roads(sc, 1, roads[i]);
        assert_int_equal(sc->s.trades_left, trades[i]);
        assert_int_equal(sc->s.deck_only, 0);
        static const char *const market[] = {"lumber -> ore", "brick -> grain"};
        for (int k = 0; k < trades[i]; k++) {
            if (k % 2 == 0) {
                SS_PLAY(sc, 1, "trade_market %s", market[k / 2]);
            } else {
                SS_PLAY(sc, 1, "trade_deck ore");
                SS_PLAY(sc, CTN_CHANCE, "draw wool");
            }
        }
        assert_int_equal(sc->s.trades_left, 0);
        SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_market brick -> ore");
        SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_deck ore");
        SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "trade_player p0");
        assert_int_equal(ss_count_legal(sc, 1, -1), 1); /* end_trade */
        ss_free(sc);
    }
}

/* The draw pile: the card goes on the discard pile, then the top card of the deck (chance,
 * weighted by the deck's cards) into the hand. */
static void test_deck_trade(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_deck ore"); /* not held */
    uint8_t d[CTN_RESOURCE_COUNT];
    memcpy(d, sc->s.discard, sizeof d);
    SS_PLAY(sc, 0, "trade_deck wool");
    assert_int_equal(sc->s.phase, ST_PHASE_DECK_DRAW);
    SS_ASSERT_HAND(sc, 0, 1, 0, 1, 0, 0);
    SS_ASSERT_CARDS(sc->s.discard, d[0], d[1], d[2] + 1, d[3], d[4]);
    uint64_t total = 0;
    assert_int_equal(ss_count_chance(sc, &total), 5);
    assert_int_equal(total, 20);
    assert_int_equal(ss_chance_weight(sc, "draw ore"), 4);
    SS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "end_trade");
    SS_PLAY(sc, CTN_CHANCE, "draw ore");
    SS_ASSERT_HAND(sc, 0, 1, 0, 1, 0, 1);
    SS_ASSERT_CARDS(sc->s.deck, 4, 4, 4, 4, 3);
    SS_ASSERT_CARDS(sc->s.market, 1, 1, 1, 1, 1);
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE);
    ss_free(sc);
}

/* An empty deck is replaced by the shuffled discard pile, the card just put there included. */
static void test_deck_trade_reshuffles(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    ss_empty_deck(sc);
    ss_set(sc, sc->s.discard, sc->s.hand[2], 0, 0, 0, 2, 0); /* the rest goes to p2 */
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "trade_deck lumber");
    SS_ASSERT_CARDS(sc->s.deck, 1, 0, 0, 2, 0);
    SS_ASSERT_CARDS(sc->s.discard, 0, 0, 0, 0, 0);
    assert_int_equal(ss_chance_weight(sc, "draw lumber"), 1);
    assert_int_equal(ss_chance_weight(sc, "draw grain"), 2);
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw ore");
    SS_PLAY(sc, CTN_CHANCE, "draw lumber"); /* he may draw back his own card */
    SS_ASSERT_HAND(sc, 0, 1, 0, 2, 0, 0);
    ss_free(sc);
}

/* The market: take one card, give one card of a different resource; the market stays at 5. */
static void test_market_trade(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_market wool -> wool"); /* changes nothing */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_market ore -> brick"); /* brick not held */
    ss_set_market(sc, 0, 1, 1, 2, 1);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_market lumber -> wool"); /* no lumber in the market */
    /* offered: take brick, wool, grain or ore, give lumber or wool but not the one taken */
    assert_int_equal(ss_count_legal(sc, 0, ST_A_TRADE_MARKET), 2 + 1 + 2 + 2);
    SS_PLAY(sc, 0, "trade_market grain -> wool");
    SS_ASSERT_HAND(sc, 0, 1, 0, 1, 1, 0);
    SS_ASSERT_CARDS(sc->s.market, 0, 1, 2, 1, 1);
    assert_int_equal(ss_total(sc->s.market), ST_MARKET_SIZE);
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE); /* no chance involved */
    assert_int_equal(sc->s.trades_left, 0);
    ss_free(sc);
}

/* A player: a blind draw from his hand (weighted by his cards), then one card back — possibly the
 * one just drawn. */
static void test_player_trade(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    ss_set_roads(sc, 0, 3); /* 2 A-sides: two trades (the turn has begun: set them directly) */
    sc->s.trades_left = 2;
    SS_PLAY(sc, 0, "trade_player p1");
    assert_int_equal(sc->s.phase, ST_PHASE_PLAYER_DRAW);
    assert_int_equal(sc->s.victim, 1);
    uint64_t total = 0;
    assert_int_equal(ss_count_chance(sc, &total), 2);
    assert_int_equal(total, 3);
    assert_int_equal(ss_chance_weight(sc, "draw_from p1 ore"), 2);
    assert_int_equal(ss_chance_weight(sc, "draw_from p1 brick"), 1);
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw_from p1 wool");
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw_from p2 ore"); /* p2 is not the victim */
    SS_PLAY(sc, CTN_CHANCE, "draw_from p1 ore");
    SS_ASSERT_HAND(sc, 0, 1, 0, 2, 0, 1);
    SS_ASSERT_HAND(sc, 1, 0, 1, 0, 0, 1);
    assert_int_equal(sc->s.phase, ST_PHASE_GIVE);
    assert_int_equal(ss_count_legal(sc, 0, -1), 3); /* any card of his: lumber, wool, ore */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_trade");
    SS_PLAY(sc, 0, "give ore"); /* the card just drawn */
    SS_ASSERT_HAND(sc, 0, 1, 0, 2, 0, 0);
    SS_ASSERT_HAND(sc, 1, 0, 1, 0, 0, 2);
    assert_int_equal(sc->s.victim, ST_NOBODY);
    assert_int_equal(sc->s.trades_left, 1);
    /* again with p2, giving a different card */
    SS_PLAY(sc, 0, "trade_player p2");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p2 grain");
    SS_PLAY(sc, 0, "give lumber");
    SS_ASSERT_HAND(sc, 0, 0, 0, 2, 1, 0);
    SS_ASSERT_HAND(sc, 2, 1, 0, 0, 2, 0);
    assert_int_equal(sc->s.trades_left, 0);
    ss_free(sc);
}

/* Nobody with an empty hand can be drawn from; nobody trades with himself. */
static void test_player_trade_targets(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    ss_set_hand(sc, 2, 0, 0, 0, 0, 0);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_player p2");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_player p0");
    assert_int_equal(ss_count_legal(sc, 0, ST_A_TRADE_PLAYER), 1);
    SS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "trade_player p0"); /* only the player on turn */
    /* a player with no cards may still trade with the draw pile? No: he has nothing to put down */
    ss_set_hand(sc, 0, 0, 0, 0, 0, 0);
    assert_int_equal(ss_count_legal(sc, 0, ST_A_TRADE_DECK), 0);
    assert_int_equal(ss_count_legal(sc, 0, ST_A_TRADE_MARKET), 0);
    /* but a player trade: he draws first, then gives one back (here the card drawn) */
    SS_PLAY(sc, 0, "trade_player p1");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p1 brick");
    assert_int_equal(ss_count_legal(sc, 0, -1), 1);
    SS_PLAY(sc, 0, "give brick");
    SS_ASSERT_HAND(sc, 1, 0, 1, 0, 0, 2);
    ss_free(sc);
}

/* The library (§6, §4.1): once per turn, in a player trade, the card chosen from the open hand. */
static void test_library(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_LIBRARY);
    ss_set_roads(sc, 0, 3);
    sc->s.trades_left = 2;
    SS_CHECK(sc);
    assert_int_equal(ss_count_legal(sc, 0, ST_A_LIBRARY), 2);
    SS_PLAY(sc, 0, "library p1");
    assert_int_equal(sc->s.phase, ST_PHASE_LIBRARY_TAKE);
    assert_int_equal(ss_actors(sc), 1u);                   /* the actor chooses: no chance */
    assert_int_equal(ss_count_legal(sc, 0, ST_A_TAKE), 2); /* brick or ore */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "take wool");
    /* he sees p1's hand for the choice; p2 does not */
    ctn_struggle_state view;
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 0, (ctn_state *)&view);
    SS_ASSERT_CARDS(view.hand[1], 0, 1, 0, 0, 2);
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 2, (ctn_state *)&view);
    SS_ASSERT_CARDS(view.hand[1], 0, 0, 0, 0, 0);
    assert_int_equal(view.hidden_hand[1], 3);
    SS_PLAY(sc, 0, "take brick");
    SS_PLAY(sc, 0, "give wool");
    SS_ASSERT_HAND(sc, 0, 1, 1, 1, 0, 0);
    SS_ASSERT_HAND(sc, 1, 0, 0, 1, 0, 2);
    assert_int_equal(sc->s.trades_left, 1); /* it was one of his trades */
    /* after the choice he no longer sees the hand */
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 0, (ctn_state *)&view);
    assert_int_equal(view.hidden_hand[1], 3);
    /* once per turn: a second library trade is refused, a blind one is allowed */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "library p2");
    assert_int_equal(ss_count_legal(sc, 0, ST_A_LIBRARY), 0);
    SS_PLAY(sc, 0, "trade_player p2");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p2 grain");
    SS_PLAY(sc, 0, "give grain");
    /* next own turn: the library again */
    ss_next_turn(sc);
    ss_turn_of(sc, 0);
    assert_int_equal(ss_count_legal(sc, 0, ST_A_LIBRARY), 2);
    ss_free(sc);
}

/* Ruling (§4.1): the library needs a trade the player may make, i.e. an A-side road. */
static void test_library_needs_a_side_road(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_LIBRARY);
    turn_with_roads(sc, 1, 0);
    assert_int_equal(sc->s.deck_only, 1);
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "library p0");
    assert_int_equal(ss_count_legal(sc, 1, ST_A_LIBRARY), 0);
    ss_free(sc);
}

/* Trading is optional: end_trade at once leads to the build phase; the hand is untouched. */
static void test_end_trade(void **state) {
    (void)state;
    ss_scenario *sc = game("");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_build");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road");
    SS_PLAY(sc, 0, "end_trade");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    SS_ASSERT_HAND(sc, 0, 1, 0, 2, 0, 0);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_deck wool"); /* no going back */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_trade");
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_a_side_road),
        cmocka_unit_test(test_trades_per_a_side_road),
        cmocka_unit_test(test_deck_trade),
        cmocka_unit_test(test_deck_trade_reshuffles),
        cmocka_unit_test(test_market_trade),
        cmocka_unit_test(test_player_trade),
        cmocka_unit_test(test_player_trade_targets),
        cmocka_unit_test(test_library),
        cmocka_unit_test(test_library_needs_a_side_road),
        cmocka_unit_test(test_end_trade),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
