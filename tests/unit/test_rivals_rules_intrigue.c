/* test_rivals_rules_intrigue.c — Rivals for Catan, the theme game of the Age of Darkness's Era of
 * Intrigue (mode=intrigue, docs/rules/rivals.md R§12): its set-up (stacks, the face-up Churches
 * and Odin's Temples), the requirements, every card's ability (rulings R-100..R-121), each against
 * the same play without the card, and the era built: a tournament deck of its cards plays. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/rivals_deck.h"
#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE, AU = RV_GOLD };

static rs_scenario *intrigue(void) { return rs_new_mode(5, RV_MODE_INTRIGUE); }

static int rs_stack_last(const rs_scenario *sc, int k) { return sc->s.stacks[k].card[sc->s.stacks[k].n - 1]; }

/* R§12: 3 Basic stacks of 12, 2 Intrigue stacks of the cards built (R§12.3), 2 Churches and 2
 * Odin's Temples face up, the 9 Basic events, 12 points to win */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    const ctn_game *g = sc->g;
    int built = 0, faceup_rows = 0;
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != RV_SET_INTRIGUE || k->type == RV_T_EVENT || !k->implemented) continue;
        built += k->copies;
        faceup_rows += (k->flags & RV_F_FACE_UP) ? k->copies : 0;
    }
    assert_int_equal(ctn_rivals_num_stacks(g), 5);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 36 + built);
    assert_int_equal(ctn_rivals_num_events(g), 13); /* the Basic 9, Good Neighbors and Religious Dispute twice */
    assert_int_equal(ctn_rivals_vp_to_win(g), 12);
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 9);
    for (int k = 0; k < 3; k++) assert_int_equal(s.stacks[k].n, 12);
    assert_int_equal(s.stacks[3].n + s.stacks[4].n, built - faceup_rows);
    int faceup = 0, church = ctn_rivals_card_find("church"), temple = ctn_rivals_card_find("odins_temple");
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        if (rv_in_faceup(&s, c)) {
            faceup++;
            assert_true(ctn_rivals_dealt_kind(g, c) == church || ctn_rivals_dealt_kind(g, c) == temple);
        }
    assert_int_equal(faceup, 4);
    int n = 0; /* the era's 28 cards are all in the table */
    for (int i = 0; i < ctn_rivals_card_count; i++)
        if (ctn_rivals_cards[i].set == RV_SET_INTRIGUE) n += ctn_rivals_cards[i].copies;
    assert_int_equal(n, 28);
    rs_free(sc);
}

/* Ruling R-100: built (face up, on a city) a Church gives its owner 2 gold as room allows */
static void test_church(void **u) {
    (void)u;
    for (int room = 0; room < 3; room++) {
        rs_scenario *sc = intrigue();
        rs_make_city(sc, 0, 5);
        rs_to_actions(sc);
        int c = rs_card(sc, "church", 0);
        assert_true(rv_in_faceup(&sc->s, c));
        rs_set(sc, 0, B, 3, 2);
        rs_set(sc, 0, O, 5, 2);
        rs_set(sc, 0, AU, 1, 3 - room);
        RS_PLAY(sc, 0, "build c%d t5 top", c);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, AU, 1), 3);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 4);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-101: built, Odin's Temple lets its owner draw the top card of a stack of his choice */
static void test_odins_temple(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int c = rs_card(sc, "odins_temple", 0), hand = rv_hand_count(&sc->s, 0);
    rs_set(sc, 0, L, 2, 2);
    rs_set(sc, 0, G, 6, 2);
    RS_PLAY(sc, 0, "build c%d t5 bottom", c);
    assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
    assert_int_equal(rs_num_legal(sc), 5);
    assert_false(rs_is_legal(sc, 0, "search s3"));
    int before = sc->s.stacks[3].n;
    RS_PLAY(sc, 0, "draw s3");
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(sc->s.stacks[3].n, before - 1);
    assert_int_equal(rv_hand_count(&sc->s, 0), hand + 1);
    assert_int_equal(sc->s.library, 0);
    rs_check(sc);
    rs_free(sc);
}

/* R§12: the Great Thingstead requires a Church and an Odin's Temple; while it lies in either
 * principality no attack card (the Bishop) is played (ruling R-102) */
