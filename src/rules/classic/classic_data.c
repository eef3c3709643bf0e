/* classic_data.c — every number of Classic Catan as data: costs, decks, token orders, terrain
 * and harbour pools, the standard board shapes with their harbour slots, the beginner board and
 * the option table. A corrected fact is a one-line change here.
 *
 * Sources: docs/rules/classic.md §1 (components), §2 (boards), §9 (5–6 extension).
 */
#include "classic_internal.h"

/* §1: road, settlement, city, development card; columns lumber, brick, wool, grain, ore. */
const uint8_t ctn_classic_costs[CL_COST_COUNT][CTN_RESOURCE_COUNT] = {
    [CL_COST_ROAD] = {1, 1, 0, 0, 0},
    [CL_COST_SETTLEMENT] = {1, 1, 1, 1, 0},
    [CL_COST_CITY] = {0, 0, 0, 2, 3},
    [CL_COST_DEV] = {0, 0, 1, 1, 1},
    [CL_COST_SHIP] = {1, 0, 1, 0, 0}, /* Seafarers: lumber and wool */
};

/* §1 and §9: development decks (knight, VP, road building, year of plenty, monopoly). */
const uint8_t cl_dev_deck_4[CL_DEV_COUNT] = {14, 5, 2, 2, 2};
const uint8_t cl_dev_deck_6[CL_DEV_COUNT] = {20, 5, 3, 3, 3};
const uint8_t cl_dev_deck_12[CL_DEV_COUNT] = {40, 10, 6, 6, 6};
/* World (W§1): two 5-6 decks without the monopolies. */
const uint8_t cl_dev_deck_world[CL_DEV_COUNT] = {40, 10, 6, 6, 0};

/* §2.3: number tokens A..R and, for the 5–6 board, A..Zc, in letter order. */
const uint8_t cl_tokens_19[18] = {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11};
const uint8_t cl_tokens_30[28] = {2, 5,  4,  6,  3,  9, 8, 11, 11, 10, 6,  3, 8, 4,
                                  8, 10, 11, 12, 10, 5, 4, 9,  5,  9,  12, 3, 2, 6};

#define F CTN_FOREST
#define H CTN_HILLS
#define P CTN_PASTURE
#define A CTN_FIELDS
#define M CTN_MOUNTAINS
#define D CTN_DESERT
/* §1: 4 forest, 3 hills, 4 pasture, 4 fields, 3 mountains, 1 desert. */
const uint8_t cl_terrain_pool_19[19] = {F, F, F, F, H, H, H, P, P, P, P, A, A, A, A, M, M, M, D};
/* §9: 6 forest, 5 hills, 6 pasture, 6 fields, 5 mountains, 2 deserts. */
const uint8_t cl_terrain_pool_30[30] = {F, F, F, F, F, F, H, H, H, H, H, P, P, P, P,
                                        P, P, A, A, A, A, A, A, M, M, M, M, M, D, D};

#define G3 CTN_HARBOUR_GENERIC
/* §2.3 / §9: harbour pieces shuffled onto the frame slots. */
const uint8_t cl_harbour_pool_19[9] = {G3,
                                       G3,
                                       G3,
                                       G3,
                                       CTN_HARBOUR_LUMBER,
                                       CTN_HARBOUR_BRICK,
                                       CTN_HARBOUR_WOOL,
                                       CTN_HARBOUR_GRAIN,
                                       CTN_HARBOUR_ORE};
const uint8_t cl_harbour_pool_30[11] = {G3,
                                        G3,
                                        G3,
                                        G3,
                                        G3,
                                        CTN_HARBOUR_LUMBER,
                                        CTN_HARBOUR_BRICK,
                                        CTN_HARBOUR_WOOL,
                                        CTN_HARBOUR_WOOL,
                                        CTN_HARBOUR_GRAIN,
                                        CTN_HARBOUR_ORE};

