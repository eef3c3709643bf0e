/* test_env.c — the environment layer (include/catan/env.h) in C, so that the sanitizer build
 * covers it too (the Python tests of python/tests/test_env.py and test_env_games.py cover the
 * binding): along batches of random episodes of Classic with 2-6 players, Seafarers, World, The
 * Struggle for Catan and Rivals (every mode: intro, gold, turmoil, progress, duel, tournament), every incrementally written observation row
 * equals a full encoding, every mask row the engine's legal ids, each id maps back to its
 * action, observations ignore the hidden information a determinization deals anew, rewards come
 * at the end only; refused batches move nothing; unsupported games and bad ids are errors; no two
 * Rivals actions share an id but swaps that differ in their card only. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "catan/env.h"
#include "catan/game.h"
#include "catan/io.h"
#include "catan/rivals.h"

enum { ENVS = 6 };

/* A game of the rule set `name` as a game spec makes it (its default map, say World's);
 * options: its options as JSON (Rivals' mode and turn limit), or NULL. */
static ctn_game *game_of(const char *name, int players, const char *options) {
    char json[256];
    if (options)
        snprintf(json, sizeof json, "{\"game\": \"%s\", \"players\": %d, \"options\": %s}", name,
                 players, options);
    else
        snprintf(json, sizeof json, "{\"game\": \"%s\", \"players\": %d}", name, players);
    ctn_game_spec spec;
    ctn_error err;
    assert_int_equal(ctn_game_spec_from_json(json, strlen(json), &spec, &err), CTN_OK);
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    return g;
}

static ctn_game *classic(int players) {
    return game_of("classic", players, NULL);
}

static ctn_state *state_at(const ctn_game *g, void *envs, int i) {
    size_t slot = (sizeof(ctn_env_slot) + 63) & ~(size_t)63;
    return (ctn_state *)((char *)envs + (size_t)i * ctn_env_stride(g) + slot);
}

static int seat_at(const ctn_game *g, void *envs, int i) {
    return ((ctn_env_slot *)((char *)envs + (size_t)i * ctn_env_stride(g)))->seat;
}

typedef struct batch {
    const ctn_game *g;
    void *envs;
    int obs_size, count;
    int one_to_one; /* every legal action has an id of its own */
    uint8_t *obs, *mask, *terminated, *truncated, *scratch_obs, *scratch_mask;
    float *rewards;
    ctn_env_out out;
} batch;

static batch batch_new(const ctn_game *g) {
    batch b = {0};
    b.g = g;
    b.envs = aligned_alloc(64, ENVS * ctn_env_stride(g));
    b.obs_size = ctn_env_obs_size(g);
    b.count = ctn_env_action_count(g);
    b.obs = malloc((size_t)(ENVS * b.obs_size));
    b.mask = malloc((size_t)(ENVS * b.count));
    b.scratch_obs = malloc((size_t)b.obs_size);
    b.scratch_mask = malloc((size_t)b.count);
    b.rewards = malloc(ENVS * sizeof *b.rewards);
    b.terminated = malloc(ENVS);
    b.truncated = malloc(ENVS);
    b.out = (ctn_env_out){b.obs,      b.mask, b.rewards, b.terminated,
                          b.truncated, NULL,   NULL,      NULL,         NULL};
    return b;
}

static void batch_free(batch *b) {
    free(b->envs), free(b->obs), free(b->mask), free(b->scratch_obs), free(b->scratch_mask);
    free(b->rewards), free(b->terminated), free(b->truncated);
}

