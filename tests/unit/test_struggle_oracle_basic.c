/* test_struggle_oracle_basic.c — unit tests of the Struggle legality oracle (struggle_oracle.c) on
 * hand-built positions whose legal actions are worked out by hand from docs/rules/struggle.md
 * (cited as §n): the trade phase with 0, 1 and 2 A-side roads, market pairs, the library and the
 * merchant guild, payments with and without substitution, the expansion rule, road and knight
 * theft (who may be robbed, and who is robbed with the direction card either way, through the
 * engine), the 2-player game, discards, market day, the end-of-turn draw sets, chance outcomes,
 * views and the win.
 *
 * Positions start from a fresh game with every hand and the market put back in the deck, and are
 * edited field by field keeping every card accounted for (the invariant check passes on each);
 * the expected lists never come from the fast generator.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "catan/game.h"
#include "catan/struggle.h"
#include "rules/struggle/struggle_internal.h"

typedef struct fixture {
    ctn_game *g;
    st_state s;
    ctn_action list[CTN_MAX_ACTIONS];
    int n;
} fixture;

static fixture F; /* one test at a time */

static int teardown(void **state) {
    (void)state;
    ctn_game_free(F.g);
    F.g = NULL;
    return 0;
}

/* ---- building positions ---- */

static void move(uint8_t *from, uint8_t *to, int r, int count) {
    assert_true(from[r] >= count);
    from[r] = (uint8_t)(from[r] - count);
    to[r] = (uint8_t)(to[r] + count);
}

static void set_cards(uint8_t *where, int l, int b, int w, int gr, int o) {
    const int want[CTN_RESOURCE_COUNT] = {l, b, w, gr, o};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        move(where, F.s.deck, r, where[r]);
        move(F.s.deck, where, r, want[r]);
    }
}

static void set_hand(int p, int l, int b, int w, int gr, int o) {
    set_cards(F.s.hand[p], l, b, w, gr, o);
}

/* A new game of `players` with at most two options; every hand and the market back in the deck,
 * player 0 in his trade phase with one trade. */
static void start(int players, const char *opt1, int v1, const char *opt2, int v2) {
    ctn_game_free(F.g);
    F.g = NULL;
    ctn_game_config cfg = {0};
    cfg.num_players = players;
    if (opt1) cfg.options[cfg.num_options++] = (ctn_option_value){opt1, v1};
    if (opt2) cfg.options[cfg.num_options++] = (ctn_option_value){opt2, v2};
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_struggle_rules, &cfg, &F.g, &err), CTN_OK);
    ctn_game_init_state(F.g, (ctn_state *)&F.s, 1);
    for (int p = 0; p < players; p++) set_hand(p, 0, 0, 0, 0, 0);
    set_cards(F.s.market, 0, 0, 0, 0, 0);
    F.s.phase = ST_PHASE_TRADE;
    F.s.current = F.s.actor = 0;
    F.s.trades_left = 1;
}

static void set_roads(int p, int n) {
    F.s.road_supply = (uint8_t)(F.s.road_supply + F.s.roads[p] - n);
    F.s.roads[p] = (uint8_t)n;
}

static void set_knights(int p, int n) {
    F.s.knight_supply = (uint8_t)(F.s.knight_supply + F.s.knights[p] - n);
    F.s.knights[p] = (uint8_t)n;
}

static void set_settlements(int p, int n) {
    F.s.settlement_supply = (uint8_t)(F.s.settlement_supply + F.s.settlements[p] - n);
    F.s.settlements[p] = (uint8_t)n;
}

/* A settlement from the supply turned into a city (its event turned up), with an expansion on it
 * when e >= 0. */
static void add_city(int p, int e) {
    F.s.settlement_supply--;
    F.s.cities[p]++;
    int ev = F.s.events_hidden[ST_EVENT_BRIGANDS] ? ST_EVENT_BRIGANDS : ST_EVENT_MARKET_DAY;
    F.s.events_hidden[ev]--;
    if (e >= 0) {
        assert_true(F.s.expansion_supply[e] > 0);
        F.s.cities[p]--;
        F.s.expansions[p] = (uint8_t)(F.s.expansions[p] | 1u << e);
        F.s.expansion_supply[e]--;
    }
}

static void phase(int ph, int current) {
    F.s.phase = (uint8_t)ph;
    F.s.current = F.s.actor = (uint8_t)current;
}

