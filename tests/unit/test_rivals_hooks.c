/* test_rivals_hooks.c — Rivals for Catan: the table of the hooks each ability answers
 * (rivals_hooks.c), by which walks over a principality skip the cards that do not answer.
 *
 * A hook left out of an ability's row would silently switch the card's effect off, so at positions
 * of random games of every mode each card of the game is called for every hook its row leaves out
 * (the hooks the walks ask: the passive ones and the listing of actions), by either player: it must
 * answer 0 and change nothing. And every ability of the base box has its row (an ability without
 * one is called for every hook, which is slower but not wrong). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/rivals.h"
#include "rules/rivals/rivals_internal.h"

/* The hooks asked of cards by walks over a principality (RV_H_PLAY, RV_H_BUILT, RV_H_STRIKE and
 * RV_H_RESOLVE are asked of one known card and never skipped). */
static const rv_hook WALKED[] = {RV_H_HARVEST,   RV_H_PROTECTS,      RV_H_PLENTY, RV_H_PRODUCTION, RV_H_SEARCH_COST,
                                 RV_H_VP,        RV_H_COMMERCE,      RV_H_LIST,   RV_H_TRADE_TAKES, RV_H_HERO_DISCOUNT,
                                 RV_H_GUARD,     RV_H_RIOT_SAFE,     RV_H_FIREPROOF, RV_H_LOST,     RV_H_PLAGUE_SAFE,
                                 RV_H_PLAGUE};

static ctn_game *new_game(int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 150 : 0}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

/* Every card, every hook its row leaves out, both players: 0 and no change. Returns the calls. */
static long check_position(const ctn_game *g, const rv_state *s, rv_state *scratch, ctn_action *out) {
    const rv_data *d = rv_data_of(g);
    long calls = 0;
    for (int c = 0; c < d->num_draw; c++) {
        rv_ability_fn fn = rv_card_of(s, c)->ability;
        if (!fn) continue;
        for (size_t h = 0; h < sizeof WALKED / sizeof WALKED[0]; h++) {
            if (rv_answers(d, s, c, WALKED[h])) continue;
            for (int p = 0; p < RV_PLAYERS; p++) {
                memcpy(scratch, s, sizeof *s);
                rv_ctx ctx = {d, scratch, p, c, (int)WALKED[h], 0, out};
                int answer = fn(&ctx);
                if (answer != 0 || memcmp(scratch, s, sizeof *s) != 0)
                    fail_msg("%s answers hook %d (answer %d, state %s) but its row leaves it out",
                             rv_card_of(s, c)->name, (int)WALKED[h], answer,
                             memcmp(scratch, s, sizeof *s) ? "changed" : "unchanged");
                calls++;
            }
        }
    }
    return calls;
}

static void test_rows_leave_out_only_unanswered_hooks(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS], out[CTN_MAX_ACTIONS];
    static rv_state s, scratch;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = new_game(mode);
        ctn_rng rng;
        ctn_rng_seed(&rng, 77 + (uint64_t)mode);
        long calls = 0, positions = 0;
        for (int game = 0; game < (mode ? 3 : 6); game++) {
            ctn_game_init_state(g, (ctn_state *)&s, 500 + (uint64_t)game);
            for (int step = 0; !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
                if (step % 5 == 0) calls += check_position(g, &s, &scratch, out), positions++;
                int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
                ctn_action a;
                if (p == CTN_CHANCE) {
                    a = ctn_game_sample_chance(g, (ctn_state *)&s, &rng);
                } else {
                    int n = ctn_game_legal(g, (ctn_state *)&s, p, 0, list);
                    assert_true(n > 0);
                    a = list[ctn_rng_below(&rng, (uint32_t)n)];
                }
                ctn_game_apply(g, (ctn_state *)&s, p, a);
            }
        }
        assert_true(positions > 100);
        assert_true(calls > 1000); /* the modes have cards with rows that leave hooks out */
        ctn_game_free(g);
    }
}

static void test_every_ability_has_a_row(void **u) {
    (void)u;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = new_game(mode);
        const rv_data *d = rv_data_of(g);
        for (int c = 0; c < d->num_draw; c++) {
            const rv_card *k = &ctn_rivals_cards[ctn_rivals_dealt_kind(g, c)];
            if (k->ability && rv_ability_hooks(k->ability) == ~0u) fail_msg("%s has no row in the hook table", k->name);
            if (!k->ability) assert_int_equal(d->hooks[ctn_rivals_dealt_kind(g, c)], 0);
        }
        ctn_game_free(g);
    }
}

/* Spot checks that the rows say what the rules say the cards do. */
static void test_known_rows(void **u) {
    (void)u;
    assert_true(rv_ability_hooks(rv_ab_toll_bridge) >> RV_H_HARVEST & 1);
    assert_true(rv_ability_hooks(rv_ab_storehouse) >> RV_H_PROTECTS & 1);
    assert_true(rv_ability_hooks(rv_ab_storehouse) >> RV_H_PLENTY & 1);
    assert_true(rv_ability_hooks(rv_ab_harbor) >> RV_H_VP & 1);
    assert_false(rv_ability_hooks(rv_ab_harbor) >> RV_H_COMMERCE & 1);
    assert_int_equal(rv_ability_hooks(NULL), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_leave_out_only_unanswered_hooks),
        cmocka_unit_test(test_every_ability_has_a_row),
        cmocka_unit_test(test_known_rows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
