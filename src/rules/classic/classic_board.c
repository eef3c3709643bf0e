/* classic_board.c — a Classic game's geometry and its first state: validating explicit boards,
 * building the topology and bit masks, the token spirals, and dealing random, beginner or given
 * boards into the initial state (docs/rules/classic.md §2, §3).
 */
#include <stdlib.h>

#include "classic_internal.h"

/* ---- spirals (§2.3) ---- */

/* Sorts `n` hexes by angle around their centroid, clockwise on screen (y grows downward),
 * starting at `start`; counter-clockwise when ccw. Integer-only: half-plane, then cross product. */
static void order_ring(const ctn_topology *t, uint8_t *ring, int n, int start, int ccw) {
    int sx = 0, sy = 0;
    int px[CL_MAX_HEXES], py[CL_MAX_HEXES];
    for (int i = 0; i < n; i++) {
        ctn_hex_center(t->hex_q[ring[i]], t->hex_r[ring[i]], &px[i], &py[i]);
        sx += px[i];
        sy += py[i];
    }
    for (int i = 0; i < n; i++) { /* relative to the centroid, scaled by n to stay integral */
        px[i] = px[i] * n - sx;
        py[i] = py[i] * n - sy;
    }
    /* insertion sort by clockwise angle from "straight up" (0, -1) */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0; j--) {
            int ax = px[j - 1], ay = py[j - 1], bx = px[j], by = py[j];
            int ha = (ax > 0 || (ax == 0 && ay < 0)) ? 0 : 1; /* right half (incl. up) first */
            int hb = (bx > 0 || (bx == 0 && by < 0)) ? 0 : 1;
            long cross = (long)ax * by - (long)ay * bx; /* > 0: b is clockwise of a */
            int b_first = hb < ha || (hb == ha && cross < 0);
            if (!b_first) break;
            int tx = px[j], ty = py[j];
            uint8_t th = ring[j];
            px[j] = px[j - 1], py[j] = py[j - 1], ring[j] = ring[j - 1];
            px[j - 1] = tx, py[j - 1] = ty, ring[j - 1] = th;
        }
    int k = 0;
    while (ring[k] != start) k++;
    uint8_t out[CL_MAX_HEXES];
    for (int i = 0; i < n; i++) out[i] = ring[(k + (ccw ? n - i : i)) % n];
    memcpy(ring, out, (size_t)n);
}

/* Walks ring after ring; each inner ring starts at its hex touching the previous ring's start. */
static void build_spiral(const ctn_topology *t, int corner, int ccw, uint8_t *path) {
    int n = t->num_hexes, placed = 0, start = corner;
    uint8_t used[CL_MAX_HEXES] = {0};
    while (placed < n) {
        uint8_t ring[CL_MAX_HEXES];
        int m = 0;
        for (int h = 0; h < n; h++) {
            if (used[h]) continue;
            int inside = 0;
            for (int d = 0; d < 6; d++) {
                int g = t->hex_neighbour[h][d];
                inside += g != CTN_NONE && !used[g];
            }
            if (inside < 6) ring[m++] = (uint8_t)h;
        }
        if (placed > 0) { /* the next start: a ring hex touching the previous start */
            int prev = start;
            start = ring[0];
            for (int i = 0; i < m; i++)
                for (int d = 0; d < 6; d++)
                    if (t->hex_neighbour[ring[i]][d] == prev) start = ring[i];
        }
        order_ring(t, ring, m, start, ccw);
        for (int i = 0; i < m; i++) {
            path[placed++] = ring[i];
            used[ring[i]] = 1;
        }
    }
}

static void build_spirals(cl_data *d) {
    const ctn_topology *t = &d->topo;
    d->num_spirals = 0;
    for (int h = 0; h < t->num_hexes; h++) {
        int nb = 0;
        for (int k = 0; k < 6; k++) nb += t->hex_neighbour[h][k] != CTN_NONE;
        if (nb != 3 || d->num_spirals + 2 > CL_MAX_CORNER_SPIRALS) continue;
        build_spiral(t, h, 0, d->spiral[d->num_spirals++]); /* even index: clockwise */
        build_spiral(t, h, 1, d->spiral[d->num_spirals++]); /* odd index: counter-clockwise */
    }
}

