/* test_world_rules_components.c — scenario tests of docs/rules/world.md W§1 (and W§11's
 * defaults): the bank of 48 cards a resource, the 62 development cards without monopolies, 15
 * roads, 15 ships, 5 settlements and 4 cities a player, two robbers, two pirates and 28 discovery
 * tokens; the game refuses fewer than 8 or more than 12 players and any board but a map, with a
 * clear message; the texts of move_robber2 and move_pirate2 read back as the same actions; a
 * state in the middle of a 7 reads back from its JSON with the 7-island and every World field.
 *
 * On the test board of world_scenario.h, and once on the shipped world map.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "world_scenario.h"

#include "catan/bitset.h"
#include "catan/io.h"

/* ---- the supply ---- */

static void test_bank_deck_bandits_tokens(void **state) {
    (void)state;
    for (int n = 8; n <= 12; n += 2) {
        world_scenario *sc = world_new(n, "");
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) assert_int_equal(sc->s.bank[r], 48);
        assert_int_equal(sc->s.dev_deck[CL_DEV_KNIGHT], 40);
        assert_int_equal(sc->s.dev_deck[CL_DEV_VICTORY_POINT], 10);
        assert_int_equal(sc->s.dev_deck[CL_DEV_ROAD_BUILDING], 6);
        assert_int_equal(sc->s.dev_deck[CL_DEV_YEAR_OF_PLENTY], 6);
        assert_int_equal(sc->s.dev_deck[CL_DEV_MONOPOLY], 0);
        assert_int_equal(sc->s.robber, world_hex(sc, -1, -1));
        assert_int_equal(sc->s.robber2, world_hex(sc, 1, -3));
        assert_int_equal(sc->s.pirate, world_hex(sc, 4, 0));
        assert_int_equal(sc->s.pirate2, world_hex(sc, -3, 0));
        assert_int_equal(sc->s.tokens_left, 28);
        world_free(sc);
    }
}

static void test_defaults_twelve_points_one_a_token(void **state) {
    (void)state;
    const ctn_ruleset *r = &ctn_world_rules;
    assert_int_equal(r->options[ctn_option_index(r, "vp_to_win")].default_value, 12);
    assert_int_equal(r->options[ctn_option_index(r, "island_bonus")].default_value, 1);
    assert_int_equal(r->options[ctn_option_index(r, "discovery_tokens")].default_value, 28);
    assert_int_equal(r->options[ctn_option_index(r, "pirate_blocks_buildings")].default_value, 1);
    /* Seafarers keeps its own: 10 points, no bonus, and no World options */
    const ctn_ruleset *sf = &ctn_seafarers_rules;
    assert_int_equal(sf->options[ctn_option_index(sf, "vp_to_win")].default_value, 10);
    assert_int_equal(ctn_option_index(sf, "discovery_tokens"), -1);
}

/* Seat 0 after the standard set-up, in his part of phase 3 of round 1. */
static world_scenario *in_phase3(void) {
    world_scenario *sc = world_new(8, "");
    world_setup_standard(sc);
    world_roll(sc, 2); /* what it pays goes back to the bank */
    world_empty_hands(sc);
    world_to_phase3(sc);
    return sc;
}

static void test_five_settlements(void **state) {
    (void)state;
    world_scenario *sc = in_phase3();
    int target = world_spot(sc, 19);
    for (int i = 16; i <= 18; i++) world_put_settlement(sc, 0, world_spot(sc, i));
    world_put_road(sc, 0, world_edge(sc, 0, -1, CTN_DIR_NW)); /* (0,-1) N to NW */
    world_derive(sc);
    world_give_cost(sc, 0, CL_COST_SETTLEMENT);
    WORLD_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_SETTLEMENT); /* five on the board */
    WORLD_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", target);
    world_put_city(sc, 0, world_spot(sc, 16)); /* a settlement back in his supply */
    world_derive(sc);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_BUILD_SETTLEMENT, target);
    world_free(sc);
}

static void test_four_cities(void **state) {
    (void)state;
    world_scenario *sc = in_phase3();
    for (int i = 16; i <= 19; i++) world_put_city(sc, 0, world_spot(sc, i));
    world_derive(sc);
    world_give_cost(sc, 0, CL_COST_CITY);
    WORLD_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_CITY); /* four on the board */
    ctn_bit_clear(sc->s.cities[0].w, (unsigned)world_spot(sc, 19));
    world_derive(sc);
    WORLD_ASSERT_LEGAL(sc, 0, CL_A_BUILD_CITY, world_spot(sc, 0), world_spot(sc, 8));
    world_free(sc);
}

