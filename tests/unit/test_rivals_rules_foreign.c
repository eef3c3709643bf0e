/* test_rivals_rules_foreign.c — Rivals for Catan, the Era of Merchant Princes' last card and the
 * era built (docs/rules/rivals.md R§13): the Trading Station, a foreign card on a site of the
 * opponent's city (rulings ), the Tactical Retreat taking it back; a
 * tournament deck of the era's cards, and a tournament mixing the eras of Intrigue and Merchant
 * Princes, played to their end with the oracle compared at every position. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/rivals_deck.h"
#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { O = RV_ORE, AU = RV_GOLD };

/* Red, with a Commercial Harbor in his city (the Station's requirement) and the Station in hand,
 * in his action phase; blue with a city at town column 5 (sites 20..23). */
static rs_scenario *station_scenario(int *station, int harbor) {
    rs_scenario *sc = rs_new_mode(5, RV_MODE_MERCHANTS);
    rs_make_city(sc, 0, 5);
    rs_make_city(sc, 1, 5);
    if (harbor) rs_to_site(sc, 0, rs_card(sc, "commercial_harbor", 0), 5, 0);
    rs_to_actions(sc);
    *station = rs_card(sc, "trading_station", 0);
    rs_to_hand(sc, 0, *station);
    rs_fill(sc, 0, 1);
    return sc;
}

/* laid from the hand, paid 1 brick 1 wool, with a Commercial Harbor, on the site of blue's
 * city a card built there would take (the inner one first), never on a settlement's; it lies
 * outside blue's sites but takes the site (blue's next card of that half goes to the outer one),
 * and gives nobody points */
static void test_trading_station_laid(void **u) {
    (void)u;
    int st;
    rs_scenario *sc = station_scenario(&st, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d x21", st)); /* no Commercial Harbor */
    rs_free(sc);
    sc = station_scenario(&st, 1);
    assert_true(rs_is_legal(sc, 0, "play c%d x21", st));
    assert_true(rs_is_legal(sc, 0, "play c%d x22", st));
    assert_false(rs_is_legal(sc, 0, "play c%d x20", st)); /* the inner site is free */
    assert_false(rs_is_legal(sc, 0, "play c%d x25", st)); /* blue's settlement at town 6 */
    assert_false(rs_is_legal(sc, 0, "play c%d", st));     /* not laid: no purchase */
    int vp[2] = {ctn_rivals_vp(sc->g, &sc->s, 0), ctn_rivals_vp(sc->g, &sc->s, 1)}, total = rs_total(sc, 0, -1);
    RS_PLAY(sc, 0, "play c%d x21", st);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.station[1][0], st + 1);
    assert_int_equal(sc->s.station[1][1], 22);
    assert_int_equal(rv_site_card(&sc->s, 1, 21), RV_NONE); /* outside blue's sites */
    assert_false(rv_in_hand(&sc->s, 0, st));
    assert_int_equal(rs_total(sc, 0, -1), total - 2);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp[0]);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 1), vp[1]);
    assert_int_equal(rv_free_site(&sc->s, 1, 5, 0), 0); /* blue's top half: the outer site next */
    assert_int_equal(rv_free_site(&sc->s, 1, 5, 1), 2);
    rs_check(sc);
    rs_to_site(sc, 1, rs_card(sc, "lighthouse", 0), 5, 1); /* a card of blue's on the Station's site: caught */
    char msg[256];
    assert_true(sc->g->rules->check(sc->g, (ctn_state *)&sc->s, msg, sizeof msg));
    assert_non_null(strstr(msg, "Trading Station"));
    rs_free(sc);
}

/* once a turn its owner pays 1 gold, which goes to blue, and names a resource blue gives
 * him; not without gold, nor when blue holds nothing */
