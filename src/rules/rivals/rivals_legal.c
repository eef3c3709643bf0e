/* rivals_legal.c — who acts, the legal actions of each phase (R§5) and the chance outcomes: the
 * dice (R§2), a card drawn from a stack's unordered top, a region, an event. */
#include "rivals_internal.h"

ctn_actors rv_actors(const ctn_game *g, const ctn_state *state) {
    (void)g;
    const rv_state *s = (const rv_state *)state;
    if (s->phase == RV_PH_GAME_OVER) return 0;
    if (s->actor == CTN_CHANCE) return CTN_CHANCE_BIT;
    return 1u << s->actor;
}

static int hand_cards(const rv_state *s, int p, uint8_t *out) {
    int n = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = s->hand[p][w]; m; m &= m - 1) out[n++] = (uint8_t)(w * 64 + __builtin_ctzll(m));
    return n;
}

static int list_mask(uint32_t m, int type, ctn_action *out) {
    int n = 0;
    for (; m; m &= m - 1) out[n++] = RV_ACT(type, __builtin_ctz(m), 0, 0);
    return n;
}

/* What p holds by resource (his derived held[]), counted once per list; as bits, the resources he
 * has room for (a region of his yielding it is not full) and those he holds at least 1, 2 or 3 of
 * (at_least[k - 1]). */
typedef struct {
    const uint8_t *held;
    uint64_t bytes; /* held as one word, byte r resource r */
    uint32_t roomy, at_least[3];
} purse;

static void purse_fill(const rv_state *s, int p, purse *w) {
    uint64_t bytes = rv_resource_word(s->held[p]);
    uint32_t open = s->region_ids[p] & ~rv_regions_stocked(s, 3), roomy = 0;
    for (int res = 0; res < RV_NUM_RESOURCES; res++) roomy |= (uint32_t)((open & rv_resource_regions[res]) != 0) << res;
    w->held = s->held[p];
    w->bytes = bytes;
    w->roomy = roomy;
    for (int k = 0; k < 3; k++) w->at_least[k] = rv_bytes_at_least(bytes, k + 1);
}

/* RV_A_TRADE: each resource p holds enough of at its rate (rv_trade_rate: 1 in `one`, 2 in `two`,
 * else 3) for each other resource he has room for, in the order give, then get. */
static int trade_actions(const purse *w, uint32_t one, uint32_t two, ctn_action *out) {
    int n = 0;
    uint32_t gives = (one & w->at_least[0]) | (two & ~one & w->at_least[1]) | w->at_least[2];
    for (; gives; gives &= gives - 1) {
        int give = __builtin_ctz(gives);
        for (uint32_t get = w->roomy & ~(1u << give); get; get &= get - 1)
            out[n++] = RV_ACT(RV_A_TRADE, give, __builtin_ctz(get), 0);
    }
    return n;
}

/* The resources a cost asks beyond what the purse holds: a build whose discount (1 resource, of
 * build_ways) cannot cover them is not listed, whatever else it asks. With SSE2 the bytes are
 * subtracted at once (at least 0) and summed by one instruction. */
static int shortfall(const purse *w, const uint8_t *cost) {
#if defined(__SSE2__) && defined(__x86_64__)
    __m128i over = _mm_subs_epu8(_mm_cvtsi64_si128((long long)rv_resource_word(cost)),
                                 _mm_cvtsi64_si128((long long)w->bytes));
    return _mm_cvtsi128_si32(_mm_sad_epu8(over, _mm_setzero_si128()));
#else
    int missing = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) missing += cost[r] > w->held[r] ? cost[r] - w->held[r] : 0;
    return missing;
#endif
}

/* Whether the purse covers a cost: one test of the summed shortfall, not a branch per resource
 * (which resources a random player's purse lacks is a coin toss for the branch predictor). */
static int pays(const purse *w, const uint8_t *cost) {
    return shortfall(w, cost) == 0;
}

/* The ways to build a card (the bits of RV_A_BUILD's c above the half), 0 when it cannot be paid:
 * with a Drill Ground (asked only for a hero: a tournament's starting card, walked for every list
 * otherwise) a hero, with a Building Crane a city expansion costing more than 4, costs 1
 * resource of the builder's choice less (with a Ship Builder a ship 1 lumber or 1 wool, R-136) (one way per resource of its cost, rulings: the
 * discount is always taken); a Tithe Barn takes grain or wool when its builder has heroes. */
