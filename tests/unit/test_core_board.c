/* test_core_board.c — unit tests of the hex topology builder (src/core/board.c): vertex and edge
 * counts of the 19-hex, 30-hex and 225-hex boards, adjacency consistency, reading-order ids, the
 * coastline, harbours and the errors for bad boards, plus the name tables of board.h.
 *
 * The expected counts (54/72, 80/109, 510/734 vertices/edges; coastlines of 30, 38 and 118 edges)
 * were computed independently by a short Python script that collects the distinct corner points
 * and corner pairs of the hexes. If the world layout proposal in shared/world/ sits beside the
 * source tree, its 225 hexes and 27 harbours are built as well; otherwise that test is skipped.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "catan/board.h"

/* ---- boards ---- */

static void add_hex(ctn_board_desc *d, int q, int r, int terrain) {
    assert_true(d->num_hexes < CTN_BOARD_MAX_HEXES);
    d->hexes[d->num_hexes++] = (ctn_hex_desc){(int8_t)q, (int8_t)r, (uint8_t)terrain, 0, 0};
}

static int hex_distance(int q, int r) {
    int s = -q - r;
    int m = abs(q) > abs(r) ? abs(q) : abs(r);
    return m > abs(s) ? m : abs(s);
}

/* The base board: every hex within distance 2 of the centre, all land; with `sea_ring` the 18
 * sea hexes at distance 3 as well. */
static void board_19(ctn_board_desc *d, int sea_ring) {
    memset(d, 0, sizeof *d);
    d->robber = -1;
    for (int r = -3; r <= 3; r++)
        for (int q = -3; q <= 3; q++) {
            int dist = hex_distance(q, r);
            if (dist <= 2)
                add_hex(d, q, r, CTN_FOREST);
            else if (dist == 3 && sea_ring)
                add_hex(d, q, r, CTN_SEA);
        }
}

/* The 5–6 player board: -3 <= q <= 2, -3 <= r <= 3, -3 <= q + r <= 2. */
static void board_30(ctn_board_desc *d) {
    memset(d, 0, sizeof *d);
    d->robber = -1;
    for (int r = -3; r <= 3; r++)
        for (int q = -3; q <= 2; q++)
            if (q + r >= -3 && q + r <= 2) add_hex(d, q, r, CTN_PASTURE);
}

/* A 15 x 15 mat in odd-r offset rows: q = col - (row - (row & 1)) / 2, r = row. */
static void board_225(ctn_board_desc *d) {
    memset(d, 0, sizeof *d);
    d->robber = -1;
    for (int row = 0; row < 15; row++)
        for (int col = 0; col < 15; col++)
            add_hex(d, col - (row - (row & 1)) / 2, row, (row + col) % 3 ? CTN_FIELDS : CTN_SEA);
}

static ctn_topology *build_ok(const ctn_board_desc *d) {
    ctn_topology *t = malloc(sizeof *t);
    assert_non_null(t);
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_topology_build(d, t, &err);
    if (st != CTN_OK)
        fail_msg("ctn_topology_build failed: %s: %s", ctn_status_name(st), err.message);
    return t;
}

/* Builds a board that must fail with CTN_E_BOARD and a message containing `needle`. */
static void build_fails(const ctn_board_desc *d, const char *needle) {
    ctn_topology *t = malloc(sizeof *t);
    assert_non_null(t);
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_topology_build(d, t, &err);
    assert_int_equal(st, CTN_E_BOARD);
    assert_int_equal(err.status, CTN_E_BOARD);
    if (!strstr(err.message, needle))
        fail_msg("error message '%s' does not mention '%s'", err.message, needle);
    free(t);
}

static int coast_edges(const ctn_topology *t) {
    int n = 0;
    for (int e = 0; e < t->num_edges; e++) {
        assert_true(t->edge_hex[e][0] != CTN_NONE);
        if (t->edge_hex[e][1] == CTN_NONE) n++;
    }
    return n;
}

