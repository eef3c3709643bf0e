/* heuristic_bot.c — the "heuristic" bot: a hand-written strategy per rule set, chosen by the game's
 * rule-set name; every strategy sees only its player's view. */
#include <stdlib.h>
#include <string.h>

#include "classic_heuristic.h"
#include "heuristic_bot.h"

typedef struct {
    const ctn_bot_type *impl;
    void *data;
} heuristic;

static const struct {
    const char *rules;
    const ctn_bot_type *impl;
} STRATEGIES[] = {{"classic", &ctn_classic_heuristic},
                  {"seafarers", &ctn_classic_heuristic}, /* the Classic one, which knows ships */
                  {"world", &ctn_classic_heuristic}, /* and World's round (W§5-W§8) */
                  {"struggle", &ctn_struggle_heuristic},
                  {"rivals", &ctn_rivals_heuristic}};

static ctn_status h_create(const ctn_game *g, int seat, const char *params, uint64_t seed,
                           void **data, ctn_error *err) {
    for (size_t i = 0; i < sizeof STRATEGIES / sizeof STRATEGIES[0]; i++) {
        if (strcmp(STRATEGIES[i].rules, g->rules->name)) continue;
        heuristic *h = calloc(1, sizeof *h);
        if (!h) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
        h->impl = STRATEGIES[i].impl;
        if (ctn_classic_is(g)) { /* the copy for the game's size class */
            static const ctn_bot_type *const BY_CLASS[CL_CLASS_COUNT] = {
                &ctn_classic_heuristic, &ctn_classic_heuristic_m, &ctn_classic_heuristic_l};
            h->impl = BY_CLASS[ctn_classic_size_class(g)];
        }
        ctn_status st = h->impl->create(g, seat, params, seed, &h->data, err);
        if (st != CTN_OK) {
            free(h);
            return st;
        }
        *data = h;
        return CTN_OK;
    }
    return ctn_error_set(err, CTN_E_ARGUMENT, "no heuristic bot for %s yet", g->rules->name);
}

static ctn_action h_choose(void *data, const ctn_game *g, const ctn_state *view, int player,
                           const ctn_action *legal, int n) {
    heuristic *h = data;
    return h->impl->choose(h->data, g, view, player, legal, n);
}

static void h_destroy(void *data) {
    heuristic *h = data;
    if (!h) return;
    h->impl->destroy(h->data);
    free(h);
}

const ctn_bot_type ctn_heuristic_bot = {
    .name = "heuristic",
    .help =
        "a hand-written strategy for the rule set (placement, build priorities, robber, trades)",
    .needs_view = 1,
    .makes_offers = 1, /* the Classic strategy makes domestic offers */
    .create = h_create,
    .choose = h_choose,
    .destroy = h_destroy,
};
