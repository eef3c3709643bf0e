/* struggle_json.c — the Struggle rule set's state codec: ctn_struggle_state to JSON (players with
 * their hands and building cards, the market, the piles, the supplies, the turn) and back, with
 * validation. A view (viewer set by observe) is written with the hidden parts left out: hands the
 * viewer may not see appear as counts, the deck as a count, the random generator not at all. The
 * JSON form is described in docs/protocol.md ("State JSON (Struggle)"); rules are cited as in
 * docs/rules/struggle.md.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/struggle.h"
#include "io_internal.h"

typedef ctn_struggle_state st_state;

static const char *const STATE_KEYS[] = {
    "game",     "view",         "num_players",     "turn",        "actions",
    "phase",    "resume_phase", "current",         "actor",       "actors",
    "winner",   "direction",    "victim_search",   "trades_left", "deck_only",
    "built",    "library_used", "guild_used",      "victim",      "draws_left",
    "draw_now", "paying",       "market_day_left", "market",      "discard",
    "deck",     "supply",       "events_hidden",   "players",     "rng",
    NULL};
static const char *const PLAYER_KEYS[] = {"seat",    "hand",         "hand_count",    "roads",
                                          "knights", "settlements",  "cities",        "expansions",
                                          "vp",      "discard_owed", "discard_floor", NULL};
static const char *const STACK_KEYS[] = {"cards", "a_sides", "points", NULL};
static const char *const DECK_KEYS[] = {"count", "cards", NULL};
static const char *const SUPPLY_KEYS[] = {"roads", "settlements", "knights", "expansions", NULL};
static const char *const PAYING_KEYS[] = {"build", "expansion", NULL};
static const char *const SIDE_NAMES[] = {"white", "other"};

/* ---- small helpers ---- */

static int total5(const uint8_t *c) {
    return c[0] + c[1] + c[2] + c[3] + c[4];
}

static int is_full(const st_state *s) {
    return s->viewer == ST_NOBODY;
}

/* Whether the state holds p's hand: a full state, the viewer's own hand, and the hand the
 * library's user picks from (§4.1, as ctn_game_observe shows it). */
static int hand_shown(const st_state *s, int p) {
    if (is_full(s) || s->viewer == p) return 1;
    return s->phase == ST_PHASE_LIBRARY_TAKE && s->viewer == s->actor && s->victim == p;
}

static int hand_count(const st_state *s, int p) {
    return hand_shown(s, p) ? total5(s->hand[p]) : s->hidden_hand[p];
}

static int deck_count(const st_state *s) {
    return is_full(s) ? total5(s->deck) : s->hidden_deck;
}

static int a_sides(int n) {
    return (n + 1) / 2;
}

static const char *side_name(int i) {
    return SIDE_NAMES[i];
}

/* Seat order of the victim search for roads and knights (§4.2, §7). */
static int search_against_seats(const ctn_game *g, const st_state *s) {
    return (s->direction ^ (g->option_values[ST_OPT_DIRECTION] == 1)) != 0;
}

/* ---- writing ---- */

static json_t *resources_json(const uint8_t *c) {
    return io_counts_json(c, CTN_RESOURCE_COUNT, ctn_resource_name);
}

static json_t *stack_json(int cards) {
    json_t *o = json_object();
    io_set(o, "cards", json_integer(cards));
    io_set(o, "a_sides", json_integer(a_sides(cards)));
    io_set(o, "points", json_integer(cards / 2));
    return o;
}

static json_t *expansion_list(unsigned mask) {
    json_t *a = json_array();
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (mask & (1u << e)) io_push(a, json_string(ctn_struggle_expansion_name(e)));
    return a;
}

static json_t *player_json(const ctn_game *g, const st_state *s, int p) {
    json_t *o = json_object();
    io_set(o, "seat", json_integer(p));
    if (hand_shown(s, p)) io_set(o, "hand", resources_json(s->hand[p]));
    io_set(o, "hand_count", json_integer(hand_count(s, p)));
    io_set(o, "roads", stack_json(s->roads[p]));
    io_set(o, "knights", stack_json(s->knights[p]));
    io_set(o, "settlements", json_integer(s->settlements[p]));
    io_set(o, "cities", json_integer(s->cities[p]));
    io_set(o, "expansions", expansion_list(s->expansions[p]));
    io_set(o, "vp", json_integer(ctn_struggle_vp(g, s, p)));
    io_set(o, "discard_owed", json_integer(s->discard_owed[p]));
    io_set(o, "discard_floor", json_string(ctn_resource_name(s->discard_floor[p] % 5)));
    return o;
}

static json_t *deck_json(const st_state *s) {
    json_t *o = json_object();
    io_set(o, "count", json_integer(deck_count(s)));
    if (is_full(s)) io_set(o, "cards", resources_json(s->deck));
    return o;
}

static json_t *supply_json(const st_state *s) {
    json_t *o = json_object();
    io_set(o, "roads", json_integer(s->road_supply));
    io_set(o, "settlements", json_integer(s->settlement_supply));
    io_set(o, "knights", json_integer(s->knight_supply));
    io_set(o, "expansions",
           io_counts_json(s->expansion_supply, ST_EXP_COUNT, ctn_struggle_expansion_name));
    return o;
}

