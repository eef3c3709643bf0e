/* env_rivals.c — the observation and action space of Rivals for Catan (two players; the modes
 * intro and gold, whose choices it maps: env.c refuses the others). Cards are the game's physical
 * card ids (0 .. D-1, D = ctn_rivals_num_draw_cards: fixed for a mode), so the space is sized by
 * the game. The observation is encoded from the seat's view (ctn_game_observe); the layout is
 * docs/environments.md's, keep the two in step. Seats are relative to the observer (0 = the observer, 1 = the opponent). */
#include <assert.h>
#include <string.h>

#include "catan/rivals.h"
#include "env_internal.h"

enum {
    R_RES = RV_NUM_RESOURCES,
    R_SITES = RV_TOWN_COLS * RV_SITES,
    R_POS = RV_REGION_POS,
    R_REGION_PAIRS = R_POS * (R_POS - 1) / 2,
    R_SITE_PAIRS = R_SITES * (R_SITES - 1) / 2
};

/* One section of the action space: a type and the ranges of its arguments. */
typedef struct section {
    uint8_t type;
    uint8_t kind; /* how the arguments make the id */
    int size;     /* ids of the section */
} section;

/* Argument kinds: NONE (one id), A (a < size), AB (a * nb + b), PAIR (b < c, the card not in
 * the id: a hand card that swaps is found among the legal actions), SETTLE (a * (D + 1) + Scout
 * card or D for none), BRIGITTA (card * 8 + number), BUILD (card * 24 + column * 2 + bottom). */
enum { K_NONE, K_A, K_AB, K_PAIR_REGIONS, K_PAIR_SITES, K_SETTLE, K_BRIGITTA, K_BUILD, K_PLAY };

typedef struct layout {
    int d;                        /* draw cards */
    int base[RV_A_TYPE_COUNT];    /* first id of each type's section, -1 none */
    int size[RV_A_TYPE_COUNT];
    int nb[RV_A_TYPE_COUNT];      /* second argument's range (K_AB) */
    uint8_t kind[RV_A_TYPE_COUNT];
    int count;
} layout;

static void add(layout *l, int type, int kind, int size, int nb) {
    l->base[type] = l->count;
    l->kind[type] = (uint8_t)kind;
    l->size[type] = size;
    l->nb[type] = nb;
    l->count += size;
}

/* The action space of a game: its sections in type order (docs/environments.md). */
static layout layout_of(const ctn_game *g) {
    layout l;
    memset(&l, 0, sizeof l);
    for (int t = 0; t < RV_A_TYPE_COUNT; t++) l.base[t] = -1;
    int d = l.d = ctn_rivals_num_draw_cards(g);
    add(&l, RV_A_START_STACK, K_A, RV_STACKS, 0);
    add(&l, RV_A_ROLL, K_NONE, 1, 0);
    add(&l, RV_A_BRIGITTA, K_BRIGITTA, d * 8, 8);
    add(&l, RV_A_ROAD, K_A, 2, 0);
    add(&l, RV_A_SETTLEMENT, K_SETTLE, 2 * (d + 1), d + 1);
    add(&l, RV_A_CITY, K_A, RV_TOWN_COLS, 0);
    add(&l, RV_A_BUILD, K_BUILD, d * RV_TOWN_COLS * 2, 0);
    add(&l, RV_A_CARAVAN, K_A, d, 0);
    add(&l, RV_A_GOLDSMITH, K_A, d, 0);
    add(&l, RV_A_SWAP_REGIONS, K_PAIR_REGIONS, R_REGION_PAIRS, 0);
    add(&l, RV_A_SWAP_CARDS, K_PAIR_SITES, R_SITE_PAIRS, 0);
    add(&l, RV_A_TRADE, K_AB, R_RES * R_RES, R_RES);
    add(&l, RV_A_SHIP_TRADE, K_A, d, 0);
    add(&l, RV_A_END_ACTIONS, K_NONE, 1, 0);
    add(&l, RV_A_PAY, K_A, R_POS, 0);
    add(&l, RV_A_GAIN, K_A, R_POS, 0);
    add(&l, RV_A_TAKE_TYPE, K_A, R_RES, 0);
    add(&l, RV_A_PLACE, K_A, 2, 0);
    add(&l, RV_A_SCOUT_PICK, K_A, RV_NUM_REGIONS, 0);
    add(&l, RV_A_BUY, K_NONE, 1, 0);
    add(&l, RV_A_STOP, K_NONE, 1, 0);
    add(&l, RV_A_FF_PICK, K_A, d, 0);
    add(&l, RV_A_FEUD_NAME, K_A, R_SITES, 0);
    add(&l, RV_A_FEUD_CHOOSE, K_A, R_SITES, 0);
    add(&l, RV_A_BURY, K_A, RV_STACKS, 0);
    add(&l, RV_A_DRAW, K_A, RV_STACKS, 0);
    add(&l, RV_A_RETURN, K_AB, d * RV_STACKS, RV_STACKS);
    add(&l, RV_A_TAKE_TOP, K_A, RV_STACKS, 0);
    add(&l, RV_A_SEARCH, K_A, RV_STACKS, 0);
    add(&l, RV_A_PICK, K_A, d, 0);
    add(&l, RV_A_END_TURN, K_NONE, 1, 0);
    add(&l, RV_A_PLAY, K_PLAY, d * R_POS, R_POS);
    add(&l, RV_A_GIVE, K_A, R_RES, 0);
    add(&l, RV_A_LOSE, K_A, R_SITES, 0);
    add(&l, RV_A_ABANDON, K_A, R_SITES, 0);
    return l;
}

