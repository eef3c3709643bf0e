/* test_core_new_world.c — the "New World" map generator: the same seed gives the same board and
 * other seeds other boards; every board has the table's terrains and tokens, a sea frame, islands
 * apart from each other, coastal harbours, the pirate on the sea, and makes a Seafarers game on
 * which random games run to the end. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/board.h"
#include "catan/classic.h"
#include "catan/game.h"
#include "catan/rng.h"

enum { SEEDS = 200 };

static void make(int players, uint64_t seed, ctn_board_desc *b) {
    ctn_error err;
    if (ctn_new_world_board(players, seed, b, &err) != CTN_OK)
        fail_msg("%d players, seed %llu: %s", players, (unsigned long long)seed, err.message);
}

static void test_deterministic(void **state) {
    (void)state;
    static ctn_board_desc a, b, c;
    make(4, 7, &a);
    make(4, 7, &b);
    make(4, 8, &c);
    assert_memory_equal(&a, &b, sizeof a);
    assert_memory_not_equal(&a, &c, sizeof a);
}

static void test_player_counts(void **state) {
    (void)state;
    static ctn_board_desc b;
    ctn_error err;
    assert_int_equal(ctn_new_world_board(2, 1, &b, &err), CTN_E_BOARD);
    assert_non_null(strstr(err.message, "3 to 6 players"));
    assert_int_equal(ctn_new_world_board(7, 1, &b, &err), CTN_E_BOARD);
    for (int p = 3; p <= 6; p++) make(p, 1, &b);
}

/* Counts of each terrain, and the numbered hexes. */
static void count(const ctn_board_desc *b, int terrains[CTN_TERRAIN_COUNT], int *numbered) {
    memset(terrains, 0, sizeof(int) * CTN_TERRAIN_COUNT);
    *numbered = 0;
    for (int h = 0; h < b->num_hexes; h++) {
        terrains[b->hexes[h].terrain]++;
        *numbered += b->hexes[h].number != 0;
        int sea = b->hexes[h].terrain == CTN_SEA || b->hexes[h].terrain == CTN_DESERT;
        if (sea)
            assert_int_equal(b->hexes[h].number, 0);
        else
            assert_true(b->hexes[h].number >= 2 && b->hexes[h].number <= 12 &&
                        b->hexes[h].number != 7);
    }
}

static void test_contents(void **state) {
    (void)state;
    static ctn_board_desc b;
    static const int LAND[2] = {26, 36}, GOLD = 2;
    for (int big = 0; big < 2; big++)
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            make(big ? 6 : 4, seed, &b);
            int t[CTN_TERRAIN_COUNT], numbered;
            count(&b, t, &numbered);
            assert_int_equal(b.num_hexes - t[CTN_SEA], LAND[big]);
            assert_int_equal(t[CTN_GOLD], GOLD);
            assert_int_equal(t[CTN_DESERT], 1);
            assert_int_equal(numbered, LAND[big] - 1);
            assert_int_equal(b.num_harbours, big ? 11 : 9);
            assert_true(b.pirate >= 1 && b.hexes[b.pirate - 1].terrain == CTN_SEA);
        }
}

/* Land never on the frame's outer ring (a hex with a missing neighbour), islands apart: the land
 * groups touch only within themselves, and there are several. */
static void test_islands(void **state) {
    (void)state;
    static ctn_board_desc b;
    static ctn_topology t;
    ctn_error err;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        make(seed & 1 ? 3 : 5, seed, &b);
        assert_int_equal(ctn_topology_build(&b, &t, &err), CTN_OK);
        int group[CTN_BOARD_MAX_HEXES] = {0}, groups = 0;
        for (int h0 = 0; h0 < t.num_hexes; h0++) {
            if (b.hexes[h0].terrain == CTN_SEA) {
                continue;
            }
            for (int k = 0; k < 6; k++) assert_int_not_equal(t.hex_neighbour[h0][k], CTN_NONE);
            if (group[h0]) continue;
            int stack[CTN_BOARD_MAX_HEXES], top = 0;
            group[h0] = ++groups, stack[top++] = h0;
            while (top) {
                int h = stack[--top];
                for (int k = 0; k < 6; k++) {
                    int g = t.hex_neighbour[h][k];
                    if (g == CTN_NONE || b.hexes[g].terrain == CTN_SEA || group[g]) continue;
                    group[g] = groups, stack[top++] = g;
                }
            }
        }
        assert_true(groups >= 2);
    }
}

/* Harbours on a land hex's side facing the sea, no two on one hex. */
static void test_harbours(void **state) {
    (void)state;
    static ctn_board_desc b;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        make(4, seed, &b);
        for (int i = 0; i < b.num_harbours; i++) {
            const ctn_harbour_desc *x = &b.harbours[i];
            int dq, dr;
            ctn_dir_offset(x->edge, &dq, &dr);
            int land = -1, sea = -1;
            for (int h = 0; h < b.num_hexes; h++) {
                if (b.hexes[h].q == x->q && b.hexes[h].r == x->r) land = h;
                if (b.hexes[h].q == x->q + dq && b.hexes[h].r == x->r + dr) sea = h;
            }
            assert_true(land >= 0 && b.hexes[land].terrain != CTN_SEA);
            assert_true(sea >= 0 && b.hexes[sea].terrain == CTN_SEA);
            for (int j = 0; j < i; j++)
                assert_false(b.harbours[j].q == x->q && b.harbours[j].r == x->r);
        }
    }
}

/* Each board makes a Seafarers game; random games on it end (invariants are checked after every
 * action in debug builds). */
static void test_playable(void **state) {
    (void)state;
    static ctn_board_desc b;
    for (uint64_t seed = 0; seed < 12; seed++) {
        int players = 3 + (int)(seed % 4);
        make(players, seed, &b);
        ctn_game_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.num_players = players;
        cfg.board_kind = CTN_BOARD_EXPLICIT;
        cfg.board = &b;
        ctn_game *g = NULL;
        ctn_error err;
        if (ctn_game_new(&ctn_seafarers_rules, &cfg, &g, &err) != CTN_OK)
            fail_msg("seed %llu: %s", (unsigned long long)seed, err.message);
        ctn_state *s = malloc(g->rules->state_size);
        ctn_game_init_state(g, s, seed);
        ctn_rng rng;
        ctn_rng_seed(&rng, seed);
        ctn_action legal[CTN_MAX_ACTIONS];
        int steps = 0;
        while (!ctn_game_is_terminal(g, s) && steps++ < 200000) {
            ctn_actors actors = ctn_game_actors(g, s);
            int p = actors & CTN_CHANCE_BIT ? CTN_CHANCE : __builtin_ctz(actors);
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_chance(g, s, &rng);
            } else {
                int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, legal);
                assert_true(n > 0);
                a = legal[ctn_rng_below(&rng, (uint32_t)n)];
            }
            assert_int_equal(ctn_game_apply_checked(g, s, p, a, &err), CTN_OK);
        }
        assert_true(ctn_game_is_terminal(g, s));
        free(s);
        ctn_game_free(g);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deterministic), cmocka_unit_test(test_player_counts),
        cmocka_unit_test(test_contents),      cmocka_unit_test(test_islands),
        cmocka_unit_test(test_harbours),      cmocka_unit_test(test_playable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
