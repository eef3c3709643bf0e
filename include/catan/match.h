/* match.h — playing one game between bots, the unit of simulations and benchmarks.
 *
 * A ctn_match holds the buffers one game needs (state, view scratch, legal list), allocated once
 * and reused for every game a thread plays: playing allocates nothing beyond what bots do.
 */
#ifndef CATAN_MATCH_H
#define CATAN_MATCH_H

#include "catan/export.h"
#include "catan/bot.h"

typedef struct ctn_match ctn_match;

typedef struct ctn_match_result {
    int winner; /* seat, or -1 if undecided (turn limit or action cap) */
    uint32_t turns;
    uint32_t actions;   /* every action applied, chance included */
    uint32_t decisions; /* actions chosen by players */
    uint64_t hash;      /* of the final state */
    int32_t returns[CTN_MAX_PLAYERS];
    int32_t scores[CTN_MAX_PLAYERS]; /* each seat's points at the end (rules->score), 0 if none */
} ctn_match_result;

CTN_API ctn_status ctn_match_new(const ctn_game *game, ctn_match **out, ctn_error *err);
CTN_API void ctn_match_free(ctn_match *m);

/* Plays one game from the initial state of `seed`, bots[p] choosing for seat p, chance sampled
 * from the state's own generator. Stops undecided after max_actions actions (0 = no cap). */
CTN_API void ctn_match_play(ctn_match *m, ctn_bot *const *bots, uint64_t seed, unsigned legal_flags,
                            uint32_t max_actions, ctn_match_result *out);

/* The final state of the last game played (game->rules->state_size bytes). */
CTN_API const ctn_state *ctn_match_state(const ctn_match *m);

#endif
