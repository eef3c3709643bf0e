/* test_bot_classic_heuristic.c — the Classic heuristic bot: every action it picks is legal (tens of
 * thousands of decisions, 2–6 players, both 5–6 turn modes, with and without offers in its list,
 * asked even where only one action is listed), its games end, the same seeds give the same
 * choices, its choice depends only on its view (full states that differ in cards it cannot see
 * give the same choice), it makes, answers and confirms domestic offers in practice, its trade
 * parameter works, and it beats random players clearly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/classic.h"
#include "catan/match.h"
#include "bots/heuristic_bot.h"

static const ctn_bot_type *const BOT = &ctn_classic_heuristic;

static ctn_game *make(int players, const char *turn_mode) {
    ctn_game_config cfg = {0};
    cfg.num_players = players;
    if (turn_mode) {
        cfg.options[0].name = "turn_mode";
        ctn_error err;
        int idx = ctn_option_index(&ctn_classic_rules, "turn_mode");
        assert_true(idx >= 0);
        assert_int_equal(ctn_option_parse(&ctn_classic_rules.options[idx], turn_mode,
                                          &cfg.options[0].value, &err),
                         CTN_OK);
        cfg.num_options = 1;
    }
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_classic_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

typedef struct {
    long decisions, offers, accepts, declines, confirms, cancels, games, ended;
} tally;

static void count(tally *t, ctn_action a) {
    int type = CL_ACT_TYPE(a);
    t->offers += type == CL_A_OFFER;
    t->accepts += type == CL_A_ACCEPT;
    t->declines += type == CL_A_DECLINE;
    t->confirms += type == CL_A_CONFIRM;
    t->cancels += type == CL_A_CANCEL;
}

/* Plays games with the heuristic in every seat (or only in seat 0 against random players), asking
 * the bot type directly with its view and the legal list, and checking each pick on the full
 * state. The bot is asked even when one action is listed, so that it may offer then too. */
static void play_checked(int players, const char *turn_mode, unsigned flags, int games,
                         int vs_random, tally *t) {
    ctn_game *g = make(players, turn_mode);
    size_t size = g->rules->state_size;
    ctn_state *s = malloc(size), *view = malloc(size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    ctn_rng rng;
    ctn_rng_seed(&rng, 17);
    for (int game = 0; game < games; game++) {
        void *bots[CL_MAX_PLAYERS] = {0};
        ctn_error err;
        for (int p = 0; p < players; p++)
            assert_int_equal(BOT->create(g, p, "", (uint64_t)(game * 10 + p), &bots[p], &err),
                             CTN_OK);
        ctn_game_init_state(g, s, (uint64_t)game + 900);
        int step = 0;
        for (; step < 20000 && !ctn_game_is_terminal(g, s); step++) {
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, s);
            } else {
                int n = ctn_game_legal(g, s, p, flags, list);
                assert_true(n >= 1);
                if (vs_random && p != 0) {
                    a = list[ctn_rng_below(&rng, (uint32_t)n)];
                } else {
                    ctn_game_observe(g, s, p, view);
                    a = BOT->choose(bots[p], g, view, p, list, n);
                    if (!ctn_game_is_legal(g, s, p, a)) {
                        char text[CTN_ACTION_TEXT_MAX];
                        ctn_action_to_text(g, s, a, text, sizeof text);
                        fail_msg("%d players: illegal pick '%s' at step %d of game %d", players,
                                 text, step, game);
                    }
                    t->decisions++;
                    count(t, a);
                }
            }
            ctn_game_apply(g, s, p, a);
        }
        t->games++;
        t->ended += ctn_game_is_terminal(g, s);
        for (int p = 0; p < players; p++) BOT->destroy(bots[p]);
    }
    free(s), free(view), free(list);
    ctn_game_free(g);
}

