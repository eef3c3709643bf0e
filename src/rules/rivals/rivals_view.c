/* rivals_view.c — what each player may know (R§5, R§5.1): the opponent's hand only as a count and
 * every draw stack only as a count, except while a player picks from them (Fraternal Feuds and the
 * Traitor show him the opponent's hand, a search the searched stack); no generator. Cards drawn, returned
 * under a stack or picked from one are seen by their owner only. Determinizing deals the cards a
 * viewer cannot see at random into the hidden hand and the stacks; in the tournament it first gives
 * the cards whose kinds the view hides kinds from their owner's declared eras. */
#include "rivals_internal.h"

/* Fraternal Feuds and the Traitor (R§7.3) show the victim's hand to the one who picks from it. */
static int shows_hand(const rv_state *s, int viewer, int p) {
    int picking = s->phase == RV_PH_FF_PICK || s->phase == RV_PH_STEAL;
    return p == viewer || (picking && viewer == s->actor && p == 1 - s->actor);
}

/* Bit c set for every card the view shows (principalities, discard piles, the hands and stack
 * cards it shows, the card being put away, a laid Gold Cache). */
static void shown_cards(const rv_state *v, uint64_t *shown) {
    shown[0] = v->discard[0] | v->hand[0][0] | v->hand[1][0];
    shown[1] = v->discard[1] | v->hand[0][1] | v->hand[1][1];
    for (int p = 0; p < RV_PLAYERS; p++) {
        RV_FOR_CARDS(v, p, x, c) shown[c >> 6] |= 1ull << (c & 63);
        if (v->cache_card[p]) shown[(v->cache_card[p] - 1) >> 6] |= 1ull << ((v->cache_card[p] - 1) & 63);
        int open[5] = {v->laid[p][0], v->laid[p][1], v->tavern[p][0], v->fields[p][0], v->fields[p][1]};
        for (int i = 0; i < 5; i++) /* under Bran, Judith; a Tavern; by the fields (R-117..R-121) */
            if (open[i]) shown[(open[i] - 1) >> 6] |= 1ull << ((open[i] - 1) & 63);
        for (int k = 0; k < RV_ROT_SLOTS; k++) /* turned to a level */
            if (v->rot[p][k]) shown[(v->rot[p][k] - 1) >> 6] |= 1ull << ((v->rot[p][k] - 1) & 63);
        for (int k = 0; k < 2; k++) /* Trading Posts */
            if (v->post[p][k]) shown[(v->post[p][k] - 1) >> 6] |= 1ull << ((v->post[p][k] - 1) & 63);
        if (v->camp[p][0]) shown[(v->camp[p][0] - 1) >> 6] |= 1ull << ((v->camp[p][0] - 1) & 63); /* */
        if (v->hold[p][0]) shown[(v->hold[p][0] - 1) >> 6] |= 1ull << ((v->hold[p][0] - 1) & 63); /* */
        if (v->station[p][0]) shown[(v->station[p][0] - 1) >> 6] |= 1ull << ((v->station[p][0] - 1) & 63); /* */
        uint8_t laid[RV_RC_SLOTS + 1];
        for (int i = rv_comp_laid(v, p, laid) - 1; i >= 0; i--) /* road complements, a Thieves' Hideout */
            shown[(laid[i] - 1) >> 6] |= 1ull << ((laid[i] - 1) & 63);
    }
    for (int k = 0; k < RV_STACKS; k++)
        for (int i = 0; i < v->stacks[k].n; i++)
            if (v->stacks[k].card[i] != RV_UNKNOWN) shown[v->stacks[k].card[i] >> 6] |= 1ull << (v->stacks[k].card[i] & 63);
    if (v->bury != RV_NONE) shown[v->bury >> 6] |= 1ull << (v->bury & 63);
}

/* The tournament: the kinds of the other deck's cards the view does not show are unknown
 * (a spectator's view knows neither deck's). */
static void hide_kinds(const rv_data *d, rv_state *v, int viewer) {
    uint64_t shown[2];
    shown_cards(v, shown);
    for (int c = 0; c < d->num_draw; c++)
        if (rv_deck_owner(c) != viewer && !(shown[c >> 6] >> (c & 63) & 1)) v->kind[c] = RV_NONE;
}

/* The tournament: the other player's event picks until each is revealed (a spectator's
 * view knows neither player's). */
static void hide_picks(const rv_data *d, rv_state *v, int viewer) {
    for (int e = 0; e < d->num_events; e++)
        if (d->ev_picker[e] >= 0 && d->ev_picker[e] != viewer && !(v->ev_seen >> e & 1)) v->ev_kind[e] = RV_NONE;
}

void rv_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view) {
    const rv_state *s = (const rv_state *)state;
    rv_state *v = (rv_state *)view;
    memcpy(v, s, sizeof *v);
    if (viewer == CTN_VIEW_ALL) return;
    memset(&v->rng, 0, sizeof v->rng);
    v->viewer = (uint8_t)(viewer >= 0 ? viewer : RV_VIEW_PUBLIC_SEAT);
    for (int p = 0; p < RV_PLAYERS; p++) {
        if (shows_hand(s, viewer, p)) continue;
        v->hidden_hand[p] = (uint8_t)rv_hand_count(s, p);
        v->hand[p][0] = v->hand[p][1] = 0;
    }
    for (int k = 0; k < RV_STACKS; k++) {
        if (s->phase == RV_PH_SEARCH && viewer == s->actor && k == s->search_stack) continue;
        memset(v->stacks[k].card, RV_UNKNOWN, v->stacks[k].n);
        v->stacks[k].hidden = v->stacks[k].n;
    }
    if (rv_tourney(rv_data_of(g))) {
        hide_kinds(rv_data_of(g), v, viewer);
        hide_picks(rv_data_of(g), v, viewer);
    }
}

