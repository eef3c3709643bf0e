/* rivals_flow.c — the course of a turn (R§5): after every action the state moves on by itself
 * until a player or chance must act. Pending work comes first (cards being drawn, a payment, what
 * follows it, resources to place, a card's or an event's choices: rivals_pending.c), then the
 * turn's stage: the dice and their resolution (brigands before production, the event face after
 * it), the action phase, replenishing, the exchange and the win check. */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F
#define ALL_POSITIONS 0x3FFFFFFu

void rv_gain_region(rv_state *s, int region, int amount) {
    int v = s->stock[region] + amount;
    rv_set_stock(s, region, v > 3 ? 3 : v); /* R§2: more than 3 is lost */
}

void rv_push_gain(rv_state *s, int p, int mask) {
    if (s->gains_n < RV_GAIN_QUEUE) s->gains[s->gains_n++] = (rv_gain){(uint8_t)p, (uint8_t)mask};
}

void rv_set_payment(rv_state *s, int p, const uint8_t *need, int any, uint32_t mask, int after, int arg) {
    s->pay_player = (uint8_t)p;
    memcpy(s->pay_need, need, RV_NUM_RESOURCES);
    s->pay_any = (uint8_t)any;
    s->pay_owed = rv_owed_bits(need, any);
    s->pay_mask = mask;
    s->after_pay = (uint8_t)after;
    s->arg = (uint8_t)arg;
}

/* Whether a payment is under way (anything owed): the derived pay_owed. */
static int paying(const rv_state *s) { return s->pay_owed != 0; }

/* The resources the payment under way owes by type, as bits. */
static unsigned owed_resources(const rv_state *s) { return s->pay_owed & ((1u << RV_OWED_ANY) - 1); }

/* Region positions the next resource may be paid from: a region holding a resource owed by type,
 * or any resource from a position pay_any may come from (the derived position sets). */
uint32_t rv_pay_candidates(const rv_state *s) {
    int p = s->pay_player;
    uint32_t any = s->pay_mask & (0u - (s->pay_owed >> RV_OWED_ANY & 1));
    return s->pos_stocked[p] & (any | rv_positions_yielding(s, p, owed_resources(s)));
}

/* Region positions the first queued gain may go to: a region of a type the gain allows, not full. */
uint32_t rv_gain_candidates(const rv_state *s) {
    const rv_gain *g = &s->gains[0];
    return ~s->pos_full[g->player] & rv_positions_yielding(s, g->player, g->mask);
}

/* Takes one resource from a region position for the payment under way. */
void rv_pay_from(rv_state *s, int pos) {
    int r = rv_region_at(s, s->pay_player, pos);
    int res = ctn_rivals_regions[r].resource;
    rv_set_stock(s, r, s->stock[r] - 1);
    if (s->pay_need[res]) s->pay_need[res]--;
    else s->pay_any--;
    unsigned done = (unsigned)(s->pay_need[res] == 0) << res | (unsigned)(s->pay_any == 0) << RV_OWED_ANY;
    s->pay_owed = (uint8_t)(s->pay_owed & ~done);
}

void rv_gain_at(rv_state *s, int pos) {
    int r = rv_region_at(s, s->gains[0].player, pos);
    rv_gain_region(s, r, 1);
    if (s->gains[0].mask & RV_GAIN_AGAIN) { /* a second of that type */
        s->gains[0].mask = (uint8_t)(1u << ctn_rivals_regions[r].resource);
        return;
    }
    memmove(&s->gains[0], &s->gains[1], sizeof s->gains[0] * (size_t)(RV_GAIN_QUEUE - 1));
    s->gains_n--;
    memset(&s->gains[s->gains_n], 0, sizeof s->gains[0]);
}

/* Pays what admits no choice: a resource whose whole stock is owed, or held on one region only
 * (R§5, ruling R-3: the player picks the region whenever there is a choice). */
