/* struggle_check.c — the invariant check run after every action in debug builds: every resource
 * card and building card accounted for exactly once, hidden events matching unturned settlements,
 * the market at 5 whenever cards exist to fill it, phase fields in range, and the game's lookup
 * tables agreeing with the plain computations they replace (the payment lists with the search). */
#include <stdarg.h>
#include <stdio.h>

#include "struggle_internal.h"

void ctn_struggle_derive(const ctn_game *g, ctn_struggle_state *s) {
    (void)g;
    (void)s; /* every field is primary: nothing to recompute */
}

typedef struct {
    char *msg;
    size_t cap;
    int failed;
} report;

static void fail(report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(report *r, const char *fmt, ...) {
    if (!r->failed && r->cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->msg, r->cap, fmt, ap);
        va_end(ap);
    }
    r->failed = 1;
}

static void check_resources(const st_data *d, const st_state *s, report *r) {
    for (int res = 0; res < CTN_RESOURCE_COUNT; res++) {
        int total = s->deck[res] + s->discard[res] + s->market[res];
        for (int p = 0; p < s->num_players; p++) total += s->hand[p][res];
        if (total != d->resources[res])
            fail(r, "%s: %d cards accounted for, not %d", ctn_resource_name(res), total, d->resources[res]);
    }
    if (st_total(s->market) > ST_MARKET_SIZE) fail(r, "market holds %d cards", st_total(s->market));
}

static void check_buildings(const st_data *d, const st_state *s, report *r) {
    int roads = s->road_supply, knights = s->knight_supply, towns = s->settlement_supply, unturned = s->settlement_supply;
    int owners[ST_EXP_COUNT] = {0};
    for (int p = 0; p < s->num_players; p++) {
        roads += s->roads[p];
        knights += s->knights[p];
        int exps = __builtin_popcount(s->expansions[p]);
        towns += s->settlements[p] + s->cities[p] + exps;
        unturned += s->settlements[p];
        for (int e = 0; e < ST_EXP_COUNT; e++) owners[e] += (s->expansions[p] >> e) & 1;
    }
    if (roads != d->roads) fail(r, "%d road cards, not %d", roads, d->roads);
    if (knights != d->knights) fail(r, "%d knight cards, not %d", knights, d->knights);
    if (towns != d->settlements) fail(r, "%d settlement cards, not %d", towns, d->settlements);
    int hidden = s->events_hidden[0] + s->events_hidden[1];
    /* during ST_PHASE_EVENT the city is built but its event is not yet turned up */
    if (hidden != unturned + (s->phase == ST_PHASE_EVENT))
        fail(r, "%d hidden events for %d unturned settlement cards", hidden, unturned);
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (owners[e] + s->expansion_supply[e] != d->expansions[e])
            fail(r, "expansion %s: %d cards, not %d", ctn_struggle_expansion_name(e), owners[e] + s->expansion_supply[e],
                 d->expansions[e]);
}

static void check_turn(const ctn_game *g, const st_state *s, report *r) {
    if (s->phase >= ST_PHASE_COUNT) fail(r, "bad phase %d", s->phase);
    if (s->current >= g->num_players || s->actor >= g->num_players) fail(r, "bad current or actor");
    for (int p = 0; p < g->num_players; p++)
        if (s->discard_owed[p] && (s->phase != ST_PHASE_DISCARD || s->discard_owed[p] > st_total(s->hand[p])))
            fail(r, "player %d owes a discard outside the discard phase or more than he holds", p);
    if (s->phase == ST_PHASE_GAME_OVER && s->winner != ST_NOBODY &&
        st_vp(st_data_of(g), s, s->winner) < st_data_of(g)->vp_to_win)
        fail(r, "winner %d has too few points", s->winner);
}

/* In the pay phase: the payments filtered from the game's table against those of the search. */
static void check_payments(const st_data *d, const st_state *s, report *r) {
    if (s->phase != ST_PHASE_PAY) return;
    ctn_action fast[ST_MAX_PAYMENTS], searched[ST_MAX_PAYMENTS];
    const uint8_t *hand = s->hand[s->actor];
    int n = st_payment_list(d, hand, s->paying, fast);
    if (n != st_payment_actions(d, hand, s->paying, searched, ST_MAX_PAYMENTS) ||
        memcmp(fast, searched, (size_t)n * sizeof fast[0]) != 0)
        fail(r, "the payments for the %s by table differ from the search", ctn_struggle_build_name(s->paying));
}

/* The game's lookup tables (struggle_tables.c) and packed computations against the plain ones:
 * the payments being chosen against the search, the stacks open to taking by bytes against a walk
 * over the seats, and for every player affordability by the packed table against the count of
 * missing cards and triples and points by the expansion table against the sum over expansions. */
static void check_tables(const st_data *d, const st_state *s, report *r) {
    check_payments(d, s, r);
    unsigned roads = 0, knights = 0;
    for (int q = 0; q < s->num_players; q++) {
        int walled = (s->expansions[q] >> ST_EXP_CITY_WALL) & 1, churched = (s->expansions[q] >> ST_EXP_CHURCH) & 1;
        roads |= (unsigned)(s->roads[q] > (walled ? ST_WALL_GUARDS : 0)) << q;
        knights |= (unsigned)(s->knights[q] > (churched ? ST_CHURCH_GUARDS : 0)) << q;
    }
    if (st_takeable_seats(s, 0) != roads || st_takeable_seats(s, 1) != knights)
        fail(r, "stacks open to taking: roads %#x, knights %#x by bytes; %#x, %#x by seat", st_takeable_seats(s, 0),
             st_takeable_seats(s, 1), roads, knights);
    for (int p = 0; p < s->num_players; p++) {
        unsigned plain = 0;
        for (int k = 0; k < ST_BUILD_COUNT; k++) plain |= (unsigned)st_affordable(s->hand[p], ctn_struggle_costs[k]) << k;
        if (st_affordable_kinds(d, s->hand[p]) != plain)
            fail(r, "player %d: affordable kinds %#x by table, %#x by count", p, st_affordable_kinds(d, s->hand[p]), plain);
        int vp = s->settlements[p] + 2 * s->cities[p] + st_b_sides(s->roads[p]) + st_b_sides(s->knights[p]);
        for (int e = 0; e < ST_EXP_COUNT; e++)
            if ((s->expansions[p] >> e) & 1u) vp += d->expansion_vp[e];
        if (st_vp(d, s, p) != vp) fail(r, "player %d: %d points by table, %d by sum", p, st_vp(d, s, p), vp);
    }
}

int st_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap) {
    const st_state *s = (const st_state *)state;
    report r = {msg, cap, 0};
    if (cap) msg[0] = 0;
    if (s->viewer != ST_NOBODY) return 0;
    check_resources(st_data_of(g), s, &r);
    check_buildings(st_data_of(g), s, &r);
    check_turn(g, s, &r);
    check_tables(st_data_of(g), s, &r);
    if (s->pad[0] | s->pad[1]) fail(&r, "padding bytes set"); /* the hash leaves them out */
    return r.failed;
}
