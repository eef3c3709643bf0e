/* test_classic_oracle_basic.c — unit tests of the Classic legality oracle (classic_oracle.c) on
 * hand-built positions whose legal actions are known from docs/rules/classic.md: set-up
 * placements, roads and settlements by the §6 rules, maritime trade rates (§7.1), offers (§7.2),
 * the robber's victims (§5.4), discard vectors (§5.3), development-card plays (§8), trade answers,
 * chance outcomes and who acts in each phase.
 *
 * Positions start from the beginner board (§2.2) and are edited field by field; the expected counts
 * are worked out by hand or from the plain topology, never from the fast generator.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/game.h"
#include "rules/classic/classic_internal.h"

typedef struct fixture {
    ctn_game *g;
    const ctn_topology *t;
    cl_state s;
    ctn_action list[CTN_MAX_ACTIONS];
} fixture;

static int setup(void **state) {
    static fixture f; /* too large for the stack of every test; one test at a time */
    memset(&f, 0, sizeof f);
    ctn_game_config cfg = {.num_players = 4, .board_kind = CTN_BOARD_BEGINNER};
    ctn_error err;
    if (ctn_game_new(&ctn_classic_rules, &cfg, &f.g, &err) != CTN_OK) return -1;
    f.t = ctn_classic_topology(f.g);
    ctn_game_init_state(f.g, (ctn_state *)&f.s, 1);
    *state = &f;
    return 0;
}

static int teardown(void **state) {
    fixture *f = *state;
    ctn_game_free(f->g);
    return 0;
}

/* ---- helpers ---- */

static int oracle(fixture *f, int player, unsigned flags) {
    ctn_classic_derive(f->g, (ctn_state *)&f->s);
    return cl_oracle_actions(f->g, (const ctn_state *)&f->s, player, flags, f->list);
}

static int count_type(const fixture *f, int n, int type) {
    int k = 0;
    for (int i = 0; i < n; i++) k += CL_ACT_TYPE(f->list[i]) == type;
    return k;
}

static int contains(const fixture *f, int n, ctn_action a) {
    for (int i = 0; i < n; i++)
        if (f->list[i] == a) return 1;
    return 0;
}

static void assert_no_duplicates(const fixture *f, int n) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) assert_true(f->list[i] != f->list[j]);
}

/* Puts the game in player p's main phase after the roll. */
static void main_phase(fixture *f, int p) {
    f->s.phase = CL_PHASE_MAIN;
    f->s.context = CL_CTX_TURN;
    f->s.current = f->s.actor = (uint8_t)p;
    f->s.rolled = 1;
    f->s.last_roll = 6;
    f->s.turn = 1;
}

static void set_hand(fixture *f, int p, int l, int b, int w, int gr, int o) {
    uint8_t h[CTN_RESOURCE_COUNT] = {(uint8_t)l, (uint8_t)b, (uint8_t)w, (uint8_t)gr, (uint8_t)o};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        f->s.bank[r] = (uint8_t)(f->s.bank[r] + f->s.hand[p][r] - h[r]);
        f->s.hand[p][r] = h[r];
    }
}

static int edge_between(const ctn_topology *t, int a, int b) {
    for (int e = 0; e < t->num_edges; e++)
        if ((t->edge_vertex[e][0] == a && t->edge_vertex[e][1] == b) ||
            (t->edge_vertex[e][0] == b && t->edge_vertex[e][1] == a))
            return e;
    return -1;
}

static int vertex_with_degree(const ctn_topology *t, int degree) {
    for (int v = 0; v < t->num_vertices; v++)
        if (t->vertex_degree[v] == degree) return v;
    return -1;
}

/* A vertex with three neighbours each of which also has three neighbours (inland). */
static int inland_vertex(const ctn_topology *t) {
    for (int v = 0; v < t->num_vertices; v++) {
        int ok = t->vertex_degree[v] == 3;
        for (int k = 0; k < 3 && ok; k++) ok = t->vertex_degree[t->vertex_vertex[v][k]] == 3;
        if (ok) return v;
    }
    return -1;
}

/* ---- set-up (§3) ---- */

