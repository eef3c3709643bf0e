/* test_rivals_rules_barbarians.c — Rivals for Catan, the theme game of the Age of Darkness's Era
 * of Barbarians (mode=barbarians, docs/rules/rivals.md R§14): its set-up (stacks, the face-up
 * Castles and Triumph Cards, the cards built so far, 13 points), the Barbarian Attack (its count,
 * its strike, the winner's Triumph Card choice and its return under the top 4 events, rulings
 * R-140..R-142) and the cards built (R-143.., R-190), each against the same play without the card
 * or its requirement. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/rivals_deck.h"
#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

enum { L = RV_LUMBER, B = RV_BRICK, W = RV_WOOL, G = RV_GRAIN, O = RV_ORE, AU = RV_GOLD };

static rs_scenario *barbarians(void) { return rs_new_mode(5, RV_MODE_BARBARIANS); }

/* Plays red's roll with the event face and reveals event e (a chance draw from the stack). */
static void reveal_id(rs_scenario *sc, int e) {
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
    RS_PLAY(sc, CTN_CHANCE, "event e%d %s", e, ctn_rivals_cards[ctn_rivals_event_kind(sc->g, e)].key);
}

/* Plays on to the next player's roll: the first legal action everywhere but the action phase
 * (ended) and the exchange (skipped); chance with the state's generator. */
static void to_next_roll(rs_scenario *sc) {
    ctn_action list[CTN_MAX_ACTIONS];
    int turn = (int)sc->s.turn;
    while (!(sc->s.phase == RV_PH_PRE_ROLL && (int)sc->s.turn != turn)) {
        assert_true(sc->s.phase != RV_PH_GAME_OVER);
        if (sc->s.actor == CTN_CHANCE) rs_settle(sc);
        else if (sc->s.phase == RV_PH_ACTION) RS_PLAY(sc, sc->s.actor, "end_actions");
        else if (sc->s.phase == RV_PH_EXCHANGE) RS_PLAY(sc, sc->s.actor, "end_turn");
        else {
            assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, sc->s.actor, 0, list) > 0);
            ctn_game_apply(sc->g, (ctn_state *)&sc->s, sc->s.actor, list[0]);
        }
    }
}

/* The slot of event e among those put back at known places, -1 none. */
static int back_slot(const rs_scenario *sc, int e) {
    for (int i = 0; i < RV_EV_BACK; i++)
        if (sc->s.ev_back[i] == e + 1) return i;
    return -1;
}

/* R§14: 3 Basic stacks of 12, 2 theme stacks of the era's draw cards built (not face up), the 2
 * Castles and 2 Triumph Cards face up, the Basic events and the era's built, 13 points to win;
 * the era's 32 cards are all rows of the table, all built; the era is offered to tournament decks */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    const ctn_game *g = sc->g;
    int built = 0, faceup_rows = 0, events = 9, n = 0;
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != RV_SET_BARBARIANS) continue;
        n += k->copies;
        assert_true(k->implemented); /* all built (R§14.3) */
        if (k->type == RV_T_EVENT) events += k->copies;
        else built += k->copies, faceup_rows += (k->flags & RV_F_FACE_UP) ? k->copies : 0;
    }
    assert_int_equal(n, 32);
    assert_int_equal(faceup_rows, 4); /* 2 Castles, 2 Triumph Cards */
    assert_int_equal(ctn_rivals_num_stacks(g), 5);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 36 + built);
    assert_int_equal(ctn_rivals_num_events(g), events);
    assert_int_equal(ctn_rivals_vp_to_win(g), 13);
    assert_true(ctn_rivals_era_built(RV_ERA_BARBARIANS)); /* all its cards built (R§14.3) */
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 9);
    for (int k = 0; k < 3; k++) assert_int_equal(s.stacks[k].n, 12);
    assert_int_equal(s.stacks[3].n + s.stacks[4].n, built - faceup_rows);
    int faceup = 0, castle = ctn_rivals_card_find("castle"), triumph = ctn_rivals_card_find("triumph_card");
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        if (rv_in_faceup(&s, c)) {
            faceup++;
            assert_true(ctn_rivals_dealt_kind(g, c) == castle || ctn_rivals_dealt_kind(g, c) == triumph);
        }
    assert_int_equal(faceup, 4);
    int ba = 0; /* 3 Barbarian Attacks among the events */
    for (int e = 0; e < ctn_rivals_num_events(g); e++) ba += !strcmp(ctn_rivals_cards[ctn_rivals_event_kind(g, e)].key, "barbarian_attack");
    assert_int_equal(ba, 3);
    rs_free(sc);
}

/* Ruling R-141: at a Barbarian Attack a player with a city and more units than his cities' points
 * takes 2 resources of choice, one with fewer discards 2 of his choice, the active player first;
 * a tie, or no city, changes nothing */
