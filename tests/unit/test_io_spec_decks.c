/* test_io_spec_decks.c — the Rivals tournament's decks in game set-ups (docs/protocol.md "new"):
 * the built-in default deck is decks/heroes.deck's (so they cannot drift); decks given as file
 * text, shipped names, objects and null, written back and read to the same set-up; every refusal
 * naming the seat, card and rule; a random game with two non-default decks (trade, progress)
 * through a replay's JSON to the same final hash, and its positions through state JSON (and
 * refused by a game with the default decks).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/rivals.h"
#include "catan/rivals_deck.h"

static char *read_source(const char *rel, size_t *len) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", CATAN_SOURCE_DIR, rel);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    char *text = calloc(1, 65536);
    *len = fread(text, 1, 65535, f);
    fclose(f);
    return text;
}

/* A JSON string of a text (escapes newlines and quotes); free it. */
static char *json_quote(const char *text) {
    char *out = malloc(2 * strlen(text) + 3), *o = out;
    *o++ = '"';
    for (const char *c = text; *c; c++) {
        if (*c == '\n') *o++ = '\\', *o++ = 'n';
        else if (*c == '"' || *c == '\\') *o++ = '\\', *o++ = *c;
        else if ((unsigned char)*c >= 0x20) *o++ = *c;
    }
    *o++ = '"';
    *o = '\0';
    return out;
}

static ctn_status parse(const char *text, ctn_game_spec *spec, ctn_error *err) {
    return ctn_game_spec_from_json(text, strlen(text), spec, err);
}

#define TOURNEY "{\"game\":\"rivals\",\"players\":2,\"seed\":5,\"options\":{\"mode\":\"tournament\"}"

/* the default set-up is heroes.deck's cards (and its picks, or the default picks), and the
 * compiled-in copy of every shipped deck is its file. */
static void test_default_is_heroes(void **u) {
    (void)u;
    size_t len;
    char *text = read_source("decks/heroes.deck", &len);
    static ctn_rivals_pool pool;
    static ctn_rivals_deck deck;
    static ctn_rivals_deck_report report;
    ctn_rivals_pool_init(&pool);
    assert_int_equal(ctn_rivals_deck_parse(&pool, text, len, &deck, &report), CTN_OK);
    int16_t kinds[RV_TOURNEY_DECK], picks[RV_TOURNEY_PICKS];
    assert_int_equal(ctn_rivals_deck_kinds(&pool, &deck, kinds, RV_TOURNEY_DECK), RV_TOURNEY_DECK);
    ctn_rivals_setup def;
    ctn_rivals_default_setup(&def);
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int i = 0; i < RV_TOURNEY_DECK; i++) {
            if (def.deck[p][i] != kinds[i])
                fail_msg("default deck card %d is %s, heroes.deck's %s", i, ctn_rivals_cards[def.deck[p][i]].key,
                         ctn_rivals_cards[kinds[i]].key);
        }
    if (ctn_rivals_deck_events(&pool, &deck, picks, RV_TOURNEY_PICKS) == RV_TOURNEY_PICKS)
        for (int p = 0; p < RV_PLAYERS; p++) assert_memory_equal(def.events[p], picks, sizeof picks);
    free(text);
    for (int i = 0; ctn_rivals_deck_file_name(i); i++) {
        char rel[64];
        snprintf(rel, sizeof rel, "decks/%s.deck", ctn_rivals_deck_file_name(i));
        text = read_source(rel, &len);
        size_t blen = 0;
        const char *built = ctn_rivals_deck_file_text(ctn_rivals_deck_file_name(i), &blen);
        assert_int_equal(blen, len);
        assert_memory_equal(built, text, len);
        free(text);
    }
    assert_non_null(ctn_rivals_deck_file_text("trade", NULL));
    assert_non_null(ctn_rivals_deck_file_text("progress", NULL));
    assert_null(ctn_rivals_deck_file_text("nonesuch", NULL));
}

