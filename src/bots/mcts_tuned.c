/* mcts_tuned.c — the MCTS bot's parameter defaults where one rule set measured better ones than the
 * general defaults (docs/benchmarks.md), kept here so that mcts_bot.c knows no rule set. */
#include <string.h>

#include "mcts_tuned.h"

/* Rivals (two players, "Rivals for Catan, MCTS against the heuristic"): the heuristic's pick as a
 * strong root prior held the search back (57% of 200 duels against the heuristic with it, 86%
 * without), and short heuristic rollouts judged by the fitted evaluation beat long greedy ones.
 * The Struggle, two players, the same with the prior alone (72.7% of 300 games against the
 * heuristic with it, 89.7% without). With more players (Classic, World) the prior helps: their
 * rollouts are too noisy to rank close actions. */
static const mcts_tuned TUNED[] = {
    {"rivals", 2, 0, 10, MCTS_ROLLOUT_HEURISTIC},
    {"struggle", 2, 0, 40, MCTS_ROLLOUT_GREEDY},
};

const mcts_tuned mcts_general_defaults = {NULL, 0, 3000, 40, MCTS_ROLLOUT_GREEDY};

const mcts_tuned *mcts_tuned_for(const ctn_game *g) {
    for (size_t i = 0; i < sizeof TUNED / sizeof TUNED[0]; i++)
        if (strcmp(TUNED[i].rules, g->rules->name) == 0 && TUNED[i].players == g->num_players) return &TUNED[i];
    return &mcts_general_defaults;
}