static void test_barbarian_attack(void **u) {
    (void)u;
    for (int k = 0; k < 3; k++) { /* blue loses; blue ties; blue has no city */
        rs_scenario *sc = barbarians();
        rs_make_city(sc, 0, 5); /* red: strength 2, 3 units */
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1);
        rs_to_site(sc, 0, rs_card(sc, "harald", 0), 5, 2);
        rs_to_site(sc, 0, rs_card(sc, "gold_ship", 0), 6, 1);
        if (k < 2) rs_make_city(sc, 1, 5); /* blue: strength 2 + the Castle's 1 */
        if (k < 2) rs_to_site(sc, 1, rs_card(sc, "castle", 0), 5, 0);
        rs_to_site(sc, 1, rs_card(sc, "inga", 0), 5, 1); /* 1 unit, 3 with k = 1 */
        if (k == 1) rs_to_site(sc, 1, rs_card(sc, "candamir", 0), 5, 2);
        if (k == 1) rs_to_site(sc, 1, rs_card(sc, "ore_ship", 0), 6, 1);
        assert_int_equal(rv_barbarian_units(rv_data_of(sc->g), &sc->s, 0), 3);
        assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 0), 2);
        assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 1), k < 2 ? 3 : 0);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 1);
        rs_set(sc, 0, B, 3, 3); /* the 3 produces nothing more */
        rs_set(sc, 1, L, 3, 3);
        int red = rs_total(sc, 0, -1), blue = rs_total(sc, 1, -1);
        reveal_id(sc, rs_event_id(sc, "barbarian_attack"));
        assert_int_equal(sc->s.phase, RV_PH_GAIN); /* red first, his 2 of choice */
        assert_int_equal(sc->s.actor, 0);
        RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        if (k == 0) assert_int_equal(sc->s.phase, RV_PH_PAY); /* blue chooses what he discards */
        if (k == 0) assert_int_equal(sc->s.actor, 1);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, O, 5), 2);
        assert_int_equal(rs_total(sc, 0, -1), red + 2);
        assert_int_equal(rs_total(sc, 1, -1), blue - (k == 0 ? 2 : 0));
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-140: a Barbarian Attack goes back under the top 4 events: out of the random part, the
 * fifth card revealed after it, without chance; with fewer than 4 cards above Yule it goes under
 * Yule and waits for the rebuild */