static void assert_consistent(void) {
    char msg[256];
    if (ctn_struggle_rules.check(F.g, (const ctn_state *)&F.s, msg, sizeof msg))
        fail_msg("position inconsistent: %s", msg);
}

/* ---- asking the oracle ---- */

static int oracle_on(const st_state *s, int p) {
    F.n = st_oracle_actions(F.g, (const ctn_state *)s, p, CTN_LEGAL_ALL, F.list);
    for (int i = 0; i < F.n; i++)
        for (int j = i + 1; j < F.n; j++) assert_true(F.list[i] != F.list[j]);
    return F.n;
}

static int oracle(int p) {
    assert_consistent();
    return oracle_on(&F.s, p);
}

static ctn_action parse(int p, const char *text) {
    ctn_action a = 0;
    ctn_error err;
    if (ctn_action_from_text(F.g, (const ctn_state *)&F.s, p, text, &a, &err) != CTN_OK)
        fail_msg("'%s': %s", text, err.message);
    return a;
}

/* Whether the last list holds the action of this text. */
static int has(const char *text) {
    ctn_action a = parse(F.s.current, text);
    for (int i = 0; i < F.n; i++)
        if (F.list[i] == a) return 1;
    return 0;
}

static int count_type(int type) {
    int k = 0;
    for (int i = 0; i < F.n; i++) k += ST_ACT_TYPE(F.list[i]) == type;
    return k;
}

/* Applies an action through the engine (checked against the fast generator). */
static void play(int p, const char *text) {
    ctn_error err;
    ctn_action a = parse(p, text);
    if (ctn_game_apply_checked(F.g, (ctn_state *)&F.s, p, a, &err) != CTN_OK)
        fail_msg("'%s' refused: %s", text, err.message);
}

static int no_one_else_acts(int actor) {
    for (int p = 0; p < F.g->num_players; p++)
        if (p != actor && oracle(p)) return 0;
    return actor == CTN_CHANCE || oracle(CTN_CHANCE) == 0;
}

/* ---- §4.1 trade ---- */

static void test_trade_without_a_side_road(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_roads(0, 0);
    set_hand(0, 1, 0, 2, 0, 0);
    set_hand(1, 1, 1, 1, 1, 1);
    set_cards(F.s.market, 1, 1, 1, 1, 1);
    st_start_turn(st_data_of(F.g), &F.s, 0);
    /* a = 0: one trade, with the draw pile only: the cards he can put down, or stop */
    assert_int_equal(oracle(0), 3);
    assert_true(has("end_trade") && has("trade_deck lumber") && has("trade_deck wool"));
    assert_true(no_one_else_acts(0));
    F.s.trades_left = 0;
    assert_int_equal(oracle(0), 1);
    assert_true(has("end_trade"));
}

static void test_trade_with_one_a_side_road(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_hand(0, 1, 0, 0, 1, 2);
    set_hand(1, 0, 1, 0, 0, 0);
    set_cards(F.s.market, 2, 0, 1, 2, 0);
    for (int roads = 1; roads <= 2; roads++) { /* the second road lies B-side up */
        set_roads(0, roads);
        st_start_turn(st_data_of(F.g), &F.s, 0);
        /* end, 3 deck trades, 7 market pairs, a player trade with p1 (p2 has no card) */
        assert_int_equal(oracle(0), 12);
        assert_int_equal(count_type(ST_A_TRADE_DECK), 3);
        assert_int_equal(count_type(ST_A_TRADE_MARKET), 7);
        assert_true(has("trade_player p1") && !has("trade_player p2"));
        assert_true(!has("trade_player p0"));
    }
}

static void test_trade_with_two_a_side_roads(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_roads(0, 3);
    set_hand(0, 0, 0, 2, 0, 0);
    set_hand(2, 0, 0, 0, 0, 1);
    set_cards(F.s.market, 1, 1, 1, 1, 1);
    st_start_turn(st_data_of(F.g), &F.s, 0);
    assert_int_equal(F.s.trades_left, 2);
    /* end, trade_deck wool, market: take any of the 4 others for wool, player p2 */
    assert_int_equal(oracle(0), 7);
    play(0, "trade_market ore -> wool");
    /* holds wool and ore, the market lumber, brick, 2 wool, grain: end, 2 deck trades, 7 market
     * pairs (lumber, brick, grain for either; wool for ore), p2 */
    assert_int_equal(oracle(0), 11);
    play(0, "trade_market lumber -> wool");
    assert_int_equal(oracle(0), 1); /* two trades made */
    assert_true(has("end_trade"));
}

