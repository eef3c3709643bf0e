/* rivals_oracle_facts.c — the legality oracle's own readings of the state (docs/rules/rivals.md
 * R§3–R§7): what a player holds and has room for, the cards he owns by name and where they lie,
 * his hand limit and trade rates, the stacks' backs, his strength, commerce, progress and victory
 * points, owls and stars, and the "requires" column of every era. Written apart from the
 * generator's helpers, as the rest of the oracle. */
#include "rivals_oracle_internal.h"

int oracle_pays(const oracle *o, int p, const uint8_t *cost) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (held(o, p, r) < cost[r]) return 0;
    return 1;
}
static int rot_points(const oracle *o, int p, int which);
/* R§5: the hand limit, 3 + progress points of the cards in the principality. */
int oracle_limit(const oracle *o, int p) {
    int n = 3 + rot_points(o, p, 3);
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) n += ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].progress;
    return n;
}
/* the Temple under p's Bran (k 0), the Church under his Judith (k 1), or -1. */
static int laid_under(const oracle *o, int p, int k) { return o->s->laid[p][k] ? o->s->laid[p][k] - 1 : -1; }
int oracle_turned_by(const oracle *o, int p, int c) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) n += by_rot(o, p, k) == c;
    return n;
}
/* The points of the cards turned to a level: the Cloth Merchant's Residence 1 commerce a
 * level; the Paper Merchant's 1 victory, commerce and progress point at its one level; the
 * Manifesto of Humane Conduct and the Triumph Card 1 victory point a level; the
 * Border Fortress 1 strength a level; sages none. which: 0 strength, 1 commerce, 2 victory
 * points, 3 progress. */
static int rot_points(const oracle *o, int p, int which) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (by_rot(o, p, k) < 0) continue;
        const char *key = key_of(o, by_rot(o, p, k));
        int paper = !strcmp(key, "paper_merchants_residence"), cloth = !strcmp(key, "cloth_merchants_residence");
        int manifesto = !strcmp(key, "manifesto") || !strcmp(key, "triumph_card"); /* a victory point a level */
        int fortress = !strcmp(key, "border_fortress"); /* a strength point a level */
        int counts = which == 1 ? paper || cloth : which == 2 ? paper || manifesto : which == 3 ? paper : fortress;
        n += counts ? o->s->rot_level[p][k] : 0;
    }
    return n;
}
static int station_at(const oracle *o, int p) { return o->s->station[p][0] ? o->s->station[p][1] - 1 : -1; }
/* The Era of Sages' sages: the region resource each lies by, RV_NONE any; -1 no sage. */
int oracle_sage_resource(const char *key) {
    static const struct {
        const char *key;
        int res;
    } SAGES[] = {{"barbara", RV_GRAIN}, {"frederich", RV_BRICK}, {"michaela", RV_WOOL}, {"peter", RV_LUMBER},
                 {"piet", RV_ORE},      {"walther", RV_GOLD},    {"principal_sage_woman", RV_NONE}};
    for (size_t i = 0; i < sizeof SAGES / sizeof SAGES[0]; i++)
        if (!strcmp(key, SAGES[i].key)) return SAGES[i].res;
    return -1;
}
/* p's owls: the levels of his sages. */
int oracle_owls_of(const oracle *o, int p) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (by_rot(o, p, k) >= 0 && oracle_sage_resource(key_of(o, by_rot(o, p, k))) >= 0) n += o->s->rot_level[p][k];
    return n;
}
/* The owls a card costs, read from its key. */
int oracle_owl_cost(const char *key) {
    static const char *const ONE[] = {"academy_of_sages", "courthouse", "age_of_enlightenment", "dispute_of_the_sages",
                                      "great_foresight", "wise_protection"};
    for (size_t i = 0; i < sizeof ONE / sizeof ONE[0]; i++)
        if (!strcmp(key, ONE[i])) return 1;
    if (!strcmp(key, "robert")) return 2;
    if (!strcmp(key, "cole") || !strcmp(key, "wise_compensation") || !strcmp(key, "manifesto")) return 3;
    return 0;
}
/* The stars a card costs, read from its key. */
int oracle_star_cost(const char *key) {
    if (!strcmp(key, "city_palace") || !strcmp(key, "monument_to_the_prince")) return 2;
    return !strcmp(key, "prince") || !strcmp(key, "princess");
}
int oracle_owns_name(const oracle *o, int p, const char *key) {
    for (int k = 0; k < 2; k++)
        if (by_post(o, p, k) >= 0 && !strcmp(key_of(o, by_post(o, p, k)), key)) return 1;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (by_rot(o, p, k) >= 0 && !strcmp(key_of(o, by_rot(o, p, k)), key)) return 1;
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE && !strcmp(key_of(o, site_card(o, p, x)), key)) return 1;
    for (int k = 0; k < 2; k++) {
        if (laid_under(o, p, k) >= 0 && !strcmp(key_of(o, laid_under(o, p, k)), key)) return 1;
        if (o->s->fields[p][k] && !strcmp(key_of(o, o->s->fields[p][k] - 1), key)) return 1; /* by his fields */
    }
    return 0;
}
/* A free site on one half of town t: the inner one, or the outer one of a city (R§3); the
 * opponent's Trading Station takes its site. */
