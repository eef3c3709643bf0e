/* test_io_session.c — the engine protocol session: every command, and every error path (bad
 * JSON, wrong types, unknown commands and fields, limits, illegal actions, wrong players,
 * nothing to undo, bad replays) answered with the right code while the game stays exactly as it
 * was (state bytes and replay compared before and after). Ends with random junk that must never
 * crash and always be answered with one JSON object.
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

static ctn_session *session_new(unsigned flags) {
    ctn_session *s = NULL;
    ctn_error err;
    assert_int_equal(ctn_session_new(flags, &s, &err), CTN_OK);
    return s;
}

/* Sends a request and returns the parsed response (one JSON object, no newline). */
static json_t *send_len(ctn_session *s, const char *line, size_t len) {
    char *resp = ctn_session_handle(s, line, len);
    assert_non_null(resp);
    assert_null(strchr(resp, '\n'));
    json_error_t e;
    json_t *j = json_loads(resp, 0, &e);
    if (!j) fprintf(stderr, "unparsable response: %s\n", resp);
    assert_non_null(j);
    assert_true(json_is_boolean(json_object_get(j, "ok")));
    ctn_io_free(resp);
    return j;
}

static json_t *send(ctn_session *s, const char *line) {
    return send_len(s, line, strlen(line));
}

static json_t *send_ok(ctn_session *s, const char *line) {
    json_t *j = send(s, line);
    if (!json_is_true(json_object_get(j, "ok")))
        fprintf(stderr, "%s -> %s\n", line,
                json_string_value(json_object_get(json_object_get(j, "error"), "message")));
    assert_true(json_is_true(json_object_get(j, "ok")));
    return j;
}

static void send_ok_free(ctn_session *s, const char *line) {
    json_decref(send_ok(s, line));
}

