/* classic_oracle.c — the slow, independent legality oracle of Classic Catan (DESIGN.md §4).
 *
 * It enumerates every encodable action of every action type over its whole argument range (every
 * edge, vertex, hex × victim, resource pair, discard, offer, ...) and keeps those that
 * is_legal() accepts. is_legal() is written straight from docs/rules/classic.md and reads only the
 * primary state fields (pieces, cards, turn structure) and the plain topology arrays: never the
 * derived fields (road_candidates, road_vertices, occupied_edges, settle_free, vertex_owner,
 * road_length, harbours) nor the bit-mask tables of cl_data, so that the fast generator can be
 * checked against it at every node of perft and of random playouts.
 *
 * It also answers for a player's own actions in his view of the state (cl_observe): the only
 * hidden facts such actions depend on are how many cards others hold (robber victims) and how many
 * are left in the deck (buying), which a view keeps in hidden_hand and hidden_deck. Chance outcomes
 * need the full state.
 *
 * Seafarers (docs/rules/seafarers.md, S§n) is judged the same way: land and sea from the hexes'
 * terrain, ships from the per-player ship sets, set-up areas from the board description.
 *
 * World Catan (docs/rules/world.md, W§n) too: its own table of action types by phase (nothing but
 * the roll before it, cards and neighbour offers in the windows, building, maritime trade and a
 * ship move in phase 3), who may act from the round's rules (the set-up pairs, green = current,
 * red opposite, the 7's steps, picks in priority order), the four bandits with their targets and
 * the 7 without thefts, both pirates' sides and (with the option) corners. It reads the bandits'
 * hexes, seven_step and bandits_moved, which are primary fields, and the option from the game's
 * option values; never the World helpers of classic_world.c.
 *
 * Speed is not a goal; plain loops over players and corners are preferred to any cleverness. The
 * owner of each vertex and edge is read once per call from the per-player sets into the oracle's
 * own tables (the large boards of World have a thousand edges and twelve players).
 */
#include "classic_internal.h"

/* §1: pieces per player. */
enum { ORACLE_SETTLEMENTS = 5, ORACLE_CITIES = 4, ORACLE_ROADS = 15, ORACLE_SHIPS = 15 };

/* What every rule below looks at: the board's geometry and the state. */
typedef struct oracle {
    const ctn_topology *t;
    const cl_state *s;
    int n;                   /* players */
    int sea;                 /* a Seafarers game */
    const ctn_board_desc *b; /* the board as described (set-up areas) */
    int world;               /* a World game */
    int pirate_blocks;       /* World: the option pirate_blocks_buildings (W§6) */
    /* the player with a building on each vertex, a road or a ship on each edge; -1 for none */
    int8_t building[CL_MAX_VERTICES], road[CL_MAX_EDGES], ship[CL_MAX_EDGES];
} oracle;

/* Where accepted actions go; never more than CTN_MAX_ACTIONS. */
typedef struct sink {
    ctn_action *out;
    int count;
} sink;

#define TYPE_BIT(x) (1u << (x))
#define DEV_PLAYS                                                                                  \
    (TYPE_BIT(CL_A_PLAY_KNIGHT) | TYPE_BIT(CL_A_PLAY_ROAD_BUILDING) |                              \
     TYPE_BIT(CL_A_PLAY_YEAR_OF_PLENTY) | TYPE_BIT(CL_A_PLAY_MONOPOLY))
#define BUILDS                                                                                     \
    (TYPE_BIT(CL_A_BUILD_ROAD) | TYPE_BIT(CL_A_BUILD_SETTLEMENT) | TYPE_BIT(CL_A_BUILD_CITY) |     \
     TYPE_BIT(CL_A_BUY_DEV) | TYPE_BIT(CL_A_BUILD_SHIP))

/* The Seafarers action types (S§11): never legal in other games. */
#define SEA_TYPES                                                                                  \
    (TYPE_BIT(CL_A_BUILD_SHIP) | TYPE_BIT(CL_A_MOVE_SHIP) | TYPE_BIT(CL_A_PLACE_SHIP) |            \
     TYPE_BIT(CL_A_MOVE_PIRATE) | TYPE_BIT(CL_A_PICK_GOLD))
/* World's own action types (W§6): never legal in other games. */
#define WORLD_TYPES (TYPE_BIT(CL_A_MOVE_ROBBER2) | TYPE_BIT(CL_A_MOVE_PIRATE2))
#define BANDITS                                                                                    \
    (TYPE_BIT(CL_A_MOVE_ROBBER) | TYPE_BIT(CL_A_MOVE_PIRATE) | TYPE_BIT(CL_A_MOVE_ROBBER2) |       \
     TYPE_BIT(CL_A_MOVE_PIRATE2))