static json_t *built_json(unsigned built) {
    json_t *a = json_array();
    for (int k = 0; k < ST_BUILD_COUNT; k++)
        if (built & (1u << k)) io_push(a, json_string(ctn_struggle_build_name(k)));
    return a;
}

/* The build chosen last: the one being paid for in phase pay (§8); null before any. */
static json_t *paying_json(const st_state *s) {
    if (s->phase != ST_PHASE_PAY && s->paying == 0 && s->paying_expansion == 0) return json_null();
    json_t *o = json_object();
    io_set(o, "build", json_string(ctn_struggle_build_name(s->paying)));
    if (s->paying == ST_BUILD_EXPANSION)
        io_set(o, "expansion", json_string(ctn_struggle_expansion_name(s->paying_expansion)));
    return o;
}

static void turn_fields(const ctn_game *g, const st_state *s, json_t *o) {
    io_set(o, "turn", json_integer(s->turn));
    io_set(o, "actions", json_integer(s->actions));
    io_set(o, "phase", json_string(ctn_struggle_phase_name(s->phase)));
    io_set(o, "resume_phase", json_string(ctn_struggle_phase_name(s->resume_phase)));
    io_set(o, "current", json_integer(s->current));
    io_set(o, "actor", json_integer(s->actor));
    io_set(o, "actors", io_actors_json(ctn_game_actors(g, (const ctn_state *)s), g->num_players));
    io_set(o, "winner", io_seat_or_null(s->winner, ST_NOBODY));
    if (s->num_players >= 3) {
        io_set(o, "direction", json_string(side_name(s->direction & 1)));
        io_set(o, "victim_search",
               json_string(search_against_seats(g, s) ? "against_seat_order" : "seat_order"));
    } else {
        io_set(o, "direction", json_null());
        io_set(o, "victim_search", json_string("seat_order"));
    }
    io_set(o, "trades_left", json_integer(s->trades_left));
    io_set(o, "deck_only", json_boolean(s->deck_only));
    io_set(o, "built", built_json(s->built));
    io_set(o, "library_used", json_boolean(s->library_used));
    io_set(o, "guild_used", json_boolean(s->guild_used));
    io_set(o, "victim", io_seat_or_null(s->victim, ST_NOBODY));
    io_set(o, "draws_left", json_integer(s->draws_left));
    io_set(o, "draw_now", json_integer(s->draw_now));
    io_set(o, "paying", paying_json(s));
    io_set(o, "market_day_left", json_integer(s->market_next));
}

static json_t *struggle_to_json(const ctn_game *g, const ctn_state *state) {
    const st_state *s = (const st_state *)state;
    json_t *o = json_object(), *players = json_array();
    if (!o || !players) {
        json_decref(o);
        json_decref(players);
        return NULL;
    }
    io_set(o, "game", json_string("struggle"));
    io_set(o, "view", io_viewer_json(s->viewer, ST_NOBODY, ST_VIEW_PUBLIC_SEAT));
    io_set(o, "num_players", json_integer(s->num_players));
    turn_fields(g, s, o);
    io_set(o, "market", resources_json(s->market));
    io_set(o, "discard", resources_json(s->discard));
    io_set(o, "deck", deck_json(s));
    io_set(o, "supply", supply_json(s));
    io_set(o, "events_hidden",
           io_counts_json(s->events_hidden, ST_EVENT_COUNT, ctn_struggle_event_name));
    for (int p = 0; p < s->num_players && p < ST_MAX_PLAYERS; p++)
        io_push(players, player_json(g, s, p));
    io_set(o, "players", players);
    if (is_full(s)) io_set(o, "rng", io_rng_json(&s->rng));
    return o;
}

static json_t *struggle_summary(const ctn_game *g, const ctn_state *state) {
    const st_state *s = (const st_state *)state;
    json_t *o = json_object(), *vp = json_array(), *hands = json_array();
    io_set(o, "turn", json_integer(s->turn));
    io_set(o, "phase", json_string(ctn_struggle_phase_name(s->phase)));
    io_set(o, "current", json_integer(s->current));
    io_set(o, "actor", json_integer(s->actor));
    io_set(o, "winner", io_seat_or_null(s->winner, ST_NOBODY));
    io_set(o, "direction",
           s->num_players >= 3 ? json_string(side_name(s->direction & 1)) : json_null());
    io_set(o, "deck", json_integer(deck_count(s)));
    io_set(o, "market", resources_json(s->market));
    for (int p = 0; p < s->num_players && p < ST_MAX_PLAYERS; p++) {
        io_push(vp, json_integer(ctn_struggle_vp(g, s, p)));
        io_push(hands, json_integer(hand_count(s, p)));
    }
    io_set(o, "vp", vp);
    io_set(o, "hand_counts", hands);
    return o;
}

/* ---- reading: the context and scalar readers ---- */