/* ---- geometry masks ---- */

static void build_trade_rates(cl_data *d) {
    for (unsigned m = 0; m < (1u << CTN_HARBOUR_TYPE_COUNT); m++)
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            d->trade_rates[m][r] = (m & (1u << (CTN_HARBOUR_LUMBER + r))) ? 2
                                   : (m & (1u << CTN_HARBOUR_GENERIC))    ? 3
                                                                          : 4;
}

static void build_affordable(cl_data *d) {
    for (unsigned level = 0; level < CL_HAND_LEVELS; level++) {
        uint8_t hand[CTN_RESOURCE_COUNT];
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) hand[r] = (uint8_t)((level >> (2 * r)) & 3u);
        unsigned mask = 0;
        for (int c = 0; c < CL_COST_COUNT; c++)
            mask |= (unsigned)(cl_counts_at_least(hand, ctn_classic_costs[c]) == 0x1Fu) << c;
        d->affordable[level] = (uint8_t)mask;
    }
}

/* A hex has six corners, so at most six players to rob there: rows for larger sets of players
 * (possible with more than eight seats) are never read, and are cut to the row's width. */
static void build_robber_table(cl_data *d) {
    enum { ROW = sizeof d->robber_victims[0] / sizeof d->robber_victims[0][0] };
    for (unsigned m = 0; m < (1u << CL_MAX_PLAYERS); m++) {
        int n = 0;
        memset(d->robber_victims[m], 0, sizeof d->robber_victims[m]);
        for (int q = 0; q < CL_MAX_PLAYERS && n < ROW; q++)
            if (m & (1u << q)) d->robber_victims[m][n++] = CL_ACT(CL_A_NONE, 0, q + 1);
        d->robber_move_count[m] = (uint8_t)(n ? n : 1);
    }
}

/* Land and sea (S§2): which vertices take settlements, which edges roads and ships. The board's
 * outside counts as sea. */
static void build_land(cl_data *d) {
    const ctn_topology *t = &d->topo;
    for (int h = 0; h < t->num_hexes; h++) {
        d->hex_land[h] = d->board.hexes[h].terrain != CTN_SEA;
        if (d->hex_land[h]) d->hexes_by_kind[d->num_land_hexes++] = (uint16_t)h;
    }
    for (int h = 0, k = d->num_land_hexes; h < t->num_hexes; h++)
        if (!d->hex_land[h]) d->hexes_by_kind[k++] = (uint16_t)h;
    for (int i = 0; i < t->num_hexes; i++) d->kind_pos[d->hexes_by_kind[i]] = (uint16_t)i;
    for (int v = 0; v < t->num_vertices; v++)
        for (int k = 0; k < 3; k++) {
            int h = t->vertex_hex[v][k];
            if (h != CTN_NONE && d->hex_land[h]) cl_set_add(&d->land_vertices, (unsigned)v);
        }
    for (int e = 0; e < t->num_edges; e++) {
        int land = 0, sea = 0;
        for (int k = 0; k < 2; k++) {
            int h = t->edge_hex[e][k];
            if (h != CTN_NONE && d->hex_land[h])
                land = 1;
            else
                sea = 1; /* a sea hex, or the outside */
        }
        if (land) cl_set_add(&d->road_edges, (unsigned)e);
        if (sea) cl_set_add(&d->ship_edges, (unsigned)e);
    }
}

/* Land areas (S§2, S§9): as the board names them, or else each connected group of land hexes
 * other than deserts, numbered in the order of the hexes. A vertex takes the area of its land
 * hexes that have one. */
static int compute_areas(cl_data *d) {
    const ctn_topology *t = &d->topo;
    int areas = 0;
    for (int h0 = 0; h0 < t->num_hexes; h0++) {
        if (!d->hex_land[h0] || d->board.hexes[h0].terrain == CTN_DESERT || d->hex_area[h0])
            continue;
        uint8_t id = (uint8_t)(areas < 31 ? ++areas : 32); /* areas past 32 share the last bit */
        int stack[CL_MAX_HEXES], top = 0;
        stack[top++] = h0;
        d->hex_area[h0] = id;
        while (top) {
            int h = stack[--top];
            for (int k = 0; k < 6; k++) {
                int n = t->hex_neighbour[h][k];
                if (n == CTN_NONE || !d->hex_land[n] || d->hex_area[n] ||
                    d->board.hexes[n].terrain == CTN_DESERT)
                    continue;
                d->hex_area[n] = id;
                stack[top++] = n;
            }
        }
    }
    return areas;
}

