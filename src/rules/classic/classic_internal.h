/* classic_internal.h — what the Classic rule-set files share: per-game derived data, data
 * tables and small inline helpers over the state. Not a public header.
 *
 * Size classes. The rule set's code is written once and compiled once per size class of the
 * state (catan/classic.h): the standard class file by file as usual, the medium and large
 * classes each as one translation unit that includes every file (classic_class_m.c,
 * classic_class_l.c) with CL_CLASS set. In a class's code, cl_state and cl_set are that class's
 * types and CL_MAX_* its limits; makes the functions shared between the files static in
 * the medium and large units, so the three copies never meet at link time. Code outside the
 * rule set that reads states of every class (bots, codecs) includes this header the same way.
 */
#ifndef CATAN_CLASSIC_INTERNAL_H
#define CATAN_CLASSIC_INTERNAL_H

#include <string.h>

#include "catan/bitset.h"
#include "catan/classic.h"

#ifndef CL_CLASS
#define CL_CLASS CL_CLASS_S
#endif

#if CL_CLASS == CL_CLASS_S
typedef ctn_classic_state cl_state;
typedef ctn_classic_set cl_set;
typedef uint8_t cl_pmask; /* a set of players */
typedef uint8_t cl_hexid; /* a hex index as the state stores it */
typedef uint8_t cl_id;    /* a vertex or edge in the per-game tables; CL_ID_NONE for none */
#define CL_ID_NONE 0xFFu
#define CL_NAME(x) x##_s
#else
#undef CL_MAX_PLAYERS
#undef CL_MAX_HEXES
#undef CL_MAX_VERTICES
#undef CL_MAX_EDGES
#undef CL_MAX_HARBOURS
#undef CL_SET_WORDS
#undef CL_HEX_WORDS
typedef uint16_t cl_id;
#define CL_ID_NONE 0xFFFFu
#if CL_CLASS == CL_CLASS_M
typedef ctn_classic_state_m cl_state;
typedef ctn_classic_set_m cl_set;
typedef uint8_t cl_pmask;
typedef uint8_t cl_hexid;
#define CL_MAX_PLAYERS CL_M_PLAYERS
#define CL_MAX_HEXES CL_M_HEXES
#define CL_MAX_VERTICES CL_M_VERTICES
#define CL_MAX_EDGES CL_M_EDGES
#define CL_MAX_HARBOURS CL_M_HARBOURS
#define CL_SET_WORDS CL_M_SET_WORDS
#define CL_HEX_WORDS CL_M_HEX_WORDS
#define CL_NAME(x) x##_m
#elif CL_CLASS == CL_CLASS_L
typedef ctn_classic_state_l cl_state;
typedef ctn_classic_set_l cl_set;
typedef uint16_t cl_pmask;
typedef uint16_t cl_hexid;
#define CL_MAX_PLAYERS CL_L_PLAYERS
#define CL_MAX_HEXES CL_L_HEXES
#define CL_MAX_VERTICES CL_L_VERTICES
#define CL_MAX_EDGES CL_L_EDGES
#define CL_MAX_HARBOURS CL_L_HARBOURS
#define CL_SET_WORDS CL_L_SET_WORDS
#define CL_HEX_WORDS CL_L_HEX_WORDS
#define CL_NAME(x) x##_l
#else
#error "CL_CLASS must be CL_CLASS_S, CL_CLASS_M or CL_CLASS_L"
#endif
#endif