/* The session's replay as text, to compare before and after a failed request. */
static char *saved(ctn_session *s) {
    if (!ctn_session_game(s)) return NULL;
    json_t *j = send_ok(s, "{\"cmd\":\"save\"}");
    char *text = json_dumps(json_object_get(j, "replay"), JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(j);
    return text;
}

/* Sends a request that must fail with `code` (message containing `fragment`) and leave the
 * session exactly as it was. */
static void expect_error_len(ctn_session *s, const char *line, size_t len, const char *code,
                             const char *fragment) {
    const ctn_game *g = ctn_session_game(s);
    size_t size = g ? ctn_state_size(g) : 0;
    void *before = g ? malloc(size) : NULL;
    if (g) memcpy(before, ctn_session_state(s), size);
    uint64_t hash = g ? ctn_state_hash(g, ctn_session_state(s)) : 0;
    char *replay_before = saved(s);
    json_t *j = send_len(s, line, len);
    json_t *err = json_object_get(j, "error");
    const char *got = json_string_value(json_object_get(err, "code"));
    const char *msg = json_string_value(json_object_get(err, "message"));
    if (!got || strcmp(got, code) != 0 || !msg || !strstr(msg, fragment))
        fprintf(stderr, "%.200s -> %s: %s (wanted %s '%s')\n", line, got ? got : "(ok)",
                msg ? msg : "", code, fragment);
    assert_false(json_is_true(json_object_get(j, "ok")));
    assert_non_null(got);
    assert_string_equal(got, code);
    assert_non_null(strstr(msg, fragment));
    assert_ptr_equal(ctn_session_game(s), g);
    if (g) {
        assert_true(ctn_state_hash(g, ctn_session_state(s)) == hash);
        assert_memory_equal(ctn_session_state(s), before, size);
        char *replay_after = saved(s);
        assert_string_equal(replay_before, replay_after);
        free(replay_after);
    }
    free(replay_before);
    free(before);
    json_decref(j);
}

static void expect_error(ctn_session *s, const char *line, const char *code, const char *fragment) {
    expect_error_len(s, line, strlen(line), code, fragment);
}

static const char NEW4[] =
    "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"seed\":1,\"board\":\"beginner\"}";

static const char *phase_of(const json_t *resp) {
    return json_string_value(json_object_get(json_object_get(resp, "summary"), "phase"));
}

/* Plays a legal action (never an offer): the first one, or a random one when rng is given. */
static json_t *play_pick(ctn_session *s, ctn_rng *rng) {
    json_t *legal = send_ok(s, "{\"cmd\":\"legal\"}");
    json_t *list = json_object_get(legal, "actions");
    size_t pick = rng ? ctn_rng_below(rng, (uint32_t)json_array_size(list)) : 0;
    json_t *a = json_array_get(list, pick);
    assert_non_null(a);
    json_t *req = json_object();
    json_object_set_new(req, "cmd", json_string("apply"));
    json_object_set(req, "player", json_object_get(a, "player"));
    json_object_set(req, "action", json_object_get(a, "text"));
    char *line = json_dumps(req, JSON_COMPACT);
    json_t *resp = send_ok(s, line);
    free(line);
    json_decref(req);
    json_decref(legal);
    return resp;
}

static json_t *play_first(ctn_session *s) {
    return play_pick(s, NULL);
}

/* Plays the set-up (16 placements on the beginner board) with first legal actions. */
static void play_setup(ctn_session *s) {
    for (int i = 0; i < 16; i++) json_decref(play_first(s));
}

/* ---- commands before a game ---- */

static void test_no_game(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    const char *need[] = {"legal", "apply", "step", "state", "undo", "hash", "save"};
    for (size_t i = 0; i < sizeof need / sizeof *need; i++) {
        char line[64];
        snprintf(line, sizeof line, "{\"cmd\":\"%s\"}", need[i]);
        expect_error(s, line, "no_game", "no game");
    }
    json_t *help = send_ok(s, "{\"cmd\":\"help\"}");
    assert_true(json_array_size(json_object_get(help, "commands")) >= 11);
    json_decref(help);
    json_t *games = send_ok(s, "{\"cmd\":\"games\"}");
    json_t *g0 = json_array_get(json_object_get(games, "games"), 0);
    assert_string_equal(json_string_value(json_object_get(g0, "name")), "classic");
    assert_int_equal(json_array_size(json_object_get(g0, "options")), CL_OPT_CLASSIC_COUNT);
    json_decref(games);
    assert_null(ctn_session_game(s));
    assert_null(ctn_session_state(s));
    ctn_session_free(s);
}

/* ---- new ---- */

static void test_new(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    json_t *j = send_ok(
        s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"seed\":1,"
           "\"options\":{\"tie_returns_card\":true,\"turn_mode\":\"paired\"},\"id\":\"a1\"}");
    assert_string_equal(json_string_value(json_object_get(j, "id")), "a1");
    assert_string_equal(json_string_value(json_object_get(j, "cmd")), "new");
    assert_true(json_is_true(json_object_get(json_object_get(j, "options"), "tie_returns_card")));
    assert_string_equal(
        json_string_value(json_object_get(json_object_get(j, "options"), "turn_mode")), "paired");
    assert_string_equal(phase_of(j), "setup_settlement");
    assert_int_equal(json_string_length(json_object_get(j, "hash")), 16);
    assert_int_equal(json_integer_value(json_array_get(json_object_get(j, "actors"), 0)), 0);
    json_decref(j);
    /* a failed new keeps the old game */
    expect_error(s,
                 "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"options\":{\"speed\":3}}",
                 "bad_option", "unknown option 'speed'");
    expect_error(
        s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"options\":{\"vp_to_win\":99}}",
        "bad_option", "vp_to_win");
    expect_error(
        s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"options\":{\"turn_mode\":true}}",
        "bad_option", "turn_mode");
    expect_error(s, "{\"cmd\":\"new\",\"game\":\"go\",\"players\":2}", "unknown_game", "go");
    expect_error(s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":13}", "bad_argument",
                 "players");
    expect_error(s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":9}", "bad_board",
                 "9 players need a map");
    expect_error(s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":5,\"board\":\"beginner\"}",
                 "bad_board", "beginner");
    expect_error(s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"colour\":\"red\"}",
                 "bad_argument", "unknown field 'colour' in a new request");
    expect_error(s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":4,\"seed\":-3}",
                 "bad_argument", "seed");
    ctn_session_free(s);
}

/* ---- legal ---- */

static void test_legal(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, NEW4);
    json_t *j = send_ok(s, "{\"cmd\":\"legal\"}");
    json_t *actors = json_object_get(j, "actors");
    assert_int_equal(json_array_size(actors), 1);
    json_t *a0 = json_array_get(actors, 0);
    assert_int_equal(json_integer_value(json_object_get(a0, "player")), 0);
    assert_int_equal(json_integer_value(json_object_get(a0, "count")), 54);
    assert_false(json_is_true(json_object_get(a0, "offers")));
    json_t *first = json_array_get(json_object_get(j, "actions"), 0);
    assert_string_equal(json_string_value(json_object_get(first, "text")), "build_settlement v0");
    assert_true(json_is_integer(json_object_get(first, "action")));
    json_decref(j);
    expect_error(s, "{\"cmd\":\"legal\",\"player\":2}", "not_your_turn", "player 2");
    expect_error(s, "{\"cmd\":\"legal\",\"player\":\"chance\"}", "not_your_turn", "chance");
    expect_error(s, "{\"cmd\":\"legal\",\"player\":\"bob\"}", "bad_argument", "player");
    expect_error(s, "{\"cmd\":\"legal\",\"offers\":1}", "bad_argument", "offers");
    play_setup(s);
    /* pre-roll: roll (and maybe cards); then chance with weights summing to 36 */
    json_decref(send_ok(s, "{\"cmd\":\"apply\",\"action\":\"roll\"}"));
    j = send_ok(s, "{\"cmd\":\"legal\"}");
    a0 = json_array_get(json_object_get(j, "actors"), 0);
    assert_string_equal(json_string_value(json_object_get(a0, "player")), "chance");
    assert_int_equal(json_integer_value(json_object_get(a0, "total_weight")), 36);
    json_t *acts = json_object_get(j, "actions");
    assert_int_equal(json_array_size(acts), 11);
    assert_int_equal(json_integer_value(json_object_get(json_array_get(acts, 5), "weight")), 6);
    assert_string_equal(json_string_value(json_object_get(json_array_get(acts, 0), "player")),
                        "chance");
    json_decref(j);
    ctn_session_free(s);
}

