/* test_struggle_rules_text.c — scenario tests of docs/rules/struggle.md §12 (action notation):
 * every action type from text to action and back to the same canonical text; accepted variants
 * (spacing, payment order, repeated resources, draw_from without the seat) written canonically;
 * every legal action and chance outcome of random games written and read back to the same
 * action; and the precise parse errors (CTN_E_PARSE with a message naming the problem, or
 * CTN_E_ILLEGAL for well-formed text that contradicts the position).
 * (The merchant guild's `steal` of §12 is B2 in test_struggle_rules_bugs.c.)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

static void round_trip(ss_scenario *sc, int player, const char *text, const char *canonical) {
    ctn_action a;
    if (ss_parse(sc, player, text, &a) != CTN_OK)
        fail_msg("'%s' does not parse: %s", text, sc->err.message);
    if (strcmp(ss_text(sc, a), canonical) != 0)
        fail_msg("'%s' is written '%s', not '%s'", text, ss_text(sc, a), canonical);
    ctn_action b;
    assert_int_equal(ss_parse(sc, player, canonical, &b), CTN_OK);
    assert_int_equal(a, b);
}

/* Every row of the §12 table, in its canonical form. */
static void test_every_action_type(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    static const char *const forms[] = {
        "trade_deck wool",
        "trade_market ore -> wool",
        "trade_player p2",
        "library p2",
        "take ore",
        "give wool",
        "guild p2",
        "end_trade",
        "build_road",
        "build_settlement",
        "build_city",
        "build_knight",
        "build_expansion library",
        "build_expansion merchant_guild",
        "build_expansion church",
        "build_expansion city_wall",
        "build_expansion castle",
        "build_expansion cathedral",
        "pay 1 lumber 1 brick",
        "pay 1 lumber 3 ore",
        "pay 2 grain 3 ore",
        "pay 15 lumber",
        "flip_direction",
        "keep_direction",
        "market_take wool",
        "market_pass",
        "discard wool",
        "end_build",
        "draw wool",
        "event brigand_attack",
        "event market_day",
        "draw_cards 2 wool 1 ore",
        "draw_cards 6 grain",
        "draw_cards 1 lumber 1 brick 1 wool 1 grain 1 ore",
    };
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++) round_trip(sc, 0, forms[i], forms[i]);
    /* draw_from names the victim of the draw in progress */
    ss_set_hand(sc, 1, 0, 0, 0, 0, 1);
    SS_PLAY(sc, 0, "trade_player p1");
    round_trip(sc, CTN_CHANCE, "draw_from p1 ore", "draw_from p1 ore");
    round_trip(sc, CTN_CHANCE, "draw_from ore", "draw_from p1 ore");
    ss_free(sc);
}

/* Variants are accepted and written canonically. */
static void test_variants(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    round_trip(sc, 0, "  end_trade  ", "end_trade");
    round_trip(sc, 0, "trade_deck\twool", "trade_deck wool");
    round_trip(sc, 0, "pay 1 brick 1 lumber", "pay 1 lumber 1 brick");
    round_trip(sc, 0, "pay 1 lumber 1 brick 1 lumber", "pay 2 lumber 1 brick");
    round_trip(sc, 0, "draw_cards 1 ore 1 wool 1 wool", "draw_cards 2 wool 1 ore");
    round_trip(sc, 0, "trade_market  ore  ->  wool", "trade_market ore -> wool");
    ss_free(sc);
}

