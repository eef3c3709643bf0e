/* test_rivals_rules_prosperity_roads.c — Rivals for Catan, the Era of Prosperity's road complements
 * (the Mercenaries, the Small Market Town, the Traveling Theater: rulings R-251..R-254) and its
 * Thieves' Hideout in the theme game (mode=prosperity), each against the same play
 * without what it needs; their state in the check, the hash, the JSON and the views; the era in
 * the tournament (R§11.3, R-257). */
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

/* Red in his action phase with the card of this key in his hand and nothing on his regions; his
 * starting road is column 6 (the gold field 1 above it, the pasture 4 below). */
static rs_scenario *with_card(const char *key, int *card) {
    rs_scenario *sc = rs_new_mode(5, RV_MODE_PROSPERITY);
    rs_to_actions(sc);
    *card = rs_card(sc, key, 0);
    rs_to_hand(sc, 0, *card);
    rs_fill(sc, 0, 0);
    return sc;
}

static int check_fails(rs_scenario *sc) {
    char msg[256];
    return sc->g->rules->check(sc->g, (ctn_state *)&sc->s, msg, sizeof msg) != 0;
}

/* the Mercenaries are laid on a road of red's for 1 ore 1 gold and give 1 strength;
 * no other complement on that road; at a Brigand Attack red keeps 1 gold and 1 wool, or with a
 * star everything, while without them he loses both */