static int list_has(const uint16_t *list, int n, int value) {
    for (int i = 0; i < n; i++)
        if (list[i] == value) return 1;
    return 0;
}

/* Every structural property that holds for any hex list. */
static void check_consistent(const ctn_topology *t) {
    int degree_sum = 0;
    for (int v = 0; v < t->num_vertices; v++) {
        int deg = t->vertex_degree[v];
        if (deg != 2 && deg != 3) fail_msg("vertex %d has degree %d", v, deg);
        degree_sum += deg;
        for (int k = 0; k < 3; k++) {
            int w = t->vertex_vertex[v][k], e = t->vertex_edge[v][k];
            if (k >= deg) {
                assert_int_equal(w, CTN_NONE);
                assert_int_equal(e, CTN_NONE);
                continue;
            }
            assert_true(w < t->num_vertices && e < t->num_edges);
            assert_true(list_has(t->vertex_vertex[w], 3, v)); /* neighbourhood is symmetric */
            assert_true(list_has(t->edge_vertex[e], 2, v));
        }
        int hexes = 0;
        for (int k = 0; k < 3; k++) {
            int h = t->vertex_hex[v][k];
            if (h == CTN_NONE) continue;
            hexes++;
            assert_true(h < t->num_hexes);
            assert_true(list_has(t->hex_vertex[h], 6, v));
        }
        assert_true(hexes >= 1);
        /* reading order: top to bottom, then left to right */
        if (v > 0)
            assert_true(
                t->vertex_y[v - 1] < t->vertex_y[v] ||
                (t->vertex_y[v - 1] == t->vertex_y[v] && t->vertex_x[v - 1] < t->vertex_x[v]));
    }
    assert_int_equal(degree_sum, 2 * t->num_edges);
    for (int e = 0; e < t->num_edges; e++) {
        int a = t->edge_vertex[e][0], b = t->edge_vertex[e][1];
        assert_true(a < b && b < t->num_vertices);
        /* the two ends of every edge are neighbours, and both list the edge */
        assert_true(list_has(t->vertex_vertex[a], 3, b));
        assert_true(list_has(t->vertex_vertex[b], 3, a));
        assert_true(list_has(t->vertex_edge[a], 3, e));
        assert_true(list_has(t->vertex_edge[b], 3, e));
        /* adjacent corners are one step apart */
        int dx = abs(t->vertex_x[a] - t->vertex_x[b]), dy = abs(t->vertex_y[a] - t->vertex_y[b]);
        assert_true((dx == 0 && dy == 2) || (dx == 1 && dy == 1));
        for (int k = 0; k < 2; k++) {
            int h = t->edge_hex[e][k];
            if (h != CTN_NONE) assert_true(list_has(t->hex_edge[h], 6, e));
        }
        /* edge ids in reading order of their midpoints */
        if (e > 0) {
            int p = e - 1;
            int py = t->vertex_y[t->edge_vertex[p][0]] + t->vertex_y[t->edge_vertex[p][1]];
            int px = t->vertex_x[t->edge_vertex[p][0]] + t->vertex_x[t->edge_vertex[p][1]];
            int cy = t->vertex_y[a] + t->vertex_y[b], cx = t->vertex_x[a] + t->vertex_x[b];
            assert_true(py < cy || (py == cy && px < cx));
        }
    }
    for (int h = 0; h < t->num_hexes; h++) {
        assert_int_equal(ctn_topology_find_hex(t, t->hex_q[h], t->hex_r[h]), h);
        for (int c = 0; c < 6; c++) {
            assert_true(t->hex_vertex[h][c] < t->num_vertices);
            for (int c2 = 0; c2 < c; c2++) assert_true(t->hex_vertex[h][c] != t->hex_vertex[h][c2]);
        }
        for (int d = 0; d < 6; d++) {
            int e = t->hex_edge[h][d];
            assert_true(e < t->num_edges);
            assert_true(list_has(t->edge_hex[e], 2, h));
            int dq, dr;
            ctn_dir_offset(d, &dq, &dr);
            int g = t->hex_neighbour[h][d];
            int want = ctn_topology_find_hex(t, t->hex_q[h] + dq, t->hex_r[h] + dr);
            assert_int_equal(g == CTN_NONE ? -1 : g, want);
            if (g != CTN_NONE) {
                /* the neighbour sees this hex across the opposite edge, which they share */
                assert_int_equal(t->hex_neighbour[g][(d + 3) % 6], h);
                assert_int_equal(t->hex_edge[g][(d + 3) % 6], e);
            } else {
                assert_int_equal(t->edge_hex[e][1], CTN_NONE);
            }
        }
    }
}

