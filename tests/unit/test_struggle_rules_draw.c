/* test_struggle_rules_draw.c — scenario tests of docs/rules/struggle.md §4.3 (the draw at the end
 * of the turn: 2 cards plus 1 for every knight lying A-side up, drawn as one chance event weighted
 * by the number of ways to draw the set; the discard pile shuffled into a new deck when the deck
 * runs out, in a second event for the cards still owed; nothing more when both are empty) and the
 * turn passing to the next seat afterwards.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* Seat 0 at the end of his build phase with `knights` knights, his hand empty. */
static ss_scenario *drawer(int knights) {
    ss_scenario *sc = ss_new(3, "");
    ss_set_hand(sc, 0, 0, 0, 0, 0, 0);
    ss_set_knights(sc, 0, knights);
    SS_PLAY(sc, 0, "end_trade");
    return sc;
}

/* 2 cards plus the A-side knights (⌈n/2⌉ of n). */
static void test_draw_count(void **state) {
    (void)state;
    static const int want[] = {2, 3, 3, 4, 4};
    for (int k = 0; k <= 4; k++) {
        ss_scenario *sc = drawer(k);
        SS_PLAY(sc, 0, "end_build");
        assert_int_equal(sc->s.phase, ST_PHASE_DRAW);
        assert_int_equal(sc->s.draws_left, want[k]);
        assert_int_equal(sc->s.draw_now, want[k]);
        ss_chance_until_player(sc);
        assert_int_equal(ss_hand_total(sc, 0), want[k]);
        assert_int_equal(sc->s.current, 1);
        assert_int_equal(sc->s.turn, 2);
        ss_free(sc);
    }
}

/* One event; the sets are weighted by the ways to draw them: the product of binomials. */
static void test_draw_weights(void **state) {
    (void)state;
    ss_scenario *sc = drawer(0);
    ss_set_deck(sc, 2, 0, 1, 0, 3);
    SS_PLAY(sc, 0, "end_build");
    uint64_t total = 0;
    /* sets of two from {L, L, W, O, O, O}: LL, LW, LO, WO, OO */
    assert_int_equal(ss_count_chance(sc, &total), 5);
    assert_int_equal(total, 15); /* C(6, 2) */
    assert_int_equal(ss_chance_weight(sc, "draw_cards 2 lumber"), 1);
    assert_int_equal(ss_chance_weight(sc, "draw_cards 1 lumber 1 wool"), 2);
    assert_int_equal(ss_chance_weight(sc, "draw_cards 1 lumber 1 ore"), 6);
    assert_int_equal(ss_chance_weight(sc, "draw_cards 1 wool 1 ore"), 3);
    assert_int_equal(ss_chance_weight(sc, "draw_cards 2 ore"), 3);
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw_cards 2 wool");         /* one wool only */
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw_cards 1 ore");          /* two are owed */
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw_cards 1 ore 2 lumber"); /* three */
    SS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "end_build");
    SS_PLAY(sc, CTN_CHANCE, "draw_cards 1 lumber 1 ore");
    SS_ASSERT_HAND(sc, 0, 1, 0, 0, 0, 1);
    SS_ASSERT_CARDS(sc->s.deck, 1, 0, 1, 0, 2);
    assert_int_equal(sc->s.current, 1);
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE);
    ss_free(sc);
}

/* The deck runs out at the end of a build: the discard pile becomes the deck before the draw. */
static void test_reshuffle_before_draw(void **state) {
    (void)state;
    ss_scenario *sc = drawer(0);
    ss_empty_deck(sc);
    ss_set(sc, sc->s.discard, sc->s.hand[2], 0, 3, 0, 0, 1);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "end_build");
    SS_ASSERT_CARDS(sc->s.deck, 0, 3, 0, 0, 1);
    SS_ASSERT_CARDS(sc->s.discard, 0, 0, 0, 0, 0);
    assert_int_equal(sc->s.draw_now, 2);
    SS_PLAY(sc, CTN_CHANCE, "draw_cards 1 brick 1 ore");
    SS_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 1);
    ss_free(sc);
}

/* A draw split across the reshuffle: the deck's last card, then the rest from the new deck. */
static void test_draw_split(void **state) {
    (void)state;
    ss_scenario *sc = drawer(1); /* 3 cards owed */
    ss_set_deck(sc, 0, 0, 0, 0, 1);
    ss_set(sc, sc->s.discard, sc->s.hand[2], 0, 0, 4, 0, 0);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "end_build");
    assert_int_equal(sc->s.draws_left, 3);
    assert_int_equal(sc->s.draw_now, 1);
    assert_int_equal(ss_count_chance(sc, NULL), 1);
    SS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw_cards 1 ore 2 wool");
    SS_PLAY(sc, CTN_CHANCE, "draw_cards 1 ore");
    /* the discard pile is now the deck; two cards still owed */
    assert_int_equal(sc->s.phase, ST_PHASE_DRAW);
    assert_int_equal(sc->s.draws_left, 2);
    assert_int_equal(sc->s.draw_now, 2);
    SS_ASSERT_CARDS(sc->s.deck, 0, 0, 4, 0, 0);
    SS_ASSERT_CARDS(sc->s.discard, 0, 0, 0, 0, 0);
    uint64_t total = 0;
    assert_int_equal(ss_count_chance(sc, &total), 1);
    assert_int_equal(total, 6); /* C(4, 2) */
    SS_PLAY(sc, CTN_CHANCE, "draw_cards 2 wool");
    SS_ASSERT_HAND(sc, 0, 0, 0, 2, 0, 1);
    assert_int_equal(sc->s.current, 1);
    ss_free(sc);
}

/* Ruling: with the deck and the discard pile both empty, he draws what there is. */
static void test_nothing_to_draw(void **state) {
    (void)state;
    ss_scenario *sc = drawer(0);
    ss_empty_deck(sc);
    ss_set(sc, sc->s.discard, sc->s.hand[2], 0, 0, 0, 0, 0);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "end_build"); /* nothing to draw: the turn passes at once */
    assert_int_equal(ss_hand_total(sc, 0), 0);
    assert_int_equal(sc->s.current, 1);
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE);
    ss_free(sc);

    sc = drawer(0); /* one card in all: he draws it, then the turn passes */
    ss_set_deck(sc, 0, 0, 0, 1, 0);
    ss_set(sc, sc->s.discard, sc->s.hand[2], 0, 0, 0, 0, 0);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "end_build");
    assert_int_equal(sc->s.draw_now, 1);
    SS_PLAY(sc, CTN_CHANCE, "draw_cards 1 grain");
    SS_ASSERT_HAND(sc, 0, 0, 0, 0, 1, 0);
    assert_int_equal(sc->s.current, 1);
    ss_free(sc);
}

/* The draw has nothing to do with the direction card: the next seat follows. */
static void test_next_seat_after_flip(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "");
    ss_set_hand(sc, 0, 1, 1, 1, 1, 0);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_settlement");
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick 1 wool 1 grain");
    SS_PLAY(sc, 0, "flip_direction");
    ss_next_turn(sc);
    assert_int_equal(sc->s.current, 1);
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_draw_count),
        cmocka_unit_test(test_draw_weights),
        cmocka_unit_test(test_reshuffle_before_draw),
        cmocka_unit_test(test_draw_split),
        cmocka_unit_test(test_nothing_to_draw),
        cmocka_unit_test(test_next_seat_after_flip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
