/* test_rivals_rules_tourney.c — Rivals for Catan, the tournament (mode=tournament, research notes
 * §6.4, docs/rules/rivals.md ): the set-up from the decks (own stacks of 8, starting
 * hands, 6 resources, 15 points), the event stack of 13 with Yule kept out until 3 are left, the
 * half-moon limit of the event picks, the preparation round (what may be built, the order, passing
 * for good, the replenishing that ends it), drawing and returning only at one's own stacks, own
 * discard piles, named units once across both principalities, the win before the roll, and views
 * that hide the kinds of the opponent's unseen cards and event picks, determinized from his
 * declared eras' pool, with Sebastian's offer made whether or not a deck holds him. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/rivals_deck.h"
#include "rivals_scenario.h"
#include "rules/rivals/rivals_internal.h"

static rs_scenario *tourney(uint64_t seed) { return rs_new_mode(seed, RV_MODE_TOURNAMENT); }

static int legal_list(rs_scenario *sc, int p, ctn_action *out) {
    return ctn_game_legal(sc->g, (ctn_state *)&sc->s, p, 0, out);
}

/* Plays the first legal action of a type for p (fails when there is none). */
static void play_type(rs_scenario *sc, int p, int type) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = legal_list(sc, p, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == type) {
            ctn_game_apply(sc->g, (ctn_state *)&sc->s, p, list[i]);
            rs_check(sc);
            return;
        }
    fail_msg("no action of type %d for player %d in phase %s", type, p, ctn_rivals_phase_name(sc->s.phase));
}

/* R§6.4: 70 cards, each player's 3 starting cards in hand and 32 in his 4 stacks of 8; one
 * resource on every region, gold too; 15 points; the preparation round, red first. */
static void test_setup(void **u) {
    (void)u;
    rs_scenario *sc = tourney(3);
    const rv_data *d = rv_data_of(sc->g);
    assert_int_equal(ctn_rivals_num_draw_cards(sc->g), 70);
    assert_int_equal(ctn_rivals_num_stacks(sc->g), 8);
    assert_int_equal(ctn_rivals_vp_to_win(sc->g), 15);
    for (int k = 0; k < 8; k++) {
        assert_int_equal(sc->s.stacks[k].n, 8);
        assert_int_equal(ctn_rivals_stack_owner(sc->g, k), k / 4);
        for (int i = 0; i < 8; i++) assert_int_equal(sc->s.stacks[k].card[i] / 35, k / 4);
    }
    for (int p = 0; p < 2; p++) {
        for (int c = 0; c < 70; c++) assert_int_equal(rv_in_hand(&sc->s, p, c), c == p * 35 || c == p * 35 + 1 || c == p * 35 + 2);
        assert_int_equal(rs_total(sc, p, -1), 6);
        assert_int_equal(rs_total(sc, p, RV_GOLD), 1);
    }
    assert_int_equal(sc->s.kind[0], ctn_rivals_card_find("drill_ground"));
    assert_int_equal(sc->s.kind[36], ctn_rivals_card_find("austin"));
    assert_int_equal(sc->s.phase, RV_PH_PREPARE);
    assert_int_equal(sc->s.actor, 0);
    assert_int_equal(d->num_stacks, 8);
    rs_free(sc);
}

/* R§6.4: 13 events, Yule the host's (one), each player's Riots and Plague and his 4 picks; Yule
 * lies fourth from the bottom: the stack holds the other 12 until only 3 are left (R§5.5). */