/* What a game of this player count holds of every card (§1), read off a fresh first state. */
typedef struct {
    int roads, knights, settlements;
    int events[ST_EVENT_COUNT];
    int expansions[ST_EXP_COUNT];
    int resources[CTN_RESOURCE_COUNT];
    int all_resources;
} st_totals;

typedef struct {
    io_reader rd;
    const ctn_game *g;
    int n; /* players */
    st_totals tot;
} st_reader;

static ctn_status compute_totals(const ctn_game *g, st_totals *t, ctn_error *err) {
    st_state *s = calloc(1, sizeof *s);
    if (!s) return ctn_error_set(err, CTN_E_LIMIT, "out of memory reading the state");
    ctn_game_init_state(g, (ctn_state *)s, 0);
    memset(t, 0, sizeof *t);
    t->roads = s->road_supply;
    t->knights = s->knight_supply;
    t->settlements = s->settlement_supply;
    for (int p = 0; p < s->num_players; p++) {
        t->roads += s->roads[p];
        t->knights += s->knights[p];
        t->settlements += s->settlements[p];
    }
    for (int e = 0; e < ST_EVENT_COUNT; e++) t->events[e] = s->events_hidden[e];
    for (int e = 0; e < ST_EXP_COUNT; e++) t->expansions[e] = s->expansion_supply[e];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        t->resources[r] = s->deck[r] + s->market[r];
        for (int p = 0; p < s->num_players; p++) t->resources[r] += s->hand[p][r];
        t->all_resources += t->resources[r];
    }
    free(s);
    return CTN_OK;
}

static const char *sep(const char *where) {
    return *where ? "." : "";
}

static ctn_status read_resources(const st_reader *c, const json_t *obj, const char *where,
                                 const char *key, uint8_t *out) {
    return io_read_counts(&c->rd, obj, where, key, ctn_resource_name, CTN_RESOURCE_COUNT,
                          c->tot.all_resources, out);
}

static ctn_status read_seat_u8(const st_reader *c, const json_t *obj, const char *key,
                               int allow_none, uint8_t *out) {
    int seat = 0;
    ctn_status st = io_get_seat(&c->rd, obj, "", key, c->n, allow_none, ST_NOBODY, &seat);
    if (st == CTN_OK) *out = (uint8_t)seat;
    return st;
}

static ctn_status read_flag(const st_reader *c, const json_t *obj, const char *key, uint8_t *out) {
    int b = 0;
    ctn_status st = io_get_bool(&c->rd, obj, "", key, &b);
    if (st == CTN_OK) *out = (uint8_t)b;
    return st;
}

/* A list of distinct names as a bit set. */
static ctn_status read_name_set(const st_reader *c, const json_t *obj, const char *where,
                                const char *key, int (*index)(const char *), int count,
                                uint8_t *out) {
    json_t *a = NULL;
    ctn_status st = io_get_array(&c->rd, obj, where, key, (size_t)count, &a);
    unsigned mask = 0;
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        const char *name = json_string_value(json_array_get(a, i));
        int k = name ? index(name) : -1;
        if (k < 0)
            st = io_bad(&c->rd, "%s%s%s[%zu]: expected a name, not %s", where, sep(where), key, i,
                        name ? "this one" : "a non-string");
        else if (mask & (1u << k))
            st = io_bad(&c->rd, "%s%s%s[%zu]: '%s' is listed twice", where, sep(where), key, i,
                        name);
        else
            mask |= 1u << k;
    }
    if (st == CTN_OK) *out = (uint8_t)mask;
    return st;
}

static int build_index(const char *name) {
    for (int k = 0; k < ST_BUILD_COUNT; k++)
        if (strcmp(ctn_struggle_build_name(k), name) == 0) return k;
    return -1;
}

/* ---- reading: sections ---- */

static ctn_status read_header(const st_reader *c, const json_t *o, st_state *s) {
    io_state_header h = {"struggle", STATE_KEYS, c->n, ST_NOBODY, ST_VIEW_PUBLIC_SEAT};
    ctn_status st = io_read_header(&c->rd, o, &h, &s->viewer);
    s->num_players = (uint8_t)c->n;
    return st;
}

static ctn_status read_rng(const st_reader *c, const json_t *o, st_state *s) {
    const io_reader *rd = &c->rd;
    json_t *a = json_object_get(o, "rng");
    if (!is_full(s)) return a ? io_bad(rd, "rng: a view carries no generator") : CTN_OK;
    ctn_status st = io_get_array(rd, o, "", "rng", 4, &a);
    if (st == CTN_OK && json_array_size(a) != 4) st = io_bad(rd, "rng: expected 4 hex strings");
    for (int i = 0; st == CTN_OK && i < 4; i++) {
        const char *hex = json_string_value(json_array_get(a, (size_t)i));
        ctn_error e;
        if (!hex || ctn_hash_parse(hex, &s->rng.s[i], &e) != CTN_OK)
            st = io_bad(rd, "rng[%d]: expected 16 hex digits", i);
    }
    if (st == CTN_OK && !(s->rng.s[0] | s->rng.s[1] | s->rng.s[2] | s->rng.s[3]))
        st = io_bad(rd, "rng: the generator's words cannot all be zero");
    return st;
}

