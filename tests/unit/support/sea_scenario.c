/* sea_scenario.c — helpers of the Seafarers rules scenario tests: the test map, games with
 * options, geometry look-ups, actions by text with precise success/refusal assertions, exact
 * legal-action sets checked against the oracle, and card-conserving state edits. See
 * sea_scenario.h.
 */
#include "sea_scenario.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario_core.h"

#include "catan/bitset.h"
#include "catan/perft.h"
#include "classic_scenario.h"

/* ---- the test map ---- */

void sea_test_board(ctn_board_desc *out) {
    enum { HOME = 1, ISLE_A, ISLE_B };
    static const ctn_hex_desc HEXES[] = {
        {0, 0, CTN_FOREST, 6, HOME},    {1, 0, CTN_HILLS, 5, HOME},
        {2, 0, CTN_SEA, 0, 0},          {3, 0, CTN_SEA, 0, 0},
        {4, 0, CTN_PASTURE, 4, ISLE_A}, {5, 0, CTN_SEA, 0, 0},
        {6, 0, CTN_FIELDS, 9, ISLE_B},  {0, 1, CTN_FIELDS, 8, HOME},
        {1, 1, CTN_GOLD, 3, HOME},      {2, 1, CTN_SEA, 0, 0},
        {3, 1, CTN_SEA, 0, 0},          {4, 1, CTN_MOUNTAINS, 10, ISLE_A},
        {5, 1, CTN_SEA, 0, 0},          {6, 1, CTN_SEA, 0, 0},
        {-1, 2, CTN_PASTURE, 3, HOME},  {0, 2, CTN_DESERT, 0, 0},
        {1, 2, CTN_SEA, 0, 0},          {2, 2, CTN_SEA, 0, 0},
        {3, 2, CTN_SEA, 0, 0},          {4, 2, CTN_SEA, 0, 0},
        {5, 2, CTN_SEA, 0, 0},
    };
    memset(out, 0, sizeof *out);
    out->num_hexes = (uint16_t)(sizeof HEXES / sizeof HEXES[0]);
    memcpy(out->hexes, HEXES, sizeof HEXES);
    out->num_areas = 3;
    snprintf(out->areas[0].name, sizeof out->areas[0].name, "home");
    out->areas[0].setup = 1;
    snprintf(out->areas[1].name, sizeof out->areas[1].name, "isle_a");
    snprintf(out->areas[2].name, sizeof out->areas[2].name, "isle_b");
    out->robber = -1; /* the desert */
    for (int i = 0; i < out->num_hexes; i++)
        if (out->hexes[i].q == 3 && out->hexes[i].r == 2) out->pirate = (uint16_t)(i + 1);
}

/* ---- creation ---- */

sea_scenario *sea_new_board(int players, const ctn_board_desc *board, const char *options) {
    sea_scenario *sc = calloc(1, sizeof *sc);
    assert_non_null(sc);
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    cfg.board_kind = CTN_BOARD_EXPLICIT;
    cfg.board = board;
    cs_parse_options(&ctn_seafarers_rules, options, &cfg);
    if (ctn_game_new(&ctn_seafarers_rules, &cfg, &sc->g, &sc->err) != CTN_OK)
        fail_msg("ctn_game_new: %s", sc->err.message);
    if (ctn_classic_size_class(sc->g) != CL_CLASS_M || sc->g->rules->state_size != sizeof sc->s)
        fail_msg("the test board does not make a medium-class game");
    sc->t = ctn_classic_topology(sc->g);
    sc->n = players;
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, 1);
    return sc;
}

sea_scenario *sea_new(int players, const char *options) {
    static ctn_board_desc board;
    sea_test_board(&board);
    return sea_new_board(players, &board, options);
}

void sea_free(sea_scenario *sc) {
    if (!sc) return;
    ctn_game_free(sc->g);
    free(sc);
}

/* ---- geometry ---- */

int sea_hex(const sea_scenario *sc, int q, int r) {
    return scn_hex(sc->t, q, r);
}

int sea_vertex(const sea_scenario *sc, int q, int r, int corner) {
    return scn_vertex(sc->t, q, r, corner);
}

int sea_edge(const sea_scenario *sc, int q, int r, int dir) {
    return scn_edge(sc->t, q, r, dir);
}

int sea_side(const sea_scenario *sc, int q1, int r1, int q2, int r2) {
    return scn_side(sc->t, q1, r1, q2, r2);
}

