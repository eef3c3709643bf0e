/* classic_json.c — the Classic rule set's state codec: ctn_classic_state to JSON (geometry,
 * pieces, players, cards, turn) and back, with validation. A view (viewer set by observe) is
 * written with the hidden parts left out: other players' hands and development cards appear as
 * counts, the deck as a count, and the random generator not at all. The JSON form is described
 * in docs/protocol.md ("State JSON").
 */
#include <stdio.h>
#include <string.h>

#include "catan/bitset.h"
#include "catan/classic.h"
#include "io_internal.h"
#include "rules/classic/classic_internal.h"

/* Compiled once per size class of the state, as the rule set is (classic_json_m.c,
 * classic_json_l.c); the codec at the end (standard class only) calls the game's class. */
#if CL_CLASS != CL_CLASS_S
#define classic_to_json       CL_NAME(classic_to_json)
#define classic_from_json     CL_NAME(classic_from_json)
#define classic_summary       CL_NAME(classic_summary)
#define classic_own_to_json   CL_NAME(classic_own_to_json)
#define classic_board_to_json CL_NAME(classic_board_to_json)
#endif
json_t *classic_to_json(const ctn_game *g, const ctn_state *state);
json_t *classic_own_to_json(const ctn_game *g, const ctn_state *state);
json_t *classic_board_to_json(const ctn_game *g, const ctn_state *state);
json_t *classic_summary(const ctn_game *g, const ctn_state *state);
ctn_status classic_from_json(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err);

static const char *const CONTEXT_NAMES[] = {"setup", "turn", "special_build", "paired"};
enum { NUM_CONTEXTS = 4 };
static const char *const ANSWER_NAMES[] = {"pending", "accept", "decline", "not_asked"};
static const char *const STATE_KEYS[] = {
    "game",       "view",          "num_players",  "hash",         "turn",       "actions",
    "phase",      "context",       "resume_phase", "current",      "actor",      "actors",
    "setup_step", "setup_vertex",  "rolled",       "last_roll",    "free_roads", "dev_played",
    "robber",     "robber_victim", "longest_road", "largest_army", "winner",     "bank",
    "deck",       "dev_used",      "offer",        "players",      "hexes",      "vertices",
    "edges",      "harbours",      "rng",          "pirate",       "ship_moved", "ships_new",
    "ship_moving", "robber2",      "pirate2",      "red",          "seven_step", "bandits_moved",
    "tokens_left", NULL};
static const char *const PLAYER_KEYS[] = {
    "seat",       "hand",        "hand_count",    "dev_cards",     "dev_new",
    "dev_count",  "knights",     "discard_owed",  "discard_floor", "settlements",
    "cities",     "roads",       "road_length",   "harbours",      "public_vp",
    "total_vp",   "pieces_left", "dev_new_count", "ships",         "gold_owed",
    "gold_floor", "home_areas",  "areas",         "island_points", NULL};
static const char *const DECK_KEYS[] = {"count", "cards", "bottom", NULL};
static const char *const OFFER_KEYS[] = {"give", "want", "answers", NULL};
static const char *const HEX_KEYS[] = {"id",     "q",       "r",       "terrain",  "number",
                                       "robber", "vertices", "edges",  "area",     "pirate",
                                       "robber2", "pirate2", "corners", NULL};
/* Keys only a Seafarers state has (docs/rules/seafarers.md), top-level and per player. */
static const char *const SEA_STATE_KEYS[] = {"pirate", "ship_moved", "ships_new", "ship_moving",
                                             NULL};
static const char *const SEA_PLAYER_KEYS[] = {"ships", "gold_owed", "gold_floor", "home_areas",
                                              NULL};
/* Keys only a World state has (docs/rules/world.md). */
static const char *const WORLD_STATE_KEYS[] = {"robber2",    "pirate2",       "red",
                                               "seven_step", "bandits_moved", "tokens_left",
                                               NULL};
static const char *const HARBOUR_KEYS[] = {"id", "type", "vertices", "hex", "edge", NULL};

/* ---- small helpers ---- */

static int is_seafarers(const ctn_game *g) {
    return ctn_classic_seafarers(g);
}

#if CL_CLASS != CL_CLASS_S
static int is_world(const ctn_game *g) {
    return ctn_classic_world(g);
}
#endif

/* A hex index, or null for a piece set aside (the robber or pirate of some maps). */
static json_t *hex_or_null(int h, int num_hexes) {
    return h < num_hexes ? json_integer(h) : json_null();
}

#if CL_CLASS != CL_CLASS_S
static json_t *area_list_json(uint32_t mask) {
    json_t *a = json_array();
    for (int i = 0; i < 32; i++)
        if (mask & (1u << i)) io_push(a, json_integer(i));
    return a;
}
#endif

static int hidden_player(const cl_state *s, int p) {
    return s->viewer != CL_NOBODY && s->viewer != p;
}

static int hand_total(const uint8_t *h) {
    return h[0] + h[1] + h[2] + h[3] + h[4];
}

static int dev_total(const uint8_t *d) {
    int n = 0;
    for (int c = 0; c < CL_DEV_COUNT; c++) n += d[c];
    return n;
}

static json_t *set_json(const cl_set *set) {
    json_t *a = json_array();
    CTN_FOR_EACH_BIT(i, set->w, CL_SET_WORDS) io_push(a, json_integer(i));
    return a;
}

static json_t *seat_list_json(unsigned mask, int n) {
    json_t *a = json_array();
    for (int p = 0; p < n; p++)
        if (mask & (1u << p)) io_push(a, json_integer(p));
    return a;
}

/* ---- writing: geometry ---- */

static int harbour_of_vertex(const ctn_topology *t, int v) {
    for (int i = 0; i < t->num_harbours; i++)
        if (t->harbour_vertex[i][0] == v || t->harbour_vertex[i][1] == v) return i;
    return -1;
}

static json_t *id_list(const uint16_t *ids, int n) {
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        if (ids[i] != CTN_NONE) io_push(a, json_integer(ids[i]));
    return a;
}

#if CL_CLASS != CL_CLASS_S
/* A 7-island's printed corners (W§6), N, NE, SE, S, SW, NW: resource names or "gold". */
static json_t *seven_corners_json(const ctn_game *g, int h) {
    const cl_data *d = cl_data_of(g);
    json_t *a = json_array();
    for (int i = 0; i < d->num_seven_corners; i++) {
        if (d->seven_corner[i].hex != h) continue;
        int r = ctn_terrain_resource(d->seven_corner[i].terrain);
        io_push(a, json_string(r < 0 ? "gold" : ctn_resource_name(r)));
    }
    return a;
}
#endif

