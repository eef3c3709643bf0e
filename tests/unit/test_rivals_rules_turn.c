/* test_rivals_rules_turn.c — Rivals for Catan, the introductory game's set-up and turn
 * (docs/rules/rivals.md R§3–R§6): the starting principalities, production with its cap, the
 * event die's faces (brigands before production, trade, celebration, harvest, event card), the
 * centre cards and their costs, bank trades, giving up one's own card, replenishing, the exchange
 * and the win at the end of one's own turn; and that the other modes are refused at creation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE, AU = RV_GOLD };

static void roll(rs_scenario *sc, int p, int number, const char *face) {
    RS_PLAY(sc, p, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice %d %s", number, face);
}

/* R§3, R§6 */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    static const int RED[6][2] = {{L, 2}, {AU, 1}, {G, 6}, {B, 3}, {W, 4}, {O, 5}};
    static const int BLUE[6][2] = {{L, 3}, {AU, 4}, {G, 5}, {B, 2}, {W, 1}, {O, 6}};
    for (int i = 0; i < 6; i++) {
        assert_int_equal(rs_pos(sc, 0, RED[i][0], RED[i][1]), rs_pos(sc, 1, BLUE[i][0], BLUE[i][1]));
        assert_true(rs_pos(sc, 0, RED[i][0], RED[i][1]) >= 0);
        assert_int_equal(rs_get(sc, 0, RED[i][0], RED[i][1]), RED[i][0] == AU ? 0 : 1);
        assert_int_equal(rs_get(sc, 1, BLUE[i][0], BLUE[i][1]), BLUE[i][0] == AU ? 0 : 1);
    }
    for (int p = 0; p < 2; p++) {
        assert_int_equal(rv_hand_count(&sc->s, p), 3);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, p), 2);
    }
    assert_int_equal(sc->s.stacks[0].n, 6);
    assert_int_equal(sc->s.stacks[1].n, 6);
    assert_int_equal(sc->s.stacks[2].n, 9);
    assert_int_equal(sc->s.stacks[3].n, 9);
    assert_int_equal(__builtin_popcount(sc->s.region_stack), 12);
    assert_int_equal(sc->s.roads_left, 7);
    assert_int_equal(sc->s.settlements_left, 5);
    assert_int_equal(sc->s.cities_left, 7);
    assert_int_equal(sc->s.current, 0);
    rs_free(sc);
}

/* R§5 step 1: production, the cap of 3 */
static void test_production(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_set(sc, 1, O, 6, 3);
    roll(sc, 0, 6, "brigands");
    assert_int_equal(rs_get(sc, 0, G, 6), 2);
    assert_int_equal(rs_get(sc, 1, O, 6), 3); /* capped */
    assert_int_equal(rs_get(sc, 0, O, 5), 1);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§2, R§5.4: the attack comes before production; more than 7 loses gold and wool */
static void test_brigands(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_fill(sc, 0, 2); /* 12 */
    rs_fill(sc, 1, 1);
    rs_set(sc, 1, W, 1, 2); /* 7: safe */
    rs_set(sc, 1, AU, 4, 1);
    rs_set(sc, 1, O, 6, 0);
    roll(sc, 0, 1, "brigands");
    assert_int_equal(rs_get(sc, 0, AU, 1), 1); /* robbed, then produced */
    assert_int_equal(rs_get(sc, 0, W, 4), 0);
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    assert_int_equal(rs_get(sc, 1, W, 1), 3);
    assert_int_equal(rs_get(sc, 1, AU, 4), 1);
    rs_free(sc);
}

/* R§2: the trade advantage holder takes a resource of his choice */
static void test_trade_face(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "grain_ship", 0), 5, 2);
    rs_to_site(sc, 0, rs_card(sc, "wool_ship", 0), 6, 1);
    assert_int_equal(ctn_rivals_trade_holder(sc->g, &sc->s), 0);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 3);
    roll(sc, 0, 3, "trade");
    assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
    assert_false(rs_is_legal(sc, 0, "take gold")); /* blue has none */
    RS_PLAY(sc, 0, "take ore");
    assert_int_equal(rs_get(sc, 1, O, 6), 0);
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
    sc = rs_new(5); /* 2 commerce: no advantage, nothing happens */
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "grain_ship", 0), 5, 2);
    roll(sc, 0, 3, "trade");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 1, O, 6), 1);
    rs_free(sc);
}

