/* test_io_rivals.c — Rivals for Catan states and views as JSON: every position of random playouts
 * of the introductory game and of the Eras of Gold, Turmoil and Progress (full states and both
 * players' views; the theme games stop after 40 turns) written and read back gives the same bytes,
 * also with a Library's choice pending; the JSON of a view names no hidden card; the facts written
 * for clients (phase name, card kinds, points, advantages)
 * agree with the engine's; broken documents are refused with a message. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <jansson.h>

#include "catan/io.h"
#include "catan/rivals.h"
#include "rivals_scenario.h"

static ctn_game *new_game_mode(int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 40 : 0}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

static ctn_game *new_game(void) { return new_game_mode(RV_MODE_INTRO); }

static void round_trip(const ctn_game *g, const ctn_rivals_state *s) {
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(g, (const ctn_state *)s, &text, &err), CTN_OK);
    ctn_rivals_state back;
    memset(&back, 0xAB, sizeof back);
    if (ctn_state_from_json(g, text, strlen(text), (ctn_state *)&back, &err) != CTN_OK)
        fail_msg("read back failed: %s\n%s", err.message, text);
    if (memcmp(&back, s, sizeof back)) fail_msg("round trip changed the state:\n%s", text);
    free(text);
}

static void playouts_mode(int mode) {
    ctn_game *g = new_game_mode(mode);
    ctn_action list[CTN_MAX_ACTIONS];
    int games = getenv("CATAN_AGREE_GAMES") ? 1 : 3; /* the sanitizer build: one */
    for (int game = 0; game < games; game++) {
        ctn_rivals_state s, v;
        ctn_game_init_state(g, (ctn_state *)&s, 500 + (uint64_t)game);
        ctn_rng pick;
        ctn_rng_seed(&pick, (uint64_t)game);
        while (!ctn_game_is_terminal(g, (ctn_state *)&s)) {
            round_trip(g, &s);
            for (int p = 0; p < 2; p++) {
                ctn_game_observe(g, (ctn_state *)&s, p, (ctn_state *)&v);
                round_trip(g, &v);
            }
            int player = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a;
            if (player == CTN_CHANCE) a = ctn_game_sample_chance(g, (ctn_state *)&s, &pick);
            else {
                int n = ctn_game_legal(g, (ctn_state *)&s, player, 0, list);
                a = list[ctn_rng_below(&pick, (uint32_t)n)];
            }
            ctn_game_apply(g, (ctn_state *)&s, player, a);
        }
        round_trip(g, &s);
    }
    ctn_game_free(g);
}

/* The tournament (R§6.4): own piles, laid Gold Caches, the preparation round and the views' hidden
 * kinds (null) read back as written. */
static void playouts_tournament(void **u) {
    (void)u;
    playouts_mode(RV_MODE_TOURNAMENT);
}

static void playouts(void **u) {
    (void)u;
    playouts_mode(RV_MODE_INTRO);
}

static void playouts_gold(void **u) {
    (void)u;
    playouts_mode(RV_MODE_GOLD);
}

static void playouts_progress(void **u) {
    (void)u;
    playouts_mode(RV_MODE_PROGRESS);
}

/* The Era of Intrigue's theme game (R§12): Odin's Temple's and the Priestess's choices. */
static void playouts_intrigue(void **u) {
    (void)u;
    playouts_mode(RV_MODE_INTRIGUE);
}

/* The Era of Merchant Princes' theme game (R§13): the cards built so far. */
static void playouts_merchants(void **u) {
    (void)u;
    playouts_mode(RV_MODE_MERCHANTS);
}

/* The Era of Barbarians' theme game (R§14): the events put back at known places, the
 * era's once-a-turn flags and pending work. */
static void playouts_barbarians(void **u) {
    (void)u;
    playouts_mode(RV_MODE_BARBARIANS);
}

/* The region id of p's first region of a resource. */
static int rs_region_of(const rs_scenario *sc, int p, int res) {
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = sc->s.pr[p].region[pos >> 1][pos & 1];
        if (r != RV_NONE && ctn_rivals_regions[r].resource == res) return r;
    }
    return -1;
}

/* The Era of Intrigue's fields read back as written: Michael's set, the buildings under
 * Bran and Judith, the Red Light Tavern, the Abbey Brewery. */