/* ---- apply and step ---- */

static void test_apply(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, NEW4);
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"build_settlement v12\",\"player\":1}",
                 "not_your_turn", "player 1");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"build_city v12\"}", "illegal_action",
                 "build_city v12");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"build_castle v12\"}", "parse_error", "");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"build_settlement v999\"}", "parse_error", "");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":[1]}", "bad_argument", "action");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":-1}", "bad_argument", "action");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":12345678}", "illegal_action", "");
    expect_error(s, "{\"cmd\":\"apply\"}", "bad_argument", "missing field action");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"roll 8\",\"player\":\"chance\"}",
                 "not_your_turn", "chance");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"roll\",\"player\":7}", "bad_argument",
                 "player");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"roll\",\"player\":1.0}", "bad_argument",
                 "player");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"end_turn\",\"extra\":true}", "bad_argument",
                 "extra");
    expect_error(s, "{\"cmd\":\"step\"}", "not_your_turn", "no chance event");
    json_t *j = send_ok(s, "{\"cmd\":\"apply\",\"action\":\"build_settlement v12\"}");
    json_t *applied = json_object_get(j, "applied");
    assert_string_equal(json_string_value(json_object_get(applied, "text")),
                        "build_settlement v12");
    assert_int_equal(json_integer_value(json_object_get(applied, "player")), 0);
    assert_string_equal(phase_of(j), "setup_road");
    json_decref(j);
    /* by number, as legal lists it */
    json_t *legal = send_ok(s, "{\"cmd\":\"legal\"}");
    json_int_t code = json_integer_value(
        json_object_get(json_array_get(json_object_get(legal, "actions"), 0), "action"));
    char line[96];
    snprintf(line, sizeof line, "{\"cmd\":\"apply\",\"player\":0,\"action\":%lld}",
             (long long)code);
    send_ok_free(s, line);
    json_decref(legal);
    for (int i = 0; i < 14; i++) json_decref(play_first(s));
    /* forced dice and sampled dice */
    send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"roll\"}");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"roll 13\"}", "parse_error", "");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"end_turn\",\"player\":0}", "not_your_turn",
                 "player 0");
    j = send_ok(s, "{\"cmd\":\"apply\",\"action\":\"roll 8\"}");
    assert_string_equal(json_string_value(json_object_get(json_object_get(j, "applied"), "player")),
                        "chance");
    assert_int_equal(
        json_integer_value(json_object_get(json_object_get(j, "summary"), "last_roll")), 8);
    json_decref(j);
    send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"end_turn\"}");
    send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"roll\",\"player\":1}");
    j = send_ok(s, "{\"cmd\":\"step\"}");
    assert_string_equal(json_string_value(json_object_get(json_object_get(j, "applied"), "player")),
                        "chance");
    json_decref(j);
    ctn_session_free(s);
}

