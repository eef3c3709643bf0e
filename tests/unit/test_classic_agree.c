/* test_classic_agree.c — the fast generator against the independent oracle over random playouts.
 *
 * At every position of every playout: each actor's fast legal list equals the oracle's (domestic
 * offers included at every 25th position, where enumerating thousands of offers is affordable),
 * chance outcomes agree, the invariant check passes, the legal list computed from the player's own
 * view equals the one from the full state (legality never depends on hidden cards), and every
 * player's road length equals a brute-force search of all trails. Configurations cover 2–6
 * players, both 5–6 turn modes, the seed rules, a low discard limit and shuffled tokens.
 * CATAN_AGREE_GAMES (default 24 per configuration) sets the number of playouts.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/bitset.h"
#include "catan/perft.h"

typedef struct {
    const char *name;
    int players;
    ctn_board_kind board;
    int num_options;
    ctn_option_value options[4];
} config;

static const config CONFIGS[] = {
    {"4p beginner", 4, CTN_BOARD_BEGINNER, 0, {{0}}},
    {"3p random, discard limit 3", 3, CTN_BOARD_RANDOM, 1, {{"discard_limit", 3}}},
    {"2p seed rules",
     2,
     CTN_BOARD_RANDOM,
     3,
     {{"tie_returns_card", 1}, {"bank_shortage", 1}, {"progress_return", 1}}},
    {"5p special build", 5, CTN_BOARD_RANDOM, 1, {{"numbers", 1}}},
    {"6p paired", 6, CTN_BOARD_RANDOM, 2, {{"turn_mode", 1}, {"discard_limit", 4}}},
    {"4p shuffled tokens, cw",
     4,
     CTN_BOARD_RANDOM,
     3,
     {{"numbers", 1}, {"red_adjacent", 1}, {"spiral", 1}}},
};

/* ---- brute-force longest road: every trail from every vertex ---- */

static int brute_trail(const ctn_topology *t, const ctn_classic_state *s, int p, int v,
                       uint8_t *used) {
    int best = 0;
    for (int k = 0; k < 3; k++) {
        int e = t->vertex_edge[v][k];
        if (e == CTN_NONE || used[e] || !ctn_bit_test(s->roads[p].w, (unsigned)e)) continue;
        int w = t->edge_vertex[e][0] == v ? t->edge_vertex[e][1] : t->edge_vertex[e][0];
        int blocked = 0;
        for (int q = 0; q < s->num_players; q++)
            if (q != p && (ctn_bit_test(s->settlements[q].w, (unsigned)w) ||
                           ctn_bit_test(s->cities[q].w, (unsigned)w)))
                blocked = 1;
        used[e] = 1;
        int len = 1 + (blocked ? 0 : brute_trail(t, s, p, w, used));
        used[e] = 0;
        if (len > best) best = len;
    }
    return best;
}

static int brute_longest(const ctn_game *g, const ctn_classic_state *s, int p) {
    const ctn_topology *t = ctn_classic_topology(g);
    uint8_t used[CL_MAX_EDGES] = {0};
    int best = 0;
    for (int v = 0; v < t->num_vertices; v++) {
        int len = brute_trail(t, s, p, v, used);
        if (len > best) best = len;
    }
    return best;
}

/* ---- the per-position checks ---- */

