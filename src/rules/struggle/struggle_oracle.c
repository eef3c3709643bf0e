/* struggle_oracle.c — the slow, independent legality oracle of The Struggle for Catan
 * (DESIGN.md §4, docs/rules/struggle.md).
 *
 * It enumerates every encodable action of every action type over its argument range (every
 * resource including the "unknown" code, every seat, every build kind × expansion, every payment
 * vector the hand allows, every draw set of the right size, ...) and keeps those that is_legal()
 * accepts. is_legal() is written straight from the rule text; it reads the state's cards, building
 * cards and turn bookkeeping (trades left, what was built, library and guild used, the victim, the
 * cards still owed), the card table (ctn_struggle_cards, for expansion points) and the options as
 * the game holds them (game->option_values). It never calls the fast generator's helpers (payments,
 * victims, guild targets, points), so the two can be compared at every node.
 *
 * Payments (§2, §8) are decided from the substitution rule itself: each card the cost requires is
 * paid either by itself or by three identical cards of a different resource, independently of the
 * other required cards. Every such assignment gives a vector of cards paid; the payments of a cost
 * are the distinct vectors, and a vector is legal when it is one of them and the hand holds it.
 *
 * Views (ctn_game_observe) are answered too for the viewer's own actions: other hands are counted
 * in hidden_hand (player trades, library, guild targets need only their sizes) and the deck in
 * hidden_deck. Chance outcomes are only answered for full states.
 *
 * Speed is not a goal; plain loops are preferred to any cleverness.
 */
#include <stdlib.h>

#include "struggle_internal.h"

/* Argument ranges enumerated: every resource plus the "unknown" code, every seat of the largest
 * table and one beyond, every build kind, expansion and event plus one beyond. */
enum {
    RES_RANGE = ST_UNKNOWN + 1,
    SEAT_RANGE = ST_MAX_PLAYERS + 2,
    BUILD_RANGE = ST_BUILD_COUNT + 1,
    EXP_RANGE = ST_EXP_COUNT + 1,
    EVENT_RANGE = ST_EVENT_COUNT + 1,
    MAX_COST_CARDS = 5,     /* the largest cost, the city's 2 grain + 3 ore (§2) */
    MAX_PAY_VECTORS = 3125, /* 5 ways to pay each of at most 5 required cards */
    DRAW_RANGE = 8          /* a draw-set count is 3 bits */
};

typedef struct oracle {
    const ctn_game *g;
    const st_state *s;
    int n;   /* players */
    int won; /* §10: the game is over for the player on turn (game_won) */
    /* in the pay phase: the payments of the build being paid for, as sorted distinct codes */
    int pay_count;
    uint32_t pay_codes[MAX_PAY_VECTORS];
} oracle;

typedef struct sink {
    ctn_action *out;
    int count;
} sink;

static int option(const oracle *o, int which) {
    return (int)o->g->option_values[which];
}

static int total(const uint8_t *c) {
    int t = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) t += c[r];
    return t;
}

/* Cards in p's hand, also when the hand is hidden in a view (§9). */
static int hand_size(const oracle *o, int p) {
    return total(o->s->hand[p]) + o->s->hidden_hand[p];
}

static int owns(const oracle *o, int p, int expansion) {
    return (o->s->expansions[p] >> expansion) & 1;
}

/* §6: an expansion's points, from the card table. */
static int expansion_points(int expansion) {
    for (int i = 0; i < ctn_struggle_card_rows; i++)
        if (ctn_struggle_cards[i].kind == ST_BUILD_EXPANSION &&
            ctn_struggle_cards[i].expansion == expansion)
            return ctn_struggle_cards[i].vp;
    return 0;
}

/* §2: settlements 1, cities 2, a city with an expansion the expansion's points, every B-side
 * road and knight 1 (n cards in a stack show n/2 B-sides). */
static int points(const oracle *o, int p) {
    const st_state *s = o->s;
    int vp = s->settlements[p] + 2 * s->cities[p] + s->roads[p] / 2 + s->knights[p] / 2;
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (owns(o, p, e)) vp += expansion_points(e);
    return vp;
}

/* ---- payments (§2, §8) ---- */

/* Every vector of cards that pays `cost` when each required card is paid by itself or by three
 * identical cards of another resource; duplicates included (at most 5^5). Returns how many. */
