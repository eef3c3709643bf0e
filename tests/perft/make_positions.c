/* make_positions.c — writes the perft reference positions of tests/perft/classic/.
 *
 * For each entry of the table below it plays seeded random games (a random policy that sometimes
 * makes domestic offers) until a position satisfies the entry's predicate — chosen to hit one rule
 * — and saves that position as a replay with its perft counts, every node checked against the
 * independent oracle. Run it only to add or renew positions; the test (test_classic_perft.c)
 * reads the committed files. Usage: make_positions OUTPUT_DIR
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"

typedef int (*predicate)(const ctn_game *g, const ctn_classic_state *s);

typedef struct {
    const char *name, *about;
    int players;
    ctn_board_kind board;
    const char *option; /* "name=value" or NULL */
    int option_value;
    predicate hit;
    uint64_t max_count; /* deepest depth whose count stays under this */
    int offers;         /* count domestic offers too */
} entry;

static int owing(const ctn_classic_state *s) {
    int n = 0;
    for (int p = 0; p < s->num_players; p++) n += s->discard_owed[p] > 0;
    return n;
}

static int p_setup_start(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    return s->actions == 0;
}
static int p_setup_second(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    return s->phase == CL_PHASE_SETUP_SETTLEMENT && s->setup_step == s->num_players;
}
static int p_first_roll(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    return s->phase == CL_PHASE_PRE_ROLL && s->turn == 1;
}
static int p_discards(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_DISCARD || owing(s) < 2) return 0;
    for (int p = 0; p < s->num_players; p++)
        if (s->discard_owed[p] > 4) return 0;
    return 1;
}
static int p_robber(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_MOVE_ROBBER || s->turn < 20) return 0;
    int holders = 0;
    for (int p = 0; p < s->num_players; p++)
        holders += p != s->actor && s->hidden_hand[p] + s->hand[p][0] + s->hand[p][1] +
                                            s->hand[p][2] + s->hand[p][3] + s->hand[p][4] >
                                        0;
    return holders >= 2;
}
static int p_dev_cards(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_PRE_ROLL) return 0;
    const uint8_t *h = s->dev_hand[s->actor];
    return h[CL_DEV_KNIGHT] &&
           (h[CL_DEV_YEAR_OF_PLENTY] || h[CL_DEV_MONOPOLY] || h[CL_DEV_ROAD_BUILDING]);
}
static int p_road_building(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    return s->phase == CL_PHASE_ROAD_BUILDING && s->free_roads == 2;
}
static int p_longest_road(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_MAIN || s->longest_road_owner == CL_NOBODY ||
        s->longest_road_owner == s->actor)
        return 0;
    const uint8_t *h = s->hand[s->actor];
    return s->road_length[s->actor] >= 4 && h[CTN_LUMBER] >= 2 && h[CTN_BRICK] >= 2;
}
static int p_trade_answer(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_TRADE_ANSWER) return 0;
    int total = 0;
    for (int p = 0; p < s->num_players; p++)
        total += s->hand[p][0] + s->hand[p][1] + s->hand[p][2] + s->hand[p][3] + s->hand[p][4];
    return total <= 40;
}
static int p_small_hand_main(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_MAIN || s->turn < 10) return 0;
    const uint8_t *h = s->hand[s->actor];
    int n = h[0] + h[1] + h[2] + h[3] + h[4], kinds = 0;
    for (int r = 0; r < 5; r++) kinds += h[r] > 0;
    return n >= 3 && n <= 4 && kinds >= 2;
}
static int p_special_build(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_SPECIAL_BUILD) return 0;
    const uint8_t *h = s->hand[s->actor];
    return h[CTN_LUMBER] && h[CTN_BRICK] && h[CTN_WOOL] && h[CTN_GRAIN];
}
static int p_paired(const ctn_game *g, const ctn_classic_state *s) {
    (void)g;
    if (s->phase != CL_PHASE_PAIRED) return 0;
    const uint8_t *h = s->hand[s->actor];
    return h[0] + h[1] + h[2] + h[3] + h[4] >= 5;
}
/* Before a roll where some number would ask more of a resource than the bank holds. */
static int p_shortage(const ctn_game *g, const ctn_classic_state *s) {
    if (s->phase != CL_PHASE_ROLL) return 0;
    const ctn_topology *t = ctn_classic_topology(g);
    for (int roll = 2; roll <= 12; roll++) {
        int demand[5] = {0};
        for (int h = 0; h < s->num_hexes; h++) {
            int r = ctn_terrain_resource(s->terrain[h]);
            if (s->number[h] != roll || h == s->robber || r < 0) continue;
            for (int c = 0; c < 6; c++) {
                int own = s->vertex_owner[t->hex_vertex[h][c]];
                if (own) demand[r] += (own & 0x10) ? 2 : 1;
            }
        }
        for (int r = 0; r < 5; r++)
            if (demand[r] > s->bank[r] && demand[r] > 0) return 1;
    }
    return 0;
}
static int p_near_win(const ctn_game *g, const ctn_classic_state *s) {
    if (s->phase != CL_PHASE_MAIN) return 0;
    const uint8_t *h = s->hand[s->actor];
    return ctn_classic_total_vp(g, (const ctn_state *)s, s->actor) >= 9 && h[CTN_LUMBER] && h[CTN_BRICK] &&
           h[CTN_WOOL] && h[CTN_GRAIN];
}

