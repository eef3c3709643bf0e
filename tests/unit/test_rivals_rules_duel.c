/* test_rivals_rules_duel.c — Rivals for Catan, the Duel of the Princes (mode=duel, docs/rules/rivals.md
 * R§6.3): its set-up (3 Basic stacks of 12, one stack per era without the half-moon cards, no
 * face-up stack, 13 points), cards going back only under a stack of their own era's back, and its
 * event stack: the 6 events without a half moon and 6 drawn face down from the 15 with one, which
 * the engine identifies only as they are revealed, with the chances of the physical stack; with
 * no face-up stack, a face-up card of the theme games given up goes to the discard pile and one
 * burnt goes under a stack. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

static ctn_game *duel_game(void) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_DUEL}}};
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

/* Copies of a card (by key) among the game's draw cards, per set. */
static int copies(const ctn_game *g, const char *key, int set) {
    int n = 0;
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[ctn_rivals_dealt_kind(g, c)];
        n += !strcmp(k->key, key) && k->set == set;
    }
    return n;
}

/* R§6.3, R§7: the Basic Set whole (36 in 3 stacks of 12); of each era only the cards without a
 * half moon, in one stack each (Gold 12, Turmoil 12, Progress 14); the face-up cards shuffled in;
 * every stack's cards show its back; 13 points win. */
static void test_setup(void **u) {
    (void)u;
    ctn_game *g = duel_game();
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 4);
    const int sizes[6] = {12, 12, 12, 12, 12, 14};
    const int sets[6] = {RV_SET_BASIC, RV_SET_BASIC, RV_SET_BASIC, RV_SET_GOLD, RV_SET_TURMOIL, RV_SET_PROGRESS};
    assert_int_equal(ctn_rivals_num_stacks(g), 6);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 74);
    assert_int_equal(ctn_rivals_vp_to_win(g), 13);
    for (int k = 0; k < 6; k++) {
        assert_int_equal(s.stacks[k].n, sizes[k]);
        assert_int_equal(ctn_rivals_stack_set(g, k), sets[k]);
        assert_int_equal(ctn_rivals_stack_is_theme(g, k), k >= 3);
        for (int i = 0; i < s.stacks[k].n; i++)
            assert_int_equal(ctn_rivals_cards[ctn_rivals_dealt_kind(g, s.stacks[k].card[i])].set, sets[k]);
    }
    assert_true(s.faceup[0] == 0 && s.faceup[1] == 0);
    /* rows with copies and half moons: Merchant Guild 2 (1 marked), Bath House 3 (1), Storehouse of
     * Gold 1 (1), Parliament 1 (1); Pirate Ship 2 (0) */
    assert_int_equal(copies(g, "merchant_guild", RV_SET_GOLD), 1);
    assert_int_equal(copies(g, "bath_house", RV_SET_PROGRESS), 2);
    assert_int_equal(copies(g, "storehouse", RV_SET_GOLD), 0);
    assert_int_equal(copies(g, "storehouse", RV_SET_BASIC), 2);
    assert_int_equal(copies(g, "parliament", RV_SET_PROGRESS), 0);
    assert_int_equal(copies(g, "pirate_ship", RV_SET_GOLD), 2);
    assert_int_equal(copies(g, "hedge_tavern", RV_SET_TURMOIL), 1);
    char msg[256];
    assert_int_equal(rv_check(g, (ctn_state *)&s, msg, sizeof msg), 0);
    ctn_game_free(g);
}

/* The 21 event cards of the box: 6 without a half moon are always in the stack (Yule, Year of
 * Plenty, Invention, Traveling Merchant, Riots, Plague); 6 of the 15 with one join unseen. */
static void test_event_stack(void **u) {
    (void)u;
    ctn_game *g = duel_game();
    const rv_data *d = rv_data_of(g);
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 4);
    assert_int_equal(ctn_rivals_num_events(g), 21);
    assert_int_equal(__builtin_popcount(d->ev_fixed), 6);
    assert_int_equal(__builtin_popcount(d->ev_candidates), 15);
    assert_int_equal(d->ev_random, 6);
    const char *fixed[] = {"yule", "year_of_plenty", "invention", "traveling_merchant", "riots", "plague"};
    for (int i = 0; i < 6; i++) {
        int found = 0;
        for (int e = 0; e < 21; e++)
            found += (d->ev_fixed >> e & 1) && !strcmp(ctn_rivals_cards[ctn_rivals_event_kind(g, e)].key, fixed[i]);
        assert_int_equal(found, 1);
    }
    assert_int_equal(__builtin_popcount(s.ev_pool), 5); /* the fixed ones but Yule */
    assert_int_equal(s.ev_pool_unknown, 6);
    assert_int_equal(s.ev_unknown, 6);
    assert_int_equal(s.ev_found, 0u);
    ctn_game_free(g);
}