int sea_edge_between(const sea_scenario *sc, int a, int b) {
    return scn_edge_between(sc->t, a, b);
}

int sea_other_end(const sea_scenario *sc, int e, int v) {
    return sc->t->edge_vertex[e][0] == v ? sc->t->edge_vertex[e][1] : sc->t->edge_vertex[e][0];
}

sea_places sea_find_places(const sea_scenario *sc) {
    sea_places m;
    m.hills_gold = sea_vertex(sc, 1, 0, CTN_CORNER_SE);
    m.forest_hills = sea_vertex(sc, 0, 0, CTN_CORNER_NE);
    m.hills_ne = sea_vertex(sc, 1, 0, CTN_CORNER_NE);
    m.gold_ne = sea_vertex(sc, 1, 1, CTN_CORNER_NE);
    m.gold_se = sea_vertex(sc, 1, 1, CTN_CORNER_SE);
    m.open_sea = sea_vertex(sc, 2, 1, CTN_CORNER_N);
    m.inland = sea_vertex(sc, 1, 1, CTN_CORNER_NW);
    m.mid_inland = sea_vertex(sc, 0, 1, CTN_CORNER_SE);
    m.e_hills_sea = sea_side(sc, 1, 0, 2, 0);
    m.e_gold_sea = sea_side(sc, 1, 1, 2, 0);
    m.e_hills_gold = sea_side(sc, 1, 0, 1, 1);
    m.e_forest_out = sea_edge(sc, 0, 0, CTN_DIR_NE);
    m.e_hills_nw = sea_edge(sc, 1, 0, CTN_DIR_NW);
    m.e_hills_ne = sea_edge(sc, 1, 0, CTN_DIR_NE);
    m.e_sea_out = sea_edge(sc, 2, 0, CTN_DIR_NW);
    m.e_sea_sea = sea_side(sc, 2, 0, 2, 1);
    m.e_sea_beyond = sea_edge(sc, 2, 1, CTN_DIR_NE);
    m.e_gold_e = sea_side(sc, 1, 1, 2, 1);
    m.e_gold_sse = sea_side(sc, 1, 1, 1, 2);
    m.e_sea_sw = sea_side(sc, 2, 1, 1, 2);
    m.e_inland_a = sea_side(sc, 1, 0, 0, 1);
    m.e_inland_b = sea_side(sc, 0, 0, 0, 1);
    m.e_inland_c = sea_side(sc, 0, 1, 1, 1);
    return m;
}

/* ---- actions ---- */

static scn_target target(sea_scenario *sc) {
    return (scn_target){sc->g, (ctn_state *)&sc->s, sizeof sc->s, &sc->err};
}

ctn_status sea_try(sea_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_try(target(sc), player, text);
}

int sea_is_legal(sea_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_is_legal(target(sc), player, text);
}

void sea_play_at(const char *file, int line, sea_scenario *sc, int player, const char *fmt,
            ...) {
    char text[256], context[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    snprintf(context, sizeof context, "phase %s, actor p%d", ctn_classic_phase_name(sc->s.phase), sc->s.actor);
    scn_play(file, line, target(sc), player, text, context);
}

void sea_refuse_at(const char *file, int line, sea_scenario *sc, int player,
              ctn_status expected, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    scn_refuse(file, line, target(sc), player, expected, text);
}

/* ---- legal actions ---- */

static ctn_action legal_list[CTN_MAX_ACTIONS];

int sea_count_legal(const sea_scenario *sc, int p, int type) {
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, legal_list);
    int k = 0;
    for (int i = 0; i < n; i++) k += type < 0 || CL_ACT_TYPE(legal_list[i]) == type;
    return k;
}

int sea_legal_args(const sea_scenario *sc, int p, int type, int *out, int cap) {
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, legal_list);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (CL_ACT_TYPE(legal_list[i]) != type) continue;
        int arg = CL_ACT_ARG0(legal_list[i]), seen = 0;
        for (int j = 0; j < k; j++) seen |= out[j] == arg;
        if (!seen && k < cap) out[k++] = arg;
    }
    return scn_sort_unique(out, k);
}

void sea_assert_legal_at(const char *file, int line, const sea_scenario *sc, int p, int type,
                         const int *expected, int n) {
    int have[CTN_MAX_ACTIONS];
    char what[64];
    int k = sea_legal_args(sc, p, type, have, CTN_MAX_ACTIONS);
    snprintf(what, sizeof what, "p%d's legal actions of type %d are on", p, type);
    scn_assert_set(file, line, what, have, k, expected, n);
    sea_assert_oracle_at(file, line, sc);
}

