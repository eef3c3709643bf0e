/* rivals_internal.h — what the Rivals rule-set files share: per-game data (the cards of the game
 * and their kinds), the ability hooks, the turn's stages and small helpers. Not a public header. */
#ifndef CATAN_RIVALS_INTERNAL_H
#define CATAN_RIVALS_INTERNAL_H

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h> /* byte masks 16 bytes at a time (rv_byte_marks, rv_regions_stocked) */
#endif

#include "catan/rivals.h"

typedef ctn_rivals_state rv_state;
typedef ctn_rivals_card rv_card;

enum { RV_ROADS = 9, RV_SETTLEMENTS = 9, RV_CITIES = 7, RV_START_HAND = 3, RV_HAND_BASE = 3 };
enum { RV_MAX_KINDS = 248 }; /* rows of ctn_rivals_cards at most (rivals_setup.c checks) */
enum { RV_DECK_POOL = 224 }; /* deck cards a player's eras allow, copies counted (base box: 103) */

typedef struct rv_data {
    int mode, turn_limit, vp_to_win;
    unsigned eras;                          /* bit set of the eras (RV_SET_*) whose cards are in play */
    int rot_slots;                          /* the slots for cards turned to a level this game's cards can
                                             * fill in one principality: those hashed */
    int num_draw, num_events;
    int num_stacks, basic_stacks;           /* stacks 0..basic_stacks-1 hold Basic cards (R§6) */
    uint8_t stack_set[RV_STACKS];           /* the set whose back stack k's cards show (RV_SET_ANY: any) */
    uint8_t stack_owner[RV_STACKS];         /* the tournament: whose own stack k is; RV_NONE: everyone's */
    uint8_t own_stacks[RV_PLAYERS];         /* the stacks (bit k) p may draw from: his own and everyone's */
    uint8_t under[RV_PLAYERS][RV_SET_COUNT]; /* the stacks (bit k) p may put a card of a set under (R§5.1) */
    uint8_t dealt[RV_MAX_DRAW_CARDS];       /* card id -> row of ctn_rivals_cards, as rv_init deals it
                                             * into the state's kind table (read the state's) */
    uint8_t event_kind[RV_MAX_EVENTS];      /* event id -> row, as the game starts with it (read the state's) */
    int8_t ev_picker[RV_MAX_EVENTS];        /* the tournament: whose pick event e is, -1 none */
    int yule;                               /* event id of Yule */
    uint32_t ev_fixed;      /* events always in the stack (all but in the duel: R§6.3) */
    uint32_t ev_candidates; /* the duel: half-moon events, of which ev_random join the stack */
    int ev_random;
    int k_brigitta, k_scout, k_relocation, k_caravan, k_goldsmith, k_lts, k_storehouse, k_abbey;
    int k_merchant_guild, k_hedge_tavern;
    int c_sebastian[RV_PLAYERS];            /* Sebastian's card ids (one a deck in the tournament), -1 none */
    int k_university, k_parish_hall;        /* Era of Progress: kinds its requirements name */
    int k_bishops_see, k_odins_fountain;    /* Era of Intrigue: kinds its requirements name */
    int c_gold_cache;                       /* the Gold Cache's card id, -1 when not in the game */
    uint32_t hooks[RV_MAX_KINDS];           /* kind -> the hooks its ability answers (bit rv_hook) */
    uint32_t game_hooks;                    /* the hooks some card of the game answers */
    /* the tournament: what each player's declared eras let his deck hold, for dealing the
     * kinds a view hides (rivals_tourney_kinds.c) */
    uint8_t kind_group[RV_MAX_KINDS];       /* kind -> the first row of its card's name */
    uint8_t deck_pool[RV_PLAYERS][RV_DECK_POOL]; /* first rows, each as often as the eras allow */
    int deck_pool_n[RV_PLAYERS];
    uint8_t event_pool[RV_PLAYERS][RV_MAX_EVENTS]; /* the events each may pick, as often as he may */
    int event_pool_n[RV_PLAYERS];
} rv_data;

enum { RV_SET_ANY = 0xFF }; /* a stack any card may go under (the tournament's own stacks) */

static inline const rv_data *rv_data_of(const ctn_game *g) { return (const rv_data *)g->data; }
static inline int rv_tourney(const rv_data *d) { return d->mode == RV_MODE_TOURNAMENT; }
/* Whether player p may draw from, search or put cards under stack k: in the tournament his own
 * four only (R§6.4). */
static inline int rv_stack_own(const rv_data *d, int stack, int p) { return d->own_stacks[p] >> stack & 1; }
/* The card table row of a draw card: the state says which card each id is (a card the state's
 * viewer has not seen has none: never asked for). */
static inline const rv_card *rv_card_of(const rv_state *s, int card) { return &ctn_rivals_cards[s->kind[card]]; }
/* R§5.1: a card goes only under a stack with its back (the Basic Set's or an era's): whether
 * stack k takes the cards of a set, and a card. */
static inline int rv_stack_takes(const rv_data *d, int stack, int set) {
    return d->stack_set[stack] == RV_SET_ANY || d->stack_set[stack] == set;
}
static inline int rv_stack_matches(const rv_data *d, const rv_state *s, int stack, int card) {
    return rv_stack_takes(d, stack, rv_card_of(s, card)->set);
}
/* The discard piles (R§5; the tournament: one a player, R§6.4): p puts card c on his. */
static inline void rv_discard_add(const rv_data *d, rv_state *s, int p, int c) {
    s->discard[c >> 6] |= 1ull << (c & 63);
    if (p == 1 && rv_tourney(d)) s->discard1[c >> 6] |= 1ull << (c & 63);
}
static inline void rv_discard_del(rv_state *s, int c) {
    s->discard[c >> 6] &= ~(1ull << (c & 63));
    s->discard1[c >> 6] &= ~(1ull << (c & 63));
}
/* Whether card c lies in p's discard pile (the only pile but in the tournament). */
static inline int rv_in_pile(const rv_data *d, const rv_state *s, int p, int c) {
    int in = (int)(s->discard[c >> 6] >> (c & 63) & 1), of1 = (int)(s->discard1[c >> 6] >> (c & 63) & 1);
    return in && (!rv_tourney(d) || of1 == (p == 1));
}
/* The events the stack holds now, seen or not (R§5.5, R§6.3). */
static inline int rv_events_left(const rv_state *s) { return __builtin_popcount(s->ev_pool) + s->ev_pool_unknown; }
static inline int rv_in_faceup(const rv_state *s, int c) { return (int)((s->faceup[c >> 6] >> (c & 63)) & 1u); }

/* ---- abilities (rivals_abilities.c, rivals_events.c): one function per card, by hook ---- */
typedef enum rv_hook {
    RV_H_HARVEST = 0,  /* Plentiful Harvest: extra gains for the owner */
    RV_H_PROTECTS,     /* Brigand Attack: returns 1 when the card protects its side's regions */
    RV_H_PLENTY,       /* Year of Plenty: returns what the card adds to each neighbouring region */
    RV_H_PRODUCTION,   /* after production: the owner's extra gains */
    RV_H_SEARCH_COST,  /* the exchange's search: returns the cost with this card (else -1) */
    RV_H_PLAY,         /* an action card is played (ctx->action) */
    RV_H_RESOLVE,      /* an event card is revealed */
    RV_H_VP,           /* victory points beyond the printed ones */
    RV_H_COMMERCE,     /* commerce points beyond the printed ones */
    RV_H_BUILT,        /* the card was just built */
    RV_H_TRADE_TAKES,  /* trade face: extra resources the holder takes */
    RV_H_LIST,         /* RV_A_PLAY actions of the card (hand or principality): written to ctx->out */
    /* Era of Turmoil */
    RV_H_HERO_DISCOUNT, /* returns 1 when heroes its owner builds cost 1 resource less */
    RV_H_GUARD,        /* returns how many of the 6 faces cancel the opponent's Archer, Arsonist, Traitor */
    RV_H_RIOT_SAFE,    /* returns 1 when the Riots do not hit the owner this turn */
    RV_H_FIREPROOF,    /* returns 1 when the buildings of its town are immune to the Arsonist */
    RV_H_LOST,         /* the owner lost a card of his principality to an event or action card */
    RV_H_STRIKE,       /* an attack (ctx->action) was not cancelled: it takes effect */
    /* Era of Progress */
    RV_H_PLAGUE_SAFE,  /* Plague: returns 1 when the card keeps its city's four regions from it */
    RV_H_PLAGUE,       /* Plague: resources of choice the owner takes */
    RV_H_COUNT
} rv_hook;
_Static_assert((int)RV_H_COUNT <= (int)RV_HOOK_SLOTS, "ctn_rivals_state.hook_cards counts cards for every hook");

typedef struct rv_ctx {
    const rv_data *d;
    rv_state *s;
    int player, card, hook;
    ctn_action action;
    ctn_action *out; /* RV_H_LIST */
} rv_ctx;