/* An offer makes three players act at once: they must be named. */
static void test_simultaneous(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, NEW4);
    play_setup(s);
    send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"roll\"}");
    send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"roll 6\"}");
    json_t *legal = send_ok(s, "{\"cmd\":\"legal\",\"offers\":true}");
    assert_true(json_is_true(json_object_get(legal, "offers_included")));
    json_t *a0 = json_array_get(json_object_get(legal, "actors"), 0);
    assert_true(json_is_true(json_object_get(a0, "offers")));
    const char *offer = NULL;
    json_t *acts = json_object_get(legal, "actions");
    for (size_t i = 0; i < json_array_size(acts) && !offer; i++) {
        const char *t = json_string_value(json_object_get(json_array_get(acts, i), "text"));
        if (strncmp(t, "offer ", 6) == 0) offer = t;
    }
    assert_non_null(offer);
    json_t *no_offers = send_ok(s, "{\"cmd\":\"legal\"}");
    assert_true(json_array_size(json_object_get(no_offers, "actions")) < json_array_size(acts));
    assert_true(json_is_true(
        json_object_get(json_array_get(json_object_get(no_offers, "actors"), 0), "offers")));
    json_decref(no_offers);
    char line[200];
    snprintf(line, sizeof line, "{\"cmd\":\"apply\",\"action\":\"%s\"}", offer);
    json_t *j = send_ok(s, line);
    assert_int_equal(json_array_size(json_object_get(j, "actors")), 3);
    json_decref(j);
    json_decref(legal);
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"decline\"}", "bad_argument",
                 "several players");
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"decline\",\"player\":0}", "not_your_turn",
                 "player 0");
    j = send_ok(s, "{\"cmd\":\"legal\"}");
    assert_int_equal(json_array_size(json_object_get(j, "actors")), 3);
    json_decref(j);
    send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"decline\",\"player\":2}");
    j = send_ok(s, "{\"cmd\":\"legal\",\"player\":1}");
    assert_int_equal(json_array_size(json_object_get(j, "actors")), 1);
    json_decref(j);
    ctn_session_free(s);
}

/* ---- undo ---- */

static void test_undo(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    json_t *j = send_ok(s, NEW4);
    char start[17];
    strcpy(start, json_string_value(json_object_get(j, "hash")));
    json_decref(j);
    expect_error(s, "{\"cmd\":\"undo\"}", "nothing_to_undo", "start");
    char hashes[20][17];
    for (int i = 0; i < 20; i++) {
        j = play_first(s);
        strcpy(hashes[i], json_string_value(json_object_get(j, "hash")));
        json_decref(j);
    }
    for (int i = 19; i >= 0; i--) {
        j = send_ok(s, "{\"cmd\":\"undo\"}");
        assert_non_null(json_object_get(json_object_get(j, "undone"), "action"));
        const char *h = json_string_value(json_object_get(j, "hash"));
        assert_string_equal(h, i ? hashes[i - 1] : start);
        json_decref(j);
    }
    expect_error(s, "{\"cmd\":\"undo\"}", "nothing_to_undo", "start");
    expect_error(s, "{\"cmd\":\"undo\",\"count\":2}", "bad_argument", "count");
    /* the replay shrank with the history */
    j = send_ok(s, "{\"cmd\":\"save\"}");
    assert_int_equal(json_array_size(json_object_get(json_object_get(j, "replay"), "actions")), 0);
    json_decref(j);
    ctn_session_free(s);
}

/* Past CTN_IO_HISTORY_MAX states the older half is dropped: undo stops there, save still has
 * every action, and the saved replay loads. */
static void test_history_limit(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, NEW4);
    play_setup(s);
    int applied = 16;
    while (applied < CTN_IO_HISTORY_MAX + 300) {
        send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"roll\"}");
        send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"roll 12\"}");
        send_ok_free(s, "{\"cmd\":\"apply\",\"action\":\"end_turn\"}");
        applied += 3;
    }
    int undone = 0;
    for (;;) {
        json_t *j = send(s, "{\"cmd\":\"undo\"}");
        int ok = json_is_true(json_object_get(j, "ok"));
        if (!ok) {
            const char *msg =
                json_string_value(json_object_get(json_object_get(j, "error"), "message"));
            assert_non_null(strstr(msg, "only the last"));
        }
        json_decref(j);
        if (!ok) break;
        undone++;
    }
    assert_true(undone >= CTN_IO_HISTORY_MAX / 2);
    assert_true(undone < applied);
    /* the replay holds every action still there, and loads (into a fresh history) */
    json_t *saved_resp = send_ok(s, "{\"cmd\":\"save\"}");
    json_t *replay = json_object_get(saved_resp, "replay");
    assert_int_equal(json_array_size(json_object_get(replay, "actions")),
                     (size_t)(applied - undone));
    json_t *load = json_pack("{s:s,s:O}", "cmd", "load", "replay", replay);
    char *line = json_dumps(load, JSON_COMPACT);
    json_t *j = send_ok(s, line);
    assert_string_equal(json_string_value(json_object_get(j, "hash")),
                        json_string_value(json_object_get(replay, "final_hash")));
    json_decref(j);
    free(line);
    json_decref(load);
    json_decref(saved_resp);
    ctn_session_free(s);
}

