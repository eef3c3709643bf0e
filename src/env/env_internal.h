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
     * ENV_ENCODE_ALL sets it up. Codecs other than Classic's encode from ctn_game_observe's view
     * of the seat and ignore parts and cache. */
    void (*encode)(const ctn_game *game, const ctn_state *state, int seat, unsigned parts,
                   uint64_t *cache, uint8_t *obs);
    /* The id of an action of `seat` legal in state; -1 when the space has none. Two legal
     * actions never share an id unless they have the same effect. */
    int (*to_id)(const ctn_game *game, const ctn_state *state, int seat, ctn_action action);
    /* 0, or -1 for an id out of range. NULL: the codec's ids are decoded by looking the id up
     * among seat's legal actions (env_from_legal), and an id with no legal action fails. */
    int (*from_id)(const ctn_game *game, int seat, int id, ctn_action *out);
    /* Sets mask[id] (and bit id of bits, unless NULL) for the ids of the n actions of list (mask
     * cleared by the caller), and lists the ids in ids (unless NULL) in the order found; returns
     * the number of distinct ids. NULL: env_mask_generic, over to_id. */
    int (*mask)(const ctn_game *game, const ctn_state *state, int seat, const ctn_action *list,
                int n, uint8_t *mask, uint64_t *bits, int16_t *ids);
} env_codec;

/* The codecs (env_classic.c, env_sea.c, env_struggle.c, env_rivals.c). */
extern const env_codec env_classic_codec;  /* Classic on the standard boards */
extern const env_codec env_sea_m_codec;    /* Seafarers (and Classic) on the medium class */
extern const env_codec env_sea_l_codec;    /* World Catan (and the others) on the large class */
extern const env_codec env_struggle_codec; /* The Struggle for Catan */
extern const env_codec env_rivals_codec;   /* Rivals for Catan, every mode */

/* The game's codec, or NULL when it has none. */
const env_codec *env_codec_of(const ctn_game *game);

/* ctn_env_mask, also setting bit id of bits[] and listing the ids in ids[] (each unless NULL). */
int env_mask_bits(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                  uint64_t *bits, int16_t *ids, ctn_action *list);

/* The legal action of seat whose id is `id` (list: room for CTN_MAX_ACTIONS); -1 when none. */
int env_from_legal(const ctn_game *game, const env_codec *c, const ctn_state *state, int seat,
                   int id, ctn_action *list, ctn_action *out);

/* Marks id in mask, bits and ids (each but mask unless NULL) unless marked; returns the count
 * of distinct ids so far. */
static inline int env_mark(int id, int count, uint8_t *mask, uint64_t *bits, int16_t *ids) {
    if (id < 0 || mask[id]) return count;
    mask[id] = 1;
    if (bits) bits[id >> 6] |= 1ull << (id & 63);
    if (ids) ids[count] = (int16_t)id;
    return count + 1;
}

/* Small writers shared by the encoders: v clamped to 0..255, and a one-hot of `count` bytes. */
static inline uint8_t env_u8(int v) {
    return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}
static inline uint8_t *env_one_hot(uint8_t *o, int count, int hot) {
    for (int i = 0; i < count; i++) o[i] = (uint8_t)(i == hot);
    return o + count;
}

#endif
