/* test_core_bitset.c — unit tests of the fixed-size bitsets (include/catan/bitset.h) over 2 and
 * 16 words: set, test, clear, count, any, or, andnot, lowest bit and CTN_FOR_EACH_BIT, checked
 * against a plain array of flags. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bitset.h"
#include "catan/rng.h"

enum { MAX_WORDS = 16, MAX_BITS = MAX_WORDS * 64 };

static void test_words_macro(void **state) {
    (void)state;
    assert_int_equal(CTN_WORDS(1), 1);
    assert_int_equal(CTN_WORDS(64), 1);
    assert_int_equal(CTN_WORDS(65), 2);
    assert_int_equal(CTN_WORDS(128), 2);
    assert_int_equal(CTN_WORDS(1024), 16);
}

static void test_lowest_bit(void **state) {
    (void)state;
    assert_int_equal(ctn_lowest_bit(1), 0);
    assert_int_equal(ctn_lowest_bit(0x8000000000000000ull), 63);
    assert_int_equal(ctn_lowest_bit(0x50), 4);
}

/* Sets the listed bits in a `words`-word set and checks every operation against them. */
static void check_fixed_bits(unsigned words, const unsigned *bits, unsigned n) {
    uint64_t set[MAX_WORDS];
    memset(set, 0, sizeof set);
    assert_false(ctn_bits_any(set, words));
    assert_int_equal(ctn_bits_count(set, words), 0);
    for (unsigned i = 0; i < n; i++) ctn_bit_set(set, bits[i]);
    ctn_bit_set(set, bits[0]); /* setting twice is harmless */
    assert_true(ctn_bits_any(set, words));
    assert_int_equal(ctn_bits_count(set, words), n);
    for (unsigned b = 0; b < words * 64; b++) {
        bool want = false;
        for (unsigned i = 0; i < n; i++) want = want || bits[i] == b;
        if (ctn_bit_test(set, b) != want) fail_msg("bit %u: test gave %d", b, !want);
    }
    /* FOR_EACH visits exactly the set bits, in increasing order (bits[] is sorted). */
    unsigned seen = 0;
    CTN_FOR_EACH_BIT(b, set, words) {
        assert_true(seen < n);
        assert_int_equal(b, bits[seen]);
        seen++;
    }
    assert_int_equal(seen, n);
    /* Clearing one bit leaves the others. */
    ctn_bit_clear(set, bits[0]);
    ctn_bit_clear(set, bits[0]);
    assert_false(ctn_bit_test(set, bits[0]));
    assert_int_equal(ctn_bits_count(set, words), n - 1);
    for (unsigned i = 1; i < n; i++) assert_true(ctn_bit_test(set, bits[i]));
    for (unsigned i = 1; i < n; i++) ctn_bit_clear(set, bits[i]);
    assert_false(ctn_bits_any(set, words));
    /* Words past `words` are never read: garbage there changes nothing. */
    uint64_t big[MAX_WORDS + 1];
    memset(big, 0, sizeof big);
    big[words] = ~0ull;
    assert_false(ctn_bits_any(big, words));
    assert_int_equal(ctn_bits_count(big, words), 0);
    unsigned visits = 0;
    CTN_FOR_EACH_BIT(b, big, words) {
        (void)b;
        visits++;
    }
    assert_int_equal(visits, 0);
}

static void test_two_words(void **state) {
    (void)state;
    static const unsigned bits[] = {0, 1, 62, 63, 64, 65, 100, 127};
    check_fixed_bits(2, bits, sizeof bits / sizeof bits[0]);
}

static void test_sixteen_words(void **state) {
    (void)state;
    static const unsigned bits[] = {0, 63, 64, 127, 128, 500, 511, 512, 767, 900, 1022, 1023};
    check_fixed_bits(16, bits, sizeof bits / sizeof bits[0]);
}

static void test_or_andnot(void **state) {
    (void)state;
    uint64_t a[2] = {0}, b[2] = {0};
    ctn_bit_set(a, 3);
    ctn_bit_set(a, 70);
    ctn_bit_set(b, 70);
    ctn_bit_set(b, 127);
    ctn_bits_or(a, b, 2);
    assert_int_equal(ctn_bits_count(a, 2), 3);
    assert_true(ctn_bit_test(a, 3) && ctn_bit_test(a, 70) && ctn_bit_test(a, 127));
    ctn_bits_andnot(a, b, 2);
    assert_int_equal(ctn_bits_count(a, 2), 1);
    assert_true(ctn_bit_test(a, 3));
    assert_int_equal(ctn_bits_count(b, 2), 2); /* the source is untouched */
}

/* Random sets against a flag array, with both word counts. */
static void check_random(unsigned words, uint64_t seed) {
    bool flags[MAX_BITS];
    uint64_t set[MAX_WORDS], other[MAX_WORDS];
    bool other_flags[MAX_BITS];
    ctn_rng rng;
    ctn_rng_seed(&rng, seed);
    unsigned nbits = words * 64;
    for (int round = 0; round < 50; round++) {
        memset(flags, 0, sizeof flags);
        memset(set, 0, sizeof set);
        memset(other_flags, 0, sizeof other_flags);
        memset(other, 0, sizeof other);
        unsigned ops = ctn_rng_below(&rng, 3 * nbits);
        for (unsigned k = 0; k < ops; k++) {
            unsigned b = ctn_rng_below(&rng, nbits);
            if (ctn_rng_below(&rng, 3)) {
                ctn_bit_set(set, b);
                flags[b] = true;
            } else {
                ctn_bit_clear(set, b);
                flags[b] = false;
            }
            unsigned c = ctn_rng_below(&rng, nbits);
            ctn_bit_set(other, c);
            other_flags[c] = true;
        }
        unsigned want = 0;
        for (unsigned b = 0; b < nbits; b++) {
            want += flags[b];
            assert_int_equal(ctn_bit_test(set, b), flags[b]);
        }
        assert_int_equal(ctn_bits_count(set, words), want);
        assert_int_equal(ctn_bits_any(set, words), want > 0);
        unsigned last = 0, seen = 0;
        CTN_FOR_EACH_BIT(b, set, words) {
            assert_true(flags[b]);
            assert_true(seen == 0 || b > last);
            last = b;
            seen++;
        }
        assert_int_equal(seen, want);
        uint64_t u[MAX_WORDS], d[MAX_WORDS];
        memcpy(u, set, sizeof u);
        memcpy(d, set, sizeof d);
        ctn_bits_or(u, other, words);
        ctn_bits_andnot(d, other, words);
        for (unsigned b = 0; b < nbits; b++) {
            assert_int_equal(ctn_bit_test(u, b), flags[b] || other_flags[b]);
            assert_int_equal(ctn_bit_test(d, b), flags[b] && !other_flags[b]);
        }
    }
}

static void test_random_against_flags(void **state) {
    (void)state;
    check_random(2, 1);
    check_random(16, 2);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_words_macro), cmocka_unit_test(test_lowest_bit),
        cmocka_unit_test(test_two_words),   cmocka_unit_test(test_sixteen_words),
        cmocka_unit_test(test_or_andnot),   cmocka_unit_test(test_random_against_flags),
    };
    return cmocka_run_group_tests_name("core_bitset", tests, NULL, NULL);
}
