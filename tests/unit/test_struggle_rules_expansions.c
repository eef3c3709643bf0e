/* test_struggle_rules_expansions.c — scenario tests of docs/rules/struggle.md §6 (city
 * expansions): the merchant guild (once per own turn, in the trade or the build phase, a random
 * card from an opponent with at least as many points, nothing given back, not a trade, working
 * the turn it is built), the church and the city wall (what they protect, and that they protect
 * their owner only), castle and cathedral worth 4 points, every other expansion 3; the library's
 * ability is tested with the trades (test_struggle_rules_trade.c).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* Four players; p0 owns a merchant guild on his one city (3 points). p1 has 3 points
 * (3 settlements), p2 5, p3 2. */
static ss_scenario *guild_game(void) {
    ss_scenario *sc = ss_new(4, "");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_GUILD);
    for (int i = 0; i < 2; i++) ss_put_settlement(sc, 1);
    for (int i = 0; i < 4; i++) ss_put_settlement(sc, 2);
    ss_put_settlement(sc, 3);
    ss_set_hand(sc, 0, 1, 0, 0, 0, 0);
    ss_set_hand(sc, 1, 0, 2, 0, 0, 1);
    ss_set_hand(sc, 2, 0, 0, 3, 0, 0);
    ss_set_hand(sc, 3, 0, 0, 0, 4, 0);
    SS_CHECK(sc);
    assert_int_equal(ss_vp(sc, 0), 3);
    assert_int_equal(ss_vp(sc, 1), 3);
    assert_int_equal(ss_vp(sc, 2), 5);
    assert_int_equal(ss_vp(sc, 3), 2);
    return sc;
}

static void test_guild_targets_and_theft(void **state) {
    (void)state;
    ss_scenario *sc = guild_game();
    assert_int_equal(ss_count_legal(sc, 0, ST_A_GUILD), 2); /* p1 (equal) and p2 (more) */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "guild p3");            /* fewer points */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "guild p0");
    SS_PLAY(sc, 0, "guild p1");
    assert_int_equal(sc->s.phase, ST_PHASE_GUILD_STEAL);
    uint64_t total = 0;
    assert_int_equal(ss_count_chance(sc, &total), 2);
    assert_int_equal(total, 3); /* one of p1's 3 cards, each alike */
    assert_int_equal(ss_chance_weight(sc, "draw_from p1 brick"), 2);
    SS_PLAY(sc, CTN_CHANCE, "draw_from p1 ore");
    SS_ASSERT_HAND(sc, 0, 1, 0, 0, 0, 1);
    SS_ASSERT_HAND(sc, 1, 0, 2, 0, 0, 0);
    /* nothing given back, and no trade used: back in the trade phase with the one trade left */
    assert_int_equal(sc->s.phase, ST_PHASE_TRADE);
    assert_int_equal(ss_actors(sc), 1u);
    assert_int_equal(sc->s.trades_left, 1);
    /* once per turn, in the build phase too */
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "guild p2");
    SS_PLAY(sc, 0, "end_trade");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "guild p2");
    /* next own turn: again */
    ss_next_turn(sc);
    ss_turn_of(sc, 0);
    SS_PLAY(sc, 0, "end_trade");
    assert_true(ss_is_legal(sc, 0, "guild p2"));
    ss_free(sc);
}

/* In the build phase the theft returns to the build phase; a player with no cards is no target. */
static void test_guild_in_build_phase(void **state) {
    (void)state;
    ss_scenario *sc = guild_game();
    ss_set_hand(sc, 1, 0, 0, 0, 0, 0);
    SS_PLAY(sc, 0, "end_trade");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "guild p1");
    assert_int_equal(ss_count_legal(sc, 0, ST_A_GUILD), 1);
    SS_PLAY(sc, 0, "guild p2");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p2 wool");
    assert_int_equal(sc->s.phase, ST_PHASE_BUILD);
    SS_ASSERT_HAND(sc, 0, 1, 0, 1, 0, 0);
    SS_ASSERT_HAND(sc, 2, 0, 0, 2, 0, 0);
    ss_free(sc);
}

