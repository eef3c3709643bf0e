/* make_seafarers_positions.c — writes the Seafarers perft reference positions of
 * tests/perft/seafarers/ (docs/rules/seafarers.md).
 *
 * For each entry it plays seeded random games on a shipped map until a position satisfies the
 * entry's predicate — chosen to hit one rule — and saves it as a replay with its perft counts,
 * every node checked against the independent oracle. Run it only to add or renew positions; the
 * test (test_seafarers_perft.c) reads the committed files. Usage: make_seafarers_positions DIR
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"

typedef ctn_classic_state_m sea_state;
typedef int (*predicate)(const ctn_game *g, const sea_state *s);

typedef struct {
    const char *name, *about, *board;
    int players;
    predicate hit;
    uint64_t max_count; /* deepest depth whose count stays under this */
} entry;

static ctn_action list[CTN_MAX_ACTIONS];

/* How many of the actor's legal actions have this type. */
static int legal_of_type(const ctn_game *g, const sea_state *s, int type) {
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_NO_OFFERS, list), k = 0;
    for (int i = 0; i < n; i++) k += CL_ACT_TYPE(list[i]) == type;
    return k;
}

static int p_setup_start(const ctn_game *g, const sea_state *s) {
    (void)g;
    return s->actions == 0;
}
static int p_setup_ship(const ctn_game *g, const sea_state *s) {
    return s->phase == CL_PHASE_SETUP_ROAD && s->setup_step >= s->num_players &&
           legal_of_type(g, s, CL_A_BUILD_SHIP) >= 2;
}
static int p_ship_moves(const ctn_game *g, const sea_state *s) {
    return s->phase == CL_PHASE_MAIN && legal_of_type(g, s, CL_A_MOVE_SHIP) >= 2 &&
           legal_of_type(g, s, CL_A_BUILD_SHIP) >= 1;
}
static int p_pirate(const ctn_game *g, const sea_state *s) {
    if (s->phase != CL_PHASE_MOVE_ROBBER || legal_of_type(g, s, CL_A_MOVE_PIRATE) < 2) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, 0, list);
    for (int i = 0; i < n; i++)
        if (CL_ACT_TYPE(list[i]) == CL_A_MOVE_PIRATE && CL_ACT_ARG1(list[i])) return 1;
    return 0;
}
static int p_gold(const ctn_game *g, const sea_state *s) {
    (void)g;
    return s->phase == CL_PHASE_GOLD && s->gold_owed[s->actor] >= 2;
}
static int p_road_building(const ctn_game *g, const sea_state *s) {
    return s->phase == CL_PHASE_ROAD_BUILDING && legal_of_type(g, s, CL_A_BUILD_SHIP) >= 1 &&
           legal_of_type(g, s, CL_A_BUILD_ROAD) >= 1;
}
static int p_trade_route(const ctn_game *g, const sea_state *s) {
    if (s->phase != CL_PHASE_MAIN || s->road_length[s->actor] < 4) return 0;
    int ships = 0;
    for (int w = 0; w < CL_M_SET_WORDS; w++) ships += __builtin_popcountll(s->ships[s->actor].w[w]);
    return ships >= 2 && legal_of_type(g, s, CL_A_BUILD_SHIP) >= 1;
}

static const entry ENTRIES[] = {
    {"setup_start", "first set-up settlement on New Shores: the main island only (S§3)",
     "new_shores", 4, p_setup_start, 20000},
    {"setup_ship", "second set-up round on a coast: a road or a ship, gold first (S§3)",
     "new_shores", 4, p_setup_ship, 20000},
    {"ship_moves", "main phase with ships to build and to move (S§4, S§5)", "four_islands", 4,
     p_ship_moves, 40000},
    {"pirate", "a 7: the robber or the pirate, ship owners robbed (S§6)", "four_islands", 3,
     p_pirate, 40000},
    {"gold", "gold picks after production, in resource order (S§7)", "new_world", 4, p_gold,
     40000},
    {"road_building", "Road Building: roads and ships (S§4)", "four_islands", 4, p_road_building,
     40000},
    {"trade_route", "a trade route over roads and ships near 5 (S§8)", "new_shores", 4,
     p_trade_route, 40000},
};

