/* cli_common.h — what several subcommands share: reading the game set-up options
 * (--game, --players, --board, --option) and small output helpers. */
#ifndef CATAN_CLI_COMMON_H
#define CATAN_CLI_COMMON_H

#include <stdint.h>

#include "catan/board.h"
#include "catan/game.h"
#include "catan/rivals.h"

typedef struct cli_game_args {
    const char *game; /* rule set name */
    int players;
    const char *board; /* "random", "beginner", a shipped map ("new_shores"), a map or board file */
    int num_options;
    char option_text[CTN_MAX_OPTIONS][96]; /* "name=value" */
    char option_name[CTN_MAX_OPTIONS][96]; /* filled by cli_game_create */
    /* Rivals tournament: the decks of --option deck0=FILE / deck1=FILE (cli_decks.c), the other
     * player's the default deck */
    int has_setup;
    ctn_rivals_setup setup;
    char deck_name[RV_PLAYERS][64]; /* each deck as given (a shipped name or a path), "" the default */
} cli_game_args;

/* `deck0=DECK` or `deck1=DECK` for a Rivals game (a shipped deck's name, else a deck file): reads,
 * checks and puts the deck in ga's set-up.
 * Returns 1 when it was such an option, 0 when not, -1 on an error (printed). */
int cli_rivals_deck_option(cli_game_args *ga, const char *prog, const char *text);

/* Consumes argv[*i] (and its value) if it is one of the game set-up options; returns 1 if it was,
 * 0 if not, -1 on a usage error (message printed). */
int cli_game_arg(cli_game_args *ga, int argc, char **argv, int *i);

/* Creates the game described by ga; prints a precise error and returns NULL on failure. Without
 * --players a game has 4 players, or the rule set's minimum when that is more (World: 8). */
ctn_game *cli_game_create(cli_game_args *ga, const char *prog);

/* As cli_game_create, and copies the board description the game was made from (a map or a
 * board file, named or the rule set's default) to *board; board->num_hexes is 0 for a board the
 * rule set deals itself (random, beginner). */
ctn_game *cli_game_create_board(cli_game_args *ga, const char *prog, ctn_board_desc *board);
/* Players when --players is not given: 4, within the named rule set's range of players. */
int cli_default_players(const char *game);

/* Reads a whole file into a NUL-terminated buffer (free() it); NULL with a message on failure. */
char *cli_read_file(const char *prog, const char *path, size_t *len);

/* Parses an unsigned 64-bit integer option value; prints an error and returns -1 if malformed. */
int cli_parse_u64(const char *prog, const char *flag, const char *text, uint64_t *out);

/* Seconds of a monotonic clock. */
double cli_now(void);

#endif
