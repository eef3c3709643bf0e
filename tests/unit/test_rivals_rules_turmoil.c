/* test_rivals_rules_turmoil.c — Rivals for Catan, the theme game of the Era of Turmoil
 * (mode=turmoil, docs/rules/rivals.md R§6.2, R§7.3, R§7.5): its set-up (stacks, face-up Hedge
 * Taverns, events), the 12-point win during one's own turn, every Turmoil card's ability and
 * requirement, and the Turmoil events (Riots; Fraternal Feuds and Feud with Sebastian). Each
 * scenario checks what the card changes against the same play without it. */
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

static rs_scenario *turmoil(void) { return rs_new_mode(5, RV_MODE_TURMOIL); }

/* Red rolls 2 and reveals the event. */
static void reveal(rs_scenario *sc, int number, const char *key) {
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice %d event", number);
    RS_PLAY(sc, CTN_CHANCE, "event e%d %s", rs_event_id(sc, key), key);
}

/* Sebastian in the discard pile (used): no player is offered him any more. */
static void sebastian_used(rs_scenario *sc) {
    int c = rs_card(sc, "sebastian", 0);
    rs_to_hand(sc, 0, c);
    rv_hand_del(&sc->s, 0, c);
    sc->s.discard[c >> 6] |= 1ull << (c & 63);
}

static int in_discard(const rs_scenario *sc, int c) { return (int)(sc->s.discard[c >> 6] >> (c & 63) & 1); }

static int site(int town, int k) { return town * RV_SITES + k; }

/* R§6.2: 3 Basic stacks of 12, 2 Turmoil stacks of 11, 2 Hedge Taverns face up, the 9 Basic and 4
 * Turmoil events (Riots twice, Feud and Fraternal Feuds once more), 12 points to win; the modes not
 * played are refused by name */
static void test_setup(void **u) {
    (void)u;
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TURMOIL}}};
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 9);
    assert_int_equal(ctn_rivals_num_stacks(g), 5);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 60);
    assert_int_equal(ctn_rivals_num_events(g), 13);
    assert_int_equal(ctn_rivals_vp_to_win(g), 12);
    for (int k = 0; k < 5; k++) {
        assert_int_equal(s.stacks[k].n, k < 3 ? 12 : 11);
        assert_int_equal(ctn_rivals_stack_is_theme(g, k), k >= 3);
    }
    int ht = ctn_rivals_card_find("hedge_tavern"), faceup = 0;
    for (int c = 0; c < 60; c++)
        if (rv_in_faceup(&s, c)) faceup++, assert_int_equal(ctn_rivals_dealt_kind(g, c), ht);
    assert_int_equal(faceup, 2);
    int riots = 0, feud = 0, ff = 0;
    for (int e = 0; e < 13; e++) {
        const char *key = ctn_rivals_cards[ctn_rivals_event_kind(g, e)].key;
        riots += !strcmp(key, "riots"), feud += !strcmp(key, "feud"), ff += !strcmp(key, "fraternal_feuds");
    }
    assert_int_equal(riots, 2);
    assert_int_equal(feud, 2);
    assert_int_equal(ff, 2);
    assert_int_equal(__builtin_popcount(s.ev_pool), 12); /* all but Yule */
    char msg[200];
    assert_int_equal(ctn_rivals_rules.check(g, (ctn_state *)&s, msg, sizeof msg), 0);
    ctn_game_free(g);
}

/* R§1: the theme game ends the moment the active player has 12 points (the Hedge Tavern, built
 * from the face-up stack, makes 12 from 11), not at 11 */
