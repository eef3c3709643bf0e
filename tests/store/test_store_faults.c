/* test_store_faults.c — the SQLite game store when its disk fails, through the test VFS of
 * src/store/store_faultvfs.c (CATAN_TEST_STORE_FAULTS names a control file; this test sets it):
 * a full disk and an I/O error fail the write in hand with CTN_E_IO and a clear message, store
 * nothing, leave what is stored readable, and the next write after the fault succeeds (also when
 * the disk fills after a given number of writes); a file
 * system that opens read-only, a database locked by another connection (for a bounded time),
 * and damaged files (truncated, header overwritten, a page overwritten, not a file) are refused
 * at open with what is wrong, leaving the file byte for byte as it was.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "catan/game.h"
#include "catan/store.h"

static char dir[] = "/tmp/catan-store-faults-XXXXXX";
static char control[600]; /* the fault control file */
static int next_file;

static void set_fault(const char *word) {
    FILE *f = fopen(control, "w");
    assert_non_null(f);
    fprintf(f, "%s\n", word);
    fclose(f);
}

/* A fresh store path in the test's folder. */
static void fresh_path(char *out, size_t cap) {
    snprintf(out, cap, "%s/store-%d.sqlite", dir, next_file++);
}

static ctn_store *open_ok(const char *path) {
    ctn_store *st = NULL;
    ctn_error err;
    ctn_status s = ctn_store_open(path, &st, &err);
    if (s != CTN_OK) fail_msg("open %s: %s", path, err.message);
    return st;
}

static void add_game(ctn_store *st, const char *id) {
    ctn_error err;
    ctn_store_game g = {id, "2026-11-26T00:00:00Z", "playing", "{\"game\":\"classic\"}", "{}"};
    assert_int_equal(ctn_store_game_add(st, &g, &err), CTN_OK);
}

static void add_actions(ctn_store *st, const char *id, long from, long to, size_t len) {
    ctn_error err;
    char text[512];
    for (long i = from; i < to; i++) {
        snprintf(text, sizeof text, "action %ld ", i);
        size_t n = strlen(text);
        while (n + 1 < len && n + 1 < sizeof text) text[n++] = (char)('a' + i % 26);
        text[n] = 0;
        ctn_status s = ctn_store_action_add(st, id, i, (int)(i % 2), text, &err);
        if (s != CTN_OK) fail_msg("action %ld: %s", i, err.message);
    }
}

static int count_action(void *ctx, long index, int player, const char *text) {
    (void)player, (void)text;
    long *n = ctx;
    if (index == *n) ++*n;
    return 0;
}

static long stored_actions(ctn_store *st, const char *id) {
    long n = 0;
    ctn_error err;
    assert_int_equal(ctn_store_actions(st, id, count_action, &n, &err), CTN_OK);
    return n;
}

static int see_status(void *ctx, const ctn_store_game *g) {
    snprintf(ctx, 16, "%s", g->status);
    return 0;
}

/* A full disk, then a failing one: every kind of write fails with CTN_E_IO and the given words,
 * nothing is stored, reads go on; once the fault is gone the same writes succeed. */
static void check_write_fault(const char *fault, const char *words) {
    char path[600];
    fresh_path(path, sizeof path);
    set_fault("none");
    ctn_store *st = open_ok(path);
    add_game(st, "g1");
    add_actions(st, "g1", 0, 5, 20);
    set_fault(fault);
    ctn_error err;
    assert_int_equal(ctn_store_action_add(st, "g1", 5, 0, "roll", &err), CTN_E_IO);
    if (!strstr(err.message, words) || !strstr(err.message, "appending an action"))
        fail_msg("%s: the message should say '%s': %s", fault, words, err.message);
    assert_int_equal(ctn_store_game_update(st, "g1", "finished", "{}", &err), CTN_E_IO);
    ctn_store_game g = {"g2", "2026-11-26T00:00:01Z", "waiting", "{}", "{}"};
    assert_int_equal(ctn_store_game_add(st, &g, &err), CTN_E_IO);
    assert_int_equal(stored_actions(st, "g1"), 5); /* reads go on, nothing half-written */
    char status[16] = "";
    assert_int_equal(ctn_store_game_find(st, "g1", see_status, status, &err), CTN_OK);
    assert_string_equal(status, "playing");
    set_fault("none");
    assert_int_equal(ctn_store_action_add(st, "g1", 5, 0, "roll", &err), CTN_OK);
    assert_int_equal(ctn_store_game_update(st, "g1", "finished", "{}", &err), CTN_OK);
    assert_int_equal(ctn_store_game_add(st, &g, &err), CTN_OK);
    ctn_store_close(st);
    st = open_ok(path); /* reopened: exactly what succeeded */
    assert_int_equal(stored_actions(st, "g1"), 6);
    assert_int_equal(ctn_store_game_find(st, "g1", see_status, status, &err), CTN_OK);
    assert_string_equal(status, "finished");
    ctn_store_close(st);
}