/* Row i against a full encoding, the engine's legal list and the id mapping both ways. */
static void check_row(batch *b, int i, ctn_action *list) {
    const ctn_game *g = b->g;
    ctn_state *s = state_at(g, b->envs, i);
    int seat = seat_at(g, b->envs, i);
    ctn_env_encode(g, s, seat, b->scratch_obs);
    assert_memory_equal(b->obs + i * b->obs_size, b->scratch_obs, (size_t)b->obs_size);
    ctn_env_mask(g, s, seat, b->scratch_mask, list);
    assert_memory_equal(b->mask + i * b->count, b->scratch_mask, (size_t)b->count);
    int n = ctn_game_legal(g, s, seat, CTN_LEGAL_NO_OFFERS, list);
    assert_true(n > 0);
    for (int k = 0; k < n; k++) {
        int id = ctn_env_action_to_id(g, s, seat, list[k]);
        assert_true(id >= 0 && id < b->count);
        assert_int_equal(b->mask[i * b->count + id], 1);
        ctn_action back;
        ctn_error err;
        assert_int_equal(ctn_env_action_from_id(g, s, seat, id, &back, &err), CTN_OK);
        if (b->one_to_one)
            assert_int_equal(back, list[k]);
        else { /* Rivals' swaps: the id names the swap; some card that makes it */
            assert_true(ctn_game_is_legal(g, s, seat, back) &&
                        ctn_env_action_to_id(g, s, seat, back) == id);
            int t = RV_ACT_TYPE(back);
            assert_true(back == list[k] || ((t == RV_A_SWAP_REGIONS || t == RV_A_SWAP_CARDS) &&
                                            RV_ACT_TYPE(list[k]) == t && RV_ACT_B(back) == RV_ACT_B(list[k]) &&
                                            RV_ACT_C(back) == RV_ACT_C(list[k])));
        }
    }
}

/* The seat's observation of row i does not change when the hidden information is dealt anew. */
static void check_hidden(batch *b, int i, ctn_rng *rng, ctn_state *view) {
    const ctn_game *g = b->g;
    for (int seat = 0; seat < g->num_players; seat++) {
        ctn_game_observe(g, state_at(g, b->envs, i), seat, view);
        ctn_game_determinize(g, view, rng, view);
        ctn_env_encode(g, view, seat, b->scratch_obs);
        uint8_t *direct = malloc((size_t)b->obs_size);
        ctn_env_encode(g, state_at(g, b->envs, i), seat, direct);
        assert_memory_equal(direct, b->scratch_obs, (size_t)b->obs_size);
        free(direct);
    }
}

static int32_t random_id(batch *b, int i, ctn_rng *rng) {
    int32_t legal[CTN_ENV_MAX_ACTIONS], n = 0;
    for (int id = 0; id < b->count; id++)
        if (b->mask[i * b->count + id]) legal[n++] = id;
    assert_true(n > 0);
    return legal[ctn_rng_below(rng, (uint32_t)n)];
}

static void play_game_batches(ctn_game *g, int steps, int one_to_one) {
    batch b = batch_new(g);
    b.one_to_one = one_to_one;
    int players = g->num_players;
    ctn_error err;
    ctn_action *list = malloc(CTN_MAX_ACTIONS * sizeof *list);
    ctn_state *view = malloc(ctn_state_size(g));
    ctn_rng rng;
    ctn_rng_seed(&rng, (uint64_t)players);
    assert_int_equal(ctn_env_batch_reset(g, b.envs, ENVS, 7, CTN_ENV_SEAT_RANDOM, &b.out, &err),
                     CTN_OK);
    int ended = 0;
    for (int step = 0; step < steps; step++) {
        int32_t actions[ENVS];
        for (int i = 0; i < ENVS; i++) actions[i] = random_id(&b, i, &rng);
        assert_int_equal(
            ctn_env_batch_step(g, b.envs, ENVS, actions, 0, 0, NULL, NULL, &b.out, &err), CTN_OK);
        for (int i = 0; i < ENVS; i++) {
            check_row(&b, i, list);
            if (!b.terminated[i]) assert_true(b.rewards[i] == 0.0f);
            ended += b.terminated[i];
            assert_int_equal(b.truncated[i], 0);
            if (step % 97 == 0) check_hidden(&b, i, &rng, view);
        }
    }
    assert_true(ended > 0 || steps < 2500);
    free(list), free(view);
    batch_free(&b);
    ctn_game_free(g);
}

static void play_batches(int players) {
    play_game_batches(classic(players), 2500, 1);
}

static void test_batches_seafarers(void **s) {
    (void)s;
    play_game_batches(game_of("seafarers", 4, NULL), 2500, 1);
}
static void test_batches_world(void **s) {
    (void)s;
    play_game_batches(game_of("world", 8, NULL), 150, 1);
}
static void test_batches_struggle(void **s) {
    (void)s;
    play_game_batches(game_of("struggle", 2, NULL), 2500, 1);
    play_game_batches(game_of("struggle", 5, NULL), 2500, 1);
}
/* Random Rivals games give up cards and seldom end: the themes' end at turn 150 (undecided). */
static void test_batches_rivals(void **s) {
    (void)s;
    play_game_batches(game_of("rivals", 2, "{\"mode\": \"intro\"}"), 2500, 0);
    static const char *const THEMES[] = {"gold", "turmoil", "progress", "duel", "tournament"};
    for (int m = 0; m < 5; m++) {
        char options[64];
        snprintf(options, sizeof options, "{\"mode\": \"%s\", \"turn_limit\": 150}", THEMES[m]);
        play_game_batches(game_of("rivals", 2, options), 2500, 0);
    }
}