static void test_win_at_twelve(void **u) {
    (void)u;
    for (int eleven = 0; eleven < 2; eleven++) {
        rs_scenario *sc = turmoil();
        rs_make_city(sc, 0, 5);
        rs_make_city(sc, 0, 6);
        rs_to_site(sc, 0, rs_card(sc, "large_festival_hall", 0), 5, 0);
        rs_to_site(sc, 0, rs_card(sc, "chapel_low", 0), 5, 1);
        rs_to_site(sc, 0, rs_card(sc, "chapel_high", 0), 5, 2);
        rs_to_site(sc, 0, rs_card(sc, "fairgrounds", 0), 5, 3);
        rs_to_site(sc, 0, rs_card(sc, "carl_forkbeard", 0), 6, 1); /* the strength advantage */
        if (eleven) rs_to_site(sc, 0, rs_card(sc, "fire_brigade", 0), 6, 0);
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), eleven ? 11 : 10);
        rs_to_actions(sc);
        rs_set(sc, 0, W, 4, 1);
        rs_set(sc, 0, G, 6, 1);
        rs_set(sc, 0, AU, 1, 2);
        int ht = rs_card(sc, "hedge_tavern", 0);
        RS_PLAY(sc, 0, "build c%d t6 bottom", ht);
        assert_false(rv_in_faceup(&sc->s, ht));
        assert_int_equal(sc->s.phase, eleven ? RV_PH_GAME_OVER : RV_PH_ACTION);
        if (eleven) assert_int_equal(sc->s.winner, 0);
        rs_free(sc);
    }
}

/* R§7.3 Drill Ground (ruling R-23): a hero costs 1 resource of the builder's choice (of its cost)
 * less; without it the full cost */
static void test_drill_ground(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = turmoil();
        if (with) rs_to_site(sc, 0, rs_card(sc, "drill_ground", 0), 5, 1);
        rs_to_actions(sc);
        int h = rs_card(sc, "heinrich", 0); /* 1 wool 1 grain 1 ore */
        rs_to_hand(sc, 0, h);
        rs_set(sc, 0, W, 4, 1);
        rs_set(sc, 0, G, 6, 1);
        rs_set(sc, 0, O, 5, 0);
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top", h));
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 top less ore", h), with);
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top less wool", h)); /* the ore is missing */
        assert_false(rs_is_legal(sc, 0, "build c%d t6 top less lumber", h)); /* not in its cost */
        if (with) {
            RS_PLAY(sc, 0, "build c%d t6 top less ore", h);
            assert_int_equal(rs_total(sc, 0, W) + rs_total(sc, 0, G), 0);
            assert_int_equal(sc->s.pr[0].site[6][1], h);
        }
        rs_set(sc, 0, O, 5, 1); /* a building is not discounted */
        rs_set(sc, 0, L, 2, 1);
        rs_set(sc, 0, G, 6, 1);
        int lt = rs_card(sc, "lookout_tower", 0);
        rs_to_hand(sc, 0, lt);
        assert_true(rs_is_legal(sc, 0, "build c%d t5 bottom", lt));
        assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom less lumber", lt));
        rs_free(sc);
    }
}

/* The chance outcomes of the guards' roll: (cancels, fails) weights. */
static void guard_weights(rs_scenario *sc, uint32_t *cancel, uint32_t *fail) {
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 2);
    for (int i = 0; i < n; i++) *(RV_ACT_A(out[i]) ? cancel : fail) = w[i];
}

/* R§7.3 Lookout Tower (1–2), Heinrich (3–5), both (1–5): the opponent's Archer is cancelled on
 * those faces of one roll; without guards it strikes at once */
