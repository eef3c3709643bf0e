/* cmd_bench.c — `catan bench`: the standard benchmark. Fixed seeds and fixed amounts of work
 * (never time limits) give a deterministic signature, which a test compares with the recorded
 * one; the speed figures beside it are printed, not asserted, since machines are noisy.
 *
 * Sections: random 4-player and 6-player Classic games between random bots (no domestic offers,
 * as the random players of other engines), random 4- and 2-player games of the card game, Seafarers,
 * Rivals and World games, random Rivals tournament games (players that keep their cards), the
 * search speed of the MCTS bot (iterations per second at a fixed budget), and perft from the
 * beginner board's first position and from a mid-game position. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/bot.h"
#include "catan/match.h"
#include "catan/perft.h"
#include "catan/io.h"
#include "cli.h"
#include "cli_common.h"

/* The best-known Python engine's rate for complete random 4-player games on these machines, as
 * measured side by side (docs/benchmarks.md); the ratio below is relative to it. */
#define PYTHON_REFERENCE_GAMES_PER_SEC 40.0

typedef struct {
    int json, quick;
    uint64_t signature;
    int first;
} bench;

static void mix(bench *b, uint64_t value) {
    b->signature ^= value;
    b->signature *= 0x100000001B3ull;
}

/* A game of a rule set; `option` ("name=value") or NULL sets one of its options. */
static ctn_game *make_game_with(const char *rules, int players, ctn_board_kind board,
                                const ctn_board_desc *desc, const char *option) {
    ctn_game_config cfg = {0};
    cfg.num_players = players;
    cfg.board_kind = desc ? CTN_BOARD_EXPLICIT : board;
    cfg.board = desc;
    const ctn_ruleset *set = ctn_ruleset_find(rules);
    ctn_game *g = NULL;
    ctn_error err;
    char name[32];
    if (option) {
        size_t len = strcspn(option, "=");
        snprintf(name, sizeof name, "%.*s", (int)len, option);
        int idx = ctn_option_index(set, name);
        if (idx < 0 || ctn_option_parse(&set->options[idx], option + len + 1, &cfg.options[0].value, &err) != CTN_OK) {
            fprintf(stderr, "catan bench: option %s\n", option);
            exit(1);
        }
        cfg.options[0].name = set->options[idx].name;
        cfg.num_options = 1;
    }
    if (ctn_game_new(set, &cfg, &g, &err) != CTN_OK) {
        fprintf(stderr, "catan bench: %s\n", err.message);
        exit(1);
    }
    return g;
}

static ctn_game *make_game(const char *rules, int players, ctn_board_kind board,
                           const ctn_board_desc *desc) {
    return make_game_with(rules, players, board, desc, NULL);
}

