/* test_seafarers_agree.c — Seafarers: the fast generator against the independent oracle over
 * random playouts on every shipped map and on New World boards.
 *
 * At every position: each actor's fast legal list equals the oracle's (ctn_oracle_compare), chance
 * outcomes agree, the invariant check passes (which recomputes every derived field and the
 * trade routes from scratch), the legal list from the player's own view equals the full state's;
 * at every 5th position each player's trade route equals a brute-force search of every trail
 * over his roads and ships that changes between them only at his own building (S§8).
 * CATAN_AGREE_GAMES / 8 playouts per map (at least 1; default 3): the same variable as
 * test_classic_agree, whose configurations are cheaper.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bitset.h"
#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"
#include "catan/rng.h"

typedef ctn_classic_state_m sea_state; /* every map here fits the medium class */

/* ---- brute-force trade route: every trail from every vertex ---- */

static int owner_at(const sea_state *s, int v) {
    for (int q = 0; q < s->num_players; q++)
        if (ctn_bit_test(s->settlements[q].w, (unsigned)v) ||
            ctn_bit_test(s->cities[q].w, (unsigned)v))
            return q;
    return -1;
}

/* Longest trail from v, arriving by a piece of kind `in` (0 road, 1 ship, -1 none yet). */
static int brute_trail(const ctn_topology *t, const sea_state *s, int p, int v, int in,
                       uint8_t *used) {
    int best = 0, own = owner_at(s, v) == p;
    for (int k = 0; k < 3; k++) {
        int e = t->vertex_edge[v][k];
        if (e == CTN_NONE || used[e]) continue;
        int kind = ctn_bit_test(s->roads[p].w, (unsigned)e)   ? 0
                   : ctn_bit_test(s->ships[p].w, (unsigned)e) ? 1
                                                              : -1;
        if (kind < 0 || (in >= 0 && kind != in && !own)) continue;
        int w = t->edge_vertex[e][0] == v ? t->edge_vertex[e][1] : t->edge_vertex[e][0];
        int blocked = owner_at(s, w) >= 0 && owner_at(s, w) != p;
        used[e] = 1;
        int len = 1 + (blocked ? 0 : brute_trail(t, s, p, w, kind, used));
        used[e] = 0;
        if (len > best) best = len;
    }
    return best;
}

