/* test_rivals_rules_merchants.c — Rivals for Catan, the theme game of the Age of Darkness's Era
 * of Merchant Princes (mode=merchants, docs/rules/rivals.md R§13): its set-up (stacks, the face-up
 * Commercial Harbors, the cards built so far), the requirements and the abilities of the cards
 * built (rulings R-122..), each against the same play without the card or its requirement. */
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

static rs_scenario *merchants(void) { return rs_new_mode(5, RV_MODE_MERCHANTS); }

/* R§13: 3 Basic stacks of 12, 2 theme stacks of the era's draw cards built (not face up), the 2
 * Commercial Harbors face up, the Basic events and the era's built, 12 points to win; the era's
 * 30 cards are all rows of the table */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_check_theme_setup(sc, RV_SET_MERCHANTS, 30, "commercial_harbor", 12);
    rs_free(sc);
}

/* Ruling R-129: a Residence (Cloth: by a pasture, levels 0-3 of 1 commerce; Paper: by a forest,
 * level 0-1 of 1 victory, commerce and progress point) is laid from the hand with a city, by a
 * region of its resource that nothing lies by, at level 0; 2 of that resource from that region
 * turn it one level up, to its top level and no further */
static void residence(int cloth) {
    rs_scenario *sc = merchants();
    int res = cloth ? W : L, number = cloth ? 4 : 2, top = cloth ? 3 : 1, other = cloth ? L : W;
    rs_to_actions(sc);
    int c = rs_card(sc, cloth ? "cloth_merchants_residence" : "paper_merchants_residence", 0);
    int pos = rs_pos(sc, 0, res, number), wrong = rs_pos(sc, 0, other, cloth ? 2 : 4);
    rs_to_hand(sc, 0, c);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, pos)); /* no city */
    rs_make_city(sc, 0, 5);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, wrong)); /* a region of another resource */
    const ctn_game *g = sc->g;
    int vp = ctn_rivals_vp(g, &sc->s, 0), commerce = ctn_rivals_commerce(g, &sc->s, 0);
    int progress = ctn_rivals_progress(g, &sc->s, 0), limit = rv_hand_limit(rv_data_of(g), &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d p%d", c, pos);
    assert_false(rv_in_hand(&sc->s, 0, c));
    assert_int_equal(rv_rot_slot(&sc->s, 0, c), 0);
    assert_int_equal(sc->s.rot_level[0][0], 0);
    assert_int_equal(ctn_rivals_commerce(g, &sc->s, 0), commerce); /* level 0: nothing */
    rs_set(sc, 0, res, number, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d level1", c)); /* 1 of the 2 */
    for (int level = 1; level <= top; level++) {
        rs_set(sc, 0, res, number, 3);
        assert_false(rs_is_legal(sc, 0, "play c%d level%d", c, level + 1)); /* one level at a time */
        RS_PLAY(sc, 0, "play c%d level%d", c, level);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, res, number), 1); /* both from that region */
        assert_int_equal(sc->s.rot_level[0][0], level);
        assert_int_equal(ctn_rivals_commerce(g, &sc->s, 0), commerce + level);
        int advantage = ctn_rivals_trade_holder(g, &sc->s) == 0; /* at 3 commerce (blue has none) */
        assert_int_equal(advantage, commerce + level >= 3);
        assert_int_equal(ctn_rivals_vp(g, &sc->s, 0), vp + (cloth ? 0 : level) + advantage);
        assert_int_equal(ctn_rivals_progress(g, &sc->s, 0), progress + (cloth ? 0 : level));
        assert_int_equal(rv_hand_limit(rv_data_of(g), &sc->s, 0), limit + (cloth ? 0 : level));
        rs_check(sc);
    }
    rs_set(sc, 0, res, number, 3);
    assert_false(rs_is_legal(sc, 0, "play c%d level%d", c, top + 1)); /* its top level */
    rs_free(sc);
}

static void test_cloth_residence(void **u) {
    (void)u;
    residence(1);
}

static void test_paper_residence(void **u) {
    (void)u;
    residence(0);
}

/* Lays p's Residence of a key by its region at a level. */
static int lay_residence(rs_scenario *sc, int p, const char *key, int pos, int level) {
    int c = rs_card(sc, key, 0), k = rv_rot_slot(&sc->s, p, -1);
    rs_to_hand(sc, p, c);
    rv_hand_del(&sc->s, p, c);
    sc->s.rot[p][k] = (uint8_t)(c + 1);
    sc->s.rot_at[p][k] = (uint8_t)(sc->s.pr[p].region[pos >> 1][pos & 1] + 1);
    sc->s.rot_level[p][k] = (uint8_t)level;
    return c;
}

