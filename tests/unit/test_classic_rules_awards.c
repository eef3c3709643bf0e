/* test_classic_rules_awards.c — scenario tests of docs/rules/classic.md §6.1 (Longest Road) and
 * §6.2 (Largest Army), all built by play: the card goes to the first road of 5 or more, another
 * player takes it only with a strictly longer road; an opponent's settlement cutting the holder's
 * road leaves it with the holder while he is still jointly longest, else gives it to the unique
 * longest road of 5+, else sets it aside (a tie, or nobody with 5+); option tie_returns_card sends
 * it back on any tie; a ring counts all its roads and a trail may revisit a vertex; branches do not
 * add. Largest Army: 3 knights take it, only strictly more knights take it over, and the option
 * returns it on a tie. Each change is checked on the holder and on the victory points.
 *
 * Roads lie along the "north zigzags" of the beginner board's rows (the N and NE corners of each
 * hex of a row, from the NW corner of its first hex):
 *   row -1 (seat 1): (-1,-1)..(2,-1)    row 0 (seat 0): (-2,0)..(2,0)    row 1 (seat 2):
 * (-2,1)..(1,1) Vertical edges join the rows, so seat 1 can reach row 0 and seat 2 can cut it from
 * below.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { ZIG_MAX = 16 };

typedef struct {
    cs_scenario *sc;
    int r0[ZIG_MAX]; /* row 0: r0[0] = (-2,0) NW ... r0[10] = (2,0) NE */
    int rm[ZIG_MAX]; /* row -1: rm[0] = (-1,-1) NW ... rm[8] = (2,-1) NE */
    int r1[ZIG_MAX]; /* row 1: r1[0] = (-2,1) NW ... r1[8] = (1,1) NE */
} roads_fixture;

static int edge(const cs_scenario *sc, int a, int b) {
    int e = cs_edge_between(sc, a, b);
    if (e < 0) fail_msg("v%d and v%d are not neighbours", a, b);
    return e;
}

/* Three players: seat 0 settles row 0 at r0[1] and r0[9], seat 1 row -1 at rm[1] and rm[6],
 * seat 2 row 1 at r1[1] and r1[6]; each set-up road lies along the row. */
static void roads_setup(roads_fixture *f, const char *options) {
    f->sc = cs_new(3, options);
    cs_scenario *sc = f->sc;
    assert_int_equal(cs_north_zigzag(sc, 0, -2, 2, f->r0), 11);
    assert_int_equal(cs_north_zigzag(sc, -1, -1, 2, f->rm), 9);
    assert_int_equal(cs_north_zigzag(sc, 1, -2, 1, f->r1), 9);
    cs_place first[3] = {{f->r0[1], edge(sc, f->r0[1], f->r0[2])},
                         {f->rm[1], edge(sc, f->rm[1], f->rm[2])},
                         {f->r1[1], edge(sc, f->r1[1], f->r1[2])}};
    cs_place second[3] = {{f->r0[9], edge(sc, f->r0[8], f->r0[9])},
                          {f->rm[6], edge(sc, f->rm[5], f->rm[6])},
                          {f->r1[6], edge(sc, f->r1[5], f->r1[6])}};
    cs_setup(sc, first, second);
    cs_roll(sc, 2);
}

/* Points from buildings alone. */
static int building_vp(const cs_scenario *sc, int p) {
    int vp = 0;
    for (int v = 0; v < sc->t->num_vertices; v++)
        vp += cs_has_settlement(sc, p, v) + 2 * cs_has_city(sc, p, v);
    return vp;
}

static void assert_longest(const cs_scenario *sc, int owner, int l0, int l1, int l2) {
    assert_int_equal(sc->s.longest_road_owner, owner);
    assert_int_equal(sc->s.road_length[0], l0);
    assert_int_equal(sc->s.road_length[1], l1);
    assert_int_equal(sc->s.road_length[2], l2);
    for (int p = 0; p < 3; p++)
        assert_int_equal(cs_public_vp(sc, p), building_vp(sc, p) + (p == owner ? 2 : 0));
}

/* The position where seat 0 holds the card with 8 roads in a row and seat 1 has 6 (built by play:
 * seat 0 takes it at 5, seat 1's equal 5 does not take it, his 6 does, seat 0's 8 takes it back).
 */
