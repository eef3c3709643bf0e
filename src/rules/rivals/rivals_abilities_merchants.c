/* rivals_abilities_merchants.c — the abilities of the Age of Darkness's Era of Merchant Princes
 * (docs/rules/rivals.md R§13), one small function per card, named by the card table; the era's
 * requirements (RV_RQ_*). Action cards list their RV_A_PLAY actions on RV_H_LIST (the caller
 * checks the requirement) and act on RV_H_PLAY. Resources of choice go through the gains queue. */
#include "rivals_internal.h"

/* Whether p has room for some resource (gold included): an action card that takes resources of
 * choice is not played without (R§5.3). */
static int room_for_any(const rv_state *s, int p) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (rv_room(s, p, r) > 0) return 1;
    return 0;
}

/* Lists `play c<id>` in the action phase when p has room; played: 2 resources of choice, placed
 * one at a time as room allows. */
static int take_two(rv_ctx *c) {
    if (c->hook == RV_H_LIST) {
        if (c->s->phase != RV_PH_ACTION || !room_for_any(c->s, c->player)) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) {
        rv_push_gain(c->s, c->player, 0x3F);
        rv_push_gain(c->s, c->player, 0x3F);
    }
    return 0;
}

/* ---- cards turned to a level: the Residences ---- */

int rv_rot_slot(const rv_state *s, int p, int card) {
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (s->rot[p][k] == card + 1) return k;
    return -1;
}

/* A free slot of p's for a card turned to a level, -1 none. */
static int free_slot(const rv_state *s, int p) { return rv_rot_slot(s, p, -1); }

/* The position of the region p's card in slot k lies by. */
static int rot_pos(const rv_state *s, int p, int k) { return rv_region_pos(s, p, s->rot_at[p][k] - 1); }

int rv_rot_up(rv_state *s, int p, int k) {
    if (!s->rot[p][k] || s->rot_level[p][k] >= rv_card_of(s, rv_rot_card(s, p, k))->levels) return 0;
    s->rot_level[p][k]++;
    return 1;
}

/* Laying a Residence: `play c<id> p<pos>` for each region of its resource with nothing by it. */
static int list_residence_lay(rv_ctx *c) {
    const rv_state *s = c->s;
    int p = c->player, res = rv_card_of(s, c->card)->resource, n = 0;
    if (free_slot(s, p) < 0) return 0;
    for (uint32_t m = rv_region_mask(s, p); m; m &= m - 1) {
        int pos = __builtin_ctz(m), r = rv_region_at(s, p, pos);
        if (ctn_rivals_regions[r].resource == res && !rv_region_taken(s, p, r)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
    }
    return n;
}

/* Cloth and Paper Merchant's Residence (no cost, a city): laid from the hand by a pasture /
 * forest of its owner with nothing by it, at level 0; paying 2 of that region's resource (both
 * from it) he turns it one level up (`play c<id> level<k>`, k the new level) (ruling R-129). */
int rv_ab_residence(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, k = rv_rot_slot(s, p, c->card);
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (k < 0) return list_residence_lay(c);
        if (s->rot_level[p][k] >= rv_card_of(s, c->card)->levels || s->stock[s->rot_at[p][k] - 1] < 2) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + s->rot_level[p][k] + 1, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int b = RV_ACT_B(c->action);
    if (k < 0) {
        k = free_slot(s, p);
        s->rot[p][k] = (uint8_t)(c->card + 1);
        s->rot_at[p][k] = (uint8_t)(rv_region_at(s, p, b) + 1);
        s->rot_level[p][k] = 0;
        return 0;
    }
    uint8_t none[RV_NUM_RESOURCES] = {0};
    rv_set_payment(s, p, none, 2, 1u << rot_pos(s, p, k), RV_AP_NONE, 0);
    rv_rot_up(s, p, k);
    return 0;
}

/* Whether p's card in slot k is a Residence. */
static int is_residence(const rv_state *s, int p, int k) {
    return s->rot[p][k] && rv_card_of(s, rv_rot_card(s, p, k))->ability == rv_ab_residence;
}

/* Whether p has a Residence at its top level (the Commercial Metropolis's requirement, R-132). */
static int residence_at_top(const rv_state *s, int p) {
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (is_residence(s, p, k) && s->rot_level[p][k] == rv_card_of(s, rv_rot_card(s, p, k))->levels) return 1;
    return 0;
}

/* Hour of the Master Merchants (an event): every Residence of both players below its top level
 * turns one level up, free; one at its top level gives the region it lies by 1 resource, as room
 * allows (ruling R-133). */
int rv_ev_hour_of_master_merchants(rv_ctx *c) {
    rv_state *s = c->s;
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (is_residence(s, p, k) && !rv_rot_up(s, p, k)) rv_gain_region(s, s->rot_at[p][k] - 1, 1);
    return 0;
}

/* Commercial Harbor (face up): once a turn, in the action phase, its owner turns one of his
 * Residences one level down (`play c<harbor> c<residence>`) and takes 2 resources of choice;
 * played with room for some resource (ruling ). */
int rv_ab_commercial_harbor(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->merchant_flags & RV_MF_HARBOR) || !room_for_any(s, p)) return 0;
        int n = 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (is_residence(s, p, k) && s->rot_level[p][k] > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, rv_rot_card(s, p, k), 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->merchant_flags |= RV_MF_HARBOR;
    s->rot_level[p][rv_rot_slot(s, p, RV_ACT_B(c->action))]--;
    rv_push_gain(s, p, 0x3F);
    rv_push_gain(s, p, 0x3F);
    return 0;
}

