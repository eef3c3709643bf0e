/* test_classic_rules_devcards.c — scenario tests of docs/rules/classic.md §1 (the deck) and §8
 * (development cards), with §12's progress_return option: 25 cards for 2–4 players and 34 for
 * 5–6; buying costs wool, grain and ore and the draw is a chance event weighted by the cards left;
 * a card bought this turn cannot be played; one card per turn, also before the roll; the knight
 * moves the robber without discards; road building places 2 free roads and stops when no edge or
 * no piece is left; year of plenty within what the bank holds; monopoly takes every card of a
 * resource from every other player; victory-point cards count at once and are never played;
 * with progress_return, played progress cards go under the deck in order and come out only after
 * it. Played by text through the public API.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

static int deck_size(const cs_scenario *sc) {
    int n = sc->s.dev_bottom_len;
    for (int c = 0; c < CL_DEV_COUNT; c++) n += sc->s.dev_deck[c];
    return n;
}

static cs_scenario *standard(const char *options) {
    cs_scenario *sc = cs_new(4, options);
    cs_setup_standard(sc);
    return sc;
}

/* Ends turns (rolling 9, which pays seat 3 a grain) until it is p's turn, before the roll. */
static void to_turn_of(cs_scenario *sc, int p) {
    while (sc->s.current != p || sc->s.phase != CL_PHASE_PRE_ROLL) {
        if (sc->s.phase == CL_PHASE_PRE_ROLL) cs_roll(sc, 9);
        CS_PLAY(sc, sc->s.actor, "end_turn");
    }
}

/* §1: 14 knights, 5 VP, 2 of each progress card for 2–4 players; 20, 5, 3, 3, 3 for 5–6. */
static void test_deck_composition(void **state) {
    (void)state;
    for (int n = 2; n <= 6; n++) {
        cs_scenario *sc = cs_new(n, "");
        static const uint8_t SMALL[CL_DEV_COUNT] = {14, 5, 2, 2, 2},
                             LARGE[CL_DEV_COUNT] = {20, 5, 3, 3, 3};
        assert_memory_equal(sc->s.dev_deck, n <= 4 ? SMALL : LARGE, CL_DEV_COUNT);
        assert_int_equal(deck_size(sc), n <= 4 ? 25 : 34);
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
            assert_int_equal(sc->s.bank[r], n <= 4 ? 19 : 24);
        cs_free(sc);
    }
}

/* §8: buying pays wool + grain + ore; the draw is chance, weighted by the deck. */
static void test_buy_and_draw(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_roll(sc, 9);
    cs_set_hand(sc, 0, 1, 0, 2, 1, 2);
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_PLAY(sc, 0, "buy_dev");
    CS_ASSERT_HAND(sc, 0, 1, 0, 1, 0, 1);
    CS_ASSERT_BANK(sc, bank[L], bank[B], bank[W] + 1, bank[G] + 1, bank[O] + 1);
    assert_int_equal(sc->s.phase, CL_PHASE_DEV_DRAW);
    assert_int_equal(cs_actors(sc), CTN_CHANCE_BIT);
    CS_REFUSE(sc, 0, CTN_E_NOT_YOUR_TURN, "end_turn");
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 5);
    for (int i = 0; i < n; i++) {
        assert_int_equal(CL_ACT_TYPE(out[i]), CL_A_DRAW_DEV);
        assert_int_equal(w[i], sc->s.dev_deck[CL_ACT_ARG0(out[i])]);
    }
    CS_PLAY(sc, CTN_CHANCE, "draw year_of_plenty");
    assert_int_equal(sc->s.dev_deck[CL_DEV_YEAR_OF_PLENTY], 1);
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_YEAR_OF_PLENTY], 1);
    assert_int_equal(sc->s.dev_new[0][CL_DEV_YEAR_OF_PLENTY], 1);
    assert_int_equal(deck_size(sc), 24);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    /* no card of a type the deck lacks; none at all from an empty deck */
    cs_set_hand(sc, 0, 0, 0, 2, 2, 2);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw year_of_plenty");
    CS_PLAY(sc, 0, "buy_dev");
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw year_of_plenty");
    CS_PLAY(sc, CTN_CHANCE, "draw road_building");
    for (int c = 0; c < CL_DEV_COUNT; c++) cs_give_dev(sc, 3, c, sc->s.dev_deck[c]);
    CS_CHECK(sc);
    cs_set_hand(sc, 0, 0, 0, 1, 1, 1);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");
    cs_free(sc);
}