static void pay_forced(rv_state *s) {
    int p = s->pay_player;
    for (;;) {
        uint32_t cand = rv_pay_candidates(s);
        if (!cand) return;
        if (!(cand & (cand - 1))) {
            rv_pay_from(s, __builtin_ctz(cand));
            if (!paying(s)) return;
            continue;
        }
        if (s->pay_any) { /* everything the candidates hold is owed: all of it goes */
            int held = 0;
            for (uint32_t m = cand; m; m &= m - 1) held += s->stock[rv_region_at(s, p, __builtin_ctz(m))];
            if (held <= s->pay_any) {
                for (uint32_t m = cand; m; m &= m - 1) rv_set_stock(s, rv_region_at(s, p, __builtin_ctz(m)), 0);
                s->pay_any = 0;
                s->pay_owed = (uint8_t)(s->pay_owed & ~(1u << RV_OWED_ANY));
            }
            return;
        }
        int held[RV_NUM_RESOURCES];
        rv_held(s, p, held);
        uint32_t gone = 0; /* resources whose whole stock is owed (no branch per resource) */
        for (int res = 0; res < RV_NUM_RESOURCES; res++)
            gone |= (uint32_t)((s->pay_need[res] != 0) & (s->pay_need[res] >= held[res])) << res;
        if (!gone) return;
        for (uint32_t m = gone; m; m &= m - 1) s->pay_need[__builtin_ctz(m)] = 0;
        s->pay_owed = (uint8_t)(s->pay_owed & ~gone);
        for (uint32_t ids = s->region_ids[p]; ids; ids &= ids - 1) {
            int r = __builtin_ctz(ids);
            if (gone >> ctn_rivals_regions[r].resource & 1) rv_set_stock(s, r, 0);
        }
    }
}

/* R§3: the settlement's two new regions arrive empty. */
int rv_place_new_regions(const rv_data *d, rv_state *s, int top, int bottom) {
    (void)d;
    rv_principality *pr = &s->pr[s->current];
    int col = s->new_town_col;
    pr->region[col][0] = (uint8_t)top;
    pr->region[col][1] = (uint8_t)bottom;
    s->stock[top] = s->stock[bottom] = 0;
    if (col < pr->left) pr->left = (uint8_t)col;
    if (col > pr->right) pr->right = (uint8_t)col;
    ctn_rivals_derive(s);
    s->new_regions[0] = s->new_regions[1] = s->new_town_col = RV_NONE;
    s->after_pay = RV_AP_NONE;
    return 0;
}

/* Returns 1 when the follow-up is done (continue), 0 when someone must act. */
static int after_payment(const rv_data *d, rv_state *s) {
    switch (s->after_pay) {
    case RV_AP_REGIONS:
        s->phase = s->new_regions[1] == RV_NONE ? RV_PH_REGION : RV_PH_PLACE_REGIONS;
        s->actor = s->phase == RV_PH_REGION ? CTN_CHANCE : s->current;
        return 0;
    case RV_AP_SCOUT:
        if (s->new_regions[1] == RV_NONE) {
            s->phase = RV_PH_SCOUT;
            s->actor = s->current;
            return 0;
        }
        rv_place_new_regions(d, s, s->new_regions[0], s->new_regions[1]);
        return 1;
    case RV_AP_GAIN_ANY:
        for (int i = 0; i < s->arg; i++) rv_push_gain(s, s->pay_player, ALL_RESOURCES);
        break;
    case RV_AP_GAIN_TYPE:
        for (int i = 0; i < (s->after_n ? s->after_n : 1); i++) rv_push_gain(s, s->arg >> 4, 1 << (s->arg & 15));
        break;
    case RV_AP_FILL: /* Brigands: the resources paid go onto the named region */
        rv_gain_region(s, rv_region_at(s, s->current, s->arg), s->after_n);
        break;
    case RV_AP_SEARCH:
        s->phase = RV_PH_SEARCH;
        s->actor = s->current;
        return 0;
    default: break;
    }
    s->after_pay = RV_AP_NONE;
    s->arg = 0;
    s->after_n = 0;
    return 1;
}

