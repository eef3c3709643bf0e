/* rivals_cards.c — every card of the Rivals base box and of the expansions' eras built as one data
 * table (docs/rules/rivals.md R§7, R§12-R§17): the Basic Set, the eras of Gold, Turmoil and
 * Progress, their events and the expansions' cards; each row names the
 * function of its ability (rivals_abilities.c, rivals_events.c). A corrected fact is a one-line
 * change here. Rows marked RV_F_UNCERTAIN carry a fact the rules file rates as uncertain. */
#include "rivals_internal.h"

#define C(l, b, w, g, o, au) {l, b, w, g, o, au}
#define NOC C(0, 0, 0, 0, 0, 0)
#define NR RV_NONE
#define BASIC RV_SET_BASIC
#define GOLD RV_SET_GOLD
#define TURM RV_SET_TURMOIL
#define PROG RV_SET_PROGRESS
#define INTR RV_SET_INTRIGUE
#define MERC RV_SET_MERCHANTS
#define BARB RV_SET_BARBARIANS
#define SAGES RV_SET_SAGES
#define PROSP RV_SET_PROSPERITY
#define EXPL RV_SET_EXPLORERS
#define BLD RV_T_BUILDING
#define HERO RV_T_HERO
#define SHIP RV_T_TRADE_SHIP
#define UNIT RV_T_UNIT
#define ACT RV_T_ACTION
#define ATK RV_T_ATTACK
#define XSITE RV_T_SITE
#define EVT RV_T_EVENT
#define TOWN RV_P_TOWN
#define CITY RV_P_CITY
#define REG RV_P_REGION
#define NOPL RV_P_NONE
#define ONE RV_F_ONE_OF
#define FUP (RV_F_FACE_UP | RV_F_ONE_OF)
#define NAMED RV_F_NAMED
#define UNC RV_F_UNCERTAIN
#define BOOST RV_F_BOOSTER
#define TOLL RV_F_TOLL

/* Each row gives, in order: name, key, set, type, place, cost (L B W G O Au), vp, strength, skill,
 * commerce, progress, copies, half moons, flags, resource, requires, ability. Then by name:
 * .implemented on every row (1 when the engine plays the card, 0 for a card not built yet), and
 * only when not zero: .req (the requirement as a code, RV_RQ_*), .levels (a card turned to a
 * level, R-129: its top level, its points printed per level; its resource the region it lies by),
 * .owls (the Era of Sages' owl cost, R-162; a grove's: of a use), .stars (the Era of Prosperity's
 * star cost, R-231), .sail and .cannons (the Era of Explorers' sail and cannon points, R-264). */
