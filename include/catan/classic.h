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

#include "catan/board.h"
#include "catan/game.h"
#include "catan/rng.h"

enum {
    CL_MAX_PLAYERS = 6,
    CL_MAX_HEXES = 32,
    CL_MAX_VERTICES = 128,
    CL_MAX_EDGES = 128,
    CL_MAX_HARBOURS = 16,
    CL_SET_WORDS = 2,      /* 128-bit vertex and edge sets */
    CL_OFFER_MAX_SIDE = 4, /* at most 4 cards on each side of a domestic offer (§7.2) */
    CL_NOBODY = 0xFF,
    CL_VIEW_PUBLIC_SEAT = 0xFE
};

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
    CL_A_CANCEL,
    CL_A_END_TURN,
    CL_A_TYPE_COUNT
} ctn_classic_action_type;

/* Packing helpers. */
#define CL_ACT(type, a0, a1)                                                                       \
    ((ctn_action)(type) | ((ctn_action)(a0) << 5) | ((ctn_action)(a1) << 16))
#define CL_ACT_TYPE(a) ((int)((a)&31u))
#define CL_ACT_ARG0(a) ((int)(((a) >> 5) & 0x7FFu))
#define CL_ACT_ARG1(a) ((int)(((a) >> 16) & 0xFFFFu))
/* Offers pack give and want counts (each 0..4) as ten base-5 digits after the type. */
ctn_action ctn_classic_offer_action(const uint8_t give[CTN_RESOURCE_COUNT],
                                    const uint8_t want[CTN_RESOURCE_COUNT]);
void ctn_classic_offer_counts(ctn_action a, uint8_t give[CTN_RESOURCE_COUNT],
                              uint8_t want[CTN_RESOURCE_COUNT]);

typedef struct ctn_classic_set {
    uint64_t w[CL_SET_WORDS];
} ctn_classic_set;

/* The full state. Every field is public so that codecs, tests and bots can read it; only the
 * rule set writes it. Fields marked "derived" are recomputed from the others by the invariant
 * check and by the JSON loader. */
