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

/* Whether substitution vector v of `kind` (d->subst) can lead to a payment: k at least the cards
 * missing (at_least) in every resource, and K at most the triples held at all (most). */
static int usable_substitution(const st_data *d, int kind, int v, const uint8_t *at_least, int most) {
    uint32_t e = d->subst[kind][v];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if ((int)((e >> (4 * r)) & 15u) < at_least[r]) return 0;
    return (int)(e >> 20) <= most;
}

int st_payment_actions(const st_data *d, const uint8_t *hand, int kind, ctn_action *out, int cap) {
    const uint8_t *cost = ctn_struggle_costs[kind];
    if (!((st_affordable_kinds(d, hand) >> kind) & 1u) || cap < 1) return 0;
    pay_search ps;
    memset(&ps, 0, sizeof ps);
    ps.hand = hand, ps.cost = cost, ps.out = out;
    ps.cap = cap < ST_MAX_PAYMENTS ? cap : ST_MAX_PAYMENTS;
    int most = 0;                         /* the triples held at all: no greater K can be placed */
    uint8_t at_least[CTN_RESOURCE_COUNT]; /* the cards missing: the least k of each resource */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (hand[r] >= 3) ps.subs[ps.num_subs++] = (uint8_t)r;
        ps.repeats |= cost[r] >= 3;
        most += hand[r] / 3;
        at_least[r] = (uint8_t)(cost[r] > hand[r] ? cost[r] - hand[r] : 0);
    }
    uint32_t cost_packed = pack(cost);
    for (int v = 0; v < d->num_subst[kind]; v++) {
        if (!usable_substitution(d, kind, v, at_least, most)) continue;
        ps.k = d->subst[kind][v] & 0xFFFFFu;
        ps.total = (int)(d->subst[kind][v] >> 20);
        ps.base = cost_packed - ps.k;
        place_triples(&ps, 0, ps.total);
    }
    return ps.count;
}

/* The lanes of a payment action (four bits a resource from bit 5) split in two, the even
 * resources and the odd ones, so that a free bit stands above each lane: subtracting the cards paid
 * from the cards held plus that bit keeps the bit exactly when the hand holds them. */
enum {
    EVEN_LANES = 0xFu << 5 | 0xFu << 13 | 0xFu << 21,
    ODD_LANES = 0xFu << 9 | 0xFu << 17,
    EVEN_GUARDS = 1u << 9 | 1u << 17 | 1u << 25,
    ODD_GUARDS = 1u << 13 | 1u << 21
};

/* The hand summed up by the game's terms (struggle_tables.c) picks a slice of the payments that
 * may fit it; each is kept, without a branch, when the hand (each count clipped to 15, which no
 * payment exceeds) holds its cards. */
int st_payment_list(const st_data *d, const uint8_t *hand, int kind, ctn_action *out) {
    uint64_t sum = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) sum += d->pay_terms[r][hand[r]];
    unsigned triples_held = (unsigned)sum & 31u;
    int triples = (int)(sum >> 32) & 0xFF, spare = ((int)(sum >> 40) & 0xFF) - d->cost_cards[kind];
    int bound = spare < 2 * triples ? spare / 2 : triples; /* each triple used adds two cards */
    bound = bound < 0 ? 0 : bound < ST_MAX_TRIPLES ? bound : ST_MAX_TRIPLES;
    uint32_t slice = d->pay_slice[kind][triples_held][bound];
    const ctn_action *maybe = d->pay_lists + (slice & 0xFFFFu);
    int count = (int)(slice >> 16), n = 0;
    uint32_t even = ((uint32_t)sum & EVEN_LANES) | EVEN_GUARDS, odd = ((uint32_t)sum & ODD_LANES) | ODD_GUARDS;
    for (int i = 0; i < count; i++) {
        ctn_action a = maybe[i];
        uint32_t kept = ((even - (a & EVEN_LANES)) & EVEN_GUARDS) | ((odd - (a & ODD_LANES)) & ODD_GUARDS);
        out[n] = a;
        n += kept == (EVEN_GUARDS | ODD_GUARDS);
    }
    return n;
}

int st_payments(const st_data *d, const uint8_t *hand, int kind, uint8_t out[][CTN_RESOURCE_COUNT], int cap) {
    ctn_action acts[ST_MAX_PAYMENTS];
    int n = st_payment_actions(d, hand, kind, acts, cap);
    for (int i = 0; i < n; i++) ctn_struggle_paid(acts[i], out[i]);
    return n;
}

/* The first player after p, in the direction the white side points, whose card may be taken:
 * the players who may lose one form a set, and the first of them after p is found by bit
 * arithmetic rather than a walk round the table. */
int st_victim(const st_data *d, const st_state *s, int p, int knight) {
    unsigned open = st_takeable_seats(s, knight) & ~(1u << p);
    if (!open) return -1;
    /* §7: the white side points in seat order unless the option says otherwise */
    if (!(s->direction ^ d->direction_counter)) {
        unsigned after = open & ~((2u << p) - 1u); /* seats above p, else wrap to the lowest */
        return __builtin_ctz(after ? after : open);
    }
    unsigned before = open & ((1u << p) - 1u); /* seats below p, else wrap to the highest */
    return 31 - __builtin_clz(before ? before : open);
}