/* Craft Guild: when built every Residence of its owner turns one level up, free; when none can
 * (none below its top level, or none at all), he takes 2 resources of choice. */
int rv_ab_craft_guild(rv_ctx *c) {
    if (c->hook != RV_H_BUILT) return 0;
    int turned = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (is_residence(c->s, c->player, k)) turned |= rv_rot_up(c->s, c->player, k);
    if (!turned) {
        rv_push_gain(c->s, c->player, 0x3F);
        rv_push_gain(c->s, c->player, 0x3F);
    }
    return 0;
}

/* Whether p can move 1 of resource r between two regions of it: one holds some, another has room. */
static int movable(const rv_state *s, int p, int r) {
    int stocked = 0, roomy = 0, both = 0;
    for (uint32_t m = rv_region_mask(s, p); m; m &= m - 1) {
        int g = rv_region_at(s, p, __builtin_ctz(m));
        if (ctn_rivals_regions[g].resource != r) continue;
        stocked += s->stock[g] > 0, roomy += s->stock[g] < 3, both += s->stock[g] > 0 && s->stock[g] < 3;
    }
    return stocked && roomy && !(stocked == 1 && roomy == 1 && both == 1); /* not one region alone */
}

/* Wainwright (1 commerce): once a turn, in the action phase, its owner either pays 3 resources of
 * any kinds for 1 of a resource he names with room (`play c<id> <resource>`), or moves 1 resource
 * from one region of its kind to another (`play c<id> move <resource>`: paid, then placed)
 * (ruling R-134). */
