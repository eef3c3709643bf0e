/* rivals_apply.c — applying an action (R§5): each type changes the state, then the turn moves on
 * by itself (rv_continue) to the next decision or chance. */
#include "rivals_internal.h"

static void discard_card(const rv_data *d, rv_state *s, int p, int c) {
    rv_hand_del(s, p, c);
    rv_discard_add(d, s, p, c);
}

static void play_ability(const rv_data *d, rv_state *s, int p, int card, ctn_action a) {
    rv_ctx ctx = {d, s, p, card, RV_H_PLAY, a, NULL};
    rv_card_of(s, card)->ability(&ctx);
}

static void pay_for(rv_state *s, int p, const uint8_t *cost, int after) {
    rv_set_payment(s, p, cost, 0, 0, after, 0);
}

/* R§3: road at an end; settlement beyond it with two new regions; city on a settlement. */
static void build_centre(const rv_data *d, rv_state *s, int p, ctn_action a) {
    rv_principality *pr = &s->pr[p];
    int side = RV_ACT_A(a);
    switch (RV_ACT_TYPE(a)) {
    case RV_A_ROAD:
        pr->roads = (uint16_t)(pr->roads | 1u << (side ? pr->right : pr->left));
        s->roads_left--;
        pay_for(s, p, rv_road_cost, RV_AP_NONE);
        break;
    case RV_A_SETTLEMENT: {
        int town = side ? pr->right : pr->left - 1;
        rv_set_town(s, p, town, 1);
        s->settlements_left--;
        s->new_town_col = (uint8_t)(side ? pr->right + 1 : pr->left - 1);
        s->new_regions[0] = s->new_regions[1] = RV_NONE;
        pay_for(s, p, rv_settlement_cost, RV_AP_REGIONS);
        if (RV_ACT_B(a) != RV_NONE) {
            discard_card(d, s, p, RV_ACT_B(a));
            play_ability(d, s, p, RV_ACT_B(a), a);
        }
        break;
    }
    case RV_A_CITY:
        rv_set_town(s, p, RV_ACT_A(a), 2);
        s->cities_left--;
        pay_for(s, p, rv_city_cost_for(s), RV_AP_NONE); /* Prosperity's cheap city */
        break;
    default: break;
    }
}

/* c of RV_A_BUILD: the half (bit 0), the resource a Drill Ground or a Building Crane spares + 1
 * (bits 1–3), Tithe Barn's wool (bit 4); a Town Hall goes onto its Parish Hall, which goes to the
 * discard pile. */
static void build_card(const rv_data *d, rv_state *s, int p, ctn_action a) {
    int c = RV_ACT_A(a), t = RV_ACT_B(a), spared = (RV_ACT_C(a) >> 1 & 7) - 1;
    int site = rv_build_site(d, s, p, c, t, RV_ACT_C(a) & 1);
    int under = s->pr[p].site[t][site], slot = rv_laid_slot(rv_card_of(s, c));
    if (under != RV_NONE && slot >= 0) s->laid[p][slot] = (uint8_t)(under + 1); /* Bran, Judith */
    else if (under != RV_NONE) rv_discard_add(d, s, p, under);
    uint8_t cost[RV_NUM_RESOURCES];
    if (rv_michael_cost(s, rv_card_of(s, c), cost)) s->michael = 0; /* used up */
    if (spared >= 0) cost[spared]--;
    rv_hand_del(s, p, c);
    s->faceup[c >> 6] &= ~(1ull << (c & 63));
    rv_set_site(s, p, t * RV_SITES + site, c);
    pay_for(s, p, cost, RV_AP_NONE);
    rv_pay_owls(s, p, rv_build_owls(rv_card_of(s, c))); /* the Era of Sages' owl cost */
    rv_pay_stars(s, p, rv_card_of(s, c)->stars); /* the Era of Prosperity's star cost */
    rv_ctx ctx = {d, s, p, c, RV_H_BUILT, a, NULL}; /* Staple House, Pirate Ship, Fairgrounds, Tithe Barn, Library */
    if (rv_card_of(s, c)->ability) rv_card_of(s, c)->ability(&ctx);
}