static void test_guards(void **u) {
    (void)u;
    static const uint32_t CANCEL[4] = {0, 2, 3, 5};
    for (int guards = 0; guards < 4; guards++) {
        for (int cancelled = 0; cancelled < 2; cancelled++) {
            rs_scenario *sc = turmoil();
            rs_make_city(sc, 0, 5);
            rs_to_site(sc, 0, rs_card(sc, "hedge_tavern", 0), 5, 0);
            int cand = rs_card(sc, "candamir", 0);
            rs_to_site(sc, 1, cand, 5, 2);
            if (guards & 1) rs_to_site(sc, 1, rs_card(sc, "lookout_tower", 0), 6, 1);
            if (guards & 2) rs_to_site(sc, 1, rs_card(sc, "heinrich", 0), 5, 1);
            rs_to_actions(sc);
            int archer = rs_card(sc, "archer", 0);
            rs_to_hand(sc, 0, archer);
            RS_PLAY(sc, 0, "play c%d", archer);
            assert_true(in_discard(sc, archer));
            if (!guards) { /* one unit with strength: it goes at once */
                assert_int_equal(sc->s.phase, RV_PH_BURY);
                assert_int_equal(sc->s.bury, cand);
                rs_free(sc);
                break;
            }
            assert_int_equal(sc->s.phase, RV_PH_GUARD);
            uint32_t c = 0, f = 0;
            guard_weights(sc, &c, &f);
            assert_int_equal(c, CANCEL[guards]);
            assert_int_equal(f, 6 - CANCEL[guards]);
            RS_PLAY(sc, CTN_CHANCE, "guard %s", cancelled ? "cancels" : "fails");
            if (cancelled) {
                assert_int_equal(sc->s.phase, RV_PH_ACTION);
                assert_int_equal(sc->s.pr[1].site[5][2], cand);
            } else if (guards & 2) { /* Candamir and Heinrich: blue chooses */
                assert_int_equal(sc->s.phase, RV_PH_UNIT_LOSS);
                assert_int_equal(sc->s.actor, 1);
                assert_false(rs_is_legal(sc, 1, "remove x%d", site(6, 1))); /* the tower is no unit */
                RS_PLAY(sc, 1, "remove x%d", site(5, 2));
                RS_PLAY(sc, 1, "bury s0");
                assert_int_equal(sc->s.pr[1].site[5][2], RV_NONE);
            } else {
                assert_int_equal(sc->s.phase, RV_PH_BURY);
                assert_int_equal(sc->s.bury, cand);
            }
            rs_free(sc);
        }
    }
}

/* R§7.3 Archer (requires a Hedge Tavern): not without one, not without a unit of strength to hit
 * (Irmgard has none); the unit goes under a stack of its owner's choice */
static void test_archer(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = turmoil();
        rs_make_city(sc, 0, 5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "hedge_tavern", 0), 5, 0);
        rs_to_site(sc, 1, rs_card(sc, "irmgard", 0), 5, 1);
        rs_to_actions(sc);
        int archer = rs_card(sc, "archer", 1);
        rs_to_hand(sc, 0, archer);
        assert_false(rs_is_legal(sc, 0, "play c%d", archer)); /* Irmgard: no strength */
        int osmund = rs_card(sc, "osmund", 0);
        rs_to_site(sc, 1, osmund, 6, 1);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", archer), with);
        if (with) {
            RS_PLAY(sc, 0, "play c%d", archer);
            assert_int_equal(sc->s.phase, RV_PH_GAIN); /* Irmgard's resource first */
            RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
            assert_int_equal(sc->s.phase, RV_PH_BURY);
            assert_false(rs_is_legal(sc, 1, "bury s3")); /* a Basic card: under a Basic stack */
            RS_PLAY(sc, 1, "bury s2");
            assert_int_equal(sc->s.stacks[2].card[sc->s.stacks[2].n - 1], osmund);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
        }
        rs_free(sc);
    }
}

/* R§7.3 Arsonist (requires a Hedge Tavern) and Fire Brigade: any building of the opponent but those
 * in a town with a Fire Brigade (itself too); a face-up Hedge Tavern burnt goes back face up */
