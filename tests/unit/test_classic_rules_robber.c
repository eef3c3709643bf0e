/* test_classic_rules_robber.c — scenario tests of docs/rules/classic.md §5.3 (discarding on a 7)
 * and §5.4 (the robber): a 7 produces nothing; players holding more than 7 cards (option
 * discard_limit) owe half rounded down, all at the same time, one card per action in resource
 * order while the remaining cards still cover the debt; development cards do not count; then the
 * player on turn must move the robber to another hex (the desert included) and must rob one of the
 * players building on it who hold cards, never himself; "steal X" takes exactly that card with
 * weights equal to the victim's cards. Played by text through the public API on the standard
 * four-player position (classic_scenario.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

static cs_scenario *standard(const char *options) {
    cs_scenario *sc = cs_new(4, options);
    cs_setup_standard(sc);
    return sc;
}

/* §5.3: who owes what, simultaneous discards in any interleaving, exact hands and bank. */
static void test_seven_discards_exact(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_set_hand(sc, 0, 4, 2, 2, 1, 1);    /* 10 cards: owes 5 (the roller discards too) */
    cs_set_hand(sc, 1, 2, 2, 2, 2, 0);    /* 8: owes 4 */
    cs_set_hand(sc, 2, 0, 0, 3, 4, 0);    /* 7: owes nothing */
    cs_give_dev(sc, 2, CL_DEV_KNIGHT, 3); /* development cards do not count */
    cs_set_hand(sc, 3, 1, 1, 1, 1, 5);    /* 9: owes 4 (half, rounded down) */
    CS_CHECK(sc);
    cs_roll(sc, 7);
    assert_int_equal(sc->s.phase, CL_PHASE_DISCARD);
    assert_int_equal(cs_actors(sc), (1u << 0) | (1u << 1) | (1u << 3));
    assert_int_equal(sc->s.discard_owed[0], 5);
    assert_int_equal(sc->s.discard_owed[1], 4);
    assert_int_equal(sc->s.discard_owed[2], 0);
    assert_int_equal(sc->s.discard_owed[3], 4);
    CS_ASSERT_HAND(sc, 3, 1, 1, 1, 1, 5); /* a 7 produces nothing */
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_REFUSE(sc, 2, CTN_E_NOT_YOUR_TURN, "discard grain");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d", cs_hex(sc, 2, -2)); /* discards first */
    /* interleaved: seat 3, seat 1, seat 3, seat 0 ... */
    CS_PLAY(sc, 3, "discard ore");
    CS_PLAY(sc, 1, "discard lumber");
    CS_PLAY(sc, 3, "discard ore");
    CS_PLAY(sc, 0, "discard lumber");
    CS_PLAY(sc, 3, "discard ore");
    CS_PLAY(sc, 3, "discard ore");
    CS_ASSERT_HAND(sc, 3, 1, 1, 1, 1, 1);
    assert_int_equal(cs_actors(sc), (1u << 0) | (1u << 1)); /* seat 3 is done */
    CS_REFUSE(sc, 3, CTN_E_NOT_YOUR_TURN, "discard ore");
    CS_PLAY(sc, 1, "discard brick");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard lumber"); /* resource order: no lumber after brick */
    CS_PLAY(sc, 1, "discard wool");
    CS_PLAY(sc, 1, "discard grain");
    CS_ASSERT_HAND(sc, 1, 1, 1, 1, 1, 0);
    for (int k = 0; k < 3; k++) CS_PLAY(sc, 0, "discard lumber");
    assert_int_equal(sc->s.phase, CL_PHASE_DISCARD);
    CS_PLAY(sc, 0, "discard ore");
    CS_ASSERT_HAND(sc, 0, 0, 2, 2, 1, 0);
    CS_ASSERT_HAND(sc, 2, 0, 0, 3, 4, 0);
    CS_ASSERT_BANK(sc, bank[L] + 5, bank[B] + 1, bank[W] + 1, bank[G] + 1, bank[O] + 5);
    /* then the robber, by the player on turn */
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(cs_actors(sc), 1u << 0);
    for (int p = 0; p < 4; p++) assert_int_equal(sc->s.discard_owed[p], 0);
    cs_free(sc);
}

