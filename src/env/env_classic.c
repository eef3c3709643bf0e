/* env_classic.c — the observation and action space of Classic on the standard boards (the
 * standard size class: 2-6 players, up to 32 hexes, 128 vertices and edges). The layout is
 * docs/environments.md's; keep the two in step. Seats are relative to the observer throughout. */
#include <string.h>

#include "catan/classic.h"
#include "env_internal.h"

/* ---- sizes ------------------------------------------------------------------------------- */

enum {
    OB_GLOBAL_FIXED = CL_PHASE_COUNT + 8 + 10 + 15 + 10, /* plus P for the current player */
    OB_PER_PLAYER = 14,
    OB_HEX_PLANES = 10,                              /* 7 terrains, number, pips, robber */
    OB_VERTEX_FIXED_PLANES = CTN_HARBOUR_TYPE_COUNT, /* plus 2P: settlements, cities */
    OB_TERRAINS = CTN_DESERT + 1
};

/* Action-space sections, in order (docs/environments.md). */
enum {
    AS_ROLL = 0,
    AS_END_TURN,
    AS_BUY_DEV,
    AS_KNIGHT,
    AS_ROAD_BUILDING,
    AS_ACCEPT,
    AS_DECLINE,
    AS_CANCEL,
    AS_YEAR_OF_PLENTY, /* 15 pairs a <= b */
    AS_MONOPOLY = AS_YEAR_OF_PLENTY + 15,
    AS_DISCARD = AS_MONOPOLY + CTN_RESOURCE_COUNT,
    AS_TRADE_BANK = AS_DISCARD + CTN_RESOURCE_COUNT, /* give * 5 + take */
    AS_CONFIRM =
        AS_TRADE_BANK + CTN_RESOURCE_COUNT * CTN_RESOURCE_COUNT /* then P, E, V, V, H(P+1) */
};

typedef struct space {
    int players, hexes, vertices, edges;
    int confirm, road, settlement, city, robber, count;
} space;

static space space_of(const ctn_game *g) {
    const ctn_topology *t = ctn_classic_topology(g);
    space sp = {g->num_players, t->num_hexes, t->num_vertices, t->num_edges, 0, 0, 0, 0, 0, 0};
    sp.confirm = AS_CONFIRM;
    sp.road = sp.confirm + sp.players;
    sp.settlement = sp.road + sp.edges;
    sp.city = sp.settlement + sp.vertices;
    sp.robber = sp.city + sp.vertices;
    sp.count = sp.robber + sp.hexes * (sp.players + 1);
    return sp;
}

static int classic_action_count(const ctn_game *g) {
    return space_of(g).count;
}

static int classic_obs_size(const ctn_game *g) {
    space sp = space_of(g);
    return OB_GLOBAL_FIXED + sp.players + OB_PER_PLAYER * sp.players + OB_HEX_PLANES * sp.hexes +
           (OB_VERTEX_FIXED_PLANES + 2 * sp.players) * sp.vertices + sp.players * sp.edges;
}

/* ---- actions ----------------------------------------------------------------------------- */

static int rel(int p, int seat, int players) {
    return (p - seat + players) % players;
}

static int yop_index(int a, int b) {
    return a * CTN_RESOURCE_COUNT - a * (a - 1) / 2 + (b - a);
}

static int to_id(const space *restrict sp_, int seat, ctn_action a) {
    const space sp = *sp_;
    int a0 = CL_ACT_ARG0(a), a1 = CL_ACT_ARG1(a);
    switch (CL_ACT_TYPE(a)) {
    case CL_A_ROLL:
        return AS_ROLL;
    case CL_A_END_TURN:
        return AS_END_TURN;
    case CL_A_BUY_DEV:
        return AS_BUY_DEV;
    case CL_A_PLAY_KNIGHT:
        return AS_KNIGHT;
    case CL_A_PLAY_ROAD_BUILDING:
        return AS_ROAD_BUILDING;
    case CL_A_ACCEPT:
        return AS_ACCEPT;
    case CL_A_DECLINE:
        return AS_DECLINE;
    case CL_A_CANCEL:
        return AS_CANCEL;
    case CL_A_PLAY_YEAR_OF_PLENTY:
        return AS_YEAR_OF_PLENTY + yop_index(a0, a1);
    case CL_A_PLAY_MONOPOLY:
        return AS_MONOPOLY + a0;
    case CL_A_DISCARD:
        return AS_DISCARD + a0;
    case CL_A_TRADE_BANK:
        return AS_TRADE_BANK + a0 * CTN_RESOURCE_COUNT + a1;
    case CL_A_CONFIRM:
        return sp.confirm + rel(a0, seat, sp.players);
    case CL_A_BUILD_ROAD:
        return sp.road + a0;
    case CL_A_BUILD_SETTLEMENT:
        return sp.settlement + a0;
    case CL_A_BUILD_CITY:
        return sp.city + a0;
    case CL_A_MOVE_ROBBER:
        return sp.robber + a0 * (sp.players + 1) + (a1 ? 1 + rel(a1 - 1, seat, sp.players) : 0);
    default:
        return -1; /* offers, and chance's actions */
    }
}

