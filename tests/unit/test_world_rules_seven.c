/* test_world_rules_seven.c — scenario tests of docs/rules/world.md W§6: a 7 makes the players
 * over the limit discard, then green moves one of the four bandits and red one of the other
 * three, never onto the hex of the other bandit of its kind, robbing nobody; green, then red,
 * takes a card of his choice from the bank while it has any; then the 7-island pays its corners
 * (a settlement one card, a city two, gold corners picks, nothing under a robber, the shortage
 * rule as for production). A knight played in a window moves any bandit and robs: the robbers a
 * building's owner at the hex, the pirates a ship's owner on its sides.
 *
 * On the test board of world_scenario.h, 8 players after the standard set-up: round 1 has seat 0
 * green and seat 4 red.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "world_scenario.h"

#define H(q, r) world_hex(sc, (q), (r))

static world_scenario *standard(const char *options) {
    world_scenario *sc = world_new(8, options);
    world_setup_standard(sc);
    return sc;
}

/* Asserts that p's moves of bandit `type` go exactly to every hex of the kind (land or sea) but
 * the two given. */
static void assert_bandit_targets(const world_scenario *sc, int p, int type, int land, int a,
                                  int b) {
    int want[CTN_BOARD_MAX_HEXES], have[CTN_BOARD_MAX_HEXES];
    int n = world_hexes_of_kind(sc, land, a, b, want);
    int k = world_legal_args(sc, p, type, have, CTN_BOARD_MAX_HEXES);
    if (k != n || memcmp(have, want, (size_t)n * sizeof *want) != 0)
        fail_msg("p%d's moves of type %d: %d hexes, expected %d (all %s hexes but h%d and h%d)", p,
                 type, k, n, land ? "land" : "sea", a, b);
}

/* ---- a 7 ---- */

static void test_seven_discards_then_green_then_red(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    int desert = H(-1, -1), robber2 = H(1, -3), pirate = H(4, 0), pirate2 = H(-3, 0);
    world_set_hand(sc, 3, 2, 2, 2, 2, 1); /* 9 cards: 4 to discard */
    world_set_hand(sc, 5, 0, 0, 8, 0, 0); /* 8: 4 */
    world_set_hand(sc, 1, 0, 0, 0, 0, 7); /* 7: none */
    world_set_hand(sc, 2, 0, 1, 0, 0, 0); /* at hills2 (1,-1), to be robbed by nobody */
    world_roll(sc, 7);
    assert_int_equal(sc->s.phase, CL_PHASE_DISCARD);
    assert_int_equal(ctn_game_actors(sc->g, (const ctn_state *)&sc->s), (1u << 3) | (1u << 5));
    WORLD_REFUSE(sc, 1, CTN_E_NOT_YOUR_TURN, "discard ore");
    for (int i = 0; i < 2; i++) WORLD_PLAY(sc, 3, "discard lumber");
    for (int i = 0; i < 2; i++) WORLD_PLAY(sc, 3, "discard brick");
    for (int i = 0; i < 4; i++) WORLD_PLAY(sc, 5, "discard wool");
    /* green moves one of the four bandits */
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(sc->s.actor, 0);
    WORLD_REFUSE(sc, 4, CTN_E_NOT_YOUR_TURN, "move_pirate h%d", H(2, 1));
    assert_bandit_targets(sc, 0, CL_A_MOVE_ROBBER, 1, desert, robber2);
    assert_bandit_targets(sc, 0, CL_A_MOVE_ROBBER2, 1, desert, robber2);
    assert_bandit_targets(sc, 0, CL_A_MOVE_PIRATE, 0, pirate, pirate2);
    assert_bandit_targets(sc, 0, CL_A_MOVE_PIRATE2, 0, pirate, pirate2);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d", robber2);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber2 h%d", desert);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d", pirate2);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate2 h%d", pirate);
    /* nobody is robbed, not even seat 2 at hills2 with a card */
    WORLD_ASSERT_TARGETS(sc, 0, CL_A_MOVE_ROBBER2, H(1, -1), 0);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber2 h%d p2", H(1, -1));
    WORLD_PLAY(sc, 0, "move_robber2 h%d", H(1, -1));
    /* red moves one of the other three, not onto the second robber's new hex */
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(sc->s.actor, 4);
    WORLD_ASSERT_NONE_LEGAL(sc, 4, CL_A_MOVE_ROBBER2);
    assert_bandit_targets(sc, 4, CL_A_MOVE_ROBBER, 1, desert, H(1, -1));
    assert_bandit_targets(sc, 4, CL_A_MOVE_PIRATE, 0, pirate, pirate2);
    assert_bandit_targets(sc, 4, CL_A_MOVE_PIRATE2, 0, pirate, pirate2);
    WORLD_REFUSE(sc, 4, CTN_E_ILLEGAL, "move_robber h%d", H(1, -1));
    WORLD_REFUSE(sc, 4, CTN_E_ILLEGAL, "move_robber2 h%d", H(0, 0));
    WORLD_PLAY(sc, 4, "move_pirate h%d", H(2, 1));
    /* the bank picks: green, then red */
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    assert_int_equal(sc->s.actor, 0);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, 0, 1, 2, 3, 4);
    WORLD_REFUSE(sc, 4, CTN_E_NOT_YOUR_TURN, "pick_gold ore");
    WORLD_PLAY(sc, 0, "pick_gold wool");
    assert_int_equal(sc->s.actor, 4);
    WORLD_PLAY(sc, 4, "pick_gold ore");
    /* then green's window */
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(sc->s.seven_step, 0);
    WORLD_ASSERT_HAND(sc, 0, 0, 0, 1, 0, 0);
    WORLD_ASSERT_HAND(sc, 4, 0, 0, 0, 0, 1);
    WORLD_ASSERT_HAND(sc, 1, 0, 0, 0, 0, 7);
    WORLD_ASSERT_HAND(sc, 2, 0, 1, 0, 0, 0);
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 2, 2, 1);
    WORLD_ASSERT_HAND(sc, 5, 0, 0, 4, 0, 0);
    assert_int_equal(sc->s.robber, desert);
    assert_int_equal(sc->s.robber2, H(1, -1));
    assert_int_equal(sc->s.pirate, H(2, 1));
    assert_int_equal(sc->s.pirate2, pirate2);
    world_free(sc);
}

