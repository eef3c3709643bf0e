/* test_io_struggle.c — the Struggle state JSON codec and the protocol for "game":"struggle":
 * byte-identical round trips of full states and of views along random games (2–6 players, every
 * option), views that leak nothing (no hidden hand, deck order or generator; changing hidden
 * cards leaves a view's JSON unchanged), every error path of the state parser (each edit of a
 * valid state is refused with CTN_E_STATE naming the field, the output untouched), bad JSON,
 * random mutations that never crash, and whole games played through ctn_session_handle with
 * legal/apply/step/state/undo/save/load.
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

#include "catan/io.h"
#include "catan/struggle.h"
#include "struggle_scenario.h"

typedef ctn_struggle_state st_state;

static ctn_action g_list[CTN_MAX_ACTIONS];

/* ---- helpers ---- */

static char *to_json(const ctn_game *g, const void *s) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_to_json(g, (const ctn_state *)s, &text, &err), CTN_OK);
    return text;
}

static json_t *parse(const char *text) {
    json_error_t e;
    json_t *j = json_loads(text, 0, &e);
    if (!j) fail_msg("not JSON: %s", e.text);
    return j;
}

/* from_json(to_json(s)) == s, byte for byte. */
static void assert_round_trip(const ctn_game *g, const void *s) {
    char *text = to_json(g, s);
    st_state back;
    memset(&back, 0xAB, sizeof back);
    ctn_error err = {CTN_OK, ""};
    ctn_status st = ctn_state_from_json(g, text, strlen(text), (ctn_state *)&back, &err);
    if (st != CTN_OK) fail_msg("from_json failed: %s\n%s", err.message, text);
    if (memcmp(&back, s, sizeof back) != 0) {
        for (size_t i = 0; i < sizeof back; i++)
            if (((unsigned char *)&back)[i] != ((const unsigned char *)s)[i])
                fail_msg("round trip differs at byte %zu\n%s", i, text);
    }
    free(text);
}

/* One random action of a random actor (chance sampled). */
static void random_step(ss_scenario *sc, ctn_rng *rng) {
    ctn_actors actors = ss_actors(sc);
    int who[CTN_MAX_PLAYERS + 1], k = 0;
    for (int p = 0; p < 32; p++)
        if (actors & (1u << p)) who[k++] = p;
    assert_true(k > 0);
    int p = who[ctn_rng_below(rng, (uint32_t)k)];
    ctn_action a;
    if (p == CTN_CHANCE) {
        a = ctn_game_sample_chance(sc->g, (const ctn_state *)&sc->s, rng);
    } else {
        int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_ALL, g_list);
        assert_true(n > 0);
        a = g_list[ctn_rng_below(rng, (uint32_t)n)];
    }
    assert_int_equal(ctn_game_apply_checked(sc->g, (ctn_state *)&sc->s, p, a, &sc->err), CTN_OK);
}

/* ---- round trips ---- */

static int play_and_check(int players, const char *options, uint64_t seed, int max_steps) {
    ss_scenario *sc = ss_new_seed(players, seed, options);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed * 7919u + 3);
    st_state view;
    unsigned phases = 0;
    int step = 0;
    for (; step < max_steps && !ctn_game_is_terminal(sc->g, (const ctn_state *)&sc->s); step++) {
        phases |= 1u << sc->s.phase;
        assert_round_trip(sc->g, &sc->s);
        if (step % 3 == 0) {
            int viewer = step % 9 == 0 ? CTN_VIEW_PUBLIC : (step / 3) % players;
            memset(&view, 0, sizeof view);
            ctn_game_observe(sc->g, (const ctn_state *)&sc->s, viewer, (ctn_state *)&view);
            assert_round_trip(sc->g, &view);
        }
        random_step(sc, &rng);
    }
    phases |= 1u << sc->s.phase;
    assert_round_trip(sc->g, &sc->s);
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, CTN_VIEW_PUBLIC, (ctn_state *)&view);
    assert_round_trip(sc->g, &view);
    ss_free(sc);
    return (int)phases;
}

static void test_round_trips(void **st) {
    (void)st;
    unsigned phases = 0;
    phases |= (unsigned)play_and_check(2, "", 1, 4000);
    phases |= (unsigned)play_and_check(3, "", 2, 4000);
    phases |= (unsigned)play_and_check(4, "", 3, 4000);
    phases |= (unsigned)play_and_check(5, "", 4, 4000);
    phases |= (unsigned)play_and_check(6, "", 5, 4000);
    phases |= (unsigned)play_and_check(4, "direction=white_counter win_check=turn_start", 6, 4000);
    phases |=
        (unsigned)play_and_check(3, "robbery_discard=none market_day=none vp_to_win=14", 7, 4000);
    phases |= (unsigned)play_and_check(6, "turn_limit=12", 8, 4000);
    /* the random games went through every phase */
    assert_int_equal(phases, (1u << ST_PHASE_COUNT) - 1);
}

/* ---- views ---- */

/* Views never hold a hand the viewer may not see, the deck's cards or the generator. */
static void assert_view_hides(const ss_scenario *sc, int viewer) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_view_to_json(sc->g, (const ctn_state *)&sc->s, viewer, &text, &err),
                     CTN_OK);
    json_t *j = parse(text);
    assert_null(json_object_get(j, "rng"));
    assert_null(json_object_get(json_object_get(j, "deck"), "cards"));
    assert_int_equal(json_integer_value(json_object_get(json_object_get(j, "deck"), "count")),
                     ss_total(sc->s.deck));
    json_t *players = json_object_get(j, "players");
    for (int p = 0; p < sc->n; p++) {
        json_t *pl = json_array_get(players, (size_t)p);
        int library = sc->s.phase == ST_PHASE_LIBRARY_TAKE && viewer == sc->s.actor &&
                      p == sc->s.victim; /* §4.1: the library's user sees that hand */
        int visible = p == viewer || library;
        if ((json_object_get(pl, "hand") != NULL) != visible)
            fail_msg("view %d, phase %s: hand of p%d %s", viewer,
                     ctn_struggle_phase_name(sc->s.phase), p, visible ? "missing" : "leaked");
        assert_int_equal(json_integer_value(json_object_get(pl, "hand_count")),
                         ss_hand_total(sc, p));
    }
    json_decref(j);
    free(text);
}

