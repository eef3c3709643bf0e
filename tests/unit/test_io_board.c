/* test_io_board.c — board descriptions to and from JSON: round trips (the beginner board as an
 * explicit board plays the same as the built-in one; World's two robbers, two pirates and 7-island
 * corners), and every rejection with its code and the field it names.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"

/* The §2.2 beginner board, written out by hand. */
static const char BEGINNER[] = "{\"hexes\":["
                               "{\"q\":0,\"r\":-2,\"terrain\":\"mountains\",\"number\":10},"
                               "{\"q\":1,\"r\":-2,\"terrain\":\"pasture\",\"number\":2},"
                               "{\"q\":2,\"r\":-2,\"terrain\":\"forest\",\"number\":9},"
                               "{\"q\":-1,\"r\":-1,\"terrain\":\"fields\",\"number\":12},"
                               "{\"q\":0,\"r\":-1,\"terrain\":\"hills\",\"number\":6},"
                               "{\"q\":1,\"r\":-1,\"terrain\":\"pasture\",\"number\":4},"
                               "{\"q\":2,\"r\":-1,\"terrain\":\"hills\",\"number\":10},"
                               "{\"q\":-2,\"r\":0,\"terrain\":\"fields\",\"number\":9},"
                               "{\"q\":-1,\"r\":0,\"terrain\":\"forest\",\"number\":11},"
                               "{\"q\":0,\"r\":0,\"terrain\":\"desert\"},"
                               "{\"q\":1,\"r\":0,\"terrain\":\"forest\",\"number\":3},"
                               "{\"q\":2,\"r\":0,\"terrain\":\"mountains\",\"number\":8},"
                               "{\"q\":-2,\"r\":1,\"terrain\":\"forest\",\"number\":8},"
                               "{\"q\":-1,\"r\":1,\"terrain\":\"mountains\",\"number\":3},"
                               "{\"q\":0,\"r\":1,\"terrain\":\"fields\",\"number\":4},"
                               "{\"q\":1,\"r\":1,\"terrain\":\"pasture\",\"number\":5},"
                               "{\"q\":-2,\"r\":2,\"terrain\":\"hills\",\"number\":5},"
                               "{\"q\":-1,\"r\":2,\"terrain\":\"fields\",\"number\":6},"
                               "{\"q\":0,\"r\":2,\"terrain\":\"pasture\",\"number\":11}],"
                               "\"harbours\":["
                               "{\"q\":0,\"r\":-2,\"edge\":\"NW\",\"type\":\"3:1\"},"
                               "{\"q\":1,\"r\":-2,\"edge\":\"NE\",\"type\":\"grain\"},"
                               "{\"q\":2,\"r\":-1,\"edge\":\"NE\",\"type\":\"ore\"},"
                               "{\"q\":2,\"r\":0,\"edge\":\"E\",\"type\":\"3:1\"},"
                               "{\"q\":1,\"r\":1,\"edge\":\"SE\",\"type\":\"wool\"},"
                               "{\"q\":-1,\"r\":2,\"edge\":\"SE\",\"type\":\"3:1\"},"
                               "{\"q\":-2,\"r\":2,\"edge\":\"SW\",\"type\":\"3:1\"},"
                               "{\"q\":-2,\"r\":1,\"edge\":\"W\",\"type\":\"brick\"},"
                               "{\"q\":-1,\"r\":-1,\"edge\":\"W\",\"type\":\"lumber\"}],"
                               "\"robber\":{\"q\":0,\"r\":0}}";

static void test_parse_beginner(void **st) {
    (void)st;
    ctn_board_desc d;
    ctn_error err;
    assert_int_equal(ctn_board_desc_from_json(BEGINNER, strlen(BEGINNER), &d, &err), CTN_OK);
    assert_int_equal(d.num_hexes, 19);
    assert_int_equal(d.num_harbours, 9);
    assert_int_equal(d.robber, 9);
    assert_int_equal(d.hexes[0].terrain, CTN_MOUNTAINS);
    assert_int_equal(d.hexes[0].number, 10);
    assert_int_equal(d.hexes[9].number, 0);
    assert_int_equal(d.harbours[1].type, CTN_HARBOUR_GRAIN);
    assert_int_equal(d.harbours[0].edge, CTN_DIR_NW);
}

