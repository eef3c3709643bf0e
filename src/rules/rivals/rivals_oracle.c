/* rivals_oracle.c — the slow, independent legality oracle: every encodable action is tried against
 * a predicate written from docs/rules/rivals.md (R§3–R§7), reading the state directly and using
 * none of the generator's helpers (its own resource sums, site tests and card names). */
#include "rivals_oracle_prosperity.h"
#include "rivals_oracle_explorers.h"
#include "rivals_oracle_sages.h"

typedef struct {
    const rv_data *d;
    const rv_state *s;
    int p;
    int held[RV_PLAYERS][RV_NUM_RESOURCES + 1]; /* by resource, then all (counted once per call) */
    int space[RV_PLAYERS][RV_NUM_RESOURCES];
} oracle;

static const char *key_of(const oracle *o, int c) { return ctn_rivals_cards[o->s->kind[c]].key; }
static int has_card(const oracle *o, int p, int c) { return c < o->d->num_draw && (o->s->hand[p][c / 64] >> (c % 64)) & 1; }
static int region_at(const oracle *o, int p, int pos) { return o->s->pr[p].region[pos / 2][pos % 2]; }

/* Resources of one type (or all, res < 0) over p's regions. */
static int count_held(const oracle *o, int p, int res) {
    int n = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = region_at(o, p, pos);
        if (r != RV_NONE && (res < 0 || ctn_rivals_regions[r].resource == res)) n += o->s->stock[r];
    }
    return n;
}
static int held(const oracle *o, int p, int res) { return o->held[p][res < 0 ? RV_NUM_RESOURCES : res]; }
static int count_space(const oracle *o, int p, int res) {
    int n = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = region_at(o, p, pos);
        if (r != RV_NONE && ctn_rivals_regions[r].resource == res) n += 3 - o->s->stock[r];
    }
    return n;
}
static int space(const oracle *o, int p, int res) { return o->space[p][res]; }
static int pays(const oracle *o, int p, const uint8_t *cost) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (held(o, p, r) < cost[r]) return 0;
    return 1;
}
static int site_card(const oracle *o, int p, int x) { return o->s->pr[p].site[x / 4][x % 4]; }
static int hand_size(const oracle *o, int p) {
    return __builtin_popcountll(o->s->hand[p][0]) + __builtin_popcountll(o->s->hand[p][1]);
}
/* R§5: 3 + progress points of the cards in the principality. */
static int rot_points(const oracle *o, int p, int which);
static int limit(const oracle *o, int p) {
    int n = 3 + rot_points(o, p, 3);
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) n += ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].progress;
    return n;
}
/* the Temple under p's Bran (k 0), the Church under his Judith (k 1), or -1. */
static int laid_under(const oracle *o, int p, int k) { return o->s->laid[p][k] ? o->s->laid[p][k] - 1 : -1; }
/* the card p has turned to a level in slot k, -1 none; its level. */
static int by_rot(const oracle *o, int p, int k) { return o->s->rot[p][k] ? o->s->rot[p][k] - 1 : -1; }
static int turned_by(const oracle *o, int p, int c) {
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
/* the Trading Post in p's slot k, -1 none. */
static int by_post(const oracle *o, int p, int k) { return o->s->post[p][k] ? o->s->post[p][k] - 1 : -1; }
/* The Trading Station the opponent laid on p's city site, and that site; -1 none. */
static int station_in(const oracle *o, int p) { return o->s->station[p][0] ? o->s->station[p][0] - 1 : -1; }
static int station_at(const oracle *o, int p) { return o->s->station[p][0] ? o->s->station[p][1] - 1 : -1; }
/* The Era of Sages' sages: the region resource each lies by, RV_NONE any; -1 no sage. */
static int sage_resource(const char *key) {
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
static int owls_of(const oracle *o, int p) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (by_rot(o, p, k) >= 0 && sage_resource(key_of(o, by_rot(o, p, k))) >= 0) n += o->s->rot_level[p][k];
    return n;
}
/* The owls a card costs, read from its key. */
static int owl_cost(const char *key) {
    static const char *const ONE[] = {"academy_of_sages", "courthouse", "age_of_enlightenment", "dispute_of_the_sages",
                                      "great_foresight", "wise_protection"};
    for (size_t i = 0; i < sizeof ONE / sizeof ONE[0]; i++)
        if (!strcmp(key, ONE[i])) return 1;
    if (!strcmp(key, "robert")) return 2;
    if (!strcmp(key, "cole") || !strcmp(key, "wise_compensation") || !strcmp(key, "manifesto")) return 3;
    return 0;
}
/* The stars a card costs, read from its key. */
static int star_cost(const char *key) {
    if (!strcmp(key, "city_palace") || !strcmp(key, "monument_to_the_prince")) return 2;
    return !strcmp(key, "prince") || !strcmp(key, "princess");
}
static int owns_name(const oracle *o, int p, const char *key) {
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
static int half_free(const oracle *o, int p, int t, int bottom) {
    int town = o->s->pr[p].town[t];
    if (!town) return 0;
    if (site_empty(o, p, t * 4 + (bottom ? 2 : 1))) return 1;
    return town == 2 && site_empty(o, p, t * 4 + (bottom ? 3 : 0));
}
static int rate(const oracle *o, int p, int res) {
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
static int searching_cost(const oracle *o, int p) {
    return owns_name(o, p, "town_hall") ? 0 : owns_name(o, p, "parish_hall") ? 1 : 2;
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
/* The tournament (R§6.4): 4 own stacks each, stacks 4p .. 4p + 3 player p's, any back. */
static int tourney(const oracle *o) { return o->d->mode == RV_MODE_TOURNAMENT; }
static int own_stack(const oracle *o, int k, int p) { return !tourney(o) || k / 4 == p; }
static int same_back(const oracle *o, int k, int c) {
    if (tourney(o)) return k < o->d->num_stacks;
    return k < o->d->num_stacks && back_of(o, k) == ctn_rivals_cards[o->s->kind[c]].set;
}
/* The tournament: a discarded card lies in player 1's pile when marked so, else in player 0's. */
static int in_pile_of(const oracle *o, int p, int c) {
    int in = (int)(o->s->discard[c / 64] >> (c % 64) & 1), of1 = (int)(o->s->discard1[c / 64] >> (c % 64) & 1);
    return in && (!tourney(o) || of1 == p);
}
static int placed(const oracle *o, int p, int c) {
    for (int x = 0; x < 48; x++)
        if (o->s->pr[p].site[x / 4][x % 4] == c) return 1;
    return 0;
}
static int in_faceup(const oracle *o, int c) { return c < o->d->num_draw && (o->s->faceup[c / 64] >> (c % 64)) & 1; }
static int count_key(const oracle *o, int p, const char *key) {
    int n = 0;
    for (int x = 0; x < 48; x++) n += site_card(o, p, x) != RV_NONE && !strcmp(key_of(o, site_card(o, p, x)), key);
    for (int k = 0; k < 2; k++) n += laid_under(o, p, k) >= 0 && !strcmp(key_of(o, laid_under(o, p, k)), key);
    return n;
}
static int count_of_type(const oracle *o, int p, int type) {
    int n = type == RV_T_HERO && o->s->fields[p][1]; /* Reiner the Miller */
    for (int x = 0; x < 48; x++) n += site_card(o, p, x) != RV_NONE && ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].type == type;
    return n;
}
/* Strength (which 0) or commerce (which 1) points: printed, plus Trading Base and Salt Silo (R§7.2). */
/* The Abbey Brewery ([0]) and Reiner the Miller ([1]) by p's fields, -1 none. */
static int by_fields(const oracle *o, int p, int k) { return o->s->fields[p][k] ? o->s->fields[p][k] - 1 : -1; }
static int points_of(const oracle *o, int p, int which) {
    int side = o->s->brewery_side[p]; /* 2 commerce, one of each, 2 strength */
    int n = by_fields(o, p, 1) >= 0 && which ? 1 : 0; /* the Miller's commerce point */
    if (by_fields(o, p, 0) >= 0) n += which ? 2 - side : side;
    n += rot_points(o, p, which); /* the Residences */
    for (int k = 0; k < 2 && which; k++) n += by_post(o, p, k) >= 0; /* a Trading Post's commerce point */
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
        n += count_key(o, p, "trading_base") * (count_key(o, p, "marketplace") + count_key(o, p, "harbor")) +
             count_key(o, p, "salt_silo") * count_of_type(o, p, RV_T_TRADE_SHIP);
    return camp && n > 0 ? n - 1 : n;
}
static int has_advantage(const oracle *o, int p, int which) {
    int a = points_of(o, p, which), b = points_of(o, 1 - p, which);
    return a >= 3 && a > b;
}
/* Victory points (R§5): towns, printed points, the advantages, Harbors with 3 trade ships (R§7.2). */
static int victory_points(const oracle *o, int p) {
    int n = 0;
    for (int t = 0; t < RV_TOWN_COLS; t++) n += o->s->pr[p].town[t];
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) n += ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].vp;
    for (int k = 0; k < 2; k++) n += laid_under(o, p, k) >= 0 ? ctn_rivals_cards[o->s->kind[laid_under(o, p, k)]].vp : 0;
    n += has_advantage(o, p, 0) + has_advantage(o, p, 1) + rot_points(o, p, 2);
    if (count_of_type(o, p, RV_T_TRADE_SHIP) >= 3) n += count_key(o, p, "harbor");
    return n;
}
static int progress_points(const oracle *o, int p) {
    int n = rot_points(o, p, 3);
    for (int x = 0; x < 48; x++)
        if (site_card(o, p, x) != RV_NONE) n += ctn_rivals_cards[o->s->kind[site_card(o, p, x)]].progress;
    return n;
}

/* The Era of Progress's "requires" column (R§7.4); -1 for a key it does not name. */
static int behind(const oracle *o, int p) { return victory_points(o, p) < victory_points(o, 1 - p); }
static int requirement_progress(const oracle *o, int p, const char *key) {
    if (!strcmp(key, "chief_cannoneer") || !strcmp(key, "building_crane") || !strcmp(key, "three_field_system") ||
        !strcmp(key, "mineral_mining"))
        return owns_name(o, p, "university");
    if (!strcmp(key, "town_hall")) return owns_name(o, p, "parish_hall");
    if (!strcmp(key, "university")) return owns_name(o, p, "abbey") || owns_name(o, p, "library");
    if (!strcmp(key, "parliament")) return progress_points(o, p) >= 2;
    if (!strcmp(key, "guido")) return owns_name(o, p, "town_hall") || behind(o, p);
    if (!strcmp(key, "gustav")) return owns_name(o, p, "library") || behind(o, p);
    if (!strcmp(key, "doctor")) return owns_name(o, p, "bath_house");
    return -1;
}

/* The Era of Intrigue's "requires" column (R§12); -1 for a key it does not name. */
static int requirement_intrigue(const oracle *o, int p, const char *key) {
    int church = owns_name(o, p, "church"), temple = owns_name(o, p, "odins_temple");
    if (!strcmp(key, "bishop") || !strcmp(key, "missionary")) return church || owns_name(o, p, "bishops_see");
    if (!strcmp(key, "priestess") || !strcmp(key, "sacrificial_site")) return temple || owns_name(o, p, "odins_fountain");
    if (!strcmp(key, "great_thingstead")) return church && temple;
    if (!strcmp(key, "odins_priest") || !strcmp(key, "bran")) return temple;
    if (!strcmp(key, "judith")) return church;
    if (!strcmp(key, "bishops_see"))
        return church || owns_name(o, p, "abbey") || owns_name(o, p, "chapel_low") || owns_name(o, p, "chapel_high");
    if (!strcmp(key, "master_of_the_brotherhood")) return !owns_name(o, p, "abbey");
    return -1;
}
/* p's units, one each: heroes, trade ships, other units, sages turned to a level among them. */
static int units_of(const oracle *o, int p) {
    int n = count_of_type(o, p, RV_T_HERO) + count_of_type(o, p, RV_T_TRADE_SHIP) + count_of_type(o, p, RV_T_UNIT);
    for (int k = 0; k < RV_ROT_SLOTS; k++) n += by_rot(o, p, k) >= 0 && ctn_rivals_cards[o->s->kind[by_rot(o, p, k)]].type == RV_T_UNIT;
    return n;
}
static int triumph_level(const oracle *o, int p);
/* The Era of Barbarians' "requires" column (R§14); -1 for a key it does not name. */
static int requirement_barbarians(const oracle *o, int p, const char *key) {
    if (!strcmp(key, "caravel")) {
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
        return city;
    }
    if (!strcmp(key, "castellan")) return owns_name(o, p, "castle");
    if (!strcmp(key, "siegfried")) return owns_name(o, p, "castle") && count_of_type(o, p, RV_T_HERO) >= 2;
    if (!strcmp(key, "alliance_against_the_barbarians")) return units_of(o, p) >= 1 && triumph_level(o, p) >= 1; /* */
    return -1;
}
/* A Great Thingstead in either principality: no attack card. */
static int thingstead(const oracle *o) { return owns_name(o, 0, "great_thingstead") || owns_name(o, 1, "great_thingstead"); }

/* The "requires" column of R§7, read from each card's key. */
static int requirement(const oracle *o, int p, const char *key) {
    int progress = requirement_progress(o, p, key);
    if (progress >= 0) return progress;
    int intrigue = requirement_intrigue(o, p, key);
    if (intrigue >= 0) return intrigue;
    int barbarians = requirement_barbarians(o, p, key);
    if (barbarians >= 0) return barbarians;
    if (!strcmp(key, "prince") || !strcmp(key, "princess")) /* neither of the two yet */
        return !owns_name(o, p, "prince") && !owns_name(o, p, "princess");
    if (!strncmp(key, "artwork_", 8) || !strcmp(key, "court_astrologer")) /* */
        return owns_name(o, p, "prince") || owns_name(o, p, "princess");
    if (!strcmp(key, "hospital") || !strcmp(key, "prosperity")) return owns_name(o, p, "aqueduct"); /* */
    if (!strcmp(key, "gero")) return count_of_type(o, p, RV_T_TRADE_SHIP) >= 2; /* R§13 */
    if (!strcmp(key, "commercial_metropolis")) { /* 6 commerce, or a Residence at its top level */
        int top = 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++) { /* a Residence's top level: the cloth's 3, the paper's 1; no other card */
            const char *turned = by_rot(o, p, k) >= 0 ? key_of(o, by_rot(o, p, k)) : "";
            int cloth = !strcmp(turned, "cloth_merchants_residence"), paper = !strcmp(turned, "paper_merchants_residence");
            top |= (cloth || paper) && o->s->rot_level[p][k] == (cloth ? 3 : 1);
        }
        return top || points_of(o, p, 1) >= 6;
    }
    if (!strcmp(key, "power_of_the_groves")) { /* R§15: 2 sages */
        int sages = 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++) sages += by_rot(o, p, k) >= 0 && sage_resource(key_of(o, by_rot(o, p, k))) >= 0;
        return sages >= 2;
    }
    if (!strcmp(key, "dispute_of_the_sages")) { /* R§15: a sage of each player's */
        int sages[2] = {0, 0};
        for (int q = 0; q < 2; q++)
            for (int k = 0; k < RV_ROT_SLOTS; k++) sages[q] += by_rot(o, q, k) >= 0 && sage_resource(key_of(o, by_rot(o, q, k))) >= 0;
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
    if (!strcmp(key, "guild_master")) return owns_name(o, p, "craft_guild");
    if (!strcmp(key, "trade_monopoly") || !strcmp(key, "trading_station")) return owns_name(o, p, "commercial_harbor");
    if (!strcmp(key, "hergild") || !strcmp(key, "lighthouse"))
        return owns_name(o, p, "commercial_harbor") || count_of_type(o, p, RV_T_TRADE_SHIP) >= 2;
    if (!strcmp(key, "maritime_trade_monopoly")) return count_of_type(o, p, RV_T_TRADE_SHIP) > count_of_type(o, 1 - p, RV_T_TRADE_SHIP);
    if (!strcmp(key, "staple_house") || !strcmp(key, "trade_master")) return count_key(o, p, "merchant_guild") > 0;
    if (!strcmp(key, "brigands") || !strcmp(key, "voyage_of_plunder")) return has_advantage(o, p, 0);
    if (!strcmp(key, "archer") || !strcmp(key, "arsonist") || !strcmp(key, "traitor")) return count_key(o, p, "hedge_tavern") > 0;
    if (!strcmp(key, "gudrun")) return count_key(o, p, "pirate_ship") > 0 && held(o, 1 - p, RV_GOLD) > 0;
    if (!strcmp(key, "merchant")) {
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
        return city || points_of(o, p, 1) >= 3;
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

/* Whether a region of p at one of the positions has room (stock below 3). */
static int room_among(const oracle *o, int p, const int *pos, int n) {
    for (int i = 0; i < n; i++) {
        int r = region_at(o, p, pos[i]);
        if (r != RV_NONE && o->s->stock[r] < 3) return 1;
    }
    return 0;
}

/* RV_A_PLAY of the Era of Progress's action cards in the action phase (R§7.4); b its argument. */
static int play_progress(const oracle *o, const char *key, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (!strcmp(key, "three_field_system")) return b == 0 && space(o, p, RV_GRAIN) > 0;
    if (!strcmp(key, "mineral_mining")) return b == 0 && space(o, p, RV_ORE) > 0;
    if (!strcmp(key, "benjamin")) { /* a region of this turn's number with room */
        if (b != 0 || !s->production) return 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = region_at(o, p, pos);
            if (r != RV_NONE && ctn_rivals_regions[r].number == s->production && s->stock[r] < 3) return 1;
        }
        return 0;
    }
    if (!strcmp(key, "guido") || !strcmp(key, "gustav")) /* a card of the discard pile, not these two */
        return b < o->d->num_draw && in_pile_of(o, !strcmp(key, "guido") ? 1 - p : p, b) && /* R§7.4 */
               strcmp(key_of(o, b), "guido") && strcmp(key_of(o, b), "gustav");
    if (!strcmp(key, "doctor")) { /* b: the site of one of his Bath Houses; its city's regions */
        if (b >= 48 || site_card(o, p, b) == RV_NONE || strcmp(key_of(o, site_card(o, p, b)), "bath_house")) return 0;
        int t = b / 4, pos[4] = {t * 2, t * 2 + 1, t * 2 + 2, t * 2 + 3};
        return room_among(o, p, pos, 4);
    }
    return 0;
}

static int building_at(const oracle *o, int p, int x) {
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
static int nameable(const oracle *o, int p, int x, int units) {
    int st, cm, c = site_card(o, p, x);
    if (units == 2) return c != RV_NONE && ctn_rivals_cards[o->s->kind[c]].type == RV_T_HERO;
    return units ? unit_at(o, p, x, &st, &cm) : building_at(o, p, x);
}
/* Riots (R§7.5): a unit with strength or commerce; Archer (R§7.3): a unit with strength. */
static int riot_unit(const oracle *o, int p, int x) {
    int st, cm;
    return unit_at(o, p, x, &st, &cm) && (st > 0 || cm > 0);
}
static int archer_unit(const oracle *o, int p, int x) {
    int st, cm;
    return unit_at(o, p, x, &st, &cm) && st > 0;
}
static int opponent_hand(const oracle *o, int p) { return hand_size(o, p) + o->s->hidden_hand[p]; }
/* The Arsonist's target: a building of the victim, no Fire Brigade in its town (R§7.3). */
static int burnable(const oracle *o, int p, int x) {
    if (x >= 48 || !building_at(o, p, x)) return 0;
    for (int k = 0; k < 4; k++) {
        int c = site_card(o, p, x / 4 * 4 + k);
        if (c != RV_NONE && !strcmp(key_of(o, c), "fire_brigade")) return 0;
    }
    return 1;
}

/* RV_A_PLAY: the Era of Turmoil's action cards (R§7.3); -1 for the other cards. */
static int play_turmoil(const oracle *o, const char *key, int b) {
    int p = o->p, victim = 1 - p;
    if (!strcmp(key, "sebastian")) return o->s->phase == RV_PH_REACT && b == 0;
    if (strcmp(key, "voyage_of_plunder") && strcmp(key, "archer") && strcmp(key, "arsonist") && strcmp(key, "traitor"))
        return -1;
    if (o->s->phase != RV_PH_ACTION) return 0;
    if (!strcmp(key, "arsonist")) return burnable(o, victim, b);
    if (b != 0) return 0;
    if (!strcmp(key, "voyage_of_plunder")) return held(o, victim, -1) > 0;
    if (!strcmp(key, "traitor")) return opponent_hand(o, victim) > 0;
    for (int x = 0; x < 48; x++) /* archer */
        if (archer_unit(o, victim, x)) return 1;
    return 0;
}

/* Michael's set b: 1–3 resources other than gold, repeats allowed, counted by size and
 * then by the resources in increasing order; how many, 0 for no set. */
static int michael_set(int b, int *set) {
    int i = 0;
    memset(set, 0, sizeof(int) * RV_NUM_RESOURCES);
    for (int a = 0; a < 5; a++, i++)
        if (i == b) return set[a] = 1;
    for (int a = 0; a < 5; a++)
        for (int c = a; c < 5; c++, i++)
            if (i == b) return set[a]++, set[c]++, 2;
    for (int a = 0; a < 5; a++)
        for (int c = a; c < 5; c++)
            for (int e = c; e < 5; e++, i++)
                if (i == b) return set[a]++, set[c]++, set[e]++, 3;
    return 0;
}
/* A building's cost with Michael played this turn: the named resources, when its cost holds
 * them, paid in gold instead. */
static void michael_cost(const oracle *o, const rv_card *k, uint8_t *cost) {
    int set[RV_NUM_RESOURCES], n = o->s->michael ? michael_set(o->s->michael - 1, set) : 0;
    if (!n || k->type != RV_T_BUILDING) return;
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (set[r] > cost[r]) return;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) cost[r] = (uint8_t)(cost[r] - set[r]);
    cost[RV_GOLD] = (uint8_t)(cost[RV_GOLD] + n);
}
static int action_phase(const oracle *o, int t, int a, int b, int c);
/* the opponent's Master of the Brotherhood asks 2 gold per victory point the player leads
 * by before the Archer, the Arsonist, the Traitor, the Missionary or Odin's Priest. */
static int brotherhood_toll(const oracle *o, const char *key) {
    static const char *const TOLL[] = {"archer", "arsonist", "traitor", "missionary", "odins_priest"};
    int hit = 0;
    for (int i = 0; i < 5; i++) hit |= !strcmp(key, TOLL[i]);
    if (!hit || !owns_name(o, 1 - o->p, "master_of_the_brotherhood")) return 0;
    int lead = victory_points(o, o->p) - victory_points(o, 1 - o->p);
    return lead > 0 ? 2 * lead : 0;
}
/* Michael is played naming a set that some building of the hand or the face-up stack, its cost
 * holding it, could then be built with. */
static int michael_playable(const oracle *o, int b) {
    int set[RV_NUM_RESOURCES];
    if (o->s->phase != RV_PH_ACTION || o->s->michael || !michael_set(b, set)) return 0;
    rv_state t = *o->s;
    t.michael = (uint8_t)(b + 1);
    oracle after = *o;
    after.s = &t;
    for (int card = 0; card < o->d->num_draw; card++) {
        if (!has_card(o, o->p, card) && !in_faceup(o, card)) continue;
        const rv_card *k = &ctn_rivals_cards[o->s->kind[card]];
        int fits = k->type == RV_T_BUILDING;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) fits &= set[r] <= k->cost[r];
        for (int col = 0; fits && col < RV_TOWN_COLS; col++)
            for (int way = 0; way < 32; way++)
                if (action_phase(&after, RV_A_BUILD, card, col, way)) return 1;
    }
    return 0;
}

