/* test_rivals_rules_barbarians_built.c — Rivals for Catan, the Era of Barbarians built (docs/rules/
 * rivals.md R§14): its last cards, the Border Fortress, the Castle's bonus that counts it
 * and the Alliance Against the Barbarians, each against the same play
 * without the card or its requirement; the era in the tournament: the slots for cards turned to a
 * level, the Stronghold's road slot beside a Red Light Tavern, the Barbarian
 * Attacks put back in a tournament's event stack, a deck of its cards that plays to its end.
 * The theme game's other cards are tested in test_rivals_rules_barbarians.c. */
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

/* The state survives its JSON byte for byte. */
static void json_round_trip(rs_scenario *sc, const char *needle) {
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    assert_non_null(strstr(text, needle));
    static ctn_rivals_state back;
    memset(&back, 0xAB, sizeof back);
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &sc->s, sizeof back);
    free(text);
}

/* Ruling R-200: the Border Fortress is laid from the hand by a hills region holding a brick, paid
 * with that brick, at level 0; 1 wool and 1 ore turn it one level up, to 4 and no further, 1
 * strength a level; the other player sees it */
static void test_border_fortress(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_to_actions(sc);
    int c = rs_card(sc, "border_fortress", 0), hills = rs_pos(sc, 0, B, 3), forest = rs_pos(sc, 0, L, 2);
    rs_to_hand(sc, 0, c);
    rs_fill(sc, 0, 0);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, hills)); /* no brick there */
    rs_set(sc, 0, B, 3, 1);
    rs_set(sc, 0, L, 2, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", c, forest)); /* not a hills region */
    int strength = ctn_rivals_strength(sc->g, &sc->s, 0);
    RS_PLAY(sc, 0, "play c%d p%d", c, hills);
    rs_gain_up(sc);
    assert_int_equal(rs_get(sc, 0, B, 3), 0); /* its brick paid */
    int k = rv_rot_slot(&sc->s, 0, c);
    assert_true(k >= 0);
    assert_int_equal(sc->s.rot_at[0][k] - 1, sc->s.pr[0].region[hills >> 1][hills & 1]);
    assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), strength); /* level 0 */
    assert_false(rs_is_legal(sc, 0, "play c%d level1", c)); /* no wool, no ore */
    for (int level = 1; level <= 4; level++) {
        rs_set(sc, 0, W, 4, 1);
        rs_set(sc, 0, O, 5, 0);
        assert_false(rs_is_legal(sc, 0, "play c%d level%d", c, level)); /* the ore too */
        rs_set(sc, 0, O, 5, 1);
        assert_false(rs_is_legal(sc, 0, "play c%d level%d", c, level + 1)); /* one level at a time */
        RS_PLAY(sc, 0, "play c%d level%d", c, level);
        rs_gain_up(sc);
        assert_int_equal(rs_total(sc, 0, W) + rs_total(sc, 0, O), 0);
        assert_int_equal(sc->s.rot_level[0][k], level);
        assert_int_equal(ctn_rivals_strength(sc->g, &sc->s, 0), strength + level);
        rs_check(sc);
    }
    assert_int_equal(ctn_rivals_strength_holder(sc->g, &sc->s), 0); /* 4 strength, blue none */
    rs_set(sc, 0, W, 4, 1);
    rs_set(sc, 0, O, 5, 1);
    assert_false(rs_is_legal(sc, 0, "play c%d level5", c)); /* its top level */
    rv_state other = sc->s; /* its level is part of the state's identity */
    other.rot_level[0][k] = 3;
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&other) != ctn_state_hash(sc->g, (ctn_state *)&sc->s));
    json_round_trip(sc, "\"turned\"");
    ctn_rivals_state view;
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 1, (ctn_state *)&view);
    assert_int_equal(view.rot[0][k], c + 1);
    assert_int_equal(view.kind[c], sc->s.kind[c]);
    rs_free(sc);
}

