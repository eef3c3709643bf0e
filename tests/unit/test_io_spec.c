/* test_io_spec.c — game set-ups from JSON: rule set, players, seeds (64-bit), board kinds and
 * options in every accepted form; every rejection with its code and a message naming the field
 * or option; spec -> JSON -> spec round trips.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"

static ctn_game_spec parse_ok(const char *text) {
    ctn_game_spec spec;
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_game_spec_from_json(text, strlen(text), &spec, &err);
    if (st != CTN_OK) fprintf(stderr, "%s -> %s\n", text, err.message);
    assert_int_equal(st, CTN_OK);
    return spec;
}

static int32_t option_value(const ctn_game_spec *spec, const char *name) {
    for (int i = 0; i < spec->num_options; i++)
        if (strcmp(spec->options[i].name, name) == 0) return spec->options[i].value;
    return -999;
}

static void test_defaults(void **st) {
    (void)st;
    ctn_game_spec s = parse_ok("{\"game\":\"classic\",\"players\":3}");
    assert_ptr_equal(s.rules, &ctn_classic_rules);
    assert_int_equal(s.num_players, 3);
    assert_true(s.seed == 0);
    assert_int_equal(s.board_kind, CTN_BOARD_DEFAULT);
    assert_int_equal(s.num_options, 0);
}

static void test_seeds(void **st) {
    (void)st;
    ctn_game_spec s = parse_ok("{\"game\":\"classic\",\"players\":4,\"seed\":9223372036854775807}");
    assert_true(s.seed == 9223372036854775807ull);
    s = parse_ok("{\"game\":\"classic\",\"players\":4,\"seed\":\"18446744073709551615\"}");
    assert_true(s.seed == UINT64_MAX);
    s = parse_ok("{\"game\":\"classic\",\"players\":4,\"seed\":\"12345678901234567890\"}");
    assert_true(s.seed == 12345678901234567890ull);
    /* written back: integers where they fit, strings above 2^63 */
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_spec_to_json(&s, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"seed\":\"12345678901234567890\""));
    ctn_game_spec back = parse_ok(text);
    assert_true(back.seed == s.seed);
    ctn_io_free(text);
}

static void test_options_forms(void **st) {
    (void)st;
    ctn_game_spec s =
        parse_ok("{\"game\":\"classic\",\"players\":6,\"options\":{\"tie_returns_card\":true,"
                 "\"turn_mode\":\"paired\",\"vp_to_win\":12,\"red_adjacent\":\"true\",\"discard_"
                 "limit\":\"9\","
                 "\"progress_return\":1,\"spiral\":\"cw\"}}");
    assert_int_equal(s.num_options, 7);
    assert_int_equal(option_value(&s, "tie_returns_card"), 1);
    assert_int_equal(option_value(&s, "turn_mode"), 1);
    assert_int_equal(option_value(&s, "vp_to_win"), 12);
    assert_int_equal(option_value(&s, "red_adjacent"), 1);
    assert_int_equal(option_value(&s, "discard_limit"), 9);
    assert_int_equal(option_value(&s, "progress_return"), 1);
    assert_int_equal(option_value(&s, "spiral"), 1);
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_spec_create(&s, &g, &err), CTN_OK);
    assert_int_equal(g->option_values[CL_OPT_TURN_MODE], 1);
    assert_int_equal(g->option_values[CL_OPT_VP_TO_WIN], 12);
    ctn_game_free(g);
}

static void test_round_trip(void **st) {
    (void)st;
    ctn_game_spec s =
        parse_ok("{\"game\":\"classic\",\"players\":5,\"seed\":77,\"board\":\"random\","
                 "\"options\":{\"bank_shortage\":\"strict\",\"turn_limit\":40}}");
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_spec_to_json(&s, &text, &err), CTN_OK);
    ctn_game_spec b = parse_ok(text);
    assert_int_equal(b.num_players, 5);
    assert_true(b.seed == 77);
    assert_int_equal(b.board_kind, CTN_BOARD_RANDOM);
    assert_int_equal(b.num_options, CL_OPT_CLASSIC_COUNT); /* every option written explicitly */
    assert_int_equal(option_value(&b, "bank_shortage"), 1);
    assert_int_equal(option_value(&b, "turn_limit"), 40);
    assert_int_equal(option_value(&b, "vp_to_win"), 10);
    /* both make the same game */
    ctn_game *ga = NULL, *gb = NULL;
    assert_int_equal(ctn_game_spec_create(&s, &ga, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&b, &gb, &err), CTN_OK);
    assert_memory_equal(ga->option_values, gb->option_values, sizeof ga->option_values);
    ctn_state *x = calloc(1, ctn_state_size(ga)), *y = calloc(1, ctn_state_size(gb));
    ctn_game_init_state(ga, x, s.seed);
    ctn_game_init_state(gb, y, b.seed);
    assert_memory_equal(x, y, ctn_state_size(ga));
    free(x);
    free(y);
    ctn_game_free(ga);
    ctn_game_free(gb);
    ctn_io_free(text);
}

