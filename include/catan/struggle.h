/* struggle.h — The Struggle for Catan (the fast card game, 2–6 players): state layout, action
 * encoding and options. Rules: docs/rules/struggle.md, cited in the code as "§n".
 *
 * There is no board. Resource cards are counted by resource wherever their order does not matter
 * or is hidden (deck, discard pile, market, hands): the deck's order is chance, sampled when a card
 * is drawn. Building cards are counted per player; the events on unturned city sides are a pool.
 *
 * Actions are 32-bit: bits 0–4 the type, then the arguments (ST_ACT; a payment packs five 4-bit
 * counts of cards paid from bit 5; a build names its kind and, for an expansion, which one).
 */
#ifndef CATAN_STRUGGLE_H
#define CATAN_STRUGGLE_H

#include <stdint.h>

#include "catan/export.h"
#include "catan/board.h"
#include "catan/game.h"
#include "catan/rng.h"

enum {
    ST_MAX_PLAYERS = 6,
    ST_NOBODY = 0xFF,
    ST_VIEW_PUBLIC_SEAT = 0xFE,
    ST_MARKET_SIZE = 5,
    ST_START_HAND = 3
};

/* What can be built (§2). */
typedef enum ctn_struggle_build {
    ST_BUILD_ROAD = 0,
    ST_BUILD_SETTLEMENT,
    ST_BUILD_CITY,
    ST_BUILD_EXPANSION,
    ST_BUILD_KNIGHT,
    ST_BUILD_COUNT
} ctn_struggle_build;

/* City expansions (§6), by name. */
typedef enum ctn_struggle_expansion {
    ST_EXP_LIBRARY = 0,
    ST_EXP_GUILD,
    ST_EXP_CHURCH,
    ST_EXP_CITY_WALL,
    ST_EXP_CASTLE,
    ST_EXP_CATHEDRAL,
    ST_EXP_COUNT
} ctn_struggle_expansion;

/* Events on city sides (§5). */
typedef enum ctn_struggle_event { ST_EVENT_BRIGANDS = 0, ST_EVENT_MARKET_DAY, ST_EVENT_COUNT } ctn_struggle_event;

typedef enum ctn_struggle_phase {
    ST_PHASE_TRADE = 0,     /* actor trades or ends the trade phase */
    ST_PHASE_DECK_DRAW,     /* chance: the card drawn in a draw-pile trade */
    ST_PHASE_PLAYER_DRAW,   /* chance: the card drawn blind from the victim's hand */
    ST_PHASE_LIBRARY_TAKE,  /* actor picks a card from the victim's open hand */
    ST_PHASE_GIVE,          /* actor gives a card back to the victim */
    ST_PHASE_GUILD_STEAL,   /* chance: the card the merchant guild takes */
    ST_PHASE_BUILD,         /* actor builds or ends the build phase */
    ST_PHASE_PAY,           /* actor chooses how to pay for the build just chosen (§8) */
    ST_PHASE_DIRECTION,     /* actor may turn the direction card after a settlement */
    ST_PHASE_EVENT,         /* chance: the event on the city side turned up */
    ST_PHASE_DISCARD,       /* brigand attack: every player owing cards discards (simultaneous) */
    ST_PHASE_MARKET_DAY,    /* market day: actor takes a market card or passes */
    ST_PHASE_REFILL,        /* chance: the card refilling the market */
    ST_PHASE_DRAW,          /* chance: the cards drawn at the end of the turn, all at once */
    ST_PHASE_GAME_OVER,
    ST_PHASE_COUNT
} ctn_struggle_phase;

