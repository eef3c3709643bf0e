/* test_rivals_rules_prosperity_court.c — Rivals for Catan, the Era of Prosperity's cards built
 * after its first seventeen (docs/rules/rivals.md R§16, rulings R-246..): each ability against the
 * same play without what it needs. test_rivals_rules_prosperity.c holds the era's first cards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

static rs_scenario *prosperity(void) { return rs_new_mode(5, RV_MODE_PROSPERITY); }

/* Player p's Prince in his city of town column 5, laid from the face-up stack. */
static void seat_prince(rs_scenario *sc, int p) {
    int c = rs_card(sc, "prince", 0);
    rs_make_city(sc, p, 5);
    sc->s.faceup[c >> 6] &= ~(1ull << (c & 63));
    rs_to_site(sc, p, c, 5, 0);
}

/* the Court Astrologer, with a Prince or Princess and a star, before its player's roll, sets
 * the event die's face of that roll for the star; the production die still rolls; not without
 * the Prince, the star, or after a face was set */
static void test_court_astrologer(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    int astrologer = rs_card(sc, "court_astrologer", 0);
    rs_to_hand(sc, 0, astrologer);
    sc->s.stars[0] = 1;
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    assert_false(rs_is_legal(sc, 0, "play c%d trade", astrologer)); /* no Prince */
    seat_prince(sc, 0);
    sc->s.stars[0] = 0;
    assert_false(rs_is_legal(sc, 0, "play c%d trade", astrologer)); /* no star */
    sc->s.stars[0] = 2;
    RS_PLAY(sc, 0, "play c%d trade", astrologer);
    assert_int_equal(sc->s.stars[0], 1);
    assert_int_equal(rv_astrologer_face(&sc->s), RV_E_TRADE);
    rs_check(sc);
    RS_PLAY(sc, 0, "roll");
    rs_check_face_set(sc, RV_E_TRADE);
    assert_int_equal(rs_try(sc, CTN_CHANCE, "dice 4 celebration"), CTN_E_ILLEGAL);
    rs_free(sc);
}

/* the face set is state: hashed, checked (a face beyond the die's is refused) */
static void test_astrologer_state(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    uint64_t h = ctn_state_hash(sc->g, (ctn_state *)&sc->s);
    sc->s.prosperity_uses = (RV_E_HARVEST + 1) * RV_PU_FACE;
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&sc->s) != h);
    rs_check(sc);
    sc->s.prosperity_uses = (RV_E_COUNT + 1) * RV_PU_FACE;
    char msg[256];
    assert_int_not_equal(sc->g->rules->check(sc->g, (ctn_state *)&sc->s, msg, sizeof msg), 0);
    rs_free(sc);
}

/* the Monument to the Prince, built (2 stars with its resources), takes a unit of the
 * opponent's into its builder's hand: of his 2 units with the fewest points (not the Prince) the
 * one with more; without such a unit nothing */
static void test_monument(void **u) {
    (void)u;
    for (int units = 0; units < 2; units++) {
        rs_scenario *sc = prosperity();
        int monument = rs_card(sc, "monument_to_the_prince", 0), prince = rs_card(sc, "prince", 0);
        int austin = rs_card(sc, "austin", 0), inga = rs_card(sc, "inga", 0), candamir = rs_card(sc, "candamir", 0);
        seat_prince(sc, 1);
        if (units) {
            rs_to_site(sc, 1, candamir, 5, 1); /* 5 points */
            rs_to_site(sc, 1, inga, 5, 2);     /* 4 */
            rs_to_site(sc, 1, austin, 5, 3);   /* 3 */
        }
        rs_make_city(sc, 0, 5);
        rs_to_actions(sc);
        rs_to_hand(sc, 0, monument);
        rs_fill(sc, 0, 2);
        sc->s.stars[0] = 1;
        assert_false(rs_is_legal(sc, 0, "build c%d t5 top", monument)); /* 2 stars */
        sc->s.stars[0] = 2;
        RS_PLAY(sc, 0, "build c%d t5 top", monument);
        rs_gain_up(sc);
        assert_int_equal(sc->s.stars[0], 0);
        assert_int_equal(rv_in_hand(&sc->s, 0, inga), units);
        assert_int_equal(rv_site_card(&sc->s, 1, 5 * RV_SITES + 2), RV_NONE); /* Inga's site empty */
        if (units) {
            assert_int_equal(rv_site_card(&sc->s, 1, 5 * RV_SITES + 1), candamir);
            assert_int_equal(rv_site_card(&sc->s, 1, 5 * RV_SITES + 3), austin);
        }
        assert_int_equal(rv_site_card(&sc->s, 1, 5 * RV_SITES + 0), prince); /* never changes over */
        rs_check(sc);
        rs_free(sc);
    }
}

