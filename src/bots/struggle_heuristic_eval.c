/* struggle_heuristic_eval.c — how the Struggle heuristic bot values a position (from its own view):
 *
 * - points, plus what the position promises: A-side knights (a card a turn) and A-side roads (a
 *   trade a turn) by the own turns the game probably has left, settlements that may become cities
 *   and cities that may get an expansion, the library and the merchant guild;
 * - risks: a top road (knight) that an opponent would take once the supply is out (so Church and
 *   City wall are worth what they protect), a hand over 7 cards before a brigand attack;
 * - the hand: the goals it works towards, greedily (the most valuable goal by its worth and the
 *   cards still missing for it, then the next with the remaining cards), each discounted;
 * - the build plan: the best set of builds this turn (each kind once, in a fixed order), each
 *   paid the plain way.
 */
#include <math.h>

#include "struggle_heuristic.h"

const sh_weights sh_default_weights = {
    .draw = 0.10,
    .trade = 0.05,
    .hold = 0.6,
    .decay = 0.55,
    .next = 0.5,
    .card = 0.04,
    .expose = 0.6,
    .hold_turns = 3,
    .harm = 0.6,
    .settle_pot = 0.25,
    .city_pot = 0.25,
    .library = 0.02,
    .guild = 0.08,
    .turns_per_vp = 1.7,
    .discard_card = 0.15,
};

enum { GOAL_STEPS = 3, HAND_CAP = 7 };
static const double MAX_TURNS_LEFT = 16; /* own turns a game is expected to last at most */
static const double WIN_BONUS = 3.0;

/* The order in which a turn's builds are planned and made: roads and knights before the
 * settlement, the settlement before the city made from it, the city before its expansion. */
static const int ORDER[ST_BUILD_COUNT] = {ST_BUILD_ROAD, ST_BUILD_KNIGHT, ST_BUILD_SETTLEMENT,
                                          ST_BUILD_CITY, ST_BUILD_EXPANSION};

static int owns(const sh_pos *p, int e) { return (p->exps >> e) & 1u; }

int sh_is_legal(const sh_ctx *c, ctn_action a) {
    for (int i = 0; i < c->n; i++)
        if (c->legal[i] == a) return 1;
    return 0;
}

double sh_threat(const sh_ctx *c, int q) {
    if (c->np == 2) return 1.0;
    if (c->vp[q] >= c->top_vp) return 1.0;
    return 0.4 + 0.4 * c->vp[q] / (c->top_vp > 0 ? c->top_vp : 1);
}

/* ---- the context ---- */

/* What losing the top card of n (a road or knight stack) costs a player, roughly. */
static double top_card_loss(int n, int knight) {
    if (n % 2 == 0) return 1.0;                  /* a B-side: a point */
    return knight ? 0.3 : n == 1 ? 0.5 : 0.25; /* an A-side; the last road leaves deck trades */
}

static void init_victims(sh_ctx *c) {
    st_state probe = *c->s; /* the bot's stacks made takeable: does someone reach it first? */
    probe.roads[c->me] = probe.knights[c->me] = 50;
    probe.expansions[c->me] = 0;
    for (int k = 0; k < 2; k++) {
        int v = st_victim(c->d, c->s, c->me, k);
        c->victim[k] = v;
        c->harm[k] = v < 0 ? 0 : top_card_loss(k ? c->s->knights[v] : c->s->roads[v], k) *
                                     sh_threat(c, v);
        c->at_risk[k] = 0;
        for (int q = 0; q < c->np; q++)
            if (q != c->me && st_victim(c->d, &probe, q, k) == c->me) c->at_risk[k] = 1;
    }
}

/* The cards the bot has not seen: the whole deck less its hand, the market and the discard pile
 * (a library view shows the victim's hand too). */
static void init_unseen(sh_ctx *c) {
    const st_state *s = c->s;
    double left[CTN_RESOURCE_COUNT], total = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int seen = s->market[r] + s->discard[r];
        for (int q = 0; q < c->np; q++) seen += s->hand[q][r];
        left[r] = c->d->resources[r] > seen ? c->d->resources[r] - seen : 0;
        total += left[r];
    }
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        c->unseen[r] = total > 0 ? left[r] / total : 0.2;
        double share = c->unseen[r] > 0.05 ? c->unseen[r] : 0.05;
        double sc = 0.2 / share;
        c->scarcity[r] = sc < 0.6 ? 0.6 : sc > 2.0 ? 2.0 : sc;
    }
}

