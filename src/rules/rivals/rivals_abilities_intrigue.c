/* rivals_abilities_intrigue.c — the abilities of the Age of Darkness's Era of Intrigue
 * (docs/rules/rivals.md R§12), one small function per card, named by the card table; the era's
 * requirements (RV_RQ_*). Action cards list their RV_A_PLAY actions on RV_H_LIST (the caller
 * checks the requirement) and act on RV_H_PLAY. The choices that follow a building or a card
 * (Odin's Temple's stack, the Priestess's stack) go through the Library's phase, `library`
 * naming whose (RV_LIB_*). */
#include "rivals_internal.h"

/* Church: when built, its owner takes up to 2 gold (as room allows, ruling R-100). */
int rv_ab_church(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) {
        rv_push_gain(c->s, c->player, 1 << RV_GOLD);
        rv_push_gain(c->s, c->player, 1 << RV_GOLD);
    }
    return 0;
}

/* Odin's Temple: when built, its owner draws the top card of a draw stack of his choice. */
int rv_ab_odins_temple(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) c->s->library = RV_LIB_TEMPLE;
    return 0;
}

/* Great Thingstead: while one lies in either principality no attack card is played;
 * rv_attacks_banned. No hook of its own. */
int rv_ab_great_thingstead(rv_ctx *c) {
    (void)c;
    return 0;
}

int rv_attacks_banned(const rv_data *d, const rv_state *s) {
    return rv_count_ability(d, s, 0, rv_ab_great_thingstead) + rv_count_ability(d, s, 1, rv_ab_great_thingstead) > 0;
}

/* Odin's Fountain: at the end of his turn its owner may exchange a second card, paid as the
 * first (ruling R-107); rv_fountain_again. No hook of its own. */
int rv_ab_odins_fountain(rv_ctx *c) {
    (void)c;
    return 0;
}

int rv_fountain_again(const rv_data *d, const rv_state *s, int p) {
    return (d->eras >> RV_SET_INTRIGUE & 1) && !(s->turn_flags & RV_TF_FOUNTAIN) && rv_hand_count(s, p) > 0 &&
           rv_count_ability(d, s, p, rv_ab_odins_fountain) > 0;
}

/* Bishop's See (requires a Church, an Abbey or a Chapel): when built in the action phase, its
 * owner names 3 units of the opponent (all when he has 3 or fewer) and the opponent discards one
 * of them (ruling R-108), through the Feud's naming. */
int rv_ab_bishops_see(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook != RV_H_BUILT || s->stage != RV_STG_ACTION) return 0;
    int units = 0;
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) units += rv_feud_target(s, 1 - c->player, x, 1);
    if (!units) return 0;
    s->ev_holder = (uint8_t)c->player;
    s->named_n = 0;
    s->ff_left = RV_FF_SEE;
    s->stage = RV_STG_FEUD;
    return 0;
}

/* Odin's Priest (requires Odin's Temple; an attack): the opponent puts every action card and
 * unit of his hand under a stack of its back, one at a time, of his choice (ruling R-109); the
 * flow does it (rv_intrigue_work). Played when his hand holds a card. */
int rv_ab_odins_priest(rv_ctx *c) {
    if (c->hook == RV_H_LIST) {
        if (c->s->phase != RV_PH_ACTION || rv_hand_count(c->s, 1 - c->player) == 0) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) c->s->intrigue |= RV_IN_PRIEST;
    return 0;
}

/* Pilgrimage Site: when an opponent's action card or an event takes cards of its owner's hand,
 * he refills it to his hand limit at once (ruling R-110): the flow's RV_IN_REFILL. */
int rv_ab_pilgrimage_site(rv_ctx *c) {
    (void)c;
    return 0;
}

int rv_pilgrim(const rv_data *d, const rv_state *s, int p) {
    return (d->eras >> RV_SET_INTRIGUE & 1) && rv_count_ability(d, s, p, rv_ab_pilgrimage_site) > 0;
}

