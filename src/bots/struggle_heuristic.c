/* struggle_heuristic.c — placeholder for the struggle heuristic bot: picks the first legal action. */
#include <stdlib.h>

#include "heuristic_bot.h"

static ctn_status create(const ctn_game *g, int seat, const char *params, uint64_t seed, void **data, ctn_error *err) {
    (void)g, (void)seat, (void)params, (void)seed, (void)err;
    *data = NULL;
    return CTN_OK;
}

static ctn_action choose(void *data, const ctn_game *g, const ctn_state *view, int player, const ctn_action *legal,
                         int n) {
    (void)data, (void)g, (void)view, (void)player, (void)n;
    return legal[0];
}

static void destroy(void *data) { free(data); }

const ctn_bot_type ctn_struggle_heuristic = {.name = "struggle-heuristic", .help = "placeholder", .needs_view = 1, .create = create, .choose = choose, .destroy = destroy};