int rv_ab_wainwright(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->merchant_flags & RV_MF_WAINWRIGHT)) return 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) {
            if (rv_total_all(s, p) >= 3 && rv_room(s, p, r) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, r, 0);
            if (movable(s, p, r)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + r, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int b = RV_ACT_B(c->action), r = b < RV_FIELD_USE ? b : b - RV_FIELD_USE;
    int trade = b < RV_FIELD_USE;
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[r] = (uint8_t)!trade; /* the move: 1 of r paid, then placed */
    s->merchant_flags |= RV_MF_WAINWRIGHT;
    rv_set_payment(s, p, need, trade ? 3 : 0, trade ? 0x3FFFFFFu : 0, RV_AP_GAIN_TYPE, r | p << 4);
    return 0;
}

/* Lighthouse (requires a Commercial Harbor or 2 trade ships; 1 VP): once a turn its owner trades
 * 1:1 with the supply the resource of a trade ship on the other site of its half of the town
 * (rv_trade_rate, rv_lighthouse_resources) (ruling R-135). */
int rv_ab_lighthouse(rv_ctx *c) {
    (void)c;
    return 0;
}

uint32_t rv_lighthouse_resources(const rv_data *d, const rv_state *s, int p) {
    if (!(d->eras >> RV_SET_MERCHANTS & 1) || (s->merchant_flags & RV_MF_LIGHTHOUSE)) return 0;
    uint32_t m = 0;
    RV_FOR_CARDS(s, p, x, c) {
        if (rv_card_of(s, c)->ability != rv_ab_lighthouse) continue;
        int beside = rv_site_card(s, p, x ^ 1); /* the other site of its half: 0-1 top, 2-3 bottom */
        const rv_card *k = beside == RV_NONE ? NULL : rv_card_of(s, beside);
        if (k && k->type == RV_T_TRADE_SHIP && k->resource < RV_NUM_RESOURCES) m |= 1u << k->resource;
    }
    return m;
}

void rv_lighthouse_use(const rv_data *d, rv_state *s, int p, int res) {
    int hergild = (s->turn_flags & RV_TF_HERGILD) && (rv_ship_resources(d, s, p) >> res & 1);
    if (!hergild && (rv_lighthouse_resources(d, s, p) >> res & 1)) s->merchant_flags |= RV_MF_LIGHTHOUSE;
}

int rv_ship_card(const rv_card *k) { return k->type == RV_T_TRADE_SHIP || k->ability == rv_ab_pirate_ship; }

int rv_shipwright_applies(const rv_data *d, const rv_state *s, int p, int card) {
    return (d->eras >> RV_SET_MERCHANTS & 1) && rv_ship_card(rv_card_of(s, card)) &&
           rv_count_ability(d, s, p, rv_ab_ship_builder) > 0;
}

/* Ship Builder (a unit, 1 skill, 1x): its owner's ships cost 1 lumber or 1 wool less (the build's
 * way, as the Drill Ground's: rv_shipwright_applies); in the action phase he pays 1 gold to take
 * a trade ship of his discard pile into his hand (`play c<id> c<ship>`, as often as he pays)
 * (ruling R-136). */
int rv_ab_ship_builder(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || rv_total(s, p, RV_GOLD) < 1) return 0;
        int n = 0;
        for (int w = 0; w < 2; w++)
            for (uint64_t m = s->discard[w]; m; m &= m - 1) {
                int x = w * 64 + __builtin_ctzll(m);
                if (rv_in_pile(c->d, s, p, x) && rv_card_of(s, x)->type == RV_T_TRADE_SHIP) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, x, 0);
            }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int x = RV_ACT_B(c->action);
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[RV_GOLD] = 1;
    rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
    rv_discard_del(s, x);
    rv_hand_add(s, p, x);
    return 0;
}

/* The resources p's trade ships trade: a ship's resource, a Large Trade Ship's the regions beside
 * its site (R§7). */
static uint32_t ship_trade_resources(const rv_data *d, const rv_state *s, int p) {
    uint32_t m = rv_ship_resources(d, s, p);
    RV_FOR_CARDS(s, p, x, c) {
        if (rv_card_of(s, c)->ability != rv_ab_large_trade_ship) continue;
        for (uint32_t b = rv_site_regions(x / RV_SITES, x % RV_SITES) & rv_region_mask(s, p); b; b &= b - 1)
            m |= 1u << ctn_rivals_regions[rv_region_at(s, p, __builtin_ctz(b))].resource;
    }
    return m;
}

/* Fortunate Trade Voyage (an event): each player with a trade ship, the active player first,
 * takes up to 2 of the resource one of his ships trades: the first of any such resource, the
 * second of the one he placed (RV_GAIN_AGAIN), each as room allows (ruling R-137). */
int rv_ev_fortunate_trade_voyage(rv_ctx *c) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (c->s->current + i) % RV_PLAYERS;
        uint32_t m = ship_trade_resources(c->d, c->s, p);
        if (m) rv_push_gain(c->s, p, (int)m | RV_GAIN_AGAIN);
    }
    return 0;
}