static void test_great_thingstead(void **u) {
    (void)u;
    for (int have = 0; have < 3; have++) { /* a Church only; both; both and the Thingstead built */
        rs_scenario *sc = intrigue();
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "church", 0), 5, 0);
        if (have) rs_to_site(sc, 0, rs_card(sc, "odins_temple", 0), 5, 3);
        rs_to_actions(sc);
        int t = rs_card(sc, "great_thingstead", 0), bishop = rs_card(sc, "bishop", 0);
        rs_to_hand(sc, 0, t);
        rs_to_hand(sc, 0, bishop);
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, W, 4, 2);
        rs_set(sc, 0, G, 6, 2);
        int gold = rs_pos(sc, 0, AU, 1);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 top", t), have > 0);
        assert_true(rs_is_legal(sc, 0, "play c%d p%d", bishop, gold));
        if (have == 2) {
            RS_PLAY(sc, 0, "build c%d t6 top", t);
            rs_gain_up(sc);
            assert_false(rs_is_legal(sc, 0, "play c%d p%d", bishop, gold));
            assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 7); /* 3 towns, Church, Temple, 2 */
        }
        rs_free(sc);
    }
}

/* Ruling R-103: the Bishop (a Church) fills a gold field of the player's and takes 1 gold from
 * the opponent when he has any */
static void test_bishop(void **u) {
    (void)u;
    for (int church = 0; church < 2; church++) {
        rs_scenario *sc = intrigue();
        rs_make_city(sc, 0, 5);
        if (church) rs_to_site(sc, 0, rs_card(sc, "church", 0), 5, 0);
        rs_to_actions(sc);
        int c = rs_card(sc, "bishop", 0), gold = rs_pos(sc, 0, AU, 1);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, AU, 1, 0);
        rs_set(sc, 1, AU, 4, 2);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d p%d", c, gold), church);
        if (!church) {
            rs_free(sc);
            continue;
        }
        RS_PLAY(sc, 0, "play c%d p%d", c, gold);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, AU, 1), 3);
        assert_int_equal(rs_get(sc, 1, AU, 4), 1); /* his 1 gold is lost: no room left */
        assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, gold)); /* discarded */
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-104: the Priestess (Odin's Temple or Fountain) picks 2 cards of a stack of choice */
static void test_priestess(void **u) {
    (void)u;
    for (int temple = 0; temple < 2; temple++) {
        rs_scenario *sc = intrigue();
        rs_make_city(sc, 0, 5);
        if (temple) rs_to_site(sc, 0, rs_card(sc, "odins_temple", 0), 5, 0);
        rs_to_actions(sc);
        int c = rs_card(sc, "priestess", 0), hand;
        rs_to_hand(sc, 0, c);
        hand = rv_hand_count(&sc->s, 0);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), temple);
        if (!temple) {
            rs_free(sc);
            continue;
        }
        RS_PLAY(sc, 0, "play c%d", c);
        assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
        RS_PLAY(sc, 0, "search s1");
        assert_int_equal(sc->s.phase, RV_PH_SEARCH);
        int a = sc->s.stacks[1].card[4], b = sc->s.stacks[1].card[7];
        RS_PLAY(sc, 0, "pick c%d", a);
        assert_int_equal(sc->s.phase, RV_PH_SEARCH);
        RS_PLAY(sc, 0, "pick c%d", b);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_true(rv_in_hand(&sc->s, 0, a) && rv_in_hand(&sc->s, 0, b));
        assert_int_equal(rv_hand_count(&sc->s, 0), hand + 1);
        rs_check(sc);
        rs_free(sc);
    }
}

/* R§12: the Sacrificial Site (Odin's Temple) trades wool 2:1 and keeps the wool of the pastures
 * beside it from the brigands (not counted, not lost) */
static void test_sacrificial_site(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = intrigue();
        rs_make_city(sc, 0, 6);
        rs_to_site(sc, 0, rs_card(sc, "odins_temple", 0), 6, 0);
        if (with) rs_to_site(sc, 0, rs_card(sc, "sacrificial_site", 0), 6, 3);
        /* 8 resources: the pasture (beside t6's bottom) holds 3 wool, gold 3 */
        rs_set(sc, 0, W, 4, 3);
        rs_set(sc, 0, AU, 1, 3);
        rs_set(sc, 0, L, 2, 1);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, G, 6, 0);
        rs_set(sc, 0, O, 5, 0);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 brigands");
        rs_settle(sc);
        rs_gain_up(sc);
        /* with the Site: 5 counted, nothing lost; without: 8, gold and wool lost */
        assert_int_equal(rs_get(sc, 0, W, 4), with ? 3 : 0);
        assert_int_equal(rs_get(sc, 0, AU, 1), with ? 3 : 0);
        if (sc->s.phase == RV_PH_ACTION) {
            rs_set(sc, 0, W, 4, 2);
            assert_int_equal(rs_is_legal(sc, 0, "trade wool ore"), with);
        }
        rs_free(sc);
    }
}

