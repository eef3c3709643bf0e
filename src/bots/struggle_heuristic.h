/* struggle_heuristic.h — what the files of the Struggle heuristic bot share (not a public header):
 * the bot's data, its weights, the bot's own position as it plans, and the context of one decision
 * built from the bot's view. struggle_heuristic.c holds the bot type and the decisions by phase,
 * struggle_heuristic_eval.c the evaluation (position value, hand value, build plans),
 * struggle_heuristic_trade.c the trade phase.
 *
 * Everything here reads only the view the driver hands the bot: other hands are known by their
 * size (hidden_hand), the deck by its size (hidden_deck); the cards the bot cannot see are, in
 * aggregate, the whole resource deck less its own hand, the market and the open discard pile.
 */
#ifndef CATAN_STRUGGLE_HEURISTIC_H
#define CATAN_STRUGGLE_HEURISTIC_H

#include "catan/bot.h"
#include "rules/struggle/struggle_internal.h"

/* The weights of the evaluation, in victory points. */
typedef struct sh_weights {
    double draw;         /* an extra card drawn each turn, per own turn left (A-side knight) */
    double trade;        /* a trade each turn, per own turn left (A-side road) */
    double hold;         /* a goal the hand pays for, as a share of what building it is worth */
    double decay;        /* factor per card (weighted by scarcity) still missing for a goal */
    double next;         /* weight of each further goal a hand works towards */
    double card;         /* each card in hand (trade fodder), up to 7 */
    double expose;       /* share of a top B-side's point lost when an opponent can take it */
    double hold_turns;   /* turns a top A-side that an opponent can take is probably kept */
    double harm;         /* a point (or A-side) taken from an opponent, by his threat */
    double settle_pot;   /* a settlement that may still become a city */
    double city_pot;     /* a city that may still get an expansion */
    double library;      /* the library, per own turn left */
    double guild;        /* the merchant guild, per own turn left (3 or more players) */
    double turns_per_vp; /* own turns left per point the leader still lacks */
    double discard_card; /* a card lost to a brigand attack */
} sh_weights;

extern const sh_weights sh_default_weights;

typedef struct sh_bot {
    ctn_rng rng; /* breaks exact ties between opponents; seeded in create */
    int seat;
    sh_weights w;
} sh_bot;

/* The bot's own position while it plans builds or weighs a hand. */
typedef struct sh_pos {
    uint8_t hand[CTN_RESOURCE_COUNT];
    uint8_t roads, knights, settlements, cities, exps; /* exps: bit e = owns expansion e */
    uint8_t built;                                     /* bit k: built kind k this turn */
    uint8_t road_supply, knight_supply, settlement_supply;
    uint8_t exp_supply[ST_EXP_COUNT];
    uint8_t stole[2]; /* roads, knights taken from the opponent in this plan */
} sh_pos;

typedef struct sh_ctx {
    const ctn_game *g;
    const st_data *d;
    const st_state *s; /* the bot's view */
    sh_bot *bot;
    const sh_weights *w;
    int me, np, my_turn;
    const ctn_action *legal;
    int n;
    int vp[ST_MAX_PLAYERS];
    int top_vp;        /* most points of an opponent */
    double turns_left; /* own turns the game probably lasts */
    double attack;     /* chance of a brigand attack before the bot's next turn */
    double unseen[CTN_RESOURCE_COUNT];   /* share of each resource among the cards not seen */
    double scarcity[CTN_RESOURCE_COUNT]; /* how hard a missing card of r is to get (1 = usual) */
    int victim[2];     /* whom a road (knight) build takes from when the supply is out, or -1 */
    double harm[2];    /* what that costs him, weighted by his threat */
    int at_risk[2];    /* whether some opponent would take the bot's top road (knight) */
    sh_pos base;       /* the bot's position in the view */
} sh_ctx;

/* ---- struggle_heuristic_eval.c ---- */
void sh_ctx_init(sh_ctx *c, sh_bot *bot, const ctn_game *g, const ctn_state *view, int me,
                 const ctn_action *legal, int n);
int sh_is_legal(const sh_ctx *c, ctn_action a);
/* How much the bot wants to hurt q (1 for the only opponent or the leader). */
double sh_threat(const sh_ctx *c, int q);
/* The expansion the bot would choose for position p, or -1. */
int sh_best_expansion(const sh_ctx *c, const sh_pos *p);
/* Applies build `kind` paid with `paid` (expansion e, or the best one when e < 0). */
void sh_apply_build(const sh_ctx *c, sh_pos *p, int kind, int e, const uint8_t *paid);
/* The value of a position: points, what roads, knights and expansions bring, risks, the hand. */
double sh_value(const sh_ctx *c, const sh_pos *p);
/* The best value reachable with the builds still allowed this turn (each paid the plain way);
 * *first is the kind built first (-1: none), *exp the expansion when that is one. */
double sh_plan(const sh_ctx *c, const sh_pos *p, int *first, int *exp);
/* sh_plan from the bot's position with another hand. */
double sh_hand_value(const sh_ctx *c, const uint8_t *hand);
/* A payment of cost from hand: the cost's own cards, missing ones from the largest surpluses. */
int sh_plain_payment(const uint8_t *hand, const uint8_t *cost, uint8_t *paid);

/* ---- struggle_heuristic_trade.c ---- */
ctn_action sh_trade(sh_ctx *c);
ctn_action sh_library_take(sh_ctx *c);
ctn_action sh_give(sh_ctx *c);
/* The merchant guild on the richest opponent it may target, or ST_A_NONE. */
ctn_action sh_guild(sh_ctx *c);

#endif
