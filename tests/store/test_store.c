/* test_store.c — the game store's interface (include/catan/store.h) against a real backend: a
 * fresh SQLite file by default, or the PostgreSQL URL given as the first argument (as
 * tests/integration/test_server_postgres.sh does with its throwaway server). Games are added,
 * updated, listed in order and found by id; actions are appended, listed in order and kept after reopening;
 * an action index already used and an unknown game are refused; a bad location fails cleanly.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "catan/game.h"
#include "catan/store.h"

static char location[512];
static char prefix[32]; /* game ids are unique per run, so a shared PostgreSQL store is fine */

typedef struct {
    int n, found;
    char status[16], meta[64];
    const char *want;
} game_seen;

static int see_game(void *ctx, const ctn_store_game *g) {
    game_seen *s = ctx;
    if (strncmp(g->id, prefix, strlen(prefix)) != 0) return 0;
    s->n++;
    if (strcmp(g->id, s->want) == 0) {
        s->found = s->n;
        snprintf(s->status, sizeof s->status, "%s", g->status);
        snprintf(s->meta, sizeof s->meta, "%s", g->meta);
    }
    return 0;
}

typedef struct {
    long n;
    int ok;
} actions_seen;

static int see_action(void *ctx, long index, int player, const char *text) {
    actions_seen *s = ctx;
    char want[32];
    snprintf(want, sizeof want, "action %ld", index);
    s->ok &= index == s->n && player == (index % 3 == 2 ? CTN_CHANCE : (int)(index % 2)) &&
             strcmp(text, want) == 0;
    s->n++;
    return 0;
}

static void id_of(char *out, size_t cap, int k) {
    snprintf(out, cap, "%s-%d", prefix, k);
}

static void test_games_and_actions(void **state) {
    (void)state;
    ctn_store *st = NULL;
    ctn_error err;
    assert_int_equal(ctn_store_open(location, &st, &err), CTN_OK);
    char a[48], b[48];
    id_of(a, sizeof a, 1), id_of(b, sizeof b, 2);
    ctn_store_game ga = {a, "2026-11-22T00:00:00Z", "waiting", "{\"game\":\"classic\"}", "{}"};
    ctn_store_game gb = {b, "2026-11-22T00:00:01Z", "playing", "{\"game\":\"struggle\"}", "{}"};
    assert_int_equal(ctn_store_game_add(st, &ga, &err), CTN_OK);
    assert_int_equal(ctn_store_game_add(st, &gb, &err), CTN_OK);
    assert_int_equal(ctn_store_game_add(st, &ga, &err), CTN_E_IO); /* the same id twice */
    assert_int_equal(ctn_store_game_update(st, a, "finished", "{\"x\":1}", &err), CTN_OK);
    assert_int_equal(ctn_store_game_update(st, "no-such-game", "finished", "{}", &err), CTN_E_IO);
    for (long i = 0; i < 50; i++) {
        char text[32];
        snprintf(text, sizeof text, "action %ld", i);
        int player = i % 3 == 2 ? CTN_CHANCE : (int)(i % 2);
        assert_int_equal(ctn_store_action_add(st, a, i, player, text, &err), CTN_OK);
    }
    assert_int_equal(ctn_store_action_add(st, a, 7, 0, "again", &err), CTN_E_IO);
    assert_non_null(strstr(err.message, ctn_store_backend(st)[0] == 's' ? "sqlite" : "postgresql"));
    ctn_store_close(st);

    assert_int_equal(ctn_store_open(location, &st, &err), CTN_OK); /* reopened: all kept */
    game_seen gs = {0, 0, "", "", a};
    assert_int_equal(ctn_store_games(st, see_game, &gs, &err), CTN_OK);
    assert_int_equal(gs.n, 2);
    assert_int_equal(gs.found, 1); /* oldest first */
    assert_string_equal(gs.status, "finished");
    assert_string_equal(gs.meta, "{\"x\":1}");
    game_seen one = {0, 0, "", "", b};
    assert_int_equal(ctn_store_game_find(st, b, see_game, &one, &err), CTN_OK);
    assert_int_equal(one.n, 1);
    assert_string_equal(one.status, "playing");
    game_seen none_found = {0, 0, "", "", a};
    assert_int_equal(ctn_store_game_find(st, "no-such-game", see_game, &none_found, &err), CTN_OK);
    assert_int_equal(none_found.n, 0);
    actions_seen as = {0, 1};
    assert_int_equal(ctn_store_actions(st, a, see_action, &as, &err), CTN_OK);
    assert_int_equal(as.n, 50);
    assert_true(as.ok);
    actions_seen none = {0, 1};
    assert_int_equal(ctn_store_actions(st, b, see_action, &none, &err), CTN_OK);
    assert_int_equal(none.n, 0);
    ctn_store_close(st);
}

static void test_bad_locations(void **state) {
    (void)state;
    ctn_store *st = NULL;
    ctn_error err;
    assert_int_equal(ctn_store_open("/nonexistent-dir/x/games.sqlite", &st, &err), CTN_E_IO);
    assert_null(st);
    assert_int_equal(ctn_store_open("", &st, &err), CTN_E_ARGUMENT);
    ctn_status s = ctn_store_open("postgresql://nobody@127.0.0.1:1/none", &st, &err);
    assert_true(s == CTN_E_IO || s == CTN_E_ARGUMENT); /* no server there, or no libpq */
    assert_null(st);
    ctn_store_close(NULL);
}

int main(int argc, char **argv) {
    snprintf(prefix, sizeof prefix, "t%ld-%ld", (long)time(NULL), (long)getpid());
    char dir[] = "/tmp/catan-store-XXXXXX";
    int own = argc < 2;
    if (own) {
        if (!mkdtemp(dir)) return 1;
        snprintf(location, sizeof location, "%s/games.sqlite", dir);
    } else {
        snprintf(location, sizeof location, "%s", argv[1]);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_and_actions),
        cmocka_unit_test(test_bad_locations),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    if (own) {
        char path[600];
        const char *suffix[] = {"", "-wal", "-shm"};
        for (int i = 0; i < 3; i++) {
            snprintf(path, sizeof path, "%s%s", location, suffix[i]);
            remove(path);
        }
        rmdir(dir);
    }
    return rc;
}