/* The resources one trade ship of p's at site x trades: its own, or a Large Trade Ship's the
 * regions beside its site (R§7). */
static uint32_t one_ship_resources(const rv_state *s, int p, int x, int card) {
    const rv_card *k = rv_card_of(s, card);
    if (k->ability != rv_ab_large_trade_ship) return k->resource < RV_NUM_RESOURCES ? 1u << k->resource : 0;
    uint32_t m = 0;
    for (uint32_t b = rv_site_regions(x / RV_SITES, x % RV_SITES) & rv_region_mask(s, p); b; b &= b - 1)
        m |= 1u << ctn_rivals_regions[rv_region_at(s, p, __builtin_ctz(b))].resource;
    return m;
}

/* Capricious Sea (an event, requires a trade ship): when a player has a trade ship, the
 * production die is rolled, a chance step of its own (`sea_die <n>`, ruling R-158). */
int rv_ev_capricious_sea(rv_ctx *c) {
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_count_type(c->d, c->s, p, RV_T_TRADE_SHIP) > 0) c->s->merchant_flags |= RV_MF_SEA;
    return 0;
}

/* 1–4: each player, the active one first, takes 1 resource per trade ship of his, of the kind it
 * trades (R-137's reading), as room allows; 5–6: each player with a trade ship and no Lighthouse
 * puts one of them under a stack. */
void rv_sea_roll(const rv_data *d, rv_state *s, int face) {
    s->merchant_flags &= (uint8_t)~RV_MF_SEA;
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        if (face >= 5) {
            if (rv_count_type(d, s, p, RV_T_TRADE_SHIP) > 0 && !rv_count_ability(d, s, p, rv_ab_lighthouse))
                s->merchant_flags |= (uint8_t)(RV_MF_SEA_LOSS << p);
            continue;
        }
        RV_FOR_CARDS(s, p, x, c) {
            uint32_t m = rv_card_of(s, c)->type == RV_T_TRADE_SHIP ? one_ship_resources(s, p, x, c) : 0;
            if (m) rv_push_gain(s, p, (int)m);
        }
    }
}

void rv_sea_lose(const rv_data *d, rv_state *s, int p, int x) {
    s->merchant_flags &= (uint8_t)~(RV_MF_SEA_LOSS << p);
    rv_lose_site(d, s, p, x); /* under a stack of his choice; Irmgard's resource */
}

int rv_sea_work(const rv_data *d, rv_state *s) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS, n = 0, last = -1;
        if (!(s->merchant_flags & (RV_MF_SEA_LOSS << p))) continue;
        RV_FOR_CARDS(s, p, x, c) {
            if (rv_card_of(s, c)->type == RV_T_TRADE_SHIP) n++, last = x;
        }
        if (n > 1) {
            s->phase = RV_PH_LOSE_SHIP;
            s->actor = (uint8_t)p;
            return 0;
        }
        s->merchant_flags &= (uint8_t)~(RV_MF_SEA_LOSS << p);
        if (n == 1) {
            rv_sea_lose(d, s, p, last);
            return -1;
        }
    }
    return 1;
}

int rv_road_taken(const rv_state *s, int p, int col) { return rv_road_taken_but(s, p, col, -1); }

int rv_road_taken_but(const rv_state *s, int p, int col, int skip) {
    int taken = (s->tavern[p][0] && s->tavern[p][1] == col + 1) || (s->camp[p][0] && s->camp[p][1] == col + 1) ||
                (s->hold[p][0] && s->hold[p][1] == col + 1) || /* the Barbarian Stronghold */
                rv_comp_on(s, p, col, skip); /* the Era of Prosperity's road complements */
    for (int k = 0; k < 2; k++) taken |= s->post[p][k] && s->post_at[p][k] == col + 1;
    return taken;
}

int rv_list_free_roads(rv_ctx *c, int p) {
    int n = 0;
    for (int col = 0; col < RV_REGION_COLS; col++)
        if ((c->s->pr[p].roads >> col & 1) && !rv_road_taken(c->s, p, col)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, col, 0);
    return n;
}