static void test_barbarian_return(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    int e = rs_event_id(sc, "barbarian_attack");
    reveal_id(sc, e);
    rs_gain_up(sc);
    int slot = back_slot(sc, e);
    assert_true(slot >= 0);
    assert_int_equal(sc->s.ev_depth[slot], 4);
    assert_false(sc->s.ev_pool >> e & 1);
    rs_check(sc);
    for (int i = 0; i < 4; i++) { /* 4 other events, drawn at random */
        to_next_roll(sc);
        RS_PLAY(sc, sc->s.current, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
        assert_int_equal(sc->s.phase, RV_PH_EVENT);
        ctn_action out[CTN_MAX_CHANCE];
        uint32_t w[CTN_MAX_CHANCE];
        int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
        for (int j = 0; j < n; j++) assert_int_not_equal(RV_ACT_A(out[j]), e);
        int other = -1;
        for (int x = 0; x < ctn_rivals_num_events(sc->g) && other < 0; x++) /* no second attack */
            if ((sc->s.ev_pool >> x & 1) && strcmp(ctn_rivals_cards[ctn_rivals_event_kind(sc->g, x)].key, "barbarian_attack"))
                other = x;
        RS_PLAY(sc, CTN_CHANCE, "event e%d %s", other, ctn_rivals_cards[ctn_rivals_event_kind(sc->g, other)].key);
        assert_int_equal(sc->s.ev_depth[slot], 3 - i);
        rs_check(sc);
    }
    to_next_roll(sc);
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event"); /* the known top: revealed at once */
    assert_int_not_equal(sc->s.phase, RV_PH_EVENT);
    assert_int_equal(sc->s.event_now, e);
    assert_int_equal(rv_events_above_yule(&sc->s), 5); /* 12 - 1 - 4 - 3 in the set, and it again */
    assert_true(back_slot(sc, e) >= 0); /* under the top 4 once more */
    assert_int_equal(sc->s.ev_depth[back_slot(sc, e)], 4);
    rs_check(sc);
    rs_free(sc);

    sc = barbarians(); /* few cards above Yule: it goes under */
    e = rs_event_id(sc, "barbarian_attack");
    uint32_t keep = 1u << e;
    for (int x = 0, more = 0; x < ctn_rivals_num_events(sc->g) && more < 5; x++)
        if ((sc->s.ev_pool >> x & 1) && x != e) keep |= 1u << x, more++;
    sc->s.ev_pool = keep; /* 6 in the set: 3 above Yule */
    reveal_id(sc, e);
    assert_int_equal(back_slot(sc, e), -1);
    assert_false(sc->s.ev_pool >> e & 1);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-142: Arnd makes each other hero of his town count twice, the Caravel each other ship
 * of its town; elsewhere they count once */
static void test_arnd_caravel(void **u) {
    (void)u;
    for (int same = 0; same < 2; same++) {
        rs_scenario *sc = barbarians();
        const rv_data *d = rv_data_of(sc->g);
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 2);
        rs_to_site(sc, 0, rs_card(sc, "arnd", 0), same ? 5 : 6, 1);
        assert_int_equal(rv_barbarian_units(d, &sc->s, 0), same ? 3 : 2);
        rs_to_site(sc, 1, rs_card(sc, "ore_ship", 0), 5, 2);
        rs_to_site(sc, 1, rs_card(sc, "caravel", 0), same ? 5 : 6, 1);
        rs_to_site(sc, 1, rs_card(sc, "harald", 0), 6, 2); /* a hero: not a ship */
        assert_int_equal(rv_barbarian_units(d, &sc->s, 1), same ? 4 : 3);
        rs_check(sc);
        rs_free(sc);
    }
}

/* The Caravel requires a city and may then lie in a settlement; 2 strength */
static void test_caravel_build(void **u) {
    (void)u;
    for (int city = 0; city < 2; city++) {
        rs_scenario *sc = barbarians();
        if (city) rs_make_city(sc, 0, 5);
        rs_to_actions(sc);
        int c = rs_card(sc, "caravel", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 1);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 top", c), city);
        if (city) {
            int strength = ctn_rivals_strength(sc->g, &sc->s, 0);
            RS_PLAY(sc, 0, "build c%d t6 top", c);
            assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), strength + 2);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-143: the Castle, built face up on a city, is 1 victory point and counts for the
 * barbarians' strength (a city expansion) */
static void test_castle(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_make_city(sc, 0, 5);
    rs_to_actions(sc);
    int c = rs_card(sc, "castle", 0), vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    assert_true(rv_in_faceup(&sc->s, c));
    rs_fill(sc, 0, 0);
    rs_set(sc, 0, L, 2, 1);
    rs_set(sc, 0, B, 3, 2);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", c)); /* no ore */
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t6 top", c)); /* a settlement */
    RS_PLAY(sc, 0, "build c%d t5 top", c);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 0), 3);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-144: the Arsenal keeps the regions of its side from the Brigand Attack's count and loss */
static void test_arsenal(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = barbarians();
        rs_make_city(sc, 0, 6);
        if (with) rs_to_site(sc, 0, rs_card(sc, "arsenal", 0), 6, 0); /* above t6: gold 1, grain 6 */
        rs_set(sc, 0, AU, 1, 3);
        rs_set(sc, 0, G, 6, 3);
        rs_set(sc, 0, W, 4, 3);
        rs_set(sc, 0, L, 2, 1);
        rs_set(sc, 0, B, 3, 0);
        rs_set(sc, 0, O, 5, 0);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 brigands");
        rs_settle(sc);
        rs_gain_up(sc);
        /* with the Arsenal: 4 counted, nothing lost; without: 10, gold and wool lost */
        assert_int_equal(rs_get(sc, 0, AU, 1), with ? 3 : 0);
        assert_int_equal(rs_get(sc, 0, W, 4), with ? 3 : 0);
        assert_int_equal(rs_get(sc, 0, G, 6), 3);
        rs_free(sc);
    }
}

/* The era's Relocation is the Basic Relocation's card: a second copy, in a theme stack, played
 * the same way; the deck pool counts it under both */
static void test_relocation(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    int c = -1, copies = 0;
    for (int x = 0; x < ctn_rivals_num_draw_cards(sc->g); x++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[ctn_rivals_dealt_kind(sc->g, x)];
        if (strcmp(k->key, "relocation")) continue;
        copies++;
        if (k->set == RV_SET_BARBARIANS) c = x;
    }
    assert_int_equal(copies, 2); /* the Basic one and the era's */
    assert_true(c >= 0);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, c);
    int gold = rs_pos(sc, 0, AU, 1), ore = rs_pos(sc, 0, O, 5);
    RS_PLAY(sc, 0, "relocate c%d regions p%d p%d", c, gold < ore ? gold : ore, gold < ore ? ore : gold);
    assert_int_equal(rs_pos(sc, 0, AU, 1), ore);
    ctn_rivals_pool pool;
    ctn_rivals_pool_init(&pool);
    int at = ctn_rivals_pool_find(&pool, "Relocation", 10);
    assert_true(at >= 0);
    assert_int_equal(pool.card[at].copies[RV_ERA_BARBARIANS], 1);
    assert_int_equal(pool.card[at].copies[RV_ERA_BASIC], 1);
    rs_check(sc);
    rs_free(sc);
}

