/* test_io_map.c — maps: every shipped map parses and plays; names pick the file for the player
 * count; board JSON with areas and the pirate round-trips; bad maps fail naming the field; a
 * game spec takes a map's board and options, its own options winning; set-up keeps to the
 * map's set-up areas. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"

static ctn_map map; /* large: kept out of the stack */

static void test_shipped_maps_parse(void **state) {
    (void)state;
    int n = 0;
    for (int i = 0; ctn_map_file_name(i); i++, n++) {
        ctn_error err;
        const char *name = ctn_map_file_name(i);
        int players = name[strlen(name) - 1] - '0';
        if (players == 6) players = 5;
        if (ctn_map_named(name, players, 1, &map, &err) != CTN_OK)
            fail_msg("%s: %s", name, err.message);
        assert_string_equal(map.name, name);
        assert_string_equal(map.game, "seafarers");
        assert_true(map.min_players <= players && players <= map.max_players);
        assert_true(map.board.num_hexes > 19);
        /* the 5-6 New Shores source gives no pirate start (docs/rules/seafarers-maps.md) */
        assert_true(map.board.pirate > 0 || strcmp(name, "new_shores_6") == 0);
        assert_true(map.board.num_areas >= 2);
    }
    assert_int_equal(n, 6);
}

static void test_names_pick_by_players(void **state) {
    (void)state;
    ctn_error err;
    static const struct {
        const char *family;
        int players;
        const char *file;
    } CASES[] = {{"new_shores", 3, "new_shores_3"},     {"new_shores", 4, "new_shores_4"},
                 {"new_shores", 5, "new_shores_6"},     {"new_shores", 6, "new_shores_6"},
                 {"four_islands", 4, "four_islands_4"}, {"four_islands", 6, "four_islands_6"}};
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        assert_int_equal(ctn_map_named(CASES[i].family, CASES[i].players, 1, &map, &err), CTN_OK);
        assert_string_equal(map.name, CASES[i].file);
    }
    assert_int_equal(ctn_map_named("new_shores", 2, 1, &map, &err), CTN_E_BOARD);
    assert_non_null(strstr(err.message, "no version for 2 players"));
    assert_int_equal(ctn_map_named("atlantis", 4, 1, &map, &err), CTN_E_BOARD);
    assert_non_null(strstr(err.message, "no map named 'atlantis'"));
    assert_non_null(strstr(err.message, "four_islands_4"));
    assert_int_equal(ctn_map_named("new_world", 4, 9, &map, &err), CTN_OK);
    assert_string_equal(map.game, "seafarers");
}

static void test_board_round_trip(void **state) {
    (void)state;
    ctn_error err;
    static ctn_board_desc back;
    assert_int_equal(ctn_map_named("four_islands_4", 4, 1, &map, &err), CTN_OK);
    char *text = NULL;
    assert_int_equal(ctn_board_desc_to_json(&map.board, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"pirate\""));
    assert_non_null(strstr(text, "\"areas\""));
    assert_int_equal(ctn_board_desc_from_json(text, strlen(text), &back, &err), CTN_OK);
    assert_memory_equal(&back, &map.board, sizeof back);
    ctn_io_free(text);
}

/* A small valid map, with one substitution to break it. */
static const char *GOOD =
    "{\"format\":\"catan-map\",\"version\":1,\"name\":\"tiny\",\"game\":\"seafarers\","
    "\"players\":{\"min\":2,\"max\":4},\"options\":{\"vp_to_win\":8},"
    "\"areas\":[{\"name\":\"home\",\"setup\":true},{\"name\":\"isle\"}],"
    "\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"forest\",\"number\":6,\"area\":\"home\"},"
    "{\"q\":1,\"r\":0,\"terrain\":\"sea\"},{\"q\":2,\"r\":0,\"terrain\":\"gold\",\"number\":9,"
    "\"area\":\"isle\"}],\"pirate\":{\"q\":1,\"r\":0}}";

static void expect_bad(const char *from, const char *to, ctn_status code, const char *fragment) {
    char text[1024];
    const char *at = strstr(GOOD, from);
    assert_non_null(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - GOOD), GOOD, to, at + strlen(from));
    ctn_error err;
    ctn_status st = ctn_map_from_json(text, strlen(text), &map, &err);
    if (st != code || !strstr(err.message, fragment))
        fail_msg("%s -> %d '%s', expected %d '%s'", to, st, err.message, code, fragment);
}