/* Godfrey the Intriguer (a hero): in a turn after the one he was built in, his owner pays 1 gold
 * (`play c<id>`, Godfrey in his principality), Godfrey goes to the discard pile, and the owner sees
 * the opponent's hand and takes a unit or action card of it, when it holds one (ruling R-113). */
int rv_ab_godfrey(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_BUILT) s->turn_flags |= RV_TF_GODFREY;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->turn_flags & RV_TF_GODFREY) || rv_total(s, p, RV_GOLD) < 1 ||
            rv_hand_count(s, 1 - p) == 0 || rv_card_site(s, p, c->card) < 0)
            return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 1};
    rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
    rv_abandon(c->d, s, p, rv_card_site(s, p, c->card));
    s->steal = 2;
    return 0;
}

/* Sacrificial Site: its owner trades wool 2:1 (rv_trade_rate); at a Brigand Attack the wool on
 * the pastures beside it is neither counted nor lost (RV_H_PROTECTS answers 2: pastures only). */
int rv_ab_sacrificial_site(rv_ctx *c) { return c->hook == RV_H_PROTECTS ? 2 : 0; }

int rv_sacrificial_wool(const rv_data *d, const rv_state *s, int p) {
    return (d->eras >> RV_SET_INTRIGUE & 1) && rv_count_ability(d, s, p, rv_ab_sacrificial_site) > 0;
}

/* Bishop (requires a Church or a Bishop's See; an attack): the player names a gold field of his
 * with room, which is filled to 3 gold; then the opponent pays him 1 gold when he has any
 * (ruling R-103). `play c<id> p<pos>`. */
int rv_ab_bishop(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        int n = 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, p, pos);
            if (r != RV_NONE && ctn_rivals_regions[r].resource == RV_GOLD && s->stock[r] < 3)
                c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_set_stock(s, rv_region_at(s, p, RV_ACT_B(c->action)), 3);
    if (rv_total(s, 1 - p, RV_GOLD) > 0) {
        uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 1};
        rv_set_payment(s, 1 - p, need, 0, 0, RV_AP_GAIN_TYPE, RV_GOLD | p << 4);
    }
    return 0;
}

/* Priestess of the Norns (requires Odin's Fountain or Temple): the player names a draw stack
 * (`search s<k>`) and picks 2 of its cards (`pick c<id>`), all when it holds fewer. */
int rv_ab_priestess(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        for (int k = 0; k < c->d->num_stacks; k++)
            if (s->phase == RV_PH_ACTION && s->stacks[k].n && rv_stack_own(c->d, k, c->player)) {
                c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
                return 1;
            }
        return 0;
    }
    if (c->hook == RV_H_PLAY) s->library = RV_LIB_PRIESTESS;
    return 0;
}

/* Good Neighbors (ruling R-111): the top cards of the draw stacks are shown (nothing the engine
 * keeps); each Pilgrimage Site's owner takes 1 resource of choice, each Odin's Fountain's owner
 * draws the top card of a stack of his choice, the active player first. */
int rv_ev_good_neighbors(rv_ctx *c) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (c->s->current + i) % RV_PLAYERS;
        if (rv_pilgrim(c->d, c->s, p)) rv_push_gain(c->s, p, 0x3F);
        if (rv_count_ability(c->d, c->s, p, rv_ab_odins_fountain) > 0) c->s->intrigue |= (uint8_t)(RV_IN_DRAW << p);
    }
    return 0;
}

/* Religious Dispute (ruling R-112): no effect while a Great Thingstead lies in play; else each
 * player with a city puts his hand cards under stacks of their backs, 2 fewer for each Church and
 * each Odin's Temple of his; a Pilgrimage Site then refills his hand; each Sacrificial Site's
 * owner takes up to 3 wool, each Bishop's See's up to 3 gold, the active player first. */