/* The slot of p's Trading Post card, -1 when it lies on none of his roads (c = -1: a free slot). */
static int post_slot(const rv_state *s, int p, int card) {
    for (int k = 0; k < 2; k++)
        if (s->post[p][k] == card + 1) return k;
    return -1;
}

/* The Trading Post's trade in a direction (0 down, 1 up) on the road of column col: the region
 * paid from holds some, the other has room. */
static int post_trade_ok(const rv_state *s, int p, int col, int up) {
    int from = s->pr[p].region[col][up ? 1 : 0], to = s->pr[p].region[col][up ? 0 : 1];
    return from != RV_NONE && to != RV_NONE && s->stock[from] > 0 && s->stock[to] < 3;
}

/* Trading Post (1 wool 1 grain; 1 commerce): laid from the hand on a road of its owner's with no
 * road complement (`play c<id> road<column>`, paid); once a turn each of his Posts trades 1
 * resource 1:1 between the regions above and below its road: 1 paid from one, 1 of the other's
 * resource onto the other (`play c<id> down` / `up`) (ruling R-138). */
int rv_ab_trading_post(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, k = post_slot(s, p, c->card), n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (k < 0) {
            if (post_slot(s, p, -1) < 0 || !rv_affordable(s, p, rv_card_of(s, c->card)->cost)) return 0;
            return rv_list_free_roads(c, p);
        }
        if (s->merchant_flags & (RV_MF_POST << k)) return 0;
        for (int up = 0; up < 2; up++)
            if (post_trade_ok(s, p, s->post_at[p][k] - 1, up)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + up, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int b = RV_ACT_B(c->action);
    if (k < 0) {
        k = post_slot(s, p, -1);
        rv_set_payment(s, p, rv_card_of(s, c->card)->cost, 0, 0, RV_AP_NONE, 0);
        s->post[p][k] = (uint8_t)(c->card + 1);
        s->post_at[p][k] = (uint8_t)(b + 1);
        return 0;
    }
    int col = s->post_at[p][k] - 1, up = b - RV_FIELD_USE;
    uint8_t none[RV_NUM_RESOURCES] = {0};
    s->merchant_flags |= (uint8_t)(RV_MF_POST << k);
    rv_set_payment(s, p, none, 1, 1u << rv_pos(col, up), RV_AP_FILL, rv_pos(col, !up));
    s->after_n = 1;
    return 0;
}

/* Gero the Master Merchant (requires 2 trade ships): 1 or 2 resources of choice. */
int rv_ab_gero(rv_ctx *c) { return take_two(c); }

/* Guild Master (requires a Craft Guild): up to 2 resources of choice. */
int rv_ab_guild_master(rv_ctx *c) { return take_two(c); }

/* Master Merchants' Alliance: when the opponent trades with the supply at 3:1 or 2:1 (`trade`),
 * its owner takes 1 of the resource he paid, as room allows; rv_alliance_share. */
int rv_ab_master_merchants_alliance(rv_ctx *c) {
    (void)c;
    return 0;
}

void rv_alliance_share(const rv_data *d, rv_state *s, int trader, int paid) {
    if (!(d->eras >> RV_SET_MERCHANTS & 1) || rv_trade_rate(d, s, trader, paid) < 2) return;
    for (int k = rv_count_ability(d, s, 1 - trader, rv_ab_master_merchants_alliance); k > 0; k--)
        rv_push_gain(s, 1 - trader, 1 << paid);
}

/* Lists `play c<id>` in the action phase when the opponent holds a resource. */
static int list_demand(rv_ctx *c) {
    if (c->s->phase != RV_PH_ACTION || rv_total_all(c->s, 1 - c->player) == 0) return 0;
    c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
    return 1;
}

/* Mendicants (an attack): played while the opponent holds the trade advantage; the player names
 * 1 resource the opponent gives him, 2 when the opponent also leads in victory points. */
int rv_ab_mendicants(rv_ctx *c) {
    int p = c->player;
    if (c->hook == RV_H_LIST) return rv_trade_holder(c->d, c->s) == 1 - p ? list_demand(c) : 0;
    if (c->hook == RV_H_PLAY) rv_start_takes(c->s, p, 1 + (rv_vp(c->d, c->s, 1 - p) > rv_vp(c->d, c->s, p)), 0);
    return 0;
}

/* Maritime Trade Monopoly (an attack; requires more trade ships than the opponent): the player
 * names 1 resource per trade ship he has more, 2 at most, that the opponent gives him. */
int rv_ab_maritime_trade_monopoly(rv_ctx *c) {
    int p = c->player;
    if (c->hook == RV_H_LIST) return list_demand(c);
    if (c->hook == RV_H_PLAY) {
        int more = rv_count_type(c->d, c->s, p, RV_T_TRADE_SHIP) - rv_count_type(c->d, c->s, 1 - p, RV_T_TRADE_SHIP);
        rv_start_takes(c->s, p, more > 2 ? 2 : more, 0);
    }
    return 0;
}

/* Hergild the Master Merchant (requires a Commercial Harbor or 2 trade ships): for the rest of
 * the turn the player trades 1:1 each resource he has a trade ship of (R-126, RV_TF_HERGILD;
 * rv_trade_rate). Played when he has such a ship. */
int rv_ab_hergild(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->turn_flags & RV_TF_HERGILD) || !rv_ship_resources(c->d, s, c->player)) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) s->turn_flags |= RV_TF_HERGILD;
    return 0;
}

