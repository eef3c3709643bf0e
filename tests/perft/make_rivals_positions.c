/* make_rivals_positions.c — writes the perft reference positions of tests/perft/rivals/ (Rivals
 * for Catan: the introductory game, the Eras of Gold, Turmoil and Progress, the duel, the Eras of
 * Barbarians and Merchant Princes (its Trading Station) and the
 * tournament with the default decks,
 * docs/rules/rivals.md, cited
 * as R§n).
 *
 * For each entry of the table below it plays seeded random games until a position satisfies the
 * entry's predicate — chosen to hit one rule — and saves that position as a replay with its perft
 * counts, every node checked against the independent oracle (rivals_oracle.c). A position whose
 * tree holds a node where the fast generator and the oracle disagree is not written: the search
 * reports it, goes on with the next seed and the tool exits with an error. Run it only to add or
 * renew positions; the test (test_rivals_perft.c) reads the committed files.
 * Usage: make_rivals_positions OUTPUT_DIR [NAME]   (NAME: one entry only)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "catan/rivals.h"

typedef ctn_rivals_state st;
typedef int (*predicate)(const ctn_game *g, const st *s);

typedef struct {
    const char *name, *about;
    int players;
    const char *option[2]; /* option names or NULL */
    int value[2];
    predicate hit;
    uint64_t max_count; /* deepest depth whose count stays under this */
} entry;

static int hand(const st *s, int p) { return __builtin_popcountll(s->hand[p][0]) + __builtin_popcountll(s->hand[p][1]); }
static int has_kind(const ctn_game *g, const st *s, int p, const char *key) {
    int k = ctn_rivals_card_find(key);
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        if ((s->hand[p][c >> 6] >> (c & 63) & 1) && ctn_rivals_kind(g, s, c) == k) return 1;
    return 0;
}
static int p_start(const ctn_game *g, const st *s) { (void)g; return s->actions == 0; }
static int p_first_roll(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_PRE_ROLL && s->turn == 0; }
static int p_brigitta(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_PRE_ROLL && has_kind(g, s, s->current, "brigitta");
}
static int p_action(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == RV_PH_ACTION && s->turn >= 6 && hand(s, s->current) >= 3;
}
static int p_relocation(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && has_kind(g, s, s->current, "relocation");
}
static int p_pay(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_PAY; }
static int p_gain(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_GAIN && s->gains_n >= 2; }
static int p_regions(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_REGION; }
static int p_scout(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_SCOUT; }
static int p_event(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_EVENT; }
static int p_merchant(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_MERCHANT; }
static int p_take(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_TAKE_TYPE; }
static int p_ff(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_FF_PICK; }
static int p_feud(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_FEUD_NAME || s->phase == RV_PH_FEUD_CHOOSE; }
static int p_replenish(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_REPLENISH && hand(s, s->actor) <= 1; }
static int p_exchange(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_EXCHANGE_TAKE; }
static int p_near_win(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && ctn_rivals_vp(g, s, s->current) >= 6;
}

/* Whether the actor may take an action of a type now (theme cards: RV_A_PLAY, builds). */
static int may(const ctn_game *g, const st *s, int type) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int p = ctn_actors_pick(ctn_game_actors(g, (const ctn_state *)s));
    if (p < 0 || p == CTN_CHANCE) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, p, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == type && (type != RV_A_BUILD || (s->faceup[RV_ACT_A(list[i]) >> 6] >> (RV_ACT_A(list[i]) & 63) & 1)))
            return 1;
    return 0;
}
static int p_pick(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_SEARCH && s->start_picks == 2; }
static int p_play_action(const ctn_game *g, const st *s) { return s->phase == RV_PH_ACTION && may(g, s, RV_A_PLAY); }
static int p_play_pre_roll(const ctn_game *g, const st *s) { return s->phase == RV_PH_PRE_ROLL && may(g, s, RV_A_PLAY); }
static int p_faceup(const ctn_game *g, const st *s) { return s->phase == RV_PH_ACTION && may(g, s, RV_A_BUILD); }
static int p_give(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_GIVE || (s->phase == RV_PH_TAKE_TYPE && s->take_flags); }
static int p_gold_near_win(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && ctn_rivals_vp(g, s, s->current) >= 10;
}

