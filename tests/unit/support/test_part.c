/* test_part.c — which part of a long unit test to run (test_part.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "test_part.h"

void test_part(int *k, int *n) {
    const char *env = getenv("CATAN_TEST_PART");
    *k = 0, *n = 1;
    if (!env) return;
    char end;
    if (sscanf(env, "%d/%d%c", k, n, &end) != 2 || *n < 1 || *k < 0 || *k >= *n)
        fail_msg("CATAN_TEST_PART is '%s', not k/n with 0 <= k < n", env);
}