/* Decks by name, by text and as objects give the same set-up, and it survives JSON. */
static void test_forms_and_round_trip(void **u) {
    (void)u;
    size_t len;
    char *trade = read_source("decks/trade.deck", &len);
    char *q = json_quote(trade);
    char json[16384];
    ctn_game_spec by_name, by_text, back;
    ctn_error err = {CTN_OK, ""};
    assert_int_equal(parse(TOURNEY ",\"decks\":[\"trade\",\"progress\"]}", &by_name, &err), CTN_OK);
    assert_true(by_name.has_setup);
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[%s,\"progress\"]}", q);
    assert_int_equal(parse(json, &by_text, &err), CTN_OK);
    assert_memory_equal(&by_name.setup, &by_text.setup, sizeof by_name.setup);
    assert_int_equal(by_name.setup.deck[0][0], ctn_rivals_card_find("gold_ship"));
    assert_int_equal(by_name.setup.events[0][2], ctn_rivals_card_find("trade_ships_race"));
    char *out = NULL;
    assert_int_equal(ctn_game_spec_to_json(&by_name, &out, &err), CTN_OK);
    assert_non_null(strstr(out, "\"decks\":[{\"cards\":[\"gold_ship\",\"marketplace\""));
    assert_int_equal(parse(out, &back, &err), CTN_OK);
    assert_true(back.has_setup);
    assert_memory_equal(&back.setup, &by_name.setup, sizeof back.setup);
    ctn_io_free(out);
    /* null: that seat plays the default deck */
    ctn_rivals_setup def;
    ctn_rivals_default_setup(&def);
    assert_int_equal(parse(TOURNEY ",\"decks\":[null,\"trade\"]}", &back, &err), CTN_OK);
    assert_memory_equal(back.setup.deck[0], def.deck[0], sizeof def.deck[0]);
    assert_memory_equal(back.setup.deck[1], by_name.setup.deck[0], sizeof def.deck[0]);
    /* no decks: nothing written, and the game deals the default */
    assert_int_equal(parse(TOURNEY "}", &back, &err), CTN_OK);
    assert_false(back.has_setup);
    assert_int_equal(ctn_game_spec_to_json(&back, &out, &err), CTN_OK);
    assert_null(strstr(out, "decks"));
    ctn_io_free(out);
    /* the decks reach the game */
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_spec_create(&by_name, &g, &err), CTN_OK);
    assert_int_equal(ctn_rivals_dealt_kind(g, 0), ctn_rivals_card_find("gold_ship"));
    assert_int_equal(ctn_rivals_dealt_kind(g, RV_TOURNEY_DECK), by_name.setup.deck[1][0]);
    ctn_game_free(g);
    free(q);
    free(trade);
}

/* the declared eras are public set-up data: a deck file's `eras:` line, an object's "eras"
 * (written back only beyond the base box, so decks of the base box keep their text). */
