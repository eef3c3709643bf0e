/* classic_heuristic.c — the Classic heuristic bot ("heuristic" on a classic game): a hand-written
 * strategy after how strong players play, deciding from its own view only.
 *
 * - Set-up: settlements on the spots with the most pips, weighted by resource (scarce on this
 *   board count more), concave per resource so that diversity pays and the second settlement
 *   complements the first; harbours by what the bot produces; the road towards the best spot two
 *   steps away. Grain and ore get a small bonus: in self-play that beat a bonus for lumber and
 *   brick (the concave value already makes a start without them poor).
 * - Turn: play a development card when it pays (knight for Largest Army or against the robber on
 *   its own hex, else to build the army; year of plenty or monopoly when they complete a build,
 *   road building when roads lead somewhere); then build by priority city > settlement > a road
 *   that takes Longest Road > development card (not one that spoils a city or settlement one card
 *   from complete) > a road towards a free spot (no road that leads nowhere: the bot saves
 *   instead); then offer a domestic trade or trade with the bank to complete a goal this turn
 *   (classic_heuristic_trade.c); end the turn when nothing useful remains.
 * - Robber: on the hex that costs the leading players most where the bot has no building; rob the
 *   leader with cards. Discards keep what the goals need.
 * - Seafarers: ships are planned with roads (a ship where the way to the best spot or a longer
 *   trade route goes by sea), gold fields count as any resource, the pirate when its theft beats
 *   the robber's, gold picks by what the goals need, a ship moved when that brings a spot
 *   within reach (classic_heuristic_sea.c), and the island bonus in a spot's value.
 *
 * Parameter: trade=0|1 (domestic offers, default 1). Deterministic: ties in the set-up are broken
 * by the bot's own generator, seeded in create.
 */
#include <stdlib.h>

#include "bot_params.h"
#include "classic_heuristic.h"
#include "heuristic_bot.h"

/* ---- set-up ---- */

#define SETUP_CITY_BONUS 1.15

/* A spot's value in the set-up: what it adds to the bot's production (grain and ore count a
 * little more: in self-play that beat a lumber-and-brick start), its harbour, and a little of the
 * best spot two roads away. */
static double setup_score(ch_ctx *c, int v) {
    double saved[CTN_RESOURCE_COUNT];
    memcpy(saved, c->weight, sizeof saved);
    c->weight[CTN_GRAIN] *= SETUP_CITY_BONUS, c->weight[CTN_ORE] *= SETUP_CITY_BONUS;
    double score = ch_spot_value(c, c->me, v), ahead = 0;
    for (int k = 0; k < c->t->vertex_degree[v]; k++) {
        int u = c->t->vertex_vertex[v][k];
        for (int j = 0; j < c->t->vertex_degree[u]; j++) {
            int w = c->t->vertex_vertex[u][j];
            if (w == v || !cl_set_test(&c->s->settle_free, (unsigned)w)) continue;
            double pv[CTN_RESOURCE_COUNT];
            ch_vertex_prod(c, w, pv);
            double value = ch_prod_value(c, pv);
            if (value > ahead) ahead = value;
        }
    }
    memcpy(c->weight, saved, sizeof saved);
    return score + 0.1 * ahead;
}

static ctn_action setup_settlement(ch_ctx *c) {
    ctn_action best = c->legal[0];
    double best_score = -1e9;
    for (int i = 0; i < c->n; i++) {
        if (CL_ACT_TYPE(c->legal[i]) != CL_A_BUILD_SETTLEMENT) continue;
        double noise = (double)ctn_rng_below(&c->bot->rng, 1000) * 1e-6; /* ties only */
        double score = setup_score(c, CL_ACT_ARG0(c->legal[i])) + noise;
        if (score > best_score) best_score = score, best = c->legal[i];
    }
    return best;
}