static ctn_status read_direction(const st_reader *c, const json_t *o, st_state *s) {
    json_t *v = NULL;
    ctn_status st = io_need(&c->rd, o, "", "direction", &v);
    if (st != CTN_OK) return st;
    if (c->n < 3) {
        if (!json_is_null(v))
            return io_bad(&c->rd, "direction: a %d-player game has no direction card (null)", c->n);
        return CTN_OK;
    }
    return io_read_name(&c->rd, o, "", "direction", side_name, 2, &s->direction);
}

static ctn_status read_paying(const st_reader *c, const json_t *o, st_state *s) {
    const io_reader *rd = &c->rd;
    json_t *v = NULL;
    ctn_status st = io_need(rd, o, "", "paying", &v);
    if (st != CTN_OK || json_is_null(v)) return st;
    if (!json_is_object(v)) return io_bad(rd, "paying: expected null or an object");
    st = io_check_keys(rd, v, "paying", PAYING_KEYS);
    if (st == CTN_OK)
        st = io_read_name(rd, v, "paying", "build", ctn_struggle_build_name, ST_BUILD_COUNT,
                          &s->paying);
    if (st != CTN_OK) return st;
    int has_expansion = json_object_get(v, "expansion") != NULL;
    if (s->paying != ST_BUILD_EXPANSION)
        return has_expansion ? io_bad(rd, "paying.expansion: only an expansion build names one")
                             : CTN_OK;
    return io_read_name(rd, v, "paying", "expansion", ctn_struggle_expansion_name, ST_EXP_COUNT,
                        &s->paying_expansion);
}

static ctn_status read_turn(const st_reader *c, const json_t *o, st_state *s) {
    const io_reader *rd = &c->rd;
    ctn_status st = io_read_u32(rd, o, "turn", &s->turn);
    if (st == CTN_OK && s->turn == 0) st = io_bad(rd, "turn: the first turn is 1");
    if (st == CTN_OK) st = io_read_u32(rd, o, "actions", &s->actions);
    if (st == CTN_OK)
        st = io_read_name(rd, o, "", "phase", ctn_struggle_phase_name, ST_PHASE_COUNT, &s->phase);
    if (st == CTN_OK)
        st = io_read_name(rd, o, "", "resume_phase", ctn_struggle_phase_name, ST_PHASE_COUNT,
                          &s->resume_phase);
    if (st == CTN_OK && s->resume_phase != ST_PHASE_TRADE && s->resume_phase != ST_PHASE_BUILD)
        st = io_bad(rd, "resume_phase: a merchant guild theft returns to trade or build, not %s",
                    ctn_struggle_phase_name(s->resume_phase));
    if (st == CTN_OK) st = read_seat_u8(c, o, "current", 0, &s->current);
    if (st == CTN_OK) st = read_seat_u8(c, o, "actor", 0, &s->actor);
    if (st == CTN_OK) st = read_seat_u8(c, o, "winner", 1, &s->winner);
    if (st == CTN_OK) st = read_direction(c, o, s);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "trades_left", 255, &s->trades_left);
    if (st == CTN_OK) st = read_flag(c, o, "deck_only", &s->deck_only);
    if (st == CTN_OK) st = read_name_set(c, o, "", "built", build_index, ST_BUILD_COUNT, &s->built);
    if (st == CTN_OK) st = read_flag(c, o, "library_used", &s->library_used);
    if (st == CTN_OK) st = read_flag(c, o, "guild_used", &s->guild_used);
    if (st == CTN_OK) st = read_seat_u8(c, o, "victim", 1, &s->victim);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "draws_left", 255, &s->draws_left);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "draw_now", 255, &s->draw_now);
    if (st == CTN_OK) st = read_paying(c, o, s);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "market_day_left", c->n, &s->market_next);
    return st;
}

static ctn_status read_deck(const st_reader *c, const json_t *o, st_state *s) {
    const io_reader *rd = &c->rd;
    json_t *d = NULL;
    long long count = 0;
    ctn_status st = io_get_object(rd, o, "", "deck", &d);
    if (st == CTN_OK) st = io_check_keys(rd, d, "deck", DECK_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, d, "deck", "count", 0, c->tot.all_resources, &count);
    if (st != CTN_OK) return st;
    if (!is_full(s)) {
        if (json_object_get(d, "cards"))
            return io_bad(rd, "deck.cards: a view shows only the count");
        s->hidden_deck = (uint8_t)count;
        return CTN_OK;
    }
    st = read_resources(c, d, "deck", "cards", s->deck);
    if (st == CTN_OK && total5(s->deck) != count)
        st = io_bad(rd, "deck.count: %lld does not match the %d cards listed", count,
                    total5(s->deck));
    return st;
}

