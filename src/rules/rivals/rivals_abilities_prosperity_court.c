/* rivals_abilities_prosperity_court.c — the Era of Prosperity's cards built after its first
 * seventeen (docs/rules/rivals.md R§16): the Court Astrologer, whose star sets the event die; the
 * Monument to the Prince, which takes a unit of the opponent's into its builder's hand. The
 * stars themselves, and the era's first cards, are rivals_abilities_prosperity.c's. */
#include "rivals_internal.h"

/* The face the event die was set to for this turn's roll: Reiner's celebration, the Grove of
 * Justice's face or the Court Astrologer's; -1 when the die rolls freely. */
int rv_set_face(const rv_state *s) {
    if (s->turn_flags & RV_TF_REINER) return RV_E_CELEBRATION;
    int justice = rv_justice_face(s);
    return justice >= 0 ? justice : rv_astrologer_face(s);
}

/* Court Astrologer (an attack card; requires a Prince or a Princess, checked by the caller):
 * played before its player's roll, it costs 1 star and sets the event die's face of this roll
 * (`play c<id> <face>`, RV_PA_FACE as the Grove of Justice's), the production die still rolled;
 * not when Reiner, the Grove of Justice or another Astrologer set it already; Reiner played after
 * it still shows the celebration (as after the Grove, R-217). */
int rv_ab_court_astrologer(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_PRE_ROLL || !s->stars[c->player] || rv_set_face(s) >= 0 || (s->grove_uses & RV_GU_JUSTICE)) return 0;
        for (int f = 0; f < RV_E_COUNT; f++) c->out[f] = RV_ACT(RV_A_PLAY, c->card, f, 0);
        return RV_E_COUNT;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_stars(s, c->player, 1);
    s->prosperity_uses = (uint16_t)(s->prosperity_uses | (RV_ACT_B(c->action) + 1) * RV_PU_FACE);
    return 0;
}

/* The points a unit's card prints (victory, strength, skill, commerce, progress): the measure of
 * the Monument to the Prince's fixed choices. */
static int printed_points(const rv_card *k) { return k->vp + k->strength + k->skill + k->commerce + k->progress; }

/* Whether the unit on p's site x may go to the opponent's hand: a hero, trade ship or other unit,
 * not the Prince or the Princess, who never change over. */
static int monument_may_take(const rv_state *s, int p, int x) {
    int c = rv_site_card(s, p, x);
    if (c == RV_NONE) return 0;
    const rv_card *k = rv_card_of(s, c);
    return (k->type == RV_T_HERO || k->type == RV_T_TRADE_SHIP || k->type == RV_T_UNIT) && k->ability != rv_ab_prince;
}

/* The site the victim nominates first of those not yet nominated (`skip`, -1 none): his unit with
 * the fewest printed points, the first site on a tie; -1 when none is left. */
static int monument_nominee(const rv_state *s, int victim, int skip) {
    int best = -1, best_points = 0;
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
        if (x == skip || !monument_may_take(s, victim, x)) continue;
        int points = printed_points(rv_card_of(s, rv_site_card(s, victim, x)));
        if (best < 0 || points < best_points) best = x, best_points = points;
    }
    return best;
}

/* Monument to the Prince (a city building, 1 brick 2 gold 2 stars; 1 VP): when built, the
 * opponent nominates 2 of his units and its builder takes 1 of them into his hand. The choices are
 * fixed: the opponent nominates his 2 units with the fewest printed points, the builder
 * takes the one of them with more, the first nominated on a tie; with one unit that one. */
int rv_ab_monument(rv_ctx *c) {
    if (c->hook != RV_H_BUILT) return 0;
    rv_state *s = c->s;
    int victim = 1 - c->player, first = monument_nominee(s, victim, -1);
    if (first < 0) return 0;
    int second = monument_nominee(s, victim, first), taken = first;
    if (second >= 0 && printed_points(rv_card_of(s, rv_site_card(s, victim, second))) >
                           printed_points(rv_card_of(s, rv_site_card(s, victim, first))))
        taken = second;
    int card = rv_site_card(s, victim, taken);
    rv_unlay(s, victim, taken); /* Bran and Judith leave their building behind */
    rv_hand_add(s, c->player, card);
    return 0;
}
