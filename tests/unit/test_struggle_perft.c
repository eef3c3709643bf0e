/* test_struggle_perft.c — perft reference counts of The Struggle for Catan: for every position in
 * tests/perft/struggle/ (*.json: a replay and the leaf counts at depths 1, 2, ...; written by
 * make_struggle_positions, see tests/perft/README.md), replays the position, checks its final
 * hash, and recounts every depth with the independent oracle checking each node's legal actions
 * and chance outcomes. A few counts are also worked out by hand (docs/rules/struggle.md, §n).
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "catan/struggle.h"

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/struggle"

/* The reference depths to check: all, or at most CATAN_PERFT_MAX_DEPTH (set by the sanitizer build,
 * where the deepest counts take minutes; the other builds check every depth). */
static size_t max_depths(size_t all) {
    const char *env = getenv("CATAN_PERFT_MAX_DEPTH");
    long cap = env ? atol(env) : 0;
    return cap > 0 && (size_t)cap < all ? (size_t)cap : all;
}

static void check_file(const char *path) {
    json_error_t jerr;
    json_t *root = json_load_file(path, 0, &jerr);
    if (!root) fail_msg("%s: %s", path, jerr.text);
    json_t *counts = json_object_get(root, "perft");
    char *replay_text = json_dumps(json_object_get(root, "replay"), 0);
    assert_non_null(replay_text);
    assert_true(json_array_size(counts) >= 1);
    ctn_replay *rp = NULL;
    ctn_game *g = NULL;
    ctn_state *s = NULL;
    ctn_error err;
    if (ctn_replay_from_json(replay_text, strlen(replay_text), &rp, &err) != CTN_OK ||
        ctn_replay_play(rp, NULL, NULL, &g, &s, &err) != CTN_OK)
        fail_msg("%s: %s", path, err.message);
    assert_string_equal(g->rules->name, "struggle");
    ctn_perft *pf = NULL;
    assert_int_equal(ctn_perft_new(g, (int)json_array_size(counts), CTN_LEGAL_ALL, 1, &pf, &err),
                     CTN_OK);
    size_t depths = max_depths(json_array_size(counts));
    for (size_t d = 0; d < depths; d++) {
        uint64_t want = (uint64_t)json_integer_value(json_array_get(counts, d));
        uint64_t got = ctn_perft_count(pf, s, (int)d + 1);
        const char *first = NULL;
        if (ctn_perft_mismatches(pf, &first))
            fail_msg("%s depth %zu: oracle disagrees: %s", path, d + 1, first);
        if (got != want)
            fail_msg("%s: perft(%zu) = %llu, reference %llu", path, d + 1, (unsigned long long)got,
                     (unsigned long long)want);
    }
    printf("%s: %zu of %zu depths agree\n", strrchr(path, '/') + 1, depths, json_array_size(counts));
    ctn_perft_free(pf);
    ctn_io_free(s);
    ctn_game_free(g);
    ctn_replay_free(rp);
    free(replay_text);
    json_decref(root);
}

static void test_reference_positions(void **state) {
    (void)state;
    DIR *dir = opendir(PERFT_DIR);
    assert_non_null(dir);
    int files = 0;
    struct dirent *de;
    while ((de = readdir(dir))) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".json")) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", PERFT_DIR, de->d_name);
        check_file(path);
        files++;
    }
    closedir(dir);
    assert_true(files >= 15);
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