static int build_ways(const rv_data *d, const rv_state *s, int p, const purse *w, int card, const uint8_t *base,
                      uint8_t *ways) {
    const rv_card *c = rv_card_of(s, card);
    int n = 0;
    int ships = rv_shipwright_applies(d, s, p, card); /* lumber or wool less */
    int drill = c->type == RV_T_HERO && rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_HERO_DISCOUNT) > 0;
    if (drill || rv_crane_applies(d, s, p, card) || ships) {
        /* 1 resource r less is paid when nothing is missing, or when r is the one resource missing */
        int missing = shortfall(w, base);
        for (int r = 0; r < RV_NUM_RESOURCES && missing <= 1; r++) {
            if (!base[r] || (ships && r != RV_LUMBER && r != RV_WOOL)) continue;
            if (missing == 0 || w->held[r] < base[r]) ways[n++] = (uint8_t)((r + 1) << 1);
        }
        return n;
    }
    if (!pays(w, base)) return 0;
    ways[n++] = 0;
    if (c->ability == rv_ab_tithe_barn && rv_count_type(d, s, p, RV_T_HERO) > 0) ways[n++] = 16;
    return n;
}

/* The builds of one card (of the hand or the face-up stack). */
static int card_builds(const rv_data *d, const rv_state *s, int p, const purse *w, int card, ctn_action *out) {
    const rv_principality *pr = &s->pr[p];
    const rv_card *c = rv_card_of(s, card);
    uint8_t ways[RV_NUM_RESOURCES];
    int n = 0;
    if ((c->type > RV_T_UNIT && c->type != RV_T_SITE) || c->place > RV_P_CITY) return 0; /* groves: sites */
    uint8_t michael[RV_NUM_RESOURCES];
    const uint8_t *base = c->cost; /* the printed cost, or Michael's */
    if (s->michael) {
        rv_michael_cost(s, c, michael);
        base = michael;
    }
    if (shortfall(w, base) > 1) return 0; /* asked first: the cheapest test that rules most cards out */
    if (!rv_requirement_met(d, s, p, c->req)) return 0;
    if ((c->flags & RV_F_ONE_OF) && rv_owns_kind(d, s, p, s->kind[card])) return 0;
    if (rv_tourney(d) && !rv_tourney_name_free(d, s, card)) return 0;
    if (rv_brotherhood_bars(d, s, p, card)) return 0; /* */
    if (rv_build_owls(c) && rv_owls(s, p) < rv_build_owls(c)) return 0; /* the Era of Sages' owl cost */
    if (s->stars[p] < c->stars) return 0;  /* the Era of Prosperity's star cost */
    int nw = build_ways(d, s, p, w, card, base, ways), on_card = rv_build_on_card(c);
    uint64_t empty = nw && !on_card ? rv_empty_sites(s, p) : 0; /* rv_build_site's free sites, made once */
    for (int t = 0; t < RV_TOWN_COLS && nw; t++) {
        if (!pr->town[t] || (c->place == RV_P_CITY && pr->town[t] != 2)) continue;
        for (int b = 0; b < 2; b++)
            if ((on_card ? rv_build_site(d, s, p, card, t, b) : rv_free_site_in(pr, empty, t, b)) >= 0)
                for (int k = 0; k < nw; k++) out[n++] = RV_ACT(RV_A_BUILD, card, t, b | ways[k]);
    }
    return n;
}

/* card_builds' first tests, asked inline of every card a list looks at (most fail them): a card
 * laid on a site whose printed cost the purse covers but for 1 resource (Michael's cost is
 * card_builds' to ask). */
static inline int may_build(const rv_state *s, const purse *w, int card) {
    const rv_card *c = rv_card_of(s, card);
    if ((c->type > RV_T_UNIT && c->type != RV_T_SITE) || c->place > RV_P_CITY) return 0;
    return s->michael || shortfall(w, c->cost) <= 1;
}

/* Cards of the hand, then of the face-up stack (R§5.3: built directly from it). */
static int build_actions(const rv_data *d, const rv_state *s, int p, const purse *w, const uint8_t *cards, int nc,
                         ctn_action *out) {
    int n = 0;
    for (int i = 0; i < nc; i++)
        if (may_build(s, w, cards[i])) n += card_builds(d, s, p, w, cards[i], out + n);
    for (int w2 = 0; w2 < 2; w2++)
        for (uint64_t m = s->faceup[w2]; m; m &= m - 1)
            if (may_build(s, w, w2 * 64 + __builtin_ctzll(m))) n += card_builds(d, s, p, w, w2 * 64 + __builtin_ctzll(m), out + n);
    return n;
}