static void test_mercenaries(void **u) {
    (void)u;
    int merc;
    rs_scenario *sc = with_card("mercenaries", &merc);
    assert_false(rs_is_legal(sc, 0, "play c%d road6", merc)); /* unpaid */
    rs_set(sc, 0, O, 5, 1);
    rs_set(sc, 0, AU, 1, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d road5", merc)); /* no road there */
    int strength = rv_points(rv_data_of(sc->g), &sc->s, 0, 0);
    RS_PLAY(sc, 0, "play c%d road6", merc);
    rs_gain_up(sc);
    assert_int_equal(sc->s.rcomp[0][RV_RC_MERCENARIES], merc + 1);
    assert_int_equal(sc->s.rcomp_at[0][RV_RC_MERCENARIES], 7);
    assert_int_equal(rs_total(sc, 0, -1), 0);
    assert_int_equal(rv_points(rv_data_of(sc->g), &sc->s, 0, 0), strength + 1);
    assert_true(rv_road_taken(&sc->s, 0, 6)); /* no second complement there */
    for (int star = 0; star < 3; star++) { /* 0: the Mercenaries keep 1 of each; 1: a star keeps all; 2: none */
        rs_scenario *t = rs_new_mode(5, RV_MODE_PROSPERITY);
        memcpy(&t->s, &sc->s, sizeof t->s);
        if (star == 2) t->s.rcomp[0][RV_RC_MERCENARIES] = t->s.rcomp_at[0][RV_RC_MERCENARIES] = 0, rv_discard_add(rv_data_of(t->g), &t->s, 0, merc);
        t->s.stars[0] = star == 1;
        RS_PLAY(t, 0, "end_actions");
        rs_settle(t);
        while (t->s.current != 0 || t->s.phase != RV_PH_PRE_ROLL) { /* to red's next roll */
            int p = ctn_actors_pick(ctn_game_actors(t->g, (ctn_state *)&t->s));
            if (t->s.phase == RV_PH_PRE_ROLL) RS_PLAY(t, p, "roll");
            else if (t->s.phase == RV_PH_DICE) RS_PLAY(t, CTN_CHANCE, "dice 3 trade");
            else if (t->s.phase == RV_PH_ACTION) RS_PLAY(t, p, "end_actions");
            else {
                static ctn_action list[CTN_MAX_ACTIONS];
                if (p == CTN_CHANCE) ctn_game_apply(t->g, (ctn_state *)&t->s, p, ctn_game_sample_own_chance(t->g, (ctn_state *)&t->s));
                else ctn_game_apply(t->g, (ctn_state *)&t->s, p, list[ctn_game_legal(t->g, (ctn_state *)&t->s, p, 0, list) - 1]);
            }
        }
        rs_set(t, 0, AU, 1, 3);
        rs_set(t, 0, W, 4, 3);
        rs_set(t, 0, G, 6, 3);
        RS_PLAY(t, 0, "roll");
        RS_PLAY(t, CTN_CHANCE, "dice 3 brigands");
        rs_settle(t);
        assert_int_equal(rs_get(t, 0, AU, 1), star == 1 ? 3 : star == 0 ? 1 : 0);
        assert_int_equal(rs_get(t, 0, W, 4), star == 1 ? 3 : star == 0 ? 1 : 0);
        assert_int_equal(t->s.stars[0], 0);
        rs_check(t);
        rs_free(t);
    }
    rs_free(sc);
}

/* the Small Market Town (1 grain; 1 commerce) trades once a turn 1 resource of a region
 * holding 3 for 1 of another kind; not without such a region, not into that region's kind */
static void test_small_market_town(void **u) {
    (void)u;
    int town;
    rs_scenario *sc = with_card("small_market_town", &town);
    rs_set(sc, 0, G, 6, 1);
    int commerce = ctn_rivals_commerce(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d road6", town);
    rs_gain_up(sc);
    assert_int_equal(ctn_rivals_commerce(sc->g, &sc->s, 0), commerce + 1);
    rs_set(sc, 0, O, 5, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d lumber", town)); /* no region holds 3 */
    rs_set(sc, 0, O, 5, 3);
    assert_false(rs_is_legal(sc, 0, "play c%d ore", town)); /* another kind */
    RS_PLAY(sc, 0, "play c%d lumber", town);
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, O, 5), 2);
    assert_int_equal(rs_total(sc, 0, L), 1);
    rs_set(sc, 0, O, 5, 3);
    assert_false(rs_is_legal(sc, 0, "play c%d lumber", town)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* the Traveling Theater (1 grain 1 gold) gives a star when laid; it is not moved in that
 * turn; later, once a turn, it moves to another free road of red's and 1 resource of a region
 * beside that road pays 1 more star; not onto a road whose regions are empty */
static void test_traveling_theater(void **u) {
    (void)u;
    int theater;
    rs_scenario *sc = with_card("traveling_theater", &theater);
    rs_set(sc, 0, G, 6, 1);
    rs_set(sc, 0, AU, 1, 1);
    RS_PLAY(sc, 0, "play c%d road6", theater);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stars[0], 1);
    rs_set(sc, 0, L, 2, 1); /* a road on the left, by region column 5 */
    rs_set(sc, 0, B, 3, 2);
    RS_PLAY(sc, 0, "road left");
    rs_gain_up(sc);
    int col = -1;
    for (int k = 0; k < RV_REGION_COLS; k++)
        if (k != 6 && (sc->s.pr[0].roads >> k & 1)) col = k;
    assert_true(col >= 0);
    int above = rv_region_at(&sc->s, 0, col * 2), below = rv_region_at(&sc->s, 0, col * 2 + 1);
    assert_true(above != RV_NONE && below != RV_NONE);
    rv_set_stock(&sc->s, above, 1);
    rv_set_stock(&sc->s, below, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", theater, col * 2)); /* not in the turn it was laid */
    sc->s.prosperity_uses = 0; /* a later turn */
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", theater, col * 2 + 1)); /* nothing there */
    assert_false(rs_is_legal(sc, 0, "play c%d p12", theater)); /* its own road */
    RS_PLAY(sc, 0, "play c%d p%d", theater, col * 2);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stars[0], 2);
    assert_int_equal(sc->s.stock[above], 0);
    assert_int_equal(sc->s.rcomp_at[0][RV_RC_THEATER], col + 1);
    assert_false(rv_road_taken(&sc->s, 0, 6));
    assert_false(rs_is_legal(sc, 0, "play c%d p12", theater)); /* once a turn */
    rs_check(sc);
    rs_free(sc);
}

/* The position of a region of blue's of this resource, -1 none. */
static int blue_pos(rs_scenario *sc, int res) {
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(&sc->s, 1, pos);
        if (r != RV_NONE && ctn_rivals_regions[r].resource == res) return pos;
    }
    return -1;
}

/* red lays the Thieves' Hideout by a region of blue's for 1 wool; once a turn he pays
 * 1 wool to move it to another region of blue's holding a resource and takes 1 of it; blue drives
 * it off with 3 stars, or by 5 strength, to red's discard pile; it is not laid against 5 strength */
static void test_thieves_hideout(void **u) {
    (void)u;
    int hideout;
    rs_scenario *sc = with_card("thieves_hideout", &hideout);
    int ore = blue_pos(sc, O), grain = blue_pos(sc, G);
    assert_true(ore >= 0 && grain >= 0);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", hideout, ore)); /* no wool */
    rs_set(sc, 0, W, 4, 3);
    RS_PLAY(sc, 0, "play c%d p%d", hideout, ore);
    rs_gain_up(sc);
    assert_int_equal(sc->s.hideout[1][0], hideout + 1);
    assert_int_equal(rs_get(sc, 0, W, 4), 2);
    int r = rv_region_at(&sc->s, 1, grain);
    rv_set_stock(&sc->s, r, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d move p%d", hideout, grain)); /* nothing to take */
    rv_set_stock(&sc->s, r, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d move p%d", hideout, ore)); /* where it lies */
    RS_PLAY(sc, 0, "play c%d move p%d", hideout, grain);
    rs_gain_up(sc);
    assert_int_equal(sc->s.stock[r], 1);
    assert_int_equal(rs_total(sc, 0, G), 1);
    assert_int_equal(rs_get(sc, 0, W, 4), 1);
    assert_int_equal(sc->s.hideout[1][1], r + 1);
    assert_false(rs_is_legal(sc, 0, "play c%d move p%d", hideout, ore)); /* once a turn */
    rs_check(sc);
    /* blue with 3 stars drives it off */
    rs_scenario *t = rs_new_mode(5, RV_MODE_PROSPERITY);
    memcpy(&t->s, &sc->s, sizeof t->s);
    t->s.current = t->s.actor = 1;
    t->s.prosperity_uses = 0;
    t->s.stars[1] = 2;
    assert_false(rs_is_legal(t, 1, "play c%d stars", hideout));
    t->s.stars[1] = 3;
    RS_PLAY(t, 1, "play c%d stars", hideout);
    assert_int_equal(t->s.stars[1], 0);
    assert_int_equal(t->s.hideout[1][0], 0);
    assert_true(rv_in_pile(rv_data_of(t->g), &t->s, 0, hideout));
    rs_check(t);
    rs_free(t);
    /* 5 strength drive it off after the next action, and keep it from being laid */
    rs_free(sc);
    sc = with_card("thieves_hideout", &hideout);
    rs_set(sc, 0, W, 4, 3);
    rs_to_site(sc, 1, rs_card(sc, "candamir", 0), 5, 2); /* 4 strength: laid */
    RS_PLAY(sc, 0, "play c%d p%d", hideout, ore);
    rs_gain_up(sc);
    rs_to_site(sc, 1, rs_card(sc, "harald", 0), 6, 2); /* 6 strength */
    assert_int_equal(sc->s.hideout[1][0], hideout + 1);
    rs_set(sc, 0, W, 4, 3);
    RS_PLAY(sc, 0, "trade wool lumber"); /* any action: the Hideout goes */
    assert_int_equal(sc->s.hideout[1][0], 0);
    assert_true(rv_in_pile(rv_data_of(sc->g), &sc->s, 0, hideout));
    rs_check(sc);
    rs_to_hand(sc, 0, hideout);
    rs_set(sc, 0, W, 4, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", hideout, ore)); /* not against 5 strength */
    rs_free(sc);
}

/* the slots are checked, hashed, written and read in the JSON, shown in the views */
static void test_slots_state(void **u) {
    (void)u;
    int merc;
    rs_scenario *sc = with_card("mercenaries", &merc);
    uint64_t h = ctn_state_hash(sc->g, (ctn_state *)&sc->s);
    rv_hand_del(&sc->s, 0, merc);
    sc->s.rcomp[0][RV_RC_MERCENARIES] = (uint8_t)(merc + 1);
    sc->s.rcomp_at[0][RV_RC_MERCENARIES] = 7;
    rs_check(sc);
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&sc->s) != h);
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    ctn_rivals_state back;
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &sc->s, sizeof back);
    char *roads = strstr(text, "\"prosperity\"");
    assert_non_null(roads);
    roads = strstr(roads, "\"roads\"");
    assert_non_null(roads);
    static const char *const BAD[] = {"\"roads\": [1, ", "\"roads\": [300, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], \"x\": ["};
    for (int i = 0; i < 2; i++) { /* a list one too long; a card past 255: clear errors */
        char bad[8192];
        snprintf(bad, sizeof bad, "%.*s%s%s", (int)(roads - text), text, BAD[i], strchr(roads, '[') + 1);
        assert_int_not_equal(ctn_state_from_json(sc->g, bad, strlen(bad), (ctn_state *)&back, &err), CTN_OK);
        if (!strstr(err.message, "prosperity")) fail_msg("%s", err.message);
    }
    free(text);
    ctn_rivals_state view;
    ctn_game_observe(sc->g, (ctn_state *)&sc->s, 1, (ctn_state *)&view);
    assert_int_equal(view.rcomp[0][RV_RC_MERCENARIES], merc + 1);
    sc->s.rcomp_at[0][RV_RC_MERCENARIES] = 6; /* no road there */
    assert_true(check_fails(sc));
    sc->s.rcomp_at[0][RV_RC_MERCENARIES] = 7;
    sc->s.rcomp[0][RV_RC_MARKET] = (uint8_t)(merc + 1); /* the wrong slot, and twice */
    sc->s.rcomp_at[0][RV_RC_MARKET] = 7;
    assert_true(check_fails(sc));
    rs_free(sc);
}

/* A tournament set-up: red's deck holds the era's deck cards (one of each one-of, named or attack
 * card), blue plays the default deck; red declares the era when `declared`, blue never. */
static void prosperity_setup(ctn_rivals_setup *set, int with_cards, int declared) {
    ctn_rivals_default_setup(set);
    int n = RV_TOURNEY_DECK;
    for (int i = 0; i < ctn_rivals_card_count && with_cards; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != RV_SET_PROSPERITY || k->type == RV_T_EVENT || !strcmp(k->key, "public_feeling")) continue;
        assert_true(k->implemented);
        int copies = (k->flags & RV_F_ONE_OF) || (k->flags & RV_F_NAMED) || k->type == RV_T_ATTACK ? 1 : k->copies;
        for (int c = 0; c < copies && n > RV_TOURNEY_START; c++) set->deck[0][--n] = (int16_t)i;
    }
    const char *events[RV_TOURNEY_PICKS] = {"taxation", "insurrection", "insurrection", "year_of_plenty"};
    for (int i = 0; i < RV_TOURNEY_PICKS && with_cards; i++) set->events[0][i] = (int16_t)ctn_rivals_card_find(events[i]);
    set->eras[0] = (uint16_t)(RV_ERAS_BASE_BOX | (declared ? 1u << RV_ERA_PROSPERITY : 0));
    set->eras[1] = RV_ERAS_BASE_BOX;
}