static int brute_route(const ctn_game *g, const sea_state *s, int p) {
    const ctn_topology *t = ctn_classic_topology(g);
    static uint8_t used[CTN_TOPO_MAX_EDGES];
    int best = 0;
    for (int v = 0; v < t->num_vertices; v++) {
        int len = brute_trail(t, s, p, v, -1, used);
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
    sea_state view;
    ctn_action a[CTN_MAX_ACTIONS], b[CTN_MAX_ACTIONS];
    long positions, comparisons, ship_moves, gold_picks, pirate_moves;
} checker;

static void same_in_view(checker *c, const ctn_state *st, int p, const char *what, long index) {
    ctn_game_observe(c->g, st, p, (ctn_state *)&c->view);
    int n1 = ctn_game_legal(c->g, st, p, CTN_LEGAL_NO_OFFERS, c->a);
    int n2 = ctn_game_legal(c->g, (const ctn_state *)&c->view, p, CTN_LEGAL_NO_OFFERS, c->b);
    qsort(c->a, (size_t)n1, sizeof(ctn_action), cmp_action);
    qsort(c->b, (size_t)n2, sizeof(ctn_action), cmp_action);
    if (n1 != n2 || memcmp(c->a, c->b, (size_t)n1 * sizeof(ctn_action)))
        fail_msg("%s, position %ld: player %d has %d legal actions, %d in his view", what, index, p,
                 n1, n2);
}

static void check_position(checker *c, const sea_state *s, long index, const char *what) {
    const ctn_game *g = c->g;
    const ctn_state *st = (const ctn_state *)s;
    char msg[512];
    if (g->rules->check(g, st, msg, sizeof msg))
        fail_msg("%s, position %ld: invariant: %s", what, index, msg);
    ctn_actors actors = ctn_game_actors(g, st);
    for (int p = 0; p < g->num_players; p++) {
        if (!(actors & (1u << p))) continue;
        if (ctn_oracle_compare(g, st, p, CTN_LEGAL_NO_OFFERS, msg, sizeof msg))
            fail_msg("%s, position %ld: %s", what, index, msg);
        same_in_view(c, st, p, what, index);
        c->comparisons++;
    }
    if ((actors & CTN_CHANCE_BIT) &&
        ctn_oracle_compare(g, st, CTN_CHANCE, CTN_LEGAL_ALL, msg, sizeof msg))
        fail_msg("%s, position %ld: chance: %s", what, index, msg);
    if (index % 5 == 0)
        for (int p = 0; p < g->num_players; p++)
            if (s->road_length[p] != brute_route(g, s, p))
                fail_msg("%s, position %ld: player %d route %d, brute force %d", what, index, p,
                         s->road_length[p], brute_route(g, s, p));
    c->positions++;
}

static void count_kind(checker *c, ctn_action a) {
    int type = CL_ACT_TYPE(a);
    c->ship_moves += type == CL_A_PLACE_SHIP;
    c->gold_picks += type == CL_A_PICK_GOLD;
    c->pirate_moves += type == CL_A_MOVE_PIRATE;
}

static void playout(checker *c, uint64_t seed, const char *what) {
    const ctn_game *g = c->g;
    static sea_state s;
    assert_int_equal(g->rules->state_size, sizeof s);
    ctn_game_init_state(g, (ctn_state *)&s, seed);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed ^ 0x5eafa);
    for (long i = 0; i < 20000 && !ctn_game_is_terminal(g, (const ctn_state *)&s); i++) {
        check_position(c, &s, i, what);
        ctn_actors actors = ctn_game_actors(g, (const ctn_state *)&s);
        int p = actors & CTN_CHANCE_BIT ? CTN_CHANCE : __builtin_ctz(actors);
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_chance(g, (const ctn_state *)&s, &rng);
        } else {
            int n = ctn_game_legal(g, (const ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS, c->a);
            a = c->a[ctn_rng_below(&rng, (uint32_t)n)];
        }
        count_kind(c, a);
        ctn_error err;
        if (ctn_game_apply_checked(g, (ctn_state *)&s, p, a, &err) != CTN_OK)
            fail_msg("%s: %s", what, err.message);
    }
}

static int games_per_map(void) {
    const char *env = getenv("CATAN_AGREE_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) / 8 : 3;
    return games > 0 ? games : 1;
}

static void run_map(const char *board, int players, const char *options) {
    char json[256];
    snprintf(json, sizeof json,
             "{\"game\":\"seafarers\",\"players\":%d,\"seed\":3,\"board\":\"%s\"%s%s%s}", players,
             board, options ? ",\"options\":{" : "", options ? options : "", options ? "}" : "");
    static ctn_game_spec spec;
    ctn_error err;
    if (ctn_game_spec_from_json(json, strlen(json), &spec, &err) != CTN_OK)
        fail_msg("%s: %s", json, err.message);
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    static checker c;
    memset(&c, 0, sizeof c);
    c.g = g;
    for (int i = 0; i < games_per_map(); i++) playout(&c, (uint64_t)i + 1, json);
    printf("%s, %d players: %ld positions, %ld comparisons, %ld ship moves, %ld gold picks, %ld "
           "pirate moves\n",
           board, players, c.positions, c.comparisons, c.ship_moves, c.gold_picks, c.pirate_moves);
    assert_true(c.ship_moves > 0); /* the rules under test were reached */
    ctn_game_free(g);
}

static void test_new_shores(void **state) {
    (void)state;
    run_map("new_shores", 3, NULL);
    run_map("new_shores", 4, "\"island_bonus_once\":true");
    run_map("new_shores", 5, NULL);
}

static void test_four_islands(void **state) {
    (void)state;
    run_map("four_islands", 3, NULL);
    run_map("four_islands", 4, NULL);
    run_map("four_islands", 6, "\"turn_mode\":\"paired\"");
}

static void test_new_world(void **state) {
    (void)state;
    run_map("new_world", 4, "\"island_bonus\":1");
    run_map("new_world", 5, NULL);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_shores),
        cmocka_unit_test(test_four_islands),
        cmocka_unit_test(test_new_world),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
