/* mcts_tuned.h — the MCTS bot's defaults by rule set (mcts_tuned.c). */
#ifndef CATAN_MCTS_TUNED_H
#define CATAN_MCTS_TUNED_H

#include "catan/game.h"

/* The rollout kinds, in the order of the bot's `rollout=` choices. */
enum { MCTS_ROLLOUT_RANDOM = 0, MCTS_ROLLOUT_HEURISTIC, MCTS_ROLLOUT_GREEDY };

typedef struct mcts_tuned {
    const char *rules; /* the rule set's name; NULL for the general defaults */
    int players;       /* the player count measured */
    long prior;        /* prior=, hundredths */
    long depth;        /* depth=, rollout decisions */
    int rollout;       /* rollout=, MCTS_ROLLOUT_* */
} mcts_tuned;

extern const mcts_tuned mcts_general_defaults;
/* The defaults for a game's rule set and player count (the general ones unless it has its own). */
const mcts_tuned *mcts_tuned_for(const ctn_game *g);

#endif
