/* eval_readers.h — what tools/eval_fit needs to know of each game whose evaluation it fits:
 * players, features and stages, how to read them from a state, who won, and how the weight table
 * is written in the rule set's source. One reader per game, each in a file of its own
 * (eval_read_<game>.c). */
#ifndef CATAN_TOOLS_EVAL_READERS_H
#define CATAN_TOOLS_EVAL_READERS_H

#include "catan/game.h"

typedef struct eval_reader {
    const char *game;  /* the rule set's name */
    int players;       /* the player count of the self-play games */
    int features, stages;
    const char *const *names; /* each feature's name in the table's designated initializers */
    const char *table;        /* the table's declaration, up to " = {" */
    /* Whether a decision here may be sampled (not the set-up). */
    int (*sampled)(const ctn_game *g, const ctn_state *s);
    int (*stage)(const ctn_game *g, const ctn_state *s);
    /* Player p's features into f (features values). */
    void (*read)(const ctn_game *g, const ctn_state *s, int p, double *f);
    /* The winner of a finished game, or -1 when nobody won. */
    int (*winner)(const ctn_game *g, const ctn_state *s);
} eval_reader;

/* The readers (eval_read_classic.c, eval_read_rivals.c). */
extern const eval_reader eval_reader_classic, eval_reader_rivals;

#endif
