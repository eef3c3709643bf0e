/* struggle_pay.c — payments with the 3-for-1 substitution (§2, §8), who loses a road or knight when
 * the supply is empty (§4.2), and the merchant guild's targets (§6). */
#include "struggle_internal.h"

/* A payment substitutes k[r] of the cost's cards of resource r and pays with s[x] triples of each
 * resource x: it pays cost[x] - k[x] + 3 s[x] cards of x. With K = the sum of k (= the sum of s),
 * triples can be matched to substituted cards of other resources exactly when s[x] + k[x] <= K for
 * every x (Hall's condition: a triple of x cannot stand in for a card of x).
 *
 * The list is in a fixed order: the substituted counts k in lexicographic order (the first cost
 * resource slowest; the game's table st_data.subst lists them), and for each the triples s in
 * lexicographic order over the resources held three times or more; a payment reached twice keeps
 * its first place. Payments are kept as actions (the counts packed by fours from bit 5,
 * ctn_struggle_pay_action), which are also the keys for de-duplication. Every count stays within
 * 0..15 (k <= cost, at most five triples stand in), so packed arithmetic never carries. */
typedef struct {
    const uint8_t *hand, *cost;
    uint32_t k; /* substituted cards, packed */
    uint8_t s[CTN_RESOURCE_COUNT];
    int total; /* K */
    uint8_t subs[CTN_RESOURCE_COUNT]; /* the resources held three times or more */
    int num_subs;
    int repeats; /* whether two searches can reach one payment (a cost of 3 cards of a kind) */
    uint32_t base; /* cost - k, packed */
    ctn_action *out;
    int count, cap;
} pay_search;

static uint32_t pack(const uint8_t *counts) {
    uint32_t packed = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) packed |= (uint32_t)counts[r] << (4 * r);
    return packed;
}

/* Adds the payment cost - k + 3 s (s packed). Only when a cost has three cards of a kind can
 * k = 3, s = t and k = 0, s = t - 1 meet (else k and s follow from the payment), so only then are
 * earlier payments searched for the same one. */
static void add_payment(pay_search *ps, uint32_t s_packed) {
    ctn_action a = ST_A_PAY | (ps->base + 3 * s_packed) << 5;
    for (int i = 0; ps->repeats && i < ps->count; i++)
        if (ps->out[i] == a) return;
    if (ps->count == ps->cap) return;
    ps->out[ps->count++] = a;
}

/* Triples that resource x can still supply: its cards not paid directly, in threes, and at most
 * K - k[x] (Hall's condition). */
static int capacity(const pay_search *ps, int x) {
    int k = (int)((ps->k >> (4 * x)) & 15u);
    int room = (ps->hand[x] - (ps->cost[x] - k)) / 3, hall = ps->total - k;
    return room < hall ? room : hall;
}

