/* card_positions_writer.h — the search-and-write part of the perft position writers of the card
 * games (make_struggle_positions.c, make_rivals_positions.c), included by each after it defines
 * `st` (its state type), `entry` (name, about, players, option[2], value[2], hit, max_count), the
 * table ENTRIES, POSITIONS_RULES (its rule-set table) and POSITIONS_TOOL (the program's name).
 * It plays seeded random games until an entry's predicate holds, counts perft with every node
 * checked against the oracle, and writes the replay with its counts; then main over the table.
 * A writer may define POSITIONS_PICK(list, n, rng) to choose its random moves otherwise than
 * uniformly.
 */
#ifndef POSITIONS_PICK
#define POSITIONS_PICK(list, n, rng) ((list)[ctn_rng_below((rng), (uint32_t)(n))])
#endif
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
                a = POSITIONS_PICK(list, n, &rng);
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
    spec.rules = &POSITIONS_RULES;
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
    if (argc < 2) return fprintf(stderr, "usage: " POSITIONS_TOOL " OUTPUT_DIR [NAME]\n"), 2;
    int rc = 0;
    for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++)
        if (argc < 3 || strcmp(argv[2], ENTRIES[i].name) == 0)
            rc |= write_entry(&ENTRIES[i], argv[1]);
    if (disagreements)
        fprintf(stderr, "%d positions skipped: the fast generator and the oracle disagree\n",
                disagreements);
    return rc || disagreements;
}
