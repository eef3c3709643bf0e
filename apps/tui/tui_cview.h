/* tui_cview.h — a Classic state of any size class (S, M or L: ctn_classic_state, _m, _l) read
 * into one class-independent struct, so that the terminal client's drawing and descriptions are
 * written once. tui_cview.c fills it: one small reader per class, made from one template
 * (tui_cview_fill.h) the way catan/classic.h makes the three state layouts. Arrays are sized by
 * the topology's limits (every board the engine builds fits them). */
#ifndef CATAN_TUI_CVIEW_H
#define CATAN_TUI_CVIEW_H

#include <stdint.h>

#include "catan/board.h"
#include "catan/classic.h"

enum {
    TUI_CV_PLAYERS = CL_GAME_MAX_PLAYERS,
    TUI_CV_NOBODY = -1 /* no owner, no robber or pirate on the board */
};

typedef struct tui_cview {
    int seafarers; /* a Seafarers game (its ships, pirate and gold fields are read) */
    int num_players, num_hexes, num_harbours;
    int robber, pirate; /* hex index, or TUI_CV_NOBODY (set aside, or no pirate) */
    int ship_moving;    /* edge of the ship picked up to move, or TUI_CV_NOBODY */
    int phase, current, last_roll, turn;
    int longest_road_owner, largest_army_owner; /* seat or TUI_CV_NOBODY */
    int hidden_deck;
    uint8_t terrain[CTN_BOARD_MAX_HEXES];
    uint8_t number[CTN_BOARD_MAX_HEXES];
    uint8_t harbour_type[CTN_BOARD_MAX_HARBOURS];
    uint8_t vertex_owner[CTN_TOPO_MAX_VERTICES]; /* 0 none, else player + 1, | 0x10 for a city */
    int8_t road_owner[CTN_TOPO_MAX_EDGES];       /* seat or TUI_CV_NOBODY */
    int8_t ship_owner[CTN_TOPO_MAX_EDGES];       /* seat or TUI_CV_NOBODY */
    uint8_t bank[CTN_RESOURCE_COUNT];
    uint8_t hand[TUI_CV_PLAYERS][CTN_RESOURCE_COUNT];
    uint8_t dev_hand[TUI_CV_PLAYERS][CL_DEV_COUNT];
    uint8_t dev_new[TUI_CV_PLAYERS][CL_DEV_COUNT];
    uint8_t hidden_hand[TUI_CV_PLAYERS], hidden_dev[TUI_CV_PLAYERS];
    uint8_t knights[TUI_CV_PLAYERS], road_length[TUI_CV_PLAYERS];
    uint8_t ships[TUI_CV_PLAYERS];     /* ships on the board */
    uint8_t gold_owed[TUI_CV_PLAYERS]; /* Seafarers: gold picks owed */
    uint8_t area_vp[TUI_CV_PLAYERS];   /* Seafarers: points for new islands; World: tokens */
    /* World (docs/rules/world.md); in other games world is 0 and the rest empty */
    int world;
    int context, actor;   /* the turn part (ctn_classic_context) and who acts in it */
    int robber2, pirate2; /* the second robber's and pirate's hexes, or TUI_CV_NOBODY */
    int red;              /* the red active player (current is green), or TUI_CV_NOBODY */
    int seven_step;       /* after a 7: 1 green moves a bandit, 2 red does, 3 bank picks */
    int tokens_left;      /* discovery tokens left in the pool (W§9) */
} tui_cview;

/* Reads a state (or view) of a Classic game of any size class (World's too) into out. */
void tui_cview_fill(const ctn_game *game, const ctn_state *s, tui_cview *out);

/* The seat's hand alone (cheap: for logging what a hand gained). */
void tui_cview_hand(const ctn_game *game, const ctn_state *s, int seat,
                    uint8_t out[CTN_RESOURCE_COUNT]);

/* The player on turn (cheap). */
int tui_cview_current(const ctn_game *game, const ctn_state *s);

/* The part of the turn, cheaply: the player on turn (World: the green active player), the red
 * active player (TUI_CV_NOBODY outside World) and the context (ctn_classic_context). */
typedef struct tui_cview_turn {
    int current, red, context;
} tui_cview_turn;
tui_cview_turn tui_cview_turn_of(const ctn_game *game, const ctn_state *s);

#endif
