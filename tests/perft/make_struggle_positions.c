/* make_struggle_positions.c — writes the perft reference positions of tests/perft/struggle/ (The
 * Struggle for Catan, docs/rules/struggle.md, cited as §n).
 *
 * For each entry of the table below it plays seeded random games until a position satisfies the
 * entry's predicate — chosen to hit one rule — and saves that position as a replay with its perft
 * counts, every node checked against the independent oracle (struggle_oracle.c). A position whose
 * tree holds a node where the fast generator and the oracle disagree is not written: the search
 * reports the disagreement, goes on with the next seed (so every count written is one both agree
 * on) and the tool exits with an error. Run it only to add or renew positions; the test
 * (test_struggle_perft.c) reads the committed files.
 * Usage: make_struggle_positions OUTPUT_DIR [NAME]   (NAME: one entry only)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "catan/struggle.h"

typedef ctn_struggle_state st;
typedef int (*predicate)(const ctn_game *g, const st *s);

typedef struct {
    const char *name, *about;
    int players;
    const char *option[2]; /* option names or NULL */
    int value[2];
    predicate hit;
    uint64_t max_count; /* deepest depth whose count stays under this */
} entry;

static int cards(const uint8_t *c) {
    return c[0] + c[1] + c[2] + c[3] + c[4];
}

static int owns(const st *s, int p, int e) {
    return (s->expansions[p] >> e) & 1;
}

static int p_first_trade(const ctn_game *g, const st *s) {
    (void)g;
    return s->actions == 0;
}
/* A player trade under way: the blind draw, then the card given back. */
static int p_player_trade(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == ST_PHASE_PLAYER_DRAW && cards(s->hand[s->victim]) >= 3 &&
           cards(s->hand[s->current]) >= 2;
}
static int p_library(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == ST_PHASE_TRADE && owns(s, s->current, ST_EXP_LIBRARY) && !s->library_used &&
           s->trades_left > 0 && s->roads[s->current] > 0;
}
static int p_guild(const ctn_game *g, const st *s) {
    int p = s->current, targets = 0;
    if (s->phase != ST_PHASE_BUILD || !owns(s, p, ST_EXP_GUILD) || s->guild_used) return 0;
    for (int q = 0; q < s->num_players; q++)
        targets +=
            q != p && cards(s->hand[q]) > 0 && ctn_struggle_vp(g, s, q) >= ctn_struggle_vp(g, s, p);
    return targets >= 2;
}
/* A build that can only be paid with a substitution, with several payments. */
static int p_substitution(const ctn_game *g, const st *s) {
    (void)g;
    if (s->phase != ST_PHASE_PAY) return 0;
    const uint8_t *cost = ctn_struggle_costs[s->paying], *h = s->hand[s->current];
    int short_of = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) short_of += h[r] < cost[r];
    return short_of > 0 && cards(h) >= 8;
}
static int p_city(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == ST_PHASE_PAY && s->paying == ST_BUILD_CITY && s->turn >= 10;
}
static int p_discards(const ctn_game *g, const st *s) {
    (void)g;
    int owing = 0;
    if (s->phase != ST_PHASE_DISCARD) return 0;
    for (int p = 0; p < s->num_players; p++) {
        if (s->discard_owed[p] > 4) return 0;
        owing += s->discard_owed[p] > 0;
    }
    return owing >= 2;
}
static int p_market_day(const ctn_game *g, const st *s) {
    return s->phase == ST_PHASE_MARKET_DAY && s->market_next == g->num_players;
}
/* A road or knight to build from an empty stack: taken from another player. */
static int p_theft(const ctn_game *g, const st *s) {
    (void)g;
    int p = s->current;
    if (s->phase != ST_PHASE_BUILD || s->road_supply || s->knight_supply) return 0;
    const uint8_t *h = s->hand[p];
    return h[CTN_LUMBER] && h[CTN_BRICK] && h[CTN_WOOL] && h[CTN_GRAIN] && h[CTN_ORE] &&
           !(s->built & (1u << ST_BUILD_ROAD | 1u << ST_BUILD_KNIGHT));
}
/* The end-of-turn draw with fewer cards in the deck than owed: a reshuffle between two events. */
static int p_reshuffle(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == ST_PHASE_DRAW && cards(s->deck) < s->draws_left && cards(s->discard) > 0;
}
/* Trading with an empty deck: the draw comes from the reshuffled discard pile. */
static int p_empty_deck_trade(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == ST_PHASE_TRADE && cards(s->deck) == 0 && s->trades_left > 0 &&
           cards(s->hand[s->current]) >= 2;
}
static int p_direction(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == ST_PHASE_DIRECTION && s->turn >= 8;
}
/* One point short, with a settlement (a point) to build. */
static int p_near_win(const ctn_game *g, const st *s) {
    int p = s->current;
    if (s->phase != ST_PHASE_BUILD || !s->settlement_supply ||
        (s->built & (1u << ST_BUILD_SETTLEMENT)))
        return 0;
    const uint8_t *h = s->hand[p];
    return ctn_struggle_vp(g, s, p) == g->option_values[ST_OPT_VP_TO_WIN] - 1 && h[CTN_LUMBER] &&
           h[CTN_BRICK] && h[CTN_WOOL] && h[CTN_GRAIN];
}
static int p_two_players(const ctn_game *g, const st *s) {
    (void)g;
    const uint8_t *h = s->hand[s->current];
    return s->phase == ST_PHASE_BUILD && s->turn >= 6 && h[CTN_LUMBER] && h[CTN_BRICK] &&
           h[CTN_WOOL] && h[CTN_GRAIN];
}