typedef struct ctn_classic_state {
    ctn_rng rng; /* samples chance outcomes; advanced by every chance action applied */

    /* pieces */
    ctn_classic_set settlements[CL_MAX_PLAYERS];
    ctn_classic_set cities[CL_MAX_PLAYERS];
    ctn_classic_set roads[CL_MAX_PLAYERS];
    ctn_classic_set road_candidates[CL_MAX_PLAYERS]; /* derived: edges where a road may go */
    ctn_classic_set road_vertices[CL_MAX_PLAYERS];   /* derived: vertices touched by own roads */
    ctn_classic_set occupied_edges;                  /* derived */
    ctn_classic_set settle_free; /* derived: vertices free under the distance rule */

    uint32_t number_hexes[13]; /* derived: bit h = hex h carries that number */
    uint32_t turn;             /* turns started since set-up (1 = the first turn) */
    uint32_t actions;          /* actions applied, chance included */

    /* board contents */
    uint8_t num_players;
    uint8_t num_hexes; /* land hexes (all hexes of a classic board are land) */
    uint8_t num_harbours;
    uint8_t robber; /* hex index */
    uint8_t terrain[CL_MAX_HEXES];
    uint8_t number[CL_MAX_HEXES];
    uint8_t harbour_type[CL_MAX_HARBOURS];
    uint8_t vertex_owner[CL_MAX_VERTICES]; /* derived: 0 none, else player + 1, | 0x10 for a city */
    uint8_t hex_owners[CL_MAX_HEXES]; /* derived: bit p = player p has a building on a corner */
    uint8_t hex_yield[CL_MAX_HEXES][CL_MAX_PLAYERS]; /* derived: cards a hex gives each player */

    /* turn structure */
    uint8_t phase;              /* ctn_classic_phase */
    uint8_t context;            /* ctn_classic_context */
    uint8_t current;            /* the player whose turn it is (who rolls) */
    uint8_t actor;              /* who acts in a single-actor phase */
    uint8_t resume_phase;       /* where to return after robber, road building, a draw */
    uint8_t setup_step;         /* 0 .. 2n-1 during set-up */
    uint16_t setup_vertex;      /* the settlement just placed in set-up */
    uint8_t rolled;             /* the dice were rolled this turn */
    uint8_t last_roll;          /* 0 before the first roll */
    uint8_t free_roads;         /* roads left to place from Road Building */
    uint8_t dev_played;         /* bit p: player p played a development card in this turn part */
    uint8_t robber_victim;      /* during CL_PHASE_STEAL */
    uint8_t longest_road_owner; /* CL_NOBODY when set aside */
    uint8_t largest_army_owner;
    uint8_t winner; /* CL_NOBODY unless the game was won */

    /* cards */
    uint8_t bank[CTN_RESOURCE_COUNT];
    uint8_t dev_deck[CL_DEV_COUNT]; /* the shuffled deck, by type (its order is chance) */
    uint8_t dev_bottom[16];         /* progress cards put under the deck (option), in order */
    uint8_t dev_bottom_len;
    uint8_t hand[CL_MAX_PLAYERS][CTN_RESOURCE_COUNT];
    uint8_t dev_hand[CL_MAX_PLAYERS][CL_DEV_COUNT]; /* held, unplayed (VP cards stay here) */
    uint8_t dev_new[CL_MAX_PLAYERS][CL_DEV_COUNT];  /* of those, bought in this turn part */
    uint8_t knights[CL_MAX_PLAYERS];                /* knights played */
    uint8_t road_length[CL_MAX_PLAYERS];            /* derived: longest trail */
    uint8_t harbours[CL_MAX_PLAYERS];               /* derived: bit t = harbour type t reached */
    uint8_t discard_owed[CL_MAX_PLAYERS];
    uint8_t discard_floor[CL_MAX_PLAYERS]; /* lowest resource still allowed in this discard */

    /* domestic trade */
    uint8_t offer_give[CTN_RESOURCE_COUNT];
    uint8_t offer_want[CTN_RESOURCE_COUNT];
    uint8_t offer_answer[CL_MAX_PLAYERS]; /* 0 asked, 1 accepted, 2 declined, 3 not asked */

    /* views: which seat this state was observed for (CL_NOBODY = full state) */
    uint8_t viewer; /* CL_NOBODY, a seat, or CL_VIEW_PUBLIC_SEAT for spectators */
    uint8_t hidden_hand[CL_MAX_PLAYERS]; /* in views: card counts of hands not shown */
    uint8_t hidden_dev[CL_MAX_PLAYERS];  /* in views: development cards not shown */
    uint8_t hidden_deck;                 /* in views: cards left in the deck (types hidden) */
    uint8_t hidden_dev_new[CL_MAX_PLAYERS]; /* in views: of hidden_dev, bought this turn part (public) */
    uint8_t dev_used[CL_DEV_COUNT];      /* development cards played and gone, by type */
} ctn_classic_state;

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
    CL_OPT_COUNT
} ctn_classic_option;

extern const ctn_ruleset ctn_classic_rules;

/* The board geometry of a classic game. */
const ctn_topology *ctn_classic_topology(const ctn_game *game);

/* Victory points of a player: public (buildings, special cards) or all (with hidden VP cards). */
int ctn_classic_public_vp(const ctn_game *game, const ctn_classic_state *s, int player);
int ctn_classic_total_vp(const ctn_game *game, const ctn_classic_state *s, int player);

/* The cost of each build, by resource: road, settlement, city, development card. */
enum { CL_COST_ROAD = 0, CL_COST_SETTLEMENT, CL_COST_CITY, CL_COST_DEV, CL_COST_COUNT };
extern const uint8_t ctn_classic_costs[CL_COST_COUNT][CTN_RESOURCE_COUNT];

/* Names used in action text: "knight", "victory_point", "road_building", ... */
const char *ctn_dev_card_name(int card);
int ctn_dev_card_from_name(const char *name);
const char *ctn_classic_phase_name(int phase);

/* Recomputes every derived field from the pieces and board (used by loaders and the check). */
void ctn_classic_derive(const ctn_game *game, ctn_classic_state *s);

/* Longest trail of a player's roads, computed from scratch (§6.1). */
int ctn_classic_longest_road(const ctn_game *game, const ctn_classic_state *s, int player);

#endif
