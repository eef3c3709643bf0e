/* test_rivals_rules_cards.c — Rivals for Catan, every Basic Set card's ability (docs/rules/rivals.md
 * R§7): the five boosters, Toll Bridge, Storehouse, Abbey, Marketplace, Parish Hall, the trade
 * ships, the heroes' points and the advantages, Brigitta, Relocation, Scout, Merchant Caravan and
 * Goldsmith. Each scenario checks what the card changes against the same play without it. */
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

/* Red's start regions: (resource, number, region column, bottom). */
static const int RED[6][4] = {{L, 2, 5, 0}, {AU, 1, 6, 0}, {G, 6, 7, 0}, {B, 3, 5, 1}, {W, 4, 6, 1}, {O, 5, 7, 1}};

/* R§7: a booster beside a region doubles its production; on the other side it does nothing */
static void test_boosters(void **u) {
    (void)u;
    static const struct { const char *key; int res; } BOOST[] = {
        {"iron_foundry", O}, {"grain_mill", G}, {"lumber_camp", L}, {"brick_factory", B}, {"weavers_shop", W}};
    for (int i = 0; i < 5; i++)
        for (int other_side = 0; other_side < 2; other_side++) {
            const int *r = NULL;
            for (int k = 0; k < 6; k++)
                if (RED[k][0] == BOOST[i].res) r = RED[k];
            rs_scenario *sc = rs_new(5);
            int town = r[2] == 7 ? 6 : 5, bottom = r[3] ^ other_side;
            rs_to_site(sc, 0, rs_card(sc, BOOST[i].key, 0), town, bottom ? 2 : 1);
            rs_set(sc, 0, r[0], r[1], 0);
            roll(sc, 0, r[1], "brigands");
            assert_int_equal(rs_get(sc, 0, r[0], r[1]), other_side ? 1 : 2);
            rs_free(sc);
        }
    /* the cap still holds */
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "grain_mill", 0), 6, 1);
    rs_set(sc, 0, G, 6, 2);
    roll(sc, 0, 6, "brigands");
    assert_int_equal(rs_get(sc, 0, G, 6), 3);
    rs_free(sc);
}

/* R§7: Toll Bridge: 2 gold more on Plentiful Harvest */
static void test_toll_bridge(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = rs_new(5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "toll_bridge", 0), 5, 1);
        roll(sc, 0, 3, "harvest");
        RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, AU, 1), with ? 2 : 0);
        assert_int_equal(rs_get(sc, 0, O, 5), 2);
        rs_free(sc);
    }
}

/* R§5.4, ruling R-1: the Storehouse's two regions are neither counted nor robbed */
static void test_storehouse(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = rs_new(5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "storehouse", 0), 6, 2); /* wool 4, ore 5 */
        rs_fill(sc, 0, 2);                                                  /* 12; 8 counted */
        roll(sc, 0, 2, "brigands");
        assert_int_equal(rs_get(sc, 0, AU, 1), 0);
        assert_int_equal(rs_get(sc, 0, W, 4), with ? 2 : 0);
        rs_free(sc);
    }
    rs_scenario *sc = rs_new(5); /* 10, of which 4 protected: 6 counted, nothing lost */
    rs_to_site(sc, 0, rs_card(sc, "storehouse", 0), 6, 2);
    rs_fill(sc, 0, 2);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, B, 3, 1);
    roll(sc, 0, 6, "brigands");
    assert_int_equal(rs_get(sc, 0, AU, 1), 2);
    rs_free(sc);
}

/* R§5: the Abbey's progress point raises the hand limit to 4 */
static void test_abbey(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = rs_new(5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 1);
        roll(sc, 0, 3, "brigands");
        RS_PLAY(sc, 0, "end_actions");
        if (with) {
            assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
            RS_PLAY(sc, 0, "draw s3");
            rs_settle(sc);
        }
        assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
        assert_int_equal(rv_hand_count(&sc->s, 0), with ? 4 : 3);
        rs_free(sc);
    }
    rs_scenario *sc = rs_new(5); /* one-of: a second Abbey cannot be built */
    rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 1);
    int second = rs_card(sc, "abbey", 1);
    rs_to_hand(sc, 0, second);
    roll(sc, 0, 3, "brigands");
    rs_fill(sc, 0, 3);
    assert_false(rs_is_legal(sc, 0, "build c%d t6 top", second));
    rs_free(sc);
}

