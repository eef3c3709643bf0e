/* test_core_status.c — unit tests of status codes and the error record (src/core/status.c):
 * every code has a distinct, stable snake_case name, and ctn_error_set formats, truncates and
 * accepts a NULL record. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "catan/status.h"

static void test_names_stable(void **state) {
    (void)state;
    /* These names are part of the protocol: scripts match on them. */
    assert_string_equal(ctn_status_name(CTN_OK), "ok");
    assert_string_equal(ctn_status_name(CTN_E_ARGUMENT), "bad_argument");
    assert_string_equal(ctn_status_name(CTN_E_PARSE), "parse_error");
    assert_string_equal(ctn_status_name(CTN_E_ILLEGAL), "illegal_action");
    assert_string_equal(ctn_status_name(CTN_E_NOT_YOUR_TURN), "not_your_turn");
    assert_string_equal(ctn_status_name(CTN_E_OPTION), "bad_option");
    assert_string_equal(ctn_status_name(CTN_E_BOARD), "bad_board");
    assert_string_equal(ctn_status_name(CTN_E_STATE), "bad_state");
    assert_string_equal(ctn_status_name(CTN_E_UNKNOWN_GAME), "unknown_game");
    assert_string_equal(ctn_status_name(CTN_E_NO_GAME), "no_game");
    assert_string_equal(ctn_status_name(CTN_E_IO), "io_error");
    assert_string_equal(ctn_status_name(CTN_E_LIMIT), "too_large");
    assert_string_equal(ctn_status_name(CTN_E_MISMATCH), "replay_mismatch");
    assert_string_equal(ctn_status_name(CTN_E_NOTHING_TO_UNDO), "nothing_to_undo");
}

static void test_names_complete_and_distinct(void **state) {
    (void)state;
    for (int i = 0; i < CTN_STATUS_COUNT; i++) {
        const char *name = ctn_status_name((ctn_status)i);
        assert_non_null(name);
        assert_true(strlen(name) > 0);
        assert_string_not_equal(name, "unknown_error");
        for (const char *c = name; *c; c++)
            if (!((*c >= 'a' && *c <= 'z') || *c == '_')) fail_msg("status %d: name '%s'", i, name);
        for (int j = 0; j < i; j++) assert_string_not_equal(name, ctn_status_name((ctn_status)j));
    }
    assert_string_equal(ctn_status_name(CTN_STATUS_COUNT), "unknown_error");
    assert_string_equal(ctn_status_name((ctn_status)1000), "unknown_error");
    assert_string_equal(ctn_status_name((ctn_status)-1), "unknown_error");
}

static void test_error_set(void **state) {
    (void)state;
    ctn_error err = {CTN_OK, ""};
    assert_int_equal(ctn_error_set(&err, CTN_E_PARSE, "line %d: '%s'", 3, "xyz"), CTN_E_PARSE);
    assert_int_equal(err.status, CTN_E_PARSE);
    assert_string_equal(err.message, "line 3: 'xyz'");
    /* A NULL record is allowed: the status still comes back. */
    assert_int_equal(ctn_error_set(NULL, CTN_E_IO, "ignored %d", 1), CTN_E_IO);
    /* Long messages are cut to fit, always terminated. */
    char long_text[1000];
    memset(long_text, 'x', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = '\0';
    ctn_error_set(&err, CTN_E_LIMIT, "%s", long_text);
    assert_int_equal(strlen(err.message), CTN_ERROR_MESSAGE_MAX - 1);
    assert_int_equal(err.status, CTN_E_LIMIT);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names_stable),
        cmocka_unit_test(test_names_complete_and_distinct),
        cmocka_unit_test(test_error_set),
    };
    return cmocka_run_group_tests_name("core_status", tests, NULL, NULL);
}
