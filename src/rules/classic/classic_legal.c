/* classic_legal.c — the fast generator: who acts, their legal actions and the chance outcomes.
 *
 * Uses the derived sets kept in the state (road candidates, distance-rule vertices) so that a
 * main-phase position is generated in a few dozen instructions. The independent oracle in
 * classic_oracle.c must agree with this file at every position.
 */
#include "classic_internal.h"

/* Who acts in each phase: chance, a set (discards, trade answers), the actor, or nobody. */
enum { ACT_NOBODY, ACT_CHANCE, ACT_DISCARDERS, ACT_ANSWERERS, ACT_ACTOR };
static const uint8_t PHASE_ACTORS[CL_PHASE_COUNT] = {
    [CL_PHASE_SETUP_SETTLEMENT] = ACT_ACTOR, [CL_PHASE_SETUP_ROAD] = ACT_ACTOR,
    [CL_PHASE_PRE_ROLL] = ACT_ACTOR,         [CL_PHASE_ROLL] = ACT_CHANCE,
    [CL_PHASE_DISCARD] = ACT_DISCARDERS,     [CL_PHASE_MOVE_ROBBER] = ACT_ACTOR,
    [CL_PHASE_STEAL] = ACT_CHANCE,           [CL_PHASE_MAIN] = ACT_ACTOR,
    [CL_PHASE_ROAD_BUILDING] = ACT_ACTOR,    [CL_PHASE_DEV_DRAW] = ACT_CHANCE,
    [CL_PHASE_TRADE_ANSWER] = ACT_ANSWERERS, [CL_PHASE_TRADE_CONFIRM] = ACT_ACTOR,
    [CL_PHASE_SPECIAL_BUILD] = ACT_ACTOR,    [CL_PHASE_PAIRED] = ACT_ACTOR,
    [CL_PHASE_GAME_OVER] = ACT_NOBODY,       [CL_PHASE_GOLD] = ACT_ACTOR,
    [CL_PHASE_MOVE_SHIP] = ACT_ACTOR,
};

ctn_actors cl_actors(const ctn_game *g, const ctn_state *state) {
    const cl_state *s = (const cl_state *)state;
    int kind = PHASE_ACTORS[s->phase];
    if (kind == ACT_ACTOR) return 1u << s->actor;
    if (kind == ACT_CHANCE) return CTN_CHANCE_BIT;
    ctn_actors a = 0;
    for (int p = 0; p < g->num_players && kind != ACT_NOBODY; p++) {
        int acts = kind == ACT_DISCARDERS ? s->discard_owed[p] != 0
                                          : s->offer_answer[p] == CL_ANSWER_PENDING;
        a |= (ctn_actors)acts << p;
    }
    return a;
}

static const uint8_t DICE_WEIGHTS[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

int cl_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w) {
    (void)g;
    const cl_state *s = (const cl_state *)state;
    int n = 0;
    if (s->phase == CL_PHASE_ROLL) {
        for (int sum = 2; sum <= 12; sum++) {
            out[n] = CL_ACT(CL_A_DICE, sum, 0);
            w[n++] = DICE_WEIGHTS[sum];
        }
    } else if (s->phase == CL_PHASE_STEAL) {
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            if (s->hand[s->robber_victim][r]) {
                out[n] = CL_ACT(CL_A_STEAL, r, 0);
                w[n++] = s->hand[s->robber_victim][r];
            }
    } else if (s->phase == CL_PHASE_DEV_DRAW) {
        for (int t = 0; t < CL_DEV_COUNT; t++)
            if (s->dev_deck[t]) {
                out[n] = CL_ACT(CL_A_DRAW_DEV, t, 0);
                w[n++] = s->dev_deck[t];
            }
        if (n == 0 && s->dev_bottom_len) { /* §12 progress_return: the bottom card comes next */
            out[n] = CL_ACT(CL_A_DRAW_DEV, s->dev_bottom[0], 0);
            w[n++] = 1;
        }
    }
    return n;
}

