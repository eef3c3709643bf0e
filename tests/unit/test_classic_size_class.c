/* test_classic_size_class.c — the Classic state's size classes (catan/classic.h).
 *
 * - The same games in every class: a game forced into the medium or large class (option
 *   size_class) must play exactly as in the standard one: at every step the same actors, the same
 *   legal lists, chance outcomes and weights, the same action texts and points; and every few
 *   steps the same state JSON (full and a player's view), read back by each class to a state that
 *   writes the same JSON.
 * - Which class a game gets: the smallest that holds its board and players; a named class that is
 *   too small, too many players and a standard board for more than six are refused; the
 *   components for seven to twelve players.
 * - The largest board the engine accepts (256 hexes) with 12 players, and the largest medium one
 *   (128 hexes, 6 players): random games with the invariant check after every action, the
 *   oracle against the generator, the view's legal list against the full state's, and the state
 *   JSON read back to the same state.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"

static ctn_game *new_game(int players, ctn_board_kind kind, const ctn_board_desc *board,
                          int size_class, ctn_status want, const char *fragment) {
    ctn_game_config cfg = {0};
    cfg.num_players = players;
    cfg.board_kind = kind;
    cfg.board = board;
    if (size_class >= 0) {
        cfg.num_options = 1;
        cfg.options[0] = (ctn_option_value){"size_class", size_class + 1};
    }
    ctn_game *g = NULL;
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_game_new(&ctn_classic_rules, &cfg, &g, &err);
    if (st != want || (fragment && !strstr(err.message, fragment)))
        fail_msg("%d players: status %d '%s', wanted %d '%s'", players, st, err.message, want,
                 fragment ? fragment : "");
    return g;
}

/* A parallelogram of w x h land hexes: terrains and numbers in turn, hex 0 a desert, harbours
 * on the north-west sides of the top row and the south-east sides of the bottom row (no two
 * share a corner), as many as a board may have. */
static void make_board(ctn_board_desc *b, int w, int h) {
    static const uint8_t TERRAIN[5] = {CTN_FOREST, CTN_HILLS, CTN_PASTURE, CTN_FIELDS,
                                       CTN_MOUNTAINS};
    static const uint8_t NUMBER[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    memset(b, 0, sizeof *b);
    b->robber = 0;
    for (int r = 0; r < h; r++)
        for (int q = 0; q < w; q++) {
            int i = b->num_hexes++;
            b->hexes[i] = (ctn_hex_desc){(int8_t)(q - w / 2), (int8_t)(r - h / 2),
                                         TERRAIN[(q + 2 * r) % 5], NUMBER[(3 * q + r) % 10], 0};
        }
    b->hexes[0].terrain = CTN_DESERT;
    b->hexes[0].number = 0;
    for (int q = 0; q < w && b->num_harbours < CTN_BOARD_MAX_HARBOURS; q++) {
        b->harbours[b->num_harbours++] =
            (ctn_harbour_desc){(int8_t)(q - w / 2), (int8_t)(-h / 2), CTN_DIR_NW,
                               (uint8_t)(q % CTN_HARBOUR_TYPE_COUNT)};
        if (b->num_harbours < CTN_BOARD_MAX_HARBOURS)
            b->harbours[b->num_harbours++] =
                (ctn_harbour_desc){(int8_t)(q - w / 2), (int8_t)(h - 1 - h / 2), CTN_DIR_SE,
                                   (uint8_t)((q + 3) % CTN_HARBOUR_TYPE_COUNT)};
    }
}

/* ---- the same games in every class ---- */

typedef struct {
    ctn_game *g;
    ctn_state *s;
    ctn_rng rng;
} run;


/* The state's JSON; a "hash" field, if the codec ever writes one, is blanked (it is a hash of the
 * bytes, which differ by class). */
static char *json_without_hash(const ctn_game *g, const ctn_state *s) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(g, s, &text, &err), CTN_OK);
    char *h = strstr(text, "\"hash\":\"");
    if (h) memset(h + 8, '-', 16);
    return text;
}

/* Every class writes the same JSON for the same position (full and seat 1's view), and reads it
 * back to a state with the same JSON. */
