/* test_io_state.c — the Classic state JSON codec: byte-identical round trips of full states
 * along random games (2-6 players, several options), views that round-trip and leak nothing,
 * and rejection of broken input (each error path returns bad_state or parse_error and leaves
 * the output untouched), plus random mutations of valid JSON that must never crash.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "catan/classic.h"
#include "catan/io.h"

typedef struct {
    ctn_game *game;
    ctn_state *state;
    ctn_action list[CTN_MAX_ACTIONS];
} fixture;

static ctn_game *make_game(int players, const char *options_json) {
    char text[512];
    snprintf(text, sizeof text, "{\"game\":\"classic\",\"players\":%d,\"options\":%s}", players,
             options_json ? options_json : "{}");
    ctn_game_spec spec;
    ctn_error err;
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_spec_from_json(text, strlen(text), &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    return g;
}

static fixture *fixture_new(int players, const char *options, uint64_t seed) {
    fixture *f = calloc(1, sizeof *f);
    f->game = make_game(players, options);
    f->state = calloc(1, ctn_state_size(f->game));
    ctn_game_init_state(f->game, f->state, seed);
    return f;
}

static void fixture_free(fixture *f) {
    free(f->state);
    ctn_game_free(f->game);
    free(f);
}

/* One random action: a random actor, offers now and then so trades are exercised too. */
static void random_step(fixture *f, ctn_rng *rng) {
    ctn_actors actors = ctn_game_actors(f->game, f->state);
    int who[CTN_MAX_PLAYERS + 1], k = 0;
    for (int p = 0; p < 32; p++)
        if (actors & (1u << p)) who[k++] = p;
    int p = who[ctn_rng_below(rng, (uint32_t)k)];
    ctn_action a;
    if (p == CTN_CHANCE) {
        a = ctn_game_sample_chance(f->game, f->state, rng);
    } else {
        unsigned flags = ctn_rng_below(rng, 25) == 0 ? CTN_LEGAL_ALL : CTN_LEGAL_NO_OFFERS;
        int n = ctn_game_legal(f->game, f->state, p, flags, f->list);
        assert_true(n > 0);
        a = f->list[ctn_rng_below(rng, (uint32_t)n)];
    }
    ctn_game_apply(f->game, f->state, p, a);
}

static char *to_json(const ctn_game *g, const ctn_state *s) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(g, s, &text, &err), CTN_OK);
    return text;
}

/* from_json(to_json(s)) == s, byte for byte. */
static void assert_round_trip(const ctn_game *g, const ctn_state *s) {
    char *text = to_json(g, s);
    size_t size = ctn_state_size(g);
    ctn_state *back = malloc(size);
    memset(back, 0xAB, size);
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_state_from_json(g, text, strlen(text), back, &err);
    if (st != CTN_OK) fprintf(stderr, "from_json failed: %s\n%s\n", err.message, text);
    assert_int_equal(st, CTN_OK);
    if (memcmp(back, s, size) != 0) {
        for (size_t i = 0; i < size; i++)
            if (((unsigned char *)back)[i] != ((const unsigned char *)s)[i]) {
                fprintf(stderr, "first difference at byte %zu\n", i);
                break;
            }
    }
    assert_memory_equal(back, s, size);
    free(back);
    free(text);
}

static void play_and_check(int players, const char *options, uint64_t seed, int max_steps,
                           int check_views) {
    fixture *f = fixture_new(players, options, seed);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed * 7919u + 1);
    ctn_state *view = malloc(ctn_state_size(f->game));
    for (int step = 0; step < max_steps && !ctn_game_is_terminal(f->game, f->state); step++) {
        if (step < 300 || step % 3 == 0) assert_round_trip(f->game, f->state);
        if (check_views && step % 7 == 0) {
            int viewer = step % 14 == 0 ? CTN_VIEW_PUBLIC : (int)(step / 7) % players;
            memset(view, 0, ctn_state_size(f->game));
            ctn_game_observe(f->game, f->state, viewer, view);
            assert_round_trip(f->game, view);
        }
        random_step(f, &rng);
    }
    assert_round_trip(f->game, f->state);
    free(view);
    fixture_free(f);
}

static void test_round_trip_four_players(void **st) {
    (void)st;
    for (uint64_t seed = 1; seed <= 4; seed++) play_and_check(4, NULL, seed, 3000, 1);
}