/* Ruling R-107: with Odin's Fountain the player exchanges a second card after the first; a pass
 * ends his exchanges; without it one exchange ends the turn */
static void test_odins_fountain(void **u) {
    (void)u;
    for (int with = 0; with < 3; with++) { /* none; a Fountain; a Fountain and a pass */
        rs_scenario *sc = intrigue();
        if (with) rs_to_site(sc, 0, rs_card(sc, "odins_fountain", 0), 5, 1);
        rs_to_actions(sc);
        RS_PLAY(sc, 0, "end_actions");
        while (sc->s.phase == RV_PH_REPLENISH) {
            RS_PLAY(sc, 0, "draw s0");
            rs_settle(sc);
        }
        assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
        if (with == 2) {
            RS_PLAY(sc, 0, "end_turn");
            assert_int_equal(sc->s.current, 1);
            rs_free(sc);
            continue;
        }
        for (int round = 0; round < 2; round++) {
            int c = -1;
            for (int x = 0; x < ctn_rivals_num_draw_cards(sc->g) && c < 0; x++)
                if (rv_in_hand(&sc->s, 0, x) && ctn_rivals_cards[ctn_rivals_dealt_kind(sc->g, x)].set == RV_SET_BASIC) c = x;
            RS_PLAY(sc, 0, "return c%d s0", c);
            RS_PLAY(sc, 0, "take_top s1");
            rs_settle(sc);
            if (round == 0 && with) assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
            if (round == 0 && !with) break;
        }
        assert_int_equal(sc->s.current, 1); /* blue's turn */
        assert_int_equal(sc->s.turn_flags, 0);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-108: the Bishop's See (a Church, Abbey or Chapel), built, names 3 of the opponent's
 * units and he discards one of them; with one unit it goes at once, with none nothing happens */
static void test_bishops_see(void **u) {
    (void)u;
    static const char *const UNITS[4] = {"austin", "harald", "inga", "osmund"};
    for (int units = 0; units <= 4; units += 1) {
        if (units == 2 || units == 3) continue;
        rs_scenario *sc = intrigue();
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "church", 0), 5, 0);
        int sites[4][2] = {{5, 1}, {5, 2}, {6, 1}, {6, 2}};
        for (int i = 0; i < units; i++) rs_to_site(sc, 1, rs_card(sc, UNITS[i], 0), sites[i][0], sites[i][1]);
        rs_make_city(sc, 1, 6);
        rs_to_site(sc, 1, rs_card(sc, "abbey", 0), 6, 0); /* a building: never named */
        rs_to_actions(sc);
        int c = rs_card(sc, "bishops_see", 0);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, O, 5, 2);
        rs_set(sc, 0, AU, 1, 2);
        RS_PLAY(sc, 0, "build c%d t5 bottom", c);
        rs_gain_up(sc);
        if (units == 4) {
            assert_int_equal(sc->s.phase, RV_PH_FEUD_NAME);
            assert_false(rs_is_legal(sc, 0, "feud_name x%d", 6 * 4 + 0)); /* the Abbey */
            RS_PLAY(sc, 0, "feud_name x%d", 5 * 4 + 1);
            RS_PLAY(sc, 0, "feud_name x%d", 5 * 4 + 2);
            RS_PLAY(sc, 0, "feud_name x%d", 6 * 4 + 2);
            assert_int_equal(sc->s.phase, RV_PH_FEUD_CHOOSE);
            assert_int_equal(sc->s.actor, 1);
            RS_PLAY(sc, 1, "feud_choose x%d", 5 * 4 + 2);
            assert_int_equal(rs_num_legal(sc) > 0, 1);
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        int harald = rs_card(sc, "harald", 0), left = 0;
        for (int i = 0; i < units; i++) left += rv_card_site(&sc->s, 1, rs_card(sc, UNITS[i], 0)) >= 0;
        assert_int_equal(left, units ? units - 1 : 0);
        if (units) assert_true(sc->s.discard[harald >> 6] >> (harald & 63) & 1 || units == 1);
        if (units == 1) assert_true(sc->s.discard[rs_card(sc, "austin", 0) >> 6] >> (rs_card(sc, "austin", 0) & 63) & 1);
        assert_true(rv_card_site(&sc->s, 1, rs_card(sc, "abbey", 0)) >= 0);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Rulings: Odin's Priest (Odin's Temple) makes the opponent put every action card and
 * unit of his hand under a stack of his choice, buildings kept; with a Pilgrimage Site he then
 * refills his hand to the limit */
static void test_odins_priest_pilgrimage(void **u) {
    (void)u;
    for (int pilgrim = 0; pilgrim < 2; pilgrim++) {
        rs_scenario *sc = intrigue();
        rs_to_site(sc, 0, rs_card(sc, "odins_temple", 0), 5, 1);
        if (pilgrim) rs_to_site(sc, 1, rs_card(sc, "pilgrimage_site", 0), 5, 1);
        rs_to_actions(sc);
        rs_empty_hand(sc, 1);
        int hero = rs_card(sc, "austin", 0), act = rs_card(sc, "goldsmith", 0), bld = rs_card(sc, "abbey", 0);
        rs_to_hand(sc, 1, hero);
        rs_to_hand(sc, 1, act);
        rs_to_hand(sc, 1, bld);
        int c = rs_card(sc, "odins_priest", 0);
        rs_to_hand(sc, 0, c);
        RS_PLAY(sc, 0, "play c%d", c);
        for (int i = 0; i < 2; i++) {
            assert_int_equal(sc->s.phase, RV_PH_BURY);
            assert_int_equal(sc->s.actor, 1);
            RS_PLAY(sc, 1, "bury s0");
        }
        assert_false(rv_in_hand(&sc->s, 1, hero) || rv_in_hand(&sc->s, 1, act));
        assert_true(rv_in_hand(&sc->s, 1, bld));
        assert_true(rs_stack_last(sc, 0) == hero || rs_stack_last(sc, 0) == act);
        if (pilgrim) {
            assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
            assert_int_equal(sc->s.actor, 1);
            while (sc->s.phase == RV_PH_REPLENISH) {
                RS_PLAY(sc, 1, "draw s1");
                rs_settle(sc);
            }
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_hand_count(&sc->s, 1), pilgrim ? 3 : 1);
        assert_int_equal(sc->s.intrigue, 0);
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

/* Ruling R-111: Good Neighbors gives a Pilgrimage Site's owner 1 resource of choice and an Odin's
 * Fountain's owner the top card of a stack of his choice */
static void test_good_neighbors(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = intrigue();
        if (with) {
            rs_to_site(sc, 1, rs_card(sc, "pilgrimage_site", 0), 5, 1);
            rs_to_site(sc, 1, rs_card(sc, "odins_fountain", 0), 6, 1);
        }
        int hand = rv_hand_count(&sc->s, 1), res = rs_total(sc, 1, -1);
        reveal(sc, "good_neighbors");
        rs_gain_up(sc);
        if (with) {
            assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
            assert_int_equal(sc->s.actor, 1);
            RS_PLAY(sc, 1, "draw s2");
            rs_settle(sc);
            rs_gain_up(sc);
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_hand_count(&sc->s, 1), hand + with);
        assert_int_equal(rs_total(sc, 1, -1), res + 1 + with); /* blue's lumber 3 produced */
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-112: Religious Dispute: a player with a city puts his hand under stacks, 2 cards fewer
 * per Church and Odin's Temple; a Bishop's See gives 3 gold; a Great Thingstead stops it all */
static void test_religious_dispute(void **u) {
    (void)u;
    for (int k = 0; k < 4; k++) { /* no city; a city; a city and a Church; a Great Thingstead */
        rs_scenario *sc = intrigue();
        if (k) rs_make_city(sc, 1, 5);
        if (k >= 2) rs_to_site(sc, 1, rs_card(sc, "church", 0), 5, 0);
        if (k == 3) rs_to_site(sc, 0, rs_card(sc, "great_thingstead", 0), 5, 1);
        rs_to_site(sc, 0, rs_card(sc, "bishops_see", 0), 6, 1);
        rs_make_city(sc, 0, 6); /* red keeps his hand only with no city: he has one, and loses it */
        rs_set(sc, 0, AU, 1, 0);
        int hand1 = rv_hand_count(&sc->s, 1), hand0 = rv_hand_count(&sc->s, 0);
        assert_int_equal(hand1, 3);
        reveal(sc, "religious_dispute");
        int lose1 = k == 0 || k == 3 ? 0 : k == 1 ? 3 : 1, lose0 = k == 3 ? 0 : hand0;
        for (int i = 0; i < lose0 + lose1; i++) {
            assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
            int p = sc->s.actor, c = -1;
            for (int x = 0; x < ctn_rivals_num_draw_cards(sc->g) && c < 0; x++)
                if (rv_in_hand(&sc->s, p, x) && ctn_rivals_cards[ctn_rivals_dealt_kind(sc->g, x)].set == RV_SET_BASIC) c = x;
            RS_PLAY(sc, p, "return c%d s0", c);
        }
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_hand_count(&sc->s, 1), hand1 - lose1);
        assert_int_equal(rv_hand_count(&sc->s, 0), hand0 - lose0);
        assert_int_equal(rs_get(sc, 0, AU, 1), k == 3 ? 0 : 3);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-113: Godfrey, built, is used in a later turn: 1 gold, he is discarded, and his owner
 * takes a unit or action card of the opponent's hand (a building there cannot be taken) */
static void test_godfrey(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    rs_to_actions(sc);
    int g = rs_card(sc, "godfrey", 0);
    rs_to_hand(sc, 0, g);
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 0, O, 5, 1);
    rs_set(sc, 0, AU, 1, 2);
    RS_PLAY(sc, 0, "build c%d t5 top", g);
    rs_gain_up(sc);
    assert_false(rs_is_legal(sc, 0, "play c%d", g)); /* not in the turn he is built */
    sc->s.turn_flags = 0; /* a later turn */
    rs_empty_hand(sc, 1);
    int hero = rs_card(sc, "austin", 0), bld = rs_card(sc, "abbey", 0);
    rs_to_hand(sc, 1, hero);
    rs_to_hand(sc, 1, bld);
    RS_PLAY(sc, 0, "play c%d", g);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_STEAL);
    assert_int_equal(rs_num_legal(sc), 1);
    assert_false(rs_is_legal(sc, 0, "steal c%d", bld));
    RS_PLAY(sc, 0, "steal c%d", hero);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_true(rv_in_hand(&sc->s, 0, hero));
    assert_true(sc->s.discard[g >> 6] >> (g & 63) & 1);
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    rs_check(sc);
    rs_free(sc);
}


/* Ruling R-114: Michael names 1–3 resources other than gold that a building of the hand holds and
 * could then be built with; that building costs as many gold instead, once, this turn */
static void test_michael(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    rs_to_actions(sc);
    rs_empty_hand(sc, 0);
    int m = rs_card(sc, "michael", 0), abbey = rs_card(sc, "abbey", 0); /* 1 brick 1 grain 1 ore */
    rs_to_hand(sc, 0, m);
    rs_to_hand(sc, 0, abbey);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, B, 3, 1);
    rs_set(sc, 0, AU, 1, 3);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", abbey));
    assert_false(rs_is_legal(sc, 0, "play c%d grain", m));         /* the ore still missing */
    assert_false(rs_is_legal(sc, 0, "play c%d grain ore ore", m)); /* one ore in the cost */
    assert_false(rs_is_legal(sc, 0, "play c%d lumber", m));        /* no lumber in the cost */
    assert_true(rs_is_legal(sc, 0, "play c%d grain ore brick", m));
    RS_PLAY(sc, 0, "play c%d ore grain", m);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_true(sc->s.discard[m >> 6] >> (m & 63) & 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top less ore", abbey));
    RS_PLAY(sc, 0, "build c%d t5 top", abbey);
    rs_gain_up(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 0, B, 3), 0);
    assert_int_equal(rs_get(sc, 0, AU, 1), 1);
    assert_int_equal(sc->s.michael, 0);
    assert_true(rv_card_site(&sc->s, 0, abbey) >= 0);
    rs_check(sc);
    rs_free(sc);
}


/* Ruling R-115: the Missionary (Church or Bishop's See): the opponent gives up a hero of his
 * choice; the player places it on his first free site, or discards it when he has none */
static void test_missionary(void **u) {
    (void)u;
    for (int full = 0; full < 2; full++) {
        rs_scenario *sc = intrigue();
        int m = rs_card(sc, "missionary", 0), austin = rs_card(sc, "austin", 0), harald = rs_card(sc, "harald", 0);
        rs_to_site(sc, 1, austin, 5, 1);
        rs_to_site(sc, 1, harald, 6, 2);
        if (full) { /* red's four sites taken */
            const char *keys[4] = {"toll_bridge", "lumber_camp", "grain_mill", "iron_foundry"};
            for (int i = 0; i < 4; i++) rs_to_site(sc, 0, rs_card(sc, keys[i], 0), 5 + i / 2, 1 + i % 2);
        }
        rs_to_actions(sc);
        rs_to_hand(sc, 0, m);
        assert_false(rs_is_legal(sc, 0, "play c%d", m)); /* no Church yet */
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "church", 0), 5, 0);
        if (full) rs_to_site(sc, 0, rs_card(sc, "odins_temple", 0), 5, 3);
        int vp1 = ctn_rivals_vp(sc->g, &sc->s, 1);
        RS_PLAY(sc, 0, "play c%d", m);
        assert_int_equal(sc->s.phase, RV_PH_UNIT_LOSS);
        assert_int_equal(sc->s.actor, 1);
        assert_int_equal(rs_num_legal(sc), 2);
        RS_PLAY(sc, 1, "remove x%d", 6 * RV_SITES + 2);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_card_site(&sc->s, 1, harald), -1);
        assert_int_equal(rv_card_site(&sc->s, 1, austin), 5 * RV_SITES + 1);
        assert_int_equal(rv_card_site(&sc->s, 0, harald), full ? -1 : 5 * RV_SITES + 1);
        assert_int_equal((int)(sc->s.discard[harald >> 6] >> (harald & 63) & 1), full);
        assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), full ? 0 : 2);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 1), vp1 - 1); /* the strength advantage (3) lost */
        assert_int_equal(sc->s.intrigue, 0);
        rs_check(sc);
        rs_free(sc);
    }
}