/* Whether nothing lies by region r of p's: no Gold Cache, card by his fields or card turned to a
 * level. */
static int nothing_by(const oracle *o, int p, int r) {
    const rv_state *s = o->s;
    int taken = s->cache_at[p] == r + 1;
    for (int k = 0; k < 2; k++) taken |= s->fields_at[p][k] == r + 1;
    for (int k = 0; k < RV_ROT_SLOTS; k++) taken |= s->rot_at[p][k] == r + 1;
    return !taken;
}

/* laid by a grain region of his with nothing by it (the Brewery with a city, the
 * Miller paid); then the Brewery turned to another side for 2 grain of its region, the Miller's
 * region's grain traded 2:1 for another resource with room, 1:1 once a turn beside a Grain Mill. */
static int field_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, k = !strcmp(key, "reiner_the_miller");
    static const uint8_t MILLER[6] = {0, 0, 0, 1, 0, 1};
    if (s->phase != RV_PH_ACTION || b >= RV_FIELD_USE + 6) return 0;
    if (has_card(o, p, a)) {
        if (b >= RV_REGION_POS || s->fields[p][k] || region_at(o, p, b) == RV_NONE) return 0;
        int r = region_at(o, p, b);
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= s->pr[p].town[t] == 2;
        if (k && tourney(o) && (owns_name(o, 0, key) || owns_name(o, 1, key))) return 0; /* named (R§6.4) */
        return ctn_rivals_regions[r].resource == RV_GRAIN && nothing_by(o, p, r) && (k ? pays(o, p, MILLER) : city);
    }
    if (by_fields(o, p, k) != a || b < RV_FIELD_USE) return 0;
    int r = s->fields_at[p][k] - 1, use = b - RV_FIELD_USE, need = 2;
    if (!k) return use < 3 && use != s->brewery_side[p] && s->stock[r] >= 2;
    int pos = -1;
    for (int q = 0; q < RV_REGION_POS; q++)
        if (region_at(o, p, q) == r) pos = q;
    for (int x = 0; x < 48 && !(s->turn_flags & RV_TF_MILLER); x++) { /* a Grain Mill on a site of that side */
        int t = x / 4, half = x % 4 >= 2;
        if (site_card(o, p, x) != RV_NONE && !strcmp(key_of(o, site_card(o, p, x)), "grain_mill") && pos % 2 == half &&
            (pos / 2 == t || pos / 2 == t + 1))
            need = 1;
    }
    return use != RV_GRAIN && use < 6 && s->stock[r] >= need && space(o, p, use) > 0;
}


