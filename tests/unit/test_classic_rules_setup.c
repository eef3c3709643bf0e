/* test_classic_rules_setup.c — scenario tests of docs/rules/classic.md §2 (the boards a game is
 * dealt) and §3 (set-up). §2: the beginner board's terrain, numbers, harbours and robber exactly as
 * §2.2's table; random boards with the right terrain, token and harbour pieces, tokens laid along
 * a spiral from a corner in the chosen direction (never a 6 next to an 8), shuffled tokens with and
 * without red_adjacent, the robber on a desert; the 30-hex 5–6 board; explicit boards checked for
 * structure only. §3: the snake order 0..n-1, n-1..0 for 2–6 players, the distance rule for set-up
 * settlements, the set-up road touching the settlement just placed, the second settlement's
 * resources (exact hands and bank, nothing from the desert or for the first settlement), nothing
 * but placements during set-up, and seat 0 taking the first turn. Actions are played by text
 * through the public API.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

/* The seat expected to place at set-up step k of n players. */
static int snake_seat(int k, int n) {
    return k < n ? k : 2 * n - 1 - k;
}

/* Asserts that exactly `seat` acts now, in the given phase, and that every other seat is told it
 * is not his turn. */
static void assert_only_actor(cs_scenario *sc, int seat, int phase) {
    assert_int_equal(cs_actors(sc), 1u << seat);
    assert_int_equal(sc->s.phase, phase);
    assert_int_equal(sc->s.context, CL_CTX_SETUP);
    for (int p = 0; p < sc->n; p++)
        if (p != seat) CS_REFUSE(sc, p, CTN_E_NOT_YOUR_TURN, "end_turn");
}

static void test_snake_order_four_players(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_place first[4], second[4];
    cs_standard_places(sc, first, second);
    static const int ORDER[8] = {0, 1, 2, 3, 3, 2, 1, 0};
    for (int k = 0; k < 8; k++) {
        int p = ORDER[k];
        const cs_place *pl = k < 4 ? &first[p] : &second[p];
        assert_int_equal(sc->s.setup_step, k);
        assert_only_actor(sc, p, CL_PHASE_SETUP_SETTLEMENT);
        CS_PLAY(sc, p, "build_settlement v%d", pl->vertex);
        assert_only_actor(sc, p, CL_PHASE_SETUP_ROAD); /* the same player lays his road */
        CS_PLAY(sc, p, "build_road e%d", pl->edge);
    }
    /* §3: then seat 0 takes the first turn */
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.context, CL_CTX_TURN);
    assert_int_equal(sc->s.current, 0);
    assert_int_equal(cs_actors(sc), 1u << 0);
    assert_int_equal(sc->s.turn, 1);
    for (int p = 1; p < 4; p++) {
        assert_int_equal(cs_road_count(sc, p), 2);
        assert_true(cs_has_settlement(sc, p, first[p].vertex) &&
                    cs_has_settlement(sc, p, second[p].vertex));
        CS_REFUSE(sc, p, CTN_E_NOT_YOUR_TURN, "roll");
    }
    CS_PLAY(sc, 0, "roll");
    assert_int_equal(cs_actors(sc), CTN_CHANCE_BIT);
    cs_free(sc);
}

/* 2–6 players: the placements are the lowest free vertex and edge (any legal choice will do), the
 * order must be the snake whatever the player count. */
static void test_snake_order_all_counts(void **state) {
    (void)state;
    static ctn_action list[CTN_MAX_ACTIONS];
    for (int n = 2; n <= 6; n++) {
        cs_scenario *sc = cs_new(n, "");
        for (int k = 0; k < 2 * n; k++) {
            int p = snake_seat(k, n);
            assert_int_equal(cs_actors(sc), 1u << p);
            for (int step = 0; step < 2; step++) {
                int m = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_ALL, list);
                assert_true(m > 0);
                char text[CTN_ACTION_TEXT_MAX];
                ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, list[0], text, sizeof text);
                CS_PLAY(sc, p, "%s", text);
            }
        }
        assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
        assert_int_equal(sc->s.current, 0);
        assert_int_equal(sc->s.turn, 1);
        for (int p = 0; p < n; p++) {
            assert_int_equal(cs_road_count(sc, p), 2);
            assert_int_equal(cs_public_vp(sc, p), 2);
        }
        cs_free(sc);
    }
}

