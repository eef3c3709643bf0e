/* ffi.c — flat helpers for foreign-function callers (include/catan/ffi.h): games made from spec
 * JSON text, and the rule-set table's fields read through functions. */
#include "catan/ffi.h"

#include <stdlib.h>
#include <string.h>

#include "catan/rng.h"

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

const char *ctn_ffi_option_value_name(int index, const char *option, int value) {
    if (index < 0 || index >= ctn_ruleset_count() || !option || value < 0) return NULL;
    const ctn_ruleset *rules = ctn_ruleset_at(index);
    int o = ctn_option_index(rules, option);
    if (o < 0 || rules->options[o].type != CTN_OPT_ENUM) return NULL;
    const char *const *values = rules->options[o].values;
    for (int i = 0; values[i]; i++)
        if (i == value) return values[i];
    return NULL;
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

/* ---- search analysis and tournaments ---- */

int ctn_ffi_bot_root_stats(const ctn_bot *bot, uint32_t *actions, uint32_t *visits, double *values,
                           int cap) {
    int count = ctn_bot_root_stats(bot, NULL, 0);
    if (count <= 0 || cap <= 0) return count;
    ctn_bot_root_stat *stats = malloc(sizeof *stats * (size_t)count);
    if (!stats) return -1;
    int n = ctn_bot_root_stats(bot, stats, count < cap ? count : cap);
    for (int i = 0; i < n && i < cap; i++) {
        actions[i] = stats[i].action;
        visits[i] = stats[i].visits;
        values[i] = stats[i].value;
    }
    free(stats);
    return count;
}

uint64_t ctn_ffi_seed_derive(uint64_t seed, uint64_t index) {
    return ctn_seed_derive(seed, index);
}

ctn_tally *ctn_ffi_tally_new(void) {
    ctn_tally *t = malloc(sizeof *t);
    if (t) ctn_tally_init(t);
    return t;
}

void ctn_ffi_tally_free(ctn_tally *tally) {
    free(tally);
}

int ctn_ffi_tally_count(const ctn_tally *tally) {
    return tally->count;
}

const char *ctn_ffi_tally_bot(const ctn_tally *tally, int i, uint64_t *games, uint64_t *wins,
                              int64_t *points) {
    if (i < 0 || i >= tally->count) return NULL;
    const ctn_bot_tally *b = &tally->bots[i];
    *games = b->games, *wins = b->wins, *points = b->points;
    return b->name;
}

uint64_t ctn_ffi_tally_beat(const ctn_tally *tally, int i, int j) {
    if (i < 0 || j < 0 || i >= tally->count || j >= tally->count) return 0;
    return tally->beat[i][j];
}

int ctn_ffi_share_test(uint64_t wins, uint64_t games, double fair, double *out) {
    ctn_share_test t = ctn_share_test_run(wins, games, fair);
    out[0] = t.rate, out[1] = t.fair, out[2] = t.z, out[3] = t.p_value;
    out[4] = t.ci.low, out[5] = t.ci.high;
    return t.direction;
}

void ctn_ffi_wilson95(uint64_t successes, uint64_t trials, double *out) {
    ctn_interval ci = ctn_wilson_interval(successes, trials, CTN_Z95);
    out[0] = ci.low, out[1] = ci.high;
}