static void test_first_settlement(void **state) {
    fixture *f = *state;
    assert_int_equal(f->t->num_vertices, 54);
    int n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, 54);
    assert_int_equal(count_type(f, n, CL_A_BUILD_SETTLEMENT), 54);
    assert_no_duplicates(f, n);
    for (int p = 1; p < 4; p++) assert_int_equal(oracle(f, p, CTN_LEGAL_ALL), 0);
    assert_int_equal(oracle(f, CTN_CHANCE, CTN_LEGAL_ALL), 0);
    assert_int_equal(oracle(f, 4, CTN_LEGAL_ALL), 0); /* no such seat */
}

static void test_setup_road(void **state) {
    fixture *f = *state;
    for (int degree = 2; degree <= 3; degree++) {
        ctn_game_init_state(f->g, (ctn_state *)&f->s, 1);
        int v = vertex_with_degree(f->t, degree);
        assert_true(v >= 0);
        cl_set_add(&f->s.settlements[0], (unsigned)v);
        f->s.phase = CL_PHASE_SETUP_ROAD;
        f->s.setup_vertex = (uint16_t)v;
        int n = oracle(f, 0, CTN_LEGAL_ALL);
        assert_int_equal(n, degree);
        for (int i = 0; i < n; i++) {
            assert_int_equal(CL_ACT_TYPE(f->list[i]), CL_A_BUILD_ROAD);
            int e = CL_ACT_ARG0(f->list[i]);
            assert_true(f->t->edge_vertex[e][0] == v || f->t->edge_vertex[e][1] == v);
        }
        /* an opponent's road through the free neighbour takes one edge away */
        int w = f->t->vertex_vertex[v][0];
        cl_set_add(&f->s.roads[1], (unsigned)edge_between(f->t, v, w));
        assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), degree - 1);
    }
}

static void test_second_settlement_distance_rule(void **state) {
    fixture *f = *state;
    int v = inland_vertex(f->t);
    assert_true(v >= 0);
    cl_set_add(&f->s.settlements[0], (unsigned)v);
    f->s.actor = 1;
    f->s.setup_step = 1;
    int n = oracle(f, 1, CTN_LEGAL_ALL);
    assert_int_equal(n, 54 - 1 - 3);
    assert_false(contains(f, n, CL_ACT(CL_A_BUILD_SETTLEMENT, v, 0)));
    for (int k = 0; k < 3; k++)
        assert_false(contains(f, n, CL_ACT(CL_A_BUILD_SETTLEMENT, f->t->vertex_vertex[v][k], 0)));
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);
}

/* ---- building in the main phase (§6) ---- */

/* p0: settlement on v, roads v-w and w-x; an opponent's settlement on x blocks roads through x. */
static void test_roads_stop_at_opponent_building(void **state) {
    fixture *f = *state;
    const ctn_topology *t = f->t;
    int v = inland_vertex(t), w = t->vertex_vertex[v][0], x = -1;
    for (int k = 0; k < 3; k++)
        if (t->vertex_vertex[w][k] != v && t->vertex_vertex[w][k] != CTN_NONE)
            x = t->vertex_vertex[w][k];
    assert_true(x >= 0);
    cl_set_add(&f->s.settlements[0], (unsigned)v);
    cl_set_add(&f->s.roads[0], (unsigned)edge_between(t, v, w));
    cl_set_add(&f->s.roads[0], (unsigned)edge_between(t, w, x));
    main_phase(f, 0);
    set_hand(f, 0, 1, 1, 0, 0, 0);
    int free_at_x = t->vertex_degree[x] - 1;
    int n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    /* edges: v's other 2, w's other 1, x's others; end_turn */
    assert_int_equal(count_type(f, n, CL_A_BUILD_ROAD), 2 + 1 + free_at_x);
    assert_int_equal(n, 2 + 1 + free_at_x + 1);
    assert_true(contains(f, n, CL_ACT(CL_A_END_TURN, 0, 0)));

    cl_set_add(&f->s.settlements[1], (unsigned)x);
    n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_ROAD), 2 + 1);

    /* the opponent builds from his settlement, not through p0's roads */
    main_phase(f, 1);
    set_hand(f, 1, 1, 1, 0, 0, 0);
    n = oracle(f, 1, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_ROAD), free_at_x);
    assert_int_equal(oracle(f, 0, CTN_LEGAL_NO_OFFERS), 0);
}

