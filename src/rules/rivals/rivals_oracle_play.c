/* rivals_oracle_play.c — the legality oracle's predicate for the play of a card (RV_A_PLAY,
 * oracle_play_legal), by the card's key: the action cards of the hand (the base box's eras of
 * Progress and Turmoil and the later eras'), the once-a-turn uses of cards laid, the Era of Sages'
 * sages, Manifesto, Academy and groves, the Era of Prosperity's uses. The Age of Darkness's cards
 * laid outside the sites are rivals_oracle_darkness.c's. */
#include "rivals_oracle_internal.h"

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
        return b < o->d->num_draw && oracle_in_pile_of(o, !strcmp(key, "guido") ? 1 - p : p, b) && /* R§7.4 */
               strcmp(key_of(o, b), "guido") && strcmp(key_of(o, b), "gustav");
    if (!strcmp(key, "doctor")) { /* b: the site of one of his Bath Houses; its city's regions */
        if (b >= 48 || site_card(o, p, b) == RV_NONE || strcmp(key_of(o, site_card(o, p, b)), "bath_house")) return 0;
        int t = b / 4, pos[4] = {t * 2, t * 2 + 1, t * 2 + 2, t * 2 + 3};
        return room_among(o, p, pos, 4);
    }
    return 0;
}

/* The Arsonist's target: a building of the victim, no Fire Brigade in its town (R§7.3). */
static int burnable(const oracle *o, int p, int x) {
    if (x >= 48 || !oracle_building_at(o, p, x)) return 0;
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
        if (oracle_archer_unit(o, victim, x)) return 1;
    return 0;
}

/* a sage laid from the hand into a free slot by a region of his of its resource (any, the
 * Principal Sage Woman, one a principality) holding a resource, nothing by it. */
static int sage_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, res = oracle_sage_resource(key), free = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) free |= by_rot(o, p, k) < 0;
    if (s->phase != RV_PH_ACTION || !has_card(o, p, a) || !free || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE) return 0;
    if (!strcmp(key, "principal_sage_woman") && oracle_owns_name(o, p, key)) return 0; /* (1x) */
    if (tourney(o) && strcmp(key, "principal_sage_woman") && (oracle_owns_name(o, 0, key) || oracle_owns_name(o, 1, key))) return 0;
    int r = region_at(o, p, b);
    return (res == RV_NONE || ctn_rivals_regions[r].resource == res) && s->stock[r] > 0 && oracle_nothing_by(o, p, r);
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
               s->rot_level[p][slot] < 3 && oracle_owls_of(o, p) >= 1 && oracle_pays(o, p, COST);
    if (slot >= 0) return b == RV_FIELD_USE + s->rot_level[p][slot] + 1 && s->rot_level[p][slot] < 3 && oracle_owls_of(o, p) >= 3 && oracle_pays(o, p, COST);
    for (int t = 0; t < RV_TOWN_COLS; t++) city |= s->pr[p].town[t] == 2;
    return (in_faceup(o, a) || has_card(o, p, a)) && b == 0 && free && city && !oracle_owns_name(o, p, "manifesto"); /* */
}

/* an Academy of Sages of his, used fewer times this turn than he has Academies, turns one
 * of his sages below level 3 one level up (b: the sage) for 1 resource of his. */
static int academy_play(const oracle *o, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p, sage = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        sage |= by_rot(o, p, k) == b && b >= 0 && oracle_sage_resource(key_of(o, b)) >= 0 && s->rot_level[p][k] < 3;
    return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && s->academy_uses < oracle_count_key(o, p, "academy_of_sages") &&
           held(o, p, -1) > 0 && sage;
}

/* the Groves of Freedom's, Fraternity's and Great Foresight's uses (his
 * own, once a turn each; or an opponent's through his Cole, once a turn): the grove's owls, and a
 * stack of his to take from, or events above Yule to look at (rivals_oracle_sages.c). */