/* The action types each phase allows at all (classic.h phase comments; §3, §4, §5, §7, §8, §9). */
static const uint32_t PHASE_TYPES[CL_PHASE_COUNT] = {
    [CL_PHASE_SETUP_SETTLEMENT] = TYPE_BIT(CL_A_BUILD_SETTLEMENT),
    [CL_PHASE_SETUP_ROAD] = TYPE_BIT(CL_A_BUILD_ROAD) | TYPE_BIT(CL_A_BUILD_SHIP),
    [CL_PHASE_PRE_ROLL] = TYPE_BIT(CL_A_ROLL) | DEV_PLAYS,
    [CL_PHASE_ROLL] = TYPE_BIT(CL_A_DICE),
    [CL_PHASE_DISCARD] = TYPE_BIT(CL_A_DISCARD),
    [CL_PHASE_MOVE_ROBBER] = TYPE_BIT(CL_A_MOVE_ROBBER) | TYPE_BIT(CL_A_MOVE_PIRATE),
    [CL_PHASE_STEAL] = TYPE_BIT(CL_A_STEAL),
    [CL_PHASE_MAIN] = TYPE_BIT(CL_A_END_TURN) | BUILDS | TYPE_BIT(CL_A_TRADE_BANK) | DEV_PLAYS |
                      TYPE_BIT(CL_A_OFFER) | TYPE_BIT(CL_A_MOVE_SHIP),
    [CL_PHASE_ROAD_BUILDING] = TYPE_BIT(CL_A_BUILD_ROAD) | TYPE_BIT(CL_A_BUILD_SHIP),
    [CL_PHASE_DEV_DRAW] = TYPE_BIT(CL_A_DRAW_DEV),
    [CL_PHASE_TRADE_ANSWER] = TYPE_BIT(CL_A_ACCEPT) | TYPE_BIT(CL_A_DECLINE),
    [CL_PHASE_TRADE_CONFIRM] = TYPE_BIT(CL_A_CONFIRM) | TYPE_BIT(CL_A_CANCEL),
    [CL_PHASE_SPECIAL_BUILD] = TYPE_BIT(CL_A_END_TURN) | BUILDS,
    [CL_PHASE_PAIRED] = TYPE_BIT(CL_A_END_TURN) | BUILDS | TYPE_BIT(CL_A_TRADE_BANK) | DEV_PLAYS,
    [CL_PHASE_GAME_OVER] = 0,
    [CL_PHASE_GOLD] = TYPE_BIT(CL_A_PICK_GOLD),
    [CL_PHASE_MOVE_SHIP] = TYPE_BIT(CL_A_PLACE_SHIP) | TYPE_BIT(CL_A_CANCEL),
};

/* The same for World (W§5 - W§8): only the roll before it; in a window (phase main) the end of
 * it, a card or an offer; in phase 3 (special_build) building, buying, maritime trade and a ship
 * move; a 7 or a knight moves one of four bandits. */
static const uint32_t WORLD_PHASE_TYPES[CL_PHASE_COUNT] = {
    [CL_PHASE_SETUP_SETTLEMENT] = TYPE_BIT(CL_A_BUILD_SETTLEMENT),
    [CL_PHASE_SETUP_ROAD] = TYPE_BIT(CL_A_BUILD_ROAD) | TYPE_BIT(CL_A_BUILD_SHIP),
    [CL_PHASE_PRE_ROLL] = TYPE_BIT(CL_A_ROLL),
    [CL_PHASE_ROLL] = TYPE_BIT(CL_A_DICE),
    [CL_PHASE_DISCARD] = TYPE_BIT(CL_A_DISCARD),
    [CL_PHASE_MOVE_ROBBER] = BANDITS,
    [CL_PHASE_STEAL] = TYPE_BIT(CL_A_STEAL),
    [CL_PHASE_MAIN] = TYPE_BIT(CL_A_END_TURN) | DEV_PLAYS | TYPE_BIT(CL_A_OFFER),
    [CL_PHASE_ROAD_BUILDING] = TYPE_BIT(CL_A_BUILD_ROAD) | TYPE_BIT(CL_A_BUILD_SHIP),
    [CL_PHASE_DEV_DRAW] = TYPE_BIT(CL_A_DRAW_DEV),
    [CL_PHASE_TRADE_ANSWER] = TYPE_BIT(CL_A_ACCEPT) | TYPE_BIT(CL_A_DECLINE),
    [CL_PHASE_TRADE_CONFIRM] = TYPE_BIT(CL_A_CONFIRM) | TYPE_BIT(CL_A_CANCEL),
    [CL_PHASE_SPECIAL_BUILD] =
        TYPE_BIT(CL_A_END_TURN) | BUILDS | TYPE_BIT(CL_A_TRADE_BANK) | TYPE_BIT(CL_A_MOVE_SHIP),
    [CL_PHASE_PAIRED] = 0,
    [CL_PHASE_GAME_OVER] = 0,
    [CL_PHASE_GOLD] = TYPE_BIT(CL_A_PICK_GOLD),
    [CL_PHASE_MOVE_SHIP] = TYPE_BIT(CL_A_PLACE_SHIP) | TYPE_BIT(CL_A_CANCEL),
};

static uint32_t phase_types(const oracle *o) {
    return (o->world ? WORLD_PHASE_TYPES : PHASE_TYPES)[o->s->phase];
}

/* ---- pieces, read from the per-player bitsets only ---- */

static int has_bit(const cl_set *set, int i) {
    return ctn_bit_test(set->w, (unsigned)i);
}

static int pieces(const cl_set *set) {
    return (int)ctn_bits_count(set->w, CL_SET_WORDS);
}

/* Fills the oracle's tables of owners from the per-player sets (the lowest seat where two
 * overlap, which the invariant check forbids). Seafarers ships exist only in the larger classes'
 * states. */
static void read_pieces(oracle *o) {
    memset(o->building, -1, sizeof o->building);
    memset(o->road, -1, sizeof o->road);
    memset(o->ship, -1, sizeof o->ship);
    for (int p = o->n - 1; p >= 0; p--) {
        CL_FOR_EACH(v, &o->s->settlements[p]) o->building[v] = (int8_t)p;
        CL_FOR_EACH(v, &o->s->cities[p]) o->building[v] = (int8_t)p;
        CL_FOR_EACH(e, &o->s->roads[p]) o->road[e] = (int8_t)p;
#if CL_SEA
        if (o->sea) CL_FOR_EACH(e, &o->s->ships[p]) o->ship[e] = (int8_t)p;
#endif
    }
}

/* The player with a settlement or city on vertex v, or -1. */
static int building_owner(const oracle *o, int v) {
    return o->building[v];
}

/* The player with a road on edge e, or -1. */
static int road_owner(const oracle *o, int e) {
    return o->road[e];
}

static int ship_owner(const oracle *o, int e) {
    return o->ship[e];
}

static int ship_of(const oracle *o, int p, int e) {
    return o->ship[e] == p;
}

static int edge_taken(const oracle *o, int e) {
    return road_owner(o, e) >= 0 || ship_owner(o, e) >= 0;
}

/* S§2: a hex is land unless it is sea; outside the board counts as sea. */
static int is_land_hex(const oracle *o, int h) {
    return h != CTN_NONE && o->s->terrain[h] != CTN_SEA;
}

