/* eval_read_classic.c — tools/eval_fit's reader of Classic positions (eval_readers.h): the
 * features of classic_evaluate.c, 4 players, sampled after the set-up. */
#include "eval_readers.h"
#include "rules/classic/classic_internal.h"

static const char *const NAMES[CL_FEAT_COUNT] = {
    [CL_FEAT_POINTS] = "CL_FEAT_POINTS",
    [CL_FEAT_PROD] = "CL_FEAT_PROD",
    [CL_FEAT_PROD + 1] = "CL_FEAT_PROD + 1",
    [CL_FEAT_PROD + 2] = "CL_FEAT_PROD + 2",
    [CL_FEAT_PROD + 3] = "CL_FEAT_PROD + 3",
    [CL_FEAT_PROD + 4] = "CL_FEAT_PROD + 4",
    [CL_FEAT_KINDS] = "CL_FEAT_KINDS",
    [CL_FEAT_HARBOUR_PROD] = "CL_FEAT_HARBOUR_PROD",
    [CL_FEAT_HARBOUR_GENERIC] = "CL_FEAT_HARBOUR_GENERIC",
    [CL_FEAT_CARDS] = "CL_FEAT_CARDS",
    [CL_FEAT_CARDS_OVER] = "CL_FEAT_CARDS_OVER",
    [CL_FEAT_KNIGHTS_HELD] = "CL_FEAT_KNIGHTS_HELD",
    [CL_FEAT_PROGRESS_HELD] = "CL_FEAT_PROGRESS_HELD",
    [CL_FEAT_KNIGHTS_PLAYED] = "CL_FEAT_KNIGHTS_PLAYED",
    [CL_FEAT_ROAD] = "CL_FEAT_ROAD",
    [CL_FEAT_SPOTS] = "CL_FEAT_SPOTS",
    [CL_FEAT_SPOTS_NEAR] = "CL_FEAT_SPOTS_NEAR",
    [CL_FEAT_SETTLEMENTS] = "CL_FEAT_SETTLEMENTS",
    [CL_FEAT_CITY_READY] = "CL_FEAT_CITY_READY",
    [CL_FEAT_SETTLE_READY] = "CL_FEAT_SETTLE_READY",
    [CL_FEAT_CITY_CARDS] = "CL_FEAT_CITY_CARDS",
    [CL_FEAT_SETTLE_CARDS] = "CL_FEAT_SETTLE_CARDS",
    [CL_FEAT_LONGEST_ROAD] = "CL_FEAT_LONGEST_ROAD",
    [CL_FEAT_LARGEST_ARMY] = "CL_FEAT_LARGEST_ARMY",
    [CL_FEAT_SEAT_1] = "CL_FEAT_SEAT_1",
    [CL_FEAT_SEAT_1 + 1] = "CL_FEAT_SEAT_1 + 1",
    [CL_FEAT_SEAT_3] = "CL_FEAT_SEAT_3",
};

static int sampled(const ctn_game *g, const ctn_state *s) {
    (void)g;
    return ((const cl_state *)s)->turn > 0;
}

static int stage(const ctn_game *g, const ctn_state *s) {
    (void)g;
    return cl_eval_stage((const cl_state *)s);
}

static void read(const ctn_game *g, const ctn_state *s, int p, double *f) {
    cl_eval_features(g, (const cl_state *)s, p, f);
}

static int winner(const ctn_game *g, const ctn_state *s) {
    int w = ((const cl_state *)s)->winner;
    return w < g->num_players ? w : -1;
}

const eval_reader eval_reader_classic = {
    .game = "classic",
    .players = 4,
    .features = CL_FEAT_COUNT,
    .stages = CL_EVAL_STAGES,
    .names = NAMES,
    .table = "const double cl_eval_weights[CL_FEAT_COUNT][CL_EVAL_STAGES]",
    .sampled = sampled,
    .stage = stage,
    .read = read,
    .winner = winner,
};
