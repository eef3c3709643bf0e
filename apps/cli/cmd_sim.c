/* cmd_sim.c — `catan sim`: a tournament between bots. Plays many games on several threads and
 * reports, per bot name and per seat, games, wins, win rates with 95% Wilson intervals and a test
 * against the fair share, average final points, Elo-style ratings (include/catan/stats.h), game
 * lengths and speed.
 *
 * Seats rotate: game i moves the line-up on by i mod seats (the bot listed k-th sits at seat
 * (k + i) mod seats), so every bot plays every seat equally often; --no-rotate keeps them fixed.
 * A Rivals tournament with decks (--option deck0=DECK deck1=DECK) is a match between the decks:
 * deck e goes with the e-th bot of the line-up, so the decks take turns at red and blue and the
 * first player's advantage cancels; the report says which deck wins, with its interval.
 * Game i is seeded from (--seed, i) and the bot in seat p from (game seed, p), so the results do
 * not depend on the number of threads or their scheduling: every total is an order-free sum. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "catan/match.h"
#include "catan/stats.h"
#include "cli.h"
#include "cli_common.h"
#include "sim.h"

#define PROGRESS_AFTER    2.0  /* seconds before a progress line appears */
#define PROGRESS_INTERVAL 0.25 /* seconds between its updates */

_Static_assert((int)CTN_MAX_PLAYERS <= (int)CTN_TALLY_MAX_BOTS &&
                   (int)CTN_MAX_PLAYERS <= (int)CTN_TALLY_MAX_SEATS,
               "a tally must hold every seat of a game");

typedef struct {
    pthread_mutex_t lock;
    pthread_cond_t cond;
    uint64_t finished;               /* workers done */
    atomic_uint_fast64_t next, done; /* next game to start; games finished */
} sim_sync;

typedef struct {
    const sim_args *args;
    const ctn_game *game;
    const ctn_game *swapped; /* a deck match: the game with the decks swapped, else NULL */
    sim_sync *sync;
    sim_totals totals;
    int failed;
    char error[CTN_ERROR_MESSAGE_MAX + CTN_TALLY_NAME_MAX + 32];
} sim_worker;

static void usage(FILE *out) {
    fprintf(out,
            "usage: catan sim [--seats SPEC,SPEC,...] [--games N] [--seed S] [--threads T]\n"
            "                 [--no-rotate] [--json] [--game classic] [--players N]\n"
            "                 [--board random|beginner|MAP|FILE] [--option name=value]...\n"
            "                 [--max-actions N] [--offers] [--keep-cards] [--shard I/N]\n"
            "       catan sim --merge FILE... [--json]\n"
            "A tournament: plays N games (default 1000) between the bots of the line-up, one per\n"
            "seat, and reports per bot name and per seat: games, wins, the win rate with its 95%%\n"
            "Wilson interval and a test against the fair share 1/seats, average final points;\n"
            "Elo-style ratings (Bradley-Terry fit of winner-beats-each-loser results, mean 1500)\n"
            "when two or more distinct bots play; average game length; speed.\n"
            "  --seats SPECS   bot specs as ctn_bot_new takes them: random, heuristic,\n"
            "                  mcts:iters=2000, mcts:ms=1000 (default: random in every seat, or\n"
            "                  --players of them). Parameters are separated by ':' or ',': a\n"
            "                  part starting key=value continues the previous spec, so\n"
            "                  mcts:iters=500,c=100,random is two seats. A spec is the bot's name\n"
            "                  in the report; one named twice is one bot in two seats, and its\n"
            "                  games count each seat.\n"
            "  --games N       games to play (default 1000); --seed S their seed (default 1).\n"
            "  --game, --players, --board, --option: rule set, seats, board and rule options.\n"
            "  --no-rotate     keep every bot in its seat. By default game i rotates the line-up:\n"
            "                  the bot listed k-th sits at seat (k + i) mod seats, so each bot\n"
            "                  plays each seat equally often (exactly when N is a multiple of\n"
            "                  the seat count).\n"
            "  --option deck0=DECK --option deck1=DECK  (Rivals, mode=tournament) a match between\n"
            "                  two decks (a shipped deck's name: heroes, trade, progress, or a deck\n"
            "                  file): deck k goes with the k-th bot of --seats, so the decks take\n"
            "                  turns at red; the report says which deck wins, with its 95%% interval.\n"
            "  --threads T     worker threads (default: all online cores). Game i is seeded from\n"
            "                  (S, i) only, so results and the result hash do not depend on T\n"
            "                  (time budgets such as mcts:ms=... depend on the machine instead).\n"
            "  --max-actions N stops a game undecided after N actions (default 200000);\n"
            "                  undecided games count as played and won by nobody.\n"
            "  --offers        lets bots see domestic trade offers among their choices (random\n"
            "                  bots never do by default, like the random players of other\n"
            "                  engines).\n"
            "  --keep-cards    (Rivals) bots are not offered giving up their own cards for\n"
            "                  nothing: random tournament games then end (they do not when\n"
            "                  random players throw away their 35 cards).\n"
            "  --json          one JSON object instead of the table.\n"
            "  --shard I/N     plays only the I-th (1..N) of N disjoint parts of the N games, by\n"
            "                  game number (each game's seed and seats are those of the whole\n"
            "                  run); write each part with --json to a file.\n"
            "  --merge FILE... reads the --json reports of all N shards of one run (same\n"
            "                  arguments but --shard and --threads) and reports the whole run:\n"
            "                  the same figures and result hash as one unsharded run, speed\n"
            "                  from the shards' summed seconds.\n"
            "A progress line appears on stderr when it is a terminal and the run passes 2 s.\n");
}

