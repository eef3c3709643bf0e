/* world_scenario.h — helpers of the World Catan rules scenario tests (test_world_rules_*.c),
 * the World counterpart of sea_scenario.h: a World game of 8 to 12 players and one state of the
 * large size class, driven through the public API with actions as text (scenario_core.h).
 * WORLD_PLAY asserts that an action succeeds, WORLD_REFUSE that it fails with exactly the
 * expected status and leaves every byte of the state unchanged, WORLD_ASSERT_LEGAL asserts the
 * exact set of legal actions of one type (by their first argument) and that the independent
 * oracle (classic_oracle.c) agrees with the generator there (WORLD_CHECK_ORACLE in
 * world_scenario.c).
 *
 * The test board (world_test_board): the shipped map new_shores_4 (docs/maps.md) with World's
 * extra pieces. In axial coordinates (q, r), pointy-top, r growing southward:
 *
 *   the main island (area "main", the only set-up area), the standard 19-hex shape:
 *     r=-1:          desert  hills5  hills2                       q = -1 .. 1
 *     r= 0:      fields8 fields10 fields9 hills6                  q = -2 .. 1
 *     r= 1:   pasture4 forest3 forest11 fields4 mountains3        q = -3 .. 1
 *     r= 2:      pasture11 forest6 forest5 mountains8             q = -3 .. 0
 *     r= 3:          pasture12 pasture9 mountains10               q = -3 .. -1
 *   isle_2: hills2 (0,-3), hills3 (1,-3);  isle_3: mountains4 (3,-3), mountains5 (3,-2),
 *   pasture6 (4,-2), fields8 (3,-1), forest9 (3,0);  isle_4: gold10 (2,2), gold11 (1,3).
 *   Everything else on the 8 x 9 mat is sea; harbours as in the map.
 *
 *   robber 1 on the desert (-1,-1), robber 2 on hills3 (1,-3) (isle_2);
 *   pirate 1 on (4,0) (next to forest9), pirate 2 on (-3,0) (next to fields8 and pasture4);
 *   the 7-island on (-3,4), just south of pasture12 and pasture9, its corners printed
 *   N forest, NE hills, SE pasture, S fields, SW mountains, NW gold (WORLD_SEVEN_CORNERS).
 *
 * Set-up spots (world_spot): 26 corners of the main island no two of which are neighbours:
 * 0-18 the SE corners of the 19 main hexes in reading order (row by row, west to east), then
 * 19 (0,-1) N, 20 (1,-1) N, 21 (-1,-1) N, 22 (-1,-1) SW, 23 (-3,1) SW, 24 (-3,2) SW,
 * 25 (-3,3) SW. The standard set-up (world_setup_standard) gives seat p spot p first and spot
 * n + p second, each with the first legal road.
 */
#ifndef CATAN_TEST_WORLD_SCENARIO_H
#define CATAN_TEST_WORLD_SCENARIO_H

#include <stdint.h>

#include "catan/board.h"
#include "catan/classic.h"
#include "catan/game.h"

typedef struct world_scenario {
    ctn_game *g;
    const ctn_topology *t;
    ctn_classic_state_l s;
    ctn_error err;
    int n; /* players */
} world_scenario;

/* The 7-island's printed corners on the test board, by ctn_corner. */
#define WORLD_SEVEN_CORNERS                                                                        \
    { CTN_FOREST, CTN_HILLS, CTN_PASTURE, CTN_FIELDS, CTN_MOUNTAINS, CTN_GOLD }
enum { WORLD_SPOTS = 26 };

/* ---- creation ---- */

/* The test board above (fails the test when the map cannot be read). */
void world_test_board(ctn_board_desc *out);
/* A World game on the test board; options as "name=value name=value" ("" for none). */
world_scenario *world_new(int players, const char *options);
world_scenario *world_new_board(int players, const ctn_board_desc *board, const char *options);
void world_free(world_scenario *sc);

/* ---- geometry (fails the test when the hex, corner or side does not exist) ---- */

int world_hex(const world_scenario *sc, int q, int r);
int world_vertex(const world_scenario *sc, int q, int r, int corner); /* ctn_corner */
int world_edge(const world_scenario *sc, int q, int r, int dir);      /* ctn_dir */
/* The side shared by neighbouring hexes (q1,r1) and (q2,r2). */
int world_side(const world_scenario *sc, int q1, int r1, int q2, int r2);
/* The edge joining vertices a and b (fails the test when they are not neighbours). */
int world_edge_between(const world_scenario *sc, int a, int b);
/* The i-th set-up spot (0 <= i < WORLD_SPOTS), see above. */
int world_spot(const world_scenario *sc, int i);
/* The land hexes (the 7-island and deserts included) or the sea hexes of the board, but for
 * `except_a` and `except_b` (-1: none); returns how many were written to out. */
int world_hexes_of_kind(const world_scenario *sc, int land, int except_a, int except_b, int *out);

/* ---- actions by text ---- */