static ctn_status read_supply(const st_reader *c, const json_t *o, st_state *s) {
    const io_reader *rd = &c->rd;
    json_t *x = NULL;
    ctn_status st = io_get_object(rd, o, "", "supply", &x);
    if (st == CTN_OK) st = io_check_keys(rd, x, "supply", SUPPLY_KEYS);
    if (st == CTN_OK) st = io_get_u8(rd, x, "supply", "roads", c->tot.roads, &s->road_supply);
    if (st == CTN_OK)
        st = io_get_u8(rd, x, "supply", "settlements", c->tot.settlements, &s->settlement_supply);
    if (st == CTN_OK) st = io_get_u8(rd, x, "supply", "knights", c->tot.knights, &s->knight_supply);
    if (st == CTN_OK)
        st = io_read_counts(rd, x, "supply", "expansions", ctn_struggle_expansion_name,
                            ST_EXP_COUNT, 255, s->expansion_supply);
    for (int e = 0; st == CTN_OK && e < ST_EXP_COUNT; e++)
        if (s->expansion_supply[e] > c->tot.expansions[e])
            st = io_bad(rd, "supply.expansions.%s: %d is more than the %d of a %d-player game",
                        ctn_struggle_expansion_name(e), s->expansion_supply[e],
                        c->tot.expansions[e], c->n);
    if (st == CTN_OK)
        st = io_read_counts(rd, o, "", "events_hidden", ctn_struggle_event_name, ST_EVENT_COUNT,
                            255, s->events_hidden);
    for (int e = 0; st == CTN_OK && e < ST_EVENT_COUNT; e++)
        if (s->events_hidden[e] > c->tot.events[e])
            st = io_bad(rd, "events_hidden.%s: %d is more than the %d of a %d-player game",
                        ctn_struggle_event_name(e), s->events_hidden[e], c->tot.events[e], c->n);
    return st;
}

/* A road or knight stack: its card count; a_sides and points, when given, must agree (§2). */
static ctn_status read_stack(const st_reader *c, const json_t *x, const char *where,
                             const char *key, int max, uint8_t *out) {
    const io_reader *rd = &c->rd;
    json_t *o = NULL;
    char w[48];
    snprintf(w, sizeof w, "%s.%s", where, key);
    long long cards = 0, a = 0, pts = 0;
    ctn_status st = io_get_object(rd, x, where, key, &o);
    if (st == CTN_OK) st = io_check_keys(rd, o, w, STACK_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, o, w, "cards", 0, max, &cards);
    a = a_sides((int)cards), pts = cards / 2;
    if (st == CTN_OK) st = io_get_int_opt(rd, o, w, "a_sides", 0, 255, &a);
    if (st == CTN_OK) st = io_get_int_opt(rd, o, w, "points", 0, 255, &pts);
    if (st == CTN_OK && (a != a_sides((int)cards) || pts != cards / 2))
        st = io_bad(rd, "%s: %lld cards lie %d A-side up and score %lld", w, cards,
                    a_sides((int)cards), cards / 2);
    if (st == CTN_OK) *out = (uint8_t)cards;
    return st;
}

static ctn_status read_player(const st_reader *c, const json_t *x, int p, st_state *s) {
    const io_reader *rd = &c->rd;
    char w[32];
    snprintf(w, sizeof w, "players[%d]", p);
    if (!json_is_object(x)) return io_bad(rd, "%s: expected an object", w);
    long long seat = 0, count = -1;
    ctn_status st = io_check_keys(rd, x, w, PLAYER_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, x, w, "seat", p, p, &seat);
    if (st == CTN_OK) st = io_get_int_opt(rd, x, w, "hand_count", 0, c->tot.all_resources, &count);
    if (st != CTN_OK) return st;
    if (hand_shown(s, p)) {
        st = read_resources(c, x, w, "hand", s->hand[p]);
        if (st == CTN_OK && count >= 0 && count != total5(s->hand[p]))
            st = io_bad(rd, "%s.hand_count: %lld does not match the %d cards of the hand", w, count,
                        total5(s->hand[p]));
    } else if (json_object_get(x, "hand")) {
        st = io_bad(rd, "%s.hand: this view does not show p%d's hand", w, p);
    } else if (count < 0) {
        st = io_bad(rd, "missing field %s.hand_count", w);
    } else {
        s->hidden_hand[p] = (uint8_t)count;
    }
    if (st == CTN_OK) st = read_stack(c, x, w, "roads", c->tot.roads, &s->roads[p]);
    if (st == CTN_OK) st = read_stack(c, x, w, "knights", c->tot.knights, &s->knights[p]);
    if (st == CTN_OK)
        st = io_get_u8(rd, x, w, "settlements", c->tot.settlements, &s->settlements[p]);
    if (st == CTN_OK) st = io_get_u8(rd, x, w, "cities", c->tot.settlements, &s->cities[p]);
    if (st == CTN_OK)
        st = read_name_set(c, x, w, "expansions", ctn_struggle_expansion_from_name, ST_EXP_COUNT,
                           &s->expansions[p]);
    if (st == CTN_OK) st = io_get_u8(rd, x, w, "discard_owed", 255, &s->discard_owed[p]);
    if (st == CTN_OK)
        st = io_read_name(rd, x, w, "discard_floor", ctn_resource_name, CTN_RESOURCE_COUNT,
                          &s->discard_floor[p]);
    if (st == CTN_OK && s->discard_floor[p] && !s->discard_owed[p])
        st = io_bad(rd, "%s.discard_floor: only a player who owes a discard has one", w);
    return st;
}

