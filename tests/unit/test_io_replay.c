/* test_io_replay.c — replays: recording random games, JSON and file round trips that replay to
 * the same hash and bytes, and every failure (truncated files, bad or wrong hashes, illegal
 * actions, wrong players, unknown text, bad headers, missing files) with its code and a message
 * naming the action index.
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

#include "catan/classic.h"
#include "catan/io.h"

typedef struct {
    ctn_game *game;
    ctn_state *state;
    ctn_replay *replay;
} recorded;

/* Plays a random game of `steps` actions (or to its end) and records it. */
static recorded record_game(const char *spec_json, int steps, uint64_t seed) {
    recorded r;
    ctn_game_spec spec;
    ctn_error err;
    assert_int_equal(ctn_game_spec_from_json(spec_json, strlen(spec_json), &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &r.game, &err), CTN_OK);
    assert_int_equal(ctn_replay_new(&spec, &r.replay, &err), CTN_OK);
    r.state = calloc(1, ctn_state_size(r.game));
    ctn_game_init_state(r.game, r.state, spec.seed);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed);
    static ctn_action list[CTN_MAX_ACTIONS];
    for (int i = 0; i < steps && !ctn_game_is_terminal(r.game, r.state); i++) {
        int p = ctn_actors_pick(ctn_game_actors(r.game, r.state));
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_own_chance(r.game, r.state);
        } else {
            unsigned flags = ctn_rng_below(&rng, 30) ? CTN_LEGAL_NO_OFFERS : CTN_LEGAL_ALL;
            int n = ctn_game_legal(r.game, r.state, p, flags, list);
            a = list[ctn_rng_below(&rng, (uint32_t)n)];
        }
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(r.game, r.state, a, text, sizeof text);
        assert_int_equal(ctn_replay_append(r.replay, p, text, &err), CTN_OK);
        ctn_game_apply(r.game, r.state, p, a);
    }
    ctn_replay_set_final_hash(r.replay, ctn_state_hash(r.game, r.state));
    return r;
}

static void recorded_free(recorded *r) {
    free(r->state);
    ctn_game_free(r->game);
    ctn_replay_free(r->replay);
}

static const char SPEC4[] = "{\"game\":\"classic\",\"players\":4,\"seed\":42}";

static void test_json_round_trip(void **st) {
    (void)st;
    const char *specs[] = {
        SPEC4,
        "{\"game\":\"classic\",\"players\":6,\"seed\":\"18446744073709551000\","
        "\"options\":{\"turn_mode\":\"paired\"}}",
        "{\"game\":\"classic\",\"players\":3,\"seed\":3,\"board\":\"beginner\"}"};
    for (int k = 0; k < 3; k++) {
        recorded r = record_game(specs[k], 5000, 100 + (uint64_t)k);
        char *text = NULL;
        ctn_error err = {CTN_OK, ""};
        assert_int_equal(ctn_replay_to_json(r.replay, &text, &err), CTN_OK);
        ctn_replay *back = NULL;
        assert_int_equal(ctn_replay_from_json(text, strlen(text), &back, &err), CTN_OK);
        assert_int_equal(ctn_replay_length(back), ctn_replay_length(r.replay));
        uint64_t h = 0;
        assert_true(ctn_replay_final_hash(back, &h));
        assert_true(h == ctn_state_hash(r.game, r.state));
        ctn_game *g = NULL;
        ctn_state *s = NULL;
        ctn_status code = ctn_replay_play(back, NULL, NULL, &g, &s, &err);
        if (code != CTN_OK) fprintf(stderr, "%s\n", err.message);
        assert_int_equal(code, CTN_OK);
        assert_memory_equal(s, r.state, ctn_state_size(g));
        ctn_io_free(s);
        ctn_game_free(g);
        ctn_replay_free(back);
        ctn_io_free(text);
        recorded_free(&r);
    }
}

static void test_file_round_trip(void **st) {
    (void)st;
    recorded r = record_game(SPEC4, 400, 7);
    const char *path = "test_io_replay.tmp.json";
    ctn_error err;
    assert_int_equal(ctn_replay_save_file(r.replay, path, &err), CTN_OK);
    ctn_replay *back = NULL;
    assert_int_equal(ctn_replay_load_file(path, &back, &err), CTN_OK);
    assert_int_equal(ctn_replay_play(back, NULL, NULL, NULL, NULL, &err), CTN_OK);
    ctn_replay_free(back);
    remove(path);
    assert_int_equal(ctn_replay_load_file("/nonexistent/dir/replay.json", &back, &err), CTN_E_IO);
    assert_null(back);
    assert_non_null(strstr(err.message, "/nonexistent/dir/replay.json"));
    recorded_free(&r);
}