static void test_always_legal_and_games_end(void **state) {
    (void)state;
    tally t = {0};
    play_checked(4, NULL, CTN_LEGAL_NO_OFFERS, 12, 0, &t);
    play_checked(4, NULL, CTN_LEGAL_ALL, 3, 0, &t); /* offers listed: the bot builds its own */
    play_checked(3, NULL, CTN_LEGAL_NO_OFFERS, 6, 0, &t);
    play_checked(2, NULL, CTN_LEGAL_NO_OFFERS, 6, 0, &t);
    play_checked(5, "special_build", CTN_LEGAL_NO_OFFERS, 5, 0, &t);
    play_checked(6, "special_build", CTN_LEGAL_NO_OFFERS, 5, 0, &t);
    play_checked(6, "paired", CTN_LEGAL_NO_OFFERS, 5, 0, &t);
    play_checked(5, "paired", CTN_LEGAL_NO_OFFERS, 3, 0, &t);
    play_checked(4, NULL, CTN_LEGAL_NO_OFFERS, 12, 1, &t);
    print_message("%ld decisions in %ld games (%ld ended): %ld offers, %ld accepts, %ld declines, "
                  "%ld confirms, %ld cancels\n",
                  t.decisions, t.games, t.ended, t.offers, t.accepts, t.declines, t.confirms,
                  t.cancels);
    assert_true(t.decisions > 30000);
    assert_int_equal(t.ended, t.games); /* no endless offer loops, no stalled games */
    /* domestic trade happens: offers made, answered both ways, confirmed and cancelled */
    assert_true(t.offers > 100);
    assert_true(t.accepts > 20);
    assert_true(t.declines > 100);
    assert_true(t.confirms > 20);
    assert_true(t.cancels > 20);
}

/* The same seeds give the same game, decision for decision. */
static uint64_t play_hash(int players, uint64_t seed, tally *t) {
    ctn_game *g = make(players, NULL);
    ctn_match *m;
    ctn_error err;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    ctn_bot *bots[CL_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        assert_int_equal(ctn_bot_new(g, "heuristic", p, seed + (uint64_t)p, &bots[p], &err),
                         CTN_OK);
    ctn_match_result r;
    ctn_match_play(m, bots, seed, CTN_LEGAL_NO_OFFERS, 100000, &r);
    if (t) t->decisions += r.decisions;
    for (int p = 0; p < players; p++) ctn_bot_free(bots[p]);
    ctn_match_free(m);
    ctn_game_free(g);
    return r.hash ^ r.actions;
}

static void test_deterministic(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 4; seed++)
        assert_int_equal(play_hash(4, seed, NULL), play_hash(4, seed, NULL));
    assert_int_not_equal(play_hash(4, 1, NULL), play_hash(4, 2, NULL));
}

/* Two full states consistent with one view (other hands and the deck dealt differently by
 * determinization) give the same view, and two bots with the same seed and history choose the
 * same action from them, all along games of every size. */
static void test_sees_only_its_view(void **state) {
    (void)state;
    static const int SIZES[] = {4, 2, 6};
    long checked = 0, differed = 0;
    for (int k = 0; k < 3; k++) {
        int players = SIZES[k];
        ctn_game *g = make(players, NULL);
        size_t size = g->rules->state_size;
        ctn_state *s = malloc(size), *alt = malloc(size), *view = malloc(size),
                  *alt_view = malloc(size);
        ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
        void *a_bots[CL_MAX_PLAYERS], *b_bots[CL_MAX_PLAYERS];
        ctn_error err;
        for (int p = 0; p < players; p++) {
            assert_int_equal(BOT->create(g, p, "", 40 + (uint64_t)p, &a_bots[p], &err), CTN_OK);
            assert_int_equal(BOT->create(g, p, "", 40 + (uint64_t)p, &b_bots[p], &err), CTN_OK);
        }
        ctn_rng rng;
        ctn_rng_seed(&rng, 8);
        ctn_game_init_state(g, s, 31 + (uint64_t)k);
        for (int step = 0; step < 20000 && !ctn_game_is_terminal(g, s); step++) {
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, s);
            } else {
                int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
                ctn_game_observe(g, s, p, view);
                ctn_game_determinize(g, view, &rng, alt);
                ctn_game_observe(g, alt, p, alt_view);
                assert_memory_equal(view, alt_view, size);
                differed += ctn_state_hash(g, alt) != ctn_state_hash(g, s);
                a = BOT->choose(a_bots[p], g, view, p, list, n);
                assert_int_equal(BOT->choose(b_bots[p], g, alt_view, p, list, n), a);
                checked++;
            }
            ctn_game_apply(g, s, p, a);
        }
        assert_true(ctn_game_is_terminal(g, s));
        for (int p = 0; p < players; p++) BOT->destroy(a_bots[p]), BOT->destroy(b_bots[p]);
        free(s), free(alt), free(view), free(alt_view), free(list);
        ctn_game_free(g);
    }
    assert_true(checked > 1000);
    assert_true(differed > checked / 2);
}

