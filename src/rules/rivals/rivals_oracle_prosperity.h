/* rivals_oracle_prosperity.h — the legality oracle's Era of Prosperity predicates
 * (rivals_oracle_prosperity.c), called by the oracle's other files (rivals_oracle_internal.h). */
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
/* The road complements and the Thieves' Hideout (R-251..R-256). What the oracle knows of the
 * player for them: the card in his hand, its cost paid from his resources, the opponent's strength,
 * his wool and his room for each resource. */
typedef struct {
    int in_hand, pays, victim_strength, wool;
    const int *space;
} oracle_slot_facts;
/* Whether key is one of the four; whether p may play it (card a, argument b). */
int oracle_slot_key(const char *key);
int oracle_slot_play(const rv_state *s, int p, const char *key, int a, int b, const oracle_slot_facts *f);
/* Whether card a lies where p may play it: on his road, or as a Thieves' Hideout of his or by his region. */
int oracle_slot_card(const rv_state *s, int p, int a);
/* Whether a road complement of the era lies on p's road col; their strength (which 0) or commerce
 * (which 1) points. */
int oracle_comp_on(const rv_state *s, int p, int col);
int oracle_comp_points(const rv_state *s, int p, int which);
#endif
