/* test_struggle_rules_costs.c — scenario tests of docs/rules/struggle.md §2 (costs; points: a
 * settlement 1, a city 2, an expansion 3 or 4, road and knight stacks of n cards ⌊n/2⌋ from their
 * B-sides; substitution: any required card may be replaced by 3 identical cards of another
 * resource) and §8 (the two-step build: the build first, then one of the listed payments, each
 * distinct set of cards once; a single payment is forced; paid cards go to the discard pile).
 * The payments listed are compared with a brute-force enumeration over random hands.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* §2: the cost table. */
static void test_costs(void **state) {
    (void)state;
    static const uint8_t want[ST_BUILD_COUNT][CTN_RESOURCE_COUNT] = {
        /* lumber, brick, wool, grain, ore */
        [ST_BUILD_ROAD] = {1, 1, 0, 0, 0},   [ST_BUILD_SETTLEMENT] = {1, 1, 1, 1, 0},
        [ST_BUILD_CITY] = {0, 0, 0, 2, 3},   [ST_BUILD_EXPANSION] = {0, 0, 3, 0, 1},
        [ST_BUILD_KNIGHT] = {0, 0, 1, 1, 1},
    };
    assert_memory_equal(ctn_struggle_costs, want, sizeof want);
}

/* §2: points of every kind of card; stacks alternate A, B, A, ...: n cards score ⌊n/2⌋. */
static void test_points(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(6, "");
    assert_int_equal(ss_vp(sc, 0), 1);
    static const int road_points[] = {0, 0, 1, 1, 2, 2, 3};
    for (int n = 0; n <= 6; n++) {
        ss_set_roads(sc, 0, n);
        assert_int_equal(ss_vp(sc, 0), 1 + road_points[n]);
    }
    ss_set_roads(sc, 0, 1);
    for (int n = 0; n <= 5; n++) {
        ss_set_knights(sc, 0, n);
        assert_int_equal(ss_vp(sc, 0), 1 + n / 2);
    }
    ss_set_knights(sc, 0, 0);
    ss_put_settlement(sc, 0);
    assert_int_equal(ss_vp(sc, 0), 2);
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS); /* 2 instead of the settlement's 1 */
    assert_int_equal(ss_vp(sc, 0), 3);
    ss_put_expansion(sc, 0, ST_EXP_LIBRARY); /* 3 instead of the city's 2 */
    assert_int_equal(ss_vp(sc, 0), 4);
    static const int exp_points[ST_EXP_COUNT] = {3, 3, 3, 3, 4, 4};
    for (int e = 1; e < ST_EXP_COUNT; e++) {
        int before = ss_vp(sc, 0);
        ss_put_settlement(sc, 0);
        ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
        ss_put_expansion(sc, 0, e);
        assert_int_equal(ss_vp(sc, 0), before + exp_points[e]);
    }
    assert_int_equal(ss_vp(sc, 0), 1 + 3 + 3 + 3 + 3 + 4 + 4);
    SS_CHECK(sc);
    ss_free(sc);
}

/* §8: the build and its payment are two actions; nothing moves before the payment; the cards
 * paid go to the discard pile. */
static void test_two_step_build(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_hand(sc, 0, 1, 1, 0, 0, 0);
    SS_PLAY(sc, 0, "end_trade");
    uint8_t discard[5];
    memcpy(discard, sc->s.discard, 5);
    int supply = sc->s.road_supply;
    SS_PLAY(sc, 0, "build_road");
    assert_int_equal(sc->s.phase, ST_PHASE_PAY);
    SS_ASSERT_HAND(sc, 0, 1, 1, 0, 0, 0); /* nothing paid yet */
    assert_int_equal(sc->s.roads[0], 1);
    /* the only payment is forced: the list holds exactly it */
    assert_int_equal(ss_count_legal(sc, 0, -1), 1);
    assert_true(ss_legal_has(sc, 0, "pay 1 lumber 1 brick"));
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_build"); /* a chosen build is paid */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "pay 1 lumber");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "pay 2 lumber 1 brick");
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    SS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    SS_ASSERT_CARDS(sc->s.discard, discard[0] + 1, discard[1] + 1, discard[2], discard[3],
                    discard[4]);
    assert_int_equal(sc->s.roads[0], 2);
    assert_int_equal(sc->s.road_supply, supply - 1);
    assert_int_equal(ss_vp(sc, 0), 2); /* the second road lies B-side up: 1 point */
    ss_free(sc);
}

/* A build is offered exactly when some payment exists (§8). */
static void test_build_needs_payment(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    SS_PLAY(sc, 0, "end_trade");
    ss_set_hand(sc, 0, 1, 0, 0, 0, 0);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road");
    ss_set_hand(sc, 0, 0, 3, 0, 0, 0); /* 3 brick cannot stand in for the brick itself */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road");
    ss_set_hand(sc, 0, 0, 4, 0, 0, 0); /* 3 brick for the lumber, 1 brick for the brick */
    SS_PLAY(sc, 0, "build_road");
    assert_int_equal(ss_count_legal(sc, 0, -1), 1);
    SS_PLAY(sc, 0, "pay 4 brick");
    SS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    ss_free(sc);
}

