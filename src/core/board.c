/* board.c — names of terrains, resources and harbours, and the hex topology builder.
 *
 * Geometry: a pointy-top hex (q, r) has its centre at x = 2q + r, y = 3r (integer drawing
 * units). Its corners lie at N (x, y-2), NE (x+1, y-1), SE (x+1, y+1), S (x, y+2), SW (x-1, y+1),
 * NW (x-1, y-1), so corners shared by neighbouring hexes get identical integer points. Vertex ids
 * are the distinct corner points sorted by (y, x); edge ids the distinct corner pairs sorted by
 * their midpoints.
 */
#include "catan/board.h"

#include <stdlib.h>
#include <string.h>

static const int DIR_DQ[6] = {+1, +1, 0, -1, -1, 0};
static const int DIR_DR[6] = {0, -1, -1, 0, +1, +1};
static const char *const DIR_NAMES[6] = {"E", "NE", "NW", "W", "SW", "SE"};
static const int CORNER_DX[6] = {0, +1, +1, 0, -1, -1};
static const int CORNER_DY[6] = {-2, -1, +1, +2, +1, -1};
/* The two corners bounding the edge in each direction. */
static const int EDGE_CORNERS[6][2] = {
    [CTN_DIR_E] = {CTN_CORNER_NE, CTN_CORNER_SE}, [CTN_DIR_NE] = {CTN_CORNER_N, CTN_CORNER_NE},
    [CTN_DIR_NW] = {CTN_CORNER_NW, CTN_CORNER_N}, [CTN_DIR_W] = {CTN_CORNER_SW, CTN_CORNER_NW},
    [CTN_DIR_SW] = {CTN_CORNER_S, CTN_CORNER_SW}, [CTN_DIR_SE] = {CTN_CORNER_SE, CTN_CORNER_S},
};

static const char *const TERRAIN_NAMES[CTN_TERRAIN_COUNT] = {
    "sea", "forest", "hills", "pasture", "fields", "mountains", "desert", "gold", "seven_island"};
static const char *const RESOURCE_NAMES[CTN_RESOURCE_COUNT] = {"lumber", "brick", "wool", "grain",
                                                               "ore"};
static const char *const HARBOUR_NAMES[CTN_HARBOUR_TYPE_COUNT] = {"3:1",  "lumber", "brick",
                                                                  "wool", "grain",  "ore"};

static int name_index(const char *const *names, int count, const char *name) {
    if (!name) return -1;
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], name) == 0) return i;
    return -1;
}

void ctn_dir_offset(int d, int *dq, int *dr) {
    *dq = DIR_DQ[d];
    *dr = DIR_DR[d];
}
const char *ctn_dir_name(int d) {
    return (d >= 0 && d < 6) ? DIR_NAMES[d] : "?";
}
int ctn_dir_from_name(const char *name) {
    return name_index(DIR_NAMES, 6, name);
}

const char *ctn_terrain_name(int t) {
    return (t >= 0 && t < CTN_TERRAIN_COUNT) ? TERRAIN_NAMES[t] : "?";
}
int ctn_terrain_from_name(const char *name) {
    return name_index(TERRAIN_NAMES, CTN_TERRAIN_COUNT, name);
}
const char *ctn_resource_name(int r) {
    return (r >= 0 && r < CTN_RESOURCE_COUNT) ? RESOURCE_NAMES[r] : "?";
}
int ctn_resource_from_name(const char *name) {
    return name_index(RESOURCE_NAMES, CTN_RESOURCE_COUNT, name);
}
const char *ctn_harbour_type_name(int t) {
    return (t >= 0 && t < CTN_HARBOUR_TYPE_COUNT) ? HARBOUR_NAMES[t] : "?";
}
int ctn_harbour_type_from_name(const char *name) {
    if (name && strcmp(name, "generic") == 0) return CTN_HARBOUR_GENERIC;
    return name_index(HARBOUR_NAMES, CTN_HARBOUR_TYPE_COUNT, name);
}

