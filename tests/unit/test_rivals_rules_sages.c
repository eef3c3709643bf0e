/* test_rivals_rules_sages.c — Rivals for Catan, the theme game of the Age of Enlightenment's Era of
 * Sages (mode=sages, docs/rules/rivals.md R§15): its set-up (stacks, the face-up Manifestos, the
 * cards built so far), sages and owls, owl costs, and the abilities of the cards built (rulings
 * R-160..), each against the same play without the card, its owls or its requirement. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/perft.h"
#include "catan/rivals_deck.h"
#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE, AU = RV_GOLD };

static rs_scenario *sages(void) { return rs_new_mode(5, RV_MODE_SAGES); }

/* R§15: 3 Basic stacks of 12, 2 theme stacks of the era's draw cards built (not face up), the 2
 * Manifestos face up, the Basic events and the era's built, 12 points to win; the era's
 * 41 cards are all rows of the table */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_check_theme_setup(sc, RV_SET_SAGES, 41, "manifesto", 12);
    rs_free(sc);
}

/* Puts p's nth copy of a sage (or the Manifesto, pos -1) into a free slot by the region at pos, at
 * a level, as if laid earlier. */
static int lay(rs_scenario *sc, int p, const char *key, int nth, int pos, int level) {
    int c = rs_card(sc, key, nth), k = rv_rot_slot(&sc->s, p, -1);
    rs_to_hand(sc, p, c);
    rv_hand_del(&sc->s, p, c);
    sc->s.rot[p][k] = (uint8_t)(c + 1);
    sc->s.rot_at[p][k] = (uint8_t)(pos < 0 ? 0 : sc->s.pr[p].region[pos >> 1][pos & 1] + 1);
    sc->s.rot_level[p][k] = (uint8_t)level;
    return c;
}

/* Ruling R-160: a sage is laid from the hand by a region of its resource holding a resource, with
 * nothing by it, paying 1 resource of that region; it shows 0 owls and gives no points */
static void test_sage_laid(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_to_actions(sc);
    int peter = rs_card(sc, "peter", 0), forest = rs_pos(sc, 0, L, 2), hills = rs_pos(sc, 0, B, 3);
    rs_to_hand(sc, 0, peter);
    rs_set(sc, 0, L, 2, 0);
    rs_set(sc, 0, B, 3, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", peter, forest)); /* no lumber to pay */
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", peter, hills));  /* not his region */
    rs_set(sc, 0, L, 2, 2);
    const ctn_game *g = sc->g;
    int vp = ctn_rivals_vp(g, &sc->s, 0), strength = ctn_rivals_strength(g, &sc->s, 0), commerce = ctn_rivals_commerce(g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d p%d", peter, forest);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_false(rv_in_hand(&sc->s, 0, peter));
    assert_int_equal(rs_get(sc, 0, L, 2), 1); /* paid from that region */
    int k = rv_rot_slot(&sc->s, 0, peter);
    assert_true(k >= 0);
    assert_int_equal(sc->s.rot_level[0][k], 0);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_int_equal(rv_sages(&sc->s, 0), 1);
    assert_int_equal(ctn_rivals_vp(g, &sc->s, 0), vp);
    assert_int_equal(ctn_rivals_strength(g, &sc->s, 0), strength);
    assert_int_equal(ctn_rivals_commerce(g, &sc->s, 0), commerce);
    /* one card by a region: the Principal Sage Woman goes by any other region with a resource */
    int woman = rs_card(sc, "principal_sage_woman", 0), woman2 = rs_card(sc, "principal_sage_woman", 1);
    rs_to_hand(sc, 0, woman);
    rs_to_hand(sc, 0, woman2);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", woman, forest));
    RS_PLAY(sc, 0, "play c%d p%d", woman, hills);
    assert_int_equal(rs_get(sc, 0, B, 3), 1);
    assert_int_equal(rv_sages(&sc->s, 0), 2);
    rs_set(sc, 0, W, 4, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", woman2, rs_pos(sc, 0, W, 4))); /* (1x) */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling: after production each sage by a region showing the number turns one level
 * up (its owls), to 3 at most; a sage by another region stays */
static void test_sage_rises(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    int peter = lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 0); /* by red's forest 2 */
    int frederich = lay(sc, 0, "frederich", 0, rs_pos(sc, 0, B, 3), 1);
    int walther = lay(sc, 1, "walther", 0, rs_pos(sc, 1, AU, 4), 2);
    int piet = lay(sc, 1, "piet", 0, rs_pos(sc, 1, O, 6), 3);
    (void)walther, (void)piet;
    rs_to_actions(sc); /* production 2 */
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, peter)], 1);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, frederich)], 1);
    assert_int_equal(rv_owls(&sc->s, 0), 2);
    assert_int_equal(rv_owls(&sc->s, 1), 5);
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, peter)] = 3;
    sc->s.production = 2;
    rv_sages_rise(rv_data_of(sc->g), &sc->s);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, peter)], 3); /* its top level */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-162: a card with an owl cost is built only with the owls; each owl turns down the sage
 * showing the most (the first of equal ones); owls are no resource */
static void test_owl_cost(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int academy = rs_card(sc, "academy_of_sages", 0);
    rs_to_hand(sc, 0, academy);
    rs_set(sc, 0, B, 3, 2);
    rs_set(sc, 0, AU, 1, 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", academy)); /* no owl */
    int frederich = lay(sc, 0, "frederich", 0, rs_pos(sc, 0, B, 3), 1);
    int michaela = lay(sc, 0, "michaela", 0, rs_pos(sc, 0, W, 4), 2);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "build c%d t5 top", academy);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 0, B, 3), 0);
    assert_int_equal(rs_get(sc, 0, AU, 1), 0);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, michaela)], 1); /* the one with the most */
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, frederich)], 1);
    assert_int_equal(rv_owls(&sc->s, 0), 2);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-164: once a turn for each Academy, 1 resource of choice turns one of its owner's sages
 * one level up; never a sage at its top level */
static void test_academy(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    int academy = rs_card(sc, "academy_of_sages", 0);
    rs_to_site(sc, 0, academy, 5, 0);
    int peter = lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 3);
    int piet = lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 1);
    int blue = lay(sc, 1, "barbara", 0, rs_pos(sc, 1, G, 5), 0);
    rs_to_actions(sc);
    rs_fill(sc, 0, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", academy, piet)); /* nothing to pay */
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", academy, peter)); /* at level 3 */
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", academy, blue));  /* not his */
    RS_PLAY(sc, 0, "play c%d c%d", academy, piet);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 0, G, 6), 0);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)], 2);
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", academy, piet)); /* once a turn */
    int second = rs_card(sc, "academy_of_sages", 1);
    rs_to_site(sc, 0, second, 5, 3);
    RS_PLAY(sc, 0, "play c%d c%d", second, piet); /* a second Academy: a second use */
    rs_gain_up(sc);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)], 3);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-163: the Manifesto is taken from the face-up stack by a player with a city and none
 * (at 0 points, by no region); 1 lumber, 2 gold and 3 owls turn it one level up, 1 victory point a
 * level, to 3 */