/* §8: never a card bought in the same turn (but one bought earlier, also of the same type). */
static void test_card_bought_this_turn_not_playable(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_roll(sc, 9);
    cs_set_hand(sc, 0, 0, 0, 2, 2, 2);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw knight");
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw monopoly");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_monopoly ore");
    CS_PLAY(sc, 0, "end_turn");
    assert_int_equal(sc->s.dev_new[0][CL_DEV_KNIGHT], 0);
    /* seat 1 holds an old knight and buys another: he may play one */
    cs_give_dev(sc, 1, CL_DEV_KNIGHT, 1);
    cs_roll(sc, 9);
    cs_set_hand(sc, 1, 0, 0, 1, 1, 1);
    CS_PLAY(sc, 1, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw knight");
    assert_int_equal(sc->s.dev_hand[1][CL_DEV_KNIGHT], 2);
    CS_PLAY(sc, 1, "play_knight");
    CS_PLAY(sc, 1, "move_robber h%d", cs_hex(sc, 2, -2));
    assert_int_equal(sc->s.knights[1], 1);
    /* seat 0's cards are playable from his next turn, before the roll */
    to_turn_of(sc, 0);
    CS_PLAY(sc, 0, "play_monopoly ore");
    cs_free(sc);
}

/* §8: at most one card per turn, before or after the roll. */
static void test_one_card_per_turn(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_KNIGHT, 2);
    cs_give_dev(sc, 0, CL_DEV_YEAR_OF_PLENTY, 1);
    cs_give_dev(sc, 0, CL_DEV_MONOPOLY, 1);
    CS_PLAY(sc, 0, "play_year_of_plenty grain grain");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    CS_PLAY(sc, 0, "roll");
    CS_PLAY(sc, CTN_CHANCE, "roll 9");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_monopoly wool");
    assert_int_equal(
        cs_count_legal(sc, 0, CL_A_PLAY_KNIGHT) + cs_count_legal(sc, 0, CL_A_PLAY_MONOPOLY), 0);
    to_turn_of(sc, 0);
    cs_roll(sc, 9);
    CS_PLAY(sc, 0, "play_knight"); /* after the roll this time */
    CS_PLAY(sc, 0, "move_robber h%d", cs_hex(sc, 2, -2));
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_monopoly wool");
    cs_free(sc);
}

/* §8 knight: before the roll, robber and theft without any discard, then back to the roll. */
static void test_knight_before_roll_no_discards(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    cs_set_hand(sc, 1, 0, 10, 0, 0, 0); /* 10 cards: would discard on a 7 */
    CS_PLAY(sc, 0, "play_knight");
    assert_int_equal(sc->s.phase, CL_PHASE_MOVE_ROBBER);
    assert_int_equal(cs_actors(sc), 1u << 0);
    for (int p = 0; p < 4; p++) assert_int_equal(sc->s.discard_owed[p], 0);
    int forest3 = cs_hex(sc, 1, 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "move_robber h%d", forest3); /* victims there: must rob */
    CS_PLAY(sc, 0, "move_robber h%d p1", forest3);
    CS_PLAY(sc, CTN_CHANCE, "steal brick");
    CS_ASSERT_HAND(sc, 1, 0, 9, 0, 0, 0);
    CS_ASSERT_HAND(sc, 0, 1, 2, 0, 1, 0);
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.rolled, 0);
    assert_int_equal(sc->s.knights[0], 1);
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_KNIGHT], 0);
    assert_int_equal(sc->s.dev_used[CL_DEV_KNIGHT], 1);
    cs_roll(sc, 3); /* forest 3 is robbed now: mountains 3 still pays */
    CS_ASSERT_HAND(sc, 1, 0, 9, 0, 0, 1);
    CS_ASSERT_HAND(sc, 2, 1, 0, 1, 0, 2);
    cs_free(sc);
}

