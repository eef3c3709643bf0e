/* cmd_play.c — the `catan play` subcommand (placeholder until it is written). */
#include <stdio.h>

#include "cli.h"

int cmd_play(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "catan play: not built yet\n");
    return 1;
}
