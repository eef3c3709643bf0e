/* rivals_events_barbarians.c — the Era of Barbarians' events and what they strike (docs/rules/
 * rivals.md R§14): the Barbarian Attack (its count of units against the barbarians' strength, its
 * strike on each player, R-141, R-142, the Castle's Border Fortress bonus, R-201), the places of
 * the events put back into the event stack under its top cards, the Retreat of the
 * Barbarians and Baroc's ore after a Brigand Attack. The era's cards are in
 * rivals_abilities_barbarians.c. */
#include "rivals_internal.h"

#define ALL_POSITIONS 0x3FFFFFFu

/* ---- the event stack's known places (R-140) ---- */

int rv_event_known_top(const rv_state *s) {
    for (int i = 0; i < RV_EV_BACK; i++)
        if (s->ev_back[i] && s->ev_depth[i] == 0) return s->ev_back[i] - 1;
    return -1;
}

static int events_back(const rv_state *s) {
    int n = 0;
    for (int i = 0; i < RV_EV_BACK; i++) n += s->ev_back[i] != 0;
    return n;
}

int rv_events_above_yule(const rv_state *s) {
    int n = rv_events_left(s) - 3 + events_back(s); /* the set's 3 lowest lie under Yule (R§5.5) */
    return n > 0 ? n : 0;
}

void rv_event_revealed(rv_state *s, int e) {
    for (int i = 0; i < RV_EV_BACK; i++) {
        if (!s->ev_back[i]) continue;
        if (s->ev_back[i] == e + 1 && s->ev_depth[i] == 0) s->ev_back[i] = 0;
        else s->ev_depth[i]--;
    }
}

/* Event e goes back under the stack's top 4 cards: at a known place while at least 4 cards lie
 * above Yule, else under Yule, where it waits for Yule's rebuild like any revealed event. */
void rv_put_back_under_four(rv_state *s, int e) {
    if (rv_events_above_yule(s) < 4) return;
    int free_slot = -1;
    for (int i = 0; i < RV_EV_BACK; i++) {
        if (!s->ev_back[i]) free_slot = free_slot < 0 ? i : free_slot;
        else if (s->ev_depth[i] >= 4) s->ev_depth[i]++;
    }
    if (free_slot < 0) return; /* never: one slot per place 0..4 */
    s->ev_back[free_slot] = (uint8_t)(e + 1);
    s->ev_depth[free_slot] = 4;
}

/* ---- the Barbarian Attack (R-141, R-142) ---- */

static int has_city(const rv_state *s, int p) {
    for (int t = 0; t < RV_TOWN_COLS; t++)
        if (s->pr[p].town[t] == 2) return 1;
    return 0;
}

/* Whether another card of this ability lies on a site of town t of p's than site x. */
static int beside_in_town(const rv_state *s, int p, int t, int x, rv_ability_fn fn) {
    for (int k = 0; k < RV_SITES; k++) {
        int c = s->pr[p].site[t][k];
        if (c != RV_NONE && t * RV_SITES + k != x && rv_card_of(s, c)->ability == fn) return 1;
    }
    return 0;
}

/* A ship: a trade ship, or a unit that sails (the Pirate Ship, the Caravel). */
static int is_ship(const rv_card *k) {
    return k->type == RV_T_TRADE_SHIP || k->ability == rv_ab_pirate_ship || k->ability == rv_ab_caravel;
}

/* p's units as the barbarians count them: 1 each, 2 for a hero in a town with Arnd (not Arnd
 * himself) and for a ship in a town with a Caravel (not that Caravel); with his Castle, 1 more for
 * each strength point of his Border Fortress. */
int rv_barbarian_units(const rv_data *d, const rv_state *s, int p) {
    int n = rv_count_ability(d, s, p, rv_ab_castle) ? rv_fortress_strength(s, p) : 0;
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *k = rv_card_of(s, c);
        if (k->type < RV_T_HERO || k->type > RV_T_UNIT) continue;
        int t = x / RV_SITES, twice = (k->type == RV_T_HERO && beside_in_town(s, p, t, x, rv_ab_arnd)) ||
                                      (is_ship(k) && beside_in_town(s, p, t, x, rv_ab_caravel));
        n += 1 + twice;
    }
    return n;
}

/* The barbarians' strength against p: the victory points of his cities (2 each) and of the city
 * expansions in them, 1 more with the opponent's Barbarian Stronghold on his road. */