int rv_ev_religious_dispute(rv_ctx *c) {
    rv_state *s = c->s;
    if (rv_attacks_banned(c->d, s)) return 0;
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        int keep = 2 * (rv_count_ability(c->d, s, p, rv_ab_church) + rv_count_ability(c->d, s, p, rv_ab_odins_temple));
        int loss = rv_requirement_intrigue(c->d, s, p, RV_RQ_CITY) ? rv_hand_count(s, p) - keep : 0;
        if (loss > 0) {
            s->dispute[p] = (uint8_t)loss;
            if (rv_pilgrim(c->d, s, p)) s->intrigue |= (uint8_t)(RV_IN_REFILL << p);
        }
        for (int k = 0; k < 3 * rv_count_ability(c->d, s, p, rv_ab_sacrificial_site); k++) rv_push_gain(s, p, 1 << RV_WOOL);
        for (int k = 0; k < 3 * rv_count_ability(c->d, s, p, rv_ab_bishops_see); k++) rv_push_gain(s, p, 1 << RV_GOLD);
    }
    return 0;
}

int rv_requirement_intrigue(const rv_data *d, const rv_state *s, int p, int req) {
    int church = rv_count_ability(d, s, p, rv_ab_church) > 0, temple = rv_count_ability(d, s, p, rv_ab_odins_temple) > 0;
    int see = d->k_bishops_see >= 0 && rv_owns_kind(d, s, p, d->k_bishops_see);
    int fountain = d->k_odins_fountain >= 0 && rv_owns_kind(d, s, p, d->k_odins_fountain);
    switch (req) {
    case RV_RQ_CHURCH_OR_SEE: return church || see;
    case RV_RQ_FOUNTAIN_OR_TEMPLE: return fountain || temple;
    case RV_RQ_CHURCH_AND_TEMPLE: return church && temple;
    case RV_RQ_ODINS_TEMPLE: return temple;
    case RV_RQ_CHURCH: return church;
    case RV_RQ_CHURCH_ABBEY_CHAPEL:
        return church || rv_owns_kind(d, s, p, d->k_abbey) || rv_count_ability(d, s, p, rv_ab_chapel_low) > 0 ||
               rv_count_ability(d, s, p, rv_ab_chapel_high) > 0;
    case RV_RQ_CITY:
        for (int t = 0; t < RV_TOWN_COLS; t++)
            if (s->pr[p].town[t] == 2) return 1;
        return 0;
    case RV_RQ_NO_ABBEY: return !rv_owns_kind(d, s, p, d->k_abbey);
    default: return 0;
    }
}

/* Michael's sets: 1–3 resources other than gold, repeats allowed; by size, then by the
 * resources in increasing order (lumber first). */
int ctn_rivals_michael_set(int b, uint8_t *out) {
    int i = 0;
    for (int size = 1; size <= 3; size++)
        for (int r1 = 0; r1 < RV_GOLD; r1++)
            for (int r2 = size > 1 ? r1 : 0; r2 < (size > 1 ? RV_GOLD : 1); r2++)
                for (int r3 = size > 2 ? r2 : 0; r3 < (size > 2 ? RV_GOLD : 1); r3++)
                    if (i++ == b) {
                        memset(out, 0, RV_NUM_RESOURCES);
                        out[r1]++;
                        if (size > 1) out[r2]++;
                        if (size > 2) out[r3]++;
                        return size;
                    }
    return 0;
}

int rv_michael_index(const uint8_t *counts) {
    uint8_t set[RV_NUM_RESOURCES];
    for (int b = 0; b < RV_MICHAEL_SETS; b++)
        if (ctn_rivals_michael_set(b, set) && !memcmp(set, counts, sizeof set)) return b;
    return -1;
}

/* The resources of Michael's set a building's cost holds, or 0. */
static int michael_fits(const rv_card *k, int b, uint8_t *set) {
    int size = ctn_rivals_michael_set(b, set);
    if (k->type != RV_T_BUILDING || !size) return 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (set[r] > k->cost[r]) return 0;
    return size;
}

