/* test_struggle_rules_views.c — scenario tests of docs/rules/struggle.md §9 (hidden information):
 * a view shows other hands as counts, the deck as a count, no generator, and the market, discard
 * pile, building cards and direction card openly; actions are masked for those who may not see
 * them: the end-of-turn draw (`draw_cards 3 ?` for the others), a deck trade's card (`draw ?`), a
 * blind draw from a hand and the card given back or taken with the library (seen by the two
 * players concerned only), the merchant guild's theft; refills of the market, events, discards
 * and the other actions are public.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "struggle_scenario.h"

/* The text of `text` (an action of `player` now) as `viewer` sees it. */
static const char *seen(ss_scenario *sc, int player, const char *text, int viewer) {
    ctn_action a;
    if (ss_parse(sc, player, text, &a) != CTN_OK) fail_msg("'%s' does not parse", text);
    ctn_action m =
        ctn_struggle_rules.mask_action(sc->g, (const ctn_state *)&sc->s, player, a, viewer);
    return ss_text(sc, m);
}

#define ASSERT_SEEN(sc, player, text, viewer, want)                                                \
    assert_string_equal(seen((sc), (player), (text), (viewer)), (want))

static void test_view_contents(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(4, "");
    ss_set_hand(sc, 2, 1, 0, 2, 0, 3);
    ss_set_knights(sc, 3, 2);
    ss_put_city(sc, 1, ST_EVENT_MARKET_DAY);
    ctn_struggle_state v;
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 2, (ctn_state *)&v);
    assert_int_equal(v.viewer, 2);
    SS_ASSERT_CARDS(v.hand[2], 1, 0, 2, 0, 3); /* his own hand */
    for (int p = 0; p < 4; p++) {
        if (p == 2) continue;
        SS_ASSERT_CARDS(v.hand[p], 0, 0, 0, 0, 0);
        assert_int_equal(v.hidden_hand[p], ss_hand_total(sc, p));
    }
    SS_ASSERT_CARDS(v.deck, 0, 0, 0, 0, 0);
    assert_int_equal(v.hidden_deck, ss_total(sc->s.deck));
    assert_true((v.rng.s[0] | v.rng.s[1] | v.rng.s[2] | v.rng.s[3]) == 0);
    /* open: market, discard pile, building cards, supplies, events, direction card */
    assert_memory_equal(v.market, sc->s.market, sizeof v.market);
    assert_memory_equal(v.discard, sc->s.discard, sizeof v.discard);
    assert_memory_equal(v.knights, sc->s.knights, sizeof v.knights);
    assert_memory_equal(v.cities, sc->s.cities, sizeof v.cities);
    assert_memory_equal(v.events_hidden, sc->s.events_hidden, sizeof v.events_hidden);
    assert_int_equal(v.direction, sc->s.direction);
    assert_int_equal(ctn_struggle_vp(sc->g, &v, 1), ss_vp(sc, 1)); /* points are public */
    /* the public view hides every hand */
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, CTN_VIEW_PUBLIC, (ctn_state *)&v);
    for (int p = 0; p < 4; p++) SS_ASSERT_CARDS(v.hand[p], 0, 0, 0, 0, 0);
    /* the full view is the state */
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, CTN_VIEW_ALL, (ctn_state *)&v);
    assert_memory_equal(&v, &sc->s, sizeof v);
    ss_free(sc);
}

/* The end-of-turn draw: the drawer sees the cards, everyone else their number. */
static void test_draw_masked(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_knights(sc, 0, 1);
    ss_set_deck(sc, 2, 2, 2, 2, 2);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "end_build");
    const char *t = "draw_cards 2 wool 1 ore";
    ASSERT_SEEN(sc, CTN_CHANCE, t, 0, "draw_cards 2 wool 1 ore");
    ASSERT_SEEN(sc, CTN_CHANCE, t, 1, "draw_cards 3 ?");
    ASSERT_SEEN(sc, CTN_CHANCE, t, 2, "draw_cards 3 ?");
    ASSERT_SEEN(sc, CTN_CHANCE, t, CTN_VIEW_PUBLIC, "draw_cards 3 ?");
    ASSERT_SEEN(sc, CTN_CHANCE, t, CTN_VIEW_ALL, "draw_cards 2 wool 1 ore");
    /* "draw_cards 3 ?" is what others see, not an action anyone can send */
    ctn_action a;
    assert_int_equal(ss_parse(sc, CTN_CHANCE, "draw_cards 3 ?", &a), CTN_E_PARSE);
    ss_free(sc);
}

/* A deck trade's card is seen by the trader only; the card put on the discard pile is open. */
static void test_deck_trade_masked(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_hand(sc, 0, 0, 0, 1, 0, 0);
    ASSERT_SEEN(sc, 0, "trade_deck wool", 1, "trade_deck wool");
    SS_PLAY(sc, 0, "trade_deck wool");
    ss_set_deck(sc, 1, 1, 1, 1, 1);
    ASSERT_SEEN(sc, CTN_CHANCE, "draw ore", 0, "draw ore");
    ASSERT_SEEN(sc, CTN_CHANCE, "draw ore", 1, "draw ?");
    ASSERT_SEEN(sc, CTN_CHANCE, "draw ore", CTN_VIEW_PUBLIC, "draw ?");
    ss_free(sc);
}