static void test_seven_red_moves_another_kind_or_bandit(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    int desert = H(-1, -1), robber2 = H(1, -3), pirate = H(4, 0);
    world_roll(sc, 7); /* no hand over 7: straight to green's move */
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(sc->s.actor, 0);
    WORLD_PLAY(sc, 0, "move_pirate2 h%d", H(2, 1));
    assert_int_equal(sc->s.actor, 4);
    WORLD_ASSERT_NONE_LEGAL(sc, 4, CL_A_MOVE_PIRATE2);
    assert_bandit_targets(sc, 4, CL_A_MOVE_PIRATE, 0, pirate, H(2, 1));
    assert_bandit_targets(sc, 4, CL_A_MOVE_ROBBER, 1, desert, robber2);
    assert_bandit_targets(sc, 4, CL_A_MOVE_ROBBER2, 1, desert, robber2);
    WORLD_PLAY(sc, 4, "move_robber h%d", H(0, 0));
    assert_int_equal(sc->s.robber, H(0, 0));
    assert_int_equal(sc->s.pirate2, H(2, 1));
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    world_free(sc);
}

/* Plays a 7 in round 1 up to the bank picks: green moves pirate 1 to (2,1), red pirate 2 to
 * (3,1); both away from everybody. */
static void seven_to_picks(world_scenario *sc) {
    world_roll(sc, 7);
    WORLD_PLAY(sc, 0, "move_pirate h%d", H(2, 1));
    WORLD_PLAY(sc, 4, "move_pirate2 h%d", H(3, 1));
}

/* Leaves the bank with keep[r] of each resource, the rest spread over seats 1, 2, 3, 5 and 6
 * (the game must allow large hands: discard_limit=95). */
static void bank_keeps(world_scenario *sc, int lumber, int brick, int wool, int grain, int ore) {
    static const int HOLDER[CTN_RESOURCE_COUNT] = {1, 2, 3, 5, 6};
    const int keep[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        world_give(sc, HOLDER[r], r, sc->s.bank[r] - keep[r]);
}

static void test_bank_picks_green_first(void **state) {
    (void)state;
    /* one brick and one ore left: green takes either, red what is left */
    world_scenario *sc = standard("discard_limit=95");
    bank_keeps(sc, 0, 1, 0, 0, 1);
    seven_to_picks(sc);
    assert_int_equal(sc->s.actor, 0);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, CTN_BRICK, CTN_ORE);
    WORLD_PLAY(sc, 0, "pick_gold brick");
    assert_int_equal(sc->s.actor, 4);
    WORLD_ASSERT_LEGAL(sc, 4, CL_A_PICK_GOLD, CTN_ORE);
    WORLD_REFUSE(sc, 4, CTN_E_ILLEGAL, "pick_gold brick");
    WORLD_PLAY(sc, 4, "pick_gold ore");
    WORLD_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 0);
    WORLD_ASSERT_HAND(sc, 4, 0, 0, 0, 0, 1);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    world_free(sc);
    /* the last card goes to green; red goes without */
    sc = standard("discard_limit=95");
    bank_keeps(sc, 0, 1, 0, 0, 0);
    seven_to_picks(sc);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_PICK_GOLD, CTN_BRICK);
    WORLD_PLAY(sc, 0, "pick_gold brick");
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(world_hand_total(sc, 4), 0);
    world_free(sc);
    /* an empty bank: no picks at all */
    sc = standard("discard_limit=95");
    bank_keeps(sc, 0, 0, 0, 0, 0);
    seven_to_picks(sc);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(world_hand_total(sc, 0) + world_hand_total(sc, 4), 0);
    world_free(sc);
}

