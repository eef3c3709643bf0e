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
 * - CTN_LEGAL_NO_GIVE_UP (`catan sim --keep-cards`) takes exactly the cards given up out of the
 *   legal lists, and random tournament games played with it end.
 * - The state's derived fields, kept step by step, equal what ctn_rivals_derive recomputes, and the
 *   check refuses a state where one of them is off.
 * - The bit sets the hot paths ask instead of walking bytes (rivals_internal.h): the regions by
 *   resource and by number agree with the region table, and the masks of the stock, of a
 *   principality's regions and of its cards agree with the bytes read one by one, and so does the
 *   free site found on the set of empty sites (rv_free_site, R§3, R-191).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/perft.h"
#include "catan/rivals.h"
#include "playout_check.h"
#include "rules/rivals/rivals_internal.h"

static ctn_game *make_game(const ctn_ruleset *rules, int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 150 : 0}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(rules, &cfg, &g, &err) != CTN_OK) fail_msg("ctn_game_new: %s", err.message);
    return g;
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
                        ctn_action want = pc_list_sample(g, (ctn_state *)&s, &by_list);
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

static void test_same_games_as_the_driver(void **u) {
    (void)u;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = make_game(&ctn_rivals_rules, mode);
        assert_non_null(g->rules->play_random);
        for (uint64_t seed = 1; seed <= 10; seed++) {
            pc_compare_one(g, seed, 0, pc_list_sample, 1);
            pc_compare_one(g, seed + 1000, (uint32_t)(1 + seed * 37), pc_list_sample, 1); /* stopped along the way */
        }
        ctn_game_free(g);
    }
}

static void test_match_with_and_without_the_hooks(void **u) {
    (void)u;
    ctn_ruleset without = ctn_rivals_rules;
    without.play_random = NULL;
    without.sample_chance = NULL;
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *fast = make_game(&ctn_rivals_rules, mode);
        ctn_game *slow = make_game(&without, mode);
        assert_true(pc_match_results(fast, 12) == pc_match_results(slow, 12));
        ctn_game_free(fast);
        ctn_game_free(slow);
    }
}

/* With CTN_LEGAL_NO_GIVE_UP every list is the list without it less its cards given up, in the
 * same order; random tournament players who keep their cards finish their games (without the
 * flag they give their 35 cards up and none ends: docs/benchmarks.md). */
static void test_keep_cards(void **u) {
    (void)u;
    static ctn_action kept[CTN_MAX_ACTIONS], all[CTN_MAX_ACTIONS];
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err) != CTN_OK) fail_msg("ctn_game_new: %s", err.message);
    ctn_state *s = malloc(g->rules->state_size);
    int given_up = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        ctn_game_init_state(g, s, seed);
        ctn_rng rng;
        ctn_rng_seed(&rng, seed);
        int steps = 0;
        for (; steps < 100000 && !ctn_game_is_terminal(g, s); steps++) {
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, s);
            } else {
                int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS | CTN_LEGAL_NO_GIVE_UP, kept);
                int m = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, all), k = 0;
                for (int i = 0; i < m; i++) {
                    if (RV_ACT_TYPE(all[i]) == RV_A_ABANDON) {
                        given_up++;
                        continue;
                    }
                    assert_true(k < n && kept[k] == all[i]);
                    k++;
                }
                assert_int_equal(k, n);
                char msg[256];
                if (steps % 7 == 0 && ctn_oracle_compare(g, s, p, CTN_LEGAL_NO_OFFERS | CTN_LEGAL_NO_GIVE_UP, msg, sizeof msg))
                    fail_msg("the oracle with the flag: %s", msg); /* it lists the same */
                a = kept[ctn_rng_below(&rng, (uint32_t)n)];
            }
            ctn_game_apply(g, s, p, a);
        }
        assert_true(ctn_game_is_terminal(g, s)); /* a winner, well before the cap */
    }
    assert_true(given_up > 0); /* the flag had cards to leave out */
    free(s);
    ctn_game_free(g);
}

/* Every derived field of the state (rivals.h: region_ids, held, pos_stocked, pos_full, pos_yield,
 * site_vp, site_points, site_ships, hook_cards, site_kind, booster_sites, pay_owed) is, after any stretch of random play, what
 * ctn_rivals_derive recomputes from scratch, and the check refuses a state where one byte of it is
 * off. */
static void test_derived_fields_checked(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS];
    char msg[256];
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = make_game(&ctn_rivals_rules, mode);
        rv_state s, fresh, bad;
        ctn_rng seat[2], *rngs[2] = {&seat[0], &seat[1]};
        ctn_rng_seed(&seat[0], 11);
        ctn_rng_seed(&seat[1], 12);
        ctn_game_init_state(g, (ctn_state *)&s, 5u + (uint64_t)mode);
        for (int stretch = 0; stretch < 8 && !ctn_game_is_terminal(g, (ctn_state *)&s); stretch++) {
            uint32_t decisions;
            g->rules->play_random(g, (ctn_state *)&s, rngs, CTN_LEGAL_NO_GIVE_UP, 60, list, &decisions);
            fresh = s;
            ctn_rivals_derive(&fresh);
            assert_memory_equal(&fresh, &s, sizeof s);
            assert_int_equal(g->rules->check(g, (ctn_state *)&s, msg, sizeof msg), 0);
            uint8_t *fields[] = {(uint8_t *)&bad.region_ids[1], &bad.held[0][RV_ORE], &bad.held[1][RV_GOLD],
                                 &bad.site_vp[0], &bad.site_points[1][0], &bad.site_points[0][2],
                                 &bad.site_ships[1][RV_WOOL], &bad.hook_cards[0][RV_H_VP], &bad.site_kind[0][5],
                                 &bad.site_kind[1][RV_TOWN_COLS * RV_SITES - 1],
                                 (uint8_t *)&bad.pos_stocked[1], (uint8_t *)&bad.pos_full[0],
                                 (uint8_t *)&bad.pos_yield[1][RV_GRAIN], (uint8_t *)&bad.booster_sites[0],
                                 (uint8_t *)&bad.booster_sites[1] + 1, &bad.pay_owed};
            for (size_t f = 0; f < sizeof fields / sizeof fields[0]; f++) {
                bad = s;
                (*fields[f])++;
                msg[0] = 0;
                assert_int_not_equal(g->rules->check(g, (ctn_state *)&bad, msg, sizeof msg), 0);
                assert_true(msg[0] != 0);
            }
        }
        ctn_game_free(g);
    }
}