static int p_phase(const st *s, int phase) { return s->phase == phase; }
static int p_guard(const ctn_game *g, const st *s) { (void)g; return p_phase(s, RV_PH_GUARD); }
static int p_react(const ctn_game *g, const st *s) { (void)g; return p_phase(s, RV_PH_REACT); }
static int p_riots(const ctn_game *g, const st *s) { (void)g; return p_phase(s, RV_PH_RIOTS); }
static int p_steal(const ctn_game *g, const st *s) { (void)g; return p_phase(s, RV_PH_STEAL); }
static int p_unit_loss(const ctn_game *g, const st *s) { (void)g; return p_phase(s, RV_PH_UNIT_LOSS); }
/* The duel (R§6.3): an event to reveal while some of the stack's are unseen (ruling R-60). */
static int p_duel_event(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_EVENT && s->ev_pool_unknown > 0 && s->ev_found; }
static int p_duel_near_win(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && ctn_rivals_vp(g, s, s->current) >= 11;
}

static int p_library(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_LIBRARY; }
/* An action phase where a Building Crane spares a resource of some build (R§7.4). */
static int p_crane(const ctn_game *g, const st *s) {
    static ctn_action list[CTN_MAX_ACTIONS];
    if (s->phase != RV_PH_ACTION) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == RV_A_BUILD && RV_ACT_C(list[i]) >> 1) return 1;
    return 0;
}
#define GOLD {"mode", "turn_limit"}, {RV_MODE_GOLD, 0}
#define TURMOIL {"mode", "turn_limit"}, {RV_MODE_TURMOIL, 0}
#define PROGRESS {"mode", "turn_limit"}, {RV_MODE_PROGRESS, 0}
#define DUEL {"mode", "turn_limit"}, {RV_MODE_DUEL, 0}
/* The tournament (R§11.5, both players the default deck, R-88). */
static int p_prepare(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_PREPARE && s->actions >= 2; }
static int p_first_turn(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_PRE_ROLL && s->current == 1 && s->turn <= 1; }
static int p_tourney_replenish(const ctn_game *g, const st *s) { (void)g; return s->phase == RV_PH_REPLENISH && s->turn >= 2; }
static int p_tourney_near_win(const ctn_game *g, const st *s) {
    return s->phase == RV_PH_ACTION && ctn_rivals_vp(g, s, s->current) >= 12;
}
#define TOURNEY {"mode", "turn_limit"}, {RV_MODE_TOURNAMENT, 0}
/* The Era of Barbarians (R§14): an era card to play; a Barbarian Attack on top of the event stack
 * at a known place; a stack named for the Retreat or the Balliwick. */
/* An action phase in which a card of the set may be played or used. */
static int era_play(const ctn_game *g, const st *s, int set) {
    static ctn_action list[CTN_MAX_ACTIONS];
    if (s->phase != RV_PH_ACTION) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == RV_A_PLAY && ctn_rivals_cards[ctn_rivals_kind(g, s, RV_ACT_A(list[i]))].set == set)
            return 1;
    return 0;
}
static int p_barb_play(const ctn_game *g, const st *s) { return era_play(g, s, RV_SET_BARBARIANS); }
static int p_fortress(const ctn_game *g, const st *s) {
    static ctn_action list[CTN_MAX_ACTIONS];
    if (s->phase != RV_PH_ACTION) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == RV_A_PLAY && !strcmp(ctn_rivals_cards[ctn_rivals_kind(g, s, RV_ACT_A(list[i]))].key, "border_fortress"))
            return 1;
    return 0;
}
static int p_known_top(const ctn_game *g, const st *s) {
    (void)g;
    for (int i = 0; i < RV_EV_BACK; i++)
        if (s->ev_back[i] && s->ev_depth[i] == 0) return s->phase == RV_PH_PRE_ROLL;
    return 0;
}
#define BARBARIANS {"mode", "turn_limit"}, {RV_MODE_BARBARIANS, 0}
/* The Era of Prosperity (R§16): an era card to play or use; an action phase with stars held. */
static int p_prosp_play(const ctn_game *g, const st *s) { return era_play(g, s, RV_SET_PROSPERITY); }
static int p_stars(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == RV_PH_ACTION && s->stars[s->current] > 0;
}
#define PROSPERITY {"mode", "turn_limit"}, {RV_MODE_PROSPERITY, 0}
/* The Era of Merchant Princes (R§13): the current player's Trading Station lies in the opponent's
 * city, taking its site, its purchase to make. */
