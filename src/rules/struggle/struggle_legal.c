/* struggle_legal.c — who acts, the legal actions of each phase (§4–§6) and the chance outcomes
 * with their weights (§9): deck draws by the deck's contents, blind draws by the victim's hand,
 * city events by the events still hidden. */
#include "struggle_internal.h"

static int owns(const st_state *s, int p, int e) { return (s->expansions[p] >> e) & 1u; }

ctn_actors st_actors(const ctn_game *g, const ctn_state *state) {
    const st_state *s = (const st_state *)state;
    switch (s->phase) {
    case ST_PHASE_GAME_OVER: return 0;
    case ST_PHASE_DECK_DRAW:
    case ST_PHASE_PLAYER_DRAW:
    case ST_PHASE_GUILD_STEAL:
    case ST_PHASE_EVENT:
    case ST_PHASE_REFILL:
    case ST_PHASE_DRAW: return CTN_CHANCE_BIT;
    case ST_PHASE_DISCARD: {
        ctn_actors a = 0;
        for (int p = 0; p < g->num_players; p++)
            if (s->discard_owed[p]) a |= 1u << p;
        return a;
    }
    default: return 1u << s->actor;
    }
}

/* ---- chance ---- */

static int weighted(const uint8_t *counts, int type, ctn_action *out, uint32_t *w) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (counts[r]) {
            out[n] = ST_ACT(type, r, 0);
            w[n++] = counts[r];
        }
    return n;
}

static uint32_t choose(int n, int k) {
    uint32_t c = 1;
    for (int i = 1; i <= k; i++) c = c * (uint32_t)(n - k + i) / (uint32_t)i;
    return c;
}

/* Every way to draw `k` cards from the deck, weighted by the number of card sets giving it:
 * the product over resources of (cards of it in the deck choose cards of it drawn). */
static int draw_sets(const uint8_t *deck, int k, ctn_action *out, uint32_t *w) {
    int n = 0;
    uint8_t c[CTN_RESOURCE_COUNT];
    for (c[0] = 0; c[0] <= deck[0] && c[0] <= k; c[0]++)
        for (c[1] = 0; c[1] <= deck[1] && c[0] + c[1] <= k; c[1]++)
            for (c[2] = 0; c[2] <= deck[2] && c[0] + c[1] + c[2] <= k; c[2]++)
                for (c[3] = 0; c[3] <= deck[3] && c[0] + c[1] + c[2] + c[3] <= k; c[3]++) {
                    int rest = k - c[0] - c[1] - c[2] - c[3];
                    if (rest > deck[4]) continue;
                    c[4] = (uint8_t)rest;
                    uint32_t weight = 1;
                    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) weight *= choose(deck[r], c[r]);
                    out[n] = ctn_struggle_draw_set(c);
                    w[n++] = weight;
                }
    return n;
}

int st_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w) {
    (void)g;
    const st_state *s = (const st_state *)state;
    switch (s->phase) {
    case ST_PHASE_DRAW: return draw_sets(s->deck, s->draw_now, out, w);
    case ST_PHASE_DECK_DRAW:
    case ST_PHASE_REFILL: return weighted(s->deck, ST_A_DRAW, out, w);
    case ST_PHASE_PLAYER_DRAW:
    case ST_PHASE_GUILD_STEAL: return weighted(s->hand[s->victim], ST_A_DRAW_FROM, out, w);
    case ST_PHASE_EVENT: {
        int n = 0;
        for (int e = 0; e < ST_EVENT_COUNT; e++)
            if (s->events_hidden[e]) {
                out[n] = ST_ACT(ST_A_EVENT, e, 0);
                w[n++] = s->events_hidden[e];
            }
        return n;
    }
    default: return 0;
    }
}

/* Draws k cards one by one: the same distribution as the weighted sets of draw_sets. */
static ctn_action sample_draw_set(const st_state *s, ctn_rng *rng) {
    uint8_t deck[CTN_RESOURCE_COUNT], drawn[CTN_RESOURCE_COUNT] = {0};
    memcpy(deck, s->deck, sizeof deck);
    int total = st_total(deck);
    for (int k = 0; k < s->draw_now; k++, total--) {
        int pick = (int)ctn_rng_below(rng, (uint32_t)total), r = 0;
        while (pick >= deck[r]) pick -= deck[r++];
        deck[r]--;
        drawn[r]++;
    }
    return ctn_struggle_draw_set(drawn);
}

/* The same distribution as st_chance_outcomes, drawn directly. */
ctn_action st_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng) {
    (void)g;
    const st_state *s = (const st_state *)state;
    if (s->phase == ST_PHASE_DRAW) return sample_draw_set(s, rng);
    const uint8_t *counts;
    int type, n = CTN_RESOURCE_COUNT;
    switch (s->phase) {
    case ST_PHASE_EVENT: counts = s->events_hidden, type = ST_A_EVENT, n = ST_EVENT_COUNT; break;
    case ST_PHASE_PLAYER_DRAW:
    case ST_PHASE_GUILD_STEAL: counts = s->hand[s->victim], type = ST_A_DRAW_FROM; break;
    default: counts = s->deck, type = ST_A_DRAW; break;
    }
    int total = 0;
    for (int i = 0; i < n; i++) total += counts[i];
    int pick = (int)ctn_rng_below(rng, (uint32_t)total), i = 0;
    while (pick >= counts[i]) pick -= counts[i++];
    return ST_ACT(type, i, 0);
}

/* ---- the trade phase (§4.1) ---- */

