/* env_batch.c — many environments stepped in one call (include/catan/env.h): each a game seen by
 * one learning seat, the other seats played by random players or bots, chance sampled from the
 * state's own generator. The caller owns every buffer; nothing here allocates. */
#include <string.h>

#include "env_internal.h"

static size_t align64(size_t n) {
    return (n + 63) & ~(size_t)63;
}

/* The legal bits follow the state: one bit per id of the game's action space. */
static size_t legal_words(const ctn_game *game) {
    return ((size_t)ctn_env_action_count(game) + 63) / 64;
}

size_t ctn_env_stride(const ctn_game *game) {
    return align64(sizeof(ctn_env_slot)) + align64(ctn_state_size(game)) +
           align64(legal_words(game) * sizeof(uint64_t));
}

/* The sizes of one call's game, worked out once: the codec, the stride and the rows. */
typedef struct layout {
    const env_codec *c;
    size_t stride, legal_at, words; /* the legal bits: offset in the stride, 64-bit words */
    size_t obs, acts;               /* bytes of an observation row, ids of the action space */
} layout;

static layout layout_of(const ctn_game *game) {
    layout l;
    l.c = env_codec_of(game);
    l.obs = (size_t)l.c->obs_size(game);
    l.acts = (size_t)l.c->action_count(game);
    l.words = (l.acts + 63) / 64;
    l.legal_at = align64(sizeof(ctn_env_slot)) + align64(ctn_state_size(game));
    l.stride = l.legal_at + align64(l.words * sizeof(uint64_t));
    return l;
}

static ctn_env_slot *slot_at(const layout *l, void *envs, int i) {
    return (ctn_env_slot *)((char *)envs + (size_t)i * l->stride);
}

static ctn_state *state_of(ctn_env_slot *slot) {
    return (ctn_state *)((char *)slot + align64(sizeof *slot));
}

static uint64_t *legal_of(const layout *l, ctn_env_slot *slot) {
    return (uint64_t *)((char *)slot + l->legal_at);
}

/* The other seats' bots and the buffers they need; bots NULL: random players only. */
typedef struct others {
    ctn_bot *const *bots;
    ctn_state *scratch, *before;
    ctn_action *list;
} others;

/* Applies an action and tells the bots that follow the game. */
static void play(const ctn_game *game, ctn_state *s, const others *o, int player, ctn_action a) {
    if (!o->bots) {
        ctn_game_apply(game, s, player, a);
        return;
    }
    memcpy(o->before, s, ctn_state_size(game));
    ctn_game_apply(game, s, player, a);
    for (int p = 0; p < game->num_players; p++)
        if (o->bots[p]) ctn_bot_notify(o->bots[p], game, o->before, p, player, a);
}

/* An action for seat p, not the learning seat: its bot's, or a random legal one (no offers). */
static int other_choice(const ctn_game *game, ctn_env_slot *slot, const ctn_state *s,
                        const others *o, int p, ctn_action *out) {
    if (o->bots && o->bots[p])
        return ctn_bot_choose(o->bots[p], game, s, p, CTN_LEGAL_NO_OFFERS, o->scratch, o->list,
                              out) < 0
                   ? -1
                   : 0;
    int n = ctn_game_legal(game, s, p, CTN_LEGAL_NO_OFFERS, o->list);
    if (n <= 0) return -1;
    *out = o->list[n == 1 ? 0 : ctn_rng_below(&slot->rng, (uint32_t)n)];
    return 0;
}

/* Plays chance and the other seats until the learning seat is to act or the game is over. */
static void advance(const ctn_game *game, ctn_env_slot *slot, ctn_state *s, const others *o) {
    for (;;) {
        int p = ctn_actors_pick(ctn_game_actors(game, s));
        if (p < 0 || p == slot->seat) return;
        ctn_action a;
        if (p == CTN_CHANCE)
            a = ctn_game_sample_own_chance(game, s);
        else if (other_choice(game, slot, s, o, p, &a))
            return; /* nothing legal: a stuck game */
        play(game, s, o, p, a);
    }
}