/* True when a road or ship of anybody touches vertex v. */
static int piece_at(const world_scenario *sc, int v) {
    for (int k = 0; k < sc->t->vertex_degree[v]; k++)
        for (int q = 0; q < sc->n; q++) {
            unsigned e = sc->t->vertex_edge[v][k];
            if (ctn_bit_test(sc->s.roads[q].w, e) || ctn_bit_test(sc->s.ships[q].w, e)) return 1;
        }
    return 0;
}

/* Puts `count` more of seat p's roads (ships: ships, on open sea) on edges touching no building
 * and no other road or ship, so that they join nothing and make no long route. */
static void put_far_pieces(world_scenario *sc, int p, int ships, int count) {
    for (int e = 0; e < sc->t->num_edges && count > 0; e++) {
        int land = 0; /* a road needs land on a side, a ship here sea on both */
        for (int k = 0; k < 2; k++) {
            int h = sc->t->edge_hex[e][k];
            land |= h != CTN_NONE && sc->s.terrain[h] != CTN_SEA;
        }
        int near = 0;
        for (int k = 0; k < 2; k++) {
            int v = sc->t->edge_vertex[e][k];
            near |= sc->s.vertex_owner[v] != 0 || piece_at(sc, v);
        }
        if (near || (ships ? land : !land)) continue;
        ctn_bit_set(ships ? sc->s.ships[p].w : sc->s.roads[p].w, (unsigned)e);
        count--;
    }
    if (count) fail_msg("no room for the pieces");
    world_derive(sc);
}

static void test_fifteen_roads(void **state) {
    (void)state;
    world_scenario *sc = in_phase3();
    put_far_pieces(sc, 0, 0, 12); /* 2 from the set-up: 14 */
    world_give_cost(sc, 0, CL_COST_ROAD);
    assert_true(world_count_legal(sc, 0, CL_A_BUILD_ROAD) > 0);
    put_far_pieces(sc, 0, 0, 1); /* 15 */
    WORLD_ASSERT_NONE_LEGAL(sc, 0, CL_A_BUILD_ROAD);
    world_free(sc);
}

static void test_fifteen_ships(void **state) {
    (void)state;
    world_scenario *sc = in_phase3();
    WORLD_PLAY(sc, 0, "end_turn"); /* seat 3 holds the coastal spot 11, (1,1) SE */
    WORLD_PLAY(sc, 1, "end_turn");
    WORLD_PLAY(sc, 2, "end_turn");
    assert_int_equal(sc->s.actor, 3);
    put_far_pieces(sc, 3, 1, 14);
    world_give_cost(sc, 3, CL_COST_SHIP);
    assert_true(world_count_legal(sc, 3, CL_A_BUILD_SHIP) > 0);
    put_far_pieces(sc, 3, 1, 1); /* 15 */
    WORLD_ASSERT_NONE_LEGAL(sc, 3, CL_A_BUILD_SHIP);
    world_free(sc);
}

/* ---- the game's limits ---- */

static ctn_status try_new(int players, ctn_board_kind kind, const ctn_board_desc *board,
                          const ctn_ruleset *rules, ctn_error *err) {
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    cfg.board_kind = kind;
    cfg.board = board;
    ctn_game *g = NULL;
    memset(err, 0, sizeof *err);
    ctn_status st = ctn_game_new(rules, &cfg, &g, err);
    ctn_game_free(g);
    return st;
}

static void assert_message_has(const ctn_error *err, const char *part) {
    if (!strstr(err->message, part)) fail_msg("message '%s' lacks '%s'", err->message, part);
}

static void test_eight_to_twelve_players(void **state) {
    (void)state;
    static ctn_board_desc board;
    ctn_error err;
    world_test_board(&board);
    static const int REFUSED[] = {2, 4, 6, 7, 13};
    for (size_t i = 0; i < sizeof REFUSED / sizeof *REFUSED; i++) {
        assert_int_equal(try_new(REFUSED[i], CTN_BOARD_EXPLICIT, &board, &ctn_world_rules, &err),
                         CTN_E_ARGUMENT);
        assert_message_has(&err, "8 to 12 players");
    }
    for (int n = 8; n <= 12; n++)
        assert_int_equal(try_new(n, CTN_BOARD_EXPLICIT, &board, &ctn_world_rules, &err), CTN_OK);
}

static void test_played_on_a_map_only(void **state) {
    (void)state;
    ctn_error err;
    static const ctn_board_kind KINDS[] = {CTN_BOARD_DEFAULT, CTN_BOARD_RANDOM, CTN_BOARD_BEGINNER};
    for (size_t i = 0; i < sizeof KINDS / sizeof *KINDS; i++) {
        assert_int_equal(try_new(8, KINDS[i], NULL, &ctn_world_rules, &err), CTN_E_BOARD);
        assert_message_has(&err, "map");
    }
}

