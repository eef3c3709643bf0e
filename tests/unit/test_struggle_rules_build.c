/* test_struggle_rules_build.c — scenario tests of docs/rules/struggle.md §4.2 (the build phase:
 * one build of each kind per turn, a settlement and a city in one turn, the settlement stack
 * running out, the settlement's optional turn of the direction card, a city needing a settlement
 * and turning up its event, an expansion needing a city and no name twice, roads and knights
 * taken from the first unprotected opponent in the arrows' direction when the supply is empty,
 * Church and City wall protection, no build when nobody can be robbed, no direction card with 2
 * players) and §7 (both sides of the direction card, both settings of the `direction` option).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* Seat 0 in his build phase with enough cards for anything. */
static ss_scenario *builder(int players, const char *options) {
    ss_scenario *sc = ss_new(players, options);
    ss_set_hand(sc, 0, 3, 3, 4, 4, 4);
    SS_PLAY(sc, 0, "end_trade");
    return sc;
}

static void build(ss_scenario *sc, const char *what, const char *pay) {
    SS_PLAY(sc, sc->s.current, "%s", what);
    SS_PLAY(sc, sc->s.current, "%s", pay);
}

/* At most one build of each kind per turn; settlement and city in one turn are different kinds. */
static void test_one_build_per_kind(void **state) {
    (void)state;
    ss_scenario *sc = builder(2, "");
    build(sc, "build_road", "pay 1 lumber 1 brick");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road");
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_knight");
    build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD); /* 2 players: no direction card */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement");
    ss_set_hand(sc, 0, 0, 0, 3, 2, 4);
    build(sc, "build_city", "pay 2 grain 3 ore"); /* may turn the settlement just built */
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city");
    build(sc, "build_expansion church", "pay 3 wool 1 ore");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_expansion library"); /* one expansion per turn */
    assert_int_equal(sc->s.built, 31);
    assert_int_equal(ss_count_legal(sc, 0, ST_A_BUILD), 0);
    /* 1 settlement + 1 city turned into the church; 2 roads (1), 1 knight (0) */
    assert_int_equal(ss_vp(sc, 0), 1 + 3 + 1);
    /* the next turn allows every kind again */
    ss_next_turn(sc);
    ss_next_turn(sc);
    assert_int_equal(sc->s.current, 0);
    assert_int_equal(sc->s.built, 0);
    ss_free(sc);
}

/* A settlement comes from the stack; none left: none built. */
static void test_settlement_stack(void **state) {
    (void)state;
    ss_scenario *sc = builder(2, "");
    assert_int_equal(sc->s.settlement_supply, 5);
    while (sc->s.settlement_supply > 1) ss_put_settlement(sc, 1);
    build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
    assert_int_equal(sc->s.settlement_supply, 0);
    assert_int_equal(sc->s.settlements[0], 2);
    ss_next_turn(sc);
    ss_set_hand(sc, 1, 1, 1, 1, 1, 0);
    SS_PLAY(sc, 1, "end_trade");
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_settlement");
    ss_free(sc);
}

/* §4.2/§7: after a settlement (3+ players) the builder decides whether to turn the card. */
static void test_settlement_direction_choice(void **state) {
    (void)state;
    ss_scenario *sc = builder(3, "");
    build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
    assert_int_equal(sc->s.phase, ST_PHASE_DIRECTION);
    assert_int_equal(ss_count_legal(sc, 0, -1), 2);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_build");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road");
    SS_PLAY(sc, 0, "flip_direction");
    assert_int_equal(sc->s.direction, 1);
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "flip_direction"); /* only right after a settlement */
    ss_next_turn(sc);
    ss_set_hand(sc, 1, 1, 1, 1, 1, 0);
    SS_PLAY(sc, 1, "end_trade");
    build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
    SS_PLAY(sc, 1, "keep_direction");
    assert_int_equal(sc->s.direction, 1);
    assert_int_equal(sc->s.settlements[1], 2);
    ss_free(sc);
}

/* A city needs one's own settlement; it turns up the event (chance by the events still hidden). */
static void test_city(void **state) {
    (void)state;
    ss_scenario *sc = builder(3, "");
    sc->s.settlements[0] = 0; /* his settlement goes back to the stack */
    sc->s.settlement_supply++;
    SS_CHECK(sc);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city");
    sc->s.settlements[0] = 1;
    sc->s.settlement_supply--;
    SS_PLAY(sc, 0, "build_city");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    assert_int_equal(sc->s.settlements[0], 0);
    assert_int_equal(sc->s.cities[0], 1);
    assert_int_equal(ss_vp(sc, 0), 2);
    assert_int_equal(sc->s.phase, ST_PHASE_EVENT);
    assert_int_equal(ss_actors(sc), CTN_CHANCE_BIT);
    uint64_t total = 0;
    assert_int_equal(ss_count_chance(sc, &total), 2);
    assert_int_equal(total, 11); /* 3 players: 8 brigand attacks and 3 market days hidden */
    assert_int_equal(ss_chance_weight(sc, "event brigand_attack"), 8);
    assert_int_equal(ss_chance_weight(sc, "event market_day"), 3);
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    assert_int_equal(sc->s.events_hidden[ST_EVENT_MARKET_DAY], 2);
    assert_int_equal(sc->s.events_hidden[ST_EVENT_BRIGANDS], 8);
    ss_free(sc);
}

