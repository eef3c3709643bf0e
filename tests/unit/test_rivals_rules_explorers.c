/* test_rivals_rules_explorers.c — Rivals for Catan, the theme game of the Age of Enlightenment's
 * Era of Explorers (mode=explorers, docs/rules/rivals.md R§17): its set-up (the era's stacks, the
 * sea areas face down, one explorer ship each), the Explorer Harbor's road site, explorer
 * ships, sail and cannon points and the sea areas' state (check, hash, view),
 * each against the same play in another mode or without the card. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE };

static rs_scenario *explorers(void) { return rs_new_mode(5, RV_MODE_EXPLORERS); }

/* 3 Basic stacks of 12, 2 theme stacks of the era's built draw cards, the
 * Basic events, 12 points; the era's 30 draw and event cards are rows of the table; every sea card
 * face down at level 0 and one explorer ship standing for each player */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    ctn_rivals_state s;
    rs_check_theme_stacks(sc, RV_SET_EXPLORERS, 30, 0, 12, &s);
    assert_int_equal(ctn_rivals_stack_set(sc->g, 3), RV_SET_EXPLORERS);
    for (int p = 0; p < RV_PLAYERS; p++) {
        assert_int_equal(s.ships[p], 1);
        for (int i = 0; i < RV_SEA_CARDS; i++) {
            assert_int_equal(s.sea[p][i], RV_SEA_HIDDEN);
            assert_int_equal(s.sea_level[p][i], 0);
        }
    }
    /* another mode has no sea area */
    rs_scenario *gold = rs_new_mode(5, RV_MODE_GOLD);
    assert_int_equal(gold->s.ships[0] + gold->s.ships[1], 0);
    rs_free(gold);
    rs_free(sc);
}

/* the Explorer Harbor takes the left road site: no road there, so no settlement either;
 * the right side grows as usual. In the Era of Gold both sides are open. */
static void test_harbor_road_site(void **u) {
    (void)u;
    for (int mode = 0; mode < 2; mode++) {
        rs_scenario *sc = rs_new_mode(5, mode ? RV_MODE_EXPLORERS : RV_MODE_GOLD);
        rs_to_actions(sc);
        rs_fill(sc, 0, 2);
        assert_int_equal(rs_is_legal(sc, 0, "road left"), !mode);
        assert_true(rs_is_legal(sc, 0, "road right"));
        RS_PLAY(sc, 0, "road right");
        rs_gain_up(sc);
        assert_true(sc->s.pr[0].roads >> sc->s.pr[0].right & 1);
        rs_free(sc);
    }
}

/* an explorer ship costs 1 lumber and 1 wool; a player stands up his two lying ships, then
 * builds no more; without the wool, or in another era, there is no ship to build */
static void test_explorer_ship(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    rs_to_actions(sc);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, L, 2, 2);
    assert_false(rs_is_legal(sc, 0, "explorer_ship")); /* no wool */
    rs_fill(sc, 0, 2);
    int lumber = rs_total(sc, 0, L), wool = rs_total(sc, 0, W), brick = rs_total(sc, 0, B);
    RS_PLAY(sc, 0, "explorer_ship");
    rs_gain_up(sc);
    assert_int_equal(sc->s.ships[0], 2);
    assert_int_equal(sc->s.ships[1], 1);
    assert_int_equal(rs_total(sc, 0, L), lumber - 1);
    assert_int_equal(rs_total(sc, 0, W), wool - 1);
    assert_int_equal(rs_total(sc, 0, B), brick);
    RS_PLAY(sc, 0, "explorer_ship");
    rs_gain_up(sc);
    assert_int_equal(sc->s.ships[0], RV_MAX_SHIPS);
    rs_fill(sc, 0, 2);
    assert_false(rs_is_legal(sc, 0, "explorer_ship")); /* all three stand */
    rs_check(sc);
    rs_free(sc);
    rs_scenario *gold = rs_new_mode(5, RV_MODE_GOLD);
    rs_to_actions(gold);
    rs_fill(gold, 0, 2);
    assert_false(rs_is_legal(gold, 0, "explorer_ship"));
    rs_free(gold);
}

