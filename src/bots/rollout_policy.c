/* rollout_policy.c — cheap playout policies for search bots (see rollout_policy.h): the choice
 * by weights, and the Struggle weights. The Classic weights are in rollout_classic.c, one copy
 * per size class of the state. */
#include "rollout_policy.h"

#include <string.h>

#include "catan/struggle.h"
#include "classic_heuristic.h"

/* Struggle: builds worth the most points first, then knights and roads; a few trades. */
static int struggle_weight(const ctn_game *g, const ctn_state *s, int p, ctn_action a) {
    (void)g, (void)s, (void)p;
    switch (ST_ACT_TYPE(a)) {
    case ST_A_BUILD: {
        static const int BY_KIND[ST_BUILD_COUNT] = {200, 800, 900, 1000, 300};
        int kind = ST_ACT_ARG0(a);
        return kind < ST_BUILD_COUNT ? BY_KIND[kind] : 100;
    }
    case ST_A_END_BUILD:
        return 100;
    case ST_A_END_TRADE:
        return 100;
    case ST_A_TRADE_MARKET:
        return 30;
    default:
        return 50;
    }
}

ctn_action ctn_rollout_pick(const ctn_game *g, const ctn_state *s, int player,
                            const ctn_action *legal, int n, ctn_rng *rng) {
    typedef int (*weight_fn)(const ctn_game *, const ctn_state *, int, ctn_action);
    static const weight_fn CLASSIC[CL_CLASS_COUNT] = {cl_rollout_weight, cl_rollout_weight_m,
                                                      cl_rollout_weight_l};
    weight_fn weight = ctn_classic_is(g)                     ? CLASSIC[ctn_classic_size_class(g)]
                       : !strcmp(g->rules->name, "struggle") ? struggle_weight
                                                             : NULL;
    if (!weight || ctn_rng_below(rng, 10) == 0) return legal[ctn_rng_below(rng, (uint32_t)n)];
    /* the heaviest type wins; ties broken at random */
    int best = -1, ties = 0;
    ctn_action pick = legal[0];
    for (int i = 0; i < n; i++) {
        int w = weight(g, s, player, legal[i]);
        if (w > best)
            best = w, ties = 1, pick = legal[i];
        else if (w == best && ctn_rng_below(rng, (uint32_t)++ties) == 0)
            pick = legal[i];
    }
    return pick;
}