/* The era's state reads back from JSON as written (R-140's places, the flags, the work). */
static void test_json(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    int e = rs_event_id(sc, "barbarian_attack");
    sc->s.ev_pool &= ~(1u << e);
    sc->s.ev_back[1] = (uint8_t)(e + 1);
    sc->s.ev_depth[1] = 4;
    sc->s.turn_flags2 = 3;
    rs_check(sc);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"barbarians\""));
    ctn_rivals_state back;
    memset(&back, 0xAB, sizeof back);
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &sc->s, sizeof back);
    free(text);
    rs_free(sc);
}

/* Picks the first card the search phase offers (in id order). */
static void pick_first(rs_scenario *sc) {
    ctn_action list[CTN_MAX_ACTIONS];
    assert_int_equal(sc->s.phase, RV_PH_SEARCH);
    assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, sc->s.actor, 0, list) > 0);
    ctn_game_apply(sc->g, (ctn_state *)&sc->s, sc->s.actor, list[0]);
}

/* Ruling R-145: the Balliwick, in its owner's principality, draws the top card of a stack of his
 * choice once a turn; from the hand it is only built */
static void test_balliwick(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_make_city(sc, 0, 5);
    int c = rs_card(sc, "balliwick", 0);
    rs_to_hand(sc, 0, c);
    rs_to_actions(sc);
    assert_false(rs_is_legal(sc, 0, "play c%d", c));
    rs_to_site(sc, 0, c, 5, 0);
    int hand = rv_hand_count(&sc->s, 0), s3 = sc->s.stacks[3].n;
    RS_PLAY(sc, 0, "play c%d", c);
    assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
    assert_false(rs_is_legal(sc, 0, "search s3")); /* the top card, not a card of choice */
    RS_PLAY(sc, 0, "draw s3");
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rv_hand_count(&sc->s, 0), hand + 1);
    assert_int_equal(sc->s.stacks[3].n, s3 - 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-146: the Secret Brotherhood discards a unit or action card of the hand for 1 resource
 * of choice, once a turn; a building of the hand does not go; a lost Barbarian Attack costs 1 */
static void test_secret_brotherhood(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_make_city(sc, 0, 5);
    int c = rs_card(sc, "secret_brotherhood", 0), hero = rs_card(sc, "austin", 0), bld = rs_card(sc, "toll_bridge", 0);
    rs_to_site(sc, 0, c, 5, 0);
    rs_empty_hand(sc, 0);
    rs_to_hand(sc, 0, hero);
    rs_to_hand(sc, 0, bld);
    rs_to_actions(sc);
    rs_fill(sc, 0, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", c, bld));
    int total = rs_total(sc, 0, -1);
    RS_PLAY(sc, 0, "play c%d c%d", c, hero);
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, -1), total + 1);
    assert_false(rv_in_hand(&sc->s, 0, hero));
    assert_true(sc->s.discard[hero >> 6] >> (hero & 63) & 1);
    rs_to_hand(sc, 0, rs_card(sc, "harald", 0));
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", c, rs_card(sc, "harald", 0))); /* once a turn */
    rs_check(sc);
    rs_free(sc);

    for (int with = 0; with < 2; with++) { /* beaten by the barbarians: 1 lost, not 2 */
        sc = barbarians();
        rs_make_city(sc, 1, 5); /* blue, no unit: strength 2 (3 with the Brotherhood) against 0 */
        if (with) rs_to_site(sc, 1, rs_card(sc, "secret_brotherhood", 0), 5, 0);
        rs_fill(sc, 1, 1);
        rs_set(sc, 1, L, 3, 3);
        int blue = rs_total(sc, 1, -1);
        reveal_id(sc, rs_event_id(sc, "barbarian_attack"));
        rs_gain_up(sc);
        assert_int_equal(rs_total(sc, 1, -1), blue - (with ? 1 : 2));
        rs_free(sc);
    }
}

