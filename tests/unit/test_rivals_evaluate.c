/* test_rivals_evaluate.c — the Rivals search evaluation (src/rules/rivals/rivals_evaluate.c):
 * the features of the starting position counted by hand, a booster's regions, the stages by the
 * points the leader still needs, more resources and a city valued higher, and the evaluation
 * symmetric between the players (swapping the two principalities, hands and the turn swaps the
 * values) in positions of random games of every mode. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

static void features(rs_scenario *sc, double f[RV_PLAYERS][RV_FEAT_COUNT]) {
    rv_eval_features(rv_data_of(sc->g), &sc->s, f);
}

static int32_t lead(rs_scenario *sc, int p) {
    int32_t v[RV_PLAYERS];
    rv_evaluate(sc->g, (const ctn_state *)&sc->s, v);
    return v[p] - v[1 - p];
}

/* R§3: two settlements, a road, six regions with one of each resource but gold, three cards. */
static void test_start_features(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    double f[RV_PLAYERS][RV_FEAT_COUNT];
    features(sc, f);
    for (int p = 0; p < RV_PLAYERS; p++) {
        assert_true(f[p][RV_FEAT_POINTS] == 2);
        assert_true(f[p][RV_FEAT_RESOURCES] == 5 && f[p][RV_FEAT_RES_OVER_7] == 0);
        assert_true(f[p][RV_FEAT_GOLD] == 0 && f[p][RV_FEAT_KINDS] == 5);
        assert_true(f[p][RV_FEAT_HAND] == 3);
        assert_true(f[p][RV_FEAT_SETTLEMENTS] == 2 && f[p][RV_FEAT_CITIES] == 0);
        assert_true(f[p][RV_FEAT_ROADS] == 1 && f[p][RV_FEAT_REGIONS] == 6);
        assert_true(f[p][RV_FEAT_EXPANSIONS] == 0 && f[p][RV_FEAT_FREE_SITES] == 4);
        assert_true(f[p][RV_FEAT_BOOSTED] == 0);
        assert_true(f[p][RV_FEAT_STRENGTH_ADV] == 0 && f[p][RV_FEAT_TRADE_ADV] == 0);
    }
    assert_true(f[0][RV_FEAT_TO_MOVE] == 1 && f[1][RV_FEAT_TO_MOVE] == 0);
    /* the intro is won at 7: the leader needs 5 */
    assert_int_equal(rv_eval_stage(rv_data_of(sc->g), &sc->s), 1);
    rs_free(sc);
}

/* A booster beside its region: one boosted region, an expansion, a free site fewer; the
 * resources counted and more of them, gold and over 7 too. */
static void test_booster_and_resources(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int t = 0;
    while (sc->s.pr[0].town[t] != 1) t++;
    uint32_t near = rv_site_regions(t, 1);
    int region = rv_region_at(&sc->s, 0, __builtin_ctz(near));
    int res = ctn_rivals_regions[region].resource;
    static const char *const BOOSTERS[] = {[RV_LUMBER] = "lumber_camp", [RV_BRICK] = "brick_factory",
                                           [RV_WOOL] = "weavers_shop", [RV_GRAIN] = "grain_mill",
                                           [RV_ORE] = "iron_foundry", [RV_GOLD] = NULL};
    if (res == RV_GOLD) { /* the other region on the side */
        region = rv_region_at(&sc->s, 0, 31 - __builtin_clz(near));
        res = ctn_rivals_regions[region].resource;
    }
    rs_to_site(sc, 0, rs_card(sc, BOOSTERS[res], 0), t, 1);
    rv_set_stock(&sc->s, region, 3);
    double f[RV_PLAYERS][RV_FEAT_COUNT];
    features(sc, f);
    assert_true(f[0][RV_FEAT_BOOSTED] == 1 && f[0][RV_FEAT_EXPANSIONS] == 1);
    assert_true(f[0][RV_FEAT_FREE_SITES] == 3 && f[0][RV_FEAT_RESOURCES] == 7);
    rs_fill(sc, 0, 2);
    features(sc, f);
    assert_true(f[0][RV_FEAT_RESOURCES] == 12 && f[0][RV_FEAT_RES_OVER_7] == 5);
    assert_true(f[0][RV_FEAT_GOLD] == 2 && f[0][RV_FEAT_KINDS] == 6);
    rs_check(sc);
    rs_free(sc);
}

/* Resources held and a city are worth something, by the weights fitted. */
static void test_more_is_better(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int32_t before = lead(sc, 0);
    rs_fill(sc, 0, 1);
    int32_t richer = lead(sc, 0);
    assert_true(richer > before);
    int t = 0;
    while (sc->s.pr[1].town[t] != 1) t++;
    int32_t blue = lead(sc, 1);
    rs_make_city(sc, 1, t);
    assert_true(lead(sc, 1) > blue);
    rs_check(sc);
    rs_free(sc);
}

/* The leader's points to go make the stage: 8 or more 0, 5-7 1, 3-4 2, 2 or fewer 3. */
static void test_stages(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(5, RV_MODE_DUEL); /* 13 to win, 2 each: 11 to go */
    assert_int_equal(rv_eval_stage(rv_data_of(sc->g), &sc->s), 0);
    rs_free(sc);
    sc = rs_new(5); /* 7 to win */
    int t = 0;
    while (sc->s.pr[1].town[t] != 1) t++;
    rs_make_city(sc, 1, t); /* 3: 4 to go */
    assert_int_equal(rv_eval_stage(rv_data_of(sc->g), &sc->s), 2);
    rs_free(sc);
}

