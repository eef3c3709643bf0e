/* rivals_tourney_kinds.c — the tournament's hidden kinds (docs/rules/rivals.md R-96): a player
 * knows his own deck, but of his opponent's only the eras he declared (public) and the cards seen
 * in the open. Determinizing a view therefore deals every card whose kind it hides a kind from the
 * pool its owner's eras allow — each deck card the engine plays, as many times as the deck rules
 * let one deck hold it (copies over the eras, one of each attack card and named unit) — less the
 * kinds of that deck already in the open, so each sample is a legal deck and uses nothing the view
 * does not show. The pools are made once per game (rv_tourney_pool, at set-up). */
#include <stdlib.h>

#include "catan/rivals_deck.h"
#include "rivals_internal.h"

/* A row the tournament deals: a draw card the engine plays (no event). */
static int playable(int kind) {
    return kind >= 0 && kind < ctn_rivals_card_count && ctn_rivals_cards[kind].type != RV_T_EVENT &&
           ctn_rivals_cards[kind].implemented;
}

ctn_status rv_tourney_pool(rv_data *d, const unsigned *eras, ctn_error *err) {
    for (int k = 0; k < ctn_rivals_card_count && k < RV_MAX_KINDS; k++) { /* one group per name */
        int g;
        for (g = 0; g < k && strcmp(ctn_rivals_cards[g].key, ctn_rivals_cards[k].key) != 0; g++) {}
        d->kind_group[k] = (uint8_t)g;
    }
    ctn_rivals_pool *pool = malloc(sizeof *pool);
    if (!pool) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_rivals_pool_init(pool);
    for (int p = 0; p < RV_PLAYERS; p++) {
        unsigned brought = eras[p] | RV_ERAS_BASE_BOX;
        int n = 0;
        for (int i = 0; i < pool->n; i++) {
            int kind = pool->card[i].kind;
            if (!playable(kind)) continue;
            for (int c = ctn_rivals_pool_limit(pool, i, brought); c > 0 && n < RV_DECK_POOL; c--)
                d->deck_pool[p][n++] = d->kind_group[kind];
        }
        d->deck_pool_n[p] = n;
    }
    free(pool);
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int i = 0; i < d->deck_pool_n[p]; i++) d->game_hooks |= d->hooks[d->deck_pool[p][i]];
    return CTN_OK;
}

/* The hidden cards of player p's deck (ids p * 35 ..) get kinds from his pool less those seen. */
static void deal_deck(const rv_data *d, rv_state *s, int p, ctn_rng *rng) {
    uint8_t ids[RV_TOURNEY_DECK], avail[RV_DECK_POOL];
    int seen[RV_MAX_KINDS] = {0}, m = 0, n = 0;
    for (int c = p * RV_TOURNEY_DECK; c < (p + 1) * RV_TOURNEY_DECK && c < d->num_draw; c++) {
        if (s->kind[c] == RV_NONE) ids[m++] = (uint8_t)c;
        else seen[d->kind_group[s->kind[c]]]++;
    }
    if (!m) return;
    for (int i = 0; i < d->deck_pool_n[p]; i++) {
        int g = d->deck_pool[p][i];
        if (seen[g] > 0) seen[g]--;
        else avail[n++] = (uint8_t)g;
    }
    for (int i = 0; i < m; i++) { /* a partial shuffle: the first m of a random order */
        if (i >= n) { /* only a deck outside the rules runs short: any card of the pool */
            s->kind[ids[i]] = d->deck_pool[p][ctn_rng_below(rng, (uint32_t)d->deck_pool_n[p])];
            continue;
        }
        int j = i + (int)ctn_rng_below(rng, (uint32_t)(n - i));
        uint8_t t = avail[i];
        avail[i] = avail[j];
        avail[j] = t;
        s->kind[ids[i]] = avail[i];
    }
}

void rv_tourney_deal_kinds(const rv_data *d, rv_state *s, ctn_rng *rng) {
    for (int p = 0; p < RV_PLAYERS; p++) deal_deck(d, s, p, rng);
}
