/* env_rivals.c — the observation and action space of Rivals for Catan (two players, every mode:
 * intro, gold, turmoil, progress, duel, tournament). Cards are the game's physical card ids (0 ..
 * D-1, D = ctn_rivals_num_draw_cards: fixed for a mode), so the space is sized by the mode. The
 * tournament has 8 stacks and the preparation round, and its card ids are the two decks' cards,
 * whatever they are: every card gets every way to be built and the widest play argument, and the
 * observation adds the kinds the view shows. The observation is encoded from the seat's view
 * (ctn_game_observe); the layout is docs/environments.md's, keep the two in step. Seats are
 * relative to the observer (0 = the observer, 1 = the opponent). */
#include <assert.h>
#include <stdatomic.h>
#include <string.h>

#include "catan/rivals.h"
#include "env_internal.h"

enum {
    E_PHASES = RV_PH_PREPARE, /* the phases encoded in every mode but the tournament (+ its preparation) */
    E_STACKS = 6,             /* the stacks of every mode but the tournament */
    T_STACKS = 8,             /* the tournament's: 4 own stacks a player */
    R_RES = RV_NUM_RESOURCES,
    R_SITES = RV_TOWN_COLS * RV_SITES,
    R_POS = RV_REGION_POS,
    R_REGION_PAIRS = R_POS * (R_POS - 1) / 2,
    R_SITE_PAIRS = R_SITES * (R_SITES - 1) / 2
};

/* Argument kinds: NONE (one id), A (a < size), AB (a * nb + b), PAIR (b < c, the card not in
 * the id: a hand card that swaps is found among the legal actions), SETTLE (a * (D + 1) + Scout
 * card or D for none), BRIGITTA (card * 8 + number), BUILD and PLAY (per card: see below). */
enum { K_NONE, K_A, K_AB, K_PAIR_REGIONS, K_PAIR_SITES, K_SETTLE, K_BRIGITTA, K_BUILD, K_PLAY };

/* How many ids a card's build takes per site (RV_A_BUILD's c above the half, by the card's
 * ctn_rivals_build_forms): one; 2 for a Tithe Barn (grain, or wool: c bit 4); 7 when a Drill
 * Ground or a Building Crane may spare a resource (no discount, or 1 resource of a type less:
 * c >> 1 = resource + 1). */
enum { W_PLAIN = 1, W_TITHE = 2, W_DISCOUNT = 7, W_ALL = 8 }; /* W_ALL: the tournament, any card any way */

typedef struct layout {
    int d;                        /* draw cards */
    int stacks;                   /* E_STACKS, or T_STACKS in the tournament */
    int base[RV_A_TYPE_COUNT];    /* first id of each type's section, -1 none */
    int size[RV_A_TYPE_COUNT];
    int nb[RV_A_TYPE_COUNT];      /* second argument's range (K_AB) */
    uint8_t kind[RV_A_TYPE_COUNT];
    int count;
    /* per card: the first id of its builds and plays inside their sections, its ways to build
     * (W_*), the range of its play's argument (1: none; 6 a resource, 26 a region position, 48 a
     * site, D a card of the discard pile) */
    uint16_t build_at[RV_MAX_DRAW_CARDS], play_at[RV_MAX_DRAW_CARDS];
    uint8_t ways[RV_MAX_DRAW_CARDS], play_nb[RV_MAX_DRAW_CARDS];
} layout;

/* The argument range of an RV_A_PLAY whose argument names `arg` (RV_PA_*), with d draw cards. */
static int arg_range(int arg, int d) {
    switch (arg) {
    case RV_PA_RESOURCE: return R_RES;
    case RV_PA_REGION: return R_POS;
    case RV_PA_SITE: return R_SITES;
    case RV_PA_CARD: return d;
    case RV_PA_RESOURCES: return RV_MICHAEL_SETS;
    case RV_PA_ROAD: return RV_REGION_COLS;
    case RV_PA_FIELD:
    case RV_PA_MOVE: return RV_FIELD_USE + RV_NUM_RESOURCES;
    case RV_PA_POST: return RV_FIELD_USE + 2;
    case RV_PA_TOWN: return RV_TOWN_COLS;
    case RV_PA_TRIUMPH:
    case RV_PA_STAR_USE: return 2;
    case RV_PA_SWAP: return RV_NUM_RESOURCES * RV_NUM_RESOURCES;
    case RV_PA_STATION: return 1 + R_SITES; /* the purchase, or the opponent's site it is laid on */
    case RV_PA_MANIFESTO: return RV_MANIFESTO_ATTACK + d; /* the attack card paid */
    case RV_PA_EVENT: return RV_MAX_EVENTS;
    case RV_PA_FACE: return RV_E_COUNT;
    case RV_PA_FORESIGHT: return 1 + RV_MAX_EVENTS; /* its use, or an event put under */
    case RV_PA_COMPLEMENT: return RV_RC_MOVE + R_POS; /* its road, the Market Town's resource, the Theater's move */
    case RV_PA_HIDEOUT: return RV_HIDEOUT_OFF + 1; /* the region laid by or moved to, or 3 stars */
    default: return 1;
    }
}

