/* rollout_policy.c — cheap playout policies for search bots (see rollout_policy.h): the choice
 * by weights, and the Struggle and Rivals weights. The Classic weights are in rollout_classic.c,
 * one copy per size class of the state. */
#include "rollout_policy.h"

#include <string.h>

#include "catan/rivals.h"
#include "catan/struggle.h"
#include "classic_heuristic.h"
#include "heuristic_bot.h"

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

/* Rivals: the centre's towns, then cards by their points, roads, action cards; a card of one's own
 * is never given up in a playout (weight 0); payments, gains, draws and the rest at random. */
static int rivals_weight(const ctn_game *g, const ctn_state *s, int p, ctn_action a) {
    (void)p;
    switch (RV_ACT_TYPE(a)) {
    case RV_A_CITY: return 1000;
    case RV_A_SETTLEMENT: return 900;
    case RV_A_BUILD: return 470 + ctn_rivals_card_worth(g, (const ctn_rivals_state *)s, RV_ACT_A(a)); /* 500 + the points' worth without its 30 */
    case RV_A_ROAD: return 450;
    case RV_A_PLAY: return 300;
    case RV_A_CARAVAN:
    case RV_A_GOLDSMITH:
    case RV_A_SHIP_TRADE: return 150;
    case RV_A_END_ACTIONS: return 100;
    case RV_A_TRADE: return 30;
    case RV_A_ABANDON: return 0;
    default: return 50;
    }
}

ctn_action ctn_rollout_pick(const ctn_game *g, const ctn_state *s, int player,
                            const ctn_action *legal, int n, ctn_rng *rng) {
    typedef int (*weight_fn)(const ctn_game *, const ctn_state *, int, ctn_action);
    static const weight_fn CLASSIC[CL_CLASS_COUNT] = {cl_rollout_weight, cl_rollout_weight_m,
                                                      cl_rollout_weight_l};
    weight_fn weight = ctn_classic_is(g)                     ? CLASSIC[ctn_classic_size_class(g)]
                       : !strcmp(g->rules->name, "struggle") ? struggle_weight
                       : g->rules == &ctn_rivals_rules       ? rivals_weight
                                                             : NULL;
    if (!weight || ctn_rng_below(rng, 10) == 0) { /* one move in ten at random, but never one of weight 0 */
        ctn_action a = legal[ctn_rng_below(rng, (uint32_t)n)];
        if (!weight || weight(g, s, player, a) > 0) return a;
    }
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
