/* classic_scenario.h — shared helpers of the Classic rules scenario tests (test_classic_rules_*.c).
 *
 * A scenario is a game plus one state, driven only through the public API: actions are given as
 * text (ctn_action_from_text) and applied with ctn_game_apply_checked, for players and for chance
 * ("roll 8", "steal wool", "draw knight" force the chance outcome). CS_PLAY asserts that an action
 * succeeds, CS_REFUSE that it fails with exactly the expected status and leaves the state's hash
 * (and every byte of it) unchanged. Geometry is looked up through the topology (the N corner of hex
 * (0,-2)), never by magic numbers. Where a position would take long to reach by play, the helpers
 * edit the state directly while keeping every card conserved (cards move between the bank or deck
 * and a hand), and CS_CHECK runs the rule set's invariant check afterwards.
 */
#ifndef CATAN_TEST_CLASSIC_SCENARIO_H
#define CATAN_TEST_CLASSIC_SCENARIO_H

#include <stdint.h>

#include "catan/classic.h"
#include "catan/game.h"

typedef struct cs_scenario {
    ctn_game *g;
    const ctn_topology *t;
    ctn_classic_state s;
    ctn_error err;
    int n; /* players */
} cs_scenario;

/* One set-up placement: a settlement and the road laid next to it. */
typedef struct cs_place {
    int vertex, edge;
} cs_place;

/* ---- creation ---- */

/* A game on the beginner board (2–4 players) or, for 5–6 players, the random board dealt from
 * seed 1. options: "" or space-separated name=value pairs ("bank_shortage=strict vp_to_win=5"). */
cs_scenario *cs_new(int players, const char *options);
/* A game on the random board dealt from seed. */
cs_scenario *cs_new_random(int players, uint64_t seed, const char *options);
/* A game on an explicit board. */
cs_scenario *cs_new_board(int players, const ctn_board_desc *board, const char *options);
void cs_free(cs_scenario *sc);
/* Adds options given as space-separated name=value pairs to cfg, each looked up in `rules`
 * (fails the test on an unknown name or value). The names stay valid until the next call. */
void cs_parse_options(const ctn_ruleset *rules, const char *options, ctn_game_config *cfg);

/* ---- geometry (fails the test when the hex or corner does not exist) ---- */

int cs_hex(const cs_scenario *sc, int q, int r);
int cs_vertex(const cs_scenario *sc, int q, int r, int corner); /* ctn_corner */
int cs_edge(const cs_scenario *sc, int q, int r, int dir);      /* ctn_dir */
int cs_edge_between(const cs_scenario *sc, int a, int b);       /* -1 when not neighbours */
int cs_vertex_degree(const cs_scenario *sc, int v);

/* ---- actions by text ---- */

