/* test_bot_rivals.c — bots on Rivals for Catan: the heuristic beats the random bot in nearly every
 * game with seats alternated, and IS-MCTS (generic, with the rule set's evaluation and
 * determinization) plays whole games against it to the end; in every playable mode (the
 * introductory game, the Eras of Gold, Turmoil, Progress and Intrigue, and the duel) the bots
 * finish their games without getting stuck. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/match.h"
#include "catan/rivals.h"

static int play_budget(int mode, const char *a, const char *b, int games, int max_actions, int *finished) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", mode}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    ctn_match *m = NULL;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    int wins = 0;
    *finished = 0;
    for (int i = 0; i < games; i++) {
        int first = i & 1; /* seat of bot a */
        ctn_bot *bots[2];
        assert_int_equal(ctn_bot_new(g, a, first, 10 + (uint64_t)i, &bots[first], &err), CTN_OK);
        assert_int_equal(ctn_bot_new(g, b, 1 - first, 20 + (uint64_t)i, &bots[1 - first], &err), CTN_OK);
        ctn_match_result r;
        ctn_match_play(m, bots, 100 + (uint64_t)i, CTN_LEGAL_NO_OFFERS, max_actions, &r);
        wins += r.winner == first;
        *finished += r.winner >= 0;
        ctn_bot_free(bots[0]);
        ctn_bot_free(bots[1]);
    }
    ctn_match_free(m);
    ctn_game_free(g);
    return wins;
}

static int play_mode(int mode, const char *a, const char *b, int games, int *finished) {
    return play_budget(mode, a, b, games, 200000, finished);
}

static int play(const char *a, const char *b, int games, int *finished) {
    return play_mode(RV_MODE_INTRO, a, b, games, finished);
}

/* The sanitizer build (CATAN_AGREE_GAMES set small) plays fewer games. */
static int small(void) { return getenv("CATAN_AGREE_GAMES") != NULL; }

static void heuristic_beats_random(void **u) {
    (void)u;
    int finished, games = small() ? 10 : 40;
    int wins = play("heuristic", "random", games, &finished);
    assert_int_equal(finished, games);
    assert_true(wins >= games * 9 / 10);
}

static void mcts_plays(void **u) {
    (void)u;
    int finished, games = small() ? 1 : 2;
    play(small() ? "mcts:iters=20" : "mcts:iters=100", "heuristic", games, &finished);
    assert_int_equal(finished, games);
}

/* One mode's checks: the heuristic beats the random bot in most games, `selfplay` games of the
 * heuristic against itself are each won within `budget` actions (nothing stuck: against itself it
 * once clogged its hand with cards it could not use and played on for 200,000 actions; a game takes
 * about 600 actions), and one IS-MCTS game ends. */
static void mode_finishes(int mode, int selfplay, int budget) {
    int finished, games = small() ? 4 : 20;
    int wins = play_mode(mode, "heuristic", "random", games, &finished);
    assert_int_equal(finished, games);
    assert_true(wins >= games * 3 / 4);
    play_budget(mode, "heuristic", "heuristic", selfplay, budget, &finished);
    assert_int_equal(finished, selfplay);
    play_mode(mode, small() ? "mcts:iters=20" : "mcts:iters=50", "heuristic", 1, &finished);
    assert_int_equal(finished, 1);
}

/* Every playable theme game. */
static void theme_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_GOLD, small() ? 8 : 200, 3000);
    mode_finishes(RV_MODE_TURMOIL, small() ? 4 : 20, 200000);
}

/* The duel (R§6.3): the same checks as a theme game. */
static void duels_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_DUEL, small() ? 8 : 100, 3000);
}

/* The Era of Progress the same way. */
static void progress_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_PROGRESS, small() ? 4 : 20, 200000);
}