/* Splits the --seats list. Bot names hold no '=', so a part that starts key=value (an '=' before
 * any ':') continues the previous spec's parameters: "mcts:iters=9,c=50,random" is two seats. */
static int split_seats(sim_args *a, const char *list) {
    a->num_seats = 0;
    const char *p = list;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        const char *eq = memchr(p, '=', len), *colon = memchr(p, ':', len);
        if (len == 0) return -1;
        if (eq && (!colon || eq < colon) && a->num_seats > 0) { /* key=value: previous spec's */
            char *prev = a->seats[a->num_seats - 1];
            size_t have = strlen(prev);
            if (have + 1 + len >= sizeof a->seats[0]) return -1;
            prev[have] = ',';
            memcpy(prev + have + 1, p, len);
            prev[have + 1 + len] = 0;
        } else {
            if (a->num_seats == CTN_MAX_PLAYERS || len >= sizeof a->seats[0]) return -1;
            memcpy(a->seats[a->num_seats], p, len);
            a->seats[a->num_seats++][len] = 0;
        }
        p += len + (comma ? 1 : 0);
    }
    return a->num_seats ? 0 : -1;
}

static uint64_t online_cores(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (uint64_t)n;
}

/* Checks the numbers and seats once every option is read. */
static int finish_args(sim_args *a, const char *seats) {
    if (a->threads_given && (a->threads < 1 || a->threads > 256)) {
        fprintf(stderr, "catan sim: --threads takes 1 to 256\n");
        return 2;
    }
    if (a->max_actions > UINT32_MAX) {
        fprintf(stderr, "catan sim: --max-actions takes at most %lu\n", (unsigned long)UINT32_MAX);
        return 2;
    }
    if (a->shard_count > 1 && a->shard_count > a->games) {
        fprintf(stderr, "catan sim: --shard %llu/%llu: more parts than the %llu games\n",
                (unsigned long long)a->shard_index, (unsigned long long)a->shard_count,
                (unsigned long long)a->games);
        return 2;
    }
    sim_shard_range(a->games, a->shard_index, a->shard_count, &a->first, &a->end);
    uint64_t count = a->end - a->first;
    if (!a->threads_given) a->threads = online_cores();
    if (a->threads > count) a->threads = count ? count : 1;
    if (seats && split_seats(a, seats)) {
        fprintf(stderr,
                "catan sim: --seats takes a comma-separated list of 1 to %d bot specs "
                "(each under %d characters), e.g. random,heuristic,mcts:iters=2000\n",
                CTN_MAX_PLAYERS, CTN_TALLY_NAME_MAX);
        return 2;
    }
    if (!seats) {
        a->num_seats = a->ga.players ? a->ga.players : cli_default_players(a->ga.game);
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

/* --shard I/N: 1 <= I <= N; checked against --games in finish_args. */
static int parse_shard(const char *v, sim_args *a) {
    char tail;
    unsigned long long i, n;
    if (sscanf(v, "%llu/%llu%c", &i, &n, &tail) != 2 || i < 1 || i > n || strchr(v, '-')) {
        fprintf(stderr, "catan sim: --shard takes I/N with 1 <= I <= N (the I-th of N parts), "
                        "not '%s'\n", v);
        return 2;
    }
    a->shard_index = i, a->shard_count = n;
    return 0;
}

/* Reads one option; returns 0 to go on, 1 after --help, 2 on a usage error. */
static int parse_option(int argc, char **argv, int *i, sim_args *a, const char **seats) {
    const char *o = argv[*i];
    if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
        usage(stdout);
        return 1;
    }
    if (!strcmp(o, "--json") || !strcmp(o, "--offers") || !strcmp(o, "--no-rotate") || !strcmp(o, "--keep-cards")) {
        if (!strcmp(o, "--json")) a->json = 1;
        if (!strcmp(o, "--offers")) a->offers = 1;
        if (!strcmp(o, "--keep-cards")) a->keep_cards = 1;
        if (!strcmp(o, "--no-rotate")) a->rotate = 0;
        return 0;
    }
    if (*i + 1 >= argc) {
        fprintf(stderr, "catan sim: unknown option or missing value: '%s'\n", o);
        return 2;
    }
    const char *v = argv[++*i];
    uint64_t *target = !strcmp(o, "--games")         ? &a->games
                       : !strcmp(o, "--seed")        ? &a->seed
                       : !strcmp(o, "--threads")     ? &a->threads
                       : !strcmp(o, "--max-actions") ? &a->max_actions
                                                     : NULL;
    if (!strcmp(o, "--seats")) {
        *seats = v;
        return 0;
    }
    if (!strcmp(o, "--shard")) return parse_shard(v, a);
    if (!target) {
        fprintf(stderr, "catan sim: unknown option '%s'\n", o);
        return 2;
    }
    if (target == &a->threads) a->threads_given = 1;
    return cli_parse_u64("catan sim", o, v, target) ? 2 : 0;
}

static int parse_args(int argc, char **argv, sim_args *a) {
    memset(a, 0, sizeof *a);
    a->games = 1000, a->seed = 1, a->max_actions = 200000, a->rotate = 1;
    a->shard_index = a->shard_count = 1;
    const char *seats = NULL;
    for (int i = 1; i < argc; i++) {
        int r = cli_game_arg(&a->ga, argc, argv, &i);
        if (r < 0) return 2;
        if (r > 0) continue;
        if ((r = parse_option(argc, argv, &i, a, &seats))) return r;
    }
    return finish_args(a, seats);
}

/* Creates every line-up entry's bot once, so a bad spec fails before any game starts. */
static int check_seats(const sim_args *a, const ctn_game *g) {
    for (int e = 0; e < a->num_seats; e++) {
        ctn_bot *bot = NULL;
        ctn_error err = {0};
        if (ctn_bot_new(g, a->seats[e], e, 0, &bot, &err) != CTN_OK) {
            fprintf(stderr, "catan sim: bad seat spec '%s' (seat %d): %s\n", a->seats[e], e,
                    err.message);
            return 2;
        }
        ctn_bot_free(bot);
    }
    return 0;
}

/* The line-up entry that sits at `seat` in game i. */
static int entry_at(const sim_args *a, uint64_t i, int seat) {
    int shift = a->rotate ? (int)(i % (uint64_t)a->num_seats) : 0;
    return (seat - shift + a->num_seats) % a->num_seats;
}

/* A deck match (a->decks): line-up entry e plays deck e, so the decks swap seats with the bots
 * and each plays red as often as blue. Game i is played with the decks swapped when entry 1 sits
 * at seat 0 (red). */
static int decks_swapped(const sim_args *a, uint64_t i) {
    return a->decks && entry_at(a, i, 0) != 0;
}

static void record_decks(sim_totals *t, const sim_args *a, uint64_t i, int winner) {
    int red = entry_at(a, i, 0);
    t->deck_red_games[red]++;
    if (winner < 0) return;
    t->deck_wins[entry_at(a, i, winner)]++;
    if (winner == 0) t->deck_red_wins[red]++;
}

static void record(sim_totals *t, const sim_args *a, uint64_t i, const int *bot_of_seat,
                   const ctn_match_result *r) {
    if (a->decks) record_decks(t, a, i, r->winner);
    t->games++;
    t->turns += r->turns;
    t->actions += r->actions;
    t->decisions += r->decisions;
    t->hash += r->hash * (2 * i + 1); /* order-free combination of per-game hashes */
    if (r->winner < 0)
        t->undecided++;
    else
        t->wins[r->winner]++;
    for (int p = 0; p < a->num_seats; p++) t->points[p] += r->scores[p];
    ctn_tally_game(&t->tally, a->num_seats, bot_of_seat, r->winner, r->scores);
}

/* Plays game i with the rotated line-up; returns 0, or -1 with w->error set. */
static int play_game(sim_worker *w, ctn_match *m, uint64_t i) {
    const sim_args *a = w->args;
    const ctn_game *game = decks_swapped(a, i) ? w->swapped : w->game;
    uint64_t game_seed = ctn_seed_derive(a->seed, i);
    ctn_bot *bots[CTN_MAX_PLAYERS] = {0};
    int bot_of_seat[CTN_MAX_PLAYERS], rc = 0;
    ctn_error err = {0};
    for (int p = 0; p < a->num_seats && !rc; p++) {
        int e = entry_at(a, i, p);
        bot_of_seat[p] = a->entry_bot[e];
        if (ctn_bot_new(game, a->seats[e], p, ctn_seed_derive(game_seed, 1000u + (unsigned)p),
                        &bots[p], &err) != CTN_OK) {
            snprintf(w->error, sizeof w->error, "game %llu, seat %d '%s': %s",
                     (unsigned long long)i, p, a->seats[e], err.message);
            rc = -1;
        }
    }
    if (!rc) {
        ctn_match_result r;
        unsigned flags = (a->offers ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS) | (a->keep_cards ? CTN_LEGAL_NO_GIVE_UP : 0);
        ctn_match_play(m, bots, game_seed, flags, (uint32_t)a->max_actions, &r);
        record(&w->totals, a, i, bot_of_seat, &r);
    }
    for (int p = 0; p < a->num_seats; p++) ctn_bot_free(bots[p]);
    return rc;
}

static void worker_finished(sim_sync *sync) {
    pthread_mutex_lock(&sync->lock);
    sync->finished++;
    pthread_cond_signal(&sync->cond);
    pthread_mutex_unlock(&sync->lock);
}

/* Plays games until the shared counter passes the total. */
static void *worker_run(void *arg) {
    sim_worker *w = arg;
    ctn_match *m = NULL, *ms = NULL;
    ctn_error err = {0};
    if (ctn_match_new(w->game, &m, &err) != CTN_OK || (w->swapped && ctn_match_new(w->swapped, &ms, &err) != CTN_OK)) {
        w->failed = 1;
        snprintf(w->error, sizeof w->error, "%s", err.message);
    }
    while (!w->failed) {
        uint64_t i = atomic_fetch_add(&w->sync->next, 1);
        if (i >= w->args->end) break;
        if (play_game(w, decks_swapped(w->args, i) ? ms : m, i)) w->failed = 1;
        atomic_fetch_add(&w->sync->done, 1);
    }
    ctn_match_free(m);
    ctn_match_free(ms);
    worker_finished(w->sync);
    return NULL;
}

static void progress_draw(uint64_t done, uint64_t total, double elapsed) {
    enum { WIDTH = 30 };
    char bar[WIDTH + 1];
    int fill = total ? (int)(WIDTH * done / total) : WIDTH;
    for (int k = 0; k < WIDTH; k++) bar[k] = k < fill ? '#' : '.';
    bar[WIDTH] = 0;
    double left = done ? elapsed * (double)(total - done) / (double)done : 0;
    fprintf(stderr, "\r[%s] %llu/%llu games, %.0f s, about %.0f s left\033[K", bar,
            (unsigned long long)done, (unsigned long long)total, elapsed, left);
    fflush(stderr);
}

/* Waits until every worker is done, drawing a progress line on a terminal after a while. */
static void wait_workers(sim_sync *sync, uint64_t threads, uint64_t total, double t0) {
    int tty = isatty(STDERR_FILENO), drawn = 0;
    double last = 0;
    pthread_mutex_lock(&sync->lock);
    while (sync->finished < threads) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += (long)(PROGRESS_INTERVAL * 1e9);
        if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
        pthread_cond_timedwait(&sync->cond, &sync->lock, &until);
        double now = cli_now();
        if (tty && sync->finished < threads && now - t0 > PROGRESS_AFTER &&
            now - last >= PROGRESS_INTERVAL) {
            progress_draw(atomic_load(&sync->done), total, now - t0);
            drawn = 1, last = now;
        }
    }
    pthread_mutex_unlock(&sync->lock);
    if (drawn) fprintf(stderr, "\r\033[K");
}