/* R§11.3, R§16: the era's flag is on: a tournament deck of its cards and its events passes the
 * set-up check, and the heuristic plays it to its end with every invariant checked */
static void test_era_built_tournament(void **u) {
    (void)u;
    assert_true(ctn_rivals_era_built(RV_ERA_PROSPERITY));
    ctn_rivals_setup set;
    prosperity_setup(&set, 1, 1);
    int most_back;
    assert_true(rs_tournament_game(&set, RV_SET_PROSPERITY, &most_back) > 0);
}

/* in a tournament both players have the Public Feeling marker as soon as either declares the
 * era, even with none of its cards: blue, who did not, holds stars and pays 2 for a resource; with
 * nobody declaring it nobody has stars */
static void test_feeling_in_tournament(void **u) {
    (void)u;
    for (int declared = 0; declared < 2; declared++) {
        ctn_rivals_setup set;
        prosperity_setup(&set, 0, declared);
        rs_scenario *sc = calloc(1, sizeof *sc);
        ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = &set};
        assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &sc->g, &sc->err), CTN_OK);
        ctn_game_init_state(sc->g, (ctn_state *)&sc->s, 7);
        assert_int_equal(rv_data_of(sc->g)->eras >> RV_SET_PROSPERITY & 1, declared);
        sc->s.stars[1] = 2;
        assert_int_equal(check_fails(sc), !declared);
        if (declared) {
            sc->s.current = sc->s.actor = 1; /* blue's action phase, the preparation round over */
            sc->s.phase = RV_PH_ACTION;
            sc->s.prep_done = 3;
            rs_fill(sc, 1, 0);
            RS_PLAY(sc, 1, "feeling ore");
            rs_gain_up(sc);
            assert_int_equal(sc->s.stars[1], 0);
            assert_int_equal(rs_total(sc, 1, O), 1);
        }
        rs_free(sc);
    }
}