static ctn_status read_players(const st_reader *c, const json_t *o, st_state *s) {
    json_t *players = NULL;
    ctn_status st = io_get_array_of(&c->rd, o, "", "players", (size_t)c->n, &players);
    for (int p = 0; st == CTN_OK && p < c->n; p++)
        st = read_player(c, json_array_get(players, (size_t)p), p, s);
    return st;
}

/* ---- validation beyond field ranges ---- */

/* Points written out must agree with the cards (§2, §6). */
static ctn_status check_points(const st_reader *c, const json_t *o, const st_state *s) {
    json_t *players = json_object_get(o, "players");
    for (int p = 0; p < c->n; p++) {
        json_t *vp = json_object_get(json_array_get(players, (size_t)p), "vp");
        int want = ctn_struggle_vp(c->g, s, p);
        if (vp && (!json_is_integer(vp) || json_integer_value(vp) != want))
            return io_bad(&c->rd, "players[%d].vp: the cards score %d", p, want);
    }
    return CTN_OK;
}

/* §1: every resource card once, in the deck, the discard pile, the market or a hand. */
static ctn_status check_resources(const st_reader *c, const st_state *s) {
    int all = deck_count(s);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int n = s->deck[r] + s->discard[r] + s->market[r];
        for (int p = 0; p < c->n; p++) n += s->hand[p][r];
        all += n - s->deck[r];
        if (is_full(s) ? n != c->tot.resources[r] : n > c->tot.resources[r])
            return io_bad(&c->rd,
                          "%s: %d cards in the deck, the discard pile, the market and the hands, "
                          "not %d",
                          ctn_resource_name(r), n, c->tot.resources[r]);
    }
    for (int p = 0; p < c->n; p++) all += s->hidden_hand[p];
    if (all != c->tot.all_resources)
        return io_bad(&c->rd, "resource cards: %d accounted for, not %d", all,
                      c->tot.all_resources);
    if (total5(s->market) > ST_MARKET_SIZE)
        return io_bad(&c->rd, "market: %d cards, more than %d", total5(s->market), ST_MARKET_SIZE);
    return CTN_OK;
}

/* §1: every building card once, in a supply or with a player; events for unturned cards. */
static ctn_status check_buildings(const st_reader *c, const st_state *s) {
    const io_reader *rd = &c->rd;
    int roads = s->road_supply, knights = s->knight_supply, towns = s->settlement_supply;
    int unturned = s->settlement_supply, owners[ST_EXP_COUNT] = {0};
    for (int p = 0; p < c->n; p++) {
        roads += s->roads[p];
        knights += s->knights[p];
        towns += s->settlements[p] + s->cities[p] + __builtin_popcount(s->expansions[p]);
        unturned += s->settlements[p];
        for (int e = 0; e < ST_EXP_COUNT; e++) owners[e] += (s->expansions[p] >> e) & 1;
    }
    if (roads != c->tot.roads)
        return io_bad(rd, "roads: %d road cards in the supply and the stacks, not %d", roads,
                      c->tot.roads);
    if (knights != c->tot.knights)
        return io_bad(rd, "knights: %d knight cards in the supply and the stacks, not %d", knights,
                      c->tot.knights);
    if (towns != c->tot.settlements)
        return io_bad(rd,
                      "settlements: %d settlement cards in the supply and with the players "
                      "(settlements, cities, expansions), not %d",
                      towns, c->tot.settlements);
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (owners[e] + s->expansion_supply[e] != c->tot.expansions[e])
            return io_bad(rd, "expansions: %d %s cards, not %d", owners[e] + s->expansion_supply[e],
                          ctn_struggle_expansion_name(e), c->tot.expansions[e]);
    int hidden = s->events_hidden[0] + s->events_hidden[1];
    int want = unturned + (s->phase == ST_PHASE_EVENT); /* the new city's event is still hidden */
    if (hidden != want)
        return io_bad(rd, "events_hidden: %d events for %d settlement cards not turned", hidden,
                      want);
    return CTN_OK;
}

static int phase_in(int phase, unsigned set) {
    return (set >> phase) & 1u;
}
#define PH(x) (1u << (x))

