/* test_classic_rules_setup.c — scenario tests of docs/rules/classic.md §3 (set-up): the snake
 * order 0..n-1, n-1..0 for 2–6 players, the distance rule for set-up settlements, the set-up road
 * touching the settlement just placed, the second settlement's resources (exact hands and bank,
 * nothing from the desert or for the first settlement), nothing but placements during set-up, and
 * seat 0 taking the first turn. Everything is played by text through the public API.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

/* The seat expected to place at set-up step k of n players. */
static int snake_seat(int k, int n) { return k < n ? k : 2 * n - 1 - k; }

/* Asserts that exactly `seat` acts now, in the given phase, and that every other seat is told it
 * is not his turn. */
static void assert_only_actor(cs_scenario *sc, int seat, int phase) {
    assert_int_equal(cs_actors(sc), 1u << seat);
    assert_int_equal(sc->s.phase, phase);
    assert_int_equal(sc->s.context, CL_CTX_SETUP);
    for (int p = 0; p < sc->n; p++)
        if (p != seat) CS_REFUSE(sc, p, CTN_E_NOT_YOUR_TURN, "end_turn");
}

static void test_snake_order_four_players(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_place first[4], second[4];
    cs_standard_places(sc, first, second);
    static const int ORDER[8] = {0, 1, 2, 3, 3, 2, 1, 0};
    for (int k = 0; k < 8; k++) {
        int p = ORDER[k];
        const cs_place *pl = k < 4 ? &first[p] : &second[p];
        assert_int_equal(sc->s.setup_step, k);
        assert_only_actor(sc, p, CL_PHASE_SETUP_SETTLEMENT);
        CS_PLAY(sc, p, "build_settlement v%d", pl->vertex);
        assert_only_actor(sc, p, CL_PHASE_SETUP_ROAD); /* the same player lays his road */
        CS_PLAY(sc, p, "build_road e%d", pl->edge);
    }
    /* §3: then seat 0 takes the first turn */
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.context, CL_CTX_TURN);
    assert_int_equal(sc->s.current, 0);
    assert_int_equal(cs_actors(sc), 1u << 0);
    assert_int_equal(sc->s.turn, 1);
    for (int p = 1; p < 4; p++) {
        assert_int_equal(cs_road_count(sc, p), 2);
        assert_true(cs_has_settlement(sc, p, first[p].vertex) && cs_has_settlement(sc, p, second[p].vertex));
        CS_REFUSE(sc, p, CTN_E_NOT_YOUR_TURN, "roll");
    }
    CS_PLAY(sc, 0, "roll");
    assert_int_equal(cs_actors(sc), CTN_CHANCE_BIT);
    cs_free(sc);
}

/* 2–6 players: the placements are the lowest free vertex and edge (any legal choice will do), the
 * order must be the snake whatever the player count. */
static void test_snake_order_all_counts(void **state) {
    (void)state;
    static ctn_action list[CTN_MAX_ACTIONS];
    for (int n = 2; n <= 6; n++) {
        cs_scenario *sc = cs_new(n, "");
        for (int k = 0; k < 2 * n; k++) {
            int p = snake_seat(k, n);
            assert_int_equal(cs_actors(sc), 1u << p);
            for (int step = 0; step < 2; step++) {
                int m = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_ALL, list);
                assert_true(m > 0);
                char text[CTN_ACTION_TEXT_MAX];
                ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, list[0], text, sizeof text);
                CS_PLAY(sc, p, "%s", text);
            }
        }
        assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
        assert_int_equal(sc->s.current, 0);
        assert_int_equal(sc->s.turn, 1);
        for (int p = 0; p < n; p++) {
            assert_int_equal(cs_road_count(sc, p), 2);
            assert_int_equal(cs_public_vp(sc, p), 2);
        }
        cs_free(sc);
    }
}

/* §3: a set-up settlement obeys the distance rule (no building on a neighbouring vertex), also
 * towards the player's own first settlement. */