static int land_vertex(const oracle *o, int v) {
    for (int k = 0; k < 3; k++)
        if (is_land_hex(o, o->t->vertex_hex[v][k])) return 1;
    return 0;
}

/* S§2: road edges touch land, ship edges touch sea or the outside. */
static int road_edge(const oracle *o, int e) {
    return is_land_hex(o, o->t->edge_hex[e][0]) || is_land_hex(o, o->t->edge_hex[e][1]);
}

static int ship_edge(const oracle *o, int e) {
    return !is_land_hex(o, o->t->edge_hex[e][0]) || !is_land_hex(o, o->t->edge_hex[e][1]);
}

/* The hex of bandit b (CL_BANDIT_*), or -1 when it is not on the board: the robber in every
 * game, the pirate in Seafarers (S§6), the second robber and pirate in World (W§6). */
static int bandit_at(const oracle *o, int b) {
    const cl_state *s = o->s;
    unsigned h = b == CL_BANDIT_ROBBER ? s->robber : CTN_NONE;
#if CL_SEA
    if (b == CL_BANDIT_PIRATE && o->sea) h = s->pirate;
    if (b == CL_BANDIT_ROBBER2 && o->world) h = s->robber2;
    if (b == CL_BANDIT_PIRATE2 && o->world) h = s->pirate2;
#endif
    return h < s->num_hexes ? (int)h : -1;
}

static int pirate_hex(const oracle *o) {
    return bandit_at(o, CL_BANDIT_PIRATE);
}

static int hex_has_side(const oracle *o, int h, int e) {
    return h >= 0 && (o->t->edge_hex[e][0] == h || o->t->edge_hex[e][1] == h);
}

/* S§6: e is a side of the pirate's hex; in World of either pirate's (W§6). */
static int pirate_side(const oracle *o, int e) {
    return hex_has_side(o, bandit_at(o, CL_BANDIT_PIRATE), e) ||
           hex_has_side(o, bandit_at(o, CL_BANDIT_PIRATE2), e);
}

static int hex_has_corner(const oracle *o, int h, int v) {
    for (int c = 0; h >= 0 && c < 6; c++)
        if (o->t->hex_vertex[h][c] == v) return 1;
    return 0;
}

/* W§6, option pirate_blocks_buildings: v is a corner of either pirate's hex, where no settlement
 * or city may be built (set-up included). */
static int pirate_corner(const oracle *o, int v) {
    if (!o->world || !o->pirate_blocks) return 0;
    return hex_has_corner(o, bandit_at(o, CL_BANDIT_PIRATE), v) ||
           hex_has_corner(o, bandit_at(o, CL_BANDIT_PIRATE2), v);
}

static int vertex_has_own_road(const oracle *o, int p, int v) {
    for (int k = 0; k < 3; k++) {
        int e = o->t->vertex_edge[v][k];
        if (e != CTN_NONE && road_owner(o, e) == p) return 1;
    }
    return 0;
}

/* §3, §6 distance rule: no building on v nor on any neighbouring vertex. */
static int distance_rule_ok(const oracle *o, int v) {
    if (building_owner(o, v) >= 0) return 0;
    for (int k = 0; k < 3; k++) {
        int w = o->t->vertex_vertex[v][k];
        if (w != CTN_NONE && building_owner(o, w) >= 0) return 0;
    }
    return 1;
}

/* §6 road: an end of the new road connects at v if p's own building stands there, or p's own road
 * meets it there and no opponent's building does (a road never passes an opponent's building). */
static int road_connects_at(const oracle *o, int p, int v) {
    int owner = building_owner(o, v);
    if (owner == p) return 1;
    return owner < 0 && vertex_has_own_road(o, p, v);
}

/* §6 road: a free edge connecting at either end (cost and piece limit not included); in
 * Seafarers an edge touching land. */
static int road_spot_ok(const oracle *o, int p, int e) {
    if (edge_taken(o, e) || (o->sea && !road_edge(o, e))) return 0;
    return road_connects_at(o, p, o->t->edge_vertex[e][0]) ||
           road_connects_at(o, p, o->t->edge_vertex[e][1]);
}

static int any_road_spot(const oracle *o, int p) {
    for (int e = 0; e < o->t->num_edges; e++)
        if (road_spot_ok(o, p, e)) return 1;
    return 0;
}

/* ---- ships (S§4, S§5) ---- */

/* p's ships at v other than `skip`. */
static int own_ships_at(const oracle *o, int p, int v, int skip) {
    int n = 0;
    for (int k = 0; k < 3; k++) {
        int e = o->t->vertex_edge[v][k];
        n += e != CTN_NONE && e != skip && ship_of(o, p, e);
    }
    return n;
}

/* S§4: a ship connects at v through p's building there, or his ship (not `skip`) where no
 * opponent's building stands. */
static int ship_connects_at(const oracle *o, int p, int v, int skip) {
    int owner = building_owner(o, v);
    if (owner == p) return 1;
    return owner < 0 && own_ships_at(o, p, v, skip) > 0;
}

/* S§4: a ship edge, free (the ship on `skip` counted as gone), not a side of the pirate's hex,
 * connecting at an end. */
static int ship_spot_ok(const oracle *o, int p, int e, int skip) {
    if (!o->sea || e >= o->t->num_edges || !ship_edge(o, e) || pirate_side(o, e)) return 0;
    if (e != skip && edge_taken(o, e)) return 0;
    if (e == skip) return 0; /* moving a ship onto its own edge moves nothing */
    return ship_connects_at(o, p, o->t->edge_vertex[e][0], skip) ||
           ship_connects_at(o, p, o->t->edge_vertex[e][1], skip);
}

static int ships_placed(const oracle *o, int p) {
#if CL_SEA
    return o->sea ? pieces(&o->s->ships[p]) : 0;
#else
    (void)o, (void)p;
    return 0;
#endif
}

static int any_ship_spot(const oracle *o, int p) {
    for (int e = 0; e < o->t->num_edges; e++)
        if (ship_spot_ok(o, p, e, -1)) return 1;
    return 0;
}

/* ---- cards ---- */

