/* struggle_heuristic.c — the Struggle heuristic bot ("heuristic" on a struggle game): a
 * hand-written strategy after how the card game is won, deciding from its own view only.
 *
 * - Trade (struggle_heuristic_trade.c): the merchant guild on the richest opponent, then the
 *   trades that bring the turn's builds and the next goals closer; trading ends when none helps.
 * - Build: the set of builds worth most this turn (points first; a settlement may become a city in
 *   the same turn), made roads and knights first, the city before its expansion; each paid with the
 *   payment that leaves the most useful hand; the expansion worth most (4 points, then library or
 *   guild, then the protection the bot needs). The value (struggle_heuristic_eval.c) counts
 *   points, A-side knights and roads, the risk of losing a top road or knight once the supply is
 *   out, and the goals the hand works towards (expansion, city, settlement, knight, road).
 * - Direction card: the side that makes the leader, not the bot, the next victim of thefts.
 * - Market day: the card the hand wants most. Brigand attack: keeps what the goals need.
 *
 * No parameters. Deterministic: the only chance it uses (ties between equal opponents) comes from
 * its own generator, seeded in create.
 */
#include <stdlib.h>

#include "bot_params.h"
#include "heuristic_bot.h"
#include "struggle_heuristic.h"

/* ---- build phase ---- */

static ctn_action build(sh_ctx *c) {
    ctn_action guild = sh_guild(c);
    if (ST_ACT_TYPE(guild) == ST_A_GUILD) return guild;
    int first, exp;
    sh_plan(c, &c->base, &first, &exp);
    if (first < 0) return ST_ACT(ST_A_END_BUILD, 0, 0);
    return ST_ACT(ST_A_BUILD, first, first == ST_BUILD_EXPANSION ? exp : 0);
}

/* The payment after which the rest of the turn's plan is worth most. */
static ctn_action pay(sh_ctx *c) {
    const st_state *s = c->s;
    ctn_action best = c->legal[0];
    double best_v = -1e9;
    for (int i = 0; i < c->n; i++) {
        if (ST_ACT_TYPE(c->legal[i]) != ST_A_PAY) continue;
        uint8_t paid[CTN_RESOURCE_COUNT];
        ctn_struggle_paid(c->legal[i], paid);
        sh_pos p = c->base;
        sh_apply_build(c, &p, s->paying, s->paying_expansion, paid);
        int first, exp;
        double v = sh_plan(c, &p, &first, &exp);
        if (v > best_v) best_v = v, best = c->legal[i];
    }
    return best;
}

/* ---- direction card (§7) ---- */

static double scarce(int supply) { return supply == 0 ? 1.0 : supply == 1 ? 0.5 : 0.1; }

/* How good the direction of `probe` is for the bot: whom its own road (knight) builds would
 * rob, who would rob it, and whether the others' thefts hit the leader. */
static double direction_score(const sh_ctx *c, const st_state *probe) {
    double score = 0;
    for (int k = 0; k < 2; k++) {
        double weight = scarce(k ? probe->knight_supply : probe->road_supply);
        int mine = k ? probe->knights[c->me] : probe->roads[c->me];
        int v = st_victim(c->d, probe, c->me, k);
        if (v >= 0) {
            int theirs = k ? probe->knights[v] : probe->roads[v];
            score += weight * (theirs % 2 == 0 ? 1.0 : 0.4) * sh_threat(c, v);
        }
        for (int b = 0; b < c->np; b++) {
            if (b == c->me) continue;
            int u = st_victim(c->d, probe, b, k);
            if (u == c->me) score -= weight * (mine % 2 == 0 ? 1.0 : 0.4);
            else if (u >= 0 && c->vp[u] >= c->top_vp) score += 0.3 * weight;
        }
    }
    return score;
}

static ctn_action direction(sh_ctx *c) {
    st_state probe = *c->s;
    double keep = direction_score(c, &probe);
    probe.direction ^= 1;
    double flip = direction_score(c, &probe);
    return ST_ACT(flip > keep + 1e-9 ? ST_A_FLIP_DIRECTION : ST_A_KEEP_DIRECTION, 0, 0);
}

/* ---- market day and brigand attack (§5) ---- */

static ctn_action market_day(sh_ctx *c) {
    ctn_action best = ST_ACT(ST_A_MARKET_PASS, 0, 0);
    double best_v = sh_hand_value(c, c->base.hand) + 1e-6;
    uint8_t h[CTN_RESOURCE_COUNT];
    memcpy(h, c->base.hand, sizeof h);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (!c->s->market[r]) continue;
        h[r]++;
        double v = sh_hand_value(c, h);
        h[r]--;
        if (v > best_v) best_v = v, best = ST_ACT(ST_A_MARKET_TAKE, r, 0);
    }
    return best;
}

/* Chooses all the cards owed at once (each time the one missed least, among the resources the
 * rules still allow) and discards the first of them in resource order. */
static ctn_action discard(sh_ctx *c) {
    const st_state *s = c->s;
    uint8_t h[CTN_RESOURCE_COUNT], out[CTN_RESOURCE_COUNT] = {0};
    memcpy(h, c->base.hand, sizeof h);
    int floor = s->discard_floor[c->me];
    for (int i = 0; i < s->discard_owed[c->me]; i++) {
        int best = -1;
        double best_v = -1e9;
        for (int r = floor; r < CTN_RESOURCE_COUNT; r++) {
            if (!h[r]) continue;
            h[r]--;
            double v = sh_hand_value(c, h);
            h[r]++;
            if (v > best_v) best_v = v, best = r;
        }
        if (best < 0) break;
        h[best]--;
        out[best]++;
    }
    for (int r = floor; r < CTN_RESOURCE_COUNT; r++)
        if (out[r]) return ST_ACT(ST_A_DISCARD, r, 0);
    return c->legal[0];
}

/* ---- the bot type ---- */

static ctn_status create(const ctn_game *g, int seat, const char *params, uint64_t seed,
                         void **data, ctn_error *err) {
    (void)g;
    bot_params bp;
    ctn_status st = bot_params_parse(params ? params : "", &bp, err);
    if (st == CTN_OK) st = bot_params_done(&bp, "struggle heuristic", err);
    if (st != CTN_OK) return st;
    sh_bot *b = calloc(1, sizeof *b);
    if (!b) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_rng_seed(&b->rng, seed);
    b->seat = seat;
    b->w = sh_default_weights;
    *data = b;
    return CTN_OK;
}

static ctn_action choose(void *data, const ctn_game *g, const ctn_state *view, int player,
                         const ctn_action *legal, int n) {
    sh_ctx c;
    sh_ctx_init(&c, data, g, view, player, legal, n);
    switch (c.s->phase) {
    case ST_PHASE_TRADE: return sh_trade(&c);
    case ST_PHASE_LIBRARY_TAKE: return sh_library_take(&c);
    case ST_PHASE_GIVE: return sh_give(&c);
    case ST_PHASE_BUILD: return build(&c);
    case ST_PHASE_PAY: return pay(&c);
    case ST_PHASE_DIRECTION: return direction(&c);
    case ST_PHASE_MARKET_DAY: return market_day(&c);
    case ST_PHASE_DISCARD: return discard(&c);
    default: return legal[0];
    }
}

static void destroy(void *data) { free(data); }

const ctn_bot_type ctn_struggle_heuristic = {
    .name = "struggle-heuristic",
    .help = "The Struggle for Catan: build plans by points, trades towards the goals, thefts "
            "aimed at the leader",
    .needs_view = 1,
    .create = create,
    .choose = choose,
    .destroy = destroy,
};
