/* struggle_setup.c — a Struggle game's supplies for its player count (§1) and the first state:
 * the shuffled deck, the market, the starting hands, a road and a settlement for everyone (§3). */
#include <stdlib.h>

#include "struggle_internal.h"

/* How many copies of a card row a game of n players uses (§1). */
static int copies(int symbol, int n) {
    int base = symbol == 0 || (symbol == 3 && n >= 3) || (symbol == 4 && n >= 4);
    int second = (n == 5 && symbol == 3) || (n == 6 && (symbol == 3 || symbol == 4));
    return base + second;
}

ctn_status st_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err) {
    if (cfg->board_kind == CTN_BOARD_EXPLICIT || cfg->board_kind == CTN_BOARD_BEGINNER)
        return ctn_error_set(err, CTN_E_BOARD, "the card game has no board");
    st_data *d = calloc(1, sizeof *d);
    if (!d) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    g->data = d;
    int n = d->num_players = g->num_players;
    for (int i = 0; i < ctn_struggle_card_rows; i++) {
        const ctn_struggle_card *c = &ctn_struggle_cards[i];
        int k = c->count * copies(c->symbol, n);
        if (c->kind == ST_BUILD_ROAD) d->roads = (uint8_t)(d->roads + k);
        else if (c->kind == ST_BUILD_KNIGHT) d->knights = (uint8_t)(d->knights + k);
        else if (c->kind == ST_BUILD_SETTLEMENT) {
            d->settlements = (uint8_t)(d->settlements + k);
            d->events[c->event] = (uint8_t)(d->events[c->event] + k);
        } else if (c->kind == ST_BUILD_EXPANSION) {
            d->expansions[c->expansion] = (uint8_t)(d->expansions[c->expansion] + k);
            d->expansion_vp[c->expansion] = c->vp;
        }
    }
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        d->resources[r] = (uint8_t)(ctn_struggle_resources[r] * (n >= 5 ? 2 : 1));
    const int32_t *o = g->option_values;
    d->vp_to_win = o[ST_OPT_VP_TO_WIN];
    d->robbery_discard = o[ST_OPT_ROBBERY_DISCARD] == 0;
    d->market_day = o[ST_OPT_MARKET_DAY] == 0;
    d->direction_counter = o[ST_OPT_DIRECTION] == 1;
    d->win_at_start_only = o[ST_OPT_WIN_CHECK] == 1;
    d->turn_limit = o[ST_OPT_TURN_LIMIT];
    if (st_tables_init(d) != 0) {
        st_game_teardown(g);
        return ctn_error_set(err, CTN_E_LIMIT, "the payment tables do not fit");
    }
    return CTN_OK;
}

void st_game_teardown(ctn_game *g) {
    free(g->data);
    g->data = NULL;
}

/* Draws one card from the deck at random into *to (a hand or the market). */
static void deal(st_state *s, ctn_rng *rng, uint8_t *to) {
    int pick = (int)ctn_rng_below(rng, (uint32_t)st_total(s->deck)), r = 0;
    while (pick >= s->deck[r]) pick -= s->deck[r++];
    s->deck[r]--;
    to[r]++;
}

void st_init(const ctn_game *g, ctn_state *state, uint64_t seed) {
    const st_data *d = st_data_of(g);
    st_state *s = (st_state *)state;
    memset(s, 0, sizeof *s);
    ctn_rng_seed(&s->rng, seed);
    s->num_players = (uint8_t)d->num_players;
    memcpy(s->deck, d->resources, CTN_RESOURCE_COUNT);
    for (int i = 0; i < ST_MARKET_SIZE; i++) deal(s, &s->rng, s->market);
    for (int p = 0; p < s->num_players; p++)
        for (int i = 0; i < ST_START_HAND; i++) deal(s, &s->rng, s->hand[p]);
    s->road_supply = (uint8_t)(d->roads - s->num_players);
    s->knight_supply = d->knights;
    s->settlement_supply = (uint8_t)(d->settlements - s->num_players);
    memcpy(s->events_hidden, d->events, sizeof s->events_hidden);
    memcpy(s->expansion_supply, d->expansions, sizeof s->expansion_supply);
    for (int p = 0; p < s->num_players; p++) s->roads[p] = s->settlements[p] = 1;
    s->winner = s->victim = ST_NOBODY;
    s->viewer = ST_NOBODY;
    st_start_turn(d, s, 0); /* §3: seat 0 begins */
}
