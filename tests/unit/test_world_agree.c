/* test_world_agree.c — World Catan (docs/rules/world.md): the fast generator against the
 * independent oracle over random playouts on the World test boards (support/world_boards.h, 8
 * and 12 players) and on the shipped World map (12 players, the start of a game).
 *
 * At every position: every player's fast legal list equals the oracle's (ctn_oracle_compare; for
 * the players who may not act both must be empty), without offers and, in the windows, at every
 * 10th position with them; chance outcomes agree; the invariant check passes; the legal list from
 * the player's own view equals the full state's. At every 50th position the state's JSON text
 * reads back to the same bytes. After every end_turn the round goes on as W§5 says: green's
 * window, red's, phase 3 from green clockwise, then the next round with green one seat on. The
 * playouts make a domestic offer now and then, so that the neighbours' answers are compared too,
 * and each configuration checks that the World rules under test were reached (both windows, phase 3
 * ship moves, each bandit, each step of a 7, knights, bank picks, the claim, 7s with the 7-island
 * settled). Discovery tokens are counted but not required: they change no legal list, and random
 * play seldom settles a new area (test_world_perft checks them on its positions).
 * CATAN_AGREE_GAMES / 8 playouts per configuration (at least 1; default 1, about 7 s in the debug
 * build): the variable of the other agreement tests.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"
#include "catan/rng.h"
#include "world_boards.h"

typedef ctn_classic_state_l world_state; /* World is played on the large class */

/* What the playouts reached, to show the rules under test were exercised. */
typedef struct {
    long positions, comparisons, round_trips;
    long red_windows, phase3_ship_moves, offers_answered, knights, tokens_taken, claims;
    long bandit_moves[4]; /* by bandit (CL_BANDIT_*) */
    long seven_moves[3];  /* bandit moves at seven_step 1 and 2 (index 1, 2) */
    long bank_picks, seven_island_sevens;
} reached;

typedef struct {
    const ctn_game *g;
    world_state view, back, before;
    ctn_action a[CTN_MAX_ACTIONS], b[CTN_MAX_ACTIONS];
    reached r;
} checker;

