/* fuzz_replay.c — libFuzzer target: replay files. Parsing and playing any input must give a result
 * or a precise error, never a crash; a replay that plays must also survive a JSON round trip. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ctn_replay *rp = NULL;
    ctn_error err;
    if (ctn_replay_from_json((const char *)data, size, &rp, &err) != CTN_OK) return 0;
    ctn_state *s = NULL;
    ctn_game *g = NULL;
    if (ctn_replay_play(rp, NULL, NULL, &g, &s, &err) == CTN_OK) {
        char *text = NULL;
        if (ctn_replay_to_json(rp, &text, &err) != CTN_OK) abort();
        ctn_replay *again = NULL;
        if (ctn_replay_from_json(text, strlen(text), &again, &err) != CTN_OK) abort();
        ctn_replay_free(again);
        ctn_io_free(text);
    }
    ctn_io_free(s);
    ctn_game_free(g);
    ctn_replay_free(rp);
    return 0;
}