/* a Residence laid from the hand by a region of his of its resource (pasture, forest) that
 * nothing lies by, into a free slot; then turned one level up (b: the new level) below its top
 * level (3, 1) for 2 of that resource from that region. */
static int residence_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, cloth = !strcmp(key, "cloth_merchants_residence"), res = cloth ? RV_WOOL : RV_LUMBER, top = cloth ? 3 : 1;
    if (s->phase != RV_PH_ACTION) return 0;
    int slot = -1, free = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (by_rot(o, p, k) == a) slot = k;
        free |= by_rot(o, p, k) < 0;
    }
    if (slot >= 0) return b == RV_FIELD_USE + s->rot_level[p][slot] + 1 && s->rot_level[p][slot] < top && s->stock[s->rot_at[p][slot] - 1] >= 2;
    if (!has_card(o, p, a) || !free || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE || !requirement(o, p, key)) return 0;
    return ctn_rivals_regions[region_at(o, p, b)].resource == res && nothing_by(o, p, region_at(o, p, b));
}

/* a Border Fortress laid from the hand by a hills region of his holding a brick that
 * nothing lies by (the brick its price), none of his yet (1x), into a free slot; then turned one
 * level up (b: the new level) below level 4 for 1 wool and 1 ore. */
static int fortress_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, slot = -1, free = 0;
    static const uint8_t RAISE[6] = {0, 0, 1, 0, 1, 0};
    if (s->phase != RV_PH_ACTION) return 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (by_rot(o, p, k) == a) slot = k;
        free |= by_rot(o, p, k) < 0;
    }
    if (slot >= 0) return b == RV_FIELD_USE + s->rot_level[p][slot] + 1 && s->rot_level[p][slot] < 4 && pays(o, p, RAISE);
    if (!has_card(o, p, a) || !free || owns_name(o, p, "border_fortress") || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE)
        return 0;
    int r = region_at(o, p, b);
    return ctn_rivals_regions[r].resource == RV_BRICK && s->stock[r] >= 1 && nothing_by(o, p, r);
}

/* his Triumph Card's level, -1 without one. */
static int triumph_level(const oracle *o, int p) {
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (by_rot(o, p, k) >= 0 && !strcmp(key_of(o, by_rot(o, p, k)), "triumph_card")) return o->s->rot_level[p][k];
    return -1;
}
static int triumph_below_top(const oracle *o, int p) { return triumph_level(o, p) >= 0 && triumph_level(o, p) < 3; }

/* a Triumph Card of the face-up stack laid by a player with a city and none yet, into a
 * free slot for cards turned to a level. */
static int triumph_play(const oracle *o, int a, int b) {
    int p = o->p, free = 0, city = 0;
    if (o->s->phase == RV_PH_TRIUMPH) /* his own, turned up instead of 2 resources */
        return b == 0 && turned_by(o, p, a) && triumph_below_top(o, p) && (o->s->turn_flags2 & RV_TF2_TRIUMPH << p);
    for (int k = 0; k < RV_ROT_SLOTS; k++) free |= by_rot(o, p, k) < 0;
    for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
    return (in_faceup(o, a) || has_card(o, p, a)) && o->s->phase == RV_PH_ACTION && b == 0 && free && city &&
           triumph_level(o, p) < 0; /* */
}

/* the Commercial Harbor of his, once a turn, turns one of his Residences above level 0 one
 * level down (b: the Residence) for 2 resources of choice, with room for some resource. */
static int harbor_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, room = 0, residence = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        residence |= by_rot(o, p, k) == b && b >= 0 && s->rot_level[p][k] > 0 && strstr(key_of(o, b), "_merchants_residence") != NULL;
    return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->merchant_flags & RV_MF_HARBOR) && room && residence;
}

/* his Wainwright, once a turn: 3 resources of any kinds for 1 of b with room (b a
 * resource), or 1 of resource b - 32 moved from a region holding some to another with room. */
static int wainwright_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (!placed(o, p, a) || s->phase != RV_PH_ACTION || (s->merchant_flags & RV_MF_WAINWRIGHT)) return 0;
    if (b < RV_NUM_RESOURCES) return held(o, p, -1) >= 3 && space(o, p, b) > 0;
    if (b < RV_FIELD_USE || b >= RV_FIELD_USE + RV_NUM_RESOURCES) return 0;
    for (int from = 0; from < RV_REGION_POS; from++)
        for (int to = 0; to < RV_REGION_POS; to++) {
            int f = region_at(o, p, from), t = region_at(o, p, to);
            if (from != to && f != RV_NONE && t != RV_NONE && ctn_rivals_regions[f].resource == b - RV_FIELD_USE &&
                ctn_rivals_regions[t].resource == b - RV_FIELD_USE && s->stock[f] > 0 && s->stock[t] < 3)
                return 1;
        }
    return 0;
}

/* a Trading Post laid from the hand, paid, on a road of his with none there (nor the
 * opponent's Tavern), two at most; then once a turn each: 1 from the region above its road to
 * the one below (b 32) or back (b 33), the one paid from holding some, the other with room. */
