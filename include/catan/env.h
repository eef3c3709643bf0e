/* env.h — reinforcement-learning environments over the engine: a numeric observation and a
 * fixed-size action space per game, and a batched stepper for many games at once.
 *
 * Observation: ctn_env_obs_size(game) bytes (uint8, every feature a small count or a 0/1 flag),
 * written by ctn_env_encode from one seat's point of view, from what that seat may know only
 * (board, pieces, public counts, its own cards; every encoder but Classic's reads only the seat's
 * ctn_game_observe view): two states that differ only in hidden
 * information (other hands, the deck's order, the generator) encode the same. Players appear in
 * seat order relative to the observer (0 = the observer, 1 = the next seat, ...). The layout is
 * documented in docs/environments.md.
 *
 * Action space: ids 0 .. ctn_env_action_count(game)-1, each one engine action (or none in a given
 * position); ctn_env_action_from_id / ctn_env_action_to_id map both ways and ctn_env_mask writes
 * which ids are legal. Domestic trade offers are not in the space (their number explodes); the
 * answers to an offer are. Seats in ids (robber victims, trade partners) are relative too.
 *
 * Supported: every rule set (Classic, Seafarers, World, Struggle, Rivals in all its modes), each
 * space sized by the game (players, board, Rivals mode); ctn_env_supported fails only for a NULL
 * game. Where a space gives several legal actions one id (Rivals' swaps), ids are decoded against
 * the legal actions.
 *
 * Batched stepping (ctn_env_batch_*): n environments in one caller-owned buffer of
 * n * ctn_env_stride(game) bytes, each a game seen by one learning seat; every other seat is a
 * random player (or a bot) and chance is sampled internally. Nothing here allocates.
 */
#ifndef CATAN_ENV_H
#define CATAN_ENV_H

#include <stddef.h>
#include <stdint.h>

#include "catan/bot.h"
#include "catan/export.h"
#include "catan/game.h"
#include "catan/rng.h"
#include "catan/status.h"

enum {
    CTN_ENV_MAX_ACTIONS = 32767,    /* upper bound of any supported game's action space (int16) */
    CTN_ENV_SEAT_RANDOM = -1,       /* ctn_env_batch_reset: a random learning seat each episode */
    CTN_ENV_NO_AUTORESET = 1u << 0, /* ctn_env_batch_step: leave ended episodes ended */
    CTN_ENV_RANDOM_ACTION = -1,     /* ctn_env_batch_step: a uniform legal id, drawn in C */
    CTN_ENV_CACHE_WORDS = 48        /* the encoder's memory of a slot's last observation */
};

/* CTN_OK when the game has an observation and an action space; otherwise CTN_E_ARGUMENT with a
 * message naming what is missing. */
CTN_API ctn_status ctn_env_supported(const ctn_game *game, ctn_error *err);

/* Bytes of an observation and ids of the action space (0 for an unsupported game). */
CTN_API int ctn_env_obs_size(const ctn_game *game);
CTN_API int ctn_env_action_count(const ctn_game *game);

/* Writes seat's observation of state into obs[ctn_env_obs_size(game)]. */
CTN_API void ctn_env_encode(const ctn_game *game, const ctn_state *state, int seat, uint8_t *obs);

/* The action-space id of an engine action of `seat` in state, or -1 when the space has none. */
CTN_API int ctn_env_action_to_id(const ctn_game *game, const ctn_state *state, int seat,
                                 ctn_action action);

/* The engine action of an id for `seat` (for Classic, Seafarers and World whether it is legal now
 * is another matter; for Struggle and Rivals the legal action of seat with that id, failing with
 * CTN_E_ILLEGAL when none has it); fails with CTN_E_ARGUMENT for an id out of range. */
CTN_API ctn_status ctn_env_action_from_id(const ctn_game *game, const ctn_state *state, int seat,
                                          int id, ctn_action *out, ctn_error *err);

/* Writes mask[ctn_env_action_count(game)]: 1 for the ids of seat's legal actions (offers left
 * out), 0 elsewhere (all 0 when seat is not to act). `list` has room for CTN_MAX_ACTIONS.
 * Returns the number of legal ids. */
