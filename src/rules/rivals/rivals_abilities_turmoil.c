/* rivals_abilities_turmoil.c — the abilities of the Era of Turmoil (docs/rules/rivals.md R§7.3), one
 * small function per card, named by the card table, and its event, the Riots (R§7.5). The attacks
 * Archer, Arsonist and Traitor first face the opponent's guards (Lookout Tower, Heinrich): a chance
 * node (RV_PH_GUARD) rolls the production die, and the attack strikes (RV_H_STRIKE) only when the
 * roll does not cancel it. Sebastian is offered to the players an event would hit (RV_PH_REACT). */
#include "rivals_internal.h"

#define ALL_RESOURCES 0x3F

static int opponent(const rv_ctx *c) { return 1 - c->player; }

static int is_unit(const rv_card *k) { return k->type >= RV_T_HERO && k->type <= RV_T_UNIT; }

/* Drill Ground: every hero its owner builds costs 1 resource of his choice less (ruling R-23). */
int rv_ab_drill_ground(rv_ctx *c) { return c->hook == RV_H_HERO_DISCOUNT; }

/* Lookout Tower: the opponent's Archer, Arsonist or Traitor is cancelled on a roll of 1–2. */
int rv_ab_lookout_tower(rv_ctx *c) { return c->hook == RV_H_GUARD ? 2 : 0; }

/* Heinrich the Sentinel: the same on a roll of 3–5 (with the Lookout Tower: one roll, 1–5). */
int rv_ab_heinrich(rv_ctx *c) { return c->hook == RV_H_GUARD ? 3 : 0; }

/* Irmgard: whenever her owner loses a card of his principality to an event or an action card, he
 * takes 1 resource of his choice (not when she is the card lost: ruling R-25). */
int rv_ab_irmgard(rv_ctx *c) {
    if (c->hook == RV_H_LOST) rv_push_gain(c->s, c->player, ALL_RESOURCES);
    return 0;
}

/* Chapel (1-3), Chapel (4-6): the Riots do not hit the owner when this turn's production die
 * showed one of its numbers. */
int rv_ab_chapel_low(rv_ctx *c) { return c->hook == RV_H_RIOT_SAFE && c->s->production >= 1 && c->s->production <= 3; }
int rv_ab_chapel_high(rv_ctx *c) { return c->hook == RV_H_RIOT_SAFE && c->s->production >= 4 && c->s->production <= 6; }

/* Fairgrounds: when built, its owner takes 2 resources of his choice if he has more skill points
 * than the opponent. */
int rv_ab_fairgrounds(rv_ctx *c) {
    if (c->hook == RV_H_BUILT && rv_points(c->d, c->s, c->player, 1) > rv_points(c->d, c->s, opponent(c), 1)) {
        rv_push_gain(c->s, c->player, ALL_RESOURCES);
        rv_push_gain(c->s, c->player, ALL_RESOURCES);
    }
    return 0;
}

/* Tithe Barn: when built, its owner takes 1 grain per hero of his, or 1 wool per hero: the build
 * action names which (RV_A_BUILD, c + 16: wool). */
int rv_ab_tithe_barn(rv_ctx *c) {
    if (c->hook != RV_H_BUILT) return 0;
    int res = RV_ACT_C(c->action) & 16 ? RV_WOOL : RV_GRAIN, n = rv_count_type(c->d, c->s, c->player, RV_T_HERO);
    for (int i = 0; i < n; i++) rv_push_gain(c->s, c->player, 1 << res);
    return 0;
}

/* Fire Brigade: the buildings of its town (itself too) are immune to the Arsonist. */
int rv_ab_fire_brigade(rv_ctx *c) { return c->hook == RV_H_FIREPROOF; }

/* Voyage of Plunder (requires the strength advantage): the opponent gives 2 resources of the
 * player's choice when he has more victory points, else 1. */
int rv_ab_voyage_of_plunder(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || rv_total_all(s, opponent(c)) == 0) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) {
        int more = rv_vp(c->d, s, opponent(c)) > rv_vp(c->d, s, c->player);
        rv_start_takes(s, c->player, more ? 2 : 1, 0);
    }
    return 0;
}

/* An attack is played: the opponent's guards (a Grove of Peace too, R-218) roll first
 * (RV_PH_GUARD); without guards it strikes. */
void rv_attack(rv_ctx *c) {
    if (rv_guard_faces(c->d, c->s, opponent(c)) > 0) {
        c->s->strike = c->action;
        return;
    }
    rv_ctx strike = *c;
    strike.hook = RV_H_STRIKE;
    rv_card_of(c->s, c->card)->ability(&strike);
}

/* Archer (requires a Hedge Tavern): the opponent puts one of his units with strength under a draw
 * stack (his choice of unit and stack). */
int rv_ab_archer(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
            if (rv_strong_unit_at(c->d, s, opponent(c), x)) {
                c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
                return 1;
            }
        return 0;
    }
    if (c->hook == RV_H_PLAY) rv_attack(c);
    if (c->hook == RV_H_STRIKE) s->loss = 1;
    return 0;
}

/* Arsonist (requires a Hedge Tavern): the player names a building of the opponent (`play c<id>
 * x<site>`), not in a town with a Fire Brigade; the opponent puts it under a draw stack. */
int rv_ab_arsonist(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        int n = 0;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
            if (rv_fire_target(c->d, s, opponent(c), x)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, x, 0);
        return n;
    }
    if (c->hook == RV_H_PLAY) rv_attack(c);
    if (c->hook == RV_H_STRIKE) rv_lose_site(c->d, s, opponent(c), RV_ACT_B(c->action));
    return 0;
}

