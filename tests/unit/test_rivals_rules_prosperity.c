/* test_rivals_rules_prosperity.c — Rivals for Catan, the theme game of the Age of Enlightenment's
 * Era of Prosperity (mode=prosperity, docs/rules/rivals.md R§16): its set-up (stacks, the face-up
 * Builder's Huts, Prince and Princess, the cards built so far), stars and star costs, and the
 * abilities of the cards built (rulings R-230..), each against the same play without the card. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE, AU = RV_GOLD };

static rs_scenario *prosperity(void) { return rs_new_mode(5, RV_MODE_PROSPERITY); }

/* 3 Basic stacks of 12, 2 theme stacks of the era's draw cards built that are not face up,
 * 2 Builder's Huts, the Prince and the Princess face up, the Basic events and the era's built, 12
 * points; the era's 34 cards are all rows of the table; every player starts with 0 stars */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    const ctn_game *g = sc->g;
    ctn_rivals_state s;
    rs_check_theme_stacks(sc, RV_SET_PROSPERITY, 34, 4, 12, &s);
    assert_int_equal(ctn_rivals_stack_set(g, 3), RV_SET_PROSPERITY);
    int faceup[4] = {0};
    const char *keys[4] = {"builders_hut", "prince", "princess", NULL};
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        for (int i = 0; rv_in_faceup(&s, c) && keys[i]; i++)
            faceup[i] += ctn_rivals_dealt_kind(g, c) == ctn_rivals_card_find(keys[i]);
    assert_int_equal(faceup[0], 2);
    assert_int_equal(faceup[1], 1);
    assert_int_equal(faceup[2], 1);
    assert_int_equal(s.stars[0] + s.stars[1], 0);
    assert_int_equal(ctn_rivals_card_stars(ctn_rivals_card_find("prince")), 1);
    assert_int_equal(ctn_rivals_card_stars(ctn_rivals_card_find("city_palace")), 2);
    assert_int_equal(ctn_rivals_card_stars(ctn_rivals_card_find("theater")), 0);
    rs_free(sc);
}

/* Red in his action phase with a city in town column 5 (region columns 5 and 6 around it). */
static rs_scenario *with_city(void) {
    rs_scenario *sc = prosperity();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    return sc;
}

/* the Prince costs 1 grain, 1 ore and 1 star, paid from the marker; without the star
 * he is not built; a player with the Prince builds no Princess */
static void test_star_cost_prince(void **u) {
    (void)u;
    rs_scenario *sc = with_city();
    int prince = rs_card(sc, "prince", 0), princess = rs_card(sc, "princess", 0);
    rs_fill(sc, 0, 2);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", prince)); /* no star */
    sc->s.stars[0] = 2;
    RS_PLAY(sc, 0, "build c%d t5 top", prince);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stars[0], 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom", princess)); /* not with the Prince */
    rs_check(sc);
    rs_free(sc);
}

/* the Theater gives 1 star when built; a marker at its top (3) takes no more */
static void test_theater(void **u) {
    (void)u;
    for (int full = 0; full < 2; full++) {
        rs_scenario *sc = with_city();
        int theater = rs_card(sc, "theater", 0);
        rs_to_hand(sc, 0, theater);
        rs_fill(sc, 0, 2);
        sc->s.stars[0] = (uint8_t)(full ? RV_MAX_STARS : 1);
        RS_PLAY(sc, 0, "build c%d t5 top", theater);
        rs_gain_up(sc);
        assert_int_equal(sc->s.stars[0], full ? RV_MAX_STARS : 2);
        assert_int_equal(sc->s.stars[1], 0);
        assert_int_equal(ctn_rivals_skill(sc->g, &sc->s, 0), 2);
        rs_check(sc);
        rs_free(sc);
    }
}