/* The turn's fields against the phase (§4–§6, §10). */
static ctn_status check_turn(const st_reader *c, const st_state *s) {
    const io_reader *rd = &c->rd;
    const char *phase = ctn_struggle_phase_name(s->phase);
    int p = s->current;
    unsigned trading = PH(ST_PHASE_TRADE) | PH(ST_PHASE_DECK_DRAW) | PH(ST_PHASE_PLAYER_DRAW) |
                       PH(ST_PHASE_LIBRARY_TAKE) | PH(ST_PHASE_GIVE);
    if (s->phase == ST_PHASE_GUILD_STEAL && s->resume_phase == ST_PHASE_TRADE)
        trading |= PH(ST_PHASE_GUILD_STEAL);
    unsigned with_victim = PH(ST_PHASE_PLAYER_DRAW) | PH(ST_PHASE_LIBRARY_TAKE) |
                           PH(ST_PHASE_GIVE) | PH(ST_PHASE_GUILD_STEAL);
    unsigned after_city =
        PH(ST_PHASE_EVENT) | PH(ST_PHASE_DISCARD) | PH(ST_PHASE_MARKET_DAY) | PH(ST_PHASE_REFILL);
    unsigned market_day = PH(ST_PHASE_MARKET_DAY) | PH(ST_PHASE_REFILL);

    if ((s->winner != ST_NOBODY) && s->phase != ST_PHASE_GAME_OVER)
        return io_bad(rd, "winner: only a finished game has a winner");
    if (s->phase == ST_PHASE_GAME_OVER && s->winner == ST_NOBODY) {
        int32_t limit = c->g->option_values[ST_OPT_TURN_LIMIT];
        if (!limit || s->turn < (uint32_t)limit)
            return io_bad(rd, "winner: a game ends without a winner only at the turn limit");
    }
    if (s->winner != ST_NOBODY &&
        ctn_struggle_vp(c->g, s, s->winner) < c->g->option_values[ST_OPT_VP_TO_WIN])
        return io_bad(rd, "winner: p%d has %d points, fewer than the %d needed", s->winner,
                      ctn_struggle_vp(c->g, s, s->winner), c->g->option_values[ST_OPT_VP_TO_WIN]);
    if (s->actor != p && !phase_in(s->phase, market_day))
        return io_bad(rd, "actor: p%d acts in phase %s, but it is p%d's turn", s->actor, phase, p);
    if ((s->victim != ST_NOBODY) != phase_in(s->phase, with_victim))
        return io_bad(rd, "victim: phase %s %s", phase,
                      s->victim == ST_NOBODY ? "needs a victim" : "has no victim");
    if (s->victim == p) return io_bad(rd, "victim: p%d cannot trade with himself", p);
    if (s->phase == ST_PHASE_LIBRARY_TAKE && !s->library_used)
        return io_bad(rd, "library_used: phase library_take uses the library");
    if (s->phase == ST_PHASE_GUILD_STEAL && !s->guild_used)
        return io_bad(rd, "guild_used: phase guild_steal uses the merchant guild");
    if (s->library_used && !((s->expansions[p] >> ST_EXP_LIBRARY) & 1u))
        return io_bad(rd, "library_used: p%d owns no library", p);
    if (s->guild_used && !((s->expansions[p] >> ST_EXP_GUILD) & 1u))
        return io_bad(rd, "guild_used: p%d owns no merchant guild", p);
    /* a player's roads only grow during his turn: the trades of its start are a bound */
    int a = a_sides(s->roads[p]), most = s->deck_only || !a ? 1 : a;
    if (s->trades_left > most)
        return io_bad(rd, "trades_left: %d is more than the %d trades p%d may make", s->trades_left,
                      most, p);
    if (phase_in(s->phase, trading)) {
        if (s->built) return io_bad(rd, "built: nothing is built before the build phase");
        if (s->deck_only != (a == 0))
            return io_bad(rd, "deck_only: p%d has %d A-side roads (§4.1)", p, a);
    }
    if (s->phase == ST_PHASE_DIRECTION && (c->n < 3 || !(s->built & (1u << ST_BUILD_SETTLEMENT))))
        return io_bad(rd, "phase direction: needs a settlement just built and 3 or more players");
    if (phase_in(s->phase, after_city) && !(s->built & (1u << ST_BUILD_CITY)))
        return io_bad(rd, "phase %s: follows a city built this turn", phase);
    if (s->phase == ST_PHASE_PAY) {
        if (s->built & (1u << s->paying))
            return io_bad(rd, "paying: p%d has built a %s this turn already", p,
                          ctn_struggle_build_name(s->paying));
    }
    if ((s->market_next != 0) != phase_in(s->phase, market_day))
        return io_bad(rd, "market_day_left: phase %s %s", phase,
                      s->market_next ? "is not a market day" : "needs players still to choose");
    int owed = 0;
    for (int q = 0; q < c->n; q++) {
        owed |= s->discard_owed[q];
        if (s->discard_owed[q] > hand_count(s, q))
            return io_bad(rd, "players[%d].discard_owed: %d is more than the %d cards held", q,
                          s->discard_owed[q], hand_count(s, q));
    }
    if ((owed != 0) != (s->phase == ST_PHASE_DISCARD))
        return io_bad(rd, "discard_owed: the discard phase needs a player who owes, and only it");
    int deck = deck_count(s);
    if ((s->draws_left != 0) != (s->phase == ST_PHASE_DRAW))
        return io_bad(rd, "draws_left: only the draw phase has cards to draw");
    if (s->draws_left > 2 + a_sides(s->knights[p]))
        return io_bad(rd, "draws_left: %d is more than the %d cards p%d draws (§4.3)",
                      s->draws_left, 2 + a_sides(s->knights[p]), p);
    int now = s->draws_left < deck ? s->draws_left : deck;
    if (s->draw_now != now)
        return io_bad(rd, "draw_now: %d, but %d of the %d cards owed are drawn from a deck of %d",
                      s->draw_now, now, s->draws_left, deck);
    if ((s->phase == ST_PHASE_DECK_DRAW || s->phase == ST_PHASE_REFILL || s->draws_left) && !deck)
        return io_bad(rd, "deck: phase %s draws from an empty deck", phase);
    if (s->phase == ST_PHASE_LIBRARY_TAKE || s->phase == ST_PHASE_PLAYER_DRAW ||
        s->phase == ST_PHASE_GUILD_STEAL) {
        if (!hand_count(s, s->victim))
            return io_bad(rd, "victim: p%d holds no card to take in phase %s", s->victim, phase);
    }
    if (s->phase == ST_PHASE_GIVE && !hand_count(s, p))
        return io_bad(rd, "players[%d]: holds no card to give back", p);
    return CTN_OK;
}

