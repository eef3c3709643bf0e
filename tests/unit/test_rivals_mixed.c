/* test_rivals_mixed.c — Rivals for Catan tournaments of random decks (docs/rules/rivals.md R§11):
 * each player declares a random set of the expansion eras the engine plays and is dealt a random
 * legal deck from the pool those eras allow, with random legal event picks, so the eras meet in
 * one game as they do in real tournaments (one player's Era of Intrigue against the other's Era
 * of Merchant Princes, say). As an era's flag goes on (rv_eras) its cards join these decks without
 * a change here.
 *
 * Every dealt deck passes the deck validation (ctn_rivals_deck_validate) and the set-up check.
 * Then, for each pair of decks:
 * - a random playout (a card given up only 1 time in 32, as in test_rivals_agree) compares the
 *   legal list with the independent oracle and runs the invariant check at every position;
 * - the heuristic plays against itself to the end.
 * Over all games, a card of every built expansion era is built or played, so the mixes are
 * reached. CATAN_AGREE_GAMES (the sanitizer build's small runs) plays fewer deck pairs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/match.h"
#include "catan/perft.h"
#include "catan/rivals.h"
#include "catan/rivals_deck.h"
#include "rules/rivals/rivals_deck_internal.h"
#include "rules/rivals/rivals_internal.h"

/* Deck pairs to play: 16, 3 in the sanitizer build; a long soak by hand sets CATAN_MIXED_PAIRS
 * and CATAN_MIXED_FROM (the first pair's number, so each soak deals new decks); CATAN_MIXED_TRACE=N
 * prints the random playouts' actions from step N on, to read how a failure came about. */
static int deck_pairs(void) {
    if (getenv("CATAN_MIXED_PAIRS")) return atoi(getenv("CATAN_MIXED_PAIRS"));
    return getenv("CATAN_AGREE_GAMES") ? 3 : 16;
}
static int first_pair(void) { return getenv("CATAN_MIXED_FROM") ? atoi(getenv("CATAN_MIXED_FROM")) : 0; }

/* The expansion eras whose cards the engine plays (the base box is always in a deck's pool). */
static unsigned built_expansions(void) {
    unsigned eras = 0;
    for (int e = RV_ERA_INTRIGUE; e < RV_ERA_COUNT; e++)
        if (ctn_rivals_era_built(e)) eras |= 1u << e;
    return eras;
}

/* A random subset of the built expansion eras, never empty when one is built (each tournament
 * player owns an expansion, R§6.4). */
static unsigned random_eras(ctn_rng *rng) {
    unsigned built = built_expansions(), eras = 0;
    while (built && !eras) eras = built & (unsigned)ctn_rng_next(rng);
    return eras | RV_ERAS_BASE_BOX;
}

/* Adds `count` of pool card `card` to section `sec` of the deck, merging with an entry there. */
static void deck_add(ctn_rivals_deck *deck, int card, int sec, int count) {
    for (int i = 0; i < deck->n; i++)
        if (deck->entry[i].card == card && deck->entry[i].section == sec) {
            deck->entry[i].count = (uint8_t)(deck->entry[i].count + count);
            return;
        }
    assert_true(deck->n < RV_DECK_ENTRIES);
    deck->entry[deck->n++] = (ctn_rivals_deck_entry){.card = (uint16_t)card, .count = (uint8_t)count, .section = (uint8_t)sec};
}

/* Deals a deck of 35 cards from every copy the eras allow (pool order shuffled), the first 3 its
 * starting cards, and 4 event picks from the events of those eras within the half-moon rule. */