/* ---- save, load ---- */

static void test_save_load(void **st) {
    (void)st;
    ctn_session *s = session_new(CTN_SESSION_FILES);
    send_ok_free(
        s,
        "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":3,\"seed\":\"18446744073709551615\"}");
    for (int i = 0; i < 40; i++) json_decref(play_first(s));
    json_t *h = send_ok(s, "{\"cmd\":\"hash\"}");
    char hash[17];
    strcpy(hash, json_string_value(json_object_get(h, "hash")));
    json_decref(h);
    json_t *saved_resp = send_ok(s, "{\"cmd\":\"save\"}");
    json_t *replay = json_object_get(saved_resp, "replay");
    assert_string_equal(json_string_value(json_object_get(replay, "final_hash")), hash);
    assert_string_equal(json_string_value(json_object_get(replay, "format")), "catan-replay");
    assert_string_equal(json_string_value(json_object_get(replay, "seed")), "18446744073709551615");
    json_t *load = json_object();
    json_object_set_new(load, "cmd", json_string("load"));
    json_object_set(load, "replay", replay);
    char *line = json_dumps(load, JSON_COMPACT);
    /* into a fresh session: same hash, and undo works through the loaded actions */
    ctn_session *t = session_new(0);
    json_t *j = send_ok(t, line);
    assert_string_equal(json_string_value(json_object_get(j, "hash")), hash);
    assert_int_equal(json_integer_value(json_object_get(j, "actions")), 40);
    json_decref(j);
    assert_memory_equal(ctn_session_state(s), ctn_session_state(t),
                        ctn_state_size(ctn_session_game(s)));
    send_ok_free(t, "{\"cmd\":\"undo\"}");
    expect_error(t, "{\"cmd\":\"load\",\"path\":\"x.json\"}", "bad_argument",
                 "does not open files");
    expect_error(t, "{\"cmd\":\"save\",\"path\":\"x.json\"}", "bad_argument",
                 "does not write files");
    ctn_session_free(t);
    /* failed loads leave the game as it was */
    json_t *bad = json_deep_copy(load);
    json_object_set_new(json_object_get(bad, "replay"), "final_hash",
                        json_string("0000000000000000"));
    char *bad_line = json_dumps(bad, JSON_COMPACT);
    expect_error(s, bad_line, "replay_mismatch", "0000000000000000");
    free(bad_line);
    json_object_set_new(
        json_array_get(json_object_get(json_object_get(bad, "replay"), "actions"), 5), "action",
        json_string("build_city v3"));
    bad_line = json_dumps(bad, JSON_COMPACT);
    expect_error(s, bad_line, "illegal_action", "action 5 ");
    free(bad_line);
    json_decref(bad);
    expect_error(s, "{\"cmd\":\"load\"}", "bad_argument", "either");
    expect_error(s, "{\"cmd\":\"load\",\"replay\":{},\"path\":\"a\"}", "bad_argument", "either");
    expect_error(s, "{\"cmd\":\"load\",\"replay\":[]}", "parse_error", "object");
    expect_error(s, "{\"cmd\":\"load\",\"path\":\"/nonexistent/r.json\"}", "io_error",
                 "/nonexistent/r.json");
    expect_error(s, "{\"cmd\":\"load\",\"path\":7}", "bad_argument", "path");
    /* save to a file and load it back */
    send_ok_free(s, "{\"cmd\":\"save\",\"path\":\"test_io_session.tmp.json\"}");
    send_ok_free(s, NEW4);
    j = send_ok(s, "{\"cmd\":\"load\",\"path\":\"test_io_session.tmp.json\"}");
    assert_string_equal(json_string_value(json_object_get(j, "hash")), hash);
    json_decref(j);
    remove("test_io_session.tmp.json");
    expect_error(s, "{\"cmd\":\"save\",\"path\":\"/nonexistent/dir/out.json\"}", "io_error",
                 "nonexistent");
    free(line);
    json_decref(load);
    json_decref(saved_resp);
    ctn_session_free(s);
}