static void test_arsonist_fire_brigade(void **u) {
    (void)u;
    rs_scenario *sc = turmoil();
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, rs_card(sc, "hedge_tavern", 0), 5, 0);
    rs_make_city(sc, 1, 5);
    rs_make_city(sc, 1, 6);
    int fb = rs_card(sc, "fire_brigade", 0), abbey = rs_card(sc, "abbey", 0), ht = rs_card(sc, "hedge_tavern", 1);
    int market = rs_card(sc, "marketplace", 0);
    rs_to_site(sc, 1, fb, 5, 0);
    rs_to_site(sc, 1, abbey, 5, 1);
    rs_to_site(sc, 1, ht, 6, 0);
    rs_to_site(sc, 1, market, 6, 1);
    rs_to_site(sc, 1, rs_card(sc, "harald", 0), 6, 2); /* a unit, not a building */
    rs_to_actions(sc);
    int ars = rs_card(sc, "arsonist", 0);
    rs_to_hand(sc, 0, ars);
    assert_false(rs_is_legal(sc, 0, "play c%d x%d", ars, site(5, 0))); /* the Fire Brigade itself */
    assert_false(rs_is_legal(sc, 0, "play c%d x%d", ars, site(5, 1))); /* its town */
    assert_false(rs_is_legal(sc, 0, "play c%d x%d", ars, site(6, 2))); /* a hero */
    assert_false(rs_is_legal(sc, 0, "play c%d", ars));
    assert_true(rs_is_legal(sc, 0, "play c%d x%d", ars, site(6, 1)));
    RS_PLAY(sc, 0, "play c%d arsonist x%d", ars, site(6, 0));
    assert_true(rv_in_faceup(&sc->s, ht));
    assert_int_equal(sc->s.pr[1].site[6][0], RV_NONE);
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
    sc = turmoil(); /* without the Fire Brigade the abbey burns; the owner picks the stack */
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, rs_card(sc, "hedge_tavern", 0), 5, 0);
    rs_make_city(sc, 1, 5);
    rs_to_site(sc, 1, abbey, 5, 1);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, ars);
    RS_PLAY(sc, 0, "play c%d x%d", ars, site(5, 1));
    assert_int_equal(sc->s.phase, RV_PH_BURY);
    assert_int_equal(sc->s.actor, 1);
    RS_PLAY(sc, 1, "bury s1");
    assert_int_equal(sc->s.pr[1].site[5][1], RV_NONE);
    rs_free(sc);
}

/* R§7.3 Traitor (requires a Hedge Tavern): the opponent's hand is shown to the player while he
 * picks (and to him only), then the card is his */
static void test_traitor(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = turmoil();
        rs_make_city(sc, 0, 5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "hedge_tavern", 0), 5, 0);
        rs_to_actions(sc);
        int tr = rs_card(sc, "traitor", 0);
        rs_to_hand(sc, 0, tr);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", tr), with);
        if (!with) {
            rs_free(sc);
            continue;
        }
        ctn_rivals_state view;
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&view);
        assert_int_equal(view.hand[1][0] | view.hand[1][1], 0);
        RS_PLAY(sc, 0, "play c%d", tr);
        assert_int_equal(sc->s.phase, RV_PH_STEAL);
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&view);
        assert_memory_equal(view.hand[1], sc->s.hand[1], sizeof view.hand[1]);
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, CTN_VIEW_PUBLIC, (ctn_state *)&view);
        assert_int_equal(view.hand[1][0] | view.hand[1][1], 0);
        int c = -1;
        for (int k = 0; k < 60 && c < 0; k++)
            if (rv_in_hand(&sc->s, 1, k)) c = k;
        int mine = rv_hand_count(&sc->s, 0), theirs = rv_hand_count(&sc->s, 1);
        RS_PLAY(sc, 0, "steal c%d", c);
        assert_true(rv_in_hand(&sc->s, 0, c));
        assert_int_equal(rv_hand_count(&sc->s, 0), mine + 1);
        assert_int_equal(rv_hand_count(&sc->s, 1), theirs - 1);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&view); /* hidden again */
        assert_int_equal(view.hand[1][0] | view.hand[1][1], 0);
        rs_free(sc);
    }
}

/* R§7.3 Voyage of Plunder (requires the strength advantage): 2 resources of the player's choice
 * when the opponent has more points, else 1 */
static void test_voyage_of_plunder(void **u) {
    (void)u;
    for (int ahead = 0; ahead < 3; ahead++) { /* 2: no strength advantage */
        rs_scenario *sc = turmoil();
        if (ahead < 2) rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
        if (ahead == 1) rs_make_city(sc, 1, 5), rs_make_city(sc, 1, 6);
        rs_to_actions(sc);
        int v = rs_card(sc, "voyage_of_plunder", 0);
        rs_to_hand(sc, 0, v);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", v), ahead < 2);
        if (ahead == 2) {
            rs_free(sc);
            continue;
        }
        int theirs = rs_total(sc, 1, -1);
        RS_PLAY(sc, 0, "play c%d", v);
        RS_PLAY(sc, 0, "take ore");
        if (ahead) RS_PLAY(sc, 0, "take wool");
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 1, -1), theirs - 1 - ahead);
        rs_free(sc);
    }
}

