/* test_struggle_rules_setup.c — scenario tests of docs/rules/struggle.md §1 (the components for
 * 2 to 6 players: roads, settlements with their events, knights, expansions by name, 67 or 134
 * resource cards), §3 (set-up: the market of 5, 3 hidden cards each, 1 road A-side up and 1
 * settlement each, 1 point each, the direction card white side up, seat 0 begins) and §11 (the
 * options table and its checks).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* Every building card of a player count: what the supply and the players hold. */
static int roads_total(const ss_scenario *sc) {
    int n = sc->s.road_supply;
    for (int p = 0; p < sc->n; p++) n += sc->s.roads[p];
    return n;
}
static int knights_total(const ss_scenario *sc) {
    int n = sc->s.knight_supply;
    for (int p = 0; p < sc->n; p++) n += sc->s.knights[p];
    return n;
}
static int settlements_total(const ss_scenario *sc) {
    int n = sc->s.settlement_supply;
    for (int p = 0; p < sc->n; p++) n += sc->s.settlements[p];
    return n;
}

/* §1: the table of components by player count. */
static void test_components_by_player_count(void **state) {
    (void)state;
    static const struct {
        int roads, settlements, knights, expansions;
        int brigands, market_days;
        /* library, merchant guild, church, city wall, castle, cathedral */
        int exp[ST_EXP_COUNT];
    } want[7] = {
        [2] = {5, 7, 2, 5, 5, 2, {1, 0, 2, 1, 1, 0}},
        [3] = {7, 11, 4, 7, 8, 3, {1, 1, 2, 2, 1, 0}},
        [4] = {9, 15, 5, 9, 10, 5, {1, 2, 2, 2, 1, 1}},
        [5] = {11, 19, 7, 11, 13, 6, {1, 3, 2, 3, 1, 1}},
        [6] = {13, 23, 8, 13, 15, 8, {1, 4, 2, 3, 1, 2}},
    };
    for (int n = 2; n <= 6; n++) {
        ss_scenario *sc = ss_new(n, "");
        assert_int_equal(roads_total(sc), want[n].roads);
        assert_int_equal(settlements_total(sc), want[n].settlements);
        assert_int_equal(knights_total(sc), want[n].knights);
        int exps = 0;
        for (int e = 0; e < ST_EXP_COUNT; e++) {
            assert_int_equal(sc->s.expansion_supply[e], want[n].exp[e]);
            exps += sc->s.expansion_supply[e];
        }
        assert_int_equal(exps, want[n].expansions);
        /* §5: one event on each settlement card; 10 of 15 brigand attacks with 4 players */
        assert_int_equal(sc->s.events_hidden[ST_EVENT_BRIGANDS], want[n].brigands);
        assert_int_equal(sc->s.events_hidden[ST_EVENT_MARKET_DAY], want[n].market_days);
        assert_int_equal(want[n].brigands + want[n].market_days, want[n].settlements);
        /* resources: brick 11, lumber 11, ore 16, wool 15, grain 14 = 67; two copies for 5-6 */
        int copies = n >= 5 ? 2 : 1, all = 0;
        static const int one[CTN_RESOURCE_COUNT] = {11, 11, 15, 14, 16};
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            int have = sc->s.deck[r] + sc->s.market[r] + sc->s.discard[r];
            for (int p = 0; p < n; p++) have += sc->s.hand[p][r];
            assert_int_equal(have, one[r] * copies);
            all += have;
        }
        assert_int_equal(all, 67 * copies);
        SS_CHECK(sc);
        ss_free(sc);
    }
}

/* §1: the card table's symbols: none always, "3" from 3 players, "4" from 4, and the second copy
 * adds its "3" cards with 5 players and its "3" and "4" cards with 6. */
static void test_card_table_symbols(void **state) {
    (void)state;
    int roads[5] = {0}, knights[5] = {0}; /* by symbol */
    for (int i = 0; i < ctn_struggle_card_rows; i++) {
        const ctn_struggle_card *c = &ctn_struggle_cards[i];
        assert_true(c->symbol == 0 || c->symbol == 3 || c->symbol == 4);
        if (c->kind == ST_BUILD_ROAD) roads[c->symbol] += c->count;
        if (c->kind == ST_BUILD_KNIGHT) knights[c->symbol] += c->count;
        if (c->kind == ST_BUILD_EXPANSION) {
            int vp = c->expansion == ST_EXP_CASTLE || c->expansion == ST_EXP_CATHEDRAL ? 4 : 3;
            assert_int_equal(c->vp, vp); /* §6 */
        }
    }
    assert_int_equal(roads[0], 5);
    assert_int_equal(roads[3], 2);
    assert_int_equal(roads[4], 2);
    assert_int_equal(knights[0], 2);
    assert_int_equal(knights[3], 2);
    assert_int_equal(knights[4], 1);
}

