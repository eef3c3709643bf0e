/* random_bot.c — the random bot: picks uniformly among the legal actions it is given. With the
 * driver's CTN_LEGAL_NO_OFFERS it never offers domestic trades, like the random players of other
 * engines it is compared with. */
#include <stdlib.h>

#include "bot_internal.h"

typedef struct {
    ctn_rng rng;
} random_bot;

static ctn_status random_create(const ctn_game *game, int seat, const char *params, uint64_t seed,
                                void **data, ctn_error *err) {
    (void)game;
    (void)seat;
    if (params && *params)
        return ctn_error_set(err, CTN_E_ARGUMENT, "the random bot takes no parameters");
    random_bot *b = malloc(sizeof *b);
    if (!b) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_rng_seed(&b->rng, seed);
    *data = b;
    return CTN_OK;
}

/* One draw from the bot's generator (ctn_rng_below redraws only on the rare rejection). */
int ctn_random_bot_pick(void *data, const ctn_game *game, const ctn_state *view, int player,
                        const ctn_action *legal, int n) {
    (void)game;
    (void)view;
    (void)player;
    (void)legal;
    random_bot *b = data;
    return (int)ctn_rng_below(&b->rng, (uint32_t)n);
}

ctn_rng *ctn_random_bot_rng(void *data) {
    random_bot *b = data;
    return &b->rng;
}

static ctn_action random_choose(void *data, const ctn_game *game, const ctn_state *view, int player,
                                const ctn_action *legal, int n) {
    return legal[ctn_random_bot_pick(data, game, view, player, legal, n)];
}

static void random_destroy(void *data) {
    free(data);
}

const ctn_bot_type ctn_random_bot = {
    .name = "random",
    .help = "uniform among legal actions (no domestic offers)",
    .needs_view = 0,
    .create = random_create,
    .choose = random_choose,
    .pick = ctn_random_bot_pick,
    .destroy = random_destroy,
};
