/* rivals_oracle_sages.c — the legality oracle's predicates for the Era of Sages' action-phase groves
 * (docs/rules/rivals.md ): read from the state and the card names alone,
 * as the other oracle files', none of the generator's helpers used. */
#include <string.h>

#include "rivals_oracle_sages.h"

static const char *grove_key(const rv_state *s, int grove) {
    return s->kind[grove] == RV_NONE ? "" : ctn_rivals_cards[s->kind[grove]].key;
}

/* the events above Yule: those of the stack's set but the 3 under it; none is looked
 * at while an event lies at a known place or is unseen (the duel's). */
int rv_oracle_known_places(const rv_state *s) {
    int known = 0;
    for (int i = 0; i < RV_EV_BACK; i++) known |= s->ev_back[i] != 0;
    return known;
}

static int events_above_yule(const rv_state *s) {
    if (rv_oracle_known_places(s) || s->ev_pool_unknown) return 0;
    return __builtin_popcount(s->ev_pool) - 3;
}

int rv_oracle_grove_usable(const rv_state *s, int grove, int owls, int stack_any) {
    const char *key = grove_key(s, grove);
    if (!strcmp(key, "grove_of_freedom") || !strcmp(key, "grove_of_fraternity")) return owls >= 1 && stack_any; /* */
    if (!strcmp(key, "grove_of_great_foresight")) return owls >= 2 && events_above_yule(s) > 0; /* */
    return 0;
}

int rv_oracle_grove_used(const rv_state *s, int grove) {
    const char *key = grove_key(s, grove);
    if (!strcmp(key, "grove_of_freedom")) return (s->grove_uses & RV_GU_FREEDOM) != 0;
    if (!strcmp(key, "grove_of_fraternity")) return (s->sages_uses & RV_SU_FRATERNITY) != 0;
    return (s->sages_uses & RV_SU_FORESIGHT) != 0;
}

/* The grove lies on a site of owner's principality. */
static int grove_of(const rv_state *s, int owner, int grove) {
    for (int t = 0; t < RV_TOWN_COLS; t++)
        for (int k = 0; k < RV_SITES; k++)
            if (s->pr[owner].site[t][k] == grove) return 1;
    return 0;
}

/* The events put under are named with the grove used: the player's own, or the opponent's when
 * Cole borrowed it. */
int rv_oracle_foresight(const rv_state *s, int p, int t, int a, int b) {
    if (p != s->current) return 0;
    if (t == RV_A_STOP) return a == 0 && b == 0; /* the rest kept */
    int owner = s->sages_uses & RV_SU_BORROWED ? 1 - p : p;
    return t == RV_A_PLAY && !strcmp(grove_key(s, a), "grove_of_great_foresight") && grove_of(s, owner, a) && b >= 1 &&
           b <= 32 && (s->foresight >> (b - 1) & 1);
}

int rv_oracle_look(const rv_data *d, const rv_state *s, int a) {
    return a < d->num_events && (s->ev_pool >> a & 1) && !(s->foresight >> a & 1);
}
