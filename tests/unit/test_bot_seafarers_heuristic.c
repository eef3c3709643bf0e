/* test_bot_seafarers_heuristic.c — the heuristic bot in Seafarers games: every action it picks is
 * legal on the full state along whole games on every shipped map and a New World board, its games
 * end, it builds and moves ships, moves the pirate and picks gold in practice, the same seeds give
 * the same games, gold picks go to what its goals need, and it beats random players clearly on
 * "Heading for New Shores". */
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
#include "sea_maps.h"

/* The "heuristic" bot type, which picks the Classic strategy of the game's size class. */
static const ctn_bot_type *const BOT = &ctn_heuristic_bot;

/* The options the map files give "Heading for New Shores" (data/maps/new_shores_*.json). */
#define NEW_SHORES "vp_to_win=14 island_bonus=2"

typedef struct {
    long decisions, games, ended, ships, moves, pirates, robbers, gold, settlements;
} tally;

static void count(tally *t, ctn_action a) {
    int type = CL_ACT_TYPE(a);
    t->ships += type == CL_A_BUILD_SHIP;
    t->moves += type == CL_A_PLACE_SHIP;
    t->pirates += type == CL_A_MOVE_PIRATE;
    t->robbers += type == CL_A_MOVE_ROBBER;
    t->gold += type == CL_A_PICK_GOLD;
    t->settlements += type == CL_A_BUILD_SETTLEMENT;
}

/* Plays games on game g with the heuristic in every seat, through the bot interface with each
 * seat's view, checking every pick on the full state. */
static void play_checked(const ctn_game *g, int games, uint64_t seed, tally *t) {
    int players = g->num_players;
    ctn_state *s = malloc(g->rules->state_size), *view = malloc(g->rules->state_size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    for (int game = 0; game < games; game++) {
        void *bots[CL_L_PLAYERS] = {0};
        ctn_error err;
        for (int p = 0; p < players; p++)
            assert_int_equal(
                BOT->create(g, p, "", seed + (uint64_t)(game * 16 + p), &bots[p], &err), CTN_OK);
        ctn_game_init_state(g, s, seed + (uint64_t)game);
        int step = 0;
        for (; step < 40000 && !ctn_game_is_terminal(g, s); step++) {
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, s);
            } else {
                int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
                assert_true(n >= 1);
                ctn_game_observe(g, s, p, view);
                a = BOT->choose(bots[p], g, view, p, list, n);
                if (!ctn_game_is_legal(g, s, p, a)) {
                    char text[CTN_ACTION_TEXT_MAX];
                    ctn_action_to_text(g, s, a, text, sizeof text);
                    fail_msg("illegal pick '%s' at step %d of game %d", text, step, game);
                }
                t->decisions++;
                count(t, a);
            }
            ctn_game_apply(g, s, p, a);
        }
        t->games++;
        t->ended += ctn_game_is_terminal(g, s);
        for (int p = 0; p < players; p++) BOT->destroy(bots[p]);
    }
    free(s), free(view), free(list);
}

static void test_legal_on_every_map(void **state) {
    (void)state;
    static const struct {
        const char *file;
        int players, games;
        const char *options;
        int ships; /* ships built per game at least: more where the home island is small */
    } MAPS[] = {{"new_shores_3", 3, 4, NEW_SHORES, 5},
                {"new_shores_4", 4, 6, NEW_SHORES, 5},
                {"four_islands_3", 3, 3, "vp_to_win=12 island_bonus=2", 2},
                {"four_islands_4", 4, 3, "vp_to_win=12 island_bonus=2", 2}};
    tally all = {0};
    for (size_t i = 0; i < sizeof MAPS / sizeof MAPS[0]; i++) {
        tally t = {0};
        ctn_game *g = sea_map_game(MAPS[i].file, MAPS[i].players, MAPS[i].options);
        play_checked(g, MAPS[i].games, 300 + 10 * (uint64_t)i, &t);
        ctn_game_free(g);
        print_message("%s: %ld decisions in %ld games (%ld ended): %ld ships built, %ld moved, "
                      "pirate %ld, robber %ld, %ld gold picks\n",
                      MAPS[i].file, t.decisions, t.games, t.ended, t.ships, t.moves, t.pirates,
                      t.robbers, t.gold);
        assert_int_equal(t.ended, t.games);             /* no stalled games */
        assert_true(t.ships > MAPS[i].ships * t.games); /* it takes to the sea on every map */
        all.moves += t.moves, all.gold += t.gold;
    }
    /* the rarer Seafarers decisions happen too (the pirate seldom beats the robber, which also
     * blocks production: the test of the pirate choice is test_pirate_when_it_robs) */
    assert_true(all.moves > 0);
    assert_true(all.gold > 0);
}