/* Ruling R-130: the Commercial Harbor, built face up on a city, is 1 victory point and 1
 * commerce point; once a turn it turns one of its owner's Residences one level down for 2
 * resources of choice, never a Residence at level 0 */
static void test_commercial_harbor(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int c = rs_card(sc, "commercial_harbor", 0), vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    assert_true(rv_in_faceup(&sc->s, c));
    rs_set(sc, 0, B, 3, 1);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, G, 6, 2);
    int total = rs_total(sc, 0, -1), commerce = ctn_rivals_commerce(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "build c%d t5 top", c);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), commerce + 1);
    assert_int_equal(rs_total(sc, 0, -1), total - 5);
    int cloth = lay_residence(sc, 0, "cloth_merchants_residence", rs_pos(sc, 0, W, 4), 2);
    int paper = lay_residence(sc, 0, "paper_merchants_residence", rs_pos(sc, 0, L, 2), 0);
    rs_fill(sc, 0, 0);
    rs_check(sc);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", c, paper)); /* level 0 */
    commerce = ctn_rivals_commerce(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d c%d", c, cloth);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.rot_level[0][0], 1);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), commerce - 1);
    assert_int_equal(rs_total(sc, 0, -1), 2);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", c, cloth)); /* once a turn */
    sc->s.merchant_flags = 0; /* a later turn */
    rs_fill(sc, 0, 3);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", c, cloth)); /* no room: no effect, not played */
    rs_fill(sc, 0, 0);
    assert_true(rs_is_legal(sc, 0, "play c%d c%d", c, cloth));
    rs_check(sc);
    rs_free(sc);
}

/* Rulings: built, the Craft Guild turns every Residence of its owner below its top
 * level one level up, free; only when none can (none at all, or all at their top) he takes 2
 * resources of choice; a second Guild is not built in his principality (1x) */
static void craft_guild(int residences) {
    rs_scenario *sc = merchants();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int c = rs_card(sc, "craft_guild", 0), c2 = rs_card(sc, "craft_guild", 1);
    if (residences) { /* the Paper Residence at its top level; the Cloth one below, when 2 */
        lay_residence(sc, 0, "paper_merchants_residence", rs_pos(sc, 0, L, 2), 1);
        if (residences == 2) lay_residence(sc, 0, "cloth_merchants_residence", rs_pos(sc, 0, W, 4), 1);
    }
    rs_to_hand(sc, 0, c);
    rs_to_hand(sc, 0, c2);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, B, 3, 1);
    rs_set(sc, 0, O, 5, 3);
    int commerce = ctn_rivals_commerce(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "build c%d t5 top", c);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, -1), residences == 2 ? 0 : 2); /* paid; 2 taken when nothing turned */
    assert_int_equal(sc->s.rot_level[0][0], residences ? 1 : 0); /* the Paper Residence stays at its top */
    if (residences == 2) assert_int_equal(sc->s.rot_level[0][1], 2);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), commerce + (residences == 2));
    rs_set(sc, 0, O, 5, 3);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom", c2));
    rs_check(sc);
    rs_free(sc);
}

static void test_craft_guild(void **u) {
    (void)u;
    for (int residences = 0; residences < 3; residences++) craft_guild(residences);
}

/* The era's Pirate Ship (the Era of Gold's card, R§7.2): built, the opponent removes one of his
 * trade ships of his choice to the discard pile */
static void test_pirate_ship(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    int ship = -1, ore = rs_card(sc, "ore_ship", 0), wool = rs_card(sc, "wool_ship", 0);
    for (int c = 0; c < ctn_rivals_num_draw_cards(sc->g); c++) /* its row is the era's, not the Era of Gold's */
        if (!strcmp(ctn_rivals_cards[sc->s.kind[c]].key, "pirate_ship")) ship = c;
    assert_true(ship >= 0);
    assert_int_equal(ctn_rivals_cards[sc->s.kind[ship]].set, RV_SET_MERCHANTS);
    rs_to_site(sc, 1, ore, 5, 1);
    rs_to_site(sc, 1, wool, 6, 1);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, ship);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, W, 4, 1);
    RS_PLAY(sc, 0, "build c%d t5 top", ship);
    assert_int_equal(sc->s.phase, RV_PH_LOSE_SHIP);
    assert_int_equal(sc->s.actor, 1);
    RS_PLAY(sc, 1, "lose x%d", 6 * 4 + 1);
    assert_true(sc->s.discard[wool >> 6] >> (wool & 63) & 1);
    assert_int_equal(sc->s.pr[1].site[5][1], ore);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-132: the Commercial Metropolis (2 VP) is built on a city's site with 6 commerce points
 * or a Residence at its top level, not without */
