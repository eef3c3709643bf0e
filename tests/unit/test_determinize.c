/* test_determinize.c — sampling full states consistent with a view (for search bots), in every
 * rule set: along random games, for every seat, a determinized state passes the invariant check,
 * shows the viewer exactly the view it came from, leaves the game's legal actions for the viewer
 * unchanged, every one of those actions (and of the other actors) applies to it without breaking
 * an invariant (a standing trade offer proves cards: the random players here also make offers in
 * two configurations, World's where the offer's maker may not be the player on turn), and
 * really varies the hidden cards from sample to sample. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/game.h"
#include "catan/io.h"

typedef struct {
    const char *rules;
    int players;
    unsigned flags; /* the random players' choices: CTN_LEGAL_NO_OFFERS or CTN_LEGAL_ALL */
} config;

static const config CONFIGS[] = {{"classic", 4, CTN_LEGAL_NO_OFFERS}, {"classic", 6, CTN_LEGAL_NO_OFFERS},
                                 {"classic", 2, CTN_LEGAL_NO_OFFERS}, {"classic", 4, CTN_LEGAL_ALL},
                                 {"struggle", 4, CTN_LEGAL_NO_OFFERS}, {"struggle", 2, CTN_LEGAL_NO_OFFERS},
                                 /* World: an offer's maker is not always the player on turn */
                                 {"world", 8, CTN_LEGAL_ALL}};

/* Every action in list applies to a copy of state without breaking an invariant. */
static void apply_each(const ctn_game *g, const ctn_state *state, int p, const ctn_action *list, int n,
                       ctn_state *scratch) {
    char msg[256];
    for (int i = 0; i < n; i++) {
        memcpy(scratch, state, g->rules->state_size);
        ctn_game_apply(g, scratch, p, list[i]);
        if (g->rules->check(g, scratch, msg, sizeof msg))
            fail_msg("%s: action %d of a determinized state breaks an invariant: %s", g->rules->name, i, msg);
    }
}

static int cmp_action(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

static void run(const config *cfg) {
    ctn_game_config gc = {0};
    gc.num_players = cfg->players;
    ctn_game *g = NULL;
    ctn_error err;
    if (strcmp(cfg->rules, "world") == 0) { /* its board is a generated map: made by the I/O layer */
        char text[96];
        snprintf(text, sizeof text, "{\"game\":\"world\",\"players\":%d}", cfg->players);
        ctn_game_spec spec;
        assert_int_equal(ctn_game_spec_from_json(text, strlen(text), &spec, &err), CTN_OK);
        assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    } else {
        assert_int_equal(ctn_game_new(ctn_ruleset_find(cfg->rules), &gc, &g, &err), CTN_OK);
    }
    size_t size = g->rules->state_size;
    ctn_state *s = malloc(size), *view = malloc(size), *full = malloc(size), *again = malloc(size),
              *scratch = malloc(size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list), *list2 = malloc(CTN_MAX_ACTIONS * sizeof *list2);
    ctn_rng rng;
    ctn_rng_seed(&rng, 42);
    long checked = 0, differed = 0;
    for (int game = 0; game < 6; game++) {
        ctn_game_init_state(g, s, (uint64_t)game + 70);
        for (int step = 0; step < 3000 && !ctn_game_is_terminal(g, s); step++) {
            if (step % 7 == 0)
                for (int viewer = 0; viewer < g->num_players; viewer++) {
                    char msg[256];
                    ctn_game_observe(g, s, viewer, view);
                    ctn_game_determinize(g, view, &rng, full);
                    if (g->rules->check(g, full, msg, sizeof msg))
                        fail_msg("%s: determinized state breaks an invariant: %s", cfg->rules, msg);
                    ctn_game_observe(g, full, viewer, again);
                    assert_memory_equal(again, view, size);
                    ctn_actors actors = ctn_game_actors(g, s);
                    if (actors & (1u << viewer)) {
                        int n1 = ctn_game_legal(g, s, viewer, CTN_LEGAL_NO_OFFERS, list);
                        int n2 = ctn_game_legal(g, full, viewer, CTN_LEGAL_NO_OFFERS, list2);
                        apply_each(g, full, viewer, list2, n2, scratch);
                        qsort(list, (size_t)n1, sizeof *list, cmp_action);
                        qsort(list2, (size_t)n2, sizeof *list2, cmp_action);
                        assert_int_equal(n1, n2);
                        assert_memory_equal(list, list2, (size_t)n1 * sizeof *list);
                    }
                    /* every other actor's actions apply too (a confirm by whoever offered) */
                    ctn_actors others = ctn_game_actors(g, full) & ~(1u << viewer) & ~CTN_CHANCE_BIT;
                    for (int q = 0; q < g->num_players; q++)
                        if (others & (1u << q))
                            apply_each(g, full, q, list2, ctn_game_legal(g, full, q, CTN_LEGAL_NO_OFFERS, list2),
                                       scratch);
                    differed += ctn_state_hash(g, full) != ctn_state_hash(g, s);
                    checked++;
                }
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            ctn_action a;
            if (p == CTN_CHANCE) a = ctn_game_sample_own_chance(g, s);
            else {
                int n = ctn_game_legal(g, s, p, cfg->flags, list);
                a = list[ctn_rng_below(&rng, (uint32_t)n)];
            }
            ctn_game_apply(g, s, p, a);
        }
    }
    assert_true(checked > 100);
    assert_true(differed > checked / 2); /* the hidden cards (and the generator) really change */
    free(s), free(view), free(full), free(again), free(scratch), free(list), free(list2);
    ctn_game_free(g);
}

static void test_determinize(void **state) { run(*state); }

int main(void) {
    struct CMUnitTest tests[sizeof CONFIGS / sizeof CONFIGS[0]];
    for (size_t i = 0; i < sizeof CONFIGS / sizeof CONFIGS[0]; i++)
        tests[i] = (struct CMUnitTest){CONFIGS[i].flags == CTN_LEGAL_ALL ? (CONFIGS[i].rules[0] == 'w' ? "world with offers" : "classic with offers") : CONFIGS[i].rules,
                                       test_determinize, NULL, NULL, (void *)&CONFIGS[i]};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