static void expect_error(const char *text, ctn_status code, const char *fragment) {
    ctn_game_spec spec;
    memset(&spec, 0x21, sizeof spec);
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_game_spec_from_json(text, strlen(text), &spec, &err);
    if (st != code || !strstr(err.message, fragment))
        fprintf(stderr, "%s -> %s: %s\n", text, ctn_status_name(st), err.message);
    assert_int_equal(st, code);
    assert_non_null(strstr(err.message, fragment));
    unsigned char *p = (unsigned char *)&spec;
    for (size_t i = 0; i < sizeof spec; i++) assert_int_equal(p[i], 0x21);
}

static void test_errors(void **st) {
    (void)st;
    expect_error("{\"players\":4}", CTN_E_ARGUMENT, "missing field game");
    expect_error("{\"game\":\"chess\",\"players\":4}", CTN_E_UNKNOWN_GAME, "chess");
    expect_error("{\"game\":7,\"players\":4}", CTN_E_ARGUMENT, "game: expected a string");
    expect_error("{\"game\":\"classic\"}", CTN_E_ARGUMENT, "players");
    expect_error("{\"game\":\"classic\",\"players\":13}", CTN_E_ARGUMENT,
                 "players: 13 is not between 2 and 12");
    expect_error("{\"game\":\"classic\",\"players\":\"4\"}", CTN_E_ARGUMENT, "players");
    expect_error("{\"game\":\"classic\",\"players\":4.0}", CTN_E_ARGUMENT, "players");
    expect_error("{\"game\":\"classic\",\"players\":4,\"seed\":-1}", CTN_E_ARGUMENT, "seed");
    expect_error("{\"game\":\"classic\",\"players\":4,\"seed\":\"18446744073709551616\"}",
                 CTN_E_ARGUMENT, "seed");
    expect_error("{\"game\":\"classic\",\"players\":4,\"seed\":\"12x\"}", CTN_E_ARGUMENT, "seed");
    expect_error("{\"game\":\"classic\",\"players\":4,\"seed\":1.5}", CTN_E_ARGUMENT, "seed");
    expect_error("{\"game\":\"classic\",\"players\":4,\"seed\":99999999999999999999}", CTN_E_PARSE,
                 "");
    expect_error("{\"game\":\"classic\",\"players\":4,\"board\":\"square\"}", CTN_E_BOARD, "board");
    expect_error("{\"game\":\"classic\",\"players\":4,\"board\":{\"hexes\":[]}}", CTN_E_BOARD,
                 "hex");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":[]}", CTN_E_OPTION, "options");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"speed\":1}}", CTN_E_OPTION,
                 "unknown option 'speed' for classic");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"vp_to_win\":2}}", CTN_E_OPTION,
                 "'vp_to_win' must be between 3 and 20");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"vp_to_win\":true}}",
                 CTN_E_OPTION, "'vp_to_win' takes an integer");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"vp_to_win\":\"ten\"}}",
                 CTN_E_OPTION, "vp_to_win");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"tie_returns_card\":\"yes\"}}",
                 CTN_E_OPTION, "tie_returns_card");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"tie_returns_card\":2}}",
                 CTN_E_OPTION, "tie_returns_card");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"turn_mode\":\"fast\"}}",
                 CTN_E_OPTION, "special_build, paired");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"turn_mode\":1}}", CTN_E_OPTION,
                 "turn_mode");
    expect_error("{\"game\":\"classic\",\"players\":4,\"options\":{\"turn_mode\":null}}",
                 CTN_E_OPTION, "turn_mode");
}

/* The rule set refuses some combinations only when the game is made. */
static void test_create_errors(void **st) {
    (void)st;
    const char *text = "{\"game\":\"classic\",\"players\":5,\"board\":\"beginner\"}";
    ctn_game_spec spec;
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_spec_from_json(text, strlen(text), &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_E_BOARD);
    assert_null(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),      cmocka_unit_test(test_seeds),
        cmocka_unit_test(test_options_forms), cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_errors),        cmocka_unit_test(test_create_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
