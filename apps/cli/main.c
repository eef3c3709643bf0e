/* main.c — entry point of the `catan` tool: dispatches to the subcommand named first. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command COMMANDS[] = {
    {"play", cmd_play, "play a game in the terminal against bots"},
    {"engine", cmd_engine, "JSON-lines engine protocol on stdin/stdout (docs/protocol.md)"},
    {"sim", cmd_sim, "play many games between bots and report the results"},
    {"perft", cmd_perft, "count legal action sequences to a depth"},
    {"replay", cmd_replay, "verify a replay file and print its final hash"},
    {"bench", cmd_bench, "the standard benchmark: signature and speed figures"},
    {"deck", cmd_deck, "check Rivals tournament deck files and list the deck pool"},
#ifdef CATAN_HAVE_SERVER
    {"serve", cmd_serve, "HTTP + WebSocket game server with stored games (docs/server.md)"},
#endif
};
enum { NUM_COMMANDS = sizeof COMMANDS / sizeof COMMANDS[0] };

static void usage(FILE *out) {
    fprintf(out, "usage: catan <command> [options]\n\ncommands:\n");
    for (int i = 0; i < NUM_COMMANDS; i++)
        fprintf(out, "  %-8s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
    fprintf(out, "\n'catan <command> --help' describes a command's options.\n");
}

int main(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    for (int i = 0; i < NUM_COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0) return COMMANDS[i].run(argc - 1, argv + 1);
    fprintf(stderr, "catan: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