/* Ruling R-200: a Border Fortress at most in a principality (1x), one card by a region */
static void test_border_fortress_once(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    rs_to_actions(sc);
    int c = rs_card(sc, "border_fortress", 0), c2 = rs_card(sc, "border_fortress", 1), hills = rs_pos(sc, 0, B, 3);
    rs_to_hand(sc, 0, c);
    rs_to_hand(sc, 0, c2);
    rs_set(sc, 0, B, 3, 2);
    RS_PLAY(sc, 0, "play c%d p%d", c, hills);
    rs_gain_up(sc);
    rs_set(sc, 0, B, 3, 2);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", c2, hills));
    int k = rv_rot_slot(&sc->s, 0, c); /* even with its region free: the second is refused (1x) */
    sc->s.rot_at[0][k] = (uint8_t)(sc->s.pr[0].region[rs_pos(sc, 0, L, 2) >> 1][rs_pos(sc, 0, L, 2) & 1] + 1);
    assert_false(rs_is_legal(sc, 0, "play c%d p%d", c2, hills));
    rs_free(sc);
}

/* Plays red's roll with the event face and reveals event e (a chance draw from the stack). */
static void reveal_id(rs_scenario *sc, int e) {
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 3 event");
    assert_int_equal(sc->s.phase, RV_PH_EVENT);
    RS_PLAY(sc, CTN_CHANCE, "event e%d %s", e, ctn_rivals_cards[ctn_rivals_event_kind(sc->g, e)].key);
}

/* Red's Border Fortress laid at a level by his hills region. */
static int fortress_at(rs_scenario *sc, int level) {
    int c = rs_card(sc, "border_fortress", 0), hills = rs_pos(sc, 0, B, 3);
    rs_to_hand(sc, 0, c);
    rv_hand_del(&sc->s, 0, c);
    sc->s.rot[0][0] = (uint8_t)(c + 1);
    sc->s.rot_at[0][0] = (uint8_t)(sc->s.pr[0].region[hills >> 1][hills & 1] + 1);
    sc->s.rot_level[0][0] = (uint8_t)level;
    return c;
}

/* Rulings: with a Castle each strength point of its owner's Border Fortress counts as
 * a unit at a Barbarian Attack: red (a city and a Castle: strength 3; Austin) wins with a Fortress
 * at level 3 and loses without the Castle's bonus */
static void test_castle_fortress(void **u) {
    (void)u;
    for (int castle = 0; castle < 2; castle++) {
        rs_scenario *sc = barbarians();
        rs_make_city(sc, 0, 5);
        rs_to_site(sc, 0, rs_card(sc, castle ? "castle" : "arsenal", 0), 5, 0); /* a city expansion of 1 point */
        rs_to_site(sc, 0, rs_card(sc, "austin", 0), 5, 1);
        fortress_at(sc, 3);
        const rv_data *d = rv_data_of(sc->g);
        assert_int_equal(rv_barbarian_strength(d, &sc->s, 0), 3);
        assert_int_equal(rv_barbarian_units(d, &sc->s, 0), castle ? 4 : 1);
        rs_fill(sc, 0, 1);
        rs_fill(sc, 1, 1);
        rs_set(sc, 0, B, 3, 3); /* the 3 produces nothing more */
        rs_set(sc, 1, L, 3, 3);
        rs_check(sc);
        int red = rs_total(sc, 0, -1);
        reveal_id(sc, rs_event_id(sc, "barbarian_attack"));
        assert_int_equal(sc->s.phase, castle ? RV_PH_GAIN : RV_PH_PAY); /* red: 2 of choice, or 2 discarded */
        assert_int_equal(sc->s.actor, 0);
        rs_gain_up(sc);
        assert_int_equal(rs_total(sc, 0, -1), red + (castle ? 2 : -2));
        rs_check(sc);
        rs_free(sc);
    }
}