static int pay_vectors(const uint8_t *cost, uint8_t out[][CTN_RESOURCE_COUNT]) {
    int cards[MAX_COST_CARDS], k = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        for (int i = 0; i < cost[r] && k < MAX_COST_CARDS; i++) cards[k++] = r;
    int ways = 1;
    for (int i = 0; i < k; i++) ways *= CTN_RESOURCE_COUNT;
    for (int w = 0; w < ways; w++) {
        memset(out[w], 0, CTN_RESOURCE_COUNT);
        /* digit i of w: how card i is paid; its own resource means "by itself" */
        for (int i = 0, x = w; i < k; i++, x /= CTN_RESOURCE_COUNT) {
            int by = x % CTN_RESOURCE_COUNT;
            out[w][by] = (uint8_t)(out[w][by] + (by == cards[i] ? 1 : 3));
        }
    }
    return ways;
}

static int covers(const uint8_t *hand, const uint8_t *paid) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (paid[r] > hand[r]) return 0;
    return 1;
}

/* Whether the cards in `left` can pay required cards i..k-1, each by itself or by three
 * identical cards of another resource. */
static int can_pay_from(uint8_t *left, const int *cards, int i, int k) {
    if (i == k) return 1;
    for (int by = 0; by < CTN_RESOURCE_COUNT; by++) {
        int need = by == cards[i] ? 1 : 3;
        if (left[by] < need) continue;
        left[by] = (uint8_t)(left[by] - need);
        int ok = can_pay_from(left, cards, i + 1, k);
        left[by] = (uint8_t)(left[by] + need);
        if (ok) return 1;
    }
    return 0;
}

/* Whether p holds some payment of cost. */
static int affordable(const oracle *o, int p, const uint8_t *cost) {
    int cards[MAX_COST_CARDS], k = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        for (int i = 0; i < cost[r] && k < MAX_COST_CARDS; i++) cards[k++] = r;
    uint8_t left[CTN_RESOURCE_COUNT];
    memcpy(left, o->s->hand[p], sizeof left);
    return can_pay_from(left, cards, 0, k);
}

static uint32_t pay_code(const uint8_t *paid) {
    uint32_t code = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) code = code * 16u + paid[r];
    return code;
}