static int cmp_action(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

typedef struct {
    const ctn_game *g;
    ctn_classic_state view;
    ctn_action a[CTN_MAX_ACTIONS], b[CTN_MAX_ACTIONS];
    long positions, comparisons;
} checker;

static void check_position(checker *c, const ctn_classic_state *s, long index, const char *what) {
    const ctn_game *g = c->g;
    const ctn_state *st = (const ctn_state *)s;
    char msg[512];
    if (ctn_classic_rules.check(g, st, msg, sizeof msg))
        fail_msg("%s, position %ld: invariant: %s", what, index, msg);
    ctn_actors actors = ctn_game_actors(g, st);
    for (int p = 0; p < g->num_players; p++) {
        if (!(actors & (1u << p))) continue;
        if (ctn_oracle_compare(g, st, p, CTN_LEGAL_NO_OFFERS, msg, sizeof msg))
            fail_msg("%s, position %ld: %s", what, index, msg);
        if (index % 25 == 0 && ctn_oracle_compare(g, st, p, CTN_LEGAL_ALL, msg, sizeof msg))
            fail_msg("%s, position %ld (offers): %s", what, index, msg);
        /* the player's own view gives the same legal actions */
        ctn_game_observe(g, st, p, (ctn_state *)&c->view);
        int n1 = ctn_game_legal(g, st, p, CTN_LEGAL_NO_OFFERS, c->a);
        int n2 = ctn_game_legal(g, (const ctn_state *)&c->view, p, CTN_LEGAL_NO_OFFERS, c->b);
        qsort(c->a, (size_t)n1, sizeof(ctn_action), cmp_action);
        qsort(c->b, (size_t)n2, sizeof(ctn_action), cmp_action);
        if (n1 != n2 || memcmp(c->a, c->b, (size_t)n1 * sizeof(ctn_action)))
            fail_msg("%s, position %ld: player %d has %d legal actions in the full state, %d in "
                     "his view",
                     what, index, p, n1, n2);
        c->comparisons++;
    }
    if (actors & CTN_CHANCE_BIT) {
        if (ctn_oracle_compare(g, st, CTN_CHANCE, CTN_LEGAL_ALL, msg, sizeof msg))
            fail_msg("%s, position %ld: chance: %s", what, index, msg);
        c->comparisons++;
    }
    if (index % 7 == 0)
        for (int p = 0; p < g->num_players; p++)
            if (s->road_length[p] != brute_longest(g, s, p))
                fail_msg("%s, position %ld: player %d road length %d, brute force %d", what, index,
                         p, s->road_length[p], brute_longest(g, s, p));
    c->positions++;
}

/* A playout policy that mostly acts at random without offers, sometimes makes an offer (at most
 * two a turn) so that answers and confirmations are exercised. */
static ctn_action pick(checker *c, const ctn_classic_state *s, int p, ctn_rng *rng,
                       int *offers_this_turn) {
    const ctn_game *g = c->g;
    int offer = s->phase == CL_PHASE_MAIN && *offers_this_turn < 2 && ctn_rng_below(rng, 20) == 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, p, offer ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS,
                           c->a);
    assert_true(n > 0);
    ctn_action a = c->a[ctn_rng_below(rng, (uint32_t)n)];
    if (offer) {
        int m = 0;
        for (int i = 0; i < n; i++)
            if (CL_ACT_TYPE(c->a[i]) == CL_A_OFFER) c->a[m++] = c->a[i];
        if (m) a = c->a[ctn_rng_below(rng, (uint32_t)m)], (*offers_this_turn)++;
    }
    return a;
}

static void run_config(const config *cfg, int games) {
    ctn_game_config gc = {0};
    gc.num_players = cfg->players;
    gc.board_kind = cfg->board;
    gc.num_options = cfg->num_options;
    memcpy(gc.options, cfg->options, sizeof cfg->options);
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_classic_rules, &gc, &g, &err), CTN_OK);
    checker *c = calloc(1, sizeof *c);
    c->g = g;
    ctn_classic_state s;
    ctn_rng rng;
    ctn_rng_seed(&rng, 7);
    long finished = 0;
    for (int i = 0; i < games; i++) {
        ctn_game_init_state(g, (ctn_state *)&s, (uint64_t)i + 1000);
        int offers = 0;
        uint32_t turn = 0;
        for (long k = 0; !ctn_game_is_terminal(g, (ctn_state *)&s) && k < 20000; k++) {
            check_position(c, &s, k, cfg->name);
            int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a = p == CTN_CHANCE ? ctn_game_sample_own_chance(g, (ctn_state *)&s)
                                           : pick(c, &s, p, &rng, &offers);
            ctn_game_apply(g, (ctn_state *)&s, p, a);
            if (s.turn != turn) turn = s.turn, offers = 0;
        }
        finished += ctn_game_is_terminal(g, (ctn_state *)&s);
    }
    printf("%-28s %d playouts (%ld finished), %ld positions, %ld list comparisons\n", cfg->name,
           games, finished, c->positions, c->comparisons);
    assert_true(finished >= games * 9 / 10); /* the playouts really reach the end of the game */
    free(c);
    ctn_game_free(g);
}

static int games_per_config(void) {
    const char *env = getenv("CATAN_AGREE_GAMES");
    int n = env ? atoi(env) : 24;
    return n > 0 ? n : 24;
}

static void test_agree(void **state) {
    const config *cfg = *state;
    run_config(cfg, games_per_config());
}

int main(void) {
    struct CMUnitTest tests[sizeof CONFIGS / sizeof CONFIGS[0]];
    for (size_t i = 0; i < sizeof CONFIGS / sizeof CONFIGS[0]; i++)
        tests[i] =
            (struct CMUnitTest){CONFIGS[i].name, test_agree, NULL, NULL, (void *)&CONFIGS[i]};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