/* Counts the steps ctn_replay_play reports. */
static ctn_status count_steps(void *ctx, size_t index, const ctn_game *g, const ctn_state *s,
                              ctn_error *err) {
    (void)g;
    (void)s;
    (void)err;
    size_t *n = ctx;
    assert_int_equal(index, *n);
    (*n)++;
    return CTN_OK;
}

static void test_steps_and_truncate(void **st) {
    (void)st;
    recorded r = record_game(SPEC4, 120, 9);
    size_t steps = 0;
    ctn_error err;
    assert_int_equal(ctn_replay_play(r.replay, count_steps, &steps, NULL, NULL, &err), CTN_OK);
    assert_int_equal(steps, ctn_replay_length(r.replay) + 1);
    ctn_replay_truncate(r.replay, 50);
    assert_int_equal(ctn_replay_length(r.replay), 50);
    assert_false(ctn_replay_final_hash(r.replay, NULL));
    int player = -5;
    assert_non_null(ctn_replay_action(r.replay, 49, &player));
    assert_true(player >= 0);
    assert_null(ctn_replay_action(r.replay, 50, &player));
    assert_int_equal(ctn_replay_play(r.replay, NULL, NULL, NULL, NULL, &err), CTN_OK);
    recorded_free(&r);
}

/* ---- failures ---- */

static char *replay_text(const recorded *r) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_replay_to_json(r->replay, &text, &err), CTN_OK);
    return text;
}

/* Loads and plays text; expects `code` and a message containing `fragment`. */
static void expect_failure(const char *text, size_t len, ctn_status code, const char *fragment) {
    ctn_replay *r = NULL;
    ctn_error err = {CTN_OK, ""};
    ctn_game *g = (ctn_game *)0x1;
    ctn_state *s = (ctn_state *)0x1;
    ctn_status st = ctn_replay_from_json(text, len, &r, &err);
    if (st == CTN_OK) {
        st = ctn_replay_play(r, NULL, NULL, &g, &s, &err);
        assert_ptr_equal(g, (ctn_game *)0x1); /* untouched on failure */
        assert_ptr_equal(s, (ctn_state *)0x1);
    } else {
        assert_null(r);
    }
    if (st != code || !strstr(err.message, fragment))
        fprintf(stderr, "expected %s '%s', got %s: %s\n", ctn_status_name(code), fragment,
                ctn_status_name(st), err.message);
    assert_int_equal(st, code);
    assert_non_null(strstr(err.message, fragment));
    ctn_replay_free(r);
}

static void expect_edit(const recorded *r, void (*edit)(json_t *), ctn_status code,
                        const char *fragment) {
    char *text = replay_text(r);
    json_error_t je;
    json_t *j = json_loads(text, 0, &je);
    edit(j);
    char *bad = json_dumps(j, JSON_COMPACT);
    expect_failure(bad, strlen(bad), code, fragment);
    free(bad);
    json_decref(j);
    ctn_io_free(text);
}

static json_t *action_at(json_t *j, size_t i) {
    return json_array_get(json_object_get(j, "actions"), i);
}
static void e_drop_last(json_t *j) {
    json_t *a = json_object_get(j, "actions");
    json_array_remove(a, json_array_size(a) - 1);
}
static void e_hash_value(json_t *j) {
    json_object_set_new(j, "final_hash", json_string("0123456789abcdef"));
}
static void e_hash_format(json_t *j) {
    json_object_set_new(j, "final_hash", json_string("12345"));
}
static void e_hash_type(json_t *j) {
    json_object_set_new(j, "final_hash", json_integer(5));
}
static void e_illegal(json_t *j) {
    json_object_set_new(action_at(j, 10), "action", json_string("build_city v0"));
}
static void e_unparsable(json_t *j) {
    json_object_set_new(action_at(j, 10), "action", json_string("fly away"));
}
static void e_wrong_player(json_t *j) {
    json_t *a = action_at(j, 10);
    json_object_set_new(a, "player",
                        json_integer((json_integer_value(json_object_get(a, "player")) + 1) % 4));
}
static void e_chance_player(json_t *j) {
    json_object_set_new(action_at(j, 0), "player", json_string("chance"));
}
static void e_bad_player(json_t *j) {
    json_object_set_new(action_at(j, 3), "player", json_integer(9));
}
static void e_bad_entry(json_t *j) {
    json_array_set_new(json_object_get(j, "actions"), 2, json_string("roll"));
}
static void e_missing_text(json_t *j) {
    json_object_del(action_at(j, 4), "action");
}
static void e_format(json_t *j) {
    json_object_set_new(j, "format", json_string("chess-pgn"));
}
static void e_version(json_t *j) {
    json_object_set_new(j, "version", json_integer(2));
}
static void e_unknown_field(json_t *j) {
    json_object_set_new(j, "winner", json_integer(2));
}
static void e_no_actions(json_t *j) {
    json_object_del(j, "actions");
}
static void e_option(json_t *j) {
    json_object_set_new(json_object_get(j, "options"), "robber_speed", json_integer(2));
}
static void e_game(json_t *j) {
    json_object_set_new(j, "game", json_string("checkers"));
}
static void e_players(json_t *j) {
    json_object_set_new(j, "players", json_integer(3));
}
static void e_seed(json_t *j) {
    json_object_set_new(j, "seed", json_integer(43));
}