static json_t *hexes_json(const ctn_game *g, const ctn_topology *t, const cl_state *s) {
    json_t *a = json_array();
    (void)g;
    for (int h = 0; h < t->num_hexes; h++) {
        json_t *x = json_object();
        io_set(x, "id", json_integer(h));
        io_set(x, "q", json_integer(t->hex_q[h]));
        io_set(x, "r", json_integer(t->hex_r[h]));
        io_set(x, "terrain", json_string(ctn_terrain_name(s->terrain[h])));
        io_set(x, "number", s->number[h] ? json_integer(s->number[h]) : json_null());
        io_set(x, "robber", json_boolean(s->robber == h));
        io_set(x, "vertices", id_list(t->hex_vertex[h], 6));
        io_set(x, "edges", id_list(t->hex_edge[h], 6));
#if CL_CLASS != CL_CLASS_S
        if (is_seafarers(g)) {
            int area = cl_data_of(g)->hex_area[h];
            io_set(x, "area", area ? json_integer(area - 1) : json_null());
            io_set(x, "pirate", json_boolean(s->pirate == h));
        }
        if (is_world(g)) {
            io_set(x, "robber2", json_boolean(s->robber2 == h));
            io_set(x, "pirate2", json_boolean(s->pirate2 == h));
            if (s->terrain[h] == CTN_SEVEN_ISLAND) io_set(x, "corners", seven_corners_json(g, h));
        }
#endif
        io_push(a, x);
    }
    return a;
}

static json_t *building_json(const cl_state *s, int v) {
    for (int p = 0; p < s->num_players; p++) {
        int city = ctn_bit_test(s->cities[p].w, (unsigned)v);
        if (!city && !ctn_bit_test(s->settlements[p].w, (unsigned)v)) continue;
        json_t *b = json_object();
        io_set(b, "owner", json_integer(p));
        io_set(b, "type", json_string(city ? "city" : "settlement"));
        return b;
    }
    return json_null();
}

static json_t *vertices_json(const ctn_topology *t, const cl_state *s) {
    json_t *a = json_array();
    for (int v = 0; v < t->num_vertices; v++) {
        json_t *x = json_object();
        int harbour = harbour_of_vertex(t, v);
        io_set(x, "id", json_integer(v));
        io_set(x, "x", json_integer(t->vertex_x[v]));
        io_set(x, "y", json_integer(t->vertex_y[v]));
        io_set(x, "hexes", id_list(t->vertex_hex[v], 3));
        io_set(x, "edges", id_list(t->vertex_edge[v], 3));
        io_set(x, "building", building_json(s, v));
        io_set(x, "harbour", harbour >= 0 ? json_integer(harbour) : json_null());
        io_push(a, x);
    }
    return a;
}

static json_t *edges_json(const ctn_game *g, const ctn_topology *t, const cl_state *s) {
    json_t *a = json_array();
    (void)g;
    for (int e = 0; e < t->num_edges; e++) {
        json_t *x = json_object();
        int owner = -1;
        for (int p = 0; p < s->num_players; p++)
            if (ctn_bit_test(s->roads[p].w, (unsigned)e)) owner = p;
        io_set(x, "id", json_integer(e));
        io_set(x, "vertices", id_list(t->edge_vertex[e], 2));
        io_set(x, "hexes", id_list(t->edge_hex[e], 2));
        io_set(x, "road", owner >= 0 ? json_integer(owner) : json_null());
#if CL_CLASS != CL_CLASS_S
        if (is_seafarers(g)) {
            int ship = -1;
            for (int p = 0; p < s->num_players; p++)
                if (ctn_bit_test(s->ships[p].w, (unsigned)e)) ship = p;
            io_set(x, "ship", ship >= 0 ? json_integer(ship) : json_null());
        }
#endif
        io_push(a, x);
    }
    return a;
}

static json_t *harbours_json(const ctn_topology *t, const cl_state *s) {
    json_t *a = json_array();
    for (int i = 0; i < t->num_harbours; i++) {
        json_t *x = json_object();
        int e = t->harbour_edge[i], h = t->edge_hex[e][0], dir = 0;
        while (dir < 5 && t->hex_edge[h][dir] != e) dir++;
        io_set(x, "id", json_integer(i));
        io_set(x, "type", json_string(ctn_harbour_type_name(s->harbour_type[i])));
        io_set(x, "vertices", id_list(t->harbour_vertex[i], 2));
        io_set(x, "hex", json_integer(h));
        io_set(x, "edge", json_string(ctn_dir_name(dir)));
        io_push(a, x);
    }
    return a;
}

/* ---- writing: players, cards, turn ---- */

static json_t *harbour_names(unsigned mask) {
    json_t *a = json_array();
    for (int t = 0; t < CTN_HARBOUR_TYPE_COUNT; t++)
        if (mask & (1u << t)) io_push(a, json_string(ctn_harbour_type_name(t)));
    return a;
}

static json_t *pieces_left_json(const ctn_game *g, const cl_state *s, int p) {
    json_t *o = json_object();
    (void)g;
#if CL_CLASS != CL_CLASS_S
    if (is_seafarers(g)) io_set(o, "ships", json_integer(cl_sea_ships_left(s, p)));
#endif
    io_set(o, "roads", json_integer(15 - (int)ctn_bits_count(s->roads[p].w, CL_SET_WORDS)));
    io_set(o, "settlements",
           json_integer(5 - (int)ctn_bits_count(s->settlements[p].w, CL_SET_WORDS)));
    io_set(o, "cities", json_integer(4 - (int)ctn_bits_count(s->cities[p].w, CL_SET_WORDS)));
    return o;
}

static json_t *player_json(const ctn_game *g, const cl_state *s, int p) {
    json_t *o = json_object();
    int hidden = hidden_player(s, p);
    io_set(o, "seat", json_integer(p));
    if (!hidden) {
        io_set(o, "hand", io_counts_json(s->hand[p], CTN_RESOURCE_COUNT, ctn_resource_name));
        io_set(o, "dev_cards", io_counts_json(s->dev_hand[p], CL_DEV_COUNT, ctn_dev_card_name));
        io_set(o, "dev_new", io_counts_json(s->dev_new[p], CL_DEV_COUNT, ctn_dev_card_name));
    }
    io_set(o, "hand_count", json_integer(hidden ? s->hidden_hand[p] : hand_total(s->hand[p])));
    io_set(o, "dev_count", json_integer(hidden ? s->hidden_dev[p] : dev_total(s->dev_hand[p])));
    io_set(o, "dev_new_count",
           json_integer(hidden ? s->hidden_dev_new[p] : dev_total(s->dev_new[p])));
    io_set(o, "knights", json_integer(s->knights[p]));
    io_set(o, "discard_owed", json_integer(s->discard_owed[p]));
    io_set(o, "discard_floor", json_string(ctn_resource_name(s->discard_floor[p])));
    io_set(o, "settlements", set_json(&s->settlements[p]));
    io_set(o, "cities", set_json(&s->cities[p]));
    io_set(o, "roads", set_json(&s->roads[p]));
    io_set(o, "road_length", json_integer(s->road_length[p]));
    io_set(o, "harbours", harbour_names(s->harbours[p]));
    io_set(o, "public_vp", json_integer(ctn_classic_public_vp(g, (const ctn_state *)s, p)));
    if (!hidden)
        io_set(o, "total_vp", json_integer(ctn_classic_total_vp(g, (const ctn_state *)s, p)));
    io_set(o, "pieces_left", pieces_left_json(g, s, p));
#if CL_CLASS != CL_CLASS_S
    if (is_seafarers(g)) {
        io_set(o, "ships", set_json(&s->ships[p]));
        io_set(o, "gold_owed", json_integer(s->gold_owed[p]));
        io_set(o, "gold_floor", json_string(ctn_resource_name(s->gold_floor[p])));
        io_set(o, "home_areas", area_list_json(s->home_areas[p]));
        io_set(o, "areas", area_list_json(s->areas[p]));
        io_set(o, "island_points", json_integer(s->area_vp[p]));
    }
#endif
    return o;
}