static void build_areas(cl_data *d) {
    const ctn_topology *t = &d->topo;
    const ctn_board_desc *b = &d->board;
    if (b->num_areas) {
        for (int h = 0; h < t->num_hexes; h++)
            d->hex_area[h] =
                d->hex_land[h] && b->hexes[h].area <= b->num_areas ? b->hexes[h].area : 0;
        for (int a = 0; a < b->num_areas && a < 32; a++)
            if (b->areas[a].setup) d->setup_areas |= 1u << a;
    } else {
        compute_areas(d);
    }
    for (int v = 0; v < t->num_vertices; v++)
        for (int k = 0; k < 3; k++) {
            int h = t->vertex_hex[v][k];
            if (h != CTN_NONE && d->hex_area[h]) d->vertex_area[v] = d->hex_area[h];
        }
}

/* W§6: the corners of each 7-island and the landscape printed there. */
static void build_seven_corners(cl_data *d) {
    d->num_seven_corners = 0;
    for (int i = 0; i < d->board.num_seven && i < CTN_BOARD_MAX_SEVEN; i++) {
        int h = d->board.seven[i].hex;
        for (int k = 0; k < 6; k++) {
            int v = d->topo.hex_vertex[h][k];
            d->seven_corner[d->num_seven_corners].vertex = (cl_id)v;
            d->seven_corner[d->num_seven_corners].hex = (uint16_t)h;
            d->seven_corner[d->num_seven_corners++].terrain = d->board.seven[i].corners[k];
        }
    }
}

#if CL_CLASS != CL_CLASS_S
/* The tables of Seafarers' lists without tests for a missing edge (cl_data: vertex_edge3,
 * edge_end_edges, hex_sides). A vertex's edges are padded with its first one, and the other
 * edges at an edge's end with the first of them (a hex's corner has two sides of it). */
static void build_sea_tables(cl_data *d) {
    const ctn_topology *t = &d->topo;
    for (int v = 0; v < t->num_vertices; v++) {
        cl_id first = CL_ID_NONE;
        for (int k = 2; k >= 0; k--)
            if (d->vertex_adj_edge[v][k] != CL_ID_NONE) first = d->vertex_adj_edge[v][k];
        for (int k = 0; k < 3; k++) {
            cl_id e = d->vertex_adj_edge[v][k];
            d->vertex_edge3[v][k] = e != CL_ID_NONE ? e : first;
        }
    }
    for (int e = 0; e < t->num_edges; e++)
        for (int k = 0; k < 2; k++) {
            int v = t->edge_vertex[e][k], n = 0;
            for (int j = 0; j < 3; j++) {
                cl_id f = d->vertex_adj_edge[v][j];
                if (f != CL_ID_NONE && f != (cl_id)e) d->edge_end_edges[e][k][n++] = f;
            }
            if (n == 1) d->edge_end_edges[e][k][1] = d->edge_end_edges[e][k][0];
        }
    for (int h = 0; h < t->num_hexes; h++)
        for (int k = 0; k < 6; k++) cl_set_add(&d->hex_sides[h], t->hex_edge[h][k]);
}
#endif

