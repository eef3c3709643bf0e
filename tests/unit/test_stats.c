/* test_stats.c — unit tests of the tournament statistics (include/catan/stats.h): Wilson
 * intervals, the fair-share test, Elo-style ratings (Bradley–Terry by MM) and per-bot tallies.
 *
 * Reference values were computed independently of this code, in python3:
 * - Wilson intervals from the textbook formula (centre +- half-width) with
 *   z = statistics.NormalDist().inv_cdf(0.975) = 1.9599639845400536; 0/10 -> [0, 0.2775] is also
 *   the value tabulated in the literature (e.g. Brown, Cai & DasGupta 2001).
 * - Score-test p-values as math.erfc(|z| / sqrt(2)).
 * - Ratings by Newton's method on the Bradley–Terry log-likelihood (not the MM iteration used
 *   here), with the same virtual wins per pair, mean fixed at 1500; and the closed forms
 *   400 log10(760/240) = 200.24 for two bots and 400 log10 2 = 120.41 per factor two.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/stats.h"

#define NEAR(x, want, tol) assert_true((x) > (want) - (tol) && (x) < (want) + (tol))

static void test_wilson_known_values(void **state) {
    (void)state;
    static const struct {
        uint64_t k, n;
        double low, high;
    } cases[] = {
        {0, 10, 0.0, 0.277532799863},
        {5, 10, 0.236593090513, 0.763406909487},
        {90, 100, 0.825634338495, 0.944770862939},
        {1000, 1000, 0.996173241514, 1.0},
        {1, 1, 0.206549314377, 1.0},
        {250, 1000, 0.224153098984, 0.277760280259},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ctn_interval ci = ctn_wilson_interval(cases[i].k, cases[i].n, CTN_Z95);
        NEAR(ci.low, cases[i].low, 1e-9);
        NEAR(ci.high, cases[i].high, 1e-9);
    }
}

static void test_wilson_edges(void **state) {
    (void)state;
    ctn_interval ci = ctn_wilson_interval(0, 0, CTN_Z95);
    assert_true(ci.low == 0.0 && ci.high == 1.0);
    ci = ctn_wilson_interval(0, 10, CTN_Z95);
    assert_true(ci.low == 0.0); /* exactly, not a rounding error below it */
    ci = ctn_wilson_interval(1000, 1000, CTN_Z95);
    assert_true(ci.high == 1.0);
    ci = ctn_wilson_interval(12, 10, CTN_Z95); /* more successes than trials: clamped */
    assert_true(ci.high == 1.0 && ci.low > 0.6);
    for (uint64_t k = 0; k <= 50; k++) { /* always contains the observed rate */
        ci = ctn_wilson_interval(k, 50, CTN_Z95);
        assert_true(ci.low <= (double)k / 50 && (double)k / 50 <= ci.high);
    }
}

static void test_share_test(void **state) {
    (void)state;
    ctn_share_test t = ctn_share_test_run(300, 1000, 0.25);
    NEAR(t.rate, 0.3, 1e-12);
    NEAR(t.z, 3.651483716701107, 1e-9);
    NEAR(t.p_value, 0.00026072963285531743, 1e-9);
    assert_int_equal(t.direction, 1);
    t = ctn_share_test_run(200, 1000, 0.25);
    NEAR(t.z, -3.651483716701107, 1e-9);
    assert_int_equal(t.direction, -1);
    t = ctn_share_test_run(250, 1000, 0.25);
    NEAR(t.p_value, 1.0, 1e-12);
    assert_int_equal(t.direction, 0);
    t = ctn_share_test_run(0, 0, 0.25);
    assert_true(t.p_value == 1.0 && t.direction == 0 && t.rate == 0.0);
}

/* The score test and the Wilson interval agree: the interval excludes the fair share exactly when
 * the test rejects at 5%. */
static void test_share_test_matches_interval(void **state) {
    (void)state;
    for (uint64_t k = 0; k <= 200; k++) {
        ctn_share_test t = ctn_share_test_run(k, 200, 0.25);
        int excluded = t.ci.low > 0.25 || t.ci.high < 0.25;
        if (t.p_value > 0.0501 || t.p_value < 0.0499) /* away from the boundary itself */
            assert_int_equal(excluded, t.p_value < 0.05);
    }
}

static void test_elo_two_bots(void **state) {
    (void)state;
    double wins[4] = {0, 760, 240, 0}, r[2];
    assert_int_equal(ctn_elo_fit(2, wins, 0.0, r), 0);
    NEAR(r[0] - r[1], 200.24094022767414, 1e-6); /* 400 log10(760 / 240) */
    NEAR(r[0] + r[1], 3000.0, 1e-9);
    assert_int_equal(ctn_elo_fit(2, wins, CTN_ELO_PRIOR, r), 0);
    NEAR(r[0], 1599.9968275358333, 1e-6);
    NEAR(r[1], 1400.0031724641667, 1e-6);
    NEAR(ctn_elo_expected(r[0], r[1]), 0.76, 0.001);
}

