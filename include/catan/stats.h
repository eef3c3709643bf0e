/* stats.h — statistics for tournaments between bots: confidence intervals for win rates, a test of
 * a win rate against the fair share, Elo-style ratings from multi-player games, and a tally of
 * results per bot name. Pure functions: no I/O, no clocks, no global state.
 *
 * Unlike the rest of the engine this uses floating point; it only summarises finished games and
 * never takes part in playing one, so game results stay integer-exact.
 *
 * Ratings (ctn_elo_fit). Each decided game of k seats is decomposed into pairwise results: the
 * winner beats each of the k-1 losers once (a loser with the winner's bot name is skipped, as are
 * undecided games; losers are not ranked among themselves). The ratings are the maximum-likelihood
 * fit of the Bradley–Terry model P(i beats j) = g_i / (g_i + g_j), computed with Hunter's MM
 * algorithm (Hunter 2004, "MM algorithms for generalized Bradley–Terry models"):
 *
 *     g_i <- W_i / sum_{j != i} N_ij / (g_i + g_j)
 *
 * where W_i is i's pairwise wins and N_ij the pairwise results between i and j, each pair first
 * given `prior` virtual wins in both directions (a pull towards equal ratings that keeps a bot that
 * never won, or never lost, at a finite rating; CTN_ELO_PRIOR = 0.5 means one virtual drawn game
 * per pair). All g are updated together from the previous iteration, then rescaled so that the mean
 * of ln g is 0; iteration stops when no ln g moves by more than 1e-10 (at most 100,000 rounds).
 * Ratings are on the Elo scale, R_i = 1500 + 400 log10 g_i, so the mean rating is exactly 1500 and
 * a 200-point gap means the stronger bot wins a pairwise comparison about 76% of the time. The
 * computation is a fixed sequence of floating-point operations: equal inputs give equal ratings.
 *
 * The pairwise results of one game are not independent (they share the winner), so these ratings
 * order bots well but carry no standard error; use the win rates' intervals for significance.
 */
#ifndef CATAN_STATS_H
#define CATAN_STATS_H

#include <stdint.h>

#include "catan/export.h"

/* The two-sided 95% quantile of the standard normal distribution. */
#define CTN_Z95 1.959963984540054
/* Virtual wins given to each side of every pair before fitting ratings (see above). */
#define CTN_ELO_PRIOR 0.5

enum {
    CTN_ELO_MAX_BOTS = 64,    /* ctn_elo_fit handles at most this many bots */
    CTN_TALLY_MAX_BOTS = 16,  /* distinct bot names in one tally */
    CTN_TALLY_NAME_MAX = 128, /* bytes of a bot name, NUL included */
    CTN_TALLY_MAX_SEATS = 16  /* seats in one game given to ctn_tally_game */
};

typedef struct ctn_interval {
    double low, high;
} ctn_interval;

/* Wilson score interval for `successes` out of `trials` with normal quantile z (CTN_Z95 for 95%).
 * Always within [0, 1]; exactly 0 (1) at the bottom (top) when there were no successes (failures);
 * [0, 1] when trials is 0. */
CTN_API ctn_interval ctn_wilson_interval(uint64_t successes, uint64_t trials, double z);

/* A win rate compared with a fair share (1/seats for equal bots): the two-sided score test, whose
 * acceptance region is exactly the Wilson interval (the interval excludes `fair` if and only if
 * p_value < 0.05 at z = CTN_Z95). */
typedef struct ctn_share_test {
    double rate;     /* wins / games (0 when games is 0) */
    double fair;     /* the share compared with */
    double z;        /* (wins - games*fair) / sqrt(games*fair*(1-fair)) */
    double p_value;  /* two-sided, from the normal approximation: erfc(|z| / sqrt 2) */
    ctn_interval ci; /* Wilson 95% interval for the rate */
    int direction;   /* +1: significantly above fair at 5%, -1: below, 0: consistent with it */
} ctn_share_test;

/* Tests wins out of games against `fair` (0 < fair < 1; otherwise z = 0 and p_value = 1). */
CTN_API ctn_share_test ctn_share_test_run(uint64_t wins, uint64_t games, double fair);

/* Elo-style ratings of n bots (1 <= n <= CTN_ELO_MAX_BOTS) from pairwise results: wins[i * n + j]
 * is how often bot i beat bot j (the diagonal is ignored; fractions allowed, e.g. 0.5 for a draw).
 * Writes n ratings with mean 1500 (method above). Returns 0, or -1 if n is out of range or prior
 * is negative. A bot without any pairwise result is left out of the fit (the prior is only given
 * between bots that have results) and rated 1500. With prior 0 a bot that never won (or never
 * lost) has no finite fit: its ln g is held within [-30, 30] (1500 -+ 5211), so use prior > 0. */
CTN_API int ctn_elo_fit(int n, const double *wins, double prior, double *ratings);

/* The Elo expectation that a bot rated ra beats one rated rb: 1 / (1 + 10^((rb - ra) / 400)). */
CTN_API double ctn_elo_expected(double ra, double rb);

/* Results accumulated per bot name. A bot filling several seats of one game plays that game once
 * per seat: `games` counts seats played, so with equal bots wins / games tends to 1/seats. */
typedef struct ctn_bot_tally {
    char name[CTN_TALLY_NAME_MAX];
    uint64_t games; /* seats played */
    uint64_t wins;  /* games won by one of its seats */
    int64_t points; /* sum of final scores over the seats played */
} ctn_bot_tally;

typedef struct ctn_tally {
    int count; /* distinct bot names, in order of first appearance */
    ctn_bot_tally bots[CTN_TALLY_MAX_BOTS];
    uint64_t beat[CTN_TALLY_MAX_BOTS][CTN_TALLY_MAX_BOTS]; /* pairwise wins of i over j */
} ctn_tally;

CTN_API void ctn_tally_init(ctn_tally *t);

/* Index of the bot called `name`; -1 if absent. */
CTN_API int ctn_tally_find(const ctn_tally *t, const char *name);

/* Index of the bot called `name`, added if new; -1 if the tally is full or the name too long. */
CTN_API int ctn_tally_add(ctn_tally *t, const char *name);

/* Records one game of `seats` seats (at most CTN_TALLY_MAX_SEATS): bot_of_seat[s] is a tally index,
 * winner a seat or -1 (undecided), points[s] each seat's final score (NULL: none). Every seat
 * counts a game played; pairwise results as described at the top. */
CTN_API void ctn_tally_game(ctn_tally *t, int seats, const int *bot_of_seat, int winner,
                            const int32_t *points);

/* Adds `from` into `into`, matching bots by name (new names are appended in from's order).
 * Returns 0, or -1 if `into` ran out of room (what fitted was added). Sums are order-free, so
 * merging per-thread tallies in any order gives the same result. */
CTN_API int ctn_tally_merge(ctn_tally *into, const ctn_tally *from);

/* Ratings of the tally's bots (t->count of them) by ctn_elo_fit with CTN_ELO_PRIOR. */
CTN_API void ctn_tally_ratings(const ctn_tally *t, double *ratings);

#endif
