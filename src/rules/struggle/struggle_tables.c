/* struggle_tables.c — lookup tables built once per game for the fast generator: the points of
 * each set of expansions, packed affordability terms, and the deck and market trades listed for
 * each set of resources held. They hold nothing a state could change, so states stay primary-only;
 * each table entry is what the plain computation gives (tests compare every list with the oracle).
 */
#include "struggle_internal.h"

/* Affordability, packed: one byte lane per build kind. A payment exists exactly when the cards
 * missing are at most the triples held beyond the cost (st_affordable), i.e. when the sum over
 * resources of (triples beyond the cost, or minus the cards missing) is >= 0. Each resource adds
 * its term plus a bias (28 for the first resource, 25 for the others: 128 in all) to every lane,
 * so a lane ends with its high bit set exactly when the sum is >= 0. The terms lie in -3..10 and
 * their sum in -5..50, so no lane overflows into the next. */
static void afford_init(st_data *d) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        for (int h = 0; h <= ST_AFFORD_CLIP; h++) {
            uint64_t packed = 0;
            for (int k = 0; k < ST_BUILD_COUNT; k++) {
                int c = ctn_struggle_costs[k][r];
                int term = h >= c ? (h - c) / 3 : h - c;
                packed |= (uint64_t)(uint8_t)((r == 0 ? 28 : 25) + term) << (8 * k);
            }
            d->afford[r][h] = packed;
        }
}

/* Deck trades in resource order, and market trades taking `t` in the order of the resource given,
 * for every set of resources held; unused entries stay zero. */
static void trades_init(st_data *d) {
    for (unsigned held = 0; held < (1u << CTN_RESOURCE_COUNT); held++) {
        int n = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            if ((held >> r) & 1u) d->deck_trades[held][n++] = ST_ACT(ST_A_TRADE_DECK, r, 0);
        for (int t = 0; t < CTN_RESOURCE_COUNT; t++) {
            n = 0;
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
                if (r != t && ((held >> r) & 1u)) d->market_trades[t][held][n++] = ST_ACT(ST_A_TRADE_MARKET, t, r);
        }
    }
}

/* The substitutions of each cost: every k with 0 <= k[r] <= cost[r], counted like an odometer whose
 * last resource turns fastest. */
static void subst_init(st_data *d) {
    for (int kind = 0; kind < ST_BUILD_COUNT; kind++) {
        const uint8_t *cost = ctn_struggle_costs[kind];
        uint8_t k[CTN_RESOURCE_COUNT] = {0};
        int n = 0;
        for (;;) {
            uint32_t packed = 0, total = 0;
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++) packed |= (uint32_t)k[r] << (4 * r), total += k[r];
            d->subst[kind][n++] = packed | total << 20;
            if (n == ST_MAX_SUBST) break; /* never with the costs of the game (16 at most) */
            int r = CTN_RESOURCE_COUNT - 1;
            while (r >= 0 && k[r] == cost[r]) k[r--] = 0;
            if (r < 0) break;
            k[r]++;
        }
        d->num_subst[kind] = (uint8_t)n;
    }
}

void st_tables_init(st_data *d) {
    for (unsigned set = 0; set < (1u << ST_EXP_COUNT); set++) {
        int vp = 0;
        for (int e = 0; e < ST_EXP_COUNT; e++)
            if ((set >> e) & 1u) vp += d->expansion_vp[e];
        d->vp_of_expansions[set] = (uint8_t)vp;
    }
    afford_init(d);
    trades_init(d);
    subst_init(d);
}

unsigned st_affordable_kinds(const st_data *d, const uint8_t *hand) {
    uint64_t sum = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) sum += d->afford[r][hand[r] < ST_AFFORD_CLIP ? hand[r] : ST_AFFORD_CLIP];
    uint64_t high = (sum & 0x8080808080ull) >> 7;
    const uint64_t gather = (1ull << 32) | (1ull << 25) | (1ull << 18) | (1ull << 11) | (1ull << 4);
    return (unsigned)((high * gather) >> 32) & 31u;
}
