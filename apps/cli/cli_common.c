/* cli_common.c — game set-up options shared by the subcommands, number parsing, the clock. */
#include "cli_common.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
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

/* A board file: a map ({"format":"catan-map",...}) or a plain board description. */
static int load_board_file(const char *prog, const char *path, ctn_map *map, int *is_map) {
    size_t len;
    char *text = cli_read_file(prog, path, &len);
    if (!text) return -1;
    ctn_error err = {0};
    *is_map = strstr(text, "\"format\"") != NULL;
    ctn_status st = *is_map ? ctn_map_from_json(text, len, map, &err)
                            : ctn_board_desc_from_json(text, len, &map->board, &err);
    free(text);
    if (st != CTN_OK) {
        fprintf(stderr, "%s: board '%s': %s\n", prog, path, err.message);
        return -1;
    }
    return 0;
}

/* The board when --board is not given: the rule set's default map (World's), else random. */
static const char *default_board(const ctn_ruleset *rules) {
    return rules->default_map ? rules->default_map : "random";
}

/* --board: random, beginner, a file, or a shipped map's name ("new_world[:SEED]" generates one). */
static int load_board(const char *prog, const char *b, ctn_game_spec *spec, ctn_map *map) {
    int is_map = 0;
    if (strcmp(b, "random") == 0 || strcmp(b, "beginner") == 0) {
        spec->board_kind = strcmp(b, "random") == 0 ? CTN_BOARD_RANDOM : CTN_BOARD_BEGINNER;
        return 0;
    }
    ctn_error err = {0};
    if (access(b, F_OK) == 0) {
        if (load_board_file(prog, b, map, &is_map) != 0) return -1;
    } else {
        char name[64];
        snprintf(name, sizeof name, "%s", b);
        char *colon = strchr(name, ':');
        uint64_t seed = 1;
        if (colon) *colon = 0, seed = strtoull(colon + 1, NULL, 10);
        is_map = 1;
        if (ctn_map_named(name, spec->num_players, seed, map, &err) != CTN_OK) {
            fprintf(stderr, "%s: --board %s: %s\n", prog, b, err.message);
            return -1;
        }
    }
    spec->board_kind = CTN_BOARD_EXPLICIT;
    spec->board = map->board;
    if (is_map && ctn_map_apply(map, spec, &err) != CTN_OK) {
        fprintf(stderr, "%s: %s\n", prog, err.message);
        return -1;
    }
    return 0;
}

/* The --option values, checked against the rule set, into spec (before a map adds its own). */
static int read_cli_options(cli_game_args *ga, const char *prog, ctn_game_spec *spec) {
    for (int i = 0; i < ga->num_options; i++) {
        const char *text = ga->option_text[i];
        int deck = spec->rules == &ctn_rivals_rules ? cli_rivals_deck_option(ga, prog, text) : 0;
        if (deck < 0) return -1;
        if (deck) continue;
        size_t len = (size_t)(strchr(text, '=') - text);
        memcpy(ga->option_name[i], text, len);
        ga->option_name[i][len] = 0;
        int idx = ctn_option_index(spec->rules, ga->option_name[i]);
        ctn_error err = {0};
        if (idx < 0) {
            fprintf(stderr, "%s: unknown option '%s' for %s\n", prog, ga->option_name[i],
                    spec->rules->name);
            return -1;
        }
        if (ctn_option_parse(&spec->rules->options[idx], text + len + 1, &spec->options[i].value,
                             &err) != CTN_OK) {
            fprintf(stderr, "%s: %s\n", prog, err.message);
            return -1;
        }
        spec->options[i].name = spec->rules->options[idx].name;
        spec->num_options++;
    }
    return 0;
}

ctn_game *cli_game_create(cli_game_args *ga, const char *prog) {
    return cli_game_create_board(ga, prog, NULL);
}

/* Players when --players is not given: 4, within the rule set's range (2 for Rivals). */
static int default_players(const ctn_ruleset *rules) {
    int n = rules->min_players > 4 ? rules->min_players : 4;
    return n > rules->max_players ? rules->max_players : n;
}

int cli_default_players(const char *game) {
    const ctn_ruleset *rules = ctn_ruleset_find(game ? game : "classic");
    return rules ? default_players(rules) : 4;
}

ctn_game *cli_game_create_board(cli_game_args *ga, const char *prog, ctn_board_desc *board) {
    const char *name = ga->game ? ga->game : "classic";
    const ctn_ruleset *rules = ctn_ruleset_find(name);
    if (!rules) {
        fprintf(stderr, "%s: unknown game '%s'\n", prog, name);
        return NULL;
    }
    ctn_game_spec *spec = calloc(1, sizeof *spec);
    ctn_map *map = calloc(1, sizeof *map);
    ctn_game *g = NULL;
    if (spec && map) {
        spec->rules = rules;
        spec->num_players = ga->players ? ga->players : default_players(rules);
        ctn_error err = {0};
        if (read_cli_options(ga, prog, spec) == 0 && (spec->has_setup = ga->has_setup, spec->setup = ga->setup, 1) &&
            load_board(prog, ga->board ? ga->board : default_board(spec->rules), spec, map) == 0 &&
            ctn_game_spec_create(spec, &g, &err) != CTN_OK) {
            fprintf(stderr, "%s: %s\n", prog, err.message);
            g = NULL;
        }
    }
    if (board) {
        memset(board, 0, sizeof *board);
        if (g && spec->board_kind == CTN_BOARD_EXPLICIT) *board = spec->board;
    }
    free(map);
    free(spec);
    return g;
}
