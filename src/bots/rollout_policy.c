/* rollout_policy.c — cheap playout policies for search bots (see rollout_policy.h). */
#include "rollout_policy.h"

#include <string.h>

#include "catan/classic.h"
#include "catan/struggle.h"

/* Classic: cities and settlements first, then development cards and knights, roads when nothing
 * better is affordable, bank trades rarely; ending the turn over wandering. */
static int classic_weight(ctn_action a) {
    switch (CL_ACT_TYPE(a)) {
    case CL_A_BUILD_CITY:
        return 1000;
    case CL_A_BUILD_SETTLEMENT:
        return 900;
    case CL_A_BUY_DEV:
        return 300;
    case CL_A_PLAY_KNIGHT:
    case CL_A_PLAY_MONOPOLY:
    case CL_A_PLAY_YEAR_OF_PLENTY:
    case CL_A_PLAY_ROAD_BUILDING:
        return 200;
    case CL_A_BUILD_ROAD:
        return 40;
    case CL_A_TRADE_BANK:
        return 20;
    case CL_A_END_TURN:
        return 100;
    default:
        return 50;
    }
}

/* Struggle: builds worth the most points first, then knights and roads; a few trades. */
static int struggle_weight(ctn_action a) {
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
    (void)s, (void)player;
    int (*weight)(ctn_action) = !strcmp(g->rules->name, "classic")    ? classic_weight
                                : !strcmp(g->rules->name, "struggle") ? struggle_weight
                                                                      : NULL;
    if (!weight || ctn_rng_below(rng, 10) == 0) return legal[ctn_rng_below(rng, (uint32_t)n)];
    /* the heaviest type wins; ties broken at random */
    int best = -1, ties = 0;
    ctn_action pick = legal[0];
    for (int i = 0; i < n; i++) {
        int w = weight(legal[i]);
        if (w > best)
            best = w, ties = 1, pick = legal[i];
        else if (w == best && ctn_rng_below(rng, (uint32_t)++ties) == 0)
            pick = legal[i];
    }
    return pick;
}
