/* test_part.h — a long unit test run as several ctest tests (tests/CMakeLists.txt gives each the
 * environment variable CATAN_TEST_PART=k/n), so each part has its own timeout and parts run on
 * both cores at once.
 */
#ifndef CATAN_TEST_PART_H
#define CATAN_TEST_PART_H

/* The part to run, from CATAN_TEST_PART ("k/n", 0 <= k < n): *k and *n, or 0 and 1 when the
 * variable is not set. A malformed value fails the test. */
void test_part(int *k, int *n);

#endif