/* Settlements need an own road and the distance rule; the fifth settlement is the last. */
static void test_settlements_cities_and_limits(void **state) {
    fixture *f = *state;
    const ctn_topology *t = f->t;
    int v = inland_vertex(t), w = t->vertex_vertex[v][0], x = -1;
    for (int k = 0; k < 3; k++)
        if (t->vertex_vertex[w][k] != v && t->vertex_vertex[w][k] != CTN_NONE)
            x = t->vertex_vertex[w][k];
    cl_set_add(&f->s.settlements[0], (unsigned)v);
    cl_set_add(&f->s.roads[0], (unsigned)edge_between(t, v, w));
    cl_set_add(&f->s.roads[0], (unsigned)edge_between(t, w, x));
    main_phase(f, 0);
    set_hand(f, 0, 1, 1, 1, 1, 0);
    int n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_SETTLEMENT), 1); /* x only: w touches v */
    assert_true(contains(f, n, CL_ACT(CL_A_BUILD_SETTLEMENT, x, 0)));
    assert_int_equal(count_type(f, n, CL_A_BUILD_CITY), 0);

    /* four more settlements far from x: the supply of 5 is used up */
    int placed = 0;
    for (int u = 0; u < t->num_vertices && placed < 4; u++) {
        int far = u != x && u != v && u != w;
        for (int k = 0; k < 3 && far; k++) {
            int y = t->vertex_vertex[u][k];
            far = y == CTN_NONE || (y != x && y != v && y != w && edge_between(t, y, x) < 0 &&
                                    !cl_set_test(&f->s.settlements[0], (unsigned)y));
        }
        if (!far || cl_set_test(&f->s.settlements[0], (unsigned)u)) continue;
        if (placed == 3) {
            n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
            assert_int_equal(count_type(f, n, CL_A_BUILD_SETTLEMENT), 1);
        }
        cl_set_add(&f->s.settlements[0], (unsigned)u);
        placed++;
    }
    assert_int_equal(placed, 4);
    n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_SETTLEMENT), 0);

    /* cities: one per own settlement when affordable, none once 4 cities stand */
    set_hand(f, 0, 0, 0, 0, 2, 3);
    n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_CITY), 5);
    assert_true(contains(f, n, CL_ACT(CL_A_BUILD_CITY, v, 0)));
    int cities = 0;
    for (int u = 0; u < t->num_vertices && cities < 4; u++)
        if (cl_set_test(&f->s.settlements[0], (unsigned)u) && u != v) {
            cl_set_del(&f->s.settlements[0], (unsigned)u);
            cl_set_add(&f->s.cities[0], (unsigned)u);
            cities++;
        }
    n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_CITY), 0);
    /* a settlement came back to the supply with each city: x is buildable again */
    set_hand(f, 0, 1, 1, 1, 1, 0);
    n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUILD_SETTLEMENT), 1);
}

/* ---- trade (§7) ---- */

static int harbour_slot_of_type(const fixture *f, int type) {
    for (int i = 0; i < f->t->num_harbours; i++)
        if (f->s.harbour_type[i] == type) return i;
    return -1;
}

static void test_bank_trade_rates(void **state) {
    fixture *f = *state;
    main_phase(f, 0);
    set_hand(f, 0, 0, 0, 4, 0, 0);
    int n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_TRADE_BANK), 4);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        assert_int_equal(contains(f, n, CL_ACT(CL_A_TRADE_BANK, CTN_WOOL, r)), r != CTN_WOOL);
    assert_int_equal(n, 4 + 1); /* and end_turn */

    f->s.bank[CTN_ORE] = 0; /* the bank must hold the card taken */
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 3);
    f->s.bank[CTN_ORE] = 19;

    set_hand(f, 0, 0, 0, 3, 0, 0);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 0);
    int generic = harbour_slot_of_type(f, CTN_HARBOUR_GENERIC);
    cl_set_add(&f->s.settlements[0], f->t->harbour_vertex[generic][1]);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 4);

    set_hand(f, 0, 0, 0, 2, 0, 0);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 0);
    int wool = harbour_slot_of_type(f, CTN_HARBOUR_WOOL);
    cl_set_add(&f->s.cities[0], f->t->harbour_vertex[wool][0]);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 4);
    /* the wool harbour does not help with grain: 2 grain trade nothing, 3 grain go 3:1 */
    set_hand(f, 0, 0, 0, 0, 2, 0);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 0);
    set_hand(f, 0, 0, 0, 0, 3, 0);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 4);
    /* an opponent's building on a harbour gives p0 nothing */
    memset(&f->s.settlements[0], 0, sizeof f->s.settlements[0]);
    memset(&f->s.cities[0], 0, sizeof f->s.cities[0]);
    cl_set_add(&f->s.settlements[1], f->t->harbour_vertex[generic][0]);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_TRADE_BANK), 0);
}

