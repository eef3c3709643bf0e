/* test_io_map.c — maps: every shipped map parses and plays; names pick the file for the player
 * count; board JSON with areas and the pirate round-trips; bad maps fail naming the field; a
 * game spec takes a map's board and options, its own options winning; set-up keeps to the
 * map's set-up areas; the World map has the proposal's tiles, tokens, harbours, bandits,
 * 7-island corners and topology, and its named areas are its connected groups of land. */
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
        int world = strcmp(name, "world") == 0;
        int players = world ? 8 : name[strlen(name) - 1] - '0';
        if (players == 6) players = 5;
        if (ctn_map_named(name, players, 1, &map, &err) != CTN_OK)
            fail_msg("%s: %s", name, err.message);
        assert_string_equal(map.name, name);
        assert_string_equal(map.game, world ? "world" : "seafarers");
        assert_true(map.min_players <= players && players <= map.max_players);
        assert_true(map.board.num_hexes > 19);
        /* the 5-6 New Shores source gives no pirate start (docs/rules/seafarers-maps.md) */
        assert_true(map.board.pirate > 0 || strcmp(name, "new_shores_6") == 0);
        assert_true(map.board.num_areas >= 2);
    }
    assert_int_equal(n, 7);
}

static void test_names_pick_by_players(void **state) {
    (void)state;
    ctn_error err;
    static const struct {
        const char *family;
        int players;
        const char *file;
    } CASES[] = {{"new_shores", 3, "new_shores_3"},
                 {"new_shores", 4, "new_shores_4"},
                 {"new_shores", 5, "new_shores_6"},
                 {"new_shores", 6, "new_shores_6"},
                 {"four_islands", 4, "four_islands_4"},
                 {"four_islands", 6, "four_islands_6"},
                 {"world", 8, "world"},
                 {"world", 12, "world"}};
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

/* A shipped map's board written and read back is the same bytes; `fragment` is in the text. */
static void round_trip(const char *name, int players, const char *fragment) {
    ctn_error err;
    static ctn_board_desc back;
    assert_int_equal(ctn_map_named(name, players, 1, &map, &err), CTN_OK);
    char *text = NULL;
    assert_int_equal(ctn_board_desc_to_json(&map.board, &text, &err), CTN_OK);
    assert_non_null(strstr(text, fragment));
    assert_non_null(strstr(text, "\"areas\""));
    assert_int_equal(ctn_board_desc_from_json(text, strlen(text), &back, &err), CTN_OK);
    assert_memory_equal(&back, &map.board, sizeof back);
    ctn_io_free(text);
}

static void test_board_round_trip(void **state) {
    (void)state;
    round_trip("four_islands_4", 4, "\"pirate\":{\"q\"");
    round_trip("world", 8, "\"robber\":[{\"q\":4,\"r\":7},{\"q\":8,\"r\":9}]");
    round_trip("world", 8,
               "\"corners\":[\"lumber\",\"brick\",\"wool\",\"grain\",\"ore\",\"gold\"]");
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

/* ---- the World map (data/maps/world.json, made by scripts/make_world_map.py) ---- */

static ctn_topology topo; /* large: kept out of the stack */

static const ctn_board_desc *load_world(void) {
    ctn_error err;
    if (ctn_map_named("world", 8, 1, &map, &err) != CTN_OK) fail_msg("world: %s", err.message);
    return &map.board;
}

static void assert_at(const ctn_board_desc *b, int h, int q, int r) {
    assert_true(h >= 0 && h < b->num_hexes);
    assert_int_equal(b->hexes[h].q, q);
    assert_int_equal(b->hexes[h].r, r);
}

static void test_world_header(void **state) {
    (void)state;
    load_world();
    assert_string_equal(map.title, "World Catan (proposed 15x15 world map)");
    assert_int_equal(map.min_players, 8);
    assert_int_equal(map.max_players, 12);
    assert_int_equal(map.num_options, 2);
    assert_string_equal(map.options[0].name, "vp_to_win");
    assert_string_equal(map.options[0].value, "12");
    assert_string_equal(map.options[1].name, "island_bonus");
    assert_string_equal(map.options[1].value, "1");
}

/* 225 tiles: 101 sea and 124 land; 113 number tokens on producing land and gold; 27 harbours. */
static void test_world_tiles(void **state) {
    (void)state;
    static const int TERRAINS[CTN_TERRAIN_COUNT] = {
        [CTN_SEA] = 101,    [CTN_FOREST] = 21, [CTN_HILLS] = 21,
        [CTN_PASTURE] = 21, [CTN_FIELDS] = 21, [CTN_MOUNTAINS] = 21,
        [CTN_DESERT] = 10,  [CTN_GOLD] = 8,    [CTN_SEVEN_ISLAND] = 1};
    static const int TOKENS[13] = {[2] = 6,  [3] = 12, [4] = 13,  [5] = 13,  [6] = 12,
                                   [8] = 13, [9] = 13, [10] = 13, [11] = 12, [12] = 6};
    const ctn_board_desc *b = load_world();
    int terrains[CTN_TERRAIN_COUNT] = {0}, tokens[13] = {0}, numbered = 0;
    int harbours[CTN_HARBOUR_TYPE_COUNT] = {0};
    assert_int_equal(b->num_hexes, 225);
    for (int h = 0; h < b->num_hexes; h++) {
        const ctn_hex_desc *x = &b->hexes[h];
        int producing = ctn_terrain_resource(x->terrain) >= 0 || x->terrain == CTN_GOLD;
        terrains[x->terrain]++;
        assert_int_equal(x->number != 0, producing);
        tokens[x->number]++;
        numbered += x->number != 0;
    }
    tokens[0] = 0;
    assert_memory_equal(terrains, TERRAINS, sizeof terrains);
    assert_memory_equal(tokens, TOKENS, sizeof tokens);
    assert_int_equal(numbered, 113);
    assert_int_equal(b->num_harbours, 27);
    for (int i = 0; i < b->num_harbours; i++) harbours[b->harbours[i].type]++;
    assert_int_equal(harbours[CTN_HARBOUR_GENERIC], 12);
    for (int t = CTN_HARBOUR_LUMBER; t < CTN_HARBOUR_TYPE_COUNT; t++)
        assert_int_equal(harbours[t], 3);
}

/* Two robbers on land, two pirates at sea, the 7-island's printed corners; the topology of the
 * 15x15 mat has the proposal's 510 corners and 734 edges, with every harbour on the coast. */
static void test_world_pieces_and_topology(void **state) {
    (void)state;
    static const uint8_t CORNERS[6] = {CTN_FOREST, CTN_HILLS,     CTN_PASTURE,
                                       CTN_FIELDS, CTN_MOUNTAINS, CTN_GOLD};
    const ctn_board_desc *b = load_world();
    ctn_error err;
    assert_at(b, b->robber, 4, 7);
    assert_at(b, b->robber2 - 1, 8, 9);
    assert_at(b, b->pirate - 1, -3, 9);
    assert_at(b, b->pirate2 - 1, 4, 12);
    assert_int_equal(b->hexes[b->robber].terrain, CTN_DESERT);
    assert_int_equal(b->hexes[b->robber2 - 1].terrain, CTN_DESERT);
    assert_int_equal(b->hexes[b->pirate - 1].terrain, CTN_SEA);
    assert_int_equal(b->hexes[b->pirate2 - 1].terrain, CTN_SEA);
    assert_int_equal(b->num_seven, 1);
    assert_at(b, b->seven[0].hex, -2, 5);
    assert_int_equal(b->hexes[b->seven[0].hex].terrain, CTN_SEVEN_ISLAND);
    assert_memory_equal(b->seven[0].corners, CORNERS, 6);
    assert_int_equal(ctn_topology_build(b, &topo, &err), CTN_OK);
    assert_int_equal(topo.num_vertices, 510);
    assert_int_equal(topo.num_edges, 734);
    assert_int_equal(topo.num_harbours, 27);
}

/* Marks with `id` every non-desert land hex connected to h; returns how many. */
static int flood(const ctn_board_desc *b, int h, int id, int *component) {
    static uint16_t stack[CTN_BOARD_MAX_HEXES];
    int top = 0, n = 0;
    component[h] = id;
    stack[top++] = (uint16_t)h;
    while (top > 0) {
        int x = stack[--top];
        n++;
        for (int d = 0; d < 6; d++) {
            int y = topo.hex_neighbour[x][d];
            if (y == CTN_NONE || component[y] >= 0 || b->hexes[y].terrain == CTN_SEA ||
                b->hexes[y].terrain == CTN_DESERT)
                continue;
            component[y] = id;
            stack[top++] = (uint16_t)y;
        }
    }
    return n;
}

/* The 14 named areas are exactly the connected groups of non-desert land: each group carries one
 * area, each area is one group, sea and deserts carry none. */
static void test_world_areas(void **state) {
    (void)state;
    const ctn_board_desc *b = load_world();
    ctn_error err;
    int component[CTN_BOARD_MAX_HEXES], area_of[CTN_BOARD_MAX_HEXES], components = 0, land = 0;
    int area_component[CTN_BOARD_MAX_AREAS + 1];
    assert_int_equal(ctn_topology_build(b, &topo, &err), CTN_OK);
    assert_int_equal(b->num_areas, 14);
    assert_string_equal(b->areas[0].name, "north_america");
    assert_string_equal(b->areas[5].name, "seven_island");
    assert_string_equal(b->areas[13].name, "antarctica");
    for (int a = 0; a < b->num_areas; a++) assert_int_equal(b->areas[a].setup, 0);
    for (int a = 0; a <= CTN_BOARD_MAX_AREAS; a++) area_component[a] = -1;
    for (int h = 0; h < b->num_hexes; h++) {
        int t = b->hexes[h].terrain, named = t != CTN_SEA && t != CTN_DESERT;
        assert_int_equal(b->hexes[h].area != 0, named);
        component[h] = -1;
    }
    for (int h = 0; h < b->num_hexes; h++)
        if (b->hexes[h].area && component[h] < 0) land += flood(b, h, components++, component);
    assert_int_equal(land, 124 - 10);
    assert_int_equal(components, 14);
    for (int h = 0; h < b->num_hexes; h++) {
        int a = b->hexes[h].area;
        area_of[h] = a;
        if (!a) continue;
        if (area_component[a] < 0) area_component[a] = component[h];
        if (area_component[a] != component[h])
            fail_msg("area %s is split (hex %d,%d)", b->areas[a - 1].name, b->hexes[h].q,
                     b->hexes[h].r);
    }
    for (int a = 1; a <= b->num_areas; a++)
        for (int c = 1; c < a; c++) assert_int_not_equal(area_component[a], area_component[c]);
    for (int h = 0; h < b->num_hexes; h++)
        for (int d = 0; d < 6; d++) {
            int n = topo.hex_neighbour[h][d];
            if (area_of[h] && n != CTN_NONE && area_of[n] && area_of[n] != area_of[h])
                fail_msg("hexes (%d,%d) and (%d,%d) of different areas touch", b->hexes[h].q,
                         b->hexes[h].r, b->hexes[n].q, b->hexes[n].r);
        }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_maps_parse),
        cmocka_unit_test(test_names_pick_by_players),
        cmocka_unit_test(test_board_round_trip),
        cmocka_unit_test(test_bad_maps),
        cmocka_unit_test(test_spec_takes_map),
        cmocka_unit_test(test_setup_areas),
        cmocka_unit_test(test_world_header),
        cmocka_unit_test(test_world_tiles),
        cmocka_unit_test(test_world_pieces_and_topology),
        cmocka_unit_test(test_world_areas),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