static void add_totals(sim_totals *t, const sim_totals *w) {
    t->games += w->games, t->undecided += w->undecided, t->turns += w->turns;
    t->actions += w->actions, t->decisions += w->decisions, t->hash += w->hash;
    for (int p = 0; p < CTN_MAX_PLAYERS; p++)
        t->wins[p] += w->wins[p], t->points[p] += w->points[p];
    for (int e = 0; e < 2; e++) {
        t->deck_wins[e] += w->deck_wins[e];
        t->deck_red_games[e] += w->deck_red_games[e], t->deck_red_wins[e] += w->deck_red_wins[e];
    }
    ctn_tally_merge(&t->tally, &w->tally);
}

/* --- the run --- */

/* Starts the workers, waits for them, and sums their results into *total; 0, or 1 on failure. */
static int run_workers(const sim_args *a, const ctn_game *g, const ctn_game *swapped,
                       const ctn_tally *names, sim_totals *total) {
    sim_sync sync = {.finished = 0};
    atomic_init(&sync.next, a->first);
    atomic_init(&sync.done, 0);
    pthread_mutex_init(&sync.lock, NULL);
    pthread_cond_init(&sync.cond, NULL);
    sim_worker *workers = calloc(a->threads, sizeof *workers);
    pthread_t *tids = calloc(a->threads, sizeof *tids);
    if (!workers || !tids) {
        fprintf(stderr, "catan sim: out of memory\n");
        free(workers), free(tids);
        return 1;
    }
    double t0 = cli_now();
    uint64_t started = 0;
    for (; started < a->threads; started++) {
        workers[started] = (sim_worker){.args = a, .game = g, .swapped = swapped, .sync = &sync};
        workers[started].totals.tally = *names; /* same bot order everywhere */
        if (pthread_create(&tids[started], NULL, worker_run, &workers[started])) break;
    }
    wait_workers(&sync, started, a->end - a->first, t0);
    int rc = started ? 0 : 1;
    if (!started) fprintf(stderr, "catan sim: cannot start a thread\n");
    for (uint64_t t = 0; t < started; t++) {
        pthread_join(tids[t], NULL);
        add_totals(total, &workers[t].totals);
        if (workers[t].failed && !rc) {
            fprintf(stderr, "catan sim: %s\n", workers[t].error);
            rc = 1;
        }
    }
    free(workers), free(tids);
    pthread_cond_destroy(&sync.cond);
    pthread_mutex_destroy(&sync.lock);
    return rc;
}