/* The Era of Turmoil's choices (R§7.3). */
static void turmoil_action(const rv_data *d, rv_state *s, int p, ctn_action a) {
    int x = RV_ACT_A(a);
    uint8_t need[RV_NUM_RESOURCES] = {0};
    switch (RV_ACT_TYPE(a)) {
    case RV_A_DECLINE:
        if (s->phase == RV_PH_WOLFGANG) s->barbarians &= (uint8_t)~(RV_BA_WOLFGANG_ADD | RV_BA_WOLFGANG_TAKE); /* */
        else if (s->phase == RV_PH_TRIUMPH) rv_triumph_decline(s, p); /* */
        else if (s->phase == RV_PH_VIGILANCE) s->grove_uses |= RV_GU_VIGILANCE; /* the face kept */
        else if (s->phase == RV_PH_INSURRECTION) rv_insurrection_answer(d, s, p, a); /* a star paid */
        else if (s->phase == RV_PH_RIOTS) { /* the Public Feeling's star spares him the Riots */
            rv_pay_stars(s, p, 1);
            s->riots = (uint8_t)(s->riots & ~(1u << p));
        } else s->react = (uint8_t)(s->react & ~(1u << p));
        break;
    case RV_A_RIOT_PAY:
        need[RV_GOLD] = (uint8_t)rv_riot_gold(d, s, p);
        rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
        s->riots = (uint8_t)(s->riots & ~(1u << p));
        break;
    case RV_A_REMOVE:
        if (s->phase == RV_PH_INSURRECTION) { /* a building under a stack */
            rv_insurrection_answer(d, s, p, a);
            break;
        }
        if (s->intrigue & RV_IN_MISSIONARY) { /* the hero goes to the Missionary's player */
            rv_missionary_take(d, s, x);
            break;
        }
        if (s->phase == RV_PH_RIOTS) s->riots = (uint8_t)(s->riots & ~(1u << p));
        else s->loss = 0;
        rv_lose_site(d, s, p, x);
        break;
    case RV_A_STEAL:
        rv_hand_del(s, 1 - p, x);
        rv_hand_add(s, p, x);
        s->steal = 0;
        break;
    default: break;
    }
}

/* The guards' roll (R§7.3): an attack not cancelled takes effect. */
static void guard_roll(const rv_data *d, rv_state *s, int cancelled) {
    ctn_action a = s->strike;
    s->strike = 0;
    if (d->eras >> RV_SET_SAGES & 1) rv_peace_paid(d, s, 1 - s->current); /* the Grove of Peace's owl */
    if (cancelled) return;
    rv_ctx ctx = {d, s, s->current, RV_ACT_A(a), RV_H_STRIKE, a, NULL};
    rv_card_of(s, RV_ACT_A(a))->ability(&ctx);
}

/* The Master of the Brotherhood's toll: paid before the card acts; its owner takes 1 gold. */
static void brotherhood_toll(const rv_data *d, rv_state *s, int p, int card) {
    int toll = rv_brotherhood_toll(d, s, p, card);
    if (toll <= 0) return;
    uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, (uint8_t)toll};
    rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
    rv_push_gain(s, 1 - p, 1 << RV_GOLD);
}