/* Ruling R-116: before Odin's Priest the player pays the Master of the Brotherhood's toll, 2 gold
 * per point he leads by, of which the Master's owner takes 1; no lead, no toll; the Master's
 * owner builds no Abbey */
static void test_master_of_the_brotherhood(void **u) {
    (void)u;
    for (int lead = 0; lead < 2; lead++) {
        rs_scenario *sc = intrigue();
        rs_to_site(sc, 1, rs_card(sc, "master_of_the_brotherhood", 0), 5, 1);
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "odins_temple", 0), 5, 0);
        rs_make_city(sc, 1, 5);
        if (!lead) rs_make_city(sc, 1, 6);
        rs_to_actions(sc);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0) - ctn_rivals_vp(sc->g, &sc->s, 1), lead);
        int priest = rs_card(sc, "odins_priest", 0);
        rs_to_hand(sc, 0, priest);
        rs_empty_hand(sc, 1);
        rs_to_hand(sc, 1, rs_card(sc, "abbey", 0)); /* a building: it stays in his hand */
        rs_set(sc, 0, AU, 1, 1);
        rs_set(sc, 1, AU, 4, 0);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", priest), !lead); /* 2 gold owed, 1 held */
        rs_set(sc, 0, AU, 1, 3);
        RS_PLAY(sc, 0, "play c%d", priest);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, AU, 1), lead ? 1 : 3);
        assert_int_equal(rs_get(sc, 1, AU, 4), lead);
        rs_check(sc);
        rs_free(sc);
    }
    rs_scenario *sc = intrigue();
    rs_to_actions(sc);
    int abbey = rs_card(sc, "abbey", 0), master = rs_card(sc, "master_of_the_brotherhood", 0);
    rs_to_hand(sc, 0, abbey);
    rs_fill(sc, 0, 3);
    assert_true(rs_is_legal(sc, 0, "build c%d t5 top", abbey));
    rs_to_site(sc, 0, master, 6, 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", abbey));
    rs_free(sc);
}


