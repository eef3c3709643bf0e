/* struggle_apply.c — applying a legal action to a Struggle state: the turn's three phases (§4),
 * trades, builds with their consequences (direction card, city events, taking roads and knights),
 * the draw with the reshuffle, and the end (§10). The parts (a player's action, a chance outcome,
 * what follows both) are shared with the random-play loop (struggle_playout.c). */
#include "struggle_internal.h"

/* The five counts of an action (fields of `bits` bits from bit 5: a payment's 4, a draw's 3) in
 * the bytes of st_load5, so that a pile changes by one subtraction or addition (no count borrows:
 * a pile always holds what leaves it). */
static uint64_t counts_of(ctn_action a, int bits) {
    uint64_t packed = 0, mask = (1u << bits) - 1u;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) packed |= ((a >> (5 + bits * r)) & mask) << (8 * r);
    return packed;
}

/* §4.3: an empty deck is replaced by the shuffled discard pile (the order is chance anyway). */
static void refill_deck(st_state *s) {
    if (st_total(s->deck)) return;
    memcpy(s->deck, s->discard, CTN_RESOURCE_COUNT);
    memset(s->discard, 0, CTN_RESOURCE_COUNT);
}

static int won(const st_data *d, const st_state *s) { return st_vp_fast(d, s, s->current) >= d->vp_to_win; }

static void finish(st_state *s, int winner) {
    s->phase = ST_PHASE_GAME_OVER;
    s->winner = (uint8_t)winner;
}

void st_start_turn(const st_data *d, st_state *s, int p) {
    if (d->turn_limit && s->turn >= (uint32_t)d->turn_limit) {
        finish(s, ST_NOBODY);
        return;
    }
    s->turn++;
    s->current = s->actor = (uint8_t)p;
    s->phase = ST_PHASE_TRADE;
    int a = st_a_sides(s->roads[p]); /* §4.1 */
    s->trades_left = (uint8_t)(a ? a : 1);
    s->deck_only = a == 0;
    s->built = 0;
    s->library_used = s->guild_used = 0;
    s->victim = ST_NOBODY;
    if (won(d, s)) finish(s, p); /* §10: points reached in another player's turn count now */
}

static void end_turn(const st_data *d, st_state *s) {
    int next = s->current + 1;
    st_start_turn(d, s, next == s->num_players ? 0 : next);
}

/* The draw phase (§4.3): the cards still owed are drawn in one chance event, or in two when the
 * deck runs out on the way (the rest after the reshuffle); the turn ends when none is left. */
static void next_draw(const st_data *d, st_state *s) {
    refill_deck(s);
    int deck = st_total(s->deck);
    if (!s->draws_left || !deck) {
        s->draws_left = s->draw_now = 0;
        end_turn(d, s);
        return;
    }
    s->draw_now = (uint8_t)(s->draws_left < deck ? s->draws_left : deck);
    s->phase = ST_PHASE_DRAW;
}

static void back_to_build(st_state *s) {
    s->phase = ST_PHASE_BUILD;
    s->actor = s->current;
}

static void turn_direction(st_state *s) {
    if (s->num_players >= 3) s->direction ^= 1; /* §7: no direction card with 2 players */
}

/* ---- market day (§5) ---- */

static void next_market_chooser(st_state *s) {
    if (--s->market_next == 0) {
        back_to_build(s);
        return;
    }
    s->actor = (uint8_t)((s->actor + 1) % s->num_players);
    s->phase = ST_PHASE_MARKET_DAY;
}

static void start_event(const st_data *d, st_state *s, int event) {
    s->events_hidden[event]--;
    if (event == ST_EVENT_BRIGANDS) {
        int any = 0;
        for (int q = 0; q < s->num_players && d->robbery_discard; q++) {
            int total = st_total(s->hand[q]);
            s->discard_owed[q] = (uint8_t)(total > 7 ? total / 2 : 0);
            any |= s->discard_owed[q];
        }
        if (any) {
            s->phase = ST_PHASE_DISCARD;
            return;
        }
        turn_direction(s); /* §5: after the discards, the card must be turned */
        back_to_build(s);
        return;
    }
    if (!d->market_day) {
        back_to_build(s);
        return;
    }
    s->market_next = s->num_players; /* the builder first, then round the table */
    s->actor = s->current;
    s->phase = ST_PHASE_MARKET_DAY;
}

/* ---- builds (§4.2) ---- */

static void take_card(const st_data *d, st_state *s, int p, int knight) {
    uint8_t *supply = knight ? &s->knight_supply : &s->road_supply;
    uint8_t *stack = knight ? s->knights : s->roads;
    if (*supply) (*supply)--;
    else stack[st_victim(d, s, p, knight)]--; /* the victim's top card changes owner */
    stack[p]++;
}

