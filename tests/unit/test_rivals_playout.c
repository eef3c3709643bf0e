/* test_rivals_playout.c — Rivals for Catan's random-play loop (ctn_ruleset.play_random) and chance
 * sampler (ctn_ruleset.sample_chance), rivals_playout.c, against what they replace.
 *
 * - The sampler gives, at every chance position of random games of every mode, the outcome the
 *   driver draws from the list of chance outcomes with the same generator, and leaves the
 *   generator where that draw leaves it; the dice are met with and without Brigitta's number and
 *   Reiner's celebration.
 * - The rule set's loop and a reference loop written here from the driver's rules (chance drawn
 *   from the list with a copy of the state's generator, a player's pick drawn with ctn_rng_below
 *   over the legal list unless only one action is legal) end in the same state bytes, with the
 *   same actions and decisions counted and the same seat generators, in every mode, played out
 *   or stopped after a few actions.
 * - ctn_match_play with random bots gives the same results as with a copy of the rule set that
 *   has neither hook (the driver's own loop and sampling).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/match.h"
#include "catan/rivals.h"
#include "rules/rivals/rivals_internal.h"

static ctn_game *make_game(const ctn_ruleset *rules, int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 150 : 0}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(rules, &cfg, &g, &err) != CTN_OK) fail_msg("ctn_game_new: %s", err.message);
    return g;
}

/* The driver's draw from the list of outcomes (game.c, a rule set without a sampler). */
static ctn_action list_sample(const ctn_game *g, const ctn_state *s, ctn_rng *rng) {
    ctn_action list[CTN_MAX_CHANCE];
    uint32_t weights[CTN_MAX_CHANCE], total = 0;
    int n = g->rules->chance_outcomes(g, s, list, weights);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) total += weights[i];
    uint32_t pick = ctn_rng_below(rng, total);
    for (int i = 0; i < n; i++) {
        if (pick < weights[i]) return list[i];
        pick -= weights[i];
    }
    return list[n - 1];
}

/* The driver's loop with the random bot in every seat, step by step through the public API. */
static uint32_t reference_play(const ctn_game *g, ctn_state *s, ctn_rng *rngs, uint32_t max_actions,
                               uint32_t *decisions) {
    static ctn_action list[CTN_MAX_ACTIONS];
    uint32_t actions = 0;
    *decisions = 0;
    for (;;) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        if (p < 0 || (max_actions && actions >= max_actions)) break;
        ctn_action a;
        if (p == CTN_CHANCE) {
            ctn_rng rng;
            memcpy(&rng, s, sizeof rng);
            a = list_sample(g, s, &rng);
        } else {
            int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
            if (n <= 0) break;
            a = list[n > 1 ? ctn_rng_below(&rngs[p], (uint32_t)n) : 0];
            (*decisions)++;
        }
        ctn_game_apply(g, s, p, a);
        actions++;
    }
    return actions;
}

static void test_sampler_draws_as_the_list(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS];
    int dice = 0, brigitta = 0, reiner = 0, other = 0;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = make_game(&ctn_rivals_rules, mode);
        assert_non_null(g->rules->sample_chance);
        for (uint64_t seed = 1; seed <= 12; seed++) {
            rv_state s;
            ctn_rng picks;
            ctn_rng_seed(&picks, seed * 31u);
            ctn_game_init_state(g, (ctn_state *)&s, seed);
            while (!ctn_game_is_terminal(g, (ctn_state *)&s)) {
                int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
                ctn_action a;
                if (p == CTN_CHANCE) {
                    for (uint64_t k = 0; k < 4; k++) {
                        ctn_rng by_list, by_sampler;
                        ctn_rng_seed(&by_list, seed * 1000u + k + s.actions);
                        by_sampler = by_list;
                        ctn_action want = list_sample(g, (ctn_state *)&s, &by_list);
                        ctn_action got = g->rules->sample_chance(g, (ctn_state *)&s, &by_sampler);
                        if (got != want) fail_msg("mode %d, action %u: sampled %#x, the list gives %#x", mode, s.actions, got, want);
                        assert_memory_equal(&by_list, &by_sampler, sizeof by_list);
                    }
                    if (s.phase == RV_PH_DICE) {
                        dice++;
                        brigitta += s.brigitta != 0;
                        reiner += (s.turn_flags & RV_TF_REINER) != 0;
                    } else {
                        other++;
                    }
                    a = ctn_game_sample_own_chance(g, (ctn_state *)&s);
                } else {
                    int n = ctn_game_legal(g, (ctn_state *)&s, p, 0, list);
                    assert_true(n > 0);
                    a = list[ctn_rng_below(&picks, (uint32_t)n)];
                }
                ctn_game_apply(g, (ctn_state *)&s, p, a);
            }
        }
        ctn_game_free(g);
    }
    assert_true(dice > 1000 && other > 1000);
    assert_true(brigitta > 0); /* Brigitta's number, */
    assert_true(reiner > 0);   /* Reiner's celebration (the Era of Gold, the duel) */
}