static void test_trading_station_purchase(void **u) {
    (void)u;
    int st;
    rs_scenario *sc = station_scenario(&st, 1);
    RS_PLAY(sc, 0, "play c%d x22", st);
    rs_gain_up(sc);
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d", st)); /* no gold, blue holds nothing */
    rs_set(sc, 0, AU, 1, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", st)); /* blue holds nothing */
    rs_set(sc, 1, O, 6, 2);
    RS_PLAY(sc, 0, "play c%d", st);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
    assert_int_equal(rs_total(sc, 1, AU), 1); /* the gold is blue's */
    RS_PLAY(sc, 0, "take ore");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, AU), 0);
    assert_int_equal(rs_total(sc, 0, O), 1);
    assert_int_equal(rs_total(sc, 1, O), 1);
    assert_int_equal(sc->s.station_used, 1);
    rs_set(sc, 0, AU, 1, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", st)); /* once a turn */
    rs_check(sc);
    sc->s.station_used = 0; /* a later turn */
    assert_true(rs_is_legal(sc, 0, "play c%d", st));
    rs_set(sc, 0, AU, 1, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d", st)); /* no gold */
    rs_free(sc);
}

/* the Tactical Retreat names the foreign card it takes back: the Station here; it goes to
 * red's discard pile, blue's site is free again, red takes 1 of choice and 1 named from blue */
static void test_retreat_takes_station(void **u) {
    (void)u;
    int st;
    rs_scenario *sc = station_scenario(&st, 1);
    int retreat = rs_card(sc, "tactical_retreat", 0), camp = rs_card(sc, "brigand_camp", 0);
    RS_PLAY(sc, 0, "play c%d x21", st);
    rs_gain_up(sc);
    rs_to_hand(sc, 0, retreat);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", retreat, camp)); /* no Camp of his out */
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    rs_set(sc, 1, O, 6, 2);
    RS_PLAY(sc, 0, "play c%d c%d", retreat, st);
    rs_gain_up(sc);
    RS_PLAY(sc, 0, "take ore");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.station[1][0], 0);
    assert_int_equal(sc->s.station[1][1], 0);
    assert_true(sc->s.discard[st >> 6] >> (st & 63) & 1);
    assert_int_equal(rv_free_site(&sc->s, 1, 5, 0), 1);
    assert_int_equal(rs_total(sc, 0, -1), 2);
    rs_check(sc);
    rs_free(sc);
}

/* How many copies of card kind i of era `set` a deck takes: once an attack card or a named unit
 * (the deck rules, R§11.2), else all; 0 for a card of another era or an event. */
static int era_copies(int i, int era) {
    const ctn_rivals_card *k = &ctn_rivals_cards[i];
    if (k->set != era || k->type == RV_T_EVENT) return 0;
    assert_true(k->implemented);
    return k->type == RV_T_ATTACK || (k->flags & RV_F_NAMED) ? 1 : k->copies;
}

/* Puts every draw card of era `set` at the end of deck p of the set-up, after the default deck's
 * first cards (its starting cards kept); returns how many of those stay. */
static int add_era_cards(ctn_rivals_setup *set, int p, int era) {
    int n = 0;
    for (int i = 0; i < ctn_rivals_card_count; i++) n += era_copies(i, era);
    int kept = RV_TOURNEY_DECK - n;
    for (int i = 0; i < ctn_rivals_card_count; i++)
        for (int c = era_copies(i, era); c > 0; c--) set->deck[p][kept + --n] = (int16_t)i;
    return kept;
}

static void pick_events(ctn_rivals_setup *set, int p, const char *const *keys) {
    for (int i = 0; i < RV_TOURNEY_PICKS; i++) set->events[p][i] = (int16_t)ctn_rivals_card_find(keys[i]);
}

static int cmp(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

/* The actor's legal list equals the oracle's (sorted). */
static void agree(ctn_game *g, const ctn_rivals_state *s, int p, int step) {
    static ctn_action fast[CTN_MAX_ACTIONS], slow[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(g, (const ctn_state *)s, p, CTN_LEGAL_NO_OFFERS, fast);
    int m = g->rules->oracle_actions(g, (const ctn_state *)s, p, 0, slow);
    qsort(fast, (size_t)n, sizeof fast[0], cmp);
    qsort(slow, (size_t)m, sizeof slow[0], cmp);
    if (n != m || memcmp(fast, slow, sizeof fast[0] * (size_t)n)) fail_msg("step %d: %d legal actions, the oracle %d", step, n, m);
}

/* The tournament of this set-up, which passes the set-up check. */
static ctn_game *new_tournament(const ctn_rivals_setup *set) {
    ctn_error err = {0};
    assert_int_equal(ctn_rivals_setup_check(set, &err), CTN_OK);
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = set};
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

/* The heuristic against itself plays the tournament of this set-up to its end, the invariants
 * checked and the oracle compared at every position; counts the builds and plays of each era's
 * cards into used[set]. */
static void play_tournament(const ctn_rivals_setup *set, uint64_t seed, int *used) {
    ctn_game *g = new_tournament(set);
    ctn_error err = {0};
    static ctn_rivals_state s, scratch;
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_bot *bots[2];
    for (int p = 0; p < 2; p++) assert_int_equal(ctn_bot_new(g, "heuristic", p, seed + (uint64_t)p, &bots[p], &err), CTN_OK);
    ctn_game_init_state(g, (ctn_state *)&s, seed);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed + 7);
    for (int step = 0; step < 40000 && !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
        char msg[256];
        if (g->rules->check(g, (ctn_state *)&s, msg, sizeof msg)) fail_msg("step %d: %s", step, msg);
        int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_chance(g, (ctn_state *)&s, &rng);
        } else {
            agree(g, &s, p, step);
            assert_int_equal(ctn_bot_choose(bots[p], g, (ctn_state *)&s, p, 0, (ctn_state *)&scratch, list, &a), 0);
        }
        int t = RV_ACT_TYPE(a), kind = RV_IS_CHANCE(a) ? -1 : ctn_rivals_kind(g, &s, RV_ACT_A(a));
        if (kind >= 0 && (t == RV_A_BUILD || t == RV_A_PLAY)) used[ctn_rivals_cards[kind].set]++;
        ctn_game_apply(g, (ctn_state *)&s, p, a);
    }
    assert_true(ctn_game_is_terminal(g, (ctn_state *)&s));
    assert_true(s.winner != RV_NONE);
    ctn_bot_free(bots[0]);
    ctn_bot_free(bots[1]);
    ctn_game_free(g);
}