static void deal_deck(const ctn_rivals_pool *pool, unsigned eras, ctn_rng *rng, ctn_rivals_deck *deck) {
    static int16_t copies[RV_POOL_MAX * RV_DECK_CARDS];
    int n = 0, events[RV_POOL_MAX], ne = 0;
    memset(deck, 0, sizeof *deck);
    deck->eras = (uint16_t)eras;
    for (int i = 0; i < pool->n; i++) {
        int kind = pool->card[i].kind;
        if (kind < 0 || !(ctn_rivals_pool_eras(pool, i) & eras)) continue;
        if (pool->card[i].use == RV_USE_EVENT && ctn_rivals_event_limit(kind) > 0) events[ne++] = i;
        for (int c = ctn_rivals_pool_limit(pool, i, eras); c > 0; c--)
            if (ctn_rivals_era_built(rv_set_era(ctn_rivals_cards[kind].set)) && ctn_rivals_cards[kind].implemented) copies[n++] = (int16_t)i;
    }
    assert_true(n >= RV_DECK_CARDS);
    for (int k = 0; k < RV_DECK_CARDS; k++) { /* a partial Fisher-Yates shuffle */
        int j = k + (int)ctn_rng_below(rng, (uint32_t)(n - k));
        int16_t t = copies[k];
        copies[k] = copies[j];
        copies[j] = t;
        deck_add(deck, copies[k], k < RV_DECK_START ? RV_SEC_START : RV_SEC_STACKS, 1);
    }
    int picked[RV_POOL_MAX] = {0};
    for (int k = 0; k < RV_DECK_EVENTS;) {
        int i = events[ctn_rng_below(rng, (uint32_t)ne)];
        const char *key = ctn_rivals_cards[pool->card[i].kind].key; /* the Riots and Plague given count */
        int given = !strcmp(key, "riots") || !strcmp(key, "plague");
        if (picked[i] + given >= ctn_rivals_event_limit(pool->card[i].kind)) continue;
        picked[i]++;
        deck_add(deck, i, RV_SEC_EVENTS, 1);
        k++;
    }
}

/* Both players' dealt decks for pair `pair`, checked by the deck rules, as a tournament set-up. */
static void deal_setup(const ctn_rivals_pool *pool, int pair, ctn_rivals_setup *set) {
    ctn_rng rng;
    ctn_rng_seed(&rng, 500 + (uint64_t)pair);
    ctn_rivals_default_setup(set);
    ctn_rivals_deck *deck = test_malloc(sizeof *deck);
    ctn_rivals_deck_report *rep = test_malloc(sizeof *rep);
    for (int p = 0; p < RV_PLAYERS; p++) {
        deal_deck(pool, random_eras(&rng), &rng, deck);
        memset(rep, 0, sizeof *rep);
        if (ctn_rivals_deck_validate(pool, deck, rep))
            fail_msg("pair %d seat %d: %s", pair, p, rep->error[0].message);
        ctn_error err = {0};
        if (ctn_rivals_setup_put_deck(set, p, pool, deck, deck->eras, &err) != CTN_OK)
            fail_msg("pair %d seat %d: %s", pair, p, err.message);
    }
    ctn_error err = {0};
    if (ctn_rivals_setup_check(set, &err) != CTN_OK) fail_msg("pair %d: %s", pair, err.message);
    test_free(rep);
    test_free(deck);
}

static ctn_game *setup_game(const ctn_rivals_setup *set, int turn_limit) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", RV_MODE_TOURNAMENT}, {"turn_limit", turn_limit}},
                           .setup = set};
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err) != CTN_OK) fail_msg("%s", err.message);
    return g;
}

/* Marks in `seen` (by era) the kinds lying in either principality's sites. */
static void note_laid(const rv_state *s, unsigned *seen) {
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int c = 0; c < RV_TOWN_COLS; c++)
            for (int k = 0; k < RV_SITES; k++) {
                int card = s->pr[p].site[c][k];
                if (card != RV_NONE && s->kind[card] != RV_NONE) *seen |= 1u << rv_set_era(ctn_rivals_cards[s->kind[card]].set);
            }
}

/* A random playout of the set-up's game with the oracle compared and the state checked at every
 * position; the eras whose cards were played or laid are added to *seen. */