/* the Village School gives 2 stars when built, and 1 to its owner at each trade face */
static void test_village_school(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    int school = rs_card(sc, "village_school", 0);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, school);
    rs_fill(sc, 0, 1);
    RS_PLAY(sc, 0, "build c%d t5 top", school);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stars[0], 2);
    rs_free(sc);
    for (int with = 0; with < 2; with++) { /* the trade face */
        sc = prosperity();
        if (with) rs_to_site(sc, 1, rs_card(sc, "village_school", 0), 5, 1);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 trade");
        assert_int_equal(sc->s.stars[1], with);
        assert_int_equal(sc->s.stars[0], 0);
        rs_free(sc);
    }
}

/* the Builder's Hut, face up, gives its owner 1 star at each celebration, and a building
 * of 6 resources or more (the Aqueduct) costs him 1 resource of its cost less; the Theater (4)
 * does not */
static void test_builders_hut(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = prosperity();
        rs_make_city(sc, 0, 5);
        rs_make_city(sc, 0, 6);
        if (with) rs_to_site(sc, 0, rs_card(sc, "builders_hut", 0), 5, 0);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 celebration");
        rs_gain_up(sc);
        assert_int_equal(sc->s.stars[0], with);
        int aqueduct = rs_card(sc, "aqueduct", 0), theater = rs_card(sc, "theater", 0);
        rs_to_hand(sc, 0, aqueduct);
        rs_to_hand(sc, 0, theater);
        rs_fill(sc, 0, 2);
        rs_set(sc, 0, L, 2, 1); /* 2L 2B 2O owed, one lumber short */
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 top less lumber", aqueduct), with);
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top", aqueduct));
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top less brick", aqueduct)); /* brick spared: 2 lumber */
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top less wool", theater)); /* costs 4: full price */
        rs_free(sc);
    }
}

/* Feeding the Poor: 1 grain paid, 2 stars gained (up to the marker's top); not played
 * without grain or with a full marker */
static void test_feeding_the_poor(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    rs_to_actions(sc);
    int card = rs_card(sc, "feeding_the_poor", 0);
    rs_to_hand(sc, 0, card);
    rs_set(sc, 0, G, 6, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d", card)); /* no grain */
    rs_set(sc, 0, G, 6, 2);
    sc->s.stars[0] = RV_MAX_STARS;
    assert_false(rs_is_legal(sc, 0, "play c%d", card)); /* no room for a star */
    sc->s.stars[0] = 2;
    RS_PLAY(sc, 0, "play c%d", card);
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, G, 6), 1);
    assert_int_equal(sc->s.stars[0], RV_MAX_STARS); /* 2 + 2, the top 3 */
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_check(sc);
    rs_free(sc);
}

/* Taxation: each player with a star pays it for 1 resource of choice and 1 gold, the active
 * one first; a player without a star gets nothing */
static void test_taxation(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    sc->s.stars[0] = 2;
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
    RS_PLAY(sc, CTN_CHANCE, "event e%d taxation", rs_event_id(sc, "taxation"));
    int gold = rs_total(sc, 0, AU), all = rs_total(sc, 0, -1), blue = rs_total(sc, 1, -1);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stars[0], 1);
    assert_true(rs_total(sc, 0, AU) >= gold + 1);
    assert_int_equal(rs_total(sc, 0, -1), all + 2);
    assert_int_equal(rs_total(sc, 1, -1), blue);
    assert_int_equal(sc->s.stars[1], 0);
    rs_free(sc);
}

/* the Aqueduct: a fields or pasture region beside its city showing the production number
 * gains 1 more; other regions and numbers do not */
static void test_aqueduct(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = prosperity();
        rs_make_city(sc, 0, 6); /* red's town column 6: region columns 6 and 7, grain 6 among them */
        if (with) rs_to_site(sc, 0, rs_card(sc, "aqueduct", 0), 6, 0);
        rs_set(sc, 0, G, 6, 0);
        rs_set(sc, 0, O, 5, 0);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 6 harvest");
        assert_int_equal(rs_get(sc, 0, G, 6), 1 + with);
        rs_gain_up(sc);
        rs_free(sc);
    }
}