static void test_market_pairs(void **state) {
    (void)state;
    start(4, NULL, 0, NULL, 0);
    set_hand(0, 1, 0, 0, 1, 2);
    set_cards(F.s.market, 2, 0, 1, 2, 0);
    oracle(0);
    /* take lumber (give grain, ore), wool (lumber, grain, ore), grain (lumber, ore) */
    assert_int_equal(count_type(ST_A_TRADE_MARKET), 7);
    assert_true(has("trade_market lumber -> grain") && has("trade_market wool -> ore"));
    assert_true(!has("trade_market lumber -> lumber") && !has("trade_market grain -> grain"));
    assert_true(!has("trade_market brick -> ore") && !has("trade_market wool -> brick"));
    set_cards(F.s.market, 0, 0, 0, 0, 0);
    oracle(0);
    assert_int_equal(count_type(ST_A_TRADE_MARKET), 0);
}

static void test_library(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    add_city(0, ST_EXP_LIBRARY);
    set_hand(0, 0, 0, 0, 0, 1);
    set_hand(1, 1, 0, 0, 2, 0);
    oracle(0);
    assert_true(has("library p1") && has("trade_player p1"));
    assert_true(!has("library p2") && !has("library p0")); /* p2 holds no card */
    F.s.library_used = 1;
    oracle(0);
    assert_true(!has("library p1") && has("trade_player p1"));
    F.s.library_used = 0;
    F.s.trades_left = 0;
    oracle(0);
    assert_int_equal(count_type(ST_A_LIBRARY), 0);
    F.s.trades_left = 1;
    set_roads(0, 0); /* ruling §4.1: the library needs a trade the player may make */
    oracle(0);
    assert_int_equal(count_type(ST_A_LIBRARY), 0);
    set_roads(0, 1);
    /* the choice from the open hand, in the full state and in the library user's view */
    play(0, "library p1");
    assert_int_equal(F.s.phase, ST_PHASE_LIBRARY_TAKE);
    assert_int_equal(oracle(0), 2);
    assert_true(has("take lumber") && has("take grain"));
    assert_true(no_one_else_acts(0));
    st_state view;
    ctn_game_observe(F.g, (const ctn_state *)&F.s, 0, (ctn_state *)&view);
    assert_int_equal(oracle_on(&view, 0), 2);
    play(0, "take grain");
    /* §4.1: give any card back, the one just taken included */
    assert_int_equal(oracle(0), 2);
    assert_true(has("give grain") && has("give ore"));
    play(0, "give ore");
    assert_int_equal(F.s.phase, ST_PHASE_TRADE);
    assert_int_equal(oracle(0), 1); /* the one trade is used */
}

static void test_player_trade_draw(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_hand(0, 0, 0, 0, 0, 0);
    set_hand(2, 0, 3, 0, 0, 1);
    oracle(0);
    assert_true(has("trade_player p2") && !has("trade_player p1"));
    play(0, "trade_player p2");
    assert_int_equal(F.s.phase, ST_PHASE_PLAYER_DRAW);
    assert_int_equal(oracle(CTN_CHANCE), 2); /* a brick or an ore */
    assert_true(oracle(0) == 0 && oracle(2) == 0);
    play(CTN_CHANCE, "draw_from p2 ore");
    assert_int_equal(oracle(0), 1);
    assert_true(has("give ore"));
}

/* ---- §6 merchant guild ---- */

static void test_guild(void **state) {
    (void)state;
    start(4, NULL, 0, NULL, 0);
    /* p0: city with the guild (3 points) and no settlement; p1: 3 points with cards; p2: 2
     * points with cards; p3: 4 points without a card */
    set_settlements(0, 0);
    add_city(0, ST_EXP_GUILD);
    set_settlements(1, 3);
    set_settlements(2, 2);
    set_settlements(3, 4);
    set_hand(0, 1, 0, 0, 0, 0);
    set_hand(1, 0, 1, 0, 0, 0);
    set_hand(2, 0, 0, 1, 0, 0);
    oracle(0);
    assert_int_equal(count_type(ST_A_GUILD), 1);
    assert_true(has("guild p1"));
    F.s.trades_left = 0; /* not a trade */
    oracle(0);
    assert_true(has("guild p1"));
    phase(ST_PHASE_BUILD, 0); /* during build too */
    oracle(0);
    assert_true(has("guild p1") && has("end_build"));
    st_state view; /* hands are hidden in his view: sizes are enough */
    ctn_game_observe(F.g, (const ctn_state *)&F.s, 0, (ctn_state *)&view);
    oracle_on(&view, 0);
    assert_true(has("guild p1"));
    assert_int_equal(count_type(ST_A_GUILD), 1);
    set_hand(3, 0, 0, 0, 1, 0);
    oracle(0);
    assert_int_equal(count_type(ST_A_GUILD), 2);
    F.s.guild_used = 1;
    oracle(0);
    assert_int_equal(count_type(ST_A_GUILD), 0);
    F.s.guild_used = 0;
    play(0, "guild p3");
    assert_int_equal(oracle(CTN_CHANCE), 1);
    assert_true(has("draw_from p3 grain"));
}