/* ---- tests ---- */

static void test_board_19(void **state) {
    (void)state;
    ctn_board_desc d;
    board_19(&d, 0);
    assert_int_equal(d.num_hexes, 19);
    ctn_topology *t = build_ok(&d);
    assert_int_equal(t->num_hexes, 19);
    assert_int_equal(t->num_vertices, 54);
    assert_int_equal(t->num_edges, 72);
    assert_int_equal(coast_edges(t), 30);
    check_consistent(t);
    /* v0 is the topmost-left corner: the north corner of the top-left hex (0,-2). */
    int top_left = ctn_topology_find_hex(t, 0, -2);
    assert_true(top_left >= 0);
    assert_int_equal(t->hex_vertex[top_left][CTN_CORNER_N], 0);
    assert_int_equal(ctn_topology_find_hex(t, 3, 0), -1);
    /* the centre hex has six neighbours and every vertex of it has three hexes */
    int centre = ctn_topology_find_hex(t, 0, 0);
    for (int dir = 0; dir < 6; dir++) assert_true(t->hex_neighbour[centre][dir] != CTN_NONE);
    for (int c = 0; c < 6; c++) {
        int v = t->hex_vertex[centre][c];
        assert_int_equal(t->vertex_degree[v], 3);
        assert_true(t->vertex_hex[v][2] != CTN_NONE);
    }
    free(t);
}

static void test_board_19_with_sea(void **state) {
    (void)state;
    ctn_board_desc d;
    board_19(&d, 1);
    assert_int_equal(d.num_hexes, 37);
    ctn_topology *t = build_ok(&d);
    /* a hexagon of radius R has 6 (R+1)^2 vertices and 9R^2 + 15R + 6 edges; here R = 3 */
    assert_int_equal(t->num_vertices, 96);
    assert_int_equal(t->num_edges, 132);
    assert_int_equal(coast_edges(t), 42);
    check_consistent(t);
    free(t);
}

static void test_board_30(void **state) {
    (void)state;
    ctn_board_desc d;
    board_30(&d);
    assert_int_equal(d.num_hexes, 30);
    ctn_topology *t = build_ok(&d);
    assert_int_equal(t->num_vertices, 80);
    assert_int_equal(t->num_edges, 109);
    assert_int_equal(coast_edges(t), 38);
    check_consistent(t);
    free(t);
}

static void test_board_225(void **state) {
    (void)state;
    ctn_board_desc d;
    board_225(&d);
    assert_int_equal(d.num_hexes, 225);
    ctn_topology *t = build_ok(&d);
    assert_int_equal(t->num_vertices, 510);
    assert_int_equal(t->num_edges, 734);
    assert_int_equal(coast_edges(t), 118);
    check_consistent(t);
    free(t);
}

static void test_single_hex(void **state) {
    (void)state;
    ctn_board_desc d;
    memset(&d, 0, sizeof d);
    add_hex(&d, 0, 0, CTN_DESERT);
    ctn_topology *t = build_ok(&d);
    assert_int_equal(t->num_vertices, 6);
    assert_int_equal(t->num_edges, 6);
    assert_int_equal(coast_edges(t), 6);
    check_consistent(t);
    /* corners clockwise from the top: N is v0, then NW/NE (y-1), SW/SE (y+1), S last */
    assert_int_equal(t->hex_vertex[0][CTN_CORNER_N], 0);
    assert_int_equal(t->hex_vertex[0][CTN_CORNER_NW], 1);
    assert_int_equal(t->hex_vertex[0][CTN_CORNER_NE], 2);
    assert_int_equal(t->hex_vertex[0][CTN_CORNER_SW], 3);
    assert_int_equal(t->hex_vertex[0][CTN_CORNER_SE], 4);
    assert_int_equal(t->hex_vertex[0][CTN_CORNER_S], 5);
    free(t);
}