/* An expansion needs a city without one; no name twice; only names left in the open stack. */
static void test_expansion(void **state) {
    (void)state;
    ss_scenario *sc = builder(3, "");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_expansion library"); /* no city */
    ss_put_settlement(sc, 0);
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_CHURCH);
    SS_CHECK(sc);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_expansion church");    /* a second church is there */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_expansion cathedral"); /* not with 3 players */
    /* offered: library, merchant guild, city wall, castle */
    assert_int_equal(ss_count_legal(sc, 0, ST_A_BUILD), 4 + 3); /* + road, settlement, knight */
    int vp = ss_vp(sc, 0);
    build(sc, "build_expansion castle", "pay 3 wool 1 ore");
    assert_int_equal(ss_vp(sc, 0), vp - 2 + 4);
    assert_int_equal(sc->s.cities[0], 0);
    assert_int_equal(sc->s.expansion_supply[ST_EXP_CASTLE], 0);
    assert_int_equal(sc->s.expansions[0], (1u << ST_EXP_CHURCH) | (1u << ST_EXP_CASTLE));
    /* nobody else can take the only castle */
    ss_next_turn(sc);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_set_hand(sc, 1, 0, 0, 3, 0, 1);
    SS_PLAY(sc, 1, "end_trade");
    SS_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_expansion castle");
    build(sc, "build_expansion church", "pay 3 wool 1 ore"); /* another player's name is fine */
    assert_int_equal(sc->s.expansion_supply[ST_EXP_CHURCH], 0);
    ss_free(sc);
}

/* Roads and knights: the side follows the position in the stack (odd A, even B). */
static void test_stack_sides(void **state) {
    (void)state;
    ss_scenario *sc = builder(2, "");
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore");
    assert_int_equal(sc->s.knights[0], 1);
    assert_int_equal(ss_vp(sc, 0), 1); /* A-side: an extra draw, no point */
    SS_PLAY(sc, 0, "end_build");
    assert_int_equal(sc->s.draws_left, 3);
    ss_free(sc);
}

/* Four players, supply empty: roads p0 1, p1 0, p2 3, p3 5; knights p1 2, p3 3. */
static ss_scenario *empty_supply(const char *options) {
    ss_scenario *sc = builder(4, options);
    ss_set_roads(sc, 1, 0);
    ss_set_roads(sc, 2, 3);
    ss_set_roads(sc, 3, 5);
    ss_set_knights(sc, 1, 2);
    ss_set_knights(sc, 3, 3);
    assert_int_equal(sc->s.road_supply, 0);
    assert_int_equal(sc->s.knight_supply, 0);
    SS_CHECK(sc);
    return sc;
}

/* White side (default): the victim search goes in seat order from the builder. */
static void test_take_in_seat_order(void **state) {
    (void)state;
    ss_scenario *sc = empty_supply("");
    build(sc, "build_road", "pay 1 lumber 1 brick"); /* p1 has none: p2 loses his top road */
    assert_int_equal(sc->s.roads[0], 2);
    assert_int_equal(sc->s.roads[1], 0);
    assert_int_equal(sc->s.roads[2], 2);
    assert_int_equal(sc->s.roads[3], 5);
    assert_int_equal(ss_vp(sc, 2), 1 + 1);
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore"); /* p1 comes first for knights */
    assert_int_equal(sc->s.knights[0], 1);
    assert_int_equal(sc->s.knights[1], 1);
    assert_int_equal(sc->s.knights[3], 3);
    ss_free(sc);
}

/* After the card is turned (a settlement's choice), the search goes against seat order. */
static void test_take_after_flip(void **state) {
    (void)state;
    ss_scenario *sc = empty_supply("");
    build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
    SS_PLAY(sc, 0, "flip_direction");
    build(sc, "build_road", "pay 1 lumber 1 brick"); /* p3 first */
    assert_int_equal(sc->s.roads[3], 4);
    assert_int_equal(sc->s.roads[2], 3);
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore");
    assert_int_equal(sc->s.knights[3], 2);
    assert_int_equal(sc->s.knights[1], 2);
    ss_free(sc);
}

