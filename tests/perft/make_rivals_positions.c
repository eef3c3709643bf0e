/* make_rivals_positions.c — writes the perft reference positions of tests/perft/rivals/ (Rivals
 * for Catan, the introductory game, docs/rules/rivals.md, cited as R§n).
 *
 * For each entry of the table below it plays seeded random games until a position satisfies the
 * entry's predicate — chosen to hit one rule — and saves that position as a replay with its perft
 * counts, every node checked against the independent oracle (rivals_oracle.c). A position whose
 * tree holds a node where the fast generator and the oracle disagree is not written: the search
 * reports it, goes on with the next seed and the tool exits with an error. Run it only to add or
 * renew positions; the test (test_rivals_perft.c) reads the committed files.
 * Usage: make_rivals_positions OUTPUT_DIR [NAME]   (NAME: one entry only)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "catan/rivals.h"

typedef ctn_rivals_state st;
typedef int (*predicate)(const ctn_game *g, const st *s);

typedef struct {
    const char *name, *about;
    int players;
    const char *option[2]; /* option names or NULL */
    int value[2];
    predicate hit;
    uint64_t max_count; /* deepest depth whose count stays under this */
} entry;

static int hand(const st *s, int p) { return __builtin_popcountll(s->hand[p][0]) + __builtin_popcountll(s->hand[p][1]); }
static int has_kind(const ctn_game *g, const st *s, int p, const char *key) {
    int k = ctn_rivals_card_find(key);
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        if ((s->hand[p][c >> 6] >> (c & 63) & 1) && ctn_rivals_kind(g, c) == k) return 1;
    return 0;
}
static int p_start(const ctn_game *g, const st *s) { (void)g; return s->actions == 0; }
static int p_first_roll(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_PRE_ROLL && s->turn == 0; }
static int p_brigitta(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_PRE_ROLL && has_kind(g, s, s->current, "brigitta");
}
static int p_action(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == RV_PH_ACTION && s->turn >= 6 && hand(s, s->current) >= 3;
}
static int p_relocation(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && has_kind(g, s, s->current, "relocation");
}
static int p_pay(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_PAY; }
static int p_gain(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_GAIN && s->gains_n >= 2; }
static int p_regions(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_REGION; }
static int p_scout(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_SCOUT; }
static int p_event(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_EVENT; }
static int p_merchant(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_MERCHANT; }
static int p_take(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_TAKE_TYPE; }
static int p_ff(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_FF_PICK; }
static int p_feud(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_FEUD_NAME || s->phase == RV_PH_FEUD_CHOOSE; }
static int p_replenish(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_REPLENISH && hand(s, s->actor) <= 1; }
static int p_exchange(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_EXCHANGE_TAKE; }
static int p_near_win(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && ctn_rivals_vp(g, s, s->current) >= 6;
}

static const entry ENTRIES[] = {
    {"start", "the set-up: choosing the stack of the starting hand, three draws (R§6)", 2, {NULL}, {0}, p_start, 30000},
    {"first_roll", "red's first roll: 30 dice outcomes, brigands before production (R§2, R§5)", 2, {NULL}, {0}, p_first_roll, 30000},
    {"brigitta", "Brigitta in hand before the roll (R§7)", 2, {NULL}, {0}, p_brigitta, 30000},
    {"action", "an action phase a few turns in (R§4, R§5)", 2, {NULL}, {0}, p_action, 30000},
    {"relocation", "an action phase with Relocation in hand (R§7, R-6)", 2, {NULL}, {0}, p_relocation, 30000},
    {"pay", "a payment with a choice of regions (R§4, R-3)", 2, {NULL}, {0}, p_pay, 30000},
    {"gains", "two gains queued, placed by choice (R§4, R-13)", 2, {NULL}, {0}, p_gain, 30000},
    {"regions", "a settlement's regions drawn from the region stack (R§3, R§4)", 2, {NULL}, {0}, p_regions, 30000},
    {"scout", "Scout: picking the settlement's regions (R§7)", 2, {NULL}, {0}, p_scout, 30000},
    {"event", "an event card revealed from the stack (R§5.5)", 2, {NULL}, {0}, p_event, 30000},
    {"merchant", "Traveling Merchant: buying for gold (R§7)", 2, {NULL}, {0}, p_merchant, 30000},
    {"trade_face", "the trade face: the holder names a resource (R§5, R-8)", 2, {NULL}, {0}, p_take, 30000},
    {"fraternal_feuds", "Fraternal Feuds: picking from the opponent's hand (R§7, R-4)", 2, {NULL}, {0}, p_ff, 30000},
    {"feud", "Feud: naming or removing a building (R§7, R-4)", 2, {NULL}, {0}, p_feud, 30000},
    {"replenish", "replenishing from several stacks (R§5.1)", 2, {NULL}, {0}, p_replenish, 30000},
    {"exchange", "the exchange: the top card or a search (R§5, R-10)", 2, {NULL}, {0}, p_exchange, 30000},
    {"near_win", "6 points in the action phase: the win at the end of the turn (R§1)", 2, {NULL}, {0}, p_near_win, 30000},
};