static void intrigue_fields(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(11, RV_MODE_INTRIGUE);
    rs_make_city(sc, 1, 5);
    int temple = rs_card(sc, "odins_temple", 0);
    rs_to_site(sc, 1, temple, 5, 0);
    rs_to_site(sc, 1, rs_card(sc, "bran", 0), 5, 0); /* on the Temple, which lies under him */
    sc->s.laid[1][0] = (uint8_t)(temple + 1);
    sc->s.michael = RV_MICHAEL_SETS;
    int tav = rs_card(sc, "red_light_tavern", 0); /* on red's road */
    rs_to_hand(sc, 1, tav);
    sc->s.hand[1][tav >> 6] &= ~(1ull << (tav & 63));
    sc->s.tavern[0][0] = (uint8_t)(tav + 1);
    sc->s.tavern[0][1] = 7;
    int brewery = rs_card(sc, "abbey_brewery", 0); /* by red's grain field */
    rs_to_hand(sc, 0, brewery);
    sc->s.hand[0][brewery >> 6] &= ~(1ull << (brewery & 63));
    sc->s.fields[0][0] = (uint8_t)(brewery + 1);
    sc->s.fields_at[0][0] = (uint8_t)(rs_region_of(sc, 0, RV_GRAIN) + 1);
    sc->s.brewery_side[0] = 2;
    rs_check(sc);
    round_trip(sc->g, &sc->s);
    char *text = NULL, want[160];
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    snprintf(want, sizeof want, "\"laid\":[{\"card\":%d,\"road\":6},{\"card\":%d,\"region\":%d,\"side\":2}]", tav,
             brewery, rs_region_of(sc, 0, RV_GRAIN)); /* red's: the Tavern on his road, his Brewery */
    if (!strstr(text, want)) fail_msg("no %s in %s", want, text);
    snprintf(want, sizeof want, "\"laid\":[{\"card\":%d,\"site\":%d}]", temple, 5 * RV_SITES); /* blue's Temple under Bran */
    if (!strstr(text, want)) fail_msg("no %s in %s", want, text);
    ctn_io_free(text);
    rs_free(sc);
}

/* The Era of Merchant Princes' fields read back as written: the Residences turned to a level by
 * their regions, the era's uses of the turn, a Trading Post, the
 * Brigand Camp; the readable list. */
static void merchants_fields(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(11, RV_MODE_MERCHANTS);
    int cloth = rs_card(sc, "cloth_merchants_residence", 0), paper = rs_card(sc, "paper_merchants_residence", 0);
    rs_to_hand(sc, 0, cloth);
    sc->s.hand[0][cloth >> 6] &= ~(1ull << (cloth & 63));
    rs_to_hand(sc, 1, paper);
    sc->s.hand[1][paper >> 6] &= ~(1ull << (paper & 63));
    sc->s.rot[0][1] = (uint8_t)(cloth + 1); /* red's in his second slot, at level 2 */
    sc->s.rot_at[0][1] = (uint8_t)(rs_region_of(sc, 0, RV_WOOL) + 1);
    sc->s.rot_level[0][1] = 2;
    sc->s.rot[1][0] = (uint8_t)(paper + 1); /* blue's at level 1 */
    sc->s.rot_at[1][0] = (uint8_t)(rs_region_of(sc, 1, RV_LUMBER) + 1);
    sc->s.rot_level[1][0] = 1;
    sc->s.merchant_flags = RV_MF_HARBOR | RV_MF_POST << 1;
    int post = rs_card(sc, "trading_post", 1); /* on blue's road of column 6, his second slot */
    rs_to_hand(sc, 1, post);
    sc->s.hand[1][post >> 6] &= ~(1ull << (post & 63));
    sc->s.post[1][1] = (uint8_t)(post + 1);
    sc->s.post_at[1][1] = 7;
    int camp = rs_card(sc, "brigand_camp", 0); /* red's on blue's road of column 5 */
    rs_to_hand(sc, 0, camp);
    sc->s.hand[0][camp >> 6] &= ~(1ull << (camp & 63));
    sc->s.pr[1].roads |= 1u << 5; /* a road there */
    sc->s.roads_left--;
    sc->s.camp[1][0] = (uint8_t)(camp + 1);
    sc->s.camp[1][1] = 6;
    int station = rs_card(sc, "trading_station", 0); /* red's on blue's city site 22, its purchase had */
    rs_to_hand(sc, 0, station);
    sc->s.hand[0][station >> 6] &= ~(1ull << (station & 63));
    rs_make_city(sc, 1, 5);
    sc->s.station[1][0] = (uint8_t)(station + 1);
    sc->s.station[1][1] = 23;
    sc->s.station_used = 1;
    rs_check(sc);
    round_trip(sc->g, &sc->s);
    sc->s.merchant_flags |= RV_MF_SEA | RV_MF_SEA_LOSS << 1; /* the Capricious Sea's pending work */
    round_trip(sc->g, &sc->s);
    sc->s.merchant_flags = RV_MF_HARBOR | RV_MF_POST << 1;
    char *text = NULL, want[160];
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    snprintf(want, sizeof want, "\"laid\":[{\"card\":%d,\"region\":%d,\"level\":2}]", cloth, rs_region_of(sc, 0, RV_WOOL));
    if (!strstr(text, want)) fail_msg("no %s in %s", want, text);
    snprintf(want, sizeof want, "{\"card\":%d,\"station\":22}", station); /* in blue's list, where it lies */
    if (!strstr(text, want)) fail_msg("no %s in %s", want, text);
    ctn_io_free(text);
    ctn_rivals_state back;
    for (int viewer = 0; viewer < 2; viewer++) { /* both views show them, with their levels */
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, viewer, (ctn_state *)&back);
        assert_memory_equal(back.station, sc->s.station, sizeof back.station);
        assert_memory_equal(back.rot, sc->s.rot, sizeof back.rot);
        assert_memory_equal(back.rot_level, sc->s.rot_level, sizeof back.rot_level);
        round_trip(sc->g, &back);
    }
    rs_free(sc);
}

