/* cli_common.c — game set-up options shared by the subcommands, number parsing, the clock. */
#include "cli_common.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "catan/io.h"

double cli_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int cli_parse_u64(const char *prog, const char *flag, const char *text, uint64_t *out) {
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 0);
    if (!*text || *end || errno || text[0] == '-') {
        fprintf(stderr, "%s: %s takes a non-negative integer, not '%s'\n", prog, flag, text);
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

static int need_value(int argc, char **argv, int i) {
    if (i + 1 < argc) return 0;
    fprintf(stderr, "catan: %s needs a value\n", argv[i]);
    return -1;
}

int cli_game_arg(cli_game_args *ga, int argc, char **argv, int *i) {
    const char *a = argv[*i];
    if (strcmp(a, "--game") && strcmp(a, "--players") && strcmp(a, "--board") &&
        strcmp(a, "--option"))
        return 0;
    if (need_value(argc, argv, *i)) return -1;
    const char *v = argv[++*i];
    if (strcmp(a, "--game") == 0)
        ga->game = v;
    else if (strcmp(a, "--board") == 0)
        ga->board = v;
    else if (strcmp(a, "--players") == 0) {
        char *end = NULL;
        long n = strtol(v, &end, 10);
        if (!*v || *end || n < 1 || n > CTN_MAX_PLAYERS) {
            fprintf(stderr, "catan: --players takes 1 to %d, not '%s'\n", CTN_MAX_PLAYERS, v);
            return -1;
        }
        ga->players = (int)n;
    } else {
        if (ga->num_options == CTN_MAX_OPTIONS || !strchr(v, '=') ||
            strlen(v) >= sizeof ga->option_text[0]) {
            fprintf(stderr, "catan: --option takes name=value, not '%s'\n", v);
            return -1;
        }
        strcpy(ga->option_text[ga->num_options++], v);
    }
    return 1;
}

char *cli_read_file(const char *prog, const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open '%s': %s\n", prog, path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap) break;
        char *bigger = cap > ((size_t)64 << 20) ? NULL : realloc(buf, cap * 2 + 1);
        if (!bigger) {
            fprintf(stderr, "%s: '%s' is too large\n", prog, path);
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    int failed = ferror(f);
    fclose(f);
    if (buf && failed) {
        fprintf(stderr, "%s: cannot read '%s'\n", prog, path);
        free(buf);
        return NULL;
    }
    if (buf) buf[n] = 0;
    if (len) *len = n;
    return buf;
}

static ctn_board_desc *load_board(const char *prog, const char *path) {
    size_t len;
    char *text = cli_read_file(prog, path, &len);
    if (!text) return NULL;
    ctn_board_desc *board = malloc(sizeof *board);
    ctn_error err = {0};
    if (board && ctn_board_desc_from_json(text, len, board, &err) != CTN_OK) {
        fprintf(stderr, "%s: board '%s': %s\n", prog, path, err.message);
        free(board);
        board = NULL;
    }
    free(text);
    return board;
}

ctn_game *cli_game_create(cli_game_args *ga, const char *prog) {
    const char *name = ga->game ? ga->game : "classic";
    const ctn_ruleset *rules = ctn_ruleset_find(name);
    if (!rules) {
        fprintf(stderr, "%s: unknown game '%s'\n", prog, name);
        return NULL;
    }
    ctn_board_desc *board = NULL;
    ctn_game_config cfg = {0};
    cfg.num_players = ga->players ? ga->players : 4;
    ctn_error err = {0};
    const char *b = ga->board ? ga->board : "random";
    if (strcmp(b, "random") == 0)
        cfg.board_kind = CTN_BOARD_RANDOM;
    else if (strcmp(b, "beginner") == 0)
        cfg.board_kind = CTN_BOARD_BEGINNER;
    else {
        if (!(board = load_board(prog, b))) return NULL;
        cfg.board_kind = CTN_BOARD_EXPLICIT;
        cfg.board = board;
    }
    ctn_game *g = NULL;
    for (int i = 0; i < ga->num_options; i++) {
        const char *text = ga->option_text[i];
        size_t len = (size_t)(strchr(text, '=') - text);
        memcpy(ga->option_name[i], text, len);
        ga->option_name[i][len] = 0;
        int idx = ctn_option_index(rules, ga->option_name[i]);
        if (idx < 0) {
            fprintf(stderr, "%s: unknown option '%s' for %s\n", prog, ga->option_name[i],
                    rules->name);
            free(board);
            return NULL;
        }
        if (ctn_option_parse(&rules->options[idx], text + len + 1, &cfg.options[i].value, &err) !=
            CTN_OK) {
            fprintf(stderr, "%s: %s\n", prog, err.message);
            free(board);
            return NULL;
        }
        cfg.options[i].name = ga->option_name[i];
        cfg.num_options++;
    }
    if (ctn_game_new(rules, &cfg, &g, &err) != CTN_OK) {
        fprintf(stderr, "%s: %s\n", prog, err.message);
        g = NULL;
    }
    free(board);
    return g;
}