int rv_ab_toll_bridge(rv_ctx *c);
int rv_ab_storehouse(rv_ctx *c);
int rv_ab_abbey(rv_ctx *c);
int rv_ab_marketplace(rv_ctx *c);
int rv_ab_parish_hall(rv_ctx *c);
int rv_ab_large_trade_ship(rv_ctx *c);
int rv_ab_brigitta(rv_ctx *c);
int rv_ab_relocation(rv_ctx *c);
int rv_ab_scout(rv_ctx *c);
int rv_ab_merchant_caravan(rv_ctx *c);
int rv_ab_goldsmith(rv_ctx *c);
int rv_ev_yule(rv_ctx *c);
int rv_ev_year_of_plenty(rv_ctx *c);
int rv_ev_invention(rv_ctx *c);
int rv_ev_fraternal_feuds(rv_ctx *c);
int rv_ev_feud(rv_ctx *c);
int rv_ev_traveling_merchant(rv_ctx *c);
int rv_ev_trade_ships_race(rv_ctx *c);
/* Era of Gold (rivals_abilities_gold.c) */
int rv_ab_pirate_ship(rv_ctx *c);
int rv_ab_moneylender(rv_ctx *c);
int rv_ab_harbor(rv_ctx *c);
int rv_ab_trading_base(rv_ctx *c);
int rv_ab_mint(rv_ctx *c);
int rv_ab_staple_house(rv_ctx *c);
int rv_ab_salt_silo(rv_ctx *c);
int rv_ab_trade_master(rv_ctx *c);
int rv_ab_merchant(rv_ctx *c);
int rv_ab_reiner(rv_ctx *c);
int rv_ab_brigands(rv_ctx *c);
int rv_ab_gudrun(rv_ctx *c);
int rv_ab_gold_cache(rv_ctx *c);
int rv_ev_gift_for_the_prince(rv_ctx *c);
/* Era of Turmoil (rivals_abilities_turmoil.c) */
int rv_ab_drill_ground(rv_ctx *c);
int rv_ab_lookout_tower(rv_ctx *c);
int rv_ab_heinrich(rv_ctx *c);
int rv_ab_irmgard(rv_ctx *c);
int rv_ab_chapel_low(rv_ctx *c);
int rv_ab_chapel_high(rv_ctx *c);
int rv_ab_fairgrounds(rv_ctx *c);
int rv_ab_tithe_barn(rv_ctx *c);
int rv_ab_fire_brigade(rv_ctx *c);
int rv_ab_voyage_of_plunder(rv_ctx *c);
int rv_ab_archer(rv_ctx *c);
int rv_ab_arsonist(rv_ctx *c);
int rv_ab_sebastian(rv_ctx *c);
int rv_ab_traitor(rv_ctx *c);
int rv_ev_riots(rv_ctx *c);
/* The players of `mask` who are asked whether they play Sebastian: all of them while the
 * card is in the game and not in the discard pile, else none. */
int rv_react_mask(const rv_data *d, const rv_state *s, int mask);
/* Removes the card on site x of p's principality into the bury slot, for an event or an attack;
 * Irmgard compensates her owner. */
void rv_lose_site(const rv_data *d, rv_state *s, int p, int x);
/* Riots: whether the unit on site x counts (strength or commerce), how many of p's do, the gold owed. */
int rv_riot_unit(const rv_data *d, const rv_state *s, int p, int x);
int rv_riot_units(const rv_data *d, const rv_state *s, int p);
int rv_riot_gold(const rv_data *d, const rv_state *s, int p);
/* Traitor: whether he may take this card of the opponent's hand (the tournament: a unit or an
 * action card only, R§7.3). */
int rv_stealable(const rv_data *d, const rv_state *s, int card);
/* Archer: whether the unit on site x has strength. */
int rv_strong_unit_at(const rv_data *d, const rv_state *s, int p, int x);
/* Lookout Tower and Heinrich: the faces of 6 that cancel an attack on p (0: no guard). */
int rv_guard_faces(const rv_data *d, const rv_state *s, int p);
/* The Arsonist's targets: p's buildings in towns without a Fire Brigade. */
int rv_fire_target(const rv_data *d, const rv_state *s, int p, int x);
/* Era of Progress (rivals_abilities_progress.c) */
int rv_ab_town_hall(rv_ctx *c);
int rv_ab_library(rv_ctx *c);
int rv_ab_pharmacy(rv_ctx *c);
int rv_ab_bath_house(rv_ctx *c);
int rv_ab_building_crane(rv_ctx *c);
int rv_ab_three_field_system(rv_ctx *c);
int rv_ab_mineral_mining(rv_ctx *c);
int rv_ab_benjamin(rv_ctx *c);
int rv_ab_guido(rv_ctx *c);
int rv_ab_gustav(rv_ctx *c);
int rv_ab_doctor(rv_ctx *c);
int rv_ev_plague(rv_ctx *c);
/* Era of Intrigue (rivals_abilities_intrigue.c) */
int rv_ab_church(rv_ctx *c);
int rv_ab_odins_temple(rv_ctx *c);
int rv_ab_great_thingstead(rv_ctx *c);
int rv_ab_sacrificial_site(rv_ctx *c);
int rv_ab_odins_fountain(rv_ctx *c);
int rv_ab_bishops_see(rv_ctx *c);
int rv_ab_odins_priest(rv_ctx *c);
int rv_ab_pilgrimage_site(rv_ctx *c);
int rv_ab_godfrey(rv_ctx *c);
int rv_ev_good_neighbors(rv_ctx *c);
int rv_ev_religious_dispute(rv_ctx *c);
/* Whether p has a Pilgrimage Site. */
int rv_pilgrim(const rv_data *d, const rv_state *s, int p);
/* The Feud's naming (R§7) serves the Bishop's See: ff_left RV_FF_SEE names units, and the
 * one chosen is discarded. rv_feud_target: whether the card on site x of p's may be named. */
enum { RV_FF_SEE = 3, RV_FF_MARIE = 4 };
/* units: 0 the Feud's buildings, 1 the See's units, 2 Marie's heroes (rv_feud_kind). */
static inline int rv_feud_target(const rv_state *s, int p, int x, int units) {
    int c = s->pr[p].site[x / RV_SITES][x % RV_SITES];
    if (c == RV_NONE) return 0;
    int type = ctn_rivals_cards[s->kind[c]].type;
    return units == 2 ? type == RV_T_HERO : units ? type >= RV_T_HERO && type <= RV_T_UNIT : type == RV_T_BUILDING;
}
/* What the naming under way names (rv_feud_target's units) and how many: Marie the Shieldmaiden's
 * opponent names 2 of his heroes, the others 3 cards. */
static inline int rv_feud_kind(const rv_state *s) { return s->ff_left == RV_FF_SEE ? 1 : s->ff_left == RV_FF_MARIE ? 2 : 0; }
static inline int rv_feud_count(const rv_state *s) { return s->ff_left == RV_FF_MARIE ? 2 : 3; }
/* Whether p, his exchange made, exchanges a second card with Odin's Fountain. */
int rv_fountain_again(const rv_data *d, const rv_state *s, int p);
int rv_ab_bishop(rv_ctx *c);
int rv_ab_priestess(rv_ctx *c);
/* What the `library` field's choice is: the Library's card of choice, Odin's Temple's top card,
 * the Priestess's stack (whose 2 cards are then picked as start_picks). */
enum { RV_LIB_NONE = 0, RV_LIB_LIBRARY, RV_LIB_TEMPLE, RV_LIB_PRIESTESS, RV_LIB_BRAN /* 2 top cards */,
       RV_LIB_RETREAT /* the Retreat of the Barbarians: draw_for's stack, 1 or 2 cards picked */ };
/* Whether a Great Thingstead lies in either principality: no attack card is played. */
int rv_attacks_banned(const rv_data *d, const rv_state *s);
/* Whether p trades wool 2:1 with a Sacrificial Site (rv_trade_rate). */
int rv_sacrificial_wool(const rv_data *d, const rv_state *s, int p);
int rv_requirement_intrigue(const rv_data *d, const rv_state *s, int p, int req);
/* Era of Merchant Princes (rivals_abilities_merchants.c) */
int rv_ab_commercial_harbor(rv_ctx *c);
int rv_ab_craft_guild(rv_ctx *c);
int rv_ab_gero(rv_ctx *c);
int rv_ab_guild_master(rv_ctx *c);
int rv_ab_master_merchants_alliance(rv_ctx *c);
int rv_ab_mendicants(rv_ctx *c);
int rv_ab_hergild(rv_ctx *c);
int rv_ab_olaf(rv_ctx *c);
int rv_ab_trade_monopoly(rv_ctx *c);
int rv_ab_maritime_trade_monopoly(rv_ctx *c);
void rv_alliance_share(const rv_data *d, rv_state *s, int trader, int paid);
int rv_requirement_merchants(const rv_data *d, const rv_state *s, int p, int req);
int rv_ab_residence(rv_ctx *c);
int rv_ev_hour_of_master_merchants(rv_ctx *c);
int rv_ab_wainwright(rv_ctx *c);
int rv_ab_lighthouse(rv_ctx *c);
int rv_ab_ship_builder(rv_ctx *c);
int rv_ev_fortunate_trade_voyage(rv_ctx *c);
int rv_ev_capricious_sea(rv_ctx *c);
/* The Capricious Sea's die: 1–4 a resource per trade ship, 5–6 a ship under a stack. */
void rv_sea_roll(const rv_data *d, rv_state *s, int face);
/* The Capricious Sea's losses, the active player first: 0 when one must choose his ship, -1 when
 * a ship was put away (the flow starts over), 1 when none is left. */