static int classic_to_id(const ctn_game *g, const ctn_state *state, int seat, ctn_action a) {
    (void)state;
    space sp = space_of(g);
    return to_id(&sp, seat, a);
}

static int classic_mask(const ctn_game *g, const ctn_state *state, int seat,
                        const ctn_action *list, int n, uint8_t *restrict mask,
                        uint64_t *restrict bits, int16_t *restrict ids) {
    (void)state;
    space sp = space_of(g);
    int count = 0;
    for (int i = 0; i < n; i++) {
        int id = to_id(&sp, seat, list[i]);
        if (id < 0 || mask[id]) continue;
        mask[id] = 1, count++;
        if (bits) bits[id >> 6] |= 1ull << (id & 63);
        if (ids) ids[count - 1] = (int16_t)id;
    }
    return count;
}

static const uint8_t single_types[AS_YEAR_OF_PLENTY] = {
    CL_A_ROLL,   CL_A_END_TURN, CL_A_BUY_DEV, CL_A_PLAY_KNIGHT, CL_A_PLAY_ROAD_BUILDING,
    CL_A_ACCEPT, CL_A_DECLINE,  CL_A_CANCEL};

static ctn_action yop_action(int index) {
    int a = 0;
    while (index >= CTN_RESOURCE_COUNT - a) index -= CTN_RESOURCE_COUNT - a++;
    return CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, a, a + index);
}

static int classic_from_id(const ctn_game *g, int seat, int id, ctn_action *out) {
    space sp = space_of(g);
    int P = sp.players;
    if (id < 0 || id >= sp.count) return -1;
    if (id < AS_YEAR_OF_PLENTY)
        *out = CL_ACT(single_types[id], 0, 0);
    else if (id < AS_MONOPOLY)
        *out = yop_action(id - AS_YEAR_OF_PLENTY);
    else if (id < AS_DISCARD)
        *out = CL_ACT(CL_A_PLAY_MONOPOLY, id - AS_MONOPOLY, 0);
    else if (id < AS_TRADE_BANK)
        *out = CL_ACT(CL_A_DISCARD, id - AS_DISCARD, 0);
    else if (id < sp.confirm) {
        int k = id - AS_TRADE_BANK;
        *out = CL_ACT(CL_A_TRADE_BANK, k / CTN_RESOURCE_COUNT, k % CTN_RESOURCE_COUNT);
    } else if (id < sp.road)
        *out = CL_ACT(CL_A_CONFIRM, (id - sp.confirm + seat) % P, 0);
    else if (id < sp.settlement)
        *out = CL_ACT(CL_A_BUILD_ROAD, id - sp.road, 0);
    else if (id < sp.city)
        *out = CL_ACT(CL_A_BUILD_SETTLEMENT, id - sp.settlement, 0);
    else if (id < sp.robber)
        *out = CL_ACT(CL_A_BUILD_CITY, id - sp.city, 0);
    else {
        int k = id - sp.robber, hex = k / (P + 1), victim = k % (P + 1);
        *out = CL_ACT(CL_A_MOVE_ROBBER, hex, victim ? 1 + (victim - 1 + seat) % P : 0);
    }
    return 0;
}

/* ---- observation ------------------------------------------------------------------------- */