typedef enum ctn_struggle_action_type {
    ST_A_NONE = 0,
    ST_A_TRADE_DECK,     /* arg0 = resource discarded */
    ST_A_TRADE_MARKET,   /* arg0 = resource taken, arg1 = resource given */
    ST_A_TRADE_PLAYER,   /* arg0 = victim */
    ST_A_LIBRARY,        /* arg0 = victim */
    ST_A_TAKE,           /* arg0 = resource picked with the library */
    ST_A_GIVE,           /* arg0 = resource given back */
    ST_A_GUILD,          /* arg0 = victim */
    ST_A_END_TRADE,
    ST_A_BUILD,          /* arg0 = ctn_struggle_build, arg1 = expansion (for ST_BUILD_EXPANSION) */
    ST_A_PAY,            /* five 4-bit counts of the cards paid (ctn_struggle_pay_action) */
    ST_A_FLIP_DIRECTION,
    ST_A_KEEP_DIRECTION,
    ST_A_MARKET_TAKE,    /* arg0 = resource */
    ST_A_MARKET_PASS,
    ST_A_DISCARD,        /* arg0 = resource */
    ST_A_END_BUILD,
    /* chance */
    ST_A_DRAW,           /* arg0 = resource drawn from the deck (deck trade, end of turn, refill) */
    ST_A_DRAW_FROM,      /* arg0 = resource drawn blind from a hand (trade or guild) */
    ST_A_EVENT,          /* arg0 = ctn_struggle_event */
    ST_A_DRAW_SET,       /* the end-of-turn draw: five 3-bit counts from bit 5 (ctn_struggle_draw_set) */
    ST_A_TYPE_COUNT
} ctn_struggle_action_type;

#define ST_UNKNOWN 7 /* a resource another player may not see, in masked actions */

#define ST_ACT(type, a0, a1) ((ctn_action)(type) | ((ctn_action)(a0) << 5) | ((ctn_action)(a1) << 13))
#define ST_ACT_TYPE(a) ((int)((a)&31u))
#define ST_ACT_ARG0(a) ((int)(((a) >> 5) & 0xFFu))
#define ST_ACT_ARG1(a) ((int)(((a) >> 13) & 0xFFu))

/* A payment: the cards paid for the build being made. */
CTN_API ctn_action ctn_struggle_pay_action(const uint8_t paid[CTN_RESOURCE_COUNT]);
CTN_API void ctn_struggle_paid(ctn_action a, uint8_t paid[CTN_RESOURCE_COUNT]);

/* The cards drawn at the end of a turn, as one chance action (counts 0..6 a resource). A masked
 * draw (seen by others) keeps only the number of cards: ctn_struggle_draw_set_hidden(n). */
CTN_API ctn_action ctn_struggle_draw_set(const uint8_t counts[CTN_RESOURCE_COUNT]);
CTN_API void ctn_struggle_draw_counts(ctn_action a, uint8_t counts[CTN_RESOURCE_COUNT]);
CTN_API ctn_action ctn_struggle_draw_set_hidden(int cards);
CTN_API int ctn_struggle_draw_is_hidden(ctn_action a);