/* The same distribution as cl_chance_outcomes, drawn directly: two dice, or one card uniformly
 * among the cards concerned. */
ctn_action cl_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng) {
    (void)g;
    const cl_state *s = (const cl_state *)state;
    if (s->phase == CL_PHASE_ROLL) {
        uint32_t dice = ctn_rng_below(rng, 36); /* both dice in one draw */
        int sum = (int)(dice / 6) + (int)(dice % 6) + 2;
        return CL_ACT(CL_A_DICE, sum, 0);
    }
    const uint8_t *counts = s->phase == CL_PHASE_STEAL ? s->hand[s->robber_victim] : s->dev_deck;
    int n = s->phase == CL_PHASE_STEAL ? CTN_RESOURCE_COUNT : CL_DEV_COUNT, total = 0;
    for (int i = 0; i < n; i++) total += counts[i];
    if (total == 0) return CL_ACT(CL_A_DRAW_DEV, s->dev_bottom[0], 0); /* only the bottom is left */
    int pick = (int)ctn_rng_below(rng, (uint32_t)total);
    int i = 0;
    while (pick >= counts[i]) pick -= counts[i++];
    return CL_ACT(s->phase == CL_PHASE_STEAL ? CL_A_STEAL : CL_A_DRAW_DEV, i, 0);
}

/* ---- building (§6) ---- */

static int gen_roads(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    int n = 0;
    CL_FOR_EACH_ON_BOARD(e, &s->road_candidates[p], d) out[n++] = CL_ACT(CL_A_BUILD_ROAD, e, 0);
    return n;
}

/* Ships p may build now (S§4), free or paid. */
static int gen_ships(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    int n = 0;
#if CL_CLASS != CL_CLASS_S
    if (!d->seafarers || cl_sea_ships_left(s, p) <= 0) return 0;
    n = cl_sea_gen_ship_builds(d, s, p, out);
#else
    (void)d, (void)s, (void)p, (void)out;
#endif
    return n;
}

/* Vertices where p may build a settlement: free under the distance rule, on his roads (and in
 * Seafarers his ships, S§4). */
static cl_set settlement_spots(const cl_data *d, const cl_state *s, int p) {
    cl_set reach = s->road_vertices[p];
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) {
        cl_set ships = cl_sea_ship_vertices(d, s, p);
        cl_set_or(&reach, &ships);
    }
    cl_world_drop_pirate_corners(d, s, &reach); /* W§6 */
#else
    (void)d;
#endif
    return cl_set_and(&s->settle_free, &reach);
}

/* The builds of the costs in `can` (bits CL_COST_*, not empty). Out of line, with the card
 * plays and the bank trades: most lists have none of a kind, and each kind then costs the
 * caller one test, without the saving and restoring of registers that a call needs. */
static __attribute__((noinline)) int put_builds(const cl_data *d, const cl_state *s, int p,
                                                unsigned can, ctn_action *out) {
    int n = 0;
    if ((can & (1u << CL_COST_ROAD)) && cl_roads_left(s, p) > 0) n += gen_roads(d, s, p, out + n);
    if (CL_SEA && (can & (1u << CL_COST_SHIP))) n += gen_ships(d, s, p, out + n);
    if ((can & (1u << CL_COST_SETTLEMENT)) && cl_settlements_left(s, p) > 0) {
        cl_set spots = settlement_spots(d, s, p);
        CL_FOR_EACH_ON_BOARD(v, &spots, d) out[n++] = CL_ACT(CL_A_BUILD_SETTLEMENT, v, 0);
    }
    if ((can & (1u << CL_COST_CITY)) && cl_cities_left(s, p) > 0) {
        cl_set towns = s->settlements[p];
#if CL_CLASS != CL_CLASS_S
        cl_world_drop_pirate_corners(d, s, &towns); /* W§6 */
#endif
        CL_FOR_EACH_ON_BOARD(v, &towns, d) out[n++] = CL_ACT(CL_A_BUILD_CITY, v, 0);
    }
    if ((can & (1u << CL_COST_DEV)) && cl_dev_total(s) > 0) out[n++] = CL_ACT(CL_A_BUY_DEV, 0, 0);
    return n;
}