/* The positions of p's pastures (Sacrificial Site, R§12). */
static uint32_t pastures(const rv_state *s, int p) {
    uint32_t m = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(s, p, pos);
        if (r != RV_NONE && ctn_rivals_regions[r].resource == RV_WOOL) m |= 1u << pos;
    }
    return m;
}

/* R§5 step 1: more than 7 resources (regions next to a Storehouse not counted) lose all gold and
 * wool outside the protected regions. */
static void brigand_attack(const rv_data *d, rv_state *s) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        uint32_t safe = 0;
        if (s->cache_at[p]) safe |= 1u << rv_region_pos(s, p, s->cache_at[p] - 1); /* Gold Cache */
        if (s->hook_cards[p][RV_H_PROTECTS]) /* the cards that protect (hook_cards counts them) */
            RV_FOR_CARDS(s, p, x, c) {
                int kind = rv_hook_card(d, s, p, c, RV_H_PROTECTS); /* 1 every region beside it, 2 its pastures */
                if (kind) safe |= rv_site_regions(x / RV_SITES, x % RV_SITES) & (kind == 1 ? ~0u : pastures(s, p));
            }
        int count = safe ? 0 : rv_total_all(s, p); /* nothing safe: all he holds counts */
        for (int pos = 0; safe && pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, p, pos);
            if (r != RV_NONE && !(safe >> pos & 1)) count += s->stock[r];
        }
        if (count <= 7 || rv_mercenaries_attack(d, s, p, safe)) continue; /* */
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = rv_region_at(s, p, pos);
            if (r == RV_NONE || (safe >> pos & 1)) continue;
            int res = ctn_rivals_regions[r].resource;
            if (res == RV_GOLD || res == RV_WOOL) rv_set_stock(s, r, 0);
        }
    }
}

/* The sites beside region position pos (as rv_occupied numbers them): the top or bottom two of
 * the towns left and right of its column. */
static uint64_t sites_beside(int pos) {
    int col = pos >> 1;
    uint64_t pair = pos & 1 ? 0xCull : 0x3ull, m = 0;
    if (col >= 1) m |= pair << ((col - 1) * RV_SITES);
    if (col < RV_TOWN_COLS) m |= pair << (col * RV_SITES);
    return m;
}

/* Whether a booster of the region's resource stands on a site beside it (R§7): the boosters'
 * sites are derived (booster_sites). */
static int boosted(const rv_state *s, int p, int pos, int res) {
    for (uint64_t m = s->booster_sites[p] & sites_beside(pos); m; m &= m - 1)
        if (rv_card_of(s, rv_site_card(s, p, __builtin_ctzll(m)))->resource == res) return 1;
    return 0;
}

/* R§5 step 1: every region showing the number gains 1, 2 beside its booster. */
void rv_produce(const rv_data *d, rv_state *s, int p) {
    (void)d; /* the card kinds are the state's */
    uint32_t showing = rv_number_regions[s->production < 7 ? s->production : 0] & s->region_ids[p];
    for (uint32_t ids = showing; ids; ids &= ids - 1) { /* in region id order, as production is the same in any */
        int r = __builtin_ctz(ids);
        rv_gain_region(s, r, 1 + boosted(s, p, s->region_pos[r], ctn_rivals_regions[r].resource));
    }
}

static void production(const rv_data *d, rv_state *s) {
    for (int p = 0; p < RV_PLAYERS; p++) rv_produce(d, s, p);
    rv_sages_rise(d, s); /* the Era of Sages */
    rv_prosperity_production(d, s); /* the Era of Prosperity's Aqueducts */
}