/* The tournament (R§11.5, the default decks): the heuristic against itself ends every game (a
 * game takes about 1,000 actions). With the centre built out it used to swap cards it could not
 * build back and forth at the exchange (the search picked the card it had just put back, from the
 * stack it had just put it under), and about 1 game in 20 never ended. */
static void tournament_games_finish(void **u) {
    (void)u;
    int finished, games = small() ? 10 : 100;
    play_budget(RV_MODE_TOURNAMENT, "heuristic", "heuristic", games, 20000, &finished);
    assert_int_equal(finished, games);
    int wins = play_budget(RV_MODE_TOURNAMENT, "heuristic", "random", small() ? 4 : 20, 200000, &finished);
    assert_true(wins >= (small() ? 4 : 20) * 3 / 4);
}

/* Heuristic self-play games of a theme game: the heuristic builds and plays cards of the era
 * `set` (each counted over the games). */
static void era_cards_used(int mode, int set) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", mode}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    static ctn_rivals_state s, scratch;
    static ctn_action list[CTN_MAX_ACTIONS];
    int built = 0, played = 0;
    for (int game = 0; game < (small() ? 2 : 6); game++) {
        ctn_bot *bots[2];
        for (int p = 0; p < 2; p++) assert_int_equal(ctn_bot_new(g, "heuristic", p, 30 + (uint64_t)game, &bots[p], &err), CTN_OK);
        ctn_game_init_state(g, (ctn_state *)&s, 40 + (uint64_t)game);
        ctn_rng rng;
        ctn_rng_seed(&rng, 50 + (uint64_t)game);
        for (int step = 0; step < 20000 && !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
            int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a;
            if (p == CTN_CHANCE) a = ctn_game_sample_chance(g, (ctn_state *)&s, &rng);
            else assert_int_equal(ctn_bot_choose(bots[p], g, (ctn_state *)&s, p, 0, (ctn_state *)&scratch, list, &a), 0);
            int t = RV_ACT_TYPE(a), kind = RV_IS_CHANCE(a) ? -1 : ctn_rivals_kind(g, &s, RV_ACT_A(a));
            if (kind >= 0 && ctn_rivals_cards[kind].set == set) built += t == RV_A_BUILD, played += t == RV_A_PLAY;
            ctn_game_apply(g, (ctn_state *)&s, p, a);
        }
        ctn_bot_free(bots[0]);
        ctn_bot_free(bots[1]);
    }
    assert_true(built > 0);
    if (set != RV_SET_EXPLORERS) assert_true(played > 0); /* the Era of Explorers has no card to play yet (R§17.3) */
    ctn_game_free(g);
}

/* The Era of Intrigue's theme game (R§12): the bots finish, and the heuristic builds and plays the
 * era's cards (each Intrigue card it builds or plays counted over its games). */
static void intrigue_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_INTRIGUE, small() ? 4 : 20, 200000);
    era_cards_used(RV_MODE_INTRIGUE, RV_SET_INTRIGUE);
}

/* A theme game of an era not complete yet (R§13.3, R§14.3, R§15.3): the bots finish against random
 * play; in self-play, with the era's few point cards, most games end (they can run out and leave
 * both players short, as 5 of 100 Merchant Princes games did with its first 10 cards); MCTS
 * finishes a game; the heuristic builds and plays the era's cards (counted over its games). */
static void incomplete_era_games(int mode, int set) {
    int finished, games = small() ? 4 : 20;
    assert_true(play_mode(mode, "heuristic", "random", games, &finished) >= games * 3 / 4);
    assert_int_equal(finished, games);
    play_budget(mode, "heuristic", "heuristic", games, 200000, &finished);
    assert_true(finished >= games * 3 / 4);
    play_mode(mode, small() ? "mcts:iters=20" : "mcts:iters=50", "heuristic", 1, &finished);
    assert_int_equal(finished, 1);
    era_cards_used(mode, set);
}

/* The Era of Merchant Princes' theme game (R§13, all 30 of its cards): as the Era of Intrigue's,
 * the bots finish every game, and the heuristic builds and plays the era's cards. */