/* Ruling R-147: the Castellan (requires a Castle) adds 1 to each region beside the Castle */
static void test_castellan(void **u) {
    (void)u;
    for (int castle = 0; castle < 2; castle++) {
        rs_scenario *sc = barbarians();
        rs_make_city(sc, 0, 5);
        if (castle) rs_to_site(sc, 0, rs_card(sc, "castle", 0), 5, 0); /* above t5: forest 2, gold 1 */
        int c = rs_card(sc, "castellan", 0);
        rs_to_hand(sc, 0, c);
        rs_to_actions(sc);
        rs_set(sc, 0, L, 2, 3);
        rs_set(sc, 0, AU, 1, 3);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no room there */
        rs_set(sc, 0, L, 2, 1);
        rs_set(sc, 0, AU, 1, 0);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), castle);
        if (castle) {
            int total = rs_total(sc, 0, -1);
            RS_PLAY(sc, 0, "play c%d", c);
            assert_int_equal(rs_get(sc, 0, L, 2), 2);
            assert_int_equal(rs_get(sc, 0, AU, 1), 1);
            assert_int_equal(rs_total(sc, 0, -1), total + 2);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-148: Siegfried (a Castle and 2 heroes) gives 2 resources of choice */
static void test_siegfried(void **u) {
    (void)u;
    for (int heroes = 1; heroes <= 2; heroes++) {
        rs_scenario *sc = barbarians();
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "castle", 0), 5, 0);
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1);
        if (heroes == 2) rs_to_site(sc, 0, rs_card(sc, "harald", 0), 6, 1);
        int c = rs_card(sc, "siegfried", 0);
        rs_to_hand(sc, 0, c);
        rs_to_actions(sc);
        rs_fill(sc, 0, 0);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), heroes == 2);
        if (heroes == 2) {
            RS_PLAY(sc, 0, "play c%d", c);
            rs_gain_up(sc);
            assert_int_equal(rs_total(sc, 0, -1), 2);
            assert_true(sc->s.discard[c >> 6] >> (c & 63) & 1);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

/* Blue's Barbarian Stronghold laid on red's road 6. */
static int stronghold_on_red(rs_scenario *sc) {
    int c = rs_card(sc, "barbarian_stronghold", 0);
    rs_to_hand(sc, 1, c);
    rv_hand_del(&sc->s, 1, c);
    sc->s.hold[0][0] = (uint8_t)(c + 1);
    sc->s.hold[0][1] = 7;
    return c;
}

/* Ruling R-190: the Triumph Card is laid from the face-up stack (a city required, 1x) at level 0
 * by no region; each level is 1 victory point, in the JSON's theme.turned */
static void test_triumph_card(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_to_actions(sc);
    int c = rs_card(sc, "triumph_card", 0), c2 = rs_card(sc, "triumph_card", 1);
    assert_true(rv_in_faceup(&sc->s, c) && rv_in_faceup(&sc->s, c2));
    assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no city */
    rs_make_city(sc, 0, 5);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d", c);
    assert_false(rv_in_faceup(&sc->s, c));
    assert_int_equal(rv_rot_slot(&sc->s, 0, c), 0);
    assert_int_equal(sc->s.rot_at[0][0], 0);
    assert_int_equal(sc->s.rot_level[0][0], 0);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp);
    assert_false(rs_is_legal(sc, 0, "play c%d", c2)); /* 1x */
    assert_true(rv_triumph_up(rv_data_of(sc->g), &sc->s, 0));
    assert_true(rv_triumph_up(rv_data_of(sc->g), &sc->s, 0));
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 2);
    rs_check(sc);
    rv_state other = sc->s; /* its level is part of the state's identity */
    other.rot_level[0][0] = 1;
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&other) != ctn_state_hash(sc->g, (ctn_state *)&sc->s));
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"turned\""));
    ctn_rivals_state back;
    memset(&back, 0xAB, sizeof back);
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &sc->s, sizeof back);
    free(text);
    assert_true(rv_triumph_up(rv_data_of(sc->g), &sc->s, 0));
    assert_false(rv_triumph_up(rv_data_of(sc->g), &sc->s, 0)); /* 3 victory points at most */
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 3);
    rs_free(sc);
}

/* Ruling R-148: Siegfried may turn his player's Triumph Card one level up instead (below its top
 * level); R-153: at 3 victory points the opponent's Barbarian Stronghold goes to his discard pile */
static void test_siegfried_triumph(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, rs_card(sc, "castle", 0), 5, 0);
    rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "harald", 0), 6, 1);
    int c = rs_card(sc, "siegfried", 0), t = rs_card(sc, "triumph_card", 0), hold = stronghold_on_red(sc);
    rs_to_hand(sc, 0, c);
    rs_to_actions(sc);
    rs_fill(sc, 0, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d triumph", c)); /* no Triumph Card */
    RS_PLAY(sc, 0, "play c%d", t);
    sc->s.rot_level[0][0] = 3;
    assert_false(rs_is_legal(sc, 0, "play c%d triumph", c)); /* at its top level */
    sc->s.rot_level[0][0] = 2;
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0), strength = rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 0);
    assert_true(rs_is_legal(sc, 0, "play c%d", c));
    RS_PLAY(sc, 0, "play c%d triumph", c);
    assert_int_equal(rs_total(sc, 0, -1), 0); /* no resources taken */
    assert_int_equal(sc->s.rot_level[0][0], 3);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1);
    assert_int_equal(sc->s.hold[0][0], 0);
    assert_true(sc->s.discard[hold >> 6] >> (hold & 63) & 1);
    assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 0), strength - 1);
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-141: a Barbarian Attack's winner with a Triumph Card below its top level chooses: the
 * card one level up (no resources) or 2 resources of choice; at its top level he takes them */