static void test_round_trip(void **st) {
    (void)st;
    ctn_board_desc a, b;
    ctn_error err;
    char *text = NULL;
    assert_int_equal(ctn_board_desc_from_json(BEGINNER, strlen(BEGINNER), &a, &err), CTN_OK);
    assert_int_equal(ctn_board_desc_to_json(&a, &text, &err), CTN_OK);
    memset(&b, 0x77, sizeof b);
    assert_int_equal(ctn_board_desc_from_json(text, strlen(text), &b, &err), CTN_OK);
    assert_int_equal(a.num_hexes, b.num_hexes);
    assert_int_equal(a.num_harbours, b.num_harbours);
    assert_int_equal(a.robber, b.robber);
    assert_memory_equal(a.hexes, b.hexes, sizeof a.hexes[0] * a.num_hexes);
    assert_memory_equal(a.harbours, b.harbours, sizeof a.harbours[0] * a.num_harbours);
    ctn_io_free(text);
}

/* The explicit beginner board gives the same first state as the built-in one. */
static void test_explicit_equals_builtin(void **st) {
    (void)st;
    char spec_a[4096], spec_b[128];
    snprintf(spec_a, sizeof spec_a, "{\"game\":\"classic\",\"players\":4,\"seed\":5,\"board\":%s}",
             BEGINNER);
    snprintf(spec_b, sizeof spec_b,
             "{\"game\":\"classic\",\"players\":4,\"seed\":5,\"board\":\"beginner\"}");
    ctn_game_spec sa, sb;
    ctn_game *ga = NULL, *gb = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_spec_from_json(spec_a, strlen(spec_a), &sa, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_from_json(spec_b, strlen(spec_b), &sb, &err), CTN_OK);
    assert_int_equal(sa.board_kind, CTN_BOARD_EXPLICIT);
    assert_int_equal(sb.board_kind, CTN_BOARD_BEGINNER);
    assert_int_equal(ctn_game_spec_create(&sa, &ga, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&sb, &gb, &err), CTN_OK);
    ctn_state *a = calloc(1, ctn_state_size(ga)), *b = calloc(1, ctn_state_size(gb));
    ctn_game_init_state(ga, a, 5);
    ctn_game_init_state(gb, b, 5);
    assert_int_equal(ctn_state_hash(ga, a), ctn_state_hash(gb, b));
    free(a);
    free(b);
    ctn_game_free(ga);
    ctn_game_free(gb);
}

static void expect_error(const char *text, ctn_status code, const char *fragment) {
    ctn_board_desc d;
    memset(&d, 0x33, sizeof d);
    ctn_board_desc before = d;
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_board_desc_from_json(text, strlen(text), &d, &err);
    if (st != code || !strstr(err.message, fragment))
        fprintf(stderr, "%s -> %s: %s\n", text, ctn_status_name(st), err.message);
    assert_int_equal(st, code);
    assert_non_null(strstr(err.message, fragment));
    assert_memory_equal(&d, &before, sizeof d);
}

static void test_errors(void **st) {
    (void)st;
    expect_error("{", CTN_E_PARSE, "invalid JSON");
    expect_error("[]", CTN_E_BOARD, "object");
    expect_error("{}", CTN_E_BOARD, "missing field board.hexes");
    expect_error("{\"hexes\":[]}", CTN_E_BOARD, "at least one hex");
    expect_error("{\"hexes\":{}}", CTN_E_BOARD, "expected an array");
    expect_error("{\"hexes\":[3]}", CTN_E_BOARD, "board.hexes[0]: expected an object");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"lava\"}]}", CTN_E_BOARD, "lava");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":5}]}", CTN_E_BOARD,
                 "terrain: expected a string");
    expect_error("{\"hexes\":[{\"q\":0,\"terrain\":\"forest\",\"number\":5}]}", CTN_E_BOARD,
                 "board.hexes[0].r");
    expect_error("{\"hexes\":[{\"q\":300,\"r\":0,\"terrain\":\"forest\"}]}", CTN_E_BOARD,
                 "board.hexes[0].q");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"forest\",\"number\":7}]}", CTN_E_BOARD,
                 "number");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"forest\",\"number\":13}]}",
                 CTN_E_BOARD, "number");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"forest\",\"number\":\"5\"}]}",
                 CTN_E_BOARD, "number");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"forest\",\"colour\":1}]}", CTN_E_BOARD,
                 "colour");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],\"harbours\":[{\"q\":0,"
                 "\"r\":0,\"edge\":\"N\",\"type\":\"3:1\"}]}",
                 CTN_E_BOARD, "edge");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],\"harbours\":[{\"q\":0,"
                 "\"r\":0,\"edge\":\"E\",\"type\":\"4:1\"}]}",
                 CTN_E_BOARD, "harbour type");
    expect_error(
        "{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],\"robber\":{\"q\":1,\"r\":0}}",
        CTN_E_BOARD, "robber");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],\"extra\":1}", CTN_E_BOARD,
                 "extra");
    expect_error("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],\"hexes\":[]}", CTN_E_PARSE,
                 "duplicate");
    /* too many hexes */
    char *big = malloc(64 * 300 + 64);
    strcpy(big, "{\"hexes\":[");
    for (int i = 0; i < 257; i++)
        sprintf(big + strlen(big), "%s{\"q\":%d,\"r\":%d,\"terrain\":\"desert\"}", i ? "," : "",
                i % 16, i / 16);
    strcat(big, "]}");
    expect_error(big, CTN_E_BOARD, "at most 256");
    free(big);
}