/* ---- state ---- */

static void test_state(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, NEW4);
    play_setup(s);
    json_t *j = send_ok(s, "{\"cmd\":\"state\"}");
    json_t *state = json_object_get(j, "state");
    assert_string_equal(json_string_value(json_object_get(state, "view")), "all");
    assert_non_null(json_object_get(state, "rng"));
    assert_non_null(json_object_get(j, "hash"));
    /* the full state from the protocol reads back to the session's state */
    char *text = json_dumps(state, JSON_COMPACT);
    const ctn_game *g = ctn_session_game(s);
    ctn_state *back = calloc(1, ctn_state_size(g));
    ctn_error err;
    assert_int_equal(ctn_state_from_json(g, text, strlen(text), back, &err), CTN_OK);
    assert_memory_equal(back, ctn_session_state(s), ctn_state_size(g));
    free(back);
    free(text);
    json_decref(j);
    j = send_ok(s, "{\"cmd\":\"state\",\"view\":2}");
    state = json_object_get(j, "state");
    assert_int_equal(json_integer_value(json_object_get(state, "view")), 2);
    assert_null(json_object_get(state, "rng"));
    assert_null(json_object_get(j, "hash"));
    assert_null(json_object_get(json_array_get(json_object_get(state, "players"), 1), "hand"));
    assert_non_null(json_object_get(json_array_get(json_object_get(state, "players"), 2), "hand"));
    json_decref(j);
    j = send_ok(s, "{\"cmd\":\"state\",\"view\":\"public\"}");
    state = json_object_get(j, "state");
    for (size_t p = 0; p < 4; p++)
        assert_null(json_object_get(json_array_get(json_object_get(state, "players"), p), "hand"));
    json_decref(j);
    expect_error(s, "{\"cmd\":\"state\",\"view\":4}", "bad_argument", "view");
    expect_error(s, "{\"cmd\":\"state\",\"view\":\"god\"}", "bad_argument", "view");
    expect_error(s, "{\"cmd\":\"state\",\"view\":null}", "bad_argument", "view");
    ctn_session_free(s);
}

/* ---- malformed requests and limits ---- */

static void test_malformed(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, NEW4);
    json_decref(play_first(s));
    expect_error(s, "", "parse_error", "invalid JSON");
    expect_error(s, "{\"cmd\":\"legal\"", "parse_error", "invalid JSON");
    expect_error(s, "{\"cmd\":\"legal\"}}", "parse_error", "invalid JSON");
    expect_error(s, "[\"legal\"]", "bad_argument", "JSON object");
    expect_error(s, "\"legal\"", "bad_argument", "JSON object");
    expect_error(s, "{}", "bad_argument", "missing field cmd");
    expect_error(s, "{\"cmd\":5}", "bad_argument", "cmd: expected a string");
    expect_error(s, "{\"cmd\":\"fly\"}", "unknown_command", "unknown command 'fly'");
    expect_error(s, "{\"cmd\":\"legal\",\"cmd\":\"apply\"}", "parse_error", "duplicate");
    expect_error(s, "{\"cmd\":\"hash\",\"verbose\":true}", "bad_argument", "verbose");
    expect_error_len(s, "{\"cmd\":\"he\0lp\"}", 15, "parse_error", "");
    expect_error(s, "{\"cmd\":\"\xff\xfe\"}", "parse_error", "");
    expect_error(s, "{\"cmd\":\"legal\",\"player\":99999999999999999999}", "parse_error", "");
    /* nesting */
    char deep[400];
    strcpy(deep, "{\"cmd\":\"legal\",\"id\":");
    size_t n = strlen(deep);
    for (int i = 0; i < 100; i++) deep[n++] = '[';
    for (int i = 0; i < 100; i++) deep[n++] = ']';
    deep[n++] = '}';
    deep[n] = 0;
    expect_error(s, deep, "too_large", "nested");
    /* brackets inside strings do not count as nesting */
    json_t *j =
        send_ok(s, "{\"cmd\":\"hash\",\"id\":\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"}");
    json_decref(j);
    /* a line over 1 MiB */
    size_t big = (size_t)CTN_IO_LINE_MAX + 10;
    char *line = malloc(big);
    memset(line, ' ', big);
    memcpy(line, "{\"cmd\":\"hash\"}", 14);
    expect_error_len(s, line, big, "too_large", "limit");
    free(line);
    /* errors echo the id when the request parsed */
    j = send(s, "{\"cmd\":\"fly\",\"id\":17}");
    assert_int_equal(json_integer_value(json_object_get(j, "id")), 17);
    json_decref(j);
    ctn_session_free(s);
}

