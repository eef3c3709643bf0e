/* test_ws_load_json.c — the load client's reads of server messages (bench/load/ws_load_json.c):
 * legal texts and integer fields found among the top-level members only, nested look-alikes
 * skipped, escapes kept, malformed messages refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ws_load_json.h"

#define LEN(s) (sizeof(s) - 1)

static void test_legal_texts(void **st) {
    (void)st;
    /* A decoy "legal" inside an earlier member, a text with an escaped quote and a bracket, an
     * entry without text, other fields beside the text. */
    static const char msg[] =
        "{\"event\":\"update\",\"applied\":[{\"legal\":[{\"text\":\"decoy\"}]}],\"actions\":42,"
        "\"legal\":[{\"text\":\"build_road e3\"},{\"id\":7},{\"kind\":\"x\",\"text\":\"say \\\"]\\\"\"},"
        " {\"text\":\"end_turn\"}],\"summary\":{\"actions\":9}}";
    wl_text_list t;
    assert_int_equal(wl_legal_texts(msg, LEN(msg), &t), 0);
    assert_int_equal(t.count, 3);
    assert_int_equal(t.len[0], LEN("build_road e3"));
    assert_memory_equal(t.at[0], "build_road e3", t.len[0]);
    assert_int_equal(t.len[1], LEN("say \\\"]\\\""));
    assert_memory_equal(t.at[1], "say \\\"]\\\"", t.len[1]);
    assert_memory_equal(t.at[2], "end_turn", t.len[2]);
    wl_text_list_free(&t);

    assert_false(wl_true_field(msg, LEN(msg), "terminal"));
    static const char over[] = "{\"summary\":{\"terminal\":false},\"terminal\":true}";
    assert_true(wl_true_field(over, LEN(over), "terminal"));
    static const char nested[] = "{\"summary\":{\"terminal\":true},\"terminal\":false}";
    assert_false(wl_true_field(nested, LEN(nested), "terminal"));

    long actions = 0;
    assert_int_equal(wl_int_field(msg, LEN(msg), "actions", &actions), 0);
    assert_int_equal(actions, 42); /* the top-level one, not the summary's 9 */
}

static void test_empty_and_missing(void **st) {
    (void)st;
    static const char empty[] = "{\"actions\":0,\"legal\":[]}";
    wl_text_list t;
    assert_int_equal(wl_legal_texts(empty, LEN(empty), &t), 0);
    assert_int_equal(t.count, 0);
    wl_text_list_free(&t);
    static const char none[] = "{\"summary\":{\"legal\":[{\"text\":\"x\"}]}}";
    assert_int_equal(wl_legal_texts(none, LEN(none), &t), -1);
    wl_text_list_free(&t);
    long v;
    assert_int_equal(wl_int_field(none, LEN(none), "actions", &v), -1);
    static const char text_value[] = "{\"actions\":\"7\"}";
    assert_int_equal(wl_int_field(text_value, LEN(text_value), "actions", &v), -1);
}

static void test_malformed(void **st) {
    (void)st;
    static const char *bad[] = {
        "{\"legal\":[{\"text\":\"unterminated}]}",
        "{\"legal\":[{\"text\":\"a\"}",
        "{\"legal\"[]}",
        "[\"legal\",[]]",
        "",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wl_text_list t;
        assert_int_equal(wl_legal_texts(bad[i], strlen(bad[i]), &t), -1);
        wl_text_list_free(&t);
    }
    /* A message cut short is read only up to its length. */
    static const char msg[] = "{\"legal\":[{\"text\":\"a\"}]}";
    wl_text_list t;
    assert_int_equal(wl_legal_texts(msg, LEN(msg) - 2, &t), -1);
    wl_text_list_free(&t);
}

static void test_error_code(void **st) {
    (void)st;
    static const char refused[] =
        "{\"ok\":false,\"cmd\":\"apply\",\"error\":{\"message\":\"no\",\"code\":\"illegal_action\"}}";
    const char *code;
    size_t len;
    assert_int_equal(wl_error_code(refused, LEN(refused), &code, &len), 0);
    assert_int_equal(len, LEN("illegal_action"));
    assert_memory_equal(code, "illegal_action", len);
    assert_true(wl_has(refused, LEN(refused), "\"cmd\":\"apply\""));
    assert_false(wl_has(refused, LEN(refused), "\"ok\":true"));
    static const char fine[] = "{\"ok\":true,\"cmd\":\"apply\"}";
    assert_int_equal(wl_error_code(fine, LEN(fine), &code, &len), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_texts),
        cmocka_unit_test(test_empty_and_missing),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_error_code),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