int rv_barbarian_strength(const rv_data *d, const rv_state *s, int p) {
    (void)d;
    int n = 0;
    for (int t = 0; t < RV_TOWN_COLS; t++) {
        if (s->pr[p].town[t] != 2) continue;
        n += 2;
        for (int k = 0; k < RV_SITES; k++) {
            int c = s->pr[p].site[t][k];
            if (c != RV_NONE && rv_card_of(s, c)->place == RV_P_CITY) n += rv_card_of(s, c)->vp;
        }
    }
    return n + rv_stronghold_on(s, p); /* the opponent's Barbarian Stronghold: 1 more */
}

/* Barbarian Attack (requires a city): each player with a city is struck in turn, the active one
 * first (rv_barbarian_stage); then the card goes back under the stack's top 4 cards. */
int rv_ev_barbarian_attack(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook != RV_H_RESOLVE) return 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (has_city(s, p)) s->barbarians |= (uint8_t)(RV_BA_ATTACK << p);
    if (s->barbarians & (RV_BA_ATTACK * 3)) s->stage = RV_STG_BARBARIANS;
    rv_put_back_under_four(s, c->card);
    return 0;
}

/* One player struck: with fewer units than the barbarians' strength he discards 2 resources of
 * his choice (1 with a Secret Brotherhood); with more he takes 2 of his choice, or, with a Triumph
 * Card below its top level, first chooses between the two (phase RV_PH_TRIUMPH). */
static void strike(const rv_data *d, rv_state *s, int p) {
    int units = rv_barbarian_units(d, s, p), strength = rv_barbarian_strength(d, s, p);
    if (units > strength && rv_triumph_can_turn(s, p)) s->turn_flags2 |= (uint8_t)(RV_TF2_TRIUMPH << p);
    else if (units > strength) {
        rv_push_gain(s, p, 0x3F);
        rv_push_gain(s, p, 0x3F);
    } else if (units < strength && rv_total_all(s, p) > 0) {
        uint8_t need[RV_NUM_RESOURCES] = {0};
        int lose = rv_count_ability(d, s, p, rv_ab_secret_brotherhood) ? 1 : 2, held = rv_total_all(s, p); /* */
        rv_set_payment(s, p, need, lose < held ? lose : held, ALL_POSITIONS, RV_AP_NONE, 0);
    }
}

/* Whether a stack p may draw from holds cards (the tournament: one of his own). */
int rv_stack_cards_for(const rv_data *d, const rv_state *s, int p) {
    for (int k = 0; k < d->num_stacks; k++)
        if (s->stacks[k].n && rv_stack_own(d, k, p)) return 1;
    return 0;
}

int rv_barbarian_stage(const rv_data *d, rv_state *s) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        if (s->barbarians & RV_BA_ATTACK << p) {
            s->barbarians &= (uint8_t)~(RV_BA_ATTACK << p);
            strike(d, s, p);
            return 1;
        }
    }
    for (int i = 0; i < RV_PLAYERS; i++) { /* the Retreat: a stack named, then its cards picked */
        int p = (s->current + i) % RV_PLAYERS;
        if (!(s->barbarians & RV_BA_RETREAT << p)) continue;
        s->barbarians &= (uint8_t)~(RV_BA_RETREAT << p);
        if (!rv_stack_cards_for(d, s, p)) continue;
        s->library = RV_LIB_RETREAT;
        s->draw_for = (uint8_t)p;
        return 1;
    }
    s->stage = RV_STG_ACTION;
    return 1;
}

/* Retreat of the Barbarians (requires a unit): each player with a unit, the active one first,
 * names a draw stack and picks 1 of its cards, the strength advantage's holder 2. */
int rv_ev_retreat(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook != RV_H_RESOLVE) return 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_count_type(c->d, s, p, RV_T_HERO) + rv_count_type(c->d, s, p, RV_T_TRADE_SHIP) + rv_count_type(c->d, s, p, RV_T_UNIT))
            s->barbarians |= (uint8_t)(RV_BA_RETREAT << p);
    if (s->barbarians & (RV_BA_RETREAT * 3)) s->stage = RV_STG_BARBARIANS;
    return 0;
}

/* How many cards p picks from the stack he named for the Retreat. */
int rv_retreat_picks(const rv_data *d, const rv_state *s, int p) { return rv_holds_advantage(d, s, p, 0) ? 2 : 1; }

/* Baroc the Barbarian: after a Brigand Attack each Baroc's owner takes 1 ore, 2 while his
 * Barbarian Stronghold lies in the opponent's principality; the active player first. */
void rv_baroc_ore(const rv_data *d, rv_state *s) {
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS;
        int ore = 1 + rv_stronghold_on(s, 1 - p); /* 2 with his Stronghold on the opponent's road */
        for (int k = rv_count_ability(d, s, p, rv_ab_baroc) * ore; k > 0; k--) rv_push_gain(s, p, 1 << RV_ORE);
    }
}

