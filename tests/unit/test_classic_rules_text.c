/* test_classic_rules_text.c — scenario tests of docs/rules/classic.md §13 (action notation) and of
 * hidden information: every action type parses to the right action and prints back to the same
 * text; the accepted variants (rate omitted, resources in any order, extra spaces) normalise; the
 * parse errors (unknown action, malformed or out-of-range ids, unknown resources and cards, wrong
 * word counts, bad counts) fail with parse_error and touch nothing, while well-formed illegal
 * actions fail with illegal_action or not_your_turn. Views (ctn_game_observe): a seat sees its own
 * hand and cards, only the sizes of other hands and card holdings, not the deck's composition nor
 * the random generator; masked actions hide a stolen card from third parties and a drawn card
 * from everybody but its buyer.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "classic_scenario.h"

enum { L = CTN_LUMBER, B = CTN_BRICK, W = CTN_WOOL, G = CTN_GRAIN, O = CTN_ORE };

static cs_scenario *standard(void) {
    cs_scenario *sc = cs_new(4, "");
    cs_setup_standard(sc);
    return sc;
}

static void to_text(const cs_scenario *sc, ctn_action a, char *buf, size_t cap) {
    int n = ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, a, buf, cap);
    assert_true(n > 0 && (size_t)n < cap);
    assert_int_equal(strlen(buf), (size_t)n);
}

/* Parses text for player, expects `want`, and prints `want` back as `canonical`. */
static void round_trip(cs_scenario *sc, int player, const char *text, ctn_action want,
                       const char *canonical) {
    ctn_action a = 0;
    ctn_status st = cs_parse(sc, player, text, &a);
    if (st != CTN_OK) fail_msg("'%s': %s: %s", text, ctn_status_name(st), sc->err.message);
    if (a != want) fail_msg("'%s' parsed to %#x, expected %#x", text, a, want);
    char buf[CTN_ACTION_TEXT_MAX];
    to_text(sc, want, buf, sizeof buf);
    if (strcmp(buf, canonical) != 0)
        fail_msg("%#x prints as '%s', expected '%s'", want, buf, canonical);
}

