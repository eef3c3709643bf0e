/* make_world_positions.c — writes the World Catan perft reference positions of tests/perft/world/
 * (docs/rules/world.md, W§n).
 *
 * For each entry it plays seeded random games on a World test board (tests/unit/support/
 * world_boards.c) until a position satisfies the entry's predicate — chosen to hit one rule — and
 * saves it as a replay with its perft counts, every node checked against the independent oracle.
 * Random play here favours building in phase 3 (as test_world_agree does), so that settlements,
 * cities and new areas come up. Run it only to add or renew positions; the test
 * (test_world_perft.c) reads the committed files. Usage: make_world_positions DIR [NAME]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"
#include "world_boards.h"

typedef ctn_classic_state_l world_state;
typedef int (*predicate)(const ctn_game *g, const world_state *s);

typedef struct {
    const char *name, *about, *board;
    int players;
    const char *options; /* World options, "name=value ..." */
    int offers;          /* count domestic offers */
    predicate hit;
    uint64_t max_count; /* deepest depth whose count stays under this */
} entry;

static ctn_action list[CTN_MAX_ACTIONS];

/* ---- what the predicates look at ---- */

/* How many of the actor's legal actions have this type. */
static int legal_of_type(const ctn_game *g, const world_state *s, int type) {
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_NO_OFFERS, list), k = 0;
    for (int i = 0; i < n; i++) k += CL_ACT_TYPE(list[i]) == type;
    return k;
}

/* True when one of the actor's legal actions of this type names a victim. */
static int robs_someone(const ctn_game *g, const world_state *s, int type) {
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_NO_OFFERS, list);
    for (int i = 0; i < n; i++)
        if (CL_ACT_TYPE(list[i]) == type && CL_ACT_ARG1(list[i])) return 1;
    return 0;
}

/* True when p holds a development card he may play (not a victory point, not new). */
static int holds_playable(const world_state *s, int p) {
    for (int t = 0; t < CL_DEV_COUNT; t++)
        if (t != CL_DEV_VICTORY_POINT && s->dev_hand[p][t] > s->dev_new[p][t]) return 1;
    return 0;
}

static int corner_of(const ctn_game *g, int h, int v) {
    const ctn_topology *t = ctn_classic_topology(g);
    for (int k = 0; h < t->num_hexes && k < 6; k++)
        if (t->hex_vertex[h][k] == v) return 1;
    return 0;
}

/* True when some vertex of the set is a corner of a pirate's hex. */
static int on_pirate_corner(const ctn_game *g, const world_state *s, const ctn_classic_set_l *set) {
    for (int v = 0; v < CL_L_VERTICES; v++)
        if ((set->w[v / 64] >> (v % 64) & 1) &&
            (corner_of(g, s->pirate, v) || corner_of(g, s->pirate2, v)))
            return 1;
    return 0;
}

/* True when a building stands on a corner of the 7-island; with `gold`, on its gold corner. */
static int seven_island_built(const ctn_game *g, const world_state *s, int gold) {
    const ctn_topology *t = ctn_classic_topology(g);
    for (int h = 0; h < s->num_hexes; h++)
        for (int k = 0; s->terrain[h] == CTN_SEVEN_ISLAND && k < 6; k++)
            if (s->vertex_owner[t->hex_vertex[h][k]] && (!gold || k == CTN_CORNER_NW)) return 1;
    return 0;
}

/* ---- the predicates ---- */

