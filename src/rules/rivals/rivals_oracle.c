/* rivals_oracle.c — the slow, independent legality oracle: every encodable action is tried against
 * a predicate written from docs/rules/rivals.md (R§3–R§7), reading the state directly and using
 * none of the generator's helpers (its own resource sums, site tests and card names). This file
 * lists the actions (rv_oracle_actions: each action type's argument ranges) and the chance
 * outcomes, and holds each phase's predicate (the pending choices) and the action phase's own
 * actions with a building's payment. A card's play is rivals_oracle_play.c's, the readings of the
 * state rivals_oracle_facts.c's, shared through rivals_oracle_internal.h. */
#include "rivals_oracle_internal.h"

/* Resources of one type (or all, res < 0) over p's regions. */
static int count_held(const oracle *o, int p, int res) {
    int n = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = region_at(o, p, pos);
        if (r != RV_NONE && (res < 0 || ctn_rivals_regions[r].resource == res)) n += o->s->stock[r];
    }
    return n;
}
static int count_space(const oracle *o, int p, int res) {
    int n = 0;
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = region_at(o, p, pos);
        if (r != RV_NONE && ctn_rivals_regions[r].resource == res) n += 3 - o->s->stock[r];
    }
    return n;
}
/* How a card is paid (c of RV_A_BUILD without its half): with a Drill Ground a hero, with a
 * Building Crane a city expansion costing more than 4, costs one resource of its cost less, the
 * builder naming which; a Tithe Barn of a builder with heroes may take wool
 * (16 / 2 = 8) instead of grain (R§7.3); nothing else. */
static int way_shape(const rv_card *k, int way) {
    int spared = (way & 7) - 1, wool = way >> 3;
    if (way == 0) return 1;
    if (way > 15 || (wool && spared >= 0)) return 0;
    if (wool) return !strcmp(k->key, "tithe_barn");
    int ship = k->type == RV_T_TRADE_SHIP || !strcmp(k->key, "pirate_ship"); /* the Ship Builder's */
    return (k->type == RV_T_HERO || k->place == RV_P_CITY || k->type == RV_T_BUILDING || ship) &&
           spared < RV_NUM_RESOURCES; /* build_paid: in the cost */
}
/* R§7.4 Building Crane: its owner's city expansions costing more than 4; the Era of Prosperity's
 * Builder's Hut: its owner's buildings costing 6 or more (R-235; the two do not add up). */
static int crane_applies(const oracle *o, const rv_card *k) {
    int sum = 0;
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return (oracle_owns_name(o, o->p, "building_crane") && k->place == RV_P_CITY && sum > 4) ||
           (oracle_owns_name(o, o->p, "builders_hut") && k->type == RV_T_BUILDING && sum >= 6);
}
static int build_paid(const oracle *o, const rv_card *k, int way) {
    int p = o->p, spared = (way & 7) - 1, wool = way >> 3;
    uint8_t cost[RV_NUM_RESOURCES];
    memcpy(cost, k->cost, sizeof cost);
    oracle_michael_cost(o, k, cost);
    if (way > 15) return 0;
    if (wool) {
        int heroes = oracle_count_of_type(o, p, RV_T_HERO);
        if (strcmp(k->key, "tithe_barn") || !heroes || spared >= 0) return 0;
    }
    int drill = k->type == RV_T_HERO && oracle_owns_name(o, p, "drill_ground");
    int ships = (k->type == RV_T_TRADE_SHIP || !strcmp(k->key, "pirate_ship")) && oracle_owns_name(o, p, "ship_builder"); /* */
    if ((drill || crane_applies(o, k) || ships) != (spared >= 0)) return 0;
    if (ships && spared != RV_LUMBER && spared != RV_WOOL) return 0;
    if (spared >= 0) {
        if (spared >= RV_NUM_RESOURCES || !cost[spared]) return 0;
        cost[spared]--;
    }
    return oracle_pays(o, p, cost);
}