/* §13: each action type, both ways. */
static void test_every_action_both_ways(void **state) {
    (void)state;
    cs_scenario *sc = standard();
    uint8_t give[CTN_RESOURCE_COUNT] = {0, 1, 1, 0, 0}, want[CTN_RESOURCE_COUNT] = {0, 0, 0, 0, 1};
    const struct {
        int player;
        const char *text;
        ctn_action action;
    } CASES[] = {
        {0, "roll", CL_ACT(CL_A_ROLL, 0, 0)},
        {CTN_CHANCE, "roll 8", CL_ACT(CL_A_DICE, 8, 0)},
        {CTN_CHANCE, "roll 2", CL_ACT(CL_A_DICE, 2, 0)},
        {CTN_CHANCE, "roll 12", CL_ACT(CL_A_DICE, 12, 0)},
        {0, "build_road e12", CL_ACT(CL_A_BUILD_ROAD, 12, 0)},
        {0, "build_road e71", CL_ACT(CL_A_BUILD_ROAD, 71, 0)},
        {0, "build_settlement v3", CL_ACT(CL_A_BUILD_SETTLEMENT, 3, 0)},
        {0, "build_city v53", CL_ACT(CL_A_BUILD_CITY, 53, 0)},
        {0, "buy_dev", CL_ACT(CL_A_BUY_DEV, 0, 0)},
        {CTN_CHANCE, "draw knight", CL_ACT(CL_A_DRAW_DEV, CL_DEV_KNIGHT, 0)},
        {CTN_CHANCE, "draw victory_point", CL_ACT(CL_A_DRAW_DEV, CL_DEV_VICTORY_POINT, 0)},
        {CTN_CHANCE, "draw road_building", CL_ACT(CL_A_DRAW_DEV, CL_DEV_ROAD_BUILDING, 0)},
        {CTN_CHANCE, "draw year_of_plenty", CL_ACT(CL_A_DRAW_DEV, CL_DEV_YEAR_OF_PLENTY, 0)},
        {CTN_CHANCE, "draw monopoly", CL_ACT(CL_A_DRAW_DEV, CL_DEV_MONOPOLY, 0)},
        {0, "play_knight", CL_ACT(CL_A_PLAY_KNIGHT, 0, 0)},
        {0, "play_road_building", CL_ACT(CL_A_PLAY_ROAD_BUILDING, 0, 0)},
        {0, "play_year_of_plenty wool ore", CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, W, O)},
        {0, "play_year_of_plenty lumber lumber", CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, L, L)},
        {0, "play_monopoly ore", CL_ACT(CL_A_PLAY_MONOPOLY, O, 0)},
        {0, "play_monopoly brick", CL_ACT(CL_A_PLAY_MONOPOLY, B, 0)},
        {0, "move_robber h4 p2", CL_ACT(CL_A_MOVE_ROBBER, 4, 3)},
        {0, "move_robber h18 p0", CL_ACT(CL_A_MOVE_ROBBER, 18, 1)},
        {0, "move_robber h4", CL_ACT(CL_A_MOVE_ROBBER, 4, 0)},
        {CTN_CHANCE, "steal wool", CL_ACT(CL_A_STEAL, W, 0)},
        {CTN_CHANCE, "steal lumber", CL_ACT(CL_A_STEAL, L, 0)},
        {1, "discard wool", CL_ACT(CL_A_DISCARD, W, 0)},
        {1, "discard grain", CL_ACT(CL_A_DISCARD, G, 0)},
        {0, "trade_bank 4 wool -> ore", CL_ACT(CL_A_TRADE_BANK, W, O)},
        {0, "offer 1 brick 1 wool -> 1 ore", ctn_classic_offer_action(give, want)},
        {1, "accept", CL_ACT(CL_A_ACCEPT, 0, 0)},
        {1, "decline", CL_ACT(CL_A_DECLINE, 0, 0)},
        {0, "confirm p2", CL_ACT(CL_A_CONFIRM, 2, 0)},
        {0, "cancel", CL_ACT(CL_A_CANCEL, 0, 0)},
        {0, "end_turn", CL_ACT(CL_A_END_TURN, 0, 0)},
    };
    int types = 0;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        round_trip(sc, CASES[i].player, CASES[i].text, CASES[i].action, CASES[i].text);
        types |= 1 << CL_ACT_TYPE(CASES[i].action);
    }
    /* every action type of the base game is covered (Seafarers' in test_seafarers_rules.c) */
    for (int t = CL_A_ROLL; t < CL_A_BUILD_SHIP; t++)
        if (!(types & (1 << t))) fail_msg("action type %d has no text case", t);
    /* and every resource name in both directions */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        char text[64];
        snprintf(text, sizeof text, "discard %s", ctn_resource_name(r));
        round_trip(sc, 1, text, CL_ACT(CL_A_DISCARD, r, 0), text);
    }
    /* an offer with every count on both sides at the limit */
    uint8_t g4[CTN_RESOURCE_COUNT] = {4, 0, 0, 0, 0}, w4[CTN_RESOURCE_COUNT] = {0, 1, 1, 1, 1};
    round_trip(sc, 0, "offer 4 lumber -> 1 brick 1 wool 1 grain 1 ore",
               ctn_classic_offer_action(g4, w4), "offer 4 lumber -> 1 brick 1 wool 1 grain 1 ore");
    uint8_t gc[CTN_RESOURCE_COUNT], wc[CTN_RESOURCE_COUNT];
    ctn_classic_offer_counts(ctn_classic_offer_action(g4, w4), gc, wc);
    assert_memory_equal(gc, g4, sizeof gc);
    assert_memory_equal(wc, w4, sizeof wc);
    cs_free(sc);
}