static int rivals_action_count(const ctn_game *g) {
    return layout_of(g).count;
}

/* Index of the pair b < c among n: pairs in order (0,1), (0,2), .., (1,2), .. */
static int pair_index(int b, int c, int n) {
    return b * (2 * n - b - 1) / 2 + (c - b - 1);
}

/* The offset of an action inside its section, or -1 when its arguments fall outside. */
static int offset_of(const layout *l, int t, int a, int b, int c) {
    int d = l->d;
    switch (l->kind[t]) {
    case K_NONE: return 0;
    case K_A: return a < l->size[t] ? a : -1;
    case K_AB: return b < l->nb[t] && a * l->nb[t] + b < l->size[t] ? a * l->nb[t] + b : -1;
    case K_PAIR_REGIONS: return b < c && c < R_POS ? pair_index(b, c, R_POS) : -1;
    case K_PAIR_SITES: return b < c && c < R_SITES ? pair_index(b, c, R_SITES) : -1;
    case K_SETTLE: return a < 2 && (b < d || b == RV_NONE) ? a * (d + 1) + (b == RV_NONE ? d : b) : -1;
    case K_BRIGITTA: return a < d && b < 8 ? a * 8 + b : -1;
    case K_BUILD: return a < d && b < RV_TOWN_COLS && c < 2 ? (a * RV_TOWN_COLS + b) * 2 + c : -1;
    case K_PLAY: return a < d && b < R_POS && c == 0 ? a * R_POS + b : -1;
    default: return -1;
    }
}

static int rivals_to_id(const ctn_game *g, const ctn_state *state, int seat, ctn_action x) {
    (void)state, (void)seat;
    if (RV_IS_CHANCE(x)) return -1;
    int t = RV_ACT_TYPE(x);
    if (t <= RV_A_NONE || t >= RV_A_TYPE_COUNT) return -1;
    layout l = layout_of(g);
    if (l.base[t] < 0) return -1;
    int off = offset_of(&l, t, RV_ACT_A(x), RV_ACT_B(x), RV_ACT_C(x));
    return off < 0 ? -1 : l.base[t] + off;
}

/* ---- observation ------------------------------------------------------------------------- */