static void test_eras(void **u) {
    (void)u;
    ctn_game_spec spec, back;
    ctn_error err = {CTN_OK, ""};
    assert_int_equal(parse(TOURNEY ",\"decks\":[\"trade\",null]}", &spec, &err), CTN_OK);
    assert_int_equal(spec.setup.eras[0], RV_ERAS_BASE_BOX);
    assert_int_equal(spec.setup.eras[1], RV_ERAS_BASE_BOX);
    char *out = NULL;
    assert_int_equal(ctn_game_spec_to_json(&spec, &out, &err), CTN_OK);
    assert_null(strstr(out, "eras"));
    ctn_io_free(out);
    char json[4096], cards[2048] = "";
    ctn_rivals_setup def;
    ctn_rivals_default_setup(&def);
    for (int i = 0; i < RV_TOURNEY_DECK; i++)
        snprintf(cards + strlen(cards), sizeof cards - strlen(cards), "%s\"%s\"", i ? "," : "", ctn_rivals_cards[def.deck[0][i]].key);
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[null,{\"cards\":[%s],\"eras\":[\"barbarians\",\"Gold\"]}]}", cards);
    assert_int_equal(parse(json, &spec, &err), CTN_OK);
    assert_int_equal(spec.setup.eras[1], RV_ERAS_BASE_BOX | 1u << RV_ERA_BARBARIANS);
    assert_int_equal(ctn_game_spec_to_json(&spec, &out, &err), CTN_OK);
    assert_non_null(strstr(out, "\"eras\":[\"basic\",\"gold\",\"turmoil\",\"progress\",\"barbarians\"]"));
    assert_int_equal(parse(out, &back, &err), CTN_OK);
    assert_memory_equal(&back.setup, &spec.setup, sizeof back.setup);
    ctn_io_free(out);
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[null,{\"cards\":[%s],\"eras\":[\"atlantis\"]}]}", cards);
    assert_int_equal(parse(json, &spec, &err), CTN_E_OPTION);
    assert_non_null(strstr(err.message, "atlantis"));
    assert_non_null(strstr(err.message, "decks[1]"));
    /* a bad eras value given in C is refused */
    def.eras[0] = 1u << 12;
    assert_int_equal(ctn_rivals_setup_check(&def, &err), CTN_E_OPTION);
}

static void expect_error(const char *json, ctn_status code, const char *const *words) {
    ctn_game_spec spec;
    memset(&spec, 0x5A, sizeof spec);
    ctn_game_spec before = spec;
    ctn_error err = {CTN_OK, ""};
    ctn_status st = parse(json, &spec, &err);
    if (st != code) fail_msg("%s: status %d (%s), expected %d", json, st, err.message, code);
    for (int i = 0; words[i]; i++)
        if (!strstr(err.message, words[i])) fail_msg("'%s' does not name '%s'", err.message, words[i]);
    assert_memory_equal(&spec, &before, sizeof spec); /* untouched */
}

static void test_errors(void **u) {
    (void)u;
    expect_error("{\"game\":\"classic\",\"players\":4,\"decks\":[\"trade\",\"trade\"]}", CTN_E_OPTION,
                 (const char *const[]){"tournament", NULL});
    expect_error("{\"game\":\"rivals\",\"players\":2,\"decks\":[\"trade\",\"trade\"]}", CTN_E_OPTION,
                 (const char *const[]){"tournament", NULL});
    expect_error(TOURNEY ",\"decks\":[\"trade\"]}", CTN_E_OPTION, (const char *const[]){"2 decks", NULL});
    expect_error(TOURNEY ",\"decks\":[\"trade\",\"nonesuch\"]}", CTN_E_OPTION,
                 (const char *const[]){"decks[1] (seat 1)", "nonesuch", "heroes, merchants, progress, prosperity, sages, trade", NULL});
    expect_error(TOURNEY ",\"decks\":[\"trade\",7]}", CTN_E_OPTION, (const char *const[]){"decks[1]", NULL});
    /* a deck file with a card over its limit: the seat, line, rule and card */
    size_t len;
    char *trade = read_source("decks/trade.deck", &len);
    char *at = strstr(trade, "2 Goldsmith");
    assert_non_null(at);
    at[0] = '4';
    char *q = json_quote(trade), json[16384];
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[\"heroes\",%s]}", q);
    expect_error(json, CTN_E_OPTION, (const char *const[]){"decks[1] (seat 1)", "line 31", "copy-limit", "Goldsmith", NULL});
    free(q);
    free(trade);
    /* an object: unknown key, wrong count, a named unit twice, a bad event */
    char cards[2048] = "";
    for (int i = 0; i < 34; i++) strcat(cards, "\"storehouse\",");
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[{\"cards\":[%s\"austin\"]},null]}", cards);
    expect_error(json, CTN_E_OPTION, (const char *const[]){"decks[0] (seat 0)", "copy-limit", "Storehouse", NULL});
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[{\"cards\":[%s\"no_such_card\"]},null]}", cards);
    expect_error(json, CTN_E_OPTION, (const char *const[]){"decks[0] (seat 0)", "cards[34]", "no_such_card", "unknown-card", NULL});
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[null,{\"cards\":[\"austin\"]}]}");
    expect_error(json, CTN_E_OPTION, (const char *const[]){"decks[1] (seat 1)", "1 card keys", "deck-size", NULL});
    snprintf(json, sizeof json, TOURNEY ",\"decks\":[null,{\"cards\":[%s\"austin\"],\"colour\":1}]}", cards);
    expect_error(json, CTN_E_OPTION, (const char *const[]){"colour", NULL});
}

/* A random game of two non-default decks: its replay's JSON plays to the same final hash, and
 * every 50th position goes through state JSON unchanged (hash and bytes). */
static void test_replay_and_positions(void **u) {
    (void)u;
    const char *spec_json = "{\"game\":\"rivals\",\"players\":2,\"seed\":11,\"options\":{\"mode\":\"tournament\"},"
                            "\"decks\":[\"trade\",\"progress\"]}";
    ctn_game_spec spec;
    ctn_error err = {CTN_OK, ""};
    ctn_game *g = NULL;
    ctn_replay *rep = NULL;
    assert_int_equal(parse(spec_json, &spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&spec, &g, &err), CTN_OK);
    assert_int_equal(ctn_replay_new(&spec, &rep, &err), CTN_OK);
    ctn_game_spec plain_spec;
    ctn_game *plain_game = NULL;
    assert_int_equal(parse(TOURNEY "}", &plain_spec, &err), CTN_OK);
    assert_int_equal(ctn_game_spec_create(&plain_spec, &plain_game, &err), CTN_OK);
    size_t size = ctn_state_size(g);
    ctn_state *s = calloc(1, size), *back = calloc(1, size);
    ctn_game_init_state(g, s, spec.seed);
    ctn_rng rng;
    ctn_rng_seed(&rng, 99);
    static ctn_action list[CTN_MAX_ACTIONS];
    int steps = 0, positions = 0;
    for (; steps < 20000 && !ctn_game_is_terminal(g, s); steps++) {
        if (steps % 50 == 0) {
            char *text = NULL;
            assert_int_equal(ctn_state_to_json(g, s, &text, &err), CTN_OK);
            if (ctn_state_from_json(g, text, strlen(text), back, &err) != CTN_OK) fail_msg("%s", err.message);
            assert_true(ctn_state_hash(g, back) == ctn_state_hash(g, s));
            /* a game with the default decks refuses the position: its cards are other decks' */
            assert_int_equal(ctn_state_from_json(plain_game, text, strlen(text), back, &err), CTN_E_STATE);
            assert_non_null(strstr(err.message, "other decks"));
            ctn_io_free(text);
            positions++;
        }
        int p = ctn_actors_pick(ctn_game_actors(g, s));
        ctn_action a;
        if (p == CTN_CHANCE) a = ctn_game_sample_own_chance(g, s);
        else {
            int n = ctn_game_legal(g, s, p, CTN_LEGAL_ALL, list);
            a = list[ctn_rng_below(&rng, (uint32_t)n)];
        }
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(g, s, a, text, sizeof text);
        assert_int_equal(ctn_replay_append(rep, p, text, &err), CTN_OK);
        ctn_game_apply(g, s, p, a);
    }
    assert_true(steps > 100);
    assert_true(positions > 2);
    uint64_t final = ctn_state_hash(g, s);
    ctn_replay_set_final_hash(rep, final);
    char *text = NULL;
    assert_int_equal(ctn_replay_to_json(rep, &text, &err), CTN_OK);
    assert_non_null(strstr(text, "\"decks\":"));
    ctn_replay *loaded = NULL;
    assert_int_equal(ctn_replay_from_json(text, strlen(text), &loaded, &err), CTN_OK);
    ctn_state *end = NULL;
    ctn_game *g2 = NULL;
    if (ctn_replay_play(loaded, NULL, NULL, &g2, &end, &err) != CTN_OK) fail_msg("%s", err.message);
    assert_true(ctn_state_hash(g2, end) == final);
    assert_memory_equal(end, s, size);
    /* the same actions from the default decks are another game: the decks were recorded */
    char *plain = strstr(text, ",\"decks\":");
    assert_non_null(plain);
    char *close = strstr(plain, "]}]");
    assert_non_null(close);
    memmove(plain, close + 3, strlen(close + 3) + 1);
    ctn_replay *nodecks = NULL;
    if (ctn_replay_from_json(text, strlen(text), &nodecks, &err) != CTN_OK) fail_msg("%s", err.message);
    assert_int_not_equal(ctn_replay_play(nodecks, NULL, NULL, NULL, NULL, &err), CTN_OK);
    ctn_replay_free(nodecks);
    ctn_io_free(end);
    ctn_game_free(g2);
    ctn_replay_free(loaded);
    ctn_io_free(text);
    ctn_replay_free(rep);
    free(back);
    free(s);
    ctn_game_free(plain_game);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_is_heroes),
        cmocka_unit_test(test_forms_and_round_trip),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_eras),
        cmocka_unit_test(test_replay_and_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