/* Two states that differ only in what viewer may not know give the same view JSON. */
static void assert_view_blind(const ss_scenario *sc, int viewer, ctn_rng *rng) {
    st_state other = sc->s;
    other.rng.s[1] ^= 0x5555u;
    /* swap a card of a hidden hand (or of the deck) with a different one of the deck */
    int hidden = -1;
    for (int p = 0; p < sc->n; p++) {
        int library =
            sc->s.phase == ST_PHASE_LIBRARY_TAKE && viewer == sc->s.actor && p == sc->s.victim;
        if (p != viewer && !library && ss_total(other.hand[p]) && ctn_rng_below(rng, 2)) hidden = p;
    }
    for (int r = 0; r < CTN_RESOURCE_COUNT && hidden >= 0; r++) {
        if (!other.hand[hidden][r]) continue;
        for (int x = 0; x < CTN_RESOURCE_COUNT; x++)
            if (x != r && other.deck[x]) {
                other.hand[hidden][r]--, other.deck[r]++;
                other.deck[x]--, other.hand[hidden][x]++;
                r = x = CTN_RESOURCE_COUNT;
            }
    }
    char *a = NULL, *b = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_view_to_json(sc->g, (const ctn_state *)&sc->s, viewer, &a, &err),
                     CTN_OK);
    assert_int_equal(ctn_state_view_to_json(sc->g, (const ctn_state *)&other, viewer, &b, &err),
                     CTN_OK);
    if (strcmp(a, b) != 0) fail_msg("view %d changes with hidden cards:\n%s\n%s", viewer, a, b);
    free(a);
    free(b);
}

static void test_views_leak_nothing(void **st) {
    (void)st;
    for (int players = 2; players <= 6; players += 2) {
        ss_scenario *sc = ss_new_seed(players, 40u + (unsigned)players, "");
        ctn_rng rng;
        ctn_rng_seed(&rng, 77);
        for (int step = 0; step < 1500 && sc->s.phase != ST_PHASE_GAME_OVER; step++) {
            if (step % 2 == 0 || sc->s.phase == ST_PHASE_LIBRARY_TAKE)
                for (int v = -2; v < players; v++) {
                    if (v == -1) continue;
                    assert_view_hides(sc, v);
                    assert_view_blind(sc, v, &rng);
                }
            random_step(sc, &rng);
        }
        ss_free(sc);
    }
}

/* §4.1/§9: in the library's choice, the actor's view shows the victim's hand, nobody else's. */
static void test_view_library(void **st) {
    (void)st;
    ss_scenario *sc = ss_new(3, "");
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_LIBRARY);
    ss_set_hand(sc, 1, 1, 0, 0, 0, 2);
    SS_PLAY(sc, 0, "library p1");
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_view_to_json(sc->g, (const ctn_state *)&sc->s, 0, &text, &err),
                     CTN_OK);
    json_t *j = parse(text);
    json_t *hand = json_object_get(json_array_get(json_object_get(j, "players"), 1), "hand");
    assert_non_null(hand);
    assert_int_equal(json_integer_value(json_object_get(hand, "ore")), 2);
    assert_null(json_object_get(json_array_get(json_object_get(j, "players"), 2), "hand"));
    json_decref(j);
    free(text);
    assert_view_hides(sc, 2);
    assert_view_hides(sc, CTN_VIEW_PUBLIC);
    st_state view;
    ctn_game_observe(sc->g, (const ctn_state *)&sc->s, 0, (ctn_state *)&view);
    assert_round_trip(sc->g, &view);
    ss_free(sc);
}

/* ---- the JSON's content ---- */

static long long jint(json_t *j, const char *path) {
    char buf[128];
    snprintf(buf, sizeof buf, "%s", path);
    json_t *v = j;
    for (char *tok = strtok(buf, "/"); tok && v; tok = strtok(NULL, "/"))
        v = json_is_array(v) ? json_array_get(v, (size_t)atoi(tok)) : json_object_get(v, tok);
    if (!json_is_integer(v)) fail_msg("%s is not an integer", path);
    return json_integer_value(v);
}

static void test_json_content(void **st) {
    (void)st;
    ss_scenario *sc = ss_new(4, "");
    ss_set_roads(sc, 1, 3);
    ss_set_knights(sc, 1, 2);
    ss_put_settlement(sc, 1);
    ss_put_city(sc, 1, ST_EVENT_MARKET_DAY);
    ss_put_settlement(sc, 1);
    ss_put_city(sc, 1, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 1, ST_EXP_CASTLE);
    ss_set_hand(sc, 0, 1, 1, 1, 1, 0);
    SS_CHECK(sc);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_settlement");
    char *text = to_json(sc->g, &sc->s);
    json_t *j = parse(text);
    assert_string_equal(json_string_value(json_object_get(j, "game")), "struggle");
    assert_string_equal(json_string_value(json_object_get(j, "phase")), "pay");
    assert_string_equal(json_string_value(json_object_get(json_object_get(j, "paying"), "build")),
                        "settlement");
    assert_string_equal(json_string_value(json_object_get(j, "direction")), "white");
    assert_string_equal(json_string_value(json_object_get(j, "victim_search")), "seat_order");
    assert_int_equal(jint(j, "players/1/roads/cards"), 3);
    assert_int_equal(jint(j, "players/1/roads/a_sides"), 2);
    assert_int_equal(jint(j, "players/1/roads/points"), 1);
    assert_int_equal(jint(j, "players/1/knights/a_sides"), 1);
    assert_int_equal(jint(j, "players/1/knights/points"), 1);
    assert_int_equal(jint(j, "players/1/settlements"), 1);
    assert_int_equal(jint(j, "players/1/cities"), 1);
    assert_int_equal(jint(j, "players/1/vp"), 1 + 1 + 1 + 2 + 4);
    json_t *exp = json_object_get(json_array_get(json_object_get(j, "players"), 1), "expansions");
    assert_int_equal(json_array_size(exp), 1);
    assert_string_equal(json_string_value(json_array_get(exp, 0)), "castle");
    assert_int_equal(jint(j, "supply/expansions/castle"), 0);
    assert_int_equal(jint(j, "supply/roads"), 9 - 3 - 3);
    assert_int_equal(jint(j, "supply/knights"), 5 - 2);
    assert_int_equal(jint(j, "supply/settlements"), 15 - 4 - 2);
    assert_int_equal(jint(j, "events_hidden/brigand_attack"), 9);
    assert_int_equal(jint(j, "events_hidden/market_day"), 4);
    assert_int_equal(jint(j, "deck/count"), ss_total(sc->s.deck));
    assert_int_equal(jint(j, "trades_left"), 1);
    json_decref(j);
    free(text);
    /* a 2-player game has no direction card */
    ss_scenario *two = ss_new(2, "direction=white_counter");
    text = to_json(two->g, &two->s);
    j = parse(text);
    assert_true(json_is_null(json_object_get(j, "direction")));
    json_decref(j);
    free(text);
    ss_free(two);
    ss_free(sc);
}

/* ---- rejection of broken input ---- */

/* Applies one edit "path=json", "path+=n" (integers) or "-path" (deletion) to j. Path parts are
 * separated by '/'; array indexes are numbers. */
