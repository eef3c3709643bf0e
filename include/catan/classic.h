/* classic.h — Classic Catan (base game, 2–6 players with the 5–6 extension): state layout,
 * action encoding and options.
 *
 * The state is a fixed-size, pointer-free value (about 2 KiB); the board's geometry lives in the
 * game (ctn_classic_topology), the board's contents (terrain, numbers, harbour types, robber) in
 * the state. Rules are documented in docs/rules/classic.md; section numbers there are cited in
 * the code as "§n".
 *
 * Actions are 32-bit: bits 0–4 the type (ctn_classic_action_type), bits 5–31 the arguments as the
 * CL_ACT_* constructors below pack them.
 */
#ifndef CATAN_CLASSIC_H
#define CATAN_CLASSIC_H

#include <stdint.h>

#include "catan/export.h"
#include "catan/board.h"
#include "catan/game.h"
#include "catan/rng.h"

/* Size classes of the state (see ctn_classic_state below) and their limits. Macros, not enum
 * constants: inside the rule set's own files CL_MAX_* name the limits of the class being
 * compiled (classic_internal.h); everywhere else they are those of the standard class. */
#define CL_CLASS_S 0
#define CL_CLASS_M 1
#define CL_CLASS_L 2
#define CL_CLASS_COUNT 3
#define CL_S_PLAYERS 6
#define CL_S_HEXES 32
#define CL_S_VERTICES 128
#define CL_S_EDGES 128
#define CL_S_HARBOURS 16
#define CL_S_SET_WORDS 2
#define CL_S_HEX_WORDS 1 /* of 32 bits: the standard class keeps them in uint32_t */
#define CL_M_PLAYERS 6
#define CL_M_HEXES 128
#define CL_M_VERTICES 512
#define CL_M_EDGES 512
#define CL_M_HARBOURS 32
#define CL_M_SET_WORDS 8
#define CL_M_HEX_WORDS 2
#define CL_L_PLAYERS 12
#define CL_L_HEXES 256
#define CL_L_VERTICES 1024
#define CL_L_EDGES 1024
#define CL_L_HARBOURS 32
#define CL_L_SET_WORDS 16
#define CL_L_HEX_WORDS 4
#define CL_MAX_PLAYERS CL_S_PLAYERS
#define CL_MAX_HEXES CL_S_HEXES
#define CL_MAX_VERTICES CL_S_VERTICES
#define CL_MAX_EDGES CL_S_EDGES
#define CL_MAX_HARBOURS CL_S_HARBOURS
#define CL_SET_WORDS CL_S_SET_WORDS
#define CL_HEX_WORDS CL_S_HEX_WORDS
#define CL_GAME_MAX_PLAYERS CL_L_PLAYERS /* players a Classic game may have */

enum {
    CL_OFFER_MAX_SIDE = 4, /* at most 4 cards on each side of a domestic offer (§7.2) */
    CL_NOBODY = 0xFF,
    CL_VIEW_PUBLIC_SEAT = 0xFE
};

/* World's four bandits (W§6), as bits of the state's bandits_moved. */
enum { CL_BANDIT_ROBBER = 0, CL_BANDIT_ROBBER2, CL_BANDIT_PIRATE, CL_BANDIT_PIRATE2 };

/* Development cards. */
typedef enum ctn_dev_card {
    CL_DEV_KNIGHT = 0,
    CL_DEV_VICTORY_POINT,
    CL_DEV_ROAD_BUILDING,
    CL_DEV_YEAR_OF_PLENTY,
    CL_DEV_MONOPOLY,
    CL_DEV_COUNT,
    CL_DEV_UNKNOWN = 7 /* in masked actions: a card someone drew, unseen */
} ctn_dev_card;

#define CL_RESOURCE_UNKNOWN 7 /* in masked actions: a stolen card, unseen */