/* Parses and applies; returns the status (the parse error, or apply_checked's). */
ctn_status cs_try(cs_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* 1 when the text parses and the action is legal for player now (nothing applied). */
int cs_is_legal(cs_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Parses without applying; returns the status and writes the action. */
ctn_status cs_parse(cs_scenario *sc, int player, const char *text, ctn_action *out);

void cs_play_at(const char *file, int line, cs_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void cs_refuse_at(const char *file, int line, cs_scenario *sc, int player, ctn_status expected,
                  const char *fmt, ...) __attribute__((format(printf, 6, 7)));
#define CS_PLAY(sc, player, ...) cs_play_at(__FILE__, __LINE__, (sc), (player), __VA_ARGS__)
#define CS_REFUSE(sc, player, status, ...)                                                         \
    cs_refuse_at(__FILE__, __LINE__, (sc), (player), (status), __VA_ARGS__)

/* ---- turn flow ---- */

/* Plays the whole set-up: first[p] and second[p] are seat p's placements of rounds one and two,
 * applied in the snake order 0..n-1, n-1..0. */
void cs_setup(cs_scenario *sc, const cs_place *first, const cs_place *second);
/* The standard set-up on the beginner board used by many tests (2–4 players, seats 0..n-1):
 *   seat 0: (0,-1) N [mountains 10, pasture 2, hills 6], road NE; then (-1,0) N [fields 12,
 *           hills 6, forest 11], road NW  -> takes lumber, brick, grain
 *   seat 1: (1,0) N [pasture 4, hills 10, forest 3], road NW; then (-1,1) S [mountains 3,
 *           hills 5, fields 6], road SW  -> takes brick, grain, ore
 *   seat 2: (-1,1) N [forest 11, desert, mountains 3], road NE; then (1,0) SE [forest 3,
 *           mountains 8, pasture 5], road SE  -> takes lumber, wool, ore
 *   seat 3: (0,1) SE [fields 4, pasture 5, pasture 11], road SE; then (-2,1) N [fields 9,
 *           forest 11, forest 8], road NW  -> takes 2 lumber, grain */
void cs_setup_standard(cs_scenario *sc);
void cs_standard_places(const cs_scenario *sc, cs_place first[4], cs_place second[4]);
/* The current player rolls and chance throws `sum`. */
void cs_roll(cs_scenario *sc, int sum);
/* Ends the current turn part and every following special-building or paired part (each player
 * in them just ends it), then the new current player rolls `sum`. A current player who has not
 * rolled yet rolls `sum` first. */
void cs_next_turn(cs_scenario *sc, int sum);

/* Plays on (rolling `sum` for every player who rolls, ending turns and their special-building or
 * paired parts) until it is p's turn after his roll. */
void cs_turn_of(cs_scenario *sc, int p, int sum);
/* Road paths given as vertex lists. The "north zigzag" of row r from hex q_from to q_to: the NW
 * corner of (q_from, r), then the N and NE corners of each hex; returns the number of vertices. */
int cs_north_zigzag(const cs_scenario *sc, int r, int q_from, int q_to, int *out);
/* In p's turn (reached with cs_turn_of(sc, p, 2) if needed: on the beginner board a 2 pays only
 * pasture 2), builds p's missing roads along path[from..to], giving him each road's cost first. */
void cs_lay(cs_scenario *sc, int p, const int *path, int from, int to);
/* In p's turn (as cs_lay), builds a settlement on v, giving him its cost first. */
void cs_settle(cs_scenario *sc, int p, int v);

/* ---- direct state edits (cards conserved) ---- */

/* Sets p's hand, moving the difference from or to the bank. */
void cs_set_hand(cs_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore);
/* Moves n cards of resource r from the bank to p (n may be negative). */
void cs_give(cs_scenario *sc, int p, int r, int n);
/* Gives p the cost of one build (CL_COST_*) from the bank. */
void cs_give_cost(cs_scenario *sc, int p, int cost);
/* Moves n development cards of a type from the deck into p's hand (old cards: playable). */
void cs_give_dev(cs_scenario *sc, int p, int card, int n);
/* Pieces placed directly (call cs_derive afterwards). */
void cs_put_settlement(cs_scenario *sc, int p, int v);
void cs_put_city(cs_scenario *sc, int p, int v);
void cs_put_road(cs_scenario *sc, int p, int e);
void cs_remove_road(cs_scenario *sc, int p, int e);
/* Recomputes derived fields after piece edits, then checks every invariant. */
void cs_derive(cs_scenario *sc);

/* ---- assertions ---- */

void cs_check_at(const char *file, int line, const cs_scenario *sc);
void cs_assert_hand_at(const char *file, int line, const cs_scenario *sc, int p, int lumber,
                       int brick, int wool, int grain, int ore);
void cs_assert_bank_at(const char *file, int line, const cs_scenario *sc, int lumber, int brick,
                       int wool, int grain, int ore);
#define CS_CHECK(sc) cs_check_at(__FILE__, __LINE__, (sc))
#define CS_ASSERT_HAND(sc, p, l, b, w, g, o)                                                       \
    cs_assert_hand_at(__FILE__, __LINE__, (sc), (p), (l), (b), (w), (g), (o))
#define CS_ASSERT_BANK(sc, l, b, w, g, o)                                                          \
    cs_assert_bank_at(__FILE__, __LINE__, (sc), (l), (b), (w), (g), (o))

/* ---- queries ---- */

uint64_t cs_hash(const cs_scenario *sc);
int cs_hand_total(const cs_scenario *sc, int p);
int cs_vp(const cs_scenario *sc, int p); /* all points, hidden cards included */
int cs_public_vp(const cs_scenario *sc, int p);
ctn_actors cs_actors(const cs_scenario *sc);
/* Number of p's legal actions of one type (ctn_classic_action_type; -1: all), offers included. */
int cs_count_legal(const cs_scenario *sc, int p, int type);
int cs_has_road(const cs_scenario *sc, int p, int e);
int cs_has_settlement(const cs_scenario *sc, int p, int v);
int cs_has_city(const cs_scenario *sc, int p, int v);
int cs_road_count(const cs_scenario *sc, int p);

#endif