static void test_manifesto(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_to_actions(sc);
    int m = rs_card(sc, "manifesto", 0), m2 = rs_card(sc, "manifesto", 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", m)); /* no city */
    rs_make_city(sc, 0, 5);
    RS_PLAY(sc, 0, "play c%d", m);
    assert_false(rv_in_faceup(&sc->s, m));
    int k = rv_rot_slot(&sc->s, 0, m);
    assert_true(k >= 0);
    assert_int_equal(sc->s.rot_at[0][k], 0);
    assert_false(rs_is_legal(sc, 0, "play c%d", m2)); /* one a principality */
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 2);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, AU, 1, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d level1", m)); /* 2 owls */
    int piet = lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 1);
    rs_set(sc, 0, AU, 1, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d level1", m)); /* 1 gold */
    rs_set(sc, 0, AU, 1, 2);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d level1", m);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.rot_level[0][k], 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(rs_get(sc, 0, L, 2), 0);
    assert_int_equal(rs_get(sc, 0, AU, 1), 0);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)], 0);
    sc->s.rot_level[0][k] = 3;
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)] = 3;
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, AU, 1, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d level4", m)); /* its top level */
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 3);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-166: Age of Enlightenment, for 1 owl, gives 1 resource of choice per victory point of
 * its player's Manifesto; not played without the owl or the Manifesto's points */
static void test_age_of_enlightenment(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    int m = lay(sc, 0, "manifesto", 0, -1, 0);
    sc->s.faceup[m >> 6] &= ~(1ull << (m & 63));
    rs_to_actions(sc);
    int age = rs_card(sc, "age_of_enlightenment", 0);
    rs_to_hand(sc, 0, age);
    rs_fill(sc, 0, 0);
    int piet = lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", age)); /* the Manifesto at 0 points */
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, m)] = 2;
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)] = 0;
    assert_false(rs_is_legal(sc, 0, "play c%d", age)); /* no owl */
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)] = 1;
    RS_PLAY(sc, 0, "play c%d", age);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_int_equal(sc->s.gains_n, 2);
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, -1), 2);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_true(rv_in_pile(rv_data_of(sc->g), &sc->s, 0, age));
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-167: Wise Compensation, for 3 owls and with fewer cities or points than the opponent,
 * makes a settlement of its player's a city for nothing */
static void test_wise_compensation(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_to_actions(sc);
    int wise = rs_card(sc, "wise_compensation", 0);
    rs_to_hand(sc, 0, wise);
    rs_fill(sc, 0, 1);
    lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 3);
    assert_false(rs_is_legal(sc, 0, "play c%d t5", wise)); /* as many cities and points */
    rs_make_city(sc, 1, 5);
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 0);
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, rs_card(sc, "piet", 0))] = 2;
    assert_false(rs_is_legal(sc, 0, "play c%d t5", wise)); /* 2 owls */
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, rs_card(sc, "piet", 0))] = 3;
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0), total = rs_total(sc, 0, -1), left = sc->s.cities_left;
    RS_PLAY(sc, 0, "play c%d t6", wise);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.pr[0].town[6], 2);
    assert_int_equal(sc->s.cities_left, left - 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(rs_total(sc, 0, -1), total); /* no resource */
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    rs_check(sc);
    rs_free(sc);
}

/* Rulings: Robert (1 grain 1 ore 2 owls) and Cole (2 grain 1 ore 3 owls) are built on
 * a city with their owls and give their points */
static void hero(const char *key, int grain, int owls, int strength) {
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int h = rs_card(sc, key, 0);
    rs_to_hand(sc, 0, h);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, G, 6, grain);
    rs_set(sc, 0, O, 5, 1);
    int piet = lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), owls - 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", h)); /* an owl short */
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)] = (uint8_t)owls;
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0), st = ctn_rivals_strength(sc->g, &sc->s, 0);
    int had = ctn_rivals_strength_holder(sc->g, &sc->s) == 0;
    RS_PLAY(sc, 0, "build c%d t5 top", h);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), st + strength);
    int has = ctn_rivals_strength_holder(sc->g, &sc->s) == 0; /* the strength advantage from 3 */
    assert_int_equal(has, st + strength >= 3);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1 + has - had);
    rs_check(sc);
    rs_free(sc);
}

static void test_robert(void **u) {
    (void)u;
    hero("robert", 1, 2, 2);
}

static void test_cole(void **u) {
    (void)u;
    hero("cole", 2, 3, 3);
}

/* Chooses the first card of stack 3 in the Library's choice under way; returns it. */
static int choose_from_stack(rs_scenario *sc, int p) {
    assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
    assert_int_equal(sc->s.actor, p);
    RS_PLAY(sc, p, "search s3");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_SEARCH);
    int c = sc->s.stacks[3].card[0];
    RS_PLAY(sc, p, "pick c%d", c);
    assert_true(rv_in_hand(&sc->s, p, c));
    return c;
}

/* A sages game in red's action phase with a grove of his (1 gold 1 ore) built on his settlement at
 * column 5 from his hand, every resource spent; returns the grove. */
static int built_grove(rs_scenario **out, const char *key) {
    rs_scenario *sc = *out = sages();
    rs_to_actions(sc);
    int grove = rs_card(sc, key, 0);
    rs_to_hand(sc, 0, grove);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, AU, 1, 1);
    rs_set(sc, 0, O, 5, 1);
    RS_PLAY(sc, 0, "build c%d t5 top", grove);
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_true(rv_card_site(&sc->s, 0, grove) >= 0);
    return grove;
}

/* Ruling R-170: the Grove of Freedom is built on a settlement (1 gold 1 ore, a site, no building);
 * once a turn, for 1 owl, its owner chooses a card from a draw stack */
