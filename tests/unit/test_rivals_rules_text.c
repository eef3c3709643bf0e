/* test_rivals_rules_text.c — Rivals for Catan action text (docs/rules/rivals.md R§9): examples of
 * every form parse to the expected encoding and print back the same; malformed text, a card key
 * that does not match the card, out-of-range numbers and trailing words are refused with a
 * message; a masked card prints as "c?". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

static ctn_action parse_ok(rs_scenario *sc, const char *text) {
    ctn_action a = 0;
    if (ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, text, &a, &sc->err) != CTN_OK)
        fail_msg("'%s' refused: %s", text, sc->err.message);
    char back[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(sc->g, (ctn_state *)&sc->s, a, back, sizeof back);
    ctn_action again = 0;
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, back, &again, &sc->err), CTN_OK);
    assert_int_equal(again, a);
    return a;
}

static void test_forms(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(1);
    int mill = rs_card(sc, "grain_mill", 0);
    char text[80];
    snprintf(text, sizeof text, "build c%d grain_mill t5 bottom", mill);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_BUILD, mill, 5, 1));
    snprintf(text, sizeof text, "build c%d t5 bottom", mill); /* the key is optional */
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_BUILD, mill, 5, 1));
    assert_int_equal(parse_ok(sc, "road right"), RV_ACT(RV_A_ROAD, 1, 0, 0));
    assert_int_equal(parse_ok(sc, "settlement left"), RV_ACT(RV_A_SETTLEMENT, 0, RV_NONE, 0));
    assert_int_equal(parse_ok(sc, "trade ore gold"), RV_ACT(RV_A_TRADE, RV_ORE, RV_GOLD, 0));
    assert_int_equal(parse_ok(sc, "relocate c3 regions p10 p13"), RV_ACT(RV_A_SWAP_REGIONS, 3, 10, 13));
    assert_int_equal(parse_ok(sc, "relocate c3 cards x21 x26"), RV_ACT(RV_A_SWAP_CARDS, 3, 21, 26));
    assert_int_equal(parse_ok(sc, "dice 4 harvest"), RV_CHANCE_ACT(RV_C_DICE, 4, RV_E_HARVEST));
    assert_int_equal(parse_ok(sc, "event e0 yule"), RV_CHANCE_ACT(RV_C_EVENT, 0, 0));
    assert_int_equal(parse_ok(sc, "card c?"), RV_CHANCE_ACT(RV_C_CARD, RV_UNKNOWN, 0));
    assert_int_equal(parse_ok(sc, "  return   c5  s3 "), RV_ACT(RV_A_RETURN, 5, 3, 0));
    rs_free(sc);
}

static void test_refused(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(1);
    static const char *const BAD[] = {"", "roll now", "road up", "city t12", "trade ore ore2", "dice 7 trade",
                                      "dice 3 party", "build c7", "pay p26", "draw s4", "start_stack 1",
                                      "event e9", "region r24", "return c200 s1", "brigitta c1 0",
                                      "settlement left scout", "a b c d e f g h i j", "place maybe"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        ctn_action a;
        sc->err.message[0] = 0;
        if (ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, BAD[i], &a, &sc->err) == CTN_OK)
            fail_msg("'%s' was accepted", BAD[i]);
        assert_true(sc->err.message[0] != 0);
    }
    /* the key must name the card */
    char text[80];
    snprintf(text, sizeof text, "build c%d abbey t5 top", rs_card(sc, "grain_mill", 0));
    ctn_action a;
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, text, &a, &sc->err), CTN_E_PARSE);
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, "event e1 yule", &a, &sc->err), CTN_E_PARSE);
    /* an argument only for a card whose ability takes one (found by fuzz_action_text: "play c?
     * grain" was read with an argument that its printed form, "play c?", lost) */
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, "play c? grain", &a, &sc->err), CTN_E_PARSE);
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, "play c? p3", &a, &sc->err), CTN_E_PARSE);
    snprintf(text, sizeof text, "play c%d grain", rs_card(sc, "scout", 0));
    assert_int_equal(ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, text, &a, &sc->err), CTN_E_PARSE);
    rs_free(sc);
}

/* R§9: the Era of Gold's forms: play with a region or a resource, give, lose; stack s4 exists
 * there (and not in the intro: "draw s4" above) */
