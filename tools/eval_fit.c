/* eval_fit.c — fits the weights of a rule set's search evaluation to self-play games: Classic's
 * (src/rules/classic/classic_evaluate.c, the default) or Rivals' (--game rivals,
 * src/rules/rivals/rivals_evaluate.c).
 *
 * Plays games between bots (heuristic by default; Classic: 4 players on random boards; Rivals: the
 * mode given by --option mode=...), samples positions at random decisions (one in --every),
 * records each player's features (the game's reader, eval_readers.h) and who won, and fits one
 * conditional logit model per stage of the game: P(p wins) = exp(w . f_p) / sum_q exp(w . f_q), by
 * Newton's method with a small ridge penalty (eval_logit.c). Every fifth game is held out. Prints
 * the log-loss and accuracy (the favourite won) on the held-out games, for the fit, for the
 * evaluation compiled in (the rule set's evaluate, read the same way) and for guessing, then the
 * weight table as C on stdout.
 *
 * usage: eval_fit [--game classic|rivals] [--option NAME=VALUE]... [--games N] [--seed S]
 *                 [--every K] [--seats SPEC] [--ridge X]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/bot.h"
#include "eval_logit.h"
#include "eval_readers.h"

typedef struct {
    long games, every;
    uint64_t seed;
    const char *seats, *game;
    double ridge;
    int num_options;
    const char *options[CTN_MAX_OPTIONS]; /* NAME=VALUE */
} options;

static int parse(int argc, char **argv, options *o) {
    *o = (options){.games = 4000, .every = 20, .seed = 1, .seats = "heuristic", .game = "classic",
                   .ridge = 1.0};
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i], *v = argv[i + 1];
        if (!strcmp(k, "--games"))
            o->games = atol(v);
        else if (!strcmp(k, "--every"))
            o->every = atol(v);
        else if (!strcmp(k, "--seed"))
            o->seed = strtoull(v, NULL, 10);
        else if (!strcmp(k, "--seats"))
            o->seats = v;
        else if (!strcmp(k, "--ridge"))
            o->ridge = atof(v);
        else if (!strcmp(k, "--game"))
            o->game = v;
        else if (!strcmp(k, "--option") && o->num_options < CTN_MAX_OPTIONS)
            o->options[o->num_options++] = v;
        else
            return -1;
    }
    return argc % 2 == 1 && o->games > 0 && o->every > 0 ? 0 : -1;
}

static const eval_reader *reader_of(const char *game) {
    if (!strcmp(game, eval_reader_classic.game)) return &eval_reader_classic;
    if (!strcmp(game, eval_reader_rivals.game)) return &eval_reader_rivals;
    return NULL;
}

/* The game of the fit: the reader's player count, the options given. */
static ctn_game *make_game(const eval_reader *rd, const options *o) {
    const ctn_ruleset *rules = ctn_ruleset_find(rd->game);
    ctn_game_config cfg = {.num_players = rd->players,
                           .board_kind = !strcmp(rd->game, "classic") ? CTN_BOARD_RANDOM : CTN_BOARD_DEFAULT};
    static char names[CTN_MAX_OPTIONS][64];
    ctn_error err = {0};
    for (int i = 0; i < o->num_options; i++) {
        const char *eq = strchr(o->options[i], '=');
        int len = eq ? (int)(eq - o->options[i]) : 0, at = -1;
        if (len > 0 && len < 64) {
            memcpy(names[i], o->options[i], (size_t)len), names[i][len] = 0;
            at = ctn_option_index(rules, names[i]);
        }
        if (at < 0 || ctn_option_parse(&rules->options[at], eq + 1, &cfg.options[i].value, &err) != CTN_OK) {
            fprintf(stderr, "eval_fit: bad option '%s' %s\n", o->options[i], err.message);
            return NULL;
        }
        cfg.options[i].name = names[i];
        cfg.num_options = i + 1;
    }
    ctn_game *g = NULL;
    if (ctn_game_new(rules, &cfg, &g, &err) != CTN_OK) fprintf(stderr, "eval_fit: %s\n", err.message);
    return g;
}