/* The build chosen with ST_A_BUILD, paid now with the cards of ST_A_PAY. */
void st_pay(const st_data *d, st_state *s, int p, ctn_action a) {
    int kind = s->paying;
    uint64_t paid = counts_of(a, 4); /* ctn_struggle_paid */
    s->phase = ST_PHASE_BUILD;
    st_store5(s->hand[p], st_load5(s->hand[p]) - paid);
    st_store5(s->discard, st_load5(s->discard) + paid);
    s->built |= (uint8_t)(1u << kind);
    switch (kind) {
    case ST_BUILD_ROAD: take_card(d, s, p, 0); break;
    case ST_BUILD_KNIGHT: take_card(d, s, p, 1); break;
    case ST_BUILD_SETTLEMENT:
        s->settlement_supply--;
        s->settlements[p]++;
        if (s->num_players >= 3) s->phase = ST_PHASE_DIRECTION;
        break;
    case ST_BUILD_CITY:
        s->settlements[p]--;
        s->cities[p]++;
        s->phase = ST_PHASE_EVENT;
        break;
    default: {
        int e = s->paying_expansion;
        s->cities[p]--;
        s->expansions[p] |= (uint8_t)(1u << e);
        s->expansion_supply[e]--;
        break;
    }
    }
}

/* ---- trades (§4.1) ---- */

/* Moves one card of resource r between piles, each written as st_load5 reads it (the generators
 * read piles as words right after they change). */
static void move_card(uint8_t *from, uint8_t *to, int r) {
    uint64_t card = 1ull << (8 * r);
    st_store5(from, st_load5(from) - card);
    st_store5(to, st_load5(to) + card);
}

/* The trade actions (§4.1), also applied by the random-play trade pick (struggle_pick.c). */
void st_trade_with_deck(st_state *s, int p, int r) {
    move_card(s->hand[p], s->discard, r);
    s->trades_left--;
    refill_deck(s);
    s->phase = ST_PHASE_DECK_DRAW;
}

void st_trade_with_market(st_state *s, int p, int taken, int given) {
    move_card(s->market, s->hand[p], taken);
    move_card(s->hand[p], s->market, given);
    s->trades_left--;
}

/* A trade with a player: a blind draw from his hand, or with the library a pick from it open. */
void st_trade_with_player(st_state *s, int victim, int library) {
    s->trades_left--;
    s->victim = (uint8_t)victim;
    s->library_used |= (uint8_t)library;
    s->phase = library ? ST_PHASE_LIBRARY_TAKE : ST_PHASE_PLAYER_DRAW;
}

void st_guild_theft(st_state *s, int victim) {
    s->guild_used = 1;
    s->victim = (uint8_t)victim;
    s->resume_phase = s->phase;
    s->phase = ST_PHASE_GUILD_STEAL;
}

void st_end_trades(st_state *s) { s->phase = ST_PHASE_BUILD; }

/* ---- chance ---- */

void st_drawn_from_deck(const st_data *d, st_state *s, ctn_action a) {
    (void)d;
    move_card(s->deck, s->hand[s->current], ST_ACT_ARG0(a));
    s->phase = ST_PHASE_TRADE;
}

void st_drawn_from_hand(const st_data *d, st_state *s, ctn_action a) {
    (void)d;
    move_card(s->hand[s->victim], s->hand[s->current], ST_ACT_ARG0(a));
    s->phase = ST_PHASE_GIVE;
}

void st_stolen(const st_data *d, st_state *s, ctn_action a) {
    (void)d;
    move_card(s->hand[s->victim], s->hand[s->current], ST_ACT_ARG0(a));
    s->victim = ST_NOBODY;
    s->phase = s->resume_phase;
}

void st_event_turned(const st_data *d, st_state *s, ctn_action a) { start_event(d, s, ST_ACT_ARG0(a)); }

void st_market_refilled(const st_data *d, st_state *s, ctn_action a) {
    (void)d;
    move_card(s->deck, s->market, ST_ACT_ARG0(a));
    next_market_chooser(s);
}

void st_cards_drawn(const st_data *d, st_state *s, ctn_action a) {
    st_take_drawn(d, s, counts_of(a, 3)); /* ctn_struggle_draw_counts */
}

void st_take_drawn(const st_data *d, st_state *s, uint64_t drawn) {
    uint8_t *hand = s->hand[s->current];
    st_store5(s->deck, st_load5(s->deck) - drawn);
    st_store5(hand, st_load5(hand) + drawn);
    s->draws_left = (uint8_t)(s->draws_left - s->draw_now);
    next_draw(d, s);
}