/* Every legal action and chance outcome along random games reads back to itself. */
static void test_all_legal_actions_round_trip(void **state) {
    (void)state;
    static ctn_action list[CTN_MAX_ACTIONS];
    static uint32_t w[CTN_MAX_ACTIONS];
    unsigned types = 0;
    for (int players = 2; players <= 6; players += 2) {
        ss_scenario *sc = ss_new_seed(players, 7u * (unsigned)players, "");
        ctn_rng rng;
        ctn_rng_seed(&rng, (uint64_t)players);
        for (int step = 0; step < 3000 && sc->s.phase != ST_PHASE_GAME_OVER; step++) {
            ctn_actors actors = ss_actors(sc);
            for (int p = 0; p < 32; p++) {
                if (!(actors & (1u << p))) continue;
                int n = p == CTN_CHANCE
                            ? ctn_game_chance(sc->g, (const ctn_state *)&sc->s, list, w)
                            : ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, 0, list);
                for (int i = 0; i < n; i++) {
                    const char *t = ss_text(sc, list[i]);
                    ctn_action back;
                    if (ss_parse(sc, p, t, &back) != CTN_OK || back != list[i])
                        fail_msg("'%s' does not read back (%s)", t, sc->err.message);
                    types |= 1u << ST_ACT_TYPE(list[i]);
                }
            }
            int p = ctn_actors_pick(actors);
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_chance(sc->g, (const ctn_state *)&sc->s, &rng);
            } else {
                int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, 0, list);
                a = list[ctn_rng_below(&rng, (uint32_t)n)];
            }
            ctn_game_apply(sc->g, (ctn_state *)&sc->s, p, a);
        }
        ss_free(sc);
    }
    /* every action type came up (the merchant guild's and the library's pick, rare in random
     * play, are covered by test_struggle_rules_expansions.c and test_struggle_rules_trade.c) */
    assert_int_equal(types | (1u << ST_A_GUILD) | (1u << ST_A_TAKE), ((1u << ST_A_TYPE_COUNT) - 1) & ~1u);
}

/* Precise errors. */
static void expect_error(ss_scenario *sc, int player, const char *text, ctn_status code,
                         const char *message) {
    ctn_action a;
    ctn_status st = ss_parse(sc, player, text, &a);
    /* messages longer than the error buffer arrive cut (B4 in test_struggle_rules_bugs.c) */
    size_t len =
        strlen(message) < CTN_ERROR_MESSAGE_MAX - 1 ? strlen(message) : CTN_ERROR_MESSAGE_MAX - 1;
    if (st != code || strncmp(sc->err.message, message, len) != 0 || strlen(sc->err.message) != len)
        fail_msg("'%s': expected %s '%s', got %s '%s'", text, ctn_status_name(code), message,
                 ctn_status_name(st), st == CTN_OK ? "" : sc->err.message);
}

