/* fuzz_map_json.c — libFuzzer target: map files. Any input is a map or an error; a map that
 * parses round-trips its board, and either makes a Seafarers game (whose first state passes the
 * check) or is refused with a message. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"

static void try_game(const ctn_map *m) {
    ctn_game_spec *spec = calloc(1, sizeof *spec);
    ctn_error err;
    spec->rules = ctn_ruleset_find("seafarers");
    spec->num_players = m->min_players;
    ctn_game *g = NULL;
    if (ctn_map_apply(m, spec, &err) == CTN_OK && ctn_game_spec_create(spec, &g, &err) == CTN_OK) {
        ctn_state *s = malloc(g->rules->state_size);
        char msg[256];
        ctn_game_init_state(g, s, 1);
        if (g->rules->check(g, s, msg, sizeof msg)) abort();
        free(s);
        ctn_game_free(g);
    } else if (!err.message[0]) {
        abort(); /* a refusal always says why */
    }
    free(spec);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ctn_map *m = malloc(sizeof *m);
    ctn_error err;
    if (ctn_map_from_json((const char *)data, size, m, &err) == CTN_OK) {
        char *text = NULL;
        if (ctn_board_desc_to_json(&m->board, &text, &err) != CTN_OK) abort();
        ctn_board_desc *again = malloc(sizeof *again);
        if (ctn_board_desc_from_json(text, strlen(text), again, &err) != CTN_OK) abort();
        if (memcmp(again, &m->board, sizeof *again) != 0) abort();
        free(again);
        ctn_io_free(text);
        try_game(m);
    } else if (!err.message[0]) {
        abort();
    }
    free(m);
    return 0;
}
