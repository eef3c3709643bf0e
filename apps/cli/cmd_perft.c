/* cmd_perft.c — `catan perft`: counts legal action sequences to a depth from the first position
 * of a seed, or from the end of a replay; --divide splits the count by first action, --check
 * compares every node's legal list with the rule set's independent oracle. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "cli.h"
#include "cli_common.h"

typedef struct {
    cli_game_args ga;
    uint64_t seed, depth;
    const char *replay;
    int divide, check, no_offers, json;
} perft_args;

static void usage(FILE *out) {
    fprintf(out,
            "usage: catan perft [--game classic] [--players N] [--board random|beginner|MAP|FILE]\n"
            "                   [--option name=value]... [--seed S] [--replay FILE] --depth D\n"
            "                   [--divide] [--check] [--no-offers] [--json]\n"
            "Counts the leaves D actions below the first position of seed S (or the end of the\n"
            "replay), every player's actions and every chance outcome counted as a child.\n"
            "--check compares each node's legal actions with the independent oracle.\n"
            "--no-offers leaves domestic trade offers out of the count.\n");
}

static int parse_args(int argc, char **argv, perft_args *a) {
    memset(a, 0, sizeof *a);
    a->depth = 1;
    for (int i = 1; i < argc; i++) {
        int r = cli_game_arg(&a->ga, argc, argv, &i);
        if (r < 0) return 2;
        if (r > 0) continue;
        const char *o = argv[i];
        if (!strcmp(o, "--help") || !strcmp(o, "-h")) return usage(stdout), 1;
        if (!strcmp(o, "--divide"))
            a->divide = 1;
        else if (!strcmp(o, "--check"))
            a->check = 1;
        else if (!strcmp(o, "--no-offers"))
            a->no_offers = 1;
        else if (!strcmp(o, "--json"))
            a->json = 1;
        else if (i + 1 < argc && !strcmp(o, "--seed")) {
            if (cli_parse_u64("catan perft", o, argv[++i], &a->seed)) return 2;
        } else if (i + 1 < argc && !strcmp(o, "--depth")) {
            if (cli_parse_u64("catan perft", o, argv[++i], &a->depth)) return 2;
        } else if (i + 1 < argc && !strcmp(o, "--replay"))
            a->replay = argv[++i];
        else {
            fprintf(stderr, "catan perft: unknown option or missing value: '%s'\n", o);
            return 2;
        }
    }
    if (a->depth > CTN_PERFT_MAX_DEPTH) {
        fprintf(stderr, "catan perft: --depth takes 0 to %d\n", CTN_PERFT_MAX_DEPTH);
        return 2;
    }
    return 0;
}

/* The starting position: a replay's end, or the seed's first state. */
static int load_position(perft_args *a, ctn_game **g, ctn_state **s) {
    if (a->replay) {
        ctn_replay *rp = NULL;
        ctn_error err = {0};
        ctn_status st = ctn_replay_load_file(a->replay, &rp, &err);
        if (st == CTN_OK) st = ctn_replay_play(rp, NULL, NULL, g, s, &err);
        ctn_replay_free(rp);
        if (st != CTN_OK) {
            fprintf(stderr, "catan perft: replay '%s': %s\n", a->replay, err.message);
            return 1;
        }
        return 0;
    }
    if (!(*g = cli_game_create(&a->ga, "catan perft"))) return 2;
    *s = malloc((*g)->rules->state_size);
    if (!*s) return 1;
    ctn_game_init_state(*g, *s, a->seed);
    return 0;
}

typedef struct {
    const ctn_game *g;
    const ctn_state *s;
    int json, first;
} divide_ctx;

static void print_child(void *ctx, int player, ctn_action action, uint64_t count) {
    divide_ctx *d = ctx;
    char text[CTN_ACTION_TEXT_MAX], who[16];
    ctn_action_to_text(d->g, d->s, action, text, sizeof text);
    if (player == CTN_CHANCE)
        snprintf(who, sizeof who, "chance");
    else
        snprintf(who, sizeof who, "p%d", player);
    if (d->json)
        printf("%s{\"player\":\"%s\",\"action\":\"%s\",\"count\":%" PRIu64 "}", d->first ? "" : ",",
               who, text, count);
    else
        printf("%-6s %-40s %" PRIu64 "\n", who, text, count);
    d->first = 0;
}

int cmd_perft(int argc, char **argv) {
    perft_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc == 1 ? 0 : rc;
    ctn_game *g = NULL;
    ctn_state *s = NULL;
    if ((rc = load_position(&a, &g, &s))) return rc;
    ctn_perft *pf = NULL;
    ctn_error err = {0};
    unsigned flags = a.no_offers ? CTN_LEGAL_NO_OFFERS : CTN_LEGAL_ALL;
    if (ctn_perft_new(g, (int)a.depth, flags, a.check, &pf, &err) != CTN_OK) {
        fprintf(stderr, "catan perft: %s\n", err.message);
        return 1;
    }
    double t0 = cli_now();
    uint64_t total;
    if (a.json) printf("{\"depth\":%" PRIu64 ",", a.depth);
    if (a.divide && a.depth >= 1) {
        divide_ctx d = {g, s, a.json, 1};
        if (a.json) printf("\"divide\":[");
        total = ctn_perft_divide(pf, s, (int)a.depth, print_child, &d);
        if (a.json) printf("],");
    } else {
        total = ctn_perft_count(pf, s, (int)a.depth);
    }
    double secs = cli_now() - t0;
    const char *first = NULL;
    uint64_t bad = ctn_perft_mismatches(pf, &first), nodes = ctn_perft_nodes(pf);
    char hash[17];
    ctn_hash_format(ctn_state_hash(g, s), hash);
    if (a.json) {
        printf("\"count\":%" PRIu64 ",\"nodes\":%" PRIu64
               ",\"seconds\":%.3f,\"position_hash\":\"%s\","
               "\"checked\":%s,\"mismatches\":%" PRIu64 "}\n",
               total, nodes, secs, hash, a.check ? "true" : "false", bad);
    } else {
        printf("perft(%" PRIu64 ") = %" PRIu64 "   position %s, %" PRIu64
               " nodes in %.2f s (%.0f nodes/s)\n",
               a.depth, total, hash, nodes, secs, secs > 0 ? (double)nodes / secs : 0);
        if (a.check)
            printf("oracle check: %" PRIu64 " mismatches%s%s\n", bad, bad ? "; first: " : "",
                   bad ? first : "");
    }
    ctn_perft_free(pf);
    ctn_game_free(g);
    free(s);
    return bad ? 1 : 0;
}