int oracle_action_phase(const oracle *o, int t, int a, int b, int c) {
    const rv_state *s = o->s;
    int p = o->p;
    const rv_principality *pr = &s->pr[p];
    static const uint8_t ROAD[6] = {1, 2, 0, 0, 0, 0}, TOWN[6] = {1, 1, 1, 1, 0, 0}, CITY[6] = {0, 0, 0, 2, 3, 0};
    static const uint8_t CHEAP_CITY[6] = {0, 0, 0, 2, 1, 0};
    switch (t) {
    case RV_A_ROAD: {
        int col = a ? pr->right : pr->left;
        return a < 2 && s->roads_left && oracle_pays(o, p, ROAD) && !(pr->roads >> col & 1) && (a ? col <= 11 : col >= 1) &&
               !oracle_harbor_on(o->d, a); /* the Explorer Harbor's side */
    }
    case RV_A_EXPLORER_SHIP: return oracle_explorer_ship(o->d, s, p) && oracle_pays(o, p, oracle_ship_cost); /* */
    case RV_A_SETTLEMENT: {
        if (b != RV_NONE && (!has_card(o, p, b) || strcmp(key_of(o, b), "scout"))) return 0;
        if (a > 1 || !s->settlements_left || !oracle_pays(o, p, TOWN) || __builtin_popcount(s->region_stack) < 2) return 0;
        if (!(pr->roads >> (a ? pr->right : pr->left) & 1)) return 0;
        return 1;
    }
    case RV_A_CITY: /* Prosperity played this turn: 1 ore 2 grain */
        return a < RV_TOWN_COLS && pr->town[a] == 1 && s->cities_left &&
               oracle_pays(o, p, (s->prosperity_uses & RV_PU_PROSPERITY) ? CHEAP_CITY : CITY);
    case RV_A_ABANDON: return a < 48 && site_card(o, p, a) != RV_NONE; /* R§5 step 2 */
    case RV_A_BUILD: {
        if ((!has_card(o, p, a) && !in_faceup(o, a)) || b >= RV_TOWN_COLS || c > 31) return 0;
        const rv_card *k = &ctn_rivals_cards[o->s->kind[a]];
        if (!way_shape(k, c >> 1)) return 0; /* cheap tests first */
        if (!oracle_requirement(o, p, k->key)) return 0;
        if (k->type != RV_T_BUILDING && k->type != RV_T_HERO && k->type != RV_T_TRADE_SHIP && k->type != RV_T_UNIT &&
            strncmp(k->key, "grove_of_", 9) && strcmp(k->key, "common_land")) /* sites on a town: the groves, the Common Land */
            return 0;
        if (k->place == RV_P_CITY ? pr->town[b] != 2 : k->place != RV_P_TOWN) return 0;
        if ((k->flags & RV_F_ONE_OF) && oracle_owns_name(o, p, k->key)) return 0;
        if (!strcmp(k->key, "abbey") && oracle_owns_name(o, p, "master_of_the_brotherhood")) return 0; /* */
        if (oracle_owls_of(o, p) < oracle_owl_cost(k->key)) return 0; /* */
        if (s->stars[p] < oracle_star_cost(k->key)) return 0;  /* */
        if (tourney(o) && (k->flags & RV_F_NAMED) && (oracle_owns_name(o, 0, k->key) || oracle_owns_name(o, 1, k->key))) return 0;
        int half = c & 1;
        const char *base = !strcmp(k->key, "town_hall") ? "parish_hall" : !strcmp(k->key, "bran") ? "odins_temple"
                         : !strcmp(k->key, "judith")  ? "church" : NULL;
        if (base) { /* on the Parish Hall (ruling R-40), Temple or Church of this half */
            int on = 0;
            for (int site = half * 2; site < half * 2 + 2; site++)
                on |= site_card(o, p, b * 4 + site) != RV_NONE && !strcmp(key_of(o, site_card(o, p, b * 4 + site)), base);
            if (!on) return 0;
        } else if (!oracle_half_free(o, p, b, half)) {
            return 0;
        }
        return build_paid(o, k, c >> 1);
    }
    case RV_A_CARAVAN: return has_card(o, p, a) && !strcmp(key_of(o, a), "merchant_caravan") && held(o, p, -1) >= 2;
    case RV_A_GOLDSMITH: return has_card(o, p, a) && !strcmp(key_of(o, a), "goldsmith") && held(o, p, RV_GOLD) >= 3;
    case RV_A_SWAP_REGIONS:
        return has_card(o, p, a) && !strcmp(key_of(o, a), "relocation") && b < c && c < RV_REGION_POS &&
               region_at(o, p, b) != RV_NONE && region_at(o, p, c) != RV_NONE;
    case RV_A_SWAP_CARDS: {
        if (!has_card(o, p, a) || strcmp(key_of(o, a), "relocation") || b >= c || c >= 48) return 0;
        int x = site_card(o, p, b), y = site_card(o, p, c);
        if (x == RV_NONE || y == RV_NONE) return 0;
        if (b / 4 == c / 4 && (b % 4 >= 2) == (c % 4 >= 2)) return 0; /* ruling R-6: no effect */
        if (ctn_rivals_cards[o->s->kind[x]].place == RV_P_CITY && pr->town[c / 4] != 2) return 0;
        if (ctn_rivals_cards[o->s->kind[y]].place == RV_P_CITY && pr->town[b / 4] != 2) return 0;
        return 1;
    }
    case RV_A_TRADE:
        if (a == b) return oracle_feeling_use(o->d, s, p, a) && space(o, p, a) > 0; /* */
        return a < 6 && b < 6 && a != b && held(o, p, a) >= oracle_rate(o, p, a) && space(o, p, b) > 0;
    case RV_A_SHIP_TRADE: {
        for (int x = 0; x < 48; x++) {
            if (site_card(o, p, x) != a || strcmp(key_of(o, a), "large_trade_ship")) continue;
            int half = x % 4 >= 2, col = x / 4, n = 0;
            for (int cc = col; cc <= col + 1; cc++)
                if (pr->region[cc][half] != RV_NONE) n += s->stock[pr->region[cc][half]];
            return n >= 2;
        }
        return 0;
    }
    case RV_A_END_ACTIONS: return 1;
    case RV_A_PLAY: return oracle_play_legal(o, a, b, c);
    default: return 0;
    }
}