static void test_harbours(void **state) {
    (void)state;
    ctn_board_desc d;
    board_19(&d, 0);
    /* top-left hex, its NE and NW edges face off the board */
    d.harbours[0] = (ctn_harbour_desc){0, -2, CTN_DIR_NE, CTN_HARBOUR_GENERIC};
    d.harbours[1] = (ctn_harbour_desc){2, -2, CTN_DIR_E, CTN_HARBOUR_ORE};
    d.num_harbours = 2;
    ctn_topology *t = build_ok(&d);
    assert_int_equal(t->num_harbours, 2);
    for (int i = 0; i < 2; i++) {
        int h = ctn_topology_find_hex(t, d.harbours[i].q, d.harbours[i].r);
        int e = t->hex_edge[h][d.harbours[i].edge];
        assert_int_equal(t->harbour_edge[i], e);
        assert_int_equal(t->edge_hex[e][1], CTN_NONE);
        assert_int_equal(t->harbour_vertex[i][0], t->edge_vertex[e][0]);
        assert_int_equal(t->harbour_vertex[i][1], t->edge_vertex[e][1]);
    }
    /* the NE edge of (0,-2) joins its N and NE corners */
    int h = ctn_topology_find_hex(t, 0, -2);
    assert_int_equal(t->harbour_vertex[0][0], t->hex_vertex[h][CTN_CORNER_N]);
    assert_int_equal(t->harbour_vertex[0][1], t->hex_vertex[h][CTN_CORNER_NE]);
    free(t);

    /* With a listed sea ring, an edge facing a sea hex is coast too. */
    board_19(&d, 1);
    d.harbours[0] = (ctn_harbour_desc){0, -2, CTN_DIR_NE, CTN_HARBOUR_WOOL};
    d.num_harbours = 1;
    t = build_ok(&d);
    assert_int_equal(t->num_harbours, 1);
    free(t);
}

static void test_harbour_errors(void **state) {
    (void)state;
    ctn_board_desc d;
    board_19(&d, 1);
    d.num_harbours = 1;
    /* the centre hex's E edge joins two land hexes */
    d.harbours[0] = (ctn_harbour_desc){0, 0, CTN_DIR_E, CTN_HARBOUR_GENERIC};
    build_fails(&d, "not on the coast");
    /* a sea hex cannot carry a harbour */
    d.harbours[0] = (ctn_harbour_desc){1, -3, CTN_DIR_SW, CTN_HARBOUR_GENERIC};
    build_fails(&d, "sea");
    /* a hex that is not on the board */
    d.harbours[0] = (ctn_harbour_desc){5, 5, CTN_DIR_E, CTN_HARBOUR_GENERIC};
    build_fails(&d, "not on the board");
    /* a bad edge or type */
    d.harbours[0] = (ctn_harbour_desc){0, -2, 6, CTN_HARBOUR_GENERIC};
    build_fails(&d, "bad edge");
    d.harbours[0] = (ctn_harbour_desc){0, -2, CTN_DIR_NE, CTN_HARBOUR_TYPE_COUNT};
    build_fails(&d, "type");
    /* two harbours on one edge */
    d.harbours[0] = (ctn_harbour_desc){0, -2, CTN_DIR_NE, CTN_HARBOUR_GENERIC};
    d.harbours[1] = (ctn_harbour_desc){0, -2, CTN_DIR_NE, CTN_HARBOUR_ORE};
    d.num_harbours = 2;
    build_fails(&d, "share an edge");
    d.num_harbours = CTN_BOARD_MAX_HARBOURS + 1;
    build_fails(&d, "harbours");
}