/* Asks `bot` for seat p's action in s and returns it as text. */
static ctn_action ask(const ctn_game *g, void *bot, ctn_classic_state *s, int p, char *text) {
    ctn_action list[CTN_MAX_ACTIONS];
    ctn_classic_state view;
    int n = ctn_game_legal(g, (ctn_state *)s, p, CTN_LEGAL_NO_OFFERS, list);
    ctn_game_observe(g, (ctn_state *)s, p, (ctn_state *)&view);
    ctn_action a = BOT->choose(bot, g, (ctn_state *)&view, p, list, n);
    assert_true(ctn_game_is_legal(g, (ctn_state *)s, p, a));
    ctn_action_to_text(g, (ctn_state *)s, a, text, CTN_ACTION_TEXT_MAX);
    return a;
}

/* Plays a set-up (random placements) and seat 0's first roll (a 2, no robber), then deals the
 * hands: seat 0 one ore short of a city with 3 spare wool, seat 1 one ore short of a city, seat 2
 * a grain and an ore short of a city or one wool short of a development card, seat 3 nothing. */
static void trade_position(const ctn_game *g, ctn_classic_state *s) {
    ctn_action list[CTN_MAX_ACTIONS];
    ctn_rng rng;
    ctn_rng_seed(&rng, 3);
    ctn_game_init_state(g, (ctn_state *)s, 5);
    while (!(s->phase == CL_PHASE_MAIN && s->current == 0)) {
        int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)s));
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = CL_ACT(CL_A_DICE, 2, 0);
        } else {
            int n = ctn_game_legal(g, (ctn_state *)s, p, CTN_LEGAL_NO_OFFERS, list);
            a = list[ctn_rng_below(&rng, (uint32_t)n)];
        }
        ctn_game_apply(g, (ctn_state *)s, p, a);
    }
    static const uint8_t HANDS[4][CTN_RESOURCE_COUNT] = {
        {0, 0, 3, 2, 2}, {0, 0, 0, 2, 2}, {0, 0, 0, 1, 2}, {0, 0, 0, 0, 0}};
    for (int p = 0; p < 4; p++)
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
            s->bank[r] = (uint8_t)(s->bank[r] + s->hand[p][r] - HANDS[p][r]);
            s->hand[p][r] = HANDS[p][r];
        }
    char msg[256];
    assert_int_equal(g->rules->check(g, (ctn_state *)s, msg, sizeof msg), 0);
    assert_int_equal(s->harbours[0], 0); /* 4:1 only: the bank cannot give seat 0 its ore */
}

