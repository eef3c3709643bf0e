/* test_core_game.c — unit tests of the generic game driver (src/core/game.c) through a toy rule
 * set, so they do not depend on any real one: checked apply and its errors, legality, chance
 * sampling by weight, the state hash, ctn_actors_pick and whole games driven by the state's own
 * generator.
 *
 * The toy: chance rolls 1, 2 or 3 (weights 1:2:3) and adds it to a running total; then the player
 * on turn adds 1 or 2 (only 1 once the total is 15 or more) and the turn passes. The game ends
 * when the total reaches 20; the last player to have added wins.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/game.h"

typedef struct toy_state {
    ctn_rng rng; /* first, as every rule set's state */
    int32_t total;
    int32_t turn;
    int32_t phase; /* 0: chance to roll, 1: the player on turn to add */
    int32_t last;  /* the player who moved last, -1 before any */
} toy_state;

enum { TOY_GOAL = 20, ROLL = 0x100, ADD = 0x200 };

static const toy_state *cs(const ctn_state *s) {
    return (const toy_state *)(const void *)s;
}
static toy_state *ms(ctn_state *s) {
    return (toy_state *)(void *)s;
}

static ctn_status toy_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err) {
    (void)g;
    (void)cfg;
    (void)err;
    return CTN_OK;
}

static void toy_init(const ctn_game *g, ctn_state *s, uint64_t seed) {
    (void)g;
    toy_state *t = ms(s);
    ctn_rng_seed(&t->rng, seed);
    t->last = -1;
}

static int toy_terminal(const ctn_game *g, const ctn_state *s) {
    (void)g;
    return cs(s)->total >= TOY_GOAL;
}

static ctn_actors toy_actors(const ctn_game *g, const ctn_state *s) {
    if (toy_terminal(g, s)) return 0;
    return cs(s)->phase == 0 ? CTN_CHANCE_BIT : 1u << cs(s)->turn;
}

static int toy_legal(const ctn_game *g, const ctn_state *s, int player, unsigned flags,
                     ctn_action *out) {
    (void)flags;
    if (!(toy_actors(g, s) & (1u << player)) || player == CTN_CHANCE) return 0;
    out[0] = ADD | 1;
    if (cs(s)->total >= 15) return 1;
    out[1] = ADD | 2;
    return 2;
}

static int toy_chance(const ctn_game *g, const ctn_state *s, ctn_action *out, uint32_t *weights) {
    if (!(toy_actors(g, s) & CTN_CHANCE_BIT)) return 0;
    for (uint32_t k = 1; k <= 3; k++) {
        out[k - 1] = ROLL | k;
        weights[k - 1] = k;
    }
    return 3;
}

static void toy_apply(const ctn_game *g, ctn_state *s, int player, ctn_action a) {
    toy_state *t = ms(s);
    t->total += (int32_t)(a & 0xFF);
    if (player == CTN_CHANCE) {
        ctn_rng_next(&t->rng);
        t->phase = 1;
    } else {
        t->last = player;
        t->turn = (t->turn + 1) % g->num_players;
        t->phase = 0;
    }
}

static void toy_returns(const ctn_game *g, const ctn_state *s, int32_t *out) {
    for (int p = 0; p < g->num_players; p++) out[p] = p == cs(s)->last;
}

static int toy_text(const ctn_game *g, const ctn_state *s, ctn_action a, char *buf, size_t cap) {
    (void)g;
    (void)s;
    return snprintf(buf, cap, "%s %u", (a & ROLL) ? "roll" : "add", a & 0xFF);
}

static ctn_status toy_from_text(const ctn_game *g, const ctn_state *s, int player, const char *text,
                                ctn_action *out, ctn_error *err) {
    (void)g;
    (void)s;
    (void)player;
    unsigned n;
    if (sscanf(text, "add %u", &n) == 1)
        *out = ADD | n;
    else if (sscanf(text, "roll %u", &n) == 1)
        *out = ROLL | n;
    else
        return ctn_error_set(err, CTN_E_PARSE, "not a toy action: '%s'", text);
    return CTN_OK;
}

static int toy_check(const ctn_game *g, const ctn_state *s, char *msg, size_t cap) {
    (void)g;
    if (cs(s)->total >= 0) return 0;
    snprintf(msg, cap, "negative total");
    return 1;
}

static void toy_observe(const ctn_game *g, const ctn_state *s, int viewer, ctn_state *view) {
    (void)viewer;
    memcpy(view, s, g->rules->state_size);
}

static const ctn_ruleset TOY = {
    .name = "toy",
    .title = "Count to twenty",
    .state_size = sizeof(toy_state),
    .min_players = 2,
    .max_players = 4,
    .game_setup = toy_setup,
    .init = toy_init,
    .actors = toy_actors,
    .legal_actions = toy_legal,
    .chance_outcomes = toy_chance,
    .apply = toy_apply,
    .is_terminal = toy_terminal,
    .returns = toy_returns,
    .observe = toy_observe,
    .action_to_text = toy_text,
    .action_from_text = toy_from_text,
    .oracle_actions = toy_legal,
    .check = toy_check,
};

