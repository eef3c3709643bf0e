/* struggle_heuristic_trade.c — the trade phase of the Struggle heuristic bot (§4.1, §6):
 *
 * - the merchant guild first, on the richest opponent it may target (a free card);
 * - then each trade by its value for the turn's build plan and the goals after it: a market trade
 *   exactly, a trade with the draw pile or a player as an expectation over the cards the bot has
 *   not seen (a player trade draws first and gives back after, so it is never worse), the library
 *   as the best of the cards the victim probably holds;
 * - trading ends when no trade adds value (the goal is paid for, or nothing helps).
 * The card given back after a player trade or the library is the one the hand misses least; the
 * card taken with the library the one it wants most.
 */
#include "struggle_heuristic.h"

static const double MIN_GAIN = 0.002; /* a trade must add this much (ties end trading) */

/* The opponent with the most cards among those `type` actions name (then most points, then the
 * bot's generator), or -1. */
static int richest(sh_ctx *c, int type) {
    int best = -1, best_cards = -1, best_vp = -1, ties = 0;
    for (int i = 0; i < c->n; i++) {
        if (ST_ACT_TYPE(c->legal[i]) != type) continue;
        int q = ST_ACT_ARG0(c->legal[i]), cards = st_hand_count(c->s, q);
        if (cards > best_cards || (cards == best_cards && c->vp[q] > best_vp)) {
            best = q, best_cards = cards, best_vp = c->vp[q], ties = 1;
        } else if (cards == best_cards && c->vp[q] == best_vp &&
                   ctn_rng_below(&c->bot->rng, (uint32_t)++ties) == 0) {
            best = q;
        }
    }
    return best;
}

ctn_action sh_guild(sh_ctx *c) {
    int q = richest(c, ST_A_GUILD);
    return q < 0 ? ST_ACT(ST_A_NONE, 0, 0) : ST_ACT(ST_A_GUILD, q, 0);
}

/* The best the hand can do after gaining a card of r and giving one back (*give: which). */
static double best_after_gain(sh_ctx *c, const uint8_t *hand, int r, int *give) {
    uint8_t h[CTN_RESOURCE_COUNT];
    memcpy(h, hand, sizeof h);
    if (r >= 0) h[r]++;
    double best = -1e9;
    *give = -1;
    for (int y = 0; y < CTN_RESOURCE_COUNT; y++) {
        if (!h[y]) continue;
        h[y]--;
        double v = sh_hand_value(c, h);
        h[y]++;
        if (v > best) best = v, *give = y;
    }
    return best;
}

/* A player trade: a card drawn blind (distributed like the unseen cards), then the best give. */
static double player_trade_value(sh_ctx *c, double gain[CTN_RESOURCE_COUNT]) {
    const uint8_t *hand = c->base.hand;
    double v = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int give;
        gain[r] = best_after_gain(c, hand, r, &give);
        v += c->unseen[r] * gain[r];
    }
    return v;
}

/* The library on a victim with `cards` cards: the best card he holds, each resource present with
 * the chance that a hand of that size drawn from the unseen cards has one. */
static double library_value(const sh_ctx *c, const double gain[CTN_RESOURCE_COUNT], int cards) {
    int order[CTN_RESOURCE_COUNT] = {0, 1, 2, 3, 4};
    for (int i = 1; i < CTN_RESOURCE_COUNT; i++)
        for (int j = i; j > 0 && gain[order[j]] > gain[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1], order[j - 1] = t;
        }
    double v = 0, none_better = 1;
    for (int i = 0; i < CTN_RESOURCE_COUNT; i++) {
        int r = order[i];
        double absent = 1;
        for (int k = 0; k < cards; k++) absent *= 1 - c->unseen[r];
        v += none_better * (1 - absent) * gain[r];
        none_better *= absent;
    }
    return v + none_better * gain[order[CTN_RESOURCE_COUNT - 1]];
}

/* A trade with the draw pile: give y first, then a card from the deck (or, when it is empty, from
 * the discard pile the card joins). */
static double deck_trade_value(sh_ctx *c, int y) {
    const st_state *s = c->s;
    uint8_t h[CTN_RESOURCE_COUNT];
    memcpy(h, c->base.hand, sizeof h);
    h[y]--;
    double dist[CTN_RESOURCE_COUNT], total = 0, v = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        dist[r] = s->hidden_deck ? c->unseen[r] : s->discard[r] + (r == y);
        total += dist[r];
    }
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (dist[r] <= 0) continue;
        h[r]++;
        v += dist[r] / total * sh_hand_value(c, h);
        h[r]--;
    }
    return v;
}

static double market_trade_value(sh_ctx *c, int take, int give) {
    uint8_t h[CTN_RESOURCE_COUNT];
    memcpy(h, c->base.hand, sizeof h);
    h[take]++;
    h[give]--;
    return sh_hand_value(c, h);
}

ctn_action sh_trade(sh_ctx *c) {
    ctn_action guild = sh_guild(c);
    if (ST_ACT_TYPE(guild) == ST_A_GUILD) return guild;
    ctn_action best = ST_ACT(ST_A_END_TRADE, 0, 0);
    double best_v = sh_hand_value(c, c->base.hand) + MIN_GAIN;
    double gain[CTN_RESOURCE_COUNT], player = -1e9;
    int player_done = 0;
    for (int i = 0; i < c->n; i++) {
        ctn_action a = c->legal[i];
        int type = ST_ACT_TYPE(a), x = ST_ACT_ARG0(a);
        double v;
        switch (type) {
        case ST_A_TRADE_MARKET: v = market_trade_value(c, x, ST_ACT_ARG1(a)); break;
        case ST_A_TRADE_DECK: v = deck_trade_value(c, x); break;
        case ST_A_TRADE_PLAYER:
        case ST_A_LIBRARY:
            if (!player_done) player = player_trade_value(c, gain), player_done = 1;
            v = type == ST_A_TRADE_PLAYER ? player : library_value(c, gain, st_hand_count(c->s, x));
            /* the same expectation from everyone: prefer the richest, then the leader */
            v += 1e-4 * st_hand_count(c->s, x) + 1e-5 * sh_threat(c, x);
            break;
        default: continue;
        }
        if (v > best_v) best_v = v, best = a;
    }
    return best;
}

ctn_action sh_library_take(sh_ctx *c) {
    const uint8_t *theirs = c->s->hand[c->s->victim];
    int best = -1;
    double best_v = -1e9;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (!theirs[r]) continue;
        int give;
        double v = best_after_gain(c, c->base.hand, r, &give);
        if (v > best_v) best_v = v, best = r;
    }
    return best < 0 ? c->legal[0] : ST_ACT(ST_A_TAKE, best, 0);
}

ctn_action sh_give(sh_ctx *c) {
    int give;
    best_after_gain(c, c->base.hand, -1, &give);
    return give < 0 ? c->legal[0] : ST_ACT(ST_A_GIVE, give, 0);
}
