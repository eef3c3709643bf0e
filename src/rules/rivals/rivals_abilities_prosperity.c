/* rivals_abilities_prosperity.c — the abilities of the Age of Enlightenment's Era of Prosperity
 * (docs/rules/rivals.md R§16), one small function per card, named by the card table, and the
 * era's currency: stars. Each player's Public Feeling marker shows his stars, 0 to RV_MAX_STARS
 * (`stars[p]`, R-231); star costs (the research notes' ★) are the card table's `stars` column, paid with the
 * build's resources. Action cards list their RV_A_PLAY actions on RV_H_LIST (the caller checks
 * the requirement) and act on RV_H_PLAY; resources of choice go through the gains queue. */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F

/* The star cost of a card kind: the card table's column. */
int ctn_rivals_card_stars(int kind) { return kind < 0 || kind >= ctn_rivals_card_count ? 0 : ctn_rivals_cards[kind].stars; }

/* stars gained beyond the marker's top are lost. */
void rv_gain_stars(rv_state *s, int p, int n) {
    int v = s->stars[p] + n;
    s->stars[p] = (uint8_t)(v > RV_MAX_STARS ? RV_MAX_STARS : v);
}

void rv_pay_stars(rv_state *s, int p, int n) { s->stars[p] = (uint8_t)(s->stars[p] > n ? s->stars[p] - n : 0); }

/* The event die's face in the Era of Prosperity: at the Trade face each owner of a
 * Village School gains 1 star, at the Celebration each owner of a Builder's Hut 1 star. */
void rv_prosperity_face(const rv_data *d, rv_state *s) {
    if (!(d->eras >> RV_SET_PROSPERITY & 1)) return;
    rv_ability_fn fn = s->event_face == RV_E_TRADE ? rv_ab_village_school : s->event_face == RV_E_CELEBRATION ? rv_ab_builders_hut : NULL;
    if (!fn) return;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_count_ability(d, s, p, fn)) rv_gain_stars(s, p, 1);
}

/* Aqueduct (a city building, 2 lumber 2 brick 2 ore; 1 VP, 1×): after the production each fields
 * or pasture region beside its city showing the production number gains 1 more. No hook:
 * rv_prosperity_production calls it. */
int rv_ab_aqueduct(rv_ctx *c) {
    (void)c;
    return 0;
}

void rv_prosperity_production(const rv_data *d, rv_state *s) {
    if (!(d->eras >> RV_SET_PROSPERITY & 1) || !s->production) return;
    for (int p = 0; p < RV_PLAYERS; p++)
        RV_FOR_CARDS(s, p, x, c) {
            if (rv_card_of(s, c)->ability != rv_ab_aqueduct) continue;
            for (uint32_t m = rv_town_regions(x / RV_SITES) & rv_region_mask(s, p); m; m &= m - 1) {
                int r = rv_region_at(s, p, __builtin_ctz(m)), res = ctn_rivals_regions[r].resource;
                if ((res == RV_GRAIN || res == RV_WOOL) && ctn_rivals_regions[r].number == s->production) rv_gain_region(s, r, 1);
            }
        }
}

/* Theater (a city building, 1 lumber 1 brick 2 wool; 1 VP, 2 skill): built, 1 star. */
int rv_ab_theater(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) rv_gain_stars(c->s, c->player, 1);
    return 0;
}

/* Village School (a settlement or city building, 1 lumber 1 grain, 1×): built, 2 stars; at each
 * Trade face 1 more (rv_prosperity_face). */
int rv_ab_village_school(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) rv_gain_stars(c->s, c->player, 2);
    return 0;
}

/* Builder's Hut (face up, a city building, 2 brick 2 ore; 1 VP, 1×): 1 star at each Celebration
 * (rv_prosperity_face); a building of 6 resources or more costs its owner 1 resource of the cost
 * less, as the Building Crane's (rv_hut_applies). No hook of its own. */
int rv_ab_builders_hut(rv_ctx *c) {
    (void)c;
    return 0;
}

int rv_hut_card(const rv_card *k) {
    int sum = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return k->type == RV_T_BUILDING && sum >= 6;
}

int rv_hut_applies(const rv_data *d, const rv_state *s, int p, int card) {
    return (d->eras >> RV_SET_PROSPERITY & 1) && rv_hut_card(rv_card_of(s, card)) && rv_count_ability(d, s, p, rv_ab_builders_hut) > 0;
}

/* Feeding the Poor (an action): its player pays 1 grain and gains 2 stars, as many as his marker
 * takes; played only with a grain and room for a star. */