/* A player trade: the draw and the card given back are seen by the two players only. */
static void test_player_trade_masked(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_hand(sc, 1, 0, 0, 0, 0, 2);
    ASSERT_SEEN(sc, 0, "trade_player p1", 2, "trade_player p1");
    SS_PLAY(sc, 0, "trade_player p1");
    ASSERT_SEEN(sc, CTN_CHANCE, "draw_from p1 ore", 0, "draw_from p1 ore");
    ASSERT_SEEN(sc, CTN_CHANCE, "draw_from p1 ore", 1, "draw_from p1 ore");
    ASSERT_SEEN(sc, CTN_CHANCE, "draw_from p1 ore", 2, "draw_from p1 ?");
    ASSERT_SEEN(sc, CTN_CHANCE, "draw_from p1 ore", CTN_VIEW_PUBLIC, "draw_from p1 ?");
    SS_PLAY(sc, CTN_CHANCE, "draw_from p1 ore");
    ASSERT_SEEN(sc, 0, "give ore", 1, "give ore");
    ASSERT_SEEN(sc, 0, "give ore", 2, "give ?");
    ASSERT_SEEN(sc, 0, "give ore", CTN_VIEW_PUBLIC, "give ?");
    /* during the trade the others see counts only */
    ctn_struggle_state v;
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 2, (ctn_state *)&v);
    assert_int_equal(v.hidden_hand[1], 1);
    SS_ASSERT_CARDS(v.hand[1], 0, 0, 0, 0, 0);
    ss_free(sc);
}

/* The library: the card taken and the card given are seen by the two players only. */
static void test_library_masked(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_LIBRARY);
    ss_set_hand(sc, 1, 0, 1, 0, 0, 0);
    ss_set_hand(sc, 0, 0, 0, 1, 0, 0);
    SS_PLAY(sc, 0, "library p1");
    ASSERT_SEEN(sc, 0, "take brick", 1, "take brick");
    ASSERT_SEEN(sc, 0, "take brick", 2, "take ?");
    SS_PLAY(sc, 0, "take brick");
    ASSERT_SEEN(sc, 0, "give wool", 0, "give wool");
    ASSERT_SEEN(sc, 0, "give wool", 2, "give ?");
    ss_free(sc);
}

/* The merchant guild's theft: seen by thief and victim only. */
static void test_guild_masked(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_GUILD);
    for (int i = 0; i < 3; i++) ss_put_settlement(sc, 1);
    ss_set_hand(sc, 1, 0, 0, 0, 3, 0);
    SS_PLAY(sc, 0, "guild p1");
    ASSERT_SEEN(sc, CTN_CHANCE, "steal grain", 1, "steal grain");
    ASSERT_SEEN(sc, CTN_CHANCE, "steal grain", 2, "steal ?");
    ss_free(sc);
}

/* Open actions: market trades, events, market day takes and refills, discards, builds. */
static void test_open_actions(void **state) {
    (void)state;
    ss_scenario *sc = ss_new(3, "");
    ss_set_market(sc, 1, 1, 1, 1, 1);
    ss_set_hand(sc, 0, 0, 0, 2, 2, 3);
    ss_set_hand(sc, 1, 3, 3, 3, 0, 0);
    ASSERT_SEEN(sc, 0, "trade_market lumber -> wool", 2, "trade_market lumber -> wool");
    SS_PLAY(sc, 0, "end_trade");
    ASSERT_SEEN(sc, 0, "build_city", 1, "build_city");
    SS_PLAY(sc, 0, "build_city");
    ASSERT_SEEN(sc, 0, "pay 2 grain 3 ore", 2, "pay 2 grain 3 ore");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    ASSERT_SEEN(sc, CTN_CHANCE, "event market_day", 2, "event market_day");
    ss_scenario copy = *sc;
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    ASSERT_SEEN(sc, 0, "market_take ore", 2, "market_take ore");
    SS_PLAY(sc, 0, "market_take ore");
    ss_set_deck(sc, 1, 1, 1, 1, 1);
    ASSERT_SEEN(sc, CTN_CHANCE, "draw grain", 1, "draw grain"); /* a refill is open */
    ASSERT_SEEN(sc, CTN_CHANCE, "draw grain", CTN_VIEW_PUBLIC, "draw grain");
    SS_PLAY(&copy, CTN_CHANCE, "event brigand_attack");
    ASSERT_SEEN(&copy, 1, "discard lumber", 2, "discard lumber");
    ss_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_view_contents),     cmocka_unit_test(test_draw_masked),
        cmocka_unit_test(test_deck_trade_masked), cmocka_unit_test(test_player_trade_masked),
        cmocka_unit_test(test_library_masked),    cmocka_unit_test(test_guild_masked),
        cmocka_unit_test(test_open_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