static void test_bad_world_boards(void **state) {
    (void)state;
    static ctn_board_desc board, good;
    ctn_error err;
    world_test_board(&good);
    board = good; /* the second robber at sea */
    board.robber2 = (uint16_t)(board.pirate2 + 0);
    assert_int_equal(try_new(8, CTN_BOARD_EXPLICIT, &board, &ctn_world_rules, &err), CTN_E_BOARD);
    assert_message_has(&err, "second robber");
    board = good; /* the second pirate on land */
    board.pirate2 = (uint16_t)(board.robber2 + 0);
    assert_int_equal(try_new(8, CTN_BOARD_EXPLICIT, &board, &ctn_world_rules, &err), CTN_E_BOARD);
    assert_message_has(&err, "second pirate");
    board = good; /* a 7-island without its corners */
    board.num_seven = 0;
    assert_int_equal(try_new(8, CTN_BOARD_EXPLICIT, &board, &ctn_world_rules, &err), CTN_E_BOARD);
    assert_message_has(&err, "seven_island");
    board = good; /* a corner printed with the desert */
    board.seven[0].corners[2] = CTN_DESERT;
    assert_int_equal(try_new(8, CTN_BOARD_EXPLICIT, &board, &ctn_world_rules, &err), CTN_E_BOARD);
    board = good; /* Seafarers has neither the second bandits nor the 7-island */
    board.num_seven = 0;
    board.hexes[board.seven[0].hex].terrain = CTN_SEA;
    assert_int_equal(try_new(4, CTN_BOARD_EXPLICIT, &board, &ctn_seafarers_rules, &err),
                     CTN_E_BOARD);
    assert_message_has(&err, "world");
    board.robber2 = board.pirate2 = 0;
    assert_int_equal(try_new(4, CTN_BOARD_EXPLICIT, &board, &ctn_seafarers_rules, &err), CTN_OK);
}

/* ---- action texts ---- */

static void round_trip(world_scenario *sc, ctn_action a, const char *text) {
    char buf[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, a, buf, sizeof buf);
    assert_string_equal(buf, text);
    ctn_action back;
    ctn_error err;
    assert_int_equal(ctn_action_from_text(sc->g, (const ctn_state *)&sc->s, 0, text, &back, &err),
                     CTN_OK);
    assert_true(back == a);
}

static void test_bandit_texts_round_trip(void **state) {
    (void)state;
    world_scenario *sc = world_new(8, "");
    char text[64];
    int h = world_hex(sc, 0, 0), sea = world_hex(sc, 2, 1);
    snprintf(text, sizeof text, "move_robber2 h%d", h);
    round_trip(sc, CL_ACT(CL_A_MOVE_ROBBER2, h, 0), text);
    snprintf(text, sizeof text, "move_robber2 h%d p7", h);
    round_trip(sc, CL_ACT(CL_A_MOVE_ROBBER2, h, 8), text);
    snprintf(text, sizeof text, "move_pirate2 h%d", sea);
    round_trip(sc, CL_ACT(CL_A_MOVE_PIRATE2, sea, 0), text);
    snprintf(text, sizeof text, "move_pirate2 h%d p3", sea);
    round_trip(sc, CL_ACT(CL_A_MOVE_PIRATE2, sea, 4), text);
    /* the second bandits are other actions than the first ones */
    ctn_action first;
    ctn_error err;
    snprintf(text, sizeof text, "move_robber h%d", h);
    assert_int_equal(ctn_action_from_text(sc->g, (const ctn_state *)&sc->s, 0, text, &first, &err),
                     CTN_OK);
    assert_true(first != CL_ACT(CL_A_MOVE_ROBBER2, h, 0));
    /* a wrong text names the verb it was meant for */
    ctn_action a;
    assert_int_not_equal(
        ctn_action_from_text(sc->g, (const ctn_state *)&sc->s, 0, "move_pirate2", &a, &err),
        CTN_OK);
    assert_message_has(&err, "move_pirate2 h<hex>");
    assert_int_not_equal(
        ctn_action_from_text(sc->g, (const ctn_state *)&sc->s, 0, "move_robber2 h999", &a, &err),
        CTN_OK);
    world_free(sc);
}

/* ---- the state's JSON (W§12) ---- */