/* Red's Prince (or, princess 1, the Princess) in his city of town column 5, as if built earlier. */
static int seat_prince(rs_scenario *sc, int princess) {
    int c = rs_card(sc, princess ? "princess" : "prince", 0);
    sc->s.faceup[c >> 6] &= ~(1ull << (c & 63));
    rs_to_site(sc, 0, c, 5, 0);
    return c;
}

/* an Artwork needs a Prince or a Princess; it gives 1 star, 2 with its building (the Epic a
 * Theater, the Sculpture a Builder's Hut); not played with a full marker */
static void test_artworks(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = with_city();
        int epic = rs_card(sc, "artwork_epic", 0), sculpture = rs_card(sc, "artwork_sculpture", 0);
        rs_to_hand(sc, 0, epic);
        rs_to_hand(sc, 0, sculpture);
        assert_false(rs_is_legal(sc, 0, "play c%d", epic)); /* no Prince, no Princess */
        seat_prince(sc, with);
        if (with) rs_to_site(sc, 0, rs_card(sc, "theater", 0), 5, 1);
        RS_PLAY(sc, 0, "play c%d", epic);
        assert_int_equal(sc->s.stars[0], 1 + with);
        assert_true(rv_in_pile(rv_data_of(sc->g), &sc->s, 0, epic));
        sc->s.stars[0] = RV_MAX_STARS;
        assert_false(rs_is_legal(sc, 0, "play c%d", sculpture)); /* no room */
        sc->s.stars[0] = 0;
        RS_PLAY(sc, 0, "play c%d", sculpture); /* no Builder's Hut: 1 */
        assert_int_equal(sc->s.stars[0], 1);
        rs_check(sc);
        rs_free(sc);
    }
}

/* once a turn the Prince's (the Princess's) owner pays 1 gold and takes an Artwork of his
 * discard pile into his hand; no other card, not twice, not without gold */