/* Byte b spread over 8 bytes: byte i is bit i of b (little-endian). */
#define SPREAD(b)                                                                                  \
    ((uint64_t)((b)&1) | (uint64_t)(((b) >> 1) & 1) << 8 | (uint64_t)(((b) >> 2) & 1) << 16 |      \
     (uint64_t)(((b) >> 3) & 1) << 24 | (uint64_t)(((b) >> 4) & 1) << 32 |                         \
     (uint64_t)(((b) >> 5) & 1) << 40 | (uint64_t)(((b) >> 6) & 1) << 48 |                         \
     (uint64_t)(((b) >> 7) & 1) << 56)
#define SPREAD4(b)  SPREAD(b), SPREAD(b + 1), SPREAD(b + 2), SPREAD(b + 3)
#define SPREAD16(b) SPREAD4(b), SPREAD4(b + 4), SPREAD4(b + 8), SPREAD4(b + 12)
#define SPREAD64(b) SPREAD16(b), SPREAD16(b + 16), SPREAD16(b + 32), SPREAD16(b + 48)
static const uint64_t spread_table[256] = {SPREAD64(0), SPREAD64(64), SPREAD64(128), SPREAD64(192)};

/* Writes the first `count` bits of a set as count bytes of 0/1. */
static void put_bits(uint8_t *restrict out, const ctn_classic_set *set, int count) {
    int full = count / 8, k = 0;
    for (; k < full; k++) {
        uint64_t bytes = spread_table[(set->w[k >> 3] >> ((k & 7) * 8)) & 0xFF];
        memcpy(out + 8 * k, &bytes, 8);
    }
    if (count % 8) {
        uint64_t bytes = spread_table[(set->w[k >> 3] >> ((k & 7) * 8)) & 0xFF];
        for (int j = 0; j < count % 8; j++) out[8 * k + j] = (uint8_t)(bytes >> (8 * j));
    }
}

/* put_bits for a set whose bits are already in out when *cached (NULL: none) equals it. */
static void put_set(uint8_t *restrict out, const ctn_classic_set *set, int count,
                    ctn_classic_set *cached) {
    if (cached) {
        uint64_t diff = 0;
        for (int w = 0; w < CL_S_SET_WORDS; w++) diff |= cached->w[w] ^ set->w[w];
        if (!diff) return;
    }
    put_bits(out, set, count);
    if (cached) *cached = *set;
}

static uint8_t clamp8(int v) {
    return (uint8_t)(v > 255 ? 255 : v);
}

static int sum5(const uint8_t *v) {
    return v[0] + v[1] + v[2] + v[3] + v[4];
}

/* Phase, current player, turn scalars, bank, used cards, own cards, the offer on the table. */
static uint8_t *put_global(const ctn_game *g, const ctn_classic_state *s, int seat, uint8_t *o) {
    int P = g->num_players;
    memset(o, 0, (size_t)(CL_PHASE_COUNT + P));
    if (s->phase < CL_PHASE_COUNT) o[s->phase] = 1;
    o[CL_PHASE_COUNT + rel(s->current, seat, P)] = 1;
    o += CL_PHASE_COUNT + P;
    int deck = s->dev_bottom_len;
    for (int c = 0; c < CL_DEV_COUNT; c++) deck += s->dev_deck[c];
    ctn_actors actors = ctn_game_actors(g, (const ctn_state *)s);
    *o++ = s->rolled;
    *o++ = s->last_roll;
    *o++ = s->free_roads;
    *o++ = (uint8_t)(s->dev_played >> seat & 1);
    *o++ = clamp8(deck);
    *o++ = clamp8((int)s->turn);
    *o++ = (uint8_t)(actors >> seat & 1);
    *o++ = s->discard_owed[seat];
    memcpy(o, s->bank, 5), o += 5;
    memcpy(o, s->dev_used, 5), o += 5;
    memcpy(o, s->hand[seat], 5), o += 5;
    memcpy(o, s->dev_hand[seat], 5), o += 5;
    memcpy(o, s->dev_new[seat], 5), o += 5;
    memcpy(o, s->offer_give, 5), o += 5;
    memcpy(o, s->offer_want, 5), o += 5;
    return o;
}

