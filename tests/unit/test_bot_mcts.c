/* test_bot_mcts.c — the IS-MCTS bot: every action it picks is legal (thousands of decisions in both
 * rule sets, 2–6 players), the same seeds give the same games, its choice depends only on its view
 * (states differing in cards it cannot see give the same choice), it follows the game through
 * notify, and with a small budget it already beats random players. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/classic.h"
#include "catan/match.h"

static ctn_game *make(const char *rules, int players) {
    ctn_game_config cfg = {0};
    cfg.num_players = players;
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(ctn_ruleset_find(rules), &cfg, &g, &err), CTN_OK);
    return g;
}

/* Plays games where every seat is an MCTS bot asked directly (its pick checked against the full
 * legal list, offers included) and returns the number of decisions checked. */
static long play_checked(const char *rules, int players, int games, const char *spec) {
    ctn_game *g = make(rules, players);
    size_t size = g->rules->state_size;
    ctn_state *s = malloc(size), *view = malloc(size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    long decisions = 0;
    for (int game = 0; game < games; game++) {
        ctn_bot *bots[CTN_MAX_PLAYERS];
        ctn_error err;
        for (int p = 0; p < players; p++)
            assert_int_equal(ctn_bot_new(g, spec, p, (uint64_t)(game * 10 + p), &bots[p], &err),
                             CTN_OK);
        ctn_game_init_state(g, s, (uint64_t)game + 500);
        for (int step = 0; step < 3000 && !ctn_game_is_terminal(g, s); step++) {
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, s);
            } else {
                /* 0: the bot's own pick was legal (1 would mean the driver had to replace it) */
                if (ctn_bot_choose(bots[p], g, s, p, CTN_LEGAL_NO_OFFERS, view, list, &a) != 0)
                    fail_msg("%s: illegal pick at step %d", rules, step);
                decisions++;
            }
            ctn_state *before = view;
            memcpy(before, s, size);
            ctn_game_apply(g, s, p, a);
            for (int q = 0; q < players; q++) ctn_bot_notify(bots[q], g, before, q, p, a);
        }
        for (int p = 0; p < players; p++) ctn_bot_free(bots[p]);
    }
    free(s), free(view), free(list);
    ctn_game_free(g);
    return decisions;
}

static void test_always_legal(void **state) {
    (void)state;
    long n = 0;
    n += play_checked("classic", 4, 1, "mcts:iters=12:depth=6");
    n += play_checked("classic", 6, 1, "mcts:iters=6:depth=4");
    n += play_checked("classic", 2, 1, "mcts:iters=12:depth=6:reuse=0");
    n += play_checked("struggle", 4, 2, "mcts:iters=12:depth=6");
    n += play_checked("struggle", 2, 2, "mcts:iters=12:depth=6");
    /* the other tree policies: every action at once, the guide's bias, no guide at all */
    n += play_checked("classic", 4, 1, "mcts:iters=12:depth=6:widen=0:opening=0:offers=0");
    n += play_checked("classic", 3, 1, "mcts:iters=12:depth=6:guide=1:bias=50");
    n += play_checked("struggle", 3, 1, "mcts:iters=12:depth=6:guide=1:widen=300");
    assert_true(n > 2000);
}

static void test_deterministic(void **state) {
    (void)state;
    ctn_game *g = make("classic", 3);
    ctn_match *m;
    ctn_error err;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    uint64_t hashes[2];
    for (int run = 0; run < 2; run++) {
        ctn_bot *bots[3];
        for (int p = 0; p < 3; p++)
            assert_int_equal(
                ctn_bot_new(g, "mcts:iters=15:depth=8", p, 7 + (uint64_t)p, &bots[p], &err),
                CTN_OK);
        ctn_match_result r;
        ctn_match_play(m, bots, 99, CTN_LEGAL_NO_OFFERS, 100000, &r);
        hashes[run] = r.hash;
        for (int p = 0; p < 3; p++) ctn_bot_free(bots[p]);
    }
    assert_int_equal(hashes[0], hashes[1]);
    ctn_match_free(m);
    ctn_game_free(g);
}

/* Two states that differ only in another player's hidden hand give the same view, so the bot must
 * choose the same action from both. */
