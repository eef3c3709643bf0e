/* struggle_internal.h — what the Struggle rule-set files share: per-game data (supplies for the
 * player count, typed options) and small helpers. Not a public header. */
#ifndef CATAN_STRUGGLE_INTERNAL_H
#define CATAN_STRUGGLE_INTERNAL_H

#include <string.h>

#include "catan/struggle.h"

typedef ctn_struggle_state st_state;

typedef struct st_data {
    int num_players;
    /* supplies for this player count (§1), from the card table */
    uint8_t roads, knights, settlements;
    uint8_t events[ST_EVENT_COUNT];
    uint8_t expansions[ST_EXP_COUNT];
    uint8_t expansion_vp[ST_EXP_COUNT];
    uint8_t resources[CTN_RESOURCE_COUNT]; /* the whole resource deck */
    /* options */
    int vp_to_win, robbery_discard, market_day, direction_counter, win_at_start_only, turn_limit;
} st_data;

static inline const st_data *st_data_of(const ctn_game *g) { return (const st_data *)g->data; }

static inline int st_total(const uint8_t *counts) {
    return counts[0] + counts[1] + counts[2] + counts[3] + counts[4];
}
/* Cards in a hand, also in a view where it is hidden. */
static inline int st_hand_count(const st_state *s, int p) { return st_total(s->hand[p]) + s->hidden_hand[p]; }
/* A-side cards of a stack of n alternating cards, and its points (§2). */
static inline int st_a_sides(int n) { return (n + 1) / 2; }
static inline int st_b_sides(int n) { return n / 2; }

extern const ctn_option_spec st_option_specs[ST_OPT_COUNT];

ctn_status st_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err);
void st_game_teardown(ctn_game *g);
void st_init(const ctn_game *g, ctn_state *state, uint64_t seed);

ctn_actors st_actors(const ctn_game *g, const ctn_state *state);
int st_legal_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out);
int st_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w);
ctn_action st_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng);
void st_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a);
void st_start_turn(const st_data *d, st_state *s, int p);

/* Payments (§8): every distinct set of cards from `hand` that pays `cost` with substitutions. A
 * city paid from a very large hand has 340 (the most for any build). */
enum { ST_MAX_PAYMENTS = 512 };
int st_payments(const uint8_t *hand, const uint8_t *cost, uint8_t out[][CTN_RESOURCE_COUNT], int cap);
/* Whether any payment exists: the cards missing are at most the triples of cards held beyond the
 * cost (exact: such triples are of resources not missing, so each can stand in for one). */
int st_affordable(const uint8_t *hand, const uint8_t *cost);
int st_payment_ok(const uint8_t *hand, const uint8_t *cost, const uint8_t *paid);
/* Who loses a road (knight) to `p` when the supply is empty (§4.2), or -1. */
int st_victim(const st_data *d, const st_state *s, int p, int knight);
/* Players p may target with the merchant guild (§6), as a bit set. */
unsigned st_guild_targets(const st_data *d, const st_state *s, int p);
int st_vp(const st_data *d, const st_state *s, int p);

int st_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap);
int st_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf, size_t cap);
ctn_status st_action_from_text(const ctn_game *g, const ctn_state *state, int player, const char *text,
                               ctn_action *out, ctn_error *err);
void st_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view);
ctn_action st_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a, int viewer);
void st_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values);
void st_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out);
int st_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out);

#endif
