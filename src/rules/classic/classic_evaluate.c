/* classic_evaluate.c — a static evaluation of a Classic position for search cut-offs: each player's
 * points (hidden ones included: searches evaluate sampled full states) plus what his position
 * promises, in thousandths of a victory point. The weights are rough estimates: a production pip
 * (one chance in 36 per roll) is worth 0.06 points, a resource card 0.05, an unplayed development
 * card 0.3, a road towards Longest Road a little. */
#include "classic_internal.h"

static const int PIPS[13] = {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};

/* Sum of the pips of the hexes around a player's buildings (cities count twice). */
static int production(const cl_state *s, int p) {
    int total = 0;
    for (int h = 0; h < s->num_hexes; h++) {
        if (h == s->robber || ctn_terrain_resource(s->terrain[h]) < 0) continue;
        total += PIPS[s->number[h]] * s->hex_yield[h][p];
    }
    return total;
}

void cl_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values) {
    (void)g;
    const cl_state *s = (const cl_state *)state;
    for (int p = 0; p < s->num_players; p++) {
        int dev = 0;
        for (int c = 0; c < CL_DEV_COUNT; c++)
            if (c != CL_DEV_VICTORY_POINT) dev += s->dev_hand[p][c];
        int cards = cl_hand_count(s, p);
        values[p] = 1000 * cl_total_vp(s, p) + 60 * production(s, p) +
                    50 * (cards < 8 ? cards : 8) + 300 * dev +
                    40 * (s->road_length[p] < 6 ? s->road_length[p] : 6) + 150 * s->knights[p];
    }
}
