/* test_rivals_rules_gold.c — Rivals for Catan, the theme game of the Era of Gold (mode=gold,
 * docs/rules/rivals.md R§6.2, R§7.2): its set-up (stacks, face-up stack, events, starting picks),
 * the 12-point win during one's own turn, stacks of matching backs, and every Gold card's ability
 * and requirement (the Gold Cache with ruling R-22) and the Gold event. Each scenario checks what the card changes against the same
 * play without it (or without its requirement). */
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

static rs_scenario *gold(void) { return rs_new_mode(5, RV_MODE_GOLD); }

/* R§6.2: 3 Basic stacks of 12, 2 Gold stacks of 11, 2 Merchant Guilds face up, 12 events with
 * Yule, 12 points to win; each starting hand is any 3 cards of a Basic stack, seen by the picker */
static void test_setup(void **u) {
    (void)u;
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_GOLD}}};
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 9);
    assert_int_equal(ctn_rivals_num_stacks(g), 5);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 60);
    assert_int_equal(ctn_rivals_num_events(g), 12);
    assert_int_equal(rv_data_of(g)->vp_to_win, 12);
    for (int k = 0; k < 5; k++) assert_int_equal(s.stacks[k].n, k < 3 ? 12 : 11);
    int mg = ctn_rivals_card_find("merchant_guild"), faceup = 0;
    for (int c = 0; c < 60; c++)
        if (rv_in_faceup(&s, c)) faceup++, assert_int_equal(ctn_rivals_dealt_kind(g, c), mg);
    assert_int_equal(faceup, 2);
    assert_int_equal(__builtin_popcount(s.ev_pool), 11); /* all but Yule */
    /* the start: only Basic stacks; then any 3 of its cards, which the picker sees */
    ctn_action list[CTN_MAX_ACTIONS];
    assert_int_equal(ctn_game_legal(g, (ctn_state *)&s, 0, 0, list), 3);
    ctn_action a;
    assert_int_equal(ctn_action_from_text(g, (ctn_state *)&s, 0, "start_stack s1", &a, &err), CTN_OK);
    ctn_game_apply(g, (ctn_state *)&s, 0, a);
    assert_int_equal(s.phase, RV_PH_SEARCH);
    assert_int_equal(ctn_game_legal(g, (ctn_state *)&s, 0, 0, list), 12);
    ctn_rivals_state view;
    ctn_game_observe(g, (ctn_state *)&s, 0, (ctn_state *)&view);
    assert_int_not_equal(view.stacks[1].card[0], RV_UNKNOWN);
    ctn_game_observe(g, (ctn_state *)&s, 1, (ctn_state *)&view);
    assert_int_equal(view.stacks[1].card[0], RV_UNKNOWN);
    int last = s.stacks[1].card[11];
    ctn_game_apply(g, (ctn_state *)&s, 0, RV_ACT(RV_A_PICK, last, 0, 0)); /* the bottom card */
    assert_true(rv_in_hand(&s, 0, last));
    for (int i = 0; i < 2; i++) {
        assert_int_equal(s.phase, RV_PH_SEARCH);
        ctn_game_legal(g, (ctn_state *)&s, 0, 0, list);
        ctn_game_apply(g, (ctn_state *)&s, 0, list[0]);
    }
    assert_int_equal(s.phase, RV_PH_START_STACK);
    assert_int_equal(s.actor, 1);
    assert_int_equal(rv_hand_count(&s, 0), 3);
    assert_int_equal(s.stacks[1].n, 9);
    ctn_game_free(g);
}

/* R§1: a theme game ends the moment the active player has 12 points, in the action phase */
static void test_win_at_twelve(void **u) {
    (void)u;
    static const char *const CARDS[] = {"merchant_guild", "moneylender", "mint", "staple_house", "staple_house", "salt_silo"};
    for (int eleven = 0; eleven < 2; eleven++) {
        rs_scenario *sc = gold();
        rs_make_city(sc, 0, 5);
        rs_make_city(sc, 0, 6);
        int nth_staple = 0;
        for (int i = 0; i < 6 - !eleven; i++) { /* without the Salt Silo: 10 points */
            int nth = !strcmp(CARDS[i], "staple_house") ? nth_staple++ : 0;
            rs_to_site(sc, 0, rs_card(sc, CARDS[i], nth), 5 + i / 4, i % 4);
        }
        rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 6, 3); /* the strength advantage */
        assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), eleven ? 11 : 10);
        rs_to_actions(sc);
        rs_to_hand(sc, 0, rs_card(sc, "mint", 1));
        rs_set(sc, 0, L, 2, 2);
        rs_set(sc, 0, B, 3, 1);
        rs_set(sc, 0, O, 5, 2);
        RS_PLAY(sc, 0, "build c%d t6 bottom", rs_card(sc, "mint", 1));
        assert_int_equal(sc->s.phase, eleven ? RV_PH_GAME_OVER : RV_PH_ACTION);
        if (eleven) assert_int_equal(sc->s.winner, 0);
        rs_free(sc);
    }
}