static inline int gen_builds(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    unsigned can = d->affordable[cl_hand_level(s->hand[p])];
    return can ? put_builds(d, s, p, can, out) : 0;
}

static inline int free_piece_possible(const cl_data *d, const cl_state *s, int p) {
    if (cl_roads_left(s, p) > 0 && cl_set_any(&s->road_candidates[p])) return 1;
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers && cl_sea_ships_left(s, p) > 0) {
        cl_set spots = cl_sea_ship_spots(d, s, p);
        return cl_set_any(&spots);
    }
#else
    (void)d;
#endif
    return 0;
}

int cl_free_piece_possible(const cl_data *d, const cl_state *s, int p) {
    return free_piece_possible(d, s, p);
}

/* ---- development cards (§8) ---- */

/* Bit t set for each card type p may play now: held before this turn part, none played yet in
 * this turn, and not a victory point card (those are never played). */
static unsigned playable_cards(const cl_state *s, int p) {
    const uint8_t *h = s->dev_hand[p];
    int action_cards =
        h[CL_DEV_KNIGHT] | h[CL_DEV_ROAD_BUILDING] | h[CL_DEV_YEAR_OF_PLENTY] | h[CL_DEV_MONOPOLY];
    if (((s->dev_played >> p) & 1u) | (action_cards == 0)) return 0; /* one test, one branch */
    unsigned held = 0;
    for (int t = 0; t < CL_DEV_COUNT; t++)
        held |= (unsigned)(s->dev_hand[p][t] > s->dev_new[p][t]) << t;
    return held & ~(1u << CL_DEV_VICTORY_POINT);
}

/* The plays of `cards` (from playable_cards, not empty). Out of line, as put_builds. */
static __attribute__((noinline)) int put_dev_plays(const cl_data *d, const cl_state *s, int p,
                                                   unsigned cards, ctn_action *out) {
    int n = 0;
    if (cards & (1u << CL_DEV_KNIGHT)) out[n++] = CL_ACT(CL_A_PLAY_KNIGHT, 0, 0);
    if ((cards & (1u << CL_DEV_ROAD_BUILDING)) && free_piece_possible(d, s, p))
        out[n++] = CL_ACT(CL_A_PLAY_ROAD_BUILDING, 0, 0);
    if (cards & (1u << CL_DEV_YEAR_OF_PLENTY))
        for (int a = 0; a < CTN_RESOURCE_COUNT; a++)
            for (int b = a; b < CTN_RESOURCE_COUNT; b++)
                if (a == b ? s->bank[a] >= 2 : (s->bank[a] && s->bank[b]))
                    out[n++] = CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, a, b);
    if (cards & (1u << CL_DEV_MONOPOLY))
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) out[n++] = CL_ACT(CL_A_PLAY_MONOPOLY, r, 0);
    return n;
}

static inline int gen_dev_plays(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    unsigned cards = playable_cards(s, p);
    return cards ? put_dev_plays(d, s, p, cards, out) : 0;
}

/* ---- trade (§7) ---- */

/* Gives at the player's best rate (§7.1) for any resource the bank still has: each resource of
 * `gives` (those he has enough of, not empty) for each other one. Out of line, as put_builds. */
static __attribute__((noinline)) int put_bank_trades(const cl_state *s, unsigned gives,
                                                     ctn_action *out) {
    static const uint8_t ONE[CTN_RESOURCE_COUNT] = {1, 1, 1, 1, 1};
    unsigned stocked = cl_counts_at_least(s->bank, ONE);
    int n = 0;
    for (; gives; gives &= gives - 1) {
        unsigned give = (unsigned)__builtin_ctz(gives);
        for (unsigned takes = stocked & ~(1u << give); takes; takes &= takes - 1)
            out[n++] = CL_ACT(CL_A_TRADE_BANK, give, __builtin_ctz(takes));
    }
    return n;
}