/* A Rivals tournament between decks: the game with deck0 and deck1 swapped (the options'
 * seats exchanged), so each deck plays red in the games its line-up entry sits at seat 0. */
static ctn_game *swapped_game(sim_args *a) {
    cli_game_args *ga = malloc(sizeof *ga);
    if (!ga) return NULL;
    *ga = a->ga;
    for (int o = 0; o < ga->num_options; o++) {
        char *t = ga->option_text[o];
        if (!strncmp(t, "deck0=", 6)) t[4] = '1';
        else if (!strncmp(t, "deck1=", 6)) t[4] = '0';
    }
    ga->has_setup = 0;
    ctn_game *g = cli_game_create(ga, "catan sim");
    free(ga);
    return g;
}

int cmd_sim(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--merge")) return sim_merge(argc, argv);
    sim_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc == 1 ? 0 : rc;
    ctn_game *g = cli_game_create(&a.ga, "catan sim"), *swapped = NULL;
    if (!g) return 2;
    if (a.ga.has_setup && a.num_seats == 2 && !(swapped = swapped_game(&a))) {
        ctn_game_free(g);
        return 2;
    }
    a.decks = swapped != NULL;
    if ((rc = check_seats(&a, g))) {
        ctn_game_free(g);
        ctn_game_free(swapped);
        return rc;
    }
    ctn_tally names;
    ctn_tally_init(&names);
    for (int e = 0; e < a.num_seats; e++) a.entry_bot[e] = ctn_tally_add(&names, a.seats[e]);
    sim_totals total = {0};
    total.tally = names;
    double t0 = cli_now();
    rc = run_workers(&a, g, swapped, &names, &total);
    double secs = cli_now() - t0;
    if (!rc) sim_report(&a, &total, secs);
    ctn_game_free(g);
    ctn_game_free(swapped);
    return rc;
}