/* The functions the rule set's files share, renamed per class outside the standard one. */
#if CL_CLASS != CL_CLASS_S
#define cl_game_setup CL_NAME(cl_game_setup)
#define cl_game_teardown CL_NAME(cl_game_teardown)
#define cl_init CL_NAME(cl_init)
#define cl_legal_actions CL_NAME(cl_legal_actions)
#define cl_actors CL_NAME(cl_actors)
#define cl_chance_outcomes CL_NAME(cl_chance_outcomes)
#define cl_sample_chance CL_NAME(cl_sample_chance)
#define cl_apply CL_NAME(cl_apply)
#define cl_update_longest_road CL_NAME(cl_update_longest_road)
#define cl_update_largest_army CL_NAME(cl_update_largest_army)
#define cl_longest_trail CL_NAME(cl_longest_trail)
#define cl_trail_with_new_road CL_NAME(cl_trail_with_new_road)
#define cl_route_with_new_piece CL_NAME(cl_route_with_new_piece)
#define cl_route_after_ship_move CL_NAME(cl_route_after_ship_move)
#define cl_route_recompute CL_NAME(cl_route_recompute)
#define cl_route_place_piece CL_NAME(cl_route_place_piece)
#define cl_route_trail_ok CL_NAME(cl_route_trail_ok)
#define cl_derive CL_NAME(cl_derive)
#define cl_recompute_road_candidates CL_NAME(cl_recompute_road_candidates)
#define cl_check CL_NAME(cl_check)
#define cl_action_to_text CL_NAME(cl_action_to_text)
#define cl_action_from_text CL_NAME(cl_action_from_text)
#define cl_observe CL_NAME(cl_observe)
#define cl_mask_action CL_NAME(cl_mask_action)
#define cl_eval_stage CL_NAME(cl_eval_stage)
#define cl_eval_features CL_NAME(cl_eval_features)
#define cl_evaluate CL_NAME(cl_evaluate)
#define cl_determinize CL_NAME(cl_determinize)
#define cl_oracle_actions CL_NAME(cl_oracle_actions)
#define cl_total_vp CL_NAME(cl_total_vp)
#define cl_public_vp CL_NAME(cl_public_vp)
#define cl_free_piece_possible CL_NAME(cl_free_piece_possible)
#define cl_sea_ships_left CL_NAME(cl_sea_ships_left)
#define cl_sea_pirate_side CL_NAME(cl_sea_pirate_side)
#define cl_sea_ship_spots CL_NAME(cl_sea_ship_spots)
#define cl_sea_gen_ship_builds CL_NAME(cl_sea_gen_ship_builds)
#define cl_sea_ship_vertices CL_NAME(cl_sea_ship_vertices)
#define cl_sea_may_move_ships CL_NAME(cl_sea_may_move_ships)
#define cl_sea_gen_ship_moves CL_NAME(cl_sea_gen_ship_moves)
#define cl_sea_gen_ship_places CL_NAME(cl_sea_gen_ship_places)
#define cl_sea_ship_places CL_NAME(cl_sea_ship_places)
#define cl_sea_recompute_ship_candidates CL_NAME(cl_sea_recompute_ship_candidates)
#define cl_sea_reach_vertex CL_NAME(cl_sea_reach_vertex)
#define cl_sea_free_edge CL_NAME(cl_sea_free_edge)
#define cl_sea_drop_places_taken CL_NAME(cl_sea_drop_places_taken)
#define cl_sea_refresh_open_at CL_NAME(cl_sea_refresh_open_at)
#define cl_sea_open_after_leaving CL_NAME(cl_sea_open_after_leaving)
#define cl_sea_open_after_arriving CL_NAME(cl_sea_open_after_arriving)
#define cl_sea_recompute_open CL_NAME(cl_sea_recompute_open)
#define cl_sea_gen_pirate_moves CL_NAME(cl_sea_gen_pirate_moves)
#define cl_sea_ship_sides CL_NAME(cl_sea_ship_sides)
#define cl_sea_gen_gold CL_NAME(cl_sea_gen_gold)
#define cl_sea_next_gold CL_NAME(cl_sea_next_gold)
#define cl_sea_produce_gold CL_NAME(cl_sea_produce_gold)
#define cl_sea_pick_gold CL_NAME(cl_sea_pick_gold)
#define cl_sea_settle_area CL_NAME(cl_sea_settle_area)
#define cl_sea_robbed CL_NAME(cl_sea_robbed)
#define cl_pay_claims CL_NAME(cl_pay_claims)
#define cl_world_end_part CL_NAME(cl_world_end_part)
#define cl_world_after_discards CL_NAME(cl_world_after_discards)
#define cl_world_bandit_moved CL_NAME(cl_world_bandit_moved)
#define cl_world_seven_island CL_NAME(cl_world_seven_island)
#define cl_world_drop_pirate_corners CL_NAME(cl_world_drop_pirate_corners)
#define cl_world_gen_bandits CL_NAME(cl_world_gen_bandits)
#define cl_world_may_trade CL_NAME(cl_world_may_trade)
#endif

/* 1 in the classes that may hold a Seafarers game (medium, large): in the standard class every
 * board is all land, so the land and sea masks are known to be full and the Seafarers code
 * compiles away. */
#define CL_SEA (CL_CLASS != CL_CLASS_S)

/* The robber's or the pirate's hex on a map where it is off the board. */
#define CL_HEX_NONE ((cl_hexid)~0u)

/* Which standard board shape a game uses. */
typedef enum { CL_SHAPE_19 = 0, CL_SHAPE_30, CL_SHAPE_EXPLICIT } cl_shape;

enum { CL_MAX_CORNER_SPIRALS = 12 };

/* What every class's per-game data begins with, so that code for any class can find the
 * topology and the class of a game. */
typedef struct cl_data_head {
    ctn_topology topo;
    int size_class; /* CL_CLASS_* */
    int seafarers;  /* the games "seafarers" and "world" (docs/rules/seafarers.md) */
    int world;      /* the game "world" (docs/rules/world.md) */
} cl_data_head;

static inline const cl_data_head *cl_head_of(const ctn_game *g) {
    return (const cl_data_head *)g->data;
}

