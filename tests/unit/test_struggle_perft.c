/* test_struggle_perft.c — perft reference counts of The Struggle for Catan: for every position in
 * tests/perft/struggle/ (*.json: a replay and the leaf counts at depths 1, 2, ...; written by
 * make_struggle_positions, see tests/perft/README.md), replays the position, checks its final
 * hash, and recounts every depth with the independent oracle checking each node's legal actions
 * and chance outcomes. A few counts are also worked out by hand (docs/rules/struggle.md, §n).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "perft_files.h"
#include "catan/struggle.h"

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/struggle"

static void test_reference_positions(void **state) {
    (void)state;
    assert_true(perft_check_dir(PERFT_DIR, "struggle", CTN_LEGAL_ALL) >= 15);
}

/* Counts by hand: the end-of-turn draw from a full deck is one outcome per multiset of cards
 * (§4.3): 15 for 2 cards of 5 kinds, 35 for 3; a city paid from 15 cards of every resource has
 * 340 payments (§8); with 2 players no direction card follows a settlement (§7). */
static void test_hand_counts(void **state) {
    (void)state;
    ctn_game_config cfg = {0};
    cfg.num_players = 5; /* two copies of the deck: 15 of every resource fit in one hand */
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_struggle_rules, &cfg, &g, &err), CTN_OK);
    ctn_struggle_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 1);
    for (int p = 0; p < s.num_players; p++)
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) s.deck[r] += s.hand[p][r], s.hand[p][r] = 0;
    s.phase = ST_PHASE_DRAW;
    s.current = s.actor = 0;
    ctn_perft *pf = NULL;
    assert_int_equal(ctn_perft_new(g, 2, CTN_LEGAL_ALL, 1, &pf, &err), CTN_OK);
    s.draws_left = s.draw_now = 2;
    assert_int_equal(ctn_perft_count(pf, (ctn_state *)&s, 1), 15);
    s.draws_left = s.draw_now = 3;
    assert_int_equal(ctn_perft_count(pf, (ctn_state *)&s, 1), 35);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) s.deck[r] -= 15, s.hand[0][r] = 15;
    s.phase = ST_PHASE_PAY;
    s.paying = ST_BUILD_CITY;
    assert_int_equal(ctn_perft_count(pf, (ctn_state *)&s, 1), 340);
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