/* R§5.1: a card goes only under a stack with its back */
static void test_matching_backs(void **u) {
    (void)u;
    rs_scenario *sc = gold();
    rs_to_actions(sc);
    rs_empty_hand(sc, 0);
    int basic = rs_card(sc, "goldsmith", 0), theme = rs_card(sc, "gudrun", 0);
    rs_to_hand(sc, 0, basic);
    rs_to_hand(sc, 0, theme);
    RS_PLAY(sc, 0, "end_actions");
    while (sc->s.phase == RV_PH_REPLENISH) {
        RS_PLAY(sc, 0, "draw s0");
        rs_settle(sc);
    }
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
    assert_true(rs_is_legal(sc, 0, "return c%d s2", basic));
    assert_false(rs_is_legal(sc, 0, "return c%d s3", basic));
    assert_true(rs_is_legal(sc, 0, "return c%d s4", theme));
    assert_false(rs_is_legal(sc, 0, "return c%d s0", theme));
    /* a view determinized deals theme cards into theme stacks only */
    ctn_rivals_state view, full;
    ctn_game_observe(sc->g, (ctn_state *)&sc->s, 1, (ctn_state *)&view);
    ctn_rng rng;
    ctn_rng_seed(&rng, 3);
    ctn_game_determinize(sc->g, (ctn_state *)&view, &rng, (ctn_state *)&full);
    for (int k = 0; k < 5; k++)
        for (int i = 0; i < full.stacks[k].n; i++)
            assert_int_equal(ctn_rivals_cards[ctn_rivals_kind(sc->g, &sc->s, full.stacks[k].card[i])].set != RV_SET_BASIC, k >= 3);
    char msg[200];
    assert_int_equal(ctn_rivals_rules.check(sc->g, (ctn_state *)&full, msg, sizeof msg), 0);
    rs_free(sc);
}

/* R§5.3, R§7.2: the Merchant Guild is built from the face-up stack, on a city, once; Feud sends
 * it back there */
static void test_merchant_guild_face_up(void **u) {
    (void)u;
    rs_scenario *sc = gold();
    rs_to_actions(sc);
    int mg = rs_card(sc, "merchant_guild", 0), mg2 = rs_card(sc, "merchant_guild", 1);
    rs_set(sc, 0, B, 3, 2);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 top", mg)); /* a settlement */
    rs_make_city(sc, 0, 5);
    RS_PLAY(sc, 0, "build c%d t5 top", mg);
    assert_false(rv_in_faceup(&sc->s, mg));
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), 2);
    rs_set(sc, 0, B, 3, 2);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, G, 6, 1);
    assert_false(rs_is_legal(sc, 0, "build c%d t5 bottom", mg2)); /* one-of */
    rs_free(sc);
    sc = gold(); /* Feud: the only building named, it returns face up with no stack chosen */
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, mg, 5, 0);
    rs_to_site(sc, 1, rs_card(sc, "candamir", 0), 5, 1);
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 event");
    RS_PLAY(sc, CTN_CHANCE, "event e%d feud", rs_event_id(sc, "feud"));
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_true(rv_in_faceup(&sc->s, mg));
    rs_free(sc);
    sc = gold(); /* given up: back face up, to be built again */
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, mg, 5, 0);
    rs_to_actions(sc);
    RS_PLAY(sc, 0, "abandon x%d", 5 * RV_SITES);
    assert_true(rv_in_faceup(&sc->s, mg));
    assert_false(sc->s.discard[mg >> 6] >> (mg & 63) & 1);
    rs_set(sc, 0, B, 3, 2);
    rs_set(sc, 0, W, 4, 2);
    rs_set(sc, 0, G, 6, 1);
    assert_true(rs_is_legal(sc, 0, "build c%d t5 top", mg));
    rs_free(sc);
}