static void print_field(bench *b, const char *section, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void print_field(bench *b, const char *section, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (b->json)
        printf("%s\"%s\":{", b->first ? "" : ",", section);
    else
        printf("%-26s ", section);
    vprintf(fmt, ap);
    printf(b->json ? "}" : "\n");
    va_end(ap);
    b->first = 0;
}

/* Plays `games` games with random bots on one thread, on the rule set's default board or `desc`,
 * with one rule option or none and the legal-list flags given (domestic offers always left out). */
static void bench_games_with(bench *b, const char *section, const char *rules, int players, int games,
                             const ctn_board_desc *desc, const char *option, unsigned flags) {
    ctn_game *g = make_game_with(rules, players, CTN_BOARD_DEFAULT, desc, option);
    ctn_match *m = NULL;
    ctn_error err;
    ctn_match_new(g, &m, &err);
    uint64_t actions = 0, decisions = 0, turns = 0, hash = 0;
    double t0 = cli_now();
    for (int i = 0; i < games; i++) {
        uint64_t seed = ctn_seed_derive(2026, (uint64_t)i);
        ctn_bot *bots[CTN_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            ctn_bot_new(g, "random", p, ctn_seed_derive(seed, (uint64_t)p), &bots[p], &err);
        ctn_match_result r;
        ctn_match_play(m, bots, seed, CTN_LEGAL_NO_OFFERS | flags, 200000, &r);
        actions += r.actions, decisions += r.decisions, turns += r.turns;
        hash = hash * 31 + r.hash;
        for (int p = 0; p < players; p++) ctn_bot_free(bots[p]);
    }
    double secs = cli_now() - t0;
    mix(b, hash);
    double gps = (double)games / secs;
    const char *fmt =
        b->json ? "\"games\":%d,\"games_per_sec\":%.1f,\"actions_per_game\":%.1f,\"decisions_per_"
                  "game\":%.1f,"
                  "\"turns_per_game\":%.1f,\"ns_per_action\":%.1f,\"hash\":\"%016" PRIx64 "\""
                : "%d games: %.0f games/s, %.0f actions/game (%.0f decisions), %.0f turns/game, "
                  "%.1f ns/action, hash %016" PRIx64;
    print_field(b, section, fmt, games, gps, (double)actions / games, (double)decisions / games,
                (double)turns / games, secs * 1e9 / (double)actions, hash);
    if (players == 4 && !strcmp(rules, "classic")) {
        double ratio = gps / PYTHON_REFERENCE_GAMES_PER_SEC;
        print_field(b, "ratio_to_python_engine",
                    b->json ? "\"python_games_per_sec\":%.0f,\"ratio\":%.0f"
                            : "%.0f games/s in Python -> %.0f times faster",
                    PYTHON_REFERENCE_GAMES_PER_SEC, ratio);
    }
    ctn_match_free(m);
    ctn_game_free(g);
}

static void bench_games(bench *b, const char *section, const char *rules, int players, int games,
                        const ctn_board_desc *desc) {
    bench_games_with(b, section, rules, players, games, desc, NULL, 0);
}

/* Perft from a position: the first position of the beginner board, or `advance` random actions in.
 */
static void bench_perft(bench *b, const char *section, int advance, int depth) {
    ctn_game *g = make_game("classic", 4, CTN_BOARD_BEGINNER, NULL);
    ctn_state *s = malloc(g->rules->state_size);
    ctn_game_init_state(g, s, 11);
    ctn_rng rng;
    ctn_rng_seed(&rng, 5);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    for (int i = 0; i < advance && !ctn_game_is_terminal(g, s); i++) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        ctn_action a;
        if (p == CTN_CHANCE)
            a = ctn_game_sample_own_chance(g, s);
        else {
            int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
            a = list[ctn_rng_below(&rng, (uint32_t)n)];
        }
        ctn_game_apply(g, s, p, a);
    }
    ctn_perft *pf = NULL;
    ctn_error err;
    ctn_perft_new(g, depth, CTN_LEGAL_NO_OFFERS, 0, &pf, &err);
    double t0 = cli_now();
    uint64_t count = ctn_perft_count(pf, s, depth);
    double secs = cli_now() - t0;
    uint64_t nodes = ctn_perft_nodes(pf);
    mix(b, count);
    mix(b, ctn_state_hash(g, s));
    print_field(b, section,
                b->json ? "\"depth\":%d,\"count\":%" PRIu64 ",\"nodes\":%" PRIu64
                          ",\"nodes_per_sec\":%.0f"
                        : "depth %d: %" PRIu64 " leaves, %" PRIu64 " nodes, %.0f nodes/s",
                depth, count, nodes, (double)nodes / secs);
    ctn_perft_free(pf);
    free(list);
    free(s);
    ctn_game_free(g);
}

/* Searches of a fixed number of iterations at the next `decisions` decisions of a game played at
 * random past its set-up: iterations per second. */
static void bench_mcts(bench *b, const char *section, const char *rules, int players, int iters,
                       int decisions, const ctn_board_desc *desc) {
    ctn_game *g = make_game(rules, players, CTN_BOARD_DEFAULT, desc);
    ctn_state *s = malloc(g->rules->state_size), *scratch = malloc(g->rules->state_size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    ctn_game_init_state(g, s, 5);
    ctn_rng rng;
    ctn_rng_seed(&rng, 9);
    char spec[64];
    snprintf(spec, sizeof spec, "mcts:iters=%d,reuse=0", iters);
    ctn_bot *bots[CTN_MAX_PLAYERS] = {0};
    ctn_error err;
    for (int p = 0; p < players; p++) ctn_bot_new(g, spec, p, (uint64_t)p + 1, &bots[p], &err);
    double secs = 0;
    long searches = 0;
    uint64_t moves = 0;
    for (int i = 0; i < 4000 && searches < decisions && !ctn_game_is_terminal(g, s); i++) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_own_chance(g, s);
        } else {
            int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
            if (i >= 60 && n > 1) { /* search here, past the set-up */
                double t0 = cli_now();
                ctn_bot_choose(bots[p], g, s, p, CTN_LEGAL_NO_OFFERS, scratch, list, &a);
                secs += cli_now() - t0;
                moves = moves * 31 + a;
                searches++;
            } else {
                a = list[ctn_rng_below(&rng, (uint32_t)n)];
            }
        }
        ctn_game_apply(g, s, p, a);
    }
    mix(b, moves);
    double rate = secs > 0 ? (double)searches * iters / secs : 0;
    if (b->json)
        print_field(b, section, "\"searches\":%ld,\"iterations\":%ld,\"iterations_per_sec\":%.0f",
                    searches, searches * iters, rate);
    else
        print_field(b, section, "%ld searches of %d iterations: %.0f iterations/s", searches, iters,
                    rate);
    for (int p = 0; p < players; p++) ctn_bot_free(bots[p]);
    free(list);
    free(scratch);
    free(s);
    ctn_game_free(g);
}