/* The argument range of a card's RV_A_PLAY (what the argument names: ctn_rivals_play_arg); in the
 * tournament, where a card id may be any deck card, the widest of every kind's (the Manifesto's
 * attack card paid, RV_MANIFESTO_ATTACK + d, goes past d). */
static int play_range(const ctn_game *g, int card, int d, int tourney) {
    if (!tourney) return arg_range(ctn_rivals_play_arg(g, card), d);
    int widest = d;
    for (int arg = RV_PA_NONE; arg <= RV_PA_HIDEOUT; arg++)
        if (arg_range(arg, d) > widest) widest = arg_range(arg, d);
    return widest;
}

/* The card sections' per-card tables and sizes: every card has at least one build way and one
 * play id, so the sections only grow with the cards that take arguments. */
static void card_tables(const ctn_game *g, layout *l, int *builds, int *plays) {
    static const uint8_t WAYS[] = {[RV_BF_PLAIN] = W_PLAIN, [RV_BF_WOOL] = W_TITHE, [RV_BF_LESS] = W_DISCOUNT};
    int d = l->d, tourney = g->option_values[RV_OPT_MODE] == RV_MODE_TOURNAMENT;
    *builds = *plays = 0;
    for (int card = 0; card < d; card++) { /* the tournament: a card id may be any deck card */
        int w = tourney ? W_ALL : WAYS[ctn_rivals_build_forms(g, card)];
        l->ways[card] = (uint8_t)w;
        l->build_at[card] = (uint16_t)*builds;
        *builds += RV_TOWN_COLS * 2 * w;
        l->play_nb[card] = (uint8_t)play_range(g, card, d, tourney);
        l->play_at[card] = (uint16_t)*plays;
        *plays += l->play_nb[card];
    }
}

/* The sections in type order (docs/environments.md): argument kind, ids = fixed + per card * D
 * (builds and plays: sized card by card), the second argument's range (K_AB). S marks a count
 * of stacks (E_STACKS; the tournament's T_STACKS). */