static void test_board_errors(void **state) {
    (void)state;
    ctn_board_desc d;
    board_19(&d, 0);
    add_hex(&d, 1, -1, CTN_HILLS); /* already listed */
    build_fails(&d, "listed twice");
    board_19(&d, 0); /* several again: the error names the first hex listed a second time */
    add_hex(&d, 0, 0, CTN_HILLS);
    add_hex(&d, 1, -1, CTN_HILLS);
    add_hex(&d, 0, 0, CTN_FOREST);
    build_fails(&d, "hex (0,0) is listed twice");

    memset(&d, 0, sizeof d);
    build_fails(&d, "hexes"); /* no hexes */

    /* A line of 256 hexes has 4 * 256 + 2 corners: more than CTN_TOPO_MAX_VERTICES. */
    memset(&d, 0, sizeof d);
    for (int q = -128; q < 128; q++) add_hex(&d, q, 0, CTN_FOREST);
    build_fails(&d, "vertices");

    /* err may be NULL */
    board_19(&d, 0);
    add_hex(&d, 0, 0, CTN_HILLS);
    ctn_topology *t = malloc(sizeof *t);
    assert_non_null(t);
    assert_int_equal(ctn_topology_build(&d, t, NULL), CTN_E_BOARD);
    free(t);
}

static void test_names(void **state) {
    (void)state;
    for (int i = 0; i < CTN_TERRAIN_COUNT; i++)
        assert_int_equal(ctn_terrain_from_name(ctn_terrain_name(i)), i);
    for (int i = 0; i < CTN_RESOURCE_COUNT; i++)
        assert_int_equal(ctn_resource_from_name(ctn_resource_name(i)), i);
    for (int i = 0; i < CTN_HARBOUR_TYPE_COUNT; i++)
        assert_int_equal(ctn_harbour_type_from_name(ctn_harbour_type_name(i)), i);
    for (int i = 0; i < 6; i++) assert_int_equal(ctn_dir_from_name(ctn_dir_name(i)), i);
    assert_string_equal(ctn_terrain_name(CTN_MOUNTAINS), "mountains");
    assert_string_equal(ctn_resource_name(CTN_ORE), "ore");
    assert_string_equal(ctn_harbour_type_name(CTN_HARBOUR_GENERIC), "3:1");
    assert_int_equal(ctn_harbour_type_from_name("generic"), CTN_HARBOUR_GENERIC);
    assert_string_equal(ctn_dir_name(CTN_DIR_SW), "SW");
    assert_string_equal(ctn_terrain_name(-1), "?");
    assert_string_equal(ctn_terrain_name(CTN_TERRAIN_COUNT), "?");
    assert_string_equal(ctn_dir_name(6), "?");
    assert_int_equal(ctn_terrain_from_name("lava"), -1);
    assert_int_equal(ctn_terrain_from_name(NULL), -1);
    assert_int_equal(ctn_resource_from_name("gold"), -1);
    assert_int_equal(ctn_dir_from_name("N"), -1);
    assert_int_equal(ctn_terrain_resource(CTN_FOREST), CTN_LUMBER);
    assert_int_equal(ctn_terrain_resource(CTN_HILLS), CTN_BRICK);
    assert_int_equal(ctn_terrain_resource(CTN_PASTURE), CTN_WOOL);
    assert_int_equal(ctn_terrain_resource(CTN_FIELDS), CTN_GRAIN);
    assert_int_equal(ctn_terrain_resource(CTN_MOUNTAINS), CTN_ORE);
    assert_int_equal(ctn_terrain_resource(CTN_SEA), -1);
    assert_int_equal(ctn_terrain_resource(CTN_DESERT), -1);
    assert_int_equal(ctn_terrain_resource(CTN_GOLD), -1);
    /* opposite directions cancel */
    for (int i = 0; i < 6; i++) {
        int dq, dr, oq, or_;
        ctn_dir_offset(i, &dq, &dr);
        ctn_dir_offset((i + 3) % 6, &oq, &or_);
        assert_int_equal(dq + oq, 0);
        assert_int_equal(dr + or_, 0);
    }
}