/* Plays seeded games until the predicate holds; fills the replay. */
static int find(const entry *e, ctn_game_spec *spec, ctn_replay **out) {
    ctn_error err;
    for (uint64_t seed = 1; seed < 2000; seed++) {
        spec->seed = seed;
        ctn_game *g = NULL;
        if (ctn_game_spec_create(spec, &g, &err) != CTN_OK)
            return fprintf(stderr, "%s\n", err.message), -1;
        ctn_replay *rp = NULL;
        ctn_replay_new(spec, &rp, &err);
        static sea_state s;
        ctn_game_init_state(g, (ctn_state *)&s, seed);
        ctn_rng rng;
        ctn_rng_seed(&rng, seed * 31 + 7);
        while (!ctn_game_is_terminal(g, (ctn_state *)&s) && s.turn < 300) {
            if (e->hit(g, &s)) {
                ctn_game_free(g);
                *out = rp;
                return 0;
            }
            int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, (ctn_state *)&s);
            } else {
                int n = ctn_game_legal(g, (ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS, list);
                a = list[ctn_rng_below(&rng, (uint32_t)n)];
            }
            char text[CTN_ACTION_TEXT_MAX];
            ctn_action_to_text(g, (ctn_state *)&s, a, text, sizeof text);
            ctn_replay_append(rp, p, text, &err);
            ctn_game_apply(g, (ctn_state *)&s, p, a);
        }
        ctn_replay_free(rp);
        ctn_game_free(g);
    }
    return -1;
}

static int write_counts(const entry *e, ctn_game *g, ctn_state *s, FILE *f) {
    ctn_error err;
    ctn_perft *pf = NULL;
    ctn_perft_new(g, 8, CTN_LEGAL_NO_OFFERS, 1, &pf, &err);
    for (int depth = 1; depth <= 8; depth++) {
        uint64_t n = ctn_perft_count(pf, s, depth);
        const char *first;
        if (ctn_perft_mismatches(pf, &first))
            return fprintf(stderr, "%s: oracle mismatch: %s\n", e->name, first), 1;
        if (n > e->max_count && depth > 1) break;
        fprintf(f, "%s%" PRIu64, depth > 1 ? "," : "", n);
        printf("%-14s depth %d: %" PRIu64 "\n", e->name, depth, n);
        if (n > e->max_count) break;
    }
    ctn_perft_free(pf);
    return 0;
}

static int write_entry(const entry *e, const char *dir) {
    char json[160];
    snprintf(json, sizeof json, "{\"game\":\"seafarers\",\"players\":%d,\"board\":\"%s\"}",
             e->players, e->board);
    static ctn_game_spec spec;
    ctn_error err;
    ctn_replay *rp = NULL;
    if (ctn_game_spec_from_json(json, strlen(json), &spec, &err) != CTN_OK)
        return fprintf(stderr, "%s: %s\n", e->name, err.message), 1;
    if (find(e, &spec, &rp)) return fprintf(stderr, "%s: no position found\n", e->name), 1;
    ctn_game *g = NULL;
    ctn_state *s = NULL;
    if (ctn_replay_play(rp, NULL, NULL, &g, &s, &err) != CTN_OK)
        return fprintf(stderr, "%s: %s\n", e->name, err.message), 1;
    ctn_replay_set_final_hash(rp, ctn_state_hash(g, s));
    char *replay_json = NULL;
    ctn_replay_to_json(rp, &replay_json, &err);
    char path[512];
    snprintf(path, sizeof path, "%s/%s.json", dir, e->name);
    FILE *f = fopen(path, "w");
    if (!f) return perror(path), 1;
    fprintf(f, "{\"about\":\"%s\",\"offers\":false,\"perft\":[", e->about);
    int rc = write_counts(e, g, s, f);
    fprintf(f, "],\n\"replay\":%s}\n", replay_json);
    fclose(f);
    ctn_io_free(replay_json);
    ctn_io_free(s);
    ctn_game_free(g);
    ctn_replay_free(rp);
    return rc;
}

int main(int argc, char **argv) {
    if (argc != 2) return fprintf(stderr, "usage: make_seafarers_positions DIR\n"), 2;
    int rc = 0;
    for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++)
        rc |= write_entry(&ENTRIES[i], argv[1]);
    return rc;
}
