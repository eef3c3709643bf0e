/* classic_bots_m.c — the Classic heuristic bot and rollout policy compiled for the medium size
 * class of the state (CL_CLASS_M), in one translation unit, as the rule set does
 * (src/rules/classic/classic_class_m.c).
 */
#define CL_CLASS CL_CLASS_M

#include "classic_heuristic.c"
#include "classic_heuristic_eval.c"
#include "classic_heuristic_sea.c"
#include "classic_heuristic_trade.c"
#include "rollout_classic.c"