/* §5.3: after discarding a resource only that one or later ones, and only while those cards still
 * cover the debt: every choice of cards is exactly one sequence. */
static void test_discard_order_and_cover(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_set_hand(sc, 0, 0, 0, 0, 0, 0);
    cs_set_hand(sc, 1, 3, 0, 2, 3, 0); /* owes 4 */
    cs_set_hand(sc, 2, 0, 0, 0, 0, 0);
    cs_set_hand(sc, 3, 0, 0, 0, 0, 0);
    cs_roll(sc, 7);
    assert_int_equal(cs_actors(sc), 1u << 1);
    assert_int_equal(cs_count_legal(sc, 1, -1), 2);   /* lumber or wool */
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard grain"); /* 3 grain cannot cover 4 */
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard brick"); /* none held */
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard ore");
    CS_PLAY(sc, 1, "discard wool");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard lumber");
    assert_int_equal(cs_count_legal(sc, 1, -1), 2); /* wool or grain (1 + 3 cover 3) */
    CS_PLAY(sc, 1, "discard grain");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard wool"); /* below the floor now */
    assert_int_equal(cs_count_legal(sc, 1, -1), 1);
    CS_PLAY(sc, 1, "discard grain");
    CS_PLAY(sc, 1, "discard grain");
    CS_ASSERT_HAND(sc, 1, 3, 0, 1, 0, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);

    /* a fresh 7 next turn: the order starts again from lumber */
    CS_PLAY(sc, 0, "move_robber h%d", cs_hex(sc, 2, -2));
    cs_set_hand(sc, 1, 4, 0, 0, 0, 4);
    CS_PLAY(sc, 0, "end_turn");
    cs_roll(sc, 7);
    CS_PLAY(sc, 1, "discard lumber");
    CS_PLAY(sc, 1, "discard ore");
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "discard lumber");
    CS_PLAY(sc, 1, "discard ore");
    CS_PLAY(sc, 1, "discard ore");
    CS_ASSERT_HAND(sc, 1, 3, 0, 0, 0, 1);
    cs_free(sc);
}

/* §5.3, option discard_limit: more cards than the limit means discarding half, rounded down. */
static void test_discard_limit_option(void **state) {
    (void)state;
    static const struct {
        const char *options;
        int cards[4];
        int owed[4];
    } CASES[] = {
        {"", {7, 8, 9, 15}, {0, 4, 4, 7}},
        {"discard_limit=3", {3, 4, 5, 0}, {0, 2, 2, 0}},
        {"discard_limit=9", {9, 10, 11, 8}, {0, 5, 5, 0}},
        {"discard_limit=0", {1, 0, 2, 3}, {0, 0, 1, 1}},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        cs_scenario *sc = standard(CASES[i].options);
        for (int p = 0; p < 4; p++) {
            int n = CASES[i].cards[p]; /* spread over the resources */
            cs_set_hand(sc, p, (n + 4) / 5, (n + 3) / 5, (n + 2) / 5, (n + 1) / 5, n / 5);
            assert_int_equal(cs_hand_total(sc, p), n);
        }
        cs_roll(sc, 7);
        ctn_actors expect = 0;
        for (int p = 0; p < 4; p++) {
            assert_int_equal(sc->s.discard_owed[p], CASES[i].owed[p]);
            if (CASES[i].owed[p]) expect |= 1u << p;
        }
        assert_int_equal(cs_actors(sc), expect ? expect : 1u << 0);
        assert_int_equal(sc->s.phase, expect ? CL_PHASE_DISCARD : CL_PHASE_MOVE_ROBBER);
        cs_free(sc);
    }
}

/* §5.4: the robber must move; robbing is mandatory when a player with cards builds on the hex;
 * only such players are victims, never the mover; "steal X" takes exactly that card. */