/* §3: a set-up settlement obeys the distance rule (no building on a neighbouring vertex), also
 * towards the player's own first settlement. */
static void test_setup_distance_rule(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N); /* inland: three neighbours */
    assert_int_equal(cs_vertex_degree(sc, v), 3);
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge(sc, 0, -1, CTN_DIR_NE));
    CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_settlement v%d", v); /* occupied */
    for (int k = 0; k < 3; k++)
        CS_REFUSE(sc, 1, CTN_E_ILLEGAL, "build_settlement v%d", sc->t->vertex_vertex[v][k]);
    /* every other vertex is open: 54 - 1 - 3 */
    assert_int_equal(cs_count_legal(sc, 1, CL_A_BUILD_SETTLEMENT), 54 - 4);
    /* two steps away is fine, even at the end of seat 0's road */
    int w = sc->t->edge_vertex[cs_edge(sc, 0, -1, CTN_DIR_NE)][0] == v
                ? sc->t->edge_vertex[cs_edge(sc, 0, -1, CTN_DIR_NE)][1]
                : sc->t->edge_vertex[cs_edge(sc, 0, -1, CTN_DIR_NE)][0];
    int far = -1;
    for (int k = 0; k < 3; k++) {
        int x = sc->t->vertex_vertex[w][k];
        if (x != v && cs_edge_between(sc, x, v) < 0) far = x;
    }
    assert_true(far >= 0);
    CS_PLAY(sc, 1, "build_settlement v%d", far);
    CS_PLAY(sc, 1, "build_road e%d", sc->t->vertex_edge[far][0]);
    /* blocked now: v, far and their neighbours, w counted once */
    int blocked = 2 + cs_vertex_degree(sc, v) + cs_vertex_degree(sc, far) - 1;
    assert_int_equal(cs_count_legal(sc, 2, CL_A_BUILD_SETTLEMENT), 54 - blocked);
    cs_free(sc);

    /* round two: the own first settlement counts too */
    sc = cs_new(2, "");
    v = cs_vertex(sc, 0, 0, CTN_CORNER_N);
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_PLAY(sc, 0, "build_road e%d", sc->t->vertex_edge[v][0]);
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, 0, 2, CTN_CORNER_S));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE));
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, -2, 0, CTN_CORNER_NW));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, -2, 0, CTN_DIR_W));
    for (int k = 0; k < 3; k++)
        CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", sc->t->vertex_vertex[v][k]);
    cs_free(sc);
}

/* §3: the set-up road goes on an edge touching the settlement just placed — not elsewhere, not
 * next to the player's first settlement or at the end of his first road in round two. */
static void test_setup_road_touches_new_settlement(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d",
              cs_vertex(sc, 0, 2, CTN_CORNER_S)); /* one at a time */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE)); /* far away */
    /* an edge one step away from v (touching its neighbour, not v) */
    int nb = sc->t->vertex_vertex[v][0], away = -1;
    for (int k = 0; k < 3; k++)
        if (sc->t->vertex_vertex[nb][k] != v && sc->t->vertex_vertex[nb][k] != CTN_NONE)
            away = sc->t->vertex_edge[nb][k];
    assert_true(away >= 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", away);
    assert_int_equal(cs_count_legal(sc, 0, CL_A_BUILD_ROAD), 3);
    assert_int_equal(cs_count_legal(sc, 0, -1), 3); /* and nothing else */
    int road1 = cs_edge(sc, 0, -1, CTN_DIR_NE);
    CS_PLAY(sc, 0, "build_road e%d", road1);
    assert_true(cs_has_road(sc, 0, road1));

    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, 0, 2, CTN_CORNER_S));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 2, CTN_DIR_SE));
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, -2, 0, CTN_CORNER_NW));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, -2, 0, CTN_DIR_W));

    int v2 = cs_vertex(sc, 1, 0, CTN_CORNER_S);
    CS_PLAY(sc, 0, "build_settlement v%d", v2);
    /* edges at the first settlement and at the far end of the first road are not allowed now */
    int end = sc->t->edge_vertex[road1][0] == v ? sc->t->edge_vertex[road1][1]
                                                : sc->t->edge_vertex[road1][0];
    for (int k = 0; k < 3; k++) {
        int e1 = sc->t->vertex_edge[v][k], e2 = sc->t->vertex_edge[end][k];
        if (e1 != CTN_NONE && e1 != road1) CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e1);
        if (e2 != CTN_NONE && e2 != road1) CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", e2);
    }
    assert_int_equal(cs_count_legal(sc, 0, CL_A_BUILD_ROAD), 3);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge(sc, 1, 0, CTN_DIR_SW));
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    cs_free(sc);
}

