/* struggle_oracle.c — placeholder until the independent oracle is written: returns nothing. */
#include "struggle_internal.h"

int st_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out) {
    (void)g, (void)state, (void)player, (void)flags, (void)out;
    return 0;
}