/* §13: accepted variants print in their one canonical form; the rate printed is the player's. */
static void test_text_variants_normalise(void **state) {
    (void)state;
    cs_scenario *sc = standard();
    round_trip(sc, 0, "trade_bank wool -> ore", CL_ACT(CL_A_TRADE_BANK, W, O),
               "trade_bank 4 wool -> ore");
    round_trip(sc, 0, "play_year_of_plenty ore wool", CL_ACT(CL_A_PLAY_YEAR_OF_PLENTY, W, O),
               "play_year_of_plenty wool ore");
    uint8_t give[CTN_RESOURCE_COUNT] = {0, 1, 1, 0, 0}, want[CTN_RESOURCE_COUNT] = {0, 0, 0, 0, 1};
    round_trip(sc, 0, "offer 1 wool 1 brick -> 1 ore", ctn_classic_offer_action(give, want),
               "offer 1 brick 1 wool -> 1 ore");
    uint8_t two[CTN_RESOURCE_COUNT] = {0, 0, 2, 0, 0};
    round_trip(sc, 0, "offer 1 wool 1 wool -> 1 ore", ctn_classic_offer_action(two, want),
               "offer 2 wool -> 1 ore");
    round_trip(sc, 0, "  build_road \t e12  ", CL_ACT(CL_A_BUILD_ROAD, 12, 0), "build_road e12");
    cs_free(sc);

    /* seat 0 on the 3:1 harbour of (0,-2) and the wool harbour of (1,1): rates 3 and 2 */
    sc = cs_new(2, "");
    cs_place first[2] = {{cs_vertex(sc, 0, -2, CTN_CORNER_N), cs_edge(sc, 0, -2, CTN_DIR_NE)},
                         {cs_vertex(sc, -1, 0, CTN_CORNER_N), cs_edge(sc, -1, 0, CTN_DIR_NE)}};
    cs_place second[2] = {{cs_vertex(sc, 1, 1, CTN_CORNER_SE), cs_edge(sc, 1, 1, CTN_DIR_E)},
                          {cs_vertex(sc, 1, 0, CTN_CORNER_N), cs_edge(sc, 1, 0, CTN_DIR_NE)}};
    cs_setup(sc, first, second);
    round_trip(sc, 0, "trade_bank grain -> ore", CL_ACT(CL_A_TRADE_BANK, G, O),
               "trade_bank 3 grain -> ore");
    round_trip(sc, 0, "trade_bank wool -> ore", CL_ACT(CL_A_TRADE_BANK, W, O),
               "trade_bank 2 wool -> ore");
    round_trip(sc, 0, "trade_bank 2 wool -> ore", CL_ACT(CL_A_TRADE_BANK, W, O),
               "trade_bank 2 wool -> ore");
    cs_free(sc);
}

/* §13: precise parse errors; nothing changes. */
static void test_parse_errors(void **state) {
    (void)state;
    cs_scenario *sc = standard();
    static const char *const BAD[] = {
        "",
        "   ",
        "fly",
        "Roll",
        "build",
        "build_road",
        "build_road 12",
        "build_road x12",
        "build_road e",
        "build_road e-1",
        "build_road e1x",
        "build_road e72",
        "build_road e12 e13",
        "build_settlement v54",
        "build_settlement e3",
        "build_city v999",
        "move_robber",
        "move_robber h19",
        "move_robber 4",
        "move_robber h4 p4",
        "move_robber h4 2",
        "move_robber h4 p1 p2",
        "confirm p4",
        "confirm 2",
        "confirm",
        "discard gold",
        "discard",
        "discard wool ore",
        "steal ?",
        "steal sheep",
        "draw ?",
        "draw sheep",
        "draw",
        "play_monopoly sheep",
        "play_monopoly",
        "play_year_of_plenty wool",
        "play_year_of_plenty wool gold",
        "trade_bank 4 wool -> gold",
        "trade_bank wool ore",
        "trade_bank 5 wool -> ore",
        "trade_bank 0 wool -> ore",
        "trade_bank -> ore",
        "roll 7x",
        "roll 13",
        "roll 1",
        "roll eight",
        "offer 1 wool -> 1 gold",
        "offer 0 wool -> 1 ore",
        "offer 5 wool -> 1 ore",
        "offer 3 wool 2 wool -> 1 ore",
        "offer wool -> 1 ore",
        "offer 1 wool",
        "end_turn now",
        "buy_dev 2",
        "accept p1",
        "play_knight h4",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        ctn_action a;
        ctn_status st = cs_parse(sc, 0, BAD[i], &a);
        if (st != CTN_E_PARSE)
            fail_msg("'%s': expected parse_error, got %s (%s)", BAD[i], ctn_status_name(st),
                     sc->err.message);
        assert_string_equal(ctn_status_name(st), "parse_error");
        assert_true(strlen(sc->err.message) > 0);
        CS_REFUSE(sc, 0, CTN_E_PARSE, "%s", BAD[i]);
    }
    /* the messages say what is wrong */
    ctn_action a;
    cs_parse(sc, 0, "build_road e72", &a);
    assert_non_null(strstr(sc->err.message, "e72"));
    cs_parse(sc, 0, "discard gold", &a);
    assert_non_null(strstr(sc->err.message, "gold"));
    cs_parse(sc, 0, "fly", &a);
    assert_non_null(strstr(sc->err.message, "fly"));
    /* well-formed but not allowed now */
    CS_REFUSE(sc, 0, CTN_E_ILLEGAL, "build_road e12");
    assert_string_equal(ctn_status_name(cs_try(sc, 0, "build_road e12")), "illegal_action");
    assert_string_equal(ctn_status_name(cs_try(sc, 1, "roll")), "not_your_turn");
    assert_string_equal(ctn_status_name(cs_try(sc, CTN_CHANCE, "roll 8")), "not_your_turn");
    assert_string_equal(ctn_status_name(cs_try(sc, 7, "roll")), "bad_argument");
    assert_string_equal(ctn_status_name(cs_try(sc, 0, "trade_bank 3 wool -> ore")),
                        "illegal_action");
    assert_int_equal(sc->s.phase, CL_PHASE_PRE_ROLL);
    cs_free(sc);
}