/* The full state; fields marked "derived" are recomputed by ctn_struggle_derive. */
typedef struct ctn_struggle_state {
    ctn_rng rng;
    uint32_t turn, actions;

    uint8_t num_players;
    uint8_t phase, current, actor;
    uint8_t resume_phase; /* where a guild theft returns (trade or build) */
    uint8_t winner;
    uint8_t direction; /* 0: white arrows up (§7) */

    /* resources */
    uint8_t deck[CTN_RESOURCE_COUNT];    /* the draw pile, by resource (its order is chance) */
    uint8_t discard[CTN_RESOURCE_COUNT]; /* the discard pile */
    uint8_t market[CTN_RESOURCE_COUNT];  /* the open market */
    uint8_t hand[ST_MAX_PLAYERS][CTN_RESOURCE_COUNT];

    /* building cards */
    uint8_t road_supply, knight_supply, settlement_supply;
    uint8_t events_hidden[ST_EVENT_COUNT]; /* events on city sides not yet turned up */
    uint8_t expansion_supply[ST_EXP_COUNT];
    uint8_t roads[ST_MAX_PLAYERS];       /* cards in the player's road stack */
    uint8_t knights[ST_MAX_PLAYERS];
    uint8_t settlements[ST_MAX_PLAYERS]; /* settlements not turned into cities */
    uint8_t cities[ST_MAX_PLAYERS];      /* cities without an expansion */
    uint8_t expansions[ST_MAX_PLAYERS];  /* bit e: owns expansion e (on one of his cities) */

    /* the turn */
    uint8_t trades_left;   /* trades still allowed in this trade phase */
    uint8_t deck_only;     /* no A-side road: the one trade must be with the draw pile */
    uint8_t built;         /* bit k: built kind k this turn */
    uint8_t library_used, guild_used;
    uint8_t victim;        /* the other player of a player trade or guild theft */
    uint8_t draws_left;    /* cards still to draw in the draw phase */
    uint8_t draw_now;      /* cards drawn by the next draw event (what the deck holds of them) */
    uint8_t paying;        /* during ST_PHASE_PAY: the build kind being paid for */
    uint8_t paying_expansion;
    uint8_t market_next;   /* market day: how many players still choose (seat order from the builder) */
    uint8_t discard_owed[ST_MAX_PLAYERS];
    uint8_t discard_floor[ST_MAX_PLAYERS];

    /* views */
    uint8_t viewer;                     /* ST_NOBODY for a full state */
    uint8_t hidden_hand[ST_MAX_PLAYERS]; /* in views: sizes of hands not shown */
    uint8_t hidden_deck;                /* in views: cards in the deck */
    uint8_t pad[2];
} ctn_struggle_state;

typedef enum ctn_struggle_option {
    ST_OPT_VP_TO_WIN = 0,
    ST_OPT_ROBBERY_DISCARD, /* "half_over_7" | "none" */
    ST_OPT_MARKET_DAY,      /* "take_one" | "none" */
    ST_OPT_DIRECTION,       /* "white_clockwise" | "white_counter" */
    ST_OPT_WIN_CHECK,       /* "immediate" | "turn_start" */
    ST_OPT_TURN_LIMIT,
    ST_OPT_COUNT
} ctn_struggle_option;

extern CTN_API const ctn_ruleset ctn_struggle_rules;

/* Points of a player (§2). */
CTN_API int ctn_struggle_vp(const ctn_game *game, const ctn_struggle_state *s, int player);

/* One card of the data table (§1, §5, §6). */
typedef struct ctn_struggle_card {
    uint8_t kind;      /* ctn_struggle_build: road, settlement (with event), expansion or knight */
    uint8_t symbol;    /* 0 (always), 3 or 4: the player-count symbol */
    uint8_t count;
    uint8_t event;     /* settlements: the event on the city side */
    uint8_t expansion; /* expansions: ctn_struggle_expansion */
    uint8_t vp;        /* expansions: points */
    uint8_t verified;  /* 1 when the fact is confirmed by a source (docs/rules/struggle.md) */
} ctn_struggle_card;

extern CTN_API const ctn_struggle_card ctn_struggle_cards[];
extern CTN_API const int ctn_struggle_card_rows;
extern CTN_API const uint8_t ctn_struggle_costs[ST_BUILD_COUNT][CTN_RESOURCE_COUNT];
extern CTN_API const uint8_t ctn_struggle_resources[CTN_RESOURCE_COUNT]; /* one copy of the deck */

CTN_API const char *ctn_struggle_expansion_name(int e);
CTN_API int ctn_struggle_expansion_from_name(const char *name);
CTN_API const char *ctn_struggle_build_name(int kind);
CTN_API const char *ctn_struggle_event_name(int event);
CTN_API const char *ctn_struggle_phase_name(int phase);

/* Recomputes derived fields (none yet beyond counts kept consistent by apply). */
CTN_API void ctn_struggle_derive(const ctn_game *game, ctn_struggle_state *s);

#endif