/* The Traitor in the tournament takes a unit or an action card (R§7.3). */
static int stealable(int type) {
    return type == RV_T_HERO || type == RV_T_TRADE_SHIP || type == RV_T_UNIT || type == RV_T_ACTION || type == RV_T_ATTACK;
}

/* The tournament's preparation round (R§6.4): one starting card or centre card built (a settlement
 * without the Scout, a Pirate Ship only while the opponent has no trade ship), or the pass. */
static int prepare_legal(const oracle *o, int t, int a, int b, int c) {
    if (t == RV_A_END_ACTIONS) return 1;
    if (t == RV_A_SETTLEMENT && b != RV_NONE) return 0;
    if (t == RV_A_BUILD) {
        if (!has_card(o, o->p, a)) return 0;
        if (!strcmp(key_of(o, a), "pirate_ship"))
            for (int x = 0; x < 48; x++) {
                int v = site_card(o, 1 - o->p, x);
                if (v != RV_NONE && ctn_rivals_cards[o->s->kind[v]].type == RV_T_TRADE_SHIP) return 0;
            }
    }
    if (t != RV_A_ROAD && t != RV_A_SETTLEMENT && t != RV_A_CITY && t != RV_A_BUILD) return 0;
    return oracle_action_phase(o, t, a, b, c);
}

/* Which arguments an action type uses (bit 0: a, 1: b, 2: c); the others must be 0. */
static int shape_ok(int t, int a, int b, int c) {
    int used;
    switch (t) {
    case RV_A_ROLL: case RV_A_END_ACTIONS: case RV_A_BUY: case RV_A_STOP: case RV_A_END_TURN: case RV_A_DECLINE:
    case RV_A_RIOT_PAY: used = 0; break;
    case RV_A_BRIGITTA: case RV_A_SETTLEMENT: case RV_A_TRADE: case RV_A_RETURN: case RV_A_PLAY: used = 3; break;
    case RV_A_BUILD: case RV_A_SWAP_REGIONS: case RV_A_SWAP_CARDS: used = 7; break;
    default: used = 1; break;
    }
    return (a == 0 || (used & 1)) && (b == 0 || (used & 2)) && (c == 0 || (used & 4));
}