static void test_prince_takes_artwork(void **u) {
    (void)u;
    rs_scenario *sc = with_city();
    int prince = seat_prince(sc, 0), epic = rs_card(sc, "artwork_epic", 0), relief = rs_card(sc, "artwork_relief", 0);
    int school = rs_card(sc, "village_school", 0);
    rs_to_hand(sc, 0, epic);
    rs_to_hand(sc, 0, relief);
    rs_to_hand(sc, 0, school);
    RS_PLAY(sc, 0, "play c%d", epic);
    RS_PLAY(sc, 0, "play c%d", relief);
    rv_hand_del(&sc->s, 0, school);
    rv_discard_add(rv_data_of(sc->g), &sc->s, 0, school);
    rs_set(sc, 0, AU, 1, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", prince, epic)); /* no gold */
    rs_set(sc, 0, AU, 1, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", prince, school)); /* no Artwork */
    RS_PLAY(sc, 0, "play c%d c%d", prince, epic);
    rs_gain_up(sc);
    assert_true(rv_in_hand(&sc->s, 0, epic));
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", prince, relief)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* the Hospital needs an Aqueduct; once a turn its owner takes a star, or pays one for a
 * resource of choice */
static void test_hospital(void **u) {
    (void)u;
    for (int choice = 0; choice < 2; choice++) {
        rs_scenario *sc = with_city();
        rs_make_city(sc, 0, 6);
        int hospital = rs_card(sc, "hospital", 0);
        rs_to_hand(sc, 0, hospital);
        rs_fill(sc, 0, 2);
        assert_false(rs_is_legal(sc, 0, "build c%d t5 top", hospital)); /* no Aqueduct */
        rs_to_site(sc, 0, rs_card(sc, "aqueduct", 0), 6, 0);
        RS_PLAY(sc, 0, "build c%d t5 top", hospital);
        rs_gain_up(sc);
        sc->s.stars[0] = 1;
        rs_set(sc, 0, G, 6, 0);
        int all = rs_total(sc, 0, -1);
        if (choice) {
            RS_PLAY(sc, 0, "play c%d resource", hospital);
            assert_int_equal(sc->s.phase, RV_PH_GAIN);
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
            assert_int_equal(rs_get(sc, 0, G, 6), 1);
            assert_int_equal(rs_total(sc, 0, -1), all + 1);
        } else {
            RS_PLAY(sc, 0, "play c%d", hospital);
        }
        assert_int_equal(sc->s.stars[0], choice ? 0 : 2);
        assert_false(rs_is_legal(sc, 0, "play c%d", hospital)); /* once a turn */
        assert_false(rs_is_legal(sc, 0, "play c%d resource", hospital));
        rs_check(sc);
        rs_free(sc);
    }
}

/* once a turn the City Palace's owner pays 3 stars and takes an action card or a unit
 * without requirement from his discard pile; not an Artwork (it requires), not with 2 stars */
static void test_city_palace(void **u) {
    (void)u;
    rs_scenario *sc = with_city();
    int palace = rs_card(sc, "city_palace", 0), feeding = rs_card(sc, "feeding_the_poor", 0);
    int epic = rs_card(sc, "artwork_epic", 0);
    rs_to_hand(sc, 0, palace);
    rs_fill(sc, 0, 2);
    sc->s.stars[0] = 1;
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", palace)); /* 2 stars owed */
    sc->s.stars[0] = 3;
    RS_PLAY(sc, 0, "build c%d t5 top", palace);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stars[0], 1);
    for (int i = 0; i < 2; i++) {
        int c = i ? epic : feeding;
        rs_to_hand(sc, 0, c);
        rv_hand_del(&sc->s, 0, c);
        rv_discard_add(rv_data_of(sc->g), &sc->s, 0, c);
    }
    sc->s.stars[0] = 2;
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", palace, feeding));
    sc->s.stars[0] = 3;
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", palace, epic));
    RS_PLAY(sc, 0, "play c%d c%d", palace, feeding);
    assert_true(rv_in_hand(&sc->s, 0, feeding));
    assert_int_equal(sc->s.stars[0], 0);
    rs_check(sc);
    rs_free(sc);
}

/* Prosperity (requires an Aqueduct): this turn a city costs 1 ore and 2 grain; not played
 * twice, nor without an Aqueduct; the next turn the city costs 3 ore 2 grain again */
static void test_prosperity(void **u) {
    (void)u;
    rs_scenario *sc = with_city();
    int card = rs_card(sc, "prosperity", 0);
    rs_to_hand(sc, 0, card);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, G, 6, 2);
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", card)); /* no Aqueduct */
    assert_false(rs_is_legal(sc, 0, "city t%d", 6));
    rs_to_site(sc, 0, rs_card(sc, "aqueduct", 0), 5, 0);
    RS_PLAY(sc, 0, "play c%d", card);
    assert_int_equal(sc->s.prosperity_uses, RV_PU_PROSPERITY);
    RS_PLAY(sc, 0, "city t%d", 6);
    rs_gain_up(sc);
    assert_int_equal(sc->s.pr[0].town[6], 2);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    rs_check(sc);
    ctn_action list[CTN_MAX_ACTIONS];
    RS_PLAY(sc, 0, "end_actions");
    while (sc->s.current == 0) { /* the rest of red's turn, the first action each time */
        int p = ctn_actors_pick(ctn_game_actors(sc->g, (ctn_state *)&sc->s));
        if (p == CTN_CHANCE) rs_settle(sc);
        else assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, p, 0, list) > 0), ctn_game_apply(sc->g, (ctn_state *)&sc->s, p, list[0]);
    }
    assert_int_equal(sc->s.prosperity_uses, 0);
    rs_free(sc);
}

/* Bera: the opponent gives up to 2 stars (no more than the player's marker takes), or the
 * player takes 1 resource of his choice per victory point the opponent leads by, at most 3 */