/* R§7.3 Brigands (the Era of Gold's card, in Turmoil too): only with the strength advantage */
static void test_brigands(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = turmoil();
        if (with) rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
        rs_to_actions(sc);
        int b = -1; /* the Turmoil row (rs_card finds the Gold row's key first) */
        for (int c = 0; c < ctn_rivals_num_draw_cards(sc->g); c++)
            if (!strcmp(ctn_rivals_cards[ctn_rivals_kind(sc->g, &sc->s, c)].key, "brigands")) b = c;
        assert_true(b >= 0);
        assert_int_equal(ctn_rivals_cards[ctn_rivals_kind(sc->g, &sc->s, b)].set, RV_SET_TURMOIL);
        rs_to_hand(sc, 0, b);
        rs_set(sc, 0, O, 5, 0);
        rs_set(sc, 1, O, 6, 2);
        int pos = rs_pos(sc, 0, O, 5);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d p%d", b, pos), with);
        if (with) {
            RS_PLAY(sc, 0, "play c%d p%d", b, pos);
            assert_int_equal(rs_get(sc, 0, O, 5), 2);
            assert_int_equal(rs_get(sc, 1, O, 6), 0);
        }
        rs_free(sc);
    }
}

/* R§7.3 Irmgard: her owner takes 1 resource of choice when Feud takes a building of his; without
 * her nothing */
static void test_irmgard(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = turmoil();
        sebastian_used(sc);
        rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
        int abbey = rs_card(sc, "abbey", 0);
        rs_to_site(sc, 1, abbey, 5, 1);
        if (with) rs_to_site(sc, 1, rs_card(sc, "irmgard", 0), 6, 1);
        int before = rs_total(sc, 1, -1);
        reveal(sc, 3, "feud"); /* blue's lumber 3 produces */
        if (with) {
            assert_int_equal(sc->s.phase, RV_PH_GAIN);
            assert_int_equal(sc->s.actor, 1);
            RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, G, 5));
        }
        assert_int_equal(sc->s.phase, RV_PH_BURY);
        RS_PLAY(sc, 1, "bury s0");
        assert_int_equal(sc->s.pr[1].site[5][1], RV_NONE);
        assert_int_equal(rs_total(sc, 1, -1), before + 1 + with);
        rs_free(sc);
    }
}

/* R§7.5 Riots: 1 gold for 1–2 units with strength or commerce, 2 gold for more, or one of those
 * units under a stack; a player without such units is not hit; the active player first */
static void test_riots(void **u) {
    (void)u;
    for (int units = 0; units <= 3; units++) {
        rs_scenario *sc = turmoil();
        sebastian_used(sc);
        static const char *const UNITS[] = {"candamir", "ore_ship", "harald"};
        for (int i = 0; i < units; i++) rs_to_site(sc, 0, rs_card(sc, UNITS[i], 0), 5 + i / 2, 1 + i % 2);
        rs_to_site(sc, 0, rs_card(sc, "irmgard", 0), 6, 2); /* skill only: does not count */
        rs_to_site(sc, 1, rs_card(sc, "wool_ship", 0), 5, 1);
        rs_set(sc, 0, AU, 1, 1);
        rs_set(sc, 1, AU, 4, 2);
        reveal(sc, 5, "riots");
        if (units) {
            assert_int_equal(sc->s.phase, RV_PH_RIOTS);
            assert_int_equal(sc->s.actor, 0);
            assert_int_equal(rs_is_legal(sc, 0, "riot_pay"), units <= 2); /* 1 gold held */
            assert_false(rs_is_legal(sc, 0, "remove x%d", site(6, 2))); /* Irmgard */
            if (units <= 2) {
                RS_PLAY(sc, 0, "riot_pay");
                assert_int_equal(rs_get(sc, 0, AU, 1), 0);
            } else {
                RS_PLAY(sc, 0, "remove x%d", site(5, 1));
                RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, L, 2)); /* Irmgard's resource */
                RS_PLAY(sc, 0, "bury s1");
                assert_int_equal(sc->s.pr[0].site[5][1], RV_NONE);
            }
        }
        assert_int_equal(sc->s.phase, RV_PH_RIOTS); /* blue: one trade ship, 1 gold */
        assert_int_equal(sc->s.actor, 1);
        RS_PLAY(sc, 1, "riot_pay");
        assert_int_equal(rs_get(sc, 1, AU, 4), 1);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        rs_free(sc);
    }
}

