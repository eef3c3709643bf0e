/* test_classic_evaluate.c — the Classic evaluation that search bots use where a rollout stops
 * (src/rules/classic/classic_evaluate.c): each feature read off a known position on the beginner
 * board (production pips per resource, kinds, the robber's hex, what the hand pays for, free spots,
 * the turn order, the special cards), the stage of the game by the leader's points, that the value
 * is the weighted sum of the features in thousandths, and that the value moves the right way when
 * the position gets better or worse for one player only.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/game.h"
#include "classic_scenario.h"
#include "rules/classic/classic_internal.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

static const cl_state *state_of(const cs_scenario *sc) {
    return &sc->s;
}

static void features(const cs_scenario *sc, int p, double f[CL_FEAT_COUNT]) {
    cl_eval_features(sc->g, state_of(sc), p, f);
}

static void values(const cs_scenario *sc, int32_t v[CTN_MAX_PLAYERS]) {
    cl_evaluate(sc->g, (const ctn_state *)state_of(sc), v);
}

/* The hex of one terrain and number (the beginner board has each pair once). */
static int hex_with(const cs_scenario *sc, int terrain, int number) {
    for (int h = 0; h < sc->s.num_hexes; h++)
        if (sc->s.terrain[h] == terrain && sc->s.number[h] == number) return h;
    fail_msg("no hex of terrain %d with number %d", terrain, number);
    return -1;
}

static cs_scenario *standard(void) {
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    return sc;
}

/* Checks a seat's pips per resource (in resource order: L, B, W, G, O) and kinds produced. */
static void expect_production(cs_scenario *sc, int seat, const int pips[CTN_RESOURCE_COUNT], int kinds) {
    double f[CL_FEAT_COUNT];
    features(sc, seat, f);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (f[CL_FEAT_PROD + r] != pips[r])
            fail_msg("seat %d, resource %d: %g pips, expected %d", seat, r, f[CL_FEAT_PROD + r], pips[r]);
    assert_true(f[CL_FEAT_KINDS] == kinds);
}

/* Seat 0's spots on the beginner board: mountains 10, pasture 2, hills 6 and fields 12, hills 6,
 * forest 11 (see cs_setup_standard), so pips lumber 2, brick 5+5, wool 1, grain 1, ore 3. */
static void production_by_resource(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    expect_production(sc, 0, (const int[CTN_RESOURCE_COUNT]){2, 10, 1, 1, 3}, 5);
    /* seat 3: fields 4, pasture 5, pasture 11 and fields 9, forest 11, forest 8 */
    expect_production(sc, 3, (const int[CTN_RESOURCE_COUNT]){2 + 5, 0, 4 + 2, 3 + 4, 0}, 3);
    cs_free(sc);
}

/* A city counts its hexes twice; the robber's hex counts for nobody. */
static void cities_and_the_robber(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    double f[CL_FEAT_COUNT];
    cs_put_city(sc, 0, cs_vertex(sc, 0, -1, CTN_CORNER_N));
    cs_derive(sc);
    features(sc, 0, f);
    assert_true(f[CL_FEAT_PROD + O] == 6);
    assert_true(f[CL_FEAT_PROD + W] == 2);
    assert_true(f[CL_FEAT_PROD + B] == 15);
    assert_true(f[CL_FEAT_SETTLEMENTS] == 1);
    sc->s.robber = (uint8_t)hex_with(sc, CTN_MOUNTAINS, 10); /* under the city */
    features(sc, 0, f);
    assert_true(f[CL_FEAT_PROD + O] == 0);
    assert_true(f[CL_FEAT_PROD + B] == 15);
    assert_true(f[CL_FEAT_KINDS] == 4);
    cs_free(sc);
}

/* What the hand pays for: a city needs a settlement to replace, a settlement a free spot on the
 * player's roads; the cards towards each build are capped at its cost. */
static void hand_features(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    double f[CL_FEAT_COUNT];
    cs_set_hand(sc, 0, 0, 0, 0, 2, 3);
    features(sc, 0, f);
    assert_true(f[CL_FEAT_CITY_READY] == 1);
    assert_true(f[CL_FEAT_CITY_CARDS] == 5);
    assert_true(f[CL_FEAT_SETTLE_CARDS] == 1);
    assert_true(f[CL_FEAT_CARDS] == 5);
    assert_true(f[CL_FEAT_CARDS_OVER] == 0);
    cs_set_hand(sc, 0, 0, 0, 0, 2, 2);
    features(sc, 0, f);
    assert_true(f[CL_FEAT_CITY_READY] == 0);
    assert_true(f[CL_FEAT_CITY_CARDS] == 4);
    cs_set_hand(sc, 0, 3, 3, 3, 0, 0);
    features(sc, 0, f);
    assert_true(f[CL_FEAT_CARDS] == 7);
    assert_true(f[CL_FEAT_CARDS_OVER] == 2);
    assert_true(f[CL_FEAT_SETTLE_CARDS] == 3);
    /* right after the set-up a player's roads reach no free spot: no settlement is ready */
    cs_set_hand(sc, 0, 1, 1, 1, 1, 0);
    features(sc, 0, f);
    assert_true(f[CL_FEAT_SPOTS] == 0);
    assert_true(f[CL_FEAT_SETTLE_READY] == 0);
    assert_true(f[CL_FEAT_SETTLE_CARDS] == 4);
    cs_free(sc);
}

