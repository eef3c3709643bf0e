/* tui.h — the terminal client of `catan play` (ncurses): one call plays a whole game between a
 * person at the keyboard and bots, drawing the board (or the Struggle table), the hand, the other
 * players, the legal actions and a log of events. The person sees only his seat's view
 * (ctn_game_observe); bots move through the bot table; the driver samples chance. */
#ifndef CATAN_TUI_H
#define CATAN_TUI_H

#include <stdint.h>

#include "catan/board.h"
#include "catan/bot.h"
#include "catan/game.h"

typedef struct tui_options {
    const ctn_game *game; /* classic (seafarers, world) or struggle */
    ctn_bot **bots;       /* game->num_players entries; bots[seat] is unused (NULL) unless watch */
    int seat;             /* the person's seat */
    int watch;            /* 1: bots[seat] plays the person's seat too; he watches from its view */
    uint64_t seed;        /* the game's seed, shown in the status bar */
    const char *bot_spec; /* shown in the status bar */
    const ctn_board_desc *board; /* the board the game was made from (World: its 7-islands'
                                    corners), or NULL */
} tui_options;

/* Plays the game in the terminal until the person quits (q, then y) or SIGINT or SIGTERM
 * arrives. Returns the exit status: 0 after q, 128 + the signal's number after a signal; or -1,
 * with nothing played and a message on stderr, when the terminal cannot be set up (no TERM, an
 * unknown terminal type): the caller may then fall back to the line-based client. */
int tui_play(const tui_options *opts);

#endif
