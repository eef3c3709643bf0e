/* test_rivals_rules_progress.c — Rivals for Catan, the theme game of the Era of Progress
 * (mode=progress, docs/rules/rivals.md R§6.2, R§7.4, R§7.5): its set-up (stacks, face-up
 * Universities, events), the 12-point win, the hand limit raised by progress points, every
 * Progress card's ability and requirement (rulings R-40..R-45), the Plague and Invention, and the
 * text forms of the new choices. Each scenario checks what the card changes against the same play
 * without it (or without its requirement). */
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

static rs_scenario *progress(void) { return rs_new_mode(5, RV_MODE_PROGRESS); }

/* Red rolls production 2 with the brigands face (nobody holds more than 7): the action phase. */
static void to_actions(rs_scenario *sc) {
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
}

static void make_city(rs_scenario *sc, int p, int t) {
    rv_set_town(&sc->s, p, t, 2);
    sc->s.cities_left--;
}

static int event_id(rs_scenario *sc, const char *key) {
    for (int e = 0; e < ctn_rivals_num_events(sc->g); e++)
        if ((sc->s.ev_pool >> e & 1) && !strcmp(ctn_rivals_cards[ctn_rivals_event_kind(sc->g, e)].key, key)) return e;
    fail_msg("no %s in the event stack", key);
    return -1;
}

static void to_discard(rs_scenario *sc, int card) {
    rs_to_hand(sc, 0, card);
    rv_hand_del(&sc->s, 0, card);
    sc->s.discard[card >> 6] |= 1ull << (card & 63);
}

/* Pays what the player still owes region by region (the first region offered each time). */
static void pay_up(rs_scenario *sc) {
    ctn_action list[CTN_MAX_ACTIONS];
    while (sc->s.phase == RV_PH_PAY) {
        assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, sc->s.actor, 0, list) > 0);
        ctn_game_apply(sc->g, (ctn_state *)&sc->s, sc->s.actor, list[0]);
    }
}

/* Red ends his actions and draws to his hand limit; returns the hand size then. */
static int replenish(rs_scenario *sc) {
    RS_PLAY(sc, 0, "end_actions");
    while (sc->s.phase == RV_PH_REPLENISH) {
        RS_PLAY(sc, 0, "draw s0");
        rs_settle(sc);
    }
    return rv_hand_count(&sc->s, 0);
}

/* R§6.2: 3 Basic stacks of 12, 2 Progress stacks of 12, 2 Universities face up, 14 events (the
 * Basic 9, Invention twice and Plague three times) with Yule, 12 points to win */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = progress();
    const ctn_game *g = sc->g;
    assert_int_equal(ctn_rivals_num_stacks(g), 5);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 62);
    assert_int_equal(ctn_rivals_num_events(g), 14);
    assert_int_equal(ctn_rivals_vp_to_win(g), 12);
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 9);
    for (int k = 0; k < 5; k++) assert_int_equal(s.stacks[k].n, 12);
    int uni = ctn_rivals_card_find("university"), faceup = 0, theme = 0;
    for (int c = 0; c < 62; c++) {
        if (rv_in_faceup(&s, c)) faceup++, assert_int_equal(ctn_rivals_dealt_kind(g, c), uni);
        theme += ctn_rivals_cards[ctn_rivals_dealt_kind(g, c)].set == RV_SET_PROGRESS;
    }
    assert_int_equal(faceup, 2);
    assert_int_equal(theme, 26);
    int plague = 0, invention = 0;
    for (int e = 0; e < 14; e++) {
        const char *key = ctn_rivals_cards[ctn_rivals_event_kind(g, e)].key;
        plague += !strcmp(key, "plague"), invention += !strcmp(key, "invention");
    }
    assert_int_equal(plague, 3);
    assert_int_equal(invention, 3);
    assert_int_equal(__builtin_popcount(s.ev_pool), 13); /* all but Yule */
    for (int i = 0; i < ctn_rivals_card_count; i++) /* every Progress card is played */
        if (ctn_rivals_cards[i].set == RV_SET_PROGRESS) assert_true(ctn_rivals_cards[i].implemented);
    rs_free(sc);
}