static void test_round_trip_other_counts(void **st) {
    (void)st;
    play_and_check(2, NULL, 11, 2000, 1);
    play_and_check(3, "{\"tie_returns_card\":true}", 12, 2000, 1);
    play_and_check(5, NULL, 13, 2000, 1);
    play_and_check(6, "{\"turn_mode\":\"paired\"}", 14, 2000, 1);
    play_and_check(4, "{\"progress_return\":true,\"bank_shortage\":\"strict\"}", 15, 3000, 1);
    play_and_check(4, "{\"turn_limit\":5}", 16, 3000, 0);
}

/* ---- views leak nothing ---- */

static json_t *parse(const char *text) {
    json_error_t e;
    json_t *j = json_loads(text, 0, &e);
    assert_non_null(j);
    return j;
}

/* Plays until every player holds cards and someone holds a development card. */
static fixture *busy_game(void) {
    fixture *f = fixture_new(4, NULL, 99);
    ctn_rng rng;
    ctn_rng_seed(&rng, 5);
    for (int i = 0; i < 5000; i++) {
        const ctn_classic_state *s = (const ctn_classic_state *)f->state;
        int dev = 0, cards = 1;
        for (int p = 0; p < 4; p++) {
            for (int c = 0; c < CL_DEV_COUNT; c++) dev += s->dev_hand[p][c];
            int h = 0;
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++) h += s->hand[p][r];
            cards &= h > 0;
        }
        if (dev && cards && s->phase == CL_PHASE_MAIN) break;
        random_step(f, &rng);
    }
    return f;
}

static void test_views_hide_cards(void **st) {
    (void)st;
    fixture *f = busy_game();
    ctn_error err;
    for (int viewer = -2; viewer < 4; viewer++) {
        if (viewer == -1) continue;
        char *text = NULL;
        assert_int_equal(ctn_state_view_to_json(f->game, f->state, viewer, &text, &err), CTN_OK);
        json_t *j = parse(text);
        assert_null(json_object_get(j, "rng"));
        assert_null(json_object_get(json_object_get(j, "deck"), "cards"));
        json_t *players = json_object_get(j, "players");
        for (int p = 0; p < 4; p++) {
            json_t *pl = json_array_get(players, (size_t)p);
            int visible = p == viewer;
            assert_int_equal(json_object_get(pl, "hand") != NULL, visible);
            assert_int_equal(json_object_get(pl, "dev_cards") != NULL, visible);
            assert_int_equal(json_object_get(pl, "dev_new") != NULL, visible);
            assert_int_equal(json_object_get(pl, "total_vp") != NULL, visible);
            assert_non_null(json_object_get(pl, "hand_count"));
            assert_non_null(json_object_get(pl, "dev_count"));
        }
        json_decref(j);
        free(text);
    }
    /* the full view shows everything, and the counts agree with the views' */
    char *full = NULL, *pub = NULL;
    assert_int_equal(ctn_state_view_to_json(f->game, f->state, CTN_VIEW_ALL, &full, &err), CTN_OK);
    assert_int_equal(ctn_state_view_to_json(f->game, f->state, CTN_VIEW_PUBLIC, &pub, &err),
                     CTN_OK);
    json_t *jf = parse(full), *jp = parse(pub);
    assert_non_null(json_object_get(jf, "rng"));
    for (size_t p = 0; p < 4; p++) {
        json_t *a = json_array_get(json_object_get(jf, "players"), p);
        json_t *b = json_array_get(json_object_get(jp, "players"), p);
        assert_int_equal(json_integer_value(json_object_get(a, "hand_count")),
                         json_integer_value(json_object_get(b, "hand_count")));
        assert_int_equal(json_integer_value(json_object_get(a, "dev_count")),
                         json_integer_value(json_object_get(b, "dev_count")));
    }
    assert_int_equal(json_integer_value(json_object_get(json_object_get(jf, "deck"), "count")),
                     json_integer_value(json_object_get(json_object_get(jp, "deck"), "count")));
    json_decref(jf);
    json_decref(jp);
    free(full);
    free(pub);
    fixture_free(f);
}

