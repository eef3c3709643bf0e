/* test_classic_rules_production.c — scenario tests of docs/rules/classic.md §4 (the roll) and §5.1,
 * §5.2 (production and bank shortage): the dice distribution; for every roll of the standard
 * four-player position the exact cards each player receives (a settlement earns 1, two buildings
 * on one hex earn twice, several players share a hex, the desert and unbuilt hexes give nothing);
 * a city earns 2; a building on two hexes with the rolled number earns from each; the robber's hex
 * produces nothing; and the bank shortage rule in both its official and strict readings.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

/* §4.2: the roll is one chance event with the two-dice weights. */
static void test_dice_distribution(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_NOT_YOUR_TURN, "roll 8"); /* the player rolls first */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "roll 8");                /* and cannot choose the number */
    CS_PLAY(sc, 0, "roll");
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 11);
    static const uint32_t WEIGHT[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
    int seen[13] = {0};
    for (int i = 0; i < n; i++) {
        assert_int_equal(CL_ACT_TYPE(out[i]), CL_A_DICE);
        int sum = CL_ACT_ARG0(out[i]);
        assert_true(sum >= 2 && sum <= 12);
        assert_int_equal(w[i], WEIGHT[sum]);
        seen[sum]++;
    }
    for (int sum = 2; sum <= 12; sum++) assert_int_equal(seen[sum], 1);
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_PARSE, "roll 1");
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_PARSE, "roll 13");
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "roll 8"); /* the dice are chance's, not the player's */
    cs_free(sc);
}

/* §5.1 on the standard position (classic_scenario.h): what every roll pays, worked out by hand.
 *   seat 0: (0,-1) N on mountains 10, pasture 2, hills 6; (-1,0) N on fields 12, hills 6, forest 11
 *   seat 1: (1,0) N on pasture 4, hills 10, forest 3; (-1,1) S on mountains 3, hills 5, fields 6
 *   seat 2: (-1,1) N on forest 11, desert, mountains 3; (1,0) SE on forest 3, mountains 8, pasture
 * 5 seat 3: (0,1) SE on fields 4, pasture 5, pasture 11; (-2,1) N on fields 9, forest 11, forest 8
 */
static void test_every_roll_standard_position(void **state) {
    (void)state;
    static const int GAIN[13][4][CTN_RESOURCE_COUNT] = {
        [2] = {{0, 0, 1, 0, 0}, {0}, {0}, {0}},                         /* pasture 2: seat 0 */
        [3] = {{0}, {1, 0, 0, 0, 1}, {1, 0, 0, 0, 1}, {0}},             /* forest 3 + mountains 3 */
        [4] = {{0}, {0, 0, 1, 0, 0}, {0}, {0, 0, 0, 1, 0}},             /* pasture 4, fields 4 */
        [5] = {{0}, {0, 1, 0, 0, 0}, {0, 0, 1, 0, 0}, {0, 0, 1, 0, 0}}, /* hills 5, pasture 5 */
        [6] = {{0, 2, 0, 0, 0}, {0, 0, 0, 1, 0}, {0}, {0}},  /* two settlements on hills 6 */
        [8] = {{0}, {0}, {0, 0, 0, 0, 1}, {1, 0, 0, 0, 0}},  /* mountains 8, forest 8 */
        [9] = {{0}, {0}, {0}, {0, 0, 0, 1, 0}},              /* forest 9 is unbuilt */
        [10] = {{0, 0, 0, 0, 1}, {0, 1, 0, 0, 0}, {0}, {0}}, /* mountains 10, hills 10 */
        [11] = {{1, 0, 0, 0, 0}, {0}, {1, 0, 0, 0, 0}, {1, 0, 1, 0, 0}}, /* three share forest 11 */
        [12] = {{0, 0, 0, 1, 0}, {0}, {0}, {0}},
    };
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    const ctn_classic_state base = sc->s;
    for (int roll = 2; roll <= 12; roll++) {
        if (roll == 7) continue;
        sc->s = base;
        cs_roll(sc, roll);
        assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
        assert_int_equal(sc->s.last_roll, roll);
        int paid[CTN_RESOURCE_COUNT] = {0};
        for (int p = 0; p < 4; p++)
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
                int got = sc->s.hand[p][r] - base.hand[p][r];
                if (got != GAIN[roll][p][r])
                    fail_msg("roll %d: p%d received %d %s, expected %d", roll, p, got,
                             ctn_resource_name(r), GAIN[roll][p][r]);
                paid[r] += got;
            }
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            assert_int_equal(base.bank[r] - sc->s.bank[r], paid[r]);
    }
    cs_free(sc);
}