ctn_action rv_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a, int viewer) {
    (void)g;
    const rv_state *s = (const rv_state *)state;
    if (viewer == CTN_VIEW_ALL) return a;
    int seen = 1;
    if (RV_IS_CHANCE(a)) seen = RV_ACT_TYPE(a) != RV_C_CARD || viewer == s->draw_for;
    else if (RV_ACT_TYPE(a) == RV_A_RETURN || RV_ACT_TYPE(a) == RV_A_PICK) seen = viewer == player;
    if (seen) return a;
    return (a & ~(0xFFu << 5)) | ((ctn_action)RV_UNKNOWN << 5);
}

static void sort_cards(uint8_t *c, int n) {
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && c[j - 1] > c[j]; j--) {
            uint8_t t = c[j];
            c[j] = c[j - 1];
            c[j - 1] = t;
        }
}

/* Deals the hidden hands from the pool (taken cards become RV_NONE). */
static void deal_hands(rv_state *s, uint8_t *pool, int n) {
    int at = 0;
    for (int p = 0; p < RV_PLAYERS; p++) {
        for (int i = 0; i < s->hidden_hand[p]; i++) {
            while (at < n && pool[at] == RV_NONE) at++;
            if (at == n) break;
            rv_hand_add(s, p, pool[at]);
            pool[at++] = RV_NONE;
        }
        s->hidden_hand[p] = 0;
    }
}

static void shuffle(uint8_t *a, int n, ctn_rng *rng) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ctn_rng_below(rng, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

void rv_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out) {
    const rv_data *d = rv_data_of(g);
    rv_state *s = (rv_state *)out;
    if (out != view) memcpy(s, view, sizeof *s);
    if (s->viewer == RV_NONE) return;
    uint8_t seen[RV_MAX_DRAW_CARDS] = {0}, pool[RV_MAX_DRAW_CARDS];
    for (int p = 0; p < RV_PLAYERS; p++)
        if (s->cache_at[p]) seen[rv_tourney(d) ? s->cache_card[p] - 1 : d->c_gold_cache] = 1;
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < 2; k++)
            if (s->laid[p][k]) seen[rv_under(s, p, k)] = 1; /* under Bran or Judith */
    for (int p = 0; p < RV_PLAYERS; p++)
        if (s->tavern[p][0]) seen[s->tavern[p][0] - 1] = 1; /* the Red Light Tavern */
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < 2; k++)
            if (s->fields[p][k]) seen[rv_field_card(s, p, k)] = 1; /* by the fields */
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (s->rot[p][k]) seen[rv_rot_card(s, p, k)] = 1; /* turned to a level */
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < 2; k++)
            if (s->post[p][k]) seen[rv_post_card(s, p, k)] = 1; /* Trading Posts */
    for (int p = 0; p < RV_PLAYERS; p++)
        if (s->camp[p][0]) seen[s->camp[p][0] - 1] = 1; /* the Brigand Camp */
    for (int p = 0; p < RV_PLAYERS; p++)
        if (s->hold[p][0]) seen[s->hold[p][0] - 1] = 1; /* the Barbarian Stronghold */
    for (int p = 0; p < RV_PLAYERS; p++)
        if (s->station[p][0]) seen[s->station[p][0] - 1] = 1; /* the Trading Station */
    for (int p = 0; p < RV_PLAYERS; p++) { /* road complements, a Thieves' Hideout */
        uint8_t laid[RV_RC_SLOTS + 1];
        for (int i = rv_comp_laid(s, p, laid) - 1; i >= 0; i--) seen[laid[i] - 1] = 1;
    }
    for (int c = 0; c < d->num_draw; c++)
        seen[c] = (uint8_t)(seen[c] | rv_in_hand(s, 0, c) | rv_in_hand(s, 1, c) | (int)(s->discard[c >> 6] >> (c & 63) & 1) |
                            (c == s->bury) | rv_in_faceup(s, c));
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
            int c = s->pr[p].site[x / RV_SITES][x % RV_SITES];
            if (c != RV_NONE) seen[c] = 1;
        }
    for (int k = 0; k < RV_STACKS; k++)
        for (int i = 0; i < s->stacks[k].n; i++)
            if (s->stacks[k].card[i] != RV_UNKNOWN) seen[s->stacks[k].card[i]] = 1;
    int n = 0;
    for (int c = 0; c < d->num_draw; c++)
        if (!seen[c]) pool[n++] = (uint8_t)c;
    shuffle(pool, n, rng);
    if (rv_tourney(d)) rv_tourney_deal_kinds(d, s, rng); /* from the declared eras' pools */
    /* R§5.1: each hidden stack gets cards of its back, the hidden hands the rest; with one back
     * only (the intro) the hands are dealt first */
    int theme = d->basic_stacks < d->num_stacks;
    if (!theme) deal_hands(s, pool, n);
    for (int k = 0; k < d->num_stacks; k++) {
        rv_stack *st = &s->stacks[k];
        if (!st->n || st->card[0] != RV_UNKNOWN) continue;
        int got = 0;
        for (int pass = rv_tourney(d) ? 0 : 1; pass < 2; pass++) /* the tournament: the owner's cards first */
            for (int i = 0; i < n && got < st->n; i++)
                if (pool[i] != RV_NONE && (pass || rv_deck_owner(pool[i]) == d->stack_owner[k]) &&
                    rv_stack_matches(d, s, k, pool[i]))
                    st->card[got++] = pool[i], pool[i] = RV_NONE;
        sort_cards(st->card, st->n);
        st->hidden = st->n;
    }
    if (theme) deal_hands(s, pool, n);
    s->viewer = RV_NONE;
    ctn_rng_seed(&s->rng, ctn_rng_next(rng));
}
