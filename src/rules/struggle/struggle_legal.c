/* struggle_legal.c — who acts, the legal actions of each phase (§4–§6) and the chance outcomes
 * with their weights (§9): deck draws by the deck's contents, blind draws by the victim's hand,
 * city events by the events still hidden. */
#include "struggle_internal.h"

_Static_assert(ST_EVENT_COUNT == 2, "st_sample_chance draws one of two events");

ctn_actors st_actors(const ctn_game *g, const ctn_state *state) {
    const st_state *s = (const st_state *)state;
    if (st_chance_phase(s->phase)) return CTN_CHANCE_BIT;
    if (s->phase == ST_PHASE_DISCARD) {
        ctn_actors a = 0;
        for (int p = 0; p < g->num_players; p++)
            if (s->discard_owed[p]) a |= 1u << p;
        return a;
    }
    return s->phase == ST_PHASE_GAME_OVER ? 0 : 1u << s->actor;
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

/* Which of five counts a pick in 0..total-1 falls in (the first whose running sum exceeds it),
 * counted without branches. */
static int pick_of_five(const uint8_t *counts, int pick) {
    int c0 = counts[0], c1 = c0 + counts[1], c2 = c1 + counts[2], c3 = c2 + counts[3];
    return (pick >= c0) + (pick >= c1) + (pick >= c2) + (pick >= c3);
}

/* Draws k cards one by one: the same distribution as the weighted sets of draw_sets, and the same
 * draws as pick_of_five on the deck left after each. The running sums of the first four counts are
 * kept in four 16-bit lanes of a register: a pick is compared with all four at once (lane j keeps
 * its high bit when pick >= sum j; the sums stay far below it), the resource drawn is how many
 * lanes do, and drawing it lowers the sums of the lanes that did not. The counts drawn are added
 * to the action's 3-bit fields directly (at most 7 cards are ever drawn at once), and to *bytes
 * one byte a resource (as st_load5 reads piles). The first pick is made from `word` (k is at least
 * 1 in the draw phase), later ones from rng. */
static inline ctn_action draw_cards(const st_state *s, uint64_t word, ctn_rng *rng, uint64_t *bytes) {
    const uint64_t lane_ones = 0x0001000100010001ull, lane_highs = 0x8000800080008000ull;
    uint32_t first4;
    memcpy(&first4, s->deck, sizeof first4);
    uint64_t lanes = (first4 & 0xFFu) | (uint64_t)(first4 & 0xFF00u) << 8 | (uint64_t)(first4 & 0xFF0000u) << 16 |
                     (uint64_t)(first4 & 0xFF000000u) << 24;
    uint64_t sums = lanes * lane_ones, drawn = 0;
    ctn_action a = ST_A_DRAW_SET;
    uint32_t total = (uint32_t)st_total(s->deck);
    for (int k = 0; k < s->draw_now; k++, total--) {
        uint64_t pick = ctn_rng_below_from(k ? ctn_rng_next(rng) : word, rng, total);
        uint64_t passed = ((pick * lane_ones) | lane_highs) - sums;
        passed &= lane_highs;
        int r = __builtin_popcountll(passed);
        a += 1u << (5 + 3 * r);
        drawn += 1ull << (8 * r);
        sums -= (passed ^ lane_highs) >> 15;
    }
    *bytes = drawn;
    return a;
}

ctn_action st_sample_draw_set(const st_state *s, ctn_rng *rng) {
    uint64_t bytes;
    return draw_cards(s, ctn_rng_next(rng), rng, &bytes);
}

/* The draw sampled as st_sample_draw_set samples it from a copy of the state's generator, and
 * applied as st_cards_drawn applies it. The copy's first word is the one the state's own step
 * gives, so the step is taken first and the copy (kept in registers) made after it. */
void st_play_random_draw(const st_data *d, st_state *s) {
    uint64_t word = ctn_rng_next(&s->rng), bytes;
    ctn_rng rest = s->rng;
    draw_cards(s, word, &rest, &bytes);
    st_take_drawn(d, s, bytes);
}

ctn_action st_sample_deck_card(const st_state *s, ctn_rng *rng) {
    return ST_ACT(ST_A_DRAW, pick_of_five(s->deck, (int)ctn_rng_below(rng, (uint32_t)st_total(s->deck))), 0);
}

ctn_action st_sample_hand_card(const st_state *s, ctn_rng *rng) {
    const uint8_t *h = s->hand[s->victim];
    return ST_ACT(ST_A_DRAW_FROM, pick_of_five(h, (int)ctn_rng_below(rng, (uint32_t)st_total(h))), 0);
}

ctn_action st_sample_event(const st_state *s, ctn_rng *rng) {
    const uint8_t *e = s->events_hidden;
    int pick = (int)ctn_rng_below(rng, (uint32_t)(e[0] + e[1]));
    return ST_ACT(ST_A_EVENT, pick >= e[0], 0);
}

/* The same distribution as st_chance_outcomes, drawn directly. */
ctn_action st_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng) {
    (void)g;
    const st_state *s = (const st_state *)state;
    switch (s->phase) {
    case ST_PHASE_DRAW: return st_sample_draw_set(s, rng);
    case ST_PHASE_EVENT: return st_sample_event(s, rng);
    case ST_PHASE_PLAYER_DRAW:
    case ST_PHASE_GUILD_STEAL: return st_sample_hand_card(s, rng);
    default: return st_sample_deck_card(s, rng);
    }
}