int rv_sea_work(const rv_data *d, rv_state *s);
/* p puts his trade ship at site x under a stack of his choice. */
void rv_sea_lose(const rv_data *d, rv_state *s, int p, int x);
int rv_ab_trading_post(rv_ctx *c);
/* The Trading Post in p's slot k, -1 none; whether a road complement lies on p's road of
 * that column (his Trading Posts, the opponent's Red Light Tavern). */
static inline int rv_post_card(const rv_state *s, int p, int k) { return s->post[p][k] - 1; }
int rv_road_taken(const rv_state *s, int p, int col);
/* The same, leaving out the road complement of slot `skip` (RV_RC_*; -1 none): whether another lies there. */
int rv_road_taken_but(const rv_state *s, int p, int col, int skip);
/* Lists `play c<card> road<col>` (c->card, c->out) for each road of p's with no road complement
 * on it (the Red Light Tavern, the Brigand Camp, the Trading Post); returns how many. */
int rv_list_free_roads(rv_ctx *c, int p);
/* The foreign cards (rivals_abilities_foreign.c): the Brigand Camp, the Trading Station, the
 * Tactical Retreat. rv_station_site: the site of p's the opponent's Trading Station lies on (it
 * takes the site though it lies outside site[][], R-191), -1 none; rv_foreign_cards: p's cards
 * lying in the opponent's principality (his Camp, Station, Red Light Tavern, Stronghold, Thieves'
 * Hideout) into out (5 at most), how many. */
int rv_ab_brigand_camp(rv_ctx *c);
int rv_ab_trading_station(rv_ctx *c);
int rv_ab_tactical_retreat(rv_ctx *c);
static inline int rv_station_site(const rv_state *s, int p) { return s->station[p][0] ? s->station[p][1] - 1 : -1; }
/* A foreign card laid (c->card by c->player, paid its cost): slot[0] its card id + 1, slot[1]
 * `where` (the road's column + 1, the site + 1) in the opponent's principality. */
void rv_lay_foreign(rv_ctx *c, uint8_t *slot, int where);
int rv_foreign_cards(const rv_state *s, int p, int *out);
/* The Brigand Camp: 1 when one lies on p's road (his commerce 1 less); rv_camp_toll: p's
 * Marketplace gave him a resource, so the Camp's owner takes 1 gold. */
static inline int rv_camp_on(const rv_state *s, int p) { return s->camp[p][0] != 0; }
void rv_camp_toll(rv_state *s, int p);
/* The Ship Builder: whether a card is a ship (a trade ship or a Pirate Ship), and whether
 * p's ships cost 1 lumber or 1 wool less. */
int rv_ship_card(const rv_card *k);
int rv_shipwright_applies(const rv_data *d, const rv_state *s, int p, int card);
/* The Lighthouse: bit r set for the resources p trades 1:1 with it now (a trade ship of r
 * on the other site of a Lighthouse's half, its use of the turn not had); rv_lighthouse_use: his
 * trade giving res at 1:1 was the Lighthouse's (not Hergild's), so its use of the turn is had. */
uint32_t rv_lighthouse_resources(const rv_data *d, const rv_state *s, int p);
void rv_lighthouse_use(const rv_data *d, rv_state *s, int p, int res);
/* Cards turned to a level: the card in p's slot k (-1 none); the slot of card c in p's
 * principality (-1 none; c = -1: a free slot); rv_rot_up: the card of slot k turns one level up
 * when below its top level (returns 1). */
static inline int rv_rot_card(const rv_state *s, int p, int k) { return s->rot[p][k] - 1; }
int rv_rot_slot(const rv_state *s, int p, int card);
int rv_rot_up(rv_state *s, int p, int k);
/* Era of Barbarians (rivals_abilities_barbarians.c) */
int rv_ab_arnd(rv_ctx *c);
int rv_ab_arsenal(rv_ctx *c);
int rv_ab_caravel(rv_ctx *c);
int rv_ab_castle(rv_ctx *c);
int rv_ev_barbarian_attack(rv_ctx *c);
int rv_ev_retreat(rv_ctx *c);
int rv_ab_balliwick(rv_ctx *c);
int rv_ab_secret_brotherhood(rv_ctx *c);
int rv_ab_castellan(rv_ctx *c);
int rv_ab_siegfried(rv_ctx *c);
int rv_ab_triumph_card(rv_ctx *c);
int rv_ab_border_fortress(rv_ctx *c);
int rv_ab_alliance(rv_ctx *c);
/* p's Border Fortress's level, its strength; 0 without one. */
int rv_fortress_strength(const rv_state *s, int p);
/* p's Triumph Card's level, -1 without one. */
int rv_triumph_level(const rv_state *s, int p);
/* Whether a draw stack p may draw from holds cards (the tournament: one of his own). */
int rv_stack_cards_for(const rv_data *d, const rv_state *s, int p);
/* The Triumph Card: whether p has one below its top level; rv_triumph_up turns it one
 * level up (returns whether it turned), removing the opponent's Stronghold at 3. */
int rv_triumph_can_turn(const rv_state *s, int p);
int rv_triumph_up(const rv_data *d, rv_state *s, int p);
/* p's Triumph Card, -1 none; rv_triumph_decline: the Barbarian Attack's 2 resources instead. */
int rv_triumph_card_of(const rv_state *s, int p);
void rv_triumph_decline(rv_state *s, int p);
enum { RV_TRIUMPH_ARG = 1 }; /* Siegfried's play argument: the Triumph Card turned */
int rv_ab_baroc(rv_ctx *c);
int rv_ab_siward(rv_ctx *c);
int rv_ab_barbarian_stronghold(rv_ctx *c);
int rv_ab_marie(rv_ctx *c);
int rv_ab_contest(rv_ctx *c);
int rv_ab_wolfgang(rv_ctx *c);
/* Wolfgang the Street Performer: his card, owner and site (-1: none in the game's
 * principalities); the celebration's offer; whether p may act in the Wolfgang phase with `play`. */
int rv_wolfgang_at(const rv_state *s, int *owner, int *site);
void rv_wolfgang_offer(const rv_data *d, rv_state *s);
int rv_wolfgang_may(const rv_state *s, int p);
/* The Contest of the Heroes' dice: the player's a, his opponent's b. */
void rv_contest_roll(const rv_data *d, rv_state *s, int a, int b);
/* Marie the Shieldmaiden: the opponent's hero on site x takes Marie's site, Marie goes to
 * the discard pile; the action phase goes on. */
void rv_marie_take(const rv_data *d, rv_state *s, int x);
/* Whether the opponent's Barbarian Stronghold lies on p's road (`hold`, R-153, R-203). */
int rv_stronghold_on(const rv_state *s, int p);
int rv_ab_white_raven_tavern(rv_ctx *c);
/* The White Raven Tavern's die shows `face`: 0, 1 or 2 resources of choice. */
void rv_tavern_roll(rv_state *s, int face);
/* Baroc's ore after a Brigand Attack, queued for each owner, the active player first. */
void rv_baroc_ore(const rv_data *d, rv_state *s);
/* The Secret Brotherhood: whether card c of p's hand is a unit or action card. */
int rv_brotherhood_fodder(const rv_state *s, int p, int c);
/* The Retreat of the Barbarians: the cards p picks, 2 with the strength advantage. */
int rv_retreat_picks(const rv_data *d, const rv_state *s, int p);
/* The Barbarian Attack: its stage strikes each player in turn, the active one first;
 * returns 1 to go on, 0 when the player struck must act (a payment is then under way). */
int rv_barbarian_stage(const rv_data *d, rv_state *s);
/* the event on top of the stack when it is known (an event put back at depth 0), -1 else;
 * rv_event_revealed: the stack after event e is revealed (the known places move up). */
int rv_event_known_top(const rv_state *s);
void rv_event_revealed(rv_state *s, int e);
/* How many events lie above Yule (R§5.5 with R-140). */
int rv_events_above_yule(const rv_state *s);
int rv_requirement_barbarians(const rv_data *d, const rv_state *s, int p, int req);
/* The Barbarian Attack's count: p's units (Arnd's heroes and the Caravel's ships
 * twice, his Border Fortress's strength with a Castle, R-201) and the barbarians' strength against
 * him (his cities' victory points). */