void st_chance(const st_data *d, st_state *s, ctn_action a) {
    switch (s->phase) {
    case ST_PHASE_DECK_DRAW: st_drawn_from_deck(d, s, a); break;
    case ST_PHASE_PLAYER_DRAW: st_drawn_from_hand(d, s, a); break;
    case ST_PHASE_GUILD_STEAL: st_stolen(d, s, a); break;
    case ST_PHASE_EVENT: st_event_turned(d, s, a); break;
    case ST_PHASE_REFILL: st_market_refilled(d, s, a); break;
    case ST_PHASE_DRAW: st_cards_drawn(d, s, a); break;
    default: break;
    }
}

static void discard(st_state *s, int p, int r) {
    move_card(s->hand[p], s->discard, r);
    s->discard_floor[p] = (uint8_t)r;
    if (--s->discard_owed[p]) return;
    s->discard_floor[p] = 0;
    for (int q = 0; q < s->num_players; q++)
        if (s->discard_owed[q]) return;
    turn_direction(s);
    back_to_build(s);
}

/* The build phase's choices (§4.2): a build to pay for next, or the end of building. */
void st_choose_build(st_state *s, ctn_action a) {
    s->paying = (uint8_t)ST_ACT_ARG0(a);
    s->paying_expansion = (uint8_t)ST_ACT_ARG1(a);
    s->phase = ST_PHASE_PAY;
}

void st_end_builds(const st_data *d, st_state *s, int p) {
    s->draws_left = (uint8_t)(2 + st_a_sides(s->knights[p])); /* §4.3 */
    next_draw(d, s);
}

/* After a player trade: the card given back for the one drawn or picked (§4.1). */
void st_give_back(st_state *s, int p, int r) {
    move_card(s->hand[p], s->hand[s->victim], r);
    s->victim = ST_NOBODY;
    s->phase = ST_PHASE_TRADE;
}

/* One switch over every action type: random play makes the type unpredictable, so a second
 * dispatch would cost a second misprediction. */
void st_act(const st_data *d, st_state *s, int p, ctn_action a) {
    int type = ST_ACT_TYPE(a), x = ST_ACT_ARG0(a);
    switch (type) {
    case ST_A_TRADE_DECK: st_trade_with_deck(s, p, x); break;
    case ST_A_TRADE_MARKET: st_trade_with_market(s, p, x, ST_ACT_ARG1(a)); break;
    case ST_A_TRADE_PLAYER: st_trade_with_player(s, x, 0); break;
    case ST_A_LIBRARY: st_trade_with_player(s, x, 1); break;
    case ST_A_TAKE:
        move_card(s->hand[s->victim], s->hand[p], x);
        s->phase = ST_PHASE_GIVE;
        break;
    case ST_A_GIVE: st_give_back(s, p, x); break;
    case ST_A_GUILD: st_guild_theft(s, x); break;
    case ST_A_END_TRADE: st_end_trades(s); break;
    case ST_A_BUILD: st_choose_build(s, a); break;
    case ST_A_PAY: st_pay(d, s, p, a); break;
    case ST_A_FLIP_DIRECTION:
        turn_direction(s);
        s->phase = ST_PHASE_BUILD;
        break;
    case ST_A_KEEP_DIRECTION: s->phase = ST_PHASE_BUILD; break;
    case ST_A_MARKET_TAKE:
        move_card(s->market, s->hand[p], x);
        refill_deck(s);
        if (st_total(s->deck)) s->phase = ST_PHASE_REFILL; /* the market is refilled at once */
        else next_market_chooser(s);
        break;
    case ST_A_MARKET_PASS: next_market_chooser(s); break;
    case ST_A_DISCARD: discard(s, p, x); break;
    case ST_A_END_BUILD: st_end_builds(d, s, p); break;
    default: break;
    }
}

void st_action_done(const st_data *d, st_state *s) {
    s->actions++;
    /* §10: the player on turn wins the moment he has enough points (unless only at turn start),
     * once the build's consequences (a city's event, the direction card) are resolved. */
    if (s->phase == ST_PHASE_BUILD && !d->win_at_start_only && won(d, s)) finish(s, s->current);
}

void st_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a) {
    const st_data *d = st_data_of(g);
    st_state *s = (st_state *)state;
    if (player == CTN_CHANCE) {
        ctn_rng_next(&s->rng); /* one step per chance event */
        st_chance(d, s, a);
    } else {
        st_act(d, s, player, a);
    }
    st_action_done(d, s);
}
