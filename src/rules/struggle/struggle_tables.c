/* struggle_tables.c — lookup tables for the fast generator: the points of each set of expansions
 * (per game), and, built once per process and copied into each game, packed affordability terms,
 * the deck and market trades listed for each set of resources held, the player trades for each
 * set of players, and the payment lists. They hold nothing a state could change, so states stay
 * primary-only;
 * each table entry is what the plain computation gives (tests compare every list with the oracle).
 */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "struggle_internal.h"

/* Affordability, packed: one byte lane per build kind. A payment exists exactly when the cards
 * missing are at most the triples held beyond the cost (st_affordable), i.e. when the sum over
 * resources of (triples beyond the cost, or minus the cards missing) is >= 0. Each resource adds
 * its term plus a bias (28 for the first resource, 25 for the others: 128 in all) to every lane,
 * so a lane ends with its high bit set exactly when the sum is >= 0. The terms lie in -3..10 and
 * their sum in -5..50, so no lane overflows into the next. */
static void afford_init(st_data *d) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        for (int count = 0; count <= UINT8_MAX; count++) {
            int h = count < ST_AFFORD_CLIP ? count : ST_AFFORD_CLIP;
            uint64_t packed = 0;
            for (int k = 0; k < ST_BUILD_COUNT; k++) {
                int c = ctn_struggle_costs[k][r];
                int term = h >= c ? (h - c) / 3 : h - c;
                packed |= (uint64_t)(uint8_t)((r == 0 ? 28 : 25) + term) << (8 * k);
            }
            d->afford[r][count] = packed;
        }
}

/* Deck trades in resource order, and market trades taking `t` in the order of the resource given,
 * for every set of resources held (with how many there are for each t); unused entries stay zero. */
static void trades_init(st_data *d) {
    for (unsigned held = 0; held < (1u << CTN_RESOURCE_COUNT); held++) {
        int n = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            if ((held >> r) & 1u) d->deck_trades[held][n++] = ST_ACT(ST_A_TRADE_DECK, r, 0);
        for (int t = 0; t < CTN_RESOURCE_COUNT; t++) {
            n = 0;
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
                if (r != t && ((held >> r) & 1u)) d->market_trades[t][held][n++] = ST_ACT(ST_A_TRADE_MARKET, t, r);
            d->market_sizes[held] |= (uint64_t)n << (8 * t);
        }
    }
}

/* Player trades (§4.1) with each set of players, in seat order, each followed by the library's
 * pick from the same player when the library may be used, and the merchant guild's thefts (§6)
 * from each set in seat order; unused entries stay zero. */