/* R§7.3 Chapels: the Riots spare their owner when this turn's production die showed 1–3 (4–6 for
 * the other Chapel) */
static void test_chapels(void **u) {
    (void)u;
    for (int chapel = 0; chapel < 3; chapel++) /* none, 1-3, 4-6 */
        for (int number = 2; number <= 5; number += 3) {
            rs_scenario *sc = turmoil();
            sebastian_used(sc);
            rs_make_city(sc, 0, 5);
            if (chapel) rs_to_site(sc, 0, rs_card(sc, chapel == 1 ? "chapel_low" : "chapel_high", 0), 5, 0);
            rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
            rs_set(sc, 0, AU, 1, 1);
            reveal(sc, number, "riots");
            int spared = (chapel == 1 && number <= 3) || (chapel == 2 && number >= 4);
            assert_int_equal(sc->s.phase, spared ? RV_PH_ACTION : RV_PH_RIOTS);
            rs_free(sc);
        }
}

/* R§7.3 Sebastian (ruling R-27): offered to the player an event would hit while the card is not
 * used; played, Fraternal Feuds or the Riots pass him by; declined, they take effect */
static void test_sebastian(void **u) {
    (void)u;
    for (int play = 0; play < 2; play++) {
        rs_scenario *sc = turmoil();
        rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
        int seb = rs_card(sc, "sebastian", 0);
        rs_to_hand(sc, 1, seb);
        int hand = rv_hand_count(&sc->s, 1);
        reveal(sc, 2, "fraternal_feuds");
        assert_int_equal(sc->s.phase, RV_PH_REACT);
        assert_int_equal(sc->s.actor, 1);
        if (play) {
            RS_PLAY(sc, 1, "play c%d", seb);
            assert_true(in_discard(sc, seb));
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
            assert_int_equal(rv_hand_count(&sc->s, 1), hand - 1);
        } else {
            RS_PLAY(sc, 1, "decline");
            assert_int_equal(sc->s.phase, RV_PH_FF_PICK);
        }
        rs_free(sc);
    }
    for (int play = 0; play < 2; play++) { /* the Riots, the active player holding him */
        rs_scenario *sc = turmoil();
        rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
        int seb = rs_card(sc, "sebastian", 0);
        rs_to_hand(sc, 0, seb);
        rs_set(sc, 0, AU, 1, 1);
        reveal(sc, 2, "riots");
        assert_int_equal(sc->s.phase, RV_PH_REACT);
        assert_int_equal(sc->s.actor, 0);
        RS_PLAY(sc, 0, play ? "play c%d" : "decline", seb);
        assert_int_equal(sc->s.phase, play ? RV_PH_ACTION : RV_PH_RIOTS);
        rs_free(sc);
    }
    /* the offer shows nothing: made also to a player without him, who may only decline; and no
     * more once he is used */
    rs_scenario *sc = turmoil();
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 1, rs_card(sc, "osmund", 0), 5, 1);
    reveal(sc, 2, "riots");
    assert_int_equal(sc->s.phase, RV_PH_REACT);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(rs_num_legal(sc), 1);
    RS_PLAY(sc, 0, "decline");
    assert_int_equal(sc->s.phase, RV_PH_REACT);
    assert_int_equal(sc->s.actor, 1);
    rs_free(sc);
    sc = turmoil();
    sebastian_used(sc);
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    reveal(sc, 2, "feud"); /* blue has no building: Feud does nothing */
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    rs_free(sc);
}

