/* rivals.h — Rivals for Catan (the two-player card game): state layout, action encoding, the card
 * table and options. Rules: docs/rules/rivals.md, cited in the code as "R§n".
 *
 * Each principality is a row of columns (R§3): region columns (a region above and below, and a
 * road in the middle once one is built) alternate with town columns (a settlement or city in the
 * middle, expansion sites above and below). Cards are physical copies with small ids: draw cards
 * (hands, draw stacks, sites, the discard pile), regions and events, each in exactly one place.
 * The order of a draw stack is hidden: its top `hidden` cards are an unordered set and drawing
 * one is a chance action; cards put under a stack keep their order below them (R§5.1).
 *
 * Actions are 32-bit: bits 0–4 the type, then three 8-bit arguments (RV_ACT); bit 30 is the
 * type's sixth bit (types 32 and up: the theme games' actions), bit 29 marks chance.
 */
#ifndef CATAN_RIVALS_H
#define CATAN_RIVALS_H

#include "catan/export.h"

#include <stdint.h>

#include "catan/game.h"
#include "catan/rng.h"

enum {
    RV_PLAYERS = 2,
    RV_NONE = 0xFF,
    RV_REGION_COLS = 13, /* region columns 0..12 */
    RV_TOWN_COLS = 12,   /* town column t lies between region columns t and t+1 */
    RV_SITES = 4,        /* per town: 0 outer top (city), 1 top, 2 bottom, 3 outer bottom (city) */
    RV_REGION_POS = 2 * RV_REGION_COLS, /* region position = column * 2 + (bottom) */
    RV_NUM_RESOURCES = 6,               /* lumber, brick, wool, grain, ore, gold */
    RV_NUM_REGIONS = 24,
    RV_MAX_DRAW_CARDS = 128,
    RV_MAX_EVENTS = 24, /* the duel's event cards: 21 (its stack holds 12 of them) */
    RV_STACKS = 8,     /* draw stacks at most: 4 (intro), 3 Basic + 2 theme, 3 Basic + 3 (duel),
                        * 4 of each player's own (the tournament) */
    RV_STACK_CAP = 40, /* no stack can hold more: 36 Basic cards share one back */
    RV_GAIN_QUEUE = 8,
    RV_ROT_SLOTS = 12, /* cards turned to a level in one principality at most: a
                        * tournament deck's worst mix, the Era of Sages' 7 sages and Manifesto
                        * the 2 Residences, the Triumph Card and the Border Fortress */
    RV_EV_BACK = 5,    /* events put back at a known place at once: the 3 Barbarian Attacks of a
                        * theme game; 5 of a tournament's 6 (R-205: one on top, 4 under it) */
    RV_SEA_CARDS = 9,  /* the Era of Explorers: a sea area's face-down cards, 3x3 */
    RV_HOOK_SLOTS = 24, /* the abilities' hooks a state counts cards for (hook_cards) */
    RV_VIEW_PUBLIC_SEAT = 0xFE
};

/* Resources (R§2): the first five as the rest of the engine orders them, then gold. */
enum { RV_LUMBER = 0, RV_BRICK, RV_WOOL, RV_GRAIN, RV_ORE, RV_GOLD };

/* Card sets (R§1). */
enum { RV_SET_BASIC = 0, RV_SET_GOLD, RV_SET_TURMOIL, RV_SET_PROGRESS, RV_SET_INTRIGUE, RV_SET_MERCHANTS, RV_SET_BARBARIANS, RV_SET_SAGES, RV_SET_PROSPERITY, RV_SET_EXPLORERS, RV_SET_COUNT };

/* Card types (R§5, R§7). */
enum {
    RV_T_BUILDING = 0,
    RV_T_HERO,
    RV_T_TRADE_SHIP,
    RV_T_UNIT, /* a unit that is neither hero nor trade ship */
    RV_T_ACTION,
    RV_T_ATTACK,
    RV_T_SITE, /* extraordinary site */
    RV_T_EVENT,
    RV_T_COUNT
};

/* Where a card goes (R§5). */
enum { RV_P_TOWN = 0, RV_P_CITY, RV_P_REGION, RV_P_NONE };

/* Card flags. */
enum {
    RV_F_ONE_OF = 1u << 0,    /* (1x): one copy in a principality */
    RV_F_FACE_UP = 1u << 1,   /* lies in the face-up expansion stack of a theme game */
    RV_F_NAMED = 1u << 2,     /* a named unit or action (unique in the tournament) */
    RV_F_UNCERTAIN = 1u << 3, /* a fact the rules file marks as uncertain (docs/rules/rivals.md) */
    RV_F_BOOSTER = 1u << 4,   /* doubles production of adjacent regions of its resource */
    RV_F_TOLL = 1u << 5       /* an action card that costs the opponent a hand or principality card:
                               * the Master of the Brotherhood's toll */
};

/* Game modes (option `mode`, R§6). */
enum {
    RV_MODE_INTRO = 0, RV_MODE_GOLD, RV_MODE_TURMOIL, RV_MODE_PROGRESS, RV_MODE_DUEL, RV_MODE_TOURNAMENT,
    RV_MODE_INTRIGUE, /* the Age of Darkness's Era of Intrigue as a theme game (R§12) */
    RV_MODE_MERCHANTS, /* the Age of Darkness's Era of Merchant Princes as a theme game (R§13) */
    RV_MODE_BARBARIANS, /* the Age of Darkness's Era of Barbarians as a theme game (R§14) */
    RV_MODE_SAGES,     /* the Age of Enlightenment's Era of Sages as a theme game (R§15) */
    RV_MODE_PROSPERITY, /* the Age of Enlightenment's Era of Prosperity as a theme game (R§16) */
    RV_MODE_EXPLORERS, /* the Age of Enlightenment's Era of Explorers as a theme game (R§17) */
    RV_MODE_COUNT
};

/* The event die's faces (R§2); the event-card face has weight 2. */
enum { RV_E_BRIGAND = 0, RV_E_TRADE, RV_E_CELEBRATION, RV_E_HARVEST, RV_E_EVENT_CARD, RV_E_COUNT };