static void test_commercial_metropolis(void **u) {
    (void)u;
    static const char *const SHIPS[] = {"gold_ship", "ore_ship", "wool_ship", "grain_ship", "lumber_ship", "brick_ship"};
    for (int way = 0; way < 4; way++) { /* 5 commerce; 6 commerce; Paper Residence at 1; Cloth at 2 */
        rs_scenario *sc = merchants();
        rs_make_city(sc, 0, 5);
        rs_make_city(sc, 0, 6);
        int ships = way == 1 ? 6 : way == 0 ? 5 : 0;
        for (int k = 0; k < ships; k++) rs_to_site(sc, 0, rs_card(sc, SHIPS[k], 0), 5 + k / 4, k % 4);
        if (way == 2) lay_residence(sc, 0, "paper_merchants_residence", rs_pos(sc, 0, L, 2), 1);
        if (way == 3) lay_residence(sc, 0, "cloth_merchants_residence", rs_pos(sc, 0, W, 4), 2);
        rs_to_actions(sc);
        int c = rs_card(sc, "commercial_metropolis", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 0);
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, B, 3, 2);
        rs_set(sc, 0, W, 4, 2);
        int met = way == 1 || way == 2, t = ships > 4 ? 6 : 5;
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t%d bottom", c, t), met);
        if (met) {
            int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
            RS_PLAY(sc, 0, "build c%d t%d bottom", c, t);
            rs_gain_up(sc);
            assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 2);
            assert_int_equal(rs_total(sc, 0, -1), 0);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Red rolls the event face and reveals the event of the key. */
static void reveal(rs_scenario *sc, const char *key) {
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
    RS_PLAY(sc, CTN_CHANCE, "event e%d %s", rs_event_id(sc, key), key);
}

/* Ruling R-133: the Hour of the Master Merchants turns every Residence of both players one level
 * up, free; one at its top level gives the region it lies by 1 resource instead */
static void test_hour_of_the_master_merchants(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    lay_residence(sc, 0, "cloth_merchants_residence", rs_pos(sc, 0, W, 4), 3); /* red's at its top */
    lay_residence(sc, 1, "paper_merchants_residence", rs_pos(sc, 1, L, 3), 0); /* blue's below */
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 1, L, 3, 1);
    int commerce = ctn_rivals_commerce(sc->g, &sc->s, 1);
    reveal(sc, "hour_of_the_master_merchants");
    rs_settle(sc);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.rot_level[0][0], 3);
    assert_int_equal(rs_get(sc, 0, W, 4), 2); /* its pasture's resource */
    assert_int_equal(sc->s.rot_level[1][0], 1);
    assert_int_equal(rs_get(sc, 1, L, 3), 2); /* turned: its forest only produced (the dice's 3) */
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 1), commerce + 1);
    rs_check(sc);
    rs_free(sc);
}

/* Red builds a road and a settlement to the right, drawing wool 6 (on top, empty) and grain 3:
 * a second pasture. */
static void second_pasture(rs_scenario *sc) {
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, B, 3, 2);
    RS_PLAY(sc, 0, "road right");
    rs_fill(sc, 0, 1);
    RS_PLAY(sc, 0, "settlement right");
    RS_PLAY(sc, CTN_CHANCE, "region r12");
    RS_PLAY(sc, CTN_CHANCE, "region r20");
    RS_PLAY(sc, 0, "place swap");
    assert_int_equal(rs_pos(sc, 0, W, 6) >= 0, 1);
}

/* Ruling R-134: the Wainwright, once a turn, moves 1 resource from one region of its kind to
 * another, or takes 1 resource named for 3 of any kinds */
static void test_wainwright(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_to_actions(sc);
    int c = rs_card(sc, "wainwright", 0);
    rs_to_site(sc, 0, c, 5, 1);
    second_pasture(sc);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d move ore", c)); /* one mountains region */
    rs_set(sc, 0, O, 5, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d grain", c)); /* 3 resources */
    RS_PLAY(sc, 0, "play c%d move wool", c);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, W, 6));
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 0, W, 4), 1);
    assert_int_equal(rs_get(sc, 0, W, 6), 1);
    assert_false(rs_is_legal(sc, 0, "play c%d grain", c)); /* once a turn */
    sc->s.merchant_flags = 0; /* a later turn */
    rs_set(sc, 0, O, 5, 1);
    RS_PLAY(sc, 0, "play c%d grain", c);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, -1), 1);
    assert_int_equal(rs_total(sc, 0, G), 1);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-135: the Lighthouse (a Commercial Harbor or 2 trade ships) lets its owner trade once a
 * turn 1:1 the resource of the trade ship on the other site of its half; a ship of the other half
 * keeps its 2:1 */