/* §3: the second settlement (only) earns one card per producing hex around it. */
static void test_second_settlement_resources(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(4, "");
    cs_place first[4], second[4];
    cs_standard_places(sc, first, second);
    for (int p = 0; p < 4; p++) {
        CS_PLAY(sc, p, "build_settlement v%d", first[p].vertex);
        CS_PLAY(sc, p, "build_road e%d", first[p].edge);
    }
    for (int p = 0; p < 4; p++) CS_ASSERT_HAND(sc, p, 0, 0, 0, 0, 0); /* round one earns nothing */
    CS_ASSERT_BANK(sc, 19, 19, 19, 19, 19);
    /* seat 3: (-2,1) N touches fields 9, forest 11, forest 8 — paid at once, before the road */
    CS_PLAY(sc, 3, "build_settlement v%d", second[3].vertex);
    CS_ASSERT_HAND(sc, 3, 2, 0, 0, 1, 0);
    CS_PLAY(sc, 3, "build_road e%d", second[3].edge);
    for (int p = 2; p >= 0; p--) {
        CS_PLAY(sc, p, "build_settlement v%d", second[p].vertex);
        CS_PLAY(sc, p, "build_road e%d", second[p].edge);
    }
    CS_ASSERT_HAND(sc, 0, 1, 1, 0, 1, 0); /* fields 12, hills 6, forest 11 */
    CS_ASSERT_HAND(sc, 1, 0, 1, 0, 1, 1); /* mountains 3, hills 5, fields 6 */
    CS_ASSERT_HAND(sc, 2, 1, 0, 1, 0, 1); /* forest 3, mountains 8, pasture 5 */
    CS_ASSERT_HAND(sc, 3, 2, 0, 0, 1, 0);
    CS_ASSERT_BANK(sc, 19 - 4, 19 - 2, 19 - 1, 19 - 3, 19 - 2);
    cs_free(sc);
}

/* §3: the desert gives nothing; a coastal vertex with one hex gives one card. */
static void test_second_settlement_desert_and_coast(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    int desert_corner = cs_vertex(sc, 0, 0, CTN_CORNER_NW); /* hills 6, forest 11, desert */
    int coast = cs_vertex(sc, 0, -2, CTN_CORNER_N);         /* mountains 10 only */
    assert_int_equal(sc->s.terrain[cs_hex(sc, 0, 0)], CTN_DESERT);
    CS_PLAY(sc, 0, "build_settlement v%d", cs_vertex(sc, 0, -1, CTN_CORNER_N));
    CS_PLAY(sc, 0, "build_road e%d", cs_edge(sc, 0, -1, CTN_DIR_NE));
    CS_PLAY(sc, 1, "build_settlement v%d", cs_vertex(sc, 0, 1, CTN_CORNER_SE));
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 1, CTN_DIR_SE));
    CS_PLAY(sc, 1, "build_settlement v%d", desert_corner);
    CS_ASSERT_HAND(sc, 1, 1, 1, 0, 0, 0);
    CS_PLAY(sc, 1, "build_road e%d", cs_edge(sc, 0, 0, CTN_DIR_W));
    CS_PLAY(sc, 0, "build_settlement v%d", coast);
    CS_ASSERT_HAND(sc, 0, 0, 0, 0, 0, 1);
    CS_PLAY(sc, 0, "build_road e%d", sc->t->vertex_edge[coast][0]);
    CS_ASSERT_BANK(sc, 18, 18, 19, 19, 18);
    cs_free(sc);
}