static void apply_edit(json_t *j, const char *spec) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", spec);
    int del = buf[0] == '-';
    char *path = buf + del, *value = NULL;
    int add = 0;
    char *eq = strchr(path, '=');
    if (eq) {
        value = eq + 1;
        *eq = 0;
        if (eq > path && (eq[-1] == '+' || eq[-1] == '-')) add = eq[-1] == '+' ? 1 : -1, eq[-1] = 0;
    }
    json_t *parent = j;
    char *last = path;
    for (char *slash = strchr(last, '/'); slash; slash = strchr(last, '/')) {
        *slash = 0;
        parent = json_is_array(parent) ? json_array_get(parent, (size_t)atoi(last))
                                       : json_object_get(parent, last);
        if (!parent) fail_msg("edit '%s': no '%s'", spec, last);
        last = slash + 1;
    }
    json_t *nv = NULL;
    if (add) {
        json_t *old = json_is_array(parent) ? json_array_get(parent, (size_t)atoi(last))
                                            : json_object_get(parent, last);
        if (!json_is_integer(old)) fail_msg("edit '%s': not an integer", spec);
        nv = json_integer(json_integer_value(old) + add * atoi(value));
    } else if (!del) {
        json_error_t e;
        nv = json_loads(value, JSON_DECODE_ANY, &e);
        if (!nv) fail_msg("edit '%s': bad value", spec);
    }
    if (json_is_array(parent)) {
        if (del)
            json_array_remove(parent, (size_t)atoi(last));
        else
            json_array_set_new(parent, (size_t)atoi(last), nv);
    } else if (del) {
        json_object_del(parent, last);
    } else {
        json_object_set_new(parent, last, nv);
    }
}

/* The JSON of `text` after the edits (NULL-terminated), parsed by from_json: the status. */
static ctn_status try_edits(const ctn_game *g, const char *text, const char *const *edits,
                            ctn_error *err) {
    json_t *j = parse(text);
    for (int i = 0; edits[i]; i++) apply_edit(j, edits[i]);
    char *bad = json_dumps(j, JSON_COMPACT);
    st_state out;
    memset(&out, 0x5A, sizeof out);
    ctn_status st = ctn_state_from_json(g, bad, strlen(bad), (ctn_state *)&out, err);
    if (st != CTN_OK)
        for (size_t i = 0; i < sizeof out; i++)
            if (((unsigned char *)&out)[i] != 0x5A) fail_msg("a failed read wrote the output");
    free(bad);
    json_decref(j);
    return st;
}

#define EDITS(...)                                                                                 \
    (const char *const[]) {                                                                        \
        __VA_ARGS__, NULL                                                                          \
    }

static void expect_at(const char *file, int line, const ctn_game *g, const char *text,
                      const char *const *edits, const char *fragment) {
    ctn_error err = {CTN_OK, ""};
    ctn_status st = try_edits(g, text, edits, &err);
    if (fragment == NULL) {
        if (st != CTN_OK) {
            print_error("%s:%d: edit '%s' refused: %s\n", file, line, edits[0], err.message);
            _fail(file, line);
        }
        return;
    }
    if (st != CTN_E_STATE || !strstr(err.message, fragment)) {
        print_error("%s:%d: edit '%s': expected bad_state with '%s', got %s: %s\n", file, line,
                    edits[0], fragment, ctn_status_name(st), err.message);
        _fail(file, line);
    }
}
#define EXPECT(g, text, fragment, ...)                                                             \
    expect_at(__FILE__, __LINE__, (g), (text), EDITS(__VA_ARGS__), (fragment))
#define ACCEPT(g, text, ...) expect_at(__FILE__, __LINE__, (g), (text), EDITS(__VA_ARGS__), NULL)

/* Three players, seat 0 to trade; hands, market and deck known. */
static ss_scenario *known_game(int players) {
    ss_scenario *sc = ss_new(players, "vp_to_win=3");
    ss_set_market(sc, 1, 1, 1, 1, 1);
    for (int p = 0; p < players; p++) ss_set_hand(sc, p, 0, 0, 0, 0, 0);
    ss_set_hand(sc, 0, 1, 1, 1, 1, 0);
    ss_set_hand(sc, 1, 1, 0, 0, 0, 1);
    ss_set_hand(sc, 2 % players, 0, 0, 2, 0, 1);
    ss_set_deck(sc, 5, 5, 5, 5, 5);
    SS_CHECK(sc);
    return sc;
}

static char *text_of(const ss_scenario *sc) {
    return to_json(sc->g, &sc->s);
}

static char *view_text(const ss_scenario *sc, int viewer) {
    char *text = NULL;
    ctn_error err;
    assert_int_equal(ctn_state_view_to_json(sc->g, (const ctn_state *)&sc->s, viewer, &text, &err),
                     CTN_OK);
    return text;
}

static void test_rejects_header_and_turn(void **st) {
    (void)st;
    ss_scenario *sc = known_game(3);
    const ctn_game *g = sc->g;
    char *t = text_of(sc);
    ACCEPT(g, t, "actors=5"); /* informational */
    ACCEPT(g, t, "victim_search=\"whatever\"");
    EXPECT(g, t, "game: this is a struggle game, not 'classic'", "game=\"classic\"");
    EXPECT(g, t, "missing field game", "-game");
    EXPECT(g, t, "num_players: 4 is not between 3 and 3", "num_players=4");
    EXPECT(g, t, "view: expected \"all\", \"public\" or a seat 0..2", "view=\"god\"");
    EXPECT(g, t, "view: expected", "view=3");
    EXPECT(g, t, "unknown field 'colour' in state", "colour=1");
    EXPECT(g, t, "missing field rng", "-rng");
    EXPECT(g, t, "rng: expected an array", "rng=1");
    EXPECT(g, t, "rng: expected 4 hex strings", "rng=[]");
    EXPECT(g, t, "rng[1]: expected 16 hex digits", "rng/1=\"xyz\"");
    EXPECT(g, t, "rng: the generator's words cannot all be zero",
           "rng=[\"0000000000000000\",\"0000000000000000\",\"0000000000000000\","
           "\"0000000000000000\"]");
    EXPECT(g, t, "turn: the first turn is 1", "turn=0");
    EXPECT(g, t, "turn: -1 is not between 0 and 4294967295", "turn=-1");
    EXPECT(g, t, "actions: expected an integer", "actions=\"x\"");
    EXPECT(g, t, "phase: unknown value 'lunch'", "phase=\"lunch\"");
    EXPECT(g, t, "phase: expected a string", "phase=3");
    EXPECT(g, t, "resume_phase: a merchant guild theft returns to trade or build, not draw",
           "resume_phase=\"draw\"");
    EXPECT(g, t, "current: 3 is not between 0 and 2", "current=3");
    EXPECT(g, t, "current: expected a seat 0..2", "current=null");
    EXPECT(g, t, "actor: p1 acts in phase trade, but it is p0's turn", "actor=1");
    EXPECT(g, t, "winner: only a finished game has a winner", "winner=0");
    EXPECT(g, t, "direction: unknown value 'black'", "direction=\"black\"");
    EXPECT(g, t, "missing field direction", "-direction");
    EXPECT(g, t, "trades_left: 2 is more than the 1 trades p0 may make", "trades_left=2");
    EXPECT(g, t, "deck_only: p0 has 1 A-side roads", "deck_only=true");
    EXPECT(g, t, "deck_only: expected true or false", "deck_only=1");
    EXPECT(g, t, "built: nothing is built before the build phase", "built=[\"road\"]");
    EXPECT(g, t, "built[0]: expected a name", "built=[\"palace\"]");
    EXPECT(g, t, "built[1]: 'road' is listed twice", "built=[\"road\",\"road\"]");
    EXPECT(g, t, "built: at most 5 entries", "built=[1,2,3,4,5,6]");
    EXPECT(g, t, "library_used: p0 owns no library", "library_used=true");
    EXPECT(g, t, "guild_used: p0 owns no merchant guild", "guild_used=true");
    EXPECT(g, t, "victim: phase trade has no victim", "victim=1");
    EXPECT(g, t, "draws_left: only the draw phase has cards to draw", "draws_left=2");
    EXPECT(g, t, "draw_now: 1, but 0 of the 0 cards owed", "draw_now=1");
    EXPECT(g, t, "draw_now: 300 is not between 0 and 255", "draw_now=300");
    EXPECT(g, t, "paying: expected null or an object", "paying=3");
    EXPECT(g, t, "unknown field 'x' in paying", "paying={\"build\":\"road\",\"x\":1}");
    EXPECT(g, t, "paying.build: unknown value 'palace'", "paying={\"build\":\"palace\"}");
    EXPECT(g, t, "paying.expansion: only an expansion build names one",
           "paying={\"build\":\"road\",\"expansion\":\"library\"}");
    EXPECT(g, t, "missing field paying.expansion", "paying={\"build\":\"expansion\"}");
    EXPECT(g, t, "paying.expansion: unknown value 'pub'",
           "paying={\"build\":\"expansion\",\"expansion\":\"pub\"}");
    EXPECT(g, t, "missing field paying", "-paying");
    EXPECT(g, t, "market_day_left: phase trade is not a market day", "market_day_left=1");
    EXPECT(g, t, "market_day_left: 4 is not between 0 and 3", "market_day_left=4");
    free(t);
    /* two players: no direction card */
    ss_scenario *two = known_game(2);
    t = text_of(two);
    EXPECT(two->g, t, "direction: a 2-player game has no direction card (null)",
           "direction=\"white\"");
    free(t);
    ss_free(two);
    ss_free(sc);
}