static void test_gold_forms(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(1, RV_MODE_GOLD);
    int brig = rs_card(sc, "brigands", 0), mint = rs_card(sc, "mint", 0), tm = rs_card(sc, "trade_master", 0);
    char text[80];
    snprintf(text, sizeof text, "play c%d brigands p13", brig);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_PLAY, brig, 13, 0));
    snprintf(text, sizeof text, "play c%d mint grain", mint);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_PLAY, mint, RV_GRAIN, 0));
    snprintf(text, sizeof text, "play c%d", tm);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_PLAY, tm, 0, 0));
    assert_int_equal(RV_ACT_TYPE(RV_ACT(RV_A_PLAY, tm, 0, 0)), RV_A_PLAY);
    assert_int_equal(parse_ok(sc, "give wool"), RV_ACT(RV_A_GIVE, RV_WOOL, 0, 0));
    assert_int_equal(parse_ok(sc, "lose x25"), RV_ACT(RV_A_LOSE, 25, 0, 0));
    assert_int_equal(parse_ok(sc, "draw s4"), RV_ACT(RV_A_DRAW, 4, 0, 0));
    static const char *const BAD[] = {"play", "play c1 p26", "play c1 mint", "give", "give stone", "lose 3", "lose x48", "draw s5"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        ctn_action a;
        if (ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, BAD[i], &a, &sc->err) == CTN_OK)
            fail_msg("'%s' was accepted", BAD[i]);
    }
    rs_free(sc);
}

/* R§9: the Era of Turmoil's forms: the Arsonist's site, a build with a Drill Ground's spared
 * resource or a Tithe Barn's wool, decline, riot_pay, remove, steal, the guards' roll */
static void test_turmoil_forms(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(1, RV_MODE_TURMOIL);
    int ars = rs_card(sc, "arsonist", 0), seb = rs_card(sc, "sebastian", 0), hein = rs_card(sc, "heinrich", 0);
    int barn = rs_card(sc, "tithe_barn", 0);
    char text[80];
    snprintf(text, sizeof text, "play c%d arsonist x21", ars);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_PLAY, ars, 21, 0));
    snprintf(text, sizeof text, "play c%d", seb);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_PLAY, seb, 0, 0));
    snprintf(text, sizeof text, "build c%d t6 bottom less ore", hein);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_BUILD, hein, 6, 1 | (RV_ORE + 1) << 1));
    snprintf(text, sizeof text, "build c%d t5 top wool", barn);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_BUILD, barn, 5, 16));
    assert_int_equal(parse_ok(sc, "decline"), RV_ACT(RV_A_DECLINE, 0, 0, 0));
    assert_int_equal(parse_ok(sc, "riot_pay"), RV_ACT(RV_A_RIOT_PAY, 0, 0, 0));
    assert_int_equal(parse_ok(sc, "remove x9"), RV_ACT(RV_A_REMOVE, 9, 0, 0));
    assert_int_equal(parse_ok(sc, "abandon x9"), RV_ACT(RV_A_ABANDON, 9, 0, 0));
    snprintf(text, sizeof text, "steal c%d", seb);
    assert_int_equal(parse_ok(sc, text), RV_ACT(RV_A_STEAL, seb, 0, 0));
    assert_int_equal(parse_ok(sc, "guard cancels"), RV_CHANCE_ACT(RV_C_GUARD, 1, 0));
    assert_int_equal(parse_ok(sc, "guard fails"), RV_CHANCE_ACT(RV_C_GUARD, 0, 0));
    snprintf(text, sizeof text, "play c%d p3", ars); /* the Arsonist names a site, not a region */
    static const char *const BAD[] = {"decline now", "remove 3", "remove x48", "abandon", "abandon x48", "steal", "guard", "guard maybe",
                                      "build c1 t5 top less", "build c1 t5 top less stone", "riot_pay 1"};
    for (size_t i = 0; i <= sizeof BAD / sizeof BAD[0]; i++) {
        const char *t = i < sizeof BAD / sizeof BAD[0] ? BAD[i] : text;
        ctn_action a;
        if (ctn_action_from_text(sc->g, (ctn_state *)&sc->s, 0, t, &a, &sc->err) == CTN_OK) fail_msg("'%s' was accepted", t);
    }
    rs_free(sc);
}