static json_t *deck_json(const cl_state *s) {
    json_t *o = json_object(), *bottom = json_array();
    int full = s->viewer == CL_NOBODY;
    int count = (full ? dev_total(s->dev_deck) : s->hidden_deck) + s->dev_bottom_len;
    io_set(o, "count", json_integer(count));
    if (full) io_set(o, "cards", io_counts_json(s->dev_deck, CL_DEV_COUNT, ctn_dev_card_name));
    for (int i = 0; i < s->dev_bottom_len && i < (int)sizeof s->dev_bottom; i++)
        io_push(bottom, json_string(ctn_dev_card_name(s->dev_bottom[i])));
    io_set(o, "bottom", bottom);
    return o;
}

static int offer_is_empty(const cl_state *s) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (s->offer_give[r] || s->offer_want[r]) return 0;
    for (int p = 0; p < CL_MAX_PLAYERS; p++)
        if (s->offer_answer[p] != CL_ANSWER_NOT_ASKED) return 0;
    return 1;
}

static json_t *offer_json(const cl_state *s) {
    if (offer_is_empty(s)) return json_null();
    json_t *o = json_object(), *answers = json_array();
    io_set(o, "give", io_counts_json(s->offer_give, CTN_RESOURCE_COUNT, ctn_resource_name));
    io_set(o, "want", io_counts_json(s->offer_want, CTN_RESOURCE_COUNT, ctn_resource_name));
    for (int p = 0; p < s->num_players; p++) {
        int a = s->offer_answer[p];
        io_push(answers, a < 4 ? json_string(ANSWER_NAMES[a]) : json_integer(a));
    }
    io_set(o, "answers", answers);
    return o;
}

static void turn_fields(const cl_state *s, json_t *o) {
    io_set(o, "turn", json_integer(s->turn));
    io_set(o, "actions", json_integer(s->actions));
    io_set(o, "phase", json_string(ctn_classic_phase_name(s->phase)));
    io_set(o, "context", json_string(s->context < NUM_CONTEXTS ? CONTEXT_NAMES[s->context] : "?"));
    io_set(o, "resume_phase", json_string(ctn_classic_phase_name(s->resume_phase)));
    io_set(o, "current", json_integer(s->current));
    io_set(o, "actor", json_integer(s->actor));
    io_set(o, "setup_step", json_integer(s->setup_step));
    io_set(o, "setup_vertex", json_integer(s->setup_vertex));
    io_set(o, "rolled", json_boolean(s->rolled));
    io_set(o, "last_roll", json_integer(s->last_roll));
    io_set(o, "free_roads", json_integer(s->free_roads));
    io_set(o, "dev_played", seat_list_json(s->dev_played, s->num_players));
    io_set(o, "robber", hex_or_null(s->robber, s->num_hexes));
    io_set(o, "robber_victim", io_seat_or_null(s->robber_victim, CL_NOBODY));
    io_set(o, "longest_road", io_seat_or_null(s->longest_road_owner, CL_NOBODY));
    io_set(o, "largest_army", io_seat_or_null(s->largest_army_owner, CL_NOBODY));
    io_set(o, "winner", io_seat_or_null(s->winner, CL_NOBODY));
}

/* The keys before the board: the header, the turn, bank, cards, the offer and the players. */
static void head_fields(const ctn_game *g, const cl_state *s, json_t *o) {
    json_t *players = json_array();
    io_set(o, "game", json_string(g->rules->name));
    io_set(o, "view", io_viewer_json(s->viewer, CL_NOBODY, CL_VIEW_PUBLIC_SEAT));
    io_set(o, "num_players", json_integer(s->num_players));
    turn_fields(s, o);
    io_set(o, "actors", io_actors_json(ctn_game_actors(g, (const ctn_state *)s), g->num_players));
    io_set(o, "bank", io_counts_json(s->bank, CTN_RESOURCE_COUNT, ctn_resource_name));
    io_set(o, "deck", deck_json(s));
    io_set(o, "dev_used", io_counts_json(s->dev_used, CL_DEV_COUNT, ctn_dev_card_name));
    io_set(o, "offer", offer_json(s));
    for (int p = 0; p < s->num_players && p < CL_MAX_PLAYERS; p++)
        io_push(players, player_json(g, s, p));
    io_set(o, "players", players);
}

/* The board: geometry, pieces and bandits. Nothing here depends on the viewer, so every view of
 * a state has the same board (classic_board_to_json). */
static void board_fields(const ctn_game *g, const cl_state *s, json_t *o) {
    const ctn_topology *t = ctn_classic_topology(g);
    io_set(o, "hexes", hexes_json(g, t, s));
    io_set(o, "vertices", vertices_json(t, s));
    io_set(o, "edges", edges_json(g, t, s));
    io_set(o, "harbours", harbours_json(t, s));
}

/* The keys after the board: the generator (full states only), Seafarers' and World's fields. */
static void tail_fields(const ctn_game *g, const cl_state *s, json_t *o) {
    (void)g;
    if (s->viewer == CL_NOBODY) io_set(o, "rng", io_rng_json(&s->rng));
#if CL_CLASS != CL_CLASS_S
    if (is_seafarers(g)) {
        io_set(o, "pirate", hex_or_null(s->pirate, s->num_hexes));
        io_set(o, "ship_moved", json_boolean(s->ship_moved));
        io_set(o, "ship_moving",
               s->phase == CL_PHASE_MOVE_SHIP ? json_integer(s->ship_moving) : json_null());
        io_set(o, "ships_new", set_json(&s->ships_new));
    }
    if (is_world(g)) {
        io_set(o, "robber2", hex_or_null(s->robber2, s->num_hexes));
        io_set(o, "pirate2", hex_or_null(s->pirate2, s->num_hexes));
        io_set(o, "red", io_seat_or_null(s->red, CL_NOBODY));
        io_set(o, "seven_step", json_integer(s->seven_step));
        io_set(o, "bandits_moved", json_integer(s->bandits_moved));
        io_set(o, "tokens_left", json_integer(s->tokens_left));
    }
#endif
}

