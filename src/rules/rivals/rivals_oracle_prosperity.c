/* rivals_oracle_prosperity.c — the legality oracle's predicates for the Era of Prosperity's cards
 * built after its first seventeen (docs/rules/rivals.md R§16), written from the rulings and
 * reading the state directly, as rivals_oracle.c does; that file calls them by the card's key. */
#include "rivals_oracle_prosperity.h"

/* The face the Court Astrologer set, read from its bits of prosperity_uses; -1 none. */
int oracle_astrologer_face(const rv_state *s) { return (s->prosperity_uses >> 5 & 7) - 1; }

/* The Court Astrologer from p's hand (its requirement checked by the caller): before his roll,
 * with a star, a face of the event die, while no card set it and Reiner was not played. */
static int astrologer_play(const rv_state *s, int p, int b) {
    int set = (s->turn_flags & RV_TF_REINER) || (s->grove_uses & RV_GU_JUSTICE) || oracle_astrologer_face(s) >= 0;
    return s->phase == RV_PH_PRE_ROLL && s->stars[p] >= 1 && !set && b < RV_E_COUNT;
}

int oracle_prosperity_play(const rv_state *s, int p, const char *key, int b) {
    if (!strcmp(key, "court_astrologer")) return astrologer_play(s, p, b);
    return -1;
}