static void init_base(sh_ctx *c) {
    const st_state *s = c->s;
    sh_pos *p = &c->base;
    memset(p, 0, sizeof *p);
    memcpy(p->hand, s->hand[c->me], CTN_RESOURCE_COUNT);
    p->roads = s->roads[c->me];
    p->knights = s->knights[c->me];
    p->settlements = s->settlements[c->me];
    p->cities = s->cities[c->me];
    p->exps = s->expansions[c->me];
    p->built = c->my_turn ? s->built : 0;
    if (s->phase == ST_PHASE_PAY && c->my_turn) p->built |= (uint8_t)(1u << s->paying);
    p->road_supply = s->road_supply;
    p->knight_supply = s->knight_supply;
    p->settlement_supply = s->settlement_supply;
    memcpy(p->exp_supply, s->expansion_supply, sizeof p->exp_supply);
}

void sh_ctx_init(sh_ctx *c, sh_bot *bot, const ctn_game *g, const ctn_state *view, int me,
                 const ctn_action *legal, int n) {
    memset(c, 0, sizeof *c);
    c->g = g;
    c->d = st_data_of(g);
    c->s = (const st_state *)view;
    c->bot = bot;
    c->w = &bot->w;
    c->me = me;
    c->np = g->num_players;
    c->my_turn = c->s->current == me;
    c->legal = legal;
    c->n = n;
    int top_all = 0;
    for (int q = 0; q < c->np; q++) {
        c->vp[q] = st_vp(c->d, c->s, q);
        if (q != me && c->vp[q] > c->top_vp) c->top_vp = c->vp[q];
        if (c->vp[q] > top_all) top_all = c->vp[q];
    }
    double t = (c->d->vp_to_win - top_all) * c->w->turns_per_vp;
    c->turns_left = t < 1 ? 1 : t > MAX_TURNS_LEFT ? MAX_TURNS_LEFT : t;
    int events = c->s->events_hidden[0] + c->s->events_hidden[1];
    double brigands = events ? (double)c->s->events_hidden[ST_EVENT_BRIGANDS] / events : 0;
    double attack = brigands * 0.15 * (c->np - 1);
    c->attack = attack > 0.5 ? 0.5 : attack;
    init_victims(c);
    init_unseen(c);
    init_base(c);
}

/* ---- the position ---- */

static int my_vp(const sh_ctx *c, const sh_pos *p) {
    int vp = p->settlements + 2 * p->cities + st_b_sides(p->roads) + st_b_sides(p->knights);
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (owns(p, e)) vp += c->d->expansion_vp[e];
    return vp;
}

static int expansion_left(const sh_pos *p) {
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (p->exp_supply[e] && !owns(p, e)) return 1;
    return 0;
}

/* Trades a turn by A-side roads, diminishing: none leaves one trade with the draw pile. */
static double trade_units(int a) {
    static const double UNITS[] = {0.4, 1.0, 1.6, 2.0, 2.3, 2.5};
    if (a < 0) return 0;
    return UNITS[a < 5 ? a : 5] + (a > 5 ? 0.1 * (a - 5) : 0);
}

/* Whether an opponent could take the bot's top road (knight) once the supply is out, and how
 * soon that may be (1 with the supply out, less while cards are left in it). */
static double top_risk(const sh_ctx *c, const sh_pos *p, int knight) {
    int n = knight ? p->knights : p->roads;
    int supply = knight ? p->knight_supply : p->road_supply;
    int guard = knight ? owns(p, ST_EXP_CHURCH) : (owns(p, ST_EXP_CITY_WALL) ? 3 : 0);
    if (n <= guard || !c->at_risk[knight] || supply > 2) return 0;
    return supply == 0 ? 1.0 : supply == 1 ? 0.4 : 0.15;
}

/* A road (knight) stack beyond its points: a trade (a card) a turn for each A-side, for the turns
 * left; a top card that can be taken counts its A-side only for the turns it is probably kept,
 * and a top B-side loses part of its point. */