/* §3: set-up is placements only — no roll, no end of turn, no purchases, no city, no chance. */
static void test_setup_allows_placements_only(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(3, "");
    int v = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "roll");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d",
              cs_edge(sc, 0, -1, CTN_DIR_NE)); /* settlement first */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v);
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_NOT_YOUR_TURN, "roll 8");
    CS_PLAY(sc, 0, "build_settlement v%d", v);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_city v%d", v);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "trade_bank wool -> ore");
    for (int p = 0; p < 3; p++) CS_ASSERT_HAND(sc, p, 0, 0, 0, 0, 0);
    cs_free(sc);
}

/* ---- §2: boards ---- */

static int hex_ring(int q, int r) {
    int s3 = -q - r, m = abs(q);
    if (abs(r) > m) m = abs(r);
    if (abs(s3) > m) m = abs(s3);
    return m;
}

static int land_neighbours(const ctn_topology *t, int h) {
    int n = 0;
    for (int d = 0; d < 6; d++) n += t->hex_neighbour[h][d] != CTN_NONE;
    return n;
}

static int hexes_touch(const ctn_topology *t, int a, int b) {
    for (int d = 0; d < 6; d++)
        if (t->hex_neighbour[a][d] == b) return 1;
    return 0;
}

/* The harbour slot on the given land hex and edge, or -1. */
static int harbour_slot(const cs_scenario *sc, int q, int r, int dir) {
    int e = cs_edge(sc, q, r, dir);
    for (int i = 0; i < sc->t->num_harbours; i++)
        if (sc->t->harbour_edge[i] == e) return i;
    return -1;
}

/* §2.2: the beginner board, cell by cell. */
static void test_beginner_board(void **state) {
    (void)state;
    static const struct {
        int q, r, terrain, number;
    } CELLS[19] = {
        {0, -2, CTN_MOUNTAINS, 10}, {1, -2, CTN_PASTURE, 2},   {2, -2, CTN_FOREST, 9},
        {-1, -1, CTN_FIELDS, 12},   {0, -1, CTN_HILLS, 6},     {1, -1, CTN_PASTURE, 4},
        {2, -1, CTN_HILLS, 10},     {-2, 0, CTN_FIELDS, 9},    {-1, 0, CTN_FOREST, 11},
        {0, 0, CTN_DESERT, 0},      {1, 0, CTN_FOREST, 3},     {2, 0, CTN_MOUNTAINS, 8},
        {-2, 1, CTN_FOREST, 8},     {-1, 1, CTN_MOUNTAINS, 3}, {0, 1, CTN_FIELDS, 4},
        {1, 1, CTN_PASTURE, 5},     {-2, 2, CTN_HILLS, 5},     {-1, 2, CTN_FIELDS, 6},
        {0, 2, CTN_PASTURE, 11},
    };
    static const struct {
        int q, r, dir, type;
    } HARBOURS[9] = {
        {0, -2, CTN_DIR_NW, CTN_HARBOUR_GENERIC}, {1, -2, CTN_DIR_NE, CTN_HARBOUR_GRAIN},
        {2, -1, CTN_DIR_NE, CTN_HARBOUR_ORE},     {2, 0, CTN_DIR_E, CTN_HARBOUR_GENERIC},
        {1, 1, CTN_DIR_SE, CTN_HARBOUR_WOOL},     {-1, 2, CTN_DIR_SE, CTN_HARBOUR_GENERIC},
        {-2, 2, CTN_DIR_SW, CTN_HARBOUR_GENERIC}, {-2, 1, CTN_DIR_W, CTN_HARBOUR_BRICK},
        {-1, -1, CTN_DIR_W, CTN_HARBOUR_LUMBER},
    };
    for (int n = 2; n <= 4; n++) {
        cs_scenario *sc = cs_new(n, "");
        assert_int_equal(sc->t->num_hexes, 19);
        assert_int_equal(sc->s.num_hexes, 19);
        for (int i = 0; i < 19; i++) {
            int h = cs_hex(sc, CELLS[i].q, CELLS[i].r);
            assert_int_equal(h, i); /* reading order */
            assert_int_equal(sc->s.terrain[h], CELLS[i].terrain);
            assert_int_equal(sc->s.number[h], CELLS[i].number);
        }
        assert_int_equal(sc->t->num_harbours, 9);
        for (int i = 0; i < 9; i++) {
            int slot = harbour_slot(sc, HARBOURS[i].q, HARBOURS[i].r, HARBOURS[i].dir);
            assert_int_equal(slot, i);
            assert_int_equal(sc->s.harbour_type[slot], HARBOURS[i].type);
        }
        assert_int_equal(sc->s.robber, cs_hex(sc, 0, 0));
        /* the same board whatever the seed */
        ctn_classic_state other;
        ctn_game_init_state(sc->g, (ctn_state *)&other, 12345);
        assert_memory_equal(other.terrain, sc->s.terrain, sizeof other.terrain);
        assert_memory_equal(other.number, sc->s.number, sizeof other.number);
        assert_memory_equal(other.harbour_type, sc->s.harbour_type, sizeof other.harbour_type);
        cs_free(sc);
    }
}