static void test_event_stack(void **u) {
    (void)u;
    rs_scenario *sc = tourney(4);
    const rv_data *d = rv_data_of(sc->g);
    assert_int_equal(ctn_rivals_num_events(sc->g), 13);
    int yule = 0, riots = 0, plague = 0;
    for (int e = 0; e < 13; e++) {
        const char *key = ctn_rivals_cards[ctn_rivals_event_kind(sc->g, e)].key;
        yule += !strcmp(key, "yule"), riots += !strcmp(key, "riots"), plague += !strcmp(key, "plague");
    }
    assert_int_equal(yule, 1);
    assert_int_equal(riots, 2);
    assert_int_equal(plague, 2);
    assert_int_equal(rv_events_left(&sc->s), 12);
    assert_false(sc->s.ev_pool >> d->yule & 1);
    sc->s.ev_pool &= sc->s.ev_pool - 1; /* after Yule is revealed, all 12 others are back */
    rv_events_rebuild(d, &sc->s, &sc->s.rng);
    assert_int_equal(rv_events_left(&sc->s), 12);
    rs_free(sc);
}

/* R§6.4's half-moon rule: a player adds at most the copies without a half moon and one with. */
static void test_event_limits(void **u) {
    (void)u;
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("riots")), 2);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("plague")), 2);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("invention")), 2);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("year_of_plenty")), 2);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("fraternal_feuds")), 1);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("yule")), 0);
    assert_int_equal(ctn_rivals_event_limit(ctn_rivals_card_find("austin")), 0);
    ctn_rivals_setup set;
    ctn_error err = {0};
    ctn_rivals_default_setup(&set);
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_OK);
    set.events[1][0] = set.events[1][1] = (int16_t)ctn_rivals_card_find("fraternal_feuds"); /* two half moons */
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_E_OPTION);
    ctn_rivals_default_setup(&set);
    set.events[0][0] = set.events[0][1] = (int16_t)ctn_rivals_card_find("riots"); /* 3 with the one given */
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_E_OPTION);
    set.events[0][1] = (int16_t)ctn_rivals_card_find("invention"); /* 2 Riots: allowed */
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_OK);
    set.events[0][2] = (int16_t)ctn_rivals_card_find("yule");
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_E_OPTION);
    ctn_rivals_default_setup(&set);
    set.deck[1][5] = (int16_t)ctn_rivals_card_find("feud"); /* an event is no deck card */
    assert_int_equal(ctn_rivals_setup_check(&set, &err), CTN_E_OPTION);
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = &set};
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_E_OPTION);
    assert_null(g);
}

/* R§6.4: in the preparation round only a starting card or a centre card is built (no trade, no
 * dice), one at a time in turn; a pass is final; then blue (second) and red replenish, each with
 * the exchange of a turn's end (R-94: a search paid with leftover resources), and blue takes the
 * first turn. Named units: blue's Austin cannot come while red's stands. */