/* ---- the world layout proposal (optional: only where shared/ sits beside the tree) ---- */

static json_t *load_world(void) {
    const char *env = getenv("CATAN_WORLD_LAYOUT");
    char path[1024];
    snprintf(path, sizeof path, "%s",
             env && *env ? env : CATAN_SOURCE_DIR "/../shared/world/world_layout_proposal.json");
    json_error_t jerr;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    json_t *root = json_loadf(f, 0, &jerr);
    fclose(f);
    if (!root) fail_msg("%s:%d: %s", path, jerr.line, jerr.text);
    return root;
}

static int offset_q(int col, int row) {
    return col - (row - (row & 1)) / 2;
}

static void test_world_layout(void **state) {
    (void)state;
    json_t *root = load_world();
    if (!root) {
        print_message("world layout proposal not found beside the tree: skipped\n");
        skip();
    }
    ctn_board_desc d;
    memset(&d, 0, sizeof d);
    d.robber = -1;
    json_t *tiles = json_object_get(root, "tiles"), *tile;
    size_t i;
    assert_true(json_is_array(tiles));
    json_array_foreach(tiles, i, tile) {
        int q = (int)json_integer_value(json_object_get(tile, "q"));
        int r = (int)json_integer_value(json_object_get(tile, "r"));
        int terrain = ctn_terrain_from_name(json_string_value(json_object_get(tile, "terrain")));
        if (terrain < 0) fail_msg("tile %zu: unknown terrain", i);
        add_hex(&d, q, r, terrain);
    }
    json_t *harbours = json_object_get(root, "harbors"), *hb;
    json_array_foreach(harbours, i, hb) {
        json_t *land = json_object_get(hb, "land");
        int row = (int)json_integer_value(json_object_get(land, "row"));
        int col = (int)json_integer_value(json_object_get(land, "col"));
        int dir = ctn_dir_from_name(json_string_value(json_object_get(hb, "land_edge")));
        const char *res = json_string_value(json_object_get(hb, "resource"));
        int type = strcmp(res, "any") == 0 ? CTN_HARBOUR_GENERIC : ctn_harbour_type_from_name(res);
        if (dir < 0 || type < 0) fail_msg("harbour %zu: bad edge or resource", i);
        assert_true(d.num_harbours < CTN_BOARD_MAX_HARBOURS);
        d.harbours[d.num_harbours++] = (ctn_harbour_desc){(int8_t)offset_q(col, row), (int8_t)row,
                                                          (uint8_t)dir, (uint8_t)type};
    }
    ctn_topology *t = build_ok(&d);
    assert_int_equal(t->num_hexes, 225);
    assert_int_equal(t->num_vertices, 510);
    assert_int_equal(t->num_edges, 734);
    assert_int_equal(t->num_harbours, 27);
    check_consistent(t);
    /* each harbour's edge faces the sea tile the layout names */
    json_array_foreach(harbours, i, hb) {
        json_t *sea = json_object_get(hb, "sea");
        int row = (int)json_integer_value(json_object_get(sea, "row"));
        int col = (int)json_integer_value(json_object_get(sea, "col"));
        int s = ctn_topology_find_hex(t, offset_q(col, row), row);
        assert_true(s >= 0);
        assert_true(list_has(t->edge_hex[t->harbour_edge[i]], 2, s));
    }
    free(t);
    json_decref(root);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_19),       cmocka_unit_test(test_board_19_with_sea),
        cmocka_unit_test(test_board_30),       cmocka_unit_test(test_board_225),
        cmocka_unit_test(test_single_hex),     cmocka_unit_test(test_harbours),
        cmocka_unit_test(test_harbour_errors), cmocka_unit_test(test_board_errors),
        cmocka_unit_test(test_names),          cmocka_unit_test(test_world_layout),
    };
    return cmocka_run_group_tests_name("core_board", tests, NULL, NULL);
}