/* The Era of Sages' fields read back as written: sages by their regions and the Manifesto by none,
 * turned to levels in slots past the Residences' two, the Academy's uses,
 * the groves' and Cole's;
 * the readable list; both views show them. */
static void sages_fields(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(11, RV_MODE_SAGES);
    int peter = rs_card(sc, "peter", 0), woman = rs_card(sc, "principal_sage_woman", 0), manifesto = rs_card(sc, "manifesto", 1);
    rs_to_hand(sc, 0, peter);
    sc->s.hand[0][peter >> 6] &= ~(1ull << (peter & 63));
    rs_to_hand(sc, 1, woman);
    sc->s.hand[1][woman >> 6] &= ~(1ull << (woman & 63));
    sc->s.faceup[manifesto >> 6] &= ~(1ull << (manifesto & 63));
    sc->s.rot[0][6] = (uint8_t)(peter + 1); /* red's Peter in his seventh slot, 3 owls */
    sc->s.rot_at[0][6] = (uint8_t)(rs_region_of(sc, 0, RV_LUMBER) + 1);
    sc->s.rot_level[0][6] = 3;
    sc->s.rot[1][0] = (uint8_t)(woman + 1); /* blue's Principal Sage Woman by his ore, 1 owl */
    sc->s.rot_at[1][0] = (uint8_t)(rs_region_of(sc, 1, RV_ORE) + 1);
    sc->s.rot_level[1][0] = 1;
    sc->s.rot[1][7] = (uint8_t)(manifesto + 1); /* blue's Manifesto at 2 points, by no region */
    sc->s.rot_level[1][7] = 2;
    sc->s.academy_uses = 2;
    sc->s.grove_uses = RV_GU_FREEDOM | RV_GU_COLE;
    sc->s.sages_work = RV_SW_FAMINE << 1; /* the Famine still to take from blue */
    rs_check(sc);
    round_trip(sc->g, &sc->s);
    char *text = NULL, want[160];
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    snprintf(want, sizeof want, "{\"card\":%d,\"region\":-1,\"level\":2}", manifesto);
    if (!strstr(text, want)) fail_msg("no %s in %s", want, text);
    if (!strstr(text, "\"academy_uses\":2")) fail_msg("no academy_uses in %s", text);
    if (!strstr(text, "\"grove_uses\":3")) fail_msg("no grove_uses in %s", text);
    if (!strstr(text, "\"sages_work\":4")) fail_msg("no sages_work in %s", text);
    ctn_io_free(text);
    ctn_rivals_state back;
    for (int viewer = 0; viewer < 2; viewer++) {
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, viewer, (ctn_state *)&back);
        assert_memory_equal(back.rot, sc->s.rot, sizeof back.rot);
        assert_memory_equal(back.rot_at, sc->s.rot_at, sizeof back.rot_at);
        assert_memory_equal(back.rot_level, sc->s.rot_level, sizeof back.rot_level);
        round_trip(sc->g, &back);
    }
    rs_free(sc);
}