/* §8 road building: two free roads by the normal rules, then back where the card was played. */
static void test_road_building_two_free_roads(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
    cs_roll(sc, 9);
    const ctn_classic_state before = sc->s;
    int v13 = cs_vertex(sc, 0, -1, CTN_CORNER_NE), v18 = cs_vertex(sc, 0, -1, CTN_CORNER_SE);
    int v24 = cs_vertex(sc, 1, -1, CTN_CORNER_S);
    CS_PLAY(sc, 0, "play_road_building");
    assert_int_equal(sc->s.phase, CL_PHASE_ROAD_BUILDING);
    assert_int_equal(sc->s.free_roads, 2);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d",
              cs_edge_between(sc, v18, v24)); /* not connected yet */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_settlement v%d", cs_vertex(sc, 1, -1, CTN_CORNER_N));
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v13, v18));
    assert_int_equal(sc->s.free_roads, 1);
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v18, v24)); /* now it is */
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.free_roads, 0);
    assert_int_equal(cs_road_count(sc, 0), 4);
    assert_memory_equal(sc->s.hand[0], before.hand[0], CTN_RESOURCE_COUNT); /* free */
    assert_memory_equal(sc->s.bank, before.bank, CTN_RESOURCE_COUNT);
    /* back to normal building, which costs again */
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v24, cs_vertex(sc, 1, 0, CTN_CORNER_SW)));
    CS_ASSERT_HAND(sc, 0, before.hand[0][L] - 1, before.hand[0][B] - 1, before.hand[0][W],
                   before.hand[0][G], before.hand[0][O]);
    cs_free(sc);
}

/* §8 road building before the roll: the roads are placed, then the player still has to roll. */
static void test_road_building_before_roll(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
    cs_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    int v13 = cs_vertex(sc, 0, -1, CTN_CORNER_NE), v18 = cs_vertex(sc, 0, -1, CTN_CORNER_SE);
    int v24 = cs_vertex(sc, 1, -1, CTN_CORNER_S);
    CS_PLAY(sc, 0, "play_road_building");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "roll"); /* the roads first */
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v13, v18));
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v18, v24));
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    assert_int_equal(sc->s.rolled, 0);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "end_turn");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_knight"); /* one card a turn */
    cs_roll(sc, 6);
    CS_ASSERT_HAND(sc, 0, 1, 3, 0, 1, 0); /* hills 6 pays the two settlements */
    cs_free(sc);
}

/* §8 road building: when no legal edge is left after the first road the rest is lost; with no
 * legal edge at all the card cannot be played. Seat 0: settlement (0,-2) N, road to its NW corner;
 * seat 1 holds the other edge of that settlement and settles (-1,-1) N, so seat 0 can only lay the
 * edge from (0,-2) NW to seat 1's settlement. */
