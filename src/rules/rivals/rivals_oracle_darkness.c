/* rivals_oracle_darkness.c — the legality oracle's predicates for the Age of Darkness's cards
 * played with a set of their own or where they lie (docs/rules/rivals.md R§12–R§14): the Era of
 * Intrigue's Michael and the Master of the Brotherhood's toll, the Abbey Brewery and Reiner the
 * Miller by a fields region; the Era of Merchant Princes' Residences, Commercial Harbor,
 * Wainwright, Trading Post and Trading Station; the Era of Barbarians' Border Fortress, Triumph
 * Card and Wolfgang. oracle_play_legal (rivals_oracle_play.c) asks them by the card's key. */
#include "rivals_oracle_internal.h"

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
void oracle_michael_cost(const oracle *o, const rv_card *k, uint8_t *cost) {
    int set[RV_NUM_RESOURCES], n = o->s->michael ? michael_set(o->s->michael - 1, set) : 0;
    if (!n || k->type != RV_T_BUILDING) return;
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (set[r] > cost[r]) return;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) cost[r] = (uint8_t)(cost[r] - set[r]);
    cost[RV_GOLD] = (uint8_t)(cost[RV_GOLD] + n);
}
/* the opponent's Master of the Brotherhood asks 2 gold per victory point the player leads
 * by before the Archer, the Arsonist, the Traitor, the Missionary or Odin's Priest. */
int oracle_brotherhood_toll(const oracle *o, const char *key) {
    static const char *const TOLL[] = {"archer", "arsonist", "traitor", "missionary", "odins_priest"};
    int hit = 0;
    for (int i = 0; i < 5; i++) hit |= !strcmp(key, TOLL[i]);
    if (!hit || !oracle_owns_name(o, 1 - o->p, "master_of_the_brotherhood")) return 0;
    int lead = oracle_victory_points(o, o->p) - oracle_victory_points(o, 1 - o->p);
    return lead > 0 ? 2 * lead : 0;
}
/* Michael is played naming a set that some building of the hand or the face-up stack, its cost
 * holding it, could then be built with. */
int oracle_michael_playable(const oracle *o, int b) {
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
                if (oracle_action_phase(&after, RV_A_BUILD, card, col, way)) return 1;
    }
    return 0;
}

/* laid by a grain region of his with nothing by it (the Brewery with a city, the
 * Miller paid); then the Brewery turned to another side for 2 grain of its region, the Miller's
 * region's grain traded 2:1 for another resource with room, 1:1 once a turn beside a Grain Mill. */
int oracle_field_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, k = !strcmp(key, "reiner_the_miller");
    static const uint8_t MILLER[6] = {0, 0, 0, 1, 0, 1};
    if (s->phase != RV_PH_ACTION || b >= RV_FIELD_USE + 6) return 0;
    if (has_card(o, p, a)) {
        if (b >= RV_REGION_POS || s->fields[p][k] || region_at(o, p, b) == RV_NONE) return 0;
        int r = region_at(o, p, b);
        int city = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) city |= s->pr[p].town[t] == 2;
        if (k && tourney(o) && (oracle_owns_name(o, 0, key) || oracle_owns_name(o, 1, key))) return 0; /* named (R§6.4) */
        return ctn_rivals_regions[r].resource == RV_GRAIN && oracle_nothing_by(o, p, r) && (k ? oracle_pays(o, p, MILLER) : city);
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
int oracle_residence_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, cloth = !strcmp(key, "cloth_merchants_residence"), res = cloth ? RV_WOOL : RV_LUMBER, top = cloth ? 3 : 1;
    if (s->phase != RV_PH_ACTION) return 0;
    int slot = -1, free = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (by_rot(o, p, k) == a) slot = k;
        free |= by_rot(o, p, k) < 0;
    }
    if (slot >= 0) return b == RV_FIELD_USE + s->rot_level[p][slot] + 1 && s->rot_level[p][slot] < top && s->stock[s->rot_at[p][slot] - 1] >= 2;
    if (!has_card(o, p, a) || !free || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE || !oracle_requirement(o, p, key)) return 0;
    return ctn_rivals_regions[region_at(o, p, b)].resource == res && oracle_nothing_by(o, p, region_at(o, p, b));
}

/* a Border Fortress laid from the hand by a hills region of his holding a brick that
 * nothing lies by (the brick its price), none of his yet (1x), into a free slot; then turned one
 * level up (b: the new level) below level 4 for 1 wool and 1 ore. */
int oracle_fortress_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, slot = -1, free = 0;
    static const uint8_t RAISE[6] = {0, 0, 1, 0, 1, 0};
    if (s->phase != RV_PH_ACTION) return 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (by_rot(o, p, k) == a) slot = k;
        free |= by_rot(o, p, k) < 0;
    }
    if (slot >= 0) return b == RV_FIELD_USE + s->rot_level[p][slot] + 1 && s->rot_level[p][slot] < 4 && oracle_pays(o, p, RAISE);
    if (!has_card(o, p, a) || !free || oracle_owns_name(o, p, "border_fortress") || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE)
        return 0;
    int r = region_at(o, p, b);
    return ctn_rivals_regions[r].resource == RV_BRICK && s->stock[r] >= 1 && oracle_nothing_by(o, p, r);
}

