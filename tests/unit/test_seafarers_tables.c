/* test_seafarers_tables.c — the per-game tables that Seafarers' lists and ship upkeep read
 * instead of testing for missing edges (cl_data: vertex_edge3, edge_end_edges, hex_sides), on
 * "Heading for New Shores" for 4 (the medium class), against the board's topology: each vertex's
 * three entries are its edges and name every one, each end of an edge names the other edges
 * there and every one, each hex's side set holds its six sides, and a pirate off the board has
 * no sides (cl_sea_pirate_word).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#define CL_CLASS CL_CLASS_M
#include "catan/classic.h"
#include "rules/classic/classic_internal.h"
#include "sea_maps.h"

#define NEW_SHORES "vp_to_win=14 island_bonus=2"

/* True when edge f is among the n ids of `ids`. */
static int among(const cl_id *ids, int n, unsigned f) {
    for (int i = 0; i < n; i++)
        if (ids[i] == f) return 1;
    return 0;
}

static const cl_data *new_shores(ctn_game **g) {
    *g = sea_map_game("new_shores_4", 4, NEW_SHORES);
    const cl_data *d = (const cl_data *)(*g)->data;
    assert_int_equal(d->size_class, CL_CLASS_M);
    return d;
}

static void test_vertex_edges(void **state) {
    (void)state;
    ctn_game *g;
    const cl_data *d = new_shores(&g);
    const ctn_topology *t = &d->topo;
    for (int v = 0; v < t->num_vertices; v++) {
        int edges = 0;
        for (int k = 0; k < 3; k++) {
            assert_true(cl_set_test(&d->vertex_edges[v], d->vertex_edge3[v][k]));
            edges += t->vertex_edge[v][k] != CTN_NONE;
            if (t->vertex_edge[v][k] != CTN_NONE)
                assert_true(among(d->vertex_edge3[v], 3, t->vertex_edge[v][k]));
        }
        assert_true(edges >= 2); /* a hex's corner: two of its sides at least */
    }
    ctn_game_free(g);
}

static void test_edge_ends(void **state) {
    (void)state;
    ctn_game *g;
    const cl_data *d = new_shores(&g);
    const ctn_topology *t = &d->topo;
    for (int e = 0; e < t->num_edges; e++)
        for (int k = 0; k < 2; k++) {
            int v = t->edge_vertex[e][k];
            const cl_id *other = d->edge_end_edges[e][k];
            for (int j = 0; j < 2; j++) {
                assert_int_not_equal(other[j], e);
                assert_true(cl_set_test(&d->vertex_edges[v], other[j]));
            }
            for (int j = 0; j < 3; j++) {
                unsigned f = t->vertex_edge[v][j];
                if (f != CTN_NONE && f != (unsigned)e) assert_true(among(other, 2, f));
            }
        }
    ctn_game_free(g);
}

static void test_hex_sides(void **state) {
    (void)state;
    ctn_game *g;
    const cl_data *d = new_shores(&g);
    const ctn_topology *t = &d->topo;
    for (int h = 0; h < t->num_hexes; h++) {
        assert_int_equal(cl_set_count(&d->hex_sides[h]), 6);
        for (int k = 0; k < 6; k++) assert_true(cl_set_test(&d->hex_sides[h], t->hex_edge[h][k]));
    }
    assert_false(cl_set_any(&d->hex_sides[CL_MAX_HEXES]));
    /* the pirates' sides a word at a time: the pirate's hex's, none for a pirate off the board */
    ctn_classic_state_m s;
    memset(&s, 0, sizeof s);
    s.pirate = (uint8_t)CL_HEX_NONE;
    s.pirate2 = (uint8_t)CL_HEX_NONE;
    for (unsigned w = 0; w < CL_SET_WORDS; w++) assert_true(cl_sea_pirate_word(d, &s, w) == 0);
    s.pirate = 3;
    for (int e = 0; e < t->num_edges; e++) {
        int side = (int)(cl_sea_pirate_word(d, &s, (unsigned)e >> 6) >> (e & 63)) & 1;
        assert_int_equal(side, t->edge_hex[e][0] == 3 || t->edge_hex[e][1] == 3);
    }
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vertex_edges),
        cmocka_unit_test(test_edge_ends),
        cmocka_unit_test(test_hex_sides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
