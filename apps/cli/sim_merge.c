/* sim_merge.c — `catan sim --merge FILE...`: the --json reports of the shards of one run (played
 * with --shard I/N, perhaps on many machines) merged into the report of the whole run. Every
 * figure is recomputed from the shards' raw sums ("raw" in the report), so the merged report equals
 * that of one unsharded run, result hash included, except for speed: threads and seconds are the
 * shards' sums. The shards must be of one run (equal "run" parts), each given once, all present.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

#define PROG "catan sim --merge"

typedef struct {
    const char *path;
    json_t *root, *run, *shard, *raw;
    uint64_t index, count;
} shard_file;

static int fail(const char *path, const char *what) {
    fprintf(stderr, PROG ": %s: %s\n", path, what);
    return 2;
}

/* A non-negative integer field; -1 if absent or of another type. */
static int get_u64(json_t *obj, const char *key, uint64_t *out) {
    json_t *v = json_object_get(obj, key);
    if (!json_is_integer(v) || json_integer_value(v) < 0) return -1;
    *out = (uint64_t)json_integer_value(v);
    return 0;
}

static int get_i64(json_t *obj, const char *key, int64_t *out) {
    json_t *v = json_object_get(obj, key);
    if (!json_is_integer(v)) return -1;
    *out = (int64_t)json_integer_value(v);
    return 0;
}

/* Reads one report and its three parts. */
static int load_shard(shard_file *f) {
    size_t len;
    char *text = cli_read_file(PROG, f->path, &len);
    if (!text) return 2;
    json_error_t je;
    f->root = json_loadb(text, len, 0, &je);
    free(text);
    if (!f->root) {
        char msg[256];
        snprintf(msg, sizeof msg, "not JSON (line %d: %s)", je.line, je.text);
        return fail(f->path, msg);
    }
    f->run = json_object_get(f->root, "run");
    f->shard = json_object_get(f->root, "shard");
    f->raw = json_object_get(f->root, "raw");
    if (!json_is_object(f->run) || !json_is_object(f->shard) || !json_is_object(f->raw))
        return fail(f->path, "not a `catan sim --json` report (its \"run\", \"shard\" or \"raw\" "
                             "part is missing)");
    if (get_u64(f->shard, "index", &f->index) || get_u64(f->shard, "count", &f->count) ||
        f->index < 1 || f->index > f->count)
        return fail(f->path, "its \"shard\" part has no valid index and count");
    return 0;
}

/* The first key whose value differs between two "run" parts, or NULL. */
static const char *run_difference(json_t *a, json_t *b) {
    const char *key;
    json_t *v;
    json_object_foreach(a, key, v) {
        if (!json_equal(v, json_object_get(b, key))) return key;
    }
    json_object_foreach(b, key, v) {
        if (!json_object_get(a, key)) return key;
    }
    return NULL;
}

/* Every shard of the first one's run, each once, all present. */
static int check_shards(shard_file *f, int n) {
    uint64_t count = f[0].count;
    for (int i = 0; i < n; i++) {
        const char *key = run_difference(f[0].run, f[i].run);
        char msg[512];
        if (key) {
            snprintf(msg, sizeof msg, "a shard of another run than %s (\"%s\" differs)", f[0].path,
                     key);
            return fail(f[i].path, msg);
        }
        if (f[i].count != count) {
            snprintf(msg, sizeof msg, "shard %llu of %llu, but %s is one of %llu",
                     (unsigned long long)f[i].index, (unsigned long long)f[i].count, f[0].path,
                     (unsigned long long)count);
            return fail(f[i].path, msg);
        }
        for (int j = 0; j < i; j++)
            if (f[j].index == f[i].index) {
                snprintf(msg, sizeof msg, "shard %llu given twice (also %s)",
                         (unsigned long long)f[i].index, f[j].path);
                return fail(f[i].path, msg);
            }
    }
    if ((uint64_t)n != count) {
        for (uint64_t k = 1; k <= count; k++) {
            int found = 0;
            for (int i = 0; i < n; i++) found |= f[i].index == k;
            if (!found) {
                fprintf(stderr, PROG ": shard %llu of %llu is missing (%d of %llu given)\n",
                        (unsigned long long)k, (unsigned long long)count, n,
                        (unsigned long long)count);
                return 2;
            }
        }
    }
    return 0;
}

