/* cmd_engine.c — the `catan engine` subcommand (placeholder until it is written). */
#include <stdio.h>

#include "cli.h"

int cmd_engine(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "catan engine: not built yet\n");
    return 1;
}