/* R§7: Marketplace: the opponent has more regions with the number: take 1 of their types */
static void test_marketplace(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    /* blue gets a third settlement with grain 3 and grain 1 */
    rv_principality *pr = &sc->s.pr[1];
    pr->roads |= 1u << 7;
    pr->town[7] = 1;
    pr->region[8][0] = 12;
    pr->region[8][1] = 13;
    pr->right = 8;
    sc->s.region_stack &= ~((1u << 12) | (1u << 13));
    ctn_rivals_derive(&sc->s);
    sc->s.roads_left--;
    sc->s.settlements_left--;
    rs_to_site(sc, 0, rs_card(sc, "marketplace", 0), 5, 1);
    roll(sc, 0, 3, "brigands"); /* blue: lumber 3 and grain 3; red: brick 3 */
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_true(rs_is_legal(sc, 0, "gain p%d", rs_pos(sc, 0, L, 2)));
    assert_true(rs_is_legal(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6)));
    assert_false(rs_is_legal(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5)));
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
    assert_int_equal(rs_get(sc, 0, G, 6), 2);
    rs_free(sc);
    sc = rs_new(5); /* equal counts: nothing */
    rs_to_site(sc, 0, rs_card(sc, "marketplace", 0), 5, 1);
    roll(sc, 0, 3, "brigands");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§7: Parish Hall: a search costs 1 resource */
static void test_parish_hall(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = rs_new(5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "parish_hall", 0), 5, 1);
        roll(sc, 0, 4, "brigands");
        RS_PLAY(sc, 0, "end_actions");
        RS_PLAY(sc, 0, "return c%d s0", __builtin_ctzll(sc->s.hand[0][0] | (sc->s.hand[0][1] ? 0 : 0)));
        rs_fill(sc, 0, 0);
        rs_set(sc, 0, O, 5, 1);
        assert_int_equal(rs_is_legal(sc, 0, "search s2"), with);
        rs_free(sc);
    }
}

/* R§7: Large Trade Ship: 2 from its two neighbouring regions for 1 of choice */
static void test_large_trade_ship(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int ship = rs_card(sc, "large_trade_ship", 0);
    rs_to_site(sc, 0, ship, 5, 1); /* beside lumber 2 and gold 1 */
    roll(sc, 0, 4, "brigands");
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, AU, 1, 0);
    rs_set(sc, 0, B, 3, 3);
    assert_false(rs_is_legal(sc, 0, "ship_trade c%d", ship)); /* the bricks are on the other side */
    rs_set(sc, 0, AU, 1, 1);
    RS_PLAY(sc, 0, "ship_trade c%d", ship);
    assert_int_equal(rs_get(sc, 0, L, 2) + rs_get(sc, 0, AU, 1), 0);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§7: each resource's ship trades it 2 for 1 */
static void test_trade_ships(void **u) {
    (void)u;
    static const char *const SHIP[6] = {"lumber_ship", "brick_ship", "wool_ship", "grain_ship", "ore_ship", "gold_ship"};
    for (int res = 0; res < 6; res++) {
        rs_scenario *sc = rs_new(5);
        rs_to_site(sc, 0, rs_card(sc, SHIP[res], 0), 5, 1);
        for (int r = 0; r < 6; r++) assert_int_equal(rv_trade_rate(rv_data_of(sc->g), &sc->s, 0, r), r == res ? 2 : 3);
        rs_free(sc);
    }
}

/* R§5, R§7: heroes' strength and skill; an advantage needs 3 points and strictly more */
static void test_heroes(void **u) {
    (void)u;
    static const struct { const char *key; int strength, skill; } HEROES[] = {
        {"austin", 1, 2}, {"harald", 2, 1}, {"inga", 1, 3}, {"osmund", 2, 2}, {"candamir", 4, 1}, {"siglind", 2, 3}};
    for (int i = 0; i < 6; i++) {
        rs_scenario *sc = rs_new(5);
        rs_to_site(sc, 0, rs_card(sc, HEROES[i].key, 0), 5, 1);
        assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), HEROES[i].strength);
        assert_int_equal(ctn_rivals_skill(sc->g, &sc->s, 0), HEROES[i].skill);
        assert_int_equal(ctn_rivals_strength_holder(sc->g, &sc->s), HEROES[i].strength >= 3 ? 0 : RV_NONE);
        rs_free(sc);
    }
    rs_scenario *sc = rs_new(5);
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "osmund", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "harald", 0), 6, 1);
    assert_int_equal(ctn_rivals_strength_holder(sc->g, &sc->s), RV_NONE); /* 4 to 4 */
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 2);
    rs_free(sc);
}

/* R§7: Brigitta sets the production number before the roll; the event die is still rolled */
static void test_brigitta(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int card = rs_card(sc, "brigitta", 0);
    rs_to_hand(sc, 0, card);
    assert_false(rs_is_legal(sc, 0, "brigitta c%d 7", card));
    RS_PLAY(sc, 0, "brigitta c%d 5", card);
    assert_false(rv_in_hand(&sc->s, 0, card));
    assert_true(sc->s.discard[card >> 6] >> (card & 63) & 1);
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 5);
    for (int i = 0; i < n; i++) assert_int_equal(RV_ACT_A(out[i]), 5);
    RS_PLAY(sc, CTN_CHANCE, "dice 5 brigands");
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    rs_free(sc);
}

