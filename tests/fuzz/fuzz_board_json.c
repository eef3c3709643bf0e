/* fuzz_board_json.c — libFuzzer target: board descriptions. Any input is a board or an error; a
 * board that parses must either make a game (whose first state passes the check and whose
 * description round-trips) or be refused with a message. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ctn_board_desc *b = malloc(sizeof *b);
    ctn_error err;
    if (ctn_board_desc_from_json((const char *)data, size, b, &err) == CTN_OK) {
        char *text = NULL;
        if (ctn_board_desc_to_json(b, &text, &err) != CTN_OK) abort();
        ctn_board_desc *again = malloc(sizeof *again);
        if (ctn_board_desc_from_json(text, strlen(text), again, &err) != CTN_OK) abort();
        free(again);
        ctn_io_free(text);
        ctn_game_config cfg = {0};
        cfg.num_players = 3;
        cfg.board_kind = CTN_BOARD_EXPLICIT;
        cfg.board = b;
        ctn_game *g = NULL;
        if (ctn_game_new(ctn_ruleset_find("classic"), &cfg, &g, &err) == CTN_OK) {
            ctn_state *s = malloc(g->rules->state_size);
            char msg[256];
            ctn_game_init_state(g, s, 1);
            if (g->rules->check(g, s, msg, sizeof msg)) abort();
            free(s);
            ctn_game_free(g);
        } else if (!err.message[0]) {
            abort();
        }
    }
    free(b);
    return 0;
}
