/* test_rivals_perft.c — perft reference counts of Rivals for Catan: for every position in
 * tests/perft/rivals/ (*.json: a replay and the leaf counts at depths 1, 2, ...; written by
 * make_rivals_perft_positions, see tests/perft/README.md), replays the position, checks its final
 * hash, and recounts every depth with the independent oracle checking each node's legal actions and
 * chance outcomes. A few counts are worked out by hand (docs/rules/rivals.md, R§n). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "catan/rivals.h"
#include "perft_files.h"
#include "test_part.h"

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/rivals"

static void test_reference_positions(void **state) {
    (void)state;
    /* 17 intro, 7 Gold, 9 Turmoil, 7 Progress, 3 duel, 8 tournament, 5 Barbarians, 1 Merchant Princes, 3 Prosperity */
    int part, parts;
    test_part(&part, &parts);
    assert_true(perft_check_dir(PERFT_DIR, "rivals", CTN_LEGAL_ALL) >= 60 / parts); /* its share when run in parts */
}

/* By hand (R§6, R§2): the first choice is one of 4 stacks, then 9 · 8 · 7 ordered draws of the
 * stack's hidden cards; red's first roll has 30 dice outcomes. */
static void test_hand_counts(void **state) {
    (void)state;
    int part, parts;
    test_part(&part, &parts);
    if (part) skip(); /* in the first part only */
    ctn_game_config cfg = {.num_players = 2};
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 1);
    ctn_perft *pf = NULL;
    assert_int_equal(ctn_perft_new(g, 4, CTN_LEGAL_ALL, 1, &pf, &err), CTN_OK);
    assert_int_equal(ctn_perft_count(pf, (ctn_state *)&s, 1), 4);
    assert_int_equal(ctn_perft_count(pf, (ctn_state *)&s, 4), 4 * 9 * 8 * 7);
    assert_int_equal(ctn_perft_mismatches(pf, NULL), 0);
    ctn_perft_free(pf);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand_counts),
        cmocka_unit_test(test_reference_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
