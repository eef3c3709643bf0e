/* classic_eval_weights.c — the weights of the Classic evaluation (classic_evaluate.c): one row per
 * feature (cl_feature), one column per stage of the game (cl_eval_stage), in log-odds of winning
 * (conditional logit: a player's chance is proportional to exp of his weighted features).
 *
 * Fitted by tools/eval_fit.c to 20,000 4-player heuristic self-play games on random boards
 * (`build/release/eval_fit --games 20000 --seed 1 > table`): about 535,000 positions sampled at one
 * decision in twenty, every fifth game held out. Held-out log-loss by stage 1.246, 1.023, 0.906,
 * 0.710 (guessing: 1.386; the hand-made evaluation it replaces, read the same way: 1.355, 1.225,
 * 1.053, 0.795); on 40,000 other games (--seed 2) 1.245, 1.058, 0.900, 0.707, as good as a fit to
 * those games themselves. Holding Longest Road or Largest Army weighs against its two points
 * early on: among heuristic bots the holder has paid for it in roads or knights and often loses it.
 */
#include "classic_internal.h"

const double cl_eval_weights[CL_FEAT_COUNT][CL_EVAL_STAGES] = {
    [CL_FEAT_POINTS] = {0.7790, 0.9035, 0.9520, 1.2254},
    [CL_FEAT_PROD] = {0.0329, 0.0169, 0.0109, 0.0059},
    [CL_FEAT_PROD + 1] = {0.0364, 0.0116, 0.0089, 0.0052},
    [CL_FEAT_PROD + 2] = {0.0364, 0.0230, 0.0146, 0.0074},
    [CL_FEAT_PROD + 3] = {0.0507, 0.0317, 0.0184, 0.0077},
    [CL_FEAT_PROD + 4] = {0.0543, 0.0331, 0.0247, 0.0173},
    [CL_FEAT_KINDS] = {0.0727, 0.1030, 0.0892, 0.0804},
    [CL_FEAT_HARBOUR_PROD] = {0.0158, 0.0152, 0.0157, 0.0152},
    [CL_FEAT_HARBOUR_GENERIC] = {0.1466, 0.1812, 0.2295, 0.2651},
    [CL_FEAT_CARDS] = {0.0385, 0.0599, 0.0564, 0.0748},
    [CL_FEAT_CARDS_OVER] = {0.0662, 0.0810, 0.1083, 0.1202},
    [CL_FEAT_KNIGHTS_HELD] = {0.4509, 0.5927, 0.6732, 0.5383},
    [CL_FEAT_PROGRESS_HELD] = {0.5847, 0.5715, 0.5445, 0.4549},
    [CL_FEAT_KNIGHTS_PLAYED] = {0.2289, 0.2944, 0.2234, 0.1419},
    [CL_FEAT_ROAD] = {0.0483, 0.1556, 0.1603, 0.1303},
    [CL_FEAT_SPOTS] = {0.3700, 0.2749, 0.3752, 0.4236},
    [CL_FEAT_SPOTS_NEAR] = {0.1553, 0.1203, 0.1043, 0.0533},
    [CL_FEAT_SETTLEMENTS] = {0.1687, 0.0835, 0.0482, 0.0257},
    [CL_FEAT_CITY_READY] = {0.2390, 0.1796, 0.1739, 0.3856},
    [CL_FEAT_SETTLE_READY] = {0.1962, 0.1567, 0.1818, 0.4610},
    [CL_FEAT_CITY_CARDS] = {0.0737, 0.0727, 0.1109, 0.1260},
    [CL_FEAT_SETTLE_CARDS] = {0.1050, 0.0887, 0.0906, 0.0606},
    [CL_FEAT_LONGEST_ROAD] = {-1.5440, -1.5218, -1.1355, -0.8131},
    [CL_FEAT_LARGEST_ARMY] = {-1.6774, -1.5995, -1.1409, -0.7121},
    [CL_FEAT_SEAT_1] = {0.0656, 0.0394, 0.0454, 0.0143},
    [CL_FEAT_SEAT_1 + 1] = {0.0173, -0.0210, -0.0160, -0.0908},
    [CL_FEAT_SEAT_3] = {-0.0295, -0.0659, -0.0887, -0.1761},
};
