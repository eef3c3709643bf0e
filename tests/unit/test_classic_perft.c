/* test_classic_perft.c — perft reference counts: for every position in tests/perft/classic/
 * (*.json: a replay and the leaf counts at depths 1, 2, ...), replays the position, checks its
 * final hash, and recounts every depth with the independent oracle checking each node's legal
 * actions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "perft_files.h"

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/classic"

static void test_reference_positions(void **state) {
    (void)state;
    assert_true(perft_check_dir(PERFT_DIR, NULL, PERFT_FLAGS_FROM_FILE) >= 15);
}

/* The first placements are countable by hand: 54 free vertices on the 19-hex board, and the
 * road choices of all of them sum to twice the 72 edges (each edge touches two vertices). */
static void test_hand_counts(void **state) {
    (void)state;
    ctn_game_config cfg = {0};
    cfg.num_players = 4;
    cfg.board_kind = CTN_BOARD_BEGINNER;
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(ctn_ruleset_find("classic"), &cfg, &g, &err), CTN_OK);
    ctn_state *s = malloc(g->rules->state_size);
    ctn_game_init_state(g, s, 1);
    ctn_perft *pf = NULL;
    assert_int_equal(ctn_perft_new(g, 2, CTN_LEGAL_ALL, 1, &pf, &err), CTN_OK);
    assert_int_equal(ctn_perft_count(pf, s, 1), 54);
    assert_int_equal(ctn_perft_count(pf, s, 2), 144);
    assert_int_equal(ctn_perft_mismatches(pf, NULL), 0);
    ctn_perft_free(pf);
    free(s);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand_counts),
        cmocka_unit_test(test_reference_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