static void test_lighthouse(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_make_city(sc, 0, 5);
    int c = rs_card(sc, "lighthouse", 0);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1); /* beside the Lighthouse's site 0 */
    rs_to_actions(sc);
    rs_to_hand(sc, 0, c);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, B, 3, 2);
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", c)); /* 1 trade ship, no Harbor */
    rs_to_site(sc, 0, rs_card(sc, "wool_ship", 0), 5, 2); /* the other half */
    RS_PLAY(sc, 0, "build c%d t5 top", c);
    rs_gain_up(sc);
    assert_int_equal(sc->s.pr[0].site[5][0], c);
    rs_set(sc, 0, O, 5, 1);
    rs_set(sc, 0, W, 4, 1);
    assert_false(rs_is_legal(sc, 0, "trade wool grain")); /* its ship's half is the other */
    RS_PLAY(sc, 0, "trade ore grain");
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, O), 0);
    assert_int_equal(rs_total(sc, 0, G), 1);
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "trade ore grain")); /* once a turn: 2:1 again */
    rs_set(sc, 0, O, 5, 2);
    assert_true(rs_is_legal(sc, 0, "trade ore grain"));
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-137: the Fortunate Trade Voyage gives each player 2 of the resource of one of his
 * trade ships, his choice; a Large Trade Ship's are those of the regions beside it */
static void test_fortunate_trade_voyage(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "wool_ship", 0), 5, 2);
    rs_to_site(sc, 1, rs_card(sc, "large_trade_ship", 0), 5, 1); /* beside blue's lumber 3 and gold 4 */
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    reveal(sc, "fortunate_trade_voyage");
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_int_equal(sc->s.actor, 0);
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5)); /* ore: the second is ore too, placed at once */
    assert_int_equal(sc->s.actor, 1);
    assert_false(rs_is_legal(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6))); /* no ship of his trades ore */
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, AU, 4));
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, O), 2);
    assert_int_equal(rs_total(sc, 0, W), 0);
    assert_int_equal(rs_total(sc, 1, AU), 2);
    assert_int_equal(rs_total(sc, 1, -1), 3); /* and his lumber 3 produced */
    rs_check(sc);
    rs_free(sc);
}

/* The Capricious Sea revealed with red's ore and wool ships and blue's Large Trade Ship (beside
 * his lumber 3 and gold 4), blue with a Lighthouse when asked; its die is its own chance step. */
static rs_scenario *capricious_sea(int face, int lighthouse) {
    rs_scenario *sc = merchants();
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "wool_ship", 0), 5, 2);
    rs_to_site(sc, 1, rs_card(sc, "large_trade_ship", 0), 5, 1);
    if (lighthouse) {
        rs_make_city(sc, 1, 5);
        rs_to_site(sc, 1, rs_card(sc, "lighthouse", 0), 5, 0);
    }
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    reveal(sc, "capricious_sea");
    assert_int_equal(sc->s.phase, RV_PH_SEA_ROLL);
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 6);
    RS_PLAY(sc, CTN_CHANCE, "sea_die %d", face);
    return sc;
}

/* Ruling R-158: the Capricious Sea's 1-4 give each player 1 resource per trade ship of the kind it
 * trades; no trade ship in play: no die */
static void test_capricious_sea_gains(void **u) {
    (void)u;
    rs_scenario *sc = capricious_sea(4, 0);
    assert_int_equal(sc->s.phase, RV_PH_GAIN);
    assert_int_equal(sc->s.actor, 1); /* red's ore and wool placed at once: one region each */
    assert_int_equal(rs_total(sc, 0, O), 1);
    assert_false(rs_is_legal(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6))); /* the regions beside his ship */
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, AU, 4));
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, O), 1);
    assert_int_equal(rs_total(sc, 0, W), 1);
    assert_int_equal(rs_total(sc, 1, AU), 1);
    assert_int_equal(rs_total(sc, 1, -1), 2); /* and his lumber 3 produced */
    assert_int_equal(sc->s.pr[0].site[5][1] != RV_NONE && sc->s.pr[1].site[5][1] != RV_NONE, 1);
    rs_check(sc);
    rs_free(sc);
    sc = merchants(); /* no trade ship: the event does nothing */
    reveal(sc, "capricious_sea");
    assert_int_not_equal(sc->s.phase, RV_PH_SEA_ROLL);
    rs_free(sc);
}

/* Ruling R-158: at 5-6 each player with a trade ship puts one of his choice under a stack (one
 * ship: at once); the Lighthouse keeps all of its owner's */