/* The run's arguments from its "run" part (strings stay owned by the JSON). */
static int read_run(const shard_file *f, sim_args *a) {
    json_t *run = f->run, *seats = json_object_get(run, "seats");
    json_t *options = json_object_get(run, "options"), *board = json_object_get(run, "board");
    uint64_t players;
    memset(a, 0, sizeof *a);
    a->ga.game = json_string_value(json_object_get(run, "game"));
    a->ga.board = json_string_value(board);
    if (!a->ga.game || get_u64(run, "players", &players) || get_u64(run, "games", &a->games) ||
        get_u64(run, "seed", &a->seed) || get_u64(run, "max_actions", &a->max_actions) ||
        !json_is_array(seats) || json_array_size(seats) != players || players < 1 ||
        players > CTN_MAX_PLAYERS || !json_is_array(options) ||
        json_array_size(options) > CTN_MAX_OPTIONS)
        return fail(f->path, "its \"run\" part is incomplete");
    a->num_seats = (int)players;
    for (int p = 0; p < a->num_seats; p++) {
        const char *s = json_string_value(json_array_get(seats, (size_t)p));
        if (!s || strlen(s) >= sizeof a->seats[0]) return fail(f->path, "a bad seat in \"run\"");
        strcpy(a->seats[p], s);
    }
    a->ga.num_options = (int)json_array_size(options);
    for (int o = 0; o < a->ga.num_options; o++) {
        const char *s = json_string_value(json_array_get(options, (size_t)o));
        if (!s || strlen(s) >= sizeof a->ga.option_text[0])
            return fail(f->path, "a bad option in \"run\"");
        strcpy(a->ga.option_text[o], s);
    }
    a->ga.players = a->num_seats;
    for (int o = 0; o < a->ga.num_options; o++) { /* a deck match's names, as the run gave them */
        const char *t = a->ga.option_text[o];
        if (!strncmp(t, "deck0=", 6) || !strncmp(t, "deck1=", 6))
            snprintf(a->ga.deck_name[t[4] - '0'], sizeof a->ga.deck_name[0], "%s", t + 6);
    }
    a->decks = json_is_object(json_object_get(f->raw, "decks"));
    a->rotate = json_is_true(json_object_get(run, "rotate"));
    a->offers = json_is_true(json_object_get(run, "offers"));
    a->keep_cards = json_is_true(json_object_get(run, "keep_cards"));
    a->shard_index = 1, a->shard_count = f->count, a->first = 0, a->end = a->games;
    a->merged = 1;
    return 0;
}

/* One shard's tally of bots, as its report lists them. */
static int read_tally(const shard_file *f, ctn_tally *t) {
    json_t *bots = json_object_get(f->raw, "bots");
    ctn_tally_init(t);
    if (!json_is_array(bots) || json_array_size(bots) > CTN_TALLY_MAX_BOTS)
        return fail(f->path, "its \"raw\" part has no list of bots");
    size_t n = json_array_size(bots);
    for (size_t b = 0; b < n; b++) {
        json_t *bot = json_array_get(bots, b), *beat = json_object_get(bot, "beat");
        const char *name = json_string_value(json_object_get(bot, "name"));
        int k = name ? ctn_tally_add(t, name) : -1;
        if (k != (int)b || get_u64(bot, "games", &t->bots[k].games) ||
            get_u64(bot, "wins", &t->bots[k].wins) || get_i64(bot, "points", &t->bots[k].points) ||
            !json_is_array(beat) || json_array_size(beat) != n)
            return fail(f->path, "a bad bot in \"raw\"");
        for (size_t c = 0; c < n; c++) {
            json_t *v = json_array_get(beat, c);
            if (!json_is_integer(v) || json_integer_value(v) < 0)
                return fail(f->path, "a bad pairwise count in \"raw\"");
            t->beat[k][c] = (uint64_t)json_integer_value(v);
        }
    }
    return 0;
}

/* A deck match's sums ("raw" "decks": each deck's wins, games and wins as red) into *t. */
static int add_decks(const shard_file *f, sim_totals *t) {
    json_t *decks = json_object_get(f->raw, "decks");
    uint64_t *rows[3] = {t->deck_wins, t->deck_red_games, t->deck_red_wins};
    static const char *const NAMES[3] = {"wins", "red_games", "red_wins"};
    for (int k = 0; k < 3; k++) {
        json_t *row = json_object_get(decks, NAMES[k]);
        if (!json_is_array(row) || json_array_size(row) != 2) return fail(f->path, "a bad deck count in \"raw\"");
        for (int e = 0; e < 2; e++) {
            json_t *v = json_array_get(row, (size_t)e);
            if (!json_is_integer(v) || json_integer_value(v) < 0) return fail(f->path, "a bad deck count in \"raw\"");
            rows[k][e] += (uint64_t)json_integer_value(v);
        }
    }
    return 0;
}