/* ---- the 7-island ---- */

/* The 7-island's corners (-3,4), printed N forest, NE hills, SE pasture, S fields, SW mountains,
 * NW gold. */
#define SEVEN(corner) world_vertex(sc, -3, 4, (corner))

static void test_seven_island_pays_settlement_one_city_two(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    world_put_settlement(sc, 1, SEVEN(CTN_CORNER_N));  /* forest: a lumber */
    world_put_city(sc, 2, SEVEN(CTN_CORNER_SE));       /* pasture: two wool */
    world_put_settlement(sc, 3, SEVEN(CTN_CORNER_SW)); /* mountains: an ore */
    world_derive(sc);
    /* not on other rolls: a 9 pays seat 1 from pasture9 (and fields9), nothing from the island */
    world_roll(sc, 9);
    WORLD_ASSERT_HAND(sc, 1, 0, 0, 1, 1, 0);
    WORLD_ASSERT_HAND(sc, 2, 0, 0, 0, 0, 0);
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 0, 0, 0);
    world_finish_round(sc, 9);
    world_empty_hands(sc);
    /* round 2: green 1, red 5 */
    world_roll(sc, 7);
    WORLD_PLAY(sc, 1, "move_pirate h%d", H(2, 1));
    WORLD_PLAY(sc, 5, "move_pirate2 h%d", H(3, 1));
    WORLD_PLAY(sc, 1, "pick_gold grain");
    WORLD_PLAY(sc, 5, "pick_gold grain");
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 1);
    WORLD_ASSERT_HAND(sc, 1, 1, 0, 0, 1, 0);
    WORLD_ASSERT_HAND(sc, 2, 0, 0, 2, 0, 0);
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 0, 0, 1);
    WORLD_ASSERT_HAND(sc, 5, 0, 0, 0, 1, 0);
    world_free(sc);
}

static void test_seven_island_gold_corner_picks(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    world_put_city(sc, 1, SEVEN(CTN_CORNER_NW));       /* gold: two picks */
    world_put_settlement(sc, 2, SEVEN(CTN_CORNER_NE)); /* hills: a brick */
    world_put_settlement(sc, 3, SEVEN(CTN_CORNER_S));  /* fields: a grain */
    world_derive(sc);
    seven_to_picks(sc);
    WORLD_PLAY(sc, 0, "pick_gold lumber");
    WORLD_PLAY(sc, 4, "pick_gold lumber");
    /* the island pays, then seat 1 picks two of his choice */
    WORLD_ASSERT_HAND(sc, 2, 0, 1, 0, 0, 0);
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 0, 1, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_GOLD);
    assert_int_equal(sc->s.actor, 1);
    WORLD_ASSERT_LEGAL(sc, 1, CL_A_PICK_GOLD, 0, 1, 2, 3, 4);
    WORLD_PLAY(sc, 1, "pick_gold wool");
    assert_int_equal(sc->s.actor, 1);
    WORLD_PLAY(sc, 1, "pick_gold ore");
    WORLD_ASSERT_HAND(sc, 1, 0, 0, 1, 0, 1);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    world_free(sc);
}

static void test_robber_on_seven_island_blocks_it(void **state) {
    (void)state;
    for (int second = 0; second < 2; second++) {
        world_scenario *sc = standard("");
        int island = H(-3, 4);
        world_put_settlement(sc, 1, SEVEN(CTN_CORNER_N));
        world_put_city(sc, 2, SEVEN(CTN_CORNER_SE));
        world_put_settlement(sc, 3, SEVEN(CTN_CORNER_SW));
        world_derive(sc);
        world_roll(sc, 7);
        if (second) { /* red puts the second robber there */
            WORLD_PLAY(sc, 0, "move_pirate h%d", H(2, 1));
            WORLD_PLAY(sc, 4, "move_robber2 h%d", island);
            assert_int_equal(sc->s.robber2, island);
        } else { /* green puts the first robber there */
            WORLD_PLAY(sc, 0, "move_robber h%d", island);
            WORLD_PLAY(sc, 4, "move_pirate h%d", H(2, 1));
            assert_int_equal(sc->s.robber, island);
        }
        WORLD_PLAY(sc, 0, "pick_gold grain");
        WORLD_PLAY(sc, 4, "pick_gold grain");
        assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
        for (int p = 1; p <= 3; p++) assert_int_equal(world_hand_total(sc, p), 0);
        world_free(sc);
    }
}