/* World's extras, exactly as the writer writes them: two robbers, two pirates and a 7-island
 * with the landscape at each corner. */
static const char WORLDISH[] =
    "{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"},"
    "{\"q\":1,\"r\":0,\"terrain\":\"forest\",\"number\":6},{\"q\":2,\"r\":0,\"terrain\":\"sea\"},"
    "{\"q\":3,\"r\":0,\"terrain\":\"sea\"},{\"q\":0,\"r\":1,\"terrain\":\"seven_island\","
    "\"corners\":[\"lumber\",\"brick\",\"wool\",\"grain\",\"ore\",\"gold\"]}],\"harbours\":[],"
    "\"robber\":[{\"q\":0,\"r\":0},{\"q\":1,\"r\":0}],"
    "\"pirate\":[{\"q\":2,\"r\":0},{\"q\":3,\"r\":0}]}";

static void test_world_extras(void **st) {
    (void)st;
    static const uint8_t CORNERS[6] = {CTN_FOREST, CTN_HILLS,     CTN_PASTURE,
                                       CTN_FIELDS, CTN_MOUNTAINS, CTN_GOLD};
    ctn_board_desc a, b;
    ctn_error err;
    char *text = NULL;
    assert_int_equal(ctn_board_desc_from_json(WORLDISH, strlen(WORLDISH), &a, &err), CTN_OK);
    assert_int_equal(a.robber, 0);
    assert_int_equal(a.robber2, 2);
    assert_int_equal(a.pirate, 3);
    assert_int_equal(a.pirate2, 4);
    assert_int_equal(a.num_seven, 1);
    assert_int_equal(a.seven[0].hex, 4);
    assert_memory_equal(a.seven[0].corners, CORNERS, 6);
    assert_int_equal(ctn_board_desc_to_json(&a, &text, &err), CTN_OK);
    assert_string_equal(text, WORLDISH);
    memset(&b, 0x77, sizeof b);
    assert_int_equal(ctn_board_desc_from_json(text, strlen(text), &b, &err), CTN_OK);
    assert_memory_equal(&a, &b, sizeof a);
    ctn_io_free(text);
}

/* An array of one is the one-robber board, written back as a single object. */
static void test_one_robber_array(void **st) {
    (void)st;
    const char *in = "{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"},"
                     "{\"q\":1,\"r\":0,\"terrain\":\"sea\"}],\"robber\":[{\"q\":0,\"r\":0}],"
                     "\"pirate\":[{\"q\":1,\"r\":0}]}";
    ctn_board_desc d;
    ctn_error err;
    char *text = NULL;
    assert_int_equal(ctn_board_desc_from_json(in, strlen(in), &d, &err), CTN_OK);
    assert_int_equal(d.robber, 0);
    assert_int_equal(d.robber2, 0);
    assert_int_equal(d.pirate, 2);
    assert_int_equal(d.pirate2, 0);
    assert_int_equal(ctn_board_desc_to_json(&d, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"robber\":{\"q\":0,\"r\":0},\"pirate\":{\"q\":1,\"r\":0}"));
    ctn_io_free(text);
}

/* WORLDISH with its first `from` replaced by `to` fails with a message holding `fragment`. */
static void expect_world_error(const char *from, const char *to, const char *fragment) {
    char text[2048];
    const char *at = strstr(WORLDISH, from);
    assert_non_null(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - WORLDISH), WORLDISH, to, at + strlen(from));
    expect_error(text, CTN_E_BOARD, fragment);
}