static int post_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, slot = -1, free = 0;
    static const uint8_t COST[6] = {0, 0, 1, 1, 0, 0};
    if (s->phase != RV_PH_ACTION) return 0;
    for (int k = 0; k < 2; k++) {
        if (by_post(o, p, k) == a) slot = k;
        free |= by_post(o, p, k) < 0;
    }
    if (slot < 0)
        return has_card(o, p, a) && free && b < RV_REGION_COLS && (s->pr[p].roads >> b & 1) && pays(o, p, COST) &&
               s->post_at[p][0] != b + 1 && s->post_at[p][1] != b + 1 && !(s->tavern[p][0] && s->tavern[p][1] == b + 1) &&
               s->camp[p][1] != b + 1 && s->hold[p][1] != b + 1;
    if ((s->merchant_flags >> (3 + slot) & 1) || (b != RV_FIELD_USE && b != RV_FIELD_USE + 1)) return 0;
    int col = s->post_at[p][slot] - 1, from = region_at(o, p, col * 2 + (b - RV_FIELD_USE)), to = region_at(o, p, col * 2 + 1 - (b - RV_FIELD_USE));
    return from != RV_NONE && to != RV_NONE && s->stock[from] >= 1 && s->stock[to] <= 2;
}

/* the Trading Station, from his hand (he has a Commercial Harbor), laid paid on a
 * site of an opponent's city where a card built there would lie (b: 1 + the site; the inner site
 * of a half first), one in his principality; laid, once a turn 1 gold of his for 1 resource the
 * opponent holds (b 0). */
static int station_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, victim = 1 - p, x = b - 1;
    static const uint8_t COST[6] = {0, 1, 1, 0, 0, 0};
    if (s->phase != RV_PH_ACTION) return 0;
    if (station_in(o, victim) == a) return b == 0 && !s->station_used && held(o, p, RV_GOLD) >= 1 && held(o, victim, -1) > 0;
    if (!has_card(o, p, a) || !requirement(o, p, "trading_station") || station_in(o, victim) >= 0 || !pays(o, p, COST)) return 0;
    if (x < 0 || x >= 48 || s->pr[victim].town[x / 4] != 2 || site_card(o, victim, x) != RV_NONE) return 0;
    int inner = x % 4 == 1 || x % 4 == 2;
    return inner || site_card(o, victim, x / 4 * 4 + (x % 4 == 0 ? 1 : 2)) != RV_NONE;
}

/* Wolfgang at a celebration: his owner adds to the regions beside him (one with room);
 * then his opponent takes him for 2 gold onto a free site of a settlement or city. */
static int wolfgang_play(const oracle *o, int a) {
    const rv_state *s = o->s;
    int p = o->p;
    if (placed(o, p, a) && (s->barbarians & 64)) {
        int x = -1;
        for (int y = 0; y < 48; y++)
            if (site_card(o, p, y) == a) x = y;
        int half = x % 4 >= 2, room = 0;
        for (int col = x / 4; col <= x / 4 + 1; col++) {
            int r = region_at(o, p, col * 2 + half);
            room |= r != RV_NONE && s->stock[r] < 3;
        }
        return room;
    }
    if (!placed(o, 1 - p, a) || !(s->barbarians & 128) || held(o, p, RV_GOLD) < 2) return 0;
    for (int t = 0; t < RV_TOWN_COLS; t++)
        if (half_free(o, p, t, 0) || half_free(o, p, t, 1)) return 1;
    return 0;
}

/* a sage laid from the hand into a free slot by a region of his of its resource (any, the
 * Principal Sage Woman, one a principality) holding a resource, nothing by it. */
static int sage_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, res = sage_resource(key), free = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) free |= by_rot(o, p, k) < 0;
    if (s->phase != RV_PH_ACTION || !has_card(o, p, a) || !free || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE) return 0;
    if (!strcmp(key, "principal_sage_woman") && owns_name(o, p, key)) return 0; /* (1x) */
    if (tourney(o) && strcmp(key, "principal_sage_woman") && (owns_name(o, 0, key) || owns_name(o, 1, key))) return 0;
    int r = region_at(o, p, b);
    return (res == RV_NONE || ctn_rivals_regions[r].resource == res) && s->stock[r] > 0 && nothing_by(o, p, r);
}

/* the face-up Manifesto taken by a player with a city, none of his own and a free slot;
 * his Manifesto turned one level up (b: the new level, 3 the top) for 1 lumber, 2 gold, 3 owls, or
 * for the resources, 1 owl and an Action–Attack card of his hand (b: RV_MANIFESTO_ATTACK + it). */
static int manifesto_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, slot = -1, free = 0, city = 0;
    static const uint8_t COST[6] = {1, 0, 0, 0, 0, 2};
    if (s->phase != RV_PH_ACTION) return 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (by_rot(o, p, k) == a) slot = k;
        free |= by_rot(o, p, k) < 0;
    }
    if (slot >= 0 && b >= RV_MANIFESTO_ATTACK) /* an Action–Attack card of his hand and 1 owl */
        return has_card(o, p, b - RV_MANIFESTO_ATTACK) && ctn_rivals_cards[s->kind[b - RV_MANIFESTO_ATTACK]].type == RV_T_ATTACK &&
               s->rot_level[p][slot] < 3 && owls_of(o, p) >= 1 && pays(o, p, COST);
    if (slot >= 0) return b == RV_FIELD_USE + s->rot_level[p][slot] + 1 && s->rot_level[p][slot] < 3 && owls_of(o, p) >= 3 && pays(o, p, COST);
    for (int t = 0; t < RV_TOWN_COLS; t++) city |= s->pr[p].town[t] == 2;
    return (in_faceup(o, a) || has_card(o, p, a)) && b == 0 && free && city && !owns_name(o, p, "manifesto"); /* */
}

/* an Academy of Sages of his, used fewer times this turn than he has Academies, turns one
 * of his sages below level 3 one level up (b: the sage) for 1 resource of his. */
static int academy_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, sage = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        sage |= by_rot(o, p, k) == b && b >= 0 && sage_resource(key_of(o, b)) >= 0 && s->rot_level[p][k] < 3;
    return placed(o, p, a) && s->phase == RV_PH_ACTION && s->academy_uses < count_key(o, p, "academy_of_sages") &&
           held(o, p, -1) > 0 && sage;
}

/* the Groves of Freedom's, Fraternity's and Great Foresight's uses (his
 * own, once a turn each; or an opponent's through his Cole, once a turn): the grove's owls, and a
 * stack of his to take from, or events above Yule to look at (rivals_oracle_sages.c). */
static int grove_usable(const oracle *o, int grove) {
    const rv_state *s = o->s;
    int any = 0;
    for (int k = 0; k < o->d->num_stacks; k++) any |= s->stacks[k].n > 0 && own_stack(o, k, o->p);
    return grove >= 0 && grove < o->d->num_draw && s->phase == RV_PH_ACTION && rv_oracle_grove_usable(s, grove, owls_of(o, o->p), any);
}
static int grove_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (!placed(o, p, a)) return 0;
    if (!strcmp(key, "cole")) return !(s->grove_uses & RV_GU_COLE) && placed(o, 1 - p, b) && grove_usable(o, b);
    return b == 0 && !rv_oracle_grove_used(s, a) && grove_usable(o, a);
}
/* the Council's gift: an owl to a sage of his below level 3 (none given as a resource yet),
 * or a resource to the region a sage of his lies by, with room (none given as an owl yet). */
static int council_gift(const oracle *o, int t, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (b != 0) return 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        int card = by_rot(o, p, k);
        if (card < 0 || sage_resource(key_of(o, card)) < 0) continue;
        if (t == RV_A_PLAY && a == card) return !(s->sages_work & RV_SW_COUNCIL_RES) && s->rot_level[p][k] < 3;
        if (t == RV_A_GAIN && a < RV_REGION_POS && region_at(o, p, a) == s->rot_at[p][k] - 1)
            return !(s->sages_work & RV_SW_COUNCIL_OWL) && s->stock[region_at(o, p, a)] < 3;
    }
    return 0;
}

/* Power of the Groves: a grove of his, a sage of his below level 3. */
static int power_playable(const oracle *o, int b) {
    int groves = 0, low = 0, p = o->p;
    for (int x = 0; x < 48; x++) groves += site_card(o, p, x) != RV_NONE && !strncmp(key_of(o, site_card(o, p, x)), "grove_of_", 9);
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        low |= by_rot(o, p, k) >= 0 && sage_resource(key_of(o, by_rot(o, p, k))) >= 0 && o->s->rot_level[p][k] < 3;
    return o->s->phase == RV_PH_ACTION && b == 0 && groves && low;
}

/* RV_A_PLAY: the Era of Gold's action cards and the Mint (R§7.2), the Era of Turmoil's. */
/* The Era of Prosperity's once-a-turn uses of a card of his: the Hospital a
 * star (b 0) or a resource for one (1); the Prince or Princess an Artwork of his pile for 1 gold;
 * the City Palace, for 3 stars, an action card or unit of his pile without requirement. */
static int prosperity_use(const oracle *o, const char *key, int b) {
    const rv_state *s = o->s;
    int p = o->p, stars = s->stars[p], room = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
    if (!strcmp(key, "hospital"))
        return !(s->prosperity_uses & RV_PU_HOSPITAL) && ((b == 0 && stars < 3) || (b == 1 && stars > 0 && room));
    if (b >= o->d->num_draw || !in_pile_of(o, p, b)) return 0;
    const rv_card *k = &ctn_rivals_cards[s->kind[b]];
    if (!strcmp(key, "city_palace"))
        return !(s->prosperity_uses & RV_PU_PALACE) && stars >= 3 && !k->req && !k->requires &&
               (k->type == RV_T_ACTION || k->type == RV_T_HERO || k->type == RV_T_TRADE_SHIP || k->type == RV_T_UNIT);
    return !(s->prosperity_uses & RV_PU_PRINCE) && held(o, p, RV_GOLD) >= 1 && !strncmp(k->key, "artwork_", 8);
}