/* Writes environment i's observation and mask rows (and its legal bits). */
static void observe(const ctn_game *game, const layout *l, ctn_env_slot *slot, int i,
                    unsigned parts, const ctn_env_out *out, ctn_action *list) {
    ctn_state *s = state_of(slot);
    l->c->encode(game, s, slot->seat, parts, slot->cache, out->obs + (size_t)i * l->obs);
    int16_t *ids = out->legal_ids ? out->legal_ids + (size_t)i * l->acts : NULL;
    int count = env_mask_bits(game, s, slot->seat, out->mask + (size_t)i * l->acts,
                              legal_of(l, slot), ids, list);
    if (out->legal_count) out->legal_count[i] = count;
}

/* Starts the slot's next episode with a seed from its generator. */
static void start_episode(const ctn_game *game, ctn_env_slot *slot, const others *o) {
    slot->game_seed = ctn_rng_next(&slot->rng);
    slot->seat = slot->seat_choice >= 0
                     ? slot->seat_choice
                     : (int32_t)ctn_rng_below(&slot->rng, (uint32_t)game->num_players);
    slot->steps = 0;
    ctn_game_init_state(game, state_of(slot), slot->game_seed);
    advance(game, slot, state_of(slot), o);
}

static void clear_row_outputs(const ctn_env_out *out, int i) {
    if (out->rewards) out->rewards[i] = 0.0f;
    if (out->terminated) out->terminated[i] = 0;
    if (out->truncated) out->truncated[i] = 0;
}

ctn_status ctn_env_batch_reset(const ctn_game *game, void *envs, int n, uint64_t seed, int seat,
                               const ctn_env_out *out, ctn_error *err) {
    ctn_status st = ctn_env_supported(game, err);
    if (st != CTN_OK) return st;
    if (n < 0) return ctn_error_set(err, CTN_E_ARGUMENT, "negative number of environments");
    if (seat != CTN_ENV_SEAT_RANDOM && (seat < 0 || seat >= game->num_players))
        return ctn_error_set(err, CTN_E_ARGUMENT, "no seat %d in a %d-player game", seat,
                             game->num_players);
    layout l = layout_of(game);
    ctn_action list[CTN_MAX_ACTIONS];
    others o = {NULL, NULL, NULL, list};
    for (int i = 0; i < n; i++) {
        ctn_env_slot *slot = slot_at(&l, envs, i);
        memset(slot, 0, sizeof *slot);
        ctn_rng_seed(&slot->rng, ctn_seed_derive(seed, (uint64_t)i));
        slot->seat_choice = seat;
        start_episode(game, slot, &o);
        observe(game, &l, slot, i, ENV_ENCODE_ALL, out, list);
        clear_row_outputs(out, i);
        if (out->played) out->played[i] = -1;
    }
    return CTN_OK;
}

/* A uniform legal id of the slot (drawn from its generator), or -1 when none is legal. */
static int32_t random_legal(const layout *l, ctn_env_slot *slot) {
    const uint64_t *bits = legal_of(l, slot);
    uint32_t total = 0;
    for (size_t w = 0; w < l->words; w++) total += (uint32_t)__builtin_popcountll(bits[w]);
    if (!total) return -1;
    uint32_t k = total == 1 ? 0 : ctn_rng_below(&slot->rng, total);
    for (size_t w = 0;; w++) {
        uint64_t word = bits[w];
        uint32_t here = (uint32_t)__builtin_popcountll(word);
        if (k >= here) {
            k -= here;
            continue;
        }
        while (k--) word &= word - 1; /* drop the k lowest members */
        return (int32_t)(w * 64 + (size_t)__builtin_ctzll(word));
    }
}

/* Refuses the batch unless every action is a legal id of its environment (or
 * CTN_ENV_RANDOM_ACTION where one is legal). */
