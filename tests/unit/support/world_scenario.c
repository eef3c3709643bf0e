/* world_scenario.c — helpers of the World Catan rules scenario tests: the test board made from
 * the shipped map new_shores_4, games with options, geometry look-ups, actions by text with
 * precise success/refusal assertions (scenario_core.c), exact legal-action sets, the round's
 * flow and card-conserving state edits. See world_scenario.h.
 */
#include "world_scenario.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario_core.h"

#include "catan/bitset.h"
#include "catan/io.h"
#include "catan/perft.h"
#include "classic_scenario.h"

/* ---- the test board ---- */

static int board_hex(const ctn_board_desc *b, int q, int r) {
    for (int h = 0; h < b->num_hexes; h++)
        if (b->hexes[h].q == q && b->hexes[h].r == r) return h;
    fail_msg("new_shores_4 has no hex (%d,%d)", q, r);
    return -1;
}

void world_test_board(ctn_board_desc *out) {
    static ctn_map map;
    static const uint8_t corners[6] = WORLD_SEVEN_CORNERS;
    ctn_error err;
    if (ctn_map_named("new_shores_4", 4, 1, &map, &err) != CTN_OK)
        fail_msg("new_shores_4: %s", err.message);
    *out = map.board;
    out->robber2 = (uint16_t)(board_hex(out, 1, -3) + 1);
    out->pirate2 = (uint16_t)(board_hex(out, -3, 0) + 1);
    int seven = board_hex(out, -3, 4);
    out->hexes[seven].terrain = CTN_SEVEN_ISLAND;
    out->hexes[seven].number = 0;
    out->num_seven = 1;
    out->seven[0].hex = (uint16_t)seven;
    memcpy(out->seven[0].corners, corners, sizeof corners);
}

/* ---- creation ---- */

world_scenario *world_new_board(int players, const ctn_board_desc *board, const char *options) {
    world_scenario *sc = calloc(1, sizeof *sc);
    assert_non_null(sc);
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    cfg.board_kind = CTN_BOARD_EXPLICIT;
    cfg.board = board;
    cs_parse_options(&ctn_world_rules, options, &cfg);
    if (ctn_game_new(&ctn_world_rules, &cfg, &sc->g, &sc->err) != CTN_OK)
        fail_msg("ctn_game_new: %s", sc->err.message);
    if (!ctn_classic_world(sc->g) || sc->g->rules->state_size != sizeof sc->s)
        fail_msg("the test board does not make a large-class World game");
    sc->t = ctn_classic_topology(sc->g);
    sc->n = players;
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, 1);
    return sc;
}

world_scenario *world_new(int players, const char *options) {
    static ctn_board_desc board;
    world_test_board(&board);
    return world_new_board(players, &board, options);
}

void world_free(world_scenario *sc) {
    if (!sc) return;
    ctn_game_free(sc->g);
    free(sc);
}

/* ---- geometry ---- */

int world_hex(const world_scenario *sc, int q, int r) {
    return scn_hex(sc->t, q, r);
}

int world_vertex(const world_scenario *sc, int q, int r, int corner) {
    return scn_vertex(sc->t, q, r, corner);
}

int world_edge(const world_scenario *sc, int q, int r, int dir) {
    return scn_edge(sc->t, q, r, dir);
}

int world_side(const world_scenario *sc, int q1, int r1, int q2, int r2) {
    return scn_side(sc->t, q1, r1, q2, r2);
}

int world_edge_between(const world_scenario *sc, int a, int b) {
    return scn_edge_between(sc->t, a, b);
}

int world_spot(const world_scenario *sc, int i) {
    static const int8_t SE_ROWS[5][3] = {/* r, first q, last q of the main island's rows */
                                         {-1, -1, 1},
                                         {0, -2, 1},
                                         {1, -3, 1},
                                         {2, -3, 0},
                                         {3, -3, -1}};
    static const int8_t EXTRA[7][3] = {{0, -1, CTN_CORNER_N},  {1, -1, CTN_CORNER_N},
                                       {-1, -1, CTN_CORNER_N}, {-1, -1, CTN_CORNER_SW},
                                       {-3, 1, CTN_CORNER_SW}, {-3, 2, CTN_CORNER_SW},
                                       {-3, 3, CTN_CORNER_SW}};
    if (i < 0 || i >= WORLD_SPOTS) fail_msg("no set-up spot %d", i);
    int k = i;
    for (int row = 0; row < 5; row++) {
        int len = SE_ROWS[row][2] - SE_ROWS[row][1] + 1;
        if (k < len) return world_vertex(sc, SE_ROWS[row][1] + k, SE_ROWS[row][0], CTN_CORNER_SE);
        k -= len;
    }
    return world_vertex(sc, EXTRA[k][0], EXTRA[k][1], EXTRA[k][2]);
}