static void test_setup_distance_rule(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N); /* inland: three neighbours */
    assert_int_equal(cs_vertex_degree(sc, v), 3);
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge(sc, 0, -1, CTN_DIR_NE));
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_settlement v%d", v); /* occupied */
    for (int k = 0; k < 3; k++)
        CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_settlement v%d", sc->t->vertex_vertex[v][k]);
    /* every other vertex is open: 54 - 1 - 3 */
    assert_int_equal(cs_count_legal(sc, 1, CL_A_BUILD_SETTLEMENT), 54 - 4);
    /* two steps away is fine, even at the end of seat 0's road */
    int w = sc->t->edge_vertex[cs_edge(sc, 0, -1, CTN_DIR_NE)][0] == v
                ? sc->t->edge_vertex[cs_edge(sc, 0, -1, CTN_DIR_NE)][1]
                : sc->t->edge_vertex[cs_edge(sc, 0, -1, CTN_DIR_NE)][0];
    int far = -1;
    for (int k = 0; k < 3; k++) {
        int x = sc->t->vertex_vertex[w][k];
        if (x != v && cs_edge_between(sc, x, v) < 0) far = x;
    }
    assert_true(far >= 0);
    CS_PLAY(sc, 1, "build_settlement v%d", far);
    CS_PLAY(sc, 1, "build_road e%d", sc->t->vertex_edge[far][0]);
    /* blocked now: v, far and their neighbours, w counted once */
    int blocked = 2 + cs_vertex_degree(sc, v) + cs_vertex_degree(sc, far) - 1;
    assert_int_equal(cs_count_legal(sc, 2, CL_A_BUILD_SETTLEMENT), 54 - blocked);
    cs_free(sc);

    /* round two: the own first settlement counts too */
    sc = cs_new(2, "");
    v = cs_vertex(sc, 0, 0, CTN_CORNER_N);
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_PLAY(sc, 0, "build_road e%d", sc->t->vertex_edge[v][0]);
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, 0, 2, CTN_CORNER_S));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE));
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, -2, 0, CTN_CORNER_NW));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, -2, 0, CTN_DIR_W));
    for (int k = 0; k < 3; k++)
        CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", sc->t->vertex_vertex[v][k]);
    cs_free(sc);
}

/* §3: the set-up road goes on an edge touching the settlement just placed — not elsewhere, not
 * next to the player's first settlement or at the end of his first road in round two. */
static void test_setup_road_touches_new_settlement(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", cs_vertex(sc, 0, 2, CTN_CORNER_S)); /* one at a time */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE));          /* far away */
    /* an edge one step away from v (touching its neighbour, not v) */
    int nb = sc->t->vertex_vertex[v][0], away = -1;
    for (int k = 0; k < 3; k++)
        if (sc->t->vertex_vertex[nb][k] != v && sc->t->vertex_vertex[nb][k] != CTN_NONE) away = sc->t->vertex_edge[nb][k];
    assert_true(away >= 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", away);
    assert_int_equal(cs_count_legal(sc, 0, CL_A_BUILD_ROAD), 3);
    assert_int_equal(cs_count_legal(sc, 0, -1), 3); /* and nothing else */
    int road1 = cs_edge(sc, 0, -1, CTN_DIR_NE);
    CS_PLAY(sc, 0, "build_road e%d", road1);
    assert_true(cs_has_road(sc, 0, road1));

    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, 0, 2, CTN_CORNER_S));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE));
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, -2, 0, CTN_CORNER_NW));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, -2, 0, CTN_DIR_W));

    int v2 = cs_vertex(sc, 1, 0, CTN_CORNER_S);
    CS_PLAY(sc, 0, "build_settlement v%d", v2);
    /* edges at the first settlement and at the far end of the first road are not allowed now */
    int end = sc->t->edge_vertex[road1][0] == v ? sc->t->edge_vertex[road1][1] : sc->t->edge_vertex[road1][0];
    for (int k = 0; k < 3; k++) {
        int e1 = sc->t->vertex_edge[v][k], e2 = sc->t->vertex_edge[end][k];
        if (e1 != CTN_NONE && e1 != road1) CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e1);
        if (e2 != CTN_NONE && e2 != road1) CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e2);
    }
    assert_int_equal(cs_count_legal(sc, 0, CL_A_BUILD_ROAD), 3);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge(sc, 1, 0, CTN_DIR_SW));
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    cs_free(sc);
}

