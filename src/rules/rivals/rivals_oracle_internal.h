/* rivals_oracle_internal.h — what the files of the Rivals legality oracle share: the oracle's call
 * (the state, the player asked, both players' resources and room counted once a call), its
 * one-line accessors, and the readings and predicates one file asks of another. rivals_oracle.c
 * lists the actions and holds the phases' predicates, rivals_oracle_facts.c reads the state,
 * rivals_oracle_play.c judges a card's play, rivals_oracle_darkness.c the Age of Darkness's cards
 * laid outside the sites. The oracle stays independent of the generator: none of it calls
 * rivals_legal.c. Internal to the oracle. */
#ifndef RIVALS_ORACLE_INTERNAL_H
#define RIVALS_ORACLE_INTERNAL_H

#include "rivals_oracle_prosperity.h"
#include "rivals_oracle_explorers.h"
#include "rivals_oracle_sages.h"

typedef struct {
    const rv_data *d;
    const rv_state *s;
    int p;
    int held[RV_PLAYERS][RV_NUM_RESOURCES + 1]; /* by resource, then all (counted once per call) */
    int space[RV_PLAYERS][RV_NUM_RESOURCES];
} oracle;

/* ---- one-line accessors ---- */
static inline const char *key_of(const oracle *o, int c) { return ctn_rivals_cards[o->s->kind[c]].key; }
static inline int has_card(const oracle *o, int p, int c) { return c < o->d->num_draw && (o->s->hand[p][c / 64] >> (c % 64)) & 1; }
static inline int region_at(const oracle *o, int p, int pos) { return o->s->pr[p].region[pos / 2][pos % 2]; }
static inline int held(const oracle *o, int p, int res) { return o->held[p][res < 0 ? RV_NUM_RESOURCES : res]; }
static inline int space(const oracle *o, int p, int res) { return o->space[p][res]; }
static inline int site_card(const oracle *o, int p, int x) { return o->s->pr[p].site[x / 4][x % 4]; }
static inline int hand_size(const oracle *o, int p) {
    return __builtin_popcountll(o->s->hand[p][0]) + __builtin_popcountll(o->s->hand[p][1]);
}
/* the card p has turned to a level in slot k, -1 none; its level. */
static inline int by_rot(const oracle *o, int p, int k) { return o->s->rot[p][k] ? o->s->rot[p][k] - 1 : -1; }
/* the Trading Post in p's slot k, -1 none. */
static inline int by_post(const oracle *o, int p, int k) { return o->s->post[p][k] ? o->s->post[p][k] - 1 : -1; }
/* The Trading Station the opponent laid on p's city site, and that site; -1 none. */
static inline int station_in(const oracle *o, int p) { return o->s->station[p][0] ? o->s->station[p][0] - 1 : -1; }
/* The tournament (R§6.4): 4 own stacks each, stacks 4p .. 4p + 3 player p's, any back. */
static inline int tourney(const oracle *o) { return o->d->mode == RV_MODE_TOURNAMENT; }
static inline int own_stack(const oracle *o, int k, int p) { return !tourney(o) || k / 4 == p; }
static inline int in_faceup(const oracle *o, int c) { return c < o->d->num_draw && (o->s->faceup[c / 64] >> (c % 64)) & 1; }
/* The Abbey Brewery ([0]) and Reiner the Miller ([1]) by p's fields, -1 none. */
static inline int by_fields(const oracle *o, int p, int k) { return o->s->fields[p][k] ? o->s->fields[p][k] - 1 : -1; }
static inline int opponent_hand(const oracle *o, int p) { return hand_size(o, p) + o->s->hidden_hand[p]; }

/* ---- rivals_oracle_facts.c: readings of the state ---- */
int oracle_pays(const oracle *o, int p, const uint8_t *cost);
int oracle_limit(const oracle *o, int p);
int oracle_turned_by(const oracle *o, int p, int c);
int oracle_sage_resource(const char *key);
int oracle_owls_of(const oracle *o, int p);
int oracle_owl_cost(const char *key);
int oracle_star_cost(const char *key);
int oracle_owns_name(const oracle *o, int p, const char *key);
int oracle_half_free(const oracle *o, int p, int t, int bottom);
int oracle_rate(const oracle *o, int p, int res);
int oracle_searching_cost(const oracle *o, int p);
int oracle_same_back(const oracle *o, int k, int c);
int oracle_in_pile_of(const oracle *o, int p, int c);
int oracle_placed(const oracle *o, int p, int c);
int oracle_count_key(const oracle *o, int p, const char *key);
int oracle_count_of_type(const oracle *o, int p, int type);
int oracle_points_of(const oracle *o, int p, int which);
int oracle_has_advantage(const oracle *o, int p, int which);
int oracle_victory_points(const oracle *o, int p);
int oracle_thingstead(const oracle *o);
int oracle_requirement(const oracle *o, int p, const char *key);
int oracle_building_at(const oracle *o, int p, int x);
int oracle_nameable(const oracle *o, int p, int x, int units);
int oracle_riot_unit(const oracle *o, int p, int x);
int oracle_archer_unit(const oracle *o, int p, int x);
int oracle_nothing_by(const oracle *o, int p, int r);
int oracle_triumph_level(const oracle *o, int p);
int oracle_triumph_below_top(const oracle *o, int p);

/* ---- rivals_oracle_darkness.c: the Age of Darkness's cards ---- */
void oracle_michael_cost(const oracle *o, const rv_card *k, uint8_t *cost);
int oracle_brotherhood_toll(const oracle *o, const char *key);
int oracle_michael_playable(const oracle *o, int b);
int oracle_field_play(const oracle *o, const char *key, int a, int b);
int oracle_residence_play(const oracle *o, const char *key, int a, int b);
int oracle_fortress_play(const oracle *o, int a, int b);
int oracle_triumph_play(const oracle *o, int a, int b);
int oracle_harbor_play(const oracle *o, int a, int b);
int oracle_wainwright_play(const oracle *o, int a, int b);
int oracle_post_play(const oracle *o, int a, int b);
int oracle_station_play(const oracle *o, int a, int b);
int oracle_wolfgang_play(const oracle *o, int a);

/* ---- rivals_oracle_play.c: a card's play ---- */
int oracle_council_gift(const oracle *o, int t, int a, int b);
int oracle_play_legal(const oracle *o, int a, int b, int c);

/* ---- rivals_oracle.c: the action phase's predicate ---- */
int oracle_action_phase(const oracle *o, int t, int a, int b, int c);

#endif