static void test_geometry(void **st) {
    (void)st;
    fixture *f = fixture_new(4, NULL, 3);
    char *text = to_json(f->game, f->state);
    json_t *j = parse(text);
    const ctn_topology *t = ctn_classic_topology(f->game);
    json_t *hexes = json_object_get(j, "hexes"), *verts = json_object_get(j, "vertices");
    json_t *edges = json_object_get(j, "edges"), *harbours = json_object_get(j, "harbours");
    assert_int_equal(json_array_size(hexes), 19);
    assert_int_equal(json_array_size(verts), 54);
    assert_int_equal(json_array_size(edges), 72);
    assert_int_equal(json_array_size(harbours), 9);
    int robbers = 0;
    for (size_t h = 0; h < 19; h++) {
        json_t *x = json_array_get(hexes, h);
        assert_int_equal(json_integer_value(json_object_get(x, "q")), t->hex_q[h]);
        assert_int_equal(json_integer_value(json_object_get(x, "r")), t->hex_r[h]);
        robbers += json_is_true(json_object_get(x, "robber"));
    }
    assert_int_equal(robbers, 1);
    json_t *v0 = json_array_get(verts, 0);
    assert_int_equal(json_integer_value(json_object_get(v0, "x")), t->vertex_x[0]);
    assert_true(json_is_array(json_object_get(v0, "hexes")));
    json_t *e0 = json_array_get(edges, 0);
    assert_int_equal(json_array_size(json_object_get(e0, "vertices")), 2);
    json_t *h0 = json_array_get(harbours, 0);
    assert_int_equal(json_array_size(json_object_get(h0, "vertices")), 2);
    assert_true(json_is_string(json_object_get(h0, "type")));
    json_decref(j);
    free(text);
    fixture_free(f);
}

/* ---- rejection of broken input ---- */

/* Applies `edit` to the JSON of a busy game's state and expects `code`, out untouched. */
static void expect_rejected(fixture *f, void (*edit)(json_t *), ctn_status code,
                            const char *fragment) {
    char *text = to_json(f->game, f->state);
    json_t *j = parse(text);
    edit(j);
    char *bad = json_dumps(j, JSON_COMPACT);
    size_t size = ctn_state_size(f->game);
    ctn_state *out = malloc(size);
    memset(out, 0x5A, size);
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_state_from_json(f->game, bad, strlen(bad), out, &err);
    if (st != code || !strstr(err.message, fragment))
        fprintf(stderr, "expected %s containing '%s', got %s: %s\n", ctn_status_name(code),
                fragment, ctn_status_name(st), err.message);
    assert_int_equal(st, code);
    assert_non_null(strstr(err.message, fragment));
    for (size_t i = 0; i < size; i++) assert_int_equal(((unsigned char *)out)[i], 0x5A);
    free(out);
    free(bad);
    json_decref(j);
    free(text);
}

static json_t *player0(json_t *j) {
    return json_array_get(json_object_get(j, "players"), 0);
}
static json_t *player1(json_t *j) {
    return json_array_get(json_object_get(j, "players"), 1);
}

static void e_phase(json_t *j) {
    json_object_set_new(j, "phase", json_string("lunch"));
}
static void e_sea_phase(json_t *j) {
    json_object_set_new(j, "phase", json_string("move_ship"));
}
static void e_phase_type(json_t *j) {
    json_object_set_new(j, "phase", json_integer(3));
}
static void e_players(json_t *j) {
    json_object_set_new(j, "num_players", json_integer(3));
}
static void e_player_dropped(json_t *j) {
    json_array_remove(json_object_get(j, "players"), 3);
}
static void e_player_added(json_t *j) {
    json_array_append(json_object_get(j, "players"), player0(j));
}
static void e_game(json_t *j) {
    json_object_set_new(j, "game", json_string("rivals"));
}
static void e_missing(json_t *j) {
    json_object_del(j, "bank");
}
static void e_unknown(json_t *j) {
    json_object_set_new(j, "colour", json_string("red"));
}
static void e_bank(json_t *j) {
    json_t *b = json_object_get(j, "bank");
    json_object_set_new(b, "ore", json_integer(json_integer_value(json_object_get(b, "ore")) + 1));
}
static void e_bank_range(json_t *j) {
    json_object_set_new(json_object_get(j, "bank"), "ore", json_integer(256));
}
static void e_resource(json_t *j) {
    json_object_set_new(json_object_get(j, "bank"), "gold", json_integer(1));
}
static void e_hex(json_t *j) {
    json_object_set_new(json_array_get(json_object_get(j, "hexes"), 3), "q", json_integer(9));
}
static void e_number(json_t *j) {
    json_t *hexes = json_object_get(j, "hexes");
    for (size_t i = 0; i < json_array_size(hexes); i++)
        if (json_is_integer(json_object_get(json_array_get(hexes, i), "number"))) {
            json_object_set_new(json_array_get(hexes, i), "number", json_integer(7));
            return;
        }
}
static void e_robber(json_t *j) {
    json_object_set_new(j, "robber", json_integer(19));
}
static void e_vertex(json_t *j) {
    json_array_append_new(json_object_get(player0(j), "roads"), json_integer(72));
}
static void e_shared_vertex(json_t *j) {
    json_t *v = json_array_get(json_object_get(player0(j), "settlements"), 0);
    json_array_append(json_object_get(player1(j), "cities"), v);
}
static void e_duplicate_id(json_t *j) {
    json_t *roads = json_object_get(player0(j), "roads");
    json_array_append(roads, json_array_get(roads, 0));
}
static void e_seat(json_t *j) {
    json_object_set_new(j, "current", json_integer(4));
}
static void e_winner(json_t *j) {
    json_object_set_new(j, "winner", json_integer(1));
}
static void e_road_length(json_t *j) {
    json_object_set_new(player0(j), "road_length", json_integer(14));
}
static void e_rng(json_t *j) {
    json_array_set_new(json_object_get(j, "rng"), 2, json_string("xyz"));
}
static void e_deck_count(json_t *j) {
    json_object_set_new(json_object_get(j, "deck"), "count", json_integer(3));
}
static void e_hand(json_t *j) {
    json_object_set_new(json_object_get(player1(j), "hand"), "wool", json_integer(200));
}
static void e_seat_order(json_t *j) {
    json_object_set_new(player1(j), "seat", json_integer(0));
}
static void e_too_many_roads(json_t *j) {
    json_t *roads = json_object_get(player0(j), "roads");
    json_array_clear(roads);
    for (int e = 50; e < 66; e++) json_array_append_new(roads, json_integer(e));
}

