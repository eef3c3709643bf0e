/* tui_world.h — World Catan (docs/rules/world.md) in both terminal clients, the curses one and
 * the line mode: the 7-islands' printed corners, read from the game's board description, and the
 * round in words — the two active players, whose window or phase-3 part it is, a 7's step, where
 * the four bandits stand and the discovery tokens left. */
#ifndef CATAN_TUI_WORLD_H
#define CATAN_TUI_WORLD_H

#include <stddef.h>

#include "catan/board.h"
#include "tui_cview.h"

/* The corners of a map's 7-islands (W§6): each corner's vertex and the landscape printed there
 * (a resource terrain or CTN_GOLD), six per 7-island in ctn_corner order. */
typedef struct tui_seven {
    int num;
    struct {
        int hex, corner, vertex, terrain;
    } at[6 * CTN_BOARD_MAX_SEVEN];
} tui_seven;

/* Reads the 7-islands of a board description into out; the description's hexes must be the
 * topology's, in order (a game keeps them so). board NULL, or a board without 7-islands: none. */
void tui_seven_read(const ctn_board_desc *board, const ctn_topology *t, tui_seven *out);

/* The landscape printed at vertex v as a corner of 7-island hex h (h == CTN_NONE: of any
 * 7-island), or -1 when v is no such corner. */
int tui_seven_terrain(const tui_seven *s, int h, int v);

/* What a corner's landscape pays on a 7: a resource's name, or "gold" (a pick). */
const char *tui_seven_pays(int terrain);

/* The board's letter for a corner's landscape: L B W G O (lumber .. ore), $ for gold. */
char tui_seven_letter(int terrain);

/* "h75: N ore, NE gold, SE wool, S grain, SW brick, NW lumber" for each 7-island, "; " between
 * them; "" when the board has none. */
void tui_seven_text(const tui_seven *s, char *buf, size_t cap);

/* The part of the round (W§5-W§8): "set-up", "green p2 rolls", "green p2's window",
 * "red p8's window", "phase 3: p5's part", "7: discards", "7: green p2 moves a bandit",
 * "7: red p8 moves a bandit", "7: bank picks", "gold picks", "game over". */
void tui_world_part(const tui_cview *v, char *buf, size_t cap);

/* The two active players, by the dice they hold: "green die p2, red die p8" (not the seats'
 * colours). */
void tui_world_actives(const tui_cview *v, char *buf, size_t cap);

/* Where the bandits stand: "ROB h112 RB2 h60 PIR h136 PI2 h20" (a bandit off the board left
 * out). */
void tui_world_bandits(const tui_cview *v, char *buf, size_t cap);

#endif
