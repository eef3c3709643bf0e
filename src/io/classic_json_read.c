/* classic_json_read.c — the Classic rule set's state from JSON, with validation: unknown and
 * missing keys, ranges, pieces and cards counted, the turn's fields consistent, derived fields
 * recomputed and compared, and the rule set's own check. Compiled once per size class
 * (classic_json_internal.h).
 */
#include "classic_json_internal.h"

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
    "gold_floor", "home_areas",  "areas",         "island_points", "route",
    NULL};
static const char *const DECK_KEYS[] = {"count", "cards", "bottom", NULL};
static const char *const OFFER_KEYS[] = {"give", "want", "answers", NULL};
static const char *const HEX_KEYS[] = {"id",     "q",       "r",       "terrain",  "number",
                                       "robber", "vertices", "edges",  "area",     "pirate",
                                       "robber2", "pirate2", "corners", NULL};
/* Keys only a Seafarers state has (docs/rules/seafarers.md), top-level and per player. */
static const char *const SEA_STATE_KEYS[] = {"pirate", "ship_moved", "ships_new", "ship_moving",
                                             NULL};
static const char *const SEA_PLAYER_KEYS[] = {"ships",      "gold_owed", "gold_floor",
                                              "home_areas", "route",     NULL};
/* Keys only a World state has (docs/rules/world.md). */
static const char *const WORLD_STATE_KEYS[] = {"robber2",    "pirate2",       "red",
                                               "seven_step", "bandits_moved", "tokens_left",
                                               NULL};
static const char *const HARBOUR_KEYS[] = {"id", "type", "vertices", "hex", "edge", NULL};

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
    ctn_status st = io_get_array_of(&c->rd, o, "", "players", (size_t)c->n, &players);
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

#if CL_CLASS != CL_CLASS_S
/* A Seafarers player's trade route as written (derived, and not unique: any longest route of
 * his), in place of the one the loader found, so that a state reads back byte for byte. Absent,
 * the loader's stands. */
static ctn_status read_route(const cl_reader *c, const json_t *x, int p, cl_state *s) {
    if (!json_object_get(x, "route")) return CTN_OK;
    char w[32];
    cl_set route, mine = s->roads[p];
    snprintf(w, sizeof w, "players[%d]", p);
    ctn_status st = read_id_set(c, x, w, "route", c->t->num_edges, &route);
    if (st != CTN_OK) return st;
    cl_set_or(&mine, &s->ships[p]);
    cl_set_andnot(&s->route_trail, &mine);
    cl_set_or(&s->route_trail, &route);
    cl_set_andnot(&route, &mine);
    if (cl_set_any(&route) || !cl_route_trail_ok(cl_data_of(c->g), s, p))
        return io_bad(&c->rd, "%s.route: not a trade route of his length %d", w, s->road_length[p]);
    return CTN_OK;
}
#endif

/* Derived values written out (road lengths) must agree with the pieces; a Seafarers trade route
 * must be one of that length. */
static ctn_status check_written_derived(const cl_reader *c, const json_t *o, cl_state *s) {
    json_t *players = json_object_get(o, "players");
    for (int p = 0; p < c->n; p++) {
        json_t *x = json_array_get(players, (size_t)p), *len = json_object_get(x, "road_length");
        if (len && (!json_is_integer(len) || json_integer_value(len) != s->road_length[p]))
            return io_bad(&c->rd, "players[%d].road_length: the roads make a longest road of %d", p,
                          s->road_length[p]);
#if CL_CLASS != CL_CLASS_S
        ctn_status st = is_seafarers(c->g) ? read_route(c, x, p, s) : CTN_OK;
        if (st != CTN_OK) return st;
#endif
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
