/* test_struggle_playout.c — The Struggle for Catan's random-play loop (ctn_ruleset.play_random,
 * struggle_playout.c) against the driver's loop it replaces: the same games action by action.
 *
 * - The rule set's loop and a reference loop written here from the driver's rules (the lowest
 *   actor first, chance sampled from a copy of the state's generator, a player's pick drawn with
 *   ctn_rng_below over the legal list unless only one action is legal) end in the same state
 *   bytes, with the same actions and decisions counted and the same seat generators, for 2-6
 *   players and every option, played out or stopped after a few actions.
 * - ctn_match_play with random bots gives the same results with the hook as with a copy of the
 *   rule set that has none (the driver's own loop).
 * - The trade pick without a list (st_random_trade) gives, in every trade-phase state of random
 *   games, the action the legal list gives for the same draw, and leaves the generator where the
 *   list's draw leaves it; picked and applied in one step (st_play_random_trade), it leaves the
 *   state st_act leaves; every kind of trade in the list is picked along the way. The end-of-turn
 *   draw sampled and applied in one step (st_play_random_draw) leaves the state the driver's
 *   sample and entry point leave.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/struggle.h"
#include "playout_check.h"
#include "rules/struggle/struggle_internal.h"

typedef struct {
    int players;
    int num_options;
    ctn_option_value options[3];
} config;

static const config CONFIGS[] = {
    {2, 0, {{0}}},
    {3, 1, {{"direction", 1}}},
    {4, 0, {{0}}},
    {4, 2, {{"robbery_discard", 1}, {"market_day", 1}}},
    {5, 2, {{"win_check", 1}, {"vp_to_win", 12}}},
    {6, 1, {{"turn_limit", 40}}},
};

static ctn_game *make_game(const ctn_ruleset *rules, const config *c) {
    ctn_game_config cfg = {.num_players = c->players, .board_kind = CTN_BOARD_RANDOM};
    cfg.num_options = c->num_options;
    for (int i = 0; i < c->num_options; i++) cfg.options[i] = c->options[i];
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(rules, &cfg, &g, &err) != CTN_OK) fail_msg("ctn_game_new: %s", err.message);
    return g;
}

static void test_same_games_as_the_driver(void **state) {
    (void)state;
    for (size_t c = 0; c < sizeof CONFIGS / sizeof CONFIGS[0]; c++) {
        ctn_game *g = make_game(&ctn_struggle_rules, &CONFIGS[c]);
        assert_non_null(g->rules->play_random);
        for (uint64_t seed = 1; seed <= 40; seed++) {
            pc_compare_one(g, seed, 0, NULL, 0);
            pc_compare_one(g, seed + 1000, (uint32_t)(1 + seed * 7), NULL, 0); /* stopped along the way */
        }
        ctn_game_free(g);
    }
}

static void test_match_with_and_without_the_hook(void **state) {
    (void)state;
    ctn_ruleset without = ctn_struggle_rules;
    without.play_random = NULL;
    for (size_t c = 0; c < sizeof CONFIGS / sizeof CONFIGS[0]; c++) {
        ctn_game *fast = make_game(&ctn_struggle_rules, &CONFIGS[c]);
        ctn_game *slow = make_game(&without, &CONFIGS[c]);
        assert_true(pc_match_results(fast, 30) == pc_match_results(slow, 30));
        ctn_game_free(fast);
        ctn_game_free(slow);
    }
}

/* Checks st_random_trade in state s for a few generator seeds; counts the action types picked. */
static void check_trade_picks(const ctn_game *g, const st_state *s, int p, int *picked_types) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(g, (const ctn_state *)s, p, CTN_LEGAL_NO_OFFERS, list);
    assert_true(n >= 1);
    for (uint64_t seed = 0; seed < 8; seed++) {
        ctn_rng by_list, by_pick;
        ctn_rng_seed(&by_list, seed * 977u + s->actions);
        by_pick = by_list;
        ctn_action expected = list[n > 1 ? ctn_rng_below(&by_list, (uint32_t)n) : 0];
        ctn_action got = st_random_trade(st_data_of(g), s, p, &by_pick);
        if (got != expected)
            fail_msg("action %u: picked %#x, the list gives %#x (of %d)", s->actions, got, expected, n);
        assert_memory_equal(&by_list, &by_pick, sizeof by_list);
        picked_types[ST_ACT_TYPE(got)]++;
        /* picked and applied in one step: the state st_act gives for the list's pick */
        st_state applied = *s, expected_state = *s;
        ctn_rng by_play;
        ctn_rng_seed(&by_play, seed * 977u + s->actions);
        st_play_random_trade(st_data_of(g), &applied, p, &by_play);
        st_act(st_data_of(g), &expected_state, p, expected);
        assert_memory_equal(&applied, &expected_state, sizeof applied);
        assert_memory_equal(&by_play, &by_list, sizeof by_play);
    }
}

/* The end-of-turn draw sampled and applied in one step (st_play_random_draw) leaves the state that
 * the driver's sample `a` applied through the driver's entry point leaves. */
static void check_draw(const ctn_game *g, const st_state *s, ctn_action a) {
    st_state fused = *s, expected = *s;
    st_play_random_draw(st_data_of(g), &fused);
    st_action_done(st_data_of(g), &fused);
    ctn_game_apply(g, (ctn_state *)&expected, CTN_CHANCE, a);
    if (memcmp(&fused, &expected, sizeof fused)) fail_msg("action %u: the draw in one step differs", s->actions);
}

static void test_fused_steps_match_the_driver(void **state) {
    (void)state;
    int picked[ST_A_TYPE_COUNT] = {0}, states = 0, draws = 0;
    for (size_t c = 0; c < sizeof CONFIGS / sizeof CONFIGS[0]; c++) {
        ctn_game *g = make_game(&ctn_struggle_rules, &CONFIGS[c]);
        for (uint64_t seed = 1; seed <= 12; seed++) {
            st_state s;
            ctn_game_init_state(g, (ctn_state *)&s, seed);
            ctn_rng rng;
            ctn_rng_seed(&rng, seed);
            static ctn_action list[CTN_MAX_ACTIONS];
            while (!ctn_game_is_terminal(g, (const ctn_state *)&s)) {
                int p = ctn_actors_pick(ctn_game_actors(g, (const ctn_state *)&s));
                ctn_action a;
                if (p == CTN_CHANCE) {
                    a = ctn_game_sample_own_chance(g, (const ctn_state *)&s);
                    if (s.phase == ST_PHASE_DRAW) {
                        check_draw(g, &s, a);
                        draws++;
                    }
                } else {
                    if (s.phase == ST_PHASE_TRADE && (s.trades_left | st_guild_open(&s, p))) {
                        check_trade_picks(g, &s, p, picked);
                        states++;
                    }
                    int n = ctn_game_legal(g, (const ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS, list);
                    a = list[ctn_rng_below(&rng, (uint32_t)n)];
                }
                ctn_game_apply(g, (ctn_state *)&s, p, a);
            }
        }
        ctn_game_free(g);
    }
    assert_true(states > 1000);
    assert_true(draws > 1000);
    const int kinds[] = {ST_A_END_TRADE, ST_A_GUILD, ST_A_TRADE_DECK, ST_A_TRADE_MARKET, ST_A_TRADE_PLAYER, ST_A_LIBRARY};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (!picked[kinds[i]]) fail_msg("no trade of type %d was picked", kinds[i]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_games_as_the_driver),
        cmocka_unit_test(test_match_with_and_without_the_hook),
        cmocka_unit_test(test_fused_steps_match_the_driver),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
