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

/* Whether a card lies by region r of p's: the Gold Cache, a card by his fields, one turned to a
 * level (one card by a region, R-22, R-120, R-129). */
static int region_taken(const rv_state *s, int p, int r) {
    int taken = s->cache_at[p] == r + 1;
    for (int k = 0; k < 2; k++) taken |= s->fields_at[p][k] == r + 1;
    for (int k = 0; k < RV_ROT_SLOTS; k++) taken |= s->rot_at[p][k] == r + 1;
    return taken;
}

int rv_region_taken(const rv_state *s, int p, int r) { return region_taken(s, p, r); }

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
        if (ctn_rivals_regions[r].resource == res && !region_taken(s, p, r)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
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
    default: return 0;
    }
}