/* The Armory (1 brick 1 ore: 1 strength, 1 cannon) and the Sailmakers' Shop (1 brick 1 grain: 1
 * commerce, 1 sail) on a settlement's sites: their points join the principality's */
static void test_armory_and_sailmakers(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    rs_to_actions(sc);
    int armory = rs_card(sc, "armory", 0), sailmakers = rs_card(sc, "sailmakers_shop", 0);
    rs_to_hand(sc, 0, armory);
    rs_to_hand(sc, 0, sailmakers);
    rs_fill(sc, 0, 2);
    int strength = ctn_rivals_strength(sc->g, &sc->s, 0), commerce = ctn_rivals_commerce(sc->g, &sc->s, 0), cannons;
    assert_int_equal(rv_sail_points(&sc->s, 0, &cannons), 0);
    assert_int_equal(cannons, 0);
    RS_PLAY(sc, 0, "build c%d t5 top", armory);
    rs_gain_up(sc);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), strength + 1);
    assert_int_equal(rv_sail_points(&sc->s, 0, &cannons), 0);
    assert_int_equal(cannons, 1);
    RS_PLAY(sc, 0, "build c%d t5 bottom", sailmakers);
    rs_gain_up(sc);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), commerce + 1);
    assert_int_equal(rv_sail_points(&sc->s, 0, &cannons), 1);
    assert_int_equal(cannons, 1);
    assert_int_equal(rv_sail_points(&sc->s, 1, &cannons), 0); /* blue's principality */
    rs_check(sc);
    rs_free(sc);
}

/* the Cannon Foundry (1 lumber 1 brick 2 ore: 1 VP, 1 strength, 2 cannons) and the
 * Astronomer (1 brick 1 wool 2 grain: 1 VP, 2 sail) go into a city with their points; one of each
 * in a principality (1x); no city, no Foundry */
static void test_city_cards(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    rs_to_actions(sc);
    int foundry = rs_card(sc, "cannon_foundry", 0), foundry2 = rs_card(sc, "cannon_foundry", 1);
    int astronomer = rs_card(sc, "astronomer", 0);
    rs_to_hand(sc, 0, foundry);
    rs_to_hand(sc, 0, foundry2);
    rs_to_hand(sc, 0, astronomer);
    rs_fill(sc, 0, 3);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", foundry)); /* a settlement */
    rs_make_city(sc, 0, 5);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0), strength = ctn_rivals_strength(sc->g, &sc->s, 0), cannons;
    RS_PLAY(sc, 0, "build c%d t5 top", foundry);
    rs_gain_up(sc);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), strength + 1);
    assert_int_equal(rv_sail_points(&sc->s, 0, &cannons), 0);
    assert_int_equal(cannons, 2);
    rs_fill(sc, 0, 3);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom", foundry2)); /* 1x */
    RS_PLAY(sc, 0, "build c%d t5 bottom", astronomer);
    rs_gain_up(sc);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 2);
    assert_int_equal(rv_sail_points(&sc->s, 0, &cannons), 2);
    assert_int_equal(cannons, 2);
    rs_check(sc);
    rs_free(sc);
}

/* the printed sail and cannon points, none for the other cards */
static void test_sea_points_table(void **u) {
    (void)u;
    static const struct {
        const char *key;
        int sail, cannons;
    } WANT[] = {{"armory", 0, 1}, {"sailmakers_shop", 1, 0}, {"shipyard", 1, 1}, {"cannon_foundry", 0, 2},
                {"astronomer", 2, 0}, {"navigator", 0, 0}, {"toll_bridge", 0, 0}};
    for (size_t i = 0; i < sizeof WANT / sizeof WANT[0]; i++) {
        int cannons = -1, kind = ctn_rivals_card_find(WANT[i].key);
        assert_true(kind >= 0);
        assert_int_equal(ctn_rivals_card_sea_points(kind, &cannons), WANT[i].sail);
        assert_int_equal(cannons, WANT[i].cannons);
    }
    assert_int_equal(ctn_rivals_card_sea_points(-1, NULL), 0);
}

static int check_fails(rs_scenario *sc) {
    char msg[256];
    return sc->g->rules->check(sc->g, (ctn_state *)&sc->s, msg, sizeof msg) != 0;
}