static int site_empty(const oracle *o, int p, int x) { return site_card(o, p, x) == RV_NONE && station_at(o, p) != x; }
int oracle_half_free(const oracle *o, int p, int t, int bottom) {
    int town = o->s->pr[p].town[t];
    if (!town) return 0;
    if (site_empty(o, p, t * 4 + (bottom ? 2 : 1))) return 1;
    return town == 2 && site_empty(o, p, t * 4 + (bottom ? 3 : 0));
}
int oracle_rate(const oracle *o, int p, int res) {
    int ship = 0, sacrificial = 0;
    for (int x = 0; x < 48; x++) {
        int c = site_card(o, p, x);
        if (c == RV_NONE) continue;
        const rv_card *k = &ctn_rivals_cards[o->s->kind[c]];
        ship |= k->type == RV_T_TRADE_SHIP && k->resource == res;
        sacrificial |= res == RV_WOOL && !strcmp(k->key, "sacrificial_site"); /* R§12 */
    }
    if (ship && (o->s->turn_flags & RV_TF_HERGILD)) return 1; /* */
    for (int x = 0; x < 48 && !(o->s->merchant_flags & RV_MF_LIGHTHOUSE); x++) { /* a Lighthouse beside the ship */
        int c = site_card(o, p, x), b = site_card(o, p, x % 2 ? x - 1 : x + 1);
        if (c != RV_NONE && b != RV_NONE && !strcmp(key_of(o, c), "lighthouse") &&
            ctn_rivals_cards[o->s->kind[b]].type == RV_T_TRADE_SHIP && ctn_rivals_cards[o->s->kind[b]].resource == res)
            return 1;
    }
    return ship || sacrificial ? 2 : 3;
}
/* R§5 step 4 with R§7: a Town Hall makes the search free, a Parish Hall costs 1. */
int oracle_searching_cost(const oracle *o, int p) {
    return oracle_owns_name(o, p, "town_hall") ? 0 : oracle_owns_name(o, p, "parish_hall") ? 1 : 2;
}

/* R§5.1: Basic cards go under Basic stacks, an era's cards under its own stacks. The back of a
 * stack is found here from the cards of the game: the stacks after the Basic ones are shared
 * equally by the eras present, in set order. */