/* R§2: most skill takes 1; on a tie both */
static void test_celebration(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "inga", 0), 5, 1);
    roll(sc, 0, 3, "celebration");
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_int_equal(sc->s.actor, 0);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
    sc = rs_new(5);
    roll(sc, 0, 3, "celebration");
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    assert_int_equal(sc->s.actor, 1);
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
    assert_int_equal(rs_get(sc, 1, O, 6), 2);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§2: each player takes 1, the active one first */
static void test_harvest(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    roll(sc, 0, 3, "harvest");
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, AU, 1));
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, AU, 4));
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    assert_int_equal(rs_get(sc, 1, AU, 4), 1);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§2: the event face reveals an event card (chance) */
static void test_event_face(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    roll(sc, 0, 3, "event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_CHANCE];
    assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 8); /* all but Yule */
    rs_free(sc);
}

/* R§2: the dice's weights: event card 2 of 6 faces */
static void test_dice_weights(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    RS_PLAY(sc, 0, "roll");
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 30);
    uint32_t total = 0, event = 0;
    for (int i = 0; i < n; i++) {
        total += w[i];
        if (RV_ACT_B(out[i]) == RV_E_EVENT_CARD) event += w[i];
    }
    assert_int_equal(total, 36);
    assert_int_equal(event, 12);
    rs_free(sc);
}

/* R§3, R§4: road 2 brick 1 lumber at an end; settlement beyond it with two empty regions */
static void test_road_settlement_city(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    roll(sc, 0, 4, "brigands");
    rs_set(sc, 0, B, 3, 1);
    assert_false(rs_is_legal(sc, 0, "road right")); /* one brick */
    rs_set(sc, 0, B, 3, 2);
    assert_false(rs_is_legal(sc, 0, "settlement right")); /* no road there */
    RS_PLAY(sc, 0, "road right");
    assert_int_equal(rs_get(sc, 0, B, 3), 0);
    assert_int_equal(rs_get(sc, 0, L, 2), 0);
    assert_int_equal(sc->s.roads_left, 6);
    assert_false(rs_is_legal(sc, 0, "road right"));
    rs_fill(sc, 0, 1);
    RS_PLAY(sc, 0, "settlement right");
    assert_int_equal(sc->s.phase, RV_PH_REGION);
    RS_PLAY(sc, CTN_CHANCE, "region r12");
    RS_PLAY(sc, CTN_CHANCE, "region r20");
    RS_PLAY(sc, 0, "place swap");
    assert_int_equal(sc->s.pr[0].region[8][0], 20);
    assert_int_equal(sc->s.pr[0].region[8][1], 12);
    assert_int_equal(sc->s.stock[20], 0);
    assert_int_equal(sc->s.pr[0].right, 8);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 3);
    assert_int_equal(sc->s.settlements_left, 4);
    rs_set(sc, 0, G, 6, 2);
    rs_set(sc, 0, O, 5, 3);
    RS_PLAY(sc, 0, "city t7");
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 4);
    assert_int_equal(sc->s.cities_left, 6);
    rs_free(sc);
}