int rv_michael_cost(const rv_state *s, const rv_card *k, uint8_t *cost) {
    uint8_t set[RV_NUM_RESOURCES];
    memcpy(cost, k->cost, RV_NUM_RESOURCES);
    int size = s->michael ? michael_fits(k, s->michael - 1, set) : 0;
    for (int r = 0; r < RV_NUM_RESOURCES && size; r++) cost[r] = (uint8_t)(cost[r] - set[r]);
    cost[RV_GOLD] = (uint8_t)(cost[RV_GOLD] + size);
    return size > 0;
}

/* Michael the Master Builder: the player names 1–3 resources other than gold (`play c<id> ore
 * ore lumber`); the next building he builds this turn whose cost holds them costs them less and
 * as many gold more (ruling R-114). Played only when a building of his hand or of the face-up
 * stack could then be built so. */
int rv_ab_michael(rv_ctx *c) {
    if (c->hook == RV_H_PLAY) c->s->michael = (uint8_t)(RV_ACT_B(c->action) + 1);
    if (c->hook != RV_H_LIST || c->s->phase != RV_PH_ACTION || c->s->michael) return 0;
    rv_state t = *c->s;
    uint8_t set[RV_NUM_RESOURCES];
    int n = 0;
    for (int b = 0; b < RV_MICHAEL_SETS; b++) {
        t.michael = (uint8_t)(b + 1);
        for (int card = 0; card < c->d->num_draw; card++) {
            if (!rv_in_hand(&t, c->player, card) && !rv_in_faceup(&t, card)) continue;
            if (!michael_fits(rv_card_of(&t, card), b, set) || !rv_can_build(c->d, &t, c->player, card)) continue;
            c->out[n++] = RV_ACT(RV_A_PLAY, c->card, b, 0);
            break;
        }
    }
    return n;
}

int rv_hero_at(const rv_state *s, int p, int x) {
    int c = rv_site_card(s, p, x);
    return c != RV_NONE && rv_card_of(s, c)->type == RV_T_HERO;
}

/* Missionary (requires a Church or a Bishop's See; an attack): the opponent gives up one of his
 * heroes, his choice (`remove x<site>`, the Archer's step); the player places it on his own first
 * free site that takes it, else it is discarded (ruling R-115). Played when the opponent has a
 * hero. */
int rv_ab_missionary(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_PLAY) s->intrigue |= RV_IN_MISSIONARY;
    if (c->hook != RV_H_LIST || s->phase != RV_PH_ACTION) return 0;
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
        if (rv_hero_at(s, 1 - c->player, x)) {
            c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
            return 1;
        }
    return 0;
}

void rv_missionary_take(const rv_data *d, rv_state *s, int x) {
    int p = s->current, victim = 1 - p, c = rv_site_card(s, victim, x);
    rv_unlay(s, victim, x); /* Bran and Judith leave their building behind */
    s->intrigue &= (uint8_t)~RV_IN_MISSIONARY;
    rv_hook_all(d, s, victim, RV_H_LOST); /* Irmgard: a card lost to an action card */
    const rv_card *k = rv_card_of(s, c);
    for (int t = 0; t < RV_TOWN_COLS; t++) {
        if (!s->pr[p].town[t] || (k->place == RV_P_CITY && s->pr[p].town[t] != 2)) continue;
        for (int b = 0; b < 2; b++) {
            int site = rv_free_site(s, p, t, b); /* a hero: a free site (Bran, Judith: laid on nothing) */
            if (site < 0) continue;
            rv_set_site(s, p, t * RV_SITES + site, c);
            return;
        }
    }
    rv_discard_add(d, s, p, c); /* the tournament: the holder's own pile (research notes R§5) */
}

/* Master of the Brotherhood (a unit; not with an Abbey): the opponent pays a toll before he plays
 * an action card that would cost the owner a hand or principality card (RV_F_TOLL in the table),
 * 2 gold per victory point he leads by; the owner takes 1 gold of it (ruling R-116). The owner
 * builds no Abbey (rv_brotherhood_bars). No hook of its own. */
int rv_ab_master_brotherhood(rv_ctx *c) {
    (void)c;
    return 0;
}