enum {
    RO_GLOBAL = RV_PH_COUNT + 2 + 2 + 1 + RV_E_COUNT + 1 + 3 + 2 + RV_MAX_EVENTS + 2 + R_RES + 1 +
                2 + R_RES + 2 + RV_STACKS + 1 + 1 + 1 + 1 + RV_STACKS + 2 + 1 + 1 + 2 + 1 + 1 + 1 +
                1 + 1 + 2 + RV_STACKS + 1 + 2 + 2,
    RO_PLAYER = 7 + 2 + R_POS * (3 + R_RES) + RV_TOWN_COLS + R_SITES + RV_REGION_COLS,
    RO_CARD_PLANES = 8
};

static int rivals_obs_size(const ctn_game *g) {
    return RO_GLOBAL + 2 * RO_PLAYER + RO_CARD_PLANES * ctn_rivals_num_draw_cards(g);
}

/* 0 for the observer, 1 for the opponent, -1 for anyone else (chance, nobody). */
static int who(int p, int seat) {
    return p == seat ? 0 : p == 1 - seat ? 1 : -1;
}

static int bits_count(const uint64_t *w, int words) {
    int n = 0;
    for (int i = 0; i < words; i++) n += __builtin_popcountll(w[i]);
    return n;
}

/* The scalars: phase, who acts, the dice, pending work, centre stacks, advantages. */
static uint8_t *put_global(const ctn_game *g, const ctn_rivals_state *v, int seat, uint8_t *o) {
    o = env_one_hot(o, RV_PH_COUNT, v->phase);
    o = env_one_hot(o, 2, who(v->current, seat));
    o = env_one_hot(o, 2, who(v->actor, seat));
    *o++ = v->actor == CTN_CHANCE;
    o = env_one_hot(o, RV_E_COUNT, v->production ? v->event_face : -1);
    *o++ = v->production;
    *o++ = v->roads_left, *o++ = v->settlements_left, *o++ = v->cities_left;
    *o++ = (uint8_t)__builtin_popcount(v->region_stack);
    *o++ = (uint8_t)__builtin_popcount(v->ev_pool);
    o = env_one_hot(o, RV_MAX_EVENTS, v->event_now == RV_NONE ? -1 : v->event_now);
    o = env_one_hot(o, 2, who(v->pay_player, seat));
    memcpy(o, v->pay_need, R_RES), o += R_RES;
    *o++ = v->pay_any;
    int gain = v->gains_n ? who(v->gains[0].player, seat) : -1;
    o = env_one_hot(o, 2, gain);
    for (int r = 0; r < R_RES; r++) *o++ = (uint8_t)(v->gains_n && (v->gains[0].mask >> r & 1));
    *o++ = v->gains_n;
    *o++ = v->brigitta;
    o = env_one_hot(o, RV_STACKS, v->draw_stack < RV_STACKS ? v->draw_stack : -1);
    *o++ = v->draws_left;
    *o++ = v->named_n;
    *o++ = v->buys_left;
    *o++ = v->exchanged;
    o = env_one_hot(o, RV_STACKS, v->search_stack < RV_STACKS ? v->search_stack : -1);
    o = env_one_hot(o, 2, who(v->ev_holder, seat));
    *o++ = v->ff_left;
    *o++ = v->start_picks;
    o = env_one_hot(o, 2, who(v->taker, seat));
    *o++ = v->takes_left;
    *o++ = v->take_flags;
    *o++ = v->lose_ship;
    *o++ = v->turn_flags;
    *o++ = v->after_n;
    for (int k = 0; k < 2; k++) *o++ = v->new_regions[k] == RV_NONE ? 0 : (uint8_t)(v->new_regions[k] + 1);
    for (int k = 0; k < RV_STACKS; k++) *o++ = v->stacks[k].n;
    *o++ = env_u8((int)v->turn);
    o = env_one_hot(o, 2, who(ctn_rivals_strength_holder(g, v), seat));
    o = env_one_hot(o, 2, who(ctn_rivals_trade_holder(g, v), seat));
    return o;
}