/* ---- the trade phase (§4.1) ---- */

static inline __attribute__((always_inline)) int gen_guild(const st_data *d, const st_state *s, int p,
                                                         ctn_action *out) {
    if (!st_guild_open(s, p)) return 0;
    unsigned targets = st_guild_targets(d, s, p);
    memcpy(out, d->guild_thefts[targets], sizeof d->guild_thefts[targets]);
    return __builtin_popcount(targets);
}

/* Deck trades (one per resource held), then market trades (each resource offered for each other
 * resource held): copied from the game's tables, a fixed number of entries at a time (the list has
 * room for CTN_MAX_ACTIONS), the count advanced by how many are real. No branch depends on the
 * cards, which random play makes unpredictable. */
static int gen_card_trades(const st_data *d, const st_state *s, unsigned held, ctn_action *out) {
    int n = 0;
    memcpy(out, d->deck_trades[held], sizeof d->deck_trades[held]);
    n += __builtin_popcount(held);
    if (s->deck_only) return n;
    unsigned offered = st_nonzero(s->market);
    for (int t = 0; t < CTN_RESOURCE_COUNT; t++) {
        memcpy(out + n, d->market_trades[t][held], sizeof d->market_trades[t][held]);
        n += __builtin_popcount(held & ~(1u << t)) & -(int)((offered >> t) & 1u);
    }
    return n;
}

__attribute__((noinline)) static int gen_trades(const st_data *d, const st_state *s, int p, ctn_action *out) {
    int n = 0;
    out[n++] = ST_ACT(ST_A_END_TRADE, 0, 0);
    n += gen_guild(d, s, p, out + n);
    if (!s->trades_left) return n;
    n += gen_card_trades(d, s, st_nonzero(s->hand[p]), out + n);
    if (s->deck_only) return n;
    int library = st_owns(s, p, ST_EXP_LIBRARY) & !s->library_used;
    unsigned targets = st_holding_others(s, p);
    memcpy(out + n, d->player_trades[library][targets], sizeof d->player_trades[library][targets]);
    return n + (__builtin_popcount(targets) << library);
}

int st_trade_actions(const st_data *d, const st_state *s, int p, ctn_action *out) {
    if (s->trades_left | st_guild_open(s, p)) return gen_trades(d, s, p, out);
    out[0] = ST_ACT(ST_A_END_TRADE, 0, 0); /* after the turn's trades, ending them is forced */
    return 1;
}

/* One action per resource with cards, written for every resource and counted only for those
 * (no branch on the cards, which random play makes unpredictable). */
static int gen_cards(const uint8_t *counts, int type, ctn_action *out) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        out[n] = ST_ACT(type, r, 0);
        n += counts[r] != 0;
    }
    return n;
}

/* ---- the build phase (§4.2) ---- */

/* The kinds whose card p could get (bit k), before costs: a road or knight from the supply or from
 * the player the direction card points to (§4.2), a settlement from the supply, a city on a
 * settlement, an expansion on a city (which one is checked when listing). */
