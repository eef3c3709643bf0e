/* classic_heuristic_trade.c — trade for the Classic heuristic bot.
 *
 * Maritime: surplus cards go to the bank at the best rate only when that completes a build this
 * turn (or, for a hand far over the discard limit, when the trade costs less than the expected
 * discard). Resources taken from the bank in a turn are never given back, and trades per turn are
 * capped, so trading cannot go in circles.
 *
 * Domestic: on its own turn, one or two cards short of a goal and holding surplus, the bot offers
 * surplus for exactly the missing cards (1:1 first, one card more the second time), at most
 * CH_MAX_OFFERS offers a turn, never the same offer twice. It confirms with the acceptor with the
 * fewest points who is not close to winning, else cancels. It accepts another player's offer when
 * that raises the value of its hand (ch_hand_utility: its nearest goals by missing cards, so a
 * card its nearest goal needs is never given away for a lesser goal) while giving at most one card
 * more than it gets, unless the offerer is close to winning.
 */
#include "classic_heuristic.h"

static int rate_of(const ch_ctx *c, int r) {
    return cl_trade_rate(c->s, c->me, r);
}

static int taken(const ch_ctx *c, int r) {
    return (c->bot->bank_taken >> r) & 1u;
}

static ctn_action legal_or_none(const ch_ctx *c, ctn_action a) {
    return ch_is_legal(c, a) ? a : CL_A_NONE;
}

ctn_action ch_bank_trade_for(ch_ctx *c, ch_goal goal) {
    if (c->bot->bank_trades >= CH_MAX_BANK_TRADES) return CL_A_NONE;
    const uint8_t *hand = c->s->hand[c->me], *cost = ch_goal_cost(c, goal);
    int missing = 0, units = 0, take = -1, give = -1;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (hand[r] < cost[r]) {
            int m = cost[r] - hand[r];
            if (c->s->bank[r] < m) return CL_A_NONE;
            missing += m;
            if (take < 0) take = r;
            continue;
        }
        int extra = hand[r] - cost[r], rate = rate_of(c, r);
        if (taken(c, r) || extra < rate) continue;
        units += extra / rate;
        /* give the cheapest resource to trade, then the most plentiful */
        if (give < 0 || rate < rate_of(c, give) ||
            (rate == rate_of(c, give) && extra > hand[give] - cost[give]))
            give = r;
    }
    if (missing == 0 || units < missing) return CL_A_NONE;
    return legal_or_none(c, CL_ACT(CL_A_TRADE_BANK, give, take));
}

/* Probability that somebody else rolls a 7 before the bot's next turn. */
static double seven_risk(const ch_ctx *c) {
    double none = 1;
    for (int p = 1; p < c->np; p++) none *= 5.0 / 6.0;
    return 1 - none;
}

ctn_action ch_bank_trade_down(ch_ctx *c) {
    const uint8_t *hand = c->s->hand[c->me];
    int total = cl_hand_total(c->s, c->me);
    if (total <= c->d->discard_limit || c->bot->bank_trades >= CH_MAX_BANK_TRADES) return CL_A_NONE;
    double expected_loss = seven_risk(c) * (total / 2);
    int give = -1, take = -1;
    double give_value = 1e9, take_value = -1e9;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (taken(c, r) || hand[r] < rate_of(c, r) || rate_of(c, r) - 1 >= expected_loss) continue;
        double v = ch_card_keep_value(c, hand, r, hand[r] - 1);
        if (v < give_value) give_value = v, give = r;
    }
    if (give < 0) return CL_A_NONE;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (r == give || !c->s->bank[r]) continue;
        double v = ch_card_keep_value(c, hand, r, hand[r]);
        if (v > take_value) take_value = v, take = r;
    }
    if (take < 0) return CL_A_NONE;
    return legal_or_none(c, CL_ACT(CL_A_TRADE_BANK, give, take));
}

/* ---- domestic offers ---- */

/* Would p be asked? Everybody in Classic; in World the two seats on each side (W§7). */
static int asked(const ch_ctx *c, int p) {
#if CL_SEA
    if (c->d->world) return cl_world_may_trade(c->s, c->me, p);
#endif
    (void)c, (void)p;
    return 1;
}

static int may_offer(const ch_ctx *c) {
    const cl_state *s = c->s;
    if (!c->bot->trade || s->phase != CL_PHASE_MAIN || s->context != CL_CTX_TURN ||
        s->actor != c->me || c->bot->offers >= CH_MAX_OFFERS)
        return 0;
    for (int p = 0; p < c->np; p++) /* someone who could accept and may be traded with */
        if (p != c->me && asked(c, p) && !ch_close_to_winning(c, p) && cl_hand_count(s, p) > 0)
            return 1;
    return 0;
}