static void eight_against_six(roads_fixture *f) {
    cs_scenario *sc = f->sc;
    cs_lay(sc, 0, f->r0, 1, 5); /* r0[1..5]: 4 roads */
    assert_longest(sc, CL_NOBODY, 4, 1, 1);
    cs_lay(sc, 0, f->r0, 5, 6); /* the fifth */
    assert_longest(sc, 0, 5, 1, 1);
    assert_int_equal(cs_public_vp(sc, 0), 4);
    cs_lay(sc, 1, f->rm, 1, 6); /* rm[1..6]: 5 roads, as long as seat 0's */
    assert_longest(sc, 0, 5, 5, 1);
    cs_lay(sc, 1, f->rm, 0, 1); /* 6: strictly longer */
    assert_longest(sc, 1, 5, 6, 1);
    assert_int_equal(cs_public_vp(sc, 0), 2);
    assert_int_equal(cs_public_vp(sc, 1), 4);
    cs_lay(sc, 0, f->r0, 6, 9); /* r0[1..9]: 8 roads, joining the second settlement's road */
    assert_longest(sc, 0, 8, 6, 1);
}

static void test_longest_road_five_and_strictly_longer(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "");
    eight_against_six(&f);
    cs_free(f.sc);
}

/* Seat 2 comes up from row 1 at r1[3] and settles r0[4] (between r0[3] and r0[5]) on seat 0's
 * road, splitting it into r0[1..4] (3 roads) and r0[4..] (the rest). */
static void cut_at_r0_4(roads_fixture *f) {
    cs_scenario *sc = f->sc;
    cs_lay(sc, 2, f->r1, 1, 3);
    int up[2] = {f->r1[3], f->r0[4]};
    cs_lay(sc, 2, up, 0, 1);
    cs_settle(sc, 2, f->r0[4]);
}

/* §6.1: cut below the other player's length: the card goes to the unique longest road of 5+. */
static void test_longest_road_cut_goes_to_longest(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "");
    eight_against_six(&f);
    cut_at_r0_4(&f);
    assert_longest(f.sc, 1, 5, 6, 3); /* seat 0: r0[4..9] = 5 < 6 */
    assert_int_equal(cs_public_vp(f.sc, 1), 4);
    assert_int_equal(cs_public_vp(f.sc, 0), 2);
    cs_free(f.sc);
}

/* §6.1: cut but still jointly longest: the holder keeps it. */
static void test_longest_road_cut_holder_keeps_on_tie(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "");
    eight_against_six(&f);
    cs_lay(f.sc, 0, f.r0, 9, 10); /* 9 roads: after the cut r0[4..10] = 6, equal to seat 1 */
    assert_longest(f.sc, 0, 9, 6, 1);
    cut_at_r0_4(&f);
    assert_longest(f.sc, 0, 6, 6, 3);
    assert_int_equal(cs_public_vp(f.sc, 0), 4);
    cs_free(f.sc);
}

/* §6.1: cut, and two others tie for longest: the card is set aside. */
static void test_longest_road_cut_tie_sets_aside(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "");
    eight_against_six(&f);
    cs_lay(f.sc, 2, f.r1, 0, 6); /* seat 2: r1[0..6] = 6 roads */
    assert_longest(f.sc, 0, 8, 6, 6);
    cut_at_r0_4(&f); /* seat 0 falls to 5 */
    assert_longest(f.sc, CL_NOBODY, 5, 6, 6);
    assert_int_equal(cs_public_vp(f.sc, 1), 2);
    assert_int_equal(cs_public_vp(f.sc, 2), 3); /* two settlements and the new one */
    /* it comes back to whoever alone has the longest road of 5+ */
    cs_lay(f.sc, 1, f.rm, 6, 7);
    assert_longest(f.sc, 1, 5, 7, 6);
    cs_free(f.sc);
}

/* §6.1: cut, and nobody has 5+ any more: set aside — also when the holder is still the longest
 * with 4 (docs/rules/classic.md §6.1: "or nobody has 5+"; the card is only held with 5+). */
static void test_longest_road_cut_below_five_sets_aside(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "");
    cs_lay(f.sc, 0, f.r0, 0, 7); /* r0[0..7]: 7 roads */
    assert_longest(f.sc, 0, 7, 1, 1);
    cut_at_r0_4(&f); /* r0[0..4] = 4 and r0[4..7] = 3 */
    assert_longest(f.sc, CL_NOBODY, 4, 1, 3);
    assert_int_equal(cs_public_vp(f.sc, 0), 2);
    cs_free(f.sc);
}

/* §6.1 option tie_returns_card: equalling the holder sends the card back to the supply. */
static void test_longest_road_tie_returns_card(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "tie_returns_card=true");
    cs_scenario *sc = f.sc;
    cs_lay(sc, 0, f.r0, 1, 6);
    assert_longest(sc, 0, 5, 1, 1);
    cs_lay(sc, 1, f.rm, 1, 6); /* equal: back to the supply */
    assert_longest(sc, CL_NOBODY, 5, 5, 1);
    assert_int_equal(cs_public_vp(sc, 0), 2);
    cs_lay(sc, 0, f.r0, 6, 7); /* the unique longest takes it again */
    assert_longest(sc, 0, 6, 5, 1);
    cs_lay(sc, 1, f.rm, 0, 1);
    assert_longest(sc, CL_NOBODY, 6, 6, 1);
    cs_lay(sc, 1, f.rm, 6, 7);
    assert_longest(sc, 1, 6, 7, 1);
    cs_free(sc);
}