/* Red's roll shows the event-card face: the state asks chance for the event. */
static void to_event_draw(rs_scenario *sc) {
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
}

/* The chances of the next event equal the physical stack's: 11 cards above Yule, 5 seen ones
 * and 6 unseen; a seen one is 1/11, a given half-moon event 6/11 * 1/15. */
static void test_event_chances(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(6, RV_MODE_DUEL);
    const rv_data *d = rv_data_of(sc->g);
    to_event_draw(sc);
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_ACTIONS], total = 0;
    int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 20); /* 5 seen + 15 candidates */
    for (int i = 0; i < n; i++) total += w[i];
    for (int i = 0; i < n; i++) {
        int e = RV_ACT_A(out[i]);
        if (d->ev_fixed >> e & 1) assert_int_equal((uint64_t)w[i] * 11, total); /* 1/11 */
        else assert_int_equal((uint64_t)w[i] * 11 * 15, (uint64_t)total * 6);
    }
    rs_free(sc);
}

/* An unseen event turns out to be the one revealed: it is found, the unseen count drops, the
 * candidates' chances follow (5 unseen among 14 candidates); Yule comes when 3 are left, and
 * after it the stack again holds every event known to be in it and the unseen ones. */
static void test_reveal_and_yule(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(6, RV_MODE_DUEL);
    const rv_data *d = rv_data_of(sc->g);
    to_event_draw(sc);
    int cand = __builtin_ctz(d->ev_candidates);
    RS_PLAY(sc, CTN_CHANCE, "event e%d", cand);
    rs_check(sc);
    assert_int_equal(sc->s.ev_found, 1u << cand);
    assert_int_equal(sc->s.ev_unknown, 5);
    assert_int_equal(sc->s.ev_pool_unknown, 5);
    assert_false(sc->s.ev_pool >> cand & 1); /* revealed: under the stack until Yule */
    /* reveal the rest directly, as rv_reveal_event does for each draw, until Yule's turn */
    rv_state *s = &sc->s;
    while (rv_events_left(s) > 3) {
        if (s->ev_pool) rv_reveal_event(d, s, __builtin_ctz(s->ev_pool));
        else rv_reveal_event(d, s, __builtin_ctz(d->ev_candidates & ~s->ev_found));
        s->event_now = RV_NONE;
    }
    assert_int_equal(rv_events_left(s), 3);
    int found = __builtin_popcount(s->ev_found);
    assert_int_equal(found + s->ev_unknown, 6);
    rv_events_rebuild(d, s, &s->rng); /* what Yule does */
    assert_int_equal(s->ev_pool, (d->ev_fixed | s->ev_found) & ~(1u << d->yule));
    assert_int_equal(s->ev_pool_unknown, s->ev_unknown);
    assert_int_equal(rv_events_left(s), 11);
    rs_free(sc);
}

/* R§5.1 with one stack per era: a Turmoil card in hand goes back only under the Turmoil stack. */
static void test_backs(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(7, RV_MODE_DUEL);
    const rv_data *d = rv_data_of(sc->g);
    int card = sc->s.stacks[4].card[sc->s.stacks[4].n - 1];
    assert_int_equal(rv_card_of(&sc->s, card)->set, RV_SET_TURMOIL);
    for (int k = 0; k < 6; k++) assert_int_equal(rv_stack_matches(d, &sc->s, k, card), k == 4);
    int basic = sc->s.stacks[0].card[0];
    for (int k = 0; k < 6; k++) assert_int_equal(rv_stack_matches(d, &sc->s, k, basic), k < 3);
    rs_free(sc);
}

/* the Hedge Tavern (face up in the theme game) given up goes to the discard pile; the
 * Merchant Guild (face up too), burnt by the Arsonist, under the Gold stack, its owner's choice. */
