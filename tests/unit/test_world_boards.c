/* test_world_boards.c — the World test boards (support/world_boards.h) make valid World games
 * with what a World map adds (a second robber and pirate, the 7-island and its corners); a board
 * whose named areas meet at a corner is refused: a vertex belongs to the area of its land hexes
 * (S§2, W§3), which the set-up areas and the discovery tokens rely on; and the invariant check
 * refuses a state whose green is not the seat the round number names (W§5). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/rng.h"
#include "world_boards.h"

static ctn_status make(const ctn_game_spec *spec, ctn_error *err) {
    ctn_game *g = NULL;
    ctn_status st = ctn_game_spec_create(spec, &g, err);
    ctn_game_free(g);
    return st;
}

static void test_boards_make_games(void **state) {
    (void)state;
    static const struct {
        const char *name;
        int players;
    } BOARDS[] = {{"shores", 8}, {"shores_open", 12}};
    for (size_t i = 0; i < sizeof BOARDS / sizeof BOARDS[0]; i++) {
        static ctn_game_spec spec;
        ctn_error err;
        assert_int_equal(world_board_spec(BOARDS[i].name, BOARDS[i].players, 1, NULL, &spec), 0);
        assert_true(spec.board.robber2 && spec.board.pirate2 && spec.board.num_seven == 1);
        if (make(&spec, &err) != CTN_OK) fail_msg("%s: %s", BOARDS[i].name, err.message);
    }
}

static int hex_at(const ctn_board_desc *b, int q, int r) {
    for (int h = 0; h < b->num_hexes; h++)
        if (b->hexes[h].q == q && b->hexes[h].r == r) return h;
    fail_msg("no hex (%d,%d)", q, r);
    return -1;
}

/* The 7-island of "shores" is an island with an area of its own; moved next to the main island
 * with that area, the two areas meet at its corners. */
static void test_named_areas_may_not_meet(void **state) {
    (void)state;
    static ctn_game_spec spec;
    ctn_error err;
    assert_int_equal(world_board_spec("shores", 8, 1, NULL, &spec), 0);
    ctn_board_desc *b = &spec.board;
    int island = b->seven[0].hex, by_main = hex_at(b, -3, 4);
    int own = b->hexes[island].area;
    assert_true(own > 0 && strcmp(b->areas[own - 1].name, "seven_island") == 0);
    assert_int_equal(make(&spec, &err), CTN_OK);
    b->hexes[by_main] = b->hexes[island]; /* the 7-island moves next to the main island */
    b->hexes[by_main].q = -3, b->hexes[by_main].r = 4;
    b->hexes[island].terrain = CTN_SEA, b->hexes[island].area = 0;
    b->seven[0].hex = (uint16_t)by_main;
    assert_int_equal(make(&spec, &err), CTN_E_BOARD);
    assert_non_null(strstr(err.message, "meet at a corner"));
    b->hexes[by_main].area = 0; /* in no area: its corners take the main island's */
    assert_int_equal(make(&spec, &err), CTN_OK);
}

/* W§5: in round t green is seat (t - 1) mod n, red the seat opposite. */
static void test_check_knows_the_round(void **state) {
    (void)state;
    static ctn_game_spec spec;
    static ctn_classic_state_l s;
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_error err;
    ctn_game *g = NULL;
    assert_int_equal(world_board_spec("shores", 8, 1, NULL, &spec), 0);
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    ctn_game_init_state(g, (ctn_state *)&s, 1);
    ctn_rng rng;
    ctn_rng_seed(&rng, 1);
    while (s.context == CL_CTX_SETUP || s.turn < 3) { /* into round 3: green is seat 2 */
        int p = ctn_actors_pick(ctn_game_actors(g, (const ctn_state *)&s));
        int n =
            p == CTN_CHANCE ? 0 : ctn_game_legal(g, (ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS, list);
        ctn_action a = p == CTN_CHANCE ? ctn_game_sample_own_chance(g, (ctn_state *)&s)
                                       : list[ctn_rng_below(&rng, (uint32_t)n)];
        ctn_game_apply(g, (ctn_state *)&s, p, a);
    }
    char msg[256];
    assert_int_equal(s.current, 2);
    assert_int_equal(g->rules->check(g, (const ctn_state *)&s, msg, sizeof msg), 0);
    if (s.actor == s.current) s.actor = 3;
    s.current = 3, s.red = 7; /* green one seat too far for round 3, red opposite him */
    assert_int_not_equal(g->rules->check(g, (const ctn_state *)&s, msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "W§5"));
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_boards_make_games),
        cmocka_unit_test(test_named_areas_may_not_meet),
        cmocka_unit_test(test_check_knows_the_round),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