static inline int gen_bank_trades(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    unsigned gives = cl_counts_at_least(s->hand[p], d->trade_rates[s->harbours[p]]);
    return gives ? put_bank_trades(s, gives, out) : 0;
}

/* Calls back for every count vector over the resources in `allowed` (bit mask) with total 1..max,
 * each count within limit[r]. */
typedef struct {
    uint8_t counts[CTN_RESOURCE_COUNT];
} cl_counts;

static int gen_count_vectors(unsigned allowed, const uint8_t *limit, int max, cl_counts *out) {
    int n = 0;
    uint8_t c[CTN_RESOURCE_COUNT] = {0};
    int lim[CTN_RESOURCE_COUNT];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        lim[r] = (allowed & (1u << r)) ? (limit[r] < max ? limit[r] : max) : 0;
    for (c[0] = 0; c[0] <= lim[0]; c[0]++)
        for (c[1] = 0; c[1] <= lim[1] && c[0] + c[1] <= max; c[1]++)
            for (c[2] = 0; c[2] <= lim[2] && c[0] + c[1] + c[2] <= max; c[2]++)
                for (c[3] = 0; c[3] <= lim[3] && c[0] + c[1] + c[2] + c[3] <= max; c[3]++)
                    for (c[4] = 0; c[4] <= lim[4] && c[0] + c[1] + c[2] + c[3] + c[4] <= max;
                         c[4]++)
                        if (c[0] + c[1] + c[2] + c[3] + c[4] > 0)
                            memcpy(out[n++].counts, c, sizeof c);
    return n;
}

static int gen_offers(const cl_state *s, int p, ctn_action *out) {
    static const uint8_t ANY[CTN_RESOURCE_COUNT] = {CL_OFFER_MAX_SIDE, CL_OFFER_MAX_SIDE,
                                                    CL_OFFER_MAX_SIDE, CL_OFFER_MAX_SIDE,
                                                    CL_OFFER_MAX_SIDE};
    cl_counts gives[128], wants[128];
    int ng = gen_count_vectors(0x1F, s->hand[p], CL_OFFER_MAX_SIDE, gives);
    int n = 0;
    for (int i = 0; i < ng; i++) {
        unsigned used = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            if (gives[i].counts[r]) used |= 1u << r;
        int nw = gen_count_vectors(0x1Fu & ~used, ANY, CL_OFFER_MAX_SIDE, wants);
        for (int j = 0; j < nw; j++)
            out[n++] = ctn_classic_offer_action(gives[i].counts, wants[j].counts);
    }
    return n;
}

/* ---- discards (§5.3): one card at a time, in resource order, so that each way of choosing the
 * cards is exactly one sequence; a resource is allowed while the cards of it and of later
 * resources still cover what is owed. ---- */

static int gen_discards(const cl_state *s, int p, ctn_action *out) {
    const uint8_t *h = s->hand[p];
    int owed = s->discard_owed[p], n = 0, from_here = 0;
    for (int r = CTN_RESOURCE_COUNT - 1; r >= s->discard_floor[p]; r--) {
        from_here += h[r];
        out[n] = CL_ACT(CL_A_DISCARD, r, 0); /* kept when it may be discarded */
        n += h[r] && from_here >= owed;
    }
    return n;
}

/* ---- robber (§5.4) ---- */

/* Every hex but the robber's, with each player there who can be robbed, or with nobody when
 * there is none. A hex's row of the table is written whole (`width` entries, at least the most
 * victims a hex can have); only its real entries are counted. */
static inline int put_robber_moves(const cl_data *d, const cl_state *s, unsigned holding,
                                   ctn_action *restrict out, const int width) {
    const int robber = s->robber;
#if CL_CLASS == CL_CLASS_S
    const int hexes = s->num_hexes; /* all land */
#else
    const int hexes = d->num_land_hexes; /* the land hexes, in order, come first in hexes_by_kind */
#endif
    int n = 0;
    for (int i = 0; i < hexes; i++) {
#if CL_CLASS == CL_CLASS_S
        int h = i;
#else
        int h = d->hexes_by_kind[i];
#endif
        unsigned victims = s->hex_owners[h] & holding;
        const ctn_action *restrict row = d->robber_victims[victims];
        ctn_action move = CL_ACT(CL_A_MOVE_ROBBER, h, 0);
        for (int k = 0; k < width; k++) out[n + k] = row[k] | move;
        n += (h != robber) * d->robber_move_count[victims];
    }
    return n;
}

