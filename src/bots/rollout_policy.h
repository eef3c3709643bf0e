/* rollout_policy.h — cheap playout policies for search bots, one per rule set: a preference by
 * action type and a few facts of the position (build the most valuable thing affordable, roads and
 * bank trades only towards a build, rather than wander), with some randomness. Much faster than
 * the heuristic bots, much closer to real play than random moves. */
#ifndef CATAN_ROLLOUT_POLICY_H
#define CATAN_ROLLOUT_POLICY_H

#include "catan/game.h"

/* Picks one of the n legal actions of `player` in the full state `state`. Falls back to uniform
 * choice for rule sets without a policy. */
ctn_action ctn_rollout_pick(const ctn_game *game, const ctn_state *state, int player,
                            const ctn_action *legal, int n, ctn_rng *rng);

#endif
