/* struggle_ruleset.c — the Struggle rule-set table, points (§2), the end (§10) and the state hash. */
#include "struggle_internal.h"

int st_vp(const st_data *d, const st_state *s, int p) { return st_vp_fast(d, s, p); }

int ctn_struggle_vp(const ctn_game *g, const ctn_struggle_state *s, int p) { return st_vp(st_data_of(g), s, p); }

ctn_action ctn_struggle_pay_action(const uint8_t paid[CTN_RESOURCE_COUNT]) {
    ctn_action a = ST_A_PAY;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) a |= (ctn_action)(paid[r] & 15u) << (5 + 4 * r);
    return a;
}
void ctn_struggle_paid(ctn_action a, uint8_t paid[CTN_RESOURCE_COUNT]) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) paid[r] = (uint8_t)((a >> (5 + 4 * r)) & 15u);
}
ctn_action ctn_struggle_draw_set(const uint8_t counts[CTN_RESOURCE_COUNT]) {
    ctn_action a = ST_A_DRAW_SET;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) a |= (ctn_action)(counts[r] & 7u) << (5 + 3 * r);
    return a;
}
void ctn_struggle_draw_counts(ctn_action a, uint8_t counts[CTN_RESOURCE_COUNT]) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) counts[r] = (uint8_t)((a >> (5 + 3 * r)) & 7u);
}
/* Hidden draws set bit 31 and keep the number of cards in the first count. */
ctn_action ctn_struggle_draw_set_hidden(int cards) { return ST_A_DRAW_SET | ((ctn_action)cards << 5) | (1u << 31); }
int ctn_struggle_draw_is_hidden(ctn_action a) { return ST_ACT_TYPE(a) == ST_A_DRAW_SET && (a >> 31); }


static int st_is_terminal(const ctn_game *g, const ctn_state *state) {
    (void)g;
    return ((const st_state *)state)->phase == ST_PHASE_GAME_OVER;
}

static void st_returns(const ctn_game *g, const ctn_state *state, int32_t *out) {
    const st_state *s = (const st_state *)state;
    for (int p = 0; p < g->num_players; p++) out[p] = s->phase == ST_PHASE_GAME_OVER && s->winner == p;
}

static uint32_t st_turns(const ctn_game *g, const ctn_state *state) {
    (void)g;
    return ((const st_state *)state)->turn;
}

static int st_score(const ctn_game *g, const ctn_state *state, int p) {
    return st_vp(st_data_of(g), (const st_state *)state, p);
}

static uint64_t st_hash(const ctn_game *g, const ctn_state *state) {
    (void)g;
    const st_state *s = (const st_state *)state;
    uint64_t h = CTN_HASH_SEED;
#define H(field) h = ctn_hash_bytes(h, &s->field, sizeof s->field)
    H(rng); H(turn); H(actions); H(num_players); H(phase); H(current); H(actor); H(resume_phase); H(winner);
    H(direction); H(deck); H(discard); H(market); H(hand); H(road_supply); H(knight_supply);
    H(settlement_supply); H(events_hidden); H(expansion_supply); H(roads); H(knights); H(settlements);
    H(cities); H(expansions); H(trades_left); H(deck_only); H(built); H(library_used); H(guild_used);
    H(victim); H(draws_left); H(draw_now); H(paying); H(paying_expansion); H(market_next); H(discard_owed); H(discard_floor); H(viewer);
    H(hidden_hand); H(hidden_deck);
#undef H
    return h;
}

const ctn_ruleset ctn_struggle_rules = {
    .name = "struggle",
    .title = "The Struggle for Catan (the fast card game)",
    .state_size = sizeof(ctn_struggle_state),
    .min_players = 2,
    .max_players = ST_MAX_PLAYERS,
    .num_options = ST_OPT_COUNT,
    .options = st_option_specs,
    .game_setup = st_game_setup,
    .game_teardown = st_game_teardown,
    .init = st_init,
    .actors = st_actors,
    .legal_actions = st_legal_actions,
    .chance_outcomes = st_chance_outcomes,
    .sample_chance = st_sample_chance,
    .play_random = st_play_random,
    .apply = st_apply,
    .is_terminal = st_is_terminal,
    .returns = st_returns,
    .turns = st_turns,
    .score = st_score,
    .evaluate = st_evaluate,
    .observe = st_observe,
    .determinize = st_determinize,
    .mask_action = st_mask_action,
    .action_to_text = st_action_to_text,
    .action_from_text = st_action_from_text,
    .oracle_actions = st_oracle_actions,
    .hash = st_hash,
    .check = st_check,
};