/* ---- hidden information ---- */

static void observe(const cs_scenario *sc, int viewer, ctn_classic_state *view) {
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, viewer, (ctn_state *)view);
}

/* What `viewer` should see: the full state with exactly the hidden fields hidden. */
static void expected_view(const cs_scenario *sc, int viewer, ctn_classic_state *e) {
    *e = sc->s;
    memset(&e->rng, 0, sizeof e->rng);
    e->viewer = (uint8_t)(viewer >= 0 ? viewer : CL_VIEW_PUBLIC_SEAT);
    int deck = 0;
    for (int c = 0; c < CL_DEV_COUNT; c++) deck += sc->s.dev_deck[c];
    e->hidden_deck = (uint8_t)deck;
    memset(e->dev_deck, 0, sizeof e->dev_deck);
    for (int p = 0; p < sc->n; p++) {
        if (p == viewer) continue;
        int cards = 0, devs = 0, fresh = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cards += sc->s.hand[p][r];
        for (int c = 0; c < CL_DEV_COUNT; c++) devs += sc->s.dev_hand[p][c];
        for (int c = 0; c < CL_DEV_COUNT; c++) fresh += sc->s.dev_new[p][c]; /* bought this turn: public */
        e->hidden_hand[p] = (uint8_t)cards;
        e->hidden_dev[p] = (uint8_t)devs;
        e->hidden_dev_new[p] = (uint8_t)fresh;
        memset(e->hand[p], 0, sizeof e->hand[p]);
        memset(e->dev_hand[p], 0, sizeof e->dev_hand[p]);
        memset(e->dev_new[p], 0, sizeof e->dev_new[p]);
    }
}

static void test_observe_hides_hands_cards_deck_rng(void **state) {
    (void)state;
    cs_scenario *sc = standard();
    cs_roll(sc, 9);
    cs_give_dev(sc, 1, CL_DEV_KNIGHT, 1);
    cs_give_dev(sc, 1, CL_DEV_VICTORY_POINT, 2);
    cs_give_dev(sc, 0, CL_DEV_MONOPOLY, 1);
    cs_set_hand(sc, 0, 0, 0, 1, 1, 1);
    CS_PLAY(sc, 0, "buy_dev");
    CS_PLAY(sc, CTN_CHANCE, "draw road_building");
    static const uint8_t ZERO[sizeof(ctn_rng)];
    assert_memory_not_equal(&sc->s.rng, ZERO, sizeof(ctn_rng));
    ctn_classic_state view, want;
    for (int viewer = 0; viewer < 4; viewer++) {
        observe(sc, viewer, &view);
        expected_view(sc, viewer, &want);
        assert_memory_equal(&view, &want, sizeof view);
    }
    /* spot checks of seat 0's view */
    observe(sc, 0, &view);
    assert_memory_equal(view.hand[0], sc->s.hand[0], CTN_RESOURCE_COUNT);
    assert_int_equal(view.hidden_hand[0], 0);
    assert_int_equal(view.dev_hand[0][CL_DEV_MONOPOLY], 1);
    assert_int_equal(view.dev_hand[0][CL_DEV_ROAD_BUILDING], 1);
    assert_int_equal(view.dev_new[0][CL_DEV_ROAD_BUILDING], 1);
    assert_int_equal(view.hidden_dev[1], 3);
    assert_int_equal(view.dev_hand[1][CL_DEV_VICTORY_POINT], 0);
    assert_int_equal(view.hidden_hand[3], cs_hand_total(sc, 3));
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) assert_int_equal(view.hand[3][r], 0);
    assert_int_equal(view.hidden_deck, 25 - 5);
    for (int c = 0; c < CL_DEV_COUNT; c++) assert_int_equal(view.dev_deck[c], 0);
    assert_memory_equal(&view.rng, ZERO, sizeof(ctn_rng));
    assert_int_equal(ctn_classic_public_vp(sc->g, (const ctn_state *)&view, 1), 2); /* the VP cards stay secret */
    assert_int_equal(ctn_classic_total_vp(sc->g, (const ctn_state *)&view, 1), 2);
    /* the public view hides every hand; the full view hides nothing */
    observe(sc, CTN_VIEW_PUBLIC, &view);
    expected_view(sc, CTN_VIEW_PUBLIC, &want);
    assert_memory_equal(&view, &want, sizeof view);
    assert_int_equal(view.viewer, CL_VIEW_PUBLIC_SEAT);
    assert_int_equal(view.hidden_hand[0], cs_hand_total(sc, 0));
    observe(sc, CTN_VIEW_ALL, &view);
    assert_memory_equal(&view, &sc->s, sizeof view);
    cs_free(sc);
}