/* The same seeds give the same game, decision for decision; other seeds another. */
static uint64_t play_hash(const ctn_game *g, uint64_t seed) {
    ctn_match *m;
    ctn_error err;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    ctn_bot *bots[4];
    for (int p = 0; p < g->num_players; p++)
        assert_int_equal(ctn_bot_new(g, "heuristic", p, seed + (uint64_t)p, &bots[p], &err),
                         CTN_OK);
    ctn_match_result r;
    ctn_match_play(m, bots, seed, CTN_LEGAL_NO_OFFERS, 200000, &r);
    for (int p = 0; p < g->num_players; p++) ctn_bot_free(bots[p]);
    ctn_match_free(m);
    return r.hash ^ r.actions;
}

static void test_deterministic(void **state) {
    (void)state;
    ctn_game *g = sea_map_game("new_shores_4", 4, NEW_SHORES);
    for (uint64_t seed = 1; seed <= 3; seed++)
        assert_int_equal(play_hash(g, seed), play_hash(g, seed));
    assert_int_not_equal(play_hash(g, 1), play_hash(g, 2));
    ctn_game_free(g);
}

/* Plays a game with seed `seed` by random choices (seeded alike) up to the first roll. */
static void after_random_setup(const ctn_game *g, ctn_state *s, uint64_t seed, ctn_action *list) {
    ctn_rng rng;
    ctn_rng_seed(&rng, seed);
    ctn_game_init_state(g, s, seed);
    while (((ctn_classic_state_m *)s)->phase != CL_PHASE_PRE_ROLL) {
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        if (p == CTN_CHANCE) {
            ctn_game_apply(g, s, p, ctn_game_sample_own_chance(g, s));
            continue;
        }
        int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
        ctn_game_apply(g, s, p, list[ctn_rng_below(&rng, (uint32_t)n)]);
    }
}

/* The gold pick: a player one ore short of a city, owed one gold pick, takes ore; with no ore in
 * the bank, something else the bank has. */
static void test_gold_pick_completes_a_city(void **state) {
    (void)state;
    ctn_game *g = sea_map_game("new_shores_4", 4, NEW_SHORES);
    ctn_state *s = malloc(g->rules->state_size), *view = malloc(g->rules->state_size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    after_random_setup(g, s, 77, list);
    ctn_classic_state_m *m = (ctn_classic_state_m *)s;
    int me = m->actor;
    /* give the player everything for a city but one ore, then make it owe one gold pick */
    static const uint8_t HAND[CTN_RESOURCE_COUNT] = {0, 0, 0, 2, 2}; /* grain 2, ore 2 */
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        m->bank[r] = (uint8_t)(m->bank[r] + m->hand[me][r] - HAND[r]);
        m->hand[me][r] = HAND[r];
    }
    m->phase = CL_PHASE_GOLD;
    m->gold_owed[me] = 1;
    m->gold_floor[me] = 0;
    int n = ctn_game_legal(g, s, me, CTN_LEGAL_NO_OFFERS, list);
    assert_int_equal(n, CTN_RESOURCE_COUNT); /* any resource the bank holds */
    void *b;
    ctn_error err;
    assert_int_equal(BOT->create(g, me, "", 1, &b, &err), CTN_OK);
    ctn_game_observe(g, s, me, view);
    ctn_action a = BOT->choose(b, g, view, me, list, n);
    assert_int_equal(CL_ACT_TYPE(a), CL_A_PICK_GOLD);
    assert_int_equal(CL_ACT_ARG0(a), CTN_ORE);
    /* without ore in the bank it takes something else, legally */
    m->bank[CTN_ORE] = (uint8_t)(m->bank[CTN_ORE] + m->hand[me][CTN_ORE]);
    m->hand[me][CTN_ORE] = 0;
    uint8_t ore = m->bank[CTN_ORE];
    m->hand[(me + 1) % 4][CTN_ORE] = (uint8_t)(m->hand[(me + 1) % 4][CTN_ORE] + ore);
    m->bank[CTN_ORE] = 0;
    n = ctn_game_legal(g, s, me, CTN_LEGAL_NO_OFFERS, list);
    ctn_game_observe(g, s, me, view);
    a = BOT->choose(b, g, view, me, list, n);
    assert_int_equal(CL_ACT_TYPE(a), CL_A_PICK_GOLD);
    assert_int_not_equal(CL_ACT_ARG0(a), CTN_ORE);
    assert_true(ctn_game_is_legal(g, s, me, a));
    BOT->destroy(b);
    free(s), free(view), free(list);
    ctn_game_free(g);
}