/* Every Rivals action with arguments in range has an id of its own (swaps: whatever the card),
 * in every mode: the whole argument space (cards, sites, columns, build ways) against the ids. */
static void test_rivals_ids_distinct(void **s) {
    (void)s;
    static const char *const MODES[] = {"intro", "gold", "turmoil", "progress", "duel", "tournament"};
    for (int m = 0; m < 6; m++) {
        char options[48];
        snprintf(options, sizeof options, "{\"mode\": \"%s\"}", MODES[m]);
        ctn_game *g = game_of("rivals", 2, options);
        ctn_state *state = malloc(ctn_state_size(g));
        ctn_game_init_state(g, state, 1);
        int count = ctn_env_action_count(g), d = ctn_rivals_num_draw_cards(g), named = 0;
        ctn_action *owner = calloc((size_t)count, sizeof *owner);
        for (int t = RV_A_NONE + 1; t < RV_A_TYPE_COUNT; t++) {
            int swap = t == RV_A_SWAP_REGIONS || t == RV_A_SWAP_CARDS;
            for (int a = 0; a <= (swap ? 0 : 48 + d); a++)
                for (int b = 0; b <= 48 + d; b++)
                    for (int c = 0; c < 49; c++) {
                        int bb = b > 48 + d - 1 ? RV_NONE : b; /* the last: none (Scout) */
                        ctn_action x = RV_ACT(t, a, bb, c);
                        int id = ctn_env_action_to_id(g, state, 0, x);
                        if (id < 0) continue;
                        assert_true(id < count);
                        assert_int_equal(owner[id], 0); /* no other action has this id */
                        owner[id] = x;
                        named++;
                    }
        }
        assert_int_equal(named, count); /* and every id names one */
        free(owner), free(state);
        ctn_game_free(g);
    }
}

/* Every legal action of p in state has an id that decodes back to it; returns how many name a play
 * argument past the deck's cards. */
static int encode_all(const ctn_game *g, const ctn_state *state, int p) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(g, state, p, 0, list), wide = 0;
    for (int i = 0; i < n; i++) {
        int id = ctn_env_action_to_id(g, state, p, list[i]);
        ctn_action back;
        ctn_error err;
        if (id < 0) fail_msg("no id for a legal action (type %d, b %d)", RV_ACT_TYPE(list[i]), RV_ACT_B(list[i]));
        assert_int_equal(ctn_env_action_from_id(g, state, p, id, &back, &err), CTN_OK);
        assert_int_equal(back, list[i]);
        wide += RV_ACT_TYPE(list[i]) == RV_A_PLAY && RV_ACT_B(list[i]) >= ctn_rivals_num_draw_cards(g);
    }
    return wide;
}

/* Every legal action of a tournament of two decks/sages.deck has an id that decodes back to it:
 * the Manifesto's attack card paid (RV_MANIFESTO_ATTACK + card, R-210) goes past the deck's card
 * count (blue's, card ids 35 to 69: b up to 105), the Grove of Great Foresight's events
 * have their own range. The heuristic plays; each position's whole legal list is encoded and
 * decoded; blue's Manifesto paid with his last card has an id. */
/* Heuristic tournament games of g: every legal action of every position encoded and decoded; how
 * many had a play argument past the deck's cards. The last position stays in state. */