static void event_face(const rv_data *d, rv_state *s) {
    int cur = s->current, other = 1 - cur;
    s->stage = RV_STG_ACTION;
    rv_prosperity_face(d, s); /* the Village School's and the Builder's Hut's stars */
    switch (s->event_face) {
    case RV_E_TRADE: { /* the trade advantage holder takes 1 resource of his choice */
        int h = rv_trade_holder(d, s);
        if (h != RV_NONE && rv_total_all(s, 1 - h) > 0) {
            s->ev_holder = (uint8_t)h;
            int court = rv_count_ability(d, s, 1 - h, rv_ab_courthouse) ? RV_TK_VICTIM_NAMES : 0; /* */
            rv_start_takes(s, h, 1 + rv_hook_all(d, s, h, RV_H_TRADE_TAKES), court); /* Moneylender: 2 */
        }
        break;
    }
    case RV_E_CELEBRATION: { /* most skill takes 1; on a tie both */
        int a = rv_points(d, s, cur, 1), b = rv_points(d, s, other, 1);
        if (a >= b) rv_push_gain(s, cur, ALL_RESOURCES);
        if (b >= a) rv_push_gain(s, other, ALL_RESOURCES);
        if (s->turn_flags & RV_TF_REINER) rv_push_gain(s, cur, ALL_RESOURCES); /* ruling R-15 */
        if (d->eras >> RV_SET_BARBARIANS & 1) rv_wolfgang_offer(d, s); /* */
        break;
    }
    case RV_E_HARVEST: /* each takes 1, and the Toll Bridge's gold */
        for (int i = 0; i < RV_PLAYERS; i++) {
            int p = (cur + i) % RV_PLAYERS;
            rv_push_gain(s, p, ALL_RESOURCES);
            rv_hook_all(d, s, p, RV_H_HARVEST);
        }
        break;
    case RV_E_EVENT_CARD: s->stage = RV_STG_EVENT_DRAW; break;
    default: break;
    }
}

/* Reveals an event (the top of the stack): it goes under the stack and takes effect. */
void rv_reveal_event(const rv_data *d, rv_state *s, int e) {
    int known = rv_event_known_top(s) == e; /* put back at a known place */
    rv_event_revealed(s, e);
    if (known) {
    } else if (s->ev_pool >> e & 1) {
        s->ev_pool &= ~(1u << e);
    } else if (e != d->yule) { /* the duel: one of the stack's unseen events turns out to be e */
        s->ev_found |= 1u << e;
        s->ev_unknown--;
        s->ev_pool_unknown--;
    }
    if (rv_tourney(d)) s->ev_seen |= 1u << e; /* both know its kind from now on */
    s->event_now = (uint8_t)e;
    s->stage = RV_STG_ACTION;
    const rv_card *c = &ctn_rivals_cards[s->ev_kind[e]];
    rv_ctx ctx = {d, s, s->current, e, RV_H_RESOLVE, 0, NULL};
    if (c->ability) c->ability(&ctx);
}

void rv_start_takes(rv_state *s, int taker, int n, int flags) {
    s->taker = (uint8_t)taker;
    s->takes_left = (uint8_t)n;
    s->take_flags = (uint8_t)flags;
}

/* The cards the Feud may name (buildings), or the Bishop's See (units, R-108). */
static int feud_buildings(const rv_data *d, const rv_state *s, int p, uint8_t *out) {
    (void)d; /* the card kinds are the state's */
    int n = 0;
    for (uint64_t m = rv_occupied(s, p); m; m &= m - 1) { /* his cards, in site order */
        if (rv_feud_target(s, p, __builtin_ctzll(m), rv_feud_kind(s))) {
            if (out) out[n] = (uint8_t)__builtin_ctzll(m);
            n++;
        }
    }
    return n;
}

/* Takes a card out of a principality into the bury slot (Feud). */
void rv_remove_site_card(rv_state *s, int p, int x) {
    s->bury = s->pr[p].site[x / RV_SITES][x % RV_SITES];
    s->bury_owner = (uint8_t)p;
    rv_unlay(s, p, x);
}

/* Whether a stack p may draw from holds cards (the tournament: one of his own). */
int rv_any_stack_cards(const rv_data *d, const rv_state *s, int p) {
    for (int k = 0; k < RV_STACKS; k++)
        if (s->stacks[k].n && (k >= d->num_stacks || rv_stack_own(d, k, p))) return 1;
    return 0;
}

