/* scenario_core.h — what the rules scenario helpers of every rule set share (classic_scenario,
 * sea_scenario, struggle_scenario): an action given as text, tried, checked for legality, played
 * with a test failure naming the file and line when it fails, or refused with the state left
 * byte for byte as it was. Each helper formats its text and names its phase; the rest is here.
 */
#ifndef CATAN_TEST_SCENARIO_CORE_H
#define CATAN_TEST_SCENARIO_CORE_H

#include <stddef.h>

#include "catan/board.h"
#include "catan/game.h"

/* The game and state a scenario acts on; size is the state's size in bytes. */
typedef struct scn_target {
    ctn_game *g;
    ctn_state *s;
    size_t size;
    ctn_error *err; /* the message of the last failure */
} scn_target;

/* Parses text as player's action and applies it with every check; the status says how it went. */
ctn_status scn_try(scn_target t, int player, const char *text);
/* True when text parses and is legal for player now (chance: whenever chance may act). */
int scn_is_legal(scn_target t, int player, const char *text);
/* Asserts that text applies; `context` (the phase and actor) goes into the failure message. */
void scn_play(const char *file, int line, scn_target t, int player, const char *text,
              const char *context);
/* Asserts that text is refused with `expected` and leaves the state and its hash unchanged. */
void scn_refuse(const char *file, int line, scn_target t, int player, ctn_status expected,
                const char *text);

/* Sorts v[0..n) and drops repeats; returns how many are left. */
int scn_sort_unique(int *v, int n);
/* Asserts that the set have[0..k) is exactly want[0..n), both in any order; the failure message
 * shows both sets after `what` ("p0's legal actions of type 3 are on"). */
void scn_assert_set(const char *file, int line, const char *what, const int *have, int k,
                    const int *want, int n);

/* Board geometry by axial coordinates, failing the test when the place is not on the board: a hex's
 * index, its corner (ctn_corner) and side (ctn_dir), the side two neighbouring hexes share, and
 * the edge between two neighbouring vertices. */
int scn_hex(const ctn_topology *t, int q, int r);
int scn_vertex(const ctn_topology *t, int q, int r, int corner);
int scn_edge(const ctn_topology *t, int q, int r, int dir);
int scn_side(const ctn_topology *t, int q1, int r1, int q2, int r2);
int scn_edge_between(const ctn_topology *t, int a, int b);

#endif