static int has_master(const rv_data *d, const rv_state *s, int p) {
    return (d->eras >> RV_SET_INTRIGUE & 1) && rv_count_ability(d, s, p, rv_ab_master_brotherhood) > 0;
}

int rv_brotherhood_toll(const rv_data *d, const rv_state *s, int p, int card) {
    if (!(rv_card_of(s, card)->flags & RV_F_TOLL) || !has_master(d, s, 1 - p)) return -1;
    int lead = rv_vp(d, s, p) - rv_vp(d, s, 1 - p);
    return lead > 0 ? 2 * lead : 0;
}

int rv_brotherhood_bars(const rv_data *d, const rv_state *s, int p, int card) {
    return s->kind[card] == d->k_abbey && has_master(d, s, p);
}

int rv_laid_slot(const rv_card *k) { return k->ability == rv_ab_bran ? 0 : k->ability == rv_ab_judith ? 1 : -1; }

void rv_unlay(rv_state *s, int p, int x) {
    int c = rv_site_card(s, p, x), k = c == RV_NONE ? -1 : rv_laid_slot(rv_card_of(s, c));
    int under = k < 0 ? RV_NONE : rv_under(s, p, k);
    rv_set_site(s, p, x, under < 0 ? RV_NONE : under);
    if (k >= 0) s->laid[p][k] = 0;
}

/* Bran, Defender of the Temple: laid on his owner's Odin's Temple (ruling R-117: the Temple lies
 * under him, out of reach of every card and event, and still counts); when built its owner draws
 * the top 2 cards of a draw stack of his choice. */
int rv_ab_bran(rv_ctx *c) {
    if (c->hook == RV_H_BUILT) c->s->library = RV_LIB_BRAN;
    return 0;
}

/* Judith, Guardian of the Church: laid on her owner's Church; once a turn he pays 1
 * resource other than gold (`play c<id> <resource>`) for 2 gold, as room allows (ruling R-118). */
int rv_ab_judith(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if ((s->turn_flags & RV_TF_JUDITH) || s->phase != RV_PH_ACTION || rv_room(s, p, RV_GOLD) < 1) return 0;
        int n = 0;
        for (int r = 0; r < RV_GOLD; r++)
            if (rv_total(s, p, r) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, r, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[RV_ACT_B(c->action)] = 1;
    s->turn_flags |= RV_TF_JUDITH;
    s->after_n = 2;
    rv_set_payment(s, p, need, 0, 0, RV_AP_GAIN_TYPE, RV_GOLD | p << 4);
    return 0;
}

/* Red Light Tavern (a building laid on a road of the opponent's, paid 1 lumber 1 grain: `play
 * c<id> road<col>`): his units with strength in the two towns beside that road count 1 strength
 * each (rv_tally_of); it leaves when he has 3 heroes (ruling R-119). */
int rv_ab_red_light_tavern(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, victim = 1 - p;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || s->tavern[victim][0] || rv_count_type(c->d, s, victim, RV_T_HERO) >= 3 ||
            !rv_affordable(s, p, rv_card_of(s, c->card)->cost))
            return 0;
        return rv_list_free_roads(c, victim);
    }
    if (c->hook == RV_H_PLAY) rv_lay_foreign(c, s->tavern[victim], RV_ACT_B(c->action) + 1);
    return 0;
}

void rv_tavern_check(const rv_data *d, rv_state *s) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        if (!rv_tavern_towns(s, p) || rv_count_type(d, s, p, RV_T_HERO) < 3) continue;
        rv_discard_add(d, s, 1 - p, s->tavern[p][0] - 1);
        s->tavern[p][0] = s->tavern[p][1] = 0;
    }
}

/* Region positions of p's fields (grain regions) with no card laid by them (R-120; nor a sage or
 * another card: one card by a region). */
static uint32_t free_fields(const rv_state *s, int p) {
    uint32_t m = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(s, p, pos);
        if (r != RV_NONE && ctn_rivals_regions[r].resource == RV_GRAIN && !rv_region_taken(s, p, r)) m |= 1u << pos;
    }
    return m;
}