static ctn_game *toy_game(int players) {
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    ctn_game *g = NULL;
    ctn_error err = {CTN_OK, ""};
    if (ctn_game_new(&TOY, &cfg, &g, &err) != CTN_OK) fail_msg("%s", err.message);
    return g;
}

/* Reference FNV-1a over the state bytes, written out here independently. */
static uint64_t fnv1a(const void *p, size_t n) {
    const unsigned char *b = p;
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

static void test_actors_pick(void **state) {
    (void)state;
    assert_int_equal(ctn_actors_pick(0), -1);
    assert_int_equal(ctn_actors_pick(CTN_CHANCE_BIT), CTN_CHANCE);
    assert_int_equal(ctn_actors_pick(1u << 5), 5);
    assert_int_equal(ctn_actors_pick((1u << 3) | (1u << 1)), 1);
    assert_int_equal(ctn_actors_pick(CTN_CHANCE_BIT | (1u << 11)), 11);
}

static void test_init_and_hash(void **state) {
    (void)state;
    ctn_game *g = toy_game(2);
    assert_int_equal(ctn_state_size(g), sizeof(toy_state));
    toy_state a, b;
    memset(&a, 0xAB, sizeof a); /* init clears the whole state first */
    ctn_game_init_state(g, (ctn_state *)(void *)&a, 5);
    assert_int_equal(a.total, 0);
    assert_int_equal(a.phase, 0);
    ctn_rng want;
    ctn_rng_seed(&want, 5);
    assert_memory_equal(&a.rng, &want, sizeof want);
    assert_true(ctn_state_hash(g, (ctn_state *)(void *)&a) == fnv1a(&a, sizeof a));
    memcpy(&b, &a, sizeof a); /* a clone is a copy */
    assert_true(ctn_state_hash(g, (ctn_state *)(void *)&b) ==
                ctn_state_hash(g, (ctn_state *)(void *)&a));
    b.total = 1;
    assert_true(ctn_state_hash(g, (ctn_state *)(void *)&b) !=
                ctn_state_hash(g, (ctn_state *)(void *)&a));
    ctn_game_init_state(g, (ctn_state *)(void *)&b, 6);
    assert_true(ctn_state_hash(g, (ctn_state *)(void *)&b) !=
                ctn_state_hash(g, (ctn_state *)(void *)&a));
    ctn_game_free(g);
}

static void test_apply_checked(void **state) {
    (void)state;
    ctn_game *g = toy_game(2);
    toy_state t;
    ctn_state *s = (ctn_state *)(void *)&t;
    ctn_game_init_state(g, s, 1);
    ctn_error err = {CTN_OK, ""};
    uint64_t before = ctn_state_hash(g, s);

    assert_int_equal(ctn_game_actors(g, s), CTN_CHANCE_BIT);
    assert_int_equal(ctn_game_apply_checked(g, s, 0, ADD | 1, &err), CTN_E_NOT_YOUR_TURN);
    assert_string_equal(err.message, "player 0 is not to act now");
    assert_int_equal(ctn_game_apply_checked(g, s, 7, ADD | 1, &err), CTN_E_ARGUMENT);
    assert_string_equal(err.message, "no player 7 in a 2-player game");
    assert_int_equal(ctn_game_apply_checked(g, s, -1, ADD | 1, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_game_apply_checked(g, s, CTN_CHANCE, ROLL | 4, &err), CTN_E_ILLEGAL);
    assert_string_equal(err.message, "'roll 4' is not legal for chance now");
    assert_true(ctn_state_hash(g, s) == before); /* failures leave the state alone */

    assert_true(ctn_game_is_legal(g, s, CTN_CHANCE, ROLL | 3));
    assert_false(ctn_game_is_legal(g, s, 0, ADD | 1));
    assert_int_equal(ctn_game_apply_checked(g, s, CTN_CHANCE, ROLL | 3, &err), CTN_OK);
    assert_int_equal(t.total, 3);

    assert_int_equal(ctn_game_actors(g, s), 1u << 0);
    assert_int_equal(ctn_game_apply_checked(g, s, CTN_CHANCE, ROLL | 1, &err), CTN_E_NOT_YOUR_TURN);
    assert_string_equal(err.message, "no chance event is due now");
    assert_int_equal(ctn_game_apply_checked(g, s, 1, ADD | 1, &err), CTN_E_NOT_YOUR_TURN);
    assert_string_equal(err.message, "player 1 is not to act now");
    assert_int_equal(ctn_game_apply_checked(g, s, 0, ADD | 3, &err), CTN_E_ILLEGAL);
    assert_string_equal(err.message, "'add 3' is not legal for this player now");
    ctn_action list[CTN_MAX_ACTIONS];
    assert_int_equal(ctn_game_legal(g, s, 0, CTN_LEGAL_ALL, list), 2);

    ctn_action a = 0;
    assert_int_equal(ctn_action_from_text(g, s, 0, "add 2", &a, &err), CTN_OK);
    assert_int_equal(ctn_game_apply_checked(g, s, 0, a, &err), CTN_OK);
    assert_int_equal(t.total, 5);
    assert_int_equal(t.turn, 1);
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(g, s, a, text, sizeof text);
    assert_string_equal(text, "add 2");
    assert_int_equal(ctn_action_from_text(g, s, 0, "jump", &a, &err), CTN_E_PARSE);

    /* finish the game, then nothing is legal */
    t.total = TOY_GOAL;
    assert_true(ctn_game_is_terminal(g, s));
    assert_int_equal(ctn_game_actors(g, s), 0);
    assert_int_equal(ctn_game_apply_checked(g, s, 1, ADD | 1, &err), CTN_E_ILLEGAL);
    assert_string_equal(err.message, "the game is over");
    ctn_game_free(g);
}

static void test_sample_chance(void **state) {
    (void)state;
    ctn_game *g = toy_game(3);
    toy_state t;
    ctn_state *s = (ctn_state *)(void *)&t;
    ctn_game_init_state(g, s, 77);
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_ACTIONS];
    assert_int_equal(ctn_game_chance(g, s, out, w), 3);

    /* The state's own generator: same state, same outcome, state untouched. */
    uint64_t before = ctn_state_hash(g, s);
    ctn_action first = ctn_game_sample_own_chance(g, s);
    for (int i = 0; i < 10; i++) assert_int_equal(ctn_game_sample_own_chance(g, s), first);
    assert_true(ctn_state_hash(g, s) == before);
    ctn_rng copy = t.rng;
    assert_int_equal(ctn_game_sample_chance(g, s, &copy), first);

    /* By weight 1:2:3 over many draws: chi-square with 2 degrees of freedom, p = 0.001. */
    ctn_rng rng;
    ctn_rng_seed(&rng, 2024);
    int count[4] = {0};
    enum { DRAWS = 60000 };
    for (int i = 0; i < DRAWS; i++) {
        ctn_action a = ctn_game_sample_chance(g, s, &rng);
        assert_true(a >= (ROLL | 1) && a <= (ROLL | 3));
        count[a & 0xFF]++;
    }
    double chi = 0;
    for (int k = 1; k <= 3; k++) {
        double expected = DRAWS * k / 6.0, d = count[k] - expected;
        chi += d * d / expected;
    }
    if (chi > 13.82)
        fail_msg("chance weights: chi-square %.2f (counts %d %d %d)", chi, count[1], count[2],
                 count[3]);
    ctn_game_free(g);
}

/* Plays a whole game with the state's own generator and the first legal action; returns the
 * final hash. */
static uint64_t play_out(const ctn_game *g, uint64_t seed, int *moves) {
    toy_state t;
    ctn_state *s = (ctn_state *)(void *)&t;
    ctn_game_init_state(g, s, seed);
    ctn_action list[CTN_MAX_ACTIONS];
    *moves = 0;
    for (ctn_actors act; (act = ctn_game_actors(g, s)) != 0; (*moves)++) {
        assert_true(*moves < 100);
        int p = ctn_actors_pick(act);
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_own_chance(g, s);
        } else {
            int n = ctn_game_legal(g, s, p, CTN_LEGAL_ALL, list);
            assert_true(n > 0);
            a = list[n - 1];
        }
        ctn_game_apply(g, s, p, a);
    }
    int32_t ret[CTN_MAX_PLAYERS];
    g->rules->returns(g, s, ret);
    int winners = 0;
    for (int p = 0; p < g->num_players; p++) winners += ret[p];
    assert_int_equal(winners, 1);
    return ctn_state_hash(g, s);
}

static void test_whole_games_deterministic(void **state) {
    (void)state;
    ctn_game *g = toy_game(4);
    int distinct = 0;
    uint64_t prev = 0;
    for (uint64_t seed = 0; seed < 20; seed++) {
        int m1, m2;
        uint64_t h1 = play_out(g, seed, &m1), h2 = play_out(g, seed, &m2);
        assert_true(h1 == h2);
        assert_int_equal(m1, m2);
        if (seed && h1 != prev) distinct++;
        prev = h1;
    }
    assert_true(distinct > 10); /* seeds matter */
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_actors_pick),
        cmocka_unit_test(test_init_and_hash),
        cmocka_unit_test(test_apply_checked),
        cmocka_unit_test(test_sample_chance),
        cmocka_unit_test(test_whole_games_deterministic),
    };
    return cmocka_run_group_tests_name("core_game", tests, NULL, NULL);
}
