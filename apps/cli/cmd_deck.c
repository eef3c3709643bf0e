/* cmd_deck.c — the `catan deck` subcommand: Rivals tournament deck files
 * (docs/rules/rivals_decks.md). `check FILE...` reads and validates each file and prints every
 * error on its own line (file:line: card: rule: message), or one line saying the file is valid;
 * `pool` lists the cards a deck may hold, with their limits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/rivals_deck.h"
#include "cli.h"
#include "cli_common.h"

static void usage(FILE *out) {
    fprintf(
        out,
        "usage: catan deck check FILE...\n"
        "       catan deck pool [--eras LIST] [--all]\n\n"
        "Rivals for Catan tournament decks (docs/rules/rivals_decks.md).\n\n"
        "  check   read and validate deck files: every error on its own line\n"
        "          (FILE:LINE: CARD: RULE: message), or 'FILE: valid: ...'; exit 0 only when\n"
        "          every file is valid\n"
        "  pool    list the cards a deck may hold: era, whether the engine plays it, the\n"
        "          limit with the eras of --eras (default: base), attack and named marks\n"
        "  --eras LIST  eras or boxes, comma-separated (base, darkness, enlightenment, gold, ...)\n"
        "  --all        list event, centre and special cards too\n");
}

/* "Storehouse" for a card, "(deck)" for the whole deck, "(line)" for a line of the file. */
static const char *error_subject(const ctn_rivals_pool *pool, const ctn_rivals_deck_error *e) {
    if (e->card >= 0) return pool->card[e->card].name;
    return e->line ? "(line)" : "(deck)";
}

static void print_report(const char *path, const ctn_rivals_pool *pool,
                         const ctn_rivals_deck_report *report) {
    for (int i = 0; i < report->n; i++) {
        const ctn_rivals_deck_error *e = &report->error[i];
        if (e->line)
            printf("%s:%u: %s: %s: %s\n", path, e->line, error_subject(pool, e),
                   ctn_rivals_deck_rule_name(e->rule), e->message);
        else
            printf("%s: %s: %s: %s\n", path, error_subject(pool, e),
                   ctn_rivals_deck_rule_name(e->rule), e->message);
    }
    if (report->lost) printf("%s: (deck): and %d errors more\n", path, report->lost);
}

static void print_valid(const char *path, const ctn_rivals_deck *deck) {
    int kinds = 0;
    for (int i = 0; i < deck->n; i++) {
        if (deck->entry[i].section == RV_SEC_EVENTS) continue; /* the event picks are no deck cards */
        int first = 1;
        for (int j = 0; j < i; j++)
            if (deck->entry[j].card == deck->entry[i].card) first = 0;
        kinds += first;
    }
    printf("%s: valid: %d cards, %d starting and %d in the stacks, %d different; eras:", path,
           ctn_rivals_deck_total(deck), ctn_rivals_deck_section_total(deck, RV_SEC_START),
           ctn_rivals_deck_section_total(deck, RV_SEC_STACKS), kinds);
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (deck->eras & (1u << e)) printf(" %s", ctn_rivals_era_name(e));
    printf("\n");
}

/* Checks one file; returns 1 when it is valid. */
static int check_file(const char *path, const ctn_rivals_pool *pool) {
    size_t len = 0;
    char *text = cli_read_file("catan deck", path, &len);
    if (!text) return 0;
    ctn_rivals_deck deck;
    ctn_rivals_deck_report report;
    int ok = ctn_rivals_deck_read(pool, text, len, &deck, &report) == 0;
    if (ok)
        print_valid(path, &deck);
    else {
        print_report(path, pool, &report);
        printf("%s: invalid: %d error%s\n", path, report.n + report.lost,
               report.n + report.lost == 1 ? "" : "s");
    }
    free(text);
    return ok;
}

static int deck_check(int argc, char **argv, const ctn_rivals_pool *pool) {
    int files = 0, valid = 0;
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "catan deck check: unknown option '%s'\n", argv[i]);
            return 2;
        }
        files++;
        valid += check_file(argv[i], pool);
    }
    if (!files) {
        usage(stderr);
        return 2;
    }
    return valid == files ? 0 : 1;
}


static void print_copies(const ctn_rivals_pool_card *c) {
    int first = 1;
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (c->copies[e]) {
            printf("%s%s %d", first ? "" : ", ", ctn_rivals_era_name(e), c->copies[e]);
            first = 0;
        }
    if (first) printf("-");
}

static void print_pool_card(const ctn_rivals_pool *pool, int i, unsigned eras) {
    static const char *const USE[] = {"", "event", "centre", "special"};
    const ctn_rivals_pool_card *c = &pool->card[i];
    char marks[32];
    snprintf(marks, sizeof marks, "%s%s%s", c->marks & RV_POOL_ATTACK ? "attack " : "",
             c->marks & RV_POOL_NAMED ? "named " : "", USE[c->use]);
    printf("%-40s %-20s %-17s %-5s %5d  %-14s ", c->name, c->key ? c->key : "-",
           ctn_rivals_era_name(c->era), ctn_rivals_era_built(c->era) ? "yes" : "no",
           ctn_rivals_pool_limit(pool, i, eras), marks);
    print_copies(c);
    printf("\n");
}

static int deck_pool(int argc, char **argv, const ctn_rivals_pool *pool) {
    unsigned eras = RV_ERAS_BASE_BOX;
    int all = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--all") == 0)
            all = 1;
        else if (strcmp(argv[i], "--eras") == 0 && i + 1 < argc) {
            ctn_error err = {CTN_OK, ""};
            unsigned e = ctn_rivals_eras_parse(argv[++i], &err);
            if (!e) {
                fprintf(stderr, "catan deck pool: %s\n", err.message);
                return 2;
            }
            eras |= e;
        } else {
            fprintf(stderr, "catan deck pool: unknown argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    printf("# %-38s %-20s %-17s %-5s %5s  %-14s %s\n", "card", "key", "era", "built", "limit",
           "marks", "copies by era");
    int listed = 0, limit = 0;
    for (int i = 0; i < pool->n; i++) {
        if (!all && pool->card[i].use != RV_USE_DECK) continue;
        print_pool_card(pool, i, eras);
        listed++;
        limit += ctn_rivals_pool_limit(pool, i, eras);
    }
    printf("# %d cards listed, %d copies in all within the limits of the eras:", listed, limit);
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (eras & (1u << e)) printf(" %s", ctn_rivals_era_name(e));
    printf("\n");
    return 0;
}

int cmd_deck(int argc, char **argv) {
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    ctn_rivals_pool *pool = malloc(sizeof *pool); /* 10 KB */
    if (!pool) {
        fprintf(stderr, "catan deck: out of memory\n");
        return 1;
    }
    ctn_rivals_pool_init(pool);
    int status = -1;
    if (strcmp(argv[1], "check") == 0) status = deck_check(argc - 2, argv + 2, pool);
    if (strcmp(argv[1], "pool") == 0) status = deck_pool(argc - 2, argv + 2, pool);
    free(pool);
    if (status >= 0) return status;
    fprintf(stderr, "catan deck: unknown action '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
