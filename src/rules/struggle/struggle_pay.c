/* struggle_pay.c — payments with the 3-for-1 substitution (§2, §8), who loses a road or knight when
 * the supply is empty (§4.2), and the merchant guild's targets (§6). */
#include "struggle_internal.h"

/* A payment substitutes k[r] of the cost's cards of resource r and pays with s[x] triples of each
 * resource x: it pays cost[x] - k[x] + 3 s[x] cards of x. With K = the sum of k (= the sum of s),
 * triples can be matched to substituted cards of other resources exactly when s[x] + k[x] <= K for
 * every x (Hall's condition: a triple of x cannot stand in for a card of x). */
typedef struct {
    const uint8_t *hand, *cost;
    uint8_t k[CTN_RESOURCE_COUNT], s[CTN_RESOURCE_COUNT];
    int total; /* K */
    uint8_t groups[CTN_RESOURCE_COUNT], subs[CTN_RESOURCE_COUNT]; /* resources in the cost; held 3+ */
    int num_groups, num_subs;
    uint8_t (*out)[CTN_RESOURCE_COUNT];
    uint32_t keys[ST_MAX_PAYMENTS]; /* the payments found, packed, for de-duplication */
    int count, cap;
} pay_search;

static uint32_t pack(const uint8_t *paid) {
    return (uint32_t)paid[0] | (uint32_t)paid[1] << 4 | (uint32_t)paid[2] << 8 | (uint32_t)paid[3] << 12 |
           (uint32_t)paid[4] << 16;
}

static void add_payment(pay_search *ps) {
    uint8_t paid[CTN_RESOURCE_COUNT];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) paid[r] = (uint8_t)(ps->cost[r] - ps->k[r] + 3 * ps->s[r]);
    uint32_t key = pack(paid);
    for (int i = 0; i < ps->count; i++)
        if (ps->keys[i] == key) return;
    if (ps->count == ps->cap) return;
    ps->keys[ps->count] = key;
    memcpy(ps->out[ps->count++], paid, CTN_RESOURCE_COUNT);
}

/* Triples that resource x can still supply: its cards not paid directly, in threes, and at most
 * K - k[x] (Hall's condition). */
static int capacity(const pay_search *ps, int x) {
    int room = (ps->hand[x] - (ps->cost[x] - ps->k[x])) / 3, hall = ps->total - ps->k[x];
    return room < hall ? room : hall;
}

/* Spreads the `left` triples still to place over subs[i] onwards. */
static void place_triples(pay_search *ps, int i, int left) {
    if (left == 0) {
        add_payment(ps);
        return;
    }
    if (i == ps->num_subs) return;
    int x = ps->subs[i], most = capacity(ps, x), later = 0;
    for (int j = i + 1; j < ps->num_subs; j++) later += capacity(ps, ps->subs[j]);
    for (int t = left - later > 0 ? left - later : 0; t <= left && t <= most; t++) {
        ps->s[x] = (uint8_t)t;
        place_triples(ps, i + 1, left - t);
    }
    ps->s[x] = 0;
}

/* Chooses how many cards of each cost resource groups[i] onwards are substituted. */
static void choose_substituted(pay_search *ps, int i) {
    if (i == ps->num_groups) {
        place_triples(ps, 0, ps->total);
        return;
    }
    int r = ps->groups[i];
    int lowest = ps->cost[r] > ps->hand[r] ? ps->cost[r] - ps->hand[r] : 0; /* the missing ones */
    for (int k = lowest; k <= ps->cost[r]; k++) {
        ps->k[r] = (uint8_t)k;
        ps->total += k;
        choose_substituted(ps, i + 1);
        ps->total -= k;
    }
    ps->k[r] = 0;
}

/* Counts the cards missing for the cost and the triples that the cards held beyond the cost could
 * form. A payment exists exactly when missing <= triples (substituting a card one holds frees one
 * card but costs three, so it never makes a payment possible; it does make more payments, e.g. 3
 * wool for a brick and 3 brick for a wool, so every resource held 3 times joins the search). */
static void tally(const uint8_t *hand, const uint8_t *cost, int *missing, int *triples) {
    *missing = *triples = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int surplus = hand[r] - cost[r];
        if (surplus < 0) *missing -= surplus;
        else if (surplus >= 3) *triples += surplus / 3;
    }
}

int st_affordable(const uint8_t *hand, const uint8_t *cost) {
    int missing, triples;
    tally(hand, cost, &missing, &triples);
    return missing <= triples;
}

int st_payments(const uint8_t *hand, const uint8_t *cost, uint8_t out[][CTN_RESOURCE_COUNT], int cap) {
    int missing, triples;
    tally(hand, cost, &missing, &triples);
    if (missing > triples || cap < 1) return 0;
    int any_triple = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) any_triple |= hand[r] >= 3;
    if (!any_triple) { /* no substitution at all: the cost itself (missing == 0) */
        memcpy(out[0], cost, CTN_RESOURCE_COUNT);
        return 1;
    }
    pay_search ps;
    memset(ps.k, 0, sizeof ps.k);
    memset(ps.s, 0, sizeof ps.s);
    ps.hand = hand, ps.cost = cost, ps.total = 0, ps.out = out, ps.count = 0;
    ps.cap = cap < ST_MAX_PAYMENTS ? cap : ST_MAX_PAYMENTS;
    ps.num_groups = ps.num_subs = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (cost[r]) ps.groups[ps.num_groups++] = (uint8_t)r;
        if (hand[r] >= 3) ps.subs[ps.num_subs++] = (uint8_t)r;
    }
    choose_substituted(&ps, 0);
    return ps.count;
}

int st_payment_ok(const uint8_t *hand, const uint8_t *cost, const uint8_t *paid) {
    uint8_t all[ST_MAX_PAYMENTS][CTN_RESOURCE_COUNT];
    int n = st_payments(hand, cost, all, ST_MAX_PAYMENTS);
    for (int i = 0; i < n; i++)
        if (memcmp(all[i], paid, CTN_RESOURCE_COUNT) == 0) return 1;
    return 0;
}

/* Whether q's top road (knight) may be taken: Church guards the bottom knight, City wall the bottom
 * three roads (§6). */
static int takeable(const st_state *s, int q, int knight) {
    if (knight) return s->knights[q] > ((s->expansions[q] >> ST_EXP_CHURCH) & 1u);
    return s->roads[q] > (((s->expansions[q] >> ST_EXP_CITY_WALL) & 1u) ? 3 : 0);
}

int st_victim(const st_data *d, const st_state *s, int p, int knight) {
    int n = s->num_players;
    /* §7: the white side points in seat order unless the option says otherwise */
    int step = (s->direction ^ d->direction_counter) ? n - 1 : 1;
    for (int i = 1, q = (p + step) % n; i < n; i++, q = (q + step) % n)
        if (takeable(s, q, knight)) return q;
    return -1;
}

unsigned st_guild_targets(const st_data *d, const st_state *s, int p) {
    unsigned targets = 0;
    int mine = st_vp(d, s, p);
    for (int q = 0; q < s->num_players; q++)
        if (q != p && st_vp(d, s, q) >= mine && st_hand_count(s, q) > 0) targets |= 1u << q;
    return targets;
}