typedef enum rv_phase {
    RV_PH_START_STACK = 0, /* actor picks the stack his starting hand comes from */
    RV_PH_DRAW,            /* chance: the card drawn from stack `draw_stack` for `actor` */
    RV_PH_PRE_ROLL,        /* actor rolls or plays Brigitta */
    RV_PH_DICE,            /* chance: the dice */
    RV_PH_PAY,             /* actor picks the region the next resource is paid from */
    RV_PH_GAIN,            /* actor picks the region the next resource goes to */
    RV_PH_TAKE_TYPE,       /* trade event: the advantage holder names the resource he takes */
    RV_PH_REGION,          /* chance: a region drawn from the region stack */
    RV_PH_PLACE_REGIONS,   /* actor places the two drawn regions (keep or swap) */
    RV_PH_SCOUT,           /* actor picks a region for the top, then the bottom corner */
    RV_PH_EVENT,           /* chance: the event card revealed */
    RV_PH_MERCHANT,        /* Traveling Merchant: actor buys gold-for-resource or stops */
    RV_PH_FF_PICK,         /* Fraternal Feuds: actor picks a card from the victim's hand */
    RV_PH_FEUD_NAME,       /* Feud: actor names a building of the victim */
    RV_PH_FEUD_CHOOSE,     /* Feud: the victim removes one of the named buildings */
    RV_PH_BURY,            /* actor puts the card in `bury` under a stack of his choice */
    RV_PH_ACTION,          /* the active player builds, trades, plays, or ends */
    RV_PH_REPLENISH,       /* actor draws to his hand limit, or returns excess cards */
    RV_PH_EXCHANGE,        /* actor may put a card under a stack to exchange it */
    RV_PH_EXCHANGE_TAKE,   /* actor takes the top card of a stack or searches one */
    RV_PH_SEARCH,          /* actor picks a card from the stack he searches */
    RV_PH_GAME_OVER,
    RV_PH_GIVE,            /* Merchant: actor names the resource he gives back */
    RV_PH_LOSE_SHIP,       /* Pirate Ship: actor removes one of his trade ships */
    RV_PH_GUARD,           /* chance: Lookout Tower and Heinrich roll against the attack in `strike` */
    RV_PH_REACT,           /* actor may play Sebastian against the event under way */
    RV_PH_RIOTS,           /* Riots: actor pays gold or removes a unit with strength or commerce */
    RV_PH_UNIT_LOSS,       /* Archer: actor removes a unit of his with strength */
    RV_PH_STEAL,           /* Traitor: actor takes a card of the opponent's hand, shown to him */
    RV_PH_LIBRARY,         /* Library: actor names the draw stack he chooses a card from */
    RV_PH_PREPARE,         /* the tournament's preparation round: actor builds one card or passes */
    RV_PH_TAVERN_ROLL,     /* chance: the White Raven Tavern's die */
    RV_PH_CONTEST_ROLL,    /* chance: the Contest of the Heroes' two dice, the Dispute of the Sages' */
    RV_PH_WOLFGANG,        /* Wolfgang at a celebration: his owner adds resources, or his opponent takes him */
    RV_PH_SEA_ROLL,        /* chance: the Capricious Sea's production die */
    RV_PH_TRIUMPH,         /* a Barbarian Attack's winner turns his Triumph Card up, or declines for 2 resources */
    RV_PH_COUNCIL,         /* the Council of the Sages: actor gives an owl to a sage, a resource to a sage's region, or stops */
    RV_PH_VIGILANCE,       /* the Grove of Vigilance: actor turns the face rolled into the event card's, or declines */
    RV_PH_INSURRECTION,    /* the Insurrection: actor puts a building under a stack, or declines for a star */
    RV_PH_LOOK,            /* chance: an event the Grove of Great Foresight's look shows */
    RV_PH_FORESIGHT,       /* the Grove of Great Foresight: actor puts an event looked at under the stack, or stops */
    RV_PH_COUNT
} rv_phase;

typedef enum rv_action_type {
    RV_A_NONE = 0,
    RV_A_START_STACK,  /* a = stack */
    RV_A_ROLL,
    RV_A_BRIGITTA,     /* a = card, b = production number */
    RV_A_ROAD,         /* a = side (0 left, 1 right) */
    RV_A_SETTLEMENT,   /* a = side, b = Scout card or RV_NONE */
    RV_A_CITY,         /* a = town column */
    RV_A_BUILD,        /* a = card, b = town column, c = 0 top / 1 bottom, + 2 * (resource + 1) that a
                        * Drill Ground or a Building Crane spares (0: none), + 16 when a Tithe Barn
                        * takes wool (else grain) */
    RV_A_CARAVAN,      /* a = card */
    RV_A_GOLDSMITH,    /* a = card */
    RV_A_SWAP_REGIONS, /* a = card, b < c region positions */
    RV_A_SWAP_CARDS,   /* a = card, b < c sites (town column * 4 + site) */
    RV_A_TRADE,        /* a = resource given, b = resource got */
    RV_A_SHIP_TRADE,   /* a = Large Trade Ship card */
    RV_A_END_ACTIONS,  /* ends the action phase; in the preparation round: passes (for good) */
    RV_A_PAY,          /* a = region position */
    RV_A_GAIN,         /* a = region position */
    RV_A_TAKE_TYPE,    /* a = resource */
    RV_A_PLACE,        /* a = 0 first drawn on top, 1 first drawn below */
    RV_A_SCOUT_PICK,   /* a = region id */
    RV_A_BUY,          /* Traveling Merchant: one resource for one gold */
    RV_A_STOP,         /* Traveling Merchant: buy no more */
    RV_A_FF_PICK,      /* a = card */
    RV_A_FEUD_NAME,    /* a = site */
    RV_A_FEUD_CHOOSE,  /* a = site */
    RV_A_BURY,         /* a = stack */
    RV_A_DRAW,         /* a = stack (replenish) */
    RV_A_RETURN,       /* a = card, b = stack: excess card, or the exchange's first half */
    RV_A_TAKE_TOP,     /* a = stack */
    RV_A_SEARCH,       /* a = stack (the exchange's search, or the stack a Library chooses from) */
    RV_A_PICK,         /* a = card (from the searched stack) */
    RV_A_END_TURN,     /* no exchange */
    /* types 32 and up set bit 30 (RV_ACT) */
    RV_A_PLAY = 32,    /* a = card (hand, or a Mint in the principality), b, c = its arguments (a region
                        * position, a resource, a site, or a card of the discard pile) */
    RV_A_GIVE,         /* Merchant: a = resource given back */
    RV_A_LOSE,         /* Pirate Ship: a = site of the trade ship removed */
    RV_A_DECLINE,      /* Sebastian: not played against the event */
    RV_A_RIOT_PAY,     /* Riots: the gold is paid */
    RV_A_REMOVE,       /* Riots, Archer: a = site of the unit put under a stack */
    RV_A_STEAL,        /* Traitor: a = card taken from the opponent's hand */
    RV_A_ABANDON,      /* R§5 step 2: a = site of one's own card given up (discard pile, or face up) */
    RV_A_EXPLORER_SHIP, /* the Era of Explorers: an explorer ship built at the Explorer Harbor */
    RV_A_TYPE_COUNT
} rv_action_type;

/* Chance actions: bit 4 of the type space is full, so chance uses types 0–4 with bit 28 set. */
enum {
    RV_C_DICE = 1,   /* a = production number, b = event face */
    RV_C_CARD = 2,   /* a = card drawn from stack `draw_stack` */
    RV_C_REGION = 3, /* a = region id */
    RV_C_EVENT = 4,  /* a = event id */
    RV_C_GUARD = 5,  /* a = 1: the guards' roll cancels the attack, 0: it does not */
    RV_C_TAVERN = 6, /* a = the White Raven Tavern's die, 1–6 */
    RV_C_CONTEST = 7, /* a, b = the Contest of the Heroes' or the Dispute's dice of the player and his opponent */
    RV_C_SEA = 8,     /* a = the Capricious Sea's production die, 1–6 */
    RV_C_LOOK = 9     /* a = an event the Grove of Great Foresight's look shows */
};
#define RV_CHANCE_FLAG (1u << 29)