/* Plays seeded games from `*seed` on until the predicate holds; fills the replay. */
static int find(const entry *e, ctn_game_spec *spec, uint64_t *seed, ctn_replay **out) {
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_error err;
    for (; *seed < 20000; (*seed)++) {
        spec->seed = *seed;
        ctn_game *g = NULL;
        if (ctn_game_spec_create(spec, &g, &err) != CTN_OK)
            return fprintf(stderr, "%s\n", err.message), -1;
        ctn_replay *rp = NULL;
        ctn_replay_new(spec, &rp, &err);
        st s;
        ctn_game_init_state(g, (ctn_state *)&s, *seed);
        ctn_rng rng;
        ctn_rng_seed(&rng, *seed * 31 + 7);
        while (!ctn_game_is_terminal(g, (ctn_state *)&s) && s.turn < 400) {
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
                int n = ctn_game_legal(g, (ctn_state *)&s, p, CTN_LEGAL_ALL, list);
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

/* Counts depths 1.. until a count passes max_count; 0 when every node agreed with the oracle. */
static int count(const entry *e, const ctn_game *g, const ctn_state *s, uint64_t *counts,
                 int *depths) {
    ctn_perft *pf = NULL;
    ctn_error err;
    ctn_perft_new(g, 8, CTN_LEGAL_ALL, 1, &pf, &err);
    *depths = 0;
    for (int depth = 1; depth <= 8; depth++) {
        uint64_t n = ctn_perft_count(pf, s, depth);
        const char *first;
        if (ctn_perft_mismatches(pf, &first)) {
            fprintf(stderr, "%s: oracle mismatch at depth %d: %s\n", e->name, depth, first);
            ctn_perft_free(pf);
            return 1;
        }
        if (n > e->max_count && depth > 1) break;
        counts[(*depths)++] = n;
        if (n > e->max_count) break;
    }
    ctn_perft_free(pf);
    return 0;
}

static int disagreements; /* positions skipped because the oracle disagreed somewhere */

static int write_entry(const entry *e, const char *dir) {
    ctn_game_spec spec;
    memset(&spec, 0, sizeof spec);
    spec.rules = &ctn_rivals_rules;
    spec.num_players = e->players;
    spec.board_kind = CTN_BOARD_DEFAULT;
    for (int i = 0; i < 2 && e->option[i]; i++) {
        spec.options[i].name = e->option[i];
        spec.options[i].value = e->value[i];
        spec.num_options = i + 1;
    }
    for (uint64_t seed = 1;; seed++) {
        ctn_replay *rp = NULL;
        if (find(e, &spec, &seed, &rp))
            return fprintf(stderr, "%s: no position found\n", e->name), 1;
        ctn_game *g = NULL;
        ctn_state *s = NULL;
        ctn_error err;
        if (ctn_replay_play(rp, NULL, NULL, &g, &s, &err) != CTN_OK)
            return fprintf(stderr, "%s: %s\n", e->name, err.message), 1;
        uint64_t counts[8];
        int depths = 0;
        if (count(e, g, s, counts, &depths)) { /* a disagreement: reported, try the next seed */
            disagreements++;
            ctn_io_free(s);
            ctn_game_free(g);
            ctn_replay_free(rp);
            continue;
        }
        ctn_replay_set_final_hash(rp, ctn_state_hash(g, s));
        char *replay_json = NULL;
        ctn_replay_to_json(rp, &replay_json, &err);
        char path[512];
        snprintf(path, sizeof path, "%s/%s.json", dir, e->name);
        FILE *f = fopen(path, "w");
        if (!f) return perror(path), 1;
        fprintf(f, "{\"about\":\"%s\",\"offers\":false,\"perft\":[", e->about);
        for (int d = 0; d < depths; d++) {
            fprintf(f, "%s%" PRIu64, d ? "," : "", counts[d]);
            printf("%-20s seed %-5" PRIu64 " depth %d: %" PRIu64 "\n", e->name, seed, d + 1,
                   counts[d]);
        }
        fprintf(f, "],\n\"replay\":%s}\n", replay_json);
        fclose(f);
        ctn_io_free(replay_json);
        ctn_io_free(s);
        ctn_game_free(g);
        ctn_replay_free(rp);
        return 0;
    }
}

int main(int argc, char **argv) {
    if (argc < 2) return fprintf(stderr, "usage: make_rivals_positions OUTPUT_DIR [NAME]\n"), 2;
    int rc = 0;
    for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++)
        if (argc < 3 || strcmp(argv[2], ENTRIES[i].name) == 0)
            rc |= write_entry(&ENTRIES[i], argv[1]);
    if (disagreements)
        fprintf(stderr, "%d positions skipped: the fast generator and the oracle disagree\n",
                disagreements);
    return rc || disagreements;
}
