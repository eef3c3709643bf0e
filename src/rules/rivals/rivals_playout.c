/* rivals_playout.c — random play without the driver's indirections (ctn_ruleset.play_random): the
 * driver's loop (match.c) with the random bot in every seat, written for this rule set: who acts
 * is read from the state, and the legal list, the chance outcome and the action applied come
 * without a call through the rule-set table. The same draws in the same order as the driver's
 * loop, hence the same games (tests/unit/test_rivals_playout.c plays both). Also the chance
 * sampler (ctn_ruleset.sample_chance): the dice, a card drawn and a region drawn without a list of
 * their outcomes. */
#include "rivals_internal.h"

/* R§2: the production die, then the event die, whose event-card face counts twice; the outcome
 * the list of rv_chance_outcomes would give for the same draw (its order: numbers, then faces). */
static ctn_action sample_dice(const rv_state *s, ctn_rng *rng) {
    int set = rv_set_face(s); /* Reiner's celebration, the Grove of Justice's or the Astrologer's face */
    uint32_t faces = set >= 0 ? 1 : RV_E_COUNT + 1, numbers = s->brigitta ? 1 : 6;
    uint32_t pick = ctn_rng_below(rng, faces * numbers);
    int number = s->brigitta ? s->brigitta : (int)(pick / faces) + 1, face = (int)(pick % faces);
    if (set >= 0) face = set;
    else if (face > RV_E_EVENT_CARD) face = RV_E_EVENT_CARD;
    return RV_CHANCE_ACT(RV_C_DICE, number, face);
}

ctn_action rv_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng) {
    _Static_assert(RV_E_EVENT_CARD == RV_E_COUNT - 1, "the event-card face is the die's last (sample_dice)");
    const rv_state *s = (const rv_state *)state;
    if (s->phase == RV_PH_DICE) return sample_dice(s, rng);
    if (s->phase == RV_PH_DRAW) { /* each card of the unordered top alike, in the list's order */
        const rv_stack *k = &s->stacks[s->draw_stack];
        return RV_CHANCE_ACT(RV_C_CARD, k->card[ctn_rng_below(rng, k->hidden)], 0);
    }
    if (s->phase == RV_PH_REGION) { /* each region of the stack alike, in id order */
        uint32_t m = s->region_stack;
        for (uint32_t pick = ctn_rng_below(rng, (uint32_t)__builtin_popcount(m)); pick; pick--) m &= m - 1;
        return RV_CHANCE_ACT(RV_C_REGION, __builtin_ctz(m), 0);
    }
    ctn_action list[CTN_MAX_CHANCE];
    uint32_t weights[CTN_MAX_CHANCE], total = 0;
    int n = rv_chance_outcomes(g, state, list, weights);
    for (int i = 0; i < n; i++) total += weights[i];
    uint32_t pick = ctn_rng_below(rng, total); /* as the driver draws from a list (game.c) */
    for (int i = 0; i < n; i++) {
        if (pick < weights[i]) return list[i];
        pick -= weights[i];
    }
    return list[n - 1];
}

uint32_t rv_play_random(const ctn_game *g, ctn_state *state, ctn_rng *const *rngs, unsigned flags,
                        uint32_t max_actions, ctn_action *list, uint32_t *decisions) {
    rv_state *s = (rv_state *)state;
    uint32_t actions = 0, chosen = 0;
    for (; s->phase != RV_PH_GAME_OVER && !(max_actions && actions >= max_actions); actions++) {
        int p = s->actor;
        ctn_action a;
        if (p == CTN_CHANCE) {
            ctn_rng rng = s->rng; /* a copy: applying the outcome steps the state's own */
            a = rv_sample_chance(g, state, &rng);
        } else {
            int n = rv_legal_actions(g, state, p, flags, list);
            if (n <= 0) break;
            a = list[n > 1 ? (int)ctn_rng_below(rngs[p], (uint32_t)n) : 0];
            chosen++;
        }
#ifdef CATAN_CHECK_INVARIANTS
        ctn_game_apply(g, state, p, a); /* the invariants checked after every action */
#else
        rv_apply(g, state, p, a);
#endif
    }
    *decisions = chosen;
    return actions;
}