/* Offering, answering and confirming in a known position. */
static void test_offers_answers_and_confirms(void **state) {
    (void)state;
    ctn_game *g = make(4, NULL);
    ctn_classic_state s;
    trade_position(g, &s);
    ctn_error err;
    void *bots[4], *quiet;
    for (int p = 0; p < 4; p++) assert_int_equal(BOT->create(g, p, "", 1, &bots[p], &err), CTN_OK);
    assert_int_equal(BOT->create(g, 0, "trade=0", 1, &quiet, &err), CTN_OK);
    char text[CTN_ACTION_TEXT_MAX];
    /* trade=0: no offer, no 4:1 trade possible, and a development card would spoil the city */
    ask(g, quiet, &s, 0, text);
    assert_string_equal(text, "end_turn");
    /* 1:1 first; when everybody declines, cancel and offer one card more */
    ctn_action a = ask(g, bots[0], &s, 0, text);
    assert_string_equal(text, "offer 1 wool -> 1 ore");
    ctn_game_apply(g, (ctn_state *)&s, 0, a);
    for (int p = 1; p < 4; p++) ctn_game_apply(g, (ctn_state *)&s, p, CL_ACT(CL_A_DECLINE, 0, 0));
    a = ask(g, bots[0], &s, 0, text);
    assert_string_equal(text, "cancel");
    ctn_game_apply(g, (ctn_state *)&s, 0, a);
    a = ask(g, bots[0], &s, 0, text);
    assert_string_equal(text, "offer 2 wool -> 1 ore");
    ctn_game_apply(g, (ctn_state *)&s, 0, a);
    /* seat 1 would give up its own city's ore: declines; seat 2 gets its development card */
    a = ask(g, bots[1], &s, 1, text);
    assert_string_equal(text, "decline");
    ctn_game_apply(g, (ctn_state *)&s, 1, a);
    a = ask(g, bots[2], &s, 2, text);
    assert_string_equal(text, "accept");
    ctn_game_apply(g, (ctn_state *)&s, 2, a);
    ctn_game_apply(g, (ctn_state *)&s, 3, CL_ACT(CL_A_DECLINE, 0, 0)); /* holds no ore */
    a = ask(g, bots[0], &s, 0, text);
    assert_string_equal(text, "confirm p2");
    ctn_game_apply(g, (ctn_state *)&s, 0, a);
    ask(g, bots[0], &s, 0, text);
    assert_true(strncmp(text, "build_city", 10) == 0);
    /* no third offer in the same turn */
    assert_int_equal(s.hand[0][CTN_ORE], 3);
    s.hand[0][CTN_ORE] = 2, s.bank[CTN_ORE]++;
    ask(g, bots[0], &s, 0, text);
    assert_string_equal(text, "end_turn");
    for (int p = 0; p < 4; p++) BOT->destroy(bots[p]);
    BOT->destroy(quiet);
    ctn_game_free(g);
}

static void test_parameters(void **state) {
    (void)state;
    ctn_game *g = make(4, NULL);
    ctn_bot *b = NULL;
    ctn_error err;
    assert_int_equal(ctn_bot_new(g, "heuristic:trade=0", 0, 1, &b, &err), CTN_OK);
    ctn_bot_free(b);
    assert_int_equal(ctn_bot_new(g, "heuristic:trade=2", 0, 1, &b, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_bot_new(g, "heuristic:depth=3", 0, 1, &b, &err), CTN_E_ARGUMENT);
    ctn_game_free(g);
}

/* A quick strength check through the driver: against three random players, seats rotated. */
static void test_beats_random(void **state) {
    (void)state;
    ctn_game *g = make(4, NULL);
    ctn_match *m;
    ctn_error err;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    int wins = 0, games = 100;
    for (int game = 0; game < games; game++) {
        int seat = game % 4;
        ctn_bot *bots[4];
        for (int p = 0; p < 4; p++)
            assert_int_equal(ctn_bot_new(g, p == seat ? "heuristic" : "random", p,
                                         (uint64_t)(game * 4 + p), &bots[p], &err),
                             CTN_OK);
        ctn_match_result r;
        ctn_match_play(m, bots, 2000 + (uint64_t)game, CTN_LEGAL_NO_OFFERS, 200000, &r);
        wins += r.winner == seat;
        for (int p = 0; p < 4; p++) ctn_bot_free(bots[p]);
    }
    print_message("heuristic won %d of %d games against three random players\n", wins, games);
    assert_true(wins > 60);
    ctn_match_free(m);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_always_legal_and_games_end),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_sees_only_its_view),
        cmocka_unit_test(test_offers_answers_and_confirms),
        cmocka_unit_test(test_parameters),
        cmocka_unit_test(test_beats_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
