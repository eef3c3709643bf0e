/* fuzz_state_json.c — libFuzzer target: state JSON for a 4-player Classic game. A state that is
 * accepted must pass the invariant check and survive generation, serialisation and a round trip. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static ctn_game *g; /* one game for the whole run */
    ctn_error err;
    if (!g) {
        ctn_game_config cfg = {0};
        cfg.num_players = 4;
        cfg.board_kind = CTN_BOARD_BEGINNER;
        if (ctn_game_new(ctn_ruleset_find("classic"), &cfg, &g, &err) != CTN_OK) abort();
    }
    ctn_state *s = malloc(g->rules->state_size);
    memset(s, 0xA5, g->rules->state_size);
    if (ctn_state_from_json(g, (const char *)data, size, s, &err) == CTN_OK) {
        char msg[256];
        ctn_action list[CTN_MAX_ACTIONS];
        uint32_t w[CTN_MAX_CHANCE];
        if (g->rules->check(g, s, msg, sizeof msg) != 0) abort();
        ctn_actors actors = ctn_game_actors(g, s);
        for (int p = 0; p < g->num_players; p++)
            if (actors & (1u << p)) ctn_game_legal(g, s, p, CTN_LEGAL_ALL, list);
        if (actors & CTN_CHANCE_BIT) ctn_game_chance(g, s, list, w);
        char *text = NULL;
        if (ctn_state_to_json(g, s, &text, &err) != CTN_OK) abort();
        ctn_state *again = malloc(g->rules->state_size);
        if (ctn_state_from_json(g, text, strlen(text), again, &err) != CTN_OK) abort();
        if (memcmp(s, again, g->rules->state_size) != 0) abort();
        free(again);
        ctn_io_free(text);
    }
    free(s);
    return 0;
}
