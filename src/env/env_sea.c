/* env_sea.c — the observation and action space of the Classic rule code on the medium and large
 * size classes: Seafarers (ships, the pirate, gold), World Catan (two bandits of each kind, up to
 * 12 players) and Classic games on larger maps. Sized by the game's board: every hex, vertex and
 * edge of its topology. The action space extends Classic's (env_classic.c); the layout is
 * docs/environments.md's. The per-class encoder is env_sea_impl.h, included once per class. */
#include <assert.h>
#include <string.h>

#include "catan/classic.h"
#include "env_internal.h"

enum {
    SEA_GLOBAL = CL_PHASE_COUNT + 16 + 7 * 5, /* plus 4P one-hots */
    SEA_PER_PLAYER = 11 + CTN_HARBOUR_TYPE_COUNT,
    SEA_HEX_PLANES = CTN_TERRAIN_COUNT + 2 + 4
};

/* Action-space sections (docs/environments.md): Classic's fixed ones first. */
enum {
    SS_ROLL = 0,
    SS_END_TURN,
    SS_BUY_DEV,
    SS_KNIGHT,
    SS_ROAD_BUILDING,
    SS_ACCEPT,
    SS_DECLINE,
    SS_CANCEL,
    SS_YEAR_OF_PLENTY, /* 15 pairs a <= b */
    SS_MONOPOLY = SS_YEAR_OF_PLENTY + 15,
    SS_DISCARD = SS_MONOPOLY + CTN_RESOURCE_COUNT,
    SS_PICK_GOLD = SS_DISCARD + CTN_RESOURCE_COUNT,
    SS_TRADE_BANK = SS_PICK_GOLD + CTN_RESOURCE_COUNT, /* give * 5 + take */
    SS_CONFIRM = SS_TRADE_BANK + CTN_RESOURCE_COUNT * CTN_RESOURCE_COUNT
};

/* Per-board sections: confirm P, road E, ship E, move ship E, place ship E, settlement V, city V,
 * robber H(P+1), pirate H(P+1), and in World the second robber and second pirate H(P+1) each. */
typedef struct sea_space {
    int players, hexes, vertices, edges;
    int road, ship, move_ship, place_ship, settlement, city;
    int bandit[4]; /* robber, pirate, robber2, pirate2: first ids (-1 none) */
    int count;
} sea_space;

static sea_space sea_space_of(const ctn_game *g) {
    const ctn_topology *t = ctn_classic_topology(g);
    sea_space sp;
    memset(&sp, 0, sizeof sp);
    sp.players = g->num_players, sp.hexes = t->num_hexes;
    sp.vertices = t->num_vertices, sp.edges = t->num_edges;
    int at = SS_CONFIRM + sp.players;
    sp.road = at, at += sp.edges;
    sp.ship = at, at += sp.edges;
    sp.move_ship = at, at += sp.edges;
    sp.place_ship = at, at += sp.edges;
    sp.settlement = at, at += sp.vertices;
    sp.city = at, at += sp.vertices;
    int bandits = ctn_classic_world(g) ? 4 : 2;
    for (int k = 0; k < 4; k++) {
        sp.bandit[k] = k < bandits ? at : -1;
        if (k < bandits) at += sp.hexes * (sp.players + 1);
    }
    sp.count = at;
    return sp;
}

static int rel_seat(int p, int seat, int players) {
    return (p - seat + players) % players;
}

static int pips_of(int n) {
    return n >= 2 && n <= 12 && n != 7 ? 6 - (n > 7 ? n - 7 : 7 - n) : 0;
}

static int yop_index(int a, int b) {
    return a * CTN_RESOURCE_COUNT - a * (a - 1) / 2 + (b - a);
}

static int bandit_id(const sea_space *sp, int k, int seat, int hex, int victim) {
    if (sp->bandit[k] < 0 || hex >= sp->hexes) return -1;
    int P = sp->players;
    return sp->bandit[k] + hex * (P + 1) + (victim ? 1 + rel_seat(victim - 1, seat, P) : 0);
}

