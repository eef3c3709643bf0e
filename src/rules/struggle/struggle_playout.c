/* struggle_playout.c — random play without the driver's indirections (ctn_ruleset.play_random):
 * the driver's loop (match.c) with the random bot in every seat, written for this rule set, so that
 * who acts, the legal list, the pick and the action applied need no call through the rule-set
 * table, and one switch on the phase leads each action to its sampler and applier (chance) or to
 * its generator and the part of st_act that applies it (a player's choice; a trade is picked
 * without a list, struggle_pick.c). The same draws in the same order as the driver's loop, hence
 * the same games (tests/unit/test_struggle_playout.c plays both). */
#include "struggle_internal.h"

/* The lowest seat still owing discards, as ctn_actors_pick chooses from st_actors; -1 if none. */
static int discarder(const ctn_game *g, const st_state *s) {
    for (int q = 0; q < g->num_players; q++)
        if (s->discard_owed[q]) return q;
    return -1;
}

/* A chance action of a known phase: sampled from a copy of the state's generator, which then
 * takes its one step, and applied by that phase's part of st_chance (in debug builds through the
 * driver's entry point, which checks the invariants). Inlined, so each phase calls its own. */
static inline __attribute__((always_inline)) void play_chance(const ctn_game *g, st_state *s,
                                                              ctn_action (*sample)(const st_state *, ctn_rng *),
                                                              void (*apply)(const st_data *, st_state *, ctn_action)) {
    ctn_rng rng = s->rng;
    ctn_action a = sample(s, &rng);
#ifdef CATAN_CHECK_INVARIANTS
    (void)apply;
    ctn_game_apply(g, (ctn_state *)s, CTN_CHANCE, a);
#else
    ctn_rng_next(&s->rng);
    apply(st_data_of(g), s, a);
    st_action_done(st_data_of(g), s);
#endif
}

/* The end-of-turn draw: sampled and applied in one step, without an action to encode and decode
 * (in debug builds as the other chance actions). */
static void play_draw(const ctn_game *g, st_state *s) {
#ifdef CATAN_CHECK_INVARIANTS
    play_chance(g, s, st_sample_draw_set, st_cards_drawn);
#else
    st_play_random_draw(st_data_of(g), s);
    st_action_done(st_data_of(g), s);
#endif
}

/* A player's action in a known phase (a constant, so the switch below folds away) applied as
 * st_apply applies it: in the phases met most by its own part of st_act, without st_act's dispatch
 * on the type; in the others by st_act (in debug builds through the driver's entry point, as
 * above). */
static inline __attribute__((always_inline)) void play_action(const ctn_game *g, st_state *s, int p,
                                                              ctn_action a, int phase) {
#ifdef CATAN_CHECK_INVARIANTS
    (void)phase;
    ctn_game_apply(g, (ctn_state *)s, p, a);
#else
    const st_data *d = st_data_of(g);
    switch (phase) {
    case ST_PHASE_TRADE: st_end_trades(s); break; /* once no trade is left, the only action */
    case ST_PHASE_BUILD: {
        int type = ST_ACT_TYPE(a);
        if (type == ST_A_BUILD) st_choose_build(s, a);
        else if (type == ST_A_END_BUILD) st_end_builds(d, s, p);
        else st_guild_theft(s, ST_ACT_ARG0(a));
        break;
    }
    case ST_PHASE_PAY: st_pay(d, s, p, a); break;
    case ST_PHASE_GIVE: st_give_back(s, p, ST_ACT_ARG0(a)); break;
    default: st_act(d, s, p, a); break;
    }
    st_action_done(d, s);
#endif
}

/* A trade-phase choice while p may trade: picked by its section of the list and applied from it
 * (in debug builds picked alone and applied as above). */
static void play_trade(const ctn_game *g, st_state *s, int p, ctn_rng *rng) {
#ifdef CATAN_CHECK_INVARIANTS
    ctn_game_apply(g, (ctn_state *)s, p, st_random_trade(st_data_of(g), s, p, rng));
#else
    st_play_random_trade(st_data_of(g), s, p, rng);
    st_action_done(st_data_of(g), s);
#endif
}

/* The random bot's pick from a legal list of n >= 1 actions: no draw when there is no choice. */
static inline ctn_action pick(const ctn_action *list, int n, ctn_rng *rng) {
    return list[n > 1 ? (int)ctn_rng_below(rng, (uint32_t)n) : 0];
}

uint32_t st_play_random(const ctn_game *g, ctn_state *state, ctn_rng *const *rngs, unsigned flags,
                        uint32_t max_actions, ctn_action *list, uint32_t *decisions) {
    (void)flags; /* no offers to leave out: a Struggle list is the same under every flag */
    const st_data *d = st_data_of(g);
    st_state *s = (st_state *)state;
    uint32_t actions = 0, chosen = 0;
    for (; s->phase != ST_PHASE_GAME_OVER && !(max_actions && actions >= max_actions); actions++) {
        int p = s->actor, n;
        switch (s->phase) {
        case ST_PHASE_DRAW: play_draw(g, s); continue;
        case ST_PHASE_DECK_DRAW: play_chance(g, s, st_sample_deck_card, st_drawn_from_deck); continue;
        case ST_PHASE_PLAYER_DRAW: play_chance(g, s, st_sample_hand_card, st_drawn_from_hand); continue;
        case ST_PHASE_GUILD_STEAL: play_chance(g, s, st_sample_hand_card, st_stolen); continue;
        case ST_PHASE_EVENT: play_chance(g, s, st_sample_event, st_event_turned); continue;
        case ST_PHASE_REFILL: play_chance(g, s, st_sample_deck_card, st_market_refilled); continue;
        /* a player's choice: the lists of the phases met most made directly (the build, payment
         * and give-back lists are never empty) */
        case ST_PHASE_TRADE:
            if (s->trades_left | st_guild_open(s, p)) play_trade(g, s, p, rngs[p]);
            else play_action(g, s, p, ST_ACT(ST_A_END_TRADE, 0, 0), ST_PHASE_TRADE);
            chosen++;
            continue;
        case ST_PHASE_BUILD:
            n = st_build_actions(d, s, p, list);
            play_action(g, s, p, pick(list, n, rngs[p]), ST_PHASE_BUILD);
            chosen++;
            continue;
        case ST_PHASE_PAY:
            n = st_payment_list(d, s->hand[p], s->paying, list);
            play_action(g, s, p, pick(list, n, rngs[p]), ST_PHASE_PAY);
            chosen++;
            continue;
        case ST_PHASE_GIVE:
            n = st_chooser_actions(d, s, p, list);
            play_action(g, s, p, pick(list, n, rngs[p]), ST_PHASE_GIVE);
            chosen++;
            continue;
        case ST_PHASE_DISCARD:
            p = discarder(g, s);
            n = p < 0 ? 0 : st_chooser_actions(d, s, p, list);
            break;
        default: n = st_chooser_actions(d, s, p, list); break;
        }
        if (n <= 0) break;
        play_action(g, s, p, pick(list, n, rngs[p]), -1);
        chosen++;
    }
    *decisions = chosen;
    return actions;
}
