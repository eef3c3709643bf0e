/* struggle_determinize.c — a full Struggle state consistent with a player's view, for search bots:
 * hidden hands and the deck are dealt at random from the resource cards the viewer cannot see
 * (everything not in the market, the discard pile or a shown hand). */
#include "struggle_internal.h"

static void deal(ctn_rng *rng, uint8_t *pool, int count, uint8_t *to) {
    int total = st_total(pool);
    for (int i = 0; i < count && total > 0; i++, total--) {
        int pick = (int)ctn_rng_below(rng, (uint32_t)total), k = 0;
        while (pick >= pool[k]) pick -= pool[k++];
        pool[k]--;
        to[k]++;
    }
}

void st_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out) {
    const st_data *d = st_data_of(g);
    st_state *s = (st_state *)out;
    if (out != view) memcpy(s, view, sizeof *s);
    if (s->viewer == ST_NOBODY) return;
    uint8_t pool[CTN_RESOURCE_COUNT];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int unseen = d->resources[r] - s->market[r] - s->discard[r];
        for (int p = 0; p < s->num_players; p++) unseen -= s->hand[p][r];
        pool[r] = (uint8_t)unseen;
    }
    for (int p = 0; p < s->num_players; p++) {
        deal(rng, pool, s->hidden_hand[p], s->hand[p]);
        s->hidden_hand[p] = 0;
    }
    memcpy(s->deck, pool, CTN_RESOURCE_COUNT); /* the rest is the deck */
    s->hidden_deck = 0;
    s->viewer = ST_NOBODY;
    ctn_rng_seed(&s->rng, ctn_rng_next(rng));
}