/* R§1: the active player wins the moment he has 12 points */
static void test_win_at_twelve(void **u) {
    (void)u;
    for (int eleven = 0; eleven < 2; eleven++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        make_city(sc, 0, 6);
        rs_to_site(sc, 0, rs_card(sc, "parliament", 0), 5, 0);
        rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1); /* the strength advantage */
        rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 2);
        rs_to_site(sc, 0, rs_card(sc, "pharmacy", 0), 5, 3);
        rs_to_site(sc, 0, rs_card(sc, "bath_house", 0), 6, 0);
        if (eleven) rs_to_site(sc, 0, rs_card(sc, "bath_house", 1), 6, 1);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), eleven ? 11 : 10);
        to_actions(sc);
        int c = rs_card(sc, "pharmacy", 1);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, W, 4, 2);
        rs_set(sc, 0, AU, 1, 1);
        RS_PLAY(sc, 0, "build c%d t6 bottom", c);
        assert_int_equal(sc->s.phase, eleven ? RV_PH_GAME_OVER : RV_PH_ACTION);
        if (eleven) assert_int_equal(sc->s.winner, 0);
        rs_free(sc);
    }
}

/* R§5: the hand limit is 3 plus the progress points (a University's 1) */
static void test_hand_limit(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 0);
        to_actions(sc);
        assert_int_equal(replenish(sc), 3 + with);
        rs_free(sc);
    }
}

/* R§7.4: the University (face up, on a city) requires an Abbey or a Library */
static void test_university(void **u) {
    (void)u;
    for (int with = 0; with < 3; with++) { /* none, an Abbey, a Library */
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        if (with == 1) rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 1);
        if (with == 2) rs_to_site(sc, 0, rs_card(sc, "library", 0), 5, 0);
        to_actions(sc);
        int c = rs_card(sc, "university", 0);
        assert_true(rv_in_faceup(&sc->s, c));
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, G, 6, 2);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t5 bottom", c), with > 0);
        if (with) {
            RS_PLAY(sc, 0, "build c%d t5 bottom", c);
            assert_false(rv_in_faceup(&sc->s, c));
            assert_int_equal(ctn_rivals_progress(sc->g, &sc->s, 0), with == 1 ? 2 : 1); /* the Abbey's too */
        }
        rs_free(sc);
    }
}

/* R§7.4: the Chief Cannoneer requires a University; 4 strength; a unit, not a hero: two may stand */
static void test_chief_cannoneer(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 0);
        to_actions(sc);
        int c0 = rs_card(sc, "chief_cannoneer", 0), c1 = rs_card(sc, "chief_cannoneer", 1);
        rs_to_hand(sc, 0, c0);
        rs_to_hand(sc, 0, c1);
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, O, 5, 2);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 top", c0), with);
        if (!with) {
            rs_free(sc);
            continue;
        }
        RS_PLAY(sc, 0, "build c%d t6 top", c0);
        pay_up(sc);
        RS_PLAY(sc, 0, "build c%d t6 bottom", c1);
        pay_up(sc);
        assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), 8);
        assert_int_equal(ctn_rivals_strength_holder(sc->g, &sc->s), 0);
        assert_false(rv_requirement_met(rv_data_of(sc->g), &sc->s, 0, RV_RQ_HERO_STRENGTH));
        rs_free(sc);
    }
}

/* R§7.4, ruling R-40: the Town Hall is laid on the Parish Hall (in a city), which goes to the
 * discard pile; searching at the exchange is then free (1 with the Parish Hall alone) */