/* Counts of terrain, tokens and harbour types on a dealt board. */
static void assert_pieces(const cs_scenario *sc, const int *terrain, const int *tokens,
                          const int *harbours) {
    int t[CTN_TERRAIN_COUNT] = {0}, k[13] = {0}, hb[CTN_HARBOUR_TYPE_COUNT] = {0};
    for (int h = 0; h < sc->s.num_hexes; h++) {
        t[sc->s.terrain[h]]++;
        k[sc->s.number[h]]++;
        if (sc->s.terrain[h] == CTN_DESERT)
            assert_int_equal(sc->s.number[h], 0);
        else
            assert_true(sc->s.number[h] >= 2 && sc->s.number[h] <= 12 && sc->s.number[h] != 7);
    }
    for (int i = 0; i < sc->s.num_harbours; i++) hb[sc->s.harbour_type[i]]++;
    for (int i = 0; i < CTN_TERRAIN_COUNT; i++) assert_int_equal(t[i], terrain[i]);
    for (int i = 2; i <= 12; i++) assert_int_equal(k[i], tokens[i]);
    for (int i = 0; i < CTN_HARBOUR_TYPE_COUNT; i++) assert_int_equal(hb[i], harbours[i]);
    assert_int_equal(sc->s.terrain[sc->s.robber], CTN_DESERT); /* §2.3: the robber on a desert */
}

static int reds_touch(const cs_scenario *sc) {
    for (int a = 0; a < sc->s.num_hexes; a++)
        for (int b = 0; b < sc->s.num_hexes; b++) {
            int ra = sc->s.number[a] == 6 || sc->s.number[a] == 8,
                rb = sc->s.number[b] == 6 || sc->s.number[b] == 8;
            if (ra && rb && hexes_touch(sc->t, a, b)) return 1;
        }
    return 0;
}

/* §2.3 spiral search: token i (letter order) goes on a hex of ring ring_of[i], touching the hex of
 * token i-1 (or beyond the desert); A starts at a corner (or right after a desert corner); the
 * first step turns clockwise on screen (y downward: positive cross product) when cw. */
typedef struct {
    const cs_scenario *sc;
    int desert, cw, ring_of[18], path[18], used[19];
} spiral_search;

static const int LETTERS_19[18] = {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11};