static void test_world_errors(void **st) {
    (void)st;
    const char *robbers = "\"robber\":[{\"q\":0,\"r\":0},{\"q\":1,\"r\":0}]";
    const char *pirates = "\"pirate\":[{\"q\":2,\"r\":0},{\"q\":3,\"r\":0}]";
    expect_world_error(robbers, "\"robber\":[{\"q\":0,\"r\":0},{\"q\":5,\"r\":0}]",
                       "board.robber[1]: (5,0) is not one of the board's hexes");
    expect_world_error(pirates, "\"pirate\":[{\"q\":-2,\"r\":9},{\"q\":3,\"r\":0}]",
                       "board.pirate[0]: (-2,9) is not one of the board's hexes");
    expect_world_error(robbers,
                       "\"robber\":[{\"q\":0,\"r\":0},{\"q\":1,\"r\":0},{\"q\":1,\"r\":0}]",
                       "board.robber: at most two robbers");
    expect_world_error(pirates,
                       "\"pirate\":[{\"q\":2,\"r\":0},{\"q\":3,\"r\":0},{\"q\":2,\"r\":0}]",
                       "board.pirate: at most two pirates");
    expect_world_error(robbers, "\"robber\":[{\"q\":1,\"r\":0},{\"q\":1,\"r\":0}]",
                       "board.robber: both robbers on (1,0)");
    expect_world_error(pirates, "\"pirate\":[{\"q\":3,\"r\":0},{\"q\":3,\"r\":0}]",
                       "board.pirate: both pirates on (3,0)");
    expect_world_error(robbers, "\"robber\":[]", "board.robber: an array of one or two hexes");
    expect_world_error(robbers, "\"robber\":5", "board.robber: expected a hex");
    expect_world_error(pirates, "\"pirate\":[{\"q\":2,\"r\":0},[3,0]]",
                       "board.pirate[1]: expected an object");
    expect_world_error(pirates, "\"pirate\":[{\"q\":2,\"r\":0},{\"q\":3,\"r\":0,\"s\":1}]",
                       "unknown field 's' in board.pirate[1]");
    expect_world_error(pirates, "\"pirate\":[{\"q\":2,\"r\":0},{\"q\":3}]", "board.pirate[1].r");
    expect_world_error("\"number\":6}", "\"number\":6,\"corners\":[]}",
                       "board.hexes[1].corners: only a seven_island hex has corners");
    expect_world_error(",\"corners\":[\"lumber\",\"brick\",\"wool\",\"grain\",\"ore\",\"gold\"]",
                       "", "board.hexes[4].corners: missing");
    expect_world_error("\"ore\",\"gold\"]", "\"ore\"]",
                       "board.hexes[4].corners: expected an array of six names");
    expect_world_error("\"ore\",\"gold\"]", "\"ore\",\"gold\",\"gold\"]",
                       "board.hexes[4].corners: expected an array of six names");
    expect_world_error("[\"lumber\",\"brick\",\"wool\",\"grain\",\"ore\",\"gold\"]", "\"gold\"",
                       "board.hexes[4].corners: expected an array of six names");
    expect_world_error("\"wool\",\"grain\"", "\"stone\",\"grain\"",
                       "board.hexes[4].corners[2]: 'stone' is not lumber, brick, wool, grain, ore "
                       "or gold");
    expect_world_error("\"lumber\",\"brick\"", "\"forest\",\"brick\"",
                       "board.hexes[4].corners[0]: 'forest' is not lumber");
    expect_world_error("\"ore\",\"gold\"]", "\"ore\",6]",
                       "board.hexes[4].corners[5]: expected a string");
    /* five 7-islands, one more than a board holds */
    char text[2048], *at = text;
    at += sprintf(at, "{\"hexes\":[");
    for (int i = 0; i <= CTN_BOARD_MAX_SEVEN; i++)
        at += sprintf(at,
                      "%s{\"q\":%d,\"r\":0,\"terrain\":\"seven_island\",\"corners\":[\"gold\","
                      "\"gold\",\"gold\",\"gold\",\"gold\",\"gold\"]}",
                      i ? "," : "", i);
    sprintf(at, "]}");
    expect_error(text, CTN_E_BOARD, "board.hexes[4]: at most 4 seven_island hexes");
}

/* Structure the codec accepts but the rule set refuses fails when the game is made. */
static void test_game_rejects_bad_board(void **st) {
    (void)st;
    const char *text = "{\"game\":\"classic\",\"players\":3,\"board\":{\"hexes\":[{\"q\":0,\"r\":0,"
                       "\"terrain\":\"gold\",\"number\":6}]}}";
    ctn_game_spec spec;
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_spec_from_json(text, strlen(text), &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_E_BOARD);
    assert_null(g);
    assert_non_null(strstr(err.message, "gold"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_beginner),          cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_explicit_equals_builtin), cmocka_unit_test(test_errors),
        cmocka_unit_test(test_game_rejects_bad_board),  cmocka_unit_test(test_world_extras),
        cmocka_unit_test(test_one_robber_array),        cmocka_unit_test(test_world_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