static unsigned buildable_kinds(const st_state *s, int p, unsigned wanted) {
    unsigned can = (unsigned)(s->road_supply != 0) << ST_BUILD_ROAD |
                   (unsigned)(s->settlement_supply != 0) << ST_BUILD_SETTLEMENT |
                   (unsigned)(s->settlements[p] != 0) << ST_BUILD_CITY |
                   (unsigned)(s->cities[p] != 0) << ST_BUILD_EXPANSION |
                   (unsigned)(s->knight_supply != 0) << ST_BUILD_KNIGHT;
    unsigned taking = wanted & ~can & (1u << ST_BUILD_ROAD | 1u << ST_BUILD_KNIGHT), others = ~(1u << p);
    if ((taking >> ST_BUILD_ROAD) & 1u) can |= (unsigned)((st_takeable_seats(s, 0) & others) != 0) << ST_BUILD_ROAD;
    if ((taking >> ST_BUILD_KNIGHT) & 1u) can |= (unsigned)((st_takeable_seats(s, 1) & others) != 0) << ST_BUILD_KNIGHT;
    return can;
}

__attribute__((noinline)) int st_build_actions(const st_data *d, const st_state *s, int p, ctn_action *out) {
    int n = 0;
    out[n++] = ST_ACT(ST_A_END_BUILD, 0, 0);
    n += gen_guild(d, s, p, out + n);
    unsigned ok = st_affordable_kinds(d, s->hand[p]) & ~(unsigned)s->built;
    ok &= buildable_kinds(s, p, ok);
    for (int kind = ST_BUILD_ROAD; kind < ST_BUILD_EXPANSION; kind++) {
        out[n] = ST_ACT(ST_A_BUILD, kind, 0);
        n += (ok >> kind) & 1u;
    }
    if ((ok >> ST_BUILD_EXPANSION) & 1u)
        for (int e = 0; e < ST_EXP_COUNT; e++)
            if (s->expansion_supply[e] && !st_owns(s, p, e)) out[n++] = ST_ACT(ST_A_BUILD, ST_BUILD_EXPANSION, e);
    out[n] = ST_ACT(ST_A_BUILD, ST_BUILD_KNIGHT, 0);
    n += (ok >> ST_BUILD_KNIGHT) & 1u;
    return n;
}

/* §5: one card at a time, in resource order, while the later resources still cover the debt
 * (counted without a branch on the cards, as gen_cards). */
static int gen_discards(const st_state *s, int p, ctn_action *out) {
    const uint8_t *h = s->hand[p];
    int owed = s->discard_owed[p], n = 0, from_here = 0;
    for (int r = CTN_RESOURCE_COUNT - 1; r >= s->discard_floor[p]; r--) {
        from_here += h[r];
        out[n] = ST_ACT(ST_A_DISCARD, r, 0);
        n += (h[r] != 0) & (from_here >= owed);
    }
    return n;
}

int st_chooser_actions(const st_data *d, const st_state *s, int p, ctn_action *out) {
    switch (s->phase) {
    case ST_PHASE_TRADE: return st_trade_actions(d, s, p, out);
    case ST_PHASE_LIBRARY_TAKE: return gen_cards(s->hand[s->victim], ST_A_TAKE, out);
    case ST_PHASE_GIVE: return gen_cards(s->hand[p], ST_A_GIVE, out);
    case ST_PHASE_BUILD: return st_build_actions(d, s, p, out);
    case ST_PHASE_PAY: return st_payment_list(d, s->hand[p], s->paying, out); /* §8 */
    case ST_PHASE_DIRECTION:
        out[0] = ST_ACT(ST_A_FLIP_DIRECTION, 0, 0);
        out[1] = ST_ACT(ST_A_KEEP_DIRECTION, 0, 0);
        return 2;
    case ST_PHASE_DISCARD: return gen_discards(s, p, out);
    case ST_PHASE_MARKET_DAY: {
        int n = gen_cards(s->market, ST_A_MARKET_TAKE, out);
        out[n++] = ST_ACT(ST_A_MARKET_PASS, 0, 0);
        return n;
    }
    default: return 0;
    }
}

int st_legal_actions(const ctn_game *g, const ctn_state *state, int p, unsigned flags, ctn_action *out) {
    (void)flags;
    const st_state *s = (const st_state *)state;
    if ((unsigned)p >= (unsigned)g->num_players) return 0;
    if (s->phase == ST_PHASE_DISCARD ? !s->discard_owed[p] : p != s->actor) return 0;
    return st_chooser_actions(st_data_of(g), s, p, out);
}
