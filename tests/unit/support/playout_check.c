/* playout_check.c — the reference loop and comparisons of playout_check.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/match.h"
#include "playout_check.h"

ctn_action pc_list_sample(const ctn_game *g, const ctn_state *s, ctn_rng *rng) {
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

uint32_t pc_reference_play(const ctn_game *g, ctn_state *s, ctn_rng *rngs, uint32_t max_actions,
                           uint32_t *decisions, pc_sample_fn sample) {
    static ctn_action list[CTN_MAX_ACTIONS];
    uint32_t actions = 0;
    *decisions = 0;
    for (;;) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        if (p < 0 || (max_actions && actions >= max_actions)) break;
        ctn_action a;
        if (p == CTN_CHANCE) {
            ctn_rng rng;
            memcpy(&rng, s, sizeof rng); /* every state begins with its generator */
            a = sample ? sample(g, s, &rng) : ctn_game_sample_chance(g, s, &rng);
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

void pc_compare_one(const ctn_game *g, uint64_t seed, uint32_t max_actions, pc_sample_fn sample, int must_finish) {
    size_t size = ctn_state_size(g);
    ctn_state *fast = malloc(size), *slow = malloc(size);
    assert_non_null(fast);
    assert_non_null(slow);
    ctn_game_init_state(g, fast, seed);
    memcpy(slow, fast, size);
    ctn_rng fast_rngs[CTN_MAX_PLAYERS], slow_rngs[CTN_MAX_PLAYERS];
    ctn_rng *seats[CTN_MAX_PLAYERS];
    for (int p = 0; p < g->num_players; p++) {
        ctn_rng_seed(&fast_rngs[p], ctn_seed_derive(seed, 1000u + (unsigned)p));
        slow_rngs[p] = fast_rngs[p];
        seats[p] = &fast_rngs[p];
    }
    static ctn_action list[CTN_MAX_ACTIONS];
    uint32_t fast_decisions = 0, slow_decisions = 0;
    uint32_t fast_actions = g->rules->play_random(g, fast, seats, CTN_LEGAL_NO_OFFERS, max_actions, list, &fast_decisions);
    uint32_t slow_actions = pc_reference_play(g, slow, slow_rngs, max_actions, &slow_decisions, sample);
    if (fast_actions != slow_actions || fast_decisions != slow_decisions)
        fail_msg("%d players, seed %llu: %u actions (%u decisions), the driver's loop %u (%u)", g->num_players,
                 (unsigned long long)seed, fast_actions, fast_decisions, slow_actions, slow_decisions);
    assert_memory_equal(fast, slow, size);
    assert_memory_equal(fast_rngs, slow_rngs, sizeof(ctn_rng) * (size_t)g->num_players);
    if (max_actions) assert_true(fast_actions <= max_actions);
    else if (must_finish) assert_true(ctn_game_is_terminal(g, fast));
    free(fast);
    free(slow);
}

uint64_t pc_match_results(const ctn_game *g, int games) {
    ctn_match *m = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    uint64_t folded = 0;
    for (int i = 0; i < games; i++) {
        ctn_bot *bots[CTN_MAX_PLAYERS];
        for (int p = 0; p < g->num_players; p++)
            assert_int_equal(ctn_bot_new(g, "random", p, (uint64_t)(i * 10 + p), &bots[p], &err), CTN_OK);
        ctn_match_result r;
        ctn_match_play(m, bots, (uint64_t)i + 1, CTN_LEGAL_NO_OFFERS, i % 3 ? 0 : 150, &r);
        folded = folded * 1000003u + r.hash + r.actions * 31u + r.decisions * 7u + (uint64_t)(r.winner + 1);
        for (int p = 0; p < g->num_players; p++) ctn_bot_free(bots[p]);
    }
    ctn_match_free(m);
    return folded;
}