static void test_preparation(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS];
    rs_scenario *sc = tourney(5);
    int n = legal_list(sc, 0, list);
    for (int i = 0; i < n; i++) {
        int t = RV_ACT_TYPE(list[i]);
        assert_true(t == RV_A_ROAD || t == RV_A_SETTLEMENT || t == RV_A_CITY || t == RV_A_BUILD || t == RV_A_END_ACTIONS);
        if (t == RV_A_BUILD) assert_true(RV_ACT_A(list[i]) < 3);
    }
    assert_false(rs_is_legal(sc, 0, "trade lumber brick"));
    RS_PLAY(sc, 0, "build c1 austin t5 top");
    assert_int_equal(sc->s.phase, RV_PH_PREPARE);
    assert_int_equal(sc->s.actor, 1); /* in turn */
    assert_false(rs_is_legal(sc, 1, "build c36 austin t5 top")); /* one Austin across both */
    n = legal_list(sc, 1, list);
    for (int i = 0; i < n; i++) assert_false(RV_ACT_TYPE(list[i]) == RV_A_BUILD && RV_ACT_A(list[i]) == 36);
    RS_PLAY(sc, 1, "build c37 harald t5 top");
    assert_int_equal(sc->s.actor, 0);
    assert_false(rs_is_legal(sc, 0, "build c2 harald t5 bottom"));
    RS_PLAY(sc, 0, "end_actions"); /* red passes for good */
    assert_int_equal(sc->s.actor, 1);
    assert_int_equal(sc->s.phase, RV_PH_PREPARE);
    RS_PLAY(sc, 1, "end_actions");
    assert_int_equal(sc->s.phase, RV_PH_REPLENISH); /* blue first */
    assert_int_equal(sc->s.actor, 1);
    while (sc->s.phase == RV_PH_REPLENISH && sc->s.actor == 1) {
        play_type(sc, 1, RV_A_DRAW);
        rs_settle(sc);
    }
    /* then blue's exchange, as at a turn's end: he passes it */
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
    assert_int_equal(sc->s.actor, 1);
    play_type(sc, 1, RV_A_END_TURN);
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
    assert_int_equal(sc->s.actor, 0);
    while (sc->s.phase == RV_PH_REPLENISH) {
        play_type(sc, 0, RV_A_DRAW);
        rs_settle(sc);
    }
    /* red exchanges: a card under one of his stacks, and a search of his own stacks, paid with the
     * resources the preparation round left him (2 a card, R§5) */
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
    assert_int_equal(sc->s.actor, 0);
    play_type(sc, 0, RV_A_RETURN);
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE_TAKE);
    int searches = 0;
    n = legal_list(sc, 0, list);
    for (int i = 0; i < n; i++) {
        assert_int_equal(RV_ACT_A(list[i]) / 4, 0); /* his own stacks 0-3 only */
        searches += RV_ACT_TYPE(list[i]) == RV_A_SEARCH;
    }
    assert_true(searches == 4 && rv_total_all(&sc->s, 0) >= 2);
    play_type(sc, 0, RV_A_TAKE_TOP);
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    assert_int_equal(sc->s.current, 1); /* the second player begins */
    assert_int_equal(rv_hand_count(&sc->s, 1), 3);
    assert_int_equal(rv_hand_count(&sc->s, 0), 3);
    rs_free(sc);
}

/* Red builds Austin, blue Harald, both pass: the preparation round's end. */
static void prepare(rs_scenario *sc) {
    RS_PLAY(sc, 0, "build c1 austin t5 top");
    RS_PLAY(sc, 1, "build c37 harald t5 top");
    RS_PLAY(sc, 0, "end_actions");
    RS_PLAY(sc, 1, "end_actions");
}

/* Through the preparation round to blue's first roll. */
static void to_first_turn(rs_scenario *sc) {
    prepare(sc);
    while (sc->s.phase == RV_PH_REPLENISH || sc->s.phase == RV_PH_EXCHANGE) {
        play_type(sc, sc->s.actor, sc->s.phase == RV_PH_REPLENISH ? RV_A_DRAW : RV_A_END_TURN);
        rs_settle(sc);
    }
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
}

/* R§6.4: drawing, returning and the exchange only at one's own stacks. */
static void test_own_stacks(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS];
    rs_scenario *sc = tourney(6);
    prepare(sc);
    for (int p = 1; p >= 0; p--) { /* blue replenishes first: stacks 4-7 only, then red: 0-3 */
        assert_int_equal(sc->s.phase, RV_PH_REPLENISH);
        assert_int_equal(sc->s.actor, p);
        int n = legal_list(sc, p, list);
        assert_int_equal(n, 4);
        for (int i = 0; i < n; i++) assert_int_equal(RV_ACT_A(list[i]) / 4, p);
        while (sc->s.phase == RV_PH_REPLENISH && sc->s.actor == p) {
            play_type(sc, p, RV_A_DRAW);
            rs_settle(sc);
        }
        play_type(sc, p, RV_A_END_TURN); /* the exchange passed */
        rs_settle(sc);
    }
    RS_PLAY(sc, 1, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands");
    RS_PLAY(sc, 1, "end_actions");
    rs_settle(sc);
    assert_int_equal(sc->s.phase, RV_PH_EXCHANGE);
    int n = legal_list(sc, 1, list);
    for (int i = 0; i < n; i++)
        if (RV_ACT_TYPE(list[i]) == RV_A_RETURN) assert_int_equal(RV_ACT_B(list[i]) / 4, 1);
    play_type(sc, 1, RV_A_RETURN);
    n = legal_list(sc, 1, list);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) assert_int_equal(RV_ACT_A(list[i]) / 4, 1); /* take_top or search */
    rs_free(sc);
}