static int p_station(const ctn_game *g, const st *s) {
    (void)g;
    return s->phase == RV_PH_ACTION && s->station[1 - s->current][0] && !s->station_used;
}
#define MERCHANTS {"mode", "turn_limit"}, {RV_MODE_MERCHANTS, 0}
/* The Era of Explorers (R§17): an action phase where the current player can stand up an explorer
 * ship, his left road site taken by the Explorer Harbor. */
static int p_explorer_ship(const ctn_game *g, const st *s) {
    static ctn_action list[CTN_MAX_ACTIONS];
    if (s->phase != RV_PH_ACTION) return 0;
    int n = ctn_game_legal(g, (const ctn_state *)s, s->actor, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == RV_A_EXPLORER_SHIP) return 1;
    return 0;
}
#define EXPLORERS {"mode", "turn_limit"}, {RV_MODE_EXPLORERS, 0}
static const entry ENTRIES[] = {
    {"start", "the set-up: choosing the stack of the starting hand, three draws (R§6)", 2, {NULL}, {0}, p_start, 30000},
    {"first_roll", "red's first roll: 30 dice outcomes, brigands before production (R§2, R§5)", 2, {NULL}, {0}, p_first_roll, 30000},
    {"brigitta", "Brigitta in hand before the roll (R§7)", 2, {NULL}, {0}, p_brigitta, 30000},
    {"action", "an action phase a few turns in (R§4, R§5)", 2, {NULL}, {0}, p_action, 30000},
    {"relocation", "an action phase with Relocation in hand (R§7, R-6)", 2, {NULL}, {0}, p_relocation, 30000},
    {"pay", "a payment with a choice of regions (R§4, R-3)", 2, {NULL}, {0}, p_pay, 30000},
    {"gains", "two gains queued, placed by choice (R§4, R-13)", 2, {NULL}, {0}, p_gain, 30000},
    {"regions", "a settlement's regions drawn from the region stack (R§3, R§4)", 2, {NULL}, {0}, p_regions, 30000},
    {"scout", "Scout: picking the settlement's regions (R§7)", 2, {NULL}, {0}, p_scout, 30000},
    {"event", "an event card revealed from the stack (R§5.5)", 2, {NULL}, {0}, p_event, 30000},
    {"merchant", "Traveling Merchant: buying for gold (R§7)", 2, {NULL}, {0}, p_merchant, 30000},
    {"trade_face", "the trade face: the holder names a resource (R§5, R-8)", 2, {NULL}, {0}, p_take, 30000},
    {"fraternal_feuds", "Fraternal Feuds: picking from the opponent's hand (R§7, R-4)", 2, {NULL}, {0}, p_ff, 30000},
    {"feud", "Feud: naming or removing a building (R§7, R-4)", 2, {NULL}, {0}, p_feud, 30000},
    {"replenish", "replenishing from several stacks (R§5.1)", 2, {NULL}, {0}, p_replenish, 30000},
    {"exchange", "the exchange: the top card or a search (R§5, R-10)", 2, {NULL}, {0}, p_exchange, 30000},
    {"near_win", "6 points in the action phase: the win at the end of the turn (R§1)", 2, {NULL}, {0}, p_near_win, 30000},
    {"gold_start", "Era of Gold: a Basic stack chosen, 3 cards picked from it (R§6.2)", 2, GOLD, p_start, 30000},
    {"gold_pick", "Era of Gold: picking the starting hand from a seen stack (R§6.2)", 2, GOLD, p_pick, 30000},
    {"gold_play", "Era of Gold: an action phase with a Gold card to play or a Mint (R§7.2)", 2, GOLD, p_play_action, 30000},
    {"gold_reiner", "Era of Gold: Reiner before the roll, the celebration face (R§7.2, R-15)", 2, GOLD, p_play_pre_roll, 30000},
    {"gold_faceup", "Era of Gold: a Merchant Guild buildable from the face-up stack (R§5.3)", 2, GOLD, p_faceup, 30000},
    {"gold_merchant", "Era of Gold: the Merchant's takes and give-back (R§7.2, R-16)", 2, GOLD, p_give, 30000},
    {"gold_near_win", "Era of Gold: 10 points in the action phase, the win during the turn (R§1)", 2, GOLD, p_gold_near_win, 30000},
    {"turmoil_start", "Era of Turmoil: a Basic stack chosen, 3 cards picked from it (R§6.2)", 2, TURMOIL, p_start, 30000},
    {"turmoil_faceup", "Era of Turmoil: a Hedge Tavern buildable from the face-up stack (R§5.3)", 2, TURMOIL, p_faceup, 30000},
    {"turmoil_play", "Era of Turmoil: an action phase with a Turmoil card to play (R§7.3)", 2, TURMOIL, p_play_action, 30000},
    {"turmoil_guard", "Era of Turmoil: the guards' roll against an attack (R§7.3, R-24)", 2, TURMOIL, p_guard, 30000},
    {"turmoil_react", "Era of Turmoil: Sebastian offered against an event (R§7.3, R-27)", 2, TURMOIL, p_react, 30000},
    {"turmoil_riots", "Era of Turmoil: the Riots, gold or a unit (R§7.5, R-26)", 2, TURMOIL, p_riots, 30000},
    {"turmoil_steal", "Era of Turmoil: the Traitor's pick from the shown hand (R§7.3)", 2, TURMOIL, p_steal, 30000},
    {"turmoil_unit_loss", "Era of Turmoil: the Archer's victim removes a unit (R§7.3)", 2, TURMOIL, p_unit_loss, 30000},
    {"turmoil_near_win", "Era of Turmoil: 10 points in the action phase, the win during the turn (R§1)", 2, TURMOIL, p_gold_near_win, 30000},
    {"progress_start", "Era of Progress: a Basic stack chosen, 3 cards picked from it (R§6.2)", 2, PROGRESS, p_start, 30000},
    {"progress_play", "Era of Progress: an action phase with a Progress card to play (R§7.4)", 2, PROGRESS, p_play_action, 30000},
    {"progress_faceup", "Era of Progress: a University buildable from the face-up stack (R§5.3, R§7.4)", 2, PROGRESS, p_faceup, 30000},
    {"progress_library", "Era of Progress: the Library's choice of a stack, then of a card (R§7.4, R-41)", 2, PROGRESS, p_library, 30000},
    {"progress_crane", "Era of Progress: builds with a Building Crane's spared resource (R§7.4)", 2, PROGRESS, p_crane, 30000},
    {"progress_event", "Era of Progress: the event stack with Plague and Invention (R§7.5)", 2, PROGRESS, p_event, 30000},
    {"progress_near_win", "Era of Progress: 10 points in the action phase, the win during the turn (R§1)", 2, PROGRESS, p_gold_near_win, 30000},
    {"duel_start", "the duel: a Basic stack chosen, 3 cards picked from it (R§6.3)", 2, DUEL, p_start, 30000},
    {"duel_event", "the duel: an event revealed while some are unseen, one found (R§6.3, R-60)", 2, DUEL, p_duel_event, 30000},
    {"duel_near_win", "the duel: 11 points in the action phase, the win at 13 (R§6.3)", 2, DUEL, p_duel_near_win, 30000},
    {"tourney_start", "the tournament: the preparation round begins, red builds a starting or centre card or passes (R-92)", 2, TOURNEY, p_start, 30000},
    {"tourney_prepare", "the tournament: the preparation round under way, moves in turn, passing for good (R-92, R-93)", 2, TOURNEY, p_prepare, 30000},
    {"tourney_first_turn", "the tournament: blue's first turn after the preparation round and both replenishings (R-94)", 2, TOURNEY, p_first_turn, 30000},
    {"tourney_replenish", "the tournament: replenishing from one's own four stacks only (R-91)", 2, TOURNEY, p_tourney_replenish, 30000},
    {"tourney_play", "the tournament: an action phase with a card to play, named units once (R-95)", 2, TOURNEY, p_play_action, 30000},
    {"tourney_event", "the tournament: an event from the stack of 13 (R-90)", 2, TOURNEY, p_event, 30000},
    {"tourney_steal", "the tournament: the Traitor's pick of a unit or action card from the shown hand (R-97)", 2, TOURNEY, p_steal, 30000},
    {"barbarians_start", "Era of Barbarians: a Basic stack chosen, 3 cards picked from it (R§14)", 2, BARBARIANS, p_start, 30000},
    {"barbarians_play", "Era of Barbarians: an action phase with an era card to play (R§14.1)", 2, BARBARIANS, p_barb_play, 30000},
    {"barbarians_known_top", "Era of Barbarians: a Barbarian Attack on top of the event stack at a known place (R-140)", 2, BARBARIANS, p_known_top, 30000},
    {"barbarians_library", "Era of Barbarians: a stack named for the Balliwick's top card or the Retreat's picks (R-145, R-150)", 2, BARBARIANS, p_library, 30000},
    {"barbarians_fortress", "Era of Barbarians: an action phase with a Border Fortress to lay or turn up (R-200)", 2, BARBARIANS, p_fortress, 30000},
    {"merchants_station", "Era of Merchant Princes: an action phase with the player's Trading Station on the opponent's city site (R-191, R-192)", 2, MERCHANTS, p_station, 30000},
    {"prosperity_start", "Era of Prosperity: a Basic stack chosen, 3 cards picked from it (R§16, R-230)", 2, PROSPERITY, p_start, 30000},
    {"prosperity_play", "Era of Prosperity: an action phase with an era card to play or use (R§16.1)", 2, PROSPERITY, p_prosp_play, 30000},
    {"prosperity_stars", "Era of Prosperity: an action phase with stars on the active player's marker (R-231)", 2, PROSPERITY, p_stars, 30000},
    {"explorers_start", "Era of Explorers: a Basic stack chosen, 3 cards picked from it, the sea areas face down (R§17, R-260)", 2, EXPLORERS, p_start, 30000},
    {"explorers_ship", "Era of Explorers: an action phase with an explorer ship to build, no road on the harbor's side (R-261, R-263)", 2, EXPLORERS, p_explorer_ship, 30000},
    {"tourney_near_win", "the tournament: 12 points in the action phase, the win at 15 in one's own turn (R-98)", 2, TOURNEY, p_tourney_near_win, 30000},
};

/* A random move, but a card given up (RV_A_ABANDON) only 1 time in 16: uniform play gives up the
 * principality's cards about as often as it builds, and the later positions are never reached. */
static ctn_action pick(const ctn_action *list, int n, ctn_rng *rng) {
    ctn_action a = list[ctn_rng_below(rng, (uint32_t)n)];
    while (RV_ACT_TYPE(a) == RV_A_ABANDON && ctn_rng_below(rng, 16)) a = list[ctn_rng_below(rng, (uint32_t)n)];
    return a;
}
#define POSITIONS_PICK(list, n, rng) pick((list), (n), (rng))
#define POSITIONS_RULES ctn_rivals_rules
#define POSITIONS_TOOL "make_rivals_positions"
#include "card_positions_writer.h"