int world_hexes_of_kind(const world_scenario *sc, int land, int except_a, int except_b, int *out) {
    int n = 0;
    for (int h = 0; h < sc->s.num_hexes; h++)
        if ((sc->s.terrain[h] != CTN_SEA) == land && h != except_a && h != except_b) out[n++] = h;
    return n;
}

/* ---- actions ---- */

static scn_target target(world_scenario *sc) {
    return (scn_target){sc->g, (ctn_state *)&sc->s, sizeof sc->s, &sc->err};
}

ctn_status world_try(world_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_try(target(sc), player, text);
}

int world_is_legal(world_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_is_legal(target(sc), player, text);
}

void world_play_at(const char *file, int line, world_scenario *sc, int player, const char *fmt,
                   ...) {
    char text[256], context[80];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    snprintf(context, sizeof context, "round %u, phase %s, actor p%d, green p%d",
             (unsigned)sc->s.turn, ctn_classic_phase_name(sc->s.phase), sc->s.actor, sc->s.current);
    scn_play(file, line, target(sc), player, text, context);
}

void world_refuse_at(const char *file, int line, world_scenario *sc, int player,
                     ctn_status expected, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    scn_refuse(file, line, target(sc), player, expected, text);
}

/* ---- legal actions ---- */

/* The exact-set assertions also ask the independent oracle (classic_oracle.c) to agree with the
 * generator, as sea_scenario's do. */
#ifndef WORLD_CHECK_ORACLE
#define WORLD_CHECK_ORACLE 1
#endif

static ctn_action legal_list[CTN_MAX_ACTIONS];

void world_assert_oracle_at(const char *file, int line, const world_scenario *sc) {
    char msg[512];
    ctn_actors actors = ctn_game_actors(sc->g, (const ctn_state *)&sc->s);
    for (int q = 0; q < sc->n; q++)
        if ((actors & (1u << q)) && ctn_oracle_compare(sc->g, (const ctn_state *)&sc->s, q,
                                                       CTN_LEGAL_NO_OFFERS, msg, sizeof msg)) {
            print_error("%s:%d: p%d: the oracle disagrees: %s\n", file, line, q, msg);
            _fail(file, line);
        }
}

static int legal(const world_scenario *sc, int p) {
    return ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_NO_OFFERS, legal_list);
}

int world_count_legal(const world_scenario *sc, int p, int type) {
    int n = legal(sc, p), k = 0;
    for (int i = 0; i < n; i++) k += type < 0 || CL_ACT_TYPE(legal_list[i]) == type;
    return k;
}

int world_legal_args(const world_scenario *sc, int p, int type, int *out, int cap) {
    int n = legal(sc, p), k = 0;
    for (int i = 0; i < n; i++) {
        if (CL_ACT_TYPE(legal_list[i]) != type) continue;
        int arg = CL_ACT_ARG0(legal_list[i]), seen = 0;
        for (int j = 0; j < k; j++) seen |= out[j] == arg;
        if (!seen && k < cap) out[k++] = arg;
    }
    return scn_sort_unique(out, k);
}

void world_assert_legal_at(const char *file, int line, const world_scenario *sc, int p, int type,
                           const int *expected, int n) {
    int have[CTN_MAX_ACTIONS];
    char what[64];
    int k = world_legal_args(sc, p, type, have, CTN_MAX_ACTIONS);
    snprintf(what, sizeof what, "p%d's legal actions of type %d are on", p, type);
    scn_assert_set(file, line, what, have, k, expected, n);
    if (WORLD_CHECK_ORACLE) world_assert_oracle_at(file, line, sc);
}

