/* sea_maps.h — test helper: the shipped Seafarers maps (data/maps/NAME.json) as board
 * descriptions, read straight from the files with jansson, so tests can build Seafarers games on
 * them. */
#ifndef CATAN_TEST_SEA_MAPS_H
#define CATAN_TEST_SEA_MAPS_H

#include "catan/board.h"
#include "catan/game.h"

/* Reads data/maps/<file>.json (e.g. "new_shores_4") into *out: hexes with terrain, number and
 * area, harbours, the robber's and the pirate's start, the named areas. Returns 0, or -1 with a
 * message on stderr. */
int sea_map_board(const char *file, ctn_board_desc *out);

/* A Seafarers game for `players` on that map; options as for ctn_game_new ("" for none).
 * Fails the test (abort) when the game cannot be made. */
ctn_game *sea_map_game(const char *file, int players, const char *options);

#endif