int rv_barbarian_units(const rv_data *d, const rv_state *s, int p);
int rv_barbarian_strength(const rv_data *d, const rv_state *s, int p);
/* Era of Sages (rivals_abilities_sages.c) */
int rv_ab_sage(rv_ctx *c);
int rv_ab_manifesto(rv_ctx *c);
int rv_ab_academy_of_sages(rv_ctx *c);
int rv_ab_age_of_enlightenment(rv_ctx *c);
int rv_ab_wise_compensation(rv_ctx *c);
int rv_ab_robert(rv_ctx *c);
int rv_ab_cole(rv_ctx *c);
int rv_ab_grove_of_freedom(rv_ctx *c);
int rv_ab_power_of_the_groves(rv_ctx *c);
int rv_ab_courthouse(rv_ctx *c);
int rv_ab_granary(rv_ctx *c);
int rv_ab_wise_protection(rv_ctx *c);
int rv_ab_dispute_of_the_sages(rv_ctx *c);
int rv_ab_great_foresight(rv_ctx *c);
int rv_ab_grove_of_justice(rv_ctx *c);
int rv_ab_grove_of_peace(rv_ctx *c);
int rv_ab_grove_of_courage(rv_ctx *c);
int rv_ab_grove_of_vigilance(rv_ctx *c);
int rv_ab_grove_of_fraternity(rv_ctx *c);
int rv_ab_grove_of_great_foresight(rv_ctx *c);
/* The Grove of Vigilance: p's grove (its site in *x), -1 none; the player it asks about
 * this turn's roll (a brigand, trade or celebration face, its owner holding the owl), -1 none. */
int rv_vigilance_grove(const rv_state *s, int p, int *x);
int rv_vigilance_owner(const rv_data *d, const rv_state *s);
/* The Grove of Courage: whether it spares p the Feud or Fraternal Feuds under way, its owls
 * then paid (p holding a grove and its 2 owls). */
int rv_courage_spares(const rv_data *d, rv_state *s, int p);
/* An Action–Attack played (rivals_abilities_turmoil.c): the opponent's guards roll first, else it
 * strikes (RV_H_STRIKE); the Grove of Peace's owl paid when it rolled. */
void rv_attack(rv_ctx *c);
void rv_peace_paid(const rv_data *d, rv_state *s, int p);
/* The Grove of Justice: p's uses before his roll, written to out; the face it set for
 * this turn's roll, -1 none. */
int rv_justice_actions(const rv_data *d, const rv_state *s, int p, ctn_action *out);
static inline int rv_justice_face(const rv_state *s) { return (s->grove_uses / RV_GU_FACE & 7) - 1; }
int rv_ev_famine(rv_ctx *c);
int rv_ev_council(rv_ctx *c);
/* The Era of Sages' contests and events (rivals_sages_work.c): Robert's owner, who wins the ties of
 * production-die contests, else RV_NONE; the Dispute's dice; the Council's choices of p
 * (their count without the stop; out may be NULL) and one of them applied; the flow's pending
 * work (0 when someone must act, -1 to start over, 1 to go on). */
int rv_tie_winner(const rv_data *d, const rv_state *s);
void rv_dispute_roll(const rv_data *d, rv_state *s, int a, int b);
int rv_council_actions(const rv_state *s, int p, ctn_action *out);
void rv_council_apply(rv_state *s, int p, ctn_action a);
int rv_sages_work(const rv_data *d, rv_state *s);
/* The Grove of Great Foresight: whether its look can be had (events above Yule, none at a
 * known place); the look's chance outcomes (an event of the set not yet looked at, each alike) and
 * one of them applied; the choices of its user (an event looked at put under, `play c<grove>
 * e<event>`; the stop) and one of them applied; the grove's card id, -1 none in play. */
int rv_foresight_open(const rv_state *s);
/* Whether an event lies at a known place in the event stack: Great Foresight and its grove
 * wait then. */
int rv_event_places_known(const rv_state *s);
int rv_look_outcomes(const rv_state *s, ctn_action *out, uint32_t *w);
void rv_look(const rv_data *d, rv_state *s, int e);
int rv_foresight_actions(const rv_state *s, int grove, ctn_action *out);
void rv_foresight_apply(rv_state *s, ctn_action a);
int rv_foresight_grove(const rv_state *s);
int rv_requirement_sages(const rv_data *d, const rv_state *s, int p, int req);
/* Owls: p's owls (his sages' levels summed), his sages, paying owls (each turns
 * down the sage with the most), the sages' rise after production. */
int rv_owls(const rv_state *s, int p);
int rv_sages(const rv_state *s, int p);
void rv_pay_owls(rv_state *s, int p, int owls);
void rv_sages_rise(const rv_data *d, rv_state *s);
/* The owls building a card costs: its `owls`, but a grove's are the cost of a use. */
static inline int rv_build_owls(const rv_card *c) { return c->type == RV_T_SITE ? 0 : c->owls; }
/* Era of Explorers (rivals_explorers.c, R§17) */
extern const uint8_t rv_explorer_ship_cost[RV_NUM_RESOURCES];
int rv_explorers(const rv_data *d);
int rv_harbor_blocks(const rv_data *d, int side);
void rv_explorers_init(const rv_data *d, rv_state *s);
int rv_ship_buildable(const rv_data *d, const rv_state *s, int p);
void rv_build_explorer_ship(rv_state *s, int p);
int rv_sail_points(const rv_state *s, int p, int *cannons);
int rv_sea_copies(int sea);
int rv_sea_turns(int sea);
const char *rv_check_explorers(const rv_data *d, const rv_state *s, int *player);
/* Era of Prosperity (rivals_abilities_prosperity.c) */
int rv_ab_aqueduct(rv_ctx *c);
/* The Aqueducts' extra production, after both players' production. */
void rv_prosperity_production(const rv_data *d, rv_state *s);
int rv_ab_theater(rv_ctx *c);
int rv_ab_village_school(rv_ctx *c);
int rv_ab_builders_hut(rv_ctx *c);
int rv_ab_feeding_the_poor(rv_ctx *c);
int rv_ab_prince(rv_ctx *c);
int rv_ab_artwork(rv_ctx *c);
int rv_ab_hospital(rv_ctx *c);
int rv_ab_city_palace(rv_ctx *c);
int rv_ab_prosperity(rv_ctx *c);
int rv_ab_bera(rv_ctx *c);
int rv_ab_common_land(rv_ctx *c);
int rv_ab_court_astrologer(rv_ctx *c);
int rv_ab_monument(rv_ctx *c);
int rv_ev_insurrection(rv_ctx *c);
/* An event put back under the event stack's top 4 cards (the Barbarian Attack R-140, the
 * Insurrection R-248). */
void rv_put_back_under_four(rv_state *s, int e);
/* The Insurrection: whether p's site x holds a building it may take, the stage's next
 * player, and his answer (a = RV_A_REMOVE: that site's building under a stack; RV_A_DECLINE: a
 * star paid, the Public Feeling's). */
int rv_insurrection_building(const rv_state *s, int p, int x);
int rv_insurrection_stage(rv_state *s);
void rv_insurrection_answer(const rv_data *d, rv_state *s, int p, ctn_action a);
/* The Public Feeling's star against the Riots: whether p may pay it. */
int rv_feeling_spares(const rv_data *d, const rv_state *s, int p);
/* The Public Feeling's 2 stars for 1 resource: its actions (RV_A_TRADE a = b), its use. */
int rv_feeling_actions(const rv_data *d, const rv_state *s, int p, ctn_action *out);
void rv_feeling_use(rv_state *s, int p, int resource);
/* The event die's face set for this turn's roll (Reiner, the Grove of Justice, the Court
 * Astrologer: ), -1 none; the Astrologer's alone. */
int rv_set_face(const rv_state *s);
static inline int rv_astrologer_face(const rv_state *s) { return (s->prosperity_uses / RV_PU_FACE & 7) - 1; }
/* What a city costs now: 1 ore 2 grain in a turn Prosperity was played, else the centre's. */
const uint8_t *rv_city_cost_for(const rv_state *s);
int rv_ev_taxation(rv_ctx *c);
/* The Era of Prosperity's road complements (R-251..R-254, rivals_abilities_prosperity_roads.c): their
 * abilities; whether one lies on p's road col; their points of a kind (0 strength .. 3 progress);
 * their uses for the legal list (c->player's, c->card and c->out used); the Mercenaries at a
 * Brigand Attack (1: they did p's loss, the regions in safe kept); the cards lying in p's
 * principality outside the sites (card + 1 each, the opponent's Thieves' Hideout too; returns how
 * many); the slots' invariants. */
int rv_ab_mercenaries(rv_ctx *c);
int rv_ab_small_market_town(rv_ctx *c);
int rv_ab_traveling_theater(rv_ctx *c);
int rv_comp_on(const rv_state *s, int p, int col, int skip); /* a complement but slot skip's on road col */
int rv_comp_points(const rv_state *s, int p, int which);
int rv_comp_actions(rv_ctx *c);
int rv_mercenaries_attack(const rv_data *d, rv_state *s, int p, uint32_t safe);
int rv_comp_laid(const rv_state *s, int p, uint8_t *cards);
int rv_check_comps(const rv_data *d, const rv_state *s, uint8_t *card_seen, char *msg, size_t cap);
/* The Thieves' Hideout (R-255, R-256, rivals_abilities_prosperity_thieves.c): its ability; its owner
 * (-1 when it lies nowhere); its uses for the legal list (either player's); driven off at 5
 * strength after every action; its invariants. */