static ctn_status check_actions(const ctn_game *game, const layout *l, void *envs, int n,
                                const int32_t *actions, ctn_error *err) {
    int count = (int)l->acts;
    for (int i = 0; i < n; i++) {
        int32_t id = actions[i];
        ctn_env_slot *slot = slot_at(l, envs, i);
        if (id == CTN_ENV_RANDOM_ACTION) {
            uint64_t any = 0;
            for (size_t w = 0; w < l->words; w++) any |= legal_of(l, slot)[w];
            if (any) continue;
            return ctn_error_set(err, CTN_E_ILLEGAL,
                                 "environment %d: no legal action to choose at random%s", i,
                                 ctn_game_is_terminal(game, state_of(slot))
                                     ? " (the episode is over: reset)"
                                     : "");
        }
        if (id < 0 || id >= count)
            return ctn_error_set(err, CTN_E_ILLEGAL,
                                 "environment %d: action %d is out of range (0..%d)", i, (int)id,
                                 count - 1);
        if (!(legal_of(l, slot)[id >> 6] >> (id & 63) & 1))
            return ctn_error_set(err, CTN_E_ILLEGAL,
                                 "environment %d: action %d is not legal now (see the mask%s)", i,
                                 (int)id,
                                 ctn_game_is_terminal(game, state_of(slot))
                                     ? "; the episode is over: reset"
                                     : "");
    }
    return CTN_OK;
}

/* One environment's step: the action, the others' play, the reward, the reset of an ended
 * episode. */
static void step_one(const ctn_game *game, const layout *l, ctn_env_slot *slot, int i,
                     int32_t id, uint32_t max_steps, unsigned flags, const others *o,
                     const ctn_env_out *out) {
    const env_codec *c = l->c;
    ctn_state *s = state_of(slot);
    if (id == CTN_ENV_RANDOM_ACTION) id = random_legal(l, slot);
    if (out->played) out->played[i] = id;
    ctn_action a;
    if (c->from_id)
        c->from_id(game, slot->seat, id, &a);
    else
        env_from_legal(game, c, s, slot->seat, id, o->list, &a); /* legal: checked */
    play(game, s, o, slot->seat, a);
    slot->steps++;
    advance(game, slot, s, o);
    int ended = ctn_game_is_terminal(game, s);
    int cut = !ended && max_steps && slot->steps >= max_steps;
    float reward = 0.0f;
    if (ended) {
        int32_t returns[CTN_MAX_PLAYERS];
        game->rules->returns(game, s, returns);
        reward = (float)returns[slot->seat];
    }
    out->rewards[i] = reward;
    out->terminated[i] = (uint8_t)ended;
    out->truncated[i] = (uint8_t)cut;
    unsigned parts = ENV_ENCODE_CHANGES; /* the row holds this game's last observation */
    if ((ended || cut) && !(flags & CTN_ENV_NO_AUTORESET)) {
        if (out->final_obs)
            c->encode(game, s, slot->seat, ENV_ENCODE_ALL, NULL, out->final_obs + (size_t)i * l->obs);
        slot->episodes++;
        start_episode(game, slot, o);
        parts = ENV_ENCODE_ALL;
    }
    observe(game, l, slot, i, parts, out, o->list);
    if (cut && (flags & CTN_ENV_NO_AUTORESET)) {
        memset(out->mask + (size_t)i * l->acts, 0, l->acts);
        memset(legal_of(l, slot), 0, l->words * sizeof(uint64_t));
        if (out->legal_count) out->legal_count[i] = 0;
    }
}

ctn_status ctn_env_batch_step(const ctn_game *game, void *envs, int n, const int32_t *actions,
                              uint32_t max_steps, unsigned flags, ctn_bot *const *bots,
                              void *scratch, const ctn_env_out *out, ctn_error *err) {
    ctn_status st = ctn_env_supported(game, err);
    if (st != CTN_OK) return st;
    if (n < 0) return ctn_error_set(err, CTN_E_ARGUMENT, "negative number of environments");
    if (bots && !scratch)
        return ctn_error_set(err, CTN_E_ARGUMENT, "bots need a scratch buffer of two states");
    layout l = layout_of(game);
    st = check_actions(game, &l, envs, n, actions, err);
    if (st != CTN_OK) return st;
    ctn_action list[CTN_MAX_ACTIONS];
    others o = {bots, scratch, NULL, list};
    if (bots) o.before = (ctn_state *)((char *)scratch + ctn_state_size(game));
    for (int i = 0; i < n; i++)
        step_one(game, &l, slot_at(&l, envs, i), i, actions[i], max_steps, flags, &o, out);
    return CTN_OK;
}