static void test_bera(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    rs_to_actions(sc);
    int bera = rs_card(sc, "bera", 0);
    rs_to_hand(sc, 0, bera);
    assert_false(rs_is_legal(sc, 0, "play c%d", bera)); /* blue has no star */
    assert_false(rs_is_legal(sc, 0, "play c%d resource", bera)); /* blue does not lead */
    sc->s.stars[1] = 3;
    sc->s.stars[0] = 2;
    RS_PLAY(sc, 0, "play c%d", bera);
    assert_int_equal(sc->s.stars[0], 3);
    assert_int_equal(sc->s.stars[1], 2); /* one star: red's marker was one short of its top */
    rs_free(sc);
    sc = prosperity();
    rs_to_actions(sc);
    bera = rs_card(sc, "bera", 0);
    rs_to_hand(sc, 0, bera);
    rs_make_city(sc, 1, 5); /* blue leads by 1, then by 3 */
    rs_fill(sc, 1, 1);
    RS_PLAY(sc, 0, "play c%d resource", bera);
    assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
    assert_int_equal(sc->s.takes_left, 1);
    rs_free(sc);
    sc = prosperity();
    rs_to_actions(sc);
    rs_to_hand(sc, 0, bera);
    rs_make_city(sc, 1, 5);
    rs_make_city(sc, 1, 6);
    rs_to_site(sc, 1, rs_card(sc, "theater", 0), 5, 0);
    rs_to_site(sc, 1, rs_card(sc, "aqueduct", 0), 6, 0);
    assert_true(ctn_rivals_vp(sc->g, &sc->s, 1) - ctn_rivals_vp(sc->g, &sc->s, 0) > 3);
    RS_PLAY(sc, 0, "play c%d resource", bera);
    assert_int_equal(sc->s.takes_left, 3); /* 3 at most */
    RS_PLAY(sc, 0, "take ore");
    assert_int_equal(sc->s.takes_left, 2);
    rs_free(sc);
}

/* the Common Land, built on a settlement for 1 grain: once a turn its owner pays 1 star and
 * gives 1 resource for 1 other of his choice; not without a star, not twice */
static void test_common_land(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    rs_to_actions(sc);
    int land = rs_card(sc, "common_land", 0);
    rs_to_hand(sc, 0, land);
    rs_fill(sc, 0, 1);
    RS_PLAY(sc, 0, "build c%d t6 top", land);
    rs_gain_up(sc);
    assert_false(rs_is_legal(sc, 0, "play c%d ore lumber", land)); /* no star */
    sc->s.stars[0] = 2;
    assert_false(rs_is_legal(sc, 0, "play c%d ore ore", land));
    RS_PLAY(sc, 0, "play c%d ore lumber", land);
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, O), 0);
    assert_int_equal(rs_total(sc, 0, L), 2);
    assert_int_equal(sc->s.stars[0], 1);
    assert_false(rs_is_legal(sc, 0, "play c%d wool lumber", land)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* the stars survive the state's JSON, and the hash tells them apart */
static void test_stars_state(void **u) {
    (void)u;
    rs_scenario *sc = prosperity();
    uint64_t h = ctn_state_hash(sc->g, (ctn_state *)&sc->s);
    sc->s.stars[1] = 2;
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&sc->s) != h);
    rs_check(sc);
    sc->s.stars[1] = RV_MAX_STARS + 1;
    char msg[256];
    assert_int_not_equal(sc->g->rules->check(sc->g, (ctn_state *)&sc->s, msg, sizeof msg), 0);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),           cmocka_unit_test(test_star_cost_prince), cmocka_unit_test(test_theater),
        cmocka_unit_test(test_village_school),  cmocka_unit_test(test_builders_hut),     cmocka_unit_test(test_feeding_the_poor),
        cmocka_unit_test(test_taxation),        cmocka_unit_test(test_aqueduct),         cmocka_unit_test(test_stars_state),
        cmocka_unit_test(test_artworks),        cmocka_unit_test(test_prince_takes_artwork), cmocka_unit_test(test_hospital),
        cmocka_unit_test(test_city_palace),     cmocka_unit_test(test_prosperity),       cmocka_unit_test(test_bera),
        cmocka_unit_test(test_common_land),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