/* With all its cards built the era is built (R§13.3, R§11.3): a tournament deck of the base box
 * and every Merchants draw card, with the era's events picked, passes the set-up check, and the
 * heuristic against itself plays such a game to its end, building and playing the era's cards */
static void test_era_built_tournament(void **u) {
    (void)u;
    assert_true(ctn_rivals_era_built(RV_ERA_MERCHANT_PRINCES));
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    assert_true(add_era_cards(&set, 0, RV_SET_MERCHANTS) >= RV_TOURNEY_START);
    set.eras[0] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_MERCHANT_PRINCES);
    static const char *const EVENTS[RV_TOURNEY_PICKS] = {"hour_of_the_master_merchants", "fortunate_trade_voyage",
                                                         "capricious_sea", "feud"};
    pick_events(&set, 0, EVENTS);
    assert_true(ctn_rivals_event_limit(ctn_rivals_card_find("capricious_sea")) >= 1);
    int used[RV_SET_COUNT] = {0};
    play_tournament(&set, 21, used);
    assert_true(used[RV_SET_MERCHANTS] > 0);
}

/* eras mix in a tournament. One deck holds the Era of Intrigue's cards, the other the Era
 * of Merchant Princes' (with each era's events): the game keeps both eras' state, the hash covers
 * the Merchants fields (the Station's slot and use), and the heuristic plays it to its end with
 * both eras' cards built and played, the oracle agreeing at every position */
static void test_mixed_eras_tournament(void **u) {
    (void)u;
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    assert_true(add_era_cards(&set, 0, RV_SET_INTRIGUE) >= RV_TOURNEY_START);
    assert_true(add_era_cards(&set, 1, RV_SET_MERCHANTS) >= RV_TOURNEY_START);
    set.eras[0] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_INTRIGUE);
    set.eras[1] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_MERCHANT_PRINCES);
    static const char *const INTRIGUE[RV_TOURNEY_PICKS] = {"good_neighbors", "religious_dispute", "good_neighbors", "feud"};
    static const char *const MERCHANTS[RV_TOURNEY_PICKS] = {"capricious_sea", "fortunate_trade_voyage",
                                                            "hour_of_the_master_merchants", "feud"};
    pick_events(&set, 0, INTRIGUE);
    pick_events(&set, 1, MERCHANTS);
    ctn_game *g = new_tournament(&set);
    unsigned eras = rv_data_of(g)->eras;
    assert_true(eras >> RV_SET_INTRIGUE & 1);
    assert_true(eras >> RV_SET_MERCHANTS & 1);
    static ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 3);
    uint64_t h = g->rules->hash(g, (const ctn_state *)&s);
    s.station_used = 1;
    assert_true(g->rules->hash(g, (const ctn_state *)&s) != h);
    ctn_game_free(g);
    int used[RV_SET_COUNT] = {0};
    for (uint64_t seed = 31; seed < 33; seed++) play_tournament(&set, seed, used);
    assert_true(used[RV_SET_INTRIGUE] > 0);
    assert_true(used[RV_SET_MERCHANTS] > 0);
}

/* the era's events alone (a deck of base cards, the era declared) bring its state into the
 * game: the Capricious Sea's pending die is a Merchants field, kept, checked and hashed */
static void test_events_bring_the_era(void **u) {
    (void)u;
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    set.eras[1] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_MERCHANT_PRINCES);
    static const char *const EVENTS[RV_TOURNEY_PICKS] = {"capricious_sea", "fortunate_trade_voyage",
                                                         "hour_of_the_master_merchants", "feud"};
    pick_events(&set, 1, EVENTS);
    ctn_game *g = new_tournament(&set);
    assert_true(rv_data_of(g)->eras >> RV_SET_MERCHANTS & 1);
    static ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 3);
    uint64_t h = g->rules->hash(g, (const ctn_state *)&s);
    s.merchant_flags = RV_MF_SEA;
    char msg[256];
    assert_int_equal(g->rules->check(g, (const ctn_state *)&s, msg, sizeof msg), 0);
    assert_true(g->rules->hash(g, (const ctn_state *)&s) != h);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_trading_station_laid), cmocka_unit_test(test_trading_station_purchase),
                                       cmocka_unit_test(test_retreat_takes_station), cmocka_unit_test(test_era_built_tournament),
                                       cmocka_unit_test(test_mixed_eras_tournament), cmocka_unit_test(test_events_bring_the_era)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