json_t *classic_to_json(const ctn_game *g, const ctn_state *state) {
    const cl_state *s = (const cl_state *)state;
    json_t *o = json_object();
    if (!o) return NULL;
    head_fields(g, s, o);
    board_fields(g, s, o);
    tail_fields(g, s, o);
    return o;
}

json_t *classic_own_to_json(const ctn_game *g, const ctn_state *state) {
    const cl_state *s = (const cl_state *)state;
    json_t *o = json_object();
    if (!o) return NULL;
    head_fields(g, s, o);
    tail_fields(g, s, o);
    return o;
}

json_t *classic_board_to_json(const ctn_game *g, const ctn_state *state) {
    json_t *o = json_object();
    if (o) board_fields(g, (const cl_state *)state, o);
    return o;
}

json_t *classic_summary(const ctn_game *g, const ctn_state *state) {
    const cl_state *s = (const cl_state *)state;
    json_t *o = json_object(), *vp = json_array();
    io_set(o, "turn", json_integer(s->turn));
    io_set(o, "phase", json_string(ctn_classic_phase_name(s->phase)));
    io_set(o, "current", json_integer(s->current));
    io_set(o, "actor", json_integer(s->actor));
    io_set(o, "last_roll", json_integer(s->last_roll));
    io_set(o, "robber", hex_or_null(s->robber, s->num_hexes));
    io_set(o, "longest_road", io_seat_or_null(s->longest_road_owner, CL_NOBODY));
    io_set(o, "largest_army", io_seat_or_null(s->largest_army_owner, CL_NOBODY));
    io_set(o, "winner", io_seat_or_null(s->winner, CL_NOBODY));
    for (int p = 0; p < s->num_players && p < CL_MAX_PLAYERS; p++)
        io_push(vp, json_integer(ctn_classic_public_vp(g, (const ctn_state *)s, p)));
    io_set(o, "public_vp", vp);
    return o;
}

/* ---- reading: the context, seats and id sets ---- */

/* The reader context: the game, its topology, and where errors go. */
typedef struct {
    io_reader rd;
    const ctn_game *g;
    const ctn_topology *t;
    int n; /* players */
} cl_reader;

static const char *context_name(int i) {
    return CONTEXT_NAMES[i];
}
static const char *answer_name(int i) {
    return ANSWER_NAMES[i];
}

static ctn_status read_seat_u8(const cl_reader *c, const json_t *obj, const char *key,
                               int allow_none, uint8_t *out) {
    int seat = 0;
    ctn_status st = io_get_seat(&c->rd, obj, "", key, c->n, allow_none, CL_NOBODY, &seat);
    if (st == CTN_OK) *out = (uint8_t)seat;
    return st;
}

/* A list of seats as a bit mask. */
static ctn_status read_seat_list(const cl_reader *c, const json_t *obj, const char *key,
                                 cl_pmask *out) {
    json_t *a = NULL;
    ctn_status st = io_get_array(&c->rd, obj, "", key, CL_MAX_PLAYERS, &a);
    unsigned mask = 0;
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        long long p = 0;
        st = io_int(&c->rd, json_array_get(a, i), key, NULL, 0, c->n - 1, &p);
        mask |= 1u << p;
    }
    if (st == CTN_OK) *out = (cl_pmask)mask;
    return st;
}

/* A list of ids below `limit` as a set; duplicates are rejected. */
static ctn_status read_id_set(const cl_reader *c, const json_t *obj, const char *where,
                              const char *key, int limit, cl_set *out) {
    json_t *a = NULL;
    ctn_status st = io_get_array(&c->rd, obj, where, key, (size_t)limit, &a);
    cl_set set;
    memset(&set, 0, sizeof set);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        long long id = 0;
        char w[64];
        snprintf(w, sizeof w, "%s.%s[%zu]", where, key, i);
        st = io_int(&c->rd, json_array_get(a, i), w, NULL, 0, limit - 1, &id);
        if (st == CTN_OK && ctn_bit_test(set.w, (unsigned)id))
            st = io_bad(&c->rd, "%s: %lld is listed twice", w, id);
        if (st == CTN_OK) ctn_bit_set(set.w, (unsigned)id);
    }
    if (st == CTN_OK) *out = set;
    return st;
}

/* ---- reading: sections ---- */

static ctn_status read_header(const cl_reader *c, const json_t *o, cl_state *s) {
    io_state_header h = {c->g->rules->name, STATE_KEYS, c->n, CL_NOBODY, CL_VIEW_PUBLIC_SEAT};
    ctn_status st = io_read_header(&c->rd, o, &h, &s->viewer);
    s->num_players = (uint8_t)c->n;
    return st;
}

static ctn_status read_rng(const cl_reader *c, const json_t *o, cl_state *s) {
    json_t *a = json_object_get(o, "rng");
    if (!a && s->viewer != CL_NOBODY) return CTN_OK; /* views carry no generator */
    ctn_status st = io_get_array(&c->rd, o, "", "rng", 4, &a);
    if (st == CTN_OK && json_array_size(a) != 4) st = io_bad(&c->rd, "rng: expected 4 hex strings");
    for (int i = 0; st == CTN_OK && i < 4; i++) {
        const char *hex = json_string_value(json_array_get(a, (size_t)i));
        ctn_error e;
        if (!hex || ctn_hash_parse(hex, &s->rng.s[i], &e) != CTN_OK)
            st = io_bad(&c->rd, "rng[%d]: expected 16 hex digits", i);
    }
    return st;
}

/* A hex index, or null where the piece may be set aside (Seafarers maps). */
static ctn_status read_hex_or_null(const cl_reader *c, const json_t *o, const char *key,
                                   int may_be_null, cl_hexid *out) {
    json_t *x = json_object_get(o, key);
    if (may_be_null && json_is_null(x)) {
        *out = CL_HEX_NONE;
        return CTN_OK;
    }
    long long h = 0;
    ctn_status st = io_get_int(&c->rd, o, "", key, 0, c->t->num_hexes - 1, &h);
    if (st == CTN_OK) *out = (cl_hexid)h;
    return st;
}