#define RV_ACT(type, a, b, c)                                                                      \
    ((ctn_action)((type)&31u) | ((ctn_action)((type)&32u) << 25) | ((ctn_action)((a)&0xFFu) << 5) | \
     ((ctn_action)((b)&0xFFu) << 13) | ((ctn_action)((c)&0xFFu) << 21))
#define RV_CHANCE_ACT(type, a, b) (RV_ACT(type, a, b, 0) | RV_CHANCE_FLAG)
#define RV_ACT_TYPE(x) ((int)(((x)&31u) | (((x) >> 25) & 32u)))
#define RV_ACT_A(x) ((int)(((x) >> 5) & 0xFFu))
#define RV_ACT_B(x) ((int)(((x) >> 13) & 0xFFu))
#define RV_ACT_C(x) ((int)(((x) >> 21) & 0xFFu))
#define RV_IS_CHANCE(x) (((x)&RV_CHANCE_FLAG) != 0)
#define RV_UNKNOWN 0xFE /* a card another player may not see, in masked actions */

/* One principality (R§3). Region ids, card ids or RV_NONE. */
typedef struct rv_principality {
    uint8_t region[RV_REGION_COLS][2]; /* [column][0 top, 1 bottom] */
    uint8_t town[RV_TOWN_COLS];        /* 0 none, 1 settlement, 2 city */
    uint8_t site[RV_TOWN_COLS][RV_SITES];
    uint16_t roads; /* bit c: a road in region column c */
    uint8_t left, right; /* outermost region columns */
} rv_principality;

/* A draw stack: index 0 is the top; the first `hidden` cards are in unknown order (kept sorted). */
typedef struct rv_stack {
    uint8_t n, hidden;
    uint8_t card[RV_STACK_CAP];
} rv_stack;

/* A gain still to be placed (R§5): `player` puts one resource of a type in `mask` on a region;
 * with RV_GAIN_AGAIN in the mask, a second of the type he placed follows (the Fortunate Trade
 * Voyage, R-137). */
enum { RV_GAIN_AGAIN = 0x80 };
typedef struct rv_gain {
    uint8_t player, mask;
} rv_gain;