/* The set-up road: towards the best free spot beyond its far end. */
static ctn_action setup_road(ch_ctx *c) {
    ctn_action best = c->legal[0];
    double best_score = -1;
    int from = c->s->setup_vertex;
    for (int i = 0; i < c->n; i++) {
        int e = CL_ACT_ARG0(c->legal[i]);
        int u = c->t->edge_vertex[e][0] == from ? c->t->edge_vertex[e][1] : c->t->edge_vertex[e][0];
        double score = 0;
        for (int j = 0; j < c->t->vertex_degree[u]; j++) {
            int w = c->t->vertex_vertex[u][j];
            if (w == from || !cl_set_test(&c->s->settle_free, (unsigned)w)) continue;
            double value = ch_spot_value(c, c->me, w);
            if (value > score) score = value;
        }
        if (score > best_score) best_score = score, best = c->legal[i];
    }
    return best;
}

/* ---- robber and discards ---- */

/* How much the bot wants to hurt p: more for more points, most for the leader. */
static double threat(const ch_ctx *c, int p) {
    double top = 0;
    for (int q = 0; q < c->np; q++)
        if (q != c->me && ch_estimated_vp(c, q) > top) top = ch_estimated_vp(c, q);
    return 1.0 + 0.4 * ch_estimated_vp(c, p) + (ch_estimated_vp(c, p) >= top ? 1.0 : 0.0);
}

/* What robbing `victim` is worth: a card, more from a full hand and from the leader. */
static double theft_value(const ch_ctx *c, int victim) {
    int cards = cl_hand_count(c->s, victim);
    return 1.5 + 0.2 * (cards < 8 ? cards : 8) + 0.3 * threat(c, victim);
}

static double robber_score(const ch_ctx *c, int h, int victim) {
    const cl_state *s = c->s;
    double score = 0;
    for (int q = 0; q < c->np; q++) {
        if (!(s->hex_owners[h] & (1u << q))) continue;
        double blocked = c->hex_pips[h] * s->hex_yield[h][q];
        score += q == c->me ? -(3.0 + 2.0 * blocked) : 0.5 * blocked * threat(c, q);
    }
    if (victim >= 0) score += theft_value(c, victim);
    return score;
}

/* Seafarers (S§6): the pirate blocks no production, only building and moving ships by its hex,
 * so it is worth its theft and a little for the ships it hinders. */
static double pirate_score(const ch_ctx *c, int h, int victim) {
    double score = 0;
#if CL_SEA
    const cl_state *s = c->s;
    for (int q = 0; q < c->np; q++) {
        int ships = 0;
        for (int k = 0; k < 6; k++) ships += cl_set_test(&s->ships[q], c->t->hex_edge[h][k]);
        if (ships) score += q == c->me ? -1.0 : 0.2 * threat(c, q);
    }
    if (victim >= 0) score += theft_value(c, victim);
#else
    (void)c, (void)h, (void)victim;
#endif
    return score;
}

/* What moving a robber away from its hex gives up: the block it puts on others there now (a
 * negative score where it blocks the bot). Only in World, whose two robbers (W§6) make it
 * matter which one moves. */
static double lifted(const ch_ctx *c, ctn_action a) {
#if CL_SEA
    if (!c->d->world) return 0;
    int h = CL_ACT_TYPE(a) == CL_A_MOVE_ROBBER2 ? c->s->robber2 : c->s->robber;
    return h < c->s->num_hexes ? robber_score(c, h, -1) : 0;
#else
    (void)c, (void)a;
    return 0;
#endif
}

/* The robber, or in Seafarers the pirate (S§6), where it scores most. */
static ctn_action move_robber(ch_ctx *c) {
    ctn_action best = c->legal[0];
    double best_score = -1e9;
    for (int i = 0; i < c->n; i++) {
        ctn_action a = c->legal[i];
        double score;
        int type = CL_ACT_TYPE(a);
        if (type == CL_A_MOVE_ROBBER || type == CL_A_MOVE_ROBBER2) /* World: either robber */
            score = robber_score(c, CL_ACT_ARG0(a), CL_ACT_ARG1(a) - 1) - lifted(c, a);
        else if (type == CL_A_MOVE_PIRATE || type == CL_A_MOVE_PIRATE2)
            score = pirate_score(c, CL_ACT_ARG0(a), CL_ACT_ARG1(a) - 1);
        else
            continue;
        if (score > best_score) best_score = score, best = a;
    }
    return best;
}