/* Rulings: Bran is laid on his owner's Odin's Temple and draws 2 cards; Judith on his
 * Church and trades 1 resource for 2 gold once a turn; the building under each still counts,
 * lies out of reach, and is back on its site when the hero leaves */
static void test_bran_judith(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    rs_make_city(sc, 0, 5);
    int temple = rs_card(sc, "odins_temple", 0), church = rs_card(sc, "church", 0);
    rs_to_site(sc, 0, temple, 5, 0);
    rs_to_site(sc, 0, church, 5, 3);
    rs_to_actions(sc);
    int bran = rs_card(sc, "bran", 0), judith = rs_card(sc, "judith", 0), priest = rs_card(sc, "odins_priest", 0);
    rs_empty_hand(sc, 0);
    rs_to_hand(sc, 0, bran);
    rs_to_hand(sc, 0, judith);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, O, 5, 3);
    rs_set(sc, 0, G, 6, 2);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom", bran)); /* the Temple lies in the top half */
    RS_PLAY(sc, 0, "build c%d t5 top", bran);
    assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
    RS_PLAY(sc, 0, "draw s3");
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rv_hand_count(&sc->s, 0), 3); /* Judith and 2 drawn */
    assert_int_equal(rv_card_site(&sc->s, 0, bran), 5 * RV_SITES);
    assert_int_equal(rv_card_site(&sc->s, 0, temple), -1);
    assert_int_equal(sc->s.laid[0][0], temple + 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1); /* Bran and Temple: 2 */
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), 2);
    rs_to_hand(sc, 0, priest); /* the Temple under Bran still meets Odin's Priest's requirement */
    assert_true(rs_is_legal(sc, 0, "play c%d", priest));
    rs_check(sc);
    rs_set(sc, 0, O, 5, 2);
    RS_PLAY(sc, 0, "build c%d t5 bottom", judith);
    rs_gain_up(sc);
    assert_int_equal(sc->s.laid[0][1], church + 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 2);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, AU, 1, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d gold", judith));
    RS_PLAY(sc, 0, "play c%d lumber", judith);
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, L, 2), 0);
    assert_int_equal(rs_get(sc, 0, AU, 1), 3);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, AU, 1, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d lumber", judith)); /* once a turn */
    rs_check(sc);
    RS_PLAY(sc, 0, "abandon x%d", 5 * RV_SITES); /* Bran given up: the Temple lies there again */
    assert_int_equal(rv_card_site(&sc->s, 0, temple), 5 * RV_SITES);
    assert_int_equal(sc->s.laid[0][0], 0);
    assert_true(sc->s.discard[bran >> 6] >> (bran & 63) & 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    rs_check(sc);
    rs_free(sc);
}