/* R§6.4: each player's own discard pile; Gustav takes from his own, Guido from the opponent's. */
static void test_own_piles(void **u) {
    (void)u;
    rs_scenario *sc = tourney(7);
    to_first_turn(sc);
    RS_PLAY(sc, 1, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands");
    rs_to_site(sc, 1, 40, 6, 1);
    RS_PLAY(sc, 1, "abandon x25");
    assert_true(rv_in_pile(rv_data_of(sc->g), &sc->s, 1, 40));
    assert_false(rv_in_pile(rv_data_of(sc->g), &sc->s, 0, 40));
    rs_free(sc);
}

/* R§6.4: 15 points win; one who has them when his turn begins wins before rolling. */
static void test_win_before_roll(void **u) {
    (void)u;
    rs_scenario *sc = tourney(8);
    to_first_turn(sc);
    rv_data *d = (rv_data *)(uintptr_t)rv_data_of(sc->g);
    assert_int_equal(d->vp_to_win, 15);
    int vp = rv_vp(d, &sc->s, 1);
    d->vp_to_win = vp + 1; /* one short: the turn goes on */
    rv_continue(d, &sc->s);
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    d->vp_to_win = vp; /* the points reached: over before the roll */
    rv_continue(d, &sc->s);
    assert_int_equal(sc->s.phase, RV_PH_GAME_OVER);
    assert_int_equal(sc->s.winner, 1);
    d->vp_to_win = 15;
    rs_free(sc);
}

/* Fails unless the 35 kinds are a legal deck for these eras (the first 3 its starting cards). */
static void assert_legal_deck(const ctn_rivals_pool *pool, const uint8_t *kinds, unsigned eras) {
    ctn_rivals_deck deck = {.eras = (uint16_t)eras};
    for (int i = 0; i < 35; i++) {
        assert_true(kinds[i] < ctn_rivals_card_count);
        const char *key = ctn_rivals_cards[kinds[i]].key;
        int card = ctn_rivals_pool_find(pool, key, strlen(key)), sec = i < 3 ? RV_SEC_START : RV_SEC_STACKS, at = -1;
        assert_true(card >= 0);
        for (int e = 0; e < deck.n; e++)
            if (deck.entry[e].card == card && deck.entry[e].section == sec) at = e;
        if (at >= 0) deck.entry[at].count++;
        else deck.entry[deck.n++] = (ctn_rivals_deck_entry){(uint16_t)card, 1, (uint8_t)sec, (uint32_t)i + 1};
    }
    static ctn_rivals_deck_report rep;
    memset(&rep, 0, sizeof rep);
    if (ctn_rivals_deck_validate(pool, &deck, &rep) != 0) fail_msg("not a legal deck: %s", rep.error[0].message);
}

/* a view hides the kinds of the opponent's hand and stack cards, not his built ones nor the
 * viewer's own; determinizing deals the hidden ones the opponent's unseen kinds, in some order. */
static void test_view_hides_kinds(void **u) {
    (void)u;
    rs_scenario *sc = tourney(9);
    RS_PLAY(sc, 0, "build c1 austin t5 top");
    ctn_rivals_state v, det;
    ctn_game_observe(sc->g, (ctn_state *)&sc->s, 1, (ctn_state *)&v);
    assert_int_equal(ctn_rivals_kind(sc->g, &v, 1), ctn_rivals_card_find("austin")); /* built */
    assert_int_equal(ctn_rivals_kind(sc->g, &v, 0), -1);                              /* red's hand */
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < sc->s.stacks[k].n; i++) assert_int_equal(ctn_rivals_kind(sc->g, &v, sc->s.stacks[k].card[i]), -1);
    for (int c = 35; c < 70; c++) assert_int_equal(ctn_rivals_kind(sc->g, &v, c), sc->s.kind[c]); /* his own */
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&v, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"kinds\":[null,\"austin\",null,")); /* red's unbuilt starting cards */
    ctn_io_free(text);
    ctn_rng rng;
    ctn_rng_seed(&rng, 5);
    ctn_game_determinize(sc->g, (ctn_state *)&v, &rng, (ctn_state *)&det);
    char msg[200];
    if (ctn_rivals_rules.check(sc->g, (ctn_state *)&det, msg, sizeof msg)) fail_msg("%s", msg);
    assert_int_equal(det.kind[1], ctn_rivals_card_find("austin")); /* seen: kept */
    for (int c = 35; c < 70; c++) assert_int_equal(det.kind[c], sc->s.kind[c]);
    ctn_rivals_pool *pool = test_malloc(sizeof *pool);
    ctn_rivals_pool_init(pool);
    int differs = 0;
    for (uint64_t seed = 0; seed < 200; seed++) { /* every sample a legal deck */
        ctn_rng_seed(&rng, seed);
        ctn_game_determinize(sc->g, (ctn_state *)&v, &rng, (ctn_state *)&det);
        if (ctn_rivals_rules.check(sc->g, (ctn_state *)&det, msg, sizeof msg)) fail_msg("%s", msg);
        assert_int_equal(det.kind[1], ctn_rivals_card_find("austin"));
        assert_legal_deck(pool, det.kind, RV_ERAS_BASE_BOX);
        for (int c = 0; c < 35; c++) differs += det.kind[c] != sc->s.kind[c];
    }
    assert_true(differs > 0);
    test_free(pool);
    rs_free(sc);
}