static void test_sees_only_its_view(void **state) {
    (void)state;
    ctn_game *g = make("classic", 4);
    ctn_classic_state s, t, view_s, view_t;
    ctn_action list[CTN_MAX_ACTIONS];
    ctn_game_init_state(g, (ctn_state *)&s, 3);
    ctn_rng rng;
    ctn_rng_seed(&rng, 5);
    int checked = 0;
    for (int step = 0; step < 2000 && checked < 20 && !ctn_game_is_terminal(g, (ctn_state *)&s);
         step++) {
        int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
        int n =
            p == CTN_CHANCE ? 0 : ctn_game_legal(g, (ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS, list);
        if (p != CTN_CHANCE && n > 1 && s.phase == CL_PHASE_MAIN) {
            /* swap one card between two other players' hands: same counts, same view for p */
            t = s;
            int a = (p + 1) % 4, b = (p + 2) % 4, ra = -1, rb = -1;
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
                if (t.hand[a][r] && ra < 0) ra = r;
                if (t.hand[b][r]) rb = r;
            }
            if (ra >= 0 && rb >= 0 && ra != rb) {
                t.hand[a][ra]--, t.hand[a][rb]++, t.hand[b][rb]--, t.hand[b][ra]++;
                ctn_game_observe(g, (ctn_state *)&s, p, (ctn_state *)&view_s);
                ctn_game_observe(g, (ctn_state *)&t, p, (ctn_state *)&view_t);
                assert_memory_equal(&view_s, &view_t, sizeof view_s);
                ctn_bot *b1, *b2;
                ctn_error err;
                ctn_bot_new(g, "mcts:iters=40:depth=8:reuse=0", p, 11, &b1, &err);
                ctn_bot_new(g, "mcts:iters=40:depth=8:reuse=0", p, 11, &b2, &err);
                ctn_action c1, c2;
                ctn_classic_state scratch;
                ctn_bot_choose(b1, g, (ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS,
                               (ctn_state *)&scratch, list, &c1);
                ctn_bot_choose(b2, g, (ctn_state *)&t, p, CTN_LEGAL_NO_OFFERS,
                               (ctn_state *)&scratch, list, &c2);
                assert_int_equal(c1, c2);
                ctn_bot_free(b1), ctn_bot_free(b2);
                checked++;
            }
            n = ctn_game_legal(g, (ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS, list);
        }
        ctn_action act = p == CTN_CHANCE ? ctn_game_sample_own_chance(g, (ctn_state *)&s)
                                         : list[ctn_rng_below(&rng, (uint32_t)n)];
        ctn_game_apply(g, (ctn_state *)&s, p, act);
    }
    assert_true(checked >= 10);
    ctn_game_free(g);
}

/* A small budget already wins nearly every 2-player card game against a random player (98% over
 * 200 games in a measurement; a fair share is 50%): 8 of 10 is a safe bar. */
static void test_beats_random(void **state) {
    (void)state;
    ctn_game *g = make("struggle", 2);
    ctn_match *m;
    ctn_error err;
    ctn_match_new(g, &m, &err);
    int wins = 0, games = 10;
    for (int i = 0; i < games; i++) {
        ctn_bot *bots[2];
        int seat = i % 2;
        for (int p = 0; p < 2; p++)
            ctn_bot_new(g, p == seat ? "mcts:iters=50:depth=20" : "random", p,
                        (uint64_t)(i * 4 + p), &bots[p], &err);
        ctn_match_result r;
        ctn_match_play(m, bots, (uint64_t)i + 1000, CTN_LEGAL_NO_OFFERS, 200000, &r);
        wins += r.winner == seat;
        for (int p = 0; p < 2; p++) ctn_bot_free(bots[p]);
    }
    assert_true(wins >= 8);
    ctn_match_free(m);
    ctn_game_free(g);
}

static void test_bad_parameters(void **state) {
    (void)state;
    ctn_game *g = make("classic", 2);
    ctn_bot *b = NULL;
    ctn_error err;
    assert_int_equal(ctn_bot_new(g, "mcts:iterz=5", 0, 1, &b, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "iterz"));
    assert_int_equal(ctn_bot_new(g, "mcts:iters=-3", 0, 1, &b, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_bot_new(g, "mcts:rollout=clever", 0, 1, &b, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_bot_new(g, "mcts:iters=10,c=140,depth=5,reuse=0", 0, 1, &b, &err), CTN_OK);
    ctn_bot_free(b);
    assert_int_equal(ctn_bot_new(g, "mcts:opening=2", 0, 1, &b, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_bot_new(g, "mcts:widen=-1", 0, 1, &b, &err), CTN_E_ARGUMENT);
    assert_int_equal(
        ctn_bot_new(g, "mcts:widen=150,opening=0,offers=0,guide=1,bias=30", 0, 1, &b, &err),
        CTN_OK);
    ctn_bot_free(b);
    ctn_game_free(g);
}

/* The budget a spec asks for, read without a game, and its check against a limit. */
static void test_budget(void **state) {
    (void)state;
    ctn_bot_budget b;
    ctn_error err;
    assert_int_equal(ctn_bot_spec_budget("mcts", &b, &err), CTN_OK);
    assert_true(b.iters == 1000 && b.ms == 0 && b.depth == 40);
    assert_int_equal(ctn_bot_spec_budget("mcts:iters=7,depth=3", &b, &err), CTN_OK);
    assert_true(b.iters == 7 && b.ms == 0 && b.depth == 3);
    assert_int_equal(ctn_bot_spec_budget("mcts:ms=250", &b, &err), CTN_OK);
    assert_true(b.iters == 0 && b.ms == 250 && b.depth == 40);
    assert_int_equal(ctn_bot_spec_budget("heuristic", &b, &err), CTN_OK);
    assert_true(b.iters == 0 && b.ms == 0 && b.depth == 0);
    assert_int_equal(ctn_bot_spec_budget("mcts:iterz=5", &b, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "iterz"));
    assert_int_equal(ctn_bot_spec_budget("grandmaster", &b, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "grandmaster"));

    const ctn_bot_budget small = {.iters = 8, .ms = 0, .depth = 40};
    assert_int_equal(ctn_bot_spec_check("mcts:iters=8", &small, &err), CTN_OK);
    assert_int_equal(ctn_bot_spec_check("random", &small, &err), CTN_OK);
    assert_int_equal(ctn_bot_spec_check("mcts:iters=9", &small, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "iters=8"));
    assert_int_equal(ctn_bot_spec_check("mcts", &small, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_bot_spec_check("mcts:ms=1", &small, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "clock"));
    assert_int_equal(ctn_bot_spec_check("mcts:iters=2,depth=41", &small, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "depth=40"));
    const ctn_bot_budget timed = {.iters = -1, .ms = 100, .depth = -1};
    assert_int_equal(ctn_bot_spec_check("mcts:ms=100,depth=90000", &timed, &err), CTN_OK);
    assert_int_equal(ctn_bot_spec_check("mcts:iters=50000000", &timed, &err), CTN_OK);
    assert_int_equal(ctn_bot_spec_check("mcts:ms=101", &timed, &err), CTN_E_ARGUMENT);
    assert_non_null(strstr(err.message, "ms=100"));
}

/* One game of the Struggle with `players` seats, seat 0 the bot `spec`, the others heuristic:
 * the final state's hash. */
static uint64_t struggle_hash(int players, const char *spec) {
    ctn_game *g = make("struggle", players);
    ctn_match *m;
    ctn_error err;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    ctn_bot *bots[CTN_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        assert_int_equal(ctn_bot_new(g, p ? "heuristic" : spec, p, (uint64_t)p + 5, &bots[p], &err), CTN_OK);
    ctn_match_result r;
    ctn_match_play(m, bots, 77, CTN_LEGAL_NO_OFFERS, 200000, &r);
    for (int p = 0; p < players; p++) ctn_bot_free(bots[p]);
    ctn_match_free(m);
    ctn_game_free(g);
    return r.hash;
}

/* The defaults by rule set and player count (mcts_tuned.c): the 2-player Struggle searches without
 * the root prior, the 4-player one with the general prior. */
static void test_tuned_defaults(void **state) {
    (void)state;
    uint64_t two = struggle_hash(2, "mcts:iters=20");
    assert_true(two == struggle_hash(2, "mcts:iters=20:prior=0"));
    assert_true(two != struggle_hash(2, "mcts:iters=20:prior=3000"));
    uint64_t four = struggle_hash(4, "mcts:iters=20");
    assert_true(four == struggle_hash(4, "mcts:iters=20:prior=3000"));
    assert_true(four != struggle_hash(4, "mcts:iters=20:prior=0"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_budget), cmocka_unit_test(test_bad_parameters), cmocka_unit_test(test_always_legal),
        cmocka_unit_test(test_deterministic),  cmocka_unit_test(test_sees_only_its_view),
        cmocka_unit_test(test_beats_random), cmocka_unit_test(test_tuned_defaults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