/* Picks `k` surplus cards (not needed for cost) of the lowest keep value. */
static int pick_surplus(const ch_ctx *c, const uint8_t *cost, int k,
                        uint8_t give[CTN_RESOURCE_COUNT]) {
    const uint8_t *hand = c->s->hand[c->me];
    uint8_t left[CTN_RESOURCE_COUNT];
    memset(give, 0, CTN_RESOURCE_COUNT);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        left[r] = (uint8_t)(hand[r] > cost[r] ? hand[r] - cost[r] : 0);
    for (int i = 0; i < k; i++) {
        int best = -1;
        double best_value = 1e9;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            if (!left[r] || give[r] >= CL_OFFER_MAX_SIDE) continue;
            double v = ch_card_keep_value(c, hand, r, hand[r] - give[r] - 1);
            if (v < best_value) best_value = v, best = r;
        }
        if (best < 0) return i;
        left[best]--, give[best]++;
    }
    return k;
}

ctn_action ch_offer_for(ch_ctx *c, ch_goal goal) {
    if (!may_offer(c)) return CL_A_NONE;
    const uint8_t *hand = c->s->hand[c->me], *cost = ch_goal_cost(c, goal);
    uint8_t want[CTN_RESOURCE_COUNT] = {0}, give[CTN_RESOURCE_COUNT];
    int missing = 0, surplus = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (hand[r] < cost[r]) {
            want[r] = (uint8_t)(cost[r] - hand[r]);
            missing += want[r];
            if (c->others_hold[r] < want[r]) return CL_A_NONE; /* nobody has them */
        } else {
            surplus += hand[r] - cost[r];
        }
    }
    if (missing == 0 || missing > 2 || surplus == 0) return CL_A_NONE;
    int k = missing + c->bot->offers; /* 1:1 first, then one card more */
    if (k > surplus) k = surplus;
    if (k > CL_OFFER_MAX_SIDE) k = CL_OFFER_MAX_SIDE;
    if (pick_surplus(c, cost, k, give) == 0) return CL_A_NONE;
    ctn_action a = ctn_classic_offer_action(give, want);
    return a == c->bot->last_offer && c->bot->offers ? CL_A_NONE : a;
}

/* ---- answering and confirming ---- */

static int card_count(const uint8_t *cards) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += cards[r];
    return n;
}

ctn_action ch_answer_offer(ch_ctx *c) {
    const cl_state *s = c->s;
    ctn_action accept = CL_ACT(CL_A_ACCEPT, 0, 0), decline = CL_ACT(CL_A_DECLINE, 0, 0);
    if (!ch_is_legal(c, accept) || ch_close_to_winning(c, s->current)) return decline;
    ch_plan(c);
    const uint8_t *hand = s->hand[c->me];
    uint8_t after[CTN_RESOURCE_COUNT];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        after[r] = (uint8_t)(hand[r] - s->offer_want[r] + s->offer_give[r]);
    int given = card_count(s->offer_want), received = card_count(s->offer_give);
    double gain = ch_hand_utility(c, after) - ch_hand_utility(c, hand);
    return gain > 0.05 && given <= received + 1 ? accept : decline;
}

ctn_action ch_confirm_offer(ch_ctx *c) {
    int best = -1;
    for (int q = 0; q < c->np; q++) {
        if (q == c->me || c->s->offer_answer[q] != CL_ANSWER_ACCEPT || ch_close_to_winning(c, q))
            continue;
        if (best < 0 || ch_estimated_vp(c, q) < ch_estimated_vp(c, best)) best = q;
    }
    if (best >= 0 && ch_is_legal(c, CL_ACT(CL_A_CONFIRM, best, 0)))
        return CL_ACT(CL_A_CONFIRM, best, 0);
    return CL_ACT(CL_A_CANCEL, 0, 0);
}

void ch_note_action(ch_ctx *c, ctn_action a) {
    if (CL_ACT_TYPE(a) == CL_A_TRADE_BANK) {
        c->bot->bank_trades++;
        c->bot->bank_taken |= 1u << CL_ACT_ARG1(a);
    } else if (CL_ACT_TYPE(a) == CL_A_OFFER) {
        c->bot->offers++;
        c->bot->last_offer = a;
    }
}