/* R§5.1: the card put under a stack is hidden from the opponent */
static void test_masked(void **u) {
    (void)u;
    rs_scenario *sc = rs_new(1);
    ctn_action a = RV_ACT(RV_A_RETURN, 5, 2, 0);
    ctn_action m = ctn_rivals_rules.mask_action(sc->g, (ctn_state *)&sc->s, 0, a, 1);
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(sc->g, (ctn_state *)&sc->s, m, text, sizeof text);
    assert_string_equal(text, "return c? s2");
    assert_int_equal(ctn_rivals_rules.mask_action(sc->g, (ctn_state *)&sc->s, 0, a, 0), a);
    rs_free(sc);
}

/* What a play's argument names (ctn_rivals_play_arg, which the text and the environment follow). */
static void test_play_args(void **u) {
    (void)u;
    static const struct {
        int mode;
        const char *key;
        int arg;
    } CASES[] = {{RV_MODE_GOLD, "mint", RV_PA_RESOURCE},      {RV_MODE_GOLD, "brigands", RV_PA_REGION},
                 {RV_MODE_GOLD, "gold_cache", RV_PA_REGION},  {RV_MODE_TURMOIL, "arsonist", RV_PA_SITE},
                 {RV_MODE_PROGRESS, "doctor", RV_PA_SITE},    {RV_MODE_PROGRESS, "guido", RV_PA_CARD},
                 {RV_MODE_PROGRESS, "gustav", RV_PA_CARD},    {RV_MODE_GOLD, "trade_master", RV_PA_NONE},
                 {RV_MODE_INTRO, "relocation", RV_PA_NONE},   {RV_MODE_INTRO, "abbey", RV_PA_NONE},
                 {RV_MODE_INTRIGUE, "bishop", RV_PA_REGION},  {RV_MODE_INTRIGUE, "priestess", RV_PA_NONE}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        rs_scenario *sc = rs_new_mode(1, CASES[i].mode);
        assert_int_equal(ctn_rivals_play_arg(sc->g, rs_card(sc, CASES[i].key, 0)), CASES[i].arg);
        assert_int_equal(ctn_rivals_play_arg(sc->g, -1), RV_PA_NONE);
        assert_int_equal(ctn_rivals_play_arg(sc->g, ctn_rivals_num_draw_cards(sc->g)), RV_PA_NONE);
        rs_free(sc);
    }
}

/* The forms a build may take (ctn_rivals_build_forms, which the environment's ids follow): a
 * spared resource for heroes where a Drill Ground is in the game (Turmoil, rulings R-23) and for
 * city expansions over 4 where a Building Crane is (Progress, R-47), the Tithe Barn's wool. */
static void test_build_forms(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(1, RV_MODE_TURMOIL);
    assert_int_equal(ctn_rivals_build_forms(sc->g, rs_card(sc, "candamir", 0)), RV_BF_LESS);
    assert_int_equal(ctn_rivals_build_forms(sc->g, rs_card(sc, "tithe_barn", 0)), RV_BF_WOOL);
    assert_int_equal(ctn_rivals_build_forms(sc->g, rs_card(sc, "abbey", 0)), RV_BF_PLAIN);
    assert_int_equal(ctn_rivals_build_forms(sc->g, -1), RV_BF_PLAIN);
    rs_free(sc);
    sc = rs_new(1); /* no Drill Ground in the intro */
    assert_int_equal(ctn_rivals_build_forms(sc->g, rs_card(sc, "candamir", 0)), RV_BF_PLAIN);
    rs_free(sc);
    sc = rs_new_mode(1, RV_MODE_PROGRESS);
    int spared = 0;
    for (int c = 0; c < ctn_rivals_num_draw_cards(sc->g); c++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[ctn_rivals_kind(sc->g, &sc->s, c)];
        int cost = 0;
        for (int r = 0; r < RV_NUM_RESOURCES; r++) cost += k->cost[r];
        int want = k->place == RV_P_CITY && cost > 4 ? RV_BF_LESS : RV_BF_PLAIN;
        assert_int_equal(ctn_rivals_build_forms(sc->g, c), want);
        spared += want == RV_BF_LESS;
    }
    assert_true(spared > 0);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_forms), cmocka_unit_test(test_refused),
                                       cmocka_unit_test(test_masked), cmocka_unit_test(test_gold_forms),
                                       cmocka_unit_test(test_turmoil_forms), cmocka_unit_test(test_play_args),
                                       cmocka_unit_test(test_build_forms)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