int rv_ab_thieves_hideout(rv_ctx *c);
int rv_hideout_owner(const rv_state *s, int card);
int rv_hideout_actions(rv_ctx *c);
void rv_hideout_watch(const rv_data *d, rv_state *s);
int rv_check_hideouts(const rv_data *d, const rv_state *s, uint8_t *card_seen, char *msg, size_t cap);
int rv_requirement_prosperity(const rv_data *d, const rv_state *s, int p, int req);
/* Stars: a card's star cost, gains (beyond the marker's top lost) and payments; the event
 * die's Trade and Celebration faces' stars. */
void rv_gain_stars(rv_state *s, int p, int n);
void rv_pay_stars(rv_state *s, int p, int n);
void rv_prosperity_face(const rv_data *d, rv_state *s);
/* The Builder's Hut: whether a card costs 6 resources or more, and whether p's Hut takes
 * 1 resource off its cost (as the Building Crane's). */
int rv_hut_card(const rv_card *k);
int rv_hut_applies(const rv_data *d, const rv_state *s, int p, int card);
int rv_ab_michael(rv_ctx *c);
int rv_ab_missionary(rv_ctx *c);
int rv_ab_master_brotherhood(rv_ctx *c);
int rv_ab_bran(rv_ctx *c);
int rv_ab_judith(rv_ctx *c);
int rv_ab_red_light_tavern(rv_ctx *c);
int rv_ab_abbey_brewery(rv_ctx *c);
int rv_ab_reiner_miller(rv_ctx *c);
/* The cards laid by p's fields regions: slot 0 the Abbey Brewery, 1 Reiner the Miller;
 * the card, or -1. */
static inline int rv_field_card(const rv_state *s, int p, int k) { return s->fields[p][k] - 1; }
/* The strength (which 0) or commerce (which 2) the Abbey Brewery's side shows. */
static inline int rv_brewery_points(int side, int which) { return which == 0 ? side : which == 2 ? 2 - side : 0; }
/* The Red Light Tavern: bit t set for the towns of p's beside the road it lies on. */
static inline uint32_t rv_tavern_towns(const rv_state *s, int p) {
    if (!s->tavern[p][0]) return 0; /* the Red Light Tavern alone: the Stronghold has its own slot */
    int col = s->tavern[p][1] - 1;
    return ((col >= 1 ? 1u << (col - 1) : 0u) | 1u << col) & ((1u << RV_TOWN_COLS) - 1);
}
/* The Tavern leaves p's road once he has 3 heroes (to its owner's discard pile). */
void rv_tavern_check(const rv_data *d, rv_state *s);
/* Bran and Judith: 0 or 1 for a hero laid on a building (laid[p][k]), -1 for another card. */
int rv_laid_slot(const rv_card *k);
/* The building laid under p's hero in slot k, or -1; rv_unlay: the hero on site x of p's leaves
 * it, and the building under him (if any) lies there again. */
static inline int rv_under(const rv_state *s, int p, int k) { return s->laid[p][k] - 1; }
void rv_unlay(rv_state *s, int p, int x);
/* The Master of the Brotherhood's toll on p's play of this card: the gold he pays first,
 * -1 when no toll applies (a card without RV_F_TOLL, or no Master of the opponent's). */
int rv_brotherhood_toll(const rv_data *d, const rv_state *s, int p, int card);
/* Whether p's Master of the Brotherhood keeps him from building this card (an Abbey). */
int rv_brotherhood_bars(const rv_data *d, const rv_state *s, int p, int card);
/* The Missionary: the hero on site x of the victim's goes to the current player's first
 * free site that takes it, or to the discard pile. */
void rv_missionary_take(const rv_data *d, rv_state *s, int x);
/* Whether the card on site x of p's is a hero (what the Missionary takes). */
int rv_hero_at(const rv_state *s, int p, int x);
/* Michael: a card's cost as its builder pays it (the printed one, or with the resources
 * Michael names replaced by as many gold: a building whose cost holds them, Michael played this
 * turn); returns 1 when Michael's replacement applies. */
int rv_michael_cost(const rv_state *s, const rv_card *k, uint8_t *cost);
/* The index of Michael's set with these counts (ctn_rivals_michael_set), -1 none. */
int rv_michael_index(const uint8_t *counts);
/* Whether p may build this card (of his hand or the face-up stack) now, in some way (rivals_legal.c). */
int rv_can_build(const rv_data *d, const rv_state *s, int p, int card);
/* Where card would lie when p builds it at town t, half `bottom` (-1: it cannot): a free site,
 * or for the Town Hall the site of p's Parish Hall (ruling R-40), for Bran and Judith the site of
 * an Odin's Temple or a Church: rv_build_on_card, whether a card is laid so. */
int rv_build_site(const rv_data *d, const rv_state *s, int p, int card, int t, int bottom);
int rv_build_on_card(const rv_card *k);
/* Whether p's Building Crane takes 1 off the card's cost (a city expansion costing more than 4);
 * rv_crane_card: whether a crane would, for that card. */
int rv_crane_applies(const rv_data *d, const rv_state *s, int p, int card);
int rv_crane_card(const rv_card *k);
/* Production for one player (R§5 step 1): his regions showing the number gain 1, 2 beside a booster. */
void rv_produce(const rv_data *d, rv_state *s, int p);
/* Whether p meets a card's requirement (R§7, the "requires" column). */
int rv_requirement_met(const rv_data *d, const rv_state *s, int p, int req);
int rv_requirement_progress(const rv_data *d, const rv_state *s, int p, int req); /* the Era of Progress's */
/* What the play of a card of this kind names in its second argument (RV_PA_*, rivals_ruleset.c). */
int rv_play_arg(int kind);
/* The forms a build of a card of this kind may take in this game (RV_BF_*, rivals_ruleset.c). */
int rv_build_forms(const rv_data *d, int kind);
/* The hooks an ability answers (rivals_hooks.c; all for one the table does not list, 0 for none);
 * rv_answers: whether a card's does. */
uint32_t rv_ability_hooks(rv_ability_fn fn);
static inline int rv_answers(const rv_data *d, const rv_state *s, int card, rv_hook hook) {
    return (int)(d->hooks[s->kind[card]] >> hook & 1u);
}
/* Calls one card's ability for a hook (0 when it does not answer it). */
int rv_hook_card(const rv_data *d, rv_state *s, int p, int card, rv_hook hook);
/* Units (heroes, trade ships, other units) with at least 1 strength in p's principality. */
int rv_strong_units(const rv_data *d, const rv_state *s, int p);

/* Calls the ability of every card in p's principality for a hook; returns the sum. Asked inline
 * whether one of his cards answers it (hook_cards); rv_hook_walk calls the n cards that do. */
int rv_hook_walk(const rv_data *d, rv_state *s, int p, rv_hook hook, int n);
static inline int rv_hook_all(const rv_data *d, rv_state *s, int p, rv_hook hook) {
    if (!(d->game_hooks >> hook & 1) || !s->hook_cards[p][hook]) return 0;
    return rv_hook_walk(d, s, p, hook, s->hook_cards[p][hook]);
}

extern const uint8_t rv_road_cost[RV_NUM_RESOURCES];
extern const uint8_t rv_settlement_cost[RV_NUM_RESOURCES];
extern const uint8_t rv_city_cost[RV_NUM_RESOURCES];
extern const ctn_option_spec rv_option_specs[RV_OPT_COUNT];

/* ---- the turn's stages (rivals_flow.c) ---- */
enum {
    RV_STG_SETUP0 = 0, RV_STG_SETUP1, RV_STG_PRE_ROLL, RV_STG_DICE, RV_STG_BRIGAND, RV_STG_PRODUCTION,
    RV_STG_MARKET0, RV_STG_MARKET1, RV_STG_FACE, RV_STG_EVENT_DRAW, RV_STG_EVENT_WORK,
    RV_STG_MERCHANT0, RV_STG_MERCHANT1, RV_STG_FF, RV_STG_FEUD, RV_STG_VICTIM_LIMIT,
    RV_STG_ACTION, RV_STG_REPLENISH, RV_STG_EXCHANGE, RV_STG_END,
    RV_STG_RIOTS, /* Era of Turmoil: each player hit pays or removes a unit */
    RV_STG_PREPARE, /* the tournament: the preparation round (rivals_tourney.c) */
    RV_STG_PREP_FILL0, RV_STG_PREP_FILL1, /* then the second, then the first player replenish */
    RV_STG_BARBARIANS, /* the Era of Barbarians: the Barbarian Attack strikes each player */
    RV_STG_INSURRECTION /* the Era of Prosperity: the Insurrection asks each player for a building */
};
/* What follows a payment (after_pay). */
enum { RV_AP_NONE = 0, RV_AP_REGIONS, RV_AP_SCOUT, RV_AP_GAIN_ANY, RV_AP_GAIN_TYPE, RV_AP_SEARCH, RV_AP_FILL };