static int gen_robber_moves(const ctn_game *g, const cl_state *s, int p, ctn_action *out) {
    unsigned holding = 0; /* players other than p with at least one card */
    for (int q = 0; q < g->num_players; q++) holding |= (unsigned)(cl_hand_count(s, q) > 0) << q;
    holding &= ~(1u << p);
    const cl_data *d = cl_data_of(g);
#if CL_CLASS != CL_CLASS_S
    if (d->world) return cl_world_gen_bandits(d, s, holding, out); /* W§6: four bandits */
#endif
    int n = g->num_players <= 5 /* at most 4 victims at a hex */
                ? put_robber_moves(d, s, holding, out, 4)
                : put_robber_moves(d, s, holding, out, 8);
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) n += cl_sea_gen_pirate_moves(d, s, holding, out + n); /* S§6 */
#endif
    return n;
}

/* ---- by phase ---- */

/* W§7: an active player's window: cards and trade offers to his neighbours, nothing else. */
static int gen_window(const cl_data *d, const cl_state *s, int p, unsigned flags,
                      ctn_action *out) {
    int n = 0;
    out[n++] = CL_ACT(CL_A_END_TURN, 0, 0);
    n += gen_dev_plays(d, s, p, out + n);
    if (!(flags & CTN_LEGAL_NO_OFFERS)) n += gen_offers(s, p, out + n);
    return n;
}

/* Phase 3 in World (W§8), the special building phase otherwise (§9.1). */
static int gen_build_phase(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    int n = 0;
    out[n++] = CL_ACT(CL_A_END_TURN, 0, 0);
    n += gen_builds(d, s, p, out + n);
#if CL_CLASS != CL_CLASS_S
    if (d->world) {
        n += gen_bank_trades(d, s, p, out + n);
        n += cl_sea_gen_ship_moves(d, s, p, out + n);
    }
#endif
    return n;
}

static int gen_main(const cl_data *d, const cl_state *s, int p, unsigned flags, ctn_action *out) {
    if (CL_SEA && d->world) return gen_window(d, s, p, flags, out);
    int n = 0;
    out[n++] = CL_ACT(CL_A_END_TURN, 0, 0);
    n += gen_builds(d, s, p, out + n);
    n += gen_bank_trades(d, s, p, out + n);
    n += gen_dev_plays(d, s, p, out + n);
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) n += cl_sea_gen_ship_moves(d, s, p, out + n); /* S§5 */
#endif
    if (!(flags & CTN_LEGAL_NO_OFFERS) && s->context == CL_CTX_TURN) n += gen_offers(s, p, out + n);
    return n;
}

/* Set-up (§3, S§3): a settlement on a free land vertex (of a set-up area, where the map marks
 * any), then a road, or in Seafarers a ship, next to it. */
static int gen_setup(const ctn_game *g, const cl_state *s, ctn_action *out) {
    const cl_data *d = cl_data_of(g);
    int n = 0;
    if (s->phase == CL_PHASE_SETUP_SETTLEMENT) {
        cl_set spots = CL_SEA ? cl_set_and(&s->settle_free, &d->setup_vertices) : s->settle_free;
#if CL_CLASS != CL_CLASS_S
        cl_world_drop_pirate_corners(d, s, &spots); /* W§6: set-up included */
#endif
        CL_FOR_EACH(v, &spots) out[n++] = CL_ACT(CL_A_BUILD_SETTLEMENT, v, 0);
        return n;
    }
    cl_set edges = d->vertex_edges[s->setup_vertex];
    cl_set_andnot(&edges, &s->occupied_edges);
    cl_set roads = CL_SEA ? cl_set_and(&edges, &d->road_edges) : edges;
    CL_FOR_EACH(e, &roads) out[n++] = CL_ACT(CL_A_BUILD_ROAD, e, 0);
#if CL_CLASS != CL_CLASS_S
    if (d->seafarers) {
        cl_set ships = cl_set_and(&edges, &d->ship_edges);
        CL_FOR_EACH(e, &ships)
        if (!cl_sea_pirate_side(d, s, (int)e)) out[n++] = CL_ACT(CL_A_BUILD_SHIP, e, 0);
    }
#endif
    return n;
}