static void test_offers(void **state) {
    fixture *f = *state;
    main_phase(f, 0);
    set_hand(f, 0, 0, 0, 4, 0, 0);
    /* give 1..4 wool; want 1..4 cards of the other four resources: C(8,4) - 1 = 69 vectors */
    int n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(count_type(f, n, CL_A_OFFER), 4 * 69);
    assert_int_equal(n, 4 * 69 + 4 + 1);
    assert_no_duplicates(f, n);
    uint8_t give[5] = {0, 0, 2, 0, 0}, want[5] = {0, 0, 0, 1, 1}, both[5] = {0, 0, 1, 1, 0};
    assert_true(contains(f, n, ctn_classic_offer_action(give, want)));
    assert_false(contains(f, n, ctn_classic_offer_action(give, both))); /* wool on both sides */
    assert_false(contains(f, n, ctn_classic_offer_action(want, give))); /* not held */

    /* a full hand: every pair of disjoint non-empty sides of at most 4 cards (4000) */
    set_hand(f, 0, 4, 4, 4, 4, 4);
    n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(count_type(f, n, CL_A_OFFER), 4000);
    assert_no_duplicates(f, n);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_OFFER), 0);
}

static void test_trade_answer_and_confirm(void **state) {
    fixture *f = *state;
    main_phase(f, 0);
    f->s.phase = CL_PHASE_TRADE_ANSWER;
    f->s.offer_give[CTN_WOOL] = 1;
    f->s.offer_want[CTN_ORE] = 2;
    f->s.offer_answer[0] = CL_ANSWER_NOT_ASKED;
    f->s.offer_answer[1] = CL_ANSWER_PENDING;
    f->s.offer_answer[2] = CL_ANSWER_PENDING;
    f->s.offer_answer[3] = CL_ANSWER_DECLINE;
    set_hand(f, 0, 0, 0, 1, 0, 0);
    set_hand(f, 1, 0, 0, 0, 0, 2);
    set_hand(f, 2, 0, 0, 0, 0, 1);
    set_hand(f, 3, 0, 0, 0, 0, 5);
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);
    int n = oracle(f, 1, CTN_LEGAL_ALL);
    assert_int_equal(n, 2);
    assert_true(contains(f, n, CL_ACT(CL_A_ACCEPT, 0, 0)));
    assert_true(contains(f, n, CL_ACT(CL_A_DECLINE, 0, 0)));
    n = oracle(f, 2, CTN_LEGAL_ALL);
    assert_int_equal(n, 1);
    assert_true(contains(f, n, CL_ACT(CL_A_DECLINE, 0, 0)));
    assert_int_equal(oracle(f, 3, CTN_LEGAL_ALL), 0);
    f->s.offer_answer[0] = CL_ANSWER_PENDING; /* the offerer never answers his own offer */
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);
    f->s.offer_answer[0] = CL_ANSWER_NOT_ASKED;

    f->s.phase = CL_PHASE_TRADE_CONFIRM;
    f->s.offer_answer[1] = CL_ANSWER_ACCEPT;
    f->s.offer_answer[2] = CL_ANSWER_DECLINE;
    f->s.offer_answer[3] = CL_ANSWER_ACCEPT;
    n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, 3);
    assert_true(contains(f, n, CL_ACT(CL_A_CONFIRM, 1, 0)));
    assert_true(contains(f, n, CL_ACT(CL_A_CONFIRM, 3, 0)));
    assert_true(contains(f, n, CL_ACT(CL_A_CANCEL, 0, 0)));
    for (int p = 1; p < 4; p++) assert_int_equal(oracle(f, p, CTN_LEGAL_ALL), 0);
}

/* ---- robber and discards (§5.3, §5.4) ---- */

