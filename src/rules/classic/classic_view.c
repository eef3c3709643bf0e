/* classic_view.c — what each player may know: views of the state with other players' hands,
 * their development cards, the deck's composition and the random generator hidden, and actions
 * masked the same way (a stolen card is seen by thief and victim only, a drawn card by its buyer).
 */
#include "classic_internal.h"

void cl_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view) {
    const cl_state *s = (const cl_state *)state;
    cl_state *v = (cl_state *)view;
    memcpy(v, s, sizeof *v);
    if (viewer == CTN_VIEW_ALL) return;
    memset(&v->rng, 0, sizeof v->rng); /* the generator would reveal every future chance event */
    v->viewer = (uint8_t)(viewer >= 0 ? viewer : CL_VIEW_PUBLIC_SEAT);
    v->hidden_deck = (uint8_t)cl_dev_total(s);
    memset(v->dev_deck, 0, sizeof v->dev_deck);
    if (v->dev_bottom_len) v->hidden_deck = (uint8_t)(v->hidden_deck - v->dev_bottom_len);
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer) continue;
        v->hidden_hand[p] = (uint8_t)cl_hand_total(s, p);
        v->hidden_dev[p] = v->hidden_dev_new[p] = 0;
        for (int c = 0; c < CL_DEV_COUNT; c++) {
            v->hidden_dev[p] = (uint8_t)(v->hidden_dev[p] + s->dev_hand[p][c]);
            v->hidden_dev_new[p] = (uint8_t)(v->hidden_dev_new[p] + s->dev_new[p][c]);
        }
        memset(v->hand[p], 0, CTN_RESOURCE_COUNT);
        memset(v->dev_hand[p], 0, CL_DEV_COUNT);
        memset(v->dev_new[p], 0, CL_DEV_COUNT);
    }
}

ctn_action cl_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a,
                          int viewer) {
    (void)g;
    (void)player;
    const cl_state *s = (const cl_state *)state;
    if (viewer == CTN_VIEW_ALL) return a;
    int type = CL_ACT_TYPE(a);
    if (type == CL_A_STEAL && viewer != s->actor && viewer != s->robber_victim)
        return CL_ACT(CL_A_STEAL, CL_RESOURCE_UNKNOWN, 0);
    if (type == CL_A_DRAW_DEV && viewer != s->actor)
        return CL_ACT(CL_A_DRAW_DEV, CL_DEV_UNKNOWN, 0);
    return a;
}