/* ---- §2, §8 payments ---- */

static void pay_phase(int kind, int l, int b, int w, int gr, int o) {
    set_hand(0, l, b, w, gr, o);
    phase(ST_PHASE_PAY, 0);
    F.s.paying = (uint8_t)kind;
}

static void test_payment_without_substitution(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    pay_phase(ST_BUILD_CITY, 0, 0, 0, 2, 3);
    assert_int_equal(oracle(0), 1);
    assert_true(has("pay 2 grain 3 ore"));
    assert_true(no_one_else_acts(0));
    pay_phase(ST_BUILD_ROAD, 1, 1, 1, 1, 1);
    assert_int_equal(oracle(0), 1);
    assert_true(has("pay 1 lumber 1 brick"));
}

static void test_payment_with_substitution(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    /* a city from 0 grain, 9 ore, 3 wool: each grain by 3 ore or 3 wool, each ore by itself or 3
     * wool, at most one wool triple */
    pay_phase(ST_BUILD_CITY, 0, 0, 3, 0, 9);
    assert_int_equal(oracle(0), 3);
    assert_true(has("pay 9 ore") && has("pay 3 wool 6 ore") && has("pay 3 wool 8 ore"));
    /* a road from 3 lumber, 3 brick: each card by itself or by the other's triple */
    pay_phase(ST_BUILD_ROAD, 3, 3, 0, 0, 0);
    assert_int_equal(oracle(0), 2);
    assert_true(has("pay 1 lumber 1 brick") && has("pay 3 lumber 3 brick"));
    pay_phase(ST_BUILD_ROAD, 4, 4, 0, 0, 0);
    assert_int_equal(oracle(0), 4);
    assert_true(has("pay 4 lumber") && has("pay 4 brick"));
    /* a knight from 3 of each of its resources: one payment per permutation of the three, the
     * two 3-cycles giving the same cards */
    pay_phase(ST_BUILD_KNIGHT, 0, 0, 3, 3, 3);
    assert_int_equal(oracle(0), 5);
    assert_true(has("pay 1 wool 1 grain 1 ore") && has("pay 3 wool 3 grain 1 ore") &&
                has("pay 3 wool 1 grain 3 ore") && has("pay 1 wool 3 grain 3 ore") &&
                has("pay 3 wool 3 grain 3 ore"));
    /* a settlement with lumber missing: it comes from the ore triple, or from the wool triple
     * when the wool card itself comes from the ore triple (a fourth wool is not there) */
    pay_phase(ST_BUILD_SETTLEMENT, 0, 1, 3, 1, 3);
    assert_int_equal(oracle(0), 2);
    assert_true(has("pay 1 brick 1 wool 1 grain 3 ore") && has("pay 1 brick 3 wool 1 grain 3 ore"));
    assert_true(!has("pay 1 brick 4 wool 1 grain"));
    /* an expansion (3 wool + ore) with 3 lumber: the lumber triple stands in for a wool or the ore
     */
    pay_phase(ST_BUILD_EXPANSION, 3, 0, 3, 0, 1);
    assert_int_equal(oracle(0), 3);
    assert_true(has("pay 3 wool 1 ore") && has("pay 3 lumber 2 wool 1 ore") &&
                has("pay 3 lumber 3 wool"));
    /* the largest list: a city from 15 of everything */
    pay_phase(ST_BUILD_CITY, 0, 0, 0, 0, 0);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) F.s.hand[0][r] = 15; /* oracle only */
    assert_int_equal(oracle_on(&F.s, 0), 340);
}