static void test_elo_symmetric(void **state) {
    (void)state;
    double wins[9] = {0, 40, 40, 40, 0, 40, 40, 40, 0}, r[3];
    assert_int_equal(ctn_elo_fit(3, wins, CTN_ELO_PRIOR, r), 0);
    for (int i = 0; i < 3; i++) NEAR(r[i], 1500.0, 1e-9);
}

static void test_elo_three_bots(void **state) {
    (void)state;
    /* g = (4, 2, 1): each pair's results in exact proportion, so the fit recovers 400 log10 2 gaps
     */
    double exact[9] = {0, 200, 240, 100, 0, 200, 60, 100, 0}, r[3];
    assert_int_equal(ctn_elo_fit(3, exact, 0.0, r), 0);
    NEAR(r[0], 1620.4119982655925, 1e-6);
    NEAR(r[1], 1500.0, 1e-6);
    NEAR(r[2], 1379.5880017344075, 1e-6);
    assert_int_equal(ctn_elo_fit(3, exact, CTN_ELO_PRIOR, r), 0);
    NEAR(r[0], 1619.915882, 1e-5);
    NEAR(r[1], 1500.0, 1e-5);
    NEAR(r[2], 1380.084118, 1e-5);
    /* results that no model fits exactly */
    double rough[9] = {0, 30, 40, 20, 0, 25, 5, 15, 0};
    assert_int_equal(ctn_elo_fit(3, rough, CTN_ELO_PRIOR, r), 0);
    NEAR(r[0], 1623.446567, 1e-5);
    NEAR(r[1], 1510.174345, 1e-5);
    NEAR(r[2], 1366.379088, 1e-5);
}

static void test_elo_extremes(void **state) {
    (void)state;
    double shutout[4] = {0, 10, 0, 0}, r[3];
    assert_int_equal(ctn_elo_fit(2, shutout, CTN_ELO_PRIOR, r), 0); /* finite thanks to the prior */
    NEAR(r[0], 1764.443859, 1e-5);
    NEAR(r[1], 1235.556141, 1e-5);
    assert_int_equal(ctn_elo_fit(2, shutout, 0.0, r), 0); /* no finite fit: bounded */
    assert_true(r[0] > r[1] && r[0] - r[1] <= 2 * 5212.0);
    double idle[9] = {0, 5, 0, 5, 0, 0, 0, 0, 0}; /* bot 2 has no results */
    assert_int_equal(ctn_elo_fit(3, idle, CTN_ELO_PRIOR, r), 0);
    assert_true(r[2] == 1500.0);
    NEAR(r[0], 1500.0, 1e-9);
    assert_int_equal(ctn_elo_fit(1, idle, CTN_ELO_PRIOR, r), 0);
    assert_true(r[0] == 1500.0);
    assert_int_equal(ctn_elo_fit(0, idle, CTN_ELO_PRIOR, r), -1);
    assert_int_equal(ctn_elo_fit(CTN_ELO_MAX_BOTS + 1, idle, CTN_ELO_PRIOR, r), -1);
    assert_int_equal(ctn_elo_fit(2, idle, -1.0, r), -1);
}

static void test_elo_deterministic(void **state) {
    (void)state;
    double rough[9] = {0, 30, 40, 20, 0, 25, 5, 15, 0}, a[3], b[3];
    ctn_elo_fit(3, rough, CTN_ELO_PRIOR, a);
    ctn_elo_fit(3, rough, CTN_ELO_PRIOR, b);
    assert_memory_equal(a, b, sizeof a);
}

static void test_tally_names(void **state) {
    (void)state;
    ctn_tally t;
    ctn_tally_init(&t);
    assert_int_equal(ctn_tally_add(&t, "random"), 0);
    assert_int_equal(ctn_tally_add(&t, "mcts:iters=100"), 1);
    assert_int_equal(ctn_tally_add(&t, "random"), 0);
    assert_int_equal(ctn_tally_find(&t, "mcts:iters=100"), 1);
    assert_int_equal(ctn_tally_find(&t, "heuristic"), -1);
    char long_name[CTN_TALLY_NAME_MAX + 1];
    memset(long_name, 'x', sizeof long_name - 1);
    long_name[CTN_TALLY_NAME_MAX] = 0;
    assert_int_equal(ctn_tally_add(&t, long_name), -1);
    char name[16];
    for (int i = 2; i < CTN_TALLY_MAX_BOTS; i++) {
        snprintf(name, sizeof name, "bot%d", i);
        assert_int_equal(ctn_tally_add(&t, name), i);
    }
    assert_int_equal(ctn_tally_add(&t, "one too many"), -1);
}