/* §6.1 with tie_returns_card: a cut that leaves the holder only jointly longest returns the card.
 */
static void test_longest_road_cut_tie_returns_card(void **state) {
    (void)state;
    roads_fixture f;
    roads_setup(&f, "tie_returns_card=true");
    cs_lay(f.sc, 0, f.r0, 1, 10); /* 9 roads */
    assert_longest(f.sc, 0, 9, 1, 1);
    cs_lay(f.sc, 1, f.rm, 0, 6); /* 6 roads: shorter, no change */
    assert_longest(f.sc, 0, 9, 6, 1);
    cut_at_r0_4(&f); /* seat 0: r0[4..10] = 6, tied with seat 1 */
    assert_longest(f.sc, CL_NOBODY, 6, 6, 3);
    cs_free(f.sc);
}

/* §6.1: a ring counts all its roads; a trail may pass a vertex twice (not an edge). */
static void test_longest_road_ring(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    int ring[7];
    for (int c = 0; c < 6; c++) ring[c] = cs_vertex(sc, 0, -1, c);
    ring[6] = ring[0];
    cs_place first[2] = {{ring[0], edge(sc, ring[0], ring[1])},
                         {cs_vertex(sc, -2, 2, CTN_CORNER_SW), cs_edge(sc, -2, 2, CTN_DIR_W)}};
    cs_place second[2] = {{cs_vertex(sc, 0, 2, CTN_CORNER_S), cs_edge(sc, 0, 2, CTN_DIR_SE)},
                          {cs_vertex(sc, 2, -2, CTN_CORNER_NE), cs_edge(sc, 2, -2, CTN_DIR_NE)}};
    cs_setup(sc, first, second);
    cs_roll(sc, 2);
    cs_lay(sc, 0, ring, 1, 5); /* five roads of the ring */
    assert_int_equal(sc->s.road_length[0], 5);
    assert_int_equal(sc->s.longest_road_owner, 0);
    cs_lay(sc, 0, ring, 5, 6); /* closed */
    assert_int_equal(sc->s.road_length[0], 6);
    /* a spur at the SE corner: spur, round the ring, back to the SE corner = 7 */
    int se = cs_vertex(sc, 0, -1, CTN_CORNER_SE), out = cs_vertex(sc, 1, -1, CTN_CORNER_S);
    assert_int_equal(out, cs_vertex(sc, 0, 0, CTN_CORNER_NE));
    int spur[2] = {se, out};
    cs_lay(sc, 0, spur, 0, 1);
    assert_int_equal(sc->s.road_length[0], 7);
    assert_int_equal(cs_public_vp(sc, 0), 4);
    cs_free(sc);
}

/* §6.1: branches do not add: three arms of 2 from one vertex are a road of 4, not 6. */
static void test_longest_road_branches_do_not_add(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    const ctn_topology *t = sc->t;
    int c = cs_vertex(sc, 0, 1, CTN_CORNER_SW); /* inland, its neighbours too */
    int arm[3][3];
    for (int k = 0; k < 3; k++) {
        arm[k][0] = c;
        arm[k][1] = t->vertex_vertex[c][k];
        int w = arm[k][1], next = -1;
        for (int j = 0; j < 3; j++)
            if (t->vertex_vertex[w][j] != CTN_NONE && t->vertex_vertex[w][j] != c)
                next = t->vertex_vertex[w][j];
        assert_true(next >= 0);
        arm[k][2] = next;
    }
    cs_place first[2] = {{cs_vertex(sc, 2, -2, CTN_CORNER_NE), cs_edge(sc, 2, -2, CTN_DIR_NE)},
                         {c, edge(sc, arm[0][0], arm[0][1])}};
    cs_place second[2] = {{cs_vertex(sc, -2, 0, CTN_CORNER_NW), cs_edge(sc, -2, 0, CTN_DIR_W)},
                          {cs_vertex(sc, 0, -2, CTN_CORNER_N), cs_edge(sc, 0, -2, CTN_DIR_NW)}};
    cs_setup(sc, first, second);
    for (int k = 0; k < 3; k++) cs_lay(sc, 1, arm[k], 0, 2);
    assert_int_equal(cs_road_count(sc, 1), 7); /* six in the star, one at the far settlement */
    assert_int_equal(sc->s.road_length[1], 4);
    assert_int_equal(sc->s.longest_road_owner, CL_NOBODY);
    /* one more on an arm: 3 + 2 = 5 takes the card */
    int w = arm[0][2], tip = -1;
    for (int j = 0; j < 3; j++)
        if (t->vertex_vertex[w][j] != CTN_NONE && t->vertex_vertex[w][j] != arm[0][1])
            tip = t->vertex_vertex[w][j];
    int ext[2] = {w, tip};
    cs_lay(sc, 1, ext, 0, 1);
    assert_int_equal(sc->s.road_length[1], 5);
    assert_int_equal(sc->s.longest_road_owner, 1);
    assert_int_equal(cs_public_vp(sc, 1), 4);
    cs_free(sc);
}