static void test_rejects_cards(void **st) {
    (void)st;
    ss_scenario *sc = known_game(3);
    const ctn_game *g = sc->g;
    char *t = text_of(sc);
    /* resources (§1: 67 cards, ore 16) */
    EXPECT(g, t, "market: unknown name 'gold'", "market/gold=1");
    EXPECT(g, t, "market.ore: 500 is not between 0 and 67", "market/ore=500");
    EXPECT(g, t, "market: expected an object", "market=[]");
    EXPECT(g, t, "ore: 17 cards in the deck, the discard pile, the market and the hands, not 16",
           "market/ore+=1");
    EXPECT(g, t, "market: 6 cards, more than 5", "market/ore+=1", "deck/cards/ore-=1",
           "deck/count-=1");
    EXPECT(g, t, "wool: 16 cards", "discard/wool+=1");
    EXPECT(g, t, "missing field discard", "-discard");
    EXPECT(g, t, "deck: expected an object", "deck=5");
    EXPECT(g, t, "unknown field 'top' in deck", "deck/top=1");
    EXPECT(g, t, "deck.count: 26 does not match the 25 cards listed", "deck/count+=1");
    EXPECT(g, t, "missing field deck.cards", "-deck/cards");
    EXPECT(g, t, "deck.count: 68 is not between 0 and 67", "deck/count=68");
    ACCEPT(g, t, "deck/cards/ore-=1", "discard/ore+=1", "deck/count-=1");
    /* building cards (§1: 7 roads, 4 knights, 11 settlements, 7 expansions with 3 players) */
    EXPECT(g, t, "roads: 8 road cards in the supply and the stacks, not 7", "supply/roads+=1");
    EXPECT(g, t, "supply.roads: 100 is not between 0 and 7", "supply/roads=100");
    EXPECT(g, t, "knights: 3 knight cards in the supply and the stacks, not 4",
           "supply/knights-=1");
    EXPECT(g, t, "supply.knights: 5 is not between 0 and 4", "supply/knights+=1");
    EXPECT(g, t, "settlements: 12 settlement cards", "supply/settlements+=1");
    EXPECT(g, t, "supply.expansions.library: 2 is more than the 1 of a 3-player game",
           "supply/expansions/library=2");
    EXPECT(g, t, "expansions: 1 church cards, not 2", "supply/expansions/church-=1");
    EXPECT(g, t, "unknown field 'x' in supply", "supply/x=1");
    EXPECT(g, t, "supply.expansions: unknown name 'pub'", "supply/expansions/pub=1");
    EXPECT(g, t, "events_hidden: 10 events for 11 settlement cards not turned",
           "events_hidden/brigand_attack-=1");
    EXPECT(g, t, "events_hidden.market_day: 9 is more than the 3 of a 3-player game",
           "events_hidden/market_day=9");
    EXPECT(g, t, "events_hidden: unknown name 'flood'", "events_hidden/flood=1");
    /* players */
    EXPECT(g, t, "players: expected 3 entries, not 0", "players=[]");
    EXPECT(g, t, "players: expected 3 entries, not 7", "players=[1,2,3,4,5,6,7]");
    EXPECT(g, t, "players[1]: expected an object", "players/1=5");
    EXPECT(g, t, "players[1].seat: 2 is not between 1 and 1", "players/1/seat=2");
    EXPECT(g, t, "unknown field 'wings' in players[1]", "players/1/wings=2");
    EXPECT(g, t, "players[1].hand_count: 3 does not match the 2 cards of the hand",
           "players/1/hand_count+=1");
    EXPECT(g, t, "missing field players[1].hand", "-players/1/hand");
    EXPECT(g, t, "ore: 17 cards", "players/1/hand/ore+=1", "players/1/hand_count+=1");
    EXPECT(g, t, "players[0].roads: 2 cards lie 1 A-side up and score 1",
           "players/0/roads/cards+=1", "supply/roads-=1");
    EXPECT(g, t, "players[0].roads: 1 cards lie 1 A-side up and score 0",
           "players/0/roads/a_sides=0");
    EXPECT(g, t, "players[0].knights: 0 cards lie 0 A-side up and score 0",
           "players/0/knights/points=1");
    EXPECT(g, t, "players[0].roads: expected an object", "players/0/roads=3");
    EXPECT(g, t, "unknown field 'stack' in players[0].knights", "players/0/knights/stack=1");
    EXPECT(g, t, "players[0].roads.cards: 8 is not between 0 and 7", "players/0/roads/cards=8");
    ACCEPT(g, t, "players/0/roads/cards+=1", "players/0/roads/points=1", "players/0/vp=2",
           "supply/roads-=1");
    EXPECT(g, t, "players[0].settlements: 99 is not between 0 and 11", "players/0/settlements=99");
    EXPECT(g, t, "settlements: 12 settlement cards", "players/0/settlements+=1", "players/0/vp=2");
    EXPECT(g, t, "players[0].expansions[1]: 'library' is listed twice",
           "players/0/expansions=[\"library\",\"library\"]");
    EXPECT(g, t, "players[0].expansions[0]: expected a name", "players/0/expansions=[\"pub\"]");
    EXPECT(g, t, "players[0].vp: the cards score 1", "players/0/vp=5");
    EXPECT(g, t, "settlements: 12 settlement cards", "players/0/expansions=[\"castle\"]",
           "players/0/vp=5", "supply/expansions/castle=0");
    EXPECT(g, t, "discard_owed: the discard phase needs a player who owes, and only it",
           "players/0/discard_owed=1");
    EXPECT(g, t, "players[0].discard_owed: 5 is more than the 4 cards held",
           "players/0/discard_owed=5");
    EXPECT(g, t, "players[0].discard_floor: only a player who owes a discard has one",
           "players/0/discard_floor=\"ore\"");
    EXPECT(g, t, "players[0].discard_floor: unknown value 'gold'",
           "players/0/discard_floor=\"gold\"");
    free(t);
    ss_free(sc);
}

