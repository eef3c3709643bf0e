/* perft_files.h — shared by the perft tests of every rule set (test_<rules>_perft.c): checks the
 * reference positions of one folder of tests/perft/ (*.json: a replay and the leaf counts at
 * depths 1, 2, ...): replays each position, recounts every depth with the independent oracle
 * checking each node, and compares with the reference counts.
 */
#ifndef CATAN_TEST_PERFT_FILES_H
#define CATAN_TEST_PERFT_FILES_H

/* flags for perft_check_dir: each file's "offers" field decides (true: CTN_LEGAL_ALL, else
 * CTN_LEGAL_NO_OFFERS). */
#define PERFT_FLAGS_FROM_FILE (~0u)

/* Checks every *.json file in dir and returns how many there were. rules: the rule set each
 * replay must be of (NULL: any). flags: the legal-action flags of the counts, or
 * PERFT_FLAGS_FROM_FILE. At most CATAN_PERFT_MAX_DEPTH depths are checked when that variable is
 * set (the sanitizer build). When CATAN_TEST_PART is "k/n" only the files whose place in name order
 * is k modulo n are checked and counted (a long test run as n ctest tests, tests/CMakeLists.txt). */
int perft_check_dir(const char *dir, const char *rules, unsigned flags);

#endif