static int holds(const oracle *o, int p, const uint8_t *cards) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (o->s->hand[p][r] < cards[r]) return 0;
    return 1;
}

/* Cards in p's hand; in a view (cl_observe) a hidden hand is counted in hidden_hand. */
static int hand_size(const oracle *o, int p) {
    int total = o->s->hidden_hand[p];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) total += o->s->hand[p][r];
    return total;
}

/* Cards in the shuffled deck (§8); progress cards put under it (§12) are counted apart. In a view
 * the deck's composition is hidden and hidden_deck holds its size (so draws are only known in full
 * states; buying is decided in views too). */
static int deck_size(const oracle *o) {
    int total = o->s->hidden_deck;
    for (int c = 0; c < CL_DEV_COUNT; c++) total += o->s->dev_deck[c];
    return total;
}

static int cards_left_to_draw(const oracle *o) {
    return deck_size(o) + o->s->dev_bottom_len;
}

/* §7.1: p reaches a harbour of this type with a settlement or city on either end of its edge. */
static int has_harbour(const oracle *o, int p, int type) {
    for (int i = 0; i < o->t->num_harbours && i < CL_MAX_HARBOURS; i++) {
        if (o->s->harbour_type[i] != type) continue;
        if (building_owner(o, o->t->harbour_vertex[i][0]) == p ||
            building_owner(o, o->t->harbour_vertex[i][1]) == p)
            return 1;
    }
    return 0;
}

/* §7.1: the best maritime rate for giving resource r. */
static int bank_rate(const oracle *o, int p, int r) {
    if (has_harbour(o, p, CTN_HARBOUR_LUMBER + r)) return 2;
    if (has_harbour(o, p, CTN_HARBOUR_GENERIC)) return 3;
    return 4;
}

/* §8: one card per turn part, never one bought in it, never a victory-point card. */
static int dev_playable(const oracle *o, int p, int card) {
    if (card == CL_DEV_VICTORY_POINT) return 0;
    if (o->s->dev_played & (1u << p)) return 0;
    return o->s->dev_hand[p][card] > o->s->dev_new[p][card];
}

/* ---- who acts ---- */

static int chance_phase(int phase) {
    return phase == CL_PHASE_ROLL || phase == CL_PHASE_STEAL || phase == CL_PHASE_DEV_DRAW;
}

/* World's 7 (W§6): 0 outside one, 1 or 2 while green or red moves a bandit, 3 for the picks. */
static int seven_step(const oracle *o) {
#if CL_SEA
    return o->world ? o->s->seven_step : 0;
#else
    (void)o;
    return 0;
#endif
}

/* W§6: bit b set for each bandit already moved in this 7. */
static unsigned bandits_moved(const oracle *o) {
#if CL_SEA
    return o->world ? o->s->bandits_moved : 0;
#else
    (void)o;
    return 0;
#endif
}

/* W§4: the seat placing at set-up step k: opposite seats in pairs (0, h, 1, h+1, ...; h = n/2),
 * the odd seat out last, then the same order reversed. */
static int world_setup_seat(int n, int step) {
    int h = n / 2, k = step < n ? step : 2 * n - 1 - step;
    if (k >= 2 * h) return n - 1;
    return k % 2 ? k / 2 + h : k / 2;
}

/* W§5: the red active player sits opposite green (current). */
static int world_red(const oracle *o) {
    return (o->s->current + o->n / 2) % o->n;
}

/* W§7: the two seats on each side of p. */
static int world_neighbours(const oracle *o, int p, int q) {
    static const int SIDES[4] = {-2, -1, 1, 2};
    for (int i = 0; i < 4; i++)
        if ((p + SIDES[i] + o->n) % o->n == q) return 1;
    return 0;
}

/* W§7: p holds a window (or what he started in it: a card, an offer): green or red, in the part
 * of the round before phase 3. */
static int world_window(const oracle *o, int p) {
    return o->s->context == CL_CTX_TURN && (p == o->s->current || p == world_red(o));
}

/* W§5, S§7: picks go one player at a time in priority order, green first, then clockwise. */
static int first_picker(const oracle *o) {
#if CL_SEA
    for (int i = 0; i < o->n; i++) {
        int q = (o->s->current + i) % o->n;
        if (o->s->gold_owed[q]) return q;
    }
#else
    (void)o;
#endif
    return -1;
}

/* W§4 - W§8: whether `who`, the single actor, is the one the round's rules name: the seat of the
 * set-up step; green in round t is seat (t - 1) mod n and alone rolls; green or red in the
 * windows and what they start there; in a 7, green and then red moves a bandit; anyone in phase
 * 3 (everyone takes a part); the first in priority order picks. */
static int world_actor_ok(const oracle *o, int who) {
    const cl_state *s = o->s;
    if (s->context == CL_CTX_SETUP) return who == world_setup_seat(o->n, s->setup_step);
    if (s->turn < 1 || s->current != (s->turn - 1) % (unsigned)o->n) return 0;
    switch (s->phase) {
    case CL_PHASE_PRE_ROLL:
        return who == s->current;
    case CL_PHASE_MOVE_ROBBER:
        if (seven_step(o) == 1) return who == s->current;
        if (seven_step(o) == 2) return who == world_red(o);
        return world_window(o, who); /* a knight */
    case CL_PHASE_MAIN:
    case CL_PHASE_ROAD_BUILDING:
    case CL_PHASE_TRADE_CONFIRM:
        return world_window(o, who);
    case CL_PHASE_SPECIAL_BUILD:
    case CL_PHASE_MOVE_SHIP:
        return s->context == CL_CTX_SPECIAL_BUILD;
    case CL_PHASE_GOLD:
        return who == first_picker(o);
    default:
        return 0;
    }
}

/* §7.2: every other player still to answer an offer; in World only the two seats on each side of
 * the offerer, who holds a window (W§7). */
static int answers_now(const oracle *o, int who) {
    const cl_state *s = o->s;
    if (s->offer_answer[who] != CL_ANSWER_PENDING) return 0;
    if (!o->world) return who != s->current;
    return who != s->actor && world_window(o, s->actor) && world_neighbours(o, s->actor, who);
}