/* Ruling R-119: the Red Light Tavern on a road of the opponent's: his units beside it count 1
 * strength each; it leaves for its owner's discard pile when he has 3 heroes */
static void test_red_light_tavern(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    int cand = rs_card(sc, "candamir", 0), harald = rs_card(sc, "harald", 0), tav = rs_card(sc, "red_light_tavern", 0);
    rs_to_site(sc, 1, cand, 5, 1);
    rs_to_site(sc, 1, harald, 6, 2);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, tav);
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, G, 6, 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 1), 6);
    assert_false(rs_is_legal(sc, 0, "play c%d road5", tav)); /* no road of blue's there */
    RS_PLAY(sc, 0, "play c%d road6", tav);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(sc->s.tavern[1][0], tav + 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 1), 2);
    rs_check(sc);
    rs_to_site(sc, 1, rs_card(sc, "austin", 0), 5, 2); /* a third hero: the Tavern leaves */
    rs_set(sc, 0, L, 2, 3);
    RS_PLAY(sc, 0, "trade lumber brick");
    rs_gain_up(sc);
    assert_int_equal(sc->s.tavern[1][0], 0);
    assert_true(sc->s.discard[tav >> 6] >> (tav & 63) & 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 1), 7);
    rs_check(sc);
    rs_free(sc);
}