static int gen_guild(const st_data *d, const st_state *s, int p, ctn_action *out) {
    if (!owns(s, p, ST_EXP_GUILD) || s->guild_used) return 0;
    int n = 0;
    for (unsigned t = st_guild_targets(d, s, p); t; t &= t - 1) out[n++] = ST_ACT(ST_A_GUILD, __builtin_ctz(t), 0);
    return n;
}

static int gen_trades(const st_data *d, const st_state *s, int p, ctn_action *out) {
    int n = 0;
    out[n++] = ST_ACT(ST_A_END_TRADE, 0, 0);
    n += gen_guild(d, s, p, out + n);
    if (!s->trades_left) return n;
    const uint8_t *h = s->hand[p];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (h[r]) out[n++] = ST_ACT(ST_A_TRADE_DECK, r, 0);
    if (s->deck_only) return n;
    unsigned held = 0, offered = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        held |= (unsigned)(h[r] != 0) << r;
        offered |= (unsigned)(s->market[r] != 0) << r;
    }
    for (unsigned ts = offered; ts; ts &= ts - 1) {
        int t = __builtin_ctz(ts);
        for (unsigned rs = held & ~(1u << t); rs; rs &= rs - 1) out[n++] = ST_ACT(ST_A_TRADE_MARKET, t, __builtin_ctz(rs));
    }
    for (int q = 0; q < s->num_players; q++) {
        if (q == p || st_hand_count(s, q) == 0) continue;
        out[n++] = ST_ACT(ST_A_TRADE_PLAYER, q, 0);
        if (owns(s, p, ST_EXP_LIBRARY) && !s->library_used) out[n++] = ST_ACT(ST_A_LIBRARY, q, 0);
    }
    return n;
}

static int gen_cards(const uint8_t *counts, int type, ctn_action *out) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (counts[r]) out[n++] = ST_ACT(type, r, 0);
    return n;
}

/* ---- the build phase (§4.2) ---- */

static int can_build(const st_data *d, const st_state *s, int p, int kind) {
    if (s->built & (1u << kind)) return 0;
    switch (kind) {
    case ST_BUILD_ROAD: return s->road_supply > 0 || st_victim(d, s, p, 0) >= 0;
    case ST_BUILD_KNIGHT: return s->knight_supply > 0 || st_victim(d, s, p, 1) >= 0;
    case ST_BUILD_SETTLEMENT: return s->settlement_supply > 0;
    case ST_BUILD_CITY: return s->settlements[p] > 0;
    default: return s->cities[p] > 0;
    }
}

static int gen_builds(const st_data *d, const st_state *s, int p, ctn_action *out) {
    int n = 0;
    out[n++] = ST_ACT(ST_A_END_BUILD, 0, 0);
    n += gen_guild(d, s, p, out + n);
    for (int kind = 0; kind < ST_BUILD_COUNT; kind++) {
        if (!can_build(d, s, p, kind) || !st_affordable(s->hand[p], ctn_struggle_costs[kind])) continue;
        if (kind != ST_BUILD_EXPANSION) {
            out[n++] = ST_ACT(ST_A_BUILD, kind, 0);
            continue;
        }
        for (int e = 0; e < ST_EXP_COUNT; e++)
            if (s->expansion_supply[e] && !owns(s, p, e)) out[n++] = ST_ACT(ST_A_BUILD, kind, e);
    }
    return n;
}

/* §8: every distinct way to pay for the build chosen. */
static int gen_payments(const st_state *s, int p, ctn_action *out) {
    uint8_t pays[ST_MAX_PAYMENTS][CTN_RESOURCE_COUNT];
    int n = st_payments(s->hand[p], ctn_struggle_costs[s->paying], pays, ST_MAX_PAYMENTS);
    for (int i = 0; i < n; i++) out[i] = ctn_struggle_pay_action(pays[i]);
    return n;
}

/* §5: one card at a time, in resource order, while the later resources still cover the debt. */
static int gen_discards(const st_state *s, int p, ctn_action *out) {
    const uint8_t *h = s->hand[p];
    int owed = s->discard_owed[p], n = 0, from_here = 0;
    for (int r = CTN_RESOURCE_COUNT - 1; r >= s->discard_floor[p]; r--) {
        from_here += h[r];
        if (h[r] && from_here >= owed) out[n++] = ST_ACT(ST_A_DISCARD, r, 0);
    }
    return n;
}

int st_legal_actions(const ctn_game *g, const ctn_state *state, int p, unsigned flags, ctn_action *out) {
    (void)flags;
    const st_state *s = (const st_state *)state;
    if ((unsigned)p >= (unsigned)g->num_players) return 0;
    if (s->phase == ST_PHASE_DISCARD) return s->discard_owed[p] ? gen_discards(s, p, out) : 0;
    if (p != s->actor) return 0;
    switch (s->phase) {
    case ST_PHASE_TRADE: return gen_trades(st_data_of(g), s, p, out);
    case ST_PHASE_LIBRARY_TAKE: return gen_cards(s->hand[s->victim], ST_A_TAKE, out);
    case ST_PHASE_GIVE: return gen_cards(s->hand[p], ST_A_GIVE, out);
    case ST_PHASE_BUILD: return gen_builds(st_data_of(g), s, p, out);
    case ST_PHASE_PAY: return gen_payments(s, p, out);
    case ST_PHASE_DIRECTION:
        out[0] = ST_ACT(ST_A_FLIP_DIRECTION, 0, 0);
        out[1] = ST_ACT(ST_A_KEEP_DIRECTION, 0, 0);
        return 2;
    case ST_PHASE_MARKET_DAY: {
        int n = gen_cards(s->market, ST_A_MARKET_TAKE, out);
        out[n++] = ST_ACT(ST_A_MARKET_PASS, 0, 0);
        return n;
    }
    default: return 0;
    }
}