/* The Era of Prosperity's road complements, one slot each. */
enum { RV_RC_MERCENARIES = 0, RV_RC_MARKET, RV_RC_THEATER, RV_RC_SLOTS };
typedef struct ctn_rivals_state {
    ctn_rng rng;
    uint32_t turn, actions;

    uint8_t phase, current, actor, winner;
    uint8_t viewer; /* RV_NONE for a full state */
    uint8_t stage;  /* where the resolution of the turn continues (rivals_flow.c) */
    uint8_t production, event_face;
    uint8_t brigitta; /* production number set by Brigitta, 0: none */

    rv_principality pr[RV_PLAYERS];
    uint8_t stock[RV_NUM_REGIONS]; /* resources on each region card, 0..3 */
    /* derived from pr[].region (ctn_rivals_derive, wherever a region is laid or moved): the region
     * ids in each principality (bit r) and where each lies in its principality (RV_NONE: in the
     * stack). Not hashed and not in the JSON; the check recomputes them. */
    uint32_t region_ids[RV_PLAYERS];
    uint8_t region_pos[RV_NUM_REGIONS];
    /* derived from pr[].site like site_kind below (kept by rv_set_site): the sites (bit x, town *
     * RV_SITES + site) holding a booster (RV_F_BOOSTER), so that production looks only at the
     * boosters beside a region. Not hashed and not in the JSON; the check recomputes them. */
    uint64_t booster_sites[RV_PLAYERS];
    /* derived from stock and region_ids (ctn_rivals_derive; kept by rv_set_stock wherever a stock
     * changes): the resources p holds, by resource. Not hashed and not in the JSON; the check
     * recomputes them. */
    uint8_t held[RV_PLAYERS][RV_NUM_RESOURCES];
    /* derived like held: p's region positions (bit pos) that hold a resource, those that are full
     * (3), and those of the regions yielding each resource. Not hashed and not in the JSON; the
     * check recomputes them. */
    uint32_t pos_stocked[RV_PLAYERS], pos_full[RV_PLAYERS], pos_yield[RV_PLAYERS][RV_NUM_RESOURCES];
    /* derived from pr[].town and pr[].site (ctn_rivals_derive; kept wherever a town or a site
     * changes): site_vp, the printed victory points of p's towns (settlement 1, city 2) and of the
     * cards on his sites; site_points[p][w], the printed strength, skill, commerce and progress
     * points (w 0..3) of those cards (before the Red Light Tavern's limit, R-119); site_ships[p][r],
     * how many of those cards are trade ships of resource r (R§7's 2:1 trade); hook_cards[p][h],
     * how many of those cards have an ability that answers hook h (rivals_internal.h's rv_hook:
     * RV_H_VP, the Harbor's point, and the rest). The win checks and the advantages read the points
     * instead of walking the principality, and a hook is asked of p's cards only when one answers
     * it. site_kind[p][x], the kind of the card on site x (town * RV_SITES + site; RV_NONE: none),
     * so that whether p has a card of a kind (one of a kind, the tournament's named units, the
     * requirements) is a few byte compares. Not hashed and not in the JSON; the check recomputes
     * them. */
    uint8_t site_vp[RV_PLAYERS];
    uint8_t site_points[RV_PLAYERS][4];
    uint8_t site_ships[RV_PLAYERS][RV_NUM_RESOURCES];
    uint8_t hook_cards[RV_PLAYERS][RV_HOOK_SLOTS];
    uint8_t site_kind[RV_PLAYERS][RV_TOWN_COLS * RV_SITES];

    /* draw cards */
    uint64_t hand[RV_PLAYERS][2];  /* bit sets of card ids */
    uint64_t discard[2];           /* the discard pile (open) */
    rv_stack stacks[RV_STACKS];
    uint8_t hidden_hand[RV_PLAYERS]; /* in views: size of a hand not shown */

    /* centre stacks (R§4) */
    uint32_t region_stack; /* bit set of region ids; order hidden */
    uint8_t roads_left, settlements_left, cities_left;

    /* events (R§5.5): Yule lies fourth from the bottom, so the events above it are drawn (in an
     * order nobody knows) before it and the cards below it never are: the stack is the set of
     * events not yet revealed since the last Yule, Yule coming when 3 of them are left. In the duel
     * (R§6.3) the stack also holds ev_pool_unknown cards nobody has seen yet (see ev_found). */
    uint32_t ev_pool;
    uint8_t event_now; /* the event being resolved, or RV_NONE */

    /* pending work */
    uint8_t pay_player, pay_any;
    uint8_t pay_need[RV_NUM_RESOURCES];
    /* derived from pay_need and pay_any (kept by rivals_flow.c's payment setters, the only writers
     * of the two; recomputed by ctn_rivals_derive): bit r set while pay_need[r] > 0, bit
     * RV_OWED_ANY while pay_any > 0, so that whether a payment is under way is one byte. Not hashed
     * and not in the JSON; the check recomputes it. */
    uint8_t pay_owed;
    uint32_t pay_mask; /* region positions pay_any may come from */
    uint8_t gains_n;
    rv_gain gains[RV_GAIN_QUEUE];
    uint8_t after_pay; /* what follows the payment (rivals_flow.c) */
    uint8_t arg;       /* its argument */
    uint8_t new_regions[2], new_town_col;
    uint8_t draw_stack, draw_for, draws_left;
    uint8_t named[3], named_n; /* Feud */
    uint8_t bury, bury_owner;
    uint8_t buys_left;
    uint8_t exchanged, search_stack;
    uint8_t ev_holder, ff_left; /* the advantage holder of the event resolved; its steps left */
    uint8_t michael; /* the Era of Intrigue: Michael the Master Builder played this turn, the index + 1
                      * of the resources he replaces by gold (rv_michael_set); 0 none */

    /* theme games (R§6.2); all 0 in the introductory game */
    uint64_t faceup[2];   /* the face-up expansion stack (bit set of card ids, open) */
    uint8_t start_picks;  /* cards still to pick for the starting hand from search_stack */
    uint8_t takes_left;   /* resources the taker still takes from the opponent (trade face, attacks) */
    uint8_t taker;
    uint8_t take_flags;   /* RV_TK_*: the takes may stop early; a resource is given back after */
    uint8_t lose_ship;    /* 1: the opponent of the current player removes a trade ship */
    uint8_t turn_flags;   /* RV_TF_*: once-per-turn uses and pre-roll cards of this turn */
    uint8_t after_n;      /* how many resources the follow-up of a payment moves (0 = 1) */
    uint8_t cache_at[RV_PLAYERS]; /* Gold Cache: the region id + 1 it lies at, 0 none (ruling R-22) */

    /* the Era of Turmoil (R§7.3); all 0 in the other modes */
    uint8_t react;  /* bit p: player p is still asked whether he plays Sebastian against the event */
    uint8_t riots;  /* bit p: the Riots still hit player p */
    uint8_t loss;   /* 1: the opponent of the current player removes a unit with strength (Archer) */
    uint8_t steal;  /* 1: the current player takes a card of the opponent's hand (Traitor); 2: a unit
                     * or action card of it (Godfrey, the Era of Intrigue) */
    uint32_t strike; /* the attack (its RV_A_PLAY) awaiting the guards' roll, 0 none */

    /* the duel (R§6.3); all 0 in the other modes. Its event stack holds the events without a half
     * moon and some drawn face down from those with one. Which these are is decided only when one
     * is revealed (an exact model: nobody has seen them, so each unseen one is equally likely any
     * half-moon event not yet found): ev_found holds those revealed so far, ev_unknown how many of
     * the stack's are still unseen, ev_pool_unknown how many of those the stack holds now. */
    uint32_t ev_found;
    uint8_t ev_unknown, ev_pool_unknown;

    /* the Era of Progress (R§7.4); 0 in the other modes */
    uint8_t library;      /* Era of Progress: 1 while the Library's builder still chooses a card; the
                           * Era of Intrigue: 2 Odin's Temple's draw, 3 the Priestess's stack */
    uint8_t intrigue;     /* the Era of Intrigue's pending work (RV_IN_*); 0 in the other modes */
    uint8_t dispute[RV_PLAYERS]; /* Religious Dispute: hand cards player p still puts under stacks */
    uint8_t laid[RV_PLAYERS][2]; /* the card id + 1 of the Odin's Temple under p's Bran ([0]) and of
                                  * the Church under his Judith ([1]), 0 none */
    uint8_t tavern[RV_PLAYERS][2]; /* the Red Light Tavern the opponent laid on p's road: its card
                                    * id + 1 and the road's region column + 1; 0 none */
    uint8_t fields[RV_PLAYERS][2];    /* the card id + 1 of p's Abbey Brewery ([0]) and Reiner the
                                       * Miller ([1]), laid by a fields region of his; 0 none */
    uint8_t fields_at[RV_PLAYERS][2]; /* the region id + 1 each lies by */
    uint8_t brewery_side[RV_PLAYERS]; /* the side the Abbey Brewery shows: 0 2 commerce, 1 one of
                                       * each, 2 two strength */

    /* the Era of Merchant Princes (R§13); all 0 in the other modes. Cards turned to a level
     * a card of the table with `levels` > 0 lies in p's principality in slot k, showing a
     * level 0..levels, and gives its printed points times its level (the Residences by a region;
     * the Era of Barbarians' Triumph Card and Border Fortress take slots too) */
    uint8_t rot[RV_PLAYERS][RV_ROT_SLOTS];       /* the card id + 1, 0 none */
    uint8_t rot_at[RV_PLAYERS][RV_ROT_SLOTS];    /* the region id + 1 it lies by, 0 none */
    uint8_t rot_level[RV_PLAYERS][RV_ROT_SLOTS]; /* the level it shows */
    uint8_t merchant_flags;                      /* RV_MF_*: the era's once-a-turn uses of this turn */
    uint8_t post[RV_PLAYERS][2];    /* the card id + 1 of a Trading Post on p's own road, 0 none */
    uint8_t post_at[RV_PLAYERS][2]; /* the road's region column + 1 */
    uint8_t camp[RV_PLAYERS][2];    /* the Brigand Camp the opponent laid on p's road: its card id + 1
                                     * and the road's region column + 1; 0 none */
    uint8_t station[RV_PLAYERS][2]; /* the Trading Station the opponent laid on a city site of p's,
                                     * outside site[][]: its card id + 1 and the site (town * 4 +
                                     * site) + 1; 0 none */
    uint8_t station_used;           /* 1: a Trading Station's purchase had this turn */

    /* the Era of Sages (R§15); 0 in the other modes. Its sages and the Manifesto lie in the slots
     * above (a sage's level is its owls, R-160); this counts the Academy of Sages' uses this turn */
    uint8_t academy_uses;
    uint8_t grove_uses; /* RV_GU_*: the groves', Cole's and the Granary's once-a-turn uses of this turn */
    uint8_t sages_work; /* RV_SW_*: the era's pending work (the Dispute's dice, the Famine, the Council,
                         * the Grove of Great Foresight's look) */
    uint8_t sages_uses; /* RV_SU_*: the Groves of Fraternity's and Great Foresight's once-a-turn uses of this
                         * turn and the Grove of Fraternity's draws still due */
    uint32_t foresight; /* the events the Grove of Great Foresight's user has looked at and not yet put
                         * under the stack or kept */

    /* which card each draw card id is: card id -> row of ctn_rivals_cards, filled when the game
     * starts (the same for every game of a mode but the tournament's, whose decks are its set-up);
     * RV_NONE in a view for a card the viewer has not seen (the tournament only) */
    uint8_t kind[RV_MAX_DRAW_CARDS];
    /* which card each event id is (row of ctn_rivals_cards), filled when the game starts, the same
     * for every game of a mode but the tournament's, whose players pick events; RV_NONE in a view
     * for an event of the other player's picks not yet revealed (the tournament only, R-96) */
    uint8_t ev_kind[RV_MAX_EVENTS];

    /* the tournament (R§6.4); all 0 in the other modes */
    uint64_t discard1[2];          /* of the discard pile's cards, those in player 1's own pile */
    uint8_t cache_card[RV_PLAYERS]; /* the card id + 1 of the Gold Cache player p laid, 0 none */
    uint8_t prep_done;             /* bit p: player p has passed or built his starting cards */
    uint32_t ev_seen;              /* bit e: event e has been revealed, so both know its kind */

    /* the Era of Barbarians (R§14); all 0 in the other modes */
    uint8_t ev_back[RV_EV_BACK];  /* events put back into the stack at a known place (a Barbarian
                                   * Attack under the top 4 cards, R-140): event id + 1, 0 none */
    uint8_t ev_depth[RV_EV_BACK]; /* how many cards lie above each of them */
    uint8_t turn_flags2;          /* RV_TF2_*: the era's once-per-turn uses of this turn */
    uint8_t barbarians;           /* RV_BA_*: the era's pending work */
    uint8_t hold[RV_PLAYERS][2];  /* the Barbarian Stronghold the opponent laid on p's road: its card
                                   * id + 1 and the road's region column + 1; 0 none */

    /* the Era of Prosperity (R§16); all 0 in the other modes. Each player's stars, the currency
     * his Public Feeling marker shows, 0..RV_MAX_STARS */
    uint8_t stars[RV_PLAYERS];
    uint16_t prosperity_uses; /* RV_PU_*: the era's once-a-turn uses of this turn */
    uint8_t insurgents;      /* bit p: the Insurrection still asks player p for a building */
    /* the road complements on p's own roads, one slot a card (RV_RC_*: the Mercenaries, the Small
     * Market Town, the Traveling Theater): the card id + 1 and the road's region column + 1; 0 none */
    uint8_t rcomp[RV_PLAYERS][RV_RC_SLOTS];
    uint8_t rcomp_at[RV_PLAYERS][RV_RC_SLOTS];
    /* the Thieves' Hideout the opponent laid by a region of p's: its card id + 1 and the region id
     * + 1; 0 none */
    uint8_t hideout[RV_PLAYERS][2];

    /* the Era of Explorers (R§17); all 0 in the other modes. Each player's sea area: the 3x3 sea
     * cards beside his Explorer Harbor, position r * 3 + c (row r, column c counted from the
     * harbor). A face-down card's face is no state: it is drawn from the undiscovered ones when it
     * is discovered. sea[p][i]: RV_SEA_HIDDEN or the discovered card (RV_SEA_*);
     * sea_level[p][i]: the level a discovered island or pirate is turned to (0 for the others);
     * ships[p]: his standing explorer ships, 1..RV_MAX_SHIPS. */
    uint8_t sea[RV_PLAYERS][RV_SEA_CARDS];
    uint8_t sea_level[RV_PLAYERS][RV_SEA_CARDS];
    uint8_t ships[RV_PLAYERS];
} ctn_rivals_state;