/* Plays whole games through the protocol until the end; afterwards every action is refused. */
static void test_full_game(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    send_ok_free(s, "{\"cmd\":\"new\",\"game\":\"classic\",\"players\":3,\"seed\":8,\"options\":{"
                    "\"vp_to_win\":4}}");
    int terminal = 0;
    ctn_rng rng;
    ctn_rng_seed(&rng, 12);
    for (int i = 0; i < 20000 && !terminal; i++) {
        json_t *j = play_pick(s, &rng);
        terminal = json_is_true(json_object_get(j, "terminal"));
        json_decref(j);
    }
    assert_true(terminal);
    json_t *j = send_ok(s, "{\"cmd\":\"legal\"}");
    assert_int_equal(json_array_size(json_object_get(j, "actions")), 0);
    assert_true(json_is_true(json_object_get(j, "terminal")));
    json_decref(j);
    expect_error(s, "{\"cmd\":\"apply\",\"action\":\"end_turn\"}", "illegal_action", "over");
    expect_error(s, "{\"cmd\":\"step\"}", "not_your_turn", "chance");
    /* the finished game's replay verifies */
    j = send_ok(s, "{\"cmd\":\"save\"}");
    char *text = json_dumps(json_object_get(j, "replay"), JSON_COMPACT);
    ctn_replay *r = NULL;
    ctn_error err;
    assert_int_equal(ctn_replay_from_json(text, strlen(text), &r, &err), CTN_OK);
    assert_int_equal(ctn_replay_play(r, NULL, NULL, NULL, NULL, &err), CTN_OK);
    ctn_replay_free(r);
    free(text);
    json_decref(j);
    ctn_session_free(s);
}

/* A session with a bot limit refuses go for a bot beyond it and leaves the game as it was; one
 * within it answers. */
static void test_bot_limit(void **st) {
    (void)st;
    ctn_session *s = session_new(0);
    const ctn_bot_budget limit = {.iters = 8, .ms = 0, .depth = 40};
    ctn_session_limit_bots(s, &limit);
    send_ok_free(s, NEW4);
    expect_error(s, "{\"cmd\":\"go\",\"bot\":\"mcts\",\"seed\":1}", "bad_argument",
                 "at most iters=8");
    expect_error(s, "{\"cmd\":\"go\",\"bot\":\"mcts:ms=5\",\"seed\":1}", "bad_argument",
                 "clock");
    expect_error(s, "{\"cmd\":\"go\",\"bot\":\"mcts:iters=3,depth=99\"}", "bad_argument",
                 "depth=40");
    json_t *j = send_ok(s, "{\"cmd\":\"go\",\"bot\":\"mcts:iters=8\",\"seed\":1}");
    assert_non_null(json_object_get(j, "action"));
    json_decref(j);
    ctn_session_free(s);
}

/* ctn_session_set_position: refused without a game and for a state that fails the rule set's
 * check (nothing changes); a state of another game of the same spec is taken, undo stops there, save refuses. */
static void test_set_position(void **st) {
    (void)st;
    ctn_error err;
    ctn_session *s = session_new(0), *other = session_new(0);
    send_ok_free(other, NEW4);
    play_setup(other);
    const ctn_game *og = ctn_session_game(other);
    size_t size = ctn_state_size(og);
    assert_int_equal(ctn_session_set_position(s, ctn_session_state(other), &err), CTN_E_STATE);
    assert_non_null(strstr(err.message, "no game"));
    send_ok_free(s, NEW4);
    const ctn_game *g = ctn_session_game(s);
    uint64_t start = ctn_state_hash(g, ctn_session_state(s));
    ctn_state *bad = malloc(size); /* a state of the game with a card more in the bank */
    memcpy(bad, ctn_session_state(other), size);
    ((ctn_classic_state *)bad)->bank[0]++;
    assert_int_equal(ctn_session_set_position(s, bad, &err), CTN_E_STATE);
    assert_non_null(strstr(err.message, "inconsistent"));
    assert_true(ctn_state_hash(g, ctn_session_state(s)) == start);
    free(bad);
    assert_int_equal(ctn_session_set_position(s, ctn_session_state(other), &err), CTN_OK);
    assert_memory_equal(ctn_session_state(s), ctn_session_state(other), size);
    static const char *const refused[] = {"{\"cmd\":\"undo\"}", "{\"cmd\":\"save\"}"};
    for (int i = 0; i < 2; i++) { /* (expect_error saves, which a position refuses) */
        json_t *j = send_len(s, refused[i], strlen(refused[i]));
        assert_false(json_is_true(json_object_get(j, "ok")));
        const char *msg = json_string_value(
            json_object_get(json_object_get(j, "error"), "message"));
        assert_non_null(msg);
        assert_non_null(strstr(msg, "position"));
        json_decref(j);
    }
    json_decref(play_first(s)); /* play goes on from it */
    ctn_session_free(s);
    ctn_session_free(other);
}