static int grove_usable(const oracle *o, int grove) {
    const rv_state *s = o->s;
    int any = 0;
    for (int k = 0; k < o->d->num_stacks; k++) any |= s->stacks[k].n > 0 && own_stack(o, k, o->p);
    return grove >= 0 && grove < o->d->num_draw && s->phase == RV_PH_ACTION && rv_oracle_grove_usable(s, grove, oracle_owls_of(o, o->p), any);
}
static int grove_play(const oracle *o, const char *key, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (!oracle_placed(o, p, a)) return 0;
    if (!strcmp(key, "cole")) return !(s->grove_uses & RV_GU_COLE) && oracle_placed(o, 1 - p, b) && grove_usable(o, b);
    return b == 0 && !rv_oracle_grove_used(s, a) && grove_usable(o, a);
}
/* the Council's gift: an owl to a sage of his below level 3 (none given as a resource yet),
 * or a resource to the region a sage of his lies by, with room (none given as an owl yet). */
int oracle_council_gift(const oracle *o, int t, int a, int b) {
    const rv_state *s = o->s;
    int p = o->p;
    if (b != 0) return 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        int card = by_rot(o, p, k);
        if (card < 0 || oracle_sage_resource(key_of(o, card)) < 0) continue;
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
        low |= by_rot(o, p, k) >= 0 && oracle_sage_resource(key_of(o, by_rot(o, p, k))) >= 0 && o->s->rot_level[p][k] < 3;
    return o->s->phase == RV_PH_ACTION && b == 0 && groves && low;
}

/* The Era of Prosperity's once-a-turn uses of a card of his: the Hospital a
 * star (b 0) or a resource for one (1); the Prince or Princess an Artwork of his pile for 1 gold;
 * the City Palace, for 3 stars, an action card or unit of his pile without requirement. */
static int prosperity_use(const oracle *o, const char *key, int b) {
    const rv_state *s = o->s;
    int p = o->p, stars = s->stars[p], room = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
    if (!strcmp(key, "hospital"))
        return !(s->prosperity_uses & RV_PU_HOSPITAL) && ((b == 0 && stars < 3) || (b == 1 && stars > 0 && room));
    if (b >= o->d->num_draw || !oracle_in_pile_of(o, p, b)) return 0;
    const rv_card *k = &ctn_rivals_cards[s->kind[b]];
    if (!strcmp(key, "city_palace"))
        return !(s->prosperity_uses & RV_PU_PALACE) && stars >= 3 && !k->req && !k->requires &&
               (k->type == RV_T_ACTION || k->type == RV_T_HERO || k->type == RV_T_TRADE_SHIP || k->type == RV_T_UNIT);
    return !(s->prosperity_uses & RV_PU_PRINCE) && held(o, p, RV_GOLD) >= 1 && !strncmp(k->key, "artwork_", 8);
}

/* RV_A_PLAY of card a with argument b: the Era of Gold's action cards and the Mint (R§7.2), the
 * Era of Turmoil's, and every later era's cards that are played. */
