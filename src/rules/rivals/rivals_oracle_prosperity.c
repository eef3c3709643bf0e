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

/* A building (type building, not a site or unit) on p's site x printed at 2 resources or more. */
static int costly_building(const rv_state *s, int p, int x) {
    int card = s->pr[p].site[x / 4][x % 4], sum = 0;
    if (card == RV_NONE) return 0;
    const ctn_rivals_card *k = &ctn_rivals_cards[s->kind[card]];
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return k->type == RV_T_BUILDING && sum >= 2;
}

int oracle_prosperity_answer(const rv_data *d, const rv_state *s, int p, int t, int a) {
    if (s->phase == RV_PH_RIOTS && t == RV_A_DECLINE) /* the Public Feeling's star */
        return (d->eras >> RV_SET_PROSPERITY & 1) && s->stars[p] >= 1;
    if (s->phase != RV_PH_INSURRECTION) return -1;
    if (t == RV_A_DECLINE) return s->stars[p] >= 1; /* */
    return t == RV_A_REMOVE && a < 48 && costly_building(s, p, a); /* */
}

int oracle_feeling_use(const rv_data *d, const rv_state *s, int p, int r) {
    return r < RV_NUM_RESOURCES && (d->eras >> RV_SET_PROSPERITY & 1) && s->stars[p] >= 2 && !(s->prosperity_uses & 256);
}