/* Immutable per-game data (game->data). */
typedef struct cl_data {
    ctn_topology topo; /* first four fields as in cl_data_head */
    int size_class;
    int seafarers;
    int world;
    cl_shape shape;
    int num_players;
    /* options, typed */
    int vp_to_win, tie_returns_card, strict_shortage, paired, random_numbers, spiral_cw;
    int forced_class; /* the size_class option: -1 for auto, else CL_CLASS_* */
    int island_bonus, island_bonus_once; /* Seafarers, S§9 */
    int discovery_tokens, pirate_blocks_buildings; /* World, W§9 and W§6 */
    int red_adjacent, progress_return, discard_limit, turn_limit;
    /* component counts for this player count (§1, §9) */
    uint8_t bank_start;
    uint8_t dev_start[CL_DEV_COUNT];
    uint8_t terrain_pool[CL_MAX_HEXES]; /* terrains to shuffle on a random board */
    const uint8_t *tokens;              /* token order A.. for the spiral */
    int num_tokens;
    uint8_t harbour_pool[CL_MAX_HARBOURS];
    /* spirals: hex orders for each start corner and direction (random boards only; none on a map) */
    int num_spirals;
    uint8_t spiral[CL_MAX_CORNER_SPIRALS][CL_MAX_HEXES];
    /* the words of a set that hold the board's vertices and edges (the rest stay 0) */
    unsigned set_words;
    /* geometry as bit masks */
    cl_set vertex_edges[CL_MAX_VERTICES];          /* edges touching a vertex */
    cl_set vertex_neighbours[CL_MAX_VERTICES];     /* vertices one edge away */
    cl_set edge_vertices[CL_MAX_EDGES];            /* the two ends of an edge */
    uint8_t vertex_harbour[CL_MAX_VERTICES];       /* harbour slot + 1, or 0 */
    cl_id vertex_adj_edge[CL_MAX_VERTICES][3];   /* edges at a vertex (CL_ID_NONE padding) */
    cl_id vertex_adj_vertex[CL_MAX_VERTICES][3]; /* the vertex across each of them */
#if CL_CLASS != CL_CLASS_S
    /* Seafarers' lists and ship upkeep, as tables that need no test for a missing edge: a
     * vertex's edges (one missing: another of them twice), the other edges at each end of an
     * edge (one there: it twice; every vertex has two or three edges), and each hex's sides as a
     * set, with an empty set at CL_MAX_HEXES for a pirate off the board (cl_sea_pirate_word) */
    cl_id vertex_edge3[CL_MAX_VERTICES][3];
    cl_id edge_end_edges[CL_MAX_EDGES][2][2];
    cl_set hex_sides[CL_MAX_HEXES + 1];
#endif
    /* robber moves to a hex where the players in mask m can be robbed: the victim fields of the
     * actions, in seat order (padded to 8 so a row is copied whole), and how many (1 for an
     * empty mask: the move that robs nobody) */
    ctn_action robber_victims[1u << CL_MAX_PLAYERS][8];
    uint8_t robber_move_count[1u << CL_MAX_PLAYERS];
    /* maritime rates by a player's harbour bits: cards of each resource given for one */
    uint8_t trade_rates[1u << CTN_HARBOUR_TYPE_COUNT][CTN_RESOURCE_COUNT];
    /* by cl_hand_level: bit c (CL_COST_*) set for each building cost the hand covers */
    uint8_t affordable[1u << (2 * CTN_RESOURCE_COUNT)];
    /* land and sea (S§2): on an all-land board every vertex is land and every edge a road edge */
    uint8_t hex_land[CL_MAX_HEXES]; /* 1 for a land hex (not sea) */
    int num_land_hexes;
    uint16_t hexes_by_kind[CL_MAX_HEXES]; /* the land hexes, then the sea hexes, in index order */
    uint16_t kind_pos[CL_MAX_HEXES];      /* where each hex stands in hexes_by_kind */
    cl_set land_vertices;           /* vertices touching a land hex: where settlements may stand */
    cl_set road_edges;              /* edges touching a land hex */
    cl_set ship_edges;              /* edges touching a sea hex or the board's outside */
    /* land areas (S§2, S§9): a hex's area + 1 (0: none), a vertex's, and where set-up may be */
    uint8_t hex_area[CL_MAX_HEXES];
    uint8_t vertex_area[CL_MAX_VERTICES];
    uint32_t setup_areas; /* bit a: set-up settlements may go in area a; 0: anywhere */
    cl_set setup_vertices; /* land vertices of the set-up areas (all land ones when 0) */
    int pirate_start;     /* the pirate's hex, or -1 */
    int robber2_start, pirate2_start; /* World: the second robber's and pirate's hexes, or -1 */
    /* World: the set-up order (W§4), seat by set-up step, and the 7-islands' corners (W§6) */
    uint8_t setup_seat[2 * CL_GAME_MAX_PLAYERS]; /* any class: set before the class is chosen */
    int num_seven_corners;
    struct {
        cl_id vertex;
        uint16_t hex;
        uint8_t terrain; /* a resource terrain or CTN_GOLD */
    } seven_corner[6 * CTN_BOARD_MAX_SEVEN];
    /* an explicit board, when given */
    ctn_board_desc board;
} cl_data;