/* the Insurrection asks each player with a building costing 2 resources or more for
 * one (the active player first): under a draw stack, or 1 star paid (the Public Feeling); a player
 * without such a building is not asked; the card goes back under the event stack's top 4 cards */
static void test_insurrection(void **u) {
    (void)u;
    for (int star = 0; star < 2; star++) {
        rs_scenario *sc = prosperity();
        int theater = rs_card(sc, "theater", 0), school = rs_card(sc, "village_school", 0);
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, theater, 5, 1);  /* 4 resources */
        rs_to_site(sc, 0, school, 5, 2);   /* 2 resources */
        sc->s.stars[0] = (uint8_t)star;
        int e = rs_event_id(sc, "insurrection");
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
        RS_PLAY(sc, CTN_CHANCE, "event e%d insurrection", e);
        assert_int_equal(sc->s.phase, RV_PH_INSURRECTION);
        assert_int_equal(sc->s.actor, 0);
        assert_int_equal(sc->s.insurgents, 1); /* blue holds no such building */
        assert_int_equal(rs_is_legal(sc, 0, "decline"), star);
        rs_check(sc);
        if (star) {
            RS_PLAY(sc, 0, "decline");
            assert_int_equal(sc->s.stars[0], 0);
            assert_int_equal(rv_site_card(&sc->s, 0, 5 * RV_SITES + 1), theater);
        } else {
            RS_PLAY(sc, 0, "remove x%d", 5 * RV_SITES + 2);
            RS_PLAY(sc, 0, "bury s3");
            assert_int_equal(rv_site_card(&sc->s, 0, 5 * RV_SITES + 2), RV_NONE);
        }
        assert_int_equal(sc->s.insurgents, 0);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        int back = 0;
        for (int i = 0; i < RV_EV_BACK; i++) back += sc->s.ev_back[i] == e + 1 && sc->s.ev_depth[i] == 4;
        assert_int_equal(back, 1);
        rs_check(sc);
        rs_free(sc);
    }
}

/* the Public Feeling's star spares its owner the Riots. The Riots are no event of the
 * Prosperity theme game (a tournament of the Eras of Turmoil and Prosperity holds both), so the
 * Era of Turmoil's theme game is given the era's cards' flag here: with a star blue declines, his
 * unit stays; without one he is not offered it */
static void test_feeling_against_riots(void **u) {
    (void)u;
    for (int star = 0; star < 2; star++) {
        rs_scenario *sc = rs_new_mode(5, RV_MODE_TURMOIL);
        ((rv_data *)(uintptr_t)rv_data_of(sc->g))->eras |= 1u << RV_SET_PROSPERITY;
        int sebastian = rs_card(sc, "sebastian", 0), candamir = rs_card(sc, "candamir", 0);
        rs_to_hand(sc, 0, sebastian); /* used: offered to nobody */
        rv_hand_del(&sc->s, 0, sebastian);
        sc->s.discard[sebastian >> 6] |= 1ull << (sebastian & 63);
        rs_to_site(sc, 1, candamir, 5, 1);
        sc->s.stars[1] = (uint8_t)star;
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
        RS_PLAY(sc, CTN_CHANCE, "event e%d riots", rs_event_id(sc, "riots"));
        assert_int_equal(sc->s.phase, RV_PH_RIOTS);
        assert_int_equal(sc->s.actor, 1);
        assert_int_equal(rs_is_legal(sc, 1, "decline"), star);
        if (star) {
            RS_PLAY(sc, 1, "decline");
            assert_int_equal(sc->s.stars[1], 0);
            assert_int_equal(rv_site_card(&sc->s, 1, 5 * RV_SITES + 1), candamir);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* the Public Feeling's second use: once a turn, in the action phase, 2 stars for 1 resource
 * of choice (`feeling <resource>`); not with 1 star, not twice, not without room */
static void test_feeling_use(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    rs_to_actions(sc);
    sc->s.stars[0] = 1;
    assert_false(rs_is_legal(sc, 0, "feeling ore")); /* 1 star */
    sc->s.stars[0] = 3;
    rs_fill(sc, 0, 3);
    assert_false(rs_is_legal(sc, 0, "feeling ore")); /* no room */
    rs_fill(sc, 0, 0);
    int ore = rs_total(sc, 0, RV_ORE);
    RS_PLAY(sc, 0, "feeling ore");
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, RV_ORE), ore + 1);
    assert_int_equal(sc->s.stars[0], 1);
    assert_int_equal(rs_total(sc, 0, -1), 1);
    sc->s.stars[0] = 3;
    assert_false(rs_is_legal(sc, 0, "feeling wool")); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_court_astrologer),
        cmocka_unit_test(test_astrologer_state),
        cmocka_unit_test(test_monument),
        cmocka_unit_test(test_insurrection),
        cmocka_unit_test(test_feeling_use),
        cmocka_unit_test(test_feeling_against_riots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
