/* rivals_sages_work.c — the Era of Sages' contests, events and drawn-out uses (docs/rules/rivals.md
 * R§15): the Dispute of the Sages' dice and Robert's tie rule, the Famine, the Council of the Sages,
 * the Grove of Fraternity's draws and the Grove of Great Foresight's look, and the pending work they
 * leave for the flow (sages_work, RV_SW_*; sages_uses, RV_SU_*), one player at a time, the active
 * player first. */
#include "rivals_internal.h"

/* who wins the ties of production-die contests: Robert's owner, else RV_NONE. */
int rv_tie_winner(const rv_data *d, const rv_state *s) {
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_count_ability(d, s, p, rv_ab_robert) > 0) return p;
    return RV_NONE;
}

/* Dispute of the Sages (1 owl; requires a sage of each player's): both roll the production die
 * (the chance node `contest_dice <his> <opponent's>`) and add their owls, his counted after the
 * card's owl is paid. */
int rv_ab_dispute_of_the_sages(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || rv_owls(s, p) < rv_card_of(s, c->card)->owls) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_owls(s, p, rv_card_of(s, c->card)->owls);
    s->sages_work |= RV_SW_DISPUTE;
    return 0;
}

/* The Dispute's dice (a: its player's, b: his opponent's): the higher total takes 2 resources of
 * choice; a tie goes to Robert's owner, else each takes 1, the active player first. */
void rv_dispute_roll(const rv_data *d, rv_state *s, int a, int b) {
    int p = s->current, mine = a + rv_owls(s, p), his = b + rv_owls(s, 1 - p);
    int winner = mine > his ? p : his > mine ? 1 - p : rv_tie_winner(d, s);
    s->sages_work &= (uint8_t)~RV_SW_DISPUTE;
    if (winner == RV_NONE) {
        rv_push_gain(s, p, 0x3F);
        rv_push_gain(s, 1 - p, 0x3F);
        return;
    }
    rv_push_gain(s, winner, 0x3F);
    rv_push_gain(s, winner, 0x3F);
}

/* Famine: each player without a Granary gives up 1 grain, or 2 resources of choice without one
 * the payments come one at a time (rv_sages_work). */
int rv_ev_famine(rv_ctx *c) {
    for (int p = 0; p < RV_PLAYERS; p++)
        if (!rv_count_ability(c->d, c->s, p, rv_ab_granary)) c->s->sages_work |= (uint8_t)(RV_SW_FAMINE << p);
    return 0;
}

/* Council of the Sages (requires a sage): each player with a sage gives up to 2 owls to his sages,
 * or up to 2 resources to the regions his sages lie by, in the phase RV_PH_COUNCIL. */
int rv_ev_council(rv_ctx *c) {
    for (int p = 0; p < RV_PLAYERS; p++)
        if (rv_sages(c->s, p)) c->s->sages_work |= (uint8_t)(RV_SW_COUNCIL << p);
    return 0;
}

/* Whether p's slot k holds a sage. */
static int sage_slot(const rv_state *s, int p, int k) {
    return s->rot[p][k] && rv_card_of(s, rv_rot_card(s, p, k))->ability == rv_ab_sage;
}

/* The Council's choices for p: an owl to a sage below level 3 (`play c<sage>`), a resource to the
 * region a sage lies by with room (`gain p<pos>`), the kind fixed by the first; then `stop`. The
 * count of owls and resources offered, the stop left out; written to out when it is not NULL. */
int rv_council_actions(const rv_state *s, int p, ctn_action *out) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        if (!sage_slot(s, p, k)) continue;
        int r = s->rot_at[p][k] - 1;
        if (!(s->sages_work & RV_SW_COUNCIL_RES) && s->rot_level[p][k] < rv_card_of(s, rv_rot_card(s, p, k))->levels) {
            if (out) out[n] = RV_ACT(RV_A_PLAY, rv_rot_card(s, p, k), 0, 0);
            n++;
        }
        if (!(s->sages_work & RV_SW_COUNCIL_OWL) && s->stock[r] < 3) {
            if (out) out[n] = RV_ACT(RV_A_GAIN, rv_region_pos(s, p, r), 0, 0);
            n++;
        }
    }
    return n;
}