static int spiral_from(spiral_search *k, int i) {
    if (i == 18) return 1;
    const ctn_topology *t = k->sc->t;
    for (int h = 0; h < 19; h++) {
        if (k->used[h] || h == k->desert || k->sc->s.number[h] != LETTERS_19[i]) continue;
        if (hex_ring(t->hex_q[h], t->hex_r[h]) != k->ring_of[i]) continue;
        if (i == 0) {
            int corner = land_neighbours(t, h) == 3 ||
                         (land_neighbours(t, k->desert) == 3 && hexes_touch(t, h, k->desert));
            if (!corner) continue;
        } else {
            int prev = k->path[i - 1];
            if (!hexes_touch(t, prev, h) &&
                !(hexes_touch(t, prev, k->desert) && hexes_touch(t, k->desert, h)))
                continue;
        }
        if (i == 1) {
            int ax, ay, bx, by;
            ctn_hex_center(t->hex_q[k->path[0]], t->hex_r[k->path[0]], &ax, &ay);
            ctn_hex_center(t->hex_q[h], t->hex_r[h], &bx, &by);
            long cross = (long)ax * by - (long)ay * bx;
            if (k->cw ? cross <= 0 : cross >= 0) continue;
        }
        k->used[h] = 1;
        k->path[i] = h;
        if (spiral_from(k, i + 1)) return 1;
        k->used[h] = 0;
    }
    return 0;
}

static void check_spiral_board(const cs_scenario *sc, int cw) {
    spiral_search k;
    memset(&k, 0, sizeof k);
    k.sc = sc;
    k.cw = cw;
    for (int h = 0; h < 19; h++)
        if (sc->s.terrain[h] == CTN_DESERT) k.desert = h;
    int size[3] = {1, 6, 12}; /* hexes per ring (0 = centre), the desert's ring one fewer */
    size[hex_ring(sc->t->hex_q[k.desert], sc->t->hex_r[k.desert])]--;
    for (int i = 0; i < 18; i++) k.ring_of[i] = i < size[2] ? 2 : i < size[2] + size[1] ? 1 : 0;
    if (!spiral_from(&k, 0))
        fail_msg("the tokens do not lie along a %s spiral", cw ? "clockwise" : "counter-clockwise");
    assert_false(reds_touch(sc));
}

static void test_random_board_spiral(void **state) {
    (void)state;
    static const int TERRAIN[CTN_TERRAIN_COUNT] = {
        [CTN_FOREST] = 4, [CTN_HILLS] = 3,     [CTN_PASTURE] = 4,
        [CTN_FIELDS] = 4, [CTN_MOUNTAINS] = 3, [CTN_DESERT] = 1};
    static const int TOKENS[13] = {[0] = 1, [2] = 1, [3] = 2,  [4] = 2,  [5] = 2, [6] = 2,
                                   [8] = 2, [9] = 2, [10] = 2, [11] = 2, [12] = 1};
    static const int HARBOURS[CTN_HARBOUR_TYPE_COUNT] = {4, 1, 1, 1, 1, 1};
    for (int cw = 0; cw <= 1; cw++)
        for (uint64_t seed = 1; seed <= 30; seed++) {
            cs_scenario *sc = cs_new_random(4, seed, cw ? "spiral=cw" : "");
            assert_pieces(sc, TERRAIN, TOKENS, HARBOURS);
            check_spiral_board(sc, cw);
            cs_free(sc);
        }
}

/* §2.3 numbers=random: shuffled tokens, reshuffled until no 6 touches an 8 unless red_adjacent. */
static void test_random_board_shuffled_tokens(void **state) {
    (void)state;
    static const int TERRAIN[CTN_TERRAIN_COUNT] = {
        [CTN_FOREST] = 4, [CTN_HILLS] = 3,     [CTN_PASTURE] = 4,
        [CTN_FIELDS] = 4, [CTN_MOUNTAINS] = 3, [CTN_DESERT] = 1};
    static const int TOKENS[13] = {[0] = 1, [2] = 1, [3] = 2,  [4] = 2,  [5] = 2, [6] = 2,
                                   [8] = 2, [9] = 2, [10] = 2, [11] = 2, [12] = 1};
    static const int HARBOURS[CTN_HARBOUR_TYPE_COUNT] = {4, 1, 1, 1, 1, 1};
    int touching = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        cs_scenario *sc = cs_new_random(3, seed, "numbers=random");
        assert_pieces(sc, TERRAIN, TOKENS, HARBOURS);
        assert_false(reds_touch(sc));
        cs_free(sc);
        sc = cs_new_random(3, seed, "numbers=random red_adjacent=true");
        assert_pieces(sc, TERRAIN, TOKENS, HARBOURS);
        touching += reds_touch(sc);
        cs_free(sc);
    }
    assert_true(touching > 0); /* allowed, and with 40 shuffles it happens */
}

