/* env.c — the observation and action space of a game (include/catan/env.h): the codec chosen by
 * the game, the legal mask built from the engine's legal actions. */
#include <string.h>

#include "catan/classic.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "env_internal.h"

const env_codec *env_codec_of(const ctn_game *game) {
    if (!game) return NULL;
    if (ctn_classic_is(game)) {
        switch (ctn_classic_size_class(game)) {
        case CL_CLASS_S: return &env_classic_codec;
        case CL_CLASS_M: return &env_sea_m_codec;
        case CL_CLASS_L: return &env_sea_l_codec;
        default: return NULL;
        }
    }
    if (game->rules == &ctn_struggle_rules) return &env_struggle_codec;
    if (game->rules == &ctn_rivals_rules) return &env_rivals_codec;
    return NULL;
}

ctn_status ctn_env_supported(const ctn_game *game, ctn_error *err) {
    if (!game) return ctn_error_set(err, CTN_E_ARGUMENT, "no game");
    if (env_codec_of(game)) return CTN_OK;
    return ctn_error_set(err, CTN_E_ARGUMENT,
                         "no observation and action space for the game \"%s\" (supported: "
                         "classic, seafarers, world, struggle, rivals)",
                         game->rules->name);
}

int ctn_env_obs_size(const ctn_game *game) {
    const env_codec *c = env_codec_of(game);
    return c ? c->obs_size(game) : 0;
}

int ctn_env_action_count(const ctn_game *game) {
    const env_codec *c = env_codec_of(game);
    return c ? c->action_count(game) : 0;
}

void ctn_env_encode(const ctn_game *game, const ctn_state *state, int seat, uint8_t *obs) {
    env_codec_of(game)->encode(game, state, seat, ENV_ENCODE_ALL, NULL, obs);
}

int ctn_env_action_to_id(const ctn_game *game, const ctn_state *state, int seat,
                         ctn_action action) {
    return env_codec_of(game)->to_id(game, state, seat, action);
}

int env_from_legal(const ctn_game *game, const env_codec *c, const ctn_state *state, int seat,
                   int id, ctn_action *list, ctn_action *out) {
    if (!(ctn_game_actors(game, state) >> seat & 1)) return -1;
    int n = ctn_game_legal(game, state, seat, CTN_LEGAL_NO_OFFERS, list);
    for (int i = 0; i < n; i++)
        if (c->to_id(game, state, seat, list[i]) == id) {
            *out = list[i];
            return 0;
        }
    return -1;
}

ctn_status ctn_env_action_from_id(const ctn_game *game, const ctn_state *state, int seat, int id,
                                  ctn_action *out, ctn_error *err) {
    const env_codec *c = env_codec_of(game);
    if (!c) return ctn_env_supported(game, err);
    int count = c->action_count(game);
    if (id < 0 || id >= count)
        return ctn_error_set(err, CTN_E_ARGUMENT, "action id %d is out of range (0..%d)", id,
                             count - 1);
    if (c->from_id) {
        c->from_id(game, seat, id, out);
        return CTN_OK;
    }
    ctn_action list[CTN_MAX_ACTIONS];
    if (env_from_legal(game, c, state, seat, id, list, out))
        return ctn_error_set(err, CTN_E_ILLEGAL,
                             "action id %d names no legal action of seat %d now (in this game an "
                             "id is decoded against the legal actions)",
                             id, seat);
    return CTN_OK;
}

/* The mask of a codec without a mask function of its own: its to_id over the list. */
static int mask_generic(const ctn_game *game, const env_codec *c, const ctn_state *state, int seat,
                        const ctn_action *list, int n, uint8_t *mask, uint64_t *bits,
                        int16_t *ids) {
    int count = 0;
    for (int i = 0; i < n; i++)
        count = env_mark(c->to_id(game, state, seat, list[i]), count, mask, bits, ids);
    return count;
}

int env_mask_bits(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                  uint64_t *bits, int16_t *ids, ctn_action *list) {
    const env_codec *c = env_codec_of(game);
    int count_ids = c->action_count(game);
    memset(mask, 0, (size_t)count_ids);
    if (bits) memset(bits, 0, (size_t)(count_ids + 63) / 64 * sizeof *bits);
    if (!(ctn_game_actors(game, state) >> seat & 1)) return 0;
    int n = ctn_game_legal(game, state, seat, CTN_LEGAL_NO_OFFERS, list);
    if (c->mask) return c->mask(game, state, seat, list, n, mask, bits, ids);
    return mask_generic(game, c, state, seat, list, n, mask, bits, ids);
}

int ctn_env_mask(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                 ctn_action *list) {
    return env_mask_bits(game, state, seat, mask, NULL, NULL, list);
}