int rv_can_build(const rv_data *d, const rv_state *s, int p, int card) {
    ctn_action out[RV_TOWN_COLS * 2 * RV_NUM_RESOURCES];
    purse w;
    purse_fill(s, p, &w);
    return card_builds(d, s, p, &w, card, out) > 0;
}

static int centre_actions(const rv_data *d, const rv_state *s, int p, const purse *w, const uint8_t *cards, int nc,
                          ctn_action *out) {
    const rv_principality *pr = &s->pr[p];
    int n = 0;
    if (s->roads_left && pays(w, rv_road_cost)) {
        if (pr->left >= 1 && !(pr->roads >> pr->left & 1) && !rv_harbor_blocks(d, 0)) /* the Explorer Harbor */
            out[n++] = RV_ACT(RV_A_ROAD, 0, 0, 0);
        if (pr->right <= RV_REGION_COLS - 2 && !(pr->roads >> pr->right & 1)) out[n++] = RV_ACT(RV_A_ROAD, 1, 0, 0);
    }
    if (s->settlements_left && __builtin_popcount(s->region_stack) >= 2 && pays(w, rv_settlement_cost))
        for (int side = 0; side < 2; side++) {
            int col = side ? pr->right : pr->left;
            if (!(pr->roads >> col & 1)) continue;
            out[n++] = RV_ACT(RV_A_SETTLEMENT, side, RV_NONE, 0);
            for (int i = 0; i < nc; i++)
                if (rv_card_of(s, cards[i])->ability == rv_ab_scout) out[n++] = RV_ACT(RV_A_SETTLEMENT, side, cards[i], 0);
        }
    if (rv_ship_buildable(d, s, p) && pays(w, rv_explorer_ship_cost)) out[n++] = RV_ACT(RV_A_EXPLORER_SHIP, 0, 0, 0); /* */
    if (s->cities_left && pays(w, rv_city_cost_for(s))) /* Prosperity's cheap city */
        for (int t = 0; t < RV_TOWN_COLS; t++)
            if (pr->town[t] == 1) out[n++] = RV_ACT(RV_A_CITY, t, 0, 0);
    return n;
}

static int relocations(const rv_data *d, const rv_state *s, int p, int card, ctn_action *out) {
    (void)d;
    const rv_principality *pr = &s->pr[p];
    int n = 0;
    uint32_t regions = rv_region_mask(s, p);
    for (int a = 0; a < RV_REGION_POS; a++)
        for (int b = a + 1; b < RV_REGION_POS; b++)
            if ((regions >> a & 1) && (regions >> b & 1)) out[n++] = RV_ACT(RV_A_SWAP_REGIONS, card, a, b);
    for (int a = 0; a < RV_TOWN_COLS * RV_SITES; a++) {
        int ca = pr->site[a / RV_SITES][a % RV_SITES];
        if (ca == RV_NONE) continue;
        for (int b = a + 1; b < RV_TOWN_COLS * RV_SITES; b++) {
            int cb = pr->site[b / RV_SITES][b % RV_SITES];
            if (cb == RV_NONE) continue;
            if (a / RV_SITES == b / RV_SITES && rv_site_bottom(a % RV_SITES) == rv_site_bottom(b % RV_SITES)) continue;
            if (rv_card_of(s, ca)->place == RV_P_CITY && pr->town[b / RV_SITES] != 2) continue;
            if (rv_card_of(s, cb)->place == RV_P_CITY && pr->town[a / RV_SITES] != 2) continue;
            out[n++] = RV_ACT(RV_A_SWAP_CARDS, card, a, b);
        }
    }
    return n;
}

/* RV_A_PLAY: the theme cards' actions, listed by each card (hand cards whose requirement holds,
 * then cards in the principality such as the Mint). */