static void test_move_robber_victims(void **state) {
    fixture *f = *state;
    const ctn_topology *t = f->t;
    main_phase(f, 0);
    f->s.phase = CL_PHASE_MOVE_ROBBER;
    assert_int_equal(f->s.robber, 9); /* the desert, centre of the beginner board */
    /* hex 0 (0,-2): p1's settlement on its N corner (a corner of hex 0 only), p2's city on its
     * S corner (shared with two more hexes) */
    int north = t->hex_vertex[0][CTN_CORNER_N], south = t->hex_vertex[0][CTN_CORNER_S];
    cl_set_add(&f->s.settlements[1], (unsigned)north);
    cl_set_add(&f->s.cities[2], (unsigned)south);
    set_hand(f, 1, 0, 1, 0, 0, 0);
    int n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, t->num_hexes - 1); /* p2 holds nothing: one action a hex */
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 0, 2)));
    assert_false(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 0, 0)));
    assert_false(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 0, 3)));
    for (int i = 0; i < n; i++) {
        assert_int_equal(CL_ACT_TYPE(f->list[i]), CL_A_MOVE_ROBBER);
        assert_true(CL_ACT_ARG0(f->list[i]) != 9);
    }

    set_hand(f, 2, 0, 0, 0, 0, 1);
    n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, t->num_hexes - 1 + 1); /* hex 0 now has two victims */
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 0, 2)));
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 0, 3)));
    int hex_sw = t->vertex_hex[south][0] == 0 ? t->vertex_hex[south][1] : t->vertex_hex[south][0];
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, hex_sw, 3)));
    assert_false(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, hex_sw, 0)));

    /* the robber's own hex is never a target; the mover is never his own victim */
    f->s.robber = 0;
    cl_set_add(&f->s.settlements[0], (unsigned)t->hex_vertex[18][CTN_CORNER_S]);
    set_hand(f, 0, 3, 0, 0, 0, 0);
    n = oracle(f, 0, CTN_LEGAL_ALL);
    for (int i = 0; i < n; i++) assert_true(CL_ACT_ARG0(f->list[i]) != 0);
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 18, 0)));
    assert_false(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 18, 1)));
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 9, 0)));
    assert_int_equal(oracle(f, 1, CTN_LEGAL_ALL), 0);
}

/* Counts the complete discard sequences of player p from the oracle alone, stepping the state by
 * hand as the rules say (a card leaves the hand, the debt falls, later cards must not come before).
 */
static long discard_sequences(fixture *f, int p) {
    if (f->s.discard_owed[p] == 0) return 1;
    ctn_action list[CTN_RESOURCE_COUNT + 1];
    int n =
        ctn_classic_rules.oracle_actions(f->g, (const ctn_state *)&f->s, p, CTN_LEGAL_ALL, list);
    assert_true(n <= CTN_RESOURCE_COUNT);
    long total = 0;
    for (int i = 0; i < n; i++) {
        int r = CL_ACT_ARG0(list[i]);
        assert_int_equal(CL_ACT_TYPE(list[i]), CL_A_DISCARD);
        ctn_classic_state saved = f->s;
        f->s.hand[p][r]--;
        f->s.discard_owed[p]--;
        f->s.discard_floor[p] = (uint8_t)r;
        total += discard_sequences(f, p);
        f->s = saved;
    }
    return total;
}

