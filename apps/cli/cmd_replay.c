/* cmd_replay.c — the `catan replay` subcommand: loads a replay file, plays every action with
 * full legality checks and compares the final hash. Prints "ok <hash>" (exit 0) or the error
 * with its code on stderr (exit 1); --print lists the actions first.
 */
#include <stdio.h>
#include <string.h>

#include "catan/io.h"
#include "cli.h"

static void usage(FILE *out) {
    fprintf(out, "usage: catan replay [--print] FILE\n\n"
                 "Plays the replay in FILE, checking every action and the final hash.\n"
                 "Prints \"ok <hash>\" and exits 0, or prints the error and exits 1.\n\n"
                 "  --print   list the actions (index, player, action) first\n");
}

static void print_actions(const ctn_replay *replay) {
    const ctn_game_spec *spec = ctn_replay_spec(replay);
    printf("# %s, %d players, seed %llu, %zu actions\n", spec->rules->name, spec->num_players,
           (unsigned long long)spec->seed, ctn_replay_length(replay));
    for (size_t i = 0; i < ctn_replay_length(replay); i++) {
        int player = 0;
        const char *text = ctn_replay_action(replay, i, &player);
        if (player == CTN_CHANCE)
            printf("%zu chance %s\n", i, text);
        else
            printf("%zu p%d %s\n", i, player, text);
    }
}

static int verify(const char *path, int print) {
    ctn_error err = {CTN_OK, ""};
    ctn_replay *replay = NULL;
    ctn_game *game = NULL;
    ctn_state *state = NULL;
    ctn_status st = ctn_replay_load_file(path, &replay, &err);
    if (st == CTN_OK && print) print_actions(replay);
    if (st == CTN_OK) st = ctn_replay_play(replay, NULL, NULL, &game, &state, &err);
    if (st == CTN_OK) {
        char hash[17];
        ctn_hash_format(ctn_state_hash(game, state), hash);
        printf("ok %s\n", hash);
    } else {
        fprintf(stderr, "catan replay: %s: %s: %s\n", path, ctn_status_name(st), err.message);
    }
    ctn_io_free(state);
    ctn_game_free(game);
    ctn_replay_free(replay);
    return st == CTN_OK ? 0 : 1;
}

int cmd_replay(int argc, char **argv) {
    const char *path = NULL;
    int print = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--print") == 0)
            print = 1;
        else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "catan replay: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        } else if (path) {
            fprintf(stderr, "catan replay: one file at a time\n");
            return 2;
        } else
            path = argv[i];
    }
    if (!path) {
        usage(stderr);
        return 2;
    }
    return verify(path, print);
}