static void test_disk_full(void **state) {
    (void)state;
    check_write_fault("full", "full");
}

static void test_io_error(void **state) {
    (void)state;
    check_write_fault("ioerr", "I/O error");
}

/* "full 2": the next two write transactions are stored, the ones after fail until the fault
 * changes (as when the disk fills between a player's action and the dice that follow it). */
static void test_full_after_two(void **state) {
    (void)state;
    char path[600];
    fresh_path(path, sizeof path);
    set_fault("none");
    ctn_store *st = open_ok(path);
    add_game(st, "g1");
    set_fault("full 2");
    ctn_error err;
    assert_int_equal(ctn_store_action_add(st, "g1", 0, 0, "roll", &err), CTN_OK);
    assert_int_equal(ctn_store_action_add(st, "g1", 1, CTN_CHANCE, "dice 3 4", &err), CTN_OK);
    assert_int_equal(ctn_store_action_add(st, "g1", 2, 0, "end", &err), CTN_E_IO);
    assert_int_equal(ctn_store_action_add(st, "g1", 2, 0, "end", &err), CTN_E_IO);
    assert_int_equal(stored_actions(st, "g1"), 2);
    set_fault("none");
    assert_int_equal(ctn_store_action_add(st, "g1", 2, 0, "end", &err), CTN_OK);
    assert_int_equal(stored_actions(st, "g1"), 3);
    ctn_store_close(st);
}

/* A file system that opens files read-only: a new store and an existing one are refused. */
static void test_read_only(void **state) {
    (void)state;
    char fresh[600], existing[600];
    fresh_path(fresh, sizeof fresh);
    fresh_path(existing, sizeof existing);
    set_fault("none");
    ctn_store *st = open_ok(existing);
    add_game(st, "g1");
    ctn_store_close(st);
    set_fault("readonly");
    ctn_error err;
    assert_int_equal(ctn_store_open(existing, &st, &err), CTN_E_IO);
    assert_null(st);
    if (!strstr(err.message, "read-only") || !strstr(err.message, existing))
        fail_msg("an existing store opened read-only: %s", err.message);
    assert_int_equal(ctn_store_open(fresh, &st, &err), CTN_E_IO);
    assert_null(st);
    set_fault("none");
    st = open_ok(existing);
    char status[16] = "";
    assert_int_equal(ctn_store_game_find(st, "g1", see_status, status, &err), CTN_OK);
    assert_string_equal(status, "playing");
    ctn_store_close(st);
}

/* Another connection holds the database's exclusive lock: a write fails after the bounded
 * busy timeout (not a hang), and succeeds once the lock is released. */
static void test_locked(void **state) {
    (void)state;
    char path[600];
    fresh_path(path, sizeof path);
    set_fault("none");
    ctn_store *st = open_ok(path);
    add_game(st, "g1");
    sqlite3 *other = NULL;
    assert_int_equal(sqlite3_open(path, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
    ctn_error err;
    time_t t0 = time(NULL);
    assert_int_equal(ctn_store_action_add(st, "g1", 0, 0, "roll", &err), CTN_E_IO);
    long waited = (long)(time(NULL) - t0);
    if (!strstr(err.message, "locked") || waited < 3 || waited > 15)
        fail_msg("a locked store: after %ld s: %s", waited, err.message);
    assert_int_equal(sqlite3_exec(other, "COMMIT", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    assert_int_equal(ctn_store_action_add(st, "g1", 0, 0, "roll", &err), CTN_OK);
    assert_int_equal(stored_actions(st, "g1"), 1);
    ctn_store_close(st);
}

/* ---- damaged files ---- */

static long file_size(const char *path) {
    struct stat sb;
    return stat(path, &sb) == 0 ? (long)sb.st_size : -1;
}

static unsigned char *slurp(const char *path, long *len) {
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    *len = file_size(path);
    unsigned char *buf = malloc((size_t)*len + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)*len, f), (size_t)*len);
    fclose(f);
    return buf;
}

static void spit(const char *path, const unsigned char *buf, long len) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(buf, 1, (size_t)len, f), (size_t)len);
    fclose(f);
}

/* A closed store of many pages (about 200 KiB). */
static void make_store(char *path, size_t cap) {
    fresh_path(path, cap);
    set_fault("none");
    ctn_store *st = open_ok(path);
    add_game(st, "g1");
    add_actions(st, "g1", 0, 1500, 120);
    ctn_store_close(st);
    assert_true(file_size(path) > 100000);
}

