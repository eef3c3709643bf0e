/* classic_heuristic.h — what the files of the Classic heuristic bot share (not a public header):
 * the bot's data, the context of one decision built from the bot's own view, and the helpers each
 * file provides. classic_heuristic.c holds the bot type and the decisions by phase,
 * classic_heuristic_eval.c the evaluation (production, spots, goals, roads),
 * classic_heuristic_trade.c maritime and domestic trade, classic_heuristic_sea.c the Seafarers
 * decisions (gold picks, ship moves).
 *
 * Everything here reads only the view the driver hands the bot: other players' hands are known
 * by their size (hidden_hand) and, in aggregate, through the bank (every resource card is in the
 * bank or in a hand).
 */
#ifndef CATAN_CLASSIC_HEURISTIC_H
#define CATAN_CLASSIC_HEURISTIC_H

#include "catan/bot.h"
#include "rules/classic/classic_internal.h"

/* Like the rule set, the Classic bots are compiled once per size class of the state
 * (classic_bots_m.c, classic_bots_l.c); outside the standard class their shared functions get
 * the class's suffix. */
#if CL_CLASS != CL_CLASS_S
#define ch_answer_offer        CL_NAME(ch_answer_offer)
#define ch_bank_trade_down     CL_NAME(ch_bank_trade_down)
#define ch_bank_trade_for      CL_NAME(ch_bank_trade_for)
#define ch_best_road           CL_NAME(ch_best_road)
#define ch_card_keep_value     CL_NAME(ch_card_keep_value)
#define ch_close_to_winning    CL_NAME(ch_close_to_winning)
#define ch_confirm_offer       CL_NAME(ch_confirm_offer)
#define ch_goal_cost           CL_NAME(ch_goal_cost)
#define ch_ctx_init            CL_NAME(ch_ctx_init)
#define ch_pick_gold           CL_NAME(ch_pick_gold)
#define ch_ship_move           CL_NAME(ch_ship_move)
#define ch_place_ship          CL_NAME(ch_place_ship)
#define ch_dev_spoils          CL_NAME(ch_dev_spoils)
#define ch_edge_action         CL_NAME(ch_edge_action)
#define ch_estimated_vp        CL_NAME(ch_estimated_vp)
#define ch_goal_action         CL_NAME(ch_goal_action)
#define ch_hand_utility        CL_NAME(ch_hand_utility)
#define ch_is_legal            CL_NAME(ch_is_legal)
#define ch_missing             CL_NAME(ch_missing)
#define ch_note_action         CL_NAME(ch_note_action)
#define ch_offer_for           CL_NAME(ch_offer_for)
#define ch_pips                CL_NAME(ch_pips)
#define ch_plan                CL_NAME(ch_plan)
#define ch_prod_value          CL_NAME(ch_prod_value)
#define ch_spot_value          CL_NAME(ch_spot_value)
#define ch_vertex_has_opponent CL_NAME(ch_vertex_has_opponent)
#define ch_vertex_prod         CL_NAME(ch_vertex_prod)
#define cl_rollout_weight      CL_NAME(cl_rollout_weight)
#define ctn_classic_heuristic  CL_NAME(ctn_classic_heuristic)
#endif

enum {
    CH_MAX_OFFERS = 2,      /* domestic offers per turn */
    CH_MAX_BANK_TRADES = 8, /* maritime trades per turn (a guard against trading in circles) */
    CH_ROAD_DEPTH = 3,      /* roads looked ahead for a settlement spot */
    CH_SHIP_DEPTH = 6       /* Seafarers: ships looked ahead (islands lie further away) */
};

typedef struct ch_bot {
    ctn_rng rng; /* breaks ties in the set-up; seeded in create */
    int seat;
    int trade;           /* domestic offers on (parameter trade=0|1) */
    uint32_t turn;       /* the turn the counters below belong to */
    int turn_context;    /* and the turn part (ctn_classic_context) */
    int offers;          /* domestic offers made in that turn */
    int bank_trades;     /* maritime trades made in that turn part */
    unsigned bank_taken; /* resources taken from the bank in it (never given back) */
    ctn_action last_offer;
} ch_bot;

/* What the bot may work towards, in priority order. */
typedef enum ch_goal {
    CH_CITY = 0,
    CH_SETTLEMENT, /* on a spot the bot's roads reach now */
    CH_LONG_ROAD,  /* a road that takes (or keeps) Longest Road */
    CH_DEV,
    CH_ROAD, /* a road towards a settlement spot, or towards Longest Road */
    CH_GOALS
} ch_goal;