typedef enum ctn_classic_phase {
    CL_PHASE_SETUP_SETTLEMENT = 0, /* actor places a free settlement (distance rule only) */
    CL_PHASE_SETUP_ROAD,           /* actor places a free road next to that settlement */
    CL_PHASE_PRE_ROLL,             /* actor may roll or play a development card */
    CL_PHASE_ROLL,                 /* chance: the dice */
    CL_PHASE_DISCARD,              /* every player owing a discard acts (simultaneous) */
    CL_PHASE_MOVE_ROBBER,          /* actor moves the robber and names a victim */
    CL_PHASE_STEAL,                /* chance: which card is stolen */
    CL_PHASE_MAIN,                 /* actor trades, builds, plays a card or ends the turn */
    CL_PHASE_ROAD_BUILDING,        /* actor places free roads */
    CL_PHASE_DEV_DRAW,             /* chance: which development card is drawn */
    CL_PHASE_TRADE_ANSWER,         /* every asked player accepts or declines (simultaneous) */
    CL_PHASE_TRADE_CONFIRM,        /* the offerer confirms with one acceptor or cancels */
    CL_PHASE_SPECIAL_BUILD,        /* 5–6 players: actor builds or buys only (§9.1) */
    CL_PHASE_PAIRED,               /* 5–6 players, paired option: settler 2's part (§9.2) */
    CL_PHASE_GAME_OVER,
    CL_PHASE_GOLD,      /* Seafarers: the actor picks resources from the bank for gold (S§7) */
    CL_PHASE_MOVE_SHIP, /* Seafarers: the actor places the ship he picked up, or puts it back */
    CL_PHASE_COUNT
} ctn_classic_phase;

/* What kind of turn part the actor is in; decides what is allowed and whether a win counts. */
typedef enum ctn_classic_context {
    CL_CTX_SETUP = 0,
    CL_CTX_TURN,          /* the player on turn, who rolled */
    CL_CTX_SPECIAL_BUILD, /* another player's special building phase */
    CL_CTX_PAIRED         /* settler 2's part of a paired turn */
} ctn_classic_context;

typedef enum ctn_classic_action_type {
    CL_A_NONE = 0,
    CL_A_ROLL,             /* player: roll the dice */
    CL_A_DICE,             /* chance: the sum thrown, 2..12        arg0 = sum */
    CL_A_BUILD_ROAD,       /* arg0 = edge (free in set-up and road building) */
    CL_A_BUILD_SETTLEMENT, /* arg0 = vertex */
    CL_A_BUILD_CITY,       /* arg0 = vertex */
    CL_A_BUY_DEV,
    CL_A_DRAW_DEV, /* chance: arg0 = ctn_dev_card */
    CL_A_PLAY_KNIGHT,
    CL_A_PLAY_ROAD_BUILDING,
    CL_A_PLAY_YEAR_OF_PLENTY, /* arg0, arg1 = resources (arg0 <= arg1) */
    CL_A_PLAY_MONOPOLY,       /* arg0 = resource */
    CL_A_MOVE_ROBBER,         /* arg0 = hex, arg1 = victim + 1 (0 = nobody) */
    CL_A_STEAL,               /* chance: arg0 = resource taken */
    CL_A_DISCARD,             /* arg0 = resource: one card, in resource order (§5.3) */
    CL_A_TRADE_BANK,          /* arg0 = resource given, arg1 = resource taken */
    CL_A_OFFER,               /* give and want counts 0..4, base 5 */
    CL_A_ACCEPT,
    CL_A_DECLINE,
    CL_A_CONFIRM, /* arg0 = the accepting player */
    CL_A_CANCEL, /* ends a trade offer, or puts a picked-up ship back (S§5) */
    CL_A_END_TURN,
    CL_A_BUILD_SHIP,   /* Seafarers: arg0 = edge (free in set-up and road building) */
    CL_A_MOVE_SHIP,    /* Seafarers: arg0 = edge of the ship picked up to move (S§5) */
    CL_A_MOVE_PIRATE,  /* Seafarers: arg0 = sea hex, arg1 = victim + 1 (0 = nobody) */
    CL_A_PICK_GOLD,    /* Seafarers: arg0 = resource: one card, in resource order (S§7) */
    CL_A_PLACE_SHIP,   /* Seafarers: arg0 = edge the picked-up ship moves to (S§5) */
    CL_A_MOVE_ROBBER2, /* World: the second robber; arguments as CL_A_MOVE_ROBBER (W§6) */
    CL_A_MOVE_PIRATE2, /* World: the second pirate; arguments as CL_A_MOVE_PIRATE (W§6) */
    CL_A_TYPE_COUNT
} ctn_classic_action_type;

/* Packing helpers. */
#define CL_ACT(type, a0, a1)                                                                       \
    ((ctn_action)(type) | ((ctn_action)(a0) << 5) | ((ctn_action)(a1) << 16))