static void build_masks(cl_data *d) {
    const ctn_topology *t = &d->topo;
    int most = t->num_vertices > t->num_edges ? t->num_vertices : t->num_edges;
    d->set_words = (unsigned)(most + 63) / 64;
    memset(d->vertex_adj_edge, 0xFF, sizeof d->vertex_adj_edge); /* CL_ID_NONE */
    for (int v = 0; v < t->num_vertices; v++)
        for (int k = 0; k < 3; k++) {
            int e = t->vertex_edge[v][k];
            if (e != CTN_NONE) {
                d->vertex_adj_edge[v][k] = (cl_id)e;
                d->vertex_adj_vertex[v][k] =
                    (cl_id)(t->edge_vertex[e][0] == v ? t->edge_vertex[e][1]
                                                      : t->edge_vertex[e][0]);
            }
            if (e != CTN_NONE) cl_set_add(&d->vertex_edges[v], t->vertex_edge[v][k]);
            if (t->vertex_vertex[v][k] != CTN_NONE)
                cl_set_add(&d->vertex_neighbours[v], t->vertex_vertex[v][k]);
        }
    for (int e = 0; e < t->num_edges; e++) {
        cl_set_add(&d->edge_vertices[e], t->edge_vertex[e][0]);
        cl_set_add(&d->edge_vertices[e], t->edge_vertex[e][1]);
    }
    for (int i = 0; i < t->num_harbours; i++) {
        d->vertex_harbour[t->harbour_vertex[i][0]] = (uint8_t)(i + 1);
        d->vertex_harbour[t->harbour_vertex[i][1]] = (uint8_t)(i + 1);
    }
#if CL_CLASS != CL_CLASS_S
    build_sea_tables(d);
#endif
    build_land(d);
    build_areas(d);
    for (int v = 0; v < t->num_vertices; v++) {
        int a = d->vertex_area[v] - 1;
        if (cl_set_test(&d->land_vertices, (unsigned)v) &&
            (!d->seafarers || !d->setup_areas || (a >= 0 && (d->setup_areas >> (a & 31)) & 1u)))
            cl_set_add(&d->setup_vertices, (unsigned)v);
    }
    d->pirate_start = d->board.pirate ? d->board.pirate - 1 : -1;
    d->robber2_start = d->board.robber2 ? d->board.robber2 - 1 : -1;
    d->pirate2_start = d->board.pirate2 ? d->board.pirate2 - 1 : -1;
    build_seven_corners(d);
    build_robber_table(d);
    build_trade_rates(d);
    build_affordable(d);
}

/* ---- explicit boards ---- */

/* A hex's terrain and number: land producing a resource carries 2-6 or 8-12; deserts, sea and the
 * 7-island none; sea and gold (which also carries a number) only in Seafarers and World (S§2,
 * S§7), the 7-island only in World (W§6). */
static ctn_status validate_hex(const ctn_hex_desc *x, const cl_data *d, ctn_error *err) {
    int sea_terrain = x->terrain == CTN_SEA || x->terrain == CTN_GOLD;
    if (ctn_terrain_resource(x->terrain) < 0 && x->terrain != CTN_DESERT &&
        !(d->seafarers && sea_terrain) && !(d->world && x->terrain == CTN_SEVEN_ISLAND))
        return ctn_error_set(err, CTN_E_BOARD,
                             d->world       ? "hex (%d,%d): World terrain is forest, hills, "
                                              "pasture, fields, mountains, desert, gold, sea or "
                                              "seven_island, not %s"
                             : d->seafarers ? "hex (%d,%d): Seafarers terrain is forest, hills, "
                                              "pasture, fields, mountains, desert, gold or sea, "
                                              "not %s"
                                            : "hex (%d,%d): classic terrain is forest, hills, "
                                              "pasture, fields, mountains or desert, not %s",
                             x->q, x->r, ctn_terrain_name(x->terrain));
    int numbered = x->terrain != CTN_DESERT && x->terrain != CTN_SEA &&
                   x->terrain != CTN_SEVEN_ISLAND;
    if (!numbered && x->number != 0)
        return ctn_error_set(err, CTN_E_BOARD, "hex (%d,%d): a %s hex carries no number", x->q,
                             x->r, ctn_terrain_name(x->terrain));
    if (numbered && (x->number < 2 || x->number > 12 || x->number == 7))
        return ctn_error_set(err, CTN_E_BOARD, "hex (%d,%d): number must be 2-6 or 8-12, not %d",
                             x->q, x->r, x->number);
    return CTN_OK;
}