static int sea_to_id(const ctn_game *g, const ctn_state *state, int seat, ctn_action a) {
    (void)state;
    sea_space sp = sea_space_of(g);
    int a0 = CL_ACT_ARG0(a), a1 = CL_ACT_ARG1(a);
    switch (CL_ACT_TYPE(a)) {
    case CL_A_ROLL: return SS_ROLL;
    case CL_A_END_TURN: return SS_END_TURN;
    case CL_A_BUY_DEV: return SS_BUY_DEV;
    case CL_A_PLAY_KNIGHT: return SS_KNIGHT;
    case CL_A_PLAY_ROAD_BUILDING: return SS_ROAD_BUILDING;
    case CL_A_ACCEPT: return SS_ACCEPT;
    case CL_A_DECLINE: return SS_DECLINE;
    case CL_A_CANCEL: return SS_CANCEL;
    case CL_A_PLAY_YEAR_OF_PLENTY: return SS_YEAR_OF_PLENTY + yop_index(a0, a1);
    case CL_A_PLAY_MONOPOLY: return SS_MONOPOLY + a0;
    case CL_A_DISCARD: return SS_DISCARD + a0;
    case CL_A_PICK_GOLD: return SS_PICK_GOLD + a0;
    case CL_A_TRADE_BANK: return SS_TRADE_BANK + a0 * CTN_RESOURCE_COUNT + a1;
    case CL_A_CONFIRM: return SS_CONFIRM + rel_seat(a0, seat, sp.players);
    case CL_A_BUILD_ROAD: return sp.road + a0;
    case CL_A_BUILD_SHIP: return sp.ship + a0;
    case CL_A_MOVE_SHIP: return sp.move_ship + a0;
    case CL_A_PLACE_SHIP: return sp.place_ship + a0;
    case CL_A_BUILD_SETTLEMENT: return sp.settlement + a0;
    case CL_A_BUILD_CITY: return sp.city + a0;
    case CL_A_MOVE_ROBBER: return bandit_id(&sp, 0, seat, a0, a1);
    case CL_A_MOVE_PIRATE: return bandit_id(&sp, 1, seat, a0, a1);
    case CL_A_MOVE_ROBBER2: return bandit_id(&sp, 2, seat, a0, a1);
    case CL_A_MOVE_PIRATE2: return bandit_id(&sp, 3, seat, a0, a1);
    default: return -1; /* offers, and chance's actions */
    }
}

static const uint8_t sea_singles[SS_YEAR_OF_PLENTY] = {
    CL_A_ROLL,   CL_A_END_TURN, CL_A_BUY_DEV, CL_A_PLAY_KNIGHT, CL_A_PLAY_ROAD_BUILDING,
    CL_A_ACCEPT, CL_A_DECLINE,  CL_A_CANCEL};

static const uint8_t bandit_types[4] = {CL_A_MOVE_ROBBER, CL_A_MOVE_PIRATE, CL_A_MOVE_ROBBER2,
                                        CL_A_MOVE_PIRATE2};

static ctn_action sea_yop(int index) {
    int a = 0;
    while (index >= CTN_RESOURCE_COUNT - a) index -= CTN_RESOURCE_COUNT - a++;
    return CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, a, a + index);
}

/* The per-board sections of an id (id >= SS_CONFIRM). */
static ctn_action sea_board_action(const sea_space *sp, int seat, int id) {
    int P = sp->players;
    if (id < sp->road) return CL_ACT(CL_A_CONFIRM, (id - SS_CONFIRM + seat) % P, 0);
    if (id < sp->ship) return CL_ACT(CL_A_BUILD_ROAD, id - sp->road, 0);
    if (id < sp->move_ship) return CL_ACT(CL_A_BUILD_SHIP, id - sp->ship, 0);
    if (id < sp->place_ship) return CL_ACT(CL_A_MOVE_SHIP, id - sp->move_ship, 0);
    if (id < sp->settlement) return CL_ACT(CL_A_PLACE_SHIP, id - sp->place_ship, 0);
    if (id < sp->city) return CL_ACT(CL_A_BUILD_SETTLEMENT, id - sp->settlement, 0);
    if (id < sp->bandit[0]) return CL_ACT(CL_A_BUILD_CITY, id - sp->city, 0);
    int k = 0;
    while (k < 3 && sp->bandit[k + 1] >= 0 && id >= sp->bandit[k + 1]) k++;
    int x = id - sp->bandit[k], hex = x / (P + 1), victim = x % (P + 1);
    return CL_ACT(bandit_types[k], hex, victim ? 1 + (victim - 1 + seat) % P : 0);
}

static int sea_from_id(const ctn_game *g, int seat, int id, ctn_action *out) {
    sea_space sp = sea_space_of(g);
    if (id < 0 || id >= sp.count) return -1;
    if (id < SS_YEAR_OF_PLENTY) *out = CL_ACT(sea_singles[id], 0, 0);
    else if (id < SS_MONOPOLY) *out = sea_yop(id - SS_YEAR_OF_PLENTY);
    else if (id < SS_DISCARD) *out = CL_ACT(CL_A_PLAY_MONOPOLY, id - SS_MONOPOLY, 0);
    else if (id < SS_PICK_GOLD) *out = CL_ACT(CL_A_DISCARD, id - SS_DISCARD, 0);
    else if (id < SS_TRADE_BANK) *out = CL_ACT(CL_A_PICK_GOLD, id - SS_PICK_GOLD, 0);
    else if (id < SS_CONFIRM) {
        int k = id - SS_TRADE_BANK;
        *out = CL_ACT(CL_A_TRADE_BANK, k / CTN_RESOURCE_COUNT, k % CTN_RESOURCE_COUNT);
    } else
        *out = sea_board_action(&sp, seat, id);
    return 0;
}

#define SEA_STATE ctn_classic_state_m
#define SEA_SET ctn_classic_set_m
#define SEA_FN(x) env_sea_m_##x
#include "env_sea_impl.h"

#define SEA_STATE ctn_classic_state_l
#define SEA_SET ctn_classic_set_l
#define SEA_FN(x) env_sea_l_##x
#include "env_sea_impl.h"