int ctn_terrain_resource(int terrain) {
    static const int8_t RESOURCE[CTN_TERRAIN_COUNT] = {
        [CTN_SEA] = -1,     [CTN_FOREST] = CTN_LUMBER,   [CTN_HILLS] = CTN_BRICK,
        [CTN_PASTURE] = CTN_WOOL, [CTN_FIELDS] = CTN_GRAIN, [CTN_MOUNTAINS] = CTN_ORE,
        [CTN_DESERT] = -1,  [CTN_GOLD] = -1,             [CTN_SEVEN_ISLAND] = -1};
    return (terrain >= 0 && terrain < CTN_TERRAIN_COUNT) ? RESOURCE[terrain] : -1;
}

void ctn_hex_center(int q, int r, int *x, int *y) {
    *x = 2 * q + r;
    *y = 3 * r;
}

int ctn_topology_find_hex(const ctn_topology *topo, int q, int r) {
    for (int h = 0; h < topo->num_hexes; h++)
        if (topo->hex_q[h] == q && topo->hex_r[h] == r) return h;
    return -1;
}

/* A point or a point pair, with the key it sorts by. */
typedef struct {
    int32_t key_y, key_x;
} point_key;

static int cmp_point(const void *a, const void *b) {
    const point_key *p = a, *q = b;
    if (p->key_y != q->key_y) return p->key_y < q->key_y ? -1 : 1;
    if (p->key_x != q->key_x) return p->key_x < q->key_x ? -1 : 1;
    return 0;
}

/* Sorts keys and removes duplicates; returns the new count. */
static int sort_unique(point_key *keys, int n) {
    qsort(keys, (size_t)n, sizeof *keys, cmp_point);
    int m = 0;
    for (int i = 0; i < n; i++)
        if (m == 0 || cmp_point(&keys[m - 1], &keys[i]) != 0) keys[m++] = keys[i];
    return m;
}

static int find_point(const point_key *keys, int n, int x, int y) {
    point_key k = {y, x};
    const point_key *hit = bsearch(&k, keys, (size_t)n, sizeof *keys, cmp_point);
    return hit ? (int)(hit - keys) : -1;
}

static void add_unique(uint16_t *list, int cap, uint16_t value) {
    for (int i = 0; i < cap; i++) {
        if (list[i] == value) return;
        if (list[i] == CTN_NONE) {
            list[i] = value;
            return;
        }
    }
}

/* Assigns vertex ids and fills hex_vertex / vertex_hex / coordinates. */
static ctn_status build_vertices(ctn_topology *t, point_key *scratch, ctn_error *err) {
    int n = 0;
    for (int h = 0; h < t->num_hexes; h++) {
        int cx, cy;
        ctn_hex_center(t->hex_q[h], t->hex_r[h], &cx, &cy);
        for (int c = 0; c < 6; c++)
            scratch[n++] = (point_key){cy + CORNER_DY[c], cx + CORNER_DX[c]};
    }
    n = sort_unique(scratch, n);
    if (n > CTN_TOPO_MAX_VERTICES)
        return ctn_error_set(err, CTN_E_BOARD, "board has %d vertices, at most %d allowed", n,
                             CTN_TOPO_MAX_VERTICES);
    t->num_vertices = (uint16_t)n;
    for (int v = 0; v < n; v++) {
        t->vertex_x[v] = (int16_t)scratch[v].key_x;
        t->vertex_y[v] = (int16_t)scratch[v].key_y;
    }
    for (int h = 0; h < t->num_hexes; h++) {
        int cx, cy;
        ctn_hex_center(t->hex_q[h], t->hex_r[h], &cx, &cy);
        for (int c = 0; c < 6; c++) {
            int v = find_point(scratch, n, cx + CORNER_DX[c], cy + CORNER_DY[c]);
            t->hex_vertex[h][c] = (uint16_t)v;
            add_unique(t->vertex_hex[v], 3, (uint16_t)h);
        }
    }
    return CTN_OK;
}