static void test_triumph_attack(void **u) {
    (void)u;
    for (int k = 0; k < 3; k++) { /* turned; declined; at level 3 */
        rs_scenario *sc = barbarians();
        rs_make_city(sc, 0, 5); /* red: strength 2, 3 units */
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1);
        rs_to_site(sc, 0, rs_card(sc, "harald", 0), 5, 2);
        rs_to_site(sc, 0, rs_card(sc, "gold_ship", 0), 6, 1);
        int t = rs_card(sc, "triumph_card", 0);
        sc->s.faceup[t >> 6] &= ~(1ull << (t & 63));
        sc->s.rot[0][0] = (uint8_t)(t + 1);
        sc->s.rot_level[0][0] = k == 2 ? 3 : 1;
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 1);
        rs_set(sc, 0, B, 3, 3); /* the 3 produces nothing more */
        rs_set(sc, 1, L, 3, 3);
        rs_check(sc);
        int red = rs_total(sc, 0, -1), vp = ctn_rivals_vp(sc->g, &sc->s, 0);
        reveal_id(sc, rs_event_id(sc, "barbarian_attack"));
        if (k < 2) {
            assert_int_equal(sc->s.phase, RV_PH_TRIUMPH);
            assert_int_equal(sc->s.actor, 0);
            assert_int_equal(rs_num_legal(sc), 2);
            rs_check(sc);
            if (k == 0) RS_PLAY(sc, 0, "play c%d", t);
            else RS_PLAY(sc, 0, "decline");
        }
        if (k > 0) {
            assert_int_equal(sc->s.phase, RV_PH_GAIN);
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        }
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 0, -1), red + (k == 0 ? 0 : 2));
        assert_int_equal(sc->s.rot_level[0][0], k == 0 ? 2 : k == 1 ? 1 : 3);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + (k == 0));
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-149: after a Brigand Attack Baroc's owner takes 1 ore */
static void test_baroc(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = barbarians();
        if (with) rs_to_site(sc, 1, rs_card(sc, "baroc", 0), 5, 1);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 0);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands"); /* blue's brick 2, red's lumber 2 */
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 1, O, 6), with);
        assert_int_equal(rs_total(sc, 1, -1), 1 + with);
        assert_int_equal(rs_total(sc, 0, -1), 1);
        rs_free(sc);
    }
}

/* Ruling R-150: at the Retreat of the Barbarians each player with a unit, the active one first,
 * names a stack and picks 1 of its cards, the strength advantage's holder 2; no unit, no card */
static void test_retreat(void **u) {
    (void)u;
    for (int blue_unit = 0; blue_unit < 2; blue_unit++) {
        rs_scenario *sc = barbarians();
        rs_to_site(sc, 0, rs_card(sc, "harald", 0), 5, 1);
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 2); /* red: 3 strength, the advantage */
        if (blue_unit) rs_to_site(sc, 1, rs_card(sc, "ore_ship", 0), 5, 1);
        assert_int_equal(rv_strength_holder(rv_data_of(sc->g), &sc->s), 0);
        int red = rv_hand_count(&sc->s, 0), blue = rv_hand_count(&sc->s, 1);
        reveal_id(sc, rs_event_id(sc, "retreat_of_the_barbarians"));
        assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
        assert_int_equal(sc->s.actor, 0);
        assert_false(rs_is_legal(sc, 0, "draw s3"));
        RS_PLAY(sc, 0, "search s3");
        pick_first(sc);
        pick_first(sc);
        if (blue_unit) {
            assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
            assert_int_equal(sc->s.actor, 1);
            RS_PLAY(sc, 1, "search s0");
            pick_first(sc);
        }
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_hand_count(&sc->s, 0), red + 2);
        assert_int_equal(rv_hand_count(&sc->s, 1), blue + blue_unit);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-151: the White Raven Tavern costs 1 gold a roll, once a turn: 1–2 nothing, 3–5 one
 * resource of choice, 6 two */
static void test_white_raven_tavern(void **u) {
    (void)u;
    static const int FACES[3] = {2, 4, 6}, GAINED[3] = {0, 1, 2};
    for (int k = 0; k < 3; k++) {
        rs_scenario *sc = barbarians();
        int c = rs_card(sc, "white_raven_tavern", 0);
        rs_to_site(sc, 0, c, 5, 1);
        rs_to_actions(sc);
        rs_fill(sc, 0, 1);
        rs_set(sc, 0, AU, 1, 0);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no gold */
        rs_set(sc, 0, AU, 1, 1);
        int total = rs_total(sc, 0, -1);
        RS_PLAY(sc, 0, "play c%d", c);
        assert_int_equal(sc->s.phase, RV_PH_TAVERN_ROLL);
        ctn_action out[CTN_MAX_CHANCE];
        uint32_t w[CTN_MAX_CHANCE];
        assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 6);
        RS_PLAY(sc, CTN_CHANCE, "tavern_die %d", FACES[k]);
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 0, -1), total - 1 + GAINED[k]);
        rs_set(sc, 0, AU, 1, 1);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* once a turn */
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-152: Siward is a hero of 1 strength; his looks change nothing and are not offered */
static void test_siward(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    int c = rs_card(sc, "siward", 0);
    rs_to_hand(sc, 0, c);
    rs_to_actions(sc);
    rs_fill(sc, 0, 1);
    int strength = ctn_rivals_strength(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "build c%d t5 top", c);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), strength + 1);
    assert_false(rs_is_legal(sc, 0, "play c%d", c));
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-153: the Barbarian Stronghold is laid on a road of the opponent's beside a city of his;
 * the barbarians then count 1 more against him, and the layer's Baroc takes 2 ore */