/* A full state must let everyone to act do something (or chance draw something), and a build
 * being paid for must be one the player may make. */
static ctn_status check_playable(const st_reader *c, const st_state *s) {
    ctn_status st = CTN_OK;
    ctn_action *list = malloc(sizeof *list * CTN_MAX_ACTIONS);
    uint32_t *w = malloc(sizeof *w * CTN_MAX_ACTIONS);
    st_state *copy = malloc(sizeof *copy);
    if (!list || !w || !copy) st = ctn_error_set(c->rd.err, CTN_E_LIMIT, "out of memory");
    const ctn_state *state = (const ctn_state *)s;
    ctn_actors actors = st == CTN_OK ? ctn_game_actors(c->g, state) : 0;
    if (st == CTN_OK && s->phase == ST_PHASE_PAY) {
        *copy = *s;
        copy->phase = ST_PHASE_BUILD;
        ctn_action build = ST_ACT(ST_A_BUILD, s->paying, s->paying_expansion);
        if (!ctn_game_is_legal(c->g, (const ctn_state *)copy, s->current, build))
            st = io_bad(&c->rd, "paying: p%d may not build this %s now", s->current,
                        s->paying == ST_BUILD_EXPANSION
                            ? ctn_struggle_expansion_name(s->paying_expansion)
                            : ctn_struggle_build_name(s->paying));
    }
    if (st == CTN_OK && (actors & CTN_CHANCE_BIT) && ctn_game_chance(c->g, state, list, w) == 0)
        st = io_bad(&c->rd, "phase %s: chance has nothing to draw",
                    ctn_struggle_phase_name(s->phase));
    for (int p = 0; st == CTN_OK && p < c->n; p++)
        if ((actors & (1u << p)) && ctn_game_legal(c->g, state, p, CTN_LEGAL_ALL, list) == 0)
            st = io_bad(&c->rd, "phase %s: p%d is to act but has no legal action",
                        ctn_struggle_phase_name(s->phase), p);
    free(list);
    free(w);
    free(copy);
    return st;
}

static ctn_status struggle_from_json(const ctn_game *g, const json_t *o, ctn_state *out,
                                     ctn_error *err) {
    st_state *s = (st_state *)out;
    st_reader c = {{CTN_E_STATE, err}, g, g->num_players, {0}};
    if (g->rules->state_size != sizeof(st_state) || g->num_players > ST_MAX_PLAYERS)
        return ctn_error_set(err, CTN_E_STATE, "state size mismatch for struggle");
    if (!json_is_object(o)) return io_bad(&c.rd, "a state is a JSON object");
    memset(s, 0, sizeof *s); /* padding and fields a view leaves out stay zero */
    ctn_status st = compute_totals(g, &c.tot, err);
    s->winner = s->victim = ST_NOBODY;
    if (st == CTN_OK) st = read_header(&c, o, s);
    if (st == CTN_OK) st = read_rng(&c, o, s);
    if (st == CTN_OK) st = read_turn(&c, o, s);
    if (st == CTN_OK && s->phase == ST_PHASE_PAY && json_is_null(json_object_get(o, "paying")))
        st = io_bad(&c.rd, "paying: phase pay needs the build being paid for");
    if (st == CTN_OK) st = read_resources(&c, o, "", "market", s->market);
    if (st == CTN_OK) st = read_resources(&c, o, "", "discard", s->discard);
    if (st == CTN_OK) st = read_deck(&c, o, s);
    if (st == CTN_OK) st = read_supply(&c, o, s);
    if (st == CTN_OK) st = read_players(&c, o, s);
    if (st == CTN_OK) st = check_points(&c, o, s);
    if (st == CTN_OK) st = check_resources(&c, s);
    if (st == CTN_OK) st = check_buildings(&c, s);
    if (st == CTN_OK) st = check_turn(&c, s);
    if (st != CTN_OK) return st;
    ctn_struggle_derive(g, s);
    char msg[CTN_ERROR_MESSAGE_MAX];
    if (is_full(s) && g->rules->check(g, out, msg, sizeof msg) != 0)
        return io_bad(&c.rd, "inconsistent state: %s", msg);
    return is_full(s) ? check_playable(&c, s) : CTN_OK;
}

const io_state_codec io_struggle_codec = {
    .game = "struggle",
    .to_json = struggle_to_json,
    .from_json = struggle_from_json,
    .summary = struggle_summary,
};