#define CL_ACT_TYPE(a) ((int)((a)&31u))
#define CL_ACT_ARG0(a) ((int)(((a) >> 5) & 0x7FFu))
#define CL_ACT_ARG1(a) ((int)(((a) >> 16) & 0xFFFFu))
/* Offers pack give and want counts (each 0..4) as ten base-5 digits after the type. */
CTN_API ctn_action ctn_classic_offer_action(const uint8_t give[CTN_RESOURCE_COUNT],
                                            const uint8_t want[CTN_RESOURCE_COUNT]);
CTN_API void ctn_classic_offer_counts(ctn_action a, uint8_t give[CTN_RESOURCE_COUNT],
                                      uint8_t want[CTN_RESOURCE_COUNT]);

/* The state, in three size classes of one layout (catan/classic_layout.h). A game uses the
 * smallest class its board and players fit (ctn_classic_size_class): the standard boards with up
 * to 6 players use ctn_classic_state, so they pay nothing for larger maps.
 *   standard (S): up to 6 players, 32 hexes, 128 vertices and edges     ctn_classic_state
 *   medium (M):   up to 6 players, 128 hexes, 512 vertices and edges    ctn_classic_state_m
 *   large (L):    up to 12 players, 256 hexes, 1024 vertices and edges  ctn_classic_state_l
 * The limits of each class are the CL_<class>_* constants above; CL_MAX_* are those of S. The
 * Seafarers fields (ships, the pirate, gold, land areas) exist in the medium and large classes
 * only: a Seafarers game is at least medium.
 * Every field is public so that codecs, tests and bots can read it; only the rule set writes
 * it. Fields marked "derived" are recomputed from the others by the invariant check and by the
 * JSON loader. */
#define CLL_STATE ctn_classic_state
#define CLL_SET ctn_classic_set
#define CLL_PLAYERS CL_S_PLAYERS
#define CLL_HEXES CL_S_HEXES
#define CLL_VERTICES CL_S_VERTICES
#define CLL_HARBOURS CL_S_HARBOURS
#define CLL_SET_WORDS CL_S_SET_WORDS
#define CLL_HEX_WORDS CL_S_HEX_WORDS
#define CLL_HEX_T uint8_t
#define CLL_PMASK_T uint8_t
#define CLL_HEXWORD_T uint32_t
#define CLL_SEAFARERS 0
#include "catan/classic_layout.h"

#define CLL_STATE ctn_classic_state_m
#define CLL_SET ctn_classic_set_m
#define CLL_PLAYERS CL_M_PLAYERS
#define CLL_HEXES CL_M_HEXES
#define CLL_VERTICES CL_M_VERTICES
#define CLL_HARBOURS CL_M_HARBOURS
#define CLL_SET_WORDS CL_M_SET_WORDS
#define CLL_HEX_WORDS CL_M_HEX_WORDS
#define CLL_HEX_T uint8_t
#define CLL_PMASK_T uint8_t
#define CLL_HEXWORD_T uint64_t
#define CLL_SEAFARERS 1
#include "catan/classic_layout.h"

#define CLL_STATE ctn_classic_state_l
#define CLL_SET ctn_classic_set_l
#define CLL_PLAYERS CL_L_PLAYERS
#define CLL_HEXES CL_L_HEXES
#define CLL_VERTICES CL_L_VERTICES
#define CLL_HARBOURS CL_L_HARBOURS
#define CLL_SET_WORDS CL_L_SET_WORDS
#define CLL_HEX_WORDS CL_L_HEX_WORDS
#define CLL_HEX_T uint16_t
#define CLL_PMASK_T uint16_t
#define CLL_HEXWORD_T uint64_t
#define CLL_SEAFARERS 1
#include "catan/classic_layout.h"

/* Offer answers. */
enum { CL_ANSWER_PENDING = 0, CL_ANSWER_ACCEPT, CL_ANSWER_DECLINE, CL_ANSWER_NOT_ASKED };

