/* eval_logit.c — the conditional logit fitter of tools/eval_fit (eval_logit.h):
 * P(p wins) = exp(w . f_p) / sum_q exp(w . f_q), fitted per stage of the game by Newton's method,
 * maximising the log-likelihood minus ridge/2 |w|^2 on the training samples. */
#include "eval_logit.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { F = EVAL_MAX_FEATURES, P = EVAL_MAX_PLAYERS };

eval_sample *eval_push(eval_samples *all) {
    if (all->n == all->cap) {
        size_t cap = all->cap ? all->cap * 2 : 4096;
        eval_sample *grown = realloc(all->v, cap * sizeof *grown);
        if (!grown) return NULL;
        all->v = grown, all->cap = cap;
    }
    eval_sample *x = &all->v[all->n++];
    memset(x, 0, sizeof *x);
    return x;
}

static void probabilities(const eval_samples *all, const eval_sample *x, const double *w, double *pr) {
    double top = -1e300, total = 0;
    for (int p = 0; p < all->players; p++) {
        pr[p] = 0;
        for (int i = 0; i < all->features; i++) pr[p] += w[i] * x->f[p][i];
        if (pr[p] > top) top = pr[p];
    }
    for (int p = 0; p < all->players; p++) total += pr[p] = exp(pr[p] - top);
    for (int p = 0; p < all->players; p++) pr[p] /= total;
}

/* Solves a x = b for a symmetric positive definite a of size n (Cholesky, in place). */
static int solve(int n, double a[F][F], const double *b, double *x) {
    for (int j = 0; j < n; j++) {
        for (int k = 0; k < j; k++) a[j][j] -= a[j][k] * a[j][k];
        if (a[j][j] <= 0) return -1;
        a[j][j] = sqrt(a[j][j]);
        for (int i = j + 1; i < n; i++) {
            for (int k = 0; k < j; k++) a[i][j] -= a[i][k] * a[j][k];
            a[i][j] /= a[j][j];
        }
    }
    for (int i = 0; i < n; i++) {
        x[i] = b[i];
        for (int k = 0; k < i; k++) x[i] -= a[i][k] * x[k];
        x[i] /= a[i][i];
    }
    for (int i = n - 1; i >= 0; i--) {
        for (int k = i + 1; k < n; k++) x[i] -= a[k][i] * x[k];
        x[i] /= a[i][i];
    }
    return 0;
}

/* Adds one sample's gradient and Hessian (lower triangle) of the log-likelihood. */
static void accumulate(const eval_samples *all, const eval_sample *x, const double *w, double *grad,
                       double hess[F][F]) {
    int n = all->features;
    double pr[P], mean[F] = {0};
    probabilities(all, x, w, pr);
    for (int p = 0; p < all->players; p++)
        for (int i = 0; i < n; i++) mean[i] += pr[p] * x->f[p][i];
    for (int i = 0; i < n; i++) grad[i] += x->f[x->winner][i] - mean[i];
    for (int p = 0; p < all->players; p++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= i; j++)
                hess[i][j] += pr[p] * (x->f[p][i] - mean[i]) * (x->f[p][j] - mean[j]);
}

/* One Newton step on the training samples of a stage. */
static int newton_step(const eval_samples *all, int stage, double ridge, double *w) {
    static double hess[F][F]; /* the tool is single-threaded; kept off the stack */
    double grad[F] = {0}, step[F];
    int n = all->features;
    memset(hess, 0, sizeof hess);
    for (size_t k = 0; k < all->n; k++) {
        const eval_sample *x = &all->v[k];
        if (!x->held_out && x->stage == stage) accumulate(all, x, w, grad, hess);
    }
    for (int i = 0; i < n; i++) {
        grad[i] -= ridge * w[i];
        hess[i][i] += ridge;
        for (int j = 0; j < i; j++) hess[j][i] = hess[i][j];
    }
    if (solve(n, hess, grad, step)) return -1;
    for (int i = 0; i < n; i++) w[i] += step[i];
    return 0;
}

eval_score eval_judge(const eval_samples *all, int stage, int held_out, const double *w) {
    eval_score sc = {0, 0, 0};
    int np = all->players;
    for (size_t k = 0; k < all->n; k++) {
        const eval_sample *x = &all->v[k];
        if (x->held_out != held_out || x->stage != stage) continue;
        double pr[P], top = -1e300, total = 0;
        if (w) {
            probabilities(all, x, w, pr);
        } else {
            for (int p = 0; p < np; p++) top = x->compiled[p] > top ? x->compiled[p] : top;
            for (int p = 0; p < np; p++) total += pr[p] = exp(x->compiled[p] - top);
            for (int p = 0; p < np; p++) pr[p] /= total;
        }
        int best = 0;
        for (int p = 1; p < np; p++) best = pr[p] > pr[best] ? p : best;
        sc.loss -= log(pr[x->winner] > 1e-12 ? pr[x->winner] : 1e-12);
        sc.right += best == x->winner;
        sc.n++;
    }
    if (sc.n) sc.loss /= (double)sc.n, sc.right /= (double)sc.n;
    return sc;
}

void eval_fit_stage(const eval_samples *all, int stage, double ridge, double *w) {
    memset(w, 0, (size_t)all->features * sizeof *w);
    for (int it = 0; it < 12; it++)
        if (newton_step(all, stage, ridge, w)) {
            fprintf(stderr, "stage %d: singular\n", stage);
            break;
        }
    eval_score train = eval_judge(all, stage, 0, w), test = eval_judge(all, stage, 1, w);
    eval_score compiled = eval_judge(all, stage, 1, NULL);
    fprintf(stderr,
            "stage %d: %ld train, %ld held out; held-out log-loss %.4f (train %.4f, compiled "
            "%.4f, guess %.4f), favourite won %.3f (compiled %.3f)\n",
            stage, train.n, test.n, test.loss, train.loss, compiled.loss, log((double)all->players),
            test.right, compiled.right);
}