/* Ruling R-120: the Abbey Brewery (with a city) is laid by a fields region showing 1 commerce 1
 * strength; 2 grain of that region turn it to another side */
static void test_abbey_brewery(void **u) {
    (void)u;
    rs_scenario *sc = intrigue();
    rs_to_actions(sc);
    int b = rs_card(sc, "abbey_brewery", 0), field = rs_pos(sc, 0, G, 6);
    rs_to_hand(sc, 0, b);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", b, field)); /* no city */
    rs_make_city(sc, 0, 5);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", b, rs_pos(sc, 0, O, 5))); /* not a fields region */
    int st = ctn_rivals_strength(sc->g, &sc->s, 0), cm = ctn_rivals_commerce(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d p%d", b, field);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), st + 1);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), cm + 1);
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d side2", b)); /* 2 grain of that region */
    rs_set(sc, 0, G, 6, 3);
    assert_false(rs_is_legal(sc, 0, "play c%d side1", b)); /* the side it shows */
    RS_PLAY(sc, 0, "play c%d side2", b);
    assert_int_equal(rs_get(sc, 0, G, 6), 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), st + 2);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), cm);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-121: Reiner the Miller (1 grain 1 gold) laid by a fields region trades its grain 2:1;
 * beside a Grain Mill the first trade of a turn is 1:1 */