static void test_grove_of_freedom(void **u) {
    (void)u;
    rs_scenario *sc;
    int grove = built_grove(&sc, "grove_of_freedom");
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* no owl */
    int piet = lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 2);
    int hand = rv_hand_count(&sc->s, 0);
    RS_PLAY(sc, 0, "play c%d", grove);
    assert_int_equal(rv_owls(&sc->s, 0), 1);
    choose_from_stack(sc, 0);
    assert_int_equal(rv_hand_count(&sc->s, 0), hand + 1);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)], 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-169: Cole uses the opponent's Grove of Freedom once a turn for its owl, as its owner would */
static void test_cole_uses_grove(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    int cole = rs_card(sc, "cole", 0), grove = rs_card(sc, "grove_of_freedom", 0);
    rs_to_site(sc, 0, cole, 5, 0);
    rs_to_site(sc, 1, grove, 5, 1);
    rs_to_actions(sc);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", cole, grove)); /* no owl */
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
    int hand = rv_hand_count(&sc->s, 0);
    RS_PLAY(sc, 0, "play c%d c%d", cole, grove);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    choose_from_stack(sc, 0);
    assert_int_equal(rv_hand_count(&sc->s, 0), hand + 1);
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, rs_card(sc, "peter", 0))] = 1;
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", cole, grove)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-171: Power of the Groves (2 sages) gives 1 owl per grove, to the sage with the fewest */
static void test_power_of_the_groves(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_to_actions(sc);
    int power = rs_card(sc, "power_of_the_groves", 0), grove = rs_card(sc, "grove_of_freedom", 0);
    rs_to_hand(sc, 0, power);
    int peter = lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 2);
    rs_to_site(sc, 0, grove, 5, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", power)); /* 1 sage */
    int piet = lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 1);
    RS_PLAY(sc, 0, "play c%d", power);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, piet)], 2);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, peter)], 2);
    assert_int_equal(rv_owls(&sc->s, 0), 4);
    rs_to_hand(sc, 0, rs_card(sc, "power_of_the_groves", 1));
    rs_to_site(sc, 0, grove, 5, 2); /* moved off red's principality: no grove */
    rs_to_site(sc, 1, grove, 5, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", rs_card(sc, "power_of_the_groves", 1)));
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-172: when the Trade event takes from a player with a Courthouse, he names what he gives;
 * without it the advantage holder names it */
static void trade_event(int court) {
    rs_scenario *sc = sages();
    static const char *const SHIPS[3] = {"gold_ship", "ore_ship", "grain_ship"};
    for (int i = 0; i < 3; i++) rs_to_site(sc, 0, rs_card(sc, SHIPS[i], 0), 5 + i / 2, 1 + i % 2); /* red: 3 commerce */
    if (court) {
        rs_make_city(sc, 1, 5);
        rs_to_site(sc, 1, rs_card(sc, "courthouse", 0), 5, 0);
    }
    rs_fill(sc, 1, 0);
    rs_set(sc, 1, W, 1, 2);
    rs_set(sc, 1, O, 6, 1);
    rs_fill(sc, 0, 0);
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 trade");
    assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
    int namer = court ? 1 : 0;
    assert_int_equal(sc->s.actor, namer);
    assert_false(rs_is_legal(sc, namer, "take grain")); /* blue has none */
    RS_PLAY(sc, namer, "take ore");
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 1, O), 0);
    assert_int_equal(rs_total(sc, 1, W), 2);
    assert_int_equal(rs_total(sc, 0, O), 1);
    rs_check(sc);
    rs_free(sc);
}

static void test_courthouse(void **u) {
    (void)u;
    trade_event(1);
    trade_event(0);
}

/* Ruling R-173: once a turn the Granary puts 1 grain of its owner's on an empty fields region of
 * the opponent's, and its owner names 1 resource other than grain the opponent gives him; not used
 * while the opponent holds grain only */
static void test_granary(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    int granary = rs_card(sc, "granary", 0);
    rs_to_site(sc, 0, granary, 5, 0);
    rs_to_actions(sc);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, G, 6, 2);
    rs_fill(sc, 1, 0);
    rs_set(sc, 1, G, 5, 0);
    int fields = rs_pos(sc, 1, G, 5);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", granary, fields)); /* blue holds nothing else */
    rs_set(sc, 1, W, 1, 2);
    rs_set(sc, 1, G, 5, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", granary, fields)); /* not empty */
    rs_set(sc, 1, G, 5, 0);
    RS_PLAY(sc, 0, "play c%d p%d", granary, fields);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
    assert_int_equal(sc->s.actor, 0);
    assert_false(rs_is_legal(sc, 0, "take grain"));
    RS_PLAY(sc, 0, "take wool");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 1, G, 5), 1);
    assert_int_equal(rs_total(sc, 1, W), 1);
    assert_int_equal(rs_total(sc, 0, G), 1);
    assert_int_equal(rs_total(sc, 0, W), 1);
    rs_set(sc, 1, G, 5, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", granary, fields)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-210: an Action–Attack card of the hand, discarded, pays 2 of the Manifesto's 3 owls;
 * the resources and the last owl are paid still; not without that owl or with another card */
static void test_manifesto_attack_paid(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int m = rs_card(sc, "manifesto", 0), wise = rs_card(sc, "wise_protection", 0), academy = rs_card(sc, "academy_of_sages", 0);
    RS_PLAY(sc, 0, "play c%d", m);
    rs_to_hand(sc, 0, wise);
    rs_to_hand(sc, 0, academy);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, AU, 1, 2);
    int peter = lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 0);
    assert_false(rs_is_legal(sc, 0, "play c%d with c%d", m, wise)); /* no owl */
    sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, peter)] = 1;
    assert_false(rs_is_legal(sc, 0, "play c%d level1", m));            /* 1 owl of 3 */
    assert_false(rs_is_legal(sc, 0, "play c%d with c%d", m, academy)); /* no attack card */
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d with c%d", m, wise);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.rot_level[0][rv_rot_slot(&sc->s, 0, m)], 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_false(rv_in_hand(&sc->s, 0, wise));
    assert_true(sc->s.discard[wise >> 6] >> (wise & 63) & 1);
    assert_int_equal(rs_total(sc, 0, L), 0);
    assert_int_equal(rs_total(sc, 0, AU), 0);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-214: Wise Protection (1 owl): the opponent's hand, holding an Action–Attack card, goes
 * under stacks of his choice card by card; a hand without one stays, the owl paid all the same */