/* the sea areas are hashed and checked: a card known more often than a sea area
 * holds it, a level on a Shipwreck, no ship or a fourth, or a sea area in another era fail */
static void test_sea_state(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    uint64_t h = ctn_state_hash(sc->g, (ctn_state *)&sc->s);
    sc->s.sea[1][4] = RV_SEA_JEAN;
    sc->s.sea_level[1][4] = 1;
    sc->s.sea[1][0] = RV_SEA_WRECK;
    sc->s.sea[1][8] = RV_SEA_WRECK;
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&sc->s) != h);
    rs_check(sc);
    uint64_t h2 = ctn_state_hash(sc->g, (ctn_state *)&sc->s);
    sc->s.ships[0] = 2;
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&sc->s) != h2);
    rs_check(sc);
    ctn_rivals_state good = sc->s;
    sc->s.sea[1][2] = RV_SEA_WRECK; /* a third Shipwreck */
    assert_true(check_fails(sc));
    sc->s = good;
    sc->s.sea[0][3] = RV_SEA_JEAN;
    sc->s.sea[0][5] = RV_SEA_JEAN; /* Jean twice */
    assert_true(check_fails(sc));
    sc->s = good;
    sc->s.sea_level[1][0] = 1; /* a Shipwreck turns to no level */
    assert_true(check_fails(sc));
    sc->s = good;
    sc->s.sea_level[1][4] = RV_SEA_MAX_LEVEL + 1;
    assert_true(check_fails(sc));
    sc->s = good;
    sc->s.sea[0][1] = RV_SEA_KINDS;
    assert_true(check_fails(sc));
    sc->s = good;
    sc->s.ships[1] = 0;
    assert_true(check_fails(sc));
    sc->s.ships[1] = RV_MAX_SHIPS + 1;
    assert_true(check_fails(sc));
    rs_free(sc);
    rs_scenario *gold = rs_new_mode(5, RV_MODE_GOLD);
    gold->s.ships[0] = 1;
    assert_true(check_fails(gold));
    gold->s.ships[0] = 0;
    gold->s.sea[0][0] = RV_SEA_BARDS;
    assert_true(check_fails(gold));
    rs_free(gold);
}

/* a view shows the sea areas as they are: the discovered cards (public) and nothing of the
 * face-down ones, whose faces are no state; determinization keeps them */
static void test_sea_view(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    sc->s.sea[1][4] = RV_SEA_SCHOLARS;
    sc->s.sea_level[1][4] = 2;
    sc->s.ships[1] = 3;
    ctn_rivals_state view, full;
    for (int viewer = 0; viewer < RV_PLAYERS; viewer++) {
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, viewer, (ctn_state *)&view);
        assert_memory_equal(view.sea, sc->s.sea, sizeof view.sea);
        assert_memory_equal(view.sea_level, sc->s.sea_level, sizeof view.sea_level);
        assert_memory_equal(view.ships, sc->s.ships, sizeof view.ships);
        ctn_rng rng;
        ctn_rng_seed(&rng, 3);
        ctn_game_determinize(sc->g, (ctn_state *)&view, &rng, (ctn_state *)&full);
        assert_memory_equal(full.sea, sc->s.sea, sizeof full.sea);
        assert_int_equal(full.ships[1], 3);
    }
    rs_free(sc);
}

/* The action's text: "explorer_ship" both ways */
static void test_text(void **u) {
    (void)u;
    rs_scenario *sc = explorers();
    char buf[CTN_ACTION_TEXT_MAX];
    ctn_action a = RV_ACT(RV_A_EXPLORER_SHIP, 0, 0, 0);
    assert_true(ctn_action_to_text(sc->g, (ctn_state *)&sc->s, a, buf, sizeof buf) > 0);
    assert_string_equal(buf, "explorer_ship");
    ctn_action back = 0;
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, buf, &back, &sc->err), CTN_OK);
    assert_int_equal(back, a);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),        cmocka_unit_test(test_harbor_road_site),       cmocka_unit_test(test_explorer_ship),
        cmocka_unit_test(test_sea_state),    cmocka_unit_test(test_armory_and_sailmakers), cmocka_unit_test(test_sea_points_table),
        cmocka_unit_test(test_sea_view),     cmocka_unit_test(test_text),                   cmocka_unit_test(test_city_cards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