/* A tournament game of this set-up. */
static ctn_game *setup_game(const ctn_rivals_setup *set) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = set};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

/* A game of two shipped decks (by name) with the opponent's declared eras. */
static ctn_game *deck_game(const char *deck0, const char *deck1, unsigned eras1) {
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    ctn_rivals_pool *pool = test_malloc(sizeof *pool);
    ctn_rivals_deck *deck = test_malloc(sizeof *deck);
    ctn_rivals_deck_report *rep = test_malloc(sizeof *rep);
    ctn_rivals_pool_init(pool);
    const char *names[2] = {deck0, deck1};
    for (int p = 0; p < 2; p++) {
        size_t len;
        const char *text = ctn_rivals_deck_file_text(names[p], &len);
        assert_non_null(text);
        assert_int_equal(ctn_rivals_deck_parse(pool, text, len, deck, rep), CTN_OK);
        assert_int_equal(ctn_rivals_deck_kinds(pool, deck, set.deck[p], 35), 35);
    }
    set.eras[1] = (uint16_t)eras1;
    test_free(rep);
    test_free(deck);
    test_free(pool);
    return setup_game(&set);
}

/* determinization uses only the view. Two games that differ only in the opponent's deck
 * (same eras, same events) give red the same view and the same samples for the same seed; the
 * opponent's declared eras bound the samples (3 Relocations only with the Era of Barbarians). */
