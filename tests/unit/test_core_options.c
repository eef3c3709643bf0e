/* test_core_options.c — unit tests of option parsing and checking (src/core/game.c):
 * ctn_option_parse for bool, int and enum options with their error messages, ctn_option_index, and
 * the option checks ctn_game_new makes, through a minimal stand-in rule set. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/game.h"

static const char *const BOARD_MODES[] = {"fixed", "random", "paired", NULL};

static const ctn_option_spec OPTIONS[] = {
    {"friendly_robber", CTN_OPT_BOOL, 0, 0, 1, NULL, "robber spares small players"},
    {"target", CTN_OPT_INT, 10, 3, 20, NULL, "victory points to win"},
    {"board_mode", CTN_OPT_ENUM, 1, 0, 0, BOARD_MODES, "how numbers are placed"},
    {"offset", CTN_OPT_INT, 0, -5, 5, NULL, "a range below zero"},
};
enum { NUM_OPTIONS = sizeof OPTIONS / sizeof OPTIONS[0] };

/* Parses text for option `opt` and expects success with `want`. */
static void parse_ok(int opt, const char *text, int32_t want) {
    ctn_error err = {CTN_OK, ""};
    int32_t value = -999;
    ctn_status st = ctn_option_parse(&OPTIONS[opt], text, &value, &err);
    if (st != CTN_OK) fail_msg("'%s' for %s: %s", text, OPTIONS[opt].name, err.message);
    assert_int_equal(value, want);
}

/* Parses text for option `opt` and expects CTN_E_OPTION with exactly `message`. */
static void parse_fails(int opt, const char *text, const char *message) {
    ctn_error err = {CTN_OK, ""};
    int32_t value = -999;
    assert_int_equal(ctn_option_parse(&OPTIONS[opt], text, &value, &err), CTN_E_OPTION);
    assert_int_equal(err.status, CTN_E_OPTION);
    assert_string_equal(err.message, message);
    assert_int_equal(value, -999); /* untouched on failure */
}

static void test_parse_bool(void **state) {
    (void)state;
    parse_ok(0, "true", 1);
    parse_ok(0, "1", 1);
    parse_ok(0, "false", 0);
    parse_ok(0, "0", 0);
    parse_fails(0, "yes", "option 'friendly_robber' takes true or false, not 'yes'");
    parse_fails(0, "", "option 'friendly_robber' takes true or false, not ''");
    parse_fails(0, "TRUE", "option 'friendly_robber' takes true or false, not 'TRUE'");
}

static void test_parse_int(void **state) {
    (void)state;
    parse_ok(1, "3", 3);
    parse_ok(1, "20", 20);
    parse_ok(1, "13", 13);
    parse_ok(3, "-5", -5);
    parse_ok(3, "0", 0);
    parse_fails(1, "2", "option 'target' must be between 3 and 20, not 2");
    parse_fails(1, "21", "option 'target' must be between 3 and 20, not 21");
    parse_fails(3, "-6", "option 'offset' must be between -5 and 5, not -6");
    parse_fails(1, "", "option 'target' takes an integer, not ''");
    parse_fails(1, "ten", "option 'target' takes an integer, not 'ten'");
    parse_fails(1, "7x", "option 'target' takes an integer, not '7x'");
    parse_fails(1, "7 ", "option 'target' takes an integer, not '7 '");
    /* far out of range: still a range error, never a wrapped value */
    ctn_error err = {CTN_OK, ""};
    int32_t value = -999;
    assert_int_equal(ctn_option_parse(&OPTIONS[1], "99999999999999999999", &value, &err),
                     CTN_E_OPTION);
    assert_non_null(strstr(err.message, "must be between 3 and 20"));
    assert_int_equal(ctn_option_parse(&OPTIONS[1], "4294967306", &value, &err), CTN_E_OPTION);
    assert_int_equal(value, -999);
}

static void test_parse_enum(void **state) {
    (void)state;
    parse_ok(2, "fixed", 0);
    parse_ok(2, "random", 1);
    parse_ok(2, "paired", 2);
    parse_fails(2, "PAIRED",
                "option 'board_mode' takes one of fixed, random, paired, not 'PAIRED'");
    parse_fails(2, "", "option 'board_mode' takes one of fixed, random, paired, not ''");
    parse_fails(2, "2", "option 'board_mode' takes one of fixed, random, paired, not '2'");
}

/* ---- ctn_option_index and ctn_game_new's checks, through a stand-in rule set ---- */

static ctn_status stub_setup(ctn_game *game, const ctn_game_config *cfg, ctn_error *err) {
    (void)cfg;
    game->data = malloc(16); /* freed by teardown, also when setup fails below */
    if (!game->data) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (game->option_values[3] == 5) return ctn_error_set(err, CTN_E_ARGUMENT, "setup refused");
    return CTN_OK;
}

static void stub_teardown(ctn_game *game) {
    free(game->data);
}

