/* test_classic_perft.c — perft reference counts: for every position in tests/perft/classic/
 * (*.json: a replay and the leaf counts at depths 1, 2, ...), replays the position, checks its
 * final hash, and recounts every depth with the independent oracle checking each node's legal
 * actions. */
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

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/classic"

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
    unsigned flags =
        json_is_true(json_object_get(root, "offers")) ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS;
    ctn_perft *pf = NULL;
    assert_int_equal(ctn_perft_new(g, (int)json_array_size(counts), flags, 1, &pf, &err), CTN_OK);
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