static void test_rejects_views(void **st) {
    (void)st;
    ss_scenario *sc = known_game(3);
    const ctn_game *g = sc->g;
    char *t = view_text(sc, 1);
    ACCEPT(g, t, "players/0/hand_count-=1", "players/2/hand_count+=1");
    EXPECT(g, t, "rng: a view carries no generator", "rng=[]");
    EXPECT(g, t, "deck.cards: a view shows only the count", "deck/cards={}");
    EXPECT(g, t, "players[0].hand: this view does not show p0's hand", "players/0/hand={}");
    EXPECT(g, t, "missing field players[0].hand_count", "-players/0/hand_count");
    EXPECT(g, t, "resource cards: 68 accounted for, not 67", "players/0/hand_count+=1");
    EXPECT(g, t, "resource cards: 66 accounted for, not 67", "deck/count-=1");
    EXPECT(g, t, "ore: 30 cards in the deck, the discard pile, the market and the hands, not 16",
           "players/1/hand/ore+=20", "players/1/hand_count+=20", "deck/count-=20");
    free(t);
    t = view_text(sc, CTN_VIEW_PUBLIC);
    EXPECT(g, t, "players[1].hand: this view does not show p1's hand", "players/1/hand={}");
    free(t);
    ss_free(sc);
}

static void test_rejects_phases(void **st) {
    (void)st;
    /* pay (§8): seat 0 chose a settlement */
    ss_scenario *sc = known_game(3);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_settlement");
    char *t = text_of(sc);
    ACCEPT(sc->g, t, "paying/build=\"road\""); /* he may build a road and pay for it */
    EXPECT(sc->g, t, "paying: phase pay needs the build being paid for", "paying=null");
    EXPECT(sc->g, t, "trades_left: 5 is more than the 1 trades p0 may make", "trades_left=5");
    EXPECT(sc->g, t, "paying: p0 has built a settlement this turn already",
           "built=[\"settlement\"]");
    EXPECT(sc->g, t, "paying: p0 may not build this city now", "paying/build=\"city\"");
    EXPECT(sc->g, t, "paying: p0 may not build this library now",
           "paying={\"build\":\"expansion\",\"expansion\":\"library\"}");
    EXPECT(sc->g, t, "paying: p0 may not build this settlement now", "players/0/hand/lumber-=1",
           "players/0/hand_count-=1", "discard/lumber+=1");
    free(t);
    /* direction (§7): after the settlement */
    SS_PLAY(sc, 0, "pay 1 lumber 1 brick 1 wool 1 grain");
    assert_int_equal(sc->s.phase, ST_PHASE_DIRECTION);
    t = text_of(sc);
    EXPECT(sc->g, t, "phase direction: needs a settlement just built and 3 or more players",
           "built=[]");
    free(t);
    /* the end-of-turn draw (§4.3) */
    SS_PLAY(sc, 0, "keep_direction");
    SS_PLAY(sc, 0, "end_build");
    assert_int_equal(sc->s.phase, ST_PHASE_DRAW);
    t = text_of(sc);
    EXPECT(sc->g, t, "draws_left: only the draw phase has cards to draw", "draws_left=0",
           "draw_now=0");
    EXPECT(sc->g, t, "draws_left: 5 is more than the 2 cards p0 draws", "draws_left=5");
    EXPECT(sc->g, t, "draw_now: 1, but 2 of the 2 cards owed are drawn from a deck of 25",
           "draw_now=1");
    EXPECT(sc->g, t, "deck: phase draw draws from an empty deck", "draw_now=0", "deck/cards={}",
           "deck/count=0", "discard/lumber+=5", "discard/brick+=5", "discard/wool+=5",
           "discard/grain+=5", "discard/ore+=5");
    free(t);
    /* game over: vp_to_win is 3 */
    ss_chance_until_player(sc);
    ss_put_settlement(sc, 1); /* 2 points; a second road makes 3 */
    ss_set_hand(sc, 1, 1, 1, 0, 0, 0);
    SS_PLAY(sc, 1, "end_trade");
    SS_PLAY(sc, 1, "build_road");
    SS_PLAY(sc, 1, "pay 1 lumber 1 brick");
    assert_int_equal(sc->s.phase, ST_PHASE_GAME_OVER);
    assert_int_equal(sc->s.winner, 1);
    t = text_of(sc);
    EXPECT(sc->g, t, "winner: a game ends without a winner only at the turn limit", "winner=null");
    EXPECT(sc->g, t, "winner: p0 has 2 points, fewer than the 3 needed", "winner=0");
    EXPECT(sc->g, t, "winner: only a finished game has a winner", "phase=\"build\"");
    free(t);
    ss_free(sc);

    /* library (§4.1, §6): seat 0 picks from p1's open hand */
    sc = known_game(3);
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_LIBRARY);
    SS_PLAY(sc, 0, "library p1");
    t = text_of(sc);
    EXPECT(sc->g, t, "library_used: phase library_take uses the library", "library_used=false");
    EXPECT(sc->g, t, "victim: phase library_take needs a victim", "victim=null");
    EXPECT(sc->g, t, "victim: p0 cannot trade with himself", "victim=0");
    EXPECT(sc->g, t, "victim: p1 holds no card to take in phase library_take", "players/1/hand={}",
           "players/1/hand_count=0", "discard/lumber+=1", "discard/ore+=1");
    EXPECT(sc->g, t, "built: nothing is built before the build phase", "built=[\"knight\"]");
    free(t);
    char *v = view_text(sc, 0); /* the actor sees p1's hand: it is in his view */
    json_t *j = parse(v);
    assert_non_null(json_object_get(json_array_get(json_object_get(j, "players"), 1), "hand"));
    json_decref(j);
    EXPECT(sc->g, v, "players[1].hand_count: 3 does not match", "players/1/hand_count=3");
    free(v);
    SS_PLAY(sc, 0, "take ore");
    t = text_of(sc);
    EXPECT(sc->g, t, "players[0]: holds no card to give back", "players/0/hand={}",
           "players/0/hand_count=0", "discard/lumber+=1", "discard/brick+=1", "discard/wool+=1",
           "discard/grain+=1", "discard/ore+=1");
    free(t);
    ss_free(sc);

    /* a merchant guild theft (§6) in progress */
    sc = known_game(3);
    ss_put_city(sc, 0, ST_EVENT_BRIGANDS);
    ss_put_expansion(sc, 0, ST_EXP_GUILD);
    ss_put_settlement(sc, 1);
    ss_put_settlement(sc, 1);
    SS_PLAY(sc, 0, "guild p1");
    assert_int_equal(sc->s.phase, ST_PHASE_GUILD_STEAL);
    t = text_of(sc);
    ACCEPT(sc->g, t, "resume_phase=\"build\""); /* the guild works in the build phase too */
    EXPECT(sc->g, t, "guild_used: phase guild_steal uses the merchant guild", "guild_used=false");
    EXPECT(sc->g, t, "victim: phase guild_steal needs a victim", "victim=null");
    EXPECT(sc->g, t, "built: nothing is built before the build phase", "built=[\"road\"]");
    ACCEPT(sc->g, t, "built=[\"road\"]", "resume_phase=\"build\"");
    free(t);
    ss_free(sc);

    /* a deck trade waiting for its card */
    sc = known_game(3);
    SS_PLAY(sc, 0, "trade_deck wool");
    t = text_of(sc);
    EXPECT(sc->g, t, "deck: phase deck_draw draws from an empty deck", "deck/cards={}",
           "deck/count=0", "discard/lumber+=5", "discard/brick+=5", "discard/wool+=5",
           "discard/grain+=5", "discard/ore+=5");
    free(t);
    ss_free(sc);

    /* a city's event (§5): discards and market day */
    sc = known_game(3);
    ss_set_hand(sc, 0, 0, 0, 0, 2, 3);
    ss_set_hand(sc, 1, 2, 2, 2, 2, 1);
    SS_PLAY(sc, 0, "end_trade");
    SS_PLAY(sc, 0, "build_city");
    SS_PLAY(sc, 0, "pay 2 grain 3 ore");
    assert_int_equal(sc->s.phase, ST_PHASE_EVENT);
    t = text_of(sc);
    EXPECT(sc->g, t, "events_hidden: 10 events for 11 settlement cards not turned",
           "events_hidden/brigand_attack-=1");
    EXPECT(sc->g, t, "phase event: follows a city built this turn", "built=[]");
    free(t);
    st_state before = sc->s;
    SS_PLAY(sc, CTN_CHANCE, "event brigand_attack");
    assert_int_equal(sc->s.phase, ST_PHASE_DISCARD);
    t = text_of(sc);
    EXPECT(sc->g, t, "players[1].discard_owed: 20 is more than the 9 cards held",
           "players/1/discard_owed=20");
    EXPECT(sc->g, t, "discard_owed: the discard phase needs a player who owes, and only it",
           "players/1/discard_owed=0");
    EXPECT(sc->g, t, "events_hidden: 11 events for 10 settlement cards",
           "events_hidden/brigand_attack+=1");
    free(t);
    sc->s = before;
    SS_PLAY(sc, CTN_CHANCE, "event market_day");
    assert_int_equal(sc->s.phase, ST_PHASE_MARKET_DAY);
    t = text_of(sc);
    ACCEPT(sc->g, t, "actor=1"); /* anyone may be choosing on a market day */
    EXPECT(sc->g, t, "market_day_left: phase market_day needs players still to choose",
           "market_day_left=0");
    EXPECT(sc->g, t, "phase market_day: follows a city built this turn", "built=[]");
    free(t);
    ss_free(sc);
}