static int record(const eval_reader *rd, const ctn_game *g, const ctn_state *s, int held_out,
                  eval_samples *all) {
    eval_sample *x = eval_push(all);
    if (!x) return -1;
    int32_t values[CTN_MAX_PLAYERS];
    g->rules->evaluate(g, s, values);
    for (int p = 0; p < rd->players; p++) {
        double f[EVAL_MAX_FEATURES];
        rd->read(g, s, p, f);
        for (int i = 0; i < rd->features; i++) x->f[p][i] = (float)f[i];
        x->compiled[p] = (float)values[p] / 1000.0f;
    }
    x->stage = (uint8_t)rd->stage(g, s), x->held_out = (uint8_t)held_out;
    return 0;
}

/* Plays one game, adding its sampled positions (their winner set at the end; dropped when the
 * game is undecided). */
static int play(const eval_reader *rd, const ctn_game *g, const options *o, long index, ctn_rng *pick,
                eval_samples *all) {
    uint64_t seed = ctn_seed_derive(o->seed, (uint64_t)index);
    ctn_bot *bots[EVAL_MAX_PLAYERS] = {0};
    ctn_state *s = malloc(g->rules->state_size), *scratch = malloc(g->rules->state_size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    int rc = s && scratch && list ? 0 : -1, n = rd->players;
    for (int p = 0; p < n && !rc; p++) {
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
            if (rd->sampled(g, s) && ctn_rng_below(pick, (uint32_t)o->every) == 0)
                rc = record(rd, g, s, index % 5 == 0, all);
            if (ctn_bot_choose(bots[p], g, s, p, CTN_LEGAL_NO_OFFERS, scratch, list, &a) < 0) break;
        }
        ctn_game_apply(g, s, p, a);
    }
    if (!rc) { /* s exists: rc is set when an allocation failed */
        int winner = ctn_game_is_terminal(g, s) ? rd->winner(g, s) : -1;
        if (winner < 0) all->n = first;
        for (size_t i = first; i < all->n; i++) all->v[i].winner = (uint8_t)winner;
    }
    for (int p = 0; p < n; p++) ctn_bot_free(bots[p]);
    free(s), free(scratch), free(list);
    return rc;
}

/* The weights as the rule set's weight file holds them: a row per feature, a column per stage. */
static void print_table(const eval_reader *rd, double w[][EVAL_MAX_FEATURES]) {
    printf("%s = {\n", rd->table);
    for (int i = 0; i < rd->features; i++) {
        printf("    [%s] = {", rd->names[i] ? rd->names[i] : "?");
        for (int st = 0; st < rd->stages; st++) printf("%s%.4f", st ? ", " : "", w[st][i]);
        printf("},\n");
    }
    printf("};\n");
}

int main(int argc, char **argv) {
    options o;
    const eval_reader *rd = NULL;
    if (parse(argc, argv, &o) || !(rd = reader_of(o.game))) {
        fprintf(stderr, "usage: eval_fit [--game classic|rivals] [--option NAME=VALUE]... "
                        "[--games N] [--seed S] [--every K] [--seats SPEC] [--ridge X]\n");
        return 2;
    }
    ctn_game *g = make_game(rd, &o);
    if (!g) return 1;
    eval_samples all = {.players = rd->players, .features = rd->features};
    ctn_rng pick;
    ctn_rng_seed(&pick, ctn_seed_derive(o.seed, 0xE7A1u));
    for (long i = 0; i < o.games; i++)
        if (play(rd, g, &o, i, &pick, &all)) return 1;
    double (*w)[EVAL_MAX_FEATURES] = calloc((size_t)rd->stages, sizeof *w);
    if (!w) return 1;
    for (int st = 0; st < rd->stages; st++) eval_fit_stage(&all, st, o.ridge, w[st]);
    print_table(rd, w);
    free(w), free(all.v);
    ctn_game_free(g);
    return 0;
}