/* §5.1: a city earns 2 cards. */
static void test_city_earns_two(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    cs_roll(sc, 9); /* pays seat 3 only */
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    cs_set_hand(sc, 0, 0, 0, 0, 2, 3);
    CS_PLAY(sc, 0, "build_city v%d", v);
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 0);
    cs_next_turn(sc, 6); /* seat 1 rolls 6: city + settlement on hills 6 */
    CS_ASSERT_HAND(sc, 0, 0, 3, 0, 0, 0);
    cs_next_turn(sc, 10); /* the city also sits on mountains 10 */
    CS_ASSERT_HAND(sc, 0, 0, 3, 0, 0, 2);
    cs_next_turn(sc, 2); /* and on pasture 2 */
    CS_ASSERT_HAND(sc, 0, 0, 3, 2, 0, 2);
    cs_free(sc);
}

/* A board of three hexes numbered 8 meeting at one vertex, a desert west of them and a mountains 5
 * south-west of that. */
static void corner_board(ctn_board_desc *b) {
    memset(b, 0, sizeof *b);
    static const ctn_hex_desc HEXES[] = {
        {0, 0, CTN_FOREST, 8, 0},  {1, -1, CTN_HILLS, 8, 0},     {1, 0, CTN_MOUNTAINS, 8, 0},
        {-1, 0, CTN_DESERT, 0, 0}, {-1, 1, CTN_MOUNTAINS, 5, 0},
    };
    b->num_hexes = sizeof HEXES / sizeof HEXES[0];
    memcpy(b->hexes, HEXES, sizeof HEXES);
    b->robber = -1;
}

/* §5.1: a building on several hexes with the rolled number earns from each of them. */
static void test_building_on_three_rolled_hexes(void **state) {
    (void)state;
    static ctn_board_desc board;
    corner_board(&board);
    cs_scenario *sc = cs_new_board(2, &board, "");
    int shared = cs_vertex(sc, 1, 0, CTN_CORNER_NW);
    assert_int_equal(shared, cs_vertex(sc, 0, 0, CTN_CORNER_NE));
    assert_int_equal(shared, cs_vertex(sc, 1, -1, CTN_CORNER_S));
    cs_place first[2] = {{shared, cs_edge(sc, 1, 0, CTN_DIR_NW)},
                         {cs_vertex(sc, -1, 0, CTN_CORNER_N), cs_edge(sc, -1, 0, CTN_DIR_NE)}};
    cs_place second[2] = {{cs_vertex(sc, 1, 0, CTN_CORNER_SE), cs_edge(sc, 1, 0, CTN_DIR_E)},
                          {cs_vertex(sc, -1, 0, CTN_CORNER_S), cs_edge(sc, -1, 0, CTN_DIR_SE)}};
    cs_setup(sc, first, second);
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 1); /* (1,0) SE touches mountains 8 only */
    CS_ASSERT_HAND(sc, 1, 0, 0, 0, 0,
                   1); /* (-1,0) S touches the desert and mountains 5 at (-1,1) */
    cs_roll(sc, 8);
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 0, 3); /* shared: lumber, brick, ore; (1,0) SE: ore */
    CS_ASSERT_HAND(sc, 1, 0, 0, 0, 0, 1);
    cs_set_hand(sc, 0, 0, 0, 0, 2, 3);
    CS_PLAY(sc, 0, "build_city v%d", shared);
    cs_next_turn(sc, 8);
    CS_ASSERT_HAND(sc, 0, 2, 2, 0, 0, 3); /* the city: 2 of each, the settlement 1 ore */
    /* the desert never produces: seat 1's first settlement touches only the desert */
    for (int roll = 2; roll <= 12; roll++) {
        if (roll == 7) continue;
        int before = cs_hand_total(sc, 1);
        ctn_classic_state keep = sc->s;
        cs_next_turn(sc, roll);
        int expect = roll == 5 ? 1 : 0; /* only (-1,0) S, on mountains 5 */
        assert_int_equal(cs_hand_total(sc, 1) - before, expect);
        sc->s = keep;
    }
    cs_free(sc);
}