static int legal(const oracle *o, int t, int a, int b, int c) {
    const rv_state *s = o->s;
    int p = o->p, victim = 1 - p;
    if (!shape_ok(t, a, b, c)) return 0;
    switch (s->phase) {
    case RV_PH_START_STACK: return t == RV_A_START_STACK && a < o->d->basic_stacks && s->stacks[a].n >= 3;
    case RV_PH_PRE_ROLL:
        return t == RV_A_ROLL || (t == RV_A_BRIGITTA && has_card(o, p, a) && !strcmp(key_of(o, a), "brigitta") && b >= 1 && b <= 6) ||
               (t == RV_A_PLAY && oracle_play_legal(o, a, b, c));
    case RV_PH_PAY: {
        if (t != RV_A_PAY || a >= RV_REGION_POS) return 0;
        int r = region_at(o, p, a);
        if (r == RV_NONE || !s->stock[r]) return 0;
        return s->pay_need[ctn_rivals_regions[r].resource] > 0 || (s->pay_any && (s->pay_mask >> a & 1));
    }
    case RV_PH_GAIN: {
        if (t != RV_A_GAIN || a >= RV_REGION_POS) return 0;
        int r = region_at(o, p, a);
        return r != RV_NONE && s->stock[r] < 3 && (s->gains[0].mask >> ctn_rivals_regions[r].resource & 1);
    }
    case RV_PH_TAKE_TYPE:
        if (s->take_flags & RV_TK_VICTIM_NAMES) victim = p; /* the Courthouse: the victim names what he gives */
        if (t == RV_A_TAKE_TYPE && a == RV_GRAIN && (s->take_flags & RV_TK_NOT_GRAIN)) return 0; /* the Granary */
        return (t == RV_A_TAKE_TYPE && a < 6 && held(o, victim, a) > 0) || (t == RV_A_STOP && (s->take_flags & RV_TK_OPTIONAL));
    case RV_PH_GIVE: return t == RV_A_GIVE && a < 6 && held(o, p, a) > 0;
    case RV_PH_REACT: return t == RV_A_DECLINE || (t == RV_A_PLAY && oracle_play_legal(o, a, b, c));
    case RV_PH_WOLFGANG: return t == RV_A_DECLINE || (t == RV_A_PLAY && oracle_play_legal(o, a, b, c)); /* */
    case RV_PH_TRIUMPH: return t == RV_A_DECLINE || (t == RV_A_PLAY && oracle_play_legal(o, a, b, c)); /* */
    case RV_PH_COUNCIL: return t == RV_A_STOP || oracle_council_gift(o, t, a, b); /* */
    case RV_PH_FORESIGHT: return rv_oracle_foresight(s, p, t, a, b); /* */
    case RV_PH_VIGILANCE: /* his Grove of Vigilance turns the face, or he declines */
        return t == RV_A_DECLINE || (t == RV_A_PLAY && b == 0 && oracle_placed(o, p, a) && !strcmp(key_of(o, a), "grove_of_vigilance"));
    case RV_PH_INSURRECTION: return oracle_prosperity_answer(o->d, s, p, t, a) == 1; /* */
    case RV_PH_RIOTS: { /* 1 gold for 1–2 such units, 2 for more (R§7.5) */
        if (t == RV_A_DECLINE) return oracle_prosperity_answer(o->d, s, p, t, a) == 1; /* a star */
        int units = 0;
        for (int x = 0; x < 48; x++) units += oracle_riot_unit(o, p, x);
        if (t == RV_A_RIOT_PAY) return held(o, p, RV_GOLD) >= (units > 2 ? 2 : 1);
        return t == RV_A_REMOVE && a < 48 && oracle_riot_unit(o, p, a);
    }
    case RV_PH_UNIT_LOSS: /* the Archer: a unit with strength; the Missionary: a hero */
        if (t != RV_A_REMOVE || a >= 48) return 0;
        if (s->intrigue & RV_IN_MISSIONARY)
            return site_card(o, p, a) != RV_NONE && ctn_rivals_cards[o->s->kind[site_card(o, p, a)]].type == RV_T_HERO;
        return oracle_archer_unit(o, p, a);
    case RV_PH_STEAL: /* the tournament: a unit or an action card only (R§7.3) */
        return t == RV_A_STEAL && has_card(o, victim, a) &&
               ((!tourney(o) && s->steal != 2) || stealable(ctn_rivals_cards[o->s->kind[a]].type)); /* Godfrey: 2 */
    case RV_PH_LOSE_SHIP:
        return t == RV_A_LOSE && a < 48 && site_card(o, p, a) != RV_NONE &&
               ctn_rivals_cards[o->s->kind[site_card(o, p, a)]].type == RV_T_TRADE_SHIP;
    case RV_PH_PLACE_REGIONS: return t == RV_A_PLACE && a < 2;
    case RV_PH_SCOUT: return t == RV_A_SCOUT_PICK && a < RV_NUM_REGIONS && (s->region_stack >> a & 1);
    case RV_PH_MERCHANT: return (t == RV_A_BUY && held(o, p, RV_GOLD) > 0) || t == RV_A_STOP;
    case RV_PH_FF_PICK: return t == RV_A_FF_PICK && has_card(o, victim, a);
    case RV_PH_FEUD_NAME: { /* the Bishop's See (ff_left 3) names units, Marie's (4) 2 heroes */
        int see = s->ff_left == 3 ? 1 : s->ff_left == 4 ? 2 : 0, most = s->ff_left == 4 ? 2 : 3;
        int owner = s->ff_left == 4 ? p : victim; /* Marie: the namer names his own */
        if (t != RV_A_FEUD_NAME || a >= 48 || !oracle_nameable(o, owner, a, see)) return 0;
        if (s->named_n && a <= s->named[s->named_n - 1]) return 0;
        int total = 0, later = 0;
        for (int x = 0; x < 48; x++) total += oracle_nameable(o, owner, x, see), later += x > a && oracle_nameable(o, owner, x, see);
        int want = (total < most ? total : most) - s->named_n;
        return later >= want - 1;
    }
    case RV_PH_FEUD_CHOOSE:
        if (t != RV_A_FEUD_CHOOSE) return 0;
        for (int i = 0; i < s->named_n; i++)
            if (s->named[i] == a) return 1;
        return 0;
    case RV_PH_BURY: return t == RV_A_BURY && oracle_same_back(o, a, s->bury) && own_stack(o, a, s->bury_owner);
    case RV_PH_ACTION: return oracle_action_phase(o, t, a, b, c);
    case RV_PH_PREPARE: return prepare_legal(o, t, a, b, c);
    case RV_PH_REPLENISH:
        if (s->dispute[p] || hand_size(o, p) > oracle_limit(o, p)) /* Religious Dispute's losses */
            return t == RV_A_RETURN && has_card(o, p, a) && oracle_same_back(o, b, a) && own_stack(o, b, p);
        return t == RV_A_DRAW && a < o->d->num_stacks && s->stacks[a].n > 0 && own_stack(o, a, p);
    case RV_PH_EXCHANGE:
        return (t == RV_A_RETURN && has_card(o, p, a) && oracle_same_back(o, b, a) && own_stack(o, b, p)) || t == RV_A_END_TURN;
    case RV_PH_LIBRARY: /* Odin's Temple draws the top card; the Library and the Priestess search */
        return t == (s->library == 2 || s->library == 4 ? RV_A_DRAW : RV_A_SEARCH) && a < o->d->num_stacks && s->stacks[a].n > 0 && own_stack(o, a, p);
    case RV_PH_EXCHANGE_TAKE:
        if (a >= o->d->num_stacks || !s->stacks[a].n || !own_stack(o, a, p)) return 0;
        return t == RV_A_TAKE_TOP || (t == RV_A_SEARCH && held(o, p, -1) >= oracle_searching_cost(o, p));
    case RV_PH_SEARCH:
        if (t != RV_A_PICK) return 0;
        for (int i = 0; i < s->stacks[s->search_stack].n; i++)
            if (s->stacks[s->search_stack].card[i] == a) return 1;
        return 0;
    default: return 0;
    }
}