/* Harbour slots, clockwise from the top left: land hex and the edge facing the sea (§2.2, §9). */
static const ctn_harbour_desc SLOTS_19[9] = {
    {0, -2, CTN_DIR_NW, 0}, {1, -2, CTN_DIR_NE, 0}, {2, -1, CTN_DIR_NE, 0},
    {2, 0, CTN_DIR_E, 0},   {1, 1, CTN_DIR_SE, 0},  {-1, 2, CTN_DIR_SE, 0},
    {-2, 2, CTN_DIR_SW, 0}, {-2, 1, CTN_DIR_W, 0},  {-1, -1, CTN_DIR_W, 0},
};
static const ctn_harbour_desc SLOTS_30[11] = {
    {0, -3, CTN_DIR_NW, 0}, {1, -3, CTN_DIR_NE, 0}, {2, -2, CTN_DIR_NE, 0},  {2, -1, CTN_DIR_E, 0},
    {1, 1, CTN_DIR_E, 0},   {0, 2, CTN_DIR_SE, 0},  {-2, 3, CTN_DIR_SE, 0},  {-3, 3, CTN_DIR_SW, 0},
    {-3, 1, CTN_DIR_SW, 0}, {-3, 0, CTN_DIR_W, 0},  {-2, -1, CTN_DIR_NW, 0},
};

/* §2.2: the beginner board, row by row (r = -2..2), and its harbour types by slot. */
static const struct {
    int8_t q, r;
    uint8_t terrain, number;
} BEGINNER[19] = {
    {0, -2, M, 10}, {1, -2, P, 2},  {2, -2, F, 9}, {-1, -1, A, 12}, {0, -1, H, 6},
    {1, -1, P, 4},  {2, -1, H, 10}, {-2, 0, A, 9}, {-1, 0, F, 11},  {0, 0, D, 0},
    {1, 0, F, 3},   {2, 0, M, 8},   {-2, 1, F, 8}, {-1, 1, M, 3},   {0, 1, A, 4},
    {1, 1, P, 5},   {-2, 2, H, 5},  {-1, 2, A, 6}, {0, 2, P, 11},
};
static const uint8_t BEGINNER_HARBOURS[9] = {G3, CTN_HARBOUR_GRAIN, CTN_HARBOUR_ORE,
                                             G3, CTN_HARBOUR_WOOL,  G3,
                                             G3, CTN_HARBOUR_BRICK, CTN_HARBOUR_LUMBER};
#undef F
#undef H
#undef P
#undef A
#undef M
#undef D
#undef G3

/* The 19-hex board is max(|q|,|r|,|q+r|) <= 2; the 30-hex board is -3 <= q <= 2, -3 <= r <= 3,
 * -3 <= q+r <= 2 (rows of 3-4-5-6-5-4-3). Hexes are listed in reading order. */
void cl_standard_board(cl_shape shape, ctn_board_desc *out) {
    memset(out, 0, sizeof *out);
    out->robber = -1;
    int big = shape == CL_SHAPE_30;
    int rmin = big ? -3 : -2, rmax = big ? 3 : 2;
    for (int r = rmin; r <= rmax; r++)
        for (int q = -3; q <= 3; q++) {
            int s = q + r;
            int in = big ? (q >= -3 && q <= 2 && s >= -3 && s <= 2)
                         : (q >= -2 && q <= 2 && s >= -2 && s <= 2);
            if (!in) continue;
            ctn_hex_desc *h = &out->hexes[out->num_hexes++];
            h->q = (int8_t)q;
            h->r = (int8_t)r;
            h->terrain = CTN_DESERT;
        }
    const ctn_harbour_desc *slots = big ? SLOTS_30 : SLOTS_19;
    out->num_harbours = big ? 11 : 9;
    for (int i = 0; i < out->num_harbours; i++) out->harbours[i] = slots[i];
}

void cl_beginner_board(ctn_board_desc *out) {
    cl_standard_board(CL_SHAPE_19, out);
    for (int i = 0; i < 19; i++)
        for (int h = 0; h < out->num_hexes; h++)
            if (out->hexes[h].q == BEGINNER[i].q && out->hexes[h].r == BEGINNER[i].r) {
                out->hexes[h].terrain = BEGINNER[i].terrain;
                out->hexes[h].number = BEGINNER[i].number;
            }
    for (int i = 0; i < 9; i++) out->harbours[i].type = BEGINNER_HARBOURS[i];
}

static const char *const SHORTAGE_VALUES[] = {"official", "strict", NULL};
static const char *const TURN_MODE_VALUES[] = {"special_build", "paired", NULL};
static const char *const NUMBERS_VALUES[] = {"spiral", "random", NULL};
static const char *const SPIRAL_VALUES[] = {"ccw", "cw", NULL};
static const char *const SIZE_CLASS_VALUES[] = {"auto", "standard", "medium", "large", NULL};