static int cmp_code(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Fills o->pay_codes with the distinct payments of cost. */
static void list_payments(oracle *o, const uint8_t *cost) {
    uint8_t vec[MAX_PAY_VECTORS][CTN_RESOURCE_COUNT];
    int m = pay_vectors(cost, vec);
    for (int i = 0; i < m; i++) o->pay_codes[i] = pay_code(vec[i]);
    qsort(o->pay_codes, (size_t)m, sizeof o->pay_codes[0], cmp_code);
    o->pay_count = 0;
    for (int i = 0; i < m; i++)
        if (i == 0 || o->pay_codes[i] != o->pay_codes[i - 1])
            o->pay_codes[o->pay_count++] = o->pay_codes[i];
}

/* Whether `paid` is one of the payments listed. */
static int pays(const oracle *o, const uint8_t *paid) {
    uint32_t code = pay_code(paid);
    return bsearch(&code, o->pay_codes, (size_t)o->pay_count, sizeof code, cmp_code) != NULL;
}

/* ---- who acts ---- */

static int chance_phase(int phase) {
    return phase == ST_PHASE_DECK_DRAW || phase == ST_PHASE_PLAYER_DRAW ||
           phase == ST_PHASE_GUILD_STEAL || phase == ST_PHASE_EVENT || phase == ST_PHASE_REFILL ||
           phase == ST_PHASE_DRAW;
}

/* §5 market day: starting with the builder and going round in seat order; market_next counts the
 * players still to choose, the one choosing now included. -1 when nobody is left. */
static int market_day_chooser(const oracle *o) {
    int left = o->s->market_next;
    if (left < 1 || left > o->n) return -1;
    return (o->s->current + o->n - left) % o->n;
}

/* The phases that follow a city or settlement built by the player on turn (§4.2, §5): its event,
 * the discards, market day and the direction card. The win (§10) is declared once they are over.
 */
static int build_aftermath(int phase) {
    return phase == ST_PHASE_EVENT || phase == ST_PHASE_DISCARD || phase == ST_PHASE_MARKET_DAY ||
           phase == ST_PHASE_REFILL || phase == ST_PHASE_DIRECTION;
}

/* §10: with the immediate check, a player on turn with the points to win has won. */
static int game_won(const oracle *o) {
    if (option(o, ST_OPT_WIN_CHECK) != 0 || build_aftermath(o->s->phase)) return 0;
    return points(o, o->s->current) >= option(o, ST_OPT_VP_TO_WIN);
}

static int acts_now(const oracle *o, int who) {
    const st_state *s = o->s;
    if (s->phase >= ST_PHASE_GAME_OVER || s->current >= o->n || o->won) return 0;
    if (who == CTN_CHANCE) return chance_phase(s->phase);
    if (who < 0 || who >= o->n || chance_phase(s->phase)) return 0;
    switch (s->phase) {
    case ST_PHASE_DISCARD: /* §5: everyone owing cards, all at once */
        return option(o, ST_OPT_ROBBERY_DISCARD) == 0 && s->discard_owed[who] > 0;
    case ST_PHASE_MARKET_DAY:
        return option(o, ST_OPT_MARKET_DAY) == 0 && who == market_day_chooser(o);
    default: /* trade, library, give, build, pay, direction: the player on turn */
        return who == s->current;
    }
}

/* ---- the rules, one action type at a time ---- */

/* §4.1: a trade left this turn (with no A-side road the one trade is with the draw pile: the
 * market and player trades below also ask for an A-side road). */
static int may_trade(const oracle *o) {
    return o->s->trades_left > 0;
}
static int a_side_roads(const oracle *o, int p) {
    return (o->s->roads[p] + 1) / 2;
}

/* §4.1 draw pile: a hand card to put on the discard pile. */
static int trade_deck_ok(const oracle *o, int p, int give) {
    return may_trade(o) && give < CTN_RESOURCE_COUNT && o->s->hand[p][give] > 0;
}

/* §4.1 market: a market card taken, a hand card of another resource given. */
static int trade_market_ok(const oracle *o, int p, int take, int give) {
    if (!may_trade(o) || a_side_roads(o, p) == 0) return 0;
    if (take >= CTN_RESOURCE_COUNT || give >= CTN_RESOURCE_COUNT || take == give) return 0;
    return o->s->market[take] > 0 && o->s->hand[p][give] > 0;
}

/* §4.1 player: an opponent with a card to draw. */
static int trade_player_ok(const oracle *o, int p, int q) {
    if (!may_trade(o) || a_side_roads(o, p) == 0) return 0;
    return q < o->n && q != p && hand_size(o, q) > 0;
}

/* §4.1, §6 library: a player trade made with the library, once a turn. */
static int library_ok(const oracle *o, int p, int q) {
    return owns(o, p, ST_EXP_LIBRARY) && !o->s->library_used && trade_player_ok(o, p, q);
}

/* §6 merchant guild: once a turn, an opponent with at least as many points and a card. */
static int guild_ok(const oracle *o, int p, int q) {
    if (!owns(o, p, ST_EXP_GUILD) || o->s->guild_used) return 0;
    return q < o->n && q != p && points(o, q) >= points(o, p) && hand_size(o, q) > 0;
}

/* §4.2 road / knight with an empty stack: another player with an unprotected card on top of his
 * stack (a City Wall protects the bottom three roads, a Church the bottom knight, §6). Whether
 * anyone qualifies does not depend on the direction card: it only decides who is first. */
static int someone_to_rob(const oracle *o, int p, int kind) {
    for (int q = 0; q < o->n; q++) {
        if (q == p) continue;
        if (kind == ST_BUILD_ROAD && o->s->roads[q] > (owns(o, q, ST_EXP_CITY_WALL) ? 3 : 0))
            return 1;
        if (kind == ST_BUILD_KNIGHT && o->s->knights[q] > (owns(o, q, ST_EXP_CHURCH) ? 1 : 0))
            return 1;
    }
    return 0;
}

/* §4.2: a card to build and a place for it (payment not included). */
static int buildable(const oracle *o, int p, int kind, int expansion) {
    const st_state *s = o->s;
    switch (kind) {
    case ST_BUILD_ROAD:
        return s->road_supply > 0 || someone_to_rob(o, p, kind);
    case ST_BUILD_KNIGHT:
        return s->knight_supply > 0 || someone_to_rob(o, p, kind);
    case ST_BUILD_SETTLEMENT:
        return s->settlement_supply > 0;
    case ST_BUILD_CITY:
        return s->settlements[p] > 0;
    case ST_BUILD_EXPANSION: /* §6: a name not owned yet, a city without an expansion */
        return expansion < ST_EXP_COUNT && s->expansion_supply[expansion] > 0 &&
               !owns(o, p, expansion) && s->cities[p] > 0;
    default:
        return 0;
    }
}

/* §4.2: at most one build of each kind a turn; it must be possible and payable. */
static int build_ok(const oracle *o, int p, int kind, int expansion) {
    if (kind >= ST_BUILD_COUNT || (kind != ST_BUILD_EXPANSION && expansion != 0)) return 0;
    if ((o->s->built >> kind) & 1) return 0;
    return buildable(o, p, kind, expansion) && affordable(o, p, ctn_struggle_costs[kind]);
}

/* §8: a payment of the build being paid for that p holds. */
static int pay_ok(const oracle *o, int p, ctn_action a) {
    uint8_t paid[CTN_RESOURCE_COUNT];
    ctn_struggle_paid(a, paid);
    if (ctn_struggle_pay_action(paid) != a || o->s->paying >= ST_BUILD_COUNT) return 0;
    return covers(o->s->hand[p], paid) && pays(o, paid);
}

/* §5: one card at a time in resource order (as in Classic): a resource he holds, not before the
 * last one he discarded, with enough cards of it and later resources to cover what he owes. */
static int discard_ok(const oracle *o, int p, int r) {
    const st_state *s = o->s;
    if (r >= CTN_RESOURCE_COUNT || r < s->discard_floor[p] || s->hand[p][r] == 0) return 0;
    int cover = 0;
    for (int t = r; t < CTN_RESOURCE_COUNT; t++) cover += s->hand[p][t];
    return cover >= s->discard_owed[p];
}

/* §4.1, §4.3: the pile a card is drawn from: the deck, or once it is empty the discard pile
 * shuffled into a new deck. */
static const uint8_t *draw_pile(const oracle *o) {
    return total(o->s->deck) > 0 ? o->s->deck : o->s->discard;
}

/* §4.3: the end-of-turn draw takes what the deck holds of the cards still owed (the rest follows
 * from the reshuffled discard pile in a second event). With nothing to draw the only outcome is
 * the empty set. */
static int draw_set_size(const oracle *o) {
    int in_deck = total(o->s->deck);
    return o->s->draws_left < in_deck ? o->s->draws_left : in_deck;
}

static int draw_set_ok(const oracle *o, ctn_action a) {
    uint8_t c[CTN_RESOURCE_COUNT];
    ctn_struggle_draw_counts(a, c);
    if (ctn_struggle_draw_set(c) != a) return 0; /* also refuses the masked form */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (c[r] > o->s->deck[r]) return 0;
    return total(c) == draw_set_size(o);
}

/* A victim being drawn from (player trade, guild) who holds resource r. */
static int victim_holds(const oracle *o, int r) {
    int v = o->s->victim;
    return v < o->n && v != o->s->current && r < CTN_RESOURCE_COUNT && o->s->hand[v][r] > 0;
}

/* Which action types each phase allows at all. */
#define T(x) (1u << (x))
static const uint32_t PHASE_TYPES[ST_PHASE_COUNT] = {
    [ST_PHASE_TRADE] = T(ST_A_TRADE_DECK) | T(ST_A_TRADE_MARKET) | T(ST_A_TRADE_PLAYER) |
                       T(ST_A_LIBRARY) | T(ST_A_GUILD) | T(ST_A_END_TRADE),
    [ST_PHASE_DECK_DRAW] = T(ST_A_DRAW),
    [ST_PHASE_PLAYER_DRAW] = T(ST_A_DRAW_FROM),
    [ST_PHASE_LIBRARY_TAKE] = T(ST_A_TAKE),
    [ST_PHASE_GIVE] = T(ST_A_GIVE),
    [ST_PHASE_GUILD_STEAL] = T(ST_A_DRAW_FROM),
    [ST_PHASE_BUILD] = T(ST_A_BUILD) | T(ST_A_GUILD) | T(ST_A_END_BUILD),
    [ST_PHASE_PAY] = T(ST_A_PAY),
    [ST_PHASE_DIRECTION] = T(ST_A_FLIP_DIRECTION) | T(ST_A_KEEP_DIRECTION),
    [ST_PHASE_EVENT] = T(ST_A_EVENT),
    [ST_PHASE_DISCARD] = T(ST_A_DISCARD),
    [ST_PHASE_MARKET_DAY] = T(ST_A_MARKET_TAKE) | T(ST_A_MARKET_PASS),
    [ST_PHASE_REFILL] = T(ST_A_DRAW),
    [ST_PHASE_DRAW] = T(ST_A_DRAW_SET),
    [ST_PHASE_GAME_OVER] = 0,
};
#undef T

/* Actions without arguments. */
static int plain_ok(const oracle *o, int type) {
    switch (type) {
    case ST_A_END_TRADE:
    case ST_A_END_BUILD:
    case ST_A_MARKET_PASS:
        return 1;
    case ST_A_FLIP_DIRECTION:
    case ST_A_KEEP_DIRECTION:
        return o->n >= 3; /* §7: no direction card with 2 players */
    default:
        return 0;
    }
}

/* Actions with one or two small arguments. */
static int args_ok(const oracle *o, int p, int type, int a0, int a1) {
    const st_state *s = o->s;
    if (type != ST_A_TRADE_MARKET && type != ST_A_BUILD && a1 != 0) return 0;
    switch (type) {
    case ST_A_TRADE_DECK:
        return trade_deck_ok(o, p, a0);
    case ST_A_TRADE_MARKET:
        return trade_market_ok(o, p, a0, a1);
    case ST_A_TRADE_PLAYER:
        return trade_player_ok(o, p, a0);
    case ST_A_LIBRARY:
        return library_ok(o, p, a0);
    case ST_A_GUILD:
        return guild_ok(o, p, a0);
    case ST_A_TAKE: /* §4.1 library: a card of the victim's open hand */
        return s->victim < o->n && s->victim != p && a0 < CTN_RESOURCE_COUNT &&
               s->hand[s->victim][a0] > 0;
    case ST_A_GIVE: /* §4.1: any hand card, the one just drawn included */
        return s->victim < o->n && s->victim != p && a0 < CTN_RESOURCE_COUNT && s->hand[p][a0] > 0;
    case ST_A_BUILD:
        return build_ok(o, p, a0, a1);
    case ST_A_MARKET_TAKE:
        return a0 < CTN_RESOURCE_COUNT && s->market[a0] > 0; /* §5 */
    case ST_A_DISCARD:
        return discard_ok(o, p, a0);
    case ST_A_DRAW:
        return a0 < CTN_RESOURCE_COUNT && draw_pile(o)[a0] > 0;
    case ST_A_DRAW_FROM:
        return victim_holds(o, a0);
    case ST_A_EVENT:
        return a0 < ST_EVENT_COUNT && s->events_hidden[a0] > 0; /* §4.2 city */
    default:
        return 0;
    }
}

static int has_no_args(int type) {
    return type == ST_A_END_TRADE || type == ST_A_END_BUILD || type == ST_A_MARKET_PASS ||
           type == ST_A_FLIP_DIRECTION || type == ST_A_KEEP_DIRECTION;
}

/* The oracle's one question: may `who` (a seat or CTN_CHANCE) take action a now? */
static int is_legal(const oracle *o, int who, ctn_action a) {
    int type = ST_ACT_TYPE(a);
    if (!acts_now(o, who) || type <= ST_A_NONE || type >= ST_A_TYPE_COUNT) return 0;
    if (!(PHASE_TYPES[o->s->phase] & (1u << type))) return 0;
    if (type == ST_A_PAY) return pay_ok(o, who, a);
    if (type == ST_A_DRAW_SET) return draw_set_ok(o, a);
    if (has_no_args(type)) return a == ST_ACT(type, 0, 0) && plain_ok(o, type);
    if (a != ST_ACT(type, ST_ACT_ARG0(a), ST_ACT_ARG1(a))) return 0;
    return args_ok(o, who, type, ST_ACT_ARG0(a), ST_ACT_ARG1(a));
}

/* ---- enumeration ---- */

static void consider(const oracle *o, int who, sink *k, ctn_action a) {
    if (k->count < CTN_MAX_ACTIONS && is_legal(o, who, a)) k->out[k->count++] = a;
}

static void arg_limits(int type, int *lim0, int *lim1) {
    *lim0 = *lim1 = 1;
    switch (type) {
    case ST_A_TRADE_DECK:
    case ST_A_TAKE:
    case ST_A_GIVE:
    case ST_A_MARKET_TAKE:
    case ST_A_DISCARD:
    case ST_A_DRAW:
    case ST_A_DRAW_FROM:
        *lim0 = RES_RANGE;
        break;
    case ST_A_TRADE_MARKET:
        *lim0 = *lim1 = RES_RANGE;
        break;
    case ST_A_TRADE_PLAYER:
    case ST_A_LIBRARY:
    case ST_A_GUILD:
        *lim0 = SEAT_RANGE;
        break;
    case ST_A_BUILD:
        *lim0 = BUILD_RANGE, *lim1 = EXP_RANGE;
        break;
    case ST_A_EVENT:
        *lim0 = EVENT_RANGE;
        break;
    default:
        break;
    }
}

static void enumerate_simple(const oracle *o, int who, sink *k, int type) {
    int lim0, lim1;
    arg_limits(type, &lim0, &lim1);
    for (int a0 = 0; a0 < lim0; a0++)
        for (int a1 = 0; a1 < lim1; a1++) consider(o, who, k, ST_ACT(type, a0, a1));
}

/* Every vector of counts 0..limit[r] (each at most 15, a payment's 4 bits). */
static void enumerate_payments(const oracle *o, int who, sink *k) {
    int lim[CTN_RESOURCE_COUNT], ways = 1;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        lim[r] = o->s->hand[who][r] < 15 ? o->s->hand[who][r] : 15;
        ways *= lim[r] + 1;
    }
    for (int w = 0; w < ways; w++) {
        uint8_t paid[CTN_RESOURCE_COUNT];
        int x = w;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            paid[r] = (uint8_t)(x % (lim[r] + 1));
            x /= lim[r] + 1;
        }
        consider(o, who, k, ctn_struggle_pay_action(paid));
    }
}

