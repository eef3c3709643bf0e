/* struggle_scenario.h — shared helpers of the Struggle rules scenario tests
 * (test_struggle_rules_*.c, test_io_struggle.c).
 *
 * A scenario is a game plus one state, driven only through the public API: actions are given as
 * text (ctn_action_from_text) and applied with ctn_game_apply_checked, for players and for chance
 * ("draw_cards 2 wool", "draw ore", "draw_from p1 ore", "event brigand_attack" force the chance
 * outcome). SS_PLAY asserts that an action succeeds, SS_REFUSE that it fails with exactly the
 * expected status and leaves every byte of the state unchanged. Positions are set up by editing
 * the state directly while keeping every card accounted for (resource cards move between piles,
 * building cards between a supply and a player); SS_CHECK runs the rule set's invariant check.
 */
#ifndef CATAN_TEST_STRUGGLE_SCENARIO_H
#define CATAN_TEST_STRUGGLE_SCENARIO_H

#include <stdint.h>

#include "catan/game.h"
#include "catan/struggle.h"

typedef struct ss_scenario {
    ctn_game *g;
    ctn_struggle_state s;
    ctn_error err;
    int n; /* players */
} ss_scenario;

enum { SS_L = CTN_LUMBER, SS_B = CTN_BRICK, SS_W = CTN_WOOL, SS_G = CTN_GRAIN, SS_O = CTN_ORE };

/* ---- creation ---- */

/* A game dealt from seed 1. options: "" or space-separated name=value pairs
 * ("market_day=none vp_to_win=5"). */
ss_scenario *ss_new(int players, const char *options);
ss_scenario *ss_new_seed(int players, uint64_t seed, const char *options);
void ss_free(ss_scenario *sc);

/* ---- actions by text ---- */

/* Parses and applies; returns the status (the parse error, or apply_checked's). */
ctn_status ss_try(ss_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* 1 when the text parses and the action is legal for player now (nothing applied). */
int ss_is_legal(ss_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Parses without applying; returns the status and writes the action. */
ctn_status ss_parse(ss_scenario *sc, int player, const char *text, ctn_action *out);
/* The text of an action in the current state. */
const char *ss_text(const ss_scenario *sc, ctn_action a);

void ss_play_at(const char *file, int line, ss_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void ss_refuse_at(const char *file, int line, ss_scenario *sc, int player, ctn_status expected,
                  const char *fmt, ...) __attribute__((format(printf, 6, 7)));
#define SS_PLAY(sc, player, ...) ss_play_at(__FILE__, __LINE__, (sc), (player), __VA_ARGS__)
#define SS_REFUSE(sc, player, status, ...)                                                         \
    ss_refuse_at(__FILE__, __LINE__, (sc), (player), (status), __VA_ARGS__)

/* ---- turn flow ---- */

/* Ends the current player's trade and build phases (whichever remain), then lets chance draw
 * with the state's own generator until the next turn begins (or the game ends). */
void ss_next_turn(ss_scenario *sc);
/* Plays ss_next_turn until it is p's turn, in its trade phase (at once when it is already). */
void ss_turn_of(ss_scenario *sc, int p);
/* Applies chance outcomes drawn from the state's own generator while chance is to act. */
void ss_chance_until_player(ss_scenario *sc);

/* ---- direct state edits (cards conserved) ---- */

/* Makes `pile` (the deck, the discard pile, the market or a hand) hold exactly these cards,
 * moving the difference from or to `reservoir`; fails the test when the reservoir lacks them. */
void ss_set(ss_scenario *sc, uint8_t *pile, uint8_t *reservoir, int lumber, int brick, int wool,
            int grain, int ore);
/* Sets p's hand, with the deck as the reservoir (then the discard pile if the deck lacks). */
void ss_set_hand(ss_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore);
/* Sets the market, with the deck (then the discard pile) as the reservoir. */
void ss_set_market(ss_scenario *sc, int lumber, int brick, int wool, int grain, int ore);
/* Sets the deck, with the discard pile as the reservoir. */
void ss_set_deck(ss_scenario *sc, int lumber, int brick, int wool, int grain, int ore);
/* Moves every card of the deck to the discard pile. */
void ss_empty_deck(ss_scenario *sc);
/* Sets p's road (knight) stack to n cards, moving the difference from or to the supply. */
void ss_set_roads(ss_scenario *sc, int p, int n);
void ss_set_knights(ss_scenario *sc, int p, int n);
/* Gives p a settlement from the supply. */
void ss_put_settlement(ss_scenario *sc, int p);
/* Turns one of p's settlements into a city whose event (ctn_struggle_event) has been turned. */
void ss_put_city(ss_scenario *sc, int p, int event);
/* Puts expansion e from the supply on one of p's cities. */
void ss_put_expansion(ss_scenario *sc, int p, int e);

/* ---- assertions ---- */

void ss_check_at(const char *file, int line, const ss_scenario *sc);
void ss_assert_cards_at(const char *file, int line, const char *what, const uint8_t *have,
                        int lumber, int brick, int wool, int grain, int ore);
#define SS_CHECK(sc) ss_check_at(__FILE__, __LINE__, (sc))
#define SS_ASSERT_CARDS(pile, l, b, w, g, o)                                                       \
    ss_assert_cards_at(__FILE__, __LINE__, #pile, (pile), (l), (b), (w), (g), (o))
#define SS_ASSERT_HAND(sc, p, l, b, w, g, o)                                                       \
    ss_assert_cards_at(__FILE__, __LINE__, "hand", (sc)->s.hand[p], (l), (b), (w), (g), (o))

/* ---- queries ---- */

uint64_t ss_hash(const ss_scenario *sc);
int ss_total(const uint8_t *cards);
int ss_hand_total(const ss_scenario *sc, int p);
int ss_vp(const ss_scenario *sc, int p);
ctn_actors ss_actors(const ss_scenario *sc);
/* Number of p's legal actions of one type (ctn_struggle_action_type; -1: all). */
int ss_count_legal(const ss_scenario *sc, int p, int type);
/* Number of chance outcomes now and their total weight. */
int ss_count_chance(const ss_scenario *sc, uint64_t *total_weight);
/* The weight of the chance outcome given as text (0 when it is not an outcome now). */
uint32_t ss_chance_weight(ss_scenario *sc, const char *text);
/* Whether the legal actions of p, as texts joined by "|", contain `text` as a whole entry. */
int ss_legal_has(const ss_scenario *sc, int p, const char *text);

#endif