static void test_rejects_broken_states(void **st) {
    (void)st;
    fixture *f = busy_game();
    expect_rejected(f, e_phase, CTN_E_STATE, "phase");
    expect_rejected(f, e_phase_type, CTN_E_STATE, "phase");
    expect_rejected(f, e_sea_phase, CTN_E_STATE, "move_ship is a Seafarers phase");
    expect_rejected(f, e_players, CTN_E_STATE, "num_players");
    expect_rejected(f, e_player_dropped, CTN_E_STATE, "players: expected 4 entries, not 3");
    expect_rejected(f, e_player_added, CTN_E_STATE, "players: expected 4 entries, not 5");
    expect_rejected(f, e_game, CTN_E_STATE, "game");
    expect_rejected(f, e_missing, CTN_E_STATE, "missing field bank");
    expect_rejected(f, e_unknown, CTN_E_STATE, "colour");
    expect_rejected(f, e_bank, CTN_E_STATE, "ore");
    expect_rejected(f, e_bank_range, CTN_E_STATE, "bank.ore");
    expect_rejected(f, e_resource, CTN_E_STATE, "gold");
    expect_rejected(f, e_hex, CTN_E_STATE, "hexes[3]");
    expect_rejected(f, e_number, CTN_E_STATE, "number");
    expect_rejected(f, e_robber, CTN_E_STATE, "robber");
    expect_rejected(f, e_vertex, CTN_E_STATE, "roads");
    expect_rejected(f, e_shared_vertex, CTN_E_STATE, "already holds a building");
    expect_rejected(f, e_duplicate_id, CTN_E_STATE, "listed twice");
    expect_rejected(f, e_seat, CTN_E_STATE, "current");
    expect_rejected(f, e_winner, CTN_E_STATE, "winner");
    expect_rejected(f, e_road_length, CTN_E_STATE, "road_length");
    expect_rejected(f, e_rng, CTN_E_STATE, "rng[2]");
    expect_rejected(f, e_deck_count, CTN_E_STATE, "deck.count");
    expect_rejected(f, e_hand, CTN_E_STATE, "wool");
    expect_rejected(f, e_seat_order, CTN_E_STATE, "players[1].seat");
    expect_rejected(f, e_too_many_roads, CTN_E_STATE, "pieces");
    fixture_free(f);
}

static void test_rejects_bad_json(void **st) {
    (void)st;
    fixture *f = fixture_new(4, NULL, 1);
    size_t size = ctn_state_size(f->game);
    ctn_state *out = calloc(1, size);
    ctn_error err;
    const char *cases[] = {"", "{", "[1,2", "null", "42", "{\"game\":\"classic\"", "\"state\""};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ctn_status code = ctn_state_from_json(f->game, cases[i], strlen(cases[i]), out, &err);
        assert_true(code == CTN_E_PARSE || code == CTN_E_STATE);
    }
    char deep[200];
    memset(deep, '[', sizeof deep);
    assert_int_equal(ctn_state_from_json(f->game, deep, sizeof deep, out, &err), CTN_E_LIMIT);
    /* a truncated state */
    char *text = to_json(f->game, f->state);
    assert_int_equal(ctn_state_from_json(f->game, text, strlen(text) / 2, out, &err), CTN_E_PARSE);
    free(text);
    free(out);
    fixture_free(f);
}

