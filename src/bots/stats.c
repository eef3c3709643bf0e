/* stats.c — Wilson intervals, the fair-share test, Bradley–Terry (MM) ratings on the Elo scale, and
 * per-bot tallies; the methods are described in include/catan/stats.h. */
#include "catan/stats.h"

#include <math.h>
#include <string.h>

enum { ELO_MAX_ROUNDS = 100000 };
#define ELO_TOLERANCE 1e-10
#define ELO_LN_BOUND  30.0
#define ELO_SCALE     (400.0 / 2.302585092994045684) /* rating points per unit of ln g */

ctn_interval ctn_wilson_interval(uint64_t successes, uint64_t trials, double z) {
    ctn_interval ci = {0.0, 1.0};
    if (trials == 0) return ci;
    if (successes > trials) successes = trials;
    double n = (double)trials, p = (double)successes / n, z2 = z * z;
    double denom = 1.0 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denom;
    double half = z / denom * sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n));
    ci.low = successes == 0 ? 0.0 : fmax(0.0, centre - half);
    ci.high = successes == trials ? 1.0 : fmin(1.0, centre + half);
    return ci;
}

ctn_share_test ctn_share_test_run(uint64_t wins, uint64_t games, double fair) {
    ctn_share_test t = {0};
    t.fair = fair;
    t.p_value = 1.0;
    t.ci = ctn_wilson_interval(wins, games, CTN_Z95);
    if (games == 0) return t;
    double n = (double)games;
    t.rate = (double)wins / n;
    if (!(fair > 0.0 && fair < 1.0)) return t;
    t.z = ((double)wins - n * fair) / sqrt(n * fair * (1.0 - fair));
    t.p_value = erfc(fabs(t.z) / sqrt(2.0));
    if (t.p_value < 0.05) t.direction = t.z > 0 ? 1 : -1;
    return t;
}

double ctn_elo_expected(double ra, double rb) {
    return 1.0 / (1.0 + pow(10.0, (rb - ra) / 400.0));
}

/* Whether bot i took part in any real pairwise result. */
static int elo_has_results(int n, const double *wins, int i) {
    for (int j = 0; j < n; j++)
        if (j != i && (wins[i * n + j] > 0.0 || wins[j * n + i] > 0.0)) return 1;
    return 0;
}

/* One MM round over the active bots: next[i] = ln(W_i / sum_j N_ij / (g_i + g_j)), centred to mean
 * 0 and bounded. Returns the largest change of any ln g. */
static double elo_round(int n, const double *wins, double prior, const int *active,
                        const double *theta, double *next) {
    int count = 0;
    double sum = 0.0;
    for (int i = 0; i < n; i++) {
        if (!active[i]) continue;
        double w = 0.0, d = 0.0, gi = exp(theta[i]);
        for (int j = 0; j < n; j++) {
            if (j == i || !active[j]) continue;
            w += wins[i * n + j] + prior;
            d += (wins[i * n + j] + wins[j * n + i] + 2.0 * prior) / (gi + exp(theta[j]));
        }
        next[i] = d <= 0.0 ? theta[i] : w <= 0.0 ? -ELO_LN_BOUND : log(w / d);
        sum += next[i];
        count++;
    }
    double mean = count ? sum / count : 0.0, change = 0.0;
    for (int i = 0; i < n; i++) {
        if (!active[i]) continue;
        next[i] = fmin(ELO_LN_BOUND, fmax(-ELO_LN_BOUND, next[i] - mean));
        change = fmax(change, fabs(next[i] - theta[i]));
    }
    return change;
}

int ctn_elo_fit(int n, const double *wins, double prior, double *ratings) {
    if (n < 1 || n > CTN_ELO_MAX_BOTS || !(prior >= 0.0)) return -1;
    int active[CTN_ELO_MAX_BOTS];
    double theta[CTN_ELO_MAX_BOTS] = {0}, next[CTN_ELO_MAX_BOTS] = {0};
    for (int i = 0; i < n; i++) active[i] = elo_has_results(n, wins, i);
    for (int round = 0; round < ELO_MAX_ROUNDS; round++) {
        double change = elo_round(n, wins, prior, active, theta, next);
        memcpy(theta, next, sizeof theta);
        if (change <= ELO_TOLERANCE) break;
    }
    for (int i = 0; i < n; i++) ratings[i] = 1500.0 + (active[i] ? ELO_SCALE * theta[i] : 0.0);
    return 0;
}

void ctn_tally_init(ctn_tally *t) {
    memset(t, 0, sizeof *t);
}

int ctn_tally_find(const ctn_tally *t, const char *name) {
    for (int i = 0; i < t->count; i++)
        if (strcmp(t->bots[i].name, name) == 0) return i;
    return -1;
}

int ctn_tally_add(ctn_tally *t, const char *name) {
    int i = ctn_tally_find(t, name);
    if (i >= 0) return i;
    size_t len = strlen(name);
    if (t->count == CTN_TALLY_MAX_BOTS || len >= CTN_TALLY_NAME_MAX) return -1;
    memcpy(t->bots[t->count].name, name, len + 1);
    return t->count++;
}

void ctn_tally_game(ctn_tally *t, int seats, const int *bot_of_seat, int winner,
                    const int32_t *points) {
    if (seats > CTN_TALLY_MAX_SEATS) seats = CTN_TALLY_MAX_SEATS;
    for (int s = 0; s < seats; s++) {
        ctn_bot_tally *b = &t->bots[bot_of_seat[s]];
        b->games++;
        if (points) b->points += points[s];
    }
    if (winner < 0 || winner >= seats) return;
    int w = bot_of_seat[winner];
    t->bots[w].wins++;
    for (int s = 0; s < seats; s++)
        if (bot_of_seat[s] != w) t->beat[w][bot_of_seat[s]]++;
}

int ctn_tally_merge(ctn_tally *into, const ctn_tally *from) {
    int map[CTN_TALLY_MAX_BOTS], rc = 0;
    for (int i = 0; i < from->count; i++) {
        map[i] = ctn_tally_add(into, from->bots[i].name);
        if (map[i] < 0) {
            rc = -1;
            continue;
        }
        ctn_bot_tally *b = &into->bots[map[i]];
        b->games += from->bots[i].games;
        b->wins += from->bots[i].wins;
        b->points += from->bots[i].points;
    }
    for (int i = 0; i < from->count; i++)
        for (int j = 0; j < from->count; j++)
            if (map[i] >= 0 && map[j] >= 0) into->beat[map[i]][map[j]] += from->beat[i][j];
    return rc;
}

void ctn_tally_ratings(const ctn_tally *t, double *ratings) {
    double wins[CTN_TALLY_MAX_BOTS * CTN_TALLY_MAX_BOTS];
    int n = t->count;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) wins[i * n + j] = (double)t->beat[i][j];
    if (n > 0) ctn_elo_fit(n, wins, CTN_ELO_PRIOR, ratings);
}