static void test_road_building_stops_without_edge(void **state) {
    (void)state;
    cs_scenario *sc = cs_new(2, "");
    cs_setup_standard(sc);
    memset(sc->s.settlements, 0, sizeof sc->s.settlements);
    memset(sc->s.roads, 0, sizeof sc->s.roads);
    int v0 = cs_vertex(sc, 0, -2, CTN_CORNER_N), v3 = cs_vertex(sc, 0, -2, CTN_CORNER_NW);
    int v4 = cs_vertex(sc, 0, -2, CTN_CORNER_NE), v7 = cs_vertex(sc, -1, -1, CTN_CORNER_N);
    int v8 = cs_vertex(sc, 0, -1, CTN_CORNER_N);
    assert_int_equal(cs_vertex_degree(sc, v0), 2);
    assert_int_equal(cs_vertex_degree(sc, v3), 2);
    cs_put_settlement(sc, 0, v0);
    cs_put_road(sc, 0, cs_edge_between(sc, v0, v3));
    cs_put_settlement(sc, 1, v7);
    cs_put_settlement(sc, 1, v8);
    cs_put_road(sc, 1, cs_edge_between(sc, v8, v4));
    cs_put_road(sc, 1, cs_edge_between(sc, v4, v0));
    cs_derive(sc);
    cs_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 2);
    cs_roll(sc, 2);
    assert_int_equal(cs_count_legal(sc, 0, CL_A_PLAY_ROAD_BUILDING), 1);
    CS_PLAY(sc, 0, "play_road_building");
    assert_int_equal(cs_count_legal(sc, 0, CL_A_BUILD_ROAD), 1);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e%d", cs_edge_between(sc, v4, v0)); /* seat 1's */
    CS_PLAY(sc, 0, "build_road e%d", cs_edge_between(sc, v3, v7));
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN); /* the second road is lost */
    assert_int_equal(sc->s.free_roads, 0);
    assert_int_equal(cs_road_count(sc, 0), 2);
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_ROAD_BUILDING], 1);
    /* next turn: no legal edge at all, so the other card cannot be played */
    to_turn_of(sc, 0);
    cs_roll(sc, 2);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_road_building");
    cs_free(sc);
}

/* §8 road building: with one road piece left, one road is placed and the rest is lost. */
static void test_road_building_stops_without_piece(void **state) {
    (void)state;
    static ctn_action list[CTN_MAX_ACTIONS];
    cs_scenario *sc = cs_new(2, "vp_to_win=20");
    cs_setup_standard(sc);
    cs_give_dev(sc, 0, CL_DEV_ROAD_BUILDING, 1);
    cs_roll(sc, 9);
    while (cs_road_count(sc, 0) < 14) {
        cs_give_cost(sc, 0, CL_COST_ROAD);
        int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, 0, CTN_LEGAL_NO_OFFERS, list),
            e = -1;
        for (int i = 0; i < n && e < 0; i++)
            if (CL_ACT_TYPE(list[i]) == CL_A_BUILD_ROAD) e = CL_ACT_ARG0(list[i]);
        CS_PLAY(sc, 0, "build_road e%d", e);
    }
    CS_PLAY(sc, 0, "play_road_building");
    assert_true(cs_count_legal(sc, 0, CL_A_BUILD_ROAD) >= 2);
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, 0, CTN_LEGAL_ALL, list);
    assert_true(n > 0);
    CS_PLAY(sc, 0, "build_road e%d", CL_ACT_ARG0(list[0]));
    assert_int_equal(cs_road_count(sc, 0), 15);
    assert_int_equal(sc->s.phase, CL_PHASE_MAIN);
    assert_int_equal(sc->s.free_roads, 0);
    cs_free(sc);
}