static inline const cl_data *cl_data_of(const ctn_game *g) {
    return (const cl_data *)g->data;
}

/* ---- sets ---- */
_Static_assert((CL_MAX_EDGES & (CL_MAX_EDGES - 1)) == 0,
               "edge numbers are masked with CL_MAX_EDGES - 1 to stay inside a set");
_Static_assert(CL_MAX_EDGES <= 64 * CL_SET_WORDS && CL_MAX_VERTICES <= 64 * CL_SET_WORDS,
               "a set holds every vertex and edge");
static inline int cl_set_test(const cl_set *s, unsigned i) {
    return ctn_bit_test(s->w, i);
}
static inline void cl_set_add(cl_set *s, unsigned i) {
    ctn_bit_set(s->w, i);
}
static inline void cl_set_del(cl_set *s, unsigned i) {
    ctn_bit_clear(s->w, i);
}
static inline unsigned cl_set_count(const cl_set *s) {
    return ctn_bits_count(s->w, CL_SET_WORDS);
}
static inline int cl_set_any(const cl_set *s) {
    uint64_t any = 0;
    for (int i = 0; i < CL_SET_WORDS; i++) any |= s->w[i];
    return any != 0;
}
static inline void cl_set_or(cl_set *d, const cl_set *s) {
    for (int i = 0; i < CL_SET_WORDS; i++) d->w[i] |= s->w[i];
}
static inline void cl_set_andnot(cl_set *d, const cl_set *s) {
    for (int i = 0; i < CL_SET_WORDS; i++) d->w[i] &= ~s->w[i];
}
static inline cl_set cl_set_and(const cl_set *a, const cl_set *b) {
    cl_set r;
    for (int i = 0; i < CL_SET_WORDS; i++) r.w[i] = a->w[i] & b->w[i];
    return r;
}
#define CL_FOR_EACH(idx, set) CTN_FOR_EACH_BIT(idx, (set)->w, CL_SET_WORDS)
/* Words of a set that can hold bits on the board of d: in the standard class all (a constant), in
 * the larger ones only the board's own (New Shores for 4 needs 4 of the medium class's 8). Loops
 * over a set of pieces or places that run for most decisions walk only those. */
#define CL_BOARD_WORDS(d) (CL_CLASS == CL_CLASS_S ? (unsigned)CL_SET_WORDS : (d)->set_words)
#define CL_FOR_EACH_ON_BOARD(idx, set, d) CTN_FOR_EACH_BIT(idx, (set)->w, CL_BOARD_WORDS(d))

/* Sets of hexes (the hexes showing each number): CL_HEX_WORDS words of the state's word type,
 * 32 bits in the standard class (all its hexes fit one), 64 in the others. */
typedef __typeof__(((cl_state *)0)->number_hexes[0][0]) cl_hexword;
enum { CL_HEXWORD_BITS = 8 * sizeof(cl_hexword) };
static inline void cl_hexes_add(cl_hexword *set, unsigned h) {
    set[h / CL_HEXWORD_BITS] |= (cl_hexword)1 << (h % CL_HEXWORD_BITS);
}
static inline int cl_hexes_test(const cl_hexword *set, unsigned h) {
    return (int)((set[h / CL_HEXWORD_BITS] >> (h % CL_HEXWORD_BITS)) & 1);
}
#define CL_FOR_EACH_HEX(idx, set)                                                                  \
    for (unsigned cl_hw_ = 0; cl_hw_ < CL_HEX_WORDS; cl_hw_++)                                    \
        for (cl_hexword cl_hb_ = (set)[cl_hw_]; cl_hb_; cl_hb_ &= cl_hb_ - 1)                      \
            for (unsigned idx = cl_hw_ * CL_HEXWORD_BITS + (unsigned)__builtin_ctzll(cl_hb_),      \
                          cl_ho_ = 1;                                                              \
                 cl_ho_; cl_ho_ = 0)

