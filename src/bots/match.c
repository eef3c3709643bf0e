/* match.c — one game between bots, with buffers reused from game to game. */
#include "catan/match.h"

#include "bot_internal.h"

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

/* What the loop needs of a seat's bot, read once per game. */
typedef struct {
    void *data;
    int (*pick)(void *, const ctn_game *, const ctn_state *, int, const ctn_action *, int);
    int direct; /* picks an index from the list alone (no view, no offers of its own) */
} match_seat;

typedef struct {
    ctn_match *m;
    ctn_bot *const *bots;
    const match_seat *seats;
    unsigned legal_flags;
    uint32_t max_actions, actions, decisions;
} match_run;

/* The decision loop. It reads the rule set's functions once per game, generates each decision's
 * legal list once and hands it to the bot, copies no state unless a bot follows the game
 * (notify) or asks for a view, and lets forced moves (one legal action) skip the bot. Bots with
 * a pick function (random) answer with an index, so their answer needs no search of the list;
 * the others go through ctn_bot_choose. The same calls in the same order as ctn_bot_choose
 * makes: the same draws, the same games. Inlined three times with constant flags: `notify` (some
 * bot follows the game) and `all_random` (every seat is the random bot: its pick inlined). */
static inline __attribute__((always_inline)) void play_loop(match_run *r, const int notify,
                                                            const int all_random) {
    ctn_match *m = r->m;
    const ctn_game *g = m->game;
    const ctn_ruleset *rules = g->rules;
    ctn_state *s = m->state;
    ctn_actors (*const actors)(const ctn_game *, const ctn_state *) = rules->actors;
    int (*const legal)(const ctn_game *, const ctn_state *, int, unsigned, ctn_action *) =
        rules->legal_actions;
    ctn_action (*const sample)(const ctn_game *, const ctn_state *, ctn_rng *) =
        rules->sample_chance;
#ifndef CATAN_CHECK_INVARIANTS
    void (*const apply)(const ctn_game *, ctn_state *, int, ctn_action) = rules->apply;
#endif
    ctn_action *const list = m->list;
    const unsigned legal_flags = r->legal_flags;
    const uint32_t max_actions = r->max_actions;
    uint32_t actions = 0, decisions = 0;
    for (;;) {
        int p = ctn_actors_pick(actors(g, s));
        if (p < 0 || (max_actions && actions >= max_actions)) break;
        ctn_action a;
        if (p == CTN_CHANCE) {
            if (sample) { /* from a copy of the state's generator, as ctn_game_sample_own_chance */
                ctn_rng rng;
                memcpy(&rng, s, sizeof rng);
                a = sample(g, s, &rng);
            } else {
                a = ctn_game_sample_own_chance(g, s);
            }
        } else {
            const match_seat *seat = &r->seats[p];
            if (all_random || seat->direct) {
                int n = legal(g, s, p, legal_flags, list);
                if (n <= 0) break;
                int i = 0;
                if (n > 1) {
                    i = all_random || seat->pick == ctn_random_bot_pick
                            ? ctn_random_bot_pick(seat->data, g, NULL, p, list, n)
                            : seat->pick(seat->data, g, NULL, p, list, n);
                    if ((unsigned)i >= (unsigned)n) i = 0; /* a bot bug: the first action */
                }
                a = list[i];
            } else if (ctn_bot_choose(r->bots[p], g, s, p, legal_flags, m->scratch, list, &a) < 0) {
                break;
            }
            decisions++;
        }
        if (notify) memcpy(m->before, s, rules->state_size);
#ifdef CATAN_CHECK_INVARIANTS
        ctn_game_apply(g, s, p, a);
#else
        apply(g, s, p, a);
#endif
        actions++;
        for (int q = 0; notify && q < g->num_players; q++)
            ctn_bot_notify(r->bots[q], g, m->before, q, p, a);
    }
    r->actions = actions;
    r->decisions = decisions;
}

/* Every seat the random bot: the rule set's own loop when it has one (ctn_ruleset.play_random),
 * drawing each seat's picks from that seat's bot. */
static void play_random(match_run *r, const match_seat *seats) {
    const ctn_game *g = r->m->game;
    ctn_rng *rngs[CTN_MAX_PLAYERS];
    for (int p = 0; p < g->num_players; p++) rngs[p] = ctn_random_bot_rng(seats[p].data);
    r->actions = g->rules->play_random(g, r->m->state, rngs, r->legal_flags, r->max_actions, r->m->list,
                                       &r->decisions);
}

void ctn_match_play(ctn_match *m, ctn_bot *const *bots, uint64_t seed, unsigned legal_flags,
                    uint32_t max_actions, ctn_match_result *out) {
    const ctn_game *g = m->game;
    ctn_state *s = m->state;
    memset(out, 0, sizeof *out);
    ctn_game_init_state(g, s, seed);
    int notify = 0, all_random = 1;
    match_seat seats[CTN_MAX_PLAYERS];
    for (int p = 0; p < g->num_players; p++) {
        const ctn_bot_type *type = bots[p]->type;
        notify |= type->notify != NULL;
        seats[p].data = bots[p]->data;
        seats[p].pick = type->pick;
        seats[p].direct = type->pick && !type->needs_view && !type->makes_offers;
        all_random &= seats[p].direct && type->pick == ctn_random_bot_pick;
    }
    match_run run = {.m = m,
                     .bots = bots,
                     .seats = seats,
                     .legal_flags = legal_flags,
                     .max_actions = max_actions};
    if (notify)
        play_loop(&run, 1, 0);
    else if (all_random && g->rules->play_random)
        play_random(&run, seats);
    else if (all_random)
        play_loop(&run, 0, 1);
    else
        play_loop(&run, 0, 0);
    out->actions = run.actions;
    out->decisions = run.decisions;
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