/* W§6: every 7-island hex has one entry of printed corners, each a resource terrain or gold. */
static ctn_status validate_seven(const ctn_board_desc *b, ctn_error *err) {
    int islands = 0;
    for (int h = 0; h < b->num_hexes; h++) islands += b->hexes[h].terrain == CTN_SEVEN_ISLAND;
    if (b->num_seven != islands || b->num_seven > CTN_BOARD_MAX_SEVEN)
        return ctn_error_set(err, CTN_E_BOARD,
                             "%d seven_island hexes but corners for %d: each needs its corners",
                             islands, b->num_seven);
    for (int i = 0; i < b->num_seven; i++) {
        const ctn_seven_island_desc *x = &b->seven[i];
        if (x->hex >= b->num_hexes || b->hexes[x->hex].terrain != CTN_SEVEN_ISLAND)
            return ctn_error_set(err, CTN_E_BOARD, "corners given for hex %d, not a seven_island",
                                 x->hex);
        for (int j = 0; j < i; j++)
            if (b->seven[j].hex == x->hex)
                return ctn_error_set(err, CTN_E_BOARD, "corners given twice for hex %d", x->hex);
        for (int k = 0; k < 6; k++)
            if (ctn_terrain_resource(x->corners[k]) < 0 && x->corners[k] != CTN_GOLD)
                return ctn_error_set(err, CTN_E_BOARD,
                                     "seven_island (%d,%d): corner %d shows no resource or gold",
                                     b->hexes[x->hex].q, b->hexes[x->hex].r, k);
    }
    return CTN_OK;
}

/* A bandit's start (1 + hex index, 0: none) on a hex of the right kind. */
static ctn_status validate_bandit(const ctn_board_desc *b, int start, int sea, const char *what,
                                  ctn_error *err) {
    if (!start) return CTN_OK;
    if (start > b->num_hexes || (b->hexes[start - 1].terrain == CTN_SEA) != sea)
        return ctn_error_set(err, CTN_E_BOARD, "the %s starts on a %s hex of the board", what,
                             sea ? "sea" : "land");
    return CTN_OK;
}

static ctn_status validate_bandits(const ctn_board_desc *b, const cl_data *d, int deserts,
                                   ctn_error *err) {
    if (b->robber >= b->num_hexes || b->robber < -1)
        return ctn_error_set(err, CTN_E_BOARD, "robber hex index %d is not on the board",
                             b->robber);
    if (b->robber >= 0 && b->hexes[b->robber].terrain == CTN_SEA)
        return ctn_error_set(err, CTN_E_BOARD, "robber at (%d,%d): the robber starts on land",
                             b->hexes[b->robber].q, b->hexes[b->robber].r);
    if (b->robber < 0 && deserts == 0 && !d->seafarers) /* Seafarers: aside until a 7 (S§6) */
        return ctn_error_set(err, CTN_E_BOARD,
                             "a board without a desert must say where the robber starts");
    if (b->pirate && !d->seafarers)
        return ctn_error_set(err, CTN_E_BOARD, "a pirate needs the game seafarers");
    if ((b->robber2 || b->pirate2) && !d->world)
        return ctn_error_set(err, CTN_E_BOARD, "a second robber or pirate needs the game world");
    if ((b->robber2 && b->robber < 0) || (b->pirate2 && !b->pirate))
        return ctn_error_set(err, CTN_E_BOARD, "a second bandit needs the first one's start");
    if ((b->robber2 && b->robber2 == b->robber + 1) || (b->pirate2 && b->pirate2 == b->pirate))
        return ctn_error_set(err, CTN_E_BOARD, "two bandits of a kind start on one hex");
    ctn_status st = validate_bandit(b, b->pirate, 1, "pirate", err);
    if (st == CTN_OK) st = validate_bandit(b, b->pirate2, 1, "second pirate", err);
    if (st == CTN_OK) st = validate_bandit(b, b->robber2, 0, "second robber", err);
    return st;
}

/* S§2, W§3: a vertex belongs to the area of its land hexes, so named areas never meet at a
 * corner (computed ones cannot). Needs the topology. */
static ctn_status validate_areas(const cl_data *d, ctn_error *err) {
    const ctn_board_desc *b = &d->board;
    for (int v = 0; b->num_areas && v < d->topo.num_vertices; v++) {
        int area = 0;
        for (int k = 0; k < 3; k++) {
            int h = d->topo.vertex_hex[v][k];
            if (h == CTN_NONE || b->hexes[h].terrain == CTN_SEA) continue;
            int a = b->hexes[h].area <= b->num_areas ? b->hexes[h].area : 0;
            if (a && area && a != area)
                return ctn_error_set(err, CTN_E_BOARD,
                                     "areas %s and %s meet at a corner of hex (%d,%d): separate "
                                     "areas by sea or desert",
                                     b->areas[area - 1].name, b->areas[a - 1].name, b->hexes[h].q,
                                     b->hexes[h].r);
            if (a) area = a;
        }
    }
    return CTN_OK;
}