static void test_town_hall(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        int ph = rs_card(sc, "parish_hall", 0), th = rs_card(sc, "town_hall", 0);
        if (with) rs_to_site(sc, 0, ph, 5, 2);
        to_actions(sc);
        rs_to_hand(sc, 0, th);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, W, 4, 2);
        rs_set(sc, 0, O, 5, 2);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t5 bottom", th), with);
        assert_false(rs_is_legal(sc, 0, "build c%d t5 top", th)); /* not beside the Parish Hall */
        if (with) {
            assert_int_equal(rv_search_cost(rv_data_of(sc->g), &sc->s, 0), 1);
            RS_PLAY(sc, 0, "build c%d t5 bottom", th);
            assert_int_equal(sc->s.pr[0].site[5][2], th);
            assert_true(sc->s.discard[ph >> 6] >> (ph & 63) & 1);
            assert_int_equal(rv_search_cost(rv_data_of(sc->g), &sc->s, 0), 0);
            rs_fill(sc, 0, 0); /* no resources: the search is still open */
            replenish(sc);
            assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
            uint8_t cards[8];
            int n = 0;
            for (int c = 0; c < 62 && n < 8; c++)
                if (rv_in_hand(&sc->s, 0, c) && ctn_rivals_cards[ctn_rivals_kind(sc->g, &sc->s, c)].set == RV_SET_BASIC) cards[n++] = (uint8_t)c;
            assert_true(n > 0);
            RS_PLAY(sc, 0, "return c%d s0", cards[0]);
            assert_true(rs_is_legal(sc, 0, "search s1"));
        }
        rs_free(sc);
    }
}

/* R§7.4, ruling R-41: built, the Library lets its owner choose a card from a draw stack (free, the
 * exchange still to come); other buildings do not */
static void test_library(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        to_actions(sc);
        int c = rs_card(sc, with ? "library" : "bath_house", 0);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, B, 3, 2);
        rs_set(sc, 0, W, 4, 1);
        rs_set(sc, 0, O, 5, 1);
        int hand = rv_hand_count(&sc->s, 0);
        RS_PLAY(sc, 0, "build c%d t5 top", c);
        assert_int_equal(sc->s.phase, with ? RV_PH_LIBRARY : RV_PH_ACTION);
        if (with) {
            assert_int_equal(rs_num_legal(sc), 5);
            RS_PLAY(sc, 0, "search s4");
            assert_int_equal(sc->s.phase, RV_PH_SEARCH);
            int pick = sc->s.stacks[4].card[5];
            RS_PLAY(sc, 0, "pick c%d", pick);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_true(rv_in_hand(&sc->s, 0, pick));
            assert_int_equal(sc->s.stacks[4].n, 11);
            assert_int_equal(sc->s.exchanged, 0);
        }
        assert_int_equal(rv_hand_count(&sc->s, 0), hand - 1 + with);
        rs_free(sc);
    }
}

/* R§7.5: the Plague takes 1 from every region beside a city (once beside two); a Bath House
 * spares its city's four regions; a Pharmacy gives 1 resource of choice */
static void test_plague_bath_house_pharmacy(void **u) {
    (void)u;
    for (int card = 0; card < 3; card++) { /* none, a Bath House at t6, a Pharmacy at t6 */
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        make_city(sc, 0, 6);
        make_city(sc, 1, 5);
        if (card == 1) rs_to_site(sc, 0, rs_card(sc, "bath_house", 0), 6, 0);
        if (card == 2) rs_to_site(sc, 0, rs_card(sc, "pharmacy", 0), 6, 0);
        rs_fill(sc, 0, 2);
        rs_fill(sc, 1, 2);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 event"); /* blue's lumber 3 produces: 3 */
        RS_PLAY(sc, CTN_CHANCE, "event e%d plague", event_id(sc, "plague"));
        if (card == 2) { /* the Pharmacy's resource, placed on the grain */
            assert_int_equal(sc->s.phase, RV_PH_GAIN);
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, L, 2), 1);                /* beside t5 only */
        assert_int_equal(rs_get(sc, 0, AU, 1), card == 1 ? 2 : 1); /* beside both: 1 lost */
        assert_int_equal(rs_get(sc, 0, G, 6), card == 1 ? 2 : card == 2 ? 2 : 1);
        assert_int_equal(rs_get(sc, 0, O, 5), card == 1 ? 2 : 1);
        assert_int_equal(rs_get(sc, 1, L, 3), 2); /* 3, less 1 */
        assert_int_equal(rs_get(sc, 1, G, 5), 2); /* beside the settlement only */
        rs_free(sc);
    }
}

