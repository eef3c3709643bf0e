/* cmd_sim.c — the `catan sim` subcommand (placeholder until it is written). */
#include <stdio.h>

#include "cli.h"

int cmd_sim(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "catan sim: not built yet\n");
    return 1;
}
