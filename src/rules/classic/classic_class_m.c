/* classic_class_m.c — the Classic rule code compiled for the medium size class (CL_CLASS_M):
 * every file of the rule set that reads or writes a state, in one translation unit, with that
 * class's state type and limits (see classic_internal.h). The standard class compiles the same
 * files one by one; the data tables (classic_data.c, classic_eval_weights.c) and the class
 * dispatch (classic_class.c) are compiled once.
 */
#define CL_CLASS CL_CLASS_M

#include "classic_apply.c"
#include "classic_awards.c"
#include "classic_board.c"
#include "classic_check.c"
#include "classic_determinize.c"
#include "classic_evaluate.c"
#include "classic_legal.c"
#include "classic_oracle.c"
#include "classic_ruleset.c"
#include "classic_sea.c"
#include "classic_text.c"
#include "classic_view.c"
#include "classic_world.c"