/* One principality: counts and points, then regions, towns, sites and roads. */
static uint8_t *put_player(const ctn_game *g, const ctn_rivals_state *v, int p, uint8_t *o) {
    const rv_principality *pr = &v->pr[p];
    int cards = bits_count(v->hand[p], 2);
    *o++ = env_u8(cards ? cards : v->hidden_hand[p]);
    *o++ = env_u8(ctn_rivals_vp(g, v, p));
    *o++ = env_u8(ctn_rivals_strength(g, v, p));
    *o++ = env_u8(ctn_rivals_commerce(g, v, p));
    *o++ = env_u8(ctn_rivals_skill(g, v, p));
    *o++ = env_u8(ctn_rivals_progress(g, v, p));
    *o++ = v->cache_at[p];
    *o++ = pr->left, *o++ = pr->right;
    for (int pos = 0; pos < R_POS; pos++) {
        int r = pr->region[pos >> 1][pos & 1], known = r < RV_NUM_REGIONS;
        *o++ = (uint8_t)known;
        o = env_one_hot(o, R_RES, known ? ctn_rivals_regions[r].resource : -1);
        *o++ = known ? ctn_rivals_regions[r].number : 0;
        *o++ = known ? v->stock[r] : 0;
    }
    memcpy(o, pr->town, RV_TOWN_COLS), o += RV_TOWN_COLS;
    for (int x = 0; x < R_SITES; x++) {
        int c = pr->site[x / RV_SITES][x % RV_SITES];
        *o++ = c == RV_NONE ? 0 : env_u8(c + 1);
    }
    for (int col = 0; col < RV_REGION_COLS; col++) *o++ = (uint8_t)(pr->roads >> col & 1);
    return o;
}

static int bit(const uint64_t *w, int c) {
    return (int)(w[c >> 6] >> (c & 63) & 1);
}

/* Card planes, one byte per draw card each: own hand, the opponent's hand (shown only while a
 * Fraternal Feuds pick looks at it), discard pile, face-up stack, the searched stack (seen only by
 * the searcher), own principality, the opponent's, the card being put under a stack. */
static uint8_t *put_cards(const ctn_rivals_state *v, int seat, int d, uint8_t *o) {
    memset(o, 0, (size_t)(RO_CARD_PLANES * d));
    for (int c = 0; c < d; c++) {
        o[c] = (uint8_t)bit(v->hand[seat], c);
        o[d + c] = (uint8_t)bit(v->hand[1 - seat], c);
        o[2 * d + c] = (uint8_t)bit(v->discard, c);
        o[3 * d + c] = (uint8_t)bit(v->faceup, c);
    }
    for (int k = 0; k < RV_STACKS; k++) {
        const rv_stack *st = &v->stacks[k];
        for (int i = 0; i < st->n && i < RV_STACK_CAP; i++)
            if (st->card[i] < d) o[4 * d + st->card[i]] = 1;
    }
    for (int r = 0; r < 2; r++) {
        const rv_principality *pr = &v->pr[r == 0 ? seat : 1 - seat];
        for (int x = 0; x < R_SITES; x++) {
            int c = pr->site[x / RV_SITES][x % RV_SITES];
            if (c < d) o[(5 + r) * d + c] = 1;
        }
    }
    if (v->bury < d) o[7 * d + v->bury] = 1;
    return o + RO_CARD_PLANES * d;
}

static void rivals_encode(const ctn_game *g, const ctn_state *state, int seat, unsigned parts,
                          uint64_t *cache, uint8_t *obs) {
    (void)parts, (void)cache;
    ctn_rivals_state v;
    ctn_game_observe(g, state, seat, (ctn_state *)&v);
    uint8_t *o = put_global(g, &v, seat, obs);
    o = put_player(g, &v, seat, o);
    o = put_player(g, &v, 1 - seat, o);
    o = put_cards(&v, seat, ctn_rivals_num_draw_cards(g), o);
    assert(o - obs == rivals_obs_size(g));
}

const env_codec env_rivals_codec = {rivals_obs_size, rivals_action_count, rivals_encode,
                                    rivals_to_id,    NULL,                NULL};