/* §8 year of plenty: two cards from the bank, only what it holds. */
static void test_year_of_plenty(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_YEAR_OF_PLENTY, 2);
    cs_roll(sc, 9);
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_PLAY(sc, 0, "play_year_of_plenty ore wool");
    CS_ASSERT_HAND(sc, 0, 1, 1, 1, 1, 1);
    CS_ASSERT_BANK(sc, bank[L], bank[B], bank[W] - 1, bank[G], bank[O] - 1);
    /* next turn: the bank is down to one ore, one brick and nothing else */
    to_turn_of(sc, 0);
    cs_roll(sc, 9);
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        cs_give(sc, 1 + r % 3, r, sc->s.bank[r] - (r == O || r == B));
    CS_CHECK(sc);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_year_of_plenty ore ore");
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_year_of_plenty ore wool");
    assert_int_equal(cs_count_legal(sc, 0, CL_A_PLAY_YEAR_OF_PLENTY), 1);
    ctn_classic_state keep = sc->s;
    CS_PLAY(sc, 0, "play_year_of_plenty ore brick");
    CS_ASSERT_BANK(sc, 0, 0, 0, 0, 0);
    /* an empty bank: the card cannot be played at all */
    sc->s = keep;
    cs_give(sc, 2, O, 1);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "play_year_of_plenty brick brick");
    assert_int_equal(cs_count_legal(sc, 0, CL_A_PLAY_YEAR_OF_PLENTY), 0);
    cs_free(sc);
}

/* §8 monopoly: every other player gives all his cards of the resource. */
static void test_monopoly(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_MONOPOLY, 1);
    cs_roll(sc, 9);
    cs_set_hand(sc, 0, 0, 0, 2, 1, 0);
    cs_set_hand(sc, 1, 1, 0, 3, 0, 0);
    cs_set_hand(sc, 2, 0, 4, 0, 0, 2);
    cs_set_hand(sc, 3, 0, 0, 5, 1, 1);
    uint8_t bank[CTN_RESOURCE_COUNT];
    memcpy(bank, sc->s.bank, sizeof bank);
    CS_PLAY(sc, 0, "play_monopoly wool");
    CS_ASSERT_HAND(sc, 0, 0, 0, 10, 1, 0);
    CS_ASSERT_HAND(sc, 1, 1, 0, 0, 0, 0);
    CS_ASSERT_HAND(sc, 2, 0, 4, 0, 0, 2);
    CS_ASSERT_HAND(sc, 3, 0, 0, 0, 1, 1);
    assert_memory_equal(bank, sc->s.bank, sizeof bank);
    cs_free(sc);
}

/* §8: a victory-point card counts from the moment it is bought, hidden; it is never played. */
static void test_victory_point_card(void **state) {
    (void)state;
    cs_scenario *sc = standard("");
    cs_roll(sc, 9);
    cs_set_hand(sc, 0, 0, 0, 2, 2, 2);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw victory_point");
    assert_int_equal(cs_vp(sc, 0), 3);
    assert_int_equal(cs_public_vp(sc, 0), 2);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw victory_point");
    assert_int_equal(cs_vp(sc, 0), 4);
    CS_REFUSE(sc, 0, CTN_E_PARSE, "play_victory_point");
    to_turn_of(sc, 0);
    cs_roll(sc, 9);
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, 0, CTN_LEGAL_NO_OFFERS, list);
    for (int i = 0; i < n; i++) {
        int type = CL_ACT_TYPE(list[i]);
        assert_false(type >= CL_A_PLAY_KNIGHT && type <= CL_A_PLAY_MONOPOLY);
    }
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_VICTORY_POINT], 2);
    assert_int_equal(cs_vp(sc, 0), 4);
    cs_free(sc);
}

/* §12 progress_return: played progress cards go under the deck in the order played (knights do
 * not) and are drawn only once the shuffled deck is empty. Without the option they are gone. */
