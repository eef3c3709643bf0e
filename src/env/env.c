/* env.c — the observation and action space of a game (include/catan/env.h): the codec chosen by
 * the game, the legal mask built from the engine's legal actions. */
#include <string.h>

#include "catan/classic.h"
#include "env_internal.h"

const env_codec *env_codec_of(const ctn_game *game) {
    if (game && ctn_classic_is(game) && !ctn_classic_seafarers(game) &&
        ctn_classic_size_class(game) == CL_CLASS_S)
        return &env_classic_codec;
    return NULL;
}

ctn_status ctn_env_supported(const ctn_game *game, ctn_error *err) {
    if (!game) return ctn_error_set(err, CTN_E_ARGUMENT, "no game");
    if (env_codec_of(game)) return CTN_OK;
    return ctn_error_set(err, CTN_E_ARGUMENT,
                         "no observation and action space for the game \"%s\" yet (supported: "
                         "classic on the standard boards)",
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
    (void)state;
    return env_codec_of(game)->to_id(game, seat, action);
}

ctn_status ctn_env_action_from_id(const ctn_game *game, const ctn_state *state, int seat, int id,
                                  ctn_action *out, ctn_error *err) {
    (void)state;
    const env_codec *c = env_codec_of(game);
    if (!c) return ctn_env_supported(game, err);
    if (c->from_id(game, seat, id, out))
        return ctn_error_set(err, CTN_E_ARGUMENT, "action id %d is out of range (0..%d)", id,
                             c->action_count(game) - 1);
    return CTN_OK;
}

int env_mask_bits(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                  uint64_t *bits, int16_t *ids, ctn_action *list) {
    const env_codec *c = env_codec_of(game);
    int count_ids = c->action_count(game);
    memset(mask, 0, (size_t)count_ids);
    if (bits) memset(bits, 0, (size_t)(count_ids + 63) / 64 * sizeof *bits);
    if (!(ctn_game_actors(game, state) >> seat & 1)) return 0;
    int n = ctn_game_legal(game, state, seat, CTN_LEGAL_NO_OFFERS, list);
    return c->mask(game, seat, list, n, mask, bits, ids);
}

int ctn_env_mask(const ctn_game *game, const ctn_state *state, int seat, uint8_t *mask,
                 ctn_action *list) {
    return env_mask_bits(game, state, seat, mask, NULL, NULL, list);
}