static const entry ENTRIES[] = {
    {"first_trade",
     "set-up done: the first trade phase (§3, §4.1)",
     4,
     {NULL},
     {0},
     p_first_trade,
     200000},
    {"player_trade",
     "a blind draw from an opponent's hand, then the card given back (§4.1)",
     3,
     {NULL},
     {0},
     p_player_trade,
     200000},
    {"library",
     "trading with the library: choosing from an open hand (§4.1, §6)",
     3,
     {NULL},
     {0},
     p_library,
     200000},
    {"guild",
     "the merchant guild with two targets during the build phase (§6)",
     4,
     {NULL},
     {0},
     p_guild,
     200000},
    {"substitution",
     "paying a build with substitutions: several payments (§2, §8)",
     3,
     {NULL},
     {0},
     p_substitution,
     200000},
    {"city_event",
     "paying for a city, its event, then discards or market day (§4.2, §5)",
     3,
     {NULL},
     {0},
     p_city,
     200000},
    {"discards",
     "a brigand attack with two players discarding at once (§5)",
     4,
     {NULL},
     {0},
     p_discards,
     200000},
    {"market_day",
     "market day from the builder round the table with refills (§5)",
     4,
     {NULL},
     {0},
     p_market_day,
     200000},
    {"theft",
     "road and knight stacks empty: building takes another player's (§4.2, §7)",
     3,
     {NULL},
     {0},
     p_theft,
     200000},
    {"theft_white_counter",
     "an empty stack with the direction option white_counter (§7, §11)",
     4,
     {"direction", NULL},
     {1, 0},
     p_theft,
     200000},
    {"reshuffle",
     "the end-of-turn draw with the deck short: two draw events (§4.3)",
     3,
     {NULL},
     {0},
     p_reshuffle,
     200000},
    {"empty_deck_trade",
     "a draw-pile trade with an empty deck (§4.1, §4.3)",
     3,
     {NULL},
     {0},
     p_empty_deck_trade,
     200000},
    {"direction",
     "turning the direction card after a settlement (§4.2, §7)",
     5,
     {NULL},
     {0},
     p_direction,
     200000},
    {"near_win",
     "one point short of winning in the build phase (§10)",
     3,
     {NULL},
     {0},
     p_near_win,
     200000},
    {"near_win_turn_start",
     "near the win with the win checked at the start of the turn (§10)",
     3,
     {"win_check", NULL},
     {1, 0},
     p_near_win,
     200000},
    {"two_players",
     "2 players: no direction card, the only opponent is the victim (§4.2)",
     2,
     {NULL},
     {0},
     p_two_players,
     200000},
    {"six_players",
     "6 players, two copies of the cards: the first trade phase (§1)",
     6,
     {NULL},
     {0},
     p_first_trade,
     200000},
    {"no_options",
     "market day and robbery discards off: a city's event (§5, §11)",
     3,
     {"market_day", "robbery_discard"},
     {1, 1},
     p_city,
     200000},
};

#define POSITIONS_RULES ctn_struggle_rules
#define POSITIONS_TOOL "make_struggle_positions"
#include "card_positions_writer.h"