/* Option direction=white_counter: the white side points against seat order, the other with it. */
static void test_direction_option(void **state) {
    (void)state;
    ss_scenario *sc = empty_supply("direction=white_counter");
    build(sc, "build_road", "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.roads[3], 4);
    assert_int_equal(sc->s.roads[2], 3);
    build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
    SS_PLAY(sc, 0, "flip_direction");
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore");
    assert_int_equal(sc->s.knights[1], 1); /* the other side: seat order */
    ss_free(sc);
}

/* The search starts from the builder, whoever he is: p2 building takes from p3, then p0. */
static void test_take_from_builder(void **state) {
    (void)state;
    ss_scenario *sc = empty_supply("");
    ss_next_turn(sc);
    ss_next_turn(sc);
    assert_int_equal(sc->s.current, 2);
    ss_set_hand(sc, 2, 2, 2, 0, 0, 0);
    SS_PLAY(sc, 2, "end_trade");
    build(sc, "build_road", "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.roads[3], 4);
    assert_int_equal(sc->s.roads[2], 4);
    ss_free(sc);
}

/* Church guards the bottom knight, City wall the bottom three roads (§6). */
static void test_protection(void **state) {
    (void)state;
    ss_scenario *sc = empty_supply("");
    /* p2 gets a city wall with his 3 roads; p3 keeps 5 */
    ss_put_settlement(sc, 2);
    ss_put_city(sc, 2, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 2, ST_EXP_CITY_WALL);
    /* p1 gets a church with his 2 knights */
    ss_put_settlement(sc, 1);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_CHURCH);
    SS_CHECK(sc);
    build(sc, "build_road", "pay 1 lumber 1 brick"); /* p2's 3 roads are all protected: p3 */
    assert_int_equal(sc->s.roads[2], 3);
    assert_int_equal(sc->s.roads[3], 4);
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore"); /* p1 may lose one of his two */
    assert_int_equal(sc->s.knights[1], 1);
    ss_next_turn(sc);
    ss_next_turn(sc);
    ss_next_turn(sc);
    ss_next_turn(sc);
    assert_int_equal(sc->s.current, 0);
    ss_set_hand(sc, 0, 0, 0, 1, 1, 1);
    SS_PLAY(sc, 0, "end_trade");
    build(sc, "build_knight", "pay 1 wool 1 grain 1 ore"); /* p1's last knight is guarded: p3 */
    assert_int_equal(sc->s.knights[1], 1);
    assert_int_equal(sc->s.knights[3], 2);
    ss_free(sc);
}

/* Ruling (§4.2): with the supply empty and nobody having a card that may be taken, the build is
 * not possible. */
static void test_nobody_to_rob(void **state) {
    (void)state;
    ss_scenario *sc = builder(3, "");
    /* 7 roads: p0 4, p1 3 behind a city wall, p2 0; 4 knights: p0 3, p1 1 behind a church */
    ss_set_roads(sc, 2, 0);
    ss_set_roads(sc, 0, 4);
    ss_set_roads(sc, 1, 3);
    ss_set_knights(sc, 0, 3);
    ss_set_knights(sc, 1, 1);
    ss_put_settlement(sc, 1);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_CITY_WALL);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_CHURCH);
    SS_CHECK(sc);
    assert_int_equal(sc->s.road_supply, 0);
    assert_int_equal(sc->s.knight_supply, 0);
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_knight");
    /* and the builder's own cards are never taken */
    ss_set_roads(sc, 0, 3);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "build_road"); /* the supply has one again */
    ss_free(sc);
}

/* With 2 players the only opponent is the victim; the direction card plays no part. */
static void test_two_players(void **state) {
    (void)state;
    for (int counter = 0; counter < 2; counter++) {
        ss_scenario *sc = builder(2, counter ? "direction=white_counter" : "");
        ss_set_roads(sc, 1, 4);
        assert_int_equal(sc->s.road_supply, 0);
        build(sc, "build_settlement", "pay 1 lumber 1 brick 1 wool 1 grain");
        assert_int_equal(sc->s.phase, ST_PHASE_BUILD); /* no choice about a direction card */
        build(sc, "build_road", "pay 1 lumber 1 brick");
        assert_int_equal(sc->s.roads[1], 3);
        assert_int_equal(sc->s.roads[0], 2);
        assert_int_equal(sc->s.direction, 0);
        ss_free(sc);
    }
}

/* The build phase ends when the player likes: end_build leads to the draw. */
static void test_end_build(void **state) {
    (void)state;
    ss_scenario *sc = builder(3, "");
    SS_PLAY(sc, 0, "end_build");
    assert_int_equal(sc->s.phase, ST_PHASE_DRAW);
    SS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "build_road");
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_build_per_kind),
        cmocka_unit_test(test_settlement_stack),
        cmocka_unit_test(test_settlement_direction_choice),
        cmocka_unit_test(test_city),
        cmocka_unit_test(test_expansion),
        cmocka_unit_test(test_stack_sides),
        cmocka_unit_test(test_take_in_seat_order),
        cmocka_unit_test(test_take_after_flip),
        cmocka_unit_test(test_direction_option),
        cmocka_unit_test(test_take_from_builder),
        cmocka_unit_test(test_protection),
        cmocka_unit_test(test_nobody_to_rob),
        cmocka_unit_test(test_two_players),
        cmocka_unit_test(test_end_build),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