/* A copy of sc with p's ship on e picked up (S§5), when that is legal; NULL otherwise. The
 * copy is static: one at a time. */
static sea_scenario *picked_up(const sea_scenario *sc, int p, int e) {
    static sea_scenario copy;
    ctn_action lift = CL_ACT(CL_A_MOVE_SHIP, e, 0);
    int count =
        ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, legal_list);
    int legal = 0;
    for (int i = 0; i < count; i++) legal |= legal_list[i] == lift;
    if (!legal) return NULL;
    copy = *sc;
    if (ctn_game_apply_checked(copy.g, (ctn_state *)&copy.s, p, lift, &copy.err) != CTN_OK)
        return NULL;
    return &copy;
}

void sea_assert_targets_at(const char *file, int line, const sea_scenario *sc, int p, int type,
                           int arg0, const int *expected, int n) {
    int have[CTN_MAX_ACTIONS], k = 0;
    if (type == CL_A_MOVE_SHIP) { /* the places offered once the ship is picked up */
        const sea_scenario *up = picked_up(sc, p, arg0);
        if (up) {
            k = sea_legal_args(up, p, CL_A_PLACE_SHIP, have, CTN_MAX_ACTIONS);
            sea_assert_oracle_at(file, line, up);
        }
    } else {
        int count =
            ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, legal_list);
        for (int i = 0; i < count; i++)
            if (CL_ACT_TYPE(legal_list[i]) == type && CL_ACT_ARG0(legal_list[i]) == arg0)
                have[k++] = CL_ACT_ARG1(legal_list[i]);
    }
    char what[80];
    snprintf(what, sizeof what, "p%d's legal actions of type %d from %d go to", p, type, arg0);
    scn_assert_set(file, line, what, have, k, expected, n);
    sea_assert_oracle_at(file, line, sc);
}

void sea_move_at(const char *file, int line, sea_scenario *sc, int p, int from, int to) {
    sea_play_at(file, line, sc, p, "move_ship e%d", from);
    sea_play_at(file, line, sc, p, "place_ship e%d", to);
}

void sea_refuse_place_at(const char *file, int line, sea_scenario *sc, int p, int from, int to) {
    sea_scenario *up = picked_up(sc, p, from);
    if (!up) {
        print_error("%s:%d: p%d may not pick up a ship on e%d\n", file, line, p, from);
        _fail(file, line);
    }
    sea_refuse_at(file, line, up, p, CTN_E_ILLEGAL, "place_ship e%d", to);
    sea_play_at(file, line, up, p, "cancel"); /* back, with nothing moved */
    if (up->s.phase != CL_PHASE_MAIN || !sea_has_ship(up, p, from)) {
        print_error("%s:%d: putting the ship on e%d back did not restore it\n", file, line, from);
        _fail(file, line);
    }
}

void sea_assert_oracle_at(const char *file, int line, const sea_scenario *sc) {
    char msg[512];
    ctn_actors actors = ctn_game_actors(sc->g, (const ctn_state *)&sc->s);
    for (int q = 0; q < sc->n; q++)
        if ((actors & (1u << q)) && ctn_oracle_compare(sc->g, (const ctn_state *)&sc->s, q,
                                                       CTN_LEGAL_NO_OFFERS, msg, sizeof msg)) {
            print_error("%s:%d: p%d: the oracle disagrees: %s\n", file, line, q, msg);
            _fail(file, line);
        }
}

/* ---- turn flow ---- */

static void place(sea_scenario *sc, int p, const sea_place *pl) {
    SEA_PLAY(sc, p, "build_settlement v%d", pl->vertex);
    while (sc->s.phase == CL_PHASE_GOLD) { /* the lowest resource the bank allows */
        int r[CTN_RESOURCE_COUNT];
        if (sea_legal_args(sc, p, CL_A_PICK_GOLD, r, CTN_RESOURCE_COUNT) == 0)
            fail_msg("set-up: p%d owes gold but may pick nothing", p);
        SEA_PLAY(sc, p, "pick_gold %s", ctn_resource_name(r[0]));
    }
    SEA_PLAY(sc, p, "%s e%d", pl->ship ? "build_ship" : "build_road", pl->edge);
}