/* Olaf the Merchant Ship Captain (a hero): in a turn after the one he was built in, his owner
 * uses him (`play c<id>`, Olaf in his principality) when the opponent holds a resource: Olaf goes
 * to the discard pile and the owner takes up to 2 resources he names from the opponent, then gives
 * him 1 of his own, as the Merchant. */
int rv_ab_olaf(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_BUILT) s->turn_flags |= RV_TF_OLAF;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->turn_flags & RV_TF_OLAF) || rv_total_all(s, 1 - p) == 0 ||
            rv_card_site(s, p, c->card) < 0)
            return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_abandon(c->d, s, p, rv_card_site(s, p, c->card));
    rv_start_takes(s, p, 2, RV_TK_OPTIONAL | RV_TK_GIVE_BACK);
    return 0;
}

/* Trade Monopoly (an attack; requires a Commercial Harbor): the player names a resource the
 * opponent holds (`play c<id> <resource>`); the opponent gives him 3 of it (all he has when fewer),
 * placed as room allows, and the player gives him 1 resource of his choice back. */
int rv_ab_trade_monopoly(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        int n = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++)
            if (rv_total(s, 1 - p, r) > 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, r, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    int res = RV_ACT_B(c->action), n = rv_total(s, 1 - p, res);
    uint8_t need[RV_NUM_RESOURCES] = {0};
    need[res] = (uint8_t)(n > 3 ? 3 : n);
    rv_set_payment(s, 1 - p, need, 0, 0, RV_AP_GAIN_TYPE, res | p << 4);
    s->after_n = need[res];
    rv_start_takes(s, p, 0, RV_TK_GIVE_BACK);
    return 0;
}

int rv_requirement_merchants(const rv_data *d, const rv_state *s, int p, int req) {
    switch (req) {
    case RV_RQ_TWO_SHIPS: return rv_count_type(d, s, p, RV_T_TRADE_SHIP) >= 2;
    case RV_RQ_CRAFT_GUILD: return rv_count_ability(d, s, p, rv_ab_craft_guild) > 0;
    case RV_RQ_HARBOR_OR_SHIPS:
        return rv_count_ability(d, s, p, rv_ab_commercial_harbor) > 0 || rv_count_type(d, s, p, RV_T_TRADE_SHIP) >= 2;
    case RV_RQ_HARBOR: return rv_count_ability(d, s, p, rv_ab_commercial_harbor) > 0;
    case RV_RQ_MORE_SHIPS: return rv_count_type(d, s, p, RV_T_TRADE_SHIP) > rv_count_type(d, s, 1 - p, RV_T_TRADE_SHIP);
    case RV_RQ_METROPOLIS: return rv_points(d, s, p, 2) >= 6 || residence_at_top(s, p);
    default: return 0;
    }
}
