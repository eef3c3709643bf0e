/* heuristic_bot.h — the per-rule-set heuristics behind the "heuristic" bot. Each rule set that has
 * one provides the three functions of a bot type; heuristic_bot.c picks by rule-set name. */
#ifndef CATAN_HEURISTIC_BOT_H
#define CATAN_HEURISTIC_BOT_H

#include "catan/bot.h"
#include "catan/rivals.h"

extern const ctn_bot_type ctn_heuristic_bot; /* dispatches to the rule set's own */
extern const ctn_bot_type ctn_classic_heuristic;
extern const ctn_bot_type ctn_struggle_heuristic;
extern const ctn_bot_type ctn_rivals_heuristic;

/* The Rivals heuristic's worth of a draw card in a state or view (its points, weighted; 30 for a
 * card the view does not show), which the Rivals playouts (rollout_policy.c) build by too. */
int ctn_rivals_card_worth(const ctn_game *game, const ctn_rivals_state *s, int card);

#endif