static int gen_trade_answer(const cl_state *s, int p, ctn_action *out) {
    if (s->offer_answer[p] != CL_ANSWER_PENDING) return 0;
    int n = 0;
    out[n++] = CL_ACT(CL_A_DECLINE, 0, 0);
    int can = 1;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) can &= s->hand[p][r] >= s->offer_want[r];
    if (can) out[n++] = CL_ACT(CL_A_ACCEPT, 0, 0);
    return n;
}

static int gen_trade_confirm(const ctn_game *g, const cl_state *s, ctn_action *out) {
    int n = 0;
    for (int q = 0; q < g->num_players; q++)
        if (s->offer_answer[q] == CL_ANSWER_ACCEPT) out[n++] = CL_ACT(CL_A_CONFIRM, q, 0);
    out[n++] = CL_ACT(CL_A_CANCEL, 0, 0);
    return n;
}

int cl_legal_actions(const ctn_game *g, const ctn_state *state, int p, unsigned flags,
                     ctn_action *out) {
    const cl_state *s = (const cl_state *)state;
    if ((unsigned)p >= (unsigned)g->num_players) return 0;
    int single = p == s->actor, n = 0;
    switch (s->phase) {
    case CL_PHASE_DISCARD:
        return s->discard_owed[p] ? gen_discards(s, p, out) : 0;
    case CL_PHASE_TRADE_ANSWER:
        return gen_trade_answer(s, p, out);
    case CL_PHASE_SETUP_SETTLEMENT:
    case CL_PHASE_SETUP_ROAD:
        return single ? gen_setup(g, s, out) : 0;
    case CL_PHASE_PRE_ROLL:
        if (!single) return 0;
        out[n++] = CL_ACT(CL_A_ROLL, 0, 0);
        if (CL_SEA && cl_data_of(g)->world) return n; /* W§7: no card before the roll */
        return n + gen_dev_plays(cl_data_of(g), s, p, out + n);
    case CL_PHASE_MOVE_ROBBER:
        return single ? gen_robber_moves(g, s, p, out) : 0;
    case CL_PHASE_MAIN:
    case CL_PHASE_PAIRED:
        return single ? gen_main(cl_data_of(g), s, p, flags, out) : 0;
    case CL_PHASE_ROAD_BUILDING: /* roads, and in Seafarers ships (S§4) */
        if (!single) return 0;
        if (cl_roads_left(s, p) > 0) n += gen_roads(cl_data_of(g), s, p, out);
        return n + gen_ships(cl_data_of(g), s, p, out + n);
    case CL_PHASE_TRADE_CONFIRM:
        return single ? gen_trade_confirm(g, s, out) : 0;
    case CL_PHASE_SPECIAL_BUILD:
        return single ? gen_build_phase(cl_data_of(g), s, p, out) : 0;
#if CL_CLASS != CL_CLASS_S
    case CL_PHASE_GOLD:
        return single ? cl_sea_gen_gold(s, p, out) : 0;
    case CL_PHASE_MOVE_SHIP: /* S§5: where the picked-up ship goes, or back */
        if (!single) return 0;
        n = cl_sea_gen_ship_places(cl_data_of(g), s, p, out);
        out[n++] = CL_ACT(CL_A_CANCEL, 0, 0);
        return n;
#endif
    default:
        return 0; /* chance phases and the end */
    }
}
