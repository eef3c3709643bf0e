/* env_struggle.c — the observation and action space of The Struggle for Catan (the card game,
 * 2-6 players). The observation is encoded from the seat's view (ctn_game_observe), the layout is
 * docs/environments.md's; keep the two in step. Seats are relative to the observer. */
#include <assert.h>
#include <string.h>

#include "catan/struggle.h"
#include "env_internal.h"

/* Action-space sections, in order (docs/environments.md): single ids, then per-resource
 * sections, then per-seat sections (P ids each), the builds (kind * 6 + expansion) and the
 * payments (the index of the payment in the engine's fixed list for the build and the hand). */
enum {
    SA_END_TRADE = 0,
    SA_END_BUILD,
    SA_FLIP,
    SA_KEEP,
    SA_MARKET_PASS,
    SA_TRADE_DECK,                                        /* + resource discarded */
    SA_TRADE_MARKET = SA_TRADE_DECK + CTN_RESOURCE_COUNT, /* + taken * 5 + given */
    SA_TAKE = SA_TRADE_MARKET + CTN_RESOURCE_COUNT * CTN_RESOURCE_COUNT,
    SA_GIVE = SA_TAKE + CTN_RESOURCE_COUNT,
    SA_MARKET_TAKE = SA_GIVE + CTN_RESOURCE_COUNT,
    SA_DISCARD = SA_MARKET_TAKE + CTN_RESOURCE_COUNT,
    SA_BUILD = SA_DISCARD + CTN_RESOURCE_COUNT, /* + kind * ST_EXP_COUNT + expansion */
    SA_SEATS = SA_BUILD + ST_BUILD_COUNT * ST_EXP_COUNT, /* then P each: trade, library, guild */
    SA_PAY_SLOTS = 512 /* payments of one build (the engine lists at most 512) */
};

static int pay_base(int P) {
    return SA_SEATS + 3 * P;
}

static int struggle_action_count(const ctn_game *g) {
    return pay_base(g->num_players) + SA_PAY_SLOTS;
}

static int rel(int p, int seat, int P) {
    return (p - seat + P) % P;
}

/* The id of a non-payment action; -1 for payments and chance. */
static int simple_id(int P, int seat, ctn_action a) {
    int a0 = ST_ACT_ARG0(a), a1 = ST_ACT_ARG1(a), seats = SA_SEATS;
    switch (ST_ACT_TYPE(a)) {
    case ST_A_END_TRADE: return SA_END_TRADE;
    case ST_A_END_BUILD: return SA_END_BUILD;
    case ST_A_FLIP_DIRECTION: return SA_FLIP;
    case ST_A_KEEP_DIRECTION: return SA_KEEP;
    case ST_A_MARKET_PASS: return SA_MARKET_PASS;
    case ST_A_TRADE_DECK: return SA_TRADE_DECK + a0;
    case ST_A_TRADE_MARKET: return SA_TRADE_MARKET + a0 * CTN_RESOURCE_COUNT + a1;
    case ST_A_TAKE: return SA_TAKE + a0;
    case ST_A_GIVE: return SA_GIVE + a0;
    case ST_A_MARKET_TAKE: return SA_MARKET_TAKE + a0;
    case ST_A_DISCARD: return SA_DISCARD + a0;
    case ST_A_BUILD: return SA_BUILD + a0 * ST_EXP_COUNT + a1;
    case ST_A_TRADE_PLAYER: return seats + rel(a0, seat, P);
    case ST_A_LIBRARY: return seats + P + rel(a0, seat, P);
    case ST_A_GUILD: return seats + 2 * P + rel(a0, seat, P);
    default: return -1;
    }
}

static int struggle_to_id(const ctn_game *g, const ctn_state *state, int seat, ctn_action a) {
    if (ST_ACT_TYPE(a) != ST_A_PAY) return simple_id(g->num_players, seat, a);
    ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(g, state, seat, CTN_LEGAL_NO_OFFERS, list), k = 0;
    for (int i = 0; i < n; i++) {
        if (ST_ACT_TYPE(list[i]) != ST_A_PAY) continue;
        if (list[i] == a) return k < SA_PAY_SLOTS ? pay_base(g->num_players) + k : -1;
        k++;
    }
    return -1;
}

/* Payments get their place in the list (which is the engine's fixed order). */
static int struggle_mask(const ctn_game *g, const ctn_state *state, int seat,
                         const ctn_action *list, int n, uint8_t *mask, uint64_t *bits,
                         int16_t *ids) {
    (void)state;
    int P = g->num_players, count = 0, pays = 0;
    for (int i = 0; i < n; i++) {
        int id = ST_ACT_TYPE(list[i]) == ST_A_PAY
                     ? (pays < SA_PAY_SLOTS ? pay_base(P) + pays++ : -1)
                     : simple_id(P, seat, list[i]);
        count = env_mark(id, count, mask, bits, ids);
    }
    return count;
}