/* The Groves of Fraternity's and Great Foresight's state: the uses of the turn and
 * the events the look has shown, in the state JSON (theme.sages_uses, theme.foresight) and both
 * views (the look is public, R-222). */
static void sages_grove_fields(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(11, RV_MODE_SAGES);
    int grove = rs_card(sc, "grove_of_great_foresight", 0), peter = rs_card(sc, "peter", 0);
    rs_to_site(sc, 0, grove, 5, 1);
    rs_to_actions(sc);
    rs_to_hand(sc, 0, peter);
    sc->s.hand[0][peter >> 6] &= ~(1ull << (peter & 63));
    sc->s.rot[0][0] = (uint8_t)(peter + 1);
    sc->s.rot_at[0][0] = (uint8_t)(rs_region_of(sc, 0, RV_LUMBER) + 1);
    sc->s.rot_level[0][0] = 2;
    RS_PLAY(sc, 0, "play c%d", grove);
    int e = __builtin_ctz(sc->s.ev_pool), f = __builtin_ctz(sc->s.ev_pool & ~(1u << e));
    RS_PLAY(sc, CTN_CHANCE, "look e%d", e);
    RS_PLAY(sc, CTN_CHANCE, "look e%d", f);
    assert_int_equal(sc->s.phase, RV_PH_LOOK);
    round_trip(sc->g, &sc->s);
    char *text = NULL, want[64];
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (ctn_state *)&sc->s, &text, &err), CTN_OK);
    snprintf(want, sizeof want, "\"foresight\":[%d,%d]", e, f);
    if (!strstr(text, want)) fail_msg("no %s in %s", want, text);
    if (!strstr(text, "\"sages_uses\":2")) fail_msg("no sages_uses in %s", text);
    ctn_io_free(text);
    ctn_rivals_state back;
    for (int viewer = 0; viewer < 2; viewer++) {
        ctn_game_observe(sc->g, (ctn_state *)&sc->s, viewer, (ctn_state *)&back);
        assert_int_equal(back.foresight, sc->s.foresight);
        round_trip(sc->g, &back);
    }
    rs_free(sc);
}

/* The Era of Sages' theme game (R§15): the cards built so far. */
static void playouts_sages(void **u) {
    (void)u;
    playouts_mode(RV_MODE_SAGES);
}

/* The Era of Prosperity's theme game (R§16): the cards built so far, the stars. */
static void playouts_prosperity(void **u) {
    (void)u;
    playouts_mode(RV_MODE_PROSPERITY);
}

/* The Era of Explorers' theme game (R§17): the sea areas and explorer ships. */
static void playouts_explorers(void **u) {
    (void)u;
    playouts_mode(RV_MODE_EXPLORERS);
}

/* The Era of Explorers' sea areas read back as written, discovered cards and levels
 * too; a sea card or level out of range, a short row or ships beyond 3 are refused with a message;
 * other modes write no "explorers" key. */
static void explorers_sea(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(11, RV_MODE_EXPLORERS);
    sc->s.sea[1][4] = RV_SEA_JEAN;
    sc->s.sea_level[1][4] = 1;
    sc->s.sea[0][0] = RV_SEA_WRECK;
    sc->s.ships[0] = 3;
    round_trip(sc->g, &sc->s);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    json_t *doc = json_loads(text, 0, NULL);
    static const struct {
        const char *key, *value;
    } BAD[] = {{"ships", "[4,1]"}, {"ships", "[1]"}, {"sea", "[[9,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]]"},
               {"sea", "[[0,0,0],[0,0,0,0,0,0,0,0,0]]"}, {"levels", "[[0,0,0,0,0,0,0,0,0],[0,0,0,0,4,0,0,0,0]]"}, {"levels", "{}"}};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        json_t *copy = json_deep_copy(doc);
        json_object_set_new(json_object_get(copy, "explorers"), BAD[i].key, json_loads(BAD[i].value, JSON_DECODE_ANY, NULL));
        char *bad = json_dumps(copy, 0);
        ctn_rivals_state back;
        assert_int_equal(ctn_state_from_json(sc->g, bad, strlen(bad), (ctn_state *)&back, &err), CTN_E_STATE);
        assert_non_null(strstr(err.message, "explorers"));
        free(bad);
        json_decref(copy);
    }
    json_decref(doc);
    free(text);
    rs_free(sc);
    rs_scenario *gold = rs_new_mode(11, RV_MODE_GOLD);
    assert_int_equal(ctn_state_to_json(gold->g, (const ctn_state *)&gold->s, &text, &err), CTN_OK);
    assert_null(strstr(text, "explorers"));
    free(text);
    rs_free(gold);
}