static void test_kinds_from_declared_eras(void **u) {
    (void)u;
    ctn_game *ga = deck_game("heroes", "trade", 0), *gb = deck_game("heroes", "progress", 0);
    ctn_game *gc = deck_game("heroes", "progress", 1u << RV_ERA_BARBARIANS);
    ctn_rivals_state sa, sb, va, vb, da, db;
    ctn_game_init_state(ga, (ctn_state *)&sa, 11);
    ctn_game_init_state(gb, (ctn_state *)&sb, 11);
    assert_memory_not_equal(sa.kind + 35, sb.kind + 35, 35); /* the decks differ */
    ctn_game_observe(ga, (ctn_state *)&sa, 0, (ctn_state *)&va);
    ctn_game_observe(gb, (ctn_state *)&sb, 0, (ctn_state *)&vb);
    assert_memory_equal(&va, &vb, sizeof va);
    ctn_rivals_pool *pool = test_malloc(sizeof *pool);
    ctn_rivals_pool_init(pool);
    int reloc = ctn_rivals_card_find("relocation"), most[2] = {0, 0};
    for (uint64_t seed = 0; seed < 300; seed++) {
        ctn_rng ra, rb;
        ctn_rng_seed(&ra, seed);
        ctn_rng_seed(&rb, seed);
        ctn_game_determinize(ga, (ctn_state *)&va, &ra, (ctn_state *)&da);
        ctn_game_determinize(gb, (ctn_state *)&vb, &rb, (ctn_state *)&db);
        assert_memory_equal(&da, &db, sizeof da);
        assert_legal_deck(pool, da.kind + 35, RV_ERAS_BASE_BOX);
        ctn_game_determinize(gc, (ctn_state *)&vb, &rb, (ctn_state *)&db);
        assert_legal_deck(pool, db.kind + 35, RV_ERAS_BASE_BOX | 1u << RV_ERA_BARBARIANS);
        int n[2] = {0, 0};
        for (int c = 35; c < 70; c++) n[0] += da.kind[c] == reloc, n[1] += db.kind[c] == reloc;
        for (int i = 0; i < 2; i++) most[i] = n[i] > most[i] ? n[i] : most[i];
    }
    assert_int_equal(most[0], 2);
    assert_int_equal(most[1], 3);
    test_free(pool);
    ctn_game_free(ga);
    ctn_game_free(gb);
    ctn_game_free(gc);
}

/* a player who declares the Eras of Merchant Princes and Barbarians but plays the
 * heroes deck (no card of theirs) brings their state into the game all the same, since his
 * opponent's determinizations may deal him their cards: the game's eras hold both, its slots for
 * cards turned to a level cover the Residences and the Triumph Card, and every sample that deals
 * such cards passes the invariant check. With the base box declared nothing changes. */
static void test_declared_eras_in_game(void **u) {
    (void)u;
    ctn_game *plain = deck_game("heroes", "heroes", 0);
    ctn_game *g = deck_game("heroes", "heroes", 1u << RV_ERA_MERCHANT_PRINCES | 1u << RV_ERA_BARBARIANS);
    const rv_data *dp = rv_data_of(plain), *d = rv_data_of(g);
    assert_false(dp->eras & (1u << RV_SET_MERCHANTS | 1u << RV_SET_BARBARIANS));
    assert_int_equal(dp->rot_slots, 0);
    assert_true(d->eras & (1u << RV_SET_MERCHANTS));
    assert_true(d->eras & (1u << RV_SET_BARBARIANS));
    assert_true(d->rot_slots >= 3); /* two Residences, a Triumph Card at least */
    ctn_rivals_state s, v, det;
    ctn_game_init_state(g, (ctn_state *)&s, 21);
    ctn_game_observe(g, (ctn_state *)&s, 0, (ctn_state *)&v);
    int era_cards = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        ctn_rng rng;
        ctn_rng_seed(&rng, seed);
        ctn_game_determinize(g, (ctn_state *)&v, &rng, (ctn_state *)&det);
        char msg[200];
        if (ctn_rivals_rules.check(g, (ctn_state *)&det, msg, sizeof msg)) fail_msg("seed %d: %s", (int)seed, msg);
        for (int c = 35; c < 70; c++) {
            int set = ctn_rivals_cards[det.kind[c]].set;
            era_cards += set == RV_SET_MERCHANTS || set == RV_SET_BARBARIANS;
        }
    }
    assert_true(era_cards > 0);
    ctn_game_free(plain);
    ctn_game_free(g);
}

/* the event picks are part of a player's deck. A view shows the other player's picks only
 * once each has been revealed, his own always, and Yule, the Riots and the Plague (every player's)
 * always; a spectator sees no pick unrevealed. Checked at every step of a random game until all
 * of blue's picks are out, with the state JSON of red's view. */