static int back_of(const oracle *o, int k) {
    if (k < o->d->basic_stacks) return RV_SET_BASIC;
    int eras[RV_SET_COUNT], n = 0;
    for (int set = RV_SET_BASIC + 1; set < RV_SET_COUNT; set++)
        for (int c = 0; c < o->d->num_draw; c++)
            if (ctn_rivals_cards[o->s->kind[c]].set == set) {
                eras[n++] = set;
                break;
            }
    int per = (o->d->num_stacks - o->d->basic_stacks) / n;
    return eras[(k - o->d->basic_stacks) / per];
}
int oracle_same_back(const oracle *o, int k, int c) {
    if (tourney(o)) return k < o->d->num_stacks;
    return k < o->d->num_stacks && back_of(o, k) == ctn_rivals_cards[o->s->kind[c]].set;
}
/* The tournament: a discarded card lies in player 1's pile when marked so, else in player 0's. */
int oracle_in_pile_of(const oracle *o, int p, int c) {
    int in = (int)(o->s->discard[c / 64] >> (c % 64) & 1), of1 = (int)(o->s->discard1[c / 64] >> (c % 64) & 1);
    return in && (!tourney(o) || of1 == p);
}
int oracle_placed(const oracle *o, int p, int c) {
    for (int x = 0; x < 48; x++)
        if (o->s->pr[p].site[x / 4][x % 4] == c) return 1;
    return 0;
}
int oracle_count_key(const oracle *o, int p, const char *key) {
    int n = 0;
    for (int x = 0; x < 48; x++) n += site_card(o, p, x) != RV_NONE && !strcmp(key_of(o, site_card(o, p, x)), key);
    for (int k = 0; k < 2; k++) n += laid_under(o, p, k) >= 0 && !strcmp(key_of(o, laid_under(o, p, k)), key);
    return n;
}
int oracle_count_of_type(const oracle *o, int p, int type) {
    int n = type == RV_T_HERO && o->s->fields[p][1]; /* Reiner the Miller */
    for (int x = 0; x < 48; x++) n += site_card(o, p, x) != RV_NONE && ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].type == type;
    return n;
}
/* Strength (which 0) or commerce (which 1) points: printed, plus Trading Base and Salt Silo (R§7.2). */
int oracle_points_of(const oracle *o, int p, int which) {
    int side = o->s->brewery_side[p]; /* 2 commerce, one of each, 2 strength */
    int n = by_fields(o, p, 1) >= 0 && which ? 1 : 0; /* the Miller's commerce point */
    if (by_fields(o, p, 0) >= 0) n += which ? 2 - side : side;
    n += rot_points(o, p, which); /* the Residences */
    for (int k = 0; k < 2 && which; k++) n += by_post(o, p, k) >= 0; /* a Trading Post's commerce point */
    n += oracle_comp_points(o->s, p, which); /* the Mercenaries' strength, the Small Market Town's commerce */
    int camp = which && o->s->camp[p][0]; /* a Brigand Camp on his road: 1 fewer, not below 0 */
    int tavern = o->s->tavern[p][0] && !strcmp(key_of(o, o->s->tavern[p][0] - 1), "red_light_tavern");
    int road = tavern ? o->s->tavern[p][1] - 1 : -9; /* a Red Light Tavern's road */
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) {
            const rv_card *k = &ctn_rivals_cards[o->s->kind[site_card(o, p, x)]];
            int unit = k->type == RV_T_HERO || k->type == RV_T_TRADE_SHIP || k->type == RV_T_UNIT;
            int beside = x / 4 == road - 1 || x / 4 == road; /* the towns left and right of that road */
            n += which ? k->commerce : unit && beside && k->strength > 1 ? 1 : k->strength;
        }
    if (which)
        n += oracle_count_key(o, p, "trading_base") * (oracle_count_key(o, p, "marketplace") + oracle_count_key(o, p, "harbor")) +
             oracle_count_key(o, p, "salt_silo") * oracle_count_of_type(o, p, RV_T_TRADE_SHIP);
    return camp && n > 0 ? n - 1 : n;
}
int oracle_has_advantage(const oracle *o, int p, int which) {
    int a = oracle_points_of(o, p, which), b = oracle_points_of(o, 1 - p, which);
    return a >= 3 && a > b;
}
/* Victory points (R§5): towns, printed points, the advantages, Harbors with 3 trade ships (R§7.2). */
int oracle_victory_points(const oracle *o, int p) {
    int n = 0;
    for (int t = 0; t < RV_TOWN_COLS; t++) n += o->s->pr[p].town[t];
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) n += ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].vp;
    for (int k = 0; k < 2; k++) n += laid_under(o, p, k) >= 0 ? ctn_rivals_cards[o->s->kind[laid_under(o, p, k)]].vp : 0;
    n += oracle_has_advantage(o, p, 0) + oracle_has_advantage(o, p, 1) + rot_points(o, p, 2);
    if (oracle_count_of_type(o, p, RV_T_TRADE_SHIP) >= 3) n += oracle_count_key(o, p, "harbor");
    return n;
}
static int progress_points(const oracle *o, int p) {
    int n = rot_points(o, p, 3);
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) n += ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].progress;
    return n;
}