static ctn_status read_turn(const cl_reader *c, const json_t *o, cl_state *s) {
    const io_reader *rd = &c->rd;
    long long v = 0;
    int b = 0;
    ctn_status st = io_read_u32(rd, o, "turn", &s->turn);
    if (st == CTN_OK) st = io_read_u32(rd, o, "actions", &s->actions);
    if (st == CTN_OK)
        st = io_read_name(rd, o, "", "phase", ctn_classic_phase_name, CL_PHASE_COUNT, &s->phase);
    if (st == CTN_OK)
        st = io_read_name(rd, o, "", "context", context_name, NUM_CONTEXTS, &s->context);
    if (st == CTN_OK)
        st = io_read_name(rd, o, "", "resume_phase", ctn_classic_phase_name, CL_PHASE_COUNT,
                          &s->resume_phase);
    if (st == CTN_OK) st = read_seat_u8(c, o, "current", 0, &s->current);
    if (st == CTN_OK) st = read_seat_u8(c, o, "actor", 0, &s->actor);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "setup_step", 2 * c->n, &s->setup_step);
    if (st == CTN_OK) st = io_get_int(rd, o, "", "setup_vertex", 0, c->t->num_vertices - 1, &v);
    s->setup_vertex = (uint16_t)v;
    if (st == CTN_OK) st = io_get_bool(rd, o, "", "rolled", &b);
    s->rolled = (uint8_t)b;
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "last_roll", 12, &s->last_roll);
    if (st == CTN_OK && s->last_roll == 1) st = io_bad(rd, "last_roll: 1 is not a dice sum");
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "free_roads", 2, &s->free_roads);
    if (st == CTN_OK) st = read_seat_list(c, o, "dev_played", &s->dev_played);
    if (st == CTN_OK) st = read_hex_or_null(c, o, "robber", is_seafarers(c->g), &s->robber);
    if (st == CTN_OK) st = read_seat_u8(c, o, "robber_victim", 1, &s->robber_victim);
    if (st == CTN_OK) st = read_seat_u8(c, o, "longest_road", 1, &s->longest_road_owner);
    if (st == CTN_OK) st = read_seat_u8(c, o, "largest_army", 1, &s->largest_army_owner);
    if (st == CTN_OK) st = read_seat_u8(c, o, "winner", 1, &s->winner);
    return st;
}

static ctn_status read_hex(const cl_reader *c, const json_t *x, int h, cl_state *s) {
    const io_reader *rd = &c->rd;
    char w[32];
    snprintf(w, sizeof w, "hexes[%d]", h);
    if (!json_is_object(x)) return io_bad(rd, "%s: expected an object", w);
    long long id = 0, q = 0, r = 0, number = 0;
    ctn_status st = io_check_keys(rd, x, w, HEX_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, x, w, "id", h, h, &id);
    if (st == CTN_OK) st = io_get_int(rd, x, w, "q", -128, 127, &q);
    if (st == CTN_OK) st = io_get_int(rd, x, w, "r", -128, 127, &r);
    if (st == CTN_OK && (q != c->t->hex_q[h] || r != c->t->hex_r[h]))
        st = io_bad(rd, "%s: (%lld,%lld) is not this game's hex %d at (%d,%d)", w, q, r, h,
                    c->t->hex_q[h], c->t->hex_r[h]);
    if (st == CTN_OK)
        st = io_read_name(rd, x, w, "terrain", ctn_terrain_name, CTN_TERRAIN_COUNT, &s->terrain[h]);
    if (st == CTN_OK) st = io_get_int_opt(rd, x, w, "number", 0, 12, &number);
    if (st != CTN_OK) return st;
    int seven = s->terrain[h] == CTN_SEVEN_ISLAND; /* World's 7-island (W§6) */
    int bare = s->terrain[h] == CTN_DESERT || s->terrain[h] == CTN_SEA || seven; /* no number */
    int sea_terrain = s->terrain[h] == CTN_SEA || s->terrain[h] == CTN_GOLD;
    if (ctn_terrain_resource(s->terrain[h]) < 0 && s->terrain[h] != CTN_DESERT &&
        !(sea_terrain && is_seafarers(c->g)) && !(seven && ctn_classic_world(c->g)))
        return io_bad(rd, "%s: %s is not a %s terrain", w, ctn_terrain_name(s->terrain[h]),
                      c->g->rules->name);
    if (bare ? number != 0 : (number < 2 || number == 7))
        return io_bad(rd, "%s: %s cannot carry number %lld", w, ctn_terrain_name(s->terrain[h]),
                      number);
    s->number[h] = (uint8_t)number;
    return CTN_OK;
}

static ctn_status read_board(const cl_reader *c, const json_t *o, cl_state *s) {
    const io_reader *rd = &c->rd;
    json_t *hexes = NULL, *harbours = NULL;
    ctn_status st = io_get_array(rd, o, "", "hexes", CL_MAX_HEXES, &hexes);
    if (st == CTN_OK && json_array_size(hexes) != c->t->num_hexes)
        st = io_bad(rd, "hexes: this game's board has %d hexes, not %zu", c->t->num_hexes,
                    json_array_size(hexes));
    for (int h = 0; st == CTN_OK && h < c->t->num_hexes; h++)
        st = read_hex(c, json_array_get(hexes, (size_t)h), h, s);
    if (st == CTN_OK) st = io_get_array(rd, o, "", "harbours", CL_MAX_HARBOURS, &harbours);
    if (st == CTN_OK && json_array_size(harbours) != c->t->num_harbours)
        st = io_bad(rd, "harbours: this game's board has %d harbours, not %zu", c->t->num_harbours,
                    json_array_size(harbours));
    for (int i = 0; st == CTN_OK && i < c->t->num_harbours; i++) {
        char w[32];
        json_t *x = json_array_get(harbours, (size_t)i);
        snprintf(w, sizeof w, "harbours[%d]", i);
        if (!json_is_object(x)) st = io_bad(rd, "%s: expected an object", w);
        if (st == CTN_OK) st = io_check_keys(rd, x, w, HARBOUR_KEYS);
        if (st == CTN_OK)
            st = io_read_name(rd, x, w, "type", ctn_harbour_type_name, CTN_HARBOUR_TYPE_COUNT,
                              &s->harbour_type[i]);
    }
    s->num_hexes = (cl_hexid)c->t->num_hexes;
    s->num_harbours = (uint8_t)c->t->num_harbours;
    return st;
}

static ctn_status read_deck(const cl_reader *c, const json_t *o, cl_state *s) {
    const io_reader *rd = &c->rd;
    json_t *d = NULL, *bottom = NULL;
    long long count = 0;
    ctn_status st = io_get_object(rd, o, "", "deck", &d);
    if (st == CTN_OK) st = io_check_keys(rd, d, "deck", DECK_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, d, "deck", "count", 0, 255, &count);
    if (st == CTN_OK) st = io_get_array(rd, d, "deck", "bottom", sizeof s->dev_bottom, &bottom);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(bottom); i++) {
        const char *name = json_string_value(json_array_get(bottom, i));
        int card = name ? ctn_dev_card_from_name(name) : -1;
        if (card < 0)
            st = io_bad(rd, "deck.bottom[%zu]: expected a development card name", i);
        else
            s->dev_bottom[s->dev_bottom_len++] = (uint8_t)card;
    }
    if (st != CTN_OK) return st;
    if (count < s->dev_bottom_len)
        return io_bad(rd, "deck.count: %lld is fewer than the %d cards under the deck", count,
                      s->dev_bottom_len);
    if (s->viewer != CL_NOBODY) {
        s->hidden_deck = (uint8_t)(count - s->dev_bottom_len);
        return CTN_OK;
    }
    st = io_read_counts(rd, d, "deck", "cards", ctn_dev_card_name, CL_DEV_COUNT, 255, s->dev_deck);
    if (st == CTN_OK && dev_total(s->dev_deck) + s->dev_bottom_len != count)
        st = io_bad(rd, "deck.count: %lld does not match the %d cards listed", count,
                    dev_total(s->dev_deck) + s->dev_bottom_len);
    return st;
}