static void test_view_hides_event_picks(void **u) {
    (void)u;
    rs_scenario *sc = tourney(12);
    const rv_data *d = rv_data_of(sc->g);
    ctn_rivals_state v, pub;
    ctn_rng rng;
    ctn_rng_seed(&rng, 3);
    uint32_t blue_picks = 0, red_picks = 0;
    for (int e = 0; e < d->num_events; e++) {
        blue_picks |= (uint32_t)(d->ev_picker[e] == 1) << e;
        red_picks |= (uint32_t)(d->ev_picker[e] == 0) << e;
    }
    assert_int_equal(__builtin_popcount(blue_picks), 4);
    assert_int_equal(__builtin_popcount(red_picks), 4);
    int hidden_seen = 0, steps = 0;
    static ctn_action list[CTN_MAX_ACTIONS];
    while ((sc->s.ev_seen & blue_picks) != blue_picks && sc->s.phase != RV_PH_GAME_OVER && steps++ < 200000) {
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&v);
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, CTN_VIEW_PUBLIC, (ctn_state *)&pub);
        for (int e = 0; e < d->num_events; e++) {
            int open = !((blue_picks | red_picks) >> e & 1) || (sc->s.ev_seen >> e & 1);
            int red_knows = open || (red_picks >> e & 1);
            assert_int_equal(ctn_rivals_event_kind_in(sc->g, &v, e), red_knows ? sc->s.ev_kind[e] : -1);
            assert_int_equal(ctn_rivals_event_kind_in(sc->g, &pub, e), open ? sc->s.ev_kind[e] : -1);
            hidden_seen += !red_knows;
        }
        int actor = ctn_actors_pick(ctn_game_actors(sc->g, (ctn_state *)&sc->s));
        ctn_action a;
        if (actor == CTN_CHANCE) {
            a = ctn_game_sample_chance(sc->g, (ctn_state *)&sc->s, &rng);
        } else {
            int n = ctn_game_legal(sc->g, (ctn_state *)&sc->s, actor, 0, list);
            assert_true(n > 0);
            a = list[ctn_rng_below(&rng, (uint32_t)n)];
        }
        ctn_game_apply(sc->g, (ctn_state *)&sc->s, actor, a);
    }
    assert_int_equal(sc->s.ev_seen & blue_picks, blue_picks);
    assert_true(hidden_seen > 0);
    ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&v);
    for (int e = 0; e < d->num_events; e++) /* all of blue's picks are out */
        if (blue_picks >> e & 1) assert_int_equal(ctn_rivals_event_kind_in(sc->g, &v, e), sc->s.ev_kind[e]);
    rs_free(sc);
}

/* The state JSON of a view names the hidden picks null and reads back as the same view; a full
 * state's reads back whole, with the events seen. */
static void test_event_picks_json(void **u) {
    (void)u;
    rs_scenario *sc = tourney(12);
    ctn_rivals_state v, back;
    ctn_game_observe(sc->g, (ctn_state *)&sc->s, 0, (ctn_state *)&v);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&v, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"event_kinds\":[\"yule\",\"riots\",\"plague\","));
    assert_non_null(strstr(text, "\"riots\",\"plague\",null,null,null,null]")); /* blue's 4 picks */
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &v, sizeof v);
    ctn_io_free(text);
    sc->s.ev_seen = 1u << 9 | 1u << 3;
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"events_seen\":[3,9]"));
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text), (ctn_state *)&back, &err), CTN_OK);
    assert_memory_equal(&back, &sc->s, sizeof back);
    ctn_io_free(text);
    rs_free(sc);
}

/* A tournament game of the default decks in which blue picked `picks`. */
static ctn_game *picks_game(const char *const *picks) {
    ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    for (int i = 0; i < 4; i++) set.events[1][i] = (int16_t)ctn_rivals_card_find(picks[i]);
    return setup_game(&set);
}

