/* rivals_abilities_sages.c — the abilities of the Age of Enlightenment's Era of Sages
 * (docs/rules/rivals.md R§15), one small function per card, named by the card table, and the
 * era's currency: owls. A sage is a card turned to a level (R-129's slots) lying by a region of
 * his owner's; its level is its owls. Owl costs (the card table's `owls`) are paid by
 * turning sages down. Action cards list their RV_A_PLAY actions on RV_H_LIST (the caller
 * checks the requirement) and act on RV_H_PLAY; resources of choice go through the gains queue. */
#include "rivals_internal.h"

/* Whether p's slot k holds a sage. */
static int is_sage(const rv_state *s, int p, int k) {
    return s->rot[p][k] && rv_card_of(s, rv_rot_card(s, p, k))->ability == rv_ab_sage;
}

int rv_owls(const rv_state *s, int p) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (is_sage(s, p, k)) n += s->rot_level[p][k];
    return n;
}

int rv_sages(const rv_state *s, int p) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) n += is_sage(s, p, k);
    return n;
}

/* each owl paid turns down the sage showing the most owls (the first slot of those). */
void rv_pay_owls(rv_state *s, int p, int owls) {
    for (; owls > 0; owls--) {
        int best = -1;
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (is_sage(s, p, k) && s->rot_level[p][k] > 0 && (best < 0 || s->rot_level[p][k] > s->rot_level[p][best])) best = k;
        if (best < 0) return;
        s->rot_level[p][best]--;
    }
}

/* p's sage with the fewest owls below its top level (the first slot of those), -1 none. */
static int lowest_sage(const rv_state *s, int p) {
    int best = -1;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (is_sage(s, p, k) && s->rot_level[p][k] < rv_card_of(s, rv_rot_card(s, p, k))->levels &&
            (best < 0 || s->rot_level[p][k] < s->rot_level[p][best]))
            best = k;
    return best;
}

/* after production every sage by a region showing the production number turns one level up. */
void rv_sages_rise(const rv_data *d, rv_state *s) {
    if (!(d->eras >> RV_SET_SAGES & 1)) return;
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (is_sage(s, p, k) && ctn_rivals_regions[s->rot_at[p][k] - 1].number == s->production) rv_rot_up(s, p, k);
}

/* Laying a sage: `play c<id> p<pos>` for each region of its resource (any, the Principal Sage
 * Woman) holding a resource with nothing by it, while p has a free slot. */
static int list_sage_lay(rv_ctx *c) {
    const rv_state *s = c->s;
    const rv_card *card = rv_card_of(s, c->card);
    int p = c->player, res = card->resource, n = 0;
    if (rv_rot_slot(s, p, -1) < 0 || ((card->flags & RV_F_ONE_OF) && rv_owns_kind(c->d, s, p, s->kind[c->card]))) return 0;
    if (rv_tourney(c->d) && !rv_tourney_name_free(c->d, s, c->card)) return 0; /* a named sage (R§6.4) */
    for (uint32_t m = rv_region_mask(s, p); m; m &= m - 1) {
        int pos = __builtin_ctz(m), r = rv_region_at(s, p, pos);
        if ((res == RV_NONE || ctn_rivals_regions[r].resource == res) && s->stock[r] > 0 && !rv_region_taken(s, p, r))
            c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
    }
    return n;
}

/* A sage (Barbara, Frederich, Michaela, Peter, Piet, Walther; the Principal Sage Woman): laid from
 * the hand in the action phase by a region of its resource (hers: any) with nothing by it, paying
 * 1 resource of that region, at level 0. It turns up in rv_sages_rise. */
int rv_ab_sage(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) return s->phase == RV_PH_ACTION && rv_in_hand(s, p, c->card) ? list_sage_lay(c) : 0;
    if (c->hook != RV_H_PLAY) return 0;
    int k = rv_rot_slot(s, p, -1), r = rv_region_at(s, p, RV_ACT_B(c->action));
    rv_set_stock(s, r, s->stock[r] - 1);
    s->rot[p][k] = (uint8_t)(c->card + 1);
    s->rot_at[p][k] = (uint8_t)(r + 1);
    s->rot_level[p][k] = 0;
    return 0;
}

