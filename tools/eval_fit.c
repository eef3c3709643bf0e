/* eval_fit.c — fits the weights of the Classic evaluation (src/rules/classic/classic_evaluate.c)
 * to self-play games.
 *
 * Plays 4-player Classic games on random boards between bots (heuristic by default), samples
 * positions at random decisions (one in --every), records each player's features
 * (cl_eval_features) and who won, and fits one conditional logit model per stage of the game:
 * P(p wins) = exp(w . f_p) / sum_q exp(w . f_q), by Newton's method with a small ridge penalty.
 * Every fifth game is held out. Prints the log-loss and accuracy (the favourite won) on the held-out
 * games, for the fit, for the evaluation compiled in (cl_evaluate, read the same way) and for
 * guessing, then the weight table as C on stdout.
 *
 * usage: eval_fit [--games N] [--seed S] [--every K] [--seats SPEC] [--ridge X]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/bot.h"
#include "rules/classic/classic_internal.h"

enum { PLAYERS = 4, F = CL_FEAT_COUNT };

typedef struct {
    float f[PLAYERS][F];
    float compiled[PLAYERS]; /* cl_evaluate's values, in units */
    uint8_t stage, winner, held_out;
} sample;

typedef struct {
    long games, every;
    uint64_t seed;
    const char *seats;
    double ridge;
} options;

typedef struct {
    sample *v;
    size_t n, cap;
} samples;

static int parse(int argc, char **argv, options *o) {
    *o = (options){.games = 4000, .every = 20, .seed = 1, .seats = "heuristic", .ridge = 1.0};
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--games"))
            o->games = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--every"))
            o->every = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--seed"))
            o->seed = strtoull(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--seats"))
            o->seats = argv[i + 1];
        else if (!strcmp(argv[i], "--ridge"))
            o->ridge = atof(argv[i + 1]);
        else
            return -1;
    }
    return argc % 2 == 1 && o->games > 0 && o->every > 0 ? 0 : -1;
}

static sample *push(samples *all) {
    if (all->n == all->cap) {
        size_t cap = all->cap ? all->cap * 2 : 4096;
        sample *grown = realloc(all->v, cap * sizeof *grown);
        if (!grown) return NULL;
        all->v = grown, all->cap = cap;
    }
    return &all->v[all->n++];
}

static int record(const ctn_game *g, const cl_state *s, int held_out, samples *all) {
    sample *x = push(all);
    if (!x) return -1;
    int32_t values[CTN_MAX_PLAYERS];
    cl_evaluate(g, (const ctn_state *)s, values);
    for (int p = 0; p < PLAYERS; p++) {
        double f[F];
        cl_eval_features(g, s, p, f);
        for (int i = 0; i < F; i++) x->f[p][i] = (float)f[i];
        x->compiled[p] = (float)values[p] / 1000.0f;
    }
    x->stage = (uint8_t)cl_eval_stage(s), x->held_out = (uint8_t)held_out;
    return 0;
}

/* Plays one game, adding its sampled positions (their winner set at the end; dropped when the
 * game is undecided). */
static int play(const ctn_game *g, const options *o, long index, ctn_rng *pick, samples *all) {
    uint64_t seed = ctn_seed_derive(o->seed, (uint64_t)index);
    ctn_bot *bots[PLAYERS] = {0};
    ctn_state *s = malloc(g->rules->state_size), *scratch = malloc(g->rules->state_size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    int rc = s && scratch && list ? 0 : -1;
    for (int p = 0; p < PLAYERS && !rc; p++) {
        ctn_error err;
        if (ctn_bot_new(g, o->seats, p, ctn_seed_derive(seed, 1000u + (unsigned)p), &bots[p],
                        &err) != CTN_OK) {
            fprintf(stderr, "eval_fit: %s\n", err.message);
            rc = -1;
        }
    }
    size_t first = all->n;
    if (!rc) ctn_game_init_state(g, s, seed);
    for (long actions = 0; !rc && !ctn_game_is_terminal(g, s) && actions < 100000; actions++) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_own_chance(g, s);
        } else {
            if (((const cl_state *)s)->turn > 0 && ctn_rng_below(pick, (uint32_t)o->every) == 0)
                rc = record(g, (const cl_state *)s, index % 5 == 0, all);
            if (ctn_bot_choose(bots[p], g, s, p, CTN_LEGAL_NO_OFFERS, scratch, list, &a) < 0) break;
        }
        ctn_game_apply(g, s, p, a);
    }
    if (!rc) { /* s exists: rc is set when an allocation failed */
        int winner = ((const cl_state *)s)->winner;
        if (!ctn_game_is_terminal(g, s) || winner >= PLAYERS) all->n = first;
        for (size_t i = first; i < all->n; i++) all->v[i].winner = (uint8_t)winner;
    }
    for (int p = 0; p < PLAYERS; p++) ctn_bot_free(bots[p]);
    free(s), free(scratch), free(list);
    return rc;
}