/* R§7.2: Staple House needs a Merchant Guild; built, it gives 2 resources of choice */
static void test_staple_house(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        rs_make_city(sc, 0, 6);
        if (with) rs_to_site(sc, 0, rs_card(sc, "merchant_guild", 0), 6, 0);
        rs_to_actions(sc);
        int c = rs_card(sc, "staple_house", 0);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, B, 3, 2);
        rs_set(sc, 0, W, 4, 1);
        rs_set(sc, 0, O, 5, 2);
        rs_set(sc, 0, G, 6, 0);
        assert_int_equal(rs_is_legal(sc, 0, "build c%d t6 bottom", c), with);
        if (with) {
            RS_PLAY(sc, 0, "build c%d t6 bottom", c);
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
            RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
            assert_int_equal(rs_get(sc, 0, G, 6), 2);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
        }
        rs_free(sc);
    }
}

/* R§7.2: Moneylender: the trade advantage holder takes 2 on the trade face instead of 1 */
static void test_moneylender(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, "merchant_guild", 0), 5, 0);
        rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 6, 1); /* 3 commerce */
        if (with) rs_to_site(sc, 0, rs_card(sc, "moneylender", 0), 5, 3);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 2 trade");
        assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
        int theirs = rs_total(sc, 1, -1);
        RS_PLAY(sc, 0, "take lumber");
        if (with) {
            assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
            RS_PLAY(sc, 0, "take wool");
        }
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 1, -1), theirs - 1 - with);
        rs_free(sc);
    }
}

/* R§7.2: Harbor: 1 point with 3 trade ships, none with 2; Trading Base: +1 commerce for the
 * Marketplace and the Harbor; Salt Silo: +1 commerce per trade ship */
static void test_harbor_trading_base_salt_silo(void **u) {
    (void)u;
    rs_scenario *sc = gold();
    rs_make_city(sc, 0, 5);
    rs_to_site(sc, 0, rs_card(sc, "harbor", 0), 5, 0);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 6, 1);
    rs_to_site(sc, 0, rs_card(sc, "wool_ship", 0), 6, 2);
    int vp = ctn_rivals_vp(sc->g, &sc->s, 0), cp = ctn_rivals_commerce(sc->g, &sc->s, 0);
    assert_int_equal(cp, 3); /* and the trade advantage */
    rs_to_site(sc, 0, rs_card(sc, "grain_ship", 0), 5, 1);
    assert_int_equal(ctn_rivals_vp(sc->g, &sc->s, 0), vp + 1); /* the Harbor's point */
    cp = ctn_rivals_commerce(sc->g, &sc->s, 0);
    rs_to_site(sc, 0, rs_card(sc, "marketplace", 0), 5, 2);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), cp + 1);
    rs_to_site(sc, 0, rs_card(sc, "trading_base", 0), 5, 3);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), cp + 1 + 1 + 2);
    rs_make_city(sc, 0, 6);
    int before = ctn_rivals_commerce(sc->g, &sc->s, 0);
    rs_to_site(sc, 0, rs_card(sc, "salt_silo", 0), 6, 0);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), before + 3);
    rs_check(sc);
    rs_free(sc);
}

/* R§7.2: Mint: once per turn 1 gold for 1 other resource */
static void test_mint(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        rs_make_city(sc, 0, 5);
        int m = rs_card(sc, "mint", 0);
        if (with) rs_to_site(sc, 0, m, 5, 0);
        rs_to_actions(sc);
        rs_set(sc, 0, AU, 1, 2);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d mint ore", m), with);
        assert_false(rs_is_legal(sc, 0, "play c%d mint gold", m));
        if (with) {
            RS_PLAY(sc, 0, "play c%d mint ore", m);
            assert_int_equal(rs_get(sc, 0, AU, 1), 1);
            assert_int_equal(rs_get(sc, 0, O, 5), 2);
            assert_false(rs_is_legal(sc, 0, "play c%d mint ore", m)); /* once per turn */
        }
        rs_free(sc);
    }
}

/* R§7.2: Pirate Ship: built, the opponent removes a trade ship of his choice to the discard
 * pile; Plentiful Harvest gives its owner 1 gold more */