/* ---- small state helpers ---- */
static inline int cl_hand_total(const cl_state *s, int p) {
    const uint8_t *h = s->hand[p];
    return h[0] + h[1] + h[2] + h[3] + h[4];
}
/* Cards in a hand, also in a view where the hand is hidden (hidden_hand holds its size there). */
static inline int cl_hand_count(const cl_state *s, int p) {
    return cl_hand_total(s, p) + s->hidden_hand[p];
}
static inline int cl_can_afford(const cl_state *s, int p, const uint8_t *cost) {
    const uint8_t *h = s->hand[p];
    return h[0] >= cost[0] && h[1] >= cost[1] && h[2] >= cost[2] && h[3] >= cost[3] &&
           h[4] >= cost[4];
}
static inline int cl_vertex_player(const cl_state *s, int v) {
    return (s->vertex_owner[v] & 0x0F) - 1;
}
static inline int cl_vertex_is_city(const cl_state *s, int v) {
    return (s->vertex_owner[v] & 0x10) != 0;
}
static inline int cl_dev_total(const cl_state *s) {
    int n = s->dev_bottom_len + s->hidden_deck; /* hidden_deck: a view's unseen deck */
    for (int i = 0; i < CL_DEV_COUNT; i++) n += s->dev_deck[i];
    return n;
}
/* Pieces left in a player's supply (§1). */
static inline int cl_roads_left(const cl_state *s, int p) {
    return 15 - (int)cl_set_count(&s->roads[p]);
}
static inline int cl_settlements_left(const cl_state *s, int p) {
    return 5 - (int)cl_set_count(&s->settlements[p]);
}
static inline int cl_cities_left(const cl_state *s, int p) {
    return 4 - (int)cl_set_count(&s->cities[p]);
}
/* Ships left (S§1): none outside Seafarers, whose fields only the larger classes have. */
static inline int cl_ships_left(const cl_data *d, const cl_state *s, int p) {
#if CL_CLASS != CL_CLASS_S
    return d->seafarers ? 15 - (int)cl_set_count(&s->ships[p]) : 0;
#else
    (void)d, (void)s, (void)p;
    return 0;
#endif
}

#if CL_CLASS != CL_CLASS_S
/* The words of a set that are not 0, as bits: the derived ship_words and candidate_words, which
 * let the loops over a player's ships and ship candidates skip the empty words of the large
 * boards' sets. Kept up to date through the four helpers below. */
_Static_assert(CL_SET_WORDS <= 16, "a set's words fit the 16 bits of ship_words");
static inline uint16_t cl_set_words_used(const cl_set *set) {
    unsigned used = 0;
    for (int i = 0; i < CL_SET_WORDS; i++) used |= (unsigned)(set->w[i] != 0) << i;
    return (uint16_t)used;
}
static inline void cl_set_add_words(cl_set *set, uint16_t *words, unsigned i) {
    cl_set_add(set, i);
    *words = (uint16_t)(*words | 1u << (i >> 6));
}
static inline void cl_set_del_words(cl_set *set, uint16_t *words, unsigned i) {
    cl_set_del(set, i); /* the word's bit cleared without a branch when the word is empty */
    *words = (uint16_t)(*words & ~((unsigned)(set->w[i >> 6] == 0) << (i >> 6)));
}
static inline void cl_add_ship(cl_state *s, int p, unsigned e) {
    cl_set_add_words(&s->ships[p], &s->ship_words[p], e);
}
static inline void cl_del_ship(cl_state *s, int p, unsigned e) {
    cl_set_del_words(&s->ships[p], &s->ship_words[p], e);
}
static inline void cl_add_candidate(cl_state *s, int p, unsigned e) {
    cl_set_add_words(&s->ship_candidates[p], &s->candidate_words[p], e);
}
static inline void cl_del_candidate(cl_state *s, int p, unsigned e) {
    cl_set_del_words(&s->ship_candidates[p], &s->candidate_words[p], e);
}
/* The sides of the pirates' hexes (S§6; World's two, W§6) in word w of an edge set: a row of
 * hex_sides for each, the empty row for a pirate off the board. */
static inline uint64_t cl_sea_pirate_word(const cl_data *d, const cl_state *s, unsigned w) {
    unsigned a = s->pirate < CL_MAX_HEXES ? s->pirate : CL_MAX_HEXES;
    unsigned b = s->pirate2 < CL_MAX_HEXES ? s->pirate2 : CL_MAX_HEXES;
    return d->hex_sides[a].w[w] | d->hex_sides[b].w[w];
}
/* Each bit of `set` in the words marked in `words` (ship_words, candidate_words), in order. */
#define CL_FOR_EACH_IN_WORDS(idx, set, words)                                                      \
    for (unsigned cl_wm_ = (words); cl_wm_; cl_wm_ &= cl_wm_ - 1)                                 \
        for (uint64_t cl_wb_ = (set)->w[__builtin_ctz(cl_wm_)]; cl_wb_; cl_wb_ &= cl_wb_ - 1)      \
            for (unsigned idx = 64u * (unsigned)__builtin_ctz(cl_wm_) +                            \
                                (unsigned)__builtin_ctzll(cl_wb_),                                 \
                          cl_wo_ = 1;                                                              \
                 cl_wo_; cl_wo_ = 0)
#endif

