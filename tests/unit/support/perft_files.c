/* perft_files.c — the reference-position check of the perft tests (perft_files.h). */
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
#include "perft_files.h"
#include "test_part.h"

/* The reference depths to check: all, or at most CATAN_PERFT_MAX_DEPTH (set by the sanitizer build,
 * where the deepest counts take minutes; the other builds check every depth). */
static size_t max_depths(size_t all) {
    const char *env = getenv("CATAN_PERFT_MAX_DEPTH");
    long cap = env ? atol(env) : 0;
    return cap > 0 && (size_t)cap < all ? (size_t)cap : all;
}

static unsigned file_flags(const json_t *root, unsigned flags) {
    if (flags != PERFT_FLAGS_FROM_FILE) return flags;
    return json_is_true(json_object_get(root, "offers")) ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS;
}

/* Recounts each reference depth of position s, failing on the first disagreement. */
static void check_depths(const char *path, const ctn_game *g, const ctn_state *s,
                         const json_t *counts, unsigned flags) {
    ctn_perft *pf = NULL;
    ctn_error err;
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
}

static void check_file(const char *path, const char *rules, unsigned flags) {
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
    if (rules) assert_string_equal(g->rules->name, rules);
    check_depths(path, g, s, counts, file_flags(root, flags));
    ctn_io_free(s);
    ctn_game_free(g);
    ctn_replay_free(rp);
    free(replay_text);
    json_decref(root);
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int perft_check_dir(const char *dir, const char *rules, unsigned flags) {
    DIR *d = opendir(dir);
    assert_non_null(d);
    enum { MAX_FILES = 512 };
    static char names[MAX_FILES][256];
    char *sorted[MAX_FILES];
    int all = 0;
    struct dirent *de;
    while ((de = readdir(d))) {
        size_t len = strlen(de->d_name);
        if (len < 6 || len >= sizeof names[0] || strcmp(de->d_name + len - 5, ".json")) continue;
        assert_true(all < MAX_FILES);
        memcpy(names[all], de->d_name, len + 1);
        sorted[all] = names[all];
        all++;
    }
    closedir(d);
    qsort(sorted, (size_t)all, sizeof *sorted, by_name);
    int part, parts, files = 0;
    test_part(&part, &parts);
    for (int i = part; i < all; i += parts) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, sorted[i]);
        check_file(path, rules, flags);
        files++;
    }
    return files;
}