static void test_state_json_round_trip_mid_seven(void **state) {
    (void)state;
    world_scenario *sc = world_new(9, "");
    world_setup_standard(sc);
    world_roll(sc, 7);
    WORLD_PLAY(sc, 0, "move_robber2 h%d", world_hex(sc, -3, 4)); /* onto the 7-island */
    assert_int_equal(sc->s.seven_step, 2);
    char *json = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &json, &err), CTN_OK);
    ctn_classic_state_l *back = calloc(1, sizeof *back);
    assert_non_null(back);
    ctn_status st = ctn_state_from_json(sc->g, json, strlen(json), (ctn_state *)back, &err);
    if (st != CTN_OK) fail_msg("state from JSON: %s", err.message);
    assert_int_equal(back->robber2, world_hex(sc, -3, 4));
    assert_int_equal(back->pirate2, sc->s.pirate2);
    assert_int_equal(back->red, 4);
    assert_int_equal(back->seven_step, 2);
    assert_int_equal(back->bandits_moved, 1u << CL_BANDIT_ROBBER2);
    assert_int_equal(back->tokens_left, 28);
    assert_int_equal(back->terrain[world_hex(sc, -3, 4)], CTN_SEVEN_ISLAND);
    assert_true(ctn_state_hash(sc->g, (const ctn_state *)back) ==
                ctn_state_hash(sc->g, (const ctn_state *)&sc->s));
    free(back);
    ctn_io_free(json);
    world_free(sc);
}

/* Plays the actor's first legal set-up action: the lowest settlement spot, gold pick, road or
 * (where no road may go) ship. */
static void play_first_setup_action(world_scenario *sc) {
    int p = sc->s.actor, args[CTN_MAX_ACTIONS], type;
    if (sc->s.phase == CL_PHASE_SETUP_SETTLEMENT)
        type = CL_A_BUILD_SETTLEMENT;
    else if (sc->s.phase == CL_PHASE_GOLD)
        type = CL_A_PICK_GOLD;
    else
        type = world_count_legal(sc, p, CL_A_BUILD_ROAD) ? CL_A_BUILD_ROAD : CL_A_BUILD_SHIP;
    if (world_legal_args(sc, p, type, args, CTN_MAX_ACTIONS) == 0)
        fail_msg("set-up: p%d has no legal action of type %d", p, type);
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, CL_ACT(type, args[0], 0), text,
                       sizeof text);
    WORLD_PLAY(sc, p, "%s", text);
}

/* The shipped world map (W§2): its bandits and 7-island come into the state, and a state after
 * a set-up of 12 reads back from its JSON. */
static void test_shipped_world_map(void **state) {
    (void)state;
    static ctn_map map;
    ctn_error err;
    if (ctn_map_named("world", 12, 1, &map, &err) != CTN_OK) fail_msg("world: %s", err.message);
    world_scenario *sc = world_new_board(12, &map.board, "");
    assert_int_not_equal(sc->s.robber2, sc->s.robber);
    assert_true(sc->s.pirate2 < sc->s.num_hexes && sc->s.pirate < sc->s.num_hexes);
    int islands = 0;
    for (int h = 0; h < sc->s.num_hexes; h++) islands += sc->s.terrain[h] == CTN_SEVEN_ISLAND;
    assert_int_equal(islands, 1);
    while (sc->s.context == CL_CTX_SETUP) play_first_setup_action(sc);
    assert_int_equal(sc->s.current, 0);
    assert_int_equal(sc->s.red, 6);
    char *json = NULL;
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &json, &err), CTN_OK);
    ctn_classic_state_l *back = calloc(1, sizeof *back);
    assert_non_null(back);
    ctn_status st = ctn_state_from_json(sc->g, json, strlen(json), (ctn_state *)back, &err);
    if (st != CTN_OK) fail_msg("state from JSON: %s", err.message);
    assert_true(ctn_state_hash(sc->g, (const ctn_state *)back) ==
                ctn_state_hash(sc->g, (const ctn_state *)&sc->s));
    free(back);
    ctn_io_free(json);
    world_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bank_deck_bandits_tokens),
        cmocka_unit_test(test_defaults_twelve_points_one_a_token),
        cmocka_unit_test(test_five_settlements),
        cmocka_unit_test(test_four_cities),
        cmocka_unit_test(test_fifteen_roads),
        cmocka_unit_test(test_fifteen_ships),
        cmocka_unit_test(test_eight_to_twelve_players),
        cmocka_unit_test(test_played_on_a_map_only),
        cmocka_unit_test(test_bad_world_boards),
        cmocka_unit_test(test_bandit_texts_round_trip),
        cmocka_unit_test(test_state_json_round_trip_mid_seven),
        cmocka_unit_test(test_shipped_world_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