/* §2.4: the 30-hex board for 5–6 players; no beginner board for them. */
static void test_five_six_board(void **state) {
    (void)state;
    static const int TERRAIN[CTN_TERRAIN_COUNT] = {
        [CTN_FOREST] = 6, [CTN_HILLS] = 5,     [CTN_PASTURE] = 6,
        [CTN_FIELDS] = 6, [CTN_MOUNTAINS] = 5, [CTN_DESERT] = 2};
    /* A–Zc = 2 5 4 6 3 9 8 11 11 10 6 3 8 4 8 10 11 12 10 5 4 9 5 9 12 3 2 6 */
    static const int TOKENS[13] = {[0] = 2, [2] = 2, [3] = 3,  [4] = 3,  [5] = 3, [6] = 3,
                                   [8] = 3, [9] = 3, [10] = 3, [11] = 3, [12] = 2};
    static const int HARBOURS[CTN_HARBOUR_TYPE_COUNT] = {5, 1, 1, 2, 1, 1};
    static const struct {
        int q, r, dir;
    } SLOTS[11] = {{0, -3, CTN_DIR_NW}, {1, -3, CTN_DIR_NE}, {2, -2, CTN_DIR_NE},
                   {2, -1, CTN_DIR_E},  {1, 1, CTN_DIR_E},   {0, 2, CTN_DIR_SE},
                   {-2, 3, CTN_DIR_SE}, {-3, 3, CTN_DIR_SW}, {-3, 1, CTN_DIR_SW},
                   {-3, 0, CTN_DIR_W},  {-2, -1, CTN_DIR_NW}};
    for (int n = 5; n <= 6; n++)
        for (uint64_t seed = 1; seed <= 10; seed++) {
            cs_scenario *sc = cs_new_random(n, seed, "");
            assert_int_equal(sc->t->num_hexes, 30);
            int rows[7] = {0};
            for (int h = 0; h < 30; h++) {
                int q = sc->t->hex_q[h], r = sc->t->hex_r[h];
                assert_true(q >= -3 && q <= 2 && r >= -3 && r <= 3 && q + r >= -3 && q + r <= 2);
                rows[r + 3]++;
            }
            static const int ROWS[7] = {3, 4, 5, 6, 5, 4, 3};
            assert_memory_equal(rows, ROWS, sizeof rows);
            assert_pieces(sc, TERRAIN, TOKENS, HARBOURS);
            assert_int_equal(sc->t->num_harbours, 11);
            for (int i = 0; i < 11; i++)
                assert_int_equal(harbour_slot(sc, SLOTS[i].q, SLOTS[i].r, SLOTS[i].dir), i);
            assert_false(reds_touch(sc));
            cs_free(sc);
        }
    ctn_game *g = NULL;
    ctn_error err;
    ctn_game_config cfg = {.num_players = 5, .board_kind = CTN_BOARD_BEGINNER};
    assert_int_equal(ctn_game_new(&ctn_classic_rules, &cfg, &g, &err), CTN_E_BOARD);
    assert_null(g);
}