/* Adds one shard's raw sums into *t; *secs and a->threads gain its seconds and threads. */
static int add_shard(const shard_file *f, sim_args *a, sim_totals *t, double *secs) {
    sim_totals s = {0};
    const char *hash = json_string_value(json_object_get(f->raw, "hash"));
    json_t *wins = json_object_get(f->raw, "wins"), *points = json_object_get(f->raw, "points");
    char *end = NULL;
    uint64_t threads;
    if (get_u64(f->raw, "games", &s.games) || get_u64(f->raw, "undecided", &s.undecided) ||
        get_u64(f->raw, "turns", &s.turns) || get_u64(f->raw, "actions", &s.actions) ||
        get_u64(f->raw, "decisions", &s.decisions) || !hash || strlen(hash) != 16 ||
        get_u64(f->root, "threads", &threads) ||
        !json_is_number(json_object_get(f->root, "seconds")) || !json_is_array(wins) ||
        !json_is_array(points) || json_array_size(wins) != (size_t)a->num_seats ||
        json_array_size(points) != (size_t)a->num_seats)
        return fail(f->path, "its \"raw\" part is incomplete");
    s.hash = strtoull(hash, &end, 16);
    if (*end) return fail(f->path, "a bad hash in \"raw\"");
    for (int p = 0; p < a->num_seats; p++) {
        json_t *w = json_array_get(wins, (size_t)p), *pt = json_array_get(points, (size_t)p);
        if (!json_is_integer(w) || json_integer_value(w) < 0 || !json_is_integer(pt))
            return fail(f->path, "a bad seat count in \"raw\"");
        t->wins[p] += (uint64_t)json_integer_value(w);
        t->points[p] += (int64_t)json_integer_value(pt);
    }
    if (a->decks && add_decks(f, t)) return 2;
    if (read_tally(f, &s.tally)) return 2;
    t->games += s.games, t->undecided += s.undecided, t->turns += s.turns;
    t->actions += s.actions, t->decisions += s.decisions, t->hash += s.hash;
    if (ctn_tally_merge(&t->tally, &s.tally)) return fail(f->path, "too many distinct bots");
    a->threads += threads;
    *secs += json_number_value(json_object_get(f->root, "seconds"));
    return 0;
}

static int merge_files(shard_file *f, int n, int json) {
    int rc = check_shards(f, n);
    sim_args a;
    sim_totals t = {0};
    double secs = 0;
    if (!rc) rc = read_run(&f[0], &a);
    ctn_tally_init(&t.tally);
    for (int i = 0; i < n && !rc; i++) rc = add_shard(&f[i], &a, &t, &secs);
    if (!rc && t.games != a.games) {
        fprintf(stderr, PROG ": the shards played %llu games, the run has %llu\n",
                (unsigned long long)t.games, (unsigned long long)a.games);
        rc = 2;
    }
    if (!rc) {
        a.json = json;
        sim_report(&a, &t, secs);
    }
    return rc;
}

int sim_merge(int argc, char **argv) {
    int json = 0, n = 0, rc = 0;
    shard_file *files = calloc((size_t)argc, sizeof *files);
    if (!files) return fail("merge", "out of memory");
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = 1;
        else if (strcmp(argv[i], "--merge") && !strncmp(argv[i], "--", 2))
            rc = fail(argv[i], "not an option of --merge (only --json; the run's arguments "
                               "come from the shards' reports)");
        else if (strcmp(argv[i], "--merge"))
            files[n++].path = argv[i];
    }
    if (!rc && n == 0) {
        fprintf(stderr, PROG ": give the --json reports of a run's shards\n");
        rc = 2;
    }
    for (int i = 0; i < n && !rc; i++) rc = load_shard(&files[i]);
    if (!rc) rc = merge_files(files, n, json);
    for (int i = 0; i < n; i++) json_decref(files[i].root);
    free(files);
    return rc;
}