static void player_trades_init(st_data *d) {
    for (unsigned players = 0; players < (1u << ST_MAX_PLAYERS); players++)
        for (int q = 0, n = 0; q < ST_MAX_PLAYERS; q++)
            if ((players >> q) & 1u) d->guild_thefts[players][n++] = ST_ACT(ST_A_GUILD, q, 0);
    for (int library = 0; library < 2; library++)
        for (unsigned players = 0; players < (1u << ST_MAX_PLAYERS); players++) {
            ctn_action *out = d->player_trades[library][players];
            int n = 0;
            for (int q = 0; q < ST_MAX_PLAYERS; q++) {
                if (!((players >> q) & 1u)) continue;
                out[n++] = ST_ACT(ST_A_TRADE_PLAYER, q, 0);
                if (library) out[n++] = ST_ACT(ST_A_LIBRARY, q, 0);
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

/* What a count of h cards of resource r adds to a hand's summary (st_payment_list): bit r when
 * h >= 3; min(h, 15) in the lane of r of a payment action (bit 5 + 4r); its triples, at most
 * ST_MAX_TRIPLES, from bit 32; h from bit 40. The sums of five terms stay within their fields. */
static void pay_terms_init(st_data *d) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        for (int count = 0; count <= UINT8_MAX; count++) {
            uint64_t h = (uint64_t)(count < ST_AFFORD_CLIP ? count : ST_AFFORD_CLIP);
            uint64_t triples = h / 3 < ST_MAX_TRIPLES ? h / 3 : ST_MAX_TRIPLES;
            d->pay_terms[r][count] = (uint64_t)(h >= 3) << r | (h < 15 ? h : 15) << (5 + 4 * r) | triples << 32 | h << 40;
        }
}

/* What a payment of a cost of `cards` cards asks of a hand, for the slices: the triples it uses
 * (each adds two cards to the cost's) and the resources it pays three or more of (bit r). */
static void pay_needs(ctn_action a, int cards, uint8_t *triples, uint8_t *three_or_more) {
    uint8_t paid[CTN_RESOURCE_COUNT];
    ctn_struggle_paid(a, paid);
    int total = 0;
    *three_or_more = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        total += paid[r];
        *three_or_more = (uint8_t)(*three_or_more | (paid[r] >= 3) << r);
    }
    *triples = (uint8_t)((total - cards) / 2);
}

/* The payment lists of st_payment_list. Every payment of a kind is found once, by the search from
 * a hand of 15 cards of each resource (no payment takes more of one resource); the order of the
 * search does not depend on the hand (a payment's first way to be reached is the first for every
 * hand that holds it), so each hand's list is this one with the payments it cannot make left out.
 * The slice for the resources held three times or more and a bound on the triples keeps the
 * payments that may fit such hands, in the same order; one equal to the slice with a bound one
 * lower shares its entries. */
static int pay_lists_init(st_data *d) {
    static const uint8_t plenty[CTN_RESOURCE_COUNT] = {15, 15, 15, 15, 15};
    ctn_action every[ST_MAX_PAYMENTS];
    uint8_t triples[ST_MAX_PAYMENTS], three_or_more[ST_MAX_PAYMENTS];
    int used = 0;
    for (int kind = 0; kind < ST_BUILD_COUNT; kind++) {
        int cards = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cards += ctn_struggle_costs[kind][r];
        d->cost_cards[kind] = (uint8_t)cards;
        int total = st_payment_actions(d, plenty, kind, every, ST_MAX_PAYMENTS);
        for (int i = 0; i < total; i++) pay_needs(every[i], cards, &triples[i], &three_or_more[i]);
        for (unsigned held = 0; held < (1u << CTN_RESOURCE_COUNT); held++) {
            int last_count = -1;
            for (int bound = 0; bound <= ST_MAX_TRIPLES; bound++) {
                int start = used, count = 0;
                for (int i = 0; i < total && bound <= cards; i++) { /* no payment uses more triples */
                    if (triples[i] > bound || (three_or_more[i] & ~held)) continue;
                    if (used == ST_PAY_ROOM) return -1;
                    d->pay_lists[used++] = every[i];
                    count++;
                }
                if (bound > cards || count == last_count) { /* the same list as the bound below */
                    used = start;
                    d->pay_slice[kind][held][bound] = d->pay_slice[kind][held][bound - 1];
                } else {
                    d->pay_slice[kind][held][bound] = (uint32_t)start | (uint32_t)count << 16;
                }
                last_count = count;
            }
        }
    }
    return 0;
}

/* The tables from afford to pay_terms depend on nothing of a game (the costs, the resources, the
 * seats): they are built once per process, into a template that every game copies. */
enum {
    TABLES_FROM = offsetof(st_data, afford),
    TABLES_SIZE = offsetof(st_data, pay_terms) + sizeof(((st_data *)0)->pay_terms) - TABLES_FROM
};
static st_data *tables_template;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void tables_build(void) {
    st_data *t = calloc(1, sizeof *t);
    if (!t) return;
    afford_init(t);
    trades_init(t);
    player_trades_init(t);
    subst_init(t);
    pay_terms_init(t);
    if (pay_lists_init(t) != 0) {
        free(t);
        return;
    }
    tables_template = t;
}

int st_tables_init(st_data *d) {
    for (unsigned set = 0; set < (1u << ST_EXP_COUNT); set++) {
        int vp = 0;
        for (int e = 0; e < ST_EXP_COUNT; e++)
            if ((set >> e) & 1u) vp += d->expansion_vp[e];
        d->vp_of_expansions[set] = (uint8_t)vp;
    }
    pthread_once(&tables_once, tables_build);
    if (!tables_template) return -1;
    memcpy((char *)d + TABLES_FROM, (const char *)tables_template + TABLES_FROM, TABLES_SIZE);
    return 0;
}

unsigned st_affordable_kinds(const st_data *d, const uint8_t *hand) {
    uint64_t sum = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) sum += d->afford[r][hand[r]];
    uint64_t high = (sum & 0x8080808080ull) >> 7;
    const uint64_t gather = (1ull << 32) | (1ull << 25) | (1ull << 18) | (1ull << 11) | (1ull << 4);
    return (unsigned)((high * gather) >> 32) & 31u;
}