/* Chooses every card to give up at once (the lowest keep values among the resources still
 * allowed) and discards the first of them in resource order, as the rules require (§5.3). */
static ctn_action discard(ch_ctx *c) {
    ch_plan(c);
    const cl_state *s = c->s;
    const uint8_t *hand = s->hand[c->me];
    uint8_t left[CTN_RESOURCE_COUNT];
    memcpy(left, hand, sizeof left);
    int first = CTN_RESOURCE_COUNT;
    for (int k = 0; k < s->discard_owed[c->me]; k++) {
        int pick = -1;
        double low = 1e9;
        for (int r = s->discard_floor[c->me]; r < CTN_RESOURCE_COUNT; r++) {
            if (!left[r]) continue;
            double v = ch_card_keep_value(c, hand, r, left[r] - 1);
            if (v < low) low = v, pick = r;
        }
        if (pick < 0) break;
        left[pick]--;
        if (pick < first) first = pick;
    }
    ctn_action a = CL_ACT(CL_A_DISCARD, first, 0);
    return ch_is_legal(c, a) ? a : c->legal[0];
}

/* ---- development cards ---- */

static int knight_takes_army(const ch_ctx *c) {
    const cl_state *s = c->s;
    int k = s->knights[c->me] + 1, owner = s->largest_army_owner;
    return owner != c->me && k >= 3 && (owner == CL_NOBODY || k > s->knights[owner]);
}

static int robbed_hex_of_mine(const ch_ctx *c, int h) {
    return h < c->s->num_hexes && c->s->hex_yield[h][c->me] && c->hex_pips[h] > 0;
}

/* A robber (in World either, W§6) on a hex where the bot produces. */
static int robber_on_me(const ch_ctx *c) {
#if CL_SEA
    if (robbed_hex_of_mine(c, c->s->robber2)) return 1;
#endif
    return robbed_hex_of_mine(c, c->s->robber);
}

static ctn_action pre_roll(ch_ctx *c) {
    ctn_action knight = CL_ACT(CL_A_PLAY_KNIGHT, 0, 0);
    if (ch_is_legal(c, knight) && (robber_on_me(c) || knight_takes_army(c))) return knight;
    return CL_ACT(CL_A_ROLL, 0, 0);
}

/* The highest goal (lowest index) that `hand` can pay for, with the bank's help if `bank`. */
static int completes(const ch_ctx *c, const uint8_t *hand, int bank) {
    for (int goal = 0; goal < CH_GOALS; goal++) {
        if (!c->goal_ok[goal] || (goal == CH_DEV && ch_dev_spoils(c, hand))) continue;
        const uint8_t *cost = ch_goal_cost(c, (ch_goal)goal);
        int missing = 0, units = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            if (hand[r] < cost[r])
                missing += cost[r] - hand[r];
            else if (bank)
                units += (hand[r] - cost[r]) / cl_trade_rate(c->s, c->me, r);
        }
        if (missing <= units) return goal;
    }
    return CH_GOALS;
}

/* Year of plenty or monopoly: the card that completes the highest goal not payable without it
 * (ties: the most cards). Returns CL_A_NONE when neither completes a better goal. */
