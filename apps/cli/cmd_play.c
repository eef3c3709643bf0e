/* cmd_play.c — `catan play`: a game in the terminal against bots (Classic of any board size,
 * Seafarers, World, Struggle, Rivals). On a terminal it starts the ncurses client (apps/tui); with
 * --plain, or when stdin or stdout is not a terminal, it plays line by line (play_plain.c). Either
 * way the human sees only his own view (the same ctn_game_observe path as bots and clients). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "catan/bot.h"
#include "catan/classic.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "cli.h"
#include "cli_common.h"
#include "play_plain.h"
#include "tui.h"

typedef struct {
    cli_game_args ga;
    int seat;
    uint64_t seed;
    const char *bot;
    int mode;  /* 0 automatic, 1 plain, 2 terminal client */
    int watch; /* a bot plays the human's seat too (terminal client only) */
    FILE *in;
} play_args;

static int parse_args(int argc, char **argv, play_args *a) {
    memset(a, 0, sizeof *a);
    a->bot = "heuristic";
    /* without --seed, a new game each time (the seed is shown, so any game can be replayed) */
    a->seed = ctn_seed_derive((uint64_t)(cli_now() * 1e9), (uint64_t)getpid());
    a->in = stdin;
    for (int i = 1; i < argc; i++) {
        int r = cli_game_arg(&a->ga, argc, argv, &i);
        if (r < 0) return 2;
        if (r > 0) continue;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf(
                "usage: catan play [--game classic|seafarers|world|struggle|rivals] [--players N] "
                "[--seat S] [--bots SPEC] [--seed S]\n"
                "                  [--board random|beginner|MAP|FILE] [--option name=value]... "
                "[--plain|--tui] [--watch]\n"
                "Plays in the terminal: you hold seat S (default 0), bots (default heuristic; "
                "e.g.\n"
                "heuristic, mcts:iters=2000) the others. On a terminal the game is drawn with\n"
                "ncurses (press ? in it for the keys); --plain, or input or output that is not a\n"
                "terminal, gives the line-based client. Without --seed every game is new;\n"
                "the seed is shown, and --seed S plays that game again. --watch: a bot plays your\n"
                "seat too and you watch the game from its view in the terminal client.\n"
                "World (--game world) is for 8 to 12 players, 8 without --players, on its world\n"
                "map unless --board names another. Rivals (--game rivals) is for 2 players; its\n"
                "modes: --option mode=intro (the others are refused until the engine plays "
                "them).\n");
            return 1;
        }
        if (!strcmp(argv[i], "--watch")) {
            a->watch = 1;
            continue;
        }
        if (!strcmp(argv[i], "--plain") || !strcmp(argv[i], "--tui")) {
            a->mode = argv[i][2] == 'p' ? 1 : 2;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "catan play: unknown option or missing value: '%s'\n", argv[i]);
            return 2;
        }
        const char *v = argv[++i];
        if (!strcmp(argv[i - 1], "--seat")) {
            char *end = NULL;
            long seat = strtol(v, &end, 10);
            if (!*v || *end || seat < 0 || seat >= CTN_MAX_PLAYERS) {
                fprintf(stderr, "catan play: --seat takes a seat number, not '%s'\n", v);
                return 2;
            }
            a->seat = (int)seat;
        } else if (!strcmp(argv[i - 1], "--bots"))
            a->bot = v;
        else if (!strcmp(argv[i - 1], "--seed")) {
            if (cli_parse_u64("catan play", "--seed", v, &a->seed)) return 2;
        } else {
            fprintf(stderr, "catan play: unknown option '%s'\n", argv[i - 1]);
            return 2;
        }
    }
    return 0;
}

/* The game of the arguments, with the board description it was made from; NULL (message
 * printed) when it cannot be made or played here. */
static ctn_game *play_game(play_args *a, ctn_board_desc *board) {
    ctn_game *g = cli_game_create_board(&a->ga, "catan play", board);
    if (!g) return NULL;
    if (!ctn_classic_is(g) && g->rules != &ctn_struggle_rules && g->rules != &ctn_rivals_rules) {
        fprintf(stderr,
                "catan play: the terminal plays classic, seafarers, world, struggle or rivals, not "
                "'%s'\n",
                g->rules->name);
        ctn_game_free(g);
        return NULL;
    }
    if (a->seat < 0 || a->seat >= g->num_players) {
        fprintf(stderr, "catan play: --seat must be 0 to %d\n", g->num_players - 1);
        ctn_game_free(g);
        return NULL;
    }
    return g;
}

int cmd_play(int argc, char **argv) {
    play_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc == 1 ? 0 : rc;
    ctn_board_desc *board = calloc(1, sizeof *board);
    ctn_game *g = board ? play_game(&a, board) : NULL;
    if (!g) {
        free(board);
        return 2;
    }
    ctn_bot *bots[CTN_MAX_PLAYERS] = {0};
    ctn_error err = {0};
    rc = 0;
    for (int p = 0; p < g->num_players && !rc; p++)
        if ((p != a.seat || a.watch) &&
            ctn_bot_new(g, a.bot, p, ctn_seed_derive(a.seed, (uint64_t)p + 1), &bots[p], &err) !=
                CTN_OK) {
            fprintf(stderr, "catan play: %s\n", err.message);
            rc = 2;
        }
    int tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    if (!rc && a.watch && (a.mode == 1 || (a.mode == 0 && !tty))) {
        fprintf(stderr,
                "catan play: --watch needs the terminal client (a terminal, not --plain)\n");
        rc = 2;
    }
    if (!rc && (a.mode == 2 || (a.mode == 0 && tty))) {
        tui_options o = {g, bots, a.seat, a.watch, a.seed, a.bot, board};
        rc = tui_play(&o);
        if (rc < 0) {
            fprintf(stderr, "catan play: %s\n",
                    a.watch ? "cannot watch without the terminal client"
                            : "playing line by line instead");
            rc = a.watch ? 2 : play_plain(g, board, bots, a.seat, a.seed, a.in);
        }
    } else if (!rc)
        rc = play_plain(g, board, bots, a.seat, a.seed, a.in);
    for (int p = 0; p < g->num_players; p++) ctn_bot_free(bots[p]);
    ctn_game_free(g);
    free(board);
    return rc;
}
