/* match.c — one game between bots, with buffers reused from game to game. */
#include "catan/match.h"

#include <stdlib.h>
#include <string.h>

struct ctn_match {
    const ctn_game *game;
    ctn_state *state, *scratch, *before;
    ctn_action list[CTN_MAX_ACTIONS];
};

ctn_status ctn_match_new(const ctn_game *game, ctn_match **out, ctn_error *err) {
    ctn_match *m = calloc(1, sizeof *m);
    if (m) {
        m->state = malloc(game->rules->state_size);
        m->scratch = malloc(game->rules->state_size);
        m->before = malloc(game->rules->state_size);
    }
    if (!m || !m->state || !m->scratch || !m->before) {
        ctn_match_free(m);
        *out = NULL;
        return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    }
    m->game = game;
    *out = m;
    return CTN_OK;
}

void ctn_match_free(ctn_match *m) {
    if (!m) return;
    free(m->state);
    free(m->scratch);
    free(m->before);
    free(m);
}

const ctn_state *ctn_match_state(const ctn_match *m) {
    return m->state;
}

void ctn_match_play(ctn_match *m, ctn_bot *const *bots, uint64_t seed, unsigned legal_flags,
                    uint32_t max_actions, ctn_match_result *out) {
    const ctn_game *g = m->game;
    ctn_state *s = m->state;
    memset(out, 0, sizeof *out);
    ctn_game_init_state(g, s, seed);
    int notify = 0;
    for (int p = 0; p < g->num_players; p++) notify |= ctn_bot_wants_notify(bots[p]);
    for (;;) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        if (p < 0 || (max_actions && out->actions >= max_actions)) break;
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_own_chance(g, s);
        } else {
            if (ctn_bot_choose(bots[p], g, s, p, legal_flags, m->scratch, m->list, &a) < 0) break;
            out->decisions++;
        }
        if (notify) memcpy(m->before, s, g->rules->state_size);
        ctn_game_apply(g, s, p, a);
        out->actions++;
        for (int q = 0; notify && q < g->num_players; q++) ctn_bot_notify(bots[q], g, m->before, q, p, a);
    }
    out->winner = -1;
    if (ctn_game_is_terminal(g, s)) {
        g->rules->returns(g, s, out->returns);
        for (int p = 0; p < g->num_players; p++)
            if (out->returns[p] > 0) out->winner = p;
    }
    for (int p = 0; g->rules->score && p < g->num_players; p++)
        out->scores[p] = g->rules->score(g, s, p);
    out->turns = g->rules->turns ? g->rules->turns(g, s) : 0;
    out->hash = ctn_state_hash(g, s);
}