static int play_legal(const oracle *o, int a, int b, int c) {
    const rv_state *s = o->s;
    int p = o->p, victim = 1 - p;
    if (c != 0 || a >= o->d->num_draw) return 0;
    const char *key = key_of(o, a);
    if (!strcmp(key, "wolfgang")) return s->phase == RV_PH_WOLFGANG && b == 0 && wolfgang_play(o, a);
    if (!strcmp(key, "mint")) {
        int mine = 0;
        for (int x = 0; x < 48; x++) mine |= site_card(o, p, x) == a;
        return mine && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_MINT) && held(o, p, RV_GOLD) >= 1 &&
               b < RV_GOLD && space(o, p, b) > 0;
    }
    if (!strcmp(key, "abbey_brewery") || !strcmp(key, "reiner_the_miller")) return field_play(o, key, a, b);
    if (!strcmp(key, "cloth_merchants_residence") || !strcmp(key, "paper_merchants_residence")) return residence_play(o, key, a, b);
    if (!strcmp(key, "commercial_harbor")) return harbor_play(o, a, b);
    if (!strcmp(key, "triumph_card")) return triumph_play(o, a, b);
    if (!strcmp(key, "border_fortress")) return fortress_play(o, a, b);
    if (!strcmp(key, "wainwright")) return wainwright_play(o, a, b);
    if (!strcmp(key, "trading_post")) return post_play(o, a, b);
    if (!strcmp(key, "trading_station")) return station_play(o, a, b);
    if (!strcmp(key, "brigand_camp")) { /* on a road of the opponent's with nothing on it, paid */
        static const uint8_t COST[6] = {0, 0, 1, 0, 0, 1};
        return has_card(o, p, a) && s->phase == RV_PH_ACTION && b < RV_REGION_COLS && (s->pr[victim].roads >> b & 1) &&
               !s->camp[victim][0] && pays(o, p, COST) && s->post_at[victim][0] != b + 1 && s->post_at[victim][1] != b + 1 &&
               !(s->tavern[victim][0] && s->tavern[victim][1] == b + 1) && s->hold[victim][1] != b + 1;
    }
    if (!strcmp(key, "ship_builder")) /* his: 1 gold for a trade ship of his discard pile */
        return placed(o, p, a) && s->phase == RV_PH_ACTION && held(o, p, RV_GOLD) >= 1 && b < o->d->num_draw &&
               in_pile_of(o, p, b) && ctn_rivals_cards[s->kind[b]].type == RV_T_TRADE_SHIP;
    if (sage_resource(key) >= 0) return sage_play(o, key, a, b);
    if (!strcmp(key, "manifesto")) return manifesto_play(o, a, b);
    if (!strcmp(key, "academy_of_sages")) return academy_play(o, a, b);
    if (!strcmp(key, "cole") || !strcmp(key, "grove_of_freedom") || !strcmp(key, "grove_of_fraternity") ||
        !strcmp(key, "grove_of_great_foresight"))
        return grove_play(o, key, a, b);
    if (!strcmp(key, "grove_of_justice")) /* his, before his roll, once a turn, 2 owls, not after Reiner */
        return placed(o, p, a) && s->phase == RV_PH_PRE_ROLL && !(s->grove_uses & RV_GU_JUSTICE) &&
               !(s->turn_flags & RV_TF_REINER) && oracle_astrologer_face(s) < 0 && owls_of(o, p) >= 2 && b < RV_E_COUNT;
    if (!strcmp(key, "granary")) { /* his, once a turn; a grain of his; an empty fields region of the
                                    * opponent's; the opponent holds a resource other than grain */
        int r = b < RV_REGION_POS ? region_at(o, victim, b) : RV_NONE;
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->grove_uses & RV_GU_GRANARY) && held(o, p, RV_GRAIN) > 0 &&
               r != RV_NONE && ctn_rivals_regions[r].resource == RV_GRAIN && s->stock[r] == 0 &&
               held(o, victim, -1) - held(o, victim, RV_GRAIN) > 0;
    }
    if (!strcmp(key, "common_land")) { /* his, once a turn: 1 star, a resource given for another with room */
        int give = b / RV_NUM_RESOURCES, get = b % RV_NUM_RESOURCES;
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->prosperity_uses & RV_PU_COMMON) && s->stars[p] >= 1 &&
               b < RV_NUM_RESOURCES * RV_NUM_RESOURCES && give != get && held(o, p, give) >= 1 && space(o, p, get) > 0;
    }
    if (!strcmp(key, "prince") || !strcmp(key, "princess") || !strcmp(key, "city_palace") || !strcmp(key, "hospital"))
        return placed(o, p, a) && s->phase == RV_PH_ACTION && prosperity_use(o, key, b);
    if (!strcmp(key, "judith")) /* his own: a resource other than gold for 2 gold, once a turn */
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_JUDITH) && b < RV_GOLD &&
               held(o, p, b) >= 1 && space(o, p, RV_GOLD) > 0;
    if (!strcmp(key, "godfrey")) /* his own, built in an earlier turn, 1 gold to pay */
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_GODFREY) && b == 0 &&
               held(o, p, RV_GOLD) >= 1 && opponent_hand(o, victim) > 0;
    if (!strcmp(key, "balliwick")) { /* his own, once a turn, a stack of his with cards */
        int any = 0;
        for (int k = 0; k < o->d->num_stacks; k++) any |= s->stacks[k].n > 0 && own_stack(o, k, p);
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_BALLIWICK) && b == 0 && any;
    }
    if (!strcmp(key, "secret_brotherhood")) { /* his own, once a turn: a unit or action card of his hand */
        int room = 0, type = b < o->d->num_draw ? ctn_rivals_cards[s->kind[b]].type : -1;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_BROTHERHOOD) && room &&
               has_card(o, p, b) && (type == RV_T_HERO || type == RV_T_TRADE_SHIP || type == RV_T_UNIT || type == RV_T_ACTION || type == RV_T_ATTACK);
    }
    if (!strcmp(key, "white_raven_tavern")) { /* his own, once a turn, 1 gold, room for a resource */
        int room = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_TAVERN) && b == 0 &&
               held(o, p, RV_GOLD) >= 1 && room;
    }
    if (!strcmp(key, "marie")) { /* his own, built in an earlier turn; the opponent has a hero */
        int heroes = 0;
        for (int x = 0; x < 48; x++) heroes += nameable(o, victim, x, 2);
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_MARIE) && b == 0 && heroes > 0;
    }
    if (!strcmp(key, "olaf")) /* his own, built in an earlier turn; the opponent holds a resource */
        return placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_OLAF) && b == 0 &&
               held(o, victim, -1) > 0;
    if (!has_card(o, p, a) || !requirement(o, p, key)) return 0;
    if (ctn_rivals_cards[o->s->kind[a]].type == RV_T_ATTACK && thingstead(o)) return 0;
    if (held(o, p, RV_GOLD) < brotherhood_toll(o, key)) return 0;
    int prosperity = oracle_prosperity_play(s, p, key, b);
    if (prosperity >= 0) return prosperity;
    if (!strcmp(key, "bishop")) { /* a gold field of his with room */
        if (s->phase != RV_PH_ACTION || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE) return 0;
        return ctn_rivals_regions[region_at(o, p, b)].resource == RV_GOLD && s->stock[region_at(o, p, b)] < 3;
    }
    if (!strcmp(key, "michael")) return michael_playable(o, b);
    if (!strcmp(key, "barbarian_stronghold")) { /* on a road of the opponent's beside a city of his */
        static const uint8_t COST[6] = {1, 0, 0, 0, 0, 1};
        int city = b < RV_REGION_COLS && ((b >= 1 && s->pr[victim].town[b - 1] == 2) || (b < RV_TOWN_COLS && s->pr[victim].town[b] == 2));
        return s->phase == RV_PH_ACTION && b < RV_REGION_COLS && (s->pr[victim].roads >> b & 1) && !s->hold[victim][0] &&
               city && pays(o, p, COST) && s->post_at[victim][0] != b + 1 && s->post_at[victim][1] != b + 1 &&
               s->camp[victim][1] != b + 1 && !(s->tavern[victim][0] && s->tavern[victim][1] == b + 1); /* its own slot */
    }
    if (owls_of(o, p) < owl_cost(key)) return 0; /* */
    if (!strcmp(key, "feeding_the_poor")) /* a grain to pay, room for a star */
        return s->phase == RV_PH_ACTION && b == 0 && held(o, p, RV_GRAIN) >= 1 && s->stars[p] < RV_MAX_STARS;
    if (!strncmp(key, "artwork_", 8)) return s->phase == RV_PH_ACTION && b == 0 && s->stars[p] < RV_MAX_STARS; /* */
    if (!strcmp(key, "prosperity")) { /* a settlement of his, a city in the centre, once a turn */
        int settlement = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) settlement |= s->pr[p].town[t] == 1;
        return s->phase == RV_PH_ACTION && b == 0 && settlement && s->cities_left && !(s->prosperity_uses & RV_PU_PROSPERITY);
    }
    if (!strcmp(key, "bera")) { /* the opponent's stars up to 2 and his room, or 1 resource a VP of lead, 3 at most */
        int lead = victory_points(o, victim) - victory_points(o, p);
        if (s->phase != RV_PH_ACTION) return 0;
        if (b == 0) return s->stars[victim] > 0 && s->stars[p] < RV_MAX_STARS;
        return b == 1 && lead > 0 && held(o, victim, -1) > 0;
    }
    if (!strcmp(key, "age_of_enlightenment")) { /* his Manifesto's points, room for some resource */
        int room = 0, level = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (by_rot(o, p, k) >= 0 && !strcmp(key_of(o, by_rot(o, p, k)), "manifesto")) level = s->rot_level[p][k];
        return s->phase == RV_PH_ACTION && b == 0 && room && level > 0;
    }
    if (!strcmp(key, "power_of_the_groves")) return power_playable(o, b);
    if (!strcmp(key, "wise_protection")) return s->phase == RV_PH_ACTION && b == 0 && opponent_hand(o, victim) > 0; /* */
    if (!strcmp(key, "dispute_of_the_sages")) return s->phase == RV_PH_ACTION && b == 0; /* */
    if (!strcmp(key, "great_foresight")) /* an event of the stack's unordered part, not Yule, one above Yule, none
                                          * at a known place */
        return s->phase == RV_PH_ACTION && b < o->d->num_events && b != o->d->yule && (s->ev_pool >> b & 1) &&
               __builtin_popcount(s->ev_pool) + s->ev_pool_unknown > 3 && !rv_oracle_known_places(s);
    if (!strcmp(key, "wise_compensation")) /* a settlement of his, a city in the centre */
        return s->phase == RV_PH_ACTION && b < RV_TOWN_COLS && s->pr[p].town[b] == 1 && s->cities_left > 0;
    if (!strcmp(key, "red_light_tavern")) { /* on a road of the opponent's, he with fewer than 3 heroes */
        static const uint8_t COST[6] = {1, 0, 0, 1, 0, 0};
        return s->phase == RV_PH_ACTION && b < RV_REGION_COLS && (s->pr[victim].roads >> b & 1) && !s->tavern[victim][0] &&
               s->post_at[victim][0] != b + 1 && s->post_at[victim][1] != b + 1 && s->camp[victim][1] != b + 1 &&
               s->hold[victim][1] != b + 1 && count_of_type(o, victim, RV_T_HERO) < 3 && pays(o, p, COST);
    }
    if (!strcmp(key, "missionary")) { /* the opponent has a hero */
        int heroes = 0;
        for (int x = 0; x < 48; x++)
            heroes += site_card(o, victim, x) != RV_NONE && ctn_rivals_cards[o->s->kind[site_card(o, victim, x)]].type == RV_T_HERO;
        return s->phase == RV_PH_ACTION && b == 0 && heroes > 0;
    }
    if (!strcmp(key, "odins_priest")) return s->phase == RV_PH_ACTION && b == 0 && opponent_hand(o, victim) > 0; /* */
    if (!strcmp(key, "priestess")) { /* a stack of his to choose from */
        int any = 0;
        for (int k = 0; k < o->d->num_stacks; k++) any |= s->stacks[k].n > 0 && own_stack(o, k, p);
        return s->phase == RV_PH_ACTION && b == 0 && any;
    }
    if (!strcmp(key, "gero") || !strcmp(key, "guild_master")) { /* 2 resources of choice: some room */
        int room = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return s->phase == RV_PH_ACTION && b == 0 && room;
    }
    if (!strcmp(key, "trade_monopoly")) return s->phase == RV_PH_ACTION && b < RV_NUM_RESOURCES && held(o, victim, b) > 0; /* */
    if (!strcmp(key, "contest_of_the_heroes")) { /* both have a hero */
        int mine = 0, his = 0;
        for (int x = 0; x < 48; x++) mine += nameable(o, p, x, 2), his += nameable(o, victim, x, 2);
        return s->phase == RV_PH_ACTION && b == 0 && mine && his;
    }
    if (!strcmp(key, "siegfried")) { /* 2 resources of choice with some room, or his Triumph Card turned */
        int room = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return s->phase == RV_PH_ACTION && ((b == 0 && room) || (b == 1 && triumph_below_top(o, p)));
    }
    if (!strcmp(key, "alliance_against_the_barbarians")) { /* room for some resource */
        int room = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return s->phase == RV_PH_ACTION && b == 0 && room;
    }
    if (!strcmp(key, "castellan")) { /* a region beside his Castle with room */
        int room = 0;
        for (int x = 0; x < 48; x++) {
            if (site_card(o, p, x) == RV_NONE || strcmp(key_of(o, site_card(o, p, x)), "castle")) continue;
            int t = x / 4, half = x % 4 >= 2;
            for (int col = t; col <= t + 1; col++) {
                int r = region_at(o, p, col * 2 + half);
                room |= r != RV_NONE && s->stock[r] < 3;
            }
        }
        return s->phase == RV_PH_ACTION && b == 0 && room;
    }
    if (!strcmp(key, "hergild")) { /* once: a trade ship of his with a resource */
        int ship = 0;
        for (int x = 0; x < 48; x++)
            ship |= site_card(o, p, x) != RV_NONE && ctn_rivals_cards[s->kind[site_card(o, p, x)]].type == RV_T_TRADE_SHIP &&
                    ctn_rivals_cards[s->kind[site_card(o, p, x)]].resource < RV_NUM_RESOURCES;
        return s->phase == RV_PH_ACTION && b == 0 && !(s->turn_flags & RV_TF_HERGILD) && ship;
    }
    if (!strcmp(key, "tactical_retreat")) /* one of his foreign cards there: Camp, Station, Tavern, Stronghold */
        return s->phase == RV_PH_ACTION && b < o->d->num_draw &&
               (s->camp[victim][0] == b + 1 || s->station[victim][0] == b + 1 || s->tavern[victim][0] == b + 1 ||
                s->hold[victim][0] == b + 1);
    if (!strcmp(key, "mendicants") || !strcmp(key, "maritime_trade_monopoly")) /* he has a resource to give */
        return s->phase == RV_PH_ACTION && b == 0 && held(o, victim, -1) > 0 &&
               (strcmp(key, "mendicants") || has_advantage(o, victim, 1));
    int turmoil = play_turmoil(o, key, b);
    if (turmoil >= 0) return turmoil;
    if (!strcmp(key, "reiner")) return s->phase == RV_PH_PRE_ROLL && b == 0 && !(s->turn_flags & RV_TF_REINER);
    if (s->phase != RV_PH_ACTION) return 0;
    if (!strcmp(key, "trade_master") || !strcmp(key, "merchant")) return b == 0 && held(o, victim, -1) > 0;
    if (!strcmp(key, "gudrun")) return b == 0;
    if (!strcmp(key, "gold_cache")) /* laid at a gold field of his that nothing lies by, one at most */
        return b < RV_REGION_POS && !s->cache_at[p] && region_at(o, p, b) != RV_NONE &&
               ctn_rivals_regions[region_at(o, p, b)].resource == RV_GOLD && nothing_by(o, p, region_at(o, p, b));
    if (!strcmp(key, "brigands")) {
        if (b >= RV_REGION_POS) return 0;
        int r = region_at(o, p, b);
        return r != RV_NONE && s->stock[r] < 3 && held(o, victim, ctn_rivals_regions[r].resource) > 0;
    }
    return play_progress(o, key, b);
}