/* ---- geometry (rivals_grid.c) ---- */
static inline int rv_pos(int col, int bottom) { return col * 2 + bottom; }
/* The four region positions around town column t (R§3). */
static inline uint32_t rv_town_regions(int t) {
    return (1u << rv_pos(t, 0)) | (1u << rv_pos(t, 1)) | (1u << rv_pos(t + 1, 0)) | (1u << rv_pos(t + 1, 1));
}
static inline int rv_region_at(const rv_state *s, int p, int pos) { return s->pr[p].region[pos >> 1][pos & 1]; }
/* The card on site x (town * RV_SITES + site) of p's principality, or RV_NONE. */
static inline int rv_site_card(const rv_state *s, int p, int x) { return s->pr[p].site[x / RV_SITES][x % RV_SITES]; }
/* A card's (RV_NONE: none) share of the derived site_vp (its printed points), of site_points (its
 * printed strength, skill, commerce or progress points, which 0..3), of site_ships (the resource of
 * a trade ship, else -1) and of hook_cards (the hooks its ability answers, rv_ability_hooks). */
static inline int rv_card_vp(const rv_state *s, int card) { return card == RV_NONE ? 0 : rv_card_of(s, card)->vp; }
static inline int rv_printed_points(const rv_card *k, int which) {
    return which == 0 ? k->strength : which == 1 ? k->skill : which == 2 ? k->commerce : k->progress;
}
static inline int rv_card_points(const rv_state *s, int card, int which) {
    return card == RV_NONE ? 0 : rv_printed_points(rv_card_of(s, card), which);
}
static inline int rv_card_ship(const rv_state *s, int card) {
    if (card == RV_NONE) return -1;
    const rv_card *k = rv_card_of(s, card);
    return k->type == RV_T_TRADE_SHIP && k->resource < RV_NUM_RESOURCES ? k->resource : -1;
}
uint32_t rv_card_hooks(const rv_state *s, int card);
/* The derived sums of p's towns and site cards, from scratch (rv_count_sites): ctn_rivals_derive
 * stores them (rv_store_site_sums), the check compares them. */
typedef struct {
    int vp;
    uint8_t points[4], ships[RV_NUM_RESOURCES], hooks[RV_HOOK_SLOTS], kinds[RV_TOWN_COLS * RV_SITES];
    uint64_t boosters;
} rv_site_sums;
void rv_count_sites(const rv_state *s, int p, rv_site_sums *t);
void rv_store_site_sums(rv_state *s, int p, const rv_site_sums *t);
/* One card's share of the sums, added (sign 1) or taken away (sign -1). */
static inline void rv_site_card_sums(rv_state *s, int p, int c, int sign) {
    if (c == RV_NONE) return;
    s->site_vp[p] = (uint8_t)(s->site_vp[p] + sign * rv_card_vp(s, c));
    for (int w = 0; w < 4; w++) s->site_points[p][w] = (uint8_t)(s->site_points[p][w] + sign * rv_card_points(s, c, w));
    int ship = rv_card_ship(s, c);
    if (ship >= 0) s->site_ships[p][ship] = (uint8_t)(s->site_ships[p][ship] + sign);
    for (uint32_t h = rv_card_hooks(s, c); h; h &= h - 1) s->hook_cards[p][__builtin_ctz(h)] = (uint8_t)(s->hook_cards[p][__builtin_ctz(h)] + sign);
}
/* Card c (RV_NONE: none) on site x of p's; town t of p's at a level (0 none, 1 settlement, 2
 * city). Every change of a site or a town goes through these, which keep site_vp, site_points,
 * site_ships, hook_cards, site_kind and booster_sites. */
static inline void rv_set_site(rv_state *s, int p, int x, int c) {
    uint8_t *at = &s->pr[p].site[x / RV_SITES][x % RV_SITES];
    rv_site_card_sums(s, p, *at, -1);
    rv_site_card_sums(s, p, c, 1);
    *at = (uint8_t)c;
    s->site_kind[p][x] = c == RV_NONE ? RV_NONE : s->kind[c];
    uint64_t bit = 1ull << x, booster = c != RV_NONE && (rv_card_of(s, c)->flags & RV_F_BOOSTER) ? bit : 0;
    s->booster_sites[p] = (s->booster_sites[p] & ~bit) | booster;
}
static inline void rv_set_town(rv_state *s, int p, int t, int level) {
    s->site_vp[p] = (uint8_t)(s->site_vp[p] - s->pr[p].town[t] + level);
    s->pr[p].town[t] = (uint8_t)level;
}
/* Bit i set when byte i of b (8 * words bytes, words even) is not RV_NONE (0xff). With SSE2 the
 * bytes are compared 16 at a time and their marks gathered by one instruction; else they are read
 * 8 at a time, a byte's top bit marks a value, and one multiplication gathers the 8 marks. */
static inline uint64_t rv_byte_marks(const uint8_t *b, int words) {
    uint64_t m = 0;
#if defined(__SSE2__)
    const __m128i none = _mm_set1_epi8((char)RV_NONE);
    for (int i = 0; i < words / 2; i++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(b + 16 * i));
        m |= (uint64_t)(uint16_t)~_mm_movemask_epi8(_mm_cmpeq_epi8(v, none)) << (16 * i);
    }
#else
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7full, tops = 0x8080808080808080ull;
    for (int i = 0; i < words; i++) {
        uint64_t w;
        memcpy(&w, b + 8 * i, sizeof w);
        uint64_t x = ~w, marks = (((x & low7) + low7) | x) & tops; /* top bit: byte != 0xff */
        m |= ((marks >> 7) * 0x0102040810204080ull >> 56) << (8 * i);
    }
#endif
    return m;
}
/* Six resource bytes (a cost, a holding) as one word, byte r resource r, the top two bytes 0. Read
 * as a 4-byte and a 2-byte load joined in registers: a 6-byte memcpy into a zeroed word is built
 * on the stack and read back with one wider load, which cannot take its bytes from the two
 * stores just made and waits until they are done. */
static inline uint64_t rv_resource_word(const uint8_t *bytes) {
    _Static_assert(RV_NUM_RESOURCES == 6, "resources are read as a 4-byte and a 2-byte part");
    uint32_t low;
    uint16_t high;
    memcpy(&low, bytes, sizeof low);
    memcpy(&high, bytes + 4, sizeof high);
    return low | (uint64_t)high << 32;
}
/* Bit i set when byte i of w (8 bytes, each below 128) is at least floor (1..127): (byte | 0x80)
 * - floor keeps its top bit exactly then, borrowing from no other byte, and one multiplication
 * gathers the 8 top bits. */
static inline uint32_t rv_bytes_at_least(uint64_t w, int floor) {
    const uint64_t tops = 0x8080808080808080ull, ones = 0x0101010101010101ull;
    uint64_t marks = ((w | tops) - (uint64_t)floor * ones) & tops;
    return (uint32_t)((marks >> 7) * 0x0102040810204080ull >> 56);
}
/* Bit x set when site x of p's principality holds a card. Loops over a principality's cards walk
 * these bits (RV_FOR_CARDS), in the order of the sites. */
static inline uint64_t rv_occupied(const rv_state *s, int p) {
    return rv_byte_marks(&s->pr[p].site[0][0], RV_TOWN_COLS * RV_SITES / 8);
}
/* Bit pos set when region position pos of p's principality holds a region (the 26 region bytes
 * are followed by the town bytes inside the principality, so 32 bytes may be read). */
static inline uint32_t rv_region_mask(const rv_state *s, int p) {
    _Static_assert(offsetof(rv_principality, region) + 32 <= sizeof(rv_principality), "region bytes readable");
    return (uint32_t)rv_byte_marks(&s->pr[p].region[0][0], 4) & ((1u << RV_REGION_POS) - 1);
}
/* for each card of p's principality: x its site, c the card (the sites are read when the loop
 * starts; a card taken away meanwhile is skipped) */
#define RV_FOR_CARDS(s, p, x, c)                                                                       \
    for (uint64_t rv_m_ = rv_occupied((s), (p)); rv_m_; rv_m_ &= rv_m_ - 1)                           \
        for (int x = __builtin_ctzll(rv_m_), c = rv_site_card((s), (p), x), rv_once_ = c != RV_NONE; rv_once_; rv_once_ = 0)
/* The sites of p's cards whose ability answers a hook (bit x): his cards are walked only while
 * hook_cards says one is left, so not at all when none does. */
static inline uint64_t rv_hook_sites(const rv_data *d, const rv_state *s, int p, rv_hook hook) {
    uint64_t sites = 0;
    int left = s->hook_cards[p][hook];
    for (uint64_t m = left ? rv_occupied(s, p) : 0; m && left; m &= m - 1)
        if (rv_answers(d, s, rv_site_card(s, p, __builtin_ctzll(m)), hook)) {
            sites |= m & (0 - m);
            left--;
        }
    return sites;
}
int rv_region_pos(const rv_state *s, int p, int region); /* -1 when not in p's principality */
/* The region index of the principalities (the derived region_ids and region_pos) as it should be,
 * into ids and pos: ctn_rivals_derive stores it, the check compares it. */
