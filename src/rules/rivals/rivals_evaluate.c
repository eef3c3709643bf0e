/* rivals_evaluate.c — a static evaluation of a Rivals position for search cut-offs, fitted to who
 * won heuristic self-play games (tools/eval_fit.c, --game rivals).
 *
 * Each player's position is described by a few features (rv_feature: points, resources and their
 * kinds, hand cards, strength, skill, commerce and progress points and the advantages, towns,
 * roads, regions and boosted ones, expansion cards and free sites, whose turn it is). His value
 * is their weighted sum, with one set of weights per stage of the game (by the points the leader
 * still needs), in thousandths: a conditional logit model, so exp(value / 1000) is proportional to
 * his chance of winning. The weights are the table of rivals_eval_weights.c. It is called where
 * every rollout stops, so the features are read in a few walks of each principality.
 */
#include "rivals_internal.h"

/* The stage by the points the leader still needs: 8 or more, 5-7, 3-4, 2 or fewer. */
static const uint8_t STAGE_OF_TO_GO[] = {3, 3, 3, 2, 2, 1, 1, 1, 0};

static int stage_of(const rv_data *d, int top) {
    int to_go = d->vp_to_win - top, last = (int)sizeof STAGE_OF_TO_GO - 1;
    return STAGE_OF_TO_GO[to_go < 0 ? 0 : to_go < last ? to_go : last];
}

int rv_eval_stage(const rv_data *d, const rv_state *s) {
    int a = rv_vp(d, s, 0), b = rv_vp(d, s, 1);
    return stage_of(d, a > b ? a : b);
}

/* Resources, their kinds and gold on p's regions. */
static void resource_features(const rv_state *s, int p, double *f) {
    int held[RV_NUM_RESOURCES], total = 0, kinds = 0;
    rv_held(s, p, held);
    for (int r = 0; r < RV_NUM_RESOURCES; r++) total += held[r], kinds += held[r] > 0;
    f[RV_FEAT_RESOURCES] = total;
    f[RV_FEAT_RES_OVER_7] = total > 7 ? total - 7 : 0;
    f[RV_FEAT_GOLD] = held[RV_GOLD];
    f[RV_FEAT_KINDS] = kinds;
}

/* Regions beside a booster of their resource, each counted once. */
static uint32_t boosted_regions(const rv_state *s, int p, int x, const rv_card *k) {
    if (!(k->flags & RV_F_BOOSTER)) return 0;
    uint32_t near = rv_site_regions(x / RV_SITES, x % RV_SITES) & rv_region_mask(s, p), out = 0;
    for (; near; near &= near - 1) {
        int pos = __builtin_ctz(near);
        if (ctn_rivals_regions[rv_region_at(s, p, pos)].resource == k->resource) out |= 1u << pos;
    }
    return out;
}

/* p's strength, skill, commerce and progress points (rv_tally_of), expansion cards, boosted
 * regions. */
static void card_features(const rv_data *d, const rv_state *s, int p, const rv_tally *t, double *f) {
    (void)d; /* the card kinds are the state's */
    int cards = 0;
    uint32_t boosted = 0;
    RV_FOR_CARDS(s, p, x, c) {
        cards++;
        boosted |= boosted_regions(s, p, x, rv_card_of(s, c));
    }
    f[RV_FEAT_STRENGTH] = t->points[0], f[RV_FEAT_SKILL] = t->points[1];
    f[RV_FEAT_COMMERCE] = t->points[2], f[RV_FEAT_PROGRESS] = t->points[3];
    f[RV_FEAT_EXPANSIONS] = cards;
    f[RV_FEAT_BOOSTED] = __builtin_popcount(boosted);
    int settlements = 0, cities = 0;
    for (int town = 0; town < RV_TOWN_COLS; town++)
        settlements += s->pr[p].town[town] == 1, cities += s->pr[p].town[town] == 2;
    f[RV_FEAT_SETTLEMENTS] = settlements, f[RV_FEAT_CITIES] = cities;
    /* R§3: 2 sites, 4 at a city; the opponent's Trading Station takes one */
    f[RV_FEAT_FREE_SITES] = 2 * settlements + 4 * cities - cards - (s->station[p][0] != 0);
    f[RV_FEAT_ROADS] = __builtin_popcount(s->pr[p].roads);
    f[RV_FEAT_REGIONS] = __builtin_popcount(rv_region_mask(s, p));
}

void rv_eval_features(const rv_data *d, const rv_state *s, double f[RV_PLAYERS][RV_FEAT_COUNT]) {
    rv_tally t[RV_PLAYERS];
    for (int p = 0; p < RV_PLAYERS; p++) rv_tally_of(d, s, p, &t[p]);
    int strength = rv_advantage_holder(t[0].points[0], t[1].points[0]);
    int trade = rv_advantage_holder(t[0].points[2], t[1].points[2]);
    for (int p = 0; p < RV_PLAYERS; p++) {
        f[p][RV_FEAT_POINTS] = rv_vp(d, s, p);
        resource_features(s, p, f[p]);
        f[p][RV_FEAT_HAND] = rv_hand_count(s, p);
        card_features(d, s, p, &t[p], f[p]);
        f[p][RV_FEAT_TO_MOVE] = s->current == p;
        f[p][RV_FEAT_STRENGTH_ADV] = strength == p;
        f[p][RV_FEAT_TRADE_ADV] = trade == p;
    }
}

void rv_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values) {
    const rv_data *d = rv_data_of(g);
    const rv_state *s = (const rv_state *)state;
    double f[RV_PLAYERS][RV_FEAT_COUNT];
    rv_eval_features(d, s, f);
    double top = f[0][RV_FEAT_POINTS] > f[1][RV_FEAT_POINTS] ? f[0][RV_FEAT_POINTS] : f[1][RV_FEAT_POINTS];
    int stage = stage_of(d, (int)top);
    for (int p = 0; p < RV_PLAYERS; p++) {
        double v = 0;
        for (int i = 0; i < RV_FEAT_COUNT; i++) v += rv_eval_weights[i][stage] * f[p][i];
        v *= 1000.0; /* rounded to the nearest thousandth, half away from zero */
        values[p] = v >= 0 ? (int32_t)(v + 0.5) : -(int32_t)(0.5 - v);
    }
}
