/* struggle_view.c — what each player may know (§9): other hands as counts, the deck as a count,
 * no generator; the library's user sees his victim's hand while he picks from it. Blind draws are
 * seen by the two players concerned, deck draws by the drawer, cards given back by both sides. */
#include "struggle_internal.h"

void st_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view) {
    const st_state *s = (const st_state *)state;
    st_state *v = (st_state *)view;
    memcpy(v, s, sizeof *v);
    if (viewer == CTN_VIEW_ALL) return;
    memset(&v->rng, 0, sizeof v->rng);
    v->viewer = (uint8_t)(viewer >= 0 ? viewer : ST_VIEW_PUBLIC_SEAT);
    v->hidden_deck = (uint8_t)st_total(s->deck);
    memset(v->deck, 0, sizeof v->deck);
    int shown = (s->phase == ST_PHASE_LIBRARY_TAKE && viewer == s->actor) ? s->victim : -1;
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer || p == shown) continue;
        v->hidden_hand[p] = (uint8_t)st_total(s->hand[p]);
        memset(v->hand[p], 0, CTN_RESOURCE_COUNT);
    }
}

ctn_action st_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a, int viewer) {
    (void)g;
    (void)player;
    const st_state *s = (const st_state *)state;
    if (viewer == CTN_VIEW_ALL) return a;
    int type = ST_ACT_TYPE(a), seen;
    if (type == ST_A_DRAW_SET) return viewer == s->current ? a : ctn_struggle_draw_set_hidden(s->draw_now);
    switch (type) {
    case ST_A_DRAW: seen = s->phase == ST_PHASE_REFILL || viewer == s->current; break; /* refills are open */
    case ST_A_DRAW_FROM:
    case ST_A_TAKE:
    case ST_A_GIVE: seen = viewer == s->current || viewer == s->victim; break;
    default: return a;
    }
    return seen ? a : ST_ACT(type, ST_UNKNOWN, ST_ACT_ARG1(a));
}