void rv_index_regions(const rv_state *s, uint32_t ids[RV_PLAYERS], uint8_t pos[RV_NUM_REGIONS]);
/* Bit set of region positions next to a site (its side of the town's two region columns). */
uint32_t rv_site_regions(int town, int site);
static inline int rv_site_bottom(int site) { return site >= 2; }
/* Where a draw card lies in p's principality: town * 4 + site, or -1. */
int rv_card_site(const rv_state *s, int p, int card);
int rv_owns_kind(const rv_data *d, const rv_state *s, int p, int kind);
int rv_free_site(const rv_state *s, int p, int town, int bottom); /* site index or -1 */
/* p's sites free for a card (bit x: no card, and not the opponent's Trading Station's, R-191), and
 * rv_free_site on such a set: the set made once serves every town and half a list asks. */
static inline uint64_t rv_empty_sites(const rv_state *s, int p) {
    int station = rv_station_site(s, p);
    return ~rv_occupied(s, p) & ~(station >= 0 ? 1ull << station : 0);
}
static inline int rv_free_site_in(const rv_principality *pr, uint64_t empty, int town, int bottom) {
    if (!pr->town[town]) return -1;
    int inner = bottom ? 2 : 1, outer = bottom ? 3 : 0;
    if (empty >> (town * RV_SITES + inner) & 1) return inner;
    if (pr->town[town] == 2 && (empty >> (town * RV_SITES + outer) & 1)) return outer;
    return -1;
}
/* How many cards lie by region r of p's: the Gold Cache, the cards by his fields, those turned to
 * a level and the opponent's Thieves' Hideout. One card by a region:
 * more than one only in a broken state, which the invariant check refuses. */
int rv_cards_by_region(const rv_state *s, int p, int r);
/* Whether a card lies by region r of p's already (a card laid by a region needs a free one). */
static inline int rv_region_taken(const rv_state *s, int p, int r) { return rv_cards_by_region(s, p, r) > 0; }

/* ---- resources (rivals_grid.c) ---- */
/* Region ids as bit sets (rivals_cards.c): those yielding each resource, those showing each
 * production number (index 0 empty). */
extern const uint32_t rv_resource_regions[RV_NUM_RESOURCES];
extern const uint32_t rv_number_regions[7];
extern const uint32_t rv_yield_regions[1u << RV_NUM_RESOURCES];
/* The regions yielding any resource of a bit set of resources (bits above the six ignored). */
static inline uint32_t rv_regions_yielding(unsigned resources) {
    return rv_yield_regions[resources & ((1u << RV_NUM_RESOURCES) - 1)];
}
/* Bit r set when region r's stock is at least `floor` (1..127; 1: it holds a resource, 3: it is
 * full). With SSE2 the 24 bytes are compared 16 and 8 at a time; else 8 at a time, as
 * rv_byte_marks does, a byte's top bit marking the answer. */
static inline uint32_t rv_regions_stocked(const rv_state *s, int floor) {
    _Static_assert(RV_NUM_REGIONS == 24, "the stock is read as 16 + 8 bytes");
#if defined(__SSE2__)
    const __m128i at_least = _mm_set1_epi8((char)floor);
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)s->stock);
    __m128i hi = _mm_loadl_epi64((const __m128i *)(const void *)(s->stock + 16));
    uint32_t m_lo = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(lo, at_least), lo));
    uint32_t m_hi = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(hi, at_least), hi)) & 0xFF;
    return m_lo | m_hi << 16;
#else
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7full, tops = 0x8080808080808080ull;
    uint64_t add = (0x80u - (uint64_t)floor) * 0x0101010101010101ull;
    uint32_t m = 0;
    for (int i = 0; i < 3; i++) {
        uint64_t w;
        memcpy(&w, s->stock + 8 * i, sizeof w);
        uint64_t marks = (((w & low7) + add) | w) & tops; /* top bit: byte >= floor */
        m |= (uint32_t)((marks >> 7) * 0x0102040810204080ull >> 56) << (8 * i);
    }
    return m;
#endif
}
/* Sets a region's stock, keeping its owner's derived held[], pos_stocked and pos_full (no owner: a
 * region in the stack). The owner is read from the region bits, not tested player by player: which
 * player a stock belongs to is a coin toss for the branch predictor. */
static inline void rv_set_stock(rv_state *s, int r, int amount) {
    int change = amount - s->stock[r], res = ctn_rivals_regions[r].resource;
    _Static_assert(RV_PLAYERS == 2, "a region's owner is read from the second player's bits");
    s->stock[r] = (uint8_t)amount;
    if (!((s->region_ids[0] | s->region_ids[1]) >> r & 1)) return;
    int p = (int)(s->region_ids[1] >> r & 1);
    uint32_t bit = 1u << s->region_pos[r];
    s->held[p][res] = (uint8_t)(s->held[p][res] + change);
    s->pos_stocked[p] = (s->pos_stocked[p] & ~bit) | (amount ? bit : 0);
    s->pos_full[p] = (s->pos_full[p] & ~bit) | (amount == 3 ? bit : 0);
}
/* What each player holds by resource, counted from the stocks: ctn_rivals_derive stores it in
 * held[][], the check compares it. */
void rv_count_held(const rv_state *s, uint8_t held[RV_PLAYERS][RV_NUM_RESOURCES]);
/* The region positions of each player that hold a resource, are full, and yield each resource,
 * counted from the stocks and the region index: ctn_rivals_derive stores them in pos_stocked,
 * pos_full and pos_yield, the check compares them. */
typedef struct {
    uint32_t stocked[RV_PLAYERS], full[RV_PLAYERS], yield[RV_PLAYERS][RV_NUM_RESOURCES];
} rv_positions;
void rv_count_positions(const rv_state *s, rv_positions *out);
/* p's region positions yielding any resource of the bit set `resources` (no branch on the set). */
static inline uint32_t rv_positions_yielding(const rv_state *s, int p, unsigned resources) {
    uint32_t m = 0;
    for (int res = 0; res < RV_NUM_RESOURCES; res++) m |= s->pos_yield[p][res] & (0u - (resources >> res & 1));
    return m;
}
/* The derived pay_owed from the bytes owed by type and the count owed of any type. */
#define RV_OWED_ANY 6
static inline uint8_t rv_owed_bits(const uint8_t *need, int any) {
    unsigned m = (unsigned)(any != 0) << RV_OWED_ANY;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) m |= (unsigned)(need[r] != 0) << r;
    return (uint8_t)m;
}
/* The stock of a resource over p's regions. */
static inline int rv_total(const rv_state *s, int p, int res) { return s->held[p][res]; }
int rv_total_all(const rv_state *s, int p);
void rv_held(const rv_state *s, int p, int *held); /* held[res]: rv_total of every resource at once */
/* The room left for a resource on p's regions: 3 a region yielding it, less what he holds of it. */
static inline int rv_room(const rv_state *s, int p, int res) {
    return 3 * __builtin_popcount(s->region_ids[p] & rv_resource_regions[res]) - s->held[p][res];
}
int rv_affordable(const rv_state *s, int p, const uint8_t *cost);

/* ---- hands and stacks (rivals_cards_state.c) ---- */
static inline int rv_in_hand(const rv_state *s, int p, int c) { return (int)((s->hand[p][c >> 6] >> (c & 63)) & 1u); }
static inline void rv_hand_add(rv_state *s, int p, int c) { s->hand[p][c >> 6] |= 1ull << (c & 63); }
static inline void rv_hand_del(rv_state *s, int p, int c) { s->hand[p][c >> 6] &= ~(1ull << (c & 63)); }
static inline int rv_hand_count(const rv_state *s, int p) {
    return __builtin_popcountll(s->hand[p][0]) + __builtin_popcountll(s->hand[p][1]) + s->hidden_hand[p];
}
int rv_hand_limit(const rv_data *d, const rv_state *s, int p);
void rv_stack_put_under(rv_state *s, int stack, int card);
void rv_stack_remove(rv_state *s, int stack, int card);
int rv_stack_has(const rv_state *s, int stack, int card);

/* ---- points (rivals_points.c) ---- */
/* p's victory points: his own (rv_vp_own: without the strength and trade advantages; from the
 * derived site_vp, a walk over his cards only for a Harbor's point) and the advantages he holds;
 * rv_vp_reaches: whether they are at least goal, the advantages asked only when they decide (the
 * win checks). */
int rv_vp(const rv_data *d, const rv_state *s, int p);
int rv_vp_own(const rv_data *d, const rv_state *s, int p);
int rv_vp_reaches(const rv_data *d, const rv_state *s, int p, int goal);
int rv_points(const rv_data *d, const rv_state *s, int p, int which); /* 0 str 1 skill 2 comm 3 prog */
/* p's printed victory points (settlements and cities included) and his strength, skill,
 * commerce and progress points (as rv_points counts them), in one walk over his cards. */
typedef struct rv_tally {
    int vp, points[4];
} rv_tally;
void rv_tally_of(const rv_data *d, const rv_state *s, int p, rv_tally *t);
/* R§5: who holds an advantage with a points for player 0 and b for player 1 (at least 3 and
 * strictly more than the opponent), or RV_NONE. */