static ctn_action resource_card(const ch_ctx *c) {
    const uint8_t *hand = c->s->hand[c->me];
    int now = completes(c, hand, 1), best_goal = now;
    int best_gain = 0;
    ctn_action best = CL_A_NONE;
    for (int i = 0; i < c->n; i++) {
        ctn_action a = c->legal[i];
        int type = CL_ACT_TYPE(a), gain;
        uint8_t after[CTN_RESOURCE_COUNT];
        memcpy(after, hand, sizeof after);
        if (type == CL_A_PLAY_YEAR_OF_PLENTY) {
            after[CL_ACT_ARG0(a)]++, after[CL_ACT_ARG1(a)]++, gain = 2;
        } else if (type == CL_A_PLAY_MONOPOLY) {
            gain = c->others_hold[CL_ACT_ARG0(a)];
            after[CL_ACT_ARG0(a)] = (uint8_t)(after[CL_ACT_ARG0(a)] + gain);
        } else {
            continue;
        }
        int goal = completes(c, after, 0);
        if (goal >= CH_GOALS) goal = completes(c, after, 1);
        if (goal < best_goal || (goal == best_goal && goal < now && gain > best_gain))
            best_goal = goal, best_gain = gain, best = a;
    }
    return best;
}

/* A monopoly that simply takes many cards. */
static ctn_action big_monopoly(const ch_ctx *c) {
    int best = -1;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (c->others_hold[r] >= 5 && (best < 0 || c->others_hold[r] > c->others_hold[best]))
            best = r;
    ctn_action a = CL_ACT(CL_A_PLAY_MONOPOLY, best, 0);
    return best >= 0 && ch_is_legal(c, a) ? a : CL_A_NONE;
}

static ctn_action play_dev(ch_ctx *c) {
    if (c->s->dev_played & (1u << c->me)) return CL_A_NONE;
    ctn_action knight = CL_ACT(CL_A_PLAY_KNIGHT, 0, 0),
               roads = CL_ACT(CL_A_PLAY_ROAD_BUILDING, 0, 0);
    if (ch_is_legal(c, knight) && knight_takes_army(c)) return knight;
    ctn_action a = resource_card(c);
    if (a != CL_A_NONE) return a;
    if (ch_is_legal(c, roads) && (c->goal_ok[CH_ROAD] || c->goal_ok[CH_LONG_ROAD])) return roads;
    if (ch_is_legal(c, knight)) return knight; /* towards Largest Army (holding it did worse) */
    return big_monopoly(c);
}

/* ---- the main phase (also the special building phase and paired part) ---- */

static ctn_action build_now(ch_ctx *c) {
    const uint8_t *hand = c->s->hand[c->me];
    for (int goal = 0; goal < CH_GOALS; goal++) {
        if (!c->goal_ok[goal] || !cl_can_afford(c->s, c->me, ch_goal_cost(c, (ch_goal)goal)))
            continue;
        int oversized = cl_hand_total(c->s, c->me) > c->d->discard_limit + 3;
        if (goal == CH_DEV && ch_dev_spoils(c, hand) && !oversized) continue;
        ctn_action a = ch_goal_action(c, (ch_goal)goal);
        if (ch_is_legal(c, a)) return a;
    }
    return CL_A_NONE;
}

static ctn_action trade_towards(ch_ctx *c) {
    for (int goal = 0; goal < CH_GOALS; goal++) {
        if (!c->goal_ok[goal] || (goal == CH_DEV && ch_dev_spoils(c, c->s->hand[c->me]))) continue;
        ctn_action a = ch_offer_for(c, (ch_goal)goal);
        if (a == CL_A_NONE) a = ch_bank_trade_for(c, (ch_goal)goal);
        if (a != CL_A_NONE) return a;
    }
    return CL_A_NONE;
}

/* A hand over the discard limit: a development card, else a cheap trade with the bank. */
static ctn_action spend_down(ch_ctx *c) {
    if (cl_hand_total(c->s, c->me) <= c->d->discard_limit) return CL_A_NONE;
    ctn_action dev = CL_ACT(CL_A_BUY_DEV, 0, 0);
    if (ch_is_legal(c, dev)) return dev;
    return ch_bank_trade_down(c);
}