static void test_capricious_sea_losses(void **u) {
    (void)u;
    for (int lighthouse = 0; lighthouse < 2; lighthouse++) {
        rs_scenario *sc = capricious_sea(5 + lighthouse, lighthouse);
        int ore = sc->s.pr[0].site[5][1], wool = sc->s.pr[0].site[5][2], large = sc->s.pr[1].site[5][1];
        assert_int_equal(sc->s.phase, RV_PH_LOSE_SHIP);
        assert_int_equal(sc->s.actor, 0);
        assert_int_equal(rs_num_legal(sc), 2);
        RS_PLAY(sc, 0, "lose x%d", 5 * RV_SITES + 2);
        assert_int_equal(sc->s.phase, RV_PH_BURY);
        assert_int_equal(sc->s.bury, wool);
        RS_PLAY(sc, 0, "bury s0");
        assert_int_equal(sc->s.stacks[0].card[sc->s.stacks[0].n - 1], wool);
        assert_int_equal(sc->s.pr[0].site[5][1], ore);
        if (!lighthouse) { /* blue's one ship goes at once; he picks its stack */
            assert_int_equal(sc->s.phase, RV_PH_BURY);
            assert_int_equal(sc->s.actor, 1);
            assert_int_equal(sc->s.bury, large);
            RS_PLAY(sc, 1, "bury s1");
            assert_int_equal(sc->s.pr[1].site[5][1], RV_NONE);
        } else {
            assert_int_equal(sc->s.pr[1].site[5][1], large);
        }
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(sc->s.merchant_flags, 0);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-138: a Trading Post is laid on a road of its owner's with nothing on it (paid 1 wool 1
 * grain; 1 commerce); once a turn it trades 1 resource 1:1 from the region above its road to the
 * one below, or back */
static void test_trading_post(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_to_actions(sc);
    int c = rs_card(sc, "trading_post", 0), c2 = rs_card(sc, "trading_post", 1), road = 6;
    assert_true(sc->s.pr[0].roads >> road & 1);
    rs_to_hand(sc, 0, c);
    rs_to_hand(sc, 0, c2);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d road5", c)); /* no road there */
    int commerce = ctn_rivals_commerce(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d road%d", c, road);
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), commerce + 1);
    assert_false(rv_in_hand(&sc->s, 0, c));
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d road%d", c2, road)); /* one complement a road */
    rs_set(sc, 0, AU, 1, 1); /* the gold field above the road, the pasture below */
    rs_set(sc, 0, W, 4, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d up", c)); /* nothing on the pasture */
    RS_PLAY(sc, 0, "play c%d down", c);
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, AU, 1), 0);
    assert_int_equal(rs_get(sc, 0, W, 4), 1);
    assert_false(rs_is_legal(sc, 0, "play c%d up", c)); /* once a turn */
    sc->s.merchant_flags = 0; /* a later turn */
    RS_PLAY(sc, 0, "play c%d up", c);
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    assert_int_equal(rs_get(sc, 0, W, 4), 0);
    rs_check(sc);
    rs_free(sc);
}

/* Rulings: red lays a Brigand Camp on blue's road (paid 1 wool 1 gold): blue's
 * commerce is 1 less, and when blue's Marketplace gives him a resource red takes 1 gold; the
 * Tactical Retreat takes the Camp back for 1 resource of choice and 1 named from blue */
static void test_brigand_camp_and_tactical_retreat(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_to_site(sc, 1, rs_card(sc, "gold_ship", 0), 5, 1); /* blue: 1 commerce */
    rs_to_site(sc, 1, rs_card(sc, "marketplace", 0), 6, 1);
    rs_to_actions(sc);
    int camp = rs_card(sc, "brigand_camp", 0), retreat = rs_card(sc, "tactical_retreat", 0);
    rs_to_hand(sc, 0, camp);
    rs_to_hand(sc, 0, retreat);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", retreat, camp)); /* no Camp of his out */
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 0, AU, 1, 1);
    int commerce = ctn_rivals_commerce(sc->g, &sc->s, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d road5", camp)); /* blue has no road there */
    RS_PLAY(sc, 0, "play c%d road6", camp);
    rs_gain_up(sc);
    assert_int_equal(sc->s.camp[1][0], camp + 1);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 1), commerce - 1);
    second_pasture(sc); /* red: two regions of 6, blue one: blue's Marketplace takes on a 6 */
    rs_check(sc);
    sc->s.production = 6;
    rv_ctx ctx = {rv_data_of(sc->g), &sc->s, 1, rs_card(sc, "marketplace", 0), RV_H_PRODUCTION, 0, NULL};
    int queued = sc->s.gains_n;
    rv_ab_marketplace(&ctx);
    assert_int_equal(sc->s.gains_n, queued + 2);
    assert_int_equal(sc->s.gains[queued].player, 1); /* blue's resource */
    assert_int_equal(sc->s.gains[queued + 1].player, 0); /* red's gold */
    assert_int_equal(sc->s.gains[queued + 1].mask, 1 << AU);
    sc->s.gains_n = (uint8_t)queued;
    memset(&sc->s.gains[queued], 0, 2 * sizeof sc->s.gains[0]);
    rs_check(sc);
    rs_free(sc);
    sc = merchants(); /* the Tactical Retreat */
    rs_to_actions(sc);
    rs_to_hand(sc, 0, retreat);
    rs_to_hand(sc, 0, camp);
    rv_hand_del(&sc->s, 0, camp);
    sc->s.camp[1][0] = (uint8_t)(camp + 1);
    sc->s.camp[1][1] = 7;
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 0);
    rs_set(sc, 1, O, 6, 2);
    RS_PLAY(sc, 0, "play c%d c%d", retreat, camp);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
    RS_PLAY(sc, 0, "take ore");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.camp[1][0], 0);
    assert_true(sc->s.discard[camp >> 6] >> (camp & 63) & 1);
    assert_int_equal(rs_total(sc, 0, -1), 2);
    assert_int_equal(rs_total(sc, 1, O), 1);
    rs_check(sc);
    rs_free(sc);
}