/* Best maritime rate for giving resource r (§7.1). */
static inline int cl_trade_rate(const cl_state *s, int p, int r) {
    if (s->harbours[p] & (1u << (CTN_HARBOUR_LUMBER + r))) return 2;
    if (s->harbours[p] & (1u << CTN_HARBOUR_GENERIC)) return 3;
    return 4;
}

/* Bit r set where a[r] >= b[r]. Byte by byte: the state's counts are written a byte at a time,
 * and a wider load just after such a store would stall on store forwarding. */
static inline unsigned cl_counts_at_least(const uint8_t *a, const uint8_t *b) {
    unsigned mask = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) mask |= (unsigned)(a[r] >= b[r]) << r;
    return mask;
}
/* A hand with each count capped at CL_COST_CAP, two bits a resource: the index of
 * cl_data.affordable. No building costs more than CL_COST_CAP cards of one kind (§1). */
enum { CL_COST_CAP = 3, CL_HAND_LEVELS = 1 << (2 * CTN_RESOURCE_COUNT) };
static inline unsigned cl_hand_level(const uint8_t *hand) {
    unsigned level = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        level |= (unsigned)(hand[r] < CL_COST_CAP ? hand[r] : CL_COST_CAP) << (2 * r);
    return level;
}

/* ---- data tables (classic_data.c) ---- */
extern const ctn_option_spec cl_option_specs[CL_OPT_COUNT];
extern const ctn_option_spec cl_world_option_specs[CL_OPT_COUNT]; /* other defaults (W§11) */
extern const uint8_t cl_tokens_19[18];
extern const uint8_t cl_tokens_30[28];
extern const uint8_t cl_terrain_pool_19[19];
extern const uint8_t cl_terrain_pool_30[30];
extern const uint8_t cl_harbour_pool_19[9];
extern const uint8_t cl_harbour_pool_30[11];
extern const uint8_t cl_dev_deck_4[CL_DEV_COUNT];
extern const uint8_t cl_dev_deck_6[CL_DEV_COUNT];
extern const uint8_t cl_dev_deck_12[CL_DEV_COUNT]; /* 7-12 players: the 5-6 deck twice */
extern const uint8_t cl_dev_deck_world[CL_DEV_COUNT]; /* World: without monopolies (W§1) */
void cl_standard_board(cl_shape shape, ctn_board_desc *out); /* hexes + harbour slots */
void cl_beginner_board(ctn_board_desc *out);                 /* terrain, numbers, harbour types */

/* ---- board set-up (classic_board.c) ---- */
ctn_status cl_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err);
void cl_game_teardown(ctn_game *g);
void cl_init(const ctn_game *g, ctn_state *state, uint64_t seed);

/* ---- legal actions (classic_legal.c) ---- */
int cl_legal_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags,
                     ctn_action *out);
ctn_actors cl_actors(const ctn_game *g, const ctn_state *state);
int cl_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w);
ctn_action cl_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng);

/* True when p could place a free road, or in Seafarers a ship (Road Building, §8 and S§4). */
int cl_free_piece_possible(const cl_data *d, const cl_state *s, int p);

/* ---- apply (classic_apply.c) ---- */
void cl_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a);

/* ---- awards (classic_awards.c) ---- */
void cl_update_longest_road(const cl_data *d, cl_state *s);
void cl_update_largest_army(const cl_data *d, cl_state *s, int player);
int cl_longest_trail(const cl_data *d, const cl_state *s, int player);
int cl_trail_with_new_road(const cl_data *d, const cl_state *s, int player, int edge);
/* Seafarers: the longest trade route once edge e joins p's roads (kind 0) or ships (kind 1). */
int cl_route_with_new_piece(const cl_data *d, const cl_state *s, int player, int edge, int kind);
/* The same when the piece is placed: a longer route goes into route_trail. */
int cl_route_place_piece(const cl_data *d, cl_state *s, int player, int edge, int kind);
/* Seafarers: the longest trade route once p's ship on `from` moves to `to` (called before). */
int cl_route_after_ship_move(const cl_data *d, cl_state *s, int player, int from, int to);
/* Seafarers: p's longest trade route from scratch, and one such route into route_trail. */
int cl_route_recompute(const cl_data *d, cl_state *s, int player);
/* Seafarers: true when p's pieces in route_trail form a route of his road_length. */
int cl_route_trail_ok(const cl_data *d, const cl_state *s, int player);

/* ---- derived fields (classic_check.c) ---- */
void cl_derive(const cl_data *d, cl_state *s);
void cl_recompute_road_candidates(const cl_data *d, cl_state *s, int p);
int cl_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap);

/* ---- text (classic_text.c) ---- */
int cl_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf,
                      size_t cap);
ctn_status cl_action_from_text(const ctn_game *g, const ctn_state *state, int player,
                               const char *text, ctn_action *out, ctn_error *err);