/* The owls an Action–Attack card replaces in the Manifesto's turn; the resources a turn costs. */
enum { MANIFESTO_ATTACK_OWLS = 2 };
static const uint8_t MANIFESTO_COST[RV_NUM_RESOURCES] = {1, 0, 0, 0, 0, 2};

/* The Manifesto's turns one level up: for its owls, `level<k>`; for an Action–Attack card of the
 * hand and the owls left, `with c<attack>`; written to out, their count returned. */
static int list_manifesto_up(const rv_state *s, int p, int card, int k, ctn_action *out) {
    const rv_card *m = rv_card_of(s, card);
    int owls = rv_owls(s, p), n = 0;
    if (s->rot_level[p][k] >= m->levels || rv_total(s, p, RV_LUMBER) < MANIFESTO_COST[RV_LUMBER] ||
        rv_total(s, p, RV_GOLD) < MANIFESTO_COST[RV_GOLD])
        return 0;
    if (owls >= m->owls) out[n++] = RV_ACT(RV_A_PLAY, card, RV_FIELD_USE + s->rot_level[p][k] + 1, 0);
    if (owls < m->owls - MANIFESTO_ATTACK_OWLS) return n;
    for (int w = 0; w < 2; w++)
        for (uint64_t h = s->hand[p][w]; h; h &= h - 1) {
            int c = w * 64 + __builtin_ctzll(h);
            if (rv_card_of(s, c)->type == RV_T_ATTACK) out[n++] = RV_ACT(RV_A_PLAY, card, RV_MANIFESTO_ATTACK + c, 0);
        }
    return n;
}

/* The Manifesto of Humane Conduct (face up, a marker, requires a city): taken from the face-up
 * stack (the tournament: laid from the hand, R-224) by a player with a city and none (`play
 * c<id>`), at level 0, by no region; then turned one level up (`play c<id> level<k>`) for 1
 * lumber, 2 gold (paid as a build's cost) and 3 owls, to level 3: 1 victory point a level;
 * or for the resources, 1 owl and an Action–Attack card of his hand discarded (`play c<id> with
 * c<attack>`, R-210). */
int rv_ab_manifesto(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, k = rv_rot_slot(s, p, c->card), b = RV_ACT_B(c->action);
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (k >= 0) return list_manifesto_up(s, p, c->card, k, c->out);
        if ((!rv_in_faceup(s, c->card) && !rv_in_hand(s, p, c->card)) || rv_rot_slot(s, p, -1) < 0 ||
            rv_owns_kind(c->d, s, p, s->kind[c->card]))
            return 0; /* face up, or the tournament's deck card in his hand */
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    if (k < 0) {
        s->faceup[c->card >> 6] &= ~(1ull << (c->card & 63));
        k = rv_rot_slot(s, p, -1);
        s->rot[p][k] = (uint8_t)(c->card + 1);
        s->rot_at[p][k] = 0;
        s->rot_level[p][k] = 0;
        return 0;
    }
    int owls = rv_card_of(s, c->card)->owls;
    if (b >= RV_MANIFESTO_ATTACK) { /* the attack card discarded for 2 of the owls */
        rv_hand_del(s, p, b - RV_MANIFESTO_ATTACK);
        rv_discard_add(c->d, s, p, b - RV_MANIFESTO_ATTACK);
        owls -= MANIFESTO_ATTACK_OWLS;
    }
    rv_pay_owls(s, p, owls);
    rv_set_payment(s, p, MANIFESTO_COST, 0, 0, RV_AP_NONE, 0);
    rv_rot_up(s, p, k);
    return 0;
}

/* Academy of Sages (a city building, 2 brick 1 gold 1 owl): once a turn for each Academy its
 * owner pays 1 resource of his choice and turns one of his sages below its top level one level up
 * (`play c<academy> c<sage>`) (R-164; academy_uses counts this turn's uses). */