/* The tournament's set-up data (R§6.4), given through ctn_game_config.setup (NULL: both players
 * play the built-in default deck, docs/rules/rivals.md R-88): each player's deck as card kinds
 * (rows of ctn_rivals_cards), his 3 starting cards first, and the 4 events he adds to the stack. */
enum { RV_TOURNEY_DECK = 35, RV_TOURNEY_START = 3, RV_TOURNEY_PICKS = 4, RV_TOURNEY_VP = 15 };
typedef struct ctn_rivals_setup {
    int16_t deck[RV_PLAYERS][RV_TOURNEY_DECK];
    int16_t events[RV_PLAYERS][RV_TOURNEY_PICKS];
    /* the eras each player declares (RV_ERA_* bits of rivals_deck.h; the base box counts always,
     * 0 means the base box alone): public, they bound what the opponent may guess of his deck */
    uint16_t eras[RV_PLAYERS];
} ctn_rivals_setup;
/* The built-in default set-up: both players the same deck (decks/heroes.deck's cards) and events. */
CTN_API void ctn_rivals_default_setup(ctn_rivals_setup *out);
/* Recomputes the state's derived fields (region_ids, region_pos, held, site_vp, site_points,
 * site_ships, hook_cards, site_kind) from its principalities: for loaders and tests that lay regions, towns or
 * cards by hand. */
CTN_API void ctn_rivals_derive(ctn_rivals_state *s);
/* How many copies of an event (by kind) one player may add to the tournament's stack, counting the
 * Riots and Plague he must give: the copies without a half moon plus one of those with (R§6.4's
 * half-moon rule, over the base box); 0 for Yule (the host's), for a card that is no event and for
 * an event of an era not built (docs/rules/rivals.md R§11.3). */
CTN_API int ctn_rivals_event_limit(int kind);
/* Checks a tournament set-up: every deck card a draw card the engine plays, every pick an event
 * within ctn_rivals_event_limit (with the Riots and Plague given). CTN_OK, or CTN_E_OPTION with
 * the reason in err. */
CTN_API ctn_status ctn_rivals_setup_check(const ctn_rivals_setup *setup, ctn_error *err);

enum { RV_TK_OPTIONAL = 1, RV_TK_GIVE_BACK = 2, RV_TK_VICTIM_NAMES = 4 /* the Courthouse */,
       RV_TK_NOT_GRAIN = 8 /* the Granary's demand */ };
/* The Era of Intrigue's pending work: Odin's Priest's victim puts his hand's action cards and
 * units under stacks; a Pilgrimage Site's owner (bit RV_IN_REFILL << p) refills his hand after a
 * loss; the Missionary's victim names a hero (R§12). */
enum {
    RV_IN_PRIEST = 1, RV_IN_REFILL = 2, RV_IN_DRAW = 8, /* << p: Good Neighbors' card for p */
    RV_IN_MISSIONARY = 32 /* the Missionary's victim gives up one of his heroes */
};
enum {
    RV_TF_MINT = 1,
    RV_TF_REINER = 2,
    RV_TF_FOUNTAIN = 4, /* Odin's Fountain's second exchange had or declined */
    RV_TF_GODFREY = 8,  /* a Godfrey built this turn (used in a later turn only) */
    RV_TF_JUDITH = 16,  /* Judith's gold had this turn */
    RV_TF_MILLER = 32,  /* Reiner the Miller's 1:1 trade used this turn */
    RV_TF_HERGILD = 64, /* Hergild played this turn: her owner's ship resources trade 1:1 */
    RV_TF_OLAF = 128    /* an Olaf built this turn (used in a later turn only, R-127) */
};
/* The Era of Merchant Princes' once-a-turn uses (merchant_flags). */
enum {
    RV_MF_HARBOR = 1,    /* the Commercial Harbor's lowering of a Residence had this turn */
    RV_MF_WAINWRIGHT = 2, /* the Wainwright's trade or move had this turn */
    RV_MF_LIGHTHOUSE = 4, /* the Lighthouse's 1:1 trade had this turn */
    RV_MF_POST = 8,       /* << k: the Trading Post of p's slot k used this turn */
    RV_MF_SEA = 32,       /* the Capricious Sea's die is to be rolled */
    RV_MF_SEA_LOSS = 64   /* << p: p is to put one of his trade ships under a stack */
};

