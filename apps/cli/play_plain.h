/* play_plain.h — the line-based client of `catan play` (--plain, or input or output that is
 * not a terminal): the human picks an action by number or types it and reads a log of what the
 * others do, seeing only his seat's view. Any rule set and, for Classic and Seafarers, any size
 * class of the state. */
#ifndef CATAN_PLAY_PLAIN_H
#define CATAN_PLAY_PLAIN_H

#include <stdint.h>
#include <stdio.h>

#include "catan/board.h"
#include "catan/bot.h"
#include "catan/game.h"

/* Plays the game from stdin/`in` on stdout until it ends or the human quits; returns the exit
 * status (0, or 1 when out of memory). board: the description the game was made from (World's
 * 7-islands' corners are read from it), or NULL. */
int play_plain(const ctn_game *g, const ctn_board_desc *board, ctn_bot **bots, int seat,
               uint64_t seed, FILE *in);

#endif