static ctn_status read_offer(const cl_reader *c, const json_t *o, cl_state *s) {
    const io_reader *rd = &c->rd;
    json_t *off = json_object_get(o, "offer"), *answers = NULL;
    memset(s->offer_answer, CL_ANSWER_NOT_ASKED, sizeof s->offer_answer);
    if (!off) return io_bad(rd, "missing field offer");
    if (json_is_null(off)) return CTN_OK;
    if (!json_is_object(off)) return io_bad(rd, "offer: expected null or an object");
    ctn_status st = io_check_keys(rd, off, "offer", OFFER_KEYS);
    if (st == CTN_OK)
        st = io_read_counts(rd, off, "offer", "give", ctn_resource_name, CTN_RESOURCE_COUNT,
                            CL_OFFER_MAX_SIDE, s->offer_give);
    if (st == CTN_OK)
        st = io_read_counts(rd, off, "offer", "want", ctn_resource_name, CTN_RESOURCE_COUNT,
                            CL_OFFER_MAX_SIDE, s->offer_want);
    if (st == CTN_OK) st = io_get_array(rd, off, "offer", "answers", (size_t)c->n, &answers);
    if (st == CTN_OK && json_array_size(answers) != (size_t)c->n)
        st = io_bad(rd, "offer.answers: expected one answer per player (%d)", c->n);
    for (int p = 0; st == CTN_OK && p < c->n; p++) {
        const char *a = json_string_value(json_array_get(answers, (size_t)p));
        int k = 0;
        while (a && k < 4 && strcmp(answer_name(k), a) != 0) k++;
        if (!a || k == 4)
            st = io_bad(rd, "offer.answers[%d]: expected pending, accept, decline or not_asked", p);
        else
            s->offer_answer[p] = (uint8_t)k;
    }
    return st;
}

static ctn_status read_player(const cl_reader *c, const json_t *x, int p, cl_state *s) {
    const io_reader *rd = &c->rd;
    char w[32];
    snprintf(w, sizeof w, "players[%d]", p);
    if (!json_is_object(x)) return io_bad(rd, "%s: expected an object", w);
    long long seat = 0;
    ctn_status st = io_check_keys(rd, x, w, PLAYER_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, x, w, "seat", p, p, &seat);
    if (st == CTN_OK && hidden_player(s, p)) {
        st = io_get_u8(rd, x, w, "hand_count", 255, &s->hidden_hand[p]);
        if (st == CTN_OK) st = io_get_u8(rd, x, w, "dev_count", 255, &s->hidden_dev[p]);
        if (st == CTN_OK) st = io_get_u8(rd, x, w, "dev_new_count", 255, &s->hidden_dev_new[p]);
    } else if (st == CTN_OK) {
        st = io_read_counts(rd, x, w, "hand", ctn_resource_name, CTN_RESOURCE_COUNT, 255,
                            s->hand[p]);
        if (st == CTN_OK)
            st = io_read_counts(rd, x, w, "dev_cards", ctn_dev_card_name, CL_DEV_COUNT, 255,
                                s->dev_hand[p]);
        if (st == CTN_OK)
            st = io_read_counts(rd, x, w, "dev_new", ctn_dev_card_name, CL_DEV_COUNT, 255,
                                s->dev_new[p]);
    }
    if (st == CTN_OK) st = io_get_u8(rd, x, w, "knights", 255, &s->knights[p]);
    if (st == CTN_OK) st = io_get_u8(rd, x, w, "discard_owed", 255, &s->discard_owed[p]);
    if (st == CTN_OK)
        st = io_read_name(rd, x, w, "discard_floor", ctn_resource_name, CTN_RESOURCE_COUNT,
                          &s->discard_floor[p]);
    if (st == CTN_OK && s->discard_floor[p] && !s->discard_owed[p])
        st = io_bad(rd, "%s.discard_floor: only a player who owes a discard has one", w);
    if (st == CTN_OK)
        st = read_id_set(c, x, w, "settlements", c->t->num_vertices, &s->settlements[p]);
    if (st == CTN_OK) st = read_id_set(c, x, w, "cities", c->t->num_vertices, &s->cities[p]);
    if (st == CTN_OK) st = read_id_set(c, x, w, "roads", c->t->num_edges, &s->roads[p]);
    return st;
}

static ctn_status read_players(const cl_reader *c, const json_t *o, cl_state *s) {
    json_t *players = NULL;
    ctn_status st = io_get_array(&c->rd, o, "", "players", CL_MAX_PLAYERS, &players);
    if (st == CTN_OK && json_array_size(players) != (size_t)c->n)
        st =
            io_bad(&c->rd, "players: expected %d entries, not %zu", c->n, json_array_size(players));
    for (int p = 0; st == CTN_OK && p < c->n; p++)
        st = read_player(c, json_array_get(players, (size_t)p), p, s);
    return st;
}

/* ---- reading: Seafarers ---- */

/* Outside Seafarers none of its keys may appear. */
static ctn_status refuse_sea_keys(const cl_reader *c, const json_t *o) {
    for (int i = 0; SEA_STATE_KEYS[i]; i++)
        if (json_object_get(o, SEA_STATE_KEYS[i]))
            return io_bad(&c->rd, "%s: only a seafarers state has it", SEA_STATE_KEYS[i]);
    json_t *players = json_object_get(o, "players");
    for (size_t p = 0; p < json_array_size(players); p++)
        for (int i = 0; SEA_PLAYER_KEYS[i]; i++)
            if (json_object_get(json_array_get(players, p), SEA_PLAYER_KEYS[i]))
                return io_bad(&c->rd, "players[%zu].%s: only a seafarers state has it", p,
                              SEA_PLAYER_KEYS[i]);
    return CTN_OK;
}

#if CL_CLASS != CL_CLASS_S
static ctn_status read_area_list(const cl_reader *c, const json_t *x, const char *w,
                                 const char *key, uint32_t *out) {
    json_t *a = NULL;
    ctn_status st = io_get_array(&c->rd, x, w, key, 32, &a);
    *out = 0;
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        long long area = 0;
        st = io_int(&c->rd, json_array_get(a, i), key, NULL, 0, 31, &area);
        *out |= 1u << area;
    }
    return st;
}