void world_assert_targets_at(const char *file, int line, const world_scenario *sc, int p, int type,
                             int arg0, const int *expected, int n) {
    int have[CTN_MAX_ACTIONS], k = 0, count = legal(sc, p);
    char what[80];
    for (int i = 0; i < count; i++)
        if (CL_ACT_TYPE(legal_list[i]) == type && CL_ACT_ARG0(legal_list[i]) == arg0)
            have[k++] = CL_ACT_ARG1(legal_list[i]);
    snprintf(what, sizeof what, "p%d's legal actions of type %d on %d have second arguments", p,
             type, arg0);
    scn_assert_set(file, line, what, have, k, expected, n);
    if (WORLD_CHECK_ORACLE) world_assert_oracle_at(file, line, sc);
}

/* ---- flow ---- */

/* The first legal action of the actor of the given type; fails the test when there is none. */
static int first_legal(const world_scenario *sc, int type, const char *what) {
    int args[CTN_MAX_ACTIONS];
    if (world_legal_args(sc, sc->s.actor, type, args, CTN_MAX_ACTIONS) == 0)
        fail_msg("p%d may place no %s now", sc->s.actor, what);
    return args[0];
}

void world_place(world_scenario *sc, int v, int ship) {
    int p = sc->s.actor;
    WORLD_PLAY(sc, p, "build_settlement v%d", v);
    while (sc->s.phase == CL_PHASE_GOLD)
        WORLD_PLAY(sc, p, "pick_gold %s",
                   ctn_resource_name(first_legal(sc, CL_A_PICK_GOLD, "pick")));
    if (ship)
        WORLD_PLAY(sc, p, "build_ship e%d", first_legal(sc, CL_A_BUILD_SHIP, "ship"));
    else
        WORLD_PLAY(sc, p, "build_road e%d", first_legal(sc, CL_A_BUILD_ROAD, "road"));
}

void world_setup_standard(world_scenario *sc) {
    while (sc->s.context == CL_CTX_SETUP) {
        int p = sc->s.actor;
        world_place(sc, world_spot(sc, sc->s.setup_step < sc->n ? p : sc->n + p), 0);
    }
    world_empty_hands(sc);
}

void world_roll(world_scenario *sc, int sum) {
    WORLD_PLAY(sc, sc->s.current, "roll");
    WORLD_PLAY(sc, CTN_CHANCE, "roll %d", sum);
}

void world_end_part(world_scenario *sc) {
    WORLD_PLAY(sc, sc->s.actor, "end_turn");
}

void world_to_phase3(world_scenario *sc) {
    while (sc->s.phase == CL_PHASE_MAIN) world_end_part(sc);
    if (sc->s.phase != CL_PHASE_SPECIAL_BUILD || sc->s.actor != sc->s.current)
        fail_msg("phase 3 did not begin with green: phase %s, actor p%d",
                 ctn_classic_phase_name(sc->s.phase), sc->s.actor);
}

void world_finish_round(world_scenario *sc, int sum) {
    uint32_t round = sc->s.turn;
    if (sc->s.phase == CL_PHASE_PRE_ROLL) world_roll(sc, sum);
    while (sc->s.turn == round && sc->s.phase != CL_PHASE_GAME_OVER) {
        if (sc->s.phase != CL_PHASE_MAIN && sc->s.phase != CL_PHASE_SPECIAL_BUILD)
            fail_msg("round %u: cannot end a part in phase %s", (unsigned)round,
                     ctn_classic_phase_name(sc->s.phase));
        world_end_part(sc);
    }
}

void world_pre_roll_of(world_scenario *sc, int green, int sum) {
    for (int i = 0; i <= sc->n; i++) {
        if (sc->s.phase == CL_PHASE_PRE_ROLL && sc->s.current == green) return;
        world_finish_round(sc, sum);
    }
    fail_msg("p%d never became green", green);
}

/* ---- edits ---- */

void world_give(world_scenario *sc, int p, int r, int n) {
    int bank = sc->s.bank[r] - n, hand = sc->s.hand[p][r] + n;
    if (bank < 0 || hand < 0)
        fail_msg("cannot move %d %s from the bank to p%d", n, ctn_resource_name(r), p);
    sc->s.bank[r] = (uint8_t)bank;
    sc->s.hand[p][r] = (uint8_t)hand;
}