/* Assigns edge ids (keyed by doubled midpoints) and fills the edge adjacency tables. */
static ctn_status build_edges(ctn_topology *t, point_key *scratch, ctn_error *err) {
    int n = 0;
    for (int h = 0; h < t->num_hexes; h++)
        for (int d = 0; d < 6; d++) {
            int a = t->hex_vertex[h][EDGE_CORNERS[d][0]], b = t->hex_vertex[h][EDGE_CORNERS[d][1]];
            scratch[n++] =
                (point_key){t->vertex_y[a] + t->vertex_y[b], t->vertex_x[a] + t->vertex_x[b]};
        }
    n = sort_unique(scratch, n);
    if (n > CTN_TOPO_MAX_EDGES)
        return ctn_error_set(err, CTN_E_BOARD, "board has %d edges, at most %d allowed", n,
                             CTN_TOPO_MAX_EDGES);
    t->num_edges = (uint16_t)n;
    for (int h = 0; h < t->num_hexes; h++)
        for (int d = 0; d < 6; d++) {
            int a = t->hex_vertex[h][EDGE_CORNERS[d][0]], b = t->hex_vertex[h][EDGE_CORNERS[d][1]];
            int e = find_point(scratch, n, t->vertex_x[a] + t->vertex_x[b],
                               t->vertex_y[a] + t->vertex_y[b]);
            t->hex_edge[h][d] = (uint16_t)e;
            t->edge_vertex[e][0] = (uint16_t)(a < b ? a : b);
            t->edge_vertex[e][1] = (uint16_t)(a < b ? b : a);
            add_unique(t->edge_hex[e], 2, (uint16_t)h);
        }
    for (int e = 0; e < n; e++)
        for (int k = 0; k < 2; k++) {
            int v = t->edge_vertex[e][k], w = t->edge_vertex[e][1 - k];
            add_unique(t->vertex_edge[v], 3, (uint16_t)e);
            add_unique(t->vertex_vertex[v], 3, (uint16_t)w);
        }
    for (int v = 0; v < t->num_vertices; v++) {
        int deg = 0;
        while (deg < 3 && t->vertex_vertex[v][deg] != CTN_NONE) deg++;
        t->vertex_degree[v] = (uint8_t)deg;
    }
    return CTN_OK;
}

static ctn_status build_harbours(const ctn_board_desc *desc, ctn_topology *t, ctn_error *err) {
    t->num_harbours = desc->num_harbours;
    for (int i = 0; i < desc->num_harbours; i++) {
        const ctn_harbour_desc *hd = &desc->harbours[i];
        int h = ctn_topology_find_hex(t, hd->q, hd->r);
        if (h < 0)
            return ctn_error_set(err, CTN_E_BOARD,
                                 "harbour %d is on hex (%d,%d), which is not on the board", i,
                                 hd->q, hd->r);
        if (hd->edge >= 6 || hd->type >= CTN_HARBOUR_TYPE_COUNT)
            return ctn_error_set(err, CTN_E_BOARD, "harbour %d has a bad edge or type", i);
        if (desc->hexes[h].terrain == CTN_SEA)
            return ctn_error_set(err, CTN_E_BOARD,
                                 "harbour %d must name a land hex, (%d,%d) is sea", i, hd->q,
                                 hd->r);
        int e = t->hex_edge[h][hd->edge];
        int other = t->edge_hex[e][0] == h ? t->edge_hex[e][1] : t->edge_hex[e][0];
        if (other != CTN_NONE && desc->hexes[other].terrain != CTN_SEA)
            return ctn_error_set(err, CTN_E_BOARD,
                                 "harbour %d: edge %s of hex (%d,%d) is not on the coast", i,
                                 ctn_dir_name(hd->edge), hd->q, hd->r);
        for (int j = 0; j < i; j++)
            if (t->harbour_edge[j] == e)
                return ctn_error_set(err, CTN_E_BOARD, "harbours %d and %d share an edge", j, i);
        t->harbour_edge[i] = (uint16_t)e;
        t->harbour_vertex[i][0] = t->edge_vertex[e][0];
        t->harbour_vertex[i][1] = t->edge_vertex[e][1];
    }
    return CTN_OK;
}