static void test_rejects_bad_json(void **st) {
    (void)st;
    ss_scenario *sc = known_game(3);
    st_state out;
    ctn_error err;
    const char *cases[] = {"",          "{", "[1,2", "null", "42", "{\"game\":\"struggle\"",
                           "\"state\"", "[]"};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ctn_status code =
            ctn_state_from_json(sc->g, cases[i], strlen(cases[i]), (ctn_state *)&out, &err);
        assert_true(code == CTN_E_PARSE || code == CTN_E_STATE);
    }
    assert_int_equal(ctn_state_from_json(sc->g, "[]", 2, (ctn_state *)&out, &err), CTN_E_STATE);
    assert_non_null(strstr(err.message, "a state is a JSON object"));
    char deep[200];
    memset(deep, '[', sizeof deep);
    assert_int_equal(ctn_state_from_json(sc->g, deep, sizeof deep, (ctn_state *)&out, &err),
                     CTN_E_LIMIT);
    char *text = text_of(sc);
    assert_int_equal(ctn_state_from_json(sc->g, text, strlen(text) / 2, (ctn_state *)&out, &err),
                     CTN_E_PARSE);
    /* a Struggle state is not a Classic one, and the reverse */
    ctn_game_spec spec;
    ctn_game *classic = NULL;
    const char *cl = "{\"game\":\"classic\",\"players\":3}";
    assert_int_equal(ctn_game_spec_from_json(cl, strlen(cl), &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &classic, &err), CTN_OK);
    ctn_state *cs = calloc(1, ctn_state_size(classic));
    assert_int_equal(ctn_state_from_json(classic, text, strlen(text), cs, &err), CTN_E_STATE);
    ctn_game_init_state(classic, cs, 1);
    char *ctext = to_json(classic, cs);
    assert_int_equal(ctn_state_from_json(sc->g, ctext, strlen(ctext), (ctn_state *)&out, &err),
                     CTN_E_STATE);
    free(ctext);
    free(cs);
    ctn_game_free(classic);
    free(text);
    ss_free(sc);
}

/* Random edits of valid JSON never crash; an accepted full state writes back to JSON and the
 * engine plays a legal action from it without breaking an invariant. */
