/* heuristic_bot.h — the per-rule-set heuristics behind the "heuristic" bot. Each rule set that has
 * one provides the three functions of a bot type; heuristic_bot.c picks by rule-set name. */
#ifndef CATAN_HEURISTIC_BOT_H
#define CATAN_HEURISTIC_BOT_H

#include "catan/bot.h"

extern const ctn_bot_type ctn_heuristic_bot; /* dispatches to the rule set's own */
extern const ctn_bot_type ctn_classic_heuristic;
extern const ctn_bot_type ctn_struggle_heuristic;
extern const ctn_bot_type ctn_rivals_heuristic;

/* The Rivals heuristic's worth of a draw card (its points, weighted), which the Rivals playouts
 * (rollout_policy.c) build by too. */
int ctn_rivals_card_worth(const ctn_game *game, int card);

#endif
