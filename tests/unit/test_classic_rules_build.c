/* test_classic_rules_build.c — scenario tests of docs/rules/classic.md §1 (costs, piece supply) and
 * §6 (building): road, settlement, city and development card cost exactly their price, paid to the
 * bank; nothing is built without the cards, before the roll or outside one's turn; roads extend
 * one's own network and never pass an opponent's building; settlements need an own road and the
 * distance rule; a city replaces one's own settlement, which returns to the supply; the supply is
 * 5 settlements, 4 cities and 15 roads. Played by text through the public API.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

static int other_end(const cs_scenario *sc, int e, int v) {
    return sc->t->edge_vertex[e][0] == v ? sc->t->edge_vertex[e][1] : sc->t->edge_vertex[e][0];
}

static int building_owner(const cs_scenario *sc, int v) {
    for (int p = 0; p < sc->n; p++)
        if (cs_has_settlement(sc, p, v) || cs_has_city(sc, p, v)) return p;
    return -1;
}

static int edge_taken(const cs_scenario *sc, int e) {
    for (int p = 0; p < sc->n; p++)
        if (cs_has_road(sc, p, e)) return 1;
    return 0;
}

/* A free vertex touching p's roads with no building on it or next to it (from the pieces and
 * the topology alone), or -1. */
static int open_settlement_spot(const cs_scenario *sc, int p) {
    for (int e = 0; e < sc->t->num_edges; e++) {
        if (!cs_has_road(sc, p, e)) continue;
        for (int k = 0; k < 2; k++) {
            int v = sc->t->edge_vertex[e][k], ok = building_owner(sc, v) < 0;
            for (int j = 0; j < 3 && ok; j++)
                if (sc->t->vertex_vertex[v][j] != CTN_NONE)
                    ok = building_owner(sc, sc->t->vertex_vertex[v][j]) < 0;
            if (ok) return v;
        }
    }
    return -1;
}

/* A free edge touching p's own building, or p's road at a vertex without an opponent's building. */
static int open_road_edge(const cs_scenario *sc, int p) {
    for (int e = 0; e < sc->t->num_edges; e++) {
        if (edge_taken(sc, e)) continue;
        for (int k = 0; k < 2; k++) {
            int v = sc->t->edge_vertex[e][k], owner = building_owner(sc, v);
            if (owner == p) return e;
            if (owner >= 0) continue;
            for (int j = 0; j < 3; j++) {
                int f = sc->t->vertex_edge[v][j];
                if (f != CTN_NONE && f != e && cs_has_road(sc, p, f)) return e;
            }
        }
    }
    return -1;
}

/* §1/§6: each build costs exactly its price, which goes to the bank. */
static void test_costs_paid_exactly(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    cs_roll(sc, 9); /* pays seat 3 only */
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N), road1 = cs_edge(sc, 0, -1, CTN_DIR_NE);
    int v13 = other_end(sc, road1, v8);
    int v9 =
        cs_vertex(sc, 1, -1, CTN_CORNER_N); /* two steps from v8 along (0,-1) NE and (1,-1) NW */
    int e = cs_edge_between(sc, v13, v9);
    assert_true(e >= 0);
    cs_set_hand(sc, 0, 3, 3, 3, 5, 5);
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    assert_int_equal(cs_vp(sc, 0), 2);

    CS_PLAY(sc, 0, "build_road e%d", e);
    assert_true(cs_has_road(sc, 0, e));
    CS_ASSERT_HAND(sc, 0, 2, 2, 3, 5, 5);
    CS_ASSERT_BANK(sc, bank[L] + 1, bank[B] + 1, bank[W], bank[G], bank[O]);

    CS_PLAY(sc, 0, "build_settlement v%d", v9);
    assert_true(cs_has_settlement(sc, 0, v9));
    CS_ASSERT_HAND(sc, 0, 1, 1, 2, 4, 5);
    CS_ASSERT_BANK(sc, bank[L] + 2, bank[B] + 2, bank[W] + 1, bank[G] + 1, bank[O]);
    assert_int_equal(cs_vp(sc, 0), 3);

    CS_PLAY(sc, 0, "build_city v%d", v8);
    assert_true(cs_has_city(sc, 0, v8));
    assert_false(cs_has_settlement(sc, 0, v8));
    CS_ASSERT_HAND(sc, 0, 1, 1, 2, 2, 2);
    CS_ASSERT_BANK(sc, bank[L] + 2, bank[B] + 2, bank[W] + 1, bank[G] + 3, bank[O] + 3);
    assert_int_equal(cs_vp(sc, 0), 4);

    int deck = 0;
    for (int c = 0; c < CL_DEV_COUNT; c++) deck += sc->s.dev_deck[c];
    CS_PLAY(sc, 0, "buy_dev");
    CS_ASSERT_HAND(sc, 0, 1, 1, 1, 1, 1);
    CS_ASSERT_BANK(sc, bank[L] + 2, bank[B] + 2, bank[W] + 2, bank[G] + 4, bank[O] + 4);
    assert_int_equal(sc->s.phase, CL_PHASE_DEV_DRAW);
    CS_PLAY(sc, CTN_CHANCE, "draw monopoly");
    int left = 0;
    for (int c = 0; c < CL_DEV_COUNT; c++) left += sc->s.dev_deck[c];
    assert_int_equal(left, deck - 1);
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_MONOPOLY], 1);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    cs_free(sc);
}