static int play_actions(const rv_data *d, const rv_state *s, int p, const uint8_t *cards, int nc, ctn_action *out) {
    int n = 0;
    rv_ctx ctx = {d, (rv_state *)(uintptr_t)s, p, 0, RV_H_LIST, 0, NULL};
    for (int i = 0; i < nc; i++) {
        if (!rv_answers(d, s, cards[i], RV_H_LIST)) continue; /* no action to list (rv_ability_hooks) */
        const rv_card *c = rv_card_of(s, cards[i]);
        if (c->type != RV_T_ACTION && c->type != RV_T_ATTACK && c->type != RV_T_SITE && c->place != RV_P_REGION &&
            !(c->levels && c->place == RV_P_NONE)) /* laid outside the sites: Tavern, Brewery, Miller (R-119..R-121),
                                                    * the tournament's Manifesto */
            continue;
        if (!c->ability || !rv_requirement_met(d, s, p, c->req)) continue;
        if (c->type == RV_T_ATTACK && rv_attacks_banned(d, s)) continue; /* Great Thingstead */
        int toll = rv_brotherhood_toll(d, s, p, cards[i]);
        if (toll > 0 && toll > rv_total(s, p, RV_GOLD)) continue; /* */
        ctx.card = cards[i];
        ctx.out = out + n;
        n += c->ability(&ctx);
    }
    if (s->phase != RV_PH_ACTION) return n;
    if (!(d->game_hooks >> RV_H_LIST & 1)) return n;
    for (uint64_t m = rv_hook_sites(d, s, p, RV_H_LIST); m; m &= m - 1) {
        ctx.card = rv_site_card(s, p, __builtin_ctzll(m));
        ctx.out = out + n;
        n += rv_card_of(s, ctx.card)->ability(&ctx);
    }
    for (int k = 0; k < 2; k++) /* the Abbey Brewery and Reiner the Miller by their fields */
        if (s->fields[p][k]) {
            ctx.card = rv_field_card(s, p, k);
            ctx.out = out + n;
            n += rv_card_of(s, ctx.card)->ability(&ctx);
        }
    for (int k = 0; k < 2; k++) /* the Trading Posts on his roads */
        if (s->post[p][k]) {
            ctx.card = rv_post_card(s, p, k);
            ctx.out = out + n;
            n += rv_card_of(s, ctx.card)->ability(&ctx);
        }
    ctx.out = out + n; /* the Era of Prosperity's road complements and Thieves' Hideouts (R-251..R-255) */
    n += rv_comp_actions(&ctx);
    ctx.out = out + n;
    n += rv_hideout_actions(&ctx);
    if (s->station[1 - p][0]) { /* his Trading Station in the opponent's city */
        ctx.card = s->station[1 - p][0] - 1;
        ctx.out = out + n;
        n += rv_card_of(s, ctx.card)->ability(&ctx);
    }
    for (int k = 0; k < d->rot_slots; k++) /* the cards turned to a level: Residences, sages */
        if (s->rot[p][k]) {
            ctx.card = rv_rot_card(s, p, k);
            ctx.out = out + n;
            n += rv_card_of(s, ctx.card)->ability(&ctx);
        }
    for (int w = 0; w < 2; w++) /* face-up cards taken to be turned to a level: the Manifesto, the Triumph Card */
        for (uint64_t m = s->faceup[w]; m; m &= m - 1) {
            ctx.card = w * 64 + __builtin_ctzll(m);
            if (!rv_card_of(s, ctx.card)->levels || !rv_card_of(s, ctx.card)->ability ||
                !rv_requirement_met(d, s, p, rv_card_of(s, ctx.card)->req))
                continue;
            ctx.out = out + n;
            n += rv_card_of(s, ctx.card)->ability(&ctx);
        }
    return n;
}

/* RV_A_SHIP_TRADE: each Large Trade Ship of p's with 2 resources on the regions beside it (R§7). It
 * answers RV_H_PLAY, so only his cards that do (rv_hook_sites, often none) are looked at. */
static int ship_trades(const rv_data *d, const rv_state *s, int p, ctn_action *out) {
    int n = 0;
    for (uint64_t sites = rv_hook_sites(d, s, p, RV_H_PLAY); sites; sites &= sites - 1) {
        int x = __builtin_ctzll(sites), c = rv_site_card(s, p, x), held = 0;
        if (rv_card_of(s, c)->ability != rv_ab_large_trade_ship) continue;
        for (uint32_t m = rv_site_regions(x / RV_SITES, x % RV_SITES); m; m &= m - 1)
            if (rv_region_at(s, p, __builtin_ctz(m)) != RV_NONE) held += s->stock[rv_region_at(s, p, __builtin_ctz(m))];
        if (held >= 2) out[n++] = RV_ACT(RV_A_SHIP_TRADE, c, 0, 0);
    }
    return n;
}

