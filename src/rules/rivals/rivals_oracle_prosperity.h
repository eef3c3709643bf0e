/* rivals_oracle_prosperity.h — the legality oracle's Era of Prosperity predicates
 * (rivals_oracle_prosperity.c), called by rivals_oracle.c. */
#ifndef RIVALS_ORACLE_PROSPERITY_H
#define RIVALS_ORACLE_PROSPERITY_H
#include "rivals_internal.h"

/* Whether p may play the hand card of this key with argument b; -1 when the key is none of these. */
int oracle_prosperity_play(const rv_state *s, int p, const char *key, int b);
/* The answers to the Insurrection and the Public Feeling's star against it and the Riots
 * whether action type t with argument a is legal for p; -1 for every other question. */
int oracle_prosperity_answer(const rv_data *d, const rv_state *s, int p, int t, int a);
/* The Public Feeling's 2 stars for resource r, but for the room: once a turn, in a game
 * with the era's cards, 2 stars on the marker. */
int oracle_feeling_use(const rv_data *d, const rv_state *s, int p, int r);
/* The event die's face the Court Astrologer set, -1 none. */
int oracle_astrologer_face(const rv_state *s);
#endif