int rv_ab_academy_of_sages(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || rv_total_all(s, p) == 0 ||
            s->academy_uses >= rv_count_ability(c->d, s, p, rv_ab_academy_of_sages))
            return 0;
        int n = 0;
        for (int k = 0; k < RV_ROT_SLOTS; k++)
            if (is_sage(s, p, k) && s->rot_level[p][k] < rv_card_of(s, rv_rot_card(s, p, k))->levels)
                c->out[n++] = RV_ACT(RV_A_PLAY, c->card, rv_rot_card(s, p, k), 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t none[RV_NUM_RESOURCES] = {0};
    s->academy_uses++;
    rv_rot_up(s, p, rv_rot_slot(s, p, RV_ACT_B(c->action)));
    rv_set_payment(s, p, none, 1, rv_region_mask(s, p), RV_AP_NONE, 0);
    return 0;
}

/* The level p's Manifesto shows (its victory points), 0 without one. */
static int manifesto_level(const rv_state *s, int p) {
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (s->rot[p][k] && rv_card_of(s, rv_rot_card(s, p, k))->ability == rv_ab_manifesto) return s->rot_level[p][k];
    return 0;
}

/* Whether p has room for some resource (gold included). */
static int room_for_any(const rv_state *s, int p) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (rv_room(s, p, r) > 0) return 1;
    return 0;
}

/* Whether p holds the owls card c costs. */
static int owls_for(const rv_state *s, int p, int card) { return rv_owls(s, p) >= rv_card_of(s, card)->owls; }

/* Age of Enlightenment (1 owl): 1 resource of choice for each victory point his Manifesto shows,
 * through the gains; played only when it shows some and he has room. */
int rv_ab_age_of_enlightenment(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || !owls_for(s, p, c->card) || !manifesto_level(s, p) || !room_for_any(s, p)) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_owls(s, p, rv_card_of(s, c->card)->owls);
    for (int k = manifesto_level(s, p); k > 0; k--) rv_push_gain(s, p, 0x3F);
    return 0;
}

/* Wise Compensation (3 owls; requires fewer cities or fewer victory points than the opponent): one
 * of his settlements becomes a city for nothing (`play c<id> t<col>`), while a city is left in the
 * centre. */
int rv_ab_wise_compensation(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || !owls_for(s, p, c->card) || !s->cities_left) return 0;
        for (int t = 0; t < RV_TOWN_COLS; t++)
            if (s->pr[p].town[t] == 1) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, t, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_owls(s, p, rv_card_of(s, c->card)->owls);
    rv_set_town(s, p, RV_ACT_B(c->action), 2);
    s->cities_left--;
    return 0;
}

/* Robert, Herald of the Sages (a hero, 1 grain 1 ore 2 owls): his owner wins the ties of
 * production-die contests; no card built so far holds one, so he is his points. */
int rv_ab_robert(rv_ctx *c) {
    (void)c;
    return 0;
}

/* Whether p may draw from some stack (the tournament: his own). */
static int stack_open(const rv_data *d, const rv_state *s, int p) {
    for (int k = 0; k < d->num_stacks; k++)
        if (s->stacks[k].n && rv_stack_own(d, k, p)) return 1;
    return 0;
}

/* Whether a grove's action-phase use can be had by p now (his own grove, or the opponent's through
 * Cole): its owls, and something for it to do: a card to choose or draw (the Groves of Freedom and
 * Fraternity), events above Yule to look at (the Grove of Great Foresight). The other groves act
 * outside the action phase. */
static int grove_usable(const rv_data *d, const rv_state *s, int p, int grove) {
    rv_ability_fn fn = rv_card_of(s, grove)->ability;
    if (s->phase != RV_PH_ACTION || !owls_for(s, p, grove)) return 0;
    if (fn == rv_ab_grove_of_freedom || fn == rv_ab_grove_of_fraternity) return stack_open(d, s, p);
    return fn == rv_ab_grove_of_great_foresight && rv_foresight_open(s);
}

