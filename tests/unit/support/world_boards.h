/* world_boards.h — test helper: small World boards (docs/rules/world.md) made from the shipped
 * Seafarers maps, with what World adds to a map: a second robber, a second pirate and a 7-island
 * in place of a sea hex on the rim, its corners lumber, brick, wool, grain, ore and gold (W§2,
 * W§6). Plain C (no cmocka), so that the perft position writer can use it too.
 *
 *   "shores"       new_shores_4 with its set-up area (the main island); the 7-island is an
 *                  island of its own on the rim (area "seven_island"), reached by ships: for 8
 *                  players
 *   "shores_open"  new_shores_6 without named areas (set-up anywhere, areas computed), the
 *                  7-island on the rim next to the main island, whose area it joins (W§3): room
 *                  for 12 players
 */
#ifndef CATAN_TEST_WORLD_BOARDS_H
#define CATAN_TEST_WORLD_BOARDS_H

#include <stdint.h>

#include "catan/board.h"
#include "catan/io.h"

/* Fills *out with the named test board. Returns 0, or -1 with a message on stderr. */
int world_board_named(const char *name, ctn_board_desc *out);

/* A World game on that board: `players` seats, `seed`, and options as "name=value" pairs
 * separated by spaces (NULL or "" for the World defaults). Returns 0, or -1 with a message on
 * stderr. */
int world_board_spec(const char *name, int players, uint64_t seed, const char *options,
                     ctn_game_spec *out);

#endif