/* Opening `path` fails with words in the message (and the path), the file unchanged. */
static void expect_refused(const char *path, const char *words) {
    long before_len, after_len;
    unsigned char *before = slurp(path, &before_len);
    ctn_store *st = NULL;
    ctn_error err;
    assert_int_equal(ctn_store_open(path, &st, &err), CTN_E_IO);
    assert_null(st);
    if (!strstr(err.message, words) || !strstr(err.message, path))
        fail_msg("%s: the message should say '%s': %s", path, words, err.message);
    unsigned char *after = slurp(path, &after_len);
    assert_int_equal(before_len, after_len);
    assert_memory_equal(before, after, (size_t)before_len);
    free(before);
    free(after);
}

static void test_truncated(void **state) {
    (void)state;
    char path[600], cut[600];
    make_store(path, sizeof path);
    long len;
    unsigned char *buf = slurp(path, &len);
    fresh_path(cut, sizeof cut);
    spit(cut, buf, 3000); /* head -c 3000 */
    expect_refused(cut, "truncated");
    spit(cut, buf, len / 2 / 4096 * 4096); /* whole pages, fewer than the header counts */
    expect_refused(cut, "truncated");
    spit(cut, buf, 50); /* less than a header */
    expect_refused(cut, "not an SQLite database");
    free(buf);
    ctn_store_close(open_ok(path)); /* the original is fine */
}

static void test_corrupted(void **state) {
    (void)state;
    char path[600], bad[600];
    make_store(path, sizeof path);
    long len;
    unsigned char *buf = slurp(path, &len);
    unsigned char *copy = malloc((size_t)len);
    assert_non_null(copy);
    srand(7);
    fresh_path(bad, sizeof bad);
    memcpy(copy, buf, (size_t)len);
    for (int i = 0; i < 100; i++) copy[i] = (unsigned char)rand(); /* the header */
    spit(bad, copy, len);
    expect_refused(bad, "not an SQLite database");
    memcpy(copy, buf, (size_t)len);
    long page = 4096, victim = len / page / 2; /* a page of the actions' table */
    for (long i = 0; i < page; i++) copy[victim * page + i] = (unsigned char)rand();
    spit(bad, copy, len);
    expect_refused(bad, "quick_check");
    free(copy);
    free(buf);
}

static void test_not_a_file(void **state) {
    (void)state;
    ctn_store *st = NULL;
    ctn_error err;
    assert_int_equal(ctn_store_open(dir, &st, &err), CTN_E_IO);
    if (!strstr(err.message, "not a regular file")) fail_msg("a directory: %s", err.message);
    char empty[600];
    fresh_path(empty, sizeof empty);
    spit(empty, (const unsigned char *)"", 0);
    ctn_store_close(open_ok(empty)); /* an empty file is a new store */
}

/* Permissions refuse only a user without them (root reads and writes anything): skipped as
 * root, where test_read_only covers the read-only file system. */
static void test_permissions(void **state) {
    (void)state;
    if (geteuid() == 0) skip();
    char path[600], sub[600], inner[700];
    make_store(path, sizeof path);
    ctn_store *st = NULL;
    ctn_error err;
    chmod(path, 0444);
    assert_int_equal(ctn_store_open(path, &st, &err), CTN_E_IO);
    if (!strstr(err.message, "not readable and writable")) fail_msg("0444: %s", err.message);
    chmod(path, 0644);
    snprintf(sub, sizeof sub, "%s/ro", dir);
    assert_int_equal(mkdir(sub, 0755), 0);
    snprintf(inner, sizeof inner, "%s/games.sqlite", sub);
    ctn_store_close(open_ok(inner));
    chmod(sub, 0555);
    assert_int_equal(ctn_store_open(inner, &st, &err), CTN_E_IO);
    if (!strstr(err.message, "not writable")) fail_msg("a read-only folder: %s", err.message);
    chmod(sub, 0755);
}

int main(void) {
    if (!mkdtemp(dir)) return 1;
    snprintf(control, sizeof control, "%s/faults", dir);
    setenv("CATAN_TEST_STORE_FAULTS", control, 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_disk_full),   cmocka_unit_test(test_io_error),
        cmocka_unit_test(test_full_after_two),
        cmocka_unit_test(test_read_only),   cmocka_unit_test(test_locked),
        cmocka_unit_test(test_truncated),   cmocka_unit_test(test_corrupted),
        cmocka_unit_test(test_not_a_file),  cmocka_unit_test(test_permissions),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dir);
    return rc;
}