/* Option indices (docs/rules/classic.md §11 describes each). */
typedef enum ctn_classic_option {
    CL_OPT_VP_TO_WIN = 0,
    CL_OPT_TIE_RETURNS_CARD, /* seed rule: a tie sends Longest Road / Largest Army back */
    CL_OPT_BANK_SHORTAGE,    /* "official" | "strict" */
    CL_OPT_TURN_MODE,        /* 5–6 players: "special_build" | "paired" */
    CL_OPT_NUMBERS,          /* random board tokens: "spiral" | "random" */
    CL_OPT_SPIRAL,           /* "ccw" | "cw" */
    CL_OPT_RED_ADJACENT,     /* allow 6 and 8 on neighbouring hexes (random tokens) */
    CL_OPT_PROGRESS_RETURN,  /* seed rule: played progress cards go under the deck */
    CL_OPT_DISCARD_LIMIT,    /* more cards than this on a 7 means discarding half */
    CL_OPT_TURN_LIMIT,       /* 0 = none; otherwise the game ends undecided after that many turns */
    CL_OPT_SIZE_CLASS,       /* "auto" | "standard" | "medium" | "large": the state's size class */
    CL_OPT_CLASSIC_COUNT, /* the options of the game "classic"; Seafarers adds those below */
    CL_OPT_ISLAND_BONUS = CL_OPT_CLASSIC_COUNT, /* Seafarers: points for a new land area (S§9) */
    CL_OPT_ISLAND_BONUS_ONCE, /* Seafarers: only the first new area pays */
    CL_OPT_SEAFARERS_COUNT,   /* the options of "seafarers"; World adds those below */
    CL_OPT_DISCOVERY_TOKENS = CL_OPT_SEAFARERS_COUNT, /* World: the pool of discovery tokens */
    CL_OPT_PIRATE_BLOCKS_BUILDINGS, /* World: no settlement or city on a pirate's corners */
    CL_OPT_COUNT
} ctn_classic_option;

extern CTN_API const ctn_ruleset ctn_classic_rules;

/* The size class of a Classic game's state (CL_CLASS_S, _M or _L): which of ctn_classic_state,
 * ctn_classic_state_m and ctn_classic_state_l its states are. The functions below take a state of
 * the game's own class. */
CTN_API int ctn_classic_size_class(const ctn_game *game);

/* True for a game played by the Classic rule code, whatever its size class: the games
 * "classic" and "seafarers" (then its states are ctn_classic_state of the game's class). */
CTN_API int ctn_classic_is(const ctn_game *game);

/* True for a Seafarers game (docs/rules/seafarers.md). */
CTN_API int ctn_classic_seafarers(const ctn_game *game);

/* The registry's table of the Seafarers game (the Classic rule code with the Seafarers rules). */
extern CTN_API const ctn_ruleset ctn_seafarers_rules;

/* True for a World Catan game (docs/rules/world.md): Seafarers rules with two active players a
 * round, on the large class. */
CTN_API int ctn_classic_world(const ctn_game *game);

/* The registry's table of World Catan (the Classic rule code with the Seafarers and World rules).
 */
extern CTN_API const ctn_ruleset ctn_world_rules;

/* The board geometry of a classic game. */
CTN_API const ctn_topology *ctn_classic_topology(const ctn_game *game);

/* Victory points of a player: public (buildings, special cards) or all (with hidden VP cards). */
CTN_API int ctn_classic_public_vp(const ctn_game *game, const ctn_state *s, int player);
CTN_API int ctn_classic_total_vp(const ctn_game *game, const ctn_state *s, int player);

/* The cost of each build, by resource: road, settlement, city, development card, ship (S§1). */
enum {
    CL_COST_ROAD = 0,
    CL_COST_SETTLEMENT,
    CL_COST_CITY,
    CL_COST_DEV,
    CL_COST_SHIP,
    CL_COST_COUNT
};
extern CTN_API const uint8_t ctn_classic_costs[CL_COST_COUNT][CTN_RESOURCE_COUNT];

/* Names used in action text: "knight", "victory_point", "road_building", ... */
CTN_API const char *ctn_dev_card_name(int card);
CTN_API int ctn_dev_card_from_name(const char *name);
CTN_API const char *ctn_classic_phase_name(int phase);

/* Recomputes every derived field from the pieces and board (used by loaders and the check). */
CTN_API void ctn_classic_derive(const ctn_game *game, ctn_state *s);

/* Longest trail of a player's roads, computed from scratch (§6.1). */
CTN_API int ctn_classic_longest_road(const ctn_game *game, const ctn_state *s, int player);

#endif