/* p's Council gift: an owl (a sage, RV_A_PLAY), a resource (a region position, RV_A_GAIN) or the
 * stop; the second gift or the stop ends his part. */
void rv_council_apply(rv_state *s, int p, ctn_action a) {
    int t = RV_ACT_TYPE(a), first = !(s->sages_work & (RV_SW_COUNCIL_OWL | RV_SW_COUNCIL_RES));
    if (t == RV_A_PLAY) {
        rv_rot_up(s, p, rv_rot_slot(s, p, RV_ACT_A(a)));
        s->sages_work |= RV_SW_COUNCIL_OWL;
    } else if (t == RV_A_GAIN) {
        rv_gain_region(s, rv_region_at(s, p, RV_ACT_A(a)), 1);
        s->sages_work |= RV_SW_COUNCIL_RES;
    }
    if (t == RV_A_STOP || !first) s->sages_work &= (uint8_t)~(RV_SW_COUNCIL << p | RV_SW_COUNCIL_OWL | RV_SW_COUNCIL_RES);
}

/* Grove of Vigilance (an extraordinary site, 1 gold; a use 1 owl): when the dice show the brigand,
 * trade or celebration face, its owner, holding the owl, may turn it into the event card's (`play
 * c<grove>`, the owl paid) or keep it (`decline`), once a roll, whoever rolled. */
int rv_ab_grove_of_vigilance(rv_ctx *c) {
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_owls(c->s, c->player, rv_card_of(c->s, c->card)->owls);
    c->s->event_face = RV_E_EVENT_CARD;
    c->s->grove_uses |= RV_GU_VIGILANCE;
    return 0;
}

int rv_vigilance_grove(const rv_state *s, int p, int *x) {
    RV_FOR_CARDS(s, p, site, g)
        if (rv_card_of(s, g)->ability == rv_ab_grove_of_vigilance) return *x = site, g;
    return *x = -1, -1;
}

int rv_vigilance_owner(const rv_data *d, const rv_state *s) {
    (void)d;
    int f = s->event_face, x;
    if ((s->grove_uses & RV_GU_VIGILANCE) || (f != RV_E_BRIGAND && f != RV_E_TRADE && f != RV_E_CELEBRATION)) return -1;
    for (int i = 0; i < RV_PLAYERS; i++) {
        int p = (s->current + i) % RV_PLAYERS, g = rv_vigilance_grove(s, p, &x);
        if (g >= 0 && rv_owls(s, p) >= rv_card_of(s, g)->owls) return p;
    }
    return -1;
}

/* The Famine's payment of p's: 1 grain, or without grain 2 resources of choice (all he has, when fewer). */
static void famine_take(rv_state *s, int p) {
    uint8_t need[RV_NUM_RESOURCES] = {0};
    int all = rv_total_all(s, p);
    if (rv_total(s, p, RV_GRAIN) > 0) {
        need[RV_GRAIN] = 1;
        rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
    } else if (all > 0) {
        rv_set_payment(s, p, need, all < 2 ? all : 2, rv_region_mask(s, p), RV_AP_NONE, 0);
    }
}

/* the events the Grove of Great Foresight's look shows: the top 3, of those above Yule (the
 * unordered set of R-11 less Yule's 3 below); looked at while one lies above Yule, no event lies at a
 * known place and none is unseen (the duel's). */
static int foresight_count(const rv_state *s) {
    int above = rv_events_left(s) - 3;
    return above < RV_FORESIGHT_LOOK ? above : RV_FORESIGHT_LOOK;
}

int rv_event_places_known(const rv_state *s) {
    for (int i = 0; i < RV_EV_BACK; i++)
        if (s->ev_back[i]) return 1;
    return 0;
}

int rv_foresight_open(const rv_state *s) { return !rv_event_places_known(s) && !s->ev_pool_unknown && foresight_count(s) > 0; }

int rv_look_outcomes(const rv_state *s, ctn_action *out, uint32_t *w) {
    int n = 0;
    for (uint32_t m = s->ev_pool & ~s->foresight; m; m &= m - 1) {
        out[n] = RV_CHANCE_ACT(RV_C_LOOK, __builtin_ctz(m), 0);
        w[n++] = 1;
    }
    return n;
}

void rv_look(const rv_data *d, rv_state *s, int e) {
    s->foresight |= 1u << e;
    if (rv_tourney(d)) s->ev_seen |= 1u << e; /* both know it from now on: no knowledge is modelled */
}