static const entry ENTRIES[] = {
    {"setup_start", "first set-up placement on the beginner board (§3)", 4, CTN_BOARD_BEGINNER,
     NULL, 0, p_setup_start, 30000, 1},
    {"setup_second_round", "second round of set-up: reverse order and starting resources (§3)", 4,
     CTN_BOARD_BEGINNER, NULL, 0, p_setup_second, 10000, 1},
    {"first_roll", "the first turn before the roll: dice and production (§4, §5.1)", 4,
     CTN_BOARD_BEGINNER, NULL, 0, p_first_roll, 100000, 0},
    {"discards", "a 7 with two or more players discarding at once, card by card (§5.3)", 4,
     CTN_BOARD_RANDOM, NULL, 0, p_discards, 100000, 0},
    {"robber", "moving the robber with several possible victims, then the theft (§5.4)", 4,
     CTN_BOARD_RANDOM, NULL, 0, p_robber, 100000, 0},
    {"dev_cards", "before the roll holding a knight and a progress card (§8)", 4, CTN_BOARD_RANDOM,
     NULL, 0, p_dev_cards, 100000, 0},
    {"road_building", "placing two free roads (§8)", 4, CTN_BOARD_RANDOM, NULL, 0, p_road_building,
     100000, 0},
    {"longest_road", "a challenger for Longest Road with bricks and lumber (§6.1)", 4,
     CTN_BOARD_RANDOM, NULL, 0, p_longest_road, 100000, 0},
    {"trade_answer", "answers to a domestic offer, then the confirmation (§7.2)", 4,
     CTN_BOARD_RANDOM, NULL, 0, p_trade_answer, 100000, 1},
    {"offers_small_hand", "main phase with 3-4 cards: every domestic offer counted (§7.2)", 3,
     CTN_BOARD_RANDOM, NULL, 0, p_small_hand_main, 10000, 1},
    {"special_build", "5 players: a special building phase (§9.1)", 5, CTN_BOARD_RANDOM, NULL, 0,
     p_special_build, 100000, 0},
    {"paired", "6 players, paired turns: player 2's part (§9.2)", 6, CTN_BOARD_RANDOM, "turn_mode",
     1, p_paired, 100000, 0},
    {"bank_shortage", "a roll that can outrun the bank (§5.2)", 4, CTN_BOARD_RANDOM,
     "discard_limit", 30, p_shortage, 100000, 0},
    {"near_win", "nine points and a settlement in hand (§10)", 4, CTN_BOARD_RANDOM, NULL, 0,
     p_near_win, 100000, 0},
    {"seed_rules",
     "2 players with the seed rule for ties (tie_returns_card), holding development cards", 2,
     CTN_BOARD_RANDOM, "tie_returns_card", 1, p_dev_cards, 100000, 0},
};