static void test_bad_maps(void **state) {
    (void)state;
    ctn_error err;
    assert_int_equal(ctn_map_from_json(GOOD, strlen(GOOD), &map, &err), CTN_OK);
    assert_int_equal(map.board.hexes[2].area, 2);
    assert_int_equal(map.board.pirate, 2);
    assert_int_equal(map.board.areas[0].setup, 1);
    expect_bad("catan-map", "catan-mop", CTN_E_BOARD, "map.format");
    expect_bad("\"version\":1", "\"version\":2", CTN_E_BOARD, "map.version");
    expect_bad("\"name\":\"tiny\"", "\"nom\":\"tiny\"", CTN_E_BOARD, "nom");
    expect_bad("\"area\":\"isle\"", "\"area\":\"atoll\"", CTN_E_BOARD, "hexes[2].area");
    expect_bad("{\"name\":\"isle\"}", "{\"name\":\"home\"}", CTN_E_BOARD, "named twice");
    expect_bad("\"pirate\":{\"q\":1", "\"pirate\":{\"q\":5", CTN_E_BOARD, "pirate: (5,0)");
    expect_bad("\"max\":4", "\"max\":1", CTN_E_BOARD, "players");
    expect_bad("\"vp_to_win\":8", "\"vp_to_win\":[8]", CTN_E_BOARD, "options.vp_to_win");
    expect_bad("\"terrain\":\"gold\"", "\"terrain\":\"silver\"", CTN_E_BOARD, "hexes[2].terrain");
}

static ctn_status spec_of(const char *json, ctn_game_spec *spec, ctn_error *err) {
    return ctn_game_spec_from_json(json, strlen(json), spec, err);
}

static int option_value(const ctn_game_spec *spec, const char *name) {
    for (int i = 0; i < spec->num_options; i++)
        if (strcmp(spec->options[i].name, name) == 0) return spec->options[i].value;
    return -1;
}

static void test_spec_takes_map(void **state) {
    (void)state;
    static ctn_game_spec spec;
    ctn_error err;
    assert_int_equal(
        spec_of("{\"game\":\"seafarers\",\"players\":4,\"board\":\"new_shores\"}", &spec, &err),
        CTN_OK);
    assert_int_equal(spec.board_kind, CTN_BOARD_EXPLICIT);
    assert_int_equal(option_value(&spec, "vp_to_win"), 14);
    assert_int_equal(option_value(&spec, "island_bonus"), 2);
    assert_int_equal(spec_of("{\"game\":\"seafarers\",\"players\":4,\"board\":\"new_shores\","
                             "\"options\":{\"vp_to_win\":11}}",
                             &spec, &err),
                     CTN_OK);
    assert_int_equal(option_value(&spec, "vp_to_win"), 11);
    char text[2048];
    snprintf(text, sizeof text, "{\"game\":\"seafarers\",\"players\":3,\"board\":%s}", GOOD);
    assert_int_equal(spec_of(text, &spec, &err), CTN_OK);
    assert_int_equal(option_value(&spec, "vp_to_win"), 8);
    assert_int_equal(
        spec_of("{\"game\":\"classic\",\"players\":4,\"board\":\"new_shores\"}", &spec, &err),
        CTN_E_BOARD);
    assert_non_null(strstr(err.message, "for the game seafarers"));
    assert_int_equal(
        spec_of("{\"game\":\"seafarers\",\"players\":4,\"board\":\"new_shores_3\"}", &spec, &err),
        CTN_E_BOARD);
    assert_non_null(strstr(err.message, "for 3 to 3 players, not 4"));
}

/* On every shipped map with set-up areas, the first settlement may go only on their vertices. */
static void test_setup_areas(void **state) {
    (void)state;
    static ctn_game_spec spec;
    ctn_error err;
    assert_int_equal(
        spec_of("{\"game\":\"seafarers\",\"players\":4,\"board\":\"new_shores\"}", &spec, &err),
        CTN_OK);
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    const ctn_topology *t = ctn_classic_topology(g);
    ctn_state *s = malloc(g->rules->state_size);
    ctn_game_init_state(g, s, 1);
    static ctn_action legal[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(g, s, 0, 0, legal);
    assert_true(n > 10);
    for (int i = 0; i < n; i++) {
        int v = CL_ACT_ARG0(legal[i]), in_main = 0;
        assert_int_equal(CL_ACT_TYPE(legal[i]), CL_A_BUILD_SETTLEMENT);
        for (int k = 0; k < 3; k++) {
            int h = t->vertex_hex[v][k];
            in_main |= h != CTN_NONE && spec.board.hexes[h].area == 1; /* "main" */
        }
        assert_true(in_main);
    }
    free(s);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_maps_parse), cmocka_unit_test(test_names_pick_by_players),
        cmocka_unit_test(test_board_round_trip),   cmocka_unit_test(test_bad_maps),
        cmocka_unit_test(test_spec_takes_map),     cmocka_unit_test(test_setup_areas),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
