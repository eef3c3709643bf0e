/* ffi.c — flat helpers for foreign-function callers (include/catan/ffi.h): games made from spec
 * JSON text, and the rule-set table's fields read through functions. */
#include "catan/ffi.h"

#include <string.h>

#include "catan/io.h"

const char *ctn_ffi_ruleset_name(int index) {
    if (index < 0 || index >= ctn_ruleset_count()) return NULL;
    return ctn_ruleset_at(index)->name;
}

int ctn_ffi_ruleset_info(int index, const char **title, int *min_players, int *max_players) {
    if (index < 0 || index >= ctn_ruleset_count()) return -1;
    const ctn_ruleset *rules = ctn_ruleset_at(index);
    *title = rules->title;
    *min_players = rules->min_players;
    *max_players = rules->max_players;
    return 0;
}

const char *ctn_ffi_bot_type_name(int index) {
    if (index < 0 || index >= ctn_bot_type_count()) return NULL;
    return ctn_bot_type_at(index)->name;
}

ctn_status ctn_ffi_game_new(const char *spec_json, ctn_game **out, uint64_t *seed,
                            ctn_error *err) {
    *out = NULL;
    if (!spec_json) return ctn_error_set(err, CTN_E_ARGUMENT, "no spec text");
    ctn_game_spec spec;
    ctn_status st = ctn_game_spec_from_json(spec_json, strlen(spec_json), &spec, err);
    if (st != CTN_OK) return st;
    st = ctn_game_spec_create(&spec, out, err);
    if (st == CTN_OK && seed) *seed = spec.seed;
    return st;
}

size_t ctn_ffi_state_size(const ctn_game *game) {
    return ctn_state_size(game);
}

int ctn_ffi_num_players(const ctn_game *game) {
    return game->num_players;
}

const char *ctn_ffi_game_name(const ctn_game *game) {
    return game->rules->name;
}

void ctn_ffi_returns(const ctn_game *game, const ctn_state *state, int32_t *out) {
    game->rules->returns(game, state, out);
}

void ctn_ffi_scores(const ctn_game *game, const ctn_state *state, int32_t *out) {
    for (int p = 0; p < game->num_players; p++) out[p] = game->rules->score(game, state, p);
}

uint32_t ctn_ffi_turns(const ctn_game *game, const ctn_state *state) {
    return game->rules->turns(game, state);
}