/* A card of slot k laid by a fields region: `play c<id> p<pos>`. */
static int list_lay(rv_ctx *c) {
    int n = 0;
    for (uint32_t m = free_fields(c->s, c->player); m; m &= m - 1) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, __builtin_ctz(m), 0);
    return n;
}

static void lay_by_field(rv_state *s, int p, int k, int card, int pos) {
    s->fields[p][k] = (uint8_t)(card + 1);
    s->fields_at[p][k] = (uint8_t)(rv_region_at(s, p, pos) + 1);
}

/* The position of the region the card of slot k lies by. */
static int field_pos(const rv_state *s, int p, int k) { return rv_region_pos(s, p, s->fields_at[p][k] - 1); }

/* Abbey Brewery (requires a city; no cost): laid by a fields region of its owner, showing one
 * commerce and one strength; paying 2 grain of that field he turns it to another side (`play
 * c<id> side<k>`: 2 commerce, one of each, 2 strength) (ruling R-120). */
int rv_ab_abbey_brewery(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, laid = rv_field_card(s, p, 0) == c->card;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (!laid) return s->fields[p][0] ? 0 : list_lay(c);
        int n = 0;
        if (s->stock[s->fields_at[p][0] - 1] < 2) return 0;
        for (int side = 0; side < 3; side++)
            if (side != s->brewery_side[p]) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + side, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int b = RV_ACT_B(c->action);
    if (!laid) {
        lay_by_field(s, p, 0, c->card, b);
        s->brewery_side[p] = 1;
        return 0;
    }
    uint8_t none[RV_NUM_RESOURCES] = {0};
    rv_set_payment(s, p, none, 2, 1u << field_pos(s, p, 0), RV_AP_NONE, 0);
    s->brewery_side[p] = (uint8_t)(b - RV_FIELD_USE);
    return 0;
}

/* Whether a Grain Mill of p's stands beside the region position. */
static int mill_beside(const rv_state *s, int p, int pos) {
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *k = rv_card_of(s, c);
        if ((k->flags & RV_F_BOOSTER) && k->resource == RV_GRAIN && (rv_site_regions(x / RV_SITES, x % RV_SITES) >> pos & 1)) return 1;
    }
    return 0;
}

/* Reiner the Miller (a hero; 1 grain 1 gold): laid by a fields region of his owner, who trades
 * that region's grain 2:1 for a resource of choice (`play c<id> <resource>`); with a Grain Mill
 * beside the region his first trade in a turn is 1:1 (ruling R-121). */
int rv_ab_reiner_miller(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, laid = rv_field_card(s, p, 1) == c->card;
    int pos = laid ? field_pos(s, p, 1) : -1;
    int rate = laid && !(s->turn_flags & RV_TF_MILLER) && mill_beside(s, p, pos) ? 1 : 2;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (!laid) /* the tournament: his name not in play (R§6.4) */
            return s->fields[p][1] || !rv_affordable(s, p, rv_card_of(s, c->card)->cost) ||
                           (rv_tourney(c->d) && !rv_tourney_name_free(c->d, s, c->card))
                       ? 0
                       : list_lay(c);
        int n = 0;
        if (s->stock[s->fields_at[p][1] - 1] < rate) return 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++)
            if (r != RV_GRAIN && rv_room(s, p, r) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + r, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int b = RV_ACT_B(c->action);
    if (!laid) {
        rv_set_payment(s, p, rv_card_of(s, c->card)->cost, 0, 0, RV_AP_NONE, 0);
        lay_by_field(s, p, 1, c->card, b);
        return 0;
    }
    uint8_t none[RV_NUM_RESOURCES] = {0};
    if (rate == 1) s->turn_flags |= RV_TF_MILLER;
    rv_set_payment(s, p, none, rate, 1u << pos, RV_AP_GAIN_TYPE, (b - RV_FIELD_USE) | p << 4);
    return 0;
}