static void test_reiner_the_miller(void **u) {
    (void)u;
    for (int mill = 0; mill < 2; mill++) {
        rs_scenario *sc = intrigue();
        if (mill) rs_to_site(sc, 0, rs_card(sc, "grain_mill", 0), 6, 1); /* beside the grain field (column 7, top) */
        rs_to_actions(sc);
        int m = rs_card(sc, "reiner_the_miller", 0), field = rs_pos(sc, 0, G, 6);
        rs_to_hand(sc, 0, m);
        rs_fill(sc, 0, 0);
        rs_set(sc, 0, G, 6, 1);
        rs_set(sc, 0, AU, 1, 1);
        int cm = ctn_rivals_commerce(sc->g, &sc->s, 0);
        RS_PLAY(sc, 0, "play c%d p%d", m, field);
        assert_int_equal(rs_total(sc, 0, -1), 0);
        assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), cm + 1);
        rs_set(sc, 0, G, 6, 3);
        RS_PLAY(sc, 0, "play c%d ore", m);
        rs_gain_up(sc);
        assert_int_equal(rs_get(sc, 0, O, 5), 1);
        assert_int_equal(rs_get(sc, 0, G, 6), mill ? 2 : 1);
        rs_set(sc, 0, G, 6, 3);
        RS_PLAY(sc, 0, "play c%d ore", m); /* the second: 2:1 */
        rs_gain_up(sc);
        assert_int_equal(rs_get(sc, 0, O, 5), 2);
        assert_int_equal(rs_get(sc, 0, G, 6), 1);
        rs_check(sc);
        rs_free(sc);
    }
}

/* With all its cards built the era is built (R§12.3, R§11.3): a tournament deck of the base box
 * and every Intrigue draw card, with the era's events picked, passes the set-up check, and the
 * heuristic against itself plays such a game to its end, building and playing the era's cards */
static void test_era_built_tournament(void **u) {
    (void)u;
    assert_true(ctn_rivals_era_built(RV_ERA_INTRIGUE));
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    int n = 11; /* the default deck's starting cards and 8 more, then the era's 24 draw cards */
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != RV_SET_INTRIGUE || k->type == RV_T_EVENT) continue;
        assert_true(k->implemented);
        for (int c = 0; c < k->copies; c++) set.deck[0][n++] = (int16_t)i;
    }
    assert_int_equal(n, RV_TOURNEY_DECK);
    set.eras[0] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_INTRIGUE);
    const char *events[RV_TOURNEY_PICKS] = {"good_neighbors", "religious_dispute", "good_neighbors", "feud"};
    for (int i = 0; i < RV_TOURNEY_PICKS; i++) set.events[0][i] = (int16_t)ctn_rivals_card_find(events[i]);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("good_neighbors")), 2);
    int most_back;
    assert_true(rs_tournament_game(&set, RV_SET_INTRIGUE, &most_back) > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),        cmocka_unit_test(test_church),
        cmocka_unit_test(test_odins_temple), cmocka_unit_test(test_great_thingstead),
        cmocka_unit_test(test_bishop),       cmocka_unit_test(test_priestess),
        cmocka_unit_test(test_sacrificial_site), cmocka_unit_test(test_odins_fountain),
        cmocka_unit_test(test_bishops_see),   cmocka_unit_test(test_odins_priest_pilgrimage),
        cmocka_unit_test(test_good_neighbors), cmocka_unit_test(test_religious_dispute),
        cmocka_unit_test(test_godfrey),       cmocka_unit_test(test_michael),
        cmocka_unit_test(test_missionary),    cmocka_unit_test(test_master_of_the_brotherhood),
        cmocka_unit_test(test_bran_judith),   cmocka_unit_test(test_red_light_tavern),
        cmocka_unit_test(test_abbey_brewery), cmocka_unit_test(test_reiner_the_miller),
        cmocka_unit_test(test_era_built_tournament),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