/* ---- views (classic_view.c) ---- */
void cl_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view);
ctn_action cl_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a,
                          int viewer);

/* ---- evaluation for searches (classic_evaluate.c, weights in classic_eval_weights.c) ---- */
/* What the evaluation sees of one player's position, one weight each. */
typedef enum cl_feature {
    CL_FEAT_POINTS = 0,      /* victory points, hidden ones included */
    CL_FEAT_PROD,            /* production pips of lumber; the next four resources follow */
    CL_FEAT_KINDS = CL_FEAT_PROD + CTN_RESOURCE_COUNT, /* resources produced at all */
    CL_FEAT_HARBOUR_PROD,    /* pips of the resources he has a 2:1 harbour for */
    CL_FEAT_HARBOUR_GENERIC, /* a 3:1 harbour */
    CL_FEAT_CARDS,           /* resource cards, up to 7 */
    CL_FEAT_CARDS_OVER,      /* resource cards beyond 7 */
    CL_FEAT_KNIGHTS_HELD,    /* unplayed knights */
    CL_FEAT_PROGRESS_HELD,   /* unplayed progress cards */
    CL_FEAT_KNIGHTS_PLAYED,  /* up to 6 */
    CL_FEAT_ROAD,            /* longest trail, up to 10 */
    CL_FEAT_SPOTS,           /* free settlement spots on his roads, up to 3 */
    CL_FEAT_SPOTS_NEAR,      /* free spots one road beyond his roads, up to 3 */
    CL_FEAT_SETTLEMENTS,     /* settlements on the board (cities to be) */
    CL_FEAT_CITY_READY,      /* his hand pays for a city and he has a settlement to upgrade */
    CL_FEAT_SETTLE_READY,    /* his hand pays for a settlement and his roads reach a spot */
    CL_FEAT_CITY_CARDS,      /* cards of his hand a city needs, 0 to 5 */
    CL_FEAT_SETTLE_CARDS,    /* cards of his hand a settlement needs, 0 to 4 */
    CL_FEAT_LONGEST_ROAD,    /* he holds Longest Road (its points are counted too) */
    CL_FEAT_LARGEST_ARMY,    /* he holds Largest Army */
    CL_FEAT_SEAT_1,          /* he plays next after the current player; then second, third */
    CL_FEAT_SEAT_3 = CL_FEAT_SEAT_1 + 2,
    CL_FEAT_COUNT
} cl_feature;
enum { CL_EVAL_STAGES = 4 };
extern const double cl_eval_weights[CL_FEAT_COUNT][CL_EVAL_STAGES];
int cl_eval_stage(const cl_state *s); /* 0 .. CL_EVAL_STAGES-1, by the leader's points */
void cl_eval_features(const ctn_game *g, const cl_state *s, int p, double f[CL_FEAT_COUNT]);
void cl_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values);

/* ---- determinization (classic_determinize.c) ---- */
void cl_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out);

/* ---- oracle (classic_oracle.c) ---- */
int cl_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags,
                      ctn_action *out);

/* ---- Seafarers (classic_sea.c; the medium and large classes only) ---- */
#if CL_CLASS != CL_CLASS_S
int cl_sea_ships_left(const cl_state *s, int p);
int cl_sea_pirate_side(const cl_data *d, const cl_state *s, int e);
cl_set cl_sea_ship_spots(const cl_data *d, const cl_state *s, int p);
int cl_sea_gen_ship_builds(const cl_data *d, const cl_state *s, int p, ctn_action *out);
cl_set cl_sea_ship_vertices(const cl_data *d, const cl_state *s, int p);
int cl_sea_may_move_ships(const cl_data *d, const cl_state *s, int p);
int cl_sea_gen_ship_moves(const cl_data *d, const cl_state *s, int p, ctn_action *out);
int cl_sea_gen_ship_places(const cl_data *d, const cl_state *s, int p, ctn_action *out);
cl_set cl_sea_ship_places(const cl_data *d, const cl_state *s, int p, int e);
/* The derived ship candidates (S§4): from scratch, a vertex newly reached, the places a ship
 * about to move takes away, an edge freed. */
void cl_sea_recompute_ship_candidates(const cl_data *d, cl_state *s, int p);
void cl_sea_reach_vertex(const cl_data *d, cl_state *s, int p, int v);
void cl_sea_drop_places_taken(const cl_data *d, cl_state *s, int p, int e);
void cl_sea_free_edge(const cl_data *d, cl_state *s, int e, int p); /* p: whose ship left */
/* The derived set ships_open (S§5): p's ships at board vertex v looked at again after his
 * pieces there changed (a ship came or went, his building went up); every player's from scratch. */
