/* env_internal.h — what the environment layer (src/env) shares between its files: the table of
 * one game's observation and action space (a codec), chosen by the game. */
#ifndef CATAN_ENV_INTERNAL_H
#define CATAN_ENV_INTERNAL_H

#include "catan/env.h"

/* Parts of an observation to write: ENV_ENCODE_CHANGES leaves out what is fixed for a game (the
 * board's terrain, numbers and harbours), for a buffer that holds the same game's last
 * observation. */
enum { ENV_ENCODE_ALL = 0, ENV_ENCODE_CHANGES = 1u << 0, ENV_CACHE_WORDS = CTN_ENV_CACHE_WORDS };

typedef struct env_codec {
    int (*obs_size)(const ctn_game *game);
    int (*action_count)(const ctn_game *game);
    /* cache: ENV_CACHE_WORDS words of the codec's own, kept with obs between calls (NULL: none);
     * ENV_ENCODE_ALL sets it up. */
    void (*encode)(const ctn_game *game, const ctn_state *state, int seat, unsigned parts,
                   uint64_t *cache, uint8_t *obs);
    /* -1 when the space has no id for the action */
    int (*to_id)(const ctn_game *game, int seat, ctn_action action);
    /* 0, or -1 for an id out of range */
    int (*from_id)(const ctn_game *game, int seat, int id, ctn_action *out);
    /* Sets mask[id] (and bit id of bits, unless NULL) for the ids of the n actions of list (mask
     * cleared by the caller), and lists the ids in ids (unless NULL) in the order found; returns
     * the number of distinct ids. */
    int (*mask)(const ctn_game *game, int seat, const ctn_action *list, int n, uint8_t *mask,
                uint64_t *bits, int16_t *ids);
} env_codec;

/* The codec of Classic on the standard boards (env_classic.c). */
extern const env_codec env_classic_codec;

/* The game's codec, or NULL when it has none. */
const env_codec *env_codec_of(const ctn_game *game);

/* ctn_env_mask, also setting bit id of bits[] and listing the ids in ids[] (each unless NULL). */
int env_mask_bits(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                  uint64_t *bits, int16_t *ids, ctn_action *list);

#endif
