/* fuzz_rivals_action_text.c — libFuzzer target: action text in several positions of a Rivals for
 * Catan game (docs/rules/rivals.md R§9). Any text parses or fails with a message; a parsed action
 * prints as text that parses to the same action; applying it through the checked path either
 * changes nothing (refused) or leaves a state that passes the invariant check. The first byte picks
 * the position (that many random actions from the start). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/rivals.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static ctn_game *g;
    ctn_error err;
    if (!g) {
        ctn_game_config cfg = {0};
        cfg.num_players = 2;
        if (ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err) != CTN_OK) abort();
    }
    if (size < 2 || size > 200) return 0;
    char text[256];
    memcpy(text, data + 1, size - 1);
    text[size - 1] = 0;
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 5);
    ctn_rng rng;
    ctn_rng_seed(&rng, data[0]);
    ctn_action list[CTN_MAX_ACTIONS];
    for (int i = 0; i < data[0] * 4 && !ctn_game_is_terminal(g, (ctn_state *)&s); i++) {
        int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
        ctn_action a;
        if (p == CTN_CHANCE)
            a = ctn_game_sample_own_chance(g, (ctn_state *)&s);
        else
            a = list[ctn_rng_below(&rng, (uint32_t)ctn_game_legal(g, (ctn_state *)&s, p, 0, list))];
        ctn_game_apply(g, (ctn_state *)&s, p, a);
    }
    int player = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
    if (player < 0) return 0;
    ctn_action a;
    if (ctn_action_from_text(g, (ctn_state *)&s, player, text, &a, &err) != CTN_OK) {
        if (!err.message[0]) abort();
        return 0;
    }
    char printed[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(g, (ctn_state *)&s, a, printed, sizeof printed);
    ctn_action back;
    if (ctn_action_from_text(g, (ctn_state *)&s, player, printed, &back, &err) == CTN_OK && back != a) abort();
    ctn_rivals_state before = s;
    if (ctn_game_apply_checked(g, (ctn_state *)&s, player, a, &err) != CTN_OK) {
        if (memcmp(&before, &s, sizeof s) != 0) abort(); /* a refused action changes nothing */
    } else {
        char msg[256];
        if (ctn_rivals_rules.check(g, (ctn_state *)&s, msg, sizeof msg)) abort();
    }
    return 0;
}
