/* tui_cview.c — reads a Classic state of the game's own size class into a tui_cview: three
 * readers made from one template (tui_cview_fill.h), chosen by ctn_classic_size_class. */
#include "tui_cview.h"

#include <string.h>

#define CV_STATE   ctn_classic_state
#define CV_NAME(x) x##_s
#define CV_SEA     0
#include "tui_cview_fill.h"

#define CV_STATE   ctn_classic_state_m
#define CV_NAME(x) x##_m
#define CV_SEA     1
#include "tui_cview_fill.h"

#define CV_STATE   ctn_classic_state_l
#define CV_NAME(x) x##_l
#define CV_SEA     1
#include "tui_cview_fill.h"

void tui_cview_fill(const ctn_game *game, const ctn_state *s, tui_cview *out) {
    const ctn_topology *t = ctn_classic_topology(game);
    memset(out, 0, sizeof *out);
    switch (ctn_classic_size_class(game)) {
    case CL_CLASS_M:
        fill_m((const ctn_classic_state_m *)s, t, out);
        break;
    case CL_CLASS_L:
        fill_l((const ctn_classic_state_l *)s, t, out);
        break;
    default:
        fill_s((const ctn_classic_state *)s, t, out);
    }
    out->seafarers = ctn_classic_seafarers(game); /* the rules, not only the layout */
    out->world = ctn_classic_world(game);
}

void tui_cview_hand(const ctn_game *game, const ctn_state *s, int seat,
                    uint8_t out[CTN_RESOURCE_COUNT]) {
    const uint8_t *hand;
    switch (ctn_classic_size_class(game)) {
    case CL_CLASS_M:
        hand = ((const ctn_classic_state_m *)s)->hand[seat];
        break;
    case CL_CLASS_L:
        hand = ((const ctn_classic_state_l *)s)->hand[seat];
        break;
    default:
        hand = ((const ctn_classic_state *)s)->hand[seat];
    }
    memcpy(out, hand, CTN_RESOURCE_COUNT);
}

int tui_cview_current(const ctn_game *game, const ctn_state *s) {
    return tui_cview_turn_of(game, s).current;
}

tui_cview_turn tui_cview_turn_of(const ctn_game *game, const ctn_state *s) {
    switch (ctn_classic_size_class(game)) {
    case CL_CLASS_M:
        return turn_of_m((const ctn_classic_state_m *)s);
    case CL_CLASS_L:
        return turn_of_l((const ctn_classic_state_l *)s);
    default:
        return turn_of_s((const ctn_classic_state *)s);
    }
}