static void test_affordability(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 0, 0, 2, 2, 2); /* no triple anywhere, 2 ore: no city, a knight */
    oracle(0);
    assert_true(!has("build_city") && has("build_knight") && !has("build_road"));
    set_hand(0, 0, 1, 0, 0, 3); /* lumber from 3 ore: a road */
    oracle(0);
    assert_true(has("build_road") && !has("build_knight"));
    set_hand(0, 0, 0, 3, 2, 2); /* 2 grain 2 ore + 3 wool: a city */
    oracle(0);
    assert_true(has("build_city"));
    set_settlements(0, 0); /* ... needs a settlement */
    oracle(0);
    assert_true(!has("build_city"));
}

/* ---- §4.2 building ---- */

static void test_one_build_of_each_kind(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 2, 2, 2, 4, 4);
    set_settlements(0, 0);
    oracle(0);
    assert_true(has("build_road") && has("build_settlement") && !has("build_city") &&
                has("build_knight"));
    play(0, "build_settlement");
    play(0, "pay 1 lumber 1 brick 1 wool 1 grain");
    play(0, "keep_direction");
    oracle(0);
    /* the settlement just built may become a city (different kinds, ruling §4.2) */
    assert_true(!has("build_settlement") && has("build_city") && has("build_road"));
    play(0, "build_road");
    play(0, "pay 1 lumber 1 brick");
    oracle(0);
    assert_true(!has("build_road") && has("build_city"));
    assert_int_equal(count_type(ST_A_BUILD), 2); /* city, knight */
}

static void test_expansions(void **state) {
    (void)state;
    start(4, NULL, 0, NULL, 0); /* 4 players: one of each name plus a second church */
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 0, 0, 3, 0, 1);
    oracle(0);
    assert_int_equal(count_type(ST_A_BUILD), 0); /* no city */
    add_city(0, ST_EXP_LIBRARY);
    oracle(0);
    assert_int_equal(count_type(ST_A_BUILD), 0); /* its city carries the library */
    add_city(0, -1);
    oracle(0);
    /* every name he does not own with a card left */
    int names = 0;
    for (int e = 0; e < ST_EXP_COUNT; e++) names += e != ST_EXP_LIBRARY && F.s.expansion_supply[e];
    assert_int_equal(count_type(ST_A_BUILD), names);
    assert_true(!has("build_expansion library") && has("build_expansion church"));
    add_city(1, ST_EXP_GUILD);
    add_city(2, ST_EXP_GUILD);
    oracle(0);
    assert_true(!has("build_expansion merchant_guild")); /* the stack holds none */
    F.s.built = 1u << ST_BUILD_EXPANSION;
    oracle(0);
    assert_int_equal(count_type(ST_A_BUILD), 0);
}

/* ---- §4.2, §6, §7 an empty road or knight stack ---- */

static void test_theft_possible(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 1, 1, 1, 1, 1);
    set_roads(0, 1);
    set_roads(1, 3);
    set_roads(2, 0);
    add_city(1, ST_EXP_CITY_WALL);
    F.s.roads[0] = (uint8_t)(F.s.roads[0] + F.s.road_supply); /* the rest of the stack to p0 */
    F.s.road_supply = 0;
    set_knights(1, 1);
    add_city(1, ST_EXP_CHURCH);
    F.s.knights[0] = (uint8_t)(F.s.knights[0] + F.s.knight_supply);
    F.s.knight_supply = 0;
    oracle(0);
    /* p1's three roads and one knight are protected, p2 has none */
    assert_true(!has("build_road") && !has("build_knight"));
    set_roads(1, 4);
    F.s.road_supply = 0;
    F.s.roads[0]--;
    set_knights(1, 2);
    F.s.knight_supply = 0;
    F.s.knights[0]--;
    oracle(0);
    assert_true(has("build_road") && has("build_knight"));
}

/* Player 0 builds a road from an empty stack (4 players, roads p1 1, p2 0, p3 2): who loses one. */
static int road_victim(const char *option, int white_counter, int direction, int wall_on_p1) {
    start(4, option, white_counter, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 1, 1, 0, 0, 0);
    set_roads(1, wall_on_p1 ? 3 : 1);
    set_roads(2, 0);
    set_roads(3, 2);
    if (wall_on_p1) add_city(1, ST_EXP_CITY_WALL);
    F.s.roads[0] = (uint8_t)(F.s.roads[0] + F.s.road_supply);
    F.s.road_supply = 0;
    F.s.direction = (uint8_t)direction;
    uint8_t before[ST_MAX_PLAYERS];
    memcpy(before, F.s.roads, sizeof before);
    play(0, "build_road");
    play(0, "pay 1 lumber 1 brick");
    assert_int_equal(F.s.roads[0], before[0] + 1);
    int victim = -1;
    for (int q = 1; q < 4; q++)
        if (F.s.roads[q] == before[q] - 1) victim = q;
    return victim;
}