/* Traitor (requires a Hedge Tavern): the opponent shows his hand and the player takes 1 card of it
 * (RV_PH_STEAL, the hand in the player's view while he chooses). */
int rv_ab_traitor(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || rv_hand_count(s, opponent(c)) == 0) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) rv_attack(c);
    if (c->hook == RV_H_STRIKE) s->steal = 1;
    return 0;
}

/* Sebastian: played when Fraternal Feuds, Feud or Riots would hit the player (RV_PH_REACT): the
 * event does not affect him (ruling R-27). */
int rv_ab_sebastian(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_REACT) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->react = (uint8_t)(s->react & ~(1u << c->player));
    if (s->stage == RV_STG_RIOTS) {
        s->riots = (uint8_t)(s->riots & ~(1u << c->player));
        return 0;
    }
    s->ff_left = 0; /* Fraternal Feuds or Feud: nothing happens */
    s->named_n = 0;
    memset(s->named, 0, sizeof s->named);
    s->stage = RV_STG_ACTION;
    return 0;
}

/* Riots: every player with units of strength or commerce pays 1 gold (1–2 such units) or 2 (more),
 * or puts one of those units under a draw stack (RV_STG_RIOTS); a Chapel of this turn's number or
 * Sebastian spares him (ruling R-26). */
int rv_ev_riots(rv_ctx *c) {
    rv_state *s = c->s;
    int hit = 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_riot_units(c->d, s, p) > 0 && !rv_hook_all(c->d, s, p, RV_H_RIOT_SAFE)) hit |= 1 << p;
    if (!hit) return 0;
    s->riots = (uint8_t)hit;
    s->react = (uint8_t)rv_react_mask(c->d, s, hit);
    s->stage = RV_STG_RIOTS;
    return 0;
}

/* The tournament: whether a deck holds Sebastian is hidden, and each deck may hold one, so
 * the offer is made until both lie in the discard piles, which are open. */
static int tourney_sebastians_left(const rv_data *d, const rv_state *s) {
    (void)d;
    int gone = 0;
    for (int w = 0; w < 2; w++) /* the discard piles' cards (a set of card ids) */
        for (uint64_t m = s->discard[w]; m; m &= m - 1)
            gone += ctn_rivals_cards[s->kind[w * 64 + __builtin_ctzll(m)]].ability == rv_ab_sebastian;
    return gone < RV_PLAYERS;
}

int rv_react_mask(const rv_data *d, const rv_state *s, int mask) {
    if (rv_tourney(d)) return tourney_sebastians_left(d, s) ? mask : 0;
    for (int i = 0; i < RV_PLAYERS; i++) { /* a Sebastian of the game not yet discarded */
        int c = d->c_sebastian[i];
        if (c >= 0 && !(s->discard[c >> 6] >> (c & 63) & 1)) return mask;
    }
    return 0;
}

int rv_stealable(const rv_data *d, const rv_state *s, int card) {
    if (!rv_tourney(d) && s->steal != 2) return 1; /* Godfrey (2): units and action cards only */
    int t = rv_card_of(s, card)->type;
    return t == RV_T_HERO || t == RV_T_TRADE_SHIP || t == RV_T_UNIT || t == RV_T_ACTION || t == RV_T_ATTACK;
}

void rv_lose_site(const rv_data *d, rv_state *s, int p, int x) {
    rv_remove_site_card(s, p, x);
    rv_hook_all(d, s, p, RV_H_LOST);
}

int rv_riot_unit(const rv_data *d, const rv_state *s, int p, int x) {
    (void)d; /* the card kinds are the state's */
    int card = rv_site_card(s, p, x);
    if (card == RV_NONE) return 0;
    const rv_card *k = rv_card_of(s, card);
    return is_unit(k) && (k->strength > 0 || k->commerce > 0);
}

int rv_riot_units(const rv_data *d, const rv_state *s, int p) {
    int n = 0;
    for (uint64_t m = rv_occupied(s, p); m; m &= m - 1) n += rv_riot_unit(d, s, p, __builtin_ctzll(m));
    return n;
}

int rv_riot_gold(const rv_data *d, const rv_state *s, int p) {
    int n = rv_riot_units(d, s, p);
    return n == 0 ? 0 : n <= 2 ? 1 : 2;
}

int rv_strong_unit_at(const rv_data *d, const rv_state *s, int p, int x) {
    (void)d; /* the card kinds are the state's */
    int card = rv_site_card(s, p, x);
    return card != RV_NONE && is_unit(rv_card_of(s, card)) && rv_card_of(s, card)->strength > 0;
}

int rv_guard_faces(const rv_data *d, const rv_state *s, int p) {
    int k = rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_GUARD);
    return k > 5 ? 5 : k;
}

int rv_fire_target(const rv_data *d, const rv_state *s, int p, int x) {
    int card = rv_site_card(s, p, x), t = x / RV_SITES;
    if (card == RV_NONE || rv_card_of(s, card)->type != RV_T_BUILDING) return 0;
    for (int k = 0; k < RV_SITES; k++) {
        int other = s->pr[p].site[t][k];
        if (other != RV_NONE && rv_hook_card(d, (rv_state *)(uintptr_t)s, p, other, RV_H_FIREPROOF)) return 0;
    }
    return 1;
}