void world_set_hand(world_scenario *sc, int p, int lumber, int brick, int wool, int grain,
                    int ore) {
    int want[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) world_give(sc, p, r, want[r] - sc->s.hand[p][r]);
}

void world_empty_hands(world_scenario *sc) {
    for (int p = 0; p < sc->n; p++) world_set_hand(sc, p, 0, 0, 0, 0, 0);
}

void world_give_cost(world_scenario *sc, int p, int cost) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) world_give(sc, p, r, ctn_classic_costs[cost][r]);
}

void world_give_dev(world_scenario *sc, int p, int card, int n) {
    if (sc->s.dev_deck[card] < n)
        fail_msg("the deck has only %d %s cards", sc->s.dev_deck[card], ctn_dev_card_name(card));
    sc->s.dev_deck[card] = (uint8_t)(sc->s.dev_deck[card] - n);
    sc->s.dev_hand[p][card] = (uint8_t)(sc->s.dev_hand[p][card] + n);
}

void world_drain_bank(world_scenario *sc, int p, int lumber, int brick, int wool, int grain,
                      int ore) {
    int keep[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) world_give(sc, p, r, sc->s.bank[r] - keep[r]);
}

void world_put_settlement(world_scenario *sc, int p, int v) {
    ctn_bit_set(sc->s.settlements[p].w, (unsigned)v);
}
void world_put_city(world_scenario *sc, int p, int v) {
    ctn_bit_clear(sc->s.settlements[p].w, (unsigned)v);
    ctn_bit_set(sc->s.cities[p].w, (unsigned)v);
}
void world_put_road(world_scenario *sc, int p, int e) {
    ctn_bit_set(sc->s.roads[p].w, (unsigned)e);
}
void world_put_ships(world_scenario *sc, int p, const int *path, int n) {
    for (int i = 0; i + 1 < n; i++)
        ctn_bit_set(sc->s.ships[p].w, (unsigned)world_edge_between(sc, path[i], path[i + 1]));
}

void world_derive(world_scenario *sc) {
    ctn_classic_state_l *s = &sc->s;
    ctn_classic_derive(sc->g, (ctn_state *)s);
    /* the trade route's card as building the pieces one by one would have left it (S§8): the
     * holder keeps it while (jointly) longest with at least 5, else a unique leader takes it */
    int best = 0, leaders = 0, leader = CL_NOBODY, h = s->longest_road_owner;
    for (int p = 0; p < sc->n; p++) {
        if (s->road_length[p] > best) best = s->road_length[p], leaders = 0;
        if (s->road_length[p] == best) leaders++, leader = p;
    }
    if (h == CL_NOBODY || s->road_length[h] < 5 || s->road_length[h] != best)
        s->longest_road_owner = (uint8_t)(best >= 5 && leaders == 1 ? leader : CL_NOBODY);
    WORLD_CHECK(sc);
}

/* ---- assertions and queries ---- */

void world_check_at(const char *file, int line, const world_scenario *sc) {
    char msg[512];
    if (sc->g->rules->check(sc->g, (const ctn_state *)&sc->s, msg, sizeof msg)) {
        print_error("%s:%d: invariant broken: %s\n", file, line, msg);
        _fail(file, line);
    }
}

void world_assert_hand_at(const char *file, int line, const world_scenario *sc, int p, int lumber,
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

int world_hand_total(const world_scenario *sc, int p) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += sc->s.hand[p][r];
    return n;
}

int world_bank_total(const world_scenario *sc) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += sc->s.bank[r];
    return n;
}

int world_vp(const world_scenario *sc, int p) {
    return ctn_classic_total_vp(sc->g, (const ctn_state *)&sc->s, p);
}
int world_has_settlement(const world_scenario *sc, int p, int v) {
    return ctn_bit_test(sc->s.settlements[p].w, (unsigned)v);
}
int world_has_ship(const world_scenario *sc, int p, int e) {
    return ctn_bit_test(sc->s.ships[p].w, (unsigned)e);
}

unsigned world_asked(const world_scenario *sc) {
    unsigned asked = 0;
    for (int q = 0; q < sc->n; q++)
        asked |= (unsigned)(sc->s.offer_answer[q] != CL_ANSWER_NOT_ASKED) << q;
    return asked;
}