static void merchants_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_MERCHANTS, small() ? 4 : 20, 200000);
    era_cards_used(RV_MODE_MERCHANTS, RV_SET_MERCHANTS);
}

/* The Era of Barbarians' theme game (R§14, all its cards): the checks of a complete era, as the
 * Era of Intrigue's. */
static void barbarians_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_BARBARIANS, small() ? 4 : 20, 200000);
    era_cards_used(RV_MODE_BARBARIANS, RV_SET_BARBARIANS);
}

/* The Era of Sages' theme game (R§15, all its cards): the checks of a complete era, as the Era of
 * Intrigue's (the heuristic values sages, so its self-play no longer stalls, R§15.3). */
static void sages_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_SAGES, small() ? 4 : 20, 200000);
    era_cards_used(RV_MODE_SAGES, RV_SET_SAGES);
}

/* The Era of Prosperity's theme game (R§16, all its cards): the checks of a complete era, as the
 * Era of Intrigue's (its self-play ends: 0 of 300 undecided, seeds 3, 7 and 8). */
static void prosperity_games_finish(void **u) {
    (void)u;
    mode_finishes(RV_MODE_PROSPERITY, small() ? 4 : 20, 200000);
    era_cards_used(RV_MODE_PROSPERITY, RV_SET_PROSPERITY);
}

/* The Era of Explorers' theme game (R§17, the cards built so far): the sea areas set up, the
 * Explorer Harbor's side closed to roads, the era's buildings built. */
static void explorers_games_finish(void **u) {
    (void)u;
    incomplete_era_games(RV_MODE_EXPLORERS, RV_SET_EXPLORERS);
}

/* One duel of bot spec `a` against the heuristic: the final state's hash. */
static uint64_t duel_hash(const char *a) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_DUEL}}};
    ctn_game *g = NULL;
    ctn_match *m = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    ctn_bot *bots[2];
    assert_int_equal(ctn_bot_new(g, a, 0, 7, &bots[0], &err), CTN_OK);
    assert_int_equal(ctn_bot_new(g, "heuristic", 1, 8, &bots[1], &err), CTN_OK);
    ctn_match_result r;
    ctn_match_play(m, bots, 9, CTN_LEGAL_NO_OFFERS, 200000, &r);
    ctn_bot_free(bots[0]);
    ctn_bot_free(bots[1]);
    ctn_match_free(m);
    ctn_game_free(g);
    return r.hash;
}

/* The MCTS defaults measured best for Rivals (docs/benchmarks.md): without parameters it searches
 * as with prior=0, rollout=heuristic and depth=10, and not as with the general defaults. */
static void mcts_rivals_defaults(void **u) {
    (void)u;
    const char *it = small() ? "mcts:iters=10" : "mcts:iters=30";
    char tuned[80], general[80];
    snprintf(tuned, sizeof tuned, "%s,prior=0,rollout=heuristic,depth=10", it);
    snprintf(general, sizeof general, "%s,prior=3000,rollout=greedy,depth=40", it);
    uint64_t plain = duel_hash(it);
    assert_true(plain == duel_hash(tuned));
    assert_true(plain != duel_hash(general));
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(heuristic_beats_random), cmocka_unit_test(mcts_plays),
                                       cmocka_unit_test(theme_games_finish), cmocka_unit_test(progress_games_finish),
                                       cmocka_unit_test(duels_finish), cmocka_unit_test(tournament_games_finish),
                                       cmocka_unit_test(intrigue_games_finish), cmocka_unit_test(merchants_games_finish), cmocka_unit_test(barbarians_games_finish),
                                       cmocka_unit_test(sages_games_finish), cmocka_unit_test(prosperity_games_finish), cmocka_unit_test(explorers_games_finish),
                                       cmocka_unit_test(mcts_rivals_defaults)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