/* two games that differ only in blue's event picks give red the same view and the same
 * samples; every sample's picks are within the half-moon rule (the invariant check), red's own
 * are kept, and blue's vary from sample to sample. */
static void test_event_picks_sampled(void **u) {
    (void)u;
    static const char *const a[4] = {"invention", "invention", "feud", "riots"};
    static const char *const b[4] = {"year_of_plenty", "traveling_merchant", "plague", "fraternal_feuds"};
    ctn_game *ga = picks_game(a), *gb = picks_game(b);
    const rv_data *d = rv_data_of(ga);
    ctn_rivals_state sa, sb, va, vb, da, db;
    ctn_game_init_state(ga, (ctn_state *)&sa, 21);
    ctn_game_init_state(gb, (ctn_state *)&sb, 21);
    assert_memory_not_equal(sa.ev_kind, sb.ev_kind, sizeof sa.ev_kind);
    ctn_game_observe(ga, (ctn_state *)&sa, 0, (ctn_state *)&va);
    ctn_game_observe(gb, (ctn_state *)&sb, 0, (ctn_state *)&vb);
    assert_memory_equal(&va, &vb, sizeof va);
    int differ = 0;
    char msg[200];
    for (uint64_t seed = 0; seed < 200; seed++) {
        ctn_rng ra, rb;
        ctn_rng_seed(&ra, seed);
        ctn_rng_seed(&rb, seed);
        ctn_game_determinize(ga, (ctn_state *)&va, &ra, (ctn_state *)&da);
        ctn_game_determinize(gb, (ctn_state *)&vb, &rb, (ctn_state *)&db);
        assert_memory_equal(&da, &db, sizeof da);
        if (ctn_rivals_rules.check(ga, (ctn_state *)&da, msg, sizeof msg)) fail_msg("%s", msg);
        for (int e = 0; e < d->num_events; e++) {
            if (d->ev_picker[e] == 1) differ += da.ev_kind[e] != sa.ev_kind[e];
            else assert_int_equal(da.ev_kind[e], sa.ev_kind[e]);
        }
    }
    assert_true(differ > 0);
    ctn_game_free(ga);
    ctn_game_free(gb);
}

/* whether a deck holds Sebastian is hidden, so in the tournament each player an event hits
 * is asked (he may only decline without him) until two Sebastians lie in the open discard piles. */
static void test_sebastian_offer_hides_decks(void **u) {
    (void)u;
    rs_scenario *sc = tourney(9);
    const rv_data *d = rv_data_of(sc->g);
    int seb = ctn_rivals_card_find("sebastian");
    assert_int_equal(rv_react_mask(d, &sc->s, 2), 2);
    rv_state s = sc->s; /* two cards shown as Sebastians in the discard piles */
    int put = 0;
    for (int c = 0; c < d->num_draw && put < 2; c++)
        if (rv_in_hand(&s, c / 35, c)) {
            s.hand[c / 35][c >> 6] &= ~(1ull << (c & 63));
            s.discard[c >> 6] |= 1ull << (c & 63);
            s.kind[c] = (uint8_t)seb;
            put++;
            assert_int_equal(rv_react_mask(d, &s, 2), put < 2 ? 2 : 0);
        }
    assert_int_equal(put, 2);
    rs_free(sc);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),          cmocka_unit_test(test_event_stack),
        cmocka_unit_test(test_event_limits),   cmocka_unit_test(test_preparation),
        cmocka_unit_test(test_own_stacks),     cmocka_unit_test(test_own_piles),
        cmocka_unit_test(test_win_before_roll), cmocka_unit_test(test_view_hides_kinds),
        cmocka_unit_test(test_kinds_from_declared_eras), cmocka_unit_test(test_declared_eras_in_game), cmocka_unit_test(test_view_hides_event_picks),
        cmocka_unit_test(test_event_picks_json), cmocka_unit_test(test_event_picks_sampled),
        cmocka_unit_test(test_sebastian_offer_hides_decks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