/* §2.5/§5.4: an explicit board may start the robber on a producing hex, which then produces
 * nothing: the shared vertex of three 8s earns brick and ore, not the robbed forest's lumber. */
static void test_robber_start_on_producing_hex(void **state) {
    (void)state;
    static ctn_board_desc board;
    corner_board(&board);
    board.robber = 0; /* forest 8 at (0,0) */
    cs_scenario *sc = cs_new_board(2, &board, "");
    assert_int_equal(sc->s.robber, cs_hex(sc, 0, 0));
    int shared = cs_vertex(sc, 1, 0, CTN_CORNER_NW);
    cs_place first[2] = {{shared, cs_edge(sc, 1, 0, CTN_DIR_NW)},
                         {cs_vertex(sc, -1, 0, CTN_CORNER_N), cs_edge(sc, -1, 0, CTN_DIR_NE)}};
    cs_place second[2] = {{cs_vertex(sc, 1, 0, CTN_CORNER_SE), cs_edge(sc, 1, 0, CTN_DIR_E)},
                          {cs_vertex(sc, -1, 0, CTN_CORNER_S), cs_edge(sc, -1, 0, CTN_DIR_SE)}};
    cs_setup(sc, first, second);
    cs_roll(sc, 8);
    CS_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 3);
    cs_free(sc);
}

/* §5.4/§5.1: the hex holding the robber produces nothing; the other hexes of the number do. */
static void test_robber_hex_produces_nothing(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    int hills6 = cs_hex(sc, 0, -1);
    cs_roll(sc, 7); /* nobody holds more than 7 cards */
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    CS_PLAY(sc, 0, "move_robber h%d", hills6); /* only seat 0 himself builds there */
    cs_next_turn(sc, 6);
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 1, 0); /* unchanged: hills 6 is robbed */
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 2, 1); /* fields 6 still pays */
    /* moved away again, the hex produces */
    CS_PLAY(sc, 1, "end_turn");
    cs_roll(sc, 7);
    CS_PLAY(sc, 2, "move_robber h%d", cs_hex(sc, 2, -2)); /* forest 9: unbuilt */
    cs_next_turn(sc, 6);
    CS_ASSERT_HAND(sc, 0, 1, 3, 0, 1, 0);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 3, 1);
    cs_free(sc);
}

/* Leaves the bank with `left` cards of r by parking the rest with seat `park`. */
static void bank_down_to(cs_scenario *sc, int r, int left, int park) {
    cs_give(sc, park, r, sc->s.bank[r] - left);
    assert_int_equal(sc->s.bank[r], left);
    CS_CHECK(sc);
}

/* §5.2 official: a single entitled player takes what the bank has left. */
static void test_shortage_lone_claimant_official(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    bank_down_to(sc, B, 1, 3); /* seat 0 is owed 2 brick on a 6, alone */
    cs_roll(sc, 6);
    CS_ASSERT_HAND(sc, 0, 1, 2, 0, 1, 0); /* took the last brick */
    assert_int_equal(sc->s.bank[B], 0);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 2, 1); /* grain is unaffected */
    cs_free(sc);
}