enum { S = -1 };
static const struct section {
    uint8_t kind;
    int16_t ids, per_card, nb;
} SECTIONS[RV_A_TYPE_COUNT] = {
    [RV_A_START_STACK] = {K_A, S, 0, 0},
    [RV_A_ROLL] = {K_NONE, 1, 0, 0},
    [RV_A_BRIGITTA] = {K_BRIGITTA, 0, 8, 0},
    [RV_A_ROAD] = {K_A, 2, 0, 0},
    [RV_A_SETTLEMENT] = {K_SETTLE, 2, 2, 0},
    [RV_A_CITY] = {K_A, RV_TOWN_COLS, 0, 0},
    [RV_A_BUILD] = {K_BUILD, 0, 0, 0},
    [RV_A_CARAVAN] = {K_A, 0, 1, 0},
    [RV_A_GOLDSMITH] = {K_A, 0, 1, 0},
    [RV_A_SWAP_REGIONS] = {K_PAIR_REGIONS, R_REGION_PAIRS, 0, 0},
    [RV_A_SWAP_CARDS] = {K_PAIR_SITES, R_SITE_PAIRS, 0, 0},
    [RV_A_TRADE] = {K_AB, R_RES * R_RES, 0, R_RES},
    [RV_A_SHIP_TRADE] = {K_A, 0, 1, 0},
    [RV_A_END_ACTIONS] = {K_NONE, 1, 0, 0},
    [RV_A_PAY] = {K_A, R_POS, 0, 0},
    [RV_A_GAIN] = {K_A, R_POS, 0, 0},
    [RV_A_TAKE_TYPE] = {K_A, R_RES, 0, 0},
    [RV_A_PLACE] = {K_A, 2, 0, 0},
    [RV_A_SCOUT_PICK] = {K_A, RV_NUM_REGIONS, 0, 0},
    [RV_A_BUY] = {K_NONE, 1, 0, 0},
    [RV_A_STOP] = {K_NONE, 1, 0, 0},
    [RV_A_FF_PICK] = {K_A, 0, 1, 0},
    [RV_A_FEUD_NAME] = {K_A, R_SITES, 0, 0},
    [RV_A_FEUD_CHOOSE] = {K_A, R_SITES, 0, 0},
    [RV_A_BURY] = {K_A, S, 0, 0},
    [RV_A_DRAW] = {K_A, S, 0, 0},
    [RV_A_RETURN] = {K_AB, 0, S, S},
    [RV_A_TAKE_TOP] = {K_A, S, 0, 0},
    [RV_A_SEARCH] = {K_A, S, 0, 0},
    [RV_A_PICK] = {K_A, 0, 1, 0},
    [RV_A_END_TURN] = {K_NONE, 1, 0, 0},
    [RV_A_PLAY] = {K_PLAY, 0, 0, 0},
    [RV_A_GIVE] = {K_A, R_RES, 0, 0},
    [RV_A_LOSE] = {K_A, R_SITES, 0, 0},
    [RV_A_DECLINE] = {K_NONE, 1, 0, 0},
    [RV_A_RIOT_PAY] = {K_NONE, 1, 0, 0},
    [RV_A_REMOVE] = {K_A, R_SITES, 0, 0},
    [RV_A_STEAL] = {K_A, 0, 1, 0},
    [RV_A_ABANDON] = {K_A, R_SITES, 0, 0},
    [RV_A_EXPLORER_SHIP] = {K_NONE, 1, 0, 0},
};

/* The action space of a game: its sections in type order. */
static void layout_make(const ctn_game *g, layout *l) {
    memset(l, 0, sizeof *l);
    l->base[RV_A_NONE] = -1;
    int builds, plays;
    l->d = ctn_rivals_num_draw_cards(g);
    l->stacks = g->option_values[RV_OPT_MODE] == RV_MODE_TOURNAMENT ? T_STACKS : E_STACKS;
    card_tables(g, l, &builds, &plays);
    for (int t = RV_A_NONE + 1; t < RV_A_TYPE_COUNT; t++) {
        const struct section *sec = &SECTIONS[t];
        int ids = sec->ids == S ? l->stacks : sec->ids, per = sec->per_card == S ? l->stacks : sec->per_card;
        int size = sec->kind == K_BUILD ? builds : sec->kind == K_PLAY ? plays : ids + per * l->d;
        l->base[t] = l->count;
        l->kind[t] = sec->kind;
        l->size[t] = size;
        l->nb[t] = sec->nb == S ? l->stacks : sec->nb;
        l->count += size;
    }
}

/* The layout depends on the mode only (its cards are fixed), so each mode's is made once and
 * kept; a caller that finds it being made by another thread uses a copy of its own. */
static layout layouts[RV_MODE_COUNT];
static atomic_int layout_ready[RV_MODE_COUNT]; /* 0 not made, 1 being written, 2 ready */

static const layout *layout_of(const ctn_game *g, layout *scratch) {
    int mode = g->option_values[RV_OPT_MODE];
    if (atomic_load_explicit(&layout_ready[mode], memory_order_acquire) == 2) return &layouts[mode];
    layout_make(g, scratch);
    int expected = 0;
    if (atomic_compare_exchange_strong(&layout_ready[mode], &expected, 1)) {
        layouts[mode] = *scratch;
        atomic_store_explicit(&layout_ready[mode], 2, memory_order_release);
    }
    return scratch;
}

static int rivals_action_count(const ctn_game *g) {
    layout scratch;
    return layout_of(g, &scratch)->count;
}

/* Index of the pair b < c among n: pairs in order (0,1), (0,2), .., (1,2), .. */
static int pair_index(int b, int c, int n) {
    return b * (2 * n - b - 1) / 2 + (c - b - 1);
}