int rv_advantage_holder(int a, int b);
int rv_strength_holder(const rv_data *d, const rv_state *s);
int rv_trade_holder(const rv_data *d, const rv_state *s);
/* Whether p holds the strength (which 0) or the trade (2) advantage: the holder's test, the
 * opponent's points counted only when p has 3. */
int rv_holds_advantage(const rv_data *d, const rv_state *s, int p, int which);
int rv_trade_rate(const rv_data *d, const rv_state *s, int p, int res);
/* Bit r set when p has a trade ship of resource r (which trades it 2:1, R§7). */
uint32_t rv_ship_resources(const rv_data *d, const rv_state *s, int p);
int rv_search_cost(const rv_data *d, const rv_state *s, int p);
int rv_count_type(const rv_data *d, const rv_state *s, int p, int type);
/* How many cards of an ability p has in his principality. */
int rv_count_ability(const rv_data *d, const rv_state *s, int p, rv_ability_fn fn);

/* ---- the tournament (rivals_tourney_setup.c, rivals_tourney.c) ---- */
/* The tournament's cards: both decks (player p's cards are ids p * 35 ..), the 13 events, the 8 own
 * stacks; NULL setup: the default. */
ctn_status rv_tourney_setup(rv_data *d, const ctn_rivals_setup *setup, ctn_error *err);
/* R-96 (rivals_tourney_kinds.c): each player's deck pool from his declared eras, into d; and the
 * kinds of the cards a determinized view hides, dealt from the pool of their deck's owner less the
 * kinds seen in the open, so a sample is a legal deck and uses only what the view shows. */
ctn_status rv_tourney_pool(rv_data *d, const unsigned *eras, ctn_error *err);
void rv_tourney_deal_kinds(const rv_data *d, rv_state *s, ctn_rng *rng);
/* The first state's tournament part: starting hands, own stacks, 6 resources, the preparation round. */
void rv_tourney_init(const rv_data *d, rv_state *s);
/* The preparation round's legal actions (one build or a pass) for p, from the action phase's list. */
int rv_tourney_prepare_filter(const rv_data *d, const rv_state *s, int p, ctn_action *out, int n);
/* Whether p must replenish at the end of his turn: more cards than his hand limit, or fewer with
 * cards left in a stack he may draw from (rivals_flow.c). */
int rv_replenish_due(const rv_data *d, const rv_state *s, int p);
/* Whether p may draw from a stack (his own in the tournament) that still holds cards. */
int rv_any_stack_cards(const rv_data *d, const rv_state *s, int p);
/* The pending work of rivals_pending.c: 0 when someone must act (phase and actor set), -1 when
 * new work was queued (the flow starts over), 1 to go on with the turn's stage. */
int rv_pending_choice(const rv_data *d, rv_state *s);
/* The exchange at the end of p's turn (R§5), Odin's Fountain's second one included: 0 while p is
 * to act in it (the phase set), 1 once it is over (rivals_flow.c). */
int rv_exchange_step(const rv_data *d, rv_state *s, int p);
/* The preparation round's stage: the next to build, or the replenishing that ends it. 1: go on. */
int rv_tourney_stage(const rv_data *d, rv_state *s);
/* p's action in the preparation round: a pass ends his round, a build hands it to the other. */
void rv_tourney_moved(rv_state *s, int p, ctn_action a);
/* Named units (R§6.4): whether p may build card (no unit of its name in either principality). */
int rv_tourney_name_free(const rv_data *d, const rv_state *s, int card);
/* The first card of p's deck (cards p * 35 .. p * 35 + 34). */
static inline int rv_deck_owner(int card) { return card >= RV_TOURNEY_DECK; }

/* ---- setup, flow, legal, apply (one file each) ---- */
ctn_status rv_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err);
void rv_game_teardown(ctn_game *g);
void rv_init(const ctn_game *g, ctn_state *state, uint64_t seed);
/* Shuffles n cards (with the state's generator) into `count` stacks of equal size from stack `first` on. */
void rv_deal(rv_state *s, uint8_t *deck, int n, int first, int count);
void rv_continue(const rv_data *d, rv_state *s);
void rv_push_gain(rv_state *s, int p, int mask);
void rv_set_payment(rv_state *s, int p, const uint8_t *need, int any, uint32_t mask, int after, int arg);
void rv_events_rebuild(const rv_data *d, rv_state *s, ctn_rng *rng);
void rv_gain_region(rv_state *s, int region, int amount);
uint32_t rv_pay_candidates(const rv_state *s);
uint32_t rv_gain_candidates(const rv_state *s);
int rv_place_new_regions(const rv_data *d, rv_state *s, int top, int bottom);
void rv_pay_from(rv_state *s, int pos);
void rv_gain_at(rv_state *s, int pos);
void rv_reveal_event(const rv_data *d, rv_state *s, int e);
void rv_remove_site_card(rv_state *s, int p, int x);
/* Starts the taking of n resources by `taker` from his opponent (trade face, attacks). */
void rv_start_takes(rv_state *s, int taker, int n, int flags);
/* Pirate Ship: p's trade ship on site x goes to the discard pile. */
void rv_lose_ship(const rv_data *d, rv_state *s, int p, int x);
/* Whether a card leaving a principality goes back to the face-up stack (R§5.3; the duel and the
 * tournament have none, R-81). */
static inline int rv_face_up_home(const rv_data *d, const rv_state *s, int c) {
    return (rv_card_of(s, c)->flags & RV_F_FACE_UP) && d->mode != RV_MODE_DUEL && !rv_tourney(d);
}
/* R§5 step 2: p gives up his card on site x, to the face-up stack or the discard pile. */
void rv_abandon(const rv_data *d, rv_state *s, int p, int x);

ctn_actors rv_actors(const ctn_game *g, const ctn_state *state);
int rv_legal_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out);
int rv_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w);
ctn_action rv_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng);
uint32_t rv_play_random(const ctn_game *g, ctn_state *state, ctn_rng *const *rngs, unsigned flags,
                        uint32_t max_actions, ctn_action *list, uint32_t *decisions);
void rv_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a);
int rv_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out);
int rv_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap);
/* rivals_fields.c: the fields of the theme games, the duel, the tournament and the eras, hashed
 * (into h) in a game that uses them; rv_unused_field_set: the name of a field of those a game
 * does not use that is not 0 (the check's), NULL when all are. */
uint64_t rv_hash_groups(const rv_data *d, const rv_state *s, uint64_t h);
const char *rv_unused_field_set(const rv_data *d, const rv_state *s);
void rv_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view);
void rv_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out);
ctn_action rv_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a, int viewer);
int rv_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf, size_t cap);
ctn_status rv_action_from_text(const ctn_game *g, const ctn_state *state, int player, const char *text,
                               ctn_action *out, ctn_error *err);
/* ---- the search evaluation (rivals_evaluate.c, weights in rivals_eval_weights.c) ---- */
/* A player's features: what the evaluation weighs, one value each. */
typedef enum rv_feature {
    RV_FEAT_POINTS = 0,   /* victory points (advantages included) */
    RV_FEAT_RESOURCES,    /* resources on his regions, gold included */
    RV_FEAT_RES_OVER_7,   /* resources beyond 7 (the brigands' prey, R§5) */
    RV_FEAT_GOLD,         /* gold on his regions */
    RV_FEAT_KINDS,        /* kinds of resource he holds at least one of */
    RV_FEAT_HAND,         /* cards in his hand */
    RV_FEAT_STRENGTH,     /* strength points */
    RV_FEAT_SKILL,        /* skill points */
    RV_FEAT_COMMERCE,     /* commerce points */
    RV_FEAT_PROGRESS,     /* progress points */
    RV_FEAT_STRENGTH_ADV, /* he holds the strength advantage */
    RV_FEAT_TRADE_ADV,    /* he holds the trade advantage */
    RV_FEAT_SETTLEMENTS,  /* settlements (not cities) */
    RV_FEAT_CITIES,       /* cities */
    RV_FEAT_ROADS,        /* roads */
    RV_FEAT_REGIONS,      /* regions */
    RV_FEAT_BOOSTED,      /* regions beside a booster of their resource (they produce 2) */
    RV_FEAT_EXPANSIONS,   /* cards in his principality (buildings, units) */
    RV_FEAT_FREE_SITES,   /* free expansion sites of his settlements and cities */
    RV_FEAT_TO_MOVE,      /* the turn is his */
    RV_FEAT_COUNT
} rv_feature;
enum { RV_EVAL_STAGES = 4 };
/* The weights: a row per feature, a column per stage, in log-odds of winning. */
extern const double rv_eval_weights[RV_FEAT_COUNT][RV_EVAL_STAGES];
/* The stage of the game by the points the leader still needs (0 early .. 3 close to the end). */
int rv_eval_stage(const rv_data *d, const rv_state *s);
/* Both players' features. */
void rv_eval_features(const rv_data *d, const rv_state *s, double f[RV_PLAYERS][RV_FEAT_COUNT]);
/* The table's evaluate: each player's weighted features, in thousandths. */
void rv_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values);

#endif