/* in a tournament mixing the eras the Thieves' Hideout is one of its owner's foreign cards:
 * his Tactical Retreat takes it back to his discard pile */
static void test_hideout_retreat(void **u) {
    (void)u;
    ctn_rivals_setup set;
    prosperity_setup(&set, 0, 1);
    set.deck[0][RV_TOURNEY_DECK - 1] = (int16_t)ctn_rivals_card_find("thieves_hideout");
    set.deck[0][RV_TOURNEY_DECK - 2] = (int16_t)ctn_rivals_card_find("tactical_retreat");
    set.eras[0] |= 1u << RV_ERA_MERCHANT_PRINCES;
    rs_scenario *sc = rs_tournament_at_roll(&set);
    int hideout = RV_TOURNEY_DECK - 1, retreat = RV_TOURNEY_DECK - 2;
    rs_to_actions(sc);
    rs_to_hand(sc, 0, hideout);
    rs_to_hand(sc, 0, retreat);
    rs_fill(sc, 0, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d c%d", retreat, hideout)); /* not laid yet */
    RS_PLAY(sc, 0, "play c%d p%d", hideout, blue_pos(sc, O));
    rs_gain_up(sc);
    assert_int_equal(sc->s.hideout[1][0], hideout + 1);
    RS_PLAY(sc, 0, "play c%d c%d", retreat, hideout);
    assert_int_equal(sc->s.hideout[1][0], 0);
    assert_true(rv_in_pile(rv_data_of(sc->g), &sc->s, 0, hideout));
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mercenaries),      cmocka_unit_test(test_small_market_town), cmocka_unit_test(test_traveling_theater),
        cmocka_unit_test(test_thieves_hideout),  cmocka_unit_test(test_slots_state),       cmocka_unit_test(test_era_built_tournament),
        cmocka_unit_test(test_feeling_in_tournament), cmocka_unit_test(test_hideout_retreat),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