static void same_json(run *r) {
    char *want[2] = {NULL, NULL};
    for (int c = 0; c < CL_CLASS_COUNT; c++) {
        const ctn_game *g = r[c].g;
        ctn_state *view = malloc(ctn_state_size(g)), *back = calloc(1, ctn_state_size(g));
        ctn_game_observe(g, r[c].s, 1, view);
        const ctn_state *which[2] = {r[c].s, view};
        for (int k = 0; k < 2; k++) {
            char *text = json_without_hash(g, which[k]);
            if (c == 0)
                want[k] = text;
            else if (strcmp(text, want[k]))
                fail_msg("class %d writes other JSON:\n%.400s\nstandard:\n%.400s", c, text,
                         want[k]);
            ctn_error err;
            memset(back, 0, ctn_state_size(g));
            char *full = NULL;
            assert_int_equal(ctn_state_to_json(g, which[k], &full, &err), CTN_OK);
            if (ctn_state_from_json(g, full, strlen(full), back, &err) != CTN_OK)
                fail_msg("class %d: %s", c, err.message);
            char *again = json_without_hash(g, back);
            assert_string_equal(again, want[k]);
            ctn_io_free(again);
            ctn_io_free(full);
            if (c) ctn_io_free(text);
        }
        free(view);
        free(back);
    }
    ctn_io_free(want[0]);
    ctn_io_free(want[1]);
}

static void texts(const ctn_game *g, const ctn_state *s, const ctn_action *a, int n, char *out,
                  size_t cap) {
    size_t used = 0;
    out[0] = 0;
    for (int i = 0; i < n && used + CTN_ACTION_TEXT_MAX + 2 < cap; i++) {
        ctn_action_to_text(g, s, a[i], out + used, cap - used);
        used += strlen(out + used);
        out[used++] = ';';
        out[used] = 0;
    }
}

static void same_games(int players, ctn_board_kind kind, int games) {
    static ctn_action list[CL_CLASS_COUNT][CTN_MAX_ACTIONS];
    static char text[CL_CLASS_COUNT][1 << 16];
    static uint32_t weights[CL_CLASS_COUNT][CTN_MAX_CHANCE];
    run r[CL_CLASS_COUNT];
    for (int c = 0; c < CL_CLASS_COUNT; c++) {
        r[c].g = new_game(players, kind, NULL, c, CTN_OK, NULL);
        assert_int_equal(ctn_classic_size_class(r[c].g), c);
        r[c].s = malloc(ctn_state_size(r[c].g));
    }
    assert_true(ctn_state_size(r[0].g) < ctn_state_size(r[1].g));
    assert_true(ctn_state_size(r[1].g) < ctn_state_size(r[2].g));
    long steps = 0;
    int finished = 0;
    for (int i = 0; i < games; i++) {
        for (int c = 0; c < CL_CLASS_COUNT; c++) {
            ctn_game_init_state(r[c].g, r[c].s, 100u + (unsigned)i);
            ctn_rng_seed(&r[c].rng, 5u + (unsigned)i);
        }
        for (int k = 0; k < 5000 && !ctn_game_is_terminal(r[0].g, r[0].s); k++, steps++) {
            ctn_actors actors = ctn_game_actors(r[0].g, r[0].s);
            int p = ctn_actors_pick(actors);
            unsigned flags = k % 50 == 0 ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS;
            int n[CL_CLASS_COUNT];
            ctn_action pick = 0;
            for (int c = 0; c < CL_CLASS_COUNT; c++) {
                const ctn_game *g = r[c].g;
                assert_int_equal(ctn_game_actors(g, r[c].s), actors);
                n[c] = p == CTN_CHANCE ? ctn_game_chance(g, r[c].s, list[c], weights[c])
                                       : ctn_game_legal(g, r[c].s, p, flags, list[c]);
                texts(g, r[c].s, list[c], n[c], text[c], sizeof text[c]);
                if (c == 0) {
                    pick = p == CTN_CHANCE ? ctn_game_sample_own_chance(g, r[c].s)
                                           : list[c][ctn_rng_below(&r[c].rng, (uint32_t)n[c])];
                    continue;
                }
                if (n[c] != n[0] || strcmp(text[c], text[0]))
                    fail_msg("game %d, step %d, class %d: %d actions '%.300s', standard %d '%.300s'",
                             i, k, c, n[c], text[c], n[0], text[0]);
                if (p == CTN_CHANCE)
                    assert_memory_equal(weights[c], weights[0], (size_t)n[0] * sizeof(uint32_t));
            }
            if (k % 97 == 0) same_json(r);
            for (int c = 0; c < CL_CLASS_COUNT; c++) ctn_game_apply(r[c].g, r[c].s, p, pick);
            for (int q = 0; q < players; q++)
                for (int c = 1; c < CL_CLASS_COUNT; c++) {
                    assert_int_equal(ctn_classic_total_vp(r[c].g, r[c].s, q),
                                     ctn_classic_total_vp(r[0].g, r[0].s, q));
                    assert_int_equal(ctn_classic_longest_road(r[c].g, r[c].s, q),
                                     ctn_classic_longest_road(r[0].g, r[0].s, q));
                }
        }
        finished += ctn_game_is_terminal(r[0].g, r[0].s);
        for (int c = 1; c < CL_CLASS_COUNT; c++)
            assert_int_equal(ctn_game_is_terminal(r[c].g, r[c].s),
                             ctn_game_is_terminal(r[0].g, r[0].s));
    }
    printf("%d players: %d games (%d finished), %ld steps alike in all classes\n", players, games,
           finished, steps);
    assert_true(finished > 0);
    for (int c = 0; c < CL_CLASS_COUNT; c++) {
        free(r[c].s);
        ctn_game_free(r[c].g);
    }
}

