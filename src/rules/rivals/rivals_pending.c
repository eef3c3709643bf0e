/* rivals_pending.c — the work a card or an event leaves pending between two decisions (R§6.2,
 * R§7.2, R§7.3 and the expansions' eras): a card to put under a stack, the Era of Turmoil's and
 * the Era of Intrigue's choices, a trade ship to give up, resources to take or give back, the
 * Barbarians', the Merchant Princes' and the Sages' work, the Library's pick. rv_continue
 * (rivals_flow.c) asks rv_pending_choice before the turn's stage moves on. */
#include <stdio.h>
#include <stdlib.h>

#include "rivals_internal.h"

/* A card lost outside Fraternal Feuds and Feud (Riots, Arsonist, Archer): back to the face-up
 * stack, or under a stack of its owner's choice (R§5.1, R§5.3). */
static int bury_pending(const rv_data *d, rv_state *s) {
    if (s->bury == RV_NONE || s->stage == RV_STG_FF || s->stage == RV_STG_FEUD) return 1;
    if (rv_face_up_home(d, s, s->bury)) {
        s->faceup[s->bury >> 6] |= 1ull << (s->bury & 63);
        s->bury = RV_NONE;
        s->bury_owner = 0;
        return 1;
    }
    s->phase = RV_PH_BURY;
    s->actor = s->bury_owner;
    return 0;
}

/* Traitor: whether the victim's hand holds a card he may take (a hidden hand: assumed so). */
static int steal_target(const rv_data *d, const rv_state *s, int victim) {
    if ((!rv_tourney(d) && s->steal != 2) || s->hidden_hand[victim]) return 1;
    for (int c = 0; c < d->num_draw; c++)
        if (rv_in_hand(s, victim, c) && rv_stealable(d, s, c)) return 1;
    return 0;
}

/* The Era of Turmoil's pending choices (R§7.3): Sebastian offered, the guards' roll, the Archer's
 * victim choosing his unit, the Traitor's pick, a lost card put away; 0 when someone must act, -1
 * when new work is queued (the flow starts over). */
static int turmoil_choice(const rv_data *d, rv_state *s) {
    int cur = s->current, victim = 1 - cur;
    if (s->react) {
        s->phase = RV_PH_REACT;
        s->actor = (uint8_t)(s->react >> cur & 1 ? cur : 1 - cur);
        return 0;
    }
    if (s->strike) {
        s->phase = RV_PH_GUARD;
        s->actor = CTN_CHANCE;
        return 0;
    }
    if (s->loss) {
        int n = 0, last = -1;
        for (uint64_t m = rv_occupied(s, victim); m; m &= m - 1)
            if (rv_strong_unit_at(d, s, victim, __builtin_ctzll(m))) n++, last = __builtin_ctzll(m);
        if (n > 1) {
            s->phase = RV_PH_UNIT_LOSS;
            s->actor = (uint8_t)victim;
            return 0;
        }
        s->loss = 0;
        if (n == 1) {
            rv_lose_site(d, s, victim, last);
            return -1; /* Irmgard's resource first, then the unit is put away */
        }
    }
    if (s->steal) {
        if (rv_hand_count(s, victim) > 0 && steal_target(d, s, victim)) {
            s->phase = RV_PH_STEAL;
            s->actor = (uint8_t)cur;
            return 0;
        }
        s->steal = 0;
    }
    return bury_pending(d, s);
}

/* The Era of Intrigue's work (R§12): Odin's Priest's victim puts away his action cards and units
 * one by one; then a Pilgrimage Site refills his hand. 0 when someone must act,
 * -1 to start over, 1 to go on. */
