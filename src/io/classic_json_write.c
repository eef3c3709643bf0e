/* classic_json_write.c — the Classic rule set's state to JSON (geometry, pieces, players, cards,
 * turn). A view (viewer set by observe) is written with the hidden parts left out: other players'
 * hands and development cards appear as counts, the deck as a count, and the random generator not
 * at all. The JSON form is described in docs/protocol.md ("State JSON"). Compiled once per size
 * class (classic_json_internal.h).
 */
#include "classic_json_internal.h"

#if CL_CLASS != CL_CLASS_S
static json_t *area_list_json(uint32_t mask) {
    json_t *a = json_array();
    for (int i = 0; i < 32; i++)
        if (mask & (1u << i)) io_push(a, json_integer(i));
    return a;
}
#endif

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
        cl_set route = cl_set_and(&s->route_trail, &s->roads[p]);
        cl_set ships = cl_set_and(&s->route_trail, &s->ships[p]);
        cl_set_or(&route, &ships);
        io_set(o, "route", set_json(&route)); /* one longest trade route (S§8), not unique */
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