/* The guild is not a trade: it works when no trade (or only a deck trade) is allowed. */
static void test_guild_is_not_a_trade(void **state) {
    (void)state;
    ss_scenario *sc = guild_game();
    ss_set_roads(sc, 0, 0); /* no A-side road from the next own turn on */
    ss_next_turn(sc);
    ss_turn_of(sc, 0);
    assert_int_equal(sc->s.deck_only, 1);
    ss_set_hand(sc, 0, 1, 0, 0, 0, 0);
    ss_set_hand(sc, 2, 0, 0, 3, 0, 0);
    SS_PLAY(sc, 0, "trade_deck lumber");
    SS_PLAY(sc, CTN_CHANCE, "draw ore");
    assert_int_equal(sc->s.trades_left, 0);
    SS_PLAY(sc, 0, "guild p2");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p2 wool");
    SS_ASSERT_HAND(sc, 0, 0, 0, 1, 0, 1);
    ss_free(sc);
}

/* "Its ability works at once": a guild built in the build phase steals in the same turn. */
static void test_guild_works_at_once(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);                /* 2 points */
    for (int i = 0; i < 5; i++) ss_put_settlement(sc, 1); /* 6 points */
    ss_set_hand(sc, 0, 0, 0, 3, 0, 1);
    ss_set_hand(sc, 1, 0, 0, 0, 0, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_REFUSE(sc, 0, CTN_E_ILLEGAL, "guild p1");
    SS_PLAY(sc, 0, "build_expansion merchant_guild");
    SS_PLAY(sc, 0, "pay 3 wool 1 ore");
    assert_int_equal(ss_vp(sc, 0), 3);
    SS_PLAY(sc, 0, "guild p1");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p1 ore");
    SS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 1);
    ss_free(sc);
}

/* Church: only the bottom knight is safe; City wall: only the bottom three roads; each protects
 * its owner only. */
static void test_church_and_city_wall(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    /* 7 roads: p0 0, p1 4 with a city wall, p2 3; 4 knights: p1 1 with a church, p2 3 */
    ss_set_roads(sc, 0, 0);
    ss_set_roads(sc, 1, 4);
    ss_set_roads(sc, 2, 3);
    ss_set_knights(sc, 1, 1);
    ss_set_knights(sc, 2, 3);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_CITY_WALL);
    ss_put_settlement(sc, 1);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_CHURCH);
    ss_set_hand(sc, 0, 1, 1, 1, 1, 1);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_road");
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.roads[1], 3); /* his fourth road was above the wall */
    SS_PLAY(sc, 0, "build_knight");
    SS_PLAY(sc, 0, "pay 1 wool 1 grain 1 ore");
    assert_int_equal(sc->s.knights[1], 1); /* guarded by his church */
    assert_int_equal(sc->s.knights[2], 2);
    ss_free(sc);
}

/* Castle and cathedral are worth 4 (placeholders, §6); library, guild, church, city wall 3. */
static void test_expansion_points(void **state) {
    (void)state;
    static const int vp[ST_EXP_COUNT] = {3, 3, 3, 3, 4, 4};
    for (int e = 0; e < ST_EXP_COUNT; e++) {
        ss_scenario *sc = ss_new(4, "");
        ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
        ss_set_hand(sc, 0, 0, 0, 3, 0, 1);
        SS_PLAY(sc, 0, "end_trade");
        SS_PLAY(sc, 0, "build_expansion %s", ctn_struggle_expansion_name(e));
        SS_PLAY(sc, 0, "pay 3 wool 1 ore");
        assert_int_equal(ss_vp(sc, 0), vp[e]);
        assert_int_equal(sc->s.expansions[0], 1u << e);
        ss_free(sc);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guild_targets_and_theft), cmocka_unit_test(test_guild_in_build_phase),
        cmocka_unit_test(test_guild_is_not_a_trade),    cmocka_unit_test(test_guild_works_at_once),
        cmocka_unit_test(test_church_and_city_wall),    cmocka_unit_test(test_expansion_points),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