/* Chance in its phases; every player owing a discard (§5.3); every player still to answer an
 * offer; otherwise the single actor (in World, the one the round's rules name). */
static int acts_now(const oracle *o, int who) {
    const cl_state *s = o->s;
    if (who == CTN_CHANCE) return chance_phase(s->phase);
    if (who < 0 || who >= o->n || chance_phase(s->phase) || s->phase == CL_PHASE_GAME_OVER ||
        s->phase >= CL_PHASE_COUNT)
        return 0;
    if (s->phase == CL_PHASE_DISCARD) return s->discard_owed[who] > 0;
    if (s->phase == CL_PHASE_TRADE_ANSWER) return answers_now(o, who);
    return who == s->actor && (!o->world || world_actor_ok(o, who));
}

/* ---- the rules, one action type at a time ---- */

/* §6 build_road, §3 set-up road, §8 road building. */
static int road_ok(const oracle *o, int p, int e) {
    const cl_state *s = o->s;
    if (e >= o->t->num_edges) return 0;
    if (s->phase == CL_PHASE_SETUP_ROAD) /* §3: a free edge touching the new settlement */
        return !edge_taken(o, e) && (!o->sea || road_edge(o, e)) &&
               (o->t->edge_vertex[e][0] == s->setup_vertex ||
                o->t->edge_vertex[e][1] == s->setup_vertex);
    if (pieces(&s->roads[p]) >= ORACLE_ROADS || !road_spot_ok(o, p, e)) return 0;
    if (s->phase == CL_PHASE_ROAD_BUILDING) return s->free_roads > 0;
    return holds(o, p, ctn_classic_costs[CL_COST_ROAD]);
}

/* S§3: in a Seafarers game on a map marking set-up areas, v touches a land hex of one. */
static int setup_area_ok(const oracle *o, int v) {
    int marked = 0, here = 0;
    if (!o->sea) return 1;
    for (int a = 0; a < o->b->num_areas; a++) marked |= o->b->areas[a].setup;
    if (!marked) return 1;
    for (int k = 0; k < 3; k++) {
        int h = o->t->vertex_hex[v][k];
        if (!is_land_hex(o, h)) continue;
        int a = o->b->hexes[h].area;
        here |= a >= 1 && a <= o->b->num_areas && o->b->areas[a - 1].setup;
    }
    return here;
}

static int vertex_has_own_ship(const oracle *o, int p, int v) {
    return own_ships_at(o, p, v, -1) > 0;
}

/* §6 settlement; in set-up (§3) only the distance rule; in Seafarers on land, next to an own road
 * or ship, in set-up in a set-up area (S§3, S§4); in World not on a pirate's corner (W§6). */
static int settlement_ok(const oracle *o, int p, int v) {
    const cl_state *s = o->s;
    if (v >= o->t->num_vertices || pieces(&s->settlements[p]) >= ORACLE_SETTLEMENTS) return 0;
    if (!distance_rule_ok(o, v) || (o->sea && !land_vertex(o, v)) || pirate_corner(o, v)) return 0;
    if (s->phase == CL_PHASE_SETUP_SETTLEMENT) return setup_area_ok(o, v);
    return (vertex_has_own_road(o, p, v) || vertex_has_own_ship(o, p, v)) &&
           holds(o, p, ctn_classic_costs[CL_COST_SETTLEMENT]);
}

/* S§3, S§4: a ship in set-up, from Road Building or paid. */
static int ship_ok(const oracle *o, int p, int e) {
    const cl_state *s = o->s;
    if (!o->sea || e >= o->t->num_edges) return 0;
    if (s->phase == CL_PHASE_SETUP_ROAD)
        return !edge_taken(o, e) && ship_edge(o, e) && !pirate_side(o, e) &&
               (o->t->edge_vertex[e][0] == s->setup_vertex ||
                o->t->edge_vertex[e][1] == s->setup_vertex);
    if (!ship_spot_ok(o, p, e, -1) || ships_placed(o, p) >= ORACLE_SHIPS) return 0;
    if (s->phase == CL_PHASE_ROAD_BUILDING) return s->free_roads > 0;
    return holds(o, p, ctn_classic_costs[CL_COST_SHIP]);
}

/* S§5: once a turn, the player on turn in his own main phase moves a ship not built this turn,
 * at an open end, not on a side of the pirate's hex, to a place he could build it without it;
 * in World each player once in his part of phase 3 (W§8), not by either pirate. The move is two
 * actions: picking the ship up (when it has such a place) and placing it. */
static int pick_up_ok(const oracle *o, int p, int from) {
#if CL_SEA
    const cl_state *s = o->s;
    if (!o->sea || from >= o->t->num_edges) return 0;
    if (o->world ? s->context != CL_CTX_SPECIAL_BUILD
                 : s->context != CL_CTX_TURN || p != s->current)
        return 0;
    if (s->ship_moved || !ship_of(o, p, from) || has_bit(&s->ships_new, from)) return 0;
    if (pirate_side(o, from)) return 0;
    int open = 0;
    for (int k = 0; k < 2; k++) {
        int v = o->t->edge_vertex[from][k];
        open |= building_owner(o, v) != p && own_ships_at(o, p, v, from) == 0;
    }
    for (int to = 0; open && to < o->t->num_edges; to++)
        if (ship_spot_ok(o, p, to, from)) return 1;
    return 0;
#else
    (void)o, (void)p, (void)from;
    return 0;
#endif
}

static int place_ok(const oracle *o, int p, int to) {
#if CL_SEA
    return o->sea && to < o->t->num_edges && ship_spot_ok(o, p, to, o->s->ship_moving);
#else
    (void)o, (void)p, (void)to;
    return 0;
#endif
}

/* S§6: the pirate to another sea hex; a victim with a ship on a side of it and a card, or nobody
 * when there is none. */
