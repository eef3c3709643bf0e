/* rivals_oracle_explorers.h — the legality oracle's Era of Explorers part (rivals_oracle_explorers.c),
 * written apart from the legal list's so that the two can disagree when one is wrong. */
#ifndef RIVALS_ORACLE_EXPLORERS_H
#define RIVALS_ORACLE_EXPLORERS_H
#include "rivals_internal.h"

/* Whether the Explorer Harbor stands on side `side` (0 left) of player p's principality, so that
 * no road is built there. */
int oracle_harbor_on(const rv_data *d, int side);
/* Whether player p may stand up an explorer ship, and what it costs. */
int oracle_explorer_ship(const rv_data *d, const rv_state *s, int p);
extern const uint8_t oracle_ship_cost[RV_NUM_RESOURCES];

#endif