static ctn_status validate_explicit(const ctn_board_desc *b, const cl_data *d, ctn_error *err) {
    if (b->num_hexes < 1)
        return ctn_error_set(err, CTN_E_BOARD, "a classic board has at least one hex");
    int deserts = 0, land = 0;
    for (int h = 0; h < b->num_hexes; h++) {
        ctn_status st = validate_hex(&b->hexes[h], d, err);
        if (st != CTN_OK) return st;
        deserts += b->hexes[h].terrain == CTN_DESERT;
        land += b->hexes[h].terrain != CTN_SEA;
    }
    if (!land) return ctn_error_set(err, CTN_E_BOARD, "a board needs at least one land hex");
    ctn_status st = validate_bandits(b, d, deserts, err);
    return st == CTN_OK ? validate_seven(b, err) : st;
}

/* ---- game set-up ---- */

static void apply_options(cl_data *d, const ctn_game *g) {
    const int32_t *o = g->option_values;
    d->vp_to_win = o[CL_OPT_VP_TO_WIN];
    d->tie_returns_card = o[CL_OPT_TIE_RETURNS_CARD];
    d->strict_shortage = o[CL_OPT_BANK_SHORTAGE] == 1;
    d->paired = o[CL_OPT_TURN_MODE] == 1;
    d->random_numbers = o[CL_OPT_NUMBERS] == 1;
    d->spiral_cw = o[CL_OPT_SPIRAL] == 1;
    d->red_adjacent = o[CL_OPT_RED_ADJACENT];
    d->progress_return = o[CL_OPT_PROGRESS_RETURN];
    d->discard_limit = o[CL_OPT_DISCARD_LIMIT];
    d->turn_limit = o[CL_OPT_TURN_LIMIT];
    d->forced_class = o[CL_OPT_SIZE_CLASS] - 1;
    d->world = cl_world_table(g->rules);
    d->seafarers = d->world || cl_seafarers_table(g->rules);
    if (d->seafarers) {
        d->island_bonus = o[CL_OPT_ISLAND_BONUS];
        d->island_bonus_once = o[CL_OPT_ISLAND_BONUS_ONCE];
    }
    if (d->world) {
        d->discovery_tokens = o[CL_OPT_DISCOVERY_TOKENS];
        d->pirate_blocks_buildings = o[CL_OPT_PIRATE_BLOCKS_BUILDINGS];
    }
}

/* W§4: the set-up order, seat by step: pairs of opposite seats (green first), the odd seat out
 * last, then all of it reversed. Other games: 0..n-1 and back (§3). */
static void build_setup_order(cl_data *d, int n) {
    int h = n / 2, k = 0;
    if (d->world) {
        for (int i = 0; i < h; i++) {
            d->setup_seat[k++] = (uint8_t)i;
            d->setup_seat[k++] = (uint8_t)(i + h);
        }
        if (n % 2) d->setup_seat[k++] = (uint8_t)(n - 1);
    } else {
        for (int i = 0; i < n; i++) d->setup_seat[k++] = (uint8_t)i;
    }
    for (int i = 0; i < n; i++) d->setup_seat[n + i] = d->setup_seat[n - 1 - i];
}

/* Components by the number of players (§1, §9; §9.3 for more than six). */
static void set_components(cl_data *d, int players) {
    int six = players >= 5, twelve = players > 6;
    d->bank_start = twelve || d->world ? 48 : six ? 24 : 19;
    memcpy(d->dev_start,
           d->world ? cl_dev_deck_world
           : twelve ? cl_dev_deck_12
           : six    ? cl_dev_deck_6
                    : cl_dev_deck_4,
           CL_DEV_COUNT);
}