static double stack_value(const sh_ctx *c, const sh_pos *p, int knight) {
    const sh_weights *w = c->w;
    int n = knight ? p->knights : p->roads, a = st_a_sides(n);
    double t = c->turns_left, kept = t < w->hold_turns ? t : w->hold_turns;
    double rate = knight ? w->draw : w->trade * (trade_units(a) - trade_units(a - 1));
    double full = knight ? w->draw * t * a : w->trade * t * trade_units(a);
    double risk = top_risk(c, p, knight);
    if (risk == 0 || n == 0) return full;
    if (n % 2 == 0) return full - risk * w->expose;
    return full - risk * rate * (t - kept);
}

/* Everything but the hand. */
static double position_value(const sh_ctx *c, const sh_pos *p) {
    const sh_weights *w = c->w;
    int vp = my_vp(c, p);
    double v = vp + (vp >= c->d->vp_to_win ? WIN_BONUS : 0);
    double t = c->turns_left;
    v += w->settle_pot * p->settlements;
    if (expansion_left(p)) v += w->city_pot * p->cities;
    v += stack_value(c, p, 0) + stack_value(c, p, 1);
    if (owns(p, ST_EXP_LIBRARY)) v += w->library * t;
    if (owns(p, ST_EXP_GUILD) && c->np >= 3) v += w->guild * t;
    for (int k = 0; k < 2; k++) /* what a theft costs the victim lasts until he takes it back */
        v += w->harm * p->stole[k] * c->harm[k];
    return v;
}

int sh_best_expansion(const sh_ctx *c, const sh_pos *p) {
    int best = -1;
    double best_v = -1e9;
    for (int e = 0; e < ST_EXP_COUNT; e++) {
        if (!p->exp_supply[e] || owns(p, e)) continue;
        sh_pos q = *p;
        q.cities--;
        q.exps |= (uint8_t)(1u << e);
        q.exp_supply[e]--;
        double v = position_value(c, &q);
        if (v > best_v) best_v = v, best = e;
    }
    return best;
}

/* The building cards of a build (no cards paid). */
static void apply_counts(const sh_ctx *c, sh_pos *p, int kind, int e) {
    p->built |= (uint8_t)(1u << kind);
    switch (kind) {
    case ST_BUILD_ROAD:
    case ST_BUILD_KNIGHT: {
        int k = kind == ST_BUILD_KNIGHT;
        uint8_t *supply = k ? &p->knight_supply : &p->road_supply;
        if (*supply) (*supply)--;
        else p->stole[k]++;
        if (k) p->knights++;
        else p->roads++;
        break;
    }
    case ST_BUILD_SETTLEMENT:
        p->settlement_supply--;
        p->settlements++;
        break;
    case ST_BUILD_CITY:
        p->settlements--;
        p->cities++;
        break;
    default:
        if (e < 0) e = sh_best_expansion(c, p);
        p->cities--;
        p->exps |= (uint8_t)(1u << e);
        p->exp_supply[e]--;
        break;
    }
}

void sh_apply_build(const sh_ctx *c, sh_pos *p, int kind, int e, const uint8_t *paid) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) p->hand[r] = (uint8_t)(p->hand[r] - paid[r]);
    apply_counts(c, p, kind, e);
}

/* Whether the building card is there (the cards aside); `now`: this turn (each kind once). */
static int can_build(const sh_ctx *c, const sh_pos *p, int kind, int now) {
    if (now && ((p->built >> kind) & 1u)) return 0;
    switch (kind) {
    case ST_BUILD_ROAD: return p->road_supply > 0 || c->victim[0] >= 0;
    case ST_BUILD_KNIGHT: return p->knight_supply > 0 || c->victim[1] >= 0;
    case ST_BUILD_SETTLEMENT: return p->settlement_supply > 0;
    case ST_BUILD_CITY: return p->settlements > 0;
    default: return p->cities > 0 && expansion_left(p);
    }
}

/* ---- the hand ---- */

int sh_plain_payment(const uint8_t *hand, const uint8_t *cost, uint8_t *paid) {
    uint8_t left[CTN_RESOURCE_COUNT];
    int missing = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        paid[r] = hand[r] < cost[r] ? hand[r] : cost[r];
        missing += cost[r] - paid[r];
        left[r] = (uint8_t)(hand[r] - paid[r]);
    }
    for (; missing > 0; missing--) { /* a triple of the largest surplus for each missing card */
        int x = 0;
        for (int r = 1; r < CTN_RESOURCE_COUNT; r++)
            if (left[r] > left[x]) x = r;
        if (left[x] < 3) return 0;
        left[x] = (uint8_t)(left[x] - 3);
        paid[x] = (uint8_t)(paid[x] + 3);
    }
    return 1;
}