/* The Era of Prosperity's stars read back as written; stars beyond the marker's top, or
 * not two of them, are refused with a message. */
static void prosperity_stars(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(11, RV_MODE_PROSPERITY);
    sc->s.stars[0] = 3;
    sc->s.stars[1] = 1;
    round_trip(sc->g, &sc->s);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &err), CTN_OK);
    json_t *doc = json_loads(text, 0, NULL);
    static const char *const BAD[] = {"[4,0]", "[1]", "{}"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        json_object_set_new(json_object_get(doc, "prosperity"), "stars", json_loads(BAD[i], JSON_DECODE_ANY, NULL));
        char *bad = json_dumps(doc, 0);
        ctn_rivals_state back;
        assert_int_equal(ctn_state_from_json(sc->g, bad, strlen(bad), (ctn_state *)&back, &err), CTN_E_STATE);
        assert_non_null(strstr(err.message, "prosperity"));
        free(bad);
    }
    json_decref(doc);
    free(text);
    rs_free(sc);
}

/* Plays the first legal action (chance: its own sample) until the phase comes. */
static void play_until(const ctn_game *g, ctn_rivals_state *s, int phase) {
    ctn_action list[CTN_MAX_ACTIONS];
    while (s->phase != phase) {
        int player = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)s));
        ctn_action a = player == CTN_CHANCE ? ctn_game_sample_own_chance(g, (ctn_state *)s)
                                            : (ctn_game_legal(g, (ctn_state *)s, player, 0, list), list[0]);
        ctn_game_apply(g, (ctn_state *)s, player, a);
    }
}

/* The Era of Progress's pending Library choice (phase library, field "library" in "theme") and
 * the search that follows it round-trip, in full and in both views. */
static void library_round_trip(void **u) {
    (void)u;
    rs_scenario *sc = rs_new_mode(5, RV_MODE_PROGRESS);
    rs_make_city(sc, 0, 5);
    RS_PLAY(sc, 0, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands");
    int lib = rs_card(sc, "library", 0);
    rs_to_hand(sc, 0, lib);
    rs_set(sc, 0, RV_LUMBER, 2, 2);
    rs_set(sc, 0, RV_BRICK, 3, 1);
    rs_set(sc, 0, RV_ORE, 5, 1);
    RS_PLAY(sc, 0, "build c%d t5 top", lib);
    assert_int_equal(sc->s.phase, RV_PH_LIBRARY);
    char *text = NULL;
    assert_int_equal(ctn_state_to_json(sc->g, (const ctn_state *)&sc->s, &text, &sc->err), CTN_OK);
    assert_non_null(strstr(text, "\"library\":1"));
    free(text);
    for (int step = 0; step < 2; step++) {
        round_trip(sc->g, &sc->s);
        ctn_rivals_state v;
        for (int p = 0; p < 2; p++) {
            ctn_game_observe(sc->g, (ctn_state *)&sc->s, p, (ctn_state *)&v);
            round_trip(sc->g, &v);
        }
        if (!step) RS_PLAY(sc, 0, "search s3");
    }
    assert_int_equal(sc->s.phase, RV_PH_SEARCH);
    rs_free(sc);
}

static void playouts_turmoil(void **u) {
    (void)u;
    playouts_mode(RV_MODE_TURMOIL);
}

static void view_hides(void **u) {
    (void)u;
    ctn_game *g = new_game();
    ctn_rivals_state s, v;
    ctn_game_init_state(g, (ctn_state *)&s, 3);
    play_until(g, &s, RV_PH_PRE_ROLL); /* through the set-up */
    ctn_game_observe(g, (ctn_state *)&s, 0, (ctn_state *)&v);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(g, (ctn_state *)&v, &text, &err), CTN_OK);
    assert_null(strstr(text, "\"rng\""));
    assert_non_null(strstr(text, "\"hand\": null") ? strstr(text, "\"hand\": null") : strstr(text, "\"hand\":null"));
    free(text);
    ctn_game_free(g);
}

