/* eval_read_rivals.c — tools/eval_fit's reader of Rivals positions (eval_readers.h): the features
 * of rivals_evaluate.c, 2 players, sampled after the first turn's set-up. */
#include "eval_readers.h"
#include "rules/rivals/rivals_internal.h"

static const char *const NAMES[RV_FEAT_COUNT] = {
    [RV_FEAT_POINTS] = "RV_FEAT_POINTS",
    [RV_FEAT_RESOURCES] = "RV_FEAT_RESOURCES",
    [RV_FEAT_RES_OVER_7] = "RV_FEAT_RES_OVER_7",
    [RV_FEAT_GOLD] = "RV_FEAT_GOLD",
    [RV_FEAT_KINDS] = "RV_FEAT_KINDS",
    [RV_FEAT_HAND] = "RV_FEAT_HAND",
    [RV_FEAT_STRENGTH] = "RV_FEAT_STRENGTH",
    [RV_FEAT_SKILL] = "RV_FEAT_SKILL",
    [RV_FEAT_COMMERCE] = "RV_FEAT_COMMERCE",
    [RV_FEAT_PROGRESS] = "RV_FEAT_PROGRESS",
    [RV_FEAT_STRENGTH_ADV] = "RV_FEAT_STRENGTH_ADV",
    [RV_FEAT_TRADE_ADV] = "RV_FEAT_TRADE_ADV",
    [RV_FEAT_SETTLEMENTS] = "RV_FEAT_SETTLEMENTS",
    [RV_FEAT_CITIES] = "RV_FEAT_CITIES",
    [RV_FEAT_ROADS] = "RV_FEAT_ROADS",
    [RV_FEAT_REGIONS] = "RV_FEAT_REGIONS",
    [RV_FEAT_BOOSTED] = "RV_FEAT_BOOSTED",
    [RV_FEAT_EXPANSIONS] = "RV_FEAT_EXPANSIONS",
    [RV_FEAT_FREE_SITES] = "RV_FEAT_FREE_SITES",
    [RV_FEAT_TO_MOVE] = "RV_FEAT_TO_MOVE",
};

static int sampled(const ctn_game *g, const ctn_state *s) {
    (void)g;
    return ((const rv_state *)s)->turn > 0;
}

static int stage(const ctn_game *g, const ctn_state *s) {
    return rv_eval_stage(rv_data_of(g), (const rv_state *)s);
}

static void read(const ctn_game *g, const ctn_state *s, int p, double *f) {
    double all[RV_PLAYERS][RV_FEAT_COUNT];
    rv_eval_features(rv_data_of(g), (const rv_state *)s, all);
    memcpy(f, all[p], sizeof all[p]);
}

static int winner(const ctn_game *g, const ctn_state *s) {
    int w = ((const rv_state *)s)->winner;
    return w < g->num_players ? w : -1;
}

const eval_reader eval_reader_rivals = {
    .game = "rivals",
    .players = RV_PLAYERS,
    .features = RV_FEAT_COUNT,
    .stages = RV_EVAL_STAGES,
    .names = NAMES,
    .table = "const double rv_eval_weights[RV_FEAT_COUNT][RV_EVAL_STAGES]",
    .sampled = sampled,
    .stage = stage,
    .read = read,
    .winner = winner,
};