int rv_ab_feeding_the_poor(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    static const uint8_t GRAIN[RV_NUM_RESOURCES] = {0, 0, 0, 1, 0, 0};
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || s->stars[p] >= RV_MAX_STARS || rv_total(s, p, RV_GRAIN) < 1) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_gain_stars(s, p, 2);
    rv_set_payment(s, p, GRAIN, 0, 0, RV_AP_NONE, 0);
    return 0;
}

/* Whether p holds room for some resource. */
static int room_for_any(const rv_state *s, int p) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (rv_room(s, p, r) > 0) return 1;
    return 0;
}

/* Lists `play c<card> c<x>` for each card x of p's discard pile that `wanted` accepts. */
static int list_from_pile(rv_ctx *c, int (*wanted)(const rv_card *k)) {
    int n = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = c->s->discard[w]; m; m &= m - 1) {
            int x = w * 64 + __builtin_ctzll(m);
            if (rv_in_pile(c->d, c->s, c->player, x) && wanted(rv_card_of(c->s, x))) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, x, 0);
        }
    return n;
}

/* A card of the pile goes into p's hand (the Prince's Artwork, the City Palace's card). */
static void take_from_pile(rv_state *s, int p, int x) {
    rv_discard_del(s, x);
    rv_hand_add(s, p, x);
}

static int is_artwork(const rv_card *k) { return k->ability == rv_ab_artwork; }

/* The Prince and the Princess (face up, units in a city, each with a star in its cost): the one
 * excludes the other (rv_requirement_prosperity, R-236); once a turn its owner pays 1 gold and
 * takes an Artwork of his discard pile into his hand (`play c<prince> c<artwork>`, R-241). */
int rv_ab_prince(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    static const uint8_t GOLD[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 1};
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_PRINCE) || rv_total(s, p, RV_GOLD) < 1) return 0;
        return list_from_pile(c, is_artwork);
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->prosperity_uses |= RV_PU_PRINCE;
    rv_set_payment(s, p, GOLD, 0, 0, RV_AP_NONE, 0);
    take_from_pile(s, p, RV_ACT_B(c->action));
    return 0;
}

/* The building each Artwork's second star asks for, by the Artwork's key. */
static rv_ability_fn artwork_bonus(const rv_card *k) {
    static const struct {
        const char *key;
        rv_ability_fn building;
    } BONUS[] = {{"artwork_epic", rv_ab_theater}, {"artwork_fountain", rv_ab_aqueduct},
                 {"artwork_relief", rv_ab_city_palace}, {"artwork_sculpture", rv_ab_builders_hut}};
    for (size_t i = 0; i < sizeof BONUS / sizeof BONUS[0]; i++)
        if (!strcmp(k->key, BONUS[i].key)) return BONUS[i].building;
    return NULL;
}

/* The Artworks (actions; require a Prince or a Princess): 1 star, 2 with the Artwork's building
 * (the Epic a Theater, the Fountain an Aqueduct, the Relief a City Palace, the Sculpture a
 * Builder's Hut); played only with room for a star. */
int rv_ab_artwork(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || s->stars[p] >= RV_MAX_STARS) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_gain_stars(s, p, 1 + (rv_count_ability(c->d, s, p, artwork_bonus(rv_card_of(s, c->card))) > 0));
    return 0;
}

/* Hospital (a city building, 1 lumber 2 wool 1 ore; 1 VP; 1×; requires an Aqueduct): once a turn
 * its owner takes 1 star (`play c<id>`) or pays 1 star for 1 resource of choice (`play c<id>
 * resource`). */
int rv_ab_hospital(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_HOSPITAL)) return 0;
        if (s->stars[p] < RV_MAX_STARS) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        if (s->stars[p] > 0 && room_for_any(s, p)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, 1, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->prosperity_uses |= RV_PU_HOSPITAL;
    if (RV_ACT_B(c->action) == 0) {
        rv_gain_stars(s, p, 1);
        return 0;
    }
    rv_pay_stars(s, p, 1);
    rv_push_gain(s, p, ALL_RESOURCES);
    return 0;
}

/* What the City Palace takes back: an action card or a unit with no requirement. */
static int palace_takes(const rv_card *k) {
    int unit = k->type == RV_T_HERO || k->type == RV_T_TRADE_SHIP || k->type == RV_T_UNIT;
    return (unit || k->type == RV_T_ACTION) && !k->req && !k->requires;
}

/* City Palace (a city building, 2 brick 1 ore 2 stars; 1 VP; 1×): once a turn its owner pays 3
 * stars and takes an action card or a unit without requirement from his discard pile into his
 * hand (`play c<palace> c<card>`, R-242). */
