/* cmd_perft.c — the `catan perft` subcommand (placeholder until it is written). */
#include <stdio.h>

#include "cli.h"

int cmd_perft(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "catan perft: not built yet\n");
    return 1;
}