static void test_theft_direction(void **state) {
    (void)state;
    /* white arrows up: seat order from the builder (§7 ruling), p1 first */
    assert_int_equal(road_victim(NULL, 0, 0, 0), 1);
    /* turned over: against seat order, p3 first */
    assert_int_equal(road_victim(NULL, 0, 1, 0), 3);
    /* option white_counter: the other way round */
    assert_int_equal(road_victim("direction", 1, 0, 0), 3);
    assert_int_equal(road_victim("direction", 1, 1, 0), 1);
    /* a city wall protects p1's bottom three roads: p2 has none, so p3 */
    assert_int_equal(road_victim(NULL, 0, 0, 1), 3);
}

static void test_knight_theft_church(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 0, 0, 1, 1, 1);
    set_knights(1, 1);
    add_city(1, ST_EXP_CHURCH);
    set_knights(2, 2);
    F.s.knights[0] = (uint8_t)(F.s.knights[0] + F.s.knight_supply);
    F.s.knight_supply = 0;
    play(0, "build_knight");
    play(0, "pay 1 wool 1 grain 1 ore");
    assert_int_equal(F.s.knights[1], 1); /* protected by the church */
    assert_int_equal(F.s.knights[2], 1);
}

/* ---- 2 players ---- */

static void test_two_players(void **state) {
    (void)state;
    start(2, NULL, 0, NULL, 0);
    phase(ST_PHASE_DIRECTION, 0); /* no direction card with 2 players (§7) */
    assert_int_equal(oracle(0), 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 1, 1, 1, 1, 0);
    play(0, "build_settlement");
    play(0, "pay 1 lumber 1 brick 1 wool 1 grain");
    assert_int_equal(F.s.phase, ST_PHASE_BUILD);
    /* the only opponent is the victim, whatever the direction card */
    set_hand(0, 1, 1, 0, 0, 0);
    set_roads(1, 2);
    F.s.roads[0] = (uint8_t)(F.s.roads[0] + F.s.road_supply);
    F.s.road_supply = 0;
    F.s.direction = 1;
    play(0, "build_road");
    play(0, "pay 1 lumber 1 brick");
    assert_int_equal(F.s.roads[1], 1);
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_DIRECTION, 0);
    assert_int_equal(oracle(0), 2);
    assert_true(has("flip_direction") && has("keep_direction"));
    assert_true(no_one_else_acts(0));
}

/* ---- §5 events ---- */

static void test_discards(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_DISCARD, 0);
    set_hand(1, 2, 1, 0, 2, 3);
    set_hand(2, 0, 0, 4, 4, 0);
    F.s.discard_owed[1] = 4;
    F.s.discard_owed[2] = 4;
    /* p1 owes 4 of 8: lumber (8 from it on), brick (6), grain (5); not ore (3) */
    assert_int_equal(oracle(1), 3);
    assert_true(has("discard lumber") && has("discard brick") && has("discard grain"));
    assert_int_equal(oracle(2), 2); /* simultaneous */
    assert_int_equal(oracle(0), 0);
    assert_int_equal(oracle(CTN_CHANCE), 0);
    F.s.discard_floor[1] = 3; /* he discarded grain: grain and later only, ore alone is short */
    assert_int_equal(oracle(1), 1);
    assert_true(has("discard grain"));
    start(3, "robbery_discard", 1, NULL, 0);
    phase(ST_PHASE_DISCARD, 0);
    set_hand(1, 2, 1, 0, 2, 3);
    F.s.discard_owed[1] = 4;
    assert_int_equal(oracle_on(&F.s, 1), 0); /* nobody discards with the option off */
}

static void test_brigand_attack(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    set_hand(0, 0, 0, 0, 2, 3);
    set_hand(1, 2, 2, 2, 1, 1); /* 8 cards: discards 4 */
    set_hand(2, 1, 1, 1, 2, 2); /* 7: keeps them */
    int dir = F.s.direction;
    play(0, "build_city");
    play(0, "pay 2 grain 3 ore");
    assert_int_equal(F.s.phase, ST_PHASE_EVENT);
    assert_int_equal(oracle(CTN_CHANCE), 2);
    assert_true(has("event brigand_attack") && has("event market_day"));
    assert_true(no_one_else_acts(CTN_CHANCE));
    play(CTN_CHANCE, "event brigand_attack");
    assert_int_equal(F.s.discard_owed[1], 4);
    assert_int_equal(oracle(1), 3); /* lumber, brick, wool (grain and ore cannot cover 4) */
    assert_int_equal(oracle(2), 0);
    assert_int_equal(oracle(0), 0);
    play(1, "discard lumber");
    play(1, "discard lumber");
    play(1, "discard brick");
    play(1, "discard ore");
    assert_int_equal(F.s.phase, ST_PHASE_BUILD);
    assert_int_equal(F.s.direction, !dir); /* the direction card must be turned */
}

