/* rivals_deck_cards.c — the card facts the tournament deck pool needs beyond the engine's card
 * table (rivals_cards.c, which holds the base box): the eras with whether the engine plays them
 * yet, the expansions' cards with their copies (research notes §9, shared/rivals/cards.json), the
 * expansions' copies of base-box cards, and the centre cards a deck may not hold (R§11.2).
 * A corrected fact, or an era the engine comes to play, is a one-line change here; when an era's
 * cards move into the engine's table, its rows here go (test_rivals_deck counts each era's cards,
 * so a card in both tables is caught). The Age of Darkness's cards (the Eras of Intrigue, Merchant
 * Princes and Barbarians), the Eras of Sages' and Prosperity's and the Era of Explorers' draw and
 * event cards are in the engine's table (R§12–R§17). */
#include "rivals_deck_internal.h"

const rv_era_row rv_eras[RV_ERA_COUNT] = {
    [RV_ERA_BASIC] = {"basic", "base", 1},
    [RV_ERA_GOLD] = {"gold", "base", 1},
    [RV_ERA_TURMOIL] = {"turmoil", "base", 1},
    [RV_ERA_PROGRESS] = {"progress", "base", 1},
    [RV_ERA_INTRIGUE] = {"intrigue", "darkness", 1},
    [RV_ERA_MERCHANT_PRINCES] = {"merchant_princes", "darkness", 1},
    [RV_ERA_BARBARIANS] = {"barbarians", "darkness", 1},
    [RV_ERA_EXPLORERS] = {"explorers", "enlightenment", 0},
    [RV_ERA_SAGES] = {"sages", "enlightenment", 1},
    [RV_ERA_PROSPERITY] = {"prosperity", "enlightenment", 1},
};

#define EXPL  RV_ERA_EXPLORERS
#define DECK  RV_USE_DECK
#define EVT   RV_USE_EVENT
#define CTR   RV_USE_CENTRE
#define SPEC  RV_USE_SPECIAL
#define ATK   RV_POOL_ATTACK
#define NAMED RV_POOL_NAMED

/* name, era, copies in the era, use, marks (attack card, named unit) */
const rv_deck_row rv_deck_rows[] = {
    /* centre and starting-principality cards (R§4): never in a deck */
    {"Road", RV_ERA_BASIC, 0, CTR, 0},
    {"Settlement", RV_ERA_BASIC, 0, CTR, 0},
    {"City", RV_ERA_BASIC, 0, CTR, 0},
    {"Forest", RV_ERA_BASIC, 0, CTR, 0},
    {"Hills", RV_ERA_BASIC, 0, CTR, 0},
    {"Pasture", RV_ERA_BASIC, 0, CTR, 0},
    {"Fields", RV_ERA_BASIC, 0, CTR, 0},
    {"Mountains", RV_ERA_BASIC, 0, CTR, 0},
    {"Gold Field", RV_ERA_BASIC, 0, CTR, 0},

    /* Age of Enlightenment — Era of Explorers: its 20 sea cards (the sea area's, R-262; its 30 draw
     * and event cards are in the engine's table, R§17) */
    {"Cimmarone", EXPL, 2, SPEC, 0},
    {"Explorer Harbor", EXPL, 2, SPEC, 0},
    {"Haidao Chang", EXPL, 2, SPEC, 0},
    {"Island of the Bards", EXPL, 2, SPEC, 0},
    {"Island of the Forgotten Tribe", EXPL, 2, SPEC, 0},
    {"Island of the Merchants", EXPL, 2, SPEC, 0},
    {"Island of the Scholars", EXPL, 2, SPEC, 0},
    {"Jean", EXPL, 2, SPEC, 0},
    {"Shipwreck", EXPL, 4, SPEC, 0},
};
const int rv_deck_row_count = (int)(sizeof rv_deck_rows / sizeof rv_deck_rows[0]);