static void player_action(const rv_data *d, rv_state *s, int p, ctn_action a) {
    int x = RV_ACT_A(a), y = RV_ACT_B(a);
    uint8_t need[RV_NUM_RESOURCES] = {0};
    if (s->phase == RV_PH_COUNCIL) { /* the Council of the Sages' gift */
        rv_council_apply(s, p, a);
        return;
    }
    if (s->phase == RV_PH_FORESIGHT) { /* the Grove of Great Foresight's events put under */
        rv_foresight_apply(s, a);
        return;
    }
    if (s->phase == RV_PH_PREPARE) { /* the tournament's preparation round: a build, or the pass */
        rv_tourney_moved(s, p, a);
        if (RV_ACT_TYPE(a) == RV_A_END_ACTIONS) return;
    }
    switch (RV_ACT_TYPE(a)) {
    case RV_A_START_STACK:
        s->draw_stack = (uint8_t)x;
        s->draw_for = (uint8_t)p;
        if (d->mode == RV_MODE_INTRO) s->draws_left = RV_START_HAND; /* R§6: the top 3 */
        else s->start_picks = RV_START_HAND, s->search_stack = (uint8_t)x; /* R§6.2: any 3 */
        s->stage = s->stage == RV_STG_SETUP0 ? RV_STG_SETUP1 : RV_STG_PRE_ROLL;
        break;
    case RV_A_ROLL: s->stage = RV_STG_DICE; break;
    case RV_A_BRIGITTA:
        discard_card(d, s, p, x);
        play_ability(d, s, p, x, a);
        s->stage = RV_STG_DICE;
        break;
    case RV_A_ROAD:
    case RV_A_SETTLEMENT:
    case RV_A_CITY: build_centre(d, s, p, a); break;
    case RV_A_BUILD: build_card(d, s, p, a); break;
    case RV_A_EXPLORER_SHIP: rv_build_explorer_ship(s, p); break; /* */
    case RV_A_CARAVAN:
    case RV_A_GOLDSMITH:
    case RV_A_SWAP_REGIONS:
    case RV_A_SWAP_CARDS:
        discard_card(d, s, p, x);
        play_ability(d, s, p, x, a);
        break;
    case RV_A_TRADE:
        if (x == y) { /* the Public Feeling's 2 stars for 1 resource */
            rv_feeling_use(s, p, x);
            break;
        }
        need[x] = (uint8_t)rv_trade_rate(d, s, p, x);
        rv_set_payment(s, p, need, 0, 0, RV_AP_GAIN_TYPE, y | p << 4);
        rv_alliance_share(d, s, p, x); /* Master Merchants' Alliance */
        rv_lighthouse_use(d, s, p, x);  /* the Lighthouse's 1:1 */
        break;
    case RV_A_SHIP_TRADE: play_ability(d, s, p, x, a); break;
    case RV_A_END_ACTIONS: s->stage = RV_STG_REPLENISH; break;
    case RV_A_PAY: rv_pay_from(s, x); break;
    case RV_A_GAIN: rv_gain_at(s, x); break;
    case RV_A_TAKE_TYPE: /* named by the taker, or by his victim with a Courthouse */
        need[x] = 1;
        rv_set_payment(s, 1 - s->taker, need, 0, 0, RV_AP_GAIN_TYPE, x | s->taker << 4);
        s->takes_left--;
        break;
    case RV_A_PLACE:
        rv_place_new_regions(d, s, s->new_regions[x], s->new_regions[1 - x]);
        break;
    case RV_A_SCOUT_PICK:
        s->region_stack &= ~(1u << x);
        s->new_regions[s->new_regions[0] == RV_NONE ? 0 : 1] = (uint8_t)x;
        break;
    case RV_A_BUY:
        need[RV_GOLD] = 1;
        rv_set_payment(s, p, need, 0, 0, RV_AP_GAIN_ANY, 1);
        s->buys_left--;
        break;
    case RV_A_STOP:
        if (s->phase == RV_PH_TAKE_TYPE) s->takes_left = 0; /* Merchant: no more */
        else s->buys_left = 0;
        break;
    case RV_A_FF_PICK:
        rv_hand_del(s, 1 - p, x);
        s->bury = (uint8_t)x;
        s->bury_owner = (uint8_t)(1 - p);
        s->ff_left--;
        break;
    case RV_A_FEUD_NAME: s->named[s->named_n++] = (uint8_t)x; break;
    case RV_A_FEUD_CHOOSE:
        if (s->ff_left == RV_FF_MARIE) rv_marie_take(d, s, x); /* the opponent's hero, onto Marie's site */
        else if (s->ff_left == RV_FF_SEE) rv_abandon(d, s, p, x); /* Bishop's See: discarded */
        else rv_lose_site(d, s, p, x);
        s->ff_left = 0;
        s->named_n = 0;
        memset(s->named, 0, sizeof s->named);
        break;
    case RV_A_BURY:
        rv_stack_put_under(s, x, s->bury);
        s->bury = RV_NONE;
        s->bury_owner = 0;
        break;
    case RV_A_DRAW:
    case RV_A_TAKE_TOP:
        s->draw_stack = (uint8_t)x;
        s->draw_for = (uint8_t)p;
        s->draws_left = s->phase == RV_PH_LIBRARY && s->library == RV_LIB_BRAN ? 2 : 1; /* Bran */
        if (RV_ACT_TYPE(a) == RV_A_TAKE_TOP) s->exchanged = 2;
        if (s->phase == RV_PH_LIBRARY) s->library = RV_LIB_NONE; /* Odin's Temple's card */
        break;
    case RV_A_RETURN:
        rv_hand_del(s, p, x);
        rv_stack_put_under(s, y, x);
        if (s->phase == RV_PH_EXCHANGE) s->exchanged = 1;
        if (s->phase == RV_PH_REPLENISH && s->dispute[p]) s->dispute[p]--; /* Religious Dispute */
        break;
    case RV_A_SEARCH: {
        uint8_t none[RV_NUM_RESOURCES] = {0};
        s->search_stack = (uint8_t)x;
        if (s->phase == RV_PH_LIBRARY && (s->library == RV_LIB_PRIESTESS || s->library == RV_LIB_RETREAT)) {
            int want = s->library == RV_LIB_PRIESTESS ? 2 : rv_retreat_picks(d, s, p); /* */
            s->library = RV_LIB_NONE;
            s->start_picks = (uint8_t)(s->stacks[x].n < want ? s->stacks[x].n : want);
            s->draw_for = (uint8_t)p;
            break;
        }
        if (s->phase == RV_PH_LIBRARY) { /* the Library's card: free, and no exchange */
            s->library = 0;
            rv_set_payment(s, p, none, 0, 0, RV_AP_SEARCH, 0);
            break;
        }
        s->exchanged = 2;
        rv_set_payment(s, p, none, rv_search_cost(d, s, p), 0x3FFFFFFu, RV_AP_SEARCH, 0);
        break;
    }
    case RV_A_PICK:
        rv_stack_remove(s, s->search_stack, x);
        rv_hand_add(s, p, x);
        s->after_pay = RV_AP_NONE;
        if (s->start_picks) s->start_picks--;
        if (!s->start_picks) s->search_stack = 0;
        break;
    case RV_A_END_TURN:
        s->exchanged = 2;
        if (d->eras >> RV_SET_INTRIGUE & 1) s->turn_flags |= RV_TF_FOUNTAIN; /* no second exchange either */
        break;
    case RV_A_PLAY: /* an action card from the hand, a Gold Cache laid, or a Mint's use */
        if (rv_in_hand(s, p, x)) brotherhood_toll(d, s, p, x);
        if (rv_in_hand(s, p, x) && (rv_card_of(s, x)->type == RV_T_SITE || rv_card_of(s, x)->place == RV_P_REGION ||
                                    (rv_card_of(s, x)->levels && rv_card_of(s, x)->place == RV_P_NONE)))
            rv_hand_del(s, p, x); /* laid, not discarded: a Gold Cache, the Red Light Tavern, the tournament's Manifesto */
        else if (rv_in_hand(s, p, x)) discard_card(d, s, p, x);
        s->faceup[x >> 6] &= ~(1ull << (x & 63)); /* laid from the face-up stack: the Triumph Card */
        play_ability(d, s, p, x, a);
        break;
    case RV_A_GIVE: /* Merchant: the resource goes to the opponent */
        need[x] = 1;
        rv_set_payment(s, p, need, 0, 0, RV_AP_GAIN_TYPE, x | (1 - p) << 4);
        s->take_flags = 0;
        break;
    case RV_A_LOSE: /* the Pirate Ship's loss, or the Capricious Sea's */
        if (s->merchant_flags & (RV_MF_SEA_LOSS << p)) rv_sea_lose(d, s, p, x);
        else rv_lose_ship(d, s, p, x);
        break;
    case RV_A_ABANDON: rv_abandon(d, s, p, x); break;
    default: turmoil_action(d, s, p, a); break;
    }
}