static int pirate_victim(const oracle *o, int p, int h, int q) {
    if (q == p || q < 0 || q >= o->n || hand_size(o, q) == 0) return 0;
    for (int k = 0; k < 6; k++)
        if (ship_of(o, q, o->t->hex_edge[h][k])) return 1;
    return 0;
}

/* S§6: any other sea hex; one beside the board (a map without its start) comes to any. */
static int pirate_ok(const oracle *o, int p, int h, int victim_plus_1) {
    if (!o->sea || h >= o->t->num_hexes || h == pirate_hex(o)) return 0;
    if (is_land_hex(o, h) || victim_plus_1 > o->n) return 0;
    if (victim_plus_1 > 0) return pirate_victim(o, p, h, victim_plus_1 - 1);
    for (int q = 0; q < o->n; q++)
        if (pirate_victim(o, p, h, q)) return 0;
    return 1;
}

/* S§7: picks in resource order, each while the bank's cards of it and the later resources cover
 * the picks left. */
static int gold_ok(const oracle *o, int p, int r) {
#if CL_SEA
    const cl_state *s = o->s;
    if (!o->sea || r >= CTN_RESOURCE_COUNT || r < s->gold_floor[p] || !s->bank[r]) return 0;
    int cover = 0;
    for (int t = r; t < CTN_RESOURCE_COUNT; t++) cover += s->bank[t];
    return s->gold_owed[p] > 0 && cover >= s->gold_owed[p];
#else
    (void)o, (void)p, (void)r;
    return 0;
#endif
}

/* §6 city: replaces one's own settlement (which returns to the supply); in World not on a
 * pirate's corner (W§6). */
static int city_ok(const oracle *o, int p, int v) {
    const cl_state *s = o->s;
    if (v >= o->t->num_vertices || !has_bit(&s->settlements[p], v) || pirate_corner(o, v)) return 0;
    return pieces(&s->cities[p]) < ORACLE_CITIES && holds(o, p, ctn_classic_costs[CL_COST_CITY]);
}

/* §8 road building: a road piece left and a legal edge for it, or in Seafarers a ship (S§4). */
static int road_building_ok(const oracle *o, int p) {
    if (!dev_playable(o, p, CL_DEV_ROAD_BUILDING)) return 0;
    if (pieces(&o->s->roads[p]) < ORACLE_ROADS && any_road_spot(o, p)) return 1;
    return o->sea && ships_placed(o, p) < ORACLE_SHIPS && any_ship_spot(o, p);
}

/* §8 year of plenty: two resources (r1 <= r2) the bank holds. */
static int year_of_plenty_ok(const oracle *o, int p, int r1, int r2) {
    if (r1 > r2 || r2 >= CTN_RESOURCE_COUNT || !dev_playable(o, p, CL_DEV_YEAR_OF_PLENTY)) return 0;
    if (r1 == r2) return o->s->bank[r1] >= 2;
    return o->s->bank[r1] >= 1 && o->s->bank[r2] >= 1;
}

/* §5.4: another player with a building on a corner of hex h and at least one resource card. */
static int robbable(const oracle *o, int p, int h, int q) {
    if (q == p || q < 0 || q >= o->n || hand_size(o, q) == 0) return 0;
    for (int c = 0; c < 6; c++) {
        int v = o->t->hex_vertex[h][c];
        if (v != CTN_NONE && building_owner(o, v) == q) return 1;
    }
    return 0;
}

/* §5.4: any other hex; a victim if one can be robbed, nobody (0) only if none can. */
static int robber_ok(const oracle *o, int p, int h, int victim_plus_1) {
    if (h >= o->t->num_hexes || h == o->s->robber || victim_plus_1 > o->n) return 0;
    if (!is_land_hex(o, h)) return 0; /* S§2: never on the sea */
    if (victim_plus_1 > 0) return robbable(o, p, h, victim_plus_1 - 1);
    for (int q = 0; q < o->n; q++)
        if (robbable(o, p, h, q)) return 0;
    return 1;
}

/* ---- World's four bandits (W§6) ---- */

static int is_robber(int b) {
    return b == CL_BANDIT_ROBBER || b == CL_BANDIT_ROBBER2;
}

/* The other bandit of b's kind. */
static int bandit_twin(int b) {
    static const int TWIN[4] = {CL_BANDIT_ROBBER2, CL_BANDIT_ROBBER, CL_BANDIT_PIRATE2,
                                CL_BANDIT_PIRATE};
    return TWIN[b];
}

/* W§2, W§6: the first robber is always in the game (a map may keep it aside until a 7 or a
 * knight, S§2); the others when the map places them. */
static int bandit_in_game(const oracle *o, int b) {
    return b == CL_BANDIT_ROBBER || bandit_at(o, b) >= 0;
}

/* W§6: q can be robbed by p with bandit b on hex h: another player holding a card, with a
 * building on a corner of the robber's hex, or a ship on a side of the pirate's. */
static int bandit_victim(const oracle *o, int p, int b, int h, int q) {
    return is_robber(b) ? robbable(o, p, h, q) : pirate_victim(o, p, h, q);
}

/* W§6: bandit b moves to another hex of its kind (robbers on land, pirates at sea) that does not
 * hold the other bandit of its kind. In a 7 (seven_step 1 or 2) each bandit moves at most once
 * and nobody is robbed; after a knight a victim is named if there is one, nobody only if none. */
static int world_bandit_ok(const oracle *o, int p, int b, int h, int victim_plus_1) {
    if (h >= o->t->num_hexes || victim_plus_1 > o->n || !bandit_in_game(o, b)) return 0;
    if (is_land_hex(o, h) != is_robber(b) || h == bandit_at(o, b) ||
        h == bandit_at(o, bandit_twin(b)))
        return 0;
    if (seven_step(o)) return victim_plus_1 == 0 && !((bandits_moved(o) >> b) & 1u);
    if (victim_plus_1 > 0) return bandit_victim(o, p, b, h, victim_plus_1 - 1);
    for (int q = 0; q < o->n; q++)
        if (bandit_victim(o, p, b, h, q)) return 0;
    return 1;
}