/* Every draw set (counts 0..7, a draw set's 3 bits) of exactly the number of cards to draw. */
static void enumerate_draw_sets(const oracle *o, sink *k) {
    int size = draw_set_size(o);
    for (int w = 0; w < DRAW_RANGE * DRAW_RANGE * DRAW_RANGE * DRAW_RANGE; w++) {
        uint8_t c[CTN_RESOURCE_COUNT];
        int left = size;
        for (int r = 0, x = w; r < CTN_RESOURCE_COUNT - 1; r++, x /= DRAW_RANGE) {
            c[r] = (uint8_t)(x % DRAW_RANGE);
            left -= c[r];
        }
        if (left < 0 || left >= DRAW_RANGE) continue;
        c[CTN_RESOURCE_COUNT - 1] = (uint8_t)left;
        consider(o, CTN_CHANCE, k, ctn_struggle_draw_set(c));
    }
}

/* Every legal action of `player` (chance outcomes for CTN_CHANCE, without weights), in no
 * particular order; 0 for a player who is not to act. */
int st_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags,
                      ctn_action *out) {
    (void)flags; /* no domestic offers in this game */
    const st_state *s = (const st_state *)state;
    oracle o;
    o.g = g, o.s = s, o.n = g->num_players, o.pay_count = 0, o.won = 0;
    sink k = {out, 0};
    if (s->num_players != o.n || o.n > ST_MAX_PLAYERS || s->phase >= ST_PHASE_COUNT ||
        s->current >= o.n)
        return 0;
    o.won = game_won(&o);
    if (!acts_now(&o, player)) return 0;
    if (s->phase == ST_PHASE_PAY && s->paying < ST_BUILD_COUNT)
        list_payments(&o, ctn_struggle_costs[s->paying]);
    for (int type = ST_A_NONE + 1; type < ST_A_TYPE_COUNT; type++) {
        if (!(PHASE_TYPES[s->phase] & (1u << type))) continue; /* a shortcut: is_legal says no */
        if (type == ST_A_PAY)
            enumerate_payments(&o, player, &k);
        else if (type == ST_A_DRAW_SET)
            enumerate_draw_sets(&o, &k);
        else
            enumerate_simple(&o, player, &k, type);
    }
    return k.count;
}