static void test_robber_victims_and_steal(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    /* hands after set-up: p0 {1 1 0 1 0}, p1 {0 1 0 1 1}, p2 {1 0 1 0 1}, p3 {2 0 0 1 0} */
    int desert = cs_hex(sc, 0, 0), forest3 = cs_hex(sc, 1, 0), hills6 = cs_hex(sc, 0, -1);
    assert_int_equal(sc->s.robber, desert);
    cs_roll(sc, 7);
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    CS_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "move_robber h%d p0", hills6);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d p2", desert); /* it must move */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d", desert);
    /* forest 3: seats 1 and 2 build there and hold cards */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d", forest3);    /* robbing is not optional */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d p3", forest3); /* no building there */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d p0", forest3);
    assert_true(cs_is_legal(sc, 0, "move_robber h%d p1", forest3));
    /* hills 6: only the mover builds there: no victim, not himself */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d p0", hills6);
    assert_true(cs_is_legal(sc, 0, "move_robber h%d", hills6));
    /* a player without cards is no victim */
    ctn_classic_state keep = sc->s;
    cs_set_hand(sc, 1, 0, 0, 0, 0, 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d p1", forest3);
    assert_true(cs_is_legal(sc, 0, "move_robber h%d p2", forest3));
    cs_set_hand(sc, 2, 0, 0, 0, 0, 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d p2", forest3);
    assert_true(cs_is_legal(sc, 0, "move_robber h%d", forest3)); /* nobody left to rob */
    sc->s = keep;

    cs_set_hand(sc, 2, 2, 0, 1, 0, 3);
    CS_PLAY(sc, 0, "move_robber h%d p2", forest3);
    assert_int_equal(sc->s.robber, forest3);
    assert_int_equal(sc->s.phase, CL_PHASE_STEAL);
    assert_int_equal(cs_actors(sc), CTN_CHANCE_BIT);
    /* one card at random, each equally likely: weights are the victim's cards (2 lumber, 1 wool,
     * 3 ore) */
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 3);
    static const uint32_t WEIGHT[CTN_RESOURCE_COUNT] = {2, 0, 1, 0, 3};
    for (int i = 0; i < n; i++) {
        assert_int_equal(CL_ACT_TYPE(out[i]), CL_A_STEAL);
        assert_int_equal(w[i], WEIGHT[CL_ACT_ARG0(out[i])]);
    }
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "steal brick"); /* he holds none */
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "steal wool");
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_PLAY(sc, CTN_CHANCE, "steal wool");
    CS_ASSERT_HAND(sc, 0, 1, 1, 1, 1, 0);
    CS_ASSERT_HAND(sc, 2, 2, 0, 0, 0, 3);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 1, 1);
    assert_memory_equal(bank, sc->s.bank, sizeof bank);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(cs_actors(sc), 1u << 0);
    cs_free(sc);
}

/* §5.4: the desert is a legal target, and a player building on it is robbed there too. */
static void test_robber_back_to_desert(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    int desert = cs_hex(sc, 0, 0), forest9 = cs_hex(sc, 2, -2);
    cs_roll(sc, 7);
    CS_PLAY(sc, 0, "move_robber h%d", forest9); /* nobody builds on forest 9 */
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    cs_next_turn(sc, 7);
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "move_robber h%d", forest9);
    /* seat 2's (-1,1) N corner touches the desert: he must be robbed there */
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "move_robber h%d", desert);
    CS_PLAY(sc, 1, "move_robber h%d p2", desert);
    CS_PLAY(sc, CTN_CHANCE, "steal ore");
    assert_int_equal(sc->s.robber, desert);
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 1, 2);
    CS_ASSERT_HAND(sc, 2, 1, 0, 1, 0, 0);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seven_discards_exact),
        cmocka_unit_test(test_discard_order_and_cover),
        cmocka_unit_test(test_discard_limit_option),
        cmocka_unit_test(test_robber_victims_and_steal),
        cmocka_unit_test(test_robber_back_to_desert),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