/* R§7.4: with a Building Crane a city expansion costing more than 4 costs 1 less (a resource of
 * the cost of the builder's choice); one costing 4 does not */
static void test_building_crane(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        make_city(sc, 0, 6);
        rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 0);
        rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 1); /* 2 progress points */
        if (with) rs_to_site(sc, 0, rs_card(sc, "building_crane", 0), 5, 2);
        to_actions(sc);
        int parl = rs_card(sc, "parliament", 0), lib = rs_card(sc, "library", 0);
        rs_to_hand(sc, 0, parl);
        rs_to_hand(sc, 0, lib);
        rs_set(sc, 0, L, 2, 2); /* 3L 2B 2W owed, one lumber short */
        rs_set(sc, 0, B, 3, 2);
        rs_set(sc, 0, W, 4, 2);
        rs_set(sc, 0, O, 5, 1);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 top less lumber", parl), with);
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top less brick", parl)); /* brick spared: 3 lumber */
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top", parl));
        assert_true(rs_is_legal(sc, 0, "build c%d t6 top", lib)); /* costs 4: full price */
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top less lumber", lib));
        if (with) {
            RS_PLAY(sc, 0, "build c%d t6 top less lumber", parl);
            pay_up(sc);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rs_total(sc, 0, L) + rs_total(sc, 0, B) + rs_total(sc, 0, W), 0); /* 2L 2B 2W paid */
            assert_int_equal(rs_total(sc, 0, O), 1);
            assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), 4 + 1 + 2); /* cities, University, Parliament */
        }
        rs_free(sc);
    }
}

/* R§7.4: the Parliament requires 2 progress points */
static void test_parliament(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 0);
        if (with) rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 1);
        to_actions(sc);
        int c = rs_card(sc, "parliament", 0);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, L, 2, 3);
        rs_set(sc, 0, B, 3, 2);
        rs_set(sc, 0, W, 4, 2);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t5 bottom", c), with);
        rs_free(sc);
    }
}

/* R§7.4, ruling R-43: Three-Field System and Mineral Mining (require a University): up to 2 grain,
 * 2 ore, as room allows */
static void test_three_field_mineral_mining(void **u) {
    (void)u;
    static const char *const KEYS[2] = {"three_field_system", "mineral_mining"};
    static const int RES[2] = {G, O}, NUM[2] = {6, 5};
    for (int k = 0; k < 2; k++)
        for (int with = 0; with < 2; with++) {
            rs_scenario *sc = progress();
            make_city(sc, 0, 5);
            if (with) rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 0);
            to_actions(sc);
            int c = rs_card(sc, KEYS[k], 0);
            rs_to_hand(sc, 0, c);
            rs_set(sc, 0, RES[k], NUM[k], 2);
            assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), with);
            if (with) {
                RS_PLAY(sc, 0, "play c%d", c);
                assert_int_equal(rs_get(sc, 0, RES[k], NUM[k]), 3); /* the second has no room */
                assert_int_equal(sc->s.phase, RV_PH_ACTION);
                assert_true(sc->s.discard[c >> 6] >> (c & 63) & 1);
                assert_false(rs_is_legal(sc, 0, "play c%d", rs_card(sc, KEYS[k], 1))); /* full: no effect */
            }
            rs_free(sc);
        }
}

/* R§7.4, ruling R-44: Benjamin: the player's regions of this turn's number produce once more,
 * boosters included */
