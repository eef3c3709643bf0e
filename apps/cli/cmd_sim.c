/* cmd_sim.c — `catan sim`: plays many games between bots on several threads and reports wins,
 * game lengths and speed. Game i uses seeds derived from (--seed, i) only, so the results do not
 * depend on the number of threads or their scheduling. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/match.h"
#include "cli.h"
#include "cli_common.h"

typedef struct {
    cli_game_args ga;
    char seats[CTN_MAX_PLAYERS][128];
    int num_seats;
    uint64_t games, seed, threads, max_actions;
    int json, offers;
} sim_args;

typedef struct {
    uint64_t games, undecided, turns, actions, decisions, hash;
    uint64_t wins[CTN_MAX_PLAYERS];
} sim_totals;

typedef struct {
    const sim_args *args;
    const ctn_game *game;
    atomic_uint_fast64_t *next;
    sim_totals totals;
    int failed;
    char error[CTN_ERROR_MESSAGE_MAX + 32];
} sim_worker;

static void usage(FILE *out) {
    fprintf(out,
            "usage: catan sim [--game classic] [--seats random,random,random,random] [--games N]\n"
            "                 [--seed S] [--threads T] [--json] [--players N] [--board "
            "random|beginner|FILE]\n"
            "                 [--option name=value]... [--max-actions N] [--offers]\n"
            "Plays N games (default 1000) between the bots named per seat; game i is seeded from "
            "(S, i).\n"
            "--max-actions stops a game undecided after N actions (default 200000).\n"
            "--offers lets bots see domestic trade offers among their choices (random bots never "
            "do by\n"
            "default, like the random players of other engines).\n");
}

static int split_seats(sim_args *a, const char *list) {
    a->num_seats = 0;
    const char *p = list;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (a->num_seats == CTN_MAX_PLAYERS || len == 0 || len >= sizeof a->seats[0]) return -1;
        memcpy(a->seats[a->num_seats], p, len);
        a->seats[a->num_seats++][len] = 0;
        p += len + (comma ? 1 : 0);
    }
    return a->num_seats ? 0 : -1;
}

static int parse_args(int argc, char **argv, sim_args *a) {
    memset(a, 0, sizeof *a);
    a->games = 1000, a->seed = 1, a->threads = 1, a->max_actions = 200000;
    const char *seats = NULL;
    for (int i = 1; i < argc; i++) {
        int r = cli_game_arg(&a->ga, argc, argv, &i);
        if (r < 0) return 2;
        if (r > 0) continue;
        const char *o = argv[i];
        if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
            usage(stdout);
            return 1;
        }
        if (!strcmp(o, "--json")) {
            a->json = 1;
            continue;
        }
        if (!strcmp(o, "--offers")) {
            a->offers = 1;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "catan sim: unknown option or missing value: '%s'\n", o);
            return 2;
        }
        const char *v = argv[++i];
        uint64_t *target = !strcmp(o, "--games")         ? &a->games
                           : !strcmp(o, "--seed")        ? &a->seed
                           : !strcmp(o, "--threads")     ? &a->threads
                           : !strcmp(o, "--max-actions") ? &a->max_actions
                                                         : NULL;
        if (!strcmp(o, "--seats"))
            seats = v;
        else if (!target) {
            fprintf(stderr, "catan sim: unknown option '%s'\n", o);
            return 2;
        } else if (cli_parse_u64("catan sim", o, v, target))
            return 2;
    }
    if (a->threads < 1 || a->threads > 256) {
        fprintf(stderr, "catan sim: --threads takes 1 to 256\n");
        return 2;
    }
    if (seats && split_seats(a, seats)) {
        fprintf(stderr, "catan sim: --seats takes a comma-separated list of bots, one per seat\n");
        return 2;
    }
    if (!seats) {
        a->num_seats = a->ga.players ? a->ga.players : 4;
        for (int p = 0; p < a->num_seats; p++) strcpy(a->seats[p], "random");
    }
    if (a->ga.players && a->ga.players != a->num_seats) {
        fprintf(stderr, "catan sim: --players %d but %d seats given\n", a->ga.players,
                a->num_seats);
        return 2;
    }
    a->ga.players = a->num_seats;
    return 0;
}

/* Plays games until the shared counter passes the total. */
static void *worker_run(void *arg) {
    sim_worker *w = arg;
    const sim_args *a = w->args;
    const ctn_game *g = w->game;
    ctn_match *m = NULL;
    ctn_error err = {0};
    if (ctn_match_new(g, &m, &err) != CTN_OK) {
        w->failed = 1;
        snprintf(w->error, sizeof w->error, "%s", err.message);
        return NULL;
    }
    unsigned flags = a->offers ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS;
    for (;;) {
        uint64_t i = atomic_fetch_add(w->next, 1);
        if (i >= a->games) break;
        uint64_t game_seed = ctn_seed_derive(a->seed, i);
        ctn_bot *bots[CTN_MAX_PLAYERS] = {0};
        int ok = 1;
        for (int p = 0; p < a->num_seats && ok; p++)
            if (ctn_bot_new(g, a->seats[p], p, ctn_seed_derive(game_seed, 1000u + (unsigned)p),
                            &bots[p], &err) != CTN_OK) {
                w->failed = 1, ok = 0;
                snprintf(w->error, sizeof w->error, "seat %d: %s", p, err.message);
            }
        if (ok) {
            ctn_match_result r;
            ctn_match_play(m, bots, game_seed, flags, (uint32_t)a->max_actions, &r);
            w->totals.games++;
            w->totals.turns += r.turns;
            w->totals.actions += r.actions;
            w->totals.decisions += r.decisions;
            w->totals.hash += r.hash * (2 * i + 1); /* order-free combination of per-game hashes */
            if (r.winner < 0)
                w->totals.undecided++;
            else
                w->totals.wins[r.winner]++;
        }
        for (int p = 0; p < a->num_seats; p++) ctn_bot_free(bots[p]);
        if (!ok) break;
    }
    ctn_match_free(m);
    return NULL;
}