static void test_no_face_up_stack(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(6, RV_MODE_DUEL);
    int ht = rs_card(sc, "hedge_tavern", 0), ht2 = rs_card(sc, "merchant_guild", 0), ars = rs_card(sc, "arsonist", 0);
    int gold = 0;
    while (ctn_rivals_stack_set(sc->g, gold) != RV_SET_GOLD) gold++;
    rs_make_city(sc, 0, 5);
    rs_make_city(sc, 1, 5);
    rs_to_site(sc, 0, ht, 5, 0);
    rs_to_site(sc, 1, ht2, 5, 0);
    rs_to_actions(sc);
    RS_PLAY(sc, 0, "abandon x%d", 5 * RV_SITES);
    assert_true(sc->s.discard[ht >> 6] >> (ht & 63) & 1);
    assert_false(rv_in_faceup(&sc->s, ht));
    rs_to_site(sc, 0, ht, 5, 0); /* the Arsonist needs a Hedge Tavern */
    rs_to_hand(sc, 0, ars);
    RS_PLAY(sc, 0, "play c%d x%d", ars, 5 * RV_SITES);
    assert_int_equal(sc->s.phase, RV_PH_BURY);
    assert_int_equal(sc->s.actor, 1);
    assert_false(rs_is_legal(sc, 1, "bury s0"));
    RS_PLAY(sc, 1, "bury s%d", gold);
    assert_false(rv_in_faceup(&sc->s, ht2));
    assert_int_equal(sc->s.stacks[gold].card[sc->s.stacks[gold].n - 1], ht2);
    rs_check(sc);
    rs_free(sc);
}

/* The duel's event fields round-trip through the state JSON, and a bad one is refused. */
static void test_json(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(8, RV_MODE_DUEL);
    to_event_draw(sc);
    RS_PLAY(sc, CTN_CHANCE, "event e%d", __builtin_ctz(rv_data_of(sc->g)->ev_candidates));
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"duel\""));
    ctn_rivals_state back;
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_int_equal(back.ev_found, sc->s.ev_found);
    assert_int_equal(back.ev_unknown, sc->s.ev_unknown);
    assert_int_equal(back.ev_pool_unknown, sc->s.ev_pool_unknown);
    assert_int_equal(ctn_state_hash(sc->g, (ctn_state *)&back), ctn_state_hash(sc->g, (ctn_state *)&sc->s));
    char *bad = strstr(text, "\"unknown\"");
    assert_non_null(bad);
    memcpy(bad + 1, "unknowX", 7);
    assert_int_not_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_non_null(strstr(err.message, "unknowX"));
    ctn_io_free(text);
    rs_free(sc);
}

/* Random duels end, with every state passing the invariant check, the winner at 13 or more. */
static void test_random_games(void **u) {
    (void)u;
    ctn_game *g = duel_game();
    ctn_rivals_state s;
    char msg[256];
    int won = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        ctn_rng rng;
        ctn_rng_seed(&rng, seed * 77);
        ctn_game_init_state(g, (ctn_state *)&s, seed);
        for (int step = 0; step < 20000 && !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
            ctn_action list[CTN_MAX_ACTIONS];
            uint32_t w[CTN_MAX_ACTIONS];
            ctn_actors act = ctn_game_actors(g, (ctn_state *)&s);
            int p = (act & CTN_CHANCE_BIT) ? CTN_CHANCE : __builtin_ctz(act);
            int n = p == CTN_CHANCE ? ctn_game_chance(g, (ctn_state *)&s, list, w)
                                    : ctn_game_legal(g, (ctn_state *)&s, p, 0, list);
            assert_true(n > 0);
            ctn_game_apply(g, (ctn_state *)&s, p, list[ctn_rng_below(&rng, (uint32_t)n)]);
            assert_int_equal(rv_check(g, (ctn_state *)&s, msg, sizeof msg), 0);
        }
        if (s.winner != RV_NONE) won++, assert_true(ctn_rivals_vp(g, &s, s.winner) >= 13);
    }
    assert_true(won > 0);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),       cmocka_unit_test(test_event_stack), cmocka_unit_test(test_event_chances),
        cmocka_unit_test(test_reveal_and_yule), cmocka_unit_test(test_backs),   cmocka_unit_test(test_json),
        cmocka_unit_test(test_random_games),  cmocka_unit_test(test_no_face_up_stack),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
