/* fuzz_action_text.c — libFuzzer target: action text in positions of every rule set
 * (fuzz_positions.h). Input: byte 0 picks the game, byte 1 the position, byte 2 the acting player
 * (when several act), the rest is the text. Any text parses or fails with a message; a parsed
 * action prints as text that parses to the same action; applying it through the checked path
 * either changes nothing (refused) or leaves a state that passes the invariant check. */
#include "fuzz_positions.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 4 || size > 203) return 0;
    fuzz_game *fg = fuzz_game_get(data[0]);
    const ctn_game *g = fg->game;
    uint8_t *before = fg->scratch + fg->size;
    ctn_state *s = (ctn_state *)fg->scratch;
    fuzz_position(fg, data[1], s);
    int player = fuzz_pick_player(g, s, data[2]);
    char text[256];
    memcpy(text, data + 3, size - 3);
    text[size - 3] = 0;

    ctn_action a;
    ctn_error err;
    if (ctn_action_from_text(g, s, player, text, &a, &err) != CTN_OK) {
        if (!err.message[0]) abort(); /* every refusal says why */
        return 0;
    }
    char printed[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(g, s, a, printed, sizeof printed);
    ctn_action back;
    if (ctn_action_from_text(g, s, player, printed, &back, &err) == CTN_OK && back != a) abort();
    memcpy(before, s, fg->size);
    if (ctn_game_apply_checked(g, s, player, a, &err) != CTN_OK) {
        if (memcmp(before, s, fg->size) != 0) abort(); /* a refused action changes nothing */
    } else {
        char msg[256];
        if (g->rules->check(g, s, msg, sizeof msg)) abort();
    }
    return 0;
}
