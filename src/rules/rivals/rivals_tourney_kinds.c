/* rivals_tourney_kinds.c — the tournament's hidden kinds (docs/rules/rivals.md R-96): a player
 * knows his own deck, but of his opponent's only the eras he declared (public) and the cards seen
 * in the open. Determinizing a view therefore deals every card whose kind it hides a kind from the
 * pool its owner's eras allow — each deck card the engine plays, as many times as the deck rules
 * let one deck hold it (copies over the eras, one of each attack card and named unit) — less the
 * kinds of that deck already in the open, so each sample is a legal deck and uses nothing the view
 * does not show. His event picks the view hides are dealt the same way from the events he may
 * pick. The pools are made once per game (rv_tourney_pool, at set-up). */
#include <stdlib.h>

#include "catan/rivals_deck.h"
#include "rivals_deck_internal.h"
#include "rivals_internal.h"

/* A row the tournament deals: a draw card the engine plays (no event), of an era built (as the
 * set-up's check: the cards built so far of an incomplete era are no deck cards yet, R§11.3). */
static int playable(int kind) {
    return kind >= 0 && kind < ctn_rivals_card_count && ctn_rivals_cards[kind].type != RV_T_EVENT &&
           ctn_rivals_cards[kind].implemented && ctn_rivals_era_built(rv_set_era(ctn_rivals_cards[kind].set));
}

static void event_pool(rv_data *d, int p, unsigned brought);

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
    for (int p = 0; p < RV_PLAYERS; p++) event_pool(d, p, eras[p] | RV_ERAS_BASE_BOX);
    return CTN_OK;
}

/* One of the events each player adds besides his picks. */
static int compulsory(int kind) {
    return !strcmp(ctn_rivals_cards[kind].key, "riots") || !strcmp(ctn_rivals_cards[kind].key, "plague");
}

/* The events player p may pick: every event of the eras he brought, as often as the half-moon rule
 * lets him add it with his own Riots and Plague counted, by its name's first row. */
static void event_pool(rv_data *d, int p, unsigned brought) {
    int n = 0;
    for (int k = 0; k < ctn_rivals_card_count && k < RV_MAX_KINDS; k++) {
        if (d->kind_group[k] != k || !(brought >> rv_set_era(ctn_rivals_cards[k].set) & 1)) continue;
        for (int c = ctn_rivals_event_limit(k) - compulsory(k); c > 0 && n < RV_MAX_EVENTS; c--) d->event_pool[p][n++] = (uint8_t)k;
    }
    d->event_pool_n[p] = n;
}

/* Player p's picks the view hides get kinds from his event pool less his picks in the open. */
static void deal_events(const rv_data *d, rv_state *s, int p, ctn_rng *rng) {
    uint8_t avail[RV_MAX_EVENTS];
    int seen[RV_MAX_KINDS] = {0}, n = 0;
    for (int e = 0; e < d->num_events; e++)
        if (d->ev_picker[e] == p && s->ev_kind[e] != RV_NONE) seen[d->kind_group[s->ev_kind[e]]]++;
    for (int i = 0; i < d->event_pool_n[p]; i++) {
        int k = d->event_pool[p][i];
        if (seen[k] > 0) seen[k]--;
        else avail[n++] = (uint8_t)k;
    }
    for (int e = 0; e < d->num_events; e++) {
        if (d->ev_picker[e] != p || s->ev_kind[e] != RV_NONE) continue;
        int j = n ? (int)ctn_rng_below(rng, (uint32_t)n) : 0; /* n = 0 only for picks outside the rules */
        s->ev_kind[e] = n ? avail[j] : d->event_kind[e];
        if (n) avail[j] = avail[--n];
    }
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
    for (int p = 0; p < RV_PLAYERS; p++) deal_events(d, s, p, rng);
}