static void test_benjamin(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        rs_to_site(sc, 0, rs_card(sc, "lumber_camp", 0), 5, 1); /* beside the lumber 2 */
        rs_set(sc, 0, L, 2, 0);
        rs_set(sc, 1, B, 2, 0);
        to_actions(sc); /* production 2: red's lumber 2 gains 2, blue's brick 2 gains 1 */
        assert_int_equal(rs_get(sc, 0, L, 2), 2);
        int c = rs_card(sc, "benjamin", 0);
        rs_to_hand(sc, 0, c);
        if (with) RS_PLAY(sc, 0, "play c%d", c);
        assert_int_equal(rs_get(sc, 0, L, 2), with ? 3 : 2);
        assert_int_equal(rs_get(sc, 1, B, 2), 1); /* the opponent's do not */
        assert_false(rs_is_legal(sc, 0, "play c%d", c) && with);
        rs_free(sc);
    }
}

/* R§7.4, ruling R-48: Guido (a Town Hall or fewer points) and Gustav (a Library or fewer points)
 * take a card of the discard pile into the hand, not each other */
static void test_guido_gustav(void **u) {
    (void)u;
    static const char *const KEYS[2] = {"guido", "gustav"}, *const NEED[2] = {"town_hall", "library"};
    for (int k = 0; k < 2; k++)
        for (int way = 0; way < 3; way++) { /* level on points with no card; the card; behind */
            rs_scenario *sc = progress();
            make_city(sc, 0, 5);
            make_city(sc, 1, 5);
            if (way == 1) {
                rs_to_site(sc, 0, rs_card(sc, NEED[k], 0), 5, 0);
                rs_to_site(sc, 1, rs_card(sc, "bath_house", 0), 5, 0); /* level again */
            }
            if (way == 2) rs_to_site(sc, 1, rs_card(sc, "bath_house", 0), 5, 0);
            to_actions(sc);
            int c = rs_card(sc, KEYS[k], 0), gone = rs_card(sc, "goldsmith", 0);
            rs_to_hand(sc, 0, c);
            to_discard(sc, gone);
            assert_int_equal(rs_is_legal(sc, 0, "play c%d c%d", c, gone), way > 0);
            if (way) {
                RS_PLAY(sc, 0, "play c%d c%d", c, gone);
                assert_true(rv_in_hand(&sc->s, 0, gone));
                assert_false(sc->s.discard[gone >> 6] >> (gone & 63) & 1);
                assert_true(sc->s.discard[c >> 6] >> (c & 63) & 1);
            }
            rs_free(sc);
        }
    rs_scenario *sc = progress(); /* behind: Gustav may take Guido's neighbour but not Guido */
    rs_to_site(sc, 1, rs_card(sc, "candamir", 0), 5, 1);
    to_actions(sc);
    int gustav = rs_card(sc, "gustav", 0), guido = rs_card(sc, "guido", 0), scout = rs_card(sc, "scout", 0);
    rs_to_hand(sc, 0, gustav);
    to_discard(sc, guido);
    to_discard(sc, scout);
    assert_true(rs_is_legal(sc, 0, "play c%d c%d", gustav, scout));
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", gustav, guido));
    rs_free(sc);
    sc = progress(); /* an empty discard pile: no effect, not playable */
    rs_to_site(sc, 1, rs_card(sc, "candamir", 0), 5, 1);
    to_actions(sc);
    rs_to_hand(sc, 0, rs_card(sc, "gustav", 0));
    for (int c = 0; c < 62; c++) assert_false(rs_is_legal(sc, 0, "play c%d c%d", rs_card(sc, "gustav", 0), c));
    rs_free(sc);
}

/* R§7.4, ruling R-45: the Doctor (requires a Bath House): each region around the Bath House's city
 * gains 1 */