/* Cards still to get for cost, each weighted by its scarcity; 0 when the hand pays it now. */
static double need(const sh_ctx *c, const uint8_t *hand, const uint8_t *cost) {
    double weighted = 0;
    int missing = 0, triples = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (hand[r] < cost[r]) {
            missing += cost[r] - hand[r];
            weighted += (cost[r] - hand[r]) * c->scarcity[r];
        } else {
            triples += (hand[r] - cost[r]) / 3;
        }
    }
    if (missing <= triples) return 0;
    return weighted - triples > 0.5 ? weighted - triples : 0.5;
}

/* Takes the cards of cost that the hand holds (all of it, with triples, when it pays it). */
static void consume(uint8_t *hand, const uint8_t *cost) {
    uint8_t paid[CTN_RESOURCE_COUNT];
    if (!sh_plain_payment(hand, cost, paid))
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) paid[r] = hand[r] < cost[r] ? hand[r] : cost[r];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) hand[r] = (uint8_t)(hand[r] - paid[r]);
}

/* The goals the hand works towards, greedily: each step the goal worth most by what building it
 * adds and the cards it still lacks, then the next one with the cards left. */
static double goals_value(const sh_ctx *c, const sh_pos *p) {
    sh_pos q = *p;
    q.built = 0;
    uint8_t hand[CTN_RESOURCE_COUNT];
    memcpy(hand, p->hand, sizeof hand);
    double total = 0, weight = 1, base = position_value(c, &q);
    for (int step = 0; step < GOAL_STEPS; step++) {
        int best = -1;
        double best_v = 0, best_base = 0;
        sh_pos best_q = q;
        for (int k = 0; k < ST_BUILD_COUNT; k++) {
            if (!can_build(c, &q, k, 0)) continue;
            sh_pos r = q;
            apply_counts(c, &r, k, -1);
            double after = position_value(c, &r), gain = after - base;
            if (gain <= 0) continue;
            double v = gain * pow(c->w->decay, need(c, hand, ctn_struggle_costs[k]));
            if (v > best_v) best_v = v, best = k, best_q = r, best_base = after;
        }
        if (best < 0) break;
        total += weight * best_v;
        consume(hand, ctn_struggle_costs[best]);
        q = best_q;
        base = best_base;
        weight *= c->w->next;
    }
    return c->w->hold * total;
}

double sh_value(const sh_ctx *c, const sh_pos *p) {
    int cards = st_total(p->hand);
    double v = position_value(c, p) + goals_value(c, p);
    v += c->w->card * (cards < HAND_CAP ? cards : HAND_CAP);
    int later = cards + (c->my_turn ? 2 + st_a_sides(p->knights) : 0);
    if (later > 7) v -= c->attack * (later / 2) * c->w->discard_card;
    return v;
}

static double plan_from(const sh_ctx *c, const sh_pos *p, int from, int *first, int *exp) {
    double best = sh_value(c, p);
    *first = *exp = -1;
    for (int i = from; i < ST_BUILD_COUNT; i++) {
        int k = ORDER[i], f, x;
        uint8_t paid[CTN_RESOURCE_COUNT];
        if (!can_build(c, p, k, 1) || !sh_plain_payment(p->hand, ctn_struggle_costs[k], paid))
            continue;
        sh_pos q = *p;
        int e = k == ST_BUILD_EXPANSION ? sh_best_expansion(c, p) : -1;
        sh_apply_build(c, &q, k, e, paid);
        double v = plan_from(c, &q, i + 1, &f, &x);
        if (v > best) best = v, *first = k, *exp = e;
    }
    return best;
}

double sh_plan(const sh_ctx *c, const sh_pos *p, int *first, int *exp) {
    return plan_from(c, p, 0, first, exp);
}

double sh_hand_value(const sh_ctx *c, const uint8_t *hand) {
    sh_pos p = c->base;
    memcpy(p.hand, hand, CTN_RESOURCE_COUNT);
    int first, exp;
    return sh_plan(c, &p, &first, &exp);
}