static void test_discards(void **state) {
    fixture *f = *state;
    main_phase(f, 0);
    f->s.phase = CL_PHASE_DISCARD;
    set_hand(f, 1, 4, 4, 0, 0, 0);
    set_hand(f, 2, 2, 0, 2, 0, 4);
    set_hand(f, 3, 3, 5, 0, 0, 0);
    f->s.discard_owed[1] = 4;
    f->s.discard_owed[2] = 4;
    f->s.discard_owed[3] = 4;
    /* first card: any resource held whose cards and later ones cover the debt */
    int n = oracle(f, 1, CTN_LEGAL_ALL);
    assert_int_equal(n, 2);
    assert_true(contains(f, n, CL_ACT(CL_A_DISCARD, CTN_LUMBER, 0)));
    assert_true(contains(f, n, CL_ACT(CL_A_DISCARD, CTN_BRICK, 0)));
    /* after a brick, lumber may no longer follow */
    f->s.discard_floor[1] = CTN_BRICK;
    n = oracle(f, 1, CTN_LEGAL_ALL);
    assert_int_equal(n, 1);
    assert_true(contains(f, n, CL_ACT(CL_A_DISCARD, CTN_BRICK, 0)));
    f->s.discard_floor[1] = 0;
    /* 2 lumber 2 wool 4 ore owing 4: lumber, wool and ore all start a valid discard */
    assert_int_equal(oracle(f, 2, CTN_LEGAL_ALL), 3);
    /* whole sequences are the ways to choose the cards: 8 cards of two kinds owing 4 -> 5 ways */
    assert_int_equal(discard_sequences(f, 1), 5);
    /* 2 + 2 + 4 owing 4: lumber 0..2, wool 0..2, ore the rest: 9 */
    assert_int_equal(discard_sequences(f, 2), 9);
    /* 3 lumber and 5 brick owing 4: lumber 0..3 */
    assert_int_equal(discard_sequences(f, 3), 4);
    /* the player on turn owes nothing and waits; chance waits too */
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);
    assert_int_equal(oracle(f, CTN_CHANCE, CTN_LEGAL_ALL), 0);
    /* 5 of each owing 12: the vectors of five counts 0..5 summing to 12:
     * C(16,4) - 5 C(10,4) + 10 C(4,4) = 780 by inclusion-exclusion */
    set_hand(f, 1, 5, 5, 5, 5, 5);
    f->s.discard_owed[1] = 12;
    assert_int_equal(discard_sequences(f, 1), 780);
    /* a huge hand still gives at most five choices a step: 19 of each owing 47 may start with
     * lumber (95 cards cover it), brick (76) or wool (57), not grain (38) or ore (19) */
    set_hand(f, 1, 19, 19, 19, 19, 19);
    f->s.discard_owed[1] = 47;
    n = oracle(f, 1, CTN_LEGAL_ALL);
    assert_int_equal(n, 3);
    assert_false(contains(f, n, CL_ACT(CL_A_DISCARD, CTN_GRAIN, 0)));
}

/* ---- development cards (§8) ---- */

static void test_pre_roll_and_dev_cards(void **state) {
    fixture *f = *state;
    main_phase(f, 0);
    f->s.phase = CL_PHASE_PRE_ROLL;
    f->s.rolled = 0;
    int n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, 1);
    assert_true(contains(f, n, CL_ACT(CL_A_ROLL, 0, 0)));
    assert_int_equal(oracle(f, 1, CTN_LEGAL_ALL), 0);

    f->s.dev_hand[0][CL_DEV_KNIGHT] = 1;
    f->s.dev_hand[0][CL_DEV_VICTORY_POINT] = 2;
    f->s.dev_hand[0][CL_DEV_YEAR_OF_PLENTY] = 1;
    f->s.dev_hand[0][CL_DEV_MONOPOLY] = 1;
    f->s.dev_hand[0][CL_DEV_ROAD_BUILDING] = 1;
    /* roll, knight, 15 year-of-plenty pairs, 5 monopolies; no road: no road building */
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 1 + 1 + 15 + 5);
    cl_set_add(&f->s.settlements[0], (unsigned)inland_vertex(f->t));
    n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, 1 + 1 + 15 + 5 + 1);
    assert_true(contains(f, n, CL_ACT(CL_A_PLAY_ROAD_BUILDING, 0, 0)));
    assert_true(contains(f, n, CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, CTN_WOOL, CTN_WOOL)));
    assert_false(contains(f, n, CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, CTN_ORE, CTN_WOOL)));

    f->s.bank[CTN_ORE] = 1; /* (ore, ore) is gone */
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_ALL), CL_A_PLAY_YEAR_OF_PLENTY), 14);
    f->s.bank[CTN_ORE] = 0; /* every pair with ore is gone */
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_ALL), CL_A_PLAY_YEAR_OF_PLENTY), 10);

    /* cards bought in this turn part cannot be played; one card per turn part */
    f->s.dev_new[0][CL_DEV_KNIGHT] = 1;
    f->s.dev_new[0][CL_DEV_MONOPOLY] = 1;
    n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(count_type(f, n, CL_A_PLAY_KNIGHT) + count_type(f, n, CL_A_PLAY_MONOPOLY), 0);
    f->s.dev_hand[0][CL_DEV_KNIGHT] = 2;
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_ALL), CL_A_PLAY_KNIGHT), 1);
    f->s.dev_played = 1u << 0;
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 1);

    /* in the main phase the same cards, and buying needs a card left to draw */
    main_phase(f, 0);
    f->s.dev_played = 0;
    f->s.bank[CTN_ORE] = 19;
    set_hand(f, 0, 0, 0, 1, 1, 1);
    n = oracle(f, 0, CTN_LEGAL_NO_OFFERS);
    assert_int_equal(count_type(f, n, CL_A_BUY_DEV), 1);
    assert_int_equal(count_type(f, n, CL_A_PLAY_KNIGHT), 1);
    assert_int_equal(count_type(f, n, CL_A_PLAY_ROAD_BUILDING), 1);
    memset(f->s.dev_deck, 0, sizeof f->s.dev_deck);
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_BUY_DEV), 0);
    f->s.dev_bottom[0] = CL_DEV_MONOPOLY;
    f->s.dev_bottom_len = 1;
    assert_int_equal(count_type(f, oracle(f, 0, CTN_LEGAL_NO_OFFERS), CL_A_BUY_DEV), 1);
}