/* docs/rules/classic.md §11, docs/rules/seafarers.md and docs/rules/world.md W§11 explain each
 * option. The games share one table but for two defaults: World is played to 12 points and pays
 * one point a discovery token. */
#define CL_OPTION_TABLE(vp_default, bonus_default)                                                \
    {                                                                                              \
        [CL_OPT_VP_TO_WIN] = {"vp_to_win", CTN_OPT_INT, vp_default, 3, 20, NULL,                   \
                              "victory points needed to win"},                                     \
        [CL_OPT_TIE_RETURNS_CARD] =                                                                \
            {"tie_returns_card", CTN_OPT_BOOL, 0, 0, 1, NULL,                                      \
             "seed rule: a tie for Longest Road or Largest Army returns the card"},                \
        [CL_OPT_BANK_SHORTAGE] =                                                                   \
            {"bank_shortage", CTN_OPT_ENUM, 0, 0, 0, SHORTAGE_VALUES,                              \
             "official: a lone claimant takes what is left; strict: nobody gets it"},              \
        [CL_OPT_TURN_MODE] = {"turn_mode", CTN_OPT_ENUM, 0, 0, 0, TURN_MODE_VALUES,                \
                              "5-6 players: special building phase or paired players"},            \
        [CL_OPT_NUMBERS] = {"numbers", CTN_OPT_ENUM, 0, 0, 0, NUMBERS_VALUES,                      \
                            "random board: tokens along the spiral or shuffled"},                  \
        [CL_OPT_SPIRAL] = {"spiral", CTN_OPT_ENUM, 0, 0, 0, SPIRAL_VALUES,                         \
                           "direction of the token spiral (5th edition: ccw; old seeds: cw)"},     \
        [CL_OPT_RED_ADJACENT] = {"red_adjacent", CTN_OPT_BOOL, 0, 0, 1, NULL,                      \
                                 "shuffled tokens: allow 6 and 8 on neighbouring hexes"},          \
        [CL_OPT_PROGRESS_RETURN] = {"progress_return", CTN_OPT_BOOL, 0, 0, 1, NULL,                \
                                    "seed rule: played progress cards go back under the deck"},    \
        [CL_OPT_DISCARD_LIMIT] = {"discard_limit", CTN_OPT_INT, 7, 0, 95, NULL,                    \
                                  "a 7 makes players holding more cards than this discard half"},  \
        [CL_OPT_TURN_LIMIT] = {"turn_limit", CTN_OPT_INT, 0, 0, 1000000, NULL,                     \
                               "0 = none; otherwise the game ends undecided after this many "      \
                               "turns (World: rounds)"},                                           \
        [CL_OPT_SIZE_CLASS] = {"size_class", CTN_OPT_ENUM, 0, 0, 0, SIZE_CLASS_VALUES,             \
                               "the state's layout (same game, other size): auto takes the "       \
                               "smallest that holds the board and players; for tests and "         \
                               "benchmarks"},                                                      \
        [CL_OPT_ISLAND_BONUS] = {"island_bonus", CTN_OPT_INT, bonus_default, 0, 5, NULL,           \
                                 "Seafarers: points for the first settlement in each new land "    \
                                 "area (0: none); World: points a discovery token"},               \
        [CL_OPT_ISLAND_BONUS_ONCE] = {"island_bonus_once", CTN_OPT_BOOL, 0, 0, 1, NULL,            \
                                      "Seafarers: only the first new land area pays"},             \
        [CL_OPT_DISCOVERY_TOKENS] = {"discovery_tokens", CTN_OPT_INT, 28, 0, 200, NULL,            \
                                     "World: discovery tokens in the pool"},                       \
        [CL_OPT_PIRATE_BLOCKS_BUILDINGS] =                                                         \
            {"pirate_blocks_buildings", CTN_OPT_BOOL, 1, 0, 1, NULL,                               \
             "World (seed rule 8): no settlement or city on a corner of a pirate's hex"},          \
    }

const ctn_option_spec cl_option_specs[CL_OPT_COUNT] = CL_OPTION_TABLE(10, 0);
const ctn_option_spec cl_world_option_specs[CL_OPT_COUNT] = CL_OPTION_TABLE(12, 1);
#undef CL_OPTION_TABLE