static int p_setup_pairs(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_SETUP_SETTLEMENT && s->setup_step == 1;
}
static int p_setup_odd(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_SETUP_SETTLEMENT && s->setup_step == s->num_players - 1;
}
static int p_setup_second(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_SETUP_SETTLEMENT && s->setup_step == s->num_players + 2;
}
static int p_pre_roll(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_PRE_ROLL && holds_playable(s, s->current);
}
static int p_window_green(const ctn_game *g, const world_state *s) {
    (void)g;
    int cards = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cards += s->hand[s->actor][r];
    return s->phase == CL_PHASE_MAIN && s->actor == s->current && cards >= 2 && cards <= 3 &&
           holds_playable(s, s->actor);
}
static int p_window_red(const ctn_game *g, const world_state *s) {
    return s->phase == CL_PHASE_MAIN && s->actor == s->red && holds_playable(s, s->actor) &&
           legal_of_type(g, s, CL_A_PLAY_KNIGHT) + legal_of_type(g, s, CL_A_PLAY_ROAD_BUILDING) > 0;
}
static int p_phase3_ship(const ctn_game *g, const world_state *s) {
    return s->phase == CL_PHASE_SPECIAL_BUILD && s->actor != s->current && s->actor != s->red &&
           legal_of_type(g, s, CL_A_MOVE_SHIP) >= 1 && legal_of_type(g, s, CL_A_BUILD_SHIP) >= 1;
}
static int p_seven_green(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_MOVE_ROBBER && s->seven_step == 1;
}
static int p_seven_red(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_MOVE_ROBBER && s->seven_step == 2 &&
           s->bandits_moved != 1u << CL_BANDIT_ROBBER;
}
static int p_seven_bank(const ctn_game *g, const world_state *s) {
    (void)g;
    return s->phase == CL_PHASE_GOLD && s->seven_step == 3 && s->actor == s->current;
}
static int p_knight(const ctn_game *g, const world_state *s) {
    if (s->phase != CL_PHASE_MOVE_ROBBER || s->seven_step) return 0;
    return (robs_someone(g, s, CL_A_MOVE_ROBBER) || robs_someone(g, s, CL_A_MOVE_ROBBER2)) &&
           (robs_someone(g, s, CL_A_MOVE_PIRATE) || robs_someone(g, s, CL_A_MOVE_PIRATE2));
}
static int p_seven_island(const ctn_game *g, const world_state *s) {
    return s->phase == CL_PHASE_GOLD && s->seven_step == 3 && s->actor == s->red &&
           seven_island_built(g, s, 1);
}
/* A settlement the actor may build now is in an area new to him (W§9). */
static int new_area_settlement(const ctn_game *g, const world_state *s) {
    if (s->phase != CL_PHASE_SPECIAL_BUILD) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_NO_OFFERS, list);
    static world_state after;
    for (int i = 0; i < n; i++) {
        if (CL_ACT_TYPE(list[i]) != CL_A_BUILD_SETTLEMENT) continue;
        after = *s;
        ctn_game_apply(g, (ctn_state *)&after, s->actor, list[i]);
        if (after.areas[s->actor] != s->areas[s->actor]) return 1;
    }
    return 0;
}
static int p_discovery_token(const ctn_game *g, const world_state *s) {
    return s->tokens_left && new_area_settlement(g, s);
}
static int p_token_pool_empty(const ctn_game *g, const world_state *s) {
    return !s->tokens_left && new_area_settlement(g, s);
}
/* The last part of phase 3, and two or more players share the most points at or over the goal,
 * the first of them in priority order (from green) not being the lowest seat: the tie is broken
 * by the order of the round, not by seat numbers (W§10). */
static int p_claim_tie(const ctn_game *g, const world_state *s) {
    int n = s->num_players, best = 0, tied = 0, lowest = -1, first = -1;
    if (s->phase != CL_PHASE_SPECIAL_BUILD || (s->actor + 1) % n != s->current) return 0;
    for (int p = 0; p < n; p++) {
        int vp = ctn_classic_total_vp(g, (const ctn_state *)s, p);
        if (vp > best) best = vp, tied = 0, lowest = p;
        tied += vp == best;
    }
    for (int i = 0; i < n && first < 0; i++) {
        int p = (s->current + i) % n;
        if (ctn_classic_total_vp(g, (const ctn_state *)s, p) == best) first = p;
    }
    return best >= g->option_values[CL_OPT_VP_TO_WIN] && tied >= 2 && first != lowest;
}
static int p_pirate_city(const ctn_game *g, const world_state *s) {
    static const uint8_t CITY[CTN_RESOURCE_COUNT] = {0, 0, 0, 2, 3};
    int p = s->actor;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (s->hand[p][r] < CITY[r]) return 0;
    return s->phase == CL_PHASE_SPECIAL_BUILD && on_pirate_corner(g, s, &s->settlements[p]);
}

static const entry ENTRIES[] = {
    {"setup_pairs", "set-up: seat h places after seat 0, the pairs of opposite seats (W§4)",
     "shores", 8, NULL, 0, p_setup_pairs, 4000},
    {"setup_odd", "set-up with 9 players: the odd seat out places last, and first again (W§4)",
     "shores_open", 9, NULL, 0, p_setup_odd, 4000},
    {"setup_second",
     "second round of set-up: reverse order, resources, pirates' corners (W§4, "
     "W§6)",
     "shores", 8, NULL, 0, p_setup_second, 4000},
    {"pre_roll", "before the roll green holds a card but may only roll (W§5, W§7)", "shores", 8,
     NULL, 0, p_pre_roll, 4000},
    {"window_green", "green's window with offers to the two seats on each side (W§7)", "shores", 8,
     NULL, 1, p_window_green, 4000},
    {"window_red", "red's window: a card, or the end of it; offers not counted (W§7)", "shores", 8,
     NULL, 0, p_window_red, 4000},
    {"phase3_ship",
     "phase 3 for a player neither green nor red: builds, trade and a ship move "
     "(W§8)",
     "shores", 8, NULL, 0, p_phase3_ship, 4000},
    {"seven_green", "a 7: green moves one of four bandits, nobody robbed (W§6)", "shores", 8, NULL,
     0, p_seven_green, 16000},
    {"seven_red", "a 7: red moves one of the other three bandits (W§6)", "shores", 8, NULL, 0,
     p_seven_red, 4000},
    {"seven_bank", "a 7: green, then red, picks a card from the bank (W§6)", "shores", 8, NULL, 0,
     p_seven_bank, 4000},
    {"knight", "a knight in a window: any bandit, robbing at the robber's or pirate's hex (W§6)",
     "shores", 8, NULL, 0, p_knight, 4000},
    {"seven_island",
     "a 7: red's bank pick, then the 7-island pays, its gold corner in picks "
     "(W§6)",
     "shores", 8, NULL, 0, p_seven_island, 4000},
    {"discovery_token", "phase 3: a settlement in a new area takes a discovery token (W§9)",
     "shores", 8, NULL, 0, p_discovery_token, 4000},
    {"token_pool_empty",
     "phase 3: a settlement in a new area, but the pool (1 token) is empty "
     "(W§9)",
     "shores", 8, "discovery_tokens=1", 0, p_token_pool_empty, 4000},
    {"claim_tie", "the last part of a round with a tie at the goal: the claim (W§10)", "shores", 8,
     "vp_to_win=3", 0, p_claim_tie, 4000},
    {"pirate_city", "phase 3: no city on a pirate's corner (W§6)", "shores", 8, NULL, 0,
     p_pirate_city, 4000},
};