static void test_market_day(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_MARKET_DAY, 1);
    set_cards(F.s.market, 1, 0, 2, 0, 0);
    /* starting with the builder (p1) and going round: 3, 2, 1 players still to choose */
    const int chooser[4] = {-1, 0, 2, 1};
    for (int left = 1; left <= 3; left++) {
        F.s.market_next = (uint8_t)left;
        F.s.actor = (uint8_t)chooser[left];
        for (int p = 0; p < 3; p++) {
            oracle(p);
            assert_int_equal(F.n, p == chooser[left] ? 3 : 0);
        }
        oracle(chooser[left]);
        assert_true(has("market_take lumber") && has("market_take wool") && has("market_pass"));
    }
    start(3, "market_day", 1, NULL, 0);
    phase(ST_PHASE_MARKET_DAY, 1);
    F.s.market_next = 3;
    assert_int_equal(oracle_on(&F.s, 1), 0);
}

static void test_city_event_outcomes(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_EVENT, 0);
    assert_int_equal(oracle_on(&F.s, CTN_CHANCE), 2);
    F.s.events_hidden[ST_EVENT_MARKET_DAY] = 0;
    assert_int_equal(oracle_on(&F.s, CTN_CHANCE), 1);
    assert_true(has("event brigand_attack"));
}

/* ---- §4.1, §4.3 drawing ---- */

static void test_draw_sets(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    phase(ST_PHASE_DRAW, 0);
    /* plenty of every resource: multisets of 2, 3, 6 cards of 5 kinds */
    const int sizes[3] = {2, 3, 6}, sets[3] = {15, 35, 210};
    for (int i = 0; i < 3; i++) {
        F.s.draws_left = F.s.draw_now = (uint8_t)sizes[i];
        assert_int_equal(oracle(CTN_CHANCE), sets[i]);
        assert_int_equal(count_type(ST_A_DRAW_SET), sets[i]);
    }
    assert_true(oracle(0) == 0);
    /* a deck of lumber 2, brick 1, grain 1, ore 1 and 4 cards owed: leave one kind out */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) move(F.s.deck, F.s.discard, r, F.s.deck[r]);
    const int keep[CTN_RESOURCE_COUNT] = {2, 1, 0, 1, 1};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) move(F.s.discard, F.s.deck, r, keep[r]);
    F.s.draws_left = F.s.draw_now = 4;
    assert_int_equal(oracle(CTN_CHANCE), 4);
    assert_true(has("draw_cards 1 lumber 1 brick 1 grain 1 ore") &&
                has("draw_cards 2 lumber 1 grain 1 ore"));
    /* fewer in the deck than owed: the deck is drawn empty first (§4.3) */
    F.s.draws_left = 6;
    F.s.draw_now = 5;
    assert_int_equal(oracle(CTN_CHANCE), 1);
    assert_true(has("draw_cards 2 lumber 1 brick 1 grain 1 ore"));
}

/* §4.3 ruling: with deck and discard pile both empty he draws nothing and the turn passes. */
static void test_nothing_to_draw(void **state) {
    (void)state;
    start(2, NULL, 0, NULL, 0);
    phase(ST_PHASE_BUILD, 0);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) move(F.s.deck, F.s.hand[1], r, F.s.deck[r]);
    play(0, "end_build");
    assert_int_equal(F.s.phase, ST_PHASE_TRADE);
    assert_int_equal(F.s.current, 1);
    assert_true(oracle(1) > 0 && no_one_else_acts(1));
    /* a draw phase with nothing to draw would have the empty set as its only outcome */
    phase(ST_PHASE_DRAW, 0);
    F.s.draws_left = 2;
    assert_int_equal(oracle_on(&F.s, CTN_CHANCE), 1);
    uint8_t none[CTN_RESOURCE_COUNT] = {0};
    assert_true(F.list[0] == ctn_struggle_draw_set(none));
}