static int tournament_games_encodable(ctn_game *g, ctn_state *state, ctn_state *scratch) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int wide = 0;
    for (int game = 0; game < 8; game++) {
        ctn_bot *bots[2];
        ctn_error err;
        for (int p = 0; p < 2; p++) assert_int_equal(ctn_bot_new(g, "heuristic", p, 5 + (uint64_t)game, &bots[p], &err), CTN_OK);
        ctn_rng rng;
        ctn_rng_seed(&rng, 70 + (uint64_t)game);
        ctn_game_init_state(g, state, 20 + (uint64_t)game);
        for (int step = 0; step < 20000 && !ctn_game_is_terminal(g, state); step++) {
            int p = ctn_actors_pick(ctn_game_actors(g, state));
            ctn_action a;
            if (p == CTN_CHANCE) a = ctn_game_sample_chance(g, state, &rng);
            else {
                wide += encode_all(g, state, p);
                assert_int_equal(ctn_bot_choose(bots[p], g, state, p, 0, scratch, list, &a), 0);
            }
            ctn_game_apply(g, state, p, a);
        }
        ctn_bot_free(bots[0]);
        ctn_bot_free(bots[1]);
    }
    print_message("%d legal actions with a play argument past the deck's cards\n", wide);
    return wide;
}

static void test_rivals_sages_tournament_encodable(void **s) {
    (void)s;
    ctn_game *g = game_of("rivals", 2, "{\"mode\": \"tournament\"}, \"decks\": [\"sages\", \"sages\"]");
    ctn_state *state = malloc(ctn_state_size(g)), *scratch = malloc(ctn_state_size(g));
    tournament_games_encodable(g, state, scratch);
    int d = ctn_rivals_num_draw_cards(g); /* blue's Manifesto paid with his last card, an attack: an id (was -1) */
    assert_true(ctn_env_action_to_id(g, state, 1, RV_ACT(RV_A_PLAY, d - 2, RV_MANIFESTO_ATTACK + d - 1, 0)) >= 0);
    free(state), free(scratch);
    ctn_game_free(g);
}

/* The Era of Prosperity in the tournament: its road complements' and Thieves' Hideout's
 * plays (the Traveling Theater's move the widest, RV_RC_MOVE + the last region position) have ids. */
static void test_rivals_prosperity_tournament_encodable(void **s) {
    (void)s;
    ctn_game *g = game_of("rivals", 2, "{\"mode\": \"tournament\"}, \"decks\": [\"prosperity\", \"heroes\"]");
    ctn_state *state = malloc(ctn_state_size(g)), *scratch = malloc(ctn_state_size(g));
    tournament_games_encodable(g, state, scratch);
    assert_true(ctn_env_action_to_id(g, state, 0, RV_ACT(RV_A_PLAY, 0, RV_RC_MOVE + RV_REGION_POS - 1, 0)) >= 0);
    assert_true(ctn_env_action_to_id(g, state, 1, RV_ACT(RV_A_PLAY, 0, RV_HIDEOUT_OFF, 0)) >= 0);
    free(state), free(scratch);
    ctn_game_free(g);
}

static void test_batches_2(void **s) {
    (void)s;
    play_batches(2);
}
static void test_batches_4(void **s) {
    (void)s;
    play_batches(4);
}
static void test_batches_6(void **s) {
    (void)s;
    play_batches(6);
}

static void test_refused_batch_moves_nothing(void **s) {
    (void)s;
    ctn_game *g = classic(4);
    batch b = batch_new(g);
    ctn_error err;
    assert_int_equal(ctn_env_batch_reset(g, b.envs, ENVS, 1, 0, &b.out, &err), CTN_OK);
    size_t bytes = ENVS * ctn_env_stride(g);
    void *before = malloc(bytes);
    memcpy(before, b.envs, bytes);
    int32_t actions[ENVS];
    ctn_rng rng;
    ctn_rng_seed(&rng, 1);
    for (int i = 0; i < ENVS; i++) actions[i] = random_id(&b, i, &rng);
    int32_t illegal = 0; /* roll: not legal in set-up */
    assert_int_equal(b.mask[3 * b.count + illegal], 0);
    int32_t saved = actions[3];
    actions[3] = illegal;
    assert_int_equal(ctn_env_batch_step(g, b.envs, ENVS, actions, 0, 0, NULL, NULL, &b.out, &err),
                     CTN_E_ILLEGAL);
    assert_non_null(strstr(err.message, "environment 3"));
    actions[3] = b.count;
    assert_int_equal(ctn_env_batch_step(g, b.envs, ENVS, actions, 0, 0, NULL, NULL, &b.out, &err),
                     CTN_E_ILLEGAL);
    actions[3] = -5;
    assert_int_equal(ctn_env_batch_step(g, b.envs, ENVS, actions, 0, 0, NULL, NULL, &b.out, &err),
                     CTN_E_ILLEGAL);
    assert_memory_equal(before, b.envs, bytes);
    actions[3] = saved;
    assert_int_equal(ctn_env_batch_step(g, b.envs, ENVS, actions, 0, 0, NULL, NULL, &b.out, &err),
                     CTN_OK);
    free(before);
    batch_free(&b);
    ctn_game_free(g);
}