int cmd_bench(int argc, char **argv) {
    bench b = {0, 0, 0xCBF29CE484222325ull, 1};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            b.json = 1;
        else if (!strcmp(argv[i], "--quick"))
            b.quick = 1;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: catan bench [--quick] [--json]\n"
                   "The standard benchmark: fixed seeds and fixed work; prints a signature that "
                   "depends\n"
                   "only on the engine's results, and speed figures. --quick does a small part of "
                   "the work\n"
                   "(for tests; its speed figures are too short to quote).\n");
            return 0;
        } else {
            fprintf(stderr, "catan bench: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    int games4 = b.quick ? 200 : 20000, games6 = b.quick ? 40 : 4000;
    if (b.json)
        printf("{\"mode\":\"%s\",", b.quick ? "quick" : "full");
    else
        printf("catan bench (%s): fixed seeds and work; speeds are single-thread\n",
               b.quick ? "quick" : "full");
    static ctn_map
        new_shores; /* Seafarers: Heading for New Shores, 4 players (its options aside) */
    ctn_error err;
    static ctn_map world; /* World Catan: the world map, 12 players */
    if (ctn_map_named("new_shores", 4, 1, &new_shores, &err) != CTN_OK ||
        ctn_map_named("world", 12, 1, &world, &err) != CTN_OK) {
        fprintf(stderr, "catan bench: %s\n", err.message);
        return 1;
    }
    bench_games(&b, "classic_4p_random_games", "classic", 4, games4, NULL);
    bench_games(&b, "classic_6p_random_games", "classic", 6, games6, NULL);
    bench_games(&b, "seafarers_4p_random_games", "seafarers", 4, games6, &new_shores.board);
    bench_games(&b, "struggle_4p_random_games", "struggle", 4, games4, NULL);
    bench_games(&b, "struggle_2p_random_games", "struggle", 2, games4, NULL);
    bench_games(&b, "rivals_intro_random_games", "rivals", 2, games6, NULL);
    bench_games(&b, "world_12p_random_games", "world", 12, b.quick ? 4 : 200, &world.board);
    /* random tournament players that keep their cards: with them giving their 35 cards up, the
     * games do not end (docs/benchmarks.md) */
    bench_games_with(&b, "rivals_tournament_keep", "rivals", 2, b.quick ? 10 : 400, NULL,
                     "mode=tournament", CTN_LEGAL_NO_GIVE_UP);
    bench_mcts(&b, "mcts_classic_4p", "classic", 4, b.quick ? 200 : 2000, b.quick ? 10 : 40, NULL);
    bench_mcts(&b, "mcts_struggle_2p", "struggle", 2, b.quick ? 200 : 2000, b.quick ? 10 : 40,
               NULL);
    bench_mcts(&b, "mcts_world_12p", "world", 12, b.quick ? 100 : 1000, b.quick ? 4 : 20,
               &world.board);
    bench_perft(&b, "perft_beginner_start", 0, b.quick ? 4 : 5);
    bench_perft(&b, "perft_midgame", 700, b.quick ? 4 : 6);
    if (b.json)
        printf(",\"signature\":\"%016" PRIx64 "\"}\n", b.signature);
    else
        printf("signature %016" PRIx64 "\n", b.signature);
    return 0;
}