/* The bandit an action type moves. */
static int bandit_of(int type) {
    switch (type) {
    case CL_A_MOVE_ROBBER:
        return CL_BANDIT_ROBBER;
    case CL_A_MOVE_ROBBER2:
        return CL_BANDIT_ROBBER2;
    case CL_A_MOVE_PIRATE:
        return CL_BANDIT_PIRATE;
    default:
        return CL_BANDIT_PIRATE2;
    }
}

/* §5.3: one card he holds, of a resource not before the last one he discarded in this discard,
 * such that his cards of that resource and the later ones still cover what he owes. */
static int discard_ok(const oracle *o, int p, int r) {
    if (r >= CTN_RESOURCE_COUNT || r < o->s->discard_floor[p] || o->s->hand[p][r] == 0) return 0;
    int cover = 0;
    for (int t = r; t < CTN_RESOURCE_COUNT; t++) cover += o->s->hand[p][t];
    return cover >= o->s->discard_owed[p];
}

/* §7.1: give `rate` of r for one t != r from the bank. */
static int bank_trade_ok(const oracle *o, int p, int give, int take) {
    if (give >= CTN_RESOURCE_COUNT || take >= CTN_RESOURCE_COUNT || give == take) return 0;
    return o->s->hand[p][give] >= bank_rate(o, p, give) && o->s->bank[take] > 0;
}

/* §7.2: both sides 1..4 cards, no resource on both sides, the offerer holds what he gives. */
static int offer_ok(const oracle *o, int p, ctn_action a) {
    uint8_t give[CTN_RESOURCE_COUNT], want[CTN_RESOURCE_COUNT];
    ctn_classic_offer_counts(a, give, want);
    if (ctn_classic_offer_action(give, want) != a) return 0;
    int ng = 0, nw = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (give[r] && want[r]) return 0;
        ng += give[r];
        nw += want[r];
    }
    if (ng < 1 || ng > CL_OFFER_MAX_SIDE || nw < 1 || nw > CL_OFFER_MAX_SIDE) return 0;
    return holds(o, p, give);
}

/* §7.2: the offerer confirms with a player who accepted; in World one of his neighbours (W§7). */
static int confirm_ok(const oracle *o, int p, int q) {
    if (o->world && !world_neighbours(o, p, q)) return 0;
    return q < o->n && q != p && o->s->offer_answer[q] == CL_ANSWER_ACCEPT;
}

/* §8 draw: any card type left in the shuffled deck; once it is empty, the first card put under. */
static int draw_ok(const oracle *o, int card) {
    const cl_state *s = o->s;
    if (card >= CL_DEV_COUNT) return 0;
    if (deck_size(o) > 0) return s->dev_deck[card] > 0;
    return s->dev_bottom_len > 0 && s->dev_bottom[0] == card;
}

/* Actions without arguments. */
static int plain_ok(const oracle *o, int p, int type) {
    const cl_state *s = o->s;
    switch (type) {
    case CL_A_ROLL:
    case CL_A_END_TURN:
    case CL_A_DECLINE:
    case CL_A_CANCEL:
        return 1;
    case CL_A_BUY_DEV: /* §8: a card left to draw */
        return holds(o, p, ctn_classic_costs[CL_COST_DEV]) && cards_left_to_draw(o) > 0;
    case CL_A_PLAY_KNIGHT:
        return dev_playable(o, p, CL_DEV_KNIGHT);
    case CL_A_PLAY_ROAD_BUILDING:
        return road_building_ok(o, p);
    case CL_A_ACCEPT:
        return holds(o, p, s->offer_want); /* §7.2 */
    default:
        return 0;
    }
}

/* Actions with one or two small arguments. */
static int args_ok(const oracle *o, int p, int type, int a0, int a1) {
    const cl_state *s = o->s;
    switch (type) {
    case CL_A_DICE:
        return a1 == 0 && a0 >= 2 && a0 <= 12; /* §4.2 */
    case CL_A_BUILD_ROAD:
        return a1 == 0 && road_ok(o, p, a0);
    case CL_A_BUILD_SETTLEMENT:
        return a1 == 0 && settlement_ok(o, p, a0);
    case CL_A_BUILD_CITY:
        return a1 == 0 && city_ok(o, p, a0);
    case CL_A_DRAW_DEV:
        return a1 == 0 && draw_ok(o, a0);
    case CL_A_PLAY_YEAR_OF_PLENTY:
        return year_of_plenty_ok(o, p, a0, a1);
    case CL_A_PLAY_MONOPOLY:
        return a1 == 0 && a0 < CTN_RESOURCE_COUNT && dev_playable(o, p, CL_DEV_MONOPOLY);
    case CL_A_MOVE_ROBBER:
        return o->world ? world_bandit_ok(o, p, CL_BANDIT_ROBBER, a0, a1) : robber_ok(o, p, a0, a1);
    case CL_A_STEAL: /* §5.4: a card the victim holds */
        return a1 == 0 && a0 < CTN_RESOURCE_COUNT && s->robber_victim < o->n &&
               s->hand[s->robber_victim][a0] > 0;
    case CL_A_TRADE_BANK:
        return bank_trade_ok(o, p, a0, a1);
    case CL_A_CONFIRM:
        return a1 == 0 && confirm_ok(o, p, a0);
    case CL_A_BUILD_SHIP:
        return a1 == 0 && ship_ok(o, p, a0);
    case CL_A_MOVE_SHIP:
        return a1 == 0 && pick_up_ok(o, p, a0);
    case CL_A_PLACE_SHIP:
        return a1 == 0 && place_ok(o, p, a0);
    case CL_A_MOVE_PIRATE:
        return o->world ? world_bandit_ok(o, p, CL_BANDIT_PIRATE, a0, a1) : pirate_ok(o, p, a0, a1);
    case CL_A_MOVE_ROBBER2:
    case CL_A_MOVE_PIRATE2:
        return o->world && world_bandit_ok(o, p, bandit_of(type), a0, a1);
    case CL_A_PICK_GOLD:
        return a1 == 0 && gold_ok(o, p, a0);
    default:
        return 0;
    }
}