/* A grove's use for p, its owls paid: the Library's choice of a card, the Grove of
 * Fraternity's 3 draws and the opponent's 1, the Grove of Great Foresight's look. */
static void grove_use(rv_state *s, int p, int grove) {
    rv_ability_fn fn = rv_card_of(s, grove)->ability;
    rv_pay_owls(s, p, rv_card_of(s, grove)->owls);
    if (fn == rv_ab_grove_of_freedom) s->library = RV_LIB_LIBRARY;
    else if (fn == rv_ab_grove_of_fraternity) s->sages_uses |= (uint8_t)(3 * RV_SU_DRAW | RV_SU_GIFT);
    else {
        s->sages_work |= RV_SW_FORESIGHT;
        if (rv_card_site(s, p, grove) < 0) s->sages_uses |= RV_SU_BORROWED; /* the opponent's, through Cole */
    }
}

/* A grove's own once-a-turn use in its owner's action phase (`play c<grove>`), flag `once` of
 * sages_uses (or grove_uses: the Grove of Freedom's). */
static int own_grove(rv_ctx *c, uint8_t *uses, uint8_t once) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST) {
        if ((*uses & once) || rv_card_site(s, c->player, c->card) < 0 || !grove_usable(c->d, s, c->player, c->card)) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    *uses |= once;
    grove_use(s, c->player, c->card);
    return 0;
}

/* Cole, Paladin of the Sages (a hero, 2 grain 1 ore 3 owls): once a turn his owner uses one of the
 * opponent's groves as its owner would (`play c<cole> c<grove>`), paying its owls. */
int rv_ab_cole(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if ((s->grove_uses & RV_GU_COLE) || rv_card_site(s, p, c->card) < 0) return 0;
        RV_FOR_CARDS(s, 1 - p, x, g)
            if (grove_usable(c->d, s, p, g)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, g, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->grove_uses |= RV_GU_COLE;
    grove_use(s, p, RV_ACT_B(c->action));
    return 0;
}

/* Grove of Freedom (an extraordinary site on a settlement or city, 1 gold 1 ore): once a turn, in
 * his action phase, for 1 owl its owner chooses a card from a draw stack (`play c<grove>`), as a
 * Library's card. */
int rv_ab_grove_of_freedom(rv_ctx *c) { return own_grove(c, &c->s->grove_uses, RV_GU_FREEDOM); }

/* Grove of Fraternity (an extraordinary site, 1 gold 1 ore; a use 1 owl): once a turn, in his
 * action phase (`play c<grove>`), its owner draws 3 top cards of stacks of his choice, one by one,
 * then his opponent 1 (`draw s<k>` each: rv_fraternity_work, R-221). */
int rv_ab_grove_of_fraternity(rv_ctx *c) { return own_grove(c, &c->s->sages_uses, RV_SU_FRATERNITY); }

/* Grove of Great Foresight (an extraordinary site, 1 ore; a use 2 owls): once a turn, in his action
 * phase (`play c<grove>`), its owner looks at the top 3 events and puts any of them under the stack,
 * not Yule (`play c<grove> e<event>`, then `stop`: rv_foresight_*, R-222). */
int rv_ab_grove_of_great_foresight(rv_ctx *c) {
    if (c->s->phase == RV_PH_FORESIGHT) return 0; /* the events put under: rivals_sages_work.c */
    return own_grove(c, &c->s->sages_uses, RV_SU_FORESIGHT);
}

/* Grove of Justice (an extraordinary site, 1 ore; a use 2 owls): once a turn, before his roll, its
 * owner sets the event die's face of this turn's roll (`play c<grove> <face>`), the production die
 * still rolled; not after Reiner set it. */
int rv_ab_grove_of_justice(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_PRE_ROLL || (s->grove_uses & RV_GU_JUSTICE) || rv_set_face(s) >= 0 || /* */
            rv_card_site(s, p, c->card) < 0 || !owls_for(s, p, c->card))
            return 0;
        for (int f = 0; f < RV_E_COUNT; f++) c->out[f] = RV_ACT(RV_A_PLAY, c->card, f, 0);
        return RV_E_COUNT;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_owls(s, p, rv_card_of(s, c->card)->owls);
    s->grove_uses |= (uint8_t)(RV_GU_JUSTICE | (RV_ACT_B(c->action) + 1) * RV_GU_FACE);
    return 0;
}

