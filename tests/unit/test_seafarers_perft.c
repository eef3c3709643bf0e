/* test_seafarers_perft.c — Seafarers perft reference counts: every position in
 * tests/perft/seafarers/ (set-up with ships, ship moves, the pirate, gold, Road Building with
 * ships, a trade route) is replayed, its hash checked, and every depth recounted with the
 * independent oracle checking each node's legal actions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "perft_files.h"

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/seafarers"

static void test_reference_positions(void **state) {
    (void)state;
    assert_true(perft_check_dir(PERFT_DIR, "seafarers", PERFT_FLAGS_FROM_FILE) >= 7);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reference_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