void sea_setup(sea_scenario *sc, const sea_place *first, const sea_place *second) {
    int n = sc->n;
    for (int k = 0; k < 2 * n; k++) {
        int p = k < n ? k : 2 * n - 1 - k;
        place(sc, p, k < n ? &first[p] : &second[p]);
    }
}

void sea_setup_standard(sea_scenario *sc) {
    assert_int_equal(sc->n, 2);
    sea_place first[2] = {
        {sea_vertex(sc, 1, 0, CTN_CORNER_SE), sea_edge(sc, 1, 0, CTN_DIR_SE), 0},
        {sea_vertex(sc, 0, 1, CTN_CORNER_SW), sea_edge(sc, 0, 1, CTN_DIR_W), 0},
    };
    sea_place second[2] = {
        {sea_vertex(sc, 0, 0, CTN_CORNER_NE), sea_edge(sc, 0, 0, CTN_DIR_E), 0},
        {sea_vertex(sc, -1, 2, CTN_CORNER_SE), sea_edge(sc, -1, 2, CTN_DIR_E), 0},
    };
    sea_setup(sc, first, second);
    sea_set_hand(sc, 0, 0, 0, 0, 0, 0);
    sea_set_hand(sc, 1, 0, 0, 0, 0, 0);
}

void sea_setup_auto(sea_scenario *sc) {
    ctn_action list[CTN_MAX_ACTIONS];
    while (sc->s.phase == CL_PHASE_SETUP_SETTLEMENT || sc->s.phase == CL_PHASE_SETUP_ROAD ||
           (sc->s.phase == CL_PHASE_GOLD && sc->s.context == CL_CTX_SETUP)) {
        int p = sc->s.actor;
        int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, list);
        if (n == 0) fail_msg("set-up: no legal action for p%d", p);
        ctn_error err;
        if (ctn_game_apply_checked(sc->g, (ctn_state *)&sc->s, p, list[0], &err) != CTN_OK)
            fail_msg("set-up: %s", err.message);
    }
}

void sea_roll(sea_scenario *sc, int sum) {
    SEA_PLAY(sc, sc->s.current, "roll");
    SEA_PLAY(sc, CTN_CHANCE, "roll %d", sum);
}

void sea_turn_of(sea_scenario *sc, int p, int sum) {
    for (;;) {
        if (sc->s.phase == CL_PHASE_PRE_ROLL) sea_roll(sc, sum);
        if (sc->s.current == p && sc->s.phase == CL_PHASE_MAIN && sc->s.context == CL_CTX_TURN)
            return;
        if (sc->s.phase == CL_PHASE_GAME_OVER) fail_msg("the game ended before p%d's turn", p);
        SEA_PLAY(sc, sc->s.actor, "end_turn");
    }
}

void sea_pre_roll_of(sea_scenario *sc, int p, int sum) {
    for (;;) {
        if (sc->s.phase == CL_PHASE_PRE_ROLL && sc->s.current == p) return;
        if (sc->s.phase == CL_PHASE_GAME_OVER) fail_msg("the game ended before p%d's turn", p);
        if (sc->s.phase == CL_PHASE_PRE_ROLL)
            sea_roll(sc, sum);
        else
            SEA_PLAY(sc, sc->s.actor, "end_turn");
    }
}

/* ---- edits ---- */

void sea_give(sea_scenario *sc, int p, int r, int n) {
    int bank = sc->s.bank[r] - n, hand = sc->s.hand[p][r] + n;
    if (bank < 0 || hand < 0)
        fail_msg("cannot move %d %s from the bank to p%d", n, ctn_resource_name(r), p);
    sc->s.bank[r] = (uint8_t)bank;
    sc->s.hand[p][r] = (uint8_t)hand;
}

void sea_set_hand(sea_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore) {
    int want[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) sea_give(sc, p, r, want[r] - sc->s.hand[p][r]);
}

void sea_give_cost(sea_scenario *sc, int p, int cost) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) sea_give(sc, p, r, ctn_classic_costs[cost][r]);
}

void sea_give_dev(sea_scenario *sc, int p, int card, int n) {
    if (sc->s.dev_deck[card] < n)
        fail_msg("the deck has only %d %s cards", sc->s.dev_deck[card], ctn_dev_card_name(card));
    sc->s.dev_deck[card] = (uint8_t)(sc->s.dev_deck[card] - n);
    sc->s.dev_hand[p][card] = (uint8_t)(sc->s.dev_hand[p][card] + n);
}