/* A build's offset: the card's builds, then (column * 2 + bottom) * ways + the way. */
static int build_offset(const layout *l, int a, int b, int c) {
    if (a >= l->d || b >= RV_TOWN_COLS) return -1;
    int w = l->ways[a], way = c >> 1;
    if (w == W_TITHE) way = c & ~17 ? -1 : c >> 4;
    if (w == W_ALL) way = (c & ~1) == 16 ? 7 : c < 16 && c >> 1 < 7 ? c >> 1 : -1; /* 7: the Tithe Barn's wool */
    if (way < 0 || way >= w) return -1;
    return l->build_at[a] + (b * 2 + (c & 1)) * w + way;
}

/* The offset of an action inside its section, or -1 when its arguments fall outside (an argument
 * the type does not take must be 0, so that no two actions share an id). */
static int offset_of(const layout *l, int t, int a, int b, int c) {
    int d = l->d;
    switch (l->kind[t]) {
    case K_NONE: return a || b || c ? -1 : 0;
    case K_A: return a < l->size[t] && !b && !c ? a : -1;
    case K_AB: return b < l->nb[t] && !c && a * l->nb[t] + b < l->size[t] ? a * l->nb[t] + b : -1;
    case K_PAIR_REGIONS: return b < c && c < R_POS ? pair_index(b, c, R_POS) : -1;
    case K_PAIR_SITES: return b < c && c < R_SITES ? pair_index(b, c, R_SITES) : -1;
    case K_SETTLE: return a < 2 && !c && (b < d || b == RV_NONE) ? a * (d + 1) + (b == RV_NONE ? d : b) : -1;
    case K_BRIGITTA: return a < d && b < 8 && !c ? a * 8 + b : -1;
    case K_BUILD: return build_offset(l, a, b, c);
    case K_PLAY: return a < d && b < l->play_nb[a] && c == 0 ? l->play_at[a] + b : -1;
    default: return -1;
    }
}

static int rivals_to_id(const ctn_game *g, const ctn_state *state, int seat, ctn_action x) {
    (void)state, (void)seat;
    if (RV_IS_CHANCE(x)) return -1;
    int t = RV_ACT_TYPE(x);
    if (t <= RV_A_NONE || t >= RV_A_TYPE_COUNT) return -1;
    layout scratch;
    const layout *l = layout_of(g, &scratch);
    if (l->base[t] < 0) return -1;
    int off = offset_of(l, t, RV_ACT_A(x), RV_ACT_B(x), RV_ACT_C(x));
    return off < 0 ? -1 : l->base[t] + off;
}

/* ---- observation ------------------------------------------------------------------------- */

enum {
    /* the Era of Turmoil's and Progress's pending work and the duel's event stack */
    RO_THEME = 2 + 2 + 1 + 1 + 2 + 1 + 2 * RV_MAX_EVENTS + 2,
    RO_GLOBAL = E_PHASES + 2 + 2 + 1 + RV_E_COUNT + 1 + 3 + 2 + RV_MAX_EVENTS + 2 + R_RES + 1 +
                2 + R_RES + 2 + E_STACKS + 1 + 1 + 1 + 1 + E_STACKS + 2 + 1 + 1 + 2 + 1 + 1 + 1 +
                1 + 1 + 2 + E_STACKS + 1 + 2 + 2 + RO_THEME,
    RO_PLAYER = 7 + 2 + R_POS * (3 + R_RES) + RV_TOWN_COLS + R_SITES + RV_REGION_COLS,
    RO_CARD_PLANES = 9,
    /* the tournament: the preparation phase, 2 more stacks in each of the 3 stack blocks, then
     * whether the observer is red (stacks 0-3 his own, else 4-7) and who has finished the
     * preparation round (rel seats); card planes: in the observer's own discard pile, the kind */
    RO_T_GLOBAL = 1 + 3 * (T_STACKS - E_STACKS) + 1 + 2,
    RO_T_PLANES = 2,
    /* the Era of Prosperity (mode=prosperity): each player's stars (observer, opponent), last */
    RO_P_STARS = 2,
    /* the Era of Explorers (mode=explorers): each player's standing explorer ships (observer,
     * opponent), last; the sea cards join when voyages discover them (R§17.3) */
    RO_E_SHIPS = 2
};

static int is_tourney(const ctn_game *g) { return g->option_values[RV_OPT_MODE] == RV_MODE_TOURNAMENT; }