/* The Era of Barbarians' once-per-turn uses (turn_flags2) and pending work (barbarians). */
enum {
    RV_TF2_BALLIWICK = 1, /* the Balliwick's card drawn this turn */
    RV_TF2_BROTHERHOOD = 2, /* the Secret Brotherhood's card discarded for a resource this turn */
    RV_TF2_TAVERN = 4,      /* the White Raven Tavern's roll had this turn */
    RV_TF2_MARIE = 8,       /* a Marie built this turn (used in a later turn only, R-154) */
    RV_TF2_TRIUMPH = 16     /* << p: player p won a Barbarian Attack and chooses: his Triumph Card or 2 resources */
};
enum {
    RV_BA_ATTACK = 1, /* << p: the Barbarian Attack still strikes player p */
    RV_BA_RETREAT = 4, /* << p: the Retreat of the Barbarians still gives player p his card */
    RV_BA_TAVERN = 16, /* the White Raven Tavern's die is to be rolled for the active player */
    RV_BA_CONTEST = 32, /* the Contest of the Heroes' dice are to be rolled */
    RV_BA_WOLFGANG_ADD = 64,  /* Wolfgang's owner may add a resource to each region beside him */
    RV_BA_WOLFGANG_TAKE = 128 /* then his opponent may take him over for 2 gold */
};

/* The Era of Sages' once-a-turn uses (grove_uses). */
enum {
    RV_GU_FREEDOM = 1, /* the Grove of Freedom's card of choice had this turn */
    RV_GU_COLE = 2,    /* Cole's use of an opponent's grove had this turn */
    RV_GU_GRANARY = 4, /* the Granary's grain and demand had this turn */
    RV_GU_JUSTICE = 8, /* the Grove of Justice used this turn */
    RV_GU_FACE = 16,   /* times the event die's face + 1 the Grove of Justice set for this turn's roll */
    RV_GU_VIGILANCE = 128, /* the Grove of Vigilance's owner asked about this turn's roll */
    RV_GU_ALL = 255
};
/* The Era of Sages' pending work (sages_work). */
enum {
    RV_SW_DISPUTE = 1,       /* the Dispute of the Sages' dice are to be rolled */
    RV_SW_FAMINE = 2,        /* << p: the Famine still takes from player p */
    RV_SW_COUNCIL = 8,       /* << p: the Council of the Sages still gives to player p */
    RV_SW_COUNCIL_OWL = 32,  /* the Council's actor gave an owl: owls only, one more at most */
    RV_SW_COUNCIL_RES = 64,  /* he gave a resource: resources only, one more at most */
    RV_SW_FORESIGHT = 128,   /* the Grove of Great Foresight's look and choice under way */
    RV_SW_ALL = 255
};
/* The Groves of Fraternity's and Great Foresight's once-a-turn uses and the Fraternity's draws (sages_uses). */
enum {
    RV_SU_FRATERNITY = 1, /* the Grove of Fraternity used this turn */
    RV_SU_FORESIGHT = 2,  /* the Grove of Great Foresight used this turn */
    RV_SU_DRAW = 4,       /* times the draws its user still has of the Grove of Fraternity's 3 */
    RV_SU_DRAWS = 12,     /* their mask */
    RV_SU_GIFT = 16,      /* then the opponent's draw */
    RV_SU_LOOKED = 32,    /* the Grove of Great Foresight's look is over: its user chooses */
    RV_SU_BORROWED = 64,  /* the look and choice under way are of the opponent's grove, through Cole */
    RV_SU_ALL = 127
};
/* The Grove of Great Foresight: how many events its look shows, the events above Yule at most. */
enum { RV_FORESIGHT_LOOK = 3 };

/* The Era of Prosperity (R§16): the most stars a Public Feeling marker shows, and the
 * era's once-a-turn uses (prosperity_uses). */
enum { RV_MAX_STARS = 3 };
enum {
    RV_PU_HOSPITAL = 1, /* the Hospital's star or resource had this turn */
    RV_PU_PRINCE = 2,   /* the Prince's or Princess's Artwork taken back this turn */
    RV_PU_PALACE = 4,   /* the City Palace's card taken back this turn */
    RV_PU_PROSPERITY = 8, /* Prosperity played this turn: a city costs 1 ore 2 grain */
    RV_PU_COMMON = 16,    /* the Common Land's trade had this turn */
    RV_PU_FACE = 32,      /* times the event die's face + 1 the Court Astrologer set for this roll */
    RV_PU_FEELING = 256,  /* the Public Feeling's 2 stars for 1 resource had this turn */
    RV_PU_MARKET = 512,   /* the Small Market Town's trade had this turn */
    RV_PU_THEATER = 1024, /* the Traveling Theater laid or moved this turn */
    RV_PU_HIDEOUT = 2048, /* the Thieves' Hideout moved this turn */
    RV_PU_ALL = 2 * RV_PU_HIDEOUT - 1
};
/* The road complements' slots and the strength that drives off a Thieves' Hideout. */
enum { RV_HIDEOUT_STRENGTH = 5, RV_HIDEOUT_STARS = 3 };

/* The Era of Explorers (R§17): the sea cards of a player's sea area (the research notes' §9.4,
 * 9 besides the Explorer Harbor, R-262), the face-down mark, the explorer ships and the
 * most levels a sea card turns to. */
enum {
    RV_SEA_HIDDEN = 0, /* face down, not discovered */
    RV_SEA_BARDS,      /* Island of the Bards */
    RV_SEA_TRIBE,      /* Island of the Forgotten Tribe */
    RV_SEA_MERCHANTS,  /* Island of the Merchants */
    RV_SEA_SCHOLARS,   /* Island of the Scholars */
    RV_SEA_CIMMARONE,  /* the pirates: Cimmarone (6 cannons) */
    RV_SEA_HAIDAO,     /* Haidao Chang (5 cannons) */
    RV_SEA_JEAN,       /* Jean (8 cannons) */
    RV_SEA_WRECK,      /* Shipwreck (2 a player) */
    RV_SEA_KINDS
};
enum { RV_MAX_SHIPS = 3, RV_SEA_MAX_LEVEL = 3 };

typedef enum ctn_rivals_option { RV_OPT_MODE = 0, RV_OPT_TURN_LIMIT, RV_OPT_COUNT } ctn_rivals_option;

