/* classic_json.c — the Classic state codec: the writer (classic_json_write.c) and reader
 * (classic_json_read.c) of the game's size class, picked per game, for the classic, seafarers
 * and world games. The JSON form is described in docs/protocol.md ("State JSON").
 */
#include "classic_json_internal.h"

#if CL_CLASS == CL_CLASS_S
json_t *classic_to_json_m(const ctn_game *g, const ctn_state *state);
json_t *classic_to_json_l(const ctn_game *g, const ctn_state *state);
json_t *classic_summary_m(const ctn_game *g, const ctn_state *state);
json_t *classic_summary_l(const ctn_game *g, const ctn_state *state);
ctn_status classic_from_json_m(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err);
ctn_status classic_from_json_l(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err);

static json_t *any_to_json(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_to_json, classic_to_json_m, classic_to_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

json_t *classic_own_to_json_m(const ctn_game *g, const ctn_state *state);
json_t *classic_own_to_json_l(const ctn_game *g, const ctn_state *state);
json_t *classic_board_to_json_m(const ctn_game *g, const ctn_state *state);
json_t *classic_board_to_json_l(const ctn_game *g, const ctn_state *state);

static json_t *any_own_to_json(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_own_to_json, classic_own_to_json_m, classic_own_to_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

static json_t *any_board_to_json(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_board_to_json, classic_board_to_json_m, classic_board_to_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

static json_t *any_summary(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_summary, classic_summary_m, classic_summary_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

static ctn_status any_from_json(const ctn_game *g, const json_t *o, ctn_state *out,
                                ctn_error *err) {
    static ctn_status (*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const json_t *,
                                                        ctn_state *, ctn_error *) = {
        classic_from_json, classic_from_json_m, classic_from_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, o, out, err);
}

/* One codec serves the three games of the Classic rule code: it writes and reads the Seafarers
 * fields for Seafarers and World states, and the World fields for World states. */
#define CLASSIC_CODEC(name)                                                                        \
    {                                                                                              \
        .game = name, .to_json = any_to_json, .from_json = any_from_json,                          \
        .summary = any_summary, .own_to_json = any_own_to_json,                                    \
        .shared_to_json = any_board_to_json,                                                       \
    }
const io_state_codec io_classic_codec = CLASSIC_CODEC("classic");
const io_state_codec io_seafarers_codec = CLASSIC_CODEC("seafarers");
const io_state_codec io_world_codec = CLASSIC_CODEC("world");
#undef CLASSIC_CODEC
#endif