static int cmp_action(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

/* ---- the per-position checks ---- */

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

/* The state's JSON text reads back to the same bytes (ctn_state_from_json: byte-identical). */
static void round_trip(checker *c, const world_state *s, const char *what, long index) {
    char *json = NULL;
    ctn_error err;
    if (ctn_state_to_json(c->g, (const ctn_state *)s, &json, &err) != CTN_OK)
        fail_msg("%s, position %ld: to JSON: %s", what, index, err.message);
    memset(&c->back, 0xA5, sizeof c->back);
    if (ctn_state_from_json(c->g, json, strlen(json), (ctn_state *)&c->back, &err) != CTN_OK)
        fail_msg("%s, position %ld: from JSON: %s", what, index, err.message);
    if (memcmp(&c->back, s, sizeof *s) != 0)
        fail_msg("%s, position %ld: the state read back from JSON differs", what, index);
    ctn_io_free(json);
    c->r.round_trips++;
}

static void check_position(checker *c, const world_state *s, long index, const char *what) {
    const ctn_game *g = c->g;
    const ctn_state *st = (const ctn_state *)s;
    char msg[512];
    if (g->rules->check(g, st, msg, sizeof msg))
        fail_msg("%s, position %ld: invariant: %s", what, index, msg);
    ctn_actors actors = ctn_game_actors(g, st);
    int offers = s->phase == CL_PHASE_MAIN && index % 10 == 0;
    for (int p = 0; p < g->num_players; p++) { /* non-actors too: both lists must be empty */
        if (ctn_oracle_compare(g, st, p, CTN_LEGAL_NO_OFFERS, msg, sizeof msg))
            fail_msg("%s, position %ld: %s", what, index, msg);
        if (!(actors & (1u << p))) continue;
        if (offers && ctn_oracle_compare(g, st, p, CTN_LEGAL_ALL, msg, sizeof msg))
            fail_msg("%s, position %ld (offers): %s", what, index, msg);
        same_in_view(c, st, p, what, index);
        c->r.comparisons++;
    }
    if ((actors & CTN_CHANCE_BIT) &&
        ctn_oracle_compare(g, st, CTN_CHANCE, CTN_LEGAL_ALL, msg, sizeof msg))
        fail_msg("%s, position %ld: chance: %s", what, index, msg);
    if (index % 50 == 0) round_trip(c, s, what, index);
    c->r.positions++;
}

/* ---- what was reached ---- */

static int bandit_of(int type) {
    switch (type) {
    case CL_A_MOVE_ROBBER:
        return CL_BANDIT_ROBBER;
    case CL_A_MOVE_ROBBER2:
        return CL_BANDIT_ROBBER2;
    case CL_A_MOVE_PIRATE:
        return CL_BANDIT_PIRATE;
    case CL_A_MOVE_PIRATE2:
        return CL_BANDIT_PIRATE2;
    default:
        return -1;
    }
}

/* True when somebody has a building on a corner of a 7-island hex. */
static int seven_island_settled(const ctn_game *g, const world_state *s) {
    const ctn_topology *t = ctn_classic_topology(g);
    for (int h = 0; h < s->num_hexes; h++) {
        if (s->terrain[h] != CTN_SEVEN_ISLAND) continue;
        for (int k = 0; k < 6; k++)
            if (s->vertex_owner[t->hex_vertex[h][k]]) return 1;
    }
    return 0;
}

/* Counts the rule about to be exercised by action a of p in s. */
static void count(checker *c, const world_state *s, int p, ctn_action a) {
    reached *r = &c->r;
    int type = CL_ACT_TYPE(a), b = bandit_of(type);
    r->red_windows += s->phase == CL_PHASE_MAIN && p == s->red && type == CL_A_END_TURN;
    r->phase3_ship_moves += type == CL_A_PLACE_SHIP && s->context == CL_CTX_SPECIAL_BUILD;
    r->offers_answered += type == CL_A_ACCEPT || type == CL_A_DECLINE;
    r->knights += type == CL_A_PLAY_KNIGHT;
    r->bank_picks += type == CL_A_PICK_GOLD && s->seven_step == 3;
    if (b >= 0) r->bandit_moves[b]++;
    if (b >= 0 && s->seven_step) r->seven_moves[s->seven_step]++;
    r->seven_island_sevens += s->phase == CL_PHASE_ROLL && type == CL_A_DICE &&
                              CL_ACT_ARG0(a) == 7 && seven_island_settled(c->g, s);
}

/* ---- the round (W§5, W§7, W§8) ---- */

/* After `before`'s actor ended his part with end_turn: green's window is followed by red's
 * (red = green + n/2), red's by phase 3 from green, each part of phase 3 by the next seat's, and
 * the last by the next round (green one seat on, before the roll) or the end of the game. */
static void check_round(const ctn_game *g, const world_state *before, const world_state *after,
                        const char *what, long index) {
    int n = before->num_players, green = before->current, a = before->actor, next = (a + 1) % n;
    int ok;
    if (before->context == CL_CTX_TURN && a == green)
        ok = after->phase == CL_PHASE_MAIN && after->context == CL_CTX_TURN &&
             after->actor == (green + n / 2) % n;
    else if (before->context == CL_CTX_TURN)
        ok = after->phase == CL_PHASE_SPECIAL_BUILD && after->actor == green;
    else if (next != green)
        ok = after->phase == CL_PHASE_SPECIAL_BUILD && after->actor == next;
    else
        ok = ctn_game_is_terminal(g, (const ctn_state *)after) ||
             (after->phase == CL_PHASE_PRE_ROLL && after->current == (green + 1) % n &&
              after->actor == after->current && after->turn == before->turn + 1);
    if (!ok)
        fail_msg(
            "%s, position %ld: player %d ended his part (green %d, context %d), then phase %s, "
            "actor %d, green %d",
            what, index, a, green, before->context, ctn_classic_phase_name(after->phase),
            after->actor, after->current);
}

/* ---- the playouts ---- */

/* Keeps the actions of list a[0..n) for which keep(type) holds; returns how many. */
static int keep_types(ctn_action *a, int n, int (*keep)(int type)) {
    int m = 0;
    for (int i = 0; i < n; i++)
        if (keep(CL_ACT_TYPE(a[i]))) a[m++] = a[i];
    return m;
}

static int is_offer(int type) {
    return type == CL_A_OFFER;
}

static int is_town(int type) {
    return type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY;
}

static int is_piece(int type) {
    return type == CL_A_BUILD_ROAD || type == CL_A_BUILD_SHIP;
}

/* Mostly random without offers, but in phase 3 usually a settlement or city when one is legal,
 * else often a road or ship (random play builds few, and spends its turns trading); in a window
 * now and then (at most once a window) a random offer, so that the neighbours' answers and the
 * confirmation are played too. */
static ctn_action pick(checker *c, const world_state *s, int p, ctn_rng *rng, int *offered) {
    int offer = s->phase == CL_PHASE_MAIN && !*offered && ctn_rng_below(rng, 6) == 0;
    int n = ctn_game_legal(c->g, (const ctn_state *)s, p,
                           offer ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS, c->a);
    assert_true(n > 0);
    int m = 0;
    if (offer) m = keep_types(c->a, n, is_offer), *offered = m > 0;
    if (s->phase == CL_PHASE_SPECIAL_BUILD && ctn_rng_below(rng, 4))
        m = keep_types(c->a, n, is_town);
    if (s->phase == CL_PHASE_SPECIAL_BUILD && !m && ctn_rng_below(rng, 2))
        m = keep_types(c->a, n, is_piece);
    return c->a[ctn_rng_below(rng, (uint32_t)(m ? m : n))];
}

/* Plays one game from `seed`, checking every position; at most max_positions (0: to the end). */
static void playout(checker *c, uint64_t seed, long max_positions, const char *what) {
    const ctn_game *g = c->g;
    static world_state s;
    assert_int_equal(g->rules->state_size, sizeof s);
    ctn_game_init_state(g, (ctn_state *)&s, seed);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed ^ 0x3041d);
    int offered = 0, part = -1;
    long i = 0, limit = max_positions ? max_positions : 40000;
    for (; i < limit && !ctn_game_is_terminal(g, (const ctn_state *)&s); i++) {
        check_position(c, &s, i, what);
        int p = ctn_actors_pick(ctn_game_actors(g, (const ctn_state *)&s));
        if (s.phase == CL_PHASE_MAIN && s.actor != part) part = s.actor, offered = 0;
        ctn_action a = p == CTN_CHANCE ? ctn_game_sample_chance(g, (const ctn_state *)&s, &rng)
                                       : pick(c, &s, p, &rng, &offered);
        count(c, &s, p, a);
        c->before = s;
        ctn_error err;
        if (ctn_game_apply_checked(g, (ctn_state *)&s, p, a, &err) != CTN_OK)
            fail_msg("%s: %s", what, err.message);
        if (CL_ACT_TYPE(a) == CL_A_END_TURN) check_round(g, &c->before, &s, what, i);
    }
    check_position(c, &s, i, what);
    c->r.tokens_taken += g->option_values[CL_OPT_DISCOVERY_TOKENS] - s.tokens_left;
    c->r.claims += s.winner != CL_NOBODY;
}

