/* cmd_bench.c — the `catan bench` subcommand (placeholder until it is written). */
#include <stdio.h>

#include "cli.h"

int cmd_bench(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "catan bench: not built yet\n");
    return 1;
}