int rv_replenish_due(const rv_data *d, const rv_state *s, int p) {
    int h = rv_hand_count(s, p);
    if (h < RV_HAND_BASE) return rv_any_stack_cards(d, s, p); /* below any limit: progress points are never negative */
    int lim = rv_hand_limit(d, s, p);
    return h > lim || (h < lim && rv_any_stack_cards(d, s, p));
}

int rv_exchange_step(const rv_data *d, rv_state *s, int p) {
    for (;;) {
        if (s->exchanged == 0 && rv_hand_count(s, p) > 0) {
            s->phase = RV_PH_EXCHANGE;
            s->actor = (uint8_t)p;
            return 0;
        }
        if (s->exchanged == 1) {
            s->phase = RV_PH_EXCHANGE_TAKE;
            s->actor = (uint8_t)p;
            return 0;
        }
        if (!rv_fountain_again(d, s, p)) return 1;
        s->turn_flags |= RV_TF_FOUNTAIN; /* Odin's Fountain: a second exchange */
        s->exchanged = 0;
    }
}

static void next_turn(const rv_data *d, rv_state *s) {
    if (rv_vp_reaches(d, s, s->current, d->vp_to_win)) { /* R§1: at the end of one's own turn */
        s->phase = RV_PH_GAME_OVER;
        s->winner = s->current;
        return;
    }
    if (d->turn_limit && s->turn + 1 >= (uint32_t)d->turn_limit) {
        s->phase = RV_PH_GAME_OVER;
        return;
    }
    s->turn++;
    s->current ^= 1;
    s->brigitta = 0;
    s->exchanged = 0;
    s->turn_flags = 0;
    s->merchant_flags = 0;
    s->station_used = 0; /* the Trading Station's purchase */
    s->turn_flags2 = 0;
    s->academy_uses = 0;
    s->prosperity_uses = 0;
    s->grove_uses = 0;
    s->sages_uses = 0;
    s->michael = 0; /* Michael not used lapses */
    s->event_now = RV_NONE;
    s->stage = RV_STG_PRE_ROLL;
}