CTN_API int ctn_env_mask(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                         ctn_action *list);

/* One environment of a batch, followed in its stride by its state. */
typedef struct ctn_env_slot {
    ctn_rng rng;         /* the random opponents' draws and the next episodes' seeds */
    uint64_t game_seed;  /* the seed of the episode being played */
    uint32_t steps;      /* the learning seat's actions in this episode */
    int32_t seat;        /* the learning seat in this episode */
    int32_t seat_choice; /* the seat asked for at reset (CTN_ENV_SEAT_RANDOM: drawn per episode) */
    uint32_t episodes;   /* episodes finished */
    uint64_t cache[CTN_ENV_CACHE_WORDS]; /* what the obs row holds, to rewrite changes only */
} ctn_env_slot;

/* Bytes of one environment in a batch buffer: the slot, the state, then the bits of the ids legal
 * for the learning seat now (one per id of the action space), each part 64-byte aligned. */
CTN_API size_t ctn_env_stride(const ctn_game *game);

/* The outputs of a batch step (obs to truncated required); each array has one row per
 * environment (obs: obs_size bytes,
 * mask: action_count bytes). The obs rows must keep what the last call wrote there: a step
 * rewrites only what changed (the board's fixed features are written at the episode's start).
 * final_obs may be NULL; otherwise the rows of environments whose episode ended get the episode's
 * last observation (the others are left alone). legal_ids and legal_count may be NULL; otherwise
 * row i of legal_ids (action_count entries) starts with the legal_count[i] legal ids, in no
 * particular order, for sampling without a pass over the mask. played may be NULL; otherwise it
 * gets the id each environment played (useful with CTN_ENV_RANDOM_ACTION). */
typedef struct ctn_env_out {
    uint8_t *obs;
    uint8_t *mask;
    float *rewards;
    uint8_t *terminated;
    uint8_t *truncated;
    uint8_t *final_obs;
    int16_t *legal_ids;
    int32_t *legal_count;
    int32_t *played; /* NULL, or the id each environment played (-1 after a reset) */
} ctn_env_out;

/* Starts a new episode in each of the n environments of `envs`: environment i is seeded from
 * ctn_seed_derive(seed, i), the learning seat is `seat` (or drawn, CTN_ENV_SEAT_RANDOM), the game
 * is played on to the learning seat's first decision. Writes out->obs and out->mask (the other
 * outputs are cleared). Fails with CTN_E_ARGUMENT for an unsupported game or a bad seat. */
CTN_API ctn_status ctn_env_batch_reset(const ctn_game *game, void *envs, int n, uint64_t seed,
                                       int seat, const ctn_env_out *out, ctn_error *err);

/* Plays actions[i] (an action-space id) for the learning seat of environment i, then the other
 * seats and chance until the learning seat is to act again or the episode ends. An ended episode
 * (terminated: the game is over; truncated: max_steps learning-seat actions were played, 0 for no
 * limit) gets its reward (1 when the learning seat won, else 0) and is reset at once: obs and mask
 * are then those of the next episode. With CTN_ENV_NO_AUTORESET in flags it stays ended instead
 * (obs: its last observation, mask: all 0, so any further action is refused) until a reset. Other
 * seats are random players (uniform among the legal actions without offers) unless bots[seat] (bots
 * may be NULL, entries NULL) is given; scratch then holds 2 * state_size bytes and is required.
 * An action CTN_ENV_RANDOM_ACTION plays a uniform legal id drawn from the environment's own
 * generator (so a batch of random players needs no mask pass in the caller; out->played tells
 * which). Checks every action first: an id out of range or not legal fails with CTN_E_ILLEGAL
 * and a message naming the environment, and nothing moves. */
CTN_API ctn_status ctn_env_batch_step(const ctn_game *game, void *envs, int n,
                                      const int32_t *actions, uint32_t max_steps, unsigned flags,
                                      ctn_bot *const *bots, void *scratch, const ctn_env_out *out,
                                      ctn_error *err);

#endif
