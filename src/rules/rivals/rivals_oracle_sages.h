/* rivals_oracle_sages.h — the legality oracle's predicates for the Era of Sages' Groves of Freedom,
 * Fraternity and Great Foresight (rivals_oracle_sages.c), written from docs/rules/rivals.md R-169,
 * with none of the generator's helpers. Internal to the oracle. */
#ifndef RIVALS_ORACLE_SAGES_H
#define RIVALS_ORACLE_SAGES_H

#include "rivals_internal.h"

/* Whether a player holding `owls` owls, with a draw stack of his to take from (`stack_any`), may
 * use grove's action-phase ability now (his own grove, or the opponent's through Cole). */
int rv_oracle_grove_usable(const rv_state *s, int grove, int owls, int stack_any);
/* Whether the grove's own use is had already this turn (its once-a-turn flag). */
int rv_oracle_grove_used(const rv_state *s, int grove);
/* Whether action (t, a, b) is p's in the Grove of Great Foresight's choice (phase `foresight`). */
int rv_oracle_foresight(const rv_state *s, int p, int t, int a, int b);
/* Whether an event lies at a known place in the event stack: no Great Foresight then. */
int rv_oracle_known_places(const rv_state *s);
/* Whether event a is a chance outcome of the Grove of Great Foresight's look (phase `look`). */
int rv_oracle_look(const rv_data *d, const rv_state *s, int a);

#endif