static const ctn_ruleset STUB = {
    .name = "stub",
    .title = "Stand-in rule set",
    .state_size = 64,
    .min_players = 2,
    .max_players = 4,
    .num_options = NUM_OPTIONS,
    .options = OPTIONS,
    .game_setup = stub_setup,
    .game_teardown = stub_teardown,
};

static void test_option_index(void **state) {
    (void)state;
    assert_int_equal(ctn_option_index(&STUB, "friendly_robber"), 0);
    assert_int_equal(ctn_option_index(&STUB, "board_mode"), 2);
    assert_int_equal(ctn_option_index(&STUB, "offset"), 3);
    assert_int_equal(ctn_option_index(&STUB, "nope"), -1);
    assert_int_equal(ctn_option_index(&STUB, ""), -1);
}

static ctn_game_config config(int players) {
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    cfg.board_kind = CTN_BOARD_DEFAULT;
    return cfg;
}

static void new_fails(const ctn_game_config *cfg, ctn_status want, const char *message) {
    ctn_error err = {CTN_OK, ""};
    ctn_game *game = (ctn_game *)&err; /* must be reset to NULL */
    assert_int_equal(ctn_game_new(&STUB, cfg, &game, &err), want);
    assert_null(game);
    assert_int_equal(err.status, want);
    assert_string_equal(err.message, message);
}

static void test_game_new_defaults_and_values(void **state) {
    (void)state;
    ctn_game_config cfg = config(3);
    ctn_error err = {CTN_OK, ""};
    ctn_game *game = NULL;
    assert_int_equal(ctn_game_new(&STUB, &cfg, &game, &err), CTN_OK);
    assert_non_null(game);
    assert_ptr_equal(game->rules, &STUB);
    assert_int_equal(game->num_players, 3);
    for (int i = 0; i < NUM_OPTIONS; i++)
        assert_int_equal(game->option_values[i], OPTIONS[i].default_value);
    ctn_game_free(game);

    cfg.num_options = 3;
    cfg.options[0] = (ctn_option_value){"board_mode", 2};
    cfg.options[1] = (ctn_option_value){"target", 12};
    cfg.options[2] = (ctn_option_value){"friendly_robber", 1};
    assert_int_equal(ctn_game_new(&STUB, &cfg, &game, &err), CTN_OK);
    assert_int_equal(game->option_values[0], 1);
    assert_int_equal(game->option_values[1], 12);
    assert_int_equal(game->option_values[2], 2);
    assert_int_equal(game->option_values[3], 0);
    ctn_game_free(game);
    ctn_game_free(NULL);
}

static void test_game_new_errors(void **state) {
    (void)state;
    ctn_game_config cfg = config(1);
    new_fails(&cfg, CTN_E_ARGUMENT, "stub is for 2 to 4 players, not 1");
    cfg = config(5);
    new_fails(&cfg, CTN_E_ARGUMENT, "stub is for 2 to 4 players, not 5");

    cfg = config(2);
    cfg.board_kind = CTN_BOARD_EXPLICIT;
    new_fails(&cfg, CTN_E_BOARD, "an explicit board needs a board description");

    cfg = config(2);
    cfg.num_options = CTN_MAX_OPTIONS + 1;
    new_fails(&cfg, CTN_E_OPTION, "too many options");

    cfg = config(2);
    cfg.num_options = 1;
    cfg.options[0] = (ctn_option_value){"colour", 1};
    new_fails(&cfg, CTN_E_OPTION, "unknown option 'colour' for stub");
    cfg.options[0] = (ctn_option_value){"target", 21};
    new_fails(&cfg, CTN_E_OPTION, "option 'target' must be between 3 and 20, not 21");
    cfg.options[0] = (ctn_option_value){"friendly_robber", 2};
    new_fails(&cfg, CTN_E_OPTION, "option 'friendly_robber' must be between 0 and 1, not 2");
    cfg.options[0] = (ctn_option_value){"board_mode", 3};
    new_fails(&cfg, CTN_E_OPTION, "option 'board_mode' must be between 0 and 2, not 3");
    cfg.options[0] = (ctn_option_value){"board_mode", -1};
    new_fails(&cfg, CTN_E_OPTION, "option 'board_mode' must be between 0 and 2, not -1");

    /* A failing setup is reported as is, and what it allocated is freed (ASan's leak check). */
    cfg.options[0] = (ctn_option_value){"offset", 5};
    new_fails(&cfg, CTN_E_ARGUMENT, "setup refused");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_bool),
        cmocka_unit_test(test_parse_int),
        cmocka_unit_test(test_parse_enum),
        cmocka_unit_test(test_option_index),
        cmocka_unit_test(test_game_new_defaults_and_values),
        cmocka_unit_test(test_game_new_errors),
    };
    return cmocka_run_group_tests_name("core_options", tests, NULL, NULL);
}