extern CTN_API const ctn_ruleset ctn_rivals_rules;

/* One row of the card table (R§7): a card name with its facts and the function of its ability. */
struct rv_ctx;
typedef int (*rv_ability_fn)(struct rv_ctx *ctx);

typedef struct ctn_rivals_card {
    const char *name; /* English name */
    const char *key;  /* text form: lower case, words joined by '_' */
    uint8_t set, type, place;
    uint8_t cost[RV_NUM_RESOURCES];
    uint8_t vp, strength, skill, commerce, progress;
    uint8_t copies, half_moon; /* copies in this set; how many carry the half moon */
    uint8_t flags;
    uint8_t resource;       /* boosters and trade ships: their resource, else RV_NONE */
    const char *requires;   /* the printed requirement, or NULL */
    rv_ability_fn ability;  /* NULL: points only (or not implemented: see `implemented`) */
    uint8_t implemented;    /* 1 when the engine plays the card's ability */
    uint8_t req;            /* the requirement as a code (RV_RQ_*), 0 none */
    uint8_t levels;         /* a card turned to a level: its top level, its points printed
                             * per level; 0 for the other cards */
    uint8_t owls;           /* the Era of Sages: its owl cost, paid by turning sages down */
    uint8_t stars;          /* the Era of Prosperity: its star cost (the research notes' ★), paid
                             * from the Public Feeling marker with the build's resources */
    uint8_t sail, cannons;  /* the Era of Explorers: its printed sail and cannon points */
} ctn_rivals_card;

/* Requirements (the "requires" column, R§7): what must hold when the card is built or played. */
enum {
    RV_RQ_NONE = 0,
    RV_RQ_HERO_STRENGTH, /* a hero with at least 1 strength */
    RV_RQ_MERCHANT_GUILD,
    RV_RQ_STRENGTH_ADV,  /* the strength advantage */
    RV_RQ_PIRATE_GOLD,   /* a Pirate Ship, and the opponent has gold */
    RV_RQ_COMMERCE3_OR_CITY,
    RV_RQ_HEDGE_TAVERN,  /* Era of Turmoil: Archer, Arsonist, Traitor */
    /* Era of Progress */
    RV_RQ_UNIVERSITY,
    RV_RQ_PARISH_HALL,       /* Town Hall: laid on the Parish Hall */
    RV_RQ_ABBEY_OR_LIBRARY,
    RV_RQ_PROGRESS2,         /* 2 progress points */
    RV_RQ_TOWN_HALL_OR_BEHIND, /* a Town Hall, or fewer victory points than the opponent */
    RV_RQ_LIBRARY_OR_BEHIND,
    RV_RQ_BATH_HOUSE,
    /* Era of Intrigue */
    RV_RQ_CHURCH_OR_SEE,      /* a Church or a Bishop's See */
    RV_RQ_FOUNTAIN_OR_TEMPLE, /* Odin's Fountain or Odin's Temple */
    RV_RQ_CHURCH_AND_TEMPLE,  /* a Church and an Odin's Temple */
    RV_RQ_ODINS_TEMPLE,
    RV_RQ_CHURCH,
    RV_RQ_CHURCH_ABBEY_CHAPEL, /* a Church, an Abbey or a Chapel */
    RV_RQ_CITY,               /* a city */
    RV_RQ_NO_ABBEY,           /* no Abbey */
    /* Era of Merchant Princes */
    RV_RQ_TWO_SHIPS,          /* 2 trade ships */
    RV_RQ_CRAFT_GUILD,        /* a Craft Guild */
    RV_RQ_MORE_SHIPS,         /* more trade ships than the opponent */
    RV_RQ_HARBOR_OR_SHIPS,    /* a Commercial Harbor or 2 trade ships */
    RV_RQ_HARBOR,             /* a Commercial Harbor */
    RV_RQ_METROPOLIS,         /* 6 commerce points, or a Residence at its top level */
    /* Era of Barbarians */
    RV_RQ_CASTLE,             /* a Castle */
    RV_RQ_CASTLE_TWO_HEROES,  /* a Castle and 2 heroes */
    RV_RQ_ALLIANCE,           /* a unit and 1 victory point on the Triumph Card */
    /* Era of Sages */
    RV_RQ_FEWER_CITIES_OR_VP, /* fewer cities or fewer victory points than the opponent */
    RV_RQ_TWO_SAGES,          /* 2 sages */
    RV_RQ_BOTH_SAGES,         /* a sage of his and one of the opponent's */
    /* Era of Prosperity */
    RV_RQ_NO_PRINCELY,        /* neither a Prince nor a Princess */
    RV_RQ_PRINCELY,           /* a Prince or a Princess */
    RV_RQ_AQUEDUCT,           /* an Aqueduct */
    RV_RQ_COUNT
};

extern CTN_API const ctn_rivals_card ctn_rivals_cards[];
extern CTN_API const int ctn_rivals_card_count;

/* The regions (R§3, R§3): resource, number, and where each starts. */
typedef struct ctn_rivals_region {
    uint8_t resource, number;
    uint8_t owner; /* 0 red start, 1 blue start, RV_NONE the region stack */
    uint8_t col, bottom; /* start position (start regions) */
} ctn_rivals_region;
extern CTN_API const ctn_rivals_region ctn_rivals_regions[RV_NUM_REGIONS];

/* Index of a card by key, or -1. */
CTN_API int ctn_rivals_card_find(const char *key);
/* The kind (row of ctn_rivals_cards) of draw card `card` in a state or view: -1 off range or
 * when the view does not show it (an opponent's unseen tournament card). */
CTN_API int ctn_rivals_kind(const ctn_game *game, const ctn_rivals_state *s, int card);
/* The kind the game deals card id `card` at the start (the set-up's: in the tournament both decks),
 * -1 off range. What a player may know is ctn_rivals_kind's, from his view. */
CTN_API int ctn_rivals_dealt_kind(const ctn_game *game, int card);
/* The kind of an event id as this game's set-up deals it, -1 off range. What a player may know is
 * ctn_rivals_event_kind_in's, from his view. */
CTN_API int ctn_rivals_event_kind(const ctn_game *game, int event);
/* The kind of an event id in a state or view: -1 off range or when the view does not show it (in
 * the tournament, an event the other player picked that has not been revealed yet). */
CTN_API int ctn_rivals_event_kind_in(const ctn_game *game, const ctn_rivals_state *s, int event);
CTN_API int ctn_rivals_num_draw_cards(const ctn_game *game);
CTN_API int ctn_rivals_num_events(const ctn_game *game);
/* Draw stacks of the game (4 in the introductory game, 5 in a theme game), and whether stack k
 * holds theme cards (their back differs from the Basic Set's). */