void cl_sea_refresh_open_at(const cl_data *d, cl_state *s, int p, int v);
/* The same after p's ship left edge e (its own bit cleared), or came to edge e: only the ships
 * alone at one of e's ends (edge_end_edges) can change. */
void cl_sea_open_after_leaving(const cl_data *d, cl_state *s, int p, int e);
void cl_sea_open_after_arriving(const cl_data *d, cl_state *s, int p, int e);
void cl_sea_recompute_open(const cl_data *d, cl_state *s);
/* By hex: the players among `holding` with a ship on one of its sides (S§6, robbed by a pirate
 * there). */
void cl_sea_ship_sides(const cl_data *d, const cl_state *s, unsigned holding,
                       cl_pmask beside[CL_MAX_HEXES]);
int cl_sea_gen_pirate_moves(const cl_data *d, const cl_state *s, unsigned holding,
                            ctn_action *out);
int cl_sea_gen_gold(const cl_state *s, int p, ctn_action *out);
void cl_sea_next_gold(const cl_data *d, cl_state *s);
void cl_sea_produce_gold(const cl_data *d, cl_state *s, int roll);
void cl_sea_pick_gold(const cl_data *d, cl_state *s, int p, int r);
void cl_sea_settle_area(const cl_data *d, cl_state *s, int p, int v, int setup);
/* True when hex h is under a robber (either, in World): it produces nothing. */
int cl_sea_robbed(const cl_state *s, int h);
#endif

/* Pays what the bank owes each player, resource by resource, under the shortage rule (§5.2):
 * in full when it has enough, all that is left to a lone claimant (official), else nobody. */
void cl_pay_claims(const cl_data *d, cl_state *s, uint8_t owed[][CTN_RESOURCE_COUNT]);

/* ---- World (classic_world.c; the medium and large classes only) ---- */
#if CL_CLASS != CL_CLASS_S
/* W§7, W§8, W§10: the actor ends his window or his part of phase 3. Returns 1 when the round is
 * over and nobody claimed the win: the caller starts the next round. */
int cl_world_end_part(const cl_data *d, cl_state *s);
/* W§6: a 7's discards are done (or none were owed): green moves a bandit. */
void cl_world_after_discards(const cl_data *d, cl_state *s);
/* W§6: bandit b (CL_BANDIT_*) was moved in a 7's sequence: red's move, or the bank picks. */
void cl_world_bandit_moved(const cl_data *d, cl_state *s, int b);
/* W§6: the 7-islands pay their corners; gold corners add picks. Returns 1 if any picks are owed. */
int cl_world_seven_island(const cl_data *d, cl_state *s);
/* W§6: takes the corners of the pirates' hexes, where nothing may be built, out of a set of
 * vertices; nothing outside World or without the option pirate_blocks_buildings. */
void cl_world_drop_pirate_corners(const cl_data *d, const cl_state *s, cl_set *vertices);
/* W§6: every legal bandit move now, with the victims among `holding` (none during a 7). */
int cl_world_gen_bandits(const cl_data *d, const cl_state *s, unsigned holding, ctn_action *out);
/* W§7: may p offer q a trade (q among the two seats on each side of p)? */
int cl_world_may_trade(const cl_state *s, int p, int q);
#endif

/* ---- size classes (classic_class.c; the tables in classic_ruleset.c, one per class) ---- */
/* What the public functions of classic.h need of each class. */
typedef struct cl_class_ops {
    const ctn_ruleset *rules;
    const ctn_ruleset *sf_rules; /* the Seafarers table; NULL for the standard class */
    const ctn_ruleset *world_rules; /* the World table; the large class only */
    void (*derive)(const ctn_game *g, ctn_state *s);
    int (*longest_road)(const ctn_game *g, const ctn_state *s, int p);
    int (*public_vp)(const ctn_state *s, int p);
    int (*total_vp)(const ctn_state *s, int p);
} cl_class_ops;
extern const cl_class_ops cl_class_ops_s, cl_class_ops_m, cl_class_ops_l;
extern const ctn_ruleset cl_rules_m, cl_rules_l; /* the standard class's is ctn_classic_rules */
extern const ctn_ruleset cl_sf_rules_l; /* Seafarers, large; medium is ctn_seafarers_rules */
const cl_class_ops *cl_class_ops_of(int size_class);
/* True for one of the Seafarers tables; for the World table. */
int cl_seafarers_table(const ctn_ruleset *rules);
int cl_world_table(const ctn_ruleset *rules);
/* The class a game is to use: the smallest that holds its players and board, or the one the
 * size_class option names. Fails when none holds them, or the named one is too small. */
ctn_status cl_class_choose(const ctn_game *g, const ctn_topology *t, int *size_class,
                           ctn_error *err);

/* ---- scoring (classic_ruleset.c) ---- */
int cl_total_vp(const cl_state *s, int p);
int cl_public_vp(const cl_state *s, int p);

#endif