void sea_drain_bank(sea_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore) {
    int keep[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) sea_give(sc, p, r, sc->s.bank[r] - keep[r]);
}

void sea_put_settlement(sea_scenario *sc, int p, int v) {
    ctn_bit_set(sc->s.settlements[p].w, (unsigned)v);
}
void sea_put_city(sea_scenario *sc, int p, int v) {
    ctn_bit_clear(sc->s.settlements[p].w, (unsigned)v);
    ctn_bit_set(sc->s.cities[p].w, (unsigned)v);
}
void sea_put_road(sea_scenario *sc, int p, int e) {
    ctn_bit_set(sc->s.roads[p].w, (unsigned)e);
}
void sea_put_ship(sea_scenario *sc, int p, int e) {
    ctn_bit_set(sc->s.ships[p].w, (unsigned)e);
}
void sea_put_ships(sea_scenario *sc, int p, const int *path, int n) {
    for (int i = 0; i + 1 < n; i++) sea_put_ship(sc, p, sea_edge_between(sc, path[i], path[i + 1]));
}
void sea_put_roads(sea_scenario *sc, int p, const int *path, int n) {
    for (int i = 0; i + 1 < n; i++) sea_put_road(sc, p, sea_edge_between(sc, path[i], path[i + 1]));
}

void sea_derive(sea_scenario *sc) {
    ctn_classic_state_m *s = &sc->s;
    ctn_classic_derive(sc->g, (ctn_state *)s);
    /* the trade route's card as building the pieces one by one would have left it (§6.1): the
     * holder keeps it while (jointly) longest with at least 5, else a unique leader takes it */
    int best = 0, leaders = 0, leader = CL_NOBODY, h = s->longest_road_owner;
    for (int p = 0; p < sc->n; p++) {
        if (s->road_length[p] > best) best = s->road_length[p], leaders = 0;
        if (s->road_length[p] == best) leaders++, leader = p;
    }
    if (h == CL_NOBODY || s->road_length[h] < 5 || s->road_length[h] != best)
        s->longest_road_owner = (uint8_t)(best >= 5 && leaders == 1 ? leader : CL_NOBODY);
    SEA_CHECK(sc);
}

/* ---- assertions and queries ---- */

void sea_check_at(const char *file, int line, const sea_scenario *sc) {
    char msg[512];
    if (sc->g->rules->check(sc->g, (const ctn_state *)&sc->s, msg, sizeof msg)) {
        print_error("%s:%d: invariant broken: %s\n", file, line, msg);
        _fail(file, line);
    }
}

void sea_assert_hand_at(const char *file, int line, const sea_scenario *sc, int p, int lumber,
                        int brick, int wool, int grain, int ore) {
    const int want[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    const uint8_t *have = sc->s.hand[p];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (have[r] != want[r]) {
            print_error("%s:%d: hand of p%d is {%d %d %d %d %d}, expected {%d %d %d %d %d} "
                        "(lumber brick wool grain ore)\n",
                        file, line, p, have[0], have[1], have[2], have[3], have[4], want[0],
                        want[1], want[2], want[3], want[4]);
            _fail(file, line);
        }
}

uint64_t sea_hash(const sea_scenario *sc) {
    return ctn_state_hash(sc->g, (const ctn_state *)&sc->s);
}

int sea_hand_total(const sea_scenario *sc, int p) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += sc->s.hand[p][r];
    return n;
}

int sea_bank_total(const sea_scenario *sc) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += sc->s.bank[r];
    return n;
}

int sea_vp(const sea_scenario *sc, int p) {
    return ctn_classic_total_vp(sc->g, (const ctn_state *)&sc->s, p);
}
int sea_public_vp(const sea_scenario *sc, int p) {
    return ctn_classic_public_vp(sc->g, (const ctn_state *)&sc->s, p);
}
int sea_route(const sea_scenario *sc, int p) {
    return sc->s.road_length[p];
}
int sea_has_ship(const sea_scenario *sc, int p, int e) {
    return ctn_bit_test(sc->s.ships[p].w, (unsigned)e);
}
int sea_has_road(const sea_scenario *sc, int p, int e) {
    return ctn_bit_test(sc->s.roads[p].w, (unsigned)e);
}
int sea_ship_count(const sea_scenario *sc, int p) {
    return (int)ctn_bits_count(sc->s.ships[p].w, CL_M_SET_WORDS);
}