static void test_wise_protection(void **u) {
    (void)u;
    for (int armed = 0; armed < 2; armed++) {
        rs_scenario *sc = sages();
        rs_to_actions(sc);
        int wise = rs_card(sc, "wise_protection", 0), other = rs_card(sc, "wise_protection", 1);
        rs_to_hand(sc, 0, wise);
        rs_empty_hand(sc, 1);
        assert_false(rs_is_legal(sc, 0, "play c%d", wise)); /* no owl */
        lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
        assert_false(rs_is_legal(sc, 0, "play c%d", wise)); /* an empty hand */
        rs_to_hand(sc, 1, rs_card(sc, "academy_of_sages", 0));
        rs_to_hand(sc, 1, rs_card(sc, "courthouse", 0));
        if (armed) rs_to_hand(sc, 1, other);
        int hand = rv_hand_count(&sc->s, 1);
        RS_PLAY(sc, 0, "play c%d", wise);
        assert_int_equal(rv_owls(&sc->s, 0), 0);
        if (!armed) {
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rv_hand_count(&sc->s, 1), hand);
        } else { /* the returns still owed are part of the state: its hash tells them apart */
            rv_state *owed = malloc(sizeof *owed);
            assert_non_null(owed);
            *owed = sc->s;
            assert_int_not_equal(owed->dispute[1], 0);
            owed->dispute[1] = 0;
            assert_true(ctn_state_hash(sc->g, (ctn_state *)owed) != ctn_state_hash(sc->g, (ctn_state *)&sc->s));
            free(owed);
        }
        for (int k = 0; armed && k < hand; k++) {
            assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
            assert_int_equal(sc->s.actor, 1);
            ctn_action a[CTN_MAX_ACTIONS];
            assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, 1, 0, a) > 0);
            assert_int_equal(RV_ACT_TYPE(a[0]), RV_A_RETURN);
            ctn_game_apply(sc->g, (ctn_state *)&sc->s, 1, a[0]);
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_hand_count(&sc->s, 1), armed ? 0 : hand);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Plays red's roll with the event face and reveals the event of this key (a chance draw). */
static void reveal(rs_scenario *sc, const char *key) {
    int e = rs_event_id(sc, key);
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
    RS_PLAY(sc, CTN_CHANCE, "event e%d %s", e, key);
}

/* One Dispute of the Sages: red (2 owls, 1 after the card's) and blue (1 owl) roll these dice;
 * Robert lies with `robert` (-1 nobody); each gains what he is owed. */
static void dispute(int red_die, int blue_die, int robert, int red_gain, int blue_gain) {
    rs_scenario *sc = sages();
    rs_to_actions(sc);
    int card = rs_card(sc, "dispute_of_the_sages", 0);
    rs_to_hand(sc, 0, card);
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 2);
    assert_false(rs_is_legal(sc, 0, "play c%d", card)); /* blue has no sage */
    lay(sc, 1, "michaela", 0, rs_pos(sc, 1, W, 1), 1);
    if (robert >= 0) {
        rs_make_city(sc, robert, 5);
        rs_to_site(sc, robert, rs_card(sc, "robert", 0), 5, 0);
    }
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    RS_PLAY(sc, 0, "play c%d", card);
    assert_int_equal(rv_owls(&sc->s, 0), 1);
    assert_int_equal(sc->s.phase, RV_PH_CONTEST_ROLL);
    RS_PLAY(sc, CTN_CHANCE, "contest_dice %d %d", red_die, blue_die);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, -1), red_gain);
    assert_int_equal(rs_total(sc, 1, -1), blue_gain);
    rs_check(sc);
    rs_free(sc);
}

/* Rulings: the Dispute of the Sages (1 owl; a sage on each side): the die plus one's
 * owls, the higher takes 2 resources of choice, a tie 1 each; Robert's owner wins the tie */
static void test_dispute_of_the_sages(void **u) {
    (void)u;
    dispute(2, 4, -1, 0, 2); /* 3 against 5 */
    dispute(5, 4, -1, 2, 0); /* 6 against 5 */
    dispute(3, 3, -1, 1, 1); /* 4 against 4 */
    dispute(3, 3, 1, 0, 2);  /* Robert's */
    dispute(3, 3, 0, 2, 0);
}

/* Ruling R-213: the Famine takes 1 grain from each player without a Granary, 2 resources of
 * choice from one without grain */
static void test_famine(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, rs_card(sc, "granary", 0), 5, 0);
    rs_fill(sc, 0, 1);
    rs_fill(sc, 1, 0);
    rs_set(sc, 1, W, 1, 2);
    rs_set(sc, 1, O, 6, 1);
    reveal(sc, "famine"); /* production 3: red's hills and blue's forest gain 1 first */
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, G), 1); /* the Granary's owner is spared */
    assert_int_equal(rs_total(sc, 1, -1), 2); /* 4 less 2 of choice */
    rs_free(sc);
    sc = sages();
    rs_fill(sc, 0, 1);
    reveal(sc, "famine");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, G), 0);
    assert_int_equal(rs_total(sc, 0, -1), 6); /* 7 less the grain */
    assert_int_equal(rs_total(sc, 1, G), 0);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-216: the Council of the Sages: each player with a sage gives up to 2 owls to his sages or
 * up to 2 resources to their regions, not both kinds; a player with nothing to give is not asked */