/* Puts a card on the discard pile. */
static void to_discard(rs_scenario *sc, int card) {
    rs_to_hand(sc, 0, card);
    rv_hand_del(&sc->s, 0, card);
    sc->s.discard[card >> 6] |= 1ull << (card & 63);
}

/* Ruling R-136: with a Ship Builder a ship costs 1 lumber or 1 wool less (the discount always
 * taken); 1 gold takes a trade ship of the discard pile into the hand, not a Pirate Ship */
static void test_ship_builder(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = merchants();
        if (with) rs_to_site(sc, 0, rs_card(sc, "ship_builder", 0), 5, 2);
        rs_to_actions(sc);
        int ship = rs_card(sc, "ore_ship", 0), gone = rs_card(sc, "wool_ship", 0), pirate = -1;
        for (int c = 0; c < ctn_rivals_num_draw_cards(sc->g); c++)
            if (!strcmp(ctn_rivals_cards[sc->s.kind[c]].key, "pirate_ship")) pirate = c;
        rs_to_hand(sc, 0, ship);
        rs_fill(sc, 0, 0);
        rs_set(sc, 0, W, 4, 1); /* wool, no lumber */
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t5 top less lumber", ship), with);
        assert_false(rs_is_legal(sc, 0, "build c%d t5 top less wool", ship)); /* the lumber is missing */
        assert_false(rs_is_legal(sc, 0, "build c%d t5 top", ship));
        to_discard(sc, gone);
        to_discard(sc, pirate);
        rs_set(sc, 0, AU, 1, 1);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d c%d", rs_card(sc, "ship_builder", 0), gone), with);
        if (with) {
            int sb = rs_card(sc, "ship_builder", 0);
            assert_false(rs_is_legal(sc, 0, "play c%d c%d", sb, pirate)); /* no trade ship */
            RS_PLAY(sc, 0, "build c%d t5 top less lumber", ship);
            rs_gain_up(sc);
            assert_int_equal(sc->s.pr[0].site[5][1], ship);
            assert_int_equal(rs_total(sc, 0, W), 0);
            RS_PLAY(sc, 0, "play c%d c%d", sb, gone);
            rs_gain_up(sc);
            assert_true(rv_in_hand(&sc->s, 0, gone));
            assert_int_equal(rs_total(sc, 0, AU), 0);
            assert_false(rs_is_legal(sc, 0, "play c%d c%d", sb, gone)); /* in his hand now */
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Play an action card that takes 2 resources of choice, checked with and without its
 * requirement and with no room. */
static void take_two(const char *key, int met) {
    rs_scenario *sc = merchants();
    rs_make_city(sc, 0, 5);
    if (met && !strcmp(key, "guild_master")) rs_to_site(sc, 0, rs_card(sc, "craft_guild", 0), 5, 0);
    if (!strcmp(key, "gero")) { /* 2 trade ships, or 1 */
        rs_to_site(sc, 0, rs_card(sc, "gold_ship", 0), 5, 1);
        if (met) rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 2);
    }
    rs_to_actions(sc);
    int c = rs_card(sc, key, 0);
    rs_to_hand(sc, 0, c);
    rs_fill(sc, 0, 3);
    assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no room: no effect, not played */
    rs_fill(sc, 0, 0);
    assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), met);
    if (met) {
        RS_PLAY(sc, 0, "play c%d", c);
        assert_int_equal(sc->s.phase, RV_PH_GAIN);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 0, -1), 2);
        assert_false(rv_in_hand(&sc->s, 0, c));
    }
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-123: Gero the Master Merchant requires 2 trade ships */
static void test_gero(void **u) {
    (void)u;
    take_two("gero", 0);
    take_two("gero", 1);
}