CTN_API int ctn_rivals_num_stacks(const ctn_game *game);
CTN_API int ctn_rivals_stack_is_theme(const ctn_game *game, int stack);
/* The set (RV_SET_*) whose back the cards of stack k show: in the duel each era has its own stack. */
CTN_API int ctn_rivals_stack_set(const ctn_game *game, int stack);
/* What the second argument of a card's play (RV_A_PLAY's b) names, for the card as dealt. */
enum { RV_PA_NONE = 0, RV_PA_RESOURCE, RV_PA_REGION, RV_PA_SITE, RV_PA_CARD, RV_PA_RESOURCES, RV_PA_ROAD, RV_PA_FIELD, RV_PA_MOVE,
       RV_PA_POST, RV_PA_TOWN, RV_PA_TRIUMPH, RV_PA_STATION, RV_PA_MANIFESTO, RV_PA_EVENT, RV_PA_FACE,
       RV_PA_STAR_USE, RV_PA_SWAP, RV_PA_FORESIGHT, RV_PA_COMPLEMENT, RV_PA_HIDEOUT };
/* RV_PA_COMPLEMENT (the Era of Prosperity's road complements, R-251..R-254): b below RV_REGION_COLS
 * is the column of the player's own road it is laid on; RV_FIELD_USE + r the Small Market Town's
 * trade for resource r; RV_RC_MOVE + pos moves the Traveling Theater to the road beside region
 * position pos, 1 of that region paid for a star. */
/* RV_PA_HIDEOUT (the Thieves' Hideout, R-255): b below RV_REGION_POS lays it by the opponent's region
 * position b; RV_FIELD_USE + pos moves it there, 1 taken; RV_HIDEOUT_OFF: the opponent pays 3 stars
 * and it goes. */
/* RV_PA_FORESIGHT (the Grove of Great Foresight, R-222): b 0 is its use; 1 + e puts event e, looked
 * at, under the event stack. */
/* RV_PA_STATION (the Trading Station, R-191, R-192): b 0 is its purchase (`play c<id>`), 1 + x
 * lays it on the opponent's city site x (`play c<id> x<site>`). */
/* RV_PA_FACE (the Grove of Justice, R-217): b is the event die's face (RV_E_*) set for the roll. */
/* RV_PA_MANIFESTO (the Manifesto of Humane Conduct, R-163, R-210): b 0 takes it from the face-up
 * stack; RV_FIELD_USE + k turns it up to level k for its 3 owls; RV_MANIFESTO_ATTACK + c turns it
 * one level up for 1 owl and the Action–Attack card c of the player's hand, discarded. */
/* RV_PA_EVENT (Great Foresight, R-215): b is the event id taken out of the event stack. */
/* RV_PA_SWAP (the Common Land, R-245): b is the resource given * 6 + the resource got. */
/* RV_PA_STAR_USE (the Era of Prosperity): b 0 the card's stars, 1 (`resource`) its resources
 * instead: the Hospital takes a star or pays one for a resource of choice; Bera takes
 * the opponent's stars or resources for his lead. */
/* RV_PA_TRIUMPH (Siegfried, R-148): b 0 takes 2 resources of choice, 1 (`triumph`) turns the
 * player's Triumph Card one level up. */
/* RV_PA_POST (the Trading Post, R-138): b below RV_REGION_COLS is the column of the player's own
 * road it is laid on; RV_FIELD_USE + 0 trades 1 from the region above the road to the one below,
 * RV_FIELD_USE + 1 from below to above. */
/* RV_PA_MOVE (the Wainwright, R-134): b below RV_NUM_RESOURCES is the resource taken for 3 of any
 * kinds; RV_FIELD_USE + r moves 1 of resource r from one region of it to another. */
/* RV_PA_TOWN (Wise Compensation): b is a town column of the player's. */
/* RV_PA_FIELD (the Abbey Brewery, Reiner the Miller): b below RV_FIELD_USE is the region position
 * the card is laid by; RV_FIELD_USE + k its use: the Brewery's side k, the Miller's resource k. */
enum { RV_FIELD_USE = 32, RV_MANIFESTO_ATTACK = RV_FIELD_USE + 4 };
enum { RV_RC_MOVE = RV_FIELD_USE + 8, RV_HIDEOUT_OFF = RV_FIELD_USE + RV_REGION_POS };
/* RV_PA_ROAD (the Red Light Tavern): b is a region column of the opponent's holding a road. */
/* RV_PA_RESOURCES (Michael the Master Builder): b is the index of 1–3 resources other than gold
 * (repeats allowed), RV_MICHAEL_SETS of them, in the order of ctn_rivals_michael_set. */
enum { RV_MICHAEL_SETS = 55 };
/* The resources of set b: counts per resource into out (gold 0); returns how many (0: no set). */
CTN_API int ctn_rivals_michael_set(int b, uint8_t *out);
CTN_API int ctn_rivals_play_arg(const ctn_game *game, int card); /* RV_PA_*; RV_PA_NONE off range */
/* The forms a card's build (RV_A_BUILD's c above the half) may take in this game: plain only, also
 * with a Tithe Barn's wool (c bit 4), or with 1 resource of the cost less (c >> 1 = resource + 1). */
enum { RV_BF_PLAIN = 0, RV_BF_WOOL, RV_BF_LESS };
CTN_API int ctn_rivals_build_forms(const ctn_game *game, int card); /* RV_BF_*; RV_BF_PLAIN off range */
/* The player whose own stack k is (the tournament), or RV_NONE for a stack both draw from. */
CTN_API int ctn_rivals_stack_owner(const ctn_game *game, int stack);
/* The points that win this game's mode (7 in the introductory game, 12 in a theme game). */
CTN_API int ctn_rivals_vp_to_win(const ctn_game *game);
/* The Era of Explorers: the sail points a card prints, its cannon points through `cannons` (may be
 * NULL); 0 for the other cards. */
CTN_API int ctn_rivals_card_sea_points(int kind, int *cannons);
/* The Era of Prosperity: the stars a card's cost holds besides its resources, 0 for none. */
CTN_API int ctn_rivals_card_stars(int kind);

/* Points (R§5): victory points with the advantage tokens, and the point sums of a principality. */
CTN_API int ctn_rivals_vp(const ctn_game *game, const ctn_rivals_state *s, int player);
CTN_API int ctn_rivals_strength(const ctn_game *game, const ctn_rivals_state *s, int player);
CTN_API int ctn_rivals_commerce(const ctn_game *game, const ctn_rivals_state *s, int player);
CTN_API int ctn_rivals_skill(const ctn_game *game, const ctn_rivals_state *s, int player);
CTN_API int ctn_rivals_progress(const ctn_game *game, const ctn_rivals_state *s, int player);
/* The holder of the strength or trade advantage (R§5), or RV_NONE. */
CTN_API int ctn_rivals_strength_holder(const ctn_game *game, const ctn_rivals_state *s);
CTN_API int ctn_rivals_trade_holder(const ctn_game *game, const ctn_rivals_state *s);

CTN_API const char *ctn_rivals_phase_name(int phase);
CTN_API const char *ctn_rivals_resource_name(int r);
CTN_API int ctn_rivals_resource_from_name(const char *name);
CTN_API const char *ctn_rivals_face_name(int face);
CTN_API const char *ctn_rivals_mode_name(int mode);

#endif