/* §2.5: explicit boards are checked for structure only. */
static void test_explicit_board_checks(void **state) {
    (void)state;
    static ctn_board_desc b;
    static const ctn_hex_desc BASE[3] = {
        {0, 0, CTN_FOREST, 8, 0}, {1, 0, CTN_DESERT, 0, 0}, {0, 1, CTN_HILLS, 12, 0}};
    struct {
        const char *what;
        int hex, terrain, number, robber;
        ctn_status want;
    } CASES[] = {
        {"valid, unusual counts", -1, 0, 0, -1, CTN_OK},
        {"desert with a number", 1, CTN_DESERT, 5, -1, CTN_E_BOARD},
        {"number 7", 0, CTN_FOREST, 7, -1, CTN_E_BOARD},
        {"number 13", 0, CTN_FOREST, 13, -1, CTN_E_BOARD},
        {"number 1", 2, CTN_HILLS, 1, -1, CTN_E_BOARD},
        {"producing hex without number", 2, CTN_HILLS, 0, -1, CTN_E_BOARD},
        {"sea is not classic", 0, CTN_SEA, 0, -1, CTN_E_BOARD},
        {"gold is not classic", 0, CTN_GOLD, 6, -1, CTN_E_BOARD},
        {"no desert, robber not given", 1, CTN_PASTURE, 4, -1, CTN_E_BOARD},
        {"no desert, robber given", 1, CTN_PASTURE, 4, 2, CTN_OK},
        {"robber off the board", -1, 0, 0, 3, CTN_E_BOARD},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        memset(&b, 0, sizeof b);
        b.num_hexes = 3;
        memcpy(b.hexes, BASE, sizeof BASE);
        b.robber = (int16_t)CASES[i].robber;
        if (CASES[i].hex >= 0) {
            b.hexes[CASES[i].hex].terrain = (uint8_t)CASES[i].terrain;
            b.hexes[CASES[i].hex].number = (uint8_t)CASES[i].number;
        }
        ctn_game *g = NULL;
        ctn_error err;
        ctn_game_config cfg = {.num_players = 2, .board_kind = CTN_BOARD_EXPLICIT, .board = &b};
        ctn_status st = ctn_game_new(&ctn_classic_rules, &cfg, &g, &err);
        if (st != CASES[i].want)
            fail_msg("%s: expected %s, got %s (%s)", CASES[i].what, ctn_status_name(CASES[i].want),
                     ctn_status_name(st), st ? err.message : "accepted");
        if (st == CTN_OK) {
            ctn_classic_state s;
            ctn_game_init_state(g, (ctn_state *)&s, 1);
            assert_int_equal(s.robber, CASES[i].robber >= 0 ? CASES[i].robber : 1);
            for (int h = 0; h < 3; h++) {
                assert_int_equal(s.terrain[h], b.hexes[h].terrain);
                assert_int_equal(s.number[h], b.hexes[h].number);
            }
        }
        ctn_game_free(g);
    }
    /* harbours: on a coastal edge only, one per edge */
    memset(&b, 0, sizeof b);
    b.num_hexes = 3;
    memcpy(b.hexes, BASE, sizeof BASE);
    b.robber = -1;
    b.num_harbours = 1;
    b.harbours[0] = (ctn_harbour_desc){0, 0, CTN_DIR_E, CTN_HARBOUR_WOOL}; /* (0,0)-(1,0): inland */
    ctn_game *g = NULL;
    ctn_error err;
    ctn_game_config cfg = {.num_players = 2, .board_kind = CTN_BOARD_EXPLICIT, .board = &b};
    assert_int_equal(ctn_game_new(&ctn_classic_rules, &cfg, &g, &err), CTN_E_BOARD);
    b.harbours[0] = (ctn_harbour_desc){0, 0, CTN_DIR_W, CTN_HARBOUR_WOOL};
    b.harbours[1] = (ctn_harbour_desc){0, 0, CTN_DIR_W, CTN_HARBOUR_ORE};
    b.num_harbours = 2;
    assert_int_equal(ctn_game_new(&ctn_classic_rules, &cfg, &g, &err), CTN_E_BOARD);
    b.num_harbours = 1;
    assert_int_equal(ctn_game_new(&ctn_classic_rules, &cfg, &g, &err), CTN_OK);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_snake_order_four_players),
        cmocka_unit_test(test_snake_order_all_counts),
        cmocka_unit_test(test_setup_distance_rule),
        cmocka_unit_test(test_setup_road_touches_new_settlement),
        cmocka_unit_test(test_second_settlement_resources),
        cmocka_unit_test(test_second_settlement_desert_and_coast),
        cmocka_unit_test(test_setup_allows_placements_only),
        cmocka_unit_test(test_beginner_board),
        cmocka_unit_test(test_random_board_spiral),
        cmocka_unit_test(test_random_board_shuffled_tokens),
        cmocka_unit_test(test_five_six_board),
        cmocka_unit_test(test_explicit_board_checks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