static int is_prosperity(const ctn_game *g) { return g->option_values[RV_OPT_MODE] == RV_MODE_PROSPERITY; }

static int is_explorers(const ctn_game *g) { return g->option_values[RV_OPT_MODE] == RV_MODE_EXPLORERS; }

static int rivals_obs_size(const ctn_game *g) {
    int t = is_tourney(g);
    return RO_GLOBAL + t * RO_T_GLOBAL + 2 * RO_PLAYER + (RO_CARD_PLANES + t * RO_T_PLANES) * ctn_rivals_num_draw_cards(g) +
           is_prosperity(g) * RO_P_STARS + is_explorers(g) * RO_E_SHIPS;
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

static uint8_t *put_flags(uint8_t *o, uint32_t bits, int n) {
    for (int i = 0; i < n; i++) *o++ = (uint8_t)(bits >> i & 1);
    return o;
}

/* The theme games' pending work: who is still asked about Sebastian (rel seats), whom the Riots
 * still hit, an Archer's unit loss, a Traitor's steal, the attack awaiting the guards' roll (its
 * card is a card plane) and its argument, the Library's choice; the events in the stack and those
 * the duel has revealed (flags by event id), the duel's unseen events and how many the stack holds. */
static uint8_t *put_theme(const ctn_rivals_state *v, int seat, uint8_t *o) {
    o = put_flags(o, (uint32_t)(v->react >> seat & 1) | (uint32_t)(v->react >> (1 - seat) & 1) << 1, 2);
    o = put_flags(o, (uint32_t)(v->riots >> seat & 1) | (uint32_t)(v->riots >> (1 - seat) & 1) << 1, 2);
    *o++ = v->loss;
    *o++ = v->steal;
    *o++ = v->strike != 0;
    *o++ = v->strike ? (uint8_t)RV_ACT_B(v->strike) : 0;
    *o++ = v->library;
    o = put_flags(o, v->ev_pool, RV_MAX_EVENTS);
    o = put_flags(o, v->ev_found, RV_MAX_EVENTS);
    *o++ = v->ev_unknown;
    *o++ = v->ev_pool_unknown;
    return o;
}

/* The scalars: phase, who acts, the dice, pending work, centre stacks, advantages (the tournament:
 * its phase and stacks in the same blocks, its own scalars at the end). */
static uint8_t *put_global(const ctn_game *g, const ctn_rivals_state *v, int seat, uint8_t *o) {
    int t = is_tourney(g), phases = t ? E_PHASES + 1 : E_PHASES, ns = t ? T_STACKS : E_STACKS;
    o = env_one_hot(o, phases, v->phase < phases ? v->phase : -1);
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
    o = env_one_hot(o, ns, v->draw_stack < ns ? v->draw_stack : -1);
    *o++ = v->draws_left;
    *o++ = v->named_n;
    *o++ = v->buys_left;
    *o++ = v->exchanged;
    o = env_one_hot(o, ns, v->search_stack < ns ? v->search_stack : -1);
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
    for (int k = 0; k < ns; k++) *o++ = v->stacks[k].n;
    *o++ = env_u8((int)v->turn);
    o = env_one_hot(o, 2, who(ctn_rivals_strength_holder(g, v), seat));
    o = env_one_hot(o, 2, who(ctn_rivals_trade_holder(g, v), seat));
    o = put_theme(v, seat, o);
    if (t) {
        *o++ = seat == 0;
        o = put_flags(o, (uint32_t)(v->prep_done >> seat & 1) | (uint32_t)(v->prep_done >> (1 - seat) & 1) << 1, 2);
    }
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
 * the searcher), own principality, the opponent's (a card on a site or lying in it outside the
 * sites), the card being put under a stack, the attack awaiting the guards' roll. */