static void test_failures(void **st) {
    (void)st;
    recorded r = record_game(SPEC4, 200, 11);
    char *text = replay_text(&r);
    expect_failure(text, strlen(text) - 40, CTN_E_PARSE, "invalid JSON"); /* a truncated file */
    expect_failure("", 0, CTN_E_PARSE, "invalid JSON");
    expect_failure("[]", 2, CTN_E_PARSE, "JSON object");
    ctn_io_free(text);
    expect_edit(&r, e_drop_last, CTN_E_MISMATCH, "after 199 actions");
    expect_edit(&r, e_hash_value, CTN_E_MISMATCH, "0123456789abcdef");
    expect_edit(&r, e_hash_format, CTN_E_PARSE, "final_hash");
    expect_edit(&r, e_hash_type, CTN_E_PARSE, "final_hash");
    expect_edit(&r, e_illegal, CTN_E_ILLEGAL, "action 10 ");
    expect_edit(&r, e_unparsable, CTN_E_PARSE, "action 10 ");
    expect_edit(&r, e_wrong_player, CTN_E_NOT_YOUR_TURN, "action 10 ");
    expect_edit(&r, e_chance_player, CTN_E_NOT_YOUR_TURN, "action 0 (chance");
    expect_edit(&r, e_bad_player, CTN_E_ARGUMENT, "actions[3].player");
    expect_edit(&r, e_bad_entry, CTN_E_ARGUMENT, "actions[2]");
    expect_edit(&r, e_missing_text, CTN_E_ARGUMENT, "actions[4].action");
    expect_edit(&r, e_format, CTN_E_PARSE, "format");
    expect_edit(&r, e_version, CTN_E_PARSE, "version");
    expect_edit(&r, e_unknown_field, CTN_E_PARSE, "winner");
    expect_edit(&r, e_no_actions, CTN_E_ARGUMENT, "actions");
    expect_edit(&r, e_option, CTN_E_OPTION, "robber_speed");
    expect_edit(&r, e_game, CTN_E_UNKNOWN_GAME, "checkers");
    expect_edit(&r, e_players, CTN_E_ARGUMENT, "is not between 0 and 2");
    expect_edit(&r, e_seed, CTN_E_ILLEGAL, "action "); /* another random board */
    recorded_free(&r);
    /* on a fixed board the seed moves only the generator: the actions stay legal */
    r = record_game("{\"game\":\"classic\",\"players\":4,\"seed\":42,\"board\":\"beginner\"}", 300,
                    4);
    expect_edit(&r, e_seed, CTN_E_MISMATCH, "the replay records");
    recorded_free(&r);
}

/* An action after the end of a finished game is refused, naming its index. */
static void test_after_game_over(void **st) {
    (void)st;
    recorded r = record_game(
        "{\"game\":\"classic\",\"players\":2,\"seed\":5,\"options\":{\"vp_to_win\":3}}", 100000, 3);
    assert_true(ctn_game_is_terminal(r.game, r.state));
    size_t n = ctn_replay_length(r.replay);
    ctn_error err = {CTN_OK, ""};
    assert_int_equal(ctn_replay_append(r.replay, 0, "end_turn", &err), CTN_OK);
    assert_false(ctn_replay_final_hash(r.replay, NULL)); /* appending forgets the hash */
    assert_int_equal(ctn_replay_play(r.replay, NULL, NULL, NULL, NULL, &err), CTN_E_ILLEGAL);
    char want[32];
    snprintf(want, sizeof want, "action %zu ", n);
    assert_non_null(strstr(err.message, want));
    assert_non_null(strstr(err.message, "over"));
    recorded_free(&r);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_json_round_trip),    cmocka_unit_test(test_file_round_trip),
        cmocka_unit_test(test_steps_and_truncate), cmocka_unit_test(test_failures),
        cmocka_unit_test(test_after_game_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
