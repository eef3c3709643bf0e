/* rivals_abilities_prosperity_court.c — the Era of Prosperity's cards built after its first
 * seventeen (docs/rules/rivals.md R§16): the Court Astrologer, whose star sets the event die. The
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
    s->prosperity_uses = (uint8_t)(s->prosperity_uses | (RV_ACT_B(c->action) + 1) * RV_PU_FACE);
    return 0;
}