static int action_phase(const rv_data *d, const rv_state *s, int p, unsigned flags, ctn_action *out) {
    uint8_t cards[RV_MAX_DRAW_CARDS];
    int nc = hand_cards(s, p, cards), n = 0, all = 0;
    purse w;
    purse_fill(s, p, &w);
    for (int r = 0; r < RV_NUM_RESOURCES; r++) all += w.held[r];
    n += centre_actions(d, s, p, &w, cards, nc, out + n);
    n += build_actions(d, s, p, &w, cards, nc, out + n);
    for (int i = 0; i < nc; i++) {
        rv_ability_fn k = rv_card_of(s, cards[i])->ability;
        if (k == rv_ab_merchant_caravan && all >= 2) out[n++] = RV_ACT(RV_A_CARAVAN, cards[i], 0, 0);
        if (k == rv_ab_goldsmith && w.held[RV_GOLD] >= 3) out[n++] = RV_ACT(RV_A_GOLDSMITH, cards[i], 0, 0);
        if (k == rv_ab_relocation) n += relocations(d, s, p, cards[i], out + n);
    }
    n += play_actions(d, s, p, cards, nc, out + n);
    uint32_t ships = rv_ship_resources(d, s, p) | (uint32_t)rv_sacrificial_wool(d, s, p) << RV_WOOL;
    uint32_t one = (s->turn_flags & RV_TF_HERGILD ? rv_ship_resources(d, s, p) : 0) | rv_lighthouse_resources(d, s, p); /* */
    n += trade_actions(&w, one, ships, out + n);
    n += rv_feeling_actions(d, s, p, out + n); /* the Public Feeling's 2 stars for 1 resource */
    n += ship_trades(d, s, p, out + n);
    for (uint64_t m = flags & CTN_LEGAL_NO_GIVE_UP ? 0 : rv_occupied(s, p); m; m &= m - 1) /* R§5 step 2: any own card may be given up */
        out[n++] = RV_ACT(RV_A_ABANDON, __builtin_ctzll(m), 0, 0);
    out[n++] = RV_ACT(RV_A_END_ACTIONS, 0, 0, 0);
    return n;
}

/* R§5.1: a card goes under a stack with its back. */
static int returns(const rv_data *d, const rv_state *s, int p, ctn_action *out) {
    uint8_t cards[RV_MAX_DRAW_CARDS];
    int nc = hand_cards(s, p, cards), n = 0;
    for (int i = 0; i < nc; i++)
        for (unsigned m = d->under[p][rv_card_of(s, cards[i])->set]; m; m &= m - 1)
            out[n++] = RV_ACT(RV_A_RETURN, cards[i], __builtin_ctz(m), 0);
    return n;
}

/* Feud names buildings in increasing site order, leaving enough to name 3 (or all). */
static int feud_names(const rv_data *d, const rv_state *s, ctn_action *out) {
    (void)d; /* the card kinds are the state's */
    int victim = 1 - s->ev_holder, n = 0, last = s->named_n ? s->named[s->named_n - 1] : -1;
    int total = 0, x, units = rv_feud_kind(s), most = rv_feud_count(s); /* the See's units, Marie's heroes */
    for (uint64_t m = rv_occupied(s, victim); m; m &= m - 1) total += rv_feud_target(s, victim, __builtin_ctzll(m), units);
    int want = (total < most ? total : most) - s->named_n, after = 0;
    for (x = RV_TOWN_COLS * RV_SITES - 1; x > last; x--) {
        if (!rv_feud_target(s, victim, x, units)) continue;
        if (after >= want - 1) out[n++] = RV_ACT(RV_A_FEUD_NAME, x, 0, 0);
        after++;
    }
    for (int i = 0; i < n / 2; i++) { /* increasing order */
        ctn_action t = out[i];
        out[i] = out[n - 1 - i];
        out[n - 1 - i] = t;
    }
    return n;
}