/* Random junk and random edits of valid requests: always one JSON answer, never a crash. */
static void test_fuzz(void **st) {
    (void)st;
    static const char *const seeds[] = {
        NEW4,
        "{\"cmd\":\"legal\",\"offers\":true}",
        "{\"cmd\":\"apply\",\"action\":\"roll\"}",
        "{\"cmd\":\"step\"}",
        "{\"cmd\":\"undo\"}",
        "{\"cmd\":\"state\",\"view\":1}",
        "{\"cmd\":\"apply\",\"action\":\"build_road e3\",\"player\":0}",
        "{\"cmd\":\"save\"}",
        "{\"cmd\":\"load\",\"replay\":{\"format\":\"catan-replay\",\"version\":1,\"game\":"
        "\"classic\","
        "\"players\":2,\"actions\":[{\"player\":0,\"action\":\"build_settlement v0\"}]}}"};
    ctn_session *s = session_new(0);
    ctn_rng rng;
    ctn_rng_seed(&rng, 77);
    char buf[512];
    for (int i = 0; i < 20000; i++) {
        const char *src = seeds[ctn_rng_below(&rng, sizeof seeds / sizeof *seeds)];
        size_t n = strlen(src);
        memcpy(buf, src, n);
        int edits = (int)ctn_rng_below(&rng, 4);
        for (int k = 0; k < edits && n; k++) {
            size_t at = ctn_rng_below(&rng, (uint32_t)n);
            switch (ctn_rng_below(&rng, 3)) {
            case 0:
                buf[at] = (char)ctn_rng_below(&rng, 256);
                break;
            case 1:
                memmove(buf + at, buf + at + 1, n - at - 1), n--;
                break;
            default:
                if (n + 1 < sizeof buf) {
                    memmove(buf + at + 1, buf + at, n - at);
                    buf[at] = "{}[]\",:0a-9 "[ctn_rng_below(&rng, 12)];
                    n++;
                }
            }
        }
        char *resp = ctn_session_handle(s, buf, n);
        assert_non_null(resp);
        json_error_t e;
        json_t *j = json_loads(resp, 0, &e);
        assert_non_null(j);
        assert_true(json_is_boolean(json_object_get(j, "ok")));
        if (!json_is_true(json_object_get(j, "ok")))
            assert_true(json_is_string(json_object_get(json_object_get(j, "error"), "message")));
        json_decref(j);
        ctn_io_free(resp);
    }
    /* any number as an action is answered (never applied unless legal) */
    for (int i = 0; i < 20000; i++) {
        if (i % 500 == 0) send_ok_free(s, NEW4);
        snprintf(buf, sizeof buf, "{\"cmd\":\"apply\",\"action\":%u}",
                 (unsigned)ctn_rng_next(&rng));
        if (i % 3 == 0)
            snprintf(buf, sizeof buf, "{\"cmd\":\"apply\",\"action\":%u}",
                     (unsigned)ctn_rng_below(&rng, 1u << 16));
        json_decref(send(s, buf));
    }
    /* a message that cuts quoted UTF-8 text mid-character still makes a valid JSON string */
    json_t *j =
        send(s, "{\"cmd\":\"new\",\"players\":4,\"game\":"
                "\"a\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9"
                "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\"}");
    assert_true(json_is_string(json_object_get(json_object_get(j, "error"), "message")));
    json_decref(j);
    ctn_session_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_game),       cmocka_unit_test(test_new),
        cmocka_unit_test(test_legal),         cmocka_unit_test(test_apply),
        cmocka_unit_test(test_simultaneous),  cmocka_unit_test(test_undo),
        cmocka_unit_test(test_history_limit), cmocka_unit_test(test_save_load),
        cmocka_unit_test(test_state),         cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_full_game),     cmocka_unit_test(test_fuzz),
        cmocka_unit_test(test_bot_limit),     cmocka_unit_test(test_set_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
