/* tui_rivals_cards.c — Rivals for Catan's cards and regions in words for the terminal client,
 * read from the card table (ctn_rivals_cards) and the region table, so that any card the table
 * holds is shown without a change here: a card's name and facts ("1 lumber 1 grain; 1 VP 2
 * strength"), a short form of its points for a card cell ("1V 2S"), and a region ("grain 6"). */
#include <stdio.h>
#include <string.h>

#include "tui_rivals.h"

static const char *const POINT_NAMES[5] = {"VP", "strength", "skill", "commerce", "progress"};
static const char POINT_LETTERS[5] = {'V', 'S', 'K', 'C', 'P'};

const ctn_rivals_card *tui_rivals_card(const ctn_game *g, const ctn_rivals_state *s, int card) {
    int k = ctn_rivals_kind(g, s, card);
    return k >= 0 ? &ctn_rivals_cards[k] : NULL;
}

static void points_of(const ctn_rivals_card *c, int out[5]) {
    out[0] = c->vp;
    out[1] = c->strength;
    out[2] = c->skill;
    out[3] = c->commerce;
    out[4] = c->progress;
}

void tui_rivals_cost_text(const uint8_t *cost, char *buf, size_t cap) {
    buf[0] = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (cost[r])
            tui_append(buf, cap, "%s%d %s", buf[0] ? " " : "", cost[r],
                       ctn_rivals_resource_name(r));
    if (!buf[0]) snprintf(buf, cap, "free");
}

void tui_rivals_facts(const ctn_rivals_card *c, char *buf, size_t cap) {
    int pts[5], first = 1;
    points_of(c, pts);
    tui_rivals_cost_text(c->cost, buf, cap);
    for (int i = 0; i < 5; i++)
        if (pts[i]) {
            tui_append(buf, cap, "%s%d %s", first ? "; " : ", ", pts[i], POINT_NAMES[i]);
            first = 0;
        }
    if (c->resource != RV_NONE)
        tui_append(buf, cap, "; %s%s", (c->flags & RV_F_BOOSTER) ? "doubles " : "",
                   ctn_rivals_resource_name(c->resource));
}

void tui_rivals_short_points(const ctn_rivals_card *c, char *buf, size_t cap) {
    int pts[5];
    size_t n = 0;
    points_of(c, pts);
    buf[0] = 0;
    for (int i = 0; i < 5 && n < cap; i++)
        if (pts[i])
            n += (size_t)snprintf(buf + n, cap - n, "%s%d%c", n ? " " : "", pts[i],
                                  POINT_LETTERS[i]);
    if (!n && c->resource != RV_NONE)
        snprintf(buf, cap, "%s%s", (c->flags & RV_F_BOOSTER) ? "x2 " : "",
                 ctn_rivals_resource_name(c->resource));
}

void tui_rivals_region_text(int region, char *buf, size_t cap) {
    if (region < 0 || region >= RV_NUM_REGIONS) {
        snprintf(buf, cap, "?");
        return;
    }
    snprintf(buf, cap, "%s %d", ctn_rivals_resource_name(ctn_rivals_regions[region].resource),
             ctn_rivals_regions[region].number);
}
