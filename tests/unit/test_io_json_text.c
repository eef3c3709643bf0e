/* test_io_json_text.c — the library's compact JSON writer (src/io/json_text.c) writes the same
 * text as jansson's json_dumps(JSON_COMPACT | JSON_ENCODE_ANY): hand-picked values (escapes,
 * UTF-8, integer limits, reals of every shape) and random trees of them; a real that is not
 * finite is written null; the buffer forms append and reuse as documented. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/rng.h"
#include "io/io_internal.h"

/* The writer's text equals jansson's. */
static void same_as_jansson(const json_t *v) {
    char *ours = io_json_text(v);
    char *theirs = json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY);
    assert_non_null(ours);
    assert_non_null(theirs);
    assert_string_equal(ours, theirs);
    free(ours);
    free(theirs);
}

static void test_scalars(void **st) {
    (void)st;
    static const double reals[] = {0.0,    -0.0,   1.0,     -2.0,    0.1,       1.5,
                                   1e20,   1e21,   1e-7,    -3e-300, 1.7976931348623157e308,
                                   123456789.0, 0.30000000000000004, 5e-324, 2.5e15, 1e100};
    for (size_t i = 0; i < sizeof reals / sizeof reals[0]; i++) {
        json_t *r = json_real(reals[i]);
        same_as_jansson(r);
        json_decref(r);
    }
    static const json_int_t ints[] = {0, 1, -1, 42, INT64_MAX, INT64_MIN, 1000000007};
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        json_t *n = json_integer(ints[i]);
        same_as_jansson(n);
        json_decref(n);
    }
    static const char *const strings[] = {"",          "plain",         "quote \" and \\ slash /",
                                          "\b\f\n\r\t", "\x01\x1f\x7f", "Köln – 🎲 ünïcode",
                                          "tab\there"};
    for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++) {
        json_t *s = json_string(strings[i]);
        assert_non_null(s);
        same_as_jansson(s);
        json_decref(s);
    }
    json_t *embedded = json_stringn("a\0b", 3); /* a NUL inside a string */
    same_as_jansson(embedded);
    json_decref(embedded);
    json_t *t = json_true(), *f = json_false(), *n = json_null();
    same_as_jansson(t);
    same_as_jansson(f);
    same_as_jansson(n);
    json_t *o = json_object(), *a = json_array();
    same_as_jansson(o);
    same_as_jansson(a);
    json_decref(o);
    json_decref(a);
}

static void test_not_finite(void **st) {
    (void)st;
    json_t *a = json_array();
    json_array_append_new(a, json_real(1.0));
    json_array_append_new(a, json_real(INFINITY));
    json_array_append_new(a, json_real(NAN));
    if (json_array_size(a) == 3) { /* jansson may refuse to hold them at all */
        char *text = io_json_text(a);
        assert_string_equal(text, "[1.0,null,null]");
        free(text);
    }
    json_decref(a);
}

/* A random value of at most `depth` levels. */
static json_t *random_value(ctn_rng *rng, int depth) {
    static const char *const words[] = {"a", "key", "é", "x\"y", "line\nbreak", "0", ""};
    uint32_t kind = ctn_rng_below(rng, depth > 0 ? 8 : 6);
    switch (kind) {
    case 0: return json_integer((json_int_t)ctn_rng_next(rng));
    case 1: return json_real((double)(int32_t)ctn_rng_next(rng) / (double)(1 + ctn_rng_below(rng, 1000)));
    case 2: return json_string(words[ctn_rng_below(rng, 7)]);
    case 3: return json_true();
    case 4: return json_false();
    case 5: return json_null();
    case 6: {
        json_t *a = json_array();
        for (uint32_t i = ctn_rng_below(rng, 5); i > 0; i--)
            json_array_append_new(a, random_value(rng, depth - 1));
        return a;
    }
    default: {
        json_t *o = json_object();
        for (uint32_t i = ctn_rng_below(rng, 5); i > 0; i--)
            json_object_set_new(o, words[ctn_rng_below(rng, 7)], random_value(rng, depth - 1));
        return o;
    }
    }
}

static void test_random_trees(void **st) {
    (void)st;
    ctn_rng rng;
    ctn_rng_seed(&rng, 2026);
    for (int i = 0; i < 2000; i++) {
        json_t *v = random_value(&rng, 4);
        same_as_jansson(v);
        json_decref(v);
    }
}

static void test_buffers(void **st) {
    (void)st;
    char *buf = NULL;
    size_t cap = 0;
    json_t *v = json_pack("{s:i,s:[b,n]}", "n", 3, "l", 1);
    size_t len = io_json_text_into(v, &buf, &cap);
    assert_int_equal(len, strlen("{\"n\":3,\"l\":[true,null]}"));
    assert_string_equal(buf, "{\"n\":3,\"l\":[true,null]}");
    len = io_text_append(&buf, &cap, 0, "{", 1);
    len = io_json_member_into("k", v, &buf, &cap, len);
    len = io_text_append(&buf, &cap, len, "}", 1);
    assert_string_equal(buf, "{\"k\":{\"n\":3,\"l\":[true,null]}}");
    assert_int_equal(len, strlen(buf));
    json_decref(v);
    free(buf);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scalars),
        cmocka_unit_test(test_not_finite),
        cmocka_unit_test(test_random_trees),
        cmocka_unit_test(test_buffers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