static ctn_action main_phase(ch_ctx *c) {
    ch_plan(c);
    ctn_action a = play_dev(c);
    if (a == CL_A_NONE) a = build_now(c);
    if (a == CL_A_NONE) a = ch_ship_move(c);
    if (a == CL_A_NONE) a = trade_towards(c);
    if (a == CL_A_NONE) a = spend_down(c);
    return a == CL_A_NONE ? CL_ACT(CL_A_END_TURN, 0, 0) : a;
}

static ctn_action free_road(ch_ctx *c) {
    ch_plan(c);
    ctn_action a = ch_best_road(c);
    return a != CL_A_NONE && ch_is_legal(c, a) ? a : c->legal[0];
}

/* ---- the bot type ---- */

static ctn_action decide(ch_ctx *c) {
    switch (c->s->phase) {
    case CL_PHASE_SETUP_SETTLEMENT:
        return setup_settlement(c);
    case CL_PHASE_SETUP_ROAD:
        return setup_road(c);
    case CL_PHASE_PRE_ROLL:
        return pre_roll(c);
    case CL_PHASE_DISCARD:
        return discard(c);
    case CL_PHASE_MOVE_ROBBER:
        return move_robber(c);
    case CL_PHASE_MAIN:
    case CL_PHASE_PAIRED:
    case CL_PHASE_SPECIAL_BUILD:
        return main_phase(c);
    case CL_PHASE_ROAD_BUILDING:
        return free_road(c);
    case CL_PHASE_TRADE_ANSWER:
        return ch_answer_offer(c);
    case CL_PHASE_TRADE_CONFIRM:
        return ch_confirm_offer(c);
    case CL_PHASE_GOLD:
        return ch_pick_gold(c);
    case CL_PHASE_MOVE_SHIP:
        return ch_place_ship(c);
    default:
        return c->legal[0];
    }
}

/* Turn counters restart with each turn part. */
static void follow_turn(ch_bot *b, const cl_state *s) {
    if (s->turn == b->turn && s->context == b->turn_context) return;
    b->turn = s->turn, b->turn_context = s->context;
    b->offers = b->bank_trades = 0;
    b->bank_taken = 0;
    b->last_offer = CL_A_NONE;
}

static ctn_status create(const ctn_game *g, int seat, const char *params, uint64_t seed,
                         void **data, ctn_error *err) {
    (void)g;
    bot_params p;
    long trade = 1;
    ctn_status st = bot_params_parse(params ? params : "", &p, err);
    if (st == CTN_OK) st = bot_params_int(&p, "trade", 1, 0, 1, &trade, err);
    if (st == CTN_OK) st = bot_params_done(&p, "heuristic", err);
    if (st != CTN_OK) return st;
    ch_bot *b = calloc(1, sizeof *b);
    if (!b) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_rng_seed(&b->rng, seed);
    b->seat = seat;
    b->trade = (int)trade;
    b->turn = UINT32_MAX;
    *data = b;
    return CTN_OK;
}

static ctn_action choose(void *data, const ctn_game *g, const ctn_state *view, int player,
                         const ctn_action *legal, int n) {
    ch_bot *b = data;
    ch_ctx c;
    ch_ctx_init(&c, b, g, view, player, legal, n);
    follow_turn(b, c.s);
    ctn_action a = decide(&c);
    if (CL_ACT_TYPE(a) != CL_A_OFFER && !ch_is_legal(&c, a)) a = legal[0]; /* never expected */
    ch_note_action(&c, a);
    return a;
}

static void destroy(void *data) {
    free(data);
}

const ctn_bot_type ctn_classic_heuristic = {
    .name = "classic-heuristic",
    .help = "placement by pips and diversity, build priorities, robber on the leader, trades; "
            "parameter trade=0|1 (domestic offers, default 1)",
    .needs_view = 1,
    .create = create,
    .choose = choose,
    .destroy = destroy,
};
