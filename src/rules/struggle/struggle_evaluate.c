/* struggle_evaluate.c — a static evaluation of a Struggle position for search cut-offs: points plus
 * what the position promises, in thousandths of a point. Rough weights: a hand card 0.1 point, an
 * A-side road (a trade a turn) or knight (a card a turn) 0.3, a settlement waiting to become a city
 * or a city waiting for an expansion 0.3. */
#include "struggle_internal.h"

void st_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values) {
    const st_data *d = st_data_of(g);
    const st_state *s = (const st_state *)state;
    for (int p = 0; p < s->num_players; p++) {
        int cards = st_hand_count(s, p);
        values[p] = 1000 * st_vp(d, s, p) + 100 * (cards < 10 ? cards : 10) +
                    300 * st_a_sides(s->roads[p]) + 300 * st_a_sides(s->knights[p]) +
                    300 * (s->settlements[p] + s->cities[p]);
    }
}