static void test_council_of_the_sages(void **u) {
    (void)u;
    for (int owls = 0; owls < 2; owls++) {
        rs_scenario *sc = sages();
        int forest = rs_pos(sc, 0, L, 2), mountains = rs_pos(sc, 0, O, 5);
        int peter = lay(sc, 0, "peter", 0, forest, 2), piet = lay(sc, 0, "piet", 0, mountains, 0);
        lay(sc, 1, "michaela", 0, rs_pos(sc, 1, W, 1), 3);
        rs_fill(sc, 0, 1);
        rs_fill(sc, 1, 3);
        reveal(sc, "council_of_the_sages");
        assert_int_equal(sc->s.phase, RV_PH_COUNCIL);
        assert_int_equal(sc->s.actor, 0);
        /* here an owl to a sage is `play c<sage>`: an argument is refused as text, since the
         * action would print without it (found by fuzz_action_text) */
        assert_int_equal(rs_try(sc, 0, "play c%d p%d", peter, forest), CTN_E_PARSE);
        if (owls) {
            RS_PLAY(sc, 0, "play c%d", peter);
            assert_false(rs_is_legal(sc, 0, "play c%d", peter)); /* at its top */
            assert_false(rs_is_legal(sc, 0, "gain p%d", forest)); /* owls only now */
            RS_PLAY(sc, 0, "play c%d", piet);
            assert_int_equal(rv_owls(&sc->s, 0), 4);
            assert_int_equal(rs_total(sc, 0, -1), 7); /* 6 and the hills' production */
        } else {
            RS_PLAY(sc, 0, "gain p%d", mountains);
            assert_false(rs_is_legal(sc, 0, "play c%d", piet)); /* resources only now */
            RS_PLAY(sc, 0, "stop");
            assert_int_equal(rv_owls(&sc->s, 0), 2);
            assert_int_equal(rs_get(sc, 0, O, 5), 2);
        }
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION); /* blue's sage and region are full */
        assert_int_equal(sc->s.sages_work, 0);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-215: Great Foresight (1 owl) takes an event of its player's choice out of the stack, not
 * Yule, while one lies above Yule; the event comes back at Yule's rebuild */
static void test_great_foresight(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_to_actions(sc);
    int card = rs_card(sc, "great_foresight", 0), famine = rs_event_id(sc, "famine"), yule = rv_data_of(sc->g)->yule;
    rs_to_hand(sc, 0, card);
    assert_false(rs_is_legal(sc, 0, "play c%d e%d", card, famine)); /* no owl */
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
    assert_false(rs_is_legal(sc, 0, "play c%d e%d", card, yule));
    uint32_t pool = sc->s.ev_pool, three = 1u << famine;
    for (uint32_t m = pool & ~three; __builtin_popcount(three) < 3; m &= m - 1) three |= m & (0u - m);
    sc->s.ev_pool = three;
    assert_false(rs_is_legal(sc, 0, "play c%d e%d", card, famine)); /* 3 left: Yule on top */
    sc->s.ev_pool = pool;
    RS_PLAY(sc, 0, "play c%d e%d famine", card, famine);
    assert_false(sc->s.ev_pool >> famine & 1);
    assert_int_equal(__builtin_popcount(sc->s.ev_pool), __builtin_popcount(pool) - 1);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    rs_check(sc);
    rv_events_rebuild(rv_data_of(sc->g), &sc->s, NULL); /* Yule: every event back */
    assert_true(sc->s.ev_pool >> famine & 1);
    rs_free(sc);
}

/* Draws the top card of stack k for p in the Library's step under way (its chance draw too); returns it. */
static int draw_top(rs_scenario *sc, int p, int k) {
    assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
    assert_int_equal(sc->s.actor, p);
    int c = sc->s.stacks[k].card[0];
    RS_PLAY(sc, p, "draw s%d", k);
    if (sc->s.phase == RV_PH_DRAW) RS_PLAY(sc, CTN_CHANCE, "card c%d", c);
    assert_true(rv_in_hand(&sc->s, p, c));
    return c;
}

/* Ruling R-221: the Grove of Fraternity (1 gold 1 ore), once a turn for 1 owl: its owner draws the
 * top cards of 3 stacks of his choice, one by one, then his opponent 1; the hands may exceed their
 * limits until their owners' turns end */
static void test_grove_of_fraternity(void **u) {
    (void)u;
    rs_scenario *sc;
    int grove = built_grove(&sc, "grove_of_fraternity");
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* no owl */
    lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 2);
    int mine = rv_hand_count(&sc->s, 0), his = rv_hand_count(&sc->s, 1);
    RS_PLAY(sc, 0, "play c%d", grove);
    assert_int_equal(rv_owls(&sc->s, 0), 1);
    draw_top(sc, 0, 0);
    draw_top(sc, 0, 3);
    draw_top(sc, 0, 3);
    draw_top(sc, 1, 1); /* the opponent's card */
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rv_hand_count(&sc->s, 0), mine + 3);
    assert_int_equal(rv_hand_count(&sc->s, 1), his + 1);
    assert_int_equal(sc->s.sages_uses, RV_SU_FRATERNITY);
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* Lays the Grove of Great Foresight on p's settlement and gives him a sage of 2 owls; returns the grove. */
static int foresight_grove(rs_scenario *sc, int p) {
    int grove = rs_card(sc, "grove_of_great_foresight", 0);
    rs_to_site(sc, p, grove, 5, 1);
    return grove;
}

/* The ids of 3 events of the pool other than e, lowest first, with e first. */
static void three_events(rs_scenario *sc, int e, int *out) {
    out[0] = e;
    int n = 1;
    for (uint32_t m = sc->s.ev_pool & ~(1u << e); n < 3; m &= m - 1) out[n++] = __builtin_ctz(m);
}

/* Ruling R-222: the Grove of Great Foresight (1 ore), once a turn for 2 owls, shows the top 3 events
 * (a chance look among those above Yule); its owner puts any of them under the stack (out of it
 * until Yule) and keeps the others; with fewer than 3 above Yule the look shows those */
static void test_grove_of_great_foresight(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    int grove = foresight_grove(sc, 0), famine = rs_event_id(sc, "famine"), ev[3];
    rs_to_actions(sc);
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* 1 owl: 2 wanted */
    lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 1);
    uint32_t pool = sc->s.ev_pool;
    three_events(sc, famine, ev);
    sc->s.ev_pool = 1u << ev[0] | 1u << ev[1] | 1u << ev[2];
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* 3 left: Yule on top */
    sc->s.ev_pool = pool;
    RS_PLAY(sc, 0, "play c%d", grove);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_int_equal(sc->s.phase, RV_PH_LOOK);
    for (int i = 0; i < 3; i++) RS_PLAY(sc, CTN_CHANCE, "look e%d", ev[i]);
    assert_int_equal(sc->s.phase, RV_PH_FORESIGHT);
    assert_int_equal(sc->s.actor, 0);
    int other = __builtin_ctz(pool & ~(1u << ev[0] | 1u << ev[1] | 1u << ev[2]));
    assert_false(rs_is_legal(sc, 0, "play c%d e%d", grove, other)); /* not looked at */
    RS_PLAY(sc, 0, "play c%d e%d famine", grove, famine);
    assert_false(sc->s.ev_pool >> famine & 1);
    assert_int_equal(sc->s.phase, RV_PH_FORESIGHT);
    RS_PLAY(sc, 0, "stop");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.ev_pool, pool & ~(1u << famine)); /* the other two kept */
    assert_int_equal(sc->s.foresight, 0);
    sc->s.rot_level[0][0] = sc->s.rot_level[0][1] = 3;
    assert_false(rs_is_legal(sc, 0, "play c%d", grove)); /* once a turn */
    rs_check(sc);
    sc->s.sages_uses = 0;
    sc->s.ev_pool = 1u << ev[0] | 1u << ev[1] | 1u << ev[2] | 1u << other; /* 1 above Yule */
    RS_PLAY(sc, 0, "play c%d", grove);
    RS_PLAY(sc, CTN_CHANCE, "look e%d", other);
    assert_int_equal(sc->s.phase, RV_PH_FORESIGHT); /* the one above Yule alone */
    RS_PLAY(sc, 0, "play c%d e%d", grove, other);
    assert_int_equal(sc->s.phase, RV_PH_ACTION); /* none left to choose */
    rs_check(sc);
    rv_events_rebuild(rv_data_of(sc->g), &sc->s, NULL); /* Yule: every event back */
    assert_true(sc->s.ev_pool >> famine & 1);
    rs_free(sc);
}