static void test_barbarian_stronghold(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    int c = rs_card(sc, "barbarian_stronghold", 0);
    rs_to_hand(sc, 0, c);
    rs_to_site(sc, 0, rs_card(sc, "baroc", 0), 5, 1);
    rs_to_actions(sc);
    rs_fill(sc, 0, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d road6", c)); /* blue has no city yet */
    rs_make_city(sc, 1, 5);
    assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 1), 2);
    assert_false(rs_is_legal(sc, 0, "play c%d road5", c)); /* no road there */
    int total = rs_total(sc, 0, -1);
    RS_PLAY(sc, 0, "play c%d road6", c);
    rs_gain_up(sc);
    assert_int_equal(rs_total(sc, 0, -1), total - 2);
    assert_false(rv_in_hand(&sc->s, 0, c));
    assert_int_equal(sc->s.hold[1][0], c + 1);
    assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 1), 3);
    rv_state moved = sc->s; /* the Stronghold's road is part of the state's identity */
    moved.hold[1][1] = 3; /* laid by road 6: 7 */
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&moved) != ctn_state_hash(sc->g, (ctn_state *)&sc->s));
    rs_to_site(sc, 1, rs_card(sc, "harald", 0), 5, 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 1), 2); /* beside it, no cap (the Tavern's, R-119) */
    rs_check(sc);
    RS_PLAY(sc, 0, "end_actions"); /* on to blue's turn: the brigands */
    to_next_roll(sc);
    RS_PLAY(sc, 1, "roll");
    rs_fill(sc, 0, 0);
    RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands");
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, O, 5), 2); /* Baroc: 2 ore with the Stronghold */
    rs_check(sc);
    rs_free(sc);
}

/* Ruling R-154: Marie, in a later turn: the opponent names 2 of his heroes (one named at once),
 * her owner takes one onto Marie's site and Marie is discarded */