static int games_per_config(void) {
    const char *env = getenv("CATAN_AGREE_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) / 8 : 1;
    return games > 0 ? games : 1;
}

static void print_reached(const char *what, int games, const reached *r) {
    printf("%s: %d playouts (%ld won), %ld positions, %ld comparisons, %ld JSON round trips\n",
           what, games, r->claims, r->positions, r->comparisons, r->round_trips);
    printf(
        "  red windows %ld, phase 3 ship moves %ld, offer answers %ld, knights %ld, tokens %ld\n",
        r->red_windows, r->phase3_ship_moves, r->offers_answered, r->knights, r->tokens_taken);
    printf("  bandits moved: robber %ld, robber2 %ld, pirate %ld, pirate2 %ld; in a 7: green %ld, "
           "red %ld; bank picks %ld; 7s with the 7-island settled %ld\n",
           r->bandit_moves[0], r->bandit_moves[1], r->bandit_moves[2], r->bandit_moves[3],
           r->seven_moves[1], r->seven_moves[2], r->bank_picks, r->seven_island_sevens);
}

/* What a configuration must have reached, summed over its playouts. */
enum {
    REACH_ROUND = 1u << 0,  /* red's window, phase 3 ship moves, offers answered */
    REACH_SEVEN = 1u << 1,  /* green's and red's bandits in a 7, bank picks */
    REACH_KNIGHT = 1u << 2, /* knights, and each of the four bandits moved */
    REACH_CLAIM = 1u << 3,  /* a game won at the end of a round */
    REACH_ISLAND = 1u << 4, /* a 7 with a building on the 7-island */
    REACH_ALL = REACH_ROUND | REACH_SEVEN | REACH_KNIGHT | REACH_CLAIM
};

static void assert_reached(const reached *r, unsigned expect) {
    if (expect & REACH_ROUND)
        assert_true(r->red_windows > 0 && r->phase3_ship_moves > 0 && r->offers_answered > 0);
    if (expect & REACH_SEVEN)
        assert_true(r->seven_moves[1] > 0 && r->seven_moves[2] > 0 && r->bank_picks > 0);
    if (expect & REACH_KNIGHT) {
        assert_true(r->knights > 0);
        for (int b = 0; b < 4; b++) assert_true(r->bandit_moves[b] > 0);
    }
    if (expect & REACH_CLAIM) assert_true(r->claims > 0);
    if (expect & REACH_ISLAND) assert_true(r->seven_island_sevens > 0);
}

typedef struct {
    const char *board; /* a World test board (world_boards.h), or NULL for the shipped map */
    int players;
    const char *options;
    long max_positions; /* per playout; 0: to the end of the game */
    unsigned expect;    /* REACH_* */
} config;

static ctn_game *make_game(const config *cfg, const char *what) {
    static ctn_game_spec spec;
    ctn_error err;
    if (cfg->board) {
        if (world_board_spec(cfg->board, cfg->players, 1, cfg->options, &spec) != 0)
            fail_msg("%s: no spec", what);
    } else {
        char json[128];
        snprintf(json, sizeof json, "{\"game\":\"world\",\"players\":%d,\"board\":\"world\"}",
                 cfg->players);
        if (ctn_game_spec_from_json(json, strlen(json), &spec, &err) != CTN_OK)
            fail_msg("%s: %s", what, err.message);
    }
    ctn_game *g = NULL;
    if (ctn_game_spec_create(&spec, &g, &err) != CTN_OK) fail_msg("%s: %s", what, err.message);
    return g;
}

static void run(const config *cfg) {
    char what[160];
    snprintf(what, sizeof what, "%s, %d players%s%s", cfg->board ? cfg->board : "map world",
             cfg->players, cfg->options ? ", " : "", cfg->options ? cfg->options : "");
    ctn_game *g = make_game(cfg, what);
    checker *c = calloc(1, sizeof *c);
    assert_non_null(c);
    c->g = g;
    int games = games_per_config();
    for (int i = 0; i < games; i++) playout(c, (uint64_t)i + 1, cfg->max_positions, what);
    print_reached(what, games, &c->r);
    assert_reached(&c->r, cfg->expect);
    free(c);
    ctn_game_free(g);
}

static const config CONFIGS[] = {
    {"shores", 8, NULL, 0, REACH_ALL | REACH_ISLAND},
    {"shores", 8, "pirate_blocks_buildings=false discovery_tokens=2 vp_to_win=8", 0, REACH_ALL},
    {"shores_open", 12, "vp_to_win=10", 0, REACH_ALL | REACH_ISLAND},
    {NULL, 12, NULL, 1500, REACH_ROUND | REACH_SEVEN}, /* the shipped map: a game's start */
};

static void test_agree(void **state) {
    run(*state);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_prestate(test_agree, (void *)&CONFIGS[0]),
        cmocka_unit_test_prestate(test_agree, (void *)&CONFIGS[1]),
        cmocka_unit_test_prestate(test_agree, (void *)&CONFIGS[2]),
        cmocka_unit_test_prestate(test_agree, (void *)&CONFIGS[3]),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