/* §3: the first state for every player count. */
static void test_setup(void **state) {
    (void)state;
    for (int n = 2; n <= 6; n++) {
        ss_scenario *sc = ss_new_seed(n, 100u + (unsigned)n, "");
        const ctn_struggle_state *s = &sc->s;
        assert_int_equal(ss_total(s->market), ST_MARKET_SIZE);
        assert_int_equal(ss_total(s->discard), 0);
        assert_int_equal(ss_total(s->deck), (n >= 5 ? 134 : 67) - 5 - 3 * n);
        for (int p = 0; p < n; p++) {
            assert_int_equal(ss_hand_total(sc, p), ST_START_HAND);
            assert_int_equal(s->roads[p], 1); /* one road, its A-side up */
            assert_int_equal(s->settlements[p], 1);
            assert_int_equal(s->knights[p], 0);
            assert_int_equal(s->cities[p], 0);
            assert_int_equal(s->expansions[p], 0);
            assert_int_equal(ss_vp(sc, p), 1); /* everyone starts with 1 point */
        }
        assert_int_equal(s->direction, 0); /* white arrows up */
        /* seat 0 begins, in the trade phase, with one trade for his one A-side road */
        assert_int_equal(s->turn, 1);
        assert_int_equal(s->current, 0);
        assert_int_equal(ss_actors(sc), 1u);
        assert_int_equal(s->phase, ST_PHASE_TRADE);
        assert_int_equal(s->trades_left, 1);
        assert_int_equal(s->deck_only, 0);
        assert_int_equal(s->winner, ST_NOBODY);
        SS_CHECK(sc);
        ss_free(sc);
    }
}

/* §3: the deck is shuffled: different seeds deal different hands and markets; the same seed the
 * same bytes. */
static void test_setup_is_shuffled(void **state) {
    (void)state;
    ss_scenario *a = ss_new_seed(4, 1, ""), *b = ss_new_seed(4, 2, ""), *c = ss_new_seed(4, 1, "");
    assert_memory_equal(&a->s, &c->s, sizeof a->s);
    int differ = memcmp(a->s.market, b->s.market, sizeof a->s.market) != 0;
    for (int p = 0; p < 4; p++) differ |= memcmp(a->s.hand[p], b->s.hand[p], 5) != 0;
    assert_true(differ);
    /* over many seeds every resource shows up in the market */
    unsigned seen = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        ss_scenario *x = ss_new_seed(3, seed, "");
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            if (x->s.market[r]) seen |= 1u << r;
        ss_free(x);
    }
    assert_int_equal(seen, 31u);
    ss_free(a);
    ss_free(b);
    ss_free(c);
}

/* §3 and §2: playing on, play goes in seat order (0, 1, 2, 0, ...). */
static void test_seat_order(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    int order[7];
    for (int i = 0; i < 7; i++) {
        order[i] = sc->s.current;
        assert_int_equal(sc->s.turn, (uint32_t)i + 1);
        ss_next_turn(sc);
    }
    int want[7] = {0, 1, 2, 0, 1, 2, 0};
    assert_memory_equal(order, want, sizeof want);
    ss_free(sc);
}

/* §11: the options, their defaults and ranges; bad values and player counts refused. */
static void test_options(void **state) {
    (void)state;
    const ctn_ruleset *r = ctn_ruleset_find("struggle");
    assert_ptr_equal(r, &ctn_struggle_rules);
    assert_int_equal(r->min_players, 2);
    assert_int_equal(r->max_players, 6);
    assert_int_equal(r->num_options, 6);
    static const struct {
        const char *name;
        int32_t def;
        const char *values;
    } want[] = {{"vp_to_win", 10, NULL},
                {"robbery_discard", 0, "half_over_7 none"},
                {"market_day", 0, "take_one none"},
                {"direction", 0, "white_clockwise white_counter"},
                {"win_check", 0, "immediate turn_start"},
                {"turn_limit", 0, NULL}};
    for (int i = 0; i < 6; i++) {
        int k = ctn_option_index(r, want[i].name);
        assert_true(k >= 0);
        assert_int_equal(r->options[k].default_value, want[i].def);
        if (want[i].values) {
            char joined[128] = "";
            for (int v = 0; r->options[k].values[v]; v++) {
                if (v) strcat(joined, " ");
                strcat(joined, r->options[k].values[v]);
            }
            assert_string_equal(joined, want[i].values);
        }
    }
    int k = ctn_option_index(r, "vp_to_win");
    assert_int_equal(r->options[k].min, 3);
    assert_int_equal(r->options[k].max, 20);
    k = ctn_option_index(r, "turn_limit");
    assert_int_equal(r->options[k].min, 0);
    assert_int_equal(r->options[k].max, 1000000);
    ctn_error err;
    int32_t v;
    assert_int_equal(
        ctn_option_parse(&r->options[ctn_option_index(r, "vp_to_win")], "21", &v, &err),
        CTN_E_OPTION);
    assert_int_equal(
        ctn_option_parse(&r->options[ctn_option_index(r, "market_day")], "fair", &v, &err),
        CTN_E_OPTION);
    /* player counts 1 and 7 and boards are refused */
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    ctn_game *g = NULL;
    cfg.num_players = 1;
    assert_int_not_equal(ctn_game_new(r, &cfg, &g, &err), CTN_OK);
    cfg.num_players = 7;
    assert_int_not_equal(ctn_game_new(r, &cfg, &g, &err), CTN_OK);
    cfg.num_players = 3;
    cfg.board_kind = CTN_BOARD_BEGINNER;
    assert_int_equal(ctn_game_new(r, &cfg, &g, &err), CTN_E_BOARD);
    assert_null(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_components_by_player_count),
        cmocka_unit_test(test_card_table_symbols),
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_setup_is_shuffled),
        cmocka_unit_test(test_seat_order),
        cmocka_unit_test(test_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