static void test_pirate_ship(void **u) {
    (void)u;
    rs_scenario *sc = gold();
    int ship = rs_card(sc, "pirate_ship", 0), ore = rs_card(sc, "ore_ship", 0), wool = rs_card(sc, "wool_ship", 0);
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
    rs_free(sc);
    for (int with = 0; with < 2; with++) { /* harvest */
        sc = gold();
        if (with) rs_to_site(sc, 0, ship, 5, 1);
        RS_PLAY(sc, 0, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 2 harvest");
        RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
        RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
        assert_int_equal(rs_get(sc, 0, AU, 1), with);
        rs_free(sc);
    }
}

/* R§7.2: Trade Master (needs a Merchant Guild): 2 resources of choice from the opponent */
static void test_trade_master(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        rs_make_city(sc, 0, 5);
        if (with) rs_to_site(sc, 0, rs_card(sc, "merchant_guild", 0), 5, 0);
        rs_to_actions(sc);
        int c = rs_card(sc, "trade_master", 0);
        rs_to_hand(sc, 0, c);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), with);
        if (!with) {
            rs_free(sc);
            continue;
        }
        int theirs = rs_total(sc, 1, -1);
        RS_PLAY(sc, 0, "play c%d", c);
        RS_PLAY(sc, 0, "take ore");
        RS_PLAY(sc, 0, "take grain");
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 1, -1), theirs - 2);
        assert_int_equal(rs_get(sc, 0, O, 5), 2);
        assert_int_equal(rs_get(sc, 0, G, 6), 2);
        rs_free(sc);
    }
}

/* R§7.2, ruling R-16: Merchant (needs 3 commerce or a city): up to 2 from the opponent, then 1
 * of one's own back */
static void test_merchant(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        if (with) rs_make_city(sc, 0, 5);
        rs_to_actions(sc);
        int c = rs_card(sc, "merchant", 0);
        rs_to_hand(sc, 0, c);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), with);
        if (!with) {
            rs_free(sc);
            continue;
        }
        RS_PLAY(sc, 0, "play c%d", c);
        RS_PLAY(sc, 0, "take ore");
        assert_int_equal(sc->s.phase, RV_PH_TAKE_TYPE);
        RS_PLAY(sc, 0, "stop");
        assert_int_equal(sc->s.phase, RV_PH_GIVE);
        assert_false(rs_is_legal(sc, 0, "give gold")); /* red has none */
        RS_PLAY(sc, 0, "give lumber");
        assert_int_equal(rs_get(sc, 0, O, 5), 2);
        assert_int_equal(rs_get(sc, 0, L, 2), 1); /* 2 after the roll */
        assert_int_equal(rs_get(sc, 1, O, 6), 0);
        assert_int_equal(rs_get(sc, 1, L, 3), 2);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        rs_free(sc);
    }
}

/* R§7.2, ruling R-15: Reiner the Herald: before the roll; the event die shows Celebration and
 * the player takes 1 resource more */
static void test_reiner(void **u) {
    (void)u;
    rs_scenario *sc = gold();
    int c = rs_card(sc, "reiner", 0);
    rs_to_hand(sc, 0, c);
    RS_PLAY(sc, 0, "play c%d", c);
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    assert_false(rs_is_legal(sc, 0, "play c%d", c));
    RS_PLAY(sc, 0, "roll");
    ctn_action out[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_CHANCE];
    assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 6);
    assert_int_equal(RV_ACT_B(out[0]), RV_E_CELEBRATION);
    RS_PLAY(sc, CTN_CHANCE, "dice 2 celebration");
    /* a tie at 0 skill: both take 1, red 1 more */
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, O, 5));
    RS_PLAY(sc, 1, "gain p%d", rs_pos(sc, 1, O, 6));
    RS_PLAY(sc, 0, "gain p%d", rs_pos(sc, 0, G, 6));
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 0, G, 6), 2);
    assert_true(sc->s.discard[c >> 6] >> (c & 63) & 1);
    rs_free(sc);
    sc = gold(); /* without Reiner the face is rolled */
    RS_PLAY(sc, 0, "roll");
    assert_int_equal(ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w), 30);
    rs_free(sc);
}

/* R§7.2: Brigands (needs the strength advantage): as many of one type as the named region has
 * room for */
static void test_brigands(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        if (with) rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
        rs_to_actions(sc);
        int c = rs_card(sc, "brigands", 0);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 0, O, 5, 0);
        rs_set(sc, 1, O, 6, 3);
        int pos = rs_pos(sc, 0, O, 5);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d p%d", c, pos), with);
        assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, rs_pos(sc, 0, AU, 1))); /* blue has no gold */
        if (with) {
            RS_PLAY(sc, 0, "play c%d p%d", c, pos);
            assert_int_equal(rs_get(sc, 0, O, 5), 3);
            assert_int_equal(rs_get(sc, 1, O, 6), 0);
            assert_int_equal(sc->s.phase, RV_PH_ACTION);
        }
        rs_free(sc);
    }
}