/* ---- the fit ---- */

static void probabilities(const sample *x, const double *w, double pr[PLAYERS]) {
    double top = -1e300, total = 0;
    for (int p = 0; p < PLAYERS; p++) {
        pr[p] = 0;
        for (int i = 0; i < F; i++) pr[p] += w[i] * x->f[p][i];
        if (pr[p] > top) top = pr[p];
    }
    for (int p = 0; p < PLAYERS; p++) total += pr[p] = exp(pr[p] - top);
    for (int p = 0; p < PLAYERS; p++) pr[p] /= total;
}

/* Solves a x = b for a symmetric positive definite a (Cholesky, in place). */
static int solve(double a[F][F], double b[F], double x[F]) {
    for (int j = 0; j < F; j++) {
        for (int k = 0; k < j; k++) a[j][j] -= a[j][k] * a[j][k];
        if (a[j][j] <= 0) return -1;
        a[j][j] = sqrt(a[j][j]);
        for (int i = j + 1; i < F; i++) {
            for (int k = 0; k < j; k++) a[i][j] -= a[i][k] * a[j][k];
            a[i][j] /= a[j][j];
        }
    }
    for (int i = 0; i < F; i++) {
        x[i] = b[i];
        for (int k = 0; k < i; k++) x[i] -= a[i][k] * x[k];
        x[i] /= a[i][i];
    }
    for (int i = F - 1; i >= 0; i--) {
        for (int k = i + 1; k < F; k++) x[i] -= a[k][i] * x[k];
        x[i] /= a[i][i];
    }
    return 0;
}

/* One Newton step on the training samples of a stage: maximises the log-likelihood minus
 * ridge/2 |w|^2. */
static int newton_step(const samples *all, int stage, double ridge, double w[F]) {
    double grad[F] = {0}, hess[F][F] = {{0}}, step[F];
    for (size_t k = 0; k < all->n; k++) {
        const sample *x = &all->v[k];
        if (x->held_out || x->stage != stage) continue;
        double pr[PLAYERS], mean[F] = {0};
        probabilities(x, w, pr);
        for (int p = 0; p < PLAYERS; p++)
            for (int i = 0; i < F; i++) mean[i] += pr[p] * x->f[p][i];
        for (int i = 0; i < F; i++) grad[i] += x->f[x->winner][i] - mean[i];
        for (int p = 0; p < PLAYERS; p++)
            for (int i = 0; i < F; i++)
                for (int j = 0; j <= i; j++)
                    hess[i][j] += pr[p] * (x->f[p][i] - mean[i]) * (x->f[p][j] - mean[j]);
    }
    for (int i = 0; i < F; i++) {
        grad[i] -= ridge * w[i];
        hess[i][i] += ridge;
        for (int j = 0; j < i; j++) hess[j][i] = hess[i][j];
    }
    if (solve(hess, grad, step)) return -1;
    for (int i = 0; i < F; i++) w[i] += step[i];
    return 0;
}

typedef struct {
    double loss, right;
    long n;
} score;

/* Log-loss and accuracy over one stage's samples (held out or not); w NULL: the compiled
 * evaluation's values. */
static score judge(const samples *all, int stage, int held_out, const double *w) {
    score sc = {0, 0, 0};
    for (size_t k = 0; k < all->n; k++) {
        const sample *x = &all->v[k];
        if (x->held_out != held_out || x->stage != stage) continue;
        double pr[PLAYERS], top = -1e300, total = 0;
        if (w) {
            probabilities(x, w, pr);
        } else {
            for (int p = 0; p < PLAYERS; p++) top = x->compiled[p] > top ? x->compiled[p] : top;
            for (int p = 0; p < PLAYERS; p++) total += pr[p] = exp(x->compiled[p] - top);
            for (int p = 0; p < PLAYERS; p++) pr[p] /= total;
        }
        int best = 0;
        for (int p = 1; p < PLAYERS; p++) best = pr[p] > pr[best] ? p : best;
        sc.loss -= log(pr[x->winner] > 1e-12 ? pr[x->winner] : 1e-12);
        sc.right += best == x->winner;
        sc.n++;
    }
    if (sc.n) sc.loss /= (double)sc.n, sc.right /= (double)sc.n;
    return sc;
}

static void fit_stage(const samples *all, int stage, double ridge, double w[F]) {
    memset(w, 0, F * sizeof *w);
    for (int it = 0; it < 12; it++)
        if (newton_step(all, stage, ridge, w)) {
            fprintf(stderr, "stage %d: singular\n", stage);
            break;
        }
    score train = judge(all, stage, 0, w), test = judge(all, stage, 1, w);
    score compiled = judge(all, stage, 1, NULL);
    fprintf(stderr,
            "stage %d: %ld train, %ld held out; held-out log-loss %.4f (train %.4f, compiled "
            "%.4f, guess %.4f), favourite won %.3f (compiled %.3f)\n",
            stage, train.n, test.n, test.loss, train.loss, compiled.loss, log((double)PLAYERS),
            test.right, compiled.right);
}