static void test_progress_return(void **state) {
    (void)state;
    cs_scenario *sc = standard("progress_return=true");
    cs_give_dev(sc, 0, CL_DEV_MONOPOLY, 1);
    cs_give_dev(sc, 0, CL_DEV_YEAR_OF_PLENTY, 1);
    cs_give_dev(sc, 0, CL_DEV_KNIGHT, 1);
    CS_CHECK(sc);
    cs_roll(sc, 9);
    CS_PLAY(sc, 0, "play_monopoly ore");
    assert_int_equal(sc->s.dev_bottom_len, 1);
    assert_int_equal(sc->s.dev_bottom[0], CL_DEV_MONOPOLY);
    assert_int_equal(sc->s.dev_used[CL_DEV_MONOPOLY], 0);
    to_turn_of(sc, 0);
    CS_PLAY(sc, 0, "play_year_of_plenty lumber lumber");
    assert_int_equal(sc->s.dev_bottom_len, 2);
    assert_int_equal(sc->s.dev_bottom[1], CL_DEV_YEAR_OF_PLENTY);
    cs_roll(sc, 9);
    CS_PLAY(sc, 0, "end_turn");
    to_turn_of(sc, 0);
    CS_PLAY(sc, 0, "play_knight");
    CS_PLAY(sc, 0, "move_robber h%d", cs_hex(sc, 2, -2));
    assert_int_equal(sc->s.dev_bottom_len, 2);
    assert_int_equal(sc->s.dev_used[CL_DEV_KNIGHT], 1);
    cs_roll(sc, 9);
    /* the shuffled part still has cards: the bottom is not drawn */
    for (int c = 0; c < CL_DEV_COUNT; c++)
        cs_give_dev(sc, 3, c, sc->s.dev_deck[c] - (c == CL_DEV_KNIGHT));
    CS_CHECK(sc);
    cs_set_hand(sc, 0, 0, 0, 3, 3, 3);
    CS_PLAY(sc, 0, "buy_dev");
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 1);
    assert_int_equal(out[0], CL_ACT(CL_A_DRAW_DEV, CL_DEV_KNIGHT, 0));
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw monopoly");
    CS_PLAY(sc, CTN_CHANCE, "draw knight");
    /* now the bottom, first played first */
    CS_PLAY(sc, 0, "buy_dev");
    n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 1);
    assert_int_equal(out[0], CL_ACT(CL_A_DRAW_DEV, CL_DEV_MONOPOLY, 0));
    CS_REFUSE(sc, CTN_CHANCE, CTN_E_ILLEGAL, "draw year_of_plenty");
    CS_PLAY(sc, CTN_CHANCE, "draw monopoly");
    assert_int_equal(sc->s.dev_bottom_len, 1);
    assert_int_equal(sc->s.dev_bottom[0], CL_DEV_YEAR_OF_PLENTY);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw year_of_plenty");
    assert_int_equal(sc->s.dev_bottom_len, 0);
    cs_set_hand(sc, 0, 0, 0, 1, 1, 1);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev"); /* nothing left */
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_MONOPOLY], 1);
    assert_int_equal(sc->s.dev_hand[0][CL_DEV_YEAR_OF_PLENTY], 1);
    cs_free(sc);

    /* without the option: gone for good */
    sc = standard("");
    cs_give_dev(sc, 0, CL_DEV_MONOPOLY, 1);
    cs_roll(sc, 9);
    CS_PLAY(sc, 0, "play_monopoly ore");
    assert_int_equal(sc->s.dev_bottom_len, 0);
    assert_int_equal(sc->s.dev_used[CL_DEV_MONOPOLY], 1);
    for (int c = 0; c < CL_DEV_COUNT; c++) cs_give_dev(sc, 3, c, sc->s.dev_deck[c]);
    cs_set_hand(sc, 0, 0, 0, 1, 1, 1);
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "buy_dev");
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deck_composition),
        cmocka_unit_test(test_buy_and_draw),
        cmocka_unit_test(test_card_bought_this_turn_not_playable),
        cmocka_unit_test(test_one_card_per_turn),
        cmocka_unit_test(test_knight_before_roll_no_discards),
        cmocka_unit_test(test_road_building_two_free_roads),
        cmocka_unit_test(test_road_building_before_roll),
        cmocka_unit_test(test_road_building_stops_without_edge),
        cmocka_unit_test(test_road_building_stops_without_piece),
        cmocka_unit_test(test_year_of_plenty),
        cmocka_unit_test(test_monopoly),
        cmocka_unit_test(test_victory_point_card),
        cmocka_unit_test(test_progress_return),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