static void test_seven_island_short_bank(void **state) {
    (void)state;
    /* one wool left: a lone claimant takes it (official), or nobody does (strict) */
    static const char *const OPTIONS[] = {"discard_limit=95",
                                          "discard_limit=95 bank_shortage=strict"};
    for (int strict = 0; strict < 2; strict++) {
        world_scenario *sc = standard(OPTIONS[strict]);
        world_put_city(sc, 2, SEVEN(CTN_CORNER_SE));
        world_derive(sc);
        bank_keeps(sc, 5, 5, 1, 5, 5);
        seven_to_picks(sc);
        WORLD_PLAY(sc, 0, "pick_gold grain");
        WORLD_PLAY(sc, 4, "pick_gold grain");
        assert_int_equal(sc->s.hand[2][CTN_WOOL], strict ? 0 : 1);
        assert_int_equal(sc->s.bank[CTN_WOOL], strict ? 1 : 0);
        world_free(sc);
    }
}

/* ---- a knight in a window ---- */

static void test_knight_moves_any_bandit_and_robs(void **state) {
    (void)state;
    world_scenario *sc = standard("");
    int sea = H(2, 1), hills2 = H(1, -1);
    /* seat 3's settlement (1,1) SE is on a corner of (2,1); seat 7 has a ship on its side */
    int ship_path[2] = {world_vertex(sc, 2, 1, CTN_CORNER_N),
                        world_vertex(sc, 2, 1, CTN_CORNER_NE)};
    world_put_ships(sc, 7, ship_path, 2);
    world_derive(sc);
    world_give_dev(sc, 0, CL_DEV_KNIGHT, 2);
    world_give_dev(sc, 4, CL_DEV_KNIGHT, 1);
    world_roll(sc, 12);
    world_empty_hands(sc);
    world_set_hand(sc, 2, 0, 1, 0, 0, 0); /* seat 2 at hills2 */
    world_set_hand(sc, 3, 0, 0, 0, 0, 1);
    world_set_hand(sc, 7, 0, 0, 1, 0, 0);
    WORLD_PLAY(sc, 0, "play_knight");
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(sc->s.actor, 0);
    /* any of the four; robbers rob building owners with cards, pirates ship owners */
    WORLD_ASSERT_TARGETS(sc, 0, CL_A_MOVE_ROBBER, hills2, 3);  /* seat 2 (seat 1 holds none) */
    WORLD_ASSERT_TARGETS(sc, 0, CL_A_MOVE_ROBBER2, hills2, 3); /* the same */
    WORLD_ASSERT_TARGETS(sc, 0, CL_A_MOVE_PIRATE, sea, 8);     /* seat 7, not seat 3 */
    WORLD_ASSERT_TARGETS(sc, 0, CL_A_MOVE_PIRATE2, sea, 8);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_pirate h%d p3", sea);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber2 h%d", hills2); /* someone to rob */
    WORLD_PLAY(sc, 0, "move_robber2 h%d p2", hills2);
    assert_int_equal(sc->s.phase, CL_PHASE_STEAL);
    WORLD_PLAY(sc, CTN_CHANCE, "steal brick");
    WORLD_ASSERT_HAND(sc, 0, 0, 1, 0, 0, 0);
    WORLD_ASSERT_HAND(sc, 2, 0, 0, 0, 0, 0);
    assert_int_equal(sc->s.robber2, hills2);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 0);
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight"); /* one card a window */
    /* red's window: his own knight; the first robber may not join the second */
    world_end_part(sc);
    assert_int_equal(sc->s.actor, 4);
    WORLD_PLAY(sc, 4, "play_knight");
    WORLD_REFUSE(sc, 4, CTN_E_ILLEGAL, "move_robber h%d", hills2);
    WORLD_PLAY(sc, 4, "move_pirate h%d p7", sea);
    WORLD_PLAY(sc, CTN_CHANCE, "steal wool");
    WORLD_ASSERT_HAND(sc, 4, 0, 0, 1, 0, 0);
    WORLD_ASSERT_HAND(sc, 3, 0, 0, 0, 0, 1);
    assert_int_equal(sc->s.pirate, sea);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.actor, 4);
    assert_int_equal(sc->s.knights[0], 1);
    assert_int_equal(sc->s.knights[4], 1);
    world_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seven_discards_then_green_then_red),
        cmocka_unit_test(test_seven_red_moves_another_kind_or_bandit),
        cmocka_unit_test(test_bank_picks_green_first),
        cmocka_unit_test(test_seven_island_pays_settlement_one_city_two),
        cmocka_unit_test(test_seven_island_gold_corner_picks),
        cmocka_unit_test(test_robber_on_seven_island_blocks_it),
        cmocka_unit_test(test_seven_island_short_bank),
        cmocka_unit_test(test_knight_moves_any_bandit_and_robs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
