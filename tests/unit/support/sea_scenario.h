/* sea_scenario.h — helpers of the Seafarers rules scenario tests (test_seafarers_rules_*.c),
 * the Seafarers counterpart of classic_scenario.h (whose option parsing it reuses).
 *
 * A scenario is a Seafarers game plus one state of the medium size class, driven through the
 * public API: actions as text, applied with ctn_game_apply_checked. SEA_PLAY asserts that an
 * action succeeds, SEA_REFUSE that it fails with exactly the expected status and leaves every byte
 * of the state unchanged. SEA_ASSERT_LEGAL asserts the exact set of legal actions of one type (by
 * their first argument: edges, hexes, resources) and that the independent oracle lists the same
 * actions as the fast generator in that position.
 *
 * The test map (sea_new): three rows of hexes in axial coordinates (q, r), pointy-top, r growing
 * southward; the outside of the board counts as sea.
 *
 *   r=0:        forest6  hills5   sea   sea   pasture4  sea  fields9
 *               (0,0)    (1,0)    (2,0) (3,0) (4,0)     (5,0) (6,0)
 *   r=1:           fields8  gold3    sea   sea   mountains10 sea  sea
 *                  (0,1)    (1,1)    (2,1) (3,1) (4,1)       (5,1) (6,1)
 *   r=2:    pasture3  desert   sea   sea   sea   sea   sea
 *           (-1,2)    (0,2)    (1,2) (2,2) (3,2) (4,2) (5,2)
 *
 * Land areas: "home" (the six land hexes on the west, set-up only there), "isle_a" (4,0)+(4,1),
 * "isle_b" (6,0). The robber starts on the desert (0,2), the pirate on (3,2). No harbours. Two
 * hexes carry a 3: the gold (1,1) and the pasture (-1,2); no hex carries 2 or 12.
 */
#ifndef CATAN_TEST_SEA_SCENARIO_H
#define CATAN_TEST_SEA_SCENARIO_H

#include <stdint.h>

#include "catan/board.h"
#include "catan/classic.h"
#include "catan/game.h"

typedef struct sea_scenario {
    ctn_game *g;
    const ctn_topology *t;
    ctn_classic_state_m s;
    ctn_error err;
    int n; /* players */
} sea_scenario;

/* One set-up placement: a settlement and the road or ship laid next to it. */
typedef struct sea_place {
    int vertex, edge, ship; /* ship: 1 for a ship instead of the road */
} sea_place;

/* ---- creation ---- */

/* The test map above. */
void sea_test_board(ctn_board_desc *out);
/* A Seafarers game on the test map; options as "name=value name=value" ("" for none). */
sea_scenario *sea_new(int players, const char *options);
sea_scenario *sea_new_board(int players, const ctn_board_desc *board, const char *options);
void sea_free(sea_scenario *sc);

/* ---- geometry (fails the test when the hex, corner or side does not exist) ---- */

int sea_hex(const sea_scenario *sc, int q, int r);
int sea_vertex(const sea_scenario *sc, int q, int r, int corner); /* ctn_corner */
int sea_edge(const sea_scenario *sc, int q, int r, int dir);      /* ctn_dir */
/* The side shared by neighbouring hexes (q1,r1) and (q2,r2). */
int sea_side(const sea_scenario *sc, int q1, int r1, int q2, int r2);
/* The edge joining vertices a and b; fails the test when they are not neighbours. */
int sea_edge_between(const sea_scenario *sc, int a, int b);
/* The other end of edge e from vertex v. */
int sea_other_end(const sea_scenario *sc, int e, int v);