static void test_parse_errors(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    const ctn_status P = CTN_E_PARSE;
    expect_error(sc, 0, "", P, "empty action text");
    expect_error(sc, 0, "   ", P, "empty action text");
    expect_error(sc, 0, "dance", P,
                 "unknown action 'dance' (trade_deck, trade_market, trade_player, library, take, "
                 "give, guild, end_trade, build_road, build_settlement, build_city, "
                 "build_expansion, build_knight, pay, flip_direction, keep_direction, "
                 "market_take, market_pass, discard, end_build; chance: draw, draw_cards, draw_from, steal, event)");
    expect_error(sc, 0, "trade_deck", P, "'trade_deck' takes the form '<action> <resource>'");
    expect_error(sc, 0, "trade_deck wool ore", P,
                 "'trade_deck' takes the form '<action> <resource>'");
    expect_error(sc, 0, "trade_deck gold", P,
                 "unknown resource 'gold' (lumber, brick, wool, grain, ore)");
    expect_error(sc, 0, "trade_market ore wool", P,
                 "'trade_market' takes the form 'trade_market <take> -> <give>'");
    expect_error(sc, 0, "trade_market ore -> gold", P,
                 "unknown resource 'gold' (lumber, brick, wool, grain, ore)");
    expect_error(sc, 0, "trade_player p3", P, "expected a seat p0..p2, got 'p3'");
    expect_error(sc, 0, "trade_player 1", P, "expected a seat p0..p2, got '1'");
    expect_error(sc, 0, "library p1x", P, "expected a seat p0..p2, got 'p1x'");
    expect_error(sc, 0, "guild", P, "'guild' takes the form '<action> p<seat>'");
    expect_error(sc, 0, "end_trade now", P, "'end_trade' takes the form 'end_trade'");
    expect_error(sc, 0, "build_road e12", P,
                 "'build_road' takes no arguments; the payment follows with 'pay ...'");
    expect_error(sc, 0, "build_expansion", P,
                 "build_expansion needs an expansion name (library, merchant_guild, church, "
                 "city_wall, castle, cathedral)");
    expect_error(sc, 0, "build_expansion pub", P,
                 "build_expansion needs an expansion name (library, merchant_guild, church, "
                 "city_wall, castle, cathedral)");
    expect_error(sc, 0, "build_palace", P,
                 "unknown action 'build_palace' (trade_deck, trade_market, trade_player, "
                 "library, take, give, guild, end_trade, build_road, build_settlement, "
                 "build_city, build_expansion, build_knight, pay, flip_direction, "
                 "keep_direction, market_take, market_pass, discard, end_build; chance: draw, "
                 "draw_cards, draw_from, steal, event)");
    expect_error(sc, 0, "pay", P, "'pay' names the cards paid: 'pay 1 lumber 1 brick'");
    expect_error(sc, 0, "pay 1", P, "'pay' names the cards paid: 'pay 1 lumber 1 brick'");
    expect_error(sc, 0, "pay lumber 1", P, "expected a count from 1 to 15, got 'lumber'");
    expect_error(sc, 0, "pay 0 lumber", P, "expected a count from 1 to 15, got '0'");
    expect_error(sc, 0, "pay 16 lumber", P, "expected a count from 1 to 15, got '16'");
    expect_error(sc, 0, "pay 8 lumber 8 lumber", P, "too many lumber");
    expect_error(sc, 0, "pay 1 gold", P,
                 "unknown resource 'gold' (lumber, brick, wool, grain, ore)");
    expect_error(sc, CTN_CHANCE, "event", P, "'event' takes brigand_attack or market_day");
    expect_error(sc, CTN_CHANCE, "event flood", P, "'event' takes brigand_attack or market_day");
    expect_error(sc, CTN_CHANCE, "draw_cards", P,
                 "'draw_cards' takes the form 'draw_cards <n> <resource> ...'");
    expect_error(sc, CTN_CHANCE, "draw_cards 7 ore", P, "expected a count from 1 to 6, got '7'");
    expect_error(sc, CTN_CHANCE, "draw_cards 4 ore 3 ore", P, "too many ore");
    expect_error(sc, CTN_CHANCE, "draw_cards 3 ?", P,
                 "unknown resource '?' (lumber, brick, wool, grain, ore)");
    expect_error(sc, CTN_CHANCE, "draw ?", P,
                 "unknown resource '?' (lumber, brick, wool, grain, ore)");
    expect_error(sc, 0, "discard lumber_", P,
                 "unknown resource 'lumber_' (lumber, brick, wool, grain, ore)");
    expect_error(sc, 0, "trade_deck abcdefghijklmnopqrstuvwxyz0123456789", P,
                 "word 'abcdefghijklmnopqrst...' is too long");
    /* well-formed but contradicting the position: the draw from another player than the victim */
    ss_set_hand(sc, 1, 0, 0, 0, 0, 1);
    SS_PLAY(sc, 0, "trade_player p1");
    expect_error(sc, CTN_CHANCE, "draw_from p2 ore", CTN_E_ILLEGAL,
                 "no card is being drawn from p2 now");
    expect_error(sc, CTN_CHANCE, "draw_from p1", P,
                 "unknown resource 'p1' (lumber, brick, wool, grain, ore)");
    expect_error(sc, CTN_CHANCE, "draw_from p1 ore wool", P,
                 "'draw_from' takes the form 'draw_from [p<seat>] <resource>'");
    ss_free(sc);
}

/* §12 writes a market refill both as `refill ore` (the market day row) and as `draw wool` (the
 * last rows); the engine uses `draw` (see the ambiguities in the report). */
static void test_refill_text(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_put_settlement(sc, 0);
    ss_set_hand(sc, 0, 0, 0, 0, 2, 3);
    ss_set_market(sc, 1, 1, 1, 1, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_city");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    SS_PLAY(sc, 0, "market_take ore");
    ctn_action a;
    assert_int_equal(ss_parse(sc, CTN_CHANCE, "refill ore", &a), CTN_E_PARSE);
    ss_set_deck(sc, 0, 0, 0, 0, 1);
    SS_PLAY(sc, CTN_CHANCE, "draw ore");
    SS_ASSERT_CARDS(sc->s.market, 1, 1, 1, 1, 1);
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_action_type),
        cmocka_unit_test(test_variants),
        cmocka_unit_test(test_all_legal_actions_round_trip),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_refill_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
