/* test_io_state_parts.c — the state codec's two parts (src/io/io_internal.h: own_to_json and
 * shared_to_json), which the server uses to write the board once for all the viewers of a state:
 * along random Classic, Seafarers and World games, for every viewer, the two parts of a view
 * have no key in common and together equal to_json of the view, and the shared part of every
 * view equals the shared part of the full state. Struggle has no board and no parts.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "catan/io.h"
#include "io/io_internal.h"

static ctn_game *make_game(const char *spec_json) {
    ctn_game_spec spec;
    ctn_error err;
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_spec_from_json(spec_json, strlen(spec_json), &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    return g;
}

/* One random action of a random actor (no domestic offers: they change nothing on the board). */
static void random_step(const ctn_game *g, ctn_state *s, ctn_action *list, ctn_rng *rng) {
    ctn_actors actors = ctn_game_actors(g, s);
    int who[33], k = 0;
    for (int p = 0; p < 32; p++)
        if (actors & (1u << p)) who[k++] = p;
    int p = who[ctn_rng_below(rng, (uint32_t)k)];
    ctn_action a;
    if (p == CTN_CHANCE) {
        a = ctn_game_sample_chance(g, s, rng);
    } else {
        int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
        assert_true(n > 0);
        a = list[ctn_rng_below(rng, (uint32_t)n)];
    }
    ctn_game_apply(g, s, p, a);
}

/* The parts of one view, checked against to_json of that view and the full state's board. */
static void check_view(const io_state_codec *codec, const ctn_game *g, const ctn_state *view,
                       const json_t *full_shared) {
    json_t *whole = codec->to_json(g, view), *own = codec->own_to_json(g, view);
    json_t *shared = codec->shared_to_json(g, view);
    assert_non_null(whole);
    assert_non_null(own);
    assert_non_null(shared);
    assert_true(json_object_size(shared) > 0);
    assert_true(json_equal(shared, full_shared));
    const char *key;
    json_t *value;
    json_object_foreach(shared, key, value) assert_null(json_object_get(own, key));
    json_t *merged = json_deep_copy(own);
    assert_int_equal(json_object_update(merged, shared), 0);
    assert_true(json_equal(merged, whole));
    json_decref(merged);
    json_decref(whole);
    json_decref(own);
    json_decref(shared);
}

/* Plays `steps` random actions; every `every` steps checks the parts of every view. */
static void play_and_check(const char *spec_json, int steps, int every) {
    ctn_game *g = make_game(spec_json);
    const io_state_codec *codec = io_codec_find(g->rules, NULL);
    assert_non_null(codec);
    assert_non_null(codec->own_to_json);
    assert_non_null(codec->shared_to_json);
    size_t size = ctn_state_size(g);
    ctn_state *s = calloc(1, size), *view = calloc(1, size);
    ctn_action *list = malloc(sizeof *list * CTN_MAX_ACTIONS);
    ctn_rng rng;
    ctn_rng_seed(&rng, 17);
    ctn_game_init_state(g, s, 5);
    int checked = 0;
    for (int step = 0; step <= steps && !ctn_game_is_terminal(g, s); step++) {
        if (step % every == 0) {
            json_t *full_shared = codec->shared_to_json(g, s);
            for (int viewer = -2; viewer < g->num_players; viewer++) {
                if (viewer == -1) continue; /* -2: public; then every seat */
                ctn_game_observe(g, s, viewer == -2 ? CTN_VIEW_PUBLIC : viewer, view);
                check_view(codec, g, view, full_shared);
            }
            check_view(codec, g, s, full_shared);
            json_decref(full_shared);
            checked++;
        }
        random_step(g, s, list, &rng);
    }
    assert_true(checked >= 3);
    free(list);
    free(view);
    free(s);
    ctn_game_free(g);
}

static void test_classic(void **st) {
    (void)st;
    play_and_check("{\"game\":\"classic\",\"players\":4}", 1500, 100);
}

static void test_seafarers(void **st) {
    (void)st;
    play_and_check("{\"game\":\"seafarers\",\"players\":4,\"board\":\"new_shores\"}", 1500, 100);
}

static void test_world(void **st) {
    (void)st;
    play_and_check("{\"game\":\"world\",\"players\":12}", 1500, 250);
}

static void test_struggle_has_no_parts(void **st) {
    (void)st;
    ctn_game *g = make_game("{\"game\":\"struggle\",\"players\":3}");
    const io_state_codec *codec = io_codec_find(g->rules, NULL);
    assert_non_null(codec);
    assert_null(codec->own_to_json);
    assert_null(codec->shared_to_json);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_classic),
        cmocka_unit_test(test_seafarers),
        cmocka_unit_test(test_world),
        cmocka_unit_test(test_struggle_has_no_parts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