/* §3: the second settlement (only) earns one card per producing hex around it. */
static void test_second_settlement_resources(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_place first[4], second[4];
    cs_standard_places(sc, first, second);
    for (int p = 0; p < 4; p++) {
        CS_PLAY(sc, p, "build_settlement v%d", first[p].vertex);
        CS_PLAY(sc, p, "build_road e%d", first[p].edge);
    }
    for (int p = 0; p < 4; p++) CS_ASSERT_HAND(sc, p, 0, 0, 0, 0, 0); /* round one earns nothing */
    CS_ASSERT_BANK(sc, 19, 19, 19, 19, 19);
    /* seat 3: (-2,1) N touches fields 9, forest 11, forest 8 — paid at once, before the road */
    CS_PLAY(sc, 3, "build_settlement v%d", second[3].vertex);
    CS_ASSERT_HAND(sc, 3, 2, 0, 0, 1, 0);
    CS_PLAY(sc, 3, "build_road e%d", second[3].edge);
    for (int p = 2; p >= 0; p--) {
        CS_PLAY(sc, p, "build_settlement v%d", second[p].vertex);
        CS_PLAY(sc, p, "build_road e%d", second[p].edge);
    }
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 1, 0); /* fields 12, hills 6, forest 11 */
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 1, 1); /* mountains 3, hills 5, fields 6 */
    CS_ASSERT_HAND(sc, 2, 1, 0, 1, 0, 1); /* forest 3, mountains 8, pasture 5 */
    CS_ASSERT_HAND(sc, 3, 2, 0, 0, 1, 0);
    CS_ASSERT_BANK(sc, 19 - 4, 19 - 2, 19 - 1, 19 - 3, 19 - 2);
    cs_free(sc);
}

/* §3: the desert gives nothing; a coastal vertex with one hex gives one card. */
static void test_second_settlement_desert_and_coast(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    int desert_corner = cs_vertex(sc, 0, 0, CTN_CORNER_NW); /* hills 6, forest 11, desert */
    int coast = cs_vertex(sc, 0, -2, CTN_CORNER_N);         /* mountains 10 only */
    assert_int_equal(sc->s.terrain[cs_hex(sc, 0, 0)], CTN_DESERT);
    CS_PLAY(sc, 0, "build_settlement v%d", cs_vertex(sc, 0, -1, CTN_CORNER_N));
    CS_PLAY(sc, 0, "build_road e%d", cs_edge(sc, 0, -1, CTN_DIR_NE));
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, 0, 1, CTN_CORNER_SE));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 1, CTN_DIR_SE));
    CS_PLAY(sc, 1, "build_settlement v%d", desert_corner);
    CS_ASSERT_HAND(sc, 1, 1, 1, 0, 0, 0);
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 0, CTN_DIR_W));
    CS_PLAY(sc, 0, "build_settlement v%d", coast);
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 1);
    CS_PLAY(sc, 0, "build_road e%d", sc->t->vertex_edge[coast][0]);
    CS_ASSERT_BANK(sc, 18, 18, 19, 19, 18);
    cs_free(sc);
}

/* §3: set-up is placements only — no roll, no end of turn, no purchases, no city, no chance. */
static void test_setup_allows_placements_only(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(3, "");
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "roll");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", cs_edge(sc, 0, -1, CTN_DIR_NE)); /* settlement first */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v);
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_NOT_YOUR_TURN, "roll 8");
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank wool -> ore");
    for (int p = 0; p < 3; p++) CS_ASSERT_HAND(sc, p, 0, 0, 0, 0, 0);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_snake_order_four_players),
        cmocka_unit_test(test_snake_order_all_counts),
        cmocka_unit_test(test_setup_distance_rule),
        cmocka_unit_test(test_setup_road_touches_new_settlement),
        cmocka_unit_test(test_second_settlement_resources),
        cmocka_unit_test(test_second_settlement_desert_and_coast),
        cmocka_unit_test(test_setup_allows_placements_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