static json_t *random_value(ctn_rng *rng) {
    switch (ctn_rng_below(rng, 9)) {
    case 0:
        return json_null();
    case 1:
        return json_integer((json_int_t)ctn_rng_below(rng, 300) - 20);
    case 2:
        return json_string("trade");
    case 3:
        return json_true();
    case 4:
        return json_array();
    case 5:
        return json_object();
    case 6:
        return json_integer(0);
    case 7:
        return json_integer(2);
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
            else if (json_is_integer(v) && ctn_rng_below(rng, 2))
                json_object_set_new(
                    j, key, json_integer(json_integer_value(v) + (ctn_rng_below(rng, 2) ? 1 : -1)));
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

static void test_mutations_never_crash(void **st) {
    (void)st;
    ctn_rng rng;
    ctn_rng_seed(&rng, 2025);
    int accepted = 0, tried = 0;
    for (int game = 0; game < 4; game++) {
        ss_scenario *sc = ss_new_seed(3 + game % 3, 500u + (unsigned)game, "");
        for (int k = 0; k < 40 + game * 25; k++) random_step(sc, &rng);
        char *text = text_of(sc);
        for (int i = 0; i < 600; i++, tried++) {
            json_t *j = parse(text);
            int edits = 1 + (int)ctn_rng_below(&rng, 2);
            for (int k = 0; k < edits; k++) mutate(j, &rng, 0);
            char *bad = json_dumps(j, JSON_COMPACT);
            ctn_error err;
            ss_scenario copy = *sc;
            if (ctn_state_from_json(sc->g, bad, strlen(bad), (ctn_state *)&copy.s, &err) ==
                CTN_OK) {
                accepted++;
                free(text_of(&copy));
                if (!ctn_game_is_terminal(copy.g, (const ctn_state *)&copy.s))
                    random_step(&copy, &rng); /* aborts in Debug on a broken invariant */
            }
            free(bad);
            json_decref(j);
        }
        free(text);
        ss_free(sc);
    }
    assert_true(accepted > 0 && accepted < tried);
}

/* ---- the protocol ---- */

static json_t *request(ctn_session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static json_t *request(ctn_session *s, const char *fmt, ...) {
    char line[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    char *out = ctn_session_handle(s, line, strlen(line));
    assert_non_null(out);
    json_t *j = parse(out);
    free(out);
    return j;
}

static json_t *ok(ctn_session *s, json_t *j) {
    (void)s;
    if (!json_is_true(json_object_get(j, "ok"))) {
        char *d = json_dumps(j, JSON_COMPACT);
        fail_msg("request failed: %s", d);
    }
    return j;
}

static const char *err_code(json_t *j) {
    return json_string_value(json_object_get(json_object_get(j, "error"), "code"));
}

/* Plays a whole game from the protocol's JSON alone: legal lists, apply by text or number, step,
 * views, undo and redo, save and load. */
static void play_protocol_game(int players, uint64_t seed, const char *options) {
    ctn_session *s = NULL;
    ctn_error err;
    assert_int_equal(ctn_session_new(0, &s, &err), CTN_OK);
    json_t *r = ok(s, request(s,
                              "{\"cmd\":\"new\",\"game\":\"struggle\",\"players\":%d,\"seed\":%llu,"
                              "\"options\":%s}",
                              players, (unsigned long long)seed, options));
    json_t *summary = json_object_get(r, "summary");
    assert_string_equal(json_string_value(json_object_get(summary, "phase")), "trade");
    assert_int_equal(json_array_size(json_object_get(summary, "vp")), (size_t)players);
    char start_hash[17];
    snprintf(start_hash, sizeof start_hash, "%s", json_string_value(json_object_get(r, "hash")));
    json_decref(r);
    ctn_rng rng;
    ctn_rng_seed(&rng, seed);
    int applied = 0;
    for (int i = 0; i < 20000; i++) {
        json_t *legal = ok(s, request(s, "{\"cmd\":\"legal\"}"));
        if (json_is_true(json_object_get(legal, "terminal"))) {
            json_decref(legal);
            break;
        }
        json_t *acts = json_object_get(legal, "actions");
        size_t n = json_array_size(acts);
        assert_true(n > 0);
        json_t *a = json_array_get(acts, ctn_rng_below(&rng, (uint32_t)n));
        json_t *who = json_object_get(a, "player");
        int chance = json_is_string(who);
        if (chance && ctn_rng_below(&rng, 2)) {
            r = ok(s, request(s, "{\"cmd\":\"step\"}"));
        } else if (ctn_rng_below(&rng, 3) == 0) {
            char *p = json_dumps(who, JSON_ENCODE_ANY);
            r = ok(s, request(s, "{\"cmd\":\"apply\",\"player\":%s,\"action\":%lld}", p,
                              (long long)json_integer_value(json_object_get(a, "action"))));
            free(p);
        } else {
            char *p = json_dumps(who, JSON_ENCODE_ANY);
            r = ok(s, request(s, "{\"cmd\":\"apply\",\"player\":%s,\"action\":\"%s\"}", p,
                              json_string_value(json_object_get(a, "text"))));
            free(p);
            assert_string_equal(
                json_string_value(json_object_get(json_object_get(r, "applied"), "text")),
                json_string_value(json_object_get(a, "text")));
        }
        json_decref(r);
        json_decref(legal);
        applied++;
        if (i % 50 == 7) { /* undo and redo the same action keeps the hash */
            json_t *h1 = ok(s, request(s, "{\"cmd\":\"hash\"}"));
            json_t *save = ok(s, request(s, "{\"cmd\":\"save\"}"));
            json_t *acts2 = json_object_get(json_object_get(save, "replay"), "actions");
            json_t *last = json_array_get(acts2, json_array_size(acts2) - 1);
            char *p = json_dumps(json_object_get(last, "player"), JSON_ENCODE_ANY);
            json_decref(ok(s, request(s, "{\"cmd\":\"undo\"}")));
            json_decref(ok(s, request(s, "{\"cmd\":\"apply\",\"player\":%s,\"action\":\"%s\"}", p,
                                      json_string_value(json_object_get(last, "action")))));
            json_t *h2 = ok(s, request(s, "{\"cmd\":\"hash\"}"));
            assert_string_equal(json_string_value(json_object_get(h1, "hash")),
                                json_string_value(json_object_get(h2, "hash")));
            free(p);
            json_decref(h1);
            json_decref(h2);
            json_decref(save);
        }
        if (i % 40 == 3) { /* views leak no hand; the full state reads back */
            for (int v = 0; v < players; v++) {
                json_t *sv = ok(s, request(s, "{\"cmd\":\"state\",\"view\":%d}", v));
                json_t *state = json_object_get(sv, "state");
                assert_null(json_object_get(state, "rng"));
                assert_null(json_object_get(json_object_get(state, "deck"), "cards"));
                json_decref(sv);
            }
            json_t *full = ok(s, request(s, "{\"cmd\":\"state\"}"));
            char *text = json_dumps(json_object_get(full, "state"), JSON_COMPACT);
            st_state back;
            assert_int_equal(ctn_state_from_json(ctn_session_game(s), text, strlen(text),
                                                 (ctn_state *)&back, &err),
                             CTN_OK);
            assert_memory_equal(&back, ctn_session_state(s), sizeof back);
            free(text);
            json_decref(full);
        }
    }
    r = ok(s, request(s, "{\"cmd\":\"hash\"}"));
    char final_hash[17];
    snprintf(final_hash, sizeof final_hash, "%s", json_string_value(json_object_get(r, "hash")));
    json_decref(r);
    assert_true(ctn_game_is_terminal(ctn_session_game(s), ctn_session_state(s)));
    const st_state *end = (const st_state *)ctn_session_state(s);
    int limit = ctn_session_game(s)->option_values[ST_OPT_TURN_LIMIT];
    assert_true(end->winner != ST_NOBODY || limit > 0);
    r = request(s, "{\"cmd\":\"apply\",\"action\":\"end_trade\"}");
    assert_string_equal(err_code(r), "illegal_action");
    json_decref(r);
    /* save, load into a fresh session, same hash; undo walks back to the start */
    json_t *save = ok(s, request(s, "{\"cmd\":\"save\"}"));
    json_t *replay = json_object_get(save, "replay");
    assert_string_equal(json_string_value(json_object_get(replay, "game")), "struggle");
    assert_string_equal(json_string_value(json_object_get(replay, "final_hash")), final_hash);
    assert_int_equal(json_array_size(json_object_get(replay, "actions")), (size_t)applied);
    char *rtext = json_dumps(replay, JSON_COMPACT);
    ctn_session *s2 = NULL;
    assert_int_equal(ctn_session_new(0, &s2, &err), CTN_OK);
    size_t len = strlen(rtext) + 64;
    char *line = malloc(len);
    snprintf(line, len, "{\"cmd\":\"load\",\"replay\":%s}", rtext);
    char *out = ctn_session_handle(s2, line, strlen(line));
    r = ok(s2, parse(out));
    free(out);
    assert_string_equal(json_string_value(json_object_get(r, "hash")), final_hash);
    assert_true(json_is_true(json_object_get(r, "terminal")));
    json_decref(r);
    for (int i = 0; i < applied; i++) json_decref(ok(s2, request(s2, "{\"cmd\":\"undo\"}")));
    r = ok(s2, request(s2, "{\"cmd\":\"hash\"}"));
    assert_string_equal(json_string_value(json_object_get(r, "hash")), start_hash);
    json_decref(r);
    r = request(s2, "{\"cmd\":\"undo\"}");
    assert_string_equal(err_code(r), "nothing_to_undo");
    json_decref(r);
    free(line);
    free(rtext);
    json_decref(save);
    ctn_session_free(s2);
    ctn_session_free(s);
}

static void test_protocol_games(void **st) {
    (void)st;
    play_protocol_game(4, 11, "{}");
    play_protocol_game(2, 12, "{\"win_check\":\"turn_start\"}");
    play_protocol_game(6, 13, "{\"turn_limit\":6}");
}

/* The protocol's answers for Struggle: games lists it with state JSON, errors are precise. */
static void test_protocol_details(void **st) {
    (void)st;
    ctn_session *s = NULL;
    ctn_error err;
    assert_int_equal(ctn_session_new(0, &s, &err), CTN_OK);
    json_t *r = ok(s, request(s, "{\"cmd\":\"games\"}"));
    json_t *games = json_object_get(r, "games");
    int found = 0;
    for (size_t i = 0; i < json_array_size(games); i++) {
        json_t *g = json_array_get(games, i);
        if (strcmp(json_string_value(json_object_get(g, "name")), "struggle") != 0) continue;
        found = 1;
        assert_true(json_is_true(json_object_get(g, "state_json")));
        assert_int_equal(json_integer_value(json_object_get(g, "min_players")), 2);
        assert_int_equal(json_integer_value(json_object_get(g, "max_players")), 6);
        assert_int_equal(json_array_size(json_object_get(g, "options")), 6);
    }
    assert_true(found);
    json_decref(r);
    r = request(s, "{\"cmd\":\"new\",\"game\":\"struggle\",\"players\":7}");
    assert_string_equal(err_code(r), "bad_argument");
    json_decref(r);
    r = request(s, "{\"cmd\":\"new\",\"game\":\"struggle\",\"players\":3,\"board\":\"beginner\"}");
    assert_string_equal(err_code(r), "bad_board");
    json_decref(r);
    r = request(s, "{\"cmd\":\"new\",\"game\":\"struggle\",\"players\":3,\"options\":"
                   "{\"market_day\":\"fair\"}}");
    assert_string_equal(err_code(r), "bad_option");
    json_decref(r);
    r = ok(s, request(s, "{\"cmd\":\"new\",\"game\":\"struggle\",\"players\":3,\"seed\":5}"));
    json_t *sum = json_object_get(r, "summary");
    assert_int_equal(json_integer_value(json_object_get(sum, "turn")), 1);
    assert_string_equal(json_string_value(json_object_get(sum, "direction")), "white");
    assert_true(json_is_null(json_object_get(sum, "winner")));
    assert_int_equal(json_integer_value(json_array_get(json_object_get(sum, "hand_counts"), 2)), 3);
    json_decref(r);
    r = request(s, "{\"cmd\":\"apply\",\"action\":\"build_palace\"}");
    assert_string_equal(err_code(r), "parse_error");
    json_decref(r);
    r = request(s, "{\"cmd\":\"apply\",\"action\":\"end_build\"}");
    assert_string_equal(err_code(r), "illegal_action");
    json_decref(r);
    r = request(s, "{\"cmd\":\"apply\",\"player\":1,\"action\":\"end_trade\"}");
    assert_string_equal(err_code(r), "not_your_turn");
    json_decref(r);
    r = request(s, "{\"cmd\":\"step\"}");
    assert_string_equal(err_code(r), "not_your_turn");
    json_decref(r);
    /* a deck trade: chance's outcomes carry weights = the deck's cards */
    r = ok(s, request(s, "{\"cmd\":\"apply\",\"action\":\"end_trade\"}"));
    json_decref(r);
    r = ok(s, request(s, "{\"cmd\":\"apply\",\"action\":\"end_build\"}"));
    assert_string_equal(json_string_value(json_object_get(json_object_get(r, "summary"), "phase")),
                        "draw");
    json_decref(r);
    r = ok(s, request(s, "{\"cmd\":\"legal\"}"));
    json_t *actor = json_array_get(json_object_get(r, "actors"), 0);
    assert_string_equal(json_string_value(json_object_get(actor, "player")), "chance");
    const st_state *cur = (const st_state *)ctn_session_state(s);
    int deck = ss_total(cur->deck);
    assert_int_equal(json_integer_value(json_object_get(actor, "total_weight")),
                     (long long)deck * (deck - 1) / 2); /* C(deck, 2) sets of two cards */
    json_decref(r);
    /* the draw seen by p1 in a view: a count only */
    r = ok(s, request(s, "{\"cmd\":\"step\"}"));
    json_decref(r);
    r = ok(s, request(s, "{\"cmd\":\"state\",\"view\":\"public\"}"));
    json_t *state = json_object_get(r, "state");
    assert_string_equal(json_string_value(json_object_get(state, "view")), "public");
    assert_int_equal(json_integer_value(json_object_get(
                         json_array_get(json_object_get(state, "players"), 0), "hand_count")),
                     5);
    json_decref(r);
    ctn_session_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trips),
        cmocka_unit_test(test_views_leak_nothing),
        cmocka_unit_test(test_view_library),
        cmocka_unit_test(test_json_content),
        cmocka_unit_test(test_rejects_header_and_turn),
        cmocka_unit_test(test_rejects_cards),
        cmocka_unit_test(test_rejects_views),
        cmocka_unit_test(test_rejects_phases),
        cmocka_unit_test(test_rejects_bad_json),
        cmocka_unit_test(test_mutations_never_crash),
        cmocka_unit_test(test_protocol_games),
        cmocka_unit_test(test_protocol_details),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
