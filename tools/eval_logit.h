/* eval_logit.h — the conditional logit fitter of tools/eval_fit: sampled positions (each player's
 * features, the compiled evaluation's values, the stage, who won) and a per-stage fit by Newton's
 * method with a ridge penalty, with log-loss and accuracy for held-out positions. Knows no game. */
#ifndef CATAN_TOOLS_EVAL_LOGIT_H
#define CATAN_TOOLS_EVAL_LOGIT_H

#include <stddef.h>
#include <stdint.h>

enum { EVAL_MAX_PLAYERS = 4, EVAL_MAX_FEATURES = 32 };

typedef struct eval_sample {
    float f[EVAL_MAX_PLAYERS][EVAL_MAX_FEATURES];
    float compiled[EVAL_MAX_PLAYERS]; /* the compiled evaluation's values, in units */
    uint8_t stage, winner, held_out;
} eval_sample;

/* The samples of a fit: n players, f features each. */
typedef struct eval_samples {
    eval_sample *v;
    size_t n, cap;
    int players, features;
} eval_samples;

/* A new sample at the end (NULL when out of memory); free the array with free(all->v). */
eval_sample *eval_push(eval_samples *all);

typedef struct eval_score {
    double loss, right; /* mean log-loss of the winner's probability; share the favourite won */
    long n;
} eval_score;

/* Log-loss and accuracy over one stage's samples (held out or not); w NULL: the compiled values. */
eval_score eval_judge(const eval_samples *all, int stage, int held_out, const double *w);

/* Fits one stage's weights w (all->features of them) on its training samples and prints the
 * figures of the fit, the compiled evaluation and guessing to stderr. */
void eval_fit_stage(const eval_samples *all, int stage, double ridge, double *w);

#endif