/* Red's Triumph Card laid at a level. */
static void triumph_at(rs_scenario *sc, int level) {
    int t = rs_card(sc, "triumph_card", 0);
    sc->s.faceup[t >> 6] &= ~(1ull << (t & 63));
    sc->s.rot[0][1] = (uint8_t)(t + 1);
    sc->s.rot_level[0][1] = (uint8_t)level;
}

/* Ruling R-204: the Alliance Against the Barbarians requires a unit and 1 victory point on the
 * Triumph Card; each player with a unit takes 1 resource of his choice, the one with more units 1
 * more (red 2 units; blue 1, 2 or none) */
static void test_alliance(void **u) {
    (void)u;
    for (int blue_units = 0; blue_units < 3; blue_units++) {
        rs_scenario *sc = barbarians();
        rs_to_actions(sc);
        int c = rs_card(sc, "alliance_against_the_barbarians", 0);
        rs_to_hand(sc, 0, c);
        rs_make_city(sc, 0, 5);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no Triumph Card */
        triumph_at(sc, 0);
        int austin = rs_card(sc, "austin", 0);
        rs_to_site(sc, 0, austin, 5, 1);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no victory point on it */
        sc->s.rot_level[0][1] = 1;
        assert_true(rs_is_legal(sc, 0, "play c%d", c));
        rs_to_hand(sc, 1, austin);
        assert_false(rs_is_legal(sc, 0, "play c%d", c)); /* no unit */
        rs_to_site(sc, 0, austin, 5, 1);
        rs_to_site(sc, 0, rs_card(sc, "harald", 0), 6, 1);
        if (blue_units > 0) rs_to_site(sc, 1, rs_card(sc, "inga", 0), 5, 1);
        if (blue_units > 1) rs_to_site(sc, 1, rs_card(sc, "gold_ship", 0), 6, 1);
        rs_fill(sc, 0, 0);
        rs_fill(sc, 1, 0);
        rs_check(sc);
        RS_PLAY(sc, 0, "play c%d", c);
        assert_int_equal(sc->s.phase, RV_PH_GAIN);
        assert_int_equal(sc->s.actor, 0); /* the player first */
        rs_gain_up(sc);
        assert_int_equal(sc->s.phase, RV_PH_ACTION);
        assert_int_equal(rs_total(sc, 0, -1), blue_units == 2 ? 1 : 2);
        assert_int_equal(rs_total(sc, 1, -1), blue_units > 0);
        rs_check(sc);
        rs_free(sc);
    }
}

/* Ruling R-202: no deck of the tournament can need more slots for cards turned to a level than a
 * principality has: the card table's kinds with levels, one of a 1x kind, every copy of another */
static void test_rot_slots_suffice(void **u) {
    (void)u;
    int worst = 0;
    for (int k = 0; k < ctn_rivals_card_count; k++) {
        const ctn_rivals_card *c = &ctn_rivals_cards[k];
        if (c->levels) worst += (c->flags & RV_F_ONE_OF) ? 1 : c->copies;
    }
    assert_int_equal(worst, 12); /* 7 sages, the Manifesto, 2 Residences, the Triumph Card, the Border Fortress */
    assert_true(worst <= RV_ROT_SLOTS);
}