/* ---- observation ------------------------------------------------------------------------- */

enum {
    SO_GLOBAL = ST_PHASE_COUNT + 12 + 2 * ST_BUILD_COUNT + ST_EXP_COUNT + 3 * CTN_RESOURCE_COUNT + 3 +
                ST_EVENT_COUNT + ST_EXP_COUNT + 2 * CTN_RESOURCE_COUNT, /* plus 3P one-hots */
    SO_PER_PLAYER = 10 + ST_EXP_COUNT
};

static int struggle_obs_size(const ctn_game *g) {
    int P = g->num_players;
    return SO_GLOBAL + 3 * P + SO_PER_PLAYER * P;
}

static int seat_hot(int p, int seat, int P) {
    return p < P ? rel(p, seat, P) : -1;
}

static uint8_t *put_counts(uint8_t *o, const uint8_t *v, int n) {
    memcpy(o, v, (size_t)n);
    return o + n;
}

static void struggle_encode(const ctn_game *g, const ctn_state *state, int seat, unsigned parts,
                            uint64_t *cache, uint8_t *obs) {
    (void)parts, (void)cache;
    ctn_struggle_state v;
    ctn_game_observe(g, state, seat, (ctn_state *)&v);
    int P = g->num_players;
    uint8_t *o = env_one_hot(obs, ST_PHASE_COUNT, v.phase);
    o = env_one_hot(o, P, seat_hot(v.current, seat, P));
    o = env_one_hot(o, P, seat_hot(v.actor, seat, P));
    o = env_one_hot(o, P, seat_hot(v.victim, seat, P));
    *o++ = v.direction;
    *o++ = v.trades_left;
    *o++ = v.deck_only;
    *o++ = v.library_used;
    *o++ = v.guild_used;
    *o++ = v.draws_left;
    *o++ = v.market_next;
    *o++ = v.hidden_deck;
    *o++ = env_u8((int)v.turn);
    *o++ = (uint8_t)(ctn_game_actors(g, state) >> seat & 1);
    *o++ = v.discard_owed[seat];
    *o++ = v.discard_floor[seat];
    for (int k = 0; k < ST_BUILD_COUNT; k++) *o++ = (uint8_t)(v.built >> k & 1);
    int paying = v.phase == ST_PHASE_PAY;
    o = env_one_hot(o, ST_BUILD_COUNT, paying ? v.paying : -1);
    o = env_one_hot(o, ST_EXP_COUNT, paying && v.paying == ST_BUILD_EXPANSION ? v.paying_expansion : -1);
    o = put_counts(o, v.discard, CTN_RESOURCE_COUNT);
    o = put_counts(o, v.market, CTN_RESOURCE_COUNT);
    o = put_counts(o, v.hand[seat], CTN_RESOURCE_COUNT);
    *o++ = v.road_supply;
    *o++ = v.knight_supply;
    *o++ = v.settlement_supply;
    o = put_counts(o, v.events_hidden, ST_EVENT_COUNT);
    o = put_counts(o, v.expansion_supply, ST_EXP_COUNT);
    /* the victim's hand while the library's user picks from it (shown to him only), and the
     * cost of the build being paid for */
    int shown = v.phase == ST_PHASE_LIBRARY_TAKE && v.actor == seat && v.victim < P;
    if (shown) o = put_counts(o, v.hand[v.victim], CTN_RESOURCE_COUNT);
    else memset(o, 0, CTN_RESOURCE_COUNT), o += CTN_RESOURCE_COUNT;
    if (paying && v.paying < ST_BUILD_COUNT) o = put_counts(o, ctn_struggle_costs[v.paying], CTN_RESOURCE_COUNT);
    else memset(o, 0, CTN_RESOURCE_COUNT), o += CTN_RESOURCE_COUNT;
    for (int r = 0; r < P; r++, o += SO_PER_PLAYER) {
        int p = (seat + r) % P, cards = 0;
        for (int x = 0; x < CTN_RESOURCE_COUNT; x++) cards += v.hand[p][x];
        o[0] = env_u8(p == seat || (shown && p == v.victim) ? cards : v.hidden_hand[p]);
        o[1] = v.roads[p];
        o[2] = v.knights[p];
        o[3] = v.settlements[p];
        o[4] = v.cities[p];
        o[5] = env_u8(ctn_struggle_vp(g, &v, p));
        o[6] = v.discard_owed[p];
        o[7] = v.winner == p;
        o[8] = v.current == p;
        o[9] = v.actor == p;
        for (int e = 0; e < ST_EXP_COUNT; e++) o[10 + e] = (uint8_t)(v.expansions[p] >> e & 1);
    }
    assert(o - obs == struggle_obs_size(g));
}

const env_codec env_struggle_codec = {struggle_obs_size, struggle_action_count, struggle_encode,
                                      struggle_to_id,    NULL,                  struggle_mask};