/* Hands the game to the table of another size class, which sets it up from the start. */
static ctn_status switch_class(ctn_game *g, const ctn_game_config *cfg, int size_class,
                               ctn_error *err) {
    int seafarers = cl_data_of(g)->seafarers, world = cl_data_of(g)->world;
    cl_game_teardown(g);
    const cl_class_ops *ops = cl_class_ops_of(size_class);
    g->rules = world ? ops->world_rules : seafarers ? ops->sf_rules : ops->rules;
    if (!g->rules) /* World has the large class only */
        return ctn_error_set(err, CTN_E_OPTION, "World Catan is played on the large size class");
    return g->rules->game_setup(g, cfg, err);
}

ctn_status cl_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err) {
    cl_data *d = calloc(1, sizeof *d);
    if (!d) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    g->data = d;
    d->size_class = CL_CLASS;
    d->num_players = g->num_players;
    apply_options(d, g);
    set_components(d, g->num_players);
    build_setup_order(d, g->num_players);
    int six = g->num_players >= 5;
    ctn_board_kind kind = cfg->board_kind == CTN_BOARD_DEFAULT ? CTN_BOARD_RANDOM : cfg->board_kind;
    g->board_kind = kind;
    if (kind != CTN_BOARD_EXPLICIT && d->world) /* W§2; before the advice for 5-6 players */
        return ctn_error_set(err, CTN_E_BOARD,
                             "World Catan is played on a map (the shipped one: world)");
    if (kind == CTN_BOARD_BEGINNER && six)
        return ctn_error_set(err, CTN_E_BOARD,
                             "there is no beginner board for 5-6 players; use random");
    if (kind != CTN_BOARD_EXPLICIT && g->num_players > 6)
        return ctn_error_set(err, CTN_E_BOARD,
                             "the standard boards are for 2 to 6 players; %d players need a map",
                             g->num_players);
    ctn_status st = CTN_OK;
    if (kind == CTN_BOARD_EXPLICIT) {
        d->shape = CL_SHAPE_EXPLICIT;
        d->board = *cfg->board;
        st = validate_explicit(&d->board, d, err);
    } else if (kind == CTN_BOARD_BEGINNER) {
        d->shape = CL_SHAPE_19;
        cl_beginner_board(&d->board);
    } else {
        d->shape = six ? CL_SHAPE_30 : CL_SHAPE_19;
        cl_standard_board(d->shape, &d->board);
    }
    if (st == CTN_OK) st = ctn_topology_build(&d->board, &d->topo, err);
    if (st == CTN_OK && kind == CTN_BOARD_EXPLICIT) st = validate_areas(d, err);
    int size_class = CL_CLASS;
    if (st == CTN_OK) st = cl_class_choose(g, &d->topo, &size_class, err);
    if (st != CTN_OK) return st;
    if (size_class != CL_CLASS) return switch_class(g, cfg, size_class, err);
    if (d->shape == CL_SHAPE_30) {
        memcpy(d->terrain_pool, cl_terrain_pool_30, 30);
        memcpy(d->harbour_pool, cl_harbour_pool_30, 11);
        d->tokens = cl_tokens_30, d->num_tokens = 28;
    } else {
        memcpy(d->terrain_pool, cl_terrain_pool_19, 19);
        memcpy(d->harbour_pool, cl_harbour_pool_19, 9);
        d->tokens = cl_tokens_19, d->num_tokens = 18;
    }
    build_masks(d);
    if (d->shape != CL_SHAPE_EXPLICIT) build_spirals(d); /* only random boards are dealt by them */
    return CTN_OK;
}

void cl_game_teardown(ctn_game *g) {
    free(g->data);
    g->data = NULL;
}

/* ---- dealing a board ---- */

