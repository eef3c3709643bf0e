/* fuzz_state_json.c — libFuzzer target: state JSON for every rule set (the games of
 * fuzz_positions.h). Input: byte 0 picks the game, the rest is the JSON. A state that is accepted
 * must pass the invariant check and survive move generation, serialisation and a round trip to
 * the same bytes. */
#include "fuzz_positions.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    fuzz_game *fg = fuzz_game_get(data[0]);
    const ctn_game *g = fg->game;
    ctn_state *s = (ctn_state *)fg->scratch, *again = (ctn_state *)(fg->scratch + fg->size);
    ctn_error err;
    memset(s, 0xA5, fg->size);
    if (ctn_state_from_json(g, (const char *)data + 1, size - 1, s, &err) != CTN_OK) {
        if (!err.message[0]) abort(); /* every refusal says why */
        return 0;
    }
    static ctn_action list[CTN_MAX_ACTIONS];
    static uint32_t weights[CTN_MAX_CHANCE];
    char msg[256];
    if (g->rules->check(g, s, msg, sizeof msg) != 0) abort();
    ctn_actors actors = ctn_game_actors(g, s);
    for (int p = 0; p < g->num_players; p++)
        if (actors & (1u << p)) ctn_game_legal(g, s, p, CTN_LEGAL_ALL, list);
    if (actors & CTN_CHANCE_BIT) ctn_game_chance(g, s, list, weights);
    char *text = NULL;
    if (ctn_state_to_json(g, s, &text, &err) != CTN_OK) abort();
    if (ctn_state_from_json(g, text, strlen(text), again, &err) != CTN_OK) abort();
    if (memcmp(s, again, fg->size) != 0) abort();
    ctn_io_free(text);
    return 0;
}