/* Ruling R-169: Cole uses the opponent's Groves of Fraternity and Great Foresight as their owner
 * would, paying their owls, once a turn for both */
static void test_cole_uses_new_groves(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    rs_make_city(sc, 0, 5);
    int cole = rs_card(sc, "cole", 0), fraternity = rs_card(sc, "grove_of_fraternity", 0);
    rs_to_site(sc, 0, cole, 5, 0);
    int foresight = foresight_grove(sc, 1);
    rs_to_site(sc, 1, fraternity, 5, 2);
    rs_to_actions(sc);
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
    assert_true(rs_is_legal(sc, 0, "play c%d c%d", cole, fraternity));
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", cole, foresight)); /* 2 owls */
    lay(sc, 0, "piet", 0, rs_pos(sc, 0, O, 5), 1);
    RS_PLAY(sc, 0, "play c%d c%d", cole, foresight);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    int e = __builtin_ctz(sc->s.ev_pool);
    RS_PLAY(sc, CTN_CHANCE, "look e%d", e);
    while (sc->s.phase == RV_PH_LOOK) RS_PLAY(sc, CTN_CHANCE, "look e%d", __builtin_ctz(sc->s.ev_pool & ~sc->s.foresight));
    assert_int_equal(sc->s.actor, 0);
    RS_PLAY(sc, 0, "play c%d e%d", foresight, e); /* the opponent's grove, put to his use */
    RS_PLAY(sc, 0, "stop");
    assert_false(sc->s.ev_pool >> e & 1);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    sc->s.rot_level[0][0] = 3;
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", cole, fraternity)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-217: the Grove of Justice, once a turn before its owner's roll, for 2 owls, sets the
 * event die's face of that roll; the production die is still rolled */
static void test_grove_of_justice(void **u) {
    (void)u;
    rs_scenario *sc = sages();
    int grove = rs_card(sc, "grove_of_justice", 0);
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, grove, 5, 0);
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    assert_false(rs_is_legal(sc, 0, "play c%d trade", grove)); /* no owls */
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 2);
    RS_PLAY(sc, 0, "play c%d celebration", grove);
    assert_int_equal(rv_owls(&sc->s, 0), 0);
    assert_false(rs_is_legal(sc, 0, "play c%d trade", grove)); /* once a turn */
    RS_PLAY(sc, 0, "roll");
    rs_check_face_set(sc, RV_E_CELEBRATION);
    assert_int_equal(rs_try(sc, CTN_CHANCE, "dice 4 trade"), CTN_E_ILLEGAL);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-218: the Grove of Peace, its owner holding an owl, rolls against the opponent's attack:
 * 4-6 cancel it (3-6 with his Robert, R-211), the owl paid either way; a roll that fails lets it strike */