static ctn_status read_sea_player(const cl_reader *c, const json_t *x, int p, cl_state *s) {
    const io_reader *rd = &c->rd;
    char w[32];
    snprintf(w, sizeof w, "players[%d]", p);
    ctn_status st = read_id_set(c, x, w, "ships", c->t->num_edges, &s->ships[p]);
    if (st == CTN_OK) st = io_get_u8(rd, x, w, "gold_owed", 255, &s->gold_owed[p]);
    if (st == CTN_OK)
        st = io_read_name(rd, x, w, "gold_floor", ctn_resource_name, CTN_RESOURCE_COUNT,
                          &s->gold_floor[p]);
    if (st == CTN_OK && s->gold_floor[p] && !s->gold_owed[p])
        st = io_bad(rd, "%s.gold_floor: only a player who owes gold picks has one", w);
    if (st == CTN_OK) st = read_area_list(c, x, w, "home_areas", &s->home_areas[p]);
    if (st == CTN_OK && cl_sea_ships_left(s, p) < 0)
        st = io_bad(rd, "%s.ships: more than the 15 ships a player has", w);
    return st;
}

/* The ship picked up in the ship move phase (S§5): an edge then, null (or absent) otherwise. */
static ctn_status read_ship_moving(const cl_reader *c, const json_t *o, cl_state *s) {
    json_t *x = json_object_get(o, "ship_moving");
    int moving = x && !json_is_null(x);
    if (moving != (s->phase == CL_PHASE_MOVE_SHIP))
        return io_bad(&c->rd, "ship_moving: an edge in the move_ship phase, and null otherwise");
    long long e = 0;
    ctn_status st = moving ? io_get_int(&c->rd, o, "", "ship_moving", 0, c->t->num_edges - 1, &e)
                           : CTN_OK;
    s->ship_moving = (uint16_t)e;
    return st;
}

/* Outside World none of its keys may appear; its fields take their fixed values. */
static ctn_status refuse_world_keys(const cl_reader *c, const json_t *o, cl_state *s) {
    s->robber2 = s->pirate2 = CL_HEX_NONE;
    s->red = CL_NOBODY;
    for (int i = 0; WORLD_STATE_KEYS[i]; i++)
        if (json_object_get(o, WORLD_STATE_KEYS[i]))
            return io_bad(&c->rd, "%s: only a world state has it", WORLD_STATE_KEYS[i]);
    return CTN_OK;
}

/* World (W§5, W§6, W§9): the second bandits, red, a 7's sequence, the tokens and each player's
 * discovery points (primary in World: the pool may run out). The invariant check judges them. */
static ctn_status read_world(const cl_reader *c, const json_t *o, cl_state *s) {
    if (!is_world(c->g)) return refuse_world_keys(c, o, s);
    const io_reader *rd = &c->rd;
    ctn_status st = read_hex_or_null(c, o, "robber2", 1, &s->robber2);
    if (st == CTN_OK) st = read_hex_or_null(c, o, "pirate2", 1, &s->pirate2);
    if (st == CTN_OK) st = read_seat_u8(c, o, "red", 1, &s->red);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "seven_step", 3, &s->seven_step);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "bandits_moved", 15, &s->bandits_moved);
    if (st == CTN_OK) st = io_get_u8(rd, o, "", "tokens_left", 255, &s->tokens_left);
    json_t *players = json_object_get(o, "players");
    for (int p = 0; st == CTN_OK && p < c->n; p++) {
        char w[32];
        snprintf(w, sizeof w, "players[%d]", p);
        st = io_get_u8(rd, json_array_get(players, (size_t)p), w, "island_points", 255,
                       &s->area_vp[p]);
    }
    return st;
}

static ctn_status read_sea(const cl_reader *c, const json_t *o, cl_state *s) {
    if (!is_seafarers(c->g)) {
        s->pirate = CL_HEX_NONE; /* as a Classic game starts */
        ctn_status st = refuse_world_keys(c, o, s);
        return st == CTN_OK ? refuse_sea_keys(c, o) : st;
    }
    int b = 0;
    ctn_status st = read_hex_or_null(c, o, "pirate", 1, &s->pirate);
    if (st == CTN_OK) st = io_get_bool(&c->rd, o, "", "ship_moved", &b);
    s->ship_moved = (uint8_t)b;
    if (st == CTN_OK) st = read_id_set(c, o, "", "ships_new", c->t->num_edges, &s->ships_new);
    if (st == CTN_OK) st = read_ship_moving(c, o, s);
    json_t *players = json_object_get(o, "players");
    for (int p = 0; st == CTN_OK && p < c->n; p++)
        st = read_sea_player(c, json_array_get(players, (size_t)p), p, s);
    int owed = 0;
    for (int p = 0; p < c->n; p++) owed |= s->gold_owed[p];
    if (st == CTN_OK && (s->phase == CL_PHASE_GOLD) != (owed != 0))
        st = io_bad(&c->rd, "gold_owed: the gold phase needs a player who owes, and only it");
    if (st == CTN_OK) st = read_world(c, o, s);
    return st;
}
#else
static ctn_status read_sea(const cl_reader *c, const json_t *o, cl_state *s) {
    (void)s;
    for (int i = 0; WORLD_STATE_KEYS[i]; i++)
        if (json_object_get(o, WORLD_STATE_KEYS[i]))
            return io_bad(&c->rd, "%s: only a world state has it", WORLD_STATE_KEYS[i]);
    return refuse_sea_keys(c, o);
}
#endif

/* ---- validation beyond field ranges ---- */

static ctn_status check_pieces(const cl_reader *c, const cl_state *s) {
    cl_set seen_v, seen_e;
    memset(&seen_v, 0, sizeof seen_v);
    memset(&seen_e, 0, sizeof seen_e);
    for (int p = 0; p < c->n; p++) {
        unsigned ns = ctn_bits_count(s->settlements[p].w, CL_SET_WORDS);
        unsigned nc = ctn_bits_count(s->cities[p].w, CL_SET_WORDS);
        unsigned nr = ctn_bits_count(s->roads[p].w, CL_SET_WORDS);
        if (ns > 5 || nc > 4 || nr > 15)
            return io_bad(&c->rd,
                          "players[%d]: %u settlements, %u cities, %u roads is more than the 5, 4 "
                          "and 15 pieces a player has",
                          p, ns, nc, nr);
        for (int w = 0; w < CL_SET_WORDS; w++) {
            uint64_t mine = s->settlements[p].w[w] | s->cities[p].w[w];
            uint64_t clash = (s->settlements[p].w[w] & s->cities[p].w[w]) | (seen_v.w[w] & mine);
            if (clash)
                return io_bad(&c->rd, "players[%d]: vertex v%u already holds a building", p,
                              (unsigned)w * 64 + ctn_lowest_bit(clash));
            clash = seen_e.w[w] & s->roads[p].w[w];
            if (clash)
                return io_bad(&c->rd, "players[%d]: edge e%u already holds a road", p,
                              (unsigned)w * 64 + ctn_lowest_bit(clash));
            seen_v.w[w] |= mine;
            seen_e.w[w] |= s->roads[p].w[w];
        }
    }
    return CTN_OK;
}