/* How a card is paid (c of RV_A_BUILD without its half): with a Drill Ground a hero, with a
 * Building Crane a city expansion costing more than 4, costs one resource of its cost less, the
 * builder naming which; a Tithe Barn of a builder with heroes may take wool
 * (16 / 2 = 8) instead of grain (R§7.3); nothing else. */
static int way_shape(const rv_card *k, int way) {
    int spared = (way & 7) - 1, wool = way >> 3;
    if (way == 0) return 1;
    if (way > 15 || (wool && spared >= 0)) return 0;
    if (wool) return !strcmp(k->key, "tithe_barn");
    int ship = k->type == RV_T_TRADE_SHIP || !strcmp(k->key, "pirate_ship"); /* the Ship Builder's */
    return (k->type == RV_T_HERO || k->place == RV_P_CITY || k->type == RV_T_BUILDING || ship) &&
           spared < RV_NUM_RESOURCES; /* build_paid: in the cost */
}
/* R§7.4 Building Crane: its owner's city expansions costing more than 4; the Era of Prosperity's
 * Builder's Hut: its owner's buildings costing 6 or more (R-235; the two do not add up). */
static int crane_applies(const oracle *o, const rv_card *k) {
    int sum = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return (owns_name(o, o->p, "building_crane") && k->place == RV_P_CITY && sum > 4) ||
           (owns_name(o, o->p, "builders_hut") && k->type == RV_T_BUILDING && sum >= 6);
}
static int build_paid(const oracle *o, const rv_card *k, int way) {
    int p = o->p, spared = (way & 7) - 1, wool = way >> 3;
    uint8_t cost[RV_NUM_RESOURCES];
    memcpy(cost, k->cost, sizeof cost);
    michael_cost(o, k, cost);
    if (way > 15) return 0;
    if (wool) {
        int heroes = count_of_type(o, p, RV_T_HERO);
        if (strcmp(k->key, "tithe_barn") || !heroes || spared >= 0) return 0;
    }
    int drill = k->type == RV_T_HERO && owns_name(o, p, "drill_ground");
    int ships = (k->type == RV_T_TRADE_SHIP || !strcmp(k->key, "pirate_ship")) && owns_name(o, p, "ship_builder"); /* */
    if ((drill || crane_applies(o, k) || ships) != (spared >= 0)) return 0;
    if (ships && spared != RV_LUMBER && spared != RV_WOOL) return 0;
    if (spared >= 0) {
        if (spared >= RV_NUM_RESOURCES || !cost[spared]) return 0;
        cost[spared]--;
    }
    return pays(o, p, cost);
}