/* ---- Largest Army (§6.2) ---- */

/* Plays a knight at the start of p's next turn, moving the robber to an unbuilt hex, then rolls
 * and ends that turn. */
static void knight(cs_scenario *sc, int p, const int *empty_hexes) {
    while (sc->s.current != p) {
        cs_roll(sc, 2);
        CS_PLAY(sc, sc->s.actor, "end_turn");
    }
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    int used = sc->s.dev_used[CL_DEV_KNIGHT], held = sc->s.dev_hand[p][CL_DEV_KNIGHT];
    CS_PLAY(sc, p, "play_knight");
    int target = sc->s.robber == empty_hexes[0] ? empty_hexes[1] : empty_hexes[0];
    CS_PLAY(sc, p, "move_robber h%d", target);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.dev_used[CL_DEV_KNIGHT], used + 1); /* face up, out of the hand */
    assert_int_equal(sc->s.dev_hand[p][CL_DEV_KNIGHT], held - 1);
    CS_REFUSE(sc, p, CTN_E_ILLEGAL, "play_knight"); /* one card a turn */
    cs_roll(sc, 2);
    CS_PLAY(sc, p, "end_turn");
}

static void assert_army(const cs_scenario *sc, int owner, int k0, int k1) {
    assert_int_equal(sc->s.largest_army_owner, owner);
    assert_int_equal(sc->s.knights[0], k0);
    assert_int_equal(sc->s.knights[1], k1);
    for (int p = 0; p < 3; p++) assert_int_equal(cs_public_vp(sc, p), 2 + (p == owner ? 2 : 0));
}

static cs_scenario *army_setup(const char *options, int *empty) {
    cs_scenario *sc = cs_new(3, options);
    cs_setup_standard(sc);
    empty[0] = cs_hex(sc, 2, -2); /* forest 9: nobody builds there */
    empty[1] = cs_hex(sc, -2, 1); /* forest 8: seat 3's corner, absent with 3 players */
    cs_give_dev(sc, 0, CL_DEV_KNIGHT, 3);
    cs_give_dev(sc, 1, CL_DEV_KNIGHT, 4);
    CS_CHECK(sc);
    return sc;
}

static void test_largest_army(void **state) {
    (void)state;
    int empty[2];
    cs_scenario *sc = army_setup("", empty);
    knight(sc, 0, empty);
    knight(sc, 1, empty);
    knight(sc, 0, empty);
    knight(sc, 1, empty);
    assert_army(sc, CL_NOBODY, 2, 2);
    knight(sc, 0, empty); /* the first to 3 */
    assert_army(sc, 0, 3, 2);
    knight(sc, 1, empty); /* 3 as well: not enough */
    assert_army(sc, 0, 3, 3);
    knight(sc, 1, empty); /* 4: strictly more */
    assert_army(sc, 1, 3, 4);
    cs_free(sc);
}

static void test_largest_army_tie_returns_card(void **state) {
    (void)state;
    int empty[2];
    cs_scenario *sc = army_setup("tie_returns_card=true", empty);
    for (int k = 0; k < 2; k++) {
        knight(sc, 0, empty);
        knight(sc, 1, empty);
    }
    knight(sc, 0, empty);
    assert_army(sc, 0, 3, 2);
    knight(sc, 1, empty); /* equal: back to the supply */
    assert_army(sc, CL_NOBODY, 3, 3);
    knight(sc, 1, empty);
    assert_army(sc, 1, 3, 4);
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_longest_road_five_and_strictly_longer),
        cmocka_unit_test(test_longest_road_cut_goes_to_longest),
        cmocka_unit_test(test_longest_road_cut_holder_keeps_on_tie),
        cmocka_unit_test(test_longest_road_cut_tie_sets_aside),
        cmocka_unit_test(test_longest_road_cut_below_five_sets_aside),
        cmocka_unit_test(test_longest_road_tie_returns_card),
        cmocka_unit_test(test_longest_road_cut_tie_returns_card),
        cmocka_unit_test(test_longest_road_ring),
        cmocka_unit_test(test_longest_road_branches_do_not_add),
        cmocka_unit_test(test_largest_army),
        cmocka_unit_test(test_largest_army_tie_returns_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