/* §6: nothing is built without the full price. */
static void test_cannot_build_without_cards(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    cs_roll(sc, 9);
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N), road1 = cs_edge(sc, 0, -1, CTN_DIR_NE);
    int v13 = other_end(sc, road1, v8), v9 = cs_vertex(sc, 1, -1, CTN_CORNER_N);
    int e = cs_edge_between(sc, v13, v9);
    cs_set_hand(sc, 0, 1, 0, 1, 1, 2); /* no brick, one grain, two ore */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v8);
    cs_set_hand(sc, 0, 1, 1, 0, 2, 2);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");            /* no wool */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v8); /* 2 ore of 3 */
    CS_PLAY(sc, 0, "build_road e%d", e);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", v9); /* lumber and brick spent */
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 2, 2);
    cs_free(sc);
}

/* §6: building only in one's own turn, after the roll. */
static void test_build_only_in_own_turn_after_roll(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N), road1 = cs_edge(sc, 0, -1, CTN_DIR_NE);
    int e = cs_edge_between(sc, other_end(sc, road1, v8), cs_vertex(sc, 1, -1, CTN_CORNER_N));
    cs_set_hand(sc, 0, 2, 2, 2, 2, 3);
    cs_set_hand(sc, 1, 2, 2, 2, 2, 3);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v8);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");
    CS_PLAY(sc, 0, "roll");
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "build_road e%d", e); /* chance throws first */
    CS_PLAY(sc, CTN_CHANCE, "roll 9");
    int v19 = cs_vertex(sc, 1, 0, CTN_CORNER_N);
    CS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "build_city v%d", v19);
    CS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "buy_dev");
    CS_PLAY(sc, 0, "build_road e%d", e);
    cs_free(sc);
}

/* §6 roads: next to one's own building or road, never through an opponent's building, never on
 * a taken edge or from an opponent's road alone. §6 settlements: own road and distance rule. */
static void test_road_and_settlement_placement(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    const ctn_topology *t = sc->t;
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    int v13 = cs_vertex(sc, 0, -1, CTN_CORNER_NE); /* end of seat 0's first road */
    int v18 = cs_vertex(sc, 0, -1, CTN_CORNER_SE); /* (0,-1) SE, a corner of the desert */
    int v23 = cs_vertex(sc, 0, -1, CTN_CORNER_S);
    int v24 = cs_vertex(sc, 1, 0, CTN_CORNER_NW); /* end of seat 1's first road */
    int e13_18 = cs_edge_between(sc, v13, v18), e18_23 = cs_edge_between(sc, v18, v23);
    int e24_18 = cs_edge_between(sc, v24, v18);
    assert_true(e13_18 >= 0 && e18_23 >= 0 && e24_18 >= 0);
    for (int p = 0; p < 4; p++) cs_set_hand(sc, p, 4, 4, 2, 2, 0);

    cs_roll(sc, 9);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE)); /* far away */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d",
              cs_edge(sc, 0, -1, CTN_DIR_NE)); /* taken, own */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d",
              cs_edge(sc, 1, 0, CTN_DIR_NW)); /* taken, seat 1 */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d",
              cs_edge_between(sc, v24, cs_vertex(sc, 1, 0, CTN_CORNER_SW)));
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", v13); /* own road, but next to v8 */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", v18); /* no own road there yet */
    /* from the own settlement in any free direction */
    for (int k = 0; k < 3; k++) {
        int e = t->vertex_edge[v8][k];
        assert_int_equal(cs_is_legal(sc, 0, "build_road e%d", e),
                         e != cs_edge(sc, 0, -1, CTN_DIR_NE));
    }
    CS_PLAY(sc, 0, "build_road e%d", e13_18);
    assert_true(
        cs_is_legal(sc, 0, "build_road e%d", e18_23)); /* v18 is free: the network goes on */
    assert_true(cs_is_legal(sc, 0, "build_settlement v%d", v18));
    CS_PLAY(sc, 0, "end_turn");

    /* seat 1 reaches v18 from his side and settles it first */
    cs_roll(sc, 9);
    CS_PLAY(sc, 1, "build_road e%d", e24_18);
    CS_PLAY(sc, 1, "build_settlement v%d", v18);
    CS_PLAY(sc, 1, "end_turn");
    cs_roll(sc, 9);
    cs_next_turn(sc, 9);
    cs_next_turn(sc, 9);
    assert_int_equal(sc->s.current, 0);
    /* seat 0's road now ends at an opponent's settlement: it cannot pass it */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e18_23);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", v18);
    int spots = cs_count_legal(sc, 0, CL_A_BUILD_SETTLEMENT);
    assert_int_equal(spots, 0);
    /* ... but a road may still end next to an opponent's settlement coming from elsewhere:
     * v23 is reachable from seat 0's own (-1,0) N settlement */
    int v17 = cs_vertex(sc, -1, 0, CTN_CORNER_N);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v17, v23));
    CS_PLAY(sc, 0, "build_road e%d", e18_23); /* touches own road at v23, ends at seat 1's v18 */
    assert_true(cs_has_road(sc, 0, e18_23));
    cs_free(sc);
}