static int action_phase(const oracle *o, int t, int a, int b, int c) {
    const rv_state *s = o->s;
    int p = o->p;
    const rv_principality *pr = &s->pr[p];
    static const uint8_t ROAD[6] = {1, 2, 0, 0, 0, 0}, TOWN[6] = {1, 1, 1, 1, 0, 0}, CITY[6] = {0, 0, 0, 2, 3, 0};
    static const uint8_t CHEAP_CITY[6] = {0, 0, 0, 2, 1, 0};
    switch (t) {
    case RV_A_ROAD: {
        int col = a ? pr->right : pr->left;
        return a < 2 && s->roads_left && pays(o, p, ROAD) && !(pr->roads >> col & 1) && (a ? col <= 11 : col >= 1) &&
               !oracle_harbor_on(o->d, a); /* the Explorer Harbor's side */
    }
    case RV_A_EXPLORER_SHIP: return oracle_explorer_ship(o->d, s, p) && pays(o, p, oracle_ship_cost); /* */
    case RV_A_SETTLEMENT: {
        if (b != RV_NONE && (!has_card(o, p, b) || strcmp(key_of(o, b), "scout"))) return 0;
        if (a > 1 || !s->settlements_left || !pays(o, p, TOWN) || __builtin_popcount(s->region_stack) < 2) return 0;
        if (!(pr->roads >> (a ? pr->right : pr->left) & 1)) return 0;
        return 1;
    }
    case RV_A_CITY: /* Prosperity played this turn: 1 ore 2 grain */
        return a < RV_TOWN_COLS && pr->town[a] == 1 && s->cities_left &&
               pays(o, p, (s->prosperity_uses & RV_PU_PROSPERITY) ? CHEAP_CITY : CITY);
    case RV_A_ABANDON: return a < 48 && site_card(o, p, a) != RV_NONE; /* R§5 step 2 */
    case RV_A_BUILD: {
        if ((!has_card(o, p, a) && !in_faceup(o, a)) || b >= RV_TOWN_COLS || c > 31) return 0;
        const rv_card *k = &ctn_rivals_cards[o->s->kind[a]];
        if (!way_shape(k, c >> 1)) return 0; /* cheap tests first */
        if (!requirement(o, p, k->key)) return 0;
        if (k->type != RV_T_BUILDING && k->type != RV_T_HERO && k->type != RV_T_TRADE_SHIP && k->type != RV_T_UNIT &&
            strncmp(k->key, "grove_of_", 9) && strcmp(k->key, "common_land")) /* sites on a town: the groves, the Common Land */
            return 0;
        if (k->place == RV_P_CITY ? pr->town[b] != 2 : k->place != RV_P_TOWN) return 0;
        if ((k->flags & RV_F_ONE_OF) && owns_name(o, p, k->key)) return 0;
        if (!strcmp(k->key, "abbey") && owns_name(o, p, "master_of_the_brotherhood")) return 0; /* */
        if (owls_of(o, p) < owl_cost(k->key)) return 0; /* */
        if (s->stars[p] < star_cost(k->key)) return 0;  /* */
        if (tourney(o) && (k->flags & RV_F_NAMED) && (owns_name(o, 0, k->key) || owns_name(o, 1, k->key))) return 0;
        int half = c & 1;
        const char *base = !strcmp(k->key, "town_hall") ? "parish_hall" : !strcmp(k->key, "bran") ? "odins_temple"
                         : !strcmp(k->key, "judith")  ? "church" : NULL;
        if (base) { /* on the Parish Hall (ruling R-40), Temple or Church of this half */
            int on = 0;
            for (int site = half * 2; site < half * 2 + 2; site++)
                on |= site_card(o, p, b * 4 + site) != RV_NONE && !strcmp(key_of(o, site_card(o, p, b * 4 + site)), base);
            if (!on) return 0;
        } else if (!half_free(o, p, b, half)) {
            return 0;
        }
        return build_paid(o, k, c >> 1);
    }
    case RV_A_CARAVAN: return has_card(o, p, a) && !strcmp(key_of(o, a), "merchant_caravan") && held(o, p, -1) >= 2;
    case RV_A_GOLDSMITH: return has_card(o, p, a) && !strcmp(key_of(o, a), "goldsmith") && held(o, p, RV_GOLD) >= 3;
    case RV_A_SWAP_REGIONS:
        return has_card(o, p, a) && !strcmp(key_of(o, a), "relocation") && b < c && c < RV_REGION_POS &&
               region_at(o, p, b) != RV_NONE && region_at(o, p, c) != RV_NONE;
    case RV_A_SWAP_CARDS: {
        if (!has_card(o, p, a) || strcmp(key_of(o, a), "relocation") || b >= c || c >= 48) return 0;
        int x = site_card(o, p, b), y = site_card(o, p, c);
        if (x == RV_NONE || y == RV_NONE) return 0;
        if (b / 4 == c / 4 && (b % 4 >= 2) == (c % 4 >= 2)) return 0; /* ruling R-6: no effect */
        if (ctn_rivals_cards[o->s->kind[x]].place == RV_P_CITY && pr->town[c / 4] != 2) return 0;
        if (ctn_rivals_cards[o->s->kind[y]].place == RV_P_CITY && pr->town[b / 4] != 2) return 0;
        return 1;
    }
    case RV_A_TRADE:
        if (a == b) return oracle_feeling_use(o->d, s, p, a) && space(o, p, a) > 0; /* */
        return a < 6 && b < 6 && a != b && held(o, p, a) >= rate(o, p, a) && space(o, p, b) > 0;
    case RV_A_SHIP_TRADE: {
        for (int x = 0; x < 48; x++) {
            if (site_card(o, p, x) != a || strcmp(key_of(o, a), "large_trade_ship")) continue;
            int half = x % 4 >= 2, col = x / 4, n = 0;
            for (int cc = col; cc <= col + 1; cc++)
                if (pr->region[cc][half] != RV_NONE) n += s->stock[pr->region[cc][half]];
            return n >= 2;
        }
        return 0;
    }
    case RV_A_END_ACTIONS: return 1;
    case RV_A_PLAY: return play_legal(o, a, b, c);
    default: return 0;
    }
}

/* The Traitor in the tournament takes a unit or an action card (R§7.3). */
static int stealable(int type) {
    return type == RV_T_HERO || type == RV_T_TRADE_SHIP || type == RV_T_UNIT || type == RV_T_ACTION || type == RV_T_ATTACK;
}

/* The tournament's preparation round (R§6.4): one starting card or centre card built (a settlement
 * without the Scout, a Pirate Ship only while the opponent has no trade ship), or the pass. */
static int prepare_legal(const oracle *o, int t, int a, int b, int c) {
    if (t == RV_A_END_ACTIONS) return 1;
    if (t == RV_A_SETTLEMENT && b != RV_NONE) return 0;
    if (t == RV_A_BUILD) {
        if (!has_card(o, o->p, a)) return 0;
        if (!strcmp(key_of(o, a), "pirate_ship"))
            for (int x = 0; x < 48; x++) {
                int v = site_card(o, 1 - o->p, x);
                if (v != RV_NONE && ctn_rivals_cards[o->s->kind[v]].type == RV_T_TRADE_SHIP) return 0;
            }
    }
    if (t != RV_A_ROAD && t != RV_A_SETTLEMENT && t != RV_A_CITY && t != RV_A_BUILD) return 0;
    return action_phase(o, t, a, b, c);
}

/* Which arguments an action type uses (bit 0: a, 1: b, 2: c); the others must be 0. */
static int shape_ok(int t, int a, int b, int c) {
    int used;
    switch (t) {
    case RV_A_ROLL: case RV_A_END_ACTIONS: case RV_A_BUY: case RV_A_STOP: case RV_A_END_TURN: case RV_A_DECLINE:
    case RV_A_RIOT_PAY: used = 0; break;
    case RV_A_BRIGITTA: case RV_A_SETTLEMENT: case RV_A_TRADE: case RV_A_RETURN: case RV_A_PLAY: used = 3; break;
    case RV_A_BUILD: case RV_A_SWAP_REGIONS: case RV_A_SWAP_CARDS: used = 7; break;
    default: used = 1; break;
    }
    return (a == 0 || (used & 1)) && (b == 0 || (used & 2)) && (c == 0 || (used & 4));
}

static int legal(const oracle *o, int t, int a, int b, int c) {
    const rv_state *s = o->s;
    int p = o->p, victim = 1 - p;
    if (!shape_ok(t, a, b, c)) return 0;
    switch (s->phase) {
    case RV_PH_START_STACK: return t == RV_A_START_STACK && a < o->d->basic_stacks && s->stacks[a].n >= 3;
    case RV_PH_PRE_ROLL:
        return t == RV_A_ROLL || (t == RV_A_BRIGITTA && has_card(o, p, a) && !strcmp(key_of(o, a), "brigitta") && b >= 1 && b <= 6) ||
               (t == RV_A_PLAY && play_legal(o, a, b, c));
    case RV_PH_PAY: {
        if (t != RV_A_PAY || a >= RV_REGION_POS) return 0;
        int r = region_at(o, p, a);
        if (r == RV_NONE || !s->stock[r]) return 0;
        return s->pay_need[ctn_rivals_regions[r].resource] > 0 || (s->pay_any && (s->pay_mask >> a & 1));
    }
    case RV_PH_GAIN: {
        if (t != RV_A_GAIN || a >= RV_REGION_POS) return 0;
        int r = region_at(o, p, a);
        return r != RV_NONE && s->stock[r] < 3 && (s->gains[0].mask >> ctn_rivals_regions[r].resource & 1);
    }
    case RV_PH_TAKE_TYPE:
        if (s->take_flags & RV_TK_VICTIM_NAMES) victim = p; /* the Courthouse: the victim names what he gives */
        if (t == RV_A_TAKE_TYPE && a == RV_GRAIN && (s->take_flags & RV_TK_NOT_GRAIN)) return 0; /* the Granary */
        return (t == RV_A_TAKE_TYPE && a < 6 && held(o, victim, a) > 0) || (t == RV_A_STOP && (s->take_flags & RV_TK_OPTIONAL));
    case RV_PH_GIVE: return t == RV_A_GIVE && a < 6 && held(o, p, a) > 0;
    case RV_PH_REACT: return t == RV_A_DECLINE || (t == RV_A_PLAY && play_legal(o, a, b, c));
    case RV_PH_WOLFGANG: return t == RV_A_DECLINE || (t == RV_A_PLAY && play_legal(o, a, b, c)); /* */
    case RV_PH_TRIUMPH: return t == RV_A_DECLINE || (t == RV_A_PLAY && play_legal(o, a, b, c)); /* */
    case RV_PH_COUNCIL: return t == RV_A_STOP || council_gift(o, t, a, b); /* */
    case RV_PH_FORESIGHT: return rv_oracle_foresight(s, p, t, a, b); /* */
    case RV_PH_VIGILANCE: /* his Grove of Vigilance turns the face, or he declines */
        return t == RV_A_DECLINE || (t == RV_A_PLAY && b == 0 && placed(o, p, a) && !strcmp(key_of(o, a), "grove_of_vigilance"));
    case RV_PH_INSURRECTION: return oracle_prosperity_answer(o->d, s, p, t, a) == 1; /* */
    case RV_PH_RIOTS: { /* 1 gold for 1–2 such units, 2 for more (R§7.5) */
        if (t == RV_A_DECLINE) return oracle_prosperity_answer(o->d, s, p, t, a) == 1; /* a star */
        int units = 0;
        for (int x = 0; x < 48; x++) units += riot_unit(o, p, x);
        if (t == RV_A_RIOT_PAY) return held(o, p, RV_GOLD) >= (units > 2 ? 2 : 1);
        return t == RV_A_REMOVE && a < 48 && riot_unit(o, p, a);
    }
    case RV_PH_UNIT_LOSS: /* the Archer: a unit with strength; the Missionary: a hero */
        if (t != RV_A_REMOVE || a >= 48) return 0;
        if (s->intrigue & RV_IN_MISSIONARY)
            return site_card(o, p, a) != RV_NONE && ctn_rivals_cards[o->s->kind[site_card(o, p, a)]].type == RV_T_HERO;
        return archer_unit(o, p, a);
    case RV_PH_STEAL: /* the tournament: a unit or an action card only (R§7.3) */
        return t == RV_A_STEAL && has_card(o, victim, a) &&
               ((!tourney(o) && s->steal != 2) || stealable(ctn_rivals_cards[o->s->kind[a]].type)); /* Godfrey: 2 */
    case RV_PH_LOSE_SHIP:
        return t == RV_A_LOSE && a < 48 && site_card(o, p, a) != RV_NONE &&
               ctn_rivals_cards[o->s->kind[site_card(o, p, a)]].type == RV_T_TRADE_SHIP;
    case RV_PH_PLACE_REGIONS: return t == RV_A_PLACE && a < 2;
    case RV_PH_SCOUT: return t == RV_A_SCOUT_PICK && a < RV_NUM_REGIONS && (s->region_stack >> a & 1);
    case RV_PH_MERCHANT: return (t == RV_A_BUY && held(o, p, RV_GOLD) > 0) || t == RV_A_STOP;
    case RV_PH_FF_PICK: return t == RV_A_FF_PICK && has_card(o, victim, a);
    case RV_PH_FEUD_NAME: { /* the Bishop's See (ff_left 3) names units, Marie's (4) 2 heroes */
        int see = s->ff_left == 3 ? 1 : s->ff_left == 4 ? 2 : 0, most = s->ff_left == 4 ? 2 : 3;
        int owner = s->ff_left == 4 ? p : victim; /* Marie: the namer names his own */
        if (t != RV_A_FEUD_NAME || a >= 48 || !nameable(o, owner, a, see)) return 0;
        if (s->named_n && a <= s->named[s->named_n - 1]) return 0;
        int total = 0, later = 0;
        for (int x = 0; x < 48; x++) total += nameable(o, owner, x, see), later += x > a && nameable(o, owner, x, see);
        int want = (total < most ? total : most) - s->named_n;
        return later >= want - 1;
    }
    case RV_PH_FEUD_CHOOSE:
        if (t != RV_A_FEUD_CHOOSE) return 0;
        for (int i = 0; i < s->named_n; i++)
            if (s->named[i] == a) return 1;
        return 0;
    case RV_PH_BURY: return t == RV_A_BURY && same_back(o, a, s->bury) && own_stack(o, a, s->bury_owner);
    case RV_PH_ACTION: return action_phase(o, t, a, b, c);
    case RV_PH_PREPARE: return prepare_legal(o, t, a, b, c);
    case RV_PH_REPLENISH:
        if (s->dispute[p] || hand_size(o, p) > limit(o, p)) /* Religious Dispute's losses */
            return t == RV_A_RETURN && has_card(o, p, a) && same_back(o, b, a) && own_stack(o, b, p);
        return t == RV_A_DRAW && a < o->d->num_stacks && s->stacks[a].n > 0 && own_stack(o, a, p);
    case RV_PH_EXCHANGE:
        return (t == RV_A_RETURN && has_card(o, p, a) && same_back(o, b, a) && own_stack(o, b, p)) || t == RV_A_END_TURN;
    case RV_PH_LIBRARY: /* Odin's Temple draws the top card; the Library and the Priestess search */
        return t == (s->library == 2 || s->library == 4 ? RV_A_DRAW : RV_A_SEARCH) && a < o->d->num_stacks && s->stacks[a].n > 0 && own_stack(o, a, p);
    case RV_PH_EXCHANGE_TAKE:
        if (a >= o->d->num_stacks || !s->stacks[a].n || !own_stack(o, a, p)) return 0;
        return t == RV_A_TAKE_TOP || (t == RV_A_SEARCH && held(o, p, -1) >= searching_cost(o, p));
    case RV_PH_SEARCH:
        if (t != RV_A_PICK) return 0;
        for (int i = 0; i < s->stacks[s->search_stack].n; i++)
            if (s->stacks[s->search_stack].card[i] == a) return 1;
        return 0;
    default: return 0;
    }
}