static void add_totals(sim_totals *t, const sim_totals *w) {
    t->games += w->games, t->undecided += w->undecided, t->turns += w->turns;
    t->actions += w->actions, t->decisions += w->decisions, t->hash += w->hash;
    for (int p = 0; p < CTN_MAX_PLAYERS; p++) t->wins[p] += w->wins[p];
}

static void report(const sim_args *a, const sim_totals *t, double secs) {
    double n = t->games ? (double)t->games : 1.0;
    double gps = secs > 0 ? (double)t->games / secs : 0,
           aps = secs > 0 ? (double)t->actions / secs : 0;
    if (a->json) {
        printf("{\"game\":\"%s\",\"players\":%d,\"games\":%llu,\"seed\":%llu,\"threads\":%llu,"
               "\"seats\":[",
               a->ga.game ? a->ga.game : "classic", a->num_seats, (unsigned long long)t->games,
               (unsigned long long)a->seed, (unsigned long long)a->threads);
        for (int p = 0; p < a->num_seats; p++) printf("%s\"%s\"", p ? "," : "", a->seats[p]);
        printf("],\"wins\":[");
        for (int p = 0; p < a->num_seats; p++)
            printf("%s%llu", p ? "," : "", (unsigned long long)t->wins[p]);
        printf(
            "],\"undecided\":%llu,\"avg_turns\":%.2f,\"avg_actions\":%.2f,\"avg_decisions\":%.2f,"
            "\"games_per_sec\":%.1f,\"actions_per_sec\":%.0f,\"ns_per_action\":%.2f,\"seconds\":%."
            "3f,"
            "\"hash\":\"%016llx\"}\n",
            (unsigned long long)t->undecided, (double)t->turns / n, (double)t->actions / n,
            (double)t->decisions / n, gps, aps, aps > 0 ? 1e9 / aps : 0, secs,
            (unsigned long long)t->hash);
        return;
    }
    printf("catan sim: %llu games of %s, %d seats, seed %llu, %llu thread(s)\n",
           (unsigned long long)t->games, a->ga.game ? a->ga.game : "classic", a->num_seats,
           (unsigned long long)a->seed, (unsigned long long)a->threads);
    for (int p = 0; p < a->num_seats; p++)
        printf("  seat %d %-24s wins %8llu  (%5.1f%%)\n", p, a->seats[p],
               (unsigned long long)t->wins[p], 100.0 * (double)t->wins[p] / n);
    printf("  undecided %llu\n", (unsigned long long)t->undecided);
    printf("  per game: %.1f turns, %.1f actions (%.1f decisions, the rest chance)\n",
           (double)t->turns / n, (double)t->actions / n, (double)t->decisions / n);
    printf("  speed: %.1f games/s, %.0f actions/s (%.1f ns per action), %.2f s\n", gps, aps,
           aps > 0 ? 1e9 / aps : 0, secs);
    printf("  result hash %016llx\n", (unsigned long long)t->hash);
}

int cmd_sim(int argc, char **argv) {
    sim_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc == 1 ? 0 : rc;
    ctn_game *g = cli_game_create(&a.ga, "catan sim");
    if (!g) return 2;
    atomic_uint_fast64_t next = 0;
    sim_worker *workers = calloc(a.threads, sizeof *workers);
    pthread_t *tids = calloc(a.threads, sizeof *tids);
    if (!workers || !tids) {
        fprintf(stderr, "catan sim: out of memory\n");
        return 1;
    }
    double t0 = cli_now();
    for (uint64_t t = 0; t < a.threads; t++) {
        workers[t] = (sim_worker){.args = &a, .game = g, .next = &next};
        if (a.threads == 1)
            worker_run(&workers[t]);
        else
            pthread_create(&tids[t], NULL, worker_run, &workers[t]);
    }
    sim_totals total = {0};
    rc = 0;
    for (uint64_t t = 0; t < a.threads; t++) {
        if (a.threads > 1) pthread_join(tids[t], NULL);
        add_totals(&total, &workers[t].totals);
        if (workers[t].failed && !rc) {
            fprintf(stderr, "catan sim: %s\n", workers[t].error);
            rc = 2;
        }
    }
    double secs = cli_now() - t0;
    if (!rc) report(&a, &total, secs);
    free(workers);
    free(tids);
    ctn_game_free(g);
    return rc;
}