int rv_ab_city_palace(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_PALACE) || s->stars[p] < 3) return 0;
        return list_from_pile(c, palace_takes);
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->prosperity_uses |= RV_PU_PALACE;
    rv_pay_stars(s, p, 3);
    take_from_pile(s, p, RV_ACT_B(c->action));
    return 0;
}

/* Common Land (an extraordinary site on a settlement or city, 1 grain): once a turn its owner
 * pays 1 star and trades 1 resource of his for 1 other of his choice (`play c<id> <give> <get>`,
 * b = give * 6 + get; the got one needs room). */
int rv_ab_common_land(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_COMMON) || !s->stars[p] || rv_card_site(s, p, c->card) < 0) return 0;
        for (int give = 0; give < RV_NUM_RESOURCES; give++)
            for (int get = 0; get < RV_NUM_RESOURCES && rv_total(s, p, give) > 0; get++)
                if (get != give && rv_room(s, p, get) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, give * RV_NUM_RESOURCES + get, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int b = RV_ACT_B(c->action);
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[b / RV_NUM_RESOURCES] = 1;
    s->prosperity_uses |= RV_PU_COMMON;
    rv_pay_stars(s, p, 1);
    rv_set_payment(s, p, need, 0, 0, RV_AP_GAIN_TYPE, b % RV_NUM_RESOURCES | p << 4);
    return 0;
}

/* Prosperity (an action; requires an Aqueduct): this turn a city costs its player 1 ore and 2
 * grain (rv_city_cost_for); played with a settlement of his and a city in the centre, once a turn
 * (R-244). */
int rv_ab_prosperity(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, settlement = 0;
    if (c->hook == RV_H_LIST) {
        for (int t = 0; t < RV_TOWN_COLS; t++) settlement |= s->pr[p].town[t] == 1;
        if (s->phase != RV_PH_ACTION || (s->prosperity_uses & RV_PU_PROSPERITY) || !settlement || !s->cities_left) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) s->prosperity_uses |= RV_PU_PROSPERITY;
    return 0;
}

const uint8_t *rv_city_cost_for(const rv_state *s) {
    static const uint8_t CHEAP[RV_NUM_RESOURCES] = {0, 0, 0, 2, 1, 0};
    return (s->prosperity_uses & RV_PU_PROSPERITY) ? CHEAP : rv_city_cost;
}

/* How many resources Bera's player takes for the opponent's lead: 1 a victory point, at most 3. */
static int bera_resources(const rv_data *d, const rv_state *s, int p) {
    int lead = rv_vp(d, s, 1 - p) - rv_vp(d, s, p);
    return lead < 0 ? 0 : lead > 3 ? 3 : lead;
}

/* How many stars Bera's player takes: up to 2 of the opponent's, as many as his marker takes. */
static int bera_stars(const rv_state *s, int p) {
    int n = s->stars[1 - p] < 2 ? s->stars[1 - p] : 2, room = RV_MAX_STARS - s->stars[p];
    return n < room ? n : room;
}

/* Bera the Insurrectionist (an attack; requires the Public Feeling, which every player has,
 * the opponent gives up to 2 stars (`play c<id>`), or the player takes 1 resource of his
 * choice per victory point the opponent leads him by, at most 3 (`play c<id> resource`, the
 * Trade Master's takes). */
int rv_ab_bera(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (bera_stars(s, p) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        if (bera_resources(c->d, s, p) > 0 && rv_total_all(s, 1 - p) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, 1, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    if (RV_ACT_B(c->action) == 1) {
        rv_start_takes(s, p, bera_resources(c->d, s, p), 0);
        return 0;
    }
    int stars = bera_stars(s, p);
    rv_pay_stars(s, 1 - p, stars);
    rv_gain_stars(s, p, stars);
    return 0;
}

/* Taxation (an event; requires a star): each player, the active one first, with a star and room
 * for a resource pays 1 star for 1 resource of choice and 1 gold. */
int rv_ev_taxation(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook != RV_H_RESOLVE) return 0;
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        if (!s->stars[p] || !room_for_any(s, p)) continue;
        rv_pay_stars(s, p, 1);
        rv_push_gain(s, p, ALL_RESOURCES);
        rv_push_gain(s, p, 1 << RV_GOLD);
    }
    return 0;
}

int rv_requirement_prosperity(const rv_data *d, const rv_state *s, int p, int req) {
    switch (req) {
    case RV_RQ_NO_PRINCELY: return rv_count_ability(d, s, p, rv_ab_prince) == 0; /* */
    case RV_RQ_PRINCELY: return rv_count_ability(d, s, p, rv_ab_prince) > 0;      /* */
    case RV_RQ_AQUEDUCT: return rv_count_ability(d, s, p, rv_ab_aqueduct) > 0;    /* */
    default: return 0;
    }
}