/* Named places of the test map, by their look on the map (v: a vertex, e_: an edge). */
typedef struct sea_places {
    int hills_gold;   /* v (1,0) SE: hills, gold, sea (2,0) — p0's first settlement */
    int forest_hills; /* v (0,0) NE: forest, hills, outside — p0's second settlement */
    int hills_ne;     /* v (1,0) NE: hills, sea (2,0), outside */
    int gold_ne;      /* v (1,1) NE: gold and two sea hexes */
    int gold_se;      /* v (1,1) SE: gold and two sea hexes */
    int open_sea;     /* v (2,1) N: three sea hexes */
    int inland;       /* v (0,1) NE = (1,1) NW: hills, fields, gold */
    int mid_inland;   /* v (0,1) SE: fields, gold, desert */
    int e_hills_sea;  /* (1,0)|(2,0): coast, at hills_gold */
    int e_gold_sea;   /* (1,1)|(2,0): coast, hills_gold - gold_ne */
    int e_hills_gold; /* (1,0)|(1,1): inland, p0's first road */
    int e_forest_out; /* (0,0) NE side: coast (outside), at forest_hills */
    int e_hills_nw;   /* (1,0) NW side: coast (outside), at forest_hills */
    int e_hills_ne;   /* (1,0) NE side: coast (outside), at hills_ne */
    int e_sea_out;    /* (2,0) NW side: sea|outside, at hills_ne */
    int e_sea_sea;    /* (2,0)|(2,1): sea, gold_ne - open_sea */
    int e_sea_beyond; /* (2,1) NE side: sea, from open_sea on */
    int e_gold_e;     /* (1,1)|(2,1): coast, gold_ne - gold_se */
    int e_gold_sse;   /* (1,1)|(1,2): coast, from gold_se */
    int e_sea_sw;     /* (2,1)|(1,2): sea, from gold_se */
    int e_inland_a;   /* (1,0)|(0,1): inland, inland - (0,0) SE */
    int e_inland_b;   /* (0,0)|(0,1): inland, from (0,0) SE */
    int e_inland_c;   /* (0,1)|(1,1): inland, inland - mid_inland */
} sea_places;

sea_places sea_find_places(const sea_scenario *sc);

/* ---- actions by text ---- */