static void test_road_building_phase(void **state) {
    fixture *f = *state;
    int v = vertex_with_degree(f->t, 2);
    cl_set_add(&f->s.settlements[0], (unsigned)v);
    main_phase(f, 0);
    f->s.phase = CL_PHASE_ROAD_BUILDING;
    f->s.free_roads = 2;
    int n = oracle(f, 0, CTN_LEGAL_ALL);
    assert_int_equal(n, 2);
    assert_int_equal(count_type(f, n, CL_A_BUILD_ROAD), 2);
    /* the fifteenth road piece is the last (the others laid anywhere away from v) */
    for (int e = 0; e < f->t->num_edges && cl_roads_left(&f->s, 0) > 1; e++)
        if (f->t->edge_vertex[e][0] != v && f->t->edge_vertex[e][1] != v)
            cl_set_add(&f->s.roads[0], (unsigned)e);
    assert_true(count_type(f, oracle(f, 0, CTN_LEGAL_ALL), CL_A_BUILD_ROAD) >= 2);
    int last = edge_between(f->t, v, f->t->vertex_vertex[v][0]);
    cl_set_add(&f->s.roads[0], (unsigned)last);
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);
    /* no free road left, nothing to do (the phase should have ended) */
    cl_set_del(&f->s.roads[0], (unsigned)last);
    f->s.free_roads = 0;
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);
}

/* ---- 5–6 player turn parts (§9) ---- */

static void test_special_build(void **state) {
    fixture *f = *state;
    int v = vertex_with_degree(f->t, 2);
    cl_set_add(&f->s.settlements[1], (unsigned)v);
    main_phase(f, 0);
    f->s.phase = CL_PHASE_SPECIAL_BUILD;
    f->s.context = CL_CTX_SPECIAL_BUILD;
    f->s.actor = 1;
    f->s.dev_hand[1][CL_DEV_KNIGHT] = 1;
    set_hand(f, 1, 5, 5, 5, 5, 5);
    int n = oracle(f, 1, CTN_LEGAL_ALL);
    /* end_turn, 2 roads, a city, buy_dev; no trade, no settlement (no road), no card play */
    assert_int_equal(n, 1 + 2 + 1 + 1);
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);

    f->s.phase = CL_PHASE_PAIRED;
    f->s.context = CL_CTX_PAIRED;
    n = oracle(f, 1, CTN_LEGAL_ALL);
    /* and bank trades (5 × 4 at 4:1) and the knight; still no offers */
    assert_int_equal(n, 1 + 2 + 1 + 1 + 20 + 1);
    assert_int_equal(count_type(f, n, CL_A_OFFER), 0);
}

/* ---- a player's own actions in his view of the state (cl_observe) ---- */

static void test_views(void **state) {
    fixture *f = *state;
    static cl_state view;
    const ctn_topology *t = f->t;
    main_phase(f, 0);
    f->s.phase = CL_PHASE_MOVE_ROBBER;
    cl_set_add(&f->s.settlements[1], t->hex_vertex[0][CTN_CORNER_N]);
    set_hand(f, 1, 0, 1, 0, 0, 0);
    ctn_classic_derive(f->g, (ctn_state *)&f->s);
    ctn_game_observe(f->g, (const ctn_state *)&f->s, 0, (ctn_state *)&view);
    assert_int_equal(view.hand[1][CTN_BRICK], 0); /* hidden: only its size is known */
    int n = cl_oracle_actions(f->g, (const ctn_state *)&view, 0, CTN_LEGAL_ALL, f->list);
    assert_int_equal(n, t->num_hexes - 1);
    assert_true(contains(f, n, CL_ACT(CL_A_MOVE_ROBBER, 0, 2)));

    /* the deck's composition is hidden, its size is not: buying stays legal */
    main_phase(f, 0);
    set_hand(f, 0, 0, 0, 1, 1, 1);
    ctn_game_observe(f->g, (const ctn_state *)&f->s, 0, (ctn_state *)&view);
    n = cl_oracle_actions(f->g, (const ctn_state *)&view, 0, CTN_LEGAL_NO_OFFERS, f->list);
    assert_int_equal(n, 2);
    assert_true(contains(f, n, CL_ACT(CL_A_BUY_DEV, 0, 0)));
}