static uint8_t *put_cards(const ctn_game *g, const ctn_rivals_state *v, int seat, int d, uint8_t *o) {
    int t = is_tourney(g), ns = t ? T_STACKS : E_STACKS;
    memset(o, 0, (size_t)((RO_CARD_PLANES + t * RO_T_PLANES) * d));
    for (int c = 0; c < d; c++) {
        o[c] = (uint8_t)bit(v->hand[seat], c);
        o[d + c] = (uint8_t)bit(v->hand[1 - seat], c);
        o[2 * d + c] = (uint8_t)bit(v->discard, c);
        o[3 * d + c] = (uint8_t)bit(v->faceup, c);
    }
    for (int k = 0; k < ns; k++) {
        const rv_stack *st = &v->stacks[k];
        for (int i = 0; i < st->n && i < RV_STACK_CAP; i++)
            if (st->card[i] < d) o[4 * d + st->card[i]] = 1;
    }
    for (int r = 0; r < 2; r++) {
        int p = r == 0 ? seat : 1 - seat;
        const rv_principality *pr = &v->pr[p];
        for (int x = 0; x < R_SITES; x++) {
            int c = pr->site[x / RV_SITES][x % RV_SITES];
            if (c < d) o[(5 + r) * d + c] = 1;
        }
        /* the Era of Intrigue's cards lying in the principality outside its sites: under Bran or
         * Judith, the opponent's Red Light Tavern on a road, by a fields region (card id + 1) */
        const uint8_t laid[5] = {v->laid[p][0], v->laid[p][1], v->tavern[p][0], v->fields[p][0], v->fields[p][1]};
        for (int i = 0; i < 5; i++)
            if (laid[i] && laid[i] - 1 < d) o[(5 + r) * d + laid[i] - 1] = 1;
        for (int k = 0; k < RV_ROT_SLOTS; k++) /* the Era of Merchant Princes' cards turned to a level */
            if (v->rot[p][k] && v->rot[p][k] - 1 < d) o[(5 + r) * d + v->rot[p][k] - 1] = 1;
        for (int k = 0; k < 2; k++) /* Trading Posts on his roads */
            if (v->post[p][k] && v->post[p][k] - 1 < d) o[(5 + r) * d + v->post[p][k] - 1] = 1;
        if (v->camp[p][0] && v->camp[p][0] - 1 < d) o[(5 + r) * d + v->camp[p][0] - 1] = 1; /* the opponent's Brigand Camp */
        if (v->hold[p][0] && v->hold[p][0] - 1 < d) o[(5 + r) * d + v->hold[p][0] - 1] = 1; /* his Barbarian Stronghold */
        if (v->station[p][0] && v->station[p][0] - 1 < d) o[(5 + r) * d + v->station[p][0] - 1] = 1; /* his Trading Station */
        for (int k = 0; k < RV_RC_SLOTS; k++) /* the Era of Prosperity's road complements on his roads */
            if (v->rcomp[p][k] && v->rcomp[p][k] - 1 < d) o[(5 + r) * d + v->rcomp[p][k] - 1] = 1;
        if (v->hideout[p][0] && v->hideout[p][0] - 1 < d) o[(5 + r) * d + v->hideout[p][0] - 1] = 1; /* the opponent's Thieves' Hideout */
    }
    if (v->bury < d) o[7 * d + v->bury] = 1;
    if (v->strike && RV_ACT_A(v->strike) < d) o[8 * d + RV_ACT_A(v->strike)] = 1;
    o += RO_CARD_PLANES * d;
    if (!t) return o;
    for (int c = 0; c < d; c++) { /* the tournament: own pile; the kind the view shows + 1 */
        int in1 = bit(v->discard1, c);
        o[c] = (uint8_t)(bit(v->discard, c) && in1 == (seat == 1));
        int k = ctn_rivals_kind(g, v, c);
        o[d + c] = (uint8_t)(k + 1);
    }
    return o + RO_T_PLANES * d;
}

static void rivals_encode(const ctn_game *g, const ctn_state *state, int seat, unsigned parts,
                          uint64_t *cache, uint8_t *obs) {
    (void)parts, (void)cache;
    ctn_rivals_state v;
    ctn_game_observe(g, state, seat, (ctn_state *)&v);
    uint8_t *o = put_global(g, &v, seat, obs);
    o = put_player(g, &v, seat, o);
    o = put_player(g, &v, 1 - seat, o);
    o = put_cards(g, &v, seat, ctn_rivals_num_draw_cards(g), o);
    if (is_prosperity(g)) *o++ = v.stars[seat], *o++ = v.stars[1 - seat]; /* */
    if (is_explorers(g)) *o++ = v.ships[seat], *o++ = v.ships[1 - seat]; /* */
    assert(o - obs == rivals_obs_size(g));
}

const env_codec env_rivals_codec = {rivals_obs_size, rivals_action_count, rivals_encode,
                                    rivals_to_id,    NULL,                NULL};