/* Ruling R-205: the state JSON writes RV_EV_BACK (5) places put back and reads the 3 of older files */
static void test_json_events_back(void **u) {
    (void)u;
    rs_scenario *sc = barbarians();
    sc->s.turn_flags2 = RV_TF2_BALLIWICK; /* so the era's object is written */
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    char *from = strstr(text, "\"events_back\""), *to = from ? strstr(from, "]]") : NULL;
    assert_non_null(to);
    static char older[1 << 17];
    snprintf(older, sizeof older, "%.*s\"events_back\": [[0, 0], [0, 0], [0, 0]]%s", (int)(from - text), text, to + 2);
    static ctn_rivals_state back;
    memset(&back, 0xAB, sizeof back);
    assert_int_equal(ctn_state_from_json(sc->g, older, strlen(older), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &sc->s, sizeof back);
    snprintf(older, sizeof older, "%.*s\"events_back\": [[0, 0], [0, 0]]%s", (int)(from - text), text, to + 2);
    assert_int_equal(ctn_state_from_json(sc->g, older, strlen(older), (ctn_state *)&back, &err) != CTN_OK, 1); /* nor fewer */
    free(text);
    rs_free(sc);
}

/* A tournament game of the default decks, blue's with the era's cards and events as given. */
static rs_scenario *tourney_with(const char *const *cards, int n, const char *const *events) {
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    for (int i = 0; i < n; i++) set.deck[1][RV_TOURNEY_START + i] = (int16_t)ctn_rivals_card_find(cards[i]);
    for (int i = 0; events && i < RV_TOURNEY_PICKS; i++) set.events[1][i] = (int16_t)ctn_rivals_card_find(events[i]);
    set.eras[1] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_INTRIGUE | 1u << RV_ERA_BARBARIANS);
    rs_scenario *sc = calloc(1, sizeof *sc);
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = &set};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &sc->g, &sc->err), CTN_OK);
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, 7);
    return sc;
}

/* Through the preparation round (both pass) to blue's action phase. */
static void to_blue_actions(rs_scenario *sc) {
    static ctn_action list[CTN_MAX_ACTIONS];
    RS_PLAY(sc, 0, "end_actions");
    RS_PLAY(sc, 1, "end_actions");
    while (sc->s.phase != RV_PH_PRE_ROLL) {
        if (sc->s.actor == CTN_CHANCE) rs_settle(sc);
        else if (sc->s.phase == RV_PH_EXCHANGE) RS_PLAY(sc, sc->s.actor, "end_turn");
        else {
            assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, sc->s.actor, 0, list) > 0);
            ctn_game_apply(sc->g, (ctn_state *)&sc->s, sc->s.actor, list[0]);
        }
    }
    rs_to_actions(sc);
    assert_int_equal(sc->s.current, 1);
}

/* Ruling R-203 (a tournament of the Eras of Intrigue and Barbarians): the Barbarian Stronghold has
 * a road slot of its own, so it lies on one road of red's while blue's Red Light Tavern lies on
 * another, never on the same road; both are seen, hashed and kept in the JSON */
static void test_stronghold_beside_tavern(void **u) {
    (void)u;
    static const char *const CARDS[] = {"red_light_tavern", "barbarian_stronghold"};
    rs_scenario *sc = tourney_with(CARDS, 2, NULL);
    to_blue_actions(sc);
    int tavern = 35 + RV_TOURNEY_START, hold = tavern + 1;
    assert_string_equal(ctn_rivals_cards[sc->s.kind[hold]].key, "barbarian_stronghold");
    rs_to_hand(sc, 1, tavern);
    rs_to_hand(sc, 1, hold);
    rs_make_city(sc, 0, 5);
    rs_make_city(sc, 0, 6);
    int right = sc->s.pr[0].right; /* red's second road, beside his city t6 */
    sc->s.pr[0].roads |= (uint16_t)(1u << right);
    sc->s.roads_left--;
    rs_fill(sc, 1, 2);
    rs_check(sc);
    RS_PLAY(sc, 1, "play c%d road6", tavern);
    rs_gain_up(sc);
    assert_false(rs_is_legal(sc, 1, "play c%d road6", hold)); /* the Tavern's road */
    int strength = rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 0);
    RS_PLAY(sc, 1, "play c%d road%d", hold, right);
    rs_gain_up(sc);
    assert_int_equal(sc->s.tavern[0][0], tavern + 1);
    assert_int_equal(sc->s.hold[0][0], hold + 1);
    assert_int_equal(sc->s.hold[0][1], right + 1);
    assert_int_equal(rv_barbarian_strength(rv_data_of(sc->g), &sc->s, 0), strength + 1);
    rs_check(sc);
    rv_state moved = sc->s;
    moved.hold[0][1] = 7;
    moved.tavern[0][1] = (uint8_t)(right + 1);
    assert_true(ctn_state_hash(sc->g, (ctn_state *)&moved) != ctn_state_hash(sc->g, (ctn_state *)&sc->s));
    ctn_rivals_state view;
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 0, (ctn_state *)&view);
    assert_int_equal(view.kind[hold], sc->s.kind[hold]);
    assert_int_equal(view.kind[tavern], sc->s.kind[tavern]);
    json_round_trip(sc, "\"stronghold\"");
    rs_free(sc);
}

