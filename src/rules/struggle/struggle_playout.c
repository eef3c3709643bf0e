/* struggle_playout.c — random play without the driver's indirections (ctn_ruleset.play_random):
 * the driver's loop (match.c) with the random bot in every seat, written for this rule set, so that
 * who acts, the legal list, the pick and the action applied need no call through the rule-set
 * table and the phase is looked at once per action. The same draws in the same order as the
 * driver's loop, hence the same games (tests/unit/test_struggle_playout.c plays both). */
#include "struggle_internal.h"

/* The player who acts in a player's phase, as ctn_actors_pick chooses from st_actors: the actor,
 * or in the discard phase the lowest seat still owing cards; -1 when nobody acts. */
static int chooser(const ctn_game *g, const st_state *s) {
    if (s->phase != ST_PHASE_DISCARD) return s->actor;
    for (int q = 0; q < g->num_players; q++)
        if (s->discard_owed[q]) return q;
    return -1;
}

/* A chance outcome applied as st_apply applies it (in debug builds through the driver's entry
 * point, which checks the invariants). */
static void play_chance(const ctn_game *g, st_state *s, ctn_action a) {
#ifdef CATAN_CHECK_INVARIANTS
    ctn_game_apply(g, (ctn_state *)s, CTN_CHANCE, a);
#else
    ctn_rng_next(&s->rng);
    st_chance(st_data_of(g), s, a);
    st_action_done(st_data_of(g), s);
#endif
}

/* A player's action applied as st_apply applies it (likewise). */
static void play_action(const ctn_game *g, st_state *s, int p, ctn_action a) {
#ifdef CATAN_CHECK_INVARIANTS
    ctn_game_apply(g, (ctn_state *)s, p, a);
#else
    st_act(st_data_of(g), s, p, a);
    st_action_done(st_data_of(g), s);
#endif
}

uint32_t st_play_random(const ctn_game *g, ctn_state *state, ctn_rng *const *rngs, unsigned flags,
                        uint32_t max_actions, ctn_action *list, uint32_t *decisions) {
    (void)flags; /* no offers to leave out: a Struggle list is the same under every flag */
    st_state *s = (st_state *)state;
    uint32_t actions = 0, chosen = 0;
    for (; s->phase != ST_PHASE_GAME_OVER && !(max_actions && actions >= max_actions); actions++) {
        if (st_chance_phase(s->phase)) {
            ctn_rng rng = s->rng; /* drawn from a copy: applying advances the state's own */
            play_chance(g, s, st_sample_chance(g, state, &rng));
            continue;
        }
        int p = chooser(g, s);
        if (s->phase == ST_PHASE_TRADE && (s->trades_left | st_guild_open(s, p))) {
            play_action(g, s, p, st_random_trade(st_data_of(g), s, p, rngs[p]));
        } else {
            int n = p < 0 ? 0 : st_chooser_actions(st_data_of(g), s, p, list);
            if (n <= 0) break;
            play_action(g, s, p, list[n > 1 ? (int)ctn_rng_below(rngs[p], (uint32_t)n) : 0]);
        }
        chosen++;
    }
    *decisions = chosen;
    return actions;
}