/* The Era of Progress's "requires" column (R§7.4); -1 for a key it does not name. */
static int behind(const oracle *o, int p) { return oracle_victory_points(o, p) < oracle_victory_points(o, 1 - p); }
static int requirement_progress(const oracle *o, int p, const char *key) {
    if (!strcmp(key, "chief_cannoneer") || !strcmp(key, "building_crane") || !strcmp(key, "three_field_system") ||
        !strcmp(key, "mineral_mining"))
        return oracle_owns_name(o, p, "university");
    if (!strcmp(key, "town_hall")) return oracle_owns_name(o, p, "parish_hall");
    if (!strcmp(key, "university")) return oracle_owns_name(o, p, "abbey") || oracle_owns_name(o, p, "library");
    if (!strcmp(key, "parliament")) return progress_points(o, p) >= 2;
    if (!strcmp(key, "guido")) return oracle_owns_name(o, p, "town_hall") || behind(o, p);
    if (!strcmp(key, "gustav")) return oracle_owns_name(o, p, "library") || behind(o, p);
    if (!strcmp(key, "doctor")) return oracle_owns_name(o, p, "bath_house");
    return -1;
}

/* The Era of Intrigue's "requires" column (R§12); -1 for a key it does not name. */
static int requirement_intrigue(const oracle *o, int p, const char *key) {
    int church = oracle_owns_name(o, p, "church"), temple = oracle_owns_name(o, p, "odins_temple");
    if (!strcmp(key, "bishop") || !strcmp(key, "missionary")) return church || oracle_owns_name(o, p, "bishops_see");
    if (!strcmp(key, "priestess") || !strcmp(key, "sacrificial_site")) return temple || oracle_owns_name(o, p, "odins_fountain");
    if (!strcmp(key, "great_thingstead")) return church && temple;
    if (!strcmp(key, "odins_priest") || !strcmp(key, "bran")) return temple;
    if (!strcmp(key, "judith")) return church;
    if (!strcmp(key, "bishops_see"))
        return church || oracle_owns_name(o, p, "abbey") || oracle_owns_name(o, p, "chapel_low") || oracle_owns_name(o, p, "chapel_high");
    if (!strcmp(key, "master_of_the_brotherhood")) return !oracle_owns_name(o, p, "abbey");
    return -1;
}
/* p's units, one each: heroes, trade ships, other units, sages turned to a level among them. */
static int units_of(const oracle *o, int p) {
    int n = oracle_count_of_type(o, p, RV_T_HERO) + oracle_count_of_type(o, p, RV_T_TRADE_SHIP) + oracle_count_of_type(o, p, RV_T_UNIT);
    for (int k = 0; k < RV_ROT_SLOTS; k++) n += by_rot(o, p, k) >= 0 && ctn_rivals_cards[o->s->kind[by_rot(o, p, k)]].type == RV_T_UNIT;
    return n;
}
/* The Era of Barbarians' "requires" column (R§14); -1 for a key it does not name. */
static int requirement_barbarians(const oracle *o, int p, const char *key) {
    if (!strcmp(key, "caravel")) {
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
        return city;
    }
    if (!strcmp(key, "castellan")) return oracle_owns_name(o, p, "castle");
    if (!strcmp(key, "siegfried")) return oracle_owns_name(o, p, "castle") && oracle_count_of_type(o, p, RV_T_HERO) >= 2;
    if (!strcmp(key, "alliance_against_the_barbarians")) return units_of(o, p) >= 1 && oracle_triumph_level(o, p) >= 1; /* */
    return -1;
}
/* A Great Thingstead in either principality: no attack card. */
int oracle_thingstead(const oracle *o) { return oracle_owns_name(o, 0, "great_thingstead") || oracle_owns_name(o, 1, "great_thingstead"); }