/* Ruling R-123: the Guild Master requires a Craft Guild */
static void test_guild_master(void **u) {
    (void)u;
    take_two("guild_master", 0);
    take_two("guild_master", 1);
}

/* Ruling R-124: when red trades 3 lumber for a brick with the supply, blue's Master Merchants'
 * Alliance gives blue 1 lumber (as room allows); without it blue gets nothing */
static void test_master_merchants_alliance(void **u) {
    (void)u;
    for (int alliance = 0; alliance < 2; alliance++) {
        rs_scenario *sc = merchants();
        rs_make_city(sc, 1, 5);
        if (alliance) rs_to_site(sc, 1, rs_card(sc, "master_merchants_alliance", 0), 5, 0);
        rs_to_actions(sc);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 0);
        rs_set(sc, 0, L, 2, 3);
        RS_PLAY(sc, 0, "trade lumber brick");
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 0, B), 1);
        assert_int_equal(rs_total(sc, 1, L), alliance);
        assert_int_equal(rs_total(sc, 1, -1), alliance);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-125: the Mendicants are played only while the opponent holds the trade advantage; the
 * player names 1 resource he takes, 2 when the opponent also leads in victory points */
static void test_mendicants(void **u) {
    (void)u;
    for (int lead = 0; lead < 3; lead++) { /* no advantage; the advantage; it and the lead */
        rs_scenario *sc = merchants();
        rs_make_city(sc, 0, 5); /* red 3 points: blue's advantage alone makes no lead */
        if (lead) { /* 3 commerce points: 3 trade ships */
            rs_to_site(sc, 1, rs_card(sc, "gold_ship", 0), 5, 1);
            rs_to_site(sc, 1, rs_card(sc, "ore_ship", 0), 5, 2);
            rs_to_site(sc, 1, rs_card(sc, "wool_ship", 0), 6, 1);
        }
        if (lead == 2) rs_make_city(sc, 1, 6);
        rs_to_actions(sc);
        int c = rs_card(sc, "mendicants", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 1);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), lead > 0);
        if (lead) {
            RS_PLAY(sc, 0, "play c%d", c);
            for (int k = 0; k < lead; k++) {
                assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
                RS_PLAY(sc, 0, "take %s", k ? "brick" : "ore"); /* blue holds 1 of each */
                rs_gain_up(sc);
            }
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rs_total(sc, 0, O) + rs_total(sc, 0, B), lead);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-125: the Maritime Trade Monopoly requires more trade ships than the opponent; the
 * player takes 1 resource per ship more, 2 at most */
static void test_maritime_trade_monopoly(void **u) {
    (void)u;
    static const char *const SHIPS[] = {"gold_ship", "ore_ship", "wool_ship"};
    for (int more = 0; more < 4; more++) {
        rs_scenario *sc = merchants();
        rs_make_city(sc, 0, 5);
        for (int k = 0; k < more; k++) rs_to_site(sc, 0, rs_card(sc, SHIPS[k], 0), 5, k);
        rs_to_actions(sc);
        int c = rs_card(sc, "maritime_trade_monopoly", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 1);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), more > 0);
        if (more) {
            RS_PLAY(sc, 0, "play c%d", c);
            for (int k = 0; k < (more > 2 ? 2 : more); k++) {
                assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
                RS_PLAY(sc, 0, "take %s", k ? "lumber" : "grain"); /* blue holds 1 of each */
                rs_gain_up(sc);
            }
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rs_total(sc, 0, G) + rs_total(sc, 0, L), more > 2 ? 2 : more);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-126: Hergild (a Commercial Harbor or 2 trade ships) lets the player trade 1:1 this
 * turn each resource he has a trade ship of, as often as he likes; other resources keep their rate */