/* R§7.3 Fairgrounds: built with more skill than the opponent, 2 resources of choice; else none */
static void test_fairgrounds(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = turmoil();
        rs_make_city(sc, 0, 5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "inga", 0), 6, 1);
        rs_to_actions(sc);
        int f = rs_card(sc, "fairgrounds", 0); /* 2 lumber 1 wool 1 grain */
        rs_to_hand(sc, 0, f);
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, W, 4, 1);
        rs_set(sc, 0, G, 6, 1);
        int before = rs_total(sc, 0, -1);
        RS_PLAY(sc, 0, "build c%d t5 top", f);
        for (int i = 0; i < 2 * with; i++) RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 0, -1), before - 4 + 2 * with);
        rs_free(sc);
    }
}

/* R§7.3 Tithe Barn: built, 1 grain or 1 wool (the builder's choice) per hero of his; no choice
 * without heroes */
static void test_tithe_barn(void **u) {
    (void)u;
    for (int heroes = 0; heroes <= 2; heroes += 2) {
        rs_scenario *sc = turmoil();
        rs_make_city(sc, 0, 5);
        if (heroes) {
            rs_to_site(sc, 0, rs_card(sc, "austin", 0), 6, 1);
            rs_to_site(sc, 0, rs_card(sc, "harald", 0), 6, 2);
        }
        rs_to_actions(sc);
        int t = rs_card(sc, "tithe_barn", 0); /* 2 lumber 1 brick 1 ore */
        rs_to_hand(sc, 0, t);
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, O, 5, 1);
        rs_set(sc, 0, W, 4, 0);
        rs_set(sc, 0, G, 6, 0);
        assert_true(rs_is_legal(sc, 0, "build c%d t5 top", t));
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t5 top wool", t), heroes > 0);
        RS_PLAY(sc, 0, heroes ? "build c%d t5 top wool" : "build c%d t5 top", t);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_get(sc, 0, W, 4), heroes);
        assert_int_equal(rs_get(sc, 0, G, 6), 0);
        rs_free(sc);
    }
}

/* R§7.3 Large Festival Hall: 2 points; Carl Forkbeard: 5 strength (the strength advantage) */
static void test_points_only(void **u) {
    (void)u;
    rs_scenario *sc = turmoil();
    rs_make_city(sc, 0, 5);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0);
    rs_to_site(sc, 0, rs_card(sc, "large_festival_hall", 0), 5, 0);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 2);
    rs_to_site(sc, 0, rs_card(sc, "carl_forkbeard", 0), 5, 1);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), 5);
    assert_int_equal(ctn_rivals_strength_holder(sc->g, &sc->s), 0);
    rs_check(sc);
    rs_free(sc);
}

/* R§7.3 Hedge Tavern: built from the face-up stack on a city, once per principality */
static void test_hedge_tavern(void **u) {
    (void)u;
    rs_scenario *sc = turmoil();
    rs_to_actions(sc);
    int h1 = rs_card(sc, "hedge_tavern", 0), h2 = rs_card(sc, "hedge_tavern", 1);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, G, 6, 2);
    rs_set(sc, 0, AU, 1, 3);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", h1)); /* a settlement */
    rs_make_city(sc, 0, 5);
    RS_PLAY(sc, 0, "build c%d t5 top", h1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom", h2)); /* one-of */
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),          cmocka_unit_test(test_win_at_twelve),
        cmocka_unit_test(test_drill_ground),   cmocka_unit_test(test_guards),
        cmocka_unit_test(test_archer),         cmocka_unit_test(test_arsonist_fire_brigade),
        cmocka_unit_test(test_traitor),        cmocka_unit_test(test_voyage_of_plunder),
        cmocka_unit_test(test_brigands),       cmocka_unit_test(test_irmgard),
        cmocka_unit_test(test_riots),          cmocka_unit_test(test_chapels),
        cmocka_unit_test(test_sebastian),      cmocka_unit_test(test_fairgrounds),
        cmocka_unit_test(test_tithe_barn),     cmocka_unit_test(test_points_only),
        cmocka_unit_test(test_hedge_tavern),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
