/* rivals_oracle_explorers.c — the slow oracle's checks of the Era of Explorers' actions
 * (docs/rules/rivals.md R§17), read from the rules file rather than from rivals_explorers.c. */
#include "rivals_oracle_explorers.h"

/* 1 lumber and 1 wool. */
const uint8_t oracle_ship_cost[RV_NUM_RESOURCES] = {[RV_LUMBER] = 1, [RV_WOOL] = 1};

static int explorers_game(const rv_data *d) { return (d->eras & (1u << RV_SET_EXPLORERS)) != 0; }

/* every player's harbor lies on his left road site. */
int oracle_harbor_on(const rv_data *d, int side) { return explorers_game(d) && side == 0; }

/* three ship tokens a player; those lying are stood up one at a time. */
int oracle_explorer_ship(const rv_data *d, const rv_state *s, int p) {
    if (!explorers_game(d)) return 0;
    int lying = RV_MAX_SHIPS - s->ships[p];
    return lying > 0;
}