int rv_legal_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out) {
    const rv_data *d = rv_data_of(g);
    const rv_state *s = (const rv_state *)state;
    if (s->phase == RV_PH_GAME_OVER || player != s->actor) return 0;
    int n = 0, p = player;
    uint8_t cards[RV_MAX_DRAW_CARDS];
    switch (s->phase) {
    case RV_PH_START_STACK:
        for (int k = 0; k < d->basic_stacks; k++)
            if (s->stacks[k].n >= RV_START_HAND) out[n++] = RV_ACT(RV_A_START_STACK, k, 0, 0);
        break;
    case RV_PH_PRE_ROLL: {
        out[n++] = RV_ACT(RV_A_ROLL, 0, 0, 0);
        int nc = hand_cards(s, p, cards);
        for (int i = 0; i < nc; i++)
            if (rv_card_of(s, cards[i])->ability == rv_ab_brigitta)
                for (int v = 1; v <= 6; v++) out[n++] = RV_ACT(RV_A_BRIGITTA, cards[i], v, 0);
        n += play_actions(d, s, p, cards, nc, out + n); /* Reiner */
        if (d->eras >> RV_SET_SAGES & 1) n += rv_justice_actions(d, s, p, out + n); /* the Grove of Justice */
        break;
    }
    case RV_PH_PAY: n = list_mask(rv_pay_candidates(s), RV_A_PAY, out); break;
    case RV_PH_GAIN: n = list_mask(rv_gain_candidates(s), RV_A_GAIN, out); break;
    case RV_PH_TAKE_TYPE:
        for (int r = 0; r < RV_NUM_RESOURCES; r++) /* what the one who gives holds (the Granary: no grain) */
            if (rv_total(s, 1 - s->taker, r) > 0 && !(r == RV_GRAIN && (s->take_flags & RV_TK_NOT_GRAIN)))
                out[n++] = RV_ACT(RV_A_TAKE_TYPE, r, 0, 0);
        if (s->take_flags & RV_TK_OPTIONAL) out[n++] = RV_ACT(RV_A_STOP, 0, 0, 0);
        break;
    case RV_PH_GIVE:
        for (int r = 0; r < RV_NUM_RESOURCES; r++)
            if (rv_total(s, p, r) > 0) out[n++] = RV_ACT(RV_A_GIVE, r, 0, 0);
        break;
    case RV_PH_REACT: /* Sebastian, or not */
        out[n++] = RV_ACT(RV_A_DECLINE, 0, 0, 0);
        n += play_actions(d, s, p, cards, hand_cards(s, p, cards), out + n);
        break;
    case RV_PH_COUNCIL: /* an owl or a resource for a sage, or no more */
        n = rv_council_actions(s, p, out);
        out[n++] = RV_ACT(RV_A_STOP, 0, 0, 0);
        break;
    case RV_PH_VIGILANCE: { /* the face turned into the event card's, or kept */
        int site, grove = rv_vigilance_grove(s, p, &site);
        out[n++] = RV_ACT(RV_A_DECLINE, 0, 0, 0);
        out[n++] = RV_ACT(RV_A_PLAY, grove, 0, 0);
        break;
    }
    case RV_PH_FORESIGHT: n = rv_foresight_actions(s, rv_foresight_grove(s), out); break; /* under, or stop */
    case RV_PH_TRIUMPH: /* the Triumph Card turned up, or 2 resources */
        out[n++] = RV_ACT(RV_A_DECLINE, 0, 0, 0);
        out[n++] = RV_ACT(RV_A_PLAY, rv_triumph_card_of(s, p), 0, 0);
        break;
    case RV_PH_WOLFGANG: { /* play him (add, or take him over), or decline */
        int owner, site, c = rv_wolfgang_at(s, &owner, &site);
        out[n++] = RV_ACT(RV_A_DECLINE, 0, 0, 0);
        if (c >= 0 && rv_wolfgang_may(s, p)) out[n++] = RV_ACT(RV_A_PLAY, c, 0, 0);
        break;
    }
    case RV_PH_RIOTS:
        if (rv_total(s, p, RV_GOLD) >= rv_riot_gold(d, s, p)) out[n++] = RV_ACT(RV_A_RIOT_PAY, 0, 0, 0);
        if (rv_feeling_spares(d, s, p)) out[n++] = RV_ACT(RV_A_DECLINE, 0, 0, 0); /* the Public Feeling */
        for (uint64_t m = rv_occupied(s, p); m; m &= m - 1) /* his cards, in site order */
            if (rv_riot_unit(d, s, p, __builtin_ctzll(m))) out[n++] = RV_ACT(RV_A_REMOVE, __builtin_ctzll(m), 0, 0);
        break;
    case RV_PH_INSURRECTION: /* a building costing 2 or more under a stack, or a star */
        if (s->stars[p]) out[n++] = RV_ACT(RV_A_DECLINE, 0, 0, 0);
        for (uint64_t m = rv_occupied(s, p); m; m &= m - 1)
            if (rv_insurrection_building(s, p, __builtin_ctzll(m))) out[n++] = RV_ACT(RV_A_REMOVE, __builtin_ctzll(m), 0, 0);
        break;
    case RV_PH_UNIT_LOSS: /* the Archer's unit with strength, or the Missionary's hero */
        for (uint64_t m = rv_occupied(s, p); m; m &= m - 1) {
            int x = __builtin_ctzll(m);
            if (s->intrigue & RV_IN_MISSIONARY ? rv_hero_at(s, p, x) : rv_strong_unit_at(d, s, p, x))
                out[n++] = RV_ACT(RV_A_REMOVE, x, 0, 0);
        }
        break;
    case RV_PH_STEAL: {
        int nc = hand_cards(s, 1 - p, cards);
        for (int i = 0; i < nc; i++)
            if (rv_stealable(d, s, cards[i])) out[n++] = RV_ACT(RV_A_STEAL, cards[i], 0, 0);
        break;
    }
    case RV_PH_LOSE_SHIP:
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
            int c = s->pr[p].site[x / RV_SITES][x % RV_SITES];
            if (c != RV_NONE && rv_card_of(s, c)->type == RV_T_TRADE_SHIP) out[n++] = RV_ACT(RV_A_LOSE, x, 0, 0);
        }
        break;
    case RV_PH_PLACE_REGIONS:
        out[n++] = RV_ACT(RV_A_PLACE, 0, 0, 0);
        out[n++] = RV_ACT(RV_A_PLACE, 1, 0, 0);
        break;
    case RV_PH_SCOUT: n = list_mask(s->region_stack, RV_A_SCOUT_PICK, out); break;
    case RV_PH_MERCHANT:
        out[n++] = RV_ACT(RV_A_BUY, 0, 0, 0);
        out[n++] = RV_ACT(RV_A_STOP, 0, 0, 0);
        break;
    case RV_PH_FF_PICK: {
        int nc = hand_cards(s, 1 - p, cards);
        for (int i = 0; i < nc; i++) out[n++] = RV_ACT(RV_A_FF_PICK, cards[i], 0, 0);
        break;
    }
    case RV_PH_FEUD_NAME: n = feud_names(d, s, out); break;
    case RV_PH_FEUD_CHOOSE:
        for (int i = 0; i < s->named_n; i++) out[n++] = RV_ACT(RV_A_FEUD_CHOOSE, s->named[i], 0, 0);
        break;
    case RV_PH_BURY:
        for (unsigned m = d->under[s->bury_owner][rv_card_of(s, s->bury)->set]; m; m &= m - 1)
            out[n++] = RV_ACT(RV_A_BURY, __builtin_ctz(m), 0, 0);
        break;
    case RV_PH_ACTION: n = action_phase(d, s, p, flags, out); break;
    case RV_PH_PREPARE: n = rv_tourney_prepare_filter(d, s, p, out, action_phase(d, s, p, flags, out)); break;
    case RV_PH_REPLENISH: /* Religious Dispute's losses too */
        if (s->dispute[p] || rv_hand_count(s, p) > rv_hand_limit(d, s, p)) n = returns(d, s, p, out);
        else
            for (int k = 0; k < d->num_stacks; k++)
                if (s->stacks[k].n && rv_stack_own(d, k, p)) out[n++] = RV_ACT(RV_A_DRAW, k, 0, 0);
        break;
    case RV_PH_EXCHANGE:
        n = returns(d, s, p, out);
        out[n++] = RV_ACT(RV_A_END_TURN, 0, 0, 0);
        break;
    case RV_PH_LIBRARY: /* the tournament: from his own stacks (R§7.4); Odin's Temple: the top card */
        for (int k = 0; k < d->num_stacks; k++)
            if (s->stacks[k].n && rv_stack_own(d, k, p))
                out[n++] = RV_ACT(s->library == RV_LIB_TEMPLE || s->library == RV_LIB_BRAN ? RV_A_DRAW : RV_A_SEARCH, k, 0, 0);
        break;
    case RV_PH_EXCHANGE_TAKE: {
        int cost = rv_search_cost(d, s, p), can = rv_total_all(s, p) >= cost;
        for (int k = 0; k < d->num_stacks; k++) {
            if (!s->stacks[k].n || !rv_stack_own(d, k, p)) continue;
            out[n++] = RV_ACT(RV_A_TAKE_TOP, k, 0, 0);
            if (can) out[n++] = RV_ACT(RV_A_SEARCH, k, 0, 0);
        }
        break;
    }
    case RV_PH_SEARCH: { /* the stack's cards in id order: as bits of a card set */
        const rv_stack *k = &s->stacks[s->search_stack];
        uint64_t seen[2] = {0, 0};
        _Static_assert(RV_MAX_DRAW_CARDS <= 128, "a stack's cards are a set of two words");
        for (int i = 0; i < k->n; i++) seen[k->card[i] >> 6] |= 1ull << (k->card[i] & 63);
        for (int w = 0; w < 2; w++)
            for (uint64_t m = seen[w]; m; m &= m - 1) out[n++] = RV_ACT(RV_A_PICK, w * 64 + __builtin_ctzll(m), 0, 0);
        break;
    }
    default: break;
    }
    return n;
}