/* One stage; returns 1 to go on, 0 when someone must act. */
static int run_stage(const rv_data *d, rv_state *s) {
    int cur = s->current, p;
    switch (s->stage) {
    case RV_STG_SETUP0:
    case RV_STG_SETUP1:
        s->phase = RV_PH_START_STACK;
        s->actor = (uint8_t)(s->stage - RV_STG_SETUP0);
        return 0;
    case RV_STG_PRE_ROLL:
        s->phase = RV_PH_PRE_ROLL;
        s->actor = (uint8_t)cur;
        return 0;
    case RV_STG_DICE:
        s->phase = RV_PH_DICE;
        s->actor = CTN_CHANCE;
        return 0;
    case RV_STG_BRIGAND:
        if ((d->eras >> RV_SET_SAGES & 1) && rv_vigilance_owner(d, s) >= 0) { /* the face turned, or not */
            s->phase = RV_PH_VIGILANCE;
            s->actor = (uint8_t)rv_vigilance_owner(d, s);
            return 0;
        }
        if (s->event_face == RV_E_BRIGAND) brigand_attack(d, s);
        if (s->event_face == RV_E_BRIGAND && (d->eras >> RV_SET_BARBARIANS & 1)) rv_baroc_ore(d, s); /* */
        s->stage = RV_STG_PRODUCTION;
        return 1;
    case RV_STG_PRODUCTION:
        production(d, s);
        s->stage = RV_STG_MARKET0;
        return 1;
    case RV_STG_MARKET0:
    case RV_STG_MARKET1:
        p = s->stage == RV_STG_MARKET0 ? cur : 1 - cur;
        s->stage++;
        rv_hook_all(d, s, p, RV_H_PRODUCTION);
        return 1;
    case RV_STG_FACE:
        event_face(d, s);
        return s->phase != RV_PH_TAKE_TYPE;
    case RV_STG_EVENT_DRAW:
        if (rv_event_known_top(s) >= 0) { /* an event put back under the top 4 */
            rv_reveal_event(d, s, rv_event_known_top(s));
            return 1;
        }
        if (rv_events_above_yule(s) == 0) { /* Yule is on top, and everyone knows it */
            rv_reveal_event(d, s, d->yule);
            return 1;
        }
        s->phase = RV_PH_EVENT;
        s->actor = CTN_CHANCE;
        return 0;
    case RV_STG_MERCHANT0:
    case RV_STG_MERCHANT1:
        p = s->stage == RV_STG_MERCHANT0 ? cur : 1 - cur;
        if (s->buys_left && rv_total(s, p, RV_GOLD) > 0) {
            s->phase = RV_PH_MERCHANT;
            s->actor = (uint8_t)p;
            return 0;
        }
        s->buys_left = 2;
        s->stage = s->stage == RV_STG_MERCHANT0 ? RV_STG_MERCHANT1 : RV_STG_ACTION;
        return 1;
    case RV_STG_FF:
    case RV_STG_FEUD: {
        int victim = 1 - s->ev_holder;
        if (s->bury != RV_NONE && rv_face_up_home(d, s, s->bury)) {
            s->faceup[s->bury >> 6] |= 1ull << (s->bury & 63); /* R§5.3: back to the face-up stack */
            s->bury = RV_NONE;
            s->bury_owner = 0;
        }
        if (s->bury != RV_NONE) {
            s->phase = RV_PH_BURY;
            s->actor = s->bury_owner;
            return 0;
        }
        if (s->stage == RV_STG_FF) {
            int n = rv_hand_count(s, victim);
            if (!s->ff_left || !n) {
                if (s->ff_left < 2 && rv_pilgrim(d, s, victim)) s->intrigue |= (uint8_t)(RV_IN_REFILL << victim); /* */
                s->stage = RV_STG_ACTION;
                return 1;
            }
            s->phase = RV_PH_FF_PICK;
            s->actor = s->ev_holder;
            return 0;
        }
        if (!s->ff_left) {
            s->stage = RV_STG_VICTIM_LIMIT;
            return 1;
        }
        uint8_t all[RV_TOWN_COLS * RV_SITES];
        int n = feud_buildings(d, s, victim, all), most = rv_feud_count(s), marie = s->ff_left == RV_FF_MARIE;
        if (n == 0) {
            s->ff_left = 0;
            if (marie) s->stage = RV_STG_ACTION;
            return 1;
        }
        if (n <= most && s->named_n < n) { /* all are named */
            memcpy(s->named, all, (size_t)n);
            s->named_n = (uint8_t)n;
        }
        if (s->named_n < most && s->named_n < n) { /* Marie: her opponent names his heroes */
            s->phase = RV_PH_FEUD_NAME;
            s->actor = marie ? (uint8_t)victim : s->ev_holder;
            return 0;
        }
        if (s->named_n == 1) {
            if (marie) rv_marie_take(d, s, s->named[0]);
            else if (s->ff_left == RV_FF_SEE) rv_abandon(d, s, victim, s->named[0]); /* discarded */
            else rv_lose_site(d, s, victim, s->named[0]);
            s->ff_left = 0;
            s->named_n = 0;
            memset(s->named, 0, sizeof s->named);
            return 1;
        }
        s->phase = RV_PH_FEUD_CHOOSE;
        s->actor = marie ? s->ev_holder : (uint8_t)victim; /* Marie's owner takes one */
        return 0;
    }
    case RV_STG_VICTIM_LIMIT: {
        int victim = 1 - s->ev_holder;
        if (rv_hand_count(s, victim) > rv_hand_limit(d, s, victim)) {
            s->phase = RV_PH_REPLENISH;
            s->actor = (uint8_t)victim;
            return 0;
        }
        s->stage = RV_STG_ACTION;
        return 1;
    }
    case RV_STG_RIOTS: /* R§7.5: the active player first */
        for (int i = 0; i < RV_PLAYERS; i++) {
            p = (cur + i) % RV_PLAYERS;
            if (s->riots >> p & 1) {
                s->phase = RV_PH_RIOTS;
                s->actor = (uint8_t)p;
                return 0;
            }
        }
        s->stage = RV_STG_ACTION;
        return 1;
    case RV_STG_ACTION:
        s->phase = RV_PH_ACTION;
        s->actor = (uint8_t)cur;
        return 0;
    case RV_STG_REPLENISH:
        if (rv_replenish_due(d, s, cur)) {
            s->phase = RV_PH_REPLENISH;
            s->actor = (uint8_t)cur;
            return 0;
        }
        s->stage = RV_STG_EXCHANGE;
        return 1;
    case RV_STG_EXCHANGE:
        if (!rv_exchange_step(d, s, cur)) return 0;
        s->stage = RV_STG_END;
        return 1;
    case RV_STG_END:
        next_turn(d, s);
        return s->phase != RV_PH_GAME_OVER;
    case RV_STG_BARBARIANS: return rv_barbarian_stage(d, s); /* */
    case RV_STG_INSURRECTION: return rv_insurrection_stage(s); /* */
    case RV_STG_PREPARE:
    case RV_STG_PREP_FILL0:
    case RV_STG_PREP_FILL1: return rv_tourney_stage(d, s);
    default: return 0;
    }
}

