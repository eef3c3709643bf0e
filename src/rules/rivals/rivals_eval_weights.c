/* rivals_eval_weights.c — the weights of the Rivals evaluation (rivals_evaluate.c): one row per
 * feature (rv_feature), one column per stage of the game (rv_eval_stage), in log-odds of winning
 * (conditional logit: a player's chance is proportional to exp of his weighted features).
 *
 * One table for every mode, fitted by tools/eval_fit.c to 20,000 heuristic self-play games of the
 * Duel of the Princes (`build/release/eval_fit --game rivals --option mode=duel --games 20000
 * --seed 1 > table`): about 620,000 positions sampled at one decision in twenty, every fifth game
 * held out. Held-out log-loss by stage 0.615, 0.499, 0.389, 0.253 (guessing: 0.693; the hand-made
 * evaluation it replaces, read the same way: 0.701, 0.592, 0.451, 0.269). docs/benchmarks.md has
 * the figures on other games and in the other modes. The hand-made one weighed a point 1, a
 * resource 0.06, a hand card 0.15, a strength or commerce point 0.1 in every stage.
 */
#include "rivals_internal.h"

const double rv_eval_weights[RV_FEAT_COUNT][RV_EVAL_STAGES] = {
    [RV_FEAT_POINTS] = {-0.0519, 0.2613, 0.4961, 0.8388},
    [RV_FEAT_RESOURCES] = {0.0759, 0.0766, 0.0281, 0.0703},
    [RV_FEAT_RES_OVER_7] = {0.0218, -0.0544, 0.0016, -0.0626},
    [RV_FEAT_GOLD] = {-0.0346, -0.0092, -0.0060, 0.0613},
    [RV_FEAT_KINDS] = {0.0054, -0.0376, -0.0001, 0.0304},
    [RV_FEAT_HAND] = {0.0634, 0.0985, 0.0344, 0.0993},
    [RV_FEAT_STRENGTH] = {0.0363, 0.0162, 0.0175, -0.0143},
    [RV_FEAT_SKILL] = {0.0480, 0.0084, 0.0264, 0.0251},
    [RV_FEAT_COMMERCE] = {0.2182, 0.1861, 0.2114, 0.1495},
    [RV_FEAT_PROGRESS] = {0.4658, 0.3416, 0.2843, 0.2029},
    [RV_FEAT_STRENGTH_ADV] = {0.2571, 0.0168, -0.1491, -0.1048},
    [RV_FEAT_TRADE_ADV] = {0.3380, -0.1436, -0.2580, -0.2304},
    [RV_FEAT_SETTLEMENTS] = {0.0545, 0.0416, 0.1267, 0.0236},
    [RV_FEAT_CITIES] = {0.1139, 0.1012, 0.0496, 0.0402},
    [RV_FEAT_ROADS] = {0.5922, 0.1014, 0.0271, 0.0562},
    [RV_FEAT_REGIONS] = {0.0012, 0.0593, -0.0523, 0.0007},
    [RV_FEAT_BOOSTED] = {0.1368, 0.0187, -0.0181, -0.0620},
    [RV_FEAT_EXPANSIONS] = {0.3124, 0.2865, 0.2670, 0.1334},
    [RV_FEAT_FREE_SITES] = {0.2523, 0.2017, 0.1850, 0.0745},
    [RV_FEAT_TO_MOVE] = {-0.0130, 0.0081, -0.0295, 0.0054},
};