int rv_foresight_actions(const rv_state *s, int grove, ctn_action *out) {
    int n = 0;
    for (uint32_t m = s->foresight; m; m &= m - 1) out[n++] = RV_ACT(RV_A_PLAY, grove, 1 + __builtin_ctz(m), 0);
    out[n++] = RV_ACT(RV_A_STOP, 0, 0, 0);
    return n;
}

void rv_foresight_apply(rv_state *s, ctn_action a) {
    if (RV_ACT_TYPE(a) == RV_A_PLAY) { /* under the stack: out of the set until Yule's rebuild */
        int e = RV_ACT_B(a) - 1;
        s->foresight &= ~(1u << e);
        s->ev_pool &= ~(1u << e);
        if (s->foresight) return;
    }
    s->foresight = 0; /* the rest kept on top, back in the unordered set */
    s->sages_work &= (uint8_t)~RV_SW_FORESIGHT;
    s->sages_uses &= (uint8_t)~(RV_SU_LOOKED | RV_SU_BORROWED);
}

int rv_foresight_grove(const rv_state *s) {
    int owner = s->sages_uses & RV_SU_BORROWED ? 1 - s->current : s->current; /* his, or through Cole the opponent's */
    RV_FOR_CARDS(s, owner, x, g)
        if (rv_card_of(s, g)->ability == rv_ab_grove_of_great_foresight) return g;
    return -1;
}

/* The Grove of Fraternity's draws: its user's 3, then his opponent's 1, each the top card
 * of a stack of the drawer's choice (Odin's Temple's step); a drawer without cards to draw skips. */
static int fraternity_work(const rv_data *d, rv_state *s) {
    while (s->sages_uses & (RV_SU_DRAWS | RV_SU_GIFT)) {
        int mine = (s->sages_uses & RV_SU_DRAWS) != 0, p = mine ? s->current : 1 - s->current;
        s->sages_uses = (uint8_t)(mine ? s->sages_uses - RV_SU_DRAW : s->sages_uses & ~RV_SU_GIFT);
        if (!rv_stack_cards_for(d, s, p)) continue;
        s->library = RV_LIB_TEMPLE;
        s->phase = RV_PH_LIBRARY;
        s->actor = (uint8_t)p;
        return 0;
    }
    return 1;
}

int rv_sages_work(const rv_data *d, rv_state *s) {
    if (s->sages_work & RV_SW_FORESIGHT) { /* the Grove of Great Foresight's look, then its choice */
        int looking = !(s->sages_uses & RV_SU_LOOKED) && __builtin_popcount(s->foresight) < foresight_count(s);
        if (!looking) s->sages_uses |= RV_SU_LOOKED;
        s->phase = looking ? RV_PH_LOOK : RV_PH_FORESIGHT;
        s->actor = looking ? CTN_CHANCE : s->current;
        return 0;
    }
    if (s->sages_uses & (RV_SU_DRAWS | RV_SU_GIFT)) {
        int t = fraternity_work(d, s);
        if (t <= 0) return t;
    }
    if (s->sages_work & RV_SW_DISPUTE) { /* the Dispute's dice */
        s->phase = RV_PH_CONTEST_ROLL;
        s->actor = CTN_CHANCE;
        return 0;
    }
    for (int i = 0; i < RV_PLAYERS; i++) { /* the Famine's payments */
        int p = (s->current + i) % RV_PLAYERS;
        if (!(s->sages_work & RV_SW_FAMINE << p)) continue;
        s->sages_work &= (uint8_t)~(RV_SW_FAMINE << p);
        famine_take(s, p);
        return -1;
    }
    for (int i = 0; i < RV_PLAYERS; i++) { /* the Council's gifts */
        int p = (s->current + i) % RV_PLAYERS;
        if (!(s->sages_work & RV_SW_COUNCIL << p)) continue;
        if (rv_council_actions(s, p, NULL) > 0) {
            s->phase = RV_PH_COUNCIL;
            s->actor = (uint8_t)p;
            return 0;
        }
        s->sages_work &= (uint8_t)~(RV_SW_COUNCIL << p | RV_SW_COUNCIL_OWL | RV_SW_COUNCIL_RES);
    }
    return 1;
}