/* A 4-seat game: seats hold bots A, B, A, C; seat 2 (an A) wins. */
static void test_tally_game(void **state) {
    (void)state;
    ctn_tally t;
    ctn_tally_init(&t);
    int a = ctn_tally_add(&t, "A"), b = ctn_tally_add(&t, "B"), c = ctn_tally_add(&t, "C");
    int seats[4] = {a, b, a, c};
    int32_t points[4] = {7, 5, 10, 3};
    ctn_tally_game(&t, 4, seats, 2, points);
    assert_int_equal(t.bots[a].games, 2); /* one per seat */
    assert_int_equal(t.bots[a].wins, 1);
    assert_int_equal(t.bots[a].points, 17);
    assert_int_equal(t.bots[b].games, 1);
    assert_int_equal(t.bots[c].points, 3);
    assert_int_equal(t.beat[a][b], 1);
    assert_int_equal(t.beat[a][c], 1);
    assert_int_equal(t.beat[a][a], 0);      /* no result against itself */
    assert_int_equal(t.beat[b][c], 0);      /* losers are not ranked */
    ctn_tally_game(&t, 4, seats, -1, NULL); /* undecided: played, no winner */
    assert_int_equal(t.bots[a].games, 4);
    assert_int_equal(t.bots[a].wins, 1);
    assert_int_equal(t.bots[a].points, 17);
}

static void tally_play(ctn_tally *t, const char *x, const char *y, int x_wins, int y_wins) {
    int seats[2] = {ctn_tally_add(t, x), ctn_tally_add(t, y)};
    for (int i = 0; i < x_wins; i++) ctn_tally_game(t, 2, seats, 0, NULL);
    for (int i = 0; i < y_wins; i++) ctn_tally_game(t, 2, seats, 1, NULL);
}

/* Merging matches names, in any order, and gives the same ratings as one tally of everything. */
static void test_tally_merge_and_ratings(void **state) {
    (void)state;
    ctn_tally all, one, two, merged, merged_other_way;
    ctn_tally_init(&all), ctn_tally_init(&one), ctn_tally_init(&two);
    tally_play(&all, "A", "B", 200, 100);
    tally_play(&all, "B", "C", 200, 100);
    tally_play(&all, "A", "C", 240, 60);
    tally_play(&one, "A", "B", 200, 100);
    tally_play(&one, "A", "C", 100, 20);
    tally_play(&two, "C", "B", 100, 200); /* C first: another index order */
    tally_play(&two, "C", "A", 40, 140);
    ctn_tally_init(&merged), ctn_tally_init(&merged_other_way);
    assert_int_equal(ctn_tally_merge(&merged, &one), 0);
    assert_int_equal(ctn_tally_merge(&merged, &two), 0);
    assert_int_equal(ctn_tally_merge(&merged_other_way, &two), 0);
    assert_int_equal(ctn_tally_merge(&merged_other_way, &one), 0);
    double r_all[3], r_merged[3], r_other[3];
    ctn_tally_ratings(&all, r_all);
    ctn_tally_ratings(&merged, r_merged);
    ctn_tally_ratings(&merged_other_way, r_other);
    assert_memory_equal(&all, &merged, sizeof all);
    assert_memory_equal(r_all, r_merged, sizeof r_all);
    int a = ctn_tally_find(&merged_other_way, "A"), b = ctn_tally_find(&merged_other_way, "B"),
        c = ctn_tally_find(&merged_other_way, "C");
    NEAR(r_other[a], r_all[0], 1e-9);
    NEAR(r_other[b], r_all[1], 1e-9);
    NEAR(r_other[c], r_all[2], 1e-9);
    NEAR(r_all[0], 1619.915882, 1e-5); /* as test_elo_three_bots */
    assert_true(r_all[0] > r_all[1] && r_all[1] > r_all[2]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wilson_known_values),
        cmocka_unit_test(test_wilson_edges),
        cmocka_unit_test(test_share_test),
        cmocka_unit_test(test_share_test_matches_interval),
        cmocka_unit_test(test_elo_two_bots),
        cmocka_unit_test(test_elo_symmetric),
        cmocka_unit_test(test_elo_three_bots),
        cmocka_unit_test(test_elo_extremes),
        cmocka_unit_test(test_elo_deterministic),
        cmocka_unit_test(test_tally_names),
        cmocka_unit_test(test_tally_game),
        cmocka_unit_test(test_tally_merge_and_ratings),
    };
    return cmocka_run_group_tests_name("stats", tests, NULL, NULL);
}