ctn_status sea_try(sea_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int sea_is_legal(sea_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void sea_play_at(const char *file, int line, sea_scenario *sc, int player, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void sea_refuse_at(const char *file, int line, sea_scenario *sc, int player, ctn_status expected,
                   const char *fmt, ...) __attribute__((format(printf, 6, 7)));
#define SEA_PLAY(sc, player, ...) sea_play_at(__FILE__, __LINE__, (sc), (player), __VA_ARGS__)
#define SEA_REFUSE(sc, player, status, ...)                                                        \
    sea_refuse_at(__FILE__, __LINE__, (sc), (player), (status), __VA_ARGS__)

/* ---- legal actions ---- */

/* Number of p's legal actions of one type (ctn_classic_action_type; -1: all, offers left out). */
int sea_count_legal(const sea_scenario *sc, int p, int type);
/* Writes the first arguments of p's legal actions of `type`, sorted, without repeats; returns
 * how many (at most cap). */
int sea_legal_args(const sea_scenario *sc, int p, int type, int *out, int cap);
/* Asserts that the first arguments of p's legal actions of `type` are exactly expected[0..n)
 * (any order), and that the oracle agrees with the generator here. */
void sea_assert_legal_at(const char *file, int line, const sea_scenario *sc, int p, int type,
                         const int *expected, int n);
#define SEA_ASSERT_LEGAL(sc, p, type, ...)                                                         \
    sea_assert_legal_at(__FILE__, __LINE__, (sc), (p), (type), (const int[]){__VA_ARGS__},         \
                        (int)(sizeof((const int[]){__VA_ARGS__}) / sizeof(int)))
#define SEA_ASSERT_NONE_LEGAL(sc, p, type)                                                         \
    sea_assert_legal_at(__FILE__, __LINE__, (sc), (p), (type), NULL, 0)
/* Asserts that the second arguments of p's legal actions of `type` whose first argument is arg0
 * (a robber or pirate move's victims) are exactly expected[0..n), and that the oracle agrees.
 * For CL_A_MOVE_SHIP: the places offered once p's ship on arg0 is picked up (none when it may
 * not be). */
void sea_assert_targets_at(const char *file, int line, const sea_scenario *sc, int p, int type,
                           int arg0, const int *expected, int n);
#define SEA_ASSERT_TARGETS(sc, p, type, arg0, ...)                                                 \
    sea_assert_targets_at(__FILE__, __LINE__, (sc), (p), (type), (arg0),                           \
                          (const int[]){__VA_ARGS__},                                              \
                          (int)(sizeof((const int[]){__VA_ARGS__}) / sizeof(int)))
/* A ship move in its two actions (S§5): picking p's ship on `from` up, placing it on `to`. */
void sea_move_at(const char *file, int line, sea_scenario *sc, int p, int from, int to);
#define SEA_MOVE(sc, p, from, to) sea_move_at(__FILE__, __LINE__, (sc), (p), (from), (to))
/* Asserts that p may pick up his ship on `from` but not place it on `to`, and that putting it
 * back restores it; on a copy, so sc is unchanged. */
void sea_refuse_place_at(const char *file, int line, sea_scenario *sc, int p, int from, int to);
#define SEA_REFUSE_PLACE(sc, p, from, to)                                                          \
    sea_refuse_place_at(__FILE__, __LINE__, (sc), (p), (from), (to))
/* Asserts that the oracle lists the same actions as the fast generator for every actor. */
void sea_assert_oracle_at(const char *file, int line, const sea_scenario *sc);
#define SEA_ASSERT_ORACLE(sc) sea_assert_oracle_at(__FILE__, __LINE__, (sc))

/* ---- turn flow ---- */

/* Plays the whole set-up: first[p] and second[p] are seat p's placements of rounds one and two,
 * in the snake order. A gold pick owed for a second settlement takes the lowest resource the
 * bank has (lumber). */
void sea_setup(sea_scenario *sc, const sea_place *first, const sea_place *second);
/* The standard set-up of 2 players on the test map, after which both hands are emptied (into
 * the bank) and p0 is to roll in turn 1:
 *   p0: (1,0) SE [hills 5, gold 3, sea] with a road on the side (1,0)|(1,1) (inland);
 *       then (0,0) NE [forest 6, hills 5, outside] with a road on the side (0,0)|(1,0) (inland)
 *   p1: (0,1) SW [fields 8, pasture 3, outside] with a road on (0,1) W (coast);
 *       then (-1,2) SE [pasture 3, desert, outside] with a road on the side (-1,2)|(0,2)
 * So a 3 pays p0 one gold pick and p1 two wool; 2, 4, 9, 10, 11 and 12 pay nobody. */
void sea_setup_standard(sea_scenario *sc);
/* Plays the set-up taking each time the first legal action (lowest vertex, edge, resource). */
void sea_setup_auto(sea_scenario *sc);
void sea_roll(sea_scenario *sc, int sum);
/* Plays on (rolling `sum` for every player who rolls, ending turns and their special-building
 * or paired parts) until it is p's turn after his roll. */
void sea_turn_of(sea_scenario *sc, int p, int sum);
/* Likewise until p is to roll at the start of his turn. */
void sea_pre_roll_of(sea_scenario *sc, int p, int sum);

/* ---- direct state edits (cards conserved; call sea_derive after piece edits) ---- */

void sea_give(sea_scenario *sc, int p, int r, int n);
void sea_set_hand(sea_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore);
void sea_give_cost(sea_scenario *sc, int p, int cost);
void sea_give_dev(sea_scenario *sc, int p, int card, int n);
/* Moves every card of the bank beyond keep[r] into the hand of p. */
void sea_drain_bank(sea_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore);
void sea_put_settlement(sea_scenario *sc, int p, int v);
void sea_put_city(sea_scenario *sc, int p, int v);
void sea_put_road(sea_scenario *sc, int p, int e);
void sea_put_ship(sea_scenario *sc, int p, int e);
/* Ships along a vertex path path[0..n): the edges between consecutive vertices. */
void sea_put_ships(sea_scenario *sc, int p, const int *path, int n);
void sea_put_roads(sea_scenario *sc, int p, const int *path, int n);
/* Recomputes the derived fields after piece edits, gives the trade route's card to a unique
 * longest route of 5 or more if its holder no longer leads (as building would have), then checks
 * every invariant. */
void sea_derive(sea_scenario *sc);

/* ---- assertions and queries ---- */

void sea_check_at(const char *file, int line, const sea_scenario *sc);
void sea_assert_hand_at(const char *file, int line, const sea_scenario *sc, int p, int lumber,
                        int brick, int wool, int grain, int ore);
#define SEA_CHECK(sc) sea_check_at(__FILE__, __LINE__, (sc))
#define SEA_ASSERT_HAND(sc, p, l, b, w, g, o)                                                      \
    sea_assert_hand_at(__FILE__, __LINE__, (sc), (p), (l), (b), (w), (g), (o))

uint64_t sea_hash(const sea_scenario *sc);
int sea_hand_total(const sea_scenario *sc, int p);
int sea_bank_total(const sea_scenario *sc);
int sea_vp(const sea_scenario *sc, int p);
int sea_public_vp(const sea_scenario *sc, int p);
int sea_route(const sea_scenario *sc, int p); /* the state's trade route length of p */
int sea_has_ship(const sea_scenario *sc, int p, int e);
int sea_has_road(const sea_scenario *sc, int p, int e);
int sea_ship_count(const sea_scenario *sc, int p);

#endif