/* A hex's coordinates with its id, sorted by (r, q) to find hexes in O(log n) while building. */
typedef struct {
    int32_t r, q, h;
} hex_key;

static int cmp_hex(const void *a, const void *b) {
    const hex_key *p = a, *o = b;
    if (p->r != o->r) return p->r < o->r ? -1 : 1;
    if (p->q != o->q) return p->q < o->q ? -1 : 1;
    return 0;
}

/* Sorts the hexes into index; refuses a hex listed twice, naming the first one listed again. */
static ctn_status index_hexes(const ctn_topology *t, hex_key *index, ctn_error *err) {
    for (int h = 0; h < t->num_hexes; h++) index[h] = (hex_key){t->hex_r[h], t->hex_q[h], h};
    qsort(index, (size_t)t->num_hexes, sizeof *index, cmp_hex);
    int again = -1; /* the first hex listed again: in each run of equal hexes the second id */
    for (int i = 0, end; i < t->num_hexes; i = end) {
        int first = index[i].h, second = -1;
        for (end = i + 1; end < t->num_hexes && cmp_hex(&index[i], &index[end]) == 0; end++) {
            int h = index[end].h;
            if (h < first) second = first, first = h;
            else if (second < 0 || h < second) second = h;
        }
        if (second >= 0 && (again < 0 || second < again)) again = second;
    }
    if (again >= 0)
        return ctn_error_set(err, CTN_E_BOARD, "hex (%d,%d) is listed twice", t->hex_q[again],
                             t->hex_r[again]);
    return CTN_OK;
}

/* Fills hex_neighbour from the sorted index. */
static void link_hexes(ctn_topology *t, const hex_key *index) {
    for (int h = 0; h < t->num_hexes; h++)
        for (int d = 0; d < 6; d++) {
            hex_key k = {t->hex_r[h] + DIR_DR[d], t->hex_q[h] + DIR_DQ[d], 0};
            const hex_key *hit = bsearch(&k, index, (size_t)t->num_hexes, sizeof *index, cmp_hex);
            t->hex_neighbour[h][d] = hit ? (uint16_t)hit->h : CTN_NONE;
        }
}

ctn_status ctn_topology_build(const ctn_board_desc *desc, ctn_topology *t, ctn_error *err) {
    memset(t, 0xFF, sizeof *t); /* CTN_NONE everywhere in the adjacency tables */
    t->num_hexes = t->num_vertices = t->num_edges = t->num_harbours = 0;
    if (desc->num_hexes == 0 || desc->num_hexes > CTN_BOARD_MAX_HEXES)
        return ctn_error_set(err, CTN_E_BOARD, "a board needs 1 to %d hexes, not %d",
                             CTN_BOARD_MAX_HEXES, desc->num_hexes);
    if (desc->num_harbours > CTN_BOARD_MAX_HARBOURS)
        return ctn_error_set(err, CTN_E_BOARD, "at most %d harbours", CTN_BOARD_MAX_HARBOURS);
    t->num_hexes = desc->num_hexes;
    for (int h = 0; h < desc->num_hexes; h++) {
        t->hex_q[h] = desc->hexes[h].q;
        t->hex_r[h] = desc->hexes[h].r;
    }
    hex_key *index = malloc(sizeof *index * (size_t)t->num_hexes);
    if (!index) return ctn_error_set(err, CTN_E_LIMIT, "out of memory building the board");
    ctn_status st = index_hexes(t, index, err);
    if (st == CTN_OK) link_hexes(t, index);
    free(index);
    if (st != CTN_OK) return st;
    point_key *scratch = malloc(sizeof(point_key) * 6 * CTN_BOARD_MAX_HEXES);
    if (!scratch) return ctn_error_set(err, CTN_E_LIMIT, "out of memory building the board");
    st = build_vertices(t, scratch, err);
    if (st == CTN_OK) st = build_edges(t, scratch, err);
    free(scratch);
    if (st == CTN_OK) st = build_harbours(desc, t, err);
    return st;
}