/* Public counts of every player, the observer first. */
static uint8_t *put_players(const ctn_game *g, const ctn_classic_state *s, int seat, uint8_t *o) {
    int P = g->num_players;
    for (int r = 0; r < P; r++, o += OB_PER_PLAYER) {
        int p = (seat + r) % P;
        o[0] = (uint8_t)sum5(s->hand[p]);
        o[1] = (uint8_t)sum5(s->dev_hand[p]);
        o[2] = s->knights[p];
        o[3] = (uint8_t)ctn_classic_public_vp(g, (const ctn_state *)s, p);
        o[4] = s->road_length[p];
        o[5] = s->longest_road_owner == p;
        o[6] = s->largest_army_owner == p;
        o[7] = s->discard_owed[p];
        for (int t = 0; t < CTN_HARBOUR_TYPE_COUNT; t++)
            o[8 + t] = (uint8_t)(s->harbours[p] >> t & 1);
    }
    return o;
}

/* Hex planes: terrain one-hot, number, pips (fixed for a game: written with `board` only), then
 * the robber. */
static uint8_t *put_hexes(const ctn_classic_state *s, int H, int board, uint8_t *o) {
    if (board) {
        memset(o, 0, (size_t)((OB_TERRAINS + 2) * H));
        for (int h = 0; h < H; h++) {
            int t = s->terrain[h], n = s->number[h];
            if (t < OB_TERRAINS) o[t * H + h] = 1;
            o[OB_TERRAINS * H + h] = (uint8_t)n;
            int pips = n >= 2 && n <= 12 && n != 7 ? 6 - (n > 7 ? n - 7 : 7 - n) : 0;
            o[(OB_TERRAINS + 1) * H + h] = (uint8_t)pips;
        }
    }
    o += (OB_TERRAINS + 2) * H;
    memset(o, 0, (size_t)H);
    if (s->robber < H) o[s->robber] = 1;
    return o + H;
}

/* Vertex planes (settlements by player, cities by player, harbour types) and edge planes (roads
 * by player). */
/* cache: the sets last written to these planes (settlements, cities, roads by relative seat), or
 * NULL. */
static uint8_t *put_pieces(const ctn_game *g, const ctn_classic_state *s, int seat, int board,
                           ctn_classic_set (*cache)[CL_S_PLAYERS], uint8_t *o) {
    int P = g->num_players;
    const ctn_topology *t = ctn_classic_topology(g);
    int V = t->num_vertices, E = t->num_edges;
    for (int r = 0; r < P; r++)
        put_set(o + r * V, &s->settlements[(seat + r) % P], V, cache ? &cache[0][r] : NULL);
    o += P * V;
    for (int r = 0; r < P; r++)
        put_set(o + r * V, &s->cities[(seat + r) % P], V, cache ? &cache[1][r] : NULL);
    o += P * V;
    if (board) memset(o, 0, (size_t)(CTN_HARBOUR_TYPE_COUNT * V));
    for (int h = 0; board && h < s->num_harbours; h++) {
        int type = s->harbour_type[h];
        if (type >= CTN_HARBOUR_TYPE_COUNT) continue;
        for (int k = 0; k < 2; k++)
            if (t->harbour_vertex[h][k] < V) o[type * V + t->harbour_vertex[h][k]] = 1;
    }
    o += CTN_HARBOUR_TYPE_COUNT * V;
    for (int r = 0; r < P; r++)
        put_set(o + r * E, &s->roads[(seat + r) % P], E, cache ? &cache[2][r] : NULL);
    return o + P * E;
}

_Static_assert(3 * CL_S_PLAYERS * sizeof(ctn_classic_set) <= ENV_CACHE_WORDS * sizeof(uint64_t),
               "the pieces' sets fit the slot's cache");

static void classic_encode(const ctn_game *g, const ctn_state *state, int seat, unsigned parts,
                           uint64_t *cache_words, uint8_t *obs) {
    const ctn_classic_state *s = (const ctn_classic_state *)state;
    int board = !(parts & ENV_ENCODE_CHANGES);
    ctn_classic_set(*cache)[CL_S_PLAYERS] = (ctn_classic_set(*)[CL_S_PLAYERS])cache_words;
    if (cache && board) memset(cache, 0xFF, 3 * sizeof *cache); /* no set matches: write all */
    uint8_t *o = put_global(g, s, seat, obs);
    o = put_players(g, s, seat, o);
    o = put_hexes(s, ctn_classic_topology(g)->num_hexes, board, o);
    put_pieces(g, s, seat, board, cache, o);
}

const env_codec env_classic_codec = {classic_obs_size, classic_action_count, classic_encode,
                                     classic_to_id,    classic_from_id,      classic_mask};
