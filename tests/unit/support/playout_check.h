/* playout_check.h — shared by the tests of the rule sets' own random-play loops
 * (ctn_ruleset.play_random: test_struggle_playout.c, test_rivals_playout.c): the driver's loop
 * with the random bot in every seat written out step by step through the public API, a comparison
 * of one game played both ways, and matches of random bots folded into one number.
 */
#ifndef CATAN_TEST_PLAYOUT_CHECK_H
#define CATAN_TEST_PLAYOUT_CHECK_H

#include <stdint.h>

#include "catan/game.h"
#include "catan/rng.h"

/* How the reference loop draws a chance outcome (NULL: ctn_game_sample_chance, the rule set's
 * sampler when it has one). */
typedef ctn_action (*pc_sample_fn)(const ctn_game *g, const ctn_state *s, ctn_rng *rng);

/* The driver's draw from the list of chance outcomes (game.c, for a rule set without a sampler). */
ctn_action pc_list_sample(const ctn_game *g, const ctn_state *s, ctn_rng *rng);

/* The driver's loop: the lowest actor first, chance drawn with `sample` from a copy of the state's
 * generator, a player's pick drawn with ctn_rng_below(&rngs[p], n) over the legal list unless
 * only one action is legal; stops at the end, when nothing is legal or after max_actions (0: no
 * limit). Returns the actions played; *decisions gets the players' choices. */
uint32_t pc_reference_play(const ctn_game *g, ctn_state *s, ctn_rng *rngs, uint32_t max_actions,
                           uint32_t *decisions, pc_sample_fn sample);

/* Plays the game of `seed` with g->rules->play_random and with pc_reference_play and fails unless
 * both count the same actions and decisions and end in the same state bytes and seat generators
 * (and, with must_finish and no limit, at the end of the game). */
void pc_compare_one(const ctn_game *g, uint64_t seed, uint32_t max_actions, pc_sample_fn sample, int must_finish);

/* Plays `games` games of random bots with ctn_match_play (every third stopped after 150 actions)
 * and folds their results together. */
uint64_t pc_match_results(const ctn_game *g, int games);

#endif
