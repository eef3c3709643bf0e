/* test_struggle_rules_events.c — scenario tests of docs/rules/struggle.md §5 (the events on city
 * cards): a brigand attack makes every player holding more than 7 cards discard half, rounded
 * down, all at once, one card per action in resource order, then the direction card must be
 * turned; a market day lets each player from the builder round the table take one market card or
 * pass, each card taken replaced at once from the deck (chance, open to all); and the options
 * robbery_discard=none and market_day=none.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* Seat `builder` of 4 pays for a city; the event is next. Hands after the payment: the builder
 * 9 cards (owes 4), the next seat 8 (owes 4), the one after 7 (owes nothing), the last 2. */
static ss_scenario *city_built(const char *options, int builder) {
    ss_scenario *sc = ss_new(4, options);
    ss_turn_of(sc, builder);
    int p1 = (builder + 1) % 4, p2 = (builder + 2) % 4, p3 = (builder + 3) % 4;
    ss_set_hand(sc, builder, 2, 2, 2, 4, 4); /* 14, then 9 after 2 grain 3 ore */
    ss_set_hand(sc, p1, 0, 3, 0, 2, 3);
    ss_set_hand(sc, p2, 1, 1, 2, 1, 2);
    ss_set_hand(sc, p3, 1, 0, 0, 0, 1);
    ss_set_market(sc, 1, 1, 1, 1, 1);
    ss_set_deck(sc, 3, 3, 3, 3, 3);
    SS_CHECK(sc);
    SS_PLAY(sc, builder, "end_trade");
    SS_PLAY(sc, builder, "build_city");
    SS_PLAY(sc, builder, "pay 2 grain 3 ore");
    assert_int_equal(sc->s.phase, ST_PHASE_EVENT);
    return sc;
}

static void test_brigand_attack(void **state) {
    (void)state;
    ss_scenario *sc = city_built("", 0);
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.phase, ST_PHASE_DISCARD);
    assert_int_equal(sc->s.discard_owed[0], 4);
    assert_int_equal(sc->s.discard_owed[1], 4);
    assert_int_equal(sc->s.discard_owed[2], 0);
    assert_int_equal(sc->s.discard_owed[3], 0);
    assert_int_equal(ss_actors(sc), 3u);  /* both at once */
    assert_int_equal(sc->s.direction, 0); /* turned after the discards */
    SS_REFUSE(sc, 2, CTN_E_NOT_YOUR_TURN, "discard lumber");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_build");
    /* p1 (brick 3, grain 2, ore 3) owes 4: the first card may be brick or grain, not ore (the
     * 3 ore alone cannot cover the debt once the order allows nothing but ore) */
    assert_int_equal(ss_count_legal(sc, 1, ST_A_DISCARD), 2);
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard ore");
    SS_PLAY(sc, 1, "discard grain");
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard brick"); /* resource order: no going back */
    /* with 3 owed and grain 1, ore 3 left above the floor, both are still allowed */
    assert_int_equal(ss_count_legal(sc, 1, ST_A_DISCARD), 2);
    SS_PLAY(sc, 1, "discard ore");
    assert_int_equal(ss_count_legal(sc, 1, ST_A_DISCARD), 1); /* only ore covers the debt */
    SS_PLAY(sc, 1, "discard ore");
    SS_PLAY(sc, 1, "discard ore");
    SS_ASSERT_HAND(sc, 1, 0, 3, 0, 1, 0);
    assert_int_equal(ss_actors(sc), 1u);
    SS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "discard brick"); /* he has paid his half */
    SS_PLAY(sc, 0, "discard lumber");
    SS_PLAY(sc, 0, "discard lumber");
    SS_PLAY(sc, 0, "discard wool");
    assert_int_equal(sc->s.direction, 0);
    SS_PLAY(sc, 0, "discard ore");
    SS_ASSERT_HAND(sc, 0, 0, 2, 1, 2, 0);
    /* all paid: the direction card must be turned, the builder builds on */
    assert_int_equal(sc->s.direction, 1);
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_int_equal(ss_actors(sc), 1u);
    SS_ASSERT_HAND(sc, 2, 1, 1, 2, 1, 2);
    ss_free(sc);
}

/* Nobody over 7: no discards, the direction card is turned at once. With 2 players there is no
 * card to turn. */
static void test_brigand_attack_no_discards(void **state) {
    (void)state;
    ss_scenario *sc = city_built("", 0);
    ss_set_hand(sc, 0, 0, 0, 0, 0, 7);
    ss_set_hand(sc, 1, 0, 0, 0, 0, 0);
    SS_CHECK(sc);
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_int_equal(sc->s.direction, 1);
    ss_free(sc);

    sc = ss_new(2, "");
    ss_set_hand(sc, 0, 0, 0, 0, 2, 3);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_city");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_int_equal(sc->s.direction, 0);
    ss_free(sc);
}

/* Option robbery_discard=none: nobody discards; the card is still turned. */
static void test_robbery_discard_none(void **state) {
    (void)state;
    ss_scenario *sc = city_built("robbery_discard=none", 0);
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_int_equal(ss_hand_total(sc, 0), 9);
    assert_int_equal(ss_hand_total(sc, 1), 8);
    assert_int_equal(sc->s.direction, 1);
    ss_free(sc);
}