static void test_unsupported_and_bad_arguments(void **s) {
    (void)s;
    ctn_error err;
    /* every rule set has a space now: no game at all is the one left unsupported */
    assert_int_equal(ctn_env_supported(NULL, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_env_obs_size(NULL), 0);
    assert_int_equal(ctn_env_action_count(NULL), 0);
    ctn_game *g = classic(3);
    ctn_state *state = malloc(ctn_state_size(g));
    ctn_game_init_state(g, state, 1);
    ctn_action a;
    assert_int_equal(ctn_env_action_from_id(g, state, 0, ctn_env_action_count(g), &a, &err),
                     CTN_E_ARGUMENT);
    assert_int_equal(ctn_env_action_from_id(g, state, 0, -1, &a, &err), CTN_E_ARGUMENT);
    batch b = batch_new(g);
    assert_int_equal(ctn_env_batch_reset(g, b.envs, ENVS, 1, 3, &b.out, &err), CTN_E_ARGUMENT);
    assert_int_equal(ctn_env_batch_reset(g, b.envs, -1, 1, 0, &b.out, &err), CTN_E_ARGUMENT);
    batch_free(&b);
    free(state);
    ctn_game_free(g);
}

/* The Era of Intrigue's cards outside the sites count in their principality's card plane: the
 * Temple under Bran in its owner's (own for him, the opponent's for the other seat), the Red Light
 * Tavern in the principality of the road it lies on (the last 9 planes: own principality is the
 * 6th, the opponent's the 7th). */
static void test_rivals_laid_cards_observed(void **s) {
    (void)s;
    ctn_game *g = game_of("rivals", 2, "{\"mode\": \"intrigue\"}");
    ctn_rivals_state st;
    ctn_game_init_state(g, (ctn_state *)&st, 3);
    int d = ctn_rivals_num_draw_cards(g), size = ctn_env_obs_size(g), temple = -1, tavern = -1;
    for (int c = 0; c < d; c++) {
        const char *key = ctn_rivals_cards[ctn_rivals_kind(g, &st, c)].key;
        if (temple < 0 && !strcmp(key, "odins_temple")) temple = c;
        if (!strcmp(key, "red_light_tavern")) tavern = c;
    }
    assert_true(temple >= 0 && tavern >= 0);
    uint8_t *obs = malloc((size_t)size);
    const uint8_t *own = obs + size - 4 * d, *theirs = obs + size - 3 * d;
    ctn_env_encode(g, (ctn_state *)&st, 1, obs);
    assert_int_equal(own[temple] | own[tavern] | theirs[temple] | theirs[tavern], 0);
    st.laid[1][0] = (uint8_t)(temple + 1); /* only the encoding is looked at: the card stays put */
    st.tavern[0][0] = (uint8_t)(tavern + 1), st.tavern[0][1] = 7;
    ctn_env_encode(g, (ctn_state *)&st, 1, obs);
    assert_int_equal(own[temple], 1);
    assert_int_equal(theirs[tavern], 1);
    ctn_env_encode(g, (ctn_state *)&st, 0, obs);
    assert_int_equal(theirs[temple], 1);
    assert_int_equal(own[tavern], 1);
    free(obs);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batches_2),
        cmocka_unit_test(test_batches_4),
        cmocka_unit_test(test_batches_6),
        cmocka_unit_test(test_batches_seafarers),
        cmocka_unit_test(test_batches_world),
        cmocka_unit_test(test_batches_struggle),
        cmocka_unit_test(test_batches_rivals),
        cmocka_unit_test(test_rivals_ids_distinct),
        cmocka_unit_test(test_rivals_sages_tournament_encodable),
        cmocka_unit_test(test_rivals_prosperity_tournament_encodable),
        cmocka_unit_test(test_rivals_laid_cards_observed),
        cmocka_unit_test(test_refused_batch_moves_nothing),
        cmocka_unit_test(test_unsupported_and_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