int rv_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w) {
    const rv_data *d = rv_data_of(g);
    const rv_state *s = (const rv_state *)state;
    int set = rv_set_face(s); /* Reiner's, the Grove of Justice's or the Court Astrologer's */
    int n = 0;
    switch (s->phase) {
    case RV_PH_DICE: /* R§2: the event die has the event-card face twice */
        for (int v = 1; v <= 6; v++) {
            if (s->brigitta && v != s->brigitta) continue;
            for (int f = 0; f < RV_E_COUNT; f++) {
                if (set >= 0 && f != set) continue;
                out[n] = RV_CHANCE_ACT(RV_C_DICE, v, f);
                w[n++] = f == RV_E_EVENT_CARD && set < 0 ? 2 : 1;
            }
        }
        break;
    case RV_PH_DRAW: {
        const rv_stack *k = &s->stacks[s->draw_stack];
        for (int i = 0; i < k->hidden; i++) {
            out[n] = RV_CHANCE_ACT(RV_C_CARD, k->card[i], 0);
            w[n++] = 1;
        }
        break;
    }
    case RV_PH_REGION:
        for (uint32_t m = s->region_stack; m; m &= m - 1) {
            out[n] = RV_CHANCE_ACT(RV_C_REGION, __builtin_ctz(m), 0);
            w[n++] = 1;
        }
        break;
    case RV_PH_EVENT: { /* each event in the stack alike; an unseen one (the duel) is any unfound candidate */
        uint32_t unseen = s->ev_pool_unknown ? d->ev_candidates & ~s->ev_found : 0;
        uint32_t seen_w = unseen ? (uint32_t)__builtin_popcount(unseen) : 1;
        for (uint32_t m = s->ev_pool | unseen; m; m &= m - 1) {
            out[n] = RV_CHANCE_ACT(RV_C_EVENT, __builtin_ctz(m), 0);
            w[n++] = (s->ev_pool >> __builtin_ctz(m) & 1) ? seen_w : s->ev_pool_unknown;
        }
        break;
    }
    case RV_PH_CONTEST_ROLL: /* the Contest of the Heroes' two dice */
        for (int v = 1; v <= 6; v++)
            for (int u = 1; u <= 6; u++) {
                out[n] = RV_CHANCE_ACT(RV_C_CONTEST, v, u);
                w[n++] = 1;
            }
        break;
    case RV_PH_LOOK: n = rv_look_outcomes(s, out, w); break; /* the Grove of Great Foresight's look */
    case RV_PH_TAVERN_ROLL: /* the White Raven Tavern's die */
        for (int v = 1; v <= 6; v++) {
            out[n] = RV_CHANCE_ACT(RV_C_TAVERN, v, 0);
            w[n++] = 1;
        }
        break;
    case RV_PH_SEA_ROLL: /* the Capricious Sea's production die */
        for (int v = 1; v <= 6; v++) {
            out[n] = RV_CHANCE_ACT(RV_C_SEA, v, 0);
            w[n++] = 1;
        }
        break;
    case RV_PH_GUARD: { /* R§7.3: the production die; Lookout Tower 1–2, Heinrich 3–5 cancel */
        int k = rv_guard_faces(d, s, 1 - s->current);
        out[n] = RV_CHANCE_ACT(RV_C_GUARD, 1, 0);
        w[n++] = (uint32_t)k;
        out[n] = RV_CHANCE_ACT(RV_C_GUARD, 0, 0);
        w[n++] = (uint32_t)(6 - k);
        break;
    }
    default: break;
    }
    return n;
}