/* ---- chance and the end (§4, §5.4, §8, §10) ---- */

static void test_chance(void **state) {
    fixture *f = *state;
    main_phase(f, 0);
    f->s.phase = CL_PHASE_ROLL;
    int n = oracle(f, CTN_CHANCE, CTN_LEGAL_ALL);
    assert_int_equal(n, 11);
    for (int sum = 2; sum <= 12; sum++) assert_true(contains(f, n, CL_ACT(CL_A_DICE, sum, 0)));
    assert_int_equal(oracle(f, 0, CTN_LEGAL_ALL), 0);

    f->s.phase = CL_PHASE_STEAL;
    f->s.robber_victim = 2;
    set_hand(f, 2, 0, 3, 0, 1, 0);
    n = oracle(f, CTN_CHANCE, CTN_LEGAL_ALL);
    assert_int_equal(n, 2);
    assert_true(contains(f, n, CL_ACT(CL_A_STEAL, CTN_BRICK, 0)));
    assert_true(contains(f, n, CL_ACT(CL_A_STEAL, CTN_GRAIN, 0)));

    f->s.phase = CL_PHASE_DEV_DRAW;
    assert_int_equal(oracle(f, CTN_CHANCE, CTN_LEGAL_ALL), CL_DEV_COUNT);
    memset(f->s.dev_deck, 0, sizeof f->s.dev_deck);
    f->s.dev_deck[CL_DEV_VICTORY_POINT] = 1;
    n = oracle(f, CTN_CHANCE, CTN_LEGAL_ALL);
    assert_int_equal(n, 1);
    assert_true(contains(f, n, CL_ACT(CL_A_DRAW_DEV, CL_DEV_VICTORY_POINT, 0)));
    f->s.dev_deck[CL_DEV_VICTORY_POINT] = 0;
    f->s.dev_bottom[0] = CL_DEV_YEAR_OF_PLENTY;
    f->s.dev_bottom[1] = CL_DEV_MONOPOLY;
    f->s.dev_bottom_len = 2;
    n = oracle(f, CTN_CHANCE, CTN_LEGAL_ALL);
    assert_int_equal(n, 1);
    assert_true(contains(f, n, CL_ACT(CL_A_DRAW_DEV, CL_DEV_YEAR_OF_PLENTY, 0)));

    f->s.phase = CL_PHASE_GAME_OVER;
    for (int p = 0; p < 4; p++) assert_int_equal(oracle(f, p, CTN_LEGAL_ALL), 0);
    assert_int_equal(oracle(f, CTN_CHANCE, CTN_LEGAL_ALL), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_first_settlement, setup, teardown),
        cmocka_unit_test_setup_teardown(test_setup_road, setup, teardown),
        cmocka_unit_test_setup_teardown(test_second_settlement_distance_rule, setup, teardown),
        cmocka_unit_test_setup_teardown(test_roads_stop_at_opponent_building, setup, teardown),
        cmocka_unit_test_setup_teardown(test_settlements_cities_and_limits, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bank_trade_rates, setup, teardown),
        cmocka_unit_test_setup_teardown(test_offers, setup, teardown),
        cmocka_unit_test_setup_teardown(test_trade_answer_and_confirm, setup, teardown),
        cmocka_unit_test_setup_teardown(test_move_robber_victims, setup, teardown),
        cmocka_unit_test_setup_teardown(test_discards, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pre_roll_and_dev_cards, setup, teardown),
        cmocka_unit_test_setup_teardown(test_road_building_phase, setup, teardown),
        cmocka_unit_test_setup_teardown(test_special_build, setup, teardown),
        cmocka_unit_test_setup_teardown(test_views, setup, teardown),
        cmocka_unit_test_setup_teardown(test_chance, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