static void shuffle(ctn_rng *rng, uint8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ctn_rng_below(rng, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

static int red(int n) {
    return n == 6 || n == 8;
}

static int reds_touch(const cl_data *d, const cl_state *s) {
    for (int h = 0; h < s->num_hexes; h++)
        for (int k = 0; k < 6; k++) {
            int g = d->topo.hex_neighbour[h][k];
            if (g != CTN_NONE && red(s->number[h]) && red(s->number[g])) return 1;
        }
    return 0;
}

static void deal_numbers(const cl_data *d, cl_state *s, ctn_rng *rng) {
    int n = s->num_hexes;
    if (!d->random_numbers) {
        int corners = d->num_spirals / 2;
        int which = (int)ctn_rng_below(rng, (uint32_t)corners) * 2 + (d->spiral_cw ? 0 : 1);
        int t = 0;
        for (int i = 0; i < n; i++) {
            int h = d->spiral[which][i];
            if (s->terrain[h] != CTN_DESERT) s->number[h] = d->tokens[t++];
        }
        return;
    }
    do {
        uint8_t tokens[CL_MAX_HEXES];
        memcpy(tokens, d->tokens, (size_t)d->num_tokens);
        shuffle(rng, tokens, d->num_tokens);
        int t = 0;
        for (int h = 0; h < n; h++) s->number[h] = s->terrain[h] == CTN_DESERT ? 0 : tokens[t++];
    } while (!d->red_adjacent && reds_touch(d, s));
}

static void deal_random_board(const cl_data *d, cl_state *s, ctn_rng *rng) {
    int n = s->num_hexes;
    memcpy(s->terrain, d->terrain_pool, (size_t)n);
    shuffle(rng, s->terrain, n);
    deal_numbers(d, s, rng);
    memcpy(s->harbour_type, d->harbour_pool, s->num_harbours);
    shuffle(rng, s->harbour_type, s->num_harbours);
    int deserts[CL_MAX_HEXES], nd = 0;
    for (int h = 0; h < n; h++)
        if (s->terrain[h] == CTN_DESERT) deserts[nd++] = h;
    s->robber = (cl_hexid)deserts[ctn_rng_below(rng, (uint32_t)nd)]; /* §2.3: on a desert */
}

static void copy_board(const cl_data *d, cl_state *s) {
    const ctn_board_desc *b = &d->board;
    for (int h = 0; h < b->num_hexes; h++) {
        s->terrain[h] = b->hexes[h].terrain;
        s->number[h] = b->hexes[h].number;
    }
    for (int i = 0; i < b->num_harbours; i++) s->harbour_type[i] = b->harbours[i].type;
    int robber = b->robber;
    for (int h = 0; robber < 0 && h < b->num_hexes; h++)
        if (b->hexes[h].terrain == CTN_DESERT) robber = h;
    s->robber = robber < 0 ? CL_HEX_NONE : (cl_hexid)robber; /* none: set aside (S§6) */
#if CL_CLASS != CL_CLASS_S
    s->pirate = d->pirate_start < 0 ? CL_HEX_NONE : (cl_hexid)d->pirate_start;
    s->robber2 = d->robber2_start < 0 ? CL_HEX_NONE : (cl_hexid)d->robber2_start;
    s->pirate2 = d->pirate2_start < 0 ? CL_HEX_NONE : (cl_hexid)d->pirate2_start;
#endif
}

void cl_init(const ctn_game *g, ctn_state *state, uint64_t seed) {
    const cl_data *d = cl_data_of(g);
    cl_state *s = (cl_state *)state;
    memset(s, 0, sizeof *s);
    ctn_rng_seed(&s->rng, seed);
    s->num_players = (uint8_t)d->num_players;
    s->num_hexes = (cl_hexid)d->topo.num_hexes;
    s->num_harbours = (uint8_t)d->topo.num_harbours;
    if (d->shape == CL_SHAPE_EXPLICIT || g->board_kind == CTN_BOARD_BEGINNER)
        copy_board(d, s);
    else
        deal_random_board(d, s, &s->rng);
#if CL_CLASS != CL_CLASS_S
    if (d->shape != CL_SHAPE_EXPLICIT) s->pirate = s->robber2 = s->pirate2 = CL_HEX_NONE;
    s->red = CL_NOBODY;
    s->tokens_left = (uint8_t)d->discovery_tokens;
#endif
    memset(s->bank, d->bank_start, CTN_RESOURCE_COUNT);
    memcpy(s->dev_deck, d->dev_start, CL_DEV_COUNT);
    s->phase = CL_PHASE_SETUP_SETTLEMENT;
    s->context = CL_CTX_SETUP;
    s->actor = d->setup_seat[0];
    s->longest_road_owner = s->largest_army_owner = s->winner = CL_NOBODY;
    s->robber_victim = CL_NOBODY;
    s->viewer = CL_NOBODY;
    for (int p = 0; p < CL_MAX_PLAYERS; p++) s->offer_answer[p] = CL_ANSWER_NOT_ASKED;
    cl_derive(d, s);
}