/* The same position with the players' seats exchanged. */
static void swap_seats(rv_state *s) {
    rv_principality pr = s->pr[0];
    s->pr[0] = s->pr[1], s->pr[1] = pr;
    ctn_rivals_derive(s); /* the region index follows its principalities */
    for (int w = 0; w < 2; w++) {
        uint64_t h = s->hand[0][w];
        s->hand[0][w] = s->hand[1][w], s->hand[1][w] = h;
    }
    uint8_t k = s->hidden_hand[0];
    s->hidden_hand[0] = s->hidden_hand[1], s->hidden_hand[1] = k;
    uint8_t laid[2]; /* the buildings under Bran and Judith go with their principality */
    memcpy(laid, s->laid[0], sizeof laid);
    memcpy(s->laid[0], s->laid[1], sizeof laid);
    memcpy(s->laid[1], laid, sizeof laid);
    memcpy(laid, s->tavern[0], sizeof laid); /* so does a Red Light Tavern */
    memcpy(s->tavern[0], s->tavern[1], sizeof laid);
    memcpy(s->tavern[1], laid, sizeof laid);
    memcpy(laid, s->hold[0], sizeof laid); /* and a Barbarian Stronghold */
    memcpy(s->hold[0], s->hold[1], sizeof laid);
    memcpy(s->hold[1], laid, sizeof laid);
    for (int j = 0; j < 2; j++) { /* the cards by the fields */
        uint8_t f = s->fields[0][j], a = s->fields_at[0][j];
        s->fields[0][j] = s->fields[1][j], s->fields_at[0][j] = s->fields_at[1][j];
        s->fields[1][j] = f, s->fields_at[1][j] = a;
    }
    uint8_t side = s->brewery_side[0];
    s->brewery_side[0] = s->brewery_side[1], s->brewery_side[1] = side;
    uint8_t turned[3][RV_ROT_SLOTS]; /* the cards turned to a level, with their regions and levels */
    uint8_t(*const rot[3])[RV_ROT_SLOTS] = {s->rot, s->rot_at, s->rot_level};
    for (int f = 0; f < 3; f++) {
        memcpy(turned[f], rot[f][0], sizeof turned[f]);
        memcpy(rot[f][0], rot[f][1], sizeof turned[f]);
        memcpy(rot[f][1], turned[f], sizeof turned[f]);
    }
    memcpy(laid, s->camp[0], sizeof laid); /* so does a Brigand Camp */
    memcpy(s->camp[0], s->camp[1], sizeof laid);
    memcpy(s->camp[1], laid, sizeof laid);
    memcpy(laid, s->station[0], sizeof laid); /* and a Trading Station on a city site */
    memcpy(s->station[0], s->station[1], sizeof laid);
    memcpy(s->station[1], laid, sizeof laid);
    uint8_t(*const posts[2])[2] = {s->post, s->post_at}; /* Trading Posts on their owner's roads */
    for (int f = 0; f < 2; f++) {
        memcpy(laid, posts[f][0], sizeof laid);
        memcpy(posts[f][0], posts[f][1], sizeof laid);
        memcpy(posts[f][1], laid, sizeof laid);
    }
    uint8_t comps[RV_RC_SLOTS]; /* the Era of Prosperity's road complements */
    uint8_t(*const comp[2])[RV_RC_SLOTS] = {s->rcomp, s->rcomp_at};
    for (int f = 0; f < 2; f++) {
        memcpy(comps, comp[f][0], sizeof comps);
        memcpy(comp[f][0], comp[f][1], sizeof comps);
        memcpy(comp[f][1], comps, sizeof comps);
    }
    memcpy(laid, s->hideout[0], sizeof laid); /* and a Thieves' Hideout by a region */
    memcpy(s->hideout[0], s->hideout[1], sizeof laid);
    memcpy(s->hideout[1], laid, sizeof laid);
    s->current = (uint8_t)(1 - s->current);
}

/* Random games of every mode: at each of their positions the values swap with the seats. */
static void test_symmetric(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS];
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        rs_scenario *sc = rs_new_mode(7 + (uint64_t)mode, mode);
        ctn_rng rng;
        ctn_rng_seed(&rng, 11);
        ctn_state *st = (ctn_state *)&sc->s;
        for (int step = 0; step < 3000 && !ctn_game_is_terminal(sc->g, st); step++) {
            int p = ctn_actors_pick(ctn_game_actors(sc->g, st));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(sc->g, st);
            } else {
                int n = ctn_game_legal(sc->g, st, p, CTN_LEGAL_NO_OFFERS, list);
                assert_true(n > 0);
                a = list[ctn_rng_below(&rng, (uint32_t)n)];
            }
            ctn_game_apply(sc->g, st, p, a);
            int32_t v[2], w[2];
            rv_evaluate(sc->g, st, v);
            rv_state mirror = sc->s;
            swap_seats(&mirror);
            rv_evaluate(sc->g, (const ctn_state *)&mirror, w);
            assert_int_equal(v[0], w[1]);
            assert_int_equal(v[1], w[0]);
        }
        rs_free(sc);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_features), cmocka_unit_test(test_booster_and_resources),
        cmocka_unit_test(test_more_is_better), cmocka_unit_test(test_stages),
        cmocka_unit_test(test_symmetric),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