/* The derived facts a client reads: the phase's name, every card id's key, the points. */
static void derived_facts(void **u) {
    (void)u;
    ctn_game *g = new_game();
    ctn_rivals_state s, v;
    ctn_game_init_state(g, (ctn_state *)&s, 11);
    play_until(g, &s, RV_PH_ACTION);
    ctn_game_observe(g, (ctn_state *)&s, 1, (ctn_state *)&v);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(g, (ctn_state *)&v, &text, &err), CTN_OK);
    json_t *doc = json_loads(text, 0, NULL);
    assert_non_null(doc);
    assert_string_equal(json_string_value(json_object_get(doc, "phase")), "action");
    assert_int_equal(json_integer_value(json_object_get(doc, "vp_to_win")), 7); /* the intro's */
    json_t *kinds = json_object_get(doc, "kinds");
    assert_int_equal((int)json_array_size(kinds), ctn_rivals_num_draw_cards(g));
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        assert_string_equal(json_string_value(json_array_get(kinds, (size_t)c)), ctn_rivals_cards[ctn_rivals_kind(g, &v, c)].key);
    json_t *events = json_object_get(doc, "event_kinds");
    assert_int_equal((int)json_array_size(events), ctn_rivals_num_events(g));
    for (int p = 0; p < 2; p++) {
        json_t *pts = json_object_get(json_array_get(json_object_get(doc, "players"), (size_t)p), "points");
        assert_int_equal(json_integer_value(json_object_get(pts, "strength")), ctn_rivals_strength(g, &s, p));
        assert_int_equal(json_integer_value(json_object_get(pts, "commerce")), ctn_rivals_commerce(g, &s, p));
        assert_int_equal(json_integer_value(json_object_get(pts, "progress")), ctn_rivals_progress(g, &s, p));
    }
    json_t *adv = json_object_get(doc, "advantage");
    assert_true(json_is_null(json_object_get(adv, "strength")) == (ctn_rivals_strength_holder(g, &s) == RV_NONE));
    json_decref(doc);
    free(text);
    ctn_game_free(g);
}

static void refuses(void **u) {
    (void)u;
    ctn_game *g = new_game();
    ctn_rivals_state s;
    ctn_game_init_state(g, (ctn_state *)&s, 3);
    char *text = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_state_to_json(g, (ctn_state *)&s, &text, &err), CTN_OK);
    ctn_rivals_state back;
    /* a card twice (in a stack and the discard pile): the invariant check refuses it */
    json_t *doc = json_loads(text, 0, NULL);
    assert_non_null(doc);
    json_object_set_new(doc, "discard", json_pack("[i]", s.stacks[0].card[0]));
    char *bad = json_dumps(doc, 0);
    json_decref(doc);
    assert_int_equal(ctn_state_from_json(g, bad, strlen(bad), (ctn_state *)&back, &err), CTN_E_STATE);
    assert_non_null(strstr(err.message, "card"));
    assert_int_equal(ctn_state_from_json(g, "{\"game\":\"rivals\"}", 17, (ctn_state *)&back, &err), CTN_E_STATE);
    assert_int_equal(ctn_state_from_json(g, "[1,2]", 5, (ctn_state *)&back, &err), CTN_E_STATE);
    free(bad);
    free(text);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(playouts), cmocka_unit_test(playouts_gold), cmocka_unit_test(playouts_progress), cmocka_unit_test(playouts_intrigue), cmocka_unit_test(playouts_merchants), cmocka_unit_test(playouts_barbarians),
                                       cmocka_unit_test(intrigue_fields), cmocka_unit_test(merchants_fields),
                                       cmocka_unit_test(sages_fields), cmocka_unit_test(sages_grove_fields),
                                       cmocka_unit_test(playouts_sages),
                                       cmocka_unit_test(playouts_prosperity), cmocka_unit_test(prosperity_stars),
                                       cmocka_unit_test(playouts_explorers), cmocka_unit_test(explorers_sea),
                                       cmocka_unit_test(library_round_trip), cmocka_unit_test(playouts_turmoil),
                                       cmocka_unit_test(view_hides), cmocka_unit_test(derived_facts),
                                       cmocka_unit_test(refuses), cmocka_unit_test(playouts_tournament)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