static void compare_one(const ctn_game *g, uint64_t seed, uint32_t max_actions) {
    rv_state fast, slow;
    ctn_game_init_state(g, (ctn_state *)&fast, seed);
    slow = fast;
    ctn_rng fast_rngs[2], slow_rngs[2];
    ctn_rng *seats[2];
    for (int p = 0; p < 2; p++) {
        ctn_rng_seed(&fast_rngs[p], ctn_seed_derive(seed, 1000u + (unsigned)p));
        slow_rngs[p] = fast_rngs[p];
        seats[p] = &fast_rngs[p];
    }
    static ctn_action list[CTN_MAX_ACTIONS];
    uint32_t fast_decisions = 0, slow_decisions = 0;
    uint32_t fast_actions = g->rules->play_random(g, (ctn_state *)&fast, seats, CTN_LEGAL_NO_OFFERS, max_actions,
                                                  list, &fast_decisions);
    uint32_t slow_actions = reference_play(g, (ctn_state *)&slow, slow_rngs, max_actions, &slow_decisions);
    if (fast_actions != slow_actions || fast_decisions != slow_decisions)
        fail_msg("seed %llu: %u actions (%u decisions), the driver's loop %u (%u)", (unsigned long long)seed,
                 fast_actions, fast_decisions, slow_actions, slow_decisions);
    assert_memory_equal(&fast, &slow, sizeof fast);
    assert_memory_equal(fast_rngs, slow_rngs, sizeof fast_rngs);
    if (max_actions) assert_true(fast_actions <= max_actions);
    else assert_true(fast.phase == RV_PH_GAME_OVER);
}

static void test_same_games_as_the_driver(void **u) {
    (void)u;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = make_game(&ctn_rivals_rules, mode);
        assert_non_null(g->rules->play_random);
        for (uint64_t seed = 1; seed <= 10; seed++) {
            compare_one(g, seed, 0);
            compare_one(g, seed + 1000, (uint32_t)(1 + seed * 37)); /* stopped along the way */
        }
        ctn_game_free(g);
    }
}

/* Plays `games` games of random bots with ctn_match_play and folds their results together. */
static uint64_t match_results(const ctn_game *g, int games) {
    ctn_match *m = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    uint64_t folded = 0;
    for (int i = 0; i < games; i++) {
        ctn_bot *bots[2];
        for (int p = 0; p < 2; p++) assert_int_equal(ctn_bot_new(g, "random", p, (uint64_t)(i * 10 + p), &bots[p], &err), CTN_OK);
        ctn_match_result r;
        ctn_match_play(m, bots, (uint64_t)i + 1, CTN_LEGAL_NO_OFFERS, i % 3 ? 0 : 150, &r);
        folded = folded * 1000003u + r.hash + r.actions * 31u + r.decisions * 7u + (uint64_t)(r.winner + 1);
        for (int p = 0; p < 2; p++) ctn_bot_free(bots[p]);
    }
    ctn_match_free(m);
    return folded;
}

static void test_match_with_and_without_the_hooks(void **u) {
    (void)u;
    ctn_ruleset without = ctn_rivals_rules;
    without.play_random = NULL;
    without.sample_chance = NULL;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *fast = make_game(&ctn_rivals_rules, mode);
        ctn_game *slow = make_game(&without, mode);
        assert_true(match_results(fast, 12) == match_results(slow, 12));
        ctn_game_free(fast);
        ctn_game_free(slow);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sampler_draws_as_the_list),
        cmocka_unit_test(test_same_games_as_the_driver),
        cmocka_unit_test(test_match_with_and_without_the_hooks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