static int has_no_args(int type) {
    return type == CL_A_ROLL || type == CL_A_END_TURN || type == CL_A_DECLINE ||
           type == CL_A_CANCEL || type == CL_A_BUY_DEV || type == CL_A_PLAY_KNIGHT ||
           type == CL_A_PLAY_ROAD_BUILDING || type == CL_A_ACCEPT;
}

/* The oracle's one question: may `who` (a seat or CTN_CHANCE) take action a in this state? */
static int is_legal(const oracle *o, int who, ctn_action a) {
    int type = CL_ACT_TYPE(a);
    if (!acts_now(o, who) || type >= CL_A_TYPE_COUNT) return 0;
    if (!(phase_types(o) & TYPE_BIT(type))) return 0;
    if (type == CL_A_DISCARD) return discard_ok(o, who, CL_ACT_ARG0(a));
    if (type == CL_A_OFFER) return offer_ok(o, who, a);
    if (has_no_args(type)) return a == CL_ACT(type, 0, 0) && plain_ok(o, who, type);
    return args_ok(o, who, type, CL_ACT_ARG0(a), CL_ACT_ARG1(a));
}

/* ---- enumeration ---- */

static void consider(const oracle *o, int who, sink *k, ctn_action a) {
    if (k->count < CTN_MAX_ACTIONS && is_legal(o, who, a)) k->out[k->count++] = a;
}

/* The range of each argument of a simple type: [0, limit). */
static void arg_limits(const oracle *o, int type, int *lim0, int *lim1) {
    *lim0 = *lim1 = 1;
    switch (type) {
    case CL_A_DICE:
        *lim0 = 16;
        break;
    case CL_A_BUILD_ROAD:
    case CL_A_BUILD_SHIP:
    case CL_A_MOVE_SHIP:
    case CL_A_PLACE_SHIP:
        *lim0 = o->t->num_edges;
        break;
    case CL_A_PICK_GOLD:
        *lim0 = CTN_RESOURCE_COUNT;
        break;
    case CL_A_BUILD_SETTLEMENT:
    case CL_A_BUILD_CITY:
        *lim0 = o->t->num_vertices;
        break;
    case CL_A_DRAW_DEV:
        *lim0 = CL_DEV_UNKNOWN + 1;
        break;
    case CL_A_PLAY_MONOPOLY:
    case CL_A_STEAL:
    case CL_A_DISCARD:
        *lim0 = CTN_RESOURCE_COUNT;
        break;
    case CL_A_PLAY_YEAR_OF_PLENTY:
    case CL_A_TRADE_BANK:
        *lim0 = *lim1 = CTN_RESOURCE_COUNT;
        break;
    case CL_A_MOVE_ROBBER:
    case CL_A_MOVE_PIRATE:
    case CL_A_MOVE_ROBBER2:
    case CL_A_MOVE_PIRATE2:
        *lim0 = o->t->num_hexes, *lim1 = o->n + 1;
        break;
    case CL_A_CONFIRM:
        *lim0 = CL_MAX_PLAYERS;
        break;
    default:
        break;
    }
}

static void enumerate_simple(const oracle *o, int who, sink *k, int type) {
    int lim0, lim1;
    arg_limits(o, type, &lim0, &lim1);
    for (int a0 = 0; a0 < lim0; a0++)
        for (int a1 = 0; a1 < lim1; a1++) consider(o, who, k, CL_ACT(type, a0, a1));
}

/* Writes every side of an offer (counts 0..4 a resource, at most 4 in all) into sides; returns
 * how many (126, the empty side included). */
static int offer_sides(uint8_t sides[][CTN_RESOURCE_COUNT]) {
    int n = 0;
    for (int code = 0; code < 5 * 5 * 5 * 5 * 5; code++) {
        uint8_t c[CTN_RESOURCE_COUNT];
        int total = 0;
        for (int r = 0, x = code; r < CTN_RESOURCE_COUNT; r++, x /= 5) {
            c[r] = (uint8_t)(x % 5);
            total += c[r];
        }
        if (total > CL_OFFER_MAX_SIDE) continue;
        memcpy(sides[n++], c, CTN_RESOURCE_COUNT);
    }
    return n;
}

static void enumerate_offers(const oracle *o, int who, sink *k) {
    uint8_t sides[128][CTN_RESOURCE_COUNT];
    int n = offer_sides(sides);
    for (int g = 0; g < n; g++)
        for (int w = 0; w < n; w++)
            consider(o, who, k, ctn_classic_offer_action(sides[g], sides[w]));
}

/* Every legal action of `player` (chance outcomes for CTN_CHANCE, without weights), in no
 * particular order; 0 for a player who is not to act. The list stops at CTN_MAX_ACTIONS. */
int cl_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags,
                      ctn_action *out) {
    const cl_state *s = (const cl_state *)state;
    oracle o;
    o.t = ctn_classic_topology(g);
    o.s = s;
    o.n = s->num_players;
    o.sea = ctn_classic_seafarers(g);
    o.b = &cl_data_of(g)->board;
    o.world = ctn_classic_world(g);
    o.pirate_blocks = o.world && g->option_values[CL_OPT_PIRATE_BLOCKS_BUILDINGS];
    sink k = {out, 0};
    if (o.n > CL_MAX_PLAYERS || s->phase >= CL_PHASE_COUNT || !acts_now(&o, player)) return 0;
    read_pieces(&o);
    for (int type = CL_A_NONE + 1; type < CL_A_TYPE_COUNT; type++) {
        if (!(phase_types(&o) & TYPE_BIT(type))) continue;    /* a shortcut: is_legal says no */
        if (!o.sea && (TYPE_BIT(type) & SEA_TYPES)) continue; /* likewise */
        if (!o.world && (TYPE_BIT(type) & WORLD_TYPES)) continue;
        if (type == CL_A_OFFER) {
            if (!(flags & CTN_LEGAL_NO_OFFERS)) enumerate_offers(&o, player, &k);
        } else
            enumerate_simple(&o, player, &k, type);
    }
    return k.count;
}