static void test_deck_trade_draw(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_hand(0, 0, 0, 1, 0, 0);
    play(0, "trade_deck wool");
    assert_int_equal(F.s.phase, ST_PHASE_DECK_DRAW);
    assert_int_equal(oracle(CTN_CHANCE), 5);
    assert_true(no_one_else_acts(CTN_CHANCE));
    /* an empty deck: the discard pile (with the card just put down) is the new deck */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) move(F.s.deck, F.s.discard, r, F.s.deck[r]);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (r != CTN_WOOL) move(F.s.discard, F.s.hand[1], r, F.s.discard[r]);
    assert_int_equal(oracle(CTN_CHANCE), 1);
    assert_true(has("draw wool"));
}

/* ---- §9 views, §10 the win ---- */

static void test_views(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_roads(0, 3);
    st_start_turn(st_data_of(F.g), &F.s, 0);
    set_hand(0, 1, 0, 0, 0, 0);
    set_hand(1, 0, 0, 0, 0, 0);
    set_hand(2, 0, 4, 0, 0, 0);
    set_cards(F.s.market, 0, 1, 1, 1, 1);
    int full = oracle(0);
    st_state view;
    ctn_game_observe(F.g, (const ctn_state *)&F.s, 0, (ctn_state *)&view);
    assert_int_equal(oracle_on(&view, 0), full);
    assert_true(has("trade_player p2") && !has("trade_player p1"));
    /* another player's view cannot answer for p0, whose hand it does not show */
    ctn_game_observe(F.g, (const ctn_state *)&F.s, 1, (ctn_state *)&view);
    assert_true(oracle_on(&view, 0) < full);
}

static void test_win(void **state) {
    (void)state;
    start(3, NULL, 0, NULL, 0);
    set_settlements(0, 4);
    add_city(0, ST_EXP_CASTLE);              /* 4 + 4 */
    set_roads(0, 4);                         /* + 2 = 10 */
    assert_int_equal(oracle_on(&F.s, 0), 0); /* §10: he has won */
    phase(ST_PHASE_BUILD, 0);
    assert_int_equal(oracle_on(&F.s, 0), 0);
    start(3, "win_check", 1, NULL, 0);
    set_settlements(0, 4);
    add_city(0, ST_EXP_CASTLE);
    set_roads(0, 4);
    assert_true(oracle(0) > 0); /* checked at the start of his next turn only */
    start(3, "vp_to_win", 11, NULL, 0);
    set_settlements(0, 4);
    add_city(0, ST_EXP_CASTLE);
    set_roads(0, 4);
    assert_true(oracle(0) > 0);
    phase(ST_PHASE_GAME_OVER, 0);
    assert_int_equal(oracle(0), 0);
    assert_int_equal(oracle(CTN_CHANCE), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_trade_without_a_side_road, teardown),
        cmocka_unit_test_teardown(test_trade_with_one_a_side_road, teardown),
        cmocka_unit_test_teardown(test_trade_with_two_a_side_roads, teardown),
        cmocka_unit_test_teardown(test_market_pairs, teardown),
        cmocka_unit_test_teardown(test_library, teardown),
        cmocka_unit_test_teardown(test_player_trade_draw, teardown),
        cmocka_unit_test_teardown(test_guild, teardown),
        cmocka_unit_test_teardown(test_payment_without_substitution, teardown),
        cmocka_unit_test_teardown(test_payment_with_substitution, teardown),
        cmocka_unit_test_teardown(test_affordability, teardown),
        cmocka_unit_test_teardown(test_one_build_of_each_kind, teardown),
        cmocka_unit_test_teardown(test_expansions, teardown),
        cmocka_unit_test_teardown(test_theft_possible, teardown),
        cmocka_unit_test_teardown(test_theft_direction, teardown),
        cmocka_unit_test_teardown(test_knight_theft_church, teardown),
        cmocka_unit_test_teardown(test_two_players, teardown),
        cmocka_unit_test_teardown(test_discards, teardown),
        cmocka_unit_test_teardown(test_brigand_attack, teardown),
        cmocka_unit_test_teardown(test_market_day, teardown),
        cmocka_unit_test_teardown(test_city_event_outcomes, teardown),
        cmocka_unit_test_teardown(test_draw_sets, teardown),
        cmocka_unit_test_teardown(test_nothing_to_draw, teardown),
        cmocka_unit_test_teardown(test_deck_trade_draw, teardown),
        cmocka_unit_test_teardown(test_views, teardown),
        cmocka_unit_test_teardown(test_win, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