static void test_marie(void **u) {
    (void)u;
    for (int heroes = 1; heroes <= 3; heroes += 2) {
        rs_scenario *sc = barbarians();
        int c = rs_card(sc, "marie", 0), a = rs_card(sc, "austin", 0), h = rs_card(sc, "harald", 0), i = rs_card(sc, "inga", 0);
        rs_to_hand(sc, 0, c);
        rs_to_site(sc, 1, a, 5, 1);
        if (heroes == 3) rs_to_site(sc, 1, h, 5, 2), rs_to_site(sc, 1, i, 6, 1);
        rs_to_actions(sc);
        rs_fill(sc, 0, 1);
        rs_set(sc, 0, W, 4, 2);
        RS_PLAY(sc, 0, "build c%d t6 bottom", c);
        int x = rv_card_site(&sc->s, 0, c);
        assert_true(x >= 0);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* not in the turn she was built in */
        sc->s.turn_flags2 = 0; /* a later turn */
        RS_PLAY(sc, 0, "play c%d", c);
        int taken = a;
        if (heroes == 3) {
            assert_int_equal(sc->s.phase, RV_PH_FEUD_NAME);
            assert_int_equal(sc->s.actor, 1); /* the opponent names */
            RS_PLAY(sc, 1, "feud_name x%d", rv_card_site(&sc->s, 1, h));
            RS_PLAY(sc, 1, "feud_name x%d", rv_card_site(&sc->s, 1, i));
            assert_int_equal(sc->s.phase, RV_PH_FEUD_CHOOSE);
            assert_int_equal(sc->s.actor, 0);
            assert_false(rs_is_legal(sc, 0, "feud_choose x%d", rv_card_site(&sc->s, 1, a))); /* not named */
            RS_PLAY(sc, 0, "feud_choose x%d", rv_card_site(&sc->s, 1, i));
            taken = i;
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rv_site_card(&sc->s, 0, x), taken);
        assert_true(rv_card_site(&sc->s, 1, taken) < 0);
        assert_true(sc->s.discard[c >> 6] >> (c & 63) & 1);
        assert_int_equal(rv_count_type(rv_data_of(sc->g), &sc->s, 1, RV_T_HERO), heroes - 1);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-155: the Contest of the Heroes pits the player's strongest hero against the opponent's
 * weakest, die plus strength each: the higher takes 1 resource of choice and 1 named from the
 * other; a tie, nothing; no hero on either side, no play */
static void test_contest(void **u) {
    (void)u;
    static const int DICE[3][2] = {{3, 4}, {5, 1}, {1, 6}}; /* 5-5 tie; 7-2 red; 3-7 blue */
    for (int k = 0; k < 3; k++) {
        rs_scenario *sc = barbarians();
        int c = rs_card(sc, "contest_of_the_heroes", 0);
        rs_to_hand(sc, 0, c);
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1);  /* 1 strength */
        rs_to_site(sc, 0, rs_card(sc, "harald", 0), 5, 2);  /* 2: red's strongest */
        rs_to_actions(sc);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* blue has no hero */
        rs_to_site(sc, 1, rs_card(sc, "inga", 0), 5, 1);     /* 1: blue's weakest */
        rs_to_site(sc, 1, rs_card(sc, "candamir", 0), 5, 2); /* 4 */
        rs_fill(sc, 0, 1);
        rs_fill(sc, 1, 1);
        RS_PLAY(sc, 0, "play c%d", c);
        assert_int_equal(sc->s.phase, RV_PH_CONTEST_ROLL);
        RS_PLAY(sc, CTN_CHANCE, "contest_dice %d %d", DICE[k][0], DICE[k][1]);
        if (k == 1) RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        if (k == 2) RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
        if (k) {
            assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE); /* the winner names what he takes */
            assert_int_equal(sc->s.actor, k == 1 ? 0 : 1);
            RS_PLAY(sc, sc->s.actor, "take wool");
        }
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        int red = k == 0 ? 6 : k == 1 ? 8 : 5, blue = k == 0 ? 6 : k == 1 ? 5 : 8;
        assert_int_equal(rs_total(sc, 0, -1), red);
        assert_int_equal(rs_total(sc, 1, -1), blue);
        assert_true(sc->s.discard[c >> 6] >> (c & 63) & 1);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-156: at a celebration Wolfgang's owner may add 1 to each region beside him; when he
 * does, the opponent may pay 2 gold and take Wolfgang onto his own first free site */
static void test_wolfgang(void **u) {
    (void)u;
    for (int k = 0; k < 3; k++) { /* red declines; red adds, blue declines; red adds, blue takes him */
        rs_scenario *sc = barbarians();
        int c = rs_card(sc, "wolfgang", 0);
        rs_to_site(sc, 0, c, 5, 1); /* above t5: forest 2, gold 1 */
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 0);
        rs_set(sc, 0, O, 5, 3); /* red's celebration resource goes to ore: full, so lost */
        rs_fill(sc, 0, 3);
        rs_set(sc, 0, L, 2, 0);
        rs_set(sc, 0, AU, 1, 0);
        rs_set(sc, 1, AU, 4, 2);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 6 celebration"); /* red's grain 6 full; blue's ore 6 */
        if (sc->s.phase == RV_PH_GAIN) RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, L, 2)); /* red's skill: 1 of choice */
        assert_int_equal(sc->s.phase, RV_PH_WOLFGANG);
        assert_int_equal(sc->s.actor, 0);
        int lumber = rs_get(sc, 0, L, 2);
        if (k == 0) {
            RS_PLAY(sc, 0, "decline");
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rs_get(sc, 0, L, 2), lumber);
            assert_int_equal(rs_get(sc, 0, AU, 1), 0);
        } else {
            RS_PLAY(sc, 0, "play c%d", c);
            assert_int_equal(rs_get(sc, 0, L, 2), lumber + 1);
            assert_int_equal(rs_get(sc, 0, AU, 1), 1);
            assert_int_equal(sc->s.phase, RV_PH_WOLFGANG);
            assert_int_equal(sc->s.actor, 1);
            RS_PLAY(sc, 1, k == 1 ? "decline" : "play c%d", c);
            rs_gain_up(sc);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rv_card_site(&sc->s, 0, c) >= 0, k == 1);
            assert_int_equal(rv_card_site(&sc->s, 1, c) >= 0, k == 2);
            assert_int_equal(rs_get(sc, 1, AU, 4), k == 1 ? 2 : 0);
        }
        rs_check(sc);
        rs_free(sc);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),         cmocka_unit_test(test_barbarian_attack), cmocka_unit_test(test_barbarian_return),
        cmocka_unit_test(test_arnd_caravel),  cmocka_unit_test(test_caravel_build),    cmocka_unit_test(test_castle),
        cmocka_unit_test(test_arsenal),       cmocka_unit_test(test_relocation),       cmocka_unit_test(test_json),
        cmocka_unit_test(test_balliwick),     cmocka_unit_test(test_secret_brotherhood), cmocka_unit_test(test_castellan),
        cmocka_unit_test(test_siegfried),     cmocka_unit_test(test_triumph_card), cmocka_unit_test(test_siegfried_triumph),
        cmocka_unit_test(test_triumph_attack),     cmocka_unit_test(test_baroc),            cmocka_unit_test(test_retreat),
        cmocka_unit_test(test_white_raven_tavern), cmocka_unit_test(test_siward), cmocka_unit_test(test_barbarian_stronghold),
        cmocka_unit_test(test_marie),         cmocka_unit_test(test_contest),        cmocka_unit_test(test_wolfgang),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
