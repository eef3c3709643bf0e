/* cmd_replay.c — the `catan replay` subcommand (placeholder until it is written). */
#include <stdio.h>

#include "cli.h"

int cmd_replay(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "catan replay: not built yet\n");
    return 1;
}