static void test_doctor(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = progress();
        make_city(sc, 0, 6);
        if (with) rs_to_site(sc, 0, rs_card(sc, "bath_house", 0), 6, 0);
        to_actions(sc);
        int c = rs_card(sc, "doctor", 0);
        rs_to_hand(sc, 0, c);
        rs_fill(sc, 0, 1);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d x%d", c, 6 * 4), with);
        assert_false(rs_is_legal(sc, 0, "play c%d x%d", c, 6 * 4 + 1)); /* no Bath House there */
        if (with) RS_PLAY(sc, 0, "play c%d x%d", c, 6 * 4);
        assert_int_equal(rs_get(sc, 0, AU, 1), 1 + with);
        assert_int_equal(rs_get(sc, 0, G, 6), 1 + with);
        assert_int_equal(rs_get(sc, 0, W, 4), 1 + with);
        assert_int_equal(rs_get(sc, 0, O, 5), 1 + with);
        assert_int_equal(rs_get(sc, 0, L, 2), 1); /* not around t6 */
        rs_free(sc);
    }
}

/* R§7.5: Invention: 1 resource of choice per own building with a progress point, at most 2 */
static void test_invention(void **u) {
    (void)u;
    for (int n = 0; n < 3; n++) { /* 0..2 progress buildings (Abbey and University are one-of) */
        rs_scenario *sc = progress();
        make_city(sc, 0, 5);
        make_city(sc, 0, 6);
        if (n >= 1) rs_to_site(sc, 0, rs_card(sc, "university", 0), 5, 0);
        if (n >= 2) rs_to_site(sc, 0, rs_card(sc, "abbey", 0), 5, 1);
        rs_fill(sc, 0, 0);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
        RS_PLAY(sc, CTN_CHANCE, "event e%d invention", event_id(sc, "invention"));
        int got = 0;
        while (sc->s.phase == RV_PH_GAIN && sc->s.actor == 0) {
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
            got++;
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(got, n);
        rs_free(sc);
    }
}

/* The new choices' text forms read back as the same actions */
static void test_text(void **u) {
    (void)u;
    rs_scenario *sc = progress();
    char buf[128];
    ctn_action a, back;
    int parl = rs_card(sc, "parliament", 0), guido = rs_card(sc, "guido", 0), doc = rs_card(sc, "doctor", 0);
    int abbey = rs_card(sc, "abbey", 0);
    const ctn_action acts[] = {RV_ACT(RV_A_BUILD, parl, 6, 1 | (RV_WOOL + 1) << 1), RV_ACT(RV_A_PLAY, guido, abbey, 0),
                               RV_ACT(RV_A_PLAY, doc, 25, 0), RV_ACT(RV_A_SEARCH, 4, 0, 0)};
    const char *const want[] = {"less wool", "abbey", "x25", "search s4"};
    for (int i = 0; i < 4; i++) {
        a = acts[i];
        ctn_action_to_text(sc->g, (ctn_state *)&sc->s, a, buf, sizeof buf);
        assert_non_null(strstr(buf, want[i]));
        assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, buf, &back, &sc->err), CTN_OK);
        assert_int_equal(back, a);
    }
    snprintf(buf, sizeof buf, "build c%d t6 top crane", parl);
    assert_int_not_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, buf, &back, &sc->err), CTN_OK);
    snprintf(buf, sizeof buf, "play c%d c?", guido);
    assert_int_not_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, buf, &back, &sc->err), CTN_OK);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_win_at_twelve),
        cmocka_unit_test(test_hand_limit),
        cmocka_unit_test(test_university),
        cmocka_unit_test(test_chief_cannoneer),
        cmocka_unit_test(test_town_hall),
        cmocka_unit_test(test_library),
        cmocka_unit_test(test_plague_bath_house_pharmacy),
        cmocka_unit_test(test_building_crane),
        cmocka_unit_test(test_parliament),
        cmocka_unit_test(test_three_field_mineral_mining),
        cmocka_unit_test(test_benjamin),
        cmocka_unit_test(test_guido_gustav),
        cmocka_unit_test(test_doctor),
        cmocka_unit_test(test_invention),
        cmocka_unit_test(test_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