ctn_status world_try(world_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int world_is_legal(world_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void world_play_at(const char *file, int line, world_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void world_refuse_at(const char *file, int line, world_scenario *sc, int player,
                     ctn_status expected, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
#define WORLD_PLAY(sc, player, ...) world_play_at(__FILE__, __LINE__, (sc), (player), __VA_ARGS__)
#define WORLD_REFUSE(sc, player, status, ...)                                                      \
    world_refuse_at(__FILE__, __LINE__, (sc), (player), (status), __VA_ARGS__)

/* ---- legal actions (offers left out) ---- */

/* Number of p's legal actions of one type (ctn_classic_action_type; -1: all). */
int world_count_legal(const world_scenario *sc, int p, int type);
/* The first arguments of p's legal actions of `type`, sorted, without repeats; returns how many
 * (at most cap). */
int world_legal_args(const world_scenario *sc, int p, int type, int *out, int cap);
/* Asserts that the first arguments of p's legal actions of `type` are exactly expected[0..n). */
void world_assert_legal_at(const char *file, int line, const world_scenario *sc, int p, int type,
                           const int *expected, int n);
#define WORLD_ASSERT_LEGAL(sc, p, type, ...)                                                       \
    world_assert_legal_at(__FILE__, __LINE__, (sc), (p), (type), (const int[]){__VA_ARGS__},       \
                          (int)(sizeof((const int[]){__VA_ARGS__}) / sizeof(int)))
#define WORLD_ASSERT_NONE_LEGAL(sc, p, type)                                                       \
    world_assert_legal_at(__FILE__, __LINE__, (sc), (p), (type), NULL, 0)
/* Asserts that the second arguments of p's legal actions of `type` with first argument arg0 (a
 * bandit move's victims + 1, 0 for nobody) are exactly expected[0..n). */
void world_assert_targets_at(const char *file, int line, const world_scenario *sc, int p, int type,
                             int arg0, const int *expected, int n);
#define WORLD_ASSERT_TARGETS(sc, p, type, arg0, ...)                                               \
    world_assert_targets_at(__FILE__, __LINE__, (sc), (p), (type), (arg0),                         \
                            (const int[]){__VA_ARGS__},                                            \
                            (int)(sizeof((const int[]){__VA_ARGS__}) / sizeof(int)))
/* Asserts that the oracle lists the same actions as the fast generator for every actor. */
void world_assert_oracle_at(const char *file, int line, const world_scenario *sc);
#define WORLD_ASSERT_ORACLE(sc) world_assert_oracle_at(__FILE__, __LINE__, (sc))

/* ---- flow ---- */

/* One set-up placement of the seat to act: a settlement on v and the first legal road next to it
 * (ship: the first legal ship instead). A gold pick owed takes the lowest resource allowed. */
void world_place(world_scenario *sc, int v, int ship);
/* Plays the whole set-up in the engine's order, seat p taking spot p first and spot n + p
 * second; then empties every hand into the bank. Green (seat 0) is to roll in round 1. */
void world_setup_standard(world_scenario *sc);
/* Green rolls and chance gives `sum` (a 7 leaves the game at its discards or bandit moves). */
void world_roll(world_scenario *sc, int sum);
/* The actor ends his window or his part of phase 3. */
void world_end_part(world_scenario *sc);
/* From a window, ends the windows until phase 3 begins (green's part). */
void world_to_phase3(world_scenario *sc);
/* Ends every part left of this round (rolling `sum` if the round has not rolled yet) until the
 * next round is to roll or the game is over. */
void world_finish_round(world_scenario *sc, int sum);
/* Plays whole rounds (each rolling `sum`) until seat `green` is to roll. */
void world_pre_roll_of(world_scenario *sc, int green, int sum);

/* ---- direct state edits (cards conserved; call world_derive after piece edits) ---- */

void world_give(world_scenario *sc, int p, int r, int n);
void world_set_hand(world_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore);
void world_empty_hands(world_scenario *sc);
void world_give_cost(world_scenario *sc, int p, int cost);
void world_give_dev(world_scenario *sc, int p, int card, int n);
/* Moves every card of the bank beyond keep[r] into the hand of p. */
void world_drain_bank(world_scenario *sc, int p, int lumber, int brick, int wool, int grain,
                      int ore);
void world_put_settlement(world_scenario *sc, int p, int v);
void world_put_city(world_scenario *sc, int p, int v);
void world_put_road(world_scenario *sc, int p, int e);
/* Ships along a vertex path path[0..n): the edges between consecutive vertices. */
void world_put_ships(world_scenario *sc, int p, const int *path, int n);
/* Recomputes the derived fields after piece or bandit edits, gives the trade route's card to a
 * unique longest route of 5 or more if its holder no longer leads (as building would have), then
 * checks every invariant. */
void world_derive(world_scenario *sc);

/* ---- assertions and queries ---- */

void world_check_at(const char *file, int line, const world_scenario *sc);
void world_assert_hand_at(const char *file, int line, const world_scenario *sc, int p, int lumber,
                          int brick, int wool, int grain, int ore);
#define WORLD_CHECK(sc) world_check_at(__FILE__, __LINE__, (sc))
#define WORLD_ASSERT_HAND(sc, p, l, b, w, g, o)                                                    \
    world_assert_hand_at(__FILE__, __LINE__, (sc), (p), (l), (b), (w), (g), (o))

int world_hand_total(const world_scenario *sc, int p);
int world_bank_total(const world_scenario *sc);
int world_vp(const world_scenario *sc, int p);
int world_has_settlement(const world_scenario *sc, int p, int v);
int world_has_ship(const world_scenario *sc, int p, int e);
/* The seats asked by the open offer (bit q: seat q's answer is pending or given). */
unsigned world_asked(const world_scenario *sc);

#endif