int oracle_play_legal(const oracle *o, int a, int b, int c) {
    const rv_state *s = o->s;
    int p = o->p, victim = 1 - p;
    if (c != 0 || a >= o->d->num_draw) return 0;
    const char *key = key_of(o, a);
    if (!strcmp(key, "wolfgang")) return s->phase == RV_PH_WOLFGANG && b == 0 && oracle_wolfgang_play(o, a);
    if (!strcmp(key, "mint")) {
        int mine = 0;
        for (int x = 0; x < 48; x++) mine |= site_card(o, p, x) == a;
        return mine && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_MINT) && held(o, p, RV_GOLD) >= 1 &&
               b < RV_GOLD && space(o, p, b) > 0;
    }
    if (!strcmp(key, "abbey_brewery") || !strcmp(key, "reiner_the_miller")) return oracle_field_play(o, key, a, b);
    if (!strcmp(key, "cloth_merchants_residence") || !strcmp(key, "paper_merchants_residence")) return oracle_residence_play(o, key, a, b);
    if (!strcmp(key, "commercial_harbor")) return oracle_harbor_play(o, a, b);
    if (!strcmp(key, "triumph_card")) return oracle_triumph_play(o, a, b);
    if (!strcmp(key, "border_fortress")) return oracle_fortress_play(o, a, b);
    if (!strcmp(key, "wainwright")) return oracle_wainwright_play(o, a, b);
    if (!strcmp(key, "trading_post")) return oracle_post_play(o, a, b);
    if (oracle_slot_key(key)) { /* the Era of Prosperity's road complements and Thieves' Hideout (R-251..R-256) */
        oracle_slot_facts f = {has_card(o, p, a), oracle_pays(o, p, ctn_rivals_cards[s->kind[a]].cost), oracle_points_of(o, victim, 0),
                               held(o, p, RV_WOOL), o->space[p]};
        return oracle_slot_play(s, p, key, a, b, &f);
    }
    if (!strcmp(key, "trading_station")) return oracle_station_play(o, a, b);
    if (!strcmp(key, "brigand_camp")) { /* on a road of the opponent's with nothing on it, paid */
        static const uint8_t COST[6] = {0, 0, 1, 0, 0, 1};
        return has_card(o, p, a) && s->phase == RV_PH_ACTION && b < RV_REGION_COLS && (s->pr[victim].roads >> b & 1) &&
               !s->camp[victim][0] && oracle_pays(o, p, COST) && s->post_at[victim][0] != b + 1 && s->post_at[victim][1] != b + 1 &&
               !(s->tavern[victim][0] && s->tavern[victim][1] == b + 1) && s->hold[victim][1] != b + 1 &&
               !oracle_comp_on(s, victim, b);
    }
    if (!strcmp(key, "ship_builder")) /* his: 1 gold for a trade ship of his discard pile */
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && held(o, p, RV_GOLD) >= 1 && b < o->d->num_draw &&
               oracle_in_pile_of(o, p, b) && ctn_rivals_cards[s->kind[b]].type == RV_T_TRADE_SHIP;
    if (oracle_sage_resource(key) >= 0) return sage_play(o, key, a, b);
    if (!strcmp(key, "manifesto")) return manifesto_play(o, a, b);
    if (!strcmp(key, "academy_of_sages")) return academy_play(o, a, b);
    if (!strcmp(key, "cole") || !strcmp(key, "grove_of_freedom") || !strcmp(key, "grove_of_fraternity") ||
        !strcmp(key, "grove_of_great_foresight"))
        return grove_play(o, key, a, b);
    if (!strcmp(key, "grove_of_justice")) /* his, before his roll, once a turn, 2 owls, not after Reiner */
        return oracle_placed(o, p, a) && s->phase == RV_PH_PRE_ROLL && !(s->grove_uses & RV_GU_JUSTICE) &&
               !(s->turn_flags & RV_TF_REINER) && oracle_astrologer_face(s) < 0 && oracle_owls_of(o, p) >= 2 && b < RV_E_COUNT;
    if (!strcmp(key, "granary")) { /* his, once a turn; a grain of his; an empty fields region of the
                                    * opponent's; the opponent holds a resource other than grain */
        int r = b < RV_REGION_POS ? region_at(o, victim, b) : RV_NONE;
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->grove_uses & RV_GU_GRANARY) && held(o, p, RV_GRAIN) > 0 &&
               r != RV_NONE && ctn_rivals_regions[r].resource == RV_GRAIN && s->stock[r] == 0 &&
               held(o, victim, -1) - held(o, victim, RV_GRAIN) > 0;
    }
    if (!strcmp(key, "common_land")) { /* his, once a turn: 1 star, a resource given for another with room */
        int give = b / RV_NUM_RESOURCES, get = b % RV_NUM_RESOURCES;
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->prosperity_uses & RV_PU_COMMON) && s->stars[p] >= 1 &&
               b < RV_NUM_RESOURCES * RV_NUM_RESOURCES && give != get && held(o, p, give) >= 1 && space(o, p, get) > 0;
    }
    if (!strcmp(key, "prince") || !strcmp(key, "princess") || !strcmp(key, "city_palace") || !strcmp(key, "hospital"))
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && prosperity_use(o, key, b);
    if (!strcmp(key, "judith")) /* his own: a resource other than gold for 2 gold, once a turn */
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_JUDITH) && b < RV_GOLD &&
               held(o, p, b) >= 1 && space(o, p, RV_GOLD) > 0;
    if (!strcmp(key, "godfrey")) /* his own, built in an earlier turn, 1 gold to pay */
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_GODFREY) && b == 0 &&
               held(o, p, RV_GOLD) >= 1 && opponent_hand(o, victim) > 0;
    if (!strcmp(key, "balliwick")) { /* his own, once a turn, a stack of his with cards */
        int any = 0;
        for (int k = 0; k < o->d->num_stacks; k++) any |= s->stacks[k].n > 0 && own_stack(o, k, p);
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_BALLIWICK) && b == 0 && any;
    }
    if (!strcmp(key, "secret_brotherhood")) { /* his own, once a turn: a unit or action card of his hand */
        int room = 0, type = b < o->d->num_draw ? ctn_rivals_cards[s->kind[b]].type : -1;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_BROTHERHOOD) && room &&
               has_card(o, p, b) && (type == RV_T_HERO || type == RV_T_TRADE_SHIP || type == RV_T_UNIT || type == RV_T_ACTION || type == RV_T_ATTACK);
    }
    if (!strcmp(key, "white_raven_tavern")) { /* his own, once a turn, 1 gold, room for a resource */
        int room = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_TAVERN) && b == 0 &&
               held(o, p, RV_GOLD) >= 1 && room;
    }
    if (!strcmp(key, "marie")) { /* his own, built in an earlier turn; the opponent has a hero */
        int heroes = 0;
        for (int x = 0; x < 48; x++) heroes += oracle_nameable(o, victim, x, 2);
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags2 & RV_TF2_MARIE) && b == 0 && heroes > 0;
    }
    if (!strcmp(key, "olaf")) /* his own, built in an earlier turn; the opponent holds a resource */
        return oracle_placed(o, p, a) && s->phase == RV_PH_ACTION && !(s->turn_flags & RV_TF_OLAF) && b == 0 &&
               held(o, victim, -1) > 0;
    if (!has_card(o, p, a) || !oracle_requirement(o, p, key)) return 0;
    if (ctn_rivals_cards[o->s->kind[a]].type == RV_T_ATTACK && oracle_thingstead(o)) return 0;
    if (held(o, p, RV_GOLD) < oracle_brotherhood_toll(o, key)) return 0;
    int prosperity = oracle_prosperity_play(s, p, key, b);
    if (prosperity >= 0) return prosperity;
    if (!strcmp(key, "bishop")) { /* a gold field of his with room */
        if (s->phase != RV_PH_ACTION || b >= RV_REGION_POS || region_at(o, p, b) == RV_NONE) return 0;
        return ctn_rivals_regions[region_at(o, p, b)].resource == RV_GOLD && s->stock[region_at(o, p, b)] < 3;
    }
    if (!strcmp(key, "michael")) return oracle_michael_playable(o, b);
    if (!strcmp(key, "barbarian_stronghold")) { /* on a road of the opponent's beside a city of his */
        static const uint8_t COST[6] = {1, 0, 0, 0, 0, 1};
        int city = b < RV_REGION_COLS && ((b >= 1 && s->pr[victim].town[b - 1] == 2) || (b < RV_TOWN_COLS && s->pr[victim].town[b] == 2));
        return s->phase == RV_PH_ACTION && b < RV_REGION_COLS && (s->pr[victim].roads >> b & 1) && !s->hold[victim][0] &&
               city && oracle_pays(o, p, COST) && s->post_at[victim][0] != b + 1 && s->post_at[victim][1] != b + 1 &&
               s->camp[victim][1] != b + 1 && !(s->tavern[victim][0] && s->tavern[victim][1] == b + 1) && /* its own slot */
               !oracle_comp_on(s, victim, b);
    }
    if (oracle_owls_of(o, p) < oracle_owl_cost(key)) return 0; /* */
    if (!strcmp(key, "feeding_the_poor")) /* a grain to pay, room for a star */
        return s->phase == RV_PH_ACTION && b == 0 && held(o, p, RV_GRAIN) >= 1 && s->stars[p] < RV_MAX_STARS;
    if (!strncmp(key, "artwork_", 8)) return s->phase == RV_PH_ACTION && b == 0 && s->stars[p] < RV_MAX_STARS; /* */
    if (!strcmp(key, "prosperity")) { /* a settlement of his, a city in the centre, once a turn */
        int settlement = 0;
        for (int t = 0; t < RV_TOWN_COLS; t++) settlement |= s->pr[p].town[t] == 1;
        return s->phase == RV_PH_ACTION && b == 0 && settlement && s->cities_left && !(s->prosperity_uses & RV_PU_PROSPERITY);
    }
    if (!strcmp(key, "bera")) { /* the opponent's stars up to 2 and his room, or 1 resource a VP of lead, 3 at most */
        int lead = oracle_victory_points(o, victim) - oracle_victory_points(o, p);
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
               s->hold[victim][1] != b + 1 && !oracle_comp_on(s, victim, b) && oracle_count_of_type(o, victim, RV_T_HERO) < 3 && oracle_pays(o, p, COST);
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
        for (int x = 0; x < 48; x++) mine += oracle_nameable(o, p, x, 2), his += oracle_nameable(o, victim, x, 2);
        return s->phase == RV_PH_ACTION && b == 0 && mine && his;
    }
    if (!strcmp(key, "siegfried")) { /* 2 resources of choice with some room, or his Triumph Card turned */
        int room = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) room |= space(o, p, r) > 0;
        return s->phase == RV_PH_ACTION && ((b == 0 && room) || (b == 1 && oracle_triumph_below_top(o, p)));
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
                s->hold[victim][0] == b + 1 || s->hideout[victim][0] == b + 1);
    if (!strcmp(key, "mendicants") || !strcmp(key, "maritime_trade_monopoly")) /* he has a resource to give */
        return s->phase == RV_PH_ACTION && b == 0 && held(o, victim, -1) > 0 &&
               (strcmp(key, "mendicants") || oracle_has_advantage(o, victim, 1));
    int turmoil = play_turmoil(o, key, b);
    if (turmoil >= 0) return turmoil;
    if (!strcmp(key, "reiner")) return s->phase == RV_PH_PRE_ROLL && b == 0 && !(s->turn_flags & RV_TF_REINER);
    if (s->phase != RV_PH_ACTION) return 0;
    if (!strcmp(key, "trade_master") || !strcmp(key, "merchant")) return b == 0 && held(o, victim, -1) > 0;
    if (!strcmp(key, "gudrun")) return b == 0;
    if (!strcmp(key, "gold_cache")) /* laid at a gold field of his that nothing lies by, one at most */
        return b < RV_REGION_POS && !s->cache_at[p] && region_at(o, p, b) != RV_NONE &&
               ctn_rivals_regions[region_at(o, p, b)].resource == RV_GOLD && oracle_nothing_by(o, p, region_at(o, p, b));
    if (!strcmp(key, "brigands")) {
        if (b >= RV_REGION_POS) return 0;
        int r = region_at(o, p, b);
        return r != RV_NONE && s->stock[r] < 3 && held(o, victim, ctn_rivals_regions[r].resource) > 0;
    }
    return play_progress(o, key, b);
}