static int chance(const oracle *o, ctn_action *out) {
    const rv_state *s = o->s;
    int n = 0;
    for (int t = RV_C_DICE; t <= RV_C_LOOK; t++)
        for (int a = 0; a < 256; a++)
            for (int b = 0; b < (t == RV_C_DICE ? RV_E_COUNT : t == RV_C_CONTEST ? 7 : 1); b++) {
                int ok = 0;
                if (t == RV_C_DICE)
                    ok = s->phase == RV_PH_DICE && a >= 1 && a <= 6 && (!s->brigitta || a == s->brigitta) &&
                         (!(s->turn_flags & RV_TF_REINER) || b == RV_E_CELEBRATION) &&
                         (!(s->grove_uses & RV_GU_JUSTICE) || (s->turn_flags & RV_TF_REINER) || b == (s->grove_uses >> 4 & 7) - 1) && /* R-217, Reiner's after it */
                         (oracle_astrologer_face(s) < 0 || (s->turn_flags & RV_TF_REINER) || b == oracle_astrologer_face(s)); /* */
                if (t == RV_C_CARD && s->phase == RV_PH_DRAW)
                    for (int i = 0; i < s->stacks[s->draw_stack].hidden; i++) ok |= s->stacks[s->draw_stack].card[i] == a;
                if (t == RV_C_REGION) ok = s->phase == RV_PH_REGION && a < RV_NUM_REGIONS && (s->region_stack >> a & 1);
                if (t == RV_C_EVENT) /* seen in the stack, or (the duel) what an unseen one may be */
                    ok = s->phase == RV_PH_EVENT && a < o->d->num_events &&
                         ((s->ev_pool >> a & 1) || (s->ev_pool_unknown && (o->d->ev_candidates >> a & 1) && !(s->ev_found >> a & 1)));
                if (t == RV_C_GUARD) ok = s->phase == RV_PH_GUARD && a <= 1; /* cancelled or not */
                if (t == RV_C_TAVERN) ok = s->phase == RV_PH_TAVERN_ROLL && a >= 1 && a <= 6; /* */
                if (t == RV_C_CONTEST) ok = s->phase == RV_PH_CONTEST_ROLL && a >= 1 && a <= 6 && b >= 1; /* */
                if (t == RV_C_SEA) ok = s->phase == RV_PH_SEA_ROLL && a >= 1 && a <= 6; /* */
                if (t == RV_C_LOOK) ok = s->phase == RV_PH_LOOK && rv_oracle_look(o->d, s, a); /* */
                if (ok) out[n++] = RV_CHANCE_ACT(t, a, b);
            }
    return n;
}

int rv_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out) {
    (void)flags;
    const rv_state *s = (const rv_state *)state;
    oracle o = {rv_data_of(g), s, player, {{0}}, {{0}}};
    for (int p = 0; p < RV_PLAYERS; p++) {
        for (int r = 0; r < RV_NUM_RESOURCES; r++) o.held[p][r] = count_held(&o, p, r), o.space[p][r] = count_space(&o, p, r);
        o.held[p][RV_NUM_RESOURCES] = count_held(&o, p, -1);
    }
    if (s->phase == RV_PH_GAME_OVER) return 0;
    if (player == CTN_CHANCE) return s->actor == CTN_CHANCE ? chance(&o, out) : 0;
    if (player != s->actor) return 0;
    int n = 0, nd = o.d->num_draw, sites = RV_TOWN_COLS * RV_SITES;
    int play_b = nd > sites ? nd : sites; /* a card, a site, or Michael's set */
    if (play_b < RV_MICHAEL_SETS) play_b = RV_MICHAEL_SETS;
    if ((o.d->eras >> RV_SET_SAGES & 1) && play_b < RV_MANIFESTO_ATTACK + nd) play_b = RV_MANIFESTO_ATTACK + nd; /* */
    /* the range of each argument of each type: cards, stacks, columns, positions, resources */
    const int range[RV_A_TYPE_COUNT][3] = {
        [RV_A_START_STACK] = {RV_STACKS, 1, 1}, [RV_A_ROLL] = {1, 1, 1}, [RV_A_BRIGITTA] = {nd, 8, 1},
        [RV_A_ROAD] = {2, 1, 1}, [RV_A_SETTLEMENT] = {2, 256, 1}, [RV_A_CITY] = {RV_TOWN_COLS, 1, 1},
        [RV_A_BUILD] = {nd, RV_TOWN_COLS, 32}, [RV_A_CARAVAN] = {nd, 1, 1}, [RV_A_GOLDSMITH] = {nd, 1, 1},
        [RV_A_SWAP_REGIONS] = {nd, RV_REGION_POS, RV_REGION_POS}, [RV_A_SWAP_CARDS] = {nd, sites, sites},
        [RV_A_TRADE] = {8, 8, 1}, [RV_A_SHIP_TRADE] = {nd, 1, 1}, [RV_A_END_ACTIONS] = {1, 1, 1},
        [RV_A_PAY] = {RV_REGION_POS, 1, 1}, [RV_A_GAIN] = {RV_REGION_POS, 1, 1}, [RV_A_TAKE_TYPE] = {8, 1, 1},
        [RV_A_PLACE] = {2, 1, 1}, [RV_A_SCOUT_PICK] = {RV_NUM_REGIONS, 1, 1}, [RV_A_BUY] = {1, 1, 1},
        [RV_A_STOP] = {1, 1, 1}, [RV_A_FF_PICK] = {nd, 1, 1}, [RV_A_FEUD_NAME] = {sites, 1, 1},
        [RV_A_FEUD_CHOOSE] = {sites, 1, 1}, [RV_A_BURY] = {RV_STACKS, 1, 1}, [RV_A_DRAW] = {RV_STACKS, 1, 1},
        [RV_A_RETURN] = {nd, RV_STACKS, 1}, [RV_A_TAKE_TOP] = {RV_STACKS, 1, 1}, [RV_A_SEARCH] = {RV_STACKS, 1, 1},
        [RV_A_PICK] = {nd, 1, 1}, [RV_A_END_TURN] = {1, 1, 1}, [RV_A_PLAY] = {nd, play_b, 1},
        [RV_A_GIVE] = {8, 1, 1}, [RV_A_LOSE] = {sites, 1, 1}, [RV_A_DECLINE] = {1, 1, 1}, [RV_A_RIOT_PAY] = {1, 1, 1},
        [RV_A_REMOVE] = {sites, 1, 1}, [RV_A_STEAL] = {nd, 1, 1}, [RV_A_ABANDON] = {sites, 1, 1},
        [RV_A_EXPLORER_SHIP] = {1, 1, 1}};
    for (int t = RV_A_START_STACK; t < RV_A_TYPE_COUNT; t++) {
        int wide = t == RV_A_SWAP_REGIONS || t == RV_A_SWAP_CARDS;
        for (int a = 0; a < range[t][0]; a++) {
            if (wide && !has_card(&o, player, a)) continue; /* the card must be in the hand */
            if (t == RV_A_BUILD && !has_card(&o, player, a) && !in_faceup(&o, a)) continue; /* or face up */
            if (t == RV_A_PLAY && !has_card(&o, player, a) && !placed(&o, player, a) && by_fields(&o, player, 0) != a &&
                by_fields(&o, player, 1) != a && !turned_by(&o, player, a) && by_post(&o, player, 0) != a &&
                by_post(&o, player, 1) != a && !in_faceup(&o, a) && !(s->phase == RV_PH_WOLFGANG && placed(&o, 1 - player, a)) &&
                !(s->phase == RV_PH_FORESIGHT && placed(&o, 1 - player, a)) &&
                station_in(&o, 1 - player) != a)
                continue; /* or placed, or by his fields, or turned to a level; Wolfgang taken over; face up; his Station */
            for (int b = 0; b < range[t][1]; b++)
                for (int c = 0; c < range[t][2]; c++)
                    if (legal(&o, t, a, b, c)) out[n++] = RV_ACT(t, a, b, c);
        }
    }
    return n;
}