/* The "requires" column of R§7, read from each card's key. */
int oracle_requirement(const oracle *o, int p, const char *key) {
    int progress = requirement_progress(o, p, key);
    if (progress >= 0) return progress;
    int intrigue = requirement_intrigue(o, p, key);
    if (intrigue >= 0) return intrigue;
    int barbarians = requirement_barbarians(o, p, key);
    if (barbarians >= 0) return barbarians;
    if (!strcmp(key, "prince") || !strcmp(key, "princess")) /* neither of the two yet */
        return !oracle_owns_name(o, p, "prince") && !oracle_owns_name(o, p, "princess");
    if (!strncmp(key, "artwork_", 8) || !strcmp(key, "court_astrologer")) /* */
        return oracle_owns_name(o, p, "prince") || oracle_owns_name(o, p, "princess");
    if (!strcmp(key, "hospital") || !strcmp(key, "prosperity")) return oracle_owns_name(o, p, "aqueduct"); /* */
    if (!strcmp(key, "gero")) return oracle_count_of_type(o, p, RV_T_TRADE_SHIP) >= 2; /* R§13 */
    if (!strcmp(key, "commercial_metropolis")) { /* 6 commerce, or a Residence at its top level */
        int top = 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++) { /* a Residence's top level: the cloth's 3, the paper's 1; no other card */
            const char *turned = by_rot(o, p, k) >= 0 ? key_of(o, by_rot(o, p, k)) : "";
            int cloth = !strcmp(turned, "cloth_merchants_residence"), paper = !strcmp(turned, "paper_merchants_residence");
            top |= (cloth || paper) && o->s->rot_level[p][k] == (cloth ? 3 : 1);
        }
        return top || oracle_points_of(o, p, 1) >= 6;
    }
    if (!strcmp(key, "power_of_the_groves")) { /* R§15: 2 sages */
        int sages = 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++) sages += by_rot(o, p, k) >= 0 && oracle_sage_resource(key_of(o, by_rot(o, p, k))) >= 0;
        return sages >= 2;
    }
    if (!strcmp(key, "dispute_of_the_sages")) { /* R§15: a sage of each player's */
        int sages[2] = {0, 0};
        for (int q = 0; q < 2; q++)
            for (int k = 0; k < RV_ROT_SLOTS; k++) sages[q] += by_rot(o, q, k) >= 0 && oracle_sage_resource(key_of(o, by_rot(o, q, k))) >= 0;
        return sages[0] && sages[1];
    }
    if (!strcmp(key, "wise_compensation")) { /* R§15: fewer cities or fewer victory points */
        int cities[2] = {0, 0};
        for (int q = 0; q < 2; q++)
            for (int t = 0; t < RV_TOWN_COLS; t++) cities[q] += o->s->pr[q].town[t] == 2;
        return cities[p] < cities[1 - p] || behind(o, p);
    }
    if (!strcmp(key, "cloth_merchants_residence") || !strcmp(key, "paper_merchants_residence")) {
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
        return city;
    }
    if (!strcmp(key, "guild_master")) return oracle_owns_name(o, p, "craft_guild");
    if (!strcmp(key, "trade_monopoly") || !strcmp(key, "trading_station")) return oracle_owns_name(o, p, "commercial_harbor");
    if (!strcmp(key, "hergild") || !strcmp(key, "lighthouse"))
        return oracle_owns_name(o, p, "commercial_harbor") || oracle_count_of_type(o, p, RV_T_TRADE_SHIP) >= 2;
    if (!strcmp(key, "maritime_trade_monopoly")) return oracle_count_of_type(o, p, RV_T_TRADE_SHIP) > oracle_count_of_type(o, 1 - p, RV_T_TRADE_SHIP);
    if (!strcmp(key, "staple_house") || !strcmp(key, "trade_master")) return oracle_count_key(o, p, "merchant_guild") > 0;
    if (!strcmp(key, "brigands") || !strcmp(key, "voyage_of_plunder")) return oracle_has_advantage(o, p, 0);
    if (!strcmp(key, "archer") || !strcmp(key, "arsonist") || !strcmp(key, "traitor")) return oracle_count_key(o, p, "hedge_tavern") > 0;
    if (!strcmp(key, "gudrun")) return oracle_count_key(o, p, "pirate_ship") > 0 && held(o, 1 - p, RV_GOLD) > 0;
    if (!strcmp(key, "merchant")) {
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
        return city || oracle_points_of(o, p, 1) >= 3;
    }
    if (!strcmp(key, "gold_cache")) {
        for (int x = 0; x < 48; x++) {
            int c = site_card(o, p, x);
            if (c != RV_NONE && ctn_rivals_cards[o->s->kind[c]].type == RV_T_HERO && ctn_rivals_cards[o->s->kind[c]].strength > 0) return 1;
        }
        return 0;
    }
    return 1;
}