static int chance(const oracle *o, ctn_action *out) {
    const rv_state *s = o->s;
    int n = 0;
    for (int t = RV_C_DICE; t <= RV_C_LOOK; t++)
        for (int a = 0; a < 256; a++)
            for (int b = 0; b < (t == RV_C_DICE ? RV_E_COUNT : t == RV_C_CONTEST ? 7 : 1); b++) {
                int ok = 0;
                if (t == RV_C_DICE)
                    ok = s->phase == RV_PH_DICE && a >= 1 && a <= 6 && (!s->brigitta || a == s->brigitta) &&
                         (!(s->turn_flags & RV_TF_REINER) || b == RV_E_CELEBRATION) &&
                         (!(s->grove_uses & RV_GU_JUSTICE) || (s->turn_flags & RV_TF_REINER) || b == (s->grove_uses >> 4 & 7) - 1) && /* R-217, Reiner's after it */
                         (oracle_astrologer_face(s) < 0 || (s->turn_flags & RV_TF_REINER) || b == oracle_astrologer_face(s)); /* */
                if (t == RV_C_CARD && s->phase == RV_PH_DRAW)
                    for (int i = 0; i < s->stacks[s->draw_stack].hidden; i++) ok |= s->stacks[s->draw_stack].card[i] == a;
                if (t == RV_C_REGION) ok = s->phase == RV_PH_REGION && a < RV_NUM_REGIONS && (s->region_stack >> a & 1);
                if (t == RV_C_EVENT) /* seen in the stack, or (the duel) what an unseen one may be */
                    ok = s->phase == RV_PH_EVENT && a < o->d->num_events &&
                         ((s->ev_pool >> a & 1) || (s->ev_pool_unknown && (o->d->ev_candidates >> a & 1) && !(s->ev_found >> a & 1)));
                if (t == RV_C_GUARD) ok = s->phase == RV_PH_GUARD && a <= 1; /* cancelled or not */
                if (t == RV_C_TAVERN) ok = s->phase == RV_PH_TAVERN_ROLL && a >= 1 && a <= 6; /* */
                if (t == RV_C_CONTEST) ok = s->phase == RV_PH_CONTEST_ROLL && a >= 1 && a <= 6 && b >= 1; /* */
                if (t == RV_C_SEA) ok = s->phase == RV_PH_SEA_ROLL && a >= 1 && a <= 6; /* */
                if (t == RV_C_LOOK) ok = s->phase == RV_PH_LOOK && rv_oracle_look(o->d, s, a); /* */
                if (ok) out[n++] = RV_CHANCE_ACT(t, a, b);
            }
    return n;
}