/* §6 city: only on one's own settlement. */
static void test_city_replaces_own_settlement(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    cs_roll(sc, 9);
    cs_set_hand(sc, 0, 0, 0, 0, 4, 6);
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N), v19 = cs_vertex(sc, 1, 0, CTN_CORNER_N);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v19); /* seat 1's settlement */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d",
              cs_vertex(sc, 0, -1, CTN_CORNER_NE)); /* empty */
    CS_PLAY(sc, 0, "build_city v%d", v8);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v8); /* already a city */
    assert_int_equal(cs_public_vp(sc, 0), 3);
    assert_int_equal(sc->s.vertex_owner[v8] & 0x0F, 1);
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 2, 3);
    cs_free(sc);
}

/* §1/§6: 15 roads, 5 settlements, 4 cities; a city returns its settlement to the supply. */
static void test_piece_limits(void **state) {
    (void)state;
    static ctn_action list[CTN_MAX_ACTIONS];
    cs_scenario *sc = cs_new(2, "vp_to_win=20");
    cs_setup_standard(sc);
    cs_roll(sc, 9);
    /* roads: always the last legal edge the generator offers, until the supply is gone */
    while (cs_road_count(sc, 0) < 15) {
        cs_give_cost(sc, 0, CL_COST_ROAD);
        int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, 0, CTN_LEGAL_NO_OFFERS, list),
            e = -1;
        for (int i = 0; i < n; i++)
            if (CL_ACT_TYPE(list[i]) == CL_A_BUILD_ROAD) e = CL_ACT_ARG0(list[i]);
        assert_true(e >= 0);
        CS_PLAY(sc, 0, "build_road e%d", e);
    }
    int free_edge = open_road_edge(sc, 0);
    assert_true(free_edge >= 0); /* the network could still grow ... */
    cs_give_cost(sc, 0, CL_COST_ROAD);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d",
              free_edge); /* ... but the 16th road is missing */
    assert_int_equal(cs_count_legal(sc, 0, CL_A_BUILD_ROAD), 0);

    /* settlements: 2 from the set-up + 3 */
    for (int k = 0; k < 3; k++) {
        int v = open_settlement_spot(sc, 0);
        assert_true(v >= 0);
        cs_give_cost(sc, 0, CL_COST_SETTLEMENT);
        CS_PLAY(sc, 0, "build_settlement v%d", v);
    }
    int spot = open_settlement_spot(sc, 0);
    assert_true(spot >= 0);
    cs_give_cost(sc, 0, CL_COST_SETTLEMENT);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", spot); /* the sixth */
    /* a city returns a settlement to the supply: the sixth spot can be taken now */
    int first = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    cs_give_cost(sc, 0, CL_COST_CITY);
    CS_PLAY(sc, 0, "build_city v%d", first);
    CS_PLAY(sc, 0, "build_settlement v%d", spot);
    /* cities: 4 at most */
    int cities = 1;
    for (int v = 0; v < sc->t->num_vertices && cities < 4; v++)
        if (cs_has_settlement(sc, 0, v)) {
            cs_give_cost(sc, 0, CL_COST_CITY);
            CS_PLAY(sc, 0, "build_city v%d", v);
            cities++;
        }
    int last = -1;
    for (int v = 0; v < sc->t->num_vertices; v++)
        if (cs_has_settlement(sc, 0, v)) last = v;
    assert_true(last >= 0);
    cs_give_cost(sc, 0, CL_COST_CITY);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", last);
    assert_int_equal(cs_road_count(sc, 0), 15);
    int settlements = 0, city_count = 0;
    for (int v = 0; v < sc->t->num_vertices; v++) {
        settlements += cs_has_settlement(sc, 0, v);
        city_count += cs_has_city(sc, 0, v);
    }
    assert_int_equal(settlements, 2);
    assert_int_equal(city_count, 4);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_costs_paid_exactly),
        cmocka_unit_test(test_cannot_build_without_cards),
        cmocka_unit_test(test_build_only_in_own_turn_after_roll),
        cmocka_unit_test(test_road_and_settlement_placement),
        cmocka_unit_test(test_city_replaces_own_settlement),
        cmocka_unit_test(test_piece_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