int rv_justice_actions(const rv_data *d, const rv_state *s, int p, ctn_action *out) {
    int n = 0;
    rv_ctx ctx = {d, (rv_state *)(uintptr_t)s, p, 0, RV_H_LIST, 0, NULL};
    RV_FOR_CARDS(s, p, x, g) {
        if (rv_card_of(s, g)->ability != rv_ab_grove_of_justice) continue;
        ctx.card = g;
        ctx.out = out + n;
        n += rv_ab_grove_of_justice(&ctx);
    }
    return n;
}

/* Grove of Peace (an extraordinary site, 1 gold; a use 1 owl): when the opponent plays an
 * Action–Attack, its owner, holding the owl, rolls the production die, a roll above 3 cancelling the
 * attack, a 3 too with his Robert: the guards' roll (RV_H_GUARD: the faces that cancel),
 * the owl paid once rolled (rv_peace_paid, R-218). */
int rv_ab_grove_of_peace(rv_ctx *c) {
    if (c->hook != RV_H_GUARD || rv_owls(c->s, c->player) < rv_card_of(c->s, c->card)->owls) return 0;
    return 3 + (rv_tie_winner(c->d, c->s) == c->player);
}

void rv_peace_paid(const rv_data *d, rv_state *s, int p) {
    if (rv_count_ability(d, s, p, rv_ab_grove_of_peace) > 0) rv_pay_owls(s, p, 1);
}

/* Grove of Courage (an extraordinary site, 1 gold; a use 2 owls): the Feud and Fraternal Feuds take
 * none of its owner's buildings or hand cards: when one would, he pays 2 owls and it passes him by
 * (rv_courage_spares, R-219). */
int rv_ab_grove_of_courage(rv_ctx *c) {
    (void)c;
    return 0;
}

int rv_courage_spares(const rv_data *d, rv_state *s, int p) {
    RV_FOR_CARDS(s, p, x, g) {
        const rv_card *k = rv_card_of(s, g);
        if (k->ability != rv_ab_grove_of_courage || rv_owls(s, p) < k->owls) continue;
        rv_pay_owls(s, p, k->owls);
        return 1;
    }
    (void)d;
    return 0;
}

/* p's groves: the Era of Sages' extraordinary sites in his principality. */
static int groves_of(const rv_state *s, int p) {
    int n = 0;
    RV_FOR_CARDS(s, p, x, g) n += rv_card_of(s, g)->type == RV_T_SITE && rv_card_of(s, g)->set == RV_SET_SAGES;
    return n;
}

/* Power of the Groves (requires 2 sages): 1 owl per grove of its player's, each onto his sage with
 * the fewest owls below 3 (the first slot of those); played with a grove and a sage below 3. */
int rv_ab_power_of_the_groves(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || !groves_of(s, p) || lowest_sage(s, p) < 0) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    for (int n = groves_of(s, p), k; n > 0 && (k = lowest_sage(s, p)) >= 0; n--) s->rot_level[p][k]++;
    return 0;
}

/* Courthouse (a city building, 2 lumber 1 brick 1 owl, 1 VP, 1x): when the Trade event takes
 * resources from its owner, he names each one he gives (RV_TK_VICTIM_NAMES, R-172). */
int rv_ab_courthouse(rv_ctx *c) {
    (void)c;
    return 0;
}

/* Granary (a city building, 2 brick 2 wool 1 grain, 1 VP, 1 commerce, 1x): once a turn, in his
 * action phase, its owner puts 1 grain of his on an empty fields region of the opponent's (`play
 * c<granary> p<pos>`, the opponent's region position), then names 1 resource other than grain the
 * opponent gives him, as the Trade Master's take; used only when the opponent holds one. */