/* R§7.2: Gudrun (needs a Pirate Ship, and an opponent with gold): 2 gold per Pirate Ship */
static void test_gudrun(void **u) {
    (void)u;
    for (int ships = 0; ships < 3; ships++) {
        rs_scenario *sc = gold();
        for (int i = 0; i < ships; i++) rs_to_site(sc, 0, rs_card(sc, "pirate_ship", i), 5 + i, 1);
        rs_to_actions(sc);
        int c = rs_card(sc, "gudrun", 0);
        rs_to_hand(sc, 0, c);
        rs_set(sc, 1, AU, 4, 3);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d", c), ships > 0);
        if (ships) {
            RS_PLAY(sc, 0, "play c%d", c);
            assert_int_equal(rs_get(sc, 1, AU, 4), 3 - 2 * ships + (ships == 2)); /* 3 held at most */
            assert_int_equal(rs_get(sc, 0, AU, 1), ships == 2 ? 3 : 2);
        }
        rs_free(sc);
    }
    rs_scenario *sc = gold(); /* no gold with the opponent: not playable */
    rs_to_site(sc, 0, rs_card(sc, "pirate_ship", 0), 5, 1);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, rs_card(sc, "gudrun", 0));
    rs_set(sc, 1, AU, 4, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d", rs_card(sc, "gudrun", 0)));
    rs_free(sc);
}

/* R§7.2, ruling R-22: Gold Cache (needs a hero with strength): laid at a gold field, whose gold
 * the brigands neither count nor take */
static void test_gold_cache(void **u) {
    (void)u;
    for (int with = 0; with < 2; with++) {
        rs_scenario *sc = gold();
        if (with) rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1); /* 1 strength */
        rs_to_actions(sc);
        int c = rs_card(sc, "gold_cache", 0), pos = rs_pos(sc, 0, AU, 1);
        rs_to_hand(sc, 0, c);
        assert_int_equal(rs_is_legal(sc, 0, "play c%d p%d", c, pos), with);
        assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, rs_pos(sc, 0, O, 5))); /* a gold field only */
        if (with) {
            RS_PLAY(sc, 0, "play c%d p%d", c, pos);
            assert_false(rv_in_hand(&sc->s, 0, c));
        }
        rs_empty_hand(sc, 0);
        RS_PLAY(sc, 0, "end_actions");
        while (sc->s.phase == RV_PH_REPLENISH) {
            RS_PLAY(sc, 0, "draw s0");
            rs_settle(sc);
        }
        RS_PLAY(sc, 0, "end_turn");
        rs_fill(sc, 0, 1);
        rs_set(sc, 0, AU, 1, 2);
        rs_set(sc, 0, L, 2, 2); /* 8 in all, 6 counted with the cache */
        RS_PLAY(sc, 1, "roll");
        RS_PLAY(sc, CTN_CHANCE, "dice 3 brigands"); /* the brigands before production */
        assert_int_equal(rs_get(sc, 0, AU, 1), with ? 2 : 0);
        assert_int_equal(rs_get(sc, 0, W, 4), with ? 1 : 0);
        rs_free(sc);
    }
}

/* R§7.5: Gift for the Prince: 1 gold per unit with strength */
static void test_gift_for_the_prince(void **u) {
    (void)u;
    rs_scenario *sc = gold();
    rs_to_site(sc, 0, rs_card(sc, "candamir", 0), 5, 1);
    rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 2);
    rs_to_site(sc, 0, rs_card(sc, "ore_ship", 0), 6, 1); /* no strength */
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 event");
    RS_PLAY(sc, CTN_CHANCE, "event e%d gift_for_the_prince", rs_event_id(sc, "gift_for_the_prince"));
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
    assert_int_equal(rs_get(sc, 0, AU, 1), 2);
    assert_int_equal(rs_get(sc, 1, AU, 4), 0);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_win_at_twelve),
        cmocka_unit_test(test_matching_backs),
        cmocka_unit_test(test_merchant_guild_face_up),
        cmocka_unit_test(test_staple_house),
        cmocka_unit_test(test_moneylender),
        cmocka_unit_test(test_harbor_trading_base_salt_silo),
        cmocka_unit_test(test_mint),
        cmocka_unit_test(test_pirate_ship),
        cmocka_unit_test(test_trade_master),
        cmocka_unit_test(test_merchant),
        cmocka_unit_test(test_reiner),
        cmocka_unit_test(test_brigands),
        cmocka_unit_test(test_gudrun),
        cmocka_unit_test(test_gold_cache),
        cmocka_unit_test(test_gift_for_the_prince),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