static void test_same_games_4p(void **st) {
    (void)st;
    same_games(4, CTN_BOARD_BEGINNER, 4);
}
static void test_same_games_2p(void **st) {
    (void)st;
    same_games(2, CTN_BOARD_RANDOM, 3);
}
static void test_same_games_6p(void **st) {
    (void)st;
    same_games(6, CTN_BOARD_RANDOM, 3);
}

/* ---- which class a game gets ---- */

static void test_class_choice(void **st) {
    (void)st;
    static ctn_board_desc b;
    ctn_game *g = new_game(4, CTN_BOARD_RANDOM, NULL, -1, CTN_OK, NULL);
    assert_int_equal(ctn_classic_size_class(g), CL_CLASS_S);
    assert_int_equal(ctn_state_size(g), sizeof(ctn_classic_state));
    assert_true(ctn_classic_is(g));
    ctn_game_free(g);

    make_board(&b, 8, 5); /* 40 hexes: more than the standard class holds */
    g = new_game(4, CTN_BOARD_EXPLICIT, &b, -1, CTN_OK, NULL);
    assert_int_equal(ctn_classic_size_class(g), CL_CLASS_M);
    assert_int_equal(ctn_state_size(g), sizeof(ctn_classic_state_m));
    assert_string_equal(g->rules->name, "classic");
    assert_true(ctn_classic_is(g));
    ctn_game_free(g);
    new_game(4, CTN_BOARD_EXPLICIT, &b, CL_CLASS_S, CTN_E_OPTION,
             "size_class standard is too small");

    make_board(&b, 5, 4); /* 20 hexes, but seven players */
    g = new_game(7, CTN_BOARD_EXPLICIT, &b, -1, CTN_OK, NULL);
    assert_int_equal(ctn_classic_size_class(g), CL_CLASS_L);
    ctn_state *s = malloc(ctn_state_size(g));
    ctn_game_init_state(g, s, 1);
    const ctn_classic_state_l *l = (const ctn_classic_state_l *)s;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) assert_int_equal(l->bank[r], 48);
    static const uint8_t DECK[CL_DEV_COUNT] = {40, 10, 6, 6, 6}; /* the 5-6 deck twice */
    assert_memory_equal(l->dev_deck, DECK, CL_DEV_COUNT);
    free(s);
    ctn_game_free(g);

    new_game(13, CTN_BOARD_EXPLICIT, &b, -1, CTN_E_ARGUMENT, "2 to 12 players");
    new_game(7, CTN_BOARD_RANDOM, NULL, -1, CTN_E_BOARD, "7 players need a map");
    new_game(9, CTN_BOARD_DEFAULT, NULL, -1, CTN_E_BOARD, "9 players need a map");
}

/* ---- the largest boards ---- */