/* Spreads the `left` triples still to place over subs[i] onwards (any number of resources). */
static void place_triples(pay_search *ps, int i, int left) {
    if (left == 0) {
        add_payment(ps, pack(ps->s));
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

/* place_triples from the start, with one or two resources held three times done directly (the
 * same payments in the same order). */
static void place_all(pay_search *ps) {
    int left = ps->total;
    if (left == 0) {
        add_payment(ps, 0);
        return;
    }
    if (ps->num_subs > 2) {
        place_triples(ps, 0, left);
        return;
    }
    int x = ps->subs[0], most = capacity(ps, x);
    if (ps->num_subs == 1) {
        if (left <= most) add_payment(ps, (uint32_t)left << (4 * x));
        return;
    }
    int y = ps->subs[1], other = capacity(ps, y);
    for (int t = left - other > 0 ? left - other : 0; t <= left && t <= most; t++)
        add_payment(ps, (uint32_t)t << (4 * x) | (uint32_t)(left - t) << (4 * y));
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

/* The substitution vectors of `kind` that can lead to a payment (bit v: d->subst[kind][v]): each
 * k at least the cards missing (at_least, packed), and K at most the triples held at all. Computed
 * for all vectors without branches: k >= at_least in every field exactly when k + 8 - at_least
 * keeps every field's bit 3. */
static unsigned usable_substitutions(const st_data *d, int kind, uint32_t at_least, int most) {
    const uint32_t eights = 0x88888u;
    unsigned usable = 0;
    for (int v = 0; v < ST_MAX_SUBST; v++) {
        uint32_t k = d->subst[kind][v] & 0xFFFFFu;
        int total = (int)(d->subst[kind][v] >> 20);
        usable |= (unsigned)((total <= most) & (((k + eights - at_least) & eights) == eights)) << v;
    }
    return usable & ((1u << d->num_subst[kind]) - 1u);
}

/* The common case of one resource x held three times or more: a substitution of K cards needs
 * k[x] = 0 and K <= x's triples beyond its cost (Hall's condition), pays K triples of x, and no
 * two substitutions give one payment (K follows from x's count, then k from the others). The
 * payments are written without branches, the count advanced by whether each is real. */
static int pay_with_one(const uint8_t *hand, const uint8_t *cost, int x, const uint32_t *subst, unsigned usable,
                        uint32_t cost_packed, ctn_action *out) {
    int n = 0, spare = hand[x] - cost[x];
    for (; usable; usable &= usable - 1) {
        uint32_t e = subst[__builtin_ctz(usable)], k = e & 0xFFFFFu;
        int total = (int)(e >> 20), kx = (int)((k >> (4 * x)) & 15u);
        int room = (spare + kx) / 3, hall = total - kx;
        out[n] = ST_A_PAY | (cost_packed - k + ((uint32_t)(3 * total) << (4 * x))) << 5;
        n += (total <= room) & (total <= hall);
    }
    return n;
}

int st_payment_actions(const st_data *d, const uint8_t *hand, int kind, ctn_action *out, int cap) {
    const uint8_t *cost = ctn_struggle_costs[kind];
    if (!((st_affordable_kinds(d, hand) >> kind) & 1u) || cap < 1) return 0;
    int most = 0;          /* the triples held at all: no greater K can be placed */
    uint32_t at_least = 0; /* the cards missing, the least k of each resource, packed */
    unsigned subs = 0;     /* the resources held three times or more */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        subs |= (unsigned)(hand[r] >= 3) << r;
        most += hand[r] / 3;
        int short_by = cost[r] - hand[r];
        at_least |= (uint32_t)(short_by > 0 ? short_by : 0) << (4 * r);
    }
    uint32_t cost_packed = pack(cost);
    if (subs == 0) { /* no substitution at all: the cost itself (nothing is missing) */
        out[0] = ST_A_PAY | cost_packed << 5;
        return 1;
    }
    unsigned usable = usable_substitutions(d, kind, at_least, most);
    if ((subs & (subs - 1)) == 0 && cap >= ST_MAX_SUBST)
        return pay_with_one(hand, cost, __builtin_ctz(subs), d->subst[kind], usable, cost_packed, out);
    pay_search ps;
    memset(ps.s, 0, sizeof ps.s);
    ps.hand = hand, ps.cost = cost, ps.out = out, ps.count = 0;
    ps.cap = cap < ST_MAX_PAYMENTS ? cap : ST_MAX_PAYMENTS;
    ps.num_subs = ps.repeats = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if ((subs >> r) & 1u) ps.subs[ps.num_subs++] = (uint8_t)r;
        ps.repeats |= cost[r] >= 3;
    }
    for (; usable; usable &= usable - 1) {
        uint32_t e = d->subst[kind][__builtin_ctz(usable)];
        ps.k = e & 0xFFFFFu;
        ps.total = (int)(e >> 20);
        ps.base = cost_packed - ps.k;
        place_all(&ps);
    }
    return ps.count;
}

int st_payments(const st_data *d, const uint8_t *hand, int kind, uint8_t out[][CTN_RESOURCE_COUNT], int cap) {
    ctn_action acts[ST_MAX_PAYMENTS];
    int n = st_payment_actions(d, hand, kind, acts, cap);
    for (int i = 0; i < n; i++) ctn_struggle_paid(acts[i], out[i]);
    return n;
}

/* Whether q's top road (knight) may be taken: Church guards the bottom knight, City wall the bottom
 * three roads (§6). */
static int takeable(const st_state *s, int q, int knight) {
    if (knight) return s->knights[q] > ((s->expansions[q] >> ST_EXP_CHURCH) & 1u);
    return s->roads[q] > (((s->expansions[q] >> ST_EXP_CITY_WALL) & 1u) ? 3 : 0);
}

/* The first player after p, in the direction the white side points, whose card may be taken:
 * the players who may lose one form a set, and the first of them after p is found by bit
 * arithmetic rather than a walk round the table. */
int st_victim(const st_data *d, const st_state *s, int p, int knight) {
    unsigned open = 0;
    for (int q = 0; q < s->num_players; q++) open |= (unsigned)takeable(s, q, knight) << q;
    open &= ~(1u << p);
    if (!open) return -1;
    /* §7: the white side points in seat order unless the option says otherwise */
    if (!(s->direction ^ d->direction_counter)) {
        unsigned after = open & ~((2u << p) - 1u); /* seats above p, else wrap to the lowest */
        return __builtin_ctz(after ? after : open);
    }
    unsigned before = open & ((1u << p) - 1u); /* seats below p, else wrap to the highest */
    return 31 - __builtin_clz(before ? before : open);
}

unsigned st_guild_targets(const st_data *d, const st_state *s, int p) {
    unsigned targets = 0;
    int mine = st_vp_fast(d, s, p);
    for (int q = 0; q < s->num_players; q++)
        if (q != p && st_vp_fast(d, s, q) >= mine && st_hand_count(s, q) > 0) targets |= 1u << q;
    return targets;
}