/* Random edits of valid JSON (values swapped for others of any type) are rejected or accepted,
 * never crash; accepted states must write back to JSON. Run under the sanitizers in CI. */
static json_t *random_value(ctn_rng *rng) {
    switch (ctn_rng_below(rng, 8)) {
    case 0:
        return json_null();
    case 1:
        return json_integer((json_int_t)ctn_rng_below(rng, 300) - 20);
    case 2:
        return json_string("main");
    case 3:
        return json_true();
    case 4:
        return json_array();
    case 5:
        return json_object();
    case 6:
        return json_integer(0);
    default:
        return json_integer(1);
    }
}

static void mutate(json_t *j, ctn_rng *rng, int depth) {
    if (json_is_object(j) && json_object_size(j)) {
        size_t pick = ctn_rng_below(rng, (uint32_t)json_object_size(j)), i = 0;
        const char *key;
        json_t *v;
        json_object_foreach(j, key, v) {
            if (i++ != pick) continue;
            if (depth < 3 && (json_is_object(v) || json_is_array(v)) && ctn_rng_below(rng, 4))
                mutate(v, rng, depth + 1);
            else if (ctn_rng_below(rng, 8) == 0)
                json_object_del(j, key);
            else
                json_object_set_new(j, key, random_value(rng));
            return;
        }
    } else if (json_is_array(j) && json_array_size(j)) {
        size_t i = ctn_rng_below(rng, (uint32_t)json_array_size(j));
        json_t *v = json_array_get(j, i);
        if (depth < 3 && (json_is_object(v) || json_is_array(v)) && ctn_rng_below(rng, 4))
            mutate(v, rng, depth + 1);
        else if (ctn_rng_below(rng, 8) == 0)
            json_array_remove(j, i);
        else
            json_array_set_new(j, i, random_value(rng));
    }
}

/* Generates everything the engine offers in an accepted state: it must not crash either. */
static void exercise(fixture *f, const ctn_state *s) {
    static uint32_t weights[CTN_MAX_ACTIONS];
    ctn_actors actors = ctn_game_actors(f->game, s);
    for (int p = 0; p < 32; p++) {
        if (!(actors & (1u << p))) continue;
        int n = p == CTN_CHANCE ? ctn_game_chance(f->game, s, f->list, weights)
                                : ctn_game_legal(f->game, s, p, CTN_LEGAL_ALL, f->list);
        assert_true(n >= 0 && n <= CTN_MAX_ACTIONS);
    }
}

static void test_mutations_never_crash(void **st) {
    (void)st;
    fixture *f = busy_game();
    char *text = to_json(f->game, f->state);
    ctn_rng rng;
    ctn_rng_seed(&rng, 2024);
    size_t size = ctn_state_size(f->game);
    ctn_state *out = malloc(size);
    int accepted = 0;
    /* The sanitizer build (CATAN_AGREE_GAMES set) tries 500, where each costs ten times as much
     * (the fuzz target fuzz_state_json mutates states there at length). */
    int tries = getenv("CATAN_AGREE_GAMES") ? 500 : 3000;
    for (int i = 0; i < tries; i++) {
        json_t *j = parse(text);
        int edits = 1 + (int)ctn_rng_below(&rng, 3);
        for (int k = 0; k < edits; k++) mutate(j, &rng, 0);
        char *bad = json_dumps(j, JSON_COMPACT);
        ctn_error err;
        if (ctn_state_from_json(f->game, bad, strlen(bad), out, &err) == CTN_OK) {
            accepted++;
            char *again = to_json(f->game, out);
            free(again);
            exercise(f, out);
        }
        free(bad);
        json_decref(j);
    }
    assert_true(accepted < tries);
    free(out);
    free(text);
    fixture_free(f);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_four_players),
        cmocka_unit_test(test_round_trip_other_counts),
        cmocka_unit_test(test_views_hide_cards),
        cmocka_unit_test(test_geometry),
        cmocka_unit_test(test_rejects_broken_states),
        cmocka_unit_test(test_rejects_bad_json),
        cmocka_unit_test(test_mutations_never_crash),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
