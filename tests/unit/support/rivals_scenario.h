/* rivals_scenario.h — shared helpers of the Rivals rules scenario tests (test_rivals_rules_*.c).
 *
 * A scenario is an introductory game plus one state. Actions are given as text and applied with
 * ctn_game_apply_checked, for players and for chance ("dice 4 harvest", "card c12", "region r14",
 * "event e3" force the outcome); RS_PLAY asserts that an action succeeds. Positions are set up by
 * editing the state while keeping every card in one place (rs_to_hand, rs_to_site move a card
 * from wherever it lies); rs_check runs the invariant check. Regions are named by their owner,
 * resource and number, which are unique in a principality at the start.
 */
#ifndef CATAN_TEST_RIVALS_SCENARIO_H
#define CATAN_TEST_RIVALS_SCENARIO_H

#include <stdint.h>

#include "catan/game.h"
#include "catan/rivals.h"

typedef struct rs_scenario {
    ctn_game *g;
    ctn_rivals_state s;
    ctn_error err;
} rs_scenario;

/* A game from the seed, set up (red takes his hand from stack 0, blue from stack 1) and at red's
 * first roll. */
rs_scenario *rs_new(uint64_t seed);
/* The same in another mode (theme games: each player picks the first 3 cards of his stack). */
rs_scenario *rs_new_mode(uint64_t seed, int mode);
void rs_free(rs_scenario *sc);

ctn_status rs_try(rs_scenario *sc, int player, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int rs_is_legal(rs_scenario *sc, int player, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rs_play_at(const char *file, int line, rs_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
#define RS_PLAY(sc, player, ...) rs_play_at(__FILE__, __LINE__, (sc), (player), __VA_ARGS__)
/* Plays every chance action the state asks for with its own generator, until a player acts. */
void rs_settle(rs_scenario *sc);
/* Number of legal actions of the actor. */
int rs_num_legal(rs_scenario *sc);

/* The id of the nth (0-based) copy of a card, by key. */
int rs_card(rs_scenario *sc, const char *key, int nth);
void rs_to_hand(rs_scenario *sc, int p, int card);
void rs_to_site(rs_scenario *sc, int p, int card, int town, int site);
/* Puts every card of p's hand under stack 3, or else the last stack with its back. */
void rs_empty_hand(rs_scenario *sc, int p);

/* Red (the current player) rolls production 2 with the brigands face, nobody holding more than
 * 7: the action phase. */
void rs_to_actions(rs_scenario *sc);
/* Makes p's settlement in town column t a city (one city card from the centre). */
void rs_make_city(rs_scenario *sc, int p, int t);
/* The id of an event of a key that is in the event stack (fails the test when none is). */
int rs_event_id(rs_scenario *sc, const char *key);

/* Region position of p's region of a resource and number, or -1. */
int rs_pos(const rs_scenario *sc, int p, int res, int number);
void rs_set(rs_scenario *sc, int p, int res, int number, int amount);
int rs_get(const rs_scenario *sc, int p, int res, int number);
/* Sets every region of p to the amount. */
void rs_fill(rs_scenario *sc, int p, int amount);
int rs_total(const rs_scenario *sc, int p, int res); /* res < 0: all */
void rs_check(rs_scenario *sc);
/* Pays and places whatever is pending, each time with the first legal action (the first region offered). */
void rs_gain_up(rs_scenario *sc);
/* In the dice phase: the chance outcomes are the production die's 6 alone, each with the event
 * die's face set (the Grove of Justice R-217, the Court Astrologer R-246). */
void rs_check_face_set(rs_scenario *sc, int face);
/* An era's theme game as R§12-R§15 set it up: its `cards` copies all rows of the table, 3 Basic
 * stacks of 12 and 2 theme stacks of the era's built draw cards not face up, the 2 copies of
 * `faceup_key` face up, the Basic events and the era's built ones, `vp` points to win. */
void rs_check_theme_setup(rs_scenario *sc, int set, int cards, const char *faceup_key, int vp);
/* Its stacks and events alone, with `faceup` cards face up of any kinds; the first state (seed 9)
 * into s. */
void rs_check_theme_stacks(rs_scenario *sc, int set, int cards, int faceup, int vp, ctn_rivals_state *s);
/* A tournament of this set-up (checked) played by the heuristic against itself to its end and won,
 * every invariant checked after every action: the builds and plays of cards of the set `era_set`
 * (RV_SET_*); *most_back the most events put back at known places at once. */
int rs_tournament_game(const ctn_rivals_setup *set, int era_set, int *most_back);
/* A tournament of this set-up past its preparation round, at red's next roll. */
rs_scenario *rs_tournament_at_roll(const ctn_rivals_setup *set);

#endif