static int intrigue_work(const rv_data *d, rv_state *s) {
    int victim = 1 - s->current;
    if (s->bury != RV_NONE) return 1;
    if (s->intrigue & RV_IN_PRIEST) {
        for (int c = 0; c < d->num_draw; c++) {
            if (!rv_in_hand(s, victim, c)) continue;
            int type = rv_card_of(s, c)->type;
            if (type < RV_T_HERO || type > RV_T_ATTACK) continue;
            rv_hand_del(s, victim, c);
            s->bury = (uint8_t)c;
            s->bury_owner = (uint8_t)victim;
            s->intrigue |= (uint8_t)(rv_pilgrim(d, s, victim) ? RV_IN_REFILL << victim : 0);
            return -1;
        }
        s->intrigue &= (uint8_t)~RV_IN_PRIEST;
    }
    if (s->intrigue & RV_IN_MISSIONARY) { /* the victim's hero, of his choice */
        int n = 0, last = -1;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
            if (rv_hero_at(s, victim, x)) n++, last = x;
        if (n > 1) {
            s->phase = RV_PH_UNIT_LOSS;
            s->actor = (uint8_t)victim;
            return 0;
        }
        if (n) rv_missionary_take(d, s, last);
        s->intrigue &= (uint8_t)~RV_IN_MISSIONARY;
        return -1;
    }
    for (int i = 0; i < RV_PLAYERS; i++) { /* Religious Dispute: hand cards under stacks */
        int p = (s->current + i) % RV_PLAYERS;
        if (!s->dispute[p]) continue;
        s->phase = RV_PH_REPLENISH; /* the returns of an excess hand */
        s->actor = (uint8_t)p;
        return 0;
    }
    for (int i = 0; i < RV_PLAYERS; i++) { /* Good Neighbors: a card for each Fountain */
        int p = (s->current + i) % RV_PLAYERS;
        if (!(s->intrigue & RV_IN_DRAW << p)) continue;
        s->intrigue &= (uint8_t)~(RV_IN_DRAW << p);
        if (!rv_any_stack_cards(d, s, p)) continue;
        s->library = RV_LIB_TEMPLE; /* the top card of a stack of choice, as Odin's Temple's */
        s->phase = RV_PH_LIBRARY;
        s->actor = (uint8_t)p;
        return 0;
    }
    for (int p = 0; p < RV_PLAYERS; p++) {
        if (!(s->intrigue & RV_IN_REFILL << p)) continue;
        if (rv_hand_count(s, p) < rv_hand_limit(d, s, p) && rv_any_stack_cards(d, s, p)) {
            s->phase = RV_PH_REPLENISH;
            s->actor = (uint8_t)p;
            return 0;
        }
        s->intrigue &= (uint8_t)~(RV_IN_REFILL << p);
    }
    return 1;
}

/* The theme games' pending choices (R§6.2, R§7.2, R§7.3); returns 0 when someone must act, -1 to
 * start over, 1 to go on. */
static int pending_chain(const rv_data *d, rv_state *s) {
    if (s->tavern[0][0] | s->tavern[1][0]) rv_tavern_check(d, s); /* */
    if (s->start_picks) { /* R§6.2: the starting hand is picked from a Basic stack */
        s->phase = RV_PH_SEARCH;
        s->actor = s->draw_for;
        return 0;
    }
    int t = turmoil_choice(d, s);
    if (t <= 0) return t;
    if (s->intrigue | s->dispute[0] | s->dispute[1]) {
        t = intrigue_work(d, s);
        if (t <= 0) return t;
    }
    if (s->lose_ship) { /* Pirate Ship: the opponent removes a trade ship */
        int victim = 1 - s->current, n = 0, last = -1;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
            int c = s->pr[victim].site[x / RV_SITES][x % RV_SITES];
            if (c != RV_NONE && rv_card_of(s, c)->type == RV_T_TRADE_SHIP) n++, last = x;
        }
        if (n > 1) {
            s->phase = RV_PH_LOSE_SHIP;
            s->actor = (uint8_t)victim;
            return 0;
        }
        if (n == 1) rv_lose_ship(d, s, victim, last);
        s->lose_ship = 0;
    }
    if (s->merchant_flags & (RV_MF_SEA_LOSS | RV_MF_SEA_LOSS << 1)) { /* the Capricious Sea's ships */
        t = rv_sea_work(d, s);
        if (t <= 0) return t;
    }
    if (s->takes_left) {
        if (rv_total_all(s, 1 - s->taker) > 0) {
            s->phase = RV_PH_TAKE_TYPE; /* named by the taker, or by a victim with a Courthouse */
            s->actor = (uint8_t)(s->take_flags & RV_TK_VICTIM_NAMES ? 1 - s->taker : s->taker);
            return 0;
        }
        s->takes_left = 0;
    }
    if (s->take_flags & RV_TK_GIVE_BACK) { /* Merchant: one resource back */
        if (rv_total_all(s, s->taker) > 0) {
            s->phase = RV_PH_GIVE;
            s->actor = s->taker;
            return 0;
        }
        s->take_flags = 0;
    }
    if (s->barbarians & (RV_BA_WOLFGANG_ADD | RV_BA_WOLFGANG_TAKE)) { /* Wolfgang's owner, then his opponent */
        int owner, site;
        rv_wolfgang_at(s, &owner, &site);
        s->phase = RV_PH_WOLFGANG;
        s->actor = (uint8_t)(s->barbarians & RV_BA_WOLFGANG_ADD ? owner : 1 - owner);
        return 0;
    }
    if (s->merchant_flags & RV_MF_SEA) { /* the Capricious Sea's die */
        s->phase = RV_PH_SEA_ROLL;
        s->actor = CTN_CHANCE;
        return 0;
    }
    if (s->turn_flags2 & (RV_TF2_TRIUMPH * 3)) { /* a Barbarian Attack's winner: his Triumph Card or 2 resources */
        s->phase = RV_PH_TRIUMPH;
        s->actor = (uint8_t)(s->turn_flags2 & RV_TF2_TRIUMPH ? 0 : 1);
        return 0;
    }
    if (s->barbarians & (RV_BA_TAVERN | RV_BA_CONTEST)) { /* the Tavern's die, its gold paid; the Contest's */
        s->phase = s->barbarians & RV_BA_TAVERN ? RV_PH_TAVERN_ROLL : RV_PH_CONTEST_ROLL;
        s->actor = CTN_CHANCE;
        return 0;
    }
    if (s->sages_work || (s->sages_uses & (RV_SU_DRAWS | RV_SU_GIFT))) { /* the Era of Sages: the Dispute's dice, the
                                  * Famine, the Council, the Groves of Fraternity and Great Foresight */
        t = rv_sages_work(d, s);
        if (t <= 0) return t;
    }
    if (s->library) { /* Library: a card of choice from a draw stack (ruling R-41) */
        int p = s->library == RV_LIB_RETREAT ? s->draw_for : s->current; /* the Retreat: each player */
        if (rv_any_stack_cards(d, s, p)) {
            s->phase = RV_PH_LIBRARY;
            s->actor = (uint8_t)p;
            return 0;
        }
        s->library = 0;
    }
    return 1;
}