/* R§1: a theme game is won the moment the active player has the points, in his own turn. */
static int won_in_turn(const rv_data *d, rv_state *s) {
    if (d->mode == RV_MODE_INTRO || s->stage < RV_STG_PRE_ROLL || s->stage >= RV_STG_PREPARE) return 0;
    if (!rv_vp_reaches(d, s, s->current, d->vp_to_win)) return 0;
    s->phase = RV_PH_GAME_OVER;
    s->winner = s->current;
    return 1;
}

void rv_abandon(const rv_data *d, rv_state *s, int p, int x) {
    int c = rv_site_card(s, p, x);
    rv_unlay(s, p, x);
    if (rv_face_up_home(d, s, c)) s->faceup[c >> 6] |= 1ull << (c & 63);
    else rv_discard_add(d, s, p, c);
}

void rv_continue(const rv_data *d, rv_state *s) {
    while (s->phase != RV_PH_GAME_OVER) {
        if (s->draws_left) { /* R§5.1: the top card; chance while the top part is unordered */
            rv_stack *k = &s->stacks[s->draw_stack];
            if (!k->n) {
                s->draws_left = 0;
                continue;
            }
            if (k->hidden) {
                s->phase = RV_PH_DRAW;
                s->actor = CTN_CHANCE;
                return;
            }
            int c = k->card[0];
            rv_stack_remove(s, s->draw_stack, c);
            rv_hand_add(s, s->draw_for, c);
            s->draws_left--;
            continue;
        }
        if (paying(s)) {
            pay_forced(s);
            if (paying(s)) {
                s->phase = RV_PH_PAY;
                s->actor = s->pay_player;
                return;
            }
        }
        if (s->after_pay) {
            if (!after_payment(d, s)) return;
            continue;
        }
        if (s->gains_n) {
            uint32_t cand = rv_gain_candidates(s);
            if (__builtin_popcount(cand) > 1) {
                s->phase = RV_PH_GAIN;
                s->actor = s->gains[0].player;
                return;
            }
            if (cand) rv_gain_at(s, __builtin_ctz(cand));
            else {
                memmove(&s->gains[0], &s->gains[1], sizeof s->gains[0] * (size_t)(RV_GAIN_QUEUE - 1));
                s->gains_n--;
                memset(&s->gains[s->gains_n], 0, sizeof s->gains[0]);
            }
            continue;
        }
        int pc = rv_pending_choice(d, s);
        if (pc < 0) continue;
        if (!pc) return;
        if (won_in_turn(d, s)) break;
        if (!run_stage(d, s)) return;
    }
    s->actor = RV_NONE;
}