static void oracle_playout(const ctn_rivals_setup *set, int pair, unsigned *seen) {
    ctn_game *g = setup_game(set, 150);
    rv_state s;
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_game_init_state(g, (ctn_state *)&s, 900 + (uint64_t)pair);
    ctn_rng pick;
    ctn_rng_seed(&pick, 300 + (uint64_t)pair);
    for (int step = 0; step < 6000 && !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
        char msg[256];
        if (g->rules->check(g, (ctn_state *)&s, msg, sizeof msg)) fail_msg("pair %d step %d: %s", pair, step, msg);
        int player = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
        if (ctn_oracle_compare(g, (ctn_state *)&s, player, 0, msg, sizeof msg))
            fail_msg("pair %d step %d phase %s: %s", pair, step, ctn_rivals_phase_name(s.phase), msg);
        ctn_action a;
        if (player == CTN_CHANCE) a = ctn_game_sample_chance(g, (ctn_state *)&s, &pick);
        else {
            int n = ctn_game_legal(g, (ctn_state *)&s, player, 0, list);
            assert_true(n > 0);
            a = list[ctn_rng_below(&pick, (uint32_t)n)];
            while (RV_ACT_TYPE(a) == RV_A_ABANDON && ctn_rng_below(&pick, 32)) a = list[ctn_rng_below(&pick, (uint32_t)n)];
            if (RV_ACT_TYPE(a) == RV_A_PLAY && s.kind[RV_ACT_A(a)] != RV_NONE)
                *seen |= 1u << rv_set_era(ctn_rivals_cards[s.kind[RV_ACT_A(a)]].set);
        }
        if (getenv("CATAN_MIXED_TRACE") && step >= atoi(getenv("CATAN_MIXED_TRACE"))) { /* by hand: the actions from this step */
            char t[128];
            ctn_action_to_text(g, (ctn_state *)&s, a, t, sizeof t);
            fprintf(stderr, "step %d phase %s player %d: %s\n", step, ctn_rivals_phase_name(s.phase), player, t);
        }
        ctn_game_apply(g, (ctn_state *)&s, player, a);
        note_laid(&s, seen);
    }
    ctn_game_free(g);
}

/* The heuristic against itself on the set-up's game: 1 when the game is won. */
static int heuristic_game(const ctn_rivals_setup *set, int pair) {
    ctn_game *g = setup_game(set, 0);
    ctn_match *m = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    ctn_bot *bots[2];
    for (int p = 0; p < 2; p++) assert_int_equal(ctn_bot_new(g, "heuristic", p, 40 + (uint64_t)(2 * pair + p), &bots[p], &err), CTN_OK);
    ctn_match_result r;
    ctn_match_play(m, bots, 70 + (uint64_t)pair, CTN_LEGAL_NO_OFFERS, 100000, &r);
    for (int p = 0; p < 2; p++) ctn_bot_free(bots[p]);
    ctn_match_free(m);
    ctn_game_free(g);
    return r.winner >= 0;
}

static void random_decks_play(void **u) {
    (void)u;
    ctn_rivals_pool *pool = test_malloc(sizeof *pool);
    ctn_rivals_pool_init(pool);
    unsigned seen = 0;
    int won = 0, pairs = deck_pairs();
    for (int pair = first_pair(); pair < first_pair() + pairs; pair++) {
        ctn_rivals_setup set;
        deal_setup(pool, pair, &set);
        oracle_playout(&set, pair, &seen);
        won += heuristic_game(&set, pair);
    }
    print_message("%d of %d heuristic games won, eras played or laid 0x%x\n", won, pairs, seen);
    assert_true(won >= pairs * 3 / 4); /* random decks hold few points: most, not all, are won */
    unsigned expansions = built_expansions();
    for (int e = RV_ERA_INTRIGUE; e < RV_ERA_COUNT && pairs >= 16; e++)
        if ((expansions >> e & 1) && !(seen >> e & 1)) fail_msg("no card of the era %s played or laid", ctn_rivals_era_name(e));
    test_free(pool);
}

/* The dealer itself: decks of different pairs differ, and the declared eras vary. */
static void dealt_decks_vary(void **u) {
    (void)u;
    ctn_rivals_pool *pool = test_malloc(sizeof *pool);
    ctn_rivals_pool_init(pool);
    ctn_rivals_setup a, b;
    deal_setup(pool, 0, &a);
    deal_setup(pool, 1, &b);
    assert_memory_not_equal(a.deck[0], b.deck[0], sizeof a.deck[0]);
    unsigned eras_seen = 0;
    for (int pair = 0; pair < 8; pair++) {
        deal_setup(pool, pair, &a);
        for (int p = 0; p < RV_PLAYERS; p++) eras_seen |= a.eras[p] & ~RV_ERAS_BASE_BOX;
    }
    assert_int_equal(eras_seen, built_expansions());
    test_free(pool);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(dealt_decks_vary), cmocka_unit_test(random_decks_play)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