static void test_grove_of_peace(void **u) {
    (void)u;
    for (int k = 0; k < 3; k++) { /* cancelled; not cancelled; cancelled with Robert's 3 */
        rs_scenario *sc = sages();
        rs_make_city(sc, 1, 5);
        rs_to_site(sc, 1, rs_card(sc, "grove_of_peace", 0), 5, 0);
        if (k == 2) rs_to_site(sc, 1, rs_card(sc, "robert", 0), 5, 1);
        lay(sc, 1, "michaela", 0, rs_pos(sc, 1, W, 1), 1);
        rs_to_actions(sc);
        int wise = rs_card(sc, "wise_protection", 0);
        rs_to_hand(sc, 0, wise);
        rs_to_hand(sc, 1, rs_card(sc, "wise_protection", 1)); /* blue holds an attack card */
        lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
        int hand = rv_hand_count(&sc->s, 1);
        RS_PLAY(sc, 0, "play c%d", wise);
        assert_int_equal(sc->s.phase, RV_PH_GUARD);
        ctn_action out[CTN_MAX_CHANCE];
        uint32_t w[CTN_MAX_CHANCE];
        int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
        for (int i = 0; i < n; i++)
            if (RV_ACT_A(out[i]) == 1) assert_int_equal(w[i], k == 2 ? 4 : 3);
        RS_PLAY(sc, CTN_CHANCE, k == 1 ? "guard fails" : "guard cancels");
        assert_int_equal(rv_owls(&sc->s, 1), 0);
        assert_int_equal(sc->s.phase, k == 1 ? RV_PH_REPLENISH : RV_PH_ACTION);
        if (k != 1) assert_int_equal(rv_hand_count(&sc->s, 1), hand);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-219: the Grove of Courage: Fraternal Feuds and the Feud pass its owner by for 2 owls;
 * with 1 owl they strike */
static void test_grove_of_courage(void **u) {
    (void)u;
    static const char *const EVENTS[2] = {"fraternal_feuds", "feud"};
    for (int k = 0; k < 4; k++) {
        int owls = k & 1 ? 2 : 1;
        rs_scenario *sc = sages();
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "robert", 0), 5, 0); /* red: 5 strength */
        rs_to_site(sc, 0, rs_card(sc, "cole", 0), 5, 1);
        rs_make_city(sc, 1, 5);
        rs_to_site(sc, 1, rs_card(sc, "grove_of_courage", 0), 5, 0);
        int court = rs_card(sc, "courthouse", 0);
        rs_to_site(sc, 1, court, 5, 1);
        lay(sc, 1, "michaela", 0, rs_pos(sc, 1, W, 1), owls);
        int hand = rv_hand_count(&sc->s, 1);
        assert_true(hand > 0);
        reveal(sc, EVENTS[k / 2]);
        if (owls == 2) {
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rv_owls(&sc->s, 1), 0);
            assert_int_equal(rv_hand_count(&sc->s, 1), hand);
            assert_true(rv_card_site(&sc->s, 1, court) >= 0);
        } else {
            if (k / 2) assert_true(rv_card_site(&sc->s, 1, court) < 0); /* the Feud's one building */
            else assert_int_equal(sc->s.phase, RV_PH_FF_PICK);
            assert_int_equal(rv_owls(&sc->s, 1), 1);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-220: the Grove of Vigilance: on a brigand, trade or celebration face, its owner holding
 * an owl may turn the face into the event card's, for the owl; he may keep it; without an owl he
 * is not asked */
static void test_grove_of_vigilance(void **u) {
    (void)u;
    for (int k = 0; k < 3; k++) { /* turned; kept; no owl */
        rs_scenario *sc = sages();
        int grove = rs_card(sc, "grove_of_vigilance", 0);
        rs_make_city(sc, 1, 5);
        rs_to_site(sc, 1, grove, 5, 0);
        lay(sc, 1, "michaela", 0, rs_pos(sc, 1, W, 1), k == 2 ? 0 : 1);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 2 trade");
        if (k == 2) {
            assert_true(sc->s.phase != RV_PH_VIGILANCE);
            rs_free(sc);
            continue;
        }
        assert_int_equal(sc->s.phase, RV_PH_VIGILANCE);
        assert_int_equal(sc->s.actor, 1);
        if (k == 0) {
            RS_PLAY(sc, 1, "play c%d", grove);
            assert_int_equal(sc->s.event_face, RV_E_EVENT_CARD);
            assert_int_equal(sc->s.phase, RV_PH_EVENT);
            assert_int_equal(rv_owls(&sc->s, 1), 0);
        } else {
            RS_PLAY(sc, 1, "decline");
            assert_int_equal(sc->s.event_face, RV_E_TRADE);
            assert_true(sc->s.phase != RV_PH_VIGILANCE);
            assert_int_equal(rv_owls(&sc->s, 1), 1);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* A tournament whose decks hold every Era of Sages draw card (35 from the end of each deck, the
 * Basic Set's first), both players declaring the era, with its events picked. */
static void sages_tournament_setup(ctn_rivals_setup *set) {
    ctn_rivals_default_setup(set);
    int n = RV_TOURNEY_DECK;
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != RV_SET_SAGES || k->type == RV_T_EVENT) continue;
        assert_true(k->implemented);
        int copies = (k->flags & RV_F_ONE_OF) || (k->flags & RV_F_NAMED) || k->type == RV_T_ATTACK ? 1 : k->copies;
        for (int c = 0; c < copies && n > RV_TOURNEY_START; c++) set->deck[0][--n] = (int16_t)i;
    }
    memcpy(set->deck[1], set->deck[0], sizeof set->deck[1]);
    const char *events[RV_TOURNEY_PICKS] = {"famine", "council_of_the_sages", "famine", "year_of_plenty"};
    for (int p = 0; p < 2; p++) {
        set->eras[p] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_SAGES);
        for (int i = 0; i < RV_TOURNEY_PICKS; i++) set->events[p][i] = (int16_t)ctn_rivals_card_find(events[i]);
    }
}

/* R§11.3, R§15: the era's flag is on: a tournament deck of its cards passes the set-up check, its
 * events join the stack, and the heuristic plays it to its end with every invariant checked */
static void test_era_built_tournament(void **u) {
    (void)u;
    assert_true(ctn_rivals_era_built(RV_ERA_SAGES));
    ctn_rivals_setup set;
    sages_tournament_setup(&set);
    ctn_error err = {0};
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_OK);
    int most_back;
    assert_true(rs_tournament_game(&set, RV_SET_SAGES, &most_back) > 0);
}

/* The first card of this kind in player p's deck. */
static int deck_card_of(const rs_scenario *sc, int p, const char *key) {
    for (int c = p * RV_TOURNEY_DECK; c < (p + 1) * RV_TOURNEY_DECK; c++)
        if (!strcmp(ctn_rivals_cards[sc->s.kind[c]].key, key)) return c;
    fail_msg("no %s in deck %d", key, p);
    return -1;
}

/* The first card of this kind in red's deck. */
static int deck_card(const rs_scenario *sc, const char *key) { return deck_card_of(sc, 0, key); }

/* Ruling R-224: in the tournament the Manifesto is a deck card: a player with a city lays it from
 * his hand (`play c<id>`), free, by no region, at level 0; without a city, or with one laid, not */
static void test_manifesto_from_hand(void **u) {
    (void)u;
    ctn_rivals_setup set;
    sages_tournament_setup(&set);
    rs_scenario *sc = rs_tournament_at_roll(&set);
    rs_to_actions(sc);
    int m = deck_card(sc, "manifesto");
    rs_to_hand(sc, 0, m);
    assert_false(rs_is_legal(sc, 0, "play c%d", m)); /* no city */
    rs_make_city(sc, 0, 5);
    int hand = rv_hand_count(&sc->s, 0);
    RS_PLAY(sc, 0, "play c%d", m);
    int k = rv_rot_slot(&sc->s, 0, m);
    assert_true(k >= 0);
    assert_int_equal(sc->s.rot_at[0][k], 0);
    assert_int_equal(sc->s.rot_level[0][k], 0);
    assert_int_equal(rv_hand_count(&sc->s, 0), hand - 1);
    assert_false(sc->s.discard[m >> 6] >> (m & 63) & 1); /* laid, not discarded */
    rs_check(sc);
    rs_free(sc);
}

/* The Sages tournament with `key` as red's first deck card and the era `era` (or none, -1)
 * declared by both, at red's roll. */
static rs_scenario *tournament_with(const char *key, int era) {
    ctn_rivals_setup set;
    sages_tournament_setup(&set);
    for (int p = 0; p < 2 && era >= 0; p++) set.eras[p] |= (uint16_t)(1u << era);
    set.deck[0][RV_TOURNEY_START] = (int16_t)ctn_rivals_card_find(key);
    ctn_error err = {0};
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_OK);
    return rs_tournament_at_roll(&set);
}

/* Player p's legal list agrees with the oracle's, the invariants hold; the scenario is freed. */
static void agree_and_free(rs_scenario *sc, int p) {
    char msg[256];
    if (ctn_oracle_compare(sc->g, (ctn_state *)&sc->s, p, 0, msg, sizeof msg)) fail_msg("oracle: %s", msg);
    rs_check(sc);
    rs_free(sc);
}

/* Rulings R-217 and R§7.3: Reiner the Herald played after the Grove of Justice set the face (his
 * deck holds both in a tournament) shows the Celebration, in the dice list and in the oracle's */
static void test_reiner_after_justice(void **u) {
    (void)u;
    rs_scenario *sc = tournament_with("reiner", -1);
    int grove = deck_card(sc, "grove_of_justice"), reiner = deck_card(sc, "reiner");
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, grove, 5, 0);
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 2);
    rs_to_hand(sc, 0, reiner);
    RS_PLAY(sc, 0, "play c%d trade", grove);
    RS_PLAY(sc, 0, "play c%d", reiner);
    RS_PLAY(sc, 0, "roll");
    rs_check_face_set(sc, RV_E_CELEBRATION);
    agree_and_free(sc, CTN_CHANCE);
}