/* A view does not leak the deck's order through the generator: two states that differ only in
 * their generator look the same to every seat. */
static void test_observe_same_for_different_seeds(void **state) {
    (void)state;
    cs_scenario *a = standard(), *b = standard();
    ctn_game_init_state(b->g, (ctn_state *)&b->s, 99);
    cs_setup_standard(b);
    assert_memory_not_equal(&a->s.rng, &b->s.rng, sizeof(ctn_rng));
    ctn_classic_state va, vb;
    for (int viewer = 0; viewer < 4; viewer++) {
        observe(a, viewer, &va);
        observe(b, viewer, &vb);
        assert_memory_equal(&va, &vb, sizeof va);
    }
    cs_free(a);
    cs_free(b);
}

static void mask_text(cs_scenario *sc, int player, const char *text, int viewer, char *buf,
                      size_t cap) {
    ctn_action a;
    assert_int_equal(cs_parse(sc, player, text, &a), CTN_OK);
    ctn_action m =
        ctn_classic_rules.mask_action(sc->g, (const ctn_state *)&sc->s, player, a, viewer);
    to_text(sc, m, buf, cap);
}

/* Masked actions: "steal X" is seen by thief and victim only, "draw X" by the buyer only. */
static void test_mask_action(void **state) {
    (void)state;
    cs_scenario *sc = standard();
    char buf[CTN_ACTION_TEXT_MAX];
    cs_roll(sc, 7);
    CS_PLAY(sc, 0, "move_robber h%d p2", cs_hex(sc, 1, 0));
    for (int viewer = 0; viewer < 4; viewer++) {
        mask_text(sc, CTN_CHANCE, "steal wool", viewer, buf, sizeof buf);
        assert_string_equal(buf, viewer == 0 || viewer == 2 ? "steal wool" : "steal ?");
    }
    mask_text(sc, CTN_CHANCE, "steal wool", CTN_VIEW_PUBLIC, buf, sizeof buf);
    assert_string_equal(buf, "steal ?");
    mask_text(sc, CTN_CHANCE, "steal wool", CTN_VIEW_ALL, buf, sizeof buf);
    assert_string_equal(buf, "steal wool");
    ctn_action unknown;
    assert_int_equal(cs_parse(sc, CTN_CHANCE, "steal ?", &unknown), CTN_E_PARSE); /* not an input */
    CS_PLAY(sc, CTN_CHANCE, "steal wool");

    cs_set_hand(sc, 0, 0, 0, 1, 1, 1);
    CS_PLAY(sc, 0, "buy_dev");
    for (int viewer = 0; viewer < 4; viewer++) {
        mask_text(sc, CTN_CHANCE, "draw knight", viewer, buf, sizeof buf);
        assert_string_equal(buf, viewer == 0 ? "draw knight" : "draw ?");
    }
    mask_text(sc, CTN_CHANCE, "draw victory_point", CTN_VIEW_PUBLIC, buf, sizeof buf);
    assert_string_equal(buf, "draw ?");
    mask_text(sc, CTN_CHANCE, "draw victory_point", CTN_VIEW_ALL, buf, sizeof buf);
    assert_string_equal(buf, "draw victory_point");
    CS_PLAY(sc, CTN_CHANCE, "draw knight");

    /* public actions are shown as they are */
    static const char *const PUBLIC[] = {"discard wool",
                                         "build_road e12",
                                         "play_monopoly ore",
                                         "move_robber h4 p2",
                                         "trade_bank 4 wool -> ore",
                                         "roll 8",
                                         "play_year_of_plenty wool ore",
                                         "offer 1 brick -> 1 ore"};
    for (size_t i = 0; i < sizeof PUBLIC / sizeof PUBLIC[0]; i++)
        for (int viewer = CTN_VIEW_PUBLIC; viewer < 4; viewer++) {
            mask_text(sc, 0, PUBLIC[i], viewer, buf, sizeof buf);
            assert_string_equal(buf, PUBLIC[i]);
        }
    cs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_action_both_ways),
        cmocka_unit_test(test_text_variants_normalise),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_observe_hides_hands_cards_deck_rng),
        cmocka_unit_test(test_observe_same_for_different_seeds),
        cmocka_unit_test(test_mask_action),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