/* R§7: Relocation swaps two regions (stocks stay on their cards) or two expansions */
static void test_relocation(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int card = rs_card(sc, "relocation", 0);
    rs_to_hand(sc, 0, card);
    roll(sc, 0, 4, "brigands");
    rs_set(sc, 0, L, 2, 3);
    rs_set(sc, 0, O, 5, 0);
    int pl = rs_pos(sc, 0, L, 2), po = rs_pos(sc, 0, O, 5);
    RS_PLAY(sc, 0, "relocate c%d regions p%d p%d", card, pl < po ? pl : po, pl < po ? po : pl);
    assert_int_equal(rs_pos(sc, 0, L, 2), po);
    assert_int_equal(rs_pos(sc, 0, O, 5), pl);
    assert_int_equal(rs_get(sc, 0, L, 2), 3);
    rs_free(sc);
    /* two expansions: the grain mill moves next to the grain */
    sc = rs_new(5);
    card = rs_card(sc, "relocation", 0);
    rs_to_hand(sc, 0, card);
    rs_to_site(sc, 0, rs_card(sc, "grain_mill", 0), 5, 2); /* beside brick and wool */
    rs_to_site(sc, 0, rs_card(sc, "austin", 0), 6, 1);     /* beside gold and grain */
    roll(sc, 0, 4, "brigands");
    assert_false(rs_is_legal(sc, 0, "relocate c%d cards x%d x%d", card, 5 * 4 + 1, 5 * 4 + 2)); /* one card */
    RS_PLAY(sc, 0, "relocate c%d cards x%d x%d", card, 5 * 4 + 2, 6 * 4 + 1);
    RS_PLAY(sc, 0, "end_actions");
    while (sc->s.current == 0) {
        if (sc->s.phase == RV_PH_EXCHANGE) RS_PLAY(sc, 0, "end_turn");
        else if (sc->s.phase == RV_PH_REPLENISH) RS_PLAY(sc, 0, "draw s2");
        rs_settle(sc);
    }
    rs_set(sc, 0, G, 6, 0);
    roll(sc, 1, 6, "brigands");
    assert_int_equal(rs_get(sc, 0, G, 6), 2);
    rs_free(sc);
}

/* R§7: Scout: the builder picks the settlement's two regions from the stack */
static void test_scout(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int card = rs_card(sc, "scout", 0);
    rs_to_hand(sc, 0, card);
    roll(sc, 0, 4, "brigands");
    sc->s.pr[0].roads |= 1u << 5; /* a road on the left */
    sc->s.roads_left--;
    rs_fill(sc, 0, 1);
    RS_PLAY(sc, 0, "settlement left scout c%d", card);
    assert_int_equal(sc->s.phase, RV_PH_SCOUT);
    RS_PLAY(sc, 0, "scout_pick r20");
    assert_false(rs_is_legal(sc, 0, "scout_pick r20"));
    RS_PLAY(sc, 0, "scout_pick r15");
    assert_int_equal(sc->s.pr[0].region[4][0], 20);
    assert_int_equal(sc->s.pr[0].region[4][1], 15);
    assert_int_equal(sc->s.pr[0].town[4], 1);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_true(sc->s.discard[card >> 6] >> (card & 63) & 1);
    rs_free(sc);
}

/* R§7: Merchant Caravan: exactly 2 own resources for any 2 */
static void test_merchant_caravan(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int card = rs_card(sc, "merchant_caravan", 0);
    rs_to_hand(sc, 0, card);
    roll(sc, 0, 4, "brigands");
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, W, 4, 1);
    assert_false(rs_is_legal(sc, 0, "caravan c%d", card));
    rs_set(sc, 0, W, 4, 2);
    RS_PLAY(sc, 0, "caravan c%d", card);
    assert_int_equal(rs_get(sc, 0, W, 4), 0);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§7: Goldsmith: 3 gold for any 2 */
static void test_goldsmith(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(5);
    int card = rs_card(sc, "goldsmith", 0);
    rs_to_hand(sc, 0, card);
    roll(sc, 0, 4, "brigands");
    rs_set(sc, 0, AU, 1, 2);
    assert_false(rs_is_legal(sc, 0, "goldsmith c%d", card));
    rs_set(sc, 0, AU, 1, 3);
    RS_PLAY(sc, 0, "goldsmith c%d", card);
    assert_int_equal(rs_get(sc, 0, AU, 1), 0);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, B, 3));
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
    assert_int_equal(rs_get(sc, 0, B, 3), 2);
    assert_int_equal(rs_get(sc, 0, G, 6), 2);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_boosters),     cmocka_unit_test(test_toll_bridge),
        cmocka_unit_test(test_storehouse),   cmocka_unit_test(test_abbey),
        cmocka_unit_test(test_marketplace),  cmocka_unit_test(test_parish_hall),
        cmocka_unit_test(test_large_trade_ship), cmocka_unit_test(test_trade_ships),
        cmocka_unit_test(test_heroes),       cmocka_unit_test(test_brigitta),
        cmocka_unit_test(test_relocation),   cmocka_unit_test(test_scout),
        cmocka_unit_test(test_merchant_caravan), cmocka_unit_test(test_goldsmith),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