/* Rulings: one card by a region: the Gold Cache is not laid by a gold field a sage
 * lies by (found by a soak of test_rivals_mixed: its check failed after such a play) */
static void test_gold_cache_not_by_sage(void **u) {
    (void)u;
    rs_scenario *sc = tournament_with("gold_cache", -1);
    rs_to_actions(sc);
    int cache = deck_card(sc, "gold_cache"), gold = rs_pos(sc, 0, AU, 1);
    rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1); /* a hero of 1 strength */
    rs_to_hand(sc, 0, cache);
    assert_true(rs_is_legal(sc, 0, "play c%d p%d", cache, gold));
    lay(sc, 0, "walther", 0, gold, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", cache, gold));
    agree_and_free(sc, 0);
}

/* Ruling R-132: a sage at level 1 is no Residence at its top level: the Commercial Metropolis is
 * not built by its owner with fewer than 6 commerce points (the oracle had taken any card turned
 * to level 1 for the Paper Merchant's Residence; found by a soak of test_rivals_mixed) */
static void test_metropolis_not_by_sage(void **u) {
    (void)u;
    rs_scenario *sc = tournament_with("commercial_metropolis", RV_ERA_MERCHANT_PRINCES);
    rs_to_actions(sc);
    int metro = deck_card(sc, "commercial_metropolis");
    rs_make_city(sc, 0, 5);
    rs_to_hand(sc, 0, metro);
    rs_fill(sc, 0, 3); /* enough to pay */
    lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", metro));
    agree_and_free(sc, 0);
}

/* Rulings: with a Grove of Great Foresight in each principality (two tournament
 * decks), the events put under are named with the grove that was used: red's own, or through Cole
 * blue's; the other is not listed, by the engine or the oracle (which had listed both) */
static void test_foresight_names_the_grove_used(void **u) {
    (void)u;
    for (int borrow = 0; borrow < 2; borrow++) {
        ctn_rivals_setup set;
        sages_tournament_setup(&set);
        rs_scenario *sc = rs_tournament_at_roll(&set);
        rs_to_actions(sc);
        int mine = deck_card_of(sc, 0, "grove_of_great_foresight"), his = deck_card_of(sc, 1, "grove_of_great_foresight");
        int cole = deck_card(sc, "cole");
        rs_make_city(sc, 0, 5);
        rs_make_city(sc, 1, 5);
        rs_to_site(sc, 0, mine, 5, 1);
        rs_to_site(sc, 1, his, 5, 1);
        rs_to_site(sc, 0, cole, 5, 0);
        lay(sc, 0, "peter", 0, rs_pos(sc, 0, L, 2), 2);
        int used = borrow ? his : mine, other = borrow ? mine : his;
        if (borrow) RS_PLAY(sc, 0, "play c%d c%d", cole, his);
        else RS_PLAY(sc, 0, "play c%d", mine);
        while (sc->s.phase == RV_PH_LOOK) RS_PLAY(sc, CTN_CHANCE, "look e%d", __builtin_ctz(sc->s.ev_pool & ~sc->s.foresight));
        assert_int_equal(sc->s.phase, RV_PH_FORESIGHT);
        int e = __builtin_ctz(sc->s.foresight);
        assert_true(rs_is_legal(sc, 0, "play c%d e%d", used, e));
        assert_false(rs_is_legal(sc, 0, "play c%d e%d", other, e));
        char msg[256];
        if (ctn_oracle_compare(sc->g, (ctn_state *)&sc->s, 0, 0, msg, sizeof msg)) fail_msg("oracle: %s", msg);
        rs_check(sc);
        RS_PLAY(sc, 0, "play c%d e%d", used, e);
        RS_PLAY(sc, 0, "stop");
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Rulings: one card by a region: Reiner the Miller (and the Abbey Brewery) is
 * not laid by a fields region a sage lies by (found by a soak of test_rivals_mixed, pair 1126) */
static void test_miller_not_by_sage(void **u) {
    (void)u;
    rs_scenario *sc = tournament_with("reiner_the_miller", RV_ERA_INTRIGUE);
    rs_to_actions(sc);
    int miller = deck_card(sc, "reiner_the_miller"), field = rs_pos(sc, 0, G, 6);
    rs_to_hand(sc, 0, miller);
    rs_fill(sc, 0, 2); /* his grain and gold */
    assert_true(rs_is_legal(sc, 0, "play c%d p%d", miller, field));
    lay(sc, 0, "barbara", 0, field, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", miller, field));
    agree_and_free(sc, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_setup),    cmocka_unit_test(test_sage_laid),
                                       cmocka_unit_test(test_sage_rises), cmocka_unit_test(test_owl_cost),
                                       cmocka_unit_test(test_academy),  cmocka_unit_test(test_manifesto),
                                       cmocka_unit_test(test_age_of_enlightenment), cmocka_unit_test(test_wise_compensation),
                                       cmocka_unit_test(test_robert), cmocka_unit_test(test_cole),
                                       cmocka_unit_test(test_grove_of_freedom), cmocka_unit_test(test_cole_uses_grove),
                                       cmocka_unit_test(test_power_of_the_groves), cmocka_unit_test(test_courthouse),
                                       cmocka_unit_test(test_granary), cmocka_unit_test(test_manifesto_attack_paid),
                                       cmocka_unit_test(test_wise_protection), cmocka_unit_test(test_dispute_of_the_sages),
                                       cmocka_unit_test(test_famine), cmocka_unit_test(test_council_of_the_sages),
                                       cmocka_unit_test(test_great_foresight), cmocka_unit_test(test_grove_of_justice),
                                       cmocka_unit_test(test_grove_of_peace), cmocka_unit_test(test_grove_of_courage),
                                       cmocka_unit_test(test_grove_of_vigilance), cmocka_unit_test(test_grove_of_fraternity),
                                       cmocka_unit_test(test_grove_of_great_foresight), cmocka_unit_test(test_cole_uses_new_groves),
                                       cmocka_unit_test(test_era_built_tournament), cmocka_unit_test(test_manifesto_from_hand),
                                       cmocka_unit_test(test_reiner_after_justice),
                                       cmocka_unit_test(test_gold_cache_not_by_sage),
                                       cmocka_unit_test(test_metropolis_not_by_sage),
                                       cmocka_unit_test(test_foresight_names_the_grove_used),
                                       cmocka_unit_test(test_miller_not_by_sage)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