static void test_region_bit_sets(void **u) {
    (void)u;
    for (int r = 0; r < RV_NUM_REGIONS; r++) {
        for (int res = 0; res < RV_NUM_RESOURCES; res++)
            assert_int_equal(rv_resource_regions[res] >> r & 1, ctn_rivals_regions[r].resource == res);
        for (int n = 0; n <= 6; n++) assert_int_equal(rv_number_regions[n] >> r & 1, ctn_rivals_regions[r].number == n);
    }
    assert_int_equal(rv_regions_yielding(1u << RV_ORE | 1u << RV_GOLD | 0x80),
                     rv_resource_regions[RV_ORE] | rv_resource_regions[RV_GOLD]);
    for (unsigned m = 0; m < 1u << RV_NUM_RESOURCES; m++) { /* the table of unions, row by row */
        uint32_t want = 0;
        for (int r = 0; r < RV_NUM_REGIONS; r++) want |= (uint32_t)(m >> ctn_rivals_regions[r].resource & 1) << r;
        assert_int_equal(rv_regions_yielding(m), want);
    }
}

static void test_byte_masks(void **u) {
    (void)u;
    static rv_state s;
    ctn_rng rng;
    ctn_rng_seed(&rng, 7);
    for (int round = 0; round < 200; round++) {
        uint8_t *bytes = (uint8_t *)&s;
        for (size_t i = 0; i < sizeof s; i++) bytes[i] = (uint8_t)ctn_rng_below(&rng, 256);
        for (int r = 0; r < RV_NUM_REGIONS; r++) s.stock[r] = (uint8_t)(round < 100 ? ctn_rng_below(&rng, 4) : s.stock[r]);
        for (int p = 0; p < RV_PLAYERS; p++) {
            for (int pos = 0; pos < RV_REGION_POS; pos++)
                if (ctn_rng_below(&rng, 2)) s.pr[p].region[pos >> 1][pos & 1] = RV_NONE;
            for (int t = 0; t < RV_TOWN_COLS; t++) { /* towns of every level, half the sites empty */
                s.pr[p].town[t] = (uint8_t)ctn_rng_below(&rng, 3);
                for (int k = 0; k < RV_SITES; k++)
                    if (ctn_rng_below(&rng, 2)) s.pr[p].site[t][k] = RV_NONE;
            }
            s.station[p][0] = (uint8_t)ctn_rng_below(&rng, 2); /* the opponent's Trading Station on a site, or none */
            s.station[p][1] = (uint8_t)(1 + ctn_rng_below(&rng, RV_TOWN_COLS * RV_SITES));
        }
        for (int floor = 1; floor <= 3; floor++) {
            uint32_t want = 0;
            for (int r = 0; r < RV_NUM_REGIONS; r++) want |= (uint32_t)(s.stock[r] >= floor) << r;
            assert_int_equal(rv_regions_stocked(&s, floor), want);
        }
        for (int p = 0; p < RV_PLAYERS; p++) {
            uint32_t regions = 0;
            uint64_t cards = 0;
            for (int pos = 0; pos < RV_REGION_POS; pos++) regions |= (uint32_t)(rv_region_at(&s, p, pos) != RV_NONE) << pos;
            for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) cards |= (uint64_t)(rv_site_card(&s, p, x) != RV_NONE) << x;
            assert_int_equal(rv_region_mask(&s, p), regions);
            assert_true(rv_occupied(&s, p) == cards);
            int station = s.station[p][0] ? s.station[p][1] - 1 : -1;
            for (int t = 0; t < RV_TOWN_COLS; t++)
                for (int b = 0; b < 2; b++) { /* the inner site first, the outer one of a city */
                    int inner = b ? 2 : 1, outer = b ? 3 : 0, want = -1;
                    if (s.pr[p].town[t] && s.pr[p].site[t][inner] == RV_NONE && station != t * RV_SITES + inner) want = inner;
                    else if (s.pr[p].town[t] == 2 && s.pr[p].site[t][outer] == RV_NONE && station != t * RV_SITES + outer) want = outer;
                    assert_int_equal(rv_free_site(&s, p, t, b), want);
                }
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sampler_draws_as_the_list),
        cmocka_unit_test(test_same_games_as_the_driver),
        cmocka_unit_test(test_match_with_and_without_the_hooks),
        cmocka_unit_test(test_keep_cards),
        cmocka_unit_test(test_derived_fields_checked),
        cmocka_unit_test(test_region_bit_sets),
        cmocka_unit_test(test_byte_masks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