/* R§4: 3 of a kind for 1, 2 with the matching trade ship */
static void test_bank_trade(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    roll(sc, 0, 4, "brigands");
    rs_set(sc, 0, O, 5, 2);
    assert_false(rs_is_legal(sc, 0, "trade ore grain"));
    rs_set(sc, 0, O, 5, 3);
    RS_PLAY(sc, 0, "trade ore grain");
    assert_int_equal(rs_get(sc, 0, O, 5), 0);
    assert_int_equal(rs_get(sc, 0, G, 6), 2);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1);
    rs_set(sc, 0, O, 5, 2);
    RS_PLAY(sc, 0, "trade ore gold");
    assert_int_equal(rs_get(sc, 0, O, 5), 0);
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    rs_set(sc, 0, AU, 1, 3);
    rs_set(sc, 0, L, 2, 3);
    assert_false(rs_is_legal(sc, 0, "trade gold lumber")); /* no room for lumber */
    rs_free(sc);
}

static int discarded(const rs_scenario *sc, int c) { return (int)(sc->s.discard[c >> 6] >> (c & 63) & 1); }

/* R§5 step 2, ruling R-63: in the action phase the active player gives up any card of his own
 * principality, free, to the discard pile; the points follow (Candamir's strength advantage) */
static void test_abandon(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int cand = rs_card(sc, "candamir", 0), ship = rs_card(sc, "ore_ship", 0);
    rs_to_site(sc, 0, cand, 5, 1);
    rs_to_site(sc, 1, ship, 5, 2);
    assert_false(rs_is_legal(sc, 0, "abandon x21")); /* before the roll */
    rs_to_actions(sc);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0), held = rv_total_all(&sc->s, 0);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), 4);
    assert_false(rs_is_legal(sc, 0, "abandon x22")); /* an empty site */
    assert_false(rs_is_legal(sc, 0, "abandon x9")); /* out of the principality */
    RS_PLAY(sc, 0, "abandon x21");
    assert_int_equal(sc->s.pr[0].site[5][1], RV_NONE);
    assert_true(discarded(sc, cand));
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp - 1); /* the strength advantage is gone */
    assert_int_equal(rv_total_all(&sc->s, 0), held);          /* nothing paid, nothing gained */
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_false(rs_is_legal(sc, 0, "abandon x22")); /* blue's ship is not red's to give up */
    rs_check(sc);
    RS_PLAY(sc, 0, "end_actions");
    rs_settle(sc);
    assert_int_not_equal(sc->s.phase, RV_PH_ACTION);
    assert_false(rs_is_legal(sc, sc->s.actor, "abandon x22")); /* only in one's action phase */
    rs_free(sc);
}

/* R§5 steps 3–4: replenish to 3, the exchange by the top card or a search for 2 resources */
static void test_replenish_exchange(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    roll(sc, 0, 4, "brigands");
    rs_empty_hand(sc, 0);
    int keep = rs_card(sc, "scout", 0);
    rs_to_hand(sc, 0, keep);
    RS_PLAY(sc, 0, "end_actions");
    assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
    RS_PLAY(sc, 0, "draw s2");
    assert_int_equal(sc->s.phase, RV_PH_DRAW);
    rs_settle(sc);
    RS_PLAY(sc, 0, "draw s2");
    rs_settle(sc);
    assert_int_equal(rv_hand_count(&sc->s, 0), 3);
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
    RS_PLAY(sc, 0, "return c%d s1", keep);
    assert_int_equal(sc->s.stacks[1].card[sc->s.stacks[1].n - 1], keep); /* under the stack */
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE_TAKE);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "search s3")); /* 1 resource, 2 needed */
    rs_set(sc, 0, W, 4, 1);
    RS_PLAY(sc, 0, "search s3");
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(sc->s.phase, RV_PH_SEARCH);
    int want = sc->s.stacks[3].card[4];
    RS_PLAY(sc, 0, "pick c%d", want);
    assert_true(rv_in_hand(&sc->s, 0, want));
    assert_int_equal(sc->s.current, 1); /* the turn passed */
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    rs_free(sc);
}