typedef struct ch_ctx {
    const ctn_game *g;
    const cl_data *d;
    const ctn_topology *t;
    const cl_state *s; /* the bot's view */
    ch_bot *bot;
    int me, np, win;
    const ctn_action *legal;
    int n;
    double hex_pips[CL_MAX_HEXES];     /* dots on the hex's number (0 for the desert) */
    int hex_res[CL_MAX_HEXES];         /* resource of the hex, or -1 */
    uint8_t hex_gold[CL_MAX_HEXES];    /* Seafarers: a gold field (any resource, picked) */
    int seafarers;                     /* ships, the pirate and gold are in the game */
    double weight[CTN_RESOURCE_COUNT]; /* value of one pip of each resource */
    double prod[CL_MAX_PLAYERS][CTN_RESOURCE_COUNT]; /* pips per resource, robber left out */
    double vp[CL_MAX_PLAYERS];                       /* public points (mine: all) */
    int others_hold[CTN_RESOURCE_COUNT];             /* cards of each resource in other hands */
    /* goals (filled by ch_plan) */
    int goal_ok[CH_GOALS];
    int city_vertex, settle_vertex, long_road_edge, road_edge;
    int road_for_spot; /* road_edge leads to a settlement spot (not only a longer trail) */
    int long_road_ship, road_ship; /* Seafarers: those edges take a ship, not a road */
} ch_ctx;

/* ---- classic_heuristic_eval.c ---- */
void ch_ctx_init(ch_ctx *c, ch_bot *bot, const ctn_game *g, const ctn_state *view, int me,
                 const ctn_action *legal, int n);
void ch_plan(ch_ctx *c); /* fills the goals */
int ch_is_legal(const ch_ctx *c, ctn_action a);
double ch_pips(int number);
/* Production pips per resource of a building on v (a settlement's share). */
void ch_vertex_prod(const ch_ctx *c, int v, double out[CTN_RESOURCE_COUNT]);
/* Value of a production vector (concave in each resource: diversity pays). */
double ch_prod_value(const ch_ctx *c, const double prod[CTN_RESOURCE_COUNT]);
/* What a settlement on v adds for player p (production, harbour). */
double ch_spot_value(const ch_ctx *c, int p, int v);
int ch_vertex_has_opponent(const ch_ctx *c, int v);
/* What the goal costs (a road goal met by a ship costs a ship). */
const uint8_t *ch_goal_cost(const ch_ctx *c, ch_goal goal);
ctn_action ch_goal_action(const ch_ctx *c, ch_goal goal);
/* Cards missing from hand for cost. */
int ch_missing(const uint8_t *hand, const uint8_t *cost);
/* Would buying a development card now spoil a city or settlement one card from complete? */
int ch_dev_spoils(const ch_ctx *c, const uint8_t *hand);
/* Value of a hand: the goals the bot pursues, by how near they are, and a little per card. */
double ch_hand_utility(const ch_ctx *c, const uint8_t *hand);
/* Keep value of the i-th card (0-based) of resource r in hand: how much the bot wants it. */
double ch_card_keep_value(const ch_ctx *c, const uint8_t *hand, int r, int i);
/* The number of victory points p may have (public, plus one if he holds hidden cards). */
double ch_estimated_vp(const ch_ctx *c, int p);
int ch_close_to_winning(const ch_ctx *c, int p);
/* A road (or ship) for Longest Road or road building: the best by the plan, or by trail. */
ctn_action ch_best_road(const ch_ctx *c);
/* The build action of a road or a ship on edge e. */
ctn_action ch_edge_action(int e, int ship);

/* ---- classic_heuristic_trade.c ---- */
/* A maritime trade completing the goal this turn, or CL_A_NONE. */
ctn_action ch_bank_trade_for(ch_ctx *c, ch_goal goal);
/* A domestic offer for the goal (the bot's own turn, after the roll), or CL_A_NONE. */
ctn_action ch_offer_for(ch_ctx *c, ch_goal goal);
/* For a hand over the discard limit: a maritime trade that costs less than the expected discard
 * (a 7 before the bot's next turn), or CL_A_NONE. */
ctn_action ch_bank_trade_down(ch_ctx *c);
ctn_action ch_answer_offer(ch_ctx *c);
ctn_action ch_confirm_offer(ch_ctx *c);
/* Counts a maritime trade or an offer the bot makes. */
void ch_note_action(ch_ctx *c, ctn_action a);

/* ---- classic_heuristic_sea.c ---- */
/* Seafarers: the gold pick (phase CL_PHASE_GOLD). */
ctn_action ch_pick_gold(ch_ctx *c);
/* Seafarers: picking up a ship whose move brings a settlement spot within reach, or CL_A_NONE;
 * then where it goes (phase CL_PHASE_MOVE_SHIP). */
ctn_action ch_ship_move(ch_ctx *c);
ctn_action ch_place_ship(ch_ctx *c);

/* ---- rollout_classic.c ---- */
/* The rollout policy's weight of a legal action (rollout_policy.c picks the heaviest). */
int cl_rollout_weight(const ctn_game *g, const ctn_state *state, int p, ctn_action a);

/* The other size classes' copies, for the code that picks one by the game's class. */
int cl_rollout_weight_m(const ctn_game *g, const ctn_state *state, int p, ctn_action a);
int cl_rollout_weight_l(const ctn_game *g, const ctn_state *state, int p, ctn_action a);
extern const ctn_bot_type ctn_classic_heuristic_m, ctn_classic_heuristic_l;

#endif