/* A road that reaches a free spot makes a settlement ready and counts the spot. */
static void spots_and_roads(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    double before[CL_FEAT_COUNT], after[CL_FEAT_COUNT];
    features(sc, 0, before);
    int path[16], n = cs_north_zigzag(sc, -1, 0, 1, path);
    assert_true(n >= 4);
    cs_lay(sc, 0, path, 0, 3);
    cs_set_hand(sc, 0, 1, 1, 1, 1, 0);
    features(sc, 0, after);
    assert_true(after[CL_FEAT_ROAD] > before[CL_FEAT_ROAD]);
    assert_true(after[CL_FEAT_SPOTS] >= 1);
    assert_true(after[CL_FEAT_SETTLE_READY] == 1);
    assert_true(after[CL_FEAT_SPOTS] <= 3 && after[CL_FEAT_SPOTS_NEAR] <= 3);
    cs_free(sc);
}

/* The turn order: exactly one of the three seat features for each player but the current one. */
static void turn_order(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    int cur = sc->s.current;
    for (int p = 0; p < 4; p++) {
        double f[CL_FEAT_COUNT];
        features(sc, p, f);
        int seat = (p - cur + 4) % 4;
        for (int k = 1; k <= 3; k++)
            assert_true(f[CL_FEAT_SEAT_1 + k - 1] == (seat == k));
    }
    cs_free(sc);
}

/* The stage goes by the leader's points, hidden ones included: 0 up to 5, then 6–7, 8, 9 and up.
 * Seat 1 climbs from his 2 set-up points with the 5 victory point cards and 2 cities. */
static void stages(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    static const int expected[] = {[2] = 0, [3] = 0, [4] = 0, [5] = 0, [6] = 1, [7] = 1, [8] = 2,
                                   [9] = 3};
    assert_int_equal(cs_vp(sc, 1), 2);
    assert_int_equal(cl_eval_stage(state_of(sc)), 0);
    cs_place first[4], second[4];
    cs_standard_places(sc, first, second);
    for (int target = 3; target <= 9; target++) {
        if (target <= 7)
            cs_give_dev(sc, 1, CL_DEV_VICTORY_POINT, 1);
        else
            cs_put_city(sc, 1, target == 8 ? first[1].vertex : second[1].vertex);
        cs_derive(sc);
        assert_int_equal(cs_vp(sc, 1), target);
        assert_int_equal(cl_eval_stage(state_of(sc)), expected[target]);
    }
    cs_free(sc);
}

/* The value is the weighted sum of the features in thousandths, with the stage's weights. */
static void value_is_the_weighted_sum(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    cs_set_hand(sc, 2, 1, 0, 2, 2, 3);
    cs_give_dev(sc, 3, CL_DEV_KNIGHT, 2);
    for (int round = 0; round < 2; round++) {
        int32_t v[CTN_MAX_PLAYERS];
        values(sc, v);
        int stage = cl_eval_stage(state_of(sc));
        for (int p = 0; p < 4; p++) {
            double f[CL_FEAT_COUNT], sum = 0;
            features(sc, p, f);
            for (int i = 0; i < CL_FEAT_COUNT; i++) sum += cl_eval_weights[i][stage] * f[i];
            assert_true(v[p] - (int32_t)(1000.0 * sum) == 0);
        }
        if (round == 0) cs_give_dev(sc, 0, CL_DEV_VICTORY_POINT, 4); /* 6 points: stage 1 */
    }
    assert_int_equal(cl_eval_stage(state_of(sc)), 1);
    cs_free(sc);
}

/* Better for one player, better in his value and the same for everybody else; points are worth
 * more than anything else in every stage. */
static void value_moves_the_right_way(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    int32_t a[CTN_MAX_PLAYERS], b[CTN_MAX_PLAYERS];
    values(sc, a);
    cs_set_hand(sc, 1, 0, 0, 0, 2, 3); /* a city in hand */
    values(sc, b);
    assert_true(b[1] > a[1]);
    for (int p = 0; p < 4; p++)
        if (p != 1) assert_int_equal(a[p], b[p]);
    cs_give_dev(sc, 2, CL_DEV_VICTORY_POINT, 1);
    values(sc, a);
    assert_true(a[2] > b[2]);
    sc->s.robber = (uint8_t)hex_with(sc, CTN_MOUNTAINS, 10); /* seat 0's ore */
    values(sc, b);
    assert_true(b[0] < a[0]);
    for (int st = 0; st < CL_EVAL_STAGES; st++) {
        double points = cl_eval_weights[CL_FEAT_POINTS][st];
        assert_true(points > 0.5);
        for (int i = 0; i < CL_FEAT_COUNT; i++)
            if (i != CL_FEAT_POINTS) assert_true(cl_eval_weights[i][st] < points);
    }
    cs_free(sc);
}

/* The rule set's table offers the evaluation to search bots. */
static void offered_by_the_rule_set(void **unused) {
    (void)unused;
    cs_scenario *sc = standard();
    const ctn_ruleset *rules = sc->g->rules;
    assert_non_null(rules->evaluate);
    int32_t via_table[CTN_MAX_PLAYERS], direct[CTN_MAX_PLAYERS];
    rules->evaluate(sc->g, (const ctn_state *)state_of(sc), via_table);
    values(sc, direct);
    assert_memory_equal(via_table, direct, 4 * sizeof(int32_t));
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(production_by_resource),
        cmocka_unit_test(cities_and_the_robber),
        cmocka_unit_test(hand_features),
        cmocka_unit_test(spots_and_roads),
        cmocka_unit_test(turn_order),
        cmocka_unit_test(stages),
        cmocka_unit_test(value_is_the_weighted_sum),
        cmocka_unit_test(value_moves_the_right_way),
        cmocka_unit_test(offered_by_the_rule_set),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