/* §5.2 option bank_shortage=strict: not even a lone claimant receives. */
static void test_shortage_lone_claimant_strict(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "bank_shortage=strict");
    cs_setup_standard(sc);
    bank_down_to(sc, B, 1, 3);
    cs_roll(sc, 6);
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 1, 0);
    assert_int_equal(sc->s.bank[B], 1);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 2, 1);
    cs_free(sc);
}

/* §5.2: with several claimants and too few cards nobody receives that resource (either reading);
 * exactly enough pays everybody; other resources are unaffected. */
static void test_shortage_several_claimants(void **state) {
    (void)state;
    for (int strict = 0; strict <= 1; strict++) {
        cs_scenario *sc = cs_new(4, strict ? "bank_shortage=strict" : "bank_shortage=official");
        cs_setup_standard(sc);
        const ctn_classic_state base = sc->s;
        /* a 3 owes seats 1 and 2 one lumber and one ore each */
        bank_down_to(sc, L, 1, 0);
        cs_roll(sc, 3);
        assert_int_equal(sc->s.bank[L], 1);
        CS_ASSERT_HAND(sc, 1, 0, 1, 0, 1, 2);
        CS_ASSERT_HAND(sc, 2, 1, 0, 1, 0, 2);
        sc->s = base;
        bank_down_to(sc, L, 2, 0);
        cs_roll(sc, 3);
        assert_int_equal(sc->s.bank[L], 0);
        CS_ASSERT_HAND(sc, 1, 1, 1, 0, 1, 2);
        CS_ASSERT_HAND(sc, 2, 2, 0, 1, 0, 2);
        /* an 11 owes three players one lumber each: two left is not enough for anyone */
        sc->s = base;
        bank_down_to(sc, L, 2, 1);
        int p0 = sc->s.hand[0][L], p2 = sc->s.hand[2][L], p3 = sc->s.hand[3][L];
        cs_roll(sc, 11);
        assert_int_equal(sc->s.bank[L], 2);
        assert_int_equal(sc->s.hand[0][L], p0);
        assert_int_equal(sc->s.hand[2][L], p2);
        assert_int_equal(sc->s.hand[3][L], p3);
        assert_int_equal(sc->s.hand[3][W], 1); /* pasture 11 pays */
        cs_free(sc);
    }
}

/* §5.2: the official lone claimant with a city owed 2 gets the single card left. */
static void test_shortage_lone_city(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    cs_roll(sc, 9);
    cs_set_hand(sc, 2, 0, 0, 0, 2, 3);
    /* seat 2 is not on turn: make the city by play in his own turn */
    cs_next_turn(sc, 9);
    cs_next_turn(sc, 9);
    assert_int_equal(sc->s.current, 2);
    CS_PLAY(sc, 2, "build_city v%d",
            cs_vertex(sc, 1, 0, CTN_CORNER_SE)); /* mountains 8, forest 3, pasture 5 */
    bank_down_to(sc, O, 1, 0);
    int ore = sc->s.hand[2][O];
    cs_next_turn(sc, 8);
    assert_int_equal(sc->s.hand[2][O], ore + 1);
    assert_int_equal(sc->s.bank[O], 0);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dice_distribution),
        cmocka_unit_test(test_every_roll_standard_position),
        cmocka_unit_test(test_city_earns_two),
        cmocka_unit_test(test_building_on_three_rolled_hexes),
        cmocka_unit_test(test_robber_start_on_producing_hex),
        cmocka_unit_test(test_robber_hex_produces_nothing),
        cmocka_unit_test(test_shortage_lone_claimant_official),
        cmocka_unit_test(test_shortage_lone_claimant_strict),
        cmocka_unit_test(test_shortage_several_claimants),
        cmocka_unit_test(test_shortage_lone_city),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