static ctn_action pick(const ctn_game *g, const ctn_classic_state *s, int p, ctn_rng *rng,
                       int *offers, ctn_action *list) {
    int offer = s->phase == CL_PHASE_MAIN && *offers < 1 && ctn_rng_below(rng, 15) == 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, p, offer ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS,
                           list);
    ctn_action a = list[ctn_rng_below(rng, (uint32_t)n)];
    if (offer) {
        int m = 0;
        for (int i = 0; i < n; i++)
            if (CL_ACT_TYPE(list[i]) == CL_A_OFFER) list[m++] = list[i];
        if (m) a = list[ctn_rng_below(rng, (uint32_t)m)], (*offers)++;
    }
    return a;
}

/* Plays seeded games until the predicate holds; fills the replay. */
static int find(const entry *e, ctn_game_spec *spec, ctn_replay **out) {
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_error err;
    for (uint64_t seed = 1; seed < 5000; seed++) {
        spec->seed = seed;
        ctn_game *g = NULL;
        if (ctn_game_spec_create(spec, &g, &err) != CTN_OK)
            return fprintf(stderr, "%s\n", err.message), -1;
        ctn_replay *rp = NULL;
        ctn_replay_new(spec, &rp, &err);
        ctn_classic_state s;
        ctn_game_init_state(g, (ctn_state *)&s, seed);
        ctn_rng rng;
        ctn_rng_seed(&rng, seed * 31 + 7);
        int offers = 0;
        uint32_t turn = 0;
        while (!ctn_game_is_terminal(g, (ctn_state *)&s) && s.turn < 400) {
            if (e->hit(g, &s)) {
                ctn_game_free(g);
                *out = rp;
                return 0;
            }
            int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a = p == CTN_CHANCE ? ctn_game_sample_own_chance(g, (ctn_state *)&s)
                                           : pick(g, &s, p, &rng, &offers, list);
            char text[CTN_ACTION_TEXT_MAX];
            ctn_action_to_text(g, (ctn_state *)&s, a, text, sizeof text);
            ctn_replay_append(rp, p, text, &err);
            ctn_game_apply(g, (ctn_state *)&s, p, a);
            if (s.turn != turn) turn = s.turn, offers = 0;
        }
        ctn_replay_free(rp);
        ctn_game_free(g);
    }
    return -1;
}

static int write_entry(const entry *e, const char *dir) {
    ctn_game_spec spec;
    memset(&spec, 0, sizeof spec);
    spec.rules = &ctn_classic_rules;
    spec.num_players = e->players;
    spec.board_kind = e->board;
    if (e->option) {
        spec.num_options = 1;
        spec.options[0].name = e->option;
        spec.options[0].value = e->option_value;
    }
    ctn_replay *rp = NULL;
    if (find(e, &spec, &rp)) return fprintf(stderr, "%s: no position found\n", e->name), 1;
    ctn_game *g = NULL;
    ctn_state *s = NULL;
    ctn_error err;
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
    ctn_perft *pf = NULL;
    ctn_perft_new(g, 8, e->offers ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS, 1, &pf, &err);
    for (int depth = 1; depth <= 8; depth++) {
        uint64_t n = ctn_perft_count(pf, s, depth);
        const char *first;
        if (ctn_perft_mismatches(pf, &first))
            return fprintf(stderr, "%s: oracle mismatch: %s\n", e->name, first), 1;
        if (n > e->max_count && depth > 1) break;
        fprintf(f, "%s%" PRIu64, depth > 1 ? "," : "", n);
        printf("%-20s depth %d: %" PRIu64 "\n", e->name, depth, n);
        if (n > e->max_count) break;
    }
    fprintf(f, "],\n\"replay\":%s}\n", replay_json);
    fclose(f);
    ctn_perft_free(pf);
    ctn_io_free(replay_json);
    ctn_io_free(s);
    ctn_game_free(g);
    ctn_replay_free(rp);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) return fprintf(stderr, "usage: make_positions OUTPUT_DIR\n"), 2;
    int rc = 0;
    for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++)
        rc |= write_entry(&ENTRIES[i], argv[1]);
    return rc;
}