/* The pirate against the robber, given a list: the robber only on the bot's own producing hex
 * loses to the pirate; of two pirate moves, the one that robs a player holding cards wins. */
static void test_pirate_when_it_robs(void **state) {
    (void)state;
    ctn_game *g = sea_map_game("new_shores_4", 4, NEW_SHORES);
    ctn_state *s = malloc(g->rules->state_size), *view = malloc(g->rules->state_size);
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    after_random_setup(g, s, 78, list);
    ctn_classic_state_m *m = (ctn_classic_state_m *)s;
    int me = m->actor, victim = (me + 1) % 4, mine = -1, sea[2] = {-1, -1};
    for (int h = 0; h < m->num_hexes; h++) {
        if (m->terrain[h] == CTN_SEA && h != m->pirate) sea[sea[0] >= 0] = h;
        if (mine < 0 && m->number[h] && m->hex_owners[h] == (1u << me)) mine = h;
    }
    assert_true(mine >= 0 && sea[1] >= 0);
    m->hand[victim][CTN_WOOL] = (uint8_t)(m->hand[victim][CTN_WOOL] + 1); /* a card to steal */
    m->bank[CTN_WOOL]--;
    m->phase = CL_PHASE_MOVE_ROBBER;
    ctn_game_observe(g, s, me, view);
    void *b;
    ctn_error err;
    assert_int_equal(BOT->create(g, me, "", 1, &b, &err), CTN_OK);
    ctn_action robber_home = CL_ACT(CL_A_MOVE_ROBBER, mine, 0),
               pirate_idle = CL_ACT(CL_A_MOVE_PIRATE, sea[0], 0),
               pirate_robs = CL_ACT(CL_A_MOVE_PIRATE, sea[1], victim + 1);
    ctn_action first[2] = {robber_home, pirate_idle},
               second[3] = {robber_home, pirate_idle, pirate_robs};
    assert_int_equal(BOT->choose(b, g, view, me, first, 2), pirate_idle);
    assert_int_equal(BOT->choose(b, g, view, me, second, 3), pirate_robs);
    BOT->destroy(b);
    free(s), free(view), free(list);
    ctn_game_free(g);
}

/* Against three random players on "Heading for New Shores", seats rotated. */
static void test_beats_random(void **state) {
    (void)state;
    ctn_game *g = sea_map_game("new_shores_4", 4, NEW_SHORES);
    ctn_match *m;
    ctn_error err;
    assert_int_equal(ctn_match_new(g, &m, &err), CTN_OK);
    int wins = 0, games = 40;
    for (int game = 0; game < games; game++) {
        int seat = game % 4;
        ctn_bot *bots[4];
        for (int p = 0; p < 4; p++)
            assert_int_equal(ctn_bot_new(g, p == seat ? "heuristic" : "random", p,
                                         (uint64_t)(game * 4 + p), &bots[p], &err),
                             CTN_OK);
        ctn_match_result r;
        ctn_match_play(m, bots, 4000 + (uint64_t)game, CTN_LEGAL_NO_OFFERS, 400000, &r);
        wins += r.winner == seat;
        for (int p = 0; p < 4; p++) ctn_bot_free(bots[p]);
    }
    print_message("heuristic won %d of %d Seafarers games against three random players\n", wins,
                  games);
    assert_true(wins > 30);
    ctn_match_free(m);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_on_every_map),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_gold_pick_completes_a_city),
        cmocka_unit_test(test_pirate_when_it_robs),
        cmocka_unit_test(test_beats_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