int rv_ab_granary(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->grove_uses & RV_GU_GRANARY) || rv_card_site(s, p, c->card) < 0 ||
            !rv_total(s, p, RV_GRAIN) || rv_total_all(s, 1 - p) == rv_total(s, 1 - p, RV_GRAIN))
            return 0;
        for (uint32_t m = rv_region_mask(s, 1 - p); m; m &= m - 1) {
            int pos = __builtin_ctz(m), r = rv_region_at(s, 1 - p, pos);
            if (ctn_rivals_regions[r].resource == RV_GRAIN && s->stock[r] == 0) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
        }
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    uint8_t grain[RV_NUM_RESOURCES] = {0, 0, 0, 1, 0, 0};
    s->grove_uses |= RV_GU_GRANARY;
    rv_set_stock(s, rv_region_at(s, 1 - p, RV_ACT_B(c->action)), 1);
    rv_set_payment(s, p, grain, 0, 0, RV_AP_NONE, 0);
    rv_start_takes(s, p, 1, RV_TK_NOT_GRAIN);
    return 0;
}

/* Whether p's hand holds an Action–Attack card (the full state's hand; a view's sampled one). */
static int hand_has_attack(const rv_state *s, int p) {
    for (int w = 0; w < 2; w++)
        for (uint64_t h = s->hand[p][w]; h; h &= h - 1)
            if (rv_card_of(s, w * 64 + __builtin_ctzll(h))->type == RV_T_ATTACK) return 1;
    return 0;
}

/* Wise Protection (an attack, 1 owl): the opponent shows his hand; when it holds an Action–Attack
 * card he puts his whole hand under draw stacks of their backs, one by one, his choice (the
 * Religious Dispute's returns, R-112); played while his hand holds a card; a Grove of
 * Peace may cancel it first. */
int rv_ab_wise_protection(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || !owls_for(s, p, c->card) || rv_hand_count(s, 1 - p) == 0) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY) {
        rv_pay_owls(s, p, rv_card_of(s, c->card)->owls);
        rv_attack(c);
    }
    if (c->hook != RV_H_STRIKE || !hand_has_attack(s, 1 - p)) return 0;
    s->dispute[1 - p] = (uint8_t)rv_hand_count(s, 1 - p);
    if (rv_pilgrim(c->d, s, 1 - p)) s->intrigue |= (uint8_t)(RV_IN_REFILL << (1 - p)); /* a Pilgrimage Site */
    return 0;
}

/* Great Foresight (1 owl): its player looks through the event stack and takes 1 event out of it, not
 * Yule, the order of the rest kept (`play c<id> e<event>`): an event of the unordered part, while
 * one lies above Yule and none at a known place; it returns at Yule's rebuild. */
int rv_ab_great_foresight(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, n = 0;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || !owls_for(s, p, c->card) || rv_events_left(s) <= 3 || rv_event_places_known(s))
            return 0; /* none at a known place */
        for (uint32_t m = s->ev_pool & ~(1u << c->d->yule); m; m &= m - 1) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, __builtin_ctz(m), 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    rv_pay_owls(s, p, rv_card_of(s, c->card)->owls);
    s->ev_pool &= ~(1u << RV_ACT_B(c->action));
    return 0;
}

int rv_requirement_sages(const rv_data *d, const rv_state *s, int p, int req) {
    switch (req) {
    case RV_RQ_FEWER_CITIES_OR_VP: {
        int cities[RV_PLAYERS] = {0};
        for (int q = 0; q < RV_PLAYERS; q++)
            for (int t = 0; t < RV_TOWN_COLS; t++) cities[q] += s->pr[q].town[t] == 2;
        return cities[p] < cities[1 - p] || rv_vp(d, s, p) < rv_vp(d, s, 1 - p);
    }
    case RV_RQ_TWO_SAGES: return rv_sages(s, p) >= 2;
    case RV_RQ_BOTH_SAGES: return rv_sages(s, p) && rv_sages(s, 1 - p); /* the Dispute of the Sages */
    default: return 0;
    }
}
