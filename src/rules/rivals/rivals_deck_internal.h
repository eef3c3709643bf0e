/* rivals_deck_internal.h — what the tournament deck files share inside the rules layer: the rows
 * of the cards the engine's card table does not hold (rivals_deck_cards.c) and the eras' facts. */
#ifndef CATAN_RIVALS_DECK_INTERNAL_H
#define CATAN_RIVALS_DECK_INTERNAL_H

#include <stdint.h>

#include "catan/rivals_deck.h"

/* One card name in one era, beside the engine's table: an expansion card (R§9 of the research
 * notes), an expansion's copy of a base-box card, or a centre card. */
typedef struct rv_deck_row {
    const char *name;
    uint8_t era, copies, use, marks; /* RV_ERA_*, copies in that era, RV_USE_*, RV_POOL_* */
} rv_deck_row;

extern const rv_deck_row rv_deck_rows[];
extern const int rv_deck_row_count;

/* One era: its name in deck files, its box, and whether the engine plays its cards. */
typedef struct rv_era_row {
    const char *name, *box;
    uint8_t built;
} rv_era_row;

extern const rv_era_row rv_eras[RV_ERA_COUNT];

/* The era (RV_ERA_*) of a card table set (RV_SET_*): the same number up to the Era of Merchant
 * Princes and Barbarians, then by name (the Eras of Sages, Prosperity and Explorers). */
int rv_set_era(int set);

#endif