/* a Triumph Card of the face-up stack laid by a player with a city and none yet, into a
 * free slot for cards turned to a level. */
int oracle_triumph_play(const oracle *o, int a, int b) {
    int p = o->p, free = 0, city = 0;
    if (o->s->phase == RV_PH_TRIUMPH) /* his own, turned up instead of 2 resources */
        return b == 0 && oracle_turned_by(o, p, a) && oracle_triumph_below_top(o, p) && (o->s->turn_flags2 & RV_TF2_TRIUMPH << p);
    for (int k = 0; k < RV_ROT_SLOTS; k++) free |= by_rot(o, p, k) < 0;
    for (int t = 0; t < RV_TOWN_COLS; t++) city |= o->s->pr[p].town[t] == 2;
    return (in_faceup(o, a) || has_card(o, p, a)) && o->s->phase == RV_PH_ACTION && b == 0 && free && city &&
           oracle_triumph_level(o, p) < 0; /* */
}

/* the Commercial Harbor of his, once a turn, turns one of his Residences above level 0 one
 * level down (b: the Residence) for 2 resources of choice, with room for some resource. */
int oracle_harbor_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, room = 0, residence = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        residence |= by_rot(o, p, k) == b && b >= 0 && s->rot_level[p][k] > 0 && strstr(key_of(o, b), "_merchants_residence") != NULL;
    return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->merchant_flags & RV_MF_HARBOR) && room && residence;
}

/* his Wainwright, once a turn: 3 resources of any kinds for 1 of b with room (b a
 * resource), or 1 of resource b - 32 moved from a region holding some to another with room. */
int oracle_wainwright_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (!oracle_placed(o, p, a) || s->phase != RV_PH_ACTION || (s->merchant_flags & RV_MF_WAINWRIGHT)) return 0;
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
int oracle_post_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, slot = -1, free = 0;
    static const uint8_t COST[6] = {0, 0, 1, 1, 0, 0};
    if (s->phase != RV_PH_ACTION) return 0;
    for (int k = 0; k < 2; k++) {
        if (by_post(o, p, k) == a) slot = k;
        free |= by_post(o, p, k) < 0;
    }
    if (slot < 0)
        return has_card(o, p, a) && free && b < RV_REGION_COLS && (s->pr[p].roads >> b & 1) && oracle_pays(o, p, COST) &&
               s->post_at[p][0] != b + 1 && s->post_at[p][1] != b + 1 && !(s->tavern[p][0] && s->tavern[p][1] == b + 1) &&
               s->camp[p][1] != b + 1 && s->hold[p][1] != b + 1 && !oracle_comp_on(s, p, b);
    if ((s->merchant_flags >> (3 + slot) & 1) || (b != RV_FIELD_USE && b != RV_FIELD_USE + 1)) return 0;
    int col = s->post_at[p][slot] - 1, from = region_at(o, p, col * 2 + (b - RV_FIELD_USE)), to = region_at(o, p, col * 2 + 1 - (b - RV_FIELD_USE));
    return from != RV_NONE && to != RV_NONE && s->stock[from] >= 1 && s->stock[to] <= 2;
}

/* the Trading Station, from his hand (he has a Commercial Harbor), laid paid on a
 * site of an opponent's city where a card built there would lie (b: 1 + the site; the inner site
 * of a half first), one in his principality; laid, once a turn 1 gold of his for 1 resource the
 * opponent holds (b 0). */
int oracle_station_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, victim = 1 - p, x = b - 1;
    static const uint8_t COST[6] = {0, 1, 1, 0, 0, 0};
    if (s->phase != RV_PH_ACTION) return 0;
    if (station_in(o, victim) == a) return b == 0 && !s->station_used && held(o, p, RV_GOLD) >= 1 && held(o, victim, -1) > 0;
    if (!has_card(o, p, a) || !oracle_requirement(o, p, "trading_station") || station_in(o, victim) >= 0 || !oracle_pays(o, p, COST)) return 0;
    if (x < 0 || x >= 48 || s->pr[victim].town[x / 4] != 2 || site_card(o, victim, x) != RV_NONE) return 0;
    int inner = x % 4 == 1 || x % 4 == 2;
    return inner || site_card(o, victim, x / 4 * 4 + (x % 4 == 0 ? 1 : 2)) != RV_NONE;
}

/* Wolfgang at a celebration: his owner adds to the regions beside him (one with room);
 * then his opponent takes him for 2 gold onto a free site of a settlement or city. */
int oracle_wolfgang_play(const oracle *o, int a) {
    const rv_state *s = o->s;
    int p = o->p;
    if (oracle_placed(o, p, a) && (s->barbarians & 64)) {
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
    if (!oracle_placed(o, 1 - p, a) || !(s->barbarians & 128) || held(o, p, RV_GOLD) < 2) return 0;
    for (int t = 0; t < RV_TOWN_COLS; t++)
        if (oracle_half_free(o, p, t, 0) || oracle_half_free(o, p, t, 1)) return 1;
    return 0;
}