/* ---- finding a position ---- */

static int keep(ctn_action *a, int n, int t1, int t2) {
    int m = 0;
    for (int i = 0; i < n; i++)
        if (CL_ACT_TYPE(a[i]) == t1 || CL_ACT_TYPE(a[i]) == t2) a[m++] = a[i];
    return m;
}

/* Random, without offers; in phase 3 usually a settlement or city, else often a road or ship. */
static ctn_action pick(const ctn_game *g, const world_state *s, int p, ctn_rng *rng) {
    int n = ctn_game_legal(g, (const ctn_state *)s, p, CTN_LEGAL_NO_OFFERS, list), m = 0;
    if (s->phase == CL_PHASE_SPECIAL_BUILD && ctn_rng_below(rng, 4))
        m = keep(list, n, CL_A_BUILD_SETTLEMENT, CL_A_BUILD_CITY);
    if (s->phase == CL_PHASE_SPECIAL_BUILD && !m && ctn_rng_below(rng, 2))
        m = keep(list, n, CL_A_BUILD_ROAD, CL_A_BUILD_SHIP);
    return list[ctn_rng_below(rng, (uint32_t)(m ? m : n))];
}

/* Plays seeded games until the predicate holds; fills the replay and the spec. */
static int find(const entry *e, ctn_game_spec *spec, ctn_replay **out) {
    ctn_error err;
    for (uint64_t seed = 1; seed < 3000; seed++) {
        if (world_board_spec(e->board, e->players, seed, e->options, spec) != 0) return -1;
        ctn_game *g = NULL;
        if (ctn_game_spec_create(spec, &g, &err) != CTN_OK)
            return fprintf(stderr, "%s\n", err.message), -1;
        ctn_replay *rp = NULL;
        ctn_replay_new(spec, &rp, &err);
        static world_state s;
        ctn_game_init_state(g, (ctn_state *)&s, seed);
        ctn_rng rng;
        ctn_rng_seed(&rng, seed * 31 + 7);
        while (!ctn_game_is_terminal(g, (ctn_state *)&s) && s.turn < 150) {
            if (e->hit(g, &s)) {
                ctn_game_free(g);
                *out = rp;
                return 0;
            }
            int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a = p == CTN_CHANCE ? ctn_game_sample_own_chance(g, (ctn_state *)&s)
                                           : pick(g, &s, p, &rng);
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

/* ---- writing it ---- */

static int write_counts(const entry *e, ctn_game *g, ctn_state *s, FILE *f) {
    ctn_error err;
    ctn_perft *pf = NULL;
    unsigned flags = e->offers ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS;
    ctn_perft_new(g, 8, flags, 1, &pf, &err);
    for (int depth = 1; depth <= 8; depth++) {
        uint64_t n = ctn_perft_count(pf, s, depth);
        const char *first;
        if (ctn_perft_mismatches(pf, &first))
            return fprintf(stderr, "%s: oracle mismatch: %s\n", e->name, first), 1;
        if (n > e->max_count && depth > 1) break;
        fprintf(f, "%s%" PRIu64, depth > 1 ? "," : "", n);
        printf("%-16s depth %d: %" PRIu64 "\n", e->name, depth, n);
        if (n > e->max_count || n == 0) break;
    }
    ctn_perft_free(pf);
    return 0;
}

static int write_entry(const entry *e, const char *dir) {
    static ctn_game_spec spec;
    ctn_error err;
    ctn_replay *rp = NULL;
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
    fprintf(f, "{\"about\":\"%s\",\"offers\":%s,\"perft\":[", e->about,
            e->offers ? "true" : "false");
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
    if (argc < 2 || argc > 3) return fprintf(stderr, "usage: make_world_positions DIR [NAME]\n"), 2;
    int rc = 0;
    for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++)
        if (argc < 3 || strcmp(argv[2], ENTRIES[i].name) == 0)
            rc |= write_entry(&ENTRIES[i], argv[1]);
    return rc;
}