static ctn_status check_turn(const cl_reader *c, const cl_state *s) {
    const io_reader *rd = &c->rd;
    int setup = s->phase == CL_PHASE_SETUP_SETTLEMENT || s->phase == CL_PHASE_SETUP_ROAD;
    if (setup != (s->context == CL_CTX_SETUP) && s->phase != CL_PHASE_GAME_OVER)
        return io_bad(rd, "phase %s does not fit context %s", ctn_classic_phase_name(s->phase),
                      CONTEXT_NAMES[s->context]);
    if (setup && s->setup_step >= 2 * c->n)
        return io_bad(rd, "setup_step: %d is past the end of set-up", s->setup_step);
    if (s->phase == CL_PHASE_STEAL && s->robber_victim == CL_NOBODY)
        return io_bad(rd, "robber_victim: the steal phase needs a victim");
    int trading = s->phase == CL_PHASE_TRADE_ANSWER || s->phase == CL_PHASE_TRADE_CONFIRM;
    if (trading && (!hand_total(s->offer_give) || !hand_total(s->offer_want)))
        return io_bad(rd, "offer: phase %s needs an offer with both sides",
                      ctn_classic_phase_name(s->phase));
    if (trading && s->offer_answer[s->actor] != CL_ANSWER_NOT_ASKED)
        return io_bad(rd, "offer.answers[%d]: the offerer is not asked", s->actor);
    int owed = 0;
    for (int p = 0; p < c->n; p++) owed |= s->discard_owed[p];
    if ((s->phase == CL_PHASE_DISCARD) != (owed != 0))
        return io_bad(rd, "discard_owed: the discard phase needs a player who owes, and only it");
    if (s->winner != CL_NOBODY && s->phase != CL_PHASE_GAME_OVER)
        return io_bad(rd, "winner: only a finished game has a winner");
    if ((s->phase == CL_PHASE_GOLD || s->phase == CL_PHASE_MOVE_SHIP) && !is_seafarers(c->g))
        return io_bad(rd, "phase: %s is a Seafarers phase", ctn_classic_phase_name(s->phase));
    return CTN_OK;
}

/* Derived values written out (road lengths) must agree with the pieces. */
static ctn_status check_written_derived(const cl_reader *c, const json_t *o, const cl_state *s) {
    json_t *players = json_object_get(o, "players");
    for (int p = 0; p < c->n; p++) {
        json_t *len = json_object_get(json_array_get(players, (size_t)p), "road_length");
        if (len && (!json_is_integer(len) || json_integer_value(len) != s->road_length[p]))
            return io_bad(&c->rd, "players[%d].road_length: the roads make a longest road of %d", p,
                          s->road_length[p]);
    }
    return CTN_OK;
}

ctn_status classic_from_json(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err) {
    cl_state *s = (cl_state *)out;
    cl_reader c = {{CTN_E_STATE, err}, g, ctn_classic_topology(g), g->num_players};
    if (g->rules->state_size != sizeof(cl_state))
        return ctn_error_set(err, CTN_E_STATE, "state size mismatch for classic");
    if (!json_is_object(o)) return io_bad(&c.rd, "a state is a JSON object");
    ctn_status st = read_header(&c, o, s);
    if (st == CTN_OK) st = read_rng(&c, o, s);
    if (st == CTN_OK) st = read_turn(&c, o, s);
    if (st == CTN_OK) st = read_board(&c, o, s);
    if (st == CTN_OK)
        st = io_read_counts(&c.rd, o, "", "bank", ctn_resource_name, CTN_RESOURCE_COUNT, 255,
                            s->bank);
    if (st == CTN_OK) st = read_deck(&c, o, s);
    if (st == CTN_OK)
        st = io_read_counts(&c.rd, o, "", "dev_used", ctn_dev_card_name, CL_DEV_COUNT, 255,
                            s->dev_used);
    if (st == CTN_OK) st = read_offer(&c, o, s);
    if (st == CTN_OK) st = read_players(&c, o, s);
    if (st == CTN_OK) st = read_sea(&c, o, s);
    if (st == CTN_OK) st = check_pieces(&c, s);
    if (st == CTN_OK) st = check_turn(&c, s);
    if (st != CTN_OK) return st;
    ctn_classic_derive(g, (ctn_state *)s);
    st = check_written_derived(&c, o, s);
    char msg[CTN_ERROR_MESSAGE_MAX];
    if (st == CTN_OK && s->viewer == CL_NOBODY && g->rules->check(g, out, msg, sizeof msg) != 0)
        st = io_bad(&c.rd, "inconsistent state: %s", msg);
    return st;
}

#if CL_CLASS == CL_CLASS_S
json_t *classic_to_json_m(const ctn_game *g, const ctn_state *state);
json_t *classic_to_json_l(const ctn_game *g, const ctn_state *state);
json_t *classic_summary_m(const ctn_game *g, const ctn_state *state);
json_t *classic_summary_l(const ctn_game *g, const ctn_state *state);
ctn_status classic_from_json_m(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err);
ctn_status classic_from_json_l(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err);

static json_t *any_to_json(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_to_json, classic_to_json_m, classic_to_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

json_t *classic_own_to_json_m(const ctn_game *g, const ctn_state *state);
json_t *classic_own_to_json_l(const ctn_game *g, const ctn_state *state);
json_t *classic_board_to_json_m(const ctn_game *g, const ctn_state *state);
json_t *classic_board_to_json_l(const ctn_game *g, const ctn_state *state);

static json_t *any_own_to_json(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_own_to_json, classic_own_to_json_m, classic_own_to_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

static json_t *any_board_to_json(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_board_to_json, classic_board_to_json_m, classic_board_to_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

static json_t *any_summary(const ctn_game *g, const ctn_state *state) {
    static json_t *(*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const ctn_state *) = {
        classic_summary, classic_summary_m, classic_summary_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, state);
}

static ctn_status any_from_json(const ctn_game *g, const json_t *o, ctn_state *out,
                                ctn_error *err) {
    static ctn_status (*const BY_CLASS[CL_CLASS_COUNT])(const ctn_game *, const json_t *,
                                                        ctn_state *, ctn_error *) = {
        classic_from_json, classic_from_json_m, classic_from_json_l};
    return BY_CLASS[ctn_classic_size_class(g)](g, o, out, err);
}

/* One codec serves the three games of the Classic rule code: it writes and reads the Seafarers
 * fields for Seafarers and World states, and the World fields for World states. */
#define CLASSIC_CODEC(name)                                                                        \
    {                                                                                              \
        .game = name, .to_json = any_to_json, .from_json = any_from_json,                          \
        .summary = any_summary, .own_to_json = any_own_to_json,                                    \
        .shared_to_json = any_board_to_json,                                                       \
    }
const io_state_codec io_classic_codec = CLASSIC_CODEC("classic");
const io_state_codec io_seafarers_codec = CLASSIC_CODEC("seafarers");
const io_state_codec io_world_codec = CLASSIC_CODEC("world");
#undef CLASSIC_CODEC
#endif