/* §2: substitution, with the payments listed once each. */
static void test_substitution(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    SS_PLAY(sc, 0, "end_trade");
    ss_set_hand(sc, 0, 1, 1, 0, 0, 3);
    SS_PLAY(sc, 0, "build_road");
    assert_int_equal(ss_count_legal(sc, 0, ST_A_PAY), 3);
    assert_true(ss_legal_has(sc, 0, "pay 1 lumber 1 brick"));
    assert_true(ss_legal_has(sc, 0, "pay 1 brick 3 ore"));
    assert_true(ss_legal_has(sc, 0, "pay 1 lumber 3 ore"));
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "pay 6 ore"); /* two triples, but only 3 ore held */
    SS_PLAY(sc, 0, "pay 1 lumber 3 ore");
    SS_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 0);
    /* a city without ore: 9 wool for the 3 ore, or 6 grain/wool mixes are not enough */
    ss_set_hand(sc, 0, 0, 0, 9, 2, 0);
    SS_PLAY(sc, 0, "build_city");
    assert_int_equal(ss_count_legal(sc, 0, ST_A_PAY), 1);
    SS_PLAY(sc, 0, "pay 9 wool 2 grain");
    SS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    assert_int_equal(sc->s.cities[0], 1);
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    while (sc->s.phase != ST_PHASE_BUILD) SS_PLAY(sc, sc->s.actor, "market_pass");
    /* a knight with no wool and no grain: the ore paid directly, or all three by triples (the
     * wool by 3 ore, the ore by 3 lumber or brick): two distinct sets of cards */
    ss_set_hand(sc, 0, 3, 3, 0, 0, 3);
    SS_PLAY(sc, 0, "build_knight");
    assert_int_equal(ss_count_legal(sc, 0, ST_A_PAY), 2);
    assert_true(ss_legal_has(sc, 0, "pay 3 lumber 3 brick 1 ore"));
    SS_PLAY(sc, 0, "pay 3 lumber 3 brick 3 ore");
    SS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    assert_int_equal(sc->s.knights[0], 1);
    ss_free(sc);
}

/* ---- the payments against a brute force ---- */

typedef struct {
    uint8_t paid[512][CTN_RESOURCE_COUNT];
    int n;
} pay_set;

static void add_unique(pay_set *ps, const uint8_t *paid) {
    for (int i = 0; i < ps->n; i++)
        if (memcmp(ps->paid[i], paid, CTN_RESOURCE_COUNT) == 0) return;
    assert_true(ps->n < 512);
    memcpy(ps->paid[ps->n++], paid, CTN_RESOURCE_COUNT);
}

/* Every way to pay the cost's cards one by one: each directly or by 3 identical cards of another
 * resource (§2); kept when the hand holds the cards. */
static void brute(const uint8_t *hand, const int *cards, int k, int ncards, uint8_t *paid,
                  pay_set *out) {
    if (k == ncards) {
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            if (paid[r] > hand[r]) return;
        add_unique(out, paid);
        return;
    }
    for (int x = 0; x < CTN_RESOURCE_COUNT; x++) {
        int n = x == cards[k] ? 1 : 3;
        paid[x] = (uint8_t)(paid[x] + n);
        brute(hand, cards, k + 1, ncards, paid, out);
        paid[x] = (uint8_t)(paid[x] - n);
    }
}

static void test_payments_brute_force(void **state) {
    (void)state;
    ss_scenario *base = ss_new(5, ""); /* 134 cards: room for large hands */
    ss_put_settlement(base, 0);
    ss_put_city(base, 0, ST_EVENT_BRIGANDS); /* a settlement and a city: every kind buildable */
    SS_PLAY(base, 0, "end_trade");
    ctn_rng rng;
    ctn_rng_seed(&rng, 31);
    static const char *const builds[ST_BUILD_COUNT] = {
        "build_road", "build_settlement", "build_city", "build_expansion church", "build_knight"};
    int listed = 0, affordable = 0;
    for (int iter = 0; iter < 400; iter++) {
        ss_scenario sc = *base;
        int h[CTN_RESOURCE_COUNT];
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            h[r] = (int)ctn_rng_below(&rng, iter % 2 ? 10 : 5);
        ss_set_hand(&sc, 0, h[0], h[1], h[2], h[3], h[4]);
        for (int kind = 0; kind < ST_BUILD_COUNT; kind++) {
            int cards[8], ncards = 0;
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
                for (int i = 0; i < ctn_struggle_costs[kind][r]; i++) cards[ncards++] = r;
            pay_set want = {.n = 0};
            uint8_t paid[CTN_RESOURCE_COUNT] = {0};
            brute(sc.s.hand[0], cards, 0, ncards, paid, &want);
            ss_scenario try = sc;
            int legal = ss_is_legal(&try, 0, "%s", builds[kind]);
            if (legal != (want.n > 0))
                fail_msg("hand {%d %d %d %d %d}: %s legal %d, payments %d", h[0], h[1], h[2], h[3],
                         h[4], builds[kind], legal, want.n);
            if (!legal) continue;
            affordable++;
            SS_PLAY(&try, 0, "%s", builds[kind]);
            static ctn_action list[CTN_MAX_ACTIONS];
            int n = ctn_game_legal(try.g, (const ctn_state *)&try.s, 0, CTN_LEGAL_ALL, list);
            if (n != want.n)
                fail_msg("hand {%d %d %d %d %d}, %s: %d payments listed, %d exist", h[0], h[1],
                         h[2], h[3], h[4], builds[kind], n, want.n);
            for (int i = 0; i < want.n; i++) {
                ctn_action pay = ctn_struggle_pay_action(want.paid[i]);
                int found = 0;
                for (int k = 0; k < n; k++) found |= list[k] == pay;
                if (!found)
                    fail_msg("hand {%d %d %d %d %d}, %s: '%s' not listed", h[0], h[1], h[2], h[3],
                             h[4], builds[kind], ss_text(&try, pay));
                listed++;
            }
        }
    }
    assert_true(affordable > 300 && listed > affordable); /* substitutions were exercised */
    ss_free(base);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_costs),          cmocka_unit_test(test_points),
        cmocka_unit_test(test_two_step_build), cmocka_unit_test(test_build_needs_payment),
        cmocka_unit_test(test_substitution),   cmocka_unit_test(test_payments_brute_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