const ctn_rivals_card ctn_rivals_cards[] = {
    /* ---- Basic Set: 36 draw cards (R§7) ---- */
    {"Toll Bridge", "toll_bridge", BASIC, BLD, TOWN, C(1, 1, 0, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, NR, NULL, rv_ab_toll_bridge, .implemented = 1},
    {"Storehouse", "storehouse", BASIC, BLD, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 0, 0, 2, 0, UNC, NR, NULL, rv_ab_storehouse, .implemented = 1},
    {"Iron Foundry", "iron_foundry", BASIC, BLD, TOWN, C(0, 1, 0, 0, 1, 0), 0, 0, 0, 0, 0, 1, 0, BOOST, RV_ORE, NULL, NULL, .implemented = 1},
    {"Grain Mill", "grain_mill", BASIC, BLD, TOWN, C(1, 0, 0, 1, 0, 0), 0, 0, 0, 0, 0, 1, 0, BOOST, RV_GRAIN, NULL, NULL, .implemented = 1},
    {"Lumber Camp", "lumber_camp", BASIC, BLD, TOWN, C(1, 0, 0, 0, 1, 0), 0, 0, 0, 0, 0, 1, 0, BOOST, RV_LUMBER, NULL, NULL, .implemented = 1},
    {"Brick Factory", "brick_factory", BASIC, BLD, TOWN, C(0, 1, 0, 0, 1, 0), 0, 0, 0, 0, 0, 1, 0, BOOST, RV_BRICK, NULL, NULL, .implemented = 1},
    {"Weaver's Shop", "weavers_shop", BASIC, BLD, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 0, 0, 1, 0, BOOST, RV_WOOL, NULL, NULL, .implemented = 1},
    {"Abbey", "abbey", BASIC, BLD, TOWN, C(0, 1, 0, 1, 1, 0), 0, 0, 0, 0, 1, 2, 0, ONE | UNC, NR, NULL, rv_ab_abbey, .implemented = 1},
    {"Marketplace", "marketplace", BASIC, BLD, TOWN, C(0, 0, 1, 1, 0, 0), 0, 0, 0, 1, 0, 2, 0, ONE | UNC, NR, NULL, rv_ab_marketplace, .implemented = 1},
    {"Parish Hall", "parish_hall", BASIC, BLD, TOWN, C(0, 1, 0, 1, 0, 0), 0, 0, 0, 0, 0, 2, 0, ONE | UNC, NR, NULL, rv_ab_parish_hall, .implemented = 1},
    {"Large Trade Ship", "large_trade_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, NR, NULL, rv_ab_large_trade_ship, .implemented = 1},
    {"Gold Ship", "gold_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, RV_GOLD, NULL, NULL, .implemented = 1},
    {"Ore Ship", "ore_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, RV_ORE, NULL, NULL, .implemented = 1},
    {"Grain Ship", "grain_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, RV_GRAIN, NULL, NULL, .implemented = 1},
    {"Lumber Ship", "lumber_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, RV_LUMBER, NULL, NULL, .implemented = 1},
    {"Brick Ship", "brick_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, RV_BRICK, NULL, NULL, .implemented = 1},
    {"Wool Ship", "wool_ship", BASIC, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 0, 0, RV_WOOL, NULL, NULL, .implemented = 1},
    {"Austin", "austin", BASIC, HERO, TOWN, C(0, 0, 0, 1, 1, 0), 0, 1, 2, 0, 0, 1, 0, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Harald", "harald", BASIC, HERO, TOWN, C(0, 0, 0, 1, 1, 0), 0, 2, 1, 0, 0, 1, 0, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Inga", "inga", BASIC, HERO, TOWN, C(0, 0, 1, 1, 1, 0), 0, 1, 3, 0, 0, 1, 0, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Osmund", "osmund", BASIC, HERO, TOWN, C(0, 0, 1, 1, 1, 0), 0, 2, 2, 0, 0, 1, 0, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Candamir", "candamir", BASIC, HERO, TOWN, C(0, 0, 2, 1, 1, 0), 0, 4, 1, 0, 0, 1, 0, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Siglind", "siglind", BASIC, HERO, TOWN, C(0, 0, 2, 1, 1, 0), 0, 2, 3, 0, 0, 1, 0, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Brigitta, the Wise Woman", "brigitta", BASIC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, rv_ab_brigitta, .implemented = 1},
    {"Relocation", "relocation", BASIC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_relocation, .implemented = 1},
    {"Scout", "scout", BASIC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, rv_ab_scout, .implemented = 1},
    {"Merchant Caravan", "merchant_caravan", BASIC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, rv_ab_merchant_caravan, .implemented = 1},
    {"Goldsmith", "goldsmith", BASIC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, rv_ab_goldsmith, .implemented = 1},

    /* ---- Era of Gold: 24 draw cards (R§7); abilities in rivals_abilities_gold.c ---- */
    {"Storehouse", "storehouse", GOLD, BLD, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 0, 0, 1, 1, UNC, NR, NULL, rv_ab_storehouse, .implemented = 1},
    {"Toll Bridge", "toll_bridge", GOLD, BLD, TOWN, C(1, 1, 0, 0, 0, 0), 0, 0, 0, 1, 0, 1, 1, 0, NR, NULL, rv_ab_toll_bridge, .implemented = 1},
    {"Large Trade Ship", "large_trade_ship", GOLD, SHIP, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 1, 0, 1, 1, 0, NR, NULL, rv_ab_large_trade_ship, .implemented = 1},
    {"Goldsmith", "goldsmith", GOLD, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_goldsmith, .implemented = 1},
    {"Gold Cache", "gold_cache", GOLD, XSITE, REG, NOC, 0, 0, 0, 0, 0, 1, 0, UNC, NR, "a hero with at least 1 strength", rv_ab_gold_cache, .implemented = 1, .req = RV_RQ_HERO_STRENGTH},
    {"Pirate Ship", "pirate_ship", GOLD, UNIT, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, rv_ab_pirate_ship, .implemented = 1},
    {"Merchant Guild", "merchant_guild", GOLD, BLD, CITY, C(0, 2, 2, 1, 0, 0), 1, 0, 0, 2, 0, 2, 1, FUP, NR, NULL, NULL, .implemented = 1},
    {"Moneylender", "moneylender", GOLD, BLD, CITY, C(2, 1, 0, 0, 2, 0), 1, 0, 0, 0, 0, 1, 0, ONE, NR, NULL, rv_ab_moneylender, .implemented = 1},
    {"Harbor", "harbor", GOLD, BLD, CITY, C(0, 1, 1, 0, 1, 0), 0, 0, 0, 1, 0, 1, 1, 0, NR, NULL, rv_ab_harbor, .implemented = 1},
    {"Trading Base", "trading_base", GOLD, BLD, CITY, C(0, 1, 2, 2, 0, 0), 1, 0, 0, 1, 0, 1, 1, 0, NR, NULL, rv_ab_trading_base, .implemented = 1},
    {"Mint", "mint", GOLD, BLD, CITY, C(2, 1, 0, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_mint, .implemented = 1},
    {"Staple House", "staple_house", GOLD, BLD, CITY, C(0, 2, 1, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, 0, NR, "Merchant Guild", rv_ab_staple_house, .implemented = 1, .req = RV_RQ_MERCHANT_GUILD},
    {"Salt Silo", "salt_silo", GOLD, BLD, CITY, C(0, 1, 2, 0, 0, 2), 1, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_salt_silo, .implemented = 1},
    {"Trade Master", "trade_master", GOLD, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "Merchant Guild", rv_ab_trade_master, .implemented = 1, .req = RV_RQ_MERCHANT_GUILD},
    {"Merchant", "merchant", GOLD, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, "3 commerce points or a city", rv_ab_merchant, .implemented = 1, .req = RV_RQ_COMMERCE3_OR_CITY},
    {"Reiner the Herald", "reiner", GOLD, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, UNC, NR, NULL, rv_ab_reiner, .implemented = 1},
    {"Brigands", "brigands", GOLD, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "strength advantage", rv_ab_brigands, .implemented = 1, .req = RV_RQ_STRENGTH_ADV},
    {"Gudrun, Terror of the Seas", "gudrun", GOLD, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, NR, "a Pirate Ship; the opponent has gold", rv_ab_gudrun, .implemented = 1, .req = RV_RQ_PIRATE_GOLD},

    /* ---- Era of Turmoil: 24 draw cards (R§7); abilities in rivals_abilities_turmoil.c ---- */
    {"Drill Ground", "drill_ground", TURM, BLD, TOWN, C(0, 1, 0, 0, 1, 0), 0, 1, 0, 0, 0, 1, 1, ONE, NR, NULL, rv_ab_drill_ground, .implemented = 1},
    {"Lookout Tower", "lookout_tower", TURM, BLD, TOWN, C(1, 0, 0, 1, 0, 0), 0, 1, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_lookout_tower, .implemented = 1},
    {"Carl Forkbeard", "carl_forkbeard", TURM, HERO, TOWN, C(0, 0, 2, 1, 1, 0), 0, 5, 0, 0, 0, 1, 1, NAMED, NR, NULL, NULL, .implemented = 1},
    {"Heinrich the Sentinel", "heinrich", TURM, HERO, TOWN, C(0, 0, 1, 1, 1, 0), 0, 2, 0, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_heinrich, .implemented = 1},
    {"Irmgard, Keeper of the Light", "irmgard", TURM, HERO, TOWN, C(0, 0, 0, 1, 0, 1), 0, 0, 2, 0, 0, 1, 1, NAMED, NR, NULL, rv_ab_irmgard, .implemented = 1},
    {"Chapel (1-3)", "chapel_low", TURM, BLD, CITY, C(0, 1, 0, 1, 2, 0), 1, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_chapel_low, .implemented = 1},
    {"Chapel (4-6)", "chapel_high", TURM, BLD, CITY, C(0, 1, 0, 1, 2, 0), 1, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_chapel_high, .implemented = 1},
    {"Fairgrounds", "fairgrounds", TURM, BLD, CITY, C(2, 0, 1, 1, 0, 0), 1, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_fairgrounds, .implemented = 1},
    {"Hedge Tavern", "hedge_tavern", TURM, BLD, CITY, C(0, 0, 1, 1, 0, 2), 1, 0, 0, 0, 0, 2, 1, FUP, NR, NULL, NULL, .implemented = 1},
    {"Tithe Barn", "tithe_barn", TURM, BLD, CITY, C(2, 1, 0, 0, 1, 0), 1, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_tithe_barn, .implemented = 1},
    {"Large Festival Hall", "large_festival_hall", TURM, BLD, CITY, C(0, 2, 0, 3, 3, 0), 2, 0, 0, 0, 0, 1, 0, 0, NR, NULL, NULL, .implemented = 1},
    {"Fire Brigade", "fire_brigade", TURM, BLD, CITY, C(0, 1, 2, 0, 1, 0), 1, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_fire_brigade, .implemented = 1},
    {"Voyage of Plunder", "voyage_of_plunder", TURM, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "strength advantage", rv_ab_voyage_of_plunder, .implemented = 1, .req = RV_RQ_STRENGTH_ADV},
    {"Archer", "archer", TURM, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, TOLL, NR, "Hedge Tavern", rv_ab_archer, .implemented = 1, .req = RV_RQ_HEDGE_TAVERN},
    {"Arsonist", "arsonist", TURM, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, TOLL, NR, "Hedge Tavern", rv_ab_arsonist, .implemented = 1, .req = RV_RQ_HEDGE_TAVERN},
    {"Brigands", "brigands", TURM, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "strength advantage", rv_ab_brigands, .implemented = 1, .req = RV_RQ_STRENGTH_ADV},
    {"Sebastian the Itinerant Preacher", "sebastian", TURM, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, NAMED, NR, NULL, rv_ab_sebastian, .implemented = 1},
    {"Traitor", "traitor", TURM, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, TOLL, NR, "Hedge Tavern", rv_ab_traitor, .implemented = 1, .req = RV_RQ_HEDGE_TAVERN},

    /* ---- Era of Progress: 26 draw cards (R§7); abilities in rivals_abilities_progress.c ---- */
    {"Chief Cannoneer", "chief_cannoneer", PROG, UNIT, TOWN, C(1, 0, 0, 0, 1, 0), 0, 4, 0, 0, 0, 2, 1, 0, NR, "University", NULL, .implemented = 1, .req = RV_RQ_UNIVERSITY},
    {"Town Hall", "town_hall", PROG, BLD, CITY, C(0, 1, 2, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, UNC, NR, "Parish Hall (placed on it)", rv_ab_town_hall, .implemented = 1, .req = RV_RQ_PARISH_HALL},
    {"University", "university", PROG, BLD, CITY, C(2, 1, 0, 2, 0, 0), 1, 0, 0, 0, 1, 2, 1, FUP, NR, "Abbey or Library", NULL, .implemented = 1, .req = RV_RQ_ABBEY_OR_LIBRARY},
    {"Library", "library", PROG, BLD, CITY, C(2, 1, 0, 0, 1, 0), 1, 0, 0, 0, 0, 2, 1, UNC, NR, NULL, rv_ab_library, .implemented = 1},
    {"Pharmacy", "pharmacy", PROG, BLD, CITY, C(0, 1, 2, 0, 0, 1), 1, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_pharmacy, .implemented = 1},
    {"Bath House", "bath_house", PROG, BLD, CITY, C(0, 2, 1, 0, 1, 0), 1, 0, 0, 0, 0, 3, 1, 0, NR, NULL, rv_ab_bath_house, .implemented = 1},
    {"Building Crane", "building_crane", PROG, BLD, CITY, C(1, 0, 0, 0, 0, 0), 0, 0, 0, 0, 0, 1, 0, 0, NR, "University", rv_ab_building_crane, .implemented = 1, .req = RV_RQ_UNIVERSITY},
    {"Parliament", "parliament", PROG, BLD, CITY, C(3, 2, 2, 0, 0, 0), 2, 0, 0, 0, 0, 1, 1, 0, NR, "2 progress points", NULL, .implemented = 1, .req = RV_RQ_PROGRESS2},
    {"Three-Field System", "three_field_system", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "University", rv_ab_three_field_system, .implemented = 1, .req = RV_RQ_UNIVERSITY},
    {"Mineral Mining", "mineral_mining", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "University", rv_ab_mineral_mining, .implemented = 1, .req = RV_RQ_UNIVERSITY},
    {"Benjamin the Traveling Scholar", "benjamin", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_benjamin, .implemented = 1},
    {"Guido the Ambassador", "guido", PROG, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, NR, "Town Hall or fewer points", rv_ab_guido, .implemented = 1, .req = RV_RQ_TOWN_HALL_OR_BEHIND},
    {"Gustav the Librarian", "gustav", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, NR, "Library or fewer points", rv_ab_gustav, .implemented = 1, .req = RV_RQ_LIBRARY_OR_BEHIND},
    {"Doctor", "doctor", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "Bath House", rv_ab_doctor, .implemented = 1, .req = RV_RQ_BATH_HOUSE},
    {"Brigitta, the Wise Woman", "brigitta", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_brigitta, .implemented = 1},
    {"Relocation", "relocation", PROG, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_relocation, .implemented = 1},

    /* ---- events (R§7) ---- */
    {"Yule", "yule", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ev_yule, .implemented = 1},
    {"Year of Plenty", "year_of_plenty", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ev_year_of_plenty, .implemented = 1},
    {"Invention", "invention", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ev_invention, .implemented = 1},
    {"Fraternal Feuds", "fraternal_feuds", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_fraternal_feuds, .implemented = 1},
    {"Feud", "feud", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_feud, .implemented = 1},
    {"Traveling Merchant", "traveling_merchant", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ev_traveling_merchant, .implemented = 1},
    {"Trade Ships Race", "trade_ships_race", BASIC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_trade_ships_race, .implemented = 1},
    {"Traveling Merchant", "traveling_merchant", GOLD, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_traveling_merchant, .implemented = 1},
    {"Trade Ships Race", "trade_ships_race", GOLD, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_trade_ships_race, .implemented = 1},
    {"Gift for the Prince", "gift_for_the_prince", GOLD, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_gift_for_the_prince, .implemented = 1},
    {"Fraternal Feuds", "fraternal_feuds", TURM, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_fraternal_feuds, .implemented = 1},
    {"Feud", "feud", TURM, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ev_feud, .implemented = 1},
    {"Riots", "riots", TURM, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ev_riots, .implemented = 1},
    {"Invention", "invention", PROG, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 2, 0, NR, NULL, rv_ev_invention, .implemented = 1},
    {"Plague", "plague", PROG, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 3, 2, 0, NR, NULL, rv_ev_plague, .implemented = 1},
    /* ---- Age of Darkness, Era of Intrigue: 24 draw cards and 4 events (R§12), appended so the
     * base box's rows keep their numbers; abilities in rivals_abilities_intrigue.c. Rows with
     * implemented 0 would not be built yet (R§12.3): the theme game would leave them out. ---- */
    {"Church", "church", INTR, BLD, CITY, C(0, 2, 0, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, FUP, NR, NULL, rv_ab_church, .implemented = 1},
    {"Odin's Temple", "odins_temple", INTR, BLD, CITY, C(2, 0, 0, 2, 0, 0), 1, 0, 0, 0, 0, 2, 1, FUP, NR, NULL, rv_ab_odins_temple, .implemented = 1},
    {"Great Thingstead", "great_thingstead", INTR, BLD, TOWN, C(2, 0, 2, 2, 0, 0), 2, 0, 0, 0, 0, 1, 1, 0, NR, "Church and Odin's Temple", rv_ab_great_thingstead, .implemented = 1, .req = RV_RQ_CHURCH_AND_TEMPLE},
    {"Sacrificial Site", "sacrificial_site", INTR, BLD, CITY, C(1, 1, 2, 0, 0, 0), 1, 0, 0, 0, 0, 1, 0, 0, NR, "Odin's Fountain or Odin's Temple", rv_ab_sacrificial_site, .implemented = 1, .req = RV_RQ_FOUNTAIN_OR_TEMPLE},
    {"Bishop", "bishop", INTR, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "Church or Bishop's See", rv_ab_bishop, .implemented = 1, .req = RV_RQ_CHURCH_OR_SEE},
    {"Priestess of the Norns", "priestess", INTR, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "Odin's Fountain or Odin's Temple", rv_ab_priestess, .implemented = 1, .req = RV_RQ_FOUNTAIN_OR_TEMPLE},
    {"Bishop's See", "bishops_see", INTR, BLD, CITY, C(0, 1, 0, 0, 2, 2), 1, 0, 0, 0, 0, 2, 1, 0, NR, "Church, Abbey or Chapel", rv_ab_bishops_see, .implemented = 1, .req = RV_RQ_CHURCH_ABBEY_CHAPEL},
    {"Odin's Fountain", "odins_fountain", INTR, BLD, TOWN, C(0, 1, 0, 0, 1, 1), 0, 0, 0, 0, 0, 1, 1, ONE, NR, NULL, rv_ab_odins_fountain, .implemented = 1},
    {"Pilgrimage Site", "pilgrimage_site", INTR, BLD, TOWN, C(0, 0, 0, 0, 1, 1), 0, 0, 0, 1, 0, 1, 0, ONE, NR, NULL, rv_ab_pilgrimage_site, .implemented = 1},
    {"Bran, Defender of the Temple", "bran", INTR, HERO, CITY, C(0, 0, 2, 0, 2, 0), 1, 2, 0, 0, 0, 1, 0, NAMED, NR, "Odin's Temple (placed on it)", rv_ab_bran, .implemented = 1, .req = RV_RQ_ODINS_TEMPLE},
    {"Judith, Guardian of the Church", "judith", INTR, HERO, CITY, C(0, 0, 0, 2, 2, 0), 1, 0, 2, 0, 0, 1, 0, NAMED, NR, "Church (placed on it)", rv_ab_judith, .implemented = 1, .req = RV_RQ_CHURCH},
    {"Godfrey the Intriguer", "godfrey", INTR, HERO, TOWN, C(0, 0, 1, 0, 1, 0), 0, 0, 0, 1, 0, 1, 0, NAMED, NR, NULL, rv_ab_godfrey, .implemented = 1},
    {"Master of the Brotherhood", "master_of_the_brotherhood", INTR, UNIT, TOWN, C(0, 0, 1, 0, 0, 2), 0, 0, 1, 0, 1, 1, 1, 0, NR, "no Abbey", rv_ab_master_brotherhood, .implemented = 1, .req = RV_RQ_NO_ABBEY},
    {"Michael the Master Builder", "michael", INTR, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_michael, .implemented = 1},
    {"Missionary", "missionary", INTR, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, TOLL, NR, "Church or Bishop's See", rv_ab_missionary, .implemented = 1, .req = RV_RQ_CHURCH_OR_SEE},
    {"Odin's Priest", "odins_priest", INTR, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, TOLL, NR, "Odin's Temple", rv_ab_odins_priest, .implemented = 1, .req = RV_RQ_ODINS_TEMPLE},
    {"Abbey Brewery", "abbey_brewery", INTR, BLD, REG, NOC, 0, 0, 0, 0, 0, 1, 0, UNC, NR, "a city", rv_ab_abbey_brewery, .implemented = 1, .req = RV_RQ_CITY},
    {"Reiner the Miller", "reiner_the_miller", INTR, HERO, REG, C(0, 0, 0, 1, 0, 1), 0, 0, 0, 1, 0, 1, 1, NAMED, NR, NULL, rv_ab_reiner_miller, .implemented = 1},
    {"Red Light Tavern", "red_light_tavern", INTR, BLD, REG, C(1, 0, 0, 1, 0, 0), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_red_light_tavern, .implemented = 1},
    {"Good Neighbors", "good_neighbors", INTR, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ev_good_neighbors, .implemented = 1},
    {"Religious Dispute", "religious_dispute", INTR, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "a city", rv_ev_religious_dispute, .implemented = 1},
    /* Age of Darkness — the Era of Merchant Princes (R§13): implemented 0 for the cards not built yet */
    {"Brigand Camp", "brigand_camp", MERC, BLD, REG, C(0, 0, 1, 0, 0, 1), 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_brigand_camp, .implemented = 1},
    {"Capricious Sea", "capricious_sea", MERC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "a trade ship", rv_ev_capricious_sea, .implemented = 1},
    {"Cloth Merchant's Residence", "cloth_merchants_residence", MERC, BLD, REG, NOC, 0, 0, 0, 1, 0, 1, 1, 0, RV_WOOL, "a city", rv_ab_residence, .implemented = 1, .req = RV_RQ_CITY, .levels = 3},
    {"Commercial Harbor", "commercial_harbor", MERC, BLD, CITY, C(0, 1, 2, 2, 0, 0), 1, 0, 0, 1, 0, 2, 1, FUP, NR, NULL, rv_ab_commercial_harbor, .implemented = 1},
    {"Commercial Metropolis", "commercial_metropolis", MERC, BLD, CITY, C(2, 2, 2, 0, 0, 0), 2, 0, 0, 0, 0, 1, 1, 0, NR, "6 commerce points or a Residence at its highest level", NULL, .implemented = 1, .req = RV_RQ_METROPOLIS},
    {"Craft Guild", "craft_guild", MERC, BLD, CITY, C(1, 1, 0, 0, 3, 0), 1, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_craft_guild, .implemented = 1},
    {"Fortunate Trade Voyage", "fortunate_trade_voyage", MERC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "a trade ship", rv_ev_fortunate_trade_voyage, .implemented = 1},
    {"Gero the Master Merchant", "gero", MERC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "2 trade ships", rv_ab_gero, .implemented = 1, .req = RV_RQ_TWO_SHIPS},
    {"Guild Master", "guild_master", MERC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "Craft Guild", rv_ab_guild_master, .implemented = 1, .req = RV_RQ_CRAFT_GUILD},
    {"Hergild the Master Merchent", "hergild", MERC, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "Commercial Harbor or 2 trade ships", rv_ab_hergild, .implemented = 1, .req = RV_RQ_HARBOR_OR_SHIPS},
    {"Hour of the Master Merchants", "hour_of_the_master_merchants", MERC, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "a Residence", rv_ev_hour_of_master_merchants, .implemented = 1},
    {"Lighthouse", "lighthouse", MERC, BLD, CITY, C(1, 2, 0, 0, 1, 0), 1, 0, 0, 0, 0, 2, 1, 0, NR, "Commercial Harbor or 2 trade ships", rv_ab_lighthouse, .implemented = 1, .req = RV_RQ_HARBOR_OR_SHIPS},
    {"Maritime Trade Monopoly", "maritime_trade_monopoly", MERC, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, "more trade ships", rv_ab_maritime_trade_monopoly, .implemented = 1, .req = RV_RQ_MORE_SHIPS},
    {"Master Merchants' Alliance", "master_merchants_alliance", MERC, BLD, CITY, C(1, 1, 0, 2, 0, 0), 1, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_master_merchants_alliance, .implemented = 1},
    {"Mendicants", "mendicants", MERC, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_mendicants, .implemented = 1},
    {"Olaf the Merchant Ship Captain", "olaf", MERC, HERO, TOWN, C(0, 0, 1, 1, 0, 0), 0, 0, 1, 1, 0, 1, 0, NAMED, NR, NULL, rv_ab_olaf, .implemented = 1},
    {"Paper Merchant's Residence", "paper_merchants_residence", MERC, BLD, REG, NOC, 1, 0, 0, 1, 1, 1, 0, 0, RV_LUMBER, "a city", rv_ab_residence, .implemented = 1, .req = RV_RQ_CITY, .levels = 1},
    {"Pirate Ship", "pirate_ship", MERC, UNIT, TOWN, C(1, 0, 1, 0, 0, 0), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_pirate_ship, .implemented = 1},
    {"Ship Builder", "ship_builder", MERC, UNIT, TOWN, C(0, 0, 1, 0, 1, 0), 0, 0, 1, 0, 0, 1, 0, ONE, NR, NULL, rv_ab_ship_builder, .implemented = 1},
    {"Tactical Retreat", "tactical_retreat", MERC, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_tactical_retreat, .implemented = 1},
    {"Trade Monopoly", "trade_monopoly", MERC, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "Commercial Harbor", rv_ab_trade_monopoly, .implemented = 1, .req = RV_RQ_HARBOR},
    {"Trading Post", "trading_post", MERC, BLD, REG, C(0, 0, 1, 1, 0, 0), 0, 0, 0, 1, 0, 2, 1, 0, NR, NULL, rv_ab_trading_post, .implemented = 1},
    {"Trading Station", "trading_station", MERC, BLD, REG, C(0, 1, 1, 0, 0, 0), 0, 0, 0, 0, 0, 1, 1, 0, NR, "Commercial Harbor", rv_ab_trading_station, .implemented = 1, .req = RV_RQ_HARBOR},
    {"Wainwright", "wainwright", MERC, BLD, TOWN, C(1, 0, 0, 0, 1, 0), 0, 0, 0, 1, 0, 1, 0, 0, NR, NULL, rv_ab_wainwright, .implemented = 1},
    /* Age of Darkness — the Era of Barbarians (R§14), appended after the Merchant Princes' rows so
     * every earlier row keeps its number; abilities in rivals_abilities_barbarians.c, events in
     * rivals_events_barbarians.c; all built (R§14.3). The Border Fortress's strength is 1 a level
     * its resource the hills region it lies by */
    {"Alliance Against the Barbarians", "alliance_against_the_barbarians", BARB, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "a unit and 1 victory point on the Triumph Card", rv_ab_alliance, .implemented = 1, .req = RV_RQ_ALLIANCE},
    {"Arnd the Strategist", "arnd", BARB, HERO, TOWN, C(0, 0, 1, 1, 1, 0), 0, 1, 1, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_arnd, .implemented = 1},
    {"Arsenal", "arsenal", BARB, BLD, CITY, C(1, 1, 0, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_arsenal, .implemented = 1},
    {"Balliwick", "balliwick", BARB, BLD, CITY, C(1, 1, 2, 0, 0, 0), 1, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_balliwick, .implemented = 1},
    {"Barbarian Attack", "barbarian_attack", BARB, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 3, 1, 0, NR, "a city", rv_ev_barbarian_attack, .implemented = 1},
    {"Barbarian Stronghold", "barbarian_stronghold", BARB, BLD, REG, C(1, 0, 0, 0, 0, 1), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_barbarian_stronghold, .implemented = 1},
    {"Baroc the Barbarian", "baroc", BARB, HERO, TOWN, C(0, 0, 0, 0, 1, 1), 0, 1, 0, 0, 0, 1, 1, NAMED, NR, NULL, rv_ab_baroc, .implemented = 1},
    {"Border Fortress", "border_fortress", BARB, BLD, REG, C(0, 1, 0, 0, 0, 0), 0, 1, 0, 0, 0, 2, 1, ONE, RV_BRICK, NULL, rv_ab_border_fortress, .implemented = 1, .levels = 4},
    {"Caravel", "caravel", BARB, UNIT, TOWN, C(1, 0, 1, 0, 1, 0), 0, 2, 0, 0, 0, 1, 1, 0, NR, "a city", rv_ab_caravel, .implemented = 1, .req = RV_RQ_CITY},
    {"Castellan", "castellan", BARB, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "Castle", rv_ab_castellan, .implemented = 1, .req = RV_RQ_CASTLE},
    {"Castle", "castle", BARB, BLD, CITY, C(1, 2, 0, 0, 1, 0), 1, 0, 0, 0, 0, 2, 1, FUP, NR, NULL, rv_ab_castle, .implemented = 1},
    {"Contest of the Heroes", "contest_of_the_heroes", BARB, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_contest, .implemented = 1},
    {"Marie the Shieldmaiden", "marie", BARB, HERO, TOWN, C(0, 0, 2, 0, 1, 0), 0, 1, 1, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_marie, .implemented = 1},
    {"Relocation", "relocation", BARB, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_relocation, .implemented = 1},
    {"Retreat of the Barbarians", "retreat_of_the_barbarians", BARB, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "a unit", rv_ev_retreat, .implemented = 1},
    {"Secret Brotherhood", "secret_brotherhood", BARB, BLD, CITY, C(1, 0, 2, 0, 0, 1), 1, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_secret_brotherhood, .implemented = 1},
    {"Siegfried, Vanquisher of the Barbarians", "siegfried", BARB, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "Castle and 2 heroes", rv_ab_siegfried, .implemented = 1, .req = RV_RQ_CASTLE_TWO_HEROES},
    {"Siward the Scout", "siward", BARB, HERO, TOWN, C(0, 0, 0, 1, 0, 1), 0, 1, 0, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_siward, .implemented = 1},
    {"Triumph Card", "triumph_card", BARB, BLD, REG, NOC, 1, 0, 0, 0, 0, 2, 1, FUP, NR, "a city", rv_ab_triumph_card, .implemented = 1, .req = RV_RQ_CITY, .levels = 3},
    {"White Raven Tavern", "white_raven_tavern", BARB, BLD, TOWN, C(1, 0, 0, 1, 0, 0), 0, 0, 1, 0, 0, 1, 1, 0, NR, NULL, rv_ab_white_raven_tavern, .implemented = 1},
    {"Wolfgang the Street Performer", "wolfgang", BARB, HERO, TOWN, C(0, 0, 0, 0, 0, 2), 0, 0, 1, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_wolfgang, .implemented = 1},
    /* Age of Enlightenment — the Era of Sages (R§15): implemented 0 for the cards not built yet.
     * A sage's resource is the region it lies by (none: any, the Principal Sage Woman) */
    {"Academy of Sages", "academy_of_sages", SAGES, BLD, CITY, C(0, 2, 0, 0, 0, 1), 1, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_academy_of_sages, .implemented = 1, .owls = 1},
    {"Age of Enlightenment", "age_of_enlightenment", SAGES, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, rv_ab_age_of_enlightenment, .implemented = 1, .owls = 1},
    {"Barbara, Sage of the Fields", "barbara", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 1, 1, NAMED, RV_GRAIN, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Cole, Paladin of the Sages", "cole", SAGES, HERO, CITY, C(0, 0, 0, 2, 1, 0), 1, 3, 0, 0, 0, 1, 1, NAMED, NR, NULL, rv_ab_cole, .implemented = 1, .owls = 3},
    {"Council of the Sages", "council_of_the_sages", SAGES, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "a sage", rv_ev_council, .implemented = 1},
    {"Courthouse", "courthouse", SAGES, BLD, CITY, C(2, 1, 0, 0, 0, 0), 1, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_courthouse, .implemented = 1, .owls = 1},
    {"Dispute of the Sages", "dispute_of_the_sages", SAGES, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "both at least 1 sage", rv_ab_dispute_of_the_sages, .implemented = 1, .req = RV_RQ_BOTH_SAGES, .owls = 1},
    {"Famine", "famine", SAGES, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ev_famine, .implemented = 1},
    {"Frederich, Sage of the Hills", "frederich", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, RV_BRICK, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Granary", "granary", SAGES, BLD, CITY, C(0, 2, 2, 1, 0, 0), 1, 0, 0, 1, 0, 2, 1, ONE, NR, NULL, rv_ab_granary, .implemented = 1},
    {"Great Foresight", "great_foresight", SAGES, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_great_foresight, .implemented = 1, .owls = 1},
    {"Grove of Courage", "grove_of_courage", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 0, 1), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_grove_of_courage, .implemented = 1, .owls = 2},
    {"Grove of Fraternity", "grove_of_fraternity", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 1, 1), 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_grove_of_fraternity, .implemented = 1, .owls = 1},
    {"Grove of Freedom", "grove_of_freedom", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 1, 1), 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_grove_of_freedom, .implemented = 1, .owls = 1},
    {"Grove of Great Foresight", "grove_of_great_foresight", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 1, 0), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_grove_of_great_foresight, .implemented = 1, .owls = 2},
    {"Grove of Justice", "grove_of_justice", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 1, 0), 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_grove_of_justice, .implemented = 1, .owls = 2},
    {"Grove of Peace", "grove_of_peace", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 0, 1), 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_grove_of_peace, .implemented = 1, .owls = 1},
    {"Grove of Vigilance", "grove_of_vigilance", SAGES, XSITE, TOWN, C(0, 0, 0, 0, 0, 1), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_grove_of_vigilance, .implemented = 1, .owls = 1},
    {"Manifesto of Humane Conduct", "manifesto", SAGES, BLD, NOPL, NOC, 1, 0, 0, 0, 0, 2, 1, FUP, NR, "a city", rv_ab_manifesto, .implemented = 1, .req = RV_RQ_CITY, .levels = 3, .owls = 3},
    {"Michaela, Sage of the Pasture", "michaela", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 1, 1, NAMED, RV_WOOL, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Peter, Sage of the Forest", "peter", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, RV_LUMBER, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Piet, Sage of the Mountains", "piet", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 1, 0, NAMED, RV_ORE, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Power of the Groves", "power_of_the_groves", SAGES, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "2 sages", rv_ab_power_of_the_groves, .implemented = 1, .req = RV_RQ_TWO_SAGES},
    {"Principal Sage Woman", "principal_sage_woman", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Robert, Herald of the Sages", "robert", SAGES, HERO, CITY, C(0, 0, 0, 1, 1, 0), 1, 2, 0, 0, 0, 1, 0, NAMED, NR, NULL, rv_ab_robert, .implemented = 1, .owls = 2},
    {"Walther, Sage of the Gold Field", "walther", SAGES, UNIT, REG, NOC, 0, 0, 0, 0, 0, 1, 1, NAMED, RV_GOLD, NULL, rv_ab_sage, .implemented = 1, .levels = 3},
    {"Wise Compensation", "wise_compensation", SAGES, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "fewer cities or victory points", rv_ab_wise_compensation, .implemented = 1, .req = RV_RQ_FEWER_CITIES_OR_VP, .owls = 3},
    {"Wise Protection", "wise_protection", SAGES, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_wise_protection, .implemented = 1, .owls = 1},
    /* Age of Enlightenment — the Era of Prosperity (R§16): implemented 0 for the cards not built
     * yet. Star costs (the research notes' ★) are given as .stars;
     * the Public Feeling is each player's star marker, no draw card */
    {"Aqueduct", "aqueduct", PROSP, BLD, CITY, C(2, 2, 0, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_aqueduct, .implemented = 1},
    {"Artwork: Epic", "artwork_epic", PROSP, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "Prince or Princess", rv_ab_artwork, .implemented = 1, .req = RV_RQ_PRINCELY},
    {"Artwork: Fountain", "artwork_fountain", PROSP, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "Prince or Princess", rv_ab_artwork, .implemented = 1, .req = RV_RQ_PRINCELY},
    {"Artwork: Relief", "artwork_relief", PROSP, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "Prince or Princess", rv_ab_artwork, .implemented = 1, .req = RV_RQ_PRINCELY},
    {"Artwork: Sculpture", "artwork_sculpture", PROSP, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "Prince or Princess", rv_ab_artwork, .implemented = 1, .req = RV_RQ_PRINCELY},
    {"Bera the Insurrectionist", "bera", PROSP, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 1, 0, NR, "Public Feeling", rv_ab_bera, .implemented = 1},
    {"Builder's Hut", "builders_hut", PROSP, BLD, CITY, C(0, 2, 0, 0, 2, 0), 1, 0, 0, 0, 0, 2, 1, FUP, NR, NULL, rv_ab_builders_hut, .implemented = 1},
    {"City Palace", "city_palace", PROSP, BLD, CITY, C(0, 2, 0, 0, 1, 0), 1, 0, 0, 0, 0, 1, 1, ONE, NR, NULL, rv_ab_city_palace, .implemented = 1, .stars = 2},
    {"Common Land", "common_land", PROSP, XSITE, TOWN, C(0, 0, 0, 1, 0, 0), 0, 0, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_common_land, .implemented = 1},
    {"Court Astrologer", "court_astrologer", PROSP, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "Prince or Princess", rv_ab_court_astrologer, .implemented = 1, .req = RV_RQ_PRINCELY},
    {"Feeding the Poor", "feeding_the_poor", PROSP, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_feeding_the_poor, .implemented = 1},
    {"Hospital", "hospital", PROSP, BLD, CITY, C(1, 0, 2, 0, 1, 0), 1, 0, 0, 0, 0, 2, 1, ONE, NR, "Aqueduct", rv_ab_hospital, .implemented = 1, .req = RV_RQ_AQUEDUCT},
    {"Insurrection", "insurrection", PROSP, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "a building costing 2 or more", rv_ev_insurrection, .implemented = 1},
    {"Mercenaries", "mercenaries", PROSP, UNIT, REG, C(0, 0, 0, 0, 1, 1), 0, 1, 0, 0, 0, 1, 0, 0, NR, NULL, rv_ab_mercenaries, .implemented = 1},
    {"Monument to the Prince", "monument_to_the_prince", PROSP, BLD, CITY, C(0, 1, 0, 0, 0, 2), 1, 0, 0, 0, 0, 2, 1, 0, NR, NULL, rv_ab_monument, .implemented = 1, .stars = 2},
    {"Prince", "prince", PROSP, UNIT, CITY, C(0, 0, 0, 1, 1, 0), 0, 1, 0, 0, 0, 1, 0, FUP, NR, "no Princess", rv_ab_prince, .implemented = 1, .req = RV_RQ_NO_PRINCELY, .stars = 1},
    {"Princess", "princess", PROSP, UNIT, CITY, C(0, 0, 1, 0, 1, 0), 0, 0, 1, 0, 0, 1, 1, FUP, NR, "no Prince", rv_ab_prince, .implemented = 1, .req = RV_RQ_NO_PRINCELY, .stars = 1},
    {"Prosperity", "prosperity", PROSP, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 1, 0, 0, NR, "Aqueduct", rv_ab_prosperity, .implemented = 1, .req = RV_RQ_AQUEDUCT},
    {"Public Feeling", "public_feeling", PROSP, BLD, NOPL, NOC, 0, 0, 0, 0, 0, 2, 0, 0, NR, NULL, NULL, .implemented = 0},
    {"Small Market Town", "small_market_town", PROSP, BLD, REG, C(0, 0, 0, 1, 0, 0), 0, 0, 0, 1, 0, 1, 1, 0, NR, NULL, rv_ab_small_market_town, .implemented = 1},
    {"Taxation", "taxation", PROSP, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "a star", rv_ev_taxation, .implemented = 1},
    {"Theater", "theater", PROSP, BLD, CITY, C(1, 1, 2, 0, 0, 0), 1, 0, 2, 0, 0, 1, 1, 0, NR, NULL, rv_ab_theater, .implemented = 1},
    {"Thieves' Hideout", "thieves_hideout", PROSP, XSITE, REG, C(0, 0, 1, 0, 0, 0), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_thieves_hideout, .implemented = 1},
    {"Traveling Theater", "traveling_theater", PROSP, BLD, REG, C(0, 0, 0, 1, 0, 1), 0, 0, 0, 0, 0, 1, 1, 0, NR, NULL, rv_ab_traveling_theater, .implemented = 1},
    {"Village School", "village_school", PROSP, BLD, TOWN, C(1, 0, 0, 1, 0, 0), 0, 0, 0, 0, 0, 2, 1, ONE, NR, NULL, rv_ab_village_school, .implemented = 1},
    /* Age of Enlightenment — the Era of Explorers (R§17): its 30 draw and event cards (the 20 sea
     * cards are the sea area's, R-262, and stay in the deck pool's table); implemented 0 for the
     * cards not built yet. Sail and cannon points are given as .sail and .cannons */
    {"Ambassador", "ambassador", EXPL, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "the island at level 1 or more", NULL, .implemented = 0},
    {"Armory", "armory", EXPL, BLD, TOWN, C(0, 1, 0, 0, 1, 0), 0, 1, 0, 0, 0, 3, 2, 0, NR, NULL, NULL, .implemented = 1, .cannons = 1},
    {"Astronomer", "astronomer", EXPL, UNIT, CITY, C(0, 1, 1, 2, 0, 0), 1, 0, 0, 0, 0, 2, 0, ONE, NR, NULL, NULL, .implemented = 1, .sail = 2},
    {"Broadside", "broadside", EXPL, ATK, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "2 cannon points", NULL, .implemented = 0},
    {"Cannon Foundry", "cannon_foundry", EXPL, BLD, CITY, C(1, 1, 0, 0, 2, 0), 1, 1, 0, 0, 0, 2, 1, ONE, NR, NULL, NULL, .implemented = 1, .cannons = 2},
    {"Cartographer", "cartographer", EXPL, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "1 sail point", NULL, .implemented = 0},
    {"Explorer Metropolis", "explorer_metropolis", EXPL, BLD, CITY, C(0, 2, 0, 2, 2, 0), 2, 0, 0, 0, 0, 2, 1, ONE, NR, "6 discovered sea cards or 2 islands at level 3", NULL, .implemented = 0},
    {"Friendship Between Peoples", "friendship_between_peoples", EXPL, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, NULL, .implemented = 0},
    {"Landing Stage", "landing_stage", EXPL, BLD, REG, C(0, 1, 0, 1, 0, 0), 0, 0, 0, 1, 0, 2, 1, ONE, NR, NULL, NULL, .implemented = 0},
    {"Lars the Naval Hero", "lars", EXPL, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "1 cannon point", NULL, .implemented = 0},
    {"Most Successful Explorer", "most_successful_explorer", EXPL, EVT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, NULL, NULL, .implemented = 0},
    {"Navigator", "navigator", EXPL, ACT, NOPL, NOC, 0, 0, 0, 0, 0, 2, 1, 0, NR, "2 sail points", NULL, .implemented = 0},
    {"Sailmakers' Shop", "sailmakers_shop", EXPL, BLD, TOWN, C(0, 1, 0, 1, 0, 0), 0, 0, 0, 1, 0, 3, 1, 0, NR, NULL, NULL, .implemented = 1, .sail = 1},
    {"Shipyard", "shipyard", EXPL, BLD, REG, C(1, 1, 1, 0, 0, 0), 0, 0, 0, 0, 0, 2, 0, FUP, NR, NULL, NULL, .implemented = 0, .sail = 1, .cannons = 1},
};
const int ctn_rivals_card_count = (int)(sizeof ctn_rivals_cards / sizeof ctn_rivals_cards[0]);

/* The 24 regions (R§3, R§3): the six of each starting principality with their numbers and
 * places, then the twelve of the region stack. Columns: the start occupies region columns 5–7. */
const ctn_rivals_region ctn_rivals_regions[RV_NUM_REGIONS] = {
    /* red (seat 0) */
    {RV_LUMBER, 2, 0, 5, 0}, {RV_GOLD, 1, 0, 6, 0}, {RV_GRAIN, 6, 0, 7, 0},
    {RV_BRICK, 3, 0, 5, 1},  {RV_WOOL, 4, 0, 6, 1}, {RV_ORE, 5, 0, 7, 1},
    /* blue (seat 1) */
    {RV_LUMBER, 3, 1, 5, 0}, {RV_GOLD, 4, 1, 6, 0}, {RV_GRAIN, 5, 1, 7, 0},
    {RV_BRICK, 2, 1, 5, 1},  {RV_WOOL, 1, 1, 6, 1}, {RV_ORE, 6, 1, 7, 1},
    /* the region stack */
    {RV_GRAIN, 3, NR, 0, 0},  {RV_GRAIN, 1, NR, 0, 0}, {RV_ORE, 4, NR, 0, 0},  {RV_ORE, 2, NR, 0, 0},
    {RV_BRICK, 5, NR, 0, 0},  {RV_BRICK, 1, NR, 0, 0}, {RV_LUMBER, 6, NR, 0, 0}, {RV_LUMBER, 4, NR, 0, 0},
    {RV_WOOL, 6, NR, 0, 0},   {RV_WOOL, 5, NR, 0, 0},  {RV_GOLD, 3, NR, 0, 0},  {RV_GOLD, 2, NR, 0, 0},
};

/* The same regions as bit sets of region ids, by resource and by production number (1-6), for
 * the walks that ask of many regions at once (rivals_flow.c); test_rivals_rules checks them
 * against the table above. */
#define RV_RR0 0xc0041u
#define RV_RR1 0x30208u
#define RV_RR2 0x300410u
#define RV_RR3 0x3104u
#define RV_RR4 0xc820u
#define RV_RR5 0xc00082u
const uint32_t rv_resource_regions[RV_NUM_RESOURCES] = {RV_RR0, RV_RR1, RV_RR2, RV_RR3, RV_RR4, RV_RR5};
/* The union of those rows for each bit set of resources (rv_regions_yielding). */
#define RV_YIELD(m)                                                                                           \
    ((((m) & 1) ? RV_RR0 : 0) | (((m) & 2) ? RV_RR1 : 0) | (((m) & 4) ? RV_RR2 : 0) | (((m) & 8) ? RV_RR3 : 0) | \
     (((m) & 16) ? RV_RR4 : 0) | (((m) & 32) ? RV_RR5 : 0))
#define RV_YIELD4(m) RV_YIELD(m), RV_YIELD((m) + 1), RV_YIELD((m) + 2), RV_YIELD((m) + 3)
#define RV_YIELD16(m) RV_YIELD4(m), RV_YIELD4((m) + 4), RV_YIELD4((m) + 8), RV_YIELD4((m) + 12)
const uint32_t rv_yield_regions[1u << RV_NUM_RESOURCES] = {RV_YIELD16(0), RV_YIELD16(16), RV_YIELD16(32), RV_YIELD16(48)};
const uint32_t rv_number_regions[7] = {0, 0x22402, 0x808201, 0x401048, 0x84090, 0x210120, 0x140804};

/* Centre cards (R§4): copies in the box and costs. */
const uint8_t rv_road_cost[RV_NUM_RESOURCES] = C(1, 2, 0, 0, 0, 0);
const uint8_t rv_settlement_cost[RV_NUM_RESOURCES] = C(1, 1, 1, 1, 0, 0);
const uint8_t rv_city_cost[RV_NUM_RESOURCES] = C(0, 0, 0, 2, 3, 0);

int ctn_rivals_card_find(const char *key) {
    for (int i = 0; i < ctn_rivals_card_count; i++)
        if (strcmp(ctn_rivals_cards[i].key, key) == 0) return i;
    return -1;
}