int rv_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out) {
    const rv_state *s = (const rv_state *)state;
    oracle o = {rv_data_of(g), s, player, {{0}}, {{0}}};
    for (int p = 0; p < RV_PLAYERS; p++) {
        for (int r = 0; r < RV_NUM_RESOURCES; r++) o.held[p][r] = count_held(&o, p, r), o.space[p][r] = count_space(&o, p, r);
        o.held[p][RV_NUM_RESOURCES] = count_held(&o, p, -1);
    }
    if (s->phase == RV_PH_GAME_OVER) return 0;
    if (player == CTN_CHANCE) return s->actor == CTN_CHANCE ? chance(&o, out) : 0;
    if (player != s->actor) return 0;
    int n = 0, nd = o.d->num_draw, sites = RV_TOWN_COLS * RV_SITES;
    int play_b = nd > sites ? nd : sites; /* a card, a site, or Michael's set */
    if (play_b < RV_MICHAEL_SETS) play_b = RV_MICHAEL_SETS;
    if ((o.d->eras >> RV_SET_SAGES & 1) && play_b < RV_MANIFESTO_ATTACK + nd) play_b = RV_MANIFESTO_ATTACK + nd; /* */
    /* the range of each argument of each type: cards, stacks, columns, positions, resources */
    const int range[RV_A_TYPE_COUNT][3] = {
        [RV_A_START_STACK] = {RV_STACKS, 1, 1}, [RV_A_ROLL] = {1, 1, 1}, [RV_A_BRIGITTA] = {nd, 8, 1},
        [RV_A_ROAD] = {2, 1, 1}, [RV_A_SETTLEMENT] = {2, 256, 1}, [RV_A_CITY] = {RV_TOWN_COLS, 1, 1},
        [RV_A_BUILD] = {nd, RV_TOWN_COLS, 32}, [RV_A_CARAVAN] = {nd, 1, 1}, [RV_A_GOLDSMITH] = {nd, 1, 1},
        [RV_A_SWAP_REGIONS] = {nd, RV_REGION_POS, RV_REGION_POS}, [RV_A_SWAP_CARDS] = {nd, sites, sites},
        [RV_A_TRADE] = {8, 8, 1}, [RV_A_SHIP_TRADE] = {nd, 1, 1}, [RV_A_END_ACTIONS] = {1, 1, 1},
        [RV_A_PAY] = {RV_REGION_POS, 1, 1}, [RV_A_GAIN] = {RV_REGION_POS, 1, 1}, [RV_A_TAKE_TYPE] = {8, 1, 1},
        [RV_A_PLACE] = {2, 1, 1}, [RV_A_SCOUT_PICK] = {RV_NUM_REGIONS, 1, 1}, [RV_A_BUY] = {1, 1, 1},
        [RV_A_STOP] = {1, 1, 1}, [RV_A_FF_PICK] = {nd, 1, 1}, [RV_A_FEUD_NAME] = {sites, 1, 1},
        [RV_A_FEUD_CHOOSE] = {sites, 1, 1}, [RV_A_BURY] = {RV_STACKS, 1, 1}, [RV_A_DRAW] = {RV_STACKS, 1, 1},
        [RV_A_RETURN] = {nd, RV_STACKS, 1}, [RV_A_TAKE_TOP] = {RV_STACKS, 1, 1}, [RV_A_SEARCH] = {RV_STACKS, 1, 1},
        [RV_A_PICK] = {nd, 1, 1}, [RV_A_END_TURN] = {1, 1, 1}, [RV_A_PLAY] = {nd, play_b, 1},
        [RV_A_GIVE] = {8, 1, 1}, [RV_A_LOSE] = {sites, 1, 1}, [RV_A_DECLINE] = {1, 1, 1}, [RV_A_RIOT_PAY] = {1, 1, 1},
        [RV_A_REMOVE] = {sites, 1, 1}, [RV_A_STEAL] = {nd, 1, 1}, [RV_A_ABANDON] = {sites, 1, 1},
        [RV_A_EXPLORER_SHIP] = {1, 1, 1}};
    for (int t = RV_A_START_STACK; t < RV_A_TYPE_COUNT; t++) {
        if (t == RV_A_ABANDON && (flags & CTN_LEGAL_NO_GIVE_UP)) continue; /* random play that keeps its cards */
        int wide = t == RV_A_SWAP_REGIONS || t == RV_A_SWAP_CARDS;
        for (int a = 0; a < range[t][0]; a++) {
            if (wide && !has_card(&o, player, a)) continue; /* the card must be in the hand */
            if (t == RV_A_BUILD && !has_card(&o, player, a) && !in_faceup(&o, a)) continue; /* or face up */
            if (t == RV_A_PLAY && !has_card(&o, player, a) && !oracle_placed(&o, player, a) && by_fields(&o, player, 0) != a &&
                by_fields(&o, player, 1) != a && !oracle_turned_by(&o, player, a) && by_post(&o, player, 0) != a &&
                by_post(&o, player, 1) != a && !in_faceup(&o, a) && !(s->phase == RV_PH_WOLFGANG && oracle_placed(&o, 1 - player, a)) &&
                !(s->phase == RV_PH_FORESIGHT && oracle_placed(&o, 1 - player, a)) &&
                station_in(&o, 1 - player) != a && !oracle_slot_card(s, player, a))
                continue; /* or placed, or by his fields, or turned to a level; Wolfgang taken over; face up; his Station */
            for (int b = 0; b < range[t][1]; b++)
                for (int c = 0; c < range[t][2]; c++)
                    if (legal(&o, t, a, b, c)) out[n++] = RV_ACT(t, a, b, c);
        }
    }
    return n;
}