/* A third settlement for red on the right, with regions r12 and r13. */
static void third_settlement(rs_scenario *sc) {
    rv_principality *pr = &sc->s.pr[0];
    pr->roads |= 1u << 7;
    pr->town[7] = 1;
    pr->region[8][0] = 12;
    pr->region[8][1] = 13;
    pr->right = 8;
    sc->s.region_stack &= ~((1u << 12) | (1u << 13));
    ctn_rivals_derive(&sc->s);
    sc->s.roads_left--;
    sc->s.settlements_left--;
    rs_check(sc);
}

/* R§1: 7 points win at the end of one's own turn, not when reached */
static void test_win_at_end_of_turn(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    roll(sc, 0, 4, "brigands");
    rs_make_city(sc, 0, 5);
    rs_make_city(sc, 0, 6);
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 6, 1);
    rs_to_site(sc, 0, rs_card(sc, "grain_ship", 0), 5, 2);
    third_settlement(sc);
    rs_empty_hand(sc, 0);
    int ship = rs_card(sc, "wool_ship", 0);
    rs_to_hand(sc, 0, ship);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 6); /* 2 cities, a settlement, strength */
    RS_PLAY(sc, 0, "build c%d t6 bottom", ship);           /* the trade advantage: 7 */
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 7);
    assert_int_equal(sc->s.phase, RV_PH_ACTION); /* not over yet */
    RS_PLAY(sc, 0, "end_actions");
    while (sc->s.phase != RV_PH_GAME_OVER && sc->s.current == 0) {
        if (sc->s.phase == RV_PH_EXCHANGE) RS_PLAY(sc, 0, "end_turn");
        else if (sc->s.phase == RV_PH_REPLENISH) RS_PLAY(sc, 0, "draw s2");
        rs_settle(sc);
    }
    assert_int_equal(sc->s.phase, RV_PH_GAME_OVER);
    assert_int_equal(sc->s.winner, 0);
    rs_free(sc);
    /* 6 points at the end of the turn: the game goes on */
    sc = rs_new(5);
    roll(sc, 0, 4, "brigands");
    rs_make_city(sc, 0, 5);
    rs_make_city(sc, 0, 6);
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 6, 1);
    third_settlement(sc);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 6);
    RS_PLAY(sc, 0, "end_actions");
    while (sc->s.current == 0) {
        if (sc->s.phase == RV_PH_EXCHANGE) RS_PLAY(sc, 0, "end_turn");
        else if (sc->s.phase == RV_PH_REPLENISH) RS_PLAY(sc, 0, "draw s2");
        rs_settle(sc);
    }
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    rs_free(sc);
}

/* R§6: every mode of the option is played (the duel included); a mode value beyond them and a
 * third player are refused */
static void test_modes_refused(void **u) {
    (void)u;
    for (int m = RV_MODE_INTRO; m <= RV_MODE_COUNT; m++) {
        ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", m}}};
        ctn_game *g = NULL;
        ctn_error err = {0};
        ctn_status st = ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err);
        if (m < RV_MODE_COUNT) {
            assert_int_equal(st, CTN_OK);
            ctn_game_free(g);
        } else {
            assert_int_not_equal(st, CTN_OK);
            assert_null(g);
            assert_non_null(strstr(err.message, "mode"));
        }
    }
    ctn_game_config three = {.num_players = 3};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_not_equal(ctn_game_new(&ctn_rivals_rules, &three, &g, &err), CTN_OK);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),        cmocka_unit_test(test_production),
        cmocka_unit_test(test_brigands),     cmocka_unit_test(test_trade_face),
        cmocka_unit_test(test_celebration),  cmocka_unit_test(test_harvest),
        cmocka_unit_test(test_event_face),   cmocka_unit_test(test_dice_weights),
        cmocka_unit_test(test_road_settlement_city), cmocka_unit_test(test_bank_trade),
        cmocka_unit_test(test_replenish_exchange),   cmocka_unit_test(test_win_at_end_of_turn),
        cmocka_unit_test(test_modes_refused),         cmocka_unit_test(test_abandon),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
