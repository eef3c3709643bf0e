/* classic_json_internal.h — what the Classic state codec's writer (classic_json_write.c) and
 * reader (classic_json_read.c) share: the names of contexts and trade answers, and small helpers.
 * Like the rule code, both are compiled once per size class of the state (classic_json_m.c,
 * classic_json_l.c set CL_CLASS and include them); the codec that picks a game's class is
 * classic_json.c.
 */
#ifndef CATAN_IO_CLASSIC_JSON_INTERNAL_H
#define CATAN_IO_CLASSIC_JSON_INTERNAL_H

#include <stdio.h>
#include <string.h>

#include "catan/bitset.h"
#include "catan/classic.h"
#include "io_internal.h"
#include "rules/classic/classic_internal.h"


/* Compiled once per size class of the state, as the rule set is (classic_json_m.c,
 * classic_json_l.c); the codec at the end (standard class only) calls the game's class. */
#if CL_CLASS != CL_CLASS_S
#define classic_to_json       CL_NAME(classic_to_json)
#define classic_from_json     CL_NAME(classic_from_json)
#define classic_summary       CL_NAME(classic_summary)
#define classic_own_to_json   CL_NAME(classic_own_to_json)
#define classic_board_to_json CL_NAME(classic_board_to_json)
#endif
json_t *classic_to_json(const ctn_game *g, const ctn_state *state);
json_t *classic_own_to_json(const ctn_game *g, const ctn_state *state);
json_t *classic_board_to_json(const ctn_game *g, const ctn_state *state);
json_t *classic_summary(const ctn_game *g, const ctn_state *state);
ctn_status classic_from_json(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err);

static const char *const CONTEXT_NAMES[] = {"setup", "turn", "special_build", "paired"};
enum { NUM_CONTEXTS = 4 };
static const char *const ANSWER_NAMES[] = {"pending", "accept", "decline", "not_asked"};

/* ---- small helpers ---- */

static inline int is_seafarers(const ctn_game *g) {
    return ctn_classic_seafarers(g);
}

#if CL_CLASS != CL_CLASS_S
static inline int is_world(const ctn_game *g) {
    return ctn_classic_world(g);
}
#endif

/* A hex index, or null for a piece set aside (the robber or pirate of some maps). */
static inline json_t *hex_or_null(int h, int num_hexes) {
    return h < num_hexes ? json_integer(h) : json_null();
}

static inline int hidden_player(const cl_state *s, int p) {
    return s->viewer != CL_NOBODY && s->viewer != p;
}

static inline int hand_total(const uint8_t *h) {
    return h[0] + h[1] + h[2] + h[3] + h[4];
}

static inline int dev_total(const uint8_t *d) {
    int n = 0;
    for (int c = 0; c < CL_DEV_COUNT; c++) n += d[c];
    return n;
}

#endif
