/* struggle_data.c — every card and number of The Struggle for Catan as data (docs/rules/struggle.md
 * §1, §2, §5, §6): the building cards with their player-count symbols, events, expansions, points
 * and whether each fact is verified; costs; the resource deck; the option table. */
#include "struggle_internal.h"

#define R ST_BUILD_ROAD
#define S ST_BUILD_SETTLEMENT
#define X ST_BUILD_EXPANSION
#define K ST_BUILD_KNIGHT
/* kind, symbol, count, event, expansion, vp, verified */
const ctn_struggle_card ctn_struggle_cards[] = {
    {R, 0, 5, 0, 0, 0, 1}, /* roads: 5 always, 2 with "3", 2 with "4" (§1) */
    {R, 3, 2, 0, 0, 0, 1},
    {R, 4, 2, 0, 0, 0, 1},
    {K, 0, 2, 0, 0, 0, 1}, /* knights: 2, 2, 1 */
    {K, 3, 2, 0, 0, 0, 1},
    {K, 4, 1, 0, 0, 0, 1},
    /* settlements 7 / 4 / 4 [V]; which event is on which card is unknown [U] (§5) */
    {S, 0, 5, ST_EVENT_BRIGANDS, 0, 0, 0},
    {S, 0, 2, ST_EVENT_MARKET_DAY, 0, 0, 0},
    {S, 3, 3, ST_EVENT_BRIGANDS, 0, 0, 0},
    {S, 3, 1, ST_EVENT_MARKET_DAY, 0, 0, 0},
    {S, 4, 2, ST_EVENT_BRIGANDS, 0, 0, 0},
    {S, 4, 2, ST_EVENT_MARKET_DAY, 0, 0, 0},
    /* city expansions 5 / 2 / 2 [V]; names beyond library, guild and church are placeholders (§6) */
    {X, 0, 1, 0, ST_EXP_LIBRARY, 3, 1},
    {X, 0, 2, 0, ST_EXP_CHURCH, 3, 1},
    {X, 3, 1, 0, ST_EXP_GUILD, 3, 1},
    {X, 4, 1, 0, ST_EXP_GUILD, 3, 1},
    {X, 0, 1, 0, ST_EXP_CITY_WALL, 3, 0},
    {X, 3, 1, 0, ST_EXP_CITY_WALL, 3, 0},
    {X, 0, 1, 0, ST_EXP_CASTLE, 4, 0},
    {X, 4, 1, 0, ST_EXP_CATHEDRAL, 4, 0},
};
const int ctn_struggle_card_rows = (int)(sizeof ctn_struggle_cards / sizeof ctn_struggle_cards[0]);
#undef R
#undef S
#undef X
#undef K

/* §2: road, settlement, city, expansion, knight; columns lumber, brick, wool, grain, ore. */
const uint8_t ctn_struggle_costs[ST_BUILD_COUNT][CTN_RESOURCE_COUNT] = {
    [ST_BUILD_ROAD] = {1, 1, 0, 0, 0},      [ST_BUILD_SETTLEMENT] = {1, 1, 1, 1, 0},
    [ST_BUILD_CITY] = {0, 0, 0, 2, 3},      [ST_BUILD_EXPANSION] = {0, 0, 3, 0, 1},
    [ST_BUILD_KNIGHT] = {0, 0, 1, 1, 1},
};

/* §1: one copy of the resource deck: lumber 11, brick 11, wool 15, grain 14, ore 16. */
const uint8_t ctn_struggle_resources[CTN_RESOURCE_COUNT] = {11, 11, 15, 14, 16};

static const char *const EXPANSION_NAMES[ST_EXP_COUNT] = {"library", "merchant_guild", "church",
                                                          "city_wall", "castle", "cathedral"};
static const char *const BUILD_NAMES[ST_BUILD_COUNT] = {"road", "settlement", "city", "expansion", "knight"};
static const char *const EVENT_NAMES[ST_EVENT_COUNT] = {"brigand_attack", "market_day"};
static const char *const PHASE_NAMES[ST_PHASE_COUNT] = {
    "trade", "deck_draw", "player_draw", "library_take", "give", "guild_steal", "build", "pay",
    "direction", "event", "discard", "market_day", "refill", "draw", "game_over"};

const char *ctn_struggle_expansion_name(int e) { return (e >= 0 && e < ST_EXP_COUNT) ? EXPANSION_NAMES[e] : "?"; }
int ctn_struggle_expansion_from_name(const char *name) {
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (strcmp(EXPANSION_NAMES[e], name) == 0) return e;
    return -1;
}
const char *ctn_struggle_build_name(int k) { return (k >= 0 && k < ST_BUILD_COUNT) ? BUILD_NAMES[k] : "?"; }
const char *ctn_struggle_event_name(int e) { return (e >= 0 && e < ST_EVENT_COUNT) ? EVENT_NAMES[e] : "?"; }
const char *ctn_struggle_phase_name(int p) { return (p >= 0 && p < ST_PHASE_COUNT) ? PHASE_NAMES[p] : "?"; }

static const char *const ROBBERY_VALUES[] = {"half_over_7", "none", NULL};
static const char *const MARKET_VALUES[] = {"take_one", "none", NULL};
static const char *const DIRECTION_VALUES[] = {"white_clockwise", "white_counter", NULL};
static const char *const WIN_VALUES[] = {"immediate", "turn_start", NULL};

/* docs/rules/struggle.md §11. */
const ctn_option_spec st_option_specs[ST_OPT_COUNT] = {
    [ST_OPT_VP_TO_WIN] = {"vp_to_win", CTN_OPT_INT, 10, 3, 20, NULL, "points to win on one's own turn"},
    [ST_OPT_ROBBERY_DISCARD] = {"robbery_discard", CTN_OPT_ENUM, 0, 0, 0, ROBBERY_VALUES,
                                "brigand attack: players over 7 cards discard half [unverified], or nothing"},
    [ST_OPT_MARKET_DAY] = {"market_day", CTN_OPT_ENUM, 0, 0, 0, MARKET_VALUES,
                           "market day: each player may take a market card [unverified], or nothing"},
    [ST_OPT_DIRECTION] = {"direction", CTN_OPT_ENUM, 0, 0, 0, DIRECTION_VALUES,
                          "which way the white arrows point [unverified]"},
    [ST_OPT_WIN_CHECK] = {"win_check", CTN_OPT_ENUM, 0, 0, 0, WIN_VALUES,
                          "win the moment 10 points are reached, or only at the start of one's turn"},
    [ST_OPT_TURN_LIMIT] = {"turn_limit", CTN_OPT_INT, 0, 0, 1000000, NULL,
                           "0 = none; otherwise the game ends undecided when this turn ends"},
};