/* Market day: from the builder round the table, each takes a market card or passes; each card
 * taken is replaced at once from the deck. */
static void test_market_day(void **state) {
    (void)state;
    ss_scenario *sc = city_built("", 2); /* p2 builds: p2, p3, p0, p1 choose */
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    assert_int_equal(sc->s.phase, ST_PHASE_MARKET_DAY);
    assert_int_equal(ss_actors(sc), 1u << 2);
    assert_int_equal(ss_count_legal(sc, 2, -1), 5 + 1); /* each market resource, or pass */
    SS_REFUSE(sc, 3, CTN_E_NOT_YOUR_TURN, "market_pass");
    int builder_cards = ss_hand_total(sc, 2);
    SS_PLAY(sc, 2, "market_take ore");
    assert_int_equal(sc->s.phase, ST_PHASE_REFILL);
    assert_int_equal(ss_actors(sc), CTN_CHANCE_BIT);
    assert_int_equal(ss_chance_weight(sc, "draw wool"), 3);
    SS_PLAY(sc, CTN_CHANCE, "draw wool");
    SS_ASSERT_CARDS(sc->s.market, 1, 1, 2, 1, 0);
    SS_ASSERT_CARDS(sc->s.deck, 3, 3, 2, 3, 3);
    assert_int_equal(ss_hand_total(sc, 2), builder_cards + 1);
    assert_int_equal(ss_actors(sc), 1u << 3);
    SS_REFUSE(sc, 3, CTN_E_ILLEGAL, "market_take ore"); /* gone */
    SS_PLAY(sc, 3, "market_pass");
    assert_int_equal(ss_actors(sc), 1u << 0);
    SS_PLAY(sc, 0, "market_take wool");
    SS_PLAY(sc, CTN_CHANCE, "draw lumber");
    SS_PLAY(sc, 1, "market_take lumber");
    SS_PLAY(sc, CTN_CHANCE, "draw ore");
    SS_ASSERT_CARDS(sc->s.market, 1, 1, 1, 1, 1);
    assert_int_equal(ss_total(sc->s.market), ST_MARKET_SIZE);
    /* everyone has chosen once: back to the builder's build phase */
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_int_equal(ss_actors(sc), 1u << 2);
    assert_int_equal(sc->s.direction, 0); /* a market day does not turn the card */
    ss_free(sc);
}

/* The refill reshuffles an empty deck; with no card anywhere the market stays short. */
static void test_market_day_refill_edges(void **state) {
    (void)state;
    ss_scenario *sc = city_built("", 0);
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    ss_empty_deck(sc);
    ss_set(sc, sc->s.discard, sc->s.hand[3], 0, 0, 0, 0, 0);
    ss_set(sc, sc->s.discard, sc->s.hand[3], 0, 0, 0, 1, 0);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "market_take ore");
    SS_ASSERT_CARDS(sc->s.deck, 0, 0, 0, 1, 0); /* the discard pile became the deck */
    SS_PLAY(sc, CTN_CHANCE, "draw grain");
    SS_ASSERT_CARDS(sc->s.market, 1, 1, 1, 2, 0);
    SS_PLAY(sc, 1, "market_take grain"); /* nothing left to refill with */
    assert_int_equal(sc->s.phase, ST_PHASE_MARKET_DAY);
    assert_int_equal(ss_actors(sc), 1u << 2);
    assert_int_equal(ss_total(sc->s.market), 4);
    SS_PLAY(sc, 2, "market_pass");
    SS_PLAY(sc, 3, "market_pass");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    ss_free(sc);
}

/* Option market_day=none: the event does nothing. */
static void test_market_day_none(void **state) {
    (void)state;
    ss_scenario *sc = city_built("market_day=none", 0);
    uint8_t market[CTN_RESOURCE_COUNT];
    memcpy(market, sc->s.market, sizeof market);
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    assert_memory_equal(sc->s.market, market, sizeof market);
    assert_int_equal(ss_hand_total(sc, 0), 9);
    ss_free(sc);
}

/* The events are a pool: each city turns up one of those still hidden. */
static void test_event_pool(void **state) {
    (void)state;
    ss_scenario *sc = city_built("", 0);
    assert_int_equal(ss_chance_weight(sc, "event brigand_attack"), 10);
    assert_int_equal(ss_chance_weight(sc, "event market_day"), 5);
    sc->s.events_hidden[ST_EVENT_MARKET_DAY] =
        (uint8_t)(sc->s.events_hidden[ST_EVENT_MARKET_DAY] +
                  sc->s.events_hidden[ST_EVENT_BRIGANDS] - 1);
    sc->s.events_hidden[ST_EVENT_BRIGANDS] = 1; /* the same count, one brigand attack left */
    SS_CHECK(sc);
    assert_int_equal(ss_chance_weight(sc, "event brigand_attack"), 1);
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.events_hidden[ST_EVENT_BRIGANDS], 0);
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_brigand_attack),
        cmocka_unit_test(test_brigand_attack_no_discards),
        cmocka_unit_test(test_robbery_discard_none),
        cmocka_unit_test(test_market_day),
        cmocka_unit_test(test_market_day_refill_edges),
        cmocka_unit_test(test_market_day_none),
        cmocka_unit_test(test_event_pool),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