static void play_checked(const ctn_game *g, int games, long max_steps) {
    static ctn_action full[CTN_MAX_ACTIONS], seen[CTN_MAX_ACTIONS];
    ctn_state *s = malloc(ctn_state_size(g)), *view = malloc(ctn_state_size(g));
    ctn_rng rng;
    ctn_rng_seed(&rng, 11);
    char msg[512];
    long steps = 0, oracle = 0;
    int pieces = 0;
    for (int i = 0; i < games; i++) {
        ctn_game_init_state(g, s, 900u + (unsigned)i);
        for (long k = 0; k < max_steps && !ctn_game_is_terminal(g, s); k++, steps++) {
            if (g->rules->check(g, s, msg, sizeof msg)) fail_msg("step %ld: %s", k, msg);
            int p = ctn_actors_pick(ctn_game_actors(g, s));
            if (k % 200 == 0) { /* the state JSON reads back to the same state */
                char *text = json_without_hash(g, s), *again = NULL;
                ctn_error err;
                memset(view, 0, ctn_state_size(g));
                if (ctn_state_from_json(g, text, strlen(text), view, &err) != CTN_OK)
                    fail_msg("step %ld: %s", k, err.message);
                assert_int_equal(ctn_state_hash(g, view), ctn_state_hash(g, s));
                again = json_without_hash(g, view);
                assert_string_equal(again, text);
                ctn_io_free(text);
                ctn_io_free(again);
            }
            if (k % 10 == 0) {
                assert_int_equal(ctn_oracle_compare(g, s, p, CTN_LEGAL_NO_OFFERS, msg, sizeof msg),
                                 0);
                oracle++;
            }
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, s);
            } else {
                int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, full);
                ctn_game_observe(g, s, p, view);
                assert_int_equal(ctn_game_legal(g, view, p, CTN_LEGAL_NO_OFFERS, seen), n);
                assert_memory_equal(seen, full, (size_t)n * sizeof(ctn_action));
                assert_true(n > 0);
                a = full[ctn_rng_below(&rng, (uint32_t)n)];
            }
            int type = CL_ACT_TYPE(a);
            pieces += type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY;
            ctn_game_apply(g, s, p, a);
        }
    }
    printf("%d players, %d hexes: %d games, %ld steps, %ld oracle comparisons, %d buildings\n",
           g->num_players, ctn_classic_topology(g)->num_hexes, games, steps, oracle, pieces);
    assert_true(pieces > 2 * g->num_players * games); /* past the set-up */
    free(s);
    free(view);
}

static void test_largest_board_12_players(void **st) {
    (void)st;
    static ctn_board_desc b;
    make_board(&b, 16, 16);
    assert_int_equal(b.num_hexes, CTN_BOARD_MAX_HEXES);
    assert_int_equal(b.num_harbours, CTN_BOARD_MAX_HARBOURS);
    ctn_game *g = new_game(12, CTN_BOARD_EXPLICIT, &b, -1, CTN_OK, NULL);
    assert_int_equal(ctn_classic_size_class(g), CL_CLASS_L);
    const ctn_topology *t = ctn_classic_topology(g);
    assert_int_equal(t->num_hexes, 256);
    assert_true(t->num_vertices > CL_M_VERTICES && t->num_edges > CL_M_EDGES);
    play_checked(g, 2, 8000);
    ctn_game_free(g);
}

static void test_largest_medium_board(void **st) {
    (void)st;
    static ctn_board_desc b;
    make_board(&b, 16, 8); /* 128 hexes */
    ctn_game *g = new_game(6, CTN_BOARD_EXPLICIT, &b, -1, CTN_OK, NULL);
    assert_int_equal(ctn_classic_size_class(g), CL_CLASS_M);
    play_checked(g, 2, 8000);
    ctn_game_free(g);
    b.hexes[b.num_hexes++] = (ctn_hex_desc){-9, 0, CTN_FOREST, 5, 0}; /* one more: large */
    g = new_game(6, CTN_BOARD_EXPLICIT, &b, -1, CTN_OK, NULL);
    assert_int_equal(ctn_classic_size_class(g), CL_CLASS_L);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_class_choice),
        cmocka_unit_test(test_same_games_4p),
        cmocka_unit_test(test_same_games_2p),
        cmocka_unit_test(test_same_games_6p),
        cmocka_unit_test(test_largest_board_12_players),
        cmocka_unit_test(test_largest_medium_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