/* Whether every field pending_chain asks is at rest, so that it would go on at once (1) and
 * change nothing: the common case after an action, asked in one pass over the fields. The fields
 * the Basic Set can fill come first; the eras' fields stay 0 in a game without eras (the intro),
 * which is then done. A field added to the chain must be added here too (debug builds check the
 * two agree after every action). */
static int nothing_pending(const rv_data *d, const rv_state *s) {
    unsigned busy = s->start_picks | s->takes_left | (s->take_flags & RV_TK_GIVE_BACK) | s->react;
    if (busy || s->bury != RV_NONE) return 0;
    if (!d->eras) return 1;
    busy = s->tavern[0][0] | s->tavern[1][0] | s->loss | s->steal | s->intrigue | s->dispute[0] | s->dispute[1] |
           s->lose_ship | s->sages_work | s->library | (s->merchant_flags & (RV_MF_SEA | RV_MF_SEA_LOSS | RV_MF_SEA_LOSS << 1)) |
           (s->barbarians & (RV_BA_WOLFGANG_ADD | RV_BA_WOLFGANG_TAKE | RV_BA_TAVERN | RV_BA_CONTEST)) |
           (s->turn_flags2 & (RV_TF2_TRIUMPH * 3)) | (s->sages_uses & (RV_SU_DRAWS | RV_SU_GIFT));
    return !busy && !s->strike;
}

int rv_pending_choice(const rv_data *d, rv_state *s) {
    if (!nothing_pending(d, s)) return pending_chain(d, s);
#ifdef CATAN_CHECK_INVARIANTS
    rv_state copy; /* the chain, asked of a copy, goes on and changes nothing */
    memcpy(&copy, s, sizeof copy);
    if (pending_chain(d, &copy) != 1 || memcmp(&copy, s, sizeof copy) != 0) {
        fprintf(stderr, "rv_pending_choice: nothing_pending misses a field of the chain\n");
        abort();
    }
#endif
    return 1;
}

void rv_lose_ship(const rv_data *d, rv_state *s, int p, int x) {
    int c = s->pr[p].site[x / RV_SITES][x % RV_SITES];
    rv_set_site(s, p, x, RV_NONE);
    rv_discard_add(d, s, p, c);
    s->lose_ship = 0;
}
