/* cli_decks.c — Rivals tournament decks on the command line: `--option deck0=DECK` and
 * `deck1=DECK` (catan sim, play, engine) take a shipped deck's name (heroes, trade, progress:
 * compiled into the library) or read a deck file, check it against the tournament rules
 * (docs/rules/rivals_decks.md) and put its cards and declared eras in the game's set-up; a player
 * without a deck plays the built-in default deck (docs/rules/rivals.md R-88). The engine reads no
 * files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"
#include "catan/rivals_deck.h"
#include "cli_common.h"

/* Prints a report's errors, one a line, as `catan deck check` does. */
static void print_errors(const char *prog, const char *path, const ctn_rivals_deck_report *r) {
    for (int i = 0; i < r->n; i++)
        fprintf(stderr, "%s: %s:%u: %s: %s\n", prog, path, r->error[i].line,
                ctn_rivals_deck_rule_name(r->error[i].rule), r->error[i].message);
}

/* Reads the deck `arg` — a shipped deck's name, else a file's path — into seat p's place of the
 * set-up; 0, or -1 with the errors printed. */
static int read_deck(const char *prog, const char *arg, ctn_rivals_setup *setup, int p) {
    size_t len;
    const char *shipped = ctn_rivals_deck_file_text(arg, &len);
    char *text = shipped ? NULL : cli_read_file(prog, arg, &len);
    if (!shipped && !text) {
        fprintf(stderr, "%s: '%s' is neither a shipped deck (", prog, arg);
        for (int i = 0; ctn_rivals_deck_file_name(i); i++) fprintf(stderr, "%s%s", i ? ", " : "", ctn_rivals_deck_file_name(i));
        fprintf(stderr, ") nor a readable deck file\n");
        return -1;
    }
    ctn_rivals_pool *pool = malloc(sizeof *pool);
    ctn_rivals_deck *deck = malloc(sizeof *deck);
    ctn_rivals_deck_report *report = malloc(sizeof *report);
    int rc = -1;
    if (pool && deck && report) {
        ctn_rivals_pool_init(pool);
        ctn_error err = {0};
        if (ctn_rivals_deck_read(pool, shipped ? shipped : text, len, deck, report) != 0)
            print_errors(prog, arg, report);
        else if (ctn_rivals_setup_put_deck(setup, p, pool, deck, deck->eras, &err) != CTN_OK)
            fprintf(stderr, "%s: %s: %s\n", prog, arg, err.message);
        else
            rc = 0;
    }
    free(report);
    free(deck);
    free(pool);
    free(text);
    return rc;
}

int cli_rivals_deck_option(cli_game_args *ga, const char *prog, const char *text) {
    int p;
    if (!strncmp(text, "deck0=", 6)) p = 0;
    else if (!strncmp(text, "deck1=", 6)) p = 1;
    else return 0;
    if (!ga->has_setup) ctn_rivals_default_setup(&ga->setup);
    ga->has_setup = 1;
    if (read_deck(prog, text + 6, &ga->setup, p) != 0) {
        fprintf(stderr, "%s: deck%d: '%s' is not a valid tournament deck\n", prog, p, text + 6);
        return -1;
    }
    snprintf(ga->deck_name[p], sizeof ga->deck_name[p], "%s", text + 6);
    return 1;
}