/* The names of the features, as the table's designated initializers. */
static const char *const NAMES[F] = {
    [CL_FEAT_POINTS] = "CL_FEAT_POINTS",
    [CL_FEAT_PROD] = "CL_FEAT_PROD",
    [CL_FEAT_PROD + 1] = "CL_FEAT_PROD + 1",
    [CL_FEAT_PROD + 2] = "CL_FEAT_PROD + 2",
    [CL_FEAT_PROD + 3] = "CL_FEAT_PROD + 3",
    [CL_FEAT_PROD + 4] = "CL_FEAT_PROD + 4",
    [CL_FEAT_KINDS] = "CL_FEAT_KINDS",
    [CL_FEAT_HARBOUR_PROD] = "CL_FEAT_HARBOUR_PROD",
    [CL_FEAT_HARBOUR_GENERIC] = "CL_FEAT_HARBOUR_GENERIC",
    [CL_FEAT_CARDS] = "CL_FEAT_CARDS",
    [CL_FEAT_CARDS_OVER] = "CL_FEAT_CARDS_OVER",
    [CL_FEAT_KNIGHTS_HELD] = "CL_FEAT_KNIGHTS_HELD",
    [CL_FEAT_PROGRESS_HELD] = "CL_FEAT_PROGRESS_HELD",
    [CL_FEAT_KNIGHTS_PLAYED] = "CL_FEAT_KNIGHTS_PLAYED",
    [CL_FEAT_ROAD] = "CL_FEAT_ROAD",
    [CL_FEAT_SPOTS] = "CL_FEAT_SPOTS",
    [CL_FEAT_SPOTS_NEAR] = "CL_FEAT_SPOTS_NEAR",
    [CL_FEAT_SETTLEMENTS] = "CL_FEAT_SETTLEMENTS",
    [CL_FEAT_CITY_READY] = "CL_FEAT_CITY_READY",
    [CL_FEAT_SETTLE_READY] = "CL_FEAT_SETTLE_READY",
    [CL_FEAT_CITY_CARDS] = "CL_FEAT_CITY_CARDS",
    [CL_FEAT_SETTLE_CARDS] = "CL_FEAT_SETTLE_CARDS",
    [CL_FEAT_LONGEST_ROAD] = "CL_FEAT_LONGEST_ROAD",
    [CL_FEAT_LARGEST_ARMY] = "CL_FEAT_LARGEST_ARMY",
    [CL_FEAT_SEAT_1] = "CL_FEAT_SEAT_1",
    [CL_FEAT_SEAT_1 + 1] = "CL_FEAT_SEAT_1 + 1",
    [CL_FEAT_SEAT_3] = "CL_FEAT_SEAT_3",
};

/* The weights as classic_eval_weights.c holds them: a row per feature, a column per stage. */
static void print_table(double w[CL_EVAL_STAGES][F]) {
    printf("const double cl_eval_weights[CL_FEAT_COUNT][CL_EVAL_STAGES] = {\n");
    for (int i = 0; i < F; i++) {
        printf("    [%s] = {", NAMES[i] ? NAMES[i] : "?");
        for (int st = 0; st < CL_EVAL_STAGES; st++) printf("%s%.4f", st ? ", " : "", w[st][i]);
        printf("},\n");
    }
    printf("};\n");
}

int main(int argc, char **argv) {
    options o;
    if (parse(argc, argv, &o)) {
        fprintf(stderr, "usage: eval_fit [--games N] [--seed S] [--every K] [--seats SPEC] "
                        "[--ridge X]\n");
        return 2;
    }
    ctn_game_config cfg = {.num_players = PLAYERS, .board_kind = CTN_BOARD_RANDOM};
    ctn_game *g = NULL;
    ctn_error err;
    if (ctn_game_new(ctn_ruleset_find("classic"), &cfg, &g, &err) != CTN_OK) {
        fprintf(stderr, "eval_fit: %s\n", err.message);
        return 1;
    }
    samples all = {0};
    ctn_rng pick;
    ctn_rng_seed(&pick, ctn_seed_derive(o.seed, 0xE7A1u));
    for (long i = 0; i < o.games; i++)
        if (play(g, &o, i, &pick, &all)) return 1;
    double w[CL_EVAL_STAGES][F];
    for (int st = 0; st < CL_EVAL_STAGES; st++) fit_stage(&all, st, o.ridge, w[st]);
    print_table(w);
    free(all.v);
    ctn_game_free(g);
    return 0;
}