static void chance_action(const rv_data *d, rv_state *s, ctn_action a) {
    int x = RV_ACT_A(a);
    switch (RV_ACT_TYPE(a)) {
    case RV_C_DICE:
        s->production = (uint8_t)x;
        s->event_face = (uint8_t)RV_ACT_B(a);
        s->stage = RV_STG_BRIGAND;
        break;
    case RV_C_CARD:
        rv_stack_remove(s, s->draw_stack, x);
        rv_hand_add(s, s->draw_for, x);
        s->draws_left--;
        break;
    case RV_C_REGION:
        s->region_stack &= ~(1u << x);
        s->new_regions[s->new_regions[0] == RV_NONE ? 0 : 1] = (uint8_t)x;
        break;
    case RV_C_EVENT: rv_reveal_event(d, s, x); break;
    case RV_C_GUARD: guard_roll(d, s, x); break;
    case RV_C_TAVERN: rv_tavern_roll(s, x); break;
    case RV_C_SEA: rv_sea_roll(d, s, x); break;
    case RV_C_LOOK: rv_look(d, s, x); break; /* */
    case RV_C_CONTEST: /* the Contest of the Heroes' dice, or the Dispute of the Sages' */
        if (s->sages_work & RV_SW_DISPUTE) rv_dispute_roll(d, s, x, RV_ACT_B(a));
        else rv_contest_roll(d, s, x, RV_ACT_B(a));
        break;
    default: break;
    }
    ctn_rng_next(&s->rng); /* one step per chance event */
}

void rv_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a) {
    const rv_data *d = rv_data_of(g);
    rv_state *s = (rv_state *)state;
    if (player == CTN_CHANCE) chance_action(d, s, a);
    else player_action(d, s, player, a);
    s->actions++;
    rv_continue(d, s);
    rv_hideout_watch(d, s); /* 5 strength drive off a Thieves' Hideout */
}
