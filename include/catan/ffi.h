/* ffi.h — flat helpers for callers through a foreign-function interface (Python's ctypes).
 *
 * The rest of the API hands out structs (ctn_game, ctn_ruleset, ctn_game_spec) whose layout a
 * foreign caller would have to mirror, and a few thin wrappers are static inline. These helpers
 * take and return only handles, integers and text, so a binding never depends on a struct layout
 * other than ctn_error's { status, message[CTN_ERROR_MESSAGE_MAX] }. States stay caller-owned
 * buffers of ctn_ffi_state_size(game) bytes (clone = copy the bytes), used with game.h's
 * functions directly.
 */
#ifndef CATAN_FFI_H
#define CATAN_FFI_H

#include <stddef.h>
#include <stdint.h>

#include "catan/bot.h"
#include "catan/export.h"
#include "catan/game.h"
#include "catan/stats.h"
#include "catan/status.h"

/* The name of the index-th rule set ("classic", ...), or NULL out of range. */
CTN_API const char *ctn_ffi_ruleset_name(int index);

/* The index-th rule set's title, and its smallest and largest player counts (written when the
 * index is in range); returns 0, or -1 out of range. */
CTN_API int ctn_ffi_ruleset_info(int index, const char **title, int *min_players,
                                 int *max_players);

/* The name of value `value` of the enumerated option `option` of the index-th rule set ("intro"
 * for rivals' mode 0), or NULL when the rule set, the option or the value does not exist. */
CTN_API const char *ctn_ffi_option_value_name(int index, const char *option, int value);

/* The name of the index-th bot type ("random", "heuristic", "mcts", ...), or NULL out of range. */
CTN_API const char *ctn_ffi_bot_type_name(int index);

/* Makes the game a spec JSON text describes (see ctn_game_spec_from_json; NUL-terminated) and
 * writes the spec's seed. Fails with the spec reader's errors; *out is NULL on failure. */
CTN_API ctn_status ctn_ffi_game_new(const char *spec_json, ctn_game **out, uint64_t *seed,
                                    ctn_error *err);

/* The game's state size in bytes, player count and rule-set name. */
CTN_API size_t ctn_ffi_state_size(const ctn_game *game);
CTN_API int ctn_ffi_num_players(const ctn_game *game);
CTN_API const char *ctn_ffi_game_name(const ctn_game *game);

/* Per-player results of a finished game into out[num_players] (1 winner, 0 others). */
CTN_API void ctn_ffi_returns(const ctn_game *game, const ctn_state *state, int32_t *out);

/* Victory points as they stand, counting hidden cards, into out[num_players]. */
CTN_API void ctn_ffi_scores(const ctn_game *game, const ctn_state *state, int32_t *out);

/* Turns started so far. */
CTN_API uint32_t ctn_ffi_turns(const ctn_game *game, const ctn_state *state);

/* ---- search analysis and tournaments (python/catan/bot.py, tournament.py) ---- */

/* The root statistics of the bot's last decision (ctn_bot_root_stats) as three arrays of up to
 * cap entries, most visited first; returns the root's size, 0 when the decision needed no
 * search, -1 for a bot that does not search. */
CTN_API int ctn_ffi_bot_root_stats(const ctn_bot *bot, uint32_t *actions, uint32_t *visits,
                                   double *values, int cap);

/* ctn_seed_derive (rng.h, static inline there): the seed of stream `index` of a run. */
CTN_API uint64_t ctn_ffi_seed_derive(uint64_t seed, uint64_t index);

/* A tally of results per bot name (include/catan/stats.h) on the heap, empty; NULL when out of
 * memory. Free with ctn_ffi_tally_free (NULL is fine); fill it with ctn_tally_add and
 * ctn_tally_game, rate it with ctn_tally_ratings. */
CTN_API ctn_tally *ctn_ffi_tally_new(void);
CTN_API void ctn_ffi_tally_free(ctn_tally *tally);

/* The tally's bot count; bot i's name (NULL out of range) and its games, wins and points
 * (returns 0, or -1 out of range); how often bot i beat bot j (0 out of range). */
CTN_API int ctn_ffi_tally_count(const ctn_tally *tally);
CTN_API const char *ctn_ffi_tally_bot(const ctn_tally *tally, int i, uint64_t *games,
                                      uint64_t *wins, int64_t *points);
CTN_API uint64_t ctn_ffi_tally_beat(const ctn_tally *tally, int i, int j);

/* ctn_share_test_run into out[6]: rate, fair, z, p_value, ci low, ci high; returns direction. */
CTN_API int ctn_ffi_share_test(uint64_t wins, uint64_t games, double fair, double *out);

/* ctn_wilson_interval at 95% (CTN_Z95) into out[2]: low, high. */
CTN_API void ctn_ffi_wilson95(uint64_t successes, uint64_t trials, double *out);

#endif
