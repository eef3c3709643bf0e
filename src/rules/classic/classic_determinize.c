/* classic_determinize.c — a full Classic state consistent with a player's view, for search bots:
 * the resource cards in hidden hands, the hidden development cards and the deck's composition are
 * dealt at random from exactly the cards the viewer cannot account for. */
#include "classic_internal.h"

/* Deals `count` cards from the pool (counts by kind) into `to`, uniformly without replacement. */
static void deal(ctn_rng *rng, uint8_t *pool, int kinds, int count, uint8_t *to) {
    int total = 0;
    for (int k = 0; k < kinds; k++) total += pool[k];
    for (int i = 0; i < count && total > 0; i++, total--) {
        int pick = (int)ctn_rng_below(rng, (uint32_t)total), k = 0;
        while (pick >= pool[k]) pick -= pool[k++];
        pool[k]--;
        to[k]++;
    }
}

/* Moves `cards` of a hidden hand from the pool into the hand before the rest is dealt: cards the
 * view proves the hand holds. */
static void reserve(cl_state *s, int p, uint8_t *pool, const uint8_t *cards) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int k = cards[r] < pool[r] ? cards[r] : pool[r];
        if (k > s->hidden_hand[p]) k = s->hidden_hand[p];
        pool[r] = (uint8_t)(pool[r] - k);
        s->hand[p][r] = (uint8_t)(s->hand[p][r] + k);
        s->hidden_hand[p] = (uint8_t)(s->hidden_hand[p] - k);
    }
}

/* A standing domestic offer proves cards: the player who made it (s->actor, who confirms it:
 * in World not always the player on turn) holds what he offers, and whoever accepted holds what
 * he asks for (confirming must stay legal in every determinization). */
static void reserve_offer(cl_state *s, uint8_t *pool) {
    if (s->phase != CL_PHASE_TRADE_ANSWER && s->phase != CL_PHASE_TRADE_CONFIRM) return;
    reserve(s, s->actor, pool, s->offer_give);
    for (int q = 0; q < s->num_players; q++)
        if (s->offer_answer[q] == CL_ANSWER_ACCEPT) reserve(s, q, pool, s->offer_want);
}

/* Resource cards held by hidden hands: what is neither in the bank nor in a shown hand. */
static void deal_hands(const cl_data *d, cl_state *s, ctn_rng *rng) {
    uint8_t pool[CTN_RESOURCE_COUNT];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int unseen = d->bank_start - s->bank[r];
        for (int p = 0; p < s->num_players; p++) unseen -= s->hand[p][r];
        pool[r] = (uint8_t)unseen;
    }
    reserve_offer(s, pool);
    for (int p = 0; p < s->num_players; p++) {
        deal(rng, pool, CTN_RESOURCE_COUNT, s->hidden_hand[p], s->hand[p]);
        s->hidden_hand[p] = 0;
    }
}

/* Development cards not played, not under the deck and not in a shown hand: the hidden hands and
 * the deck share them. Of a hidden hand, the cards bought this turn are chosen at random too. */
static void deal_dev_cards(const cl_data *d, cl_state *s, ctn_rng *rng) {
    uint8_t pool[CL_DEV_COUNT];
    for (int c = 0; c < CL_DEV_COUNT; c++) {
        int unseen = d->dev_start[c] - s->dev_used[c];
        for (int i = 0; i < s->dev_bottom_len; i++) unseen -= s->dev_bottom[i] == c;
        for (int p = 0; p < s->num_players; p++) unseen -= s->dev_hand[p][c];
        pool[c] = (uint8_t)unseen;
    }
    for (int p = 0; p < s->num_players; p++) {
        if (!s->hidden_dev[p]) continue;
        uint8_t dealt[CL_DEV_COUNT] = {0};
        deal(rng, pool, CL_DEV_COUNT, s->hidden_dev[p], dealt);
        for (int c = 0; c < CL_DEV_COUNT; c++) s->dev_hand[p][c] = (uint8_t)(s->dev_hand[p][c] + dealt[c]);
        deal(rng, dealt, CL_DEV_COUNT, s->hidden_dev_new[p], s->dev_new[p]);
        s->hidden_dev[p] = s->hidden_dev_new[p] = 0;
    }
    memcpy(s->dev_deck, pool, CL_DEV_COUNT); /* the rest is the deck */
    s->hidden_deck = 0;
}

void cl_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out) {
    const cl_data *d = cl_data_of(g);
    cl_state *s = (cl_state *)out;
    if (out != view) memcpy(s, view, sizeof *s);
    if (s->viewer == CL_NOBODY) return; /* a full state already */
    cl_state first = *s;
    for (int attempt = 0; attempt < 64; attempt++) {
        *s = first;
        deal_hands(d, s, rng);
        deal_dev_cards(d, s, rng);
        /* the game goes on, so the player on turn cannot hold enough points to have won (§10);
         * in World points are claimed only at the end of a round (W§10), so anyone may */
        if (s->phase == CL_PHASE_GAME_OVER || s->context != CL_CTX_TURN || d->world ||
            cl_total_vp(s, s->current) < d->vp_to_win)
            break;
    }
    s->viewer = CL_NOBODY;
    ctn_rng_seed(&s->rng, ctn_rng_next(rng));
}