static void test_hergild(void **u) {
    (void)u;
    for (int ships = 1; ships < 3; ships++) {
        rs_scenario *sc = merchants();
        rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 5, 1);
        if (ships == 2) rs_to_site(sc, 0, rs_card(sc, "gold_ship", 0), 5, 2);
        rs_to_actions(sc);
        int c = rs_card(sc, "hergild", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 0);
        rs_set(sc, 0, O, 5, 1);
        rs_set(sc, 0, W, 4, 2);
        assert_false(rs_is_legal(sc, 0, "trade ore lumber")); /* 2:1 with the ship: 1 short */
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), ships == 2);
        if (ships == 2) {
            RS_PLAY(sc, 0, "play c%d", c);
            for (int k = 0; k < 2; k++) { /* as often as he likes */
                rs_set(sc, 0, O, 5, 1);
                RS_PLAY(sc, 0, "trade ore %s", k ? "brick" : "lumber");
                rs_gain_up(sc);
            }
            assert_int_equal(rs_total(sc, 0, O), 0);
            assert_int_equal(rs_total(sc, 0, L) + rs_total(sc, 0, B), 2);
            assert_false(rs_is_legal(sc, 0, "trade wool lumber")); /* no wool ship: 3:1 */
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-127: Olaf, built, is used in a later turn only: he goes to the discard pile, his owner
 * takes up to 2 resources he names from the opponent and gives 1 of his own back */
static void test_olaf(void **u) {
    (void)u;
    rs_scenario *sc = merchants();
    rs_to_actions(sc);
    int c = rs_card(sc, "olaf", 0);
    rs_to_hand(sc, 0, c);
    rs_fill(sc, 0, 0);
    rs_fill(sc, 1, 1);
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 0, G, 6, 1);
    RS_PLAY(sc, 0, "build c%d t5 top", c);
    rs_gain_up(sc);
    assert_true(rv_card_site(&sc->s, 0, c) >= 0);
    assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* not in the turn he was built in */
    sc->s.turn_flags = 0; /* a later turn */
    rs_set(sc, 0, L, 2, 1);
    RS_PLAY(sc, 0, "play c%d", c);
    assert_true(rv_card_site(&sc->s, 0, c) < 0);
    RS_PLAY(sc, 0, "take ore");
    rs_gain_up(sc);
    RS_PLAY(sc, 0, "take brick");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_GIVE);
    RS_PLAY(sc, 0, "give lumber");
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, -1), 2);
    assert_int_equal(rs_total(sc, 1, L), 2);
    assert_int_equal(rs_total(sc, 1, O) + rs_total(sc, 1, B), 0);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-128: the Trade Monopoly (a Commercial Harbor) names a resource the opponent holds; he
 * gives 3 of it (all when fewer: the case tested), then the player gives him 1 resource of his choice */
static void test_trade_monopoly(void **u) {
    (void)u;
    for (int harbor = 0; harbor < 2; harbor++) {
        rs_scenario *sc = merchants();
        rs_make_city(sc, 0, 5);
        if (harbor) rs_to_site(sc, 0, rs_card(sc, "commercial_harbor", 0), 5, 0);
        rs_to_actions(sc);
        int c = rs_card(sc, "trade_monopoly", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 0);
        rs_set(sc, 1, L, 3, 2); /* blue: 2 lumber, fewer than 3: he gives both */
        rs_set(sc, 0, W, 4, 1);
        assert_false(rs_is_legal(sc, 0, "play c%d ore", c)); /* he holds no ore */
        assert_int_equal(rs_is_legal(sc, 0, "play c%d lumber", c), harbor);
        if (harbor) {
            RS_PLAY(sc, 0, "play c%d lumber", c);
            rs_gain_up(sc);
            assert_int_equal(sc->s.phase, RV_PH_GIVE);
            RS_PLAY(sc, 0, "give wool");
            rs_gain_up(sc);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rs_total(sc, 0, L), 2);
            assert_int_equal(rs_total(sc, 1, L), 0);
            assert_int_equal(rs_total(sc, 1, W), 1);
            assert_int_equal(rs_total(sc, 0, W), 0);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_setup), cmocka_unit_test(test_cloth_residence),
                                       cmocka_unit_test(test_paper_residence), cmocka_unit_test(test_commercial_harbor),
                                       cmocka_unit_test(test_craft_guild), cmocka_unit_test(test_gero),
                                       cmocka_unit_test(test_guild_master), cmocka_unit_test(test_master_merchants_alliance),
                                       cmocka_unit_test(test_mendicants), cmocka_unit_test(test_maritime_trade_monopoly),
                                       cmocka_unit_test(test_hergild), cmocka_unit_test(test_olaf),
                                       cmocka_unit_test(test_trade_monopoly), cmocka_unit_test(test_pirate_ship),
                                       cmocka_unit_test(test_commercial_metropolis),
                                       cmocka_unit_test(test_hour_of_the_master_merchants), cmocka_unit_test(test_wainwright),
                                       cmocka_unit_test(test_lighthouse), cmocka_unit_test(test_ship_builder),
                                       cmocka_unit_test(test_fortunate_trade_voyage), cmocka_unit_test(test_trading_post),
                                       cmocka_unit_test(test_capricious_sea_gains), cmocka_unit_test(test_capricious_sea_losses),
                                       cmocka_unit_test(test_brigand_camp_and_tactical_retreat)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