int oracle_building_at(const oracle *o, int p, int x) {
    int c = site_card(o, p, x);
    return c != RV_NONE && ctn_rivals_cards[o->s->kind[c]].type == RV_T_BUILDING;
}

/* A unit (hero, trade ship or other) on site x of p's, and its strength and commerce. */
static int unit_at(const oracle *o, int p, int x, int *strength, int *commerce) {
    int c = site_card(o, p, x);
    if (c == RV_NONE) return 0;
    const rv_card *k = &ctn_rivals_cards[o->s->kind[c]];
    if (k->type != RV_T_HERO && k->type != RV_T_TRADE_SHIP && k->type != RV_T_UNIT) return 0;
    *strength = k->strength;
    *commerce = k->commerce;
    return 1;
}
/* What the Feud names: buildings; the Bishop's See: units (hero, trade ship, other); Marie: heroes. */
int oracle_nameable(const oracle *o, int p, int x, int units) {
    int st, cm, c = site_card(o, p, x);
    if (units == 2) return c != RV_NONE && ctn_rivals_cards[o->s->kind[c]].type == RV_T_HERO;
    return units ? unit_at(o, p, x, &st, &cm) : oracle_building_at(o, p, x);
}
/* Riots (R§7.5): a unit with strength or commerce; Archer (R§7.3): a unit with strength. */
int oracle_riot_unit(const oracle *o, int p, int x) {
    int st, cm;
    return unit_at(o, p, x, &st, &cm) && (st > 0 || cm > 0);
}
int oracle_archer_unit(const oracle *o, int p, int x) {
    int st, cm;
    return unit_at(o, p, x, &st, &cm) && st > 0;
}
/* Whether nothing lies by region r of p's: no Gold Cache, card by his fields or card turned to a
 * level. */
int oracle_nothing_by(const oracle *o, int p, int r) {
    const rv_state *s = o->s;
    int taken = s->cache_at[p] == r + 1;
    for (int k = 0; k < 2; k++) taken |= s->fields_at[p][k] == r + 1;
    for (int k = 0; k < RV_ROT_SLOTS; k++) taken |= s->rot_at[p][k] == r + 1;
    return !taken && s->hideout[p][1] != r + 1; /* the opponent's Thieves' Hideout */
}

/* his Triumph Card's level, -1 without one. */
int oracle_triumph_level(const oracle *o, int p) {
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (by_rot(o, p, k) >= 0 && !strcmp(key_of(o, by_rot(o, p, k)), "triumph_card")) return o->s->rot_level[p][k];
    return -1;
}
int oracle_triumph_below_top(const oracle *o, int p) { return oracle_triumph_level(o, p) >= 0 && oracle_triumph_level(o, p) < 3; }