/* Ruling R-206: in the tournament the Triumph Card is a deck card: a player with a city lays it
 * from his hand (`play c<id>`), at level 0 by no region, not discarded; without a city not, nor a
 * second time */
static void test_triumph_from_hand(void **u) {
    (void)u;
    static const char *const CARDS[] = {"triumph_card"};
    rs_scenario *sc = tourney_with(CARDS, 1, NULL);
    to_blue_actions(sc);
    int card = 35 + RV_TOURNEY_START;
    assert_string_equal(ctn_rivals_cards[sc->s.kind[card]].key, "triumph_card");
    rs_to_hand(sc, 1, card);
    assert_false(rs_is_legal(sc, 1, "play c%d", card)); /* no city */
    rs_make_city(sc, 1, 5);
    int hand = rv_hand_count(&sc->s, 1);
    RS_PLAY(sc, 1, "play c%d", card);
    int k = rv_rot_slot(&sc->s, 1, card);
    assert_true(k >= 0);
    assert_int_equal(sc->s.rot_at[1][k], 0);
    assert_int_equal(sc->s.rot_level[1][k], 0);
    assert_int_equal(rv_hand_count(&sc->s, 1), hand - 1);
    assert_false(sc->s.discard[card >> 6] >> (card & 63) & 1); /* laid, not discarded */
    assert_int_equal(rv_triumph_level(&sc->s, 1), 0);
    rs_check(sc);
    rs_free(sc);
}

/* The era built (R§14.3, R§11.3): a tournament deck of the base box and every Barbarians draw
 * card, with 3 Barbarian Attacks and the Retreat picked, passes the set-up check; 6 Barbarian
 * Attacks in one stack fit the places put back; the heuristic against itself plays such
 * a game to its end, building and playing the era's cards, every invariant checked */
static void test_era_built_tournament(void **u) {
    (void)u;
    assert_true(ctn_rivals_era_built(RV_ERA_BARBARIANS));
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    int n = 35; /* the era's draw cards from the end of each deck, its Relocation the Basic Set's */
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != RV_SET_BARBARIANS || k->type == RV_T_EVENT) continue;
        assert_true(k->implemented);
        for (int c = 0; c < k->copies; c++) set.deck[0][--n] = (int16_t)i;
    }
    assert_int_equal(35 - n, 28); /* 32 cards, 4 of them events */
    memcpy(set.deck[1], set.deck[0], sizeof set.deck[1]);
    for (int p = 0; p < 2; p++) {
        set.eras[p] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_BARBARIANS);
        const char *events[RV_TOURNEY_PICKS] = {"barbarian_attack", "barbarian_attack", "barbarian_attack", "retreat_of_the_barbarians"};
        for (int i = 0; i < RV_TOURNEY_PICKS; i++) set.events[p][i] = (int16_t)ctn_rivals_card_find(events[i]);
    }
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("barbarian_attack")), 3);
    int most_back;
    assert_true(rs_tournament_game(&set, RV_SET_BARBARIANS, &most_back) > 0);
    assert_true(most_back >= 1); /* a Barbarian Attack put back at a known place */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_border_fortress), cmocka_unit_test(test_border_fortress_once),
        cmocka_unit_test(test_castle_fortress), cmocka_unit_test(test_alliance),
        cmocka_unit_test(test_rot_slots_suffice), cmocka_unit_test(test_stronghold_beside_tavern),
        cmocka_unit_test(test_json_events_back),      cmocka_unit_test(test_era_built_tournament), cmocka_unit_test(test_triumph_from_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
